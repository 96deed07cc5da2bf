//! Plane geometry: Pythagoras (4e) and distances in a coordinate plane (2de), Thales (4e, 3e),
//! trigonometry in the right triangle (3e), angles (6e, 5e).

use super::super::num::round_to;
use super::super::visual::{
    adjacent_angles, card, parallel_angles, plane_points, right_triangle, thales, triangle_angles,
    visual,
};
use super::facts::{Check, Claim, Facts};
use super::kinds::choice_question;
use super::{Built, Ctx, Family, Item, Qty, Step, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::{Answer, Visual};

/// Pythagoras' theorem (mode 0) and distances in a coordinate plane (mode 1).
pub(crate) static PYTHAGORAS: Family = Family {
    name: "pythagoras",
    item: pythagoras_item,
    special: pythagoras_special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, TrueFalse, MultipleChoice, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
};

/// Thales' theorem (mode 0: 4e, mode 1: 3e with the butterfly configuration and the converse).
pub(crate) static THALES: Family = Family {
    name: "thales",
    item: thales_item,
    special: thales_special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, MultipleChoice, Matching],
    },
};

/// Trigonometry in the right triangle.
pub(crate) static TRIG: Family = Family {
    name: "trigonometry",
    item: trig_item,
    special: trig_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
};

/// Angles: adjacent complementary/supplementary (0), parallel lines (1), triangles (2).
pub(crate) static ANGLES: Family = Family {
    name: "angles",
    item: angles_item,
    special: angles_special,
    kinds: |mode| match mode {
        2 => &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
};

fn cm(ctx: &Ctx, x: f64) -> String {
    ctx.qty(x, 2, "cm")
}

/// A length in cm rounded to 0,1 (or exact when it is).
fn length(x: f64) -> Qty {
    if (x * 10.0 - (x * 10.0).round()).abs() < 1e-9 {
        Qty::rounded_exact(x, 1, "cm")
    } else {
        Qty::rounded(x, 1, "cm")
    }
}

fn round_note(ctx: &Ctx, q: &Qty) -> String {
    if q.is_exact() {
        String::new()
    } else if q.unit == "°" {
        tr!(
            ctx.lang,
            "Arrondis au degré près.",
            "Round to the nearest degree."
        )
    } else {
        tr!(
            ctx.lang,
            "Arrondis au dixième.",
            "Round to the nearest tenth."
        )
    }
}

// ------------------------------------------------------------------------------ Pythagoras

const TRIPLES: [(i64, i64, i64); 7] = [
    (3, 4, 5),
    (5, 12, 13),
    (8, 15, 17),
    (7, 24, 25),
    (6, 8, 10),
    (9, 12, 15),
    (20, 21, 29),
];

fn legs(ctx: &mut Ctx) -> (f64, f64) {
    if ctx.chance(0.5) {
        let (a, b, _) = ctx.pick(&TRIPLES);
        let k = ctx.pick(&[0.5, 1.0, 1.0, 2.0, 3.0]);
        if ctx.chance(0.5) {
            (a as f64 * k, b as f64 * k)
        } else {
            (b as f64 * k, a as f64 * k)
        }
    } else {
        (ctx.int(2, 12) as f64, ctx.int(2, 15) as f64)
    }
}

fn pythagoras_item(ctx: &mut Ctx) -> Item {
    if ctx.mode == 1 {
        return distance_item(ctx);
    }
    let lang = ctx.lang;
    let variant = ctx.variant(2);
    let [a, b, c] = ctx.triangle_names();
    let (ab, bc) = legs(ctx);
    let ac = (ab * ab + bc * bc).sqrt();
    let (ab_t, bc_t) = (cm(ctx, ab), cm(ctx, bc));
    let m = |x: f64| ctx.dec(x / 100.0, 6);
    if variant == 0 {
        let answer = length(ac);
        let note = round_note(ctx, &answer);
        let at = answer.text(lang);
        let sq = round_to(ab * ab + bc * bc, 4);
        let sq_t = ctx.dec(sq, 4);
        let wrongs = vec![
            w(
                ctx,
                length(ab + bc),
                "longueurs additionnées sans les élever au carré",
                "added the lengths without squaring",
            ),
            w(
                ctx,
                Qty::exact(sq, 2, "cm"),
                "racine carrée oubliée",
                "forgot the square root",
            ),
            w(
                ctx,
                length((ab * ab - bc * bc).abs().sqrt()),
                "soustraction des carrés au lieu de leur somme",
                "subtracted the squares instead of adding",
            ),
            w(
                ctx,
                length((ab + bc) / 2.0),
                "moyenne des deux côtés",
                "averaged the two sides",
            ),
        ];
        let vis = visual(
            &right_triangle(
                [a, b, c],
                ab,
                bc,
                [Some(ab_t.clone()), Some(bc_t.clone()), Some("?".to_owned())],
                None,
            ),
            tr!(
                lang,
                "Triangle {a}{b}{c} rectangle en {b}, {a}{b} = {ab_t}, {b}{c} = {bc_t}, {a}{c} inconnu",
                "Triangle {a}{b}{c} with a right angle at {b}, {a}{b} = {ab_t}, {b}{c} = {bc_t}, {a}{c} unknown"
            ),
        );
        let sq_step = Qty::exact(sq, 4, "cm²");
        return Item {
            situation: tr!(lang, "Le triangle {a}{b}{c} est rectangle en {b}, avec {a}{b} = {ab_t} et {b}{c} = {bc_t}.", "Triangle {a}{b}{c} has a right angle at {b}, with {a}{b} = {ab_t} and {b}{c} = {bc_t}."),
            question: format!("{} {note}", tr!(lang, "Calcule la longueur {a}{c}.", "Work out the length {a}{c}.")).trim().to_owned(),
            claim: tr!(lang, "{a}{c} mesure {{v}}", "{a}{c} is {{v}}"),
            label: tr!(lang, "côtés de l'angle droit {ab_t} et {bc_t}", "legs {ab_t} and {bc_t}"),
            noun: tr!(lang, "hypoténuse", "hypotenuse"),
            answer,
            wrongs,
            alts: Vec::new(),
            visual: vis,
            explanation: tr!(lang, "D'après le théorème de Pythagore dans le triangle {a}{b}{c} rectangle en {b} : {a}{c}² = {a}{b}² + {b}{c}² = {sq_t}, donc {a}{c} = √{sq_t} ≈ {at}.", "By Pythagoras' theorem in triangle {a}{b}{c} (right angle at {b}): {a}{c}² = {a}{b}² + {b}{c}² = {sq_t}, so {a}{c} = √{sq_t} ≈ {at}.")
                .replace("≈", if answer_exact(ac) { "=" } else { "≈" }),
            facts: Facts::Pythagoras {
                sides: [ab / 100.0, bc / 100.0, 0.0],
                slot: 2,
                tol: if answer_exact(ac) { 0.0 } else { 0.0005 },
            },
            steps: vec![Step {
                prompt: tr!(lang, "Calcule {a}{c}², en cm².", "Work out {a}{c}², in cm²."),
                answer: sq_step,
                facts: Facts::Expr {
                    expr: format!("({})² + ({})²", m(ab), m(bc)),
                    x: None,
                    tol: 0.0,
                },
            }],
            variant,
        };
    }
    // a leg from the hypotenuse
    let (leg, other) = (ab.min(bc), ab.max(bc));
    let hyp = (leg * leg + other * other).sqrt();
    let hyp_q = length(hyp);
    let hyp = hyp_q.value;
    let other = (hyp * hyp - leg * leg).sqrt();
    let answer = length(other);
    let note = round_note(ctx, &answer);
    let (ht, lt) = (hyp_q.text(lang), cm(ctx, leg));
    let at = answer.text(lang);
    let sq = round_to(hyp * hyp - leg * leg, 4);
    let sq_t = ctx.dec(sq, 4);
    let wrongs = vec![
        w(
            ctx,
            length((hyp * hyp + leg * leg).sqrt()),
            "carrés additionnés au lieu d'être soustraits",
            "added the squares instead of subtracting",
        ),
        w(
            ctx,
            length(hyp - leg),
            "longueurs soustraites sans les élever au carré",
            "subtracted the lengths without squaring",
        ),
        w(
            ctx,
            Qty::exact(sq, 2, "cm"),
            "racine carrée oubliée",
            "forgot the square root",
        ),
    ];
    let vis = visual(
        &right_triangle(
            [a, b, c],
            leg,
            other,
            [Some(lt.clone()), Some("?".to_owned()), Some(ht.clone())],
            None,
        ),
        tr!(
            lang,
            "Triangle {a}{b}{c} rectangle en {b}, {a}{b} = {lt}, {a}{c} = {ht}, {b}{c} inconnu",
            "Triangle {a}{b}{c} with a right angle at {b}, {a}{b} = {lt}, {a}{c} = {ht}, {b}{c} unknown"
        ),
    );
    Item {
        situation: tr!(lang, "Le triangle {a}{b}{c} est rectangle en {b}, avec {a}{b} = {lt} et {a}{c} = {ht}.", "Triangle {a}{b}{c} has a right angle at {b}, with {a}{b} = {lt} and {a}{c} = {ht}."),
        question: format!("{} {note}", tr!(lang, "Calcule la longueur {b}{c}.", "Work out the length {b}{c}.")).trim().to_owned(),
        claim: tr!(lang, "{b}{c} mesure {{v}}", "{b}{c} is {{v}}"),
        label: tr!(lang, "hypoténuse {ht}, côté {lt}", "hypotenuse {ht}, side {lt}"),
        noun: tr!(lang, "côté de l'angle droit", "leg"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(lang, "D'après le théorème de Pythagore : {b}{c}² = {a}{c}² - {a}{b}² = {sq_t}, donc {b}{c} ≈ {at}.", "By Pythagoras' theorem: {b}{c}² = {a}{c}² - {a}{b}² = {sq_t}, so {b}{c} ≈ {at}.")
            .replace("≈", if answer_exact(other) { "=" } else { "≈" }),
        facts: Facts::Pythagoras {
            sides: [leg / 100.0, 0.0, hyp / 100.0],
            slot: 1,
            tol: if answer_exact(other) { 0.0 } else { 0.0005 },
        },
        steps: vec![Step {
            prompt: tr!(lang, "Calcule {b}{c}², en cm².", "Work out {b}{c}², in cm²."),
            answer: Qty::exact(sq, 4, "cm²"),
            facts: Facts::Expr {
                expr: format!("({})² - ({})²", m(hyp), m(leg)),
                x: None,
                tol: 0.0,
            },
        }],
        variant,
    }
}

fn answer_exact(x: f64) -> bool {
    (x * 10.0 - (x * 10.0).round()).abs() < 1e-9
}

fn distance_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(2);
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
            facts: Facts::Expr {
                expr: e.clone(),
                x: None,
                tol: 0.0,
            },
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
        w(
            ctx,
            Qty::int(d2, ""),
            "racine carrée oubliée",
            "forgot the square root",
        ),
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

fn pythagoras_special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if ctx.mode != 0 {
        return None;
    }
    match kind {
        MultipleChoice => Some(right_triangles_mc(ctx)),
        TrueFalse if ctx.chance(0.5) => Some(converse_tf(ctx)),
        _ => None,
    }
}

/// Three side lengths (in tenths of cm) that form a right triangle or nearly do.
fn sides(ctx: &mut Ctx, right: bool) -> [i64; 3] {
    let (a, b, c) = ctx.pick(&TRIPLES);
    let k = ctx.pick(&[5i64, 10, 10, 20, 30]);
    let (a, b, mut c) = (a * k, b * k, c * k);
    if !right {
        c += ctx.pick(&[-10i64, 10, -5, 5, 20]);
    }
    [a, b, c]
}

fn converse_tf(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let right = ctx.chance(0.5);
    let s = sides(ctx, right);
    let [a, b, c] = ctx.triangle_names();
    let t = |x: i64| ctx.qty(x as f64 / 10.0, 1, "cm");
    let (x, y, z) = (t(s[0]), t(s[1]), t(s[2]));
    let (a2, b2, c2) = (s[0] * s[0], s[1] * s[1], s[2] * s[2]);
    let (sa, sb, sc) = (
        ctx.dec(a2 as f64 / 100.0, 2),
        ctx.dec(b2 as f64 / 100.0, 2),
        ctx.dec(c2 as f64 / 100.0, 2),
    );
    let sum = ctx.dec((a2 + b2) as f64 / 100.0, 2);
    let stem = tr!(
        lang,
        "Dans le triangle {a}{b}{c}, {a}{b} = {x}, {b}{c} = {y} et {a}{c} = {z}. Vrai ou faux : le triangle {a}{b}{c} est rectangle en {b}.",
        "In triangle {a}{b}{c}, {a}{b} = {x}, {b}{c} = {y} and {a}{c} = {z}. True or false: triangle {a}{b}{c} has a right angle at {b}."
    );
    let explanation = if right {
        tr!(
            lang,
            "{a}{c}² = {sc} et {a}{b}² + {b}{c}² = {sa} + {sb} = {sum} : l'égalité de Pythagore est vérifiée, donc le triangle est rectangle en {b} (réciproque du théorème de Pythagore).",
            "{a}{c}² = {sc} and {a}{b}² + {b}{c}² = {sa} + {sb} = {sum}: Pythagoras' equality holds, so the right angle is at {b} (converse of Pythagoras' theorem)."
        )
    } else {
        tr!(
            lang,
            "{a}{c}² = {sc} mais {a}{b}² + {b}{c}² = {sum} : l'égalité n'est pas vérifiée, donc le triangle n'est pas rectangle.",
            "{a}{c}² = {sc} but {a}{b}² + {b}{c}² = {sum}: the equality fails, so the triangle has no right angle."
        )
    };
    let vis = visual(
        &right_triangle(
            [a, b, c],
            s[0] as f64,
            s[1] as f64,
            [Some(x.clone()), Some(y.clone()), Some(z.clone())],
            None,
        ),
        tr!(
            lang,
            "Triangle {a}{b}{c} (codage non garanti) avec {a}{b} = {x}, {b}{c} = {y}, {a}{c} = {z}",
            "Triangle {a}{b}{c} (not to scale) with {a}{b} = {x}, {b}{c} = {y}, {a}{c} = {z}"
        ),
    );
    Built {
        draft: super::kinds::draft(
            TrueFalse,
            stem,
            Vec::new(),
            Answer::Boolean { value: right },
            1.0,
            vis,
            explanation,
        ),
        checks: vec![Check::Claim {
            claim: Claim::RightTriangle { sides: s },
            expect: right,
        }],
    }
}

fn right_triangles_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n_right = ctx.int(2, 3);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    let mut tries = 0;
    while options.len() < 5 && tries < 50 {
        tries += 1;
        let right = (options.iter().filter(|o| o.1).count() as i64) < n_right;
        let s = sides(ctx, right);
        let t = s
            .iter()
            .map(|&x| ctx.dec(x as f64 / 10.0, 1))
            .collect::<Vec<_>>()
            .join(" ; ");
        let t = tr!(lang, "côtés {t} (cm)", "sides {t} (cm)")
            .replace(" ; ", if ctx.fr() { " ; " } else { ", " });
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        let fb = (!right).then(|| {
            tr!(
                lang,
                "le carré du plus grand côté n'est pas égal à la somme des carrés des deux autres",
                "the square of the longest side is not the sum of the squares of the other two"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::RightTriangle { sides: s },
            expect: right,
        });
        options.push((t, right, fb));
    }
    let stem = tr!(
        lang,
        "Parmi ces triangles, lesquels sont rectangles ?",
        "Which of these triangles have a right angle?"
    );
    let vis = visual(
        &card(
            &tr!(lang, "Réciproque de Pythagore", "Converse of Pythagoras"),
            &[tr!(
                lang,
                "Si a² + b² = c², le triangle est rectangle.",
                "If a² + b² = c², the triangle has a right angle."
            )],
        ),
        tr!(
            lang,
            "Fiche : si a² + b² = c², le triangle est rectangle",
            "Card: if a² + b² = c², the triangle has a right angle"
        ),
    );
    let explanation = tr!(
        lang,
        "Pour chaque triangle, on compare le carré du plus grand côté à la somme des carrés des deux autres.",
        "For each triangle, compare the square of the longest side with the sum of the squares of the other two."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

// ---------------------------------------------------------------------------------- Thales

fn thales_names(ctx: &mut Ctx) -> [&'static str; 5] {
    ctx.pick(&[
        ["A", "B", "C", "M", "N"],
        ["O", "E", "F", "G", "H"],
        ["S", "R", "T", "U", "V"],
    ])
}

fn thales_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let butterfly = ctx.mode == 1 && ctx.chance(0.4);
    let names = thales_names(ctx);
    let [a, b, c, m, n] = names;
    let q = ctx.int(2, 6);
    let p = ctx.int(1, q - 1);
    let s = ctx.pick(&[1.0, 1.5, 2.0, 2.5, 3.0]);
    let (ab, am) = (q as f64 * s, p as f64 * s);
    let t = ctx.pick(&[1.0, 1.5, 2.0, 3.0]);
    let (bc, mn) = (q as f64 * t, p as f64 * t);
    let u = ctx.pick(&[1.2, 1.5, 2.0, 2.5]);
    let (ac, an) = (q as f64 * u, p as f64 * u);
    let tx = |x: f64| ctx.qty(x, 2, "cm");
    let (am_t, ab_t, bc_t, mn_t, ac_t, an_t) = (tx(am), tx(ab), tx(bc), tx(mn), tx(ac), tx(an));
    let setup = if butterfly {
        tr!(
            lang,
            "Les droites ({b}{m}) et ({c}{n}) se coupent en {a}, et les droites ({m}{n}) et ({b}{c}) sont parallèles.",
            "Lines ({b}{m}) and ({c}{n}) meet at {a}, and lines ({m}{n}) and ({b}{c}) are parallel."
        )
    } else {
        tr!(
            lang,
            "Dans le triangle {a}{b}{c}, {m} est un point de [{a}{b}], {n} un point de [{a}{c}], et les droites ({m}{n}) et ({b}{c}) sont parallèles.",
            "In triangle {a}{b}{c}, {m} lies on [{a}{b}], {n} on [{a}{c}], and lines ({m}{n}) and ({b}{c}) are parallel."
        )
    };
    let k = ctx.frac(super::super::rational::Rational::new(p, q));
    let ratio_eq = format!("{a}{m}/{a}{b} = {a}{n}/{a}{c} = {m}{n}/{b}{c}");
    let (answer, wrongs, given, unknown, labels, facts, expl, slot_name) = match variant {
        0 => (
            Qty::exact(mn, 2, "cm"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(bc * ab / am, 2, "cm"),
                    "rapport pris à l'envers (AB/AM au lieu de AM/AB)",
                    "used the ratio upside down (AB/AM instead of AM/AB)",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(bc - (ab - am), 2, "cm"),
                    "différence de longueurs au lieu d'un rapport",
                    "used a difference of lengths instead of a ratio",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(bc * am / (ab - am), 2, "cm"),
                    "longueur MB utilisée à la place de AB",
                    "used MB instead of AB",
                ),
            ],
            tr!(
                lang,
                "{a}{m} = {am_t}, {a}{b} = {ab_t} et {b}{c} = {bc_t}",
                "{a}{m} = {am_t}, {a}{b} = {ab_t} and {b}{c} = {bc_t}"
            ),
            format!("{m}{n}"),
            [
                Some(am_t.clone()),
                Some(ab_t.clone()),
                Some("?".to_owned()),
                Some(bc_t.clone()),
                None,
                None,
            ],
            Facts::Ratio {
                abcd: [am / 100.0, ab / 100.0, 0.0, bc / 100.0],
                slot: 2,
                tol: 0.0,
            },
            tr!(
                lang,
                "D'après le théorème de Thalès, {ratio_eq}, donc {m}{n} = {b}{c} × {a}{m} ÷ {a}{b} = {bc_t} × {k} = {mn_t}.",
                "By Thales' theorem, {ratio_eq}, so {m}{n} = {b}{c} × {a}{m} ÷ {a}{b} = {bc_t} × {k} = {mn_t}."
            ),
            format!("{m}{n}"),
        ),
        1 => (
            Qty::exact(ac, 2, "cm"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(an * am / ab, 2, "cm"),
                    "rapport pris à l'envers",
                    "used the ratio upside down",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(an + (ab - am), 2, "cm"),
                    "différence de longueurs au lieu d'un rapport",
                    "used a difference of lengths instead of a ratio",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(an * ab / am - an, 2, "cm"),
                    "longueur {n}{c} calculée au lieu de {a}{c}",
                    "worked out NC instead of AC",
                ),
            ],
            tr!(
                lang,
                "{a}{m} = {am_t}, {a}{b} = {ab_t} et {a}{n} = {an_t}",
                "{a}{m} = {am_t}, {a}{b} = {ab_t} and {a}{n} = {an_t}"
            ),
            format!("{a}{c}"),
            [
                Some(am_t.clone()),
                Some(ab_t.clone()),
                None,
                None,
                Some(an_t.clone()),
                Some("?".to_owned()),
            ],
            Facts::Ratio {
                abcd: [am / 100.0, ab / 100.0, an / 100.0, 0.0],
                slot: 3,
                tol: 0.0,
            },
            tr!(
                lang,
                "D'après le théorème de Thalès, {ratio_eq}, donc {a}{c} = {a}{n} × {a}{b} ÷ {a}{m} = {ac_t}.",
                "By Thales' theorem, {ratio_eq}, so {a}{c} = {a}{n} × {a}{b} ÷ {a}{m} = {ac_t}."
            ),
            format!("{a}{c}"),
        ),
        _ => (
            Qty::exact(am, 2, "cm"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(ab * bc / mn, 2, "cm"),
                    "rapport pris à l'envers",
                    "used the ratio upside down",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(ab - (bc - mn), 2, "cm"),
                    "différence de longueurs au lieu d'un rapport",
                    "used a difference of lengths instead of a ratio",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(ab - am, 2, "cm"),
                    "longueur {m}{b} calculée au lieu de {a}{m}",
                    "worked out MB instead of AM",
                ),
            ],
            tr!(
                lang,
                "{a}{b} = {ab_t}, {m}{n} = {mn_t} et {b}{c} = {bc_t}",
                "{a}{b} = {ab_t}, {m}{n} = {mn_t} and {b}{c} = {bc_t}"
            ),
            format!("{a}{m}"),
            [
                Some("?".to_owned()),
                Some(ab_t.clone()),
                Some(mn_t.clone()),
                Some(bc_t.clone()),
                None,
                None,
            ],
            Facts::Ratio {
                abcd: [0.0, ab / 100.0, mn / 100.0, bc / 100.0],
                slot: 0,
                tol: 0.0,
            },
            tr!(
                lang,
                "D'après le théorème de Thalès, {ratio_eq}, donc {a}{m} = {a}{b} × {m}{n} ÷ {b}{c} = {am_t}.",
                "By Thales' theorem, {ratio_eq}, so {a}{m} = {a}{b} × {m}{n} ÷ {b}{c} = {am_t}."
            ),
            format!("{a}{m}"),
        ),
    };
    let alt_conf = if butterfly {
        tr!(lang, "configuration papillon", "butterfly configuration")
    } else {
        tr!(lang, "triangles emboîtés", "nested triangles")
    };
    let vis = visual(
        &thales(names, p as f64 / q as f64, butterfly, labels),
        tr!(
            lang,
            "Configuration de Thalès ({alt_conf}) : ({m}{n}) parallèle à ({b}{c}) ; {given} ; {unknown} inconnu",
            "Thales configuration ({alt_conf}): ({m}{n}) parallel to ({b}{c}); {given}; {unknown} unknown"
        ),
    );
    let step = Step {
        prompt: tr!(
            lang,
            "Quel est le rapport {a}{m}/{a}{b} (sous forme de fraction irréductible) ?",
            "What is the ratio {a}{m}/{a}{b} (as a fraction in simplest form)?"
        ),
        answer: Qty::rat(super::super::rational::Rational::new(p, q), ""),
        facts: Facts::Expr {
            expr: format!("{} ÷ {}", ctx.dec(am, 2), ctx.dec(ab, 2)),
            x: None,
            tol: 0.0,
        },
    };
    Item {
        situation: format!(
            "{setup} {}",
            tr!(lang, "On donne {given}.", "We know that {given}.")
        ),
        question: tr!(
            lang,
            "Calcule la longueur {slot_name}.",
            "Work out the length {slot_name}."
        ),
        claim: tr!(lang, "{slot_name} mesure {{v}}", "{slot_name} is {{v}}"),
        label: given.clone(),
        noun: tr!(lang, "longueur cherchée", "length asked for"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        facts,
        steps: if variant == 1 { Vec::new() } else { vec![step] },
        variant,
    }
}

