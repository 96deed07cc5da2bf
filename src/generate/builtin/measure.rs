//! Lengths, areas and volumes: perimeters and areas (modes 0: 6e, 1: 5e), the cuboid (2: 6e),
//! prisms and cylinders (3: 5e), pyramids and cones (4: 4e), the sphere (5: 3e), and the
//! effect of an enlargement or reduction (6: 3e). Values involving π are rounded to 0,1 with a
//! tolerance; the checks recompute them with equivalent formulas.

use std::f64::consts::PI;

use super::super::rational::Rational;
use super::super::visual::{
    cone_or_pyramid, cuboid, cylinder, disc, parallelogram, rectangle, scaling, sphere,
    triangle_with_height, visual,
};
use super::facts::{Facts, Shape};
use super::{Ctx, Family, Item, Qty, Wrong, no_special, tr, units, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::{Language, Visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "measure",
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
};

fn item(ctx: &mut Ctx) -> Item {
    let shapes: &[Shape] = match ctx.mode {
        0 => &[
            Shape::RectangleArea,
            Shape::RectanglePerimeter,
            Shape::SquareArea,
            Shape::SquarePerimeter,
            Shape::Circumference,
            Shape::TriangleArea,
        ],
        1 => &[
            Shape::TriangleArea,
            Shape::ParallelogramArea,
            Shape::DiscArea,
            Shape::Circumference,
        ],
        2 => &[Shape::CuboidVolume],
        3 => &[Shape::PrismVolume, Shape::CylinderVolume],
        4 => &[Shape::PyramidVolume, Shape::ConeVolume],
        5 => &[Shape::SphereVolume, Shape::SphereArea],
        _ => return scale_item(ctx),
    };
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
    let c = |x: f64| super::super::num::qty(x, 2, "cm", lang);
    let d = dims.clone();
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
    let q = |fr: &str, en: &str| {
        if lang == Language::Fr {
            fr.to_owned()
        } else {
            en.to_owned()
        }
    };
    let rq = |x: f64, u: &'static str| {
        if uses_pi(shape) {
            Qty::rounded(x, 1, u)
        } else {
            Qty::rounded_exact(x, 2, u)
        }
    };
    let (situation, question, noun, label, vis, wrongs, expl): (
        String,
        String,
        String,
        String,
        Visual,
        Vec<Wrong>,
        String,
    ) = match shape {
        Shape::RectangleArea | Shape::RectanglePerimeter => {
            let (l, wd) = (c(d[0]), c(d[1]));
            let area = shape == Shape::RectangleArea;
            let vis = visual(
                &rectangle(d[0], d[1], &l, &wd),
                tr!(
                    lang,
                    "Rectangle de longueur {l} et de largeur {wd}",
                    "Rectangle {l} long and {wd} wide"
                ),
            );
            let wr = if area {
                vec![
                    w(
                        ctx,
                        Qty::exact(2.0 * (d[0] + d[1]), 0, "cm²"),
                        "périmètre calculé au lieu de l'aire",
                        "worked out the perimeter instead of the area",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] + d[1], 0, "cm²"),
                        "longueur et largeur additionnées",
                        "added length and width",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1], 0, "cm"),
                        "mauvaise unité : une aire s'exprime en cm²",
                        "wrong unit: an area is in cm²",
                    ),
                ]
            } else {
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1], 0, "cm"),
                        "aire calculée au lieu du périmètre",
                        "worked out the area instead of the perimeter",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] + d[1], 0, "cm"),
                        "seulement deux côtés additionnés",
                        "added only two sides",
                    ),
                    w(
                        ctx,
                        Qty::exact(2.0 * d[0] + d[1], 0, "cm"),
                        "un côté oublié",
                        "forgot a side",
                    ),
                ]
            };
            (
                tr!(
                    lang,
                    "Un rectangle mesure {l} de longueur et {wd} de largeur.",
                    "A rectangle is {l} long and {wd} wide."
                ),
                if area {
                    q("Quelle est son aire, en cm² ?", "What is its area, in cm²?")
                } else {
                    q(
                        "Quel est son périmètre, en cm ?",
                        "What is its perimeter, in cm?",
                    )
                },
                if area {
                    q("aire", "area")
                } else {
                    q("périmètre", "perimeter")
                },
                format!("{l} × {wd}"),
                vis,
                wr,
                if area {
                    tr!(
                        lang,
                        "Aire = L × l = {l} × {wd} = {at}.",
                        "Area = L × w = {l} × {wd} = {at}."
                    )
                } else {
                    tr!(
                        lang,
                        "Périmètre = 2 × (L + l) = 2 × ({l} + {wd}) = {at}.",
                        "Perimeter = 2 × (L + w) = 2 × ({l} + {wd}) = {at}."
                    )
                },
            )
        }
        Shape::SquareArea => {
            let s = c(d[0]);
            (
                tr!(
                    lang,
                    "Un carré a des côtés de {s}.",
                    "A square has sides of {s}."
                ),
                q("Quelle est son aire, en cm² ?", "What is its area, in cm²?"),
                q("aire", "area"),
                s.clone(),
                visual(
                    &rectangle(d[0], d[0], &s, &s),
                    tr!(lang, "Carré de côté {s}", "Square with side {s}"),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(4.0 * d[0], 0, "cm²"),
                        "périmètre calculé au lieu de l'aire",
                        "worked out the perimeter instead of the area",
                    ),
                    w(
                        ctx,
                        Qty::exact(2.0 * d[0], 0, "cm²"),
                        "côté multiplié par 2 au lieu d'être élevé au carré",
                        "doubled the side instead of squaring it",
                    ),
                ],
                tr!(
                    lang,
                    "Aire = c × c = {s} × {s} = {at}.",
                    "Area = s × s = {s} × {s} = {at}."
                ),
            )
        }
        Shape::TriangleArea => {
            let (b, h) = (c(d[0]), c(d[1]));
            (
                tr!(
                    lang,
                    "Un triangle a une base de {b} et une hauteur relative à cette base de {h}.",
                    "A triangle has a base of {b} and a height of {h} onto that base."
                ),
                q("Quelle est son aire, en cm² ?", "What is its area, in cm²?"),
                q("aire", "area"),
                format!("{b} ; {h}"),
                visual(
                    &triangle_with_height(&b, &h),
                    tr!(
                        lang,
                        "Triangle de base {b} et de hauteur {h} (en pointillés)",
                        "Triangle with base {b} and height {h} (dashed)"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1], 0, "cm²"),
                        "division par 2 oubliée",
                        "forgot to divide by 2",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] + d[1], 0, "cm²"),
                        "base et hauteur additionnées",
                        "added base and height",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(d[0] * d[1] / 4.0, 2, "cm²"),
                        "division par 4 au lieu de 2",
                        "divided by 4 instead of 2",
                    ),
                ],
                tr!(
                    lang,
                    "Aire = base × hauteur ÷ 2 = {b} × {h} ÷ 2 = {at}.",
                    "Area = base × height ÷ 2 = {b} × {h} ÷ 2 = {at}."
                ),
            )
        }
        Shape::ParallelogramArea => {
            let (b, h) = (c(d[0]), c(d[1]));
            (
                tr!(
                    lang,
                    "Un parallélogramme a une base de {b} et une hauteur relative à cette base de {h}.",
                    "A parallelogram has a base of {b} and a height of {h} onto that base."
                ),
                q("Quelle est son aire, en cm² ?", "What is its area, in cm²?"),
                q("aire", "area"),
                format!("{b} ; {h}"),
                visual(
                    &parallelogram(&b, &h),
                    tr!(
                        lang,
                        "Parallélogramme de base {b} et de hauteur {h}",
                        "Parallelogram with base {b} and height {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1] / 2.0, 1, "cm²"),
                        "division par 2 comme pour un triangle",
                        "divided by 2 as for a triangle",
                    ),
                    w(
                        ctx,
                        Qty::exact(2.0 * (d[0] + d[1]), 0, "cm²"),
                        "périmètre calculé au lieu de l'aire",
                        "worked out a perimeter instead of the area",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] + d[1], 0, "cm²"),
                        "base et hauteur additionnées",
                        "added base and height",
                    ),
                ],
                tr!(
                    lang,
                    "Aire = base × hauteur = {b} × {h} = {at}.",
                    "Area = base × height = {b} × {h} = {at}."
                ),
            )
        }
        Shape::DiscArea | Shape::Circumference => {
            let r = c(d[0]);
            let area = shape == Shape::DiscArea;
            let u = unit;
            (
                tr!(
                    lang,
                    "Un disque a un rayon de {r}.",
                    "A disc has a radius of {r}."
                ),
                if area {
                    q("Quelle est son aire, en cm² ?", "What is its area, in cm²?")
                } else {
                    q(
                        "Quel est son périmètre, en cm ?",
                        "What is its perimeter (circumference), in cm?",
                    )
                } + &note,
                if area {
                    q("aire", "area")
                } else {
                    q("périmètre", "perimeter")
                },
                format!("r = {r}"),
                visual(
                    &disc(&format!("r = {r}"), false),
                    tr!(
                        lang,
                        "Disque de centre O et de rayon {r}",
                        "Disc with centre O and radius {r}"
                    ),
                ),
                if area {
                    vec![
                        w(
                            ctx,
                            rq(2.0 * PI * d[0], u),
                            "formule du périmètre utilisée",
                            "used the circumference formula",
                        ),
                        w(
                            ctx,
                            rq(PI * 4.0 * d[0] * d[0], u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                        w(
                            ctx,
                            rq(PI * 2.0 * d[0], u),
                            "rayon multiplié par 2 au lieu d'être élevé au carré",
                            "doubled the radius instead of squaring it",
                        ),
                    ]
                } else {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0], u),
                            "formule de l'aire utilisée",
                            "used the area formula",
                        ),
                        w(
                            ctx,
                            rq(PI * d[0], u),
                            "rayon pris pour le diamètre",
                            "took the radius for the diameter",
                        ),
                        w(
                            ctx,
                            rq(4.0 * PI * d[0], u),
                            "diamètre multiplié par 2",
                            "doubled the diameter",
                        ),
                    ]
                },
                if area {
                    tr!(
                        lang,
                        "Aire = π × r² = π × ({r})² {approx} {at}.",
                        "Area = π × r² = π × ({r})² {approx} {at}."
                    )
                } else {
                    tr!(
                        lang,
                        "Périmètre = 2 × π × r = 2 × π × {r} {approx} {at}.",
                        "Circumference = 2 × π × r = 2 × π × {r} {approx} {at}."
                    )
                },
            )
        }
        Shape::CuboidVolume => {
            let (l, wd, h) = (c(d[0]), c(d[1]), c(d[2]));
            (
                tr!(
                    lang,
                    "Un pavé droit mesure {l} de longueur, {wd} de largeur et {h} de hauteur.",
                    "A cuboid is {l} long, {wd} wide and {h} high."
                ),
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ),
                q("volume", "volume"),
                format!("{l} × {wd} × {h}"),
                visual(
                    &cuboid(&l, &wd, &h),
                    tr!(
                        lang,
                        "Pavé droit de dimensions {l}, {wd} et {h}",
                        "Cuboid measuring {l}, {wd} and {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] + d[1] + d[2], 0, "cm³"),
                        "dimensions additionnées",
                        "added the dimensions",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1], 0, "cm³"),
                        "aire de la base seulement",
                        "base area only",
                    ),
                    w(
                        ctx,
                        Qty::exact(2.0 * (d[0] * d[1] + d[0] * d[2] + d[1] * d[2]), 0, "cm³"),
                        "aire totale des faces calculée au lieu du volume",
                        "worked out the surface area instead",
                    ),
                ],
                tr!(
                    lang,
                    "V = L × l × h = {l} × {wd} × {h} = {at}.",
                    "V = L × w × h = {l} × {wd} × {h} = {at}."
                ),
            )
        }
        Shape::PrismVolume => {
            let (a, b, h) = (c(d[0]), c(d[1]), c(d[2]));
            (
                tr!(
                    lang,
                    "Un prisme droit a pour base un triangle rectangle dont les côtés de l'angle droit mesurent {a} et {b}. Sa hauteur est {h}.",
                    "A right prism has a right-triangle base with legs {a} and {b}. Its height is {h}."
                ),
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ),
                q("volume", "volume"),
                format!("{a}, {b}, {h}"),
                visual(
                    &cuboid(&a, &b, &h),
                    tr!(
                        lang,
                        "Prisme droit (schéma) : base triangle rectangle de côtés {a} et {b}, hauteur {h}",
                        "Right prism (sketch): right-triangle base with legs {a} and {b}, height {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1] * d[2], 0, "cm³"),
                        "aire du triangle sans division par 2",
                        "triangle area not divided by 2",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(d[0] * d[1] * d[2] / 3.0, 2, "cm³"),
                        "division par 3 comme pour une pyramide",
                        "divided by 3 as for a pyramid",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[1] / 2.0 + d[2], 1, "cm³"),
                        "hauteur ajoutée au lieu d'être multipliée",
                        "added the height instead of multiplying",
                    ),
                ],
                tr!(
                    lang,
                    "V = aire de la base × hauteur = ({a} × {b} ÷ 2) × {h} = {at}.",
                    "V = base area × height = ({a} × {b} ÷ 2) × {h} = {at}."
                ),
            )
        }
        Shape::CylinderVolume | Shape::ConeVolume => {
            let (r, h) = (c(d[0]), c(d[1]));
            let cone = shape == Shape::ConeVolume;
            let u = unit;
            (
                if cone {
                    tr!(
                        lang,
                        "Un cône de révolution a un rayon de base de {r} et une hauteur de {h}.",
                        "A cone has a base radius of {r} and a height of {h}."
                    )
                } else {
                    tr!(
                        lang,
                        "Un cylindre a un rayon de base de {r} et une hauteur de {h}.",
                        "A cylinder has a base radius of {r} and a height of {h}."
                    )
                },
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ) + &note,
                q("volume", "volume"),
                format!("r = {r}, h = {h}"),
                if cone {
                    visual(
                        &cone_or_pyramid(false, &format!("r = {r}"), &format!("h = {h}")),
                        tr!(
                            lang,
                            "Cône de rayon {r} et de hauteur {h}",
                            "Cone with radius {r} and height {h}"
                        ),
                    )
                } else {
                    visual(
                        &cylinder(&format!("r = {r}"), &format!("h = {h}")),
                        tr!(
                            lang,
                            "Cylindre de rayon {r} et de hauteur {h}",
                            "Cylinder with radius {r} and height {h}"
                        ),
                    )
                },
                if cone {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0] * d[1], u),
                            "division par 3 oubliée",
                            "forgot to divide by 3",
                        ),
                        w(
                            ctx,
                            rq(PI * 2.0 * d[0] * d[1] / 3.0, u),
                            "rayon multiplié par 2 au lieu d'être élevé au carré",
                            "doubled the radius instead of squaring it",
                        ),
                        w(
                            ctx,
                            rq(PI * 4.0 * d[0] * d[0] * d[1] / 3.0, u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                    ]
                } else {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0] * d[1] / 3.0, u),
                            "division par 3 comme pour un cône",
                            "divided by 3 as for a cone",
                        ),
                        w(
                            ctx,
                            rq(PI * 2.0 * d[0] * d[1], u),
                            "rayon multiplié par 2 au lieu d'être élevé au carré",
                            "doubled the radius instead of squaring it",
                        ),
                        w(
                            ctx,
                            rq(PI * 4.0 * d[0] * d[0] * d[1], u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                    ]
                },
                if cone {
                    tr!(
                        lang,
                        "V = π × r² × h ÷ 3 = π × ({r})² × {h} ÷ 3 ≈ {at}.",
                        "V = π × r² × h ÷ 3 = π × ({r})² × {h} ÷ 3 ≈ {at}."
                    )
                } else {
                    tr!(
                        lang,
                        "V = π × r² × h = π × ({r})² × {h} ≈ {at}.",
                        "V = π × r² × h = π × ({r})² × {h} ≈ {at}."
                    )
                },
            )
        }
        Shape::PyramidVolume => {
            let (s, h) = (c(d[0]), c(d[1]));
            (
                tr!(
                    lang,
                    "Une pyramide a pour base un carré de côté {s} et pour hauteur {h}.",
                    "A pyramid has a square base of side {s} and a height of {h}."
                ),
                q(
                    "Quel est son volume, en cm³ ?",
                    "What is its volume, in cm³?",
                ),
                q("volume", "volume"),
                format!("{s} ; {h}"),
                visual(
                    &cone_or_pyramid(true, &format!("c = {s}"), &format!("h = {h}")),
                    tr!(
                        lang,
                        "Pyramide à base carrée de côté {s} et de hauteur {h}",
                        "Square-based pyramid with side {s} and height {h}"
                    ),
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(d[0] * d[0] * d[1], 0, "cm³"),
                        "division par 3 oubliée",
                        "forgot to divide by 3",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(d[0] * d[1] / 3.0, 2, "cm³"),
                        "côté de la base non élevé au carré",
                        "base side not squared",
                    ),
                    w(
                        ctx,
                        Qty::exact(d[0] * d[0] * d[1] / 2.0, 1, "cm³"),
                        "division par 2 au lieu de 3",
                        "divided by 2 instead of 3",
                    ),
                ],
                tr!(
                    lang,
                    "V = aire de la base × hauteur ÷ 3 = {s} × {s} × {h} ÷ 3 = {at}.",
                    "V = base area × height ÷ 3 = {s} × {s} × {h} ÷ 3 = {at}."
                ),
            )
        }
        Shape::SphereVolume | Shape::SphereArea => {
            let r = c(d[0]);
            let vol = shape == Shape::SphereVolume;
            let u = unit;
            (
                tr!(
                    lang,
                    "Une boule a un rayon de {r}.",
                    "A ball has a radius of {r}."
                ),
                if vol {
                    q(
                        "Quel est son volume, en cm³ ?",
                        "What is its volume, in cm³?",
                    )
                } else {
                    q(
                        "Quelle est l'aire de la sphère qui la délimite, en cm² ?",
                        "What is the area of its surface, in cm²?",
                    )
                } + &note,
                if vol {
                    q("volume", "volume")
                } else {
                    q("aire", "area")
                },
                format!("r = {r}"),
                visual(
                    &sphere(&format!("r = {r}")),
                    tr!(
                        lang,
                        "Boule de centre O et de rayon {r}",
                        "Ball with centre O and radius {r}"
                    ),
                ),
                if vol {
                    vec![
                        w(
                            ctx,
                            rq(4.0 * PI * d[0].powi(3), u),
                            "coefficient 4/3 remplacé par 4",
                            "used 4 instead of 4/3",
                        ),
                        w(
                            ctx,
                            rq(4.0 / 3.0 * PI * d[0] * d[0], u),
                            "rayon élevé au carré au lieu du cube",
                            "squared the radius instead of cubing it",
                        ),
                        w(
                            ctx,
                            rq(4.0 / 3.0 * PI * (2.0 * d[0]).powi(3), u),
                            "diamètre utilisé à la place du rayon",
                            "used the diameter instead of the radius",
                        ),
                    ]
                } else {
                    vec![
                        w(
                            ctx,
                            rq(PI * d[0] * d[0], u),
                            "aire d'un disque au lieu de la sphère",
                            "area of a disc instead of the sphere",
                        ),
                        w(
                            ctx,
                            rq(4.0 / 3.0 * PI * d[0].powi(3), u),
                            "formule du volume utilisée",
                            "used the volume formula",
                        ),
                        w(
                            ctx,
                            rq(4.0 * PI * d[0], u),
                            "rayon non élevé au carré",
                            "radius not squared",
                        ),
                    ]
                },
                if vol {
                    tr!(
                        lang,
                        "V = 4/3 × π × r³ = 4/3 × π × ({r})³ ≈ {at}.",
                        "V = 4/3 × π × r³ = 4/3 × π × ({r})³ ≈ {at}."
                    )
                } else {
                    tr!(
                        lang,
                        "A = 4 × π × r² = 4 × π × ({r})² ≈ {at}.",
                        "A = 4 × π × r² = 4 × π × ({r})² ≈ {at}."
                    )
                },
            )
        }
        Shape::SquarePerimeter => unreachable_square(ctx, &d),
    };
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

