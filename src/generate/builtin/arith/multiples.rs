//! Multiples and divisors: the largest multiple below a bound, divisibility (chapter
//! `multiples-et-diviseurs` 6e, mode 0).

use super::number_card;
use crate::generate::builtin::facts::{Check, Claim, Facts};
use crate::generate::builtin::kinds::choice_question;
use crate::generate::builtin::{Built, Ctx, Item, Qty, tr, w};
use crate::generate::num;

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
        if (1..=4).contains(&k) {
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
