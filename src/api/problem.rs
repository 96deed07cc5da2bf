//! RFC 7807 problem details: how the crate's [`Error`] is answered over HTTP, with the status of
//! each code and the `application/problem+json` document.

use bytes::Bytes;
use http::{HeaderValue, StatusCode, header};
use serde::Serialize;
use utoipa::ToSchema;

use crate::error::{Error, ErrorCode, FieldError};

/// The HTTP status a code is answered with.
pub fn status(code: ErrorCode) -> StatusCode {
    match code {
        ErrorCode::ValidationError => StatusCode::BAD_REQUEST,
        ErrorCode::Unauthorized => StatusCode::UNAUTHORIZED,
        ErrorCode::ForbiddenScope => StatusCode::FORBIDDEN,
        ErrorCode::NotFound => StatusCode::NOT_FOUND,
        ErrorCode::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
        ErrorCode::NotAcceptable => StatusCode::NOT_ACCEPTABLE,
        ErrorCode::Conflict => StatusCode::CONFLICT,
        ErrorCode::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
        ErrorCode::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
        ErrorCode::RateLimited => StatusCode::TOO_MANY_REQUESTS,
        ErrorCode::InternalError => StatusCode::INTERNAL_SERVER_ERROR,
        ErrorCode::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
    }
}

/// The short summary of a code's problem type (the document's `title`).
fn title(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::ValidationError => "Validation error",
        ErrorCode::Unauthorized => "Unauthorized",
        ErrorCode::ForbiddenScope => "Forbidden",
        ErrorCode::NotFound => "Not found",
        ErrorCode::MethodNotAllowed => "Method not allowed",
        ErrorCode::NotAcceptable => "Not acceptable",
        ErrorCode::Conflict => "Conflict",
        ErrorCode::PayloadTooLarge => "Payload too large",
        ErrorCode::UnsupportedMediaType => "Unsupported media type",
        ErrorCode::RateLimited => "Rate limited",
        ErrorCode::InternalError => "Internal error",
        ErrorCode::Unavailable => "Service unavailable",
    }
}

/// The problem document as serialized.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[schema(as = Problem)]
pub struct ProblemDocument<'a> {
    /// A URI naming the problem type: `https://edugen.dev/problems/<code>`.
    #[serde(rename = "type")]
    pub type_uri: String,
    /// A short summary of the problem type.
    pub title: &'a str,
    /// The HTTP status.
    pub status: u16,
    /// What happened, for a human.
    pub detail: &'a str,
    /// The request path the problem is about.
    pub instance: &'a str,
    /// The stable machine-readable code.
    pub code: ErrorCode,
    /// Equal to the response's `X-Trace-Id` header.
    pub trace_id: &'a str,
    /// The field problems, for `validation_error` only.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub details: Option<&'a [FieldError]>,
}

/// Base of the `type` URIs.
pub const PROBLEM_TYPE_BASE: &str = "https://edugen.dev/problems/";

/// The problem document of `error` for a request to `path` traced as `trace_id`.
pub fn document<'a>(error: &'a Error, trace_id: &'a str, path: &'a str) -> ProblemDocument<'a> {
    ProblemDocument {
        type_uri: format!("{PROBLEM_TYPE_BASE}{}", error.code.as_str()),
        title: title(error.code),
        status: status(error.code).as_u16(),
        detail: &error.detail,
        instance: path,
        code: error.code,
        trace_id,
        details: error.details.as_deref(),
    }
}

/// Renders `error` as a response body and headers (without the pipeline's headers).
pub(crate) fn response(error: &Error, trace_id: &str, path: &str) -> http::Response<Bytes> {
    let body = serde_json::to_vec(&document(error, trace_id, path)).unwrap_or_default();
    let mut res = http::Response::new(Bytes::from(body));
    *res.status_mut() = status(error.code);
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/problem+json"),
    );
    if let Some(secs) = error.retry_after {
        h.insert(header::RETRY_AFTER, HeaderValue::from(secs));
    }
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problem_body_carries_code_trace_id_and_details() {
        let res = response(
            &Error::invalid("limit", "must be between 1 and 100"),
            "4bf92f3577b34da6a3ce929d0e0e4736",
            "/v1/api-keys",
        );
        assert_eq!(res.status(), 400);
        assert_eq!(res.headers()["content-type"], "application/problem+json");
        let v: serde_json::Value = serde_json::from_slice(res.body()).unwrap();
        assert_eq!(
            v,
            serde_json::json!({
                "type": "https://edugen.dev/problems/validation_error",
                "title": "Validation error",
                "status": 400,
                "detail": "limit: must be between 1 and 100",
                "instance": "/v1/api-keys",
                "code": "validation_error",
                "traceId": "4bf92f3577b34da6a3ce929d0e0e4736",
                "details": [{"field": "limit", "message": "must be between 1 and 100"}]
            })
        );
    }
}
