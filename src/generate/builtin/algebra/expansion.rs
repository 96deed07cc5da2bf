//! Expanding and factorising: simple distributivity and factorising by a common factor
//! (chapter `calcul-litteral` 4e, mode 1), double distributivity and the remarkable identities
//! (`calcul-litteral` 3e, mode 3).

use super::{expr_card, lin, nz, poly, poly_options};
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::visual::{area_model, visual};

pub(super) fn develop_simple(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (k, a, b, c) = (
        nz(ctx, -6, 7),
        ctx.int(1, 6),
        nz(ctx, -9, 9),
        nz(ctx, -5, 5),
    );
    let e = format!("{k}({}) + {}", lin(a, b), lin(c, 0)).replace("+ -", "- ");
    let e = if k == 1 { e.replacen("1(", "(", 1) } else { e };
    let want_const = ctx.chance(0.4);
    let (ans, degree) = if want_const {
        (k * b, 0)
    } else {
        (k * a + c, 1)
    };
    let dev = lin(k * a + c, k * b);
    let wrongs = if want_const {
        vec![
            w(
                ctx,
                Qty::int(b, ""),
                "le facteur n'a pas été distribué au second terme",
                "did not distribute to the second term",
            ),
            w(ctx, Qty::int(-k * b, ""), "erreur de signe", "sign error"),
            w(
                ctx,
                Qty::int(k + b, ""),
                "facteur ajouté au lieu d'être multiplié",
                "added the factor instead of multiplying",
            ),
        ]
    } else {
        vec![
            w(
                ctx,
                Qty::int(k * a, ""),
                "terme en x ajouté oublié",
                "forgot the added x-term",
            ),
            w(
                ctx,
                Qty::int(a + c, ""),
                "le facteur n'a pas été distribué",
                "did not distribute the factor",
            ),
            w(
                ctx,
                Qty::int(k * a - c, ""),
                "erreur de signe",
                "sign error",
            ),
        ]
    };
    let which = if want_const {
        tr!(lang, "le terme constant", "the constant term")
    } else {
        tr!(lang, "le coefficient de x", "the coefficient of x")
    };
    Item {
        situation: tr!(
            lang,
            "On développe et on réduit C = {e}.",
            "C = {e} is expanded and simplified."
        ),
        question: tr!(
            lang,
            "Quel est {which} de la forme développée ?",
            "What is {which} of the expanded form?"
        ),
        claim: tr!(
            lang,
            "{which} de la forme développée est {{v}}",
            "{which} of the expanded form is {{v}}"
        ),
        label: format!("C = {e}"),
        noun: which.clone(),
        answer: Qty::int(ans, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(&area_model(&k.to_string(), &[lin(a, 0), b.to_string()]), {
            let ax = lin(a, 0);
            tr!(
                lang,
                "Rectangle de largeur {k} partagé en deux parties de longueurs {ax} et {b}",
                "Rectangle of width {k} split into parts of lengths {ax} and {b}"
            )
        }),
        explanation: tr!(
            lang,
            "k(a + b) = ka + kb : C = {dev}.",
            "k(a + b) = ka + kb: C = {dev}."
        ),
        facts: Facts::Coef {
            expr: e.clone(),
            degree,
        },
        steps: Vec::new(),
        variant: 0,
    }
}

/// Double distributivity (form 0: (ax + b)(cx + d)), a square (1: (ax ± b)²) or the product
/// of a sum and a difference (2: (ax + b)(ax - b)).
pub(super) fn double_distributivity(ctx: &mut Ctx, form: u8) -> Item {
    let lang = ctx.lang;
    let (a, b, c, d) = (ctx.int(1, 5), nz(ctx, -9, 9), ctx.int(1, 5), nz(ctx, -9, 9));
    let identity = form == 1;
    let (e, c2, c1, c0) = if identity {
        let s = if b < 0 { "-" } else { "+" };
        (
            format!("({} {s} {})²", lin(a, 0), b.abs()),
            a * a,
            2 * a * b,
            b * b,
        )
    } else if form == 2 {
        let b = b.abs();
        (format!("({})({})", lin(a, b), lin(a, -b)), a * a, 0, -b * b)
    } else {
        (
            format!("({})({})", lin(a, b), lin(c, d)),
            a * c,
            a * d + b * c,
            b * d,
        )
    };
    let degree = if form == 2 {
        2 * ctx.int(0, 1) as u32
    } else {
        ctx.int(0, 2) as u32
    };
    let (ans, which) = match degree {
        2 => (
            c2,
            tr!(lang, "le coefficient de x²", "the coefficient of x²"),
        ),
        1 => (c1, tr!(lang, "le coefficient de x", "the coefficient of x")),
        _ => (c0, tr!(lang, "le terme constant", "the constant term")),
    };
    let b2 = b * b;
    let wrongs = match (degree, identity) {
        (0, _) if form == 2 => vec![
            w(
                ctx,
                Qty::int(b2, ""),
                "signe oublié : (a + b)(a - b) = a² - b²",
                "lost the sign: (a + b)(a - b) = a² - b²",
            ),
            w(
                ctx,
                Qty::int(-2 * b.abs(), ""),
                "nombres additionnés au lieu d'être multipliés",
                "added the numbers instead of multiplying",
            ),
        ],
        (2, _) if form == 2 => vec![
            w(
                ctx,
                Qty::int(2 * a, ""),
                "coefficients additionnés au lieu d'être multipliés",
                "added the coefficients instead of multiplying",
            ),
            w(ctx, Qty::int(-c2, ""), "erreur de signe", "sign error"),
        ],
        (1, true) => vec![
            w(
                ctx,
                Qty::int(0, ""),
                "double produit oublié : (a + b)² ≠ a² + b²",
                "forgot the middle term: (a + b)² ≠ a² + b²",
            ),
            w(
                ctx,
                Qty::int(a * b, ""),
                "double produit non doublé",
                "middle term not doubled",
            ),
            w(ctx, Qty::int(-c1, ""), "erreur de signe", "sign error"),
        ],
        (1, false) => vec![
            w(
                ctx,
                Qty::int(a * d, ""),
                "un seul produit croisé",
                "only one cross product",
            ),
            w(
                ctx,
                Qty::int(a + c, ""),
                "coefficients additionnés",
                "added the coefficients",
            ),
            w(
                ctx,
                Qty::int(a * d - b * c, ""),
                "erreur de signe",
                "sign error",
            ),
        ],
        (0, _) => vec![
            w(
                ctx,
                Qty::int(if identity { 2 * b } else { b + d }, ""),
                "nombres additionnés au lieu d'être multipliés",
                "added the numbers instead of multiplying",
            ),
            w(ctx, Qty::int(-c0, ""), "erreur de signe", "sign error"),
            w(
                ctx,
                Qty::int(c0 + c1, ""),
                "terme en x ajouté au terme constant",
                "added the x-term to the constant",
            ),
        ],
        _ => vec![
            w(
                ctx,
                Qty::int(if identity { 2 * a } else { a + c }, ""),
                "coefficients additionnés au lieu d'être multipliés",
                "added the coefficients instead of multiplying",
            ),
            w(
                ctx,
                Qty::int(c2 + c1, ""),
                "termes de degrés différents additionnés",
                "added terms of different degrees",
            ),
            w(ctx, Qty::int(-c2, ""), "erreur de signe", "sign error"),
        ],
    };
    let dev = poly(c2, c1, c0);
    Item {
        situation: tr!(
            lang,
            "On développe et on réduit D = {e}.",
            "D = {e} is expanded and simplified."
        ),
        question: tr!(lang, "Quel est {which} ?", "What is {which}?"),
        claim: tr!(
            lang,
            "{which} de la forme développée est {{v}}",
            "{which} of the expanded form is {{v}}"
        ),
        label: format!("D = {e}"),
        noun: which.clone(),
        answer: Qty::int(ans, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Développer", "Expand"),
            &[format!("D = {e}")],
        ),
        explanation: if form == 2 {
            tr!(
                lang,
                "(a + b)(a - b) = a² - b² : D = {dev}.",
                "(a + b)(a - b) = a² - b²: D = {dev}."
            )
        } else if identity && b < 0 {
            tr!(
                lang,
                "(a - b)² = a² - 2ab + b² : D = {dev}.",
                "(a - b)² = a² - 2ab + b²: D = {dev}."
            )
        } else if identity {
            tr!(
                lang,
                "(a + b)² = a² + 2ab + b² : D = {dev}.",
                "(a + b)² = a² + 2ab + b²: D = {dev}."
            )
        } else {
            tr!(
                lang,
                "(a + b)(c + d) = ac + ad + bc + bd : D = {dev}.",
                "(a + b)(c + d) = ac + ad + bc + bd: D = {dev}."
            )
        },
        facts: Facts::Coef {
            expr: e.clone(),
            degree,
        },
        steps: Vec::new(),
        variant: form,
    }
}

pub(super) fn identity_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let a = ctx.int(1, 9);
    let kind = ctx.int(0, 2);
    let (target, good, bad) = match kind {
        0 => (
            format!("(x + {a})²"),
            vec![poly(1, 2 * a, a * a), format!("(x + {a})(x + {a})")],
            vec![
                (
                    poly(1, 0, a * a),
                    tr!(lang, "double produit oublié", "forgot the middle term"),
                ),
                (
                    poly(1, a, a * a),
                    tr!(lang, "double produit non doublé", "middle term not doubled"),
                ),
                (
                    poly(0, 2, 2 * a),
                    tr!(
                        lang,
                        "carré confondu avec le double",
                        "mistook squaring for doubling"
                    ),
                ),
            ],
        ),
        1 => (
            format!("(x - {a})²"),
            vec![poly(1, -2 * a, a * a), format!("(x - {a})(x - {a})")],
            vec![
                (
                    poly(1, 0, -a * a),
                    tr!(
                        lang,
                        "double produit oublié et signe faux",
                        "forgot the middle term and wrong sign"
                    ),
                ),
                (
                    poly(1, -2 * a, -a * a),
                    tr!(
                        lang,
                        "le carré de -{a} est positif",
                        "the square of -{a} is positive"
                    ),
                ),
                (
                    poly(1, 2 * a, a * a),
                    tr!(
                        lang,
                        "erreur de signe sur le double produit",
                        "sign error in the middle term"
                    ),
                ),
            ],
        ),
        _ => (
            format!("(x - {a})(x + {a})"),
            vec![poly(1, 0, -a * a), format!("(x + {a})(x - {a})")],
            vec![
                (
                    poly(1, 0, a * a),
                    tr!(
                        lang,
                        "erreur de signe : (a - b)(a + b) = a² - b²",
                        "sign error: (a - b)(a + b) = a² - b²"
                    ),
                ),
                (
                    poly(1, -2 * a, -a * a),
                    tr!(lang, "confusion avec (a - b)²", "confused with (a - b)²"),
                ),
                (
                    format!("(x - {a})²"),
                    tr!(
                        lang,
                        "les deux facteurs ne sont pas égaux",
                        "the two factors are not equal"
                    ),
                ),
            ],
        ),
    };
    let n_good = if ctx.chance(0.5) { 1 } else { 2 };
    let good: Vec<String> = good.into_iter().take(n_good).collect();
    let dev = good[0].clone();
    let stem = tr!(
        lang,
        "Quelle(s) expression(s) sont égales à {target} pour toute valeur de x ?",
        "Which expression(s) are equal to {target} for every value of x?"
    );
    let vis = expr_card(
        ctx,
        &tr!(lang, "Identités remarquables", "Special products"),
        &[
            "(a + b)² = a² + 2ab + b²".to_owned(),
            "(a - b)² = a² - 2ab + b²".to_owned(),
            "(a + b)(a - b) = a² - b²".to_owned(),
        ],
    );
    let explanation = tr!(
        lang,
        "Avec les identités remarquables : {target} = {dev}.",
        "With the special products: {target} = {dev}."
    );
    poly_options(ctx, stem, &target, good, bad, vis, explanation)
}

