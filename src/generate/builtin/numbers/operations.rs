//! Operations on decimals, posed or mental (chapter `operations-sur-les-decimaux` 6e, mode 1).

use super::{expr_item, scaled};
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::rational::Rational;
use crate::generate::visual::{card, posed_operation, visual};

pub(super) fn operation(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let sep = if ctx.fr() { ',' } else { '.' };
    let variant = ctx.variant(3);
    if variant == 2 {
        return estimate(ctx);
    }
    // variant 0: a sum or a difference; variant 1: a product
    let op = if variant == 0 { ctx.int(0, 1) } else { 2 };
    let (da, db) = (ctx.int(1, 2) as u32, ctx.int(0, 2) as u32);
    let (da, db) = if op == 2 {
        (1, ctx.int(0, 1) as u32)
    } else {
        (da, db)
    };
    let mut a = ctx.int(11, if op == 2 { 99 } else { 999 });
    let mut b = ctx.int(11, if op == 2 { 30 } else { 999 });
    if a % 10 == 0 {
        a += 1;
    }
    if b % 10 == 0 {
        b += 3;
    }
    let (x, y) = (Rational::decimal(a, da), Rational::decimal(b, db));
    let (x, y) = if op == 1 && x < y { (y, x) } else { (x, y) };
    let (dx, dy) = if op == 1 && Rational::decimal(a, da) < Rational::decimal(b, db) {
        (db, da)
    } else {
        (da, db)
    };
    let (xt, yt) = (ctx.frac_dec(x), ctx.frac_dec(y));
    let (sym, value) = match op {
        0 => ("+", x + y),
        1 => ("-", x - y),
        _ => ("×", x * y),
    };
    let expr = format!("{xt} {sym} {yt}");
    let dp = if op == 2 { dx + dy } else { dx.max(dy) };
    let answer = Qty::exact(value.to_f64(), dp, "");
    let xi = x.num() * (10i64.pow(dx) / x.den());
    let yi = y.num() * (10i64.pow(dy) / y.den());
    let mut wrongs = Vec::new();
    match op {
        0 | 1 => {
            // decimal parts added (or subtracted) on the right instead of on the point
            let m = dx.max(dy);
            let mis = if op == 0 { xi + yi } else { xi - yi };
            if dx != dy {
                wrongs.push(w(
                    ctx,
                    Qty::exact(scaled(mis, m), m, ""),
                    "nombres alignés à droite au lieu d'aligner les virgules",
                    "numbers aligned on the right instead of on the decimal point",
                ));
            }
            let (ix, iy) = (x.num() / x.den(), y.num() / y.den());
            let (fx, fy) = (xi - ix * 10i64.pow(dx), yi - iy * 10i64.pow(dy));
            let parts = if op == 0 {
                format!("{}{}{}", ix + iy, sep, fx + fy)
            } else {
                format!("{}{}{}", ix - iy, sep, (fx - fy).abs())
            };
            if let Some(v) = num::parse(&parts, lang) {
                let d = parts.split(sep).nth(1).map_or(0, str::len) as u32;
                wrongs.push(w(
                    ctx,
                    Qty::exact(v, d, ""),
                    "parties entières et parties décimales calculées séparément",
                    "whole parts and decimal parts worked out separately",
                ));
            }
            let slip = if op == 0 {
                value - Rational::decimal(1, dp.saturating_sub(1))
            } else {
                value + Rational::decimal(1, dp.saturating_sub(1))
            };
            wrongs.push(w(
                ctx,
                Qty::exact(slip.to_f64(), dp, ""),
                "retenue oubliée",
                "forgot a carry",
            ));
        }
        _ => {
            wrongs.push(w(
                ctx,
                Qty::exact(value.to_f64() * 10.0, dp, ""),
                "virgule mal placée : nombre de décimales mal compté",
                "misplaced decimal point: decimals miscounted",
            ));
            let (ix, iy) = (x.num() / x.den(), y.num() / y.den());
            let (fx, fy) = (xi - ix * 10i64.pow(dx), yi - iy * 10i64.pow(dy));
            let bad = format!("{}{}{}", ix * iy, sep, fx * fy.max(1));
            if let Some(v) = num::parse(&bad, lang) {
                let d = bad.split(sep).nth(1).map_or(0, str::len) as u32;
                wrongs.push(w(
                    ctx,
                    Qty::exact(v, d, ""),
                    "parties entières et parties décimales multipliées séparément",
                    "whole parts and decimal parts multiplied separately",
                ));
            }
            wrongs.push(w(
                ctx,
                Qty::exact((x + y).to_f64(), dp, ""),
                "addition au lieu d'une multiplication",
                "added instead of multiplying",
            ));
        }
    }
    let v = answer.text(lang);
    let (fig, alt_op) = (
        posed_operation(&[xt.clone(), yt.clone()], sym, sep),
        expr.clone(),
    );
    let alt = tr!(
        lang,
        "Opération posée en colonnes : {alt_op}",
        "Column calculation: {alt_op}"
    );
    let explanation = match op {
        2 => tr!(
            lang,
            "On multiplie sans les virgules puis on place {dp} chiffre(s) après la virgule : {expr} = {v}.",
            "Multiply without the points, then put {dp} digit(s) after the point: {expr} = {v}."
        ),
        _ => tr!(
            lang,
            "On aligne les virgules : {expr} = {v}.",
            "Line up the decimal points: {expr} = {v}."
        ),
    };
    expr_item(
        ctx,
        String::new(),
        tr!(lang, "Calcule {expr}.", "Work out {expr}."),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        explanation,
        variant,
    )
}

