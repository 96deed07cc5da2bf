//! Scoring digital answers against an exam's key: one [`ItemResult`] per scorable node (a
//! question without parts, or a part), gathered in a [`Correction`].
//!
//! Rules per kind (the answer value's shape in brackets):
//! - `single_choice` (a choice id) and `true_false` (a boolean): all or nothing.
//! - `multiple_choice` (a list of distinct choice ids): partial credit, "right minus wrong"
//!   normalised per side: `points × max(0, R/C − W/I)` where `C` is the number of correct
//!   options, `I` the number of distractors, `R` the correct options ticked and `W` the
//!   distractors ticked (the scheme of Canvas' and Moodle's "partial credit"). Every correct
//!   option and no distractor is full marks; ticking everything or nothing is 0.
//! - `numeric` (a number, or a string): a string may use a decimal comma or point, spaces
//!   (also U+00A0 and U+202F) between digit groups, a sign and an exponent, and a unit after the
//!   number, or a fraction (`3/5`); a unit of the same quantity is converted to the expected one (`1,5 km` for `1500 m`),
//!   an incompatible or unknown unit scores 0, and no unit means the expected one. The answer is
//!   right when it is within the node's tolerance of the value (plus 1e-9 relative, for binary
//!   rounding). When no approximation is accepted (tolerance 0), the expected value is shown as
//!   a fraction or a decimal, and the answer is a fraction or a decimal without a unit, the two
//!   are compared exactly as rationals: `2/6` and `-10/-30` are `1/3`, `0,3333` is not.
//! - `short_text` (a string): right when it equals an accepted answer once both are folded:
//!   case, accents, `œ`/`æ`, apostrophes, runs of spaces, and a final full stop are ignored.
//! - `matching` (an object: left item, as written in the key, → right choice id): partial
//!   credit, `points × right pairs / pairs`.
//! - `ordering` (a list of every item's choice id, once each): all or nothing.
//! - `open` (a string): not scored; the correction needs review (`awarded` is null) until a
//!   teacher marks it. An open question left blank scores 0.
//!
//! A question not answered scores 0. Awarded points are rounded to two decimals.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use utoipa::ToSchema;

use super::Resource;
use super::curriculum::search::normalize;
use super::exam::{ChoiceNode, Exam, QuestionNode};
use super::export::{BoxRole, PrintQuestion, PrintVariant};
use super::question::{Answer, QuestionKind};
use crate::error::FieldError;

/// Where a correction stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum CorrectionStatus {
    /// Every item is scored.
    Corrected,
    /// Some item waits for a teacher (an open answer).
    NeedsReview,
}

impl CorrectionStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Corrected => "corrected",
            Self::NeedsReview => "needs_review",
        }
    }
}

/// The student a correction belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct StudentRef {
    /// The caller's id for the student (1 to 128 characters, not only spaces).
    #[schema(min_length = 1, max_length = 128, pattern = "\\S")]
    pub id: String,
    /// The student's name (at most 200 characters).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(max_length = 200)]
    pub name: Option<String>,
}

/// The score of one scorable node.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ItemResult {
    /// The node scored (a question, or a part of one).
    pub node_id: String,
    /// The question it belongs to (itself for a question without parts).
    pub question_id: String,
    /// The kind of answer expected.
    pub kind: QuestionKind,
    /// Points obtained; null while the item waits for review.
    pub awarded: Option<f64>,
    /// Points available.
    pub max: f64,
    /// Whether the answer earns every point; null while the item waits for review.
    pub correct: Option<bool>,
    /// An answer that earns every point, in the shape of an answer value (null for `open`).
    pub expected: Value,
    /// The answer given (null when the question was left blank).
    pub given: Value,
    /// The node's explanation (worked solution).
    pub feedback: String,
}

/// A corrected copy: digital answers scored against an exam's key.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Correction {
    /// `sub_…`
    pub id: String,
    /// Always `correction`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The exam.
    pub exam_id: String,
    /// `digital` (answers sent through the API) or `paper` (a scanned copy).
    pub source: String,
    /// The student.
    pub student: StudentRef,
    /// `corrected` or `needs_review`.
    pub status: CorrectionStatus,
    /// Points obtained (items waiting for review count 0 until marked).
    pub score: f64,
    /// Points available.
    pub max_score: f64,
    /// One result per scorable node, in the exam's order.
    pub items: Vec<ItemResult>,
    /// Paper: how the scanned copy was read.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub paper: Option<PaperReading>,
    /// When it was corrected.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl Resource for Correction {
    const KIND: &'static str = "correction";
    const NAME: &'static str = "correction";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> BTreeMap<String, String> {
        [
            ("examId".to_owned(), self.exam_id.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
            ("student".to_owned(), self.student.id.clone()),
        ]
        .into()
    }
}

