//! Physique-chimie 4e, the knowledge chapters (cycle 4, BO n° 31 du 30 juillet 2020) as fact
//! banks.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[&ATOMES, &TRANSFORMATIONS, &FORCES, &ELECTRICITE, &LUMIERE];

/// The family of the 4e banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// Atomes et molécules.
pub(crate) static ATOMES: Bank = Bank {
    chapter: "physique-chimie-4e-atomes-et-molecules",
    title: ["Atomes et molécules", "Atoms and molecules"],
    relations: &[
        Relation {
            name: ["Les formules des molécules", "The formulas of molecules"],
            matching: [
                "Associe chaque molécule à sa formule chimique.",
                "Match each molecule with its chemical formula.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'eau", "water"],
                    ["H₂O", "H₂O"],
                    [
                        "Quelle est la formule chimique de la molécule d'eau ?",
                        "What is the chemical formula of the water molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule H₂O ?",
                        "Which molecule has the formula H₂O?",
                    ],
                ),
                pair(
                    ["le dioxygène", "oxygen"],
                    ["O₂", "O₂"],
                    [
                        "Quelle est la formule chimique de la molécule de dioxygène ?",
                        "What is the chemical formula of the oxygen molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule O₂ ?",
                        "Which molecule has the formula O₂?",
                    ],
                ),
                pair(
                    ["le dioxyde de carbone", "carbon dioxide"],
                    ["CO₂", "CO₂"],
                    [
                        "Quelle est la formule chimique de la molécule de dioxyde de carbone ?",
                        "What is the chemical formula of the carbon dioxide molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule CO₂ ?",
                        "Which molecule has the formula CO₂?",
                    ],
                ),
                pair(
                    ["le diazote", "nitrogen"],
                    ["N₂", "N₂"],
                    [
                        "Quelle est la formule chimique de la molécule de diazote ?",
                        "What is the chemical formula of the nitrogen molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule N₂ ?",
                        "Which molecule has the formula N₂?",
                    ],
                ),
                pair(
                    ["le dihydrogène", "hydrogen"],
                    ["H₂", "H₂"],
                    [
                        "Quelle est la formule chimique de la molécule de dihydrogène ?",
                        "What is the chemical formula of the hydrogen molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule H₂ ?",
                        "Which molecule has the formula H₂?",
                    ],
                ),
                pair(
                    ["le méthane", "methane"],
                    ["CH₄", "CH₄"],
                    [
                        "Quelle est la formule chimique de la molécule de méthane ?",
                        "What is the chemical formula of the methane molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule CH₄ ?",
                        "Which molecule has the formula CH₄?",
                    ],
                ),
                pair(
                    ["le monoxyde de carbone", "carbon monoxide"],
                    ["CO", "CO"],
                    [
                        "Quelle est la formule chimique de la molécule de monoxyde de carbone ?",
                        "What is the chemical formula of the carbon monoxide molecule?",
                    ],
                    [
                        "Quelle molécule a pour formule CO ?",
                        "Which molecule has the formula CO?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les atomes et leur symbole", "Atoms and their symbols"],
            matching: [
                "Associe chaque atome à son symbole.",
                "Match each atom with its symbol.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'hydrogène", "hydrogen"],
                    ["H", "H"],
                    [
                        "Quel est le symbole de l'atome d'hydrogène ?",
                        "What is the symbol of the hydrogen atom?",
                    ],
                    [
                        "Quel atome a pour symbole H ?",
                        "Which atom has the symbol H?",
                    ],
                ),
                pair(
                    ["le carbone", "carbon"],
                    ["C", "C"],
                    [
                        "Quel est le symbole de l'atome de carbone ?",
                        "What is the symbol of the carbon atom?",
                    ],
                    [
                        "Quel atome a pour symbole C ?",
                        "Which atom has the symbol C?",
                    ],
                ),
                pair(
                    ["l'oxygène", "oxygen"],
                    ["O", "O"],
                    [
                        "Quel est le symbole de l'atome d'oxygène ?",
                        "What is the symbol of the oxygen atom?",
                    ],
                    [
                        "Quel atome a pour symbole O ?",
                        "Which atom has the symbol O?",
                    ],
                ),
                pair(
                    ["l'azote", "nitrogen"],
                    ["N", "N"],
                    [
                        "Quel est le symbole de l'atome d'azote ?",
                        "What is the symbol of the nitrogen atom?",
                    ],
                    [
                        "Quel atome a pour symbole N ?",
                        "Which atom has the symbol N?",
                    ],
                ),
                pair(
                    ["le fer", "iron"],
                    ["Fe", "Fe"],
                    [
                        "Quel est le symbole de l'atome de fer ?",
                        "What is the symbol of the iron atom?",
                    ],
                    [
                        "Quel atome a pour symbole Fe ?",
                        "Which atom has the symbol Fe?",
                    ],
                ),
                pair(
                    ["le cuivre", "copper"],
                    ["Cu", "Cu"],
                    [
                        "Quel est le symbole de l'atome de cuivre ?",
                        "What is the symbol of the copper atom?",
                    ],
                    [
                        "Quel atome a pour symbole Cu ?",
                        "Which atom has the symbol Cu?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Le vocabulaire des atomes et des molécules",
                "The words of atoms and molecules",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une molécule", "a molecule"],
                    [
                        "un assemblage d'atomes liés entre eux",
                        "a group of atoms bonded together",
                    ],
                    ["Qu'est-ce qu'une molécule ?", "What is a molecule?"],
                    [
                        "Comment appelle-t-on un assemblage d'atomes liés entre eux ?",
                        "What is a group of atoms bonded together called?",
                    ],
                ),
                pair(
                    ["une formule chimique", "a chemical formula"],
                    [
                        "l'écriture qui indique la nature et le nombre des atomes d'une molécule",
                        "the writing that gives the kind and number of the atoms of a molecule",
                    ],
                    [
                        "Qu'est-ce qu'une formule chimique ?",
                        "What is a chemical formula?",
                    ],
                    [
                        "Comment appelle-t-on l'écriture qui indique la nature et le nombre des atomes d'une molécule ?",
                        "What is the writing that gives the kind and number of the atoms of a molecule called?",
                    ],
                ),
                pair(
                    ["un modèle moléculaire", "a molecular model"],
                    [
                        "une représentation d'une molécule par des boules de couleur, une par atome",
                        "a representation of a molecule with coloured balls, one per atom",
                    ],
                    [
                        "Qu'est-ce qu'un modèle moléculaire ?",
                        "What is a molecular model?",
                    ],
                    [
                        "Comment appelle-t-on une représentation d'une molécule par des boules de couleur, une par atome ?",
                        "What is a representation of a molecule with coloured balls, one per atom, called?",
                    ],
                ),
                pair(
                    ["un indice", "a subscript"],
                    [
                        "le petit chiffre écrit en bas à droite d'un symbole, qui donne le nombre de ces atomes",
                        "the small number written at the bottom right of a symbol, giving the number of these atoms",
                    ],
                    [
                        "Dans une formule chimique, qu'est-ce qu'un indice ?",
                        "In a chemical formula, what is a subscript?",
                    ],
                    [
                        "Dans une formule chimique, comment appelle-t-on le petit chiffre écrit en bas à droite d'un symbole ?",
                        "In a chemical formula, what is the small number written at the bottom right of a symbol called?",
                    ],
                ),
                pair(
                    ["un symbole chimique", "a chemical symbol"],
                    [
                        "une ou deux lettres, la première en majuscule, qui désignent un atome",
                        "one or two letters, the first a capital, that stand for an atom",
                    ],
                    [
                        "Qu'est-ce qu'un symbole chimique ?",
                        "What is a chemical symbol?",
                    ],
                    [
                        "Comment appelle-t-on les une ou deux lettres, la première en majuscule, qui désignent un atome ?",
                        "What are the one or two letters, the first a capital, that stand for an atom called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les molécules qui contiennent du carbone",
                "Molecules that contain carbon",
            ],
            which: [
                "Parmi ces molécules, lesquelles contiennent au moins un atome de carbone ?",
                "Which of these molecules contain at least one carbon atom?",
            ],
            which_not: [
                "Parmi ces molécules, lesquelles ne contiennent aucun atome de carbone ?",
                "Which of these molecules contain no carbon atom?",
            ],
            members: &[
                ["CO₂", "CO₂"],
                ["CH₄", "CH₄"],
                ["CO", "CO"],
                ["C₆H₁₂O₆", "C₆H₁₂O₆"],
            ],
            others: &[["H₂O", "H₂O"], ["O₂", "O₂"], ["N₂", "N₂"], ["H₂", "H₂"]],
        },
        Group {
            name: [
                "Les molécules formées d'une seule sorte d'atome",
                "Molecules made of one kind of atom",
            ],
            which: [
                "Parmi ces molécules, lesquelles sont formées d'une seule sorte d'atome ?",
                "Which of these molecules are made of one kind of atom only?",
            ],
            which_not: [
                "Parmi ces molécules, lesquelles sont formées de plusieurs sortes d'atomes ?",
                "Which of these molecules are made of several kinds of atoms?",
            ],
            members: &[
                ["le dioxygène", "oxygen"],
                ["le diazote", "nitrogen"],
                ["le dihydrogène", "hydrogen"],
            ],
            others: &[
                ["l'eau", "water"],
                ["le dioxyde de carbone", "carbon dioxide"],
                ["le méthane", "methane"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Du plus petit au plus grand", "From smallest to largest"],
        order: [
            "Range ces objets du plus petit au plus grand.",
            "Put these objects in order from smallest to largest.",
        ],
        backward: [
            "Range ces objets du plus grand au plus petit.",
            "Put these objects in order from largest to smallest.",
        ],
        next: [
            "Quand on range ces objets du plus petit au plus grand, lequel vient juste après celui-ci : « {} » ?",
            "When these objects are put in order from smallest to largest, which comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est plus petit que « {b} ».",
            "True or false: “{a}” is smaller than “{b}”.",
        ],
        steps: &[
            ["un atome d'hydrogène", "a hydrogen atom"],
            ["une molécule d'eau", "a water molecule"],
            ["un virus", "a virus"],
            ["une bactérie", "a bacterium"],
            ["un grain de sable", "a grain of sand"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien d'atomes une molécule d'eau H₂O contient-elle ?",
                "How many atoms does a water molecule H₂O contain?",
            ],
            about: [
                "le nombre d'atomes d'une molécule H₂O",
                "the number of atoms of an H₂O molecule",
            ],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'atomes une molécule de méthane CH₄ contient-elle ?",
                "How many atoms does a methane molecule CH₄ contain?",
            ],
            about: [
                "le nombre d'atomes d'une molécule CH₄",
                "the number of atoms of a CH₄ molecule",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'atomes une molécule de glucose C₆H₁₂O₆ contient-elle ?",
                "How many atoms does a glucose molecule C₆H₁₂O₆ contain?",
            ],
            about: [
                "le nombre d'atomes d'une molécule C₆H₁₂O₆",
                "the number of atoms of a C₆H₁₂O₆ molecule",
            ],
            value: 24.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'atomes d'hydrogène une molécule de glucose C₆H₁₂O₆ contient-elle ?",
                "How many hydrogen atoms does a glucose molecule C₆H₁₂O₆ contain?",
            ],
            about: [
                "le nombre d'atomes d'hydrogène d'une molécule C₆H₁₂O₆",
                "the number of hydrogen atoms of a C₆H₁₂O₆ molecule",
            ],
            value: 12.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'atomes d'oxygène une molécule de dioxyde de carbone CO₂ contient-elle ?",
                "How many oxygen atoms does a carbon dioxide molecule CO₂ contain?",
            ],
            about: [
                "le nombre d'atomes d'oxygène d'une molécule CO₂",
                "the number of oxygen atoms of a CO₂ molecule",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Transformations chimiques et combustions.
pub(crate) static TRANSFORMATIONS: Bank = Bank {
    chapter: "physique-chimie-4e-transformations-chimiques",
    title: ["Transformations chimiques", "Chemical changes"],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire des transformations chimiques",
                "The words of chemical changes",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une transformation chimique", "a chemical change"],
                    [
                        "une transformation au cours de laquelle des espèces chimiques disparaissent et de nouvelles apparaissent",
                        "a change in which chemical species disappear and new ones appear",
                    ],
                    [
                        "Qu'est-ce qu'une transformation chimique ?",
                        "What is a chemical change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation au cours de laquelle des espèces chimiques disparaissent et de nouvelles apparaissent ?",
                        "What is a change in which chemical species disappear and new ones appear called?",
                    ],
                ),
                pair(
                    ["une transformation physique", "a physical change"],
                    [
                        "une transformation qui ne crée aucune nouvelle espèce chimique, comme un changement d'état",
                        "a change that makes no new chemical species, such as a change of state",
                    ],
                    [
                        "Qu'est-ce qu'une transformation physique ?",
                        "What is a physical change?",
                    ],
                    [
                        "Comment appelle-t-on une transformation qui ne crée aucune nouvelle espèce chimique, comme un changement d'état ?",
                        "What is a change that makes no new chemical species, such as a change of state, called?",
                    ],
                ),
                pair(
                    ["un réactif", "a reactant"],
                    [
                        "une espèce chimique consommée au cours d'une transformation chimique",
                        "a chemical species used up during a chemical change",
                    ],
                    ["Qu'est-ce qu'un réactif ?", "What is a reactant?"],
                    [
                        "Comment appelle-t-on une espèce chimique consommée au cours d'une transformation chimique ?",
                        "What is a chemical species used up during a chemical change called?",
                    ],
                ),
                pair(
                    ["un produit", "a product"],
                    [
                        "une espèce chimique formée au cours d'une transformation chimique",
                        "a chemical species formed during a chemical change",
                    ],
                    [
                        "En chimie, qu'est-ce qu'un produit ?",
                        "In chemistry, what is a product?",
                    ],
                    [
                        "Comment appelle-t-on une espèce chimique formée au cours d'une transformation chimique ?",
                        "What is a chemical species formed during a chemical change called?",
                    ],
                ),
                pair(
                    ["une équation de réaction", "a reaction equation"],
                    [
                        "l'écriture d'une transformation avec les formules des réactifs à gauche de la flèche et des produits à droite",
                        "the writing of a change with the formulas of the reactants left of the arrow and of the products right of it",
                    ],
                    [
                        "Qu'est-ce qu'une équation de réaction ?",
                        "What is a reaction equation?",
                    ],
                    [
                        "Comment appelle-t-on l'écriture d'une transformation avec les formules des réactifs à gauche de la flèche et des produits à droite ?",
                        "What is the writing of a change with the formulas of the reactants left of the arrow and of the products right of it called?",
                    ],
                ),
                pair(
                    ["l'eau de chaux", "limewater"],
                    [
                        "le réactif qui se trouble en présence de dioxyde de carbone",
                        "the reagent that turns cloudy with carbon dioxide",
                    ],
                    [
                        "À quoi sert l'eau de chaux ?",
                        "What is limewater used for?",
                    ],
                    [
                        "Quel réactif se trouble en présence de dioxyde de carbone ?",
                        "Which reagent turns cloudy with carbon dioxide?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le bilan des combustions", "What combustions use and make"],
            matching: [
                "Associe chaque combustion à son bilan.",
                "Match each combustion with its word equation.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la combustion du carbone", "the combustion of carbon"],
                    [
                        "carbone + dioxygène → dioxyde de carbone",
                        "carbon + oxygen → carbon dioxide",
                    ],
                    [
                        "Quel est le bilan de la combustion du carbone ?",
                        "What is the word equation of the combustion of carbon?",
                    ],
                    [
                        "Quelle combustion a pour bilan : carbone + dioxygène → dioxyde de carbone ?",
                        "Which combustion has the word equation: carbon + oxygen → carbon dioxide?",
                    ],
                ),
                pair(
                    [
                        "la combustion complète du méthane",
                        "the complete combustion of methane",
                    ],
                    [
                        "méthane + dioxygène → dioxyde de carbone + eau",
                        "methane + oxygen → carbon dioxide + water",
                    ],
                    [
                        "Quel est le bilan de la combustion complète du méthane ?",
                        "What is the word equation of the complete combustion of methane?",
                    ],
                    [
                        "Quelle combustion a pour bilan : méthane + dioxygène → dioxyde de carbone + eau ?",
                        "Which combustion has the word equation: methane + oxygen → carbon dioxide + water?",
                    ],
                ),
                pair(
                    ["la combustion du dihydrogène", "the combustion of hydrogen"],
                    ["dihydrogène + dioxygène → eau", "hydrogen + oxygen → water"],
                    [
                        "Quel est le bilan de la combustion du dihydrogène ?",
                        "What is the word equation of the combustion of hydrogen?",
                    ],
                    [
                        "Quelle combustion a pour bilan : dihydrogène + dioxygène → eau ?",
                        "Which combustion has the word equation: hydrogen + oxygen → water?",
                    ],
                ),
                pair(
                    ["la combustion du fer", "the combustion of iron"],
                    [
                        "fer + dioxygène → oxyde de fer",
                        "iron + oxygen → iron oxide",
                    ],
                    [
                        "Quel est le bilan de la combustion du fer ?",
                        "What is the word equation of the combustion of iron?",
                    ],
                    [
                        "Quelle combustion a pour bilan : fer + dioxygène → oxyde de fer ?",
                        "Which combustion has the word equation: iron + oxygen → iron oxide?",
                    ],
                ),
                pair(
                    [
                        "la combustion complète du butane",
                        "the complete combustion of butane",
                    ],
                    [
                        "butane + dioxygène → dioxyde de carbone + eau",
                        "butane + oxygen → carbon dioxide + water",
                    ],
                    [
                        "Quel est le bilan de la combustion complète du butane ?",
                        "What is the word equation of the complete combustion of butane?",
                    ],
                    [
                        "Quelle combustion a pour bilan : butane + dioxygène → dioxyde de carbone + eau ?",
                        "Which combustion has the word equation: butane + oxygen → carbon dioxide + water?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les transformations chimiques", "Chemical changes"],
            which: [
                "Parmi ces transformations, lesquelles sont des transformations chimiques ?",
                "Which of these changes are chemical changes?",
            ],
            which_not: [
                "Parmi ces transformations, lesquelles ne sont pas des transformations chimiques ?",
                "Which of these changes are not chemical changes?",
            ],
            members: &[
                ["la combustion du bois", "wood burning"],
                ["la formation de rouille sur le fer", "rust forming on iron"],
                ["la cuisson d'un œuf", "cooking an egg"],
                [
                    "l'effervescence du vinaigre sur du calcaire",
                    "vinegar fizzing on limestone",
                ],
            ],
            others: &[
                ["la fusion de la glace", "ice melting"],
                [
                    "la dissolution du sucre dans l'eau",
                    "sugar dissolving in water",
                ],
                ["l'évaporation de l'eau", "water evaporating"],
                ["le broyage du sel", "grinding salt"],
            ],
        },
        Group {
            name: [
                "Les produits de la combustion complète du méthane",
                "The products of the complete combustion of methane",
            ],
            which: [
                "Parmi ces espèces, lesquelles sont produites par la combustion complète du méthane ?",
                "Which of these species are produced by the complete combustion of methane?",
            ],
            which_not: [
                "Parmi ces espèces, lesquelles ne sont pas produites par la combustion complète du méthane ?",
                "Which of these species are not produced by the complete combustion of methane?",
            ],
            members: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["l'eau", "water"],
            ],
            others: &[
                ["le dioxygène", "oxygen"],
                ["le dihydrogène", "hydrogen"],
                ["le diazote", "nitrogen"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La combustion du carbone dans le dioxygène",
            "Carbon burning in oxygen",
        ],
        order: [
            "Range dans l'ordre les étapes de l'expérience de la combustion du carbone, de la première à la dernière.",
            "Put the steps of the experiment of carbon burning in order, from first to last.",
        ],
        backward: [
            "Range les étapes de l'expérience de la combustion du carbone de la dernière à la première.",
            "Put the steps of the experiment of carbon burning in order from last to first.",
        ],
        next: [
            "Lors de l'expérience de la combustion du carbone, quelle étape vient juste après celle-ci : « {} » ?",
            "In the experiment of carbon burning, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de l'expérience de la combustion du carbone, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the experiment of carbon burning, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "chauffer un morceau de fusain jusqu'à ce qu'il rougisse",
                "heat a piece of charcoal until it glows red",
            ],
            [
                "plonger le fusain dans un flacon de dioxygène",
                "lower the charcoal into a jar of oxygen",
            ],
            [
                "observer que le fusain brûle vivement puis s'éteint",
                "see the charcoal burn brightly then go out",
            ],
            [
                "verser de l'eau de chaux dans le flacon et agiter",
                "pour limewater into the jar and shake",
            ],
            [
                "observer que l'eau de chaux se trouble : du dioxyde de carbone s'est formé",
                "see the limewater turn cloudy: carbon dioxide has formed",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "12 g de carbone brûlent entièrement avec 32 g de dioxygène. Quelle masse de dioxyde de carbone se forme-t-il (en g) ?",
                "12 g of carbon burn completely with 32 g of oxygen. What mass of carbon dioxide forms (in g)?",
            ],
            about: [
                "le dioxyde de carbone formé par 12 g de carbone et 32 g de dioxygène, en g",
                "the carbon dioxide formed by 12 g of carbon and 32 g of oxygen, in g",
            ],
            value: 44.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "16 g de méthane brûlent avec 64 g de dioxygène et forment 44 g de dioxyde de carbone et de l'eau. Quelle masse d'eau se forme-t-il (en g) ?",
                "16 g of methane burn with 64 g of oxygen and form 44 g of carbon dioxide and some water. What mass of water forms (in g)?",
            ],
            about: [
                "l'eau formée par 16 g de méthane, en g",
                "the water formed by 16 g of methane, in g",
            ],
            value: 36.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "3 g de carbone brûlent entièrement avec 8 g de dioxygène. Quelle masse de dioxyde de carbone se forme-t-il (en g) ?",
                "3 g of carbon burn completely with 8 g of oxygen. What mass of carbon dioxide forms (in g)?",
            ],
            about: [
                "le dioxyde de carbone formé par 3 g de carbone et 8 g de dioxygène, en g",
                "the carbon dioxide formed by 3 g of carbon and 8 g of oxygen, in g",
            ],
            value: 11.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans l'équation CH₄ + 2 O₂ → CO₂ + 2 H₂O, combien de molécules de dioxygène réagissent avec une molécule de méthane ?",
                "In the equation CH₄ + 2 O₂ → CO₂ + 2 H₂O, how many oxygen molecules react with one methane molecule?",
            ],
            about: [
                "les molécules de dioxygène pour une molécule de méthane",
                "the oxygen molecules for one methane molecule",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans l'équation CH₄ + 2 O₂ → CO₂ + 2 H₂O, combien d'atomes d'oxygène compte-t-on du côté des produits ?",
                "In the equation CH₄ + 2 O₂ → CO₂ + 2 H₂O, how many oxygen atoms are there on the products' side?",
            ],
            about: [
                "les atomes d'oxygène des produits de CH₄ + 2 O₂ → CO₂ + 2 H₂O",
                "the oxygen atoms of the products of CH₄ + 2 O₂ → CO₂ + 2 H₂O",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Actions mécaniques et forces.
pub(crate) static FORCES: Bank = Bank {
    chapter: "physique-chimie-4e-actions-mecaniques-et-forces",
    title: [
        "Actions mécaniques et forces",
        "Mechanical actions and forces",
    ],
    relations: &[
        Relation {
            name: ["Décrire une force", "Describing a force"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le point d'application", "the point of application"],
                    [
                        "le point où la force s'exerce sur l'objet",
                        "the point where the force acts on the object",
                    ],
                    [
                        "Qu'est-ce que le point d'application d'une force ?",
                        "What is the point of application of a force?",
                    ],
                    [
                        "Comment appelle-t-on le point où une force s'exerce sur l'objet ?",
                        "What is the point where a force acts on the object called?",
                    ],
                ),
                pair(
                    ["la direction", "the line of action"],
                    [
                        "la droite selon laquelle la force agit",
                        "the straight line along which the force acts",
                    ],
                    [
                        "Qu'est-ce que la direction d'une force ?",
                        "What is the line of action of a force?",
                    ],
                    [
                        "Comment appelle-t-on la droite selon laquelle une force agit ?",
                        "What is the straight line along which a force acts called?",
                    ],
                ),
                pair(
                    ["le sens", "the direction"],
                    [
                        "l'orientation de la force sur sa droite d'action, par exemple vers le haut",
                        "which way the force points along its line, for example upwards",
                    ],
                    [
                        "Qu'est-ce que le sens d'une force ?",
                        "What is the direction of a force?",
                    ],
                    [
                        "Comment appelle-t-on l'orientation d'une force sur sa droite d'action, par exemple vers le haut ?",
                        "What is which way a force points along its line, for example upwards, called?",
                    ],
                ),
                pair(
                    ["la valeur", "the magnitude"],
                    [
                        "l'intensité de la force, exprimée en newtons",
                        "the strength of the force, in newtons",
                    ],
                    [
                        "Qu'est-ce que la valeur d'une force ?",
                        "What is the magnitude of a force?",
                    ],
                    [
                        "Comment appelle-t-on l'intensité d'une force, exprimée en newtons ?",
                        "What is the strength of a force, in newtons, called?",
                    ],
                ),
                pair(
                    ["le dynamomètre", "the newton meter"],
                    [
                        "l'instrument qui mesure la valeur d'une force",
                        "the instrument that measures the magnitude of a force",
                    ],
                    ["Qu'est-ce qu'un dynamomètre ?", "What is a newton meter?"],
                    [
                        "Quel instrument mesure la valeur d'une force ?",
                        "Which instrument measures the magnitude of a force?",
                    ],
                ),
                pair(
                    ["le newton", "the newton"],
                    [
                        "l'unité de la valeur d'une force, de symbole N",
                        "the unit of the magnitude of a force, symbol N",
                    ],
                    ["Qu'est-ce que le newton ?", "What is the newton?"],
                    [
                        "Quelle est l'unité de la valeur d'une force, de symbole N ?",
                        "What is the unit of the magnitude of a force, symbol N?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les effets d'une action mécanique",
                "The effects of a mechanical action",
            ],
            matching: [
                "Associe chaque situation à l'effet de l'action mécanique.",
                "Match each situation with the effect of the mechanical action.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "le pied d'un joueur frappe un ballon posé au sol",
                        "a player's foot kicks a ball lying on the ground",
                    ],
                    [
                        "elle met en mouvement un objet immobile",
                        "it sets a still object moving",
                    ],
                    [
                        "Quel est l'effet de l'action du pied d'un joueur qui frappe un ballon posé au sol ?",
                        "What is the effect of the action of a player's foot kicking a ball lying on the ground?",
                    ],
                    [
                        "Dans quelle situation l'action mécanique met-elle en mouvement un objet immobile ?",
                        "In which situation does the mechanical action set a still object moving?",
                    ],
                ),
                pair(
                    [
                        "les freins d'un vélo qui roule en ligne droite",
                        "the brakes of a bicycle riding in a straight line",
                    ],
                    [
                        "elle ralentit un objet sans changer la direction de son mouvement",
                        "it slows an object down without changing the direction of its motion",
                    ],
                    [
                        "Quel est l'effet de l'action des freins d'un vélo qui roule en ligne droite ?",
                        "What is the effect of the action of the brakes of a bicycle riding in a straight line?",
                    ],
                    [
                        "Dans quelle situation l'action mécanique ralentit-elle un objet sans changer la direction de son mouvement ?",
                        "In which situation does the mechanical action slow an object down without changing the direction of its motion?",
                    ],
                ),
                pair(
                    [
                        "l'attraction de la Terre sur la Lune",
                        "the Earth's pull on the Moon",
                    ],
                    [
                        "elle courbe la trajectoire d'un objet sans changer sa vitesse",
                        "it bends the path of an object without changing its speed",
                    ],
                    [
                        "Quel est l'effet de l'attraction de la Terre sur la Lune ?",
                        "What is the effect of the Earth's pull on the Moon?",
                    ],
                    [
                        "Dans quelle situation l'action mécanique courbe-t-elle la trajectoire d'un objet sans changer sa vitesse ?",
                        "In which situation does the mechanical action bend the path of an object without changing its speed?",
                    ],
                ),
                pair(
                    [
                        "une main écrase une balle en mousse",
                        "a hand squeezes a foam ball",
                    ],
                    ["elle déforme un objet", "it changes the shape of an object"],
                    [
                        "Quel est l'effet de l'action d'une main qui écrase une balle en mousse ?",
                        "What is the effect of the action of a hand squeezing a foam ball?",
                    ],
                    [
                        "Dans quelle situation l'action mécanique déforme-t-elle un objet ?",
                        "In which situation does the mechanical action change the shape of an object?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les actions à distance", "Actions at a distance"],
        which: [
            "Parmi ces actions mécaniques, lesquelles sont des actions à distance ?",
            "Which of these mechanical actions act at a distance?",
        ],
        which_not: [
            "Parmi ces actions mécaniques, lesquelles sont des actions de contact ?",
            "Which of these mechanical actions are contact actions?",
        ],
        members: &[
            [
                "l'attraction de la Terre sur une pomme qui tombe",
                "the Earth's pull on a falling apple",
            ],
            [
                "l'action d'un aimant sur un clou",
                "a magnet's action on a nail",
            ],
            [
                "l'action d'une règle frottée sur des petits morceaux de papier",
                "a rubbed ruler's action on small bits of paper",
            ],
            [
                "l'attraction du Soleil sur la Terre",
                "the Sun's pull on the Earth",
            ],
        ],
        others: &[
            [
                "la poussée d'une main sur une porte",
                "a hand pushing a door",
            ],
            [
                "l'action du pied sur un ballon",
                "a foot's action on a ball",
            ],
            [
                "l'action d'une corde qui tire un traîneau",
                "a rope pulling a sledge",
            ],
            [
                "l'action du vent sur une voile",
                "the wind's action on a sail",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Mesurer une force avec un dynamomètre",
            "Measuring a force with a newton meter",
        ],
        order: [
            "Range dans l'ordre les étapes de la mesure d'une force avec un dynamomètre, de la première à la dernière.",
            "Put the steps of measuring a force with a newton meter in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la mesure d'une force avec un dynamomètre de la dernière à la première.",
            "Put the steps of measuring a force with a newton meter in order from last to first.",
        ],
        next: [
            "Pour mesurer une force avec un dynamomètre, quelle étape vient juste après celle-ci : « {} » ?",
            "To measure a force with a newton meter, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour mesurer une force avec un dynamomètre, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to measure a force with a newton meter, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "choisir un dynamomètre adapté à la valeur attendue",
                "choose a newton meter suited to the expected value",
            ],
            [
                "régler le zéro du dynamomètre tenu verticalement",
                "set the zero of the newton meter held upright",
            ],
            [
                "accrocher l'objet au crochet",
                "hang the object on the hook",
            ],
            [
                "attendre que l'objet soit immobile",
                "wait until the object is still",
            ],
            [
                "lire la valeur en newtons sur la graduation",
                "read the value in newtons on the scale",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de caractéristiques faut-il donner pour décrire complètement une force ?",
                "How many characteristics must be given to describe a force fully?",
            ],
            about: [
                "le nombre de caractéristiques d'une force",
                "the number of characteristics of a force",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Sur un schéma, 1 cm représente 10 N. Quelle longueur doit avoir la flèche d'une force de 35 N (en mm) ?",
                "On a diagram, 1 cm stands for 10 N. How long must the arrow of a 35 N force be (in mm)?",
            ],
            about: [
                "la flèche d'une force de 35 N à l'échelle 1 cm pour 10 N, en mm",
                "the arrow of a 35 N force at the scale 1 cm for 10 N, in mm",
            ],
            value: 35.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Sur un schéma, 1 cm représente 5 N. La flèche d'une force mesure 4 cm. Quelle est la valeur de cette force (en N) ?",
                "On a diagram, 1 cm stands for 5 N. The arrow of a force is 4 cm long. What is the magnitude of this force (in N)?",
            ],
            about: [
                "la force représentée par 4 cm à l'échelle 1 cm pour 5 N, en N",
                "the force drawn as 4 cm at the scale 1 cm for 5 N, in N",
            ],
            value: 20.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Sur un schéma, 1 cm représente 100 N. Quelle longueur doit avoir la flèche d'une force de 250 N (en mm) ?",
                "On a diagram, 1 cm stands for 100 N. How long must the arrow of a 250 N force be (in mm)?",
            ],
            about: [
                "la flèche d'une force de 250 N à l'échelle 1 cm pour 100 N, en mm",
                "the arrow of a 250 N force at the scale 1 cm for 100 N, in mm",
            ],
            value: 25.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Intensité et tension électriques.
pub(crate) static ELECTRICITE: Bank = Bank {
    chapter: "physique-chimie-4e-intensite-et-tension",
    title: ["Intensité et tension", "Current and voltage"],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire de l'intensité et de la tension",
                "The words of current and voltage",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'ampèremètre", "the ammeter"],
                    [
                        "l'appareil qui mesure l'intensité du courant, branché en série",
                        "the meter that measures the current, connected in series",
                    ],
                    ["Qu'est-ce qu'un ampèremètre ?", "What is an ammeter?"],
                    [
                        "Quel appareil mesure l'intensité du courant et se branche en série ?",
                        "Which meter measures the current and is connected in series?",
                    ],
                ),
                pair(
                    ["le voltmètre", "the voltmeter"],
                    [
                        "l'appareil qui mesure la tension entre deux points, branché en dérivation",
                        "the meter that measures the voltage between two points, connected in parallel",
                    ],
                    ["Qu'est-ce qu'un voltmètre ?", "What is a voltmeter?"],
                    [
                        "Quel appareil mesure la tension entre deux points et se branche en dérivation ?",
                        "Which meter measures the voltage between two points and is connected in parallel?",
                    ],
                ),
                pair(
                    ["l'ampère", "the ampere"],
                    [
                        "l'unité d'intensité du courant électrique, de symbole A",
                        "the unit of electric current, symbol A",
                    ],
                    ["Qu'est-ce que l'ampère ?", "What is the ampere?"],
                    [
                        "Quelle est l'unité d'intensité du courant électrique, de symbole A ?",
                        "What is the unit of electric current, symbol A?",
                    ],
                ),
                pair(
                    ["le volt", "the volt"],
                    [
                        "l'unité de tension électrique, de symbole V",
                        "the unit of voltage, symbol V",
                    ],
                    ["Qu'est-ce que le volt ?", "What is the volt?"],
                    [
                        "Quelle est l'unité de tension électrique, de symbole V ?",
                        "What is the unit of voltage, symbol V?",
                    ],
                ),
                pair(
                    ["le calibre", "the range"],
                    [
                        "la plus grande valeur qu'un multimètre peut mesurer sur une position",
                        "the largest value a multimeter can measure on one setting",
                    ],
                    [
                        "Qu'est-ce que le calibre d'un multimètre ?",
                        "What is the range of a multimeter?",
                    ],
                    [
                        "Comment appelle-t-on la plus grande valeur qu'un multimètre peut mesurer sur une position ?",
                        "What is the largest value a multimeter can measure on one setting called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les lois des circuits", "The laws of circuits"],
            matching: [
                "Associe chaque loi à son énoncé.",
                "Match each law with its statement.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "la loi d'unicité de l'intensité",
                        "the law of the same current",
                    ],
                    [
                        "dans un circuit en série, l'intensité est la même en tout point",
                        "in a series circuit, the current is the same at every point",
                    ],
                    [
                        "Que dit la loi d'unicité de l'intensité ?",
                        "What does the law of the same current say?",
                    ],
                    [
                        "Quelle loi dit que, dans un circuit en série, l'intensité est la même en tout point ?",
                        "Which law says that in a series circuit the current is the same at every point?",
                    ],
                ),
                pair(
                    ["la loi des nœuds", "the junction law"],
                    [
                        "l'intensité dans la branche principale est égale à la somme des intensités dans les branches dérivées",
                        "the current in the main branch equals the sum of the currents in the parallel branches",
                    ],
                    [
                        "Que dit la loi des nœuds ?",
                        "What does the junction law say?",
                    ],
                    [
                        "Quelle loi dit que l'intensité dans la branche principale est égale à la somme des intensités dans les branches dérivées ?",
                        "Which law says that the current in the main branch equals the sum of the currents in the parallel branches?",
                    ],
                ),
                pair(
                    [
                        "la loi d'additivité des tensions",
                        "the law of adding voltages",
                    ],
                    [
                        "dans un circuit en série, la tension aux bornes du générateur est égale à la somme des tensions aux bornes des autres dipôles",
                        "in a series circuit, the voltage across the power supply equals the sum of the voltages across the other components",
                    ],
                    [
                        "Que dit la loi d'additivité des tensions ?",
                        "What does the law of adding voltages say?",
                    ],
                    [
                        "Quelle loi dit que, dans un circuit en série, la tension aux bornes du générateur est égale à la somme des tensions aux bornes des autres dipôles ?",
                        "Which law says that in a series circuit the voltage across the power supply equals the sum of the voltages across the other components?",
                    ],
                ),
                pair(
                    ["la loi d'égalité des tensions", "the law of equal voltages"],
                    [
                        "des dipôles branchés en dérivation ont la même tension à leurs bornes",
                        "components connected in parallel have the same voltage across them",
                    ],
                    [
                        "Que dit la loi d'égalité des tensions ?",
                        "What does the law of equal voltages say?",
                    ],
                    [
                        "Quelle loi dit que des dipôles branchés en dérivation ont la même tension à leurs bornes ?",
                        "Which law says that components connected in parallel have the same voltage across them?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Bien utiliser un multimètre", "Using a multimeter properly"],
        which: [
            "Parmi ces façons de faire, lesquelles sont correctes pour mesurer avec un multimètre ?",
            "Which of these ways of doing things are right for measuring with a multimeter?",
        ],
        which_not: [
            "Parmi ces façons de faire, lesquelles sont incorrectes pour mesurer avec un multimètre ?",
            "Which of these ways of doing things are wrong for measuring with a multimeter?",
        ],
        members: &[
            [
                "brancher l'ampèremètre en série avec la lampe",
                "connect the ammeter in series with the lamp",
            ],
            [
                "brancher le voltmètre en dérivation aux bornes de la lampe",
                "connect the voltmeter in parallel across the lamp",
            ],
            [
                "commencer par le plus grand calibre",
                "start with the largest range",
            ],
        ],
        others: &[
            [
                "brancher l'ampèremètre en dérivation aux bornes de la lampe",
                "connect the ammeter in parallel across the lamp",
            ],
            [
                "brancher le voltmètre en série avec la lampe",
                "connect the voltmeter in series with the lamp",
            ],
            [
                "commencer par le plus petit calibre",
                "start with the smallest range",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: ["Mesurer une intensité", "Measuring a current"],
        order: [
            "Range dans l'ordre les étapes de la mesure de l'intensité du courant qui traverse une lampe, de la première à la dernière.",
            "Put the steps of measuring the current through a lamp in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la mesure de l'intensité du courant qui traverse une lampe de la dernière à la première.",
            "Put the steps of measuring the current through a lamp in order from last to first.",
        ],
        next: [
            "Pour mesurer l'intensité du courant qui traverse une lampe, quelle étape vient juste après celle-ci : « {} » ?",
            "To measure the current through a lamp, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour mesurer l'intensité du courant qui traverse une lampe, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to measure the current through a lamp, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            ["ouvrir le circuit", "open the circuit"],
            [
                "brancher le multimètre en série avec la lampe, par ses bornes A et COM",
                "connect the multimeter in series with the lamp, through its A and COM sockets",
            ],
            [
                "choisir la position ampèremètre au plus grand calibre",
                "choose the ammeter setting on the largest range",
            ],
            [
                "fermer le circuit et lire la valeur",
                "close the circuit and read the value",
            ],
            [
                "passer au plus petit calibre supérieur à la valeur lue",
                "switch to the smallest range above the value read",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Dans un circuit en série, la tension aux bornes du générateur est de 6 V et celle aux bornes de la lampe de 4 V. Quelle est la tension aux bornes du moteur, seul autre dipôle (en V) ?",
                "In a series circuit, the voltage across the power supply is 6 V and across the lamp 4 V. What is the voltage across the motor, the only other component (in V)?",
            ],
            about: [
                "la tension du moteur en série avec une lampe sous 4 V et un générateur de 6 V, en V",
                "the voltage of the motor in series with a 4 V lamp and a 6 V supply, in V",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "L'intensité dans la branche principale vaut 500 mA. L'une des deux branches dérivées est traversée par 200 mA. Quelle est l'intensité dans l'autre branche (en mA) ?",
                "The current in the main branch is 500 mA. One of the two parallel branches carries 200 mA. What is the current in the other branch (in mA)?",
            ],
            about: [
                "l'intensité dans la seconde branche dérivée, en mA",
                "the current in the second parallel branch, in mA",
            ],
            value: 300.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans un circuit en série, un ampèremètre placé avant la lampe indique 150 mA. Que mesure un ampèremètre placé après la lampe (en mA) ?",
                "In a series circuit, an ammeter placed before the lamp reads 150 mA. What does an ammeter placed after the lamp read (in mA)?",
            ],
            about: [
                "l'intensité après la lampe d'un circuit en série, en mA",
                "the current after the lamp of a series circuit, in mA",
            ],
            value: 150.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Deux lampes sont branchées en dérivation aux bornes d'une pile. La tension aux bornes de la première vaut 6 V. Quelle est la tension aux bornes de la seconde (en V) ?",
                "Two lamps are connected in parallel across a battery. The voltage across the first is 6 V. What is the voltage across the second (in V)?",
            ],
            about: [
                "la tension de la seconde lampe en dérivation, en V",
                "the voltage of the second lamp in parallel, in V",
            ],
            value: 6.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Trois lampes identiques sont branchées en série aux bornes d'un générateur de 12 V. Quelle est la tension aux bornes de chaque lampe (en V) ?",
                "Three identical lamps are connected in series across a 12 V supply. What is the voltage across each lamp (in V)?",
            ],
            about: [
                "la tension de chacune de trois lampes identiques en série sous 12 V, en V",
                "the voltage of each of three identical lamps in series on 12 V, in V",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// La lumière : vitesse de propagation et couleurs.
pub(crate) static LUMIERE: Bank = Bank {
    chapter: "physique-chimie-4e-lumiere",
    title: ["La lumière", "Light"],
    relations: &[Relation {
        name: [
            "Le vocabulaire de la lumière et des couleurs",
            "The words of light and colours",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["l'année-lumière", "the light year"],
                [
                    "la distance parcourue par la lumière dans le vide en une année",
                    "the distance light travels through empty space in one year",
                ],
                ["Qu'est-ce qu'une année-lumière ?", "What is a light year?"],
                [
                    "Comment appelle-t-on la distance parcourue par la lumière dans le vide en une année ?",
                    "What is the distance light travels through empty space in one year called?",
                ],
            ),
            pair(
                [
                    "le spectre de la lumière blanche",
                    "the spectrum of white light",
                ],
                [
                    "la bande des couleurs, du rouge au violet, obtenue en décomposant la lumière blanche",
                    "the band of colours, from red to violet, obtained by splitting white light",
                ],
                [
                    "Qu'est-ce que le spectre de la lumière blanche ?",
                    "What is the spectrum of white light?",
                ],
                [
                    "Comment appelle-t-on la bande des couleurs, du rouge au violet, obtenue en décomposant la lumière blanche ?",
                    "What is the band of colours, from red to violet, obtained by splitting white light called?",
                ],
            ),
            pair(
                ["le prisme", "the prism"],
                [
                    "le bloc de verre qui décompose la lumière blanche en couleurs",
                    "the glass block that splits white light into colours",
                ],
                ["Qu'est-ce qu'un prisme ?", "What is a prism?"],
                [
                    "Quel bloc de verre décompose la lumière blanche en couleurs ?",
                    "Which glass block splits white light into colours?",
                ],
            ),
            pair(
                ["une lumière monochromatique", "monochromatic light"],
                [
                    "une lumière d'une seule couleur, comme celle d'un laser",
                    "light of a single colour, like that of a laser",
                ],
                [
                    "Qu'est-ce qu'une lumière monochromatique ?",
                    "What is monochromatic light?",
                ],
                [
                    "Comment appelle-t-on une lumière d'une seule couleur, comme celle d'un laser ?",
                    "What is light of a single colour, like that of a laser, called?",
                ],
            ),
            pair(
                ["un filtre coloré", "a colour filter"],
                [
                    "un objet transparent qui ne laisse passer qu'une partie des couleurs de la lumière",
                    "a transparent object that lets only some of the colours of light through",
                ],
                [
                    "Qu'est-ce qu'un filtre coloré ?",
                    "What is a colour filter?",
                ],
                [
                    "Comment appelle-t-on un objet transparent qui ne laisse passer qu'une partie des couleurs de la lumière ?",
                    "What is a transparent object that lets only some of the colours of light through called?",
                ],
            ),
            pair(
                ["la lumière blanche", "white light"],
                [
                    "une lumière formée de toutes les couleurs, comme celle du Soleil",
                    "light made of all colours, like that of the Sun",
                ],
                ["Qu'est-ce que la lumière blanche ?", "What is white light?"],
                [
                    "Comment appelle-t-on une lumière formée de toutes les couleurs, comme celle du Soleil ?",
                    "What is light made of all colours, like that of the Sun, called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Les couleurs du spectre de la lumière blanche",
            "The colours of the spectrum of white light",
        ],
        which: [
            "Parmi ces couleurs, lesquelles apparaissent dans le spectre de la lumière blanche ?",
            "Which of these colours appear in the spectrum of white light?",
        ],
        which_not: [
            "Parmi ces couleurs, lesquelles n'apparaissent pas dans le spectre de la lumière blanche ?",
            "Which of these colours do not appear in the spectrum of white light?",
        ],
        members: &[
            ["le rouge", "red"],
            ["le jaune", "yellow"],
            ["le vert", "green"],
            ["le bleu", "blue"],
            ["le violet", "violet"],
        ],
        others: &[
            ["le blanc", "white"],
            ["le noir", "black"],
            ["le marron", "brown"],
            ["le gris", "grey"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les couleurs du spectre", "The colours of the spectrum"],
        order: [
            "Range ces couleurs dans l'ordre où elles apparaissent dans le spectre de la lumière blanche, en commençant par le rouge.",
            "Put these colours in the order they appear in the spectrum of white light, starting with red.",
        ],
        backward: [
            "Range ces couleurs dans l'ordre où elles apparaissent dans le spectre de la lumière blanche, en commençant par le violet.",
            "Put these colours in the order they appear in the spectrum of white light, starting with violet.",
        ],
        next: [
            "Dans le spectre de la lumière blanche, parcouru du rouge au violet, quelle couleur vient juste après celle-ci : « {} » ?",
            "In the spectrum of white light, from red to violet, which colour comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le spectre de la lumière blanche, parcouru du rouge au violet, « {a} » vient avant « {b} ».",
            "True or false: in the spectrum of white light, from red to violet, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["le rouge", "red"],
            ["l'orangé", "orange"],
            ["le jaune", "yellow"],
            ["le vert", "green"],
            ["le bleu", "blue"],
            ["le violet", "violet"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle est, arrondie, la vitesse de la lumière dans le vide, en milliers de kilomètres par seconde ?",
                "What is, rounded, the speed of light in empty space, in thousands of kilometres per second?",
            ],
            about: [
                "la vitesse de la lumière dans le vide, en milliers de km/s",
                "the speed of light in empty space, in thousands of km/s",
            ],
            value: 300.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de minutes environ la lumière du Soleil met-elle pour parvenir jusqu'à la Terre (en min) ?",
                "About how many minutes does sunlight take to reach the Earth (in min)?",
            ],
            about: [
                "la durée du trajet de la lumière du Soleil à la Terre, en min",
                "the time light takes from the Sun to the Earth, in min",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans le vide, la lumière parcourt environ 300 000 km en une seconde. Combien de secondes met-elle pour parcourir 900 000 km ?",
                "In empty space, light travels about 300,000 km in one second. How many seconds does it take to travel 900,000 km?",
            ],
            about: [
                "la durée pour parcourir 900 000 km à la vitesse de la lumière, en s",
                "the time to travel 900,000 km at the speed of light, in s",
            ],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À combien d'années-lumière de nous se trouve Proxima du Centaure, l'étoile la plus proche après le Soleil, arrondi à l'unité ?",
                "How many light years from us is Proxima Centauri, the nearest star after the Sun, to the nearest whole number?",
            ],
            about: [
                "la distance de Proxima du Centaure, en années-lumière",
                "the distance of Proxima Centauri, in light years",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est, arrondie, la vitesse de la lumière dans l'eau, en milliers de kilomètres par seconde ?",
                "What is, rounded, the speed of light in water, in thousands of kilometres per second?",
            ],
            about: [
                "la vitesse de la lumière dans l'eau, en milliers de km/s",
                "the speed of light in water, in thousands of km/s",
            ],
            value: 225.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};
