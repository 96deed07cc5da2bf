//! Order of operations (chapter `priorites-operatoires` 5e, mode 3).

use super::expr_item;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::visual::{card, visual};

pub(super) fn priorities(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let div = if ctx.fr() { ":" } else { "÷" };
    let variant = ctx.variant(3);
    if variant == 2 {
        return sentence(ctx);
    }
    // variant 0: without brackets; variant 1: with brackets
    let t = if variant == 0 {
        ctx.pick(&[0, 1, 2, 4])
    } else {
        ctx.pick(&[3, 5, 6])
    };
    let (a, b, c, d) = (ctx.int(2, 15), ctx.int(2, 9), ctx.int(2, 9), ctx.int(2, 9));
    let (expr, value, naive, naive_why): (String, i64, Option<i64>, (&str, &str)) = match t {
        0 => (
            format!("{a} + {b} × {c}"),
            a + b * c,
            Some((a + b) * c),
            (
                "calcul de gauche à droite sans priorité de la multiplication",
                "worked left to right, ignoring that × comes first",
            ),
        ),
        1 => {
            let a = b * c + ctx.int(1, 20);
            (
                format!("{a} - {b} × {c}"),
                a - b * c,
                Some((a - b) * c),
                (
                    "calcul de gauche à droite sans priorité de la multiplication",
                    "worked left to right, ignoring that × comes first",
                ),
            )
        }
        2 => (
            format!("{a} × {b} + {c} × {d}"),
            a * b + c * d,
            Some((a * b + c) * d),
            (
                "calcul de gauche à droite sans priorité de la multiplication",
                "worked left to right, ignoring that × comes first",
            ),
        ),
        3 => (
            format!("({a} + {b}) × {c}"),
            (a + b) * c,
            Some(a + b * c),
            ("parenthèses ignorées", "ignored the brackets"),
        ),
        4 => {
            let bb = b * c;
            let aa = bb + c * ctx.int(1, 6);
            (
                format!("{aa} - {bb} {div} {c}"),
                aa - bb / c,
                Some((aa - bb) / c),
                (
                    "calcul de gauche à droite sans priorité de la division",
                    "worked left to right, ignoring that ÷ comes first",
                ),
            )
        }
        6 => {
            // brackets inside brackets: the innermost first
            let (b, c) = (b.max(c) + 1, b.min(c));
            (
                format!("{a} × [{d} + ({b} - {c})]"),
                a * (d + (b - c)),
                Some(a * d + b - c),
                (
                    "multiplication faite avant les crochets",
                    "multiplied before working out the square brackets",
                ),
            )
        }
        _ => {
            let (b, c) = (b.max(c) + 1, b.min(c));
            (
                format!("{a} × ({b} - {c}) + {d}"),
                a * (b - c) + d,
                Some(a * b - c + d),
                ("parenthèses ignorées", "ignored the brackets"),
            )
        }
    };
    let mut wrongs = Vec::new();
    if let Some(n) = naive {
        wrongs.push(w(ctx, Qty::int(n, ""), naive_why.0, naive_why.1));
    }
    wrongs.push(w(
        ctx,
        Qty::int(value + 1, ""),
        "erreur de calcul d'une unité",
        "an arithmetic slip of one",
    ));
    wrongs.push(w(
        ctx,
        Qty::int(value * 2, ""),
        "résultat doublé (erreur de calcul)",
        "result doubled (slip)",
    ));
    let answer = Qty::int(value, "");
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Expression à calculer", "Expression to work out"),
        &[format!("{expr} = ?")],
    );
    let alt = tr!(lang, "Fiche : calculer {expr}", "Card: work out {expr}");
    expr_item(
        ctx,
        String::new(),
        tr!(
            lang,
            "Calcule {expr} en respectant les priorités opératoires.",
            "Work out {expr}, following the order of operations."
        ),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        tr!(
            lang,
            "On calcule d'abord les parenthèses, puis les multiplications et divisions, enfin les additions et soustractions : {expr} = {v}.",
            "Brackets first, then × and ÷, then + and −: {expr} = {v}."
        ),
        variant,
    )
}

