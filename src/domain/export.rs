//! Printable exports of an exam: the export resource (`exp_…`, kind `export` or `paper`), the
//! print job it was rendered from (every variant's questions as printed), the answer keys, and
//! the answer sheets' layout that a scan reader grades against.
//!
//! Coordinates are PDF points (1/72 inch), measured from the page's **top-left** corner, x to
//! the right and y downwards.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Resource;
use super::exam::ExamError;
use super::question::{Answer, Language, QuestionKind, Visual};

/// What an export prints.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportKind {
    /// The subject of every variant (and the answer keys).
    Export,
    /// One subject and one answer sheet per copy (and the answer keys).
    Paper,
}

impl ExportKind {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Export => "export",
            Self::Paper => "paper",
        }
    }
}

/// Where an export stands: `rendering` → `completed` | `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExportStatus {
    /// The PDF is being rendered.
    Rendering,
    /// The PDF is ready.
    Completed,
    /// Rendering failed; `error` says why.
    Failed,
}

impl ExportStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Rendering => "rendering",
            Self::Completed => "completed",
            Self::Failed => "failed",
        }
    }
}

/// The paper format.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PaperSize {
    /// ISO A4, 210 × 297 mm (595.28 × 841.89 pt).
    #[default]
    A4,
    /// US Letter, 8.5 × 11 in (612 × 792 pt).
    Letter,
}

impl PaperSize {
    /// Width and height in points.
    pub fn points(self) -> (f32, f32) {
        match self {
            Self::A4 => (595.28, 841.89),
            Self::Letter => (612.0, 792.0),
        }
    }
}

/// A student of a roster, printed on their copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Student {
    /// The caller's id for the student (1 to 64 characters), unique in the roster.
    #[schema(min_length = 1, max_length = 64)]
    pub id: String,
    /// The name printed on the copy (1 to 120 characters).
    #[schema(min_length = 1, max_length = 120)]
    pub name: String,
}

/// The options an export was made with (defaults filled in).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExportOptions {
    /// Number of variants.
    pub variants: u32,
    /// Whether questions are shuffled within their section, per variant.
    pub shuffle_questions: bool,
    /// Whether choices are shuffled, per variant.
    pub shuffle_choices: bool,
    /// Whether variants draw their own values from the questions' templates (variant 1 keeps
    /// the exam's own values).
    pub regenerate_values: bool,
    /// Whether the answer keys are appended.
    pub answer_key: bool,
    /// The paper format.
    pub paper_size: PaperSize,
    /// The export seed: the same seed and exam give byte-identical PDFs.
    pub seed: u64,
    /// Paper only: number of copies (each with its answer sheet).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub copies: Option<u32>,
    /// Paper only: the roster, one copy per student, in order.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub students: Option<Vec<Student>>,
    /// Paper only: digits of the student-number grid (0: no grid).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub student_id_digits: Option<u8>,
}

/// The expected answer of one question or part of a variant, as that variant prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct KeyEntry {
    /// The question's number on the paper (1, 2…); a part adds its letter (`3b`).
    pub number: String,
    /// The kind of answer.
    pub kind: QuestionKind,
    /// Points.
    pub points: f64,
    /// The expected answer; choice indices count in the variant's printed order.
    pub answer: Answer,
    /// On the answer sheet: the letters of the correct choices (single and multiple choice),
    /// the letter of each left item's right option in order (matching), the item letters in
    /// the right order (ordering), `true` or `false` (true/false); empty otherwise.
    pub letters: Vec<String>,
    /// The ids of the correct choices (single and multiple choice).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub choice_ids: Vec<String>,
    /// The answer as a teacher reads it.
    pub display: String,
}

/// One variant of an export: its number, seed and answer key.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantKey {
    /// 1, 2, 3…
    pub number: u32,
    /// The seed its values and order were drawn from.
    pub seed: u64,
    /// Question (or part) node id → its expected answer in this variant.
    pub answer_key: BTreeMap<String, KeyEntry>,
}

/// A range of pages of the PDF, 1-based and inclusive.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PageRange {
    /// First page.
    pub first: u32,
    /// Last page.
    pub last: u32,
}

/// A registration mark: a filled disc.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Mark {
    /// Centre, from the left edge.
    pub x: f32,
    /// Centre, from the top edge.
    pub y: f32,
    /// Radius.
    pub radius: f32,
}

/// An axis-aligned rectangle (points, from the page's top-left).
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Rect {
    /// Left edge.
    pub x: f32,
    /// Top edge.
    pub y: f32,
    /// Width.
    pub width: f32,
    /// Height.
    pub height: f32,
}

