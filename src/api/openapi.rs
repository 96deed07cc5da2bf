//! The OpenAPI 3.1 document served at `GET /v1/openapi.json`, generated from the handlers'
//! annotations, then completed with what every route shares: security, the problem responses,
//! the `X-Trace-Id` and `X-RateLimit-*` headers, and `Idempotency-Key` on mutations.

use std::sync::OnceLock;

use bytes::Bytes;
use serde_json::{Map, Value, json};
use utoipa::{IntoParams, OpenApi};

use super::problem::ProblemDocument;
use crate::error::{ErrorCode, FieldError};

pub(crate) mod schemas;

/// `limit` and `cursor`, taken by every list route.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct PageParams {
    /// Items per page, 1 to 100 (default 20); anything else is 400.
    #[param(minimum = 1, maximum = 100, default = 20)]
    limit: Option<u8>,
    /// `next_cursor` of the previous page of the same list, as it was answered: the cursor is
    /// opaque and checksummed, so any other value (one of another list, an edited one) is 400.
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
    components(schemas(
        ProblemDocument<'_>,
        FieldError,
        ErrorCode,
        schemas::ExamStreamStarted,
        schemas::ExamStreamQuestion,
        schemas::ExamStreamDone,
        schemas::GameStreamStarted,
        schemas::GameStreamModule,
        schemas::GameStreamDone,
        schemas::CourseStreamStarted,
        schemas::CourseStreamSection,
        schemas::CourseStreamDone,
        schemas::SubjectId,
        schemas::LevelId,
        schemas::CycleId,
        schemas::SequenceId,
        schemas::ChapterId,
        schemas::BloomLevelId,
        schemas::CompetencyId,
        schemas::EventPattern,
        schemas::IpNetwork,
    )),
    tags(
        (name = "Account", description = "API keys, OAuth, analytics and this document"),
        (name = "Curriculum", description = "The French curriculum, the socle commun and Bloom's taxonomy"),
        (name = "Webhooks", description = "Signed event deliveries to your endpoints"),
        (name = "Exams", description = "Exams generated and streamed question by question, with their visuals"),
        (name = "Grading", description = "Submissions scored against the key, corrections and item analysis"),
    )
)]
struct Doc;

/// The document, as served (built once).
pub fn document() -> Bytes {
    static DOC: OnceLock<Bytes> = OnceLock::new();
    DOC.get_or_init(|| Bytes::from(serde_json::to_vec(&build()).unwrap_or_default()))
        .clone()
}

/// The base URL of the OAuth endpoints in [`document`]; the served document names the
/// configured issuer instead.
pub(crate) const OAUTH_BASE: &str = "http://localhost/v1/oauth/";

/// The document as JSON.
pub fn build() -> Value {
    let mut openapi = Doc::openapi();
    for module in super::handlers::MODULES {
        openapi.merge((module.doc)());
    }
    let mut doc = serde_json::to_value(openapi).unwrap_or_default();
    complete(&mut doc);
    constrain(&mut doc);
    stream_events(&mut doc);
    doc["webhooks"] = crate::events::catalogue::openapi_webhooks();
    refine(&mut doc);
    doc
}

