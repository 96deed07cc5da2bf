//! `/v1/api-keys`: create, list, revoke, rotate (scope `account:manage`).

use http::{Method, StatusCode};
use serde::Serialize;
use utoipa::ToSchema;

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{CarriesSecret, HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::auth::keys::ApiKey;
use crate::services::api_keys::{self, CreateKeyRequest, RotateKeyRequest};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(create, list, revoke, rotate))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    vec![
        Route::new(
            Method::POST,
            "/v1/api-keys",
            Scope::AccountManage,
            handler!(create),
        ),
        Route::new(
            Method::GET,
            "/v1/api-keys",
            Scope::AccountManage,
            handler!(list),
        ),
        Route::new(
            Method::DELETE,
            "/v1/api-keys/{keyId}",
            Scope::AccountManage,
            handler!(revoke),
        ),
        Route::new(
            Method::POST,
            "/v1/api-keys/{keyId}/rotate",
            Scope::AccountManage,
            handler!(rotate),
        ),
    ]
}

/// A key with its value, answered once on creation and rotation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub(crate) struct CreatedKeyResponse {
    /// The key.
    #[serde(flatten)]
    pub key: ApiKey,
    /// The key value: send it as `Authorization: Bearer <secret>`. Shown this once only.
    pub secret: String,
}

/// Create an API key.
///
/// The key value is in `secret`, in this response only. A key can be given only scopes the
/// calling key holds.
#[utoipa::path(operation_id = "createApiKey", post, path = "/v1/api-keys", tag = "Account",
    request_body = CreateKeyRequest,
    responses((status = 201, description = "The key, with its value", body = CreatedKeyResponse)),
    security(("bearer" = ["account:manage"])))]
pub(crate) async fn create(cx: Ctx) -> HandlerResult {
    let req: CreateKeyRequest = cx.json()?;
    let created = api_keys::create(&cx.app, cx.principal()?, req).await?;
    let mut res = json(
        StatusCode::CREATED,
        &CreatedKeyResponse {
            key: created.key,
            secret: created.secret,
        },
    );
    res.extensions_mut().insert(CarriesSecret);
    Ok(res)
}

/// List API keys, newest first (revoked and expired ones included; values never).
#[utoipa::path(operation_id = "listApiKeys", get, path = "/v1/api-keys", tag = "Account",
    params(crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of keys", body = Page<ApiKey>)),
    security(("bearer" = ["account:manage"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let page = PageRequest::from_query(&cx.query(), "api-keys")?;
    let keys = api_keys::list(&cx.app, cx.principal()?, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(keys, |k| k.id.clone())))
}

/// Revoke an API key at once. Revoking a revoked key answers it unchanged.
#[utoipa::path(operation_id = "revokeApiKey", delete, path = "/v1/api-keys/{keyId}", tag = "Account",
    params(("keyId" = String, Path, description = "The key id (`key_…`)")),
    responses((status = 200, description = "The revoked key", body = ApiKey)),
    security(("bearer" = ["account:manage"])))]
pub(crate) async fn revoke(cx: Ctx) -> HandlerResult {
    let key = api_keys::revoke(&cx.app, cx.principal()?, cx.param("keyId")).await?;
    Ok(json(StatusCode::OK, &key))
}

/// Rotate an API key: a new value with the same name, scopes and networks; the old value keeps
/// working for `gracePeriodSeconds`.
#[utoipa::path(operation_id = "rotateApiKey", post, path = "/v1/api-keys/{keyId}/rotate", tag = "Account",
    params(("keyId" = String, Path, description = "The key id (`key_…`)")),
    request_body(content = Option<RotateKeyRequest>, description = "Optional: an empty body is `{}`"),
    responses((status = 201, description = "The new key, with its value", body = CreatedKeyResponse)),
    security(("bearer" = ["account:manage"])))]
pub(crate) async fn rotate(cx: Ctx) -> HandlerResult {
    let req: RotateKeyRequest = cx.json()?;
    let created = api_keys::rotate(&cx.app, cx.principal()?, cx.param("keyId"), req).await?;
    let mut res = json(
        StatusCode::CREATED,
        &CreatedKeyResponse {
            key: created.key,
            secret: created.secret,
        },
    );
    res.extensions_mut().insert(CarriesSecret);
    Ok(res)
}
