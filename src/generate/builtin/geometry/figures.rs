//! Plane figures: parallel and perpendicular lines (chapter `droites-paralleles-et-perpendiculaires`
//! 6e, mode 0), triangles, quadrilaterals and the circle (`triangles-quadrilateres-et-cercle` 6e,
//! mode 1), parallelograms (`parallelogrammes` 5e, mode 2).

use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Family, Item, Qty, Wrong, tr, w};
use crate::generate::visual::{card, disc, visual};

/// Lines (0), triangles, quadrilaterals and circle (1), parallelograms (2).
pub(crate) static FIGURES: Family = Family {
    name: "figures",
    notion,
    item: figures_item,
    special: figures_special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, TrueFalse, Matching, MultipleChoice],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge that each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 0) => "distance",
        (0, 1) => "paralleles",
        (0, _) => "proprietes",
        (1, 0) => "cercle",
        (1, 1) => "perimetre",
        (1, _) => "cotes",
        (2, 0) => "angles",
        (2, 1) => "diagonales",
        (2, _) => "cotes",
        _ => return None,
    })
}

/// An item from its texts, answer, distractors, figure and facts.
#[allow(clippy::too_many_arguments)]
pub(super) fn it(
    situation: String,
    question: String,
    claim: String,
    label: String,
    noun: String,
    answer: Qty,
    wrongs: Vec<Wrong>,
    visual: Visual,
    explanation: String,
    facts: Facts,
    variant: u8,
) -> Item {
    Item {
        situation,
        question,
        claim,
        label,
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual,
        explanation,
        facts,
        steps: Vec::new(),
        variant,
    }
}

/// A length in cm: a whole number or a half, from `lo` to `hi`.
pub(super) fn half_cm(ctx: &mut Ctx, lo: i64, hi: i64) -> f64 {
    let x = ctx.int(2 * lo, 2 * hi) as f64 / 2.0;
    if ctx.chance(0.6) { x.round() } else { x }
}

/// The facts of a length in cm: `expr`, a calculation in cm, in base units (metres).
pub(super) fn in_cm(expr: impl std::fmt::Display) -> Facts {
    Facts::exact(format!("({expr}) ÷ 100"))
}

/// The facts of an area in cm²: `expr`, a calculation in cm², in base units (m²).
pub(super) fn in_cm2(expr: impl std::fmt::Display) -> Facts {
    Facts::exact(format!("({expr}) ÷ 10000"))
}

/// The separator of a list of data: " ; " in French, ", " in English.
pub(super) fn sep(ctx: &Ctx) -> &'static str {
    if ctx.fr() { " ; " } else { ", " }
}

fn figures_item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => lines_item(ctx),
        1 => shapes_item(ctx),
        _ => parallelogram_item(ctx),
    }
}

fn figures_special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if ctx.mode != 0 {
        return None;
    }
    // the deductions on parallel and perpendicular lines are statements to judge
    let v = ctx.pin.map_or_else(|| ctx.int(0, 2) as u8, |v| v % 3);
    if v != 2 {
        return None;
    }
    Some(match kind {
        TrueFalse => deduction_tf(ctx),
        SingleChoice | Numeric => deduction_choice(ctx, 1),
        _ => {
            let n_ok = ctx.int(2, 3) as usize;
            deduction_choice(ctx, n_ok)
        }
    })
}

