//! Prime numbers: the smallest prime factor, prime factorisation, which numbers are prime
//! (chapter `nombres-premiers` 5e, mode 1; primes also in 2de, mode 3).

use super::{PRIMES, composite, expanded_form, factorize, is_prime, number_card, power_form, sup};
use crate::domain::question::Answer;
use crate::domain::question::QuestionKind::*;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::{choice_question, draft};
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{card, visual};

pub(super) fn smallest_prime(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let n = loop {
        let n = if ctx.chance(0.5) {
            composite(ctx, 2000)
        } else {
            // odd composites make the question less trivial
            let p = ctx.pick(&[3i64, 5, 7, 11, 13]);
            let q = ctx.pick(&[3i64, 5, 7, 11, 13, 17, 19]);
            p * q * ctx.pick(&[1i64, 1, 3, 7])
        };
        if !is_prime(n) && n > 9 {
            break n;
        }
    };
    let f = factorize(n);
    let p = f[0].0;
    let ns = num::int(n, lang);
    let next_prime = PRIMES
        .iter()
        .copied()
        .find(|&q| q > p && n % q != 0)
        .unwrap_or(31);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(1, ""),
            "1 n'est pas un nombre premier",
            "1 is not a prime number",
        ),
        w(
            ctx,
            Qty::int(n / p, ""),
            "plus grand diviseur propre donné au lieu du plus petit diviseur premier",
            "gave the largest proper divisor instead",
        ),
        w(
            ctx,
            Qty::int(next_prime, ""),
            "ce nombre premier ne divise pas le nombre",
            "this prime does not divide the number",
        ),
    ];
    if n % 2 == 1 {
        wrongs.push(w(
            ctx,
            Qty::int(2, ""),
            "le nombre est impair : 2 ne le divise pas",
            "the number is odd: 2 does not divide it",
        ));
    }
    let pf = power_form(&f);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus petit diviseur premier de {ns} ?",
            "What is the smallest prime divisor of {ns}?"
        ),
        claim: tr!(
            lang,
            "le plus petit diviseur premier de {ns} est {{v}}",
            "the smallest prime divisor of {ns} is {{v}}"
        ),
        label: ns.clone(),
        noun: tr!(
            lang,
            "plus petit diviseur premier",
            "smallest prime divisor"
        ),
        answer: Qty::int(p, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(
            ctx,
            n,
            vec![tr!(
                lang,
                "Nombres premiers : 2, 3, 5, 7, 11, 13…",
                "Primes: 2, 3, 5, 7, 11, 13…"
            )],
        ),
        explanation: tr!(
            lang,
            "On essaie les nombres premiers dans l'ordre : {ns} = {pf}, donc le plus petit est {p}.",
            "Try the primes in order: {ns} = {pf}, so the smallest is {p}."
        ),
        facts: Facts::SmallestPrime { n },
        steps: Vec::new(),
        variant: 0,
    }
}

pub(super) fn factorization_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n = composite(ctx, 1000);
    let f = factorize(n);
    let ns = num::int(n, lang);
    let canonical = power_form(&f);
    let expanded = expanded_form(&f);
    let caret = f
        .iter()
        .map(|&(p, e)| {
            if e == 1 {
                p.to_string()
            } else {
                format!("{p}^{e}")
            }
        })
        .collect::<Vec<_>>()
        .join(" × ");
    let mut accepted = vec![canonical.clone()];
    for a in [
        expanded.clone(),
        caret,
        expanded.replace(" × ", "×"),
        canonical.replace(" × ", "×"),
    ] {
        if !accepted.contains(&a) {
            accepted.push(a);
        }
    }
    let checks = accepted
        .iter()
        .map(|a| Check::Claim {
            claim: Claim::Factorization { n, text: a.clone() },
            expect: true,
        })
        .collect();
    let stem = tr!(
        lang,
        "Décompose {ns} en produit de facteurs premiers (écris les facteurs dans l'ordre croissant, avec le signe ×).",
        "Write {ns} as a product of prime factors (in increasing order, with the × sign)."
    );
    let vis = number_card(
        ctx,
        n,
        vec![tr!(lang, "{ns} = … × … × …", "{ns} = … × … × …")],
    );
    let chain = if expanded == canonical {
        canonical.clone()
    } else {
        format!("{expanded} = {canonical}")
    };
    let explanation = tr!(
        lang,
        "On divise successivement par 2, 3, 5… : {ns} = {chain}.",
        "Divide by 2, 3, 5… in turn: {ns} = {chain}."
    );
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}

