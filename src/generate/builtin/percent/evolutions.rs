//! Evolutions in percent (chapter `proportionnalite-et-pourcentages` 3e, mode 3), successive
//! and reciprocal evolutions (`pourcentages-et-evolutions` 2de, mode 4).

use super::{expr, table_visual};
use crate::domain::question::Visual;
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::num;

pub(super) fn evolution(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let up = ctx.chance(0.5);
    let t = ctx.pick(&[5i64, 10, 15, 20, 25, 30, 40, 50]);
    let p0 = 20 * ctx.int(1, 30);
    let rate = if up { t } else { -t };
    let p1 = p0 * (100 + rate) / 100;
    let (s0, s1) = (num::int(p0, lang), num::int(p1, lang));
    let coef = ctx.dec((100 + rate) as f64 / 100.0, 2);
    let verb = if up {
        tr!(lang, "augmente", "rises")
    } else {
        tr!(lang, "baisse", "falls")
    };
    let (answer, wrongs, situation, question, claim, label, noun, explanation, slot) = match variant
    {
        0 => (
            Qty::int(p1, "€"),
            vec![
                w(
                    ctx,
                    Qty::int(p0 + rate, "€"),
                    "pourcentage ajouté comme un nombre d'euros",
                    "added the percentage as euros",
                ),
                w(
                    ctx,
                    Qty::int(p0 * t / 100, "€"),
                    "variation donnée au lieu du nouveau prix",
                    "gave the change instead of the new price",
                ),
                w(
                    ctx,
                    Qty::int(p0 * (100 - rate) / 100, "€"),
                    "évolution appliquée dans le mauvais sens",
                    "applied the change the wrong way",
                ),
            ],
            tr!(
                lang,
                "Un prix de {s0} € {verb} de {t} %.",
                "A price of €{s0} {verb} by {t}%."
            ),
            tr!(
                lang,
                "Quel est le nouveau prix, en euros ?",
                "What is the new price, in euros?"
            ),
            tr!(
                lang,
                "le nouveau prix est de {{v}}",
                "the new price is {{v}}"
            ),
            tr!(lang, "{s0} €, {rate} %", "€{s0}, {rate}%"),
            tr!(lang, "nouveau prix", "new price"),
            tr!(
                lang,
                "Coefficient multiplicateur : {coef}, donc {s0} × {coef} = {s1} €.",
                "Multiplier: {coef}, so {s0} × {coef} = €{s1}."
            ),
            2,
        ),
        1 => (
            Qty::int(rate, "%"),
            vec![
                w(
                    ctx,
                    Qty::int(p1 - p0, "%"),
                    "variation en euros donnée au lieu du pourcentage",
                    "gave the change in euros instead of the percentage",
                ),
                w(
                    ctx,
                    Qty::rounded_exact((p1 - p0) as f64 / p1 as f64 * 100.0, 1, "%"),
                    "variation rapportée au prix final au lieu du prix initial",
                    "divided the change by the final price instead of the initial one",
                ),
                w(
                    ctx,
                    Qty::int(-rate, "%"),
                    "sens de l'évolution inversé",
                    "direction of the change reversed",
                ),
            ],
            tr!(
                lang,
                "Un prix passe de {s0} € à {s1} €.",
                "A price goes from €{s0} to €{s1}."
            ),
            tr!(
                lang,
                "Quel est le taux d'évolution, en pourcentage (négatif pour une baisse) ?",
                "What is the percentage change (negative for a fall)?"
            ),
            tr!(
                lang,
                "le taux d'évolution est de {{v}}",
                "the percentage change is {{v}}"
            ),
            tr!(lang, "{s0} € → {s1} €", "€{s0} → €{s1}"),
            tr!(lang, "taux d'évolution", "percentage change"),
            {
                let diff = p1 - p0;
                tr!(
                    lang,
                    "({s1} - {s0}) ÷ {s0} = {diff} ÷ {s0}, soit {rate} %.",
                    "({s1} - {s0}) ÷ {s0} = {diff} ÷ {s0}, i.e. {rate}%."
                )
            },
            1,
        ),
        _ => (
            Qty::int(p0, "€"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(p1 as f64 * (100 - rate) as f64 / 100.0, 2, "€"),
                    "pourcentage appliqué au prix final au lieu du prix initial",
                    "applied the percentage to the final price",
                ),
                w(
                    ctx,
                    Qty::int(p1 - rate, "€"),
                    "pourcentage retiré comme un nombre d'euros",
                    "removed the percentage as euros",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(p1 as f64 * (100 + rate) as f64 / 100.0, 2, "€"),
                    "évolution appliquée une deuxième fois",
                    "applied the change a second time",
                ),
            ],
            {
                let done = if up {
                    tr!(lang, "augmenté", "rose")
                } else {
                    tr!(lang, "baissé", "fell")
                };
                tr!(
                    lang,
                    "Après avoir {done} de {t} %, un prix vaut {s1} €.",
                    "After it {done} by {t}%, a price is €{s1}."
                )
            },
            tr!(
                lang,
                "Quel était le prix initial, en euros ?",
                "What was the original price, in euros?"
            ),
            tr!(
                lang,
                "le prix initial était de {{v}}",
                "the original price was {{v}}"
            ),
            tr!(lang, "{rate} % → {s1} €", "{rate}% → €{s1}"),
            tr!(lang, "prix initial", "original price"),
            tr!(
                lang,
                "On divise par le coefficient multiplicateur : {s1} ÷ {coef} = {s0} €.",
                "Divide by the multiplier: {s1} ÷ {coef} = €{s0}."
            ),
            0,
        ),
    };
    let rate_s = format!("{}{t} %", if up { "+" } else { "-" }).replace(' ', "\u{A0}");
    let vis = table_visual(
        ctx,
        vec![
            vec![
                tr!(lang, "Prix initial", "Original price"),
                if slot == 0 {
                    "?".to_owned()
                } else {
                    format!("{s0} €")
                },
            ],
            vec![
                tr!(lang, "Évolution", "Change"),
                if slot == 1 { "?".to_owned() } else { rate_s },
            ],
            vec![
                tr!(lang, "Prix final", "New price"),
                if slot == 2 {
                    "?".to_owned()
                } else {
                    format!("{s1} €")
                },
            ],
        ],
    );
    Item {
        situation,
        question,
        claim,
        label,
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts: Facts::Evolution {
            vals: [p0 as f64, rate as f64 / 100.0, p1 as f64],
            slot,
            tol: 0.0,
        },
        steps: Vec::new(),
        variant,
    }
}

