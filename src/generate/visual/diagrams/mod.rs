//! Schematics with numbered parts, for the fact banks' labelled-diagram questions
//! (`generate::builtin::bank::Diagram`): each function draws shapes only and names nothing;
//! the bank gives each part a point on it and a place in the margin for its number.

pub(crate) mod physics;
pub(crate) mod svt;
pub(crate) mod svt_4e3e;
pub(crate) mod svt_6e5e;
