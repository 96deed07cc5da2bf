//! Mathématiques de seconde: sets of numbers and intervals, vectors, lines and linear
//! systems, the reference functions, variations and extremums, sampling. Answers are exact
//! (integers, decimals or reduced fractions), recorded as the calculation that gives them
//! ([`Facts::exact`]), as a line through two points ([`Facts::Line`]) or as the largest value
//! of a table ([`Facts::Stat`]), and re-derived by the checker's own arithmetic.
//!
//! | mode | chapter (2de) |
//! |---|---|
//! | 0 | `ensembles-de-nombres` |
//! | 1 | `vecteurs` |
//! | 2 | `droites-et-systemes` |
//! | 3 | `fonctions-de-reference` |
//! | 4 | `variations-et-extremums` |
//! | 5 | `echantillonnage` |

use super::facts::{Facts, LineWant, Stat};
use super::{Ctx, Family, Item, Qty, Wrong, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;
use crate::generate::rational::Rational;
use crate::generate::visual::{card, table, visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "seconde",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
    variants: |_| VARIANTS,
};

/// Variants per mode.
const VARIANTS: u8 = 4;

/// The notion of the chapter's course knowledge (`knowledge/maths_2de.rs`) a variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 0 | 3) => "valeur-absolue",
        (0, _) => "intervalles",
        (1, 3) => "colinearite",
        (1, _) => "coordonnees-vecteur",
        (2, 2) => "systemes",
        (2, _) => "equation-reduite",
        (3, 0 | 1) => "fonctions-de-reference",
        (3, _) => "variations-reference",
        (4, 2) => "tableau-de-variations",
        (4, _) => "extremums",
        (5, 0) => "frequence-echantillon",
        _ => "fluctuation",
    })
}

fn item(ctx: &mut Ctx) -> Item {
    let v = ctx.variant(VARIANTS);
    let mut it = match ctx.mode {
        0 => numbers(ctx, v),
        1 => vectors(ctx, v),
        2 => lines(ctx, v),
        3 => reference(ctx, v),
        4 => variations(ctx, v),
        _ => sampling(ctx, v),
    };
    it.variant = v;
    it
}

#[allow(clippy::too_many_arguments)]
fn it(
    situation: String,
    question: String,
    claim: String,
    noun: String,
    answer: Qty,
    facts: Facts,
    wrongs: Vec<Wrong>,
    vis: Visual,
    explanation: String,
) -> Item {
    let label = claim
        .replace(" = {v}", "")
        .replace(" {v}", "")
        .replace("{v}", "");
    Item {
        situation,
        question,
        claim,
        label,
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts,
        steps: Vec::new(),
        variant: 0,
    }
}

fn qi(x: i64) -> Qty {
    Qty::int(x, "")
}

fn q(x: Rational) -> Qty {
    Qty::rat_or_dec(x, 4, "")
}

/// A number in parentheses when negative, for a calculation.
fn p(x: i64) -> String {
    if x < 0 {
        format!("({x})")
    } else {
        x.to_string()
    }
}

/// A rational as an exact calculation ("(-7/2)").
fn pr(x: Rational) -> String {
    if x.is_integer() {
        p(x.num())
    } else {
        format!("({}/{})", x.num(), x.den())
    }
}

fn fcard(ctx: &Ctx, title_fr: &str, title_en: &str, lines: Vec<String>) -> Visual {
    let title = if ctx.fr() { title_fr } else { title_en };
    let alt = if ctx.fr() {
        format!("{title} : {}", lines.join(" ; "))
    } else {
        format!("{title}: {}", lines.join("; "))
    };
    visual(&card(title, &lines), alt)
}

/// A point "A(2 ; -1)" in French, "A(2, -1)" in English.
fn pt(ctx: &Ctx, name: &str, x: i64, y: i64) -> String {
    if ctx.fr() {
        format!("{name}({x} ; {y})")
    } else {
        format!("{name}({x}, {y})")
    }
}

fn rabs(x: Rational) -> Rational {
    if x < Rational::int(0) { -x } else { x }
}

/// A nonzero integer in `lo..=hi`.
fn nonzero(ctx: &mut Ctx, lo: i64, hi: i64) -> i64 {
    loop {
        let x = ctx.int(lo, hi);
        if x != 0 {
            return x;
        }
    }
}

// ------------------------------------------------------------------------------------------
// Ensembles de nombres et intervalles