fn thales_special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (1, MultipleChoice) => Some(parallel_mc(ctx)),
        (1, TrueFalse) if ctx.chance(0.5) => Some(parallel_tf(ctx)),
        _ => None,
    }
}

/// Lengths AM, AB, AN, AC in tenths of cm, proportional or not.
fn converse_lengths(ctx: &mut Ctx, parallel: bool) -> [i64; 4] {
    let q = ctx.int(3, 7);
    let p = ctx.int(1, q - 1);
    let (s, u) = (
        ctx.pick(&[5i64, 10, 15, 20]),
        ctx.pick(&[6i64, 10, 12, 20, 25]),
    );
    let (am, ab, an, mut ac) = (p * s, q * s, p * u, q * u);
    if !parallel {
        ac += ctx.pick(&[-5i64, 5, 10]);
    }
    [am, ab, an, ac]
}

fn parallel_tf(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let parallel = ctx.chance(0.5);
    let l = converse_lengths(ctx, parallel);
    let [a, b, c, m, n] = thales_names(ctx);
    let t = |x: i64| ctx.qty(x as f64 / 10.0, 1, "cm");
    let (am, ab, an, ac) = (t(l[0]), t(l[1]), t(l[2]), t(l[3]));
    let r1 = ctx.frac(super::super::rational::Rational::new(l[0], l[1]));
    let r2 = ctx.frac(super::super::rational::Rational::new(l[2], l[3]));
    let stem = tr!(
        lang,
        "{m} est sur [{a}{b}] et {n} sur [{a}{c}], avec {a}{m} = {am}, {a}{b} = {ab}, {a}{n} = {an} et {a}{c} = {ac}. Vrai ou faux : les droites ({m}{n}) et ({b}{c}) sont parallèles.",
        "{m} lies on [{a}{b}] and {n} on [{a}{c}], with {a}{m} = {am}, {a}{b} = {ab}, {a}{n} = {an} and {a}{c} = {ac}. True or false: lines ({m}{n}) and ({b}{c}) are parallel."
    );
    let explanation = if parallel {
        tr!(
            lang,
            "{a}{m}/{a}{b} = {r1} et {a}{n}/{a}{c} = {r2} : les rapports sont égaux et les points sont dans le même ordre, donc d'après la réciproque du théorème de Thalès, les droites sont parallèles.",
            "{a}{m}/{a}{b} = {r1} and {a}{n}/{a}{c} = {r2}: the ratios are equal and the points are in the same order, so by the converse of Thales' theorem the lines are parallel."
        )
    } else {
        tr!(
            lang,
            "{a}{m}/{a}{b} = {r1} mais {a}{n}/{a}{c} = {r2} : les rapports sont différents, donc les droites ne sont pas parallèles.",
            "{a}{m}/{a}{b} = {r1} but {a}{n}/{a}{c} = {r2}: the ratios differ, so the lines are not parallel."
        )
    };
    let vis = visual(
        &thales(
            [a, b, c, m, n],
            l[0] as f64 / l[1] as f64,
            false,
            [
                Some(am.clone()),
                Some(ab.clone()),
                None,
                None,
                Some(an.clone()),
                Some(ac.clone()),
            ],
        ),
        tr!(
            lang,
            "Triangle {a}{b}{c} avec {m} sur [{a}{b}] et {n} sur [{a}{c}] ; parallélisme à vérifier",
            "Triangle {a}{b}{c} with {m} on [{a}{b}] and {n} on [{a}{c}]; parallelism to be checked"
        ),
    );
    Built {
        draft: super::kinds::draft(
            TrueFalse,
            stem,
            Vec::new(),
            Answer::Boolean { value: parallel },
            1.0,
            vis,
            explanation,
        ),
        checks: vec![Check::Claim {
            claim: Claim::Parallel {
                am: l[0],
                ab: l[1],
                an: l[2],
                ac: l[3],
            },
            expect: parallel,
        }],
    }
}

