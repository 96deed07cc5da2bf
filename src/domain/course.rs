//! Courses: a two-pass document. Pass 1 (the architecture) outlines sections, each with its
//! learning objectives, minutes and planned blocks; the teacher reshapes the outline; pass 2
//! writes each section as typed [`Block`]s; a written course is published to the account's
//! teacher library.
//!
//! States: `architecting` → `outlined` → `writing` → `written` → `published`, and `failed`
//! (see [`CourseStatus`]). The rules of each transition and of outline edits live here
//! ([`Course::edit`], [`Course::check_writable`]…); the services store the results.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Resource;
use super::curriculum::curriculum;
use super::exam::{ChoiceNode, PartNode, QuestionNode};
use super::question::{Answer, Language, QuestionDraft, Visual};
use crate::error::{Error, FieldError};
use crate::ids::new_id;

/// Fewest and most sections of a course.
pub const SECTIONS: std::ops::RangeInclusive<u32> = 1..=20;
/// Fewest and most minutes of a course.
pub const DURATION: std::ops::RangeInclusive<u32> = 15..=600;
/// Fewest and most minutes of a section.
pub const SECTION_MINUTES: std::ops::RangeInclusive<u32> = 5..=240;
/// Most objectives of a section.
pub const MAX_OBJECTIVES: usize = 8;
/// Longest title, objective text or focus, in characters.
pub const MAX_TEXT: usize = 300;

/// Where a course stands.
///
/// `architecting` → `outlined` (pass 1 done) → `writing` (pass 2, or one section being
/// rewritten) → `written` → `published`. A failed pass leaves `failed` with the problem, keeping
/// what was done. An outline edit of a `written` or `published` course leaves it `written` when
/// every section is still written, `outlined` otherwise; a `failed` course that has an outline
/// can be edited and written again. Anything else is 409 `conflict`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum CourseStatus {
    /// Pass 1 is running: the outline is being drawn.
    Architecting,
    /// The outline is there; sections may be unwritten.
    Outlined,
    /// Pass 2 is running (every unwritten section, or one section).
    Writing,
    /// Every section is written.
    Written,
    /// In the teacher library (the last published version).
    Published,
    /// A pass failed; `error` says why, and what was done is kept.
    Failed,
}

impl CourseStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Architecting => "architecting",
            Self::Outlined => "outlined",
            Self::Writing => "writing",
            Self::Written => "written",
            Self::Published => "published",
            Self::Failed => "failed",
        }
    }

    /// Whether a pass is running.
    pub fn running(self) -> bool {
        matches!(self, Self::Architecting | Self::Writing)
    }
}

/// What a section is for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SectionKind {
    /// Teaches notions: definitions, rules, a worked example, first exercises.
    Lesson,
    /// Practice: a worked example and graded exercises.
    Practice,
    /// Review: the key points of the chapter and mixed exercises.
    Review,
}

/// Whether a section's content is there.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum SectionStatus {
    /// Outlined, not written (or its objectives changed since).
    Outlined,
    /// Written.
    Written,
    /// Its writing failed (`error` says why).
    Failed,
}

/// A learning objective: a Bloom level, its verb, the text (starting with the verb), and where
/// it sits in the curriculum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Objective {
    /// Bloom level id (`remember` … `create`).
    #[schema(value_type = crate::domain::schema::BloomLevelId)]
    pub bloom: String,
    /// The action verb, one of the Bloom level's verbs in the course's language.
    pub verb: String,
    /// The objective, starting with the verb: "Calculer la longueur de l'hypoténuse…".
    pub text: String,
    /// Socle commun component id, one of the chapter's.
    #[schema(value_type = crate::domain::schema::CompetencyId)]
    pub competency: String,
    /// Chapter id.
    #[schema(value_type = crate::domain::schema::ChapterId)]
    pub chapter: String,
    /// The notion of the chapter it is about (a key of the generator's knowledge base), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notion: Option<String>,
}

/// The kind of a block, as the outline plans it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum BlockKind {
    /// A heading.
    Heading,
    /// A paragraph.
    Paragraph,
    /// A definition.
    Definition,
    /// A rule or property.
    Rule,
    /// A worked example.
    WorkedExample,
    /// A figure.
    Figure,
    /// An exercise.
    Exercise,
    /// Key points.
    KeyPoints,
    /// The summary.
    Summary,
}

