//! `/v1/exams`: generation streamed question by question, reading, node editing, blueprint
//! validation.

use http::{HeaderValue, Method, StatusCode, header};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::ReplayOf;
use crate::api::router::{HandlerResult, Route, handler};
use crate::api::{problem, sse};
use crate::app::App;
use crate::auth::Scope;
use crate::domain::Resource;
use crate::domain::curriculum::curriculum;
use crate::domain::exam::{Exam, ExamStatus, Node, StreamEvent};
use crate::error::{Error, FieldError};
use crate::events::catalogue as types;
use crate::events::outbox::{self, NewEvent};
use crate::generate::{
    Answer, Blueprint, BlueprintCell, GenerationRequest, Language, Quality, QuestionKind, Tags,
};
use crate::services::load;
use crate::services::{exam_stream, exams};
use crate::storage::{Batch, Expect, ListQuery};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(
    create,
    list,
    get,
    delete,
    stream,
    get_node,
    update_node,
    validate_blueprint
))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    let (r, w) = (Scope::ExamsRead, Scope::ExamsWrite);
    vec![
        Route::new(Method::POST, "/v1/exams", w, handler!(create))
            .generation()
            .replay(|app, exam| exam_sse(app, exam, 0)),
        Route::new(Method::GET, "/v1/exams", r, handler!(list)),
        Route::new(Method::GET, "/v1/exams/{examId}", r, handler!(get)),
        Route::new(Method::DELETE, "/v1/exams/{examId}", w, handler!(delete)),
        Route::new(
            Method::GET,
            "/v1/exams/{examId}/stream",
            r,
            handler!(stream),
        ),
        Route::new(
            Method::GET,
            "/v1/exams/{examId}/nodes/{nodeId}",
            r,
            handler!(get_node),
        ),
        Route::new(
            Method::PATCH,
            "/v1/exams/{examId}/nodes/{nodeId}",
            w,
            handler!(update_node),
        ),
        Route::new(
            Method::POST,
            "/v1/exams/blueprints/validate",
            w,
            handler!(validate_blueprint),
        ),
    ]
}

/// Most questions in one exam.
pub const MAX_QUESTIONS: u32 = 50;

/// Body of `POST /v1/exams`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CreateExamRequest {
    /// Subject id (`mathematiques`, `physique-chimie`).
    pub subject: String,
    /// Level id (`6e` … `2de`).
    pub level: String,
    /// Chapter ids; default: every chapter of the subject at the level that the generator serves.
    #[serde(default)]
    pub topics: Vec<String>,
    /// 1 to 50 (required unless a blueprint is given).
    pub question_count: Option<u32>,
    /// `standard` (default) or `high` (every answer verified a second way before it is sent).
    #[serde(default)]
    pub quality: Quality,
    /// `fr` (default) or `en`.
    #[serde(default)]
    pub language: Language,
    /// Same request, same seed: same exam. Default: random.
    pub seed: Option<u64>,
    /// A table of specifications shaping the exam (replaces `topics` and `questionCount`).
    pub blueprint: Option<Blueprint>,
}

/// Filters of `GET /v1/exams`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct ExamFilters {
    /// Subject id.
    subject: Option<String>,
    /// Level id.
    level: Option<String>,
    /// `generating`, `ready` or `failed`.
    status: Option<ExamStatus>,
}

/// The `Last-Event-ID` header (or `lastEventId` query parameter) of a resumed stream.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)]
pub(crate) struct ResumeHeader {
    /// Resume after this event id.
    #[param(rename = "Last-Event-ID")]
    last_event_id: Option<u32>,
}

/// Body of `PATCH /v1/exams/{examId}/nodes/{nodeId}`: only the fields given change.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct UpdateNodeRequest {
    /// New statement (question, part).
    pub stem: Option<String>,
    /// New text (choice) or title (section).
    pub text: Option<String>,
    /// Whether the choice is correct (choice).
    pub correct: Option<bool>,
    /// New choices (question): texts and correctness, replacing the old ones.
    pub choices: Option<Vec<ChoiceEdit>>,
    /// New expected answer (question, part).
    pub answer: Option<Answer>,
    /// New points, 0 to 100, in halves (question without parts, part).
    pub points: Option<f64>,
    /// New tags (question).
    pub tags: Option<Tags>,
    /// New worked solution (question).
    pub explanation: Option<String>,
}

