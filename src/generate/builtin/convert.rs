//! Unit conversions: lengths, masses, capacities and durations (mode 0: 6e maths), speeds,
//! areas and volumes (1: 4e), capacities, volumes and masses (2: 6e physique-chimie, with the
//! volume of a solid by displacement of water and the mass of a volume of water). The
//! generator shifts digits along the conversion table; the checks multiply by unit factors.

use super::super::num::round_to;
use super::super::visual::{card, conversion_table, visual};
use super::facts::{Check, Claim, Facts};
use super::kinds::{choice_question, matching_of, ordering_of};
use super::{Built, Ctx, Family, Item, Qty, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::{Language, Visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "conversions",
    notion,
    item,
    special,
    kinds: |_| {
        &[
            Numeric,
            SingleChoice,
            MultipleChoice,
            Ordering,
            Matching,
            TrueFalse,
        ]
    },
    variants: |mode| match mode {
        0 => 2,
        _ => 3,
    },
};

/// The notion of the chapter's course knowledge a variant exercises: 6e, a table conversion
/// (lengths, masses, capacities) or a duration; 4e, a speed or an area or volume (the plain
/// table conversion spans the chapter); 6e physique-chimie, a volume by displacement of water
/// (the table of capacities or masses and the mass of a volume of water span both notions).
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (0, 0) => Some("longueurs-masses"),
        (0, _) => Some("durees"),
        (1, 0) => Some("vitesses"),
        (1, 1) => Some("aires-volumes"),
        (2, 1) => Some("volume"),
        _ => None,
    }
}

const LENGTH: [&str; 7] = ["km", "hm", "dam", "m", "dm", "cm", "mm"];
const MASS: [&str; 7] = ["kg", "hg", "dag", "g", "dg", "cg", "mg"];
const CAPACITY: [&str; 7] = ["kL", "hL", "daL", "L", "dL", "cL", "mL"];

/// A scale of units (each 10 times the next) and the usable ones.
fn scale(ctx: &mut Ctx) -> (&'static [&'static str; 7], &'static [usize]) {
    match ctx.mode {
        2 => {
            if ctx.chance(0.5) {
                (&CAPACITY, &[3, 4, 5, 6])
            } else {
                (&MASS, &[0, 3, 6])
            }
        }
        _ => match ctx.int(0, 2) {
            0 => (&LENGTH, &[0, 2, 3, 4, 5, 6]),
            1 => (&MASS, &[0, 3, 6]),
            _ => (&CAPACITY, &[3, 4, 5, 6]),
        },
    }
}

/// `value` (scaled integer / 10^dp) shifted by `shift` columns (positive: to smaller units).
fn shifted(value: f64, shift: i32) -> f64 {
    round_to(value * 10f64.powi(shift), 9)
}

fn dp_of(x: f64) -> u32 {
    // the fewest decimals that write x exactly (relative test: tiny values need many decimals)
    (0..9)
        .find(|&d| (round_to(x, d) - x).abs() <= 1e-9 * x.abs())
        .unwrap_or(9)
}

fn item(ctx: &mut Ctx) -> Item {
    let time = ctx.mode == 0 && ctx.variant(2) == 1;
    match ctx.mode {
        0 if time => time_item(ctx),
        0 => table_item(ctx),
        1 => match ctx.variant(3) {
            0 => speed_item(ctx),
            1 => area_volume_item(ctx),
            _ => table_item(ctx),
        },
        _ => match ctx.variant(3) {
            0 => table_item(ctx),
            1 => displacement(ctx),
            _ => water_mass(ctx),
        },
    }
}

