//! Physics-chemistry laws of the form `c = a × b` (speed, density, weight, Ohm's law, energy
//! and power, mass concentration) and kinetic energy.

use super::super::visual::{
    card, circuit, flask, formula_triangle, journey, visual, weight_diagram,
};
use super::facts::Facts;
use super::kinds::capitalize;
use super::{Ctx, Family, Item, Qty, Step, Wrong, no_special, tr, units, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

/// Speed: v = d / t.
pub(crate) static SPEED: Family = Family {
    name: "speed",
    item: speed_item,
    special: no_special,
    kinds: |_| {
        &[
            Numeric,
            SingleChoice,
            TrueFalse,
            MultipleChoice,
            Ordering,
            Matching,
        ]
    },
};

/// Density: ρ = m / V.
pub(crate) static DENSITY: Family = Family {
    name: "density",
    item: density_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
};

/// Weight: P = m × g.
pub(crate) static WEIGHT: Family = Family {
    name: "weight",
    item: weight_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Ordering, Matching],
};

/// Ohm's law: U = R × I.
pub(crate) static OHM: Family = Family {
    name: "ohm",
    item: ohm_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
};

/// Energy: E = P × t (mode 0), kinetic energy Ec = ½ m v² (mode 1).
pub(crate) static ENERGY: Family = Family {
    name: "energy",
    item: energy_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Ordering],
};

/// Mass concentration: Cm = m / V.
pub(crate) static CONCENTRATION: Family = Family {
    name: "concentration",
    item: concentration_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, MultipleChoice, Matching],
};

/// `a × b = c` facts in base units, with the answer's tolerance.
fn product(si: [f64; 3], slot: usize, answer: &Qty) -> Facts {
    Facts::Product {
        abc: si,
        slot,
        tol: answer.tol * units::factor(answer.unit).unwrap_or(1.0),
    }
}

/// Shared tail of every product-law item.
struct Texts {
    situation: String,
    question: String,
    claim: String,
    label: String,
    noun: String,
    explanation: String,
}

#[allow(clippy::too_many_arguments)]
fn item(
    t: Texts,
    answer: Qty,
    wrongs: Vec<Wrong>,
    alts: Vec<Qty>,
    vis: Visual,
    facts: Facts,
    steps: Vec<Step>,
    variant: u8,
) -> Item {
    Item {
        situation: t.situation,
        question: t.question,
        claim: t.claim,
        label: t.label,
        noun: t.noun,
        answer,
        wrongs,
        alts,
        visual: vis,
        explanation: t.explanation,
        facts,
        steps,
        variant,
    }
}

// ------------------------------------------------------------------------------------ speed

fn mover(ctx: &Ctx, v_kmh: f64) -> String {
    let (fr, en) = if v_kmh < 18.0 {
        ("Un coureur", "A runner")
    } else if v_kmh < 40.0 {
        ("Une cycliste", "A cyclist")
    } else if v_kmh < 140.0 {
        ("Une voiture", "A car")
    } else {
        ("Un train", "A train")
    };
    if ctx.fr() {
        fr.to_owned()
    } else {
        en.to_owned()
    }
}

