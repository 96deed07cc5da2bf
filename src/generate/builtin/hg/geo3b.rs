//! Géographie 3e, further chapters (cycle 4, programme du BO spécial n° 11 du 26 novembre
//! 2015, modifié au BO n° 31 du 30 juillet 2020): the urban areas, the productive spaces, the
//! sparsely populated areas and the overseas territories of France.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Diagram, Group, Part, Relation, Sequence, pair};
use crate::generate::figure::{Figure, Style, pt};
use crate::generate::visual::{RED, map};

/// These chapters' banks; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &AIRES_URBAINES,
    &ESPACES_PRODUCTIFS,
    &FAIBLE_DENSITE,
    &ULTRAMARINS,
];

/// The family of [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The map is drawn 50 units right of the margin, 10 below it (as in `geo3.rs`).
const DX: f64 = 50.0;
const DY: f64 = 10.0;

/// The cities of [`CITIES_MAP`], as indices in `map::CITIES`.
const MAP_CITIES: [usize; 10] = [0, 10, 11, 4, 9, 8, 6, 5, 13, 7];

fn draw_cities(f: &mut Figure) {
    map::draw_france_plain(f, DX, DY);
    for &i in &MAP_CITIES {
        let c = map::CITIES[i];
        let p = map::france_point(c.lon, c.lat);
        f.circle(
            pt(p.x + DX, p.y + DY),
            5.0,
            Style::filled(RED).colour("#fff").width(1.0),
        );
    }
}

