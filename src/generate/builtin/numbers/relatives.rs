//! Signed numbers: adding and subtracting (chapter `nombres-relatifs` 5e, mode 4),
//! multiplying and dividing (`nombres-relatifs` 4e, mode 5), ordering.

use super::expr_item;
use crate::generate::builtin::facts::{Facts, Stat};
use crate::generate::builtin::kinds::ordering_of;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{card, number_line, visual};

pub(super) fn relatives(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    if ctx.mode == 4 && variant == 1 {
        return temperature(ctx);
    }
    if ctx.mode == 4 && variant == 2 {
        return largest_signed(ctx);
    }
    let pick = |ctx: &mut Ctx| {
        let v = ctx.int(1, 15) * if ctx.chance(0.5) { -1 } else { 1 };
        v as f64
    };
    let (a, b) = (pick(ctx), pick(ctx));
    if ctx.mode == 4 {
        let sub = ctx.chance(0.5);
        let (at, bt) = (ctx.signed(a, 0, true), ctx.signed(b, 0, true));
        let (expr, value) = if sub {
            (format!("{at} - {bt}"), a - b)
        } else {
            (format!("{at} + {bt}"), a + b)
        };
        let mut wrongs = vec![w(
            ctx,
            Qty::int(-(value as i64), ""),
            "erreur de signe",
            "sign error",
        )];
        if sub {
            wrongs.push(w(
                ctx,
                Qty::int((a + b) as i64, ""),
                "soustraire revient à ajouter l'opposé : opposé oublié",
                "subtracting means adding the opposite: opposite forgotten",
            ));
        } else {
            wrongs.push(w(
                ctx,
                Qty::int((a - b) as i64, ""),
                "soustraction des nombres au lieu de leur somme",
                "subtracted instead of adding",
            ));
        }
        let abs_sum = (a.abs() + b.abs()) * a.signum();
        wrongs.push(w(
            ctx,
            Qty::int(abs_sum as i64, ""),
            "distances à zéro additionnées sans tenir compte des signes",
            "added the distances to zero regardless of signs",
        ));
        let answer = Qty::int(value as i64, "");
        let v = answer.text(lang);
        let fig = number_line(
            -20.0,
            20.0,
            1.0,
            5,
            &|x| num::dec(x, 0, lang),
            &[("A".to_owned(), a)],
        );
        let av = ctx.dec(a, 0);
        let alt = tr!(
            lang,
            "Droite graduée de -20 à 20 ; le point A a pour abscisse {av}",
            "Number line from -20 to 20; point A stands for {av}"
        );
        let expl = if sub {
            let nb = ctx.signed(-b, 0, true);
            tr!(
                lang,
                "Soustraire un nombre, c'est ajouter son opposé : {expr} = {at} + {nb} = {v}.",
                "Subtracting a number means adding its opposite: {expr} = {at} + {nb} = {v}."
            )
        } else {
            tr!(lang, "{expr} = {v}.", "{expr} = {v}.")
        };
        return expr_item(
            ctx,
            String::new(),
            tr!(lang, "Calcule {expr}.", "Work out {expr}."),
            &expr,
            answer,
            wrongs,
            visual(&fig, alt),
            expl,
            0,
        );
    }
    // 4e: a product of two factors (variant 0), a quotient (1), a product of three factors (2)
    let t = variant;
    let (at, bt) = (ctx.signed(a, 0, false), ctx.signed(b, 0, false));
    let (expr, value, wrongs) = match t {
        0 => {
            let v = a * b;
            (
                format!("{at} × {bt}"),
                v,
                vec![
                    w(
                        ctx,
                        Qty::int(-(v as i64), ""),
                        "règle des signes mal appliquée",
                        "sign rule misapplied",
                    ),
                    w(
                        ctx,
                        Qty::int((a + b) as i64, ""),
                        "addition au lieu d'une multiplication",
                        "added instead of multiplying",
                    ),
                ],
            )
        }
        1 => {
            let q = a;
            let p = a * b;
            let pt_ = ctx.signed(p, 0, false);
            (
                format!("{pt_} ÷ {bt}"),
                q,
                vec![
                    w(
                        ctx,
                        Qty::int(-(q as i64), ""),
                        "règle des signes mal appliquée",
                        "sign rule misapplied",
                    ),
                    w(
                        ctx,
                        Qty::int((p - b) as i64, ""),
                        "soustraction au lieu d'une division",
                        "subtracted instead of dividing",
                    ),
                ],
            )
        }
        _ => {
            // three or four factors, at least one of them negative
            let n = ctx.int(3, 4) as usize;
            let f = loop {
                let f: Vec<i64> = (0..n)
                    .map(|_| {
                        ctx.int(2, if n == 3 { 9 } else { 5 })
                            * if ctx.chance(0.5) { -1 } else { 1 }
                    })
                    .collect();
                if f.iter().any(|&x| x < 0) {
                    break f;
                }
            };
            let v: i64 = f.iter().product();
            let texts: Vec<String> = f.iter().map(|&x| ctx.signed(x as f64, 0, false)).collect();
            let head: i64 = f[..n - 1].iter().product();
            (
                texts.join(" × "),
                v as f64,
                vec![
                    w(
                        ctx,
                        Qty::int(-v, ""),
                        "nombre de facteurs négatifs mal compté",
                        "miscounted the negative factors",
                    ),
                    w(
                        ctx,
                        Qty::int(head + f[n - 1], ""),
                        "dernier facteur ajouté au lieu d'être multiplié",
                        "added the last factor instead of multiplying",
                    ),
                    w(
                        ctx,
                        Qty::int(head, ""),
                        "dernier facteur oublié",
                        "last factor left out",
                    ),
                ],
            )
        }
    };
    let answer = Qty::int(value as i64, "");
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Règle des signes", "Sign rule"),
        &[
            "(+) × (+) = (+)    (-) × (-) = (+)".to_owned(),
            "(+) × (-) = (-)    (-) × (+) = (-)".to_owned(),
            format!("{expr} = ?"),
        ],
    );
    let alt = tr!(
        lang,
        "Fiche : règle des signes et calcul {expr}",
        "Card: the sign rule and {expr}"
    );
    expr_item(
        ctx,
        String::new(),
        tr!(lang, "Calcule {expr}.", "Work out {expr}."),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        tr!(
            lang,
            "On détermine le signe (nombre de facteurs négatifs), puis on calcule avec les distances à zéro : {expr} = {v}.",
            "Find the sign (count the negative factors), then work with the sizes: {expr} = {v}."
        ),
        variant,
    )
}

