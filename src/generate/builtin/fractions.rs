//! Fractions: fraction of a quantity, decimal form, equal fractions (mode 0, 6e), sums and
//! differences (1, 5e), products and quotients (2, 4e). Exact rational arithmetic, results
//! always reduced.

use super::super::rational::{Rational, lcm};
use super::super::visual::{card, fraction_bars, fraction_disc, visual};
use super::facts::{Check, Claim, Facts};
use super::kinds::{choice_question, matching_of, ordering_of};
use super::{Built, Ctx, Family, Item, Qty, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "fractions",
    notion,
    item,
    special,
    kinds: |mode| match mode {
        0 => &[
            Numeric,
            MultipleChoice,
            SingleChoice,
            Matching,
            TrueFalse,
            Ordering,
        ],
        1 => &[Numeric, SingleChoice, Ordering, TrueFalse],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        // 6e: a fraction of a quantity, a fraction as a quotient, equal fractions
        (0, 0) => "quantite",
        (0, 1) => "sens",
        (0, _) => "egalite",
        // 5e: sums and differences (computed or in a situation), comparing
        (1, 1) => "comparer",
        (1, _) => "addition",
        // 4e: products (computed or a fraction of a fraction), quotients
        (_, 1) => "quotient",
        _ => "produit",
    })
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        // equal fractions, fractions and decimals, ordering fractions: the 6e's
        (0, MultipleChoice) => Some(equal_fractions(ctx)),
        (0, Matching) => Some(fraction_decimal_matching(ctx)),
        (0, Ordering) => Some(order_fractions(ctx)),
        // comparing, the 5e's: ordering fractions, the sign between two fractions
        (1, Ordering | SingleChoice) if ctx.variant(3) == 1 => Some(if kind == Ordering {
            order_fractions(ctx)
        } else {
            compare_sign(ctx)
        }),
        _ => None,
    }
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => sixth(ctx),
        1 => match ctx.variant(3) {
            0 => sum(ctx),
            1 => larger(ctx),
            _ => remainder(ctx),
        },
        _ => match ctx.variant(3) {
            2 => fraction_of_fraction(ctx),
            v => product(ctx, v == 1),
        },
    }
}

fn bars_visual(ctx: &Ctx, fracs: &[Rational]) -> Visual {
    let bars: Vec<(i64, i64, String)> = fracs
        .iter()
        .map(|r| (r.den(), r.num(), ctx.frac(*r)))
        .collect();
    let list = fracs
        .iter()
        .map(|r| ctx.frac(*r))
        .collect::<Vec<_>>()
        .join(" ; ");
    let alt = tr!(
        ctx.lang,
        "Barres partagées en parts égales, parts coloriées : {list}",
        "Bars cut into equal parts, shaded parts: {list}"
    );
    visual(&fraction_bars(&bars), alt)
}

fn expr_facts(expr: &str) -> Facts {
    Facts::exact(expr.to_owned())
}

fn rq(r: Rational) -> Qty {
    Qty::rat(r, "")
}

