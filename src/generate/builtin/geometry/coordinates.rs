//! Geometry in a coordinate plane: the distance between two points, the coordinates of a
//! midpoint, and of the symmetric of a point about another (chapter `geometrie-reperee` 2de,
//! mode 1 of [`PYTHAGORAS`](super::PYTHAGORAS)).

use super::no_root;
use super::round_note;
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::visual::{plane_points, visual};

pub(super) fn distance_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    if variant == 2 {
        return symmetric_item(ctx);
    }
    let (xa, ya) = (ctx.int(-4, 3), ctx.int(-3, 3));
    let (dx, dy) = loop {
        let (dx, dy) = (ctx.int(-6, 6), ctx.int(-5, 5));
        if dx != 0 && dy != 0 && xa + dx >= -5 && xa + dx <= 8 && ya + dy >= -5 && ya + dy <= 7 {
            break (dx, dy);
        }
    };
    let (xb, yb) = (xa + dx, ya + dy);
    let sep = if ctx.fr() { " ; " } else { ", " };
    let pa = format!("A({xa}{sep}{ya})");
    let pb = format!("B({xb}{sep}{yb})");
    let window = (
        xa.min(xb).min(0) - 1,
        xa.max(xb).max(0) + 1,
        ya.min(yb).min(0) - 1,
        ya.max(yb).max(0) + 1,
    );
    let points = vec![
        ("A".to_owned(), xa as f64, ya as f64),
        ("B".to_owned(), xb as f64, yb as f64),
    ];
    let alt = tr!(
        lang,
        "Repère orthonormé avec les points {pa} et {pb}",
        "Coordinate grid with points {pa} and {pb}"
    );
    if variant == 1 {
        let mid_x = ctx.chance(0.5);
        let (m, name, wrongs) = if mid_x {
            (
                (xa + xb) as f64 / 2.0,
                tr!(lang, "l'abscisse", "the x-coordinate"),
                vec![
                    w(
                        ctx,
                        Qty::exact((xb - xa) as f64 / 2.0, 1, ""),
                        "demi-différence au lieu de la demi-somme",
                        "half the difference instead of half the sum",
                    ),
                    w(
                        ctx,
                        Qty::int(xa + xb, ""),
                        "somme non divisée par 2",
                        "sum not divided by 2",
                    ),
                    w(
                        ctx,
                        Qty::exact((ya + yb) as f64 / 2.0, 1, ""),
                        "ordonnée calculée au lieu de l'abscisse",
                        "worked out the y-coordinate instead",
                    ),
                ],
            )
        } else {
            (
                (ya + yb) as f64 / 2.0,
                tr!(lang, "l'ordonnée", "the y-coordinate"),
                vec![
                    w(
                        ctx,
                        Qty::exact((yb - ya) as f64 / 2.0, 1, ""),
                        "demi-différence au lieu de la demi-somme",
                        "half the difference instead of half the sum",
                    ),
                    w(
                        ctx,
                        Qty::int(ya + yb, ""),
                        "somme non divisée par 2",
                        "sum not divided by 2",
                    ),
                    w(
                        ctx,
                        Qty::exact((xa + xb) as f64 / 2.0, 1, ""),
                        "abscisse calculée au lieu de l'ordonnée",
                        "worked out the x-coordinate instead",
                    ),
                ],
            )
        };
        let e = if mid_x {
            format!("({xa} + ({xb})) ÷ 2")
        } else {
            format!("({ya} + ({yb})) ÷ 2")
        };
        let v = ctx.dec(m, 1);
        return Item {
            situation: tr!(
                lang,
                "Dans un repère, on donne les points {pa} et {pb}.",
                "In a coordinate plane, take the points {pa} and {pb}."
            ),
            question: tr!(
                lang,
                "Quelle est {name} du milieu I du segment [AB] ?",
                "What is {name} of the midpoint I of [AB]?"
            ),
            claim: tr!(
                lang,
                "{name} du milieu de [AB] est {{v}}",
                "{name} of the midpoint of [AB] is {{v}}"
            ),
            label: format!("{pa}, {pb}"),
            noun: tr!(lang, "coordonnée du milieu", "midpoint coordinate"),
            answer: Qty::exact(m, 1, ""),
            wrongs,
            alts: Vec::new(),
            visual: visual(&plane_points(window, &points, false), alt),
            explanation: tr!(
                lang,
                "Le milieu a pour coordonnées la demi-somme de celles de A et B : {e} = {v}.",
                "The midpoint's coordinates are the averages of those of A and B: {e} = {v}."
            ),
            facts: Facts::exact(e.clone()),
            steps: Vec::new(),
            variant,
        };
    }
    let d2 = dx * dx + dy * dy;
    let d = (d2 as f64).sqrt();
    let answer = if (d - d.round()).abs() < 1e-9 {
        Qty::int(d.round() as i64, "")
    } else {
        Qty::rounded(d, 1, "")
    };
    let note = round_note(ctx, &answer);
    let at = answer.text(lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(dx.abs() + dy.abs(), ""),
            "écarts additionnés sans les élever au carré",
            "added the differences without squaring",
        ),
        no_root(ctx, Qty::int(d2, "")),
        w(
            ctx,
            Qty::rounded((((xa + xb).pow(2) + (ya + yb).pow(2)) as f64).sqrt(), 1, ""),
            "sommes des coordonnées au lieu des différences",
            "added the coordinates instead of subtracting",
        ),
    ];
    let (adx, ady) = (dx.abs(), dy.abs());
    Item {
        situation: tr!(
            lang,
            "Dans un repère orthonormé, on donne les points {pa} et {pb}.",
            "In an orthonormal coordinate plane, take the points {pa} and {pb}."
        ),
        question: format!(
            "{} {note}",
            tr!(
                lang,
                "Calcule la distance AB (en unités de longueur).",
                "Work out the distance AB (in units)."
            )
        )
        .trim()
        .to_owned(),
        claim: tr!(lang, "AB = {{v}}", "AB = {{v}}"),
        label: format!("{pa}, {pb}"),
        noun: tr!(lang, "distance", "distance"),
        answer: answer.clone(),
        wrongs,
        alts: Vec::new(),
        visual: visual(&plane_points(window, &points, true), alt),
        explanation: tr!(
            lang,
            "AB = √((xB - xA)² + (yB - yA)²) = √({adx}² + {ady}²) = √{d2} ≈ {at}.",
            "AB = √((xB - xA)² + (yB - yA)²) = √({adx}² + {ady}²) = √{d2} ≈ {at}."
        )
        .replace("≈", if answer.is_exact() { "=" } else { "≈" }),
        facts: Facts::Pythagoras {
            sides: [adx as f64, ady as f64, 0.0],
            slot: 2,
            tol: answer.tol,
        },
        steps: Vec::new(),
        variant,
    }
}

