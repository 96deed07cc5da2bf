//! Item analysis (classical test theory) of an exam's corrections.
//!
//! Notation: `N` corrections, `k` questions, `x_ij` the points of student `i` on question `j`
//! (a question with parts: the sum of its parts), `X_i` the total. Every variance and standard
//! deviation divides by `N` (population statistics, as in the KR-20 formula).
//! - Difficulty `p_j` = mean of `x_ij` ÷ the question's points (the share of points earned;
//!   for a 0/1 question, the share of students right).
//! - Groups: students ranked by total, highest first (ties keep the corrections' order, oldest
//!   first); the upper and lower groups are the first and last `max(1, round(0.27 N))`.
//!   Discrimination `D_j` = `p_j` in the upper group − `p_j` in the lower group.
//! - Corrected point-biserial: the Pearson correlation of `x_ij` with `X_i − x_ij` (for a 0/1
//!   question this is `(M₁ − M₀)/s · √(pq)` on the rest score).
//! - Cronbach's alpha = `k/(k−1) · (1 − Σ s_j² / s_X²)`; alpha if item deleted is the same on
//!   the other `k − 1` questions; SEM = `s_X · √(1 − α)`.
//! - KR-20 = `k/(k−1) · (1 − Σ p_j q_j / s_C²)` on right/wrong scoring (`C_i` = questions
//!   fully right), given only when every question is scored all or nothing.
//! - Distractors (single choice, multiple choice, true/false): the share of students ticking
//!   each option, overall and in the upper and lower groups. Flags: `non_functional_distractor`
//!   when a wrong option is ticked by fewer than 5 % of the students, `negative_discrimination`
//!   when `D_j < 0`.
//! - Mastery per competency, Bloom level and chapter: points earned ÷ points available over
//!   every correction and every question with that tag.
//!
//! Only corrections whose status is `corrected` count (one waiting for review has no total yet).
//! A statistic that cannot be computed (too few students, no variance) is null.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;
use utoipa::ToSchema;

use super::exam::Exam;
use super::grading::{Correction, CorrectionStatus};
use super::question::{Answer, QuestionKind};

/// Fewer corrections than this and the analysis carries a warning.
pub const MIN_CORRECTIONS: usize = 20;

/// A question as the analysis sees it.
#[derive(Debug, Clone, PartialEq)]
pub struct ItemMeta {
    /// The question id.
    pub question_id: String,
    /// Its kind.
    pub kind: QuestionKind,
    /// Its points.
    pub max: f64,
    /// Bloom level id.
    pub bloom: String,
    /// Competency id.
    pub competency: String,
    /// Chapter id.
    pub chapter: String,
    /// The options (choice id, or `true`/`false`) and whether each is right; empty when the
    /// question has no options.
    pub options: Vec<(String, bool)>,
}

/// One student's answers as the analysis sees them, in the order of the [`ItemMeta`] list.
#[derive(Debug, Clone, PartialEq)]
pub struct Response {
    /// Points per question.
    pub scores: Vec<f64>,
    /// Options ticked per question.
    pub ticked: Vec<Vec<String>>,
}

/// The item analysis of an exam.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamAnalysis {
    /// The exam.
    pub exam_id: String,
    /// Corrections counted (status `corrected`).
    pub corrections: usize,
    /// Points available.
    pub max_score: f64,
    /// Mean total.
    pub mean: Option<f64>,
    /// Median total.
    pub median: Option<f64>,
    /// Standard deviation of the totals (population).
    pub standard_deviation: Option<f64>,
    /// Lowest total.
    pub min: Option<f64>,
    /// Highest total.
    pub max: Option<f64>,
    /// Totals in ten bins of 10 % of the points available (the last one includes 100 %).
    pub histogram: Vec<HistogramBin>,
    /// KR-20 (only when every question is scored all or nothing).
    pub kr20: Option<f64>,
    /// Cronbach's alpha.
    pub cronbach_alpha: Option<f64>,
    /// Standard error of measurement, in points.
    pub sem: Option<f64>,
    /// One entry per question, in the exam's order.
    pub items: Vec<ItemAnalysis>,
    /// Mastery per competency, Bloom level and chapter.
    pub mastery: Mastery,
    /// Set when fewer than 20 corrections exist: the figures are unstable.
    pub warning: Option<String>,
}