/// Distance from a point to a line (0), between two parallel lines (1).
fn lines_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(2);
    let cm = move |x: f64| crate::generate::num::qty(x, 1, "cm", lang);
    if v == 0 {
        let ah = half_cm(ctx, 2, 7);
        let am = ah + half_cm(ctx, 1, 3);
        let an = am + half_cm(ctx, 1, 3);
        let (aht, amt, ant) = (cm(ah), cm(am), cm(an));
        let s = sep(ctx);
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(am, 1, "cm"),
                "la droite (AM) n'est pas perpendiculaire à (d)",
                "line (AM) is not perpendicular to (d)",
            ),
            w(
                ctx,
                Qty::exact(an, 1, "cm"),
                "la droite (AN) n'est pas perpendiculaire à (d)",
                "line (AN) is not perpendicular to (d)",
            ),
            w(
                ctx,
                Qty::exact(am - ah, 1, "cm"),
                "différence de deux longueurs au lieu de la longueur perpendiculaire",
                "a difference of two lengths instead of the perpendicular length",
            ),
        ];
        let data = format!("AH = {aht}{s}AM = {amt}{s}AN = {ant}");
        let mut item = it(
            tr!(
                lang,
                "Le point A n'est pas sur la droite (d). Les points H, M et N sont sur (d), et la droite (AH) est perpendiculaire à (d). On a {data}.",
                "Point A is not on line (d). Points H, M and N lie on (d), and line (AH) is perpendicular to (d). We have {data}."
            ),
            tr!(
                lang,
                "Quelle est la distance du point A à la droite (d) ?",
                "What is the distance from point A to line (d)?"
            ),
            tr!(
                lang,
                "la distance du point A à la droite (d) est {{v}}",
                "the distance from point A to line (d) is {{v}}"
            ),
            data.clone(),
            tr!(lang, "distance de A à (d)", "distance from A to (d)"),
            Qty::exact(ah, 1, "cm"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "(AH) ⊥ (d)", "(AH) ⊥ (d)"),
                    std::slice::from_ref(&data),
                ),
                tr!(
                    lang,
                    "Fiche : H, M et N sur la droite (d), (AH) perpendiculaire à (d), {data}",
                    "Card: H, M and N on line (d), (AH) perpendicular to (d), {data}"
                ),
            ),
            tr!(
                lang,
                "La distance d'un point à une droite est la longueur du segment qui joint ce point à la droite en lui étant perpendiculaire : c'est la plus courte. Ici, c'est AH = {aht}.",
                "The distance from a point to a line is the length of the segment joining the point to the line at right angles: it is the shortest. Here it is AH = {aht}."
            ),
            in_cm(ctx.dec(ah, 1)),
            0,
        );
        // the same length in millimetres: a multiple choice has two right answers
        item.alts = vec![Qty::exact(10.0 * ah, 0, "mm")];
        return item;
    }
    let between = ctx.chance(0.6);
    let (ah, ak) = loop {
        let (a, b) = (half_cm(ctx, 1, 6), half_cm(ctx, 1, 6));
        if between || a > b {
            break (a, b);
        }
    };
    let hk = if between { ah + ak } else { ah - ak };
    let (aht, akt, hkt) = (cm(ah), cm(ak), cm(hk));
    let (a, b) = (ctx.dec(ah, 1), ctx.dec(ak, 1));
    let expr = if between {
        format!("{a} + {b}")
    } else {
        format!("{a} - {b}")
    };
    let place = if between {
        tr!(
            lang,
            "Le point A est entre les deux droites",
            "Point A lies between the two lines"
        )
    } else {
        tr!(
            lang,
            "Le point A n'est pas entre les deux droites : il est du côté de (d′)",
            "Point A does not lie between the two lines: it is on the side of (d′)"
        )
    };
    let wrong = if between {
        Qty::exact((ah - ak).abs(), 1, "cm")
    } else {
        Qty::exact(ah + ak, 1, "cm")
    };
    let wrongs = vec![
        w(
            ctx,
            wrong,
            "position du point A par rapport aux deux droites mal lue",
            "misread where point A lies with respect to the two lines",
        ),
        w(
            ctx,
            Qty::exact(ah, 1, "cm"),
            "distance de A à (d) au lieu de la distance entre les droites",
            "distance from A to (d) instead of the distance between the lines",
        ),
        w(
            ctx,
            Qty::exact(ak, 1, "cm"),
            "distance de A à (d′) au lieu de la distance entre les droites",
            "distance from A to (d′) instead of the distance between the lines",
        ),
    ];
    let s = sep(ctx);
    let label = if between {
        tr!(
            lang,
            "A entre (d) et (d′){s}AH = {aht}{s}AK = {akt}",
            "A between (d) and (d′){s}AH = {aht}{s}AK = {akt}"
        )
    } else {
        tr!(
            lang,
            "A du côté de (d′){s}AH = {aht}{s}AK = {akt}",
            "A on the side of (d′){s}AH = {aht}{s}AK = {akt}"
        )
    };
    let mut item = it(
        tr!(
            lang,
            "Les droites (d) et (d′) sont parallèles. La perpendiculaire à (d) passant par le point A coupe (d) en H et (d′) en K. {place} ; AH = {aht} et AK = {akt}.",
            "Lines (d) and (d′) are parallel. The perpendicular to (d) through point A meets (d) at H and (d′) at K. {place}; AH = {aht} and AK = {akt}."
        ),
        tr!(
            lang,
            "Quelle est la distance entre les droites (d) et (d′) ?",
            "What is the distance between lines (d) and (d′)?"
        ),
        tr!(
            lang,
            "la distance entre les droites (d) et (d′) est {{v}}",
            "the distance between lines (d) and (d′) is {{v}}"
        ),
        label.clone(),
        tr!(
            lang,
            "distance entre (d) et (d′)",
            "distance between (d) and (d′)"
        ),
        Qty::exact(hk, 1, "cm"),
        wrongs,
        visual(
            &card(
                &tr!(lang, "(d) // (d′)", "(d) ∥ (d′)"),
                std::slice::from_ref(&label),
            ),
            tr!(
                lang,
                "Fiche : droites (d) et (d′) parallèles, {label}",
                "Card: parallel lines (d) and (d′), {label}"
            ),
        ),
        tr!(
            lang,
            "La droite (HK) est perpendiculaire à (d), donc aussi à sa parallèle (d′) : la distance entre les deux droites est HK = {expr} = {hkt}.",
            "Line (HK) is perpendicular to (d), hence also to its parallel (d′): the distance between the two lines is HK = {expr} = {hkt}."
        ),
        in_cm(expr),
        1,
    );
    item.alts = vec![Qty::exact(10.0 * hk, 0, "mm")];
    item
}

const LINE_NAMES: [&str; 4] = ["(d₁)", "(d₂)", "(d₃)", "(d₄)"];

