//! Thales' theorem: a length from proportional lengths, nested triangles (chapter
//! `theoreme-de-thales` 4e) or the butterfly configuration, and the converse (are these lines
//! parallel?) (`theoreme-de-thales` 3e).

use crate::domain::question::Answer;
use crate::domain::question::QuestionKind::{self, *};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{choice_question, draft};
use crate::generate::builtin::{Built, Ctx, Family, Item, Qty, Step, Wrong, tr, w};
use crate::generate::rational::Rational;
use crate::generate::visual::{thales, visual};

/// Thales' theorem (mode 0: 4e, mode 1: 3e with the butterfly configuration and the converse).
pub(crate) static THALES: Family = Family {
    name: "thales",
    notion: crate::generate::builtin::no_notion,
    item: thales_item,
    special: thales_special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, MultipleChoice, Matching],
    },
    variants: |_| 3,
};

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
    // the 3e adds the butterfly configuration (the 4e works in the triangle only)
    let butterfly = ctx.mode == 1;
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
    let k = ctx.frac(Rational::new(p, q));
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
                difference(ctx, Qty::rounded_exact(bc - (ab - am), 2, "cm")),
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
                upside_down(ctx, Qty::rounded_exact(an * am / ab, 2, "cm")),
                difference(ctx, Qty::rounded_exact(an + (ab - am), 2, "cm")),
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
                upside_down(ctx, Qty::rounded_exact(ab * bc / mn, 2, "cm")),
                difference(ctx, Qty::rounded_exact(ab - (bc - mn), 2, "cm")),
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
        answer: Qty::rat(Rational::new(p, q), ""),
        facts: Facts::exact(format!("{} ÷ {}", ctx.dec(am, 2), ctx.dec(ab, 2))),
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
        // self-contained in a matching or an ordering: the parallel lines and the length asked
        label: tr!(
            lang,
            "{slot_name} = ? avec ({m}{n}) ∥ ({b}{c}) et {given}",
            "{slot_name} = ? with ({m}{n}) ∥ ({b}{c}) and {given}"
        ),
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
    let r1 = ctx.frac(Rational::new(l[0], l[1]));
    let r2 = ctx.frac(Rational::new(l[2], l[3]));
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
        draft: draft(
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

/// Distractor: the ratio taken upside down.
fn upside_down(ctx: &Ctx, qty: Qty) -> Wrong {
    w(
        ctx,
        qty,
        "rapport pris à l'envers",
        "used the ratio upside down",
    )
}

/// Distractor: a difference of lengths instead of a ratio.
fn difference(ctx: &Ctx, qty: Qty) -> Wrong {
    w(
        ctx,
        qty,
        "différence de longueurs au lieu d'un rapport",
        "used a difference of lengths instead of a ratio",
    )
}
