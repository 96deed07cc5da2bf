//! Grading: `POST /v1/exams/{examId}/submissions` (digital answers scored at once),
//! `GET /v1/exams/{examId}/corrections` (JSON pages, or a CSV spreadsheet) and
//! `GET /v1/analytics/exams/{examId}` (item analysis).

use http::{HeaderValue, Method, StatusCode, header};
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json, prefers_over_json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::grading::{Correction, CorrectionStatus, PaperCopy};
use crate::domain::item_analysis::ExamAnalysis;
use crate::services::grading::{self, SubmitRequest};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(submit, paper_copies, corrections, analytics))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    vec![
        Route::new(
            Method::POST,
            "/v1/exams/{examId}/submissions",
            Scope::ExamsWrite,
            handler!(submit),
        ),
        Route::new(
            Method::POST,
            "/v1/exams/{examId}/paper-copies",
            Scope::ExamsWrite,
            handler!(paper_copies),
        ),
        Route::new(
            Method::GET,
            "/v1/exams/{examId}/corrections",
            Scope::ExamsRead,
            handler!(corrections),
        ),
        Route::new(
            Method::GET,
            "/v1/analytics/exams/{examId}",
            Scope::AnalyticsRead,
            handler!(analytics),
        ),
    ]
}

/// Filters of `GET /v1/exams/{examId}/corrections`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct CorrectionFilters {
    /// `corrected` or `needs_review`.
    status: Option<CorrectionStatus>,
    /// A student id, as submitted (`student.id`).
    #[param(max_length = 128)]
    student: Option<String>,
}