fn parallel_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n_par = ctx.int(2, 3);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    for i in 0..5 {
        let parallel = i < n_par;
        let l = converse_lengths(ctx, parallel);
        let d = |x: i64| ctx.dec(x as f64 / 10.0, 1);
        let (x0, x1, x2, x3) = (d(l[0]), d(l[1]), d(l[2]), d(l[3]));
        let t = tr!(
            lang,
            "AM = {x0} ; AB = {x1} ; AN = {x2} ; AC = {x3}",
            "AM = {x0}, AB = {x1}, AN = {x2}, AC = {x3}"
        );
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        checks.push(Check::Claim {
            claim: Claim::Parallel {
                am: l[0],
                ab: l[1],
                an: l[2],
                ac: l[3],
            },
            expect: parallel,
        });
        let fb = (!parallel).then(|| {
            tr!(
                lang,
                "AM/AB et AN/AC ne sont pas égaux",
                "AM/AB and AN/AC are not equal"
            )
        });
        options.push((t, parallel, fb));
    }
    let stem = tr!(
        lang,
        "M est sur [AB] et N sur [AC] (longueurs en cm). Dans quels cas les droites (MN) et (BC) sont-elles parallèles ?",
        "M lies on [AB] and N on [AC] (lengths in cm). In which cases are lines (MN) and (BC) parallel?"
    );
    let vis = visual(
        &thales(
            ["A", "B", "C", "M", "N"],
            0.4,
            false,
            [None, None, None, None, None, None],
        ),
        tr!(
            lang,
            "Triangle ABC avec M sur [AB] et N sur [AC]",
            "Triangle ABC with M on [AB] and N on [AC]"
        ),
    );
    let explanation = tr!(
        lang,
        "D'après la réciproque du théorème de Thalès, (MN) ∥ (BC) lorsque AM/AB = AN/AC (les points étant dans le même ordre).",
        "By the converse of Thales' theorem, (MN) ∥ (BC) when AM/AB = AN/AC (points in the same order)."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

// ------------------------------------------------------------------------ trigonometry

fn trig_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(5);
    let [a, b, c] = ctx.triangle_names();
    let angle = ctx.int(20, 70) as f64;
    let side = ctx.int(3, 15) as f64;
    let r = angle.to_radians();
    let deg = move |x: f64| super::super::num::qty(x, 0, "°", lang);
    let at = deg(angle);
    let (answer, wrongs, situation, question, facts, labels, ang_label, expl, noun) = match variant
    {
        0..=2 => {
            // side from an angle and a side
            let (given_name, given_val, want_name, exact, f_fr, f_en, vals, slot) = match variant {
                0 => (
                    format!("{a}{c}"),
                    side,
                    format!("{b}{c}"),
                    side * r.sin(),
                    "sin",
                    "sin",
                    [side / 100.0, 0.0, 0.0, angle],
                    1,
                ),
                1 => (
                    format!("{a}{c}"),
                    side,
                    format!("{a}{b}"),
                    side * r.cos(),
                    "cos",
                    "cos",
                    [side / 100.0, 0.0, 0.0, angle],
                    2,
                ),
                _ => (
                    format!("{a}{b}"),
                    side,
                    format!("{b}{c}"),
                    side * r.tan(),
                    "tan",
                    "tan",
                    [0.0, 0.0, side / 100.0, angle],
                    1,
                ),
            };
            let ans = Qty::rounded(exact, 1, "cm");
            let gt = cm(ctx, given_val);
            let wrongs = vec![
                w(
                    ctx,
                    Qty::rounded(
                        if variant == 1 {
                            side * r.sin()
                        } else {
                            side * r.cos()
                        },
                        1,
                        "cm",
                    ),
                    "cosinus et sinus confondus",
                    "mixed up cosine and sine",
                ),
                w(
                    ctx,
                    Qty::rounded(
                        if variant == 2 {
                            side * r.sin()
                        } else {
                            side * r.tan()
                        },
                        1,
                        "cm",
                    ),
                    "mauvais rapport trigonométrique",
                    "used the wrong trigonometric ratio",
                ),
                w(
                    ctx,
                    Qty::rounded(
                        side * match variant {
                            0 => angle.sin(),
                            1 => angle.cos(),
                            _ => angle.tan(),
                        }
                        .abs(),
                        1,
                        "cm",
                    ),
                    "calculatrice réglée en radians",
                    "calculator set to radians",
                ),
                w(
                    ctx,
                    Qty::rounded(
                        side / match variant {
                            0 => r.sin(),
                            1 => r.cos(),
                            _ => r.tan(),
                        },
                        1,
                        "cm",
                    ),
                    "division au lieu d'une multiplication",
                    "divided instead of multiplying",
                ),
            ];
            let func = if ctx.fr() { f_fr } else { f_en };
            let ans_t = ans.text(lang);
            let ratio = match variant {
                0 => format!("sin({a}) = {b}{c}/{a}{c}"),
                1 => format!("cos({a}) = {a}{b}/{a}{c}"),
                _ => format!("tan({a}) = {b}{c}/{a}{b}"),
            };
            let mut labels = [None, None, None];
            match variant {
                0 => {
                    labels[2] = Some(gt.clone());
                    labels[1] = Some("?".to_owned());
                }
                1 => {
                    labels[2] = Some(gt.clone());
                    labels[0] = Some("?".to_owned());
                }
                _ => {
                    labels[0] = Some(gt.clone());
                    labels[1] = Some("?".to_owned());
                }
            }
            (
                ans,
                wrongs,
                tr!(
                    lang,
                    "Le triangle {a}{b}{c} est rectangle en {b}, avec {given_name} = {gt} et l'angle {b}{a}{c} de mesure {at}.",
                    "Triangle {a}{b}{c} has a right angle at {b}, with {given_name} = {gt} and angle {b}{a}{c} equal to {at}."
                ),
                tr!(
                    lang,
                    "Calcule la longueur {want_name}, arrondie au dixième.",
                    "Work out the length {want_name}, rounded to the nearest tenth."
                ),
                Facts::Trig {
                    vals,
                    slot,
                    tol: 0.0005,
                },
                labels,
                Some(at.clone()),
                tr!(
                    lang,
                    "Dans le triangle rectangle, {ratio}, donc {want_name} = {gt} × {func}({at}) ≈ {ans_t}.",
                    "In the right triangle, {ratio}, so {want_name} = {gt} × {func}({at}) ≈ {ans_t}."
                ),
                want_name.clone(),
            )
        }
        _ => {
            // angle from two sides
            let (hyp, adj) = (side + ctx.int(1, 8) as f64, side);
            let use_tan = variant == 4;
            let (opp, adj, hyp) = if use_tan {
                (ctx.int(2, 12) as f64, adj, 0.0)
            } else {
                (0.0, adj, hyp)
            };
            let exact = if use_tan {
                opp.atan2(adj).to_degrees()
            } else {
                (adj / hyp).acos().to_degrees()
            };
            let ans = Qty::rounded(exact, 0, "°");
            let wrongs = if use_tan {
                vec![
                    w(
                        ctx,
                        Qty::rounded(adj.atan2(opp).to_degrees(), 0, "°"),
                        "rapport pris à l'envers (angle complémentaire)",
                        "ratio upside down (the complementary angle)",
                    ),
                    w(
                        ctx,
                        Qty::rounded((opp / adj).atan(), 2, "°"),
                        "calculatrice réglée en radians",
                        "calculator set to radians",
                    ),
                    w(
                        ctx,
                        Qty::rounded(opp / adj * 100.0, 0, "°"),
                        "rapport confondu avec l'angle",
                        "took the ratio for the angle",
                    ),
                ]
            } else {
                vec![
                    w(
                        ctx,
                        Qty::rounded((adj / hyp).asin().to_degrees(), 0, "°"),
                        "arcsin utilisé au lieu d'arccos",
                        "used arcsin instead of arccos",
                    ),
                    w(
                        ctx,
                        Qty::rounded((adj / hyp).acos(), 2, "°"),
                        "calculatrice réglée en radians",
                        "calculator set to radians",
                    ),
                    w(
                        ctx,
                        Qty::rounded(90.0 - (adj / hyp).atan().to_degrees(), 0, "°"),
                        "tangente utilisée avec l'hypoténuse",
                        "used tangent with the hypotenuse",
                    ),
                ]
            };
            let (ht, adt, opt) = (cm(ctx, hyp), cm(ctx, adj), cm(ctx, opp));
            let ans_t = ans.text(lang);
            let (given, labels, ratio, f) = if use_tan {
                (
                    tr!(
                        lang,
                        "{a}{b} = {adt} et {b}{c} = {opt}",
                        "{a}{b} = {adt} and {b}{c} = {opt}"
                    ),
                    [Some(adt.clone()), Some(opt.clone()), None],
                    format!("tan({a}) = {b}{c}/{a}{b}"),
                    Facts::Trig {
                        vals: [0.0, opp, adj, 0.0],
                        slot: 3,
                        tol: 0.5,
                    },
                )
            } else {
                (
                    tr!(
                        lang,
                        "{a}{b} = {adt} et {a}{c} = {ht}",
                        "{a}{b} = {adt} and {a}{c} = {ht}"
                    ),
                    [Some(adt.clone()), None, Some(ht.clone())],
                    format!("cos({a}) = {a}{b}/{a}{c}"),
                    Facts::Trig {
                        vals: [hyp, 0.0, adj, 0.0],
                        slot: 3,
                        tol: 0.5,
                    },
                )
            };
            (
                ans,
                wrongs,
                tr!(
                    lang,
                    "Le triangle {a}{b}{c} est rectangle en {b}, avec {given}.",
                    "Triangle {a}{b}{c} has a right angle at {b}, with {given}."
                ),
                tr!(
                    lang,
                    "Calcule la mesure de l'angle {b}{a}{c}, arrondie au degré.",
                    "Work out the angle {b}{a}{c}, rounded to the nearest degree."
                ),
                f,
                labels,
                Some("?".to_owned()),
                tr!(
                    lang,
                    "{ratio}, donc l'angle {b}{a}{c} ≈ {ans_t}.",
                    "{ratio}, so angle {b}{a}{c} ≈ {ans_t}."
                ),
                tr!(lang, "l'angle {b}{a}{c}", "angle {b}{a}{c}"),
            )
        }
    };
    let (w_ab, w_bc) = match &facts {
        Facts::Trig { vals, .. } => {
            let (h, o, ad, ang) = (vals[0] * 100.0, vals[1] * 100.0, vals[2] * 100.0, vals[3]);
            if ang > 0.0 {
                let h = if h > 0.0 {
                    h
                } else {
                    ad / ang.to_radians().cos()
                };
                (h * ang.to_radians().cos(), h * ang.to_radians().sin())
            } else if o > 0.0 {
                (ad, o)
            } else {
                (ad, (h * h - ad * ad).max(0.1).sqrt())
            }
        }
        _ => (3.0, 4.0),
    };
    let alt_labels = labels
        .iter()
        .zip([format!("{a}{b}"), format!("{b}{c}"), format!("{a}{c}")])
        .filter_map(|(l, n)| l.as_ref().map(|l| format!("{n} = {l}")))
        .collect::<Vec<_>>()
        .join(", ");
    let ang_alt = ang_label.clone().unwrap_or_default();
    let vis = visual(
        &right_triangle([a, b, c], w_ab, w_bc, labels, ang_label),
        tr!(
            lang,
            "Triangle {a}{b}{c} rectangle en {b} ; {alt_labels} ; angle en {a} : {ang_alt}",
            "Triangle {a}{b}{c} with a right angle at {b}; {alt_labels}; angle at {a}: {ang_alt}"
        ),
    );
    let claim_name = noun.clone();
    Item {
        situation,
        question,
        claim: tr!(lang, "{claim_name} mesure {{v}}", "{claim_name} is {{v}}"),
        label: format!("{a}{b}{c}"),
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        facts,
        steps: Vec::new(),
        variant,
    }
}

