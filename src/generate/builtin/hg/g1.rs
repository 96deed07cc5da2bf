//! Géographie 1re (programme de première générale et technologique, BO spécial n° 1 du
//! 22 janvier 2019, tronc commun) and géographie 2de (same BO): one fact bank per chapter, with
//! its own [`BANKS`] and [`FAMILY`], at the level of a lycée pupil. Figures are given with
//! their year and source.

use super::l4::year;
use super::timeline;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, pair};

/// The géographie 1re and 2de family of this file: a catalog entry's mode is the index of its
/// chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// The banks of this file (append only).
pub(crate) static BANKS: &[&Bank] = &[&METROPOLISATION, &PRODUCTION];

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
