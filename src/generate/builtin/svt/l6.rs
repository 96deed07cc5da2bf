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
            "Vrai ou faux : lors d'une observation de cellules au microscope, on doit « {a} » avant de « {b} ».",
            "True or false: when observing cells under a microscope, you “{a}” before you “{b}”.",
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
