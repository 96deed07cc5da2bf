//! Arithmetic: multiples and divisibility (mode 0), primes and prime factorisation (1),
//! greatest common divisor and irreducible fractions (2: 3e), counting divisors, even and odd
//! numbers and multiples in an interval (3: 2de). By chapter:
//!
//! | file | modes | chapters |
//! |---|---|---|
//! | [`multiples`] | 0 | `multiples-et-diviseurs` 6e |
//! | [`primes`] | 1 | `nombres-premiers` 5e |
//! | [`gcd`] | 2 | `arithmetique` 3e |
//! | [`seconde`] | 3 | `arithmetique` 2de |
//!
//! Factorisations and the ways of writing them are shared here.

mod gcd;
mod multiples;
mod primes;
mod seconde;

use super::super::visual::{card, visual};
use super::{Built, Ctx, Family, Item};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

use self::gcd::{
    common_divisors_mc, gcd_item, irreducible_choice, irreducible_mc, irreducible_text, packs_item,
    packs_text, simplifier_item,
};
use self::multiples::{
    cofactor, divisors_mc, divisors_of_mc, largest_multiple, missing_digit, multiples_mc,
};
use self::primes::{
    factorization_choice, factorization_text, from_factorization, next_prime, prime_between_text,
    prime_factors_mc, prime_products_mc, primes_mc, product_of_two_text, smallest_prime,
};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "arithmetic",
    notion,
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, MultipleChoice, SingleChoice, TrueFalse],
        1 => &[Numeric, ShortText, SingleChoice, MultipleChoice, TrueFalse],
        2 => &[Numeric, SingleChoice, ShortText, TrueFalse, MultipleChoice],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 3,
};

const PRIMES: [i64; 10] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29];

fn is_prime(n: i64) -> bool {
    n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0)
}

/// Prime factors with exponents, increasing.
fn factorize(mut n: i64) -> Vec<(i64, u32)> {
    let mut out = Vec::new();
    let mut p = 2;
    while p * p <= n {
        let mut e = 0;
        while n % p == 0 {
            n /= p;
            e += 1;
        }
        if e > 0 {
            out.push((p, e));
        }
        p += 1;
    }
    if n > 1 {
        out.push((n, 1));
    }
    out
}

fn sup(e: u32) -> String {
    e.to_string()
        .chars()
        .map(|c| match c {
            '0' => '⁰',
            '1' => '¹',
            '2' => '²',
            '3' => '³',
            '4' => '⁴',
            '5' => '⁵',
            '6' => '⁶',
            '7' => '⁷',
            '8' => '⁸',
            _ => '⁹',
        })
        .collect()
}

fn power_form(f: &[(i64, u32)]) -> String {
    f.iter()
        .map(|&(p, e)| {
            if e == 1 {
                p.to_string()
            } else {
                format!("{p}{}", sup(e))
            }
        })
        .collect::<Vec<_>>()
        .join(" × ")
}

fn expanded_form(f: &[(i64, u32)]) -> String {
    f.iter()
        .flat_map(|&(p, e)| std::iter::repeat_n(p.to_string(), e as usize))
        .collect::<Vec<_>>()
        .join(" × ")
}

/// A composite number with 3 to 5 prime factors.
fn composite(ctx: &mut Ctx, max: i64) -> i64 {
    loop {
        let k = ctx.int(3, 5);
        let mut n = 1;
        for _ in 0..k {
            n *= ctx.pick(&PRIMES[..6]);
        }
        if n <= max && n >= 12 {
            return n;
        }
    }
}

fn number_card(ctx: &Ctx, n: i64, lines: Vec<String>) -> Visual {
    let title = super::super::num::int(n, ctx.lang);
    let alt = if ctx.fr() {
        format!("Fiche : le nombre {title}. {}.", lines.join(". "))
    } else {
        format!("Card: the number {title}. {}.", lines.join(". "))
    };
    visual(&card(&title, &lines), alt)
}

/// The notion of the chapter's course knowledge each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        // 6e: multiples and divisors
        (0, 1) => Some("criteres"),
        (0, _) => Some("multiple"),
        // 5e: primes
        (1, 1) => Some("decomposer"),
        (1, _) => Some("premier"),
        // 3e: decompositions (gcd, packs), irreducible fractions
        (2, 2) => Some("irreductible"),
        (2, _) => Some("decomposition"),
        // 2de: counting divisors from the decomposition
        (_, 0) => Some("decomposition"),
        _ => None,
    }
}

fn item(ctx: &mut Ctx) -> Item {
    match (ctx.mode, ctx.variant(3)) {
        (0, 0) => largest_multiple(ctx),
        (0, 1) => missing_digit(ctx),
        (0, _) => cofactor(ctx),
        (1, 0) => smallest_prime(ctx),
        (1, 1) => from_factorization(ctx),
        (1, _) => next_prime(ctx),
        (2, 0) => gcd_item(ctx),
        (2, 1) => packs_item(ctx),
        (2, _) => simplifier_item(ctx),
        (_, 0) => seconde::divisor_count(ctx),
        (_, 1) => seconde::consecutive(ctx),
        _ => seconde::multiples_between(ctx),
    }
}

/// The family's own questions: for each variant of modes 0 to 2, the kinds the generic
/// builders cannot make from its item (a short text, several right choices).
fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    if ctx.mode > 2 || !matches!(kind, ShortText | SingleChoice | MultipleChoice) {
        return None;
    }
    Some(match (ctx.mode, kind, ctx.variant(3)) {
        (0, MultipleChoice, 0) => multiples_mc(ctx),
        (0, MultipleChoice, 1) => divisors_mc(ctx),
        (0, MultipleChoice, _) => divisors_of_mc(ctx),
        (1, ShortText, 0) => prime_between_text(ctx),
        (1, ShortText, 1) => factorization_text(ctx),
        (1, ShortText, _) => product_of_two_text(ctx),
        (1, SingleChoice, 1) => factorization_choice(ctx),
        (1, MultipleChoice, 0) => primes_mc(ctx),
        (1, MultipleChoice, 1) => prime_factors_mc(ctx),
        (1, MultipleChoice, _) => prime_products_mc(ctx),
        (2, ShortText, 0) => factorization_text(ctx),
        (2, ShortText, 1) => packs_text(ctx),
        (2, ShortText, _) => irreducible_text(ctx),
        (2, SingleChoice, 2) => irreducible_choice(ctx),
        (2, MultipleChoice, 0) => common_divisors_mc(ctx, false),
        (2, MultipleChoice, 1) => common_divisors_mc(ctx, true),
        (2, MultipleChoice, _) => irreducible_mc(ctx),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use crate::generate::builtin::topics;
    use crate::generate::course::knowledge;

    #[test]
    fn every_arithmetic_notion_is_a_key_of_its_chapter() {
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
        // 6e, 5e and 3e tie all their variants, 2de its first
        assert_eq!(seen, 10);
    }
}
