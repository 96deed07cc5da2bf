//! Mass concentration: Cm = m ÷ V, with volumes in mL (chapter `solutions-et-concentration`
//! 2de).

use super::{Texts, captions, convert_step, divided, inverted, item, multiplied, product};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::generate::visual::{flask, visual};

/// Mass concentration: Cm = m / V.
pub(crate) static CONCENTRATION: Family = Family {
    name: "concentration",
    // every variant asks one of Cm, m, V from the other two (no dilution)
    notion: |_, _| Some("concentration"),
    item: concentration_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, MultipleChoice, Matching],
    variants: |_| 3,
};

fn concentration_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let v_ml = ctx.pick(&[50i64, 100, 200, 250, 500, 1000]) as f64;
    let cm = ctx.pick(&[2i64, 4, 5, 8, 10, 12, 15, 20, 25, 30, 40, 50]) as f64;
    let v_l = v_ml / 1000.0;
    let m = cm * v_l;
    let solute = ctx.pick(&[
        ("sucre", "sugar"),
        ("sel", "salt"),
        ("sulfate de cuivre", "copper sulfate"),
        ("glucose", "glucose"),
    ]);
    let solute = if ctx.fr() { solute.0 } else { solute.1 };
    let (mt, vt, vlt, ct) = (
        ctx.qty(m, 3, "g"),
        ctx.qty(v_ml, 0, "mL"),
        ctx.qty(v_l, 3, "L"),
        ctx.qty(cm, 0, "g/L"),
    );
    let si = [cm, v_l * 1e-3, m * 1e-3];
    let conv_step = convert_step(
        tr!(
            lang,
            "Convertis le volume en litres.",
            "Convert the volume into litres."
        ),
        Qty::exact(v_l, 3, "L"),
        v_ml,
        "mL",
    );
    let (answer, wrongs, alts, texts, caps, slot, steps) = match variant {
        0 => (
            Qty::exact(cm, 0, "g/L"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(m / v_ml, 5, "g/L"),
                    "volume en mL non converti en L",
                    "volume in mL not converted into L",
                ),
                inverted(ctx, Qty::rounded_exact(v_l / m, 4, "g/L"), "V", "m"),
                multiplied(ctx, Qty::rounded_exact(m * v_l, 5, "g/L"), "m", "V"),
            ],
            vec![Qty::exact(cm * 1000.0, 0, "mg/L")],
            Texts {
                situation: tr!(
                    lang,
                    "On dissout {mt} de {solute} dans de l'eau pour obtenir {vt} de solution.",
                    "{mt} of {solute} is dissolved in water to make {vt} of solution."
                ),
                question: tr!(
                    lang,
                    "Quelle est la concentration en masse de la solution, en g/L ?",
                    "What is the mass concentration of the solution, in g/L?"
                ),
                claim: tr!(
                    lang,
                    "la concentration en masse est de {{v}}",
                    "the mass concentration is {{v}}"
                ),
                label: format!("{mt}, {vt}"),
                noun: tr!(lang, "concentration en masse", "mass concentration"),
                explanation: tr!(
                    lang,
                    "Cm = m ÷ V avec V en litres : {vt} = {vlt}, donc Cm = {mt} ÷ {vlt} = {ct}.",
                    "Cm = m ÷ V with V in litres: {vt} = {vlt}, so Cm = {mt} ÷ {vlt} = {ct}."
                ),
            },
            captions([("m", &mt), ("V", &vt)], "Cm"),
            0,
            vec![conv_step],
        ),
        1 => (
            Qty::exact(m, 3, "g"),
            vec![
                w(
                    ctx,
                    Qty::exact(cm * v_ml, 0, "g"),
                    "volume en mL non converti en L",
                    "volume in mL not converted into L",
                ),
                divided(ctx, Qty::rounded_exact(cm / v_l, 2, "g"), "Cm", "V"),
                divided(ctx, Qty::rounded_exact(v_l / cm, 5, "g"), "V", "Cm"),
            ],
            vec![Qty::exact(m * 1000.0, 0, "mg")],
            Texts {
                situation: tr!(
                    lang,
                    "On veut préparer {vt} d'une solution de {solute} de concentration en masse {ct}.",
                    "We want to prepare {vt} of a {solute} solution with a mass concentration of {ct}."
                ),
                question: tr!(
                    lang,
                    "Quelle masse de {solute} faut-il dissoudre, en grammes ?",
                    "What mass of {solute} must be dissolved, in grams?"
                ),
                claim: tr!(
                    lang,
                    "il faut dissoudre {{v}} de {solute}",
                    "{{v}} of {solute} must be dissolved"
                ),
                label: format!("{vt}, {ct}"),
                noun: tr!(lang, "masse de soluté", "mass of solute"),
                explanation: tr!(
                    lang,
                    "m = Cm × V = {ct} × {vlt} = {mt}.",
                    "m = Cm × V = {ct} × {vlt} = {mt}."
                ),
            },
            captions([("Cm", &ct), ("V", &vt)], "m"),
            2,
            vec![conv_step],
        ),
        _ => (
            Qty::exact(v_ml, 0, "mL"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(v_l, 3, "mL"),
                    "volume en L écrit en mL",
                    "volume in L written in mL",
                ),
                multiplied(ctx, Qty::rounded_exact(m * cm, 3, "mL"), "m", "Cm"),
                inverted(ctx, Qty::rounded_exact(cm / m, 3, "mL"), "Cm", "m"),
            ],
            vec![Qty::exact(v_l, 3, "L")],
            Texts {
                situation: tr!(
                    lang,
                    "Une solution de {solute} a une concentration en masse de {ct}. Elle contient {mt} de {solute}.",
                    "A {solute} solution has a mass concentration of {ct}. It contains {mt} of {solute}."
                ),
                question: tr!(
                    lang,
                    "Quel est le volume de la solution, en mL ?",
                    "What is the volume of the solution, in mL?"
                ),
                claim: tr!(
                    lang,
                    "le volume de la solution est de {{v}}",
                    "the volume of the solution is {{v}}"
                ),
                label: format!("{mt}, {ct}"),
                noun: tr!(lang, "volume de solution", "volume of solution"),
                explanation: tr!(
                    lang,
                    "V = m ÷ Cm = {mt} ÷ {ct} = {vlt} = {vt}.",
                    "V = m ÷ Cm = {mt} ÷ {ct} = {vlt} = {vt}."
                ),
            },
            captions([("Cm", &ct), ("m", &mt)], "V"),
            1,
            Vec::new(),
        ),
    };
    let alt = format!(
        "{} {}",
        tr!(
            lang,
            "Fiole jaugée contenant la solution.",
            "Volumetric flask holding the solution."
        ),
        caps.join(", ")
    );
    let vis = visual(&flask(&caps), alt);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, steps, variant)
}