/// Checks the server makes that the derives cannot write: patterns computed from the server's
/// own rules, and rules tying several fields together.
fn constrain(doc: &mut Value) {
    let not_blank = json!(schemas::not_blank());
    let properties = [
        (
            "CreateKeyRequest",
            "name",
            json!(schemas::trimmed_length(100)),
        ),
        ("UpdateNodeRequest", "stem", not_blank.clone()),
        ("UpdateNodeRequest", "text", not_blank.clone()),
        ("UpdateNodeRequest", "explanation", not_blank.clone()),
        ("ChoiceEdit", "text", not_blank),
        ("CreateWebhookRequest", "url", json!(schemas::WEBHOOK_URL)),
        ("UpdateWebhookRequest", "url", json!(schemas::WEBHOOK_URL)),
    ];
    let s = &mut doc["components"]["schemas"];
    for (schema, property, pattern) in properties {
        s[schema]["properties"][property]["pattern"] = pattern;
    }
    let absent = json!({ "type": "null" });
    // `preset` or `scopes`, not both.
    s["CreateKeyRequest"]["anyOf"] = json!([
        { "properties": { "preset": absent } },
        { "properties": { "scopes": absent } },
    ]);
    // `questionCount` 1 to 50, unless a blueprint is given.
    s["CreateExamRequest"]["anyOf"] = json!([
        { "required": ["blueprint"], "properties": { "blueprint": { "type": "object" } } },
        { "required": ["questionCount"], "properties": { "questionCount": { "type": "integer", "minimum": 1, "maximum": 50 } } },
    ]);
    // `count` or `weight`, not both.
    s["BlueprintCellRequest"]["oneOf"] = json!([
        { "required": ["count"], "properties": { "count": { "type": "integer" }, "weight": absent } },
        { "required": ["weight"], "properties": { "weight": { "type": "number" }, "count": absent } },
    ]);
    // With weights, `questionCount` 1 to 50.
    s["ValidateBlueprintRequest"]["anyOf"] = json!([
        { "properties": { "cells": { "items": { "properties": { "weight": absent } } } } },
        { "required": ["questionCount"], "properties": { "questionCount": { "type": "integer", "minimum": 1, "maximum": 50 } } },
    ]);
    // A matching answer's pairs are (left item, right option).
    for branch in s["Answer"]["oneOf"].as_array_mut().into_iter().flatten() {
        if let Some(pairs) = branch.pointer_mut("/properties/pairs/items") {
            pairs["minItems"] = json!(2);
            pairs["maxItems"] = json!(2);
        }
    }
    let params = [
        ("searchCurriculum", "q", json!(schemas::trimmed_length(200))),
        ("updateExamNode", "If-Match", json!(schemas::IF_MATCH)),
    ];
    for (id, name, pattern) in params {
        for op in operations(doc) {
            if op["operationId"] != id {
                continue;
            }
            for p in op
                .get_mut("parameters")
                .and_then(Value::as_array_mut)
                .into_iter()
                .flatten()
            {
                if p["name"] == name {
                    p["schema"]["pattern"] = pattern.clone();
                }
            }
        }
    }
}

/// Every operation of the document.
fn operations(doc: &mut Value) -> impl Iterator<Item = &mut Value> {
    doc["paths"]
        .as_object_mut()
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .filter_map(Value::as_object_mut)
        .flat_map(|item| item.values_mut())
}

/// The exam stream's events: `(event name, schema of its data, when it is sent)`.
const EXAM_STREAM_EVENTS: [(&str, &str, &str); 4] = [
    (
        "started",
        "ExamStreamStarted",
        "First: the exam exists and generation begins.",
    ),
    (
        "question",
        "ExamStreamQuestion",
        "One per generated question, in order, with its visual.",
    ),
    (
        "done",
        "ExamStreamDone",
        "Last, after every question: the exam is `ready`.",
    ),
    (
        "error",
        "Problem",
        "Last, instead of `done`, when generation fails: the exam is `failed`.",
    ),
];

/// The game stream's events: `(event name, schema of its data, when it is sent)`.
const GAME_STREAM_EVENTS: [(&str, &str, &str); 4] = [
    (
        "started",
        "GameStreamStarted",
        "First: the game exists and generation begins.",
    ),
    (
        "module",
        "GameStreamModule",
        "One per generated module, in play order, with its content.",
    ),
    (
        "done",
        "GameStreamDone",
        "Last, after every module: the game is `ready`.",
    ),
    (
        "error",
        "Problem",
        "Last, instead of `done`, when generation fails (the game is `failed`) or the game is deleted.",
    ),
];

/// The streams of a course's passes: `(event name, schema of its data, when it is sent)`.
const COURSE_STREAM_EVENTS: [(&str, &str, &str); 4] = [
    (
        "started",
        "CourseStreamStarted",
        "First: the pass begins (`pass` 1 is the architecture, then one per writing request).",
    ),
    (
        "section",
        "CourseStreamSection",
        "One per section outlined (pass 1) or written (pass 2), in order.",
    ),
    (
        "done",
        "CourseStreamDone",
        "Last, after every section: the course is `outlined` or `written`.",
    ),
    (
        "error",
        "Problem",
        "Last, instead of `done`, when the pass fails (the course is `failed`, what was done is kept) or the course is deleted (`not_found`).",
    ),
];