fn speed_item(ctx: &mut Ctx) -> Item {
    if ctx.mode == 3 {
        return sound_item(ctx);
    }
    let variant = ctx.variant(3);
    let metric = match ctx.mode {
        0 => false,
        1 => ctx.chance(0.35),
        2 => ctx.chance(0.3),
        _ => ctx.chance(0.65),
    };
    if metric {
        return speed_metric(ctx, variant);
    }
    let minutes = ctx.mode >= 1 && ctx.chance(0.55);
    let (t_min, t_h) = if minutes {
        let m = ctx.pick(&[15i64, 20, 30, 40, 45, 75, 90]);
        (m, m as f64 / 60.0)
    } else {
        let h = if ctx.mode == 0 {
            ctx.int(1, 4) as f64
        } else {
            ctx.pick(&[1.0, 2.0, 3.0, 1.5, 2.5, 4.0])
        };
        ((h * 60.0) as i64, h)
    };
    let speeds = [
        12i64, 15, 18, 20, 24, 30, 36, 45, 48, 60, 72, 80, 90, 96, 120, 150, 240,
    ];
    let mut v = 60;
    for _ in 0..40 {
        v = ctx.pick(&speeds);
        let d_num = v * t_min;
        if d_num % 60 == 0 || (minutes && d_num % 6 == 0 && ctx.mode >= 2) {
            break;
        }
    }
    let d = v as f64 * t_h;
    let d = super::super::num::round_to(d, 1);
    let v = v as f64;
    let lang = ctx.lang;
    let t_text = if minutes {
        ctx.qty(t_min as f64, 0, "min")
    } else {
        ctx.qty(t_h, 1, "h")
    };
    let d_q = Qty::exact(d, 1, "km");
    let v_q = Qty::exact(v, 0, "km/h");
    let who = mover(ctx, v);
    let si = [v / 3.6, t_h * 3600.0, d * 1000.0];
    let exact_hours = (t_min * 100) % 60 == 0;
    let t_h_q = Qty::exact(t_h, 2, "h");
    let steps = if minutes && exact_hours {
        vec![Step {
            prompt: tr!(
                lang,
                "Convertis la durée en heures.",
                "Convert the duration into hours."
            ),
            answer: t_h_q.clone(),
            facts: Facts::Convert {
                value: t_min as f64,
                from: "min",
            },
        }]
    } else {
        Vec::new()
    };
    let dt = d_q.text(lang);
    let vt = v_q.text(lang);
    let caption_t = format!("t = {t_text}");
    let (answer, wrongs, alts, texts, captions, slot) = match variant {
        0 => {
            let mut wrongs = vec![
                w(
                    ctx,
                    Qty::rounded_exact(t_h / d, 3, "km/h"),
                    "formule inversée : t ÷ d au lieu de d ÷ t",
                    "inverted formula: t ÷ d instead of d ÷ t",
                ),
                w(
                    ctx,
                    Qty::exact(d * t_h, 2, "km/h"),
                    "multiplication de d par t au lieu d'une division",
                    "multiplied d by t instead of dividing",
                ),
            ];
            if minutes {
                wrongs.push(w(
                    ctx,
                    Qty::rounded_exact(d / t_min as f64, 2, "km/h"),
                    "durée en minutes non convertie en heures",
                    "duration in minutes not converted into hours",
                ));
                wrongs.push(w(
                    ctx,
                    Qty::rounded_exact(d / (t_min as f64 / 100.0), 1, "km/h"),
                    "minutes lues comme des centièmes d'heure (ex. 45 min = 0,45 h)",
                    "minutes read as hundredths of an hour (e.g. 45 min = 0.45 h)",
                ));
            }
            let mut alts = Vec::new();
            if (v as i64) % 3 == 0 {
                alts.push(Qty::exact(v * 1000.0 / 60.0, 0, "m/min"));
            }
            if (v as i64) % 18 == 0 {
                alts.push(Qty::exact(v / 3.6, 1, "m/s"));
            }
            let texts = Texts {
                situation: tr!(
                    lang,
                    "{who} parcourt {dt} en {t_text}.",
                    "{who} travels {dt} in {t_text}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa vitesse moyenne, en km/h ?",
                    "What is its average speed, in km/h?"
                ),
                claim: tr!(
                    lang,
                    "sa vitesse moyenne est de {{v}}",
                    "its average speed is {{v}}"
                ),
                label: tr!(lang, "{dt} en {t_text}", "{dt} in {t_text}"),
                noun: tr!(lang, "vitesse moyenne", "average speed"),
                explanation: if minutes {
                    let th = if exact_hours {
                        t_h_q.text(lang)
                    } else {
                        let r = super::super::rational::Rational::new(t_min, 60);
                        format!("{} h", ctx.frac(r)).replace(' ', "\u{A0}")
                    };
                    tr!(
                        lang,
                        "v = d ÷ t avec t en heures : {t_text} = {th}, donc v = {dt} ÷ {th} = {vt}.",
                        "v = d ÷ t with t in hours: {t_text} = {th}, so v = {dt} ÷ {th} = {vt}."
                    )
                } else {
                    tr!(
                        lang,
                        "v = d ÷ t = {dt} ÷ {t_text} = {vt}.",
                        "v = d ÷ t = {dt} ÷ {t_text} = {vt}."
                    )
                },
            };
            (
                v_q.clone(),
                wrongs,
                alts,
                texts,
                vec![format!("d = {dt}"), caption_t, "v = ?".to_owned()],
                0,
            )
        }
        1 => {
            let mut wrongs = vec![
                w(
                    ctx,
                    Qty::rounded_exact(v / t_h, 2, "km"),
                    "division de v par t au lieu d'une multiplication",
                    "divided v by t instead of multiplying",
                ),
                w(
                    ctx,
                    Qty::exact(v + t_h, 2, "km"),
                    "addition de v et t",
                    "added v and t",
                ),
            ];
            if minutes {
                wrongs.push(w(
                    ctx,
                    Qty::exact(v * t_min as f64, 0, "km"),
                    "durée en minutes non convertie en heures",
                    "duration in minutes not converted into hours",
                ));
                wrongs.push(w(
                    ctx,
                    Qty::rounded_exact(v * t_min as f64 / 100.0, 2, "km"),
                    "minutes lues comme des centièmes d'heure",
                    "minutes read as hundredths of an hour",
                ));
            }
            let alts = vec![Qty::exact(d * 1000.0, 0, "m")];
            let texts = Texts {
                situation: tr!(
                    lang,
                    "{who} roule à la vitesse moyenne de {vt} pendant {t_text}.",
                    "{who} moves at an average speed of {vt} for {t_text}."
                ),
                question: tr!(
                    lang,
                    "Quelle distance parcourt-elle, en km ?",
                    "What distance does it travel, in km?"
                ),
                claim: tr!(
                    lang,
                    "la distance parcourue est de {{v}}",
                    "the distance travelled is {{v}}"
                ),
                label: tr!(lang, "{vt} pendant {t_text}", "{vt} for {t_text}"),
                noun: tr!(lang, "distance parcourue", "distance travelled"),
                explanation: tr!(
                    lang,
                    "d = v × t = {vt} × {t_text} = {dt}.",
                    "d = v × t = {vt} × {t_text} = {dt}."
                ),
            };
            (
                d_q.clone(),
                wrongs,
                alts,
                texts,
                vec![caption_t, format!("v = {vt}"), "d = ?".to_owned()],
                2,
            )
        }
        _ => {
            let (ans, alts, unit_q) = if minutes {
                let mut alts = Vec::new();
                if exact_hours {
                    alts.push(t_h_q.clone());
                }
                (
                    Qty::int(t_min, "min"),
                    alts,
                    tr!(lang, "en minutes", "in minutes"),
                )
            } else {
                (
                    Qty::exact(t_h, 1, "h"),
                    vec![Qty::int(t_min, "min")],
                    tr!(lang, "en heures", "in hours"),
                )
            };
            let mut wrongs = vec![
                w(
                    ctx,
                    Qty::rounded_exact(v / d, 3, ans.unit),
                    "formule inversée : v ÷ d au lieu de d ÷ v",
                    "inverted formula: v ÷ d instead of d ÷ v",
                ),
                w(
                    ctx,
                    Qty::exact(d * v, 1, ans.unit),
                    "multiplication de d par v",
                    "multiplied d by v",
                ),
            ];
            if minutes {
                wrongs.push(w(
                    ctx,
                    Qty::exact(t_h, 2, "min"),
                    "durée en heures donnée comme des minutes",
                    "duration in hours given as minutes",
                ));
                wrongs.push(w(
                    ctx,
                    Qty::exact(t_h * 100.0, 0, "min"),
                    "heures décimales lues comme des minutes (0,75 h = 75 min)",
                    "decimal hours read as minutes (0.75 h = 75 min)",
                ));
            } else {
                wrongs.push(w(
                    ctx,
                    Qty::exact(t_h, 1, "min"),
                    "unité oubliée : le résultat de d ÷ v est en heures",
                    "unit slip: d ÷ v gives hours",
                ));
            }
            let at = ans.text(lang);
            let texts = Texts {
                situation: tr!(
                    lang,
                    "{who} parcourt {dt} à la vitesse moyenne de {vt}.",
                    "{who} travels {dt} at an average speed of {vt}."
                ),
                question: tr!(
                    lang,
                    "Combien de temps dure le trajet, {unit_q} ?",
                    "How long does the journey take, {unit_q}?"
                ),
                claim: tr!(lang, "le trajet dure {{v}}", "the journey takes {{v}}"),
                label: tr!(lang, "{dt} à {vt}", "{dt} at {vt}"),
                noun: tr!(lang, "durée du trajet", "journey time"),
                explanation: tr!(
                    lang,
                    "t = d ÷ v = {dt} ÷ {vt} = {at}.",
                    "t = d ÷ v = {dt} ÷ {vt} = {at}."
                ),
            };
            (
                ans,
                wrongs,
                alts,
                texts,
                vec![format!("d = {dt}"), format!("v = {vt}"), "t = ?".to_owned()],
                1,
            )
        }
    };
    let caps_text = captions.join(", ");
    let alt = tr!(
        lang,
        "Trajet de A à B. {caps_text}",
        "Journey from A to B. {caps_text}"
    );
    let vis = visual(&journey("A", "B", &captions), alt);
    let facts = product(si, slot, &answer);
    let steps = if slot == 0 { steps } else { Vec::new() };
    item(texts, answer, wrongs, alts, vis, facts, steps, variant)
}

