//! Enlargements and reductions: the effect of a scale factor on areas and volumes, and the
//! scale factor from two corresponding lengths (chapter `agrandissement-et-reduction` 3e,
//! mode 6).

use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, units, w};
use crate::generate::rational::Rational;
use crate::generate::visual::{scaling, visual};

pub(super) fn scale_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    if variant == 2 {
        return ratio_item(ctx);
    }
    let k = ctx.pick(&[
        Rational::int(2),
        Rational::int(3),
        Rational::new(1, 2),
        Rational::new(3, 2),
        Rational::int(4),
        Rational::new(2, 3),
    ]);
    let power: u32 = if variant == 0 { 2 } else { 3 };
    let unit = if power == 2 { "cm²" } else { "cm³" };
    let mut original;
    loop {
        original = ctx.int(2, 60) as f64
            * if k.den() > 1 {
                k.den().pow(power) as f64
            } else {
                1.0
            };
        if original <= 5000.0 {
            break;
        }
    }
    let kp = k.checked_pow(power as i32).unwrap_or(Rational::ONE);
    let value = original * kp.to_f64();
    let kt = super::super::num::rat_or_dec(k, 3, lang);
    let kpt = super::super::num::rat_or_dec(kp, 4, lang);
    let ot = ctx.qty(original, 2, unit);
    let answer = Qty::rounded_exact(value, 3, unit);
    let at = answer.text(lang);
    // with its article: "un agrandissement", "une réduction"; "an enlargement", "a reduction"
    let a_change = if k.to_f64() > 1.0 {
        tr!(lang, "un agrandissement", "an enlargement")
    } else {
        tr!(lang, "une réduction", "a reduction")
    };
    let which = if power == 2 {
        tr!(lang, "Quelle est", "What is")
    } else {
        tr!(lang, "Quel est", "What is")
    };
    let what = if power == 2 {
        tr!(lang, "l'aire", "the area")
    } else {
        tr!(lang, "le volume", "the volume")
    };
    let solid = if power == 2 {
        tr!(
            lang,
            "Une figure a une aire de {ot}.",
            "A shape has an area of {ot}."
        )
    } else {
        tr!(
            lang,
            "Un solide a un volume de {ot}.",
            "A solid has a volume of {ot}."
        )
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::rounded_exact(original * k.to_f64(), 3, unit),
            "coefficient appliqué sans l'élever à la puissance",
            "applied the scale factor without raising it to a power",
        ),
        w(
            ctx,
            Qty::rounded_exact(
                original * k.to_f64() * if power == 2 { 2.0 } else { 3.0 },
                3,
                unit,
            ),
            "coefficient multiplié par l'exposant",
            "multiplied the factor by the exponent",
        ),
        w(
            ctx,
            Qty::rounded_exact(
                original
                    * k.checked_pow(if power == 2 { 3 } else { 2 })
                        .unwrap_or(k)
                        .to_f64(),
                3,
                unit,
            ),
            "mauvaise puissance du coefficient",
            "wrong power of the factor",
        ),
    ];
    Item {
        situation: tr!(
            lang,
            "{solid} On lui applique {a_change} de rapport k = {kt}.",
            "{solid} It undergoes {a_change} with scale factor k = {kt}."
        ),
        question: tr!(
            lang,
            "{which} {what} de la nouvelle figure, en {unit} ?",
            "{which} {what} of the new figure, in {unit}?"
        ),
        claim: tr!(
            lang,
            "{what} de la nouvelle figure vaut {{v}}",
            "{what} of the new figure is {{v}}"
        ),
        label: tr!(lang, "{ot}, k = {kt}", "{ot}, k = {kt}"),
        noun: what.clone(),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &scaling(k.to_f64(), &ot, "?", &format!("× {kt}")),
            tr!(
                lang,
                "Deux figures semblables, la seconde obtenue par {a_change} de rapport {kt}",
                "Two similar shapes, the second being {a_change} with factor {kt}"
            ),
        ),
        explanation: tr!(
            lang,
            "Dans {a_change} de rapport k, les aires sont multipliées par k² et les volumes par k³ : {ot} × {kpt} = {at}.",
            "In {a_change} with factor k, areas are multiplied by k² and volumes by k³: {ot} × {kpt} = {at}."
        ),
        facts: Facts::Scale {
            k,
            power,
            original: original * units::factor(unit).unwrap_or(1.0),
        },
        steps: Vec::new(),
        variant,
    }
}