/// Describes the `text/event-stream` responses of exams, games and course passes.
fn stream_events(doc: &mut Value) {
    describe_stream(
        doc,
        ("Exam", "exam", &EXAM_STREAM_EVENTS),
        "One event of an exam's generation stream, as a client reads it: `started`, one `question` per question, then `done` (or `error`). A comment line (`: keep-alive`) is sent when nothing else was for 15 seconds.",
        &["createExam", "streamExam"],
    );
    describe_stream(
        doc,
        ("Game", "game", &GAME_STREAM_EVENTS),
        "One event of a game's generation stream, as a client reads it: `started`, one `module` per module, then `done` (or `error`). A comment line (`: keep-alive`) is sent when nothing else was for 15 seconds.",
        &["createGame"],
    );
    describe_stream(
        doc,
        ("Course", "course", &COURSE_STREAM_EVENTS),
        "One event of the stream of a course's pass, as a client reads it: `started`, one `section` per section outlined or written, then `done` (or `error`). A comment line may come between events to keep the connection open.",
        &[
            "createCourse",
            "writeCourse",
            "writeCourseSection",
            "getCourse",
        ],
    );
}

/// Describes the `text/event-stream` responses. OpenAPI 3.1 has no schema of a stream, so, as
/// OpenAPI 3.2's `itemSchema` does, the media type's schema describes one event as a client reads
/// it (`id`, `event`, and `data`, a JSON text): `ExamStreamEvent`, a `oneOf` discriminated by
/// `event`, whose branches name their data's schema in `contentSchema`. The extension `x-events`
/// maps each event name to the schema of its data, for client generators.
fn describe_stream(
    doc: &mut Value,
    (prefix, resource, table): (&str, &str, &[(&str, &str, &str)]),
    description: &str,
    operations_of: &[&str],
) {
    let mut branches = Vec::new();
    let mut mapping = Map::new();
    let mut events = Map::new();
    for &(event, data, when) in table {
        let name = format!("{prefix}Stream{}Event", capitalized(event));
        let data_ref = format!("#/components/schemas/{data}");
        doc["components"]["schemas"][&name] = json!({
            "type": "object",
            "description": format!("The `{event}` event. {when}"),
            "required": ["id", "event", "data"],
            "properties": {
                "id": {
                    "type": "string",
                    "pattern": "^[1-9][0-9]*$",
                    "description": if resource == "exam" {
                        "The event's sequence number in the exam's stream (1, 2, 3…): send the last one received as `Last-Event-ID` to resume.".to_owned()
                    } else {
                        format!("The event's sequence number in the {resource}'s stream (1, 2, 3…).")
                    }
                },
                "event": { "type": "string", "const": event },
                "data": {
                    "type": "string",
                    "contentMediaType": "application/json",
                    "contentSchema": { "$ref": data_ref },
                    "description": format!("One line of JSON: a `{data}`.")
                }
            }
        });
        let event_ref = format!("#/components/schemas/{name}");
        branches.push(json!({ "$ref": event_ref }));
        mapping.insert((*event).to_owned(), json!(event_ref));
        events.insert(
            (*event).to_owned(),
            json!({ "$ref": data_ref, "description": when }),
        );
    }
    let stream = format!("{prefix}StreamEvent");
    doc["components"]["schemas"][&stream] = json!({
        "description": description,
        "oneOf": branches,
        "discriminator": { "propertyName": "event", "mapping": mapping }
    });
    for op in operations(doc) {
        if !op["operationId"]
            .as_str()
            .is_some_and(|id| operations_of.contains(&id))
        {
            continue;
        }
        for r in op["responses"].as_object_mut().into_iter().flatten() {
            if let Some(media) = r.1.pointer_mut("/content/text~1event-stream") {
                *media = json!({
                    "schema": { "$ref": format!("#/components/schemas/{stream}") },
                    "x-events": events.clone(),
                });
            }
        }
    }
}

