//! Multiples and divisors: the largest multiple below a bound, divisibility (chapter
//! `multiples-et-diviseurs` 6e, mode 0).

use super::number_card;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::num;
use crate::generate::visual::{card, visual};

pub(super) fn largest_multiple(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let d = ctx.int(3, 25);
    let mut bound = ctx.int(50, 999);
    if bound % d == 0 {
        bound += 1;
    }
    let m = bound / d * d;
    let (ds, bs) = (d.to_string(), num::int(bound, lang));
    let answer = Qty::int(m, "");
    let wrongs = vec![
        w(
            ctx,
            Qty::int(bound - 1, ""),
            "nombre juste en dessous, sans vérifier qu'il est un multiple",
            "the number just below, without checking it is a multiple",
        ),
        w(
            ctx,
            Qty::int(m - d, ""),
            "un multiple de trop retiré",
            "went one multiple too low",
        ),
        w(
            ctx,
            Qty::int(m + d, ""),
            "ce multiple dépasse la borne",
            "this multiple is above the bound",
        ),
        w(
            ctx,
            Qty::int(bound / d, ""),
            "quotient donné au lieu du multiple",
            "gave the quotient instead of the multiple",
        ),
    ];
    let q = bound / d;
    let ms = num::int(m, lang);
    let (d2, d3, rest) = (2 * d, 3 * d, bound - m);
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Quel est le plus grand multiple de {ds} inférieur à {bs} ?",
            "What is the largest multiple of {ds} below {bs}?"
        ),
        claim: tr!(
            lang,
            "le plus grand multiple de {ds} inférieur à {bs} est {{v}}",
            "the largest multiple of {ds} below {bs} is {{v}}"
        ),
        label: tr!(
            lang,
            "multiple de {ds} sous {bs}",
            "multiple of {ds} below {bs}"
        ),
        noun: tr!(lang, "plus grand multiple", "largest multiple"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: number_card(
            ctx,
            bound,
            vec![tr!(
                lang,
                "Multiples de {ds} : {ds}, {d2}, {d3}…",
                "Multiples of {ds}: {ds}, {d2}, {d3}…"
            )],
        ),
        explanation: tr!(
            lang,
            "{bs} = {ds} × {q} + {rest}, donc le plus grand multiple de {ds} inférieur à {bs} est {ds} × {q} = {ms}.",
            "{bs} = {ds} × {q} + {rest}, so the largest multiple of {ds} below {bs} is {ds} × {q} = {ms}."
        ),
        facts: Facts::LargestMultiple { d, bound },
        steps: Vec::new(),
        variant: 0,
    }
}

