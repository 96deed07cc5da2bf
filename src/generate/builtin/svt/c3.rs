//! SVT 6e, cycle 3 (BO n° 31 du 30 juillet 2020, « Sciences et technologie ») : le développement
//! et la reproduction des êtres vivants, la Terre dans le système solaire, le peuplement des
//! milieux, les paysages et l'action de l'être humain.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::svt_6e5e as draw;

/// This file's family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The banks of this file (append only).
pub(crate) static BANKS: &[&Bank] = &[&DEVELOPPEMENT, &SYSTEME_SOLAIRE, &PEUPLEMENT, &PAYSAGES];

/// A flower cut lengthwise.
pub(crate) static FLOWER: Diagram = Diagram {
    title: [
        "une fleur coupée dans le sens de la longueur",
        "a flower cut lengthwise",
    ],
    size: (420.0, 320.0),
    draw: draw::flower,
    parts: &[
        Part {
            name: ["un pétale", "a petal"],
            at: (118.0, 130.0),
            label: (40.0, 110.0),
        },
        Part {
            name: ["un sépale", "a sepal"],
            at: (140.0, 236.0),
            label: (40.0, 270.0),
        },
        Part {
            name: ["une étamine", "a stamen"],
            at: (170.0, 120.0),
            label: (120.0, 30.0),
        },
        Part {
            name: ["le stigmate", "the stigma"],
            at: (210.0, 110.0),
            label: (210.0, 30.0),
        },
        Part {
            name: ["le style", "the style"],
            at: (212.0, 160.0),
            label: (380.0, 150.0),
        },
        Part {
            name: ["l'ovaire", "the ovary"],
            at: (228.0, 220.0),
            label: (380.0, 230.0),
        },
        Part {
            name: ["un ovule", "an ovule"],
            at: (217.0, 194.0),
            label: (380.0, 190.0),
        },
    ],
};

/// The Sun and the eight planets.
pub(crate) static SOLAR_SYSTEM: Diagram = Diagram {
    title: [
        "le Soleil et les planètes du système solaire",
        "the Sun and the planets of the solar system",
    ],
    size: (560.0, 240.0),
    draw: draw::solar_system,
    parts: &[
        Part {
            name: ["le Soleil", "the Sun"],
            at: (30.0, 150.0),
            label: (20.0, 222.0),
        },
        Part {
            name: ["Mercure", "Mercury"],
            at: (78.0, 120.0),
            label: (78.0, 22.0),
        },
        Part {
            name: ["Vénus", "Venus"],
            at: (106.0, 120.0),
            label: (106.0, 222.0),
        },
        Part {
            name: ["la Terre", "the Earth"],
            at: (138.0, 120.0),
            label: (138.0, 22.0),
        },
        Part {
            name: ["Mars", "Mars"],
            at: (170.0, 120.0),
            label: (170.0, 222.0),
        },
        Part {
            name: ["Jupiter", "Jupiter"],
            at: (240.0, 112.0),
            label: (240.0, 22.0),
        },
        Part {
            name: ["Saturne", "Saturn"],
            at: (330.0, 124.0),
            label: (330.0, 222.0),
        },
        Part {
            name: ["Uranus", "Uranus"],
            at: (420.0, 116.0),
            label: (420.0, 22.0),
        },
        Part {
            name: ["Neptune", "Neptune"],
            at: (500.0, 124.0),
            label: (500.0, 222.0),
        },
    ],
};

