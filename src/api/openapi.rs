//! The OpenAPI 3.1 document served at `GET /v1/openapi.json`, generated from the handlers'
//! annotations, then completed with what every route shares: security, the problem responses,
//! the `X-Trace-Id` and `X-RateLimit-*` headers, and `Idempotency-Key` on mutations.

use std::sync::OnceLock;

use bytes::Bytes;
use serde_json::{Map, Value, json};
use utoipa::{IntoParams, OpenApi};

use super::problem::ProblemDocument;
use crate::error::{ErrorCode, FieldError};

/// `limit` and `cursor`, taken by every list route.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct PageParams {
    /// Items per page, 1 to 100 (default 20).
    #[param(minimum = 1, maximum = 100, default = 20)]
    limit: Option<u32>,
    /// `next_cursor` of the previous page.
    cursor: Option<String>,
}

#[derive(OpenApi)]
#[openapi(
    info(
        title = "edugen API",
        version = "v1",
        description = include_str!("openapi.md"),
    ),
    servers((url = "/", description = "The host serving the API")),
    components(schemas(ProblemDocument<'_>, FieldError, ErrorCode)),
    tags(
        (name = "Account", description = "API keys, OAuth, analytics and this document"),
        (name = "Curriculum", description = "The French curriculum, the socle commun and Bloom's taxonomy"),
        (name = "Webhooks", description = "Signed event deliveries to your endpoints"),
        (name = "Exams", description = "Exams generated and streamed question by question, with their visuals"),
    )
)]
struct Doc;

/// The document, as served (built once).
pub fn document() -> Bytes {
    static DOC: OnceLock<Bytes> = OnceLock::new();
    DOC.get_or_init(|| Bytes::from(serde_json::to_vec(&build()).unwrap_or_default()))
        .clone()
}

/// The document as JSON.
pub fn build() -> Value {
    let mut openapi = Doc::openapi();
    for module in super::handlers::MODULES {
        openapi.merge((module.doc)());
    }
    let mut doc = serde_json::to_value(openapi).unwrap_or_default();
    complete(&mut doc);
    doc["webhooks"] = crate::events::catalogue::openapi_webhooks();
    doc
}

fn header(description: &str, schema: Value) -> Value {
    json!({ "description": description, "schema": schema })
}

fn problem_response(description: &str) -> Value {
    json!({
        "description": description,
        "headers": common_headers(),
        "content": { "application/problem+json": { "schema": { "$ref": "#/components/schemas/Problem" } } }
    })
}

fn common_headers() -> Value {
    json!({
        "X-Trace-Id": { "$ref": "#/components/headers/X-Trace-Id" },
        "X-RateLimit-Limit": { "$ref": "#/components/headers/X-RateLimit-Limit" },
        "X-RateLimit-Remaining": { "$ref": "#/components/headers/X-RateLimit-Remaining" },
        "X-RateLimit-Reset": { "$ref": "#/components/headers/X-RateLimit-Reset" },
    })
}

