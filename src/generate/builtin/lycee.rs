//! The lycée's spécialité mathématiques, 1re and Terminale: sequences, the second degree,
//! derivation, the exponential function, trigonometry, the scalar product, conditional
//! probabilities (1re); the logarithm, integration, the binomial law and geometry in space
//! (Tle). Answers are exact (integers or reduced fractions). A derivative is recorded with its
//! polynomial ([`Facts::Derivative`], re-derived by the five-point difference quotient) and
//! an integral likewise ([`Facts::Integral`], Simpson's rule); the others as the calculation
//! that gives them ([`Facts::exact`]), evaluated by the checker's own arithmetic.
//!
//! | mode | chapter |
//! |---|---|
//! | 0 | `suites` 1re |
//! | 1 | `second-degre` 1re |
//! | 2 | `derivation` 1re |
//! | 3 | `fonction-exponentielle` 1re |
//! | 4 | `produit-scalaire` 1re |
//! | 5 | `probabilites-conditionnelles` 1re |
//! | 6 | `trigonometrie` 1re |
//! | 7 | `fonction-logarithme` Tle |
//! | 8 | `integration` Tle |
//! | 9 | `loi-binomiale` Tle |
//! | 10 | `geometrie-dans-l-espace` Tle |

use super::facts::Facts;
use super::{Ctx, Family, Item, Qty, Wrong, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;
use crate::generate::num;
use crate::generate::rational::Rational;
use crate::generate::visual::{card, function_graph, table, visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "lycee",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse],
    variants: |_| VARIANTS,
};

/// Variants per mode.
pub(crate) const VARIANTS: u8 = 4;

/// The notion of the chapter's course knowledge a variant exercises: every chapter teaches
/// one notion, which every variant exercises except a sequence given by its formula (neither
/// arithmetic nor geometric) and the value of a quadratic at a point (neither its
/// discriminant nor its vertex).
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 3) | (1, 2) => return None,
        (0, _) => "suites-arithmetiques-geometriques",
        (1, _) => "discriminant",
        (2, _) => "nombre-derive",
        (3, _) => "relation-fonctionnelle",
        (4, _) => "coordonnees",
        (5, _) => "probabilite-conditionnelle",
        (6, _) => "radian",
        (7, _) => "proprietes-ln",
        (8, _) => "primitive",
        (9, _) => "esperance-variance",
        _ => "vecteurs-espace",
    })
}

fn item(ctx: &mut Ctx) -> Item {
    let v = ctx.variant(VARIANTS);
    let mut it = match ctx.mode {
        0 => sequences(ctx, v),
        1 => second_degree(ctx, v),
        2 => derivation(ctx, v),
        3 => exponential(ctx, v),
        4 => scalar_product(ctx, v),
        5 => conditional(ctx, v),
        6 => trigonometry(ctx, v),
        7 => logarithm(ctx, v),
        8 => integration(ctx, v),
        9 => binomial(ctx, v),
        _ => space(ctx, v),
    };
    it.variant = v;
    it
}

#[allow(clippy::too_many_arguments)]
fn it(
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
        situation: String::new(),
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

fn r(n: i64, d: i64) -> Rational {
    Rational::new(n, d)
}

fn q(x: Rational) -> Qty {
    Qty::rat(x, "")
}

fn qi(x: i64) -> Qty {
    Qty::int(x, "")
}

/// A number in parentheses when negative, for a calculation.
fn p(x: i64) -> String {
    if x < 0 {
        format!("({x})")
    } else {
        x.to_string()
    }
}

/// A rational in parentheses, for a calculation.
fn pr(x: Rational) -> String {
    if x.is_integer() {
        p(x.num())
    } else {
        format!("({}/{})", x.num(), x.den())
    }
}

fn sup(e: u32) -> &'static str {
    ["", "", "²", "³", "⁴", "⁵", "⁶", "⁷", "⁸", "⁹"][e.min(9) as usize]
}

/// A polynomial from its coefficients, highest degree first: "3x³ - x + 2".
fn poly(coefs: &[i64]) -> String {
    let deg = coefs.len().saturating_sub(1);
    let mut out = String::new();
    for (i, &c) in coefs.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let e = (deg - i) as u32;
        let mag = c.abs();
        let body = match e {
            0 => mag.to_string(),
            _ => {
                let k = if mag == 1 {
                    String::new()
                } else {
                    mag.to_string()
                };
                format!("{k}x{}", sup(e))
            }
        };
        if out.is_empty() {
            if c < 0 {
                out.push('-');
            }
            out.push_str(&body);
        } else {
            out.push_str(if c < 0 { " - " } else { " + " });
            out.push_str(&body);
        }
    }
    if out.is_empty() { "0".to_owned() } else { out }
}

fn eval_poly(coefs: &[i64], x: Rational) -> Rational {
    coefs
        .iter()
        .fold(Rational::int(0), |acc, &c| acc * x + Rational::int(c))
}

fn derive_poly(coefs: &[i64]) -> Vec<i64> {
    let deg = coefs.len().saturating_sub(1);
    coefs[..deg]
        .iter()
        .enumerate()
        .map(|(i, &c)| c * (deg - i) as i64)
        .collect()
}

fn fcard(ctx: &Ctx, title_fr: &str, title_en: &str, lines: Vec<String>) -> Visual {
    let title = if ctx.fr() { title_fr } else { title_en };
    let alt = format!("{title} : {}", lines.join(" ; "));
    let alt = if ctx.fr() {
        alt
    } else {
        alt.replace(" : ", ": ").replace(" ; ", "; ")
    };
    visual(&card(title, &lines), alt)
}

fn graph(ctx: &Ctx, coefs: &[i64], marks: Vec<(String, f64, f64)>) -> Visual {
    let c = coefs.to_vec();
    let f = move |x: f64| c.iter().fold(0.0, |acc, &k| acc * x + k as f64);
    let ys: Vec<f64> = (-4..=4).map(|x| f(f64::from(x))).collect();
    let lo = ys
        .iter()
        .copied()
        .fold(f64::INFINITY, f64::min)
        .max(-20.0)
        .floor() as i64;
    let hi = ys
        .iter()
        .copied()
        .fold(f64::NEG_INFINITY, f64::max)
        .min(20.0)
        .ceil() as i64;
    let (lo, hi) = (lo.min(-1), hi.max(1));
    let s = poly(coefs);
    let alt = tr!(
        ctx.lang,
        "Courbe de la fonction f(x) = {s} pour x de -4 à 4.",
        "Curve of the function f(x) = {s} for x from -4 to 4."
    );
    visual(&function_graph((-4, 4, lo, hi), &f, "f", &marks), alt)
}

// ------------------------------------------------------------------------------------------

