//! Géographie 6e (cycle 3, programme du BO n° 31 du 30 juillet 2020): the city of tomorrow,
//! living in a farming area of low density, and the varied ways of occupying space in the
//! world.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Relation, Sequence, pair};

/// The family of these 6e geography banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// These 6e geography banks: a catalog entry's mode is the index of its chapter's bank here
/// (append only).
pub(crate) static BANKS: &[&Bank] = &[&VILLE_DEMAIN, &AGRICOLE, &OCCUPATION];

/// La ville de demain.
pub(crate) static VILLE_DEMAIN: Bank = Bank {
    chapter: "histoire-geographie-6e-la-ville-de-demain",
    title: ["La ville de demain", "The city of tomorrow"],
    relations: &[
        Relation {
            name: [
                "Les mots de la ville durable",
                "The words of the sustainable city",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une ville durable", "a sustainable city"],
                    [
                        "une ville qui respecte l'environnement et offre une bonne qualité de vie à tous ses habitants, aujourd'hui et demain",
                        "a city that respects the environment and offers a good quality of life to all its inhabitants, today and tomorrow",
                    ],
                    [
                        "Qu'est-ce qu'une ville durable ?",
                        "What is a sustainable city?"
                    ],
                ),
                word!(
                    ["un écoquartier", "an eco-district"],
                    [
                        "un quartier construit pour consommer peu d'énergie et d'eau et limiter la place de la voiture",
                        "a district built to use little energy and water and to limit the place of the car",
                    ],
                    ["Qu'est-ce qu'un écoquartier ?", "What is an eco-district?"],
                ),
                word!(
                    ["une mobilité douce", "soft mobility"],
                    [
                        "une façon de se déplacer sans moteur, comme la marche ou le vélo",
                        "a way of getting about without an engine, such as walking or cycling",
                    ],
                    [
                        "Qu'est-ce qu'une mobilité douce ?",
                        "What is soft mobility?"
                    ],
                ),
                word!(
                    ["un îlot de chaleur", "a heat island"],
                    [
                        "un espace de la ville où il fait plus chaud qu'alentour, à cause du béton et du bitume",
                        "an area of the city that is hotter than its surroundings, because of concrete and tarmac",
                    ],
                    [
                        "Qu'est-ce qu'un îlot de chaleur ?",
                        "What is a heat island?"
                    ],
                ),
                word!(
                    ["la végétalisation", "greening"],
                    [
                        "l'installation de plantes et d'arbres sur les toits, les murs et les places de la ville",
                        "putting plants and trees on the roofs, walls and squares of the city",
                    ],
                    ["Qu'est-ce que la végétalisation ?", "What is greening?"],
                ),
                word!(
                    ["le tri sélectif", "waste sorting"],
                    [
                        "la séparation des déchets selon leur matière pour pouvoir les recycler",
                        "separating waste by material so that it can be recycled",
                    ],
                    ["Qu'est-ce que le tri sélectif ?", "What is waste sorting?"],
                ),
                word!(
                    ["une ville intelligente", "a smart city"],
                    [
                        "une ville qui utilise des capteurs et le numérique pour mieux gérer la circulation, l'éclairage ou l'énergie",
                        "a city that uses sensors and digital tools to manage traffic, lighting or energy better",
                    ],
                    [
                        "Qu'est-ce qu'une ville intelligente ?",
                        "What is a smart city?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des problèmes et des solutions", "Problems and solutions"],
            matching: [
                "Associe chaque problème de la ville à une solution de la ville durable.",
                "Match each problem of the city with a solution of the sustainable city.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["les embouteillages", "traffic jams"],
                    [
                        "développer le tramway et les bus",
                        "developing trams and buses",
                    ],
                    [
                        "Quelle solution la ville durable propose-t-elle contre les embouteillages ?",
                        "Which solution does the sustainable city offer against traffic jams?",
                    ],
                    [
                        "Contre quel problème la ville développe-t-elle le tramway et les bus ?",
                        "Against which problem does the city develop trams and buses?",
                    ],
                ),
                pair(
                    ["les fortes chaleurs en été", "summer heatwaves"],
                    [
                        "planter des arbres et créer des parcs",
                        "planting trees and creating parks",
                    ],
                    [
                        "Quelle solution la ville durable propose-t-elle contre les fortes chaleurs en été ?",
                        "Which solution does the sustainable city offer against summer heatwaves?",
                    ],
                    [
                        "Contre quel problème la ville plante-t-elle des arbres et crée-t-elle des parcs ?",
                        "Against which problem does the city plant trees and create parks?",
                    ],
                ),
                pair(
                    ["les déchets", "waste"],
                    [
                        "trier et recycler les ordures",
                        "sorting and recycling rubbish",
                    ],
                    [
                        "Quelle solution la ville durable propose-t-elle contre l'accumulation des déchets ?",
                        "Which solution does the sustainable city offer against the build-up of waste?",
                    ],
                    [
                        "Contre quel problème la ville fait-elle trier et recycler les ordures ?",
                        "Against which problem does the city have rubbish sorted and recycled?",
                    ],
                ),
                pair(
                    [
                        "l'énergie tirée du pétrole et du charbon",
                        "energy drawn from oil and coal",
                    ],
                    [
                        "produire de l'électricité avec des panneaux solaires",
                        "producing electricity with solar panels",
                    ],
                    [
                        "Quelle solution la ville durable propose-t-elle pour moins dépendre de l'énergie tirée du pétrole et du charbon ?",
                        "Which solution does the sustainable city offer to depend less on energy drawn from oil and coal?",
                    ],
                    [
                        "Contre quel problème la ville produit-elle de l'électricité avec des panneaux solaires ?",
                        "Against which problem does the city produce electricity with solar panels?",
                    ],
                ),
                pair(
                    ["l'étalement urbain", "urban sprawl"],
                    [
                        "construire sur d'anciennes friches plutôt que sur des champs",
                        "building on old brownfield sites rather than on fields",
                    ],
                    [
                        "Quelle solution la ville durable propose-t-elle contre l'étalement urbain ?",
                        "Which solution does the sustainable city offer against urban sprawl?",
                    ],
                    [
                        "Contre quel problème la ville construit-elle sur d'anciennes friches plutôt que sur des champs ?",
                        "Against which problem does the city build on old brownfield sites rather than on fields?",
                    ],
                ),
                pair(
                    ["le manque d'eau", "water shortage"],
                    ["récupérer l'eau de pluie", "collecting rainwater"],
                    [
                        "Quelle solution la ville durable propose-t-elle contre le manque d'eau ?",
                        "Which solution does the sustainable city offer against water shortage?",
                    ],
                    [
                        "Contre quel problème la ville récupère-t-elle l'eau de pluie ?",
                        "Against which problem does the city collect rainwater?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les mobilités douces", "Soft mobility"],
            which: [
                "Parmi ces façons de se déplacer, lesquelles sont des mobilités douces ?",
                "Which of these ways of getting about are soft mobility?",
            ],
            which_not: [
                "Parmi ces façons de se déplacer, lesquelles ne sont pas des mobilités douces ?",
                "Which of these ways of getting about are not soft mobility?",
            ],
            members: &[
                ["la marche", "walking"],
                ["le vélo", "cycling"],
                ["la trottinette sans moteur", "the kick scooter"],
            ],
            others: &[
                ["la voiture", "the car"],
                ["le scooter", "the motor scooter"],
                ["l'avion", "the plane"],
            ],
        },
        Group {
            name: ["Dans un écoquartier", "In an eco-district"],
            which: [
                "Parmi ces aménagements, lesquels trouve-t-on dans un écoquartier ?",
                "Which of these features are found in an eco-district?",
            ],
            which_not: [
                "Parmi ces aménagements, lesquels ne correspondent pas à un écoquartier ?",
                "Which of these features do not fit an eco-district?",
            ],
            members: &[
                [
                    "des panneaux solaires sur les toits",
                    "solar panels on the roofs",
                ],
                ["des toits végétalisés", "green roofs"],
                ["des pistes cyclables", "cycle lanes"],
                [
                    "des cuves qui récupèrent l'eau de pluie",
                    "tanks that collect rainwater",
                ],
            ],
            others: &[
                ["une autoroute urbaine", "an urban motorway"],
                [
                    "un immense parking en plein air",
                    "a huge open-air car park",
                ],
                [
                    "des maisons chauffées au fioul",
                    "houses heated with heating oil",
                ],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "La vie d'une bouteille en plastique recyclée",
            "The life of a recycled plastic bottle",
        ],
        order: [
            "Range dans l'ordre les étapes du recyclage d'une bouteille en plastique.",
            "Put the steps of recycling a plastic bottle in order.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Dans le recyclage d'une bouteille en plastique, quelle étape vient juste après « {} » ?",
            "In recycling a plastic bottle, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : dans le recyclage d'une bouteille en plastique, « {a} » vient avant « {b} ».",
            "True or false: in recycling a plastic bottle, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "l'habitant jette la bouteille vide dans la poubelle de tri",
                "the inhabitant throws the empty bottle into the recycling bin",
            ],
            [
                "un camion collecte les déchets triés",
                "a lorry collects the sorted waste",
            ],
            [
                "le centre de tri sépare les matières",
                "the sorting centre separates the materials",
            ],
            [
                "l'usine de recyclage broie et fond le plastique",
                "the recycling plant shreds and melts the plastic",
            ],
            [
                "le plastique recyclé sert à fabriquer un nouvel objet",
                "the recycled plastic is used to make a new object",
            ],
        ],
    }],
    numbers: &[year(
        [
            "En quelle année Nantes devient-elle la première ville de France à remettre en service un tramway moderne ?",
            "In which year does Nantes become the first French city to bring back a modern tram?",
        ],
        [
            "le retour du tramway à Nantes",
            "the return of the tram in Nantes",
        ],
        1985.0,
    )],
    diagrams: &[],
};

/// Habiter un espace de faible densité à vocation agricole.
pub(crate) static AGRICOLE: Bank = Bank {
    chapter: "histoire-geographie-6e-espace-agricole",
    title: ["Habiter un espace agricole", "Living in a farming area"],
    relations: &[
        Relation {
            name: [
                "Les mots de l'espace agricole",
                "The words of the farming area",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une exploitation agricole", "a farm"],
                    [
                        "l'entreprise d'un agriculteur, avec ses terres, ses bâtiments et ses machines",
                        "a farmer's business, with its land, its buildings and its machines",
                    ],
                    [
                        "Qu'est-ce qu'une exploitation agricole ?",
                        "What is a farm?",
                    ],
                ),
                word!(
                    ["le bocage", "bocage"],
                    [
                        "un paysage de champs et de prés entourés de haies",
                        "a landscape of fields and meadows surrounded by hedges",
                    ],
                    ["Qu'est-ce que le bocage ?", "What is bocage?"],
                ),
                word!(
                    ["l'openfield", "open field"],
                    [
                        "un paysage de grands champs ouverts, sans haies ni clôtures",
                        "a landscape of large open fields, with neither hedges nor fences",
                    ],
                    ["Qu'est-ce que l'openfield ?", "What is open field?"],
                ),
                word!(
                    ["l'élevage", "livestock farming"],
                    [
                        "l'activité qui consiste à faire naître et à nourrir des animaux",
                        "the activity of breeding and feeding animals",
                    ],
                    ["Qu'est-ce que l'élevage ?", "What is livestock farming?"],
                ),
                word!(
                    ["la monoculture", "monoculture"],
                    [
                        "la culture d'une seule plante sur de grandes surfaces",
                        "growing a single crop over large areas",
                    ],
                    ["Qu'est-ce que la monoculture ?", "What is monoculture?"],
                ),
                word!(
                    ["l'agriculture biologique", "organic farming"],
                    [
                        "une agriculture qui n'utilise ni engrais chimiques ni pesticides de synthèse",
                        "farming that uses neither chemical fertilisers nor synthetic pesticides",
                    ],
                    [
                        "Qu'est-ce que l'agriculture biologique ?",
                        "What is organic farming?",
                    ],
                ),
                word!(
                    ["une coopérative agricole", "a farming cooperative"],
                    [
                        "une entreprise qui regroupe des agriculteurs pour acheter, stocker ou vendre ensemble",
                        "a business that brings farmers together to buy, store or sell together",
                    ],
                    [
                        "Qu'est-ce qu'une coopérative agricole ?",
                        "What is a farming cooperative?",
                    ],
                ),
            ],
        },
        Relation {
            name: [
                "Des espaces agricoles du monde",
                "Farming areas of the world",
            ],
            matching: [
                "Associe chaque espace agricole à sa description.",
                "Match each farming area with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Beauce", "the Beauce"],
                    [
                        "une grande plaine au sud-ouest de Paris, couverte de champs de blé",
                        "a large plain south-west of Paris, covered with wheat fields",
                    ],
                    [
                        "Quelle description correspond à la Beauce ?",
                        "Which description fits the Beauce?",
                    ],
                    [
                        "Quelle grande plaine au sud-ouest de Paris est couverte de champs de blé ?",
                        "Which large plain south-west of Paris is covered with wheat fields?",
                    ],
                ),
                pair(
                    ["la Corn Belt", "the Corn Belt"],
                    [
                        "la région du Midwest des États-Unis où l'on cultive surtout le maïs et le soja",
                        "the region of the United States Midwest where mainly maize and soya are grown",
                    ],
                    [
                        "Quelle description correspond à la Corn Belt ?",
                        "Which description fits the Corn Belt?",
                    ],
                    [
                        "Quelle région du Midwest des États-Unis cultive surtout le maïs et le soja ?",
                        "Which region of the United States Midwest mainly grows maize and soya?",
                    ],
                ),
                pair(
                    ["la Pampa", "the Pampas"],
                    [
                        "une immense plaine d'Argentine, connue pour l'élevage de bovins",
                        "a huge plain in Argentina, known for cattle farming",
                    ],
                    [
                        "Quelle description correspond à la Pampa ?",
                        "Which description fits the Pampas?",
                    ],
                    [
                        "Quelle immense plaine d'Argentine est connue pour l'élevage de bovins ?",
                        "Which huge plain in Argentina is known for cattle farming?",
                    ],
                ),
                pair(
                    ["les rizières de Bali", "the rice terraces of Bali"],
                    [
                        "des terrasses inondées sur les pentes d'une île d'Indonésie",
                        "flooded terraces on the slopes of an Indonesian island",
                    ],
                    [
                        "Quelle description correspond aux rizières de Bali ?",
                        "Which description fits the rice terraces of Bali?",
                    ],
                    [
                        "Quel espace agricole forme des terrasses inondées sur les pentes d'une île d'Indonésie ?",
                        "Which farming area forms flooded terraces on the slopes of an Indonesian island?",
                    ],
                ),
                pair(
                    ["le Mato Grosso", "Mato Grosso"],
                    [
                        "un État du Brésil où de grandes exploitations de soja remplacent la forêt et la savane",
                        "a state of Brazil where large soya farms replace the forest and the savanna",
                    ],
                    [
                        "Quelle description correspond au Mato Grosso ?",
                        "Which description fits Mato Grosso?",
                    ],
                    [
                        "Dans quel État du Brésil de grandes exploitations de soja remplacent-elles la forêt et la savane ?",
                        "In which state of Brazil do large soya farms replace the forest and the savanna?",
                    ],
                ),
                pair(
                    ["le bocage normand", "the Norman bocage"],
                    [
                        "des prés entourés de haies dans l'ouest de la France, où paissent des vaches laitières",
                        "meadows surrounded by hedges in western France, where dairy cows graze",
                    ],
                    [
                        "Quelle description correspond au bocage normand ?",
                        "Which description fits the Norman bocage?",
                    ],
                    [
                        "Quel espace agricole de l'ouest de la France est fait de prés entourés de haies, où paissent des vaches laitières ?",
                        "Which farming area of western France is made of meadows surrounded by hedges, where dairy cows graze?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les productions végétales", "Crops"],
            which: [
                "Parmi ces productions agricoles, lesquelles sont des cultures de plantes ?",
                "Which of these farm products are crops?",
            ],
            which_not: [
                "Parmi ces productions agricoles, lesquelles viennent de l'élevage ?",
                "Which of these farm products come from livestock farming?",
            ],
            members: &[
                ["le blé", "wheat"],
                ["le maïs", "maize"],
                ["le riz", "rice"],
                ["le raisin", "grapes"],
            ],
            others: &[
                ["le lait", "milk"],
                ["les œufs", "eggs"],
                ["la laine", "wool"],
            ],
        },
        Group {
            name: ["Une agriculture productiviste", "Intensive farming"],
            which: [
                "Parmi ces pratiques, lesquelles caractérisent une agriculture productiviste ?",
                "Which of these practices are features of intensive farming?",
            ],
            which_not: [
                "Parmi ces pratiques, lesquelles ne caractérisent pas une agriculture productiviste ?",
                "Which of these practices are not features of intensive farming?",
            ],
            members: &[
                ["l'usage de grosses machines", "the use of large machines"],
                [
                    "l'épandage d'engrais chimiques",
                    "the spreading of chemical fertilisers",
                ],
                ["de très grandes parcelles", "very large plots"],
            ],
            others: &[
                ["le travail à la main", "working by hand"],
                [
                    "l'absence de pesticides de synthèse",
                    "the absence of synthetic pesticides",
                ],
                ["de tout petits champs", "very small fields"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: ["Du champ de blé au pain", "From the wheat field to bread"],
        order: [
            "Range dans l'ordre les étapes qui mènent du champ de blé au pain.",
            "Put in order the steps that lead from the wheat field to bread.",
        ],
        backward: [
            "Range ces étapes de la dernière à la première.",
            "Put these steps in order from last to first.",
        ],
        next: [
            "Du champ de blé au pain, quelle étape vient juste après « {} » ?",
            "From the wheat field to bread, which step comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : du champ de blé au pain, « {a} » vient avant « {b} ».",
            "True or false: from the wheat field to bread, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["le labour du champ", "ploughing the field"],
            ["les semailles", "sowing"],
            [
                "la moisson avec une moissonneuse-batteuse",
                "harvesting with a combine harvester",
            ],
            [
                "le stockage du grain dans un silo",
                "storing the grain in a silo",
            ],
            [
                "la mouture du grain en farine",
                "grinding the grain into flour",
            ],
            [
                "la cuisson du pain chez le boulanger",
                "baking bread at the baker's",
            ],
        ],
    }],
    numbers: &[year(
        [
            "En quelle année entre en vigueur la politique agricole commune (PAC) de l'Europe ?",
            "In which year does Europe's common agricultural policy (CAP) come into force?",
        ],
        ["la mise en place de la PAC", "the start of the CAP"],
        1962.0,
    )],
    diagrams: &[],
};

/// La variété des formes d'occupation spatiale dans le monde.
pub(crate) static OCCUPATION: Bank = Bank {
    chapter: "histoire-geographie-6e-formes-d-occupation-spatiale",
    title: [
        "Les formes d'occupation de l'espace",
        "The ways of occupying space",
    ],
    relations: &[
        Relation {
            name: [
                "Les mots de l'occupation de l'espace",
                "The words of land occupation",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une mégalopole", "a megalopolis"],
                    [
                        "une longue chaîne de grandes villes reliées entre elles sur des centaines de kilomètres",
                        "a long chain of large cities linked together over hundreds of kilometres",
                    ],
                    ["Qu'est-ce qu'une mégalopole ?", "What is a megalopolis?"],
                ),
                word!(
                    ["un front pionnier", "a pioneer front"],
                    [
                        "une zone où l'on défriche des terres encore peu occupées pour les cultiver et y habiter",
                        "an area where land still little occupied is cleared to farm it and live there",
                    ],
                    [
                        "Qu'est-ce qu'un front pionnier ?",
                        "What is a pioneer front?"
                    ],
                ),
                word!(
                    ["une oasis", "an oasis"],
                    [
                        "un lieu du désert où la présence d'eau permet de cultiver et d'habiter",
                        "a place in the desert where water makes it possible to farm and live",
                    ],
                    ["Qu'est-ce qu'une oasis ?", "What is an oasis?"],
                ),
                word!(
                    ["l'habitat dispersé", "scattered settlement"],
                    [
                        "des maisons et des fermes isolées, éloignées les unes des autres",
                        "isolated houses and farms, far from one another",
                    ],
                    [
                        "Qu'est-ce que l'habitat dispersé ?",
                        "What is scattered settlement?"
                    ],
                ),
                word!(
                    ["l'habitat groupé", "clustered settlement"],
                    [
                        "des maisons rassemblées en villages, entourées par les champs",
                        "houses gathered in villages, surrounded by the fields",
                    ],
                    [
                        "Qu'est-ce que l'habitat groupé ?",
                        "What is clustered settlement?"
                    ],
                ),
                word!(
                    ["un hameau", "a hamlet"],
                    [
                        "un petit groupe de maisons à l'écart du village",
                        "a small group of houses away from the village",
                    ],
                    ["Qu'est-ce qu'un hameau ?", "What is a hamlet?"],
                ),
                word!(
                    ["le nomadisme", "nomadism"],
                    [
                        "le mode de vie de ceux qui se déplacent sans cesse avec leurs troupeaux",
                        "the way of life of people who keep moving with their herds",
                    ],
                    ["Qu'est-ce que le nomadisme ?", "What is nomadism?"],
                ),
            ],
        },
        Relation {
            name: [
                "Des espaces habités du monde",
                "Inhabited areas of the world",
            ],
            matching: [
                "Associe chaque espace à la façon dont il est occupé.",
                "Match each area with the way it is occupied.",
            ],
            typed: true,
            pairs: &[
                pair(
                    [
                        "le nord-est des États-Unis",
                        "the north-east of the United States",
                    ],
                    [
                        "une mégalopole de Boston à Washington, le long de l'océan Atlantique",
                        "a megalopolis from Boston to Washington, along the Atlantic Ocean",
                    ],
                    [
                        "Comment le nord-est des États-Unis est-il occupé ?",
                        "How is the north-east of the United States occupied?",
                    ],
                    [
                        "Quel espace forme une mégalopole de Boston à Washington, le long de l'océan Atlantique ?",
                        "Which area forms a megalopolis from Boston to Washington, along the Atlantic Ocean?",
                    ],
                ),
                pair(
                    ["l'Amazonie brésilienne", "Brazilian Amazonia"],
                    [
                        "un front pionnier où la forêt recule devant les routes, les élevages et les champs de soja",
                        "a pioneer front where the forest retreats before roads, cattle ranches and soya fields",
                    ],
                    [
                        "Comment l'Amazonie brésilienne est-elle occupée ?",
                        "How is Brazilian Amazonia occupied?",
                    ],
                    [
                        "Quel espace est un front pionnier où la forêt recule devant les routes, les élevages et les champs de soja ?",
                        "Which area is a pioneer front where the forest retreats before roads, cattle ranches and soya fields?",
                    ],
                ),
                pair(
                    ["les steppes de Mongolie", "the steppes of Mongolia"],
                    [
                        "de vastes prairies parcourues par des éleveurs nomades qui vivent dans des yourtes",
                        "vast grasslands roamed by nomadic herders who live in yurts",
                    ],
                    [
                        "Comment les steppes de Mongolie sont-elles occupées ?",
                        "How are the steppes of Mongolia occupied?",
                    ],
                    [
                        "Quel espace est fait de vastes prairies parcourues par des éleveurs nomades qui vivent dans des yourtes ?",
                        "Which area is made of vast grasslands roamed by nomadic herders who live in yurts?",
                    ],
                ),
                pair(
                    ["la plaine du Gange", "the Ganges plain"],
                    [
                        "des campagnes très densément peuplées de paysans qui cultivent le riz et le blé",
                        "very densely populated countryside of peasants who grow rice and wheat",
                    ],
                    [
                        "Comment la plaine du Gange est-elle occupée ?",
                        "How is the Ganges plain occupied?",
                    ],
                    [
                        "Quel espace est fait de campagnes très densément peuplées de paysans qui cultivent le riz et le blé ?",
                        "Which area is very densely populated countryside of peasants who grow rice and wheat?",
                    ],
                ),
                pair(
                    ["Tozeur, en Tunisie", "Tozeur, in Tunisia"],
                    [
                        "une ville entourée d'une palmeraie irriguée, au bord du désert",
                        "a town surrounded by an irrigated palm grove, on the edge of the desert",
                    ],
                    [
                        "Comment Tozeur est-elle occupée ?",
                        "How is Tozeur occupied?",
                    ],
                    [
                        "Quelle ville de Tunisie est entourée d'une palmeraie irriguée, au bord du désert ?",
                        "Which town in Tunisia is surrounded by an irrigated palm grove, on the edge of the desert?",
                    ],
                ),
                pair(
                    ["l'intérieur de l'Australie", "the Australian Outback"],
                    [
                        "un espace presque vide, avec quelques immenses élevages très isolés",
                        "an almost empty area, with a few huge, very isolated cattle stations",
                    ],
                    [
                        "Comment l'intérieur de l'Australie est-il occupé ?",
                        "How is the Australian Outback occupied?",
                    ],
                    [
                        "Quel espace est presque vide, avec quelques immenses élevages très isolés ?",
                        "Which area is almost empty, with a few huge, very isolated cattle stations?",
                    ],
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Les mégalopoles", "The megalopolises"],
            which: [
                "Parmi ces espaces, lesquels sont des mégalopoles ?",
                "Which of these areas are megalopolises?",
            ],
            which_not: [
                "Parmi ces espaces, lesquels ne sont pas des mégalopoles ?",
                "Which of these areas are not megalopolises?",
            ],
            members: &[
                [
                    "la mégalopole du nord-est des États-Unis",
                    "the megalopolis of the north-east of the United States",
                ],
                ["la mégalopole japonaise", "the Japanese megalopolis"],
                ["la mégalopole européenne", "the European megalopolis"],
            ],
            others: &[
                ["l'Amazonie", "Amazonia"],
                ["les steppes de Mongolie", "the steppes of Mongolia"],
                ["l'intérieur de l'Australie", "the Australian Outback"],
            ],
        },
        Group {
            name: ["Les espaces urbains", "Urban areas"],
            which: [
                "Parmi ces lieux habités, lesquels sont urbains ?",
                "Which of these inhabited places are urban?",
            ],
            which_not: [
                "Parmi ces lieux habités, lesquels sont ruraux ?",
                "Which of these inhabited places are rural?",
            ],
            members: &[
                ["une métropole", "a metropolis"],
                ["une banlieue", "a suburb"],
                ["un centre-ville", "a town centre"],
            ],
            others: &[
                ["un hameau", "a hamlet"],
                ["une ferme isolée", "an isolated farm"],
                ["un village agricole", "a farming village"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Du plus petit au plus grand lieu habité",
            "From the smallest to the largest inhabited place",
        ],
        order: [
            "Range ces lieux habités du plus petit au plus grand.",
            "Put these inhabited places in order from the smallest to the largest.",
        ],
        backward: [
            "Range ces lieux habités du plus grand au plus petit.",
            "Put these inhabited places in order from the largest to the smallest.",
        ],
        next: [
            "Du plus petit au plus grand lieu habité, lequel vient juste après « {} » ?",
            "From the smallest to the largest inhabited place, which comes right after “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est plus petit que « {b} ».",
            "True or false: “{a}” is smaller than “{b}”.",
        ],
        steps: &[
            ["une ferme isolée", "an isolated farm"],
            ["un hameau", "a hamlet"],
            ["un village", "a village"],
            ["une métropole", "a metropolis"],
            ["une mégalopole", "a megalopolis"],
        ],
    }],
    numbers: &[year(
        [
            "En quelle année Brasília, capitale construite pour peupler l'intérieur du Brésil, est-elle inaugurée ?",
            "In which year is Brasília, a capital built to populate the interior of Brazil, inaugurated?",
        ],
        ["l'inauguration de Brasília", "the inauguration of Brasília"],
        1960.0,
    )],
    diagrams: &[],
};