/// One bin of the score histogram.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct HistogramBin {
    /// Lower bound, percent of the points available (included).
    pub from_percent: u32,
    /// Upper bound, percent (excluded, except 100).
    pub to_percent: u32,
    /// Corrections in the bin.
    pub count: usize,
}

/// The analysis of one question.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemAnalysis {
    /// The question.
    pub question_id: String,
    /// Its kind.
    pub kind: QuestionKind,
    /// Its points.
    pub max: f64,
    /// Difficulty p: the share of its points earned.
    pub difficulty: Option<f64>,
    /// p in the upper 27 % − p in the lower 27 %.
    pub discrimination: Option<f64>,
    /// Corrected point-biserial (against the total without this question).
    pub point_biserial: Option<f64>,
    /// Cronbach's alpha of the exam without this question.
    pub alpha_if_deleted: Option<f64>,
    /// Distractor analysis: every option with the share of students ticking it.
    pub options: Vec<OptionShare>,
    /// `non_functional_distractor`, `negative_discrimination`.
    pub flags: Vec<String>,
}

/// How often one option was ticked.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OptionShare {
    /// A choice id, or `true` / `false`.
    pub option: String,
    /// Whether it is a right option.
    pub correct: bool,
    /// Share of all students ticking it.
    pub share: f64,
    /// Share in the upper group.
    pub upper_share: f64,
    /// Share in the lower group.
    pub lower_share: f64,
}

/// Mastery per tag.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Mastery {
    /// Per socle competency.
    pub competencies: Vec<MasteryRow>,
    /// Per Bloom level.
    pub bloom: Vec<MasteryRow>,
    /// Per chapter.
    pub chapters: Vec<MasteryRow>,
}

/// The mastery of one tag.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MasteryRow {
    /// The tag's id.
    pub id: String,
    /// Questions with this tag.
    pub questions: usize,
    /// Points earned ÷ points available (null without corrections).
    pub mastery: Option<f64>,
}

/// The questions of `exam` as the analysis sees them.
pub fn items_of(exam: &Exam) -> Vec<ItemMeta> {
    exam.sections
        .iter()
        .flat_map(|s| &s.questions)
        .map(|q| {
            let options = match (q.kind, &q.answer) {
                (QuestionKind::SingleChoice | QuestionKind::MultipleChoice, _) => q
                    .choices
                    .iter()
                    .map(|c| (c.id.clone(), c.correct))
                    .collect(),
                (QuestionKind::TrueFalse, Answer::Boolean { value }) => {
                    vec![("true".to_owned(), *value), ("false".to_owned(), !*value)]
                }
                _ => Vec::new(),
            };
            ItemMeta {
                question_id: q.id.clone(),
                kind: q.kind,
                max: q.points,
                bloom: q.tags.bloom.clone(),
                competency: q.tags.competency.clone(),
                chapter: q.tags.chapter.clone(),
                options,
            }
        })
        .collect()
}

/// The response of a correction, against `items`.
pub fn response_of(items: &[ItemMeta], c: &Correction) -> Response {
    let mut scores = vec![0.0; items.len()];
    let mut ticked = vec![Vec::new(); items.len()];
    for r in &c.items {
        let Some(j) = items.iter().position(|m| m.question_id == r.question_id) else {
            continue;
        };
        scores[j] += r.awarded.unwrap_or(0.0);
        if !items[j].options.is_empty() {
            match &r.given {
                Value::String(s) => ticked[j].push(s.clone()),
                Value::Bool(b) => ticked[j].push(b.to_string()),
                Value::Array(list) => {
                    ticked[j].extend(list.iter().filter_map(|v| v.as_str().map(str::to_owned)))
                }
                _ => {}
            }
        }
    }
    Response { scores, ticked }
}

/// The analysis of `exam` over its `corrections` (only `corrected` ones count).
pub fn analyse_exam(exam: &Exam, corrections: &[Correction]) -> ExamAnalysis {
    let items = items_of(exam);
    let responses: Vec<Response> = corrections
        .iter()
        .filter(|c| c.status == CorrectionStatus::Corrected)
        .map(|c| response_of(&items, c))
        .collect();
    analyse(&exam.id, &items, &responses)
}