/// The sum of the whole numbers written in `expr` ("12 × (9 + 4)" → 25): the answer of a
/// pupil who adds every number of the sentence.
fn numbers_sum(expr: &str) -> i64 {
    expr.split(|c: char| !c.is_ascii_digit())
        .filter_map(|t| t.parse::<i64>().ok())
        .sum()
}

/// Variant 2: a calculation described in words, to write with brackets where needed and work
/// out.
fn sentence(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let div = if ctx.fr() { ":" } else { "÷" };
    let (a, b, c) = (ctx.int(2, 12), ctx.int(2, 9), ctx.int(2, 9));
    let t = ctx.int(0, 3);
    let (words_fr, words_en, expr, value, naive, naive_expr) = match t {
        0 => (
            format!("le produit de {a} par la somme de {b} et de {c}"),
            format!("the product of {a} and the sum of {b} and {c}"),
            format!("{a} × ({b} + {c})"),
            a * (b + c),
            a * b + c,
            format!("{a} × {b} + {c}"),
        ),
        1 => (
            format!("la somme de {a} et du produit de {b} par {c}"),
            format!("the sum of {a} and the product of {b} and {c}"),
            format!("{a} + {b} × {c}"),
            a + b * c,
            (a + b) * c,
            format!("({a} + {b}) × {c}"),
        ),
        2 => {
            let a = b * c + a;
            (
                format!("la différence entre {a} et le produit de {b} par {c}"),
                format!("the difference between {a} and the product of {b} and {c}"),
                format!("{a} - {b} × {c}"),
                a - b * c,
                (a - b) * c,
                format!("({a} - {b}) × {c}"),
            )
        }
        _ => {
            // (a + b) ÷ c with a whole quotient; b a multiple of c, so that the sentence read
            // without brackets, a + b ÷ c, is whole too
            let k = ctx.int(1, 4);
            let q = ctx.int(k + 1, 9);
            let (a, b) = (c * (q - k), c * k);
            (
                format!("le quotient de la somme de {a} et de {b} par {c}"),
                format!("the quotient of the sum of {a} and {b} by {c}"),
                format!("({a} + {b}) {div} {c}"),
                q,
                a + k,
                format!("{a} + {b} {div} {c}"),
            )
        }
    };
    let words = if ctx.fr() { words_fr } else { words_en };
    let (other, other_fr, other_en) = if t == 3 {
        (
            numbers_sum(&expr) - c,
            "somme calculée, division oubliée",
            "worked out the sum, forgot to divide",
        )
    } else {
        (
            numbers_sum(&expr),
            "tous les nombres de la phrase additionnés",
            "added all the numbers of the sentence",
        )
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(naive, ""),
            "phrase traduite sans les bonnes parenthèses",
            "sentence written without the right brackets",
        ),
        w(ctx, Qty::int(other, ""), other_fr, other_en),
        w(
            ctx,
            Qty::int(value + 1, ""),
            "erreur de calcul d'une unité",
            "an arithmetic slip of one",
        ),
    ];
    let answer = Qty::int(value, "");
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Calcul en mots", "Calculation in words"),
        std::slice::from_ref(&words),
    );
    let alt = tr!(lang, "Fiche : {words}", "Card: {words}");
    let mut it = expr_item(
        ctx,
        String::new(),
        tr!(
            lang,
            "Écris avec des parenthèses si besoin, puis calcule : {words}.",
            "Write with brackets where needed, then work out: {words}."
        ),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        tr!(
            lang,
            "« {words} » s'écrit {expr} (et non {naive_expr}) : {expr} = {v}.",
            "“{words}” is written {expr} (not {naive_expr}): {expr} = {v}."
        ),
        2,
    );
    it.label = words.clone();
    it.claim = tr!(lang, "{words} vaut {{v}}", "{words} equals {{v}}");
    it
}