/// Mode 4, variant 1: a temperature that rises or falls, or the fall between two readings.
fn temperature(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let kind = ctx.int(0, 2);
    // a rise starts below zero, a fall ends below zero: the calculation involves a negative
    let t0 = if kind == 0 {
        ctx.int(-12, -1)
    } else {
        let t = ctx.int(-9, 9);
        if t == 0 { -3 } else { t }
    };
    let d = ctx.int(3, 15);
    let d = if kind == 1 && t0 > 0 {
        d.max(t0 + ctx.int(1, 4))
    } else {
        d
    };
    let deg = |ctx: &Ctx, x: i64| ctx.qty(x as f64, 0, "°C");
    let (s0, sd) = (deg(ctx, t0), deg(ctx, d));
    let (p0, pd) = (
        ctx.signed(t0 as f64, 0, true),
        ctx.signed(d as f64, 0, true),
    );
    let (situation, question, claim, label, noun, value, expr, wrongs) = match kind {
        0 | 1 => {
            let rise = kind == 0;
            let value = if rise { t0 + d } else { t0 - d };
            let expr = if rise {
                format!("{p0} + {pd}")
            } else {
                format!("{p0} - {pd}")
            };
            let (sit, lab) = if rise {
                (
                    tr!(
                        lang,
                        "À 7 h, le thermomètre indique {s0}. À midi, la température a augmenté de {sd}.",
                        "At 7 a.m. the thermometer reads {s0}. By noon the temperature has risen by {sd}."
                    ),
                    tr!(
                        lang,
                        "{s0}, puis hausse de {sd}",
                        "{s0}, then a rise of {sd}"
                    ),
                )
            } else {
                (
                    tr!(
                        lang,
                        "À 18 h, le thermomètre indique {s0}. À minuit, la température a baissé de {sd}.",
                        "At 6 p.m. the thermometer reads {s0}. By midnight the temperature has fallen by {sd}."
                    ),
                    tr!(
                        lang,
                        "{s0}, puis baisse de {sd}",
                        "{s0}, then a fall of {sd}"
                    ),
                )
            };
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int(if rise { t0 - d } else { t0 + d }, ""),
                    "sens de la variation inversé",
                    "rise and fall swapped",
                ),
                w(
                    ctx,
                    Qty::int(if rise { t0.abs() + d } else { t0.abs() - d }, ""),
                    "signe de la température de départ oublié",
                    "sign of the first reading forgotten",
                ),
                w(ctx, Qty::int(-value, ""), "erreur de signe", "sign error"),
            ];
            (
                sit,
                if rise {
                    tr!(
                        lang,
                        "Quelle température (en °C) indique-t-il à midi ?",
                        "What temperature (in °C) does it read at noon?"
                    )
                } else {
                    tr!(
                        lang,
                        "Quelle température (en °C) indique-t-il à minuit ?",
                        "What temperature (in °C) does it read at midnight?"
                    )
                },
                tr!(
                    lang,
                    "la température finale est {{v}} °C",
                    "the final temperature is {{v}} °C"
                ),
                lab,
                tr!(lang, "température finale en °C", "final temperature in °C"),
                value,
                expr,
                wrongs,
            )
        }
        _ => {
            // from a positive reading down to a negative one: the fall is t_hi − t_lo
            let hi = t0.abs().max(2);
            let lo = -d;
            let (shi, slo) = (deg(ctx, hi), deg(ctx, lo));
            let (phi, plo) = (
                ctx.signed(hi as f64, 0, true),
                ctx.signed(lo as f64, 0, true),
            );
            let value = hi - lo;
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int(hi + lo, ""),
                    "différence calculée avec la distance à zéro au lieu du nombre relatif",
                    "difference worked out with the distance to zero instead of the signed number",
                ),
                w(
                    ctx,
                    Qty::int(lo - hi, ""),
                    "différence prise dans le mauvais sens",
                    "difference taken the wrong way round",
                ),
                w(
                    ctx,
                    Qty::int(value + 1, ""),
                    "graduations comptées au lieu des écarts",
                    "ticks counted instead of gaps",
                ),
            ];
            (
                tr!(
                    lang,
                    "Dans la journée, la température est passée de {shi} à {slo}.",
                    "During the day the temperature went from {shi} down to {slo}."
                ),
                tr!(
                    lang,
                    "De combien de degrés Celsius a-t-elle baissé ?",
                    "By how many degrees Celsius did it fall?"
                ),
                tr!(
                    lang,
                    "la température a baissé de {{v}} °C",
                    "the temperature fell by {{v}} °C"
                ),
                tr!(lang, "de {shi} à {slo}", "from {shi} down to {slo}"),
                tr!(lang, "baisse en °C", "fall in °C"),
                value,
                format!("{phi} - {plo}"),
                wrongs,
            )
        }
    };
    let answer = Qty::int(value, "");
    let v = answer.text(lang);
    let fig = number_line(-20.0, 20.0, 1.0, 5, &|x| num::dec(x, 0, lang), &[]);
    let alt = tr!(
        lang,
        "Droite graduée de -20 à 20, une graduation par degré",
        "Number line from -20 to 20, one tick per degree"
    );
    let cv = claim.replace("{v}", &v);
    let explanation = tr!(lang, "{expr} = {v}, donc {cv}.", "{expr} = {v}, so {cv}.");
    let mut it = expr_item(
        ctx,
        situation,
        question,
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        explanation,
        1,
    );
    it.claim = claim;
    it.label = label;
    it.noun = noun;
    it
}

