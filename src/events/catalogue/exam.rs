//! `exam.*`: generation, edits, exports, printable papers and digital submissions.

use serde::Serialize;
use utoipa::ToSchema;

use super::shared::{Completed, EventError, Failed, Generating, Pdf, Received, Rendering};
use super::*;

pub(crate) const EXAMPLE_EXAM_ID: &str = "exam_01KAMYX8F2J6N3P5Q7R9S1T4VW";
const EXAMPLE_NODE_ID: &str = "node_01KAMYXB3C5D7E9F1G2H4J6K8M";
const EXAMPLE_EXPORT_ID: &str = "exp_01KAMZ0N6P8Q2R4S6T8V0W2X4Y";
const EXAMPLE_SUBMISSION_ID: &str = "sub_01KAMZ2A4B6C8D0E2F4G6H8J0K";

/// An exam, by its id alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamRef {
    /// Exam id (`exam_…`).
    #[schema(pattern = "^exam_")]
    pub id: String,
}

impl ExamRef {
    /// The exam `id`.
    pub fn new(id: impl Into<String>) -> Self {
        Self { id: id.into() }
    }

    pub(crate) fn example() -> Self {
        Self::new(EXAMPLE_EXAM_ID)
    }
}

/// What every description of an exam starts with: its id, subject and level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamHead {
    /// Exam id (`exam_…`).
    #[schema(pattern = "^exam_")]
    pub id: String,
    /// Subject slug.
    pub subject: String,
    /// Level slug.
    pub level: String,
}

impl ExamHead {
    /// The exam `id` on `subject` at `level`.
    pub fn new(
        id: impl Into<String>,
        subject: impl Into<String>,
        level: impl Into<String>,
    ) -> Self {
        Self {
            id: id.into(),
            subject: subject.into(),
            level: level.into(),
        }
    }

    fn example() -> Self {
        Self::new(EXAMPLE_EXAM_ID, "mathematiques", "4e")
    }
}

/// Where an exam stands: `generating` → `ready` | `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExamState {
    /// Questions are being produced.
    Generating,
    /// Every question is there.
    Ready,
    /// Generation stopped on an error.
    Failed,
}

impl From<crate::domain::exam::ExamStatus> for ExamState {
    fn from(status: crate::domain::exam::ExamStatus) -> Self {
        use crate::domain::exam::ExamStatus;
        match status {
            ExamStatus::Generating => Self::Generating,
            ExamStatus::Ready => Self::Ready,
            ExamStatus::Failed => Self::Failed,
        }
    }
}

/// An exam whose generation has begun.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct StartedExam {
    /// Id, subject and level.
    #[serde(flatten)]
    pub head: ExamHead,
    /// Exam state.
    pub status: Generating,
    /// Number of questions requested.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 1)]
    pub question_count: Option<u32>,
    /// Number of nodes in the exam tree so far.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub node_count: Option<u32>,
}

/// A generated exam.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamSummary {
    /// Id, subject and level.
    #[serde(flatten)]
    pub head: ExamHead,
    /// Number of nodes in the exam tree, as in the stream's `done` event.
    pub node_count: u32,
}

/// An exam whose generation failed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FailedExam {
    /// Id, subject and level.
    #[serde(flatten)]
    pub head: ExamHead,
    /// Exam state.
    pub status: Failed,
    /// Number of nodes in the exam tree when it stopped.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub node_count: Option<u32>,
}

/// A changed exam.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedExam {
    /// Id, subject and level.
    #[serde(flatten)]
    pub head: ExamHead,
    /// Exam state.
    pub status: ExamState,
    /// When it changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub updated_at: Option<String>,
    /// Number of nodes in the exam tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub node_count: Option<u32>,
}

/// A deleted exam.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DeletedExam {
    /// Id, subject and level.
    #[serde(flatten)]
    pub head: ExamHead,
    /// Exam state.
    pub status: ExamState,
    /// When it was deleted.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub deleted_at: Option<String>,
    /// Number of nodes in the exam tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub node_count: Option<u32>,
}

/// An edited node of an exam tree.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EditedNode {
    /// Node id (`node_…`).
    #[schema(pattern = "^node_")]
    pub id: String,
    /// The node's new version.
    #[schema(minimum = 1)]
    pub version: u64,
    /// Node kind: `section`, `question`, `choice` or `part`.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub kind: Option<String>,
}

/// The verdict on a blueprint.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlueprintVerdict {
    /// Whether the blueprint can be generated.
    pub valid: bool,
    /// Number of errors found.
    pub errors: usize,
    /// Number of warnings found.
    pub warnings: usize,
}