fn sixth(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    let den = ctx.pick(&[2i64, 3, 4, 5, 6, 8, 10]);
    let num = ctx.int(1, den - 1);
    let r = Rational::new(num, den);
    let (n, d) = (r.num(), r.den());
    let ft = ctx.frac(r);
    match variant {
        0 => {
            let q = d * ctx.int(2, 12);
            let value = r * Rational::int(q);
            let expr = format!("{ft} × {q}");
            let v = ctx.frac(value);
            let wrongs = vec![
                w(
                    ctx,
                    rq(Rational::new(q, d)),
                    "division par le dénominateur sans multiplier par le numérateur",
                    "divided by the denominator but did not multiply by the numerator",
                ),
                w(
                    ctx,
                    rq(Rational::int(q * n)),
                    "multiplication par le numérateur sans diviser par le dénominateur",
                    "multiplied by the numerator but did not divide by the denominator",
                ),
                w(
                    ctx,
                    rq(Rational::new(q * d, n)),
                    "fraction renversée",
                    "fraction turned upside down",
                ),
                w(
                    ctx,
                    rq(Rational::int(q - d + n)),
                    "fraction traitée comme une soustraction",
                    "treated the fraction as a subtraction",
                ),
            ];
            let vis = visual(
                &fraction_bars(&[(d, n, ft.clone())]),
                tr!(
                    lang,
                    "Barre représentant {q}, partagée en {d} parts égales dont {n} coloriées",
                    "Bar standing for {q}, cut into {d} equal parts with {n} shaded"
                ),
            );
            let share = q / d;
            Item {
                situation: String::new(),
                question: tr!(
                    lang,
                    "Combien valent les {ft} de {q} ?",
                    "What is {ft} of {q}?"
                ),
                claim: tr!(lang, "les {ft} de {q} valent {{v}}", "{ft} of {q} is {{v}}"),
                label: tr!(lang, "{ft} de {q}", "{ft} of {q}"),
                noun: tr!(lang, "résultat", "result"),
                answer: rq(value),
                wrongs,
                alts: Vec::new(),
                visual: vis,
                explanation: tr!(
                    lang,
                    "{q} ÷ {d} = {share}, puis {share} × {n} = {v}.",
                    "{q} ÷ {d} = {share}, then {share} × {n} = {v}."
                ),
                facts: expr_facts(&expr),
                steps: Vec::new(),
                variant,
            }
        }
        1 => {
            let den = ctx.pick(&[2i64, 4, 5, 10, 20, 25, 50, 100]);
            let mut num = ctx.int(1, 3 * den - 1);
            if num % den == 0 {
                num += 1;
            }
            let r = Rational::new(num, den);
            let ft = format!("{num}/{den}");
            let answer = Qty::rat_or_dec(r, 3, "");
            let v = answer.text(lang);
            let sep = if ctx.fr() { "," } else { "." };
            let glued = super::super::num::parse(&format!("{num}{sep}{den}"), lang).unwrap_or(0.0);
            let wrongs = vec![
                w(
                    ctx,
                    Qty::exact(glued, den.to_string().len() as u32, ""),
                    "numérateur et dénominateur écrits de part et d'autre de la virgule",
                    "wrote numerator and denominator either side of the point",
                ),
                w(
                    ctx,
                    Qty::rounded_exact(den as f64 / num as f64, 2, ""),
                    "division du dénominateur par le numérateur",
                    "divided the denominator by the numerator",
                ),
                w(
                    ctx,
                    Qty::exact(num as f64 / 10.0, 1, ""),
                    "division par 10 au lieu du dénominateur",
                    "divided by 10 instead of the denominator",
                ),
            ];
            let vis = visual(
                &fraction_disc(den.min(12), num.min(den.min(12))),
                tr!(
                    lang,
                    "Disque partagé en parts égales illustrant une fraction",
                    "Disc cut into equal parts illustrating a fraction"
                ),
            );
            Item {
                situation: String::new(),
                question: tr!(
                    lang,
                    "Écris la fraction {ft} sous forme décimale.",
                    "Write the fraction {ft} as a decimal."
                ),
                claim: tr!(lang, "{ft} = {{v}}", "{ft} = {{v}}"),
                label: ft.clone(),
                noun: tr!(lang, "écriture décimale", "decimal form"),
                answer,
                wrongs,
                alts: Vec::new(),
                visual: vis,
                explanation: tr!(
                    lang,
                    "{ft} = {num} ÷ {den} = {v}.",
                    "{ft} = {num} ÷ {den} = {v}."
                ),
                facts: expr_facts(&ft),
                steps: Vec::new(),
                variant,
            }
        }
        _ => {
            let k = ctx.int(2, 9);
            let target = d * k;
            let value = n * k;
            let expr = format!("{ft} × {target}");
            let wrongs = vec![
                w(
                    ctx,
                    Qty::int(n + target - d, ""),
                    "même nombre ajouté en haut et en bas",
                    "added the same number on top and bottom",
                ),
                w(
                    ctx,
                    Qty::int(k, ""),
                    "coefficient donné au lieu du numérateur",
                    "gave the multiplier instead of the numerator",
                ),
                w(
                    ctx,
                    Qty::int(n * target, ""),
                    "numérateur multiplié par le nouveau dénominateur",
                    "multiplied the numerator by the new denominator",
                ),
            ];
            let vis = bars_visual(ctx, &[r]);
            Item {
                situation: String::new(),
                question: tr!(
                    lang,
                    "Complète l'égalité : {ft} = …/{target}. Quel est le numérateur manquant ?",
                    "Complete: {ft} = …/{target}. What is the missing numerator?"
                ),
                claim: tr!(lang, "{ft} = {{v}}/{target}", "{ft} = {{v}}/{target}"),
                label: format!("{ft} = …/{target}"),
                noun: tr!(lang, "numérateur", "numerator"),
                answer: Qty::int(value, ""),
                wrongs,
                alts: Vec::new(),
                visual: vis,
                explanation: tr!(
                    lang,
                    "{d} × {k} = {target}, donc on multiplie aussi le numérateur par {k} : {n} × {k} = {value}.",
                    "{d} × {k} = {target}, so multiply the numerator by {k} too: {n} × {k} = {value}."
                ),
                facts: expr_facts(&expr),
                steps: Vec::new(),
                variant,
            }
        }
    }
}