fn speed_metric(ctx: &mut Ctx, variant: u8) -> Item {
    let lang = ctx.lang;
    let v = ctx.pick(&[2i64, 3, 4, 5, 6, 8, 10, 12, 15, 20, 25, 30]) as f64;
    let t = ctx.pick(&[10i64, 20, 25, 30, 40, 50, 60, 80, 100, 120, 150, 200]) as f64;
    let d = v * t;
    let who = mover(ctx, v * 3.6);
    let (vt, tt, dt) = (ctx.qty(v, 0, "m/s"), ctx.qty(t, 0, "s"), ctx.qty(d, 0, "m"));
    let si = [v, t, d];
    let (answer, wrongs, alts, texts, captions, slot) = match variant {
        0 => (
            Qty::exact(v, 0, "m/s"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(t / d, 3, "m/s"),
                    "formule inversée : t ÷ d",
                    "inverted formula: t ÷ d",
                ),
                w(
                    ctx,
                    Qty::exact(d * t, 0, "m/s"),
                    "multiplication de d par t",
                    "multiplied d by t",
                ),
                w(
                    ctx,
                    Qty::exact(v * 3.6, 1, "m/s"),
                    "conversion en km/h appliquée à tort",
                    "converted into km/h by mistake",
                ),
            ],
            vec![Qty::exact(v * 3.6, 1, "km/h")],
            Texts {
                situation: tr!(
                    lang,
                    "{who} parcourt {dt} en {tt}.",
                    "{who} travels {dt} in {tt}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa vitesse moyenne, en m/s ?",
                    "What is its average speed, in m/s?"
                ),
                claim: tr!(
                    lang,
                    "sa vitesse moyenne est de {{v}}",
                    "its average speed is {{v}}"
                ),
                label: tr!(lang, "{dt} en {tt}", "{dt} in {tt}"),
                noun: tr!(lang, "vitesse moyenne", "average speed"),
                explanation: tr!(
                    lang,
                    "v = d ÷ t = {dt} ÷ {tt} = {vt}.",
                    "v = d ÷ t = {dt} ÷ {tt} = {vt}."
                ),
            },
            vec![format!("d = {dt}"), format!("t = {tt}"), "v = ?".to_owned()],
            0,
        ),
        1 => (
            Qty::exact(d, 0, "m"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(v / t, 3, "m"),
                    "division de v par t",
                    "divided v by t",
                ),
                w(
                    ctx,
                    Qty::exact(v + t, 0, "m"),
                    "addition de v et t",
                    "added v and t",
                ),
                w(
                    ctx,
                    Qty::exact(d * 3.6, 1, "m"),
                    "conversion en km/h appliquée à tort",
                    "converted into km/h by mistake",
                ),
            ],
            vec![Qty::exact(d / 1000.0, 3, "km")],
            Texts {
                situation: tr!(
                    lang,
                    "{who} se déplace à la vitesse moyenne de {vt} pendant {tt}.",
                    "{who} moves at an average speed of {vt} for {tt}."
                ),
                question: tr!(
                    lang,
                    "Quelle distance parcourt-elle, en mètres ?",
                    "What distance does it travel, in metres?"
                ),
                claim: tr!(
                    lang,
                    "la distance parcourue est de {{v}}",
                    "the distance travelled is {{v}}"
                ),
                label: tr!(lang, "{vt} pendant {tt}", "{vt} for {tt}"),
                noun: tr!(lang, "distance parcourue", "distance travelled"),
                explanation: tr!(
                    lang,
                    "d = v × t = {vt} × {tt} = {dt}.",
                    "d = v × t = {vt} × {tt} = {dt}."
                ),
            },
            vec![format!("v = {vt}"), format!("t = {tt}"), "d = ?".to_owned()],
            2,
        ),
        _ => (
            Qty::exact(t, 0, "s"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(v / d, 3, "s"),
                    "formule inversée : v ÷ d",
                    "inverted formula: v ÷ d",
                ),
                w(
                    ctx,
                    Qty::exact(d * v, 0, "s"),
                    "multiplication de d par v",
                    "multiplied d by v",
                ),
                w(
                    ctx,
                    Qty::exact(d - v, 0, "s"),
                    "soustraction de v à d",
                    "subtracted v from d",
                ),
            ],
            if (t as i64) % 60 == 0 {
                vec![Qty::exact(t / 60.0, 0, "min")]
            } else {
                Vec::new()
            },
            Texts {
                situation: tr!(
                    lang,
                    "{who} parcourt {dt} à la vitesse moyenne de {vt}.",
                    "{who} travels {dt} at an average speed of {vt}."
                ),
                question: tr!(
                    lang,
                    "Quelle est la durée du trajet, en secondes ?",
                    "How long does the journey take, in seconds?"
                ),
                claim: tr!(lang, "le trajet dure {{v}}", "the journey takes {{v}}"),
                label: tr!(lang, "{dt} à {vt}", "{dt} at {vt}"),
                noun: tr!(lang, "durée du trajet", "journey time"),
                explanation: tr!(
                    lang,
                    "t = d ÷ v = {dt} ÷ {vt} = {tt}.",
                    "t = d ÷ v = {dt} ÷ {vt} = {tt}."
                ),
            },
            vec![format!("d = {dt}"), format!("v = {vt}"), "t = ?".to_owned()],
            1,
        ),
    };
    let alt = format!(
        "{} {}",
        tr!(lang, "Trajet de A à B.", "Journey from A to B."),
        captions.join(", ")
    );
    let vis = visual(&journey("A", "B", &captions), alt);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, Vec::new(), variant)
}