/// Three or four lines linked by a chain of stated relations (parallel or perpendicular).
fn chain(ctx: &mut Ctx) -> (Vec<(usize, usize, bool)>, Vec<String>) {
    let n = ctx.int(3, 4) as usize;
    let mut order: Vec<usize> = (0..n).collect();
    ctx.shuffle(&mut order);
    let mut rels = Vec::new();
    let mut said = Vec::new();
    for k in 0..n - 1 {
        let (i, j) = (order[k], order[k + 1]);
        let perp = ctx.chance(0.5);
        rels.push((i, j, perp));
        // the relation said either way round
        let (x, y) = if ctx.chance(0.5) { (i, j) } else { (j, i) };
        let (x, y) = (LINE_NAMES[x], LINE_NAMES[y]);
        said.push(if perp {
            tr!(ctx.lang, "{x} ⊥ {y}", "{x} ⊥ {y}")
        } else {
            tr!(ctx.lang, "{x} // {y}", "{x} ∥ {y}")
        });
    }
    (rels, said)
}

/// Whether two lines of the chain are perpendicular: the parity of the perpendiculars on the
/// path between them.
fn perpendicular(rels: &[(usize, usize, bool)], a: usize, b: usize) -> bool {
    let mut seen = vec![(a, false)];
    while !seen.iter().any(|s| s.0 == b) {
        let before = seen.len();
        for &(i, j, p) in rels {
            for (x, y) in [(i, j), (j, i)] {
                if let Some(&(_, k)) = seen.iter().find(|s| s.0 == x)
                    && !seen.iter().any(|s| s.0 == y)
                {
                    seen.push((y, k ^ p));
                }
            }
        }
        if seen.len() == before {
            break;
        }
    }
    seen.iter().find(|s| s.0 == b).is_some_and(|s| s.1)
}

fn statement(ctx: &Ctx, a: usize, b: usize, perp: bool) -> String {
    let (x, y) = (LINE_NAMES[a], LINE_NAMES[b]);
    if perp {
        tr!(
            ctx.lang,
            "{x} et {y} sont perpendiculaires",
            "{x} and {y} are perpendicular"
        )
    } else {
        tr!(
            ctx.lang,
            "{x} et {y} sont parallèles",
            "{x} and {y} are parallel"
        )
    }
}

fn chain_visual(ctx: &Ctx, said: &[String]) -> Visual {
    let lang = ctx.lang;
    let all = said.join(if ctx.fr() { " ; " } else { "; " });
    visual(
        &card(&tr!(lang, "Données", "Given"), said),
        tr!(lang, "Fiche des données : {all}", "Card of the data: {all}"),
    )
}

fn chain_explanation(ctx: &Ctx) -> String {
    tr!(
        ctx.lang,
        "On enchaîne les propriétés : deux droites parallèles à une même droite sont parallèles entre elles ; deux droites perpendiculaires à une même droite sont parallèles entre elles ; si deux droites sont parallèles, toute droite perpendiculaire à l'une est perpendiculaire à l'autre.",
        "Chain the properties: two lines parallel to the same line are parallel to each other; two lines perpendicular to the same line are parallel to each other; if two lines are parallel, any line perpendicular to one is perpendicular to the other."
    )
}

/// The pairs of lines whose relation is not stated but follows from the chain.
fn deduced_pairs(rels: &[(usize, usize, bool)], n: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for a in 0..n {
        for b in a + 1..n {
            if !rels
                .iter()
                .any(|&(i, j, _)| (i, j) == (a, b) || (i, j) == (b, a))
            {
                out.push((a, b));
            }
        }
    }
    out
}

fn deduction_tf(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (rels, said) = chain(ctx);
    let n = said.len() + 1;
    let pairs = deduced_pairs(&rels, n);
    let (a, b) = ctx.pick(&pairs);
    let truth = perpendicular(&rels, a, b);
    let claimed = if ctx.chance(0.5) { truth } else { !truth };
    let st = statement(ctx, a, b, claimed);
    let all = said.join(if ctx.fr() { " ; " } else { "; " });
    let stem = tr!(
        lang,
        "On sait que : {all}. Vrai ou faux : {st}.",
        "We know that: {all}. True or false: {st}."
    );
    let right = statement(ctx, a, b, truth);
    let explanation = format!(
        "{} {}",
        chain_explanation(ctx),
        tr!(lang, "Conclusion : {right}.", "Conclusion: {right}.")
    );
    let vis = chain_visual(ctx, &said);
    let d = crate::generate::builtin::kinds::draft(
        TrueFalse,
        stem,
        Vec::new(),
        crate::domain::question::Answer::Boolean {
            value: claimed == truth,
        },
        1.0,
        vis,
        explanation,
    );
    Built {
        draft: d,
        checks: vec![Check::Claim {
            claim: Claim::Lines {
                rels,
                a,
                b,
                perp: claimed,
            },
            expect: claimed == truth,
        }],
    }
}