/// One block of a written section.
///
/// Text fields use a small inline markup: `*emphasis*` and `$maths$` (a formula, set in
/// italics); nothing else is interpreted, and a text without markup is plain.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(
    tag = "type",
    rename_all = "snake_case",
    rename_all_fields = "camelCase"
)]
pub enum Block {
    /// A heading inside the section.
    Heading {
        /// The text.
        text: String,
    },
    /// A paragraph.
    Paragraph {
        /// The text (inline markup).
        text: String,
    },
    /// A definition.
    Definition {
        /// The term defined.
        term: String,
        /// The definition (inline markup).
        text: String,
    },
    /// A rule or a property.
    Rule {
        /// Its name ("Théorème de Pythagore").
        title: String,
        /// The statement (inline markup).
        text: String,
    },
    /// A worked example: a statement, numbered steps, the result.
    WorkedExample {
        /// The statement.
        statement: String,
        /// The steps, in order.
        steps: Vec<String>,
        /// The result.
        result: String,
        /// Its figure.
        visual: Option<Visual>,
    },
    /// A figure (SVG with its alt text).
    Figure {
        /// The figure (`{type: "svg", svg, alt}`).
        visual: Visual,
        /// The caption.
        caption: String,
    },
    /// An exercise: a question node exactly as in an exam, with its answer and explanation.
    Exercise {
        /// The question.
        question: Box<QuestionNode>,
    },
    /// The points to remember.
    KeyPoints {
        /// One point per item (inline markup).
        items: Vec<String>,
    },
    /// A short summary of the section.
    Summary {
        /// The text (inline markup).
        text: String,
    },
}

impl Block {
    /// An exercise block holding `draft` as a question node. Its node ids are given when the
    /// section is stored ([`Section::write`]).
    pub fn exercise(draft: QuestionDraft) -> Block {
        let node = |kind: &str| (String::new(), kind.to_owned(), 1u64);
        let (id, node_type, version) = node("question");
        Block::Exercise {
            question: Box::new(QuestionNode {
                id,
                node_type,
                version,
                kind: draft.kind,
                stem: draft.stem,
                points: draft.points,
                tags: draft.tags,
                visual: draft.visual,
                answer: draft.answer,
                explanation: draft.explanation,
                choices: draft
                    .choices
                    .into_iter()
                    .map(|c| ChoiceNode {
                        id: String::new(),
                        node_type: "choice".to_owned(),
                        version: 1,
                        text: c.text,
                        correct: c.correct,
                        feedback: c.feedback,
                    })
                    .collect(),
                parts: draft
                    .parts
                    .into_iter()
                    .map(|p| PartNode {
                        id: String::new(),
                        node_type: "part".to_owned(),
                        version: 1,
                        stem: p.stem,
                        answer: p.answer,
                        points: p.points,
                    })
                    .collect(),
                template: draft.template,
            }),
        }
    }

    /// What identifies a worked example or an exercise: its statement and its figure's alt
    /// text (two questions may share a statement and differ by their figure).
    pub fn signature(&self) -> Option<String> {
        match self {
            Block::WorkedExample {
                statement, visual, ..
            } => Some(format!(
                "{statement}\n{}",
                visual.as_ref().map_or("", |v| v.alt.as_str())
            )),
            Block::Exercise { question } => {
                Some(format!("{}\n{}", question.stem, question.visual.alt))
            }
            _ => None,
        }
    }

    /// The block's kind.
    pub fn kind(&self) -> BlockKind {
        match self {
            Block::Heading { .. } => BlockKind::Heading,
            Block::Paragraph { .. } => BlockKind::Paragraph,
            Block::Definition { .. } => BlockKind::Definition,
            Block::Rule { .. } => BlockKind::Rule,
            Block::WorkedExample { .. } => BlockKind::WorkedExample,
            Block::Figure { .. } => BlockKind::Figure,
            Block::Exercise { .. } => BlockKind::Exercise,
            Block::KeyPoints { .. } => BlockKind::KeyPoints,
            Block::Summary { .. } => BlockKind::Summary,
        }
    }

    /// Every text a reader sees in the block (for word counts and checks), figures' alt texts
    /// aside.
    pub fn texts(&self) -> Vec<&str> {
        match self {
            Block::Heading { text } | Block::Paragraph { text } | Block::Summary { text } => {
                vec![text]
            }
            Block::Definition { term, text } => vec![term, text],
            Block::Rule { title, text } => vec![title, text],
            Block::WorkedExample {
                statement,
                steps,
                result,
                ..
            } => {
                let mut v = vec![statement.as_str(), result.as_str()];
                v.extend(steps.iter().map(String::as_str));
                v
            }
            Block::Figure { caption, .. } => vec![caption],
            Block::Exercise { question } => {
                let mut v = vec![question.stem.as_str(), question.explanation.as_str()];
                v.extend(question.choices.iter().map(|c| c.text.as_str()));
                v.extend(question.parts.iter().map(|p| p.stem.as_str()));
                v
            }
            Block::KeyPoints { items } => items.iter().map(String::as_str).collect(),
        }
    }
}

/// How a section is (re)written.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Length {
    /// Fewer examples and exercises.
    Short,
    /// The default.
    #[default]
    Normal,
    /// More examples and exercises.
    Long,
}

