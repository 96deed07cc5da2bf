//! The data exchanged with a [`Generator`](super::Generator): what to generate and what it
//! can generate. The questions that come out are described in [`crate::domain::question`].

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::domain::question::{Language, Quality};

/// What to generate.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerationRequest {
    /// Subject id, e.g. `mathematiques` or `physique-chimie`.
    pub subject: String,
    /// Level id, e.g. `6e`, `4e` or `2de`.
    pub level: String,
    /// Chapter ids to draw from, cycled in order. Empty: every chapter the generator serves
    /// for the subject and level.
    #[serde(default)]
    pub topics: Vec<String>,
    /// How many questions to produce (ignored when a `blueprint` is given: then the sum of its
    /// cells' counts is produced).
    pub question_count: u32,
    /// `standard`, or `high`: every answer is verified a second way before it is yielded.
    #[serde(default)]
    pub quality: Quality,
    /// Seed: the same request with the same seed produces the same questions.
    #[serde(default)]
    pub seed: u64,
    /// Language of the statements and of the numbers (`fr`: "3,5"; `en`: "3.5").
    #[serde(default)]
    pub language: Language,
    /// Optional table of specifications: how many questions of which chapter at which Bloom
    /// level. When present it replaces `topics` and `question_count`.
    #[serde(default)]
    pub blueprint: Option<Blueprint>,
}

impl GenerationRequest {
    /// A request for `question_count` questions of every chapter served for `subject` and
    /// `level`, in French, standard quality, seed 0.
    pub fn new(subject: impl Into<String>, level: impl Into<String>, question_count: u32) -> Self {
        Self {
            subject: subject.into(),
            level: level.into(),
            topics: Vec::new(),
            question_count,
            quality: Quality::Standard,
            seed: 0,
            language: Language::Fr,
            blueprint: None,
        }
    }
}

/// A table of specifications: chapters (rows) by Bloom levels (columns).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Blueprint {
    /// The non-empty cells, produced in order.
    pub cells: Vec<BlueprintCell>,
}

/// One cell of a [`Blueprint`].
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct BlueprintCell {
    /// Chapter id, e.g. `mathematiques-4e-theoreme-de-pythagore`.
    #[schema(value_type = crate::domain::schema::ChapterId)]
    pub chapter: String,
    /// Bloom level id (`remember`, `understand`, `apply`, `analyze`, `evaluate`), one of the
    /// chapter's.
    #[schema(value_type = crate::domain::schema::BloomLevelId)]
    pub bloom: String,
    /// How many questions.
    pub count: u32,
}

/// What a generator can produce: chapters of one subject at one level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Capability {
    /// Subject id.
    pub subject: String,
    /// Level id.
    pub level: String,
    /// Chapter ids served, in curriculum order.
    pub chapters: Vec<String>,
}
