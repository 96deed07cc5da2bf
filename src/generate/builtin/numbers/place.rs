//! Place value and comparison of decimals (chapter `nombres-entiers-et-decimaux` 6e, mode 0,
//! variants 1 and 2): a number given by its digits' places, equal writings, the largest of a
//! list, inequalities, numbers with the same digits to put in order.

use super::scaled;
use crate::domain::question::Language;
use crate::generate::builtin::facts::{Check, Claim, Facts, Stat};
use crate::generate::builtin::kinds::{choice_question, ordering_of};
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::rational::Rational;
use crate::generate::visual::{card, visual};

/// Places from hundreds to thousandths: (power of ten, French singular, plural, English
/// singular, plural).
const PLACES: [(i32, &str, &str, &str, &str); 6] = [
    (2, "centaine", "centaines", "hundred", "hundreds"),
    (1, "dizaine", "dizaines", "ten", "tens"),
    (0, "unité", "unités", "unit", "units"),
    (-1, "dixième", "dixièmes", "tenth", "tenths"),
    (-2, "centième", "centièmes", "hundredth", "hundredths"),
    (-3, "millième", "millièmes", "thousandth", "thousandths"),
];

/// A decimal by its digits: `digits[i]` is the digit of `PLACES[i]`; `nd` decimals (the last
/// one not zero), fewer than 10,000 once the point is removed.
struct Digits {
    digits: [i64; 6],
    nd: u32,
}

impl Digits {
    fn draw(ctx: &mut Ctx) -> Self {
        loop {
            let nd = ctx.int(1, 3) as u32;
            // the number without its point stays below 10 000
            let int_places = 4 - nd as usize;
            let mut digits = [0i64; 6];
            for (i, d) in digits.iter_mut().enumerate() {
                let power = PLACES[i].0;
                let used = (power >= 0 && (power as usize) < int_places)
                    || (power < 0 && -power <= nd as i32);
                if used {
                    *d = ctx.int(0, 9);
                }
            }
            digits[2 + nd as usize] = ctx.int(1, 9);
            // a zero between two digits, the classic trap, most of the time
            if nd >= 2 && ctx.chance(0.6) {
                digits[2 + ctx.int(1, nd as i64 - 1) as usize] = 0;
            } else if ctx.chance(0.5) {
                digits[2] = 0;
            }
            let nonzero = digits.iter().filter(|&&d| d != 0).count();
            if nonzero >= 3 && digits[..3].iter().any(|&d| d != 0) {
                return Digits { digits, nd };
            }
        }
    }

    /// The number without its point (`value × 10^nd`).
    fn scaled(&self) -> i64 {
        self.digits
            .iter()
            .enumerate()
            .filter(|(i, _)| PLACES[*i].0 + self.nd as i32 >= 0)
            .map(|(i, &d)| d * 10i64.pow((PLACES[i].0 + self.nd as i32) as u32))
            .sum()
    }

    fn value(&self) -> Rational {
        Rational::decimal(self.scaled(), self.nd)
    }

    fn int_part(&self) -> i64 {
        self.scaled() / 10i64.pow(self.nd)
    }

    fn frac_part(&self) -> i64 {
        self.scaled() % 10i64.pow(self.nd)
    }

    /// The nonzero places: "3 centaines, 4 unités et 6 millièmes".
    fn words(&self, ctx: &Ctx) -> String {
        let parts: Vec<String> = self
            .digits
            .iter()
            .enumerate()
            .filter(|(_, d)| **d != 0)
            .map(|(i, &d)| {
                let (_, fs, fp, es, ep) = PLACES[i];
                let name = match (ctx.fr(), d == 1) {
                    (true, true) => fs,
                    (true, false) => fp,
                    (false, true) => es,
                    (false, false) => ep,
                };
                format!("{d} {name}")
            })
            .collect();
        let (last, first) = parts.split_last().expect("three places at least");
        let and = if ctx.fr() { "et" } else { "and" };
        format!("{} {and} {last}", first.join(", "))
    }

