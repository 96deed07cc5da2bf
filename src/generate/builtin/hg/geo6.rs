//! Géographie 6e (cycle 3, programme du BO n° 31 du 30 juillet 2020): habiter une métropole,
//! habiter les littoraux, le monde habité.

use super::count;
use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Diagram, Group, Part, Relation, Sequence, pair};
use crate::generate::figure::Figure;
use crate::generate::visual::map;

/// The 6e geography banks: a catalog entry's mode is the index of its chapter's bank here
/// (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &METROPOLES,
    &POPULATION,
    &LITTORAL_TOURISTIQUE,
    &LITTORAL_PORTUAIRE,
];

/// The family of the 6e geography banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// A metropolis and its country: `city!([city fr, city en], "de …", [country fr, country en],
/// "au …", "in …")`.
macro_rules! city {
    (
        [$c:literal, $ce:literal],
        $of:literal,
        [$k:literal, $ke:literal],
        $in_fr:literal,
        $in_en:literal $(,)?
    ) => {
        pair(
            [$c, $ce],
            [$k, $ke],
            [
                concat!("Dans quel pays se trouve la métropole ", $of, " ?"),
                concat!("In which country is the metropolis of ", $ce, "?"),
            ],
            [
                concat!("Laquelle de ces métropoles se trouve ", $in_fr, " ?"),
                concat!("Which of these metropolises is ", $in_en, "?"),
            ],
        )
    };
}