/// What a box was read as.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Decision {
    /// Black ratio at most the reader's empty threshold.
    Empty,
    /// Black ratio at least its filled threshold.
    Filled,
    /// Between the two thresholds.
    Uncertain,
}

/// One box as read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BoxReading {
    /// The question or part node id (`studentId` for the student-number grid).
    pub field: String,
    /// What the box records.
    pub role: BoxRole,
    /// The value it records when filled.
    pub value: String,
    /// Matching and ordering: the row.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub row: Option<u32>,
    /// Digits: the column.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub column: Option<u32>,
    /// Share of black samples in the box's inset (0..1, three decimals).
    pub ratio: f64,
    /// The decision.
    pub decision: Decision,
}

/// Why a question (or the student number) was sent to review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ReviewReason {
    /// The question or part node id, or `studentId`.
    pub field: String,
    /// `uncertain_mark`, `double_mark`, `incomplete_number`, `incomplete_order`,
    /// `handwritten`, or a page's reason (`marks_not_found`, `bad_fit`, `qr_unreadable`).
    pub code: String,
    /// What was seen.
    pub message: String,
}

/// A scanned upload of paper copies (`cpy_…`): one request of `POST
/// /v1/exams/{examId}/paper-copies`, its pages and what became of each.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperCopy {
    /// `cpy_…`
    pub id: String,
    /// Always `paper_copy`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The exam.
    pub exam_id: String,
    /// `received` (identified, being read), then `completed` (every copy it completed is
    /// corrected, and no page was refused), `needs_review` (a page was refused or a correction
    /// waits for a teacher) or `failed` (no page could be identified).
    pub status: PaperCopyStatus,
    /// Its pages, in the order they came.
    pub pages: Vec<ScannedPage>,
    /// The corrections (`sub_…`) made when this upload completed a copy.
    pub corrections: Vec<String>,
    /// When it was received.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// When reading ended.
    #[serde(with = "crate::ids::ts::option", default)]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub completed_at: Option<DateTime<Utc>>,
}

impl Resource for PaperCopy {
    const KIND: &'static str = "paper_copy";
    const NAME: &'static str = "paper copy";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> BTreeMap<String, String> {
        [("examId".to_owned(), self.exam_id.clone())].into()
    }
}

/// Where a scanned upload stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PaperCopyStatus {
    /// Identified; the boxes are being read.
    Received,
    /// Read; every copy it completed is corrected.
    Completed,
    /// Read; a page was refused or a correction waits for review.
    NeedsReview,
    /// No page could be identified.
    Failed,
}

/// What became of a scanned page.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PageStatus {
    /// Its marks and QR code were found; it is being read.
    Identified,
    /// Its boxes were read.
    Read,
    /// It could not be read, or is not a page of this exam (`reason` says why).
    Rejected,
}

/// One scanned page of an upload.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ScannedPage {
    /// 1-based position in the upload.
    pub index: u32,
    /// What became of it.
    pub status: PageStatus,
    /// The paper export its QR code names.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub export_id: Option<String>,
    /// The copy (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub copy: Option<u32>,
    /// The sheet page (1-based).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub page: Option<u32>,
    /// Rotation of the page in the scan (degrees, clockwise).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub rotation: Option<f64>,
    /// Resolution of the scan (dots per inch).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub dpi: Option<f64>,
    /// The page transform's residual (points).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub residual: Option<f64>,
    /// Why it was rejected: `code` is `marks_not_found`, `bad_fit`, `qr_unreadable`,
    /// `qr_invalid`, `other_exam` or `unknown_page`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub reason: Option<ReviewReason>,
}

/// How a paper copy was read: the boxes of each page, with their black ratio and decision, and
/// what goes to review.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperReading {
    /// The paper export.
    pub export_id: String,
    /// The copy (1-based).
    pub copy: u32,
    /// Its variant.
    pub variant: u32,
    /// The student number read from the grid, when filled in full.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub student_number: Option<String>,
    /// Per sheet page, the upload it came in and its boxes.
    pub pages: Vec<PageReading>,
    /// The questions sent to review, and why.
    pub review: Vec<ReviewReason>,
}

/// One sheet page as read.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageReading {
    /// Sheet page (1-based).
    pub page: u32,
    /// The upload (`cpy_…`) it came in.
    pub copy_id: String,
    /// The page transform's residual (points).
    pub residual: f64,
    /// Every box.
    pub boxes: Vec<BoxReading>,
}

/// The pages read so far of one printed copy (an export's copy), kept until the copy is
/// complete and corrected.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PaperSheet {
    /// `<exportId>.<copy>`
    pub id: String,
    /// The owning account.
    pub account_id: String,
    /// Live or test mode.
    pub livemode: bool,
    /// The exam.
    pub exam_id: String,
    /// The paper export.
    pub export_id: String,
    /// The copy (1-based).
    pub copy: u32,
    /// Sheet page → how it was read.
    pub pages: BTreeMap<u32, PageReading>,
    /// The correction, once every page is in.
    pub correction_id: Option<String>,
}

