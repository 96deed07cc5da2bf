//! The catalogue of the 60 webhook event types: names, families, descriptions, and the Rust type
//! of each type's `data` payload, whose JSON Schema is generated from the type; plus the OpenAPI
//! 3.1 `webhooks` section built from them.
//!
//! Code that emits an event names its type with one of the constants of this module (such as
//! [`EXAM_GENERATION_COMPLETED`]), never with a string typed by hand, and builds its `data` with
//! the type's payload struct ([`exam::ExamGenerationCompleted`]), serialized by
//! [`EventPayload::to_data`].
//!
//! Payload conventions: field names are camelCase; each resource is nested under a key named after
//! it (`data.exam`, `data.course`, `data.apiKey`, ...) and carries at least its prefixed `id`;
//! failures add `data.error` `{code, detail}` ([`shared::EventError`]). Every object schema allows
//! additional properties, so new fields can be added without breaking receivers. Optional fields
//! are left out when absent, never sent as `null`.
//!
//! # Adding an event type
//!
//! 1. In the family's file (`exam.rs`, `course.rs`, ...), declare the payload: a struct deriving
//!    `Serialize` and `ToSchema` with `#[serde(rename_all = "camelCase")]`, a doc comment on the
//!    struct and on every field (they become the schema's descriptions), and the resource nested
//!    under its name. Reuse the family's fragments (`ExamRef`, `ExamHead`, `ApiKeyHead`, ...) and
//!    [`shared`]'s ([`shared::EventError`], the one-value strings such as [`shared::Failed`]).
//!    An optional field is an `Option` with `#[serde(skip_serializing_if = "Option::is_none")]`
//!    and `#[schema(nullable = false)]`. Implement [`EventPayload`] for it: `TYPE` is the new
//!    constant, `example()` a realistic payload.
//! 2. Add one line to the `catalogue!` list at the bottom of this file:
//!    `CONST = "family.object.verb", "family", family::PayloadType, "One sentence.";`.
//!
//! The build checks that the line and the type's `TYPE` agree; the tests check that the schema
//! resolves, that the example validates against it, and the family counts.

use std::collections::HashMap;

use serde_json::{Map, Value, json};

pub mod account;
pub mod course;
pub mod exam;
pub mod game;
pub mod marketplace;
pub mod oauth;
pub mod paper;
pub mod quota;
pub mod shared;
pub mod webhook;

#[cfg(test)]
mod tests;

/// The `data` of one event type: its wire form (`Serialize`), its JSON Schema (`ToSchema`) and an
/// example.
pub trait EventPayload: serde::Serialize + utoipa::ToSchema + Send + Sync {
    /// The event type this payload belongs to: one of this module's constants.
    const TYPE: &'static str;

    /// A realistic example of the payload (used in the OpenAPI document and tests).
    fn example() -> Self
    where
        Self: Sized;

    /// The payload as the envelope's `data`.
    fn to_data(&self) -> Value {
        // Payloads are plain structs of strings, numbers, booleans and lists: this cannot fail.
        serde_json::to_value(self).expect("an event payload serializes to JSON")
    }
}

/// One webhook event type.
#[derive(Debug, Clone, Copy)]
pub struct EventType {
    /// The dotted type name, as in the envelope's `type`: `exam.generation.completed`.
    pub name: &'static str,
    /// The first segment of the name: `exam`.
    pub family: &'static str,
    /// One English sentence: when the event is sent.
    pub description: &'static str,
    schema: fn() -> Value,
    example: fn() -> Value,
}

impl EventType {
    /// The JSON Schema (draft 2020-12, as OpenAPI 3.1 uses) of the envelope's `data`, generated
    /// from the payload type, with every reference inlined.
    pub fn schema(&self) -> Value {
        (self.schema)()
    }

    /// The payload type's example, as the envelope's `data`.
    pub fn example(&self) -> Value {
        (self.example)()
    }
}

/// Names are unique: two event types are equal when their names are.
impl PartialEq for EventType {
    fn eq(&self, other: &Self) -> bool {
        self.name == other.name
    }
}