/// Instructions kept with a section and followed each time it is written.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct WriteInstructions {
    /// `short`, `normal` (default) or `long`.
    #[serde(default)]
    pub length: Length,
    /// A free-text emphasis (at most 300 characters), stated in the section's introduction.
    #[serde(default)]
    #[schema(max_length = 300)]
    pub focus: Option<String>,
}

/// The problem of a failed pass or section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CourseError {
    /// A problem code (`architecture_failed`, `writing_failed`).
    pub code: String,
    /// What happened.
    pub detail: String,
}

/// A section as pass 1 plans it, before it has an id.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PlannedSection {
    /// What the section is for.
    pub kind: SectionKind,
    /// Its title.
    pub title: String,
    /// Its chapter.
    pub chapter: String,
    /// Its learning objectives (at least one).
    pub objectives: Vec<Objective>,
    /// Its planned duration.
    pub minutes: u32,
    /// The blocks it plans, in order.
    pub plan: Vec<BlockKind>,
}

/// A section of a course.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Section {
    /// `sec_…`
    pub id: String,
    /// What the section is for.
    pub kind: SectionKind,
    /// Its title.
    pub title: String,
    /// Its chapter id.
    #[schema(value_type = crate::domain::schema::ChapterId)]
    pub chapter: String,
    /// Its learning objectives.
    pub objectives: Vec<Objective>,
    /// Its planned duration.
    pub minutes: u32,
    /// The blocks it plans, in order.
    pub plan: Vec<BlockKind>,
    /// `outlined`, `written` or `failed`.
    pub status: SectionStatus,
    /// Instructions given when it was last rewritten.
    pub instructions: Option<WriteInstructions>,
    /// Its content, once written.
    pub blocks: Vec<Block>,
    /// Words in its content.
    pub word_count: u32,
    /// Bumped by every change.
    pub version: u64,
    /// Why its writing failed.
    pub error: Option<CourseError>,
    /// When it was last written.
    #[serde(with = "crate::ids::ts::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub written_at: Option<DateTime<Utc>>,
}

impl Section {
    /// A new, unwritten section from a plan.
    pub fn planned(p: PlannedSection, now: DateTime<Utc>) -> Self {
        Self {
            id: new_id("sec", now),
            kind: p.kind,
            title: p.title,
            chapter: p.chapter,
            objectives: p.objectives,
            minutes: p.minutes,
            plan: p.plan,
            status: SectionStatus::Outlined,
            instructions: None,
            blocks: Vec::new(),
            word_count: 0,
            version: 1,
            error: None,
            written_at: None,
        }
    }

    /// Stores written content; every question node of its exercises gets a fresh `node_` id.
    pub fn write(&mut self, mut blocks: Vec<Block>, now: DateTime<Utc>) {
        for b in &mut blocks {
            if let Block::Exercise { question } = b {
                question.id = new_id("node", now);
                for c in &mut question.choices {
                    c.id = new_id("node", now);
                }
                for p in &mut question.parts {
                    p.id = new_id("node", now);
                }
            }
        }
        self.word_count = blocks
            .iter()
            .flat_map(|b| b.texts())
            .map(|t| t.split_whitespace().count() as u32)
            .sum();
        self.blocks = blocks;
        self.status = SectionStatus::Written;
        self.error = None;
        self.written_at = Some(now);
        self.version += 1;
    }

    /// The signatures of its worked examples and exercises (a later section avoids them).
    pub fn statements(&self) -> Vec<String> {
        self.blocks.iter().filter_map(Block::signature).collect()
    }

    /// Back to unwritten (its objectives changed): its content is dropped.
    fn unwrite(&mut self) {
        self.blocks.clear();
        self.word_count = 0;
        self.status = SectionStatus::Outlined;
        self.error = None;
        self.written_at = None;
    }
}

/// A course.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Course {
    /// `crs_…`
    pub id: String,
    /// Always `course`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The title.
    pub title: String,
    /// Subject id.
    #[schema(value_type = crate::domain::schema::SubjectId)]
    pub subject: String,
    /// Level id.
    #[schema(value_type = crate::domain::schema::LevelId)]
    pub level: String,
    /// The chapters it covers, in order.
    #[schema(value_type = Vec<crate::domain::schema::ChapterId>)]
    pub chapters: Vec<String>,
    /// `fr` or `en`.
    pub language: Language,
    /// The sum of the sections' minutes.
    pub duration_minutes: u32,
    /// The generation seed (the same request and seed give the same course).
    pub seed: u64,
    /// Where it stands.
    pub status: CourseStatus,
    /// Bumped by every change (send it in `If-Match` to edit).
    pub version: u64,
    /// The number of passes run so far (each pass has its own event stream).
    pub passes: u32,
    /// The id of the last stored event of the current pass's stream.
    pub last_event_id: u32,
    /// The sections, in order.
    pub sections: Vec<Section>,
    /// Why the last pass failed.
    pub error: Option<CourseError>,
    /// When it was last published.
    #[serde(with = "crate::ids::ts::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub published_at: Option<DateTime<Utc>>,
    /// The version the teacher library shows (the last published one).
    pub published_version: Option<u64>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