    /// Each nonzero place as its value: "300 + 4 + 0,006".
    fn sum(&self, ctx: &Ctx) -> String {
        self.terms(|_, d, power| ctx.dec(d as f64 * 10f64.powi(power), 3))
    }

    /// Each nonzero place as a decimal fraction: "300 + 4 + 6/1000".
    fn fractions(&self, ctx: &Ctx, shift: i32) -> String {
        self.terms(|i, d, power| {
            let power = if i + 1 == 3 + self.nd as usize {
                power + shift
            } else {
                power
            };
            if power >= 0 {
                ctx.dec(d as f64 * 10f64.powi(power), 0)
            } else {
                format!("{d}/{}", 10i64.pow(power.unsigned_abs()))
            }
        })
    }

    fn terms(&self, f: impl Fn(usize, i64, i32) -> String) -> String {
        self.digits
            .iter()
            .enumerate()
            .filter(|(_, d)| **d != 0)
            .map(|(i, &d)| f(i, d, PLACES[i].0))
            .collect::<Vec<_>>()
            .join(" + ")
    }

    /// The number written with its nonzero digits only (zeros between digits forgotten).
    fn zeros_forgotten(&self) -> Option<Qty> {
        let int = self.int_part();
        let frac: String = self.digits[3..3 + self.nd as usize]
            .iter()
            .filter(|&&d| d != 0)
            .map(i64::to_string)
            .collect();
        let nd = frac.len() as u32;
        let v = Rational::int(int) + Rational::decimal(frac.parse().ok()?, nd);
        (v != self.value()).then(|| Qty::exact(v.to_f64(), nd, ""))
    }
}

/// Mode 0, variant 1: the decimal writing of a number given by its places.
pub(super) fn place_value(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let n = Digits::draw(ctx);
    let words = n.words(ctx);
    let answer = Qty::exact(n.value().to_f64(), n.nd, "");
    let mut wrongs = Vec::new();
    if let Some(q) = n.zeros_forgotten() {
        wrongs.push(w(
            ctx,
            q,
            "zéros des rangs vides oubliés",
            "zeros of the empty places left out",
        ));
    }
    wrongs.push(w(
        ctx,
        Qty::exact(n.value().to_f64() * 10.0, n.nd.saturating_sub(1), ""),
        "chiffres décalés d'un rang vers la gauche",
        "digits shifted one place to the left",
    ));
    wrongs.push(w(
        ctx,
        Qty::exact(n.value().to_f64() / 10.0, n.nd + 1, ""),
        "chiffres décalés d'un rang vers la droite",
        "digits shifted one place to the right",
    ));
    let last = 2 + n.nd as usize;
    let shifted = n.value() - Rational::decimal(n.digits[last], n.nd)
        + Rational::decimal(n.digits[last], n.nd - 1);
    wrongs.push(w(
        ctx,
        Qty::exact(shifted.to_f64(), n.nd, ""),
        "dernier rang confondu avec le rang précédent",
        "last place mistaken for the place before it",
    ));
    let v = answer.text(lang);
    let sum = n.sum(ctx);
    let lines: Vec<String> = words
        .replace(" et ", ", ")
        .replace(" and ", ", ")
        .split(", ")
        .map(str::to_owned)
        .collect();
    let fig = card(&tr!(lang, "Décomposition", "Breakdown"), &lines);
    let alt = tr!(lang, "Fiche : {words}", "Card: {words}");
    let expr: String = n
        .digits
        .iter()
        .enumerate()
        .filter(|(_, d)| **d != 0)
        .map(|(i, &d)| format!("{d} × {}", ctx.dec(10f64.powi(PLACES[i].0), 3)))
        .collect::<Vec<_>>()
        .join(" + ");
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Écris en écriture décimale le nombre formé de {words}.",
            "Write as a decimal the number made of {words}."
        ),
        claim: tr!(
            lang,
            "le nombre formé de {words} s'écrit {{v}}",
            "the number made of {words} is written {{v}}"
        ),
        label: words.clone(),
        noun: tr!(lang, "nombre", "number"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: visual(&fig, alt),
        explanation: tr!(
            lang,
            "Chaque chiffre prend la valeur de son rang, un rang absent s'écrit 0 : {sum} = {v}.",
            "Each digit takes the value of its place, a missing place is written 0: {sum} = {v}."
        ),
        facts: Facts::exact(expr),
        steps: Vec::new(),
        variant: 1,
    }
}

