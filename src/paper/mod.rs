//! Printable exams and courses: variants, answer keys, answer-sheet geometry and (with the
//! `pdf` feature) the PDF itself.
//!
//! What is always compiled is pure: [`variant`] puts an exam's questions in a variant's order
//! (deterministic shuffles from the variant's seed), [`answer_key`] writes that variant's
//! expected answers as it prints them, and the answer sheets' geometry (registration marks,
//! QR code, student-number grid, one block of boxes per question) is computed without any
//! font. With the `pdf` feature, [`render`] draws everything as a vector, tagged PDF with
//! subset fonts shipped in the crate (Libertinus Serif, DejaVu Sans Mono): subjects with
//! wrapped statements and their SVG figures as vectors, answer sheets, answer keys. Without it,
//! [`render`] answers [`RenderError::NotCompiled`]. [`render_course`] sets a course in the same
//! way, with the same fonts and structure tree.
//!
//! The same [`PrintJob`] always renders to the same bytes: nothing depends on the clock, the
//! machine's fonts or a random source other than the job's seeds.
//!
//! ```
//! use edugen::paper::{qr_content, parse_qr};
//!
//! let qr = qr_content("exp_01KAMZ0N6P8Q2R4S6T8V0W2X4Y", 3, 1);
//! assert!(qr.starts_with("EG1|exp_01KAMZ0N6P8Q2R4S6T8V0W2X4Y|3|1|"));
//! assert_eq!(parse_qr(&qr), Some(("exp_01KAMZ0N6P8Q2R4S6T8V0W2X4Y".to_owned(), 3, 1)));
//! assert_eq!(parse_qr(&qr.replace("|3|", "|4|")), None); // the checksum no longer matches
//! ```

use std::collections::BTreeMap;

use sha2::{Digest, Sha256};

use crate::domain::exam::{ChoiceNode, QuestionNode};
use crate::domain::export::{
    FractionFormat, KeyEntry, NumericFormat, PaperLayout, PdfParts, PrintChoice, PrintJob,
    PrintPart, PrintQuestion, PrintSection, PrintVariant,
};
use crate::domain::question::{Answer, Language, QuestionDraft, QuestionKind};

#[cfg(feature = "pdf")]
mod course_pdf;
#[cfg(feature = "pdf")]
mod pdf;
#[cfg(feature = "omr")]
pub mod read;
#[cfg(any(feature = "pdf", feature = "omr"))]
pub(crate) mod sheet;

/// Whether this build renders PDFs (the `pdf` feature).
pub const PDF_AVAILABLE: bool = cfg!(feature = "pdf");

/// Whether this build reads scanned answer sheets (the `omr` feature).
pub const OMR_AVAILABLE: bool = cfg!(feature = "omr");

/// The first field of every QR code of an answer sheet (format version).
pub const QR_PREFIX: &str = "EG1";

/// A small deterministic generator (SplitMix64): shuffles must not change with a dependency's
/// version, since the same seed must print the same paper.
#[derive(Debug, Clone)]
pub(crate) struct Mix(u64);

impl Mix {
    pub(crate) fn new(seed: u64) -> Self {
        Self(seed)
    }

    pub(crate) fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Fisher–Yates.
    pub(crate) fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = (self.next() % (i as u64 + 1)) as usize;
            items.swap(i, j);
        }
    }
}

/// The seed of variant `number` (1-based) of an export seeded with `seed`.
pub fn variant_seed(seed: u64, number: u32) -> u64 {
    Mix::new(seed ^ u64::from(number).wrapping_mul(0xA076_1D64_78BD_642F)).next()
}

/// The seed a variant seeded `variant_seed` draws the values of the exam's question `index`
/// (0-based, in the exam's order) from, at its `attempt`-th try (0 first; a draw that changes
/// the question's kind or number of parts is drawn again with the next attempt, at most 4).
pub fn question_seed(variant_seed: u64, index: usize, attempt: u64) -> u64 {
    Mix::new(
        variant_seed
            ^ (index as u64).wrapping_mul(0xE703_7ED1_A0B4_28DB)
            ^ attempt.wrapping_mul(0x2545_F491_4F6C_DD1D),
    )
    .next()
}

