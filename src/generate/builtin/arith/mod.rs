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

use self::gcd::{gcd_item, irreducible_choice, irreducible_text};
use self::multiples::{divisors_mc, largest_multiple};
use self::primes::{factorization_choice, factorization_text, primes_mc, smallest_prime};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "arithmetic",
    notion: crate::generate::builtin::no_notion,
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, MultipleChoice, SingleChoice, TrueFalse],
        1 => &[Numeric, ShortText, SingleChoice, MultipleChoice, TrueFalse],
        2 => &[Numeric, SingleChoice, ShortText, TrueFalse, MultipleChoice],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |mode| if mode == 3 { 3 } else { 1 },
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

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => largest_multiple(ctx),
        1 => smallest_prime(ctx),
        2 => gcd_item(ctx),
        _ => match ctx.variant(3) {
            0 => seconde::divisor_count(ctx),
            1 => seconde::consecutive(ctx),
            _ => seconde::multiples_between(ctx),
        },
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (0, MultipleChoice) => Some(divisors_mc(ctx)),
        (1, ShortText) => Some(factorization_text(ctx)),
        (1, SingleChoice) if ctx.chance(0.6) => Some(factorization_choice(ctx)),
        (1, MultipleChoice) => Some(primes_mc(ctx)),
        (2, SingleChoice) if ctx.chance(0.6) => Some(irreducible_choice(ctx)),
        (2, ShortText) => Some(irreducible_text(ctx)),
        _ => None,
    }
}
