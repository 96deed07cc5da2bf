//! Density: ρ = m ÷ V in g/cm³ or g/mL (chapter `masse-volumique` 4e), in kg/m³ in 2de
//! (`corps-purs-et-melanges`).

use super::{
    Texts, added, captions, divided, inverted, item, multiplied, product, triangle_figure,
};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::generate::num::round_to;

/// Density: ρ = m / V.
pub(crate) static DENSITY: Family = Family {
    name: "density",
    // every variant asks one of ρ, m, V from the other two: the relation, not the definition
    notion: |_, _| Some("calcul"),
    item: density_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
    variants: |_| 3,
};

fn density_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let liquid = ctx.chance(0.5);
    // ρ in g/cm³ (= g/mL) with one decimal, V in cm³, m = ρ V exact
    let rho10 = ctx.pick(&[7i64, 8, 9, 10, 11, 12, 13, 15, 19, 27, 78, 89, 113]);
    let rho10 = if liquid { rho10.min(15) } else { rho10 };
    let v = ctx.pick(&[10i64, 20, 25, 40, 50, 80, 100, 120, 150, 200, 250, 500]) as f64;
    let rho = rho10 as f64 / 10.0;
    let m = round_to(rho * v, 1);
    let vu = if liquid { "mL" } else { "cm³" };
    let ru = if liquid { "g/mL" } else { "g/cm³" };
    let what = if liquid {
        tr!(lang, "Un liquide", "A liquid")
    } else {
        tr!(lang, "Un objet plein", "A solid object")
    };
    let (mt, vt, rt) = (ctx.qty(m, 1, "g"), ctx.qty(v, 0, vu), ctx.qty(rho, 1, ru));
    let si = [rho * 1000.0, v * 1e-6, m * 1e-3];
    let rho_kgm3 = Qty::exact(rho * 1000.0, 0, "kg/m³");
    let (answer, wrongs, alts, texts, caps, slot) = match variant {
        0 => (
            Qty::exact(rho, 1, ru),
            vec![
                inverted(ctx, Qty::rounded_exact(v / m, 3, ru), "V", "m"),
                multiplied(ctx, Qty::exact(m * v, 1, ru), "m", "V"),
                w(
                    ctx,
                    Qty::exact(rho * 1000.0, 0, ru),
                    "valeur en kg/m³ écrite avec l'unité g/cm³",
                    "value in kg/m³ written with the unit g/cm³",
                ),
            ],
            vec![rho_kgm3.clone(), Qty::exact(rho * 1000.0, 0, "g/L")],
            Texts {
                situation: tr!(
                    lang,
                    "{what} a une masse de {mt} pour un volume de {vt}.",
                    "{what} has a mass of {mt} and a volume of {vt}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa masse volumique, en {ru} ?",
                    "What is its density, in {ru}?"
                ),
                claim: tr!(
                    lang,
                    "sa masse volumique est de {{v}}",
                    "its density is {{v}}"
                ),
                label: tr!(lang, "{mt} pour {vt}", "{mt} for {vt}"),
                noun: tr!(lang, "masse volumique", "density"),
                explanation: tr!(
                    lang,
                    "ρ = m ÷ V = {mt} ÷ {vt} = {rt}.",
                    "ρ = m ÷ V = {mt} ÷ {vt} = {rt}."
                ),
            },
            captions([("m", &mt), ("V", &vt)], "ρ"),
            0,
        ),
        1 => (
            Qty::exact(m, 1, "g"),
            vec![
                divided(ctx, Qty::rounded_exact(v / rho, 2, "g"), "V", "ρ"),
                divided(ctx, Qty::rounded_exact(rho / v, 4, "g"), "ρ", "V"),
                added(ctx, Qty::exact(v + rho, 1, "g"), "ρ", "V"),
            ],
            vec![Qty::exact(m / 1000.0, 4, "kg")],
            Texts {
                situation: tr!(
                    lang,
                    "{what} a une masse volumique de {rt} et un volume de {vt}.",
                    "{what} has a density of {rt} and a volume of {vt}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa masse, en grammes ?",
                    "What is its mass, in grams?"
                ),
                claim: tr!(lang, "sa masse est de {{v}}", "its mass is {{v}}"),
                label: tr!(lang, "{vt} à {rt}", "{vt} at {rt}"),
                noun: tr!(lang, "masse", "mass"),
                explanation: tr!(
                    lang,
                    "m = ρ × V = {rt} × {vt} = {mt}.",
                    "m = ρ × V = {rt} × {vt} = {mt}."
                ),
            },
            captions([("ρ", &rt), ("V", &vt)], "m"),
            2,
        ),
        _ => (
            Qty::exact(v, 0, vu),
            vec![
                multiplied(ctx, Qty::rounded_exact(m * rho, 2, vu), "m", "ρ"),
                inverted(ctx, Qty::rounded_exact(rho / m, 4, vu), "ρ", "m"),
                w(
                    ctx,
                    Qty::exact(v / 1000.0, 3, vu),
                    "conversion en litres appliquée à tort",
                    "converted into litres by mistake",
                ),
            ],
            vec![
                Qty::exact(v, 0, if liquid { "cm³" } else { "mL" }),
                Qty::exact(v / 1000.0, 3, "L"),
            ],
            Texts {
                situation: tr!(
                    lang,
                    "{what} a une masse de {mt} et une masse volumique de {rt}.",
                    "{what} has a mass of {mt} and a density of {rt}."
                ),
                question: tr!(
                    lang,
                    "Quel est son volume, en {vu} ?",
                    "What is its volume, in {vu}?"
                ),
                claim: tr!(lang, "son volume est de {{v}}", "its volume is {{v}}"),
                label: tr!(lang, "{mt} à {rt}", "{mt} at {rt}"),
                noun: tr!(lang, "volume", "volume"),
                explanation: tr!(
                    lang,
                    "V = m ÷ ρ = {mt} ÷ {rt} = {vt}.",
                    "V = m ÷ ρ = {mt} ÷ {rt} = {vt}."
                ),
            },
            captions([("m", &mt), ("ρ", &rt)], "V"),
            1,
        ),
    };
    let (answer, alts, texts) = if ctx.mode == 1 && slot == 0 {
        // 2de: in kg/m³
        let a = rho_kgm3.clone();
        let at = a.text(lang);
        let mut t = texts;
        t.question = tr!(
            lang,
            "Quelle est sa masse volumique, en kg/m³ ?",
            "What is its density, in kg/m³?"
        );
        t.explanation = tr!(
            lang,
            "ρ = m ÷ V = {mt} ÷ {vt} = {rt}, soit {at} (1 g/cm³ = 1000 kg/m³).",
            "ρ = m ÷ V = {mt} ÷ {vt} = {rt}, i.e. {at} (1 g/cm³ = 1000 kg/m³)."
        );
        (a, vec![Qty::exact(rho, 1, ru)], t)
    } else {
        (answer, alts, texts)
    };
    let wrongs = if ctx.mode == 1 && slot == 0 {
        vec![
            w(
                ctx,
                Qty::exact(rho, 1, "kg/m³"),
                "valeur en g/cm³ non convertie en kg/m³",
                "value in g/cm³ not converted into kg/m³",
            ),
            inverted(
                ctx,
                Qty::rounded_exact(v / m * 1000.0, 1, "kg/m³"),
                "V",
                "m",
            ),
            w(
                ctx,
                Qty::exact(rho * 100.0, 0, "kg/m³"),
                "conversion avec un facteur 100 au lieu de 1\u{202F}000",
                "converted with a factor of 100 instead of 1,000",
            ),
        ]
    } else {
        wrongs
    };
    let vis = triangle_figure(lang, ["m", "ρ", "V"], &caps);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, Vec::new(), variant)
}
