//! Stub.
use super::super::model::QuestionKind::*;
use super::{Family, no_special};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "stub",
    item: super::physics::stub_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
};