fn sound_item(ctx: &mut Ctx) -> Item {
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
                w(
                    ctx,
                    Qty::rounded_exact(v / t, 1, "m"),
                    "division de v par t",
                    "divided v by t",
                ),
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
                w(
                    ctx,
                    Qty::rounded_exact(v / d, 4, "s"),
                    "formule inversée : v ÷ d",
                    "inverted formula: v ÷ d",
                ),
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
                w(
                    ctx,
                    Qty::rounded_exact(t / d, 5, "m/s"),
                    "formule inversée : t ÷ d",
                    "inverted formula: t ÷ d",
                ),
                w(
                    ctx,
                    Qty::exact(d * t, 0, "m/s"),
                    "multiplication de d par t",
                    "multiplied d by t",
                ),
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
        2 => vec![format!("t = {tt}"), format!("v = {vt}"), "d = ?".to_owned()],
        1 => vec![format!("d = {dt}"), format!("v = {vt}"), "t = ?".to_owned()],
        _ => vec![format!("d = {dt}"), format!("t = {tt}"), "v = ?".to_owned()],
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

// ---------------------------------------------------------------------------------- density

fn density_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let liquid = ctx.chance(0.5);
    // ρ in g/cm³ (= g/mL) with one decimal, V in cm³, m = ρ V exact
    let rho10 = ctx.pick(&[7i64, 8, 9, 10, 11, 12, 13, 15, 19, 27, 78, 89, 113]);
    let rho10 = if liquid { rho10.min(15) } else { rho10 };
    let v = ctx.pick(&[10i64, 20, 25, 40, 50, 80, 100, 120, 150, 200, 250, 500]) as f64;
    let rho = rho10 as f64 / 10.0;
    let m = super::super::num::round_to(rho * v, 1);
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
                w(
                    ctx,
                    Qty::rounded_exact(v / m, 3, ru),
                    "formule inversée : V ÷ m",
                    "inverted formula: V ÷ m",
                ),
                w(
                    ctx,
                    Qty::exact(m * v, 1, ru),
                    "multiplication de m par V",
                    "multiplied m by V",
                ),
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
            vec![format!("m = {mt}"), format!("V = {vt}"), "ρ = ?".to_owned()],
            0,
        ),
        1 => (
            Qty::exact(m, 1, "g"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(v / rho, 2, "g"),
                    "division de V par ρ",
                    "divided V by ρ",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(rho / v, 4, "g"),
                    "division de ρ par V",
                    "divided ρ by V",
                ),
                w(
                    ctx,
                    Qty::exact(v + rho, 1, "g"),
                    "addition de ρ et V",
                    "added ρ and V",
                ),
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
            vec![format!("ρ = {rt}"), format!("V = {vt}"), "m = ?".to_owned()],
            2,
        ),
        _ => (
            Qty::exact(v, 0, vu),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(m * rho, 2, vu),
                    "multiplication de m par ρ",
                    "multiplied m by ρ",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(rho / m, 4, vu),
                    "formule inversée : ρ ÷ m",
                    "inverted formula: ρ ÷ m",
                ),
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
            vec![format!("m = {mt}"), format!("ρ = {rt}"), "V = ?".to_owned()],
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
            w(
                ctx,
                Qty::rounded_exact(v / m * 1000.0, 1, "kg/m³"),
                "formule inversée : V ÷ m",
                "inverted formula: V ÷ m",
            ),
            w(
                ctx,
                Qty::exact(rho * 100.0, 0, "kg/m³"),
                "conversion avec un facteur 100 au lieu de 1 000",
                "converted with a factor of 100 instead of 1,000",
            ),
        ]
    } else {
        wrongs
    };
    let alt = format!(
        "{} {}",
        tr!(
            lang,
            "Triangle des formules : m en haut, ρ et V en bas.",
            "Formula triangle: m on top, ρ and V below."
        ),
        caps.join(", ")
    );
    let vis = visual(&formula_triangle("m", "ρ", "V", &caps), alt);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, Vec::new(), variant)
}

