//! Literal expressions: substituting a value, reducing, recognising equal forms (chapter
//! `calcul-litteral` 5e, mode 0; substitution also in 4e, mode 1).

use super::{expr_card, lin, nz, poly, poly_options};
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::rational::{Rational, gcd};
use crate::generate::visual::{area_model, rectangle, visual};

pub(super) fn substitute(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let negative = ctx.mode >= 1;
    let x = if negative {
        nz(ctx, -6, 6)
    } else {
        ctx.int(2, 9)
    };
    let t = ctx.int(0, 2);
    let (a, b) = (ctx.int(2, 9), nz(ctx, -9, 12));
    let (e, value, wrongs) = match t {
        0 => {
            let e = lin(a, b);
            let glued = if x >= 0 { (a * 10 + x) + b } else { a + x + b };
            (
                e,
                a * x + b,
                vec![
                    w(
                        ctx,
                        Qty::int(glued, ""),
                        "ax lu comme un nombre à deux chiffres (ou a + x)",
                        "read ax as a two-digit number (or a + x)",
                    ),
                    w(
                        ctx,
                        Qty::int(a * (x + b), ""),
                        "addition effectuée avant la multiplication",
                        "added before multiplying",
                    ),
                ],
            )
        }
        1 => {
            let e = format!("x² + {}", b.abs());
            let b = b.abs();
            (
                e,
                x * x + b,
                vec![
                    w(
                        ctx,
                        Qty::int(2 * x + b, ""),
                        "x² confondu avec 2x",
                        "mistook x² for 2x",
                    ),
                    w(
                        ctx,
                        Qty::int(-(x * x) + b, ""),
                        "carré d'un nombre négatif pris négatif",
                        "took the square of a negative number as negative",
                    ),
                ],
            )
        }
        _ => {
            let c = nz(ctx, -5, 5);
            let e = format!("{a}(x {} {})", if c < 0 { "-" } else { "+" }, c.abs());
            (
                e,
                a * (x + c),
                vec![
                    w(
                        ctx,
                        Qty::int(a * x + c, ""),
                        "distributivité oubliée sur le second terme",
                        "did not distribute to the second term",
                    ),
                    w(
                        ctx,
                        Qty::int(a + x + c, ""),
                        "multiplication remplacée par une addition",
                        "added instead of multiplying",
                    ),
                ],
            )
        }
    };
    let xs = x.to_string();
    let v = value.to_string();
    let shown = if x >= 0 {
        let t = e.replace('x', &format!(" × {x}")).replace("( × ", "(");
        t.strip_prefix(" × ").map(str::to_owned).unwrap_or(t)
    } else {
        e.replace('x', &format!("({x})"))
    };
    Item {
        situation: tr!(
            lang,
            "On considère l'expression A = {e}.",
            "Consider the expression A = {e}."
        ),
        question: tr!(
            lang,
            "Calcule A pour x = {xs}.",
            "Work out A when x = {xs}."
        ),
        claim: tr!(lang, "pour x = {xs}, A = {{v}}", "when x = {xs}, A = {{v}}"),
        label: format!("A = {e}, x = {xs}"),
        noun: tr!(lang, "valeur de A", "value of A"),
        answer: Qty::int(value, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Expression littérale", "Algebraic expression"),
            &[format!("A = {e}"), format!("x = {xs}")],
        ),
        explanation: tr!(
            lang,
            "On remplace x par {xs} : A = {shown} = {v}.",
            "Replace x with {xs}: A = {shown} = {v}."
        ),
        facts: Facts::Expr {
            expr: e.clone(),
            x: Some(Rational::int(x)),
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 0,
    }
}

pub(super) fn reduce(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b, c, d) = (ctx.int(2, 9), ctx.int(1, 9), nz(ctx, -7, 7), nz(ctx, -9, 9));
    let e = format!(
        "{a}x + {b} {} {}x {} {}",
        if c < 0 { "-" } else { "+" },
        c.abs(),
        if d < 0 { "-" } else { "+" },
        d.abs()
    )
    .replace(" 1x", " x");
    let coef = a + c;
    let reduced = lin(coef, b + d);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(a + b + c + d, ""),
            "nombres et termes en x additionnés ensemble",
            "added numbers and x-terms together",
        ),
        w(
            ctx,
            Qty::int(a + c.abs(), ""),
            "signe du terme en x ignoré",
            "ignored the sign of the x-term",
        ),
        w(
            ctx,
            Qty::int(a * c, ""),
            "coefficients multipliés",
            "multiplied the coefficients",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "On réduit l'expression B = {e} sous la forme ax + b.",
            "B = {e} is simplified to the form ax + b."
        ),
        question: tr!(
            lang,
            "Quelle est la valeur de a ?",
            "What is the value of a?"
        ),
        claim: tr!(
            lang,
            "dans la forme réduite, a = {{v}}",
            "in the simplified form, a = {{v}}"
        ),
        label: format!("B = {e}"),
        noun: tr!(lang, "coefficient de x", "coefficient of x"),
        answer: Qty::int(coef, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Réduire", "Simplify"),
            &[format!("B = {e}")],
        ),
        explanation: tr!(
            lang,
            "On regroupe les termes en x et les nombres : B = {reduced}, donc a = {coef}.",
            "Group the x-terms and the numbers: B = {reduced}, so a = {coef}."
        ),
        facts: Facts::Coef {
            expr: e.clone(),
            degree: 1,
        },
        steps: Vec::new(),
        variant: 1,
    }
}