/// The volume of a stone from the water level in a graduated cylinder before and after.
fn displacement(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let v1 = ctx.int(20, 70);
    let v = ctx.int(4, 45);
    let v2 = v1 + v;
    let object = ctx.pick(&[
        ("un caillou", "a pebble"),
        ("une bille de verre", "a glass marble"),
        ("un écrou", "a nut"),
        ("une clé", "a key"),
    ]);
    let (o_fr, o_en) = object;
    let o_cap = super::kinds::capitalize(o_en);
    let wrongs = vec![
        w(
            ctx,
            Qty::int(v2, "cm³"),
            "niveau final donné au lieu de la différence",
            "gave the final level instead of the difference",
        ),
        w(
            ctx,
            Qty::int(v1 + v2, "cm³"),
            "niveaux additionnés au lieu d'être soustraits",
            "added the levels instead of subtracting",
        ),
        w(
            ctx,
            Qty::int(v * 1000, "cm³"),
            "1 mL pris pour 1 L",
            "took 1 mL for 1 L",
        ),
    ];
    let (t1, t2) = (ctx.qty(v1 as f64, 0, "mL"), ctx.qty(v2 as f64, 0, "mL"));
    let at = ctx.qty(v as f64, 0, "cm³");
    let lines = vec![
        tr!(lang, "Avant : {t1}", "Before: {t1}"),
        tr!(lang, "Après : {t2}", "After: {t2}"),
    ];
    let alt = tr!(
        lang,
        "Éprouvette graduée : {t1} d'eau avant, {t2} après avoir plongé {o_fr}",
        "Graduated cylinder: {t1} of water before, {t2} after dropping in {o_en}"
    );
    Item {
        situation: tr!(
            lang,
            "Une éprouvette graduée contient {t1} d'eau. On y plonge {o_fr} : le niveau de l'eau monte à {t2}.",
            "A graduated cylinder holds {t1} of water. {o_cap} is dropped in: the water rises to {t2}."
        ),
        question: tr!(
            lang,
            "Quel est le volume de l'objet, en cm³ ?",
            "What is the volume of the object, in cm³?"
        ),
        claim: tr!(
            lang,
            "le volume de l'objet est de {{v}}",
            "the volume of the object is {{v}}"
        ),
        label: tr!(lang, "de {t1} à {t2}", "from {t1} to {t2}"),
        noun: tr!(lang, "volume", "volume"),
        answer: Qty::int(v, "cm³"),
        wrongs,
        alts: vec![Qty::int(v, "mL")],
        visual: visual(
            &card(
                &tr!(lang, "Éprouvette graduée", "Graduated cylinder"),
                &lines,
            ),
            alt,
        ),
        explanation: tr!(
            lang,
            "Le volume de l'objet est celui de l'eau déplacée : {v2} - {v1} = {v} mL, et 1 mL = 1 cm³, donc {at}.",
            "The object's volume is that of the water it displaces: {v2} - {v1} = {v} mL, and 1 mL = 1 cm³, so {at}."
        ),
        facts: Facts::exact(format!("({v2} - {v1}) ÷ 1000000")),
        steps: Vec::new(),
        variant: 1,
    }
}