fn numbers(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 => {
            // the distance between two reals is |a - b|
            let (a, b) = loop {
                let (a, b) = (ctx.int(-95, 95), ctx.int(-95, 95));
                if a != b && (a < 0 || b < 0) && (a - b).abs() >= 10 {
                    break (Rational::new(a, 10), Rational::new(b, 10));
                }
            };
            let (hi, lo) = if a > b { (a, b) } else { (b, a) };
            let d = hi - lo;
            let (sa, sb) = (ctx.dec(a.to_f64(), 1), ctx.dec(b.to_f64(), 1));
            // "|1,2 - (-5,9)|" but "|-2,8 - 3,9|": brackets only round a negative number
            let sb_in = if b < Rational::int(0) {
                format!("({sb})")
            } else {
                sb.clone()
            };
            let wr = vec![
                w(
                    ctx,
                    q(rabs(a + b)),
                    "somme au lieu de la différence",
                    "added instead of subtracting",
                ),
                w(
                    ctx,
                    q(rabs(rabs(a) - rabs(b))),
                    "valeurs absolues soustraites",
                    "subtracted the absolute values",
                ),
                w(
                    ctx,
                    q(lo - hi),
                    "une distance n'est jamais négative",
                    "a distance is never negative",
                ),
            ];
            let sd = ctx.dec(d.to_f64(), 1);
            it(
                String::new(),
                tr!(
                    lang,
                    "Calcule la distance entre les réels {sa} et {sb}, c'est-à-dire |{sa} - {sb_in}|.",
                    "Work out the distance between the real numbers {sa} and {sb}, that is |{sa} - {sb_in}|."
                ),
                tr!(
                    lang,
                    "la distance entre {sa} et {sb} est {{v}}",
                    "the distance between {sa} and {sb} is {{v}}"
                ),
                tr!(lang, "distance", "distance"),
                q(d),
                Facts::exact(format!("{}-{}", pr(hi), pr(lo))),
                wr,
                fcard(
                    ctx,
                    "Distance sur la droite des réels",
                    "Distance on the real line",
                    vec![format!("a = {sa}"), format!("b = {sb}")],
                ),
                tr!(
                    lang,
                    "La distance entre deux réels est la valeur absolue de leur différence : le plus grand moins le plus petit, ici {sd}.",
                    "The distance between two reals is the absolute value of their difference: the larger minus the smaller, here {sd}."
                ),
            )
        }
        1 => {
            // how many integers in an interval
            let a = ctx.int(-12, 6);
            let b = a + ctx.int(3, 14);
            let (ol, or) = (ctx.chance(0.5), ctx.chance(0.5));
            let first = if ol { a + 1 } else { a };
            let last = if or { b - 1 } else { b };
            let n = last - first + 1;
            let iv = interval(ctx, a, b, ol, or);
            let wr = vec![
                w(
                    ctx,
                    qi(b - a),
                    "oubli de compter une borne",
                    "forgot to count one end",
                ),
                w(
                    ctx,
                    qi(b - a + 1),
                    "crochets ouverts ignorés",
                    "ignored the open brackets",
                ),
                w(
                    ctx,
                    qi(b - a - 1),
                    "bornes toutes deux exclues",
                    "left out both ends",
                ),
                w(ctx, qi(n + 1), "un entier de trop", "one integer too many"),
            ];
            it(
                String::new(),
                tr!(
                    lang,
                    "Combien de nombres entiers appartiennent à l'intervalle {iv} ?",
                    "How many integers belong to the interval {iv}?"
                ),
                tr!(
                    lang,
                    "l'intervalle {iv} contient {{v}} nombres entiers",
                    "the interval {iv} contains {{v}} integers"
                ),
                tr!(lang, "nombre d'entiers", "number of integers"),
                qi(n),
                Facts::exact(format!("{last}-{}+1", p(first))),
                wr,
                fcard(ctx, "Intervalle", "Interval", vec![iv.clone()]),
                tr!(
                    lang,
                    "Les entiers de {iv} vont de {first} à {last} : il y en a {last} - {} + 1 = {n}.",
                    "The integers of {iv} run from {first} to {last}: there are {last} - {} + 1 = {n}.",
                    p(first)
                ),
            )
        }
        2 => {
            // the largest integer of an interval
            let a = ctx.int(-15, 5);
            let case = ctx.int(0, 2);
            let (b, or, text_b) = match case {
                // a decimal end
                0 => {
                    let t = ctx.int(1, 9);
                    let k = a + ctx.int(3, 12);
                    let r = Rational::new(10 * k + t, 10);
                    (r, ctx.chance(0.5), ctx.dec(r.to_f64(), 1))
                }
                1 => {
                    let k = a + ctx.int(3, 12);
                    (Rational::int(k), true, k.to_string())
                }
                _ => {
                    let k = a + ctx.int(3, 12);
                    (Rational::int(k), false, k.to_string())
                }
            };
            let floor = b.num().div_euclid(b.den());
            let ans = if b.is_integer() && or {
                floor - 1
            } else {
                floor
            };
            let iv = interval_text(ctx, &a.to_string(), &text_b, false, or);
            let facts = if b.is_integer() && or {
                format!("{floor}-1")
            } else {
                format!("{floor}")
            };
            let wr = vec![
                w(
                    ctx,
                    qi(floor + 1),
                    "arrondi au-dessus de la borne",
                    "rounded up past the end",
                ),
                w(
                    ctx,
                    qi(a),
                    "plus petit entier au lieu du plus grand",
                    "smallest integer instead of the largest",
                ),
                w(
                    ctx,
                    qi(if or && b.is_integer() {
                        floor
                    } else {
                        floor - 1
                    }),
                    if or && b.is_integer() {
                        "la borne exclue a été comptée"
                    } else {
                        "la borne incluse a été exclue"
                    },
                    if or && b.is_integer() {
                        "counted the excluded end"
                    } else {
                        "left out the included end"
                    },
                ),
            ];
            let why = if b.is_integer() && or {
                tr!(
                    lang,
                    "{text_b} est exclu (crochet ouvert), donc le plus grand entier de {iv} est {ans}.",
                    "{text_b} is excluded (open bracket), so the largest integer of {iv} is {ans}."
                )
            } else if b.is_integer() {
                tr!(
                    lang,
                    "{text_b} est inclus (crochet fermé), donc le plus grand entier de {iv} est {ans}.",
                    "{text_b} is included (closed bracket), so the largest integer of {iv} is {ans}."
                )
            } else {
                tr!(
                    lang,
                    "{text_b} n'est pas entier : le plus grand entier qui lui est inférieur est {ans}.",
                    "{text_b} is not an integer: the largest integer below it is {ans}."
                )
            };
            it(
                String::new(),
                tr!(
                    lang,
                    "Quel est le plus grand nombre entier de l'intervalle {iv} ?",
                    "What is the largest integer of the interval {iv}?"
                ),
                tr!(
                    lang,
                    "le plus grand entier de l'intervalle {iv} est {{v}}",
                    "the largest integer of the interval {iv} is {{v}}"
                ),
                tr!(lang, "entier", "integer"),
                qi(ans),
                Facts::exact(facts),
                wr,
                fcard(ctx, "Intervalle", "Interval", vec![iv.clone()]),
                why,
            )
        }
        _ => {
            // |x - c| <= r is the interval [c - r ; c + r]
            let c = nonzero(ctx, -9, 9);
            let r = ctx.int(2, 9);
            let upper = ctx.chance(0.5);
            let ineq = if c < 0 {
                format!("|x + {}| ≤ {r}", -c)
            } else {
                format!("|x - {c}| ≤ {r}")
            };
            let (ans, facts) = if upper {
                (c + r, format!("{}+{r}", p(c)))
            } else {
                (c - r, format!("{}-{r}", p(c)))
            };
            let wr = vec![
                w(
                    ctx,
                    qi(if upper { c - r } else { c + r }),
                    "bornes inversées",
                    "mixed up the two ends",
                ),
                w(
                    ctx,
                    qi(if upper { r - c } else { -c - r }),
                    "signe de c mal lu",
                    "misread the sign of c",
                ),
                w(
                    ctx,
                    qi(if upper { r } else { -r }),
                    "centre de l'intervalle oublié",
                    "forgot the centre",
                ),
            ];
            let (bound_fr, bound_en, m) = if upper {
                ("la borne supérieure M", "the upper end M", "M")
            } else {
                ("la borne inférieure m", "the lower end m", "m")
            };
            let lo = c - r;
            let hi = c + r;
            let iv = interval(ctx, lo, hi, false, false);
            it(
                tr!(
                    lang,
                    "L'ensemble des réels x tels que {ineq} est un intervalle [m ; M].",
                    "The set of real numbers x such that {ineq} is an interval [m, M]."
                ),
                tr!(lang, "Donne {bound_fr}.", "Give {bound_en}."),
                tr!(
                    lang,
                    "la borne {m} de cet intervalle est {{v}}",
                    "the end {m} of this interval is {{v}}"
                ),
                tr!(lang, "borne", "end"),
                qi(ans),
                Facts::exact(facts),
                wr,
                fcard(ctx, "Valeur absolue", "Absolute value", vec![ineq.clone()]),
                tr!(
                    lang,
                    "{ineq} signifie que la distance entre x et {c} est au plus {r} : x ∈ {iv}.",
                    "{ineq} means that the distance between x and {c} is at most {r}: x ∈ {iv}."
                ),
            )
        }
    }
}

/// An interval with integer ends, open (`ol`, `or`) or closed at each end.
fn interval(ctx: &Ctx, a: i64, b: i64, ol: bool, or: bool) -> String {
    interval_text(ctx, &a.to_string(), &b.to_string(), ol, or)
}

fn interval_text(ctx: &Ctx, a: &str, b: &str, ol: bool, or: bool) -> String {
    if ctx.fr() {
        format!(
            "{}{a} ; {b}{}",
            if ol { ']' } else { '[' },
            if or { '[' } else { ']' }
        )
    } else {
        format!(
            "{}{a}, {b}{}",
            if ol { '(' } else { '[' },
            if or { ')' } else { ']' }
        )
    }
}

// ------------------------------------------------------------------------------------------
// Vecteurs

