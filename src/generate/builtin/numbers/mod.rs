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
mod priorities;
mod relatives;

use super::super::rational::Rational;
use super::facts::Facts;
use super::{Built, Ctx, Family, Item, Qty, Wrong, tr};
use crate::domain::question::QuestionKind::{self, *};
use crate::domain::question::Visual;

use self::division::division;
use self::line::{between, order_decimals, read_line};
use self::operations::operation;
use self::priorities::priorities;
use self::relatives::{order_relatives, relatives};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "numbers",
    notion: crate::generate::builtin::no_notion,
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, Ordering, TrueFalse, MultipleChoice],
        4 => &[Numeric, SingleChoice, Ordering, TrueFalse, Matching],
        _ => &[Numeric, SingleChoice, TrueFalse, Matching],
    },
    variants: |mode| if mode == 2 { 3 } else { 1 },
};

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => read_line(ctx),
        1 => operation(ctx),
        2 => division(ctx),
        3 => priorities(ctx),
        _ => relatives(ctx),
    }
}

fn special(ctx: &mut Ctx, kind: QuestionKind) -> Option<Built> {
    match (ctx.mode, kind) {
        (0, Ordering) => Some(order_decimals(ctx)),
        (0, MultipleChoice) => Some(between(ctx)),
        (4, Ordering) => Some(order_relatives(ctx)),
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
        variant: 0,
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