impl Eq for EventType {}

/// `a == b` at compile time.
const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Declares one `pub const` per type and [`EVENT_TYPES`] from the same list, and checks at
/// compile time that each payload type's [`EventPayload::TYPE`] is its line's name, so the list
/// and the types never disagree.
macro_rules! catalogue {
    ($($konst:ident = $name:literal, $family:literal, $payload:ty, $description:literal;)*) => {
        $(
            #[doc = concat!("`", $name, "`: ", $description, " Payload: [`", stringify!($payload), "`].")]
            pub const $konst: &str = $name;

            const _: () = assert!(
                same(<$payload as EventPayload>::TYPE, $konst),
                concat!(stringify!($payload), "::TYPE is not ", $name),
            );
        )*

        /// Every webhook event type, grouped by family.
        pub const EVENT_TYPES: &[EventType] = &[$(
            EventType {
                name: $konst,
                family: $family,
                description: $description,
                schema: data_schema::<$payload>,
                example: example_data::<$payload>,
            },
        )*];
    };
}

/// The event type named `name`, if it exists.
pub fn event_type(name: &str) -> Option<&'static EventType> {
    EVENT_TYPES.iter().find(|t| t.name == name)
}

/// The JSON Schema of the `data` of the event type named `name`, if it exists.
pub fn schema(name: &str) -> Option<Value> {
    event_type(name).map(EventType::schema)
}

/// The schema of `P` with every `$ref` to a component inlined (see [`inline`]).
fn data_schema<P: EventPayload>() -> Value {
    let mut components = Vec::new();
    P::schemas(&mut components);
    let components: HashMap<String, Value> = components
        .into_iter()
        .map(|(name, s)| (name, to_json(&s)))
        .collect();
    inline(&to_json(&P::schema()), &components, 0)
}

/// `P`'s example, as the envelope's `data`.
fn example_data<P: EventPayload>() -> Value {
    P::example().to_data()
}

fn to_json(schema: &utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>) -> Value {
    serde_json::to_value(schema).expect("a schema serializes to JSON")
}

/// Deepest nesting of references; the payloads have no recursive types.
const MAX_DEPTH: usize = 16;

/// Makes a generated schema self-contained and plain, as receivers read it:
/// - a `$ref` to a component is replaced by the component (itself inlined), the reference's own
///   keys (the field's `description`) overriding the component's;
/// - an `allOf` of object schemas (from `#[serde(flatten)]`) becomes one object with all their
///   properties and required fields, keeping the outer description;
/// - an object schema states `additionalProperties: true`;
/// - a one-value `enum` (a fixed string such as [`shared::Failed`]) becomes a `const`.
///
/// Panics on a reference to a missing component: the tests build every type's schema.
fn inline(schema: &Value, components: &HashMap<String, Value>, depth: usize) -> Value {
    assert!(depth < MAX_DEPTH, "event schemas nest too deep");
    let Value::Object(node) = schema else {
        return schema.clone();
    };
    if let Some(Value::String(location)) = node.get("$ref") {
        let name = location
            .strip_prefix("#/components/schemas/")
            .unwrap_or(location);
        let target = components
            .get(name)
            .unwrap_or_else(|| panic!("event schema component {name} is missing"));
        let mut resolved = inline(target, components, depth + 1);
        if let Value::Object(resolved) = &mut resolved {
            for (k, v) in node.iter().filter(|(k, _)| *k != "$ref") {
                resolved.insert(k.clone(), v.clone());
            }
        }
        return resolved;
    }
    let mut out = Map::new();
    for (key, value) in node {
        let value = match (key.as_str(), value) {
            ("properties", Value::Object(props)) => Value::Object(
                props
                    .iter()
                    .map(|(k, v)| (k.clone(), inline(v, components, depth + 1)))
                    .collect(),
            ),
            ("items" | "additionalProperties" | "not", v) => inline(v, components, depth + 1),
            ("allOf" | "oneOf" | "anyOf", Value::Array(parts)) => Value::Array(
                parts
                    .iter()
                    .map(|v| inline(v, components, depth + 1))
                    .collect(),
            ),
            ("enum", Value::Array(values)) if values.len() == 1 => {
                out.insert("const".to_owned(), values[0].clone());
                continue;
            }
            (_, v) => v.clone(),
        };
        out.insert(key.clone(), value);
    }
    if let Some(Value::Array(parts)) = out.get("allOf")
        && parts.iter().all(|p| p["type"] == "object")
    {
        out = merge_objects(&out);
    }
    if out.get("type").is_some_and(|t| t == "object") && !out.contains_key("additionalProperties") {
        out.insert("additionalProperties".to_owned(), Value::Bool(true));
    }
    Value::Object(out)
}

