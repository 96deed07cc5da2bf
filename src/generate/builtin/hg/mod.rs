//! Histoire-géographie: one fact bank per chapter (see [`super::bank`] for the format), by
//! level: dates and timelines, actors, places and words of each period.

/// A word and its definition, for the banks of every level: asked "what is it?" and
/// "what is … called?".
macro_rules! word {
    (
        [$fr:literal, $en:literal $(,)?],
        [$dfr:literal, $den:literal $(,)?],
        [$qfr:literal, $qen:literal $(,)?] $(,)?
    ) => {
        $crate::generate::builtin::bank::pair(
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

pub(crate) mod c3;
pub(crate) mod g1;
mod geo3;
pub(crate) mod geo3b;
pub(crate) mod geo3c;
pub(crate) mod geo6;
pub(crate) mod geo6b;
pub(crate) mod geob;
pub(crate) mod l1;
pub(crate) mod l1b;
pub(crate) mod l2;
pub(crate) mod l2b;
mod l3;
pub(crate) mod l3b;
mod l4;
pub(crate) mod l4b;
pub(crate) mod l4c;
pub(crate) mod l5;
pub(crate) mod l5b;
pub(crate) mod l5c;
pub(crate) mod l6;
pub(crate) mod lt;

use super::Family;
use super::bank::{self, Bank, Number, Sequence};

/// The histoire-géographie family: a catalog entry's mode is the index of its chapter's bank
/// in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("histoire-geographie", BANKS);

/// Every histoire-géographie bank; a catalog entry's mode is an index in this slice (append
/// only).
pub(crate) static BANKS: &[&Bank] = &[
    &l4::REVOLUTION,
    &l3::GRANDE_GUERRE,
    &l3::GUERRE_FROIDE,
    &geo3::TERRITOIRES,
];

/// A count or a year asked as a whole number without unit ("combien de millions… ?", "en quelle
/// année… ?").
pub(super) const fn count(ask: [&'static str; 2], about: [&'static str; 2], value: f64) -> Number {
    l4::year(ask, about, value)
}

/// The usual wording of a chapter's timeline (earliest first): the banks of new chapters use it.
pub(super) const fn timeline(
    name: [&'static str; 2],
    steps: &'static [[&'static str; 2]],
) -> Sequence {
    Sequence {
        name,
        order: [
            "Range ces faits dans l'ordre chronologique, du plus ancien au plus récent.",
            "Put these facts in chronological order, from the earliest to the latest.",
        ],
        backward: [
            "Range ces faits dans l'ordre chronologique inverse, du plus récent au plus ancien.",
            "Put these facts in reverse chronological order, from the latest to the earliest.",
        ],
        next: [
            "Dans la chronologie du chapitre, quel fait suit immédiatement « {} » ?",
            "In the timeline of the chapter, which fact immediately follows “{}”?",
        ],
        before: [
            "Vrai ou faux : « {a} » précède « {b} ».",
            "True or false: “{a}” precedes “{b}”.",
        ],
        steps,
    }
}

#[cfg(test)]
mod tests;
