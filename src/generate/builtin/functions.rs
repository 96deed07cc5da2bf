//! Functions: images and antecedents (mode 0: 3e notion de fonction), linear and affine
//! functions read from a graph (1: 3e), images by formula and graph (2: 2de généralités),
//! slope from two points and zero of an affine function (3: 2de).

use super::super::rational::Rational;
use super::super::visual::{function_graph, plane_points, visual};
use super::algebra::poly;
use super::facts::{Facts, LineWant};
use super::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "functions",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Matching],
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge that each variant exercises (the chapters
/// `fonctions-lineaires-et-affines` 3e and `fonctions-affines` 2de).
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        // the coefficient and the intercept read on the line
        (1, 0) => Some("coefficient"),
        // a linear function's coefficient is the ratio f(x) ÷ x
        (1, 2) => Some("affine"),
        (3, 0 | 2) => Some("sens-de-variation"),
        // where an affine function changes sign
        (3, 1) => Some("signe"),
        _ => None,
    }
}

fn nz(ctx: &mut Ctx, lo: i64, hi: i64) -> i64 {
    loop {
        let v = ctx.int(lo, hi);
        if v != 0 {
            return v;
        }
    }
}

fn item(ctx: &mut Ctx) -> Item {
    match (ctx.mode, ctx.variant(3)) {
        (0 | 2, 0) => image(ctx, 0),
        (0, 1) => antecedent(ctx, 1),
        (0 | 2, _) => read_image(ctx, 2),
        (1, 0) => read_line(ctx, 0),
        (1, 1) => antecedent(ctx, 1),
        (1, _) => linear_from_point(ctx, 2),
        (_, 0) => slope_two_points(ctx, 0),
        (_, 1) => zero(ctx, 1),
        _ => read_line(ctx, 2),
    }
}

fn graph(ctx: &Ctx, f: &dyn Fn(f64) -> f64, name: &str, desc: &str) -> Visual {
    let fig = function_graph((-5, 5, -6, 6), f, name, &[]);
    let alt = tr!(
        ctx.lang,
        "Repère avec quadrillage ; courbe représentative de la fonction {name} : {desc}",
        "Grid with axes; graph of the function {name}: {desc}"
    );
    visual(&fig, alt)
}

fn image(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let quad = ctx.chance(0.5);
    let (c2, c1, c0) = if quad {
        (nz(ctx, -3, 3), ctx.int(-5, 5), ctx.int(-9, 9))
    } else {
        (0, nz(ctx, -6, 6), ctx.int(-9, 9))
    };
    let e = poly(c2, c1, c0);
    let x = nz(ctx, -5, 5);
    let y = c2 * x * x + c1 * x + c0;
    let xs = if x < 0 {
        format!("({x})")
    } else {
        x.to_string()
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(c2 * x * x - c1 * x + c0, ""),
            "signe du terme en x mal géré",
            "sign of the x-term mishandled",
        ),
        w(
            ctx,
            Qty::int(-c2 * x * x + c1 * x + c0, ""),
            "carré d'un nombre négatif pris négatif",
            "took a negative number's square as negative",
        ),
        w(
            ctx,
            Qty::int(c2 * 2 * x + c1 * x + c0, ""),
            "x² confondu avec 2x",
            "mistook x² for 2x",
        ),
        w(
            ctx,
            Qty::int(x, ""),
            "antécédent donné au lieu de l'image",
            "gave the input instead of the image",
        ),
    ];
    let shown = substitute(&e, &xs);
    let v = y.to_string();
    let (a2, a1, a0) = (c2 as f64, c1 as f64, c0 as f64);
    let vis = graph(
        ctx,
        &move |t| a2 * t * t + a1 * t + a0,
        "f",
        &format!("f(x) = {e}"),
    );
    Item {
        situation: tr!(
            lang,
            "On considère la fonction f définie par f(x) = {e}.",
            "Let f be the function defined by f(x) = {e}."
        ),
        question: tr!(
            lang,
            "Calcule l'image de {x} par f.",
            "Work out the image of {x} under f."
        ),
        claim: tr!(lang, "f({x}) = {{v}}", "f({x}) = {{v}}"),
        label: format!("f(x) = {e}, x = {x}"),
        noun: tr!(lang, "image", "image"),
        answer: Qty::int(y, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(lang, "f({x}) = {shown} = {v}.", "f({x}) = {shown} = {v}."),
        facts: Facts::Expr {
            expr: e.clone(),
            x: Some(Rational::int(x)),
            tol: 0.0,
        },
        steps: Vec::new(),
        variant,
    }
}