fn mean(xs: &[f64]) -> Option<f64> {
    (!xs.is_empty()).then(|| xs.iter().sum::<f64>() / xs.len() as f64)
}

/// Population variance.
fn variance(xs: &[f64]) -> Option<f64> {
    let m = mean(xs)?;
    Some(xs.iter().map(|x| (x - m) * (x - m)).sum::<f64>() / xs.len() as f64)
}

/// Pearson correlation; `None` when either side has no variance.
fn pearson(a: &[f64], b: &[f64]) -> Option<f64> {
    let (ma, mb) = (mean(a)?, mean(b)?);
    let cov: f64 = a.iter().zip(b).map(|(x, y)| (x - ma) * (y - mb)).sum();
    let va: f64 = a.iter().map(|x| (x - ma) * (x - ma)).sum();
    let vb: f64 = b.iter().map(|y| (y - mb) * (y - mb)).sum();
    (va > 0.0 && vb > 0.0).then(|| cov / (va * vb).sqrt())
}

/// Cronbach's alpha of the item columns `cols` (each one value per student).
fn alpha(cols: &[Vec<f64>]) -> Option<f64> {
    let k = cols.len();
    if k < 2 {
        return None;
    }
    let n = cols[0].len();
    let totals: Vec<f64> = (0..n).map(|i| cols.iter().map(|c| c[i]).sum()).collect();
    let vx = variance(&totals)?;
    if vx <= 0.0 {
        return None;
    }
    let sum_vi: f64 = cols.iter().filter_map(|c| variance(c)).sum();
    let k = k as f64;
    Some(k / (k - 1.0) * (1.0 - sum_vi / vx))
}

