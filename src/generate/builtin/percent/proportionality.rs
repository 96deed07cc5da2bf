//! Proportionality: a percentage of a quantity, the fourth proportional, a proportion as a
//! percentage, sharing in a ratio (chapter `proportionnalite-et-pourcentages` 6e, 5e, 4e,
//! modes 0–2).

use super::{expr, table_visual};
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, Step, tr, units, w};
use crate::generate::num;
use crate::generate::rational::gcd;
use crate::generate::visual::{percent_bar, visual};

pub(super) fn percent_of(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let p = ctx.pick(&[5i64, 10, 15, 20, 25, 30, 40, 50, 60, 75]);
    let unit_q = 100 / gcd(p, 100);
    let q = unit_q * ctx.int(2, (1200 / unit_q).max(3));
    let value = p * q / 100;
    let (qs, vs) = (num::int(q, lang), num::int(value, lang));
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

pub(super) fn fourth(ctx: &mut Ctx) -> Item {
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
    let si_scale = units::factor(unit).unwrap_or(1.0);
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

pub(super) fn rate(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let p = ctx.pick(&[5i64, 10, 12, 15, 20, 25, 30, 35, 40, 45, 60, 75, 80]);
    let unit_q = 100 / gcd(p, 100);
    let q = unit_q * ctx.int(1, (600 / unit_q).max(2));
    let k = p * q / 100;
    let qs = num::int(q, lang);
    let ks = num::int(k, lang);
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

pub(super) fn ratio_share(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let (a, b) = loop {
        let (a, b) = (ctx.int(1, 5), ctx.int(2, 7));
        if a != b && gcd(a, b) == 1 {
            break (a, b);
        }
    };
    let total = (a + b) * ctx.int(3, 30);
    let big = total * a.max(b) / (a + b);
    let ts = num::int(total, lang);
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
    let bs = num::int(big, lang);
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

/// A length on a plan at scale 1/n and the real length, in metres (5e).
pub(super) fn scale_plan(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.pin.unwrap_or(0);
    let n = ctx.pick(&[50i64, 100, 200, 250, 500]);
    // the length on the plan in millimetres, so that the real length has at most 2 decimals in m
    let mm = ctx.int(12, 120);
    let cm = mm as f64 / 10.0;
    let real = (mm * n) as f64 / 1000.0;
    let what = ctx.pick(&[
        ("la longueur d'une salle", "the length of a room"),
        ("la largeur d'un jardin", "the width of a garden"),
        ("la longueur d'une piscine", "the length of a pool"),
        ("la largeur d'une cour", "the width of a yard"),
    ]);
    let (w_fr, w_en) = what;
    let ct = ctx.qty(cm, 1, "cm");
    let rt = ctx.qty(real, 3, "m");
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(cm * n as f64, 1, "m"),
            "centimètres non convertis en mètres",
            "centimetres not converted to metres",
        ),
        w(
            ctx,
            Qty::exact(cm / n as f64, 6, "m"),
            "longueur divisée par l'échelle au lieu d'être multipliée",
            "divided by the scale instead of multiplying",
        ),
        w(
            ctx,
            Qty::exact(real * 10.0, 3, "m"),
            "conversion cm → m d'un facteur 10",
            "cm → m conversion off by a factor of 10",
        ),
    ];
    let vis = table_visual(
        ctx,
        vec![
            vec![tr!(lang, "Échelle", "Scale"), format!("1/{n}")],
            vec![tr!(lang, "Sur le plan", "On the plan"), ct.clone()],
            vec![tr!(lang, "En réalité", "In reality"), "? m".to_owned()],
        ],
    );
    Item {
        situation: tr!(
            lang,
            "Sur un plan à l'échelle 1/{n}, {w_fr} mesure {ct}.",
            "On a plan at scale 1/{n}, {w_en} measures {ct}."
        ),
        question: tr!(
            lang,
            "Quelle est cette longueur en réalité, en mètres ?",
            "What is this length in reality, in metres?"
        ),
        claim: tr!(
            lang,
            "en réalité, {w_fr} est de {{v}}",
            "in reality, {w_en} is {{v}}"
        ),
        label: tr!(lang, "{ct} sur un plan au 1/{n}", "{ct} on a plan at 1/{n}"),
        noun: tr!(lang, "longueur réelle", "real length"),
        answer: Qty::exact(real, 3, "m"),
        wrongs,
        alts: vec![Qty::exact(cm * n as f64, 1, "cm")],
        visual: vis,
        explanation: tr!(
            lang,
            "À l'échelle 1/{n}, 1 cm sur le plan représente {n} cm en réalité : {ct} × {n} = {} cm = {rt}.",
            "At scale 1/{n}, 1 cm on the plan stands for {n} cm in reality: {ct} × {n} = {} cm = {rt}.",
            ctx.dec(cm * n as f64, 1)
        ),
        facts: super::expr(format!("{} × {n} ÷ 100", ctx.dec(cm, 1)), 0.0),
        steps: Vec::new(),
        variant,
    }
}

/// The coefficient of proportionality of a table of three columns (6e): the number each value
/// of the first row is multiplied by to give the one below it.
pub(super) fn coefficient(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    // the coefficient in tenths
    let k10 = ctx.pick(&[5i64, 12, 15, 25, 30, 35, 40, 45, 60, 75, 80, 120]);
    let mut firsts: Vec<i64> = Vec::new();
    while firsts.len() < 3 {
        let a = ctx.int(2, 12);
        if !firsts.contains(&a) {
            firsts.push(a);
        }
    }
    firsts.sort_unstable();
    let k = k10 as f64 / 10.0;
    let seconds: Vec<f64> = firsts.iter().map(|&a| (a * k10) as f64 / 10.0).collect();
    let ctxs = [
        (
            "Le prix payé est proportionnel au nombre de baguettes achetées.",
            "The price paid is proportional to the number of loaves bought.",
            "Baguettes",
            "Loaves",
            "Prix (€)",
            "Price (€)",
        ),
        (
            "Le prix d'un ruban est proportionnel à sa longueur.",
            "The price of a ribbon is proportional to its length.",
            "Longueur (m)",
            "Length (m)",
            "Prix (€)",
            "Price (€)",
        ),
        (
            "La masse de confiture obtenue est proportionnelle à la masse de fruits.",
            "The mass of jam made is proportional to the mass of fruit.",
            "Fruits (kg)",
            "Fruit (kg)",
            "Confiture (kg)",
            "Jam (kg)",
        ),
    ];
    let (sfr, sen, h1fr, h1en, h2fr, h2en) = ctxs[ctx.int(0, 2) as usize];
    let (h1, h2) = if ctx.fr() { (h1fr, h2fr) } else { (h1en, h2en) };
    let row1: Vec<String> = firsts.iter().map(|a| a.to_string()).collect();
    let row2: Vec<String> = seconds.iter().map(|b| ctx.dec(*b, 1)).collect();
    let (a, b) = (firsts[0], seconds[0]);
    let (at, bt) = (row1[0].clone(), row2[0].clone());
    let answer = Qty::exact(k, 1, "");
    let kt = answer.text(lang);
    let wrongs = vec![
        w(
            ctx,
            Qty::rounded_exact(a as f64 / b, 2, ""),
            "quotient pris à l'envers",
            "quotient upside down",
        ),
        w(
            ctx,
            Qty::exact(b - a as f64, 1, ""),
            "écart entre les deux lignes au lieu d'un coefficient multiplicateur",
            "difference between the rows instead of a multiplier",
        ),
        w(
            ctx,
            Qty::exact(seconds[1] - seconds[0], 1, ""),
            "écart entre deux colonnes de la seconde ligne",
            "difference between two columns of the second row",
        ),
        w(
            ctx,
            Qty::exact(b, 1, ""),
            "valeur du tableau recopiée",
            "copied a value of the table",
        ),
    ];
    let pairs = tr!(
        lang,
        "ligne 1 : {} — ligne 2 : {}",
        "row 1: {} — row 2: {}",
        row1.join(if ctx.fr() { " ; " } else { "; " }),
        row2.join(if ctx.fr() { " ; " } else { "; " }),
    );
    let vis = table_visual(
        ctx,
        vec![
            std::iter::once(h1.to_owned()).chain(row1.clone()).collect(),
            std::iter::once(h2.to_owned()).chain(row2.clone()).collect(),
        ],
    );
    let checks = row1
        .iter()
        .zip(&row2)
        .map(|(x, y)| format!("{x} × {kt} = {y}"))
        .collect::<Vec<_>>()
        .join(if ctx.fr() { " ; " } else { "; " });
    Item {
        situation: tr!(
            lang,
            "{} Le tableau de proportionnalité en donne quelques valeurs.",
            "{} The proportionality table gives some of its values.",
            if ctx.fr() { sfr } else { sen },
        ),
        question: tr!(
            lang,
            "Quel est le coefficient de proportionnalité qui permet de passer de la première ligne à la seconde ?",
            "What is the coefficient of proportionality that takes the first row to the second?"
        ),
        claim: tr!(
            lang,
            "le coefficient de proportionnalité de la première ligne à la seconde est {{v}}",
            "the coefficient of proportionality from the first row to the second is {{v}}"
        ),
        label: pairs,
        noun: tr!(
            lang,
            "coefficient de proportionnalité",
            "coefficient of proportionality"
        ),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Dans un tableau de proportionnalité, on divise un nombre de la seconde ligne par celui du dessus : {bt} ÷ {at} = {kt}. Vérification : {checks}.",
            "In a proportionality table, divide a number of the second row by the one above it: {bt} ÷ {at} = {kt}. Check: {checks}."
        ),
        facts: expr(format!("{bt} ÷ {at}"), 0.0),
        steps: Vec::new(),
        variant: 2,
    }
}