/// Submit a student's digital answers; they are scored at once against the exam's key.
///
/// One value shape per kind: `single_choice` a choice id; `multiple_choice` a list of choice
/// ids; `true_false` a boolean; `numeric` a number or a string (decimal comma or point, digit
/// groups, an optional unit converted to the expected one; the node's tolerance applies);
/// `short_text` a string (case, accents and spaces ignored); `matching` an object, left item
/// (as written in the key) → choice id; `ordering` the list of every item's choice id; `open` a
/// text (the correction then needs review). Partial credit: multiple choice earns
/// `points × max(0, R/C − W/I)` (R correct options ticked of C, W distractors ticked of I);
/// matching earns its share of right pairs; every other kind is all or nothing. A question
/// left out scores 0; points are rounded to two decimals.
///
/// Events: `exam.submission.received` then `exam.submission.corrected`; answers that do not
/// fit the exam (unknown node ids, a value of the wrong shape) are 400 naming the field, and
/// `exam.submission.failed` is sent instead (nothing is stored). The exam must be ready (else
/// 409). With `exportId` and `variant`, the answers are scored against that printed variant's
/// own key (its values, its choices' order): an export of another exam is 404, a variant it
/// does not have is 400; `variant` needs `exportId`.
#[utoipa::path(post, path = "/v1/exams/{examId}/submissions", operation_id = "createSubmission", tag = "Grading",
    params(("examId" = String, Path, description = "`exam_…`")),
    request_body = SubmitRequest,
    responses((status = 201, description = "The correction", body = Correction)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn submit(cx: Ctx) -> HandlerResult {
    let req: SubmitRequest = cx.json()?;
    let account = cx.account_id()?;
    let correction = grading::submit(&cx.app, account, cx.param("examId"), req, cx.now).await?;
    let mut res = json(StatusCode::CREATED, &correction);
    let location = format!(
        "/v1/exams/{}/corrections?student={}",
        correction.exam_id,
        form_urlencoded::byte_serialize(correction.student.id.as_bytes()).collect::<String>()
    );
    if let Ok(v) = HeaderValue::from_str(&location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    Ok(res)
}

/// A scan of paper copies (`application/json` form): the pages, base64-encoded.
#[derive(Debug, utoipa::ToSchema)]
#[allow(dead_code)]
pub(crate) struct ScanPages {
    /// 1 to 200 pages, each a PNG, JPEG, TIFF or PDF file in base64 (RFC 4648).
    #[schema(min_items = 1, max_items = 200)]
    pages: Vec<String>,
}

/// Send scanned answer sheets: they are read by optical mark recognition and corrected.
///
/// The body is the scan itself (`image/png`, `image/jpeg`, `image/tiff` with one or more
/// pages, or `application/pdf`, each page rendered at 200 dpi), or `application/json`
/// `{"pages": ["<base64>", …]}`; at most 25 MB and 200 pages. Pages may come in any order and
/// in several requests: each is identified by its QR code (export, copy, page, checksum), and a
/// printed copy is corrected against its own variant's key once all its pages are in.
///
/// While the request waits, the pages are decoded (an undecodable file is 400, another media
/// type 415, a larger body 413) and identified: the four registration marks are found, the
/// page transform fitted (a residual over 4 pt refuses the page) and the QR code read. A page
/// that cannot be identified, or whose QR code names another exam's or account's export, is
/// rejected with its reason in the record and never read against a key. A page of a copy
/// already corrected is 409 (a second scan of a page replaces the first only until its copy is
/// corrected). Answers 202 with the upload's record (`cpy_…`); the boxes are read in the
/// background.
///
/// Reading: each box's black ratio inside a 2.2 pt inset is compared with two thresholds
/// (empty ≤ 0.10, filled ≥ 0.25); a ratio between them, two marks where one is expected, a
/// gap in a number, an incomplete ordering or a handwritten answer send the question to
/// review (its points are null), never scored silently. The correction (`source: paper`)
/// carries every box with its ratio and decision. Events: `paper.copy.received`, then
/// `paper.correction.started`, then per corrected copy `paper.correction.completed` or
/// `paper.correction.needs_review`, or `paper.correction.failed` when no page could be read.
#[utoipa::path(post, path = "/v1/exams/{examId}/paper-copies", operation_id = "createPaperCopy", tag = "Grading",
    params(("examId" = String, Path, description = "`exam_…`")),
    request_body(content(
        (ScanPages = "application/json"),
        (Vec<u8> = "image/png"),
        (Vec<u8> = "image/jpeg"),
        (Vec<u8> = "image/tiff"),
        (Vec<u8> = "application/pdf"),
    )),
    responses((status = 202, description = "The upload, identified and being read", body = PaperCopy)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn paper_copies(cx: Ctx) -> HandlerResult {
    let account = cx.account_id()?;
    #[cfg(feature = "omr")]
    {
        let content_type = cx
            .parts
            .headers
            .get(header::CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .unwrap_or("");
        let record = crate::services::paper_copies::upload(
            &cx.app,
            account,
            cx.param("examId"),
            content_type,
            cx.body.clone(),
            cx.now,
        )
        .await?;
        Ok(json(StatusCode::ACCEPTED, &record))
    }
    #[cfg(not(feature = "omr"))]
    {
        let _ = account;
        Err(crate::error::Error::new(
            crate::error::ErrorCode::Unavailable,
            "Reading scans is not compiled in: build edugen with the `omr` feature.",
        ))
    }
}

/// The corrections of an exam, newest first; with `Accept: text/csv`, a spreadsheet instead:
/// one row per student (their latest correction, rows by student id) with `studentId`,
/// `studentName`, `correctionId`, `status`, `score`, `maxScore` and one column per question
/// (`Q1`, `Q2`… in the exam's order; empty while it waits for review). The spreadsheet is not
/// paginated (`limit` and `cursor` are ignored) and holds at most 10,000 corrections.
#[utoipa::path(get, path = "/v1/exams/{examId}/corrections", operation_id = "listCorrections", tag = "Grading",
    params(("examId" = String, Path, description = "`exam_…`"), CorrectionFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of corrections, or the CSV spreadsheet",
        content((Page<Correction> = "application/json"), (String = "text/csv")))),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn corrections(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let exam = cx.param("examId");
    let filters = grading::filters(exam, query.get("status"), query.get("student"))?;
    let account = cx.account_id()?;
    if prefers_over_json(&cx.parts.headers, "text/csv") {
        let csv = grading::spreadsheet(&cx.app, account, exam, filters).await?;
        let mut res = http::Response::new(crate::Body::full(csv.into_bytes()));
        res.headers_mut().insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("text/csv; charset=utf-8"),
        );
        return Ok(res);
    }
    let page = PageRequest::from_query(&query, "corrections")?;
    let found = grading::list(&cx.app, account, exam, filters, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |c| c.id.clone())))
}

/// Item analysis of an exam's corrections (classical test theory): totals (mean, median,
/// standard deviation, min, max, histogram); per question difficulty, discrimination (upper
/// and lower 27 %), corrected point-biserial, alpha if deleted, the share of each option
/// overall and in both groups, and flags (`non_functional_distractor`: a wrong option ticked
/// by fewer than 5 %; `negative_discrimination`); KR-20, Cronbach's alpha and SEM; mastery
/// per competency, Bloom level and chapter. Only corrections whose status is `corrected`
/// count; `warning` is set under 20 of them. Variances are population variances.
#[utoipa::path(get, path = "/v1/analytics/exams/{examId}", operation_id = "getExamAnalytics", tag = "Grading",
    params(("examId" = String, Path, description = "`exam_…`")),
    responses((status = 200, description = "The item analysis", body = ExamAnalysis)),
    security(("bearer" = ["analytics:read"])))]
pub(crate) async fn analytics(cx: Ctx) -> HandlerResult {
    let report = grading::analytics(&cx.app, cx.account_id()?, cx.param("examId")).await?;
    Ok(json(StatusCode::OK, &report))
}