/// Mode 0, variant 1, multiple choice: which writings equal a decimal.
pub(super) fn equal_writings(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n = Digits::draw(ctx);
    let value = n.value();
    let x = ctx.frac_dec(value);
    let p = 10i64.pow(n.nd);
    let (int, frac, all) = (n.int_part(), n.frac_part(), n.scaled());
    let int_t = ctx.dec(int as f64, 0);
    let all_t = ctx.dec(all as f64, 0);
    let mut candidates: Vec<(String, Rational, Option<String>)> = vec![
        (format!("{int_t} + {frac}/{p}"), value, None),
        (format!("{all_t}/{p}"), value, None),
        (n.fractions(ctx, 0), value, None),
        (
            format!("{all_t}/{}", p * 10),
            Rational::new(all, p * 10),
            Some(tr!(
                lang,
                "{all_t}/{} vaut dix fois moins que {x}",
                "{all_t}/{} is ten times less than {x}",
                p * 10
            )),
        ),
        (
            format!("{all_t}/{}", p / 10),
            Rational::new(all, p / 10),
            Some(tr!(
                lang,
                "{all_t}/{} vaut dix fois plus que {x}",
                "{all_t}/{} is ten times more than {x}",
                p / 10
            )),
        ),
        (
            format!("{int_t} + {frac}/{}", p * 10),
            Rational::int(int) + Rational::new(frac, p * 10),
            Some(match (lang, n.nd) {
                (Language::Fr, 1) => format!("la partie décimale de {x} a un chiffre : {frac}/{p}"),
                (Language::Fr, k) => {
                    format!("la partie décimale de {x} a {k} chiffres : {frac}/{p}")
                }
                (Language::En, 1) => format!("the decimal part of {x} has one digit: {frac}/{p}"),
                (Language::En, k) => format!("the decimal part of {x} has {k} digits: {frac}/{p}"),
            }),
        ),
        (
            n.fractions(ctx, 1),
            {
                let last = 2 + n.nd as usize;
                value - Rational::decimal(n.digits[last], n.nd)
                    + Rational::decimal(n.digits[last], n.nd - 1)
            },
            Some(tr!(
                lang,
                "le dernier chiffre n'est pas au bon rang",
                "the last digit is not in the right place"
            )),
        ),
    ];
    candidates.retain(|c| !c.0.ends_with("/1"));
    ctx.shuffle(&mut candidates);
    let n_true = ctx.int(2, 3) as usize;
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut values: Vec<Rational> = Vec::new();
    let mut checks = Vec::new();
    let (mut trues, mut falses) = (0, 0);
    for (text, v, fb) in candidates {
        let right = v == value;
        if right && trues == n_true || !right && (falses == 5 - n_true || values.contains(&v)) {
            continue;
        }
        if options.iter().any(|o| o.0 == text) {
            continue;
        }
        if right {
            trues += 1;
        } else {
            falses += 1;
            values.push(v);
        }
        checks.push(Check::Claim {
            claim: Claim::ExprEq {
                a: text.clone(),
                b: x.clone(),
            },
            expect: right,
        });
        options.push((text, right, if right { None } else { fb }));
    }
    let words = n.words(ctx);
    let fig = card(&tr!(lang, "Nombre", "Number"), std::slice::from_ref(&x));
    let alt = tr!(lang, "Fiche : le nombre {x}", "Card: the number {x}");
    let sum = n.sum(ctx);
    let explanation = tr!(
        lang,
        "{x} est formé de {words} : {x} = {sum} = {int_t} + {frac}/{p} = {all_t}/{p}.",
        "{x} is made of {words}: {x} = {sum} = {int_t} + {frac}/{p} = {all_t}/{p}."
    );
    choice_question(
        ctx,
        tr!(
            lang,
            "Quelles écritures sont égales à {x} ?",
            "Which of these are equal to {x}?"
        ),
        options,
        checks,
        visual(&fig, alt),
        explanation,
    )
}