fn sequences(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let u0 = ctx.int(-9, 15);
    let n = ctx.int(5, 20);
    match v {
        0 => {
            let rr = ctx.pick(&[-4i64, -3, -2, 2, 3, 4, 5, 7]);
            let mut u = u0;
            for _ in 0..n {
                u += rr;
            }
            let wr = vec![
                w(
                    ctx,
                    qi(u0 + (n - 1) * rr),
                    "décalage d'indice : n - 1 raisons au lieu de n",
                    "index shift: n - 1 steps instead of n",
                ),
                w(
                    ctx,
                    qi(u0 * rr + n),
                    "raison et premier terme confondus",
                    "mixed up the first term and the difference",
                ),
                w(
                    ctx,
                    qi(u0 + n + rr),
                    "n ajouté au lieu de n fois la raison",
                    "added n instead of n times the difference",
                ),
            ];
            it(
                tr!(
                    lang,
                    "La suite (uₙ) est arithmétique de premier terme u₀ = {u0} et de raison {rr}. Calcule u{}.",
                    "The sequence (uₙ) is arithmetic with u₀ = {u0} and common difference {rr}. Work out u{}.",
                    sub(n)
                ),
                tr!(lang, "u{} = {{v}}", "u{} = {{v}}", sub(n)),
                tr!(lang, "terme", "term"),
                qi(u),
                Facts::exact(format!("{}+{n}×{}", p(u0), p(rr))),
                wr,
                fcard(
                    ctx,
                    "Suite arithmétique",
                    "Arithmetic sequence",
                    vec![format!("u₀ = {u0}"), format!("r = {rr}")],
                ),
                format!(
                    "u{} = u₀ + {n} × r = {} + {n} × {} = {u}.",
                    sub(n),
                    p(u0),
                    p(rr)
                ),
            )
        }
        1 => {
            let a = ctx.int(1, 6) * if ctx.chance(0.3) { -1 } else { 1 };
            let qq = ctx.pick(&[2i64, 3, -2]);
            let k = ctx.int(3, if qq.abs() == 3 { 6 } else { 8 }) as u32;
            let mut u = a;
            for _ in 0..k {
                u *= qq;
            }
            let wr = vec![
                w(
                    ctx,
                    qi(a * qq.pow(k - 1)),
                    "décalage d'indice : puissance k - 1",
                    "index shift: power k - 1",
                ),
                w(
                    ctx,
                    qi(a + i64::from(k) * qq),
                    "suite traitée comme arithmétique",
                    "treated as arithmetic",
                ),
                w(
                    ctx,
                    qi((a * qq).pow(k).min(1 << 40)),
                    "premier terme élevé à la puissance aussi",
                    "raised the first term to the power too",
                ),
            ];
            it(
                tr!(
                    lang,
                    "La suite (uₙ) est géométrique de premier terme u₀ = {a} et de raison {qq}. Calcule u{}.",
                    "The sequence (uₙ) is geometric with u₀ = {a} and common ratio {qq}. Work out u{}.",
                    sub(i64::from(k))
                ),
                tr!(lang, "u{} = {{v}}", "u{} = {{v}}", sub(i64::from(k))),
                tr!(lang, "terme", "term"),
                qi(u),
                Facts::exact(format!("{}×{}{}", p(a), p(qq), sup_n(k))),
                wr,
                fcard(
                    ctx,
                    "Suite géométrique",
                    "Geometric sequence",
                    vec![format!("u₀ = {a}"), format!("q = {qq}")],
                ),
                format!(
                    "u{} = u₀ × q{} = {} × {}{} = {}.",
                    sub(i64::from(k)),
                    sup_n(k),
                    p(a),
                    p(qq),
                    sup_n(k),
                    num::int(u, lang)
                ),
            )
        }
        2 => {
            let m = ctx.int(10, 60);
            let mut s = 0;
            for i in 1..=m {
                s += i;
            }
            let ms = num::int(m, lang);
            let wr = vec![
                w(ctx, qi(m * m / 2), "formule n²/2", "used n²/2"),
                w(
                    ctx,
                    qi(m * (m - 1) / 2),
                    "n(n - 1)/2 au lieu de n(n + 1)/2",
                    "n(n - 1)/2 instead of n(n + 1)/2",
                ),
                w(
                    ctx,
                    qi(m * (m + 1)),
                    "oublié de diviser par 2",
                    "forgot to halve",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Calcule la somme S = 1 + 2 + 3 + … + {ms}.",
                    "Work out the sum S = 1 + 2 + 3 + … + {ms}."
                ),
                tr!(lang, "1 + 2 + … + {ms} = {{v}}", "1 + 2 + … + {ms} = {{v}}"),
                tr!(lang, "somme", "sum"),
                qi(s),
                Facts::exact(format!("{m}×({m}+1)/2")),
                wr,
                fcard(
                    ctx,
                    "Somme des entiers",
                    "Sum of integers",
                    vec![format!("1 + 2 + … + {ms}")],
                ),
                format!("S = {ms} × ({ms} + 1) ÷ 2 = {}.", num::int(s, lang)),
            )
        }
        _ => {
            let (a, b) = (ctx.int(1, 4), ctx.int(-6, 6));
            let k = ctx.int(2, 9);
            let u = a * k * k + b;
            let f = poly(&[a, 0, b]).replace('x', "n");
            let wr = vec![
                w(
                    ctx,
                    qi(a * 2 * k + b),
                    "n² calculé comme 2n",
                    "took n² as 2n",
                ),
                w(
                    ctx,
                    qi(a * (k + 1) * (k + 1) + b),
                    "terme suivant calculé",
                    "worked out the next term",
                ),
                w(
                    ctx,
                    qi((a * k) * (a * k) + b),
                    "coefficient élevé au carré",
                    "squared the coefficient too",
                ),
            ];
            it(
                tr!(
                    lang,
                    "La suite (uₙ) est définie par uₙ = {f}. Calcule u{}.",
                    "The sequence (uₙ) is given by uₙ = {f}. Work out u{}.",
                    sub(k)
                ),
                tr!(lang, "u{} = {{v}}", "u{} = {{v}}", sub(k)),
                tr!(lang, "terme", "term"),
                qi(u),
                Facts::exact(format!("{a}×{k}²+{}", p(b))),
                wr,
                fcard(
                    ctx,
                    "Suite explicite",
                    "Explicit sequence",
                    vec![format!("uₙ = {f}")],
                ),
                format!("u{} = {a} × {k}² + {} = {u}.", sub(k), p(b)),
            )
        }
    }
}

fn sub(n: i64) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c))
        .collect()
}

fn sup_n(n: u32) -> String {
    n.to_string()
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        })
        .collect()
}

// ------------------------------------------------------------------------------------------