/// One choice of a replacement list.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ChoiceEdit {
    /// The text shown.
    pub text: String,
    /// Whether ticking it is right.
    pub correct: bool,
    /// Why a distractor is wrong.
    pub feedback: Option<String>,
}

/// Body of `POST /v1/exams/blueprints/validate`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ValidateBlueprintRequest {
    /// Subject id.
    pub subject: String,
    /// Level id.
    pub level: String,
    /// Chapters × Bloom levels with counts (or weights, turned into counts of `questionCount`).
    pub cells: Vec<BlueprintCellRequest>,
    /// With weights: the number of questions to share out (1 to 50).
    pub question_count: Option<u32>,
    /// Total points the exam should carry.
    pub total_points: Option<f64>,
    /// Planned duration in minutes.
    pub duration_minutes: Option<u32>,
}

/// One cell of a blueprint to validate.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct BlueprintCellRequest {
    /// Chapter id.
    pub chapter: String,
    /// Bloom level id.
    pub bloom: String,
    /// Questions in the cell.
    pub count: Option<u32>,
    /// Or a relative weight.
    pub weight: Option<f64>,
}

/// The verdict on one cell.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CellReport {
    /// Chapter id.
    pub chapter: String,
    /// Bloom level id.
    pub bloom: String,
    /// Questions the cell gets.
    pub count: u32,
    /// `ok`, `warning` or `error`.
    pub status: &'static str,
    /// Why.
    pub messages: Vec<String>,
}

/// The verdict on a blueprint.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct BlueprintReport {
    /// True when no cell has an error: the blueprint can be passed to `POST /v1/exams`.
    pub valid: bool,
    /// Per cell.
    pub cells: Vec<CellReport>,
    /// Errors about the whole blueprint.
    pub errors: Vec<String>,
    /// Warnings about the whole blueprint.
    pub warnings: Vec<String>,
    /// The blueprint to pass to `POST /v1/exams` (valid cells with their counts).
    pub blueprint: Blueprint,
    /// Questions in all.
    pub question_count: u32,
}

fn wants_stream(cx: &Ctx) -> bool {
    cx.parts
        .headers
        .get_all(header::ACCEPT)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .any(|v| {
            v.split(',')
                .any(|t| t.trim().starts_with("text/event-stream"))
        })
}