pub(super) fn factorization_choice(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (n, f) = loop {
        let n = composite(ctx, 1000);
        let f = factorize(n);
        if f.iter().any(|&(p, e)| p == 2 && e >= 2) && f.len() >= 2 {
            break (n, f);
        }
    };
    let ns = num::int(n, lang);
    let good = power_form(&f);
    let mut options = vec![(good.clone(), true, None)];
    // 4 instead of 2²: not prime
    let mut with_four: Vec<String> = Vec::new();
    for &(p, e) in &f {
        if p == 2 {
            with_four.push("4".to_owned());
            if e > 2 {
                with_four.push(if e - 2 == 1 {
                    "2".to_owned()
                } else {
                    format!("2{}", sup(e - 2))
                });
            }
        } else {
            with_four.push(if e == 1 {
                p.to_string()
            } else {
                format!("{p}{}", sup(e))
            });
        }
    }
    options.push((
        with_four.join(" × "),
        false,
        Some(tr!(
            lang,
            "4 n'est pas un nombre premier",
            "4 is not a prime number"
        )),
    ));
    // a factor missing
    let last = f.len() - 1;
    let mut missing = f.clone();
    if missing[last].1 > 1 {
        missing[last].1 -= 1;
    } else {
        missing.pop();
    }
    options.push((
        power_form(&missing),
        false,
        Some(tr!(
            lang,
            "il manque un facteur : le produit ne vaut pas {ns}",
            "a factor is missing: the product is not {ns}"
        )),
    ));
    // exponent added once too many
    let mut extra = f.clone();
    extra[0].1 += 1;
    options.push((
        power_form(&extra),
        false,
        Some(tr!(
            lang,
            "un facteur de trop : le produit ne vaut pas {ns}",
            "one factor too many: the product is not {ns}"
        )),
    ));
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::Factorization { n, text: t.clone() },
            expect: *c,
        })
        .collect();
    let stem = tr!(
        lang,
        "Quelle est la décomposition de {ns} en produit de facteurs premiers ?",
        "Which is the prime factorisation of {ns}?"
    );
    let vis = number_card(
        ctx,
        n,
        vec![tr!(
            lang,
            "Nombres premiers : 2, 3, 5, 7, 11…",
            "Primes: 2, 3, 5, 7, 11…"
        )],
    );
    let explanation = tr!(
        lang,
        "{ns} = {good}, et chaque facteur est premier.",
        "{ns} = {good}, and every factor is prime."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

pub(super) fn primes_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let mut nums: Vec<i64> = Vec::new();
    let n_primes = ctx.int(2, 3);
    while nums.len() < 6 {
        let want_prime = (nums.iter().filter(|&&x| is_prime(x)).count() as i64) < n_primes;
        let x = if want_prime {
            ctx.pick(&[
                2i64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47, 53, 59, 61, 67, 71, 73,
                79, 83, 89, 97,
            ])
        } else {
            // traps: 1, odd composites, squares of primes
            ctx.pick(&[
                1i64, 9, 15, 21, 25, 27, 33, 35, 39, 49, 51, 57, 63, 69, 77, 81, 87, 91, 93,
            ])
        };
        if !nums.contains(&x) {
            nums.push(x);
        }
    }
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for &x in &nums {
        let p = is_prime(x);
        let fb = (!p).then(|| {
            if x == 1 {
                tr!(
                    lang,
                    "1 n'a qu'un seul diviseur : il n'est pas premier",
                    "1 has only one divisor: it is not prime"
                )
            } else {
                let d = factorize(x)[0].0;
                let q = x / d;
                tr!(
                    lang,
                    "{x} = {d} × {q} n'est pas premier",
                    "{x} = {d} × {q} is not prime"
                )
            }
        });
        checks.push(Check::Claim {
            claim: Claim::Prime { p: x },
            expect: p,
        });
        options.push((x.to_string(), p, fb));
    }
    let list = nums
        .iter()
        .filter(|&&x| is_prime(x))
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    let all = nums
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ; ");
    let stem = tr!(
        lang,
        "Parmi ces nombres, lesquels sont premiers ?",
        "Which of these numbers are prime?"
    );
    let vis = visual(
        &card(&tr!(lang, "Nombres", "Numbers"), std::slice::from_ref(&all)),
        tr!(lang, "Fiche : les nombres {all}", "Card: the numbers {all}"),
    );
    let explanation = tr!(
        lang,
        "Un nombre premier a exactement deux diviseurs, 1 et lui-même : {list}.",
        "A prime has exactly two divisors, 1 and itself: {list}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// Any prime strictly between two bounds (several answers accepted).
pub(super) fn prime_between_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let (lo, hi, primes) = loop {
        let lo = ctx.int(20, 180);
        let hi = lo + ctx.int(5, 10);
        let primes: Vec<i64> = (lo + 1..hi).filter(|&x| is_prime(x)).collect();
        if (1..=3).contains(&primes.len()) {
            break (lo, hi, primes);
        }
    };
    let accepted: Vec<String> = primes.iter().map(i64::to_string).collect();
    let mut checks = Vec::new();
    for a in &accepted {
        checks.push(Check::Claim {
            claim: Claim::Prime {
                p: a.parse().unwrap_or(0),
            },
            expect: true,
        });
        checks.push(Check::Claim {
            claim: Claim::Between {
                x: a.clone(),
                lo: lo.to_string(),
                hi: hi.to_string(),
            },
            expect: true,
        });
    }
    let others: Vec<String> = (lo + 1..hi)
        .filter(|&x| !is_prime(x))
        .map(|x| {
            let d = factorize(x)[0].0;
            format!("{x} = {d} × {}", x / d)
        })
        .collect();
    let others = others.join(" ; ");
    let list = accepted.join(", ");
    let stem = tr!(
        lang,
        "Écris un nombre premier strictement compris entre {lo} et {hi}.",
        "Write a prime number strictly between {lo} and {hi}."
    );
    let vis = visual(
        &card(
            &tr!(lang, "Nombre premier", "Prime number"),
            &[
                format!("{lo} < … < {hi}"),
                tr!(
                    lang,
                    "2 diviseurs : 1 et lui-même",
                    "2 divisors: 1 and itself"
                ),
            ],
        ),
        tr!(
            lang,
            "Fiche : un nombre premier entre {lo} et {hi}, qui a exactement 2 diviseurs, 1 et lui-même",
            "Card: a prime number between {lo} and {hi}, which has exactly 2 divisors, 1 and itself"
        ),
    );
    let explanation = tr!(
        lang,
        "Les autres nombres ont un diviseur autre que 1 et eux-mêmes ({others}) ; les nombres premiers de l'intervalle sont : {list}.",
        "The other numbers have a divisor other than 1 and themselves ({others}); the primes in the interval are: {list}."
    );
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}

/// The number whose prime factorisation is given.
pub(super) fn from_factorization(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (n, f) = loop {
        let n = composite(ctx, 2000);
        let f = factorize(n);
        if f.len() >= 2
            && f.iter()
                .any(|&(p, e)| e >= 2 && p * i64::from(e) != p.pow(e))
        {
            break (n, f);
        }
    };
    let pf = power_form(&f);
    let ns = num::int(n, lang);
    let no_exp: i64 = f.iter().map(|&(p, _)| p).product();
    let times_exp: i64 = f.iter().map(|&(p, e)| p * i64::from(e)).product();
    let sum: i64 = f.iter().map(|&(p, e)| p * i64::from(e)).sum();
    let wrongs = vec![
        w(
            ctx,
            Qty::int(no_exp, ""),
            "exposants oubliés",
            "forgot the exponents",
        ),
        w(
            ctx,
            Qty::int(times_exp, ""),
            "chaque facteur multiplié par son exposant au lieu d'être élevé à la puissance",
            "multiplied each factor by its exponent instead of raising it to the power",
        ),
        w(
            ctx,
            Qty::int(sum, ""),
            "facteurs additionnés au lieu d'être multipliés",
            "added the factors instead of multiplying them",
        ),
    ];
    let expanded = expanded_form(&f);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel nombre a pour décomposition en produit de facteurs premiers {pf} ?",
            "Which number has the prime factorisation {pf}?"
        ),
        claim: tr!(
            lang,
            "le nombre dont la décomposition en facteurs premiers est {pf} vaut {{v}}",
            "the number whose prime factorisation is {pf} is {{v}}"
        ),
        label: pf.clone(),
        noun: tr!(lang, "nombre", "number"),
        answer: Qty::int(n, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &tr!(lang, "Décomposition", "Factorisation"),
                &[format!("{pf} = ?")],
            ),
            tr!(
                lang,
                "Fiche : le produit {pf} à calculer",
                "Card: the product {pf} to work out"
            ),
        ),
        explanation: tr!(
            lang,
            "Un exposant indique combien de fois le facteur est répété : {pf} = {expanded} = {ns}.",
            "An exponent says how many times the factor is repeated: {pf} = {expanded} = {ns}."
        ),
        facts: Facts::exact(pf),
        steps: Vec::new(),
        variant: 1,
    }
}