pub(super) fn divisors_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let cands = [2i64, 3, 4, 5, 9, 10];
    let n = loop {
        let n = ctx.int(100, 9999);
        let k = cands.iter().filter(|&&d| n % d == 0).count();
        // several right answers: a multiple-choice question
        if (2..=4).contains(&k) {
            break n;
        }
    };
    let ns = num::int(n, lang);
    let digit_sum: i64 = n
        .to_string()
        .chars()
        .filter_map(|c| c.to_digit(10))
        .map(i64::from)
        .sum();
    let last = n % 10;
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for d in cands {
        // the generator decides with the divisibility criteria; the check divides
        let by_criteria = match d {
            2 => last % 2 == 0,
            3 => digit_sum % 3 == 0,
            4 => (n % 100) % 4 == 0,
            5 => last == 0 || last == 5,
            9 => digit_sum % 9 == 0,
            _ => last == 0,
        };
        let fb = (!by_criteria).then(|| match d {
            2 => tr!(
                lang,
                "le chiffre des unités ({last}) n'est pas pair",
                "the units digit ({last}) is not even"
            ),
            3 => tr!(
                lang,
                "la somme des chiffres ({digit_sum}) n'est pas un multiple de 3",
                "the digit sum ({digit_sum}) is not a multiple of 3"
            ),
            4 => tr!(
                lang,
                "le nombre formé par les deux derniers chiffres n'est pas un multiple de 4",
                "the last two digits do not form a multiple of 4"
            ),
            5 => tr!(
                lang,
                "le chiffre des unités n'est ni 0 ni 5",
                "the units digit is neither 0 nor 5"
            ),
            9 => tr!(
                lang,
                "la somme des chiffres ({digit_sum}) n'est pas un multiple de 9",
                "the digit sum ({digit_sum}) is not a multiple of 9"
            ),
            _ => tr!(
                lang,
                "le chiffre des unités n'est pas 0",
                "the units digit is not 0"
            ),
        });
        checks.push(Check::Claim {
            claim: Claim::Divides { d, n },
            expect: by_criteria,
        });
        options.push((d.to_string(), by_criteria, fb));
    }
    let yes: Vec<String> = options
        .iter()
        .filter(|o| o.1)
        .map(|o| o.0.clone())
        .collect();
    let list = yes.join(", ");
    let stem = tr!(
        lang,
        "Parmi les nombres 2, 3, 4, 5, 9 et 10, lesquels sont des diviseurs de {ns} ?",
        "Among 2, 3, 4, 5, 9 and 10, which are divisors of {ns}?"
    );
    let vis = number_card(
        ctx,
        n,
        vec![
            tr!(
                lang,
                "Somme des chiffres : {digit_sum}",
                "Digit sum: {digit_sum}"
            ),
            tr!(lang, "Chiffre des unités : {last}", "Units digit: {last}"),
        ],
    );
    let explanation = tr!(
        lang,
        "Avec les critères de divisibilité, {ns} est divisible par : {list}.",
        "By the divisibility rules, {ns} is divisible by: {list}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// Which of six numbers are multiples of `d` (chapter notion: multiple).
pub(super) fn multiples_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let d = ctx.pick(&[3i64, 4, 6, 7, 8, 9, 11, 12, 15, 25]);
    let n_good = ctx.int(2, 3) as usize;
    let mut nums: Vec<i64> = Vec::new();
    while nums.len() < 6 {
        let want_good = nums.iter().filter(|&&x| x % d == 0).count() < n_good;
        let x = if want_good {
            d * ctx.int(3, 40)
        } else {
            // traps: next to a multiple, or a multiple of a number close to d
            match ctx.int(0, 2) {
                0 => d * ctx.int(3, 40) + ctx.pick(&[-2i64, -1, 1, 2]),
                1 => (d + 1) * ctx.int(3, 30),
                _ => (d - 1).max(2) * ctx.int(3, 30),
            }
        };
        if x > 0 && !nums.contains(&x) && (x % d == 0) == want_good {
            nums.push(x);
        }
    }
    nums.sort_unstable();
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for &x in &nums {
        let good = x % d == 0;
        let (q, r) = (x / d, x % d);
        let xs = num::int(x, lang);
        let fb = (!good).then(|| {
            tr!(
                lang,
                "{xs} = {d} × {q} + {r} : le reste n'est pas nul",
                "{xs} = {d} × {q} + {r}: the remainder is not zero"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::Divides { d, n: x },
            expect: good,
        });
        options.push((xs, good, fb));
    }
    let why = nums
        .iter()
        .filter(|&&x| x % d == 0)
        .map(|&x| format!("{} = {d} × {}", num::int(x, lang), x / d))
        .collect::<Vec<_>>()
        .join(" ; ");
    let all = nums
        .iter()
        .map(|&x| num::int(x, lang))
        .collect::<Vec<_>>()
        .join(" ; ");
    let stem = tr!(
        lang,
        "Parmi les nombres {all}, lesquels sont des multiples de {d} ?",
        "Among the numbers {all}, which are multiples of {d}?"
    );
    let vis = number_card(
        ctx,
        d,
        vec![tr!(
            lang,
            "Multiple de {d} : {d} × k",
            "Multiple of {d}: {d} × k"
        )],
    );
    let explanation = tr!(
        lang,
        "Un multiple de {d} s'écrit {d} × k avec k entier : {why}.",
        "A multiple of {d} is {d} × k with k a whole number: {why}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// Which of six numbers divide `n` (chapter notion: multiple and divisor).
pub(super) fn divisors_of_mc(ctx: &mut Ctx) -> Built {
    let lang = ctx.lang;
    let n = ctx.pick(&[36i64, 48, 60, 72, 84, 90, 96, 100, 120, 126, 132, 150, 180]);
    let divs: Vec<i64> = (2..n).filter(|k| n % k == 0).collect();
    let nots: Vec<i64> = (3..=n / 2).filter(|k| n % k != 0).collect();
    let n_good = ctx.int(2, 3) as usize;
    let mut nums: Vec<i64> = Vec::new();
    while nums.len() < 6 {
        let x = if nums.len() < n_good {
            ctx.pick(&divs)
        } else {
            // non-divisors close to a divisor are the tempting ones
            let near: Vec<i64> = nots
                .iter()
                .copied()
                .filter(|k| divs.iter().any(|d| (d - k).abs() <= 2))
                .collect();
            ctx.pick(if near.is_empty() { &nots } else { &near })
        };
        if !nums.contains(&x) {
            nums.push(x);
        }
    }
    nums.sort_unstable();
    let ns = num::int(n, lang);
    let mut options = Vec::new();
    let mut checks = Vec::new();
    for &x in &nums {
        let good = n % x == 0;
        let (q, r) = (n / x, n % x);
        let fb = (!good).then(|| {
            tr!(
                lang,
                "{ns} = {x} × {q} + {r} : la division ne tombe pas juste",
                "{ns} = {x} × {q} + {r}: the division is not exact"
            )
        });
        checks.push(Check::Claim {
            claim: Claim::Divides { d: x, n },
            expect: good,
        });
        options.push((x.to_string(), good, fb));
    }
    let why = nums
        .iter()
        .filter(|&&x| n % x == 0)
        .map(|&x| format!("{ns} = {x} × {}", n / x))
        .collect::<Vec<_>>()
        .join(" ; ");
    let stem = tr!(
        lang,
        "Parmi ces nombres, lesquels sont des diviseurs de {ns} ?",
        "Which of these numbers are divisors of {ns}?"
    );
    let list = nums
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" ; ");
    let vis = visual(
        &card(
            &tr!(lang, "Nombres", "Numbers"),
            std::slice::from_ref(&list),
        ),
        tr!(
            lang,
            "Fiche : les nombres {list}",
            "Card: the numbers {list}"
        ),
    );
    let explanation = tr!(
        lang,
        "b est un diviseur de {ns} quand {ns} = b × k avec k entier : {why}.",
        "b is a divisor of {ns} when {ns} = b × k with k a whole number: {why}."
    );
    choice_question(ctx, stem, options, checks, vis, explanation)
}

/// The digit that completes a number into a multiple of 9 (or the smallest one for 3): the
/// digit-sum rule.
pub(super) fn missing_digit(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let by = ctx.pick(&[3i64, 9, 9]);
    let (digits, hole, known) = loop {
        let len = ctx.int(3, 4) as usize;
        let mut digits: Vec<i64> = (0..len).map(|_| ctx.int(0, 9)).collect();
        digits[0] = ctx.int(1, 9);
        let hole = ctx.int(1, len as i64 - 1) as usize;
        let known: i64 = digits
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != hole)
            .map(|(_, d)| d)
            .sum();
        // for 9, a known sum already a multiple of 9 would allow 0 and 9
        if known % by != 0 || by == 3 {
            digits[hole] = 0;
            break (digits, hole, known);
        }
    };
    let target = (known / by + 1) * by;
    let target = if by == 3 && known % 3 == 0 {
        known
    } else {
        target
    };
    let digit = target - known;
    let shown: String = digits
        .iter()
        .enumerate()
        .map(|(i, d)| {
            if i == hole {
                "■".to_owned()
            } else {
                d.to_string()
            }
        })
        .collect();
    let mut full = digits.clone();
    full[hole] = digit;
    let full_s: String = full.iter().map(i64::to_string).collect();
    let terms = digits
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != hole)
        .map(|(_, d)| d.to_string())
        .collect::<Vec<_>>()
        .join(" + ");
    let all_terms = full
        .iter()
        .map(i64::to_string)
        .collect::<Vec<_>>()
        .join(" + ");
    let mut wrongs = vec![w(
        ctx,
        Qty::int(known % by, ""),
        "reste de la somme des chiffres donné au lieu du chiffre manquant",
        "gave the remainder of the digit sum instead of the missing digit",
    )];
    if by == 9 {
        wrongs.push(w(
            ctx,
            Qty::int((digit + 3) % 10, ""),
            "la somme des chiffres obtenue n'est pas un multiple de 9",
            "the digit sum obtained is not a multiple of 9",
        ));
        // a multiple of 3 that is not a multiple of 9
        let three = (0..10).find(|&x| (known + x) % 3 == 0 && (known + x) % 9 != 0);
        if let Some(t) = three {
            wrongs.push(w(
                ctx,
                Qty::int(t, ""),
                "critère de divisibilité par 3 appliqué au lieu de celui par 9",
                "used the rule for 3 instead of the rule for 9",
            ));
        }
    } else {
        for (x, fits) in [
            (digit + 1, false),
            (digit + 2, false),
            (digit + 3, true),
            (digit + 6, true),
        ] {
            if x > 9 {
                continue;
            }
            wrongs.push(if fits {
                w(
                    ctx,
                    Qty::int(x, ""),
                    "ce chiffre convient aussi, mais ce n'est pas le plus petit",
                    "this digit also works, but it is not the smallest",
                )
            } else {
                w(
                    ctx,
                    Qty::int(x, ""),
                    "la somme des chiffres obtenue n'est pas un multiple de 3",
                    "the digit sum obtained is not a multiple of 3",
                )
            });
        }
    }
    let (question, claim) = if by == 9 {
        (
            tr!(
                lang,
                "Dans le nombre {shown}, le symbole ■ cache un chiffre. Quel chiffre faut-il écrire à la place de ■ pour obtenir un multiple de 9 ?",
                "In the number {shown}, the symbol ■ hides a digit. Which digit must replace ■ to give a multiple of 9?"
            ),
            tr!(
                lang,
                "pour que {shown} soit un multiple de 9, il faut remplacer ■ par {{v}}",
                "for {shown} to be a multiple of 9, ■ must be replaced by {{v}}"
            ),
        )
    } else {
        (
            tr!(
                lang,
                "Dans le nombre {shown}, le symbole ■ cache un chiffre. Quel est le plus petit chiffre qu'on peut écrire à la place de ■ pour obtenir un multiple de 3 ?",
                "In the number {shown}, the symbol ■ hides a digit. What is the smallest digit that can replace ■ to give a multiple of 3?"
            ),
            tr!(
                lang,
                "le plus petit chiffre qui fait de {shown} un multiple de 3 est {{v}}",
                "the smallest digit that makes {shown} a multiple of 3 is {{v}}"
            ),
        )
    };
    let explanation = if digit == 0 {
        tr!(
            lang,
            "Somme des chiffres connus : {terms} = {known}, déjà un multiple de {by} ; le plus petit chiffre est donc 0 : {full_s} est un multiple de {by}.",
            "Sum of the known digits: {terms} = {known}, already a multiple of {by}; so the smallest digit is 0: {full_s} is a multiple of {by}."
        )
    } else {
        tr!(
            lang,
            "Somme des chiffres connus : {terms} = {known}. Le premier multiple de {by} qui suit est {target} : {target} - {known} = {digit}. Vérification : {all_terms} = {target}, donc {full_s} est un multiple de {by}.",
            "Sum of the known digits: {terms} = {known}. The next multiple of {by} is {target}: {target} - {known} = {digit}. Check: {all_terms} = {target}, so {full_s} is a multiple of {by}."
        )
    };
    Item {
        situation: String::new(),
        question,
        claim,
        label: shown.clone(),
        noun: tr!(lang, "chiffre manquant", "missing digit"),
        answer: Qty::int(digit, ""),
        wrongs,
        alts: Vec::new(),
        visual: visual(
            &card(
                &shown,
                &[tr!(
                    lang,
                    "Multiple de {by} : somme des chiffres multiple de {by}",
                    "Multiple of {by}: digit sum a multiple of {by}"
                )],
            ),
            tr!(
                lang,
                "Fiche : le nombre {shown}, où ■ cache un chiffre",
                "Card: the number {shown}, where ■ hides a digit"
            ),
        ),
        explanation,
        facts: Facts::exact(format!("{target} - ({terms})")),
        steps: Vec::new(),
        variant: 1,
    }
}

