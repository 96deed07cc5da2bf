//! Signed numbers: adding and subtracting (chapter `nombres-relatifs` 5e, mode 4),
//! multiplying and dividing (`nombres-relatifs` 4e, mode 5), ordering.

use super::expr_item;
use crate::generate::builtin::kinds::ordering_of;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{card, number_line, visual};

pub(super) fn relatives(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let pick = |ctx: &mut Ctx| {
        let v = ctx.int(1, 15) * if ctx.chance(0.5) { -1 } else { 1 };
        v as f64
    };
    let (a, b) = (pick(ctx), pick(ctx));
    if ctx.mode == 4 {
        let sub = ctx.chance(0.5);
        let (at, bt) = (ctx.signed(a, 0, true), ctx.signed(b, 0, true));
        let (expr, value) = if sub {
            (format!("{at} - {bt}"), a - b)
        } else {
            (format!("{at} + {bt}"), a + b)
        };
        let mut wrongs = vec![w(
            ctx,
            Qty::int(-(value as i64), ""),
            "erreur de signe",
            "sign error",
        )];
        if sub {
            wrongs.push(w(
                ctx,
                Qty::int((a + b) as i64, ""),
                "soustraire revient à ajouter l'opposé : opposé oublié",
                "subtracting means adding the opposite: opposite forgotten",
            ));
        } else {
            wrongs.push(w(
                ctx,
                Qty::int((a - b) as i64, ""),
                "soustraction des nombres au lieu de leur somme",
                "subtracted instead of adding",
            ));
        }
        let abs_sum = (a.abs() + b.abs()) * a.signum();
        wrongs.push(w(
            ctx,
            Qty::int(abs_sum as i64, ""),
            "distances à zéro additionnées sans tenir compte des signes",
            "added the distances to zero regardless of signs",
        ));
        let answer = Qty::int(value as i64, "");
        let v = answer.text(lang);
        let fig = number_line(
            -20.0,
            20.0,
            1.0,
            5,
            &|x| num::dec(x, 0, lang),
            &[("A".to_owned(), a)],
        );
        let av = ctx.dec(a, 0);
        let alt = tr!(
            lang,
            "Droite graduée de -20 à 20 ; le point A a pour abscisse {av}",
            "Number line from -20 to 20; point A stands for {av}"
        );
        let expl = if sub {
            let nb = ctx.signed(-b, 0, true);
            tr!(
                lang,
                "Soustraire un nombre, c'est ajouter son opposé : {expr} = {at} + {nb} = {v}.",
                "Subtracting a number means adding its opposite: {expr} = {at} + {nb} = {v}."
            )
        } else {
            tr!(lang, "{expr} = {v}.", "{expr} = {v}.")
        };
        return expr_item(
            ctx,
            String::new(),
            tr!(lang, "Calcule {expr}.", "Work out {expr}."),
            &expr,
            answer,
            wrongs,
            visual(&fig, alt),
            expl,
        );
    }
    // 4e: products and quotients
    let t = ctx.int(0, 2);
    let (at, bt) = (ctx.signed(a, 0, false), ctx.signed(b, 0, false));
    let (expr, value, wrongs) = match t {
        0 => {
            let v = a * b;
            (
                format!("{at} × {bt}"),
                v,
                vec![
                    w(
                        ctx,
                        Qty::int(-(v as i64), ""),
                        "règle des signes mal appliquée",
                        "sign rule misapplied",
                    ),
                    w(
                        ctx,
                        Qty::int((a + b) as i64, ""),
                        "addition au lieu d'une multiplication",
                        "added instead of multiplying",
                    ),
                ],
            )
        }
        1 => {
            let q = a;
            let p = a * b;
            let pt_ = ctx.signed(p, 0, false);
            (
                format!("{pt_} ÷ {bt}"),
                q,
                vec![
                    w(
                        ctx,
                        Qty::int(-(q as i64), ""),
                        "règle des signes mal appliquée",
                        "sign rule misapplied",
                    ),
                    w(
                        ctx,
                        Qty::int((p - b) as i64, ""),
                        "soustraction au lieu d'une division",
                        "subtracted instead of dividing",
                    ),
                ],
            )
        }
        _ => {
            let c = (ctx.int(2, 5) * if ctx.chance(0.5) { -1 } else { 1 }) as f64;
            let ct = ctx.signed(c, 0, false);
            let (a, b) = (a.clamp(-9.0, 9.0), b.clamp(-9.0, 9.0));
            let (at, bt) = (ctx.signed(a, 0, false), ctx.signed(b, 0, false));
            let v = a * b * c;
            (
                format!("{at} × {bt} × {ct}"),
                v,
                vec![
                    w(
                        ctx,
                        Qty::int(-(v as i64), ""),
                        "nombre de facteurs négatifs mal compté",
                        "miscounted the negative factors",
                    ),
                    w(
                        ctx,
                        Qty::int((a * b + c) as i64, ""),
                        "dernier facteur ajouté au lieu d'être multiplié",
                        "added the last factor instead of multiplying",
                    ),
                ],
            )
        }
    };
    let answer = Qty::int(value as i64, "");
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Règle des signes", "Sign rule"),
        &[
            "(+) × (+) = (+)    (-) × (-) = (+)".to_owned(),
            "(+) × (-) = (-)    (-) × (+) = (-)".to_owned(),
            format!("{expr} = ?"),
        ],
    );
    let alt = tr!(
        lang,
        "Fiche : règle des signes et calcul {expr}",
        "Card: the sign rule and {expr}"
    );
    expr_item(
        ctx,
        String::new(),
        tr!(lang, "Calcule {expr}.", "Work out {expr}."),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        tr!(
            lang,
            "On détermine le signe (nombre de facteurs négatifs), puis on calcule avec les distances à zéro : {expr} = {v}.",
            "Find the sign (count the negative factors), then work with the sizes: {expr} = {v}."
        ),
    )
}

pub(super) fn order_relatives(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut vals: Vec<i64> = Vec::new();
    while vals.len() < 5 {
        let v = ctx.int(-150, 150);
        // decimals with one digit, distinct, with opposite pairs as traps
        if !vals.contains(&v) && v % 10 != 0 {
            vals.push(v);
            if vals.len() < 5 && ctx.chance(0.4) && !vals.contains(&-v) {
                vals.push(-v);
            }
        }
    }
    vals.sort_unstable();
    let texts: Vec<String> = vals.iter().map(|&v| ctx.dec(v as f64 / 10.0, 1)).collect();
    let stem = tr!(
        lang,
        "Range ces nombres relatifs dans l'ordre croissant.",
        "Put these signed numbers in increasing order."
    );
    let fig = number_line(-16.0, 16.0, 1.0, 4, &|x| num::dec(x, 0, lang), &[]);
    let alt = tr!(
        lang,
        "Droite graduée de -16 à 16, une graduation par unité",
        "Number line from -16 to 16, one tick per unit"
    );
    let list = texts.join(" < ");
    let explanation = tr!(
        lang,
        "Un nombre négatif est d'autant plus petit que sa distance à zéro est grande : {list}.",
        "A negative number is smaller the further it is from zero: {list}."
    );
    ordering_of(ctx, stem, texts, visual(&fig, alt), explanation, false)
}
