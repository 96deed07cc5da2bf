//! Pythagoras' theorem: the hypotenuse or a leg of a right triangle, a ladder against a wall,
//! and the converse (is this triangle right-angled?) (chapter `theoreme-de-pythagore` 4e). Mode 1 of
//! [`PYTHAGORAS`] is the coordinate plane, in [`super::coordinates`].

use super::coordinates::distance_item;
use super::{cm, length, no_root, round_note};
use crate::domain::question::Answer;
use crate::domain::question::QuestionKind::{self, *};
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{choice_question, draft};
use crate::generate::builtin::{Built, Ctx, Family, Item, Qty, Step, tr, w};
use crate::generate::num::round_to;
use crate::generate::visual::{card, right_triangle, triangle_from_sides, visual};

/// Pythagoras' theorem (mode 0) and distances in a coordinate plane (mode 1).
pub(crate) static PYTHAGORAS: Family = Family {
    name: "pythagoras",
    notion,
    item: pythagoras_item,
    special: pythagoras_special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, TrueFalse, MultipleChoice, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge that each variant of mode 0 exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (0, 0) => Some("hypotenuse"),
        (0, _) => Some("cote-de-l-angle-droit"),
        _ => None,
    }
}

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
    let variant = ctx.variant(3);
    if variant == 2 {
        return ladder(ctx);
    }
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
            no_root(ctx, Qty::exact(sq, 2, "cm")),
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
                facts: Facts::exact(format!("({})² + ({})²", m(ab), m(bc))),
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
        no_root(ctx, Qty::exact(sq, 2, "cm")),
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
            facts: Facts::exact(format!("({})² - ({})²", m(hyp), m(leg))),
        }],
        variant,
    }
}

/// A ladder against a vertical wall: the height it reaches (a leg), in metres.
fn ladder(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    // (foot's distance, ladder) in centimetres
    let (g, l) = if ctx.chance(0.5) {
        let (a, _, c) = ctx.pick(&[
            (15i64, 20i64, 25i64),
            (7, 24, 25),
            (12, 16, 20),
            (9, 12, 15),
            (18, 24, 30),
            (10, 24, 26),
            (21, 28, 35),
            (8, 15, 17),
        ]);
        (a * 10, c * 10)
    } else {
        let l = ctx.pick(&[250i64, 300, 350, 400, 450, 500, 600]);
        (10 * ctx.int(5, l * 4 / 100), l)
    };
    let (gm, lm) = (g as f64 / 100.0, l as f64 / 100.0);
    let sq = round_to(lm * lm - gm * gm, 4);
    let h = sq.sqrt();
    let exact = ((h * 100.0).round() - h * 100.0).abs() < 1e-9;
    let answer = if exact {
        Qty::rounded_exact(h, 2, "m")
    } else {
        Qty::rounded(h, 2, "m")
    };
    let (gt, lt, at) = (ctx.qty(gm, 2, "m"), ctx.qty(lm, 2, "m"), answer.text(lang));
    let (l2, g2, sq_t) = (
        ctx.dec(round_to(lm * lm, 4), 4),
        ctx.dec(round_to(gm * gm, 4), 4),
        ctx.dec(sq, 4),
    );
    let note = if exact {
        String::new()
    } else {
        tr!(
            lang,
            " Arrondis au centimètre.",
            " Round to the nearest centimetre."
        )
    };
    let like = |x: f64| {
        if exact {
            Qty::rounded_exact(x, 2, "m")
        } else {
            Qty::rounded(x, 2, "m")
        }
    };
    let wrongs = vec![
        w(
            ctx,
            like((lm * lm + gm * gm).sqrt()),
            "carrés additionnés au lieu d'être soustraits",
            "added the squares instead of subtracting",
        ),
        w(
            ctx,
            Qty::rounded_exact(lm - gm, 2, "m"),
            "longueurs soustraites sans les élever au carré",
            "subtracted the lengths without squaring",
        ),
        no_root(ctx, Qty::exact(sq, 4, "m")),
        w(
            ctx,
            Qty::rounded_exact(lm, 2, "m"),
            "longueur de l'échelle donnée au lieu de la hauteur",
            "gave the ladder's length instead of the height",
        ),
    ];
    let vis = visual(
        &right_triangle(
            ["S", "M", "P"],
            h,
            gm,
            [Some("?".to_owned()), Some(gt.clone()), Some(lt.clone())],
            None,
        ),
        tr!(
            lang,
            "Échelle [SP] appuyée contre un mur vertical [MS] : triangle SMP rectangle en M, MP = {gt} au sol, SP = {lt} (l'échelle), hauteur SM inconnue",
            "Ladder [SP] against a vertical wall [MS]: triangle SMP with a right angle at M, MP = {gt} on the ground, SP = {lt} (the ladder), height SM unknown"
        ),
    );
    let approx = if exact { "=" } else { "≈" };
    let m = |x: f64| ctx.dec(x, 6);
    Item {
        situation: tr!(
            lang,
            "Une échelle [SP] de {lt} est appuyée en S contre un mur vertical. Son pied P est posé sur le sol horizontal, à {gt} du pied M du mur.",
            "A ladder [SP] {lt} long leans at S against a vertical wall. Its foot P stands on the horizontal ground, {gt} from the foot M of the wall."
        ),
        question: tr!(
            lang,
            "À quelle hauteur SM le haut de l'échelle touche-t-il le mur ?{note}",
            "At what height SM does the top of the ladder touch the wall?{note}"
        ),
        claim: tr!(
            lang,
            "le haut de l'échelle touche le mur à {{v}} du sol",
            "the top of the ladder touches the wall {{v}} above the ground"
        ),
        label: tr!(
            lang,
            "échelle de {lt}, pied à {gt} du mur",
            "ladder {lt} long, foot {gt} from the wall"
        ),
        noun: tr!(lang, "hauteur atteinte", "height reached"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Le mur est perpendiculaire au sol, donc le triangle SMP est rectangle en M et [SP] est son hypoténuse. D'après le théorème de Pythagore : SM² = SP² - MP² = {l2} - {g2} = {sq_t}, donc SM = √{sq_t} {approx} {at}.",
            "The wall is perpendicular to the ground, so triangle SMP has a right angle at M and [SP] is its hypotenuse. By Pythagoras' theorem: SM² = SP² - MP² = {l2} - {g2} = {sq_t}, so SM = √{sq_t} {approx} {at}."
        ),
        facts: Facts::Pythagoras {
            sides: [gm, 0.0, lm],
            slot: 1,
            tol: if exact { 0.0 } else { 0.005 },
        },
        steps: vec![Step {
            prompt: tr!(lang, "Calcule SM², en m².", "Work out SM², in m²."),
            answer: Qty::exact(sq, 4, "m²"),
            facts: Facts::exact(format!("({})² - ({})²", m(lm), m(gm))),
        }],
        variant: 2,
    }
}

fn answer_exact(x: f64) -> bool {
    (x * 10.0 - (x * 10.0).round()).abs() < 1e-9
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
        &triangle_from_sides(
            [a, b, c],
            s[0] as f64,
            s[1] as f64,
            s[2] as f64,
            [Some(x.clone()), Some(y.clone()), Some(z.clone())],
        ),
        tr!(
            lang,
            "Triangle {a}{b}{c} sans angle codé, avec {a}{b} = {x}, {b}{c} = {y}, {a}{c} = {z}",
            "Triangle {a}{b}{c}, no angle marked, with {a}{b} = {x}, {b}{c} = {y}, {a}{c} = {z}"
        ),
    );
    Built {
        draft: draft(
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
