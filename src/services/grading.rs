//! Grading: digital submissions scored at once against the exam's key
//! ([`crate::domain::grading`]), the list of an exam's corrections and its spreadsheet, and the
//! item analysis ([`crate::domain::item_analysis`]).

use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::exam::{Exam, ExamStatus};
use crate::domain::export::{Export, PrintJob, PrintVariant, VariantKey};
use crate::domain::grading::{self, Correction, GivenAnswer, StudentRef};
use crate::domain::item_analysis::{self, ExamAnalysis};
use crate::domain::{Resource, split_owner};
use crate::error::{Error, FieldError};
use crate::events::catalogue::exam::{
    CorrectedSubmission, ExamRef, ExamSubmissionCorrected, ExamSubmissionFailed,
    ExamSubmissionReceived, FailedSubmission, ReceivedSubmission,
};
use crate::events::catalogue::shared::{EventError, Failed, Received};
use crate::events::outbox::{self, NewEvent};
use crate::ids::{new_id, timestamp};
use crate::services::exams::load_exam;
use crate::services::{Window, list as list_of, load, load_stored};
use crate::storage::{Batch, Expect};

/// Most answers in one submission.
pub(crate) const MAX_ANSWERS: usize = 500;
/// Most corrections read for a spreadsheet or an analysis.
pub(crate) const MAX_READ: usize = 10_000;

/// Body of `POST /v1/exams/{examId}/submissions`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct SubmitRequest {
    /// Who answered.
    pub student: StudentRef,
    /// The export (`exp_…`, of this exam) the student's copy came from: the answers are
    /// scored against the key of its `variant` (its own values and printed order). An export
    /// of another exam, or none, is 404.
    #[schema(pattern = "^exp_", max_length = 64)]
    pub export_id: Option<String>,
    /// The variant (1, 2, …) of `exportId` the student had; needs `exportId`, and may be left
    /// out only when the export has a single variant.
    #[schema(minimum = 1)]
    pub variant: Option<u32>,
    /// At most 500 answers, at most one per node; a question left out scores 0.
    #[schema(max_items = 500)]
    pub answers: Vec<GivenAnswer>,
}

fn field(name: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: name.to_owned(),
        message: message.into(),
    }
}