pub(super) fn successive(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let (t1, t2) = loop {
        let t1 = ctx.pick(&[10i64, 20, 25, 30, 40, 50]);
        let t2 = ctx.pick(&[10i64, 20, 25, 30, 40, 50]) * if ctx.chance(0.6) { -1 } else { 1 };
        // the global rate must be a terminating decimal with at most one decimal
        if ((100 + t1) * (100 + t2)) % 10 == 0 {
            break (t1, t2);
        }
    };
    let global = ((100 + t1) * (100 + t2)) as f64 / 100.0 - 100.0;
    let (c1, c2) = (
        ctx.dec((100 + t1) as f64 / 100.0, 2),
        ctx.dec((100 + t2) as f64 / 100.0, 2),
    );
    let cg = ctx.dec((100.0 + global) / 100.0, 4);
    let g = ctx.dec(global, 1);
    let s2 = if t2 > 0 {
        format!("+{t2}")
    } else {
        t2.to_string()
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(t1 + t2, "%"),
            "taux additionnés",
            "added the rates",
        ),
        w(
            ctx,
            Qty::exact(t1 as f64 * t2 as f64 / 100.0, 1, "%"),
            "taux multipliés entre eux",
            "multiplied the rates",
        ),
        w(
            ctx,
            Qty::rounded_exact((100.0 + global) / 100.0, 4, "%"),
            "coefficient global donné au lieu du taux",
            "gave the overall multiplier instead of the rate",
        ),
    ];
    let vis = table_visual(
        ctx,
        vec![
            vec![tr!(lang, "1re évolution", "1st change"), format!("+{t1} %")],
            vec![tr!(lang, "2e évolution", "2nd change"), format!("{s2} %")],
        ],
    );
    let vis = Visual {
        svg: vis.svg.replace(" %", "\u{A0}%"),
        alt: vis.alt.replace(" %", "\u{A0}%"),
        kind: vis.kind,
    };
    Item {
        situation: tr!(
            lang,
            "Un prix subit une évolution de +{t1} %, puis une évolution de {s2} %.",
            "A price changes by +{t1}%, then by {s2}%."
        ),
        question: tr!(
            lang,
            "Quel est le taux d'évolution global, en pourcentage ?",
            "What is the overall percentage change?"
        ),
        claim: tr!(
            lang,
            "le taux d'évolution global est de {{v}}",
            "the overall percentage change is {{v}}"
        ),
        label: format!("+{t1} % ; {s2} %").replace(" %", "\u{A0}%"),
        noun: tr!(lang, "taux global", "overall rate"),
        answer: Qty::exact(global, 1, "%"),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Les coefficients se multiplient : {c1} × {c2} = {cg}, soit une évolution de {g} %.",
            "Multipliers multiply: {c1} × {c2} = {cg}, i.e. a change of {g}%."
        ),
        facts: expr(
            format!("((100 + {t1}) × (100 + ({t2})) ÷ 100 - 100) ÷ 100"),
            0.0,
        ),
        steps: Vec::new(),
        variant,
    }
}