impl PaperSheet {
    /// The id of copy `copy` of export `export`.
    pub fn id_of(export: &str, copy: u32) -> String {
        format!("{export}.{copy}")
    }
}

impl Resource for PaperSheet {
    const KIND: &'static str = "paper_sheet";
    const NAME: &'static str = "paper sheet";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
}

/// One answer of a submission.
#[derive(Debug, Clone, PartialEq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct GivenAnswer {
    /// A question (without parts) or a part of this exam.
    pub node_id: String,
    /// The answer; its shape depends on the kind (see the scoring rules).
    pub value: Value,
}

/// Most characters of a text answer.
pub const MAX_TEXT: usize = 10_000;

/// The items of an exam scored against `answers`: `Err` lists the answers naming an unknown
/// node, answering a node twice, or holding a value of the wrong shape (fields
/// `answers[i].nodeId`, `answers[i].value`).
pub fn score(exam: &Exam, answers: &[GivenAnswer]) -> Result<Vec<ItemResult>, Vec<FieldError>> {
    let mut errors = Vec::new();
    let mut by_node: BTreeMap<&str, (usize, &Value)> = BTreeMap::new();
    let scorable: BTreeSet<&str> = scorable_nodes(exam).map(|s| s.node_id).collect();
    for (i, a) in answers.iter().enumerate() {
        let field = format!("answers[{i}].nodeId");
        if !scorable.contains(a.node_id.as_str()) {
            let msg = if exam.node(&a.node_id).is_some() {
                format!(
                    "`{}` is not an answerable node (answer a question without parts, or a part)",
                    a.node_id
                )
            } else {
                format!("`{}` is not a question of this exam", a.node_id)
            };
            errors.push(err(&field, msg));
        } else if by_node.contains_key(a.node_id.as_str()) {
            errors.push(err(&field, format!("`{}` is answered twice", a.node_id)));
        } else {
            by_node.insert(&a.node_id, (i, &a.value));
        }
    }
    let mut items = Vec::new();
    for s in scorable_nodes(exam) {
        let given = by_node.get(s.node_id);
        let value = given.map(|(_, v)| *v).filter(|v| !v.is_null());
        match score_one(&s, value) {
            Ok(mut item) => {
                if let Some((_, v)) = given {
                    item.given = (*v).clone();
                }
                items.push(item);
            }
            Err(msg) => {
                let i = given.map_or(0, |(i, _)| *i);
                errors.push(err(&format!("answers[{i}].value"), msg));
            }
        }
    }
    if errors.is_empty() {
        Ok(items)
    } else {
        Err(errors)
    }
}

/// `exam` as variant `variant` printed it, to score that variant's answers against its own key:
/// every question keeps its id, place and points, and takes the variant's statement, answer
/// and choices (in printed order, each marked correct as the variant's key says); parts take
/// the variant's answers. A question the variant does not hold is left as it is.
pub fn as_printed(exam: &Exam, variant: &PrintVariant) -> Exam {
    let printed: BTreeMap<&str, &PrintQuestion> =
        variant.questions().map(|q| (q.id.as_str(), q)).collect();
    let mut out = exam.clone();
    for q in out.sections.iter_mut().flat_map(|s| s.questions.iter_mut()) {
        let Some(p) = printed.get(q.id.as_str()) else {
            continue;
        };
        let correct: BTreeSet<usize> = match &p.answer {
            Answer::Choices { correct } => correct.iter().copied().collect(),
            _ => BTreeSet::new(),
        };
        if !p.choices.is_empty() {
            q.choices = p
                .choices
                .iter()
                .enumerate()
                .map(|(i, c)| {
                    let old = q.choices.iter().find(|o| o.id == c.id);
                    ChoiceNode {
                        id: c.id.clone(),
                        node_type: "choice".to_owned(),
                        version: old.map_or(1, |o| o.version),
                        text: c.text.clone(),
                        correct: correct.contains(&i),
                        feedback: old.and_then(|o| o.feedback.clone()),
                    }
                })
                .collect();
        }
        q.stem = p.stem.clone();
        q.answer = p.answer.clone();
        for part in &mut q.parts {
            if let Some(pp) = p.parts.iter().find(|pp| pp.id == part.id) {
                part.stem = pp.stem.clone();
                part.answer = pp.answer.clone();
            }
        }
    }
    out
}

/// The status of a correction of `items`: `needs_review` when one waits for a teacher.
pub fn status_of(items: &[ItemResult]) -> CorrectionStatus {
    if items.iter().any(|i| i.awarded.is_none()) {
        CorrectionStatus::NeedsReview
    } else {
        CorrectionStatus::Corrected
    }
}

