//! Editing an exam's tree node by node: a question's stem, choices, answer, points, tags or
//! explanation; a choice's text or correctness; a part's stem, answer or points; a section's
//! title. The exam's totals follow, and a stale version is a conflict.

use chrono::{DateTime, Utc};
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::Resource;
use crate::domain::curriculum::curriculum;
use crate::domain::exam::{ExamStatus, Node};
use crate::error::{Error, FieldError};
use crate::events::catalogue::exam::{ExamNodeUpdated, ExamUpdated};
use crate::events::outbox::{self, NewEvent};
use crate::generate::{Answer, QuestionKind, Tags};
use crate::services::exams::load_exam;
use crate::services::exams::{err, head};
use crate::storage::{Batch, Expect};

/// Body of `PATCH /v1/exams/{examId}/nodes/{nodeId}`: only the fields given change.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct UpdateNodeRequest {
    /// New statement (question, part), 1 to 10000 characters, not blank.
    #[schema(min_length = 1, max_length = 10000)]
    pub stem: Option<String>,
    /// New text (choice) or title (section), 1 to 10000 characters, not blank.
    #[schema(min_length = 1, max_length = 10000)]
    pub text: Option<String>,
    /// Whether the choice is correct (choice).
    pub correct: Option<bool>,
    /// New choices (question): 2 to 10, texts and correctness, replacing the old ones; texts
    /// must differ once trimmed. A single-choice question keeps exactly one correct choice, a
    /// multiple-choice one at least one.
    #[schema(min_items = 2, max_items = 10)]
    pub choices: Option<Vec<ChoiceEdit>>,
    /// New expected answer (question, part).
    pub answer: Option<Answer>,
    /// New points, 0 to 100, in halves (question without parts, part).
    #[schema(minimum = 0, maximum = 100, multiple_of = 0.5)]
    pub points: Option<f64>,
    /// New tags (question).
    pub tags: Option<Tags>,
    /// New worked solution (question), 1 to 10000 characters, not blank.
    #[schema(min_length = 1, max_length = 10000)]
    pub explanation: Option<String>,
}

/// One choice of a replacement list.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct ChoiceEdit {
    /// The text shown, not blank (stored trimmed).
    #[schema(min_length = 1)]
    pub text: String,
    /// Whether ticking it is right.
    pub correct: bool,
    /// Why a distractor is wrong.
    pub feedback: Option<String>,
}

fn check_points(p: f64, errors: &mut Vec<FieldError>) {
    if !(0.0..=100.0).contains(&p) || (p * 2.0).fract() != 0.0 {
        errors.push(err("points", "must be from 0 to 100, in halves"));
    }
}

