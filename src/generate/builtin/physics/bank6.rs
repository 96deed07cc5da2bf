//! Physique-chimie 6e, the knowledge chapters (cycle 3, BO n° 31 du 30 juillet 2020,
//! « Sciences et technologie ») as fact banks.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::physics as draw;

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[&ETATS, &MELANGES, &ENERGIE, &SIGNAL];

/// The family of the 6e banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// A solid, a liquid and a gas in their containers.
pub(crate) static STATES: Diagram = Diagram {
    title: [
        "la matière dans ses trois états",
        "matter in its three states",
    ],
    size: (480.0, 260.0),
    draw: draw::states,
    parts: &[
        Part {
            name: ["un solide", "a solid"],
            at: (85.0, 170.0),
            label: (85.0, 240.0),
        },
        Part {
            name: ["un liquide", "a liquid"],
            at: (240.0, 180.0),
            label: (240.0, 240.0),
        },
        Part {
            name: ["un gaz", "a gas"],
            at: (398.0, 140.0),
            label: (400.0, 240.0),
        },
        Part {
            name: [
                "la surface libre du liquide",
                "the free surface of the liquid",
            ],
            at: (275.0, 140.0),
            label: (240.0, 35.0),
        },
    ],
};

/// États de la matière et changements d'état.
pub(crate) static ETATS: Bank = Bank {
    chapter: "physique-chimie-6e-etats-de-la-matiere",
    title: ["Les états de la matière", "The states of matter"],
    relations: &[
        Relation {
            name: ["Les changements d'état", "The changes of state"],
            matching: [
                "Associe chaque changement d'état au passage qu'il désigne.",
                "Match each change of state with the change it names.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la fusion", "melting"],
                    [
                        "le passage de l'état solide à l'état liquide",
                        "the change from the solid state to the liquid state",
                    ],
                    ["Qu'appelle-t-on la fusion ?", "What is melting?"],
                    [
                        "Comment appelle-t-on le passage de l'état solide à l'état liquide ?",
                        "What is the change from the solid state to the liquid state called?",
                    ],
                ),
                pair(
                    ["la solidification", "freezing"],
                    [
                        "le passage de l'état liquide à l'état solide",
                        "the change from the liquid state to the solid state",
                    ],
                    ["Qu'appelle-t-on la solidification ?", "What is freezing?"],
                    [
                        "Comment appelle-t-on le passage de l'état liquide à l'état solide ?",
                        "What is the change from the liquid state to the solid state called?",
                    ],
                ),
                pair(
                    ["la vaporisation", "vaporisation"],
                    [
                        "le passage de l'état liquide à l'état gazeux",
                        "the change from the liquid state to the gaseous state",
                    ],
                    ["Qu'appelle-t-on la vaporisation ?", "What is vaporisation?"],
                    [
                        "Comment appelle-t-on le passage de l'état liquide à l'état gazeux ?",
                        "What is the change from the liquid state to the gaseous state called?",
                    ],
                ),
                pair(
                    ["la liquéfaction", "condensation"],
                    [
                        "le passage de l'état gazeux à l'état liquide",
                        "the change from the gaseous state to the liquid state",
                    ],
                    [
                        "Qu'appelle-t-on la liquéfaction ?",
                        "What is condensation (from gas to liquid)?",
                    ],
                    [
                        "Comment appelle-t-on le passage de l'état gazeux à l'état liquide ?",
                        "What is the change from the gaseous state to the liquid state called?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Le vocabulaire des états de la matière",
                "The words of the states of matter",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un solide", "a solid"],
                    [
                        "une matière qui a une forme propre, qu'on peut saisir avec les doigts",
                        "matter that has its own shape and can be picked up with the fingers",
                    ],
                    ["Qu'est-ce qu'un solide ?", "What is a solid?"],
                    [
                        "Comment appelle-t-on une matière qui a une forme propre et qu'on peut saisir avec les doigts ?",
                        "What is matter that has its own shape and can be picked up with the fingers called?",
                    ],
                ),
                pair(
                    ["un liquide", "a liquid"],
                    [
                        "une matière qui coule et prend la forme du récipient qui la contient",
                        "matter that flows and takes the shape of the container that holds it",
                    ],
                    ["Qu'est-ce qu'un liquide ?", "What is a liquid?"],
                    [
                        "Comment appelle-t-on une matière qui coule, ne se saisit pas avec les doigts et prend la forme du bas du récipient qui la contient ?",
                        "What is matter that flows, cannot be picked up with the fingers and takes the shape of the bottom of its container called?",
                    ],
                ),
                pair(
                    ["un gaz", "a gas"],
                    [
                        "une matière qui occupe tout le volume du récipient qui la contient",
                        "matter that fills the whole volume of the container that holds it",
                    ],
                    ["Qu'est-ce qu'un gaz ?", "What is a gas?"],
                    [
                        "Comment appelle-t-on une matière qui occupe tout le volume du récipient qui la contient ?",
                        "What is matter that fills the whole volume of its container called?",
                    ],
                ),
                pair(
                    ["la surface libre", "the free surface"],
                    [
                        "la surface d'un liquide au repos, plane et horizontale",
                        "the surface of a liquid at rest, flat and horizontal",
                    ],
                    [
                        "Qu'est-ce que la surface libre d'un liquide ?",
                        "What is the free surface of a liquid?",
                    ],
                    [
                        "Comment appelle-t-on la surface plane et horizontale d'un liquide au repos ?",
                        "What is the flat, horizontal surface of a liquid at rest called?",
                    ],
                ),
                pair(
                    ["le thermomètre", "the thermometer"],
                    [
                        "l'instrument qui mesure la température",
                        "the instrument that measures temperature",
                    ],
                    ["Qu'est-ce qu'un thermomètre ?", "What is a thermometer?"],
                    [
                        "Quel instrument mesure la température ?",
                        "Which instrument measures temperature?",
                    ],
                ),
                pair(
                    ["le degré Celsius", "the degree Celsius"],
                    [
                        "l'unité de température de la vie courante, de symbole °C",
                        "the everyday unit of temperature, symbol °C",
                    ],
                    [
                        "Qu'est-ce que le degré Celsius ?",
                        "What is the degree Celsius?",
                    ],
                    [
                        "Quelle est l'unité de température de la vie courante, de symbole °C ?",
                        "What is the everyday unit of temperature, symbol °C?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les liquides à la température ambiante",
                "Liquids at room temperature",
            ],
            which: [
                "Parmi ces matières, prises à la température de la classe, lesquelles sont à l'état liquide ?",
                "Which of these materials, at classroom temperature, are in the liquid state?",
            ],
            which_not: [
                "Parmi ces matières, prises à la température de la classe, lesquelles ne sont pas à l'état liquide ?",
                "Which of these materials, at classroom temperature, are not in the liquid state?",
            ],
            members: &[
                ["l'huile", "oil"],
                ["le vinaigre", "vinegar"],
                ["le lait", "milk"],
                ["l'eau du robinet", "tap water"],
            ],
            others: &[
                ["le sable", "sand"],
                ["le sucre en poudre", "caster sugar"],
                ["l'air", "air"],
                ["le bois", "wood"],
                ["le fer", "iron"],
            ],
        },
        Group {
            name: [
                "Les solides à la température ambiante",
                "Solids at room temperature",
            ],
            which: [
                "Parmi ces matières, prises à la température de la classe, lesquelles sont à l'état solide ?",
                "Which of these materials, at classroom temperature, are in the solid state?",
            ],
            which_not: [
                "Parmi ces matières, prises à la température de la classe, lesquelles ne sont pas à l'état solide ?",
                "Which of these materials, at classroom temperature, are not in the solid state?",
            ],
            members: &[
                ["le sable", "sand"],
                ["le sel en poudre", "powdered salt"],
                ["la craie", "chalk"],
                ["le cuivre", "copper"],
            ],
            others: &[
                ["l'huile", "oil"],
                ["l'eau du robinet", "tap water"],
                ["l'air", "air"],
                ["le jus de pomme", "apple juice"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la glace à la vapeur, puis à l'eau liquide",
            "From ice to vapour, then back to liquid water",
        ],
        order: [
            "On chauffe un glaçon dans une casserole couverte. Range ces étapes dans l'ordre, de la première à la dernière.",
            "An ice cube is heated in a covered pan. Put these steps in order, from first to last.",
        ],
        backward: [
            "On chauffe un glaçon dans une casserole couverte. Range ces étapes de la dernière à la première.",
            "An ice cube is heated in a covered pan. Put these steps in order, from last to first.",
        ],
        next: [
            "On chauffe un glaçon dans une casserole couverte. Quelle étape vient juste après celle-ci : « {} » ?",
            "An ice cube is heated in a covered pan. Which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : quand on chauffe un glaçon dans une casserole couverte, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when an ice cube is heated in a covered pan, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "le glaçon est de l'eau à l'état solide",
                "the ice cube is water in the solid state",
            ],
            [
                "le glaçon fond à 0 °C : c'est la fusion",
                "the ice cube melts at 0 °C: this is melting",
            ],
            ["l'eau liquide se réchauffe", "the liquid water warms up"],
            [
                "l'eau bout à 100 °C et devient de la vapeur d'eau",
                "the water boils at 100 °C and turns into water vapour",
            ],
            [
                "la vapeur d'eau se refroidit contre le couvercle",
                "the water vapour cools against the lid",
            ],
            [
                "des gouttes d'eau liquide apparaissent sous le couvercle : c'est la liquéfaction",
                "drops of liquid water appear under the lid: this is condensation",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "À quelle température, en °C, la glace d'eau pure fond-elle à la pression atmosphérique normale ?",
                "At what temperature, in °C, does pure water ice melt at normal atmospheric pressure?",
            ],
            about: [
                "la température de fusion de la glace, en °C",
                "the melting temperature of ice, in °C",
            ],
            value: 0.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À quelle température, en °C, l'eau pure bout-elle à la pression atmosphérique normale ?",
                "At what temperature, in °C, does pure water boil at normal atmospheric pressure?",
            ],
            about: [
                "la température d'ébullition de l'eau, en °C",
                "the boiling temperature of water, in °C",
            ],
            value: 100.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'états de la matière observe-t-on couramment autour de nous (solide, liquide…) ?",
                "How many states of matter are commonly seen around us (solid, liquid…)?",
            ],
            about: [
                "le nombre d'états de la matière étudiés",
                "the number of states of matter studied",
            ],
            value: 3.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&STATES],
};

/// A filtration setup.
pub(crate) static FILTRATION: Diagram = Diagram {
    title: ["une filtration", "a filtration"],
    size: (360.0, 320.0),
    draw: draw::filtration,
    parts: &[
        Part {
            name: ["l'entonnoir", "the funnel"],
            at: (180.0, 175.0),
            label: (60.0, 175.0),
        },
        Part {
            name: ["le papier filtre", "the filter paper"],
            at: (140.0, 55.0),
            label: (50.0, 50.0),
        },
        Part {
            name: ["le résidu", "the residue"],
            at: (180.0, 112.0),
            label: (310.0, 112.0),
        },
        Part {
            name: ["le filtrat", "the filtrate"],
            at: (200.0, 280.0),
            label: (310.0, 280.0),
        },
        Part {
            name: ["le bécher", "the beaker"],
            at: (120.0, 225.0),
            label: (50.0, 250.0),
        },
    ],
};

/// Mélanges et solutions.
pub(crate) static MELANGES: Bank = Bank {
    chapter: "physique-chimie-6e-melanges-et-solutions",
    title: ["Mélanges et solutions", "Mixtures and solutions"],
    relations: &[
        Relation {
            name: ["Le vocabulaire des mélanges", "The words of mixtures"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un mélange homogène", "a homogeneous mixture"],
                    [
                        "un mélange dont on ne distingue pas les constituants à l'œil nu",
                        "a mixture whose components cannot be told apart with the naked eye",
                    ],
                    [
                        "Qu'est-ce qu'un mélange homogène ?",
                        "What is a homogeneous mixture?",
                    ],
                    [
                        "Comment appelle-t-on un mélange dont on ne distingue pas les constituants à l'œil nu ?",
                        "What is a mixture whose components cannot be told apart with the naked eye called?",
                    ],
                ),
                pair(
                    ["un mélange hétérogène", "a heterogeneous mixture"],
                    [
                        "un mélange dont on distingue au moins deux constituants à l'œil nu",
                        "a mixture in which at least two components can be seen with the naked eye",
                    ],
                    [
                        "Qu'est-ce qu'un mélange hétérogène ?",
                        "What is a heterogeneous mixture?",
                    ],
                    [
                        "Comment appelle-t-on un mélange dont on distingue au moins deux constituants à l'œil nu ?",
                        "What is a mixture in which at least two components can be seen with the naked eye called?",
                    ],
                ),
                pair(
                    ["la dissolution", "dissolving"],
                    [
                        "la dispersion d'un solide dans un liquide jusqu'à ce qu'on ne le voie plus",
                        "the spreading of a solid through a liquid until it can no longer be seen",
                    ],
                    ["Qu'est-ce que la dissolution ?", "What is dissolving?"],
                    [
                        "Comment appelle-t-on la dispersion d'un solide dans un liquide jusqu'à ce qu'on ne le voie plus ?",
                        "What is the spreading of a solid through a liquid until it can no longer be seen called?",
                    ],
                ),
                pair(
                    ["le soluté", "the solute"],
                    [
                        "l'espèce qui est dissoute, comme le sel dans l'eau salée",
                        "the substance that is dissolved, such as salt in salt water",
                    ],
                    [
                        "Qu'est-ce que le soluté d'une solution ?",
                        "What is the solute of a solution?",
                    ],
                    [
                        "Comment appelle-t-on l'espèce dissoute dans une solution, comme le sel dans l'eau salée ?",
                        "What is the substance dissolved in a solution, such as salt in salt water, called?",
                    ],
                ),
                pair(
                    ["le solvant", "the solvent"],
                    [
                        "le liquide dans lequel on dissout, comme l'eau dans l'eau salée",
                        "the liquid in which something is dissolved, such as the water in salt water",
                    ],
                    [
                        "Qu'est-ce que le solvant d'une solution ?",
                        "What is the solvent of a solution?",
                    ],
                    [
                        "Comment appelle-t-on le liquide dans lequel on dissout, comme l'eau dans l'eau salée ?",
                        "What is the liquid in which something is dissolved, such as the water in salt water, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les techniques de séparation", "Separation techniques"],
            matching: [
                "Associe chaque technique de séparation à sa description.",
                "Match each separation technique with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la décantation", "settling"],
                    [
                        "laisser reposer un mélange pour que les particules solides tombent au fond",
                        "leaving a mixture to stand so that the solid particles fall to the bottom",
                    ],
                    [
                        "En quoi consiste la décantation ?",
                        "What does settling consist of?",
                    ],
                    [
                        "Quelle technique consiste à laisser reposer un mélange pour que les particules solides tombent au fond ?",
                        "Which technique consists of leaving a mixture to stand so that the solid particles fall to the bottom?",
                    ],
                ),
                pair(
                    ["la filtration", "filtration"],
                    [
                        "faire passer un mélange à travers un filtre qui retient les particules solides",
                        "passing a mixture through a filter that holds back the solid particles",
                    ],
                    [
                        "En quoi consiste la filtration ?",
                        "What does filtration consist of?",
                    ],
                    [
                        "Quelle technique consiste à faire passer un mélange à travers un filtre qui retient les particules solides ?",
                        "Which technique consists of passing a mixture through a filter that holds back the solid particles?",
                    ],
                ),
                pair(
                    ["l'évaporation", "evaporation"],
                    [
                        "faire partir l'eau d'une solution pour récupérer le solide qui y était dissous",
                        "making the water of a solution go away to recover the solid dissolved in it",
                    ],
                    [
                        "En quoi consiste l'évaporation d'une solution ?",
                        "What does evaporating a solution consist of?",
                    ],
                    [
                        "Quelle technique consiste à faire partir l'eau d'une solution pour récupérer le solide qui y était dissous ?",
                        "Which technique consists of making the water of a solution go away to recover the solid dissolved in it?",
                    ],
                ),
                pair(
                    ["le tri magnétique", "magnetic sorting"],
                    [
                        "attirer avec un aimant les grains de fer d'un mélange",
                        "drawing the iron grains out of a mixture with a magnet",
                    ],
                    [
                        "En quoi consiste le tri magnétique ?",
                        "What does magnetic sorting consist of?",
                    ],
                    [
                        "Quelle technique consiste à attirer avec un aimant les grains de fer d'un mélange ?",
                        "Which technique consists of drawing the iron grains out of a mixture with a magnet?",
                    ],
                ),
                pair(
                    ["le tamisage", "sieving"],
                    [
                        "séparer des grains solides selon leur taille à l'aide d'un tamis",
                        "separating solid grains by size with a sieve",
                    ],
                    [
                        "En quoi consiste le tamisage ?",
                        "What does sieving consist of?",
                    ],
                    [
                        "Quelle technique consiste à séparer des grains solides selon leur taille à l'aide d'un tamis ?",
                        "Which technique consists of separating solid grains by size with a sieve?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les mélanges homogènes", "Homogeneous mixtures"],
            which: [
                "Parmi ces mélanges, lesquels sont homogènes ?",
                "Which of these mixtures are homogeneous?",
            ],
            which_not: [
                "Parmi ces mélanges, lesquels ne sont pas homogènes ?",
                "Which of these mixtures are not homogeneous?",
            ],
            members: &[
                ["l'eau sucrée", "sugared water"],
                ["l'eau salée", "salt water"],
                [
                    "le sirop de menthe dilué dans l'eau",
                    "mint syrup diluted in water",
                ],
                ["le thé filtré", "strained tea"],
            ],
            others: &[
                ["l'eau boueuse", "muddy water"],
                [
                    "l'eau et l'huile agitées ensemble",
                    "water and oil shaken together",
                ],
                ["le jus d'orange avec pulpe", "orange juice with pulp"],
                ["le sable mélangé à l'eau", "sand mixed with water"],
            ],
        },
        Group {
            name: [
                "Les solides solubles dans l'eau",
                "Solids that dissolve in water",
            ],
            which: [
                "Parmi ces solides, lesquels sont solubles dans l'eau ?",
                "Which of these solids dissolve in water?",
            ],
            which_not: [
                "Parmi ces solides, lesquels ne sont pas solubles dans l'eau ?",
                "Which of these solids do not dissolve in water?",
            ],
            members: &[
                ["le sel de cuisine", "table salt"],
                ["le sucre", "sugar"],
                ["le café soluble", "instant coffee"],
            ],
            others: &[
                ["le sable", "sand"],
                ["la limaille de fer", "iron filings"],
                ["le poivre moulu", "ground pepper"],
                ["la craie en poudre", "powdered chalk"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Récupérer le sel d'une eau de mer boueuse",
            "Recovering the salt of muddy sea water",
        ],
        order: [
            "On veut récupérer le sel d'une eau de mer boueuse. Range ces étapes dans l'ordre, de la première à la dernière.",
            "We want to recover the salt of muddy sea water. Put these steps in order, from first to last.",
        ],
        backward: [
            "On veut récupérer le sel d'une eau de mer boueuse. Range ces étapes de la dernière à la première.",
            "We want to recover the salt of muddy sea water. Put these steps in order, from last to first.",
        ],
        next: [
            "Pour récupérer le sel d'une eau de mer boueuse, quelle étape vient juste après celle-ci : « {} » ?",
            "To recover the salt of muddy sea water, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour récupérer le sel d'une eau de mer boueuse, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to recover the salt of muddy sea water, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "laisser reposer l'eau pour que la terre tombe au fond",
                "leave the water to stand so that the soil falls to the bottom",
            ],
            [
                "verser doucement le liquide du dessus dans un autre récipient",
                "gently pour the liquid on top into another container",
            ],
            [
                "filtrer ce liquide à travers un papier filtre",
                "filter this liquid through filter paper",
            ],
            [
                "recueillir le filtrat limpide",
                "collect the clear filtrate",
            ],
            [
                "chauffer le filtrat pour faire partir l'eau",
                "heat the filtrate to make the water go away",
            ],
            [
                "récupérer le sel resté au fond du récipient",
                "recover the salt left at the bottom of the container",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "On dissout 10 g de sucre dans 200 g d'eau. Quelle est la masse de l'eau sucrée obtenue (en g) ?",
                "10 g of sugar are dissolved in 200 g of water. What is the mass of the sugared water obtained (in g)?",
            ],
            about: [
                "la masse de 10 g de sucre dissous dans 200 g d'eau, en g",
                "the mass of 10 g of sugar dissolved in 200 g of water, in g",
            ],
            value: 210.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "On dissout 5 g de sel dans 100 g d'eau. Quelle est la masse de l'eau salée obtenue (en g) ?",
                "5 g of salt are dissolved in 100 g of water. What is the mass of the salt water obtained (in g)?",
            ],
            about: [
                "la masse de 5 g de sel dissous dans 100 g d'eau, en g",
                "the mass of 5 g of salt dissolved in 100 g of water, in g",
            ],
            value: 105.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle masse de sel contient en moyenne 1 L d'eau de mer (en g) ?",
                "What mass of salt does 1 L of sea water hold on average (in g)?",
            ],
            about: [
                "la masse de sel dans 1 L d'eau de mer, en g",
                "the mass of salt in 1 L of sea water, in g",
            ],
            value: 35.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&FILTRATION],
};

/// A wind turbine.
pub(crate) static WIND_TURBINE: Diagram = Diagram {
    title: ["une éolienne", "a wind turbine"],
    size: (300.0, 340.0),
    draw: draw::wind_turbine,
    parts: &[
        Part {
            name: ["une pale", "a blade"],
            at: (128.0, 50.0),
            label: (40.0, 40.0),
        },
        Part {
            name: ["le moyeu", "the hub"],
            at: (128.0, 112.0),
            label: (30.0, 105.0),
        },
        Part {
            name: ["la nacelle", "the nacelle"],
            at: (178.0, 108.0),
            label: (265.0, 80.0),
        },
        Part {
            name: ["le mât", "the tower"],
            at: (152.0, 250.0),
            label: (260.0, 250.0),
        },
    ],
};

/// Sources d'énergie et conversions.
pub(crate) static ENERGIE: Bank = Bank {
    chapter: "physique-chimie-6e-sources-et-conversions-d-energie",
    title: [
        "Sources d'énergie et conversions",
        "Energy sources and conversions",
    ],
    relations: &[
        Relation {
            name: ["Les convertisseurs d'énergie", "Energy converters"],
            matching: [
                "Associe chaque objet à la conversion d'énergie qu'il réalise.",
                "Match each object with the energy conversion it carries out.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["une lampe", "a lamp"],
                    [
                        "de l'énergie électrique en énergie lumineuse",
                        "electrical energy into light energy",
                    ],
                    [
                        "Pour quelle conversion d'énergie utilise-t-on une lampe ?",
                        "Which energy conversion is a lamp used for?",
                    ],
                    [
                        "Quel objet convertit l'énergie électrique en énergie lumineuse ?",
                        "Which object converts electrical energy into light energy?",
                    ],
                ),
                pair(
                    ["un moteur électrique", "an electric motor"],
                    [
                        "de l'énergie électrique en énergie de mouvement",
                        "electrical energy into energy of motion",
                    ],
                    [
                        "Pour quelle conversion d'énergie utilise-t-on un moteur électrique ?",
                        "Which energy conversion is an electric motor used for?",
                    ],
                    [
                        "Quel objet convertit l'énergie électrique en énergie de mouvement ?",
                        "Which object converts electrical energy into energy of motion?",
                    ],
                ),
                pair(
                    [
                        "un panneau solaire photovoltaïque",
                        "a photovoltaic solar panel",
                    ],
                    [
                        "de l'énergie lumineuse en énergie électrique",
                        "light energy into electrical energy",
                    ],
                    [
                        "Pour quelle conversion d'énergie utilise-t-on un panneau solaire photovoltaïque ?",
                        "Which energy conversion is a photovoltaic solar panel used for?",
                    ],
                    [
                        "Quel objet convertit l'énergie lumineuse en énergie électrique ?",
                        "Which object converts light energy into electrical energy?",
                    ],
                ),
                pair(
                    ["une pile", "a battery cell"],
                    [
                        "de l'énergie chimique en énergie électrique",
                        "chemical energy into electrical energy",
                    ],
                    [
                        "Pour quelle conversion d'énergie utilise-t-on une pile ?",
                        "Which energy conversion is a battery cell used for?",
                    ],
                    [
                        "Quel objet convertit l'énergie chimique en énergie électrique ?",
                        "Which object converts chemical energy into electrical energy?",
                    ],
                ),
                pair(
                    ["un radiateur électrique", "an electric heater"],
                    [
                        "de l'énergie électrique en énergie thermique",
                        "electrical energy into thermal energy",
                    ],
                    [
                        "Pour quelle conversion d'énergie utilise-t-on un radiateur électrique ?",
                        "Which energy conversion is an electric heater used for?",
                    ],
                    [
                        "Quel objet utilise-t-on pour convertir l'énergie électrique en énergie thermique ?",
                        "Which object is used to convert electrical energy into thermal energy?",
                    ],
                ),
                pair(
                    ["une éolienne", "a wind turbine"],
                    [
                        "de l'énergie du vent en énergie électrique",
                        "the energy of the wind into electrical energy",
                    ],
                    [
                        "Pour quelle conversion d'énergie utilise-t-on une éolienne ?",
                        "Which energy conversion is a wind turbine used for?",
                    ],
                    [
                        "Quel objet convertit l'énergie du vent en énergie électrique ?",
                        "Which object converts the energy of the wind into electrical energy?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire de l'énergie", "The words of energy"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    [
                        "une source d'énergie renouvelable",
                        "a renewable energy source",
                    ],
                    [
                        "une source qui se renouvelle assez vite pour être inépuisable à l'échelle humaine",
                        "a source that renews itself fast enough to be inexhaustible on a human scale",
                    ],
                    [
                        "Qu'est-ce qu'une source d'énergie renouvelable ?",
                        "What is a renewable energy source?",
                    ],
                    [
                        "Comment appelle-t-on une source d'énergie qui se renouvelle assez vite pour être inépuisable à l'échelle humaine ?",
                        "What is an energy source that renews itself fast enough to be inexhaustible on a human scale called?",
                    ],
                ),
                pair(
                    [
                        "une source d'énergie non renouvelable",
                        "a non-renewable energy source",
                    ],
                    [
                        "une source disponible en quantité limitée, qui s'épuise quand on l'utilise",
                        "a source available in limited quantity, which runs out as it is used",
                    ],
                    [
                        "Qu'est-ce qu'une source d'énergie non renouvelable ?",
                        "What is a non-renewable energy source?",
                    ],
                    [
                        "Comment appelle-t-on une source d'énergie disponible en quantité limitée, qui s'épuise quand on l'utilise ?",
                        "What is an energy source available in limited quantity, which runs out as it is used, called?",
                    ],
                ),
                pair(
                    ["un convertisseur d'énergie", "an energy converter"],
                    [
                        "un objet qui reçoit de l'énergie sous une forme et la restitue sous une autre forme",
                        "an object that receives energy in one form and gives it out in another form",
                    ],
                    [
                        "Qu'est-ce qu'un convertisseur d'énergie ?",
                        "What is an energy converter?",
                    ],
                    [
                        "Comment appelle-t-on un objet qui reçoit de l'énergie sous une forme et la restitue sous une autre forme ?",
                        "What is an object that receives energy in one form and gives it out in another form called?",
                    ],
                ),
                pair(
                    ["une chaîne énergétique", "an energy chain"],
                    [
                        "le schéma qui relie la source, les convertisseurs et les formes d'énergie transférées",
                        "the diagram linking the source, the converters and the forms of energy transferred",
                    ],
                    [
                        "Qu'est-ce qu'une chaîne énergétique ?",
                        "What is an energy chain?",
                    ],
                    [
                        "Comment appelle-t-on le schéma qui relie la source, les convertisseurs et les formes d'énergie transférées ?",
                        "What is the diagram linking the source, the converters and the forms of energy transferred called?",
                    ],
                ),
                pair(
                    ["l'énergie lumineuse", "light energy"],
                    [
                        "l'énergie transportée par la lumière",
                        "the energy carried by light",
                    ],
                    [
                        "Qu'est-ce que l'énergie lumineuse ?",
                        "What is light energy?",
                    ],
                    [
                        "Comment appelle-t-on l'énergie transportée par la lumière ?",
                        "What is the energy carried by light called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: [
                "Les sources d'énergie renouvelables",
                "Renewable energy sources",
            ],
            which: [
                "Parmi ces sources d'énergie, lesquelles sont renouvelables ?",
                "Which of these energy sources are renewable?",
            ],
            which_not: [
                "Parmi ces sources d'énergie, lesquelles ne sont pas renouvelables ?",
                "Which of these energy sources are not renewable?",
            ],
            members: &[
                ["le rayonnement du Soleil", "sunlight"],
                ["le vent", "the wind"],
                ["l'eau des rivières", "river water"],
                ["le bois des forêts", "wood from forests"],
            ],
            others: &[
                ["le pétrole", "oil"],
                ["le charbon", "coal"],
                ["le gaz naturel", "natural gas"],
                ["l'uranium", "uranium"],
            ],
        },
        Group {
            name: ["Les combustibles fossiles", "Fossil fuels"],
            which: [
                "Parmi ces sources d'énergie, lesquelles sont des combustibles fossiles ?",
                "Which of these energy sources are fossil fuels?",
            ],
            which_not: [
                "Parmi ces sources d'énergie, lesquelles ne sont pas des combustibles fossiles ?",
                "Which of these energy sources are not fossil fuels?",
            ],
            members: &[
                ["le pétrole", "oil"],
                ["le charbon", "coal"],
                ["le gaz naturel", "natural gas"],
            ],
            others: &[
                ["l'uranium", "uranium"],
                ["le vent", "the wind"],
                ["le rayonnement du Soleil", "sunlight"],
                ["l'eau des rivières", "river water"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La chaîne énergétique d'un barrage",
            "The energy chain of a dam",
        ],
        order: [
            "Range dans l'ordre les étapes de la production d'électricité par un barrage hydroélectrique, de la première à la dernière.",
            "Put the steps of electricity production by a hydroelectric dam in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la production d'électricité par un barrage hydroélectrique de la dernière à la première.",
            "Put the steps of electricity production by a hydroelectric dam in order from last to first.",
        ],
        next: [
            "Dans un barrage hydroélectrique, quelle étape vient juste après celle-ci : « {} » ?",
            "In a hydroelectric dam, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans un barrage hydroélectrique, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a hydroelectric dam, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "l'eau est retenue derrière le barrage",
                "the water is held back behind the dam",
            ],
            [
                "l'eau descend dans une conduite forcée",
                "the water runs down a penstock",
            ],
            [
                "l'eau en mouvement fait tourner la turbine",
                "the moving water turns the turbine",
            ],
            [
                "la turbine entraîne l'alternateur",
                "the turbine drives the alternator",
            ],
            [
                "l'alternateur produit de l'énergie électrique",
                "the alternator produces electrical energy",
            ],
            [
                "les lignes électriques transportent l'électricité jusqu'aux maisons",
                "power lines carry the electricity to homes",
            ],
        ],
    }],
    numbers: &[],
    diagrams: &[&WIND_TURBINE],
};

/// Signal et information.
pub(crate) static SIGNAL: Bank = Bank {
    chapter: "physique-chimie-6e-signal-et-information",
    title: ["Signal et information", "Signal and information"],
    relations: &[
        Relation {
            name: [
                "Des signaux et leur information",
                "Signals and their information",
            ],
            matching: [
                "Associe chaque signal à l'information qu'il transmet.",
                "Match each signal with the information it carries.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "le feu tricolore qui passe au rouge",
                        "the traffic light turning red",
                    ],
                    ["les véhicules doivent s'arrêter", "vehicles must stop"],
                    [
                        "Quelle information le feu tricolore qui passe au rouge transmet-il ?",
                        "What information does the traffic light turning red carry?",
                    ],
                    [
                        "Quel signal indique aux véhicules qu'ils doivent s'arrêter ?",
                        "Which signal tells vehicles they must stop?",
                    ],
                ),
                pair(
                    ["la sonnerie du réveil", "the alarm clock ringing"],
                    ["il est l'heure de se lever", "it is time to get up"],
                    [
                        "Quelle information la sonnerie du réveil transmet-elle ?",
                        "What information does the alarm clock ringing carry?",
                    ],
                    [
                        "Quel signal indique qu'il est l'heure de se lever ?",
                        "Which signal tells that it is time to get up?",
                    ],
                ),
                pair(
                    ["la sirène d'une ambulance", "an ambulance siren"],
                    [
                        "un véhicule prioritaire arrive : il faut lui laisser le passage",
                        "a priority vehicle is coming: it must be let through",
                    ],
                    [
                        "Quelle information la sirène d'une ambulance transmet-elle ?",
                        "What information does an ambulance siren carry?",
                    ],
                    [
                        "Quel signal indique qu'un véhicule prioritaire arrive et qu'il faut lui laisser le passage ?",
                        "Which signal tells that a priority vehicle is coming and must be let through?",
                    ],
                ),
                pair(
                    [
                        "le clignotant droit d'une voiture",
                        "a car's right indicator",
                    ],
                    [
                        "la voiture va tourner à droite",
                        "the car is going to turn right",
                    ],
                    [
                        "Quelle information le clignotant droit d'une voiture transmet-il ?",
                        "What information does a car's right indicator carry?",
                    ],
                    [
                        "Quel signal indique qu'une voiture va tourner à droite ?",
                        "Which signal tells that a car is going to turn right?",
                    ],
                ),
                pair(
                    [
                        "le coup de sifflet final de l'arbitre",
                        "the referee's final whistle",
                    ],
                    ["le match est terminé", "the match is over"],
                    [
                        "Quelle information le coup de sifflet final de l'arbitre transmet-il ?",
                        "What information does the referee's final whistle carry?",
                    ],
                    [
                        "Quel signal indique que le match est terminé ?",
                        "Which signal tells that the match is over?",
                    ],
                ),
                pair(
                    [
                        "la lumière tournante d'un phare",
                        "the turning light of a lighthouse",
                    ],
                    [
                        "la côte est proche : les bateaux doivent se repérer",
                        "the coast is near: ships must find their bearings",
                    ],
                    [
                        "Quelle information la lumière tournante d'un phare transmet-elle ?",
                        "What information does the turning light of a lighthouse carry?",
                    ],
                    [
                        "Quel signal indique aux bateaux que la côte est proche ?",
                        "Which signal tells ships that the coast is near?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire du signal", "The words of signals"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un signal", "a signal"],
                    [
                        "un son, une lumière ou une onde émis pour transmettre une information",
                        "a sound, a light or a wave sent out to carry information",
                    ],
                    ["Qu'est-ce qu'un signal ?", "What is a signal?"],
                    [
                        "Comment appelle-t-on un son, une lumière ou une onde émis pour transmettre une information ?",
                        "What is a sound, a light or a wave sent out to carry information called?",
                    ],
                ),
                pair(
                    ["une information", "information"],
                    [
                        "le message que transporte un signal",
                        "the message a signal carries",
                    ],
                    [
                        "Qu'est-ce qu'une information, pour un signal ?",
                        "What is information, for a signal?",
                    ],
                    [
                        "Comment appelle-t-on le message que transporte un signal ?",
                        "What is the message a signal carries called?",
                    ],
                ),
                pair(
                    ["l'émetteur", "the transmitter"],
                    [
                        "l'objet ou la personne qui produit le signal",
                        "the object or person that produces the signal",
                    ],
                    [
                        "Qu'est-ce que l'émetteur d'un signal ?",
                        "What is the transmitter of a signal?",
                    ],
                    [
                        "Comment appelle-t-on l'objet ou la personne qui produit le signal ?",
                        "What is the object or person that produces the signal called?",
                    ],
                ),
                pair(
                    ["le récepteur", "the receiver"],
                    [
                        "l'objet ou l'être vivant qui capte le signal",
                        "the object or living thing that picks up the signal",
                    ],
                    [
                        "Qu'est-ce que le récepteur d'un signal ?",
                        "What is the receiver of a signal?",
                    ],
                    [
                        "Comment appelle-t-on l'objet ou l'être vivant qui capte le signal ?",
                        "What is the object or living thing that picks up the signal called?",
                    ],
                ),
                pair(
                    ["un code", "a code"],
                    [
                        "une règle, connue de l'émetteur et du récepteur, qui associe chaque signal à une information",
                        "a rule, known to the transmitter and the receiver, that links each signal with a piece of information",
                    ],
                    [
                        "Qu'est-ce qu'un code, pour transmettre une information ?",
                        "What is a code, for carrying information?",
                    ],
                    [
                        "Comment appelle-t-on la règle, connue de l'émetteur et du récepteur, qui associe chaque signal à une information ?",
                        "What is the rule, known to the transmitter and the receiver, that links each signal with a piece of information called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les signaux sonores", "Sound signals"],
            which: [
                "Parmi ces signaux, lesquels sont des signaux sonores ?",
                "Which of these signals are sound signals?",
            ],
            which_not: [
                "Parmi ces signaux, lesquels ne sont pas des signaux sonores ?",
                "Which of these signals are not sound signals?",
            ],
            members: &[
                ["la sirène des pompiers", "the fire engine siren"],
                ["la sonnerie du réveil", "the alarm clock ringing"],
                ["le sifflet de l'arbitre", "the referee's whistle"],
                ["le klaxon d'une voiture", "a car horn"],
            ],
            others: &[
                ["le feu tricolore", "the traffic light"],
                ["le clignotant d'une voiture", "a car's indicator"],
                ["la lumière d'un phare", "the light of a lighthouse"],
                [
                    "le voyant de charge d'un téléphone",
                    "a phone's charging light",
                ],
            ],
        },
        Group {
            name: ["Les signaux lumineux", "Light signals"],
            which: [
                "Parmi ces signaux, lesquels sont des signaux lumineux ?",
                "Which of these signals are light signals?",
            ],
            which_not: [
                "Parmi ces signaux, lesquels ne sont pas des signaux lumineux ?",
                "Which of these signals are not light signals?",
            ],
            members: &[
                ["le feu tricolore", "the traffic light"],
                ["le clignotant d'une voiture", "a car's indicator"],
                ["la lumière d'un phare", "the light of a lighthouse"],
            ],
            others: &[
                ["la sirène des pompiers", "the fire engine siren"],
                ["le sifflet de l'arbitre", "the referee's whistle"],
                ["la sonnerie de l'école", "the school bell"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Transmettre une information", "Carrying information"],
        order: [
            "Range dans l'ordre les étapes de la transmission d'une information par un signal, de la première à la dernière.",
            "Put the steps of carrying information by a signal in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la transmission d'une information par un signal de la dernière à la première.",
            "Put the steps of carrying information by a signal in order from last to first.",
        ],
        next: [
            "Lors de la transmission d'une information par un signal, quelle étape vient juste après celle-ci : « {} » ?",
            "When information is carried by a signal, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de la transmission d'une information par un signal, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when information is carried by a signal, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "l'émetteur code l'information",
                "the transmitter encodes the information",
            ],
            [
                "l'émetteur produit le signal",
                "the transmitter produces the signal",
            ],
            [
                "le signal se propage jusqu'au récepteur",
                "the signal travels to the receiver",
            ],
            [
                "le récepteur capte le signal",
                "the receiver picks up the signal",
            ],
            [
                "le récepteur décode le signal et retrouve l'information",
                "the receiver decodes the signal and recovers the information",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Pendant un orage, on voit l'éclair presque tout de suite, mais le son du tonnerre parcourt environ 1 km en 3 s. On entend le tonnerre 6 s après l'éclair : à quelle distance l'orage est-il (en km) ?",
                "During a storm, the lightning is seen almost at once, but the sound of thunder travels about 1 km in 3 s. The thunder is heard 6 s after the lightning: how far away is the storm (in km)?",
            ],
            about: [
                "la distance d'un orage dont le tonnerre arrive 6 s après l'éclair, en km",
                "the distance of a storm whose thunder comes 6 s after the lightning, in km",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Pendant un orage, on voit l'éclair presque tout de suite, mais le son du tonnerre parcourt environ 1 km en 3 s. On entend le tonnerre 9 s après l'éclair : à quelle distance l'orage est-il (en km) ?",
                "During a storm, the lightning is seen almost at once, but the sound of thunder travels about 1 km in 3 s. The thunder is heard 9 s after the lightning: how far away is the storm (in km)?",
            ],
            about: [
                "la distance d'un orage dont le tonnerre arrive 9 s après l'éclair, en km",
                "the distance of a storm whose thunder comes 9 s after the lightning, in km",
            ],
            value: 3.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En code morse, la lettre S s'écrit avec trois signaux courts et la lettre O avec trois signaux longs. Combien de signaux faut-il pour envoyer le message de détresse SOS ?",
                "In Morse code, the letter S is written with three short signals and the letter O with three long signals. How many signals are needed to send the distress message SOS?",
            ],
            about: [
                "le nombre de signaux du message SOS en morse",
                "the number of signals of the SOS message in Morse",
            ],
            value: 9.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

#[cfg(test)]
mod tests {
    use crate::domain::question::Language;
    use crate::generate::builtin::{self, bank};

    /// Prints a question of every template of the physique-chimie banks whose chapter contains
    /// `$EDUGEN_CHAPTER` (all when unset), to read them as a teacher would.
    #[test]
    #[ignore = "prints questions to read them"]
    fn print_physics_bank_questions() {
        let only = std::env::var("EDUGEN_CHAPTER").unwrap_or_default();
        for topic in builtin::topics() {
            let id = &topic.chapter.id;
            if !id.starts_with("physique-chimie")
                || bank::bank_of(id).is_none()
                || !id.contains(&only)
            {
                continue;
            }
            for lang in [Language::Fr, Language::En] {
                for round in 0..24 {
                    let rng = rand::SeedableRng::seed_from_u64(round);
                    let (b, _) = builtin::build(topic, None, round, rng, lang);
                    let d = &b.draft;
                    let choices: Vec<&str> = d.choices.iter().map(|c| c.text.as_str()).collect();
                    println!(
                        "[{id} {lang:?} {round} {:?}] {}\n    {choices:?}\n    -> {:?}\n    {}",
                        d.kind, d.stem, d.answer, d.explanation
                    );
                }
            }
        }
    }
}