/// Which of the first primes divide a number (appear in its factorisation).
pub(super) fn prime_factors_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let cands = [2i64, 3, 5, 7, 11, 13];
    let n = loop {
        let n = composite(ctx, 2000);
        let k = cands.iter().filter(|&&p| n % p == 0).count();
        if (2..=4).contains(&k) {
            break n;
        }
    };
    let ns = num::int(n, lang);
    let f = factorize(n);
    let pf = power_form(&f);
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for p in cands {
        let good = n % p == 0;
        let fb = (!good).then(|| tr!(lang, "{p} ne divise pas {ns}", "{p} does not divide {ns}"));
        checks.push(Check::Claim {
            claim: Claim::Divides { d: p, n },
            expect: good,
        });
        options.push((p.to_string(), good, fb));
    }
    let stem = tr!(
        lang,
        "Parmi les nombres premiers 2, 3, 5, 7, 11 et 13, lesquels apparaissent dans la décomposition de {ns} en produit de facteurs premiers ?",
        "Among the primes 2, 3, 5, 7, 11 and 13, which appear in the prime factorisation of {ns}?"
    );
    let vis = number_card(
        ctx,
        n,
        vec![tr!(lang, "{ns} = … × … × …", "{ns} = … × … × …")],
    );
    let expanded = expanded_form(&f);
    let chain = if expanded == pf {
        pf.clone()
    } else {
        format!("{expanded} = {pf}")
    };
    let explanation = tr!(
        lang,
        "On divise successivement par les nombres premiers : {ns} = {chain}.",
        "Divide by the primes in turn: {ns} = {chain}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// The smallest prime greater than a number.
pub(super) fn next_prime(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let (n, p) = loop {
        let n = ctx.int(20, 200);
        let p = (n + 1..).find(|&x| is_prime(x)).unwrap_or(n + 1);
        if p - n >= 2 && p - n <= 8 && !is_prime(n) {
            break (n, p);
        }
    };
    let prev = (2..n).rev().find(|&x| is_prime(x)).unwrap_or(2);
    let after = (p + 1..).find(|&x| is_prime(x)).unwrap_or(p + 2);
    let odd = (n + 1..p).find(|x| x % 2 == 1);
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(n + 1, ""),
            "nombre suivant, qui n'est pas premier",
            "the next number, which is not prime",
        ),
        w(
            ctx,
            Qty::int(prev, ""),
            "ce nombre premier est inférieur au nombre donné",
            "this prime is below the given number",
        ),
        w(
            ctx,
            Qty::int(after, ""),
            "un nombre premier a été sauté",
            "skipped a prime",
        ),
    ];
    if let Some(o) = odd {
        wrongs.push(w(
            ctx,
            Qty::int(o, ""),
            "un nombre impair n'est pas forcément premier",
            "an odd number is not necessarily prime",
        ));
    }
    let steps = (n + 1..p)
        .map(|x| {
            let d = factorize(x)[0].0;
            format!("{x} = {d} × {}", x / d)
        })
        .collect::<Vec<_>>()
        .join(" ; ");
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus petit nombre premier strictement supérieur à {n} ?",
            "What is the smallest prime number greater than {n}?"
        ),
        claim: tr!(
            lang,
            "le plus petit nombre premier supérieur à {n} est {{v}}",
            "the smallest prime greater than {n} is {{v}}"
        ),
        label: tr!(lang, "premier après {n}", "prime after {n}"),
        noun: tr!(lang, "nombre premier", "prime number"),
        answer: Qty::int(p, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(
            ctx,
            n,
            vec![tr!(
                lang,
                "Nombres premiers : 2, 3, 5, 7, 11, 13…",
                "Primes: 2, 3, 5, 7, 11, 13…"
            )],
        ),
        explanation: if p - n == 2 {
            tr!(
                lang,
                "On teste les nombres qui suivent {n} : {steps} n'est pas premier ; {p} n'est divisible par aucun nombre premier dont le carré est inférieur à {p}, il est premier.",
                "Test the numbers after {n}: {steps} is not prime; {p} is divisible by no prime whose square is below {p}, so it is prime."
            )
        } else {
            tr!(
                lang,
                "On teste les nombres qui suivent {n} : {steps} ne sont pas premiers ; {p} n'est divisible par aucun nombre premier dont le carré est inférieur à {p}, il est premier.",
                "Test the numbers after {n}: {steps} are not prime; {p} is divisible by no prime whose square is below {p}, so it is prime."
            )
        },
        facts: Facts::exact(p.to_string()),
        steps: Vec::new(),
        variant: 2,
    }
}