/// Rounds `n` tenths to the nearest whole number (no tenth digit 5 is drawn).
fn nearest(n: i64) -> i64 {
    (n + 5) / 10
}

/// Variant 2: an order of magnitude of a product, each factor rounded to the nearest whole
/// number.
fn estimate(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    // a close to a multiple of ten (19,8 or 40,3), b with a tenth digit other than 5
    let a = ctx.int(1, 9) * 100 + ctx.pick(&[-4i64, -3, -2, -1, 1, 2, 3, 4]);
    let b = ctx.int(2, 12) * 10 + ctx.pick(&[1i64, 2, 3, 4, 6, 7, 8, 9]);
    let (ra, rb) = (nearest(a), nearest(b));
    let (at, bt) = (ctx.dec(scaled(a, 1), 1), ctx.dec(scaled(b, 1), 1));
    let expr = format!("{at} × {bt}");
    let value = ra * rb;
    let answer = Qty::int(value, "");
    let wrongs = vec![
        w(
            ctx,
            Qty::int((a / 10) * (b / 10), ""),
            "facteurs tronqués au lieu d'être arrondis",
            "factors cut off instead of rounded",
        ),
        w(
            ctx,
            Qty::int(value * 10, ""),
            "erreur d'un facteur 10",
            "off by a factor of 10",
        ),
        w(
            ctx,
            Qty::int(ra + rb, ""),
            "addition au lieu d'une multiplication",
            "added instead of multiplying",
        ),
        w(
            ctx,
            Qty::int(nearest(a) * (b / 10 + 1), ""),
            "un facteur arrondi vers le haut au lieu de l'unité la plus proche",
            "a factor rounded up instead of to the nearest unit",
        ),
    ];
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Ordre de grandeur", "Order of magnitude"),
        &[format!("{expr} ≈ ?")],
    );
    let alt = tr!(
        lang,
        "Fiche : ordre de grandeur de {expr}",
        "Card: order of magnitude of {expr}"
    );
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "En arrondissant chaque facteur à l'unité, donne un ordre de grandeur du produit {expr}.",
            "Rounding each factor to the nearest whole number, give an order of magnitude of the product {expr}."
        ),
        claim: tr!(
            lang,
            "en arrondissant chaque facteur à l'unité, un ordre de grandeur de {expr} est {{v}}",
            "rounding each factor to the nearest whole number, an order of magnitude of {expr} is {{v}}"
        ),
        label: expr.clone(),
        noun: tr!(lang, "ordre de grandeur", "order of magnitude"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "{at} ≈ {ra} et {bt} ≈ {rb} (unité la plus proche), donc {expr} ≈ {ra} × {rb} = {v}.",
            "{at} ≈ {ra} and {bt} ≈ {rb} (nearest whole number), so {expr} ≈ {ra} × {rb} = {v}."
        ),
        facts: Facts::exact(format!("{ra} × {rb}")),
        steps: Vec::new(),
        variant: 2,
    }
}
