//! The crate's one error: a stable machine code, a detail for a human, the field errors of a
//! validation failure and, when waiting helps, how long to wait.
//!
//! Every layer returns [`Error`]; only the HTTP layer (`api::problem`) turns it into a status and
//! an RFC 7807 problem document. The codes are the contract's, plus a few of ours (documented on
//! each variant).

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

/// The result of every fallible operation of the crate.
pub type Result<T, E = Error> = std::result::Result<T, E>;

/// The stable, machine-readable error codes of the v1 contract (the `code` field).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
#[non_exhaustive]
pub enum ErrorCode {
    /// The JSON payload, a header or the query is invalid; `details` lists the fields (400).
    ValidationError,
    /// The credential is absent, malformed, unknown, expired or revoked (401).
    Unauthorized,
    /// The credential lacks the scope the route needs, or the plan forbids the call (403).
    ForbiddenScope,
    /// No such route or resource, or it belongs to another account (404).
    NotFound,
    /// The path exists but not with this method (405).
    MethodNotAllowed,
    /// The `Accept` header asks for a representation the route cannot produce (406).
    NotAcceptable,
    /// Idempotency key reused with another payload, still in progress, or a stale version (409).
    Conflict,
    /// The request body is larger than the configured limit (413).
    PayloadTooLarge,
    /// The request body is not `application/json` (415).
    UnsupportedMediaType,
    /// The tier's per-minute or daily quota is spent; see `retry_after` (429).
    RateLimited,
    /// An internal error; details are logged with the trace id, never returned (500).
    InternalError,
    /// A dependency (the database) is unavailable; retry later (503).
    Unavailable,
}

impl ErrorCode {
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
}

impl std::fmt::Display for ErrorCode {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
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

/// An error of the crate: what the caller did wrong, or what failed.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Error {
    /// The stable machine-readable code.
    pub code: ErrorCode,
    /// What happened, for a human.
    pub detail: String,
    /// The field problems, for `validation_error` only.
    pub details: Option<Vec<FieldError>>,
    /// Seconds to wait before trying again (rate limits, requests in progress).
    pub retry_after: Option<u64>,
}

impl Error {
    /// An error with `code` and `detail`.
    pub fn new(code: ErrorCode, detail: impl Into<String>) -> Self {
        Self {
            code,
            detail: detail.into(),
            details: None,
            retry_after: None,
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
        let mut e = Self::new(ErrorCode::ValidationError, detail);
        e.details = Some(details);
        e
    }

    /// `not_found` for a resource of the given kind.
    pub fn not_found(what: &str) -> Self {
        Self::new(ErrorCode::NotFound, format!("No such {what}."))
    }

    /// `internal_error`; the detail never says more than this.
    pub fn internal() -> Self {
        Self::new(
            ErrorCode::InternalError,
            "An internal error occurred; quote the trace id when reporting it.",
        )
    }

    /// `unavailable`.
    pub fn unavailable() -> Self {
        Self::new(
            ErrorCode::Unavailable,
            "A dependency of the service is unavailable; retry shortly.",
        )
    }

    /// `conflict`.
    pub fn conflict(detail: impl Into<String>) -> Self {
        Self::new(ErrorCode::Conflict, detail)
    }

    /// The same error, asking the caller to wait `seconds` before trying again.
    pub fn retry_after(mut self, seconds: u64) -> Self {
        self.retry_after = Some(seconds);
        self
    }
}

impl std::fmt::Display for Error {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code.as_str(), self.detail)
    }
}

impl std::error::Error for Error {}

/// Why building the API or one of its parts failed.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum BuildError {
    /// No storage was given.
    #[error("a storage backend is required: call ApiBuilder::storage")]
    MissingStorage,
    /// The signature header name is not a valid HTTP header name.
    #[error("the signature header name is not a valid HTTP header name")]
    InvalidSignatureHeader,
    /// The webhook deliverer could not be built.
    #[error("the webhook deliverer could not be built: {0}")]
    Deliverer(String),
}