/// Generate an exam.
///
/// With `Accept: text/event-stream` the answer is a stream: `started` {examId}, one `question`
/// {examId, index, node} per question (the node carries its visual), then `done` {examId,
/// nodeCount}, or `error` {a problem}. Every event has an `id:` for `Last-Event-ID`; a comment is
/// sent at least every 15 s. Otherwise the answer is 202 with the exam (status `generating`).
/// Either way generation goes on if the client leaves, and `exam.generation.completed` is sent
/// by webhook. Refused to Discovery accounts without a payment method.
#[utoipa::path(post, path = "/v1/exams", operation_id = "createExam", tag = "Exams",
    request_body = CreateExamRequest,
    responses(
        (status = 200, description = "The generation stream (Accept: text/event-stream)", content_type = "text/event-stream", body = String),
        (status = 202, description = "The exam, generating", body = Exam),
    ),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn create(cx: Ctx) -> HandlerResult {
    let req: CreateExamRequest = cx.json()?;
    let mut errors = Vec::new();
    let c = curriculum();
    if c.subject(&req.subject).is_none() {
        errors.push(err("subject", format!("unknown subject `{}`", req.subject)));
    }
    if c.level(&req.level).is_none() {
        errors.push(err("level", format!("unknown level `{}`", req.level)));
    }
    if req.topics.len() > 20 {
        errors.push(err("topics", "at most 20 chapters"));
    }
    for (i, t) in req.topics.iter().enumerate() {
        match c.chapter(t) {
            None => errors.push(err(
                &format!("topics[{i}]"),
                format!("unknown chapter `{t}`"),
            )),
            Some(ch) if ch.subject_id != req.subject || ch.level_id != req.level => {
                errors.push(err(
                    &format!("topics[{i}]"),
                    format!("`{t}` is not a chapter of {} at {}", req.subject, req.level),
                ))
            }
            Some(_) => {}
        }
    }
    let count = match (&req.blueprint, req.question_count) {
        (Some(b), _) => {
            let n: u32 = b.cells.iter().map(|c| c.count).sum();
            if b.cells.is_empty() || !(1..=MAX_QUESTIONS).contains(&n) {
                errors.push(err(
                    "blueprint.cells",
                    "must ask for 1 to 50 questions in all",
                ));
            }
            n
        }
        (None, Some(n)) if (1..=MAX_QUESTIONS).contains(&n) => n,
        (None, Some(_)) => {
            errors.push(err("questionCount", "must be from 1 to 50"));
            0
        }
        (None, None) => {
            errors.push(err(
                "questionCount",
                "is required (1 to 50) unless a blueprint is given",
            ));
            0
        }
    };
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let request = GenerationRequest {
        subject: req.subject,
        level: req.level,
        topics: req.topics,
        question_count: count,
        quality: req.quality,
        seed: req.seed.unwrap_or_else(rand::random),
        language: req.language,
        blueprint: req.blueprint,
    };
    let stream = wants_stream(&cx);
    let account = cx.account_id()?.to_owned();
    let exam = exams::start(&cx.app, &account, request, cx.now).await?;
    if stream {
        let mut res = exam_sse(&cx.app, &exam.id, 0);
        res.extensions_mut().insert(ReplayOf(exam.id.clone()));
        return Ok(res);
    }
    let mut res = json(StatusCode::ACCEPTED, &exam);
    if let Ok(v) = HeaderValue::from_str(&format!("/v1/exams/{}", exam.id)) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    Ok(res)
}

/// The generation stream of `exam` after event `after`, as server-sent events.
fn exam_sse(app: &std::sync::Arc<App>, exam: &str, after: u32) -> http::Response<crate::Body> {
    sse::response(exam_stream::follow(app, exam, after), frame)
}

/// One stream event on the wire: an `error` event carries a problem document.
fn frame(ev: &StreamEvent) -> (u32, String, String) {
    let data = if ev.event == "error" {
        #[derive(Deserialize)]
        struct Stored {
            code: crate::error::ErrorCode,
            detail: String,
        }
        match serde_json::from_str::<Stored>(&ev.data) {
            Ok(e) => {
                let error = Error::new(e.code, e.detail);
                let path = format!("/v1/exams/{}", ev.exam_id);
                serde_json::to_string(&problem::document(&error, "", &path)).unwrap_or_default()
            }
            Err(_) => ev.data.clone(),
        }
    } else {
        ev.data.clone()
    };
    (ev.seq, ev.event.clone(), data)
}

/// List exams, newest first.
#[utoipa::path(get, path = "/v1/exams", operation_id = "listExams", tag = "Exams",
    params(ExamFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of exams", body = Page<Exam>)),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let mut filters = Vec::new();
    for name in ["subject", "level", "status"] {
        if let Some(v) = query.get(name) {
            if name == "status" && !matches!(v, "generating" | "ready" | "failed") {
                return Err(Error::invalid(
                    "status",
                    "must be generating, ready or failed",
                ));
            }
            filters.push((name.to_owned(), v.to_owned()));
        }
    }
    let page = PageRequest::from_query(&query, "exams")?;
    let docs = cx
        .storage()
        .list(&ListQuery {
            kind: Exam::KIND.to_owned(),
            account: cx.account_id()?.to_owned(),
            filters,
            before: page.after.clone(),
            limit: page.limit + 1,
        })
        .await?;
    let exams = docs
        .into_iter()
        .map(|d| Exam::from_doc(d).map(|(e, _)| e))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(json(StatusCode::OK, &page.page(exams, |e| e.id.clone())))
}

