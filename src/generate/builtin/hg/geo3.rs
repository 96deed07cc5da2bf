//! Géographie 3e (cycle 4, programme du BO spécial n° 11 du 26 novembre 2015, modifié au BO
//! n° 31 du 30 juillet 2020): the territories of France and their organisation.

use super::count;
use super::l4::year;
use crate::generate::builtin::bank::{Bank, Diagram, Group, Part, Relation, Sequence, pair};
use crate::generate::figure::Figure;
use crate::generate::visual::map;

/// The map is drawn 50 units right of the margin, 10 below it.
const DX: f64 = 50.0;
const DY: f64 = 10.0;

fn draw(f: &mut Figure) {
    map::draw_france_plain(f, DX, DY);
}

const fn part(name: [&'static str; 2], at: (f64, f64), label: (f64, f64)) -> Part {
    Part { name, at, label }
}

/// The map of France's 13 metropolitan regions, 10 of them numbered. The points `at` are the
/// regions' marks of `map/france.rs` shifted by (50, 10) (checked by a test).
pub(crate) static REGIONS_MAP: Diagram = Diagram {
    title: [
        "la carte des régions de la France métropolitaine",
        "the map of the regions of metropolitan France",
    ],
    size: (670.0, 560.0),
    draw,
    parts: &[
        part(["la Bretagne", "Brittany"], (118.0, 184.0), (22.0, 230.0)),
        part(["la Normandie", "Normandy"], (245.0, 149.0), (22.0, 110.0)),
        part(
            ["l'Île-de-France", "Île-de-France"],
            (329.0, 162.0),
            (329.0, 18.0),
        ),
        part(
            ["la Nouvelle-Aquitaine", "Nouvelle-Aquitaine"],
            (254.0, 321.0),
            (22.0, 340.0),
        ),
        part(["l'Occitanie", "Occitania"], (304.0, 429.0), (250.0, 548.0)),
        part(
            ["le Grand Est", "Grand Est"],
            (429.0, 161.0),
            (648.0, 161.0),
        ),
        part(
            ["les Hauts-de-France", "Hauts-de-France"],
            (337.0, 101.0),
            (648.0, 60.0),
        ),
        part(
            ["l'Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"],
            (409.0, 337.0),
            (648.0, 300.0),
        ),
        part(
            [
                "la Provence-Alpes-Côte d'Azur",
                "Provence-Alpes-Côte d'Azur",
            ],
            (464.0, 411.0),
            (648.0, 411.0),
        ),
        part(["la Corse", "Corsica"], (562.0, 495.0), (648.0, 495.0)),
    ],
};

/// Indices in `map::REGIONS` of the parts of [`REGIONS_MAP`], in order.
#[cfg(test)]
pub(crate) const MAP_REGIONS: [usize; 10] = [7, 3, 0, 8, 9, 5, 4, 10, 11, 12];

/// A region and its chef-lieu: `capital!([region fr, region en], city, "de la …", "…")`.
macro_rules! capital {
    ($region:expr, $city:literal, $of_fr:literal, $of_en:literal $(,)?) => {
        pair(
            $region,
            [$city, $city],
            [
                concat!("Quel est le chef-lieu ", $of_fr, " ?"),
                concat!("What is the regional capital of ", $of_en, "?"),
            ],
            [
                concat!("De quelle région ", $city, " est-elle le chef-lieu ?"),
                concat!("Which region is ", $city, " the capital of?"),
            ],
        )
    };
}

/// Aménager pour répondre aux inégalités croissantes entre territoires français.
pub(crate) static TERRITOIRES: Bank = Bank {
    chapter: "histoire-geographie-3e-amenager-face-aux-inegalites",
    title: ["Les territoires de la France", "The territories of France"],
    relations: &[
        Relation {
            name: [
                "Les régions et leurs chefs-lieux",
                "The regions and their capitals",
            ],
            matching: [
                "Associe chaque région à son chef-lieu.",
                "Match each region with its capital.",
            ],
            typed: true,
            pairs: &[
                capital!(
                    ["la Bretagne", "Brittany"],
                    "Rennes",
                    "de la Bretagne",
                    "Brittany"
                ),
                capital!(
                    ["la Normandie", "Normandy"],
                    "Rouen",
                    "de la Normandie",
                    "Normandy"
                ),
                capital!(
                    ["les Hauts-de-France", "Hauts-de-France"],
                    "Lille",
                    "des Hauts-de-France",
                    "Hauts-de-France",
                ),
                capital!(
                    ["le Grand Est", "Grand Est"],
                    "Strasbourg",
                    "du Grand Est",
                    "Grand Est"
                ),
                capital!(
                    ["la Nouvelle-Aquitaine", "Nouvelle-Aquitaine"],
                    "Bordeaux",
                    "de la Nouvelle-Aquitaine",
                    "Nouvelle-Aquitaine",
                ),
                capital!(
                    ["l'Occitanie", "Occitania"],
                    "Toulouse",
                    "de l'Occitanie",
                    "Occitania"
                ),
                capital!(
                    ["l'Auvergne-Rhône-Alpes", "Auvergne-Rhône-Alpes"],
                    "Lyon",
                    "de l'Auvergne-Rhône-Alpes",
                    "Auvergne-Rhône-Alpes",
                ),
                capital!(
                    ["les Pays de la Loire", "Pays de la Loire"],
                    "Nantes",
                    "des Pays de la Loire",
                    "Pays de la Loire",
                ),
                capital!(
                    ["le Centre-Val de Loire", "Centre-Val de Loire"],
                    "Orléans",
                    "du Centre-Val de Loire",
                    "Centre-Val de Loire",
                ),
                capital!(
                    ["la Bourgogne-Franche-Comté", "Bourgogne-Franche-Comté"],
                    "Dijon",
                    "de la Bourgogne-Franche-Comté",
                    "Bourgogne-Franche-Comté",
                ),
                capital!(["la Corse", "Corsica"], "Ajaccio", "de la Corse", "Corsica"),
            ],
        },
        Relation {
            name: ["Les mots du territoire", "The words of the territory"],
            matching: [
                "Associe chaque mot à sa définition.",
                "Match each word with its definition.",
            ],
            typed: true,
            pairs: &[
                pair(
                    ["la commune", "the commune"],
                    [
                        "la plus petite collectivité territoriale, administrée par un conseil municipal et un maire",
                        "the smallest local authority, run by a municipal council and a mayor",
                    ],
                    ["Qu'est-ce qu'une commune ?", "What is a commune?"],
                    [
                        "Quelle est la plus petite collectivité territoriale, administrée par un conseil municipal et un maire ?",
                        "What is the smallest local authority, run by a municipal council and a mayor?",
                    ],
                ),
                pair(
                    ["le département", "the département"],
                    [
                        "la collectivité territoriale administrée par un conseil départemental, chargée notamment des collèges",
                        "the local authority run by a departmental council, in charge of the collèges among other things",
                    ],
                    ["Qu'est-ce qu'un département ?", "What is a département?"],
                    [
                        "Quelle collectivité territoriale, administrée par un conseil départemental, est chargée notamment des collèges ?",
                        "Which local authority, run by a departmental council, is in charge of the collèges among other things?",
                    ],
                ),
                pair(
                    ["la région", "the region"],
                    [
                        "la collectivité territoriale administrée par un conseil régional, chargée notamment des lycées",
                        "the local authority run by a regional council, in charge of the lycées among other things",
                    ],
                    ["Qu'est-ce qu'une région ?", "What is a region?"],
                    [
                        "Quelle collectivité territoriale, administrée par un conseil régional, est chargée notamment des lycées ?",
                        "Which local authority, run by a regional council, is in charge of the lycées among other things?",
                    ],
                ),
                pair(
                    ["l'aménagement du territoire", "regional planning"],
                    [
                        "l'ensemble des actions publiques qui organisent le territoire et réduisent les inégalités entre ses parties",
                        "all the public actions that organise the territory and reduce the inequalities between its parts",
                    ],
                    [
                        "Qu'est-ce que l'aménagement du territoire ?",
                        "What is regional planning?",
                    ],
                    [
                        "Comment appelle-t-on l'ensemble des actions publiques qui organisent le territoire et réduisent les inégalités entre ses parties ?",
                        "What are all the public actions that organise the territory and reduce the inequalities between its parts called?",
                    ],
                ),
                pair(
                    ["une inégalité territoriale", "a territorial inequality"],
                    [
                        "une différence de richesse, d'équipements ou d'accès aux services entre des territoires",
                        "a difference in wealth, facilities or access to services between territories",
                    ],
                    [
                        "Qu'est-ce qu'une inégalité territoriale ?",
                        "What is a territorial inequality?",
                    ],
                    [
                        "Comment appelle-t-on une différence de richesse, d'équipements ou d'accès aux services entre des territoires ?",
                        "What is a difference in wealth, facilities or access to services between territories called?",
                    ],
                ),
            ],
        },
    ],
    groups: &[Group {
        name: ["Les régions d'outre-mer", "The overseas regions"],
        which: [
            "Parmi ces territoires, lesquels sont des régions françaises d'outre-mer ?",
            "Which of these territories are French overseas regions?",
        ],
        which_not: [
            "Parmi ces territoires, lesquels ne sont pas des régions françaises d'outre-mer ?",
            "Which of these territories are not French overseas regions?",
        ],
        members: &[
            ["la Guadeloupe", "Guadeloupe"],
            ["la Martinique", "Martinique"],
            ["la Guyane", "French Guiana"],
            ["La Réunion", "Réunion"],
            ["Mayotte", "Mayotte"],
        ],
        others: &[
            ["la Nouvelle-Calédonie", "New Caledonia"],
            ["la Polynésie française", "French Polynesia"],
            ["Saint-Pierre-et-Miquelon", "Saint Pierre and Miquelon"],
            ["la Corse", "Corsica"],
        ],
    }],
    sequences: &[Sequence {
        name: ["Les échelons du territoire", "The levels of the territory"],
        order: [
            "Range ces échelons de l'organisation du territoire du plus local au plus vaste.",
            "Put these levels of the organisation of the territory in order, from the most local to the widest.",
        ],
        backward: [
            "Range ces échelons de l'organisation du territoire du plus vaste au plus local.",
            "Put these levels of the organisation of the territory in order, from the widest to the most local.",
        ],
        next: [
            "Du plus local au plus vaste, quel échelon du territoire vient juste après celui-ci : « {} » ?",
            "From the most local to the widest, which level of the territory comes right after this one: “{}”?",
        ],
        before: [
            "Vrai ou faux : du plus local au plus vaste, « {a} » vient avant « {b} ».",
            "True or false: from the most local to the widest, “{a}” comes before “{b}”.",
        ],
        steps: &[
            ["la commune", "the commune"],
            ["l'intercommunalité", "the group of communes"],
            ["le département", "the département"],
            ["la région", "the region"],
            ["l'État", "the State"],
        ],
    }],
    numbers: &[
        count(
            [
                "Combien de régions la France métropolitaine compte-t-elle depuis 2016 ?",
                "How many regions has metropolitan France had since 2016?",
            ],
            [
                "le nombre de régions de la France métropolitaine",
                "the number of regions of metropolitan France",
            ],
            13.0,
        ),
        count(
            [
                "Combien de régions la France compte-t-elle en tout, outre-mer compris ?",
                "How many regions does France have in all, overseas included?",
            ],
            [
                "le nombre de régions de la France, outre-mer compris",
                "the number of regions of France, overseas included",
            ],
            18.0,
        ),
        count(
            [
                "Combien de régions d'outre-mer la France compte-t-elle ?",
                "How many overseas regions does France have?",
            ],
            [
                "le nombre de régions d'outre-mer",
                "the number of overseas regions",
            ],
            5.0,
        ),
        count(
            [
                "Combien de départements la France compte-t-elle, outre-mer compris ?",
                "How many départements does France have, overseas included?",
            ],
            [
                "le nombre de départements, outre-mer compris",
                "the number of départements, overseas included",
            ],
            101.0,
        ),
        year(
            [
                "En quelle année la France métropolitaine est-elle passée de 22 à 13 régions ?",
                "In which year did metropolitan France go from 22 to 13 regions?",
            ],
            [
                "le passage de 22 à 13 régions métropolitaines",
                "the change from 22 to 13 metropolitan regions",
            ],
            2016.0,
        ),
    ],
    diagrams: &[&REGIONS_MAP],
};
