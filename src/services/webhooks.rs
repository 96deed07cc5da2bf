//! Webhook subscriptions: create, change, delete, list; their deliveries; test events and
//! replays. The events themselves are staged by [`crate::events::outbox`].

use std::net::{IpAddr, ToSocketAddrs};

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::webhook::{Delivery, DeliveryStatus, RateLimit, StoredEvent, Webhook};
use crate::domain::{Resource, split_owner};
use crate::error::{Error, FieldError};
use crate::events::catalogue::webhook::{
    WebhookCreated, WebhookDeleted, WebhookTest, WebhookUpdated,
};
use crate::events::outbox::{self, MAX_WEBHOOKS, NewEvent};
use crate::events::pattern::Pattern;
use crate::ids::new_id;
use crate::services::{Window, list, load, load_cached};
use crate::storage::{Batch, Expect, JobWrite};

/// How long a replaced secret keeps signing.
const SECRET_GRACE: chrono::Duration = chrono::Duration::hours(24);
/// Most deliveries one replay re-sends.
const MAX_REPLAY: usize = 1000;

/// Body of `POST /v1/webhooks`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateWebhookRequest {
    /// The receiving endpoint: an absolute `https://` URL of at most 2048 characters (plain
    /// `http://` only where the host allows it).
    #[schema(max_length = 2048)]
    pub url: String,
    /// 1 to 60 event type patterns: `*`, a family such as `exam.*`, `exam.*.completed`, or exact
    /// names; each must select at least one event type.
    #[schema(min_items = 1, max_items = 60, value_type = Vec<crate::events::schema::EventPattern>)]
    pub events: Vec<String>,
    /// Your signing secret, 24 to 256 characters. Never returned.
    #[schema(min_length = 24, max_length = 256)]
    pub secret: String,
    /// Free text, at most 500 characters.
    #[schema(max_length = 500)]
    pub description: Option<String>,
    /// Default true.
    pub enabled: Option<bool>,
    /// Delivery rate (default 20/s, burst 100).
    pub rate_limit: Option<RateLimit>,
}

/// Body of `PATCH /v1/webhooks/{webhookId}`: only the fields given change.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct UpdateWebhookRequest {
    /// A new endpoint, as in creation.
    #[schema(max_length = 2048)]
    pub url: Option<String>,
    /// New patterns (1 to 60), as in creation.
    #[schema(min_items = 1, max_items = 60, value_type = Option<Vec<crate::events::schema::EventPattern>>)]
    pub events: Option<Vec<String>>,
    /// Turn delivery off or back on (clears `disabledReason`).
    pub enabled: Option<bool>,
    /// A new secret (24 to 256 characters): the old one keeps signing (a second `v1=`) for 24
    /// hours.
    #[schema(min_length = 24, max_length = 256)]
    pub secret: Option<String>,
    /// New free text, at most 500 characters.
    #[schema(max_length = 500)]
    pub description: Option<String>,
    /// A new delivery rate.
    pub rate_limit: Option<RateLimit>,
}

/// Body of `POST /v1/webhooks/{webhookId}/replay`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct ReplayRequest {
    /// Re-send every delivery (whatever its outcome) created at or after this time (RFC 3339);
    /// without it, every failed delivery is re-sent.
    #[schema(format = DateTime)]
    pub since: Option<String>,
}

/// What a test or replay queued.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Queued {
    /// The event sent (test only).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub event_id: Option<String>,
    /// The new deliveries.
    pub delivery_ids: Vec<String>,
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

/// Whether `host` is a DNS name (letters, digits, hyphens; dot-separated labels of 1 to 63
/// characters) or a bracketed IPv6 literal.
fn valid_host(host: &str) -> bool {
    if let Some(v6) = host.strip_prefix('[').and_then(|h| h.strip_suffix(']')) {
        return v6.parse::<std::net::Ipv6Addr>().is_ok();
    }
    let host = host.strip_suffix('.').unwrap_or(host);
    !host.is_empty()
        && host.len() <= 253
        && host.split('.').all(|label| {
            (1..=63).contains(&label.len())
                && label
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        })
}

/// How long the host name of a webhook URL may take to resolve when it is set.
const RESOLVE_TIMEOUT: std::time::Duration = std::time::Duration::from_secs(2);

