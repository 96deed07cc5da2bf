//! SVT 4e (cycle 4, BO n° 31 du 30 juillet 2020): la planète Terre, le vivant et son
//! évolution, le corps humain et la santé.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::svt_4e3e as draw;

/// The 4e SVT family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The 4e SVT banks (append only: the catalog names them by index).
pub(crate) static BANKS: &[&Bank] = &[
    &TECTONIQUE,
    &RISQUES,
    &ECOSYSTEMES,
    &PLANTES,
    &NERVEUX,
    &PUBERTE,
];

/// The Earth's internal structure.
pub(crate) static EARTH: Diagram = Diagram {
    title: [
        "la structure interne de la Terre",
        "the internal structure of the Earth",
    ],
    size: (420.0, 300.0),
    draw: draw::earth_layers,
    parts: &[
        Part {
            name: ["la croûte", "the crust"],
            at: (314.0, 90.0),
            label: (390.0, 40.0),
        },
        Part {
            name: ["le manteau", "the mantle"],
            at: (128.0, 102.0),
            label: (30.0, 60.0),
        },
        Part {
            name: ["le noyau externe", "the outer core"],
            at: (253.0, 166.0),
            label: (390.0, 210.0),
        },
        Part {
            name: ["le noyau interne", "the inner core"],
            at: (204.0, 156.0),
            label: (30.0, 250.0),
        },
    ],
};

/// Séismes, volcans et tectonique des plaques.
pub(crate) static TECTONIQUE: Bank = Bank {
    chapter: "svt-4e-tectonique-des-plaques",
    title: ["La tectonique des plaques", "Plate tectonics"],
    relations: &[Relation {
        name: [
            "Séismes, volcans et plaques",
            "Earthquakes, volcanoes and plates",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un séisme", "an earthquake"],
                [
                    "une série de secousses du sol provoquées par la rupture brutale de roches en profondeur",
                    "a series of ground shakings caused by rocks breaking suddenly deep underground",
                ],
                ["Qu'est-ce qu'un séisme ?", "What is an earthquake?"],
                [
                    "Comment appelle-t-on une série de secousses du sol provoquées par la rupture brutale de roches en profondeur ?",
                    "What is a series of ground shakings caused by rocks breaking suddenly deep underground called?",
                ],
            ),
            pair(
                ["le foyer", "the focus"],
                [
                    "le lieu en profondeur où les roches se rompent lors d'un séisme",
                    "the place underground where the rocks break during an earthquake",
                ],
                [
                    "Qu'est-ce que le foyer d'un séisme ?",
                    "What is the focus of an earthquake?",
                ],
                [
                    "Comment appelle-t-on le lieu en profondeur où les roches se rompent lors d'un séisme ?",
                    "What is the place underground where the rocks break during an earthquake called?",
                ],
            ),
            pair(
                ["l'épicentre", "the epicentre"],
                [
                    "le point de la surface situé à la verticale du foyer d'un séisme",
                    "the point on the surface right above the focus of an earthquake",
                ],
                [
                    "Qu'est-ce que l'épicentre d'un séisme ?",
                    "What is the epicentre of an earthquake?",
                ],
                [
                    "Comment appelle-t-on le point de la surface situé à la verticale du foyer d'un séisme ?",
                    "What is the point on the surface right above the focus of an earthquake called?",
                ],
            ),
            pair(
                ["une faille", "a fault"],
                [
                    "une cassure des roches le long de laquelle deux blocs se sont déplacés",
                    "a break in the rocks along which two blocks have moved",
                ],
                ["Qu'est-ce qu'une faille ?", "What is a fault?"],
                [
                    "Comment appelle-t-on une cassure des roches le long de laquelle deux blocs se sont déplacés ?",
                    "What is a break in the rocks along which two blocks have moved called?",
                ],
            ),
            pair(
                ["le magma", "magma"],
                [
                    "de la roche fondue, chargée de gaz, qui remonte des profondeurs",
                    "molten rock, full of gas, that rises from deep down",
                ],
                ["Qu'est-ce que le magma ?", "What is magma?"],
                [
                    "Comment appelle-t-on la roche fondue, chargée de gaz, qui remonte des profondeurs ?",
                    "What is the molten rock, full of gas, that rises from deep down called?",
                ],
            ),
            pair(
                ["une plaque lithosphérique", "a lithospheric plate"],
                [
                    "un morceau rigide de l'enveloppe externe de la Terre, qui se déplace de quelques centimètres par an",
                    "a rigid piece of the Earth's outer shell, which moves a few centimetres a year",
                ],
                [
                    "Qu'est-ce qu'une plaque lithosphérique ?",
                    "What is a lithospheric plate?",
                ],
                [
                    "Comment appelle-t-on un morceau rigide de l'enveloppe externe de la Terre, qui se déplace de quelques centimètres par an ?",
                    "What is a rigid piece of the Earth's outer shell, which moves a few centimetres a year, called?",
                ],
            ),
            pair(
                ["une dorsale", "a mid-ocean ridge"],
                [
                    "une chaîne de montagnes sous-marine où deux plaques s'écartent et où se forme un nouveau plancher océanique",
                    "an undersea mountain range where two plates move apart and new ocean floor forms",
                ],
                ["Qu'est-ce qu'une dorsale ?", "What is a mid-ocean ridge?"],
                [
                    "Comment appelle-t-on une chaîne de montagnes sous-marine où deux plaques s'écartent et où se forme un nouveau plancher océanique ?",
                    "What is an undersea mountain range where two plates move apart and new ocean floor forms called?",
                ],
            ),
            pair(
                ["une zone de subduction", "a subduction zone"],
                [
                    "une zone où une plaque océanique plonge sous une autre plaque",
                    "a zone where an oceanic plate sinks beneath another plate",
                ],
                [
                    "Qu'est-ce qu'une zone de subduction ?",
                    "What is a subduction zone?",
                ],
                [
                    "Comment appelle-t-on une zone où une plaque océanique plonge sous une autre plaque ?",
                    "What is a zone where an oceanic plate sinks beneath another plate called?",
                ],
            ),
            pair(
                ["un sismographe", "a seismograph"],
                [
                    "un appareil qui enregistre les vibrations du sol",
                    "an instrument that records the vibrations of the ground",
                ],
                ["Qu'est-ce qu'un sismographe ?", "What is a seismograph?"],
                [
                    "Comment appelle-t-on un appareil qui enregistre les vibrations du sol ?",
                    "What is an instrument that records the vibrations of the ground called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "L'activité interne de la Terre",
            "The Earth's internal activity",
        ],
        which: [
            "Parmi ces phénomènes, lesquels sont des manifestations de l'activité interne de la Terre ?",
            "Which of these phenomena are signs of the Earth's internal activity?",
        ],
        which_not: [
            "Parmi ces phénomènes, lesquels ne sont pas des manifestations de l'activité interne de la Terre ?",
            "Which of these phenomena are not signs of the Earth's internal activity?",
        ],
        members: &[
            ["les séismes", "earthquakes"],
            ["les éruptions volcaniques", "volcanic eruptions"],
            [
                "la formation des chaînes de montagnes",
                "the building of mountain ranges",
            ],
            [
                "l'écartement des plaques au niveau des dorsales",
                "plates moving apart at mid-ocean ridges",
            ],
        ],
        others: &[
            ["les tempêtes", "storms"],
            ["les marées", "tides"],
            ["les crues des rivières", "river floods"],
            [
                "l'érosion des falaises par les vagues",
                "the erosion of cliffs by waves",
            ],
        ],
    }],
    sequences: &[
        Sequence {
            name: [
                "Du foyer au sismographe",
                "From the focus to the seismograph",
            ],
            order: [
                "Range dans l'ordre les étapes d'un séisme, de la première à la dernière.",
                "Put the stages of an earthquake in order, from first to last.",
            ],
            backward: [
                "Range les étapes d'un séisme de la dernière à la première.",
                "Put the stages of an earthquake in order from last to first.",
            ],
            next: [
                "Lors d'un séisme, quelle étape vient juste après celle-ci : « {} » ?",
                "During an earthquake, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : lors d'un séisme, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: during an earthquake, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                [
                    "des contraintes s'accumulent dans les roches",
                    "stresses build up in the rocks",
                ],
                [
                    "les roches se rompent brutalement au foyer, le long d'une faille",
                    "the rocks break suddenly at the focus, along a fault",
                ],
                [
                    "des ondes sismiques partent du foyer dans toutes les directions",
                    "seismic waves spread out from the focus in all directions",
                ],
                [
                    "les ondes atteignent la surface et le sol tremble",
                    "the waves reach the surface and the ground shakes",
                ],
                [
                    "les sismographes des stations enregistrent les ondes",
                    "the seismographs of the stations record the waves",
                ],
            ],
        },
        Sequence {
            name: ["Les enveloppes de la Terre", "The Earth's layers"],
            order: [
                "Range ces enveloppes de la Terre de la surface vers le centre.",
                "Put these layers of the Earth in order from the surface to the centre.",
            ],
            backward: [
                "Range ces enveloppes de la Terre du centre vers la surface.",
                "Put these layers of the Earth in order from the centre to the surface.",
            ],
            next: [
                "En allant de la surface vers le centre de la Terre, quelle enveloppe vient juste après « {} » ?",
                "Going from the surface to the centre of the Earth, which layer comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : en allant de la surface vers le centre de la Terre, on traverse « {a} » avant « {b} ».",
                "True or false: going from the surface to the centre of the Earth, one goes through “{a}” before “{b}”.",
            ],
            steps: &[
                ["la croûte", "the crust"],
                ["le manteau", "the mantle"],
                ["le noyau externe", "the outer core"],
                ["le noyau interne", "the inner core"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Quel est le rayon moyen de la Terre, en kilomètres ?",
                "What is the mean radius of the Earth, in kilometres?",
            ],
            about: [
                "le rayon moyen de la Terre, en kilomètres",
                "the mean radius of the Earth, in kilometres",
            ],
            value: 6371.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un océan s'élargit de 2 cm par an. De combien de kilomètres s'élargit-il en un million d'années ?",
                "An ocean widens by 2 cm a year. By how many kilometres does it widen in one million years?",
            ],
            about: [
                "l'élargissement en un million d'années d'un océan qui s'ouvre de 2 cm par an, en kilomètres",
                "how much an ocean opening 2 cm a year widens in one million years, in kilometres",
            ],
            value: 20.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Les ondes d'un séisme parcourent 6 km par seconde. Combien de secondes mettent-elles pour atteindre une station située à 180 km du foyer ?",
                "The waves of an earthquake travel 6 km per second. How many seconds do they take to reach a station 180 km from the focus?",
            ],
            about: [
                "la durée du trajet d'ondes à 6 km/s jusqu'à une station située à 180 km, en secondes",
                "the travel time of waves at 6 km/s to a station 180 km away, in seconds",
            ],
            value: 30.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une plaque se déplace de 5 cm par an. De combien de mètres se déplace-t-elle en 100 ans ?",
                "A plate moves 5 cm a year. How many metres does it move in 100 years?",
            ],
            about: [
                "le déplacement en 100 ans d'une plaque qui avance de 5 cm par an, en mètres",
                "how far a plate moving 5 cm a year moves in 100 years, in metres",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&EARTH],
};