/// Mode 4, variant 2: the largest of four signed decimals.
fn largest_signed(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    // tenths: two negatives with the same whole part, one further from zero, and a fourth
    // number that is positive now and then, else a negative anywhere
    let a = ctx.int(1, 9);
    let x = ctx.int(1, 9);
    let mut y = ctx.int(1, 9);
    if y == x {
        y = x % 9 + 1;
    }
    let mut vals: Vec<i64> = vec![
        -(a * 10 + x),
        -(a * 10 + y),
        -(ctx.int(a + 1, 12) * 10 + ctx.int(0, 9)),
    ];
    loop {
        let v = if ctx.chance(0.25) {
            ctx.int(1, 99)
        } else {
            -ctx.int(1, 129)
        };
        if v % 10 != 0 && !vals.contains(&v) {
            vals.push(v);
            break;
        }
    }
    ctx.shuffle(&mut vals);
    let data: Vec<f64> = vals.iter().map(|&v| v as f64 / 10.0).collect();
    let texts: Vec<String> = data.iter().map(|&x| ctx.dec(x, 1)).collect();
    let list = texts.join(" ; ");
    let max = *vals.iter().max().expect("four numbers");
    let answer = Qty::exact(max as f64 / 10.0, 1, "");
    let far = *vals.iter().min().expect("four numbers");
    let mut wrongs = vec![w(
        ctx,
        Qty::exact(far as f64 / 10.0, 1, ""),
        "le plus éloigné de zéro pris pour le plus grand",
        "the one furthest from zero taken as the largest",
    )];
    for &v in &vals {
        if v != max && v != far {
            let (fr, en) = if max > 0 {
                (
                    "un nombre négatif est plus petit qu'un nombre positif",
                    "a negative number is less than a positive one",
                )
            } else {
                (
                    "deux négatifs comparés par leur distance à zéro",
                    "two negatives compared by their distance to zero",
                )
            };
            wrongs.push(w(ctx, Qty::exact(v as f64 / 10.0, 1, ""), fr, en));
        }
    }
    let mut sorted = vals.clone();
    sorted.sort_unstable_by(|x, y| y.cmp(x));
    let chain = sorted
        .iter()
        .map(|&v| ctx.dec(v as f64 / 10.0, 1))
        .collect::<Vec<_>>()
        .join(" > ");
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Nombres", "Numbers"),
        std::slice::from_ref(&list),
    );
    let alt = tr!(
        lang,
        "Fiche : les nombres {list}",
        "Card: the numbers {list}"
    );
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus grand des nombres {list} ?",
            "Which is the largest of the numbers {list}?"
        ),
        claim: tr!(
            lang,
            "le plus grand des nombres {list} est {{v}}",
            "the largest of the numbers {list} is {{v}}"
        ),
        label: list.clone(),
        noun: tr!(lang, "plus grand nombre", "largest number"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "Un négatif est d'autant plus petit qu'il est loin de zéro : {chain}. Le plus grand est {v}.",
            "A negative number is smaller the further it is from zero: {chain}. The largest is {v}."
        ),
        facts: Facts::Stat {
            data,
            stat: Stat::Max,
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 2,
    }
}