pub(super) fn forms_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let factor = ctx.mode == 1 && ctx.chance(0.5);
    if factor {
        // factorise k·a x + k·b
        let k = ctx.int(2, 7);
        let (a, b) = loop {
            let (a, b) = (ctx.int(1, 6), nz(ctx, -9, 9));
            if gcd(a, b) == 1 && a > 1 {
                break (a, b);
            }
        };
        let target = lin(k * a, k * b);
        let good = format!("{k}({})", lin(a, b));
        let bad = vec![
            (
                format!("{k}({})", lin(a, k * b)),
                tr!(
                    lang,
                    "seul le premier terme a été divisé par le facteur",
                    "only the first term was divided by the factor"
                ),
            ),
            (
                format!("{}(x + {})", k * a, b.abs() * k).replace("+ -", "- "),
                tr!(
                    lang,
                    "facteur mal choisi : le développement ne redonne pas l'expression",
                    "wrong factor: expanding does not give the expression back"
                ),
            ),
            (
                format!("{k}({})", lin(a, -b)),
                tr!(lang, "erreur de signe", "sign error"),
            ),
            (
                format!("{}({})", k + 1, lin(a, b)),
                tr!(
                    lang,
                    "facteur commun mal calculé",
                    "common factor miscalculated"
                ),
            ),
        ];
        let stem = tr!(
            lang,
            "Quelle est une factorisation de {target} ?",
            "Which is a factorisation of {target}?"
        );
        let vis = expr_card(
            ctx,
            &tr!(lang, "Factoriser", "Factorise"),
            std::slice::from_ref(&target),
        );
        let explanation = tr!(
            lang,
            "{k} est un facteur commun : {target} = {good}.",
            "{k} is a common factor: {target} = {good}."
        );
        return poly_options(ctx, stem, &target, vec![good], bad, vis, explanation);
    }
    let (k, a, b, c) = (ctx.int(2, 6), ctx.int(1, 5), nz(ctx, -9, 9), nz(ctx, -5, 5));
    let e = format!("{k}({}) + {}", lin(a, b), lin(c, 0)).replace("+ -", "- ");
    let good = vec![
        lin(k * a + c, k * b),
        format!("{} + {}", lin(k * a, k * b), lin(c, 0)).replace("+ -", "- "),
    ];
    let bad = vec![
        (
            lin(k * a + c, b),
            tr!(
                lang,
                "le facteur n'a pas été distribué au second terme",
                "did not distribute to the second term"
            ),
        ),
        (
            lin(a + c, k * b),
            tr!(
                lang,
                "le facteur n'a pas été distribué au premier terme",
                "did not distribute to the first term"
            ),
        ),
        (
            lin(k * a - c, k * b),
            tr!(lang, "erreur de signe", "sign error"),
        ),
        (
            poly(0, 0, k * a + c + k * b) + "x",
            tr!(
                lang,
                "termes en x et nombres additionnés ensemble",
                "added x-terms and numbers together"
            ),
        ),
    ];
    let n_good = if ctx.chance(0.5) { 1 } else { 2 };
    let stem = tr!(
        lang,
        "Quelle(s) expression(s) sont égales à E = {e} pour toute valeur de x ?",
        "Which expression(s) are equal to E = {e} for every value of x?"
    );
    let vis = visual(
        &area_model(&k.to_string(), &[lin(a, 0), b.to_string()]),
        tr!(
            lang,
            "Rectangle de largeur {k} partagé en deux parties",
            "Rectangle of width {k} split into two parts"
        ),
    );
    let dev = lin(k * a + c, k * b);
    let explanation = tr!(
        lang,
        "On distribue {k} aux deux termes, puis on réduit : E = {dev}.",
        "Distribute {k} to both terms, then simplify: E = {dev}."
    );
    poly_options(
        ctx,
        stem,
        &e,
        good.into_iter().take(n_good).collect(),
        bad,
        vis,
        explanation,
    )
}

