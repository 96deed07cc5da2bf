//! Physique-chimie 5e, the knowledge chapters (cycle 4, BO n° 31 du 30 juillet 2020) as fact
//! banks.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::physics as draw;

/// The chapters of this file, in catalog order (the catalog's mode is the index).
pub(crate) static BANKS: &[&Bank] = &[&ETATS, &MELANGES, &AIR, &ENERGIE, &CIRCUITS, &LUMIERE];

/// The family of the 5e banks.
pub(crate) static FAMILY: Family = bank::family!("physique-chimie", BANKS);

/// The particles of matter in its three states.
pub(crate) static PARTICLES: Diagram = Diagram {
    title: [
        "le modèle particulaire des trois états de la matière",
        "the particle model of the three states of matter",
    ],
    size: (480.0, 260.0),
    draw: draw::particles,
    parts: &[
        Part {
            name: ["l'état solide", "the solid state"],
            at: (90.0, 70.0),
            label: (90.0, 230.0),
        },
        Part {
            name: ["l'état liquide", "the liquid state"],
            at: (240.0, 100.0),
            label: (240.0, 230.0),
        },
        Part {
            name: ["l'état gazeux", "the gaseous state"],
            at: (390.0, 150.0),
            label: (390.0, 230.0),
        },
        Part {
            name: ["une particule", "a particle"],
            at: (420.0, 95.0),
            label: (440.0, 30.0),
        },
    ],
};

/// États et changements d'état de la matière.
pub(crate) static ETATS: Bank = Bank {
    chapter: "physique-chimie-5e-etats-et-changements-d-etat",
    title: ["États et changements d'état", "States and changes of state"],
    relations: &[
        Relation {
            name: [
                "Les états de la matière vus de près",
                "The states of matter up close",
            ],
            matching: [
                "Associe chaque état de la matière à la disposition de ses particules.",
                "Match each state of matter with the arrangement of its particles.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["l'état solide", "the solid state"],
                    [
                        "des particules serrées, rangées en ordre, qui vibrent sur place",
                        "particles packed close, in order, vibrating on the spot",
                    ],
                    [
                        "Dans le modèle particulaire, comment les particules d'un solide sont-elles disposées ?",
                        "In the particle model, how are the particles of a solid arranged?",
                    ],
                    [
                        "Dans quel état de la matière les particules sont-elles serrées, rangées en ordre, et vibrent-elles sur place ?",
                        "In which state of matter are the particles packed close, in order, vibrating on the spot?",
                    ],
                ),
                pair(
                    ["l'état liquide", "the liquid state"],
                    [
                        "des particules serrées, en désordre, qui glissent les unes sur les autres",
                        "particles packed close, in disorder, sliding over one another",
                    ],
                    [
                        "Dans le modèle particulaire, comment les particules d'un liquide sont-elles disposées ?",
                        "In the particle model, how are the particles of a liquid arranged?",
                    ],
                    [
                        "Dans quel état de la matière les particules sont-elles serrées, en désordre, et glissent-elles les unes sur les autres ?",
                        "In which state of matter are the particles packed close, in disorder, sliding over one another?",
                    ],
                ),
                pair(
                    ["l'état gazeux", "the gaseous state"],
                    [
                        "des particules éloignées les unes des autres, en désordre et très agitées",
                        "particles far apart, in disorder and moving fast",
                    ],
                    [
                        "Dans le modèle particulaire, comment les particules d'un gaz sont-elles disposées ?",
                        "In the particle model, how are the particles of a gas arranged?",
                    ],
                    [
                        "Dans quel état de la matière les particules sont-elles éloignées les unes des autres, en désordre et très agitées ?",
                        "In which state of matter are the particles far apart, in disorder and moving fast?",
                    ],
                ),
                pair(
                    ["un changement d'état", "a change of state"],
                    [
                        "les particules restent les mêmes et gardent leur nombre : seule leur disposition change",
                        "the particles stay the same and keep their number: only their arrangement changes",
                    ],
                    [
                        "Dans le modèle particulaire, que deviennent les particules lors d'un changement d'état ?",
                        "In the particle model, what happens to the particles during a change of state?",
                    ],
                    [
                        "Au cours de quelle transformation les particules restent-elles les mêmes et gardent-elles leur nombre, seule leur disposition changeant ?",
                        "During which change do the particles stay the same and keep their number, only their arrangement changing?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Le vocabulaire des changements d'état",
                "The words of changes of state",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la sublimation", "sublimation"],
                    [
                        "le passage direct de l'état solide à l'état gazeux",
                        "the direct change from the solid state to the gaseous state",
                    ],
                    ["Qu'appelle-t-on la sublimation ?", "What is sublimation?"],
                    [
                        "Comment appelle-t-on le passage direct de l'état solide à l'état gazeux ?",
                        "What is the direct change from the solid state to the gaseous state called?",
                    ],
                ),
                pair(
                    ["la condensation", "deposition"],
                    [
                        "le passage direct de l'état gazeux à l'état solide",
                        "the direct change from the gaseous state to the solid state",
                    ],
                    [
                        "Qu'appelle-t-on la condensation (à l'état solide) ?",
                        "What is deposition?",
                    ],
                    [
                        "Comment appelle-t-on le passage direct de l'état gazeux à l'état solide ?",
                        "What is the direct change from the gaseous state to the solid state called?",
                    ],
                ),
                pair(
                    ["l'ébullition", "boiling"],
                    [
                        "une vaporisation rapide, avec des bulles de vapeur qui se forment dans tout le liquide",
                        "a fast vaporisation, with bubbles of vapour forming throughout the liquid",
                    ],
                    ["Qu'est-ce que l'ébullition ?", "What is boiling?"],
                    [
                        "Comment appelle-t-on une vaporisation rapide, avec des bulles de vapeur qui se forment dans tout le liquide ?",
                        "What is a fast vaporisation, with bubbles of vapour forming throughout the liquid, called?",
                    ],
                ),
                pair(
                    ["l'évaporation", "evaporation"],
                    [
                        "une vaporisation lente, à la surface du liquide, à une température inférieure à celle d'ébullition",
                        "a slow vaporisation, at the surface of the liquid, below the boiling temperature",
                    ],
                    ["Qu'est-ce que l'évaporation ?", "What is evaporation?"],
                    [
                        "Comment appelle-t-on une vaporisation lente, à la surface du liquide, à une température inférieure à celle d'ébullition ?",
                        "What is a slow vaporisation, at the surface of the liquid, below the boiling temperature, called?",
                    ],
                ),
                pair(
                    ["un palier de température", "a temperature plateau"],
                    [
                        "la partie horizontale de la courbe de température pendant le changement d'état d'un corps pur",
                        "the flat part of the temperature curve during the change of state of a pure substance",
                    ],
                    [
                        "Qu'est-ce qu'un palier de température ?",
                        "What is a temperature plateau?",
                    ],
                    [
                        "Comment appelle-t-on la partie horizontale de la courbe de température pendant le changement d'état d'un corps pur ?",
                        "What is the flat part of the temperature curve during the change of state of a pure substance called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Ce qui se conserve lors d'un changement d'état",
            "What is conserved during a change of state",
        ],
        which: [
            "Lors d'un changement d'état, lesquelles de ces grandeurs se conservent ?",
            "During a change of state, which of these are conserved?",
        ],
        which_not: [
            "Lors d'un changement d'état, lesquelles de ces grandeurs ne se conservent pas ?",
            "During a change of state, which of these are not conserved?",
        ],
        members: &[
            ["la masse", "the mass"],
            ["le nombre de particules", "the number of particles"],
            ["la nature des particules", "the kind of particles"],
        ],
        others: &[
            ["le volume", "the volume"],
            [
                "la disposition des particules",
                "the arrangement of the particles",
            ],
            ["l'état physique", "the physical state"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La solidification de l'eau au congélateur",
            "Water freezing in the freezer",
        ],
        order: [
            "On place un tube d'eau liquide dans un congélateur et on relève sa température. Range ces étapes dans l'ordre, de la première à la dernière.",
            "A tube of liquid water is put in a freezer and its temperature is recorded. Put these steps in order, from first to last.",
        ],
        backward: [
            "On place un tube d'eau liquide dans un congélateur et on relève sa température. Range ces étapes de la dernière à la première.",
            "A tube of liquid water is put in a freezer and its temperature is recorded. Put these steps in order, from last to first.",
        ],
        next: [
            "On place un tube d'eau liquide dans un congélateur. Quelle étape vient juste après celle-ci : « {} » ?",
            "A tube of liquid water is put in a freezer. Which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : quand on place un tube d'eau liquide dans un congélateur, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when a tube of liquid water is put in a freezer, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "la température de l'eau liquide baisse",
                "the temperature of the liquid water falls",
            ],
            [
                "à 0 °C, les premiers cristaux de glace apparaissent",
                "at 0 °C, the first ice crystals appear",
            ],
            [
                "la température reste à 0 °C : l'eau liquide et la glace coexistent",
                "the temperature stays at 0 °C: liquid water and ice coexist",
            ],
            [
                "la dernière goutte d'eau liquide devient solide",
                "the last drop of liquid water turns solid",
            ],
            [
                "la température de la glace descend sous 0 °C",
                "the temperature of the ice falls below 0 °C",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "On fait fondre entièrement 50 g de glace dans un récipient fermé. Quelle masse d'eau liquide obtient-on (en g) ?",
                "50 g of ice are fully melted in a closed container. What mass of liquid water is obtained (in g)?",
            ],
            about: [
                "la masse d'eau liquide obtenue avec 50 g de glace, en g",
                "the mass of liquid water obtained from 50 g of ice, in g",
            ],
            value: 50.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À quelle température, en °C, l'éthanol pur bout-il à la pression atmosphérique normale ?",
                "At what temperature, in °C, does pure ethanol boil at normal atmospheric pressure?",
            ],
            about: [
                "la température d'ébullition de l'éthanol, en °C",
                "the boiling temperature of ethanol, in °C",
            ],
            value: 78.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À quelle température, en °C, le plomb fond-il ?",
                "At what temperature, in °C, does lead melt?",
            ],
            about: [
                "la température de fusion du plomb, en °C",
                "the melting temperature of lead, in °C",
            ],
            value: 327.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "À quelle température, en °C, l'étain fond-il ?",
                "At what temperature, in °C, does tin melt?",
            ],
            about: [
                "la température de fusion de l'étain, en °C",
                "the melting temperature of tin, in °C",
            ],
            value: 232.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "L'eau pure qui gèle à la pression atmosphérique normale garde une température constante. Laquelle, en °C ?",
                "Pure water freezing at normal atmospheric pressure keeps a constant temperature. Which one, in °C?",
            ],
            about: [
                "la température du palier de solidification de l'eau, en °C",
                "the temperature of the freezing plateau of water, in °C",
            ],
            value: 0.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&PARTICLES],
};

