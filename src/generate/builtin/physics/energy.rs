//! Energy and power: E = P × t in kWh or J (chapter `energie-et-puissance` 3e), and kinetic
//! energy Ec = ½ m v² (`energie-cinetique` 3e).

use super::{
    Texts, captions, convert_step, divided, inverted, item, multiplied, product, triangle_figure,
};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::generate::num::round_to;
use crate::generate::visual::{card, visual};

/// Energy: E = P × t (mode 0), kinetic energy Ec = ½ m v² (mode 1).
pub(crate) static ENERGY: Family = Family {
    name: "energy",
    // E = P × t (every variant), or Ec = ½ m v² (every variant)
    notion: |mode, _| Some(if mode == 0 { "energie" } else { "formule" }),
    item: energy_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Ordering],
    variants: |_| 3,
};

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
            divided(ctx, Qty::rounded_exact(p / t_s, 3, "J"), "P", "t"),
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
        let caps = captions([("P", &pt_), ("t", &tt)], "E");
        let vis = triangle_figure(lang, ["E", "P", "t"], &caps);
        let steps = vec![convert_step(
            tr!(
                lang,
                "Convertis la durée en secondes.",
                "Convert the duration into seconds."
            ),
            Qty::exact(t_s, 0, "s"),
            t_min,
            "min",
        )];
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
                divided(
                    ctx,
                    Qty::rounded_exact(p / t_h / 1000.0, 4, "kWh"),
                    "P",
                    "t",
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
            captions([("P", &pt_), ("t", &tt)], "E"),
            2,
        ),
        1 => (
            Qty::exact(p, 0, "W"),
            vec![
                multiplied(ctx, Qty::rounded_exact(e_kwh * t_h, 4, "W"), "E", "t"),
                w(
                    ctx,
                    Qty::rounded_exact(e_kwh / t_h, 4, "W"),
                    "résultat en kW écrit en W",
                    "result in kW written in W",
                ),
                inverted(ctx, Qty::rounded_exact(t_h / e_kwh, 4, "W"), "t", "E"),
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
            captions([("E", &et), ("t", &tt)], "P"),
            0,
        ),
        _ => (
            Qty::exact(t_h, 1, "h"),
            vec![
                multiplied(ctx, Qty::rounded_exact(e_kwh * p, 3, "h"), "E", "P"),
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
            captions([("P", &pt_), ("E", &et)], "t"),
            1,
        ),
    };
    let vis = triangle_figure(lang, ["E", "P", "t"], &caps);
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
    let v = round_to(v, 3);
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
                vec![convert_step(
                    tr!(
                        lang,
                        "Convertis la vitesse en m/s.",
                        "Convert the speed into m/s."
                    ),
                    Qty::exact(v, 0, "m/s"),
                    v_kmh,
                    "km/h",
                )]
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