fn sum(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let b = ctx.pick(&[2i64, 3, 4, 5, 6, 7]);
    let k = ctx.pick(&[1i64, 2, 2, 3, 3, 4]);
    let d = b * k;
    let (x, y) = loop {
        let (a, c) = (ctx.int(1, 2 * b - 1), ctx.int(1, 2 * d - 1));
        let (x, y) = (Rational::new(a, b), Rational::new(c, d));
        // two equal terms would make a difference of 0
        if x != y {
            break (x, y);
        }
    };
    let sub = ctx.chance(0.4);
    let (x, y) = if sub && x < y { (y, x) } else { (x, y) };
    let sym = if sub { "-" } else { "+" };
    let (xt, yt) = (
        format!("{}/{}", x.num(), x.den()),
        format!("{}/{}", y.num(), y.den()),
    );
    let xt = if x.is_integer() {
        x.num().to_string()
    } else {
        xt
    };
    let yt = if y.is_integer() {
        y.num().to_string()
    } else {
        yt
    };
    let expr = format!("{xt} {sym} {yt}");
    let value = if sub { x - y } else { x + y };
    let common = lcm(x.den(), y.den());
    let op = |p: i64, q: i64| if sub { p - q } else { p + q };
    let mut wrongs = vec![w(
        ctx,
        rq(Rational::new(op(x.num(), y.num()), x.den() + y.den())),
        "numérateurs et dénominateurs additionnés (ou soustraits) entre eux",
        "added (or subtracted) numerators and denominators",
    )];
    if x.den() != y.den() {
        wrongs.push(w(
            ctx,
            rq(Rational::new(op(x.num(), y.num()), common)),
            "numérateurs non multipliés lors de la mise au même dénominateur",
            "numerators not multiplied when finding a common denominator",
        ));
    }
    wrongs.push(w(
        ctx,
        rq(if sub { x + y } else { x - y }),
        "erreur de signe",
        "sign error",
    ));
    wrongs.push(w(
        ctx,
        rq(x * y),
        "multiplication au lieu d'une addition",
        "multiplied instead of adding",
    ));
    let v = ctx.frac(value);
    let (xn, yn) = (x.num() * (common / x.den()), y.num() * (common / y.den()));
    let vis = bars_visual(ctx, &[x, y]);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Calcule {expr} et donne le résultat sous forme irréductible.",
            "Work out {expr} and give the result in its simplest form."
        ),
        claim: tr!(lang, "{expr} = {{v}}", "{expr} = {{v}}"),
        label: expr.clone(),
        noun: tr!(lang, "résultat", "result"),
        answer: rq(value),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: tr!(
            lang,
            "Même dénominateur {common} : {xn}/{common} {sym} {yn}/{common} = {v}.",
            "Common denominator {common}: {xn}/{common} {sym} {yn}/{common} = {v}."
        ),
        facts: expr_facts(&expr),
        steps: Vec::new(),
        variant: 0,
    }
}

fn product(ctx: &mut Ctx, div: bool) -> Item {
    let lang = ctx.lang;
    let pick = |ctx: &mut Ctx| loop {
        let d = ctx.int(2, 9);
        let n = ctx.int(1, 12);
        if n % d != 0 {
            return Rational::new(n, d);
        }
    };
    let (x, y) = (pick(ctx), pick(ctx));
    let neg = ctx.lvl >= super::Lvl::L4 && ctx.chance(0.3);
    let y = if neg { -y } else { y };
    let (xt, yt) = (
        ctx.frac(x),
        if neg {
            format!("({})", ctx.frac(y))
        } else {
            ctx.frac(y)
        },
    );
    let sym = if div { "÷" } else { "×" };
    let expr = format!("{xt} {sym} {yt}");
    let value = if div { x / y } else { x * y };
    let mut wrongs = Vec::new();
    if div {
        wrongs.push(w(
            ctx,
            rq(x * y),
            "division faite comme une multiplication, sans inverser",
            "divided like a multiplication, without inverting",
        ));
        if let Some(ix) = x.recip() {
            wrongs.push(w(
                ctx,
                rq(ix * y),
                "première fraction inversée au lieu de la seconde",
                "inverted the first fraction instead of the second",
            ));
        }
        wrongs.push(w(ctx, rq(-value), "erreur de signe", "sign error"));
    } else {
        wrongs.push(w(
            ctx,
            rq(Rational::new(x.num() * y.den(), x.den() * y.num())),
            "produit en croix au lieu du produit des numérateurs et des dénominateurs",
            "cross-multiplied instead of multiplying tops and bottoms",
        ));
        wrongs.push(w(
            ctx,
            rq(Rational::new(x.num() * y.num(), x.den() + y.den())),
            "dénominateurs additionnés",
            "added the denominators",
        ));
        wrongs.push(w(
            ctx,
            rq(x + y),
            "addition au lieu d'une multiplication",
            "added instead of multiplying",
        ));
    }
    let v = ctx.frac(value);
    let vis = visual(
        &card(
            &tr!(lang, "Calcul", "Calculation"),
            &[format!("{expr} = ?")],
        ),
        tr!(lang, "Fiche : calculer {expr}", "Card: work out {expr}"),
    );
    let expl = if div {
        let inv = ctx.frac(y.recip().unwrap_or(Rational::ONE));
        let inv = if neg { format!("({inv})") } else { inv };
        tr!(
            lang,
            "Diviser, c'est multiplier par l'inverse : {xt} × {inv} = {v}.",
            "Dividing means multiplying by the reciprocal: {xt} × {inv} = {v}."
        )
    } else {
        tr!(
            lang,
            "On multiplie les numérateurs entre eux et les dénominateurs entre eux, puis on simplifie : {expr} = {v}.",
            "Multiply tops together and bottoms together, then simplify: {expr} = {v}."
        )
    };
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Calcule {expr} et donne le résultat sous forme irréductible.",
            "Work out {expr} and give the result in its simplest form."
        ),
        claim: tr!(lang, "{expr} = {{v}}", "{expr} = {{v}}"),
        label: expr.clone(),
        noun: tr!(lang, "résultat", "result"),
        answer: rq(value),
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation: expl,
        facts: expr_facts(&expr),
        steps: Vec::new(),
        variant: u8::from(div),
    }
}