fn complete(doc: &mut Value) {
    let components = doc["components"]
        .as_object_mut()
        .map(std::mem::take)
        .unwrap_or_default();
    let mut components = Value::Object(components);
    components["securitySchemes"] = json!({
        "bearer": {
            "type": "http",
            "scheme": "bearer",
            "description": "An API key (`eg_live_…`, `eg_test_…`) or an OAuth access token (`egat_…`). \
                            Each operation lists the scope it needs."
        }
    });
    components["headers"] = json!({
        "X-Trace-Id": header("Identifies the request; equal to `traceId` in problem bodies. The trace id of an incoming W3C `traceparent` is reused.", json!({"type": "string"})),
        "X-RateLimit-Limit": header("Requests allowed per minute on the plan.", json!({"type": "integer"})),
        "X-RateLimit-Remaining": header("The smaller of the requests left this minute and today.", json!({"type": "integer"})),
        "X-RateLimit-Reset": header("Unix time (seconds) at which the binding window resets.", json!({"type": "integer"})),
        "Retry-After": header("Seconds to wait before retrying.", json!({"type": "integer"})),
        "Idempotent-Replayed": header("`true` on a response replayed for a repeated Idempotency-Key.", json!({"type": "string", "enum": ["true"]})),
    });
    components["parameters"] = json!({
        "IdempotencyKey": {
            "name": "Idempotency-Key",
            "in": "header",
            "required": false,
            "description": "1 to 255 printable ASCII characters. Repeating the key with the same method, path and body within 24 hours replays the first response byte for byte (with `Idempotent-Replayed: true`); with another request it is 409 conflict, as it is while the first request still runs. 5xx responses are not kept.",
            "schema": { "type": "string", "minLength": 1, "maxLength": 255 }
        }
    });
    let mut responses = Map::new();
    for (name, description) in [
        (
            "BadRequest",
            "validation_error: the body, a parameter or a header is invalid; `details` names each field.",
        ),
        (
            "Unauthorized",
            "unauthorized: the credential is absent, malformed, unknown, expired or revoked.",
        ),
        (
            "Forbidden",
            "forbidden_scope: the credential lacks the route's scope (or the plan forbids the call).",
        ),
        (
            "NotFound",
            "not_found: no such resource, or it belongs to another account.",
        ),
        (
            "Conflict",
            "conflict: Idempotency-Key reused with another request, or still in progress; or a stale version.",
        ),
        (
            "PayloadTooLarge",
            "payload_too_large: the body is larger than the limit (1 MiB by default).",
        ),
        (
            "UnsupportedMediaType",
            "unsupported_media_type: the body is not JSON.",
        ),
        (
            "TooManyRequests",
            "rate_limited: the per-minute or daily quota is spent; wait `Retry-After` seconds.",
        ),
        (
            "InternalError",
            "internal_error: quote the traceId when reporting it.",
        ),
        (
            "Unavailable",
            "unavailable: a dependency is down; retry shortly.",
        ),
    ] {
        let mut r = problem_response(description);
        if name == "TooManyRequests" || name == "Conflict" {
            r["headers"]["Retry-After"] = json!({ "$ref": "#/components/headers/Retry-After" });
        }
        responses.insert(name.to_owned(), r);
    }
    components["responses"] = Value::Object(responses);
    doc["components"] = components;

    let Some(paths) = doc["paths"].as_object_mut() else {
        return;
    };
    for item in paths.values_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in item.iter_mut() {
            let secured = op.get("security").is_some();
            let mutation = matches!(method.as_str(), "post" | "patch" | "put" | "delete");
            let with_body = op.get("requestBody").is_some();
            if let Some(rs) = op["responses"].as_object_mut() {
                for r in rs.values_mut() {
                    if r.get("$ref").is_none() {
                        let headers = r["headers"].as_object().cloned().unwrap_or_default();
                        let mut all = common_headers();
                        for (k, v) in headers {
                            all[k] = v;
                        }
                        r["headers"] = all;
                    }
                }
                let mut add = |code: &str, name: &str| {
                    rs.entry(code.to_owned()).or_insert_with(
                        || json!({ "$ref": format!("#/components/responses/{name}") }),
                    );
                };
                add("400", "BadRequest");
                if secured {
                    add("401", "Unauthorized");
                    add("403", "Forbidden");
                }
                add("404", "NotFound");
                if mutation {
                    add("409", "Conflict");
                }
                if with_body {
                    add("413", "PayloadTooLarge");
                    add("415", "UnsupportedMediaType");
                }
                add("429", "TooManyRequests");
                add("500", "InternalError");
                add("503", "Unavailable");
            }
            if mutation {
                let params = op["parameters"].as_array().cloned().unwrap_or_default();
                let mut params = params;
                params.push(json!({ "$ref": "#/components/parameters/IdempotencyKey" }));
                op["parameters"] = Value::Array(params);
            }
        }
    }
}