/// The question node `original` with the statement, choices, answer, figure and explanation of
/// `draft` (the same template drawn with other values). Ids stay the exam's: choices take the
/// ids of the exam's choices in the generator's order (made up from the question id when the
/// draft has more), and parts those of the exam's parts.
pub fn redrawn(original: &QuestionNode, draft: QuestionDraft) -> QuestionNode {
    let mut node = original.clone();
    node.stem = draft.stem;
    node.answer = draft.answer;
    node.visual = draft.visual;
    node.explanation = draft.explanation;
    node.choices = draft
        .choices
        .into_iter()
        .enumerate()
        .map(|(i, c)| ChoiceNode {
            id: original
                .choices
                .get(i)
                .map_or_else(|| format!("{}.{i}", original.id), |o| o.id.clone()),
            node_type: "choice".to_owned(),
            version: 1,
            text: c.text,
            correct: c.correct,
            feedback: c.feedback,
        })
        .collect();
    if draft.parts.len() == original.parts.len() {
        for (p, d) in node.parts.iter_mut().zip(draft.parts) {
            p.stem = d.stem;
            p.answer = d.answer;
        }
    }
    node
}

fn letter(i: usize) -> String {
    char::from(b'A' + (i % 26) as u8).to_string()
}

/// Variant `number` of `sections` (title, questions in the exam's order): questions shuffled
/// within their section and choices shuffled when asked (from `seed`), numbered 1, 2… in
/// printed order, choice indices of the answers counted in printed order.
pub fn variant(
    number: u32,
    seed: u64,
    sections: Vec<(String, Vec<QuestionNode>)>,
    shuffle_questions: bool,
    shuffle_choices: bool,
) -> PrintVariant {
    let mut mix = Mix::new(seed);
    let mut next = 0u32;
    let mut out = Vec::new();
    for (title, mut questions) in sections {
        if shuffle_questions {
            mix.shuffle(&mut questions);
        }
        let mut printed = Vec::new();
        for q in questions {
            next += 1;
            let mut order: Vec<usize> = (0..q.choices.len()).collect();
            let shuffles = matches!(
                q.kind,
                QuestionKind::SingleChoice
                    | QuestionKind::MultipleChoice
                    | QuestionKind::Matching
                    | QuestionKind::Ordering
            );
            if shuffle_choices && shuffles {
                mix.shuffle(&mut order);
            }
            let choices: Vec<PrintChoice> = order
                .iter()
                .enumerate()
                .map(|(i, &o)| PrintChoice {
                    id: q.choices[o].id.clone(),
                    label: letter(i),
                    text: q.choices[o].text.clone(),
                })
                .collect();
            let answer = match &q.answer {
                Answer::Choices { correct } => {
                    let mut c: Vec<usize> = order
                        .iter()
                        .enumerate()
                        .filter(|(_, o)| correct.contains(o))
                        .map(|(i, _)| i)
                        .collect();
                    c.sort_unstable();
                    Answer::Choices { correct: c }
                }
                other => other.clone(),
            };
            let left = match &q.answer {
                Answer::Matching { pairs } if q.kind == QuestionKind::Matching => {
                    pairs.iter().map(|(l, _)| l.clone()).collect()
                }
                _ => Vec::new(),
            };
            let visual = (!q.visual.svg.trim().is_empty()).then(|| q.visual.clone());
            printed.push(PrintQuestion {
                id: q.id.clone(),
                number: next,
                kind: q.kind,
                stem: q.stem.clone(),
                points: q.points,
                choices,
                left,
                parts: q
                    .parts
                    .iter()
                    .enumerate()
                    .map(|(i, p)| PrintPart {
                        id: p.id.clone(),
                        label: char::from(b'a' + (i % 26) as u8).to_string(),
                        stem: p.stem.clone(),
                        points: p.points,
                        answer: p.answer.clone(),
                    })
                    .collect(),
                visual,
                answer,
            });
        }
        out.push(PrintSection {
            title,
            questions: printed,
        });
    }
    PrintVariant {
        number,
        seed,
        sections: out,
    }
}

#[cfg(feature = "pdf")]
/// A number as a reader of `language` writes it ("2,5" or "2.5").
pub(crate) fn number(value: f64, language: Language) -> String {
    let text = if value.fract() == 0.0 {
        format!("{value:.0}")
    } else {
        let t = format!("{value:.2}");
        t.trim_end_matches('0').to_owned()
    };
    match language {
        Language::Fr => text.replace('.', ","),
        Language::En => text,
    }
}