/// The mass of a volume of water (1 L of water has a mass of 1 kg), in grams.
fn water_mass(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let cl = ctx.pick(&[5i64, 12, 15, 20, 25, 33, 40, 50, 75, 150]);
    let g = cl * 10;
    let wrongs = vec![
        w(
            ctx,
            Qty::int(cl, "g"),
            "centilitres pris pour des grammes",
            "took centilitres for grams",
        ),
        w(
            ctx,
            Qty::int(cl * 100, "g"),
            "conversion cL → mL d'un facteur 10 de trop",
            "cL → mL conversion off by a factor of 10",
        ),
        w(
            ctx,
            Qty::exact(cl as f64 / 100.0, 2, "g"),
            "masse en kilogrammes donnée en grammes",
            "gave the mass in kilograms as grams",
        ),
    ];
    let vt = ctx.qty(cl as f64, 0, "cL");
    let ml = ctx.qty(g as f64, 0, "mL");
    let at = ctx.qty(g as f64, 0, "g");
    Item {
        situation: tr!(
            lang,
            "Une bouteille contient {vt} d'eau. Un litre d'eau a une masse de 1 kg.",
            "A bottle holds {vt} of water. One litre of water has a mass of 1 kg."
        ),
        question: tr!(
            lang,
            "Quelle est la masse de cette eau, en grammes ?",
            "What is the mass of this water, in grams?"
        ),
        claim: tr!(
            lang,
            "{vt} d'eau ont une masse de {{v}}",
            "{vt} of water has a mass of {{v}}"
        ),
        label: tr!(lang, "{vt} d'eau", "{vt} of water"),
        noun: tr!(lang, "masse", "mass"),
        answer: Qty::int(g, "g"),
        wrongs,
        alts: vec![Qty::exact(g as f64 / 1000.0, 3, "kg")],
        visual: visual(
            &card(
                &tr!(lang, "Eau", "Water"),
                &[
                    tr!(lang, "1 L ↔ 1 kg", "1 L ↔ 1 kg"),
                    tr!(lang, "Volume : {vt}", "Volume: {vt}"),
                ],
            ),
            tr!(
                lang,
                "Fiche : 1 L d'eau a une masse de 1 kg ; volume {vt}",
                "Card: 1 L of water has a mass of 1 kg; volume {vt}"
            ),
        ),
        explanation: tr!(
            lang,
            "{vt} = {ml} ; 1 mL d'eau a une masse de 1 g, donc {at}.",
            "{vt} = {ml}; 1 mL of water has a mass of 1 g, so {at}."
        ),
        facts: Facts::exact(format!("{cl} × 10 ÷ 1000")),
        steps: Vec::new(),
        variant: 2,
    }
}

fn table_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (units, usable) = scale(ctx);
    let (i, j) = loop {
        let (i, j) = (ctx.pick(usable), ctx.pick(usable));
        if i != j && (i as i32 - j as i32).abs() <= 6 {
            break (i, j);
        }
    };
    let dp = ctx.int(0, 2) as u32;
    let mut n = ctx.int(1, 9999);
    if n % 10 == 0 {
        n += 1;
    }
    let value = n as f64 / 10f64.powi(dp as i32);
    let shift = j as i32 - i as i32;
    let result = shifted(value, shift);
    let rdp = dp_of(result);
    let (from, to) = (units[i], units[j]);
    let answer = Qty::exact(result, rdp, to);
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(shifted(value, -shift), dp_of(shifted(value, -shift)), to),
            "conversion dans le mauvais sens",
            "converted the wrong way",
        ),
        w(
            ctx,
            Qty::exact(
                shifted(value, shift + 1),
                dp_of(shifted(value, shift + 1)),
                to,
            ),
            "décalage d'une colonne de trop",
            "shifted one column too many",
        ),
        w(
            ctx,
            Qty::exact(
                shifted(value, shift - 1),
                dp_of(shifted(value, shift - 1)),
                to,
            ),
            "décalage d'une colonne de moins",
            "shifted one column too few",
        ),
    ];
    let vt = ctx.qty(value, dp, from);
    let at = answer.text(lang);
    let digits = super::super::num::dec(value, dp, Language::En).replace(',', "");
    let (int_part, dec_part) = digits.split_once('.').unwrap_or((&digits, ""));
    let fig = conversion_table(units, int_part, dec_part, i);
    let header = units.join(", ");
    let alt = tr!(
        lang,
        "Tableau de conversion ({header}) ; {vt} placé avec le chiffre des unités dans la colonne {from}",
        "Conversion table ({header}); {vt} placed with its units digit in the {from} column"
    );
    let k = 10f64.powi(shift.abs());
    let kt = ctx.dec(k, 0);
    let op = if shift > 0 { "×" } else { "÷" };
    Item {
        situation: String::new(),
        question: tr!(lang, "Convertis {vt} en {to}.", "Convert {vt} into {to}."),
        claim: tr!(lang, "{vt} = {{v}}", "{vt} = {{v}}"),
        label: vt.clone(),
        noun: tr!(lang, "valeur convertie", "converted value"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "De {from} à {to}, on {op} par {kt} : {vt} = {at}.",
            "From {from} to {to}, {op} {kt}: {vt} = {at}."
        )
        .replace("on × par", "on multiplie par")
        .replace("on ÷ par", "on divise par"),
        facts: Facts::Convert { value, from },
        steps: Vec::new(),
        variant: 0,
    }
}