/// Rounds points to two decimals.
pub fn round2(x: f64) -> f64 {
    (x * 100.0).round() / 100.0
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

/// A node that receives an answer: a question without parts, or a part.
struct Scorable<'a> {
    node_id: &'a str,
    question: &'a QuestionNode,
    kind: QuestionKind,
    answer: &'a Answer,
    points: f64,
}

fn scorable_nodes(exam: &Exam) -> impl Iterator<Item = Scorable<'_>> {
    exam.sections
        .iter()
        .flat_map(|s| s.questions.iter())
        .flat_map(|q| {
            let own = q.parts.is_empty().then(|| Scorable {
                node_id: &q.id,
                question: q,
                kind: q.kind,
                answer: &q.answer,
                points: q.points,
            });
            let parts = q.parts.iter().map(move |p| Scorable {
                node_id: &p.id,
                question: q,
                kind: part_kind(&p.answer),
                answer: &p.answer,
                points: p.points,
            });
            own.into_iter().chain(parts)
        })
}

/// The kind of a part, from its answer (parts have no choices of their own).
fn part_kind(answer: &Answer) -> QuestionKind {
    match answer {
        Answer::Boolean { .. } => QuestionKind::TrueFalse,
        Answer::Numeric { .. } => QuestionKind::Numeric,
        Answer::Text { .. } => QuestionKind::ShortText,
        _ => QuestionKind::Open,
    }
}

/// Scores one node; `Err` is a message about a value of the wrong shape.
fn score_one(s: &Scorable<'_>, value: Option<&Value>) -> Result<ItemResult, String> {
    let q = s.question;
    let mut item = ItemResult {
        node_id: s.node_id.to_owned(),
        question_id: q.id.clone(),
        kind: s.kind,
        awarded: Some(0.0),
        max: s.points,
        correct: Some(false),
        expected: Value::Null,
        given: Value::Null,
        feedback: q.explanation.clone(),
    };
    // Share of the points earned, or None for review.
    let share: Option<f64> = match (s.kind, s.answer) {
        (QuestionKind::SingleChoice, _) => {
            let right: Vec<&ChoiceNode> = q.choices.iter().filter(|c| c.correct).collect();
            item.expected = right.first().map_or(Value::Null, |c| json!(c.id));
            match value {
                None => Some(0.0),
                Some(Value::String(id)) => {
                    let c = choice(q, id)?;
                    Some(if c.correct { 1.0 } else { 0.0 })
                }
                Some(_) => return Err("must be a choice id (a string)".into()),
            }
        }
        (QuestionKind::MultipleChoice, _) => {
            item.expected = json!(
                q.choices
                    .iter()
                    .filter(|c| c.correct)
                    .map(|c| c.id.as_str())
                    .collect::<Vec<_>>()
            );
            match value {
                None => Some(0.0),
                Some(v) => {
                    let ids = id_list(v, q)?;
                    Some(multiple_choice_share(q, &ids))
                }
            }
        }
        (QuestionKind::TrueFalse, Answer::Boolean { value: truth }) => {
            item.expected = json!(truth);
            match value {
                None => Some(0.0),
                Some(Value::Bool(b)) => Some(if b == truth { 1.0 } else { 0.0 }),
                Some(_) => return Err("must be a boolean".into()),
            }
        }
        (QuestionKind::TrueFalse, _) => {
            // A true/false question keyed by its choices ("Vrai"/"Faux" options).
            let truth = q.choices.first().is_some_and(|c| c.correct);
            item.expected = json!(truth);
            match value {
                None => Some(0.0),
                Some(Value::Bool(b)) => Some(if *b == truth { 1.0 } else { 0.0 }),
                Some(_) => return Err("must be a boolean".into()),
            }
        }
        (
            QuestionKind::Numeric,
            Answer::Numeric {
                value: expected,
                tolerance,
                unit,
                display,
            },
        ) => {
            item.expected = json!(match unit {
                Some(u) => format!("{display} {u}"),
                None => display.clone(),
            });
            match value {
                None => Some(0.0),
                Some(v) => {
                    let exact = (*tolerance == 0.0).then(|| exact_ratio(display)).flatten();
                    let ok = numeric_right(v, *expected, *tolerance, unit.as_deref(), exact)?;
                    Some(if ok { 1.0 } else { 0.0 })
                }
            }
        }
        (QuestionKind::ShortText, Answer::Text { accepted }) => {
            item.expected = accepted.first().map_or(Value::Null, |a| json!(a));
            match value {
                None => Some(0.0),
                Some(Value::String(t)) => {
                    if t.chars().count() > MAX_TEXT {
                        return Err(format!("must be at most {MAX_TEXT} characters"));
                    }
                    let t = fold_text(t);
                    Some(if accepted.iter().any(|a| fold_text(a) == t) {
                        1.0
                    } else {
                        0.0
                    })
                }
                Some(_) => return Err("must be a string".into()),
            }
        }
        (QuestionKind::Matching, Answer::Matching { pairs }) => {
            let mut expected = serde_json::Map::new();
            for (left, right) in pairs {
                if let Some(c) = q.choices.iter().find(|c| &c.text == right) {
                    expected.insert(left.clone(), json!(c.id));
                }
            }
            item.expected = Value::Object(expected);
            match value {
                None => Some(0.0),
                Some(Value::Object(given)) => {
                    let mut right = 0usize;
                    for (left, id) in given {
                        let Some((_, want)) = pairs.iter().find(|(l, _)| l == left) else {
                            return Err(format!("`{left}` is not a left item of this question"));
                        };
                        let Value::String(id) = id else {
                            return Err(format!("`{left}` must map to a choice id (a string)"));
                        };
                        if &choice(q, id)?.text == want {
                            right += 1;
                        }
                    }
                    Some(if pairs.is_empty() {
                        0.0
                    } else {
                        right as f64 / pairs.len() as f64
                    })
                }
                Some(_) => return Err("must be an object: left item → choice id".into()),
            }
        }
        (QuestionKind::Ordering, Answer::Ordering { items }) => {
            let order: Vec<&str> = items
                .iter()
                .filter_map(|t| q.choices.iter().find(|c| &c.text == t))
                .map(|c| c.id.as_str())
                .collect();
            item.expected = json!(order);
            match value {
                None => Some(0.0),
                Some(v) => {
                    let ids = id_list(v, q)?;
                    if ids.len() != q.choices.len() {
                        return Err("must list every item of the question exactly once".into());
                    }
                    let texts: Vec<&str> = ids
                        .iter()
                        .filter_map(|id| q.choices.iter().find(|c| &c.id == id))
                        .map(|c| c.text.as_str())
                        .collect();
                    let right = texts.len() == items.len()
                        && texts.iter().zip(items).all(|(a, b)| *a == b.as_str());
                    Some(if right { 1.0 } else { 0.0 })
                }
            }
        }
        (QuestionKind::Open, _) | (_, _) => match value {
            None => Some(0.0),
            Some(Value::String(t)) if t.chars().count() > MAX_TEXT => {
                return Err(format!("must be at most {MAX_TEXT} characters"));
            }
            Some(Value::String(t)) if t.trim().is_empty() => Some(0.0),
            Some(Value::String(_)) => None,
            Some(_) => return Err("must be a text (a string)".into()),
        },
    };
    match share {
        Some(share) => {
            item.awarded = Some(round2(share * s.points));
            item.correct = Some(share >= 1.0);
        }
        None => {
            item.awarded = None;
            item.correct = None;
        }
    }
    Ok(item)
}