/// `a(x - h)² + k` for `a` = ±1, written as a pupil would: "-(x + 2)² - 3", "x² + 1".
fn vertex_form(a: i64, h: i64, k: i64) -> String {
    let square = match h {
        0 => "x²".to_owned(),
        h if h > 0 => format!("(x - {h})²"),
        h => format!("(x + {})²", -h),
    };
    let sign = if a < 0 { "-" } else { "" };
    let tail = match k {
        0 => String::new(),
        k if k > 0 => format!(" + {k}"),
        k => format!(" - {}", -k),
    };
    format!("{sign}{square}{tail}")
}

/// `e` with `x` replaced by `xs`, a product written out: "3x² - 2x" at 2 is "3 × 2² - 2 × 2".
fn substitute(e: &str, xs: &str) -> String {
    let mut out = String::new();
    for c in e.chars() {
        if c == 'x' {
            if out.ends_with(|p: char| p.is_ascii_digit()) {
                out.push_str(" × ");
            }
            out.push_str(xs);
        } else {
            out.push(c);
        }
    }
    out
}

fn affine(ctx: &mut Ctx) -> (i64, i64) {
    (nz(ctx, -3, 3), ctx.int(-4, 4))
}

fn antecedent(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (a, b) = affine(ctx);
    let x = ctx.int(-5, 5);
    let y = a * x + b;
    let e = poly(0, a, b);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(a * y + b, ""),
            "image calculée au lieu de l'antécédent",
            "worked out the image instead of the input",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(y + b, a), ""),
            "b ajouté au lieu d'être soustrait",
            "added b instead of subtracting it",
        ),
        w(ctx, Qty::int(-x, ""), "erreur de signe", "sign error"),
    ];
    let (af, bf) = (a as f64, b as f64);
    let vis = graph(ctx, &move |t| af * t + bf, "f", &format!("f(x) = {e}"));
    Item {
        situation: tr!(
            lang,
            "On considère la fonction affine f définie par f(x) = {e}.",
            "Let f be the affine function f(x) = {e}."
        ),
        question: tr!(
            lang,
            "Quel est l'antécédent de {y} par f ?",
            "What input does f send to {y}?"
        ),
        claim: tr!(
            lang,
            "l'antécédent de {y} par f est {{v}}",
            "f sends {{v}} to {y}"
        ),
        label: format!("f(x) = {e}, f(x) = {y}"),
        noun: tr!(lang, "antécédent", "input"),
        answer: Qty::int(x, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "On résout {e} = {y} : x = ({y} - ({b})) ÷ {a} = {x}.",
            "Solve {e} = {y}: x = ({y} - ({b})) ÷ {a} = {x}."
        ),
        facts: Facts::Line {
            p1: (0.0, b as f64),
            p2: (1.0, (a + b) as f64),
            want: LineWant::Antecedent(y as f64),
        },
        steps: Vec::new(),
        variant,
    }
}