/// Risques géologiques et prévention.
pub(crate) static RISQUES: Bank = Bank {
    chapter: "svt-4e-risques-naturels",
    title: ["Les risques géologiques", "Geological hazards and risks"],
    relations: &[Relation {
        name: ["Le vocabulaire du risque", "The words of risk"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un aléa", "a hazard"],
                [
                    "un phénomène naturel qui peut se produire en un lieu, avec une certaine probabilité et une certaine intensité",
                    "a natural event that may happen in a place, with a given likelihood and strength",
                ],
                ["Qu'est-ce qu'un aléa ?", "What is a hazard?"],
                [
                    "Comment appelle-t-on un phénomène naturel qui peut se produire en un lieu, avec une certaine probabilité et une certaine intensité ?",
                    "What is a natural event that may happen in a place, with a given likelihood and strength, called?",
                ],
            ),
            pair(
                ["les enjeux", "the assets at stake"],
                [
                    "les personnes, les biens et les activités exposés à un aléa",
                    "the people, property and activities exposed to a hazard",
                ],
                [
                    "Que désigne-t-on par les enjeux, face à un aléa ?",
                    "What are the assets at stake, in the face of a hazard?",
                ],
                [
                    "Comment appelle-t-on les personnes, les biens et les activités exposés à un aléa ?",
                    "What are the people, property and activities exposed to a hazard called?",
                ],
            ),
            pair(
                ["la vulnérabilité", "vulnerability"],
                [
                    "la fragilité des enjeux face à un aléa, qui mesure les dommages qu'ils peuvent subir",
                    "how fragile the assets at stake are in the face of a hazard, which measures the damage they may suffer",
                ],
                [
                    "Qu'est-ce que la vulnérabilité, face à un aléa ?",
                    "What is vulnerability, in the face of a hazard?",
                ],
                [
                    "Comment appelle-t-on la fragilité des enjeux face à un aléa, qui mesure les dommages qu'ils peuvent subir ?",
                    "What is the fragility of the assets at stake in the face of a hazard, which measures the damage they may suffer, called?",
                ],
            ),
            pair(
                ["le risque", "risk"],
                [
                    "la possibilité qu'un aléa cause des dommages aux personnes et aux biens exposés",
                    "the possibility that a hazard harms the people and property exposed to it",
                ],
                [
                    "Qu'est-ce que le risque, en géologie ?",
                    "What is risk, in geology?",
                ],
                [
                    "Comment appelle-t-on la possibilité qu'un aléa cause des dommages aux personnes et aux biens exposés ?",
                    "What is the possibility that a hazard harms the people and property exposed to it called?",
                ],
            ),
            pair(
                ["la prévision", "forecasting"],
                [
                    "l'annonce à l'avance du lieu, du moment et de l'intensité d'un phénomène",
                    "announcing in advance where, when and how strongly an event will happen",
                ],
                [
                    "Qu'est-ce que la prévision d'un phénomène naturel ?",
                    "What is the forecasting of a natural event?",
                ],
                [
                    "Comment appelle-t-on l'annonce à l'avance du lieu, du moment et de l'intensité d'un phénomène ?",
                    "What is announcing in advance where, when and how strongly an event will happen called?",
                ],
            ),
            pair(
                ["la prévention", "prevention"],
                [
                    "l'ensemble des mesures prises pour réduire la vulnérabilité : constructions adaptées, information, exercices",
                    "all the measures taken to reduce vulnerability: suitable buildings, information, drills",
                ],
                [
                    "Qu'est-ce que la prévention face à un risque ?",
                    "What is prevention in the face of a risk?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des mesures prises pour réduire la vulnérabilité : constructions adaptées, information, exercices ?",
                    "What are all the measures taken to reduce vulnerability (suitable buildings, information, drills) called?",
                ],
            ),
            pair(
                ["la magnitude", "magnitude"],
                [
                    "la mesure de l'énergie libérée au foyer d'un séisme",
                    "the measure of the energy released at the focus of an earthquake",
                ],
                [
                    "Qu'est-ce que la magnitude d'un séisme ?",
                    "What is the magnitude of an earthquake?",
                ],
                [
                    "Comment appelle-t-on la mesure de l'énergie libérée au foyer d'un séisme ?",
                    "What is the measure of the energy released at the focus of an earthquake called?",
                ],
            ),
            pair(
                ["l'intensité", "intensity"],
                [
                    "la mesure des effets d'un séisme en un lieu, d'après les dégâts et ce que ressentent les habitants",
                    "the measure of an earthquake's effects in a place, from the damage and what people feel",
                ],
                [
                    "Qu'est-ce que l'intensité d'un séisme en un lieu ?",
                    "What is the intensity of an earthquake in a place?",
                ],
                [
                    "Comment appelle-t-on la mesure des effets d'un séisme en un lieu, d'après les dégâts et ce que ressentent les habitants ?",
                    "What is the measure of an earthquake's effects in a place, from the damage and what people feel, called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: [
                "Les aléas d'origine géologique",
                "Hazards of geological origin",
            ],
            which: [
                "Parmi ces aléas, lesquels sont d'origine géologique ?",
                "Which of these hazards are of geological origin?",
            ],
            which_not: [
                "Parmi ces aléas, lesquels ne sont pas d'origine géologique ?",
                "Which of these hazards are not of geological origin?",
            ],
            members: &[
                ["un séisme", "an earthquake"],
                ["une éruption volcanique", "a volcanic eruption"],
                [
                    "un tsunami provoqué par un séisme",
                    "a tsunami caused by an earthquake",
                ],
            ],
            others: &[
                ["une tempête", "a storm"],
                ["une canicule", "a heatwave"],
                ["un cyclone", "a cyclone"],
                ["une chute de grêle", "a hailstorm"],
            ],
        },
        Group {
            name: [
                "Les bons réflexes pendant un séisme",
                "What to do during an earthquake",
            ],
            which: [
                "Parmi ces comportements, lesquels sont recommandés pendant les secousses d'un séisme ?",
                "Which of these behaviours are advised while an earthquake is shaking the ground?",
            ],
            which_not: [
                "Parmi ces comportements, lesquels ne sont pas recommandés pendant les secousses d'un séisme ?",
                "Which of these behaviours are not advised while an earthquake is shaking the ground?",
            ],
            members: &[
                [
                    "s'abriter sous un meuble solide",
                    "take shelter under a sturdy piece of furniture",
                ],
                ["s'éloigner des fenêtres", "move away from the windows"],
                [
                    "dehors, s'éloigner des bâtiments et des lignes électriques",
                    "outdoors, move away from buildings and power lines",
                ],
            ],
            others: &[
                ["prendre l'ascenseur", "take the lift"],
                [
                    "se précipiter dans l'escalier pour sortir",
                    "rush down the stairs to get out",
                ],
                [
                    "se placer près d'une baie vitrée",
                    "stand next to a large window",
                ],
                [
                    "allumer une bougie ou un briquet",
                    "light a candle or a lighter",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Face à un volcan qui se réveille",
            "When a volcano wakes up",
        ],
        order: [
            "Range dans l'ordre les étapes de la gestion du risque face à un volcan qui se réveille, de la première à la dernière.",
            "Put the steps of managing the risk of a volcano waking up in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la gestion du risque face à un volcan qui se réveille de la dernière à la première.",
            "Put the steps of managing the risk of a volcano waking up in order from last to first.",
        ],
        next: [
            "Face à un volcan qui se réveille, quelle étape vient juste après celle-ci : « {} » ?",
            "When a volcano wakes up, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : face à un volcan qui se réveille, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when a volcano wakes up, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "surveiller le volcan en permanence (séismes, gonflement, gaz)",
                "monitor the volcano all the time (earthquakes, swelling, gases)",
            ],
            [
                "repérer des signes annonçant une éruption",
                "spot signs that an eruption is coming",
            ],
            [
                "alerter les autorités et la population",
                "warn the authorities and the population",
            ],
            [
                "évacuer les zones menacées",
                "evacuate the threatened areas",
            ],
            [
                "laisser revenir les habitants une fois le danger passé",
                "let the inhabitants return once the danger is over",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "En quelle année l'éruption de la montagne Pelée a-t-elle détruit la ville de Saint-Pierre, en Martinique ?",
                "In which year did the eruption of Mount Pelée destroy the town of Saint-Pierre, in Martinique?",
            ],
            about: [
                "l'éruption de la montagne Pelée qui détruisit Saint-Pierre",
                "the eruption of Mount Pelée that destroyed Saint-Pierre",
            ],
            value: 1902.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année a eu lieu le séisme de Lambesc, le plus meurtrier du XXe siècle en France métropolitaine ?",
                "In which year did the Lambesc earthquake, the deadliest of the 20th century in mainland France, happen?",
            ],
            about: [
                "le séisme de Lambesc, en Provence",
                "the Lambesc earthquake, in Provence",
            ],
            value: 1909.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de degrés compte l'échelle européenne des intensités (EMS-98) ?",
                "How many degrees does the European intensity scale (EMS-98) have?",
            ],
            about: [
                "les degrés de l'échelle européenne des intensités",
                "the degrees of the European intensity scale",
            ],
            value: 12.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de zones de sismicité le zonage sismique de la France, en vigueur depuis 2011, compte-t-il ?",
                "How many seismicity zones does France's seismic zoning, in force since 2011, have?",
            ],
            about: [
                "les zones de sismicité du zonage sismique de la France",
                "the seismicity zones of France's seismic zoning",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un tsunami traverse l'océan à 600 km/h. Combien de kilomètres parcourt-il en 3 heures ?",
                "A tsunami crosses the ocean at 600 km/h. How many kilometres does it travel in 3 hours?",
            ],
            about: [
                "la distance parcourue en 3 heures par un tsunami à 600 km/h, en kilomètres",
                "the distance a tsunami at 600 km/h travels in 3 hours, in kilometres",
            ],
            value: 1800.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// A flower cut lengthwise.
pub(crate) static FLOWER: Diagram = Diagram {
    title: ["une fleur en coupe", "a flower cut lengthwise"],
    size: (420.0, 320.0),
    draw: draw::flower_section,
    parts: &[
        Part {
            name: ["un pétale", "a petal"],
            at: (130.0, 150.0),
            label: (30.0, 110.0),
        },
        Part {
            name: ["un sépale", "a sepal"],
            at: (147.0, 239.0),
            label: (30.0, 250.0),
        },
        Part {
            name: ["une étamine", "a stamen"],
            at: (252.0, 150.0),
            label: (390.0, 150.0),
        },
        Part {
            name: ["le stigmate", "the stigma"],
            at: (208.0, 123.0),
            label: (208.0, 30.0),
        },
        Part {
            name: ["l'ovaire", "the ovary"],
            at: (192.0, 214.0),
            label: (30.0, 300.0),
        },
        Part {
            name: ["un ovule", "an ovule"],
            at: (208.0, 227.0),
            label: (390.0, 270.0),
        },
    ],
};

/// A neuron.
pub(crate) static NEURON: Diagram = Diagram {
    title: ["un neurone", "a neuron"],
    size: (440.0, 240.0),
    draw: draw::neuron,
    parts: &[
        Part {
            name: ["une dendrite", "a dendrite"],
            at: (76.0, 78.0),
            label: (30.0, 25.0),
        },
        Part {
            name: ["le corps cellulaire", "the cell body"],
            at: (126.0, 136.0),
            label: (120.0, 228.0),
        },
        Part {
            name: ["le noyau", "the nucleus"],
            at: (106.0, 118.0),
            label: (30.0, 228.0),
        },
        Part {
            name: ["l'axone", "the axon"],
            at: (260.0, 120.0),
            label: (260.0, 40.0),
        },
        Part {
            name: ["une terminaison de l'axone", "an axon terminal"],
            at: (408.0, 156.0),
            label: (415.0, 225.0),
        },
    ],
};

/// Écosystèmes et biodiversité.
pub(crate) static ECOSYSTEMES: Bank = Bank {
    chapter: "svt-4e-ecosystemes-et-biodiversite",
    title: ["Écosystèmes et biodiversité", "Ecosystems and biodiversity"],
    relations: &[Relation {
        name: ["Le vocabulaire de l'écologie", "The words of ecology"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un écosystème", "an ecosystem"],
                [
                    "l'ensemble formé par un milieu de vie et les êtres vivants qui l'habitent, en interaction",
                    "a living place and the living things that inhabit it, interacting together",
                ],
                ["Qu'est-ce qu'un écosystème ?", "What is an ecosystem?"],
                [
                    "Comment appelle-t-on l'ensemble formé par un milieu de vie et les êtres vivants qui l'habitent, en interaction ?",
                    "What are a living place and the living things that inhabit it, interacting together, called?",
                ],
            ),
            pair(
                ["le biotope", "the biotope"],
                [
                    "le milieu de vie d'un écosystème et ses caractéristiques physiques et chimiques : sol, eau, lumière, climat",
                    "the living place of an ecosystem and its physical and chemical features: soil, water, light, climate",
                ],
                [
                    "Qu'est-ce que le biotope d'un écosystème ?",
                    "What is the biotope of an ecosystem?",
                ],
                [
                    "Comment appelle-t-on le milieu de vie d'un écosystème et ses caractéristiques physiques et chimiques ?",
                    "What is the living place of an ecosystem, with its physical and chemical features, called?",
                ],
            ),
            pair(
                ["la biocénose", "the biocoenosis"],
                [
                    "l'ensemble des êtres vivants d'un écosystème",
                    "all the living things of an ecosystem",
                ],
                [
                    "Qu'est-ce que la biocénose d'un écosystème ?",
                    "What is the biocoenosis of an ecosystem?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des êtres vivants d'un écosystème ?",
                    "What are all the living things of an ecosystem called?",
                ],
            ),
            pair(
                ["une population", "a population"],
                [
                    "l'ensemble des individus d'une même espèce qui vivent dans un même milieu",
                    "all the individuals of one species living in the same place",
                ],
                [
                    "Qu'est-ce qu'une population, en écologie ?",
                    "What is a population, in ecology?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des individus d'une même espèce qui vivent dans un même milieu ?",
                    "What are all the individuals of one species living in the same place called?",
                ],
            ),
            pair(
                ["un réseau trophique", "a food web"],
                [
                    "l'ensemble des relations alimentaires entre les êtres vivants d'un écosystème",
                    "all the feeding relationships between the living things of an ecosystem",
                ],
                ["Qu'est-ce qu'un réseau trophique ?", "What is a food web?"],
                [
                    "Comment appelle-t-on l'ensemble des relations alimentaires entre les êtres vivants d'un écosystème ?",
                    "What are all the feeding relationships between the living things of an ecosystem called?",
                ],
            ),
            pair(
                ["la biodiversité", "biodiversity"],
                [
                    "la diversité du vivant à trois niveaux : les écosystèmes, les espèces et les individus d'une même espèce",
                    "the variety of life at three levels: ecosystems, species and the individuals of one species",
                ],
                ["Qu'est-ce que la biodiversité ?", "What is biodiversity?"],
                [
                    "Comment appelle-t-on la diversité du vivant à trois niveaux : les écosystèmes, les espèces et les individus d'une même espèce ?",
                    "What is the variety of life at three levels (ecosystems, species and the individuals of one species) called?",
                ],
            ),
            pair(
                ["une espèce invasive", "an invasive species"],
                [
                    "une espèce introduite par l'être humain dans un milieu où elle prolifère et menace les espèces locales",
                    "a species brought by humans into a place where it spreads and threatens the local species",
                ],
                [
                    "Qu'est-ce qu'une espèce invasive ?",
                    "What is an invasive species?",
                ],
                [
                    "Comment appelle-t-on une espèce introduite par l'être humain dans un milieu où elle prolifère et menace les espèces locales ?",
                    "What is a species brought by humans into a place where it spreads and threatens the local species called?",
                ],
            ),
            pair(
                ["un corridor écologique", "a wildlife corridor"],
                [
                    "une bande de milieux naturels qui relie des habitats et permet aux espèces de se déplacer",
                    "a strip of natural habitat that links living places and lets species move between them",
                ],
                [
                    "Qu'est-ce qu'un corridor écologique ?",
                    "What is a wildlife corridor?",
                ],
                [
                    "Comment appelle-t-on une bande de milieux naturels qui relie des habitats et permet aux espèces de se déplacer ?",
                    "What is a strip of natural habitat that links living places and lets species move between them called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les menaces sur la biodiversité", "Threats to biodiversity"],
            which: [
                "Parmi ces activités humaines, lesquelles menacent la biodiversité ?",
                "Which of these human activities threaten biodiversity?",
            ],
            which_not: [
                "Parmi ces activités humaines, lesquelles ne menacent pas la biodiversité ?",
                "Which of these human activities do not threaten biodiversity?",
            ],
            members: &[
                [
                    "la destruction des haies et des zones humides",
                    "destroying hedgerows and wetlands",
                ],
                [
                    "la pollution des eaux et des sols",
                    "polluting water and soils",
                ],
                ["la surpêche", "overfishing"],
                [
                    "l'introduction d'espèces invasives",
                    "bringing in invasive species",
                ],
            ],
            others: &[
                [
                    "la création d'une réserve naturelle",
                    "creating a nature reserve",
                ],
                [
                    "l'aménagement de corridors écologiques",
                    "laying out wildlife corridors",
                ],
                ["la replantation de haies", "replanting hedgerows"],
                ["la fixation de quotas de pêche", "setting fishing quotas"],
            ],
        },
        Group {
            name: ["Le biotope", "The biotope"],
            which: [
                "Parmi ces éléments d'un écosystème forestier, lesquels font partie du biotope ?",
                "Which of these parts of a forest ecosystem belong to the biotope?",
            ],
            which_not: [
                "Parmi ces éléments d'un écosystème forestier, lesquels ne font pas partie du biotope ?",
                "Which of these parts of a forest ecosystem do not belong to the biotope?",
            ],
            members: &[
                ["la température", "the temperature"],
                ["la lumière", "light"],
                ["l'humidité du sol", "the moisture of the soil"],
                ["les roches du sous-sol", "the rocks beneath the soil"],
            ],
            others: &[
                ["les vers de terre", "earthworms"],
                ["les champignons", "fungi"],
                ["les chênes", "oak trees"],
                ["les mésanges", "tits"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: [
                "Les niveaux d'un réseau trophique",
                "The levels of a food web",
            ],
            order: [
                "Range ces êtres vivants d'une chaîne alimentaire de la forêt, du producteur au dernier consommateur.",
                "Put these living things of a forest food chain in order, from the producer to the last consumer.",
            ],
            backward: [
                "Range ces êtres vivants d'une chaîne alimentaire de la forêt, du dernier consommateur au producteur.",
                "Put these living things of a forest food chain in order, from the last consumer to the producer.",
            ],
            next: [
                "Dans la chaîne alimentaire de la forêt chêne, chenille, mésange, épervier, qui mange « {} » ?",
                "In the forest food chain oak, caterpillar, tit, sparrowhawk, what eats “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la chaîne alimentaire de la forêt chêne, chenille, mésange, épervier, « {a} » est plus bas dans la chaîne que « {b} ».",
                "True or false: in the forest food chain oak, caterpillar, tit, sparrowhawk, “{a}” comes lower in the chain than “{b}”.",
            ],
            steps: &[
                ["le chêne", "the oak"],
                ["la chenille", "the caterpillar"],
                ["la mésange", "the tit"],
                ["l'épervier", "the sparrowhawk"],
            ],
        },
        Sequence {
            name: [
                "La colonisation d'une roche nue",
                "Plants settling on bare rock",
            ],
            order: [
                "Range dans l'ordre les étapes de la colonisation d'une roche nue par les végétaux, de la première à la dernière.",
                "Put the stages of plants settling on bare rock in order, from first to last.",
            ],
            backward: [
                "Range les étapes de la colonisation d'une roche nue par les végétaux de la dernière à la première.",
                "Put the stages of plants settling on bare rock in order from last to first.",
            ],
            next: [
                "Lors de la colonisation d'une roche nue, quelle étape vient juste après celle-ci : « {} » ?",
                "When plants settle on bare rock, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : lors de la colonisation d'une roche nue, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: when plants settle on bare rock, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                [
                    "des lichens et des mousses s'installent sur la roche",
                    "lichens and mosses settle on the rock",
                ],
                [
                    "un sol mince se forme et des herbes y poussent",
                    "a thin soil forms and grasses grow on it",
                ],
                ["des arbustes s'installent", "shrubs settle"],
                ["une forêt se développe", "a forest grows"],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Dans un carré de 1 m² d'une pelouse, on compte 12 pâquerettes. Combien de pâquerettes estime-t-on sur toute la pelouse, qui mesure 50 m² ?",
                "In a 1 m² square of a lawn, there are 12 daisies. How many daisies are estimated on the whole lawn, which covers 50 m²?",
            ],
            about: [
                "l'estimation des pâquerettes d'une pelouse de 50 m², avec 12 pâquerettes par mètre carré",
                "the estimated daisies of a 50 m² lawn, with 12 daisies per square metre",
            ],
            value: 600.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Environ 10 % de la matière d'un niveau d'une chaîne alimentaire passe au niveau suivant. Avec 500 kg de végétaux, combien de kilogrammes d'herbivores peut-on produire ?",
                "About 10% of the matter of one level of a food chain passes on to the next level. With 500 kg of plants, how many kilograms of herbivores can be produced?",
            ],
            about: [
                "la masse d'herbivores produite avec 500 kg de végétaux, en kilogrammes",
                "the mass of herbivores produced from 500 kg of plants, in kilograms",
            ],
            value: 50.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Environ 10 % de la matière d'un niveau d'une chaîne alimentaire passe au niveau suivant. Avec 500 kg de végétaux, combien de kilogrammes de carnivores mangeurs d'herbivores peut-on produire ?",
                "About 10% of the matter of one level of a food chain passes on to the next level. With 500 kg of plants, how many kilograms of carnivores feeding on herbivores can be produced?",
            ],
            about: [
                "la masse de carnivores produite avec 500 kg de végétaux, en kilogrammes",
                "the mass of carnivores produced from 500 kg of plants, in kilograms",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans un carré de 1 m² d'une prairie, on compte 8 pieds de trèfle. Combien de pieds de trèfle estime-t-on sur toute la prairie, qui mesure 25 m² ?",
                "In a 1 m² square of a meadow, there are 8 clover plants. How many clover plants are estimated on the whole meadow, which covers 25 m²?",
            ],
            about: [
                "l'estimation des pieds de trèfle d'une prairie de 25 m², avec 8 pieds par mètre carré",
                "the estimated clover plants of a 25 m² meadow, with 8 plants per square metre",
            ],
            value: 200.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Reproduction des plantes à fleurs et dispersion.
pub(crate) static PLANTES: Bank = Bank {
    chapter: "svt-4e-reproduction-des-plantes",
    title: [
        "La reproduction des plantes à fleurs",
        "How flowering plants reproduce",
    ],
    relations: &[
        Relation {
            name: ["Les parties de la fleur", "The parts of the flower"],
            matching: [
                "Associe chaque partie de la fleur à son rôle.",
                "Match each part of the flower with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les sépales", "the sepals"],
                    [
                        "protéger la fleur quand elle est encore en bouton",
                        "to protect the flower while it is still a bud",
                    ],
                    [
                        "Quel est le rôle des sépales ?",
                        "What is the role of the sepals?",
                    ],
                    [
                        "Quelles pièces vertes de la fleur la protègent quand elle est encore en bouton ?",
                        "Which green parts of the flower protect it while it is still a bud?",
                    ],
                ),
                pair(
                    ["les pétales", "the petals"],
                    [
                        "attirer les insectes pollinisateurs par leur couleur",
                        "to attract pollinating insects with their colour",
                    ],
                    [
                        "Quel est le rôle des pétales ?",
                        "What is the role of the petals?",
                    ],
                    [
                        "Quelles pièces de la fleur attirent les insectes pollinisateurs par leur couleur ?",
                        "Which parts of the flower attract pollinating insects with their colour?",
                    ],
                ),
                pair(
                    ["les étamines", "the stamens"],
                    ["produire le pollen", "to produce pollen"],
                    [
                        "Quel est le rôle des étamines ?",
                        "What is the role of the stamens?",
                    ],
                    [
                        "Quels organes mâles de la fleur produisent le pollen ?",
                        "Which male organs of the flower produce pollen?",
                    ],
                ),
                pair(
                    ["le stigmate", "the stigma"],
                    [
                        "recevoir les grains de pollen",
                        "to receive the pollen grains",
                    ],
                    [
                        "Quel est le rôle du stigmate ?",
                        "What is the role of the stigma?",
                    ],
                    [
                        "Quelle partie du pistil, à son sommet, reçoit les grains de pollen ?",
                        "Which part of the pistil, at its top, receives the pollen grains?",
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
                        "Quelle partie du pistil contient les ovules et devient le fruit après la fécondation ?",
                        "Which part of the pistil holds the ovules and becomes the fruit after fertilisation?",
                    ],
                ),
                pair(
                    ["les ovules", "the ovules"],
                    [
                        "contenir chacun une cellule reproductrice femelle et devenir des graines après la fécondation",
                        "to hold each a female reproductive cell and become seeds after fertilisation",
                    ],
                    [
                        "Quel est le rôle des ovules d'une fleur ?",
                        "What is the role of the ovules of a flower?",
                    ],
                    [
                        "Quelles petites structures de l'ovaire contiennent chacune une cellule reproductrice femelle et deviennent des graines ?",
                        "Which small structures of the ovary each hold a female reproductive cell and become seeds?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Le vocabulaire de la reproduction des plantes",
                "The words of plant reproduction",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la pollinisation", "pollination"],
                    [
                        "le transport du pollen des étamines jusqu'au pistil d'une fleur de la même espèce",
                        "carrying pollen from the stamens to the pistil of a flower of the same species",
                    ],
                    ["Qu'est-ce que la pollinisation ?", "What is pollination?"],
                    [
                        "Comment appelle-t-on le transport du pollen des étamines jusqu'au pistil d'une fleur de la même espèce ?",
                        "What is carrying pollen from the stamens to the pistil of a flower of the same species called?",
                    ],
                ),
                pair(
                    ["la fécondation", "fertilisation"],
                    [
                        "l'union d'une cellule reproductrice mâle, apportée par le grain de pollen, et d'une cellule reproductrice femelle de l'ovule",
                        "the joining of a male reproductive cell, brought by the pollen grain, and a female reproductive cell of the ovule",
                    ],
                    [
                        "Qu'est-ce que la fécondation, chez une plante à fleurs ?",
                        "What is fertilisation, in a flowering plant?",
                    ],
                    [
                        "Comment appelle-t-on l'union d'une cellule reproductrice mâle, apportée par le grain de pollen, et d'une cellule reproductrice femelle de l'ovule ?",
                        "What is the joining of a male reproductive cell, brought by the pollen grain, and a female reproductive cell of the ovule called?",
                    ],
                ),
                pair(
                    ["un fruit", "a fruit"],
                    [
                        "l'organe qui provient de l'ovaire après la fécondation et qui contient les graines",
                        "the organ that comes from the ovary after fertilisation and holds the seeds",
                    ],
                    [
                        "Qu'est-ce qu'un fruit, pour un botaniste ?",
                        "What is a fruit, to a botanist?",
                    ],
                    [
                        "Comment appelle-t-on l'organe qui provient de l'ovaire après la fécondation et qui contient les graines ?",
                        "What is the organ that comes from the ovary after fertilisation and holds the seeds called?",
                    ],
                ),
                pair(
                    ["une graine", "a seed"],
                    [
                        "l'organe qui provient d'un ovule fécondé et qui contient l'embryon d'une future plante et ses réserves",
                        "the organ that comes from a fertilised ovule and holds the embryo of a future plant and its food store",
                    ],
                    ["Qu'est-ce qu'une graine ?", "What is a seed?"],
                    [
                        "Comment appelle-t-on l'organe qui provient d'un ovule fécondé et qui contient l'embryon d'une future plante et ses réserves ?",
                        "What is the organ that comes from a fertilised ovule and holds the embryo of a future plant and its food store called?",
                    ],
                ),
                pair(
                    ["la dissémination", "dispersal"],
                    [
                        "la dispersion des graines et des fruits loin de la plante qui les a produits",
                        "the scattering of seeds and fruits far from the plant that made them",
                    ],
                    [
                        "Qu'est-ce que la dissémination des graines ?",
                        "What is seed dispersal?",
                    ],
                    [
                        "Comment appelle-t-on la dispersion des graines et des fruits loin de la plante qui les a produits ?",
                        "What is the scattering of seeds and fruits far from the plant that made them called?",
                    ],
                ),
                pair(
                    ["la germination", "germination"],
                    [
                        "le développement d'une graine en une jeune plante",
                        "a seed growing into a young plant",
                    ],
                    ["Qu'est-ce que la germination ?", "What is germination?"],
                    [
                        "Comment appelle-t-on le développement d'une graine en une jeune plante ?",
                        "What is a seed growing into a young plant called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Des fruits, au sens botanique",
                "Fruits, in the botanical sense",
            ],
            which: [
                "Parmi ces organes de plantes, lesquels sont des fruits au sens botanique ?",
                "Which of these plant organs are fruits in the botanical sense?",
            ],
            which_not: [
                "Parmi ces organes de plantes, lesquels ne sont pas des fruits au sens botanique ?",
                "Which of these plant organs are not fruits in the botanical sense?",
            ],
            members: &[
                ["la tomate", "the tomato"],
                ["le concombre", "the cucumber"],
                ["la gousse de haricot", "the bean pod"],
                ["la pomme", "the apple"],
            ],
            others: &[
                ["la carotte", "the carrot"],
                ["la pomme de terre", "the potato"],
                ["la feuille de salade", "the lettuce leaf"],
                ["le poireau", "the leek"],
            ],
        },
        Group {
            name: ["La dissémination par le vent", "Dispersal by the wind"],
            which: [
                "Parmi ces fruits, lesquels sont disséminés par le vent ?",
                "Which of these fruits are dispersed by the wind?",
            ],
            which_not: [
                "Parmi ces fruits, lesquels ne sont pas disséminés par le vent ?",
                "Which of these fruits are not dispersed by the wind?",
            ],
            members: &[
                [
                    "les fruits à aigrette du pissenlit",
                    "the feathery fruits of the dandelion",
                ],
                [
                    "les fruits ailés de l'érable",
                    "the winged fruits of the maple",
                ],
            ],
            others: &[
                [
                    "les fruits à crochets de la bardane, accrochés aux poils des animaux",
                    "the hooked fruits of the burdock, caught in animals' fur",
                ],
                [
                    "les cerises, mangées par les oiseaux",
                    "cherries, eaten by birds",
                ],
                [
                    "les glands, enterrés par les geais",
                    "acorns, buried by jays",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la fleur à la nouvelle plante",
            "From the flower to the new plant",
        ],
        order: [
            "Range dans l'ordre les étapes de la reproduction d'une plante à fleurs, de la première à la dernière.",
            "Put the stages of a flowering plant's reproduction in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la reproduction d'une plante à fleurs de la dernière à la première.",
            "Put the stages of a flowering plant's reproduction in order from last to first.",
        ],
        next: [
            "Lors de la reproduction d'une plante à fleurs, quelle étape vient juste après celle-ci : « {} » ?",
            "In a flowering plant's reproduction, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de la reproduction d'une plante à fleurs, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a flowering plant's reproduction, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "les étamines libèrent le pollen",
                "the stamens release the pollen",
            ],
            [
                "un insecte ou le vent transporte le pollen jusqu'au pistil",
                "an insect or the wind carries the pollen to the pistil",
            ],
            [
                "une cellule reproductrice mâle s'unit à la cellule reproductrice femelle d'un ovule",
                "a male reproductive cell joins the female reproductive cell of an ovule",
            ],
            [
                "l'ovule devient une graine et l'ovaire devient un fruit",
                "the ovule becomes a seed and the ovary becomes a fruit",
            ],
            [
                "les graines sont dispersées loin de la plante",
                "the seeds are scattered far from the plant",
            ],
            [
                "une graine germe et donne une nouvelle plante",
                "a seed germinates and gives a new plant",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Sur 40 graines semées, 30 germent. Quel est le pourcentage de germination ?",
                "Out of 40 seeds sown, 30 germinate. What is the germination percentage?",
            ],
            about: [
                "le pourcentage de germination quand 30 graines sur 40 germent",
                "the germination percentage when 30 seeds out of 40 germinate",
            ],
            value: 75.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Sur 50 graines semées, 40 germent. Quel est le pourcentage de germination ?",
                "Out of 50 seeds sown, 40 germinate. What is the germination percentage?",
            ],
            about: [
                "le pourcentage de germination quand 40 graines sur 50 germent",
                "the germination percentage when 40 seeds out of 50 germinate",
            ],
            value: 80.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une gousse de petit pois contient 7 graines. Combien d'ovules de la fleur ont été fécondés ?",
                "A pea pod holds 7 seeds. How many of the flower's ovules were fertilised?",
            ],
            about: [
                "les ovules fécondés d'une gousse de 7 graines",
                "the fertilised ovules of a pod with 7 seeds",
            ],
            value: 7.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de pétales compte une fleur de colza ?",
                "How many petals does a rapeseed flower have?",
            ],
            about: [
                "les pétales d'une fleur de colza",
                "the petals of a rapeseed flower",
            ],
            value: 4.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&FLOWER],
};

/// Le système nerveux et la commande du mouvement.
pub(crate) static NERVEUX: Bank = Bank {
    chapter: "svt-4e-systeme-nerveux",
    title: ["Le système nerveux", "The nervous system"],
    relations: &[Relation {
        name: [
            "Du récepteur au muscle",
            "From the sense organ to the muscle",
        ],
        matching: [
            "Associe chaque élément à son rôle.",
            "Match each part with its role.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un organe des sens", "a sense organ"],
                [
                    "capter une stimulation et la traduire en message nerveux",
                    "to pick up a stimulus and turn it into a nerve message",
                ],
                [
                    "Quel est le rôle d'un organe des sens, comme l'œil ou l'oreille ?",
                    "What is the role of a sense organ, such as the eye or the ear?",
                ],
                [
                    "Quel organe, comme l'œil ou l'oreille, capte une stimulation et la traduit en message nerveux ?",
                    "Which organ, such as the eye or the ear, picks up a stimulus and turns it into a nerve message?",
                ],
            ),
            pair(
                ["un nerf sensitif", "a sensory nerve"],
                [
                    "conduire le message nerveux d'un organe des sens vers les centres nerveux",
                    "to carry the nerve message from a sense organ to the nerve centres",
                ],
                [
                    "Quel est le rôle d'un nerf sensitif ?",
                    "What is the role of a sensory nerve?",
                ],
                [
                    "Quel nerf conduit le message nerveux d'un organe des sens vers les centres nerveux ?",
                    "Which nerve carries the nerve message from a sense organ to the nerve centres?",
                ],
            ),
            pair(
                ["le cerveau", "the brain"],
                [
                    "analyser les messages des organes des sens et élaborer les commandes des mouvements volontaires",
                    "to analyse the messages of the sense organs and work out the commands of voluntary movements",
                ],
                [
                    "Quel est le rôle du cerveau dans la commande du mouvement ?",
                    "What is the role of the brain in controlling movement?",
                ],
                [
                    "Quel centre nerveux analyse les messages des organes des sens et élabore les commandes des mouvements volontaires ?",
                    "Which nerve centre analyses the messages of the sense organs and works out the commands of voluntary movements?",
                ],
            ),
            pair(
                ["la moelle épinière", "the spinal cord"],
                [
                    "transmettre les commandes du cerveau aux nerfs moteurs et commander les réflexes",
                    "to pass the brain's commands on to the motor nerves and control reflexes",
                ],
                [
                    "Quel est le rôle de la moelle épinière ?",
                    "What is the role of the spinal cord?",
                ],
                [
                    "Quel centre nerveux, logé dans la colonne vertébrale, transmet les commandes du cerveau aux nerfs moteurs et commande les réflexes ?",
                    "Which nerve centre, inside the backbone, passes the brain's commands on to the motor nerves and controls reflexes?",
                ],
            ),
            pair(
                ["un nerf moteur", "a motor nerve"],
                [
                    "conduire le message nerveux des centres nerveux vers un muscle",
                    "to carry the nerve message from the nerve centres to a muscle",
                ],
                [
                    "Quel est le rôle d'un nerf moteur ?",
                    "What is the role of a motor nerve?",
                ],
                [
                    "Quel nerf conduit le message nerveux des centres nerveux vers un muscle ?",
                    "Which nerve carries the nerve message from the nerve centres to a muscle?",
                ],
            ),
            pair(
                ["un muscle", "a muscle"],
                [
                    "se contracter et mettre en mouvement une partie du corps",
                    "to contract and move a part of the body",
                ],
                [
                    "Quel est le rôle d'un muscle ?",
                    "What is the role of a muscle?",
                ],
                [
                    "Quel organe se contracte et met en mouvement une partie du corps ?",
                    "Which organ contracts and moves a part of the body?",
                ],
            ),
            pair(
                ["un neurone", "a neuron"],
                [
                    "produire et transmettre des messages nerveux",
                    "to produce and pass on nerve messages",
                ],
                [
                    "Quel est le rôle d'un neurone ?",
                    "What is the role of a neuron?",
                ],
                [
                    "Quelle cellule produit et transmet des messages nerveux ?",
                    "Which cell produces and passes on nerve messages?",
                ],
            ),
            pair(
                ["une synapse", "a synapse"],
                [
                    "faire passer le message d'un neurone à une autre cellule grâce à une substance chimique",
                    "to pass the message from one neuron to another cell by means of a chemical",
                ],
                [
                    "Quel est le rôle d'une synapse ?",
                    "What is the role of a synapse?",
                ],
                [
                    "Quelle zone de contact fait passer le message d'un neurone à une autre cellule grâce à une substance chimique ?",
                    "Which contact zone passes the message from one neuron to another cell by means of a chemical?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les centres nerveux", "The nerve centres"],
            which: [
                "Parmi ces organes, lesquels sont des centres nerveux ?",
                "Which of these organs are nerve centres?",
            ],
            which_not: [
                "Parmi ces organes, lesquels ne sont pas des centres nerveux ?",
                "Which of these organs are not nerve centres?",
            ],
            members: &[
                ["le cerveau", "the brain"],
                ["la moelle épinière", "the spinal cord"],
                ["le cervelet", "the cerebellum"],
            ],
            others: &[
                ["le nerf optique", "the optic nerve"],
                ["le nerf sciatique", "the sciatic nerve"],
                ["le biceps", "the biceps"],
                ["l'œil", "the eye"],
            ],
        },
        Group {
            name: [
                "Ce qui perturbe le système nerveux",
                "What disrupts the nervous system",
            ],
            which: [
                "Parmi ces habitudes, lesquelles perturbent le fonctionnement du système nerveux ?",
                "Which of these habits disrupt the working of the nervous system?",
            ],
            which_not: [
                "Parmi ces habitudes, lesquelles ne perturbent pas le fonctionnement du système nerveux ?",
                "Which of these habits do not disrupt the working of the nervous system?",
            ],
            members: &[
                ["boire de l'alcool", "drinking alcohol"],
                ["fumer du cannabis", "smoking cannabis"],
                ["manquer de sommeil", "lacking sleep"],
                [
                    "rester devant un écran tard le soir",
                    "staying in front of a screen late at night",
                ],
            ],
            others: &[
                [
                    "dormir suffisamment à heures régulières",
                    "sleeping enough at regular times",
                ],
                [
                    "pratiquer une activité physique régulière",
                    "taking regular exercise",
                ],
                ["manger de façon équilibrée", "eating a balanced diet"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le trajet du message nerveux",
            "The path of the nerve message",
        ],
        order: [
            "Un gardien de but voit arriver le ballon et tend le bras. Range dans l'ordre les étapes de ce mouvement volontaire, de la première à la dernière.",
            "A goalkeeper sees the ball coming and stretches out an arm. Put the stages of this voluntary movement in order, from first to last.",
        ],
        backward: [
            "Un gardien de but voit arriver le ballon et tend le bras. Range les étapes de ce mouvement volontaire de la dernière à la première.",
            "A goalkeeper sees the ball coming and stretches out an arm. Put the stages of this voluntary movement in order from last to first.",
        ],
        next: [
            "Quand un gardien de but voit arriver le ballon et tend le bras, quelle étape vient juste après celle-ci : « {} » ?",
            "When a goalkeeper sees the ball coming and stretches out an arm, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : quand un gardien de but voit arriver le ballon et tend le bras, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when a goalkeeper sees the ball coming and stretches out an arm, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "l'œil capte l'image du ballon",
                "the eye picks up the image of the ball",
            ],
            [
                "le nerf optique conduit un message nerveux jusqu'au cerveau",
                "the optic nerve carries a nerve message to the brain",
            ],
            [
                "le cerveau analyse le message et élabore une commande",
                "the brain analyses the message and works out a command",
            ],
            [
                "la moelle épinière transmet la commande au nerf moteur",
                "the spinal cord passes the command on to the motor nerve",
            ],
            [
                "le nerf moteur conduit la commande jusqu'aux muscles du bras",
                "the motor nerve carries the command to the arm muscles",
            ],
            [
                "les muscles du bras se contractent",
                "the arm muscles contract",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un message nerveux parcourt un nerf à 100 m/s. Combien de millisecondes met-il pour parcourir 2 m ?",
                "A nerve message travels along a nerve at 100 m/s. How many milliseconds does it take to travel 2 m?",
            ],
            about: [
                "la durée du trajet d'un message nerveux à 100 m/s sur 2 m, en millisecondes",
                "the travel time of a nerve message at 100 m/s over 2 m, in milliseconds",
            ],
            value: 20.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un message nerveux parcourt 1,5 m en 30 ms. Quelle est sa vitesse, en mètres par seconde ?",
                "A nerve message travels 1.5 m in 30 ms. What is its speed, in metres per second?",
            ],
            about: [
                "la vitesse d'un message nerveux qui parcourt 1,5 m en 30 ms, en mètres par seconde",
                "the speed of a nerve message travelling 1.5 m in 30 ms, in metres per second",
            ],
            value: 50.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un message nerveux parcourt un nerf à 50 m/s. Combien de mètres parcourt-il en 0,04 s ?",
                "A nerve message travels along a nerve at 50 m/s. How many metres does it travel in 0.04 s?",
            ],
            about: [
                "la distance parcourue en 0,04 s par un message nerveux à 50 m/s, en mètres",
                "the distance a nerve message at 50 m/s travels in 0.04 s, in metres",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&NEURON],
};

/// Puberté, reproduction humaine et sexualité.
pub(crate) static PUBERTE: Bank = Bank {
    chapter: "svt-4e-puberte-et-reproduction",
    title: ["Puberté et reproduction", "Puberty and reproduction"],
    relations: &[
        Relation {
            name: ["Les organes reproducteurs", "The reproductive organs"],
            matching: [
                "Associe chaque organe à son rôle.",
                "Match each organ with its role.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["les testicules", "the testes"],
                    [
                        "produire les spermatozoïdes, à partir de la puberté, et la testostérone",
                        "to produce sperm cells, from puberty on, and testosterone",
                    ],
                    [
                        "Quel est le rôle des testicules ?",
                        "What is the role of the testes?",
                    ],
                    [
                        "Quels organes de l'homme produisent les spermatozoïdes et la testostérone ?",
                        "Which organs of the man produce sperm cells and testosterone?",
                    ],
                ),
                pair(
                    ["les ovaires", "the ovaries"],
                    [
                        "libérer une cellule reproductrice femelle à chaque cycle et produire des hormones",
                        "to release a female reproductive cell each cycle and produce hormones",
                    ],
                    [
                        "Quel est le rôle des ovaires ?",
                        "What is the role of the ovaries?",
                    ],
                    [
                        "Quels organes de la femme libèrent une cellule reproductrice femelle à chaque cycle et produisent des hormones ?",
                        "Which organs of the woman release a female reproductive cell each cycle and produce hormones?",
                    ],
                ),
                pair(
                    ["l'utérus", "the uterus"],
                    [
                        "accueillir l'embryon et permettre son développement pendant la grossesse",
                        "to receive the embryo and let it develop during pregnancy",
                    ],
                    [
                        "Quel est le rôle de l'utérus ?",
                        "What is the role of the uterus?",
                    ],
                    [
                        "Quel organe de la femme accueille l'embryon et permet son développement pendant la grossesse ?",
                        "Which organ of the woman receives the embryo and lets it develop during pregnancy?",
                    ],
                ),
                pair(
                    ["les trompes", "the fallopian tubes"],
                    [
                        "conduire la cellule reproductrice femelle vers l'utérus ; c'est là qu'a lieu la fécondation",
                        "to carry the female reproductive cell towards the uterus; this is where fertilisation happens",
                    ],
                    [
                        "Quel est le rôle des trompes ?",
                        "What is the role of the fallopian tubes?",
                    ],
                    [
                        "Quels conduits de l'appareil reproducteur féminin, où a lieu la fécondation, mènent la cellule reproductrice femelle vers l'utérus ?",
                        "Which ducts of the female reproductive system, where fertilisation happens, carry the female reproductive cell towards the uterus?",
                    ],
                ),
                pair(
                    ["les spermiductes", "the sperm ducts"],
                    [
                        "conduire les spermatozoïdes des testicules vers l'urètre",
                        "to carry the sperm cells from the testes to the urethra",
                    ],
                    [
                        "Quel est le rôle des spermiductes ?",
                        "What is the role of the sperm ducts?",
                    ],
                    [
                        "Quels conduits mènent les spermatozoïdes des testicules vers l'urètre ?",
                        "Which ducts carry the sperm cells from the testes to the urethra?",
                    ],
                ),
                pair(
                    [
                        "la prostate et les vésicules séminales",
                        "the prostate and the seminal vesicles",
                    ],
                    [
                        "produire le liquide qui, mêlé aux spermatozoïdes, forme le sperme",
                        "to produce the fluid that, mixed with the sperm cells, makes semen",
                    ],
                    [
                        "Quel est le rôle de la prostate et des vésicules séminales ?",
                        "What is the role of the prostate and the seminal vesicles?",
                    ],
                    ["", ""],
                ),
            ],
        },
        Relation {
            name: [
                "Le vocabulaire de la reproduction",
                "The words of reproduction",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la puberté", "puberty"],
                    [
                        "la période de transformation du corps qui le rend capable de se reproduire",
                        "the period when the body changes and becomes able to reproduce",
                    ],
                    ["Qu'est-ce que la puberté ?", "What is puberty?"],
                    [
                        "Comment appelle-t-on la période de transformation du corps qui le rend capable de se reproduire ?",
                        "What is the period when the body changes and becomes able to reproduce called?",
                    ],
                ),
                pair(
                    ["une hormone", "a hormone"],
                    [
                        "une substance produite par un organe et transportée par le sang, qui agit sur d'autres organes",
                        "a substance made by an organ and carried by the blood, which acts on other organs",
                    ],
                    ["Qu'est-ce qu'une hormone ?", "What is a hormone?"],
                    [
                        "Comment appelle-t-on une substance produite par un organe et transportée par le sang, qui agit sur d'autres organes ?",
                        "What is a substance made by an organ and carried by the blood, which acts on other organs, called?",
                    ],
                ),
                pair(
                    ["l'ovulation", "ovulation"],
                    [
                        "la libération d'une cellule reproductrice femelle par un ovaire, vers le 14e jour d'un cycle de 28 jours",
                        "the release of a female reproductive cell by an ovary, around day 14 of a 28-day cycle",
                    ],
                    ["Qu'est-ce que l'ovulation ?", "What is ovulation?"],
                    [
                        "Comment appelle-t-on la libération d'une cellule reproductrice femelle par un ovaire, vers le 14e jour d'un cycle de 28 jours ?",
                        "What is the release of a female reproductive cell by an ovary, around day 14 of a 28-day cycle, called?",
                    ],
                ),
                pair(
                    ["les règles", "a period"],
                    [
                        "l'élimination, avec un peu de sang, de la couche superficielle de la paroi de l'utérus, au début de chaque cycle",
                        "the shedding, with a little blood, of the surface layer of the uterus lining, at the start of each cycle",
                    ],
                    ["Que sont les règles ?", "What is a period?"],
                    [
                        "Comment appelle-t-on l'élimination, avec un peu de sang, de la couche superficielle de la paroi de l'utérus, au début de chaque cycle ?",
                        "What is the shedding, with a little blood, of the surface layer of the uterus lining, at the start of each cycle called?",
                    ],
                ),
                pair(
                    ["la fécondation", "fertilisation"],
                    [
                        "l'union d'un spermatozoïde et d'une cellule reproductrice femelle, qui forme une cellule-œuf",
                        "the joining of a sperm cell and a female reproductive cell, which forms a fertilised egg",
                    ],
                    [
                        "Qu'est-ce que la fécondation, chez l'être humain ?",
                        "What is fertilisation, in humans?",
                    ],
                    [
                        "Comment appelle-t-on l'union d'un spermatozoïde et d'une cellule reproductrice femelle, qui forme une cellule-œuf ?",
                        "What is the joining of a sperm cell and a female reproductive cell, which forms a fertilised egg, called?",
                    ],
                ),
                pair(
                    ["la nidation", "implantation"],
                    [
                        "l'implantation de l'embryon dans la paroi de l'utérus",
                        "the embryo settling into the lining of the uterus",
                    ],
                    ["Qu'est-ce que la nidation ?", "What is implantation?"],
                    [
                        "Comment appelle-t-on l'implantation de l'embryon dans la paroi de l'utérus ?",
                        "What is the embryo settling into the lining of the uterus called?",
                    ],
                ),
                pair(
                    ["la contraception", "contraception"],
                    [
                        "l'ensemble des méthodes qui permettent d'éviter une grossesse",
                        "all the methods used to avoid a pregnancy",
                    ],
                    ["Qu'est-ce que la contraception ?", "What is contraception?"],
                    [
                        "Comment appelle-t-on l'ensemble des méthodes qui permettent d'éviter une grossesse ?",
                        "What are all the methods used to avoid a pregnancy called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Se protéger des infections sexuellement transmissibles",
                "Protection against sexually transmitted infections",
            ],
            which: [
                "Parmi ces moyens de contraception, lesquels protègent aussi des infections sexuellement transmissibles ?",
                "Which of these means of contraception also protect against sexually transmitted infections?",
            ],
            which_not: [
                "Parmi ces moyens de contraception, lesquels ne protègent pas des infections sexuellement transmissibles ?",
                "Which of these means of contraception do not protect against sexually transmitted infections?",
            ],
            members: &[
                ["le préservatif masculin", "the male condom"],
                ["le préservatif féminin", "the female condom"],
            ],
            others: &[
                ["la pilule contraceptive", "the contraceptive pill"],
                ["le stérilet", "the coil (IUD)"],
                ["l'implant contraceptif", "the contraceptive implant"],
                ["la pilule du lendemain", "the morning-after pill"],
            ],
        },
        Group {
            name: [
                "Les caractères sexuels secondaires",
                "Secondary sexual characteristics",
            ],
            which: [
                "Parmi ces caractères, lesquels sont des caractères sexuels secondaires, qui apparaissent à la puberté ?",
                "Which of these characteristics are secondary sexual characteristics, which appear at puberty?",
            ],
            which_not: [
                "Parmi ces caractères, lesquels ne sont pas des caractères sexuels secondaires, qui apparaissent à la puberté ?",
                "Which of these characteristics are not secondary sexual characteristics, which appear at puberty?",
            ],
            members: &[
                ["l'apparition des poils pubiens", "the growth of pubic hair"],
                [
                    "la mue de la voix chez le garçon",
                    "the breaking of the voice in boys",
                ],
                [
                    "le développement des seins chez la fille",
                    "the growth of breasts in girls",
                ],
            ],
            others: &[
                [
                    "la présence de testicules dès la naissance",
                    "having testes from birth",
                ],
                [
                    "la présence d'ovaires dès la naissance",
                    "having ovaries from birth",
                ],
                [
                    "la présence d'un utérus dès la naissance",
                    "having a uterus from birth",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la fécondation à la naissance",
            "From fertilisation to birth",
        ],
        order: [
            "Range dans l'ordre ces étapes, de l'ovulation à la naissance.",
            "Put these stages in order, from ovulation to birth.",
        ],
        backward: [
            "Range ces étapes de la naissance à l'ovulation.",
            "Put these stages in order from birth back to ovulation.",
        ],
        next: [
            "De l'ovulation à la naissance, quelle étape vient juste après celle-ci : « {} » ?",
            "From ovulation to birth, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : de l'ovulation à la naissance, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: from ovulation to birth, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "un ovaire libère une cellule reproductrice femelle",
                "an ovary releases a female reproductive cell",
            ],
            [
                "un spermatozoïde la féconde dans une trompe",
                "a sperm cell fertilises it in a fallopian tube",
            ],
            [
                "la cellule-œuf se divise et devient un embryon",
                "the fertilised egg divides and becomes an embryo",
            ],
            [
                "l'embryon s'implante dans la paroi de l'utérus",
                "the embryo settles into the lining of the uterus",
            ],
            [
                "l'embryon devient un fœtus qui grandit pendant la grossesse",
                "the embryo becomes a foetus that grows during pregnancy",
            ],
            ["l'accouchement", "giving birth"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de jours dure en moyenne un cycle menstruel ?",
                "How many days does a menstrual cycle last on average?",
            ],
            about: [
                "la durée moyenne d'un cycle menstruel, en jours",
                "the mean length of a menstrual cycle, in days",
            ],
            value: 28.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans un cycle de 28 jours, vers quel jour a lieu l'ovulation ?",
                "In a 28-day cycle, around which day does ovulation happen?",
            ],
            about: [
                "le jour de l'ovulation dans un cycle de 28 jours",
                "the day of ovulation in a 28-day cycle",
            ],
            value: 14.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de mois dure environ une grossesse ?",
                "About how many months does a pregnancy last?",
            ],
            about: [
                "la durée d'une grossesse, en mois",
                "the length of a pregnancy, in months",
            ],
            value: 9.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Prints every template of the given banks, in both languages, to read them.
#[cfg(test)]
pub(crate) fn print_banks(banks: &'static [&'static Bank], rounds: u64) {
    use crate::domain::question::{Language, QuestionKind};
    use crate::generate::builtin::{Ctx, Lvl};
    for (mode, b) in banks.iter().enumerate() {
        println!("=== {} ({} templates)", b.chapter, 2 * b.templates().len());
        let kinds: Vec<QuestionKind> = b.templates().iter().map(|t| t.0).collect();
        for kind in kinds {
            for v in 0..bank::VARIANTS {
                for round in 0..rounds {
                    for lang in [Language::Fr, Language::En] {
                        let mut c = Ctx::new(round * 7 + 3, lang, Lvl::L6, mode as u8);
                        c.pin = Some(v);
                        c.round = round * 14;
                        let q = bank::special(banks, &mut c, kind).expect("a template");
                        let d = &q.draft;
                        let choices: Vec<String> = d
                            .choices
                            .iter()
                            .map(|c| format!("{}{}", if c.correct { "*" } else { "" }, c.text))
                            .collect();
                        println!(
                            "[{kind:?}/{v}] {}\n    {choices:?}\n    {:?}",
                            d.stem, d.answer
                        );
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    #[ignore = "prints the questions, to read them"]
    fn print_4e() {
        super::print_banks(super::BANKS, 2);
    }
}