fn time_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let to_min = ctx.chance(0.5);
    let (value, from, answer, wrongs, expl);
    if to_min {
        let h = ctx.pick(&[0.25, 0.5, 0.75, 1.25, 1.5, 2.5, 3.2, 1.2, 0.1]);
        value = h;
        from = "h";
        let m = round_to(h * 60.0, 6);
        answer = Qty::exact(m, 1, "min");
        let hm = (h.trunc() * 60.0 + (h.fract() * 100.0).round()).round();
        wrongs = vec![
            w(
                ctx,
                Qty::exact(hm, 0, "min"),
                "partie décimale lue comme des minutes (1,5 h = 1 h 50 min)",
                "read the decimal part as minutes (1.5 h = 1 h 50 min)",
            ),
            w(
                ctx,
                Qty::rounded_exact(h * 100.0, 2, "min"),
                "heures multipliées par 100 au lieu de 60",
                "multiplied hours by 100 instead of 60",
            ),
            w(
                ctx,
                Qty::rounded_exact(h / 60.0, 4, "min"),
                "division par 60 au lieu d'une multiplication",
                "divided by 60 instead of multiplying",
            ),
        ];
        let (ht, at) = (ctx.qty(h, 2, "h"), answer.text(lang));
        let hn = ctx.dec(h, 2);
        expl = tr!(
            lang,
            "1 h = 60 min, donc {ht} = {hn} × 60 min = {at}.",
            "1 h = 60 min, so {ht} = {hn} × 60 min = {at}."
        );
    } else {
        let m = ctx.pick(&[
            15.0, 30.0, 45.0, 75.0, 90.0, 135.0, 150.0, 12.0, 36.0, 210.0,
        ]);
        value = m;
        from = "min";
        let h = m / 60.0;
        answer = Qty::exact(h, 2, "h");
        let bad = (m / 60.0).trunc() + (m % 60.0) / 100.0;
        wrongs = vec![
            w(
                ctx,
                Qty::rounded_exact(bad, 2, "h"),
                "minutes restantes écrites après la virgule",
                "wrote the remaining minutes after the point",
            ),
            w(
                ctx,
                Qty::exact(m / 100.0, 2, "h"),
                "division par 100 au lieu de 60",
                "divided by 100 instead of 60",
            ),
            w(
                ctx,
                Qty::exact(m * 60.0, 0, "h"),
                "multiplication par 60 au lieu d'une division",
                "multiplied by 60 instead of dividing",
            ),
        ];
        let (mt, at) = (ctx.qty(m, 0, "min"), answer.text(lang));
        let mn = ctx.dec(m, 0);
        expl = tr!(
            lang,
            "1 h = 60 min, donc {mt} = {mn} ÷ 60 h = {at}.",
            "1 h = 60 min, so {mt} = {mn} ÷ 60 h = {at}."
        );
    }
    let vt = ctx.qty(value, 2, from);
    let to = answer.unit;
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Convertis {vt} en {to} (écriture décimale).",
            "Convert {vt} into {to} (as a decimal)."
        ),
        claim: tr!(lang, "{vt} = {{v}}", "{vt} = {{v}}"),
        label: vt.clone(),
        noun: tr!(lang, "durée convertie", "converted duration"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(lang, "Durées", "Durations"),
                &["1 h = 60 min".to_owned(), "1 min = 60 s".to_owned()],
            ),
            tr!(
                lang,
                "Fiche : 1 h = 60 min, 1 min = 60 s",
                "Card: 1 h = 60 min, 1 min = 60 s"
            ),
        ),
        explanation: expl,
        facts: Facts::Convert { value, from },
        steps: Vec::new(),
        variant: 2,
    }
}