/// An exam and its whole tree.
#[utoipa::path(get, path = "/v1/exams/{examId}", operation_id = "getExam", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`")),
    responses((status = 200, description = "The exam", body = Exam)),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn get(cx: Ctx) -> HandlerResult {
    let (exam, _) = load::<Exam>(&cx.app, cx.account_id()?, cx.param("examId")).await?;
    Ok(json(StatusCode::OK, &exam))
}

/// Delete an exam (a running generation stops); it is gone (404) afterwards.
#[utoipa::path(delete, path = "/v1/exams/{examId}", operation_id = "deleteExam", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`")),
    responses((status = 200, description = "The deleted exam", body = Exam)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn delete(cx: Ctx) -> HandlerResult {
    let account = cx.account_id()?;
    let (exam, version) = load::<Exam>(&cx.app, account, cx.param("examId")).await?;
    let batch = Batch::new().delete(Exam::KIND, &exam.id, Expect::Version(version));
    let event = NewEvent {
        account,
        event_type: types::EXAM_DELETED,
        data: exams::exam_data(&exam),
        only: None,
    };
    outbox::commit(cx.app.storage(), batch, vec![event], cx.now).await?;
    Ok(json(StatusCode::OK, &exam))
}

/// Replay the generation stream from the start, or resume it after `Last-Event-ID`; while the
/// generation runs, new events follow as they come.
#[utoipa::path(get, path = "/v1/exams/{examId}/stream", operation_id = "streamExam", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`"), ResumeHeader),
    responses((status = 200, description = "The generation stream", content_type = "text/event-stream", body = String)),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn stream(cx: Ctx) -> HandlerResult {
    let (exam, _) = load::<Exam>(&cx.app, cx.account_id()?, cx.param("examId")).await?;
    let after = match cx.parts.headers.get("last-event-id") {
        None => 0,
        Some(v) => v
            .to_str()
            .ok()
            .and_then(|s| s.trim().parse::<u32>().ok())
            .ok_or_else(|| Error::invalid("Last-Event-ID", "must be an event id of this stream"))?,
    };
    Ok(exam_sse(&cx.app, &exam.id, after))
}

/// A node of the tree (section, question, choice or part), with its version as `ETag`.
#[utoipa::path(get, path = "/v1/exams/{examId}/nodes/{nodeId}", operation_id = "getExamNode", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`"), ("nodeId" = String, Path, description = "`node_…`")),
    responses((status = 200, description = "The node", body = Node)),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn get_node(cx: Ctx) -> HandlerResult {
    let (exam, _) = load::<Exam>(&cx.app, cx.account_id()?, cx.param("examId")).await?;
    let node = exam
        .node(cx.param("nodeId"))
        .ok_or_else(|| Error::not_found("node"))?;
    Ok(with_etag(json(StatusCode::OK, &node), node.version()))
}

fn with_etag(mut res: http::Response<crate::Body>, version: u64) -> http::Response<crate::Body> {
    if let Ok(v) = HeaderValue::from_str(&format!("\"{version}\"")) {
        res.headers_mut().insert(header::ETAG, v);
    }
    res
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

fn check_points(p: f64, errors: &mut Vec<FieldError>) {
    if !(0.0..=100.0).contains(&p) || (p * 2.0).fract() != 0.0 {
        errors.push(err("points", "must be from 0 to 100, in halves"));
    }
}

/// Edit a node: a question's stem, choices, answer, points, tags or explanation; a choice's text
/// or correctness; a part's stem, answer or points; a section's title. Send the node's version in
/// `If-Match` (from its `ETag`); a stale version is 409. The exam's totals follow.
#[utoipa::path(patch, path = "/v1/exams/{examId}/nodes/{nodeId}", operation_id = "updateExamNode", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`"), ("nodeId" = String, Path, description = "`node_…`"),
        ("If-Match" = Option<String>, Header, description = "The node's version, as its ETag")),
    request_body = UpdateNodeRequest,
    responses((status = 200, description = "The node", body = Node)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn update_node(cx: Ctx) -> HandlerResult {
    let req: UpdateNodeRequest = cx.json()?;
    let account = cx.account_id()?;
    let (mut exam, doc_version) = load::<Exam>(&cx.app, account, cx.param("examId")).await?;
    let node_id = cx.param("nodeId").to_owned();
    let current = exam
        .node(&node_id)
        .ok_or_else(|| Error::not_found("node"))?;
    if exam.status == ExamStatus::Generating {
        return Err(Error::conflict(
            "The exam is still generating; edit it once it is ready.",
        ));
    }
    if let Some(v) = cx.parts.headers.get(header::IF_MATCH) {
        let wanted = v
            .to_str()
            .ok()
            .map(|s| s.trim().trim_start_matches("W/").trim_matches('"'))
            .and_then(|s| s.parse::<u64>().ok())
            .ok_or_else(|| {
                Error::invalid("If-Match", "must be the node's version, as in its ETag")
            })?;
        if wanted != current.version() {
            return Err(Error::conflict(format!(
                "The node is at version {}, not {wanted}; read it again and retry.",
                current.version()
            )));
        }
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

    let now = cx.now;
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
    let data =
        json!({ "exam": { "id": exam.id }, "node": { "id": node_id, "version": node.version() } });
    // The exam changed too (its totals and version): both events in the same commit.
    let events = vec![
        NewEvent {
            account,
            event_type: types::EXAM_NODE_UPDATED,
            data,
            only: None,
        },
        NewEvent {
            account,
            event_type: types::EXAM_UPDATED,
            data: exams::exam_data(&exam),
            only: None,
        },
    ];
    outbox::commit(cx.app.storage(), batch, events, now).await?;
    Ok(with_etag(json(StatusCode::OK, &node), node.version()))
}

/// Check a table of specifications (chapters × Bloom levels with counts or weights) against the
/// curriculum and the generator: which cells can be filled, with errors and warnings per cell.
#[utoipa::path(post, path = "/v1/exams/blueprints/validate", operation_id = "validateBlueprint", tag = "Exams",
    request_body = ValidateBlueprintRequest,
    responses((status = 200, description = "The verdict", body = BlueprintReport)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn validate_blueprint(cx: Ctx) -> HandlerResult {
    let req: ValidateBlueprintRequest = cx.json()?;
    let c = curriculum();
    let mut field_errors = Vec::new();
    if c.subject(&req.subject).is_none() {
        field_errors.push(err("subject", format!("unknown subject `{}`", req.subject)));
    }
    if c.level(&req.level).is_none() {
        field_errors.push(err("level", format!("unknown level `{}`", req.level)));
    }
    if req.cells.is_empty() || req.cells.len() > 100 {
        field_errors.push(err("cells", "must hold 1 to 100 cells"));
    }
    for (i, cell) in req.cells.iter().enumerate() {
        match (cell.count, cell.weight) {
            (Some(_), Some(_)) | (None, None) => {
                field_errors.push(err(&format!("cells[{i}]"), "give either count or weight"))
            }
            (None, Some(w)) if !(w > 0.0 && w.is_finite()) => {
                field_errors.push(err(&format!("cells[{i}].weight"), "must be positive"))
            }
            _ => {}
        }
    }
    let weighted = req.cells.iter().any(|c| c.weight.is_some());
    if weighted
        && !req
            .question_count
            .is_some_and(|n| (1..=MAX_QUESTIONS).contains(&n))
    {
        field_errors.push(err("questionCount", "is required (1 to 50) with weights"));
    }
    if !field_errors.is_empty() {
        return Err(Error::validation(field_errors));
    }
    // Weights become counts by largest remainder.
    let counts: Vec<u32> = if weighted {
        let total_w: f64 = req.cells.iter().filter_map(|c| c.weight).sum();
        let n = req.question_count.unwrap_or(0);
        let exact: Vec<f64> = req
            .cells
            .iter()
            .map(|c| c.weight.unwrap_or(0.0) / total_w * f64::from(n))
            .collect();
        let mut counts: Vec<u32> = exact.iter().map(|x| x.floor() as u32).collect();
        let mut rest = n - counts.iter().sum::<u32>();
        let mut order: Vec<usize> = (0..exact.len()).collect();
        order.sort_by(|a, b| {
            (exact[*b] - exact[*b].floor()).total_cmp(&(exact[*a] - exact[*a].floor()))
        });
        for i in order {
            if rest == 0 {
                break;
            }
            counts[i] += 1;
            rest -= 1;
        }
        counts
    } else {
        req.cells.iter().map(|c| c.count.unwrap_or(0)).collect()
    };
    let served: Vec<String> = cx
        .app
        .generator
        .capabilities()
        .into_iter()
        .filter(|cap| cap.subject == req.subject && cap.level == req.level)
        .flat_map(|cap| cap.chapters)
        .collect();
    let mut cells = Vec::new();
    let mut blueprint = Vec::new();
    for (cell, count) in req.cells.iter().zip(counts) {
        let mut errors = Vec::new();
        let mut warnings = Vec::new();
        match c.chapter(&cell.chapter) {
            None => errors.push(format!("unknown chapter `{}`", cell.chapter)),
            Some(ch) if ch.subject_id != req.subject || ch.level_id != req.level => {
                errors.push(format!(
                    "`{}` is not a chapter of {} at {}",
                    cell.chapter, req.subject, req.level
                ))
            }
            Some(ch) => {
                if !served.contains(&ch.id) {
                    errors.push("the generator does not serve this chapter".to_owned());
                }
                if c.bloom_level(&cell.bloom).is_none() {
                    errors.push(format!("unknown Bloom level `{}`", cell.bloom));
                } else if !ch.bloom.contains(&cell.bloom) {
                    warnings.push(format!(
                        "`{}` is not a level this chapter usually targets ({}); the generator uses the nearest",
                        cell.bloom,
                        ch.bloom.join(", ")
                    ));
                }
            }
        }
        if count == 0 {
            warnings.push("no question falls in this cell".to_owned());
        }
        let status = if !errors.is_empty() {
            "error"
        } else if !warnings.is_empty() {
            "warning"
        } else {
            "ok"
        };
        if errors.is_empty() && count > 0 {
            blueprint.push(BlueprintCell {
                chapter: cell.chapter.clone(),
                bloom: cell.bloom.clone(),
                count,
            });
        }
        errors.extend(warnings);
        cells.push(CellReport {
            chapter: cell.chapter.clone(),
            bloom: cell.bloom.clone(),
            count,
            status,
            messages: errors,
        });
    }
    let total: u32 = blueprint.iter().map(|c| c.count).sum();
    let mut errors = Vec::new();
    let mut warnings = Vec::new();
    if total > MAX_QUESTIONS {
        errors.push(format!(
            "{total} questions in all; an exam holds at most {MAX_QUESTIONS}"
        ));
    }
    if total == 0 {
        errors.push("no cell can be filled".to_owned());
    }
    if let Some(minutes) = req.duration_minutes
        && total > 0
        && f64::from(minutes) / f64::from(total) < 1.0
    {
        warnings.push(format!(
            "{minutes} minutes for {total} questions leaves under a minute each"
        ));
    }
    if let Some(points) = req.total_points
        && !(points > 0.0 && points <= 1000.0)
    {
        errors.push("totalPoints must be from 0 to 1000".to_owned());
    }
    let valid = errors.is_empty() && cells.iter().all(|c| c.status != "error");
    let report = BlueprintReport {
        valid,
        cells,
        errors,
        warnings,
        blueprint: Blueprint { cells: blueprint },
        question_count: total,
    };
    let account = cx.account_id()?;
    let data = json!({ "blueprint": {
        "valid": report.valid,
        "errors": report.cells.iter().filter(|c| c.status == "error").count() + report.errors.len(),
        "warnings": report.cells.iter().filter(|c| c.status == "warning").count() + report.warnings.len(),
    }});
    outbox::emit(
        cx.app.storage(),
        NewEvent {
            account,
            event_type: types::EXAM_BLUEPRINT_VALIDATED,
            data,
            only: None,
        },
        cx.now,
    )
    .await?;
    Ok(json(StatusCode::OK, &report))
}