fn trig_special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if kind != MultipleChoice {
        return None;
    }
    let lang = ctx.lang;
    let names = ctx.triangle_names();
    let [a, b, c] = names;
    let seg = |s: [usize; 2]| format!("{}{}", names[s[0]], names[s[1]]);
    // (func, vertex, num, den)
    let mut pool: Vec<(u8, usize, [usize; 2], [usize; 2])> = vec![
        (0, 0, [0, 1], [0, 2]),
        (1, 0, [1, 2], [0, 2]),
        (2, 0, [1, 2], [0, 1]),
        (0, 0, [1, 2], [0, 2]),
        (1, 0, [0, 1], [0, 2]),
        (2, 0, [0, 1], [1, 2]),
        (0, 2, [1, 2], [0, 2]),
        (1, 2, [1, 2], [0, 2]),
        (2, 2, [0, 1], [1, 2]),
        (0, 0, [0, 2], [0, 1]),
    ];
    ctx.shuffle(&mut pool);
    let funcs = ["cos", "sin", "tan"];
    let mut options = Vec::new();
    let mut checks = Vec::new();
    let mut n_true = 0;
    for (f, v, num, den) in pool {
        let claim = Claim::TrigRatio {
            func: f,
            vertex: v,
            num,
            den,
        };
        let truth = claim.holds(lang).unwrap_or(false);
        if options.len() >= 5 || (truth && n_true >= 3) {
            continue;
        }
        n_true += usize::from(truth);
        let angle = if v == 0 {
            format!("{b}{a}{c}")
        } else {
            format!("{b}{c}{a}")
        };
        let text = format!("{}({angle}) = {}/{}", funcs[f as usize], seg(num), seg(den));
        let fb = (!truth).then(|| {
            tr!(
                lang,
                "côté opposé, côté adjacent et hypoténuse confondus",
                "mixed up the opposite side, adjacent side and hypotenuse"
            )
        });
        checks.push(Check::Claim {
            claim,
            expect: truth,
        });
        options.push((text, truth, fb));
    }
    if n_true == 0 {
        return None;
    }
    let stem = tr!(
        lang,
        "Le triangle {a}{b}{c} est rectangle en {b}. Quelles égalités sont vraies ?",
        "Triangle {a}{b}{c} has a right angle at {b}. Which equalities are true?"
    );
    let vis = visual(
        &right_triangle(names, 3.0, 4.0, [None, None, None], None),
        tr!(
            lang,
            "Triangle {a}{b}{c} rectangle en {b}",
            "Triangle {a}{b}{c} with a right angle at {b}"
        ),
    );
    let explanation = tr!(
        lang,
        "cos = adjacent/hypoténuse, sin = opposé/hypoténuse, tan = opposé/adjacent ; l'hypoténuse est [{a}{c}].",
        "cos = adjacent/hypotenuse, sin = opposite/hypotenuse, tan = opposite/adjacent; the hypotenuse is [{a}{c}]."
    );
    Some(choice_question(
        ctx,
        stem,
        options,
        checks,
        vis,
        explanation,
    ))
}