fn second_degree(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let a = ctx.pick(&[-2i64, -1, 1, 2, 3]);
    let (r1, r2) = loop {
        let (x, y) = (ctx.int(-5, 5), ctx.int(-5, 5));
        if x < y {
            break (x, y);
        }
    };
    // a(x - r1)(x - r2)
    let coefs = [a, -a * (r1 + r2), a * r1 * r2];
    let [_, b, c] = coefs;
    let f = poly(&coefs);
    let fx = format!("f(x) = {f}");
    match v {
        0 => {
            let d = b * b - 4 * a * c;
            let wr = vec![
                w(
                    ctx,
                    qi(b * b + 4 * a * c),
                    "signe de 4ac oublié",
                    "wrong sign for 4ac",
                ),
                w(
                    ctx,
                    qi(-b * b - 4 * a * c),
                    "b² pris négatif",
                    "took b² as negative",
                ),
                w(ctx, qi(b - 4 * a * c), "b au lieu de b²", "b instead of b²"),
            ];
            it(
                tr!(
                    lang,
                    "Soit {fx}. Calcule le discriminant Δ.",
                    "Let {fx}. Work out the discriminant Δ."
                ),
                tr!(
                    lang,
                    "le discriminant de f est Δ = {{v}}",
                    "the discriminant of f is Δ = {{v}}"
                ),
                tr!(lang, "discriminant", "discriminant"),
                qi(d),
                Facts::exact(format!("{}²-4×{}×{}", p(b), p(a), p(c))),
                wr,
                graph(ctx, &coefs, Vec::new()),
                format!("Δ = b² - 4ac = {}² - 4 × {} × {} = {d}.", p(b), p(a), p(c)),
            )
        }
        1 => {
            let alpha = r(-b, 2 * a);
            let wr = vec![
                w(
                    ctx,
                    q(r(b, 2 * a)),
                    "signe oublié dans -b/(2a)",
                    "lost the sign in -b/(2a)",
                ),
                w(ctx, q(r(-b, a)), "oublié le 2 de 2a", "forgot the 2 in 2a"),
                w(
                    ctx,
                    q(eval_poly(&coefs, alpha)),
                    "ordonnée du sommet au lieu de l'abscisse",
                    "gave the vertex's y instead of x",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Soit {fx}. Quelle est l'abscisse du sommet de la parabole ?",
                    "Let {fx}. What is the x-coordinate of the parabola's vertex?"
                ),
                tr!(
                    lang,
                    "l'abscisse du sommet est {{v}}",
                    "the vertex's x-coordinate is {{v}}"
                ),
                tr!(lang, "abscisse", "x-coordinate"),
                q(alpha),
                Facts::exact(format!("{}/(2×{})", p(-b), p(a))),
                wr,
                graph(ctx, &coefs, Vec::new()),
                format!(
                    "α = -b/(2a) = {}/(2 × {}) = {}.",
                    p(-b),
                    p(a),
                    num::frac(alpha, lang)
                ),
            )
        }
        2 => {
            let x0 = ctx.int(-3, 3);
            let y = eval_poly(&coefs, Rational::int(x0));
            let wr = vec![
                w(
                    ctx,
                    q(eval_poly(&coefs, Rational::int(-x0))),
                    "signe de x changé",
                    "changed the sign of x",
                ),
                w(
                    ctx,
                    q(Rational::int(a * 2 * x0 + b * x0 + c)),
                    "x² calculé comme 2x",
                    "took x² as 2x",
                ),
                w(
                    ctx,
                    q(eval_poly(&coefs, Rational::int(x0)) + Rational::int(2 * a * x0 * x0)),
                    "a x² compté trois fois",
                    "counted ax² three times",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Soit {fx}. Calcule f({x0}).",
                    "Let {fx}. Work out f({x0})."
                ),
                format!("f({x0}) = {{v}}"),
                tr!(lang, "image", "image"),
                q(y),
                Facts::Expr {
                    expr: f.clone(),
                    x: Some(Rational::int(x0)),
                    tol: 0.0,
                },
                wr,
                graph(ctx, &coefs, Vec::new()),
                format!(
                    "f({x0}) = {} × {}² + {} × {} + {} = {}.",
                    p(a),
                    p(x0),
                    p(b),
                    p(x0),
                    p(c),
                    num::frac(y, lang)
                ),
            )
        }
        _ => {
            let prod = r(c, a);
            let wr = vec![
                w(
                    ctx,
                    q(r(-b, a)),
                    "somme des racines au lieu du produit",
                    "gave the sum of the roots",
                ),
                w(
                    ctx,
                    q(r(-c, a)),
                    "signe de c/a changé",
                    "changed the sign of c/a",
                ),
                w(
                    ctx,
                    q(Rational::int(c)),
                    "oublié de diviser par a",
                    "forgot to divide by a",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Soit {fx}. Son discriminant est positif. Quel est le produit de ses deux racines ?",
                    "Let {fx}. Its discriminant is positive. What is the product of its two roots?"
                ),
                tr!(
                    lang,
                    "le produit des racines de f est {{v}}",
                    "the product of the roots of f is {{v}}"
                ),
                tr!(lang, "produit", "product"),
                q(prod),
                Facts::exact(format!("{}/{}", p(c), p(a))),
                wr,
                graph(
                    ctx,
                    &coefs,
                    vec![("".into(), r1 as f64, 0.0), ("".into(), r2 as f64, 0.0)],
                ),
                format!(
                    "x₁ × x₂ = c/a = {}/{} = {}.",
                    p(c),
                    p(a),
                    num::frac(prod, lang)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn derivation(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let coefs: Vec<i64> = match v {
        0 => vec![ctx.int(-3, 3).max(1), ctx.int(-5, 5), ctx.int(-6, 6)],
        1 | 3 => vec![
            ctx.pick(&[-1i64, 1, 2]),
            ctx.int(-3, 3),
            ctx.int(-5, 5),
            ctx.int(-5, 5),
        ],
        _ => {
            let n = ctx.int(3, 4) as usize;
            let k = ctx.pick(&[1i64, 2, 3, -2]);
            let mut c = vec![0; n + 1];
            c[0] = k;
            c
        }
    };
    let f = poly(&coefs);
    let d = derive_poly(&coefs);
    let a = ctx.int(-3, 3);
    let at = Rational::int(a);
    let da = eval_poly(&d, at);
    let fa = eval_poly(&coefs, at);
    let dstr = poly(&d);
    let base_wr = |ctx: &Ctx| {
        vec![
            w(
                ctx,
                q(fa),
                "f(a) donné au lieu de f'(a)",
                "gave f(a) instead of f'(a)",
            ),
            w(
                ctx,
                q(eval_poly(&d, Rational::int(-a))),
                "signe de a changé",
                "changed the sign of a",
            ),
            w(
                ctx,
                q(da + Rational::int(1)),
                "erreur d'une unité",
                "one out",
            ),
        ]
    };
    match v {
        0 | 2 => {
            let wr = base_wr(ctx);
            it(
                tr!(
                    lang,
                    "Soit f(x) = {f}. Calcule f'({a}).",
                    "Let f(x) = {f}. Work out f'({a})."
                ),
                format!("f'({a}) = {{v}}"),
                tr!(lang, "nombre dérivé", "derivative"),
                q(da),
                Facts::Derivative {
                    expr: f.clone(),
                    at,
                },
                wr,
                graph(ctx, &coefs, Vec::new()),
                format!("f'(x) = {dstr}, f'({a}) = {}.", num::frac(da, lang)),
            )
        }
        1 => {
            let wr = base_wr(ctx);
            it(
                tr!(
                    lang,
                    "Soit f(x) = {f}. Quel est le coefficient directeur de la tangente à la courbe de f au point d'abscisse {a} ?",
                    "Let f(x) = {f}. What is the slope of the tangent to the curve of f at x = {a}?"
                ),
                tr!(
                    lang,
                    "la tangente au point d'abscisse {a} a pour coefficient directeur {{v}}",
                    "the tangent at x = {a} has slope {{v}}"
                ),
                tr!(lang, "coefficient directeur", "slope"),
                q(da),
                Facts::Derivative {
                    expr: f.clone(),
                    at,
                },
                wr,
                graph(ctx, &coefs, vec![("A".into(), a as f64, fa.to_f64())]),
                tr!(
                    lang,
                    "Le coefficient directeur est f'({a}) ; f'(x) = {dstr}, donc f'({a}) = {}.",
                    "The slope is f'({a}); f'(x) = {dstr}, so f'({a}) = {}.",
                    num::frac(da, lang)
                ),
            )
        }
        _ => {
            // the tangent's y-intercept: f(a) - a f'(a)
            let b0 = fa - at * da;
            let wr = vec![
                w(
                    ctx,
                    q(fa),
                    "f(a) donné au lieu de l'ordonnée à l'origine",
                    "gave f(a) instead of the intercept",
                ),
                w(
                    ctx,
                    q(fa + at * da),
                    "signe de a f'(a) changé",
                    "changed the sign of a f'(a)",
                ),
                w(ctx, q(da), "coefficient directeur donné", "gave the slope"),
            ];
            it(
                tr!(
                    lang,
                    "Soit f(x) = {f}. La tangente à la courbe de f au point d'abscisse {a} a pour équation y = mx + p. Quelle est la valeur de p ?",
                    "Let f(x) = {f}. The tangent to the curve of f at x = {a} is y = mx + p. What is p?"
                ),
                tr!(
                    lang,
                    "l'ordonnée à l'origine de la tangente est p = {{v}}",
                    "the tangent's intercept is p = {{v}}"
                ),
                tr!(lang, "ordonnée à l'origine", "intercept"),
                q(b0),
                Facts::exact(format!("{}-{}×{}", pr(fa), p(a), pr(da))),
                wr,
                graph(ctx, &coefs, vec![("A".into(), a as f64, fa.to_f64())]),
                format!(
                    "y = f'({a})(x - {}) + f({a}) ; f({a}) = {}, f'({a}) = {}, p = {} - {} × {} = {}.",
                    p(a),
                    num::frac(fa, lang),
                    num::frac(da, lang),
                    pr(fa),
                    p(a),
                    pr(da),
                    num::frac(b0, lang)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn exponential(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let (a, b) = (ctx.int(-6, 9), ctx.int(-6, 9));
    let (a, b) = if a == b { (a, b + 1) } else { (a, b) };
    let (ans, question, expr, wr, ex) = match v {
        0 => (
            a + b,
            tr!(
                lang,
                "Écris e^({a}) × e^({b}) sous la forme e^k : quelle est la valeur de k ?",
                "Write e^({a}) × e^({b}) as e^k: what is k?"
            ),
            format!("{}+{}", p(a), p(b)),
            vec![
                w(
                    ctx,
                    qi(a * b),
                    "exposants multipliés au lieu d'être ajoutés",
                    "multiplied the exponents",
                ),
                w(
                    ctx,
                    qi(a - b),
                    "exposants soustraits",
                    "subtracted the exponents",
                ),
            ],
            format!(
                "e^a × e^b = e^(a + b) : k = {} + {} = {}.",
                p(a),
                p(b),
                a + b
            ),
        ),
        1 => {
            let k = ctx.int(2, 5);
            (
                a * k,
                tr!(
                    lang,
                    "Écris (e^({a}))^{k} sous la forme e^m : quelle est la valeur de m ?",
                    "Write (e^({a}))^{k} as e^m: what is m?"
                ),
                format!("{}×{k}", p(a)),
                vec![
                    w(
                        ctx,
                        qi(a + k),
                        "exposants ajoutés au lieu d'être multipliés",
                        "added the exponents",
                    ),
                    w(
                        ctx,
                        qi(a.pow(k as u32).min(100_000)),
                        "exposant élevé à la puissance",
                        "raised the exponent to the power",
                    ),
                ],
                format!("(e^a)^k = e^(ak) : m = {} × {k} = {}.", p(a), a * k),
            )
        }
        2 => (
            a - b,
            tr!(
                lang,
                "Écris e^({a}) ÷ e^({b}) sous la forme e^k : quelle est la valeur de k ?",
                "Write e^({a}) ÷ e^({b}) as e^k: what is k?"
            ),
            format!("{}-{}", p(a), p(b)),
            vec![
                w(
                    ctx,
                    qi(b - a),
                    "soustraction dans le mauvais ordre",
                    "subtracted the wrong way round",
                ),
                w(ctx, qi(a + b), "exposants ajoutés", "added the exponents"),
            ],
            format!(
                "e^a ÷ e^b = e^(a - b) : k = {} - {} = {}.",
                p(a),
                p(b),
                a - b
            ),
        ),
        _ => {
            let m = ctx.pick(&[1i64, 2, 3]);
            let c = b + m * ctx.int(-4, 4);
            let x = (c - b) / m;
            (
                x,
                tr!(
                    lang,
                    "Résous dans ℝ l'équation e^({m}x + {}) = e^({c}).",
                    "Solve e^({m}x + {}) = e^({c}) over the reals.",
                    p(b)
                ),
                format!("({}-{})/{m}", p(c), p(b)),
                vec![
                    w(
                        ctx,
                        qi(c + b),
                        "b ajouté au lieu d'être retranché",
                        "added b instead of subtracting it",
                    ),
                    w(ctx, qi(c - b + 1), "erreur d'une unité", "one out"),
                ],
                format!(
                    "e^u = e^v ⟺ u = v : {m}x + {} = {c}, x = ({c} - {}) ÷ {m} = {x}.",
                    p(b),
                    p(b)
                ),
            )
        }
    };
    let mut wrongs = wr;
    wrongs.push(w(ctx, qi(ans + 1), "erreur d'une unité", "one out"));
    let ex = if ctx.fr() {
        ex
    } else {
        ex.replace(" : ", ": ")
    };
    it(
        question,
        tr!(lang, "la réponse est {{v}}", "the answer is {{v}}"),
        tr!(lang, "exposant", "exponent"),
        qi(ans),
        Facts::exact(expr),
        wrongs,
        fcard(
            ctx,
            "Propriétés de l'exponentielle",
            "Properties of exp",
            vec![
                "e^a × e^b = e^(a + b)".into(),
                "(e^a)^k = e^(ka)".into(),
                "e^a ÷ e^b = e^(a - b)".into(),
            ],
        ),
        ex,
    )
}

// ------------------------------------------------------------------------------------------

fn scalar_product(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let nz = |ctx: &mut Ctx| loop {
        let x = ctx.int(-6, 6);
        if x != 0 {
            break x;
        }
    };
    let (x1, y1, x2, y2) = (nz(ctx), nz(ctx), nz(ctx), nz(ctx));
    match v {
        0 => {
            let d = x1 * x2 + y1 * y2;
            let wr = vec![
                w(
                    ctx,
                    qi(x1 * y2 + y1 * x2),
                    "coordonnées croisées",
                    "crossed the coordinates",
                ),
                w(
                    ctx,
                    qi(x1 * x2 - y1 * y2),
                    "signe du second produit changé",
                    "changed the sign of the second product",
                ),
                w(
                    ctx,
                    qi(x1 + x2 + y1 + y2),
                    "sommes au lieu de produits",
                    "added instead of multiplying",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère orthonormé, u⃗({x1} ; {y1}) et v⃗({x2} ; {y2}). Calcule u⃗ · v⃗.",
                    "In an orthonormal frame, u⃗({x1}, {y1}) and v⃗({x2}, {y2}). Work out u⃗ · v⃗."
                ),
                "u⃗ · v⃗ = {v}".to_owned(),
                tr!(lang, "produit scalaire", "scalar product"),
                qi(d),
                Facts::exact(format!("{}×{}+{}×{}", p(x1), p(x2), p(y1), p(y2))),
                wr,
                fcard(
                    ctx,
                    "Vecteurs",
                    "Vectors",
                    vec![
                        tr!(lang, "u⃗({x1} ; {y1})", "u⃗({x1}, {y1})"),
                        tr!(lang, "v⃗({x2} ; {y2})", "v⃗({x2}, {y2})"),
                    ],
                ),
                format!(
                    "u⃗ · v⃗ = xx' + yy' = {} × {} + {} × {} = {d}.",
                    p(x1),
                    p(x2),
                    p(y1),
                    p(y2)
                ),
            )
        }
        1 => {
            // u(x1 ; m) ⟂ v(x2 ; y2): m = -x1 x2 / y2
            let m = r(-x1 * x2, y2);
            let wr = vec![
                w(ctx, q(r(x1 * x2, y2)), "signe oublié", "lost the sign"),
                w(
                    ctx,
                    q(r(-x1 * y2, x2)),
                    "coordonnées échangées",
                    "swapped the coordinates",
                ),
                w(
                    ctx,
                    q(r(-y2, x1 * x2)),
                    "rapport inversé",
                    "inverted the ratio",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère orthonormé, u⃗({x1} ; m) et v⃗({x2} ; {y2}). Pour quelle valeur de m ces vecteurs sont-ils orthogonaux ?",
                    "In an orthonormal frame, u⃗({x1}, m) and v⃗({x2}, {y2}). For which m are they orthogonal?"
                ),
                tr!(
                    lang,
                    "u⃗ et v⃗ sont orthogonaux pour m = {{v}}",
                    "u⃗ and v⃗ are orthogonal for m = {{v}}"
                ),
                "m".into(),
                q(m),
                Facts::exact(format!("-{}×{}/{}", p(x1), p(x2), p(y2))),
                wr,
                fcard(
                    ctx,
                    "Vecteurs",
                    "Vectors",
                    vec![
                        tr!(lang, "u⃗({x1} ; m)", "u⃗({x1}, m)"),
                        tr!(lang, "v⃗({x2} ; {y2})", "v⃗({x2}, {y2})"),
                    ],
                ),
                tr!(
                    lang,
                    "u⃗ · v⃗ = {} × {} + m × {} = 0, donc m = {}.",
                    "u⃗ · v⃗ = {} × {} + m × {} = 0, so m = {}.",
                    p(x1),
                    p(x2),
                    p(y2),
                    num::frac(m, lang)
                ),
            )
        }
        2 => {
            let n2 = x1 * x1 + y1 * y1;
            let wr = vec![
                w(
                    ctx,
                    qi(x1 + y1),
                    "coordonnées ajoutées sans les élever au carré",
                    "added without squaring",
                ),
                w(
                    ctx,
                    qi((x1 + y1) * (x1 + y1)),
                    "carré de la somme",
                    "squared the sum",
                ),
                w(
                    ctx,
                    qi(x1 * x1 - y1 * y1),
                    "différence des carrés",
                    "subtracted the squares",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Dans un repère orthonormé, u⃗({x1} ; {y1}). Calcule u⃗ · u⃗, le carré de la norme de u⃗.",
                    "In an orthonormal frame, u⃗({x1}, {y1}). Work out u⃗ · u⃗, the square of the norm of u⃗."
                ),
                "u⃗ · u⃗ = {v}".to_owned(),
                tr!(lang, "carré scalaire", "square of the norm"),
                qi(n2),
                Facts::exact(format!("{}²+{}²", p(x1), p(y1))),
                wr,
                fcard(
                    ctx,
                    "Vecteur",
                    "Vector",
                    vec![tr!(lang, "u⃗({x1} ; {y1})", "u⃗({x1}, {y1})")],
                ),
                format!("u⃗ · u⃗ = {}² + {}² = {n2}.", p(x1), p(y1)),
            )
        }
        _ => {
            let (a, b) = (ctx.int(2, 9), ctx.int(2, 9));
            let (deg, cos) = ctx.pick(&[
                (60i64, r(1, 2)),
                (0, r(1, 1)),
                (180, r(-1, 1)),
                (90, r(0, 1)),
                (120, r(-1, 2)),
            ]);
            let d = Rational::int(a * b) * cos;
            let wr = vec![
                w(ctx, qi(a * b), "cosinus oublié", "left out the cosine"),
                w(
                    ctx,
                    q(-d + Rational::int(if d.num() == 0 { 1 } else { 0 })),
                    "signe du cosinus changé",
                    "changed the cosine's sign",
                ),
                w(ctx, qi(a + b), "normes ajoutées", "added the norms"),
            ];
            it(
                tr!(
                    lang,
                    "‖u⃗‖ = {a}, ‖v⃗‖ = {b} et l'angle entre u⃗ et v⃗ mesure {deg}°. Calcule u⃗ · v⃗.",
                    "‖u⃗‖ = {a}, ‖v⃗‖ = {b} and the angle between u⃗ and v⃗ is {deg}°. Work out u⃗ · v⃗."
                ),
                "u⃗ · v⃗ = {v}".to_owned(),
                tr!(lang, "produit scalaire", "scalar product"),
                q(d),
                Facts::exact(format!("{a}×{b}×{}", pr(cos))),
                wr,
                fcard(
                    ctx,
                    "Produit scalaire",
                    "Scalar product",
                    vec![
                        "u⃗ · v⃗ = ‖u⃗‖ × ‖v⃗‖ × cos θ".into(),
                        format!("cos {deg}° = {}", num::frac(cos, lang)),
                    ],
                ),
                format!(
                    "u⃗ · v⃗ = {a} × {b} × cos {deg}° = {a} × {b} × {} = {}.",
                    pr(cos),
                    num::frac(d, lang)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn conditional(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    // a two-way table of counts: A / not A × B / not B
    let (ab, anb, nab, nanb) = (
        ctx.int(5, 60),
        ctx.int(5, 60),
        ctx.int(5, 60),
        ctx.int(5, 60),
    );
    let (a, b, total) = (ab + anb, ab + nab, ab + anb + nab + nanb);
    let rows = |ctx: &Ctx| {
        if ctx.fr() {
            vec![
                vec!["".into(), "B".into(), "non B".into(), "Total".into()],
                vec!["A".into(), ab.to_string(), anb.to_string(), a.to_string()],
                vec![
                    "non A".into(),
                    nab.to_string(),
                    nanb.to_string(),
                    (nab + nanb).to_string(),
                ],
                vec![
                    "Total".into(),
                    b.to_string(),
                    (anb + nanb).to_string(),
                    total.to_string(),
                ],
            ]
        } else {
            vec![
                vec!["".into(), "B".into(), "not B".into(), "Total".into()],
                vec!["A".into(), ab.to_string(), anb.to_string(), a.to_string()],
                vec![
                    "not A".into(),
                    nab.to_string(),
                    nanb.to_string(),
                    (nab + nanb).to_string(),
                ],
                vec![
                    "Total".into(),
                    b.to_string(),
                    (anb + nanb).to_string(),
                    total.to_string(),
                ],
            ]
        }
    };
    let tvis = |ctx: &Ctx| {
        visual(
            &table(&rows(ctx)),
            tr!(
                ctx.lang,
                "Tableau d'effectifs : A et B {ab}, A et non B {anb}, non A et B {nab}, non A et non B {nanb}, total {total}.",
                "Table of counts: A and B {ab}, A and not B {anb}, not A and B {nab}, neither {nanb}, total {total}."
            ),
        )
    };
    let intro = tr!(
        lang,
        "On choisit au hasard une personne parmi les {total} du tableau.",
        "A person is picked at random among the {total} of the table."
    );
    match v {
        0 => {
            let x = r(ab, a);
            let wr = vec![
                w(
                    ctx,
                    q(r(ab, b)),
                    "P_B(A) au lieu de P_A(B)",
                    "P_B(A) instead of P_A(B)",
                ),
                w(
                    ctx,
                    q(r(ab, total)),
                    "P(A ∩ B) au lieu de P_A(B)",
                    "P(A ∩ B) instead of P_A(B)",
                ),
                w(
                    ctx,
                    q(r(b, total)),
                    "P(B) au lieu de P_A(B)",
                    "P(B) instead of P_A(B)",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{intro} Calcule P_A(B), la probabilité de B sachant A.",
                    "{intro} Work out P_A(B), the probability of B given A."
                ),
                "P_A(B) = {v}".to_owned(),
                tr!(lang, "probabilité", "probability"),
                q(x),
                Facts::exact(format!("{ab}/{a}")),
                wr,
                tvis(ctx),
                format!("P_A(B) = {ab}/{a} = {}.", num::frac(x, lang)),
            )
        }
        1 => {
            let x = r(ab, b);
            let wr = vec![
                w(
                    ctx,
                    q(r(ab, a)),
                    "P_A(B) au lieu de P_B(A)",
                    "P_A(B) instead of P_B(A)",
                ),
                w(
                    ctx,
                    q(r(ab, total)),
                    "P(A ∩ B) au lieu de P_B(A)",
                    "P(A ∩ B) instead of P_B(A)",
                ),
                w(
                    ctx,
                    q(r(a, total)),
                    "P(A) au lieu de P_B(A)",
                    "P(A) instead of P_B(A)",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{intro} Calcule P_B(A), la probabilité de A sachant B.",
                    "{intro} Work out P_B(A), the probability of A given B."
                ),
                "P_B(A) = {v}".to_owned(),
                tr!(lang, "probabilité", "probability"),
                q(x),
                Facts::exact(format!("{ab}/{b}")),
                wr,
                tvis(ctx),
                format!("P_B(A) = {ab}/{b} = {}.", num::frac(x, lang)),
            )
        }
        2 => {
            let x = r(ab, total);
            let wr = vec![
                w(
                    ctx,
                    q(r(ab, a)),
                    "P_A(B) au lieu de P(A ∩ B)",
                    "P_A(B) instead of P(A ∩ B)",
                ),
                w(ctx, q(r(a + b, total)), "P(A) + P(B)", "P(A) + P(B)"),
                w(
                    ctx,
                    q(r(a + b - ab, total)),
                    "P(A ∪ B) au lieu de P(A ∩ B)",
                    "P(A ∪ B) instead of P(A ∩ B)",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{intro} Calcule P(A ∩ B).",
                    "{intro} Work out P(A ∩ B)."
                ),
                "P(A ∩ B) = {v}".to_owned(),
                tr!(lang, "probabilité", "probability"),
                q(x),
                Facts::exact(format!("{ab}/{total}")),
                wr,
                tvis(ctx),
                format!("P(A ∩ B) = {ab}/{total} = {}.", num::frac(x, lang)),
            )
        }
        _ => {
            // a tree: P(A) = pa, P_A(B) = pb, P_nonA(B) = pc; P(B) by total probability
            let pa = r(ctx.int(1, 9), 10);
            let pb = r(ctx.int(1, 9), 10);
            let pc = r(ctx.int(1, 9), 10);
            let one = Rational::ONE;
            let x = pa * pb + (one - pa) * pc;
            let d = |z: Rational| num::rat_or_dec(z, 3, lang);
            let wr = vec![
                w(
                    ctx,
                    Qty::rat_or_dec(pa * pb, 3, ""),
                    "seule la branche A comptée",
                    "counted branch A only",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(pb + pc, 3, ""),
                    "probabilités conditionnelles ajoutées",
                    "added the conditional probabilities",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(pa * pb + pa * pc, 3, ""),
                    "P(A) au lieu de P(non A) sur la seconde branche",
                    "P(A) instead of P(not A) on the second branch",
                ),
            ];
            let lines = vec![
                format!("P(A) = {}", d(pa)),
                format!("P_A(B) = {}", d(pb)),
                tr!(lang, "P_non A(B) = {}", "P_not A(B) = {}", d(pc)),
            ];
            it(
                tr!(
                    lang,
                    "On sait que P(A) = {}, P_A(B) = {} et P_non A(B) = {}. Calcule P(B).",
                    "P(A) = {}, P_A(B) = {} and P_not A(B) = {}. Work out P(B).",
                    d(pa),
                    d(pb),
                    d(pc)
                ),
                "P(B) = {v}".to_owned(),
                tr!(lang, "probabilité", "probability"),
                Qty::rat_or_dec(x, 3, ""),
                Facts::exact(format!("{}×{}+(1-{})×{}", d(pa), d(pb), d(pa), d(pc))),
                wr,
                fcard(ctx, "Arbre pondéré", "Probability tree", lines),
                tr!(
                    lang,
                    "Probabilités totales : P(B) = {} × {} + {} × {} = {}.",
                    "Total probability: P(B) = {} × {} + {} × {} = {}.",
                    d(pa),
                    d(pb),
                    d(one - pa),
                    d(pc),
                    d(x)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn trigonometry(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    match v {
        0 => {
            let deg = ctx.pick(&[30i64, 45, 60, 90, 120, 135, 150, 210, 240, 270, 300, 315]);
            let k = r(deg, 180);
            let wr = vec![
                w(
                    ctx,
                    q(r(deg, 360)),
                    "divisé par 360 au lieu de 180",
                    "divided by 360, not 180",
                ),
                w(ctx, q(r(180, deg)), "rapport inversé", "inverted the ratio"),
                w(ctx, q(r(deg, 90)), "divisé par 90", "divided by 90"),
            ];
            it(
                tr!(
                    lang,
                    "Un angle mesure {deg}°. Sa mesure en radians s'écrit kπ : quelle est la valeur de k ?",
                    "An angle measures {deg}°. In radians it is kπ: what is k?"
                ),
                tr!(
                    lang,
                    "{deg}° = kπ rad avec k = {{v}}",
                    "{deg}° = kπ rad with k = {{v}}"
                ),
                "k".into(),
                q(k),
                Facts::exact(format!("{deg}/180")),
                wr,
                fcard(ctx, "Conversion", "Conversion", vec!["180° = π rad".into()]),
                format!("k = {deg}/180 = {}.", num::frac(k, lang)),
            )
        }
        1 => {
            let (nn, d) = ctx.pick(&[
                (1i64, 6i64),
                (1, 4),
                (1, 3),
                (1, 2),
                (2, 3),
                (3, 4),
                (5, 6),
                (5, 4),
                (3, 2),
                (7, 6),
            ]);
            let deg = 180 * nn / d;
            let wr = vec![
                w(
                    ctx,
                    qi(360 * nn / d),
                    "π compté pour 360°",
                    "took π as 360°",
                ),
                w(ctx, qi(90 * nn / d), "π compté pour 90°", "took π as 90°"),
                w(ctx, qi(deg + 30), "erreur de 30°", "30° out"),
            ];
            it(
                tr!(
                    lang,
                    "Convertis {nn}π/{d} rad en degrés.",
                    "Convert {nn}π/{d} rad to degrees."
                ),
                tr!(lang, "{nn}π/{d} rad = {{v}}", "{nn}π/{d} rad = {{v}}"),
                tr!(lang, "mesure en degrés", "measure in degrees"),
                Qty::int(deg, "°"),
                Facts::exact(format!("{nn}×180/{d}")),
                wr,
                fcard(ctx, "Conversion", "Conversion", vec!["π rad = 180°".into()]),
                format!("{nn} × 180 ÷ {d} = {deg}°."),
            )
        }
        2 => {
            // principal measure of (a/b)π: subtract 2kπ to land in ]-π ; π]
            let b = ctx.pick(&[3i64, 4, 6]);
            let base = ctx.int(-b + 1, b);
            let base = if base == 0 { 1 } else { base };
            let turns = ctx.pick(&[-2i64, -1, 1, 2, 3]);
            let a = base + 2 * b * turns;
            let k = r(base, b);
            let wr = vec![
                w(
                    ctx,
                    q(r(a - b * turns, b)),
                    "un seul π retiré par tour",
                    "took off π per turn instead of 2π",
                ),
                w(
                    ctx,
                    q(r(a, b)),
                    "mesure donnée telle quelle",
                    "left the measure as it was",
                ),
                w(ctx, q(r(-base, b)), "signe changé", "changed the sign"),
            ];
            it(
                tr!(
                    lang,
                    "La mesure principale de {a}π/{b} rad s'écrit kπ, avec -1 < k ≤ 1. Quelle est la valeur de k ?",
                    "The principal measure of {a}π/{b} rad is kπ, with -1 < k ≤ 1. What is k?"
                ),
                tr!(
                    lang,
                    "la mesure principale de {a}π/{b} est kπ avec k = {{v}}",
                    "the principal measure of {a}π/{b} is kπ with k = {{v}}"
                ),
                "k".into(),
                q(k),
                Facts::exact(format!("{a}/{b}-2×{}", p(turns))),
                wr,
                fcard(
                    ctx,
                    "Mesure principale",
                    "Principal measure",
                    vec![format!("{a}π/{b}"), "-π < θ ≤ π".into()],
                ),
                format!("{a}π/{b} - 2 × {} × π = {}π.", p(turns), num::frac(k, lang)),
            )
        }
        _ => {
            let n = ctx.int(3, 12);
            let k = r(2, n);
            let wr = vec![
                w(
                    ctx,
                    q(r(1, n)),
                    "π au lieu de 2π pour un tour",
                    "took a full turn as π",
                ),
                w(ctx, q(r(n, 2)), "rapport inversé", "inverted the ratio"),
                w(
                    ctx,
                    q(r(n - 2, n)),
                    "angle intérieur au lieu de l'angle au centre",
                    "interior angle instead of the central angle",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Un polygone régulier a {n} côtés. Son angle au centre mesure kπ rad : quelle est la valeur de k ?",
                    "A regular polygon has {n} sides. Its central angle is kπ rad: what is k?"
                ),
                tr!(
                    lang,
                    "l'angle au centre mesure kπ avec k = {{v}}",
                    "the central angle is kπ with k = {{v}}"
                ),
                "k".into(),
                q(k),
                Facts::exact(format!("2/{n}")),
                wr,
                visual(
                    &crate::generate::visual::regular_polygon(n.min(8) as u32, ""),
                    tr!(
                        lang,
                        "Un polygone régulier ; un tour complet mesure 2π rad.",
                        "A regular polygon; a full turn is 2π rad."
                    ),
                ),
                tr!(
                    lang,
                    "Un tour mesure 2π : 2π ÷ {n}, soit k = {}.",
                    "A turn is 2π: 2π ÷ {n}, so k = {}.",
                    num::frac(k, lang)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn logarithm(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let (a, b) = (ctx.int(2, 12), ctx.int(2, 12));
    let (a, b) = if a == b { (a, b + 1) } else { (a, b) };
    let props = |ctx: &Ctx| {
        fcard(
            ctx,
            "Propriétés de ln",
            "Properties of ln",
            vec![
                "ln(ab) = ln(a) + ln(b)".into(),
                "ln(a/b) = ln(a) - ln(b)".into(),
                "ln(aⁿ) = n ln(a)".into(),
            ],
        )
    };
    match v {
        0 => {
            let wr = vec![
                w(
                    ctx,
                    qi(a + b),
                    "ln(a) + ln(b) confondu avec ln(a + b)",
                    "took ln(a) + ln(b) as ln(a + b)",
                ),
                w(
                    ctx,
                    qi((a * b) * 2),
                    "facteur 2 en trop",
                    "an extra factor 2",
                ),
                w(
                    ctx,
                    qi(a.max(b)),
                    "un seul logarithme gardé",
                    "kept one logarithm only",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Résous l'équation ln(x) = ln({a}) + ln({b}), d'inconnue x strictement positive.",
                    "Solve ln(x) = ln({a}) + ln({b}) for a positive x."
                ),
                tr!(
                    lang,
                    "la solution est x = {{v}}",
                    "the solution is x = {{v}}"
                ),
                tr!(lang, "solution", "solution"),
                qi(a * b),
                Facts::exact(format!("{a}×{b}")),
                wr,
                props(ctx),
                format!(
                    "ln({a}) + ln({b}) = ln({a} × {b}) = ln({}), x = {}.",
                    a * b,
                    a * b
                ),
            )
        }
        1 => {
            let x = r(a, b);
            let wr = vec![
                w(
                    ctx,
                    qi(a - b),
                    "ln(a) - ln(b) confondu avec ln(a - b)",
                    "took ln(a) - ln(b) as ln(a - b)",
                ),
                w(ctx, q(r(b, a)), "quotient inversé", "inverted the quotient"),
                w(
                    ctx,
                    qi(a * b),
                    "produit au lieu du quotient",
                    "product instead of quotient",
                ),
            ];
            it(
                tr!(
                    lang,
                    "Résous l'équation ln(x) = ln({a}) - ln({b}), d'inconnue x strictement positive.",
                    "Solve ln(x) = ln({a}) - ln({b}) for a positive x."
                ),
                tr!(
                    lang,
                    "la solution est x = {{v}}",
                    "the solution is x = {{v}}"
                ),
                tr!(lang, "solution", "solution"),
                q(x),
                Facts::exact(format!("{a}/{b}")),
                wr,
                props(ctx),
                format!(
                    "ln({a}) - ln({b}) = ln({a}/{b}), x = {}.",
                    num::frac(x, lang)
                ),
            )
        }
        2 => {
            let (base, n) = ctx.pick(&[
                (2i64, 3u32),
                (2, 5),
                (2, 10),
                (3, 4),
                (5, 3),
                (10, 6),
                (3, 2),
                (7, 2),
            ]);
            let big = base.pow(n);
            let bs = num::int(big, lang);
            let wr = vec![
                w(
                    ctx,
                    qi(i64::from(n) + 1),
                    "exposant compté une fois de trop",
                    "one too many in the exponent",
                ),
                w(
                    ctx,
                    qi(big / base),
                    "puissance confondue avec le nombre",
                    "mixed up the power and the number",
                ),
                w(
                    ctx,
                    qi(base),
                    "base donnée au lieu de l'exposant",
                    "gave the base",
                ),
            ];
            it(
                tr!(
                    lang,
                    "ln({bs}) s'écrit k × ln({base}), k entier. Quelle est la valeur de k ?",
                    "ln({bs}) can be written k × ln({base}) with k an integer. What is k?"
                ),
                tr!(
                    lang,
                    "ln({bs}) = k ln({base}) avec k = {{v}}",
                    "ln({bs}) = k ln({base}) with k = {{v}}"
                ),
                "k".into(),
                qi(i64::from(n)),
                Facts::PowerExp {
                    base: Rational::int(base),
                    expr: big.to_string(),
                },
                wr,
                props(ctx),
                format!("{bs} = {base}{}, ln({bs}) = {n} ln({base}).", sup_n(n)),
            )
        }
        _ => {
            let (k, m) = (ctx.int(-5, 9), ctx.int(-5, 9));
            let wr = vec![
                w(
                    ctx,
                    qi(k * m),
                    "exposants multipliés",
                    "multiplied the exponents",
                ),
                w(
                    ctx,
                    qi(k - m),
                    "exposants soustraits",
                    "subtracted the exponents",
                ),
                w(ctx, qi(k + m + 1), "erreur d'une unité", "one out"),
            ];
            it(
                tr!(
                    lang,
                    "Calcule ln(e^({k}) × e^({m})).",
                    "Work out ln(e^({k}) × e^({m}))."
                ),
                tr!(
                    lang,
                    "ln(e^({k}) × e^({m})) = {{v}}",
                    "ln(e^({k}) × e^({m})) = {{v}}"
                ),
                tr!(lang, "valeur", "value"),
                qi(k + m),
                Facts::exact(format!("{}+{}", p(k), p(m))),
                wr,
                props(ctx),
                format!(
                    "ln(e^a × e^b) = ln(e^(a + b)) = a + b = {} + {} = {}.",
                    p(k),
                    p(m),
                    k + m
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn integration(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let coefs: Vec<i64> = match v {
        0 => vec![ctx.int(-4, 4), ctx.int(-6, 6)],
        1 => vec![
            ctx.pick(&[-3i64, -1, 1, 2, 3]),
            ctx.int(-4, 4),
            ctx.int(-5, 5),
        ],
        2 => vec![ctx.pick(&[3i64, 6, -3]), 0, 0],
        _ => vec![
            ctx.pick(&[1i64, 2, 4, -4]),
            0,
            ctx.int(-3, 3),
            ctx.int(-3, 3),
        ],
    };
    let (a, b) = loop {
        let (a, b) = (ctx.int(-2, 2), ctx.int(0, 4));
        if a < b {
            break (a, b);
        }
    };
    let f = poly(&coefs);
    // antiderivative, exactly
    let deg = coefs.len() - 1;
    let prim = |x: Rational| {
        coefs
            .iter()
            .enumerate()
            .fold(Rational::int(0), |acc, (i, &c)| {
                let e = (deg - i + 1) as i32;
                acc + Rational::new(c, i64::from(e)) * x.checked_pow(e).unwrap_or(Rational::int(0))
            })
    };
    let (ra, rb) = (Rational::int(a), Rational::int(b));
    let val = prim(rb) - prim(ra);
    let fb = eval_poly(&coefs, rb);
    let fa = eval_poly(&coefs, ra);
    let wr = vec![
        w(
            ctx,
            q(fb - fa),
            "f(b) - f(a) au lieu de F(b) - F(a)",
            "f(b) - f(a) instead of F(b) - F(a)",
        ),
        w(
            ctx,
            q(prim(ra) - prim(rb)),
            "F(a) - F(b) : bornes inversées",
            "F(a) - F(b): bounds swapped",
        ),
        w(ctx, q(prim(rb)), "F(a) oublié", "left out F(a)"),
    ];
    let question = match v {
        3 => tr!(
            lang,
            "Soit f(x) = {f}. Calcule l'intégrale de f de {a} à {b}, en utilisant une primitive F de f.",
            "Let f(x) = {f}. Work out the integral of f from {a} to {b}, using an antiderivative F of f."
        ),
        _ => tr!(
            lang,
            "Soit f(x) = {f}. Calcule ∫ de {a} à {b} de f(x) dx.",
            "Let f(x) = {f}. Work out ∫ from {a} to {b} of f(x) dx."
        ),
    };
    let prim_s = {
        let terms: Vec<String> = coefs
            .iter()
            .enumerate()
            .filter(|(_, c)| **c != 0)
            .map(|(i, &c)| {
                let e = (deg - i + 1) as u32;
                let k = Rational::new(c, i64::from(e));
                let ks = num::frac(k, lang);
                let xs = if e == 1 {
                    "x".to_owned()
                } else {
                    format!("x{}", sup(e))
                };
                if k.is_integer() && k.num() == 1 {
                    xs
                } else if k.is_integer() && k.num() == -1 {
                    format!("-{xs}")
                } else if k.is_integer() {
                    format!("{ks}{xs}")
                } else {
                    format!("({ks}){xs}")
                }
            })
            .collect();
        if terms.is_empty() {
            "0".to_owned()
        } else {
            terms.join(" + ").replace("+ -", "- ")
        }
    };
    it(
        question,
        tr!(
            lang,
            "l'intégrale de f de {a} à {b} vaut {{v}}",
            "the integral of f from {a} to {b} is {{v}}"
        ),
        tr!(lang, "intégrale", "integral"),
        q(val),
        Facts::Integral {
            expr: f.clone(),
            a: ra,
            b: rb,
        },
        wr,
        graph(ctx, &coefs, Vec::new()),
        tr!(
            lang,
            "Une primitive est F(x) = {prim_s} ; F({b}) - F({a}) = {}.",
            "An antiderivative is F(x) = {prim_s}; F({b}) - F({a}) = {}.",
            num::frac(val, lang)
        ),
    )
}

// ------------------------------------------------------------------------------------------

fn binomial(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let n = ctx.int(2, 20);
    let (pn, pd) = ctx.pick(&[
        (1i64, 2i64),
        (1, 3),
        (1, 4),
        (1, 5),
        (2, 5),
        (3, 10),
        (1, 10),
        (3, 4),
    ]);
    let pp = r(pn, pd);
    let ps = num::rat_or_dec(pp, 3, lang);
    let law = tr!(
        lang,
        "X suit la loi binomiale de paramètres n = {n} et p = {ps}.",
        "X follows the binomial law with n = {n} and p = {ps}."
    );
    let vis = |ctx: &Ctx| {
        fcard(
            ctx,
            "Loi binomiale",
            "Binomial law",
            vec![
                format!("n = {n}"),
                format!("p = {ps}"),
                "E(X) = np".into(),
                "V(X) = np(1 - p)".into(),
            ],
        )
    };
    let one = Rational::ONE;
    match v {
        0 => {
            let e = Rational::int(n) * pp;
            let wr = vec![
                w(
                    ctx,
                    Qty::rat_or_dec(Rational::int(n) * (one - pp), 3, ""),
                    "1 - p au lieu de p",
                    "used 1 - p instead of p",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(Rational::int(n) * pp * (one - pp), 3, ""),
                    "variance au lieu de l'espérance",
                    "variance instead of expectation",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(Rational::int(n) + pp, 3, ""),
                    "n + p au lieu de np",
                    "n + p instead of np",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{law} Calcule l'espérance E(X).",
                    "{law} Work out the expectation E(X)."
                ),
                "E(X) = {v}".to_owned(),
                tr!(lang, "espérance", "expectation"),
                Qty::rat_or_dec(e, 3, ""),
                Facts::exact(format!("{n}×{pn}/{pd}")),
                wr,
                vis(ctx),
                format!("E(X) = np = {n} × {ps} = {}.", num::rat_or_dec(e, 3, lang)),
            )
        }
        1 => {
            let var = Rational::int(n) * pp * (one - pp);
            let wr = vec![
                w(
                    ctx,
                    Qty::rat_or_dec(Rational::int(n) * pp, 3, ""),
                    "espérance au lieu de la variance",
                    "expectation instead of variance",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(pp * (one - pp), 3, ""),
                    "n oublié",
                    "left out n",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(Rational::int(n) * pp * pp, 3, ""),
                    "p² au lieu de p(1 - p)",
                    "p² instead of p(1 - p)",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{law} Calcule la variance V(X).",
                    "{law} Work out the variance V(X)."
                ),
                "V(X) = {v}".to_owned(),
                tr!(lang, "variance", "variance"),
                Qty::rat_or_dec(var, 4, ""),
                Facts::exact(format!("{n}×{pn}/{pd}×(1-{pn}/{pd})")),
                wr,
                vis(ctx),
                format!(
                    "V(X) = np(1 - p) = {n} × {ps} × {} = {}.",
                    num::rat_or_dec(one - pp, 3, lang),
                    num::rat_or_dec(var, 4, lang)
                ),
            )
        }
        _ => {
            let k = ctx.int(2, 4) as u32;
            let (n, law) = (
                i64::from(k),
                tr!(
                    lang,
                    "X suit la loi binomiale de paramètres n = {k} et p = {ps}.",
                    "X follows the binomial law with n = {k} and p = {ps}."
                ),
            );
            let zero = v == 2;
            let base = if zero { one - pp } else { pp };
            let x = base.checked_pow(k as i32).unwrap_or(Rational::int(0));
            let other = if zero { pp } else { one - pp };
            let wr = vec![
                w(
                    ctx,
                    Qty::rat_or_dec(
                        other.checked_pow(k as i32).unwrap_or(Rational::int(0)),
                        4,
                        "",
                    ),
                    "p et 1 - p échangés",
                    "swapped p and 1 - p",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(base * Rational::int(n), 4, ""),
                    "produit au lieu d'une puissance",
                    "multiplied instead of raising to a power",
                ),
                w(
                    ctx,
                    Qty::rat_or_dec(base, 4, ""),
                    "puissance oubliée",
                    "left out the power",
                ),
            ];
            let (what, expr) = if zero {
                ("P(X = 0)", format!("(1-{pn}/{pd}){}", sup_n(k)))
            } else {
                ("P(X = n)", format!("({pn}/{pd}){}", sup_n(k)))
            };
            let what = what.replace('n', &k.to_string());
            let bs = num::rat_or_dec(base, 3, lang);
            it(
                tr!(lang, "{law} Calcule {what}.", "{law} Work out {what}."),
                format!("{what} = {{v}}"),
                tr!(lang, "probabilité", "probability"),
                Qty::rat_or_dec(x, 4, ""),
                Facts::exact(expr),
                wr,
                vis(ctx),
                format!(
                    "{what} = ({bs}){} = {}.",
                    sup_n(k),
                    num::rat_or_dec(x, 4, lang)
                ),
            )
        }
    }
}

// ------------------------------------------------------------------------------------------

fn space(ctx: &mut Ctx, v: u8) -> Item {
    let lang = ctx.lang;
    let c = |ctx: &mut Ctx| ctx.int(-5, 5);
    let (x1, y1, z1, x2, y2, z2) = (c(ctx), c(ctx), c(ctx), c(ctx), c(ctx), c(ctx));
    let vec3 = |n: &str, x: i64, y: i64, z: i64| {
        if lang == crate::domain::question::Language::Fr {
            format!("{n}({x} ; {y} ; {z})")
        } else {
            format!("{n}({x}, {y}, {z})")
        }
    };
    let (u, vv) = (vec3("u⃗", x1, y1, z1), vec3("v⃗", x2, y2, z2));
    let frame = tr!(
        lang,
        "Dans un repère orthonormé de l'espace,",
        "In an orthonormal frame of space,"
    );
    match v {
        0 => {
            let d = x1 * x2 + y1 * y2 + z1 * z2;
            let wr = vec![
                w(
                    ctx,
                    qi(x1 * x2 + y1 * y2),
                    "troisième coordonnée oubliée",
                    "left out the third coordinate",
                ),
                w(
                    ctx,
                    qi(x1 * x2 - y1 * y2 + z1 * z2),
                    "signe changé",
                    "changed a sign",
                ),
                w(
                    ctx,
                    qi(x1 + x2 + y1 + y2 + z1 + z2),
                    "sommes au lieu de produits",
                    "added instead of multiplying",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{frame} {u} et {vv}. Calcule u⃗ · v⃗.",
                    "{frame} {u} and {vv}. Work out u⃗ · v⃗."
                ),
                "u⃗ · v⃗ = {v}".to_owned(),
                tr!(lang, "produit scalaire", "scalar product"),
                qi(d),
                Facts::exact(format!(
                    "{}×{}+{}×{}+{}×{}",
                    p(x1),
                    p(x2),
                    p(y1),
                    p(y2),
                    p(z1),
                    p(z2)
                )),
                wr,
                fcard(
                    ctx,
                    "Vecteurs de l'espace",
                    "Vectors in space",
                    vec![u.clone(), vv.clone()],
                ),
                format!(
                    "u⃗ · v⃗ = {} × {} + {} × {} + {} × {} = {d}.",
                    p(x1),
                    p(x2),
                    p(y1),
                    p(y2),
                    p(z1),
                    p(z2)
                ),
            )
        }
        1 => {
            let n2 = x1 * x1 + y1 * y1 + z1 * z1;
            let wr = vec![
                w(
                    ctx,
                    qi(x1 * x1 + y1 * y1),
                    "troisième coordonnée oubliée",
                    "left out the third coordinate",
                ),
                w(
                    ctx,
                    qi(x1 + y1 + z1),
                    "coordonnées ajoutées sans carré",
                    "added without squaring",
                ),
                w(ctx, qi(n2 + 1), "erreur d'une unité", "one out"),
            ];
            it(
                tr!(
                    lang,
                    "{frame} {u}. Calcule ‖u⃗‖², le carré de sa norme.",
                    "{frame} {u}. Work out ‖u⃗‖², the square of its norm."
                ),
                "‖u⃗‖² = {v}".to_owned(),
                tr!(lang, "carré de la norme", "square of the norm"),
                qi(n2),
                Facts::exact(format!("{}²+{}²+{}²", p(x1), p(y1), p(z1))),
                wr,
                fcard(
                    ctx,
                    "Vecteur de l'espace",
                    "Vector in space",
                    vec![u.clone()],
                ),
                format!("‖u⃗‖² = {}² + {}² + {}² = {n2}.", p(x1), p(y1), p(z1)),
            )
        }
        2 => {
            let (a, b) = (vec3("A", x1, y1, z1), vec3("B", x2, y2, z2));
            let m = r(z1 + z2, 2);
            let wr = vec![
                w(
                    ctx,
                    qi(z2 - z1),
                    "différence au lieu de la moyenne",
                    "difference instead of mean",
                ),
                w(
                    ctx,
                    qi(z1 + z2),
                    "oublié de diviser par 2",
                    "forgot to halve",
                ),
                w(
                    ctx,
                    q(r(z2 - z1, 2)),
                    "demi-différence",
                    "half the difference",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{frame} {a} et {b}. Quelle est la cote (troisième coordonnée) du milieu I de [AB] ?",
                    "{frame} {a} and {b}. What is the third coordinate of the midpoint I of [AB]?"
                ),
                tr!(
                    lang,
                    "la cote du milieu de [AB] est {{v}}",
                    "the midpoint's third coordinate is {{v}}"
                ),
                tr!(lang, "cote", "coordinate"),
                q(m),
                Facts::exact(format!("({}+{})/2", p(z1), p(z2))),
                wr,
                fcard(
                    ctx,
                    "Points de l'espace",
                    "Points in space",
                    vec![a.clone(), b.clone()],
                ),
                format!(
                    "z_I = ({} + {}) ÷ 2 = {}.",
                    p(z1),
                    p(z2),
                    num::frac(m, lang)
                ),
            )
        }
        _ => {
            let z2 = if z2 == 0 { 3 } else { z2 };
            let m = r(-(x1 * x2 + y1 * y2), z2);
            let um = if lang == crate::domain::question::Language::Fr {
                format!("u⃗({x1} ; {y1} ; m)")
            } else {
                format!("u⃗({x1}, {y1}, m)")
            };
            let vv = vec3("v⃗", x2, y2, z2);
            let wr = vec![
                w(
                    ctx,
                    q(r(x1 * x2 + y1 * y2, z2)),
                    "signe oublié",
                    "lost the sign",
                ),
                w(
                    ctx,
                    q(r(-(x1 * x2 + y1 * y2), 1)),
                    "oublié de diviser par la cote de v⃗",
                    "forgot to divide by v⃗'s third coordinate",
                ),
                w(
                    ctx,
                    q(r(-(x1 * x2 + y1 * y2) + 1, z2)),
                    "erreur d'une unité",
                    "one out",
                ),
            ];
            it(
                tr!(
                    lang,
                    "{frame} {um} et {vv}. Pour quelle valeur de m ces vecteurs sont-ils orthogonaux ?",
                    "{frame} {um} and {vv}. For which m are they orthogonal?"
                ),
                tr!(
                    lang,
                    "u⃗ et v⃗ sont orthogonaux pour m = {{v}}",
                    "u⃗ and v⃗ are orthogonal for m = {{v}}"
                ),
                "m".into(),
                q(m),
                Facts::exact(format!(
                    "-({}×{}+{}×{})/{}",
                    p(x1),
                    p(x2),
                    p(y1),
                    p(y2),
                    p(z2)
                )),
                wr,
                fcard(
                    ctx,
                    "Vecteurs de l'espace",
                    "Vectors in space",
                    vec![um.clone(), vv.clone()],
                ),
                tr!(
                    lang,
                    "{} × {} + {} × {} + m × {} = 0, donc m = {}.",
                    "{} × {} + {} × {} + m × {} = 0, so m = {}.",
                    p(x1),
                    p(x2),
                    p(y1),
                    p(y2),
                    p(z2),
                    num::frac(m, lang)
                ),
            )
        }
    }
}
