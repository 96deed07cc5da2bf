//! SVT 5e, cycle 4 (BO n° 31 du 30 juillet 2020) : érosion et paysages, météorologie et climat,
//! respiration, nutrition des organismes, reproduction, activité physique, digestion.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::svt_6e5e as draw;

/// This file's family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The banks of this file (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &EROSION,
    &METEO,
    &RESPIRATION,
    &NUTRITION,
    &REPRODUCTION,
    &ACTIVITE,
    &DIGESTION,
];

/// The human respiratory system.
pub(crate) static LUNGS: Diagram = Diagram {
    title: [
        "l'appareil respiratoire humain",
        "the human respiratory system",
    ],
    size: (420.0, 340.0),
    draw: draw::respiratory_system,
    parts: &[
        Part {
            name: ["les fosses nasales", "the nasal cavity"],
            at: (200.0, 32.0),
            label: (60.0, 25.0),
        },
        Part {
            name: ["la trachée", "the trachea"],
            at: (210.0, 110.0),
            label: (380.0, 90.0),
        },
        Part {
            name: ["une bronche", "a bronchus"],
            at: (244.0, 186.0),
            label: (380.0, 170.0),
        },
        Part {
            name: ["une bronchiole", "a bronchiole"],
            at: (148.0, 229.0),
            label: (40.0, 220.0),
        },
        Part {
            name: ["un poumon", "a lung"],
            at: (290.0, 250.0),
            label: (380.0, 260.0),
        },
        Part {
            name: ["le diaphragme", "the diaphragm"],
            at: (140.0, 284.0),
            label: (40.0, 320.0),
        },
    ],
};

/// The human heart, seen from the front.
pub(crate) static HEART: Diagram = Diagram {
    title: [
        "le cœur humain vu de face (la droite du corps est à gauche du schéma)",
        "the human heart seen from the front (the body's right is on the left of the diagram)",
    ],
    size: (420.0, 320.0),
    draw: draw::heart,
    parts: &[
        Part {
            name: ["l'oreillette droite", "the right atrium"],
            at: (140.0, 125.0),
            label: (40.0, 110.0),
        },
        Part {
            name: ["le ventricule droit", "the right ventricle"],
            at: (168.0, 230.0),
            label: (40.0, 240.0),
        },
        Part {
            name: ["l'oreillette gauche", "the left atrium"],
            at: (280.0, 140.0),
            label: (380.0, 160.0),
        },
        Part {
            name: ["le ventricule gauche", "the left ventricle"],
            at: (255.0, 235.0),
            label: (380.0, 250.0),
        },
        Part {
            name: ["l'aorte", "the aorta"],
            at: (290.0, 28.0),
            label: (380.0, 40.0),
        },
        Part {
            name: ["la veine cave", "the vena cava"],
            at: (150.0, 50.0),
            label: (40.0, 40.0),
        },
    ],
};

/// The human digestive system.
pub(crate) static DIGESTIVE: Diagram = Diagram {
    title: ["l'appareil digestif humain", "the human digestive system"],
    size: (420.0, 380.0),
    draw: draw::digestive_system,
    parts: &[
        Part {
            name: ["la bouche", "the mouth"],
            at: (198.0, 52.0),
            label: (40.0, 40.0),
        },
        Part {
            name: ["l'œsophage", "the oesophagus"],
            at: (211.0, 100.0),
            label: (380.0, 90.0),
        },
        Part {
            name: ["le foie", "the liver"],
            at: (150.0, 165.0),
            label: (40.0, 150.0),
        },
        Part {
            name: ["l'estomac", "the stomach"],
            at: (266.0, 175.0),
            label: (380.0, 160.0),
        },
        Part {
            name: ["le pancréas", "the pancreas"],
            at: (230.0, 222.0),
            label: (380.0, 215.0),
        },
        Part {
            name: ["l'intestin grêle", "the small intestine"],
            at: (210.0, 298.0),
            label: (380.0, 300.0),
        },
        Part {
            name: ["le gros intestin", "the large intestine"],
            at: (131.0, 290.0),
            label: (40.0, 290.0),
        },
    ],
};

