//! `/v1/exams/{examId}/exports` and `/v1/exams/{examId}/paper`: printable exams (PDF subjects in
//! variants, paper copies with answer sheets), and their download.

use http::{HeaderValue, Method, StatusCode, header};
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::export::Export;
use crate::error::Error;
use crate::paper::Selection;
use crate::services::exports::{self, CreateExportRequest, CreatePaperRequest};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(create_export, create_paper, get_export))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    let (r, w) = (Scope::ExamsRead, Scope::ExamsWrite);
    vec![
        Route::new(
            Method::POST,
            "/v1/exams/{examId}/exports",
            w,
            handler!(create_export),
        ),
        Route::new(
            Method::POST,
            "/v1/exams/{examId}/paper",
            w,
            handler!(create_paper),
        ),
        Route::new(
            Method::GET,
            "/v1/exams/{examId}/exports/{exportId}",
            r,
            handler!(get_export),
        ),
    ]
}

/// What part of the PDF `GET …/exports/{exportId}` returns (with `Accept: application/pdf`).
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct PdfSelection {
    /// Only the subjects (`subject`), the answer sheets (`sheets`, paper only) or the answer
    /// keys (`answers`).
    #[param(inline)]
    part: Option<PartName>,
    /// Only this copy (paper) or variant (export), 1-based.
    #[param(minimum = 1)]
    copy: Option<u32>,
}

/// A part of the PDF.
#[derive(Debug, utoipa::ToSchema)]
#[serde(rename_all = "lowercase")]
#[allow(dead_code)]
pub(crate) enum PartName {
    /// The subjects.
    Subject,
    /// The answer sheets.
    Sheets,
    /// The answer keys.
    Answers,
}

/// A PDF file.
#[derive(Debug, utoipa::ToSchema)]
#[schema(value_type = String, format = Binary)]
#[allow(dead_code)]
pub(crate) struct PdfFile(Vec<u8>);

fn accepted(export: &Export) -> http::Response<crate::Body> {
    let mut res = json(StatusCode::ACCEPTED, export);
    let location = format!("/v1/exams/{}/exports/{}", export.exam_id, export.id);
    if let Ok(v) = HeaderValue::from_str(&location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res
}

/// Export an exam as a PDF: its subject in 1 to 200 variants (values redrawn, questions and
/// choices shuffled per variant), then each variant's answer key.
///
/// Answers 202 with the export (status `rendering`); `exam.export.started` is sent, then
/// `exam.export.completed` or `exam.export.failed`. An exam still generating, failed or without
/// any question is 409; a server built without the `pdf` feature answers 503 saying so.
#[utoipa::path(post, path = "/v1/exams/{examId}/exports", operation_id = "createExamExport", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`")),
    request_body(content = Option<CreateExportRequest>, description = "The options; an empty body takes every default"),
    responses((status = 202, description = "The export, rendering", body = Export)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn create_export(cx: Ctx) -> HandlerResult {
    let req: CreateExportRequest = cx.json()?;
    let account = cx.account_id()?.to_owned();
    let export = exports::create_export(&cx.app, &account, cx.param("examId"), req, cx.now).await?;
    Ok(accepted(&export))
}

/// Print an exam on paper: one subject and one answer sheet per copy (1 to 500 copies, or one
/// per student of a roster), the copies cycling through the variants, then the answer keys.
///
/// The answer sheets carry four registration marks, a QR code per page (export, copy, page,
/// checksum; also printed under it), a student-number grid and boxes for every question; the
/// export's `layout` gives their exact positions for grading scans. Answers 202 with the
/// export (kind `paper`, status `rendering`); `exam.paper.rendered` or `exam.paper.failed`
/// follows.
#[utoipa::path(post, path = "/v1/exams/{examId}/paper", operation_id = "createExamPaper", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`")),
    request_body = CreatePaperRequest,
    responses((status = 202, description = "The paper export, rendering", body = Export)),
    security(("bearer" = ["exams:write"])))]
pub(crate) async fn create_paper(cx: Ctx) -> HandlerResult {
    let req: CreatePaperRequest = cx.json()?;
    let account = cx.account_id()?.to_owned();
    let export = exports::create_paper(&cx.app, &account, cx.param("examId"), req, cx.now).await?;
    Ok(accepted(&export))
}

/// An export: JSON by default (options, variants with their answer keys, page count, size and,
/// for paper, the answer sheets' layout); with `Accept: application/pdf` the PDF itself (or the
/// part and copy `part` and `copy` select), as an attachment. Asking for the PDF of an export
/// still rendering, or failed, is 409.
#[utoipa::path(get, path = "/v1/exams/{examId}/exports/{exportId}", operation_id = "getExamExport", tag = "Exams",
    params(("examId" = String, Path, description = "`exam_…`"), ("exportId" = String, Path, description = "`exp_…`"), PdfSelection),
    responses((status = 200, description = "The export, or its PDF (Accept: application/pdf)",
        content(
            (Export = "application/json"),
            (PdfFile = "application/pdf"),
        ))),
    security(("bearer" = ["exams:read"])))]
pub(crate) async fn get_export(cx: Ctx) -> HandlerResult {
    let (exam_id, export_id) = (cx.param("examId"), cx.param("exportId"));
    let account = cx.account_id()?;
    let query = cx.query();
    let part = exports::part(query.get("part"))?;
    let copy = match query.get("copy") {
        None => None,
        Some(v) => Some(
            v.trim()
                .parse::<u32>()
                .ok()
                .filter(|c| *c >= 1)
                .ok_or_else(|| Error::invalid("copy", "must be a copy number from 1"))?,
        ),
    };
    if !crate::api::ctx::prefers_over_json(&cx.parts.headers, "application/pdf") {
        let export = exports::get(&cx.app, account, exam_id, export_id).await?;
        return Ok(json(StatusCode::OK, &export));
    }
    let (pdf, name) = exports::pdf(
        &cx.app,
        account,
        exam_id,
        export_id,
        Selection { part, copy },
    )
    .await?;
    let mut res = http::Response::new(crate::Body::full(pdf));
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/pdf"),
    );
    if let Ok(v) = HeaderValue::from_str(&format!("attachment; filename=\"{name}\"")) {
        res.headers_mut().insert(header::CONTENT_DISPOSITION, v);
    }
    Ok(res)
}