async fn check_url(app: &App, url: &str, errors: &mut Vec<FieldError>) {
    let allow_http = app.config.allow_http_webhooks;
    if url.len() > 2048 {
        errors.push(err("url", "must be at most 2048 characters"));
        return;
    }
    // A real host name or address, no user information, a numeric port when one is given.
    let authority_ok = |uri: &http::Uri| {
        uri.authority().is_some_and(|a| {
            let text = a.as_str();
            !text.contains('@')
                && valid_host(a.host())
                && (!text[a.host().len()..].starts_with(':') || a.port_u16().is_some())
        })
    };
    let uri = match url.parse::<http::Uri>() {
        Ok(uri) if authority_ok(&uri) => uri,
        _ => return errors.push(err("url", "must be an absolute https:// URL")),
    };
    let port = match uri.scheme_str() {
        Some("https") => 443,
        Some("http") if allow_http => 80,
        _ => return errors.push(err("url", "must be an https:// URL")),
    };
    let host = uri.host().unwrap_or_default();
    if let Some(why) = forbidden_host(app, host, uri.port_u16().unwrap_or(port)).await {
        errors.push(err("url", why));
    }
}

/// Why the host of a webhook URL is refused: an IP literal, or a name that resolves now to an
/// address, that the deliverer does not permit (loopback, private, link-local, metadata…,
/// unless allow-listed). A name that does not resolve (in [`RESOLVE_TIMEOUT`]) passes: the
/// deliverer checks the addresses it dials again at every attempt.
async fn forbidden_host(app: &App, host: &str, port: u16) -> Option<String> {
    let bare = host
        .strip_prefix('[')
        .and_then(|h| h.strip_suffix(']'))
        .unwrap_or(host);
    if let Ok(ip) = bare.parse::<IpAddr>() {
        return (!app.deliverer.permits(ip)).then(|| format!("{ip} is {FORBIDDEN}"));
    }
    let name = bare.to_owned();
    let lookup = tokio::task::spawn_blocking(move || {
        (name.as_str(), port)
            .to_socket_addrs()
            .map(|addrs| addrs.map(|a| a.ip()).collect::<Vec<_>>())
    });
    let addrs = match tokio::time::timeout(RESOLVE_TIMEOUT, lookup).await {
        Ok(Ok(Ok(addrs))) => addrs,
        _ => return None,
    };
    let refused = addrs.into_iter().find(|ip| !app.deliverer.permits(*ip))?;
    Some(format!("{bare} resolves to {refused}, {FORBIDDEN}"))
}

/// What a refused webhook address is.
const FORBIDDEN: &str =
    "a loopback, private, link-local or otherwise reserved address that webhooks may not reach";

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

/// Subscribes an endpoint of `account` to events.
pub(crate) async fn create(
    app: &App,
    account: &str,
    req: CreateWebhookRequest,
    now: DateTime<Utc>,
) -> Result<Webhook, Error> {
    let mut errors = Vec::new();
    check_url(app, &req.url, &mut errors).await;
    check_events(&req.events, &mut errors);
    check_secret(&req.secret, &mut errors);
    check_rate(req.rate_limit, &mut errors);
    check_description(req.description.as_ref(), &mut errors);
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    if outbox::webhooks_of(app.storage(), account).await?.len() >= MAX_WEBHOOKS {
        return Err(Error::conflict(format!(
            "An account may hold at most {MAX_WEBHOOKS} webhooks; delete one first."
        )));
    }
    let (account_id, livemode) = split_owner(account);
    let id = new_id("whk", now);
    let secret = app.seal_secret(&id, &req.secret).await?;
    let webhook = Webhook {
        id,
        account_id: account_id.to_owned(),
        livemode,
        url: req.url,
        events: req.events,
        enabled: req.enabled.unwrap_or(true),
        description: req.description,
        disabled_reason: None,
        rate_limit: req.rate_limit.unwrap_or_default(),
        secret,
        previous_secret: None,
        previous_secret_expires_at: None,
        created_at: now,
        updated_at: now,
    };
    let batch = Batch::new().put(webhook.to_doc(1), Expect::Absent);
    let event = NewEvent::of(account, &WebhookCreated::from(&webhook));
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    Ok(webhook)
}

/// A window of the account's subscriptions, newest first.
pub(crate) async fn list_webhooks(
    app: &App,
    account: &str,
    window: Window,
) -> Result<Vec<Webhook>, Error> {
    list::<Webhook>(app, account, Vec::new(), window).await
}

/// A subscription of the account.
pub(crate) async fn get(app: &App, account: &str, id: &str) -> Result<Webhook, Error> {
    load_cached::<Webhook>(app, account, id)
        .await
        .map(|(w, _)| w)
}

