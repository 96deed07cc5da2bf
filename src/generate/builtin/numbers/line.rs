//! Integers and decimals on a number line: reading a point, ordering decimals, a number between
//! two others (chapter `nombres-entiers-et-decimaux` 6e, mode 0).

use super::scaled;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{choice_question, ordering_of};
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::figure::Figure;
use crate::generate::num;
use crate::generate::rational::Rational;
use crate::generate::visual::{number_line, visual};

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

fn line_figure(ctx: &Ctx, l: &Line, points: &[(String, f64)]) -> (Figure, String) {
    let lang = ctx.lang;
    let min = scaled(l.start, l.e);
    let max = scaled(l.start + l.len, l.e);
    let minor = scaled(1, l.e);
    let fmt = move |v: f64| num::dec(v, 4, lang);
    let fig = number_line(min, max, minor, 10, &fmt, points);
    let (a, b, m) = (ctx.dec(min, 4), ctx.dec(max, 4), ctx.dec(minor, 4));
    let alt = tr!(
        lang,
        "Droite graduée de {a} à {b}, de {m} en {m}",
        "Number line from {a} to {b}, in steps of {m}"
    );
    (fig, alt)
}

pub(super) fn read_line(ctx: &mut Ctx) -> Item {
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

pub(super) fn order_decimals(ctx: &mut Ctx) -> Built {
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

pub(super) fn between(ctx: &mut Ctx) -> Built {
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
