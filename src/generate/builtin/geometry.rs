//! Stub.
use super::super::model::QuestionKind::*;
use super::{Family, no_special};

/// The family.
pub(crate) static PYTHAGORAS: Family = Family {
    name: "stub",
    item: super::physics::stub_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
};
/// The family.
pub(crate) static THALES: Family = Family {
    name: "stub",
    item: super::physics::stub_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
};
/// The family.
pub(crate) static TRIG: Family = Family {
    name: "stub",
    item: super::physics::stub_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
};
/// The family.
pub(crate) static ANGLES: Family = Family {
    name: "stub",
    item: super::physics::stub_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
};