fn speed_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let ms = ctx.pick(&[5.0, 10.0, 15.0, 20.0, 25.0, 30.0, 2.5, 12.5, 7.5]);
    let kmh = round_to(ms * 3.6, 6);
    let to_ms = ctx.chance(0.5);
    let (value, from, answer, wrongs) = if to_ms {
        (
            kmh,
            "km/h",
            Qty::exact(ms, 1, "m/s"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(kmh * 3.6, 2, "m/s"),
                    "multiplication par 3,6 au lieu d'une division",
                    "multiplied by 3.6 instead of dividing",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(kmh / 60.0, 3, "m/s"),
                    "division par 60 seulement",
                    "divided by 60 only",
                ),
                w(
                    ctx,
                    Qty::exact(kmh * 1000.0, 0, "m/s"),
                    "kilomètres convertis mais pas les heures",
                    "converted the kilometres but not the hours",
                ),
            ],
        )
    } else {
        (
            ms,
            "m/s",
            Qty::exact(kmh, 1, "km/h"),
            vec![
                w(
                    ctx,
                    Qty::rounded_exact(ms / 3.6, 3, "km/h"),
                    "division par 3,6 au lieu d'une multiplication",
                    "divided by 3.6 instead of multiplying",
                ),
                w(
                    ctx,
                    Qty::exact(ms * 60.0, 1, "km/h"),
                    "multiplication par 60 seulement",
                    "multiplied by 60 only",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(ms * 3.6 / 1000.0, 4, "km/h"),
                    "mètres convertis mais pas les secondes",
                    "converted the metres but not the seconds",
                ),
            ],
        )
    };
    let vt = ctx.qty(value, 1, from);
    let at = answer.text(lang);
    let to = answer.unit;
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Convertis la vitesse {vt} en {to}.",
            "Convert the speed {vt} into {to}."
        ),
        claim: tr!(lang, "{vt} = {{v}}", "{vt} = {{v}}"),
        label: vt.clone(),
        noun: tr!(lang, "vitesse convertie", "converted speed"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(lang, "Vitesses", "Speeds"),
                &[
                    "1 m/s = 3,6 km/h"
                        .to_owned()
                        .replace("3,6", &ctx.dec(3.6, 1)),
                    "1 h = 3600 s".to_owned(),
                ],
            ),
            tr!(lang, "Fiche : 1 m/s = 3,6 km/h", "Card: 1 m/s = 3.6 km/h"),
        ),
        explanation: tr!(
            lang,
            "1 m/s = 3600 m/h = 3,6 km/h : {vt} = {at}.",
            "1 m/s = 3600 m/h = 3.6 km/h: {vt} = {at}."
        ),
        facts: Facts::Convert { value, from },
        steps: Vec::new(),
        variant: 0,
    }
}

