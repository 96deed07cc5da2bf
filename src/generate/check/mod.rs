//! The independent content checker: reads generated questions as a teacher would and counts
//! what is wrong, by kind of defect. It does not call the templates' own computations: answers
//! are re-derived from the question's data (its [`Facts`](super::builtin::facts::Facts): the
//! statement's parameters) with the exact fractions of [`arith`], explanation lines
//! "a op b = c" are evaluated from their text, choices are compared after reading them back
//! (units converted by the checker's own table), and the texts are checked for French and
//! English typography and French agreement ([`text`]); figures' labels are boxed with the
//! font's metrics ([`figure`]).
//!
//! The `high` quality setting runs it on every question before yielding it. The sample run in
//! `cargo test` covers every served chapter in both languages; the ignored `content_check_full`
//! covers more than 20,000 questions and prints the counts.

pub(crate) mod arith;
mod bank;

#[cfg(test)]
pub(crate) use self::bank::truth as bank_truth;
pub(crate) mod conj;
pub(crate) mod english;
pub(crate) mod figure;
pub(crate) mod laws;
pub(crate) mod program;
pub(crate) mod text;

#[cfg(test)]
use std::collections::BTreeMap;
use std::f64::consts::PI;

use self::arith::{Q, eval, has_operator, quantity, read_number, unit_factor};
use super::builtin::facts::{Check, Claim, Event, Facts, LineWant, Shape, Stat};
use crate::domain::question::{Answer, Language, QuestionDraft, QuestionKind};