/// Changes a subscription: only the fields given change; a new secret leaves the old one
/// signing for 24 hours.
pub(crate) async fn update(
    app: &App,
    account: &str,
    id: &str,
    req: UpdateWebhookRequest,
    now: DateTime<Utc>,
) -> Result<Webhook, Error> {
    let (mut w, version) = load::<Webhook>(app, account, id).await?;
    let mut errors = Vec::new();
    if let Some(url) = &req.url {
        check_url(app, url, &mut errors).await;
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
    if let Some(secret) = req.secret
        && secret != app.open_secret(&w.id, &w.secret).await?
    {
        let sealed = app.seal_secret(&w.id, &secret).await?;
        w.previous_secret = Some(std::mem::replace(&mut w.secret, sealed));
        w.previous_secret_expires_at = Some(now + SECRET_GRACE);
    }
    if let Some(d) = req.description {
        w.description = Some(d);
    }
    if let Some(r) = req.rate_limit {
        w.rate_limit = r;
    }
    w.updated_at = now;
    let batch = Batch::new().put(w.to_doc(version + 1), Expect::Version(version));
    let event = NewEvent::of(account, &WebhookUpdated::from(&w));
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    Ok(w)
}

/// Deletes a subscription; its pending deliveries are dropped.
pub(crate) async fn delete(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<Webhook, Error> {
    let (w, version) = load::<Webhook>(app, account, id).await?;
    let batch = Batch::new().delete(Webhook::KIND, &w.id, Expect::Version(version));
    let event = NewEvent::of(account, &WebhookDeleted::from(&w));
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    Ok(w)
}

/// Sends a `webhook.test` event to this subscription only (even when its patterns do not select
/// it, and even when it is disabled).
pub(crate) async fn test(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<Queued, Error> {
    let (w, _) = load_cached::<Webhook>(app, account, id).await?;
    let event = NewEvent {
        only: Some(&w),
        ..NewEvent::of(account, &WebhookTest::new(&w.id))
    };
    let (batch, event_id, delivery_ids) =
        outbox::stage(app.storage(), Batch::new(), event, now).await?;
    app.storage.commit(batch).await?;
    Ok(Queued {
        event_id: Some(event_id),
        delivery_ids,
    })
}

/// A window of a subscription's deliveries, newest first, optionally of one status
/// (`pending`, `succeeded`, `failed`).
pub(crate) async fn deliveries(
    app: &App,
    account: &str,
    id: &str,
    status: Option<&str>,
    window: Window,
) -> Result<Vec<Delivery>, Error> {
    let (w, _) = load_cached::<Webhook>(app, account, id).await?;
    let mut filters = vec![("webhookId".to_owned(), w.id.clone())];
    if let Some(status) = status {
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
    list::<Delivery>(app, account, filters, window).await
}

/// Re-sends failed deliveries (or every delivery since a time) as new deliveries of the same
/// events, each with a fresh 24-hour retry window.
pub(crate) async fn replay(
    app: &App,
    account: &str,
    id: &str,
    req: ReplayRequest,
    now: DateTime<Utc>,
) -> Result<Queued, Error> {
    let (w, _) = load_cached::<Webhook>(app, account, id).await?;
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
    let window = Window {
        after: None,
        limit: MAX_REPLAY,
    };
    let mut batch = Batch::new();
    let mut ids = Vec::new();
    for old in list::<Delivery>(app, account, filters, window).await? {
        if since.is_some_and(|t| old.created_at < t) || old.status == DeliveryStatus::Pending {
            continue;
        }
        let Some(event) = app.storage.get(StoredEvent::KIND, &old.event_id).await? else {
            continue;
        };
        let (event, _) = StoredEvent::from_doc(event)?;
        let fresh = outbox::pending_delivery(&w, &event, Some(old.id.clone()), now);
        batch = batch
            .put(fresh.to_doc(1), Expect::Absent)
            .job(JobWrite::Enqueue(outbox::job_for(&fresh.id, now)));
        ids.push(fresh.id);
    }
    // Oldest first, as they were first sent.
    ids.reverse();
    app.storage.commit(batch).await?;
    Ok(Queued {
        event_id: None,
        delivery_ids: ids,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn webhook_urls_are_absolute_https_with_a_real_host() {
        let app = crate::app::App::new(
            std::sync::Arc::new(crate::storage::MemoryStorage::new()),
            std::sync::Arc::new(crate::delivery::RecordingDeliverer::new()),
            std::sync::Arc::new(crate::generate::BuiltinGenerator),
            std::sync::Arc::new(crate::clock::SystemClock),
            crate::app::Config::default(),
        );
        let app = &app;
        let ok = |url: &'static str| async move {
            let mut errors = Vec::new();
            check_url(app, url, &mut errors).await;
            errors.is_empty()
        };
        // Names that do not resolve here pass: the deliverer checks again when it connects.
        assert!(ok("https://hooks.invalid/edugen").await);
        assert!(ok("https://hooks.invalid:8443/x?y=1").await);
        for bad in [
            "https://n:5*",
            "https://h*st/x",
            "https://user@hooks.invalid/x",
            "https://[::1]/x",
            "https://-bad-.example/x",
            "https:///x",
            "http://hooks.invalid/x",
            "hooks.invalid/x",
            "https://a..b/x",
        ] {
            assert!(!ok(bad).await, "{bad} was accepted");
        }
    }
}
