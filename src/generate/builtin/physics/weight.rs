//! Weight and mass: P = m × g on the Earth or the Moon (chapter `poids-et-masse` 3e).

use super::{Texts, captions, divided, inverted, item, multiplied, product};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::kinds::capitalize;
use crate::generate::builtin::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::generate::num::round_to;
use crate::generate::visual::{visual, weight_diagram};

/// Weight: P = m × g.
pub(crate) static WEIGHT: Family = Family {
    name: "weight",
    // every variant asks one of P, m, g from the other two
    notion: |_, _| Some("relation"),
    item: weight_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Ordering, Matching],
    variants: |_| 3,
};

fn weight_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let moon = ctx.chance(0.35);
    let (g, body) = if moon {
        (1.6, tr!(lang, "sur la Lune", "on the Moon"))
    } else {
        (9.8, tr!(lang, "sur la Terre", "on Earth"))
    };
    let grams = variant == 0 && ctx.chance(0.3);
    let m = if grams {
        ctx.pick(&[200.0, 250.0, 500.0, 750.0, 1500.0]) / 1000.0
    } else {
        ctx.int(2, 120) as f64
    };
    let p = round_to(m * g, 2);
    let gt = ctx.qty(g, 1, "N/kg");
    let mt = if grams {
        ctx.qty(m * 1000.0, 0, "g")
    } else {
        ctx.qty(m, 0, "kg")
    };
    let pt_ = ctx.qty(p, 2, "N");
    let obj = if m >= 30.0 {
        tr!(lang, "Un astronaute équipé", "An equipped astronaut")
    } else {
        tr!(lang, "Un objet", "An object")
    };
    let si = [m, g, p];
    let (answer, wrongs, texts, caps, slot) = match variant {
        0 => {
            let mut wr = vec![
                divided(ctx, Qty::rounded_exact(m / g, 3, "N"), "m", "g"),
                w(
                    ctx,
                    Qty::exact(m, 3, "N"),
                    "confusion entre masse et poids",
                    "confused mass and weight",
                ),
            ];
            if moon {
                wr.push(w(
                    ctx,
                    Qty::rounded_exact(m * 9.8, 2, "N"),
                    "intensité de pesanteur terrestre utilisée sur la Lune",
                    "used Earth's gravity on the Moon",
                ));
            } else {
                wr.push(w(
                    ctx,
                    Qty::rounded_exact(m * 1.6, 2, "N"),
                    "intensité de pesanteur lunaire utilisée sur Terre",
                    "used the Moon's gravity on Earth",
                ));
            }
            if grams {
                wr.push(w(
                    ctx,
                    Qty::rounded_exact(m * 1000.0 * g, 1, "N"),
                    "masse en grammes non convertie en kg",
                    "mass in grams not converted into kg",
                ));
            }
            (
                Qty::exact(p, 2, "N"),
                wr,
                Texts {
                    situation: tr!(
                        lang,
                        "{obj} a une masse de {mt}. On prend g = {gt} {body}.",
                        "{obj} has a mass of {mt}. Take g = {gt} {body}."
                    ),
                    question: tr!(
                        lang,
                        "Quel est son poids {body}, en newtons ?",
                        "What is its weight {body}, in newtons?"
                    ),
                    claim: tr!(
                        lang,
                        "son poids {body} est de {{v}}",
                        "its weight {body} is {{v}}"
                    ),
                    label: tr!(lang, "{mt} {body} (g = {gt})", "{mt} {body} (g = {gt})"),
                    noun: tr!(lang, "poids", "weight"),
                    explanation: tr!(
                        lang,
                        "P = m × g = {mt} × {gt} = {pt_}.",
                        "P = m × g = {mt} × {gt} = {pt_}."
                    ),
                },
                captions([("m", &mt), ("g", &gt)], "P"),
                2,
            )
        }
        1 => (
            Qty::exact(m, 3, "kg"),
            vec![
                multiplied(ctx, Qty::rounded_exact(p * g, 2, "kg"), "P", "g"),
                w(
                    ctx,
                    Qty::exact(p, 2, "kg"),
                    "confusion entre poids et masse",
                    "confused weight and mass",
                ),
                inverted(ctx, Qty::rounded_exact(g / p, 4, "kg"), "g", "P"),
            ],
            Texts {
                situation: capitalize(&tr!(
                    lang,
                    "{body}, où g = {gt}, le poids d'un objet est de {pt_}.",
                    "{body}, where g = {gt}, an object weighs {pt_}."
                )),
                question: tr!(
                    lang,
                    "Quelle est sa masse, en kilogrammes ?",
                    "What is its mass, in kilograms?"
                ),
                claim: tr!(lang, "sa masse est de {{v}}", "its mass is {{v}}"),
                label: tr!(lang, "{pt_} {body} (g = {gt})", "{pt_} {body} (g = {gt})"),
                noun: tr!(lang, "masse", "mass"),
                explanation: tr!(
                    lang,
                    "m = P ÷ g = {pt_} ÷ {gt} = {mt}.",
                    "m = P ÷ g = {pt_} ÷ {gt} = {mt}."
                ),
            },
            captions([("P", &pt_), ("g", &gt)], "m"),
            0,
        ),
        _ => (
            Qty::exact(g, 1, "N/kg"),
            vec![
                inverted(ctx, Qty::rounded_exact(m / p, 4, "N/kg"), "m", "P"),
                multiplied(ctx, Qty::rounded_exact(p * m, 1, "N/kg"), "P", "m"),
                w(
                    ctx,
                    Qty::exact(if moon { 9.8 } else { 1.6 }, 1, "N/kg"),
                    "valeur apprise par cœur pour un autre astre",
                    "value remembered for another body",
                ),
            ],
            Texts {
                situation: tr!(
                    lang,
                    "Un objet de masse {mt} a un poids de {pt_}.",
                    "An object of mass {mt} weighs {pt_}."
                ),
                question: tr!(
                    lang,
                    "Quelle est l'intensité de la pesanteur g à cet endroit, en N/kg ?",
                    "What is the gravitational field strength g there, in N/kg?"
                ),
                claim: tr!(
                    lang,
                    "l'intensité de la pesanteur vaut {{v}}",
                    "the gravitational field strength is {{v}}"
                ),
                label: tr!(lang, "{mt} pesant {pt_}", "{mt} weighing {pt_}"),
                noun: tr!(
                    lang,
                    "intensité de la pesanteur",
                    "gravitational field strength"
                ),
                explanation: tr!(
                    lang,
                    "g = P ÷ m = {pt_} ÷ {mt} = {gt}.",
                    "g = P ÷ m = {pt_} ÷ {mt} = {gt}."
                ),
            },
            captions([("m", &mt), ("P", &pt_)], "g"),
            1,
        ),
    };
    let body_name = if moon {
        tr!(lang, "Lune", "Moon")
    } else {
        tr!(lang, "Terre", "Earth")
    };
    let alt = tr!(
        lang,
        "Objet posé au sol ({body_name}) et son poids P, flèche verticale vers le bas. ",
        "Object on the ground ({body_name}) and its weight P, a vertical arrow pointing down. "
    ) + &caps.join(", ");
    let vis = visual(&weight_diagram(&body_name, &caps[0], "P"), alt);
    let facts = product(si, slot, &answer);
    item(
        texts,
        answer,
        wrongs,
        Vec::new(),
        vis,
        facts,
        Vec::new(),
        variant,
    )
}