fn choice<'a>(q: &'a QuestionNode, id: &str) -> Result<&'a ChoiceNode, String> {
    q.choices
        .iter()
        .find(|c| c.id == id)
        .ok_or_else(|| format!("`{id}` is not a choice of this question"))
}

/// A list of distinct choice ids of `q`.
fn id_list(v: &Value, q: &QuestionNode) -> Result<Vec<String>, String> {
    let Value::Array(list) = v else {
        return Err("must be a list of choice ids".into());
    };
    let mut ids = Vec::with_capacity(list.len());
    for id in list {
        let Value::String(id) = id else {
            return Err("must be a list of choice ids (strings)".into());
        };
        choice(q, id)?;
        if ids.contains(id) {
            return Err(format!("`{id}` is listed twice"));
        }
        ids.push(id.clone());
    }
    Ok(ids)
}

/// `max(0, R/C − W/I)` (see the module docs).
fn multiple_choice_share(q: &QuestionNode, ticked: &[String]) -> f64 {
    let correct = q.choices.iter().filter(|c| c.correct).count();
    let wrong = q.choices.len() - correct;
    let (mut r, mut w) = (0usize, 0usize);
    for id in ticked {
        match q.choices.iter().find(|c| &c.id == id) {
            Some(c) if c.correct => r += 1,
            Some(_) => w += 1,
            None => {}
        }
    }
    let plus = if correct == 0 {
        0.0
    } else {
        r as f64 / correct as f64
    };
    let minus = if wrong == 0 {
        0.0
    } else {
        w as f64 / wrong as f64
    };
    (plus - minus).max(0.0)
}

/// Folds a short text answer: [`normalize`], runs of white space to one space, trimmed, without
/// a final full stop.
pub fn fold_text(s: &str) -> String {
    let n = normalize(s);
    let joined = n.split_whitespace().collect::<Vec<_>>().join(" ");
    joined.trim_end_matches('.').trim_end().to_owned()
}

