//! Literal calculation and equations: substitution, reduction and the perimeter of a figure
//! whose sides are given in terms of x (mode 0, 5e), simple distributivity and factorisation by
//! a common factor (1, 4e), first-degree equations, with brackets and from a problem (2, 4e),
//! double distributivity, squares and (a + b)(a - b) (3, 3e), rational solutions and
//! zero-product equations (4, 3e), identities combined and common factors (5, 2de),
//! inequations, (x + a)² = b² and quotient equations (6, 2de). Solutions are chosen
//! first; every expression shown is checked by exact evaluation. By chapter:
//!
//! | file | modes | chapters |
//! |---|---|---|
//! | [`expressions`] | 0, 1 | `calcul-litteral` 5e (and substitution in 4e) |
//! | [`expansion`] | 1, 3 | `calcul-litteral` 4e, 3e |
//! | [`equations`] | 2, 4 | `equations` 4e, `equations-et-inequations` 3e |
//! | [`seconde`] | 5, 6 | `calcul-litteral` 2de, `equations-et-inequations` 2de |
//!
//! The expression writers ([`poly`]) and the choice between written forms ([`poly_options`])
//! are shared here.

mod equations;
mod expansion;
mod expressions;
mod seconde;

use super::super::visual::{card, visual};
use super::facts::{Check, Claim};
use super::kinds::choice_question;
use super::{Built, Ctx, Family, Item};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

use self::equations::{
    bracket_equation, equations_with_solution, linear_equation, word_equation, zero_product,
    zero_product_mc,
};
use self::expansion::{develop_simple, double_distributivity, factor_simple, identity_choice};
use self::expressions::{forms_choice, perimeter, reduce, substitute};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "algebra",
    notion,
    item,
    special,
    kinds: |mode| match mode {
        2 | 4 => &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Matching],
        5 | 6 => &[Numeric, SingleChoice, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, MultipleChoice, TrueFalse],
    },
    variants: |mode| match mode {
        0..=6 => 3,
        _ => 1,
    },
};

/// The notion of the chapter's knowledge each variant exercises: `calcul-litteral` 5e (mode 0)
/// and `equations` 4e (mode 2).
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (0, 1) => Some("reduire"),
        (0, _) => Some("expression"),
        (2, _) => Some("resoudre"),
        _ => None,
    }
}

/// `c2 x² + c1 x + c0`, written the usual way ("3x² - x + 5", "-2x", "0").
pub(crate) fn poly(c2: i64, c1: i64, c0: i64) -> String {
    let mut out = String::new();
    for (c, var) in [(c2, "x²"), (c1, "x"), (c0, "")] {
        if c == 0 {
            continue;
        }
        let mag = c.abs();
        let body = if var.is_empty() {
            mag.to_string()
        } else if mag == 1 {
            var.to_owned()
        } else {
            format!("{mag}{var}")
        };
        if out.is_empty() {
            if c < 0 {
                out.push('-');
            }
        } else {
            out.push_str(if c < 0 { " - " } else { " + " });
        }
        out.push_str(&body);
    }
    if out.is_empty() { "0".to_owned() } else { out }
}

fn lin(a: i64, b: i64) -> String {
    poly(0, a, b)
}

fn nz(ctx: &mut Ctx, lo: i64, hi: i64) -> i64 {
    loop {
        let v = ctx.int(lo, hi);
        if v != 0 {
            return v;
        }
    }
}

fn expr_card(ctx: &Ctx, title: &str, lines: &[String]) -> Visual {
    let alt = if ctx.fr() {
        format!("Fiche : {}", lines.join(" ; "))
    } else {
        format!("Card: {}", lines.join("; "))
    };
    visual(&card(title, lines), alt)
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => match ctx.variant(3) {
            0 => substitute(ctx),
            1 => reduce(ctx),
            _ => perimeter(ctx),
        },
        1 => match ctx.variant(3) {
            0 => develop_simple(ctx),
            1 => substitute(ctx),
            _ => factor_simple(ctx),
        },
        2 => match ctx.variant(3) {
            0 => linear_equation(ctx, false),
            1 => bracket_equation(ctx),
            _ => word_equation(ctx),
        },
        3 => {
            let form = ctx.variant(3);
            double_distributivity(ctx, form)
        }
        4 => match ctx.variant(3) {
            0 => linear_equation(ctx, true),
            1 => zero_product(ctx),
            _ => seconde::inequation(ctx, false),
        },
        5 => match ctx.variant(3) {
            0 => seconde::difference_of_squares(ctx),
            1 => seconde::common_factor(ctx),
            _ => seconde::square_minus_product(ctx),
        },
        6 => match ctx.variant(3) {
            0 => seconde::inequation(ctx, true),
            1 => seconde::square_equation(ctx),
            _ => seconde::quotient_equation(ctx),
        },
        _ => substitute(ctx),
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (0 | 1, SingleChoice) if ctx.chance(0.5) => Some(forms_choice(ctx)),
        (0 | 1, MultipleChoice) => Some(forms_choice(ctx)),
        (2, MultipleChoice) => {
            let form = ctx.variant(3);
            Some(equations_with_solution(ctx, form))
        }
        (3, SingleChoice) if ctx.chance(0.5) => Some(identity_choice(ctx)),
        (3, MultipleChoice) => Some(identity_choice(ctx)),
        (4, MultipleChoice) => Some(zero_product_mc(ctx)),
        _ => None,
    }
}

/// Options that are expressions; `correct` decided by [`Claim::PolyEq`] against `target`.
fn poly_options(
    ctx: &mut Ctx,
    stem: String,
    target: &str,
    good: Vec<String>,
    bad: Vec<(String, String)>,
    vis: Visual,
    explanation: String,
) -> Built {
    let mut options: Vec<(String, bool, Option<String>)> = Vec::new();
    for g in good {
        if !options.iter().any(|o| o.0 == g) {
            options.push((g, true, None));
        }
    }
    for (b, why) in bad {
        if options.len() >= 5 {
            break;
        }
        if !options.iter().any(|o| o.0 == b) {
            options.push((b, false, Some(why)));
        }
    }
    let checks = options
        .iter()
        .map(|(t, c, _)| Check::Claim {
            claim: Claim::PolyEq {
                a: t.clone(),
                b: target.to_owned(),
            },
            expect: *c,
        })
        .collect();
    choice_question(ctx, stem, options, checks, vis, explanation)
}
