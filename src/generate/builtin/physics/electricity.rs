//! Ohm's law: U = R × I, with currents in A or mA (chapters `loi-d-ohm` 4e,
//! `signaux-et-capteurs` 2de).

use super::{Texts, added, convert_step, inverted, item, multiplied, product};
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::{Ctx, Family, Item, Qty, no_special, tr, w};
use crate::generate::num::round_to;
use crate::generate::visual::{circuit, visual};

/// Ohm's law: U = R × I.
pub(crate) static OHM: Family = Family {
    name: "ohm",
    // every variant asks one of U, R, I: Ohm's law (4e), the law a resistive sensor is read with (2de)
    notion: |mode, _| Some(if mode == 0 { "loi" } else { "capteur" }),
    item: ohm_item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
    variants: |_| 3,
};

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
    let u = round_to(r as f64 * i, 2);
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
                added(ctx, Qty::exact(r + i, 3, "V"), "R", "I"),
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
                vec![convert_step(
                    tr!(
                        lang,
                        "Convertis l'intensité en ampères.",
                        "Convert the current into amperes."
                    ),
                    Qty::exact(i, 3, "A"),
                    i_ma as f64,
                    "mA",
                )]
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
                    inverted(ctx, Qty::rounded_exact(r / u, 3, ans.unit), "R", "U"),
                    multiplied(ctx, Qty::rounded_exact(u * r, 1, ans.unit), "U", "R"),
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
                inverted(ctx, Qty::rounded_exact(i / u, 5, "Ω"), "I", "U"),
                multiplied(ctx, Qty::rounded_exact(u * i, 4, "Ω"), "U", "I"),
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
