//! Usage analytics: `GET /v1/analytics/usage` (the item analysis of an exam,
//! `GET /v1/analytics/exams/{examId}`, lives with grading).

use http::{Method, StatusCode};
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::usage::UsageReport;
use crate::services::usage::{self, Span};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(usage_report))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    vec![Route::new(
        Method::GET,
        "/v1/analytics/usage",
        Scope::AnalyticsRead,
        handler!(usage_report),
    )]
}

/// Parameters of `GET /v1/analytics/usage`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct UsageParams {
    /// The first bucket: an RFC 3339 time, rounded down to its hour or UTC day (default: 7
    /// days, or 24 hours, before `to`).
    #[param(format = DateTime)]
    from: Option<String>,
    /// The end of the last bucket (exclusive): an RFC 3339 time, rounded up to an hour or a
    /// UTC day (default: the end of the current bucket). At most 366 days after `from`, or 31
    /// days with hourly granularity.
    #[param(format = DateTime)]
    to: Option<String>,
    /// `day` (default) or `hour`.
    #[param(inline, value_type = Option<crate::domain::usage::Granularity>)]
    granularity: Option<String>,
}

/// The account's usage for the mode of the calling key (live keys see live usage, test keys
/// test usage), per hour or UTC day and per route family: requests, errors by status code,
/// questions generated, courses and games generated, exports created, scanned pages received,
/// webhook delivery attempts and their failures, and the quota used (by keys of both modes)
/// against the tier's limits. Every bucket of the span is listed, empty ones included.
///
/// Requests are counted as they are answered, in memory, and written to the storage every
/// second: this node's counts are in its answer at once, other nodes' within about a second.
#[utoipa::path(get, path = "/v1/analytics/usage", operation_id = "getUsage", tag = "Account",
    params(UsageParams),
    responses((status = 200, description = "The usage report", body = UsageReport)),
    security(("bearer" = ["analytics:read"])))]
pub(crate) async fn usage_report(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let span = Span::parse(
        query.get("from"),
        query.get("to"),
        query.get("granularity"),
        cx.now,
    )?;
    let principal = cx.principal()?;
    let report =
        usage::report(&cx.app, principal.owner(), principal.account.limits(), span).await?;
    Ok(json(StatusCode::OK, &report))
}