const fn part(name: [&'static str; 2], at: (f64, f64), label: (f64, f64)) -> Part {
    Part { name, at, label }
}

/// The map of France with ten large cities, each the centre of an urban area. The points `at`
/// are the cities of `map::CITIES` on the map shifted by (50, 10) (checked by a test).
pub(crate) static CITIES_MAP: Diagram = Diagram {
    title: [
        "la carte des grandes villes de France",
        "the map of the large cities of France",
    ],
    size: (670.0, 560.0),
    draw: draw_cities,
    parts: &[
        part(["Paris", "Paris"], (319.7, 152.4), (300.0, 18.0)),
        part(["Lyon", "Lyon"], (408.6, 313.3), (648.0, 313.0)),
        part(["Marseille", "Marseille"], (427.7, 441.6), (440.0, 548.0)),
        part(["Lille", "Lille"], (344.9, 60.3), (648.0, 60.0)),
        part(["Toulouse", "Toulouse"], (287.2, 425.5), (250.0, 548.0)),
        part(["Bordeaux", "Bordeaux"], (214.8, 361.4), (22.0, 361.0)),
        part(["Nantes", "Nantes"], (179.9, 237.7), (22.0, 250.0)),
        part(["Strasbourg", "Strasbourg"], (513.0, 167.2), (648.0, 167.0)),
        part(["Nice", "Nice"], (495.5, 420.1), (648.0, 420.0)),
        part(["Rennes", "Rennes"], (175.5, 190.9), (22.0, 150.0)),
    ],
};

/// Les aires urbaines, une nouvelle géographie d'une France mondialisée.
pub(crate) static AIRES_URBAINES: Bank = Bank {
    chapter: "histoire-geographie-3e-aires-urbaines",
    title: ["Les aires urbaines", "Urban areas"],
    relations: &[Relation {
        name: ["Les mots de la ville", "The words of the city"],
        matching: [
            "Associe chaque mot à sa définition.",
            "Match each word with its definition.",
        ],
        typed: true,
        pairs: &[
            pair(
                ["une aire urbaine", "an urban area"],
                [
                    "un ensemble formé par une ville-centre, sa banlieue et sa couronne périurbaine, où beaucoup d'habitants vont travailler dans le pôle urbain",
                    "a whole made of a central city, its suburbs and its periurban ring, where many inhabitants go to work in the urban core",
                ],
                ["Qu'est-ce qu'une aire urbaine ?", "What is an urban area?"],
                [
                    "Comment appelle-t-on l'ensemble formé par une ville-centre, sa banlieue et sa couronne périurbaine, où beaucoup d'habitants vont travailler dans le pôle urbain ?",
                    "What is the whole made of a central city, its suburbs and its periurban ring, where many inhabitants go to work in the urban core, called?",
                ],
            ),
            pair(
                ["la périurbanisation", "periurbanisation"],
                [
                    "l'extension des villes dans les espaces ruraux qui les entourent",
                    "the spread of towns into the rural areas around them",
                ],
                [
                    "Qu'est-ce que la périurbanisation ?",
                    "What is periurbanisation?",
                ],
                [
                    "Comment appelle-t-on l'extension des villes dans les espaces ruraux qui les entourent ?",
                    "What is the spread of towns into the rural areas around them called?",
                ],
            ),
            pair(
                ["la métropolisation", "metropolisation"],
                [
                    "la concentration de la population, des activités et des fonctions de commandement dans les plus grandes villes",
                    "the concentration of population, activities and command functions in the largest cities",
                ],
                [
                    "Qu'est-ce que la métropolisation ?",
                    "What is metropolisation?",
                ],
                [
                    "Comment appelle-t-on la concentration de la population, des activités et des fonctions de commandement dans les plus grandes villes ?",
                    "What is the concentration of population, activities and command functions in the largest cities called?",
                ],
            ),
            pair(
                ["la banlieue", "the suburbs"],
                [
                    "l'espace urbanisé sans interruption autour de la ville-centre",
                    "the continuously built-up area around the central city",
                ],
                ["Qu'est-ce que la banlieue ?", "What are the suburbs?"],
                [
                    "Comment appelle-t-on l'espace urbanisé sans interruption autour de la ville-centre ?",
                    "What is the continuously built-up area around the central city called?",
                ],
            ),
            pair(
                ["les mobilités pendulaires", "commuting"],
                [
                    "les déplacements quotidiens entre le domicile et le lieu de travail",
                    "the daily journeys between home and the place of work",
                ],
                ["Que sont les mobilités pendulaires ?", "What is commuting?"],
                [
                    "Comment appelle-t-on les déplacements quotidiens entre le domicile et le lieu de travail ?",
                    "What are the daily journeys between home and the place of work called?",
                ],
            ),
            pair(
                ["la gentrification", "gentrification"],
                [
                    "l'installation de populations aisées dans un quartier populaire, qui en change le visage",
                    "the settling of well-off people in a working-class district, which changes its character",
                ],
                [
                    "Qu'est-ce que la gentrification ?",
                    "What is gentrification?",
                ],
                [
                    "Comment appelle-t-on l'installation de populations aisées dans un quartier populaire, qui en change le visage ?",
                    "What is the settling of well-off people in a working-class district, which changes its character, called?",
                ],
            ),
        ],
    }],
    groups: &[Group {
        name: [
            "Les effets de la périurbanisation",
            "The effects of periurbanisation",
        ],
        which: [
            "Parmi ces phénomènes, lesquels sont des effets de la périurbanisation ?",
            "Which of these phenomena are effects of periurbanisation?",
        ],
        which_not: [
            "Parmi ces phénomènes, lesquels ne sont pas des effets de la périurbanisation ?",
            "Which of these phenomena are not effects of periurbanisation?",
        ],
        members: &[
            [
                "l'allongement des trajets entre le domicile et le travail",
                "longer journeys between home and work",
            ],
            ["la disparition de terres agricoles", "the loss of farmland"],
            [
                "l'usage croissant de la voiture",
                "the growing use of the car",
            ],
            [
                "la construction de lotissements pavillonnaires",
                "the building of housing estates of detached houses",
            ],
        ],
        others: &[
            [
                "le recul des surfaces construites",
                "the shrinking of built-up land",
            ],
            [
                "la baisse des déplacements quotidiens",
                "the fall in daily journeys",
            ],
            [
                "la croissance des forêts autour des villes",
                "the growth of forests around towns",
            ],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Du centre à la périphérie d'une aire urbaine",
            "From the centre to the edge of an urban area",
        ],
        order: [
            "Range ces espaces d'une aire urbaine du centre vers la périphérie.",
            "Put these spaces of an urban area in order from the centre to the edge.",
        ],
        backward: [
            "Range ces espaces d'une aire urbaine de la périphérie vers le centre.",
            "Put these spaces of an urban area in order from the edge to the centre.",
        ],
        next: [
            "En allant du centre vers la périphérie d'une aire urbaine, quel espace vient juste après celui-ci : « {} » ?",
            "Going from the centre to the edge of an urban area, which space comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : en allant du centre vers la périphérie d'une aire urbaine, on traverse « {a} » avant « {b} ».",
            "True or false: going from the centre to the edge of an urban area, one crosses “{a}” before “{b}”.",
        ],
        steps: &[
            ["le centre-ville ancien", "the historic town centre"],
            [
                "le reste de la ville-centre",
                "the rest of the central city",
            ],
            ["la banlieue", "the suburbs"],
            ["la couronne périurbaine", "the periurban ring"],
            [
                "l'espace rural hors de l'influence de la ville",
                "the countryside beyond the city's influence",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la métropole du Grand Paris est-elle créée ?",
                "In which year is the Greater Paris metropolis created?",
            ],
            [
                "la création de la métropole du Grand Paris",
                "the creation of the Greater Paris metropolis",
            ],
            2016.0,
        ),
        year(
            [
                "En quelle année la loi MAPTAM crée-t-elle le statut de métropole pour les grandes intercommunalités ?",
                "In which year does the MAPTAM law create the status of metropolis for large groups of communes?",
            ],
            ["la loi MAPTAM", "the MAPTAM law"],
            2014.0,
        ),
    ],
    diagrams: &[&CITIES_MAP],
};

/// Les espaces productifs et leurs évolutions.
pub(crate) static ESPACES_PRODUCTIFS: Bank = Bank {
    chapter: "histoire-geographie-3e-espaces-productifs",
    title: ["Les espaces productifs", "Productive spaces"],
    relations: &[
        Relation {
            name: [
                "Les mots des espaces productifs",
                "The words of productive spaces",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un espace productif", "a productive space"],
                    [
                        "un espace aménagé et mis en valeur pour produire des richesses (produits agricoles, industriels ou services)",
                        "a space developed and used to produce wealth (farm produce, manufactured goods or services)",
                    ],
                    [
                        "Qu'est-ce qu'un espace productif ?",
                        "What is a productive space?",
                    ],
                    [
                        "Comment appelle-t-on un espace aménagé et mis en valeur pour produire des richesses (produits agricoles, industriels ou services) ?",
                        "What is a space developed and used to produce wealth (farm produce, manufactured goods or services) called?",
                    ],
                ),
                pair(
                    ["une technopole", "a technopole"],
                    [
                        "un espace qui rassemble entreprises de haute technologie, universités et centres de recherche",
                        "an area that brings together high-tech firms, universities and research centres",
                    ],
                    ["Qu'est-ce qu'une technopole ?", "What is a technopole?"],
                    [
                        "Comment appelle-t-on un espace qui rassemble entreprises de haute technologie, universités et centres de recherche ?",
                        "What is an area that brings together high-tech firms, universities and research centres called?",
                    ],
                ),
                pair(
                    ["la désindustrialisation", "deindustrialisation"],
                    [
                        "le recul des activités et des emplois industriels dans un territoire",
                        "the decline of industrial activities and jobs in a territory",
                    ],
                    [
                        "Qu'est-ce que la désindustrialisation ?",
                        "What is deindustrialisation?",
                    ],
                    [
                        "Comment appelle-t-on le recul des activités et des emplois industriels dans un territoire ?",
                        "What is the decline of industrial activities and jobs in a territory called?",
                    ],
                ),
                pair(
                    ["une zone industrialo-portuaire", "a port industrial zone"],
                    [
                        "un espace industriel construit autour d'un grand port, comme à Fos-sur-Mer ou au Havre",
                        "an industrial area built around a major port, as at Fos-sur-Mer or Le Havre",
                    ],
                    [
                        "Qu'est-ce qu'une zone industrialo-portuaire ?",
                        "What is a port industrial zone?",
                    ],
                    [
                        "Comment appelle-t-on un espace industriel construit autour d'un grand port, comme à Fos-sur-Mer ou au Havre ?",
                        "What is an industrial area built around a major port, as at Fos-sur-Mer or Le Havre, called?",
                    ],
                ),
                pair(
                    ["une délocalisation", "offshoring"],
                    [
                        "le transfert d'une activité vers un pays où produire coûte moins cher",
                        "the transfer of an activity to a country where production costs less",
                    ],
                    ["Qu'est-ce qu'une délocalisation ?", "What is offshoring?"],
                    [
                        "Comment appelle-t-on le transfert d'une activité vers un pays où produire coûte moins cher ?",
                        "What is the transfer of an activity to a country where production costs less called?",
                    ],
                ),
                pair(
                    ["l'agriculture productiviste", "intensive farming"],
                    [
                        "une agriculture qui cherche les rendements les plus élevés grâce aux machines, aux engrais et aux pesticides",
                        "farming that seeks the highest yields through machines, fertilisers and pesticides",
                    ],
                    [
                        "Qu'est-ce que l'agriculture productiviste ?",
                        "What is intensive farming?",
                    ],
                    [
                        "Comment appelle-t-on une agriculture qui cherche les rendements les plus élevés grâce aux machines, aux engrais et aux pesticides ?",
                        "What is farming that seeks the highest yields through machines, fertilisers and pesticides called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des espaces productifs", "Productive spaces"],
            matching: [
                "Associe chaque lieu à l'activité qui le caractérise.",
                "Match each place with the activity it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Toulouse", "Toulouse"],
                    [
                        "le centre de l'industrie aéronautique européenne, autour d'Airbus",
                        "the centre of the European aircraft industry, around Airbus",
                    ],
                    [
                        "Quelle activité caractérise Toulouse ?",
                        "What activity is Toulouse known for?",
                    ],
                    [
                        "Quelle ville est le centre de l'industrie aéronautique européenne, autour d'Airbus ?",
                        "Which city is the centre of the European aircraft industry, around Airbus?",
                    ],
                ),
                pair(
                    ["Sophia Antipolis", "Sophia Antipolis"],
                    [
                        "la technopole fondée en 1969 près de Nice et d'Antibes",
                        "the technopole founded in 1969 near Nice and Antibes",
                    ],
                    [
                        "Qu'est-ce que Sophia Antipolis ?",
                        "What is Sophia Antipolis?",
                    ],
                    [
                        "Quelle technopole a été fondée en 1969 près de Nice et d'Antibes ?",
                        "Which technopole was founded in 1969 near Nice and Antibes?",
                    ],
                ),
                pair(
                    ["La Défense", "La Défense"],
                    [
                        "le grand quartier d'affaires de l'ouest de Paris, où siègent de grandes entreprises",
                        "the large business district west of Paris, home to the headquarters of major companies",
                    ],
                    ["Qu'est-ce que La Défense ?", "What is La Défense?"],
                    [
                        "Quel grand quartier d'affaires de l'ouest de Paris accueille les sièges de grandes entreprises ?",
                        "Which large business district west of Paris is home to the headquarters of major companies?",
                    ],
                ),
                pair(
                    ["la Beauce", "the Beauce"],
                    [
                        "une grande plaine céréalière au sud-ouest de Paris",
                        "a large cereal-growing plain south-west of Paris",
                    ],
                    ["Qu'est-ce que la Beauce ?", "What is the Beauce?"],
                    [
                        "Quelle grande plaine céréalière s'étend au sud-ouest de Paris ?",
                        "Which large cereal-growing plain lies south-west of Paris?",
                    ],
                ),
                pair(
                    ["Fos-sur-Mer", "Fos-sur-Mer"],
                    [
                        "la zone industrialo-portuaire du port de Marseille",
                        "the port industrial zone of the port of Marseille",
                    ],
                    ["Qu'est-ce que Fos-sur-Mer ?", "What is Fos-sur-Mer?"],
                    [
                        "Quel lieu accueille la zone industrialo-portuaire du port de Marseille ?",
                        "Which place is home to the port industrial zone of the port of Marseille?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Le secteur tertiaire", "The tertiary sector"],
        which: [
            "Parmi ces activités, lesquelles appartiennent au secteur tertiaire (les services) ?",
            "Which of these activities belong to the tertiary sector (services)?",
        ],
        which_not: [
            "Parmi ces activités, lesquelles n'appartiennent pas au secteur tertiaire (les services) ?",
            "Which of these activities do not belong to the tertiary sector (services)?",
        ],
        members: &[
            ["le commerce", "retail"],
            ["la banque", "banking"],
            ["le tourisme", "tourism"],
            ["l'enseignement", "education"],
        ],
        others: &[
            ["l'agriculture", "farming"],
            ["la pêche", "fishing"],
            ["la construction automobile", "car manufacturing"],
            ["la sidérurgie", "steelmaking"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "L'évolution d'un bassin sidérurgique lorrain",
            "The history of a steelmaking basin in Lorraine",
        ],
        order: [
            "Range ces étapes de l'histoire de la sidérurgie lorraine dans l'ordre chronologique.",
            "Put these stages of the history of steelmaking in Lorraine in chronological order.",
        ],
        backward: [
            "Range ces étapes de l'histoire de la sidérurgie lorraine de la plus récente à la plus ancienne.",
            "Put these stages of the history of steelmaking in Lorraine in order from the latest to the earliest.",
        ],
        next: [
            "Dans l'histoire de la sidérurgie lorraine, quelle étape vient juste après celle-ci : « {} » ?",
            "In the history of steelmaking in Lorraine, which stage comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire de la sidérurgie lorraine, « {a} » vient avant « {b} ».",
            "True or false: in the history of steelmaking in Lorraine, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "l'essor des usines grâce au minerai de fer (fin du XIXe siècle)",
                "the rise of the works thanks to iron ore (late 19th century)",
            ],
            [
                "l'apogée de la production (années 1960)",
                "the peak of production (in the sixties)",
            ],
            [
                "la crise et la fermeture de nombreuses usines (années 1970 et 1980)",
                "the crisis and the closing of many works (in the seventies and eighties)",
            ],
            [
                "la reconversion vers la logistique et les services (depuis les années 1990)",
                "the conversion to logistics and services (since the nineties)",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année la technopole de Sophia Antipolis est-elle fondée ?",
                "In which year is the Sophia Antipolis technopole founded?",
            ],
            [
                "la fondation de Sophia Antipolis",
                "the founding of Sophia Antipolis",
            ],
            1969.0,
        ),
        year(
            [
                "En quelle année le consortium européen Airbus est-il créé ?",
                "In which year is the European consortium Airbus created?",
            ],
            ["la création d'Airbus", "the creation of Airbus"],
            1970.0,
        ),
        year(
            [
                "En quelle année la politique agricole commune européenne entre-t-elle en application ?",
                "In which year does the European common agricultural policy come into force?",
            ],
            [
                "la politique agricole commune",
                "the common agricultural policy",
            ],
            1962.0,
        ),
        year(
            [
                "En quelle année l'État crée-t-il l'établissement public chargé d'aménager le quartier d'affaires de La Défense ?",
                "In which year does the State create the public body in charge of developing the La Défense business district?",
            ],
            ["le lancement de La Défense", "the launch of La Défense"],
            1958.0,
        ),
        year(
            [
                "En quelle année la dernière mine de charbon de France ferme-t-elle, en Lorraine ?",
                "In which year does the last coal mine in France close, in Lorraine?",
            ],
            [
                "la fermeture de la dernière mine de charbon",
                "the closing of the last coal mine",
            ],
            2004.0,
        ),
    ],
    diagrams: &[],
};

/// Les espaces de faible densité et leurs atouts.
pub(crate) static FAIBLE_DENSITE: Bank = Bank {
    chapter: "histoire-geographie-3e-espaces-de-faible-densite",
    title: ["Les espaces de faible densité", "Sparsely populated areas"],
    relations: &[
        Relation {
            name: [
                "Les mots des espaces de faible densité",
                "The words of sparsely populated areas",
            ],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un espace de faible densité", "a sparsely populated area"],
                    [
                        "un espace peu peuplé, éloigné des grandes villes, où les habitations sont dispersées",
                        "an area with few inhabitants, far from large cities, where homes are scattered",
                    ],
                    [
                        "Qu'est-ce qu'un espace de faible densité ?",
                        "What is a sparsely populated area?",
                    ],
                    [
                        "Comment appelle-t-on un espace peu peuplé, éloigné des grandes villes, où les habitations sont dispersées ?",
                        "What is an area with few inhabitants, far from large cities, where homes are scattered called?",
                    ],
                ),
                pair(
                    ["le tourisme vert", "green tourism"],
                    [
                        "un tourisme fondé sur la découverte de la nature et de la vie à la campagne",
                        "tourism based on discovering nature and country life",
                    ],
                    ["Qu'est-ce que le tourisme vert ?", "What is green tourism?"],
                    [
                        "Comment appelle-t-on un tourisme fondé sur la découverte de la nature et de la vie à la campagne ?",
                        "What is tourism based on discovering nature and country life called?",
                    ],
                ),
                pair(
                    ["un parc national", "a national park"],
                    [
                        "un espace où l'État protège strictement la nature, comme la Vanoise ou les Cévennes",
                        "an area where the State strictly protects nature, like the Vanoise or the Cévennes",
                    ],
                    [
                        "Qu'est-ce qu'un parc national ?",
                        "What is a national park?",
                    ],
                    [
                        "Comment appelle-t-on un espace où l'État protège strictement la nature, comme la Vanoise ou les Cévennes ?",
                        "What is an area where the State strictly protects nature, like the Vanoise or the Cévennes, called?",
                    ],
                ),
                pair(
                    ["un parc naturel régional", "a regional nature park"],
                    [
                        "un territoire rural habité qui protège son patrimoine naturel et culturel tout en se développant",
                        "an inhabited rural area that protects its natural and cultural heritage while developing",
                    ],
                    [
                        "Qu'est-ce qu'un parc naturel régional ?",
                        "What is a regional nature park?",
                    ],
                    [
                        "Comment appelle-t-on un territoire rural habité qui protège son patrimoine naturel et culturel tout en se développant ?",
                        "What is an inhabited rural area that protects its natural and cultural heritage while developing called?",
                    ],
                ),
                pair(
                    ["les néoruraux", "newcomers to the countryside"],
                    [
                        "des citadins venus s'installer à la campagne",
                        "town dwellers who have moved to the countryside",
                    ],
                    [
                        "Qui sont les néoruraux ?",
                        "Who are newcomers to the countryside?",
                    ],
                    [
                        "Comment appelle-t-on des citadins venus s'installer à la campagne ?",
                        "What are town dwellers who have moved to the countryside called?",
                    ],
                ),
                pair(
                    ["l'enclavement", "isolation"],
                    [
                        "la situation d'un territoire difficile d'accès, mal relié aux réseaux de transport",
                        "the situation of an area that is hard to reach, poorly linked to transport networks",
                    ],
                    ["Qu'est-ce que l'enclavement ?", "What is isolation?"],
                    [
                        "Comment appelle-t-on la situation d'un territoire difficile d'accès, mal relié aux réseaux de transport ?",
                        "What is the situation of an area that is hard to reach, poorly linked to transport networks, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des espaces peu peuplés", "Sparsely populated places"],
            matching: [
                "Associe chaque lieu à ce qui le caractérise.",
                "Match each place with what it is known for.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Lozère", "Lozère"],
                    [
                        "le département le moins peuplé de France",
                        "the least populated département of France",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Lozère ?",
                        "What is Lozère known for?",
                    ],
                    [
                        "Quel est le département le moins peuplé de France ?",
                        "Which is the least populated département of France?",
                    ],
                ),
                pair(
                    ["la Vanoise", "the Vanoise"],
                    [
                        "le premier parc national français, créé en 1963 dans les Alpes",
                        "the first French national park, created in 1963 in the Alps",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Vanoise ?",
                        "What is the Vanoise known for?",
                    ],
                    [
                        "Quel est le premier parc national français, créé en 1963 dans les Alpes ?",
                        "Which is the first French national park, created in 1963 in the Alps?",
                    ],
                ),
                pair(
                    ["la Guyane", "French Guiana"],
                    [
                        "une région d'outre-mer couverte en grande partie par la forêt amazonienne",
                        "an overseas region largely covered by the Amazon rainforest",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Guyane ?",
                        "What is French Guiana known for?",
                    ],
                    [
                        "Quelle région d'outre-mer est couverte en grande partie par la forêt amazonienne ?",
                        "Which overseas region is largely covered by the Amazon rainforest?",
                    ],
                ),
                pair(
                    ["les Landes de Gascogne", "the Landes of Gascony"],
                    [
                        "le plus grand massif forestier de France métropolitaine, planté de pins",
                        "the largest forest of metropolitan France, planted with pines",
                    ],
                    [
                        "Qu'est-ce qui caractérise les Landes de Gascogne ?",
                        "What are the Landes of Gascony known for?",
                    ],
                    [
                        "Quel est le plus grand massif forestier de France métropolitaine, planté de pins ?",
                        "Which is the largest forest of metropolitan France, planted with pines?",
                    ],
                ),
                pair(
                    ["les Cévennes", "the Cévennes"],
                    [
                        "un parc national de moyenne montagne dont le cœur est habité toute l'année",
                        "a mid-mountain national park whose core is lived in all year round",
                    ],
                    [
                        "Qu'est-ce qui caractérise les Cévennes ?",
                        "What are the Cévennes known for?",
                    ],
                    [
                        "Quel est un parc national de moyenne montagne dont le cœur est habité toute l'année ?",
                        "Which is a mid-mountain national park whose core is lived in all year round?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les atouts des espaces de faible densité",
            "The assets of sparsely populated areas",
        ],
        which: [
            "Parmi ces caractéristiques, lesquelles sont des atouts des espaces de faible densité ?",
            "Which of these features are assets of sparsely populated areas?",
        ],
        which_not: [
            "Parmi ces caractéristiques, lesquelles ne sont pas des atouts des espaces de faible densité ?",
            "Which of these features are not assets of sparsely populated areas?",
        ],
        members: &[
            ["des paysages préservés", "unspoilt landscapes"],
            ["le calme", "peace and quiet"],
            [
                "des logements moins chers qu'en ville",
                "housing cheaper than in town",
            ],
            [
                "de l'espace pour les loisirs de plein air",
                "room for outdoor leisure",
            ],
        ],
        others: &[
            [
                "des transports en commun nombreux",
                "plentiful public transport",
            ],
            [
                "de nombreux hôpitaux et universités",
                "many hospitals and universities",
            ],
            ["une forte offre d'emplois", "plenty of jobs"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les étages de la montagne", "The levels of the mountain"],
        order: [
            "Range ces étages d'une montagne alpine du plus bas au plus haut.",
            "Put these levels of an Alpine mountain in order from the lowest to the highest.",
        ],
        backward: [
            "Range ces étages d'une montagne alpine du plus haut au plus bas.",
            "Put these levels of an Alpine mountain in order from the highest to the lowest.",
        ],
        next: [
            "Dans une montagne alpine, en montant, quel étage vient juste après celui-ci : « {} » ?",
            "In an Alpine mountain, going up, which level comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans une montagne alpine, en montant, on rencontre « {a} » avant « {b} ».",
            "True or false: in an Alpine mountain, going up, one comes to “{a}” before “{b}”.",
        ],
        steps: &[
            [
                "les villages et les cultures du fond de vallée",
                "the villages and fields of the valley floor",
            ],
            ["la forêt de feuillus", "the broadleaf forest"],
            ["la forêt de conifères", "the conifer forest"],
            ["les alpages", "the high mountain pastures"],
            [
                "les rochers et les neiges éternelles",
                "the rocks and the permanent snow",
            ],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le premier parc national français, celui de la Vanoise, est-il créé ?",
                "In which year is the first French national park, the Vanoise, created?",
            ],
            [
                "la création du parc national de la Vanoise",
                "the creation of the Vanoise National Park",
            ],
            1963.0,
        ),
        year(
            [
                "Combien de parcs nationaux la France compte-t-elle depuis 2019 ?",
                "How many national parks has France had since 2019?",
            ],
            [
                "le nombre de parcs nationaux",
                "the number of national parks",
            ],
            11.0,
        ),
    ],
    diagrams: &[],
};

/// Les territoires ultramarins français : une problématique spécifique.
pub(crate) static ULTRAMARINS: Bank = Bank {
    chapter: "histoire-geographie-3e-territoires-ultramarins",
    title: ["Les territoires ultramarins", "The overseas territories"],
    relations: &[
        Relation {
            name: ["Les mots de l'outre-mer", "The words of overseas France"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["un DROM", "a DROM"],
                    [
                        "un département et région d'outre-mer, qui applique les mêmes lois que la métropole",
                        "an overseas department and region, where the same laws apply as in metropolitan France",
                    ],
                    ["Qu'est-ce qu'un DROM ?", "What is a DROM?"],
                    [
                        "Comment appelle-t-on un département et région d'outre-mer, qui applique les mêmes lois que la métropole ?",
                        "What is an overseas department and region, where the same laws apply as in metropolitan France, called?",
                    ],
                ),
                pair(
                    ["une collectivité d'outre-mer", "an overseas collectivity"],
                    [
                        "un territoire ultramarin doté d'un statut particulier et d'une large autonomie, comme la Polynésie française",
                        "an overseas territory with a special status and wide self-government, like French Polynesia",
                    ],
                    [
                        "Qu'est-ce qu'une collectivité d'outre-mer ?",
                        "What is an overseas collectivity?",
                    ],
                    [
                        "Comment appelle-t-on un territoire ultramarin doté d'un statut particulier et d'une large autonomie, comme la Polynésie française ?",
                        "What is an overseas territory with a special status and wide self-government, like French Polynesia, called?",
                    ],
                ),
                pair(
                    ["l'insularité", "insularity"],
                    [
                        "le fait d'être une île, source d'isolement et de coûts de transport élevés",
                        "the fact of being an island, a source of isolation and high transport costs",
                    ],
                    ["Qu'est-ce que l'insularité ?", "What is insularity?"],
                    [
                        "Comment appelle-t-on le fait d'être une île, source d'isolement et de coûts de transport élevés ?",
                        "What is the fact of being an island, a source of isolation and high transport costs, called?",
                    ],
                ),
                pair(
                    [
                        "une zone économique exclusive",
                        "an exclusive economic zone",
                    ],
                    [
                        "l'espace maritime, jusqu'à 200 milles marins des côtes, dont un État exploite seul les ressources",
                        "the sea area, up to 200 nautical miles from the coast, whose resources a State alone exploits",
                    ],
                    [
                        "Qu'est-ce qu'une zone économique exclusive ?",
                        "What is an exclusive economic zone?",
                    ],
                    [
                        "Comment appelle-t-on l'espace maritime, jusqu'à 200 milles marins des côtes, dont un État exploite seul les ressources ?",
                        "What is the sea area, up to 200 nautical miles from the coast, whose resources a State alone exploits, called?",
                    ],
                ),
                pair(
                    ["une région ultrapériphérique", "an outermost region"],
                    [
                        "un territoire de l'Union européenne très éloigné du continent européen, qui reçoit des aides particulières",
                        "a territory of the European Union very far from the European continent, which receives special aid",
                    ],
                    [
                        "Qu'est-ce qu'une région ultrapériphérique ?",
                        "What is an outermost region?",
                    ],
                    [
                        "Comment appelle-t-on un territoire de l'Union européenne très éloigné du continent européen, qui reçoit des aides particulières ?",
                        "What is a territory of the European Union very far from the European continent, which receives special aid, called?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les territoires ultramarins", "The overseas territories"],
            matching: [
                "Associe chaque territoire à sa description.",
                "Match each territory with its description.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Guyane", "French Guiana"],
                    [
                        "une région d'outre-mer d'Amérique du Sud, où se trouve la base spatiale de Kourou",
                        "an overseas region in South America, home to the Kourou space centre",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Guyane ?",
                        "What is French Guiana known for?",
                    ],
                    [
                        "Quel territoire ultramarin est situé en Amérique du Sud et accueille la base spatiale de Kourou ?",
                        "Which overseas territory lies in South America and is home to the Kourou space centre?",
                    ],
                ),
                pair(
                    ["La Réunion", "Réunion"],
                    [
                        "une île volcanique de l'océan Indien, à l'est de Madagascar",
                        "a volcanic island in the Indian Ocean, east of Madagascar",
                    ],
                    [
                        "Qu'est-ce qui caractérise La Réunion ?",
                        "What is Réunion known for?",
                    ],
                    [
                        "Quelle île volcanique de l'océan Indien, à l'est de Madagascar, est un territoire français ?",
                        "Which volcanic island in the Indian Ocean, east of Madagascar, is a French territory?",
                    ],
                ),
                pair(
                    ["Mayotte", "Mayotte"],
                    [
                        "une île de l'archipel des Comores, devenue le 101e département français en 2011",
                        "an island of the Comoros archipelago, which became the 101st French département in 2011",
                    ],
                    [
                        "Qu'est-ce qui caractérise Mayotte ?",
                        "What is Mayotte known for?",
                    ],
                    [
                        "Quelle île de l'archipel des Comores est devenue le 101e département français en 2011 ?",
                        "Which island of the Comoros archipelago became the 101st French département in 2011?",
                    ],
                ),
                pair(
                    ["la Nouvelle-Calédonie", "New Caledonia"],
                    [
                        "un archipel du Pacifique riche en nickel, doté d'un statut particulier",
                        "a Pacific archipelago rich in nickel, with a special status",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Nouvelle-Calédonie ?",
                        "What is New Caledonia known for?",
                    ],
                    [
                        "Quel archipel du Pacifique, riche en nickel, est doté d'un statut particulier ?",
                        "Which Pacific archipelago, rich in nickel, has a special status?",
                    ],
                ),
                pair(
                    ["Saint-Pierre-et-Miquelon", "Saint Pierre and Miquelon"],
                    [
                        "un petit archipel de l'Atlantique Nord, au large du Canada",
                        "a small archipelago in the North Atlantic, off Canada",
                    ],
                    [
                        "Qu'est-ce qui caractérise Saint-Pierre-et-Miquelon ?",
                        "What is Saint Pierre and Miquelon known for?",
                    ],
                    [
                        "Quel petit archipel français de l'Atlantique Nord se trouve au large du Canada ?",
                        "Which small French archipelago in the North Atlantic lies off Canada?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les territoires du Pacifique",
            "The territories in the Pacific",
        ],
        which: [
            "Parmi ces territoires français, lesquels sont situés dans l'océan Pacifique ?",
            "Which of these French territories lie in the Pacific Ocean?",
        ],
        which_not: [
            "Parmi ces territoires français, lesquels ne sont pas situés dans l'océan Pacifique ?",
            "Which of these French territories do not lie in the Pacific Ocean?",
        ],
        members: &[
            ["la Nouvelle-Calédonie", "New Caledonia"],
            ["la Polynésie française", "French Polynesia"],
            ["Wallis-et-Futuna", "Wallis and Futuna"],
        ],
        others: &[
            ["La Réunion", "Réunion"],
            ["Mayotte", "Mayotte"],
            ["la Guadeloupe", "Guadeloupe"],
            ["la Martinique", "Martinique"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Du plus proche au plus éloigné de Paris",
            "From the nearest to the farthest from Paris",
        ],
        order: [
            "Range ces territoires ultramarins du plus proche au plus éloigné de Paris.",
            "Put these overseas territories in order from the nearest to the farthest from Paris.",
        ],
        backward: [
            "Range ces territoires ultramarins du plus éloigné au plus proche de Paris.",
            "Put these overseas territories in order from the farthest to the nearest to Paris.",
        ],
        next: [
            "En s'éloignant de Paris, quel territoire ultramarin vient juste après celui-ci : « {} » ?",
            "Moving away from Paris, which overseas territory comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » est plus proche de Paris que « {b} ».",
            "True or false: “{a}” is nearer to Paris than “{b}”.",
        ],
        steps: &[
            ["Saint-Pierre-et-Miquelon", "Saint Pierre and Miquelon"],
            ["la Guadeloupe", "Guadeloupe"],
            ["Mayotte", "Mayotte"],
            ["La Réunion", "Réunion"],
            ["la Polynésie française", "French Polynesia"],
            ["la Nouvelle-Calédonie", "New Caledonia"],
        ],
    }],
    numbers: &[
        year(
            [
                "Combien de départements et régions d'outre-mer la France compte-t-elle ?",
                "How many overseas departments and regions does France have?",
            ],
            [
                "le nombre de départements et régions d'outre-mer",
                "the number of overseas departments and regions",
            ],
            5.0,
        ),
        year(
            [
                "En quelle année Mayotte devient-elle un département français ?",
                "In which year does Mayotte become a French département?",
            ],
            [
                "la départementalisation de Mayotte",
                "Mayotte becoming a département",
            ],
            2011.0,
        ),
        year(
            [
                "En quelle année la Guadeloupe, la Martinique, la Guyane et La Réunion deviennent-elles des départements ?",
                "In which year do Guadeloupe, Martinique, French Guiana and Réunion become départements?",
            ],
            [
                "la départementalisation des quatre « vieilles colonies »",
                "the four “old colonies” becoming départements",
            ],
            1946.0,
        ),
        year(
            [
                "En quelle année la première fusée Ariane décolle-t-elle de Kourou ?",
                "In which year does the first Ariane rocket lift off from Kourou?",
            ],
            [
                "le premier lancement d'Ariane",
                "the first launch of Ariane",
            ],
            1979.0,
        ),
        year(
            [
                "Jusqu'à combien de milles marins des côtes s'étend une zone économique exclusive ?",
                "Up to how many nautical miles from the coast does an exclusive economic zone extend?",
            ],
            [
                "la largeur d'une zone économique exclusive, en milles marins",
                "the width of an exclusive economic zone, in nautical miles",
            ],
            200.0,
        ),
    ],
    diagrams: &[],
};

#[cfg(test)]
mod tests {
    use super::{CITIES_MAP, DX, DY, MAP_CITIES};
    use crate::generate::visual::map;

    #[test]
    fn the_numbered_cities_of_the_map_are_on_their_city() {
        assert_eq!(CITIES_MAP.parts.len(), MAP_CITIES.len());
        for (part, &i) in CITIES_MAP.parts.iter().zip(&MAP_CITIES) {
            let c = map::CITIES[i];
            let p = map::france_point(c.lon, c.lat);
            assert_eq!(part.name, [c.name, c.name]);
            assert!((part.at.0 - p.x - DX).abs() < 0.1, "{}", c.name);
            assert!((part.at.1 - p.y - DY).abs() < 0.1, "{}", c.name);
        }
    }
}
