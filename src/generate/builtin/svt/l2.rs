//! SVT 2de (BO spécial n° 1 du 22 janvier 2019): la Terre, la vie et l'organisation du
//! vivant.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The 2de SVT family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The 2de SVT banks (append only: the catalog names them by index).
pub(crate) static BANKS: &[&Bank] = &[
    &PLURICELLULAIRE,
    &METABOLISME,
    &ADN,
    &BIODIVERSITE,
    &MICROBIOTE,
    &PAYSAGES,
    &AGROSYSTEMES,
    &PROCREATION,
];

/// L'organisme pluricellulaire, un ensemble de cellules spécialisées.
pub(crate) static PLURICELLULAIRE: Bank = Bank {
    chapter: "svt-2de-organisme-pluricellulaire",
    title: ["L'organisme pluricellulaire", "The multicellular organism"],
    relations: &[
        Relation {
            name: [
                "Les échelles du vivant",
                "The levels of organisation of life",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un tissu", "a tissue"],
                    [
                        "un ensemble de cellules semblables qui assurent une même fonction",
                        "a group of similar cells that carry out the same function",
                    ],
                    ["Qu'est-ce qu'un tissu ?", "What is a tissue?"],
                    [
                        "Comment appelle-t-on un ensemble de cellules semblables qui assurent une même fonction ?",
                        "What is a group of similar cells that carry out the same function called?",
                    ],
                ),
                pair(
                    ["un organe", "an organ"],
                    [
                        "une structure formée de plusieurs tissus, qui assure une ou plusieurs fonctions",
                        "a structure made of several tissues, which carries out one or more functions",
                    ],
                    ["Qu'est-ce qu'un organe ?", "What is an organ?"],
                    [
                        "Comment appelle-t-on une structure formée de plusieurs tissus, qui assure une ou plusieurs fonctions ?",
                        "What is a structure made of several tissues, which carries out one or more functions, called?",
                    ],
                ),
                pair(
                    ["la matrice extracellulaire", "the extracellular matrix"],
                    [
                        "l'ensemble des molécules sécrétées par les cellules, qui les entoure et assure la cohésion des tissus",
                        "the molecules secreted by cells, which surround them and hold tissues together",
                    ],
                    [
                        "Qu'est-ce que la matrice extracellulaire ?",
                        "What is the extracellular matrix?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des molécules sécrétées par les cellules, qui les entoure et assure la cohésion des tissus ?",
                        "What are the molecules secreted by cells, which surround them and hold tissues together, called?",
                    ],
                ),
                pair(
                    ["la spécialisation cellulaire", "cell specialisation"],
                    [
                        "l'acquisition par une cellule d'une forme et d'un contenu adaptés à sa fonction, selon les gènes qu'elle exprime",
                        "a cell acquiring a shape and contents suited to its function, depending on the genes it expresses",
                    ],
                    [
                        "Qu'est-ce que la spécialisation cellulaire ?",
                        "What is cell specialisation?",
                    ],
                    [
                        "Comment appelle-t-on l'acquisition par une cellule d'une forme et d'un contenu adaptés à sa fonction, selon les gènes qu'elle exprime ?",
                        "What is a cell acquiring a shape and contents suited to its function, depending on the genes it expresses, called?",
                    ],
                ),
                pair(
                    ["une cellule souche", "a stem cell"],
                    [
                        "une cellule non spécialisée, capable de se diviser et de donner des cellules spécialisées",
                        "an unspecialised cell that can divide and give rise to specialised cells",
                    ],
                    ["Qu'est-ce qu'une cellule souche ?", "What is a stem cell?"],
                    [
                        "Comment appelle-t-on une cellule non spécialisée, capable de se diviser et de donner des cellules spécialisées ?",
                        "What is an unspecialised cell that can divide and give rise to specialised cells called?",
                    ],
                ),
                pair(
                    ["un organite", "an organelle"],
                    [
                        "un compartiment d'une cellule eucaryote délimité par une membrane, comme une mitochondrie",
                        "a compartment of a eukaryotic cell enclosed by a membrane, such as a mitochondrion",
                    ],
                    ["Qu'est-ce qu'un organite ?", "What is an organelle?"],
                    [
                        "Comment appelle-t-on un compartiment d'une cellule eucaryote délimité par une membrane, comme une mitochondrie ?",
                        "What is a compartment of a eukaryotic cell enclosed by a membrane, such as a mitochondrion, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les constituants de la cellule",
                "The components of the cell",
            ],
            matching: [
                "Associe chaque constituant de la cellule à son rôle.",
                "Match each component of the cell with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la membrane plasmique", "the plasma membrane"],
                    [
                        "délimiter la cellule et contrôler ses échanges avec son milieu",
                        "to enclose the cell and control its exchanges with its surroundings",
                    ],
                    [
                        "Quel est le rôle de la membrane plasmique ?",
                        "What is the role of the plasma membrane?",
                    ],
                    [
                        "Quelle bicouche de lipides et de protéines délimite la cellule et contrôle ses échanges avec son milieu ?",
                        "Which bilayer of lipids and proteins encloses the cell and controls its exchanges with its surroundings?",
                    ],
                ),
                pair(
                    ["le noyau", "the nucleus"],
                    [
                        "contenir l'essentiel de l'ADN de la cellule eucaryote, sous forme de chromosomes",
                        "to hold most of the DNA of the eukaryotic cell, as chromosomes",
                    ],
                    [
                        "Quel est le rôle du noyau d'une cellule eucaryote ?",
                        "What is the role of the nucleus of a eukaryotic cell?",
                    ],
                    [
                        "Quel organite d'une cellule eucaryote contient l'essentiel de son ADN, sous forme de chromosomes ?",
                        "Which organelle of a eukaryotic cell holds most of its DNA, as chromosomes?",
                    ],
                ),
                pair(
                    ["les mitochondries", "the mitochondria"],
                    [
                        "réaliser la respiration cellulaire",
                        "to carry out cellular respiration",
                    ],
                    [
                        "Quel est le rôle des mitochondries ?",
                        "What is the role of the mitochondria?",
                    ],
                    [
                        "Quels organites réalisent la respiration cellulaire ?",
                        "Which organelles carry out cellular respiration?",
                    ],
                ),
                pair(
                    ["les chloroplastes", "the chloroplasts"],
                    ["réaliser la photosynthèse", "to carry out photosynthesis"],
                    [
                        "Quel est le rôle des chloroplastes ?",
                        "What is the role of the chloroplasts?",
                    ],
                    [
                        "Quels organites des cellules chlorophylliennes réalisent la photosynthèse ?",
                        "Which organelles of green plant cells carry out photosynthesis?",
                    ],
                ),
                pair(
                    ["la paroi", "the cell wall"],
                    [
                        "former autour de la cellule végétale une matrice extracellulaire rigide, riche en cellulose",
                        "to form around the plant cell a rigid extracellular matrix, rich in cellulose",
                    ],
                    [
                        "Quel est le rôle de la paroi d'une cellule végétale ?",
                        "What is the role of the wall of a plant cell?",
                    ],
                    [
                        "Quelle matrice extracellulaire rigide, riche en cellulose, entoure la cellule végétale ?",
                        "Which rigid extracellular matrix, rich in cellulose, surrounds the plant cell?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les cellules eucaryotes", "Eukaryotic cells"],
            which: [
                "Parmi ces cellules, lesquelles sont eucaryotes, c'est-à-dire pourvues d'un noyau ?",
                "Which of these cells are eukaryotic, that is with a nucleus?",
            ],
            which_not: [
                "Parmi ces cellules, lesquelles ne sont pas eucaryotes, c'est-à-dire dépourvues de noyau ?",
                "Which of these cells are not eukaryotic, that is without a nucleus?",
            ],
            members: &[
                ["un neurone", "a neuron"],
                ["une cellule de feuille", "a leaf cell"],
                ["une levure", "a yeast"],
                ["une paramécie", "a paramecium"],
            ],
            others: &[
                [
                    "la bactérie Escherichia coli",
                    "the bacterium Escherichia coli",
                ],
                ["une cyanobactérie", "a cyanobacterium"],
                ["le bacille de la tuberculose", "the tuberculosis bacillus"],
            ],
        },
        Group {
            name: ["Les tissus", "Tissues"],
            which: [
                "Parmi ces éléments du corps humain, lesquels sont des tissus ?",
                "Which of these parts of the human body are tissues?",
            ],
            which_not: [
                "Parmi ces éléments du corps humain, lesquels ne sont pas des tissus ?",
                "Which of these parts of the human body are not tissues?",
            ],
            members: &[
                ["le tissu musculaire", "muscle tissue"],
                ["le tissu osseux", "bone tissue"],
                ["l'épiderme", "the epidermis"],
            ],
            others: &[
                ["le cœur", "the heart"],
                ["l'estomac", "the stomach"],
                ["une mitochondrie", "a mitochondrion"],
                ["une molécule de collagène", "a collagen molecule"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Les échelles du vivant", "The scales of life"],
        order: [
            "Range ces niveaux d'organisation du vivant du plus petit au plus grand.",
            "Put these levels of organisation of life in order from the smallest to the largest.",
        ],
        backward: [
            "Range ces niveaux d'organisation du vivant du plus grand au plus petit.",
            "Put these levels of organisation of life in order from the largest to the smallest.",
        ],
        next: [
            "Du plus petit au plus grand, quel niveau d'organisation du vivant vient juste après « {} » ?",
            "From the smallest to the largest, which level of organisation of life comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est un niveau d'organisation plus petit que « {b} ».",
            "True or false: “{a}” is a smaller level of organisation than “{b}”.",
        ],
        steps: &[
            ["la molécule", "the molecule"],
            ["l'organite", "the organelle"],
            ["la cellule", "the cell"],
            ["le tissu", "the tissue"],
            ["l'organe", "the organ"],
            ["l'organisme", "the organism"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une cellule mesure 20 µm. Combien de ces cellules, alignées, faut-il pour faire 1 mm ?",
                "A cell is 20 µm long. How many of these cells, lined up, make 1 mm?",
            ],
            about: [
                "les cellules de 20 µm alignées sur 1 mm",
                "the 20 µm cells lined up over 1 mm",
            ],
            value: 50.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Au microscope, avec un grossissement de 400, une cellule de 25 µm paraît mesurer combien de millimètres ?",
                "Under the microscope, at a magnification of 400, how many millimetres does a 25 µm cell appear to be?",
            ],
            about: [
                "la taille apparente, en millimètres, d'une cellule de 25 µm grossie 400 fois",
                "the apparent size, in millimetres, of a 25 µm cell magnified 400 times",
            ],
            value: 10.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de micromètres y a-t-il dans un millimètre ?",
                "How many micrometres are there in a millimetre?",
            ],
            about: [
                "les micromètres d'un millimètre",
                "the micrometres in a millimetre",
            ],
            value: 1000.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Le métabolisme des cellules.
pub(crate) static METABOLISME: Bank = Bank {
    chapter: "svt-2de-metabolisme-cellulaire",
    title: ["Le métabolisme des cellules", "Cell metabolism"],
    relations: &[Relation {
        name: ["Le vocabulaire du métabolisme", "The words of metabolism"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["le métabolisme", "metabolism"],
                [
                    "l'ensemble des réactions chimiques qui se déroulent dans une cellule",
                    "all the chemical reactions that take place in a cell",
                ],
                [
                    "Qu'est-ce que le métabolisme d'une cellule ?",
                    "What is the metabolism of a cell?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des réactions chimiques qui se déroulent dans une cellule ?",
                    "What are all the chemical reactions that take place in a cell called?",
                ],
            ),
            pair(
                ["une enzyme", "an enzyme"],
                [
                    "une protéine qui catalyse une réaction chimique précise du métabolisme",
                    "a protein that catalyses one particular chemical reaction of metabolism",
                ],
                ["Qu'est-ce qu'une enzyme ?", "What is an enzyme?"],
                [
                    "Comment appelle-t-on une protéine qui catalyse une réaction chimique précise du métabolisme ?",
                    "What is a protein that catalyses one particular chemical reaction of metabolism called?",
                ],
            ),
            pair(
                ["le substrat", "the substrate"],
                [
                    "la molécule que transforme une enzyme",
                    "the molecule that an enzyme transforms",
                ],
                [
                    "Qu'est-ce que le substrat d'une enzyme ?",
                    "What is the substrate of an enzyme?",
                ],
                [
                    "Comment appelle-t-on la molécule que transforme une enzyme ?",
                    "What is the molecule that an enzyme transforms called?",
                ],
            ),
            pair(
                ["le site actif", "the active site"],
                [
                    "la partie de l'enzyme où se fixe le substrat",
                    "the part of the enzyme where the substrate binds",
                ],
                [
                    "Qu'est-ce que le site actif d'une enzyme ?",
                    "What is the active site of an enzyme?",
                ],
                [
                    "Comment appelle-t-on la partie de l'enzyme où se fixe le substrat ?",
                    "What is the part of the enzyme where the substrate binds called?",
                ],
            ),
            pair(
                ["la photosynthèse", "photosynthesis"],
                [
                    "la production de glucose à partir de dioxyde de carbone et d'eau grâce à l'énergie lumineuse, avec un rejet de dioxygène",
                    "making glucose from carbon dioxide and water using light energy, giving off oxygen",
                ],
                [
                    "Qu'est-ce que la photosynthèse ?",
                    "What is photosynthesis?",
                ],
                [
                    "Comment appelle-t-on la production de glucose à partir de dioxyde de carbone et d'eau grâce à l'énergie lumineuse, avec un rejet de dioxygène ?",
                    "What is making glucose from carbon dioxide and water using light energy, giving off oxygen, called?",
                ],
            ),
            pair(
                ["la respiration cellulaire", "cellular respiration"],
                [
                    "la dégradation complète du glucose en présence de dioxygène, qui libère de l'énergie utilisable par la cellule",
                    "the complete breakdown of glucose in the presence of oxygen, which releases energy the cell can use",
                ],
                [
                    "Qu'est-ce que la respiration cellulaire ?",
                    "What is cellular respiration?",
                ],
                [
                    "Comment appelle-t-on la dégradation complète du glucose en présence de dioxygène, qui libère de l'énergie utilisable par la cellule ?",
                    "What is the complete breakdown of glucose in the presence of oxygen, which releases energy the cell can use, called?",
                ],
            ),
            pair(
                ["la fermentation", "fermentation"],
                [
                    "la dégradation incomplète du glucose sans dioxygène, qui libère peu d'énergie",
                    "the partial breakdown of glucose without oxygen, which releases little energy",
                ],
                ["Qu'est-ce que la fermentation ?", "What is fermentation?"],
                [
                    "Comment appelle-t-on la dégradation incomplète du glucose sans dioxygène, qui libère peu d'énergie ?",
                    "What is the partial breakdown of glucose without oxygen, which releases little energy, called?",
                ],
            ),
            pair(
                ["un être autotrophe", "an autotroph"],
                [
                    "un être vivant qui produit sa matière organique à partir de matière minérale seulement",
                    "a living thing that makes its organic matter from mineral matter only",
                ],
                ["Qu'est-ce qu'un être autotrophe ?", "What is an autotroph?"],
                [
                    "Comment appelle-t-on un être vivant qui produit sa matière organique à partir de matière minérale seulement ?",
                    "What is a living thing that makes its organic matter from mineral matter only called?",
                ],
            ),
            pair(
                ["un être hétérotrophe", "a heterotroph"],
                [
                    "un être vivant qui doit prélever de la matière organique dans son milieu pour produire la sienne",
                    "a living thing that must take organic matter from its surroundings to make its own",
                ],
                [
                    "Qu'est-ce qu'un être hétérotrophe ?",
                    "What is a heterotroph?",
                ],
                [
                    "Comment appelle-t-on un être vivant qui doit prélever de la matière organique dans son milieu pour produire la sienne ?",
                    "What is a living thing that must take organic matter from its surroundings to make its own called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les êtres autotrophes", "Autotrophs"],
            which: [
                "Parmi ces êtres vivants, lesquels sont autotrophes ?",
                "Which of these living things are autotrophs?",
            ],
            which_not: [
                "Parmi ces êtres vivants, lesquels ne sont pas autotrophes ?",
                "Which of these living things are not autotrophs?",
            ],
            members: &[
                ["le chêne", "the oak"],
                ["une algue verte", "a green alga"],
                ["une mousse", "a moss"],
                ["une cyanobactérie", "a cyanobacterium"],
            ],
            others: &[
                ["l'être humain", "the human being"],
                ["la levure de boulanger", "baker's yeast"],
                ["le champignon de Paris", "the button mushroom"],
                ["le ver de terre", "the earthworm"],
            ],
        },
        Group {
            name: [
                "Les produits de la photosynthèse",
                "The products of photosynthesis",
            ],
            which: [
                "Parmi ces substances, lesquelles sont produites par la photosynthèse ?",
                "Which of these substances are produced by photosynthesis?",
            ],
            which_not: [
                "Parmi ces substances, lesquelles ne sont pas produites par la photosynthèse ?",
                "Which of these substances are not produced by photosynthesis?",
            ],
            members: &[["le glucose", "glucose"], ["le dioxygène", "oxygen"]],
            others: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["les ions nitrate", "nitrate ions"],
                ["l'éthanol", "ethanol"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Une réaction enzymatique", "An enzyme reaction"],
        order: [
            "Range dans l'ordre les étapes d'une réaction catalysée par une enzyme, de la première à la dernière.",
            "Put the stages of a reaction catalysed by an enzyme in order, from first to last.",
        ],
        backward: [
            "Range les étapes d'une réaction catalysée par une enzyme de la dernière à la première.",
            "Put the stages of a reaction catalysed by an enzyme in order from last to first.",
        ],
        next: [
            "Lors d'une réaction catalysée par une enzyme, quelle étape vient juste après celle-ci : « {} » ?",
            "In a reaction catalysed by an enzyme, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors d'une réaction catalysée par une enzyme, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a reaction catalysed by an enzyme, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "le substrat se fixe sur le site actif de l'enzyme",
                "the substrate binds to the active site of the enzyme",
            ],
            [
                "un complexe enzyme-substrat se forme",
                "an enzyme-substrate complex forms",
            ],
            [
                "le substrat est transformé en produits",
                "the substrate is turned into products",
            ],
            [
                "les produits se détachent de l'enzyme",
                "the products come away from the enzyme",
            ],
            [
                "l'enzyme, intacte, catalyse une nouvelle réaction",
                "the enzyme, unchanged, catalyses a new reaction",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "D'après le bilan de la photosynthèse, 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂, combien de molécules de dioxygène sont produites pour une molécule de glucose ?",
                "From the overall equation of photosynthesis, 6 CO₂ + 6 H₂O → C₆H₁₂O₆ + 6 O₂, how many oxygen molecules are produced for one glucose molecule?",
            ],
            about: [
                "les molécules de dioxygène produites par molécule de glucose lors de la photosynthèse",
                "the oxygen molecules produced per glucose molecule in photosynthesis",
            ],
            value: 6.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'atomes de carbone une molécule de glucose, C₆H₁₂O₆, contient-elle ?",
                "How many carbon atoms does a glucose molecule, C₆H₁₂O₆, hold?",
            ],
            about: [
                "les atomes de carbone d'une molécule de glucose",
                "the carbon atoms of a glucose molecule",
            ],
            value: 6.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Vers quelle température, en degrés Celsius, la plupart des enzymes humaines ont-elles leur activité la plus forte ?",
                "Around which temperature, in degrees Celsius, do most human enzymes work best?",
            ],
            about: [
                "la température d'activité maximale de la plupart des enzymes humaines",
                "the temperature at which most human enzymes work best",
            ],
            value: 37.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// L'ADN, support de l'information génétique.
pub(crate) static ADN: Bank = Bank {
    chapter: "svt-2de-adn",
    title: ["L'ADN", "DNA"],
    relations: &[
        Relation {
            name: ["La molécule d'ADN", "The DNA molecule"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un nucléotide", "a nucleotide"],
                    [
                        "l'unité de l'ADN, formée d'un sucre, le désoxyribose, d'un groupement phosphate et d'une base azotée",
                        "the unit of DNA, made of a sugar, deoxyribose, a phosphate group and a nitrogenous base",
                    ],
                    ["Qu'est-ce qu'un nucléotide ?", "What is a nucleotide?"],
                    [
                        "Comment appelle-t-on l'unité de l'ADN, formée d'un sucre, d'un groupement phosphate et d'une base azotée ?",
                        "What is the unit of DNA, made of a sugar, a phosphate group and a nitrogenous base, called?",
                    ],
                ),
                pair(
                    ["la double hélice", "the double helix"],
                    [
                        "la forme de la molécule d'ADN, faite de deux brins enroulés l'un autour de l'autre",
                        "the shape of the DNA molecule, made of two strands wound around each other",
                    ],
                    [
                        "Qu'est-ce que la double hélice de l'ADN ?",
                        "What is the double helix of DNA?",
                    ],
                    [
                        "Comment appelle-t-on la forme de la molécule d'ADN, faite de deux brins enroulés l'un autour de l'autre ?",
                        "What is the shape of the DNA molecule, made of two strands wound around each other, called?",
                    ],
                ),
                pair(
                    ["la complémentarité des bases", "base pairing"],
                    [
                        "l'association, d'un brin à l'autre, de l'adénine avec la thymine et de la cytosine avec la guanine",
                        "the pairing, from one strand to the other, of adenine with thymine and of cytosine with guanine",
                    ],
                    [
                        "Qu'est-ce que la complémentarité des bases de l'ADN ?",
                        "What is the base pairing of DNA?",
                    ],
                    [
                        "Comment appelle-t-on l'association, d'un brin à l'autre, de l'adénine avec la thymine et de la cytosine avec la guanine ?",
                        "What is the pairing, from one strand to the other, of adenine with thymine and of cytosine with guanine called?",
                    ],
                ),
                pair(
                    ["la séquence", "the sequence"],
                    [
                        "l'ordre des nucléotides le long d'un brin d'ADN, qui porte l'information génétique",
                        "the order of the nucleotides along a DNA strand, which carries the genetic information",
                    ],
                    [
                        "Qu'est-ce que la séquence d'un brin d'ADN ?",
                        "What is the sequence of a DNA strand?",
                    ],
                    [
                        "Comment appelle-t-on l'ordre des nucléotides le long d'un brin d'ADN, qui porte l'information génétique ?",
                        "What is the order of the nucleotides along a DNA strand, which carries the genetic information, called?",
                    ],
                ),
                pair(
                    ["un gène", "a gene"],
                    [
                        "une portion d'ADN dont la séquence de nucléotides porte une information génétique",
                        "a stretch of DNA whose nucleotide sequence carries a piece of genetic information",
                    ],
                    ["Qu'est-ce qu'un gène ?", "What is a gene?"],
                    [
                        "Comment appelle-t-on une portion d'ADN dont la séquence de nucléotides porte une information génétique ?",
                        "What is a stretch of DNA whose nucleotide sequence carries a piece of genetic information called?",
                    ],
                ),
                pair(
                    ["la transgenèse", "transgenesis"],
                    [
                        "le transfert d'un gène d'un être vivant dans un autre, où il s'exprime",
                        "moving a gene from one living thing into another, where it is expressed",
                    ],
                    ["Qu'est-ce que la transgenèse ?", "What is transgenesis?"],
                    [
                        "Comment appelle-t-on le transfert d'un gène d'un être vivant dans un autre, où il s'exprime ?",
                        "What is moving a gene from one living thing into another, where it is expressed, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les bases complémentaires", "Complementary bases"],
            matching: [
                "Associe chaque base de l'ADN à sa base complémentaire.",
                "Match each DNA base with its complementary base.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["l'adénine (A)", "adenine (A)"],
                    ["la thymine (T)", "thymine (T)"],
                    [
                        "Dans l'ADN, quelle base est complémentaire de l'adénine (A) ?",
                        "In DNA, which base is complementary to adenine (A)?",
                    ],
                    ["", ""],
                ),
                pair(
                    ["la thymine (T)", "thymine (T)"],
                    ["l'adénine (A)", "adenine (A)"],
                    [
                        "Dans l'ADN, quelle base est complémentaire de la thymine (T) ?",
                        "In DNA, which base is complementary to thymine (T)?",
                    ],
                    ["", ""],
                ),
                pair(
                    ["la cytosine (C)", "cytosine (C)"],
                    ["la guanine (G)", "guanine (G)"],
                    [
                        "Dans l'ADN, quelle base est complémentaire de la cytosine (C) ?",
                        "In DNA, which base is complementary to cytosine (C)?",
                    ],
                    ["", ""],
                ),
                pair(
                    ["la guanine (G)", "guanine (G)"],
                    ["la cytosine (C)", "cytosine (C)"],
                    [
                        "Dans l'ADN, quelle base est complémentaire de la guanine (G) ?",
                        "In DNA, which base is complementary to guanine (G)?",
                    ],
                    ["", ""],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les constituants d'un nucléotide",
                "What a nucleotide is made of",
            ],
            which: [
                "Parmi ces molécules, lesquelles entrent dans la composition d'un nucléotide d'ADN ?",
                "Which of these molecules are part of a DNA nucleotide?",
            ],
            which_not: [
                "Parmi ces molécules, lesquelles n'entrent pas dans la composition d'un nucléotide d'ADN ?",
                "Which of these molecules are not part of a DNA nucleotide?",
            ],
            members: &[
                ["le désoxyribose", "deoxyribose"],
                ["un groupement phosphate", "a phosphate group"],
                ["une base azotée", "a nitrogenous base"],
            ],
            others: &[
                ["un acide aminé", "an amino acid"],
                ["le glucose", "glucose"],
                ["un acide gras", "a fatty acid"],
            ],
        },
        Group {
            name: ["Les bases de l'ADN", "The bases of DNA"],
            which: [
                "Parmi ces molécules, lesquelles sont des bases de l'ADN ?",
                "Which of these molecules are DNA bases?",
            ],
            which_not: [
                "Parmi ces molécules, lesquelles ne sont pas des bases de l'ADN ?",
                "Which of these molecules are not DNA bases?",
            ],
            members: &[
                ["l'adénine", "adenine"],
                ["la thymine", "thymine"],
                ["la cytosine", "cytosine"],
                ["la guanine", "guanine"],
            ],
            others: &[
                ["l'uracile", "uracil"],
                ["la glycine", "glycine"],
                ["le ribose", "ribose"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["L'histoire de l'ADN", "The history of DNA"],
        order: [
            "Range ces découvertes sur l'ADN dans l'ordre chronologique.",
            "Put these discoveries about DNA in chronological order.",
        ],
        backward: [
            "Range ces découvertes sur l'ADN de la plus récente à la plus ancienne.",
            "Put these discoveries about DNA in order from the most recent to the oldest.",
        ],
        next: [
            "Parmi ces découvertes sur l'ADN, laquelle vient juste après celle-ci : « {} » ?",
            "Among these discoveries about DNA, which comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "Friedrich Miescher isole une substance acide des noyaux",
                "Friedrich Miescher isolates an acid substance from nuclei",
            ],
            [
                "Oswald Avery montre que l'ADN porte l'information génétique des bactéries",
                "Oswald Avery shows that DNA carries the genetic information of bacteria",
            ],
            [
                "James Watson et Francis Crick, avec les clichés de Rosalind Franklin, décrivent la double hélice",
                "James Watson and Francis Crick, with Rosalind Franklin's images, describe the double helix",
            ],
            [
                "le séquençage du génome humain est achevé",
                "the sequencing of the human genome is completed",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de bases différentes entrent dans la composition de l'ADN ?",
                "How many different bases make up DNA?",
            ],
            about: [
                "les bases différentes de l'ADN",
                "the different bases of DNA",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans une molécule d'ADN, 30 % des nucléotides portent de l'adénine. Quel pourcentage des nucléotides porte de la thymine ?",
                "In a DNA molecule, 30% of the nucleotides carry adenine. What percentage of the nucleotides carry thymine?",
            ],
            about: [
                "le pourcentage de thymine d'un ADN à 30 % d'adénine",
                "the percentage of thymine of a DNA with 30% adenine",
            ],
            value: 30.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans une molécule d'ADN, 30 % des nucléotides portent de l'adénine. Quel pourcentage des nucléotides porte de la guanine ?",
                "In a DNA molecule, 30% of the nucleotides carry adenine. What percentage of the nucleotides carry guanine?",
            ],
            about: [
                "le pourcentage de guanine d'un ADN à 30 % d'adénine",
                "the percentage of guanine of a DNA with 30% adenine",
            ],
            value: 20.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année Watson et Crick ont-ils publié la structure en double hélice de l'ADN ?",
                "In which year did Watson and Crick publish the double-helix structure of DNA?",
            ],
            about: [
                "la publication de la double hélice",
                "the publication of the double helix",
            ],
            value: 1953.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Biodiversité, résultat et étape de l'évolution.
pub(crate) static BIODIVERSITE: Bank = Bank {
    chapter: "svt-2de-biodiversite-et-evolution",
    title: [
        "Biodiversité, résultat et étape de l'évolution",
        "Biodiversity, outcome and stage of evolution",
    ],
    relations: &[Relation {
        name: [
            "Le vocabulaire de l'évolution des populations",
            "The words of population evolution",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["la biodiversité", "biodiversity"],
                [
                    "la diversité du vivant à trois échelles : les écosystèmes, les espèces et les allèles des gènes",
                    "the variety of life at three scales: ecosystems, species and the alleles of genes",
                ],
                [
                    "Qu'est-ce que la biodiversité, à ses trois échelles ?",
                    "What is biodiversity, at its three scales?",
                ],
                [
                    "Comment appelle-t-on la diversité du vivant à trois échelles : les écosystèmes, les espèces et les allèles des gènes ?",
                    "What is the variety of life at three scales (ecosystems, species and the alleles of genes) called?",
                ],
            ),
            pair(
                ["la fréquence d'un allèle", "the frequency of an allele"],
                [
                    "la proportion de cet allèle parmi tous les exemplaires du gène présents dans une population",
                    "the share of this allele among all the copies of the gene in a population",
                ],
                [
                    "Qu'est-ce que la fréquence d'un allèle dans une population ?",
                    "What is the frequency of an allele in a population?",
                ],
                [
                    "Comment appelle-t-on la proportion d'un allèle parmi tous les exemplaires du gène présents dans une population ?",
                    "What is the share of an allele among all the copies of the gene in a population called?",
                ],
            ),
            pair(
                ["la dérive génétique", "genetic drift"],
                [
                    "la variation au hasard des fréquences des allèles d'une génération à l'autre, plus forte dans les petites populations",
                    "the random change of allele frequencies from one generation to the next, stronger in small populations",
                ],
                [
                    "Qu'est-ce que la dérive génétique ?",
                    "What is genetic drift?",
                ],
                [
                    "Comment appelle-t-on la variation au hasard des fréquences des allèles d'une génération à l'autre, plus forte dans les petites populations ?",
                    "What is the random change of allele frequencies from one generation to the next, stronger in small populations, called?",
                ],
            ),
            pair(
                ["la sélection naturelle", "natural selection"],
                [
                    "l'augmentation, dans un milieu donné, de la fréquence des allèles qui favorisent la survie et la reproduction",
                    "the rise, in a given environment, of the frequency of the alleles that help survival and reproduction",
                ],
                [
                    "Qu'est-ce que la sélection naturelle, à l'échelle des allèles ?",
                    "What is natural selection, at the scale of alleles?",
                ],
                [
                    "Comment appelle-t-on l'augmentation, dans un milieu donné, de la fréquence des allèles qui favorisent la survie et la reproduction ?",
                    "What is the rise, in a given environment, of the frequency of the alleles that help survival and reproduction called?",
                ],
            ),
            pair(
                ["la spéciation", "speciation"],
                [
                    "la formation d'une nouvelle espèce à partir d'une population qui s'est isolée",
                    "the forming of a new species from a population that has become isolated",
                ],
                ["Qu'est-ce que la spéciation ?", "What is speciation?"],
                [
                    "Comment appelle-t-on la formation d'une nouvelle espèce à partir d'une population qui s'est isolée ?",
                    "What is the forming of a new species from a population that has become isolated called?",
                ],
            ),
            pair(
                ["une mutation", "a mutation"],
                [
                    "une modification au hasard de la séquence de l'ADN, source de nouveaux allèles",
                    "a random change in the DNA sequence, a source of new alleles",
                ],
                ["Qu'est-ce qu'une mutation ?", "What is a mutation?"],
                [
                    "Comment appelle-t-on une modification au hasard de la séquence de l'ADN, source de nouveaux allèles ?",
                    "What is a random change in the DNA sequence, a source of new alleles, called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les mécanismes dus au hasard", "Random mechanisms"],
            which: [
                "Parmi ces mécanismes de l'évolution, lesquels relèvent du hasard ?",
                "Which of these mechanisms of evolution are down to chance?",
            ],
            which_not: [
                "Parmi ces mécanismes de l'évolution, lesquels ne relèvent pas du hasard ?",
                "Which of these mechanisms of evolution are not down to chance?",
            ],
            members: &[
                ["la dérive génétique", "genetic drift"],
                [
                    "l'apparition d'une mutation",
                    "the appearance of a mutation",
                ],
            ],
            others: &[
                ["la sélection naturelle", "natural selection"],
                [
                    "la sélection d'animaux par un éleveur",
                    "the selection of animals by a breeder",
                ],
            ],
        },
        Group {
            name: [
                "Les causes de l'érosion de la biodiversité",
                "The causes of biodiversity loss",
            ],
            which: [
                "Parmi ces phénomènes, lesquels font aujourd'hui reculer la biodiversité ?",
                "Which of these are causing biodiversity to shrink today?",
            ],
            which_not: [
                "Parmi ces phénomènes, lesquels ne font pas reculer la biodiversité ?",
                "Which of these are not causing biodiversity to shrink?",
            ],
            members: &[
                [
                    "la fragmentation des habitats",
                    "the fragmentation of habitats",
                ],
                [
                    "les espèces exotiques envahissantes",
                    "invasive alien species",
                ],
                ["le changement climatique", "climate change"],
                [
                    "la surexploitation des espèces",
                    "the overexploitation of species",
                ],
            ],
            others: &[
                [
                    "la création d'aires protégées",
                    "the creation of protected areas",
                ],
                [
                    "la restauration de corridors écologiques",
                    "the restoration of wildlife corridors",
                ],
                [
                    "la conservation de graines dans des banques de semences",
                    "the storing of seeds in seed banks",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Une spéciation", "A speciation"],
        order: [
            "Range dans l'ordre les étapes de la formation de deux espèces à partir d'une seule, de la première à la dernière.",
            "Put the stages of two species forming from one in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la formation de deux espèces à partir d'une seule de la dernière à la première.",
            "Put the stages of two species forming from one in order from last to first.",
        ],
        next: [
            "Lors de la formation de deux espèces à partir d'une seule, quelle étape vient juste après celle-ci : « {} » ?",
            "When two species form from one, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de la formation de deux espèces à partir d'une seule, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when two species form from one, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "une barrière géographique sépare une population en deux",
                "a geographical barrier splits a population in two",
            ],
            [
                "les deux populations n'échangent plus d'allèles",
                "the two populations no longer exchange alleles",
            ],
            [
                "mutations, dérive génétique et sélection naturelle les font diverger",
                "mutations, genetic drift and natural selection make them drift apart",
            ],
            [
                "leurs individus ne peuvent plus avoir ensemble de descendants fertiles",
                "their individuals can no longer have fertile offspring together",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "On capture et on marque 50 escargots, puis on les relâche. Plus tard, on en capture 40, dont 10 marqués. À combien estime-t-on l'effectif de la population ?",
                "50 snails are caught, marked and released. Later, 40 are caught, 10 of them marked. What is the estimated size of the population?",
            ],
            about: [
                "l'effectif estimé avec 50 marqués, puis 10 marqués sur 40 recapturés",
                "the size estimated with 50 marked, then 10 marked out of 40 recaptured",
            ],
            value: 200.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "On capture et on marque 30 lézards, puis on les relâche. Plus tard, on en capture 60, dont 6 marqués. À combien estime-t-on l'effectif de la population ?",
                "30 lizards are caught, marked and released. Later, 60 are caught, 6 of them marked. What is the estimated size of the population?",
            ],
            about: [
                "l'effectif estimé avec 30 marqués, puis 6 marqués sur 60 recapturés",
                "the size estimated with 30 marked, then 6 marked out of 60 recaptured",
            ],
            value: 300.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans une population, le gène étudié est présent en 200 exemplaires, dont 50 sont l'allèle A. Quelle est la fréquence de l'allèle A, en pourcentage ?",
                "In a population, the gene studied is present in 200 copies, 50 of which are allele A. What is the frequency of allele A, as a percentage?",
            ],
            about: [
                "la fréquence, en pourcentage, d'un allèle présent 50 fois sur 200",
                "the frequency, as a percentage, of an allele present 50 times out of 200",
            ],
            value: 25.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Microorganismes et santé.
pub(crate) static MICROBIOTE: Bank = Bank {
    chapter: "svt-2de-microorganismes-et-sante",
    title: ["Microorganismes et santé", "Microorganisms and health"],
    relations: &[Relation {
        name: [
            "Le vocabulaire des microorganismes et de la santé",
            "The words of microorganisms and health",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["le microbiote", "the microbiota"],
                [
                    "l'ensemble des microorganismes qui vivent sur et dans un organisme, en particulier dans l'intestin",
                    "all the microorganisms living on and in an organism, especially in the gut",
                ],
                ["Qu'est-ce que le microbiote ?", "What is the microbiota?"],
                [
                    "Comment appelle-t-on l'ensemble des microorganismes qui vivent sur et dans un organisme, en particulier dans l'intestin ?",
                    "What are all the microorganisms living on and in an organism, especially in the gut, called?",
                ],
            ),
            pair(
                ["un agent pathogène", "a pathogen"],
                [
                    "un microorganisme capable de provoquer une maladie",
                    "a microorganism that can cause a disease",
                ],
                ["Qu'est-ce qu'un agent pathogène ?", "What is a pathogen?"],
                [
                    "Comment appelle-t-on un microorganisme capable de provoquer une maladie ?",
                    "What is a microorganism that can cause a disease called?",
                ],
            ),
            pair(
                ["l'antibiorésistance", "antibiotic resistance"],
                [
                    "la capacité de bactéries à survivre à un antibiotique, sélectionnée par l'usage de cet antibiotique",
                    "the ability of bacteria to survive an antibiotic, selected by the use of that antibiotic",
                ],
                [
                    "Qu'est-ce que l'antibiorésistance ?",
                    "What is antibiotic resistance?",
                ],
                [
                    "Comment appelle-t-on la capacité de bactéries à survivre à un antibiotique, sélectionnée par l'usage de cet antibiotique ?",
                    "What is the ability of bacteria to survive an antibiotic, selected by the use of that antibiotic, called?",
                ],
            ),
            pair(
                ["un vecteur", "a vector"],
                [
                    "un être vivant, comme un moustique ou une tique, qui transmet un agent pathogène d'un hôte à un autre",
                    "a living thing, such as a mosquito or a tick, that carries a pathogen from one host to another",
                ],
                [
                    "En épidémiologie, qu'est-ce qu'un vecteur ?",
                    "In epidemiology, what is a vector?",
                ],
                [
                    "Comment appelle-t-on un être vivant, comme un moustique ou une tique, qui transmet un agent pathogène d'un hôte à un autre ?",
                    "What is a living thing, such as a mosquito or a tick, that carries a pathogen from one host to another called?",
                ],
            ),
            pair(
                ["l'immunité collective", "herd immunity"],
                [
                    "la protection des personnes non vaccinées quand une part suffisante de la population est vaccinée",
                    "the protection of unvaccinated people when a large enough share of the population is vaccinated",
                ],
                [
                    "Qu'est-ce que l'immunité collective ?",
                    "What is herd immunity?",
                ],
                [
                    "Comment appelle-t-on la protection des personnes non vaccinées quand une part suffisante de la population est vaccinée ?",
                    "What is the protection of unvaccinated people when a large enough share of the population is vaccinated called?",
                ],
            ),
            pair(
                ["une zoonose", "a zoonosis"],
                [
                    "une maladie infectieuse transmise de l'animal à l'être humain",
                    "an infectious disease passed from animals to humans",
                ],
                ["Qu'est-ce qu'une zoonose ?", "What is a zoonosis?"],
                [
                    "Comment appelle-t-on une maladie infectieuse transmise de l'animal à l'être humain ?",
                    "What is an infectious disease passed from animals to humans called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: [
                "Les rôles du microbiote intestinal",
                "What the gut microbiota does",
            ],
            which: [
                "Parmi ces rôles, lesquels sont assurés par le microbiote intestinal ?",
                "Which of these roles does the gut microbiota play?",
            ],
            which_not: [
                "Parmi ces rôles, lesquels ne sont pas assurés par le microbiote intestinal ?",
                "Which of these roles does the gut microbiota not play?",
            ],
            members: &[
                [
                    "dégrader des fibres alimentaires que nos enzymes ne digèrent pas",
                    "breaking down dietary fibres that our enzymes cannot digest",
                ],
                ["produire certaines vitamines", "making some vitamins"],
                [
                    "limiter l'installation de bactéries pathogènes",
                    "keeping pathogenic bacteria from settling",
                ],
            ],
            others: &[
                [
                    "transporter le dioxygène dans le sang",
                    "carrying oxygen in the blood",
                ],
                ["produire les anticorps", "making antibodies"],
                ["conduire les messages nerveux", "carrying nerve messages"],
            ],
        },
        Group {
            name: [
                "Les maladies à transmission vectorielle",
                "Vector-borne diseases",
            ],
            which: [
                "Parmi ces maladies, lesquelles sont transmises par un vecteur, moustique ou tique ?",
                "Which of these diseases are carried by a vector, a mosquito or a tick?",
            ],
            which_not: [
                "Parmi ces maladies, lesquelles ne sont pas transmises par un vecteur, moustique ou tique ?",
                "Which of these diseases are not carried by a vector, a mosquito or a tick?",
            ],
            members: &[
                ["le paludisme", "malaria"],
                ["la dengue", "dengue"],
                ["la maladie de Lyme", "Lyme disease"],
            ],
            others: &[
                ["la grippe", "flu"],
                ["la tuberculose", "tuberculosis"],
                ["le tétanos", "tetanus"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La sélection de bactéries résistantes",
            "How resistant bacteria are selected",
        ],
        order: [
            "Range dans l'ordre les étapes de l'apparition d'une population de bactéries résistantes à un antibiotique, de la première à la dernière.",
            "Put the stages of a population of bacteria becoming resistant to an antibiotic in order, from first to last.",
        ],
        backward: [
            "Range les étapes de l'apparition d'une population de bactéries résistantes à un antibiotique de la dernière à la première.",
            "Put the stages of a population of bacteria becoming resistant to an antibiotic in order from last to first.",
        ],
        next: [
            "Lors de l'apparition d'une population de bactéries résistantes, quelle étape vient juste après celle-ci : « {} » ?",
            "When a population of resistant bacteria arises, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de l'apparition d'une population de bactéries résistantes, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when a population of resistant bacteria arises, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "une mutation rend quelques bactéries résistantes",
                "a mutation makes a few bacteria resistant",
            ],
            ["un antibiotique est utilisé", "an antibiotic is used"],
            [
                "les bactéries sensibles meurent, les résistantes survivent",
                "the sensitive bacteria die, the resistant ones survive",
            ],
            [
                "les bactéries résistantes se multiplient",
                "the resistant bacteria multiply",
            ],
            [
                "l'antibiotique n'agit plus sur cette population",
                "the antibiotic no longer works on this population",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une culture contient 500 bactéries, dont 2 % résistent à un antibiotique. Combien de bactéries survivent au traitement par cet antibiotique ?",
                "A culture holds 500 bacteria, 2% of which resist an antibiotic. How many bacteria survive treatment with this antibiotic?",
            ],
            about: [
                "les bactéries survivantes parmi 500, dont 2 % résistent",
                "the surviving bacteria out of 500, 2% of which resist",
            ],
            value: 10.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une bactérie se divise en deux toutes les 30 minutes. Combien de bactéries obtient-on au bout de trois heures, en partant d'une seule ?",
                "A bacterium divides in two every 30 minutes. How many bacteria are there after three hours, starting from one?",
            ],
            about: [
                "les bactéries issues d'une seule en trois heures, avec une division toutes les 30 minutes",
                "the bacteria coming from one in three hours, dividing every 30 minutes",
            ],
            value: 64.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle part de la population, en pourcentage, doit être vaccinée contre la rougeole pour interrompre sa circulation ?",
                "What share of the population, as a percentage, must be vaccinated against measles to stop it spreading?",
            ],
            about: [
                "la couverture vaccinale qui interrompt la circulation de la rougeole, en pourcentage",
                "the vaccination coverage that stops measles spreading, as a percentage",
            ],
            value: 95.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Géosciences et dynamique des paysages.
pub(crate) static PAYSAGES: Bank = Bank {
    chapter: "svt-2de-geosciences-et-paysages",
    title: ["Géosciences et paysages", "Geosciences and landscapes"],
    relations: &[Relation {
        name: [
            "Le vocabulaire de l'érosion et de la sédimentation",
            "The words of erosion and sedimentation",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["l'altération", "weathering"],
                [
                    "la transformation physique et chimique des roches au contact de l'eau et de l'atmosphère",
                    "the physical and chemical breakdown of rocks in contact with water and the atmosphere",
                ],
                [
                    "Qu'est-ce que l'altération des roches ?",
                    "What is the weathering of rocks?",
                ],
                [
                    "Comment appelle-t-on la transformation physique et chimique des roches au contact de l'eau et de l'atmosphère ?",
                    "What is the physical and chemical breakdown of rocks in contact with water and the atmosphere called?",
                ],
            ),
            pair(
                ["l'érosion", "erosion"],
                [
                    "l'enlèvement et le transport des produits de l'altération par l'eau, le vent ou la glace",
                    "the removal and carrying away of the products of weathering by water, wind or ice",
                ],
                ["Qu'est-ce que l'érosion ?", "What is erosion?"],
                [
                    "Comment appelle-t-on l'enlèvement et le transport des produits de l'altération par l'eau, le vent ou la glace ?",
                    "What is the removal and carrying away of the products of weathering by water, wind or ice called?",
                ],
            ),
            pair(
                ["la sédimentation", "sedimentation"],
                [
                    "le dépôt des particules transportées, en couches, dans un bassin comme un lac ou une mer",
                    "the settling of carried particles, in layers, in a basin such as a lake or a sea",
                ],
                ["Qu'est-ce que la sédimentation ?", "What is sedimentation?"],
                [
                    "Comment appelle-t-on le dépôt des particules transportées, en couches, dans un bassin comme un lac ou une mer ?",
                    "What is the settling of carried particles, in layers, in a basin such as a lake or a sea called?",
                ],
            ),
            pair(
                ["la diagenèse", "diagenesis"],
                [
                    "la transformation d'un sédiment meuble en roche compacte après son enfouissement",
                    "the turning of a loose sediment into a compact rock after it is buried",
                ],
                ["Qu'est-ce que la diagenèse ?", "What is diagenesis?"],
                [
                    "Comment appelle-t-on la transformation d'un sédiment meuble en roche compacte après son enfouissement ?",
                    "What is the turning of a loose sediment into a compact rock after it is buried called?",
                ],
            ),
            pair(
                ["l'arène granitique", "granite grit"],
                [
                    "le sable formé par l'altération du granite",
                    "the sand formed by the weathering of granite",
                ],
                [
                    "Qu'est-ce que l'arène granitique ?",
                    "What is granite grit?",
                ],
                [
                    "Comment appelle-t-on le sable formé par l'altération du granite ?",
                    "What is the sand formed by the weathering of granite called?",
                ],
            ),
            pair(
                ["un paysage", "a landscape"],
                [
                    "la partie visible de la surface terrestre, façonnée par la géologie, le climat, le vivant et l'être humain",
                    "the visible part of the Earth's surface, shaped by geology, climate, living things and humans",
                ],
                ["Qu'est-ce qu'un paysage ?", "What is a landscape?"],
                [
                    "Comment appelle-t-on la partie visible de la surface terrestre, façonnée par la géologie, le climat, le vivant et l'être humain ?",
                    "What is the visible part of the Earth's surface, shaped by geology, climate, living things and humans called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les minéraux du granite", "The minerals of granite"],
            which: [
                "Parmi ces minéraux, lesquels forment le granite ?",
                "Which of these minerals make up granite?",
            ],
            which_not: [
                "Parmi ces minéraux, lesquels ne font pas partie du granite ?",
                "Which of these minerals are not part of granite?",
            ],
            members: &[
                ["le quartz", "quartz"],
                ["les feldspaths", "feldspars"],
                ["les micas", "micas"],
            ],
            others: &[
                ["la calcite", "calcite"],
                ["l'olivine", "olivine"],
                ["la halite", "halite"],
            ],
        },
        Group {
            name: ["Les roches sédimentaires", "Sedimentary rocks"],
            which: [
                "Parmi ces roches, lesquelles sont des roches sédimentaires ?",
                "Which of these rocks are sedimentary rocks?",
            ],
            which_not: [
                "Parmi ces roches, lesquelles ne sont pas des roches sédimentaires ?",
                "Which of these rocks are not sedimentary rocks?",
            ],
            members: &[
                ["le calcaire", "limestone"],
                ["le grès", "sandstone"],
                ["l'argile", "clay"],
            ],
            others: &[["le granite", "granite"], ["le basalte", "basalt"]],
        },
    ],
    sequences: &[Sequence {
        name: ["Du granite au grès", "From granite to sandstone"],
        order: [
            "Range dans l'ordre les étapes qui mènent du granite d'une montagne au grès, de la première à la dernière.",
            "Put the stages leading from a mountain's granite to sandstone in order, from first to last.",
        ],
        backward: [
            "Range les étapes qui mènent du granite d'une montagne au grès de la dernière à la première.",
            "Put the stages leading from a mountain's granite to sandstone in order from last to first.",
        ],
        next: [
            "Du granite d'une montagne au grès, quelle étape vient juste après celle-ci : « {} » ?",
            "From a mountain's granite to sandstone, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : du granite d'une montagne au grès, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: from a mountain's granite to sandstone, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "le granite s'altère au contact de l'eau",
                "the granite weathers in contact with water",
            ],
            [
                "il se désagrège en arène granitique",
                "it crumbles into granite grit",
            ],
            [
                "les grains de quartz sont emportés par les cours d'eau",
                "the quartz grains are carried away by rivers",
            ],
            [
                "ils se déposent en couches de sable dans un bassin",
                "they settle in layers of sand in a basin",
            ],
            [
                "enfouis, ils sont cimentés et forment un grès",
                "once buried, they are cemented and form a sandstone",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un relief s'abaisse de 1 mm par an sous l'effet de l'érosion. De combien de mètres s'abaisse-t-il en un million d'années ?",
                "A mountain is worn down by 1 mm a year by erosion. By how many metres is it lowered in one million years?",
            ],
            about: [
                "l'abaissement en un million d'années d'un relief érodé de 1 mm par an, en mètres",
                "the lowering in one million years of a relief eroded by 1 mm a year, in metres",
            ],
            value: 1000.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un delta avance de 50 m par an dans la mer. De combien de kilomètres avance-t-il en 100 ans ?",
                "A delta grows 50 m a year into the sea. By how many kilometres does it grow in 100 years?",
            ],
            about: [
                "l'avancée en 100 ans d'un delta qui progresse de 50 m par an, en kilomètres",
                "how far a delta growing 50 m a year advances in 100 years, in kilometres",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de sortes de minéraux principaux forment le granite ?",
                "How many main kinds of minerals make up granite?",
            ],
            about: [
                "les sortes de minéraux principaux du granite",
                "the main kinds of minerals of granite",
            ],
            value: 3.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Agrosystèmes et développement durable.
pub(crate) static AGROSYSTEMES: Bank = Bank {
    chapter: "svt-2de-agrosystemes",
    title: [
        "Agrosystèmes et développement durable",
        "Agrosystems and sustainable development",
    ],
    relations: &[Relation {
        name: ["Le vocabulaire de l'agriculture", "The words of farming"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un agrosystème", "an agrosystem"],
                [
                    "un écosystème créé et entretenu par l'être humain pour produire des ressources agricoles",
                    "an ecosystem created and kept up by humans to produce farm resources",
                ],
                ["Qu'est-ce qu'un agrosystème ?", "What is an agrosystem?"],
                [
                    "Comment appelle-t-on un écosystème créé et entretenu par l'être humain pour produire des ressources agricoles ?",
                    "What is an ecosystem created and kept up by humans to produce farm resources called?",
                ],
            ),
            pair(
                ["un intrant", "an input"],
                [
                    "un apport extérieur à l'agrosystème, comme un engrais, un pesticide ou l'eau d'irrigation",
                    "something brought into the agrosystem from outside, such as a fertiliser, a pesticide or irrigation water",
                ],
                [
                    "Qu'est-ce qu'un intrant, en agriculture ?",
                    "What is an input, in farming?",
                ],
                [
                    "Comment appelle-t-on un apport extérieur à l'agrosystème, comme un engrais, un pesticide ou l'eau d'irrigation ?",
                    "What is something brought into the agrosystem from outside, such as a fertiliser, a pesticide or irrigation water, called?",
                ],
            ),
            pair(
                ["le rendement", "the yield"],
                [
                    "la quantité récoltée par unité de surface, par exemple en tonnes par hectare",
                    "the amount harvested per unit of area, for instance in tonnes per hectare",
                ],
                [
                    "Qu'est-ce que le rendement d'une culture ?",
                    "What is the yield of a crop?",
                ],
                [
                    "Comment appelle-t-on la quantité récoltée par unité de surface, par exemple en tonnes par hectare ?",
                    "What is the amount harvested per unit of area, for instance in tonnes per hectare, called?",
                ],
            ),
            pair(
                ["un engrais", "a fertiliser"],
                [
                    "un apport d'ions minéraux, comme l'azote, le phosphore et le potassium, qui compense ce que les récoltes emportent",
                    "a supply of mineral ions, such as nitrogen, phosphorus and potassium, which makes up for what the harvests take away",
                ],
                ["Qu'est-ce qu'un engrais ?", "What is a fertiliser?"],
                [
                    "Comment appelle-t-on un apport d'ions minéraux, comme l'azote, le phosphore et le potassium, qui compense ce que les récoltes emportent ?",
                    "What is a supply of mineral ions, such as nitrogen, phosphorus and potassium, which makes up for what the harvests take away, called?",
                ],
            ),
            pair(
                ["l'humus", "humus"],
                [
                    "la matière organique du sol, issue de la décomposition des restes d'êtres vivants",
                    "the organic matter of the soil, coming from the decay of the remains of living things",
                ],
                ["Qu'est-ce que l'humus ?", "What is humus?"],
                [
                    "Comment appelle-t-on la matière organique du sol, issue de la décomposition des restes d'êtres vivants ?",
                    "What is the organic matter of the soil, coming from the decay of the remains of living things, called?",
                ],
            ),
            pair(
                ["l'agroécologie", "agroecology"],
                [
                    "une façon de cultiver qui s'appuie sur le fonctionnement des écosystèmes pour limiter les intrants",
                    "a way of farming that relies on how ecosystems work to limit inputs",
                ],
                ["Qu'est-ce que l'agroécologie ?", "What is agroecology?"],
                [
                    "Comment appelle-t-on une façon de cultiver qui s'appuie sur le fonctionnement des écosystèmes pour limiter les intrants ?",
                    "What is a way of farming that relies on how ecosystems work to limit inputs called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les intrants", "Inputs"],
            which: [
                "Parmi ces apports à un champ de blé, lesquels sont des intrants ?",
                "Which of these supplies to a wheat field are inputs?",
            ],
            which_not: [
                "Parmi ces apports à un champ de blé, lesquels ne sont pas des intrants ?",
                "Which of these supplies to a wheat field are not inputs?",
            ],
            members: &[
                ["les engrais", "fertilisers"],
                ["les pesticides", "pesticides"],
                ["l'eau d'irrigation", "irrigation water"],
                ["le carburant des machines", "fuel for the machines"],
            ],
            others: &[
                ["la lumière du Soleil", "sunlight"],
                ["la pluie", "rain"],
                [
                    "le dioxyde de carbone de l'air",
                    "the carbon dioxide of the air",
                ],
            ],
        },
        Group {
            name: ["Les pratiques agroécologiques", "Agroecological practices"],
            which: [
                "Parmi ces pratiques, lesquelles relèvent de l'agroécologie ?",
                "Which of these practices belong to agroecology?",
            ],
            which_not: [
                "Parmi ces pratiques, lesquelles ne relèvent pas de l'agroécologie ?",
                "Which of these practices do not belong to agroecology?",
            ],
            members: &[
                [
                    "planter des haies autour des champs",
                    "planting hedges around the fields",
                ],
                [
                    "faire alterner les cultures d'une année à l'autre",
                    "rotating crops from one year to the next",
                ],
                [
                    "semer des légumineuses qui enrichissent le sol en azote",
                    "sowing legumes that enrich the soil with nitrogen",
                ],
                [
                    "lutter contre les ravageurs avec leurs prédateurs naturels",
                    "fighting pests with their natural predators",
                ],
            ],
            others: &[
                [
                    "cultiver la même plante chaque année sur le même champ",
                    "growing the same crop every year on the same field",
                ],
                [
                    "traiter systématiquement aux pesticides",
                    "spraying pesticides as a matter of routine",
                ],
                [
                    "arracher les haies pour agrandir les parcelles",
                    "grubbing up hedges to enlarge the fields",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le devenir des ions minéraux d'un champ",
            "What happens to a field's mineral ions",
        ],
        order: [
            "Range dans l'ordre ces étapes de la vie d'un champ de blé, de la première à la dernière.",
            "Put these stages in the life of a wheat field in order, from first to last.",
        ],
        backward: [
            "Range ces étapes de la vie d'un champ de blé de la dernière à la première.",
            "Put these stages in the life of a wheat field in order from last to first.",
        ],
        next: [
            "Dans la vie d'un champ de blé, quelle étape vient juste après celle-ci : « {} » ?",
            "In the life of a wheat field, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la vie d'un champ de blé, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the life of a wheat field, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "le blé prélève des ions minéraux dans le sol",
                "the wheat takes up mineral ions from the soil",
            ],
            [
                "il produit sa matière organique par photosynthèse",
                "it makes its organic matter by photosynthesis",
            ],
            [
                "la récolte emporte cette matière hors du champ",
                "the harvest takes this matter out of the field",
            ],
            [
                "le sol s'appauvrit en ions minéraux",
                "the soil runs low on mineral ions",
            ],
            [
                "l'agriculteur apporte des engrais pour compenser",
                "the farmer adds fertiliser to make up for it",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un champ de 5 hectares produit 40 tonnes de blé. Quel est son rendement, en tonnes par hectare ?",
                "A 5-hectare field produces 40 tonnes of wheat. What is its yield, in tonnes per hectare?",
            ],
            about: [
                "le rendement, en tonnes par hectare, de 40 tonnes sur 5 hectares",
                "the yield, in tonnes per hectare, of 40 tonnes on 5 hectares",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un champ de 3 hectares a un rendement de 7 tonnes par hectare. Combien de tonnes y récolte-t-on ?",
                "A 3-hectare field has a yield of 7 tonnes per hectare. How many tonnes are harvested from it?",
            ],
            about: [
                "la récolte, en tonnes, de 3 hectares à 7 tonnes par hectare",
                "the harvest, in tonnes, of 3 hectares at 7 tonnes per hectare",
            ],
            value: 21.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'ares un hectare compte-t-il ?",
                "How many ares are there in a hectare?",
            ],
            about: ["les ares d'un hectare", "the ares in a hectare"],
            value: 100.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Procréation et sexualité humaine.
pub(crate) static PROCREATION: Bank = Bank {
    chapter: "svt-2de-procreation-et-sexualite",
    title: [
        "Procréation et sexualité humaine",
        "Human reproduction and sexuality",
    ],
    relations: &[Relation {
        name: [
            "Le vocabulaire de la procréation",
            "The words of reproduction",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une gonade", "a gonad"],
                [
                    "un organe qui produit les gamètes et des hormones sexuelles : un testicule ou un ovaire",
                    "an organ that makes gametes and sex hormones: a testis or an ovary",
                ],
                ["Qu'est-ce qu'une gonade ?", "What is a gonad?"],
                [
                    "Comment appelle-t-on un organe qui produit les gamètes et des hormones sexuelles : un testicule ou un ovaire ?",
                    "What is an organ that makes gametes and sex hormones (a testis or an ovary) called?",
                ],
            ),
            pair(
                ["la testostérone", "testosterone"],
                [
                    "l'hormone produite par les testicules, qui entretient la production de spermatozoïdes et les caractères sexuels masculins",
                    "the hormone made by the testes, which keeps up sperm production and male sexual characteristics",
                ],
                ["Qu'est-ce que la testostérone ?", "What is testosterone?"],
                [
                    "Comment appelle-t-on l'hormone produite par les testicules, qui entretient la production de spermatozoïdes et les caractères sexuels masculins ?",
                    "What is the hormone made by the testes, which keeps up sperm production and male sexual characteristics, called?",
                ],
            ),
            pair(
                ["l'hypophyse", "the pituitary gland"],
                [
                    "la glande située sous le cerveau qui sécrète la LH et la FSH, hormones qui commandent les gonades",
                    "the gland under the brain that releases LH and FSH, the hormones that control the gonads",
                ],
                [
                    "Qu'est-ce que l'hypophyse ?",
                    "What is the pituitary gland?",
                ],
                [
                    "Comment appelle-t-on la glande située sous le cerveau qui sécrète la LH et la FSH, hormones qui commandent les gonades ?",
                    "What is the gland under the brain that releases LH and FSH, the hormones that control the gonads, called?",
                ],
            ),
            pair(
                ["le rétrocontrôle", "feedback"],
                [
                    "l'action des hormones sexuelles sur l'hypothalamus et l'hypophyse, qui règle leur propre production",
                    "the action of sex hormones on the hypothalamus and the pituitary gland, which regulates their own production",
                ],
                [
                    "Qu'est-ce que le rétrocontrôle exercé par les hormones sexuelles ?",
                    "What is the feedback exerted by sex hormones?",
                ],
                [
                    "Comment appelle-t-on l'action des hormones sexuelles sur l'hypothalamus et l'hypophyse, qui règle leur propre production ?",
                    "What is the action of sex hormones on the hypothalamus and the pituitary gland, which regulates their own production, called?",
                ],
            ),
            pair(
                ["la contraception hormonale", "hormonal contraception"],
                [
                    "l'usage d'hormones de synthèse qui empêchent l'ovulation, comme la pilule",
                    "the use of synthetic hormones that prevent ovulation, such as the pill",
                ],
                [
                    "Qu'est-ce que la contraception hormonale ?",
                    "What is hormonal contraception?",
                ],
                [
                    "Comment appelle-t-on l'usage d'hormones de synthèse qui empêchent l'ovulation, comme la pilule ?",
                    "What is the use of synthetic hormones that prevent ovulation, such as the pill, called?",
                ],
            ),
            pair(
                ["la fécondation in vitro", "in vitro fertilisation"],
                [
                    "une technique d'aide médicale à la procréation où la fécondation a lieu hors du corps, au laboratoire",
                    "an assisted reproduction technique in which fertilisation takes place outside the body, in the laboratory",
                ],
                [
                    "Qu'est-ce que la fécondation in vitro ?",
                    "What is in vitro fertilisation?",
                ],
                [
                    "Comment appelle-t-on une technique d'aide médicale à la procréation où la fécondation a lieu hors du corps, au laboratoire ?",
                    "What is an assisted reproduction technique in which fertilisation takes place outside the body, in the laboratory, called?",
                ],
            ),
            pair(
                [
                    "une infection sexuellement transmissible",
                    "a sexually transmitted infection",
                ],
                [
                    "une infection qui se transmet lors de rapports sexuels, comme l'infection par le VIH",
                    "an infection passed on during sex, such as HIV infection",
                ],
                [
                    "Qu'est-ce qu'une infection sexuellement transmissible ?",
                    "What is a sexually transmitted infection?",
                ],
                [
                    "Comment appelle-t-on une infection qui se transmet lors de rapports sexuels, comme l'infection par le VIH ?",
                    "What is an infection passed on during sex, such as HIV infection, called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: [
                "Les infections sexuellement transmissibles",
                "Sexually transmitted infections",
            ],
            which: [
                "Parmi ces infections, lesquelles sont sexuellement transmissibles ?",
                "Which of these infections are sexually transmitted?",
            ],
            which_not: [
                "Parmi ces infections, lesquelles ne sont pas sexuellement transmissibles ?",
                "Which of these infections are not sexually transmitted?",
            ],
            members: &[
                ["l'infection par le VIH", "HIV infection"],
                ["la syphilis", "syphilis"],
                ["la chlamydiose", "chlamydia"],
                [
                    "l'infection par les papillomavirus",
                    "human papillomavirus infection",
                ],
            ],
            others: &[
                ["la grippe", "flu"],
                ["la tuberculose", "tuberculosis"],
                ["le paludisme", "malaria"],
            ],
        },
        Group {
            name: ["Les contraceptifs hormonaux", "Hormonal contraceptives"],
            which: [
                "Parmi ces moyens de contraception, lesquels sont hormonaux ?",
                "Which of these means of contraception are hormonal?",
            ],
            which_not: [
                "Parmi ces moyens de contraception, lesquels ne sont pas hormonaux ?",
                "Which of these means of contraception are not hormonal?",
            ],
            members: &[
                ["la pilule contraceptive", "the contraceptive pill"],
                ["l'implant contraceptif", "the contraceptive implant"],
                ["le patch contraceptif", "the contraceptive patch"],
            ],
            others: &[
                ["le préservatif", "the condom"],
                ["le stérilet au cuivre", "the copper coil"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Une fécondation in vitro", "An in vitro fertilisation"],
        order: [
            "Range dans l'ordre les étapes d'une fécondation in vitro, de la première à la dernière.",
            "Put the stages of an in vitro fertilisation in order, from first to last.",
        ],
        backward: [
            "Range les étapes d'une fécondation in vitro de la dernière à la première.",
            "Put the stages of an in vitro fertilisation in order from last to first.",
        ],
        next: [
            "Lors d'une fécondation in vitro, quelle étape vient juste après celle-ci : « {} » ?",
            "In an in vitro fertilisation, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors d'une fécondation in vitro, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in an in vitro fertilisation, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "un traitement hormonal stimule les ovaires",
                "a hormone treatment stimulates the ovaries",
            ],
            [
                "les ovocytes sont prélevés dans les ovaires",
                "the egg cells are collected from the ovaries",
            ],
            [
                "les ovocytes et les spermatozoïdes sont mis en contact au laboratoire",
                "the egg cells and the sperm cells are brought together in the laboratory",
            ],
            [
                "les embryons obtenus se développent quelques jours en culture",
                "the embryos obtained grow for a few days in culture",
            ],
            [
                "un embryon est transféré dans l'utérus",
                "an embryo is transferred into the uterus",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "En quelle année est née Louise Brown, le premier bébé conçu par fécondation in vitro ?",
                "In which year was Louise Brown, the first baby conceived by in vitro fertilisation, born?",
            ],
            about: [
                "la naissance du premier bébé conçu par fécondation in vitro",
                "the birth of the first baby conceived by in vitro fertilisation",
            ],
            value: 1978.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année la loi Neuwirth a-t-elle autorisé la contraception en France ?",
                "In which year did the Neuwirth law allow contraception in France?",
            ],
            about: ["la loi Neuwirth", "the Neuwirth law"],
            value: 1967.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année la loi Veil a-t-elle légalisé l'interruption volontaire de grossesse en France ?",
                "In which year did the Veil law legalise abortion in France?",
            ],
            about: ["la loi Veil", "the Veil law"],
            value: 1975.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

#[cfg(test)]
mod tests {
    #[test]
    #[ignore = "prints the questions, to read them"]
    fn print_2de() {
        super::super::l4::print_banks(super::BANKS, 1);
    }
}