// ----------------------------------------------------------------------------------- weight

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
    let p = super::super::num::round_to(m * g, 2);
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
                w(
                    ctx,
                    Qty::rounded_exact(m / g, 3, "N"),
                    "division de m par g",
                    "divided m by g",
                ),
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
                    label: tr!(lang, "{mt} {body}", "{mt} {body}"),
                    noun: tr!(lang, "poids", "weight"),
                    explanation: tr!(
                        lang,
                        "P = m × g = {mt} × {gt} = {pt_}.",
                        "P = m × g = {mt} × {gt} = {pt_}."
                    ),
                },
                vec![format!("m = {mt}"), format!("g = {gt}"), "P = ?".to_owned()],
                2,
            )
        }
        1 => (
            Qty::exact(m, 3, "kg"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(p * g, 2, "kg"),
                    "multiplication de P par g",
                    "multiplied P by g",
                ),
                w(
                    ctx,
                    Qty::exact(p, 2, "kg"),
                    "confusion entre poids et masse",
                    "confused weight and mass",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(g / p, 4, "kg"),
                    "formule inversée : g ÷ P",
                    "inverted formula: g ÷ P",
                ),
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
                label: tr!(lang, "{pt_} {body}", "{pt_} {body}"),
                noun: tr!(lang, "masse", "mass"),
                explanation: tr!(
                    lang,
                    "m = P ÷ g = {pt_} ÷ {gt} = {mt}.",
                    "m = P ÷ g = {pt_} ÷ {gt} = {mt}."
                ),
            },
            vec![
                format!("P = {pt_}"),
                format!("g = {gt}"),
                "m = ?".to_owned(),
            ],
            0,
        ),
        _ => (
            Qty::exact(g, 1, "N/kg"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(m / p, 4, "N/kg"),
                    "formule inversée : m ÷ P",
                    "inverted formula: m ÷ P",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(p * m, 1, "N/kg"),
                    "multiplication de P par m",
                    "multiplied P by m",
                ),
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
            vec![
                format!("m = {mt}"),
                format!("P = {pt_}"),
                "g = ?".to_owned(),
            ],
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

// -------------------------------------------------------------------------------------- ohm

fn ohm_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let rs = [
        10i64, 20, 47, 50, 100, 150, 200, 220, 330, 470, 1000, 1500, 2200,
    ];
    let (mut r, mut i_ma) = (100i64, 50i64);
    for _ in 0..60 {
        r = ctx.pick(&rs);
        i_ma = ctx.pick(&[
            2i64, 4, 5, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80, 100, 120, 150, 200, 250, 300,
        ]);
        let u_thousandths = r * i_ma;
        if u_thousandths <= 24_000 && u_thousandths % 10 == 0 && u_thousandths >= 1000 {
            break;
        }
    }
    let i = i_ma as f64 / 1000.0;
    let u = super::super::num::round_to(r as f64 * i, 2);
    let r = r as f64;
    let (rt, ut) = (ctx.qty(r, 0, "Ω"), ctx.qty(u, 2, "V"));
    let it_ma = ctx.qty(i_ma as f64, 0, "mA");
    let it_a = ctx.qty(i, 3, "A");
    let si = [r, i, u];
    let given_ma = ctx.chance(0.6);
    let it = if given_ma {
        it_ma.clone()
    } else {
        it_a.clone()
    };
    let (answer, wrongs, alts, texts, labels, slot, steps) = match variant {
        0 => {
            let mut wr = vec![
                w(
                    ctx,
                    Qty::rounded_exact(r / i, 1, "V"),
                    "division de R par I au lieu d'une multiplication",
                    "divided R by I instead of multiplying",
                ),
                w(
                    ctx,
                    Qty::exact(r + i, 3, "V"),
                    "addition de R et I",
                    "added R and I",
                ),
            ];
            if given_ma {
                wr.push(w(
                    ctx,
                    Qty::exact(r * i_ma as f64, 0, "V"),
                    "intensité en mA non convertie en A",
                    "current in mA not converted into A",
                ));
            }
            let steps = if given_ma {
                vec![Step {
                    prompt: tr!(
                        lang,
                        "Convertis l'intensité en ampères.",
                        "Convert the current into amperes."
                    ),
                    answer: Qty::exact(i, 3, "A"),
                    facts: Facts::Convert {
                        value: i_ma as f64,
                        from: "mA",
                    },
                }]
            } else {
                Vec::new()
            };
            (
                Qty::exact(u, 2, "V"),
                wr,
                if u < 1000.0 {
                    vec![Qty::exact(u * 1000.0, 0, "mV")]
                } else {
                    Vec::new()
                },
                Texts {
                    situation: tr!(
                        lang,
                        "Un conducteur ohmique de résistance R = {rt} est traversé par un courant d'intensité I = {it}.",
                        "A resistor of resistance R = {rt} carries a current I = {it}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est la tension U à ses bornes, en volts ?",
                        "What is the voltage U across it, in volts?"
                    ),
                    claim: tr!(
                        lang,
                        "la tension à ses bornes est de {{v}}",
                        "the voltage across it is {{v}}"
                    ),
                    label: format!("R = {rt}, I = {it}"),
                    noun: tr!(lang, "tension", "voltage"),
                    explanation: tr!(
                        lang,
                        "Loi d'Ohm : U = R × I = {rt} × {it_a} = {ut}.",
                        "Ohm's law: U = R × I = {rt} × {it_a} = {ut}."
                    ),
                },
                (format!("R = {rt}"), "U = ?".to_owned(), format!("I = {it}")),
                2,
                steps,
            )
        }
        1 => {
            let in_ma = ctx.chance(0.5);
            let ans = if in_ma {
                Qty::int(i_ma, "mA")
            } else {
                Qty::exact(i, 3, "A")
            };
            let alt = if in_ma {
                Qty::exact(i, 3, "A")
            } else {
                Qty::int(i_ma, "mA")
            };
            let unit_name = if in_ma {
                tr!(lang, "en milliampères", "in milliamperes")
            } else {
                tr!(lang, "en ampères", "in amperes")
            };
            let at = ans.text(lang);
            (
                ans.clone(),
                vec![
                    w(
                        ctx,
                        Qty::rounded_exact(r / u, 3, ans.unit),
                        "formule inversée : R ÷ U",
                        "inverted formula: R ÷ U",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(u * r, 1, ans.unit),
                        "multiplication de U par R",
                        "multiplied U by R",
                    ),
                    if in_ma {
                        w(
                            ctx,
                            Qty::exact(i, 3, "mA"),
                            "valeur en ampères écrite en milliampères",
                            "value in amperes written in milliamperes",
                        )
                    } else {
                        w(
                            ctx,
                            Qty::exact(i_ma as f64, 0, "A"),
                            "valeur en milliampères écrite en ampères",
                            "value in milliamperes written in amperes",
                        )
                    },
                ],
                vec![alt],
                Texts {
                    situation: tr!(
                        lang,
                        "La tension aux bornes d'un conducteur ohmique de résistance R = {rt} est U = {ut}.",
                        "The voltage across a resistor of resistance R = {rt} is U = {ut}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est l'intensité I du courant qui le traverse, {unit_name} ?",
                        "What is the current I through it, {unit_name}?"
                    ),
                    claim: tr!(
                        lang,
                        "l'intensité du courant est de {{v}}",
                        "the current is {{v}}"
                    ),
                    label: format!("R = {rt}, U = {ut}"),
                    noun: tr!(lang, "intensité", "current"),
                    explanation: tr!(
                        lang,
                        "I = U ÷ R = {ut} ÷ {rt} = {it_a}, soit {at}.",
                        "I = U ÷ R = {ut} ÷ {rt} = {it_a}, i.e. {at}."
                    ),
                },
                (format!("R = {rt}"), format!("U = {ut}"), "I = ?".to_owned()),
                1,
                Vec::new(),
            )
        }
        _ => {
            let mut wr = vec![
                w(
                    ctx,
                    Qty::rounded_exact(i / u, 5, "Ω"),
                    "formule inversée : I ÷ U",
                    "inverted formula: I ÷ U",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(u * i, 4, "Ω"),
                    "multiplication de U par I",
                    "multiplied U by I",
                ),
            ];
            if given_ma {
                wr.push(w(
                    ctx,
                    Qty::rounded_exact(u / i_ma as f64, 4, "Ω"),
                    "intensité en mA non convertie en A",
                    "current in mA not converted into A",
                ));
            }
            let alts = if r >= 1000.0 {
                vec![Qty::exact(r / 1000.0, 1, "kΩ")]
            } else {
                Vec::new()
            };
            (
                Qty::exact(r, 0, "Ω"),
                wr,
                alts,
                Texts {
                    situation: tr!(
                        lang,
                        "Un conducteur ohmique soumis à une tension U = {ut} est traversé par un courant d'intensité I = {it}.",
                        "A resistor with a voltage U = {ut} across it carries a current I = {it}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est sa résistance R, en ohms ?",
                        "What is its resistance R, in ohms?"
                    ),
                    claim: tr!(
                        lang,
                        "sa résistance est de {{v}}",
                        "its resistance is {{v}}"
                    ),
                    label: format!("U = {ut}, I = {it}"),
                    noun: tr!(lang, "résistance", "resistance"),
                    explanation: tr!(
                        lang,
                        "R = U ÷ I = {ut} ÷ {it_a} = {rt}.",
                        "R = U ÷ I = {ut} ÷ {it_a} = {rt}."
                    ),
                },
                ("R = ?".to_owned(), format!("U = {ut}"), format!("I = {it}")),
                0,
                Vec::new(),
            )
        }
    };
    let (l0, l1, l2) = (&labels.0, &labels.1, &labels.2);
    let alt = tr!(
        lang,
        "Circuit en série : générateur, conducteur ohmique ({l0}) et ampèremètre ({l2}) ; voltmètre branché aux bornes du conducteur ({l1}).",
        "Series circuit: power supply, resistor ({l0}), ammeter ({l2}); voltmeter across the resistor ({l1})."
    );
    let vis = visual(&circuit(&labels.0, &labels.1, &labels.2), alt);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, steps, variant)
}

