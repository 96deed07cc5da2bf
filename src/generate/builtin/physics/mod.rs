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
//! | [`lycee`], [`terminale`] | [`LYCEE`] | the 1re and Tle spécialité chapters, one mode each |
//!
//! Each law draws its values answer-first, then for the unknown asked (one of the three
//! slots) writes the texts ([`Texts`]), the distractors and the figure; [`item`] assembles them
//! and [`product`] gives the checks the `a × b = c` relation to recompute. The scaffolding the
//! laws share lives here: the typical slips with a formula ([`inverted`], [`multiplied`],
//! [`divided`], [`added`]), the captions of a figure ([`captions`]), the formula triangle
//! ([`triangle_figure`]) and the unit conversion asked first ([`convert_step`]).

pub(crate) mod bank1;
pub(crate) mod bank2;
pub(crate) mod bank3;
pub(crate) mod bank3b;
pub(crate) mod bank4;
pub(crate) mod bank5;
pub(crate) mod bank6;
pub(crate) mod bankt;
mod density;
mod electricity;
mod energy;
mod lycee;
mod motion;
mod solutions;
mod sound;
mod terminale;
mod weight;

use super::facts::Facts;
use super::{Ctx, Item, Qty, Step, Wrong, tr, units, wrong};
use crate::domain::question::{Language, Visual};
use crate::generate::visual::{formula_triangle, visual};

pub(crate) use self::density::DENSITY;
pub(crate) use self::electricity::OHM;
pub(crate) use self::energy::ENERGY;
pub(crate) use self::lycee::LYCEE;
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

/// Distractor: the formula turned upside down, `x ÷ y`.
fn inverted(ctx: &Ctx, qty: Qty, x: &str, y: &str) -> Wrong {
    let lang = ctx.lang;
    wrong(
        qty,
        tr!(
            lang,
            "formule inversée : {x} ÷ {y}",
            "inverted formula: {x} ÷ {y}"
        ),
    )
}

/// Distractor: `x` multiplied by `y` where the law divides.
fn multiplied(ctx: &Ctx, qty: Qty, x: &str, y: &str) -> Wrong {
    let lang = ctx.lang;
    wrong(
        qty,
        tr!(
            lang,
            "multiplication de {x} par {y}",
            "multiplied {x} by {y}"
        ),
    )
}

/// Distractor: `x` divided by `y` where the law multiplies.
fn divided(ctx: &Ctx, qty: Qty, x: &str, y: &str) -> Wrong {
    let lang = ctx.lang;
    wrong(
        qty,
        tr!(lang, "division de {x} par {y}", "divided {x} by {y}"),
    )
}

/// Distractor: `x` and `y` added.
fn added(ctx: &Ctx, qty: Qty, x: &str, y: &str) -> Wrong {
    let lang = ctx.lang;
    wrong(
        qty,
        tr!(lang, "addition de {x} et {y}", "added {x} and {y}"),
    )
}

/// The captions of a law's figure: the two givens as `symbol = value`, then `unknown = ?`.
fn captions(given: [(&str, &str); 2], unknown: &str) -> Vec<String> {
    let [(a, at), (b, bt)] = given;
    vec![
        format!("{a} = {at}"),
        format!("{b} = {bt}"),
        format!("{unknown} = ?"),
    ]
}

/// The formula triangle of `top = left × right` with the law's captions, and its alt text.
fn triangle_figure(lang: Language, [top, left, right]: [&str; 3], caps: &[String]) -> Visual {
    let alt = format!(
        "{} {}",
        tr!(
            lang,
            "Triangle des formules : {top} en haut, {left} et {right} en bas.",
            "Formula triangle: {top} on top, {left} and {right} below."
        ),
        caps.join(", ")
    );
    visual(&formula_triangle(top, left, right, caps), alt)
}

/// The sub-question "convert the given `value` (in `from`) first", whose answer is `answer`.
fn convert_step(prompt: String, answer: Qty, value: f64, from: &'static str) -> Step {
    Step {
        prompt,
        answer,
        facts: Facts::Convert { value, from },
    }
}
