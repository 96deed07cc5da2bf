//! Proportionality and percentages: a percentage of a quantity, the fourth proportional, a
//! proportion as a percentage, sharing in a ratio (modes 0–2: 6e, 5e, 4e); evolutions in
//! percent (3: 3e); successive and reciprocal evolutions (4: 2de).

use super::super::visual::{percent_bar, table, visual};
use super::facts::Facts;
use super::{Ctx, Family, Item, Qty, Step, no_special, tr, w};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "percent",
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Matching, Ordering],
};

fn expr(e: String, tol: f64) -> Facts {
    Facts::Expr {
        expr: e,
        x: None,
        tol,
    }
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => match ctx.variant(2) {
            0 => percent_of(ctx),
            _ => fourth(ctx),
        },
        1 => match ctx.variant(3) {
            0 => percent_of(ctx),
            1 => ratio_share(ctx),
            _ => rate(ctx),
        },
        2 => match ctx.variant(3) {
            0 => fourth(ctx),
            1 => rate(ctx),
            _ => percent_of(ctx),
        },
        3 => evolution(ctx),
        _ => match ctx.variant(3) {
            0 => successive(ctx),
            1 => reciprocal(ctx),
            _ => evolution(ctx),
        },
    }
}

fn table_visual(ctx: &Ctx, rows: Vec<Vec<String>>) -> Visual {
    let alt = rows
        .iter()
        .map(|r| r.join(" : "))
        .collect::<Vec<_>>()
        .join(" ; ");
    let alt = tr!(ctx.lang, "Tableau — {alt}", "Table — {alt}");
    visual(&table(&rows), alt)
}

fn percent_of(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let p = ctx.pick(&[5i64, 10, 15, 20, 25, 30, 40, 50, 60, 75]);
    let unit_q = 100 / super::super::rational::gcd(p, 100);
    let q = unit_q * ctx.int(2, (1200 / unit_q).max(3));
    let value = p * q / 100;
    let (qs, vs) = (
        super::super::num::int(q, lang),
        super::super::num::int(value, lang),
    );
    let ctxs = [
        (
            "Un collège compte {q} élèves ; {p} % d'entre eux sont demi-pensionnaires.",
            "Combien d'élèves sont demi-pensionnaires ?",
            "A school has {q} pupils; {p}% of them have lunch at school.",
            "How many pupils have lunch at school?",
            "élèves",
            "students",
        ),
        (
            "Un article coûte {q} €. Il est soldé avec une remise de {p} %.",
            "Quel est le montant de la remise, en euros ?",
            "An item costs €{q}. It is on sale with a {p}% discount.",
            "How much is the discount, in euros?",
            "€",
            "€",
        ),
        (
            "Un sondage interroge {q} personnes ; {p} % répondent « oui ».",
            "Combien de personnes répondent « oui » ?",
            "A survey asks {q} people; {p}% answer “yes”.",
            "How many people answer “yes”?",
            "",
            "",
        ),
    ];
    let (sfr, qfr, sen, qen, ufr, uen) = ctxs[ctx.int(0, 2) as usize];
    let unit = if ctx.fr() { ufr } else { uen };
    let unit = if unit == "€" { unit } else { "" };
    let fill = |s: &str| s.replace("{q}", &qs).replace("{p}", &p.to_string());
    let (situation, question) = if ctx.fr() {
        (fill(sfr), fill(qfr))
    } else {
        (fill(sen), fill(qen))
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::int(q - p, unit),
            "pourcentage soustrait comme un nombre",
            "subtracted the percentage as a number",
        ),
        w(
            ctx,
            Qty::int(p, unit),
            "pourcentage recopié au lieu d'être appliqué",
            "copied the percentage instead of applying it",
        ),
        w(
            ctx,
            Qty::exact(q as f64 * p as f64 / 10.0, 1, unit),
            "division par 10 au lieu de 100",
            "divided by 10 instead of 100",
        ),
        w(
            ctx,
            Qty::int(q - value, unit),
            "ce qui reste après la remise, et non la part demandée",
            "what is left, not the part asked for",
        ),
    ];
    let vis = visual(
        &percent_bar(
            p as f64,
            &format!("{p} %").replace(' ', "\u{A0}"),
            &tr!(lang, "100 % = {qs}", "100% = {qs}"),
        ),
        tr!(
            lang,
            "Barre de 0 à 100 % dont {p} % sont colorés ; 100 % correspond à {qs}",
            "Bar from 0 to 100% with {p}% shaded; 100% stands for {qs}"
        ),
    );
    Item {
        situation,
        question,
        claim: tr!(lang, "{p} % de {qs} font {{v}}", "{p}% of {qs} is {{v}}"),
        label: tr!(lang, "{p} % de {qs}", "{p}% of {qs}"),
        noun: tr!(lang, "part", "part"),
        answer: Qty::int(value, unit),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "{p} % de {qs} = {qs} × {p} ÷ 100 = {vs}.",
            "{p}% of {qs} = {qs} × {p} ÷ 100 = {vs}."
        ),
        facts: expr(format!("{q} × {p} ÷ 100"), 0.0),
        steps: Vec::new(),
        variant,
    }
}

