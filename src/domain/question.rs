//! Questions as data: what a generator produces and an exam holds, before the exam gives its
//! nodes ids. A [`QuestionDraft`] has a [`QuestionKind`], a statement, its choices
//! ([`ChoiceDraft`]) or parts ([`PartDraft`]), the expected [`Answer`], curriculum [`Tags`] and
//! a figure ([`Visual`]), written in a [`Language`]; [`Quality`] says how carefully answers
//! were checked.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// A generated question, before the core gives its nodes ids.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionDraft {
    /// The kind of response expected.
    pub kind: QuestionKind,
    /// The statement, in the request's language.
    pub stem: String,
    /// For `single_choice` and `multiple_choice`: the options, in display order, each flagged
    /// correct or not (a distractor's `feedback` names the typical mistake behind it). For
    /// `ordering`: the items to arrange, in (shuffled) display order. For `matching`: the
    /// right-hand options, in (shuffled) display order. Ordering and matching items all belong
    /// to the answer, so they are all flagged `correct`. Empty for the other kinds.
    pub choices: Vec<ChoiceDraft>,
    /// The expected answer.
    pub answer: Answer,
    /// Points, whole or half (with parts: the sum of the parts' points).
    pub points: f64,
    /// Curriculum tags.
    pub tags: Tags,
    /// The figure that goes with the statement.
    pub visual: Visual,
    /// A worked solution, in the request's language.
    pub explanation: String,
    /// Sub-questions a), b)… in order; empty for a one-step question. When present, `answer`
    /// is the answer of the last part.
    pub parts: Vec<PartDraft>,
    /// How the generator can draw this question again with other values (printable variants);
    /// absent when the generator cannot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub template: Option<Template>,
}

/// Where a generated question comes from: enough for its generator to draw the same question
/// (same chapter, kind and wording) with other values, as printable variants do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Template {
    /// The generator that made it (`builtin`).
    pub generator: String,
    /// The chapter id it was drawn from.
    pub chapter: String,
    /// The Bloom level asked for (a blueprint cell), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub bloom: Option<String>,
    /// Which of the chapter's kinds and forms it is.
    pub round: u64,
    /// The seed its values were drawn from.
    pub seed: u64,
}

/// The kind of a question.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// Exactly one correct option among several.
    SingleChoice,
    /// One or more correct options among several.
    MultipleChoice,
    /// A statement to judge true or false.
    TrueFalse,
    /// A number, with a tolerance and an optional unit.
    Numeric,
    /// A short text, compared with accepted answers.
    ShortText,
    /// Pairs to associate.
    Matching,
    /// Items to put in order.
    Ordering,
    /// A free answer marked with a rubric.
    Open,
}

/// One option of a choice question (or one item of an ordering/matching question).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChoiceDraft {
    /// The text shown.
    pub text: String,
    /// Whether ticking it is right.
    pub correct: bool,
    /// For a distractor: why it is wrong, i.e. the typical mistake that leads to it.
    pub feedback: Option<String>,
}

/// The expected answer of a question or of a part.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(
    tag = "type",
    rename_all = "camelCase",
    rename_all_fields = "camelCase",
    deny_unknown_fields
)]
pub enum Answer {
    /// Indices (0-based, into `choices`) of the correct options.
    Choices {
        /// Correct indices, increasing.
        #[schema(value_type = Vec<u64>)]
        correct: Vec<usize>,
    },
    /// The truth value of the statement.
    Boolean {
        /// `true` if the statement is true.
        value: bool,
    },
    /// A number.
    Numeric {
        /// The value, in `unit`.
        value: f64,
        /// Accepted absolute deviation (0 for an exact answer).
        tolerance: f64,
        /// Unit symbol, e.g. `cm`, `km/h`, `N/kg`.
        unit: Option<String>,
        /// The value as shown to a reader of the request's language, e.g. "3,5".
        display: String,
    },
    /// A short text.
    Text {
        /// Accepted answers (the first is the canonical one).
        accepted: Vec<String>,
    },
    /// Pairs (left item, right option).
    Matching {
        /// The correct pairs, in the order of the left items.
        #[schema(value_type = Vec<Vec<String>>)]
        pairs: Vec<(String, String)>,
    },
    /// Items in the correct order.
    Ordering {
        /// The items, in the correct order.
        items: Vec<String>,
    },
    /// A free answer.
    Open {
        /// How to mark it.
        rubric: String,
    },
}

/// One sub-question of a question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartDraft {
    /// The sub-question.
    pub stem: String,
    /// Its expected answer.
    pub answer: Answer,
    /// Its points (whole or half).
    pub points: f64,
}

/// Curriculum tags of a question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Tags {
    /// Bloom level id, one of the chapter's.
    #[schema(value_type = crate::domain::schema::BloomLevelId)]
    pub bloom: String,
    /// Socle commun component id, one of the chapter's (e.g. `D1.3`).
    #[schema(value_type = crate::domain::schema::CompetencyId)]
    pub competency: String,
    /// Chapter id.
    #[schema(value_type = crate::domain::schema::ChapterId)]
    pub chapter: String,
}

/// A figure attached to a question.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Visual {
    /// Always `svg`.
    #[serde(rename = "type")]
    pub kind: String,
    /// A standalone SVG document (`viewBox`, `role="img"`, a `<title>` equal to `alt`).
    pub svg: String,
    /// Text alternative, in the request's language.
    pub alt: String,
}

/// Language of the generated statements.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Language {
    /// French: statements in French, decimal comma ("3,5"), grouped thousands ("12 500").
    #[default]
    Fr,
    /// English: statements in English, decimal point ("3.5").
    En,
}

/// How carefully answers are checked before a question is yielded.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Quality {
    /// Answers are computed answer-first and exactly; no second verification.
    #[default]
    Standard,
    /// Every answer is re-verified a second, independent way (substitution, an equivalent
    /// formula, parsing back what is displayed); a failure yields a generation error.
    High,
}
