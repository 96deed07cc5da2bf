//! SVT 3e (cycle 4, BO n° 31 du 30 juillet 2020): la planète Terre, le vivant et son
//! évolution, le corps humain et la santé.

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{
    self, Bank, Diagram, Group, Number, Part, Relation, Sequence, pair,
};
use crate::generate::visual::diagrams::svt_4e3e as draw;

/// The 3e SVT family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// The 3e SVT banks (append only: the catalog names them by index).
pub(crate) static BANKS: &[&Bank] = &[
    &CLIMAT,
    &RESSOURCES,
    &GENETIQUE,
    &EVOLUTION,
    &IMMUNITE,
    &MICROBES,
];

/// A cell and one of its chromosomes, enlarged.
pub(crate) static CHROMOSOME: Diagram = Diagram {
    title: [
        "une cellule et l'un de ses chromosomes, agrandi",
        "a cell and one of its chromosomes, enlarged",
    ],
    size: (440.0, 300.0),
    draw: draw::cell_and_chromosome,
    parts: &[
        Part {
            name: ["la membrane", "the cell membrane"],
            at: (130.0, 64.0),
            label: (60.0, 25.0),
        },
        Part {
            name: ["le cytoplasme", "the cytoplasm"],
            at: (130.0, 216.0),
            label: (130.0, 285.0),
        },
        Part {
            name: ["le noyau", "the nucleus"],
            at: (130.0, 112.0),
            label: (200.0, 25.0),
        },
        Part {
            name: ["un chromosome", "a chromosome"],
            at: (114.5, 168.0),
            label: (30.0, 270.0),
        },
        Part {
            name: ["une chromatide", "a chromatid"],
            at: (304.0, 100.0),
            label: (270.0, 25.0),
        },
        Part {
            name: ["le centromère", "the centromere"],
            at: (345.0, 150.0),
            label: (345.0, 285.0),
        },
    ],
};

/// Le changement climatique et ses conséquences.
pub(crate) static CLIMAT: Bank = Bank {
    chapter: "svt-3e-changement-climatique",
    title: ["Le changement climatique", "Climate change"],
    relations: &[Relation {
        name: ["Le vocabulaire du climat", "The words of climate"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["la météorologie", "meteorology"],
                [
                    "l'étude du temps qu'il fait en un lieu, sur quelques heures ou quelques jours",
                    "the study of the weather in a place, over a few hours or a few days",
                ],
                ["Qu'est-ce que la météorologie ?", "What is meteorology?"],
                [
                    "Comment appelle-t-on l'étude du temps qu'il fait en un lieu, sur quelques heures ou quelques jours ?",
                    "What is the study of the weather in a place, over a few hours or a few days, called?",
                ],
            ),
            pair(
                ["le climat", "the climate"],
                [
                    "les conditions météorologiques moyennes d'une région, calculées sur au moins 30 ans",
                    "the average weather conditions of a region, worked out over at least 30 years",
                ],
                [
                    "Qu'est-ce que le climat d'une région ?",
                    "What is the climate of a region?",
                ],
                [
                    "Comment appelle-t-on les conditions météorologiques moyennes d'une région, calculées sur au moins 30 ans ?",
                    "What are the average weather conditions of a region, worked out over at least 30 years, called?",
                ],
            ),
            pair(
                ["l'effet de serre", "the greenhouse effect"],
                [
                    "le phénomène naturel par lequel certains gaz de l'atmosphère retiennent une partie de la chaleur émise par la surface de la Terre",
                    "the natural process by which some gases of the atmosphere hold back part of the heat given off by the Earth's surface",
                ],
                [
                    "Qu'est-ce que l'effet de serre ?",
                    "What is the greenhouse effect?",
                ],
                [
                    "Comment appelle-t-on le phénomène naturel par lequel certains gaz de l'atmosphère retiennent une partie de la chaleur émise par la surface de la Terre ?",
                    "What is the natural process by which some gases of the atmosphere hold back part of the heat given off by the Earth's surface called?",
                ],
            ),
            pair(
                ["un puits de carbone", "a carbon sink"],
                [
                    "un réservoir naturel, comme l'océan ou une forêt, qui absorbe plus de dioxyde de carbone qu'il n'en rejette",
                    "a natural store, such as the ocean or a forest, that takes in more carbon dioxide than it gives off",
                ],
                [
                    "Qu'est-ce qu'un puits de carbone ?",
                    "What is a carbon sink?",
                ],
                [
                    "Comment appelle-t-on un réservoir naturel, comme l'océan ou une forêt, qui absorbe plus de dioxyde de carbone qu'il n'en rejette ?",
                    "What is a natural store, such as the ocean or a forest, that takes in more carbon dioxide than it gives off called?",
                ],
            ),
            pair(
                ["l'atténuation", "mitigation"],
                [
                    "l'ensemble des actions qui réduisent les émissions de gaz à effet de serre",
                    "all the actions that cut greenhouse gas emissions",
                ],
                [
                    "Face au changement climatique, qu'appelle-t-on l'atténuation ?",
                    "In the face of climate change, what is mitigation?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des actions qui réduisent les émissions de gaz à effet de serre ?",
                    "What are all the actions that cut greenhouse gas emissions called?",
                ],
            ),
            pair(
                ["l'adaptation", "adaptation"],
                [
                    "l'ensemble des actions qui préparent les sociétés aux conséquences du changement climatique",
                    "all the actions that prepare societies for the consequences of climate change",
                ],
                [
                    "Face au changement climatique, qu'appelle-t-on l'adaptation ?",
                    "In the face of climate change, what is adaptation?",
                ],
                [
                    "Comment appelle-t-on l'ensemble des actions qui préparent les sociétés aux conséquences du changement climatique ?",
                    "What are all the actions that prepare societies for the consequences of climate change called?",
                ],
            ),
            pair(
                ["le GIEC", "the IPCC"],
                [
                    "le groupe d'experts qui fait le bilan des connaissances scientifiques sur le changement climatique",
                    "the panel of experts that assesses the scientific knowledge on climate change",
                ],
                ["Qu'est-ce que le GIEC ?", "What is the IPCC?"],
                [
                    "Comment appelle-t-on le groupe d'experts qui fait le bilan des connaissances scientifiques sur le changement climatique ?",
                    "What is the panel of experts that assesses the scientific knowledge on climate change called?",
                ],
            ),
        ],
    }],
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
                ["le protoxyde d'azote", "nitrous oxide"],
            ],
            others: &[
                ["le diazote", "nitrogen"],
                ["le dioxygène", "oxygen"],
                ["l'argon", "argon"],
            ],
        },
        Group {
            name: [
                "Les causes du réchauffement actuel",
                "The causes of today's warming",
            ],
            which: [
                "Parmi ces phénomènes, lesquels sont des causes du réchauffement climatique actuel ?",
                "Which of these are causes of today's global warming?",
            ],
            which_not: [
                "Parmi ces phénomènes, lesquels ne sont pas des causes du réchauffement climatique actuel, mais des conséquences ?",
                "Which of these are not causes of today's global warming, but consequences?",
            ],
            members: &[
                [
                    "la combustion du charbon, du pétrole et du gaz",
                    "burning coal, oil and gas",
                ],
                ["la déforestation", "deforestation"],
                [
                    "l'élevage intensif de ruminants, qui rejettent du méthane",
                    "intensive farming of ruminants, which give off methane",
                ],
            ],
            others: &[
                ["la fonte des glaciers", "the melting of glaciers"],
                ["la montée du niveau des mers", "the rise of sea level"],
                [
                    "des vagues de chaleur plus fréquentes",
                    "more frequent heatwaves",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "De la cause aux conséquences",
            "From the cause to the consequences",
        ],
        order: [
            "Range dans l'ordre ces maillons du réchauffement climatique, de la cause aux conséquences.",
            "Put these links of global warming in order, from the cause to the consequences.",
        ],
        backward: [
            "Range ces maillons du réchauffement climatique des conséquences à la cause.",
            "Put these links of global warming in order, from the consequences back to the cause.",
        ],
        next: [
            "Dans l'enchaînement qui mène au réchauffement climatique, quel maillon vient juste après celui-ci : « {} » ?",
            "In the chain of events leading to global warming, which link comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'enchaînement qui mène au réchauffement climatique, « {a} » vient avant « {b} ».",
            "True or false: in the chain of events leading to global warming, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "on brûle du charbon, du pétrole et du gaz",
                "coal, oil and gas are burnt",
            ],
            [
                "du dioxyde de carbone s'accumule dans l'atmosphère",
                "carbon dioxide builds up in the atmosphere",
            ],
            [
                "l'effet de serre augmente",
                "the greenhouse effect increases",
            ],
            [
                "la température moyenne de la Terre s'élève",
                "the Earth's mean temperature rises",
            ],
            [
                "les glaces fondent et le niveau des mers monte",
                "ice melts and the sea level rises",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Sur combien d'années au moins calcule-t-on les moyennes qui décrivent le climat d'une région ?",
                "Over how many years at least are the averages that describe a region's climate worked out?",
            ],
            about: [
                "la durée sur laquelle on calcule un climat, en années",
                "the length of time over which a climate is worked out, in years",
            ],
            value: 30.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année l'accord de Paris sur le climat a-t-il été adopté ?",
                "In which year was the Paris Agreement on climate adopted?",
            ],
            about: [
                "l'accord de Paris sur le climat",
                "the Paris Agreement on climate",
            ],
            value: 2015.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année le GIEC a-t-il été créé ?",
                "In which year was the IPCC set up?",
            ],
            about: ["la création du GIEC", "the setting up of the IPCC"],
            value: 1988.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année le protocole de Kyoto a-t-il été adopté ?",
                "In which year was the Kyoto Protocol adopted?",
            ],
            about: ["le protocole de Kyoto", "the Kyoto Protocol"],
            value: 1997.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Avant la révolution industrielle, l'air contenait environ 280 ppm de dioxyde de carbone ; il en contient aujourd'hui environ 420 ppm. De combien de ppm la teneur a-t-elle augmenté ?",
                "Before the industrial revolution, the air held about 280 ppm of carbon dioxide; today it holds about 420 ppm. By how many ppm has the level risen?",
            ],
            about: [
                "la hausse de la teneur de l'air en dioxyde de carbone depuis la révolution industrielle, en ppm",
                "the rise of the carbon dioxide level of the air since the industrial revolution, in ppm",
            ],
            value: 140.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Ressources naturelles et développement durable.