/// `{allOf: [object, object, ...], description}` → one object schema: the parts' properties in
/// order, their required fields, and the outer keys (the description of the flattening type).
fn merge_objects(all_of: &Map<String, Value>) -> Map<String, Value> {
    let mut properties = Map::new();
    let mut required: Vec<Value> = Vec::new();
    for part in all_of["allOf"].as_array().into_iter().flatten() {
        if let Some(props) = part["properties"].as_object() {
            properties.extend(props.iter().map(|(k, v)| (k.clone(), v.clone())));
        }
        for r in part["required"].as_array().into_iter().flatten() {
            if !required.contains(r) {
                required.push(r.clone());
            }
        }
    }
    let mut out = Map::new();
    out.insert("type".to_owned(), json!("object"));
    for (k, v) in all_of.iter().filter(|(k, _)| *k != "allOf") {
        out.insert(k.clone(), v.clone());
    }
    if !required.is_empty() {
        out.insert("required".to_owned(), Value::Array(required));
    }
    out.insert("properties".to_owned(), Value::Object(properties));
    out
}

/// The default name of the signature header (a host may configure another).
const SIGNATURE_HEADER: &str = "X-Edugen-Signature";

/// The OpenAPI 3.1 `webhooks` object: one Path Item per event type, keyed by the type name, whose
/// `post` operation receives the signed event envelope with that type's `data` inlined, and an
/// example envelope carrying the payload type's example.
pub fn openapi_webhooks() -> Value {
    let mut webhooks = Map::new();
    for t in EVENT_TYPES {
        let operation = json!({
            "operationId": operation_id(t.name),
            "summary": t.description,
            "description": format!(
                "Delivered to every enabled subscription with a pattern matching `{}`. \
                 Delivery is at least once: deduplicate on the envelope's `id`.",
                t.name
            ),
            "parameters": [{
                "name": SIGNATURE_HEADER,
                "in": "header",
                "required": true,
                "description": "`t=<unix seconds>,v1=<hex HMAC-SHA256 of \"<t>.<raw body>\">`, keyed \
                    with the subscription secret's UTF-8 bytes; one `v1=` per active secret during a \
                    rotation. Compare in constant time and reject timestamps more than 300 seconds old.",
                "schema": { "type": "string", "pattern": "^t=[0-9]+(,v1=[0-9a-f]{64})+$" },
                "example": "t=1763805865,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd"
            }],
            "requestBody": {
                "required": true,
                "content": { "application/json": {
                    "schema": envelope(t.name, t.schema()),
                    "example": envelope_example(t.name, t.example()),
                } }
            },
            "responses": {
                "2XX": {
                    "description": "Delivered; any other answer is retried (5xx, 408, 429, timeouts) or \
                        fails the delivery (other 4xx, 3xx); 410 disables the subscription."
                }
            }
        });
        webhooks.insert(t.name.to_owned(), json!({ "post": operation }));
    }
    Value::Object(webhooks)
}