// ----------------------------------------------------------------------------------- energy

fn energy_item(ctx: &mut Ctx) -> Item {
    if ctx.mode == 1 {
        return kinetic_item(ctx);
    }
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let joules = variant == 0 && ctx.chance(0.4);
    let devices: &[(&str, &str, &[i64])] = &[
        ("Un radiateur", "A heater", &[500, 1000, 1500, 2000]),
        ("Une bouilloire", "A kettle", &[1200, 2000, 2400]),
        ("Un four", "An oven", &[2000, 2500, 3000]),
        ("Une lampe", "A lamp", &[10, 20, 40, 60, 100]),
        ("Un téléviseur", "A TV set", &[50, 80, 100, 150]),
        ("Un aspirateur", "A vacuum cleaner", &[600, 800, 1200]),
    ];
    let (dfr, den, powers) = ctx.pick(devices);
    let dev = if ctx.fr() { dfr } else { den };
    let p = ctx.pick(powers) as f64;
    if joules {
        // E in J with t in minutes or seconds
        let t_min = ctx.pick(&[1i64, 2, 5, 10, 15, 30]) as f64;
        let t_s = t_min * 60.0;
        let e = p * t_s;
        let (pt_, tt, ts, et) = (
            ctx.qty(p, 0, "W"),
            ctx.qty(t_min, 0, "min"),
            ctx.qty(t_s, 0, "s"),
            ctx.qty(e, 0, "J"),
        );
        let answer = Qty::exact(e, 0, "J");
        let wrongs = vec![
            w(
                ctx,
                Qty::exact(p * t_min, 0, "J"),
                "durée en minutes non convertie en secondes",
                "duration in minutes not converted into seconds",
            ),
            w(
                ctx,
                Qty::rounded_exact(p / t_s, 3, "J"),
                "division de P par t",
                "divided P by t",
            ),
            w(
                ctx,
                Qty::rounded_exact(e / 1000.0, 3, "J"),
                "résultat en kJ écrit en J",
                "result in kJ written in J",
            ),
        ];
        let texts = Texts {
            situation: tr!(
                lang,
                "{dev} de puissance {pt_} fonctionne pendant {tt}.",
                "{dev} with a power of {pt_} runs for {tt}."
            ),
            question: tr!(
                lang,
                "Quelle énergie électrique consomme-t-il, en joules ?",
                "How much electrical energy does it use, in joules?"
            ),
            claim: tr!(
                lang,
                "l'énergie consommée est de {{v}}",
                "the energy used is {{v}}"
            ),
            label: format!("{pt_}, {tt}"),
            noun: tr!(lang, "énergie", "energy"),
            explanation: tr!(
                lang,
                "E = P × t avec t en secondes : {tt} = {ts}, donc E = {pt_} × {ts} = {et}.",
                "E = P × t with t in seconds: {tt} = {ts}, so E = {pt_} × {ts} = {et}."
            ),
        };
        let caps = vec![
            format!("P = {pt_}"),
            format!("t = {tt}"),
            "E = ?".to_owned(),
        ];
        let alt = format!(
            "{} {}",
            tr!(
                lang,
                "Triangle des formules : E en haut, P et t en bas.",
                "Formula triangle: E on top, P and t below."
            ),
            caps.join(", ")
        );
        let vis = visual(&formula_triangle("E", "P", "t", &caps), alt);
        let steps = vec![Step {
            prompt: tr!(
                lang,
                "Convertis la durée en secondes.",
                "Convert the duration into seconds."
            ),
            answer: Qty::exact(t_s, 0, "s"),
            facts: Facts::Convert {
                value: t_min,
                from: "min",
            },
        }];
        let facts = product([p, t_s, e], 2, &answer);
        return item(
            texts,
            answer,
            wrongs,
            vec![Qty::exact(e / 1000.0, 3, "kJ")],
            vis,
            facts,
            steps,
            variant,
        );
    }
    let t_h = ctx.pick(&[0.5, 1.0, 1.5, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0]);
    let e_wh = p * t_h;
    let e_kwh = e_wh / 1000.0;
    let (pt_, tt, et) = (
        ctx.qty(p, 0, "W"),
        ctx.qty(t_h, 1, "h"),
        ctx.qty(e_kwh, 4, "kWh"),
    );
    let si = [p, t_h * 3600.0, e_wh * 3600.0];
    let (answer, wrongs, alts, texts, caps, slot) = match variant {
        0 => (
            Qty::exact(e_kwh, 4, "kWh"),
            vec![
                w(
                    ctx,
                    Qty::exact(e_wh, 1, "kWh"),
                    "puissance en W non convertie en kW",
                    "power in W not converted into kW",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(p / t_h / 1000.0, 4, "kWh"),
                    "division de P par t",
                    "divided P by t",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(e_kwh * 60.0, 3, "kWh"),
                    "durée convertie en minutes",
                    "duration converted into minutes",
                ),
            ],
            vec![Qty::exact(e_wh, 1, "Wh")],
            Texts {
                situation: tr!(
                    lang,
                    "{dev} de puissance {pt_} fonctionne pendant {tt}.",
                    "{dev} with a power of {pt_} runs for {tt}."
                ),
                question: tr!(
                    lang,
                    "Quelle énergie consomme-t-il, en kWh ?",
                    "How much energy does it use, in kWh?"
                ),
                claim: tr!(
                    lang,
                    "l'énergie consommée est de {{v}}",
                    "the energy used is {{v}}"
                ),
                label: format!("{pt_}, {tt}"),
                noun: tr!(lang, "énergie", "energy"),
                explanation: {
                    let pk = ctx.qty(p / 1000.0, 3, "kW");
                    tr!(
                        lang,
                        "E = P × t = {pk} × {tt} = {et}.",
                        "E = P × t = {pk} × {tt} = {et}."
                    )
                },
            },
            vec![
                format!("P = {pt_}"),
                format!("t = {tt}"),
                "E = ?".to_owned(),
            ],
            2,
        ),
        1 => (
            Qty::exact(p, 0, "W"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(e_kwh * t_h, 4, "W"),
                    "multiplication de E par t",
                    "multiplied E by t",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(e_kwh / t_h, 4, "W"),
                    "résultat en kW écrit en W",
                    "result in kW written in W",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(t_h / e_kwh, 4, "W"),
                    "formule inversée : t ÷ E",
                    "inverted formula: t ÷ E",
                ),
            ],
            vec![Qty::exact(p / 1000.0, 3, "kW")],
            Texts {
                situation: tr!(
                    lang,
                    "{dev} consomme {et} en {tt}.",
                    "{dev} uses {et} in {tt}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa puissance, en watts ?",
                    "What is its power, in watts?"
                ),
                claim: tr!(lang, "sa puissance est de {{v}}", "its power is {{v}}"),
                label: format!("{et}, {tt}"),
                noun: tr!(lang, "puissance", "power"),
                explanation: {
                    let pk = ctx.qty(p / 1000.0, 3, "kW");
                    tr!(
                        lang,
                        "P = E ÷ t = {et} ÷ {tt} = {pk} = {pt_}.",
                        "P = E ÷ t = {et} ÷ {tt} = {pk} = {pt_}."
                    )
                },
            },
            vec![format!("E = {et}"), format!("t = {tt}"), "P = ?".to_owned()],
            0,
        ),
        _ => (
            Qty::exact(t_h, 1, "h"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(e_kwh * p, 3, "h"),
                    "multiplication de E par P",
                    "multiplied E by P",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(e_kwh / p, 6, "h"),
                    "puissance en W non convertie en kW",
                    "power in W not converted into kW",
                ),
                w(
                    ctx,
                    Qty::exact(t_h * 60.0, 0, "h"),
                    "résultat en minutes écrit en heures",
                    "result in minutes written in hours",
                ),
            ],
            vec![Qty::exact(t_h * 60.0, 0, "min")],
            Texts {
                situation: tr!(
                    lang,
                    "{dev} de puissance {pt_} a consommé {et}.",
                    "{dev} with a power of {pt_} has used {et}."
                ),
                question: tr!(
                    lang,
                    "Pendant combien d'heures a-t-il fonctionné ?",
                    "For how many hours did it run?"
                ),
                claim: tr!(lang, "il a fonctionné pendant {{v}}", "it ran for {{v}}"),
                label: format!("{pt_}, {et}"),
                noun: tr!(lang, "durée", "duration"),
                explanation: {
                    let pk = ctx.qty(p / 1000.0, 3, "kW");
                    tr!(
                        lang,
                        "t = E ÷ P = {et} ÷ {pk} = {tt}.",
                        "t = E ÷ P = {et} ÷ {pk} = {tt}."
                    )
                },
            },
            vec![
                format!("P = {pt_}"),
                format!("E = {et}"),
                "t = ?".to_owned(),
            ],
            1,
        ),
    };
    let alt = format!(
        "{} {}",
        tr!(
            lang,
            "Triangle des formules : E en haut, P et t en bas.",
            "Formula triangle: E on top, P and t below."
        ),
        caps.join(", ")
    );
    let vis = visual(&formula_triangle("E", "P", "t", &caps), alt);
    let facts = product(si, slot, &answer);
    item(texts, answer, wrongs, alts, vis, facts, Vec::new(), variant)
}