/// The analysis of `responses` to `items`.
pub fn analyse(exam_id: &str, items: &[ItemMeta], responses: &[Response]) -> ExamAnalysis {
    let n = responses.len();
    let k = items.len();
    let max_score: f64 = items.iter().map(|m| m.max).sum();
    let totals: Vec<f64> = responses.iter().map(|r| r.scores.iter().sum()).collect();
    let cols: Vec<Vec<f64>> = (0..k)
        .map(|j| responses.iter().map(|r| r.scores[j]).collect())
        .collect();

    let mut sorted = totals.clone();
    sorted.sort_by(f64::total_cmp);
    let median = match n {
        0 => None,
        n if n % 2 == 1 => Some(sorted[n / 2]),
        n => Some((sorted[n / 2 - 1] + sorted[n / 2]) / 2.0),
    };
    let sd = variance(&totals).map(f64::sqrt);

    let mut histogram: Vec<HistogramBin> = (0..10)
        .map(|b| HistogramBin {
            from_percent: b * 10,
            to_percent: b * 10 + 10,
            count: 0,
        })
        .collect();
    if max_score > 0.0 {
        for t in &totals {
            let bin = ((t / max_score * 10.0).floor().max(0.0) as usize).min(9);
            histogram[bin].count += 1;
        }
    }

    // Upper and lower groups: indices ranked by total, highest first, stable.
    let mut ranked: Vec<usize> = (0..n).collect();
    ranked.sort_by(|&a, &b| totals[b].total_cmp(&totals[a]));
    let g = if n >= 2 {
        ((0.27 * n as f64).round() as usize).max(1)
    } else {
        0
    };
    let upper = &ranked[..g];
    let lower = &ranked[n - g..];

    let cronbach = alpha(&cols);
    let dichotomous = n > 0
        && items.iter().enumerate().all(|(j, m)| {
            cols[j]
                .iter()
                .all(|&x| x == 0.0 || (x - m.max).abs() < 1e-9)
        });
    let kr20 = if dichotomous && k >= 2 {
        let right: Vec<Vec<f64>> = cols
            .iter()
            .zip(items)
            .map(|(c, m)| {
                c.iter()
                    .map(|&x| if x > 0.0 && m.max > 0.0 { 1.0 } else { 0.0 })
                    .collect()
            })
            .collect();
        let counts: Vec<f64> = (0..n).map(|i| right.iter().map(|c| c[i]).sum()).collect();
        variance(&counts).filter(|v| *v > 0.0).map(|vc| {
            let pq: f64 = right
                .iter()
                .map(|c| {
                    let p = mean(c).unwrap_or(0.0);
                    p * (1.0 - p)
                })
                .sum();
            let kf = k as f64;
            kf / (kf - 1.0) * (1.0 - pq / vc)
        })
    } else {
        None
    };
    let sem = match (cronbach, sd) {
        (Some(a), Some(s)) if a <= 1.0 => Some(s * (1.0 - a).sqrt()),
        _ => None,
    };

    let p_of = |j: usize, group: &[usize]| -> Option<f64> {
        if group.is_empty() || items[j].max <= 0.0 {
            return None;
        }
        let sum: f64 = group.iter().map(|&i| cols[j][i]).sum();
        Some(sum / group.len() as f64 / items[j].max)
    };
    let share = |j: usize, option: &str, group: &[usize]| -> f64 {
        if group.is_empty() {
            return 0.0;
        }
        let hits = group
            .iter()
            .filter(|&&i| responses[i].ticked[j].iter().any(|t| t == option))
            .count();
        hits as f64 / group.len() as f64
    };
    let everyone: Vec<usize> = (0..n).collect();
    let analyses = items
        .iter()
        .enumerate()
        .map(|(j, m)| {
            let difficulty = p_of(j, &everyone);
            let discrimination = match (p_of(j, upper), p_of(j, lower)) {
                (Some(u), Some(l)) => Some(u - l),
                _ => None,
            };
            let rest: Vec<f64> = (0..n).map(|i| totals[i] - cols[j][i]).collect();
            let point_biserial = pearson(&cols[j], &rest);
            let others: Vec<Vec<f64>> = cols
                .iter()
                .enumerate()
                .filter(|(i, _)| *i != j)
                .map(|(_, c)| c.clone())
                .collect();
            let alpha_if_deleted = alpha(&others);
            let options: Vec<OptionShare> = if n == 0 {
                Vec::new()
            } else {
                m.options
                    .iter()
                    .map(|(o, correct)| OptionShare {
                        option: o.clone(),
                        correct: *correct,
                        share: share(j, o, &everyone),
                        upper_share: share(j, o, upper),
                        lower_share: share(j, o, lower),
                    })
                    .collect()
            };
            let mut flags = Vec::new();
            if options.iter().any(|o| !o.correct && o.share < 0.05) {
                flags.push("non_functional_distractor".to_owned());
            }
            if discrimination.is_some_and(|d| d < 0.0) {
                flags.push("negative_discrimination".to_owned());
            }
            ItemAnalysis {
                question_id: m.question_id.clone(),
                kind: m.kind,
                max: m.max,
                difficulty,
                discrimination,
                point_biserial,
                alpha_if_deleted,
                options,
                flags,
            }
        })
        .collect();

    let mastery_by = |tag: fn(&ItemMeta) -> &str| -> Vec<MasteryRow> {
        let mut rows: BTreeMap<&str, (usize, f64, f64)> = BTreeMap::new();
        for (j, m) in items.iter().enumerate() {
            let e = rows.entry(tag(m)).or_default();
            e.0 += 1;
            e.1 += cols[j].iter().sum::<f64>();
            e.2 += m.max * n as f64;
        }
        rows.into_iter()
            .map(|(id, (questions, got, of))| MasteryRow {
                id: id.to_owned(),
                questions,
                mastery: (of > 0.0).then(|| got / of),
            })
            .collect()
    };

    ExamAnalysis {
        exam_id: exam_id.to_owned(),
        corrections: n,
        max_score,
        mean: mean(&totals),
        median,
        standard_deviation: sd,
        min: sorted.first().copied(),
        max: sorted.last().copied(),
        histogram,
        kr20,
        cronbach_alpha: cronbach,
        sem,
        items: analyses,
        mastery: Mastery {
            competencies: mastery_by(|m| &m.competency),
            bloom: mastery_by(|m| &m.bloom),
            chapters: mastery_by(|m| &m.chapter),
        },
        warning: (n < MIN_CORRECTIONS).then(|| {
            format!(
                "Only {n} correction(s): item statistics need at least {MIN_CORRECTIONS} to be stable."
            )
        }),
    }
}

#[cfg(test)]
mod tests;