/// Four decimals close to one another (distinct values), with the traps of comparison: more
/// digits, the same digits.
fn close_decimals(ctx: &mut Ctx, n: usize) -> Vec<(i64, u32)> {
    let int = ctx.int(0, 30);
    let a = ctx.int(1, 8);
    let b = ctx.int(1, 9);
    let c = ctx.int(1, 9);
    // a.b, a.0b, a.bc, (a+1), a.b0c style variations of the same digits
    let mut pool: Vec<(i64, u32)> = vec![
        (int * 10 + a, 1),
        (int * 100 + b, 2),
        (int * 100 + a * 10 + b, 2),
        (int * 1000 + a * 100 + c, 3),
        (int * 1000 + b * 100 + a * 10 + c, 3),
        (int * 100 + (a + 1) * 10, 2),
        (int * 1000 + a * 100 + b * 10 + c, 3),
    ];
    ctx.shuffle(&mut pool);
    let mut out: Vec<(i64, u32)> = Vec::new();
    for (v, d) in pool {
        let x = scaled(v, d);
        if out.len() < n && out.iter().all(|&(o, e)| (scaled(o, e) - x).abs() > 1e-9) {
            out.push((v, d));
        }
    }
    out
}

/// Mode 0, variant 2: the largest of four close decimals.
pub(super) fn largest(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let nums = loop {
        let n = close_decimals(ctx, 4);
        if n.len() == 4 {
            break n;
        }
    };
    let vals: Vec<f64> = nums.iter().map(|&(v, d)| scaled(v, d)).collect();
    let texts: Vec<String> = vals.iter().map(|&v| ctx.dec(v, 3)).collect();
    let max = vals.iter().copied().fold(f64::MIN, f64::max);
    let (imax, _) = vals
        .iter()
        .enumerate()
        .find(|(_, v)| **v == max)
        .expect("a largest");
    let answer = Qty::exact(max, nums[imax].1, "");
    let mut wrongs = Vec::new();
    // the one with the most digits, the one with the largest digits after the point
    for (i, &(v, d)) in nums.iter().enumerate() {
        if i == imax {
            continue;
        }
        let (fr, en) = if d == 3 {
            (
                "le nombre qui a le plus de chiffres n'est pas forcément le plus grand",
                "the number with the most digits is not always the largest",
            )
        } else {
            (
                "comparaison des parties décimales comme des nombres entiers",
                "decimal parts compared as whole numbers",
            )
        };
        wrongs.push(w(ctx, Qty::exact(scaled(v, d), d, ""), fr, en));
    }
    let list = texts.join(" ; ");
    let mut sorted = texts.clone();
    sorted.sort_by(|a, b| {
        let (x, y) = (
            vals[texts.iter().position(|t| t == a).unwrap_or(0)],
            vals[texts.iter().position(|t| t == b).unwrap_or(0)],
        );
        y.total_cmp(&x)
    });
    let chain = sorted.join(" > ");
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
            "On compare les parties entières, puis les dixièmes, les centièmes, les millièmes : {chain}. Le plus grand est {v}.",
            "Compare the whole parts, then the tenths, hundredths, thousandths: {chain}. The largest is {v}."
        ),
        facts: Facts::Stat {
            data: vals,
            stat: Stat::Max,
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 2,
    }
}

