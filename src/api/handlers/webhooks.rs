//! `/v1/webhooks`: subscriptions, their deliveries, test events and replays.

use chrono::{DateTime, Utc};
use http::{Method, StatusCode};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::{IntoParams, ToSchema};

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::Resource;
use crate::domain::webhook::{
    Delivery, DeliveryStatus, RateLimit, StoredEvent, Webhook, WebhookView,
};
use crate::error::{Error, FieldError};
use crate::events::catalogue as types;
use crate::events::outbox::{self, MAX_WEBHOOKS, NewEvent};
use crate::events::pattern::Pattern;
use crate::ids::new_id;
use crate::services::accounts::load;
use crate::storage::{Batch, Expect, JobWrite, ListQuery};

pub(crate) fn routes() -> Vec<Route> {
    let (r, w) = (Scope::WebhooksRead, Scope::WebhooksWrite);
    vec![
        Route::new(Method::POST, "/v1/webhooks", w, handler!(create)),
        Route::new(Method::GET, "/v1/webhooks", r, handler!(list)),
        Route::new(Method::GET, "/v1/webhooks/{webhookId}", r, handler!(get)),
        Route::new(
            Method::PATCH,
            "/v1/webhooks/{webhookId}",
            w,
            handler!(update),
        ),
        Route::new(
            Method::DELETE,
            "/v1/webhooks/{webhookId}",
            w,
            handler!(delete),
        ),
        Route::new(
            Method::POST,
            "/v1/webhooks/{webhookId}/test",
            w,
            handler!(test),
        ),
        Route::new(
            Method::GET,
            "/v1/webhooks/{webhookId}/deliveries",
            r,
            handler!(deliveries),
        ),
        Route::new(
            Method::POST,
            "/v1/webhooks/{webhookId}/replay",
            w,
            handler!(replay),
        ),
    ]
}

/// How long a replaced secret keeps signing.
const SECRET_GRACE: chrono::Duration = chrono::Duration::hours(24);
/// Most deliveries one replay re-sends.
const MAX_REPLAY: usize = 1000;

/// Body of `POST /v1/webhooks`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CreateWebhookRequest {
    /// The receiving endpoint: `https://` (plain `http://` only where the host allows it).
    pub url: String,
    /// Event type patterns: `*`, a family such as `exam.*`, `exam.*.completed`, or exact names.
    pub events: Vec<String>,
    /// Your signing secret, 24 to 256 characters. Never returned.
    pub secret: String,
    /// Free text, at most 500 characters.
    pub description: Option<String>,
    /// Default true.
    pub enabled: Option<bool>,
    /// Delivery rate (default 20/s, burst 100).
    pub rate_limit: Option<RateLimit>,
}

/// Body of `PATCH /v1/webhooks/{webhookId}`: only the fields given change.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct UpdateWebhookRequest {
    /// A new endpoint.
    pub url: Option<String>,
    /// New patterns.
    pub events: Option<Vec<String>>,
    /// Turn delivery off or back on (clears `disabledReason`).
    pub enabled: Option<bool>,
    /// A new secret: the old one keeps signing (a second `v1=`) for 24 hours.
    pub secret: Option<String>,
    /// New free text.
    pub description: Option<String>,
    /// A new delivery rate.
    pub rate_limit: Option<RateLimit>,
}

/// Body of `POST /v1/webhooks/{webhookId}/replay`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct ReplayRequest {
    /// Re-send every delivery (whatever its outcome) created at or after this time; without it,
    /// every failed delivery is re-sent.
    pub since: Option<String>,
}

/// What a test or replay queued.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Queued {
    /// The event sent (test only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event_id: Option<String>,
    /// The new deliveries.
    pub delivery_ids: Vec<String>,
}

/// Filter of the deliveries list.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct DeliveryFilter {
    /// `pending`, `succeeded` or `failed`.
    status: Option<DeliveryStatus>,
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

fn check_url(cx: &Ctx, url: &str, errors: &mut Vec<FieldError>) {
    let allow_http = cx.app.config.allow_http_webhooks;
    match url.parse::<http::Uri>() {
        Ok(uri) if uri.host().is_some_and(|h| !h.is_empty()) => match uri.scheme_str() {
            Some("https") => {}
            Some("http") if allow_http => {}
            _ => errors.push(err("url", "must be an https:// URL")),
        },
        _ => errors.push(err("url", "must be an absolute https:// URL")),
    }
    if url.len() > 2048 {
        errors.push(err("url", "must be at most 2048 characters"));
    }
}