/// What a box of an answer sheet records when it is filled.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub enum BoxRole {
    /// A choice of a single or multiple choice question (`value` is its letter).
    Choice,
    /// True/false: `value` is `true` or `false`.
    Boolean,
    /// The minus sign of a numeric answer (`value` is `-`).
    Sign,
    /// A digit of a numeric answer: `column` is the digit place (0 = leftmost), `value` the
    /// digit.
    Digit,
    /// Matching: `row` is the left item's number (1-based), `value` the right option's letter.
    Match,
    /// Ordering: `row` is the item (1-based, letter A = 1), `value` its position (`1`, `2`…).
    Position,
    /// A framed zone for a handwritten answer (short text, open), graded by hand.
    Zone,
    /// A digit of the student number: `column` is the digit place, `value` the digit.
    Student,
    /// A digit of a fraction's numerator: `column` is the digit place (0 = leftmost), `value`
    /// the digit (the fraction's sign is its `sign` box).
    Numerator,
    /// A digit of a fraction's denominator: `column` is the digit place (0 = leftmost),
    /// `value` the digit.
    Denominator,
}

/// One box of an answer sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SheetBox {
    /// The question or part node id (`studentId` for the student-number grid).
    pub field: String,
    /// What the box records.
    pub role: BoxRole,
    /// The value it records when filled (see [`BoxRole`]); empty for a zone.
    pub value: String,
    /// Matching: the left item's number; ordering: the item's number.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub row: Option<u32>,
    /// Numeric and student number: the digit place, 0 = leftmost.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub column: Option<u32>,
    /// Single and multiple choice: the choice id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub choice_id: Option<String>,
    /// The box.
    #[serde(flatten)]
    pub rect: Rect,
}

/// How a numeric answer is encoded on the sheet.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct NumericFormat {
    /// Digits before the decimal separator.
    pub integer_digits: u32,
    /// Digits after it.
    pub decimals: u32,
}

/// How a fraction answer is encoded on the sheet: a sign box, then the numerator's digit
/// columns, then the denominator's.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct FractionFormat {
    /// Digit columns of the numerator.
    pub numerator_digits: u32,
    /// Digit columns of the denominator.
    pub denominator_digits: u32,
}

/// A question (or part) answered on a sheet.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SheetField {
    /// The question or part node id.
    pub field: String,
    /// Its number on the paper (`3`, `3b`).
    pub number: String,
    /// Its kind.
    pub kind: QuestionKind,
    /// The sheet page holding its boxes (1-based).
    pub page: u32,
    /// Numeric answers: the digit grid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub numeric: Option<NumericFormat>,
    /// Numeric answers that are fractions without a decimal form of at most four decimals
    /// (`1/3`, `−5/7`): the fraction's grids, in place of the digit grid.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub fraction: Option<FractionFormat>,
}

/// One page of the answer sheet of a variant: the same on every copy of that variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SheetPage {
    /// Page of the sheet, 1-based.
    pub page: u32,
    /// Page width in points.
    pub width: f32,
    /// Page height in points.
    pub height: f32,
    /// The four registration marks: top-left, top-right, bottom-right, bottom-left.
    pub marks: Vec<Mark>,
    /// Where the QR code is.
    pub qr: Rect,
    /// Every box.
    pub boxes: Vec<SheetBox>,
}

/// The answer sheet of one variant.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct VariantSheet {
    /// The variant.
    pub variant: u32,
    /// Its questions and parts, in order, with the page of their boxes.
    pub fields: Vec<SheetField>,
    /// Its pages.
    pub pages: Vec<SheetPage>,
}

/// One page of one copy's answer sheet, as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CopyPage {
    /// Page of the sheet, 1-based (its geometry is the variant's page of that number).
    pub page: u32,
    /// Page of the PDF, 1-based.
    pub pdf_page: u32,
    /// What its QR code (and the text under it) says.
    pub qr: String,
}

/// One printed copy.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CopyLayout {
    /// Copy number, 1-based.
    pub copy: u32,
    /// Its variant.
    pub variant: u32,
    /// The student it is printed for.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub student: Option<Student>,
    /// Its subject's pages in the PDF.
    pub subject: PageRange,
    /// Its answer sheet's pages.
    pub pages: Vec<CopyPage>,
}

/// Where everything is on the answer sheets, so that any reader can grade the scans: box
/// geometry per variant, and per copy its variant and each page's QR content. QR contents
/// read `EG1|<exportId>|<copy>|<page>|<checksum>` (the checksum: the first 4 bytes of the
/// SHA-256 of what precedes it, in lowercase hex).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaperLayout {
    /// Always `pt`.
    pub unit: String,
    /// Always `top-left`.
    pub origin: String,
    /// Per variant, its sheet.
    pub variants: Vec<VariantSheet>,
    /// Per copy, what was printed.
    pub copies: Vec<CopyLayout>,
}

