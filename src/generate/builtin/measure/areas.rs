//! Perimeters and areas of plane shapes: rectangle, square, triangle, parallelogram, disc
//! (chapter `perimetres-et-aires` 6e and 5e, modes 0 and 1).

use std::f64::consts::PI;

use super::{Given, Texts, unit_of};
use crate::generate::builtin::facts::Shape;
use crate::generate::builtin::{Ctx, Qty, tr, w};
use crate::generate::visual::{disc, parallelogram, rectangle, triangle_with_height, visual};

/// The texts of a plane shape's perimeter or area.
pub(super) fn texts(ctx: &Ctx, g: &Given<'_>) -> Texts {
    let Given {
        lang,
        shape,
        d,
        ref at,
        approx,
        ref note,
    } = *g;
    let unit = unit_of(shape);
    let c = |x: f64| g.cm(x);
    let q = |fr: &str, en: &str| g.say(fr, en);
    let rq = |x: f64, u: &'static str| g.like_answer(x, u);
    match shape {
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
                tr!(lang, "côté {s}", "side {s}"),
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
                } + note,
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
        Shape::SquarePerimeter => unreachable_square(ctx, d),
        other => unreachable!("{other:?} is measured in another file"),
    }
}

fn unreachable_square(ctx: &Ctx, d: &[f64]) -> Texts {
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