fn capitalized(s: &str) -> String {
    let mut chars = s.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// Rewrites what the derives cannot say: a single-valued `enum` becomes a `const`; each branch of
/// a discriminated `oneOf` holds its tag as a required `const`; unsigned integers get the upper
/// bound of their width (the server refuses larger values).
fn refine(doc: &mut Value) {
    let mut tags = Vec::new();
    if let Some(schemas) = doc["components"]["schemas"].as_object() {
        for schema in schemas.values() {
            let Some(d) = schema.get("discriminator") else {
                continue;
            };
            let property = d["propertyName"].as_str().unwrap_or_default().to_owned();
            for (tag, target) in d["mapping"].as_object().into_iter().flatten() {
                if let Some(name) = target
                    .as_str()
                    .and_then(|t| t.strip_prefix("#/components/schemas/"))
                {
                    tags.push((name.to_owned(), property.clone(), tag.clone()));
                }
            }
        }
    }
    for (name, property, tag) in tags {
        let schema = &mut doc["components"]["schemas"][&name];
        let description = schema["properties"][&property]["description"].clone();
        let mut tag_schema = json!({ "type": "string", "const": tag });
        if !description.is_null() {
            tag_schema["description"] = description;
        }
        schema["properties"][&property] = tag_schema;
        let required = schema["required"].as_array().cloned().unwrap_or_default();
        if !required.iter().any(|r| r == &json!(property)) {
            let mut required = required;
            required.push(json!(property));
            schema["required"] = Value::Array(required);
        }
    }
    walk(doc, &mut |v| {
        let Some(o) = v.as_object_mut() else {
            return;
        };
        if let Some(Value::Array(values)) = o.get("enum")
            && values.len() == 1
        {
            let value = values[0].clone();
            o.remove("enum");
            o.insert("const".to_owned(), value);
        }
        let width: Option<(&str, u64)> = match o.get("format").and_then(Value::as_str) {
            Some("u-int8" | "uint8") => Some(("uint8", u8::MAX.into())),
            Some("u-int16" | "uint16") => Some(("uint16", u16::MAX.into())),
            Some("u-int32" | "uint32") => Some(("uint32", u32::MAX.into())),
            Some("u-int64" | "uint64") => Some(("uint64", u64::MAX)),
            _ => None,
        };
        if let Some((format, max)) = width {
            // utoipa writes `u-int32`; the registered format name is `uint32`.
            o.insert("format".to_owned(), json!(format));
            o.entry("minimum").or_insert(json!(0));
            o.entry("maximum").or_insert(json!(max));
        }
    });
}

/// `schema` without its `null` alternative.
fn not_null(schema: &mut Value) {
    if let Some(types) = schema["type"].as_array() {
        let kept: Vec<Value> = types.iter().filter(|t| *t != "null").cloned().collect();
        schema["type"] = match kept.as_slice() {
            [one] => one.clone(),
            _ => Value::Array(kept),
        };
    }
    if let Some([Value::Object(null), only]) = schema["oneOf"].as_array().map(Vec::as_slice)
        && null.get("type") == Some(&json!("null"))
    {
        *schema = only.clone();
    }
}

fn walk(v: &mut Value, f: &mut dyn FnMut(&mut Value)) {
    f(v);
    match v {
        Value::Object(m) => m.values_mut().for_each(|x| walk(x, f)),
        Value::Array(a) => a.iter_mut().for_each(|x| walk(x, f)),
        _ => {}
    }
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
        },
        "oauth2": {
            "type": "oauth2",
            "description": "OAuth 2.0 authorization code with PKCE (S256 only) for third-party \
                            applications. Access tokens (`egat_…`) last one hour and are sent as \
                            `Authorization: Bearer`; refresh tokens (`egrt_…`) are rotated on every \
                            use. Clients are registered by the host. The URLs name the issuer the host configured.",
            "flows": {
                "authorizationCode": {
                    "authorizationUrl": "http://localhost/v1/oauth/authorize",
                    "tokenUrl": "http://localhost/v1/oauth/token",
                    "refreshUrl": "http://localhost/v1/oauth/token",
                    "scopes": crate::auth::Scope::ALL
                        .iter()
                        .map(|s| (s.as_str().to_owned(), json!(s.description())))
                        .collect::<Map<String, Value>>()
                }
            }
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
            "description": "1 to 255 printable ASCII characters (space to `~`); anything else is 400. Repeating the key with the same method, path and body within 24 hours replays the first response byte for byte (with `Idempotent-Replayed: true`); with another request it is 409 conflict, as it is while the first request still runs. 5xx responses are not kept.",
            "schema": { "type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[ -~]{1,255}$" }
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
    // Request types refuse unknown fields at any depth, the branches of a tagged answer included.
    for name in [
        "Answer",
        "Tags",
        "Blueprint",
        "BlueprintCell",
        "StudentRef",
        "GivenAnswer",
    ] {
        let Some(schema) = components.get_mut("schemas").and_then(|s| s.get_mut(name)) else {
            continue;
        };
        if let Some(branches) = schema.get_mut("oneOf").and_then(Value::as_array_mut) {
            for b in branches {
                if b.get("type") == Some(&json!("object")) {
                    b["additionalProperties"] = json!(false);
                }
            }
        } else if schema.get("type") == Some(&json!("object")) {
            schema["additionalProperties"] = json!(false);
        }
    }
    // A variant belongs to an export.
    if let Some(schema) = components
        .get_mut("schemas")
        .and_then(|s| s.get_mut("SubmitRequest"))
    {
        schema["if"] = json!({
            "required": ["variant"],
            "properties": { "variant": { "type": "integer" } }
        });
        schema["then"] = json!({
            "required": ["exportId"],
            "properties": { "exportId": { "type": "string" } }
        });
    }
    doc["components"] = components;

    let Some(paths) = doc["paths"].as_object_mut() else {
        return;
    };
    // A query parameter given is never empty (`limit=` is refused: leave it out instead).
    for item in paths.values_mut() {
        for op in item
            .as_object_mut()
            .into_iter()
            .flat_map(|i| i.values_mut())
        {
            let params = op.get_mut("parameters").and_then(Value::as_array_mut);
            for p in params.into_iter().flatten() {
                if p["in"] == "query" && p["schema"]["type"] == "string" {
                    let schema = &mut p["schema"];
                    if schema.get("minLength").is_none() && schema.get("enum").is_none() {
                        schema["minLength"] = json!(1);
                    }
                }
            }
        }
    }
    for item in paths.values_mut() {
        let Some(item) = item.as_object_mut() else {
            continue;
        };
        for (method, op) in item.iter_mut() {
            let secured = op.get("security").is_some();
            // Both modes: an API key or an OAuth access token, with the same scope.
            if let Some(alternatives) = op.get_mut("security").and_then(Value::as_array_mut) {
                let oauth: Vec<Value> = alternatives
                    .iter()
                    .filter_map(|a| a.get("bearer"))
                    .map(|scopes| json!({ "oauth2": scopes }))
                    .collect();
                alternatives.extend(oauth);
            }
            let mutation = matches!(method.as_str(), "post" | "patch" | "put" | "delete");
            let with_body = op.get("requestBody").is_some();
            // An optional body may be absent (it reads as `{}`), never a JSON `null`.
            if let Some(schema) = op.pointer_mut("/requestBody/content/application~1json/schema") {
                not_null(schema);
            }
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
                if mutation && secured {
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
            // A parameter is absent or has a value: a header or a query string has no `null`.
            for p in op
                .get_mut("parameters")
                .and_then(Value::as_array_mut)
                .into_iter()
                .flatten()
            {
                not_null(&mut p["schema"]);
            }
            if mutation && secured {
                let params = op["parameters"].as_array().cloned().unwrap_or_default();
                let mut params = params;
                params.push(json!({ "$ref": "#/components/parameters/IdempotencyKey" }));
                op["parameters"] = Value::Array(params);
            }
        }
    }
}
