//! Integers and decimals: reading a number line (mode 0), operations on decimals (1),
//! Euclidean and decimal division (2), order of operations (3), adding and subtracting
//! signed numbers (4), multiplying and dividing signed numbers (5).

use super::super::rational::Rational;
use super::super::visual::{card, division_layout, number_line, posed_operation, visual};
use super::facts::{Check, Claim, Facts};
use super::kinds::{choice_question, ordering_of};
use super::{Built, Ctx, Family, Item, Qty, Wrong, tr, w};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::{Language, Visual};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "numbers",
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, Ordering, TrueFalse, MultipleChoice],
        4 => &[Numeric, SingleChoice, Ordering, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
};

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => read_line(ctx),
        1 => operation(ctx),
        2 => division(ctx),
        3 => priorities(ctx),
        _ => relatives(ctx),
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (0, Ordering) => Some(order_decimals(ctx)),
        (0, MultipleChoice) => Some(between(ctx)),
        (4, Ordering) => Some(order_relatives(ctx)),
        _ => None,
    }
}

/// An item whose answer is the value of the displayed expression `expr`.
#[allow(clippy::too_many_arguments)]
fn expr_item(
    ctx: &Ctx,
    situation: String,
    question: String,
    expr: &str,
    answer: Qty,
    wrongs: Vec<Wrong>,
    vis: Visual,
    explanation: String,
) -> Item {
    let lang = ctx.lang;
    Item {
        situation,
        question,
        claim: tr!(lang, "{expr} = {{v}}", "{expr} = {{v}}"),
        label: expr.to_owned(),
        noun: tr!(lang, "résultat", "result"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts: Facts::exact(expr.to_owned()),
        steps: Vec::new(),
        variant: 0,
    }
}

fn scaled(n: i64, dp: u32) -> f64 {
    n as f64 / 10f64.powi(dp as i32)
}

// ----------------------------------------------------------------------- number line

struct Line {
    /// decimals of a minor tick (minor = 10^-e)
    e: u32,
    /// start, in minor ticks
    start: i64,
    /// length, in minor ticks
    len: i64,
}

fn line(ctx: &mut Ctx) -> Line {
    let e = ctx.pick(&[1u32, 1, 2, 0]);
    let start_major = if e == 0 {
        ctx.int(0, 8) * 10
    } else {
        ctx.int(0, 30)
    };
    Line {
        e,
        start: start_major * 10,
        len: ctx.pick(&[20i64, 30]),
    }
}

fn line_figure(
    ctx: &Ctx,
    l: &Line,
    points: &[(String, f64)],
) -> (super::super::figure::Figure, String) {
    let lang = ctx.lang;
    let min = scaled(l.start, l.e);
    let max = scaled(l.start + l.len, l.e);
    let minor = scaled(1, l.e);
    let fmt = move |v: f64| super::super::num::dec(v, 4, lang);
    let fig = number_line(min, max, minor, 10, &fmt, points);
    let (a, b, m) = (ctx.dec(min, 4), ctx.dec(max, 4), ctx.dec(minor, 4));
    let alt = tr!(
        lang,
        "Droite graduée de {a} à {b}, de {m} en {m}",
        "Number line from {a} to {b}, in steps of {m}"
    );
    (fig, alt)
}

fn read_line(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let l = line(ctx);
    let mut k = ctx.int(1, l.len - 1);
    if k % 10 == 0 {
        k += ctx.int(1, 9).min(l.len - 1 - k);
    }
    let value = scaled(l.start + k, l.e);
    let dp = l.e;
    let minor = scaled(1, l.e);
    let start = scaled(l.start, l.e);
    let (fig, alt) = line_figure(ctx, &l, &[("A".to_owned(), value)]);
    let alt = tr!(
        lang,
        "{alt} ; le point A est placé sur une graduation",
        "{alt}; point A is on a tick"
    );
    let answer = Qty::exact(value, dp, "");
    let below_major = start + ((k / 10) * 10) as f64 * minor;
    let wrongs = vec![
        w(
            ctx,
            Qty::exact(below_major + (k % 10) as f64, dp, ""),
            "chaque petite graduation comptée pour une unité",
            "each small tick counted as one unit",
        ),
        w(
            ctx,
            Qty::exact(below_major + (k % 10) as f64 * minor / 10.0, dp + 1, ""),
            "graduation lue comme un dixième de sa valeur",
            "tick read as a tenth of its value",
        ),
        w(
            ctx,
            Qty::exact(value + minor, dp, ""),
            "une graduation de trop",
            "counted one tick too many",
        ),
        w(
            ctx,
            Qty::exact(value - minor, dp, ""),
            "une graduation de moins",
            "counted one tick too few",
        ),
        w(
            ctx,
            Qty::exact(below_major + minor * 10.0 - (k % 10) as f64 * minor, dp, ""),
            "graduations comptées depuis le mauvais repère",
            "ticks counted from the wrong mark",
        ),
    ];
    let v = answer.text(lang);
    let m = ctx.dec(minor, 4);
    let s = ctx.dec(below_major, 4);
    let kk = k % 10;
    Item {
        situation: tr!(
            lang,
            "Sur la droite graduée ci-contre, une petite graduation vaut {m}.",
            "On the number line shown, a small tick is worth {m}."
        ),
        question: tr!(
            lang,
            "Quelle est l'abscisse du point A ?",
            "What number does point A stand for?"
        ),
        claim: tr!(
            lang,
            "le point A a pour abscisse {{v}}",
            "point A stands for {{v}}"
        ),
        label: v.clone(),
        noun: tr!(lang, "abscisse", "number"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "A est {kk} graduations après {s}, donc son abscisse est {s} + {kk} × {m} = {v}.",
            "A is {kk} ticks after {s}, so it stands for {s} + {kk} × {m} = {v}."
        ),
        facts: Facts::exact(format!("{} + {} × {}", ctx.dec(start, 4), k, m)),
        steps: Vec::new(),
        variant: 0,
    }
}

/// Five decimals with a common integer part or close values, to put in order.
fn decimals(ctx: &mut Ctx, n: usize) -> Vec<(i64, u32)> {
    let base = ctx.int(0, 20);
    let mut out: Vec<(i64, u32)> = Vec::new();
    while out.len() < n {
        let dp = ctx.int(1, 3) as u32;
        let frac = ctx.int(1, 10i64.pow(dp) - 1);
        let int = base + ctx.int(0, 1);
        let v = int * 10i64.pow(dp) + frac;
        let x = scaled(v, dp);
        if out.iter().all(|&(o, d)| (scaled(o, d) - x).abs() > 1e-9) {
            out.push((v, dp));
        }
    }
    out
}

fn order_decimals(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let nums = decimals(ctx, 5);
    let mut vals: Vec<f64> = nums.iter().map(|&(v, d)| scaled(v, d)).collect();
    let descending = ctx.chance(0.3);
    vals.sort_by(f64::total_cmp);
    if descending {
        vals.reverse();
    }
    let texts: Vec<String> = vals.iter().map(|&v| ctx.dec(v, 3)).collect();
    let stem = if descending {
        tr!(
            lang,
            "Range ces nombres dans l'ordre décroissant (du plus grand au plus petit).",
            "Put these numbers in decreasing order (largest first)."
        )
    } else {
        tr!(
            lang,
            "Range ces nombres dans l'ordre croissant (du plus petit au plus grand).",
            "Put these numbers in increasing order (smallest first)."
        )
    };
    let lo = vals.iter().copied().fold(f64::MAX, f64::min).floor();
    let l = Line {
        e: 1,
        start: (lo as i64) * 10,
        len: 20,
    };
    let (fig, alt) = line_figure(ctx, &l, &[]);
    let sep = if descending { " > " } else { " < " };
    let list = texts.join(sep);
    let explanation = tr!(
        lang,
        "On compare la partie entière, puis les dixièmes, les centièmes… : {list}.",
        "Compare the whole parts, then tenths, hundredths…: {list}."
    );
    ordering_of(ctx, stem, texts, visual(&fig, alt), explanation, descending)
}

fn between(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let a = ctx.int(1, 30);
    let lo = Rational::decimal(a * 10 + ctx.int(1, 4), 1);
    let hi = lo + Rational::decimal(ctx.int(2, 5), 1);
    let (lo_t, hi_t) = (ctx.frac_dec(lo), ctx.frac_dec(hi));
    let mut options = Vec::new();
    let mut checks = Vec::new();
    let n_in = ctx.int(2, 3);
    let mut used: Vec<String> = Vec::new();
    let mut tries = 0;
    while options.len() < 5 && tries < 200 {
        tries += 1;
        let inside = (options
            .iter()
            .filter(|o: &&(String, bool, Option<String>)| o.1)
            .count() as i64)
            < n_in;
        let x = if inside {
            // strictly between, with 2 decimals
            let span = (hi - lo) * Rational::int(100);
            lo + Rational::new(ctx.int(1, span.num() / span.den() - 1), 100)
        } else {
            let whole = Rational::int(lo.num() / lo.den());
            match ctx.int(0, 3) {
                0 => lo - Rational::new(ctx.int(1, 9), 100),
                1 => hi + Rational::new(ctx.int(1, 30), 100),
                // more digits does not mean larger: 2,125 < 2,3
                2 => whole + Rational::new(ctx.int(1, 999), 1000) * (lo - whole),
                _ => hi + Rational::int(1),
            }
        };
        let t = ctx.frac_dec(x);
        if used.contains(&t) || x == lo || x == hi {
            continue;
        }
        let is_in = lo < x && x < hi;
        if is_in != inside {
            continue;
        }
        used.push(t.clone());
        checks.push(Check::Claim {
            claim: Claim::Between {
                x: t.clone(),
                lo: lo_t.clone(),
                hi: hi_t.clone(),
            },
            expect: is_in,
        });
        let fb = if is_in {
            None
        } else if x < lo {
            Some(tr!(
                lang,
                "{t} est plus petit que {lo_t} : comparer chiffre à chiffre après la virgule",
                "{t} is less than {lo_t}: compare digit by digit after the point"
            ))
        } else {
            Some(tr!(
                lang,
                "{t} est plus grand que {hi_t}",
                "{t} is greater than {hi_t}"
            ))
        };
        options.push((t, is_in, fb));
    }
    let stem = tr!(
        lang,
        "Quels nombres sont compris entre {lo_t} et {hi_t} ?",
        "Which numbers lie between {lo_t} and {hi_t}?"
    );
    let l = Line {
        e: 1,
        start: (lo.to_f64().floor() as i64) * 10,
        len: 20,
    };
    let (fig, alt) = line_figure(
        ctx,
        &l,
        &[("M".to_owned(), lo.to_f64()), ("N".to_owned(), hi.to_f64())],
    );
    let alt = tr!(
        lang,
        "{alt} ; M = {lo_t} et N = {hi_t}",
        "{alt}; M = {lo_t} and N = {hi_t}"
    );
    let inside: Vec<String> = options
        .iter()
        .filter(|o| o.1)
        .map(|o| o.0.clone())
        .collect();
    let list = inside.join(" ; ");
    let explanation = tr!(
        lang,
        "Entre {lo_t} et {hi_t} : {list}.",
        "Between {lo_t} and {hi_t}: {list}."
    );
    choice_question(ctx, stem, options, checks, visual(&fig, alt), explanation)
}

impl Ctx {
    /// A rational shown as a decimal (at most 6 decimals) or a fraction.
    pub(crate) fn frac_dec(&self, r: Rational) -> String {
        super::super::num::rat_or_dec(r, 6, self.lang)
    }
}

// ----------------------------------------------------------------------- operations

fn operation(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let sep = if ctx.fr() { ',' } else { '.' };
    let op = ctx.int(0, 2);
    let (da, db) = (ctx.int(1, 2) as u32, ctx.int(0, 2) as u32);
    let (da, db) = if op == 2 {
        (1, ctx.int(0, 1) as u32)
    } else {
        (da, db)
    };
    let mut a = ctx.int(11, if op == 2 { 99 } else { 999 });
    let mut b = ctx.int(11, if op == 2 { 30 } else { 999 });
    if a % 10 == 0 {
        a += 1;
    }
    if b % 10 == 0 {
        b += 3;
    }
    let (x, y) = (Rational::decimal(a, da), Rational::decimal(b, db));
    let (x, y) = if op == 1 && x < y { (y, x) } else { (x, y) };
    let (dx, dy) = if op == 1 && Rational::decimal(a, da) < Rational::decimal(b, db) {
        (db, da)
    } else {
        (da, db)
    };
    let (xt, yt) = (ctx.frac_dec(x), ctx.frac_dec(y));
    let (sym, value) = match op {
        0 => ("+", x + y),
        1 => ("-", x - y),
        _ => ("×", x * y),
    };
    let expr = format!("{xt} {sym} {yt}");
    let dp = if op == 2 { dx + dy } else { dx.max(dy) };
    let answer = Qty::exact(value.to_f64(), dp, "");
    let xi = x.num() * (10i64.pow(dx) / x.den());
    let yi = y.num() * (10i64.pow(dy) / y.den());
    let mut wrongs = Vec::new();
    match op {
        0 | 1 => {
            // decimal parts added (or subtracted) on the right instead of on the point
            let m = dx.max(dy);
            let mis = if op == 0 { xi + yi } else { xi - yi };
            if dx != dy {
                wrongs.push(w(
                    ctx,
                    Qty::exact(scaled(mis, m), m, ""),
                    "nombres alignés à droite au lieu d'aligner les virgules",
                    "numbers aligned on the right instead of on the decimal point",
                ));
            }
            let (ix, iy) = (x.num() / x.den(), y.num() / y.den());
            let (fx, fy) = (xi - ix * 10i64.pow(dx), yi - iy * 10i64.pow(dy));
            let parts = if op == 0 {
                format!("{}{}{}", ix + iy, sep, fx + fy)
            } else {
                format!("{}{}{}", ix - iy, sep, (fx - fy).abs())
            };
            if let Some(v) = super::super::num::parse(&parts, lang) {
                let d = parts.split(sep).nth(1).map_or(0, str::len) as u32;
                wrongs.push(w(
                    ctx,
                    Qty::exact(v, d, ""),
                    "parties entières et parties décimales calculées séparément",
                    "whole parts and decimal parts worked out separately",
                ));
            }
            let slip = if op == 0 {
                value - Rational::decimal(1, dp.saturating_sub(1))
            } else {
                value + Rational::decimal(1, dp.saturating_sub(1))
            };
            wrongs.push(w(
                ctx,
                Qty::exact(slip.to_f64(), dp, ""),
                "retenue oubliée",
                "forgot a carry",
            ));
        }
        _ => {
            wrongs.push(w(
                ctx,
                Qty::exact(value.to_f64() * 10.0, dp, ""),
                "virgule mal placée : nombre de décimales mal compté",
                "misplaced decimal point: decimals miscounted",
            ));
            let (ix, iy) = (x.num() / x.den(), y.num() / y.den());
            let (fx, fy) = (xi - ix * 10i64.pow(dx), yi - iy * 10i64.pow(dy));
            let bad = format!("{}{}{}", ix * iy, sep, fx * fy.max(1));
            if let Some(v) = super::super::num::parse(&bad, lang) {
                let d = bad.split(sep).nth(1).map_or(0, str::len) as u32;
                wrongs.push(w(
                    ctx,
                    Qty::exact(v, d, ""),
                    "parties entières et parties décimales multipliées séparément",
                    "whole parts and decimal parts multiplied separately",
                ));
            }
            wrongs.push(w(
                ctx,
                Qty::exact((x + y).to_f64(), dp, ""),
                "addition au lieu d'une multiplication",
                "added instead of multiplying",
            ));
        }
    }
    let v = answer.text(lang);
    let (fig, alt_op) = (
        posed_operation(&[xt.clone(), yt.clone()], sym, sep),
        expr.clone(),
    );
    let alt = tr!(
        lang,
        "Opération posée en colonnes : {alt_op}",
        "Column calculation: {alt_op}"
    );
    let explanation = match op {
        2 => tr!(
            lang,
            "On multiplie sans les virgules puis on place {dp} chiffre(s) après la virgule : {expr} = {v}.",
            "Multiply without the points, then put {dp} digit(s) after the point: {expr} = {v}."
        ),
        _ => tr!(
            lang,
            "On aligne les virgules : {expr} = {v}.",
            "Line up the decimal points: {expr} = {v}."
        ),
    };
    expr_item(
        ctx,
        String::new(),
        tr!(lang, "Calcule {expr}.", "Work out {expr}."),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        explanation,
    )
}

// ------------------------------------------------------------------------- division

fn division(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let variant = ctx.variant(3);
    if variant == 2 {
        let b = ctx.pick(&[2i64, 4, 5, 8]);
        let mut a = ctx.int(11, 199);
        if a % b == 0 {
            a += 1;
        }
        let value = Rational::new(a, b);
        let (q, r) = (a / b, a % b);
        let expr = format!("{a} ÷ {b}");
        let answer = Qty::rat_or_dec(value, 3, "");
        let v = answer.text(lang);
        let wrongs = vec![
            w(
                ctx,
                Qty::int(q, ""),
                "division arrêtée au quotient entier",
                "stopped at the whole quotient",
            ),
            w(
                ctx,
                Qty::exact(
                    super::super::num::parse(&format!("{q},{r}"), Language::Fr).unwrap_or(0.0),
                    3,
                    "",
                ),
                "reste écrit après la virgule",
                "remainder written after the point",
            ),
            w(
                ctx,
                Qty::rat_or_dec(Rational::new(b, a), 4, "").clone_rounded(),
                "dividende et diviseur inversés",
                "dividend and divisor swapped",
            ),
        ];
        let fig = division_layout(&a.to_string(), &b.to_string());
        let alt = tr!(
            lang,
            "Division posée de {a} par {b}",
            "Long division of {a} by {b}"
        );
        return expr_item(
            ctx,
            String::new(),
            tr!(
                lang,
                "Calcule le quotient décimal exact de {a} par {b}.",
                "Work out the exact decimal quotient of {a} by {b}."
            ),
            &expr,
            answer,
            wrongs,
            visual(&fig, alt),
            tr!(
                lang,
                "{a} = {b} × {q} + {r}, on continue la division après la virgule : {a} ÷ {b} = {v}.",
                "{a} = {b} × {q} + {r}; carry on after the point: {a} ÷ {b} = {v}."
            ),
        );
    }
    let b = ctx.int(3, 25);
    let q = ctx.int(6, 99);
    let r = ctx.int(1, b - 1);
    let a = b * q + r;
    let remainder = variant == 1;
    let (answer, wrongs, question, claim, noun) = if remainder {
        (
            Qty::int(r, ""),
            vec![
                w(
                    ctx,
                    Qty::int(b - r, ""),
                    "calcul de ce qui manque pour atteindre le multiple suivant",
                    "worked out what is missing to the next multiple",
                ),
                w(
                    ctx,
                    Qty::int(q, ""),
                    "confusion entre quotient et reste",
                    "confused quotient and remainder",
                ),
                w(
                    ctx,
                    Qty::int(r + b, ""),
                    "quotient trop petit d'une unité : le reste dépasse le diviseur",
                    "quotient one too small: the remainder exceeds the divisor",
                ),
            ],
            tr!(
                lang,
                "Quel est le reste de la division euclidienne de {a} par {b} ?",
                "What is the remainder of the division of {a} by {b}?"
            ),
            tr!(
                lang,
                "le reste de la division euclidienne de {a} par {b} est {{v}}",
                "the remainder of {a} divided by {b} is {{v}}"
            ),
            tr!(lang, "reste", "remainder"),
        )
    } else {
        (
            Qty::int(q, ""),
            vec![
                w(
                    ctx,
                    Qty::int(q + 1, ""),
                    "quotient trop grand d'une unité",
                    "quotient one too big",
                ),
                w(
                    ctx,
                    Qty::int(q - 1, ""),
                    "quotient trop petit d'une unité",
                    "quotient one too small",
                ),
                w(
                    ctx,
                    Qty::int(r, ""),
                    "confusion entre quotient et reste",
                    "confused quotient and remainder",
                ),
            ],
            tr!(
                lang,
                "Quel est le quotient de la division euclidienne de {a} par {b} ?",
                "What is the quotient of the division of {a} by {b}?"
            ),
            tr!(
                lang,
                "le quotient de la division euclidienne de {a} par {b} est {{v}}",
                "the quotient of {a} divided by {b} is {{v}}"
            ),
            tr!(lang, "quotient", "quotient"),
        )
    };
    let fig = division_layout(&a.to_string(), &b.to_string());
    let alt = tr!(
        lang,
        "Division euclidienne posée de {a} par {b}",
        "Long division of {a} by {b}"
    );
    Item {
        situation: String::new(),
        question,
        claim,
        label: format!("{a} ÷ {b}"),
        noun,
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "{a} = {b} × {q} + {r} avec {r} < {b} : le quotient est {q} et le reste {r}.",
            "{a} = {b} × {q} + {r} with {r} < {b}: the quotient is {q} and the remainder {r}."
        ),
        facts: Facts::Euclid { a, b, remainder },
        steps: Vec::new(),
        variant,
    }
}