fn equal_fractions(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let d = ctx.int(2, 9);
    let n = ctx.int(1, d - 1).max(1);
    let base = Rational::new(n, d);
    let (n, d) = (base.num(), base.den());
    let bt = format!("{n}/{d}");
    let n_good = ctx.int(2, 3);
    let mut ks: Vec<i64> = (2..=9).collect();
    ctx.shuffle(&mut ks);
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    for &k in ks.iter().take(n_good as usize) {
        options.push((format!("{}/{}", n * k, d * k), true, None));
    }
    let add = ctx.int(1, 4);
    let wrongs = [
        (
            format!("{}/{}", n + add, d + add),
            tr!(
                lang,
                "même nombre ajouté au numérateur et au dénominateur",
                "added the same number on top and bottom"
            ),
        ),
        (
            format!("{d}/{n}"),
            tr!(lang, "fraction renversée", "fraction turned upside down"),
        ),
        (
            format!("{}/{}", n * 2, d * 3),
            tr!(
                lang,
                "numérateur et dénominateur multipliés par des nombres différents",
                "top and bottom multiplied by different numbers"
            ),
        ),
        (
            format!("{}/{}", n, d * 2),
            tr!(
                lang,
                "seul le dénominateur a été multiplié",
                "only the denominator was multiplied"
            ),
        ),
    ];
    for (t, why) in wrongs {
        if options.len() >= 5 {
            break;
        }
        if !options.iter().any(|o| o.0 == t) {
            options.push((t, false, Some(why)));
        }
    }
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::ExprEq {
                a: t.clone(),
                b: bt.clone(),
            },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelles fractions sont égales à {bt} ?",
        "Which fractions are equal to {bt}?"
    );
    let vis = bars_visual(ctx, &[base]);
    let explanation = tr!(
        lang,
        "Une fraction ne change pas quand on multiplie son numérateur et son dénominateur par le même nombre non nul.",
        "A fraction is unchanged when its top and bottom are multiplied by the same non-zero number."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

fn fraction_decimal_matching(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut pool: Vec<(i64, i64)> = vec![
        (1, 2),
        (1, 4),
        (3, 4),
        (1, 5),
        (2, 5),
        (3, 5),
        (1, 10),
        (3, 10),
        (7, 10),
        (1, 8),
        (3, 2),
        (5, 4),
        (7, 4),
        (1, 20),
    ];
    ctx.shuffle(&mut pool);
    let pairs: Vec<(String, String)> = pool
        .iter()
        .take(4)
        .map(|&(n, d)| {
            (
                format!("{n}/{d}"),
                super::super::num::rat_or_dec(Rational::new(n, d), 3, lang),
            )
        })
        .collect();
    let stem = tr!(
        lang,
        "Associe chaque fraction à son écriture décimale.",
        "Match each fraction with its decimal form."
    );
    let rs: Vec<Rational> = pool
        .iter()
        .take(4)
        .map(|&(n, d)| Rational::new(n, d))
        .collect();
    let vis = bars_visual(ctx, &rs);
    let explanation = pairs
        .iter()
        .map(|(a, b)| format!("{a} = {b}"))
        .collect::<Vec<_>>()
        .join(" ; ");
    matching_of(
        ctx,
        stem,
        pairs,
        &|l, r| Claim::ExprEq {
            a: l.to_owned(),
            b: r.to_owned(),
        },
        vis,
        explanation,
    )
}

fn order_fractions(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let same_den = ctx.mode == 0 && ctx.chance(0.5);
    let mut rs: Vec<Rational> = Vec::new();
    let d0 = ctx.pick(&[4i64, 5, 6, 8, 10, 12]);
    while rs.len() < 4 {
        let r = if same_den {
            Rational::new(ctx.int(1, 2 * d0), d0)
        } else if ctx.mode == 0 {
            // same numerator, different denominators
            Rational::new(3, ctx.int(2, 12))
        } else {
            let d = d0 * ctx.pick(&[1i64, 2, 3]) / ctx.pick(&[1i64, 2]);
            Rational::new(ctx.int(1, 2 * d), d.max(2))
        };
        if !rs.contains(&r) && !r.is_integer() {
            rs.push(r);
        }
    }
    rs.sort();
    let texts: Vec<String> = rs.iter().map(|r| ctx.frac(*r)).collect();
    let stem = tr!(
        lang,
        "Range ces fractions dans l'ordre croissant.",
        "Put these fractions in increasing order."
    );
    let fmt = move |v: f64| super::super::num::dec(v, 1, lang);
    let vis = visual(
        &super::super::visual::number_line(0.0, 3.0, 0.25, 4, &fmt, &[]),
        tr!(
            lang,
            "Droite graduée de 0 à 3, de 0,25 en 0,25",
            "Number line from 0 to 3, in steps of 0.25"
        ),
    );
    let list = texts.join(" < ");
    let explanation = tr!(
        lang,
        "En les écrivant avec un même dénominateur (ou en comparant les parts) : {list}.",
        "Writing them over a common denominator (or comparing the parts): {list}."
    );
    ordering_of(ctx, stem, texts, vis, explanation, false)
}

/// Two different fractions less than 2 with different denominators, close enough that the
/// comparison needs a common denominator.
fn close_pair(ctx: &mut Ctx) -> (Rational, Rational) {
    loop {
        let (b, d) = (ctx.int(3, 12), ctx.int(3, 12));
        let (a, c) = (ctx.int(1, 2 * b - 1), ctx.int(1, 2 * d - 1));
        let (x, y) = (Rational::new(a, b), Rational::new(c, d));
        let gap = (x - y).to_f64().abs();
        // far enough apart that the rounding a numeric answer accepts cannot take the other
        if x.den() != y.den() && !x.is_integer() && !y.is_integer() && gap > 0.02 && gap < 0.2 {
            return (x, y);
        }
    }
}

/// "3/4 = 9/12", or "3/4" alone when the fraction already has the denominator `c`.
fn over(ctx: &Ctx, r: Rational, c: i64) -> String {
    let t = ctx.frac(r);
    if r.den() == c {
        t
    } else {
        format!("{t} = {}/{c}", r.num() * (c / r.den()))
    }
}

/// The larger of two fractions.
fn larger(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (x, y) = close_pair(ctx);
    let (big, small) = if x > y { (x, y) } else { (y, x) };
    let (xt, yt, bt) = (ctx.frac(x), ctx.frac(y), ctx.frac(big));
    let common = lcm(x.den(), y.den());
    let (xo, yo) = (over(ctx, x, common), over(ctx, y, common));
    let wrongs = vec![
        w(
            ctx,
            rq(small),
            "c'est la plus petite des deux fractions",
            "this is the smaller of the two fractions",
        ),
        w(
            ctx,
            rq(x - y),
            "différence des deux fractions donnée au lieu de la plus grande",
            "gave the difference of the two fractions instead of the larger one",
        ),
    ];
    let sign = if x > y { ">" } else { "<" };
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quelle est la plus grande des deux fractions {xt} et {yt} ?",
            "Which is the larger of the two fractions {xt} and {yt}?"
        ),
        claim: tr!(
            lang,
            "la plus grande des deux fractions {xt} et {yt} est {{v}}",
            "the larger of the two fractions {xt} and {yt} is {{v}}"
        ),
        label: tr!(lang, "{xt} ou {yt}", "{xt} or {yt}"),
        noun: tr!(lang, "plus grande fraction", "larger fraction"),
        answer: rq(big),
        wrongs,
        alts: Vec::new(),
        visual: bars_visual(ctx, &[x, y]),
        explanation: tr!(
            lang,
            "Même dénominateur {common} : {xo} et {yo}. On compare les numérateurs : {xt} {sign} {yt}, donc la plus grande est {bt}.",
            "Common denominator {common}: {xo} and {yo}. Compare the numerators: {xt} {sign} {yt}, so the larger is {bt}."
        ),
        facts: Facts::Stat {
            data: vec![x.to_f64(), y.to_f64()],
            stat: super::facts::Stat::Max,
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 1,
    }
}