/// A choice among statements on the chain's lines, `n_ok` of them true.
fn deduction_choice(ctx: &mut Ctx, n_ok: usize) -> Built {
    let lang = ctx.lang;
    let (rels, said) = chain(ctx);
    let n = said.len() + 1;
    let deduced = deduced_pairs(&rels, n);
    // every statement on a pair of lines, those on deduced pairs first
    let mut all: Vec<(usize, usize, bool)> = (0..n)
        .flat_map(|a| (a + 1..n).flat_map(move |b| [(a, b, false), (a, b, true)]))
        .collect();
    ctx.shuffle(&mut all);
    all.sort_by_key(|&(a, b, _)| !deduced.contains(&(a, b)));
    let total = if n_ok == 1 { 4 } else { 5 };
    let truths: Vec<(usize, usize, bool)> = all
        .iter()
        .copied()
        .filter(|&(a, b, p)| perpendicular(&rels, a, b) == p)
        .take(n_ok)
        .collect();
    let falses: Vec<(usize, usize, bool)> = all
        .iter()
        .copied()
        .filter(|&(a, b, p)| perpendicular(&rels, a, b) != p)
        .take(total - truths.len())
        .collect();
    let used: Vec<(usize, usize, bool)> = truths.into_iter().chain(falses).collect();
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for &(a, b, perp) in &used {
        let ok = perpendicular(&rels, a, b) == perp;
        let (x, y) = (LINE_NAMES[a], LINE_NAMES[b]);
        let fb = (!ok).then(|| {
            if perp {
                tr!(
                    lang,
                    "{x} et {y} sont parallèles",
                    "{x} and {y} are parallel"
                )
            } else {
                tr!(
                    lang,
                    "{x} et {y} sont perpendiculaires",
                    "{x} and {y} are perpendicular"
                )
            }
        });
        let text = crate::generate::builtin::kinds::capitalize(&statement(ctx, a, b, perp));
        options.push((text, ok, fb));
        checks.push(Check::Claim {
            claim: Claim::Lines {
                rels: rels.clone(),
                a,
                b,
                perp,
            },
            expect: ok,
        });
    }
    let all = said.join(if ctx.fr() { " ; " } else { "; " });
    let stem = if n_ok == 1 {
        tr!(
            lang,
            "On sait que : {all}. Laquelle de ces affirmations est vraie ?",
            "We know that: {all}. Which of these statements is true?"
        )
    } else {
        tr!(
            lang,
            "On sait que : {all}. Lesquelles de ces affirmations sont vraies ?",
            "We know that: {all}. Which of these statements are true?"
        )
    };
    let vis = chain_visual(ctx, &said);
    let explanation = chain_explanation(ctx);
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// Circle (0), perimeter of a figure (1), a side from the perimeter (2).
fn shapes_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(3);
    if v == 0 {
        let to_diameter = ctx.chance(0.5);
        let r = half_cm(ctx, 2, 9);
        let (rt, dt) = (ctx.qty(r, 1, "cm"), ctx.qty(2.0 * r, 1, "cm"));
        let (rd, dd) = (ctx.dec(r, 1), ctx.dec(2.0 * r, 1));
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(if to_diameter { r } else { 2.0 * r }, 1, "cm"),
                "rayon et diamètre confondus",
                "mixed up radius and diameter",
            ),
            w(
                ctx,
                Qty::exact(if to_diameter { 4.0 * r } else { r / 2.0 }, 2, "cm"),
                "rapport entre rayon et diamètre appliqué deux fois",
                "applied the radius-diameter ratio twice",
            ),
        ];
        return if to_diameter {
            it(
                tr!(
                    lang,
                    "Le cercle de centre O passe par le point A, avec OA = {rt}. Le segment [AB] est un diamètre de ce cercle.",
                    "The circle with centre O goes through point A, with OA = {rt}. Segment [AB] is a diameter of this circle."
                ),
                tr!(
                    lang,
                    "Quelle est la longueur AB ?",
                    "What is the length AB?"
                ),
                tr!(lang, "la longueur AB est {{v}}", "length AB is {{v}}"),
                tr!(
                    lang,
                    "diamètre d'un cercle de rayon {rt}",
                    "diameter of a circle with radius {rt}"
                ),
                tr!(lang, "longueur cherchée", "length asked for"),
                Qty::exact(2.0 * r, 1, "cm"),
                wrongs,
                visual(
                    &disc(&format!("OA = {rt}"), false),
                    tr!(
                        lang,
                        "Cercle de centre O et de rayon OA = {rt}",
                        "Circle with centre O and radius OA = {rt}"
                    ),
                ),
                tr!(
                    lang,
                    "Un diamètre mesure deux fois le rayon : AB = 2 × {rd} = {dt}.",
                    "A diameter is twice the radius: AB = 2 × {rd} = {dt}."
                ),
                in_cm(format!("2 × {rd}")),
                0,
            )
        } else {
            it(
                tr!(
                    lang,
                    "Le segment [AB] est un diamètre du cercle de centre O, avec AB = {dt}. Le point M est sur ce cercle.",
                    "Segment [AB] is a diameter of the circle with centre O, with AB = {dt}. Point M lies on this circle."
                ),
                tr!(
                    lang,
                    "Quelle est la longueur OM ?",
                    "What is the length OM?"
                ),
                tr!(lang, "la longueur OM est {{v}}", "length OM is {{v}}"),
                tr!(
                    lang,
                    "rayon d'un cercle de diamètre {dt}",
                    "radius of a circle with diameter {dt}"
                ),
                tr!(lang, "longueur cherchée", "length asked for"),
                Qty::exact(r, 1, "cm"),
                wrongs,
                visual(
                    &disc(&format!("AB = {dt}"), true),
                    tr!(
                        lang,
                        "Cercle de centre O et de diamètre AB = {dt}",
                        "Circle with centre O and diameter AB = {dt}"
                    ),
                ),
                tr!(
                    lang,
                    "OM est un rayon, et un rayon mesure la moitié du diamètre : OM = {dd} ÷ 2 = {rt}.",
                    "OM is a radius, and a radius is half the diameter: OM = {dd} ÷ 2 = {rt}."
                ),
                in_cm(format!("{dd} ÷ 2")),
                0,
            )
        };
    }
    // the figure: (fr name, en name, sides as (count, length))
    let a = half_cm(ctx, 2, 9);
    let b = loop {
        let b = half_cm(ctx, 2, 9);
        if b != a {
            break b;
        }
    };
    let (at, bt) = (ctx.qty(a, 1, "cm"), ctx.qty(b, 1, "cm"));
    let (ad, bd) = (ctx.dec(a, 1), ctx.dec(b, 1));
    let shape = ctx.int(0, 4);
    let (name, data, perimeter_expr, perimeter) = match shape {
        0 => (
            tr!(lang, "un carré", "a square"),
            tr!(lang, "de côté {at}", "with side {at}"),
            format!("4 × {ad}"),
            4.0 * a,
        ),
        1 => (
            tr!(lang, "un losange", "a rhombus"),
            tr!(lang, "de côté {at}", "with side {at}"),
            format!("4 × {ad}"),
            4.0 * a,
        ),
        2 => (
            tr!(lang, "un triangle équilatéral", "an equilateral triangle"),
            tr!(lang, "de côté {at}", "with side {at}"),
            format!("3 × {ad}"),
            3.0 * a,
        ),
        3 => (
            tr!(lang, "un rectangle", "a rectangle"),
            tr!(
                lang,
                "de longueur {} et de largeur {}",
                "{} long and {} wide",
                ctx.qty(a.max(b), 1, "cm"),
                ctx.qty(a.min(b), 1, "cm")
            ),
            format!("2 × ({ad} + {bd})"),
            2.0 * (a + b),
        ),
        _ => {
            // legs a, base b, with b < 2a
            (
                tr!(lang, "un triangle isocèle", "an isosceles triangle"),
                tr!(
                    lang,
                    "dont les deux côtés égaux mesurent {at} et la base {bt}",
                    "whose two equal sides measure {at} and whose base measures {bt}"
                ),
                format!("2 × {ad} + {bd}"),
                2.0 * a + b,
            )
        }
    };
    let pt = ctx.qty(perimeter, 1, "cm");
    let label = format!("{name} {data}");
    let rule = match shape {
        0 => tr!(
            lang,
            "Un carré a quatre côtés de même longueur",
            "A square has four sides of the same length"
        ),
        1 => tr!(
            lang,
            "Un losange a quatre côtés de même longueur",
            "A rhombus has four sides of the same length"
        ),
        2 => tr!(
            lang,
            "Un triangle équilatéral a trois côtés de même longueur",
            "An equilateral triangle has three sides of the same length"
        ),
        3 => tr!(
            lang,
            "Un rectangle a ses côtés opposés de même longueur",
            "A rectangle has its opposite sides of the same length"
        ),
        _ => tr!(
            lang,
            "Un triangle isocèle a deux côtés de même longueur",
            "An isosceles triangle has two sides of the same length"
        ),
    };
    if v == 1 {
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(
                    match shape {
                        3 => a + b,
                        4 => a + b,
                        _ => a * if shape == 2 { 4.0 } else { 3.0 },
                    },
                    1,
                    "cm",
                ),
                "des côtés oubliés ou comptés en trop",
                "sides left out or counted twice",
            ),
            w(
                ctx,
                Qty::exact(
                    match shape {
                        3 => a * b,
                        4 => a * a + b,
                        _ => a * a,
                    },
                    2,
                    "cm",
                ),
                "produit des longueurs au lieu de leur somme",
                "multiplied the lengths instead of adding them",
            ),
        ];
        // a triangle with the given sides exists: its base is shorter than twice its legs
        let label = if shape == 4 && b >= 2.0 * a {
            return shapes_item_retry(ctx, 1);
        } else {
            label
        };
        return it(
            tr!(lang, "On considère {label}.", "Consider {label}."),
            tr!(
                lang,
                "Quel est le périmètre de cette figure ?",
                "What is the perimeter of this figure?"
            ),
            tr!(
                lang,
                "le périmètre de cette figure est {{v}}",
                "the perimeter of this figure is {{v}}"
            ),
            label.clone(),
            tr!(lang, "périmètre", "perimeter"),
            Qty::exact(perimeter, 1, "cm"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "Périmètre", "Perimeter"),
                    std::slice::from_ref(&label),
                ),
                tr!(lang, "Fiche : {label}", "Card: {label}"),
            ),
            tr!(
                lang,
                "{rule} : le périmètre vaut {perimeter_expr} = {pt}.",
                "{rule}: the perimeter is {perimeter_expr} = {pt}."
            ),
            in_cm(perimeter_expr),
            1,
        );
    }
    // a side from the perimeter
    if shape == 4 && b >= 2.0 * a {
        return shapes_item_retry(ctx, 2);
    }
    let pd = ctx.dec(perimeter, 1);
    let (known, known_label, asked, expr, answer) = match shape {
        0 | 1 => (
            String::new(),
            String::new(),
            tr!(lang, "la longueur d'un côté", "the length of a side"),
            format!("{pd} ÷ 4"),
            a,
        ),
        2 => (
            String::new(),
            String::new(),
            tr!(lang, "la longueur d'un côté", "the length of a side"),
            format!("{pd} ÷ 3"),
            a,
        ),
        3 => {
            let long = ctx.qty(a.max(b), 1, "cm");
            (
                tr!(
                    lang,
                    " Sa longueur mesure {long}.",
                    " Its length is {long}."
                ),
                tr!(lang, ", de longueur {long}", ", {long} long"),
                tr!(lang, "sa largeur", "its width"),
                format!("{pd} ÷ 2 - {}", ctx.dec(a.max(b), 1)),
                a.min(b),
            )
        }
        _ => (
            tr!(lang, " Sa base mesure {bt}.", " Its base measures {bt}."),
            tr!(lang, ", de base {bt}", ", with base {bt}"),
            tr!(
                lang,
                "la longueur de chacun des deux côtés égaux",
                "the length of each of the two equal sides"
            ),
            format!("({pd} - {bd}) ÷ 2"),
            a,
        ),
    };
    let bare = match shape {
        0 => tr!(lang, "un carré", "a square"),
        1 => tr!(lang, "un losange", "a rhombus"),
        2 => tr!(lang, "un triangle équilatéral", "an equilateral triangle"),
        3 => tr!(lang, "un rectangle", "a rectangle"),
        _ => tr!(lang, "un triangle isocèle", "an isosceles triangle"),
    };
    let ans = ctx.qty(answer, 2, "cm");
    let label = tr!(
        lang,
        "{bare} de périmètre {pt}{known_label}",
        "{bare} with perimeter {pt}{known_label}"
    );
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(perimeter / 2.0, 2, "cm"),
            "périmètre partagé en deux au lieu du bon nombre de côtés",
            "halved the perimeter instead of sharing it between the right sides",
        ),
        w(
            ctx,
            Qty::exact(perimeter - a.max(b), 2, "cm"),
            "longueur connue seulement retranchée",
            "only subtracted the known length",
        ),
    ];
    it(
        tr!(
            lang,
            "{} a pour périmètre {pt}.{known}",
            "{} has a perimeter of {pt}.{known}",
            crate::generate::builtin::kinds::capitalize(&bare)
        ),
        tr!(lang, "Quelle est {asked} ?", "What is {asked}?"),
        tr!(lang, "{asked} est {{v}}", "{asked} is {{v}}"),
        label.clone(),
        tr!(lang, "côté cherché", "side asked for"),
        Qty::exact(answer, 2, "cm"),
        wrongs,
        visual(
            &card(
                &tr!(lang, "Périmètre", "Perimeter"),
                std::slice::from_ref(&label),
            ),
            tr!(lang, "Fiche : {label}", "Card: {label}"),
        ),
        tr!(lang, "{rule} : {expr} = {ans}.", "{rule}: {expr} = {ans}."),
        in_cm(expr),
        2,
    )
}

