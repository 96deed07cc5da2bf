//! SVT 6e (cycle 3, BO n° 31 du 30 juillet 2020, « Sciences et technologie »).

use crate::generate::builtin::bank::{
    Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::svt as draw;

/// A plant cell seen under the microscope.
pub(crate) static PLANT_CELL: Diagram = Diagram {
    title: ["une cellule végétale", "a plant cell"],
    size: (420.0, 300.0),
    draw: draw::plant_cell,
    parts: &[
        Part {
            name: ["la paroi", "the cell wall"],
            at: (332.0, 70.0),
            label: (390.0, 40.0),
        },
        Part {
            name: ["la membrane", "the cell membrane"],
            at: (94.0, 110.0),
            label: (30.0, 80.0),
        },
        Part {
            name: ["le noyau", "the nucleus"],
            at: (150.0, 150.0),
            label: (30.0, 160.0),
        },
        Part {
            name: ["le cytoplasme", "the cytoplasm"],
            at: (190.0, 185.0),
            label: (190.0, 280.0),
        },
        Part {
            name: ["la vacuole", "the vacuole"],
            at: (270.0, 130.0),
            label: (390.0, 140.0),
        },
        Part {
            name: ["un chloroplaste", "a chloroplast"],
            at: (296.0, 219.0),
            label: (390.0, 250.0),
        },
    ],
};

/// La cellule, unité du vivant.
pub(crate) static CELLULE: Bank = Bank {
    chapter: "svt-6e-la-cellule",
    title: ["La cellule", "The cell"],
    relations: &[
        Relation {
            name: ["Les parties de la cellule", "The parts of the cell"],
            matching: [
                "Associe chaque partie de la cellule à son rôle.",
                "Match each part of the cell with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le noyau", "the nucleus"],
                    [
                        "contenir l'information génétique",
                        "to hold the genetic information",
                    ],
                    [
                        "Quel est le rôle du noyau ?",
                        "What is the role of the nucleus?",
                    ],
                    [
                        "Quelle partie de la cellule contient l'information génétique ?",
                        "Which part of the cell holds the genetic information?",
                    ],
                ),
                pair(
                    ["la membrane", "the cell membrane"],
                    [
                        "délimiter la cellule et contrôler ses échanges avec son milieu",
                        "to enclose the cell and control its exchanges with its surroundings",
                    ],
                    [
                        "Quel est le rôle de la membrane de la cellule ?",
                        "What is the role of the cell membrane?",
                    ],
                    [
                        "Quelle partie de la cellule la délimite et contrôle ses échanges avec son milieu ?",
                        "Which part of the cell encloses it and controls its exchanges with its surroundings?",
                    ],
                ),
                pair(
                    ["la paroi", "the cell wall"],
                    [
                        "entourer la cellule végétale d'une enveloppe rigide qui la soutient",
                        "to surround the plant cell with a rigid casing that supports it",
                    ],
                    [
                        "Quel est le rôle de la paroi d'une cellule végétale ?",
                        "What is the role of the wall of a plant cell?",
                    ],
                    [
                        "Quelle enveloppe rigide entoure la membrane des cellules végétales ?",
                        "Which rigid casing surrounds the membrane of plant cells?",
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
                        "Dans une cellule végétale, quels éléments verts réalisent la photosynthèse ?",
                        "In a plant cell, which green parts carry out photosynthesis?",
                    ],
                ),
                pair(
                    ["la vacuole", "the vacuole"],
                    [
                        "stocker de l'eau et des substances dissoutes",
                        "to store water and dissolved substances",
                    ],
                    [
                        "Quel est le rôle de la vacuole d'une cellule végétale ?",
                        "What is the role of the vacuole of a plant cell?",
                    ],
                    [
                        "Quelle grande poche d'une cellule végétale stocke de l'eau et des substances dissoutes ?",
                        "Which large sac of a plant cell stores water and dissolved substances?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire de la cellule", "The words of the cell"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une cellule", "a cell"],
                    [
                        "la plus petite unité du vivant, délimitée par une membrane",
                        "the smallest unit of life, enclosed by a membrane",
                    ],
                    ["Qu'est-ce qu'une cellule ?", "What is a cell?"],
                    [
                        "Comment appelle-t-on la plus petite unité du vivant, délimitée par une membrane ?",
                        "What is the smallest unit of life, enclosed by a membrane, called?",
                    ],
                ),
                pair(
                    ["un être unicellulaire", "a single-celled organism"],
                    [
                        "un être vivant formé d'une seule cellule",
                        "a living thing made of one cell only",
                    ],
                    [
                        "Qu'est-ce qu'un être unicellulaire ?",
                        "What is a single-celled organism?",
                    ],
                    [
                        "Comment appelle-t-on un être vivant formé d'une seule cellule ?",
                        "What is a living thing made of one cell only called?",
                    ],
                ),
                pair(
                    ["un être pluricellulaire", "a multicellular organism"],
                    [
                        "un être vivant formé de nombreuses cellules",
                        "a living thing made of many cells",
                    ],
                    [
                        "Qu'est-ce qu'un être pluricellulaire ?",
                        "What is a multicellular organism?",
                    ],
                    [
                        "Comment appelle-t-on un être vivant formé de nombreuses cellules ?",
                        "What is a living thing made of many cells called?",
                    ],
                ),
                pair(
                    ["le microscope", "the microscope"],
                    [
                        "l'instrument d'optique qui grossit assez pour observer des cellules",
                        "the optical instrument that magnifies enough to observe cells",
                    ],
                    ["Qu'est-ce qu'un microscope ?", "What is a microscope?"],
                    [
                        "Quel instrument d'optique grossit assez pour observer des cellules ?",
                        "Which optical instrument magnifies enough to observe cells?",
                    ],
                ),
                pair(
                    ["une lamelle", "a cover slip"],
                    [
                        "la fine plaque de verre posée sur l'échantillon pour l'observer",
                        "the thin glass square laid over the sample to observe it",
                    ],
                    [
                        "Qu'est-ce qu'une lamelle, pour une observation au microscope ?",
                        "What is a cover slip, for a microscope observation?",
                    ],
                    [
                        "Comment appelle-t-on la fine plaque de verre posée sur l'échantillon à observer au microscope ?",
                        "What is the thin glass square laid over a sample to observe it under the microscope called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Êtres unicellulaires", "Single-celled organisms"],
            which: [
                "Parmi ces êtres vivants, lesquels sont unicellulaires ?",
                "Which of these living things are single-celled?",
            ],
            which_not: [
                "Parmi ces êtres vivants, lesquels ne sont pas unicellulaires ?",
                "Which of these living things are not single-celled?",
            ],
            members: &[
                ["la paramécie", "the paramecium"],
                ["l'amibe", "the amoeba"],
                ["la levure de boulanger", "baker's yeast"],
                ["une bactérie", "a bacterium"],
            ],
            others: &[
                ["le chêne", "the oak tree"],
                ["le chat", "the cat"],
                ["l'être humain", "the human being"],
                ["la fougère", "the fern"],
                ["le ver de terre", "the earthworm"],
            ],
        },
        Group {
            name: [
                "Cellule animale, cellule végétale",
                "Animal cell, plant cell",
            ],
            which: [
                "Parmi ces éléments, lesquels trouve-t-on dans une cellule animale ?",
                "Which of these parts are found in an animal cell?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels ne trouve-t-on pas dans une cellule animale ?",
                "Which of these parts are not found in an animal cell?",
            ],
            members: &[
                ["le noyau", "the nucleus"],
                ["la membrane", "the cell membrane"],
                ["le cytoplasme", "the cytoplasm"],
            ],
            others: &[
                ["la paroi", "the cell wall"],
                ["les chloroplastes", "the chloroplasts"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Observer au microscope", "Using a microscope"],
        order: [
            "Range dans l'ordre les étapes d'une observation de cellules au microscope, de la première à la dernière.",
            "Put the steps of observing cells under a microscope in order, from first to last.",
        ],
        backward: [
            "Range les étapes d'une observation de cellules au microscope de la dernière à la première.",
            "Put the steps of observing cells under a microscope in order from last to first.",
        ],
        next: [
            "Lors d'une observation de cellules au microscope, quelle étape vient juste après celle-ci : « {} » ?",
            "When observing cells under a microscope, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors d'une observation de cellules au microscope, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when observing cells under a microscope, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "déposer l'échantillon sur la lame",
                "put the sample on the slide",
            ],
            [
                "ajouter une goutte d'eau ou de colorant",
                "add a drop of water or stain",
            ],
            ["recouvrir d'une lamelle", "cover it with a cover slip"],
            [
                "placer la lame sur la platine",
                "place the slide on the stage",
            ],
            [
                "observer au plus faible grossissement",
                "observe at the lowest magnification",
            ],
            [
                "passer à un grossissement plus fort",
                "switch to a higher magnification",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un microscope a un oculaire qui grossit 10 fois et un objectif qui grossit 40 fois. Combien de fois grossit-il ?",
                "A microscope has an eyepiece that magnifies 10 times and an objective that magnifies 40 times. How many times does it magnify?",
            ],
            about: [
                "le grossissement avec un oculaire ×10 et un objectif ×40",
                "the magnification with a ×10 eyepiece and a ×40 objective",
            ],
            value: 400.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un microscope a un oculaire qui grossit 10 fois et un objectif qui grossit 4 fois. Combien de fois grossit-il ?",
                "A microscope has an eyepiece that magnifies 10 times and an objective that magnifies 4 times. How many times does it magnify?",
            ],
            about: [
                "le grossissement avec un oculaire ×10 et un objectif ×4",
                "the magnification with a ×10 eyepiece and a ×4 objective",
            ],
            value: 40.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un microscope a un oculaire qui grossit 10 fois et un objectif qui grossit 10 fois. Combien de fois grossit-il ?",
                "A microscope has an eyepiece that magnifies 10 times and an objective that magnifies 10 times. How many times does it magnify?",
            ],
            about: [
                "le grossissement avec un oculaire ×10 et un objectif ×10",
                "the magnification with a ×10 eyepiece and a ×10 objective",
            ],
            value: 100.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "De combien de cellules une paramécie est-elle formée ?",
                "How many cells is a paramecium made of?",
            ],
            about: [
                "le nombre de cellules d'une paramécie",
                "the number of cells of a paramecium",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&PLANT_CELL],
};

/// Classer les êtres vivants.
pub(crate) static CLASSER: Bank = Bank {
    chapter: "svt-6e-classer-les-etres-vivants",
    title: ["Classer les êtres vivants", "Classifying living things"],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire de la classification",
                "The words of classification",
            ],
            matching: [
                "Associe chaque mot de la classification à sa définition.",
                "Match each word of classification with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une espèce", "a species"],
                    [
                        "un ensemble d'êtres vivants semblables qui peuvent se reproduire entre eux et avoir des descendants fertiles",
                        "a set of similar living things that can breed together and have fertile offspring",
                    ],
                    ["Qu'est-ce qu'une espèce ?", "What is a species?"],
                    [
                        "Comment appelle-t-on un ensemble d'êtres vivants semblables qui peuvent se reproduire entre eux et avoir des descendants fertiles ?",
                        "What is a set of similar living things that can breed together and have fertile offspring called?",
                    ],
                ),
                pair(
                    ["un attribut", "a feature"],
                    [
                        "un caractère que possède un être vivant, comme des plumes ou des mamelles",
                        "a characteristic a living thing has, such as feathers or mammary glands",
                    ],
                    [
                        "En classification, qu'est-ce qu'un attribut ?",
                        "In classification, what is a feature?",
                    ],
                    [
                        "En classification, comment appelle-t-on un caractère que possède un être vivant, comme des plumes ou des mamelles ?",
                        "In classification, what is a characteristic a living thing has, such as feathers or mammary glands, called?",
                    ],
                ),
                pair(
                    ["la biodiversité", "biodiversity"],
                    [
                        "la diversité des êtres vivants et des milieux où ils vivent",
                        "the variety of living things and of the places where they live",
                    ],
                    ["Qu'est-ce que la biodiversité ?", "What is biodiversity?"],
                    [
                        "Comment appelle-t-on la diversité des êtres vivants et des milieux où ils vivent ?",
                        "What is the variety of living things and of the places where they live called?",
                    ],
                ),
                pair(
                    ["un groupe emboîté", "a nested group"],
                    [
                        "un groupe inclus dans un groupe plus large, dont il partage tous les attributs",
                        "a group inside a wider group, sharing all of its features",
                    ],
                    [
                        "Qu'est-ce qu'un groupe emboîté ?",
                        "What is a nested group?",
                    ],
                    [
                        "Comment appelle-t-on un groupe inclus dans un groupe plus large, dont il partage tous les attributs ?",
                        "What is a group inside a wider group, sharing all of its features, called?",
                    ],
                ),
                pair(
                    ["la classification", "classification"],
                    [
                        "le rangement des êtres vivants en groupes selon les attributs qu'ils partagent",
                        "sorting living things into groups by the features they share",
                    ],
                    [
                        "En SVT, qu'est-ce que la classification ?",
                        "In biology, what is classification?",
                    ],
                    [
                        "Comment appelle-t-on le rangement des êtres vivants en groupes selon les attributs qu'ils partagent ?",
                        "What is sorting living things into groups by the features they share called?",
                    ],
                ),
                pair(
                    ["les vertébrés", "vertebrates"],
                    [
                        "les animaux qui possèdent un squelette interne avec une colonne vertébrale",
                        "the animals with an internal skeleton and a backbone",
                    ],
                    ["Que sont les vertébrés ?", "What are vertebrates?"],
                    [
                        "Comment appelle-t-on les animaux qui possèdent un squelette interne avec une colonne vertébrale ?",
                        "What are the animals with an internal skeleton and a backbone called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Groupes et attributs", "Groups and features"],
            matching: [
                "Associe chaque groupe d'animaux à l'attribut qui le caractérise.",
                "Match each group of animals with the feature that identifies it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les mammifères", "mammals"],
                    ["des mamelles", "mammary glands"],
                    [
                        "Quel attribut permet de reconnaître un mammifère ?",
                        "Which feature identifies a mammal?",
                    ],
                    [
                        "À quel groupe appartient un animal qui possède des mamelles ?",
                        "Which group does an animal with mammary glands belong to?",
                    ],
                ),
                pair(
                    ["les oiseaux", "birds"],
                    ["des plumes", "feathers"],
                    [
                        "Quel attribut permet de reconnaître un oiseau ?",
                        "Which feature identifies a bird?",
                    ],
                    [
                        "À quel groupe appartient un animal qui possède des plumes ?",
                        "Which group does an animal with feathers belong to?",
                    ],
                ),
                pair(
                    ["les insectes", "insects"],
                    [
                        "trois paires de pattes articulées",
                        "three pairs of jointed legs",
                    ],
                    [
                        "Quel attribut permet de reconnaître un insecte ?",
                        "Which feature identifies an insect?",
                    ],
                    [
                        "À quel groupe appartient un animal qui possède trois paires de pattes articulées ?",
                        "Which group does an animal with three pairs of jointed legs belong to?",
                    ],
                ),
                pair(
                    ["les arachnides", "arachnids"],
                    [
                        "quatre paires de pattes articulées",
                        "four pairs of jointed legs",
                    ],
                    [
                        "Quel attribut permet de reconnaître un arachnide, comme l'araignée ?",
                        "Which feature identifies an arachnid, such as a spider?",
                    ],
                    [
                        "À quel groupe appartient un animal qui possède quatre paires de pattes articulées ?",
                        "Which group does an animal with four pairs of jointed legs belong to?",
                    ],
                ),
                pair(
                    ["les crustacés", "crustaceans"],
                    ["deux paires d'antennes", "two pairs of antennae"],
                    [
                        "Quel attribut permet de reconnaître un crustacé, comme le crabe ?",
                        "Which feature identifies a crustacean, such as a crab?",
                    ],
                    [
                        "À quel groupe appartient un animal qui possède deux paires d'antennes ?",
                        "Which group does an animal with two pairs of antennae belong to?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les vertébrés", "Vertebrates"],
            which: [
                "Parmi ces animaux, lesquels sont des vertébrés ?",
                "Which of these animals are vertebrates?",
            ],
            which_not: [
                "Parmi ces animaux, lesquels ne sont pas des vertébrés ?",
                "Which of these animals are not vertebrates?",
            ],
            members: &[
                ["le chat", "the cat"],
                ["la truite", "the trout"],
                ["le pigeon", "the pigeon"],
                ["la grenouille", "the frog"],
                ["le lézard", "the lizard"],
            ],
            others: &[
                ["l'escargot", "the snail"],
                ["la coccinelle", "the ladybird"],
                ["l'araignée", "the spider"],
                ["le ver de terre", "the earthworm"],
                ["le crabe", "the crab"],
            ],
        },
        Group {
            name: ["Les insectes", "Insects"],
            which: [
                "Parmi ces animaux, lesquels sont des insectes ?",
                "Which of these animals are insects?",
            ],
            which_not: [
                "Parmi ces animaux, lesquels ne sont pas des insectes ?",
                "Which of these animals are not insects?",
            ],
            members: &[
                ["la coccinelle", "the ladybird"],
                ["l'abeille", "the bee"],
                ["la fourmi", "the ant"],
                ["le papillon", "the butterfly"],
            ],
            others: &[
                ["l'araignée", "the spider"],
                ["le crabe", "the crab"],
                ["le cloporte", "the woodlouse"],
                ["le scorpion", "the scorpion"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Des groupes emboîtés", "Nested groups"],
        order: [
            "Range ces groupes emboîtés du plus large au plus restreint.",
            "Put these nested groups in order from the widest to the narrowest.",
        ],
        backward: [
            "Range ces groupes emboîtés du plus restreint au plus large.",
            "Put these nested groups in order from the narrowest to the widest.",
        ],
        next: [
            "Dans la suite de groupes emboîtés qui va des êtres vivants aux félins, quel groupe vient juste après « {} » ?",
            "In the nested groups going from living things to cats, which group comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : le groupe « {a} » contient le groupe « {b} ».",
            "True or false: the group “{a}” contains the group “{b}”.",
        ],
        steps: &[
            ["les êtres vivants", "living things"],
            ["les animaux", "animals"],
            ["les vertébrés", "vertebrates"],
            ["les mammifères", "mammals"],
            ["les félins", "cats (felids)"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de pattes possède un insecte ?",
                "How many legs does an insect have?",
            ],
            about: ["les pattes d'un insecte", "the legs of an insect"],
            value: 6.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de pattes possède une araignée ?",
                "How many legs does a spider have?",
            ],
            about: ["les pattes d'une araignée", "the legs of a spider"],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de paires d'antennes possède un insecte ?",
                "How many pairs of antennae does an insect have?",
            ],
            about: [
                "les paires d'antennes d'un insecte",
                "the pairs of antennae of an insect",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de paires d'antennes possède un crustacé ?",
                "How many pairs of antennae does a crustacean have?",
            ],
            about: [
                "les paires d'antennes d'un crustacé",
                "the pairs of antennae of a crustacean",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de pattes possède un chien ?",
                "How many legs does a dog have?",
            ],
            about: ["les pattes d'un chien", "the legs of a dog"],
            value: 4.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// L'origine de la matière des êtres vivants.
pub(crate) static MATIERE: Bank = Bank {
    chapter: "svt-6e-origine-de-la-matiere",
    title: ["L'origine de la matière", "Where living matter comes from"],
    relations: &[Relation {
        name: [
            "Producteurs, consommateurs, décomposeurs",
            "Producers, consumers, decomposers",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un producteur", "a producer"],
                [
                    "un être vivant qui fabrique sa propre matière à partir de matière minérale et de lumière",
                    "a living thing that makes its own matter from mineral matter and light",
                ],
                [
                    "Dans un milieu, qu'est-ce qu'un producteur ?",
                    "In a habitat, what is a producer?",
                ],
                [
                    "Comment appelle-t-on un être vivant qui fabrique sa propre matière à partir de matière minérale et de lumière ?",
                    "What is a living thing that makes its own matter from mineral matter and light called?",
                ],
            ),
            pair(
                ["un consommateur", "a consumer"],
                [
                    "un être vivant qui se nourrit de la matière d'autres êtres vivants",
                    "a living thing that feeds on the matter of other living things",
                ],
                [
                    "Dans un milieu, qu'est-ce qu'un consommateur ?",
                    "In a habitat, what is a consumer?",
                ],
                [
                    "Comment appelle-t-on un être vivant qui se nourrit de la matière d'autres êtres vivants ?",
                    "What is a living thing that feeds on the matter of other living things called?",
                ],
            ),
            pair(
                ["un décomposeur", "a decomposer"],
                [
                    "un être vivant du sol qui transforme les restes d'êtres vivants en matière minérale",
                    "a soil organism that turns the remains of living things into mineral matter",
                ],
                [
                    "Dans un milieu, qu'est-ce qu'un décomposeur ?",
                    "In a habitat, what is a decomposer?",
                ],
                [
                    "Comment appelle-t-on un être vivant du sol qui transforme les restes d'êtres vivants en matière minérale ?",
                    "What is a soil organism that turns the remains of living things into mineral matter called?",
                ],
            ),
            pair(
                ["une chaîne alimentaire", "a food chain"],
                [
                    "une suite d'êtres vivants dans laquelle chacun est mangé par le suivant",
                    "a series of living things in which each one is eaten by the next",
                ],
                [
                    "Qu'est-ce qu'une chaîne alimentaire ?",
                    "What is a food chain?",
                ],
                [
                    "Comment appelle-t-on une suite d'êtres vivants dans laquelle chacun est mangé par le suivant ?",
                    "What is a series of living things in which each one is eaten by the next called?",
                ],
            ),
            pair(
                ["un réseau alimentaire", "a food web"],
                [
                    "l'ensemble des chaînes alimentaires d'un milieu, reliées entre elles",
                    "all the food chains of a habitat, linked together",
                ],
                [
                    "Qu'est-ce qu'un réseau alimentaire ?",
                    "What is a food web?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des chaînes alimentaires d'un milieu, reliées entre elles ?",
                    "What are all the food chains of a habitat, linked together, called?",
                ],
            ),
            pair(
                ["la matière minérale", "mineral matter"],
                [
                    "l'eau, les sels minéraux et le dioxyde de carbone, que les plantes vertes prélèvent dans leur milieu",
                    "water, mineral salts and carbon dioxide, which green plants take from their surroundings",
                ],
                [
                    "Qu'est-ce que la matière minérale ?",
                    "What is mineral matter?",
                ],
                [
                    "Comment appelle-t-on l'eau, les sels minéraux et le dioxyde de carbone, que les plantes vertes prélèvent dans leur milieu ?",
                    "What are water, mineral salts and carbon dioxide, which green plants take from their surroundings, called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les producteurs", "Producers"],
            which: [
                "Parmi ces êtres vivants, lesquels sont des producteurs ?",
                "Which of these living things are producers?",
            ],
            which_not: [
                "Parmi ces êtres vivants, lesquels ne sont pas des producteurs ?",
                "Which of these living things are not producers?",
            ],
            members: &[
                ["le chêne", "the oak tree"],
                ["l'herbe", "grass"],
                ["le blé", "wheat"],
                ["la laitue", "lettuce"],
            ],
            others: &[
                ["le lapin", "the rabbit"],
                ["le renard", "the fox"],
                ["le champignon de Paris", "the button mushroom"],
                ["l'escargot", "the snail"],
            ],
        },
        Group {
            name: ["Besoins des végétaux verts", "What green plants need"],
            which: [
                "Parmi ces éléments, lesquels sont nécessaires à une plante verte pour produire sa matière ?",
                "Which of these does a green plant need to make its matter?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels ne sont pas nécessaires à une plante verte pour produire sa matière ?",
                "Which of these does a green plant not need to make its matter?",
            ],
            members: &[
                ["l'eau", "water"],
                ["les sels minéraux", "mineral salts"],
                ["le dioxyde de carbone", "carbon dioxide"],
                ["la lumière", "light"],
            ],
            others: &[
                ["la viande", "meat"],
                ["le sucre", "sugar"],
                ["le lait", "milk"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: ["Une chaîne alimentaire du jardin", "A garden food chain"],
            order: [
                "Range ces êtres vivants dans l'ordre de la chaîne alimentaire, du mangé au mangeur, en partant de la laitue.",
                "Put these living things in food chain order, from eaten to eater, starting with the lettuce.",
            ],
            backward: [
                "Range ces êtres vivants du dernier mangeur de la chaîne alimentaire jusqu'à la laitue.",
                "Put these living things in order from the last eater of the food chain back to the lettuce.",
            ],
            next: [
                "Dans la chaîne alimentaire du jardin, qui mange « {} » ?",
                "In the garden food chain, what eats “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la chaîne alimentaire du jardin, « {a} » est plus bas dans la chaîne que « {b} ».",
                "True or false: in the garden food chain, “{a}” comes lower in the chain than “{b}”.",
            ],
            steps: &[
                ["la laitue", "the lettuce"],
                ["l'escargot", "the snail"],
                ["la grive", "the thrush"],
                ["l'épervier", "the sparrowhawk"],
            ],
        },
        Sequence {
            name: ["Une chaîne alimentaire de la mer", "A sea food chain"],
            order: [
                "Range ces êtres vivants dans l'ordre de la chaîne alimentaire, du mangé au mangeur, en partant du plancton végétal.",
                "Put these living things in food chain order, from eaten to eater, starting with the plant plankton.",
            ],
            backward: [
                "Range ces êtres vivants du dernier mangeur de la chaîne alimentaire jusqu'au plancton végétal.",
                "Put these living things in order from the last eater of the food chain back to the plant plankton.",
            ],
            next: [
                "Dans la chaîne alimentaire de la mer, qui mange « {} » ?",
                "In the sea food chain, what eats “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la chaîne alimentaire de la mer, « {a} » est plus bas dans la chaîne que « {b} ».",
                "True or false: in the sea food chain, “{a}” comes lower in the chain than “{b}”.",
            ],
            steps: &[
                ["le plancton végétal", "plant plankton"],
                ["le plancton animal", "animal plankton"],
                ["la sardine", "the sardine"],
                ["le thon", "the tuna"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Dans la chaîne alimentaire laitue, escargot, grive, épervier, combien y a-t-il de consommateurs ?",
                "In the food chain lettuce, snail, thrush, sparrowhawk, how many consumers are there?",
            ],
            about: [
                "les consommateurs de la chaîne laitue, escargot, grive, épervier",
                "the consumers of the chain lettuce, snail, thrush, sparrowhawk",
            ],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans la chaîne alimentaire laitue, escargot, grive, épervier, combien y a-t-il de producteurs ?",
                "In the food chain lettuce, snail, thrush, sparrowhawk, how many producers are there?",
            ],
            about: [
                "les producteurs de la chaîne laitue, escargot, grive, épervier",
                "the producers of the chain lettuce, snail, thrush, sparrowhawk",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};