pub(crate) static RESSOURCES: Bank = Bank {
    chapter: "svt-3e-ressources-naturelles",
    title: [
        "Ressources naturelles et développement durable",
        "Natural resources and sustainable development",
    ],
    relations: &[Relation {
        name: ["Le vocabulaire des ressources", "The words of resources"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une ressource naturelle", "a natural resource"],
                [
                    "un élément de la nature que l'être humain exploite pour ses besoins : eau, sol, roches, êtres vivants, énergie",
                    "something in nature that humans use for their needs: water, soil, rocks, living things, energy",
                ],
                [
                    "Qu'est-ce qu'une ressource naturelle ?",
                    "What is a natural resource?",
                ],
                [
                    "Comment appelle-t-on un élément de la nature que l'être humain exploite pour ses besoins ?",
                    "What is something in nature that humans use for their needs called?",
                ],
            ),
            pair(
                ["une ressource renouvelable", "a renewable resource"],
                [
                    "une ressource qui se reconstitue à l'échelle d'une vie humaine, si on ne l'exploite pas trop vite",
                    "a resource that renews itself within a human lifetime, if it is not used too fast",
                ],
                [
                    "Qu'est-ce qu'une ressource renouvelable ?",
                    "What is a renewable resource?",
                ],
                [
                    "Comment appelle-t-on une ressource qui se reconstitue à l'échelle d'une vie humaine, si on ne l'exploite pas trop vite ?",
                    "What is a resource that renews itself within a human lifetime, if it is not used too fast, called?",
                ],
            ),
            pair(
                ["une ressource non renouvelable", "a non-renewable resource"],
                [
                    "une ressource qui a mis des millions d'années à se former et dont le stock s'épuise quand on l'exploite",
                    "a resource that took millions of years to form and whose stock runs out as it is used",
                ],
                [
                    "Qu'est-ce qu'une ressource non renouvelable ?",
                    "What is a non-renewable resource?",
                ],
                [
                    "Comment appelle-t-on une ressource qui a mis des millions d'années à se former et dont le stock s'épuise quand on l'exploite ?",
                    "What is a resource that took millions of years to form and whose stock runs out as it is used called?",
                ],
            ),
            pair(
                ["un combustible fossile", "a fossil fuel"],
                [
                    "un combustible formé pendant des millions d'années à partir de restes d'êtres vivants : charbon, pétrole, gaz naturel",
                    "a fuel formed over millions of years from the remains of living things: coal, oil, natural gas",
                ],
                [
                    "Qu'est-ce qu'un combustible fossile ?",
                    "What is a fossil fuel?",
                ],
                [
                    "Comment appelle-t-on un combustible formé pendant des millions d'années à partir de restes d'êtres vivants ?",
                    "What is a fuel formed over millions of years from the remains of living things called?",
                ],
            ),
            pair(
                ["le développement durable", "sustainable development"],
                [
                    "un développement qui répond aux besoins du présent sans compromettre la capacité des générations futures à répondre aux leurs",
                    "development that meets the needs of the present without compromising the ability of future generations to meet their own",
                ],
                [
                    "Qu'est-ce que le développement durable ?",
                    "What is sustainable development?",
                ],
                [
                    "Comment appelle-t-on un développement qui répond aux besoins du présent sans compromettre la capacité des générations futures à répondre aux leurs ?",
                    "What is development that meets the needs of the present without compromising the ability of future generations to meet their own called?",
                ],
            ),
            pair(
                ["une nappe phréatique", "a water table aquifer"],
                [
                    "une réserve d'eau souterraine qui imprègne une roche poreuse et perméable",
                    "a store of underground water soaking a porous, permeable rock",
                ],
                [
                    "Qu'est-ce qu'une nappe phréatique ?",
                    "What is a water table aquifer?",
                ],
                [
                    "Comment appelle-t-on une réserve d'eau souterraine qui imprègne une roche poreuse et perméable ?",
                    "What is a store of underground water soaking a porous, permeable rock called?",
                ],
            ),
            pair(
                ["la surexploitation", "overexploitation"],
                [
                    "l'exploitation d'une ressource plus rapide que son renouvellement",
                    "using a resource faster than it renews itself",
                ],
                [
                    "Qu'est-ce que la surexploitation d'une ressource ?",
                    "What is the overexploitation of a resource?",
                ],
                [
                    "Comment appelle-t-on l'exploitation d'une ressource plus rapide que son renouvellement ?",
                    "What is using a resource faster than it renews itself called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les énergies renouvelables", "Renewable energy"],
            which: [
                "Parmi ces sources d'énergie, lesquelles sont renouvelables ?",
                "Which of these energy sources are renewable?",
            ],
            which_not: [
                "Parmi ces sources d'énergie, lesquelles ne sont pas renouvelables ?",
                "Which of these energy sources are not renewable?",
            ],
            members: &[
                ["l'énergie solaire", "solar energy"],
                ["l'énergie éolienne", "wind energy"],
                ["l'énergie hydraulique", "hydropower"],
                ["la géothermie", "geothermal energy"],
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
                "Parmi ces combustibles, lesquels sont des combustibles fossiles ?",
                "Which of these fuels are fossil fuels?",
            ],
            which_not: [
                "Parmi ces combustibles, lesquels ne sont pas des combustibles fossiles ?",
                "Which of these fuels are not fossil fuels?",
            ],
            members: &[
                ["le charbon", "coal"],
                ["le pétrole", "oil"],
                ["le gaz naturel", "natural gas"],
            ],
            others: &[
                ["le bois", "wood"],
                ["le biogaz", "biogas"],
                ["l'huile de colza", "rapeseed oil"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["La formation du pétrole", "How oil forms"],
        order: [
            "Range dans l'ordre les étapes de la formation et de l'exploitation du pétrole, de la première à la dernière.",
            "Put the stages of the forming and the extraction of oil in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la formation et de l'exploitation du pétrole de la dernière à la première.",
            "Put the stages of the forming and the extraction of oil in order from last to first.",
        ],
        next: [
            "Dans la formation et l'exploitation du pétrole, quelle étape vient juste après celle-ci : « {} » ?",
            "In the forming and the extraction of oil, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans la formation et l'exploitation du pétrole, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: in the forming and the extraction of oil, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "des restes de plancton s'accumulent au fond d'une mer",
                "plankton remains pile up at the bottom of a sea",
            ],
            [
                "ils sont enfouis sous des sédiments, à l'abri du dioxygène",
                "they are buried under sediments, away from oxygen",
            ],
            [
                "en profondeur, la chaleur et la pression les transforment lentement en pétrole",
                "deep down, heat and pressure slowly turn them into oil",
            ],
            [
                "le pétrole remonte et s'accumule dans une roche réservoir, sous une roche imperméable",
                "the oil rises and gathers in a reservoir rock, under an impermeable rock",
            ],
            [
                "on fore un puits pour l'extraire",
                "a well is drilled to extract it",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "En quelle année le rapport Brundtland a-t-il défini le développement durable ?",
                "In which year did the Brundtland Report define sustainable development?",
            ],
            about: ["le rapport Brundtland", "the Brundtland Report"],
            value: 1987.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année s'est tenu le sommet de la Terre de Rio de Janeiro ?",
                "In which year was the Rio de Janeiro Earth Summit held?",
            ],
            about: ["le sommet de la Terre de Rio", "the Rio Earth Summit"],
            value: 1992.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien d'objectifs de développement durable l'ONU a-t-elle fixés en 2015 ?",
                "How many sustainable development goals did the UN set in 2015?",
            ],
            about: [
                "les objectifs de développement durable de l'ONU",
                "the UN's sustainable development goals",
            ],
            value: 17.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une douche consomme 12 L d'eau par minute. Combien de litres consomme une douche de 5 minutes ?",
                "A shower uses 12 L of water a minute. How many litres does a 5-minute shower use?",
            ],
            about: [
                "l'eau d'une douche de 5 minutes à 12 L par minute, en litres",
                "the water of a 5-minute shower at 12 L a minute, in litres",
            ],
            value: 60.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// ADN, chromosomes et gènes : l'information génétique.
pub(crate) static GENETIQUE: Bank = Bank {
    chapter: "svt-3e-genetique",
    title: ["L'information génétique", "Genetic information"],
    relations: &[Relation {
        name: ["Le vocabulaire de la génétique", "The words of genetics"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["l'ADN", "DNA"],
                [
                    "la molécule qui porte l'information génétique et qui forme les chromosomes",
                    "the molecule that carries the genetic information and makes up the chromosomes",
                ],
                ["Qu'est-ce que l'ADN ?", "What is DNA?"],
                [
                    "Comment appelle-t-on la molécule qui porte l'information génétique et qui forme les chromosomes ?",
                    "What is the molecule that carries the genetic information and makes up the chromosomes called?",
                ],
            ),
            pair(
                ["un chromosome", "a chromosome"],
                [
                    "un long filament d'ADN du noyau, visible au microscope quand la cellule se divise",
                    "a long thread of DNA in the nucleus, visible under the microscope when the cell divides",
                ],
                ["Qu'est-ce qu'un chromosome ?", "What is a chromosome?"],
                [
                    "Comment appelle-t-on un long filament d'ADN du noyau, visible au microscope quand la cellule se divise ?",
                    "What is a long thread of DNA in the nucleus, visible under the microscope when the cell divides, called?",
                ],
            ),
            pair(
                ["un gène", "a gene"],
                [
                    "une portion d'ADN d'un chromosome qui détermine un caractère héréditaire",
                    "a stretch of DNA on a chromosome that determines an inherited trait",
                ],
                ["Qu'est-ce qu'un gène ?", "What is a gene?"],
                [
                    "Comment appelle-t-on une portion d'ADN d'un chromosome qui détermine un caractère héréditaire ?",
                    "What is a stretch of DNA on a chromosome that determines an inherited trait called?",
                ],
            ),
            pair(
                ["un allèle", "an allele"],
                [
                    "une des versions d'un même gène",
                    "one of the versions of a gene",
                ],
                ["Qu'est-ce qu'un allèle ?", "What is an allele?"],
                [
                    "Comment appelle-t-on une des versions d'un même gène ?",
                    "What is one of the versions of a gene called?",
                ],
            ),
            pair(
                ["le caryotype", "the karyotype"],
                [
                    "l'image des chromosomes d'une cellule, rangés par paires et par taille",
                    "the picture of the chromosomes of a cell, sorted in pairs and by size",
                ],
                ["Qu'est-ce qu'un caryotype ?", "What is a karyotype?"],
                [
                    "Comment appelle-t-on l'image des chromosomes d'une cellule, rangés par paires et par taille ?",
                    "What is the picture of the chromosomes of a cell, sorted in pairs and by size, called?",
                ],
            ),
            pair(
                ["une mutation", "a mutation"],
                [
                    "une modification de l'ADN, rare et due au hasard, qui peut créer un nouvel allèle",
                    "a change in the DNA, rare and random, that may create a new allele",
                ],
                ["Qu'est-ce qu'une mutation ?", "What is a mutation?"],
                [
                    "Comment appelle-t-on une modification de l'ADN, rare et due au hasard, qui peut créer un nouvel allèle ?",
                    "What is a change in the DNA, rare and random, that may create a new allele called?",
                ],
            ),
            pair(
                ["un gamète", "a gamete"],
                [
                    "une cellule reproductrice, qui ne contient qu'un chromosome de chaque paire",
                    "a reproductive cell, which holds only one chromosome of each pair",
                ],
                ["Qu'est-ce qu'un gamète ?", "What is a gamete?"],
                [
                    "Comment appelle-t-on une cellule reproductrice, qui ne contient qu'un chromosome de chaque paire ?",
                    "What is a reproductive cell, which holds only one chromosome of each pair, called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les caractères héréditaires", "Inherited traits"],
            which: [
                "Parmi ces caractères, lesquels sont héréditaires ?",
                "Which of these traits are inherited?",
            ],
            which_not: [
                "Parmi ces caractères, lesquels ne sont pas héréditaires ?",
                "Which of these traits are not inherited?",
            ],
            members: &[
                ["le groupe sanguin", "the blood group"],
                [
                    "la couleur naturelle des yeux",
                    "the natural colour of the eyes",
                ],
                ["la forme du lobe de l'oreille", "the shape of the ear lobe"],
            ],
            others: &[
                ["un bronzage", "a suntan"],
                ["une cicatrice", "a scar"],
                ["la langue que l'on parle", "the language one speaks"],
            ],
        },
        Group {
            name: ["Les cellules à 23 chromosomes", "Cells with 23 chromosomes"],
            which: [
                "Parmi ces cellules humaines, lesquelles ne contiennent que 23 chromosomes ?",
                "Which of these human cells hold only 23 chromosomes?",
            ],
            which_not: [
                "Parmi ces cellules humaines, lesquelles contiennent 46 chromosomes ?",
                "Which of these human cells hold 46 chromosomes?",
            ],
            members: &[
                ["un spermatozoïde", "a sperm cell"],
                ["un ovule", "an egg cell"],
            ],
            others: &[
                ["une cellule de la peau", "a skin cell"],
                ["un neurone", "a neuron"],
                ["une cellule-œuf", "a fertilised egg"],
                ["une cellule du foie", "a liver cell"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: ["Du noyau au gène", "From the nucleus to the gene"],
            order: [
                "Range ces éléments du plus grand au plus petit.",
                "Put these items in order from the largest to the smallest.",
            ],
            backward: [
                "Range ces éléments du plus petit au plus grand.",
                "Put these items in order from the smallest to the largest.",
            ],
            next: [
                "En allant du plus grand au plus petit, quel élément vient juste après « {} » ?",
                "Going from the largest to the smallest, which item comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : « {a} » contient « {b} ».",
                "True or false: “{a}” contains “{b}”.",
            ],
            steps: &[
                ["une cellule", "a cell"],
                ["son noyau", "its nucleus"],
                ["un chromosome", "a chromosome"],
                ["un gène", "a gene"],
            ],
        },
        Sequence {
            name: ["La division d'une cellule", "How a cell divides"],
            order: [
                "Range dans l'ordre les étapes de la division d'une cellule, de la première à la dernière.",
                "Put the stages of a cell division in order, from first to last.",
            ],
            backward: [
                "Range les étapes de la division d'une cellule de la dernière à la première.",
                "Put the stages of a cell division in order from last to first.",
            ],
            next: [
                "Lors de la division d'une cellule, quelle étape vient juste après celle-ci : « {} » ?",
                "When a cell divides, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : lors de la division d'une cellule, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: when a cell divides, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                [
                    "chaque chromosome se copie et forme deux chromatides",
                    "each chromosome copies itself and forms two chromatids",
                ],
                [
                    "les chromosomes se condensent et deviennent visibles",
                    "the chromosomes condense and become visible",
                ],
                [
                    "les deux chromatides de chaque chromosome se séparent",
                    "the two chromatids of each chromosome move apart",
                ],
                [
                    "deux cellules filles se forment, avec les mêmes chromosomes que la cellule mère",
                    "two daughter cells form, with the same chromosomes as the mother cell",
                ],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Combien de chromosomes contient une cellule de la peau d'un être humain ?",
                "How many chromosomes does a human skin cell hold?",
            ],
            about: [
                "les chromosomes d'une cellule de la peau humaine",
                "the chromosomes of a human skin cell",
            ],
            value: 46.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de paires de chromosomes contient une cellule humaine, hors cellules reproductrices ?",
                "How many pairs of chromosomes does a human cell hold, reproductive cells aside?",
            ],
            about: [
                "les paires de chromosomes d'une cellule humaine",
                "the pairs of chromosomes of a human cell",
            ],
            value: 23.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Pour un gène porté par une paire de chromosomes non sexuels, combien d'exemplaires une cellule de la peau possède-t-elle ?",
                "For a gene carried by a pair of non-sex chromosomes, how many copies does a skin cell have?",
            ],
            about: [
                "les exemplaires d'un gène d'un chromosome non sexuel dans une cellule de la peau",
                "the copies of a gene of a non-sex chromosome in a skin cell",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de paires de chromosomes sexuels une cellule humaine contient-elle ?",
                "How many pairs of sex chromosomes does a human cell hold?",
            ],
            about: [
                "les paires de chromosomes sexuels d'une cellule humaine",
                "the pairs of sex chromosomes of a human cell",
            ],
            value: 1.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[&CHROMOSOME],
};

/// Biodiversité et évolution des espèces.
pub(crate) static EVOLUTION: Bank = Bank {
    chapter: "svt-3e-biodiversite-et-evolution",
    title: ["Biodiversité et évolution", "Biodiversity and evolution"],
    relations: &[Relation {
        name: ["Le vocabulaire de l'évolution", "The words of evolution"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["l'évolution", "evolution"],
                [
                    "la transformation des espèces au fil des générations, au cours des temps géologiques",
                    "the change of species over the generations, through geological time",
                ],
                [
                    "Qu'est-ce que l'évolution des êtres vivants ?",
                    "What is the evolution of living things?",
                ],
                [
                    "Comment appelle-t-on la transformation des espèces au fil des générations, au cours des temps géologiques ?",
                    "What is the change of species over the generations, through geological time, called?",
                ],
            ),
            pair(
                ["la sélection naturelle", "natural selection"],
                [
                    "le tri par le milieu des individus dont les caractères favorisent la survie et la reproduction",
                    "the sorting by the environment of the individuals whose traits help them survive and reproduce",
                ],
                [
                    "Qu'est-ce que la sélection naturelle ?",
                    "What is natural selection?",
                ],
                [
                    "Comment appelle-t-on le tri par le milieu des individus dont les caractères favorisent la survie et la reproduction ?",
                    "What is the sorting by the environment of the individuals whose traits help them survive and reproduce called?",
                ],
            ),
            pair(
                ["un ancêtre commun", "a common ancestor"],
                [
                    "une espèce dont descendent plusieurs espèces, qui ont hérité de ses caractères",
                    "a species from which several species descend, having inherited its traits",
                ],
                [
                    "Qu'est-ce qu'un ancêtre commun ?",
                    "What is a common ancestor?",
                ],
                [
                    "Comment appelle-t-on une espèce dont descendent plusieurs espèces, qui ont hérité de ses caractères ?",
                    "What is a species from which several species descend, having inherited its traits, called?",
                ],
            ),
            pair(
                ["un fossile", "a fossil"],
                [
                    "un reste ou une trace d'un être vivant ancien conservé dans une roche",
                    "the remains or a trace of an ancient living thing kept in a rock",
                ],
                ["Qu'est-ce qu'un fossile ?", "What is a fossil?"],
                [
                    "Comment appelle-t-on un reste ou une trace d'un être vivant ancien conservé dans une roche ?",
                    "What are the remains or a trace of an ancient living thing kept in a rock called?",
                ],
            ),
            pair(
                ["une crise biologique", "a mass extinction"],
                [
                    "une période brève, à l'échelle des temps géologiques, où de nombreuses espèces disparaissent",
                    "a short period, on the scale of geological time, when many species die out",
                ],
                [
                    "Qu'est-ce qu'une crise biologique ?",
                    "What is a mass extinction?",
                ],
                [
                    "Comment appelle-t-on une période brève, à l'échelle des temps géologiques, où de nombreuses espèces disparaissent ?",
                    "What is a short period, on the scale of geological time, when many species die out called?",
                ],
            ),
            pair(
                ["un arbre de parenté", "a family tree of species"],
                [
                    "une représentation des liens de parenté entre des espèces, d'après les caractères qu'elles partagent",
                    "a drawing of the relationships between species, based on the traits they share",
                ],
                [
                    "Qu'est-ce qu'un arbre de parenté ?",
                    "What is a family tree of species?",
                ],
                [
                    "Comment appelle-t-on une représentation des liens de parenté entre des espèces, d'après les caractères qu'elles partagent ?",
                    "What is a drawing of the relationships between species, based on the traits they share, called?",
                ],
            ),
            pair(
                ["une espèce", "a species"],
                [
                    "un ensemble d'individus qui se ressemblent et peuvent se reproduire entre eux en donnant des descendants fertiles",
                    "a set of individuals that look alike and can breed together and have fertile offspring",
                ],
                ["Qu'est-ce qu'une espèce ?", "What is a species?"],
                [
                    "Comment appelle-t-on un ensemble d'individus qui se ressemblent et peuvent se reproduire entre eux en donnant des descendants fertiles ?",
                    "What is a set of individuals that look alike and can breed together and have fertile offspring called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les tétrapodes", "Tetrapods"],
            which: [
                "Parmi ces animaux, lesquels sont des tétrapodes, descendants d'un ancêtre commun à quatre membres ?",
                "Which of these animals are tetrapods, descendants of a common ancestor with four limbs?",
            ],
            which_not: [
                "Parmi ces animaux, lesquels ne sont pas des tétrapodes, descendants d'un ancêtre commun à quatre membres ?",
                "Which of these animals are not tetrapods, descendants of a common ancestor with four limbs?",
            ],
            members: &[
                ["la grenouille", "the frog"],
                ["le lézard", "the lizard"],
                ["le chat", "the cat"],
                ["la poule", "the hen"],
            ],
            others: &[
                ["le requin", "the shark"],
                ["la truite", "the trout"],
                ["l'escargot", "the snail"],
                ["l'araignée", "the spider"],
            ],
        },
        Group {
            name: [
                "La crise de la fin du Crétacé",
                "The mass extinction at the end of the Cretaceous",
            ],
            which: [
                "Parmi ces groupes, lesquels ont disparu lors de la crise biologique de la fin du Crétacé, il y a 66 millions d'années ?",
                "Which of these groups died out in the mass extinction at the end of the Cretaceous, 66 million years ago?",
            ],
            which_not: [
                "Parmi ces groupes, lesquels ont survécu à la crise biologique de la fin du Crétacé, il y a 66 millions d'années ?",
                "Which of these groups survived the mass extinction at the end of the Cretaceous, 66 million years ago?",
            ],
            members: &[
                ["les dinosaures non aviens", "the non-avian dinosaurs"],
                ["les ammonites", "the ammonites"],
            ],
            others: &[
                ["les oiseaux", "birds"],
                ["les mammifères", "mammals"],
                ["les crocodiles", "crocodiles"],
                ["les tortues", "turtles"],
            ],
        },
    ],
    sequences: &[
        Sequence {
            name: ["L'histoire de la vie", "The history of life"],
            order: [
                "Range ces événements de l'histoire de la vie du plus ancien au plus récent.",
                "Put these events of the history of life in order, from the oldest to the most recent.",
            ],
            backward: [
                "Range ces événements de l'histoire de la vie du plus récent au plus ancien.",
                "Put these events of the history of life in order, from the most recent to the oldest.",
            ],
            next: [
                "Dans l'histoire de la vie, quel événement, parmi ceux étudiés, vient juste après celui-ci : « {} » ?",
                "In the history of life, which event, among those studied, comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : dans l'histoire de la vie, « {a} » est plus ancien que « {b} ».",
                "True or false: in the history of life, “{a}” is older than “{b}”.",
            ],
            steps: &[
                ["l'apparition des premières bactéries", "the first bacteria"],
                [
                    "l'apparition des premiers êtres pluricellulaires",
                    "the first multicellular organisms",
                ],
                [
                    "l'apparition des premières plantes terrestres",
                    "the first land plants",
                ],
                [
                    "l'apparition des premiers dinosaures",
                    "the first dinosaurs",
                ],
                [
                    "la disparition des dinosaures non aviens",
                    "the extinction of the non-avian dinosaurs",
                ],
                [
                    "l'apparition des premiers représentants du genre Homo",
                    "the first members of the genus Homo",
                ],
            ],
        },
        Sequence {
            name: [
                "La sélection naturelle en action",
                "Natural selection at work",
            ],
            order: [
                "Dans l'Angleterre du XIXe siècle, la pollution a noirci les troncs des arbres où se posent les phalènes du bouleau. Range dans l'ordre les étapes qui ont suivi, de la première à la dernière.",
                "In 19th-century England, pollution blackened the tree trunks where peppered moths rest. Put the stages that followed in order, from first to last.",
            ],
            backward: [
                "Dans l'Angleterre du XIXe siècle, la pollution a noirci les troncs des arbres où se posent les phalènes du bouleau. Range les étapes qui ont suivi de la dernière à la première.",
                "In 19th-century England, pollution blackened the tree trunks where peppered moths rest. Put the stages that followed in order from last to first.",
            ],
            next: [
                "Chez la phalène du bouleau, après le noircissement des troncs par la pollution, quelle étape vient juste après celle-ci : « {} » ?",
                "In the peppered moth, after pollution blackened the trunks, which stage comes right after this one: “{}”?",
            ],
            before: [
                "Vrai ou faux : chez la phalène du bouleau, après le noircissement des troncs par la pollution, l'étape « {a} » vient avant l'étape « {b} ».",
                "True or false: in the peppered moth, after pollution blackened the trunks, the stage “{a}” comes before the stage “{b}”.",
            ],
            steps: &[
                [
                    "les papillons clairs deviennent très visibles sur les troncs sombres",
                    "pale moths become easy to see on the dark trunks",
                ],
                [
                    "les oiseaux mangent davantage de papillons clairs que de papillons sombres",
                    "birds eat more pale moths than dark ones",
                ],
                [
                    "les papillons sombres survivent mieux et ont plus de descendants",
                    "dark moths survive better and have more offspring",
                ],
                [
                    "la proportion de papillons sombres augmente dans la population",
                    "the share of dark moths in the population rises",
                ],
            ],
        },
    ],
    numbers: &[
        Number {
            ask: [
                "Depuis combien de millions d'années les dinosaures non aviens ont-ils disparu ?",
                "How many million years ago did the non-avian dinosaurs die out?",
            ],
            about: [
                "la disparition des dinosaures non aviens, en millions d'années",
                "the extinction of the non-avian dinosaurs, in millions of years ago",
            ],
            value: 66.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année Charles Darwin a-t-il publié L'Origine des espèces ?",
                "In which year did Charles Darwin publish On the Origin of Species?",
            ],
            about: [
                "la publication de L'Origine des espèces",
                "the publication of On the Origin of Species",
            ],
            value: 1859.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une population de 500 phalènes compte 40 % de papillons sombres. Combien de papillons sombres compte-t-elle ?",
                "A population of 500 peppered moths is 40% dark moths. How many dark moths does it have?",
            ],
            about: [
                "le nombre de papillons sombres parmi 500 phalènes, dont 40 % sont sombres",
                "the number of dark moths among 500 peppered moths, 40% of which are dark",
            ],
            value: 200.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Dans une population de 200 phalènes, 150 sont sombres. Quel est le pourcentage de phalènes sombres ?",
                "In a population of 200 peppered moths, 150 are dark. What percentage of the moths are dark?",
            ],
            about: [
                "le pourcentage de phalènes sombres quand 150 sur 200 le sont",
                "the percentage of dark moths when 150 out of 200 are",
            ],
            value: 75.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Le système immunitaire.
pub(crate) static IMMUNITE: Bank = Bank {
    chapter: "svt-3e-systeme-immunitaire",
    title: ["Le système immunitaire", "The immune system"],
    relations: &[Relation {
        name: ["Les acteurs de l'immunité", "The players of immunity"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une infection", "an infection"],
                [
                    "l'entrée et la multiplication de micro-organismes pathogènes dans l'organisme",
                    "the entry and multiplication of disease-causing microorganisms in the body",
                ],
                ["Qu'est-ce qu'une infection ?", "What is an infection?"],
                [
                    "Comment appelle-t-on l'entrée et la multiplication de micro-organismes pathogènes dans l'organisme ?",
                    "What is the entry and multiplication of disease-causing microorganisms in the body called?",
                ],
            ),
            pair(
                ["la réaction inflammatoire", "inflammation"],
                [
                    "la réaction rapide à l'endroit de l'infection, avec rougeur, chaleur, gonflement et douleur",
                    "the quick reaction where the infection is, with redness, heat, swelling and pain",
                ],
                [
                    "Qu'est-ce que la réaction inflammatoire ?",
                    "What is inflammation?",
                ],
                [
                    "Comment appelle-t-on la réaction rapide à l'endroit de l'infection, avec rougeur, chaleur, gonflement et douleur ?",
                    "What is the quick reaction where the infection is, with redness, heat, swelling and pain, called?",
                ],
            ),
            pair(
                ["la phagocytose", "phagocytosis"],
                [
                    "la capture et la digestion d'un micro-organisme par certains globules blancs",
                    "the capture and digestion of a microorganism by some white blood cells",
                ],
                ["Qu'est-ce que la phagocytose ?", "What is phagocytosis?"],
                [
                    "Comment appelle-t-on la capture et la digestion d'un micro-organisme par certains globules blancs ?",
                    "What is the capture and digestion of a microorganism by some white blood cells called?",
                ],
            ),
            pair(
                ["un antigène", "an antigen"],
                [
                    "une molécule que le système immunitaire reconnaît comme étrangère",
                    "a molecule that the immune system recognises as foreign",
                ],
                ["Qu'est-ce qu'un antigène ?", "What is an antigen?"],
                [
                    "Comment appelle-t-on une molécule que le système immunitaire reconnaît comme étrangère ?",
                    "What is a molecule that the immune system recognises as foreign called?",
                ],
            ),
            pair(
                ["un anticorps", "an antibody"],
                [
                    "une molécule produite par les lymphocytes B, qui se fixe sur un antigène précis et aide à l'éliminer",
                    "a molecule made by B lymphocytes, which binds to one particular antigen and helps to remove it",
                ],
                ["Qu'est-ce qu'un anticorps ?", "What is an antibody?"],
                [
                    "Comment appelle-t-on une molécule produite par les lymphocytes B, qui se fixe sur un antigène précis et aide à l'éliminer ?",
                    "What is a molecule made by B lymphocytes, which binds to one particular antigen and helps to remove it, called?",
                ],
            ),
            pair(
                ["un lymphocyte T", "a T lymphocyte"],
                [
                    "un globule blanc qui détruit les cellules infectées par un virus",
                    "a white blood cell that destroys the cells infected by a virus",
                ],
                ["Qu'est-ce qu'un lymphocyte T ?", "What is a T lymphocyte?"],
                [
                    "Comment appelle-t-on un globule blanc qui détruit les cellules infectées par un virus ?",
                    "What is a white blood cell that destroys the cells infected by a virus called?",
                ],
            ),
            pair(
                ["la mémoire immunitaire", "immune memory"],
                [
                    "la capacité de l'organisme à réagir plus vite et plus fort lors d'un nouveau contact avec le même antigène",
                    "the body's ability to react faster and more strongly on meeting the same antigen again",
                ],
                [
                    "Qu'est-ce que la mémoire immunitaire ?",
                    "What is immune memory?",
                ],
                [
                    "Comment appelle-t-on la capacité de l'organisme à réagir plus vite et plus fort lors d'un nouveau contact avec le même antigène ?",
                    "What is the body's ability to react faster and more strongly on meeting the same antigen again called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les globules blancs", "White blood cells"],
            which: [
                "Parmi ces éléments du sang, lesquels sont des globules blancs ?",
                "Which of these parts of the blood are white blood cells?",
            ],
            which_not: [
                "Parmi ces éléments du sang, lesquels ne sont pas des globules blancs ?",
                "Which of these parts of the blood are not white blood cells?",
            ],
            members: &[
                ["les phagocytes", "phagocytes"],
                ["les lymphocytes B", "B lymphocytes"],
                ["les lymphocytes T", "T lymphocytes"],
            ],
            others: &[
                ["les globules rouges", "red blood cells"],
                ["les plaquettes", "platelets"],
                ["le plasma", "plasma"],
                ["les anticorps", "antibodies"],
            ],
        },
        Group {
            name: ["Les réactions spécifiques", "Specific responses"],
            which: [
                "Parmi ces réactions de défense, lesquelles sont spécifiques, c'est-à-dire dirigées contre un antigène précis ?",
                "Which of these defence responses are specific, that is aimed at one particular antigen?",
            ],
            which_not: [
                "Parmi ces réactions de défense, lesquelles ne sont pas spécifiques d'un antigène précis ?",
                "Which of these defence responses are not aimed at one particular antigen?",
            ],
            members: &[
                [
                    "la production d'anticorps par les lymphocytes B",
                    "the making of antibodies by B lymphocytes",
                ],
                [
                    "la destruction de cellules infectées par les lymphocytes T",
                    "the destruction of infected cells by T lymphocytes",
                ],
            ],
            others: &[
                ["la réaction inflammatoire", "inflammation"],
                [
                    "la phagocytose de bactéries par les phagocytes",
                    "the phagocytosis of bacteria by phagocytes",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Après une coupure infectée", "After an infected cut"],
        order: [
            "Range dans l'ordre les étapes de la défense de l'organisme après une coupure infectée par des bactéries, de la première à la dernière.",
            "Put the stages of the body's defence after a cut infected by bacteria in order, from first to last.",
        ],
        backward: [
            "Range les étapes de la défense de l'organisme après une coupure infectée par des bactéries de la dernière à la première.",
            "Put the stages of the body's defence after a cut infected by bacteria in order from last to first.",
        ],
        next: [
            "Après une coupure infectée par des bactéries, quelle étape vient juste après celle-ci : « {} » ?",
            "After a cut infected by bacteria, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : après une coupure infectée par des bactéries, l'étape « {a} » vient avant l'étape « {b} ».",
            "True or false: after a cut infected by bacteria, the stage “{a}” comes before the stage “{b}”.",
        ],
        steps: &[
            [
                "des bactéries entrent par la plaie et se multiplient",
                "bacteria get in through the wound and multiply",
            ],
            [
                "une réaction inflammatoire se déclenche et des phagocytes capturent des bactéries",
                "inflammation sets in and phagocytes capture bacteria",
            ],
            [
                "des lymphocytes B qui reconnaissent l'antigène des bactéries se multiplient",
                "B lymphocytes that recognise the bacteria's antigen multiply",
            ],
            [
                "ils produisent des anticorps qui se fixent sur les bactéries",
                "they make antibodies that bind to the bacteria",
            ],
            [
                "des lymphocytes mémoire restent dans l'organisme",
                "memory lymphocytes remain in the body",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "Une bactérie se divise en deux toutes les 20 minutes. Combien de bactéries obtient-on au bout d'une heure, en partant d'une seule ?",
                "A bacterium divides in two every 20 minutes. How many bacteria are there after one hour, starting from one?",
            ],
            about: [
                "les bactéries issues d'une seule en une heure, avec une division toutes les 20 minutes",
                "the bacteria coming from one in an hour, dividing every 20 minutes",
            ],
            value: 8.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Une bactérie se divise en deux toutes les 20 minutes. Combien de bactéries obtient-on au bout de deux heures, en partant d'une seule ?",
                "A bacterium divides in two every 20 minutes. How many bacteria are there after two hours, starting from one?",
            ],
            about: [
                "les bactéries issues d'une seule en deux heures, avec une division toutes les 20 minutes",
                "the bacteria coming from one in two hours, dividing every 20 minutes",
            ],
            value: 64.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "Combien de sites de fixation à l'antigène un anticorps en forme de Y possède-t-il ?",
                "How many antigen-binding sites does a Y-shaped antibody have?",
            ],
            about: [
                "les sites de fixation à l'antigène d'un anticorps",
                "the antigen-binding sites of an antibody",
            ],
            value: 2.0,
            dp: 0,
            unit: "",
        },
    ],
    diagrams: &[],
};

/// Micro-organismes, antibiotiques et vaccination.
pub(crate) static MICROBES: Bank = Bank {
    chapter: "svt-3e-microorganismes-et-sante",
    title: ["Micro-organismes et santé", "Microorganisms and health"],
    relations: &[Relation {
        name: [
            "Les micro-organismes et les moyens de lutte",
            "Microorganisms and how to fight them",
        ],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une bactérie", "a bacterium"],
                [
                    "un être vivant formé d'une seule cellule, sans noyau",
                    "a living thing made of a single cell, without a nucleus",
                ],
                ["Qu'est-ce qu'une bactérie ?", "What is a bacterium?"],
                [
                    "Comment appelle-t-on un être vivant formé d'une seule cellule, sans noyau ?",
                    "What is a living thing made of a single cell, without a nucleus, called?",
                ],
            ),
            pair(
                ["un virus", "a virus"],
                [
                    "un agent infectieux qui ne peut se multiplier qu'à l'intérieur d'une cellule",
                    "an infectious agent that can multiply only inside a cell",
                ],
                ["Qu'est-ce qu'un virus ?", "What is a virus?"],
                [
                    "Comment appelle-t-on un agent infectieux qui ne peut se multiplier qu'à l'intérieur d'une cellule ?",
                    "What is an infectious agent that can multiply only inside a cell called?",
                ],
            ),
            pair(
                ["un antibiotique", "an antibiotic"],
                [
                    "un médicament qui tue les bactéries ou bloque leur multiplication, sans effet sur les virus",
                    "a medicine that kills bacteria or stops them multiplying, with no effect on viruses",
                ],
                ["Qu'est-ce qu'un antibiotique ?", "What is an antibiotic?"],
                [
                    "Comment appelle-t-on un médicament qui tue les bactéries ou bloque leur multiplication, sans effet sur les virus ?",
                    "What is a medicine that kills bacteria or stops them multiplying, with no effect on viruses, called?",
                ],
            ),
            pair(
                ["un antiseptique", "an antiseptic"],
                [
                    "un produit appliqué sur la peau ou sur une plaie pour y tuer les micro-organismes",
                    "a product put on the skin or on a wound to kill the microorganisms there",
                ],
                ["Qu'est-ce qu'un antiseptique ?", "What is an antiseptic?"],
                [
                    "Comment appelle-t-on un produit appliqué sur la peau ou sur une plaie pour y tuer les micro-organismes ?",
                    "What is a product put on the skin or on a wound to kill the microorganisms there called?",
                ],
            ),
            pair(
                ["un vaccin", "a vaccine"],
                [
                    "une préparation inoffensive qui porte les antigènes d'un agent pathogène et fait acquérir une mémoire immunitaire",
                    "a harmless preparation that carries the antigens of a germ and builds up immune memory",
                ],
                ["Qu'est-ce qu'un vaccin ?", "What is a vaccine?"],
                [
                    "Comment appelle-t-on une préparation inoffensive qui porte les antigènes d'un agent pathogène et fait acquérir une mémoire immunitaire ?",
                    "What is a harmless preparation that carries the antigens of a germ and builds up immune memory called?",
                ],
            ),
            pair(
                ["l'asepsie", "asepsis"],
                [
                    "l'ensemble des mesures qui empêchent les micro-organismes d'atteindre un lieu ou un objet, comme le matériel stérile",
                    "all the measures that keep microorganisms from reaching a place or an object, such as sterile equipment",
                ],
                ["Qu'est-ce que l'asepsie ?", "What is asepsis?"],
                [
                    "Comment appelle-t-on l'ensemble des mesures qui empêchent les micro-organismes d'atteindre un lieu ou un objet, comme le matériel stérile ?",
                    "What are all the measures that keep microorganisms from reaching a place or an object, such as sterile equipment, called?",
                ],
            ),
            pair(
                ["le microbiote", "the microbiota"],
                [
                    "l'ensemble des micro-organismes qui vivent normalement dans le corps, comme dans l'intestin, sans le rendre malade",
                    "all the microorganisms that normally live in the body, such as in the gut, without making it ill",
                ],
                ["Qu'est-ce que le microbiote ?", "What is the microbiota?"],
                [
                    "Comment appelle-t-on l'ensemble des micro-organismes qui vivent normalement dans le corps, comme dans l'intestin, sans le rendre malade ?",
                    "What are all the microorganisms that normally live in the body, such as in the gut, without making it ill, called?",
                ],
            ),
        ],
    }],
    groups: &[
        Group {
            name: ["Les maladies virales", "Viral diseases"],
            which: [
                "Parmi ces maladies, lesquelles sont dues à un virus ?",
                "Which of these diseases are caused by a virus?",
            ],
            which_not: [
                "Parmi ces maladies, lesquelles ne sont pas dues à un virus, mais à une bactérie ?",
                "Which of these diseases are not caused by a virus, but by a bacterium?",
            ],
            members: &[
                ["la grippe", "flu"],
                ["la rougeole", "measles"],
                ["la varicelle", "chickenpox"],
            ],
            others: &[
                ["la tuberculose", "tuberculosis"],
                ["le tétanos", "tetanus"],
                ["la coqueluche", "whooping cough"],
            ],
        },
        Group {
            name: ["Limiter la transmission", "Limiting transmission"],
            which: [
                "Parmi ces gestes, lesquels limitent la transmission des micro-organismes pathogènes ?",
                "Which of these habits limit the spread of disease-causing microorganisms?",
            ],
            which_not: [
                "Parmi ces gestes, lesquels ne limitent pas la transmission des micro-organismes pathogènes ?",
                "Which of these habits do not limit the spread of disease-causing microorganisms?",
            ],
            members: &[
                [
                    "se laver les mains au savon",
                    "washing one's hands with soap",
                ],
                ["tousser dans son coude", "coughing into one's elbow"],
                [
                    "utiliser un mouchoir à usage unique",
                    "using a disposable tissue",
                ],
            ],
            others: &[
                ["partager sa gourde", "sharing one's water bottle"],
                ["éternuer dans ses mains", "sneezing into one's hands"],
                [
                    "serrer des mains quand on est enrhumé",
                    "shaking hands when one has a cold",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Des découvertes contre les microbes",
            "Discoveries against germs",
        ],
        order: [
            "Range ces événements dans l'ordre chronologique.",
            "Put these events in chronological order.",
        ],
        backward: [
            "Range ces événements du plus récent au plus ancien.",
            "Put these events in order from the most recent to the oldest.",
        ],
        next: [
            "Parmi ces découvertes contre les microbes, quel événement vient juste après celui-ci : « {} » ?",
            "Among these discoveries against germs, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » a eu lieu avant « {b} ».",
            "True or false: “{a}” happened before “{b}”.",
        ],
        steps: &[
            [
                "Edward Jenner invente la vaccination contre la variole",
                "Edward Jenner invents vaccination against smallpox",
            ],
            [
                "Louis Pasteur vaccine un enfant contre la rage",
                "Louis Pasteur vaccinates a child against rabies",
            ],
            [
                "Alexander Fleming découvre la pénicilline",
                "Alexander Fleming discovers penicillin",
            ],
            [
                "l'OMS déclare la variole éradiquée",
                "the WHO declares smallpox eradicated",
            ],
        ],
    }],
    numbers: &[
        Number {
            ask: [
                "En quelle année Edward Jenner a-t-il réalisé la première vaccination contre la variole ?",
                "In which year did Edward Jenner carry out the first vaccination against smallpox?",
            ],
            about: [
                "la première vaccination contre la variole, par Jenner",
                "the first vaccination against smallpox, by Jenner",
            ],
            value: 1796.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année Louis Pasteur a-t-il vacciné pour la première fois un enfant contre la rage ?",
                "In which year did Louis Pasteur first vaccinate a child against rabies?",
            ],
            about: [
                "la première vaccination contre la rage, par Pasteur",
                "the first vaccination against rabies, by Pasteur",
            ],
            value: 1885.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année Alexander Fleming a-t-il découvert la pénicilline ?",
                "In which year did Alexander Fleming discover penicillin?",
            ],
            about: [
                "la découverte de la pénicilline, par Fleming",
                "the discovery of penicillin, by Fleming",
            ],
            value: 1928.0,
            dp: 0,
            unit: "",
        },
        Number {
            ask: [
                "En quelle année l'OMS a-t-elle déclaré la variole éradiquée ?",
                "In which year did the WHO declare smallpox eradicated?",
            ],
            about: [
                "l'éradication de la variole, déclarée par l'OMS",
                "the eradication of smallpox, declared by the WHO",
            ],
            value: 1980.0,
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
    fn print_3e() {
        super::super::l4::print_banks(super::BANKS, 2);
    }
}