/// Développement et reproduction des êtres vivants.
pub(crate) static DEVELOPPEMENT: Bank = Bank {
    chapter: "svt-6e-developpement-et-reproduction",
    title: ["Développement et reproduction", "Growth and reproduction"],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire du développement",
                "The words of growth and reproduction",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la germination", "germination"],
                    [
                        "le passage de la graine à la jeune plante, la plantule",
                        "the change from a seed to a young plant, the seedling",
                    ],
                    ["Qu'est-ce que la germination ?", "What is germination?"],
                    [
                        "Comment appelle-t-on le passage de la graine à la jeune plante, la plantule ?",
                        "What is the change from a seed to a young plant, the seedling, called?",
                    ],
                ),
                pair(
                    ["la pollinisation", "pollination"],
                    [
                        "le transport du pollen des étamines jusqu'au pistil d'une fleur",
                        "the carrying of pollen from the stamens to the pistil of a flower",
                    ],
                    ["Qu'est-ce que la pollinisation ?", "What is pollination?"],
                    [
                        "Comment appelle-t-on le transport du pollen des étamines jusqu'au pistil d'une fleur ?",
                        "What is the carrying of pollen from the stamens to the pistil of a flower called?",
                    ],
                ),
                pair(
                    ["la fécondation", "fertilisation"],
                    [
                        "l'union d'une cellule reproductrice mâle et d'une cellule reproductrice femelle",
                        "the joining of a male sex cell and a female sex cell",
                    ],
                    ["Qu'est-ce que la fécondation ?", "What is fertilisation?"],
                    [
                        "Comment appelle-t-on l'union d'une cellule reproductrice mâle et d'une cellule reproductrice femelle ?",
                        "What is the joining of a male sex cell and a female sex cell called?",
                    ],
                ),
                pair(
                    ["la métamorphose", "metamorphosis"],
                    [
                        "la transformation profonde du corps d'un animal quand la larve devient adulte",
                        "the deep change of an animal's body when the larva becomes an adult",
                    ],
                    ["Qu'est-ce que la métamorphose ?", "What is metamorphosis?"],
                    [
                        "Comment appelle-t-on la transformation profonde du corps d'un animal quand la larve devient adulte ?",
                        "What is the deep change of an animal's body when the larva becomes an adult called?",
                    ],
                ),
                pair(
                    ["une larve", "a larva"],
                    [
                        "la forme jeune d'un animal, très différente de l'adulte",
                        "the young form of an animal, very different from the adult",
                    ],
                    ["Qu'est-ce qu'une larve ?", "What is a larva?"],
                    [
                        "Comment appelle-t-on la forme jeune d'un animal, très différente de l'adulte ?",
                        "What is the young form of an animal, very different from the adult, called?",
                    ],
                ),
                pair(
                    ["la puberté", "puberty"],
                    [
                        "la période de la vie où le corps se transforme et devient capable de se reproduire",
                        "the time of life when the body changes and becomes able to reproduce",
                    ],
                    ["Qu'est-ce que la puberté ?", "What is puberty?"],
                    [
                        "Comment appelle-t-on la période de la vie où le corps se transforme et devient capable de se reproduire ?",
                        "What is the time of life when the body changes and becomes able to reproduce called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les parties de la fleur", "The parts of the flower"],
            matching: [
                "Associe chaque partie de la fleur à son rôle.",
                "Match each part of the flower with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les étamines", "the stamens"],
                    ["produire le pollen", "to make the pollen"],
                    [
                        "Quel est le rôle des étamines d'une fleur ?",
                        "What is the role of the stamens of a flower?",
                    ],
                    [
                        "Quelles parties de la fleur produisent le pollen ?",
                        "Which parts of the flower make the pollen?",
                    ],
                ),
                pair(
                    ["le stigmate", "the stigma"],
                    [
                        "recevoir les grains de pollen",
                        "to receive the pollen grains",
                    ],
                    [
                        "Quel est le rôle du stigmate d'une fleur ?",
                        "What is the role of the stigma of a flower?",
                    ],
                    [
                        "Quelle partie du pistil reçoit les grains de pollen ?",
                        "Which part of the pistil receives the pollen grains?",
                    ],
                ),
                pair(
                    ["l'ovaire", "the ovary"],
                    [
                        "contenir les ovules et devenir le fruit après la fécondation",
                        "to hold the ovules and become the fruit after fertilisation",
                    ],
                    [
                        "Quel est le rôle de l'ovaire d'une fleur ?",
                        "What is the role of the ovary of a flower?",
                    ],
                    [
                        "Quelle partie de la fleur contient les ovules et devient le fruit après la fécondation ?",
                        "Which part of the flower holds the ovules and becomes the fruit after fertilisation?",
                    ],
                ),
                pair(
                    ["les ovules", "the ovules"],
                    [
                        "devenir les graines après la fécondation",
                        "to become the seeds after fertilisation",
                    ],
                    [
                        "Que deviennent les ovules d'une fleur après la fécondation ?",
                        "What do the ovules of a flower become after fertilisation?",
                    ],
                    [
                        "Quels éléments de la fleur deviennent les graines après la fécondation ?",
                        "Which parts of the flower become the seeds after fertilisation?",
                    ],
                ),
                pair(
                    ["les pétales", "the petals"],
                    [
                        "attirer les insectes pollinisateurs par leur couleur",
                        "to attract pollinating insects with their colour",
                    ],
                    [
                        "Quel est le rôle des pétales d'une fleur ?",
                        "What is the role of the petals of a flower?",
                    ],
                    [
                        "Quelles parties colorées de la fleur attirent les insectes pollinisateurs ?",
                        "Which coloured parts of the flower attract pollinating insects?",
                    ],
                ),
                pair(
                    ["les sépales", "the sepals"],
                    [
                        "protéger la fleur quand elle est encore en bouton",
                        "to protect the flower while it is still a bud",
                    ],
                    [
                        "Quel est le rôle des sépales d'une fleur ?",
                        "What is the role of the sepals of a flower?",
                    ],
                    [
                        "Quelles pièces vertes de la fleur la protègent quand elle est encore en bouton ?",
                        "Which green parts of the flower protect it while it is still a bud?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Développement avec métamorphose",
            "Growth with metamorphosis",
        ],
        which: [
            "Parmi ces animaux, lesquels se développent en passant par une métamorphose ?",
            "Which of these animals go through a metamorphosis as they grow?",
        ],
        which_not: [
            "Parmi ces animaux, lesquels se développent sans métamorphose ?",
            "Which of these animals grow without a metamorphosis?",
        ],
        members: &[
            ["la grenouille", "the frog"],
            ["le papillon", "the butterfly"],
            ["la coccinelle", "the ladybird"],
            ["le hanneton", "the cockchafer"],
            ["le moustique", "the mosquito"],
        ],
        others: &[
            ["le chat", "the cat"],
            ["la poule", "the hen"],
            ["le lézard", "the lizard"],
            ["le cheval", "the horse"],
            ["l'être humain", "the human being"],
        ],
    }],
    sequences: &[
        Sequence {
            name: [
                "Le cycle de vie d'une plante à fleurs",
                "The life cycle of a flowering plant",
            ],
            order: [
                "Range dans l'ordre les étapes du cycle de vie d'une plante à fleurs, de la première à la dernière.",
                "Put the stages of the life cycle of a flowering plant in order, from first to last.",
            ],
            backward: [
                "Range les étapes du cycle de vie d'une plante à fleurs de la dernière à la première.",
                "Put the stages of the life cycle of a flowering plant in order from last to first.",
            ],
            next: [
                "Dans le cycle de vie d'une plante à fleurs, quelle étape vient juste après celle-ci : « {} » ?",
                "In the life cycle of a flowering plant, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans le cycle de vie d'une plante à fleurs, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: in the life cycle of a flowering plant, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                ["la germination de la graine", "the seed germinates"],
                ["la croissance de la plantule", "the seedling grows"],
                ["la floraison", "the plant flowers"],
                ["la pollinisation", "pollination"],
                ["la fécondation", "fertilisation"],
                [
                    "la formation du fruit qui contient les graines",
                    "the fruit forms around the seeds",
                ],
                ["la dispersion des graines", "the seeds are scattered"],
            ],
        },
        Sequence {
            name: ["Le développement de la grenouille", "How a frog develops"],
            order: [
                "Range dans l'ordre les stades du développement de la grenouille, du premier au dernier.",
                "Put the stages of a frog's development in order, from first to last.",
            ],
            backward: [
                "Range les stades du développement de la grenouille du dernier au premier.",
                "Put the stages of a frog's development in order from last to first.",
            ],
            next: [
                "Dans le développement de la grenouille, quel stade vient juste après celui-ci : « {} » ?",
                "In a frog's development, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans le développement de la grenouille, le stade « {a} » vient avant le stade « {b} ».",
                "True or false: in a frog's development, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                ["l'œuf", "the egg"],
                [
                    "le têtard sans pattes, qui respire par des branchies",
                    "the legless tadpole, breathing through gills",
                ],
                [
                    "le têtard avec ses pattes arrière",
                    "the tadpole with its hind legs",
                ],
                [
                    "le têtard avec ses quatre pattes",
                    "the tadpole with all four legs",
                ],
                [
                    "la jeune grenouille, dont la queue a disparu",
                    "the young frog, whose tail has gone",
                ],
                ["la grenouille adulte", "the adult frog"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Combien de mois dure une grossesse chez la femme ?",
                "How many months does a pregnancy last in women?",
            ],
            about: [
                "la durée d'une grossesse, en mois",
                "the length of a pregnancy, in months",
            ],
            value: 9.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de jours faut-il couver un œuf de poule fécondé pour qu'il éclose ?",
                "How many days must a fertilised hen's egg be incubated before it hatches?",
            ],
            about: [
                "la durée de couvaison d'un œuf de poule, en jours",
                "the incubation time of a hen's egg, in days",
            ],
            value: 21.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de cellules reproductrices s'unissent lors d'une fécondation ?",
                "How many sex cells join in a fertilisation?",
            ],
            about: [
                "les cellules reproductrices qui s'unissent lors d'une fécondation",
                "the sex cells that join in a fertilisation",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&FLOWER],
};