impl Resource for Course {
    const KIND: &'static str = "course";
    const NAME: &'static str = "course";
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
            ("subject".to_owned(), self.subject.clone()),
            ("level".to_owned(), self.level.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
            (
                "published".to_owned(),
                self.published_at.is_some().to_string(),
            ),
        ]
        .into()
    }
}

/// The published copy of a course: what the teacher library shows, kept until the next
/// publication (the course itself may be edited meanwhile).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Publication {
    /// The course as published.
    pub course: Course,
}

impl Resource for Publication {
    const KIND: &'static str = "course_publication";
    const NAME: &'static str = "course";
    fn id(&self) -> &str {
        &self.course.id
    }
    fn account(&self) -> &str {
        &self.course.account_id
    }
    fn livemode(&self) -> bool {
        self.course.livemode
    }
}

/// What remains of a deleted course: a change asked of it afterwards is 409 with a detail
/// saying it was deleted (reading it is 404, as for any resource that is gone).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CourseTombstone {
    /// `crs_…`
    pub id: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// When it was deleted.
    #[serde(with = "crate::ids::ts")]
    pub deleted_at: DateTime<Utc>,
}

impl Resource for CourseTombstone {
    const KIND: &'static str = "course_deleted";
    const NAME: &'static str = "course";
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

/// One section in a `PATCH` of the outline: an existing section by `id` (kept, moved, and
/// changed by the fields given), or a new one (no `id`: `title`, `minutes` and `objectives`
/// required).
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct SectionEdit {
    /// An existing section (`sec_…`); absent for a new section.
    #[serde(default)]
    pub id: Option<String>,
    /// A new title (1 to 300 characters).
    #[serde(default)]
    #[schema(min_length = 1, max_length = 300)]
    pub title: Option<String>,
    /// New minutes (5 to 240).
    #[serde(default)]
    #[schema(minimum = 5, maximum = 240)]
    pub minutes: Option<u32>,
    /// New objectives (1 to 8); a written section whose objectives change is unwritten.
    #[serde(default)]
    #[schema(min_items = 1, max_items = 8)]
    pub objectives: Option<Vec<ObjectiveEdit>>,
    /// For a new section: `lesson` (default), `practice` or `review`.
    #[serde(default)]
    pub kind: Option<SectionKind>,
    /// For a new section: one of the course's chapters (default: the first).
    #[serde(default)]
    #[schema(value_type = Option<crate::domain::schema::ChapterId>)]
    pub chapter: Option<String>,
}

/// An objective in an edit: the Bloom level and the text; the verb is the text's first word,
/// and it must be one of the level's verbs in the course's language.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct ObjectiveEdit {
    /// Bloom level id.
    #[schema(value_type = crate::domain::schema::BloomLevelId)]
    pub bloom: String,
    /// The objective, starting with one of the Bloom level's verbs (1 to 300 characters).
    #[schema(min_length = 1, max_length = 300)]
    pub text: String,
    /// Socle commun component id, one of the chapter's (default: the chapter's first).
    #[serde(default)]
    #[schema(value_type = Option<crate::domain::schema::CompetencyId>)]
    pub competency: Option<String>,
    /// A notion key of the chapter (as in the outline), if the objective is about one.
    #[serde(default)]
    pub notion: Option<String>,
}

/// A `PATCH` of a course.
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CourseEdit {
    /// A new title (1 to 300 characters).
    #[serde(default)]
    #[schema(min_length = 1, max_length = 300)]
    pub title: Option<String>,
    /// The whole new outline, in order (1 to 20 sections): sections left out are removed.
    #[serde(default)]
    #[schema(min_items = 1, max_items = 20)]
    pub sections: Option<Vec<SectionEdit>>,
}

fn field(field: String, message: impl Into<String>) -> FieldError {
    FieldError {
        field,
        message: message.into(),
    }
}

/// Checks a title: 1 to [`MAX_TEXT`] characters, not blank.
pub fn check_text(name: &str, text: &str, errors: &mut Vec<FieldError>) {
    if text.trim().is_empty() {
        errors.push(field(name.to_owned(), "must not be empty"));
    } else if text.chars().count() > MAX_TEXT {
        errors.push(field(name.to_owned(), "must be at most 300 characters"));
    }
}

