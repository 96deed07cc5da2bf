//! Printable exports of an exam (`exp_…`): PDF subjects in N variants, and paper copies with
//! answer sheets. A request is checked, every variant is drawn at once (values redrawn from the
//! questions' templates, questions and choices shuffled, answer keys written), the export and
//! its print job are stored with `exam.export.started`, and the PDF is rendered in the
//! background: the export then becomes `completed` (with its page count, size, parts and, for
//! paper, the answer sheets' layout) or `failed` (with a problem), with `exam.export.completed`
//! / `exam.paper.rendered` or `exam.export.failed` / `exam.paper.failed`.
//!
//! The PDF is not kept as bytes: the print job holds every variant as printed, and rendering is
//! deterministic, so the file (or one part of it) is rendered again identically when asked for.
//! It is served only once the export is `completed`, i.e. once a whole render succeeded.

use std::collections::HashSet;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::curriculum::curriculum;
use crate::domain::exam::{Exam, ExamError, ExamStatus, QuestionNode};
use crate::domain::export::{
    Export, ExportKind, ExportOptions, ExportStatus, PaperSize, PrintCopy, PrintJob, PrintVariant,
    Student, VariantKey,
};
use crate::domain::usage::{Family, Metric};
use crate::domain::{Resource, split_owner};
use crate::error::{Error, ErrorCode, FieldError};
use crate::events::catalogue::exam::{
    ExamExportCompleted, ExamExportFailed, ExamExportStarted, ExamPaperFailed, ExamPaperRendered,
    ExamRef, ExportFailure, ExportProcessing, ExportReady, RenderedPaper,
};
use crate::events::catalogue::shared::{Completed, EventError, Failed, Pdf, Rendering};
use crate::events::outbox::{self, NewEvent};
use crate::generate::GenerationError;
use crate::ids::new_id;
use crate::paper::{self, RenderError, Rendered, Selection};
use crate::services::exams::load_exam;
use crate::services::load;
use crate::storage::{Batch, Expect};

/// Most variants of one export.
pub(crate) const MAX_VARIANTS: u32 = 200;
/// Most copies of one paper.
pub(crate) const MAX_COPIES: u32 = 500;
/// Most digits of the student-number grid.
pub(crate) const MAX_STUDENT_DIGITS: u8 = 12;

/// `POST /v1/exams/{examId}/exports`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct CreateExportRequest {
    /// Number of variants, 1 to 200 (default 1).
    #[schema(minimum = 1, maximum = 200)]
    pub variants: Option<u32>,
    /// Shuffle the questions within each section, per variant (default true).
    pub shuffle_questions: Option<bool>,
    /// Shuffle the choices (and ordering items, matching options), per variant (default true).
    pub shuffle_choices: Option<bool>,
    /// Each variant draws its own values from the questions' templates, so its answers differ
    /// too (default true; variant 1 keeps the exam's own values; an edited question keeps its
    /// text in every variant).
    pub regenerate_values: Option<bool>,
    /// Append each variant's answer key (default true).
    pub answer_key: Option<bool>,
    /// `a4` (default) or `letter`.
    pub paper_size: Option<PaperSize>,
    /// Seed for reproducible output: the same exam, options and seed give byte-identical PDFs
    /// (default: random).
    pub seed: Option<u64>,
}

/// `POST /v1/exams/{examId}/paper`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct CreatePaperRequest {
    /// Number of copies, 1 to 500; required unless `students` is given (then it is the roster's
    /// size, and may be omitted).
    #[schema(minimum = 1, maximum = 500)]
    pub copies: Option<u32>,
    /// Number of variants, 1 to `copies` (default 1); copy k gets variant ((k − 1) mod
    /// variants) + 1.
    #[schema(minimum = 1, maximum = 500)]
    pub variants: Option<u32>,
    /// The roster, printed on the copies: one copy per student, in order (1 to 500 students,
    /// ids unique).
    #[schema(min_items = 1, max_items = 500)]
    pub students: Option<Vec<Student>>,
    /// Digits of the student-number grid on the answer sheets, 0 (no grid) to 12 (default 8).
    #[schema(minimum = 0, maximum = 12)]
    pub student_id_digits: Option<u8>,
    /// Shuffle the questions within each section, per variant (default true).
    pub shuffle_questions: Option<bool>,
    /// Shuffle the choices, per variant (default true).
    pub shuffle_choices: Option<bool>,
    /// Each variant draws its own values (default true).
    pub regenerate_values: Option<bool>,
    /// Append each variant's answer key (default true).
    pub answer_key: Option<bool>,
    /// `a4` (default) or `letter`.
    pub paper_size: Option<PaperSize>,
    /// Seed for reproducible output (default: random).
    pub seed: Option<u64>,
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

