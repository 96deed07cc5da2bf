//! Lengths, areas and volumes: perimeters and areas (modes 0: 6e, 1: 5e), the cuboid (2: 6e),
//! prisms and cylinders (3: 5e), pyramids and cones (4: 4e), the sphere (5: 3e), and the
//! effect of an enlargement or reduction and its ratio (6: 3e). Values involving π are rounded to 0,1 with a
//! tolerance; the checks recompute them with equivalent formulas.
//!
//! | file | modes | chapters |
//! |---|---|---|
//! | [`areas`] | 0, 1 | `perimetres-et-aires` 6e, 5e |
//! | [`solids`] | 2–5 | `volume-du-pave-droit` 6e, `volumes` 5e, 4e, `sphere-et-boule` 3e |
//! | [`cuboid`] | 2 | `volume-du-pave-droit` 6e (capacity in litres, a missing edge) |
//! | [`scale`] | 6 | `agrandissement-et-reduction` 3e |
//!
//! Every shape is drawn and measured here ([`formula`]); its texts are written in [`areas`] or
//! [`solids`] from what [`Given`] holds.

mod areas;
mod cuboid;
mod scale;
mod solids;

use std::f64::consts::PI;

use super::facts::{Facts, Shape};
use super::{Ctx, Family, Item, Qty, Wrong, no_special, tr, units};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::{Language, Visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "measure",
    notion,
    item,
    special: no_special,
    kinds: |mode| match mode {
        2..=4 => &[
            Numeric,
            SingleChoice,
            MultipleChoice,
            TrueFalse,
            Ordering,
            Matching,
        ],
        _ => &[Numeric, SingleChoice, TrueFalse, Ordering, Matching],
    },
    variants,
};

/// The shapes a mode asks about (`None`: the scale items of `agrandissement-et-reduction`).
fn shapes(mode: u8) -> Option<&'static [Shape]> {
    Some(match mode {
        0 => &[
            Shape::RectangleArea,
            Shape::RectanglePerimeter,
            Shape::SquareArea,
            Shape::SquarePerimeter,
            Shape::Circumference,
        ],
        // the 5e's areas: triangle, parallelogram, disc
        1 => &[
            Shape::TriangleArea,
            Shape::ParallelogramArea,
            Shape::DiscArea,
        ],
        2 => &[Shape::CuboidVolume],
        3 => &[Shape::PrismVolume, Shape::CylinderVolume],
        4 => &[Shape::PyramidVolume, Shape::ConeVolume],
        5 => &[Shape::SphereVolume, Shape::SphereArea],
        _ => return None,
    })
}

/// One variant per shape (three for the cuboid, the sphere's section after its volume and
/// area), three for the scale items.
fn variants(mode: u8) -> u8 {
    match mode {
        2 | 5 => 3,
        _ => shapes(mode).map_or(3, |s| s.len() as u8),
    }
}

/// The notion of the chapter's course knowledge that each variant exercises (the chapters
/// `sphere-et-boule` and `agrandissement-et-reduction`).
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (5, 0 | 1) => Some("formules"),
        (5, _) => Some("sphere"),
        (6, 0 | 1) => Some("effet"),
        (6, _) => Some("rapport"),
        _ => None,
    }
}

fn item(ctx: &mut Ctx) -> Item {
    let Some(shapes) = shapes(ctx.mode) else {
        return scale::scale_item(ctx);
    };
    if ctx.mode == 5 {
        let v = ctx.variant(3);
        if v == 2 {
            return solids::sphere_section_item(ctx);
        }
        return shape_item(ctx, shapes[v as usize], v);
    }
    if ctx.mode == 2 {
        match ctx.variant(3) {
            1 => return cuboid::tank_litres(ctx),
            2 => return cuboid::missing_edge(ctx),
            _ => {}
        }
    }
    let v = ctx.variant(shapes.len() as u8);
    shape_item(ctx, shapes[v as usize], v)
}

