//! SVT (sciences de la vie et de la Terre), 6e to Terminale: one fact bank per chapter
//! (see [`super::bank`] for the format), by level.

pub(crate) mod c3;
pub(crate) mod l1;
pub(crate) mod l2;
pub(crate) mod l3;
pub(crate) mod l4;
pub(crate) mod l5;
mod l6;
pub(crate) mod lt;

use super::Family;
use super::bank::{self, Bank};

/// The SVT family: a catalog entry's mode is the index of its chapter's bank in [`BANKS`].
pub(crate) static FAMILY: Family = bank::family!("svt", BANKS);

/// Every SVT bank; a catalog entry's mode is an index in this slice (append only).
pub(crate) static BANKS: &[&Bank] = &[&l6::CELLULE, &l6::CLASSER, &l6::MATIERE];
