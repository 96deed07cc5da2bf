//! Géographie 1re (programme de première générale et technologique, BO spécial n° 1 du
//! 22 janvier 2019, tronc commun) and géographie 2de (same BO): one fact bank per chapter, with
//! its own [`BANKS`] and [`FAMILY`], at the level of a lycée pupil. Figures are given with
//! their year and source.

use super::l4::year;
use super::timeline;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The géographie 1re and 2de family of this file: a catalog entry's mode is the index of its
/// chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The banks of this file (append only).
pub(crate) static BANKS: &[&Bank] = &[&METROPOLISATION, &PRODUCTION, &RURAL, &CHINE, &DEMOGRAPHIE];

/// La métropolisation : un processus mondial différencié.
pub(crate) static METROPOLISATION: Bank = Bank {
    chapter: "histoire-geographie-1re-metropolisation",
    title: [
        "La métropolisation : un processus mondial différencié",
        "Metropolisation: a worldwide and uneven process",
    ],
    relations: &[
        Relation {
            name: ["Les notions de la ville", "The notions of the city"],
            matching: [
                "Associe chaque notion de géographie urbaine à sa définition.",
                "Match each notion of urban geography with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une ville mondiale", "a global city"],
                    [
                        "une métropole dont les fonctions de commandement rayonnent sur l'ensemble de la planète",
                        "a metropolis whose command functions reach across the whole planet",
                    ],
                    [
                        "Qu'est-ce qu'une ville mondiale ?",
                        "What is a global city?"
                    ],
                ),
                word!(
                    ["l'étalement urbain", "urban sprawl"],
                    [
                        "l'extension des espaces urbanisés sur les espaces agricoles et naturels à la périphérie des villes",
                        "the spread of built-up areas over farmland and natural areas on the edge of cities",
                    ],
                    [
                        "Qu'est-ce que l'étalement urbain ?",
                        "What is urban sprawl?"
                    ],
                ),
                word!(
                    ["la gentrification", "gentrification"],
                    [
                        "le remplacement progressif des habitants modestes d'un quartier ancien par des habitants plus aisés",
                        "the gradual replacement of the poorer residents of an old neighbourhood by wealthier ones",
                    ],
                    [
                        "Qu'est-ce que la gentrification ?",
                        "What is gentrification?"
                    ],
                ),
                word!(
                    ["une mégalopole", "a megalopolis"],
                    [
                        "un chapelet de métropoles reliées entre elles sur plusieurs centaines de kilomètres",
                        "a chain of metropolises linked together over several hundred kilometres",
                    ],
                    ["Qu'est-ce qu'une mégalopole ?", "What is a megalopolis?"],
                ),
                word!(
                    ["une mégapole", "a megacity"],
                    [
                        "une agglomération de plus de 10 millions d'habitants",
                        "an urban area of more than 10 million inhabitants",
                    ],
                    ["Qu'est-ce qu'une mégapole ?", "What is a megacity?"],
                ),
                word!(
                    ["un quartier d'affaires", "a business district"],
                    [
                        "un quartier qui concentre les sièges sociaux, les banques et les bureaux d'une métropole",
                        "a district that concentrates the head offices, banks and offices of a metropolis",
                    ],
                    [
                        "Qu'est-ce qu'un quartier d'affaires ?",
                        "What is a business district?"
                    ],
                ),
                word!(
                    ["la fragmentation urbaine", "urban fragmentation"],
                    [
                        "la division d'une ville en quartiers juxtaposés aux populations très inégales et peu reliés entre eux",
                        "the division of a city into neighbouring districts with very unequal populations and few links between them",
                    ],
                    [
                        "Qu'est-ce que la fragmentation urbaine ?",
                        "What is urban fragmentation?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des métropoles du monde", "Metropolises of the world"],
            matching: [
                "Associe chaque métropole au fait qui la caractérise.",
                "Match each metropolis with the fact that describes it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Paris", "Paris"],
                    [
                        "la ville mondiale française, dont le quartier de La Défense est l'un des premiers quartiers d'affaires d'Europe",
                        "the French global city, whose La Défense district is one of the leading business districts in Europe",
                    ],
                    [
                        "Quel fait caractérise la métropole de Paris ?",
                        "What fact describes the metropolis of Paris?",
                    ],
                    [
                        "Quelle métropole est la ville mondiale française, dotée du quartier d'affaires de La Défense ?",
                        "Which metropolis is the French global city, with the La Défense business district?",
                    ],
                ),
                pair(
                    ["Lyon", "Lyon"],
                    [
                        "la deuxième aire urbaine de France, au confluent du Rhône et de la Saône",
                        "the second urban area of France, where the Rhône and the Saône meet",
                    ],
                    [
                        "Quel fait caractérise la métropole de Lyon ?",
                        "What fact describes the metropolis of Lyon?",
                    ],
                    [
                        "Quelle métropole, deuxième aire urbaine de France, est située au confluent du Rhône et de la Saône ?",
                        "Which metropolis, the second urban area of France, stands where the Rhône and the Saône meet?",
                    ],
                ),
                pair(
                    ["Tokyo", "Tokyo"],
                    [
                        "la plus grande agglomération du monde en 2018 selon l'ONU, avec environ 37 millions d'habitants",
                        "the largest urban area in the world in 2018 according to the UN, with about 37 million inhabitants",
                    ],
                    [
                        "Quel fait caractérise la métropole de Tokyo ?",
                        "What fact describes the metropolis of Tokyo?",
                    ],
                    [
                        "Quelle est la plus grande agglomération du monde en 2018 selon l'ONU ?",
                        "Which was the largest urban area in the world in 2018 according to the UN?",
                    ],
                ),
                pair(
                    ["New York", "New York"],
                    [
                        "la ville mondiale américaine qui accueille Wall Street et le siège de l'ONU",
                        "the American global city that hosts Wall Street and the headquarters of the UN",
                    ],
                    [
                        "Quel fait caractérise la métropole de New York ?",
                        "What fact describes the metropolis of New York?",
                    ],
                    [
                        "Quelle ville mondiale américaine accueille Wall Street et le siège de l'ONU ?",
                        "Which American global city hosts Wall Street and the headquarters of the UN?",
                    ],
                ),
                pair(
                    ["Londres", "London"],
                    [
                        "la ville mondiale européenne dont la City est l'une des premières places financières du monde",
                        "the European global city whose City is one of the leading financial centres in the world",
                    ],
                    [
                        "Quel fait caractérise la métropole de Londres ?",
                        "What fact describes the metropolis of London?",
                    ],
                    [
                        "Quelle ville mondiale a pour quartier financier la City ?",
                        "Which global city has the City as its financial district?",
                    ],
                ),
                pair(
                    ["Lagos", "Lagos"],
                    [
                        "la mégapole du Nigeria, capitale du pays jusqu'au transfert de celle-ci à Abuja en 1991",
                        "the megacity of Nigeria, capital of the country until the capital moved to Abuja in 1991",
                    ],
                    [
                        "Quel fait caractérise la métropole de Lagos ?",
                        "What fact describes the metropolis of Lagos?",
                    ],
                    [
                        "Quelle mégapole a été la capitale du Nigeria jusqu'en 1991 ?",
                        "Which megacity was the capital of Nigeria until 1991?",
                    ],
                ),
                pair(
                    ["Mumbai", "Mumbai"],
                    [
                        "la capitale économique de l'Inde, où le bidonville de Dharavi côtoie les tours de bureaux",
                        "the economic capital of India, where the Dharavi slum stands next to office towers",
                    ],
                    [
                        "Quel fait caractérise la métropole de Mumbai ?",
                        "What fact describes the metropolis of Mumbai?",
                    ],
                    [
                        "Quelle métropole est la capitale économique de l'Inde, avec le bidonville de Dharavi ?",
                        "Which metropolis is the economic capital of India, with the Dharavi slum?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les fonctions de commandement", "Command functions"],
        which: [
            "Parmi ces activités, lesquelles sont des fonctions de commandement concentrées dans les métropoles ?",
            "Which of these activities are command functions concentrated in metropolises?",
        ],
        which_not: [
            "Parmi ces activités, lesquelles ne sont pas des fonctions de commandement des métropoles ?",
            "Which of these activities are not command functions of metropolises?",
        ],
        members: &[
            [
                "les sièges sociaux des grandes firmes",
                "the head offices of large firms",
            ],
            ["les places boursières", "stock exchanges"],
            [
                "les sièges des organisations internationales",
                "the headquarters of international organisations",
            ],
            [
                "les grands centres de décision politique",
                "the major centres of political decision",
            ],
        ],
        others: &[
            [
                "les grandes exploitations céréalières",
                "large cereal farms",
            ],
            ["les mines de charbon", "coal mines"],
            ["l'élevage extensif", "extensive livestock farming"],
            ["la pêche côtière", "coastal fishing"],
        ],
    }],
    sequences: &[timeline(
        [
            "La métropolisation et ses géographes",
            "Metropolisation and its geographers",
        ],
        &[
            [
                "la création de l'établissement public chargé d'aménager le quartier de La Défense",
                "the creation of the public body in charge of building the La Défense district",
            ],
            [
                "la publication de Megalopolis par le géographe Jean Gottmann",
                "the publication of Megalopolis by the geographer Jean Gottmann",
            ],
            [
                "le schéma directeur de la région parisienne qui prévoit des villes nouvelles",
                "the master plan of the Paris region that plans new towns",
            ],
            [
                "la publication de The Global City par la sociologue Saskia Sassen",
                "the publication of The Global City by the sociologist Saskia Sassen",
            ],
            [
                "le passage de la population urbaine mondiale au-dessus de la moitié de l'humanité",
                "the urban population of the world passing half of humanity",
            ],
            [
                "la création de la Métropole de Lyon",
                "the creation of the Lyon Metropolis",
            ],
            [
                "la création de la Métropole du Grand Paris",
                "the creation of the Greater Paris Metropolis",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année le géographe Jean Gottmann publie-t-il Megalopolis, consacré au nord-est des États-Unis ?",
                "In which year does the geographer Jean Gottmann publish Megalopolis, about the north-east of the United States?",
            ],
            [
                "la publication de Megalopolis par Jean Gottmann",
                "the publication of Megalopolis by Jean Gottmann",
            ],
            1961.0,
        ),
        year(
            [
                "En quelle année la Métropole du Grand Paris est-elle créée ?",
                "In which year is the Greater Paris Metropolis created?",
            ],
            [
                "la création de la Métropole du Grand Paris",
                "the creation of the Greater Paris Metropolis",
            ],
            2016.0,
        ),
        year(
            [
                "Combien de mégapoles de plus de 10 millions d'habitants l'ONU compte-t-elle dans le monde en 2018 ?",
                "How many megacities of more than 10 million inhabitants does the UN count in the world in 2018?",
            ],
            [
                "le nombre de mégapoles dans le monde en 2018",
                "the number of megacities in the world in 2018",
            ],
            33.0,
        ),
        Number {
            ask: [
                "Selon l'ONU, quelle part de la population mondiale vit en ville en 2018 ?",
                "According to the UN, what share of the world population lives in towns and cities in 2018?",
            ],
            about: [
                "la part de la population mondiale urbaine en 2018",
                "the urban share of the world population in 2018",
            ],
            value: 55.0,
            dp: 0,
            unit: "%",
        },
    ],
    diagrams: &[],
};

/// Une diversification des espaces et des acteurs de la production.
pub(crate) static PRODUCTION: Bank = Bank {
    chapter: "histoire-geographie-1re-espaces-et-acteurs-de-la-production",
    title: [
        "Les espaces et les acteurs de la production",
        "The areas and actors of production",
    ],
    relations: &[
        Relation {
            name: ["Les notions de la production", "The notions of production"],
            matching: [
                "Associe chaque notion de la géographie de la production à sa définition.",
                "Match each notion of the geography of production with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une firme transnationale", "a transnational corporation"],
                    [
                        "une entreprise qui exerce ses activités dans plusieurs pays grâce à ses filiales",
                        "a company that operates in several countries through its subsidiaries",
                    ],
                    [
                        "Qu'est-ce qu'une firme transnationale ?",
                        "What is a transnational corporation?",
                    ],
                ),
                word!(
                    ["une chaîne de valeur mondiale", "a global value chain"],
                    [
                        "la répartition entre plusieurs pays des étapes de fabrication d'un produit, de sa conception à sa vente",
                        "the spreading over several countries of the stages of making a product, from its design to its sale",
                    ],
                    [
                        "Qu'est-ce qu'une chaîne de valeur mondiale ?",
                        "What is a global value chain?",
                    ],
                ),
                word!(
                    ["une délocalisation", "offshoring"],
                    [
                        "le transfert d'une activité de production vers un pays où les coûts sont plus faibles",
                        "the transfer of a production activity to a country where costs are lower",
                    ],
                    ["Qu'est-ce qu'une délocalisation ?", "What is offshoring?"],
                ),
                word!(
                    ["une relocalisation", "reshoring"],
                    [
                        "le retour dans son pays d'origine d'une activité de production qui avait été transférée à l'étranger",
                        "the return to its home country of a production activity that had been moved abroad",
                    ],
                    ["Qu'est-ce qu'une relocalisation ?", "What is reshoring?"],
                ),
                word!(
                    ["une zone industrialo-portuaire", "a port industrial zone"],
                    [
                        "un espace industriel aménagé autour d'un grand port, où les matières premières importées sont transformées",
                        "an industrial area built around a large port, where imported raw materials are processed",
                    ],
                    [
                        "Qu'est-ce qu'une zone industrialo-portuaire ?",
                        "What is a port industrial zone?",
                    ],
                ),
                word!(
                    ["un technopôle", "a technology park"],
                    [
                        "un parc aménagé qui accueille des entreprises de haute technologie à proximité d'universités et de laboratoires",
                        "a planned park that hosts high-tech companies close to universities and laboratories",
                    ],
                    ["Qu'est-ce qu'un technopôle ?", "What is a technology park?"],
                ),
                word!(
                    ["la sous-traitance", "subcontracting"],
                    [
                        "le fait pour une entreprise de confier une partie de sa production à une autre entreprise",
                        "the practice of a company entrusting part of its production to another company",
                    ],
                    [
                        "Qu'est-ce que la sous-traitance ?",
                        "What is subcontracting?"
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des espaces productifs", "Production areas"],
            matching: [
                "Associe chaque espace productif à ce qui le caractérise.",
                "Match each production area with what characterises it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la Silicon Valley", "Silicon Valley"],
                    [
                        "le technopôle californien, au sud de San Francisco, berceau des grandes entreprises du numérique",
                        "the Californian technology hub, south of San Francisco, birthplace of the big digital companies",
                    ],
                    [
                        "Qu'est-ce qui caractérise la Silicon Valley ?",
                        "What characterises Silicon Valley?",
                    ],
                    [
                        "Quel technopôle californien, au sud de San Francisco, est le berceau des grandes entreprises du numérique ?",
                        "Which Californian technology hub, south of San Francisco, is the birthplace of the big digital companies?",
                    ],
                ),
                pair(
                    ["Sophia Antipolis", "Sophia Antipolis"],
                    [
                        "le technopôle créé en 1969 près d'Antibes, sur la Côte d'Azur",
                        "the technology park created in 1969 near Antibes, on the French Riviera",
                    ],
                    [
                        "Qu'est-ce qui caractérise Sophia Antipolis ?",
                        "What characterises Sophia Antipolis?",
                    ],
                    [
                        "Quel technopôle est créé en 1969 près d'Antibes, sur la Côte d'Azur ?",
                        "Which technology park is created in 1969 near Antibes, on the French Riviera?",
                    ],
                ),
                pair(
                    ["Fos-sur-Mer", "Fos-sur-Mer"],
                    [
                        "la zone industrialo-portuaire du grand port maritime de Marseille",
                        "the port industrial zone of the major seaport of Marseille",
                    ],
                    [
                        "Qu'est-ce qui caractérise Fos-sur-Mer ?",
                        "What characterises Fos-sur-Mer?",
                    ],
                    [
                        "Quel espace est la zone industrialo-portuaire du grand port maritime de Marseille ?",
                        "Which area is the port industrial zone of the major seaport of Marseille?",
                    ],
                ),
                pair(
                    ["Toulouse", "Toulouse"],
                    [
                        "la métropole française de la construction aéronautique, où sont assemblés des avions Airbus",
                        "the French metropolis of aircraft building, where Airbus planes are assembled",
                    ],
                    [
                        "Qu'est-ce qui caractérise Toulouse ?",
                        "What characterises Toulouse?",
                    ],
                    [
                        "Quelle métropole française est le centre de la construction aéronautique, où sont assemblés des avions Airbus ?",
                        "Which French metropolis is the centre of aircraft building, where Airbus planes are assembled?",
                    ],
                ),
                pair(
                    ["Rotterdam", "Rotterdam"],
                    [
                        "le premier port d'Europe, aux Pays-Bas, à l'embouchure du Rhin et de la Meuse",
                        "the largest port in Europe, in the Netherlands, at the mouth of the Rhine and the Meuse",
                    ],
                    [
                        "Qu'est-ce qui caractérise Rotterdam ?",
                        "What characterises Rotterdam?",
                    ],
                    [
                        "Quel est le premier port d'Europe, situé aux Pays-Bas à l'embouchure du Rhin et de la Meuse ?",
                        "Which is the largest port in Europe, in the Netherlands at the mouth of the Rhine and the Meuse?",
                    ],
                ),
                pair(
                    ["Bangalore", "Bangalore"],
                    [
                        "la grande métropole indienne des services informatiques",
                        "the great Indian metropolis of computer services",
                    ],
                    [
                        "Qu'est-ce qui caractérise Bangalore ?",
                        "What characterises Bangalore?",
                    ],
                    [
                        "Quelle métropole est le grand centre indien des services informatiques ?",
                        "Which metropolis is the great Indian centre of computer services?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des firmes transnationales", "Transnational corporations"],
        which: [
            "Parmi ces acteurs, lesquels sont des firmes transnationales ?",
            "Which of these actors are transnational corporations?",
        ],
        which_not: [
            "Parmi ces acteurs, lesquels ne sont pas des firmes transnationales ?",
            "Which of these actors are not transnational corporations?",
        ],
        members: &[
            ["Apple", "Apple"],
            ["Airbus", "Airbus"],
            ["Toyota", "Toyota"],
            ["Samsung", "Samsung"],
            ["Renault", "Renault"],
        ],
        others: &[
            [
                "l'Organisation mondiale du commerce",
                "the World Trade Organization",
            ],
            ["la Banque mondiale", "the World Bank"],
            ["l'Union européenne", "the European Union"],
            ["l'Organisation des Nations unies", "the United Nations"],
        ],
    }],
    sequences: &[timeline(
        [
            "La mondialisation de la production",
            "The globalisation of production",
        ],
        &[
            [
                "la signature du GATT, accord général sur les tarifs douaniers et le commerce",
                "the signing of the GATT, the General Agreement on Tariffs and Trade",
            ],
            [
                "la création du technopôle de Sophia Antipolis",
                "the creation of the Sophia Antipolis technology park",
            ],
            [
                "la fondation d'Apple dans la Silicon Valley",
                "the founding of Apple in Silicon Valley",
            ],
            [
                "la création de l'Organisation mondiale du commerce",
                "the creation of the World Trade Organization",
            ],
            [
                "l'entrée de la Chine dans l'Organisation mondiale du commerce",
                "China's entry into the World Trade Organization",
            ],
            [
                "la labellisation des premiers pôles de compétitivité en France",
                "the approval of the first competitiveness clusters in France",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année l'Organisation mondiale du commerce est-elle créée ?",
                "In which year is the World Trade Organization created?",
            ],
            [
                "la création de l'Organisation mondiale du commerce",
                "the creation of the World Trade Organization",
            ],
            1995.0,
        ),
        year(
            [
                "En quelle année la Chine entre-t-elle dans l'Organisation mondiale du commerce ?",
                "In which year does China join the World Trade Organization?",
            ],
            [
                "l'entrée de la Chine dans l'OMC",
                "China's entry into the WTO",
            ],
            2001.0,
        ),
        year(
            [
                "En quelle année le technopôle de Sophia Antipolis est-il créé ?",
                "In which year is the Sophia Antipolis technology park created?",
            ],
            [
                "la création de Sophia Antipolis",
                "the creation of Sophia Antipolis",
            ],
            1969.0,
        ),
        year(
            [
                "En quelle année l'État labellise-t-il les premiers pôles de compétitivité en France ?",
                "In which year does the French state approve the first competitiveness clusters?",
            ],
            [
                "les premiers pôles de compétitivité",
                "the first competitiveness clusters",
            ],
            2005.0,
        ),
    ],
    diagrams: &[],
};

/// Les espaces ruraux : multifonctionnalité ou fragmentation ?
pub(crate) static RURAL: Bank = Bank {
    chapter: "histoire-geographie-1re-espaces-ruraux",
    title: [
        "Les espaces ruraux : multifonctionnalité ou fragmentation ?",
        "Rural areas: multifunctionality or fragmentation?",
    ],
    relations: &[
        Relation {
            name: [
                "Les notions des espaces ruraux",
                "The notions of rural areas",
            ],
            matching: [
                "Associe chaque notion des espaces ruraux à sa définition.",
                "Match each notion of rural areas with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la multifonctionnalité", "multifunctionality"],
                    [
                        "le fait qu'un espace rural remplisse à la fois des fonctions de production, de résidence, de loisirs et de protection de la nature",
                        "the fact that a rural area fulfils at once functions of production, housing, leisure and nature protection",
                    ],
                    [
                        "Qu'est-ce que la multifonctionnalité d'un espace rural ?",
                        "What is the multifunctionality of a rural area?",
                    ],
                ),
                word!(
                    ["la déprise rurale", "rural decline"],
                    [
                        "le recul des activités agricoles et de la population d'un espace rural, qui laisse des terres à l'abandon",
                        "the retreat of farming and of the population of a rural area, which leaves land abandoned",
                    ],
                    [
                        "Qu'est-ce que la déprise rurale ?",
                        "What is rural decline?"
                    ],
                ),
                word!(
                    ["la périurbanisation", "peri-urbanisation"],
                    [
                        "l'extension des villes dans les campagnes proches, surtout sous forme de lotissements pavillonnaires",
                        "the spread of towns into the nearby countryside, mainly as housing estates of detached houses",
                    ],
                    [
                        "Qu'est-ce que la périurbanisation ?",
                        "What is peri-urbanisation?",
                    ],
                ),
                word!(
                    ["l'agriculture productiviste", "productivist farming"],
                    [
                        "une agriculture qui cherche à produire toujours plus grâce à la mécanisation, aux engrais et aux pesticides",
                        "a kind of farming that seeks to produce ever more thanks to machines, fertilisers and pesticides",
                    ],
                    [
                        "Qu'est-ce que l'agriculture productiviste ?",
                        "What is productivist farming?",
                    ],
                ),
                word!(
                    ["un circuit court", "a short supply chain"],
                    [
                        "un mode de vente des produits agricoles avec au plus un intermédiaire entre le producteur et le consommateur",
                        "a way of selling farm products with at most one intermediary between the producer and the consumer",
                    ],
                    [
                        "Qu'est-ce qu'un circuit court ?",
                        "What is a short supply chain?"
                    ],
                ),
                word!(
                    [
                        "une appellation d'origine protégée",
                        "a protected designation of origin",
                    ],
                    [
                        "un label européen qui garantit que toutes les étapes de fabrication d'un produit ont lieu dans une aire géographique délimitée",
                        "a European label guaranteeing that all the stages of making a product take place in a defined geographical area",
                    ],
                    [
                        "Qu'est-ce qu'une appellation d'origine protégée ?",
                        "What is a protected designation of origin?",
                    ],
                ),
                word!(
                    ["un néorural", "a neo-rural"],
                    [
                        "un citadin venu s'installer à la campagne pour y vivre et souvent y travailler",
                        "a town dweller who has moved to the countryside to live and often to work there",
                    ],
                    ["Qu'est-ce qu'un néorural ?", "What is a neo-rural?"],
                ),
            ],
        },
        Relation {
            name: [
                "Les politiques et les outils des espaces ruraux",
                "The policies and tools of rural areas",
            ],
            matching: [
                "Associe chaque politique ou outil d'aménagement rural à ce qu'il est.",
                "Match each rural planning policy or tool with what it is.",
            ],
            typed: false,
            pairs: &[
                pair(
                    [
                        "la politique agricole commune",
                        "the Common Agricultural Policy",
                    ],
                    [
                        "la politique européenne lancée en 1962 pour moderniser l'agriculture et assurer l'autosuffisance alimentaire",
                        "the European policy launched in 1962 to modernise farming and ensure self-sufficiency in food",
                    ],
                    [
                        "Qu'est-ce que la politique agricole commune ?",
                        "What is the Common Agricultural Policy?",
                    ],
                    [
                        "Quelle politique européenne est lancée en 1962 pour moderniser l'agriculture et assurer l'autosuffisance alimentaire ?",
                        "Which European policy is launched in 1962 to modernise farming and ensure self-sufficiency in food?",
                    ],
                ),
                pair(
                    ["un parc naturel régional", "a regional nature park"],
                    [
                        "un territoire rural habité dont les communes s'engagent à protéger le patrimoine tout en favorisant le développement local",
                        "an inhabited rural territory whose communes commit to protecting the heritage while encouraging local development",
                    ],
                    [
                        "Qu'est-ce qu'un parc naturel régional ?",
                        "What is a regional nature park?",
                    ],
                    [
                        "Quel outil est un territoire rural habité dont les communes s'engagent à protéger le patrimoine tout en favorisant le développement local ?",
                        "Which tool is an inhabited rural territory whose communes commit to protecting the heritage while encouraging local development?",
                    ],
                ),
                pair(
                    ["un parc national", "a national park"],
                    [
                        "un espace protégé par l'État dont le cœur est soumis à une réglementation stricte pour préserver la nature",
                        "an area protected by the state whose core is subject to strict rules to preserve nature",
                    ],
                    [
                        "Qu'est-ce qu'un parc national ?",
                        "What is a national park?",
                    ],
                    [
                        "Quel outil est un espace protégé par l'État dont le cœur est soumis à une réglementation stricte ?",
                        "Which tool is an area protected by the state whose core is subject to strict rules?",
                    ],
                ),
                pair(
                    ["le remembrement", "land consolidation"],
                    [
                        "le regroupement des parcelles dispersées des exploitations pour faciliter la mécanisation",
                        "the grouping of the scattered plots of farms to make mechanisation easier",
                    ],
                    [
                        "Qu'est-ce que le remembrement ?",
                        "What is land consolidation?",
                    ],
                    [
                        "Quel outil regroupe les parcelles dispersées des exploitations pour faciliter la mécanisation ?",
                        "Which tool groups the scattered plots of farms to make mechanisation easier?",
                    ],
                ),
                pair(
                    [
                        "les zones de revitalisation rurale",
                        "rural revitalisation zones",
                    ],
                    [
                        "un dispositif créé en 1995 qui accorde des avantages fiscaux aux entreprises s'installant dans des communes rurales fragiles",
                        "a scheme created in 1995 that gives tax advantages to companies settling in fragile rural communes",
                    ],
                    [
                        "Que sont les zones de revitalisation rurale ?",
                        "What are rural revitalisation zones?",
                    ],
                    [
                        "Quel dispositif créé en 1995 accorde des avantages fiscaux aux entreprises s'installant dans des communes rurales fragiles ?",
                        "Which scheme created in 1995 gives tax advantages to companies settling in fragile rural communes?",
                    ],
                ),
                pair(
                    ["le réseau Natura 2000", "the Natura 2000 network"],
                    [
                        "le réseau européen de sites choisis pour la rareté de leurs espèces et de leurs milieux naturels",
                        "the European network of sites chosen for their rare species and natural habitats",
                    ],
                    [
                        "Qu'est-ce que le réseau Natura 2000 ?",
                        "What is the Natura 2000 network?",
                    ],
                    [
                        "Quel réseau européen rassemble des sites choisis pour la rareté de leurs espèces et de leurs milieux naturels ?",
                        "Which European network brings together sites chosen for their rare species and natural habitats?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les pratiques de l'agriculture productiviste",
            "The practices of productivist farming",
        ],
        which: [
            "Parmi ces pratiques agricoles, lesquelles relèvent de l'agriculture productiviste ?",
            "Which of these farming practices belong to productivist farming?",
        ],
        which_not: [
            "Parmi ces pratiques agricoles, lesquelles ne relèvent pas de l'agriculture productiviste ?",
            "Which of these farming practices do not belong to productivist farming?",
        ],
        members: &[
            [
                "l'usage massif d'engrais chimiques",
                "the massive use of chemical fertilisers",
            ],
            [
                "la monoculture sur de très grandes parcelles",
                "monoculture on very large plots",
            ],
            ["l'élevage hors-sol", "indoor factory farming"],
            [
                "la mécanisation poussée des travaux agricoles",
                "heavy mechanisation of farm work",
            ],
        ],
        others: &[
            ["la vente directe à la ferme", "direct sale at the farm"],
            [
                "l'agriculture biologique sans pesticides de synthèse",
                "organic farming without synthetic pesticides",
            ],
            [
                "la replantation de haies autour des champs",
                "replanting hedges around the fields",
            ],
            [
                "l'élevage en plein air sur de petites exploitations",
                "free-range livestock farming on small farms",
            ],
        ],
    }],
    sequences: &[timeline(
        [
            "Les politiques des espaces ruraux en France",
            "The policies for rural areas in France",
        ],
        &[
            [
                "la loi d'orientation agricole qui crée les SAFER",
                "the agricultural orientation law that creates the SAFER land agencies",
            ],
            [
                "l'entrée en vigueur de la politique agricole commune",
                "the coming into force of the Common Agricultural Policy",
            ],
            [
                "la création du parc national de la Vanoise, le premier parc national français",
                "the creation of the Vanoise National Park, the first French national park",
            ],
            [
                "le décret qui institue les parcs naturels régionaux",
                "the decree that establishes regional nature parks",
            ],
            [
                "la réforme de la PAC qui remplace une partie du soutien des prix par des aides directes",
                "the CAP reform that replaces part of the price support with direct payments",
            ],
            [
                "la création des zones de revitalisation rurale",
                "the creation of rural revitalisation zones",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année la politique agricole commune entre-t-elle en vigueur ?",
                "In which year does the Common Agricultural Policy come into force?",
            ],
            [
                "l'entrée en vigueur de la PAC",
                "the coming into force of the CAP",
            ],
            1962.0,
        ),
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
                "Combien de parcs nationaux la France compte-t-elle en 2020 ?",
                "How many national parks does France have in 2020?",
            ],
            [
                "le nombre de parcs nationaux français en 2020",
                "the number of French national parks in 2020",
            ],
            11.0,
        ),
        year(
            [
                "En quelle année les zones de revitalisation rurale sont-elles créées ?",
                "In which year are rural revitalisation zones created?",
            ],
            [
                "la création des zones de revitalisation rurale",
                "the creation of rural revitalisation zones",
            ],
            1995.0,
        ),
    ],
    diagrams: &[],
};

/// La Chine : des recompositions spatiales multiples.
pub(crate) static CHINE: Bank = Bank {
    chapter: "histoire-geographie-1re-la-chine",
    title: [
        "La Chine : des recompositions spatiales multiples",
        "China: multiple spatial reorganisations",
    ],
    relations: &[
        Relation {
            name: ["Des lieux de la Chine", "Places in China"],
            matching: [
                "Associe chaque lieu de la Chine au fait qui le caractérise.",
                "Match each place in China with the fact that describes it.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["Shenzhen", "Shenzhen"],
                    [
                        "la zone économique spéciale créée en 1980 à la frontière de Hong Kong",
                        "the special economic zone created in 1980 on the border of Hong Kong",
                    ],
                    [
                        "Quel fait caractérise Shenzhen ?",
                        "What fact describes Shenzhen?",
                    ],
                    [
                        "Quelle ville devient en 1980 une zone économique spéciale à la frontière de Hong Kong ?",
                        "Which city becomes a special economic zone on the border of Hong Kong in 1980?",
                    ],
                ),
                pair(
                    ["Shanghai", "Shanghai"],
                    [
                        "la métropole de l'embouchure du Yangzi, dont le port est le premier port à conteneurs du monde depuis 2010",
                        "the metropolis at the mouth of the Yangtze, whose port has been the world's largest container port since 2010",
                    ],
                    [
                        "Quel fait caractérise Shanghai ?",
                        "What fact describes Shanghai?",
                    ],
                    [
                        "Quelle métropole de l'embouchure du Yangzi possède le premier port à conteneurs du monde depuis 2010 ?",
                        "Which metropolis at the mouth of the Yangtze has had the world's largest container port since 2010?",
                    ],
                ),
                pair(
                    ["Pékin", "Beijing"],
                    [
                        "la capitale politique du pays, qui accueille les Jeux olympiques d'été de 2008",
                        "the political capital of the country, which hosts the 2008 Summer Olympic Games",
                    ],
                    [
                        "Quel fait caractérise Pékin ?",
                        "What fact describes Beijing?",
                    ],
                    [
                        "Quelle ville est la capitale politique de la Chine et accueille les Jeux olympiques d'été de 2008 ?",
                        "Which city is the political capital of China and hosts the 2008 Summer Olympic Games?",
                    ],
                ),
                pair(
                    ["Chongqing", "Chongqing"],
                    [
                        "la grande municipalité de l'intérieur, située sur le Yangzi en amont du barrage des Trois-Gorges",
                        "the large inland municipality, on the Yangtze upstream of the Three Gorges Dam",
                    ],
                    [
                        "Quel fait caractérise Chongqing ?",
                        "What fact describes Chongqing?",
                    ],
                    [
                        "Quelle grande municipalité de l'intérieur est située sur le Yangzi en amont du barrage des Trois-Gorges ?",
                        "Which large inland municipality stands on the Yangtze upstream of the Three Gorges Dam?",
                    ],
                ),
                pair(
                    ["Hong Kong", "Hong Kong"],
                    [
                        "l'ancienne colonie britannique rétrocédée à la Chine en 1997",
                        "the former British colony handed back to China in 1997",
                    ],
                    [
                        "Quel fait caractérise Hong Kong ?",
                        "What fact describes Hong Kong?",
                    ],
                    [
                        "Quelle ancienne colonie britannique est rétrocédée à la Chine en 1997 ?",
                        "Which former British colony is handed back to China in 1997?",
                    ],
                ),
                pair(
                    ["Macao", "Macao"],
                    [
                        "l'ancienne colonie portugaise rétrocédée à la Chine en 1999",
                        "the former Portuguese colony handed back to China in 1999",
                    ],
                    [
                        "Quel fait caractérise Macao ?",
                        "What fact describes Macao?",
                    ],
                    [
                        "Quelle ancienne colonie portugaise est rétrocédée à la Chine en 1999 ?",
                        "Which former Portuguese colony is handed back to China in 1999?",
                    ],
                ),
                pair(
                    ["le Xinjiang", "Xinjiang"],
                    [
                        "la région autonome du nord-ouest, traversée par les nouvelles routes de la soie vers l'Asie centrale",
                        "the autonomous region of the north-west, crossed by the new silk roads towards Central Asia",
                    ],
                    [
                        "Quel fait caractérise le Xinjiang ?",
                        "What fact describes Xinjiang?",
                    ],
                    [
                        "Quelle région autonome du nord-ouest est traversée par les nouvelles routes de la soie vers l'Asie centrale ?",
                        "Which autonomous region of the north-west is crossed by the new silk roads towards Central Asia?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Les notions de la Chine", "The notions of China"],
            matching: [
                "Associe chaque notion de la géographie de la Chine à sa définition.",
                "Match each notion of the geography of China with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une zone économique spéciale", "a special economic zone"],
                    [
                        "un espace ouvert aux capitaux étrangers grâce à des avantages fiscaux et douaniers",
                        "an area opened to foreign capital through tax and customs advantages",
                    ],
                    [
                        "Qu'est-ce qu'une zone économique spéciale ?",
                        "What is a special economic zone?",
                    ],
                ),
                word!(
                    ["le hukou", "the hukou"],
                    [
                        "le livret de résidence qui rattache chaque Chinois à son lieu d'origine et limite ses droits ailleurs",
                        "the residence permit that ties each Chinese person to their place of origin and limits their rights elsewhere",
                    ],
                    ["Qu'est-ce que le hukou ?", "What is the hukou?"],
                ),
                word!(
                    ["un mingong", "a mingong"],
                    [
                        "un travailleur venu des campagnes pour travailler en ville sans y avoir les mêmes droits que les citadins",
                        "a worker from the countryside who works in a city without the same rights as its inhabitants",
                    ],
                    ["Qu'est-ce qu'un mingong ?", "What is a mingong?"],
                ),
                word!(
                    ["la littoralisation", "coastalisation"],
                    [
                        "la concentration des hommes et des activités sur les littoraux",
                        "the concentration of people and activities on the coasts",
                    ],
                    [
                        "Qu'est-ce que la littoralisation ?",
                        "What is coastalisation?",
                    ],
                ),
                word!(
                    ["les nouvelles routes de la soie", "the new silk roads"],
                    [
                        "le programme d'infrastructures lancé en 2013 pour relier la Chine à l'Asie, à l'Afrique et à l'Europe",
                        "the infrastructure programme launched in 2013 to link China with Asia, Africa and Europe",
                    ],
                    [
                        "Que sont les nouvelles routes de la soie ?",
                        "What are the new silk roads?",
                    ],
                ),
                word!(
                    ["la politique de l'enfant unique", "the one-child policy"],
                    [
                        "la limitation des naissances à un enfant par couple, appliquée de 1979 à 2015",
                        "the limitation of births to one child per couple, applied from 1979 to 2015",
                    ],
                    [
                        "Qu'est-ce que la politique de l'enfant unique ?",
                        "What was the one-child policy?",
                    ],
                ),
                word!(
                    ["la politique d'ouverture", "the open door policy"],
                    [
                        "l'accueil des capitaux et des entreprises étrangers, décidé par Deng Xiaoping à partir de 1978",
                        "the welcoming of foreign capital and companies, decided by Deng Xiaoping from 1978",
                    ],
                    [
                        "Qu'est-ce que la politique d'ouverture ?",
                        "What is the open door policy?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des villes littorales", "Coastal cities"],
        which: [
            "Parmi ces villes chinoises, lesquelles sont situées sur le littoral ?",
            "Which of these Chinese cities are on the coast?",
        ],
        which_not: [
            "Parmi ces villes chinoises, lesquelles ne sont pas situées sur le littoral ?",
            "Which of these Chinese cities are not on the coast?",
        ],
        members: &[
            ["Shanghai", "Shanghai"],
            ["Shenzhen", "Shenzhen"],
            ["Xiamen", "Xiamen"],
            ["Qingdao", "Qingdao"],
        ],
        others: &[
            ["Chongqing", "Chongqing"],
            ["Chengdu", "Chengdu"],
            ["Lhassa", "Lhasa"],
            ["Urumqi", "Urumqi"],
        ],
    }],
    sequences: &[timeline(
        ["La Chine depuis 1949", "China since 1949"],
        &[
            [
                "la proclamation de la République populaire de Chine par Mao Zedong",
                "the proclamation of the People's Republic of China by Mao Zedong",
            ],
            [
                "le lancement des réformes et de l'ouverture par Deng Xiaoping",
                "the launch of reform and opening up by Deng Xiaoping",
            ],
            [
                "la création de la zone économique spéciale de Shenzhen",
                "the creation of the Shenzhen special economic zone",
            ],
            [
                "la rétrocession de Hong Kong à la Chine",
                "the handover of Hong Kong to China",
            ],
            [
                "l'entrée de la Chine dans l'Organisation mondiale du commerce",
                "China's entry into the World Trade Organization",
            ],
            [
                "les Jeux olympiques d'été de Pékin",
                "the Beijing Summer Olympic Games",
            ],
            [
                "l'annonce des nouvelles routes de la soie par Xi Jinping",
                "the announcement of the new silk roads by Xi Jinping",
            ],
        ],
    )],
    numbers: &[
        year(
            [
                "En quelle année Deng Xiaoping lance-t-il les réformes et l'ouverture de la Chine ?",
                "In which year does Deng Xiaoping launch the reform and opening up of China?",
            ],
            [
                "le lancement des réformes de Deng Xiaoping",
                "the launch of Deng Xiaoping's reforms",
            ],
            1978.0,
        ),
        year(
            [
                "En quelle année la zone économique spéciale de Shenzhen est-elle créée ?",
                "In which year is the Shenzhen special economic zone created?",
            ],
            [
                "la création de la zone économique spéciale de Shenzhen",
                "the creation of the Shenzhen special economic zone",
            ],
            1980.0,
        ),
        year(
            [
                "En quelle année Xi Jinping annonce-t-il le projet des nouvelles routes de la soie ?",
                "In which year does Xi Jinping announce the new silk roads project?",
            ],
            [
                "l'annonce des nouvelles routes de la soie",
                "the announcement of the new silk roads",
            ],
            2013.0,
        ),
        year(
            [
                "En quelle année la population urbaine de la Chine dépasse-t-elle sa population rurale, selon le Bureau national des statistiques chinois ?",
                "In which year does the urban population of China overtake its rural population, according to the Chinese National Bureau of Statistics?",
            ],
            [
                "le passage de la Chine à une majorité urbaine",
                "China becoming mostly urban",
            ],
            2011.0,
        ),
        year(
            [
                "En quelle année commence la construction du barrage des Trois-Gorges sur le Yangzi ?",
                "In which year does the building of the Three Gorges Dam on the Yangtze begin?",
            ],
            [
                "le début de la construction du barrage des Trois-Gorges",
                "the start of the building of the Three Gorges Dam",
            ],
            1994.0,
        ),
    ],
    diagrams: &[],
};

/// Des trajectoires démographiques différenciées : des défis pour le développement (2de).
pub(crate) static DEMOGRAPHIE: Bank = Bank {
    chapter: "histoire-geographie-2de-trajectoires-demographiques",
    title: [
        "Des trajectoires démographiques différenciées",
        "Different demographic paths",
    ],
    relations: &[
        Relation {
            name: ["Les notions de la démographie", "The notions of demography"],
            matching: [
                "Associe chaque notion de démographie à sa définition.",
                "Match each notion of demography with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la transition démographique", "the demographic transition"],
                    [
                        "le passage d'une natalité et d'une mortalité fortes à une natalité et une mortalité faibles",
                        "the shift from high birth and death rates to low birth and death rates",
                    ],
                    [
                        "Qu'est-ce que la transition démographique ?",
                        "What is the demographic transition?",
                    ],
                ),
                word!(
                    ["l'indice de fécondité", "the fertility rate"],
                    [
                        "le nombre moyen d'enfants par femme",
                        "the average number of children per woman",
                    ],
                    [
                        "Qu'est-ce que l'indice de fécondité ?",
                        "What is the fertility rate?",
                    ],
                ),
                word!(
                    ["le vieillissement démographique", "population ageing"],
                    [
                        "l'augmentation de la part des personnes âgées dans une population",
                        "the rise in the share of elderly people in a population",
                    ],
                    [
                        "Qu'est-ce que le vieillissement démographique ?",
                        "What is population ageing?",
                    ],
                ),
                word!(
                    [
                        "l'indice de développement humain",
                        "the Human Development Index"
                    ],
                    [
                        "un indicateur qui combine l'espérance de vie, le niveau d'éducation et le revenu par habitant",
                        "an indicator that combines life expectancy, level of education and income per person",
                    ],
                    [
                        "Qu'est-ce que l'indice de développement humain ?",
                        "What is the Human Development Index?",
                    ],
                ),
                word!(
                    ["le dividende démographique", "the demographic dividend"],
                    [
                        "l'essor économique permis par une forte part d'adultes en âge de travailler par rapport aux jeunes et aux personnes âgées",
                        "the economic boost made possible by a large share of working-age adults compared with the young and the elderly",
                    ],
                    [
                        "Qu'est-ce que le dividende démographique ?",
                        "What is the demographic dividend?",
                    ],
                ),
                word!(
                    ["l'espérance de vie", "life expectancy"],
                    [
                        "le nombre moyen d'années que peut espérer vivre un nouveau-né",
                        "the average number of years a newborn can expect to live",
                    ],
                    [
                        "Qu'est-ce que l'espérance de vie ?",
                        "What is life expectancy?",
                    ],
                ),
                word!(
                    ["l'accroissement naturel", "natural increase"],
                    [
                        "la différence entre le nombre des naissances et celui des décès",
                        "the difference between the number of births and the number of deaths",
                    ],
                    [
                        "Qu'est-ce que l'accroissement naturel ?",
                        "What is natural increase?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des trajectoires nationales", "National paths"],
            matching: [
                "Associe chaque pays à sa situation démographique.",
                "Match each country with its demographic situation.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["le Niger", "Niger"],
                    [
                        "le pays à la fécondité la plus élevée du monde vers 2020, avec près de 7 enfants par femme",
                        "the country with the highest fertility in the world around 2020, with nearly 7 children per woman",
                    ],
                    [
                        "Quelle est la situation démographique du Niger ?",
                        "What is the demographic situation of Niger?",
                    ],
                    [
                        "Quel pays a la fécondité la plus élevée du monde vers 2020 ?",
                        "Which country has the highest fertility in the world around 2020?",
                    ],
                ),
                pair(
                    ["la Corée du Sud", "South Korea"],
                    [
                        "le pays dont l'indice de fécondité passe sous un enfant par femme en 2018",
                        "the country whose fertility rate falls below one child per woman in 2018",
                    ],
                    [
                        "Quelle est la situation démographique de la Corée du Sud ?",
                        "What is the demographic situation of South Korea?",
                    ],
                    [
                        "Quel pays voit son indice de fécondité passer sous un enfant par femme en 2018 ?",
                        "Which country sees its fertility rate fall below one child per woman in 2018?",
                    ],
                ),
                pair(
                    ["le Japon", "Japan"],
                    [
                        "le pays dont la population, parmi les plus âgées du monde, diminue depuis le début des années 2010",
                        "the country whose population, among the oldest in the world, has been falling since the early 2010s",
                    ],
                    [
                        "Quelle est la situation démographique du Japon ?",
                        "What is the demographic situation of Japan?",
                    ],
                    [
                        "Quel pays voit sa population, parmi les plus âgées du monde, diminuer depuis le début des années 2010 ?",
                        "Which country has seen its population, among the oldest in the world, fall since the early 2010s?",
                    ],
                ),
                pair(
                    ["l'Inde", "India"],
                    [
                        "le pays devenu le plus peuplé du monde en 2023 selon l'ONU",
                        "the country that became the most populous in the world in 2023 according to the UN",
                    ],
                    [
                        "Quelle est la situation démographique de l'Inde ?",
                        "What is the demographic situation of India?",
                    ],
                    [
                        "Quel pays devient le plus peuplé du monde en 2023 selon l'ONU ?",
                        "Which country becomes the most populous in the world in 2023 according to the UN?",
                    ],
                ),
                pair(
                    ["la Chine", "China"],
                    [
                        "le pays qui a limité les naissances à un enfant par couple de 1979 à 2015",
                        "the country that limited births to one child per couple from 1979 to 2015",
                    ],
                    [
                        "Quelle est la situation démographique de la Chine ?",
                        "What is the demographic situation of China?",
                    ],
                    [
                        "Quel pays a limité les naissances à un enfant par couple de 1979 à 2015 ?",
                        "Which country limited births to one child per couple from 1979 to 2015?",
                    ],
                ),
                pair(
                    ["le Nigeria", "Nigeria"],
                    [
                        "le pays le plus peuplé d'Afrique",
                        "the most populous country in Africa",
                    ],
                    [
                        "Quelle est la situation démographique du Nigeria ?",
                        "What is the demographic situation of Nigeria?",
                    ],
                    [
                        "Quel est le pays le plus peuplé d'Afrique ?",
                        "Which is the most populous country in Africa?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Des pays à la fécondité basse",
            "Countries with low fertility",
        ],
        which: [
            "Parmi ces pays, lesquels ont vers 2020 une fécondité inférieure au seuil de renouvellement des générations ?",
            "Which of these countries have, around 2020, a fertility rate below the replacement level?",
        ],
        which_not: [
            "Parmi ces pays, lesquels n'ont pas vers 2020 une fécondité inférieure au seuil de renouvellement des générations ?",
            "Which of these countries do not have, around 2020, a fertility rate below the replacement level?",
        ],
        members: &[
            ["le Japon", "Japan"],
            ["l'Italie", "Italy"],
            ["l'Allemagne", "Germany"],
            ["la Corée du Sud", "South Korea"],
        ],
        others: &[
            ["le Niger", "Niger"],
            ["le Mali", "Mali"],
            ["le Tchad", "Chad"],
            ["le Nigeria", "Nigeria"],
        ],
    }],
    sequences: &[
        timeline(
            [
                "La population mondiale et ses débats",
                "World population and its debates",
            ],
            &[
                [
                    "la publication de l'Essai sur le principe de population de Malthus",
                    "the publication of Malthus's Essay on the Principle of Population",
                ],
                [
                    "le passage de la population mondiale à 2 milliards d'habitants",
                    "world population reaching 2 billion",
                ],
                [
                    "le début de la politique de l'enfant unique en Chine",
                    "the start of the one-child policy in China",
                ],
                [
                    "la publication du premier indice de développement humain par le PNUD",
                    "the publication of the first Human Development Index by the UNDP",
                ],
                [
                    "la conférence internationale du Caire sur la population et le développement",
                    "the Cairo International Conference on Population and Development",
                ],
                [
                    "le passage de la population mondiale à 7 milliards d'habitants",
                    "world population reaching 7 billion",
                ],
                [
                    "le passage de la population mondiale à 8 milliards d'habitants",
                    "world population reaching 8 billion",
                ],
                [
                    "le dépassement de la Chine par l'Inde comme pays le plus peuplé",
                    "India overtaking China as the most populous country",
                ],
            ],
        ),
        Sequence {
            name: [
                "Les phases de la transition démographique",
                "The stages of the demographic transition",
            ],
            order: [
                "Range dans l'ordre les phases de la transition démographique.",
                "Put the stages of the demographic transition in order.",
            ],
            backward: [
                "Range les phases de la transition démographique de la dernière à la première.",
                "Put the stages of the demographic transition in order from last to first.",
            ],
            next: [
                "Dans la transition démographique, quelle phase vient juste après « {} » ?",
                "In the demographic transition, which stage comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : dans la transition démographique, « {a} » vient avant « {b} ».",
                "True or false: in the demographic transition, “{a}” comes before “{b}”.",
            ],
            steps: &[
                [
                    "une natalité et une mortalité fortes, avec une croissance faible",
                    "high birth and death rates, with slow growth",
                ],
                [
                    "une mortalité en baisse et une natalité encore forte, avec une croissance très rapide",
                    "a falling death rate and a still high birth rate, with very fast growth",
                ],
                [
                    "une natalité qui baisse à son tour, avec une croissance qui ralentit",
                    "a birth rate falling in turn, with growth slowing down",
                ],
                [
                    "une natalité et une mortalité faibles, avec une croissance de nouveau faible",
                    "low birth and death rates, with slow growth again",
                ],
            ],
        },
    ],
    numbers: &[
        year(
            [
                "En quelle année la population mondiale atteint-elle 8 milliards d'habitants selon l'ONU ?",
                "In which year does world population reach 8 billion according to the UN?",
            ],
            [
                "le passage de la population mondiale à 8 milliards",
                "world population reaching 8 billion",
            ],
            2022.0,
        ),
        year(
            [
                "En quelle année se tient la conférence internationale du Caire sur la population et le développement ?",
                "In which year is the Cairo International Conference on Population and Development held?",
            ],
            ["la conférence du Caire", "the Cairo Conference"],
            1994.0,
        ),
        year(
            [
                "En quelle année le PNUD publie-t-il le premier indice de développement humain ?",
                "In which year does the UNDP publish the first Human Development Index?",
            ],
            [
                "le premier indice de développement humain",
                "the first Human Development Index",
            ],
            1990.0,
        ),
        Number {
            ask: [
                "À combien d'enfants par femme se situe environ le seuil de renouvellement des générations dans les pays où la mortalité est faible ?",
                "At about how many children per woman is the replacement level in countries where mortality is low?",
            ],
            about: [
                "le seuil de renouvellement des générations",
                "the replacement level",
            ],
            value: 2.1,
            dp: 1,
            unit: "",
        },
        Number {
            ask: [
                "Selon l'ONU, quel est l'indice de fécondité mondial en 2021, en enfants par femme ?",
                "According to the UN, what is the world fertility rate in 2021, in children per woman?",
            ],
            about: [
                "l'indice de fécondité mondial en 2021",
                "the world fertility rate in 2021",
            ],
            value: 2.3,
            dp: 1,
            unit: "",
        },
    ],
    diagrams: &[],
};
