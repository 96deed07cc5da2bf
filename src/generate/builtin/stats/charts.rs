//! Reading a bar chart (chapter `representations-de-donnees` 6e, mode 0).

use super::{DAYS_EN, DAYS_FR, chart, series_text};
use crate::generate::builtin::facts::{Facts, Stat};
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};

pub(super) fn read_chart(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let n = ctx.int(4, 7) as usize;
    let big = ctx.chance(0.5);
    let data: Vec<f64> = (0..n)
        .map(|_| {
            if big {
                (ctx.int(1, 12) * 2) as f64
            } else {
                ctx.int(1, 15) as f64
            }
        })
        .collect();
    let variant = ctx.variant(3);
    let days = if ctx.fr() { DAYS_FR } else { DAYS_EN };
    let caption = tr!(lang, "visiteurs (en centaines)", "visitors (hundreds)");
    let vis = chart(ctx, &data, false, false, &caption);
    let (answer, stat, question, claim, wrongs, expl) = match variant {
        0 => {
            let i = ctx.int(0, n as i64 - 1) as usize;
            let d = days[i];
            let v = data[i];
            (
                Qty::exact(v, 0, ""),
                Stat::Entry(i),
                tr!(
                    lang,
                    "Combien de centaines de visiteurs y a-t-il eu le {d} ?",
                    "How many hundred visitors came on {d}?"
                ),
                tr!(
                    lang,
                    "le {d}, il y a eu {{v}} centaines de visiteurs",
                    "on {d} there were {{v}} hundred visitors"
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(data[(i + 1) % n], 0, ""),
                        "lecture de la barre voisine",
                        "read the next bar",
                    ),
                    w(
                        ctx,
                        Qty::exact(v + if big { 2.0 } else { 1.0 }, 0, ""),
                        "graduation mal lue",
                        "misread the scale",
                    ),
                    w(
                        ctx,
                        Qty::exact(v * 100.0, 0, ""),
                        "centaines converties alors que la réponse est demandée en centaines",
                        "converted hundreds although the answer is in hundreds",
                    ),
                ],
                {
                    let vt = ctx.dec(v, 0);
                    tr!(
                        lang,
                        "La barre du {d} s'arrête à la graduation {vt}.",
                        "The {d} bar stops at {vt}."
                    )
                },
            )
        }
        1 => {
            let total: f64 = data.iter().sum();
            let tt = ctx.dec(total, 0);
            (
                Qty::exact(total, 0, ""),
                Stat::Total,
                tr!(
                    lang,
                    "Combien de centaines de visiteurs y a-t-il eu en tout sur ces {n} jours ?",
                    "How many hundred visitors came in all over these {n} days?"
                ),
                tr!(
                    lang,
                    "il y a eu {{v}} centaines de visiteurs en tout",
                    "there were {{v}} hundred visitors in all"
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(data.iter().copied().fold(0.0, f64::max), 0, ""),
                        "plus grande valeur au lieu du total",
                        "largest value instead of the total",
                    ),
                    w(
                        ctx,
                        Qty::exact(total - data[n - 1], 0, ""),
                        "un jour oublié",
                        "forgot one day",
                    ),
                    w(
                        ctx,
                        Qty::rounded_exact(total / n as f64, 1, ""),
                        "moyenne au lieu du total",
                        "mean instead of the total",
                    ),
                ],
                tr!(
                    lang,
                    "On additionne les hauteurs des barres : {tt}.",
                    "Add up the bar heights: {tt}."
                ),
            )
        }
        _ => {
            let max = data.iter().copied().fold(f64::MIN, f64::max);
            let min = data.iter().copied().fold(f64::MAX, f64::min);
            let r = max - min;
            let (mt, nt, rt) = (ctx.dec(max, 0), ctx.dec(min, 0), ctx.dec(r, 0));
            (
                Qty::exact(r, 0, ""),
                Stat::Range,
                tr!(
                    lang,
                    "Quel est l'écart, en centaines, entre le jour le plus fréquenté et le jour le moins fréquenté ?",
                    "What is the difference, in hundreds, between the busiest and the quietest day?"
                ),
                tr!(
                    lang,
                    "l'écart est de {{v}} centaines",
                    "the difference is {{v}} hundred"
                ),
                vec![
                    w(
                        ctx,
                        Qty::exact(max, 0, ""),
                        "plus grande valeur seulement",
                        "the largest value only",
                    ),
                    w(
                        ctx,
                        Qty::exact(max + min, 0, ""),
                        "valeurs additionnées",
                        "added the values",
                    ),
                    w(
                        ctx,
                        Qty::exact((data[0] - data[n - 1]).abs(), 0, ""),
                        "premier et dernier jours comparés",
                        "compared the first and last days",
                    ),
                ],
                tr!(lang, "{mt} - {nt} = {rt}.", "{mt} - {nt} = {rt}."),
            )
        }
    };
    Item {
        situation: tr!(
            lang,
            "Le diagramme donne la fréquentation d'un musée pendant {n} jours.",
            "The chart shows the number of visitors to a museum over {n} days."
        ),
        question,
        claim,
        label: series_text(ctx, &data),
        noun: tr!(lang, "valeur lue", "value read"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        facts: Facts::Stat {
            data: data.clone(),
            stat,
            tol: 0.0,
        },
        steps: Vec::new(),
        variant,
    }
}