/// An export being rendered.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportProcessing {
    /// Export id (`exp_…`).
    #[schema(pattern = "^exp_")]
    pub id: String,
    /// Export state.
    pub status: Rendering,
    /// Output format.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub format: Option<Pdf>,
    /// Number of variants requested.
    #[schema(minimum = 1)]
    pub variants: u32,
}

/// A rendered export.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportReady {
    /// Export id (`exp_…`).
    #[schema(pattern = "^exp_")]
    pub id: String,
    /// Export state.
    pub status: Completed,
    /// Output format.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub format: Option<Pdf>,
    /// Number of variants requested.
    #[schema(minimum = 1)]
    pub variants: u32,
    /// Where to download the PDF.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = "uri")]
    pub url: Option<String>,
    /// Pages in the PDF.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 1)]
    pub page_count: Option<u32>,
    /// Size of the PDF in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 1)]
    pub size_bytes: Option<u64>,
}

/// An export that could not be produced.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportFailure {
    /// Export id (`exp_…`).
    #[schema(pattern = "^exp_")]
    pub id: String,
    /// Export state.
    pub status: Failed,
    /// Output format.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub format: Option<Pdf>,
    /// Number of variants requested.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 1)]
    pub variants: Option<u32>,
}

/// A rendered printable paper.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RenderedPaper {
    /// Export id (`exp_…`, kind `paper`).
    #[schema(pattern = "^exp_")]
    pub id: String,
    /// Export state.
    pub status: Completed,
    /// Copies printed (each with its answer sheet).
    #[schema(minimum = 1)]
    pub copies: u32,
    /// Variants the copies cycle through.
    #[schema(minimum = 1)]
    pub variants: u32,
    /// Size of the PDF in bytes.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 1)]
    pub size_bytes: Option<u64>,
    /// Output format.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub format: Option<Pdf>,
    /// Pages of subject and answer sheet.
    #[schema(minimum = 1)]
    pub page_count: u32,
    /// Where to download the PDF.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = "uri")]
    pub url: Option<String>,
}

/// Digital answers received.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedSubmission {
    /// Submission id (`sub_…`).
    #[schema(pattern = "^sub_")]
    pub id: String,
    /// Submission state.
    pub status: Received,
    /// The caller's reference for the student.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub student_ref: Option<String>,
    /// When it was received.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub received_at: Option<String>,
}

/// Where a corrected submission stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CorrectionState {
    /// Every answer is scored.
    Corrected,
    /// An open answer waits for a teacher.
    NeedsReview,
}

impl From<crate::domain::grading::CorrectionStatus> for CorrectionState {
    fn from(status: crate::domain::grading::CorrectionStatus) -> Self {
        use crate::domain::grading::CorrectionStatus;
        match status {
            CorrectionStatus::Corrected => Self::Corrected,
            CorrectionStatus::NeedsReview => Self::NeedsReview,
        }
    }
}

/// Digital answers corrected and scored.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectedSubmission {
    /// Submission id (`sub_…`).
    #[schema(pattern = "^sub_")]
    pub id: String,
    /// Submission state: `corrected`, or `needs_review` when an open answer waits for a
    /// teacher (its points are not in `score` yet).
    pub status: CorrectionState,
    /// The caller's reference for the student.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub student_ref: Option<String>,
    /// Points obtained.
    #[schema(minimum = 0)]
    pub score: f64,
    /// Points available.
    #[schema(minimum = 0)]
    pub max_score: f64,
    /// When it was corrected.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub corrected_at: Option<String>,
}

/// Digital answers that could not be corrected.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FailedSubmission {
    /// Submission id (`sub_…`).
    #[schema(pattern = "^sub_")]
    pub id: String,
    /// Submission state.
    pub status: Failed,
    /// The caller's reference for the student.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub student_ref: Option<String>,
}

/// `data` of `exam.generation.started`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamGenerationStarted {
    /// The exam.
    pub exam: StartedExam,
}

impl ExamGenerationStarted {
    /// The exam `head` has begun generating; its tree has `node_count` nodes so far.
    pub fn new(head: ExamHead, node_count: u32) -> Self {
        Self {
            exam: StartedExam {
                head,
                status: Generating,
                question_count: None,
                node_count: Some(node_count),
            },
        }
    }
}

impl EventPayload for ExamGenerationStarted {
    const TYPE: &'static str = EXAM_GENERATION_STARTED;

    fn example() -> Self {
        let mut example = Self::new(ExamHead::example(), 0);
        example.exam.question_count = Some(12);
        example
    }
}

/// `data` of `exam.generation.completed`: exactly the exam's id, subject, level and node count.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamGenerationCompleted {
    /// The generated exam.
    pub exam: ExamSummary,
}

