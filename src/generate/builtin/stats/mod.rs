//! Statistics: reading a bar chart (mode 0, 6e), mean, frequencies and the mark needed for a
//! target mean (1, 5e), mean, median and range of a list (2: 4e), weighted mean, median of a
//! frequency table and the mean of two groups (3: 3e), quartiles and interquartile range (4: 2de). By chapter:
//!
//! | file | modes | chapters |
//! |---|---|---|
//! | [`charts`] | 0 | `representations-de-donnees` 6e |
//! | [`series`] | 1–4 | `statistiques` 5e, 4e, 3e, 2de |
//!
//! The marks, the series as text and the bar chart of a series are shared here.

mod charts;
mod series;

use super::super::visual::{bar_chart, visual};
use super::facts::Stat;
use super::{Ctx, Family, Item, tr};
use crate::domain::question::QuestionKind::*;
use crate::domain::question::Visual;

use self::charts::read_chart;
use self::series::{
    frequency, needed_mark, quartile_item, special, stat_item, table_median, two_groups, weighted,
};

/// The family.
pub(crate) static FAMILY: Family = Family {
    name: "statistics",
    notion,
    item,
    special,
    kinds: |mode| match mode {
        0 => &[Numeric, SingleChoice, TrueFalse, Matching],
        1 | 3 | 4 => &[Numeric, SingleChoice, TrueFalse, Ordering, Matching],
        _ => &[Numeric, SingleChoice, MultipleChoice, TrueFalse, Ordering],
    },
    variants: |_| 3,
};

/// The notion of the 5e knowledge (`statistiques`) each variant of the 5e mode exercises.
fn notion(mode: u8, variant: u8) -> Option<&'static str> {
    match (mode, variant) {
        (1, 1) => Some("frequence"),
        (1, _) => Some("moyenne"),
        _ => None,
    }
}

const DAYS_FR: [&str; 7] = ["Lun", "Mar", "Mer", "Jeu", "Ven", "Sam", "Dim"];

const DAYS_EN: [&str; 7] = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/// Marks out of 20 of a few pupils (the mean exact when `exact_mean`).
fn marks(ctx: &mut Ctx, n: usize, exact_mean: bool) -> Vec<f64> {
    loop {
        let mut v: Vec<i64> = (0..n).map(|_| ctx.int(3, 20)).collect();
        if exact_mean {
            let s: i64 = v.iter().sum();
            let r = s % n as i64;
            if v[n - 1] - r >= 0 {
                v[n - 1] -= r;
            } else {
                continue;
            }
        }
        let distinct = {
            let mut s = v.clone();
            s.sort_unstable();
            s.dedup();
            s.len()
        };
        if distinct >= 3 {
            return v.into_iter().map(|x| x as f64).collect();
        }
    }
}

fn series_text(ctx: &Ctx, data: &[f64]) -> String {
    data.iter()
        .map(|&x| ctx.dec(x, 1))
        .collect::<Vec<_>>()
        .join(" ; ")
        .replace(" ; ", if ctx.fr() { " ; " } else { ", " })
}

/// A bar chart of `data`: one bar per day (visitors) or, with `per_pupil`, per pupil (marks:
/// "É1", "É2"…); `caption` names what the bars measure (the vertical axis).
fn chart(ctx: &Ctx, data: &[f64], show_values: bool, per_pupil: bool, caption: &str) -> Visual {
    let days = if ctx.fr() { DAYS_FR } else { DAYS_EN };
    let names: Vec<String> = (0..data.len())
        .map(|i| {
            if per_pupil {
                format!("{}{}", if ctx.fr() { "É" } else { "P" }, i + 1)
            } else if data.len() <= 7 {
                days[i].to_owned()
            } else {
                format!("{}", i + 1)
            }
        })
        .collect();
    let bars: Vec<(String, f64)> = names.iter().cloned().zip(data.iter().copied()).collect();
    let max = data.iter().copied().fold(1.0, f64::max);
    let step = if max > 40.0 {
        10.0
    } else if max > 16.0 {
        2.0
    } else {
        1.0
    };
    let list = names
        .iter()
        .zip(data)
        .map(|(n, v)| format!("{n} {}", ctx.dec(*v, 1)))
        .collect::<Vec<_>>()
        .join(", ");
    let alt = tr!(
        ctx.lang,
        "Diagramme en bâtons ({caption}) : {list}",
        "Bar chart ({caption}): {list}"
    );
    visual(&bar_chart(&bars, step, show_values, caption), alt)
}

fn median(data: &[f64]) -> f64 {
    let mut s = data.to_vec();
    s.sort_by(f64::total_cmp);
    let n = s.len();
    if n % 2 == 1 {
        s[n / 2]
    } else {
        (s[n / 2 - 1] + s[n / 2]) / 2.0
    }
}

fn item(ctx: &mut Ctx) -> Item {
    match ctx.mode {
        0 => read_chart(ctx),
        1 => match ctx.variant(3) {
            0 => stat_item(ctx, Stat::Mean, 0),
            1 => frequency(ctx),
            _ => needed_mark(ctx),
        },
        3 => match ctx.variant(3) {
            0 => weighted(ctx),
            1 => table_median(ctx),
            _ => two_groups(ctx),
        },
        4 => match ctx.variant(3) {
            0 => quartile_item(ctx, Stat::Quartile(1), 0),
            1 => quartile_item(ctx, Stat::Quartile(3), 1),
            _ => quartile_item(ctx, Stat::Interquartile, 2),
        },
        _ => {
            let v = ctx.variant(3);
            let s = [Stat::Mean, Stat::Median, Stat::Range][v as usize];
            stat_item(ctx, s, v)
        }
    }
}