/// The schema of the event envelope of type `name` carrying `data`.
fn envelope(name: &str, data: Value) -> Value {
    json!({
        "type": "object",
        "required": ["id", "type", "created_at", "api_version", "account_id", "idempotency_key", "data"],
        "properties": {
            "id": {
                "type": "string",
                "pattern": "^evt_",
                "description": "Event id (`evt_…`): the receiver's deduplication key."
            },
            "type": { "type": "string", "const": name, "description": "Event type." },
            "created_at": {
                "type": "string",
                "format": "date-time",
                "description": "When the event happened: RFC 3339 UTC with milliseconds."
            },
            "api_version": { "type": "string", "const": "v1", "description": "API version." },
            "account_id": {
                "type": "string",
                "pattern": "^acc_",
                "description": "The account the event belongs to (`acc_…`)."
            },
            "idempotency_key": {
                "type": "string",
                "pattern": "^idem_",
                "description": "Idempotency key of the event (`idem_…`)."
            },
            "data": data
        }
    })
}

/// An example envelope of type `name` carrying `data`, as the outbox writes it.
fn envelope_example(name: &str, data: Value) -> Value {
    json!({
        "id": "evt_01KAMZ4Q3V8C2X7N5R9T6B1W0D",
        "type": name,
        "created_at": "2025-11-22T10:04:25.123Z",
        "api_version": "v1",
        "account_id": shared::EXAMPLE_ACCOUNT_ID,
        "idempotency_key": "idem_01KAMZ4Q3V8C2X7N5R9T6B1W0D",
        "data": data
    })
}

/// `exam.generation.completed` → `examGenerationCompleted`; `api_key.created` → `apiKeyCreated`.
fn operation_id(name: &str) -> String {
    let mut out = String::with_capacity(name.len());
    for (i, word) in name.split(['.', '_']).filter(|w| !w.is_empty()).enumerate() {
        let mut chars = word.chars();
        if let Some(first) = chars.next() {
            if i == 0 {
                out.push(first);
            } else {
                out.push(first.to_ascii_uppercase());
            }
            out.extend(chars);
        }
    }
    out
}

