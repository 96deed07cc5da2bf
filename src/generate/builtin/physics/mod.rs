//! Physics-chemistry laws of the form `c = a × b` (speed, density, weight, Ohm's law, energy
//! and power, mass concentration) and kinetic energy, one file per law with the chapters it
//! serves:
//!
//! | file | family | chapters |
//! |---|---|---|
//! | [`motion`] | [`SPEED`] | `mouvements` 6e, `decrire-un-mouvement` 5e, `vitesse` 4e, `description-d-un-mouvement` 2de |
//! | [`sound`] | [`SPEED`] (mode 3) | `son` 4e |
//! | [`density`] | [`DENSITY`] | `masse-volumique` 4e, `corps-purs-et-melanges` 2de |
//! | [`weight`] | [`WEIGHT`] | `poids-et-masse` 3e |
//! | [`electricity`] | [`OHM`] | `loi-d-ohm` 4e, `signaux-et-capteurs` 2de |
//! | [`energy`] | [`ENERGY`] | `energie-et-puissance` 3e, `energie-cinetique` 3e |
//! | [`solutions`] | [`CONCENTRATION`] | `solutions-et-concentration` 2de |
//!
//! Each law draws its values answer-first, then for the unknown asked (one of the three
//! slots) writes the texts ([`Texts`]), the distractors and the figure; [`item`] assembles them
//! and [`product`] gives the checks the `a × b = c` relation to recompute.

mod density;
mod electricity;
mod energy;
mod motion;
mod solutions;
mod sound;
mod weight;

use super::facts::Facts;
use super::{Item, Qty, Step, Wrong, units};
use crate::domain::question::Visual;

pub(crate) use self::density::DENSITY;
pub(crate) use self::electricity::OHM;
pub(crate) use self::energy::ENERGY;
pub(crate) use self::motion::SPEED;
pub(crate) use self::solutions::CONCENTRATION;
pub(crate) use self::weight::WEIGHT;

/// `a × b = c` facts in base units, with the answer's tolerance.
fn product(si: [f64; 3], slot: usize, answer: &Qty) -> Facts {
    Facts::Product {
        abc: si,
        slot,
        tol: answer.tol * units::factor(answer.unit).unwrap_or(1.0),
    }
}

/// Shared tail of every product-law item.
struct Texts {
    situation: String,
    question: String,
    claim: String,
    label: String,
    noun: String,
    explanation: String,
}

#[allow(clippy::too_many_arguments)]
fn item(
    t: Texts,
    answer: Qty,
    wrongs: Vec<Wrong>,
    alts: Vec<Qty>,
    vis: Visual,
    facts: Facts,
    steps: Vec<Step>,
    variant: u8,
) -> Item {
    Item {
        situation: t.situation,
        question: t.question,
        claim: t.claim,
        label: t.label,
        noun: t.noun,
        answer,
        wrongs,
        alts,
        visual: vis,
        explanation: t.explanation,
        facts,
        steps,
        variant,
    }
}