/// Draws again when an isosceles triangle could not exist.
fn shapes_item_retry(ctx: &mut Ctx, v: u8) -> Item {
    let saved = ctx.pin;
    ctx.pin = Some(v);
    let item = shapes_item(ctx);
    ctx.pin = saved;
    item
}

/// Angles (0), diagonals (1), sides and perimeter (2) of a parallelogram.
fn parallelogram_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v = ctx.variant(3);
    let deg = |x: i64| format!("{x}°");
    if v == 0 {
        let a = loop {
            let a = 5 * ctx.int(6, 30);
            if a != 90 {
                break a;
            }
        };
        let which = ctx.int(0, 2);
        let (name, opposite) = match which {
            0 => ("ABC", false),
            1 => ("BCD", true),
            _ => ("CDA", false),
        };
        let x = if opposite { a } else { 180 - a };
        let (at, xt) = (deg(a), deg(x));
        let mut wrongs = vec![
            w(
                ctx,
                Qty::int(if opposite { 180 - a } else { a }, "°"),
                "angles opposés et angles consécutifs confondus",
                "mixed up opposite and consecutive angles",
            ),
            w(
                ctx,
                Qty::int(360 - a, "°"),
                "360° utilisé au lieu de 180°",
                "used 360° instead of 180°",
            ),
        ];
        if a < 90 {
            wrongs.push(w(
                ctx,
                Qty::int(90 - a, "°"),
                "angles consécutifs pris complémentaires",
                "took consecutive angles as complementary",
            ));
        }
        let explanation = if opposite {
            tr!(
                lang,
                "Dans un parallélogramme, les angles opposés ont la même mesure : BCD = DAB = {at}.",
                "In a parallelogram, opposite angles are equal: BCD = DAB = {at}."
            )
        } else {
            tr!(
                lang,
                "Dans un parallélogramme, deux angles consécutifs sont supplémentaires : {name} = 180° - {at} = {xt}.",
                "In a parallelogram, two consecutive angles are supplementary: {name} = 180° - {at} = {xt}."
            )
        };
        return it(
            tr!(
                lang,
                "ABCD est un parallélogramme et l'angle DAB mesure {at}.",
                "ABCD is a parallelogram and angle DAB measures {at}."
            ),
            tr!(
                lang,
                "Quelle est la mesure de l'angle {name} ?",
                "What does angle {name} measure?"
            ),
            tr!(
                lang,
                "l'angle {name} mesure {{v}}",
                "angle {name} measures {{v}}"
            ),
            tr!(lang, "DAB = {at}, angle {name}", "DAB = {at}, angle {name}"),
            tr!(lang, "angle cherché", "angle asked for"),
            Qty::int(x, "°"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "Parallélogramme ABCD", "Parallelogram ABCD"),
                    &[format!("DAB = {at}"), format!("{name} = ?")],
                ),
                tr!(
                    lang,
                    "Fiche : parallélogramme ABCD, angle DAB = {at}, angle {name} inconnu",
                    "Card: parallelogram ABCD, angle DAB = {at}, angle {name} unknown"
                ),
            ),
            explanation,
            if opposite {
                Facts::AngleSum {
                    known: Vec::new(),
                    total: a as f64,
                }
            } else {
                Facts::AngleSum {
                    known: vec![a as f64],
                    total: 180.0,
                }
            },
            0,
        );
    }
    if v == 1 {
        let case = ctx.int(0, 2);
        let d = half_cm(ctx, 3, 12);
        let (dt, dd) = (ctx.qty(d, 1, "cm"), ctx.dec(d, 1));
        let (situation, question, claim, label, answer, expr, explanation) = match case {
            0 => {
                let h = ctx.qty(d / 2.0, 2, "cm");
                (
                    tr!(
                        lang,
                        "ABCD est un parallélogramme ; ses diagonales se coupent en O, et AC = {dt}.",
                        "ABCD is a parallelogram; its diagonals meet at O, and AC = {dt}."
                    ),
                    tr!(
                        lang,
                        "Quelle est la longueur AO ?",
                        "What is the length AO?"
                    ),
                    tr!(lang, "la longueur AO est {{v}}", "length AO is {{v}}"),
                    tr!(
                        lang,
                        "parallélogramme, AC = {dt}, AO ?",
                        "parallelogram, AC = {dt}, AO?"
                    ),
                    d / 2.0,
                    format!("{dd} ÷ 2"),
                    tr!(
                        lang,
                        "Les diagonales d'un parallélogramme se coupent en leur milieu : O est le milieu de [AC], donc AO = {dd} ÷ 2 = {h}.",
                        "The diagonals of a parallelogram bisect each other: O is the midpoint of [AC], so AO = {dd} ÷ 2 = {h}."
                    ),
                )
            }
            1 => {
                let full = ctx.qty(2.0 * d, 1, "cm");
                (
                    tr!(
                        lang,
                        "ABCD est un parallélogramme ; ses diagonales se coupent en O, et OB = {dt}.",
                        "ABCD is a parallelogram; its diagonals meet at O, and OB = {dt}."
                    ),
                    tr!(
                        lang,
                        "Quelle est la longueur BD ?",
                        "What is the length BD?"
                    ),
                    tr!(lang, "la longueur BD est {{v}}", "length BD is {{v}}"),
                    tr!(
                        lang,
                        "parallélogramme, OB = {dt}, BD ?",
                        "parallelogram, OB = {dt}, BD?"
                    ),
                    2.0 * d,
                    format!("2 × {dd}"),
                    tr!(
                        lang,
                        "Les diagonales d'un parallélogramme se coupent en leur milieu : O est le milieu de [BD], donc BD = 2 × {dd} = {full}.",
                        "The diagonals of a parallelogram bisect each other: O is the midpoint of [BD], so BD = 2 × {dd} = {full}."
                    ),
                )
            }
            _ => (
                tr!(
                    lang,
                    "ABCD est un rectangle et sa diagonale AC mesure {dt}.",
                    "ABCD is a rectangle and its diagonal AC measures {dt}."
                ),
                tr!(
                    lang,
                    "Quelle est la longueur BD ?",
                    "What is the length BD?"
                ),
                tr!(lang, "la longueur BD est {{v}}", "length BD is {{v}}"),
                tr!(
                    lang,
                    "rectangle, AC = {dt}, BD ?",
                    "rectangle, AC = {dt}, BD?"
                ),
                d,
                dd.clone(),
                tr!(
                    lang,
                    "Un rectangle est un parallélogramme dont les diagonales ont la même longueur : BD = AC = {dt}.",
                    "A rectangle is a parallelogram whose diagonals have the same length: BD = AC = {dt}."
                ),
            ),
        };
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(if case == 0 { d } else { d / 2.0 }, 2, "cm"),
                "moitié et diagonale entière confondues",
                "mixed up half a diagonal and the whole one",
            ),
            w(
                ctx,
                Qty::exact(if case == 1 { d } else { 2.0 * d }, 2, "cm"),
                "longueur doublée à tort",
                "doubled the length by mistake",
            ),
        ];
        return it(
            situation,
            question,
            claim,
            label.clone(),
            tr!(lang, "longueur cherchée", "length asked for"),
            Qty::exact(answer, 2, "cm"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "Diagonales", "Diagonals"),
                    std::slice::from_ref(&label),
                ),
                tr!(lang, "Fiche : {label}", "Card: {label}"),
            ),
            explanation,
            in_cm(expr),
            1,
        );
    }
    // sides and perimeter
    let a = half_cm(ctx, 3, 12);
    let b = loop {
        let b = half_cm(ctx, 2, 9);
        if b != a {
            break b;
        }
    };
    let (at, bt) = (ctx.qty(a, 1, "cm"), ctx.qty(b, 1, "cm"));
    let (ad, bd) = (ctx.dec(a, 1), ctx.dec(b, 1));
    let p = 2.0 * (a + b);
    let (pt, pd) = (ctx.qty(p, 1, "cm"), ctx.dec(p, 1));
    let s = sep(ctx);
    if ctx.chance(0.5) {
        let label = format!("AB = {at}{s}BC = {bt}");
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(a + b, 1, "cm"),
                "seulement deux côtés additionnés",
                "only added two sides",
            ),
            w(
                ctx,
                Qty::exact(a * b, 2, "cm"),
                "produit des côtés au lieu de leur somme",
                "multiplied the sides instead of adding them",
            ),
        ];
        return it(
            tr!(
                lang,
                "ABCD est un parallélogramme avec {label}.",
                "ABCD is a parallelogram with {label}."
            ),
            tr!(
                lang,
                "Quel est le périmètre de ABCD ?",
                "What is the perimeter of ABCD?"
            ),
            tr!(
                lang,
                "le périmètre de ABCD est {{v}}",
                "the perimeter of ABCD is {{v}}"
            ),
            label.clone(),
            tr!(lang, "périmètre", "perimeter"),
            Qty::exact(p, 1, "cm"),
            wrongs,
            visual(
                &card(
                    &tr!(lang, "Parallélogramme ABCD", "Parallelogram ABCD"),
                    std::slice::from_ref(&label),
                ),
                tr!(
                    lang,
                    "Fiche : parallélogramme ABCD, {label}",
                    "Card: parallelogram ABCD, {label}"
                ),
            ),
            tr!(
                lang,
                "Les côtés opposés d'un parallélogramme ont la même longueur : CD = AB et DA = BC, donc le périmètre vaut 2 × ({ad} + {bd}) = {pt}.",
                "Opposite sides of a parallelogram have the same length: CD = AB and DA = BC, so the perimeter is 2 × ({ad} + {bd}) = {pt}."
            ),
            in_cm(format!("2 × ({ad} + {bd})")),
            2,
        );
    }
    let label = tr!(
        lang,
        "périmètre {pt}{s}AB = {at}",
        "perimeter {pt}{s}AB = {at}"
    );
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(p - a, 1, "cm"),
            "un seul côté retranché du périmètre",
            "only subtracted one side from the perimeter",
        ),
        w(
            ctx,
            Qty::exact(p / 2.0, 2, "cm"),
            "demi-périmètre pris pour un côté",
            "took half the perimeter for a side",
        ),
        w(
            ctx,
            Qty::exact(p - 2.0 * a, 1, "cm"),
            "demi-périmètre oublié : somme de deux côtés BC",
            "forgot to halve: the sum of two sides BC",
        ),
    ];
    it(
        tr!(
            lang,
            "ABCD est un parallélogramme de périmètre {pt}, avec AB = {at}.",
            "ABCD is a parallelogram with a perimeter of {pt}, and AB = {at}."
        ),
        tr!(
            lang,
            "Quelle est la longueur BC ?",
            "What is the length BC?"
        ),
        tr!(lang, "la longueur BC est {{v}}", "length BC is {{v}}"),
        label.clone(),
        tr!(lang, "longueur BC", "length BC"),
        Qty::exact(b, 1, "cm"),
        wrongs,
        visual(
            &card(
                &tr!(lang, "Parallélogramme ABCD", "Parallelogram ABCD"),
                std::slice::from_ref(&label),
            ),
            tr!(
                lang,
                "Fiche : parallélogramme ABCD, {label}",
                "Card: parallelogram ABCD, {label}"
            ),
        ),
        tr!(
            lang,
            "Les côtés opposés ont la même longueur, donc AB + BC est la moitié du périmètre : BC = {pd} ÷ 2 - {ad} = {bt}.",
            "Opposite sides have the same length, so AB + BC is half the perimeter: BC = {pd} ÷ 2 - {ad} = {bt}."
        ),
        in_cm(format!("{pd} ÷ 2 - {ad}")),
        2,
    )
}