/// Whether the value `v` (number or string) is `expected` (in `unit`) within `tolerance`;
/// when `exact` (the expected value as a rational) is given and `v` is a fraction or a decimal
/// without a unit, whether it is that rational exactly. `Err` when `v` is neither a number
/// nor a string.
fn numeric_right(
    v: &Value,
    expected: f64,
    tolerance: f64,
    unit: Option<&str>,
    exact: Option<(i128, i128)>,
) -> Result<bool, String> {
    let given = match v {
        Value::Number(n) => {
            if let (Some(e), Some(g)) = (exact, exact_ratio(&n.to_string())) {
                return Ok(same_ratio(e, g));
            }
            n.as_f64()
        }
        Value::String(s) => {
            if s.chars().count() > 200 {
                return Err("must be at most 200 characters".into());
            }
            if let (Some(e), Some(g)) = (exact, exact_ratio(s)) {
                return Ok(same_ratio(e, g));
            }
            parse_quantity(s).and_then(|(x, u)| convert(x, u.as_deref(), unit))
        }
        _ => return Err("must be a number or a string".into()),
    };
    Ok(given.is_some_and(|x| within(x, expected, tolerance)))
}

/// Whether `a/b` and `c/d` are the same rational (their denominators are not 0); `false` when
/// the cross products overflow, which no written answer reaches.
fn same_ratio((a, b): (i128, i128), (c, d): (i128, i128)) -> bool {
    match (a.checked_mul(d), c.checked_mul(b)) {
        (Some(x), Some(y)) => x == y,
        _ => false,
    }
}

/// A number written as a fraction of integers or a decimal, with nothing else (`1/3`, `−5/7`,
/// `-10/-30`, `0,75`, `1 250.5`, `3`), as `(numerator, denominator)`, not reduced; spaces
/// between digit groups, a decimal comma or point and the minus sign U+2212 are accepted.
/// `None` for anything else (a unit, an exponent, a zero denominator, more than 18 digits on
/// a side).
pub fn exact_ratio(s: &str) -> Option<(i128, i128)> {
    let s: String = s
        .chars()
        .filter(|c| !matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '\u{2009}'))
        .map(|c| if c == '\u{2212}' { '-' } else { c })
        .collect();
    let (top, bottom) = match s.split_once('/') {
        Some((t, b)) => (t, Some(b)),
        None => (s.as_str(), None),
    };
    let decimal = |t: &str| -> Option<(i128, i128)> {
        let (negative, t) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (int, frac) = match t.split_once([',', '.']) {
            Some((i, f)) => (i, f),
            None => (t, ""),
        };
        let all_digits = |x: &str| x.chars().all(|c| c.is_ascii_digit());
        if int.is_empty() || !all_digits(int) || !all_digits(frac) || int.len() + frac.len() > 18 {
            return None;
        }
        let n: i128 = format!("{int}{frac}").parse().ok()?;
        let d = 10i128.pow(frac.len() as u32);
        Some((if negative { -n } else { n }, d))
    };
    let (n, d) = decimal(top)?;
    match bottom {
        None => Some((n, d)),
        Some(b) => {
            let (bn, bd) = decimal(b)?;
            if bd != 1 || bn == 0 {
                return None; // a denominator is a whole number, not 0
            }
            Some((n.checked_mul(bd)?, d.checked_mul(bn)?))
        }
    }
}

/// Whether `x` is within `tolerance` of `expected` (plus a relative 1e-9 for binary rounding).
pub fn within(x: f64, expected: f64, tolerance: f64) -> bool {
    let slack = tolerance.abs() + 1e-9 * expected.abs().max(1.0);
    (x - expected).abs() <= slack
}

