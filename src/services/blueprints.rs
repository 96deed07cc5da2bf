//! Blueprints (tables of specifications): chapters × Bloom levels with counts or weights,
//! checked against the curriculum and what the generator serves.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::curriculum::curriculum;
use crate::error::Error;
use crate::events::catalogue::exam::ExamBlueprintValidated;
use crate::events::outbox::{self, NewEvent};
use crate::generate::{Blueprint, BlueprintCell};
use crate::services::exams::{MAX_QUESTIONS, err};

/// Body of `POST /v1/exams/blueprints/validate`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct ValidateBlueprintRequest {
    /// Subject id.
    #[schema(value_type = crate::domain::schema::SubjectId)]
    pub subject: String,
    /// Level id.
    #[schema(value_type = crate::domain::schema::LevelId)]
    pub level: String,
    /// 1 to 100 cells: chapters × Bloom levels with counts (or weights, turned into counts of
    /// `questionCount`). An unknown chapter or Bloom level is reported in the verdict.
    #[schema(min_items = 1, max_items = 100)]
    pub cells: Vec<BlueprintCellRequest>,
    /// With weights: the number of questions to share out (1 to 50, required then); ignored
    /// without weights.
    pub question_count: Option<u32>,
    /// Total points the exam should carry.
    pub total_points: Option<f64>,
    /// Planned duration in minutes.
    pub duration_minutes: Option<u32>,
}

/// One cell of a blueprint to validate.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct BlueprintCellRequest {
    /// Chapter id.
    pub chapter: String,
    /// Bloom level id.
    pub bloom: String,
    /// Questions in the cell; give either `count` or `weight`.
    pub count: Option<u32>,
    /// Or a relative weight, above 0.
    #[schema(exclusive_minimum = 0)]
    pub weight: Option<f64>,
}

/// The verdict on one cell.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CellReport {
    /// Chapter id.
    pub chapter: String,
    /// Bloom level id.
    pub bloom: String,
    /// Questions the cell gets.
    pub count: u32,
    /// `ok`, `warning` or `error`.
    pub status: &'static str,
    /// Why.
    pub messages: Vec<String>,
}

/// The verdict on a blueprint.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct BlueprintReport {
    /// True when no cell has an error: the blueprint can be passed to `POST /v1/exams`.
    pub valid: bool,
    /// Per cell.
    pub cells: Vec<CellReport>,
    /// Errors about the whole blueprint.
    pub errors: Vec<String>,
    /// Warnings about the whole blueprint.
    pub warnings: Vec<String>,
    /// The blueprint to pass to `POST /v1/exams` (valid cells with their counts).
    pub blueprint: Blueprint,
    /// Questions in all.
    pub question_count: u32,
}