/// A separatory funnel holding oil and water.
pub(crate) static FUNNEL: Diagram = Diagram {
    title: [
        "une ampoule à décanter contenant de l'eau et de l'huile",
        "a separatory funnel holding water and oil",
    ],
    size: (320.0, 360.0),
    draw: draw::separatory_funnel,
    parts: &[
        Part {
            name: ["le bouchon", "the stopper"],
            at: (160.0, 50.0),
            label: (60.0, 40.0),
        },
        Part {
            name: ["l'huile", "the oil"],
            at: (160.0, 150.0),
            label: (285.0, 140.0),
        },
        Part {
            name: ["l'eau", "the water"],
            at: (160.0, 220.0),
            label: (285.0, 230.0),
        },
        Part {
            name: ["le robinet", "the tap"],
            at: (178.0, 303.0),
            label: (270.0, 320.0),
        },
        Part {
            name: ["l'ampoule à décanter", "the separatory funnel"],
            at: (102.0, 110.0),
            label: (40.0, 120.0),
        },
    ],
};

/// Mélanges et corps purs : solubilité et miscibilité.
pub(crate) static MELANGES: Bank = Bank {
    chapter: "physique-chimie-5e-melanges-et-corps-purs",
    title: ["Mélanges et corps purs", "Mixtures and pure substances"],
    relations: &[Relation {
        name: [
            "Le vocabulaire des mélanges et des corps purs",
            "The words of mixtures and pure substances",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un corps pur", "a pure substance"],
                [
                    "une matière formée d'une seule espèce chimique",
                    "matter made of one chemical species only",
                ],
                ["Qu'est-ce qu'un corps pur ?", "What is a pure substance?"],
                [
                    "Comment appelle-t-on une matière formée d'une seule espèce chimique ?",
                    "What is matter made of one chemical species only called?",
                ],
            ),
            pair(
                ["un mélange", "a mixture"],
                [
                    "une matière formée de plusieurs espèces chimiques",
                    "matter made of several chemical species",
                ],
                ["Qu'est-ce qu'un mélange ?", "What is a mixture?"],
                [
                    "Comment appelle-t-on une matière formée de plusieurs espèces chimiques ?",
                    "What is matter made of several chemical species called?",
                ],
            ),
            pair(
                ["des liquides miscibles", "miscible liquids"],
                [
                    "des liquides qui, mélangés, forment un mélange homogène",
                    "liquids that, mixed together, form a homogeneous mixture",
                ],
                [
                    "Que sont des liquides miscibles ?",
                    "What are miscible liquids?",
                ],
                [
                    "Comment appelle-t-on des liquides qui, mélangés, forment un mélange homogène ?",
                    "What are liquids that, mixed together, form a homogeneous mixture called?",
                ],
            ),
            pair(
                ["des liquides non miscibles", "immiscible liquids"],
                [
                    "des liquides qui, mélangés, se séparent en couches superposées",
                    "liquids that, mixed together, separate into layers",
                ],
                [
                    "Que sont des liquides non miscibles ?",
                    "What are immiscible liquids?",
                ],
                [
                    "Comment appelle-t-on des liquides qui, mélangés, se séparent en couches superposées ?",
                    "What are liquids that, mixed together, separate into layers called?",
                ],
            ),
            pair(
                ["une solution saturée", "a saturated solution"],
                [
                    "une solution dans laquelle on ne peut plus dissoudre de soluté",
                    "a solution in which no more solute can be dissolved",
                ],
                [
                    "Qu'est-ce qu'une solution saturée ?",
                    "What is a saturated solution?",
                ],
                [
                    "Comment appelle-t-on une solution dans laquelle on ne peut plus dissoudre de soluté ?",
                    "What is a solution in which no more solute can be dissolved called?",
                ],
            ),
            pair(
                ["la solubilité", "solubility"],
                [
                    "la masse maximale de soluté qu'on peut dissoudre dans un litre de solvant",
                    "the greatest mass of solute that can be dissolved in one litre of solvent",
                ],
                [
                    "Qu'est-ce que la solubilité d'un soluté ?",
                    "What is the solubility of a solute?",
                ],
                [
                    "Comment appelle-t-on la masse maximale de soluté qu'on peut dissoudre dans un litre de solvant ?",
                    "What is the greatest mass of solute that can be dissolved in one litre of solvent called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: [
                "Les liquides miscibles à l'eau",
                "Liquids miscible with water",
            ],
            which: [
                "Parmi ces liquides, lesquels sont miscibles à l'eau ?",
                "Which of these liquids are miscible with water?",
            ],
            which_not: [
                "Parmi ces liquides, lesquels ne sont pas miscibles à l'eau ?",
                "Which of these liquids are not miscible with water?",
            ],
            members: &[
                ["l'éthanol", "ethanol"],
                ["le vinaigre", "vinegar"],
                ["le sirop de menthe", "mint syrup"],
                ["le jus de citron", "lemon juice"],
            ],
            others: &[
                ["l'huile", "oil"],
                ["l'essence", "petrol"],
                ["le cyclohexane", "cyclohexane"],
            ],
        },
        Group {
            name: ["Les corps purs", "Pure substances"],
            which: [
                "Parmi ces matières, lesquelles sont des corps purs ?",
                "Which of these materials are pure substances?",
            ],
            which_not: [
                "Parmi ces matières, lesquelles ne sont pas des corps purs ?",
                "Which of these materials are not pure substances?",
            ],
            members: &[
                ["l'eau distillée", "distilled water"],
                ["le dioxygène", "oxygen gas"],
                ["le fer", "iron"],
                ["le saccharose (sucre)", "sucrose (sugar)"],
            ],
            others: &[
                ["l'eau minérale", "mineral water"],
                ["l'air", "air"],
                ["l'eau salée", "salt water"],
                ["le lait", "milk"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Saturer une solution", "Saturating a solution"],
        order: [
            "Range dans l'ordre les étapes de la préparation d'une solution saturée d'eau salée, de la première à la dernière.",
            "Put the steps of making a saturated salt solution in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la préparation d'une solution saturée d'eau salée de la dernière à la première.",
            "Put the steps of making a saturated salt solution in order from last to first.",
        ],
        next: [
            "Lors de la préparation d'une solution saturée d'eau salée, quelle étape vient juste après celle-ci : « {} » ?",
            "When making a saturated salt solution, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors de la préparation d'une solution saturée d'eau salée, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: when making a saturated salt solution, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "verser 100 mL d'eau dans un bécher",
                "pour 100 mL of water into a beaker",
            ],
            [
                "ajouter une cuillerée de sel et agiter",
                "add a spoonful of salt and stir",
            ],
            [
                "observer que le sel a disparu : la solution est limpide",
                "see that the salt has disappeared: the solution is clear",
            ],
            [
                "ajouter encore du sel en agitant, cuillerée après cuillerée",
                "keep adding salt while stirring, spoonful after spoonful",
            ],
            [
                "observer que du sel reste au fond malgré l'agitation : la solution est saturée",
                "see that some salt stays at the bottom despite stirring: the solution is saturated",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quelle est, environ, la solubilité du sel dans l'eau à 20 °C (en g/L) ?",
                "What is, roughly, the solubility of salt in water at 20 °C (in g/L)?",
            ],
            about: [
                "la solubilité du sel dans l'eau à 20 °C, en g/L",
                "the solubility of salt in water at 20 °C, in g/L",
            ],
            value: 360.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est, environ, la solubilité du sucre (saccharose) dans l'eau à 20 °C (en g/L) ?",
                "What is, roughly, the solubility of sugar (sucrose) in water at 20 °C (in g/L)?",
            ],
            about: [
                "la solubilité du sucre dans l'eau à 20 °C, en g/L",
                "the solubility of sugar in water at 20 °C, in g/L",
            ],
            value: 2000.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "La solubilité du sel dans l'eau est de 360 g/L. Quelle masse de sel peut-on au plus dissoudre dans 100 mL d'eau (en g) ?",
                "The solubility of salt in water is 360 g/L. What is the greatest mass of salt that can be dissolved in 100 mL of water (in g)?",
            ],
            about: [
                "la masse de sel qui sature 100 mL d'eau, en g",
                "the mass of salt that saturates 100 mL of water, in g",
            ],
            value: 36.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "La solubilité du sel dans l'eau est de 360 g/L. Quelle masse de sel peut-on au plus dissoudre dans 500 mL d'eau (en g) ?",
                "The solubility of salt in water is 360 g/L. What is the greatest mass of salt that can be dissolved in 500 mL of water (in g)?",
            ],
            about: [
                "la masse de sel qui sature 500 mL d'eau, en g",
                "the mass of salt that saturates 500 mL of water, in g",
            ],
            value: 180.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "La solubilité du sucre dans l'eau est de 2 000 g/L. Quelle masse de sucre peut-on au plus dissoudre dans 250 mL d'eau (en g) ?",
                "The solubility of sugar in water is 2,000 g/L. What is the greatest mass of sugar that can be dissolved in 250 mL of water (in g)?",
            ],
            about: [
                "la masse de sucre qui sature 250 mL d'eau, en g",
                "the mass of sugar that saturates 250 mL of water, in g",
            ],
            value: 500.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&FUNNEL],
};