/// A defect: its kind and what shows it.
pub(crate) type Defect = (&'static str, String);

/// Every text a reader sees in a draft (statement, choices, feedback, explanation, parts,
/// answers, the figure's alt text and labels).
pub(crate) fn texts(d: &QuestionDraft) -> Vec<String> {
    let mut t = vec![d.stem.clone(), d.explanation.clone(), d.visual.alt.clone()];
    for c in &d.choices {
        t.push(c.text.clone());
        if let Some(f) = &c.feedback {
            t.push(f.clone());
        }
    }
    for p in &d.parts {
        t.push(p.stem.clone());
        answer_texts(&p.answer, &mut t);
    }
    answer_texts(&d.answer, &mut t);
    if let Some((_, labels)) = figure::labels(&d.visual.svg) {
        // a line of code is read as a code span (verbatim, see `text::typography`)
        t.extend(labels.into_iter().map(|l| {
            if l.code {
                format!("`{}`", l.text.replace('`', ""))
            } else {
                l.text
            }
        }));
    }
    t
}

fn answer_texts(a: &Answer, t: &mut Vec<String>) {
    match a {
        Answer::Numeric { display, .. } => t.push(display.clone()),
        Answer::Text { accepted } => t.extend(accepted.iter().cloned()),
        Answer::Matching { pairs } => {
            for (l, r) in pairs {
                t.push(l.clone());
                t.push(r.clone());
            }
        }
        Answer::Ordering { items } => t.extend(items.iter().cloned()),
        Answer::Open { rubric } => t.push(rubric.clone()),
        Answer::Choices { .. } | Answer::Boolean { .. } => {}
    }
}

#[cfg(test)]
/// The statement as a student reads it: stem, parts, choices and the figure's text (for
/// duplicates in an exam).
pub(crate) fn statement(d: &QuestionDraft) -> String {
    let mut choices: Vec<&str> = d.choices.iter().map(|c| c.text.as_str()).collect();
    choices.sort_unstable();
    let parts: Vec<&str> = d.parts.iter().map(|p| p.stem.as_str()).collect();
    format!(
        "{}|{}|{}|{}",
        d.stem,
        parts.join("|"),
        choices.join("|"),
        d.visual.alt
    )
}

const ARITH: &[char] = &[
    '+', '-', '−', '×', '÷', '/', '*', '·', '(', ')', '[', ']', ' ', '\u{A0}', '\u{202F}', ',',
    '.', '⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹', '⁻', '√',
];

fn arith_char(c: char) -> bool {
    c.is_ascii_digit() || ARITH.contains(&c)
}

/// Cuts a run at a "," or "." that is punctuation (not between two digits).
fn cut_punct(run: &[char], from_end: bool) -> Vec<char> {
    let bad = |i: usize| {
        matches!(run[i], ',' | '.')
            && !(i > 0
                && run[i - 1].is_ascii_digit()
                && run.get(i + 1).is_some_and(char::is_ascii_digit))
    };
    if from_end {
        match (0..run.len()).rev().find(|&i| bad(i)) {
            Some(i) => run[i + 1..].to_vec(),
            None => run.to_vec(),
        }
    } else {
        match (0..run.len()).find(|&i| bad(i)) {
            Some(i) => run[..i].to_vec(),
            None => run.to_vec(),
        }
    }
}

/// Every "a op b = c" of a text whose sides are both plain calculations, and is false.
pub(crate) fn false_equalities(text: &str, lang: Language) -> Vec<String> {
    let mut out = Vec::new();
    let c: Vec<char> = text.chars().collect();
    for (i, &ch) in c.iter().enumerate() {
        if ch != '=' {
            continue;
        }
        // left side: the calculation right before "="
        let mut s = i;
        while s > 0 && arith_char(c[s - 1]) {
            s -= 1;
        }
        let left = cut_punct(&c[s..i], true);
        let left_start = i - left.len();
        let before = if left_start > 0 {
            Some(c[left_start - 1])
        } else {
            None
        };
        // right side: up to the next non-calculation character
        let mut e = i + 1;
        while e < c.len() && arith_char(c[e]) {
            e += 1;
        }
        let right = cut_punct(&c[i + 1..e], false);
        let right_end = i + 1 + right.len();
        let after = c.get(right_end).copied();
        let l: String = left.iter().collect();
        let r: String = right.iter().collect();
        if l.trim().is_empty() || r.trim().is_empty() {
            continue;
        }
        // a variable or a function next to the calculation: not a plain calculation
        if before.is_some_and(|b| b.is_alphanumeric() || matches!(b, '_' | '\'' | '’'))
            || after.is_some_and(|a| {
                a.is_alphanumeric() && !l.trim().is_empty() && {
                    // a unit after a space is fine; a letter glued to the number is a variable
                    !matches!(c.get(right_end - 1), Some(' ' | '\u{A0}' | '\u{202F}'))
                }
            })
            || after == Some('(')
        {
            continue;
        }
        // units after the right side: only compare when the left side has no unit either
        if let (Some(a), Some(b)) = (eval(&l, lang), eval(&r, lang))
            && (has_operator(&l, lang) || has_operator(&r, lang))
            && a != b
        {
            let s = i.saturating_sub(40);
            let e = (i + 30).min(c.len());
            out.push(c[s..e].iter().collect());
        }
    }
    out
}

/// Numbers shown in a text, as plain values and as base-unit values when a unit follows.
fn shown_values(text: &str, lang: Language, out: &mut Vec<f64>) {
    let c: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < c.len() {
        if !c[i].is_ascii_digit() || (i > 0 && c[i - 1].is_ascii_digit()) {
            i += 1;
            continue;
        }
        let Some((mut q, mut j)) = read_number(&c, i, lang) else {
            i += 1;
            continue;
        };
        let neg = i > 0 && matches!(c[i - 1], '-' | '−');
        // a fraction "3/4"
        if c.get(j) == Some(&'/')
            && let Some((d, k)) = read_number(&c, j + 1, lang)
            && let Some(f) = q.div(d)
        {
            out.push(f.f64());
            q = f;
            j = k;
        }
        let v = if neg { q.neg() } else { q };
        out.push(v.f64());
        out.push(q.f64());
        // a superscript exponent: 10⁴
        // the unit after it
        let from = match c.get(j) {
            Some(' ' | '\u{A0}' | '\u{202F}') => j + 1,
            _ => j,
        };
        let end = (from..c.len())
            .take_while(|&k| {
                c[k].is_alphabetic() || matches!(c[k], '²' | '³' | '/' | '%' | '°' | 'Ω')
            })
            .last()
            .map_or(from, |k| k + 1);
        let unit: String = c[from..end].iter().collect();
        for u in [unit.as_str(), unit.trim_end_matches('/')] {
            if let Some(k) = unit_factor(u)
                && let Some(b) = v.mul(k)
            {
                out.push(b.f64());
            }
        }
        i = j.max(i + 1);
    }
}

fn near(a: f64, b: f64) -> bool {
    (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1e-12) + 1e-12
}

/// The visible data of a question: stem, parts, alt text, figure labels, choices.
fn visible(d: &QuestionDraft) -> String {
    let mut v = vec![d.stem.clone(), d.visual.alt.clone()];
    v.extend(d.parts.iter().map(|p| p.stem.clone()));
    if let Some((_, labels)) = figure::labels(&d.visual.svg) {
        v.extend(labels.into_iter().map(|l| l.text));
    }
    v.join("\n")
}

/// The answer re-derived from the question's data: exact when the data allow it.
#[derive(Debug, Clone, Copy)]
pub(crate) enum Derived {
    Exact(Q),
    /// One of two exact values (the roots of a product equation).
    Either(Q, Q),
    Approx(f64, f64),
}

fn q(x: f64) -> Option<Q> {
    Q::from_f64(x)
}

fn with_x(expr: &str, x: Q) -> String {
    let v = if x.d == 1 {
        format!("({})", x.n)
    } else {
        format!("({}/{})", x.n, x.d)
    };
    let c: Vec<char> = expr.chars().collect();
    let mut out = String::new();
    for (i, &ch) in c.iter().enumerate() {
        if ch == 'x' {
            if i > 0 && (c[i - 1].is_ascii_digit() || c[i - 1] == ')') {
                out.push('×');
            }
            out.push_str(&v);
            if c.get(i + 1)
                .is_some_and(|n| n.is_ascii_digit() || *n == '(')
            {
                out.push('×');
            }
        } else if ch == '(' && i > 0 && (c[i - 1].is_ascii_digit() || c[i - 1] == ')') {
            out.push('×');
            out.push('(');
        } else {
            out.push(ch);
        }
    }
    out
}

fn eval_at(expr: &str, x: Q, lang: Language) -> Option<Q> {
    eval(&with_x(expr, x), lang)
}

fn slot_known<const N: usize>(v: &[f64; N], slot: usize) -> Vec<f64> {
    v.iter()
        .enumerate()
        .filter(|(i, _)| *i != slot)
        .map(|(_, x)| *x)
        .collect()
}

/// Re-derives the answer of `facts`, and lists the data the statement must show.
pub(crate) fn derive(facts: &Facts, lang: Language) -> (Option<Derived>, Vec<f64>) {
    use Derived::{Approx, Exact};
    let ex = |x: Option<Q>| x.map(Exact);
    match facts {
        Facts::Expr { expr, x, tol } => {
            let v = match x {
                Some(x) => eval_at(
                    expr,
                    Q::new(x.num().into(), x.den().into()).unwrap_or(Q::int(0)),
                    lang,
                ),
                None => eval(expr, lang),
            };
            let d = v.map(|v| {
                if *tol > 0.0 {
                    Approx(v.f64(), *tol)
                } else {
                    Exact(v)
                }
            });
            (d, Vec::new())
        }
        Facts::Product { abc, slot, tol } => {
            let [a, b, c] = abc.map(q);
            let v = (|| match slot {
                0 => c?.div(b?),
                1 => c?.div(a?),
                _ => a?.mul(b?),
            })();
            let d = if *tol > 0.0 {
                v.map(|v| Approx(v.f64(), *tol))
            } else {
                ex(v)
            };
            (d, slot_known(abc, *slot))
        }
        Facts::Kinetic { mve, slot, tol } => {
            let [m, v, e] = *mve;
            let d = match slot {
                0 => Approx(2.0 * e / (v * v), *tol),
                1 => Approx((2.0 * e / m).sqrt(), *tol),
                _ => Approx(0.5 * m * v * v, *tol),
            };
            (Some(d), slot_known(mve, *slot))
        }
        Facts::Pythagoras { sides, slot, tol } => {
            let [a, b, h] = *sides;
            let x = match slot {
                0 => (h * h - b * b).sqrt(),
                1 => (h * h - a * a).sqrt(),
                _ => (a * a + b * b).sqrt(),
            };
            (Some(Approx(x, tol.max(1e-9))), slot_known(sides, *slot))
        }
        Facts::Trig { vals, slot, tol } => {
            let [h, o, a, ang] = *vals;
            let r = ang.to_radians();
            let x = match slot {
                0 => {
                    if o > 0.0 {
                        o / r.sin()
                    } else {
                        a / r.cos()
                    }
                }
                1 => {
                    if h > 0.0 {
                        h * r.sin()
                    } else {
                        a * r.tan()
                    }
                }
                2 => {
                    if h > 0.0 {
                        h * r.cos()
                    } else {
                        o / r.tan()
                    }
                }
                _ => {
                    if h > 0.0 && o > 0.0 {
                        (o / h).asin().to_degrees()
                    } else if h > 0.0 {
                        (a / h).acos().to_degrees()
                    } else {
                        (o / a).atan().to_degrees()
                    }
                }
            };
            let known = slot_known(vals, *slot)
                .into_iter()
                .filter(|v| *v > 0.0)
                .collect();
            (Some(Approx(x, tol.max(1e-9))), known)
        }
        Facts::Ratio { abcd, slot, tol } => {
            let [a, b, c, d] = abcd.map(q);
            let v = (|| match slot {
                0 => b?.mul(c?)?.div(d?),
                1 => a?.mul(d?)?.div(c?),
                2 => a?.mul(d?)?.div(b?),
                _ => b?.mul(c?)?.div(a?),
            })();
            let dd = if *tol > 0.0 {
                v.map(|v| Approx(v.f64(), *tol))
            } else {
                ex(v)
            };
            (dd, slot_known(abcd, *slot))
        }
        Facts::AngleSum { known, total } => {
            let mut v = q(*total);
            for k in known {
                v = v.and_then(|v| v.sub(q(*k)?));
            }
            (ex(v), known.clone())
        }
        Facts::Euclid { a, b, remainder } => {
            let v = if *remainder {
                a.rem_euclid(*b)
            } else {
                a.div_euclid(*b)
            };
            (Some(Exact(Q::int(v.into()))), vec![*a as f64, *b as f64])
        }
        Facts::LargestMultiple { d, bound } => {
            let v = (bound - 1).div_euclid(*d) * d;
            (
                Some(Exact(Q::int(v.into()))),
                vec![*d as f64, *bound as f64],
            )
        }
        Facts::SmallestPrime { n } => {
            let p = (2..=*n).find(|p| n % p == 0).unwrap_or(*n);
            (Some(Exact(Q::int(p.into()))), vec![*n as f64])
        }
        Facts::Gcd { a, b } => {
            let mut g = 1;
            for k in 1..=(*a).min(*b) {
                if a % k == 0 && b % k == 0 {
                    g = k;
                }
            }
            (Some(Exact(Q::int(g.into()))), vec![*a as f64, *b as f64])
        }
        Facts::PowerExp { base, expr } => {
            let b = Q::new(base.num().into(), base.den().into());
            let v = eval(expr, lang);
            let k = (-40..=40).find(|&k| b.and_then(|b| b.pow(k)).is_some_and(|p| Some(p) == v));
            (k.map(|k| Exact(Q::int(k.into()))), Vec::new())
        }
        Facts::Solution { equation } => {
            let Some((l, r)) = equation.split_once('=') else {
                return (None, Vec::new());
            };
            let f = |x: i128| eval_at(l, Q::int(x), lang)?.sub(eval_at(r, Q::int(x), lang)?);
            // f(x) = a x² + b x + c from three values; linear or with rational roots
            let v = (|| {
                let (fm, f0, f1) = (f(-1)?, f(0)?, f(1)?);
                let two = Q::int(2);
                let a = f1.add(fm)?.div(two)?.sub(f0)?;
                let b = f1.sub(fm)?.div(two)?;
                if a.n == 0 {
                    return Some(Exact(f0.neg().div(b)?));
                }
                let disc = b.mul(b)?.sub(Q::int(4).mul(a)?.mul(f0)?)?.sqrt()?;
                let r1 = b.neg().sub(disc)?.div(two.mul(a)?)?;
                let r2 = b.neg().add(disc)?.div(two.mul(a)?)?;
                Some(Derived::Either(r1, r2))
            })();
            (v, Vec::new())
        }
        Facts::Coef { expr, degree } => {
            let p = |x: i128| eval_at(expr, Q::int(x), lang);
            let v = (|| {
                let (m, z, o) = (p(-1)?, p(0)?, p(1)?);
                let two = Q::int(2);
                Some(match degree {
                    0 => z,
                    1 => o.sub(m)?.div(two)?,
                    _ => o.add(m)?.div(two)?.sub(z)?,
                })
            })();
            (ex(v), Vec::new())
        }
        Facts::Evolution { vals, slot, tol } => {
            let [s, r, e] = vals.map(q);
            let one = Q::int(1);
            let v = (|| match slot {
                0 => e?.div(one.add(r?)?),
                1 => e?.div(s?)?.sub(one),
                _ => s?.mul(one.add(r?)?),
            })();
            let d = if *tol > 0.0 {
                v.map(|v| Approx(v.f64(), *tol))
            } else {
                ex(v)
            };
            (d, slot_known(vals, *slot))
        }
        Facts::Shape { shape, dims, tol } => {
            let g = |i: usize| dims.get(i).copied().unwrap_or(0.0);
            let qd = |i: usize| q(g(i));
            let exact = |v: Option<Q>| v.map(Exact);
            let d = match shape {
                Shape::RectangleArea => exact((|| qd(0)?.mul(qd(1)?))()),
                Shape::RectanglePerimeter => exact((|| Q::int(2).mul(qd(0)?.add(qd(1)?)?))()),
                Shape::SquareArea => exact((|| qd(0)?.mul(qd(0)?))()),
                Shape::SquarePerimeter => exact((|| Q::int(4).mul(qd(0)?))()),
                Shape::TriangleArea => exact((|| qd(0)?.mul(qd(1)?)?.div(Q::int(2)))()),
                Shape::ParallelogramArea => exact((|| qd(0)?.mul(qd(1)?))()),
                Shape::CuboidVolume => exact((|| qd(0)?.mul(qd(1)?)?.mul(qd(2)?))()),
                Shape::PrismVolume => exact((|| qd(0)?.mul(qd(1)?)?.mul(qd(2)?)?.div(Q::int(2)))()),
                Shape::PyramidVolume => {
                    exact((|| qd(0)?.mul(qd(0)?)?.mul(qd(1)?)?.div(Q::int(3)))())
                }
                Shape::DiscArea => Some(Approx(PI * g(0) * g(0), *tol)),
                Shape::Circumference => Some(Approx(2.0 * PI * g(0), *tol)),
                Shape::CylinderVolume => Some(Approx(PI * g(0) * g(0) * g(1), *tol)),
                Shape::ConeVolume => Some(Approx(PI * g(0) * g(0) * g(1) / 3.0, *tol)),
                Shape::SphereVolume => Some(Approx(4.0 / 3.0 * PI * g(0).powi(3), *tol)),
                Shape::SphereArea => Some(Approx(4.0 * PI * g(0) * g(0), *tol)),
            };
            let d = match (d, *tol > 0.0) {
                (Some(Exact(v)), true) => Some(Approx(v.f64(), *tol)),
                (d, _) => d,
            };
            (d, dims.clone())
        }
        Facts::Scale { k, power, original } => {
            let kk = Q::new(k.num().into(), k.den().into());
            let v = (|| q(*original)?.mul(kk?.pow(*power as i32)?))();
            (ex(v), vec![*original, k.to_f64()])
        }
        Facts::Line { p1, p2, want } => {
            let (x1, y1, x2, y2) = (q(p1.0), q(p1.1), q(p2.0), q(p2.1));
            let v = (|| {
                let m = y2?.sub(y1?)?.div(x2?.sub(x1?)?)?;
                match want {
                    LineWant::Slope => Some(m),
                    LineWant::Intercept => y1?.sub(m.mul(x1?)?),
                    LineWant::Antecedent(y) => x1?.add(q(*y)?.sub(y1?)?.div(m)?),
                }
            })();
            (ex(v), vec![p1.0, p1.1, p2.0, p2.1])
        }
        Facts::Stat { data, stat, tol } => {
            let qs: Option<Vec<Q>> = data.iter().map(|x| q(*x)).collect();
            let v = qs.and_then(|qs| {
                let mut sorted = qs.clone();
                sorted.sort_by(|a, b| a.f64().total_cmp(&b.f64()));
                let total = qs.iter().try_fold(Q::int(0), |s, x| s.add(*x))?;
                let n = qs.len();
                Some(match stat {
                    Stat::Mean => total.div(Q::int(n as i128))?,
                    Stat::Median => {
                        if n % 2 == 1 {
                            sorted[n / 2]
                        } else {
                            sorted[n / 2 - 1].add(sorted[n / 2])?.div(Q::int(2))?
                        }
                    }
                    Stat::Range => sorted[n - 1].sub(sorted[0])?,
                    Stat::Total => total,
                    Stat::Entry(i) => *qs.get(*i)?,
                    Stat::Percent(i) => qs.get(*i)?.div(total)?,
                    Stat::Max => sorted[n - 1],
                    // the value of rank ⌈q n / 4⌉ in the sorted series
                    Stat::Quartile(q) => sorted[(usize::from(*q) * n).div_ceil(4) - 1],
                    Stat::Interquartile => {
                        sorted[(3 * n).div_ceil(4) - 1].sub(sorted[n.div_ceil(4) - 1])?
                    }
                })
            });
            let d = if *tol > 0.0 {
                v.map(|v| Approx(v.f64(), *tol))
            } else {
                ex(v)
            };
            let shown = if matches!(stat, Stat::Percent(_)) {
                Vec::new()
            } else {
                data.clone()
            };
            (d, shown)
        }
        Facts::Proba {
            counts,
            draws,
            replace,
            event,
        } => {
            let n: i128 = counts.iter().map(|&c| i128::from(c)).sum();
            let c = |i: usize| i128::from(counts.get(i).copied().unwrap_or(0));
            let r = i128::from(!*replace);
            let v = (|| match (draws, event) {
                (1, Event::Colour(k)) => Q::new(c(*k), n),
                (1, Event::NotColour(k)) => Q::new(n - c(*k), n),
                (1, Event::AtLeastOne(k)) => Q::new(c(*k), n),
                (2, Event::Colour(k)) => Q::new(c(*k), n),
                (2, Event::NotColour(k)) => Q::new(n - c(*k), n),
                (2, Event::Then(a, b)) => {
                    Q::new(c(*a) * (c(*b) - if a == b { r } else { 0 }), n * (n - r))
                }
                (2, Event::Same) => Q::new(
                    (0..counts.len()).map(|i| c(i) * (c(i) - r)).sum(),
                    n * (n - r),
                ),
                (2, Event::AtLeastOne(k)) => {
                    Q::int(1).sub(Q::new((n - c(*k)) * (n - c(*k) - r), n * (n - r))?)
                }
                _ => None,
            })();
            let shown = counts
                .iter()
                .filter(|&&c| c > 0)
                .map(|&c| c as f64)
                .collect();
            (ex(v), shown)
        }
        Facts::Derivative { expr, at } => {
            // the same five-point quotient, in the checker's own arithmetic
            let f = |x: Q| eval_at(expr, x, lang);
            let a = Q::new(at.num().into(), at.den().into());
            let v = (|| {
                let a = a?;
                let (one, two) = (Q::int(1), Q::int(2));
                let (m2, m1, p1, p2) = (
                    f(a.sub(two)?)?,
                    f(a.sub(one)?)?,
                    f(a.add(one)?)?,
                    f(a.add(two)?)?,
                );
                m2.sub(Q::int(8).mul(m1)?)?
                    .add(Q::int(8).mul(p1)?)?
                    .sub(p2)?
                    .div(Q::int(12))
            })();
            (ex(v), Vec::new())
        }
        Facts::Integral { expr, a, b } => {
            let f = |x: Q| eval_at(expr, x, lang);
            let v = (|| {
                let a = Q::new(a.num().into(), a.den().into())?;
                let b = Q::new(b.num().into(), b.den().into())?;
                let mid = a.add(b)?.div(Q::int(2))?;
                let inner = f(a)?.add(Q::int(4).mul(f(mid)?)?)?.add(f(b)?)?;
                b.sub(a)?.mul(inner)?.div(Q::int(6))
            })();
            (ex(v), Vec::new())
        }
        Facts::Convert { value, from } => {
            let v = (|| q(*value)?.mul(unit_factor(from)?))();
            (ex(v), v.map(|v| vec![v.f64()]).unwrap_or_default())
        }
        Facts::Law { law, data, tol } => laws::derive(*law, data, *tol),
        Facts::Program { lines, var } => {
            let v = program::run(lines).and_then(|r| {
                if var.is_empty() {
                    r.printed.last().copied()
                } else {
                    r.vars.get(var).copied()
                }
            });
            (v.map(|v| Derived::Exact(Q::int(v.into()))), Vec::new())
        }
    }
}

fn matches_derived(d: Derived, v: f64, answer_tol: f64) -> bool {
    match d {
        Derived::Exact(x) => {
            if answer_tol > 0.0 {
                (x.f64() - v).abs() <= answer_tol * 1.000_001 + 1e-12
            } else {
                Q::from_f64(v) == Some(x) || near(x.f64(), v)
            }
        }
        Derived::Either(a, b) => {
            matches_derived(Derived::Exact(a), v, answer_tol)
                || matches_derived(Derived::Exact(b), v, answer_tol)
        }
        Derived::Approx(x, tol) => {
            (x - v).abs() <= tol.max(answer_tol) * 1.000_001 + 1e-9 * x.abs().max(1.0)
        }
    }
}

/// Defects found from the question's data: answers re-derived, data the statement must show.
pub(crate) fn facts_defects(d: &QuestionDraft, checks: &[Check], lang: Language) -> Vec<Defect> {
    let mut out = Vec::new();
    let shown_text = visible(d);
    let mut shown = Vec::new();
    shown_values(&shown_text, lang, &mut shown);
    let squashed: String = shown_text.chars().filter(|c| !c.is_whitespace()).collect();
    let mut seen_facts: Vec<&Facts> = Vec::new();
    // ordering and matching: each item's data must be in its own label
    let labels: Vec<String> = match &d.answer {
        Answer::Ordering { items } => items.clone(),
        Answer::Matching { pairs } => pairs.iter().map(|p| p.0.clone()).collect(),
        _ => Vec::new(),
    };
    let mut nth_true = 0usize;
    for c in checks {
        let scope: Option<String> = match c {
            Check::Shown { expect: true, .. } if !labels.is_empty() => {
                nth_true += 1;
                labels.get(nth_true - 1).cloned()
            }
            _ => None,
        };
        let (shown, squashed, stem_low) = match &scope {
            Some(label) => {
                let mut v = Vec::new();
                shown_values(label, lang, &mut v);
                (
                    v,
                    label
                        .chars()
                        .filter(|c| !c.is_whitespace())
                        .collect::<String>(),
                    format!("{} {}", d.stem, label).to_lowercase(),
                )
            }
            None => (
                shown.clone(),
                squashed.clone(),
                d.stem.to_lowercase()
                    + &d.parts
                        .iter()
                        .map(|p| p.stem.to_lowercase())
                        .collect::<String>(),
            ),
        };
        let shown_text = scope.clone().unwrap_or_else(|| shown_text.clone());
        // another item's value in a matching question: only its re-derivation matters
        let judged_only = scope.is_none() && !labels.is_empty();
        let (facts, value, expect, tol) = match c {
            Check::Shown {
                facts,
                text,
                expect,
            } => {
                let tol = match &d.answer {
                    Answer::Numeric {
                        tolerance, unit, ..
                    } if d.kind == QuestionKind::Numeric => {
                        tolerance * unit.as_deref().and_then(unit_factor).map_or(1.0, Q::f64)
                    }
                    _ => 0.0,
                };
                (facts, quantity(text, lang).map(Q::f64), *expect, tol)
            }
            Check::Value { facts, value, unit } => (
                facts,
                unit_factor(unit).map(|k| value * k.f64()),
                true,
                match &d.answer {
                    Answer::Numeric { tolerance, .. } => {
                        *tolerance * unit_factor(unit).map_or(1.0, Q::f64)
                    }
                    _ => 0.0,
                },
            ),
            Check::Claim { claim, expect } => {
                if let Some(truth) = claim_truth(claim, lang)
                    && truth != *expect
                {
                    out.push((
                        "wrong-answer",
                        format!("{claim:?} is {truth}, flagged {expect}"),
                    ));
                }
                continue;
            }
        };
        let (derived, data) = derive(facts, lang);
        match (derived, value) {
            (Some(dv), Some(v)) => {
                if matches_derived(dv, v, tol) != expect {
                    out.push((
                        "wrong-answer",
                        format!("{v} flagged {expect}, re-derived {dv:?} from {facts:?}"),
                    ));
                }
            }
            (None, _) => out.push(("answer-not-rederivable", format!("{facts:?}"))),
            (_, None) => out.push(("answer-unreadable", format!("{c:?}"))),
        }
        if judged_only {
            continue;
        }
        if scope.is_none() {
            if seen_facts.contains(&facts) {
                continue;
            }
            seen_facts.push(facts);
        }
        // what the student needs must be in the statement or the figure
        let mut data = data;
        if let Facts::Line { p1, p2, .. } = facts {
            // a line is given by two points, or by its expression m x + p
            let m = (p2.1 - p1.1) / (p2.0 - p1.0);
            let p = p1.1 - m * p1.0;
            let by_points = data
                .iter()
                .all(|x| *x == 0.0 || shown.iter().any(|s| near(*s, *x)));
            if !by_points {
                data = [m, p].into_iter().filter(|v| v.abs() != 1.0).collect();
            }
        }
        if let Facts::Solution { equation } = facts {
            let mut nums = Vec::new();
            shown_values(equation, lang, &mut nums);
            data.extend(nums.into_iter().filter(|v| *v >= 0.0));
        }
        for x in data {
            // the same digits in another unit (a table of values without units) are shown
            let scaled = |s: f64| {
                [1.0, 10.0, 100.0, 1000.0, 1e4, 1e5, 1e6, 1e9]
                    .iter()
                    .any(|k| near(s * k, x) || near(s, x * k) || near(-s * k, x))
            };
            // constants of the course: sound in air, light, g on Earth, water
            let known = [340.0, 3e8, 9.8, 9.81, 1000.0].iter().any(|k| near(*k, x));
            // a leg between two points given by their coordinates: a difference of two of them
            let difference = matches!(facts, Facts::Pythagoras { .. })
                && shown
                    .iter()
                    .any(|a| shown.iter().any(|b| near((a - b).abs(), x)));
            if x != 0.0 && !known && !difference && !shown.iter().any(|s| scaled(*s)) {
                out.push((
                    "unanswerable-datum-missing",
                    format!("{x} not shown ({facts:?}) in {shown_text:?}"),
                ));
                break;
            }
        }
        match facts {
            Facts::Coef { expr: e, .. } => {
                let sq: String = e.chars().filter(|c| !c.is_whitespace()).collect();
                if !squashed.contains(&sq) {
                    out.push((
                        "unanswerable-expression-missing",
                        format!("{e:?} not in {shown_text:?}"),
                    ));
                }
            }
            Facts::Expr {
                expr, x: Some(_), ..
            }
            | Facts::Derivative { expr, .. }
            | Facts::Integral { expr, .. } => {
                let sq: String = expr.chars().filter(|c| !c.is_whitespace()).collect();
                let alt = d.visual.alt.to_lowercase();
                let graph = ["courbe", "curve", "graph"].iter().any(|w| alt.contains(w));
                if !squashed.contains(&sq) && !graph && !defines(&shown_text, expr, lang) {
                    out.push((
                        "unanswerable-expression-missing",
                        format!("{expr:?} not in {shown_text:?}"),
                    ));
                }
            }
            Facts::Shape { shape, .. } => {
                let names: &[&str] = match shape {
                    Shape::CuboidVolume => &["pavé", "cuboid", "cube", "boîte", "box", "aquarium"],
                    Shape::PrismVolume => &["prisme", "prism"],
                    Shape::CylinderVolume => &["cylindre", "cylinder"],
                    Shape::PyramidVolume => &["pyramide", "pyramid"],
                    Shape::ConeVolume => &["cône", "cone"],
                    Shape::SphereVolume | Shape::SphereArea => {
                        &["boule", "sphère", "sphere", "ball"]
                    }
                    Shape::DiscArea | Shape::Circumference => {
                        &["disque", "cercle", "disc", "circle", "rayon", "radius"]
                    }
                    Shape::RectangleArea | Shape::RectanglePerimeter => {
                        &["rectangle", "rectangulaire", "rectangular"]
                    }
                    Shape::SquareArea | Shape::SquarePerimeter => &["carré", "square"],
                    Shape::TriangleArea => &["triangle"],
                    Shape::ParallelogramArea => &["parallélogramme", "parallelogram"],
                };
                if !names.iter().any(|n| stem_low.contains(n)) {
                    out.push((
                        "unanswerable-solid-not-named",
                        format!("{shape:?}: {}", d.stem),
                    ));
                }
            }
            _ => {}
        }
    }
    out
}

/// Whether the text defines "f(x) = …" as the same function as `expr`.
fn defines(text: &str, expr: &str, lang: Language) -> bool {
    text.match_indices("f(x) =").any(|(i, m)| {
        let rest = &text[i + m.len()..];
        let end = [", ", ";", "\n", ". ", "\u{202F}"]
            .iter()
            .filter_map(|t| rest.find(t))
            .min()
            .unwrap_or(rest.len());
        let given = rest[..end].trim().trim_end_matches('.');
        (-2..=3).all(|x| {
            let (a, b) = (
                eval_at(given, Q::int(x), lang),
                eval_at(expr, Q::int(x), lang),
            );
            a.is_some() && a == b
        })
    })
}

fn claim_truth(claim: &Claim, lang: Language) -> Option<bool> {
    Some(match claim {
        Claim::ExprEq { a, b } => eval(a, lang)? == eval(b, lang)?,
        Claim::SameQty { a, b } => quantity(a, lang)? == quantity(b, lang)?,
        Claim::Ascending { items } => {
            let v: Option<Vec<Q>> = items.iter().map(|s| quantity(s, lang)).collect();
            v?.windows(2).all(|w| w[0].f64() < w[1].f64())
        }
        Claim::Divides { d, n } => *d != 0 && n % d == 0,
        Claim::Conjugated {
            verb,
            tense,
            person,
            form,
        } => {
            // the present participle is asked through the "nous" form of the present
            let form = if tense == "present" && *person == 3 && !form.starts_with("nous ") {
                format!("nous {form}")
            } else {
                form.clone()
            };
            return conj::conjugated(verb, tense, usize::from(*person), &form);
        }
        Claim::EnglishVerb {
            base,
            participle,
            form,
        } => return english::past_form(base, *participle, form),
        Claim::Prime { p } => *p >= 2 && (2..*p).take_while(|k| k * k <= *p).all(|k| p % k != 0),
        Claim::RightTriangle { sides } => {
            let mut s = *sides;
            s.sort_unstable();
            s[0] * s[0] + s[1] * s[1] == s[2] * s[2]
        }
        Claim::TriangleAngles { angles } => {
            angles.iter().all(|a| *a > 0) && angles.iter().sum::<i64>() == 180
        }
        Claim::Parallel { am, ab, an, ac } => {
            Q::new((*am).into(), (*ab).into()) == Q::new((*an).into(), (*ac).into())
        }
        Claim::Between { x, lo, hi } => {
            let (x, lo, hi) = (
                quantity(x, lang)?.f64(),
                quantity(lo, lang)?.f64(),
                quantity(hi, lang)?.f64(),
            );
            lo < x && x < hi
        }
        Claim::Bank(c) => return bank::truth(c, lang),
        Claim::Lines { rels, a, b, perp } => {
            // directions in degrees: line a horizontal, a perpendicular turns by 90°
            let n = rels.iter().map(|r| r.0.max(r.1)).max()?.max(*a).max(*b) + 1;
            let mut dir: Vec<Option<i64>> = vec![None; n];
            dir[*a] = Some(0);
            for _ in 0..n {
                for &(i, j, p) in rels {
                    let turn = if p { 90 } else { 0 };
                    match (dir[i], dir[j]) {
                        (Some(d), None) => dir[j] = Some((d + turn) % 180),
                        (None, Some(d)) => dir[i] = Some((d + turn) % 180),
                        _ => {}
                    }
                }
            }
            let gap = dir[*b]?.rem_euclid(180);
            if *perp { gap == 90 } else { gap == 0 }
        }
        _ => return None,
    })
}

/// Defects read from the draft alone (no data beyond what it shows).
pub(crate) fn draft_defects(d: &QuestionDraft, lang: Language) -> Vec<Defect> {
    let mut out: Vec<Defect> = Vec::new();
    for line in false_equalities(&d.explanation, lang) {
        out.push(("explanation-arithmetic", line));
    }
    // choices
    if matches!(
        d.kind,
        QuestionKind::SingleChoice | QuestionKind::MultipleChoice
    ) {
        let n_ok = d.choices.iter().filter(|c| c.correct).count();
        if n_ok == 0 || n_ok == d.choices.len() {
            out.push(("mcq-all-or-none-correct", d.stem.clone()));
        }
        // a question on a form (irreducible fraction, prime factorisation, scientific
        // notation) has distractors of the same value in the wrong form, by design
        let low = d.stem.to_lowercase();
        let form = [
            "décomposition",
            "facteurs premiers",
            "prime factor",
            "irréductible",
            "irreducible",
            "écriture scientifique",
            "scientific notation",
            "sous la forme",
            "in the form",
            "simplest form",
        ]
        .iter()
        .any(|w| low.contains(w));
        let vals: Vec<Option<Q>> = if form {
            Vec::new()
        } else {
            d.choices.iter().map(|c| quantity(&c.text, lang)).collect()
        };
        for i in 0..vals.len() {
            for j in i + 1..vals.len() {
                if let (Some(a), Some(b)) = (vals[i], vals[j]) {
                    let both_right = d.choices[i].correct && d.choices[j].correct;
                    if a == b && !both_right {
                        out.push((
                            "choices-equal-value",
                            format!(
                                "{:?} = {:?} in {:?} {:?}",
                                d.choices[i].text, d.choices[j].text, d.stem, d.choices
                            ),
                        ));
                    }
                }
            }
        }
    }
    // ordering after unit conversion
    if let Answer::Ordering { items } = &d.answer {
        let vals: Option<Vec<Q>> = items.iter().map(|s| quantity(s, lang)).collect();
        if let Some(v) = vals {
            let low = d.stem.to_lowercase();
            let decreasing = [
                "décroissant",
                "decreasing",
                "plus grand au plus petit",
                "largest to smallest",
                "descending",
            ]
            .iter()
            .any(|w| low.contains(w));
            let ok = v.windows(2).all(|w| {
                if decreasing {
                    w[0].f64() > w[1].f64()
                } else {
                    w[0].f64() < w[1].f64()
                }
            });
            if !ok {
                out.push(("ordering-wrong", format!("{items:?}")));
            }
        }
    }
    // numeric answers: non-terminating values need a tolerance and a stated rounding
    let all_parts: String = d.parts.iter().map(|p| format!(" {}", p.stem)).collect();
    let main_stem = format!("{}{all_parts}", d.stem);
    let mut numerics = vec![(&d.answer, main_stem.as_str())];
    numerics.extend(d.parts.iter().map(|p| (&p.answer, p.stem.as_str())));
    for (a, stem) in numerics {
        if let Answer::Numeric {
            value,
            tolerance,
            display,
            ..
        } = a
        {
            let shown = eval(display, lang).or_else(|| quantity(display, lang));
            let exact = shown.or_else(|| Q::from_f64(*value));
            if exact.is_some_and(|x| !x.terminates()) && *tolerance == 0.0 {
                out.push(("nonterminating-tolerance-0", format!("{display} ({stem})")));
            }
            let all = format!("{} {stem}", d.stem).to_lowercase();
            if *tolerance > 0.0
                && ![
                    "arrondi",
                    "round",
                    "près",
                    "nearest",
                    "valeur approchée",
                    "approximate",
                ]
                .iter()
                .any(|w| all.contains(w))
            {
                out.push((
                    "rounding-not-stated",
                    format!("{display} ± {tolerance} ({stem})"),
                ));
            }
        }
    }
    // typography and agreement
    for t in texts(d) {
        for (kind, at) in text::typography(&t, lang) {
            out.push((kind, at));
        }
        if lang == Language::Fr {
            for e in text::agreement(&t) {
                out.push(("fr-agreement", e));
            }
        }
        for e in text::number_agreement(&t, lang) {
            out.push(("number-agreement", e));
        }
    }
    for f in figure::defects(&d.visual.svg) {
        out.push(f);
    }
    out
}

/// Counts of defects by kind, with a few examples of each.
#[cfg(test)]
#[derive(Debug, Default)]
pub(crate) struct Tally {
    pub(crate) questions: usize,
    pub(crate) counts: BTreeMap<&'static str, usize>,
    /// Questions with at least one defect of the kind.
    pub(crate) questions_with: BTreeMap<&'static str, usize>,
    pub(crate) examples: BTreeMap<&'static str, Vec<String>>,
}

#[cfg(test)]
impl Tally {
    pub(crate) fn add(&mut self, chapter: &str, defects: Vec<Defect>) {
        let mut kinds: Vec<&'static str> = Vec::new();
        for (k, detail) in defects {
            *self.counts.entry(k).or_default() += 1;
            if !kinds.contains(&k) {
                kinds.push(k);
            }
            let ex = self.examples.entry(k).or_default();
            let line = format!("[{chapter}] {detail}");
            if ex.len() < 20 && !ex.contains(&line) {
                ex.push(line);
            }
        }
        for k in kinds {
            *self.questions_with.entry(k).or_default() += 1;
        }
    }

    pub(crate) fn report(&self) -> String {
        let mut s = format!("{} questions checked\n", self.questions);
        for (k, n) in &self.counts {
            s.push_str(&format!(
                "{k:32} {n:7} occurrences in {:6} questions\n",
                self.questions_with[k]
            ));
        }
        s
    }
}

#[cfg(test)]
mod tests;
