//! `/v1/courses`: the two-pass pipeline (architecture, then section-by-section writing), outline
//! edits between the passes, publication to the teacher library, the course as an HTML page.
//!
//! States: `architecting` → `outlined` → `writing` → `written` → `published`, and `failed`.
//! `POST /v1/courses` starts in `architecting`; pass 1 ends `outlined` (or `failed`). `PATCH`
//! is refused (409) while a pass runs; it leaves a course `written` when every section still is,
//! `outlined` otherwise. `POST …/write` needs an idle course with an outline and an unwritten
//! section; `POST …/sections/{sectionId}/write` an idle course with an outline; both run in
//! `writing` and end `written`, `outlined` or `failed`. `POST …/publish` needs `written`.
//! A failed pass keeps the sections already done and can be run again.

use http::{HeaderValue, Method, StatusCode, header};
use serde::Deserialize;
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, ReplayOf, Route, handler};
use crate::api::{problem, sse};
use crate::app::App;
use crate::auth::Scope;
use crate::domain::course::{Course, CourseEdit, CourseEvent, CourseStatus};
use crate::error::{Error, ErrorCode};
use crate::services::course_page;
use crate::services::course_stream;
use crate::services::courses::{self, CreateCourseRequest, WriteSectionRequest};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(create, list, get, update, write, write_section, publish, delete))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    let (r, w) = (Scope::CoursesRead, Scope::CoursesWrite);
    vec![
        Route::new(Method::POST, "/v1/courses", w, handler!(create))
            .generation()
            .replay(replay),
        Route::new(Method::GET, "/v1/courses", r, handler!(list)),
        Route::new(Method::GET, "/v1/courses/{courseId}", r, handler!(get)),
        Route::new(Method::PATCH, "/v1/courses/{courseId}", w, handler!(update)),
        Route::new(
            Method::POST,
            "/v1/courses/{courseId}/write",
            w,
            handler!(write),
        )
        .generation()
        .replay(replay),
        Route::new(
            Method::POST,
            "/v1/courses/{courseId}/sections/{sectionId}/write",
            w,
            handler!(write_section),
        )
        .generation()
        .replay(replay),
        Route::new(
            Method::POST,
            "/v1/courses/{courseId}/publish",
            w,
            handler!(publish),
        ),
        Route::new(
            Method::DELETE,
            "/v1/courses/{courseId}",
            w,
            handler!(delete),
        ),
    ]
}

/// Filters of `GET /v1/courses`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct CourseFilters {
    /// Subject id (of `GET /v1/curriculum/subjects`; another value is 400 naming `subject`).
    #[param(value_type = Option<crate::api::openapi::schemas::SubjectId>)]
    subject: Option<String>,
    /// Level id (of `GET /v1/curriculum/levels`; another value is 400 naming `level`).
    #[param(value_type = Option<crate::api::openapi::schemas::LevelId>)]
    level: Option<String>,
    /// `architecting`, `outlined`, `writing`, `written`, `published` or `failed`.
    status: Option<CourseStatus>,
    /// `true`: the teacher library (courses published at least once); `false`: the others.
    published: Option<bool>,
}

/// Which copy of a course to read.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct CourseVersion {
    /// `published`: the copy in the teacher library (the last published version; 409 if the
    /// course was never published). Default: the working copy.
    version: Option<String>,
}

/// Whether the request asks for the stream rather than JSON.
fn wants_stream(cx: &Ctx) -> bool {
    crate::api::ctx::prefers_over_json(&cx.parts.headers, "text/event-stream")
}

/// The stream of pass `pass` of `course` after event `after`, as server-sent events.
fn course_sse(
    app: &std::sync::Arc<App>,
    course: &str,
    pass: u32,
    after: u32,
) -> http::Response<crate::Body> {
    sse::response(course_stream::follow(app, course, pass, after), frame)
}

/// Replays the stream a `ReplayOf` named: `<courseId>.<pass>`.
fn replay(app: &std::sync::Arc<App>, of: &str) -> http::Response<crate::Body> {
    let (course, pass) = of
        .rsplit_once('.')
        .and_then(|(c, p)| Some((c, p.parse().ok()?)))
        .unwrap_or((of, 1));
    course_sse(app, course, pass, 0)
}