impl ExamGenerationCompleted {
    /// The exam `head` was generated with `node_count` nodes.
    pub fn new(head: ExamHead, node_count: u32) -> Self {
        Self {
            exam: ExamSummary { head, node_count },
        }
    }
}

impl EventPayload for ExamGenerationCompleted {
    const TYPE: &'static str = EXAM_GENERATION_COMPLETED;

    fn example() -> Self {
        Self::new(ExamHead::example(), 31)
    }
}

/// `data` of `exam.generation.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamGenerationFailed {
    /// The exam.
    pub exam: FailedExam,
    /// Why it failed.
    pub error: EventError,
}

impl ExamGenerationFailed {
    /// The generation of `head` stopped with `node_count` nodes, on `error`.
    pub fn new(head: ExamHead, node_count: u32, error: EventError) -> Self {
        Self {
            exam: FailedExam {
                head,
                status: Failed,
                node_count: Some(node_count),
            },
            error,
        }
    }
}

impl EventPayload for ExamGenerationFailed {
    const TYPE: &'static str = EXAM_GENERATION_FAILED;

    fn example() -> Self {
        Self::new(
            ExamHead::example(),
            9,
            EventError::new(
                "generation_failed",
                "The generator gave up after 3 attempts on question 4.",
            ),
        )
    }
}

/// `data` of `exam.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamUpdated {
    /// The exam.
    pub exam: ChangedExam,
}

impl ExamUpdated {
    /// The exam `head`, now `status` with `node_count` nodes.
    pub fn new(head: ExamHead, status: impl Into<ExamState>, node_count: u32) -> Self {
        Self {
            exam: ChangedExam {
                head,
                status: status.into(),
                updated_at: None,
                node_count: Some(node_count),
            },
        }
    }
}

impl EventPayload for ExamUpdated {
    const TYPE: &'static str = EXAM_UPDATED;

    fn example() -> Self {
        let mut example = Self::new(ExamHead::example(), ExamState::Ready, 31);
        example.exam.updated_at = Some("2025-11-22T10:04:25.123Z".to_owned());
        example
    }
}

/// `data` of `exam.deleted`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamDeleted {
    /// The exam.
    pub exam: DeletedExam,
}

impl ExamDeleted {
    /// The exam `head`, `status` with `node_count` nodes when deleted.
    pub fn new(head: ExamHead, status: impl Into<ExamState>, node_count: u32) -> Self {
        Self {
            exam: DeletedExam {
                head,
                status: status.into(),
                deleted_at: None,
                node_count: Some(node_count),
            },
        }
    }
}

impl EventPayload for ExamDeleted {
    const TYPE: &'static str = EXAM_DELETED;

    fn example() -> Self {
        let mut example = Self::new(ExamHead::example(), ExamState::Ready, 31);
        example.exam.deleted_at = Some("2025-11-22T10:04:25.123Z".to_owned());
        example
    }
}

/// `data` of `exam.node.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamNodeUpdated {
    /// The exam.
    pub exam: ExamRef,
    /// The edited node.
    pub node: EditedNode,
}

impl ExamNodeUpdated {
    /// The node `node_id` of exam `exam_id` is now at `version`.
    pub fn new(exam_id: impl Into<String>, node_id: impl Into<String>, version: u64) -> Self {
        Self {
            exam: ExamRef::new(exam_id),
            node: EditedNode {
                id: node_id.into(),
                version,
                kind: None,
            },
        }
    }
}

impl EventPayload for ExamNodeUpdated {
    const TYPE: &'static str = EXAM_NODE_UPDATED;

    fn example() -> Self {
        let mut example = Self::new(EXAMPLE_EXAM_ID, EXAMPLE_NODE_ID, 3);
        example.node.kind = Some("question".to_owned());
        example
    }
}

/// `data` of `exam.blueprint.validated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamBlueprintValidated {
    /// The validation result.
    pub blueprint: BlueprintVerdict,
}

impl ExamBlueprintValidated {
    /// The blueprint is `valid`, with `errors` errors and `warnings` warnings.
    pub fn new(valid: bool, errors: usize, warnings: usize) -> Self {
        Self {
            blueprint: BlueprintVerdict {
                valid,
                errors,
                warnings,
            },
        }
    }
}

impl EventPayload for ExamBlueprintValidated {
    const TYPE: &'static str = EXAM_BLUEPRINT_VALIDATED;

    fn example() -> Self {
        Self::new(true, 0, 2)
    }
}

/// `data` of `exam.export.started`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamExportStarted {
    /// The exam.
    pub exam: ExamRef,
    /// The export.
    pub export: ExportProcessing,
}