fn kinetic_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let (m, v_kmh) = if ctx.chance(0.5) {
        (
            ctx.pick(&[800i64, 1000, 1200, 1500]) as f64,
            ctx.pick(&[18i64, 36, 54, 72, 90, 108]) as f64,
        )
    } else {
        (
            ctx.pick(&[50i64, 60, 70, 80]) as f64,
            ctx.pick(&[18i64, 36]) as f64,
        )
    };
    let v = v_kmh / 3.6;
    let v = super::super::num::round_to(v, 3);
    let e = 0.5 * m * v * v;
    let (mt, vt, vkt, et) = (
        ctx.qty(m, 0, "kg"),
        ctx.qty(v, 0, "m/s"),
        ctx.qty(v_kmh, 0, "km/h"),
        ctx.qty(e, 0, "J"),
    );
    let who = if m >= 500.0 {
        tr!(lang, "Une voiture", "A car")
    } else {
        tr!(lang, "Une cycliste et son vélo", "A cyclist and her bike")
    };
    let mve = [m, v, e];
    let (answer, wrongs, alts, texts, slot, steps) = match variant {
        0 | 1 => {
            let given_kmh = variant == 1;
            let vgiven = if given_kmh { vkt.clone() } else { vt.clone() };
            let mut wr = vec![
                w(
                    ctx,
                    Qty::exact(m * v * v, 0, "J"),
                    "facteur ½ oublié",
                    "forgot the factor ½",
                ),
                w(
                    ctx,
                    Qty::exact(0.5 * m * v, 0, "J"),
                    "vitesse non élevée au carré",
                    "speed not squared",
                ),
                w(
                    ctx,
                    Qty::exact((0.5 * m * v).powi(2), 0, "J"),
                    "tout le produit élevé au carré",
                    "squared the whole product",
                ),
            ];
            if given_kmh {
                wr.push(w(
                    ctx,
                    Qty::exact(0.5 * m * v_kmh * v_kmh, 0, "J"),
                    "vitesse en km/h non convertie en m/s",
                    "speed in km/h not converted into m/s",
                ));
            }
            let steps = if given_kmh {
                vec![Step {
                    prompt: tr!(
                        lang,
                        "Convertis la vitesse en m/s.",
                        "Convert the speed into m/s."
                    ),
                    answer: Qty::exact(v, 0, "m/s"),
                    facts: Facts::Convert {
                        value: v_kmh,
                        from: "km/h",
                    },
                }]
            } else {
                Vec::new()
            };
            let conv = if given_kmh {
                tr!(lang, "{vkt} = {vt}, donc ", "{vkt} = {vt}, so ")
            } else {
                String::new()
            };
            (
                Qty::exact(e, 0, "J"),
                wr,
                vec![Qty::exact(e / 1000.0, 3, "kJ")],
                Texts {
                    situation: tr!(
                        lang,
                        "{who}, de masse totale {mt}, roule à {vgiven}.",
                        "{who}, with a total mass of {mt}, moves at {vgiven}."
                    ),
                    question: tr!(
                        lang,
                        "Quelle est son énergie cinétique, en joules ?",
                        "What is its kinetic energy, in joules?"
                    ),
                    claim: tr!(
                        lang,
                        "son énergie cinétique est de {{v}}",
                        "its kinetic energy is {{v}}"
                    ),
                    label: format!("{mt}, {vgiven}"),
                    noun: tr!(lang, "énergie cinétique", "kinetic energy"),
                    explanation: tr!(
                        lang,
                        "{conv}Ec = ½ × m × v² = 0,5 × {mt} × ({vt})² = {et}.",
                        "{conv}KE = ½ × m × v² = 0.5 × {mt} × ({vt})² = {et}."
                    ),
                },
                2,
                steps,
            )
        }
        _ => (
            Qty::exact(v, 0, "m/s"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(2.0 * e / m, 1, "m/s"),
                    "racine carrée oubliée",
                    "forgot the square root",
                ),
                w(
                    ctx,
                    Qty::rounded_exact((e / m).sqrt(), 2, "m/s"),
                    "facteur 2 oublié",
                    "forgot the factor 2",
                ),
                w(
                    ctx,
                    Qty::exact(v_kmh, 0, "m/s"),
                    "valeur en km/h écrite en m/s",
                    "value in km/h written in m/s",
                ),
            ],
            vec![Qty::exact(v_kmh, 0, "km/h")],
            Texts {
                situation: tr!(
                    lang,
                    "{who}, de masse totale {mt}, a une énergie cinétique de {et}.",
                    "{who}, with a total mass of {mt}, has a kinetic energy of {et}."
                ),
                question: tr!(
                    lang,
                    "Quelle est sa vitesse, en m/s ?",
                    "What is its speed, in m/s?"
                ),
                claim: tr!(lang, "sa vitesse est de {{v}}", "its speed is {{v}}"),
                label: format!("{mt}, {et}"),
                noun: tr!(lang, "vitesse", "speed"),
                explanation: tr!(
                    lang,
                    "v = √(2 × Ec ÷ m) = √(2 × {et} ÷ {mt}) = {vt}.",
                    "v = √(2 × KE ÷ m) = √(2 × {et} ÷ {mt}) = {vt}."
                ),
            },
            1,
            Vec::new(),
        ),
    };
    let lines = vec![
        tr!(lang, "Ec = ½ × m × v²", "KE = ½ × m × v²"),
        format!("m = {mt}"),
        if slot == 1 {
            format!("Ec = {et}")
        } else if variant == 1 {
            format!("v = {vkt}")
        } else {
            format!("v = {vt}")
        },
    ];
    let alt = format!(
        "{} {}",
        tr!(
            lang,
            "Fiche : formule de l'énergie cinétique ;",
            "Card: kinetic energy formula;"
        ),
        lines[1..].join(", ")
    );
    let vis = visual(
        &card(&tr!(lang, "Énergie cinétique", "Kinetic energy"), &lines),
        alt,
    );
    let facts = Facts::Kinetic {
        mve,
        slot,
        tol: 0.0,
    };
    item(texts, answer, wrongs, alts, vis, facts, steps, variant)
}