/// One stream event on the wire: an `error` event carries a problem document.
fn frame(ev: &CourseEvent) -> (u32, String, String) {
    let data = if ev.event == "error" {
        #[derive(Deserialize)]
        struct Stored {
            code: crate::error::ErrorCode,
            detail: String,
        }
        match serde_json::from_str::<Stored>(&ev.data) {
            Ok(e) => {
                let error = Error::new(e.code, e.detail);
                let path = format!("/v1/courses/{}", ev.course_id);
                serde_json::to_string(&problem::document(&error, "", &path)).unwrap_or_default()
            }
            Err(_) => ev.data.clone(),
        }
    } else {
        ev.data.clone()
    };
    (ev.seq, ev.event.clone(), data)
}

/// The answer to a request that started a pass: its stream, or 202 with the course.
fn started(cx: &Ctx, stream: bool, course: &Course) -> HandlerResult {
    if stream {
        let mut res = course_sse(&cx.app, &course.id, course.passes, 0);
        res.extensions_mut()
            .insert(ReplayOf(format!("{}.{}", course.id, course.passes)));
        return Ok(res);
    }
    let mut res = with_etag(json(StatusCode::ACCEPTED, course), course.version);
    if let Ok(v) = HeaderValue::from_str(&format!("/v1/courses/{}", course.id)) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    Ok(res)
}

fn with_etag(mut res: http::Response<crate::Body>, version: u64) -> http::Response<crate::Body> {
    if let Ok(v) = HeaderValue::from_str(&format!("\"{version}\"")) {
        res.headers_mut().insert(header::ETAG, v);
    }
    res
}

/// Create a course: pass 1, the architecture.
///
/// The generator outlines `sectionCount` sections over the chapters, each with a `sec_` id, a
/// title, learning objectives (a Bloom level, its verb, the text, the competency and chapter
/// from the curriculum), minutes that add up to `durationMinutes`, and the blocks it plans.
/// With `Accept: text/event-stream` the answer is a stream: `started` {courseId, pass}, one
/// `section` {courseId, index, section} per outlined section, then `done` {courseId, pass,
/// sectionCount, status}, or `error` {a problem}; each event has an `id:`. Otherwise the answer
/// is 202 with the course (status `architecting`). Either way the pass goes on if the client
/// leaves; `course.architecture.started`, then `course.architecture.completed` or
/// `.failed`, are sent by webhook. Refused to Discovery accounts without a payment method.
#[utoipa::path(post, path = "/v1/courses", operation_id = "createCourse", tag = "Courses",
    request_body = CreateCourseRequest,
    responses(
        (status = 200, description = "The architecture stream (Accept: text/event-stream)", content_type = "text/event-stream", body = String),
        (status = 202, description = "The course, architecting", body = Course),
    ),
    security(("bearer" = ["courses:write"])))]
pub(crate) async fn create(cx: Ctx) -> HandlerResult {
    let req: CreateCourseRequest = cx.json()?;
    let stream = wants_stream(&cx);
    let account = cx.account_id()?.to_owned();
    let course = courses::create(&cx.app, &account, req, cx.now).await?;
    started(&cx, stream, &course)
}

/// List courses, newest first; `published=true` is the teacher library.
#[utoipa::path(get, path = "/v1/courses", operation_id = "listCourses", tag = "Courses",
    params(CourseFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of courses", body = Page<Course>)),
    security(("bearer" = ["courses:read"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let filters = ["subject", "level", "status", "published"].map(|name| (name, query.get(name)));
    let filters = courses::filters(&filters)?;
    let page = PageRequest::from_query(&query, "courses")?;
    let found = courses::list(&cx.app, cx.account_id()?, filters, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |c| c.id.clone())))
}

/// A course with its outline and written sections, its version as `ETag`. With
/// `Accept: text/html`, the course as one self-contained, printable page (inline CSS and SVG,
/// headings, alt texts, the course's language). With `Accept: application/pdf`, the same course
/// as a tagged PDF (A4; headings as structure, figures as vectors with their alt text, the
/// exercises' answers gathered at the end in "Corrigé des exercices"); a build without the
/// `pdf` feature answers 406 naming the types it serves. With `Accept: text/event-stream`, the stream of
/// the course's last pass, replayed from the start or resumed after `Last-Event-ID` (the `id:`
/// of the last event received); while the pass runs, new events follow as they come.
#[utoipa::path(get, path = "/v1/courses/{courseId}", operation_id = "getCourse", tag = "Courses",
    params(("courseId" = String, Path, description = "`crs_…`"), CourseVersion,
        ("Last-Event-ID" = Option<u32>, Header, description = "With `Accept: text/event-stream`: resume the last pass's stream after this event id")),
    responses(
        (status = 200, description = "The course (JSON); with `Accept: text/html` the course as a page; with `Accept: application/pdf` the course as a tagged PDF; with `Accept: text/event-stream` the last pass's stream", content(
            (Course = "application/json"),
            (String = "text/html"),
            (crate::api::handlers::exports::PdfFile = "application/pdf"),
            (String = "text/event-stream"),
        )),
    ),
    security(("bearer" = ["courses:read"])))]