/// Exact value of the measure (the generator's formula), dims in cm.
fn formula(shape: Shape, d: &[f64]) -> f64 {
    match shape {
        Shape::RectangleArea => d[0] * d[1],
        Shape::RectanglePerimeter => 2.0 * (d[0] + d[1]),
        Shape::SquareArea => d[0] * d[0],
        Shape::SquarePerimeter => 4.0 * d[0],
        Shape::TriangleArea => d[0] * d[1] / 2.0,
        Shape::ParallelogramArea => d[0] * d[1],
        Shape::DiscArea => PI * d[0] * d[0],
        Shape::Circumference => 2.0 * PI * d[0],
        Shape::CuboidVolume => d[0] * d[1] * d[2],
        Shape::PrismVolume => d[0] * d[1] / 2.0 * d[2],
        Shape::CylinderVolume => PI * d[0] * d[0] * d[1],
        Shape::PyramidVolume => d[0] * d[0] * d[1] / 3.0,
        Shape::ConeVolume => PI * d[0] * d[0] * d[1] / 3.0,
        Shape::SphereVolume => 4.0 / 3.0 * PI * d[0].powi(3),
        Shape::SphereArea => 4.0 * PI * d[0] * d[0],
    }
}

fn unit_of(shape: Shape) -> &'static str {
    match shape {
        Shape::RectanglePerimeter | Shape::SquarePerimeter | Shape::Circumference => "cm",
        Shape::RectangleArea
        | Shape::SquareArea
        | Shape::TriangleArea
        | Shape::ParallelogramArea
        | Shape::DiscArea
        | Shape::SphereArea => "cm²",
        _ => "cm³",
    }
}

fn uses_pi(shape: Shape) -> bool {
    matches!(
        shape,
        Shape::DiscArea
            | Shape::Circumference
            | Shape::CylinderVolume
            | Shape::ConeVolume
            | Shape::SphereVolume
            | Shape::SphereArea
    )
}

fn shape_item(ctx: &mut Ctx, shape: Shape, variant: u8) -> Item {
    let lang = ctx.lang;
    let n = |ctx: &mut Ctx, lo: i64, hi: i64| ctx.int(lo, hi) as f64;
    let dims: Vec<f64> = match shape {
        Shape::RectangleArea | Shape::RectanglePerimeter => {
            let l = n(ctx, 4, 20);
            vec![l, n(ctx, 2, (l as i64 - 1).max(2))]
        }
        Shape::SquareArea | Shape::SquarePerimeter => vec![n(ctx, 2, 15)],
        Shape::TriangleArea | Shape::ParallelogramArea => vec![n(ctx, 3, 16), n(ctx, 2, 12)],
        Shape::DiscArea | Shape::Circumference | Shape::SphereVolume | Shape::SphereArea => {
            vec![n(ctx, 1, 12)]
        }
        Shape::CuboidVolume => vec![n(ctx, 2, 12), n(ctx, 2, 10), n(ctx, 2, 10)],
        Shape::PrismVolume => vec![n(ctx, 2, 10), n(ctx, 2, 10), n(ctx, 3, 15)],
        Shape::CylinderVolume | Shape::ConeVolume => vec![n(ctx, 1, 8), n(ctx, 2, 15)],
        Shape::PyramidVolume => {
            let c = n(ctx, 2, 12);
            vec![c, 3.0 * n(ctx, 1, 6)]
        }
    };
    let unit = unit_of(shape);
    let exact = formula(shape, &dims);
    let answer = if uses_pi(shape) {
        Qty::rounded(exact, 1, unit)
    } else {
        Qty::rounded_exact(exact, 2, unit)
    };
    let at = answer.text(lang);
    let approx = if answer.is_exact() { "=" } else { "≈" };
    let note = if answer.is_exact() {
        String::new()
    } else {
        tr!(
            lang,
            " Arrondis au dixième.",
            " Round to the nearest tenth."
        )
    };
    let given = Given {
        lang,
        shape,
        d: &dims,
        at,
        approx,
        note,
    };
    let (situation, question, noun, label, vis, wrongs, expl) = match shape {
        Shape::CuboidVolume
        | Shape::PrismVolume
        | Shape::CylinderVolume
        | Shape::ConeVolume
        | Shape::PyramidVolume
        | Shape::SphereVolume
        | Shape::SphereArea => solids::texts(ctx, &given),
        _ => areas::texts(ctx, &given),
    };
    // an ordering or matching item names its shape: "Cylindre : r = 3 cm, h = 5 cm"
    let (fr_name, en_name) = shape_name(shape);
    let label = tr!(lang, "{fr_name} : {label}", "{en_name}: {label}");
    let alts = if unit == "cm³" {
        let mut a = vec![Qty {
            unit: "mL",
            ..answer.clone()
        }];
        if answer.is_exact() {
            a.push(Qty::exact(answer.value / 1000.0, answer.dp + 3, "L"));
        }
        a
    } else {
        Vec::new()
    };
    let claim_noun = noun.clone();
    let facts = Facts::Shape {
        shape,
        dims: dims.iter().map(|x| x / 100.0).collect(),
        tol: answer.tol * units::factor(unit).unwrap_or(1.0),
    };
    Item {
        situation,
        question,
        claim: tr!(
            lang,
            "son {claim_noun} vaut {{v}}",
            "its {claim_noun} is {{v}}"
        ),
        label,
        noun,
        answer,
        wrongs,
        alts,
        visual: vis,
        explanation: expl,
        facts,
        steps: Vec::new(),
        variant,
    }
}