/// Where each part of the PDF is.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PdfParts {
    /// The subject of each variant (export) or copy (paper), in order.
    pub subjects: Vec<PageRange>,
    /// Paper: each copy's answer sheet.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub sheets: Vec<PageRange>,
    /// Each variant's answer key.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answers: Vec<PageRange>,
}

/// A printable export of an exam (`exp_…`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Export {
    /// `exp_…`
    pub id: String,
    /// Always `exam_export`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The exam.
    pub exam_id: String,
    /// `export` (subjects) or `paper` (subjects and answer sheets).
    pub kind: ExportKind,
    /// Where it stands.
    pub status: ExportStatus,
    /// The options, defaults filled in.
    pub options: ExportOptions,
    /// Each variant's number, seed and answer key.
    pub variants: Vec<VariantKey>,
    /// Pages of the whole PDF (once completed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub page_count: Option<u32>,
    /// Size of the whole PDF in bytes (once completed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub size_bytes: Option<u64>,
    /// Where each part is in the PDF (once completed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub parts: Option<PdfParts>,
    /// Paper: the answer sheets' layout (once completed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub layout: Option<PaperLayout>,
    /// Why rendering failed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub error: Option<ExamError>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// When rendering ended.
    #[serde(with = "crate::ids::ts::option", default)]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub completed_at: Option<DateTime<Utc>>,
}

impl Resource for Export {
    const KIND: &'static str = "exam_export";
    const NAME: &'static str = "export";
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
            ("kind".to_owned(), self.kind.as_str().to_owned()),
            ("status".to_owned(), self.status.as_str().to_owned()),
        ]
        .into()
    }
}

/// A choice as a variant prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintChoice {
    /// The choice node id (a redrawn question's choices take the ids of the exam's choices in
    /// the generator's order).
    pub id: String,
    /// `A`, `B`…
    pub label: String,
    /// The text.
    pub text: String,
}

/// A part as a variant prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintPart {
    /// The part node id.
    pub id: String,
    /// `a`, `b`…
    pub label: String,
    /// The sub-question.
    pub stem: String,
    /// Points.
    pub points: f64,
    /// The expected answer.
    pub answer: Answer,
}

/// A question as a variant prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintQuestion {
    /// The question node id.
    pub id: String,
    /// 1, 2, 3… in the variant's order.
    pub number: u32,
    /// The kind.
    pub kind: QuestionKind,
    /// The statement.
    pub stem: String,
    /// Points.
    pub points: f64,
    /// The choices (single/multiple choice), items (ordering) or right options (matching),
    /// in printed order.
    pub choices: Vec<PrintChoice>,
    /// Matching: the left items, in order.
    pub left: Vec<String>,
    /// The sub-questions.
    pub parts: Vec<PrintPart>,
    /// The figure.
    pub visual: Option<Visual>,
    /// The expected answer (choice indices in printed order).
    pub answer: Answer,
}

/// A section as a variant prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintSection {
    /// The chapter's title.
    pub title: String,
    /// Its questions in printed order.
    pub questions: Vec<PrintQuestion>,
}

/// One variant as printed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintVariant {
    /// 1, 2, 3…
    pub number: u32,
    /// Its seed.
    pub seed: u64,
    /// Its sections.
    pub sections: Vec<PrintSection>,
}

impl PrintVariant {
    /// Every question, in printed order.
    pub fn questions(&self) -> impl Iterator<Item = &PrintQuestion> {
        self.sections.iter().flat_map(|s| s.questions.iter())
    }
}

/// One copy to print.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintCopy {
    /// 1-based.
    pub number: u32,
    /// Its variant's number.
    pub variant: u32,
    /// The student it is for.
    pub student: Option<Student>,
}

/// Everything a render needs, stored with the export so that the PDF (or any part of it) is
/// rendered again identically, whatever happens to the exam afterwards.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PrintJob {
    /// The export id (`exp_…`), also its document id.
    pub id: String,
    /// The owning account.
    pub account_id: String,
    /// Live or test mode.
    pub livemode: bool,
    /// Export or paper.
    pub kind: ExportKind,
    /// The title printed in headers (e.g. "Mathématiques — 4e").
    pub title: String,
    /// The chapters covered, printed under the title.
    pub subtitle: String,
    /// The language of the printed labels.
    pub language: Language,
    /// Paper format.
    pub paper_size: PaperSize,
    /// Whether the answer keys are appended.
    pub answer_key: bool,
    /// Digits of the student-number grid (0: none).
    pub student_id_digits: u8,
    /// The variants.
    pub variants: Vec<PrintVariant>,
    /// Paper: the copies (empty for an export).
    pub copies: Vec<PrintCopy>,
    /// The marketplace's white-label line (name, custom domain, support address) printed in
    /// the footer of every subject and key page, when the account set any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub brand: Option<String>,
}

impl Resource for PrintJob {
    const KIND: &'static str = "exam_export_job";
    const NAME: &'static str = "export";
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