/// Érosion, sédimentation et formation des paysages.
pub(crate) static EROSION: Bank = Bank {
    chapter: "svt-5e-erosion-et-paysages",
    title: ["Érosion et paysages", "Erosion and landscapes"],
    relations: &[
        Relation {
            name: ["Le vocabulaire de l'érosion", "The words of erosion"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'érosion", "erosion"],
                    [
                        "l'usure et la destruction des roches par l'eau, le vent ou la glace",
                        "the wearing away and breaking up of rocks by water, wind or ice",
                    ],
                    ["Qu'est-ce que l'érosion ?", "What is erosion?"],
                    [
                        "Comment appelle-t-on l'usure et la destruction des roches par l'eau, le vent ou la glace ?",
                        "What is the wearing away and breaking up of rocks by water, wind or ice called?",
                    ],
                ),
                pair(
                    ["la sédimentation", "sedimentation"],
                    [
                        "le dépôt des débris de roches transportés, au fond de l'eau ou sur le sol",
                        "the settling of carried rock debris, at the bottom of water or on the ground",
                    ],
                    ["Qu'est-ce que la sédimentation ?", "What is sedimentation?"],
                    [
                        "Comment appelle-t-on le dépôt des débris de roches transportés, au fond de l'eau ou sur le sol ?",
                        "What is the settling of carried rock debris, at the bottom of water or on the ground, called?",
                    ],
                ),
                pair(
                    ["un sédiment", "a sediment"],
                    [
                        "un dépôt de débris de roches ou de restes d'êtres vivants (sable, argile, coquilles)",
                        "a deposit of rock debris or remains of living things (sand, clay, shells)",
                    ],
                    ["Qu'est-ce qu'un sédiment ?", "What is a sediment?"],
                    [
                        "Comment appelle-t-on un dépôt de débris de roches ou de restes d'êtres vivants (sable, argile, coquilles) ?",
                        "What is a deposit of rock debris or remains of living things (sand, clay, shells) called?",
                    ],
                ),
                pair(
                    ["une roche sédimentaire", "a sedimentary rock"],
                    [
                        "une roche formée par le tassement et la cimentation de sédiments",
                        "a rock formed by the packing and cementing of sediments",
                    ],
                    [
                        "Qu'est-ce qu'une roche sédimentaire ?",
                        "What is a sedimentary rock?",
                    ],
                    [
                        "Comment appelle-t-on une roche formée par le tassement et la cimentation de sédiments ?",
                        "What is a rock formed by the packing and cementing of sediments called?",
                    ],
                ),
                pair(
                    ["une strate", "a stratum"],
                    [
                        "une couche de roche sédimentaire",
                        "a layer of sedimentary rock",
                    ],
                    ["Qu'est-ce qu'une strate ?", "What is a stratum?"],
                    [
                        "Comment appelle-t-on une couche de roche sédimentaire ?",
                        "What is a layer of sedimentary rock called?",
                    ],
                ),
                pair(
                    ["un fossile", "a fossil"],
                    [
                        "un reste ou une trace d'être vivant conservé dans une roche",
                        "the remains or a trace of a living thing kept in a rock",
                    ],
                    ["Qu'est-ce qu'un fossile ?", "What is a fossil?"],
                    [
                        "Comment appelle-t-on un reste ou une trace d'être vivant conservé dans une roche ?",
                        "What are the remains or a trace of a living thing kept in a rock called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Roches sédimentaires et origine",
                "Sedimentary rocks and their origin",
            ],
            matching: [
                "Associe chaque roche sédimentaire à ce qui l'a formée.",
                "Match each sedimentary rock with what formed it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le grès", "sandstone"],
                    ["des grains de sable cimentés", "cemented grains of sand"],
                    [
                        "De quoi le grès est-il formé ?",
                        "What is sandstone made of?",
                    ],
                    [
                        "Quelle roche sédimentaire est formée de grains de sable cimentés ?",
                        "Which sedimentary rock is made of cemented grains of sand?",
                    ],
                ),
                pair(
                    ["le poudingue", "conglomerate"],
                    ["des galets arrondis cimentés", "cemented rounded pebbles"],
                    [
                        "De quoi le poudingue est-il formé ?",
                        "What is conglomerate made of?",
                    ],
                    [
                        "Quelle roche sédimentaire est formée de galets arrondis cimentés ?",
                        "Which sedimentary rock is made of cemented rounded pebbles?",
                    ],
                ),
                pair(
                    ["le calcaire coquillier", "shelly limestone"],
                    [
                        "des coquilles d'animaux marins cimentées",
                        "cemented shells of sea animals",
                    ],
                    [
                        "De quoi le calcaire coquillier est-il formé ?",
                        "What is shelly limestone made of?",
                    ],
                    [
                        "Quelle roche sédimentaire est formée de coquilles d'animaux marins cimentées ?",
                        "Which sedimentary rock is made of cemented shells of sea animals?",
                    ],
                ),
                pair(
                    ["le charbon", "coal"],
                    [
                        "des restes de végétaux enfouis et transformés",
                        "buried and transformed plant remains",
                    ],
                    ["De quoi le charbon est-il formé ?", "What is coal made of?"],
                    [
                        "Quelle roche sédimentaire est formée de restes de végétaux enfouis et transformés ?",
                        "Which sedimentary rock is made of buried and transformed plant remains?",
                    ],
                ),
                pair(
                    ["le sel gemme", "rock salt"],
                    [
                        "du sel déposé par l'évaporation de l'eau de mer",
                        "salt left by the evaporation of sea water",
                    ],
                    [
                        "Comment le sel gemme s'est-il formé ?",
                        "How did rock salt form?",
                    ],
                    [
                        "Quelle roche sédimentaire est formée de sel déposé par l'évaporation de l'eau de mer ?",
                        "Which sedimentary rock is made of salt left by the evaporation of sea water?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
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
                ["le charbon", "coal"],
            ],
            others: &[
                ["le granite", "granite"],
                ["le basalte", "basalt"],
                ["le marbre", "marble"],
                ["la pierre ponce", "pumice"],
            ],
        },
        Group {
            name: ["Les agents de l'érosion", "The agents of erosion"],
            which: [
                "Parmi ces éléments, lesquels peuvent user et détruire les roches ?",
                "Which of these can wear away and break up rocks?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels n'usent pas les roches, mais se forment à partir de leurs débris ?",
                "Which of these do not wear away rocks, but form from their debris?",
            ],
            members: &[
                ["l'eau qui ruisselle", "running water"],
                ["le vent chargé de sable", "wind carrying sand"],
                ["la glace d'un glacier", "the ice of a glacier"],
                ["les vagues", "the waves"],
            ],
            others: &[
                ["le sable d'une plage", "the sand of a beach"],
                ["la vase d'un estuaire", "the mud of an estuary"],
                ["le grès", "sandstone"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: [
                "De la roche à la roche sédimentaire",
                "From rock to sedimentary rock",
            ],
            order: [
                "Range dans l'ordre les étapes de la formation d'une roche sédimentaire, de la première à la dernière.",
                "Put the stages of the formation of a sedimentary rock in order, from first to last.",
            ],
            backward: [
                "Range les étapes de la formation d'une roche sédimentaire de la dernière à la première.",
                "Put the stages of the formation of a sedimentary rock in order from last to first.",
            ],
            next: [
                "Dans la formation d'une roche sédimentaire, quelle étape vient juste après celle-ci : « {} » ?",
                "In the formation of a sedimentary rock, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la formation d'une roche sédimentaire, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: in the formation of a sedimentary rock, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                [
                    "l'érosion d'une roche en montagne",
                    "a rock is eroded in the mountains",
                ],
                [
                    "le transport des débris par un cours d'eau",
                    "a river carries the debris",
                ],
                [
                    "le dépôt des sédiments au fond de la mer",
                    "the sediments settle on the sea floor",
                ],
                [
                    "l'empilement des sédiments en couches",
                    "the sediments pile up in layers",
                ],
                [
                    "le tassement et la cimentation des sédiments en roche",
                    "the sediments are packed and cemented into rock",
                ],
            ],
        },
        Sequence {
            name: ["La fossilisation", "Fossilisation"],
            order: [
                "Range dans l'ordre les étapes de la formation d'un fossile de coquillage, de la première à la dernière.",
                "Put the stages of the formation of a shell fossil in order, from first to last.",
            ],
            backward: [
                "Range les étapes de la formation d'un fossile de coquillage de la dernière à la première.",
                "Put the stages of the formation of a shell fossil in order from last to first.",
            ],
            next: [
                "Dans la formation d'un fossile de coquillage, quelle étape vient juste après celle-ci : « {} » ?",
                "In the formation of a shell fossil, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la formation d'un fossile de coquillage, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: in the formation of a shell fossil, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                [
                    "la mort de l'animal au fond de la mer",
                    "the animal dies on the sea floor",
                ],
                [
                    "l'enfouissement rapide de la coquille sous des sédiments",
                    "the shell is quickly buried under sediments",
                ],
                [
                    "la transformation des sédiments en roche autour de la coquille",
                    "the sediments around the shell turn into rock",
                ],
                [
                    "la mise au jour du fossile par l'érosion de la roche",
                    "erosion of the rock brings the fossil to light",
                ],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Au fond d'un lac, il se dépose 2 mm de sédiments par an. Quelle épaisseur, en millimètres, se dépose en 100 ans ?",
                "At the bottom of a lake, 2 mm of sediment settles each year. What thickness, in millimetres, settles in 100 years?",
            ],
            about: [
                "l'épaisseur déposée en 100 ans",
                "the thickness settled in 100 years",
            ],
            value: 200.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une falaise recule de 50 cm par an sous l'effet de l'érosion. De combien de mètres recule-t-elle en 20 ans ?",
                "A cliff retreats by 50 cm a year through erosion. By how many metres does it retreat in 20 years?",
            ],
            about: [
                "le recul de la falaise en 20 ans",
                "how far the cliff retreats in 20 years",
            ],
            value: 10.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Phénomènes météorologiques et climat.
pub(crate) static METEO: Bank = Bank {
    chapter: "svt-5e-meteorologie-et-climat",
    title: ["Météorologie et climat", "Weather and climate"],
    relations: &[
        Relation {
            name: [
                "Le vocabulaire du temps et du climat",
                "The words of weather and climate",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la météorologie", "meteorology"],
                    [
                        "l'étude et la prévision du temps qu'il fait, sur quelques jours",
                        "the study and forecasting of the weather, over a few days",
                    ],
                    ["Qu'est-ce que la météorologie ?", "What is meteorology?"],
                    [
                        "Comment appelle-t-on l'étude et la prévision du temps qu'il fait, sur quelques jours ?",
                        "What is the study and forecasting of the weather, over a few days, called?",
                    ],
                ),
                pair(
                    ["le climat", "the climate"],
                    [
                        "les conditions météorologiques moyennes d'une région, calculées sur au moins 30 ans",
                        "the average weather conditions of a region, worked out over at least 30 years",
                    ],
                    ["Qu'est-ce que le climat ?", "What is the climate?"],
                    [
                        "Comment appelle-t-on les conditions météorologiques moyennes d'une région, calculées sur au moins 30 ans ?",
                        "What are the average weather conditions of a region, worked out over at least 30 years, called?",
                    ],
                ),
                pair(
                    ["le vent", "wind"],
                    [
                        "un déplacement d'air des hautes pressions vers les basses pressions",
                        "a movement of air from high pressure to low pressure",
                    ],
                    ["Qu'est-ce que le vent ?", "What is wind?"],
                    [
                        "Comment appelle-t-on un déplacement d'air des hautes pressions vers les basses pressions ?",
                        "What is a movement of air from high pressure to low pressure called?",
                    ],
                ),
                pair(
                    ["un courant océanique", "an ocean current"],
                    [
                        "un déplacement de grandes masses d'eau dans les océans",
                        "the movement of large masses of water in the oceans",
                    ],
                    [
                        "Qu'est-ce qu'un courant océanique ?",
                        "What is an ocean current?",
                    ],
                    [
                        "Comment appelle-t-on un déplacement de grandes masses d'eau dans les océans ?",
                        "What is the movement of large masses of water in the oceans called?",
                    ],
                ),
                pair(
                    ["les précipitations", "precipitation"],
                    [
                        "l'eau qui tombe de l'atmosphère vers le sol, sous forme de pluie, de neige ou de grêle",
                        "the water that falls from the atmosphere to the ground, as rain, snow or hail",
                    ],
                    ["Que sont les précipitations ?", "What is precipitation?"],
                    [
                        "Comment appelle-t-on l'eau qui tombe de l'atmosphère vers le sol, sous forme de pluie, de neige ou de grêle ?",
                        "What is the water that falls from the atmosphere to the ground, as rain, snow or hail, called?",
                    ],
                ),
                pair(
                    ["l'effet de serre", "the greenhouse effect"],
                    [
                        "la retenue, par certains gaz de l'atmosphère, d'une partie de la chaleur émise par la Terre",
                        "the trapping, by some gases of the atmosphere, of part of the heat given off by the Earth",
                    ],
                    [
                        "Qu'est-ce que l'effet de serre ?",
                        "What is the greenhouse effect?",
                    ],
                    [
                        "Comment appelle-t-on la retenue, par certains gaz de l'atmosphère, d'une partie de la chaleur émise par la Terre ?",
                        "What is the trapping, by some gases of the atmosphere, of part of the heat given off by the Earth called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les instruments de mesure", "Measuring instruments"],
            matching: [
                "Associe chaque instrument à ce qu'il mesure.",
                "Match each instrument with what it measures.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le thermomètre", "the thermometer"],
                    ["la température de l'air", "the air temperature"],
                    [
                        "Que mesure un thermomètre ?",
                        "What does a thermometer measure?",
                    ],
                    [
                        "Quel instrument mesure la température de l'air ?",
                        "Which instrument measures the air temperature?",
                    ],
                ),
                pair(
                    ["le baromètre", "the barometer"],
                    ["la pression atmosphérique", "the air pressure"],
                    [
                        "Que mesure un baromètre ?",
                        "What does a barometer measure?",
                    ],
                    [
                        "Quel instrument mesure la pression atmosphérique ?",
                        "Which instrument measures the air pressure?",
                    ],
                ),
                pair(
                    ["l'anémomètre", "the anemometer"],
                    ["la vitesse du vent", "the wind speed"],
                    [
                        "Que mesure un anémomètre ?",
                        "What does an anemometer measure?",
                    ],
                    [
                        "Quel instrument mesure la vitesse du vent ?",
                        "Which instrument measures the wind speed?",
                    ],
                ),
                pair(
                    ["le pluviomètre", "the rain gauge"],
                    ["la hauteur des précipitations", "the amount of rainfall"],
                    [
                        "Que mesure un pluviomètre ?",
                        "What does a rain gauge measure?",
                    ],
                    [
                        "Quel instrument mesure la hauteur des précipitations ?",
                        "Which instrument measures the amount of rainfall?",
                    ],
                ),
                pair(
                    ["l'hygromètre", "the hygrometer"],
                    ["l'humidité de l'air", "the humidity of the air"],
                    [
                        "Que mesure un hygromètre ?",
                        "What does a hygrometer measure?",
                    ],
                    [
                        "Quel instrument mesure l'humidité de l'air ?",
                        "Which instrument measures the humidity of the air?",
                    ],
                ),
                pair(
                    ["la girouette", "the weather vane"],
                    ["la direction du vent", "the wind direction"],
                    [
                        "Qu'indique une girouette ?",
                        "What does a weather vane show?",
                    ],
                    [
                        "Quel instrument indique la direction du vent ?",
                        "Which instrument shows the wind direction?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les gaz à effet de serre", "Greenhouse gases"],
            which: [
                "Parmi ces gaz de l'atmosphère, lesquels sont des gaz à effet de serre ?",
                "Which of these gases of the atmosphere are greenhouse gases?",
            ],
            which_not: [
                "Parmi ces gaz de l'atmosphère, lesquels ne sont pas des gaz à effet de serre ?",
                "Which of these gases of the atmosphere are not greenhouse gases?",
            ],
            members: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["le méthane", "methane"],
                ["la vapeur d'eau", "water vapour"],
            ],
            others: &[
                ["le diazote", "nitrogen"],
                ["le dioxygène", "oxygen"],
                ["l'argon", "argon"],
            ],
        },
        Group {
            name: [
                "Les activités humaines et le climat",
                "Human activities and the climate",
            ],
            which: [
                "Parmi ces activités humaines, lesquelles rejettent des gaz à effet de serre et participent au réchauffement climatique ?",
                "Which of these human activities give off greenhouse gases and add to global warming?",
            ],
            which_not: [
                "Parmi ces activités humaines, lesquelles ne rejettent pas de gaz à effet de serre ?",
                "Which of these human activities give off no greenhouse gases?",
            ],
            members: &[
                [
                    "brûler du pétrole dans un moteur",
                    "burning oil in an engine",
                ],
                [
                    "brûler du charbon dans une centrale",
                    "burning coal in a power station",
                ],
                [
                    "défricher une forêt par le feu",
                    "clearing a forest by fire",
                ],
                ["élever des troupeaux de bovins", "raising herds of cattle"],
            ],
            others: &[
                ["se déplacer à pied", "walking"],
                ["se déplacer à vélo", "cycling"],
                [
                    "faire sécher le linge au soleil",
                    "drying laundry in the sun",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Le cycle de l'eau", "The water cycle"],
        order: [
            "Range dans l'ordre les étapes du cycle de l'eau, en partant de l'évaporation.",
            "Put the stages of the water cycle in order, starting with evaporation.",
        ],
        backward: [
            "Range les étapes du cycle de l'eau de la dernière à la première, l'évaporation étant la première.",
            "Put the stages of the water cycle in order from last to first, evaporation being the first.",
        ],
        next: [
            "Dans le cycle de l'eau, en partant de l'évaporation, quelle étape vient juste après celle-ci : « {} » ?",
            "In the water cycle, starting with evaporation, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le cycle de l'eau, en partant de l'évaporation, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the water cycle, starting with evaporation, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "l'évaporation de l'eau des océans",
                "water evaporates from the oceans",
            ],
            [
                "la condensation de la vapeur d'eau en nuages",
                "water vapour condenses into clouds",
            ],
            [
                "le déplacement des nuages poussés par le vent",
                "the wind pushes the clouds along",
            ],
            [
                "les précipitations sur les continents",
                "precipitation falls on the continents",
            ],
            [
                "le ruissellement vers les cours d'eau",
                "water runs off into rivers",
            ],
            [
                "le retour de l'eau à l'océan par les fleuves",
                "rivers carry the water back to the ocean",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel pourcentage de l'air sec est du diazote ?",
                "What percentage of dry air is nitrogen?",
            ],
            about: [
                "la part de diazote dans l'air",
                "the share of nitrogen in air",
            ],
            value: 78.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quel pourcentage de l'air sec est du dioxygène ?",
                "What percentage of dry air is oxygen?",
            ],
            about: [
                "la part de dioxygène dans l'air",
                "the share of oxygen in air",
            ],
            value: 21.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Sur combien d'années au moins calcule-t-on les moyennes qui définissent un climat ?",
                "Over how many years at least are the averages that define a climate worked out?",
            ],
            about: [
                "la durée de calcul des moyennes d'un climat",
                "the period over which a climate's averages are worked out",
            ],
            value: 30.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est, en hectopascals et arrondie à l'unité, la pression atmosphérique normale au niveau de la mer ?",
                "What is normal air pressure at sea level, in hectopascals, to the nearest whole number?",
            ],
            about: [
                "la pression atmosphérique normale au niveau de la mer",
                "normal air pressure at sea level",
            ],
            value: 1013.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// La respiration des êtres vivants dans leur milieu.
pub(crate) static RESPIRATION: Bank = Bank {
    chapter: "svt-5e-respiration-et-milieux",
    title: [
        "La respiration dans les milieux",
        "Breathing in different surroundings",
    ],
    relations: &[
        Relation {
            name: ["Les organes de la respiration", "The organs of breathing"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la respiration", "respiration"],
                    [
                        "le prélèvement de dioxygène et le rejet de dioxyde de carbone par un être vivant",
                        "the taking in of oxygen and giving off of carbon dioxide by a living thing",
                    ],
                    ["Qu'est-ce que la respiration ?", "What is respiration?"],
                    [
                        "Comment appelle-t-on le prélèvement de dioxygène et le rejet de dioxyde de carbone par un être vivant ?",
                        "What is the taking in of oxygen and giving off of carbon dioxide by a living thing called?",
                    ],
                ),
                pair(
                    ["les branchies", "gills"],
                    [
                        "les organes qui prélèvent le dioxygène dissous dans l'eau",
                        "the organs that take in the oxygen dissolved in water",
                    ],
                    ["Que sont les branchies ?", "What are gills?"],
                    [
                        "Comment appelle-t-on les organes qui prélèvent le dioxygène dissous dans l'eau ?",
                        "What are the organs that take in the oxygen dissolved in water called?",
                    ],
                ),
                pair(
                    ["les poumons", "lungs"],
                    [
                        "les organes en forme de sacs qui prélèvent le dioxygène de l'air",
                        "the bag-shaped organs that take in oxygen from the air",
                    ],
                    ["Que sont les poumons ?", "What are lungs?"],
                    [
                        "Comment appelle-t-on les organes en forme de sacs qui prélèvent le dioxygène de l'air ?",
                        "What are the bag-shaped organs that take in oxygen from the air called?",
                    ],
                ),
                pair(
                    ["les trachées", "tracheae"],
                    [
                        "les tubes qui conduisent l'air directement aux organes d'un insecte",
                        "the tubes that carry air straight to the organs of an insect",
                    ],
                    [
                        "Que sont les trachées d'un insecte ?",
                        "What are the tracheae of an insect?",
                    ],
                    [
                        "Comment appelle-t-on les tubes qui conduisent l'air directement aux organes d'un insecte ?",
                        "What are the tubes that carry air straight to the organs of an insect called?",
                    ],
                ),
                pair(
                    ["les stigmates", "spiracles"],
                    [
                        "les orifices sur les côtés du corps d'un insecte, par lesquels l'air entre",
                        "the openings along the sides of an insect's body, through which air enters",
                    ],
                    [
                        "Que sont les stigmates d'un insecte ?",
                        "What are the spiracles of an insect?",
                    ],
                    [
                        "Comment appelle-t-on les orifices sur les côtés du corps d'un insecte, par lesquels l'air entre ?",
                        "What are the openings along the sides of an insect's body, through which air enters, called?",
                    ],
                ),
                pair(
                    ["les alvéoles pulmonaires", "the alveoli"],
                    [
                        "les minuscules sacs au bout des bronchioles, où le dioxygène passe de l'air au sang",
                        "the tiny sacs at the end of the bronchioles, where oxygen passes from the air into the blood",
                    ],
                    [
                        "Que sont les alvéoles pulmonaires ?",
                        "What are the alveoli?",
                    ],
                    [
                        "Comment appelle-t-on les minuscules sacs au bout des bronchioles, où le dioxygène passe de l'air au sang ?",
                        "What are the tiny sacs at the end of the bronchioles, where oxygen passes from the air into the blood, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Des animaux et leur organe respiratoire",
                "Animals and their breathing organ",
            ],
            matching: [
                "Associe chaque animal à son organe respiratoire.",
                "Match each animal with its breathing organ.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["la truite", "the trout"],
                    ["des branchies", "gills"],
                    [
                        "Par quels organes la truite respire-t-elle ?",
                        "Through which organs does the trout breathe?",
                    ],
                    [
                        "Parmi ces animaux, lequel respire par des branchies ?",
                        "Which of these animals breathes through gills?",
                    ],
                ),
                pair(
                    ["le têtard", "the tadpole"],
                    ["des branchies", "gills"],
                    [
                        "Par quels organes le têtard respire-t-il ?",
                        "Through which organs does the tadpole breathe?",
                    ],
                    [
                        "Parmi ces animaux, lequel respire par des branchies ?",
                        "Which of these animals breathes through gills?",
                    ],
                ),
                pair(
                    ["le chat", "the cat"],
                    ["des poumons", "lungs"],
                    [
                        "Par quels organes le chat respire-t-il ?",
                        "Through which organs does the cat breathe?",
                    ],
                    [
                        "Parmi ces animaux, lequel respire par des poumons ?",
                        "Which of these animals breathes through lungs?",
                    ],
                ),
                pair(
                    ["la baleine", "the whale"],
                    ["des poumons", "lungs"],
                    [
                        "Par quels organes la baleine respire-t-elle ?",
                        "Through which organs does the whale breathe?",
                    ],
                    [
                        "Parmi ces animaux, lequel respire par des poumons ?",
                        "Which of these animals breathes through lungs?",
                    ],
                ),
                pair(
                    ["le criquet", "the grasshopper"],
                    ["des trachées", "tracheae"],
                    [
                        "Par quels organes le criquet respire-t-il ?",
                        "Through which organs does the grasshopper breathe?",
                    ],
                    [
                        "Parmi ces animaux, lequel respire par des trachées ?",
                        "Which of these animals breathes through tracheae?",
                    ],
                ),
                pair(
                    ["le ver de terre", "the earthworm"],
                    ["sa peau", "its skin"],
                    [
                        "Par où le ver de terre respire-t-il ?",
                        "Through what does the earthworm breathe?",
                    ],
                    [
                        "Parmi ces animaux, lequel respire par sa peau ?",
                        "Which of these animals breathes through its skin?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Des animaux aquatiques qui respirent l'air",
                "Water animals that breathe air",
            ],
            which: [
                "Parmi ces animaux qui vivent dans l'eau, lesquels doivent remonter à la surface pour respirer l'air ?",
                "Which of these animals living in water must come up to the surface to breathe air?",
            ],
            which_not: [
                "Parmi ces animaux qui vivent dans l'eau, lesquels prélèvent le dioxygène dissous dans l'eau ?",
                "Which of these animals living in water take in the oxygen dissolved in water?",
            ],
            members: &[
                ["la baleine", "the whale"],
                ["le dauphin", "the dolphin"],
                ["la tortue de mer", "the sea turtle"],
                ["le phoque", "the seal"],
            ],
            others: &[
                ["la truite", "the trout"],
                ["le requin", "the shark"],
                ["la moule", "the mussel"],
                ["le crabe", "the crab"],
            ],
        },
        Group {
            name: ["Les échanges respiratoires", "Gas exchange in breathing"],
            which: [
                "Parmi ces gaz, lesquels les animaux prélèvent-ils dans leur milieu pour respirer ?",
                "Which of these gases do animals take in from their surroundings to breathe?",
            ],
            which_not: [
                "Parmi ces gaz, lesquels les animaux ne prélèvent-ils pas pour respirer ?",
                "Which of these gases do animals not take in to breathe?",
            ],
            members: &[
                ["le dioxygène de l'air", "oxygen from the air"],
                [
                    "le dioxygène dissous dans l'eau",
                    "oxygen dissolved in water",
                ],
            ],
            others: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["le méthane", "methane"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le trajet de l'air inspiré",
            "The path of the air breathed in",
        ],
        order: [
            "Range dans l'ordre les organes que traverse l'air inspiré, du premier au dernier.",
            "Put the organs that breathed-in air goes through in order, from first to last.",
        ],
        backward: [
            "Range les organes que traverse l'air inspiré du dernier au premier.",
            "Put the organs that breathed-in air goes through in order from last to first.",
        ],
        next: [
            "Sur le trajet de l'air inspiré, quel organe vient juste après celui-ci : « {} » ?",
            "On the path of the air breathed in, which organ comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : l'air inspiré traverse « {a} » avant « {b} ».",
            "True or false: breathed-in air goes through “{a}” before “{b}”.",
        ],
        steps: &[
            ["les fosses nasales", "the nasal cavity"],
            ["la trachée", "the trachea"],
            ["les bronches", "the bronchi"],
            ["les bronchioles", "the bronchioles"],
            ["les alvéoles pulmonaires", "the alveoli"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel pourcentage de l'air est du dioxygène ?",
                "What percentage of air is oxygen?",
            ],
            about: [
                "la part de dioxygène dans l'air",
                "the share of oxygen in air",
            ],
            value: 21.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Au repos, un élève fait 15 mouvements respiratoires par minute. Combien en fait-il en 4 minutes ?",
                "At rest, a pupil takes 15 breaths a minute. How many does he take in 4 minutes?",
            ],
            about: [
                "les mouvements respiratoires en 4 minutes",
                "the breaths taken in 4 minutes",
            ],
            value: 60.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Au repos, on inspire 0,5 L d'air à chaque mouvement respiratoire. Quel volume d'air, en litres, inspire-t-on en 12 mouvements ?",
                "At rest, we breathe in 0.5 L of air with each breath. What volume of air, in litres, do we breathe in over 12 breaths?",
            ],
            about: [
                "le volume d'air inspiré en 12 mouvements",
                "the volume of air breathed in over 12 breaths",
            ],
            value: 6.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&LUNGS],
};

/// Besoins des cellules et nutrition des organismes.
pub(crate) static NUTRITION: Bank = Bank {
    chapter: "svt-5e-nutrition-des-organismes",
    title: ["Nutrition des organismes", "How organisms feed"],
    relations: &[
        Relation {
            name: ["La nutrition des plantes", "How plants feed"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la photosynthèse", "photosynthesis"],
                    [
                        "la production de matière organique par les cellules chlorophylliennes, à partir d'eau, de sels minéraux et de dioxyde de carbone, à la lumière",
                        "the making of organic matter by green cells from water, mineral salts and carbon dioxide, in the light",
                    ],
                    [
                        "Qu'est-ce que la photosynthèse ?",
                        "What is photosynthesis?",
                    ],
                    [
                        "Comment appelle-t-on la production de matière organique par les cellules chlorophylliennes, à partir d'eau, de sels minéraux et de dioxyde de carbone, à la lumière ?",
                        "What is the making of organic matter by green cells from water, mineral salts and carbon dioxide, in the light, called?",
                    ],
                ),
                pair(
                    ["la sève brute", "xylem sap"],
                    [
                        "le liquide fait d'eau et de sels minéraux qui monte des racines vers les feuilles",
                        "the liquid of water and mineral salts that rises from the roots to the leaves",
                    ],
                    ["Qu'est-ce que la sève brute ?", "What is xylem sap?"],
                    [
                        "Comment appelle-t-on le liquide fait d'eau et de sels minéraux qui monte des racines vers les feuilles ?",
                        "What is the liquid of water and mineral salts that rises from the roots to the leaves called?",
                    ],
                ),
                pair(
                    ["la sève élaborée", "phloem sap"],
                    [
                        "le liquide riche en sucres qui part des feuilles vers tous les organes de la plante",
                        "the sugar-rich liquid that goes from the leaves to all the organs of the plant",
                    ],
                    ["Qu'est-ce que la sève élaborée ?", "What is phloem sap?"],
                    [
                        "Comment appelle-t-on le liquide riche en sucres qui part des feuilles vers tous les organes de la plante ?",
                        "What is the sugar-rich liquid that goes from the leaves to all the organs of the plant called?",
                    ],
                ),
                pair(
                    ["les poils absorbants", "root hairs"],
                    [
                        "les cellules des racines qui prélèvent l'eau et les sels minéraux du sol",
                        "the root cells that take water and mineral salts from the soil",
                    ],
                    ["Que sont les poils absorbants ?", "What are root hairs?"],
                    [
                        "Comment appelle-t-on les cellules des racines qui prélèvent l'eau et les sels minéraux du sol ?",
                        "What are the root cells that take water and mineral salts from the soil called?",
                    ],
                ),
                pair(
                    ["les stomates", "stomata"],
                    [
                        "les petits orifices des feuilles par lesquels entrent et sortent les gaz",
                        "the small openings of the leaves through which gases go in and out",
                    ],
                    ["Que sont les stomates ?", "What are stomata?"],
                    [
                        "Comment appelle-t-on les petits orifices des feuilles par lesquels entrent et sortent les gaz ?",
                        "What are the small openings of the leaves through which gases go in and out called?",
                    ],
                ),
                pair(
                    ["l'amidon", "starch"],
                    [
                        "la réserve de sucres que les plantes stockent, par exemple dans le tubercule de pomme de terre",
                        "the store of sugars that plants keep, for example in the potato tuber",
                    ],
                    ["Qu'est-ce que l'amidon ?", "What is starch?"],
                    [
                        "Comment appelle-t-on la réserve de sucres que les plantes stockent, par exemple dans le tubercule de pomme de terre ?",
                        "What is the store of sugars that plants keep, for example in the potato tuber, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "L'approvisionnement des cellules animales",
                "How animal cells are supplied",
            ],
            matching: [
                "Associe chaque organe à son rôle dans l'approvisionnement des cellules.",
                "Match each organ with its role in supplying the cells.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le sang", "the blood"],
                    [
                        "transporter les nutriments et le dioxygène jusqu'à toutes les cellules",
                        "to carry nutrients and oxygen to every cell",
                    ],
                    [
                        "Quel est le rôle du sang dans la nutrition des cellules ?",
                        "What is the role of the blood in feeding the cells?",
                    ],
                    [
                        "Qu'est-ce qui transporte les nutriments et le dioxygène jusqu'à toutes les cellules ?",
                        "What carries nutrients and oxygen to every cell?",
                    ],
                ),
                pair(
                    ["le cœur", "the heart"],
                    [
                        "mettre le sang en mouvement dans les vaisseaux",
                        "to keep the blood moving through the vessels",
                    ],
                    [
                        "Quel est le rôle du cœur ?",
                        "What is the role of the heart?",
                    ],
                    [
                        "Quel organe met le sang en mouvement dans les vaisseaux ?",
                        "Which organ keeps the blood moving through the vessels?",
                    ],
                ),
                pair(
                    ["l'intestin grêle", "the small intestine"],
                    [
                        "faire passer les nutriments des aliments dans le sang",
                        "to pass the nutrients from food into the blood",
                    ],
                    [
                        "Quel est le rôle de l'intestin grêle dans la nutrition des cellules ?",
                        "What is the role of the small intestine in feeding the cells?",
                    ],
                    [
                        "Quel organe fait passer les nutriments des aliments dans le sang ?",
                        "Which organ passes the nutrients from food into the blood?",
                    ],
                ),
                pair(
                    ["les poumons", "the lungs"],
                    [
                        "faire passer le dioxygène de l'air dans le sang et rejeter le dioxyde de carbone",
                        "to pass oxygen from the air into the blood and give off carbon dioxide",
                    ],
                    [
                        "Quel est le rôle des poumons dans la nutrition des cellules ?",
                        "What is the role of the lungs in feeding the cells?",
                    ],
                    [
                        "Quels organes font passer le dioxygène de l'air dans le sang et rejettent le dioxyde de carbone ?",
                        "Which organs pass oxygen from the air into the blood and give off carbon dioxide?",
                    ],
                ),
                pair(
                    ["les reins", "the kidneys"],
                    [
                        "filtrer le sang et éliminer des déchets comme l'urée dans l'urine",
                        "to filter the blood and get rid of wastes such as urea in the urine",
                    ],
                    [
                        "Quel est le rôle des reins ?",
                        "What is the role of the kidneys?",
                    ],
                    [
                        "Quels organes filtrent le sang et éliminent des déchets comme l'urée dans l'urine ?",
                        "Which organs filter the blood and get rid of wastes such as urea in the urine?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les besoins d'une cellule animale",
                "What an animal cell needs",
            ],
            which: [
                "Parmi ces substances, lesquelles une cellule de muscle prélève-t-elle dans le sang pour fonctionner ?",
                "Which of these substances does a muscle cell take from the blood in order to work?",
            ],
            which_not: [
                "Parmi ces substances, lesquelles une cellule de muscle ne prélève-t-elle pas dans le sang pour fonctionner ?",
                "Which of these substances does a muscle cell not take from the blood in order to work?",
            ],
            members: &[["le glucose", "glucose"], ["le dioxygène", "oxygen"]],
            others: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["l'urée", "urea"],
            ],
        },
        Group {
            name: ["Ce que prélèvent les racines", "What the roots take in"],
            which: [
                "Parmi ces éléments, lesquels une plante chlorophyllienne prélève-t-elle par ses racines ?",
                "Which of these does a green plant take in through its roots?",
            ],
            which_not: [
                "Parmi ces éléments, lesquels une plante chlorophyllienne ne prélève-t-elle pas par ses racines ?",
                "Which of these does a green plant not take in through its roots?",
            ],
            members: &[["l'eau", "water"], ["les sels minéraux", "mineral salts"]],
            others: &[
                ["le dioxyde de carbone", "carbon dioxide"],
                ["la lumière", "light"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le trajet de l'eau dans une plante",
            "The path of water through a plant",
        ],
        order: [
            "Range dans l'ordre les étapes du trajet de l'eau dans une plante, du sol jusqu'à l'air.",
            "Put the stages of the path of water through a plant in order, from the soil to the air.",
        ],
        backward: [
            "Range les étapes du trajet de l'eau dans une plante de l'air jusqu'au sol.",
            "Put the stages of the path of water through a plant in order from the air back to the soil.",
        ],
        next: [
            "Sur le trajet de l'eau dans une plante, quelle étape vient juste après celle-ci : « {} » ?",
            "On the path of water through a plant, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet de l'eau dans une plante, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: on the path of water through a plant, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "l'absorption de l'eau du sol par les poils absorbants",
                "root hairs take up water from the soil",
            ],
            [
                "la montée de la sève brute dans les vaisseaux de la tige",
                "xylem sap rises through the vessels of the stem",
            ],
            [
                "l'arrivée de la sève brute dans les nervures des feuilles",
                "xylem sap reaches the veins of the leaves",
            ],
            [
                "la sortie de vapeur d'eau par les stomates",
                "water vapour leaves through the stomata",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel volume de sang, en litres, contient environ le corps d'un adulte ?",
                "About what volume of blood, in litres, does an adult's body hold?",
            ],
            about: [
                "le volume de sang d'un adulte",
                "the volume of blood in an adult",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Le cœur envoie 70 mL de sang à chaque battement et bat 70 fois par minute. Quel volume de sang, en millilitres, envoie-t-il en une minute ?",
                "The heart pumps 70 mL of blood with each beat and beats 70 times a minute. What volume of blood, in millilitres, does it pump in one minute?",
            ],
            about: [
                "le volume de sang envoyé par le cœur en une minute",
                "the volume of blood the heart pumps in one minute",
            ],
            value: 4900.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Reproduction sexuée et asexuée des êtres vivants.
pub(crate) static REPRODUCTION: Bank = Bank {
    chapter: "svt-5e-reproduction-des-etres-vivants",
    title: [
        "Reproduction sexuée et asexuée",
        "Sexual and asexual reproduction",
    ],
    relations: &[
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
                    ["la reproduction sexuée", "sexual reproduction"],
                    [
                        "la reproduction par la fécondation de deux cellules reproductrices, qui donne des descendants tous différents",
                        "reproduction through the fertilisation of two sex cells, which gives offspring that all differ",
                    ],
                    [
                        "Qu'est-ce que la reproduction sexuée ?",
                        "What is sexual reproduction?",
                    ],
                    [
                        "Comment appelle-t-on la reproduction par la fécondation de deux cellules reproductrices, qui donne des descendants tous différents ?",
                        "What is reproduction through the fertilisation of two sex cells, which gives offspring that all differ, called?",
                    ],
                ),
                pair(
                    ["la reproduction asexuée", "asexual reproduction"],
                    [
                        "la reproduction sans fécondation, à partir d'un seul parent, qui donne des descendants identiques à lui",
                        "reproduction without fertilisation, from a single parent, which gives offspring identical to it",
                    ],
                    [
                        "Qu'est-ce que la reproduction asexuée ?",
                        "What is asexual reproduction?",
                    ],
                    [
                        "Comment appelle-t-on la reproduction sans fécondation, à partir d'un seul parent, qui donne des descendants identiques à lui ?",
                        "What is reproduction without fertilisation, from a single parent, which gives offspring identical to it, called?",
                    ],
                ),
                pair(
                    ["un gamète", "a gamete"],
                    [
                        "une cellule reproductrice, mâle ou femelle",
                        "a sex cell, male or female",
                    ],
                    ["Qu'est-ce qu'un gamète ?", "What is a gamete?"],
                    [
                        "Comment appelle-t-on une cellule reproductrice, mâle ou femelle ?",
                        "What is a sex cell, male or female, called?",
                    ],
                ),
                pair(
                    ["le bouturage", "taking cuttings"],
                    [
                        "la production d'une nouvelle plante à partir d'un morceau de tige mis en terre",
                        "the growing of a new plant from a piece of stem set in soil",
                    ],
                    ["Qu'est-ce que le bouturage ?", "What is taking cuttings?"],
                    [
                        "Comment appelle-t-on la production d'une nouvelle plante à partir d'un morceau de tige mis en terre ?",
                        "What is the growing of a new plant from a piece of stem set in soil called?",
                    ],
                ),
                pair(
                    ["un stolon", "a runner"],
                    [
                        "une tige qui rampe sur le sol et forme de nouveaux pieds, comme chez le fraisier",
                        "a stem that creeps along the ground and forms new plants, as in the strawberry",
                    ],
                    ["Qu'est-ce qu'un stolon ?", "What is a runner?"],
                    [
                        "Comment appelle-t-on une tige qui rampe sur le sol et forme de nouveaux pieds, comme chez le fraisier ?",
                        "What is a stem that creeps along the ground and forms new plants, as in the strawberry, called?",
                    ],
                ),
                pair(
                    ["un tubercule", "a tuber"],
                    [
                        "une tige souterraine gonflée de réserves qui peut donner une nouvelle plante, comme la pomme de terre",
                        "an underground stem swollen with food stores that can give a new plant, like the potato",
                    ],
                    ["Qu'est-ce qu'un tubercule ?", "What is a tuber?"],
                    [
                        "Comment appelle-t-on une tige souterraine gonflée de réserves qui peut donner une nouvelle plante, comme la pomme de terre ?",
                        "What is an underground stem swollen with food stores that can give a new plant, like the potato, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "La reproduction asexuée des plantes",
                "Asexual reproduction in plants",
            ],
            matching: [
                "Associe chaque plante à l'organe par lequel elle se reproduit sans fécondation.",
                "Match each plant with the organ through which it reproduces without fertilisation.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["le fraisier", "the strawberry plant"],
                    ["des stolons", "runners"],
                    [
                        "Par quels organes le fraisier se reproduit-il sans fécondation ?",
                        "Through which organs does the strawberry plant reproduce without fertilisation?",
                    ],
                    [
                        "Quelle plante se reproduit sans fécondation par des stolons ?",
                        "Which plant reproduces without fertilisation through runners?",
                    ],
                ),
                pair(
                    ["la pomme de terre", "the potato plant"],
                    ["des tubercules", "tubers"],
                    [
                        "Par quels organes la pomme de terre se reproduit-elle sans fécondation ?",
                        "Through which organs does the potato plant reproduce without fertilisation?",
                    ],
                    [
                        "Quelle plante se reproduit sans fécondation par des tubercules ?",
                        "Which plant reproduces without fertilisation through tubers?",
                    ],
                ),
                pair(
                    ["la tulipe", "the tulip"],
                    ["des bulbes", "bulbs"],
                    [
                        "Par quels organes la tulipe se reproduit-elle sans fécondation ?",
                        "Through which organs does the tulip reproduce without fertilisation?",
                    ],
                    [
                        "Quelle plante se reproduit sans fécondation par des bulbes ?",
                        "Which plant reproduces without fertilisation through bulbs?",
                    ],
                ),
                pair(
                    ["l'iris", "the iris"],
                    ["des rhizomes", "rhizomes"],
                    [
                        "Par quels organes l'iris se reproduit-il sans fécondation ?",
                        "Through which organs does the iris reproduce without fertilisation?",
                    ],
                    [
                        "Quelle plante se reproduit sans fécondation par des rhizomes ?",
                        "Which plant reproduces without fertilisation through rhizomes?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["La fécondation externe", "External fertilisation"],
            which: [
                "Parmi ces animaux, lesquels ont une fécondation externe, dans l'eau ?",
                "Which of these animals have external fertilisation, in water?",
            ],
            which_not: [
                "Parmi ces animaux, lesquels ont une fécondation interne, dans le corps de la femelle ?",
                "Which of these animals have internal fertilisation, inside the female's body?",
            ],
            members: &[
                ["la truite", "the trout"],
                ["la grenouille", "the frog"],
                ["l'oursin", "the sea urchin"],
                ["la moule", "the mussel"],
            ],
            others: &[
                ["le chat", "the cat"],
                ["la poule", "the hen"],
                ["le lézard", "the lizard"],
                ["l'escargot", "the snail"],
            ],
        },
        Group {
            name: ["La reproduction asexuée", "Asexual reproduction"],
            which: [
                "Parmi ces façons de se reproduire, lesquelles sont des reproductions asexuées ?",
                "Which of these ways of reproducing are asexual?",
            ],
            which_not: [
                "Parmi ces façons de se reproduire, lesquelles sont des reproductions sexuées ?",
                "Which of these ways of reproducing are sexual?",
            ],
            members: &[
                [
                    "un géranium obtenu par bouturage",
                    "a geranium grown from a cutting",
                ],
                [
                    "un fraisier né d'un stolon",
                    "a strawberry plant grown from a runner",
                ],
                [
                    "une bactérie qui se divise en deux",
                    "a bacterium splitting in two",
                ],
                [
                    "une pomme de terre qui germe et donne une plante",
                    "a potato that sprouts and gives a plant",
                ],
            ],
            others: &[
                [
                    "un haricot né d'une graine",
                    "a bean plant grown from a seed",
                ],
                [
                    "une truite née d'un œuf fécondé",
                    "a trout hatched from a fertilised egg",
                ],
                [
                    "un chaton né de deux parents",
                    "a kitten born of two parents",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La reproduction de la truite", "How the trout reproduces"],
        order: [
            "Range dans l'ordre les étapes de la reproduction de la truite, de la première à la dernière.",
            "Put the stages of the trout's reproduction in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la reproduction de la truite de la dernière à la première.",
            "Put the stages of the trout's reproduction in order from last to first.",
        ],
        next: [
            "Dans la reproduction de la truite, quelle étape vient juste après celle-ci : « {} » ?",
            "In the trout's reproduction, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la reproduction de la truite, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the trout's reproduction, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "la femelle pond ses ovules dans l'eau",
                "the female lays her eggs in the water",
            ],
            [
                "le mâle dépose ses spermatozoïdes sur les ovules",
                "the male releases his sperm over the eggs",
            ],
            [
                "la fécondation donne des cellules-œufs",
                "fertilisation gives fertilised eggs",
            ],
            [
                "l'embryon se développe dans l'œuf",
                "the embryo grows inside the egg",
            ],
            [
                "l'œuf éclot et libère un alevin",
                "the egg hatches and releases a fry",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Un fraisier forme 5 stolons, et chaque stolon donne 3 nouveaux pieds. Combien de nouveaux pieds obtient-on ?",
                "A strawberry plant forms 5 runners, and each runner gives 3 new plants. How many new plants are obtained?",
            ],
            about: [
                "les nouveaux pieds de fraisier",
                "the new strawberry plants",
            ],
            value: 15.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une bactérie se divise en deux toutes les 20 minutes. En partant d'une seule bactérie, combien y en a-t-il au bout d'une heure ?",
                "A bacterium splits in two every 20 minutes. Starting from a single bacterium, how many are there after one hour?",
            ],
            about: [
                "les bactéries au bout d'une heure",
                "the bacteria after one hour",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Activité physique : respiration, circulation et effort.
pub(crate) static ACTIVITE: Bank = Bank {
    chapter: "svt-5e-activite-physique",
    title: [
        "Activité physique et effort",
        "Physical activity and exercise",
    ],
    relations: &[
        Relation {
            name: ["Le vocabulaire de l'effort", "The words of exercise"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la fréquence cardiaque", "the heart rate"],
                    [
                        "le nombre de battements du cœur par minute",
                        "the number of heartbeats per minute",
                    ],
                    [
                        "Qu'est-ce que la fréquence cardiaque ?",
                        "What is the heart rate?",
                    ],
                    [
                        "Comment appelle-t-on le nombre de battements du cœur par minute ?",
                        "What is the number of heartbeats per minute called?",
                    ],
                ),
                pair(
                    ["la fréquence respiratoire", "the breathing rate"],
                    [
                        "le nombre de mouvements respiratoires par minute",
                        "the number of breaths per minute",
                    ],
                    [
                        "Qu'est-ce que la fréquence respiratoire ?",
                        "What is the breathing rate?",
                    ],
                    [
                        "Comment appelle-t-on le nombre de mouvements respiratoires par minute ?",
                        "What is the number of breaths per minute called?",
                    ],
                ),
                pair(
                    ["une artère", "an artery"],
                    [
                        "un vaisseau qui conduit le sang du cœur vers les organes",
                        "a vessel that carries blood from the heart to the organs",
                    ],
                    ["Qu'est-ce qu'une artère ?", "What is an artery?"],
                    [
                        "Comment appelle-t-on un vaisseau qui conduit le sang du cœur vers les organes ?",
                        "What is a vessel that carries blood from the heart to the organs called?",
                    ],
                ),
                pair(
                    ["une veine", "a vein"],
                    [
                        "un vaisseau qui ramène le sang des organes vers le cœur",
                        "a vessel that brings blood back from the organs to the heart",
                    ],
                    ["Qu'est-ce qu'une veine ?", "What is a vein?"],
                    [
                        "Comment appelle-t-on un vaisseau qui ramène le sang des organes vers le cœur ?",
                        "What is a vessel that brings blood back from the organs to the heart called?",
                    ],
                ),
                pair(
                    ["un capillaire", "a capillary"],
                    [
                        "un vaisseau très fin, au contact des cellules, où se font les échanges avec le sang",
                        "a very thin vessel, next to the cells, where exchanges with the blood take place",
                    ],
                    [
                        "Qu'est-ce qu'un capillaire sanguin ?",
                        "What is a blood capillary?",
                    ],
                    [
                        "Comment appelle-t-on un vaisseau très fin, au contact des cellules, où se font les échanges avec le sang ?",
                        "What is a very thin vessel, next to the cells, where exchanges with the blood take place called?",
                    ],
                ),
                pair(
                    ["l'échauffement", "the warm-up"],
                    [
                        "des exercices progressifs faits avant l'effort pour préparer les muscles et les articulations",
                        "gradual exercises done before the effort to prepare the muscles and joints",
                    ],
                    ["Qu'est-ce que l'échauffement ?", "What is the warm-up?"],
                    [
                        "Comment appelle-t-on des exercices progressifs faits avant l'effort pour préparer les muscles et les articulations ?",
                        "What are gradual exercises done before the effort to prepare the muscles and joints called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les organes du mouvement et de l'effort",
                "The organs of movement and exercise",
            ],
            matching: [
                "Associe chaque organe à son rôle pendant un effort.",
                "Match each organ with its role during exercise.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le cerveau", "the brain"],
                    [
                        "commander les mouvements volontaires",
                        "to control voluntary movements",
                    ],
                    [
                        "Quel est le rôle du cerveau dans un mouvement ?",
                        "What is the role of the brain in a movement?",
                    ],
                    [
                        "Quel organe commande les mouvements volontaires ?",
                        "Which organ controls voluntary movements?",
                    ],
                ),
                pair(
                    ["les nerfs", "the nerves"],
                    [
                        "transmettre les messages entre les centres nerveux et les muscles",
                        "to carry messages between the nerve centres and the muscles",
                    ],
                    [
                        "Quel est le rôle des nerfs dans un mouvement ?",
                        "What is the role of the nerves in a movement?",
                    ],
                    [
                        "Quels organes transmettent les messages entre les centres nerveux et les muscles ?",
                        "Which organs carry messages between the nerve centres and the muscles?",
                    ],
                ),
                pair(
                    ["les muscles", "the muscles"],
                    [
                        "se contracter pour faire bouger les os",
                        "to contract to move the bones",
                    ],
                    [
                        "Quel est le rôle des muscles dans un mouvement ?",
                        "What is the role of the muscles in a movement?",
                    ],
                    [
                        "Quels organes se contractent pour faire bouger les os ?",
                        "Which organs contract to move the bones?",
                    ],
                ),
                pair(
                    ["les tendons", "the tendons"],
                    [
                        "relier les muscles aux os",
                        "to join the muscles to the bones",
                    ],
                    [
                        "Quel est le rôle des tendons ?",
                        "What is the role of the tendons?",
                    ],
                    [
                        "Qu'est-ce qui relie les muscles aux os ?",
                        "What joins the muscles to the bones?",
                    ],
                ),
                pair(
                    ["le cœur", "the heart"],
                    [
                        "propulser le sang dans les vaisseaux, plus vite pendant l'effort",
                        "to pump the blood through the vessels, faster during exercise",
                    ],
                    [
                        "Quel est le rôle du cœur pendant un effort ?",
                        "What is the role of the heart during exercise?",
                    ],
                    [
                        "Quel organe propulse le sang dans les vaisseaux, plus vite pendant l'effort ?",
                        "Which organ pumps the blood through the vessels, faster during exercise?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Ce qui augmente pendant un effort",
                "What rises during exercise",
            ],
            which: [
                "Parmi ces grandeurs, lesquelles augmentent pendant un effort ?",
                "Which of these quantities rise during exercise?",
            ],
            which_not: [
                "Parmi ces grandeurs, lesquelles n'augmentent pas pendant un effort ?",
                "Which of these quantities do not rise during exercise?",
            ],
            members: &[
                ["la fréquence cardiaque", "the heart rate"],
                ["la fréquence respiratoire", "the breathing rate"],
                [
                    "la consommation de dioxygène par les muscles",
                    "the muscles' oxygen use",
                ],
                [
                    "le volume d'air inspiré à chaque mouvement",
                    "the volume of air breathed in with each breath",
                ],
            ],
            others: &[
                [
                    "la part de dioxygène dans l'air inspiré",
                    "the share of oxygen in the air breathed in",
                ],
                [
                    "le temps entre deux battements du cœur",
                    "the time between two heartbeats",
                ],
            ],
        },
        Group {
            name: [
                "Une pratique sportive bonne pour la santé",
                "Healthy habits in sport",
            ],
            which: [
                "Parmi ces comportements, lesquels sont bons pour la santé d'un sportif ?",
                "Which of these habits are good for an athlete's health?",
            ],
            which_not: [
                "Parmi ces comportements, lesquels sont mauvais pour la santé d'un sportif ?",
                "Which of these habits are bad for an athlete's health?",
            ],
            members: &[
                ["s'échauffer avant l'effort", "warming up before exercise"],
                ["boire de l'eau régulièrement", "drinking water regularly"],
                ["dormir suffisamment", "getting enough sleep"],
                [
                    "augmenter l'effort progressivement",
                    "stepping up the effort gradually",
                ],
            ],
            others: &[
                ["prendre des produits dopants", "taking doping products"],
                ["fumer", "smoking"],
                [
                    "faire un effort intense sans échauffement",
                    "making an intense effort without warming up",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Le trajet du sang vers un muscle",
            "The path of blood to a muscle",
        ],
        order: [
            "Range dans l'ordre les étapes du trajet du sang, du ventricule gauche jusqu'au retour dans le cœur.",
            "Put the stages of the path of the blood in order, from the left ventricle back to the heart.",
        ],
        backward: [
            "Range les étapes du trajet du sang dans l'ordre inverse, du retour dans le cœur jusqu'au ventricule gauche.",
            "Put the stages of the path of the blood in reverse order, from its return to the heart back to the left ventricle.",
        ],
        next: [
            "Sur le trajet du sang qui part du ventricule gauche vers un muscle, quelle étape vient juste après celle-ci : « {} » ?",
            "On the path of the blood leaving the left ventricle for a muscle, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet du sang qui part du ventricule gauche vers un muscle, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: on the path of the blood leaving the left ventricle for a muscle, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "le sang part du ventricule gauche",
                "the blood leaves the left ventricle",
            ],
            [
                "il parcourt l'aorte puis les artères",
                "it goes along the aorta, then the arteries",
            ],
            [
                "il passe dans les capillaires du muscle",
                "it passes through the capillaries of the muscle",
            ],
            [
                "il revient par les veines",
                "it comes back through the veins",
            ],
            [
                "il arrive par la veine cave dans l'oreillette droite",
                "it arrives through the vena cava in the right atrium",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "La fréquence cardiaque maximale se calcule par 220 moins l'âge. Quelle est-elle, en battements par minute, pour un élève de 12 ans ?",
                "The maximum heart rate is worked out as 220 minus the age. What is it, in beats per minute, for a 12-year-old pupil?",
            ],
            about: [
                "la fréquence cardiaque maximale à 12 ans",
                "the maximum heart rate at 12",
            ],
            value: 208.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un élève compte 18 battements de son cœur en 15 secondes. Quelle est sa fréquence cardiaque, en battements par minute ?",
                "A pupil counts 18 heartbeats in 15 seconds. What is his heart rate, in beats per minute?",
            ],
            about: [
                "la fréquence cardiaque pour 18 battements en 15 secondes",
                "the heart rate for 18 beats in 15 seconds",
            ],
            value: 72.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Après une course, un élève compte 12 mouvements respiratoires en 20 secondes. Quelle est sa fréquence respiratoire, en mouvements par minute ?",
                "After a run, a pupil counts 12 breaths in 20 seconds. What is his breathing rate, in breaths per minute?",
            ],
            about: [
                "la fréquence respiratoire pour 12 mouvements en 20 secondes",
                "the breathing rate for 12 breaths in 20 seconds",
            ],
            value: 36.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&HEART],
};

/// Digestion et absorption des nutriments.
pub(crate) static DIGESTION: Bank = Bank {
    chapter: "svt-5e-digestion",
    title: ["La digestion", "Digestion"],
    relations: &[
        Relation {
            name: ["Les organes de la digestion", "The organs of digestion"],
            matching: [
                "Associe chaque organe à son rôle dans la digestion.",
                "Match each organ with its role in digestion.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la bouche", "the mouth"],
                    [
                        "broyer les aliments avec les dents et commencer la digestion de l'amidon grâce à la salive",
                        "to grind food with the teeth and start digesting starch with saliva",
                    ],
                    [
                        "Quel est le rôle de la bouche dans la digestion ?",
                        "What is the role of the mouth in digestion?",
                    ],
                    [
                        "Quel organe broie les aliments avec les dents et commence la digestion de l'amidon grâce à la salive ?",
                        "Which organ grinds food with the teeth and starts digesting starch with saliva?",
                    ],
                ),
                pair(
                    ["l'œsophage", "the oesophagus"],
                    [
                        "conduire les aliments de la bouche à l'estomac",
                        "to carry food from the mouth to the stomach",
                    ],
                    [
                        "Quel est le rôle de l'œsophage ?",
                        "What is the role of the oesophagus?",
                    ],
                    [
                        "Quel organe conduit les aliments de la bouche à l'estomac ?",
                        "Which organ carries food from the mouth to the stomach?",
                    ],
                ),
                pair(
                    ["l'estomac", "the stomach"],
                    [
                        "brasser les aliments avec le suc gastrique, qui commence la digestion des protéines",
                        "to churn food with gastric juice, which starts digesting proteins",
                    ],
                    [
                        "Quel est le rôle de l'estomac dans la digestion ?",
                        "What is the role of the stomach in digestion?",
                    ],
                    [
                        "Quel organe brasse les aliments avec le suc gastrique, qui commence la digestion des protéines ?",
                        "Which organ churns food with gastric juice, which starts digesting proteins?",
                    ],
                ),
                pair(
                    ["l'intestin grêle", "the small intestine"],
                    [
                        "terminer la digestion et faire passer les nutriments dans le sang",
                        "to finish digestion and pass the nutrients into the blood",
                    ],
                    [
                        "Quel est le rôle de l'intestin grêle dans la digestion ?",
                        "What is the role of the small intestine in digestion?",
                    ],
                    [
                        "Quel organe termine la digestion et fait passer les nutriments dans le sang ?",
                        "Which organ finishes digestion and passes the nutrients into the blood?",
                    ],
                ),
                pair(
                    ["le gros intestin", "the large intestine"],
                    [
                        "absorber de l'eau et former les selles à partir des restes non digérés",
                        "to take up water and form faeces from the undigested remains",
                    ],
                    [
                        "Quel est le rôle du gros intestin ?",
                        "What is the role of the large intestine?",
                    ],
                    [
                        "Quel organe absorbe de l'eau et forme les selles à partir des restes non digérés ?",
                        "Which organ takes up water and forms faeces from the undigested remains?",
                    ],
                ),
                pair(
                    ["le pancréas", "the pancreas"],
                    [
                        "produire le suc pancréatique, riche en enzymes, versé dans l'intestin grêle",
                        "to make pancreatic juice, rich in enzymes, poured into the small intestine",
                    ],
                    [
                        "Quel est le rôle du pancréas dans la digestion ?",
                        "What is the role of the pancreas in digestion?",
                    ],
                    [
                        "Quel organe produit le suc pancréatique, riche en enzymes, versé dans l'intestin grêle ?",
                        "Which organ makes pancreatic juice, rich in enzymes, poured into the small intestine?",
                    ],
                ),
                pair(
                    ["le foie", "the liver"],
                    [
                        "produire la bile, qui aide à digérer les graisses",
                        "to make bile, which helps digest fats",
                    ],
                    [
                        "Quel est le rôle du foie dans la digestion ?",
                        "What is the role of the liver in digestion?",
                    ],
                    [
                        "Quel organe produit la bile, qui aide à digérer les graisses ?",
                        "Which organ makes bile, which helps digest fats?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire de la digestion", "The words of digestion"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la digestion", "digestion"],
                    [
                        "la transformation des aliments en nutriments dans le tube digestif",
                        "the breaking down of food into nutrients in the digestive tract",
                    ],
                    ["Qu'est-ce que la digestion ?", "What is digestion?"],
                    [
                        "Comment appelle-t-on la transformation des aliments en nutriments dans le tube digestif ?",
                        "What is the breaking down of food into nutrients in the digestive tract called?",
                    ],
                ),
                pair(
                    ["une enzyme digestive", "a digestive enzyme"],
                    [
                        "une molécule des sucs digestifs qui découpe les grosses molécules des aliments en petites molécules",
                        "a molecule of the digestive juices that cuts the large molecules of food into small ones",
                    ],
                    [
                        "Qu'est-ce qu'une enzyme digestive ?",
                        "What is a digestive enzyme?",
                    ],
                    [
                        "Comment appelle-t-on une molécule des sucs digestifs qui découpe les grosses molécules des aliments en petites molécules ?",
                        "What is a molecule of the digestive juices that cuts the large molecules of food into small ones called?",
                    ],
                ),
                pair(
                    ["un nutriment", "a nutrient"],
                    [
                        "une petite molécule issue de la digestion, qui peut passer dans le sang",
                        "a small molecule produced by digestion, which can pass into the blood",
                    ],
                    ["Qu'est-ce qu'un nutriment ?", "What is a nutrient?"],
                    [
                        "Comment appelle-t-on une petite molécule issue de la digestion, qui peut passer dans le sang ?",
                        "What is a small molecule produced by digestion, which can pass into the blood, called?",
                    ],
                ),
                pair(
                    ["l'absorption intestinale", "intestinal absorption"],
                    [
                        "le passage des nutriments de l'intestin grêle dans le sang",
                        "the passing of nutrients from the small intestine into the blood",
                    ],
                    [
                        "Qu'est-ce que l'absorption intestinale ?",
                        "What is intestinal absorption?",
                    ],
                    [
                        "Comment appelle-t-on le passage des nutriments de l'intestin grêle dans le sang ?",
                        "What is the passing of nutrients from the small intestine into the blood called?",
                    ],
                ),
                pair(
                    ["les villosités intestinales", "the intestinal villi"],
                    [
                        "les replis de la paroi de l'intestin grêle, qui augmentent la surface d'échange avec le sang",
                        "the folds of the small intestine's wall, which increase the exchange surface with the blood",
                    ],
                    [
                        "Que sont les villosités intestinales ?",
                        "What are the intestinal villi?",
                    ],
                    [
                        "Comment appelle-t-on les replis de la paroi de l'intestin grêle, qui augmentent la surface d'échange avec le sang ?",
                        "What are the folds of the small intestine's wall, which increase the exchange surface with the blood, called?",
                    ],
                ),
                pair(
                    ["le microbiote intestinal", "the gut microbiota"],
                    [
                        "l'ensemble des micro-organismes qui vivent dans l'intestin",
                        "all the microorganisms living in the gut",
                    ],
                    [
                        "Qu'est-ce que le microbiote intestinal ?",
                        "What is the gut microbiota?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des micro-organismes qui vivent dans l'intestin ?",
                        "What are all the microorganisms living in the gut called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Le tube digestif", "The digestive tract"],
            which: [
                "Parmi ces organes, lesquels font partie du tube digestif (les aliments y passent) ?",
                "Which of these organs are part of the digestive tract (food passes through them)?",
            ],
            which_not: [
                "Parmi ces organes de l'appareil digestif, lesquels ne font pas partie du tube digestif (les aliments n'y passent pas) ?",
                "Which of these organs of the digestive system are not part of the digestive tract (food does not pass through them)?",
            ],
            members: &[
                ["la bouche", "the mouth"],
                ["l'œsophage", "the oesophagus"],
                ["l'estomac", "the stomach"],
                ["l'intestin grêle", "the small intestine"],
                ["le gros intestin", "the large intestine"],
            ],
            others: &[
                ["le foie", "the liver"],
                ["le pancréas", "the pancreas"],
                ["les glandes salivaires", "the salivary glands"],
            ],
        },
        Group {
            name: ["Les nutriments", "Nutrients"],
            which: [
                "Parmi ces substances, lesquelles sont des nutriments, assez petits pour passer dans le sang ?",
                "Which of these substances are nutrients, small enough to pass into the blood?",
            ],
            which_not: [
                "Parmi ces substances, lesquelles doivent d'abord être digérées avant de pouvoir passer dans le sang ?",
                "Which of these substances must first be digested before they can pass into the blood?",
            ],
            members: &[
                ["le glucose", "glucose"],
                ["les acides aminés", "amino acids"],
                ["les acides gras", "fatty acids"],
            ],
            others: &[
                ["l'amidon", "starch"],
                ["les protéines", "proteins"],
                ["les matières grasses des aliments", "the fats in food"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Le trajet des aliments", "The path of food"],
        order: [
            "Range dans l'ordre les organes que traversent les aliments, du premier au dernier.",
            "Put the organs that food goes through in order, from first to last.",
        ],
        backward: [
            "Range les organes que traversent les aliments du dernier au premier.",
            "Put the organs that food goes through in order from last to first.",
        ],
        next: [
            "Sur le trajet des aliments dans le tube digestif, quel organe vient juste après celui-ci : « {} » ?",
            "On the path of food through the digestive tract, which organ comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : les aliments traversent « {a} » avant « {b} ».",
            "True or false: food goes through “{a}” before “{b}”.",
        ],
        steps: &[
            ["la bouche", "the mouth"],
            ["l'œsophage", "the oesophagus"],
            ["l'estomac", "the stomach"],
            ["l'intestin grêle", "the small intestine"],
            ["le gros intestin", "the large intestine"],
            ["l'anus", "the anus"],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Combien de dents compte la denture complète d'un adulte ?",
                "How many teeth does an adult's full set have?",
            ],
            about: ["les dents d'un adulte", "an adult's teeth"],
            value: 32.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de dents de lait compte la denture d'un jeune enfant ?",
                "How many milk teeth does a young child's set have?",
            ],
            about: ["les dents de lait", "the milk teeth"],
            value: 20.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Pour imiter la digestion dans le corps humain, à quelle température, en degrés Celsius, place-t-on les tubes à essai ?",
                "To imitate digestion in the human body, at what temperature, in degrees Celsius, are the test tubes kept?",
            ],
            about: [
                "la température du corps humain, en degrés Celsius",
                "the temperature of the human body, in degrees Celsius",
            ],
            value: 37.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&DIGESTIVE],
};

/// Prints a question of every template of the 6e and 5e chapters of `c3.rs` and this file, in
/// French and English, with the checker's findings (for a read-through):
/// `SVT_CHAPTER=svt-5e-digestion cargo test --all-features --lib print_svt_6e5e -- --ignored --nocapture`.
#[cfg(test)]
#[test]
#[ignore = "prints questions for a read-through"]
fn print_svt_6e5e() {
    use crate::domain::question::{Answer, Language};
    use crate::generate::builtin;
    use crate::generate::check::{draft_defects, facts_defects};
    use rand::SeedableRng;
    use rand::rngs::StdRng;

    let only = std::env::var("SVT_CHAPTER").ok();
    let ours: Vec<&str> = BANKS
        .iter()
        .chain(super::c3::BANKS.iter())
        .map(|b| b.chapter)
        .collect();
    for t in builtin::topics() {
        let id = t.chapter.id.as_str();
        if !ours.contains(&id) || only.as_deref().is_some_and(|c| c != id) {
            continue;
        }
        for round in 0..builtin::template_count(t) {
            for lang in [Language::Fr, Language::En] {
                let rng = StdRng::seed_from_u64(builtin::question_seed(0, round));
                let (built, _) = builtin::build(t, None, round, rng, lang);
                let d = &built.draft;
                println!("=== {id} {:?} {lang:?}", d.kind);
                println!("Q: {}", d.stem);
                for c in &d.choices {
                    println!("  - {}{}", c.text, if c.correct { " ✔" } else { "" });
                }
                if !matches!(d.answer, Answer::Choices { .. }) {
                    println!("A: {:?}", d.answer);
                }
                let mut defects = draft_defects(d, lang);
                defects.extend(facts_defects(d, &built.checks, lang));
                if !defects.is_empty() {
                    println!("DEFECTS: {defects:?}");
                }
            }
        }
    }
}