fn check_events(events: &[String], errors: &mut Vec<FieldError>) {
    if events.is_empty() || events.len() > 60 {
        errors.push(err("events", "must hold 1 to 60 patterns"));
    }
    for (i, p) in events.iter().enumerate() {
        if let Err(e) = Pattern::parse(p) {
            errors.push(err(&format!("events[{i}]"), format!("`{p}`: {e}")));
        }
    }
}

fn check_secret(secret: &str, errors: &mut Vec<FieldError>) {
    if !(24..=256).contains(&secret.chars().count()) {
        errors.push(err("secret", "must be 24 to 256 characters"));
    }
}

fn check_rate(rate: Option<RateLimit>, errors: &mut Vec<FieldError>) {
    if let Some(r) = rate {
        if !(1..=1000).contains(&r.per_second) {
            errors.push(err("rateLimit.perSecond", "must be from 1 to 1000"));
        }
        if !(1..=10_000).contains(&r.burst) {
            errors.push(err("rateLimit.burst", "must be from 1 to 10000"));
        }
    }
}

fn check_description(d: Option<&String>, errors: &mut Vec<FieldError>) {
    if d.is_some_and(|d| d.chars().count() > 500) {
        errors.push(err("description", "must be at most 500 characters"));
    }
}

fn webhook_data(w: &Webhook) -> serde_json::Value {
    json!({ "webhook": { "id": w.id, "url": w.url, "events": w.events, "enabled": w.enabled } })
}