/// A composite number written as a product of two whole numbers greater than 1 (any such
/// product accepted).
pub(super) fn product_of_two_text(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n = loop {
        let p = ctx.pick(&[3i64, 7, 11, 13, 17, 19]);
        let q = ctx.pick(&[7i64, 11, 13, 17, 19, 23]);
        let n = p * q;
        if p != q && n > 50 {
            break n;
        }
    };
    let mut accepted = Vec::new();
    let mut checks = Vec::new();
    for a in (2..).take_while(|a| a * a <= n).filter(|a| n % a == 0) {
        let b = n / a;
        for t in [
            format!("{a} × {b}"),
            format!("{b} × {a}"),
            format!("{a}×{b}"),
            format!("{b}×{a}"),
        ] {
            if !accepted.contains(&t) {
                checks.push(Check::Claim {
                    claim: Claim::ExprEq {
                        a: t.clone(),
                        b: n.to_string(),
                    },
                    expect: true,
                });
                accepted.push(t);
            }
        }
    }
    let first = accepted[0].clone();
    let ns = num::int(n, lang);
    let stem = tr!(
        lang,
        "Le nombre {ns} n'est pas premier. Écris-le comme produit de deux entiers supérieurs à 1 (sous la forme a × b).",
        "The number {ns} is not prime. Write it as a product of two whole numbers greater than 1 (in the form a × b)."
    );
    let vis = number_card(ctx, n, vec![format!("{ns} = … × …")]);
    let d = factorize(n)[0].0;
    let explanation = tr!(
        lang,
        "On cherche un diviseur parmi les nombres premiers 2, 3, 5, 7… : {ns} ÷ {d} = {}, donc {ns} = {first} et {ns} n'est pas premier.",
        "Look for a divisor among the primes 2, 3, 5, 7…: {ns} ÷ {d} = {}, so {ns} = {first} and {ns} is not prime.",
        n / d
    );
    Built {
        draft: draft(
            ShortText,
            stem,
            Vec::new(),
            Answer::Text { accepted },
            1.0,
            vis,
            explanation,
        ),
        checks,
    }
}