fn fourth(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let (a, c, unit_price) = loop {
        let a = ctx.int(2, 12);
        let c = ctx.int(2, 20);
        let up = ctx.int(2, 60);
        if a != c {
            break (a, c, up);
        }
    };
    let b = a * unit_price;
    let x = c * unit_price;
    let ctxs = [
        (
            "Pour {a} personnes, une recette demande {b} g de farine.",
            "Quelle masse de farine faut-il pour {c} personnes, en grammes ?",
            "For {a} people, a recipe needs {b} g of flour.",
            "How much flour is needed for {c} people, in grams?",
            "g",
            "Personnes",
            "People",
            "Farine (g)",
            "Flour (g)",
        ),
        (
            "{a} cahiers identiques coûtent {b} €.",
            "Combien coûtent {c} de ces cahiers, en euros ?",
            "{a} identical exercise books cost €{b}.",
            "How much do {c} of them cost, in euros?",
            "€",
            "Cahiers",
            "Books",
            "Prix (€)",
            "Price (€)",
        ),
        (
            "Une voiture consomme {b} L de carburant pour {a} centaines de kilomètres.",
            "Combien consomme-t-elle pour {c} centaines de kilomètres, en litres ?",
            "A car uses {b} L of fuel for {a} hundred kilometres.",
            "How much does it use for {c} hundred kilometres, in litres?",
            "L",
            "Centaines de km",
            "Hundreds of km",
            "Carburant (L)",
            "Fuel (L)",
        ),
    ];
    let k = ctx.int(0, 2) as usize;
    let (sfr, qfr, sen, qen, unit, h1fr, h1en, h2fr, h2en) = ctxs[k];
    let (b_f, x_f) = if k == 2 {
        (b as f64 / 10.0, x as f64 / 10.0)
    } else {
        (b as f64, x as f64)
    };
    let dp = u32::from(k == 2);
    let fill = |s: &str| {
        s.replace("{a}", &a.to_string())
            .replace("{b}", &ctx.dec(b_f, dp))
            .replace("{c}", &c.to_string())
    };
    let (situation, question) = if ctx.fr() {
        (fill(sfr), fill(qfr))
    } else {
        (fill(sen), fill(qen))
    };
    let (h1, h2) = if ctx.fr() { (h1fr, h2fr) } else { (h1en, h2en) };
    let answer = Qty::exact(x_f, dp, unit);
    let add = b_f + (c - a) as f64 * if k == 2 { 0.1 } else { 1.0 };
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(add, dp, unit),
            "même écart ajouté au lieu d'utiliser un coefficient (modèle additif)",
            "added the same difference instead of using a multiplier",
        ),
        w(
            ctx,
            Qty::rounded_exact(b_f * a as f64 / c as f64, 2, unit),
            "rapport pris à l'envers",
            "used the ratio upside down",
        ),
        w(
            ctx,
            Qty::exact(b_f * c as f64, dp, unit),
            "multiplication sans division par la première quantité",
            "multiplied without dividing by the first quantity",
        ),
    ];
    let bt = ctx.dec(b_f, dp);
    let xt = answer.text(lang);
    let unit_value = ctx.dec(b_f / a as f64, dp + 1);
    let vis = table_visual(
        ctx,
        vec![
            vec![h1.to_owned(), a.to_string(), c.to_string()],
            vec![h2.to_owned(), bt.clone(), "?".to_owned()],
        ],
    );
    let si_scale = super::units::factor(unit).unwrap_or(1.0);
    Item {
        situation,
        question,
        claim: tr!(lang, "il en faut {{v}}", "the answer is {{v}}"),
        label: format!("{a} → {bt} ; {c} → ?"),
        noun: tr!(lang, "quatrième proportionnelle", "fourth proportional"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Situation de proportionnalité : pour 1, {bt} ÷ {a} = {unit_value}, donc pour {c} : {unit_value} × {c} = {xt}.",
            "Proportional: for 1, {bt} ÷ {a} = {unit_value}, so for {c}: {unit_value} × {c} = {xt}."
        ),
        facts: Facts::Ratio {
            abcd: [a as f64, b_f * si_scale, c as f64, 0.0],
            slot: 3,
            tol: 0.0,
        },
        steps: vec![Step {
            prompt: tr!(
                lang,
                "Quelle quantité correspond à 1 ?",
                "What amount goes with 1?"
            ),
            answer: Qty::exact(b_f / a as f64, dp + 1, unit),
            facts: Facts::Ratio {
                abcd: [a as f64, b_f * si_scale, 1.0, 0.0],
                slot: 3,
                tol: 0.0,
            },
        }],
        variant,
    }
}