fn read_image(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    // a parabola through integer points: f(x) = a(x - h)² + k
    let (a, h, k) = (ctx.pick(&[-1i64, 1]), ctx.int(-2, 2), ctx.int(-3, 3));
    let x = loop {
        let x = ctx.int(-3, 3);
        if (a * (x - h) * (x - h) + k).abs() <= 6 {
            break x;
        }
    };
    let y = a * (x - h) * (x - h) + k;
    let (af, hf, kf) = (a as f64, h as f64, k as f64);
    let vis = graph(
        ctx,
        &move |t| af * (t - hf) * (t - hf) + kf,
        "𝒞",
        &tr!(
            lang,
            "parabole de sommet ({h} ; {k})",
            "parabola with vertex ({h}, {k})"
        ),
    );
    let wrongs = vec![
        w(
            ctx,
            Qty::int(x, ""),
            "abscisse lue au lieu de l'ordonnée",
            "read the x-coordinate instead of y",
        ),
        w(
            ctx,
            Qty::int(-y, ""),
            "lecture du mauvais côté de l'axe",
            "read on the wrong side of the axis",
        ),
        w(
            ctx,
            Qty::int(y + 1, ""),
            "erreur de lecture d'un carreau",
            "misread by one square",
        ),
    ];
    let e = format!("{a} × (x - ({h}))² + ({k})");
    Item {
        situation: tr!(
            lang,
            "La courbe 𝒞 ci-contre représente une fonction f.",
            "The curve 𝒞 shown is the graph of a function f."
        ),
        question: tr!(
            lang,
            "Par lecture graphique, quelle est l'image de {x} par f ?",
            "Reading the graph, what is the image of {x} under f?"
        ),
        claim: tr!(lang, "f({x}) = {{v}}", "f({x}) = {{v}}"),
        // an ordering or matching item does not show its curve: it gives the function
        label: format!("f(x) = {}, x = {x}", vertex_form(a, h, k)),
        noun: tr!(lang, "image", "image"),
        answer: Qty::int(y, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Le point de la courbe d'abscisse {x} a pour ordonnée {y}, donc f({x}) = {y}.",
            "The point of the curve with x = {x} has y = {y}, so f({x}) = {y}."
        ),
        facts: Facts::Expr {
            expr: e,
            x: Some(Rational::int(x)),
            tol: 0.0,
        },
        steps: Vec::new(),
        variant,
    }
}

fn read_line(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (a, b) = affine(ctx);
    let slope = ctx.chance(0.5);
    let (af, bf) = (a as f64, b as f64);
    let ab = a + b;
    let vis = graph(
        ctx,
        &move |t| af * t + bf,
        "d",
        &tr!(
            lang,
            "droite passant par (0 ; {b}) et (1 ; {ab})",
            "line through (0, {b}) and (1, {ab})"
        ),
    );
    let (answer, wrongs, question, claim, want, expl) = if slope {
        (
            Qty::int(a, ""),
            vec![
                w(
                    ctx,
                    Qty::int(b, ""),
                    "ordonnée à l'origine lue au lieu du coefficient directeur",
                    "read the intercept instead of the slope",
                ),
                w(ctx, Qty::int(-a, ""), "erreur de signe", "sign error"),
                w(
                    ctx,
                    Qty::rat(Rational::new(1, a), ""),
                    "déplacement horizontal divisé par le déplacement vertical",
                    "run divided by rise",
                ),
            ],
            tr!(
                lang,
                "Par lecture graphique, quel est le coefficient directeur a de la droite d ?",
                "Reading the graph, what is the slope a of line d?"
            ),
            tr!(
                lang,
                "le coefficient directeur de d est {{v}}",
                "the slope of d is {{v}}"
            ),
            LineWant::Slope,
            tr!(
                lang,
                "Quand x augmente de 1, y varie de {a} : a = {a}.",
                "When x increases by 1, y changes by {a}: a = {a}."
            ),
        )
    } else {
        (
            Qty::int(b, ""),
            vec![
                w(
                    ctx,
                    Qty::int(a, ""),
                    "coefficient directeur lu au lieu de l'ordonnée à l'origine",
                    "read the slope instead of the intercept",
                ),
                w(
                    ctx,
                    Qty::rat(Rational::new(-b, a), ""),
                    "abscisse du point d'intersection avec l'axe des abscisses",
                    "read where the line crosses the x-axis",
                ),
                w(ctx, Qty::int(-b, ""), "erreur de signe", "sign error"),
            ],
            tr!(
                lang,
                "Par lecture graphique, quelle est l'ordonnée à l'origine b de la droite d ?",
                "Reading the graph, what is the y-intercept b of line d?"
            ),
            tr!(
                lang,
                "l'ordonnée à l'origine de d est {{v}}",
                "the y-intercept of d is {{v}}"
            ),
            LineWant::Intercept,
            tr!(
                lang,
                "La droite coupe l'axe des ordonnées au point (0 ; {b}) : b = {b}.",
                "The line crosses the y-axis at (0, {b}): b = {b}."
            ),
        )
    };
    Item {
        situation: tr!(
            lang,
            "La droite d ci-contre représente une fonction affine f(x) = ax + b.",
            "Line d shown is the graph of an affine function f(x) = ax + b."
        ),
        question,
        claim,
        // an ordering or matching item does not show its line: it gives two of its points
        label: {
            let sep = if ctx.fr() { " ; " } else { ", " };
            let (y0, y1) = (b - a, 2 * a + b);
            tr!(
                lang,
                "droite passant par (-1{sep}{y0}) et (2{sep}{y1})",
                "line through (-1{sep}{y0}) and (2{sep}{y1})"
            )
        },
        noun: if slope {
            tr!(lang, "coefficient directeur", "slope")
        } else {
            tr!(lang, "ordonnée à l'origine", "y-intercept")
        },
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        facts: Facts::Line {
            p1: (-1.0, (b - a) as f64),
            p2: (2.0, (2 * a + b) as f64),
            want,
        },
        steps: Vec::new(),
        variant,
    }
}