fn unreachable_square(
    ctx: &Ctx,
    d: &[f64],
) -> (String, String, String, String, Visual, Vec<Wrong>, String) {
    let s = ctx.qty(d[0], 2, "cm");
    let p = ctx.qty(4.0 * d[0], 2, "cm");
    (
        tr!(
            ctx.lang,
            "Un carré a des côtés de {s}.",
            "A square has sides of {s}."
        ),
        tr!(
            ctx.lang,
            "Quel est son périmètre, en cm ?",
            "What is its perimeter, in cm?"
        ),
        tr!(ctx.lang, "périmètre", "perimeter"),
        s.clone(),
        visual(
            &rectangle(d[0], d[0], &s, &s),
            tr!(ctx.lang, "Carré de côté {s}", "Square with side {s}"),
        ),
        vec![w(
            ctx,
            Qty::exact(d[0] * d[0], 0, "cm"),
            "aire calculée au lieu du périmètre",
            "worked out the area instead",
        )],
        tr!(
            ctx.lang,
            "Périmètre = 4 × {s} = {p}.",
            "Perimeter = 4 × {s} = {p}."
        ),
    )
}

fn scale_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(2);
    let k = ctx.pick(&[
        Rational::int(2),
        Rational::int(3),
        Rational::new(1, 2),
        Rational::new(3, 2),
        Rational::int(4),
        Rational::new(2, 3),
    ]);
    let power: u32 = if variant == 0 { 2 } else { 3 };
    let unit = if power == 2 { "cm²" } else { "cm³" };
    let mut original;
    loop {
        original = ctx.int(2, 60) as f64
            * if k.den() > 1 {
                k.den().pow(power) as f64
            } else {
                1.0
            };
        if original <= 5000.0 {
            break;
        }
    }
    let kp = k.checked_pow(power as i32).unwrap_or(Rational::ONE);
    let value = original * kp.to_f64();
    let kt = super::super::num::rat_or_dec(k, 3, lang);
    let kpt = super::super::num::rat_or_dec(kp, 4, lang);
    let ot = ctx.qty(original, 2, unit);
    let answer = Qty::rounded_exact(value, 3, unit);
    let at = answer.text(lang);
    let what = if power == 2 {
        tr!(lang, "l'aire", "the area")
    } else {
        tr!(lang, "le volume", "the volume")
    };
    let solid = if power == 2 {
        tr!(
            lang,
            "Une figure a une aire de {ot}.",
            "A shape has an area of {ot}."
        )
    } else {
        tr!(
            lang,
            "Un solide a un volume de {ot}.",
            "A solid has a volume of {ot}."
        )
    };
    let change = if k > Rational::ONE {
        tr!(lang, "agrandissement", "enlargement")
    } else {
        tr!(lang, "réduction", "reduction")
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::rounded_exact(original * k.to_f64(), 3, unit),
            "coefficient appliqué sans l'élever à la puissance",
            "applied the scale factor without raising it to a power",
        ),
        w(
            ctx,
            Qty::rounded_exact(
                original * k.to_f64() * if power == 2 { 2.0 } else { 3.0 },
                3,
                unit,
            ),
            "coefficient multiplié par l'exposant",
            "multiplied the factor by the exponent",
        ),
        w(
            ctx,
            Qty::rounded_exact(
                original
                    * k.checked_pow(if power == 2 { 3 } else { 2 })
                        .unwrap_or(k)
                        .to_f64(),
                3,
                unit,
            ),
            "mauvaise puissance du coefficient",
            "wrong power of the factor",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "{solid} On lui applique un {change} de rapport k = {kt}.",
            "{solid} It undergoes an {change} with scale factor k = {kt}."
        ),
        question: tr!(
            lang,
            "Quelle est {what} de la nouvelle figure, en {unit} ?",
            "What is {what} of the new figure, in {unit}?"
        ),
        claim: tr!(
            lang,
            "{what} de la nouvelle figure vaut {{v}}",
            "{what} of the new figure is {{v}}"
        ),
        label: tr!(lang, "{ot}, k = {kt}", "{ot}, k = {kt}"),
        noun: what.clone(),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &scaling(k.to_f64(), &ot, "?", &format!("× {kt}")),
            tr!(
                lang,
                "Deux figures semblables, la seconde obtenue par un {change} de rapport {kt}",
                "Two similar shapes, the second being an {change} with factor {kt}"
            ),
        ),
        explanation: tr!(
            lang,
            "Dans un {change} de rapport k, les aires sont multipliées par k² et les volumes par k³ : {ot} × {kpt} = {at}.",
            "In an {change} with factor k, areas are multiplied by k² and volumes by k³: {ot} × {kpt} = {at}."
        ),
        facts: Facts::Scale {
            k,
            power,
            original: original * units::factor(unit).unwrap_or(1.0),
        },
        steps: Vec::new(),
        variant,
    }
}
