//! The speed of sound: thunder and lightning, a sound in air or water (chapter `son` 4e,
//! mode 3 of [`SPEED`](super::SPEED)).

use super::{Texts, captions, divided, inverted, item, multiplied, product};
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::visual::{journey, visual};

pub(super) fn sound_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let water = variant == 2 && ctx.chance(0.4);
    let v = if water { 1500.0 } else { 340.0 };
    let t = ctx.pick(&[1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 5.0, 6.0, 8.0, 10.0]);
    let d = v * t;
    let (vt, tt, dt) = (ctx.qty(v, 0, "m/s"), ctx.qty(t, 1, "s"), ctx.qty(d, 0, "m"));
    let medium = if water {
        tr!(lang, "dans l'eau", "in water")
    } else {
        tr!(lang, "dans l'air", "in air")
    };
    let si = [v, t, d];
    let (answer, wrongs, alts, texts, slot) = match variant {
        0 => (
            Qty::exact(d, 0, "m"),
            vec![
                divided(ctx, Qty::rounded_exact(v / t, 1, "m"), "v", "t"),
                w(
                    ctx,
                    Qty::exact(d / 1000.0, 3, "m"),
                    "résultat en km écrit en m",
                    "result in km written in m",
                ),
                w(
                    ctx,
                    Qty::exact(d / 2.0, 0, "m"),
                    "division par 2 comme pour un écho",
                    "halved as for an echo",
                ),
            ],
            vec![Qty::exact(d / 1000.0, 3, "km")],
            Texts {
                situation: tr!(
                    lang,
                    "Pendant un orage, on entend le tonnerre {tt} après avoir vu l'éclair. Le son se propage {medium} à {vt} ; la lumière arrive presque instantanément.",
                    "During a storm, the thunder is heard {tt} after the lightning is seen. Sound travels {medium} at {vt}; light arrives almost instantly."
                ),
                question: tr!(
                    lang,
                    "À quelle distance, en mètres, l'éclair est-il tombé ?",
                    "How far away, in metres, did the lightning strike?"
                ),
                claim: tr!(
                    lang,
                    "l'éclair est tombé à {{v}}",
                    "the lightning struck {{v}} away"
                ),
                label: tr!(
                    lang,
                    "tonnerre entendu après {tt}",
                    "thunder heard after {tt}"
                ),
                noun: tr!(lang, "distance de l'orage", "distance of the storm"),
                explanation: tr!(
                    lang,
                    "d = v × t = {vt} × {tt} = {dt}.",
                    "d = v × t = {vt} × {tt} = {dt}."
                ),
            },
            2,
        ),
        1 => (
            Qty::exact(t, 1, "s"),
            vec![
                inverted(ctx, Qty::rounded_exact(v / d, 4, "s"), "v", "d"),
                w(
                    ctx,
                    Qty::exact(t * 2.0, 1, "s"),
                    "durée doublée comme pour un écho",
                    "doubled as for an echo",
                ),
                w(
                    ctx,
                    Qty::exact(t * 60.0, 0, "s"),
                    "confusion entre secondes et minutes",
                    "confused seconds and minutes",
                ),
            ],
            Vec::new(),
            Texts {
                situation: tr!(
                    lang,
                    "Un son se propage {medium} à {vt}. Il parcourt {dt}.",
                    "A sound travels {medium} at {vt}. It covers {dt}."
                ),
                question: tr!(
                    lang,
                    "Combien de temps, en secondes, met-il ?",
                    "How long, in seconds, does it take?"
                ),
                claim: tr!(lang, "le son met {{v}}", "the sound takes {{v}}"),
                label: tr!(lang, "{dt} {medium}", "{dt} {medium}"),
                noun: tr!(lang, "durée de propagation", "travel time"),
                explanation: tr!(
                    lang,
                    "t = d ÷ v = {dt} ÷ {vt} = {tt}.",
                    "t = d ÷ v = {dt} ÷ {vt} = {tt}."
                ),
            },
            1,
        ),
        _ => (
            Qty::exact(v, 0, "m/s"),
            vec![
                inverted(ctx, Qty::rounded_exact(t / d, 5, "m/s"), "t", "d"),
                multiplied(ctx, Qty::exact(d * t, 0, "m/s"), "d", "t"),
                w(
                    ctx,
                    Qty::exact(v * 3.6, 0, "m/s"),
                    "conversion en km/h appliquée à tort",
                    "converted into km/h by mistake",
                ),
            ],
            vec![Qty::exact(v * 3.6, 0, "km/h")],
            Texts {
                situation: tr!(
                    lang,
                    "Un son parcourt {dt} {medium} en {tt}.",
                    "A sound travels {dt} {medium} in {tt}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa vitesse de propagation, en m/s ?",
                    "What is its speed, in m/s?"
                ),
                claim: tr!(
                    lang,
                    "la vitesse du son est de {{v}}",
                    "the speed of sound is {{v}}"
                ),
                label: tr!(lang, "{dt} en {tt}", "{dt} in {tt}"),
                noun: tr!(lang, "vitesse du son", "speed of sound"),
                explanation: tr!(
                    lang,
                    "v = d ÷ t = {dt} ÷ {tt} = {vt}.",
                    "v = d ÷ t = {dt} ÷ {tt} = {vt}."
                ),
            },
            0,
        ),
    };
    let caps = match slot {
        2 => captions([("t", &tt), ("v", &vt)], "d"),
        1 => captions([("d", &dt), ("v", &vt)], "t"),
        _ => captions([("d", &dt), ("t", &tt)], "v"),
    };
    let (from, to) = if slot == 2 {
        (
            tr!(lang, "Éclair", "Lightning"),
            tr!(lang, "Observateur", "Observer"),
        )
    } else {
        (
            tr!(lang, "Source", "Source"),
            tr!(lang, "Récepteur", "Receiver"),
        )
    };
    let alt = format!("{} → {} : {}", from, to, caps.join(", "));
    let vis = visual(&journey(&from, &to, &caps), alt);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, Vec::new(), variant)
}