/// The objective of an edit, checked against the curriculum: a known Bloom level, a text
/// starting with one of its verbs, a competency of the chapter.
fn objective(
    name: &str,
    e: &ObjectiveEdit,
    chapter: &str,
    language: Language,
    errors: &mut Vec<FieldError>,
) -> Option<Objective> {
    let c = curriculum();
    let before = errors.len();
    check_text(&format!("{name}.text"), &e.text, errors);
    let Some(level) = c.bloom_level(&e.bloom) else {
        errors.push(field(
            format!("{name}.bloom"),
            format!("unknown Bloom level `{}`", e.bloom),
        ));
        return None;
    };
    let verbs = match language {
        Language::Fr => &level.verbs_fr,
        Language::En => &level.verbs_en,
    };
    let lower = e.text.trim().to_lowercase();
    let verb = verbs
        .iter()
        .filter(|v| {
            lower.starts_with(v.as_str())
                && lower[v.len()..]
                    .chars()
                    .next()
                    .is_none_or(|ch| !ch.is_alphanumeric())
        })
        .max_by_key(|v| v.len());
    if verb.is_none() && errors.len() == before {
        errors.push(field(
            format!("{name}.text"),
            format!(
                "must start with a verb of the Bloom level `{}`: {}",
                e.bloom,
                verbs.join(", ")
            ),
        ));
    }
    let ch = c.chapter(chapter)?;
    let competency = match &e.competency {
        Some(k) if ch.competencies.contains(k) => k.clone(),
        Some(k) => {
            errors.push(field(
                format!("{name}.competency"),
                format!(
                    "`{k}` is not a competency of the chapter; it has: {}",
                    ch.competencies.join(", ")
                ),
            ));
            return None;
        }
        None => ch.competencies.first().cloned().unwrap_or_default(),
    };
    let notion = match &e.notion {
        Some(n) if n.is_empty() || n.len() > 100 => {
            errors.push(field(
                format!("{name}.notion"),
                "must be 1 to 100 characters",
            ));
            return None;
        }
        other => other.clone(),
    };
    Some(Objective {
        bloom: e.bloom.clone(),
        verb: verb?.clone(),
        text: e.text.trim().to_owned(),
        competency,
        chapter: chapter.to_owned(),
        notion,
    })
}

/// What an edit changed.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct EditOutcome {
    /// Whether anything changed.
    pub changed: bool,
}

impl Course {
    /// A new course, architecting.
    #[allow(clippy::too_many_arguments)]
    pub fn new(
        owner: (&str, bool),
        title: String,
        subject: String,
        level: String,
        chapters: Vec<String>,
        language: Language,
        duration_minutes: u32,
        seed: u64,
        now: DateTime<Utc>,
    ) -> Self {
        Self {
            id: new_id("crs", now),
            object: "course".to_owned(),
            account_id: owner.0.to_owned(),
            livemode: owner.1,
            title,
            subject,
            level,
            chapters,
            language,
            duration_minutes,
            seed,
            status: CourseStatus::Architecting,
            version: 1,
            passes: 1,
            last_event_id: 0,
            sections: Vec::new(),
            error: None,
            published_at: None,
            published_version: None,
            created_at: now,
            updated_at: now,
        }
    }

    /// The section `id`.
    pub fn section(&self, id: &str) -> Option<&Section> {
        self.sections.iter().find(|s| s.id == id)
    }

    /// The status once no pass runs: `written` when every section is, else `outlined`.
    pub fn settled_status(&self) -> CourseStatus {
        if !self.sections.is_empty()
            && self
                .sections
                .iter()
                .all(|s| s.status == SectionStatus::Written)
        {
            CourseStatus::Written
        } else {
            CourseStatus::Outlined
        }
    }

    /// Refuses a change while a pass runs.
    fn check_idle(&self, what: &str) -> Result<(), Error> {
        match self.status {
            CourseStatus::Architecting => Err(Error::conflict(format!(
                "The course is still being outlined (status `architecting`); {what} once it is `outlined`."
            ))),
            CourseStatus::Writing => Err(Error::conflict(format!(
                "The course is being written (status `writing`); {what} once it is done."
            ))),
            _ if self.sections.is_empty() => Err(Error::conflict(format!(
                "The course has no outline (its architecture failed); {what} is impossible."
            ))),
            _ => Ok(()),
        }
    }

    /// Whether pass 2 may start: the course is idle, has an outline, and a section to write.
    pub fn check_writable(&self) -> Result<(), Error> {
        self.check_idle("write it")?;
        if self
            .sections
            .iter()
            .all(|s| s.status == SectionStatus::Written)
        {
            return Err(Error::conflict(
                "Every section is already written; rewrite one with POST /v1/courses/{courseId}/sections/{sectionId}/write.",
            ));
        }
        Ok(())
    }

    /// Whether one section may be (re)written.
    pub fn check_section_writable(&self) -> Result<(), Error> {
        self.check_idle("rewrite a section")
    }