/// a is a multiple of b: the whole number k with a = b × k.
pub(super) fn cofactor(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let b = ctx.int(3, 25);
    let k = ctx.int(6, 40);
    let a = b * k;
    let (as_, bs) = (num::int(a, lang), b.to_string());
    let mut wrongs = vec![
        w(
            ctx,
            Qty::int(k + 1, ""),
            "erreur d'une unité dans la division",
            "off by one in the division",
        ),
        w(
            ctx,
            Qty::int(k - 1, ""),
            "erreur d'une unité dans la division",
            "off by one in the division",
        ),
        w(
            ctx,
            Qty::int(a - b, ""),
            "soustraction au lieu d'une division",
            "subtracted instead of dividing",
        ),
    ];
    if k % 10 != 0 {
        wrongs.push(w(
            ctx,
            Qty::int(k * 10, ""),
            "un zéro de trop dans le quotient",
            "an extra zero in the quotient",
        ));
    }
    Item {
        situation: tr!(
            lang,
            "Le nombre {as_} est un multiple de {bs}.",
            "The number {as_} is a multiple of {bs}."
        ),
        question: tr!(
            lang,
            "Par quel nombre entier faut-il multiplier {bs} pour obtenir {as_} ?",
            "By which whole number must {bs} be multiplied to give {as_}?"
        ),
        claim: tr!(lang, "{as_} = {bs} × {{v}}", "{as_} = {bs} × {{v}}"),
        label: tr!(lang, "{as_} = {bs} × …", "{as_} = {bs} × …"),
        noun: tr!(lang, "facteur manquant", "missing factor"),
        answer: Qty::int(k, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(ctx, a, vec![format!("{as_} = {bs} × …")]),
        explanation: tr!(
            lang,
            "{as_} ÷ {bs} = {k}, donc {as_} = {bs} × {k} : {as_} est un multiple de {bs} et {bs} est un diviseur de {as_}.",
            "{as_} ÷ {bs} = {k}, so {as_} = {bs} × {k}: {as_} is a multiple of {bs} and {bs} is a divisor of {as_}."
        ),
        facts: Facts::Product {
            abc: [b as f64, k as f64, a as f64],
            slot: 1,
            tol: 0.0,
        },
        steps: Vec::new(),
        variant: 2,
    }
}
