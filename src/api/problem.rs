//! RFC 7807 problem details: every error the API answers, with its stable `code`.

use bytes::Bytes;
use http::{HeaderValue, StatusCode, header};
use serde::Serialize;
use utoipa::ToSchema;

/// The stable, machine-readable error codes of the v1 contract (the `code` field).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ErrorCode {
    /// 400: the JSON payload, a header or the query is invalid; `details` lists the fields.
    ValidationError,
    /// 401: the credential is absent, malformed, unknown, expired or revoked.
    Unauthorized,
    /// 403: the credential lacks the scope the route needs (or the plan forbids the call).
    ForbiddenScope,
    /// 404: no such route or resource, or it belongs to another account.
    NotFound,
    /// 405: the path exists but not with this method.
    MethodNotAllowed,
    /// 406: the `Accept` header asks for a representation the route cannot produce.
    NotAcceptable,
    /// 409: idempotency key reused with another payload, still in progress, or a stale version.
    Conflict,
    /// 413: the request body is larger than the configured limit.
    PayloadTooLarge,
    /// 415: the request body is not `application/json`.
    UnsupportedMediaType,
    /// 429: the tier's per-minute or daily quota is spent; see `Retry-After`.
    RateLimited,
    /// 500: an internal error; details are logged with the trace id, never returned.
    InternalError,
    /// 503: a dependency (the database) is unavailable; retry later.
    Unavailable,
}

impl ErrorCode {
    /// The HTTP status this code is answered with.
    pub fn status(self) -> StatusCode {
        match self {
            Self::ValidationError => StatusCode::BAD_REQUEST,
            Self::Unauthorized => StatusCode::UNAUTHORIZED,
            Self::ForbiddenScope => StatusCode::FORBIDDEN,
            Self::NotFound => StatusCode::NOT_FOUND,
            Self::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            Self::NotAcceptable => StatusCode::NOT_ACCEPTABLE,
            Self::Conflict => StatusCode::CONFLICT,
            Self::PayloadTooLarge => StatusCode::PAYLOAD_TOO_LARGE,
            Self::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            Self::RateLimited => StatusCode::TOO_MANY_REQUESTS,
            Self::InternalError => StatusCode::INTERNAL_SERVER_ERROR,
            Self::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        }
    }

    /// The code as it appears on the wire (`validation_error`, …).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::ValidationError => "validation_error",
            Self::Unauthorized => "unauthorized",
            Self::ForbiddenScope => "forbidden_scope",
            Self::NotFound => "not_found",
            Self::MethodNotAllowed => "method_not_allowed",
            Self::NotAcceptable => "not_acceptable",
            Self::Conflict => "conflict",
            Self::PayloadTooLarge => "payload_too_large",
            Self::UnsupportedMediaType => "unsupported_media_type",
            Self::RateLimited => "rate_limited",
            Self::InternalError => "internal_error",
            Self::Unavailable => "unavailable",
        }
    }

    fn title(self) -> &'static str {
        match self {
            Self::ValidationError => "Validation error",
            Self::Unauthorized => "Unauthorized",
            Self::ForbiddenScope => "Forbidden",
            Self::NotFound => "Not found",
            Self::MethodNotAllowed => "Method not allowed",
            Self::NotAcceptable => "Not acceptable",
            Self::Conflict => "Conflict",
            Self::PayloadTooLarge => "Payload too large",
            Self::UnsupportedMediaType => "Unsupported media type",
            Self::RateLimited => "Rate limited",
            Self::InternalError => "Internal error",
            Self::Unavailable => "Service unavailable",
        }
    }
}

/// One problem with one input field, listed in `details` of a `validation_error`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
pub struct FieldError {
    /// The field, as a JSON path into the body (`questionCount`, `events[2]`), a query
    /// parameter (`limit`) or a header name (`Idempotency-Key`).
    pub field: String,
    /// What is wrong with it.
    pub message: String,
}

