//! `paper.*`: scanned paper copies of an exam and their optical mark reading.

use serde::Serialize;
use utoipa::ToSchema;

use super::exam::ExamRef;
use super::shared::{Corrected, Correcting, EventError, Failed, NeedsReview};
use super::*;

const EXAMPLE_COPY_ID: &str = "cpy_01KAMZ3C5D7E9F1G3H5J7K9M1N";

/// A scanned copy, by its id alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CopyRef {
    /// Scanned upload id (`cpy_…`).
    #[schema(pattern = "^cpy_")]
    pub id: String,
}

impl CopyRef {
    /// The copy `id`.
    pub fn new(id: impl Into<String>) -> Self {
        Self { id: id.into() }
    }

    fn example() -> Self {
        Self::new(EXAMPLE_COPY_ID)
    }
}

/// A received scanned copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReceivedCopy {
    /// Scanned upload id (`cpy_…`).
    #[schema(pattern = "^cpy_")]
    pub id: String,
    /// Scanned pages received.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 1)]
    pub page_count: Option<u32>,
    /// When it was received.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub received_at: Option<String>,
}

/// A correction under way.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionUnderWay {
    /// Correction state.
    pub status: Correcting,
}

/// How well one scanned page of the copy was read.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageFit {
    /// Sheet page (1-based).
    #[schema(minimum = 1)]
    pub page: u32,
    /// The page transform's residual, in points: the largest distance between where the
    /// transform fitted on the four registration discs puts a corner of the QR code and where
    /// the code's corner is found. A page over 4 pt is refused (`bad_fit`).
    #[schema(minimum = 0)]
    pub residual: f64,
    /// Read confidence: the smallest margin, in black ratio, between any box of the page and
    /// the threshold its decision crossed: `0.10 − ratio` for a box read empty, `ratio − 0.25`
    /// for a box read filled, 0 for an uncertain box (handwriting zones are not counted; a page
    /// without boxes is 1). The nearer to 0, the nearer a box came to being read otherwise.
    #[schema(minimum = 0, maximum = 1)]
    pub confidence: f64,
}

/// A finished correction.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionScore {
    /// Correction state.
    pub status: Corrected,
    /// Points obtained.
    #[schema(minimum = 0)]
    pub score: f64,
    /// Points available.
    #[schema(minimum = 0)]
    pub max_score: f64,
    /// Lowest read confidence over the copy's pages (see `pages`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 0, maximum = 1)]
    pub confidence: Option<f64>,
    /// Per sheet page, in page order, its fit quality.
    pub pages: Vec<PageFit>,
}

/// A correction that could not be made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionFailure {
    /// Correction state.
    pub status: Failed,
}

/// A correction waiting for a teacher's review.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CorrectionReview {
    /// Correction state.
    pub status: NeedsReview,
    /// Points obtained.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 0)]
    pub score: Option<f64>,
    /// Points available.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 0)]
    pub max_score: Option<f64>,
    /// Questions whose marks could not be read with confidence (question node ids, `node_…`).
    #[schema(pattern = "^node_")]
    pub uncertain_nodes: Vec<String>,
    /// Per sheet page, in page order, its fit quality.
    pub pages: Vec<PageFit>,
}

/// `data` of `paper.copy.received`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperCopyReceived {
    /// The exam.
    pub exam: ExamRef,
    /// The scanned copy.
    pub copy: ReceivedCopy,
}

impl EventPayload for PaperCopyReceived {
    const TYPE: &'static str = PAPER_COPY_RECEIVED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            copy: ReceivedCopy {
                id: EXAMPLE_COPY_ID.to_owned(),
                page_count: Some(4),
                received_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
            },
        }
    }
}

/// `data` of `paper.correction.started`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperCorrectionStarted {
    /// The exam.
    pub exam: ExamRef,
    /// The scanned copy.
    pub copy: CopyRef,
    /// The correction of the copy.
    pub correction: CorrectionUnderWay,
}

impl EventPayload for PaperCorrectionStarted {
    const TYPE: &'static str = PAPER_CORRECTION_STARTED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            copy: CopyRef::example(),
            correction: CorrectionUnderWay { status: Correcting },
        }
    }
}

/// `data` of `paper.correction.completed`.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperCorrectionCompleted {
    /// The exam.
    pub exam: ExamRef,
    /// The scanned copy.
    pub copy: CopyRef,
    /// The correction of the copy.
    pub correction: CorrectionScore,
}

impl EventPayload for PaperCorrectionCompleted {
    const TYPE: &'static str = PAPER_CORRECTION_COMPLETED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            copy: CopyRef::example(),
            correction: CorrectionScore {
                status: Corrected,
                score: 16.0,
                max_score: 20.0,
                confidence: Some(0.062),
                pages: vec![
                    PageFit {
                        page: 1,
                        residual: 0.41,
                        confidence: 0.062,
                    },
                    PageFit {
                        page: 2,
                        residual: 0.37,
                        confidence: 0.081,
                    },
                ],
            },
        }
    }
}

/// `data` of `paper.correction.failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperCorrectionFailed {
    /// The exam.
    pub exam: ExamRef,
    /// The scanned copy.
    pub copy: CopyRef,
    /// The correction of the copy.
    pub correction: CorrectionFailure,
    /// Why it failed.
    pub error: EventError,
}

impl EventPayload for PaperCorrectionFailed {
    const TYPE: &'static str = PAPER_CORRECTION_FAILED;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            copy: CopyRef::example(),
            correction: CorrectionFailure { status: Failed },
            error: EventError::new(
                "unreadable_scan",
                "The registration marks of page 2 were not found.",
            ),
        }
    }
}

/// `data` of `paper.correction.needs_review`.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperCorrectionNeedsReview {
    /// The exam.
    pub exam: ExamRef,
    /// The scanned copy.
    pub copy: CopyRef,
    /// The correction of the copy.
    pub correction: CorrectionReview,
}

impl EventPayload for PaperCorrectionNeedsReview {
    const TYPE: &'static str = PAPER_CORRECTION_NEEDS_REVIEW;

    fn example() -> Self {
        Self {
            exam: ExamRef::example(),
            copy: CopyRef::example(),
            correction: CorrectionReview {
                status: NeedsReview,
                score: Some(12.0),
                max_score: Some(20.0),
                uncertain_nodes: vec![
                    "node_01KAMYXB3C5D7E9F1G2H4J6K8M".to_owned(),
                    "node_01KAMYXB3C5D7E9F1G2H4J6K8N".to_owned(),
                ],
                pages: vec![PageFit {
                    page: 1,
                    residual: 0.52,
                    confidence: 0.0,
                }],
            },
        }
    }
}