pub(super) fn order_relatives(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut vals: Vec<i64> = Vec::new();
    while vals.len() < 5 {
        let v = ctx.int(-150, 150);
        // decimals with one digit, distinct, with opposite pairs as traps
        if !vals.contains(&v) && v % 10 != 0 {
            vals.push(v);
            if vals.len() < 5 && ctx.chance(0.4) && !vals.contains(&-v) {
                vals.push(-v);
            }
        }
    }
    vals.sort_unstable();
    let texts: Vec<String> = vals.iter().map(|&v| ctx.dec(v as f64 / 10.0, 1)).collect();
    let stem = tr!(
        lang,
        "Range ces nombres relatifs dans l'ordre croissant.",
        "Put these signed numbers in increasing order."
    );
    let fig = number_line(-16.0, 16.0, 1.0, 4, &|x| num::dec(x, 0, lang), &[]);
    let alt = tr!(
        lang,
        "Droite graduée de -16 à 16, une graduation par unité",
        "Number line from -16 to 16, one tick per unit"
    );
    let list = texts.join(" < ");
    let explanation = tr!(
        lang,
        "Un nombre négatif est d'autant plus petit que sa distance à zéro est grande : {list}.",
        "A negative number is smaller the further it is from zero: {list}."
    );
    ordering_of(ctx, stem, texts, visual(&fig, alt), explanation, false)
}