fn linear_from_point(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let a = Rational::new(nz(ctx, -12, 12), ctx.pick(&[1i64, 2, 4]));
    let x = ctx.pick(&[2i64, 4, 5, 8, 10]);
    let y = a * Rational::int(x);
    if !y.is_integer() {
        return linear_from_point(ctx, variant);
    }
    let y = y.num();
    let answer = Qty::rat_or_dec(a, 2, "");
    let at = answer.text(lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(x, y), ""),
            "rapport pris à l'envers (x ÷ f(x))",
            "ratio upside down (x ÷ f(x))",
        ),
        w(
            ctx,
            Qty::int(y - x, ""),
            "différence au lieu du quotient",
            "subtracted instead of dividing",
        ),
        w(
            ctx,
            Qty::int(y, ""),
            "image donnée au lieu du coefficient",
            "gave the image instead of the coefficient",
        ),
    ];
    let af = a.to_f64();
    let vis = graph(
        ctx,
        &move |t| af * t,
        "f",
        &tr!(
            lang,
            "droite passant par l'origine",
            "line through the origin"
        ),
    );
    Item {
        situation: tr!(
            lang,
            "f est une fonction linéaire telle que f({x}) = {y}.",
            "f is a linear function with f({x}) = {y}."
        ),
        question: tr!(
            lang,
            "Quel est son coefficient a (f(x) = ax) ?",
            "What is its coefficient a (f(x) = ax)?"
        ),
        claim: tr!(
            lang,
            "le coefficient de f est {{v}}",
            "the coefficient of f is {{v}}"
        ),
        label: format!("f({x}) = {y}"),
        noun: tr!(lang, "coefficient", "coefficient"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "a = f({x}) ÷ {x} = {y} ÷ {x} = {at}.",
            "a = f({x}) ÷ {x} = {y} ÷ {x} = {at}."
        ),
        facts: Facts::Line {
            p1: (0.0, 0.0),
            p2: (x as f64, y as f64),
            want: LineWant::Slope,
        },
        steps: Vec::new(),
        variant,
    }
}