/// B such that M is the midpoint of [AB]: one of its coordinates, 2 × M - A.
fn symmetric_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (xa, ya) = (ctx.int(-4, 4), ctx.int(-4, 4));
    let (xm, ym) = loop {
        let (xm, ym) = (ctx.int(-3, 5), ctx.int(-3, 5));
        if (xm, ym) != (xa, ya) && xm != xa && ym != ya {
            break (xm, ym);
        }
    };
    let (xb, yb) = (2 * xm - xa, 2 * ym - ya);
    let sep = if ctx.fr() { " ; " } else { ", " };
    let pa = format!("A({xa}{sep}{ya})");
    let pm = format!("M({xm}{sep}{ym})");
    let window = (
        xa.min(xm).min(0) - 1,
        xa.max(xm).max(0) + 1,
        ya.min(ym).min(0) - 1,
        ya.max(ym).max(0) + 1,
    );
    let points = vec![
        ("A".to_owned(), xa as f64, ya as f64),
        ("M".to_owned(), xm as f64, ym as f64),
    ];
    let alt = tr!(
        lang,
        "Repère orthonormé avec les points {pa} et {pm}",
        "Coordinate grid with points {pa} and {pm}"
    );
    let on_x = ctx.chance(0.5);
    let (a, m, b) = if on_x { (xa, xm, xb) } else { (ya, ym, yb) };
    let name = if on_x {
        tr!(lang, "l'abscisse", "the x-coordinate")
    } else {
        tr!(lang, "l'ordonnée", "the y-coordinate")
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::exact((a + m) as f64 / 2.0, 1, ""),
            "milieu de [AM] calculé au lieu du symétrique",
            "worked out the midpoint of [AM] instead",
        ),
        w(
            ctx,
            Qty::int(m - a, ""),
            "différence M - A sans l'ajouter à M",
            "the difference M - A, not added to M",
        ),
        w(
            ctx,
            Qty::int(2 * a - m, ""),
            "rôles de A et M échangés",
            "swapped the roles of A and M",
        ),
    ];
    let p = |x: i64| {
        if x < 0 {
            format!("({x})")
        } else {
            x.to_string()
        }
    };
    let e = format!("2 × {} - {}", p(m), p(a));
    Item {
        situation: tr!(
            lang,
            "Dans un repère, on donne les points {pa} et {pm}. Le point B est le symétrique de A par rapport à M : M est le milieu de [AB].",
            "In a coordinate plane, take the points {pa} and {pm}. Point B is the reflection of A in M: M is the midpoint of [AB]."
        ),
        question: tr!(
            lang,
            "Quelle est {name} du point B ?",
            "What is {name} of point B?"
        ),
        claim: tr!(
            lang,
            "{name} du symétrique de A par rapport à M est {{v}}",
            "{name} of the reflection of A in M is {{v}}"
        ),
        label: format!("{pa}, {pm}"),
        noun: tr!(
            lang,
            "coordonnée du symétrique",
            "coordinate of the reflection"
        ),
        answer: Qty::int(b, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(&plane_points(window, &points, false), alt),
        explanation: tr!(
            lang,
            "M est le milieu de [AB], donc chaque coordonnée de M est la demi-somme de celles de A et B ; celle de B vaut {e} = {b}.",
            "M is the midpoint of [AB], so each coordinate of M is the average of those of A and B; that of B is {e} = {b}."
        ),
        facts: Facts::exact(e.clone()),
        steps: Vec::new(),
        variant: 2,
    }
}
