//! Integers and decimals: reading a number line (mode 0), operations on decimals (1),
//! Euclidean and decimal division (2), order of operations (3), adding and subtracting
//! signed numbers (4), multiplying and dividing signed numbers (5). One file per chapter:
//!
//! | file | mode | chapter |
//! |---|---|---|
//! | [`line`](mod@line) | 0 | `nombres-entiers-et-decimaux` 6e |
//! | [`operations`] | 1 | `operations-sur-les-decimaux` 6e |
//! | [`division`](mod@division) | 2 | `division-euclidienne-et-decimale` 6e |
//! | [`priorities`](mod@priorities) | 3 | `priorites-operatoires` 5e |
//! | [`relatives`](mod@relatives) | 4, 5 | `nombres-relatifs` 5e, 4e |

mod division;
mod line;
mod operations;
mod place;
mod priorities;
mod relatives;
#[cfg(test)]
mod tests;

use super::super::rational::Rational;
use super::facts::Facts;
use super::{Built, Ctx, Family, Item, Qty, Wrong, kinds, tr};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

use self::division::division;
use self::line::{between, order_decimals, read_line};
use self::operations::operation;
use self::place::{equal_writings, inequalities, largest, order_same_digits, place_value};
use self::priorities::priorities;
use self::relatives::{order_relatives, relatives};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "numbers",
    notion,
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, Ordering, TrueFalse, MultipleChoice],
        4 => &[Numeric, SingleChoice, Ordering, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |_| 3,
};

/// The notion of the chapter's course knowledge each variant exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    Some(match (mode, variant) {
        (0, 0) => "droite-graduee",
        (0, 1) => "valeur-des-chiffres",
        (0, _) => "comparer",
        (1, 0) => "addition",
        (1, 1) => "multiplication",
        (1, _) => "ordre-de-grandeur",
        (2, 2) => "decimale",
        (2, _) => "euclidienne",
        (3, 0) => "priorites",
        (3, _) => "parentheses",
        (4, 2) => "reperage",
        (4, _) => "addition",
        _ => "produit",
    })
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => match ctx.variant(3) {
            0 => read_line(ctx),
            1 => place_value(ctx),
            _ => largest(ctx),
        },
        1 => operation(ctx),
        2 => division(ctx),
        3 => priorities(ctx),
        _ => relatives(ctx),
    }
}

/// Builds with the variant pinned (drawn when the request does not pin one), so that the
/// generic builders' items all are of that variant. When `f` leaves the question to the
/// generic builder (`None`), the variant stays pinned for it: its stem suits that variant.
fn pinned(ctx: &mut Ctx, f: impl FnOnce(&mut Ctx, u8) -> Option<Built>) -> Option<Built> {
    let saved = ctx.pin;
    let v = ctx.variant(3);
    ctx.pin = Some(v);
    let out = f(ctx, v);
    if out.is_some() {
        ctx.pin = saved;
    }
    out
}

/// A generic matching or ordering whose stem says what its items are.
fn generic_with_stem(ctx: &mut Ctx, ordering: bool, stem: String) -> Option<Built> {
    let mut b = if ordering {
        kinds::ordering(ctx, &FAMILY)?
    } else {
        kinds::matching(ctx, &FAMILY)?
    };
    b.draft.stem = stem;
    Some(b)
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    let lang = ctx.lang;
    match (ctx.mode, kind) {
        (0, Ordering) => pinned(ctx, |ctx, v| match v {
            0 => Some(order_decimals(ctx)),
            1 => generic_with_stem(
                ctx,
                true,
                tr!(
                    lang,
                    "Range ces nombres, donnés par leur décomposition, dans l'ordre croissant (du plus petit au plus grand).",
                    "Put these numbers, given by their places, in increasing order (smallest to largest)."
                ),
            ),
            _ => Some(order_same_digits(ctx)),
        }),
        (0, MultipleChoice) => pinned(ctx, |ctx, v| match v {
            0 => Some(between(ctx)),
            1 => Some(equal_writings(ctx)),
            _ => Some(inequalities(ctx)),
        }),
        (1, Matching) => pinned(ctx, |ctx, v| match v {
            2 => generic_with_stem(
                ctx,
                false,
                tr!(
                    lang,
                    "Associe chaque produit à son ordre de grandeur, obtenu en arrondissant chaque facteur à l'unité.",
                    "Match each product with its order of magnitude, found by rounding each factor to the nearest whole number."
                ),
            ),
            _ => None,
        }),
        (2, Matching) => pinned(ctx, |ctx, v| match v {
            0 => generic_with_stem(
                ctx,
                false,
                tr!(
                    lang,
                    "Associe chaque division euclidienne à son quotient.",
                    "Match each whole-number division with its quotient."
                ),
            ),
            1 => generic_with_stem(
                ctx,
                false,
                tr!(
                    lang,
                    "Associe chaque division euclidienne à son reste.",
                    "Match each whole-number division with its remainder."
                ),
            ),
            _ => None,
        }),
        (3, Matching) => pinned(ctx, |ctx, v| match v {
            2 => generic_with_stem(
                ctx,
                false,
                tr!(
                    lang,
                    "Associe chaque phrase au nombre qu'elle désigne.",
                    "Match each sentence with the number it stands for."
                ),
            ),
            _ => None,
        }),
        (4, Ordering) => pinned(ctx, |ctx, v| match v {
            2 => Some(order_relatives(ctx)),
            _ => None,
        }),
        (0 | 4, Matching) => pinned(ctx, |ctx, v| match v {
            2 => generic_with_stem(
                ctx,
                false,
                tr!(
                    lang,
                    "Associe chaque liste de nombres à son plus grand nombre.",
                    "Match each list of numbers with its largest number."
                ),
            ),
            _ => None,
        }),
        _ => None,
    }
}

/// An item whose answer is the value of the displayed expression `expr`.
#[allow(clippy::too_many_arguments)]
fn expr_item(
    ctx: &Ctx,
    situation: String,
    question: String,
    expr: &str,
    answer: Qty,
    wrongs: Vec<Wrong>,
    vis: Visual,
    explanation: String,
    variant: u8,
) -> Item {
    let lang = ctx.lang;
    Item {
        situation,
        question,
        claim: tr!(lang, "{expr} = {{v}}", "{expr} = {{v}}"),
        label: expr.to_owned(),
        noun: tr!(lang, "résultat", "result"),
        answer,
        wrongs,
        alts: Vec::new(),
        visual: vis,
        explanation,
        facts: Facts::exact(expr.to_owned()),
        steps: Vec::new(),
        variant,
    }
}

fn scaled(n: i64, dp: u32) -> f64 {
    n as f64 / 10f64.powi(dp as i32)
}

impl Ctx {
    /// A rational shown as a decimal (at most 6 decimals) or a fraction.
    pub(crate) fn frac_dec(&self, r: Rational) -> String {
        super::super::num::rat_or_dec(r, 6, self.lang)
    }
}