/// What the answer `answer` of a question printed with `choices` (and `left` items) looks like
/// on the answer sheet, and as a teacher reads it.
fn expected(
    kind: QuestionKind,
    answer: &Answer,
    choices: &[PrintChoice],
    language: Language,
) -> (Vec<String>, Vec<String>, String) {
    let find = |text: &str| choices.iter().position(|c| c.text == text).map(letter);
    match answer {
        Answer::Choices { correct } => {
            let letters: Vec<String> = correct.iter().map(|&i| letter(i)).collect();
            let ids = correct
                .iter()
                .filter_map(|&i| choices.get(i).map(|c| c.id.clone()))
                .collect();
            let display = correct
                .iter()
                .filter_map(|&i| choices.get(i).map(|c| format!("{} ({})", c.label, c.text)))
                .collect::<Vec<_>>()
                .join(", ");
            (letters, ids, display)
        }
        Answer::Boolean { value } => {
            let words = boolean_words(language);
            (
                vec![value.to_string()],
                Vec::new(),
                words[usize::from(!value)].to_owned(),
            )
        }
        Answer::Numeric { display, unit, .. } => {
            let shown = match unit {
                Some(u) if !display.contains(u.as_str()) => format!("{display}\u{a0}{u}"),
                _ => display.clone(),
            };
            (Vec::new(), Vec::new(), shown)
        }
        Answer::Text { accepted } => (
            Vec::new(),
            Vec::new(),
            accepted.first().cloned().unwrap_or_default(),
        ),
        Answer::Matching { pairs } => {
            let letters: Vec<String> = pairs
                .iter()
                .map(|(_, r)| find(r).unwrap_or_default())
                .collect();
            let display = letters
                .iter()
                .enumerate()
                .map(|(i, l)| format!("{} → {l}", i + 1))
                .collect::<Vec<_>>()
                .join(", ");
            (letters, Vec::new(), display)
        }
        Answer::Ordering { items } if kind == QuestionKind::Ordering => {
            let letters: Vec<String> = items.iter().map(|t| find(t).unwrap_or_default()).collect();
            let display = letters.join(", ");
            (letters, Vec::new(), display)
        }
        Answer::Ordering { items } => (Vec::new(), Vec::new(), items.join(", ")),
        Answer::Open { rubric } => (Vec::new(), Vec::new(), rubric.clone()),
    }
}

/// The answer key of `variant`: every question (or, for a question with parts, every part) by
/// node id, as this variant prints it.
pub fn answer_key(variant: &PrintVariant, language: Language) -> BTreeMap<String, KeyEntry> {
    let mut key = BTreeMap::new();
    for q in variant.questions() {
        if q.parts.is_empty() {
            let (letters, choice_ids, display) = expected(q.kind, &q.answer, &q.choices, language);
            key.insert(
                q.id.clone(),
                KeyEntry {
                    number: q.number.to_string(),
                    kind: q.kind,
                    points: q.points,
                    answer: q.answer.clone(),
                    letters,
                    choice_ids,
                    display,
                },
            );
        } else {
            for p in &q.parts {
                let kind = match p.answer {
                    Answer::Numeric { .. } => QuestionKind::Numeric,
                    Answer::Boolean { .. } => QuestionKind::TrueFalse,
                    Answer::Text { .. } => QuestionKind::ShortText,
                    _ => QuestionKind::Open,
                };
                let (letters, choice_ids, display) = expected(kind, &p.answer, &[], language);
                key.insert(
                    p.id.clone(),
                    KeyEntry {
                        number: format!("{}{}", q.number, p.label),
                        kind,
                        points: p.points,
                        answer: p.answer.clone(),
                        letters,
                        choice_ids,
                        display,
                    },
                );
            }
        }
    }
    key
}

/// The checksum of a QR content's first fields: the first 4 bytes of their SHA-256, in hex.
fn checksum(body: &str) -> String {
    let digest = Sha256::digest(body.as_bytes());
    digest[..4].iter().map(|b| format!("{b:02x}")).collect()
}

/// What the QR code of page `page` of copy `copy` of export `export` says (also printed under
/// it): `EG1|<export>|<copy>|<page>|<checksum>`.
pub fn qr_content(export: &str, copy: u32, page: u32) -> String {
    let body = format!("{QR_PREFIX}|{export}|{copy}|{page}");
    let sum = checksum(&body);
    format!("{body}|{sum}")
}

/// The export id, copy and page a QR content names, if it is well formed and its checksum
/// matches.
pub fn parse_qr(content: &str) -> Option<(String, u32, u32)> {
    let mut fields = content.trim().split('|');
    let (prefix, export, copy, page, sum) = (
        fields.next()?,
        fields.next()?,
        fields.next()?,
        fields.next()?,
        fields.next()?,
    );
    if fields.next().is_some() || prefix != QR_PREFIX {
        return None;
    }
    let body = format!("{prefix}|{export}|{copy}|{page}");
    if checksum(&body) != sum {
        return None;
    }
    Some((export.to_owned(), copy.parse().ok()?, page.parse().ok()?))
}

/// A part of the PDF to render alone.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Part {
    /// The subjects.
    Subject,
    /// The answer sheets (paper).
    Sheets,
    /// The answer keys.
    Answers,
}

/// What to render: everything, or one part, or one copy (paper) or variant (export).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Selection {
    /// Only this part.
    pub part: Option<Part>,
    /// Only this copy (paper) or variant (export), 1-based.
    pub copy: Option<u32>,
}