catalogue! {
    EXAM_GENERATION_STARTED = "exam.generation.started", "exam", exam::ExamGenerationStarted,
    "An exam generation was accepted and has begun.";
    EXAM_GENERATION_COMPLETED = "exam.generation.completed", "exam", exam::ExamGenerationCompleted,
    "An exam was fully generated and stored; it can be fetched by its id.";
    EXAM_GENERATION_FAILED = "exam.generation.failed", "exam", exam::ExamGenerationFailed,
    "An exam generation stopped before completion and the exam was marked failed.";
    EXAM_UPDATED = "exam.updated", "exam", exam::ExamUpdated,
    "An exam's record was changed.";
    EXAM_DELETED = "exam.deleted", "exam", exam::ExamDeleted,
    "An exam was deleted; it is no longer reachable.";
    EXAM_NODE_UPDATED = "exam.node.updated", "exam", exam::ExamNodeUpdated,
    "A node of an exam tree (section, question, choice or part) was edited.";
    EXAM_BLUEPRINT_VALIDATED = "exam.blueprint.validated", "exam", exam::ExamBlueprintValidated,
    "An exam blueprint was validated.";
    EXAM_EXPORT_STARTED = "exam.export.started", "exam", exam::ExamExportStarted,
    "A variant PDF export of an exam has begun.";
    EXAM_EXPORT_COMPLETED = "exam.export.completed", "exam", exam::ExamExportCompleted,
    "A variant PDF export of an exam is ready to download.";
    EXAM_EXPORT_FAILED = "exam.export.failed", "exam", exam::ExamExportFailed,
    "A variant PDF export of an exam could not be produced.";
    EXAM_PAPER_RENDERED = "exam.paper.rendered", "exam", exam::ExamPaperRendered,
    "The printable subject and answer sheet of an exam were rendered.";
    EXAM_PAPER_FAILED = "exam.paper.failed", "exam", exam::ExamPaperFailed,
    "The printable paper of an exam could not be rendered.";
    EXAM_SUBMISSION_RECEIVED = "exam.submission.received", "exam", exam::ExamSubmissionReceived,
    "Digital answers to an exam were received.";
    EXAM_SUBMISSION_CORRECTED = "exam.submission.corrected", "exam", exam::ExamSubmissionCorrected,
    "Digital answers to an exam were corrected and scored.";
    EXAM_SUBMISSION_FAILED = "exam.submission.failed", "exam", exam::ExamSubmissionFailed,
    "Digital answers to an exam could not be corrected.";

    PAPER_COPY_RECEIVED = "paper.copy.received", "paper", paper::PaperCopyReceived,
    "A scanned paper copy of an exam was received.";
    PAPER_CORRECTION_STARTED = "paper.correction.started", "paper", paper::PaperCorrectionStarted,
    "Optical mark reading of a paper copy has begun.";
    PAPER_CORRECTION_COMPLETED = "paper.correction.completed", "paper", paper::PaperCorrectionCompleted,
    "A paper copy was read and scored.";
    PAPER_CORRECTION_FAILED = "paper.correction.failed", "paper", paper::PaperCorrectionFailed,
    "A paper copy could not be read or scored.";
    PAPER_CORRECTION_NEEDS_REVIEW = "paper.correction.needs_review", "paper", paper::PaperCorrectionNeedsReview,
    "A paper copy was read but some marks are uncertain and need a teacher's review.";

    COURSE_ARCHITECTURE_STARTED = "course.architecture.started", "course", course::CourseArchitectureStarted,
    "A course's architecture (pass 1: its outline of sections) has begun.";
    COURSE_ARCHITECTURE_COMPLETED = "course.architecture.completed", "course", course::CourseArchitectureCompleted,
    "A course's architecture is ready: its sections are outlined and can be written.";
    COURSE_ARCHITECTURE_FAILED = "course.architecture.failed", "course", course::CourseArchitectureFailed,
    "A course's architecture could not be produced.";
    COURSE_SECTION_WRITTEN = "course.section.written", "course", course::CourseSectionWritten,
    "One section of a course was written.";
    COURSE_SECTION_FAILED = "course.section.failed", "course", course::CourseSectionFailed,
    "One section of a course could not be written.";
    COURSE_WRITING_COMPLETED = "course.writing.completed", "course", course::CourseWritingCompleted,
    "Every section of a course was written (pass 2 finished).";
    COURSE_WRITING_FAILED = "course.writing.failed", "course", course::CourseWritingFailed,
    "Writing a course (pass 2) ended with sections left unwritten.";
    COURSE_PUBLISHED = "course.published", "course", course::CoursePublished,
    "A course was published to the teacher library.";
    COURSE_UPDATED = "course.updated", "course", course::CourseUpdated,
    "A course's record was changed.";
    COURSE_DELETED = "course.deleted", "course", course::CourseDeleted,
    "A course was deleted; it is no longer reachable.";

    GAME_GENERATION_STARTED = "game.generation.started", "game", game::GameGenerationStarted,
    "A game generation was accepted and has begun.";
    GAME_GENERATION_COMPLETED = "game.generation.completed", "game", game::GameGenerationCompleted,
    "A game was fully generated and can be fetched by its id.";
    GAME_GENERATION_FAILED = "game.generation.failed", "game", game::GameGenerationFailed,
    "A game generation stopped before completion and the game was marked failed.";
    GAME_UPDATED = "game.updated", "game", game::GameUpdated,
    "A game's record was changed.";
    GAME_DELETED = "game.deleted", "game", game::GameDeleted,
    "A game was deleted; it is no longer reachable.";

    WEBHOOK_CREATED = "webhook.created", "webhook", webhook::WebhookCreated,
    "A webhook subscription was created.";
    WEBHOOK_UPDATED = "webhook.updated", "webhook", webhook::WebhookUpdated,
    "A webhook subscription's URL, patterns, state or secret was changed.";
    WEBHOOK_DELETED = "webhook.deleted", "webhook", webhook::WebhookDeleted,
    "A webhook subscription was deleted; nothing more is delivered to it.";
    WEBHOOK_DISABLED = "webhook.disabled", "webhook", webhook::WebhookDisabled,
    "A webhook subscription was disabled by the service (for example after its endpoint answered 410).";
    WEBHOOK_TEST = "webhook.test", "webhook", webhook::WebhookTest,
    "A test event was requested for a webhook subscription (POST /v1/webhooks/{webhookId}/test).";

    MARKETPLACE_PRODUCT_CREATED = "marketplace.product.created", "marketplace", marketplace::MarketplaceProductCreated,
    "A marketplace product was created.";
    MARKETPLACE_PRODUCT_UPDATED = "marketplace.product.updated", "marketplace", marketplace::MarketplaceProductUpdated,
    "A marketplace product was changed.";
    MARKETPLACE_PRODUCT_PUBLISHED = "marketplace.product.published", "marketplace", marketplace::MarketplaceProductPublished,
    "A marketplace product was published and can be bought.";
    MARKETPLACE_PURCHASE_COMPLETED = "marketplace.purchase.completed", "marketplace", marketplace::MarketplacePurchaseCompleted,
    "A marketplace purchase was paid.";
    MARKETPLACE_PURCHASE_REFUNDED = "marketplace.purchase.refunded", "marketplace", marketplace::MarketplacePurchaseRefunded,
    "A marketplace purchase was refunded.";
    MARKETPLACE_ENROLLMENT_CREATED = "marketplace.enrollment.created", "marketplace", marketplace::MarketplaceEnrollmentCreated,
    "A learner was enrolled in a marketplace product.";
    MARKETPLACE_PAYOUT_CREATED = "marketplace.payout.created", "marketplace", marketplace::MarketplacePayoutCreated,
    "A payout to the seller was scheduled.";
    MARKETPLACE_PAYOUT_PAID = "marketplace.payout.paid", "marketplace", marketplace::MarketplacePayoutPaid,
    "A payout to the seller was paid.";
    MARKETPLACE_SETTINGS_UPDATED = "marketplace.settings.updated", "marketplace", marketplace::MarketplaceSettingsUpdated,
    "The account's marketplace settings (white-label branding) were changed.";
    MARKETPLACE_COMMISSION_UPDATED = "marketplace.commission.updated", "marketplace", marketplace::MarketplaceCommissionUpdated,
    "The account's marketplace commission rate was changed.";

    API_KEY_CREATED = "api_key.created", "api_key", account::ApiKeyCreated,
    "An API key was created.";
    API_KEY_REVOKED = "api_key.revoked", "api_key", account::ApiKeyRevoked,
    "An API key was revoked; it no longer authenticates.";
    API_KEY_ROTATED = "api_key.rotated", "api_key", account::ApiKeyRotated,
    "An API key was rotated: a new key replaces it and it stops working at expiresAt.";
    API_KEY_EXPIRED = "api_key.expired", "api_key", account::ApiKeyExpired,
    "An API key reached its expiry (the end of a rotation's grace period) and no longer authenticates.";

    QUOTA_DAILY_WARNING = "quota.daily.warning", "quota", quota::QuotaDailyWarning,
    "The account used most of its daily quota (80 % by default).";
    QUOTA_DAILY_EXCEEDED = "quota.daily.exceeded", "quota", quota::QuotaDailyExceeded,
    "The account exhausted its daily quota; requests get 429 until it resets.";
    QUOTA_MINUTE_EXCEEDED = "quota.minute.exceeded", "quota", quota::QuotaMinuteExceeded,
    "The account exhausted its per-minute quota; requests get 429 until it resets.";

    ACCOUNT_UPDATED = "account.updated", "account", account::AccountUpdated,
    "The account's record (name, tier, limits or payment method) was changed.";

    OAUTH_CLIENT_AUTHORIZED = "oauth.client.authorized", "oauth", oauth::OauthClientAuthorized,
    "The account authorized an OAuth client.";
    OAUTH_TOKEN_REVOKED = "oauth.token.revoked", "oauth", oauth::OauthTokenRevoked,
    "An OAuth token was revoked (on request, or with its whole family when a spent refresh token was reused).";
}