pub(crate) async fn get(cx: Ctx) -> HandlerResult {
    let account = cx.account_id()?;
    let id = cx.param("courseId");
    let query = cx.query();
    if wants_stream(&cx) {
        let course = courses::get(&cx.app, account, id).await?;
        let after = match cx.parts.headers.get("last-event-id") {
            None => 0,
            Some(v) => v
                .to_str()
                .ok()
                .and_then(|s| s.trim().parse::<u32>().ok())
                .ok_or_else(|| {
                    Error::invalid("Last-Event-ID", "must be an event id of this stream")
                })?,
        };
        return Ok(course_sse(&cx.app, &course.id, course.passes, after));
    }
    let course = match query.get("version") {
        None => courses::get(&cx.app, account, id).await?,
        Some("published") => courses::published(&cx.app, account, id).await?,
        Some(_) => {
            // 404 before the query's values, as for every route with an id.
            courses::get(&cx.app, account, id).await?;
            return Err(Error::invalid("version", "must be published"));
        }
    };
    if crate::api::ctx::prefers_over_json(&cx.parts.headers, "application/pdf") {
        let Some(pdf) = course_page::pdf(&course)? else {
            return Err(Error::new(
                ErrorCode::NotAcceptable,
                "This build renders no PDF (edugen's `pdf` feature); a course is available as \
                 application/json, text/html or text/event-stream.",
            ));
        };
        let mut res = http::Response::new(crate::Body::full(pdf));
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/pdf"),
        );
        if let Ok(v) = HeaderValue::from_str(&format!("inline; filename=\"{}.pdf\"", course.id)) {
            res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
        }
        return Ok(with_etag(res, course.version));
    }
    if crate::api::ctx::prefers_over_json(&cx.parts.headers, "text/html") {
        let page = course_page::render(&course);
        let page = crate::services::marketplace::brand_page(&cx.app, account, page).await?;
        let mut res = http::Response::new(crate::Body::full(page));
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/html; charset=utf-8"),
        );
        return Ok(with_etag(res, course.version));
    }
    Ok(with_etag(json(StatusCode::OK, &course), course.version))
}

/// Edit a course between the passes: its title, and its outline (reorder, add, remove,
/// retitle sections, change their objectives and minutes). `sections` is the whole new outline
/// in order: a section named by `id` is kept (and changed by the fields given), one without
/// `id` is added, one left out is removed. A written section whose objectives change is
/// unwritten; `durationMinutes` becomes the sum of the minutes. Send the course's version in
/// `If-Match` (from its `ETag`); a stale version is 409, and so is an edit while a pass runs.
/// `course.updated` is sent when something changed.
#[utoipa::path(patch, path = "/v1/courses/{courseId}", operation_id = "updateCourse", tag = "Courses",
    params(("courseId" = String, Path, description = "`crs_…`"),
        ("If-Match" = Option<String>, Header, description = "The course's version, as its ETag (`\"3\"`, `W/\"3\"` or `3`); a stale version is 409, anything else 400")),
    request_body(content = Option<CourseEdit>, description = "The fields to change; an empty body changes nothing"),
    responses((status = 200, description = "The course", body = Course)),
    security(("bearer" = ["courses:write"])))]
pub(crate) async fn update(cx: Ctx) -> HandlerResult {
    let edit: CourseEdit = cx.json()?;
    let if_match = match cx.parts.headers.get(header::IF_MATCH) {
        None => None,
        Some(v) => Some(
            v.to_str()
                .ok()
                .map(|s| s.trim().trim_start_matches("W/").trim_matches('"'))
                .and_then(|s| s.parse::<u64>().ok())
                .ok_or_else(|| {
                    Error::invalid("If-Match", "must be the course's version, as in its ETag")
                })?,
        ),
    };
    let id = cx.param("courseId");
    let course = courses::update(&cx.app, cx.account_id()?, id, if_match, edit, cx.now).await?;
    Ok(with_etag(json(StatusCode::OK, &course), course.version))
}