impl EventPayload for ExamExportStarted {
    const TYPE: &'static str = EXAM_EXPORT_STARTED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            export: ExportProcessing {
                id: EXAMPLE_EXPORT_ID.to_owned(),
                status: Rendering,
                format: Some(Pdf),
                variants: 4,
            },
        }
    }
}

/// `data` of `exam.export.completed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamExportCompleted {
    /// The exam.
    pub exam: ExamRef,
    /// The export.
    pub export: ExportReady,
}

impl EventPayload for ExamExportCompleted {
    const TYPE: &'static str = EXAM_EXPORT_COMPLETED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            export: ExportReady {
                id: EXAMPLE_EXPORT_ID.to_owned(),
                status: Completed,
                format: Some(Pdf),
                variants: 4,
                url: Some(format!(
                    "https://files.example.com/exports/{EXAMPLE_EXPORT_ID}.pdf"
                )),
                page_count: Some(16),
                size_bytes: Some(184_320),
            },
        }
    }
}

/// `data` of `exam.export.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamExportFailed {
    /// The exam.
    pub exam: ExamRef,
    /// The export.
    pub export: ExportFailure,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for ExamExportFailed {
    const TYPE: &'static str = EXAM_EXPORT_FAILED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            export: ExportFailure {
                id: EXAMPLE_EXPORT_ID.to_owned(),
                status: Failed,
                format: Some(Pdf),
                variants: Some(4),
            },
            error: EventError::new(
                "render_failed",
                "The figure of question 7 could not be drawn.",
            ),
        }
    }
}

/// `data` of `exam.paper.rendered`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamPaperRendered {
    /// The exam.
    pub exam: ExamRef,
    /// The rendered paper.
    pub paper: RenderedPaper,
}

impl EventPayload for ExamPaperRendered {
    const TYPE: &'static str = EXAM_PAPER_RENDERED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            paper: RenderedPaper {
                id: EXAMPLE_EXPORT_ID.to_owned(),
                status: Completed,
                copies: 30,
                variants: 4,
                size_bytes: Some(912_384),
                format: Some(Pdf),
                page_count: 6,
                url: Some(format!(
                    "https://files.example.com/papers/{EXAMPLE_EXAM_ID}.pdf"
                )),
            },
        }
    }
}

/// `data` of `exam.paper.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamPaperFailed {
    /// The exam.
    pub exam: ExamRef,
    /// The paper export.
    pub paper: ExportFailure,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for ExamPaperFailed {
    const TYPE: &'static str = EXAM_PAPER_FAILED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            paper: ExportFailure {
                id: EXAMPLE_EXPORT_ID.to_owned(),
                status: Failed,
                format: Some(Pdf),
                variants: Some(2),
            },
            error: EventError::new("render_failed", "The answer sheet does not fit on A4."),
        }
    }
}

/// `data` of `exam.submission.received`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamSubmissionReceived {
    /// The exam.
    pub exam: ExamRef,
    /// The submission.
    pub submission: ReceivedSubmission,
}

impl EventPayload for ExamSubmissionReceived {
    const TYPE: &'static str = EXAM_SUBMISSION_RECEIVED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            submission: ReceivedSubmission {
                id: EXAMPLE_SUBMISSION_ID.to_owned(),
                status: Received,
                student_ref: Some("student-4e2-17".to_owned()),
                received_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
            },
        }
    }
}

/// `data` of `exam.submission.corrected`.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamSubmissionCorrected {
    /// The exam.
    pub exam: ExamRef,
    /// The submission.
    pub submission: CorrectedSubmission,
}

impl EventPayload for ExamSubmissionCorrected {
    const TYPE: &'static str = EXAM_SUBMISSION_CORRECTED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            submission: CorrectedSubmission {
                id: EXAMPLE_SUBMISSION_ID.to_owned(),
                status: CorrectionState::Corrected,
                student_ref: Some("student-4e2-17".to_owned()),
                score: 14.5,
                max_score: 20.0,
                corrected_at: Some("2025-11-22T10:04:27.480Z".to_owned()),
            },
        }
    }
}

/// `data` of `exam.submission.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamSubmissionFailed {
    /// The exam.
    pub exam: ExamRef,
    /// The submission.
    pub submission: FailedSubmission,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for ExamSubmissionFailed {
    const TYPE: &'static str = EXAM_SUBMISSION_FAILED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            submission: FailedSubmission {
                id: EXAMPLE_SUBMISSION_ID.to_owned(),
                status: Failed,
                student_ref: Some("student-4e2-17".to_owned()),
            },
            error: EventError::new(
                "answers_mismatch",
                "The answers name questions that are not in the exam.",
            ),
        }
    }
}