/// The perimeter of a rectangle or a square whose sides are given in terms of x, for a value of
/// x (5e): writing the expression, then substituting.
pub(super) fn perimeter(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let square = ctx.chance(0.35);
    let (a, b) = (ctx.int(1, 9), ctx.int(2, 12));
    let x = ctx.int(2, 9);
    let side = format!("x + {a}");
    let xs = x.to_string();
    let long = x + a;
    let (value, calc, expr_fr, expr_en, wrongs) = if square {
        let value = 4 * long;
        (
            value,
            format!("4 × ({x} + {a}) = 4 × {long} = {value}"),
            format!("4 × (x + {a})"),
            format!("4 × (x + {a})"),
            vec![
                w(
                    ctx,
                    Qty::int(4 * x + a, ""),
                    "4 multiplié par x seulement, sans parenthèses",
                    "multiplied only x by 4, without brackets",
                ),
                w(
                    ctx,
                    Qty::int(long * long, ""),
                    "aire calculée au lieu du périmètre",
                    "worked out the area instead of the perimeter",
                ),
                w(
                    ctx,
                    Qty::int(long, ""),
                    "longueur d'un seul côté",
                    "the length of one side only",
                ),
            ],
        )
    } else {
        let value = 2 * (long + b);
        (
            value,
            format!(
                "2 × ({x} + {a}) + 2 × {b} = 2 × {long} + {} = {value}",
                2 * b
            ),
            format!("2 × (x + {a}) + 2 × {b}"),
            format!("2 × (x + {a}) + 2 × {b}"),
            vec![
                w(
                    ctx,
                    Qty::int(long + b, ""),
                    "demi-périmètre : longueur + largeur une seule fois",
                    "half the perimeter: length + width once only",
                ),
                w(
                    ctx,
                    Qty::int(2 * x + a + 2 * b, ""),
                    "2 multiplié par x seulement, sans parenthèses",
                    "multiplied only x by 2, without brackets",
                ),
                w(
                    ctx,
                    Qty::int(long * b, ""),
                    "aire calculée au lieu du périmètre",
                    "worked out the area instead of the perimeter",
                ),
            ],
        )
    };
    let e = if ctx.fr() { expr_fr } else { expr_en };
    let v = value.to_string();
    let (situation, label, vis) = if square {
        (
            tr!(
                lang,
                "Un carré a des côtés de longueur {side} (en cm).",
                "A square has sides of length {side} (in cm)."
            ),
            tr!(
                lang,
                "carré de côté {side}, x = {xs}",
                "square of side {side}, x = {xs}"
            ),
            visual(
                &rectangle(1.0, 1.0, &side, &side),
                tr!(
                    lang,
                    "Carré de côté {side} (en cm)",
                    "Square of side {side} (in cm)"
                ),
            ),
        )
    } else {
        let bs = b.to_string();
        (
            tr!(
                lang,
                "Un rectangle a pour longueur {side} et pour largeur {b} (en cm).",
                "A rectangle has length {side} and width {b} (in cm)."
            ),
            tr!(
                lang,
                "rectangle {side} sur {b}, x = {xs}",
                "rectangle {side} by {b}, x = {xs}"
            ),
            visual(
                &rectangle(1.6, 1.0, &side, &bs),
                tr!(
                    lang,
                    "Rectangle de longueur {side} et de largeur {b} (en cm)",
                    "Rectangle of length {side} and width {b} (in cm)"
                ),
            ),
        )
    };
    Item {
        situation,
        question: tr!(
            lang,
            "Écris son périmètre en fonction de x, puis calcule ce périmètre en cm pour x = {xs}.",
            "Write its perimeter in terms of x, then work out this perimeter in cm when x = {xs}."
        ),
        claim: tr!(
            lang,
            "pour x = {xs}, le périmètre est {{v}} cm",
            "when x = {xs}, the perimeter is {{v}} cm"
        ),
        label,
        noun: tr!(lang, "périmètre", "perimeter"),
        answer: Qty::int(value, ""),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Le périmètre est la somme des longueurs des côtés : P = {e}. Pour x = {xs} : P = {calc}, soit {v} cm.",
            "The perimeter is the sum of the side lengths: P = {e}. When x = {xs}: P = {calc}, that is {v} cm."
        ),
        facts: Facts::exact(calc.split(" = ").next().unwrap_or_default().to_owned()),
        steps: Vec::new(),
        variant: 2,
    }
}
