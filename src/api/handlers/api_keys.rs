//! `/v1/api-keys`: create, list, revoke, rotate (scope `account:manage`).

use std::time::Duration;

use http::{Method, StatusCode};
use ipnet::IpNet;
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use crate::api::ctx::{Ctx, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::keys::ApiKey;
use crate::auth::{Environment, Preset, Scope};
use crate::domain::Resource;
use crate::error::{Error, ErrorCode, FieldError};
use crate::services::accounts::NewKey;
use crate::services::load;
use crate::storage::ListQuery;

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

/// Most networks in a key's allow-list.
const MAX_ALLOWED_IPS: usize = 32;

/// Body of `POST /v1/api-keys`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct CreateKeyRequest {
    /// A name to recognise the key by: 1 to 100 characters once leading and trailing white space
    /// is removed (it is stored trimmed).
    pub name: String,
    /// A scope preset; default `viewer` when `scopes` is not given either. Not with `scopes`.
    pub preset: Option<Preset>,
    /// Granular scopes, instead of a preset (at least one; repeats are merged). Not with
    /// `preset`. A key can be given only scopes the calling key holds (else 403).
    #[schema(min_items = 1)]
    pub scopes: Option<Vec<Scope>>,
    /// `live` or `test`; default: the environment of the calling key.
    pub environment: Option<Environment>,
    /// Client addresses or CIDR networks allowed to use the key (at most 32); default: any.
    #[serde(default)]
    #[schema(max_items = 32, value_type = Vec<crate::api::openapi::schemas::IpNetwork>)]
    pub allowed_ips: Vec<String>,
}

/// A key with its value, answered once on creation and rotation.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CreatedKeyResponse {
    /// The key.
    #[serde(flatten)]
    pub key: ApiKey,
    /// The key value: send it as `Authorization: Bearer <secret>`. Shown this once only.
    pub secret: String,
}

/// Body of `POST /v1/api-keys/{keyId}/rotate`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct RotateKeyRequest {
    /// How long the old value keeps working, 0 to 86400 seconds (default 0: it stops now).
    #[serde(default)]
    #[schema(maximum = 86400)]
    pub grace_period_seconds: u64,
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
    let caller = cx.principal()?;
    let mut errors = Vec::new();
    let name = req.name.trim().to_owned();
    if name.is_empty() || name.chars().count() > 100 {
        errors.push(field("name", "must be 1 to 100 characters"));
    }
    let scopes = match (req.preset, req.scopes) {
        (Some(_), Some(_)) => {
            errors.push(field("scopes", "give either preset or scopes, not both"));
            Vec::new()
        }
        (None, Some(s)) if s.is_empty() => {
            errors.push(field("scopes", "must hold at least one scope"));
            Vec::new()
        }
        (None, Some(mut s)) => {
            s.sort_unstable();
            s.dedup();
            s
        }
        (preset, None) => preset.unwrap_or(Preset::Viewer).scopes(),
    };
    if req.allowed_ips.len() > MAX_ALLOWED_IPS {
        errors.push(field("allowedIps", "at most 32 networks"));
    }
    let mut allowed_ips = Vec::new();
    for (i, ip) in req.allowed_ips.iter().enumerate() {
        match parse_net(ip) {
            Some(net) => allowed_ips.push(net),
            None => errors.push(field(
                &format!("allowedIps[{i}]"),
                "must be an IP address or a CIDR network",
            )),
        }
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    if let Some(missing) = scopes.iter().find(|s| !caller.has(**s)) {
        return Err(Error::new(
            ErrorCode::ForbiddenScope,
            format!("A key cannot grant the scope `{missing}`, which the calling key lacks."),
        ));
    }
    let new = NewKey {
        name,
        environment: req.environment.unwrap_or(caller.key.environment),
        scopes,
        allowed_ips,
    };
    let created = crate::services::accounts::Accounts::new(&cx.app)
        .create_key(cx.account_id()?, new)
        .await?;
    Ok(json(
        StatusCode::CREATED,
        &CreatedKeyResponse {
            key: created.key,
            secret: created.secret,
        },
    ))
}

/// List API keys, newest first (revoked and expired ones included; values never).
#[utoipa::path(operation_id = "listApiKeys", get, path = "/v1/api-keys", tag = "Account",
    params(crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of keys", body = Page<ApiKey>)),
    security(("bearer" = ["account:manage"])))]
pub(crate) async fn list(cx: Ctx) -> HandlerResult {
    let page = PageRequest::from_query(&cx.query(), "api-keys")?;
    let docs = cx
        .storage()
        .list(&ListQuery {
            kind: ApiKey::KIND.to_owned(),
            account: cx.account_id()?.to_owned(),
            filters: Vec::new(),
            before: page.after.clone(),
            limit: page.limit + 1,
        })
        .await?;
    let keys = docs
        .into_iter()
        .map(|d| ApiKey::from_doc(d).map(|(k, _)| k))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(json(StatusCode::OK, &page.page(keys, |k| k.id.clone())))
}

/// Revoke an API key at once. Revoking a revoked key answers it unchanged.
#[utoipa::path(operation_id = "revokeApiKey", delete, path = "/v1/api-keys/{keyId}", tag = "Account",
    params(("keyId" = String, Path, description = "The key id (`key_…`)")),
    responses((status = 200, description = "The revoked key", body = ApiKey)),
    security(("bearer" = ["account:manage"])))]
pub(crate) async fn revoke(cx: Ctx) -> HandlerResult {
    let key = crate::services::accounts::Accounts::new(&cx.app)
        .revoke_key(cx.account_id()?, cx.param("keyId"))
        .await?;
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
    let account = cx.account_id()?;
    // 404 before validating the body's values, as for every route with an id.
    load::<ApiKey>(&cx.app, account, cx.param("keyId")).await?;
    if req.grace_period_seconds > 86_400 {
        return Err(Error::invalid(
            "gracePeriodSeconds",
            "must be from 0 to 86400",
        ));
    }
    let created = crate::services::accounts::Accounts::new(&cx.app)
        .rotate_key(
            account,
            cx.param("keyId"),
            Duration::from_secs(req.grace_period_seconds),
        )
        .await?;
    Ok(json(
        StatusCode::CREATED,
        &CreatedKeyResponse {
            key: created.key,
            secret: created.secret,
        },
    ))
}

fn field(name: &str, message: &str) -> FieldError {
    FieldError {
        field: name.to_owned(),
        message: message.to_owned(),
    }
}

fn parse_net(s: &str) -> Option<IpNet> {
    s.parse::<IpNet>()
        .ok()
        .or_else(|| s.parse::<std::net::IpAddr>().ok().map(IpNet::from))
}