// ------------------------------------------------------------------------------ angles

fn angles_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let deg = move |x: f64| super::super::num::qty(x, 0, "°", lang);
    match ctx.mode {
        0 => {
            let total = if ctx.variant(2) == 0 { 180.0 } else { 90.0 };
            let a = ctx.int(10, total as i64 - 10) as f64;
            let x = total - a;
            let (at, xt, tt) = (deg(a), deg(x), deg(total));
            let kind_fr = if total == 180.0 {
                "un angle plat (supplémentaires)"
            } else {
                "un angle droit (complémentaires)"
            };
            let kind_en = if total == 180.0 {
                "a straight angle (supplementary)"
            } else {
                "a right angle (complementary)"
            };
            let kind = if ctx.fr() { kind_fr } else { kind_en };
            let other = if total == 180.0 { 90.0 } else { 180.0 };
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int((other - a).abs() as i64, "°"),
                    "angle plat et angle droit confondus",
                    "mixed up straight and right angles",
                ),
                w(
                    ctx,
                    Qty::int(a as i64, "°"),
                    "les deux angles ne sont pas forcément égaux",
                    "the two angles need not be equal",
                ),
                w(
                    ctx,
                    Qty::int((360.0 - a) as i64, "°"),
                    "tour complet utilisé au lieu de l'angle plat ou droit",
                    "used a full turn",
                ),
            ];
            Item {
                situation: tr!(
                    lang,
                    "Les angles xOy et yOz sont adjacents et forment ensemble {kind}. L'angle xOy mesure {at}.",
                    "Angles xOy and yOz are adjacent and together form {kind}. Angle xOy measures {at}."
                ),
                question: tr!(
                    lang,
                    "Quelle est la mesure de l'angle yOz ?",
                    "What does angle yOz measure?"
                ),
                claim: tr!(lang, "l'angle yOz mesure {{v}}", "angle yOz measures {{v}}"),
                label: tr!(lang, "{at} et {tt} au total", "{at}, {tt} in all"),
                noun: tr!(lang, "angle yOz", "angle yOz"),
                answer: Qty::int(x as i64, "°"),
                wrongs,
                alts: Vec::new(),
                visual: visual(
                    &adjacent_angles(total, a, &at, "?"),
                    tr!(
                        lang,
                        "Deux angles adjacents de sommet O formant {tt} ; xOy = {at}, yOz inconnu",
                        "Two adjacent angles at O making {tt}; xOy = {at}, yOz unknown"
                    ),
                ),
                explanation: tr!(
                    lang,
                    "yOz = {tt} - {at} = {xt}.",
                    "yOz = {tt} - {at} = {xt}."
                ),
                facts: Facts::AngleSum {
                    known: vec![a],
                    total,
                },
                steps: Vec::new(),
                variant: 0,
            }
        }
        1 => {
            let corresponding = ctx.variant(2) == 0;
            let a = ctx.int(25, 155) as f64;
            let at = deg(a);
            let (name_fr, name_en) = if corresponding {
                ("correspondants", "corresponding")
            } else {
                ("alternes-internes", "alternate interior")
            };
            let name = if ctx.fr() { name_fr } else { name_en };
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int((180.0 - a) as i64, "°"),
                    "angles égaux confondus avec des angles supplémentaires",
                    "mistook equal angles for supplementary ones",
                ),
                w(
                    ctx,
                    Qty::int((90.0 - a).abs() as i64, "°"),
                    "complément calculé sans raison",
                    "took the complement for no reason",
                ),
                w(
                    ctx,
                    Qty::int((a / 2.0).round() as i64, "°"),
                    "angle partagé en deux",
                    "halved the angle",
                ),
            ];
            Item {
                situation: tr!(
                    lang,
                    "Les droites (d) et (d′) sont parallèles et coupées par une sécante. Les deux angles marqués sont {name} ; l'un mesure {at}.",
                    "Lines (d) and (d′) are parallel and cut by a transversal. The two marked angles are {name}; one measures {at}."
                ),
                question: tr!(
                    lang,
                    "Quelle est la mesure de l'autre angle ?",
                    "What does the other angle measure?"
                ),
                claim: tr!(
                    lang,
                    "l'autre angle mesure {{v}}",
                    "the other angle measures {{v}}"
                ),
                label: tr!(lang, "{name}, {at}", "{name}, {at}"),
                noun: tr!(lang, "angle", "angle"),
                answer: Qty::int(a as i64, "°"),
                wrongs,
                alts: Vec::new(),
                visual: visual(
                    &parallel_angles(corresponding, &at, "?"),
                    tr!(
                        lang,
                        "Deux droites parallèles coupées par une sécante ; angles {name} marqués, l'un de {at}",
                        "Two parallel lines cut by a transversal; {name} angles marked, one of {at}"
                    ),
                ),
                explanation: tr!(
                    lang,
                    "Deux angles {name} formés par deux droites parallèles et une sécante ont la même mesure : {at}.",
                    "{name} angles formed by two parallel lines and a transversal are equal: {at}."
                ),
                facts: Facts::AngleSum {
                    known: Vec::new(),
                    total: a,
                },
                steps: Vec::new(),
                variant: u8::from(corresponding),
            }
        }
        _ => {
            let [pa, pb, pc] = ctx.triangle_names();
            let iso = ctx.variant(2) == 1;
            if iso {
                let apex = 2 * ctx.int(10, 75);
                let base = (180 - apex) / 2;
                let (apt, bt) = (deg(apex as f64), deg(base as f64));
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::int(180 - apex, "°"),
                        "somme non partagée entre les deux angles à la base",
                        "did not share between the two base angles",
                    ),
                    w(
                        ctx,
                        Qty::int(apex, "°"),
                        "angle au sommet recopié",
                        "copied the apex angle",
                    ),
                    w(
                        ctx,
                        Qty::int((360 - apex) / 2, "°"),
                        "360° utilisé au lieu de 180°",
                        "used 360° instead of 180°",
                    ),
                ];
                Item {
                    situation: tr!(
                        lang,
                        "Le triangle {pa}{pb}{pc} est isocèle en {pa} et l'angle {pb}{pa}{pc} mesure {apt}.",
                        "Triangle {pa}{pb}{pc} is isosceles with apex {pa}, and angle {pb}{pa}{pc} measures {apt}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est la mesure de l'angle {pa}{pb}{pc} ?",
                        "What does angle {pa}{pb}{pc} measure?"
                    ),
                    claim: tr!(
                        lang,
                        "l'angle {pa}{pb}{pc} mesure {{v}}",
                        "angle {pa}{pb}{pc} measures {{v}}"
                    ),
                    label: tr!(lang, "isocèle, sommet {apt}", "isosceles, apex {apt}"),
                    noun: tr!(lang, "angle à la base", "base angle"),
                    answer: Qty::int(base, "°"),
                    wrongs,
                    alts: Vec::new(),
                    visual: visual(
                        &triangle_angles(
                            [pa, pb, pc],
                            [apex as f64, base as f64, base as f64],
                            [Some(apt.clone()), Some("?".to_owned()), None],
                        ),
                        tr!(
                            lang,
                            "Triangle {pa}{pb}{pc} isocèle en {pa}, angle en {pa} : {apt}",
                            "Triangle {pa}{pb}{pc}, isosceles with apex {pa}, angle at {pa}: {apt}"
                        ),
                    ),
                    explanation: tr!(
                        lang,
                        "Les angles à la base d'un triangle isocèle sont égaux : (180° - {apt}) ÷ 2 = {bt}.",
                        "The base angles of an isosceles triangle are equal: (180° - {apt}) ÷ 2 = {bt}."
                    ),
                    facts: Facts::Expr {
                        expr: format!("(180 - {apex}) ÷ 2"),
                        x: None,
                        tol: 0.0,
                    },
                    steps: Vec::new(),
                    variant: 1,
                }
            } else {
                let a = ctx.int(20, 100);
                let b = ctx.int(20, 150 - a);
                let x = 180 - a - b;
                let (at, bt, xt) = (deg(a as f64), deg(b as f64), deg(x as f64));
                let wrongs = vec![
                    w(
                        ctx,
                        Qty::int(360 - a - b, "°"),
                        "somme des angles prise égale à 360°",
                        "took the angle sum as 360°",
                    ),
                    w(
                        ctx,
                        Qty::int((a + b) % 180, "°"),
                        "somme des deux angles donnés",
                        "added the two given angles",
                    ),
                    w(
                        ctx,
                        Qty::int((90 - a - b).abs(), "°"),
                        "somme des angles prise égale à 90°",
                        "took the angle sum as 90°",
                    ),
                ];
                Item {
                    situation: tr!(
                        lang,
                        "Dans le triangle {pa}{pb}{pc}, l'angle en {pa} mesure {at} et l'angle en {pb} mesure {bt}.",
                        "In triangle {pa}{pb}{pc}, the angle at {pa} measures {at} and the angle at {pb} measures {bt}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est la mesure de l'angle en {pc} ?",
                        "What does the angle at {pc} measure?"
                    ),
                    claim: tr!(
                        lang,
                        "l'angle en {pc} mesure {{v}}",
                        "the angle at {pc} measures {{v}}"
                    ),
                    label: format!("{at} ; {bt}"),
                    noun: tr!(lang, "troisième angle", "third angle"),
                    answer: Qty::int(x, "°"),
                    wrongs,
                    alts: Vec::new(),
                    visual: visual(
                        &triangle_angles(
                            [pa, pb, pc],
                            [a as f64, b as f64, x as f64],
                            [Some(at.clone()), Some(bt.clone()), Some("?".to_owned())],
                        ),
                        tr!(
                            lang,
                            "Triangle {pa}{pb}{pc} : angle en {pa} {at}, angle en {pb} {bt}, angle en {pc} inconnu",
                            "Triangle {pa}{pb}{pc}: angle at {pa} {at}, at {pb} {bt}, at {pc} unknown"
                        ),
                    ),
                    explanation: tr!(
                        lang,
                        "La somme des angles d'un triangle vaut 180° : 180° - {at} - {bt} = {xt}.",
                        "The angles of a triangle add up to 180°: 180° - {at} - {bt} = {xt}."
                    ),
                    facts: Facts::AngleSum {
                        known: vec![a as f64, b as f64],
                        total: 180.0,
                    },
                    steps: Vec::new(),
                    variant: 0,
                }
            }
        }
    }
}