/// Subscribe an endpoint to events.
///
/// Every delivery is signed with the secret: `X-Edugen-Signature: t=<unix seconds>,v1=<hex
/// HMAC-SHA256 of "<t>.<raw body>">`.
#[utoipa::path(post, path = "/v1/webhooks", operation_id = "createWebhook", tag = "Webhooks",
    request_body = CreateWebhookRequest,
    responses((status = 201, description = "The subscription (never its secret)", body = WebhookView)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn create(cx: Ctx) -> HandlerResult {
    let req: CreateWebhookRequest = cx.json()?;
    let mut errors = Vec::new();
    check_url(&cx, &req.url, &mut errors);
    check_events(&req.events, &mut errors);
    check_secret(&req.secret, &mut errors);
    check_rate(req.rate_limit, &mut errors);
    check_description(req.description.as_ref(), &mut errors);
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let account = cx.account_id()?;
    if outbox::webhooks_of(cx.app.storage(), account).await?.len() >= MAX_WEBHOOKS {
        return Err(Error::conflict(format!(
            "An account may hold at most {MAX_WEBHOOKS} webhooks; delete one first."
        )));
    }
    let webhook = Webhook {
        id: new_id("whk", cx.now),
        account_id: account.to_owned(),
        url: req.url,
        events: req.events,
        enabled: req.enabled.unwrap_or(true),
        description: req.description,
        disabled_reason: None,
        rate_limit: req.rate_limit.unwrap_or_default(),
        secret: req.secret,
        previous_secret: None,
        previous_secret_expires_at: None,
        created_at: cx.now,
        updated_at: cx.now,
    };
    let batch = Batch::new().put(webhook.to_doc(1), Expect::Absent);
    let event = NewEvent {
        account,
        event_type: types::WEBHOOK_CREATED,
        data: webhook_data(&webhook),
        only: None,
    };
    outbox::commit(cx.app.storage(), batch, vec![event], cx.now).await?;
    Ok(json(StatusCode::CREATED, &webhook.view(cx.now)))
}

/// List subscriptions, newest first.
#[utoipa::path(get, path = "/v1/webhooks", operation_id = "listWebhooks", tag = "Webhooks",
    params(crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of subscriptions", body = Page<WebhookView>)),
    security(("bearer" = ["webhooks:read"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let page = PageRequest::from_query(&cx.query(), "webhooks")?;
    let docs = cx
        .storage()
        .list(&ListQuery {
            kind: Webhook::KIND.to_owned(),
            account: cx.account_id()?.to_owned(),
            filters: Vec::new(),
            before: page.after.clone(),
            limit: page.limit + 1,
        })
        .await?;
    let views = docs
        .into_iter()
        .map(|d| Webhook::from_doc(d).map(|(w, _)| w.view(cx.now)))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(json(StatusCode::OK, &page.page(views, |w| w.id.clone())))
}

/// A subscription.
#[utoipa::path(get, path = "/v1/webhooks/{webhookId}", operation_id = "getWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    responses((status = 200, description = "The subscription", body = WebhookView)),
    security(("bearer" = ["webhooks:read"])))]
pub(crate) async fn get(cx: Ctx) -> HandlerResult {
    let (w, _) = load::<Webhook>(&cx.app, cx.account_id()?, cx.param("webhookId")).await?;
    Ok(json(StatusCode::OK, &w.view(cx.now)))
}

/// Change a subscription: url, events, enabled, description, rate, or a new secret (the old one
/// keeps signing for 24 hours).
#[utoipa::path(patch, path = "/v1/webhooks/{webhookId}", operation_id = "updateWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    request_body = UpdateWebhookRequest,
    responses((status = 200, description = "The subscription", body = WebhookView)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn update(cx: Ctx) -> HandlerResult {
    let req: UpdateWebhookRequest = cx.json()?;
    let account = cx.account_id()?;
    let (mut w, version) = load::<Webhook>(&cx.app, account, cx.param("webhookId")).await?;
    let mut errors = Vec::new();
    if let Some(url) = &req.url {
        check_url(&cx, url, &mut errors);
    }
    if let Some(events) = &req.events {
        check_events(events, &mut errors);
    }
    if let Some(secret) = &req.secret {
        check_secret(secret, &mut errors);
    }
    check_rate(req.rate_limit, &mut errors);
    check_description(req.description.as_ref(), &mut errors);
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    if let Some(url) = req.url {
        w.url = url;
    }
    if let Some(events) = req.events {
        w.events = events;
    }
    if let Some(enabled) = req.enabled {
        w.enabled = enabled;
        if enabled {
            w.disabled_reason = None;
        }
    }
    if let Some(secret) = req.secret.filter(|s| *s != w.secret) {
        w.previous_secret = Some(std::mem::replace(&mut w.secret, secret));
        w.previous_secret_expires_at = Some(cx.now + SECRET_GRACE);
    }
    if let Some(d) = req.description {
        w.description = Some(d);
    }
    if let Some(r) = req.rate_limit {
        w.rate_limit = r;
    }
    w.updated_at = cx.now;
    let batch = Batch::new().put(w.to_doc(version + 1), Expect::Version(version));
    let event = NewEvent {
        account,
        event_type: types::WEBHOOK_UPDATED,
        data: webhook_data(&w),
        only: None,
    };
    outbox::commit(cx.app.storage(), batch, vec![event], cx.now).await?;
    Ok(json(StatusCode::OK, &w.view(cx.now)))
}

/// Delete a subscription; its pending deliveries are dropped.
#[utoipa::path(delete, path = "/v1/webhooks/{webhookId}", operation_id = "deleteWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    responses((status = 200, description = "The deleted subscription", body = WebhookView)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn delete(cx: Ctx) -> HandlerResult {
    let account = cx.account_id()?;
    let (w, version) = load::<Webhook>(&cx.app, account, cx.param("webhookId")).await?;
    let batch = Batch::new().delete(Webhook::KIND, &w.id, Expect::Version(version));
    let event = NewEvent {
        account,
        event_type: types::WEBHOOK_DELETED,
        data: webhook_data(&w),
        only: None,
    };
    outbox::commit(cx.app.storage(), batch, vec![event], cx.now).await?;
    Ok(json(StatusCode::OK, &w.view(cx.now)))
}

/// Send a `webhook.test` event to this subscription only (even when its patterns do not select
/// it, and even when it is disabled).
#[utoipa::path(post, path = "/v1/webhooks/{webhookId}/test", operation_id = "testWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    responses((status = 202, description = "The event and its delivery, queued", body = Queued)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn test(cx: Ctx) -> HandlerResult {
    let account = cx.account_id()?;
    let (w, _) = load::<Webhook>(&cx.app, account, cx.param("webhookId")).await?;
    let event = NewEvent {
        account,
        event_type: types::WEBHOOK_TEST,
        data: json!({ "webhook": { "id": w.id }, "message": "This is a test event from edugen." }),
        only: Some(&w),
    };
    let (batch, event_id, delivery_ids) =
        outbox::stage(cx.app.storage(), Batch::new(), event, cx.now).await?;
    cx.storage().commit(batch).await?;
    Ok(json(
        StatusCode::ACCEPTED,
        &Queued {
            event_id: Some(event_id),
            delivery_ids,
        },
    ))
}

/// The deliveries of a subscription, newest first, each with every attempt (status, latency,
/// the start of the answer) and the next attempt's time.
#[utoipa::path(get, path = "/v1/webhooks/{webhookId}/deliveries", operation_id = "listWebhookDeliveries", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`"), DeliveryFilter, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of deliveries", body = Page<Delivery>)),
    security(("bearer" = ["webhooks:read"])))]
