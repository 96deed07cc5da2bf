//! What the seconde adds to arithmetic (chapter `arithmetique` 2de, mode 3): counting divisors
//! from a prime factorisation, even and odd numbers written 2n and 2n + 1 (consecutive
//! integers whose sum is known), and counting the multiples of a number in an interval.

use super::{factorize, number_card, power_form};
use crate::generate::builtin::facts::Facts;
use crate::generate::builtin::{Ctx, Item, Qty, tr, w};
use crate::generate::num;

/// The number of positive divisors of n = pᵃ × qᵇ (× rᶜ): (a + 1)(b + 1)(c + 1).
pub(super) fn divisor_count(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let n = loop {
        let p = ctx.pick(&[2i64, 3, 5]);
        let q = ctx.pick(&[3i64, 5, 7, 11]);
        let (a, b) = (ctx.int(1, 4) as u32, ctx.int(1, 3) as u32);
        let r = if ctx.chance(0.3) { 7 } else { 1 };
        let n = p.pow(a) * q.pow(b) * r;
        if p != q && (12..=2000).contains(&n) && factorize(n).len() >= 2 {
            break n;
        }
    };
    let f = factorize(n);
    let count: i64 = f.iter().map(|&(_, e)| i64::from(e) + 1).product();
    let expr = f
        .iter()
        .map(|&(_, e)| format!("({e} + 1)"))
        .collect::<Vec<_>>()
        .join(" × ");
    let exps: Vec<i64> = f.iter().map(|&(_, e)| i64::from(e)).collect();
    let wrongs = vec![
        w(
            ctx,
            Qty::int(exps.iter().product(), ""),
            "exposants multipliés sans ajouter 1 (le diviseur 1 oublié)",
            "multiplied the exponents without adding 1 (forgot the divisor 1)",
        ),
        w(
            ctx,
            Qty::int(exps.iter().map(|e| e + 1).sum(), ""),
            "exposants + 1 additionnés au lieu d'être multipliés",
            "added the exponents + 1 instead of multiplying",
        ),
        w(
            ctx,
            Qty::int(f.len() as i64, ""),
            "seulement les facteurs premiers comptés",
            "counted only the prime factors",
        ),
    ];
    let pf = power_form(&f);
    let nt = num::int(n, lang);
    Item {
        situation: tr!(
            lang,
            "La décomposition de {nt} en produit de facteurs premiers est {nt} = {pf}.",
            "The prime factorisation of {nt} is {nt} = {pf}."
        ),
        question: tr!(
            lang,
            "Combien {nt} a-t-il de diviseurs positifs ?",
            "How many positive divisors does {nt} have?"
        ),
        claim: tr!(
            lang,
            "{nt} a {{v}} diviseurs positifs",
            "{nt} has {{v}} positive divisors"
        ),
        label: format!("{nt} = {pf}"),
        noun: tr!(lang, "nombre de diviseurs", "number of divisors"),
        answer: Qty::int(count, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(ctx, n, vec![format!("{nt} = {pf}")]),
        explanation: tr!(
            lang,
            "Un diviseur de {nt} s'écrit avec chaque facteur premier à un exposant allant de 0 à celui de la décomposition : {expr} = {count} diviseurs.",
            "A divisor of {nt} takes each prime factor with an exponent from 0 up to the one in the factorisation: {expr} = {count} divisors."
        ),
        facts: Facts::exact(expr),
        steps: Vec::new(),
        variant: 0,
    }
}

/// Consecutive integers (n, n + 1, n + 2) or consecutive odd numbers (2k + 1, 2k + 3) whose
/// sum is given: the smallest of them.
pub(super) fn consecutive(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let odd = ctx.chance(0.5);
    let (sum, smallest, expr, situation, expl, wrongs) = if odd {
        let k = ctx.int(5, 60);
        let a = 2 * k + 1;
        let s = 2 * a + 2;
        (
            s,
            a,
            format!("({s} - 2) ÷ 2"),
            tr!(
                lang,
                "La somme de deux nombres impairs consécutifs est égale à {s}.",
                "The sum of two consecutive odd numbers is {s}."
            ),
            tr!(
                lang,
                "Deux impairs consécutifs s'écrivent 2k + 1 et 2k + 3 ; leur somme 4k + 4 = {s}, donc 2k + 1 = ({s} - 2) ÷ 2 = {a}.",
                "Two consecutive odd numbers are 2k + 1 and 2k + 3; their sum 4k + 4 = {s}, so 2k + 1 = ({s} - 2) ÷ 2 = {a}."
            ),
            vec![
                w(
                    ctx,
                    Qty::int(s / 2, ""),
                    "somme partagée en deux, sans tenir compte de l'écart de 2",
                    "halved the sum, ignoring the gap of 2",
                ),
                w(
                    ctx,
                    Qty::int(a + 2, ""),
                    "plus grand des deux nombres donné",
                    "gave the larger of the two",
                ),
                w(
                    ctx,
                    Qty::int((s - 1) / 2, ""),
                    "écart de 1 au lieu de 2 entre deux impairs",
                    "a gap of 1 instead of 2 between odd numbers",
                ),
            ],
        )
    } else {
        let n = ctx.int(10, 300);
        let s = 3 * n + 3;
        (
            s,
            n,
            format!("({s} - 3) ÷ 3"),
            tr!(
                lang,
                "La somme de trois nombres entiers consécutifs est égale à {s}.",
                "The sum of three consecutive whole numbers is {s}."
            ),
            tr!(
                lang,
                "Trois entiers consécutifs s'écrivent n, n + 1 et n + 2 ; leur somme 3n + 3 = {s}, donc n = ({s} - 3) ÷ 3 = {n}.",
                "Three consecutive whole numbers are n, n + 1 and n + 2; their sum 3n + 3 = {s}, so n = ({s} - 3) ÷ 3 = {n}."
            ),
            vec![
                w(
                    ctx,
                    Qty::int(s / 3, ""),
                    "somme divisée par 3 : c'est le nombre du milieu",
                    "divided the sum by 3: that is the middle number",
                ),
                w(
                    ctx,
                    Qty::int(n + 2, ""),
                    "plus grand des trois nombres donné",
                    "gave the largest of the three",
                ),
                w(
                    ctx,
                    Qty::int(s - 3, ""),
                    "3 soustrait sans diviser par 3",
                    "subtracted 3 without dividing by 3",
                ),
            ],
        )
    };
    let st = num::int(sum, lang);
    Item {
        situation,
        question: tr!(
            lang,
            "Quel est le plus petit de ces nombres ?",
            "What is the smallest of these numbers?"
        ),
        claim: tr!(
            lang,
            "le plus petit de ces nombres est {{v}}",
            "the smallest of these numbers is {{v}}"
        ),
        label: if odd {
            tr!(
                lang,
                "deux impairs consécutifs de somme {st}",
                "two consecutive odd numbers adding up to {st}"
            )
        } else {
            tr!(
                lang,
                "trois entiers consécutifs de somme {st}",
                "three consecutive whole numbers adding up to {st}"
            )
        },
        noun: tr!(lang, "plus petit nombre", "smallest number"),
        answer: Qty::int(smallest, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(
            ctx,
            sum,
            vec![if odd {
                "(2k + 1) + (2k + 3)".to_owned()
            } else {
                "n + (n + 1) + (n + 2)".to_owned()
            }],
        ),
        explanation: expl,
        facts: Facts::exact(expr),
        steps: Vec::new(),
        variant: 1,
    }
}

/// How many multiples of d lie between a and b (both included).
pub(super) fn multiples_between(ctx: &mut Ctx) -> Item {
    let lang = ctx.lang;
    let d = ctx.pick(&[3i64, 4, 6, 7, 9, 11, 12, 13, 15]);
    let a = ctx.int(10, 200);
    let b = a + ctx.int(60, 600);
    let first = (a + d - 1) / d * d;
    let last = b / d * d;
    let count = (last - first) / d + 1;
    let (at, bt) = (num::int(a, lang), num::int(b, lang));
    let (ft, lt) = (num::int(first, lang), num::int(last, lang));
    let wrongs = vec![
        w(
            ctx,
            Qty::int((last - first) / d, ""),
            "intervalle compté sans le premier multiple",
            "counted the gaps, not the multiples",
        ),
        w(
            ctx,
            Qty::int((b - a) / d, ""),
            "écart divisé par d sans chercher le premier et le dernier multiple",
            "divided the gap by d without finding the first and last multiples",
        ),
        w(
            ctx,
            Qty::int(b / d, ""),
            "multiples comptés depuis 0",
            "counted the multiples from 0",
        ),
    ];
    Item {
        situation: String::new(),
        question: tr!(
            lang,
            "Combien y a-t-il de multiples de {d} compris entre {at} et {bt} (inclus) ?",
            "How many multiples of {d} are there from {at} to {bt} (both included)?"
        ),
        claim: tr!(
            lang,
            "il y a {{v}} multiples de {d} entre {at} et {bt}",
            "there are {{v}} multiples of {d} from {at} to {bt}"
        ),
        label: tr!(
            lang,
            "multiples de {d} de {at} à {bt}",
            "multiples of {d} from {at} to {bt}"
        ),
        noun: tr!(lang, "nombre de multiples", "number of multiples"),
        answer: Qty::int(count, ""),
        wrongs,
        alts: Vec::new(),
        visual: number_card(ctx, d, vec![format!("{d}k"), format!("{at} ≤ {d}k ≤ {bt}")]),
        explanation: tr!(
            lang,
            "Le premier multiple de {d} est {ft}, le dernier est {lt} : ({lt} - {ft}) ÷ {d} + 1 = {count}.",
            "The first multiple of {d} is {ft} and the last is {lt}: ({lt} - {ft}) ÷ {d} + 1 = {count}."
        ),
        facts: Facts::exact(format!("({last} - {first}) ÷ {d} + 1")),
        steps: Vec::new(),
        variant: 2,
    }
}