pub(super) fn reciprocal(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    // t such that 100/(100+t) is a terminating decimal
    let t = ctx.pick(&[25i64, 60, 100, 150, 300, 400, 25, 100]);
    let back = 100.0 * 100.0 / (100 + t) as f64 - 100.0;
    let c = ctx.dec((100 + t) as f64 / 100.0, 2);
    let inv = ctx.dec(100.0 / (100 + t) as f64, 4);
    let b = ctx.dec(back, 2);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(-t, "%"),
            "même taux appliqué en sens inverse",
            "applied the same rate the other way",
        ),
        w(
            ctx,
            Qty::rounded_exact(-(t as f64) / 2.0, 1, "%"),
            "taux divisé par deux",
            "halved the rate",
        ),
        w(
            ctx,
            Qty::rounded_exact(100.0 / (100 + t) as f64, 4, "%"),
            "coefficient donné au lieu du taux",
            "gave the multiplier instead of the rate",
        ),
    ];
    let vis = table_visual(
        ctx,
        vec![
            vec![tr!(lang, "Hausse", "Rise"), format!("+{t}\u{A0}%")],
            vec![
                tr!(lang, "Baisse pour revenir", "Fall to go back"),
                "?".to_owned(),
            ],
        ],
    );
    Item {
        situation: tr!(
            lang,
            "Un prix a augmenté de {t} %.",
            "A price has risen by {t}%."
        ),
        question: tr!(
            lang,
            "De quel pourcentage doit-il baisser pour revenir à sa valeur initiale ? (Réponse négative.)",
            "By what percentage must it change to return to its original value? (Negative answer.)"
        ),
        claim: tr!(
            lang,
            "l'évolution réciproque est de {{v}}",
            "the reverse change is {{v}}"
        ),
        // the situation, not a bare percentage: items are ordered by their reverse change
        label: tr!(lang, "hausse de {t} %", "a rise of {t}%"),
        noun: tr!(lang, "évolution réciproque", "reverse change"),
        answer: Qty::exact(back, 2, "%"),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Le coefficient réciproque de {c} est 1 ÷ {c} = {inv}, soit une évolution de {b} %.",
            "The reverse multiplier of {c} is 1 ÷ {c} = {inv}, i.e. a change of {b}%."
        ),
        facts: expr(format!("(100 × 100 ÷ (100 + {t}) - 100) ÷ 100"), 0.0),
        steps: Vec::new(),
        variant,
    }
}
