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
    let explanation = tr!(
        lang,
        "On divise successivement par 2, 3, 5… : {ns} = {expanded} = {canonical}.",
        "Divide by 2, 3, 5… in turn: {ns} = {expanded} = {canonical}."
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