/// Pass 2: write every section not yet written, a few at a time.
///
/// With `Accept: text/event-stream`: `started` {courseId, pass}, one `section` {courseId, index,
/// section} per written section, then `done` or `error`; otherwise 202 with the course (status
/// `writing`). `course.section.written` is sent per section, then `course.writing.completed`,
/// or `course.section.failed` and `course.writing.failed` (the sections written are kept).
/// 409 while a pass runs, without an outline, or when every section is written.
#[utoipa::path(post, path = "/v1/courses/{courseId}/write", operation_id = "writeCourse", tag = "Courses",
    params(("courseId" = String, Path, description = "`crs_…`")),
    responses(
        (status = 200, description = "The writing stream (Accept: text/event-stream)", content_type = "text/event-stream", body = String),
        (status = 202, description = "The course, writing", body = Course),
    ),
    security(("bearer" = ["courses:write"])))]
pub(crate) async fn write(cx: Ctx) -> HandlerResult {
    let stream = wants_stream(&cx);
    let account = cx.account_id()?.to_owned();
    let course = courses::write(&cx.app, &account, cx.param("courseId"), cx.now).await?;
    started(&cx, stream, &course)
}

/// (Re)write one section, with optional instructions (`length`: short, normal or long;
/// `focus`: a free-text emphasis), kept with the section for later rewrites.
///
/// Streams or answers 202 as `POST /v1/courses/{courseId}/write`, with one `section` event.
/// 409 while a pass runs or without an outline; an unknown section is 404.
#[utoipa::path(post, path = "/v1/courses/{courseId}/sections/{sectionId}/write", operation_id = "writeCourseSection", tag = "Courses",
    params(("courseId" = String, Path, description = "`crs_…`"), ("sectionId" = String, Path, description = "`sec_…`")),
    request_body(content = Option<WriteSectionRequest>, description = "Optional: an empty body is `{}`"),
    responses(
        (status = 200, description = "The writing stream (Accept: text/event-stream)", content_type = "text/event-stream", body = String),
        (status = 202, description = "The course, writing", body = Course),
    ),
    security(("bearer" = ["courses:write"])))]
pub(crate) async fn write_section(cx: Ctx) -> HandlerResult {
    let req: WriteSectionRequest = cx.json()?;
    let stream = wants_stream(&cx);
    let account = cx.account_id()?.to_owned();
    let ids = (cx.param("courseId"), cx.param("sectionId"));
    let course = courses::write_section(&cx.app, &account, ids, req, cx.now).await?;
    started(&cx, stream, &course)
}

/// Publish a fully written course to the account's teacher library (`status: published`,
/// `publishedAt`); `course.published` is sent. The library keeps this version until the next
/// publication, even if the course is edited meanwhile. 409 unless the course is `written`.
#[utoipa::path(post, path = "/v1/courses/{courseId}/publish", operation_id = "publishCourse", tag = "Courses",
    params(("courseId" = String, Path, description = "`crs_…`")),
    responses((status = 200, description = "The published course", body = Course)),
    security(("bearer" = ["courses:write"])))]
pub(crate) async fn publish(cx: Ctx) -> HandlerResult {
    let course = courses::publish(&cx.app, cx.account_id()?, cx.param("courseId"), cx.now).await?;
    Ok(with_etag(json(StatusCode::OK, &course), course.version))
}

/// Delete a course (and its copy in the library); reading it is 404 afterwards, and a change
/// asked of it (`PATCH`, `write`, `publish`) 409 saying it was deleted. A running pass is
/// cancelled: its open streams end with an `error` event (`not_found`). `course.deleted` is
/// sent.
#[utoipa::path(delete, path = "/v1/courses/{courseId}", operation_id = "deleteCourse", tag = "Courses",
    params(("courseId" = String, Path, description = "`crs_…`")),
    responses((status = 204, description = "Deleted (no body)")),
    security(("bearer" = ["courses:write"])))]
pub(crate) async fn delete(cx: Ctx) -> HandlerResult {
    courses::delete(&cx.app, cx.account_id()?, cx.param("courseId"), cx.now).await?;
    let mut res = http::Response::new(crate::Body::empty());
    *res.status_mut() = StatusCode::NO_CONTENT;
    Ok(res)
}