/// A rendered PDF.
#[derive(Debug, Clone, PartialEq)]
pub struct Rendered {
    /// The file.
    pub pdf: Vec<u8>,
    /// Its pages.
    pub page_count: u32,
    /// Where each part is.
    pub parts: PdfParts,
    /// Paper: the answer sheets' layout (page numbers of the whole document).
    pub layout: Option<PaperLayout>,
}

/// Why a PDF could not be rendered.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum RenderError {
    /// This build has no PDF renderer.
    #[error(
        "PDF rendering is not compiled in: build edugen with the `pdf` feature to render exports"
    )]
    NotCompiled,
    /// The job cannot be printed.
    #[error("{0}")]
    Failed(String),
}

/// Renders `selection` of `job` as a PDF.
pub fn render(job: &PrintJob, selection: Selection) -> Result<Rendered, RenderError> {
    #[cfg(feature = "pdf")]
    {
        pdf::render(job, selection)
    }
    #[cfg(not(feature = "pdf"))]
    {
        let _ = (job, selection);
        Err(RenderError::NotCompiled)
    }
}

/// Renders `course` as a tagged PDF on A4 paper: its outline and written sections in reading
/// order (headings, paragraphs, definitions, rules, worked examples, figures as vectors with
/// their alt text, exercises, key points, summaries), the answers of the exercises gathered at
/// the end. Without the `pdf` feature, [`RenderError::NotCompiled`].
pub fn render_course(course: &crate::domain::course::Course) -> Result<Vec<u8>, RenderError> {
    #[cfg(feature = "pdf")]
    {
        course_pdf::render(course)
    }
    #[cfg(not(feature = "pdf"))]
    {
        let _ = course;
        Err(RenderError::NotCompiled)
    }
}

#[cfg(test)]
mod tests;

/// The labels of a true/false pair.
pub(crate) fn boolean_words(language: Language) -> [&'static str; 2] {
    match language {
        Language::Fr => ["Vrai", "Faux"],
        Language::En => ["True", "False"],
    }
}

/// Whether a numeric answer is written on the sheet as a fraction, and its grids: when the
/// expected value is shown as a fraction (`1/3`, `−5/7`) whose decimal form does not end
/// within four decimals (its reduced denominator does not divide 10⁴) and no approximation is
/// accepted (tolerance 0). The numerator and the denominator get one digit column more than
/// the shown fraction's (so that an unreduced equal fraction fits and the grid does not give
/// the answer's size away), at least two, at most six.
pub fn fraction_format(answer: &Answer) -> Option<FractionFormat> {
    let Answer::Numeric {
        display, tolerance, ..
    } = answer
    else {
        return None;
    };
    if *tolerance > 0.0 || !display.contains('/') {
        return None;
    }
    let (n, d) = crate::domain::grading::exact_ratio(display)?;
    let g = gcd(n.unsigned_abs(), d.unsigned_abs()).max(1);
    let reduced = d.unsigned_abs() / g;
    if 10_000 % reduced == 0 {
        return None;
    }
    let columns = |v: u128| (v.max(1).ilog10() + 2).clamp(2, 6);
    Some(FractionFormat {
        numerator_digits: columns(n.unsigned_abs()),
        denominator_digits: columns(d.unsigned_abs()),
    })
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// How a numeric answer is encoded: enough integer digits for the expected value and one
/// more (so the grid does not give its size away), at least two, at most seven; as many
/// decimals as the expected value shows or needs (a fraction's decimal form), at most four.
pub fn numeric_format(answer: &Answer) -> Option<NumericFormat> {
    let Answer::Numeric { value, display, .. } = answer else {
        return None;
    };
    let number: String = display
        .chars()
        .take_while(|c| {
            c.is_ascii_digit() || matches!(c, ',' | '.' | '-' | '−' | ' ' | '\u{a0}' | '\u{202f}')
        })
        .filter(|c| !c.is_whitespace() && *c != '\u{202f}')
        .collect();
    let shown = number
        .split([',', '.'])
        .nth(1)
        .map_or(0, |d| d.chars().filter(char::is_ascii_digit).count()) as u32;
    // A value shown as a fraction ("-15/16") is written on the grid as its decimal form when
    // that ends within four decimals (-0,9375).
    let needed = (0..=4u32)
        .find(|&d| {
            let scaled = value.abs() * 10f64.powi(d as i32);
            (scaled - scaled.round()).abs() < 1e-9 * scaled.max(1.0)
        })
        .unwrap_or(4);
    let decimals = shown.max(needed);
    let whole = value.abs().trunc();
    let int_digits = if whole < 1.0 {
        1
    } else {
        (whole.log10().floor() as u32) + 1
    };
    Some(NumericFormat {
        integer_digits: (int_digits + 1).clamp(2, 7),
        decimals: decimals.min(4),
    })
}