/// kax + kb factorised as k(ax + b) with k as large as possible: the factor k (4e).
pub(super) fn factor_simple(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (a, b) = loop {
        let (a, b) = (ctx.int(1, 9), ctx.int(1, 12));
        if crate::generate::rational::gcd(a, b) == 1 && a != b {
            break (a, b);
        }
    };
    let k = ctx.int(2, 9);
    let e = format!("{}x + {}", k * a, k * b);
    let g = k;
    let wrongs = vec![
        w(
            ctx,
            Qty::int(k * a, ""),
            "coefficient de x pris pour le facteur commun",
            "took the coefficient of x for the common factor",
        ),
        w(
            ctx,
            Qty::int(k * b, ""),
            "terme constant pris pour le facteur commun",
            "took the constant for the common factor",
        ),
        w(
            ctx,
            Qty::int(k * a + k * b, ""),
            "termes additionnés",
            "added the terms",
        ),
    ];
    let inner = lin(a, b);
    let (ka, kb) = (k * a, k * b);
    Item {
        situation: tr!(
            lang,
            "On factorise F = {e} sous la forme k(ax + b), avec k entier le plus grand possible.",
            "F = {e} is factorised as k(ax + b), with k the largest possible whole number."
        ),
        question: tr!(
            lang,
            "Quelle est la valeur de k ?",
            "What is the value of k?"
        ),
        claim: tr!(
            lang,
            "le plus grand facteur commun de {e} est {{v}}",
            "the largest common factor of {e} is {{v}}"
        ),
        label: format!("F = {e}"),
        noun: tr!(lang, "facteur commun", "common factor"),
        answer: Qty::int(g, ""),
        wrongs,
        alts: Vec::new(),
        visual: expr_card(
            ctx,
            &tr!(lang, "Factoriser", "Factorise"),
            &[format!("F = {e}"), "F = k(ax + b)".to_owned()],
        ),
        explanation: tr!(
            lang,
            "{ka} = {k} × {a} et {kb} = {k} × {b}, et {a} et {b} n'ont pas d'autre diviseur commun que 1 : F = {k}({inner}).",
            "{ka} = {k} × {a} and {kb} = {k} × {b}, and {a} and {b} have no common divisor but 1: F = {k}({inner})."
        ),
        facts: Facts::Gcd { a: ka, b: kb },
        steps: Vec::new(),
        variant: 2,
    }
}