fn rate(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let p = ctx.pick(&[5i64, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80]);
    let unit_q = 100 / super::super::rational::gcd(p, 100);
    let q = unit_q * ctx.int(1, (600 / unit_q).max(2));
    let k = p * q / 100;
    let qs = super::super::num::int(q, lang);
    let ks = super::super::num::int(k, lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(k, "%"),
            "effectif donné au lieu du pourcentage",
            "gave the count instead of the percentage",
        ),
        w(
            ctx,
            Qty::rounded_exact(q as f64 / k as f64 * 100.0, 1, "%"),
            "rapport pris à l'envers",
            "used the ratio upside down",
        ),
        w(
            ctx,
            Qty::exact(k as f64 / q as f64, 4, "%"),
            "fraction non multipliée par 100",
            "fraction not multiplied by 100",
        ),
    ];
    let vis = table_visual(
        ctx,
        vec![
            vec![tr!(lang, "Effectif total", "Total"), qs.clone()],
            vec![tr!(lang, "Externes", "Day pupils"), ks.clone()],
            vec![tr!(lang, "Pourcentage", "Percentage"), "?".to_owned()],
        ],
    );
    Item {
        situation: tr!(
            lang,
            "Dans un collège de {qs} élèves, {ks} sont externes.",
            "In a school of {qs} pupils, {ks} are day pupils."
        ),
        question: tr!(
            lang,
            "Quel pourcentage des élèves sont externes ?",
            "What percentage of the pupils are day pupils?"
        ),
        claim: tr!(
            lang,
            "{{v}} des élèves sont externes",
            "{{v}} of the pupils are day pupils"
        ),
        label: tr!(lang, "{ks} sur {qs}", "{ks} out of {qs}"),
        noun: tr!(lang, "pourcentage", "percentage"),
        answer: Qty::int(p, "%"),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: {
            let frac = ctx.dec(p as f64 / 100.0, 2);
            tr!(
                lang,
                "{ks} ÷ {qs} = {frac}, soit {p} %.",
                "{ks} ÷ {qs} = {frac}, i.e. {p}%."
            )
        },
        facts: expr(format!("{k} ÷ {q}"), 0.0),
        steps: Vec::new(),
        variant,
    }
}

fn ratio_share(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let (a, b) = loop {
        let (a, b) = (ctx.int(1, 5), ctx.int(2, 7));
        if a != b && super::super::rational::gcd(a, b) == 1 {
            break (a, b);
        }
    };
    let total = (a + b) * ctx.int(3, 30);
    let big = total * a.max(b) / (a + b);
    let ts = super::super::num::int(total, lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(total as f64 / 2.0, 1, "€"),
            "partage en parts égales",
            "shared equally",
        ),
        w(
            ctx,
            Qty::int(total / (a + b), "€"),
            "valeur d'une part seulement",
            "value of one part only",
        ),
        w(
            ctx,
            Qty::int(total - a.min(b) * total / (a + b) * 2, "€"),
            "erreur dans le nombre de parts",
            "miscounted the parts",
        ),
    ];
    let m = a.max(b);
    let one = total / (a + b);
    let bs = super::super::num::int(big, lang);
    let vis = table_visual(
        ctx,
        vec![
            vec![tr!(lang, "Ratio", "Ratio"), format!("{a} : {b}")],
            vec![tr!(lang, "Somme (€)", "Total (€)"), ts.clone()],
        ],
    );
    Item {
        situation: tr!(
            lang,
            "Deux amis se partagent {ts} € dans le ratio {a} : {b}.",
            "Two friends share €{ts} in the ratio {a} : {b}."
        ),
        question: tr!(
            lang,
            "Quelle est la plus grande part, en euros ?",
            "How much is the larger share, in euros?"
        ),
        claim: tr!(
            lang,
            "la plus grande part est de {{v}}",
            "the larger share is {{v}}"
        ),
        label: tr!(lang, "{ts} € en {a} : {b}", "€{ts} in {a} : {b}"),
        noun: tr!(lang, "plus grande part", "larger share"),
        answer: Qty::int(big, "€"),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: {
            let parts = a + b;
            tr!(
                lang,
                "{a} + {b} = {parts} parts : une part vaut {ts} ÷ {parts} = {one} €, la plus grande part vaut {m} × {one} = {bs} €.",
                "{a} + {b} = {parts} parts: one part is {ts} ÷ {parts} = €{one}, the larger share is {m} × {one} = €{bs}."
            )
        },
        facts: expr(format!("{total} × {m} ÷ ({a} + {b})"), 0.0),
        steps: Vec::new(),
        variant,
    }
}

fn evolution(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let up = ctx.chance(0.5);
    let t = ctx.pick(&[5i64, 10, 15, 20, 25, 30, 40, 50]);
    let p0 = 20 * ctx.int(1, 30);
    let rate = if up { t } else { -t };
    let p1 = p0 * (100 + rate) / 100;
    let (s0, s1) = (
        super::super::num::int(p0, lang),
        super::super::num::int(p1, lang),
    );
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

fn successive(ctx: &mut Ctx) -> Item {
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

fn reciprocal(ctx: &mut Ctx) -> Item {
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
        label: format!("+{t}\u{A0}%"),
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