fn area_volume_item(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let pairs: [(&str, &str, i32); 6] = [
        ("m²", "cm²", 4),
        ("cm²", "m²", -4),
        ("m²", "dm²", 2),
        ("m³", "L", 3),
        ("L", "cm³", 3),
        ("dm³", "cm³", 3),
    ];
    let (from, to, shift) = ctx.pick(&pairs);
    let value = (ctx.int(1, 999) as f64) / 10f64.powi(ctx.int(0, 2) as i32);
    let result = shifted(value, shift);
    let answer = Qty::exact(result, dp_of(result), to);
    let linear = if shift.abs() == 4 {
        shift / 2
    } else if from.ends_with('³') || to.ends_with('³') {
        shift / 3
    } else {
        shift / 2
    };
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(shifted(value, linear), dp_of(shifted(value, linear)), to),
            "facteur des longueurs utilisé au lieu de celui des aires ou des volumes",
            "used the length factor instead of the area or volume factor",
        ),
        w(
            ctx,
            Qty::exact(shifted(value, -shift), dp_of(shifted(value, -shift)), to),
            "conversion dans le mauvais sens",
            "converted the wrong way",
        ),
        w(
            ctx,
            Qty::exact(
                shifted(value, shift + shift.signum()),
                dp_of(shifted(value, shift + shift.signum())),
                to,
            ),
            "une puissance de 10 de trop",
            "one power of ten too many",
        ),
    ];
    let vt = ctx.qty(value, 3, from);
    let at = answer.text(lang);
    Item {
        situation: String::new(),
        question: tr!(lang, "Convertis {vt} en {to}.", "Convert {vt} into {to}."),
        claim: tr!(lang, "{vt} = {{v}}", "{vt} = {{v}}"),
        label: vt.clone(),
        noun: tr!(lang, "valeur convertie", "converted value"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(lang, "Aires et volumes", "Areas and volumes"),
                &[
                    "1 m² = 100 dm² = 10000 cm²".to_owned(),
                    "1 m³ = 1000 dm³ = 1000 L".to_owned(),
                    "1 L = 1 dm³ = 1000 cm³".to_owned(),
                ],
            ),
            tr!(
                lang,
                "Fiche : 1 m² = 10000 cm², 1 m³ = 1000 L, 1 L = 1000 cm³",
                "Card: 1 m² = 10000 cm², 1 m³ = 1000 L, 1 L = 1000 cm³"
            ),
        ),
        explanation: tr!(
            lang,
            "Pour les aires on décale de 2 rangs par unité, pour les volumes de 3 : {vt} = {at}.",
            "Areas move 2 places per unit, volumes 3: {vt} = {at}."
        ),
        facts: Facts::Convert { value, from },
        steps: Vec::new(),
        variant: 1,
    }
}