/// The shape's name (French, English), capitalised.
fn shape_name(shape: Shape) -> (&'static str, &'static str) {
    match shape {
        Shape::RectangleArea | Shape::RectanglePerimeter => ("Rectangle", "Rectangle"),
        Shape::SquareArea | Shape::SquarePerimeter => ("Carré", "Square"),
        Shape::TriangleArea => ("Triangle", "Triangle"),
        Shape::ParallelogramArea => ("Parallélogramme", "Parallelogram"),
        Shape::DiscArea => ("Disque", "Disc"),
        Shape::Circumference => ("Cercle", "Circle"),
        Shape::CuboidVolume => ("Pavé droit", "Cuboid"),
        Shape::PrismVolume => ("Prisme droit", "Right prism"),
        Shape::CylinderVolume => ("Cylindre", "Cylinder"),
        Shape::PyramidVolume => ("Pyramide", "Pyramid"),
        Shape::ConeVolume => ("Cône", "Cone"),
        Shape::SphereVolume | Shape::SphereArea => ("Boule", "Ball"),
    }
}

/// What a shape's texts are written from: the dimensions (cm) and the answer as shown.
struct Given<'a> {
    lang: Language,
    shape: Shape,
    d: &'a [f64],
    /// The answer as shown.
    at: String,
    /// "=" for an exact answer, "≈" for a rounded one.
    approx: &'static str,
    /// The rounding instruction, if any (with a leading space).
    note: String,
}

/// A shape's situation, question, noun, label, figure, distractors and explanation.
type Texts = (String, String, String, String, Visual, Vec<Wrong>, String);

impl Given<'_> {
    /// A length in cm, as shown.
    fn cm(&self, x: f64) -> String {
        super::super::num::qty(x, 2, "cm", self.lang)
    }

    /// `fr` or `en`, in the question's language.
    fn say(&self, fr: &str, en: &str) -> String {
        if self.lang == Language::Fr {
            fr.to_owned()
        } else {
            en.to_owned()
        }
    }

    /// A distractor of value `x`, rounded as the answer is.
    fn like_answer(&self, x: f64, u: &'static str) -> Qty {
        if uses_pi(self.shape) {
            Qty::rounded(x, 1, u)
        } else {
            Qty::rounded_exact(x, 2, u)
        }
    }
}
