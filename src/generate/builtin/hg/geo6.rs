//! Géographie 6e (cycle 3, programme du BO n° 31 du 30 juillet 2020): habiter une métropole,
//! habiter les littoraux, le monde habité.

use super::l4::year;
use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Group, Number, Relation, Sequence, pair};

/// The 6e geography banks: a catalog entry's mode is the index of its chapter's bank here
/// (append only).
pub(crate) static BANKS: &[&Bank] = &[&METROPOLES];

/// The family of the 6e geography banks.
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// A word and its definition: asked "what is it?" and "what is … called?".
macro_rules! word {
    (
        [$fr:literal, $en:literal $(,)?],
        [$dfr:literal, $den:literal $(,)?],
        [$qfr:literal, $qen:literal $(,)?] $(,)?
    ) => {
        pair(
            [$fr, $en],
            [$dfr, $den],
            [$qfr, $qen],
            [
                concat!("Comment appelle-t-on ", $dfr, " ?"),
                concat!("What do we call ", $den, "?"),
            ],
        )
    };
}

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

/// A count or a share, its unit named in the question.
const fn count(ask: [&'static str; 2], about: [&'static str; 2], value: f64) -> Number {
    year(ask, about, value)
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

#[cfg(test)]
mod tests {
    use super::BANKS;
    use crate::domain::question::Language;
    use crate::generate::builtin::{Ctx, Lvl, bank};

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
}
