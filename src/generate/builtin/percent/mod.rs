//! Proportionality and percentages: a percentage of a quantity, the fourth proportional and the
//! coefficient of a proportionality table (mode 0: 6e), scales, sharing in a ratio and a
//! proportion as a percentage (1: 5e), the fourth proportional, proportions and percentages (2:
//! 4e); evolutions in percent (3: 3e); successive and reciprocal evolutions (4: 2de). By chapter:
//!
//! | file | modes | chapters |
//! |---|---|---|
//! | [`proportionality`] | 0–2 | `proportionnalite-et-pourcentages` 6e, 5e, 4e |
//! | [`evolutions`] | 3, 4 | `proportionnalite-et-pourcentages` 3e, `pourcentages-et-evolutions` 2de |

mod evolutions;
mod proportionality;

use super::super::visual::{table, visual};
use super::facts::Facts;
use super::{Ctx, Family, Item, no_special, tr};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

use self::evolutions::{evolution, reciprocal, successive};
use self::proportionality::{coefficient, fourth, percent_of, rate, ratio_share, scale_plan};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "percent",
    notion,
    item,
    special: no_special,
    kinds: |_| &[Numeric, SingleChoice, TrueFalse, Matching, Ordering],
    variants: |_| 3,
};

/// The notion of the 6e knowledge (`proportionnalite-et-pourcentages`) each variant of the 6e
/// mode exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (0, 0) => Some("pourcentage"),
        (0, _) => Some("proportionnalite"),
        _ => None,
    }
}

fn expr(e: String, tol: f64) -> Facts {
    Facts::Expr {
        expr: e,
        x: None,
        tol,
    }
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => match ctx.variant(3) {
            0 => percent_of(ctx),
            1 => fourth(ctx),
            _ => coefficient(ctx),
        },
        1 => match ctx.variant(3) {
            0 => scale_plan(ctx),
            1 => ratio_share(ctx),
            _ => rate(ctx),
        },
        2 => match ctx.variant(3) {
            0 => fourth(ctx),
            1 => rate(ctx),
            _ => percent_of(ctx),
        },
        3 => evolution(ctx),
        _ => match ctx.variant(3) {
            0 => successive(ctx),
            1 => reciprocal(ctx),
            _ => evolution(ctx),
        },
    }
}

fn table_visual(ctx: &Ctx, rows: Vec<Vec<String>>) -> Visual {
    let alt = rows
        .iter()
        .map(|r| r.join(" : "))
        .collect::<Vec<_>>()
        .join(" ; ");
    let alt = tr!(ctx.lang, "Tableau — {alt}", "Table — {alt}");
    visual(&table(&rows), alt)
}
