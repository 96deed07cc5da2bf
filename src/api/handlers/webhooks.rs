//! `/v1/webhooks`: subscriptions, their deliveries, test events and replays.

use http::{Method, StatusCode};
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::webhook::{Delivery, DeliveryStatus, WebhookView};
use crate::services::webhooks::{
    self, CreateWebhookRequest, Queued, ReplayRequest, UpdateWebhookRequest,
};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(create, list, get, update, delete, test, deliveries, replay))]
pub(crate) struct Doc;

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

/// Filter of the deliveries list.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct DeliveryFilter {
    /// `pending`, `succeeded` or `failed`.
    status: Option<DeliveryStatus>,
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
    let w = webhooks::create(&cx.app, cx.account_id()?, req, cx.now).await?;
    Ok(json(StatusCode::CREATED, &w.view(cx.now)))
}

/// List subscriptions, newest first.
#[utoipa::path(get, path = "/v1/webhooks", operation_id = "listWebhooks", tag = "Webhooks",
    params(crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of subscriptions", body = Page<WebhookView>)),
    security(("bearer" = ["webhooks:read"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let page = PageRequest::from_query(&cx.query(), "webhooks")?;
    let found = webhooks::list_webhooks(&cx.app, cx.account_id()?, page.window()).await?;
    let views = found.into_iter().map(|w| w.view(cx.now)).collect();
    Ok(json(StatusCode::OK, &page.page(views, |w| w.id.clone())))
}

/// A subscription.
#[utoipa::path(get, path = "/v1/webhooks/{webhookId}", operation_id = "getWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    responses((status = 200, description = "The subscription", body = WebhookView)),
    security(("bearer" = ["webhooks:read"])))]
pub(crate) async fn get(cx: Ctx) -> HandlerResult {
    let w = webhooks::get(&cx.app, cx.account_id()?, cx.param("webhookId")).await?;
    Ok(json(StatusCode::OK, &w.view(cx.now)))
}

/// Change a subscription: url, events, enabled, description, rate, or a new secret (the old one
/// keeps signing for 24 hours).
#[utoipa::path(patch, path = "/v1/webhooks/{webhookId}", operation_id = "updateWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    request_body(content = Option<UpdateWebhookRequest>, description = "The fields to change; an empty body changes nothing"),
    responses((status = 200, description = "The subscription", body = WebhookView)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn update(cx: Ctx) -> HandlerResult {
    let req: UpdateWebhookRequest = cx.json()?;
    let id = cx.param("webhookId");
    let w = webhooks::update(&cx.app, cx.account_id()?, id, req, cx.now).await?;
    Ok(json(StatusCode::OK, &w.view(cx.now)))
}

/// Delete a subscription; its pending deliveries are dropped.
#[utoipa::path(delete, path = "/v1/webhooks/{webhookId}", operation_id = "deleteWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    responses((status = 200, description = "The deleted subscription", body = WebhookView)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn delete(cx: Ctx) -> HandlerResult {
    let w = webhooks::delete(&cx.app, cx.account_id()?, cx.param("webhookId"), cx.now).await?;
    Ok(json(StatusCode::OK, &w.view(cx.now)))
}

/// Send a `webhook.test` event to this subscription only (even when its patterns do not select
/// it, and even when it is disabled).
#[utoipa::path(post, path = "/v1/webhooks/{webhookId}/test", operation_id = "testWebhook", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    responses((status = 202, description = "The event and its delivery, queued", body = Queued)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn test(cx: Ctx) -> HandlerResult {
    let queued = webhooks::test(&cx.app, cx.account_id()?, cx.param("webhookId"), cx.now).await?;
    Ok(json(StatusCode::ACCEPTED, &queued))
}

/// The deliveries of a subscription, newest first, each with every attempt (status, latency,
/// the start of the answer) and the next attempt's time.
#[utoipa::path(get, path = "/v1/webhooks/{webhookId}/deliveries", operation_id = "listWebhookDeliveries", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`"), DeliveryFilter, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of deliveries", body = Page<Delivery>)),
    security(("bearer" = ["webhooks:read"])))]
pub(crate) async fn deliveries(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let account = cx.account_id()?;
    let id = cx.param("webhookId");
    // 404 before the query's values, as for every route with an id.
    webhooks::get(&cx.app, account, id).await?;
    let page = PageRequest::from_query(&query, "deliveries")?;
    let status = query.get("status");
    let found = webhooks::deliveries(&cx.app, account, id, status, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |d| d.id.clone())))
}

/// Re-send failed deliveries (or every delivery since a time) as new deliveries of the same
/// events, each with a fresh 24-hour retry window.
#[utoipa::path(post, path = "/v1/webhooks/{webhookId}/replay", operation_id = "replayWebhookDeliveries", tag = "Webhooks",
    params(("webhookId" = String, Path, description = "`whk_…`")),
    request_body(content = Option<ReplayRequest>, description = "Optional: an empty body is `{}`"),
    responses((status = 202, description = "The new deliveries, queued", body = Queued)),
    security(("bearer" = ["webhooks:write"])))]
pub(crate) async fn replay(cx: Ctx) -> HandlerResult {
    let req: ReplayRequest = cx.json()?;
    let id = cx.param("webhookId");
    let queued = webhooks::replay(&cx.app, cx.account_id()?, id, req, cx.now).await?;
    Ok(json(StatusCode::ACCEPTED, &queued))
}