impl Qty {
    /// Rounds a non-decimal rational to three decimals (for a distractor that needs no
    /// exactness).
    fn clone_rounded(&self) -> Qty {
        match self.frac {
            Some(r) => Qty::rounded_exact(r.to_f64(), 3, self.unit),
            None => self.clone(),
        }
    }
}

// ------------------------------------------------------------------------ priorities

fn priorities(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let div = if ctx.fr() { ":" } else { "÷" };
    let t = ctx.int(0, 5);
    let (a, b, c, d) = (ctx.int(2, 15), ctx.int(2, 9), ctx.int(2, 9), ctx.int(2, 9));
    let (expr, value, naive, naive_why): (String, i64, Option<i64>, (&str, &str)) = match t {
        0 => (
            format!("{a} + {b} × {c}"),
            a + b * c,
            Some((a + b) * c),
            (
                "calcul de gauche à droite sans priorité de la multiplication",
                "worked left to right, ignoring that × comes first",
            ),
        ),
        1 => {
            let a = b * c + ctx.int(1, 20);
            (
                format!("{a} - {b} × {c}"),
                a - b * c,
                Some((a - b) * c),
                (
                    "calcul de gauche à droite sans priorité de la multiplication",
                    "worked left to right, ignoring that × comes first",
                ),
            )
        }
        2 => (
            format!("{a} × {b} + {c} × {d}"),
            a * b + c * d,
            Some((a * b + c) * d),
            (
                "calcul de gauche à droite sans priorité de la multiplication",
                "worked left to right, ignoring that × comes first",
            ),
        ),
        3 => (
            format!("({a} + {b}) × {c}"),
            (a + b) * c,
            Some(a + b * c),
            ("parenthèses ignorées", "ignored the brackets"),
        ),
        4 => {
            let bb = b * c;
            let aa = bb + c * ctx.int(1, 6);
            (
                format!("{aa} - {bb} {div} {c}"),
                aa - bb / c,
                Some((aa - bb) / c),
                (
                    "calcul de gauche à droite sans priorité de la division",
                    "worked left to right, ignoring that ÷ comes first",
                ),
            )
        }
        _ => {
            let (b, c) = (b.max(c) + 1, b.min(c));
            (
                format!("{a} × ({b} - {c}) + {d}"),
                a * (b - c) + d,
                Some(a * b - c + d),
                ("parenthèses ignorées", "ignored the brackets"),
            )
        }
    };
    let mut wrongs = Vec::new();
    if let Some(n) = naive {
        wrongs.push(w(ctx, Qty::int(n, ""), naive_why.0, naive_why.1));
    }
    wrongs.push(w(
        ctx,
        Qty::int(value + 1, ""),
        "erreur de calcul d'une unité",
        "an arithmetic slip of one",
    ));
    wrongs.push(w(
        ctx,
        Qty::int(value * 2, ""),
        "résultat doublé (erreur de calcul)",
        "result doubled (slip)",
    ));
    let answer = Qty::int(value, "");
    let v = answer.text(lang);
    let fig = card(
        &tr!(lang, "Expression à calculer", "Expression to work out"),
        &[format!("{expr} = ?")],
    );
    let alt = tr!(lang, "Fiche : calculer {expr}", "Card: work out {expr}");
    expr_item(
        ctx,
        String::new(),
        tr!(
            lang,
            "Calcule {expr} en respectant les priorités opératoires.",
            "Work out {expr}, following the order of operations."
        ),
        &expr,
        answer,
        wrongs,
        visual(&fig, alt),
        tr!(
            lang,
            "On calcule d'abord les parenthèses, puis les multiplications et divisions, enfin les additions et soustractions : {expr} = {v}.",
            "Brackets first, then × and ÷, then + and −: {expr} = {v}."
        ),
    )
}

