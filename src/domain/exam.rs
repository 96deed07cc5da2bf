//! Exams: the tree exam > section > question > (choice | part), its states, and the stored
//! stream events.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Resource;
use super::question::{
    Answer, Language, Quality, QuestionDraft, QuestionKind, Tags, Template, Visual,
};
use crate::ids::new_id;

/// Where an exam stands: `generating` → `ready` | `failed`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ExamStatus {
    /// Questions are being produced.
    Generating,
    /// Every question is there.
    Ready,
    /// Generation stopped on an error.
    Failed,
}

impl ExamStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Generating => "generating",
            Self::Ready => "ready",
            Self::Failed => "failed",
        }
    }
}

/// A choice of a choice question (or an item of an ordering/matching question).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChoiceNode {
    /// `node_…`
    pub id: String,
    /// Always `choice`.
    #[serde(rename = "type")]
    pub node_type: String,
    /// Bumped by every change.
    pub version: u64,
    /// The text shown.
    pub text: String,
    /// Whether ticking it is right.
    pub correct: bool,
    /// For a distractor, the typical mistake behind it.
    pub feedback: Option<String>,
}

/// A sub-question.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PartNode {
    /// `node_…`
    pub id: String,
    /// Always `part`.
    #[serde(rename = "type")]
    pub node_type: String,
    /// Bumped by every change.
    pub version: u64,
    /// The sub-question.
    pub stem: String,
    /// Its expected answer.
    pub answer: Answer,
    /// Its points.
    pub points: f64,
}

/// A question with its visual.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuestionNode {
    /// `node_…`
    pub id: String,
    /// Always `question`.
    #[serde(rename = "type")]
    pub node_type: String,
    /// Bumped by every change.
    pub version: u64,
    /// The kind of answer expected.
    pub kind: QuestionKind,
    /// The statement.
    pub stem: String,
    /// Points (with parts: the sum of theirs).
    pub points: f64,
    /// Curriculum tags: Bloom level, socle competency, chapter.
    pub tags: Tags,
    /// The figure (`{type: "svg", svg, alt}`).
    pub visual: Visual,
    /// The expected answer.
    pub answer: Answer,
    /// A worked solution.
    pub explanation: String,
    /// Choices, in display order.
    pub choices: Vec<ChoiceNode>,
    /// Sub-questions, in order.
    pub parts: Vec<PartNode>,
    /// How the generator can draw it again with other values (printable variants); dropped by
    /// any edit of the question or of its choices and parts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub template: Option<Template>,
}

/// A section: the questions of one chapter.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SectionNode {
    /// `node_…`
    pub id: String,
    /// Always `section`.
    #[serde(rename = "type")]
    pub node_type: String,
    /// Bumped by every change below it.
    pub version: u64,
    /// The chapter's title.
    pub title: String,
    /// The chapter id.
    pub chapter: String,
    /// Sum of its questions' points.
    pub points: f64,
    /// Its questions, in order.
    pub questions: Vec<QuestionNode>,
}

/// The error of a failed generation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExamError {
    /// A problem code.
    pub code: String,
    /// What happened.
    pub detail: String,
}

/// An exam and its whole tree.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Exam {
    /// `exam_…`
    pub id: String,
    /// Always `exam`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// Subject id.
    pub subject: String,
    /// Level id.
    pub level: String,
    /// Chapter ids drawn from.
    pub topics: Vec<String>,
    /// Questions asked for.
    pub question_count: u32,
    /// `standard` or `high`.
    pub quality: Quality,
    /// `fr` or `en`.
    pub language: Language,
    /// The generation seed (the same request and seed give the same exam).
    pub seed: u64,
    /// Where it stands.
    pub status: ExamStatus,
    /// Questions produced so far.
    pub node_count: u32,
    /// Sum of the questions' points.
    pub total_points: f64,
    /// Bumped by every change.
    pub version: u64,
    /// The sections, in order of first appearance.
    pub sections: Vec<SectionNode>,
    /// Why generation failed.
    pub error: Option<ExamError>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

impl Resource for Exam {
    const KIND: &'static str = "exam";
    const NAME: &'static str = "exam";
    /// A generating exam is stored as its head ([`Exam::head_doc`]): read it with
    /// `services::exams::load_exam`, which puts the questions back.
    const STORED_WHOLE: bool = false;
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> std::collections::BTreeMap<String, String> {
        [
            ("subject".to_owned(), self.subject.clone()),
            ("level".to_owned(), self.level.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
        ]
        .into()
    }
}

/// A node found in the tree, by id; its `type` tells which.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(untagged)]
#[schema(discriminator(property_name = "type", mapping(
    ("section" = "#/components/schemas/SectionNode"),
    ("question" = "#/components/schemas/QuestionNode"),
    ("choice" = "#/components/schemas/ChoiceNode"),
    ("part" = "#/components/schemas/PartNode"),
)))]
pub enum Node {
    /// A section.
    Section(SectionNode),
    /// A question.
    Question(Box<QuestionNode>),
    /// A choice.
    Choice(ChoiceNode),
    /// A part.
    Part(PartNode),
}