fn slope_two_points(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (x1, y1) = (ctx.int(-4, 2), ctx.int(-4, 4));
    let dx = ctx.int(1, 5);
    let dy = nz(ctx, -6, 6);
    let (x2, y2) = (x1 + dx, y1 + dy);
    let sep = if ctx.fr() { " ; " } else { ", " };
    let (pa, pb) = (format!("A({x1}{sep}{y1})"), format!("B({x2}{sep}{y2})"));
    let m = Rational::new(dy, dx);
    let answer = Qty::rat(m, "");
    let at = answer.text(lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(dx, dy), ""),
            "rapport inversé (Δx ÷ Δy)",
            "ratio inverted (Δx ÷ Δy)",
        ),
        w(
            ctx,
            Qty::rat(-m, ""),
            "différences calculées dans des ordres différents",
            "subtracted in different orders",
        ),
        w(
            ctx,
            Qty::int(dy, ""),
            "différence des ordonnées non divisée",
            "did not divide the change in y",
        ),
    ];
    let window = (
        x1.min(0) - 1,
        x2.max(0) + 1,
        y1.min(y2).min(0) - 1,
        y1.max(y2).max(0) + 1,
    );
    let vis = visual(
        &plane_points(
            window,
            &[
                ("A".to_owned(), x1 as f64, y1 as f64),
                ("B".to_owned(), x2 as f64, y2 as f64),
            ],
            true,
        ),
        tr!(
            lang,
            "Repère avec les points {pa} et {pb} et la droite (AB)",
            "Grid with points {pa} and {pb} and line (AB)"
        ),
    );
    Item {
        situation: tr!(
            lang,
            "La droite (AB) passe par {pa} et {pb}.",
            "Line (AB) goes through {pa} and {pb}."
        ),
        question: tr!(
            lang,
            "Quel est son coefficient directeur ?",
            "What is its slope?"
        ),
        claim: tr!(
            lang,
            "le coefficient directeur de (AB) est {{v}}",
            "the slope of (AB) is {{v}}"
        ),
        label: format!("{pa}, {pb}"),
        noun: tr!(lang, "coefficient directeur", "slope"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "m = (yB - yA) ÷ (xB - xA) = {dy} ÷ {dx} = {at}.",
            "m = (yB - yA) ÷ (xB - xA) = {dy} ÷ {dx} = {at}."
        ),
        facts: Facts::Line {
            p1: (x1 as f64, y1 as f64),
            p2: (x2 as f64, y2 as f64),
            want: LineWant::Slope,
        },
        steps: Vec::new(),
        variant,
    }
}

fn zero(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let (a, b) = (nz(ctx, -6, 6), nz(ctx, -9, 9));
    let e = poly(0, a, b);
    let root = Rational::new(-b, a);
    let answer = Qty::rat(root, "");
    let at = answer.text(lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::rat(Rational::new(b, a), ""),
            "signe oublié en changeant b de membre",
            "sign lost moving b across",
        ),
        w(
            ctx,
            Qty::rat(Rational::new(-a, b), ""),
            "division dans le mauvais sens",
            "divided the wrong way round",
        ),
        w(
            ctx,
            Qty::int(b, ""),
            "ordonnée à l'origine donnée au lieu du zéro",
            "gave the y-intercept instead of the zero",
        ),
    ];
    let (af, bf) = (a as f64, b as f64);
    let vis = graph(ctx, &move |t| af * t + bf, "f", &format!("f(x) = {e}"));
    Item {
        situation: tr!(
            lang,
            "Soit f la fonction affine définie par f(x) = {e}.",
            "Let f be the affine function f(x) = {e}."
        ),
        question: tr!(
            lang,
            "Pour quelle valeur de x a-t-on f(x) = 0 ? (Fraction irréductible si nécessaire.)",
            "For which x is f(x) = 0? (Fraction in simplest form if needed.)"
        ),
        claim: tr!(lang, "f s'annule en x = {{v}}", "f(x) = 0 when x = {{v}}"),
        label: format!("f(x) = {e}"),
        noun: tr!(lang, "zéro de f", "zero of f"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "{e} = 0 équivaut à x = -({b}) ÷ {a} = {at}.",
            "{e} = 0 means x = -({b}) ÷ {a} = {at}."
        ),
        facts: Facts::Solution {
            equation: format!("{e} = 0"),
        },
        steps: Vec::new(),
        variant,
    }
}
