//! `/v1/exams`: generation streamed question by question, reading, node editing, blueprint
//! validation.

use http::{HeaderValue, Method, StatusCode, header};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::ReplayOf;
use crate::api::router::{HandlerResult, Route, handler};
use crate::api::{problem, sse};
use crate::app::App;
use crate::auth::Scope;
use crate::domain::exam::{Exam, ExamStatus, Node, StreamEvent};
use crate::error::Error;
use crate::services::blueprints::{self, BlueprintReport, ValidateBlueprintRequest};
use crate::services::exam_nodes::{self, UpdateNodeRequest};
use crate::services::exam_stream;
use crate::services::exams::{self, CreateExamRequest};

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

/// The `Last-Event-ID` header of a resumed stream.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Header)]
#[allow(dead_code)]
pub(crate) struct ResumeHeader {
    /// Resume after this event id (an event's `id:`); anything but an unsigned integer is 400.
    #[param(rename = "Last-Event-ID")]
    last_event_id: Option<u32>,
}

/// Whether the request asks for the stream: `text/event-stream` named in `Accept` and wanted at
/// least as much as JSON (`*/*` alone gives JSON).
fn wants_stream(cx: &Ctx) -> bool {
    crate::api::ctx::prefers_over_json(&cx.parts.headers, "text/event-stream")
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
    let stream = wants_stream(&cx);
    let account = cx.account_id()?.to_owned();
    let exam = exams::create(&cx.app, &account, req, cx.now).await?;
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
    let filters = ["subject", "level", "status"].map(|name| (name, query.get(name)));
    let filters = exams::filters(&filters)?;
    let page = PageRequest::from_query(&query, "exams")?;
    let found = exams::list(&cx.app, cx.account_id()?, filters, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |e| e.id.clone())))
}

/// An exam and its whole tree.
#[utoipa::path(get, path = "/v1/exams/{examId}", operation_id = "getExam", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`")),
    responses((status = 200, description = "The exam", body = Exam)),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn get(cx: Ctx) -> HandlerResult {
    let exam = exams::get(&cx.app, cx.account_id()?, cx.param("examId")).await?;
    Ok(json(StatusCode::OK, &exam))
}

/// Delete an exam (a running generation stops); it is gone (404) afterwards.
///
/// `exam.deleted` is sent. A generation still running is cancelled: its open streams end with an
/// `error` event (`not_found`, "The exam was deleted.") and no further question is generated.
#[utoipa::path(delete, path = "/v1/exams/{examId}", operation_id = "deleteExam", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`")),
    responses((status = 204, description = "Deleted (no body)")),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn delete(cx: Ctx) -> HandlerResult {
    exams::delete(&cx.app, cx.account_id()?, cx.param("examId"), cx.now).await?;
    let mut res = http::Response::new(crate::Body::empty());
    *res.status_mut() = StatusCode::NO_CONTENT;
    Ok(res)
}

/// Replay the generation stream from the start, or resume it after `Last-Event-ID`; while the
/// generation runs, new events follow as they come.
#[utoipa::path(get, path = "/v1/exams/{examId}/stream", operation_id = "streamExam", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`"), ResumeHeader),
    responses((status = 200, description = "The generation stream", content_type = "text/event-stream", body = String)),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn stream(cx: Ctx) -> HandlerResult {
    let exam = exams::get(&cx.app, cx.account_id()?, cx.param("examId")).await?;
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
    let exam = exams::get(&cx.app, cx.account_id()?, cx.param("examId")).await?;
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

/// Edit a node: a question's stem, choices, answer, points, tags or explanation; a choice's text
/// or correctness; a part's stem, answer or points; a section's title. Send the node's version in
/// `If-Match` (from its `ETag`); a stale version is 409. The exam's totals follow.
#[utoipa::path(patch, path = "/v1/exams/{examId}/nodes/{nodeId}", operation_id = "updateExamNode", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`"), ("nodeId" = String, Path, description = "`node_…`"),
        ("If-Match" = Option<String>, Header, description = "The node's version, as its ETag (`\"3\"`, `W/\"3\"` or `3`); a stale version is 409, anything else 400")),
    request_body(content = Option<UpdateNodeRequest>, description = "The fields to change; an empty body changes nothing"),
    responses((status = 200, description = "The node", body = Node)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn update_node(cx: Ctx) -> HandlerResult {
    let req: UpdateNodeRequest = cx.json()?;
    let if_match = match cx.parts.headers.get(header::IF_MATCH) {
        None => None,
        Some(v) => Some(
            v.to_str()
                .ok()
                .map(|s| s.trim().trim_start_matches("W/").trim_matches('"'))
                .and_then(|s| s.parse::<u64>().ok())
                .ok_or_else(|| {
                    Error::invalid("If-Match", "must be the node's version, as in its ETag")
                })?,
        ),
    };
    let (exam_id, node_id) = (cx.param("examId"), cx.param("nodeId"));
    let account = cx.account_id()?;
    let node =
        exam_nodes::update(&cx.app, account, (exam_id, node_id), if_match, req, cx.now).await?;
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
    let report = blueprints::validate(&cx.app, cx.account_id()?, req, cx.now).await?;
    Ok(json(StatusCode::OK, &report))
}