/// A number written by a person, with its unit: `"3,5"`, `"-1 250,75 cm"`, `"2.5e3 m"`,
/// `"3/5"`, `"12 %"`. `None` when there is no number at the start.
pub fn parse_quantity(s: &str) -> Option<(f64, Option<String>)> {
    let s = s.trim();
    let chars: Vec<(usize, char)> = s.char_indices().collect();
    let digit_at = |k: usize| chars.get(k).is_some_and(|&(_, d)| d.is_ascii_digit());
    let mut i = 0;
    let mut number = String::new();
    if let Some(&(_, c)) = chars.first()
        && matches!(c, '+' | '-' | '\u{2212}')
    {
        if c != '+' {
            number.push('-');
        }
        i += 1;
    }
    let (mut digits, mut sep) = (0usize, false);
    while let Some(&(_, c)) = chars.get(i) {
        if c.is_ascii_digit() {
            number.push(c);
            digits += 1;
        } else if matches!(c, ',' | '.') && digits > 0 && !sep && digit_at(i + 1) {
            number.push('.');
            sep = true;
        } else if matches!(c, ' ' | '\u{a0}' | '\u{202f}' | '\u{2009}')
            && digits > 0
            && !sep
            && digit_at(i + 1)
        {
            // A group separator: digits follow.
        } else {
            break;
        }
        i += 1;
    }
    if digits == 0 {
        return None;
    }
    if chars.get(i).is_some_and(|&(_, c)| matches!(c, 'e' | 'E')) {
        let mut j = i + 1;
        let mut exp = String::from("e");
        if let Some(&(_, c)) = chars.get(j)
            && matches!(c, '+' | '-')
        {
            exp.push(c);
            j += 1;
        }
        let start = j;
        while digit_at(j) {
            exp.push(chars[j].1);
            j += 1;
        }
        if j > start {
            number.push_str(&exp);
            i = j;
        }
    }
    // A fraction: `3/5`, `-7/4 cm`.
    let mut denominator = String::new();
    if chars.get(i).is_some_and(|&(_, c)| c == '/') && digit_at(i + 1) {
        let mut j = i + 1;
        let mut sep = false;
        while let Some(&(_, c)) = chars.get(j) {
            if c.is_ascii_digit() {
                denominator.push(c);
            } else if matches!(c, ',' | '.') && !sep && digit_at(j + 1) {
                denominator.push('.');
                sep = true;
            } else {
                break;
            }
            j += 1;
        }
        i = j;
    }
    let rest = chars.get(i).map_or("", |&(k, _)| &s[k..]);
    let (x, unit) = finish(&number, rest)?;
    if denominator.is_empty() {
        return Some((x, unit));
    }
    let d: f64 = denominator.parse().ok()?;
    (d != 0.0).then(|| (x / d, unit))
}

fn finish(number: &str, rest: &str) -> Option<(f64, Option<String>)> {
    let x: f64 = number.parse().ok()?;
    if !x.is_finite() {
        return None;
    }
    let unit = rest.trim();
    Some((x, (!unit.is_empty()).then(|| unit.to_owned())))
}

/// `x` in unit `from` expressed in unit `to`: no unit given means the expected one; `None` when
/// the units measure different quantities or one is unknown.
pub fn convert(x: f64, from: Option<&str>, to: Option<&str>) -> Option<f64> {
    let Some(from) = from else {
        return Some(x);
    };
    let to = to?;
    if canonical_unit(from) == canonical_unit(to) {
        return Some(x);
    }
    let (dim_from, f_from) = unit_factor(from)?;
    let (dim_to, f_to) = unit_factor(to)?;
    (dim_from == dim_to).then(|| x * f_from / f_to)
}

/// A unit symbol with its common spellings unified (`m2` → `m²`, `l` → `L`, `ohm` → `Ω`).
fn canonical_unit(u: &str) -> String {
    let u: String = u.split_whitespace().collect();
    let u = u.replace("^2", "²").replace("^3", "³");
    let u = match u.as_str() {
        "l" => "L".to_owned(),
        "ml" => "mL".to_owned(),
        "cl" => "cL".to_owned(),
        "dl" => "dL".to_owned(),
        "hl" => "hL".to_owned(),
        "ohm" | "ohms" | "Ohm" => "Ω".to_owned(),
        "kwh" => "kWh".to_owned(),
        "g/l" => "g/L".to_owned(),
        "mg/l" => "mg/L".to_owned(),
        "g/ml" => "g/mL".to_owned(),
        "sec" => "s".to_owned(),
        "mn" => "min".to_owned(),
        _ => u,
    };
    let mut out = String::with_capacity(u.len());
    for c in u.chars() {
        // `m2`, `cm3`: a digit right after a letter is an exponent.
        let after_letter = out.chars().last().is_some_and(char::is_alphabetic);
        match c {
            '2' if after_letter => out.push('²'),
            '3' if after_letter => out.push('³'),
            c => out.push(c),
        }
    }
    out
}