/// An error answered as an RFC 7807 problem document (`application/problem+json`).
///
/// The document adds `type`, `title` and `status` (from the code), `instance` (the request path)
/// and `traceId` (the response's `X-Trace-Id`) when it is rendered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// The stable machine-readable code.
    pub code: ErrorCode,
    /// What happened, for a human.
    pub detail: String,
    /// The field problems, for `validation_error` only.
    pub details: Option<Vec<FieldError>>,
    /// Seconds to wait, answered in `Retry-After`.
    pub retry_after: Option<u64>,
    /// Methods allowed on the path, answered in `Allow` (405 only).
    pub allow: Option<String>,
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

impl Problem {
    /// A problem with `code` and `detail`.
    pub fn new(code: ErrorCode, detail: impl Into<String>) -> Self {
        Self {
            code,
            detail: detail.into(),
            details: None,
            retry_after: None,
            allow: None,
        }
    }

    /// A `validation_error` about one field.
    pub fn invalid(field: impl Into<String>, message: impl Into<String>) -> Self {
        Self::validation(vec![FieldError {
            field: field.into(),
            message: message.into(),
        }])
    }

    /// A `validation_error` listing several field problems.
    pub fn validation(details: Vec<FieldError>) -> Self {
        let detail = match details.as_slice() {
            [one] => format!("{}: {}", one.field, one.message),
            many => format!("{} fields are invalid", many.len()),
        };
        let mut p = Self::new(ErrorCode::ValidationError, detail);
        p.details = Some(details);
        p
    }

    /// 404 not_found for a resource of the given kind.
    pub fn not_found(what: &str) -> Self {
        Self::new(ErrorCode::NotFound, format!("No such {what}."))
    }

    /// 500 internal_error; the detail never says more than this.
    pub fn internal() -> Self {
        Self::new(
            ErrorCode::InternalError,
            "An internal error occurred; quote the trace id when reporting it.",
        )
    }

    /// 503 unavailable.
    pub fn unavailable() -> Self {
        Self::new(
            ErrorCode::Unavailable,
            "A dependency of the service is unavailable; retry shortly.",
        )
    }

    /// 409 conflict.
    pub fn conflict(detail: impl Into<String>) -> Self {
        Self::new(ErrorCode::Conflict, detail)
    }

    /// The HTTP status.
    pub fn status(&self) -> StatusCode {
        self.code.status()
    }

    /// The problem document for a request to `path` traced as `trace_id`.
    pub fn document<'a>(&'a self, trace_id: &'a str, path: &'a str) -> ProblemDocument<'a> {
        ProblemDocument {
            type_uri: format!("{PROBLEM_TYPE_BASE}{}", self.code.as_str()),
            title: self.code.title(),
            status: self.code.status().as_u16(),
            detail: &self.detail,
            instance: path,
            code: self.code,
            trace_id,
            details: self.details.as_deref(),
        }
    }

    /// Renders the problem as a response body and headers (without the pipeline's headers).
    pub(crate) fn into_response(self, trace_id: &str, path: &str) -> http::Response<Bytes> {
        let body = serde_json::to_vec(&self.document(trace_id, path)).unwrap_or_default();
        let mut res = http::Response::new(Bytes::from(body));
        *res.status_mut() = self.status();
        let h = res.headers_mut();
        h.insert(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/problem+json"),
        );
        if let Some(secs) = self.retry_after {
            h.insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        if let Some(allow) = self
            .allow
            .as_deref()
            .and_then(|a| HeaderValue::from_str(a).ok())
        {
            h.insert(header::ALLOW, allow);
        }
        res
    }
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}): {}",
            self.status().as_u16(),
            self.code.as_str(),
            self.detail
        )
    }
}

impl std::error::Error for Problem {}

impl From<crate::storage::StorageError> for Problem {
    fn from(e: crate::storage::StorageError) -> Self {
        use crate::storage::StorageError;
        match e {
            StorageError::Unavailable(msg) => {
                tracing::error!(error = %msg, "storage unavailable");
                Self::unavailable()
            }
            StorageError::Conflict { kind, id } => Self::conflict(format!(
                "The {kind} {id} was changed by another request; retry."
            )),
            other => {
                tracing::error!(error = %other, "storage error");
                Self::internal()
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn problem_body_carries_code_trace_id_and_details() {
        let res = Problem::invalid("limit", "must be between 1 and 100")
            .into_response("4bf92f3577b34da6a3ce929d0e0e4736", "/v1/api-keys");
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