/// Whether an option already shows the value of `t` (in any unit).
fn same_value_in(options: &[(String, bool, Option<String>)], t: &str, lang: Language) -> bool {
    let v = super::facts::base_value(t, lang);
    options.iter().any(|o| {
        o.0 == t
            || match (v, super::facts::base_value(&o.0, lang)) {
                (Some(a), Some(b)) => (a - b).abs() <= 1e-9 * a.abs().max(b.abs()),
                _ => false,
            }
    })
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    let lang = ctx.lang;
    let (units, usable) = scale(ctx);
    let base_i = ctx.pick(usable);
    let mut n = ctx.int(11, 999);
    if n % 10 == 0 {
        n += 1;
    }
    let value = n as f64 / 10.0;
    let base = ctx.qty(value, 1, units[base_i]);
    let same = |ctx: &Ctx, j: usize| {
        let v = shifted(value, j as i32 - base_i as i32);
        ctx.qty(v, dp_of(v), units[j])
    };
    match kind {
        MultipleChoice => {
            let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
            let mut others: Vec<usize> = usable.iter().copied().filter(|&j| j != base_i).collect();
            ctx.shuffle(&mut others);
            for &j in others.iter().take(2) {
                options.push((same(ctx, j), true, None));
                let off = shifted(
                    value,
                    j as i32 - base_i as i32 + if ctx.chance(0.5) { 1 } else { -1 },
                );
                let t = ctx.qty(off, dp_of(off), units[j]);
                if !same_value_in(&options, &t, lang) {
                    options.push((
                        t,
                        false,
                        Some(tr!(
                            lang,
                            "décalage d'une colonne en trop ou en moins",
                            "one column off"
                        )),
                    ));
                }
            }
            let rev = shifted(value, -(others[0] as i32 - base_i as i32));
            let t = ctx.qty(rev, dp_of(rev), units[others[0]]);
            if !same_value_in(&options, &t, lang) {
                options.push((
                    t,
                    false,
                    Some(tr!(
                        lang,
                        "conversion dans le mauvais sens",
                        "converted the wrong way"
                    )),
                ));
            }
            let checks = options
                .iter()
                .map(|(t, c, _)| Check::Claim {
                    claim: Claim::SameQty {
                        a: t.clone(),
                        b: base.clone(),
                    },
                    expect: *c,
                })
                .collect();
            let stem = tr!(
                lang,
                "Quelles quantités sont égales à {base} ?",
                "Which quantities are equal to {base}?"
            );
            let vis = table_visual(ctx, units, value, base_i, true);
            let explanation = tr!(
                lang,
                "Dans le tableau de conversion, chaque colonne vaut 10 fois la suivante.",
                "In the conversion table each column is worth 10 times the next."
            );
            Some(choice_question(
                ctx,
                stem,
                options,
                checks,
                vis,
                explanation,
            ))
        }
        Ordering => {
            let mut items: Vec<(f64, String)> = Vec::new();
            while items.len() < 4 {
                let j = ctx.pick(usable);
                let v = ctx.int(1, 999) as f64 / 10f64.powi(ctx.int(0, 2) as i32);
                let t = ctx.qty(v, 3, units[j]);
                let b = v * super::units::factor(units[j]).unwrap_or(1.0);
                if units[j] == "hg"
                    || units[j] == "dag"
                    || items.iter().any(|(o, s)| (o - b).abs() < 1e-12 || *s == t)
                {
                    continue;
                }
                items.push((b, t));
            }
            items.sort_by(|a, b| a.0.total_cmp(&b.0));
            let texts: Vec<String> = items.into_iter().map(|i| i.1).collect();
            let stem = tr!(
                lang,
                "Range ces quantités dans l'ordre croissant.",
                "Put these quantities in increasing order."
            );
            let vis = table_visual(ctx, units, value, base_i, false);
            let list = texts.join(" < ");
            let explanation = tr!(
                lang,
                "On convertit tout dans la même unité avant de comparer : {list}.",
                "Convert everything into one unit before comparing: {list}."
            );
            Some(ordering_of(ctx, stem, texts, vis, explanation, false))
        }
        Matching => {
            let mut pairs: Vec<(String, String)> = Vec::new();
            let mut used = Vec::new();
            while pairs.len() < 4 {
                let (i, j) = (ctx.pick(usable), ctx.pick(usable));
                let v = ctx.int(11, 999) as f64 / 10.0;
                let l = ctx.qty(v, 1, units[i]);
                let rv = shifted(v, j as i32 - i as i32);
                let r = ctx.qty(rv, dp_of(rv), units[j]);
                let b = v * super::units::factor(units[i]).unwrap_or(1.0);
                if i == j || used.iter().any(|&o: &f64| (o - b).abs() < 1e-12) {
                    continue;
                }
                used.push(b);
                pairs.push((l, r));
            }
            let stem = tr!(
                lang,
                "Associe chaque quantité à la quantité égale.",
                "Match each quantity with the equal one."
            );
            let vis = table_visual(ctx, units, value, base_i, false);
            let explanation = pairs
                .iter()
                .map(|(l, r)| format!("{l} = {r}"))
                .collect::<Vec<_>>()
                .join(" ; ");
            Some(matching_of(
                ctx,
                stem,
                pairs,
                &|l, r| Claim::SameQty {
                    a: l.to_owned(),
                    b: r.to_owned(),
                },
                vis,
                explanation,
            ))
        }
        _ => None,
    }
}

fn table_visual(
    ctx: &Ctx,
    units: &[&'static str; 7],
    value: f64,
    col: usize,
    placed: bool,
) -> Visual {
    let lang = ctx.lang;
    let header = units.join(", ");
    if !placed {
        return visual(
            &conversion_table(units, "", "", col),
            tr!(
                lang,
                "Tableau de conversion vide ({header})",
                "Empty conversion table ({header})"
            ),
        );
    }
    let digits = super::super::num::dec(value, 3, Language::En).replace(',', "");
    let (int_part, dec_part) = digits.split_once('.').unwrap_or((&digits, ""));
    let vt = ctx.qty(value, 3, units[col]);
    visual(
        &conversion_table(units, int_part, dec_part, col),
        tr!(
            lang,
            "Tableau de conversion ({header}) avec {vt} placé",
            "Conversion table ({header}) with {vt} placed"
        ),
    )
}