/// The quantity a unit measures and its factor to the SI (or reference) unit.
fn unit_factor(u: &str) -> Option<(&'static str, f64)> {
    let u = canonical_unit(u);
    Some(match u.as_str() {
        "mm" => ("length", 1e-3),
        "cm" => ("length", 1e-2),
        "dm" => ("length", 1e-1),
        "m" => ("length", 1.0),
        "dam" => ("length", 10.0),
        "hm" => ("length", 100.0),
        "km" => ("length", 1000.0),
        "mm²" => ("area", 1e-6),
        "cm²" => ("area", 1e-4),
        "dm²" => ("area", 1e-2),
        "m²" => ("area", 1.0),
        "a" => ("area", 100.0),
        "ha" => ("area", 1e4),
        "km²" => ("area", 1e6),
        "mm³" => ("volume", 1e-9),
        "cm³" | "mL" => ("volume", 1e-6),
        "cL" => ("volume", 1e-5),
        "dL" => ("volume", 1e-4),
        "dm³" | "L" => ("volume", 1e-3),
        "hL" => ("volume", 1e-1),
        "m³" => ("volume", 1.0),
        "mg" => ("mass", 1e-6),
        "g" => ("mass", 1e-3),
        "kg" => ("mass", 1.0),
        "t" => ("mass", 1000.0),
        "ms" => ("time", 1e-3),
        "s" => ("time", 1.0),
        "min" => ("time", 60.0),
        "h" => ("time", 3600.0),
        "j" | "jour" | "jours" | "d" => ("time", 86_400.0),
        "m/s" => ("speed", 1.0),
        "km/h" => ("speed", 1000.0 / 3600.0),
        "mV" => ("voltage", 1e-3),
        "V" => ("voltage", 1.0),
        "kV" => ("voltage", 1e3),
        "mA" => ("current", 1e-3),
        "A" => ("current", 1.0),
        "Ω" => ("resistance", 1.0),
        "kΩ" => ("resistance", 1e3),
        "J" => ("energy", 1.0),
        "kJ" => ("energy", 1e3),
        "MJ" => ("energy", 1e6),
        "Wh" => ("energy", 3600.0),
        "kWh" => ("energy", 3.6e6),
        "W" => ("power", 1.0),
        "kW" => ("power", 1e3),
        "MW" => ("power", 1e6),
        "N" => ("force", 1.0),
        "kN" => ("force", 1e3),
        "N/kg" | "m/s²" => ("acceleration", 1.0),
        "mg/L" => ("density", 1e-3),
        "g/L" | "kg/m³" => ("density", 1.0),
        "g/mL" | "g/cm³" | "kg/L" => ("density", 1e3),
        "Hz" => ("frequency", 1.0),
        "kHz" => ("frequency", 1e3),
        "Pa" => ("pressure", 1.0),
        "hPa" => ("pressure", 100.0),
        "kPa" => ("pressure", 1e3),
        "bar" => ("pressure", 1e5),
        _ => return None,
    })
}

/// The spreadsheet of an exam's corrections (RFC 4180 CSV, CRLF line ends): a header, then one
/// row per student (their latest correction; rows sorted by student id) with `studentId`,
/// `studentName`, `correctionId`, `status`, `score`, `maxScore`, then one column per question in
/// the exam's order, named `Q1`, `Q2`…, holding its points (the sum of its parts; empty while
/// one waits for review). Numbers use a decimal point and at most two decimals.
pub fn csv(exam: &Exam, corrections: &[Correction]) -> String {
    let questions: Vec<&QuestionNode> = exam.sections.iter().flat_map(|s| &s.questions).collect();
    let mut latest: BTreeMap<&str, &Correction> = BTreeMap::new();
    for c in corrections {
        match latest.get(c.student.id.as_str()) {
            Some(prev) if (prev.created_at, &prev.id) >= (c.created_at, &c.id) => {}
            _ => {
                latest.insert(&c.student.id, c);
            }
        }
    }
    let mut out = String::new();
    let mut header: Vec<String> = [
        "studentId",
        "studentName",
        "correctionId",
        "status",
        "score",
        "maxScore",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .collect();
    header.extend((1..=questions.len()).map(|i| format!("Q{i}")));
    push_row(&mut out, &header);
    for c in latest.values() {
        let mut row = vec![
            c.student.id.clone(),
            c.student.name.clone().unwrap_or_default(),
            c.id.clone(),
            c.status.as_str().to_owned(),
            number(c.score),
            number(c.max_score),
        ];
        for q in &questions {
            let items: Vec<&ItemResult> =
                c.items.iter().filter(|i| i.question_id == q.id).collect();
            let cell = if items.is_empty() || items.iter().any(|i| i.awarded.is_none()) {
                String::new()
            } else {
                number(items.iter().filter_map(|i| i.awarded).sum())
            };
            row.push(cell);
        }
        push_row(&mut out, &row);
    }
    out
}

/// Points with a decimal point and at most two decimals: `14`, `14.5`, `0.67`.
fn number(x: f64) -> String {
    let s = format!("{:.2}", round2(x));
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_owned()
    } else {
        s.to_owned()
    }
}

fn push_row(out: &mut String, cells: &[String]) {
    for (i, cell) in cells.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        // Quoted when needed; a leading =, +, - or @ is prefixed with ' so that a spreadsheet
        // never runs it as a formula.
        let safe = if cell.starts_with(['=', '+', '-', '@']) && cell.parse::<f64>().is_err() {
            format!("'{cell}")
        } else {
            cell.clone()
        };
        if safe.contains([',', '"', '\n', '\r']) {
            out.push('"');
            out.push_str(&safe.replace('"', "\"\""));
            out.push('"');
        } else {
            out.push_str(&safe);
        }
    }
    out.push_str("\r\n");
}

#[cfg(test)]
mod tests;