/// Mode 0, variant 2, ordering: five numbers written with the same digits.
pub(super) fn order_same_digits(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let nums = loop {
        let n = close_decimals(ctx, 5);
        if n.len() == 5 {
            break n;
        }
    };
    let mut vals: Vec<f64> = nums.iter().map(|&(v, d)| scaled(v, d)).collect();
    let descending = ctx.chance(0.5);
    vals.sort_by(f64::total_cmp);
    if descending {
        vals.reverse();
    }
    let texts: Vec<String> = vals.iter().map(|&v| ctx.dec(v, 3)).collect();
    let stem = if descending {
        tr!(
            lang,
            "Range ces nombres du plus grand au plus petit (ordre décroissant).",
            "Put these numbers in decreasing order (largest to smallest)."
        )
    } else {
        tr!(
            lang,
            "Range ces nombres du plus petit au plus grand (ordre croissant).",
            "Put these numbers in increasing order (smallest to largest)."
        )
    };
    let mut shown = texts.clone();
    ctx.shuffle(&mut shown);
    let list = shown.join(" ; ");
    let fig = card(
        &tr!(lang, "Nombres", "Numbers"),
        std::slice::from_ref(&list),
    );
    let alt = tr!(
        lang,
        "Fiche : les nombres {list}",
        "Card: the numbers {list}"
    );
    let sep = if descending { " > " } else { " < " };
    let chain = texts.join(sep);
    let explanation = tr!(
        lang,
        "On écrit les nombres avec autant de décimales (en ajoutant des zéros) et on compare rang par rang : {chain}.",
        "Write the numbers with as many decimals (adding zeros) and compare place by place: {chain}."
    );
    ordering_of(ctx, stem, texts, visual(&fig, alt), explanation, descending)
}

/// Mode 0, variant 2, multiple choice: which inequalities are true.
pub(super) fn inequalities(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut checks = Vec::new();
    let n_true = ctx.int(2, 3) as usize;
    let mut tries = 0;
    while options.len() < 5 && tries < 100 {
        tries += 1;
        let pair = close_decimals(ctx, 2);
        if pair.len() < 2 {
            continue;
        }
        let (a, b) = (scaled(pair[0].0, pair[0].1), scaled(pair[1].0, pair[1].1));
        let (at, bt) = (ctx.dec(a, 3), ctx.dec(b, 3));
        let trues = options.iter().filter(|o| o.1).count();
        let falses = options.len() - trues;
        let want = if trues == n_true {
            false
        } else if falses == 5 - n_true {
            true
        } else {
            ctx.chance(0.5)
        };
        let less = ctx.chance(0.5);
        let holds = if less { a < b } else { a > b };
        if holds != want {
            continue;
        }
        let text = format!("{at} {} {bt}", if less { "<" } else { ">" });
        if options.iter().any(|o| o.0 == text) {
            continue;
        }
        let (lo, hi) = if less { (&at, &bt) } else { (&bt, &at) };
        checks.push(Check::Claim {
            claim: Claim::Ascending {
                items: vec![lo.clone(), hi.clone()],
            },
            expect: holds,
        });
        let fb = (!holds).then(|| {
            let (small, big) = if a < b { (&at, &bt) } else { (&bt, &at) };
            tr!(
                lang,
                "{small} < {big} : on compare rang par rang, pas le nombre de chiffres",
                "{small} < {big}: compare place by place, not the number of digits"
            )
        });
        options.push((text, holds, fb));
    }
    let right: Vec<String> = options
        .iter()
        .filter(|o| o.1)
        .map(|o| o.0.clone())
        .collect();
    let list = right.join(" ; ");
    let fig = card(
        &tr!(lang, "Comparer", "Compare"),
        &[tr!(
            lang,
            "partie entière, puis dixièmes, centièmes…",
            "whole part, then tenths, hundredths…"
        )],
    );
    let alt = tr!(
        lang,
        "Fiche : comparer la partie entière, puis les dixièmes, les centièmes…",
        "Card: compare the whole part, then the tenths, the hundredths…"
    );
    choice_question(
        ctx,
        tr!(
            lang,
            "Quelles comparaisons sont vraies ?",
            "Which comparisons are true?"
        ),
        options,
        checks,
        visual(&fig, alt),
        tr!(
            lang,
            "On compare les parties entières, puis les dixièmes, les centièmes… Sont vraies : {list}.",
            "Compare the whole parts, then the tenths, the hundredths… True: {list}."
        ),
    )
}
