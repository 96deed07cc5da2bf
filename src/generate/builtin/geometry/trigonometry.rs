//! Trigonometry in the right triangle: a side from an angle, an angle from two sides, which
//! ratios are right (chapter `trigonometrie` 3e).

use super::cm;
use crate::domain::question::QuestionKind::{self, *};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Family, Item, Qty, Wrong, tr, w};
use crate::generate::num;
use crate::generate::visual::{right_triangle, visual};

/// Trigonometry in the right triangle.
pub(crate) static TRIG: Family = Family {
    name: "trigonometry",
    notion: crate::generate::builtin::no_notion,
    item: trig_item,
    special: trig_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
    variants: |_| 5,
};

fn trig_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(5);
    let [a, b, c] = ctx.triangle_names();
    let angle = ctx.int(20, 70) as f64;
    let side = ctx.int(3, 15) as f64;
    let r = angle.to_radians();
    let deg = move |x: f64| num::qty(x, 0, "°", lang);
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
                radians(
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
                    radians(ctx, Qty::rounded((opp / adj).atan(), 2, "°")),
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
                    radians(ctx, Qty::rounded((adj / hyp).acos(), 2, "°")),
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

/// Distractor: the calculator set to radians.
fn radians(ctx: &Ctx, qty: Qty) -> Wrong {
    w(
        ctx,
        qty,
        "calculatrice réglée en radians",
        "calculator set to radians",
    )
}