/// Les métropoles et leurs habitants.
pub(crate) static METROPOLES: Bank = Bank {
    chapter: "histoire-geographie-6e-les-metropoles-et-leurs-habitants",
    title: ["Habiter une métropole", "Living in a metropolis"],
    relations: &[
        Relation {
            name: ["Les mots de la ville", "The words of the city"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une métropole", "a metropolis"],
                    [
                        "une grande ville qui concentre les habitants, les activités et les pouvoirs de décision",
                        "a large city that concentrates people, activities and decision-making power",
                    ],
                    ["Qu'est-ce qu'une métropole ?", "What is a metropolis?"],
                ),
                word!(
                    ["la banlieue", "the suburbs"],
                    [
                        "l'espace urbanisé de façon continue qui entoure la ville-centre",
                        "the continuously built-up area that surrounds the central city",
                    ],
                    ["Qu'est-ce que la banlieue ?", "What are the suburbs?"],
                ),
                word!(
                    ["l'espace périurbain", "the periurban area"],
                    [
                        "l'espace autour de la ville où les maisons se mêlent aux champs et dont les habitants travaillent en ville",
                        "the area around the city where houses mix with fields and whose inhabitants work in the city",
                    ],
                    [
                        "Qu'est-ce que l'espace périurbain ?",
                        "What is the periurban area?",
                    ],
                ),
                word!(
                    ["l'étalement urbain", "urban sprawl"],
                    [
                        "l'extension de la ville sur les espaces agricoles et naturels qui l'entourent",
                        "the spread of the city over the farmland and natural areas around it",
                    ],
                    [
                        "Qu'est-ce que l'étalement urbain ?",
                        "What is urban sprawl?",
                    ],
                ),
                word!(
                    ["une migration pendulaire", "a commute"],
                    [
                        "le trajet fait chaque jour entre le domicile et le lieu de travail ou d'études",
                        "the journey made every day between home and the place of work or study",
                    ],
                    [
                        "Qu'est-ce qu'une migration pendulaire ?",
                        "What is a commute?",
                    ],
                ),
                word!(
                    ["un bidonville", "a slum"],
                    [
                        "un quartier d'habitations précaires, construites avec des matériaux de récupération, souvent sans eau courante",
                        "a district of makeshift homes, built with salvaged materials, often without running water",
                    ],
                    ["Qu'est-ce qu'un bidonville ?", "What is a slum?"],
                ),
                word!(
                    ["un quartier d'affaires", "a business district"],
                    [
                        "un quartier où se concentrent les sièges d'entreprises, les banques et les tours de bureaux",
                        "a district where company headquarters, banks and office towers are concentrated",
                    ],
                    [
                        "Qu'est-ce qu'un quartier d'affaires ?",
                        "What is a business district?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des métropoles du monde", "Metropolises of the world"],
            matching: [
                "Associe chaque métropole à son pays.",
                "Match each metropolis with its country.",
            ],
            typed: false,
            pairs: &[
                city!(
                    ["Tokyo", "Tokyo"],
                    "de Tokyo",
                    ["le Japon", "Japan"],
                    "au Japon",
                    "in Japan"
                ),
                city!(
                    ["Lagos", "Lagos"],
                    "de Lagos",
                    ["le Nigeria", "Nigeria"],
                    "au Nigeria",
                    "in Nigeria"
                ),
                city!(
                    ["Mumbai", "Mumbai"],
                    "de Mumbai",
                    ["l'Inde", "India"],
                    "en Inde",
                    "in India"
                ),
                city!(
                    ["São Paulo", "São Paulo"],
                    "de São Paulo",
                    ["le Brésil", "Brazil"],
                    "au Brésil",
                    "in Brazil",
                ),
                city!(
                    ["Le Caire", "Cairo"],
                    "du Caire",
                    ["l'Égypte", "Egypt"],
                    "en Égypte",
                    "in Egypt"
                ),
                city!(
                    ["New York", "New York"],
                    "de New York",
                    ["les États-Unis", "the United States"],
                    "aux États-Unis",
                    "in the United States",
                ),
                city!(
                    ["Mexico", "Mexico City"],
                    "de Mexico",
                    ["le Mexique", "Mexico"],
                    "au Mexique",
                    "in Mexico",
                ),
                city!(
                    ["Shanghai", "Shanghai"],
                    "de Shanghai",
                    ["la Chine", "China"],
                    "en Chine",
                    "in China"
                ),
            ],
        },
    ],
    groups: &[
        Group {
            name: ["Des métropoles d'Asie", "Metropolises of Asia"],
            which: [
                "Parmi ces métropoles, lesquelles se trouvent en Asie ?",
                "Which of these metropolises are in Asia?",
            ],
            which_not: [
                "Parmi ces métropoles, lesquelles ne se trouvent pas en Asie ?",
                "Which of these metropolises are not in Asia?",
            ],
            members: &[
                ["Tokyo", "Tokyo"],
                ["Mumbai", "Mumbai"],
                ["Shanghai", "Shanghai"],
                ["Delhi", "Delhi"],
                ["Jakarta", "Jakarta"],
                ["Séoul", "Seoul"],
            ],
            others: &[
                ["Lagos", "Lagos"],
                ["São Paulo", "São Paulo"],
                ["New York", "New York"],
                ["Le Caire", "Cairo"],
                ["Mexico", "Mexico City"],
                ["Paris", "Paris"],
                ["Londres", "London"],
            ],
        },
        Group {
            name: ["Les transports en commun", "Public transport"],
            which: [
                "Parmi ces moyens de se déplacer en ville, lesquels sont des transports en commun ?",
                "Which of these ways of getting around a city are public transport?",
            ],
            which_not: [
                "Parmi ces moyens de se déplacer en ville, lesquels ne sont pas des transports en commun ?",
                "Which of these ways of getting around a city are not public transport?",
            ],
            members: &[
                ["le métro", "the underground"],
                ["le tramway", "the tram"],
                ["le bus", "the bus"],
                ["le train de banlieue", "the suburban train"],
            ],
            others: &[
                ["la voiture individuelle", "the private car"],
                ["la marche à pied", "walking"],
                ["le vélo personnel", "one's own bicycle"],
                ["la moto", "the motorbike"],
            ],
        },
    ],
    sequences: &[Sequence {
        name: [
            "Du centre à la périphérie d'une métropole",
            "From the centre to the edge of a metropolis",
        ],
        order: [
            "Range ces espaces du centre d'une métropole vers sa périphérie.",
            "Put these areas in order from the centre of a metropolis to its edge.",
        ],
        backward: [
            "Range ces espaces de la périphérie d'une métropole vers son centre.",
            "Put these areas in order from the edge of a metropolis to its centre.",
        ],
        next: [
            "Du centre d'une métropole vers sa périphérie, quel espace vient juste après celui-ci : « {} » ?",
            "From the centre of a metropolis to its edge, which area comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : du centre d'une métropole vers sa périphérie, « {a} » vient avant « {b} ».",
            "True or false: from the centre of a metropolis to its edge, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["la ville-centre", "the central city"],
            ["la banlieue", "the suburbs"],
            ["l'espace périurbain", "the periurban area"],
            ["l'espace rural", "the countryside"],
        ],
    }],
    numbers: &[
        count(
            [
                "Selon l'ONU, une mégapole est une ville de plus de combien de millions d'habitants ?",
                "According to the UN, a megacity is a city of more than how many million inhabitants?",
            ],
            [
                "le seuil d'une mégapole, en millions d'habitants",
                "the threshold of a megacity, in millions of inhabitants",
            ],
            10.0,
        ),
        year(
            [
                "En quelle année, selon l'ONU, plus de la moitié de l'humanité a-t-elle vécu en ville pour la première fois ?",
                "In which year, according to the UN, did more than half of humankind live in cities for the first time?",
            ],
            [
                "la première année où plus de la moitié de l'humanité vit en ville",
                "the first year when more than half of humankind lives in cities",
            ],
            2007.0,
        ),
    ],
    diagrams: &[],
};

/// The world map is drawn 60 units right of the margin, 40 below it.
const DX: f64 = 60.0;
const DY: f64 = 40.0;

fn draw_world(f: &mut Figure) {
    map::draw_world_plain(f, DX, DY);
}

const fn part(name: [&'static str; 2], at: (f64, f64), label: (f64, f64)) -> Part {
    Part { name, at, label }
}

/// The map of the continents (Antarctica not drawn), six of them numbered. The points `at`
/// are the continents' marks of `map/world.rs` shifted by (60, 40) (checked by a test).
pub(crate) static CONTINENTS_MAP: Diagram = Diagram {
    title: [
        "le planisphère des continents",
        "the world map of the continents",
    ],
    size: (1080.0, 500.0),
    draw: draw_world,
    parts: &[
        part(["l'Europe", "Europe"], (627.0, 124.0), (627.0, 18.0)),
        part(["l'Asie", "Asia"], (750.0, 151.0), (1058.0, 151.0)),
        part(["l'Afrique", "Africa"], (592.0, 243.0), (592.0, 478.0)),
        part(
            ["l'Amérique du Nord", "North America"],
            (306.0, 154.0),
            (22.0, 154.0),
        ),
        part(
            ["l'Amérique du Sud", "South America"],
            (398.0, 332.0),
            (22.0, 332.0),
        ),
        part(["l'Océanie", "Oceania"], (875.0, 360.0), (1058.0, 360.0)),
    ],
};

/// Indices in `map::CONTINENTS` of the parts of [`CONTINENTS_MAP`], in order.
#[cfg(test)]
pub(crate) const MAP_CONTINENTS: [usize; 6] = [0, 1, 2, 3, 4, 5];

/// La répartition de la population mondiale et ses dynamiques.
pub(crate) static POPULATION: Bank = Bank {
    chapter: "histoire-geographie-6e-repartition-de-la-population-mondiale",
    title: ["Le monde habité", "The inhabited world"],
    relations: &[
        Relation {
            name: ["Les mots de la population", "The words of population"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["la densité de population", "population density"],
                    [
                        "le nombre moyen d'habitants par kilomètre carré",
                        "the average number of inhabitants per square kilometre",
                    ],
                    [
                        "Qu'est-ce que la densité de population ?",
                        "What is population density?",
                    ],
                ),
                word!(
                    ["un foyer de peuplement", "a population cluster"],
                    [
                        "une vaste région où vit une grande partie de la population, avec de fortes densités",
                        "a vast region where a large part of the population lives, with high densities",
                    ],
                    [
                        "Qu'est-ce qu'un foyer de peuplement ?",
                        "What is a population cluster?",
                    ],
                ),
                word!(
                    ["un désert humain", "an empty area"],
                    [
                        "un espace vide ou presque vide d'habitants",
                        "an area with no or almost no inhabitants",
                    ],
                    ["Qu'est-ce qu'un désert humain ?", "What is an empty area?",],
                ),
                word!(
                    ["la croissance démographique", "population growth"],
                    [
                        "l'augmentation du nombre d'habitants d'un territoire",
                        "the increase in the number of inhabitants of a territory",
                    ],
                    [
                        "Qu'est-ce que la croissance démographique ?",
                        "What is population growth?",
                    ],
                ),
                word!(
                    ["l'accroissement naturel", "natural increase"],
                    [
                        "la différence entre le nombre de naissances et le nombre de décès",
                        "the difference between the number of births and the number of deaths",
                    ],
                    [
                        "Qu'est-ce que l'accroissement naturel ?",
                        "What is natural increase?",
                    ],
                ),
                word!(
                    ["l'exode rural", "the rural exodus"],
                    [
                        "le départ des habitants des campagnes vers les villes",
                        "the departure of country people for the cities",
                    ],
                    ["Qu'est-ce que l'exode rural ?", "What is the rural exodus?"],
                ),
            ],
        },
        Relation {
            name: ["Des espaces peu peuplés", "Sparsely populated areas"],
            matching: [
                "Associe chaque espace peu peuplé à sa description.",
                "Match each sparsely populated area with its description.",
            ],
            typed: false,
            pairs: &[
                pair(
                    ["le Sahara", "the Sahara"],
                    ["un désert chaud et sec", "a hot, dry desert"],
                    ["Qu'est-ce que le Sahara ?", "What is the Sahara?"],
                    [
                        "Quel espace peu peuplé est un désert chaud et sec ?",
                        "Which sparsely populated area is a hot, dry desert?",
                    ],
                ),
                pair(
                    ["l'Amazonie", "Amazonia"],
                    [
                        "une forêt équatoriale dense et humide",
                        "a dense, wet equatorial forest",
                    ],
                    ["Qu'est-ce que l'Amazonie ?", "What is Amazonia?"],
                    [
                        "Quel espace peu peuplé est une forêt équatoriale dense et humide ?",
                        "Which sparsely populated area is a dense, wet equatorial forest?",
                    ],
                ),
                pair(
                    ["l'Himalaya", "the Himalayas"],
                    [
                        "la plus haute chaîne de montagnes du monde",
                        "the highest mountain range in the world",
                    ],
                    ["Qu'est-ce que l'Himalaya ?", "What are the Himalayas?"],
                    [
                        "Quel espace peu peuplé est la plus haute chaîne de montagnes du monde ?",
                        "Which sparsely populated area is the highest mountain range in the world?",
                    ],
                ),
                pair(
                    ["le Groenland", "Greenland"],
                    [
                        "une île recouverte en grande partie par une calotte de glace",
                        "an island mostly covered by an ice sheet",
                    ],
                    ["Qu'est-ce que le Groenland ?", "What is Greenland?"],
                    [
                        "Quel espace peu peuplé est une île recouverte en grande partie par une calotte de glace ?",
                        "Which sparsely populated area is an island mostly covered by an ice sheet?",
                    ],
                ),
                pair(
                    ["l'Antarctique", "Antarctica"],
                    [
                        "un continent presque entièrement recouvert de glace, sans habitants permanents",
                        "a continent almost entirely covered with ice, with no permanent inhabitants",
                    ],
                    ["Qu'est-ce que l'Antarctique ?", "What is Antarctica?"],
                    [
                        "Quel espace est un continent presque entièrement recouvert de glace, sans habitants permanents ?",
                        "Which area is a continent almost entirely covered with ice, with no permanent inhabitants?",
                    ],
                ),
                pair(
                    ["la Sibérie", "Siberia"],
                    [
                        "une immense région de Russie au climat très froid, couverte en grande partie de taïga",
                        "a huge region of Russia with a very cold climate, largely covered with taiga",
                    ],
                    ["Qu'est-ce que la Sibérie ?", "What is Siberia?"],
                    [
                        "Quel espace peu peuplé est une immense région de Russie au climat très froid, couverte en grande partie de taïga ?",
                        "Which sparsely populated area is a huge region of Russia with a very cold climate, largely covered with taiga?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des espaces densément peuplés", "Densely populated areas"],
        which: [
            "Parmi ces espaces, lesquels sont densément peuplés ?",
            "Which of these areas are densely populated?",
        ],
        which_not: [
            "Parmi ces espaces, lesquels ne sont pas densément peuplés ?",
            "Which of these areas are not densely populated?",
        ],
        members: &[
            ["l'Asie de l'Est", "East Asia"],
            ["l'Asie du Sud", "South Asia"],
            ["l'Europe de l'Ouest", "Western Europe"],
            ["la vallée du Nil", "the Nile valley"],
            [
                "le Nord-Est des États-Unis",
                "the north-east of the United States",
            ],
        ],
        others: &[
            ["le Sahara", "the Sahara"],
            ["l'Amazonie", "Amazonia"],
            ["la Sibérie", "Siberia"],
            ["le Groenland", "Greenland"],
            ["le centre de l'Australie", "the centre of Australia"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Les continents, du plus peuplé au moins peuplé",
            "The continents, from the most to the least populated",
        ],
        order: [
            "Range ces continents du plus peuplé au moins peuplé.",
            "Put these continents in order from the most to the least populated.",
        ],
        backward: [
            "Range ces continents du moins peuplé au plus peuplé.",
            "Put these continents in order from the least to the most populated.",
        ],
        next: [
            "Du plus peuplé au moins peuplé, quel continent vient juste après celui-ci : « {} » ?",
            "From the most to the least populated, which continent comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : du plus peuplé au moins peuplé, « {a} » vient avant « {b} ».",
            "True or false: from the most to the least populated, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["l'Asie", "Asia"],
            ["l'Afrique", "Africa"],
            ["l'Amérique", "America"],
            ["l'Europe", "Europe"],
            ["l'Océanie", "Oceania"],
        ],
    }],
    numbers: &[
        count(
            [
                "Combien d'habitants la Terre compte-t-elle aujourd'hui, en milliards, arrondi à l'unité ?",
                "How many inhabitants does the Earth have today, in billions, rounded to the nearest whole number?",
            ],
            [
                "la population mondiale, en milliards d'habitants",
                "the world population, in billions of inhabitants",
            ],
            8.0,
        ),
        year(
            [
                "En quelle année la population mondiale a-t-elle atteint 8 milliards d'habitants, selon l'ONU ?",
                "In which year did the world population reach 8 billion, according to the UN?",
            ],
            [
                "la population mondiale atteint 8 milliards d'habitants",
                "the world population reaches 8 billion",
            ],
            2022.0,
        ),
        year(
            [
                "En quelle année la population mondiale a-t-elle atteint 7 milliards d'habitants, selon l'ONU ?",
                "In which year did the world population reach 7 billion, according to the UN?",
            ],
            [
                "la population mondiale atteint 7 milliards d'habitants",
                "the world population reaches 7 billion",
            ],
            2011.0,
        ),
    ],
    diagrams: &[&CONTINENTS_MAP],
};

/// A seaside resort and its country: `resort!([resort fr, resort en], [country fr, country
/// en], "en …", "in …")`.
macro_rules! resort {
    ([$c:literal, $ce:literal], [$k:literal, $ke:literal], $in_fr:literal, $in_en:literal $(,)?) => {
        pair(
            [$c, $ce],
            [$k, $ke],
            [
                concat!(
                    "Dans quel pays se trouve la station balnéaire de ",
                    $c,
                    " ?"
                ),
                concat!("In which country is the seaside resort of ", $ce, "?"),
            ],
            [
                concat!(
                    "Laquelle de ces stations balnéaires se trouve ",
                    $in_fr,
                    " ?"
                ),
                concat!("Which of these seaside resorts is ", $in_en, "?"),
            ],
        )
    };
}

/// Littoral touristique.
pub(crate) static LITTORAL_TOURISTIQUE: Bank = Bank {
    chapter: "histoire-geographie-6e-littoral-touristique",
    title: [
        "Habiter un littoral touristique",
        "Living on a tourist coast",
    ],
    relations: &[
        Relation {
            name: ["Les mots du littoral", "The words of the coast"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["un littoral", "a coast"],
                    [
                        "la zone de contact entre la terre et la mer",
                        "the area where land and sea meet",
                    ],
                    ["Qu'est-ce qu'un littoral ?", "What is a coast?"],
                ),
                word!(
                    ["une station balnéaire", "a seaside resort"],
                    [
                        "une ville aménagée au bord de la mer pour accueillir les touristes",
                        "a town built up by the sea to welcome tourists",
                    ],
                    [
                        "Qu'est-ce qu'une station balnéaire ?",
                        "What is a seaside resort?",
                    ],
                ),
                word!(
                    ["un port de plaisance", "a marina"],
                    [
                        "un port aménagé pour les bateaux de loisirs",
                        "a harbour built for leisure boats",
                    ],
                    ["Qu'est-ce qu'un port de plaisance ?", "What is a marina?",],
                ),
                word!(
                    ["la littoralisation", "coastal concentration"],
                    [
                        "la concentration des habitants et des activités sur les littoraux",
                        "the concentration of people and activities on the coasts",
                    ],
                    [
                        "Qu'est-ce que la littoralisation ?",
                        "What is coastal concentration?",
                    ],
                ),
                word!(
                    ["l'érosion littorale", "coastal erosion"],
                    [
                        "le recul de la côte sous l'action des vagues, des courants et des tempêtes",
                        "the retreat of the coastline under the action of waves, currents and storms",
                    ],
                    [
                        "Qu'est-ce que l'érosion littorale ?",
                        "What is coastal erosion?",
                    ],
                ),
                word!(
                    ["le tourisme", "tourism"],
                    [
                        "le fait de voyager et de séjourner hors de chez soi pour ses loisirs",
                        "travelling and staying away from home for leisure",
                    ],
                    ["Qu'est-ce que le tourisme ?", "What is tourism?"],
                ),
            ],
        },
        Relation {
            name: [
                "Des stations balnéaires du monde",
                "Seaside resorts of the world",
            ],
            matching: [
                "Associe chaque station balnéaire à son pays.",
                "Match each seaside resort with its country.",
            ],
            typed: false,
            pairs: &[
                resort!(
                    ["La Grande-Motte", "La Grande-Motte"],
                    ["la France", "France"],
                    "en France",
                    "in France"
                ),
                resort!(
                    ["Benidorm", "Benidorm"],
                    ["l'Espagne", "Spain"],
                    "en Espagne",
                    "in Spain"
                ),
                resort!(
                    ["Cancún", "Cancún"],
                    ["le Mexique", "Mexico"],
                    "au Mexique",
                    "in Mexico"
                ),
                resort!(
                    ["Miami Beach", "Miami Beach"],
                    ["les États-Unis", "the United States"],
                    "aux États-Unis",
                    "in the United States",
                ),
                resort!(
                    ["Hammamet", "Hammamet"],
                    ["la Tunisie", "Tunisia"],
                    "en Tunisie",
                    "in Tunisia",
                ),
                resort!(
                    ["Phuket", "Phuket"],
                    ["la Thaïlande", "Thailand"],
                    "en Thaïlande",
                    "in Thailand"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Des aménagements touristiques", "Tourist facilities"],
        which: [
            "Parmi ces aménagements du littoral, lesquels sont destinés aux touristes ?",
            "Which of these coastal facilities are meant for tourists?",
        ],
        which_not: [
            "Parmi ces aménagements du littoral, lesquels ne sont pas destinés aux touristes ?",
            "Which of these coastal facilities are not meant for tourists?",
        ],
        members: &[
            ["un port de plaisance", "a marina"],
            ["une promenade de bord de mer", "a seafront promenade"],
            ["une résidence de vacances", "a holiday residence"],
            ["un camping", "a campsite"],
            ["un parc aquatique", "a water park"],
        ],
        others: &[
            ["un terminal à conteneurs", "a container terminal"],
            ["une raffinerie de pétrole", "an oil refinery"],
            ["un chantier naval", "a shipyard"],
            ["un haut-fourneau", "a blast furnace"],
        ],
    }],
    sequences: &[Sequence {
        name: [
            "Le tourisme littoral en France",
            "Coastal tourism in France",
        ],
        order: [
            "Range ces événements de l'histoire du tourisme littoral en France du plus ancien au plus récent.",
            "Put these events in the history of coastal tourism in France in order from the oldest to the most recent.",
        ],
        backward: [
            "Range ces événements de l'histoire du tourisme littoral en France du plus récent au plus ancien.",
            "Put these events in the history of coastal tourism in France in order from the most recent to the oldest.",
        ],
        next: [
            "Dans l'histoire du tourisme littoral en France, quel événement vient juste après celui-ci : « {} » ?",
            "In the history of coastal tourism in France, which event comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : dans l'histoire du tourisme littoral en France, « {a} » vient avant « {b} ».",
            "True or false: in the history of coastal tourism in France, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["les premiers congés payés", "the first paid holidays"],
            [
                "la mission Racine, qui aménage le littoral du Languedoc-Roussillon",
                "the Racine mission, which develops the Languedoc-Roussillon coast",
            ],
            [
                "la création du Conservatoire du littoral",
                "the creation of the Conservatoire du littoral",
            ],
            ["la loi Littoral", "the Littoral law"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année les premiers congés payés ont-ils été accordés aux salariés en France ?",
                "In which year were the first paid holidays granted to employees in France?",
            ],
            ["les premiers congés payés", "the first paid holidays"],
            1936.0,
        ),
        year(
            [
                "En quelle année la mission Racine a-t-elle été créée pour aménager le littoral du Languedoc-Roussillon ?",
                "In which year was the Racine mission set up to develop the Languedoc-Roussillon coast?",
            ],
            [
                "la création de la mission Racine",
                "the creation of the Racine mission",
            ],
            1963.0,
        ),
        year(
            [
                "En quelle année la loi Littoral, qui protège les côtes françaises, a-t-elle été votée ?",
                "In which year was the Littoral law, which protects the French coasts, passed?",
            ],
            ["la loi Littoral", "the Littoral law"],
            1986.0,
        ),
        count(
            [
                "Selon la loi Littoral, sur quelle largeur, en mètres, la bande côtière est-elle inconstructible en dehors des espaces urbanisés ?",
                "Under the Littoral law, over what width, in metres, is the coastal strip closed to building outside built-up areas?",
            ],
            [
                "la largeur de la bande inconstructible, en mètres",
                "the width of the strip closed to building, in metres",
            ],
            100.0,
        ),
    ],
    diagrams: &[],
};

/// A port and its country: `port!([port fr, port en], [country fr, country en], "en …",
/// "in …")`.
macro_rules! port {
    ([$c:literal, $ce:literal], [$k:literal, $ke:literal], $in_fr:literal, $in_en:literal $(,)?) => {
        pair(
            [$c, $ce],
            [$k, $ke],
            [
                concat!("Dans quel pays se trouve le port de ", $c, " ?"),
                concat!("In which country is the port of ", $ce, "?"),
            ],
            [
                concat!("Lequel de ces ports se trouve ", $in_fr, " ?"),
                concat!("Which of these ports is ", $in_en, "?"),
            ],
        )
    };
}

/// Littoral industrialo-portuaire.
pub(crate) static LITTORAL_PORTUAIRE: Bank = Bank {
    chapter: "histoire-geographie-6e-littoral-industrialo-portuaire",
    title: [
        "Habiter un littoral industrialo-portuaire",
        "Living on an industrial port coast",
    ],
    relations: &[
        Relation {
            name: ["Les mots du port", "The words of the port"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                word!(
                    ["une zone industrialo-portuaire", "an industrial port zone"],
                    [
                        "un espace où des usines sont installées au bord des quais d'un port",
                        "an area where factories stand along the docks of a port",
                    ],
                    [
                        "Qu'est-ce qu'une zone industrialo-portuaire ?",
                        "What is an industrial port zone?",
                    ],
                ),
                word!(
                    ["un conteneur", "a container"],
                    [
                        "une grande caisse métallique de taille standard qui sert à transporter des marchandises",
                        "a large metal box of standard size used to carry goods",
                    ],
                    ["Qu'est-ce qu'un conteneur ?", "What is a container?"],
                ),
                word!(
                    ["un porte-conteneurs", "a container ship"],
                    [
                        "un navire qui transporte des conteneurs",
                        "a ship that carries containers",
                    ],
                    [
                        "Qu'est-ce qu'un porte-conteneurs ?",
                        "What is a container ship?",
                    ],
                ),
                word!(
                    ["une façade maritime", "a maritime façade"],
                    [
                        "un ensemble de grands ports proches les uns des autres sur un même littoral",
                        "a group of large ports close to one another on the same coast",
                    ],
                    [
                        "Qu'est-ce qu'une façade maritime ?",
                        "What is a maritime façade?",
                    ],
                ),
                word!(
                    ["l'arrière-pays", "the hinterland"],
                    [
                        "l'espace intérieur desservi par un port, d'où viennent et où vont ses marchandises",
                        "the inland area served by a port, where its goods come from and go to",
                    ],
                    [
                        "Qu'est-ce que l'arrière-pays d'un port ?",
                        "What is the hinterland of a port?",
                    ],
                ),
                word!(
                    ["la mondialisation", "globalisation"],
                    [
                        "la mise en relation des territoires du monde par les échanges de marchandises, de personnes et d'informations",
                        "the linking of the world's territories by the exchange of goods, people and information",
                    ],
                    [
                        "Qu'est-ce que la mondialisation ?",
                        "What is globalisation?",
                    ],
                ),
            ],
        },
        Relation {
            name: ["Des grands ports du monde", "Great ports of the world"],
            matching: [
                "Associe chaque port à son pays.",
                "Match each port with its country.",
            ],
            typed: false,
            pairs: &[
                port!(
                    ["Shanghai", "Shanghai"],
                    ["la Chine", "China"],
                    "en Chine",
                    "in China"
                ),
                port!(
                    ["Rotterdam", "Rotterdam"],
                    ["les Pays-Bas", "the Netherlands"],
                    "aux Pays-Bas",
                    "in the Netherlands"
                ),
                port!(
                    ["Anvers", "Antwerp"],
                    ["la Belgique", "Belgium"],
                    "en Belgique",
                    "in Belgium"
                ),
                port!(
                    ["Hambourg", "Hamburg"],
                    ["l'Allemagne", "Germany"],
                    "en Allemagne",
                    "in Germany"
                ),
                port!(
                    ["Marseille", "Marseille"],
                    ["la France", "France"],
                    "en France",
                    "in France"
                ),
                port!(
                    ["Busan", "Busan"],
                    ["la Corée du Sud", "South Korea"],
                    "en Corée du Sud",
                    "in South Korea"
                ),
            ],
        },
    ],
    groups: &[Group {
        name: [
            "Les aménagements d'une zone industrialo-portuaire",
            "The facilities of an industrial port zone",
        ],
        which: [
            "Parmi ces aménagements du littoral, lesquels se trouvent dans une zone industrialo-portuaire ?",
            "Which of these coastal facilities are found in an industrial port zone?",
        ],
        which_not: [
            "Parmi ces aménagements du littoral, lesquels ne se trouvent pas dans une zone industrialo-portuaire ?",
            "Which of these coastal facilities are not found in an industrial port zone?",
        ],
        members: &[
            ["un terminal à conteneurs", "a container terminal"],
            ["une raffinerie de pétrole", "an oil refinery"],
            ["un chantier naval", "a shipyard"],
            ["un haut-fourneau", "a blast furnace"],
            ["un terminal méthanier", "an LNG terminal"],
        ],
        others: &[
            ["un port de plaisance", "a marina"],
            ["une promenade de bord de mer", "a seafront promenade"],
            ["un camping", "a campsite"],
            ["un parc aquatique", "a water park"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Le voyage d'un conteneur", "The journey of a container"],
        order: [
            "Range dans l'ordre les étapes du voyage d'un conteneur, de l'usine au client.",
            "Put the steps of a container's journey in order, from the factory to the customer.",
        ],
        backward: [
            "Range les étapes du voyage d'un conteneur de la dernière à la première.",
            "Put the steps of a container's journey in order from last to first.",
        ],
        next: [
            "Lors du voyage d'un conteneur, quelle étape vient juste après celle-ci : « {} » ?",
            "During a container's journey, which step comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : lors du voyage d'un conteneur, « {a} » vient avant « {b} ».",
            "True or false: during a container's journey, “{a}” comes before “{b}”.",
        ],
        steps: &[
            [
                "le remplissage du conteneur à l'usine",
                "filling the container at the factory",
            ],
            [
                "le transport par camion ou par train jusqu'au port de départ",
                "carrying it by lorry or train to the port of departure",
            ],
            [
                "le chargement sur un porte-conteneurs",
                "loading it onto a container ship",
            ],
            ["la traversée de l'océan", "crossing the ocean"],
            [
                "le déchargement au port d'arrivée",
                "unloading it at the port of arrival",
            ],
            ["la livraison au client", "delivering it to the customer"],
        ],
    }],
    numbers: &[
        year(
            [
                "En quelle année le premier porte-conteneurs, l'Ideal X, a-t-il pris la mer aux États-Unis ?",
                "In which year did the first container ship, the Ideal X, put to sea in the United States?",
            ],
            [
                "le premier voyage d'un porte-conteneurs",
                "the first voyage of a container ship",
            ],
            1956.0,
        ),
        count(
            [
                "Combien de pieds de long mesure le conteneur qui sert d'unité de mesure du trafic des ports, l'EVP ?",
                "How many feet long is the container used as the unit of port traffic, the TEU?",
            ],
            [
                "la longueur du conteneur standard, en pieds",
                "the length of the standard container, in feet",
            ],
            20.0,
        ),
    ],
    diagrams: &[],
};

#[cfg(test)]
mod tests {
    use super::{BANKS, CONTINENTS_MAP, DX, DY, MAP_CONTINENTS};
    use crate::domain::question::Language;
    use crate::generate::builtin::{Ctx, Lvl, bank};
    use crate::generate::visual::map;

    /// Prints every template of every bank here, to read them
    /// (`cargo test … hg::geo6 -- --ignored --nocapture`).
    #[test]
    #[ignore]
    fn print_questions() {
        for (mode, b) in BANKS.iter().enumerate() {
            for (kind, _) in b.templates() {
                for pin in 0..bank::VARIANTS {
                    for lang in [Language::Fr, Language::En] {
                        let mut c = Ctx::new(u64::from(pin) + 7, lang, Lvl::L6, mode as u8);
                        c.pin = Some(pin);
                        let q = bank::special(BANKS, &mut c, kind).expect("a template");
                        let d = q.draft;
                        let opts: Vec<_> = d.choices.iter().map(|c| c.text.clone()).collect();
                        println!("[{kind:?}] {}\n   {opts:?}\n   -> {:?}", d.stem, d.answer);
                    }
                }
            }
        }
    }

    #[test]
    fn the_numbered_continents_of_the_map_point_inside_their_continent() {
        assert_eq!(CONTINENTS_MAP.parts.len(), MAP_CONTINENTS.len());
        for (part, &i) in CONTINENTS_MAP.parts.iter().zip(&MAP_CONTINENTS) {
            assert_eq!(part.at, map::world_mark(i, DX, DY), "{}", part.name[0]);
            assert_eq!(part.name[1], map::CONTINENTS[i].en, "{}", part.name[0]);
            assert!(part.name[0].ends_with(map::CONTINENTS[i].fr));
        }
    }
}