pub(crate) async fn deliveries(cx: Ctx) -> HandlerResult {
    let account = cx.account_id()?;
    let (w, _) = load::<Webhook>(&cx.app, account, cx.param("webhookId")).await?;
    let query = cx.query();
    let mut filters = vec![("webhookId".to_owned(), w.id.clone())];
    if let Some(status) = query.get("status") {
        match status {
            "pending" | "succeeded" | "failed" => {
                filters.push(("status".to_owned(), status.to_owned()))
            }
            other => {
                return Err(Error::invalid(
                    "status",
                    format!("unknown status `{other}`: pending, succeeded or failed"),
                ));
            }
        }
    }
    let page = PageRequest::from_query(&query, "deliveries")?;
    let docs = cx
        .storage()
        .list(&ListQuery {
            kind: Delivery::KIND.to_owned(),
            account: account.to_owned(),
            filters,
            before: page.after.clone(),
            limit: page.limit + 1,
        })
        .await?;
    let list = docs
        .into_iter()
        .map(|d| Delivery::from_doc(d).map(|(d, _)| d))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(json(StatusCode::OK, &page.page(list, |d| d.id.clone())))
}

/// Re-send failed deliveries (or every delivery since a time) as new deliveries of the same
/// events, each with a fresh 24-hour retry window.
#[utoipa::path(post, path = "/v1/webhooks/{webhookId}/replay", operation_id = "replayWebhookDeliveries", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    request_body(content = ReplayRequest, description = "Optional"),
    responses((status = 202, description = "The new deliveries, queued", body = Queued)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn replay(cx: Ctx) -> HandlerResult {
    let req: ReplayRequest = cx.json()?;
    let account = cx.account_id()?;
    let (w, _) = load::<Webhook>(&cx.app, account, cx.param("webhookId")).await?;
    let since = req
        .since
        .as_deref()
        .map(|s| {
            DateTime::parse_from_rfc3339(s)
                .map(|t| t.with_timezone(&Utc))
                .map_err(|_| Error::invalid("since", "must be an RFC 3339 timestamp"))
        })
        .transpose()?;
    let mut filters = vec![("webhookId".to_owned(), w.id.clone())];
    if since.is_none() {
        filters.push(("status".to_owned(), "failed".to_owned()));
    }
    let docs = cx
        .storage()
        .list(&ListQuery {
            kind: Delivery::KIND.to_owned(),
            account: account.to_owned(),
            filters,
            before: None,
            limit: MAX_REPLAY,
        })
        .await?;
    let mut batch = Batch::new();
    let mut ids = Vec::new();
    for doc in docs {
        let (old, _) = Delivery::from_doc(doc)?;
        if since.is_some_and(|t| old.created_at < t) || old.status == DeliveryStatus::Pending {
            continue;
        }
        let Some(event) = cx.storage().get(StoredEvent::KIND, &old.event_id).await? else {
            continue;
        };
        let (event, _) = StoredEvent::from_doc(event)?;
        let fresh = outbox::pending_delivery(&w, &event, Some(old.id.clone()), cx.now);
        batch = batch
            .put(fresh.to_doc(1), Expect::Absent)
            .job(JobWrite::Enqueue(outbox::job_for(&fresh.id, cx.now)));
        ids.push(fresh.id);
    }
    // Oldest first, as they were first sent.
    ids.reverse();
    cx.storage().commit(batch).await?;
    Ok(json(
        StatusCode::ACCEPTED,
        &Queued {
            event_id: None,
            delivery_ids: ids,
        },
    ))
}