/// Edits a node of an exam of the account (`if_match`: the version the caller read); answers
/// the node as it is now.
pub(crate) async fn update(
    app: &App,
    account: &str,
    (exam_id, node_id): (&str, &str),
    if_match: Option<u64>,
    req: UpdateNodeRequest,
    now: DateTime<Utc>,
) -> Result<Node, Error> {
    let (mut exam, doc_version) = load_exam(app, account, exam_id).await?;
    let node_id = node_id.to_owned();
    let current = exam
        .node(&node_id)
        .ok_or_else(|| Error::not_found("node"))?;
    if exam.status == ExamStatus::Generating {
        return Err(Error::conflict(
            "The exam is still generating; edit it once it is ready.",
        ));
    }
    if let Some(wanted) = if_match
        && wanted != current.version()
    {
        return Err(Error::conflict(format!(
            "The node is at version {}, not {wanted}; read it again and retry.",
            current.version()
        )));
    }

    let mut errors = Vec::new();
    if let Some(p) = req.points {
        check_points(p, &mut errors);
    }
    for (name, text) in [
        ("stem", &req.stem),
        ("text", &req.text),
        ("explanation", &req.explanation),
    ] {
        if text
            .as_ref()
            .is_some_and(|t| t.trim().is_empty() || t.chars().count() > 10_000)
        {
            errors.push(err(name, "must be 1 to 10000 characters"));
        }
    }
    let allowed: &[&str] = match current {
        Node::Section(_) => &["text"],
        Node::Question(_) => &["stem", "choices", "answer", "points", "tags", "explanation"],
        Node::Choice(_) => &["text", "correct"],
        Node::Part(_) => &["stem", "answer", "points"],
    };
    let given = [
        ("stem", req.stem.is_some()),
        ("text", req.text.is_some()),
        ("correct", req.correct.is_some()),
        ("choices", req.choices.is_some()),
        ("answer", req.answer.is_some()),
        ("points", req.points.is_some()),
        ("tags", req.tags.is_some()),
        ("explanation", req.explanation.is_some()),
    ];
    for (name, present) in given {
        if present && !allowed.contains(&name) {
            errors.push(err(name, "cannot be set on this kind of node"));
        }
    }
    if let Some(tags) = &req.tags {
        if curriculum().chapter(&tags.chapter).is_none() {
            errors.push(err(
                "tags.chapter",
                format!("unknown chapter `{}`", tags.chapter),
            ));
        }
        if curriculum().bloom_level(&tags.bloom).is_none() {
            errors.push(err(
                "tags.bloom",
                format!("unknown Bloom level `{}`", tags.bloom),
            ));
        }
        if curriculum().competency(&tags.competency).is_none() {
            errors.push(err(
                "tags.competency",
                format!("unknown competency `{}`", tags.competency),
            ));
        }
    }
    if let Some(choices) = &req.choices {
        if choices.len() < 2 || choices.len() > 10 {
            errors.push(err("choices", "must hold 2 to 10 choices"));
        }
        let mut seen = std::collections::BTreeSet::new();
        for (i, c) in choices.iter().enumerate() {
            if c.text.trim().is_empty() || !seen.insert(c.text.trim().to_owned()) {
                errors.push(err(
                    &format!("choices[{i}].text"),
                    "must be non-empty and unique",
                ));
            }
        }
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }

    let mut question_kind_check: Option<(QuestionKind, usize)> = None;
    for s in &mut exam.sections {
        if s.id == node_id {
            if let Some(t) = &req.text {
                s.title = t.clone();
            }
            s.version += 1;
        }
        let mut touched = false;
        for q in &mut s.questions {
            let mut changed = false;
            if q.id == node_id {
                if let Some(v) = &req.stem {
                    q.stem = v.clone();
                }
                if let Some(v) = &req.answer {
                    q.answer = v.clone();
                }
                if let Some(v) = req.points {
                    if !q.parts.is_empty() {
                        return Err(Error::invalid(
                            "points",
                            "a question with parts carries the sum of its parts' points",
                        ));
                    }
                    q.points = v;
                }
                if let Some(v) = &req.tags {
                    q.tags = v.clone();
                }
                if let Some(v) = &req.explanation {
                    q.explanation = v.clone();
                }
                if let Some(choices) = &req.choices {
                    q.choices = choices
                        .iter()
                        .map(|c| crate::domain::exam::ChoiceNode {
                            id: crate::ids::new_id("node", now),
                            node_type: "choice".to_owned(),
                            version: 1,
                            text: c.text.trim().to_owned(),
                            correct: c.correct,
                            feedback: c.feedback.clone(),
                        })
                        .collect();
                    let correct: Vec<usize> = q
                        .choices
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| c.correct)
                        .map(|(i, _)| i)
                        .collect();
                    if matches!(
                        q.kind,
                        QuestionKind::SingleChoice | QuestionKind::MultipleChoice
                    ) {
                        q.answer = Answer::Choices { correct };
                    }
                }
                changed = true;
            }
            for c in &mut q.choices {
                if c.id == node_id {
                    if let Some(t) = &req.text {
                        c.text = t.clone();
                    }
                    if let Some(v) = req.correct {
                        c.correct = v;
                    }
                    c.version += 1;
                    changed = true;
                }
            }
            for p in &mut q.parts {
                if p.id == node_id {
                    if let Some(v) = &req.stem {
                        p.stem = v.clone();
                    }
                    if let Some(v) = &req.answer {
                        p.answer = v.clone();
                    }
                    if let Some(v) = req.points {
                        p.points = v;
                    }
                    p.version += 1;
                    changed = true;
                }
            }
            if changed {
                if q.choices.iter().any(|c| c.id == node_id) {
                    // A choice's correctness is part of the question's answer.
                    let correct: Vec<usize> = q
                        .choices
                        .iter()
                        .enumerate()
                        .filter(|(_, c)| c.correct)
                        .map(|(i, _)| i)
                        .collect();
                    if matches!(
                        q.kind,
                        QuestionKind::SingleChoice | QuestionKind::MultipleChoice
                    ) {
                        question_kind_check = Some((q.kind, correct.len()));
                        q.answer = Answer::Choices { correct };
                    }
                }
                if req.choices.is_some() {
                    let n = q.choices.iter().filter(|c| c.correct).count();
                    question_kind_check = Some((q.kind, n));
                }
                q.version += 1;
                // An edited question is printed as it now reads: its values are not drawn again.
                q.template = None;
                touched = true;
            }
        }
        if touched {
            s.version += 1;
        }
    }
    if let Some((kind, n)) = question_kind_check {
        let ok = match kind {
            QuestionKind::SingleChoice => n == 1,
            QuestionKind::MultipleChoice => n >= 1,
            _ => true,
        };
        if !ok {
            return Err(Error::invalid(
                "correct",
                "a single-choice question has exactly one correct choice, a multiple-choice one at least one",
            ));
        }
    }
    exam.recount();
    exam.version += 1;
    exam.updated_at = now;
    let node = exam
        .node(&node_id)
        .ok_or_else(|| Error::not_found("node"))?;
    let batch = Batch::new().put(exam.to_doc(doc_version + 1), Expect::Version(doc_version));
    // The exam changed too (its totals and version): both events in the same commit.
    let events = vec![
        NewEvent::of(
            account,
            &ExamNodeUpdated::new(&exam.id, &node_id, node.version()),
        ),
        NewEvent::of(
            account,
            &ExamUpdated::new(head(&exam), exam.status, exam.node_count),
        ),
    ];
    outbox::commit(app.storage(), batch, events, now).await?;
    Ok(node)
}