// ---------------------------------------------------------------------------- concentration

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
    let conv_step = Step {
        prompt: tr!(
            lang,
            "Convertis le volume en litres.",
            "Convert the volume into litres."
        ),
        answer: Qty::exact(v_l, 3, "L"),
        facts: Facts::Convert {
            value: v_ml,
            from: "mL",
        },
    };
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
                w(
                    ctx,
                    Qty::rounded_exact(v_l / m, 4, "g/L"),
                    "formule inversée : V ÷ m",
                    "inverted formula: V ÷ m",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(m * v_l, 5, "g/L"),
                    "multiplication de m par V",
                    "multiplied m by V",
                ),
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
            vec![
                format!("m = {mt}"),
                format!("V = {vt}"),
                "Cm = ?".to_owned(),
            ],
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
                w(
                    ctx,
                    Qty::rounded_exact(cm / v_l, 2, "g"),
                    "division de Cm par V",
                    "divided Cm by V",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(v_l / cm, 5, "g"),
                    "division de V par Cm",
                    "divided V by Cm",
                ),
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
            vec![
                format!("Cm = {ct}"),
                format!("V = {vt}"),
                "m = ?".to_owned(),
            ],
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
                w(
                    ctx,
                    Qty::rounded_exact(m * cm, 3, "mL"),
                    "multiplication de m par Cm",
                    "multiplied m by Cm",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(cm / m, 3, "mL"),
                    "formule inversée : Cm ÷ m",
                    "inverted formula: Cm ÷ m",
                ),
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
            vec![
                format!("Cm = {ct}"),
                format!("m = {mt}"),
                "V = ?".to_owned(),
            ],
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