/// The sign (<, > or =) between two fractions.
fn compare_sign(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (x, y) = close_pair(ctx);
    let (xt, yt) = (ctx.frac(x), ctx.frac(y));
    let common = lcm(x.den(), y.den());
    let (xn, yn) = (x.num() * (common / x.den()), y.num() * (common / y.den()));
    let right = if x < y { "<" } else { ">" };
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for s in ["<", ">", "="] {
        let good = s == right;
        let claim = match s {
            "<" => Claim::Ascending {
                items: vec![xt.clone(), yt.clone()],
            },
            ">" => Claim::Ascending {
                items: vec![yt.clone(), xt.clone()],
            },
            _ => Claim::ExprEq {
                a: xt.clone(),
                b: yt.clone(),
            },
        };
        checks.push(Check::Claim {
            claim,
            expect: good,
        });
        let fb = (!good).then(|| {
            if s == "=" {
                tr!(
                    lang,
                    "{xn}/{common} et {yn}/{common} ne sont pas égales",
                    "{xn}/{common} and {yn}/{common} are not equal"
                )
            } else {
                tr!(
                    lang,
                    "comparer les numérateurs (ou les dénominateurs) sans dénominateur commun ne suffit pas",
                    "comparing the numerators (or the denominators) without a common denominator is not enough"
                )
            }
        });
        options.push((s.to_owned(), good, fb));
    }
    // two different fractions: one is the larger
    checks.push(Check::Claim {
        claim: Claim::ExprEq {
            a: xt.clone(),
            b: yt.clone(),
        },
        expect: false,
    });
    options.push((
        tr!(
            lang,
            "on ne peut pas les comparer",
            "they cannot be compared"
        ),
        false,
        Some(tr!(
            lang,
            "deux fractions se comparent toujours, une fois écrites avec le même dénominateur",
            "two fractions can always be compared, once written with the same denominator"
        )),
    ));
    let stem = tr!(
        lang,
        "Quel signe faut-il écrire entre {xt} et {yt} ?",
        "Which sign goes between {xt} and {yt}?"
    );
    let vis = visual(
        &card(&tr!(lang, "Comparer", "Compare"), &[format!("{xt} … {yt}")]),
        tr!(
            lang,
            "Fiche : {xt} … {yt}, le signe à trouver",
            "Card: {xt} … {yt}, the sign to find"
        ),
    );
    let explanation = tr!(
        lang,
        "Même dénominateur {common} : {xt} = {xn}/{common} et {yt} = {yn}/{common}. On compare les numérateurs {xn} et {yn} : {xt} {right} {yt}.",
        "Common denominator {common}: {xt} = {xn}/{common} and {yt} = {yn}/{common}. Compare the numerators {xn} and {yn}: {xt} {right} {yt}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// A whole shared in two given fractions: the fraction left.
fn remainder(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (x, y) = loop {
        let x = Rational::new(ctx.int(1, 5), ctx.pick(&[3i64, 4, 5, 6, 8, 10]));
        let y = Rational::new(ctx.int(1, 5), ctx.pick(&[2i64, 3, 4, 5, 6, 12]));
        let left = Rational::ONE - x - y;
        if x.den() != y.den()
            && left > Rational::int(0)
            && !x.is_integer()
            && !y.is_integer()
            && lcm(x.den(), y.den()) <= 30
        {
            break (x, y);
        }
    };
    let left = Rational::ONE - x - y;
    let (xt, yt, v) = (ctx.frac(x), ctx.frac(y), ctx.frac(left));
    let (p1, f1) = ctx.person();
    let (p2, _) = loop {
        let p = ctx.person();
        if p.0 != p1 {
            break p;
        }
    };
    let (il, he, his) = if f1 {
        ("elle", "she", "her")
    } else {
        ("il", "he", "his")
    };
    let (situation, question, claim, label) = match ctx.int(0, 3) {
        0 => (
            tr!(
                lang,
                "{p1} mange {xt} d'une tarte, puis {p2} mange {yt} de la même tarte.",
                "{p1} eats {xt} of a pie, then {p2} eats {yt} of the same pie."
            ),
            tr!(
                lang,
                "Quelle fraction de la tarte reste-t-il ?",
                "What fraction of the pie is left?"
            ),
            tr!(
                lang,
                "il reste {{v}} de la tarte",
                "{{v}} of the pie is left"
            ),
            tr!(
                lang,
                "tarte : {xt} puis {yt} mangés",
                "pie: {xt} then {yt} eaten"
            ),
        ),
        1 => (
            tr!(
                lang,
                "Pour aller au collège, {p1} fait {xt} du trajet en bus, {yt} du trajet à pied et le reste à vélo.",
                "To go to school, {p1} travels {xt} of the way by bus, {yt} of the way on foot and the rest by bike."
            ),
            tr!(
                lang,
                "Quelle fraction du trajet fait-{il} à vélo ?",
                "What fraction of the way does {he} travel by bike?"
            ),
            tr!(
                lang,
                "{p1} fait {{v}} du trajet à vélo",
                "{p1} travels {{v}} of the way by bike"
            ),
            tr!(
                lang,
                "trajet : bus {xt}, à pied {yt}",
                "way: bus {xt}, on foot {yt}"
            ),
        ),
        2 => (
            tr!(
                lang,
                "{p1} dépense {xt} de son argent de poche en livres et {yt} en places de cinéma.",
                "{p1} spends {xt} of {his} pocket money on books and {yt} on cinema tickets."
            ),
            tr!(
                lang,
                "Quelle fraction de son argent de poche lui reste-t-il ?",
                "What fraction of {his} pocket money is left?"
            ),
            tr!(
                lang,
                "il reste à {p1} {{v}} de son argent de poche",
                "{p1} has {{v}} of {his} pocket money left"
            ),
            tr!(
                lang,
                "argent de poche : livres {xt}, cinéma {yt}",
                "pocket money: books {xt}, cinema {yt}"
            ),
        ),
        _ => (
            tr!(
                lang,
                "Dans un jardin, des légumes occupent {xt} de la surface et des fleurs {yt} de la surface ; le reste est du gazon.",
                "In a garden, vegetables cover {xt} of the area and flowers {yt} of the area; the rest is lawn."
            ),
            tr!(
                lang,
                "Quelle fraction de la surface le gazon occupe-t-il ?",
                "What fraction of the area does the lawn cover?"
            ),
            tr!(
                lang,
                "le gazon occupe {{v}} de la surface du jardin",
                "the lawn covers {{v}} of the garden's area"
            ),
            tr!(
                lang,
                "jardin : légumes {xt}, fleurs {yt}",
                "garden: vegetables {xt}, flowers {yt}"
            ),
        ),
    };
    let c = lcm(x.den(), y.den());
    let (xn, yn) = (x.num() * (c / x.den()), y.num() * (c / y.den()));
    let ln = c - xn - yn;
    let (xo, yo) = (over(ctx, x, c), over(ctx, y, c));
    let wrongs = vec![
        w(
            ctx,
            rq(x + y),
            "fraction utilisée donnée au lieu de la fraction restante",
            "gave the fraction used instead of the fraction left",
        ),
        w(
            ctx,
            rq(Rational::ONE - Rational::new(x.num() + y.num(), x.den() + y.den())),
            "numérateurs et dénominateurs additionnés entre eux",
            "added numerators together and denominators together",
        ),
        w(
            ctx,
            rq(Rational::ONE - x + y),
            "seconde fraction ajoutée au lieu d'être retirée",
            "added the second fraction instead of taking it away",
        ),
        w(
            ctx,
            rq(Rational::ONE - x * y),
            "fractions multipliées au lieu d'être additionnées",
            "multiplied the fractions instead of adding them",
        ),
    ];
    let simplified = if left.den() == c {
        format!("{ln}/{c}")
    } else {
        format!("{ln}/{c} = {v}")
    };
    Item {
        situation,
        question,
        claim,
        label,
        noun: tr!(lang, "fraction restante", "fraction left"),
        answer: rq(left),
        wrongs,
        alts: Vec::new(),
        visual: bars_visual(ctx, &[x, y]),
        explanation: tr!(
            lang,
            "Le tout vaut 1 = {c}/{c}. Avec le dénominateur {c} : {xo} et {yo}. Il reste {c}/{c} - {xn}/{c} - {yn}/{c} = {simplified}.",
            "The whole is 1 = {c}/{c}. Over {c}: {xo} and {yo}. What is left is {c}/{c} - {xn}/{c} - {yn}/{c} = {simplified}."
        ),
        facts: expr_facts(&format!("1 - {xt} - {yt}")),
        steps: Vec::new(),
        variant: 2,
    }
}

/// A fraction of a fraction of a whole: a product in a situation.
fn fraction_of_fraction(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let pick = |ctx: &mut Ctx| loop {
        let d = ctx.int(2, 9);
        let n = ctx.int(1, d - 1);
        let r = Rational::new(n, d);
        if r.den() == d {
            return r;
        }
    };
    let (x, y) = loop {
        let (x, y) = (pick(ctx), pick(ctx));
        if x != y {
            break (x, y);
        }
    };
    let value = x * y;
    let (xt, yt, v) = (ctx.frac(x), ctx.frac(y), ctx.frac(value));
    let (situation, question, claim) = match ctx.int(0, 2) {
        0 => (
            tr!(
                lang,
                "Dans un collège, {xt} des élèves sont demi-pensionnaires, et {yt} des demi-pensionnaires sont en 4e.",
                "In a school, {xt} of the pupils have lunch at the canteen, and {yt} of those pupils are in Year 9."
            ),
            tr!(
                lang,
                "Quelle fraction des élèves du collège représentent les demi-pensionnaires de 4e ?",
                "What fraction of all the school's pupils are Year 9 pupils having lunch at the canteen?"
            ),
            tr!(
                lang,
                "les demi-pensionnaires de 4e représentent {{v}} des élèves du collège",
                "the Year 9 pupils having lunch at the canteen are {{v}} of all the pupils"
            ),
        ),
        1 => (
            tr!(
                lang,
                "Un jardin occupe {xt} d'un terrain, et des légumes sont plantés sur {yt} de ce jardin.",
                "A garden covers {xt} of a plot of land, and vegetables grow on {yt} of this garden."
            ),
            tr!(
                lang,
                "Quelle fraction du terrain les légumes occupent-ils ?",
                "What fraction of the plot do the vegetables cover?"
            ),
            tr!(
                lang,
                "les légumes occupent {{v}} du terrain",
                "the vegetables cover {{v}} of the plot"
            ),
        ),
        _ => (
            tr!(
                lang,
                "Une famille consacre {xt} de son budget de vacances au logement, et {yt} de la somme du logement au camping.",
                "A family spends {xt} of its holiday budget on accommodation, and {yt} of the accommodation money on camping."
            ),
            tr!(
                lang,
                "Quelle fraction du budget de vacances le camping représente-t-il ?",
                "What fraction of the holiday budget does camping take up?"
            ),
            tr!(
                lang,
                "le camping représente {{v}} du budget de vacances",
                "camping takes up {{v}} of the holiday budget"
            ),
        ),
    };
    let wrongs = vec![
        w(
            ctx,
            rq(x + y),
            "fractions additionnées au lieu d'être multipliées",
            "added the fractions instead of multiplying them",
        ),
        w(
            ctx,
            rq(Rational::new(x.num() * y.num(), x.den() + y.den())),
            "dénominateurs additionnés",
            "added the denominators",
        ),
        w(
            ctx,
            rq(Rational::new(x.num() * y.den(), x.den() * y.num())),
            "produit en croix au lieu du produit des numérateurs et des dénominateurs",
            "cross-multiplied instead of multiplying tops and bottoms",
        ),
        w(
            ctx,
            rq(y),
            "seule la seconde fraction a été prise",
            "took the second fraction only",
        ),
    ];
    let (pn, pd) = (x.num() * y.num(), x.den() * y.den());
    let raw = if Rational::new(pn, pd).den() == pd {
        format!("{pn}/{pd}")
    } else {
        format!("{pn}/{pd} = {v}")
    };
    Item {
        situation,
        question,
        claim,
        label: tr!(lang, "{yt} de {xt}", "{yt} of {xt}"),
        noun: tr!(lang, "fraction du tout", "fraction of the whole"),
        answer: rq(value),
        wrongs,
        alts: Vec::new(),
        visual: bars_visual(ctx, &[x, y]),
        explanation: tr!(
            lang,
            "Prendre {yt} de {xt}, c'est multiplier : {yt} × {xt} = {raw}.",
            "Taking {yt} of {xt} means multiplying: {yt} × {xt} = {raw}."
        ),
        facts: expr_facts(&format!("{xt} × {yt}")),
        steps: Vec::new(),
        variant: 2,
    }
}

#[cfg(test)]
mod tests {
    use crate::generate::builtin::topics;
    use crate::generate::course::knowledge;

    #[test]
    fn every_fraction_notion_is_a_key_of_its_chapter() {
        let mut seen = 0;
        for t in topics()
            .iter()
            .filter(|t| std::ptr::eq(t.family, &super::FAMILY))
        {
            let entry = knowledge::entry(&t.chapter.id).expect("a knowledge entry");
            for v in 0..(t.family.variants)(t.mode) {
                if let Some(key) = (t.family.notion)(t.mode, v) {
                    assert!(
                        entry.notions.iter().any(|n| n.key == key),
                        "{} variant {v}: {key}",
                        t.chapter.id
                    );
                    seen += 1;
                }
            }
        }
        // 6e, 5e and 4e: three variants each
        assert_eq!(seen, 9);
    }
}