/// Checks a blueprint: which cells can be filled, with errors and warnings per cell; emits
/// `exam.blueprint.validated`.
pub(crate) async fn validate(
    app: &App,
    account: &str,
    req: ValidateBlueprintRequest,
    now: DateTime<Utc>,
) -> Result<BlueprintReport, Error> {
    let c = curriculum();
    let mut field_errors = Vec::new();
    if c.subject(&req.subject).is_none() {
        field_errors.push(err("subject", format!("unknown subject `{}`", req.subject)));
    }
    if c.level(&req.level).is_none() {
        field_errors.push(err("level", format!("unknown level `{}`", req.level)));
    }
    if req.cells.is_empty() || req.cells.len() > 100 {
        field_errors.push(err("cells", "must hold 1 to 100 cells"));
    }
    for (i, cell) in req.cells.iter().enumerate() {
        match (cell.count, cell.weight) {
            (Some(_), Some(_)) | (None, None) => {
                field_errors.push(err(&format!("cells[{i}]"), "give either count or weight"))
            }
            (None, Some(w)) if !(w > 0.0 && w.is_finite()) => {
                field_errors.push(err(&format!("cells[{i}].weight"), "must be positive"))
            }
            _ => {}
        }
    }
    let weighted = req.cells.iter().any(|c| c.weight.is_some());
    if weighted
        && !req
            .question_count
            .is_some_and(|n| (1..=MAX_QUESTIONS).contains(&n))
    {
        field_errors.push(err("questionCount", "is required (1 to 50) with weights"));
    }
    if !field_errors.is_empty() {
        return Err(Error::validation(field_errors));
    }
    // Weights become counts by largest remainder.
    let counts: Vec<u32> = if weighted {
        let total_w: f64 = req.cells.iter().filter_map(|c| c.weight).sum();
        let n = req.question_count.unwrap_or(0);
        let exact: Vec<f64> = req
            .cells
            .iter()
            .map(|c| c.weight.unwrap_or(0.0) / total_w * f64::from(n))
            .collect();
        let mut counts: Vec<u32> = exact.iter().map(|x| x.floor() as u32).collect();
        let mut rest = n - counts.iter().sum::<u32>();
        let mut order: Vec<usize> = (0..exact.len()).collect();
        order.sort_by(|a, b| {
            (exact[*b] - exact[*b].floor()).total_cmp(&(exact[*a] - exact[*a].floor()))
        });
        for i in order {
            if rest == 0 {
                break;
            }
            counts[i] += 1;
            rest -= 1;
        }
        counts
    } else {
        req.cells.iter().map(|c| c.count.unwrap_or(0)).collect()
    };
    let served: Vec<String> = app
        .generator
        .capabilities()
        .into_iter()
        .filter(|cap| cap.subject == req.subject && cap.level == req.level)
        .flat_map(|cap| cap.chapters)
        .collect();
    let mut cells = Vec::new();
    let mut blueprint = Vec::new();
    for (cell, count) in req.cells.iter().zip(counts) {
        let mut errors = Vec::new();
        let mut warnings = Vec::new();
        match c.chapter(&cell.chapter) {
            None => errors.push(format!("unknown chapter `{}`", cell.chapter)),
            Some(ch) if ch.subject_id != req.subject || ch.level_id != req.level => {
                errors.push(format!(
                    "`{}` is not a chapter of {} at {}",
                    cell.chapter, req.subject, req.level
                ))
            }
            Some(ch) => {
                if !served.contains(&ch.id) {
                    errors.push("the generator does not serve this chapter".to_owned());
                }
                if c.bloom_level(&cell.bloom).is_none() {
                    errors.push(format!("unknown Bloom level `{}`", cell.bloom));
                } else if !ch.bloom.contains(&cell.bloom) {
                    warnings.push(format!(
                        "`{}` is not a level this chapter usually targets ({}); the generator uses the nearest",
                        cell.bloom,
                        ch.bloom.join(", ")
                    ));
                }
            }
        }
        if count == 0 {
            warnings.push("no question falls in this cell".to_owned());
        }
        let status = if !errors.is_empty() {
            "error"
        } else if !warnings.is_empty() {
            "warning"
        } else {
            "ok"
        };
        if errors.is_empty() && count > 0 {
            blueprint.push(BlueprintCell {
                chapter: cell.chapter.clone(),
                bloom: cell.bloom.clone(),
                count,
            });
        }
        errors.extend(warnings);
        cells.push(CellReport {
            chapter: cell.chapter.clone(),
            bloom: cell.bloom.clone(),
            count,
            status,
            messages: errors,
        });
    }
    let total = blueprint
        .iter()
        .fold(0u32, |sum, c| sum.saturating_add(c.count));
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    if total > MAX_QUESTIONS {
        errors.push(format!(
            "{total} questions in all; an exam holds at most {MAX_QUESTIONS}"
        ));
    }
    if total == 0 {
        errors.push("no cell can be filled".to_owned());
    }
    if let Some(minutes) = req.duration_minutes
        && total > 0
        && f64::from(minutes) / f64::from(total) < 1.0
    {
        warnings.push(format!(
            "{minutes} minutes for {total} questions leaves under a minute each"
        ));
    }
    if let Some(points) = req.total_points
        && !(points > 0.0 && points <= 1000.0)
    {
        errors.push("totalPoints must be from 0 to 1000".to_owned());
    }
    let valid = errors.is_empty() && cells.iter().all(|c| c.status != "error");
    let report = BlueprintReport {
        valid,
        cells,
        errors,
        warnings,
        blueprint: Blueprint { cells: blueprint },
        question_count: total,
    };
    let verdict = ExamBlueprintValidated::new(
        report.valid,
        report.cells.iter().filter(|c| c.status == "error").count() + report.errors.len(),
        report
            .cells
            .iter()
            .filter(|c| c.status == "warning")
            .count()
            + report.warnings.len(),
    );
    outbox::emit(app.storage(), NewEvent::of(account, &verdict), now).await?;
    Ok(report)
}