/// The scale factor from a length and its image.
fn ratio_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let k = ctx.pick(&[
        Rational::int(2),
        Rational::int(3),
        Rational::new(1, 2),
        Rational::new(3, 2),
        Rational::new(5, 2),
        Rational::new(2, 3),
        Rational::new(3, 4),
        Rational::new(4, 3),
        Rational::new(1, 4),
        Rational::new(2, 5),
    ]);
    let side = ctx.int(2, 12) * k.den();
    let image = (k * Rational::int(side)).num();
    let (st, it) = (
        ctx.qty(side as f64, 0, "cm"),
        ctx.qty(image as f64, 0, "cm"),
    );
    let answer = Qty::rat_or_dec(k, 2, "");
    let at = answer.text(lang);
    let a_change = if k.to_f64() > 1.0 {
        tr!(lang, "un agrandissement", "an enlargement")
    } else {
        tr!(lang, "une réduction", "a reduction")
    };
    let compare = if k.to_f64() > 1.0 {
        tr!(lang, "k > 1", "k > 1")
    } else {
        tr!(lang, "k < 1", "k < 1")
    };
    let mut wrongs = vec![
        w(
            ctx,
            Qty::rat_or_dec(Rational::new(side, image), 2, ""),
            "rapport pris à l'envers (longueur de départ ÷ image)",
            "ratio upside down (original ÷ image)",
        ),
        w(
            ctx,
            Qty::int((image - side).abs(), ""),
            "différence des longueurs au lieu de leur quotient",
            "subtracted the lengths instead of dividing",
        ),
    ];
    if k > Rational::ONE {
        wrongs.push(w(
            ctx,
            Qty::rat_or_dec(k - Rational::ONE, 2, ""),
            "variation relative au lieu du rapport",
            "relative change instead of the ratio",
        ));
    }
    wrongs.push(w(
        ctx,
        Qty::rat_or_dec(k * k, 2, ""),
        "rapport des aires au lieu de celui des longueurs",
        "ratio of the areas instead of the lengths",
    ));
    Item {
        situation: tr!(
            lang,
            "Le triangle A′B′C′ est un agrandissement ou une réduction du triangle ABC : le côté [A′B′] est l'image du côté [AB]. On mesure AB = {st} et A′B′ = {it}.",
            "Triangle A′B′C′ is an enlargement or a reduction of triangle ABC: side [A′B′] is the image of side [AB]. AB = {st} and A′B′ = {it}."
        ),
        question: tr!(
            lang,
            "Quel est le rapport k qui transforme ABC en A′B′C′ ?",
            "What is the scale factor k that turns ABC into A′B′C′?"
        ),
        claim: tr!(
            lang,
            "le rapport k vaut {{v}}",
            "the scale factor k is {{v}}"
        ),
        label: tr!(lang, "AB = {st}, A′B′ = {it}", "AB = {st}, A′B′ = {it}"),
        noun: tr!(lang, "rapport k", "scale factor k"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &scaling(k.to_f64(), &st, &it, "× ?"),
            tr!(
                lang,
                "Deux figures semblables : un côté de {st} sur la première, son image de {it} sur la seconde ; rapport k inconnu",
                "Two similar shapes: a side of {st} on the first, its image of {it} on the second; scale factor k unknown"
            ),
        ),
        explanation: tr!(
            lang,
            "k = A′B′ ÷ AB = {image} ÷ {side} = {at} ; {compare}, c'est donc {a_change}.",
            "k = A′B′ ÷ AB = {image} ÷ {side} = {at}; {compare}, so it is {a_change}."
        ),
        facts: Facts::exact(format!("{image} ÷ {side}")),
        steps: Vec::new(),
        variant: 2,
    }
}
