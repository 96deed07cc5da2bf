//! Speed, distance and duration: v = d ÷ t in km/h or m/s, with durations in hours or
//! minutes (chapters `mouvements` 6e, `decrire-un-mouvement` 5e, `vitesse` 4e,
//! `description-d-un-mouvement` 2de). The speed of sound (`son` 4e) is in [`super::sound`].

use super::sound::sound_item;
use super::{Texts, added, captions, convert_step, divided, inverted, item, multiplied, product};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::generate::num::round_to;
use crate::generate::rational::Rational;
use crate::generate::visual::{journey, visual};

/// Speed: v = d / t.
pub(crate) static SPEED: Family = Family {
    name: "speed",
    // every variant (and the sound of mode 3) asks one of v, d, t from the other two
    notion: |mode, _| {
        Some(if mode == 4 {
            "vecteur-vitesse"
        } else {
            "vitesse"
        })
    },
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
    variants: |_| 3,
};

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
    let d = round_to(d, 1);
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
        vec![convert_step(
            tr!(
                lang,
                "Convertis la durée en heures.",
                "Convert the duration into hours."
            ),
            t_h_q.clone(),
            t_min as f64,
            "min",
        )]
    } else {
        Vec::new()
    };
    let dt = d_q.text(lang);
    let vt = v_q.text(lang);
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
                        let r = Rational::new(t_min, 60);
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
                captions([("d", &dt), ("t", &t_text)], "v"),
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
                added(ctx, Qty::exact(v + t_h, 2, "km"), "v", "t"),
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
                captions([("t", &t_text), ("v", &vt)], "d"),
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
                multiplied(ctx, Qty::exact(d * v, 1, ans.unit), "d", "v"),
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
                captions([("d", &dt), ("v", &vt)], "t"),
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
                inverted(ctx, Qty::rounded_exact(t / d, 3, "m/s"), "t", "d"),
                multiplied(ctx, Qty::exact(d * t, 0, "m/s"), "d", "t"),
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
            captions([("d", &dt), ("t", &tt)], "v"),
            0,
        ),
        1 => (
            Qty::exact(d, 0, "m"),
            vec![
                divided(ctx, Qty::rounded_exact(v / t, 3, "m"), "v", "t"),
                added(ctx, Qty::exact(v + t, 0, "m"), "v", "t"),
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
            captions([("v", &vt), ("t", &tt)], "d"),
            2,
        ),
        _ => (
            Qty::exact(t, 0, "s"),
            vec![
                inverted(ctx, Qty::rounded_exact(v / d, 3, "s"), "v", "d"),
                multiplied(ctx, Qty::exact(d * v, 0, "s"), "d", "v"),
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
            captions([("d", &dt), ("v", &vt)], "t"),
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