/// Scores a submission to an exam of `account` and stores the correction, with the events
/// `exam.submission.received` and `exam.submission.corrected`. Answers that do not fit the
/// exam (unknown nodes, values of the wrong shape) are a validation error, announced by
/// `exam.submission.received` then `exam.submission.failed`; nothing is stored.
pub(crate) async fn submit(
    app: &App,
    account: &str,
    exam_id: &str,
    req: SubmitRequest,
    now: DateTime<Utc>,
) -> Result<Correction, Error> {
    // Another account's exam, or none: 404 before anything else.
    let (exam, _) = load_exam(app, account, exam_id).await?;
    // The printed variant to score against: the export must be this exam's.
    let printed = match &req.export_id {
        Some(export_id) => {
            Some(printed_variant(app, account, &exam, export_id, req.variant).await?)
        }
        None => None,
    };
    let mut errors = Vec::new();
    let student_id_len = req.student.id.chars().count();
    if !(1..=128).contains(&student_id_len) || req.student.id.trim().is_empty() {
        errors.push(field(
            "student.id",
            "must be 1 to 128 characters, not blank",
        ));
    }
    if req
        .student
        .name
        .as_ref()
        .is_some_and(|n| n.chars().count() > 200)
    {
        errors.push(field("student.name", "must be at most 200 characters"));
    }
    if req.answers.len() > MAX_ANSWERS {
        errors.push(field("answers", format!("at most {MAX_ANSWERS} answers")));
    }
    if req.variant.is_some() && req.export_id.is_none() {
        errors.push(field(
            "variant",
            "needs exportId (the export it belongs to)",
        ));
    } else if req.variant == Some(0) {
        errors.push(field("variant", "variants are numbered from 1"));
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    match exam.status {
        ExamStatus::Ready => {}
        ExamStatus::Generating => {
            return Err(Error::conflict(
                "The exam is still generating; submit when it is ready.",
            ));
        }
        ExamStatus::Failed => {
            return Err(Error::conflict(
                "The exam's generation failed; it cannot be answered.",
            ));
        }
    }
    let id = new_id("sub", now);
    let exam_ref = ExamRef::new(&exam.id);
    let received = NewEvent::of(
        account,
        &ExamSubmissionReceived {
            exam: exam_ref.clone(),
            submission: ReceivedSubmission {
                id: id.clone(),
                status: Received,
                student_ref: Some(req.student.id.clone()),
                received_at: Some(timestamp(now)),
            },
        },
    );
    let scored_against = printed.map(|v| grading::as_printed(&exam, &v));
    let items = match grading::score(scored_against.as_ref().unwrap_or(&exam), &req.answers) {
        Ok(items) => items,
        Err(details) => {
            let error = Error::validation(details);
            let failed = NewEvent::of(
                account,
                &ExamSubmissionFailed {
                    exam: exam_ref,
                    submission: FailedSubmission {
                        id,
                        status: Failed,
                        student_ref: Some(req.student.id.clone()),
                    },
                    error: EventError::new("answers_mismatch", error.detail.clone()),
                },
            );
            outbox::commit(app.storage(), Batch::new(), vec![received, failed], now).await?;
            return Err(error);
        }
    };
    let status = grading::status_of(&items);
    let score = grading::round2(items.iter().filter_map(|i| i.awarded).sum());
    let max_score = grading::round2(items.iter().map(|i| i.max).sum());
    let (account_id, livemode) = split_owner(account);
    let correction = Correction {
        id: id.clone(),
        object: "correction".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
        exam_id: exam.id.clone(),
        source: "digital".to_owned(),
        student: req.student,
        status,
        score,
        max_score,
        items,
        paper: None,
        created_at: now,
    };
    let corrected = NewEvent::of(
        account,
        &ExamSubmissionCorrected {
            exam: exam_ref,
            submission: CorrectedSubmission {
                id,
                status: status.into(),
                student_ref: Some(correction.student.id.clone()),
                score,
                max_score,
                corrected_at: Some(timestamp(now)),
            },
        },
    );
    let batch = Batch::new().put(correction.to_doc(1), Expect::Absent);
    outbox::commit(app.storage(), batch, vec![received, corrected], now).await?;
    Ok(correction)
}

/// Variant `variant` of export `export_id` of `exam` as printed: 404 when the export is not
/// one of this exam's (or another account's); 400 naming `variant` when it has no such
/// variant, or when `variant` is left out of an export of several.
pub(crate) async fn printed_variant(
    app: &App,
    account: &str,
    exam: &Exam,
    export_id: &str,
    variant: Option<u32>,
) -> Result<PrintVariant, Error> {
    let (export, _) = load::<Export>(app, account, export_id).await?;
    if export.exam_id != exam.id {
        return Err(Error::not_found("export"));
    }
    let number = match variant {
        Some(n) => n,
        None if export.variants.len() == 1 => export.variants[0].number,
        None => {
            return Err(Error::invalid(
                "variant",
                format!(
                    "required: export {} has {} variants",
                    export.id,
                    export.variants.len()
                ),
            ));
        }
    };
    let key: Option<&VariantKey> = export.variants.iter().find(|v| v.number == number);
    if key.is_none() {
        return Err(Error::invalid(
            "variant",
            format!(
                "export {} has variants 1 to {}",
                export.id,
                export.variants.len()
            ),
        ));
    }
    let (job, _) = load::<PrintJob>(app, account, export_id).await?;
    job.variants
        .into_iter()
        .find(|v| v.number == number)
        .ok_or_else(|| Error::invalid("variant", "this variant was not printed"))
}

/// The filters of a list of corrections (`status`, `student`) from the values given.
pub(crate) fn filters(
    exam_id: &str,
    status: Option<&str>,
    student: Option<&str>,
) -> Result<Vec<(String, String)>, Error> {
    let mut filters = vec![("examId".to_owned(), exam_id.to_owned())];
    if let Some(s) = status {
        super::one_of("status", s, &["corrected", "needs_review"])?;
        filters.push(("status".to_owned(), s.to_owned()));
    }
    if let Some(s) = student {
        if s.chars().count() > 128 {
            return Err(Error::invalid("student", "must be at most 128 characters"));
        }
        filters.push(("student".to_owned(), s.to_owned()));
    }
    Ok(filters)
}

/// A window of the corrections of an exam of `account` matching `filters`, newest first.
pub(crate) async fn list(
    app: &App,
    account: &str,
    exam_id: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Correction>, Error> {
    // Only whether the exam is the account's: its head says so.
    load_stored::<Exam>(app, account, exam_id).await?;
    list_of::<Correction>(app, account, filters, window).await
}

/// The exam and every correction of it matching `filters` (at most [`MAX_READ`]), oldest first.
pub(crate) async fn all(
    app: &App,
    account: &str,
    exam_id: &str,
    filters: Vec<(String, String)>,
) -> Result<(Exam, Vec<Correction>), Error> {
    let (exam, _) = load_exam(app, account, exam_id).await?;
    let mut out: Vec<Correction> = Vec::new();
    loop {
        let window = Window {
            after: out.last().map(|c| c.id.clone()),
            limit: 100,
        };
        let page = list_of::<Correction>(app, account, filters.clone(), window).await?;
        let done = page.len() < 100;
        out.extend(page);
        if done || out.len() >= MAX_READ {
            break;
        }
    }
    out.truncate(MAX_READ);
    out.reverse();
    Ok((exam, out))
}

/// The spreadsheet of an exam's corrections matching `filters`.
pub(crate) async fn spreadsheet(
    app: &App,
    account: &str,
    exam_id: &str,
    filters: Vec<(String, String)>,
) -> Result<String, Error> {
    let (exam, corrections) = all(app, account, exam_id, filters).await?;
    Ok(grading::csv(&exam, &corrections))
}

/// The item analysis of an exam of `account`.
pub(crate) async fn analytics(
    app: &App,
    account: &str,
    exam_id: &str,
) -> Result<ExamAnalysis, Error> {
    let filters = vec![("examId".to_owned(), exam_id.to_owned())];
    let (exam, corrections) = all(app, account, exam_id, filters).await?;
    Ok(item_analysis::analyse_exam(&exam, &corrections))
}