fn vectors(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let xcoord = ctx.chance(0.5);
    let (cfr, cen) = if xcoord {
        ("l'abscisse", "the x-coordinate")
    } else {
        ("l'ordonnée", "the y-coordinate")
    };
    match v {
        0 => {
            let (xa, ya) = (ctx.int(-8, 8), ctx.int(-8, 8));
            let (xb, yb) = loop {
                let (xb, yb) = (ctx.int(-8, 8), ctx.int(-8, 8));
                if xb != xa && yb != ya && xb - xa != yb - ya {
                    break (xb, yb);
                }
            };
            let (a, b, other) = if xcoord {
                (xa, xb, yb - ya)
            } else {
                (ya, yb, xb - xa)
            };
            let ans = b - a;
            let (pa, pb) = (pt(ctx, "A", xa, ya), pt(ctx, "B", xb, yb));
            let wr = vec![
                w(ctx, qi(a - b), "A et B inversés", "swapped A and B"),
                w(
                    ctx,
                    qi(a + b),
                    "coordonnées additionnées",
                    "added the coordinates",
                ),
                w(ctx, qi(other), "l'autre coordonnée", "the other coordinate"),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère, on donne {pa} et {pb}.",
                    "In a coordinate system, {pa} and {pb}."
                ),
                tr!(
                    lang,
                    "Calcule {cfr} du vecteur AB.",
                    "Work out {cen} of the vector AB."
                ),
                tr!(
                    lang,
                    "{cfr} du vecteur AB est {{v}}",
                    "{cen} of the vector AB is {{v}}"
                ),
                tr!(lang, "coordonnée", "coordinate"),
                qi(ans),
                Facts::exact(format!("{b}-{}", p(a))),
                wr,
                fcard(ctx, "Points", "Points", vec![pa.clone(), pb.clone()]),
                tr!(
                    lang,
                    "Les coordonnées du vecteur AB s'obtiennent par « arrivée moins départ » : {b} - {} = {ans}.",
                    "The coordinates of the vector AB are “end minus start”: {b} - {} = {ans}.",
                    p(a)
                ),
            )
        }
        1 => {
            let (a, b) = (nonzero(ctx, -6, 6), nonzero(ctx, -6, 6));
            let (c, d) = (nonzero(ctx, -6, 6), nonzero(ctx, -6, 6));
            let k = ctx.pick(&[2i64, 3, -2, 4, -3]);
            let (s, t) = if xcoord { (a, c) } else { (b, d) };
            let ans = k * s + t;
            let (u, vv) = (pt(ctx, "u", a, b), pt(ctx, "v", c, d));
            let wr = vec![
                w(
                    ctx,
                    qi(k * (s + t)),
                    "k appliqué aux deux vecteurs",
                    "multiplied both vectors by k",
                ),
                w(
                    ctx,
                    qi(s + t),
                    "coefficient k oublié",
                    "forgot the factor k",
                ),
                w(
                    ctx,
                    qi(k * s - t),
                    "soustraction au lieu d'addition",
                    "subtracted instead of adding",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère, on donne les vecteurs {u} et {vv}.",
                    "In a coordinate system, the vectors {u} and {vv} are given."
                ),
                tr!(
                    lang,
                    "Calcule {cfr} du vecteur w = {k}u + v.",
                    "Work out {cen} of the vector w = {k}u + v."
                ),
                tr!(
                    lang,
                    "{cfr} du vecteur {k}u + v est {{v}}",
                    "{cen} of the vector {k}u + v is {{v}}"
                ),
                tr!(lang, "coordonnée", "coordinate"),
                qi(ans),
                Facts::exact(format!("{}×{}+{}", p(k), p(s), p(t))),
                wr,
                fcard(ctx, "Vecteurs", "Vectors", vec![u.clone(), vv.clone()]),
                tr!(
                    lang,
                    "On calcule coordonnée par coordonnée : {} × {} + {} = {ans}.",
                    "Work coordinate by coordinate: {} × {} + {} = {ans}.",
                    p(k),
                    p(s),
                    p(t)
                ),
            )
        }
        2 => {
            let (x, y, n) = ctx.pick(&[
                (3i64, 4i64, 5i64),
                (4, 3, 5),
                (6, 8, 10),
                (8, 6, 10),
                (5, 12, 13),
                (12, 5, 13),
                (8, 15, 17),
                (9, 12, 15),
            ]);
            let (x, y) = (
                if ctx.chance(0.5) { -x } else { x },
                if ctx.chance(0.5) { -y } else { y },
            );
            let u = pt(ctx, "u", x, y);
            let wr = vec![
                w(
                    ctx,
                    qi(x.abs() + y.abs()),
                    "coordonnées additionnées",
                    "added the coordinates",
                ),
                w(
                    ctx,
                    qi(x * x + y * y),
                    "racine carrée oubliée",
                    "forgot the square root",
                ),
                w(
                    ctx,
                    qi((x + y).abs().max(1)),
                    "somme des coordonnées",
                    "sum of the coordinates",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère orthonormé, on donne le vecteur {u}.",
                    "In an orthonormal coordinate system, the vector {u} is given."
                ),
                tr!(
                    lang,
                    "Calcule la norme du vecteur u.",
                    "Work out the norm of the vector u."
                ),
                tr!(
                    lang,
                    "la norme du vecteur {u} est {{v}}",
                    "the norm of the vector {u} is {{v}}"
                ),
                tr!(lang, "norme", "norm"),
                qi(n),
                Facts::exact(format!("√({}²+{}²)", p(x), p(y))),
                wr,
                fcard(ctx, "Vecteur", "Vector", vec![u.clone()]),
                tr!(
                    lang,
                    "‖u‖ = √({}² + {}²) = √{} = {n}.",
                    "‖u‖ = √({}² + {}²) = √{} = {n}.",
                    p(x),
                    p(y),
                    x * x + y * y
                ),
            )
        }
        _ => {
            // u(a ; b) and v(c ; y) collinear: a y - b c = 0
            let a = nonzero(ctx, -4, 4);
            let b = nonzero(ctx, -7, 7);
            let k = ctx.pick(&[2i64, 3, -2, -3, 4, 5]);
            let c = k * a;
            let y = k * b;
            let u = pt(ctx, "u", a, b);
            let vv = if ctx.fr() {
                format!("v({c} ; y)")
            } else {
                format!("v({c}, y)")
            };
            let wr = vec![
                w(ctx, qi(-y), "erreur de signe", "sign error"),
                w(
                    ctx,
                    qi(b + c - a),
                    "différence au lieu d'un rapport",
                    "used a difference instead of a ratio",
                ),
                w(
                    ctx,
                    qi(b * c),
                    "division par a oubliée",
                    "forgot to divide by a",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère, les vecteurs {u} et {vv} sont colinéaires.",
                    "In a coordinate system, the vectors {u} and {vv} are collinear."
                ),
                tr!(lang, "Calcule y.", "Work out y."),
                tr!(
                    lang,
                    "les vecteurs {u} et {vv} sont colinéaires pour y = {{v}}",
                    "the vectors {u} and {vv} are collinear for y = {{v}}"
                ),
                tr!(lang, "coordonnée", "coordinate"),
                qi(y),
                Facts::exact(format!("{}×{}/{}", p(b), p(c), p(a))),
                wr,
                fcard(
                    ctx,
                    "Vecteurs colinéaires",
                    "Collinear vectors",
                    vec![u.clone(), vv.clone()],
                ),
                tr!(
                    lang,
                    "Colinéaires : det(u, v) = {} × y - {} × {} = 0, donc y = {y}.",
                    "Collinear: det(u, v) = {} × y - {} × {} = 0, so y = {y}.",
                    p(a),
                    p(b),
                    p(c)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// Droites et systèmes

/// "3x + 2", "-x - 4", "5x" (an affine expression with integer coefficients).
fn affine(m: i64, pp: i64) -> String {
    let head = match m {
        0 => String::new(),
        1 => "x".to_owned(),
        -1 => "-x".to_owned(),
        _ => format!("{m}x"),
    };
    match (head.is_empty(), pp) {
        (true, _) => pp.to_string(),
        (false, 0) => head,
        (false, x) if x < 0 => format!("{head} - {}", -x),
        (false, x) => format!("{head} + {x}"),
    }
}

/// "2x + 3y = 12" with integer coefficients.
fn linear(a: i64, b: i64, c: i64) -> String {
    let x = match a {
        1 => "x".to_owned(),
        -1 => "-x".to_owned(),
        _ => format!("{a}x"),
    };
    let y = match b.abs() {
        1 => "y".to_owned(),
        n => format!("{n}y"),
    };
    format!("{x} {} {y} = {c}", if b < 0 { '-' } else { '+' })
}

fn lines(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 | 1 => {
            let m = nonzero(ctx, -4, 4);
            let pp = ctx.int(-6, 6);
            let x1 = ctx.int(-5, 3);
            let x2 = x1 + ctx.int(1, 4);
            let (y1, y2) = (m * x1 + pp, m * x2 + pp);
            let (pa, pb) = (pt(ctx, "A", x1, y1), pt(ctx, "B", x2, y2));
            let facts = Facts::Line {
                p1: (x1 as f64, y1 as f64),
                p2: (x2 as f64, y2 as f64),
                want: if v == 0 {
                    LineWant::Slope
                } else {
                    LineWant::Intercept
                },
            };
            let vis = fcard(
                ctx,
                "Droite (AB)",
                "Line (AB)",
                vec![pa.clone(), pb.clone()],
            );
            if v == 0 {
                let wr = vec![
                    w(
                        ctx,
                        Qty::rat(Rational::new(x2 - x1, y2 - y1), ""),
                        "rapport inversé",
                        "ratio upside down",
                    ),
                    w(ctx, qi(-m), "erreur de signe", "sign error"),
                    w(
                        ctx,
                        qi(y2 - y1),
                        "division par x_B - x_A oubliée",
                        "forgot to divide by x_B - x_A",
                    ),
                ];
                it(
                    tr!(
                        lang,
                        "Dans un repère, on donne {pa} et {pb}.",
                        "In a coordinate system, {pa} and {pb}."
                    ),
                    tr!(
                        lang,
                        "Calcule le coefficient directeur de la droite (AB).",
                        "Work out the gradient of the line (AB)."
                    ),
                    tr!(
                        lang,
                        "le coefficient directeur de la droite passant par {pa} et {pb} est {{v}}",
                        "the gradient of the line through {pa} and {pb} is {{v}}"
                    ),
                    tr!(lang, "coefficient directeur", "gradient"),
                    qi(m),
                    facts,
                    wr,
                    vis,
                    tr!(
                        lang,
                        "m = (y_B - y_A) / (x_B - x_A) = ({y2} - {}) / ({x2} - {}) = {m}.",
                        "m = (y_B - y_A) / (x_B - x_A) = ({y2} - {}) / ({x2} - {}) = {m}.",
                        p(y1),
                        p(x1)
                    ),
                )
            } else {
                let wr = vec![
                    w(
                        ctx,
                        qi(m),
                        "coefficient directeur au lieu de l'ordonnée à l'origine",
                        "gradient instead of the intercept",
                    ),
                    w(
                        ctx,
                        qi(y1 + m * x1),
                        "erreur de signe sur m × x_A",
                        "sign error on m × x_A",
                    ),
                    w(
                        ctx,
                        qi(y1),
                        "ordonnée de A au lieu de p",
                        "the y-coordinate of A instead of c",
                    ),
                ];
                let eq = tr!(lang, "y = {m}x + p", "y = {m}x + c");
                it(
                    tr!(
                        lang,
                        "Dans un repère, on donne {pa} et {pb}. La droite (AB) a une équation de la forme y = mx + p.",
                        "In a coordinate system, {pa} and {pb}. The line (AB) has an equation of the form y = mx + c."
                    ),
                    tr!(
                        lang,
                        "Calcule l'ordonnée à l'origine p.",
                        "Work out the y-intercept c."
                    ),
                    tr!(
                        lang,
                        "l'ordonnée à l'origine de la droite passant par {pa} et {pb} est {{v}}",
                        "the y-intercept of the line through {pa} and {pb} is {{v}}"
                    ),
                    tr!(lang, "ordonnée à l'origine", "y-intercept"),
                    qi(pp),
                    facts,
                    wr,
                    vis,
                    tr!(
                        lang,
                        "m = ({y2} - {}) / ({x2} - {}) = {m}, soit {eq} ; A donne p = {y1} - {} × {} = {pp}.",
                        "m = ({y2} - {}) / ({x2} - {}) = {m}, so {eq}; A gives c = {y1} - {} × {} = {pp}.",
                        p(y1),
                        p(x1),
                        p(m),
                        p(x1)
                    ),
                )
            }
        }
        2 => {
            let (x0, y0) = (ctx.int(-5, 6), ctx.int(-5, 6));
            let (a1, b1, a2, b2) = loop {
                let (a1, b1) = (ctx.int(1, 4), nonzero(ctx, -3, 3));
                let (a2, b2) = (nonzero(ctx, -3, 3), ctx.int(1, 4));
                if a1 * b2 - a2 * b1 != 0 && (a1, b1) != (a2, b2) {
                    break (a1, b1, a2, b2);
                }
            };
            let (c1, c2) = (a1 * x0 + b1 * y0, a2 * x0 + b2 * y0);
            let det = a1 * b2 - a2 * b1;
            let ask_x = ctx.chance(0.5);
            let (e1, e2) = (linear(a1, b1, c1), linear(a2, b2, c2));
            let (ans, other, facts) = if ask_x {
                (
                    x0,
                    y0,
                    format!("({}×{}-{}×{})/{}", p(c1), p(b2), p(c2), p(b1), p(det)),
                )
            } else {
                (
                    y0,
                    x0,
                    format!("({}×{}-{}×{})/{}", p(a1), p(c2), p(a2), p(c1), p(det)),
                )
            };
            let unknown = if ask_x { "x" } else { "y" };
            let mut wr = vec![
                w(ctx, qi(-ans), "erreur de signe", "sign error"),
                w(ctx, qi(ans + 1), "erreur de calcul", "calculation slip"),
            ];
            if other != ans {
                wr.push(w(ctx, qi(other), "l'autre inconnue", "the other unknown"));
            }
            it(
                tr!(
                    lang,
                    "On considère le système formé des équations {e1} et {e2}.",
                    "Consider the system of the equations {e1} and {e2}."
                ),
                tr!(
                    lang,
                    "Résous ce système et donne la valeur de {unknown}.",
                    "Solve this system and give the value of {unknown}."
                ),
                tr!(
                    lang,
                    "la solution du système {e1} et {e2} a pour {unknown} = {{v}}",
                    "the solution of the system {e1} and {e2} has {unknown} = {{v}}"
                ),
                tr!(lang, "inconnue", "unknown"),
                qi(ans),
                Facts::exact(facts),
                wr,
                fcard(ctx, "Système", "System", vec![e1.clone(), e2.clone()]),
                tr!(
                    lang,
                    "Le couple ({x0} ; {y0}) vérifie les deux équations : c'est l'unique solution, car {a1} × {} - {} × {} ≠ 0.",
                    "The pair ({x0}, {y0}) satisfies both equations: it is the only solution, since {a1} × {} - {} × {} ≠ 0.",
                    p(b2),
                    p(a2),
                    p(b1)
                ),
            )
        }
        _ => {
            // the parallel to d through A
            let m = nonzero(ctx, -4, 4);
            let p0 = ctx.int(-6, 6);
            let (xa, ya) = loop {
                let (xa, ya) = (nonzero(ctx, -5, 5), ctx.int(-6, 6));
                if ya - m * xa != p0 && ya + m * xa != ya - m * xa {
                    break (xa, ya);
                }
            };
            let ans = ya - m * xa;
            let d = affine(m, p0);
            let pa = pt(ctx, "A", xa, ya);
            let wr = vec![
                w(
                    ctx,
                    qi(p0),
                    "même ordonnée à l'origine que d",
                    "kept the intercept of d",
                ),
                w(
                    ctx,
                    qi(ya + m * xa),
                    "erreur de signe sur m × x_A",
                    "sign error on m × x_A",
                ),
                w(
                    ctx,
                    qi(ya - xa),
                    "coefficient directeur oublié",
                    "forgot the gradient",
                ),
            ];
            it(
                tr!(
                    lang,
                    "La droite d a pour équation y = {d}. La droite d' est parallèle à d et passe par {pa}.",
                    "The line d has the equation y = {d}. The line d' is parallel to d and goes through {pa}."
                ),
                tr!(
                    lang,
                    "Calcule l'ordonnée à l'origine de d'.",
                    "Work out the y-intercept of d'."
                ),
                tr!(
                    lang,
                    "l'ordonnée à l'origine de la parallèle à y = {d} passant par {pa} est {{v}}",
                    "the y-intercept of the parallel to y = {d} through {pa} is {{v}}"
                ),
                tr!(lang, "ordonnée à l'origine", "y-intercept"),
                qi(ans),
                Facts::exact(format!("{ya}-{}×{}", p(m), p(xa))),
                wr,
                fcard(
                    ctx,
                    "Droites parallèles",
                    "Parallel lines",
                    vec![format!("d : y = {d}"), pa.clone()],
                ),
                tr!(
                    lang,
                    "Deux droites parallèles ont le même coefficient directeur {m} ; d' passe par A, donc son ordonnée à l'origine vaut {ya} - {} × {} = {ans}.",
                    "Parallel lines have the same gradient {m}; d' goes through A, so its y-intercept is {ya} - {} × {} = {ans}.",
                    p(m),
                    p(xa)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// Fonctions de référence

fn reference(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 => {
            // an image by a reference function
            let f = ctx.int(0, 3);
            let (fname_fr, fname_en, x, ans, facts, wr): (
                &str,
                &str,
                String,
                Qty,
                String,
                Vec<Wrong>,
            ) = match f {
                0 => {
                    let x = ctx.int(-12, -2);
                    let wr = vec![
                        w(
                            ctx,
                            qi(-x * x),
                            "le carré d'un nombre est positif",
                            "a square is never negative",
                        ),
                        w(
                            ctx,
                            qi(2 * x),
                            "multiplié par 2 au lieu d'élever au carré",
                            "doubled instead of squaring",
                        ),
                        w(
                            ctx,
                            qi(-2 * x),
                            "multiplié par 2 au lieu d'élever au carré",
                            "doubled instead of squaring",
                        ),
                    ];
                    (
                        "carré",
                        "square",
                        x.to_string(),
                        qi(x * x),
                        format!("{}²", p(x)),
                        wr,
                    )
                }
                1 => {
                    let x = ctx.int(-5, -2);
                    let wr = vec![
                        w(
                            ctx,
                            qi(-x * x * x),
                            "erreur de signe : un cube garde le signe",
                            "sign error: a cube keeps the sign",
                        ),
                        w(
                            ctx,
                            qi(3 * x),
                            "multiplié par 3 au lieu d'élever au cube",
                            "tripled instead of cubing",
                        ),
                        w(
                            ctx,
                            qi(x * x),
                            "carré au lieu du cube",
                            "squared instead of cubing",
                        ),
                    ];
                    (
                        "cube",
                        "cube",
                        x.to_string(),
                        qi(x * x * x),
                        format!("{}³", p(x)),
                        wr,
                    )
                }
                2 => {
                    let x = ctx.pick(&[
                        Rational::new(1, 2),
                        Rational::new(1, 4),
                        Rational::new(1, 5),
                        Rational::new(-1, 2),
                        Rational::new(5, 2),
                        Rational::int(4),
                        Rational::int(-5),
                        Rational::int(8),
                        Rational::new(-1, 4),
                    ]);
                    let inv = Rational::ONE / x;
                    let shown = ctx.dec(x.to_f64(), 2);
                    let wr = vec![
                        w(
                            ctx,
                            q(-inv),
                            "erreur de signe : l'inverse garde le signe",
                            "sign error: the reciprocal keeps the sign",
                        ),
                        w(
                            ctx,
                            q(-x),
                            "opposé au lieu de l'inverse",
                            "opposite instead of reciprocal",
                        ),
                        w(
                            ctx,
                            q(x * x),
                            "carré au lieu de l'inverse",
                            "squared instead of the reciprocal",
                        ),
                    ];
                    (
                        "inverse",
                        "reciprocal",
                        shown,
                        q(inv),
                        format!("1/{}", pr(x)),
                        wr,
                    )
                }
                _ => {
                    let r = ctx.int(3, 15);
                    let wr = vec![
                        w(
                            ctx,
                            qi(r * r / 2),
                            "divisé par 2 au lieu de la racine",
                            "halved instead of taking the root",
                        ),
                        w(
                            ctx,
                            qi(r * r * r * r),
                            "élevé au carré au lieu de la racine",
                            "squared instead of taking the root",
                        ),
                        w(
                            ctx,
                            qi(-r),
                            "une racine carrée est positive",
                            "a square root is never negative",
                        ),
                    ];
                    (
                        "racine carrée",
                        "square root",
                        (r * r).to_string(),
                        qi(r),
                        format!("√{}", r * r),
                        wr,
                    )
                }
            };
            let shown = ans.text(lang);
            it(
                String::new(),
                tr!(
                    lang,
                    "Calcule l'image de {x} par la fonction {fname_fr}.",
                    "Work out the image of {x} under the {fname_en} function."
                ),
                tr!(
                    lang,
                    "l'image de {x} par la fonction {fname_fr} est {{v}}",
                    "the image of {x} under the {fname_en} function is {{v}}"
                ),
                tr!(lang, "image", "image"),
                ans,
                Facts::exact(facts.clone()),
                wr,
                fcard(
                    ctx,
                    "Fonction de référence",
                    "Reference function",
                    vec![tr!(lang, "fonction {fname_fr}", "{fname_en} function")],
                ),
                tr!(
                    lang,
                    "L'image est {facts} = {shown}.",
                    "The image is {facts} = {shown}."
                ),
            )
        }
        1 => {
            // solving x² = k, x³ = k, √x = k, 1/x = k
            let f = ctx.int(0, 3);
            let (eq, ask_fr, ask_en, ans, facts, wr): (
                String,
                &str,
                &str,
                Qty,
                String,
                Vec<Wrong>,
            ) = match f {
                0 => {
                    let r = ctx.int(2, 12);
                    let wr = vec![
                        w(
                            ctx,
                            qi(r),
                            "solution positive au lieu de la négative",
                            "the positive solution instead of the negative one",
                        ),
                        w(
                            ctx,
                            qi(-r * r / 2),
                            "divisé par 2 au lieu de la racine",
                            "halved instead of taking the root",
                        ),
                        w(ctx, qi(-r * r), "racine oubliée", "forgot the root"),
                    ];
                    (
                        format!("x² = {}", r * r),
                        "Cette équation a deux solutions : donne la solution négative.",
                        "This equation has two solutions: give the negative one.",
                        qi(-r),
                        format!("-√{}", r * r),
                        wr,
                    )
                }
                1 => {
                    let r = nonzero(ctx, -5, 5);
                    let r = if r.abs() == 1 { 2 * r } else { r };
                    let wr = vec![
                        w(ctx, qi(-r), "erreur de signe", "sign error"),
                        w(
                            ctx,
                            Qty::rat(Rational::new(r * r * r, 3), ""),
                            "divisé par 3 au lieu de la racine cubique",
                            "divided by 3 instead of the cube root",
                        ),
                        w(
                            ctx,
                            qi(r * r),
                            "carré au lieu de la racine cubique",
                            "squared instead of the cube root",
                        ),
                    ];
                    (
                        format!("x³ = {}", r * r * r),
                        "Donne l'unique solution de cette équation.",
                        "Give the only solution of this equation.",
                        qi(r),
                        format!("{}/({}×{})", p(r * r * r), p(r), p(r)),
                        wr,
                    )
                }
                2 => {
                    let r = ctx.int(2, 12);
                    let wr = vec![
                        w(
                            ctx,
                            Qty::rat(Rational::new(r, 2), ""),
                            "divisé par 2 au lieu d'élever au carré",
                            "halved instead of squaring",
                        ),
                        w(
                            ctx,
                            qi(2 * r),
                            "multiplié par 2 au lieu d'élever au carré",
                            "doubled instead of squaring",
                        ),
                        w(ctx, qi(-r * r), "erreur de signe", "sign error"),
                    ];
                    (
                        format!("√x = {r}"),
                        "Donne l'unique solution de cette équation.",
                        "Give the only solution of this equation.",
                        qi(r * r),
                        format!("{r}²"),
                        wr,
                    )
                }
                _ => {
                    let k = ctx.pick(&[
                        Rational::int(2),
                        Rational::int(4),
                        Rational::int(-5),
                        Rational::new(1, 4),
                        Rational::new(-1, 2),
                        Rational::new(2, 5),
                        Rational::int(10),
                    ]);
                    let x = Rational::ONE / k;
                    let wr = vec![
                        w(ctx, q(-x), "erreur de signe", "sign error"),
                        w(
                            ctx,
                            q(-k),
                            "opposé au lieu de l'inverse",
                            "opposite instead of reciprocal",
                        ),
                        w(ctx, q(k), "k recopié", "copied k"),
                    ];
                    (
                        format!("1/x = {}", ctx.dec(k.to_f64(), 2)),
                        "Donne l'unique solution de cette équation.",
                        "Give the only solution of this equation.",
                        q(x),
                        format!("1/{}", pr(k)),
                        wr,
                    )
                }
            };
            let shown = ans.text(lang);
            it(
                tr!(
                    lang,
                    "On considère l'équation {eq}.",
                    "Consider the equation {eq}."
                ),
                if ctx.fr() {
                    ask_fr.to_owned()
                } else {
                    ask_en.to_owned()
                },
                tr!(
                    lang,
                    "{{v}} est une solution de l'équation {eq}",
                    "{{v}} is a solution of the equation {eq}"
                ),
                tr!(lang, "solution", "solution"),
                ans,
                Facts::exact(facts),
                wr,
                fcard(ctx, "Équation", "Equation", vec![eq.clone()]),
                tr!(
                    lang,
                    "On lit la fonction de référence à l'envers : x = {shown}, et l'on vérifie en remplaçant x dans {eq}.",
                    "Read the reference function backwards: x = {shown}, then check by putting x into {eq}."
                ),
            )
        }
        2 => {
            // min or max of x² on [a ; b]
            let (a, b) = loop {
                let a = ctx.int(-9, 6);
                let b = a + ctx.int(2, 9);
                if a * a != b * b {
                    break (a, b);
                }
            };
            let want_max = ctx.chance(0.5);
            let at = if want_max {
                if a * a > b * b { a } else { b }
            } else if a > 0 {
                a
            } else if b < 0 {
                b
            } else {
                0
            };
            let ans = at * at;
            let iv = interval(ctx, a, b, false, false);
            let other = if want_max {
                if a > 0 {
                    a * a
                } else if b < 0 {
                    b * b
                } else {
                    0
                }
            } else if a * a > b * b {
                a * a
            } else {
                b * b
            };
            let (want_fr, want_en) = if want_max {
                ("le maximum", "the maximum")
            } else {
                ("le minimum", "the minimum")
            };
            let mut wr = vec![w(
                ctx,
                qi(other),
                "maximum et minimum confondus",
                "mixed up maximum and minimum",
            )];
            for e in [a * a, b * b, if want_max { a.max(b) } else { a.min(b) }] {
                if e != ans && e != other {
                    wr.push(w(
                        ctx,
                        qi(e),
                        "le sens de variation de x² change en 0",
                        "x² changes direction at 0",
                    ));
                }
            }
            it(
                tr!(
                    lang,
                    "On considère la fonction carré f(x) = x² sur l'intervalle {iv}.",
                    "Consider the square function f(x) = x² on the interval {iv}."
                ),
                tr!(
                    lang,
                    "Donne {want_fr} de f sur cet intervalle.",
                    "Give {want_en} of f on this interval."
                ),
                tr!(
                    lang,
                    "{want_fr} de la fonction carré sur {iv} est {{v}}",
                    "{want_en} of the square function on {iv} is {{v}}"
                ),
                tr!(lang, "extremum", "extremum"),
                qi(ans),
                Facts::exact(format!("{}²", p(at))),
                wr,
                fcard(
                    ctx,
                    "Fonction carré",
                    "Square function",
                    vec!["f(x) = x²".to_owned(), iv.clone()],
                ),
                tr!(
                    lang,
                    "La fonction carré est décroissante pour x ≤ 0 et croissante pour x ≥ 0 : sur {iv}, {want_fr} est atteint en x = {at} et vaut {ans}.",
                    "The square function decreases for x ≤ 0 and increases for x ≥ 0: on {iv}, {want_en} is reached at x = {at} and equals {ans}."
                ),
            )
        }
        _ => {
            // min or max of 1/x, x³ or √x on [a ; b]
            let f = ctx.int(0, 2);
            let want_max = ctx.chance(0.5);
            let (want_fr, want_en) = if want_max {
                ("le maximum", "the maximum")
            } else {
                ("le minimum", "the minimum")
            };
            let (fx, name_fr, name_en, iv, at, ans, other, facts, rule_fr, rule_en) = match f {
                0 => {
                    let (a, b) = loop {
                        let a = ctx.pick(&[1i64, 2, 4, 5]);
                        let b = ctx.pick(&[2i64, 4, 5, 8, 10]);
                        if a < b {
                            break (a, b);
                        }
                    };
                    let at = if want_max { a } else { b };
                    let oth = if want_max { b } else { a };
                    (
                        "f(x) = 1/x",
                        "inverse",
                        "reciprocal",
                        interval(ctx, a, b, false, false),
                        at,
                        Rational::new(1, at),
                        Rational::new(1, oth),
                        format!("1/{at}"),
                        "décroissante pour x > 0",
                        "decreasing for x > 0",
                    )
                }
                1 => {
                    let a = ctx.int(-5, 2);
                    let b = a + ctx.int(1, 4);
                    let at = if want_max { b } else { a };
                    let oth = if want_max { a } else { b };
                    (
                        "f(x) = x³",
                        "cube",
                        "cube",
                        interval(ctx, a, b, false, false),
                        at,
                        Rational::int(at * at * at),
                        Rational::int(oth * oth * oth),
                        format!("{}³", p(at)),
                        "croissante sur ℝ",
                        "increasing on ℝ",
                    )
                }
                _ => {
                    let ra = ctx.int(0, 6);
                    let rb = ra + ctx.int(1, 6);
                    let at = if want_max { rb } else { ra };
                    let oth = if want_max { ra } else { rb };
                    (
                        "f(x) = √x",
                        "racine carrée",
                        "square root",
                        interval(ctx, ra * ra, rb * rb, false, false),
                        at * at,
                        Rational::int(at),
                        Rational::int(oth),
                        format!("√{}", at * at),
                        "croissante pour x ≥ 0",
                        "increasing for x ≥ 0",
                    )
                }
            };
            let mut wr = vec![w(
                ctx,
                q(other),
                "maximum et minimum confondus",
                "mixed up maximum and minimum",
            )];
            if Rational::int(at) != ans && Rational::int(at) != other {
                wr.push(w(
                    ctx,
                    qi(at),
                    "valeur de x au lieu de f(x)",
                    "the value of x instead of f(x)",
                ));
            }
            wr.push(w(ctx, q(-ans), "erreur de signe", "sign error"));
            let shown = q(ans).text(lang);
            it(
                tr!(
                    lang,
                    "On considère la fonction {name_fr} {fx} sur l'intervalle {iv}.",
                    "Consider the {name_en} function {fx} on the interval {iv}."
                ),
                tr!(
                    lang,
                    "Donne {want_fr} de f sur cet intervalle.",
                    "Give {want_en} of f on this interval."
                ),
                tr!(
                    lang,
                    "{want_fr} de la fonction {name_fr} sur {iv} est {{v}}",
                    "{want_en} of the {name_en} function on {iv} is {{v}}"
                ),
                tr!(lang, "extremum", "extremum"),
                q(ans),
                Facts::exact(facts),
                wr,
                fcard(
                    ctx,
                    "Fonction de référence",
                    "Reference function",
                    vec![fx.to_owned(), iv.clone()],
                ),
                tr!(
                    lang,
                    "La fonction {name_fr} est {rule_fr} : sur {iv}, {want_fr} est atteint en x = {at} et vaut {shown}.",
                    "The {name_en} function is {rule_en}: on {iv}, {want_en} is reached at x = {at} and equals {shown}."
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// Variations et extremums

fn variations(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let x0 = ctx.int(-8, 0);
    let x1 = x0 + ctx.int(2, 5);
    let x2 = x1 + ctx.int(2, 5);
    // down then up (a minimum inside) or up then down (a maximum inside)
    let valley = ctx.chance(0.5);
    let (y0, y1, y2) = loop {
        let (y0, y1, y2) = (ctx.int(-9, 9), ctx.int(-9, 9), ctx.int(-9, 9));
        let ok = if valley {
            y1 < y0 && y1 < y2
        } else {
            y1 > y0 && y1 > y2
        };
        if ok && y0 != y2 && ![y0, y1, y2].iter().any(|y| [x0, x1, x2].contains(y)) {
            break (y0, y1, y2);
        }
    };
    let (a1, a2) = if valley {
        ("↘", "↗")
    } else {
        ("↗", "↘")
    };
    let rows = vec![
        vec![
            "x".to_owned(),
            x0.to_string(),
            String::new(),
            x1.to_string(),
            String::new(),
            x2.to_string(),
        ],
        vec![
            "f(x)".to_owned(),
            y0.to_string(),
            a1.to_owned(),
            y1.to_string(),
            a2.to_owned(),
            y2.to_string(),
        ],
    ];
    let (i01, i12, i02) = (
        interval(ctx, x0, x1, false, false),
        interval(ctx, x1, x2, false, false),
        interval(ctx, x0, x2, false, false),
    );
    let (d1fr, d2fr, d1en, d2en) = if valley {
        ("décroissante", "croissante", "decreasing", "increasing")
    } else {
        ("croissante", "décroissante", "increasing", "decreasing")
    };
    let alt = tr!(
        lang,
        "Tableau de variations de f : f est {d1fr} sur {i01}, de {y0} à {y1}, puis {d2fr} sur {i12}, de {y1} à {y2}.",
        "Table of variations of f: f is {d1en} on {i01}, from {y0} to {y1}, then {d2en} on {i12}, from {y1} to {y2}."
    );
    let vis = visual(&table(&rows), alt);
    let situation = tr!(
        lang,
        "Voici le tableau de variations d'une fonction f définie sur {i02}.",
        "Here is the table of variations of a function f defined on {i02}."
    );
    let (top, bottom) = (y0.max(y1).max(y2), y0.min(y1).min(y2));
    match v {
        0 | 1 => {
            let want_max = v == 0;
            let ans = if want_max { top } else { bottom };
            let other = if want_max { bottom } else { top };
            let mid = [y0, y1, y2]
                .into_iter()
                .find(|y| *y != top && *y != bottom)
                .unwrap_or(y1);
            let at = [(x0, y0), (x1, y1), (x2, y2)]
                .into_iter()
                .find(|(_, y)| *y == ans)
                .map_or(x1, |(x, _)| x);
            let wr = vec![
                w(
                    ctx,
                    qi(other),
                    "maximum et minimum confondus",
                    "mixed up maximum and minimum",
                ),
                w(
                    ctx,
                    qi(mid),
                    "une autre valeur du tableau",
                    "another value of the table",
                ),
                w(
                    ctx,
                    qi(at),
                    "valeur de x au lieu de f(x)",
                    "the value of x instead of f(x)",
                ),
            ];
            let (want_fr, want_en) = if want_max {
                ("le maximum", "the maximum")
            } else {
                ("le minimum", "the minimum")
            };
            let facts = if want_max {
                Facts::Stat {
                    data: vec![y0 as f64, y1 as f64, y2 as f64],
                    stat: Stat::Max,
                    tol: 0.0,
                }
            } else {
                Facts::exact(format!("{}", ans))
            };
            it(
                situation,
                tr!(
                    lang,
                    "Quel est {want_fr} de f sur {i02} ?",
                    "What is {want_en} of f on {i02}?"
                ),
                tr!(
                    lang,
                    "{want_fr} de f sur {i02} est {{v}}",
                    "{want_en} of f on {i02} is {{v}}"
                ),
                tr!(lang, "extremum", "extremum"),
                qi(ans),
                facts,
                wr,
                vis,
                tr!(
                    lang,
                    "On compare les valeurs du tableau {y0}, {y1} et {y2} : {want_fr} vaut {ans}, atteint en x = {at}.",
                    "Compare the values of the table {y0}, {y1} and {y2}: {want_en} is {ans}, reached at x = {at}."
                ),
            )
        }
        2 => {
            let (kind_fr, kind_en) = if valley {
                ("le minimum", "the minimum")
            } else {
                ("le maximum", "the maximum")
            };
            let wr = vec![
                w(
                    ctx,
                    qi(y1),
                    "valeur de f au lieu de x",
                    "the value of f instead of x",
                ),
                w(
                    ctx,
                    qi(x0),
                    "borne de l'intervalle",
                    "an end of the interval",
                ),
                w(
                    ctx,
                    qi(x2),
                    "borne de l'intervalle",
                    "an end of the interval",
                ),
            ];
            it(
                situation,
                tr!(
                    lang,
                    "En quelle valeur de x la fonction f change-t-elle de sens de variation ?",
                    "At which value of x does f change direction?"
                ),
                tr!(
                    lang,
                    "f change de sens de variation en x = {{v}}",
                    "f changes direction at x = {{v}}"
                ),
                tr!(lang, "abscisse", "x-value"),
                qi(x1),
                Facts::exact(format!("{x1}")),
                wr,
                vis,
                tr!(
                    lang,
                    "f est {d1fr} puis {d2fr} : elle change de sens en x = {x1}, où elle atteint {kind_fr} local {y1}.",
                    "f is {d1en} then {d2en}: it changes direction at x = {x1}, where it reaches {kind_en} {y1}."
                ),
            )
        }
        _ => {
            // the maximum on one of the two monotone pieces
            let first = ctx.chance(0.5);
            let (ya, yb, iv) = if first {
                (y0, y1, i01.clone())
            } else {
                (y1, y2, i12.clone())
            };
            let ans = ya.max(yb);
            let at = if ans == ya {
                if first { x0 } else { x1 }
            } else if first {
                x1
            } else {
                x2
            };
            let outside = if first { y2 } else { y0 };
            let mut wr = vec![
                w(
                    ctx,
                    qi(ya.min(yb)),
                    "minimum au lieu du maximum",
                    "the minimum instead of the maximum",
                ),
                w(
                    ctx,
                    qi(at),
                    "valeur de x au lieu de f(x)",
                    "the value of x instead of f(x)",
                ),
            ];
            if outside != ans && outside != ya.min(yb) {
                wr.push(w(
                    ctx,
                    qi(outside),
                    "valeur hors de l'intervalle demandé",
                    "a value outside the interval asked",
                ));
            }
            it(
                situation,
                tr!(
                    lang,
                    "Quel est le maximum de f sur {iv} ?",
                    "What is the maximum of f on {iv}?"
                ),
                tr!(
                    lang,
                    "le maximum de f sur {iv} est {{v}}",
                    "the maximum of f on {iv} is {{v}}"
                ),
                tr!(lang, "maximum", "maximum"),
                qi(ans),
                Facts::Stat {
                    data: vec![ya as f64, yb as f64],
                    stat: Stat::Max,
                    tol: 0.0,
                },
                wr,
                vis,
                tr!(
                    lang,
                    "Sur {iv}, f est monotone : son maximum est la plus grande des valeurs {ya} et {yb}, soit {ans}, atteint en x = {at}.",
                    "On {iv}, f is monotonic: its maximum is the larger of {ya} and {yb}, that is {ans}, reached at x = {at}."
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------
// Échantillonnage

/// Sample sizes with a decimal 1/√n, and √n.
const SIZES: [(i64, i64); 6] = [
    (25, 5),
    (100, 10),
    (400, 20),
    (625, 25),
    (1600, 40),
    (2500, 50),
];

fn sampling(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 => {
            let n = ctx.pick(&[20i64, 25, 40, 50, 80, 100, 125, 200, 250, 400, 500]);
            let k = ctx.int(2, n - 1);
            let f = Rational::new(k, n);
            let (what_fr, what_en) = ctx.pick(&[
                ("pièces défectueuses", "faulty parts"),
                (
                    "personnes favorables au projet",
                    "people in favour of the project",
                ),
                ("graines qui ont germé", "seeds that sprouted"),
                ("lancers donnant un six", "throws giving a six"),
            ]);
            let wr = vec![
                w(
                    ctx,
                    q(Rational::ONE - f),
                    "fréquence du contraire",
                    "frequency of the opposite",
                ),
                w(
                    ctx,
                    q(Rational::new(k, 100)),
                    "divisé par 100 au lieu de n",
                    "divided by 100 instead of n",
                ),
                w(
                    ctx,
                    q(Rational::new(n - k, n * 2)),
                    "erreur de calcul",
                    "calculation slip",
                ),
            ];
            let shown = q(f).text(lang);
            it(
                tr!(
                    lang,
                    "Dans un échantillon de taille {n}, on compte {k} {what_fr}.",
                    "In a sample of size {n}, there are {k} {what_en}."
                ),
                tr!(
                    lang,
                    "Calcule la fréquence des {what_fr} dans cet échantillon (en écriture décimale).",
                    "Work out the frequency of {what_en} in this sample (as a decimal)."
                ),
                tr!(
                    lang,
                    "la fréquence des {what_fr} dans l'échantillon est {{v}}",
                    "the frequency of {what_en} in the sample is {{v}}"
                ),
                tr!(lang, "fréquence", "frequency"),
                q(f),
                Facts::exact(format!("{k}/{n}")),
                wr,
                fcard(
                    ctx,
                    "Échantillon",
                    "Sample",
                    vec![
                        tr!(lang, "taille : {n}", "size: {n}"),
                        tr!(lang, "effectif : {k}", "count: {k}"),
                    ],
                ),
                tr!(lang, "f = {k} ÷ {n} = {shown}.", "f = {k} ÷ {n} = {shown}."),
            )
        }
        1 => {
            let (n, r) = ctx.pick(&SIZES);
            let ans = Rational::new(1, r);
            let wr = vec![
                w(
                    ctx,
                    q(Rational::new(1, n)),
                    "divisé par n au lieu de √n",
                    "divided by n instead of √n",
                ),
                w(
                    ctx,
                    q(Rational::new(2, r)),
                    "largeur de l'intervalle au lieu de 1/√n",
                    "width of the interval instead of 1/√n",
                ),
                w(ctx, qi(r), "√n au lieu de 1/√n", "√n instead of 1/√n"),
            ];
            let shown = q(ans).text(lang);
            it(
                tr!(
                    lang,
                    "Pour des échantillons de taille n = {n}, la fréquence observée s'écarte de la proportion p d'au plus 1/√n dans au moins 95 % des cas.",
                    "For samples of size n = {n}, the observed frequency is within 1/√n of the proportion p in at least 95% of cases."
                ),
                tr!(lang, "Calcule 1/√n.", "Work out 1/√n."),
                tr!(
                    lang,
                    "pour n = {n}, 1/√n = {{v}}",
                    "for n = {n}, 1/√n = {{v}}"
                ),
                tr!(lang, "écart", "margin"),
                q(ans),
                Facts::exact(format!("1/√{n}")),
                wr,
                fcard(ctx, "Échantillonnage", "Sampling", vec![format!("n = {n}")]),
                tr!(
                    lang,
                    "√{n} = {r}, donc 1/√n = 1/{r} = {shown}.",
                    "√{n} = {r}, so 1/√n = 1/{r} = {shown}."
                ),
            )
        }
        _ => {
            let upper = v == 2;
            let (n, r) = ctx.pick(&SIZES[1..]);
            let pp = ctx.pick(&[
                Rational::new(1, 5),
                Rational::new(3, 10),
                Rational::new(2, 5),
                Rational::new(1, 2),
                Rational::new(3, 5),
                Rational::new(7, 10),
                Rational::new(1, 4),
                Rational::new(9, 20),
            ]);
            let e = Rational::new(1, r);
            let ans = if upper { pp + e } else { pp - e };
            let other = if upper { pp - e } else { pp + e };
            let sp = ctx.dec(pp.to_f64(), 2);
            let wr = vec![
                w(ctx, q(other), "l'autre borne", "the other end"),
                w(
                    ctx,
                    q(if upper {
                        pp + Rational::new(1, n)
                    } else {
                        pp - Rational::new(1, n)
                    }),
                    "1/n au lieu de 1/√n",
                    "1/n instead of 1/√n",
                ),
                w(
                    ctx,
                    q(if upper { pp + e + e } else { pp - e - e }),
                    "2/√n au lieu de 1/√n",
                    "2/√n instead of 1/√n",
                ),
            ];
            let (b_fr, b_en) = if upper {
                ("la borne supérieure", "the upper end")
            } else {
                ("la borne inférieure", "the lower end")
            };
            let shown = q(ans).text(lang);
            let se = q(e).text(lang);
            let op = if upper { '+' } else { '-' };
            it(
                tr!(
                    lang,
                    "Dans une population, la proportion d'un caractère est p = {sp}. Pour des échantillons de taille n = {n}, la fréquence du caractère est dans l'intervalle [p - 1/√n ; p + 1/√n] pour au moins 95 % des échantillons.",
                    "In a population, the proportion of a feature is p = {sp}. For samples of size n = {n}, the frequency of the feature lies in the interval [p - 1/√n, p + 1/√n] for at least 95% of the samples."
                ),
                tr!(
                    lang,
                    "Calcule {b_fr} de cet intervalle.",
                    "Work out {b_en} of this interval."
                ),
                tr!(
                    lang,
                    "pour p = {sp} et n = {n}, {b_fr} de l'intervalle est {{v}}",
                    "for p = {sp} and n = {n}, {b_en} of the interval is {{v}}"
                ),
                tr!(lang, "borne", "end"),
                q(ans),
                Facts::exact(format!("{}{op}1/√{n}", pr(pp))),
                wr,
                fcard(
                    ctx,
                    "Échantillonnage",
                    "Sampling",
                    vec![format!("p = {sp}"), format!("n = {n}")],
                ),
                tr!(
                    lang,
                    "1/√{n} = 1/{r} = {se}, donc {b_fr} vaut {sp} {op} {se} = {shown}.",
                    "1/√{n} = 1/{r} = {se}, so {b_en} is {sp} {op} {se} = {shown}."
                ),
            )
        }
    }
}