fn angles_special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if ctx.mode != 2 || kind != MultipleChoice {
        return None;
    }
    let lang = ctx.lang;
    let n_ok = ctx.int(2, 3);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    while options.len() < 5 {
        let ok = (options.iter().filter(|o| o.1).count() as i64) < n_ok;
        let a = ctx.int(15, 110);
        let b = ctx.int(15, 160 - a);
        let c = if ok {
            180 - a - b
        } else {
            180 - a - b + ctx.pick(&[-20i64, -10, 10, 20, 30])
        };
        if c <= 0 {
            continue;
        }
        let t = format!("{a}° ; {b}° ; {c}°").replace(" ; ", if ctx.fr() { " ; " } else { ", " });
        if options.iter().any(|o| o.0 == t) {
            continue;
        }
        let sum = a + b + c;
        let fb = (!ok).then(|| {
            tr!(
                lang,
                "la somme vaut {sum}° et non 180°",
                "they add up to {sum}°, not 180°"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::TriangleAngles { angles: [a, b, c] },
            expect: ok,
        });
        options.push((t, ok, fb));
    }
    let stem = tr!(
        lang,
        "Lesquels de ces triplets peuvent être les mesures des trois angles d'un triangle ?",
        "Which of these could be the three angles of a triangle?"
    );
    let vis: Visual = visual(
        &card(
            &tr!(
                lang,
                "Somme des angles d'un triangle",
                "Angle sum of a triangle"
            ),
            &["? + ? + ? = 180°".to_owned()],
        ),
        tr!(
            lang,
            "Fiche : la somme des angles d'un triangle vaut 180°",
            "Card: the angles of a triangle add up to 180°"
        ),
    );
    let explanation = tr!(
        lang,
        "Trois angles forment un triangle si et seulement si leur somme vaut 180°.",
        "Three angles make a triangle exactly when they add up to 180°."
    );
    Some(choice_question(
        ctx,
        stem,
        options,
        checks,
        vis,
        explanation,
    ))
}
