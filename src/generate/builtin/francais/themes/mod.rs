//! Français, the literary themes of 6e to 2de (programme du cycle 3 et du cycle 4, BOEN n° 31
//! du 30 juillet 2020; seconde, BOEN spécial n° 1 du 22 janvier 2019): one fact bank per
//! chapter (see [`crate::generate::builtin::bank`] for the format), by level: the works the
//! programmes and the usual textbooks cite and their authors, their characters, the words of
//! the theme, the works in chronological order, groups of works or writers, and dates.
//!
//! Questions are in French whatever the request's language (`builtin::language_of`); the
//! English texts are faithful translations, for the English course knowledge.

/// A work and its author: "Qui a écrit … ?" and "Quelle œuvre … a-t-il (a-t-elle) écrite ?".
macro_rules! by {
    ($w:literal, $we:literal, $a:literal, $ae:literal, $il:literal) => {
        $crate::generate::builtin::bank::pair(
            [$w, $we],
            [$a, $ae],
            [
                concat!("Qui a écrit ", $w, " ?"),
                concat!("Who wrote ", $we, "?"),
            ],
            [
                concat!("Quelle œuvre ", $a, " a-t-", $il, " écrite ?"),
                concat!("Which work did ", $ae, " write?"),
            ],
        )
    };
}

/// A character and the work where they appear: "Dans quelle œuvre … apparaît-il ?" and
/// "Quel personnage apparaît dans … ?".
macro_rules! cast {
    ($c:literal, $ce:literal, $w:literal, $we:literal, $il:literal) => {
        $crate::generate::builtin::bank::pair(
            [$c, $ce],
            [$w, $we],
            [
                concat!("Dans quelle œuvre ", $c, " apparaît-", $il, " ?"),
                concat!("In which work does ", $ce, " appear?"),
            ],
            [
                concat!("Quel personnage apparaît dans ", $w, " ?"),
                concat!("Which character appears in ", $we, "?"),
            ],
        )
    };
}

/// A term and its definition (a whole phrase with its article): the question for the
/// definition is given, the one for the term is "Comment appelle-t-on … ?".
macro_rules! term {
    ($t:literal, $te:literal, $ask:literal, $aske:literal, $d:literal, $de:literal) => {
        $crate::generate::builtin::bank::pair(
            [$t, $te],
            [$d, $de],
            [$ask, $aske],
            [
                concat!("Comment appelle-t-on ", $d, " ?"),
                concat!("What is ", $de, " called?"),
            ],
        )
    };
}

/// Works in chronological order: a [`Sequence`](crate::generate::builtin::bank::Sequence) of
/// works, with its instructions.
macro_rules! works_in_time {
    ($name:expr, $steps:expr) => {
        $crate::generate::builtin::bank::Sequence {
            name: $name,
            order: [
                "Range ces œuvres de la plus ancienne à la plus récente.",
                "Put these works in order from the oldest to the most recent.",
            ],
            backward: [
                "Range ces œuvres de la plus récente à la plus ancienne.",
                "Put these works in order from the most recent to the oldest.",
            ],
            next: [
                "Dans l'ordre chronologique, quelle œuvre vient juste après « {} » ?",
                "In chronological order, which work comes right after “{}”?",
            ],
            before: [
                "Vrai ou faux : l'œuvre « {a} » est plus ancienne que l'œuvre « {b} ».",
                "True or false: the work “{a}” is older than the work “{b}”.",
            ],
            steps: $steps,
        }
    };
}

mod l2;
mod l3;
mod l4;
mod l5;
mod l6;

use crate::generate::builtin::Family;
use crate::generate::builtin::bank::{self, Bank, Number};

/// The family of the literary themes: a catalog entry's mode is the index of its chapter's
/// bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("francais", BANKS);

/// Every literary-theme bank; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[
    &l6::MONSTRE,
    &l6::CREATION,
    &l6::RESISTER,
    &l5::VOYAGE,
    &l5::AUTRUI,
    &l5::UNIVERS,
    &l5::HEROS,
    &l5::NATURE,
    &l4::AMOUR,
    &l4::SOCIETE,
    &l4::FICTION,
    &l4::INFORMER,
    &l4::VILLE,
    &l3::SE_RACONTER,
    &l3::DENONCER,
    &l3::VISIONS,
    &l3::AGIR,
    &l3::PROGRES,
    &l2::POESIE,
    &l2::IDEES,
    &l2::ROMAN,
    &l2::THEATRE,
];

/// A year (or a count), without a unit.
const fn year(ask: [&'static str; 2], about: [&'static str; 2], value: f64) -> Number {
    Number {
        ask,
        about,
        value,
        dp: 0,
        unit: "",
    }
}

#[cfg(test)]
mod tests {
    use rand::SeedableRng;

    use crate::domain::question::Language;
    use crate::generate::builtin;

    /// Prints a question of every template of every literary theme, to read them.
    #[test]
    #[ignore = "prints the questions"]
    fn print_questions() {
        for t in builtin::topics() {
            if !std::ptr::eq(t.family, &super::FAMILY) {
                continue;
            }
            println!("\n=== {}", t.chapter.id);
            for round in 0..builtin::template_count(t) {
                let rng = rand::rngs::StdRng::seed_from_u64(round);
                let (b, _) = builtin::build(t, None, round, rng, Language::En);
                let d = &b.draft;
                let choices: Vec<String> = d
                    .choices
                    .iter()
                    .map(|c| format!("{}{}", if c.correct { "*" } else { "" }, c.text))
                    .collect();
                println!(
                    "[{:?}] {} | {} | {:?}",
                    d.kind,
                    d.stem,
                    choices.join(" / "),
                    d.answer
                );
            }
        }
    }
}
