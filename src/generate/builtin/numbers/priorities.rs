//! Order of operations (chapter `priorites-operatoires` 5e, mode 3).

use super::expr_item;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::visual::{card, visual};

pub(super) fn priorities(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let div = if ctx.fr() { ":" } else { "÷" };
    let t = ctx.int(0, 5);
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
    )
}