/// La Terre dans le système solaire.
pub(crate) static SYSTEME_SOLAIRE: Bank = Bank {
    chapter: "svt-6e-la-terre-dans-le-systeme-solaire",
    title: [
        "La Terre dans le système solaire",
        "The Earth in the solar system",
    ],
    relations: &[
        Relation {
            name: ["Le vocabulaire des astres", "The words of astronomy"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une étoile", "a star"],
                    [
                        "un astre qui produit sa propre lumière, comme le Soleil",
                        "a body in space that makes its own light, like the Sun",
                    ],
                    ["Qu'est-ce qu'une étoile ?", "What is a star?"],
                    [
                        "Comment appelle-t-on un astre qui produit sa propre lumière, comme le Soleil ?",
                        "What is a body in space that makes its own light, like the Sun, called?",
                    ],
                ),
                pair(
                    ["une planète", "a planet"],
                    [
                        "un gros astre sphérique qui tourne autour d'une étoile et ne produit pas de lumière",
                        "a large round body that travels around a star and makes no light",
                    ],
                    ["Qu'est-ce qu'une planète ?", "What is a planet?"],
                    [
                        "Comment appelle-t-on un gros astre sphérique qui tourne autour d'une étoile et ne produit pas de lumière ?",
                        "What is a large round body that travels around a star and makes no light called?",
                    ],
                ),
                pair(
                    ["un satellite naturel", "a natural satellite"],
                    [
                        "un astre qui tourne autour d'une planète, comme la Lune autour de la Terre",
                        "a body that travels around a planet, as the Moon does around the Earth",
                    ],
                    [
                        "Qu'est-ce qu'un satellite naturel ?",
                        "What is a natural satellite?",
                    ],
                    [
                        "Comment appelle-t-on un astre qui tourne autour d'une planète, comme la Lune autour de la Terre ?",
                        "What is a body that travels around a planet, as the Moon does around the Earth, called?",
                    ],
                ),
                pair(
                    ["la rotation", "rotation"],
                    [
                        "le mouvement de la Terre qui tourne sur elle-même, en un jour",
                        "the movement of the Earth spinning on itself, in one day",
                    ],
                    [
                        "Qu'appelle-t-on la rotation de la Terre ?",
                        "What is the Earth's rotation?",
                    ],
                    [
                        "Comment appelle-t-on le mouvement de la Terre qui tourne sur elle-même, en un jour ?",
                        "What is the movement of the Earth spinning on itself, in one day, called?",
                    ],
                ),
                pair(
                    ["la révolution", "revolution"],
                    [
                        "le mouvement de la Terre qui tourne autour du Soleil, en une année",
                        "the movement of the Earth around the Sun, in one year",
                    ],
                    [
                        "Qu'appelle-t-on la révolution de la Terre ?",
                        "What is the Earth's revolution?",
                    ],
                    [
                        "Comment appelle-t-on le mouvement de la Terre qui tourne autour du Soleil, en une année ?",
                        "What is the movement of the Earth around the Sun, in one year, called?",
                    ],
                ),
                pair(
                    ["une orbite", "an orbit"],
                    [
                        "la trajectoire d'un astre autour d'un autre",
                        "the path of a body around another",
                    ],
                    ["Qu'est-ce qu'une orbite ?", "What is an orbit?"],
                    [
                        "Comment appelle-t-on la trajectoire d'un astre autour d'un autre ?",
                        "What is the path of a body around another called?",
                    ],
                ),
                pair(
                    ["l'atmosphère", "the atmosphere"],
                    [
                        "la couche de gaz qui entoure la Terre",
                        "the layer of gas around the Earth",
                    ],
                    ["Qu'est-ce que l'atmosphère ?", "What is the atmosphere?"],
                    [
                        "Comment appelle-t-on la couche de gaz qui entoure la Terre ?",
                        "What is the layer of gas around the Earth called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Phénomènes et causes", "Phenomena and their causes"],
            matching: [
                "Associe chaque phénomène à sa cause.",
                "Match each phenomenon with its cause.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "l'alternance du jour et de la nuit",
                        "day and night following each other",
                    ],
                    [
                        "la rotation de la Terre sur elle-même",
                        "the Earth's rotation on its axis",
                    ],
                    [
                        "Quelle est la cause de l'alternance du jour et de la nuit ?",
                        "What causes day and night to follow each other?",
                    ],
                    [
                        "Quel phénomène la rotation de la Terre sur elle-même explique-t-elle ?",
                        "Which phenomenon does the Earth's rotation on its axis explain?",
                    ],
                ),
                pair(
                    ["les saisons", "the seasons"],
                    [
                        "l'inclinaison de l'axe de la Terre pendant sa révolution autour du Soleil",
                        "the tilt of the Earth's axis as it travels around the Sun",
                    ],
                    [
                        "Quelle est la cause des saisons ?",
                        "What causes the seasons?",
                    ],
                    [
                        "Quel phénomène l'inclinaison de l'axe de la Terre pendant sa révolution autour du Soleil explique-t-elle ?",
                        "Which phenomenon does the tilt of the Earth's axis as it travels around the Sun explain?",
                    ],
                ),
                pair(
                    ["les phases de la Lune", "the phases of the Moon"],
                    [
                        "le mouvement de la Lune, éclairée par le Soleil, autour de la Terre",
                        "the movement of the Moon, lit by the Sun, around the Earth",
                    ],
                    [
                        "Quelle est la cause des phases de la Lune ?",
                        "What causes the phases of the Moon?",
                    ],
                    [
                        "Quel phénomène le mouvement de la Lune, éclairée par le Soleil, autour de la Terre explique-t-il ?",
                        "Which phenomenon does the movement of the Moon, lit by the Sun, around the Earth explain?",
                    ],
                ),
                pair(
                    [
                        "la présence d'eau liquide sur Terre",
                        "liquid water on the Earth",
                    ],
                    [
                        "la distance de la Terre au Soleil, ni trop proche ni trop lointaine",
                        "the Earth's distance from the Sun, neither too close nor too far",
                    ],
                    [
                        "Pourquoi l'eau peut-elle être liquide à la surface de la Terre ?",
                        "Why can water be liquid on the surface of the Earth?",
                    ],
                    [
                        "Quelle condition de la vie sur Terre la distance de la Terre au Soleil, ni trop proche ni trop lointaine, explique-t-elle ?",
                        "Which condition for life on the Earth does its distance from the Sun, neither too close nor too far, explain?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les planètes rocheuses", "The rocky planets"],
            which: [
                "Parmi ces planètes du système solaire, lesquelles sont des planètes rocheuses (telluriques) ?",
                "Which of these planets of the solar system are rocky (terrestrial) planets?",
            ],
            which_not: [
                "Parmi ces planètes du système solaire, lesquelles ne sont pas des planètes rocheuses (ce sont des planètes gazeuses) ?",
                "Which of these planets of the solar system are not rocky planets (they are gas planets)?",
            ],
            members: &[
                ["Mercure", "Mercury"],
                ["Vénus", "Venus"],
                ["la Terre", "the Earth"],
                ["Mars", "Mars"],
            ],
            others: &[
                ["Jupiter", "Jupiter"],
                ["Saturne", "Saturn"],
                ["Uranus", "Uranus"],
                ["Neptune", "Neptune"],
            ],
        },
        Group {
            name: [
                "Les conditions de la vie sur Terre",
                "What makes life possible on the Earth",
            ],
            which: [
                "Parmi ces caractéristiques, lesquelles sont des conditions qui permettent la vie sur Terre ?",
                "Which of these features are conditions that make life possible on the Earth?",
            ],
            which_not: [
                "Parmi ces caractéristiques, lesquelles ne sont pas des conditions qui permettent la vie sur Terre ?",
                "Which of these features are not conditions that make life possible on the Earth?",
            ],
            members: &[
                ["la présence d'eau liquide", "liquid water"],
                [
                    "une atmosphère qui contient du dioxygène",
                    "an atmosphere containing oxygen",
                ],
                [
                    "des températures ni trop chaudes ni trop froides",
                    "temperatures neither too hot nor too cold",
                ],
            ],
            others: &[
                ["la présence d'anneaux", "having rings"],
                [
                    "une surface couverte de glace toute l'année",
                    "a surface covered in ice all year round",
                ],
                [
                    "une atmosphère faite surtout de dioxyde de carbone, très chaude",
                    "a very hot atmosphere made mostly of carbon dioxide",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Les planètes, du Soleil vers l'extérieur",
            "The planets, outwards from the Sun",
        ],
        order: [
            "Range ces planètes de la plus proche à la plus éloignée du Soleil.",
            "Put these planets in order from the closest to the farthest from the Sun.",
        ],
        backward: [
            "Range ces planètes de la plus éloignée à la plus proche du Soleil.",
            "Put these planets in order from the farthest from the Sun to the closest.",
        ],
        next: [
            "En s'éloignant du Soleil, quelle planète vient juste après celle-ci : « {} » ?",
            "Moving away from the Sun, which planet comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : la planète « {a} » est plus proche du Soleil que la planète « {b} ».",
            "True or false: the planet “{a}” is closer to the Sun than the planet “{b}”.",
        ],
        steps: &[
            ["Mercure", "Mercury"],
            ["Vénus", "Venus"],
            ["la Terre", "the Earth"],
            ["Mars", "Mars"],
            ["Jupiter", "Jupiter"],
            ["Saturne", "Saturn"],
            ["Uranus", "Uranus"],
            ["Neptune", "Neptune"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de planètes tournent autour du Soleil ?",
                "How many planets travel around the Sun?",
            ],
            about: [
                "les planètes du système solaire",
                "the planets of the solar system",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En combien d'heures la Terre fait-elle un tour sur elle-même (durée d'un jour) ?",
                "In how many hours does the Earth spin once on itself (the length of a day)?",
            ],
            about: [
                "la durée d'un jour, en heures",
                "the length of a day, in hours",
            ],
            value: 24.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En combien de jours, arrondis à l'unité, la Terre fait-elle un tour complet autour du Soleil ?",
                "In how many days, to the nearest whole day, does the Earth travel once around the Sun?",
            ],
            about: [
                "la durée d'une révolution de la Terre, en jours",
                "the time the Earth takes to travel around the Sun, in days",
            ],
            value: 365.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À combien de millions de kilomètres du Soleil la Terre se trouve-t-elle en moyenne ?",
                "How many million kilometres from the Sun is the Earth on average?",
            ],
            about: [
                "la distance moyenne de la Terre au Soleil, en millions de kilomètres",
                "the mean distance from the Earth to the Sun, in millions of kilometres",
            ],
            value: 150.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de satellites naturels la Terre possède-t-elle ?",
                "How many natural satellites does the Earth have?",
            ],
            about: [
                "les satellites naturels de la Terre",
                "the natural satellites of the Earth",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&SOLAR_SYSTEM],
};

/// Le peuplement des milieux.
pub(crate) static PEUPLEMENT: Bank = Bank {
    chapter: "svt-6e-peuplement-des-milieux",
    title: [
        "Le peuplement des milieux",
        "How living things populate places",
    ],
    relations: &[
        Relation {
            name: ["Le vocabulaire des milieux", "The words of habitats"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un milieu de vie", "a habitat"],
                    [
                        "l'endroit où vit un être vivant, avec ses caractéristiques (lumière, température, humidité)",
                        "the place where a living thing lives, with its features (light, temperature, moisture)",
                    ],
                    ["Qu'est-ce qu'un milieu de vie ?", "What is a habitat?"],
                    [
                        "Comment appelle-t-on l'endroit où vit un être vivant, avec ses caractéristiques (lumière, température, humidité) ?",
                        "What is the place where a living thing lives, with its features (light, temperature, moisture), called?",
                    ],
                ),
                pair(
                    ["le peuplement", "the population of a habitat"],
                    [
                        "l'ensemble des êtres vivants qui occupent un milieu",
                        "all the living things that occupy a habitat",
                    ],
                    [
                        "Qu'est-ce que le peuplement d'un milieu ?",
                        "What is the population of a habitat?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des êtres vivants qui occupent un milieu ?",
                        "What are all the living things that occupy a habitat called?",
                    ],
                ),
                pair(
                    ["un écosystème", "an ecosystem"],
                    [
                        "l'ensemble formé par un milieu et les êtres vivants qui le peuplent, en relation entre eux",
                        "a habitat and the living things in it, all interacting",
                    ],
                    ["Qu'est-ce qu'un écosystème ?", "What is an ecosystem?"],
                    [
                        "Comment appelle-t-on l'ensemble formé par un milieu et les êtres vivants qui le peuplent, en relation entre eux ?",
                        "What is a habitat and the living things in it, all interacting, called?",
                    ],
                ),
                pair(
                    ["l'hibernation", "hibernation"],
                    [
                        "l'état d'un animal qui passe l'hiver endormi, sa température et son rythme cardiaque très abaissés",
                        "the state of an animal spending the winter asleep, with its temperature and heart rate very low",
                    ],
                    ["Qu'est-ce que l'hibernation ?", "What is hibernation?"],
                    [
                        "Comment appelle-t-on l'état d'un animal qui passe l'hiver endormi, sa température et son rythme cardiaque très abaissés ?",
                        "What is the state of an animal spending the winter asleep, with its temperature and heart rate very low, called?",
                    ],
                ),
                pair(
                    ["la migration", "migration"],
                    [
                        "le déplacement d'animaux, chaque année à la même saison, vers une région où ils trouvent de la nourriture",
                        "the journey of animals, every year in the same season, to a region where they find food",
                    ],
                    ["Qu'est-ce que la migration ?", "What is migration?"],
                    [
                        "Comment appelle-t-on le déplacement d'animaux, chaque année à la même saison, vers une région où ils trouvent de la nourriture ?",
                        "What is the journey of animals, every year in the same season, to a region where they find food called?",
                    ],
                ),
                pair(
                    ["une forme de résistance", "a resistant form"],
                    [
                        "la forme sous laquelle un être vivant passe la mauvaise saison, comme une graine, un bulbe ou un œuf",
                        "the form in which a living thing gets through the bad season, such as a seed, a bulb or an egg",
                    ],
                    [
                        "Qu'est-ce qu'une forme de résistance ?",
                        "What is a resistant form?",
                    ],
                    [
                        "Comment appelle-t-on la forme sous laquelle un être vivant passe la mauvaise saison, comme une graine, un bulbe ou un œuf ?",
                        "What is the form in which a living thing gets through the bad season, such as a seed, a bulb or an egg, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Passer l'hiver", "Getting through the winter"],
            matching: [
                "Associe chaque être vivant à la façon dont il passe l'hiver.",
                "Match each living thing with the way it gets through the winter.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la marmotte", "the marmot"],
                    [
                        "en hibernant dans son terrier",
                        "by hibernating in its burrow",
                    ],
                    [
                        "Comment la marmotte passe-t-elle l'hiver ?",
                        "How does the marmot get through the winter?",
                    ],
                    [
                        "Quel être vivant passe l'hiver en hibernant dans son terrier ?",
                        "Which living thing gets through the winter by hibernating in its burrow?",
                    ],
                ),
                pair(
                    ["l'hirondelle", "the swallow"],
                    ["en migrant vers l'Afrique", "by migrating to Africa"],
                    [
                        "Comment l'hirondelle passe-t-elle l'hiver ?",
                        "How does the swallow get through the winter?",
                    ],
                    [
                        "Quel être vivant passe l'hiver en migrant vers l'Afrique ?",
                        "Which living thing gets through the winter by migrating to Africa?",
                    ],
                ),
                pair(
                    ["le coquelicot", "the poppy"],
                    [
                        "sous forme de graines, la plante étant morte",
                        "as seeds, the plant itself having died",
                    ],
                    [
                        "Comment le coquelicot passe-t-il l'hiver ?",
                        "How does the poppy get through the winter?",
                    ],
                    [
                        "Quel être vivant passe l'hiver sous forme de graines, la plante étant morte ?",
                        "Which living thing gets through the winter as seeds, the plant itself having died?",
                    ],
                ),
                pair(
                    ["la tulipe", "the tulip"],
                    [
                        "sous forme d'un bulbe enfoui dans le sol",
                        "as a bulb buried in the soil",
                    ],
                    [
                        "Comment la tulipe passe-t-elle l'hiver ?",
                        "How does the tulip get through the winter?",
                    ],
                    [
                        "Quel être vivant passe l'hiver sous forme d'un bulbe enfoui dans le sol ?",
                        "Which living thing gets through the winter as a bulb buried in the soil?",
                    ],
                ),
                pair(
                    ["le chêne", "the oak tree"],
                    [
                        "en perdant ses feuilles, ses bourgeons protégés par des écailles",
                        "by losing its leaves, its buds protected by scales",
                    ],
                    [
                        "Comment le chêne passe-t-il l'hiver ?",
                        "How does the oak tree get through the winter?",
                    ],
                    [
                        "Quel être vivant passe l'hiver en perdant ses feuilles, ses bourgeons protégés par des écailles ?",
                        "Which living thing gets through the winter by losing its leaves, its buds protected by scales?",
                    ],
                ),
                pair(
                    ["le renard", "the fox"],
                    [
                        "en restant actif, protégé par son épais pelage d'hiver",
                        "by staying active, protected by its thick winter coat",
                    ],
                    [
                        "Comment le renard passe-t-il l'hiver ?",
                        "How does the fox get through the winter?",
                    ],
                    [
                        "Quel être vivant passe l'hiver en restant actif, protégé par son épais pelage d'hiver ?",
                        "Which living thing gets through the winter by staying active, protected by its thick winter coat?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les animaux qui hibernent", "Animals that hibernate"],
            which: [
                "Parmi ces animaux, lesquels hibernent ?",
                "Which of these animals hibernate?",
            ],
            which_not: [
                "Parmi ces animaux, lesquels n'hibernent pas ?",
                "Which of these animals do not hibernate?",
            ],
            members: &[
                ["la marmotte", "the marmot"],
                ["le hérisson", "the hedgehog"],
                ["le loir", "the dormouse"],
                ["la chauve-souris", "the bat"],
            ],
            others: &[
                ["le renard", "the fox"],
                ["le cerf", "the red deer"],
                ["l'hirondelle", "the swallow"],
                ["la mésange", "the tit"],
            ],
        },
        Group {
            name: ["Les oiseaux migrateurs", "Migratory birds"],
            which: [
                "Parmi ces oiseaux de France, lesquels migrent vers des régions plus chaudes en hiver ?",
                "Which of these birds of France migrate to warmer regions in winter?",
            ],
            which_not: [
                "Parmi ces oiseaux de France, lesquels passent l'hiver sur place, sans migrer ?",
                "Which of these birds of France stay through the winter without migrating?",
            ],
            members: &[
                ["l'hirondelle", "the swallow"],
                ["la cigogne blanche", "the white stork"],
                ["le coucou", "the cuckoo"],
                ["le martinet", "the swift"],
            ],
            others: &[
                ["le moineau", "the sparrow"],
                ["la mésange", "the tit"],
                ["la pie", "the magpie"],
                ["le merle", "the blackbird"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La colonisation d'un milieu nu",
            "How bare ground is colonised",
        ],
        order: [
            "Une coulée de lave refroidie est peu à peu colonisée par les êtres vivants. Range ces étapes de la première à la dernière.",
            "A cooled lava flow is colonised by living things little by little. Put these stages in order from first to last.",
        ],
        backward: [
            "Une coulée de lave refroidie est peu à peu colonisée par les êtres vivants. Range ces étapes de la dernière à la première.",
            "A cooled lava flow is colonised by living things little by little. Put these stages in order from last to first.",
        ],
        next: [
            "Lors de la colonisation d'une coulée de lave refroidie, quelle étape vient juste après celle-ci : « {} » ?",
            "As a cooled lava flow is colonised, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de la colonisation d'une coulée de lave refroidie, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: as a cooled lava flow is colonised, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "une roche nue, sans êtres vivants",
                "bare rock, with no living things",
            ],
            [
                "des lichens et des mousses qui commencent à former un sol",
                "lichens and mosses that start to make a soil",
            ],
            ["des plantes herbacées", "herbaceous plants"],
            ["des arbustes", "shrubs"],
            ["une forêt d'arbres", "a forest of trees"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Dans une haie, des élèves comptent 14 espèces d'oiseaux en juin et 9 en janvier. Combien d'espèces de moins comptent-ils en janvier ?",
                "In a hedge, pupils count 14 bird species in June and 9 in January. How many fewer species do they count in January?",
            ],
            about: [
                "les espèces d'oiseaux de moins en janvier",
                "the fewer bird species in January",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Le cœur d'une marmotte bat environ 120 fois par minute en été et 4 fois par minute en hibernation. Combien de fois plus vite bat-il en été ?",
                "A marmot's heart beats about 120 times a minute in summer and 4 times a minute in hibernation. How many times faster does it beat in summer?",
            ],
            about: [
                "combien de fois plus vite bat le cœur d'une marmotte en été",
                "how many times faster a marmot's heart beats in summer",
            ],
            value: 30.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Pendant sa migration, une cigogne blanche parcourt environ 200 km par jour. Quelle distance, en kilomètres, parcourt-elle en 4 jours ?",
                "During its migration, a white stork flies about 200 km a day. How far, in kilometres, does it fly in 4 days?",
            ],
            about: [
                "la distance parcourue par la cigogne en 4 jours",
                "the distance the stork flies in 4 days",
            ],
            value: 800.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Les paysages et l'action de l'être humain.
pub(crate) static PAYSAGES: Bank = Bank {
    chapter: "svt-6e-paysages-et-action-humaine",
    title: [
        "Les paysages et l'action humaine",
        "Landscapes and human action",
    ],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire de l'environnement",
                "The words of the environment",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un paysage", "a landscape"],
                    [
                        "la partie d'un territoire que l'on voit, avec ses composantes géologiques, biologiques et humaines",
                        "the part of an area that can be seen, with its geological, biological and human features",
                    ],
                    ["Qu'est-ce qu'un paysage ?", "What is a landscape?"],
                    [
                        "Comment appelle-t-on la partie d'un territoire que l'on voit, avec ses composantes géologiques, biologiques et humaines ?",
                        "What is the part of an area that can be seen, with its geological, biological and human features, called?",
                    ],
                ),
                pair(
                    ["une ressource naturelle", "a natural resource"],
                    [
                        "un élément de la nature que l'être humain prélève pour ses besoins, comme l'eau, le bois ou le pétrole",
                        "something from nature that humans take for their needs, such as water, wood or oil",
                    ],
                    [
                        "Qu'est-ce qu'une ressource naturelle ?",
                        "What is a natural resource?",
                    ],
                    [
                        "Comment appelle-t-on un élément de la nature que l'être humain prélève pour ses besoins, comme l'eau, le bois ou le pétrole ?",
                        "What is something from nature that humans take for their needs, such as water, wood or oil, called?",
                    ],
                ),
                pair(
                    ["une ressource renouvelable", "a renewable resource"],
                    [
                        "une ressource qui se reconstitue assez vite pour ne pas s'épuiser à l'échelle d'une vie humaine",
                        "a resource that builds up again fast enough not to run out within a human lifetime",
                    ],
                    [
                        "Qu'est-ce qu'une ressource renouvelable ?",
                        "What is a renewable resource?",
                    ],
                    [
                        "Comment appelle-t-on une ressource qui se reconstitue assez vite pour ne pas s'épuiser à l'échelle d'une vie humaine ?",
                        "What is a resource that builds up again fast enough not to run out within a human lifetime called?",
                    ],
                ),
                pair(
                    ["une ressource non renouvelable", "a non-renewable resource"],
                    [
                        "une ressource dont le stock s'épuise, car elle met des millions d'années à se former",
                        "a resource whose stock runs out, because it takes millions of years to form",
                    ],
                    [
                        "Qu'est-ce qu'une ressource non renouvelable ?",
                        "What is a non-renewable resource?",
                    ],
                    [
                        "Comment appelle-t-on une ressource dont le stock s'épuise, car elle met des millions d'années à se former ?",
                        "What is a resource whose stock runs out, because it takes millions of years to form, called?",
                    ],
                ),
                pair(
                    ["un aménagement", "a development"],
                    [
                        "une transformation d'un paysage par l'être humain pour ses besoins, comme une route ou un barrage",
                        "a change that humans make to a landscape for their needs, such as a road or a dam",
                    ],
                    [
                        "Qu'est-ce qu'un aménagement ?",
                        "What is a development, in a landscape?",
                    ],
                    [
                        "Comment appelle-t-on une transformation d'un paysage par l'être humain pour ses besoins, comme une route ou un barrage ?",
                        "What is a change that humans make to a landscape for their needs, such as a road or a dam, called?",
                    ],
                ),
                pair(
                    ["le recyclage", "recycling"],
                    [
                        "la transformation d'un déchet en une matière première pour fabriquer de nouveaux objets",
                        "the turning of waste into a raw material for making new objects",
                    ],
                    ["Qu'est-ce que le recyclage ?", "What is recycling?"],
                    [
                        "Comment appelle-t-on la transformation d'un déchet en une matière première pour fabriquer de nouveaux objets ?",
                        "What is the turning of waste into a raw material for making new objects called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Des aménagements et leur rôle",
                "Developments and their purpose",
            ],
            matching: [
                "Associe chaque aménagement à son rôle.",
                "Match each development with its purpose.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["un barrage hydroélectrique", "a hydroelectric dam"],
                    [
                        "retenir l'eau d'une rivière pour produire de l'électricité",
                        "to hold back a river's water to make electricity",
                    ],
                    [
                        "À quoi sert un barrage hydroélectrique ?",
                        "What is a hydroelectric dam for?",
                    ],
                    [
                        "Quel aménagement retient l'eau d'une rivière pour produire de l'électricité ?",
                        "Which development holds back a river's water to make electricity?",
                    ],
                ),
                pair(
                    ["une digue", "a dyke"],
                    [
                        "protéger une côte ou les rives d'un fleuve des inondations",
                        "to protect a coast or a river's banks from flooding",
                    ],
                    ["À quoi sert une digue ?", "What is a dyke for?"],
                    [
                        "Quel aménagement protège une côte ou les rives d'un fleuve des inondations ?",
                        "Which development protects a coast or a river's banks from flooding?",
                    ],
                ),
                pair(
                    ["une station d'épuration", "a sewage treatment plant"],
                    [
                        "nettoyer les eaux usées avant leur rejet dans la rivière",
                        "to clean waste water before releasing it into the river",
                    ],
                    [
                        "À quoi sert une station d'épuration ?",
                        "What is a sewage treatment plant for?",
                    ],
                    [
                        "Quel aménagement nettoie les eaux usées avant leur rejet dans la rivière ?",
                        "Which development cleans waste water before releasing it into the river?",
                    ],
                ),
                pair(
                    ["une carrière", "a quarry"],
                    [
                        "extraire des roches pour la construction",
                        "to extract rocks for building",
                    ],
                    ["À quoi sert une carrière ?", "What is a quarry for?"],
                    [
                        "Quel aménagement permet d'extraire des roches pour la construction ?",
                        "Which development is used to extract rocks for building?",
                    ],
                ),
                pair(
                    ["un passage à faune", "a wildlife crossing"],
                    [
                        "permettre aux animaux de traverser une route ou une autoroute sans danger",
                        "to let animals cross a road or a motorway safely",
                    ],
                    [
                        "À quoi sert un passage à faune ?",
                        "What is a wildlife crossing for?",
                    ],
                    [
                        "Quel aménagement permet aux animaux de traverser une route ou une autoroute sans danger ?",
                        "Which development lets animals cross a road or a motorway safely?",
                    ],
                ),
                pair(
                    ["une haie bocagère", "a field hedge"],
                    [
                        "abriter des animaux et freiner le vent et l'érosion des sols entre les champs",
                        "to shelter animals and slow down wind and soil erosion between fields",
                    ],
                    [
                        "À quoi sert une haie bocagère ?",
                        "What is a field hedge for?",
                    ],
                    [
                        "Quel aménagement abrite des animaux et freine le vent et l'érosion des sols entre les champs ?",
                        "Which development shelters animals and slows down wind and soil erosion between fields?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Ressources renouvelables", "Renewable resources"],
            which: [
                "Parmi ces ressources, lesquelles sont renouvelables ?",
                "Which of these resources are renewable?",
            ],
            which_not: [
                "Parmi ces ressources, lesquelles ne sont pas renouvelables ?",
                "Which of these resources are not renewable?",
            ],
            members: &[
                ["le bois", "wood"],
                ["l'énergie du vent", "wind energy"],
                ["l'énergie du Soleil", "solar energy"],
                ["l'énergie des cours d'eau", "the energy of rivers"],
            ],
            others: &[
                ["le pétrole", "oil"],
                ["le charbon", "coal"],
                ["le gaz naturel", "natural gas"],
                ["l'uranium", "uranium"],
            ],
        },
        Group {
            name: [
                "Les composantes biologiques d'un paysage",
                "The biological features of a landscape",
            ],
            which: [
                "Parmi ces éléments d'un paysage, lesquels sont des composantes biologiques (des êtres vivants) ?",
                "Which of these features of a landscape are biological (living things)?",
            ],
            which_not: [
                "Parmi ces éléments d'un paysage, lesquels ne sont pas des composantes biologiques ?",
                "Which of these features of a landscape are not biological?",
            ],
            members: &[
                ["la forêt de chênes", "the oak forest"],
                ["les oiseaux du marais", "the birds of the marsh"],
                ["la prairie fleurie", "the flowering meadow"],
                ["les algues du rivage", "the seaweed on the shore"],
            ],
            others: &[
                ["la falaise de calcaire", "the limestone cliff"],
                ["les galets de la plage", "the pebbles on the beach"],
                ["la route", "the road"],
                ["le pont", "the bridge"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le trajet de l'eau domestique",
            "The path of household water",
        ],
        order: [
            "Range dans l'ordre les étapes du trajet de l'eau que nous utilisons à la maison, de la première à la dernière.",
            "Put the stages of the path of the water we use at home in order, from first to last.",
        ],
        backward: [
            "Range les étapes du trajet de l'eau que nous utilisons à la maison de la dernière à la première.",
            "Put the stages of the path of the water we use at home in order from last to first.",
        ],
        next: [
            "Sur le trajet de l'eau que nous utilisons à la maison, quelle étape vient juste après celle-ci : « {} » ?",
            "On the path of the water we use at home, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet de l'eau que nous utilisons à la maison, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: on the path of the water we use at home, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "le captage de l'eau dans une nappe ou une rivière",
                "water is drawn from an aquifer or a river",
            ],
            [
                "le traitement de l'eau pour la rendre potable",
                "water is treated to make it drinkable",
            ],
            [
                "le stockage dans un château d'eau",
                "water is stored in a water tower",
            ],
            [
                "la distribution jusqu'au robinet",
                "water is delivered to the tap",
            ],
            [
                "la collecte des eaux usées par les égouts",
                "waste water is collected by the sewers",
            ],
            [
                "l'épuration dans une station d'épuration",
                "waste water is cleaned at a treatment plant",
            ],
            [
                "le rejet de l'eau épurée dans la rivière",
                "the cleaned water is released into the river",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une famille produit 600 kg de déchets par an et en recycle le quart. Combien de kilogrammes de déchets recycle-t-elle par an ?",
                "A family produces 600 kg of waste a year and recycles a quarter of it. How many kilograms of waste does it recycle a year?",
            ],
            about: [
                "les déchets recyclés par la famille en un an",
                "the waste the family recycles in a year",
            ],
            value: 150.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un bois de 50 ha perd 8 ha pour construire une route et un parking. Quelle surface de bois reste-t-il, en hectares ?",
                "A 50 ha wood loses 8 ha to build a road and a car park. What area of wood is left, in hectares?",
            ],
            about: ["la surface de bois restante", "the area of wood left"],
            value: 42.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};