    /// Whether the course may be published: fully written, not published as it is.
    pub fn check_publishable(&self) -> Result<(), Error> {
        match self.status {
            CourseStatus::Written => Ok(()),
            CourseStatus::Published => Err(Error::conflict(
                "This version of the course is already published.",
            )),
            other => Err(Error::conflict(format!(
                "Only a fully written course can be published; this one is `{}`.",
                other.as_str()
            ))),
        }
    }

    /// Applies an edit (title, outline) after checking it whole: nothing changes unless all of
    /// it is valid. New sections get ids; removed sections go; a section whose objectives change
    /// is unwritten. The duration becomes the sum of the minutes; the status settles.
    pub fn edit(&mut self, e: CourseEdit, now: DateTime<Utc>) -> Result<EditOutcome, Error> {
        self.check_idle("edit it")?;
        let mut errors = Vec::new();
        if let Some(t) = &e.title {
            check_text("title", t, &mut errors);
        }
        let mut sections = None;
        if let Some(list) = &e.sections {
            sections = self.outline_from(list, now, &mut errors);
        }
        if !errors.is_empty() {
            return Err(Error::validation(errors));
        }
        let before = (self.title.clone(), self.sections.clone());
        if let Some(t) = e.title {
            self.title = t.trim().to_owned();
        }
        if let Some(s) = sections {
            self.sections = s;
        }
        if (self.title.clone(), self.sections.clone()) == before {
            return Ok(EditOutcome { changed: false });
        }
        self.duration_minutes = self.sections.iter().map(|s| s.minutes).sum();
        self.status = self.settled_status();
        self.error = None;
        self.version += 1;
        self.updated_at = now;
        Ok(EditOutcome { changed: true })
    }

    fn outline_from(
        &self,
        list: &[SectionEdit],
        now: DateTime<Utc>,
        errors: &mut Vec<FieldError>,
    ) -> Option<Vec<Section>> {
        let before = errors.len();
        if !SECTIONS.contains(&(list.len() as u32)) {
            errors.push(field("sections".into(), "must hold 1 to 20 sections"));
            return None;
        }
        let mut seen = std::collections::HashSet::new();
        let mut out = Vec::new();
        for (i, s) in list.iter().enumerate() {
            let name = format!("sections[{i}]");
            if let Some(t) = &s.title {
                check_text(&format!("{name}.title"), t, errors);
            }
            if let Some(m) = s.minutes
                && !SECTION_MINUTES.contains(&m)
            {
                errors.push(field(format!("{name}.minutes"), "must be from 5 to 240"));
            }
            let mut section = match &s.id {
                Some(id) => {
                    if !seen.insert(id.clone()) {
                        errors.push(field(format!("{name}.id"), "appears twice"));
                        continue;
                    }
                    let Some(existing) = self.section(id) else {
                        errors.push(field(
                            format!("{name}.id"),
                            format!("`{id}` is not a section of this course"),
                        ));
                        continue;
                    };
                    if s.kind.is_some() || s.chapter.is_some() {
                        let which = if s.kind.is_some() { "kind" } else { "chapter" };
                        errors.push(field(
                            format!("{name}.{which}"),
                            "is set when a section is added, not changed afterwards",
                        ));
                    }
                    existing.clone()
                }
                None => {
                    let chapter = s
                        .chapter
                        .clone()
                        .unwrap_or_else(|| self.chapters.first().cloned().unwrap_or_default());
                    if !self.chapters.contains(&chapter) {
                        errors.push(field(
                            format!("{name}.chapter"),
                            format!(
                                "must be one of the course's chapters: {}",
                                self.chapters.join(", ")
                            ),
                        ));
                    }
                    for (req, what) in [
                        (s.title.is_none(), "title"),
                        (s.minutes.is_none(), "minutes"),
                        (s.objectives.is_none(), "objectives"),
                    ] {
                        if req {
                            errors.push(field(
                                format!("{name}.{what}"),
                                "is required for a new section",
                            ));
                        }
                    }
                    let kind = s.kind.unwrap_or(SectionKind::Lesson);
                    Section::planned(
                        PlannedSection {
                            kind,
                            title: String::new(),
                            chapter,
                            objectives: Vec::new(),
                            minutes: 0,
                            plan: default_plan(kind),
                        },
                        now,
                    )
                }
            };
            let mut changed = false;
            if let Some(t) = &s.title
                && t.trim() != section.title
            {
                section.title = t.trim().to_owned();
                changed = true;
            }
            if let Some(m) = s.minutes
                && m != section.minutes
            {
                section.minutes = m;
                changed = true;
            }
            if let Some(objs) = &s.objectives {
                if objs.is_empty() || objs.len() > MAX_OBJECTIVES {
                    errors.push(field(
                        format!("{name}.objectives"),
                        "must hold 1 to 8 objectives",
                    ));
                } else {
                    let new: Vec<Objective> = objs
                        .iter()
                        .enumerate()
                        .filter_map(|(j, o)| {
                            objective(
                                &format!("{name}.objectives[{j}]"),
                                o,
                                &section.chapter,
                                self.language,
                                errors,
                            )
                        })
                        .collect();
                    if new.len() == objs.len() && new != section.objectives {
                        section.objectives = new;
                        if s.id.is_some() {
                            section.unwrite();
                        }
                        changed = true;
                    }
                }
            }
            if changed && s.id.is_some() {
                section.version += 1;
            }
            out.push(section);
        }
        let total: u32 = out.iter().map(|s| s.minutes).sum();
        if errors.len() == before && !DURATION.contains(&total) {
            errors.push(field(
                "sections".into(),
                format!("the minutes must add up to 15 to 600 (they add up to {total})"),
            ));
        }
        (errors.len() == before).then_some(out)
    }

