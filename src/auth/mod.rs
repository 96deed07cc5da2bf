//! Credentials: parsing the `Authorization` header, API keys, scopes.

use std::net::IpAddr;

use chrono::{DateTime, Utc};
use http::HeaderMap;
use subtle::ConstantTimeEq;

use crate::domain::Resource;
use crate::domain::account::Account;
use crate::error::{Error, ErrorCode};
use crate::storage::Storage;

pub mod keys;
pub mod scopes;
pub(crate) mod seal;

pub use keys::{ApiKey, Environment};
pub use scopes::{Preset, Scope};

/// Who a request acts for: the account and the key it authenticated with.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Principal {
    /// The account.
    pub account: Account,
    /// The key used.
    pub key: ApiKey,
    /// Where the account's resources of the key's mode (live or test) are kept.
    pub(crate) owner: String,
    /// Derived from the credential's value: seals what only this credential may read back.
    pub(crate) credential_key: CredentialKey,
}

/// A key derived from a credential's value (never the value itself).
#[derive(Clone)]
pub(crate) struct CredentialKey(pub(crate) seal::SealKey);

impl std::fmt::Debug for CredentialKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("CredentialKey(..)")
    }
}

impl Principal {
    /// Where the account's resources in the key's mode are kept: live and test data never mix.
    pub(crate) fn owner(&self) -> &str {
        &self.owner
    }

    /// Whether the credential holds `scope`.
    pub fn has(&self, scope: Scope) -> bool {
        self.key.scopes.contains(&scope)
    }
}

/// What the `Authorization` header of a request amounts to.
#[derive(Debug)]
pub(crate) enum Auth {
    /// No credential was sent.
    Anonymous,
    /// A valid credential.
    Principal(Box<Principal>),
    /// A credential was sent and refused (401).
    Rejected(Error),
}

fn unauthorized(detail: &str) -> Error {
    Error::new(ErrorCode::Unauthorized, detail)
}

/// Resolves the request's credential against `storage`.
pub(crate) async fn authenticate(
    storage: &dyn Storage,
    headers: &HeaderMap,
    client_ip: Option<IpAddr>,
    now: DateTime<Utc>,
) -> Auth {
    let Some(value) = headers.get(http::header::AUTHORIZATION) else {
        return Auth::Anonymous;
    };
    let token = value.to_str().ok().and_then(|v| {
        let (scheme, token) = v.split_once(' ')?;
        scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
    });
    let Some(token) = token else {
        return Auth::Rejected(unauthorized(
            "The Authorization header must be `Bearer <API key or access token>`.",
        ));
    };
    if token.starts_with("egat_") {
        // Access tokens are issued by the OAuth routes; none is known to this service.
        return Auth::Rejected(unauthorized("The access token is unknown or expired."));
    }
    if keys::parse(token).is_none() {
        return Auth::Rejected(unauthorized(
            "The API key is malformed: expected eg_live_ or eg_test_ and 32 letters or digits.",
        ));
    }
    match resolve_key(storage, token, client_ip, now).await {
        Ok(p) => Auth::Principal(Box::new(p)),
        Err(p) => Auth::Rejected(p),
    }
}

async fn resolve_key(
    storage: &dyn Storage,
    token: &str,
    client_ip: Option<IpAddr>,
    now: DateTime<Utc>,
) -> Result<Principal, Error> {
    let digest = keys::hash(token);
    let unknown = || unauthorized("The API key is unknown, revoked or expired.");
    let lookup = storage
        .get_cached(keys::KeyHash::KIND, &digest)
        .await?
        .ok_or_else(unknown)?;
    let (lookup, _) = keys::KeyHash::from_doc(lookup)?;
    // The lookup is by digest; compare it again in constant time so that no code path
    // depends on how many leading characters matched.
    if !bool::from(lookup.hash.as_bytes().ct_eq(digest.as_bytes())) {
        return Err(unknown());
    }
    let key = storage
        .get_cached(ApiKey::KIND, &lookup.key_id)
        .await?
        .ok_or_else(unknown)?;
    let (key, _) = ApiKey::from_doc(key)?;
    if !key.is_active(now) {
        return Err(unknown());
    }
    if !key.allows(client_ip) {
        return Err(unauthorized(
            "The API key may not be used from this client address.",
        ));
    }
    let account = storage
        .get_cached(Account::KIND, &key.account_id)
        .await?
        .ok_or_else(unknown)?;
    let (account, _) = Account::from_doc(account)?;
    let owner = crate::domain::owner(&account.id, key.environment == Environment::Live);
    Ok(Principal {
        account,
        key,
        owner,
        credential_key: CredentialKey(seal::derive(token.as_bytes(), "credential")),
    })
}