impl Node {
    /// The node's version.
    pub fn version(&self) -> u64 {
        match self {
            Node::Section(n) => n.version,
            Node::Question(n) => n.version,
            Node::Choice(n) => n.version,
            Node::Part(n) => n.version,
        }
    }
}

impl Exam {
    /// Appends a generated question under the section of its chapter (created on first use)
    /// and returns the new question node.
    pub fn push(
        &mut self,
        draft: QuestionDraft,
        chapter_title: &str,
        now: DateTime<Utc>,
    ) -> QuestionNode {
        let node = QuestionNode {
            id: new_id("node", now),
            node_type: "question".to_owned(),
            version: 1,
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
                    id: new_id("node", now),
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
                    id: new_id("node", now),
                    node_type: "part".to_owned(),
                    version: 1,
                    stem: p.stem,
                    answer: p.answer,
                    points: p.points,
                })
                .collect(),
            template: draft.template,
        };
        let chapter = node.tags.chapter.clone();
        let section = match self.sections.iter_mut().position(|s| s.chapter == chapter) {
            Some(i) => &mut self.sections[i],
            None => {
                self.sections.push(SectionNode {
                    id: new_id("node", now),
                    node_type: "section".to_owned(),
                    version: 1,
                    title: chapter_title.to_owned(),
                    chapter,
                    points: 0.0,
                    questions: Vec::new(),
                });
                self.sections.last_mut().expect("just pushed")
            }
        };
        section.questions.push(node.clone());
        self.node_count += 1;
        self.recount();
        self.version += 1;
        self.updated_at = now;
        node
    }

    /// The stored form of an exam while it generates: everything but its questions, which
    /// are stored with their `question` stream events. The document stays the size of the
    /// exam's head however many questions are stored, so storing a question costs the same for
    /// the first and the fiftieth; [`Exam::restore`] puts the questions back when it is read.
    pub fn head_doc(&mut self, version: u64) -> crate::storage::Document {
        // Taken out for the serialization only, then put back: no copy of a question.
        let questions: Vec<Vec<QuestionNode>> = self
            .sections
            .iter_mut()
            .map(|s| std::mem::take(&mut s.questions))
            .collect();
        let doc = self.to_doc(version);
        for (s, q) in self.sections.iter_mut().zip(questions) {
            s.questions = q;
        }
        doc
    }

    /// How many questions the tree holds (fewer than `node_count` in an exam read from its
    /// [`Exam::head_doc`]).
    pub fn held(&self) -> usize {
        self.sections.iter().map(|s| s.questions.len()).sum()
    }

    /// Puts back a question read from its `question` event into the section of its chapter,
    /// after the questions already there; false when the exam has no such section.
    pub fn restore(&mut self, node: QuestionNode) -> bool {
        match self
            .sections
            .iter_mut()
            .find(|s| s.chapter == node.tags.chapter)
        {
            Some(section) => {
                section.questions.push(node);
                true
            }
            None => false,
        }
    }

    /// Recomputes the sections' and the exam's points from the questions'.
    pub fn recount(&mut self) {
        let mut total = 0.0;
        for s in &mut self.sections {
            for q in &mut s.questions {
                if !q.parts.is_empty() {
                    q.points = q.parts.iter().map(|p| p.points).sum();
                }
            }
            s.points = s.questions.iter().map(|q| q.points).sum();
            total += s.points;
        }
        self.total_points = total;
    }

    /// The node `id`, anywhere in the tree.
    pub fn node(&self, id: &str) -> Option<Node> {
        for s in &self.sections {
            if s.id == id {
                return Some(Node::Section(s.clone()));
            }
            for q in &s.questions {
                if q.id == id {
                    return Some(Node::Question(Box::new(q.clone())));
                }
                if let Some(c) = q.choices.iter().find(|c| c.id == id) {
                    return Some(Node::Choice(c.clone()));
                }
                if let Some(p) = q.parts.iter().find(|p| p.id == id) {
                    return Some(Node::Part(p.clone()));
                }
            }
        }
        None
    }

    /// The question `id` and its section, for editing.
    pub fn question_mut(&mut self, id: &str) -> Option<(&mut SectionNode, usize)> {
        for s in &mut self.sections {
            if let Some(i) = s.questions.iter().position(|q| q.id == id) {
                return Some((s, i));
            }
        }
        None
    }
}

/// One stored event of an exam's generation stream (`started`, `question`, `done`, `error`).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StreamEvent {
    /// `<examId>.<seq>`: unique, and ordered within the exam.
    pub id: String,
    /// The account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The exam.
    pub exam_id: String,
    /// 1, 2, 3…: the SSE `id:`.
    pub seq: u32,
    /// The SSE `event:`.
    pub event: String,
    /// The SSE `data:` (JSON).
    pub data: String,
}

impl StreamEvent {
    /// The document id of event `seq` of `exam`.
    pub fn doc_id(exam: &str, seq: u32) -> String {
        format!("{exam}.{seq:05}")
    }
}

impl Resource for StreamEvent {
    const KIND: &'static str = "exam_stream_event";
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
    fn fields(&self) -> std::collections::BTreeMap<String, String> {
        [("examId".to_owned(), self.exam_id.clone())].into()
    }
}