/// L'air qui nous entoure.
pub(crate) static AIR: Bank = Bank {
    chapter: "physique-chimie-5e-composition-de-l-air",
    title: ["L'air qui nous entoure", "The air around us"],
    relations: &[
        Relation {
            name: ["Les gaz de l'air", "The gases of the air"],
            matching: [
                "Associe chaque gaz de l'air à ce qui le caractérise.",
                "Match each gas of the air with what characterises it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le diazote", "nitrogen"],
                    [
                        "le gaz le plus abondant de l'air, environ 78 % de son volume",
                        "the most plentiful gas of the air, about 78 % of its volume",
                    ],
                    [
                        "Qu'est-ce qui caractérise le diazote dans l'air ?",
                        "What characterises nitrogen in the air?",
                    ],
                    [
                        "Quel est le gaz le plus abondant de l'air ?",
                        "Which is the most plentiful gas of the air?",
                    ],
                ),
                pair(
                    ["le dioxygène", "oxygen"],
                    [
                        "le gaz nécessaire à la respiration et aux combustions, environ 21 % de l'air",
                        "the gas needed for breathing and burning, about 21 % of the air",
                    ],
                    [
                        "Qu'est-ce qui caractérise le dioxygène dans l'air ?",
                        "What characterises oxygen in the air?",
                    ],
                    [
                        "Quel gaz de l'air est nécessaire à la respiration et aux combustions ?",
                        "Which gas of the air is needed for breathing and burning?",
                    ],
                ),
                pair(
                    ["le dioxyde de carbone", "carbon dioxide"],
                    [
                        "le gaz qui trouble l'eau de chaux",
                        "the gas that turns limewater cloudy",
                    ],
                    [
                        "Qu'est-ce qui caractérise le dioxyde de carbone ?",
                        "What characterises carbon dioxide?",
                    ],
                    [
                        "Quel gaz trouble l'eau de chaux ?",
                        "Which gas turns limewater cloudy?",
                    ],
                ),
                pair(
                    ["l'argon", "argon"],
                    [
                        "un gaz rare qui forme près de 1 % de l'air",
                        "a noble gas that makes up nearly 1 % of the air",
                    ],
                    [
                        "Qu'est-ce qui caractérise l'argon dans l'air ?",
                        "What characterises argon in the air?",
                    ],
                    [
                        "Quel gaz rare forme près de 1 % de l'air ?",
                        "Which noble gas makes up nearly 1 % of the air?",
                    ],
                ),
                pair(
                    ["la vapeur d'eau", "water vapour"],
                    [
                        "le gaz de l'air qui forme de la buée sur une vitre froide",
                        "the gas of the air that mists up a cold window",
                    ],
                    [
                        "Qu'est-ce qui caractérise la vapeur d'eau de l'air ?",
                        "What characterises the water vapour of the air?",
                    ],
                    [
                        "Quel gaz de l'air forme de la buée sur une vitre froide ?",
                        "Which gas of the air mists up a cold window?",
                    ],
                ),
                pair(
                    ["l'ozone", "ozone"],
                    [
                        "le gaz de la haute atmosphère qui filtre une partie des rayons ultraviolets du Soleil",
                        "the gas of the upper atmosphere that filters out part of the Sun's ultraviolet rays",
                    ],
                    [
                        "Qu'est-ce qui caractérise l'ozone de la haute atmosphère ?",
                        "What characterises the ozone of the upper atmosphere?",
                    ],
                    [
                        "Quel gaz de la haute atmosphère filtre une partie des rayons ultraviolets du Soleil ?",
                        "Which gas of the upper atmosphere filters out part of the Sun's ultraviolet rays?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Le vocabulaire de l'air", "The words of air"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'atmosphère", "the atmosphere"],
                    [
                        "la couche d'air qui entoure la Terre",
                        "the layer of air around the Earth",
                    ],
                    ["Qu'est-ce que l'atmosphère ?", "What is the atmosphere?"],
                    [
                        "Comment appelle-t-on la couche d'air qui entoure la Terre ?",
                        "What is the layer of air around the Earth called?",
                    ],
                ),
                pair(
                    ["le manomètre", "the pressure gauge"],
                    [
                        "l'instrument qui mesure la pression d'un gaz",
                        "the instrument that measures the pressure of a gas",
                    ],
                    ["Qu'est-ce qu'un manomètre ?", "What is a pressure gauge?"],
                    [
                        "Quel instrument mesure la pression d'un gaz ?",
                        "Which instrument measures the pressure of a gas?",
                    ],
                ),
                pair(
                    ["la compression", "compression"],
                    [
                        "la réduction du volume d'un gaz enfermé, qui fait augmenter sa pression",
                        "reducing the volume of a trapped gas, which raises its pressure",
                    ],
                    [
                        "Qu'est-ce que la compression d'un gaz ?",
                        "What is the compression of a gas?",
                    ],
                    [
                        "Comment appelle-t-on la réduction du volume d'un gaz enfermé, qui fait augmenter sa pression ?",
                        "What is reducing the volume of a trapped gas, which raises its pressure, called?",
                    ],
                ),
                pair(
                    ["la détente", "expansion"],
                    [
                        "l'augmentation du volume offert à un gaz enfermé, qui fait baisser sa pression",
                        "increasing the volume given to a trapped gas, which lowers its pressure",
                    ],
                    [
                        "Qu'est-ce que la détente d'un gaz ?",
                        "What is the expansion of a gas?",
                    ],
                    [
                        "Comment appelle-t-on l'augmentation du volume offert à un gaz enfermé, qui fait baisser sa pression ?",
                        "What is increasing the volume given to a trapped gas, which lowers its pressure, called?",
                    ],
                ),
                pair(
                    ["un polluant", "a pollutant"],
                    [
                        "une substance rejetée dans l'air qui nuit à la santé ou à l'environnement",
                        "a substance released into the air that harms health or the environment",
                    ],
                    [
                        "Qu'est-ce qu'un polluant de l'air ?",
                        "What is an air pollutant?",
                    ],
                    [
                        "Comment appelle-t-on une substance rejetée dans l'air qui nuit à la santé ou à l'environnement ?",
                        "What is a substance released into the air that harms health or the environment called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les polluants de l'air", "Air pollutants"],
            which: [
                "Parmi ces substances présentes dans l'air des villes, lesquelles sont des polluants ?",
                "Which of these substances found in city air are pollutants?",
            ],
            which_not: [
                "Parmi ces substances présentes dans l'air des villes, lesquelles ne sont pas des polluants ?",
                "Which of these substances found in city air are not pollutants?",
            ],
            members: &[
                ["les particules fines", "fine particles"],
                ["le monoxyde de carbone", "carbon monoxide"],
                ["les oxydes d'azote", "nitrogen oxides"],
                ["le dioxyde de soufre", "sulphur dioxide"],
            ],
            others: &[
                ["le diazote", "nitrogen"],
                ["le dioxygène", "oxygen"],
                ["l'argon", "argon"],
            ],
        },
        Group {
            name: ["Les principaux gaz de l'air", "The main gases of the air"],
            which: [
                "Parmi ces gaz, lesquels forment chacun plus de 10 % du volume de l'air ?",
                "Which of these gases each make up more than 10 % of the volume of the air?",
            ],
            which_not: [
                "Parmi ces gaz, lesquels forment chacun moins de 10 % du volume de l'air ?",
                "Which of these gases each make up less than 10 % of the volume of the air?",
            ],
            members: &[["le diazote", "nitrogen"], ["le dioxygène", "oxygen"]],
            others: &[
                ["l'argon", "argon"],
                ["le dioxyde de carbone", "carbon dioxide"],
                ["l'ozone", "ozone"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Peser un litre d'air", "Weighing a litre of air"],
        order: [
            "Range dans l'ordre les étapes de la mesure de la masse d'un litre d'air, de la première à la dernière.",
            "Put the steps of measuring the mass of a litre of air in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la mesure de la masse d'un litre d'air de la dernière à la première.",
            "Put the steps of measuring the mass of a litre of air in order from last to first.",
        ],
        next: [
            "Pour mesurer la masse d'un litre d'air, quelle étape vient juste après celle-ci : « {} » ?",
            "To measure the mass of a litre of air, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour mesurer la masse d'un litre d'air, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to measure the mass of a litre of air, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "peser une bouteille rigide fermée par une valve",
                "weigh a rigid bottle closed by a valve",
            ],
            [
                "gonfler la bouteille avec une pompe pour y ajouter de l'air",
                "pump more air into the bottle",
            ],
            [
                "peser de nouveau la bouteille : sa masse a augmenté",
                "weigh the bottle again: its mass has gone up",
            ],
            [
                "recueillir l'air ajouté dans une éprouvette retournée sur une cuve d'eau",
                "collect the added air in a measuring cylinder upturned over a tank of water",
            ],
            [
                "diviser la masse d'air ajoutée par son volume",
                "divide the mass of added air by its volume",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Quel pourcentage du volume de l'air le diazote occupe-t-il environ ?",
                "About what percentage of the volume of the air is nitrogen?",
            ],
            about: [
                "la part de diazote dans l'air, en %",
                "the share of nitrogen in the air, in %",
            ],
            value: 78.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quel pourcentage du volume de l'air le dioxygène occupe-t-il environ ?",
                "About what percentage of the volume of the air is oxygen?",
            ],
            about: [
                "la part de dioxygène dans l'air, en %",
                "the share of oxygen in the air, in %",
            ],
            value: 21.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quel pourcentage du volume de l'air les gaz autres que le diazote et le dioxygène occupent-ils environ ?",
                "About what percentage of the volume of the air do the gases other than nitrogen and oxygen make up?",
            ],
            about: [
                "la part des autres gaz dans l'air, en %",
                "the share of the other gases in the air, in %",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est, environ, la masse d'un litre d'air à 20 °C, au niveau de la mer (en mg) ?",
                "What is, roughly, the mass of one litre of air at 20 °C, at sea level (in mg)?",
            ],
            about: [
                "la masse d'un litre d'air, en mg",
                "the mass of one litre of air, in mg",
            ],
            value: 1200.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Quelle est la valeur de la pression atmosphérique normale au niveau de la mer (en hPa) ?",
                "What is normal atmospheric pressure at sea level (in hPa)?",
            ],
            about: [
                "la pression atmosphérique normale, en hPa",
                "normal atmospheric pressure, in hPa",
            ],
            value: 1013.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Sources et formes d'énergie.
pub(crate) static ENERGIE: Bank = Bank {
    chapter: "physique-chimie-5e-sources-et-formes-d-energie",
    title: ["Sources et formes d'énergie", "Energy sources and forms"],
    relations: &[
        Relation {
            name: ["Les formes d'énergie", "The forms of energy"],
            matching: [
                "Associe chaque forme d'énergie à sa définition.",
                "Match each form of energy with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["l'énergie cinétique", "kinetic energy"],
                    [
                        "l'énergie liée au mouvement d'un objet",
                        "the energy linked to the motion of an object",
                    ],
                    [
                        "Qu'est-ce que l'énergie cinétique ?",
                        "What is kinetic energy?",
                    ],
                    [
                        "Quelle forme d'énergie est liée au mouvement d'un objet ?",
                        "Which form of energy is linked to the motion of an object?",
                    ],
                ),
                pair(
                    ["l'énergie de position", "potential energy"],
                    [
                        "l'énergie liée à la hauteur d'un objet au-dessus du sol",
                        "the energy linked to the height of an object above the ground",
                    ],
                    [
                        "Qu'est-ce que l'énergie de position ?",
                        "What is potential energy?",
                    ],
                    [
                        "Quelle forme d'énergie est liée à la hauteur d'un objet au-dessus du sol ?",
                        "Which form of energy is linked to the height of an object above the ground?",
                    ],
                ),
                pair(
                    ["l'énergie thermique", "thermal energy"],
                    [
                        "l'énergie liée à la température d'un objet",
                        "the energy linked to the temperature of an object",
                    ],
                    [
                        "Qu'est-ce que l'énergie thermique ?",
                        "What is thermal energy?",
                    ],
                    [
                        "Quelle forme d'énergie est liée à la température d'un objet ?",
                        "Which form of energy is linked to the temperature of an object?",
                    ],
                ),
                pair(
                    ["l'énergie chimique", "chemical energy"],
                    [
                        "l'énergie stockée dans les aliments, les combustibles et les piles",
                        "the energy stored in food, fuels and battery cells",
                    ],
                    [
                        "Qu'est-ce que l'énergie chimique ?",
                        "What is chemical energy?",
                    ],
                    [
                        "Quelle forme d'énergie est stockée dans les aliments, les combustibles et les piles ?",
                        "Which form of energy is stored in food, fuels and battery cells?",
                    ],
                ),
                pair(
                    ["l'énergie nucléaire", "nuclear energy"],
                    [
                        "l'énergie stockée dans les noyaux des atomes, comme ceux de l'uranium",
                        "the energy stored in the nuclei of atoms, such as those of uranium",
                    ],
                    [
                        "Qu'est-ce que l'énergie nucléaire ?",
                        "What is nuclear energy?",
                    ],
                    [
                        "Quelle forme d'énergie est stockée dans les noyaux des atomes, comme ceux de l'uranium ?",
                        "Which form of energy is stored in the nuclei of atoms, such as those of uranium?",
                    ],
                ),
                pair(
                    ["l'énergie électrique", "electrical energy"],
                    [
                        "l'énergie transportée par le courant électrique",
                        "the energy carried by electric current",
                    ],
                    [
                        "Qu'est-ce que l'énergie électrique ?",
                        "What is electrical energy?",
                    ],
                    [
                        "Quelle forme d'énergie est transportée par le courant électrique ?",
                        "Which form of energy is carried by electric current?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Les centrales et leur source d'énergie",
                "Power stations and their energy source",
            ],
            matching: [
                "Associe chaque centrale électrique à la source d'énergie qu'elle utilise.",
                "Match each power station with the energy source it uses.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["une centrale nucléaire", "a nuclear power station"],
                    ["l'uranium", "uranium"],
                    [
                        "Quelle source d'énergie une centrale nucléaire utilise-t-elle ?",
                        "Which energy source does a nuclear power station use?",
                    ],
                    [
                        "Quelle centrale électrique utilise l'uranium ?",
                        "Which power station uses uranium?",
                    ],
                ),
                pair(
                    [
                        "une centrale thermique à flamme",
                        "a fossil-fuel power station",
                    ],
                    [
                        "le charbon, le gaz naturel ou le fioul",
                        "coal, natural gas or fuel oil",
                    ],
                    [
                        "Quelle source d'énergie une centrale thermique à flamme utilise-t-elle ?",
                        "Which energy source does a fossil-fuel power station use?",
                    ],
                    [
                        "Quelle centrale électrique utilise le charbon, le gaz naturel ou le fioul ?",
                        "Which power station uses coal, natural gas or fuel oil?",
                    ],
                ),
                pair(
                    ["une centrale hydraulique", "a hydroelectric power station"],
                    [
                        "l'eau retenue par un barrage ou l'eau des rivières",
                        "water held back by a dam or river water",
                    ],
                    [
                        "Quelle source d'énergie une centrale hydraulique utilise-t-elle ?",
                        "Which energy source does a hydroelectric power station use?",
                    ],
                    [
                        "Quelle centrale électrique utilise l'eau retenue par un barrage ou l'eau des rivières ?",
                        "Which power station uses water held back by a dam or river water?",
                    ],
                ),
                pair(
                    ["un parc éolien", "a wind farm"],
                    ["le vent", "the wind"],
                    [
                        "Quelle source d'énergie un parc éolien utilise-t-il ?",
                        "Which energy source does a wind farm use?",
                    ],
                    [
                        "Quelle installation électrique utilise le vent ?",
                        "Which power installation uses the wind?",
                    ],
                ),
                pair(
                    [
                        "une centrale solaire photovoltaïque",
                        "a solar photovoltaic power station",
                    ],
                    ["la lumière du Soleil", "sunlight"],
                    [
                        "Quelle source d'énergie une centrale solaire photovoltaïque utilise-t-elle ?",
                        "Which energy source does a solar photovoltaic power station use?",
                    ],
                    [
                        "Quelle centrale électrique utilise la lumière du Soleil ?",
                        "Which power station uses sunlight?",
                    ],
                ),
                pair(
                    ["une centrale géothermique", "a geothermal power station"],
                    [
                        "la chaleur des roches profondes du sous-sol",
                        "the heat of deep underground rocks",
                    ],
                    [
                        "Quelle source d'énergie une centrale géothermique utilise-t-elle ?",
                        "Which energy source does a geothermal power station use?",
                    ],
                    [
                        "Quelle centrale électrique utilise la chaleur des roches profondes du sous-sol ?",
                        "Which power station uses the heat of deep underground rocks?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les objets qui ont de l'énergie cinétique",
            "Objects that have kinetic energy",
        ],
        which: [
            "Parmi ces objets, lesquels possèdent de l'énergie cinétique ?",
            "Which of these objects have kinetic energy?",
        ],
        which_not: [
            "Parmi ces objets, lesquels ne possèdent pas d'énergie cinétique ?",
            "Which of these objects have no kinetic energy?",
        ],
        members: &[
            ["une voiture qui roule", "a moving car"],
            ["un ballon lancé", "a thrown ball"],
            [
                "l'eau d'une rivière qui coule",
                "the water of a flowing river",
            ],
            ["un cycliste en descente", "a cyclist riding downhill"],
        ],
        others: &[
            ["un livre posé sur une table", "a book lying on a table"],
            [
                "une pile neuve dans un tiroir",
                "a new battery cell in a drawer",
            ],
            [
                "un rocher immobile en haut d'une falaise",
                "a still rock at the top of a cliff",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "La chaîne énergétique d'une centrale nucléaire",
            "The energy chain of a nuclear power station",
        ],
        order: [
            "Range dans l'ordre les étapes de la production d'électricité dans une centrale nucléaire, de la première à la dernière.",
            "Put the steps of electricity production in a nuclear power station in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la production d'électricité dans une centrale nucléaire de la dernière à la première.",
            "Put the steps of electricity production in a nuclear power station in order from last to first.",
        ],
        next: [
            "Dans une centrale nucléaire, quelle étape vient juste après celle-ci : « {} » ?",
            "In a nuclear power station, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans une centrale nucléaire, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in a nuclear power station, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "les noyaux d'uranium libèrent de l'énergie thermique dans le réacteur",
                "uranium nuclei release thermal energy in the reactor",
            ],
            [
                "cette énergie thermique vaporise de l'eau",
                "this thermal energy turns water into steam",
            ],
            [
                "la vapeur d'eau fait tourner la turbine",
                "the steam turns the turbine",
            ],
            [
                "la turbine entraîne l'alternateur",
                "the turbine drives the alternator",
            ],
            [
                "l'alternateur produit de l'énergie électrique",
                "the alternator produces electrical energy",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une lampe reçoit 100 J d'énergie électrique et fournit 10 J d'énergie lumineuse. Quelle énergie fournit-elle sous forme thermique (en J) ?",
                "A lamp receives 100 J of electrical energy and gives out 10 J of light energy. How much energy does it give out as heat (in J)?",
            ],
            about: [
                "l'énergie thermique d'une lampe qui reçoit 100 J et donne 10 J de lumière, en J",
                "the thermal energy of a lamp receiving 100 J and giving 10 J of light, in J",
            ],
            value: 90.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un moteur reçoit 200 J d'énergie électrique et fournit 150 J d'énergie de mouvement. Quelle énergie perd-il sous forme thermique (en J) ?",
                "A motor receives 200 J of electrical energy and gives out 150 J of energy of motion. How much energy does it lose as heat (in J)?",
            ],
            about: [
                "l'énergie thermique d'un moteur qui reçoit 200 J et donne 150 J de mouvement, en J",
                "the thermal energy of a motor receiving 200 J and giving 150 J of motion, in J",
            ],
            value: 50.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Un panneau solaire reçoit 1 000 J d'énergie lumineuse et en perd 800 J sous forme thermique. Quelle énergie électrique fournit-il (en J) ?",
                "A solar panel receives 1,000 J of light energy and loses 800 J of it as heat. How much electrical energy does it give out (in J)?",
            ],
            about: [
                "l'énergie électrique d'un panneau qui reçoit 1 000 J et en perd 800 J, en J",
                "the electrical energy of a panel receiving 1,000 J and losing 800 J, in J",
            ],
            value: 200.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une DEL reçoit 100 J d'énergie électrique et en perd 60 J sous forme thermique. Quelle énergie lumineuse fournit-elle (en J) ?",
                "An LED receives 100 J of electrical energy and loses 60 J of it as heat. How much light energy does it give out (in J)?",
            ],
            about: [
                "l'énergie lumineuse d'une DEL qui reçoit 100 J et en perd 60 J, en J",
                "the light energy of an LED receiving 100 J and losing 60 J, in J",
            ],
            value: 40.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// A series circuit.
pub(crate) static SERIES: Diagram = Diagram {
    title: [
        "un circuit électrique en série",
        "a series electric circuit",
    ],
    size: (420.0, 300.0),
    draw: draw::series_circuit,
    parts: &[
        Part {
            name: ["le générateur", "the power supply"],
            at: (60.0, 147.0),
            label: (18.0, 120.0),
        },
        Part {
            name: ["l'interrupteur", "the switch"],
            at: (168.0, 50.0),
            label: (168.0, 18.0),
        },
        Part {
            name: ["la lampe", "the lamp"],
            at: (372.0, 150.0),
            label: (405.0, 150.0),
        },
        Part {
            name: ["la diode électroluminescente", "the light-emitting diode"],
            at: (205.0, 244.0),
            label: (205.0, 285.0),
        },
        Part {
            name: ["un fil de connexion", "a connecting wire"],
            at: (290.0, 60.0),
            label: (290.0, 18.0),
        },
    ],
};

/// Circuits électriques en série et en dérivation.
pub(crate) static CIRCUITS: Bank = Bank {
    chapter: "physique-chimie-5e-circuits-electriques",
    title: ["Circuits électriques", "Electric circuits"],
    relations: &[Relation {
        name: ["Le vocabulaire des circuits", "The words of circuits"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["un circuit en série", "a series circuit"],
                [
                    "un circuit formé d'une seule boucle",
                    "a circuit made of a single loop",
                ],
                [
                    "Qu'est-ce qu'un circuit en série ?",
                    "What is a series circuit?",
                ],
                [
                    "Comment appelle-t-on un circuit formé d'une seule boucle ?",
                    "What is a circuit made of a single loop called?",
                ],
            ),
            pair(
                ["un circuit avec dérivations", "a parallel circuit"],
                [
                    "un circuit qui comporte plusieurs boucles",
                    "a circuit that has several loops",
                ],
                [
                    "Qu'est-ce qu'un circuit avec dérivations ?",
                    "What is a parallel circuit?",
                ],
                [
                    "Comment appelle-t-on un circuit qui comporte plusieurs boucles ?",
                    "What is a circuit that has several loops called?",
                ],
            ),
            pair(
                ["un nœud", "a junction"],
                [
                    "un point d'un circuit relié à au moins trois fils",
                    "a point of a circuit joined to at least three wires",
                ],
                [
                    "Dans un circuit, qu'est-ce qu'un nœud ?",
                    "In a circuit, what is a junction?",
                ],
                [
                    "Comment appelle-t-on un point d'un circuit relié à au moins trois fils ?",
                    "What is a point of a circuit joined to at least three wires called?",
                ],
            ),
            pair(
                ["un court-circuit", "a short circuit"],
                [
                    "la liaison de deux bornes d'un dipôle par un fil, qui le contourne",
                    "joining two terminals of a component by a wire, which bypasses it",
                ],
                [
                    "Qu'est-ce qu'un court-circuit ?",
                    "What is a short circuit?",
                ],
                [
                    "Comment appelle-t-on la liaison des deux bornes d'un dipôle par un fil, qui le contourne ?",
                    "What is joining two terminals of a component by a wire, which bypasses it, called?",
                ],
            ),
            pair(
                ["un conducteur", "a conductor"],
                [
                    "un matériau qui laisse passer le courant électrique",
                    "a material that lets electric current through",
                ],
                [
                    "Qu'est-ce qu'un conducteur électrique ?",
                    "What is an electrical conductor?",
                ],
                [
                    "Comment appelle-t-on un matériau qui laisse passer le courant électrique ?",
                    "What is a material that lets electric current through called?",
                ],
            ),
            pair(
                ["un isolant", "an insulator"],
                [
                    "un matériau qui ne laisse pas passer le courant électrique",
                    "a material that does not let electric current through",
                ],
                [
                    "Qu'est-ce qu'un isolant électrique ?",
                    "What is an electrical insulator?",
                ],
                [
                    "Comment appelle-t-on un matériau qui ne laisse pas passer le courant électrique ?",
                    "What is a material that does not let electric current through called?",
                ],
            ),
            pair(
                ["le générateur", "the power supply"],
                [
                    "le dipôle qui fournit l'énergie électrique au circuit, comme une pile",
                    "the component that supplies the circuit with electrical energy, such as a battery cell",
                ],
                [
                    "Quel est le rôle du générateur dans un circuit ?",
                    "What is the role of the power supply in a circuit?",
                ],
                [
                    "Quel dipôle fournit l'énergie électrique au circuit, comme une pile ?",
                    "Which component supplies the circuit with electrical energy, such as a battery cell?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: ["Les conducteurs électriques", "Electrical conductors"],
        which: [
            "Parmi ces matériaux, lesquels sont des conducteurs électriques ?",
            "Which of these materials are electrical conductors?",
        ],
        which_not: [
            "Parmi ces matériaux, lesquels ne sont pas des conducteurs électriques ?",
            "Which of these materials are not electrical conductors?",
        ],
        members: &[
            ["le cuivre", "copper"],
            ["le fer", "iron"],
            ["l'aluminium", "aluminium"],
            [
                "le graphite d'une mine de crayon",
                "the graphite of a pencil lead",
            ],
        ],
        others: &[
            ["le plastique", "plastic"],
            ["le verre", "glass"],
            ["le bois sec", "dry wood"],
            ["le caoutchouc", "rubber"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Tester si un matériau est conducteur",
            "Testing whether a material conducts",
        ],
        order: [
            "Range dans l'ordre les étapes du test d'un matériau pour savoir s'il est conducteur, de la première à la dernière.",
            "Put the steps of testing whether a material conducts in order, from first to last.",
        ],
        backward: [
            "Range les étapes du test d'un matériau pour savoir s'il est conducteur de la dernière à la première.",
            "Put the steps of testing whether a material conducts in order from last to first.",
        ],
        next: [
            "Pour tester si un matériau est conducteur, quelle étape vient juste après celle-ci : « {} » ?",
            "To test whether a material conducts, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : pour tester si un matériau est conducteur, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: to test whether a material conducts, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            [
                "réaliser un circuit en série avec une pile, une lampe et deux pinces",
                "build a series circuit with a battery cell, a lamp and two clips",
            ],
            [
                "vérifier que la lampe brille quand les pinces se touchent",
                "check that the lamp lights when the clips touch",
            ],
            [
                "placer l'objet à tester entre les deux pinces",
                "put the object to test between the two clips",
            ],
            ["observer si la lampe brille", "see whether the lamp lights"],
            [
                "conclure : si la lampe brille, le matériau est conducteur",
                "conclude: if the lamp lights, the material conducts",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Trois lampes identiques sont branchées en série avec une pile. L'une d'elles grille. Combien de lampes restent allumées ?",
                "Three identical lamps are connected in series with a battery cell. One of them blows. How many lamps stay lit?",
            ],
            about: [
                "les lampes allumées en série après une panne",
                "the lamps lit in series after one blows",
            ],
            value: 0.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Trois lampes identiques sont branchées chacune dans une branche dérivée aux bornes d'une pile. L'une d'elles grille. Combien de lampes restent allumées ?",
                "Three identical lamps are each connected in a separate parallel branch across a battery cell. One of them blows. How many lamps stay lit?",
            ],
            about: [
                "les lampes allumées en dérivation après une panne",
                "the lamps lit in parallel after one blows",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de boucles un circuit en série comporte-t-il ?",
                "How many loops does a series circuit have?",
            ],
            about: [
                "le nombre de boucles d'un circuit en série",
                "the number of loops of a series circuit",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&SERIES],
};

/// A light source, an opaque ball and its shadow.
pub(crate) static SHADOW: Diagram = Diagram {
    title: [
        "une source de lumière, un objet opaque et son ombre",
        "a light source, an opaque object and its shadow",
    ],
    size: (480.0, 260.0),
    draw: draw::shadow,
    parts: &[
        Part {
            name: ["la source de lumière", "the light source"],
            at: (50.0, 130.0),
            label: (50.0, 40.0),
        },
        Part {
            name: [
                "la partie éclairée de l'objet",
                "the lit part of the object",
            ],
            at: (182.0, 122.0),
            label: (150.0, 235.0),
        },
        Part {
            name: ["l'ombre propre", "the object's own shadow"],
            at: (215.0, 125.0),
            label: (215.0, 30.0),
        },
        Part {
            name: ["le cône d'ombre", "the shadow cone"],
            at: (320.0, 130.0),
            label: (320.0, 235.0),
        },
        Part {
            name: ["l'ombre portée", "the cast shadow"],
            at: (434.0, 180.0),
            label: (465.0, 130.0),
        },
    ],
};

/// Sources de lumière et propagation rectiligne.
pub(crate) static LUMIERE: Bank = Bank {
    chapter: "physique-chimie-5e-propagation-de-la-lumiere",
    title: ["La propagation de la lumière", "How light travels"],
    relations: &[Relation {
        name: ["Le vocabulaire de la lumière", "The words of light"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une source primaire de lumière", "a primary light source"],
                [
                    "un objet qui produit lui-même la lumière qu'il émet",
                    "an object that produces the light it gives out itself",
                ],
                [
                    "Qu'est-ce qu'une source primaire de lumière ?",
                    "What is a primary light source?",
                ],
                [
                    "Comment appelle-t-on un objet qui produit lui-même la lumière qu'il émet ?",
                    "What is an object that produces the light it gives out itself called?",
                ],
            ),
            pair(
                ["un objet diffusant", "a scattering object"],
                [
                    "un objet éclairé qui renvoie dans toutes les directions une partie de la lumière qu'il reçoit",
                    "a lit object that sends part of the light it receives back in all directions",
                ],
                [
                    "Qu'est-ce qu'un objet diffusant ?",
                    "What is a scattering object?",
                ],
                [
                    "Comment appelle-t-on un objet éclairé qui renvoie dans toutes les directions une partie de la lumière qu'il reçoit ?",
                    "What is a lit object that sends part of the light it receives back in all directions called?",
                ],
            ),
            pair(
                ["un rayon lumineux", "a light ray"],
                [
                    "une droite fléchée qui représente le trajet de la lumière",
                    "a straight line with an arrow that shows the path of light",
                ],
                ["Qu'est-ce qu'un rayon lumineux ?", "What is a light ray?"],
                [
                    "Comment appelle-t-on la droite fléchée qui représente le trajet de la lumière ?",
                    "What is the straight line with an arrow that shows the path of light called?",
                ],
            ),
            pair(
                ["l'ombre propre", "the object's own shadow"],
                [
                    "la partie d'un objet opaque qui n'est pas éclairée",
                    "the part of an opaque object that is not lit",
                ],
                [
                    "Qu'est-ce que l'ombre propre d'un objet ?",
                    "What is an object's own shadow?",
                ],
                [
                    "Comment appelle-t-on la partie d'un objet opaque qui n'est pas éclairée ?",
                    "What is the part of an opaque object that is not lit called?",
                ],
            ),
            pair(
                ["l'ombre portée", "the cast shadow"],
                [
                    "la zone sombre qui se forme sur un écran placé derrière un objet opaque éclairé",
                    "the dark area formed on a screen placed behind a lit opaque object",
                ],
                [
                    "Qu'est-ce que l'ombre portée d'un objet ?",
                    "What is the cast shadow of an object?",
                ],
                [
                    "Comment appelle-t-on la zone sombre qui se forme sur un écran placé derrière un objet opaque éclairé ?",
                    "What is the dark area formed on a screen placed behind a lit opaque object called?",
                ],
            ),
            pair(
                ["un objet opaque", "an opaque object"],
                [
                    "un objet qui ne laisse pas passer la lumière",
                    "an object that does not let light through",
                ],
                [
                    "Qu'est-ce qu'un objet opaque ?",
                    "What is an opaque object?",
                ],
                [
                    "Comment appelle-t-on un objet qui ne laisse pas passer la lumière ?",
                    "What is an object that does not let light through called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les sources primaires de lumière", "Primary light sources"],
            which: [
                "Parmi ces objets, lesquels sont des sources primaires de lumière ?",
                "Which of these objects are primary light sources?",
            ],
            which_not: [
                "Parmi ces objets, lesquels ne sont pas des sources primaires de lumière ?",
                "Which of these objects are not primary light sources?",
            ],
            members: &[
                ["le Soleil", "the Sun"],
                ["la flamme d'une bougie", "a candle flame"],
                ["une lampe allumée", "a lamp that is on"],
                ["une étoile", "a star"],
            ],
            others: &[
                ["la Lune", "the Moon"],
                ["une feuille de papier blanc", "a sheet of white paper"],
                ["la planète Vénus", "the planet Venus"],
                ["un mur éclairé", "a lit wall"],
            ],
        },
        Group {
            name: ["Les milieux transparents", "Transparent media"],
            which: [
                "Parmi ces matières, lesquelles sont transparentes ?",
                "Which of these materials are transparent?",
            ],
            which_not: [
                "Parmi ces matières, lesquelles ne sont pas transparentes ?",
                "Which of these materials are not transparent?",
            ],
            members: &[
                ["l'air", "air"],
                ["l'eau pure", "pure water"],
                ["le verre d'une vitre", "window glass"],
            ],
            others: &[
                ["le bois", "wood"],
                ["le carton", "cardboard"],
                ["l'aluminium", "aluminium"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Voir la Lune", "Seeing the Moon"],
        order: [
            "Range dans l'ordre le trajet de la lumière qui nous permet de voir la Lune, du début à la fin.",
            "Put in order the path of the light that lets us see the Moon, from start to end.",
        ],
        backward: [
            "Range le trajet de la lumière qui nous permet de voir la Lune de la fin au début.",
            "Put the path of the light that lets us see the Moon in order from end to start.",
        ],
        next: [
            "Sur le trajet de la lumière qui nous permet de voir la Lune, quelle étape vient juste après celle-ci : « {} » ?",
            "Along the path of the light that lets us see the Moon, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : sur le trajet de la lumière qui nous permet de voir la Lune, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: along the path of the light that lets us see the Moon, the step “{a}” comes before the step “{b}”.",
        ],
        steps: &[
            ["le Soleil émet de la lumière", "the Sun gives out light"],
            [
                "la lumière se propage en ligne droite dans le vide",
                "the light travels in a straight line through space",
            ],
            [
                "la Lune reçoit cette lumière",
                "the Moon receives this light",
            ],
            [
                "la Lune diffuse une partie de cette lumière",
                "the Moon scatters part of this light",
            ],
            [
                "la lumière diffusée entre dans l'œil de l'observateur",
                "the scattered light enters the observer's eye",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Au même instant, un bâton vertical de 1 m a une ombre de 2 m et un arbre a une ombre de 10 m. Quelle est la hauteur de l'arbre (en m) ?",
                "At the same moment, an upright 1 m stick casts a 2 m shadow and a tree casts a 10 m shadow. How tall is the tree (in m)?",
            ],
            about: [
                "la hauteur d'un arbre dont l'ombre mesure 10 m, en m",
                "the height of a tree whose shadow is 10 m long, in m",
            ],
            value: 5.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Au même instant, un bâton vertical de 1 m a une ombre de 1,5 m et un immeuble a une ombre de 30 m. Quelle est la hauteur de l'immeuble (en m) ?",
                "At the same moment, an upright 1 m stick casts a 1.5 m shadow and a building casts a 30 m shadow. How tall is the building (in m)?",
            ],
            about: [
                "la hauteur d'un immeuble dont l'ombre mesure 30 m, en m",
                "the height of a building whose shadow is 30 m long, in m",
            ],
            value: 20.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&SHADOW],
};