/// The problem of a build without the PDF renderer.
fn not_compiled() -> Error {
    Error::new(ErrorCode::Unavailable, RenderError::NotCompiled.to_string())
}

/// Creates a PDF export of `exam_id` (kind `export`).
pub(crate) async fn create_export(
    app: &Arc<App>,
    account: &str,
    exam_id: &str,
    req: CreateExportRequest,
    now: DateTime<Utc>,
) -> Result<Export, Error> {
    let variants = req.variants.unwrap_or(1);
    if !(1..=MAX_VARIANTS).contains(&variants) {
        return Err(Error::invalid("variants", "must be from 1 to 200"));
    }
    let options = ExportOptions {
        variants,
        shuffle_questions: req.shuffle_questions.unwrap_or(true),
        shuffle_choices: req.shuffle_choices.unwrap_or(true),
        regenerate_values: req.regenerate_values.unwrap_or(true),
        answer_key: req.answer_key.unwrap_or(true),
        paper_size: req.paper_size.unwrap_or_default(),
        seed: req.seed.unwrap_or_else(rand::random),
        copies: None,
        students: None,
        student_id_digits: None,
    };
    let export = create(app, account, exam_id, ExportKind::Export, options, now).await?;
    app.usage
        .add_for_owner(account, Family::Exams, Metric::Exports, 1, now);
    Ok(export)
}