    /// The head of the stream events of pass `pass`.
    pub fn stream_event(&self, pass: u32, seq: u32, event: &str, data: String) -> CourseEvent {
        CourseEvent {
            id: CourseEvent::doc_id(&self.id, pass, seq),
            account_id: self.account_id.clone(),
            livemode: self.livemode,
            course_id: self.id.clone(),
            pass,
            seq,
            event: event.to_owned(),
            data,
        }
    }
}

/// The blocks a section of `kind` plans.
pub fn default_plan(kind: SectionKind) -> Vec<BlockKind> {
    use BlockKind::*;
    match kind {
        SectionKind::Lesson => vec![
            Paragraph,
            Definition,
            Rule,
            WorkedExample,
            Exercise,
            KeyPoints,
            Summary,
        ],
        SectionKind::Practice => vec![Paragraph, WorkedExample, Exercise, KeyPoints, Summary],
        SectionKind::Review => vec![Paragraph, KeyPoints, Exercise, Summary],
    }
}

/// The fixed words of a course as a page or a PDF, in one language.
#[derive(Debug)]
pub(crate) struct Words {
    pub(crate) objectives: &'static str,
    pub(crate) minutes: &'static str,
    pub(crate) example: &'static str,
    pub(crate) exercise: &'static str,
    pub(crate) solution: &'static str,
    pub(crate) answer: &'static str,
    pub(crate) keypoints: &'static str,
    pub(crate) summary: &'static str,
    pub(crate) unwritten: &'static str,
    pub(crate) result: &'static str,
    pub(crate) duration: &'static str,
    pub(crate) level: &'static str,
    pub(crate) answers: &'static str,
    pub(crate) page: &'static str,
}

const FR: Words = Words {
    objectives: "Objectifs",
    minutes: "min",
    example: "Exemple résolu",
    exercise: "Exercice",
    solution: "Voir la correction",
    answer: "Réponse\u{A0}:",
    keypoints: "À retenir",
    summary: "En bref",
    unwritten: "Cette partie n'est pas encore rédigée.",
    result: "Résultat\u{A0}:",
    duration: "Durée",
    level: "Niveau",
    answers: "Corrigé des exercices",
    page: "page",
};

const EN: Words = Words {
    objectives: "Objectives",
    minutes: "min",
    example: "Worked example",
    exercise: "Exercise",
    solution: "Show the solution",
    answer: "Answer:",
    keypoints: "Key points",
    summary: "In short",
    unwritten: "This part is not written yet.",
    result: "Result:",
    duration: "Duration",
    level: "Level",
    answers: "Answers to the exercises",
    page: "page",
};

/// The fixed words of a course in `lang`.
pub(crate) fn words(lang: Language) -> &'static Words {
    match lang {
        Language::Fr => &FR,
        Language::En => &EN,
    }
}

/// A list separator.
fn separator(lang: Language) -> &'static str {
    match lang {
        Language::Fr => "\u{202F}; ",
        Language::En => "; ",
    }
}

/// An exercise's answer as a reader sees it (`choices`: the texts of its choices).
pub(crate) fn answer_text(a: &Answer, choices: &[String], lang: Language) -> String {
    match a {
        Answer::Numeric { display, unit, .. } => match unit {
            Some(u) if !u.is_empty() && !display.ends_with(u.as_str()) => {
                format!("{display}\u{A0}{u}")
            }
            _ => display.clone(),
        },
        Answer::Choices { correct } => correct
            .iter()
            .filter_map(|&i| choices.get(i).cloned())
            .collect::<Vec<_>>()
            .join(separator(lang)),
        Answer::Boolean { value } => match (value, lang) {
            (true, Language::Fr) => "Vrai".into(),
            (false, Language::Fr) => "Faux".into(),
            (true, Language::En) => "True".into(),
            (false, Language::En) => "False".into(),
        },
        Answer::Text { accepted } => accepted.first().cloned().unwrap_or_default(),
        Answer::Matching { pairs } => pairs
            .iter()
            .map(|(l, r)| format!("{l} → {r}"))
            .collect::<Vec<_>>()
            .join(separator(lang)),
        Answer::Ordering { items } => items.join(separator(lang)),
        Answer::Open { rubric } => rubric.clone(),
    }
}