/// Which products are written with prime factors only.
pub(super) fn prime_products_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n_good = ctx.int(2, 3) as usize;
    let small = [2i64, 3, 5, 7, 11, 13];
    let traps = [1i64, 4, 6, 9, 15, 21, 25, 27, 33, 35, 49, 51];
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    let mut values: Vec<i64> = Vec::new();
    let mut checks = Vec::new();
    for _ in 0..200 {
        if options.len() == 5 {
            break;
        }
        let good = options.iter().filter(|o| o.1).count() < n_good;
        let k = ctx.int(2, 3) as usize;
        let mut factors: Vec<i64> = (0..k).map(|_| ctx.pick(&small)).collect();
        let trap = (!good).then(|| {
            let t = ctx.pick(&traps);
            let i = ctx.int(0, k as i64 - 1) as usize;
            factors[i] = t;
            t
        });
        factors.sort_unstable();
        let value: i64 = factors.iter().product();
        let text = factors
            .iter()
            .map(i64::to_string)
            .collect::<Vec<_>>()
            .join(" × ");
        if values.contains(&value) || options.iter().any(|o| o.0 == text) {
            continue;
        }
        let fb = trap.map(|t| {
            if t == 1 {
                tr!(
                    lang,
                    "1 n'est pas un nombre premier",
                    "1 is not a prime number"
                )
            } else {
                let d = factorize(t)[0].0;
                tr!(
                    lang,
                    "{t} = {d} × {} n'est pas premier",
                    "{t} = {d} × {} is not prime",
                    t / d
                )
            }
        });
        checks.push(Check::Claim {
            claim: Claim::Factorization {
                n: value,
                text: text.clone(),
            },
            expect: good,
        });
        values.push(value);
        options.push((text, good, fb));
    }
    let stem = tr!(
        lang,
        "Parmi ces produits, lesquels sont écrits uniquement avec des facteurs premiers ?",
        "Which of these products are written with prime factors only?"
    );
    let vis = visual(
        &card(
            &tr!(lang, "Nombres premiers", "Prime numbers"),
            &["2, 3, 5, 7, 11, 13…".to_owned()],
        ),
        tr!(
            lang,
            "Fiche : les nombres premiers 2, 3, 5, 7, 11, 13…",
            "Card: the primes 2, 3, 5, 7, 11, 13…"
        ),
    );
    let explanation = tr!(
        lang,
        "Un produit de facteurs premiers ne contient que des nombres qui ont exactement deux diviseurs, 1 et eux-mêmes : ni 1, ni 4, 6, 9, 15, 21, 25…",
        "A product of prime factors contains only numbers with exactly two divisors, 1 and themselves: not 1, nor 4, 6, 9, 15, 21, 25…"
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}