// ------------------------------------------------------------------------- relatives

fn relatives(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
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
            &|x| super::super::num::dec(x, 0, lang),
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
        );
    }
    // 4e: products and quotients
    let t = ctx.int(0, 2);
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
            let c = (ctx.int(2, 5) * if ctx.chance(0.5) { -1 } else { 1 }) as f64;
            let ct = ctx.signed(c, 0, false);
            let (a, b) = (a.clamp(-9.0, 9.0), b.clamp(-9.0, 9.0));
            let (at, bt) = (ctx.signed(a, 0, false), ctx.signed(b, 0, false));
            let v = a * b * c;
            (
                format!("{at} × {bt} × {ct}"),
                v,
                vec![
                    w(
                        ctx,
                        Qty::int(-(v as i64), ""),
                        "nombre de facteurs négatifs mal compté",
                        "miscounted the negative factors",
                    ),
                    w(
                        ctx,
                        Qty::int((a * b + c) as i64, ""),
                        "dernier facteur ajouté au lieu d'être multiplié",
                        "added the last factor instead of multiplying",
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
    )
}

fn order_relatives(ctx: &mut Ctx) -> Built {
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
    let fig = number_line(
        -16.0,
        16.0,
        1.0,
        4,
        &|x| super::super::num::dec(x, 0, lang),
        &[],
    );
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
