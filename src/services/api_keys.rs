//! The `/v1/api-keys` use cases, for a caller holding a credential: a key may create, list,
//! rotate or revoke only keys of its own mode (live or test), and only keys whose scopes it holds
//! itself, so that no credential ever grants or obtains more than it has.

use std::time::Duration;

use ipnet::IpNet;
use serde::Deserialize;
use utoipa::ToSchema;

use crate::app::App;
use crate::auth::Principal;
use crate::auth::keys::{ApiKey, Environment};
use crate::auth::scopes::{Preset, Scope};
use crate::error::{Error, ErrorCode, FieldError};
use crate::services::accounts::{Accounts, CreatedKey, NewKey};
use crate::services::{Window, list as list_of, load};

/// Most networks in a key's allow-list.
const MAX_ALLOWED_IPS: usize = 32;

/// Body of `POST /v1/api-keys`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateKeyRequest {
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
    #[schema(max_items = 32, value_type = Vec<crate::domain::schema::IpNetwork>)]
    pub allowed_ips: Vec<String>,
}

/// Body of `POST /v1/api-keys/{keyId}/rotate`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct RotateKeyRequest {
    /// How long the old value keeps working, 0 to 86400 seconds (default 0: it stops now).
    #[serde(default)]
    #[schema(maximum = 86400)]
    pub grace_period_seconds: u64,
}

/// An OAuth access token may not mint API keys: a key would outlive the token's revocation.
fn no_oauth(caller: &Principal) -> Result<(), Error> {
    match caller.oauth_client {
        Some(_) => Err(forbidden(
            "An OAuth access token cannot create or rotate API keys (a key would outlive the \
             token); use an API key."
                .to_owned(),
        )),
        None => Ok(()),
    }
}

fn forbidden(detail: String) -> Error {
    Error::new(ErrorCode::ForbiddenScope, detail)
}

/// Refuses a key the caller does not fully hold: its scopes must be a subset of the caller's.
fn check_holds(caller: &Principal, scopes: &[Scope], what: &str) -> Result<(), Error> {
    match scopes.iter().find(|s| !caller.has(**s)) {
        None => Ok(()),
        Some(missing) => Err(forbidden(format!(
            "The calling key cannot {what} a key with the scope `{missing}`, which it lacks \
             itself."
        ))),
    }
}

/// Creates a key for the caller's account, in the caller's mode.
pub(crate) async fn create(
    app: &App,
    caller: &Principal,
    req: CreateKeyRequest,
) -> Result<CreatedKey, Error> {
    no_oauth(caller)?;
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
    check_holds(caller, &scopes, "create")?;
    let environment = req.environment.unwrap_or(caller.key.environment);
    if environment != caller.key.environment {
        return Err(forbidden(format!(
            "A {} key creates {} keys only.",
            caller.key.environment.as_str(),
            caller.key.environment.as_str()
        )));
    }
    let new = NewKey {
        name,
        environment,
        scopes,
        allowed_ips,
    };
    Accounts::new(app).create_key(&caller.account.id, new).await
}

/// A window of the caller's keys (of its mode), newest first.
pub(crate) async fn list(
    app: &App,
    caller: &Principal,
    window: Window,
) -> Result<Vec<ApiKey>, Error> {
    list_of::<ApiKey>(app, caller.owner(), Vec::new(), window).await
}

/// Revokes a key of the caller's mode whose scopes the caller holds.
pub(crate) async fn revoke(app: &App, caller: &Principal, key_id: &str) -> Result<ApiKey, Error> {
    let (key, _) = load::<ApiKey>(app, caller.owner(), key_id).await?;
    check_holds(caller, &key.scopes, "revoke")?;
    Accounts::new(app)
        .revoke_key(&caller.account.id, key_id)
        .await
}

/// Rotates a key of the caller's mode whose scopes the caller holds.
pub(crate) async fn rotate(
    app: &App,
    caller: &Principal,
    key_id: &str,
    req: RotateKeyRequest,
) -> Result<CreatedKey, Error> {
    // Not found before the body's values, as for every route with an id.
    let (key, _) = load::<ApiKey>(app, caller.owner(), key_id).await?;
    no_oauth(caller)?;
    if req.grace_period_seconds > 86_400 {
        return Err(Error::invalid(
            "gracePeriodSeconds",
            "must be from 0 to 86400",
        ));
    }
    check_holds(caller, &key.scopes, "rotate")?;
    Accounts::new(app)
        .rotate_key(
            &caller.account.id,
            key_id,
            Duration::from_secs(req.grace_period_seconds),
        )
        .await
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