/// Creates a printable paper of `exam_id` (kind `paper`).
pub(crate) async fn create_paper(
    app: &Arc<App>,
    account: &str,
    exam_id: &str,
    req: CreatePaperRequest,
    now: DateTime<Utc>,
) -> Result<Export, Error> {
    let mut errors = Vec::new();
    if let Some(students) = &req.students {
        if students.is_empty() || students.len() > MAX_COPIES as usize {
            errors.push(err("students", "must list 1 to 500 students"));
        }
        let mut seen = HashSet::new();
        for (i, s) in students.iter().enumerate() {
            if s.id.trim().is_empty() || s.id.chars().count() > 64 {
                errors.push(err(
                    &format!("students[{i}].id"),
                    "must be 1 to 64 characters",
                ));
            } else if !seen.insert(s.id.as_str()) {
                errors.push(err(
                    &format!("students[{i}].id"),
                    format!("`{}` is already in the roster", s.id),
                ));
            }
            if s.name.trim().is_empty() || s.name.chars().count() > 120 {
                errors.push(err(
                    &format!("students[{i}].name"),
                    "must be 1 to 120 characters",
                ));
            }
        }
    }
    let copies = match (&req.students, req.copies) {
        (Some(s), None) => s.len() as u32,
        (Some(s), Some(c)) if c as usize == s.len() => c,
        (Some(s), Some(_)) => {
            errors.push(err(
                "copies",
                format!(
                    "must be the roster's size ({}) when students are given",
                    s.len()
                ),
            ));
            0
        }
        (None, Some(c)) if (1..=MAX_COPIES).contains(&c) => c,
        (None, Some(_)) => {
            errors.push(err("copies", "must be from 1 to 500"));
            0
        }
        (None, None) => {
            errors.push(err(
                "copies",
                "is required (1 to 500) unless students are given",
            ));
            0
        }
    };
    let variants = req.variants.unwrap_or(1);
    if variants < 1 || (copies > 0 && variants > copies) || variants > MAX_COPIES {
        errors.push(err("variants", "must be from 1 to the number of copies"));
    }
    let digits = req.student_id_digits.unwrap_or(8);
    if digits > MAX_STUDENT_DIGITS {
        errors.push(err("studentIdDigits", "must be from 0 to 12"));
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let options = ExportOptions {
        variants,
        shuffle_questions: req.shuffle_questions.unwrap_or(true),
        shuffle_choices: req.shuffle_choices.unwrap_or(true),
        regenerate_values: req.regenerate_values.unwrap_or(true),
        answer_key: req.answer_key.unwrap_or(true),
        paper_size: req.paper_size.unwrap_or_default(),
        seed: req.seed.unwrap_or_else(rand::random),
        copies: Some(copies),
        students: req.students,
        student_id_digits: Some(digits),
    };
    let export = create(app, account, exam_id, ExportKind::Paper, options, now).await?;
    app.usage
        .add_for_owner(account, Family::Exams, Metric::Exports, 1, now);
    Ok(export)
}

/// The exam `exam_id` of the account, if it can be printed.
async fn printable(app: &App, account: &str, exam_id: &str) -> Result<Exam, Error> {
    let (exam, _) = load_exam(app, account, exam_id).await?;
    match exam.status {
        ExamStatus::Generating => {
            return Err(Error::conflict(
                "The exam is still generating: export it once it is ready.",
            ));
        }
        ExamStatus::Failed => {
            return Err(Error::conflict(
                "The exam's generation failed: there is nothing complete to print.",
            ));
        }
        ExamStatus::Ready => {}
    }
    if exam.sections.iter().all(|s| s.questions.is_empty()) {
        return Err(Error::conflict(
            "The exam has no question: there is nothing to print.",
        ));
    }
    Ok(exam)
}

/// How often a question whose redraw fails verification is drawn again with another seed.
const REDRAW_ATTEMPTS: u64 = 4;

/// Question `q` (at `index` in the exam) in variant `number` seeded `seed`: drawn again from its
/// template when asked (never for variant 1), else as it is.
fn variant_question(
    app: &App,
    exam: &Exam,
    q: &QuestionNode,
    index: usize,
    (number, seed): (u32, u64),
    regenerate: bool,
) -> QuestionNode {
    let Some(template) = q.template.as_ref().filter(|_| regenerate && number > 1) else {
        return q.clone();
    };
    for attempt in 0..REDRAW_ATTEMPTS {
        let s = paper::question_seed(seed, index, attempt);
        match app
            .generator
            .redraw(template, s, exam.language, exam.quality)
        {
            // The same template must give the same kind of question, with as many parts;
            // anything else is drawn again, and in the end printed as it is.
            Ok(draft) if draft.kind != q.kind || draft.parts.len() != q.parts.len() => {
                tracing::debug!(question = %q.id, "redraw changed the question's shape; retrying");
            }
            Ok(draft) => {
                let mut node = paper::redrawn(q, draft);
                // The teacher's points stand.
                node.points = q.points;
                if node.parts.len() == q.parts.len() {
                    for (p, o) in node.parts.iter_mut().zip(&q.parts) {
                        p.points = o.points;
                    }
                }
                return node;
            }
            Err(GenerationError::Failed(why)) => {
                tracing::debug!(question = %q.id, %why, "redraw failed verification; retrying");
            }
            Err(_) => break,
        }
    }
    q.clone()
}

/// Every variant of `exam` for `options`.
fn draw_variants(app: &App, exam: &Exam, options: &ExportOptions) -> Vec<PrintVariant> {
    (1..=options.variants)
        .map(|number| {
            let seed = paper::variant_seed(options.seed, number);
            let mut index = 0;
            let sections = exam
                .sections
                .iter()
                .map(|s| {
                    let questions = s
                        .questions
                        .iter()
                        .map(|q| {
                            let node = variant_question(
                                app,
                                exam,
                                q,
                                index,
                                (number, seed),
                                options.regenerate_values,
                            );
                            index += 1;
                            node
                        })
                        .collect();
                    (s.title.clone(), questions)
                })
                .collect();
            paper::variant(
                number,
                seed,
                sections,
                options.shuffle_questions,
                options.shuffle_choices,
            )
        })
        .collect()
}

/// The title and subtitle printed on `exam`'s papers.
fn titles(exam: &Exam) -> (String, String) {
    let c = curriculum();
    let subject = c
        .subject(&exam.subject)
        .map_or_else(|| exam.subject.clone(), |s| s.name.clone());
    let level = c
        .level(&exam.level)
        .map_or_else(|| exam.level.clone(), |l| l.short_name.clone());
    let title = format!("{subject} — {level}");
    let chapters: Vec<&str> = exam.sections.iter().map(|s| s.title.as_str()).collect();
    (title, chapters.join(" · "))
}

async fn create(
    app: &Arc<App>,
    account: &str,
    exam_id: &str,
    kind: ExportKind,
    options: ExportOptions,
    now: DateTime<Utc>,
) -> Result<Export, Error> {
    let exam = printable(app, account, exam_id).await?;
    if !paper::PDF_AVAILABLE {
        return Err(not_compiled());
    }
    let variants = draw_variants(app, &exam, &options);
    let keys = variants
        .iter()
        .map(|v| VariantKey {
            number: v.number,
            seed: v.seed,
            answer_key: paper::answer_key(v, exam.language),
        })
        .collect();
    let copies: Vec<PrintCopy> = match kind {
        ExportKind::Export => Vec::new(),
        ExportKind::Paper => (0..options.copies.unwrap_or(1))
            .map(|i| PrintCopy {
                number: i + 1,
                variant: i % options.variants + 1,
                student: options
                    .students
                    .as_ref()
                    .and_then(|s| s.get(i as usize).cloned()),
            })
            .collect(),
    };
    let (account_id, livemode) = split_owner(account);
    let (title, subtitle) = titles(&exam);
    let export = Export {
        id: new_id("exp", now),
        object: "exam_export".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
        exam_id: exam.id.clone(),
        kind,
        status: ExportStatus::Rendering,
        options: options.clone(),
        variants: keys,
        page_count: None,
        size_bytes: None,
        parts: None,
        layout: None,
        error: None,
        created_at: now,
        completed_at: None,
    };
    let job = PrintJob {
        id: export.id.clone(),
        account_id: account_id.to_owned(),
        livemode,
        kind,
        title,
        subtitle,
        language: exam.language,
        paper_size: options.paper_size,
        answer_key: options.answer_key,
        student_id_digits: options.student_id_digits.unwrap_or(0),
        variants,
        copies,
        brand: crate::services::marketplace::brand_line(app, account, now).await?,
    };
    let batch = Batch::new()
        .put(export.to_doc(1), Expect::Absent)
        .put(job.to_doc(1), Expect::Absent);
    let mut events = Vec::new();
    if kind == ExportKind::Export {
        events.push(NewEvent::of(
            account,
            &ExamExportStarted {
                exam: ExamRef::new(&exam.id),
                export: ExportProcessing {
                    id: export.id.clone(),
                    status: Rendering,
                    format: Some(Pdf),
                    variants: options.variants,
                },
            },
        ));
    }
    outbox::commit(app.storage(), batch, events, now).await?;
    let (app, account, started) = (app.clone(), account.to_owned(), export.clone());
    tokio::spawn(async move {
        finish(&app, &account, started, job).await;
    });
    Ok(export)
}

/// How often storing the result is tried again on a transient storage error.
const STORE_ATTEMPTS: u32 = 5;

/// Renders `job` and stores the outcome of `export`.
async fn finish(app: &Arc<App>, account: &str, mut export: Export, job: PrintJob) {
    let rendered = render_blocking(job, Selection::default()).await;
    let now = app.clock.now();
    export.completed_at = Some(now);
    let exam = ExamRef::new(&export.exam_id);
    let event = match rendered {
        Ok(r) => {
            export.status = ExportStatus::Completed;
            export.page_count = Some(r.page_count);
            export.size_bytes = Some(r.pdf.len() as u64);
            export.parts = Some(r.parts);
            export.layout = r.layout;
            match export.kind {
                ExportKind::Export => NewEvent::of(
                    account,
                    &ExamExportCompleted {
                        exam,
                        export: ExportReady {
                            id: export.id.clone(),
                            status: Completed,
                            format: Some(Pdf),
                            variants: export.options.variants,
                            url: None,
                            page_count: Some(r.page_count),
                            size_bytes: Some(r.pdf.len() as u64),
                        },
                    },
                ),
                ExportKind::Paper => NewEvent::of(
                    account,
                    &ExamPaperRendered {
                        exam,
                        paper: RenderedPaper {
                            id: export.id.clone(),
                            status: Completed,
                            copies: export.options.copies.unwrap_or(1),
                            variants: export.options.variants,
                            size_bytes: Some(r.pdf.len() as u64),
                            format: Some(Pdf),
                            page_count: r.page_count,
                            url: None,
                        },
                    },
                ),
            }
        }
        Err(e) => {
            tracing::warn!(export = %export.id, error = %e, "rendering failed");
            let detail = format!("The PDF could not be rendered: {e}");
            export.status = ExportStatus::Failed;
            export.error = Some(ExamError {
                code: "render_failed".to_owned(),
                detail: detail.clone(),
            });
            let failure = ExportFailure {
                id: export.id.clone(),
                status: Failed,
                format: Some(Pdf),
                variants: Some(export.options.variants),
            };
            let error = EventError::new("render_failed", detail);
            match export.kind {
                ExportKind::Export => NewEvent::of(
                    account,
                    &ExamExportFailed {
                        exam,
                        export: failure,
                        error,
                    },
                ),
                ExportKind::Paper => NewEvent::of(
                    account,
                    &ExamPaperFailed {
                        exam,
                        paper: failure,
                        error,
                    },
                ),
            }
        }
    };
    for attempt in 1..=STORE_ATTEMPTS {
        let batch = Batch::new().put(export.to_doc(2), Expect::Version(1));
        let again = NewEvent {
            account: event.account,
            event_type: event.event_type,
            data: event.data.clone(),
            only: None,
            both_modes: false,
        };
        match outbox::commit(app.storage(), batch, vec![again], now).await {
            Ok(()) => return,
            Err(e) if e.code == ErrorCode::Unavailable && attempt < STORE_ATTEMPTS => {
                tokio::time::sleep(std::time::Duration::from_millis(200 * u64::from(attempt)))
                    .await;
            }
            Err(e) => {
                tracing::error!(export = %export.id, error = %e.detail, "the export's outcome could not be stored");
                return;
            }
        }
    }
}

/// Renders on a blocking thread (rendering is CPU work).
async fn render_blocking(job: PrintJob, selection: Selection) -> Result<Rendered, RenderError> {
    tokio::task::spawn_blocking(move || paper::render(&job, selection))
        .await
        .unwrap_or_else(|e| Err(RenderError::Failed(format!("the renderer stopped: {e}"))))
}

/// The export `export_id` of the exam `exam_id` of the account.
pub(crate) async fn get(
    app: &App,
    account: &str,
    exam_id: &str,
    export_id: &str,
) -> Result<Export, Error> {
    let (export, _) = load::<Export>(app, account, export_id).await?;
    if export.exam_id != exam_id {
        return Err(Error::not_found(Export::NAME));
    }
    Ok(export)
}

/// What `?part=` names.
pub(crate) fn part(value: Option<&str>) -> Result<Option<paper::Part>, Error> {
    match value {
        None => Ok(None),
        Some("subject") => Ok(Some(paper::Part::Subject)),
        Some("sheets") => Ok(Some(paper::Part::Sheets)),
        Some("answers") => Ok(Some(paper::Part::Answers)),
        Some(_) => Err(Error::invalid("part", "must be subject, sheets or answers")),
    }
}

/// The PDF of a completed export (or the part `selection` names), and a file name for it.
pub(crate) async fn pdf(
    app: &App,
    account: &str,
    exam_id: &str,
    export_id: &str,
    selection: Selection,
) -> Result<(Vec<u8>, String), Error> {
    let export = get(app, account, exam_id, export_id).await?;
    match export.status {
        ExportStatus::Rendering => {
            return Err(Error::conflict(
                "The export is still rendering: ask again once its status is completed.",
            ));
        }
        ExportStatus::Failed => {
            let why = export
                .error
                .as_ref()
                .map_or_else(String::new, |e| format!(" {}", e.detail));
            return Err(Error::conflict(format!(
                "The export failed: there is no PDF.{why}"
            )));
        }
        ExportStatus::Completed => {}
    }
    let limit = match export.kind {
        ExportKind::Export => export.options.variants,
        ExportKind::Paper => export.options.copies.unwrap_or(1),
    };
    if let Some(c) = selection.copy
        && !(1..=limit).contains(&c)
    {
        return Err(Error::invalid(
            "copy",
            format!(
                "must be from 1 to {limit} (a {} of this export)",
                match export.kind {
                    ExportKind::Export => "variant",
                    ExportKind::Paper => "copy",
                }
            ),
        ));
    }
    match selection.part {
        Some(paper::Part::Sheets) if export.kind == ExportKind::Export => {
            return Err(Error::invalid(
                "part",
                "an export of kind `export` has no answer sheets",
            ));
        }
        Some(paper::Part::Answers) if !export.options.answer_key => {
            return Err(Error::invalid(
                "part",
                "this export was made without answer keys",
            ));
        }
        _ => {}
    }
    if !paper::PDF_AVAILABLE {
        return Err(not_compiled());
    }
    let (job, _) = load::<PrintJob>(app, account, export_id).await?;
    let rendered = render_blocking(job, selection).await.map_err(|e| {
        tracing::error!(export = %export_id, error = %e, "a completed export no longer renders");
        Error::internal()
    })?;
    let mut name = format!("{}-{}", export.exam_id, export.id);
    if let Some(p) = selection.part {
        name.push_str(match p {
            paper::Part::Subject => "-subject",
            paper::Part::Sheets => "-sheets",
            paper::Part::Answers => "-answers",
        });
    }
    if let Some(c) = selection.copy {
        name.push_str(&format!("-{c}"));
    }
    name.push_str(".pdf");
    Ok((rendered.pdf, name))
}