/// One stored event of a pass's stream (`started`, `section`, `done`, `error`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct CourseEvent {
    /// `<courseId>.<pass>.<seq>`: unique, and ordered within the pass.
    pub id: String,
    /// The account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The course.
    pub course_id: String,
    /// The pass (1: the architecture; then one per writing request).
    pub pass: u32,
    /// 1, 2, 3…: the SSE `id:`.
    pub seq: u32,
    /// The SSE `event:`.
    pub event: String,
    /// The SSE `data:` (JSON).
    pub data: String,
}

impl CourseEvent {
    /// The document id of event `seq` of pass `pass` of `course`.
    pub fn doc_id(course: &str, pass: u32, seq: u32) -> String {
        format!("{course}.{pass:04}.{seq:05}")
    }
}

impl Resource for CourseEvent {
    const KIND: &'static str = "course_stream_event";
    const NAME: &'static str = "stream event";
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
        [("courseId".to_owned(), self.course_id.clone())].into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::error::ErrorCode;

    fn course(status: CourseStatus, written: &[bool]) -> Course {
        let now = Utc::now();
        let mut c = Course::new(
            ("acc_1", true),
            "Pythagore".into(),
            "mathematiques".into(),
            "4e".into(),
            vec!["mathematiques-4e-theoreme-de-pythagore".into()],
            Language::Fr,
            30,
            1,
            now,
        );
        c.status = status;
        for (i, w) in written.iter().enumerate() {
            let mut s = Section::planned(
                PlannedSection {
                    kind: SectionKind::Lesson,
                    title: format!("Partie {i}"),
                    chapter: c.chapters[0].clone(),
                    objectives: Vec::new(),
                    minutes: 15,
                    plan: default_plan(SectionKind::Lesson),
                },
                now,
            );
            if *w {
                s.write(
                    vec![Block::Paragraph {
                        text: "Un paragraphe de deux phrases. Voilà.".into(),
                    }],
                    now,
                );
            }
            c.sections.push(s);
        }
        c
    }

    fn conflict(r: Result<(), Error>) -> String {
        let e = r.expect_err("refused");
        assert_eq!(e.code, ErrorCode::Conflict);
        e.detail
    }

    #[test]
    fn transitions_other_than_the_documented_ones_are_conflicts() {
        use CourseStatus::*;
        let now = Utc::now();
        // Nothing but deletion while a pass runs.
        for status in [Architecting, Writing] {
            let c = course(status, &[true, false]);
            conflict(c.check_writable());
            conflict(c.check_section_writable());
            conflict(c.check_publishable());
            let mut e = c.clone();
            let err = e.edit(CourseEdit::default(), now).unwrap_err();
            assert_eq!(err.code, ErrorCode::Conflict);
        }
        // Pass 2 needs an unwritten section; publication needs every section written.
        let c = course(Outlined, &[true, false]);
        assert!(c.check_writable().is_ok() && c.check_section_writable().is_ok());
        assert!(conflict(c.check_publishable()).contains("fully written"));
        let c = course(Written, &[true, true]);
        assert!(conflict(c.check_writable()).contains("already written"));
        assert!(c.check_publishable().is_ok());
        let c = course(Published, &[true, true]);
        assert!(conflict(c.check_publishable()).contains("already published"));
        // A failed architecture leaves nothing to write or edit.
        let c = course(Failed, &[]);
        assert!(conflict(c.check_writable()).contains("no outline"));
        // A failed writing pass can run again.
        let c = course(Failed, &[true, false]);
        assert!(c.check_writable().is_ok());
    }

    #[test]
    fn an_edit_settles_the_status_and_sums_the_minutes() {
        let now = Utc::now();
        let mut c = course(CourseStatus::Published, &[true, true]);
        let ids: Vec<String> = c.sections.iter().map(|s| s.id.clone()).collect();
        let edit = CourseEdit {
            title: None,
            sections: Some(vec![
                SectionEdit {
                    id: Some(ids[1].clone()),
                    minutes: Some(25),
                    ..Default::default()
                },
                SectionEdit {
                    id: Some(ids[0].clone()),
                    ..Default::default()
                },
            ]),
        };
        assert!(c.edit(edit, now).unwrap().changed);
        assert_eq!(c.status, CourseStatus::Written);
        assert_eq!(c.duration_minutes, 40);
        assert_eq!(c.sections[0].id, ids[1]);
        assert_eq!(c.sections[0].version, 3);
        // The same outline again changes nothing.
        let same = CourseEdit {
            title: Some("Pythagore".into()),
            sections: None,
        };
        assert!(!c.edit(same, now).unwrap().changed);
    }
}
