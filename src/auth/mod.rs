//! Credentials: parsing the `Authorization` header, API keys, scopes.

use std::net::IpAddr;
use std::sync::Arc;

use chrono::{DateTime, Utc};
use http::HeaderMap;
use subtle::ConstantTimeEq;

use crate::domain::Resource;
use crate::domain::account::Account;
use crate::error::{Error, ErrorCode};
use crate::storage::Storage;

pub(crate) mod cache;
pub mod keys;
pub mod oauth;
pub mod scopes;
pub(crate) mod seal;

pub use keys::{ApiKey, Environment};
pub use scopes::{Preset, Scope};

/// Who a request acts for: the account and the key it authenticated with.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct Principal {
    /// The account (shared with the cache of verified keys).
    pub account: Arc<Account>,
    /// The key used. For an OAuth access token: a view of the token as a key (its id `oat_…`,
    /// the client's name, the granted scopes, its expiry), so that every rule of keys applies.
    pub key: Arc<ApiKey>,
    /// The OAuth client (`cli_…`) when the credential is an access token.
    pub oauth_client: Option<String>,
    /// Where the account's resources of the key's mode (live or test) are kept.
    pub(crate) owner: String,
    /// The credential's value, held for this request only (never stored, never printed): it
    /// seals what only this credential may read back.
    pub(crate) credential_key: CredentialKey,
}

/// A credential's value for the length of a request; [`CredentialKey::key`] derives the key
/// that seals what only this credential may read back. Never stored, never printed.
#[derive(Clone)]
pub(crate) struct CredentialKey(String);

impl CredentialKey {
    /// The sealing key of this credential (derived when needed: most requests never seal).
    pub(crate) fn key(&self) -> seal::SealKey {
        seal::derive(self.0.as_bytes(), "credential")
    }
}

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

/// The credential of an `Authorization` value, as RFC 6750 (section 2.1) writes it: the scheme
/// `Bearer` (in any case), exactly one space, then a non-empty b64token (letters, digits,
/// `-._~+/`, then optional trailing `=`). Anything else (another scheme, two spaces, a tab,
/// surrounding whitespace, an empty or ill-formed credential) is `None`.
pub(crate) fn bearer(value: &[u8]) -> Option<&str> {
    let value = std::str::from_utf8(value).ok()?;
    let (scheme, token) = value.split_once(' ')?;
    if !scheme.eq_ignore_ascii_case("bearer") {
        return None;
    }
    let body = token.trim_end_matches('=');
    let b64token = !body.is_empty()
        && body.bytes().all(|b| {
            matches!(b, b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'+' | b'/')
        });
    b64token.then_some(token)
}

/// Resolves the request's credential against `storage`.
pub(crate) async fn authenticate(
    storage: &dyn Storage,
    verified: &cache::KeyCache,
    headers: &HeaderMap,
    client_ip: Option<IpAddr>,
    now: DateTime<Utc>,
) -> Auth {
    let mut values = headers.get_all(http::header::AUTHORIZATION).iter();
    let Some(value) = values.next() else {
        return Auth::Anonymous;
    };
    if values.next().is_some() {
        return Auth::Rejected(unauthorized("Send one Authorization header, not several."));
    }
    let Some(token) = bearer(value.as_bytes()) else {
        return Auth::Rejected(unauthorized(
            "The Authorization header must be `Bearer <API key or access token>`.",
        ));
    };
    if token.starts_with(oauth::ACCESS_TOKEN_PREFIX) {
        return match resolve_access_token(storage, token, now).await {
            Ok(p) => Auth::Principal(Box::new(p)),
            Err(p) => Auth::Rejected(p),
        };
    }
    if keys::parse(token).is_none() {
        return Auth::Rejected(unauthorized(
            "The API key is malformed: expected eg_live_ or eg_test_ and 32 letters or digits.",
        ));
    }
    match resolve_key(storage, verified, token, client_ip, now).await {
        Ok(p) => Auth::Principal(Box::new(p)),
        Err(p) => Auth::Rejected(p),
    }
}

pub(crate) async fn resolve_key(
    storage: &dyn Storage,
    verified: &cache::KeyCache,
    token: &str,
    client_ip: Option<IpAddr>,
    now: DateTime<Utc>,
) -> Result<Principal, Error> {
    let digest = keys::hash(token);
    let unknown = || unauthorized("The API key is unknown, revoked or expired.");
    // Taken before any read: a change made while they run makes the entry stale.
    let stamps = cache::KeyCache::stamps(storage);
    let hit = stamps.and_then(|s| verified.get(&digest, s));
    let (key, account) = match hit {
        Some(found) => found,
        None => {
            let (key, account) = read_key(storage, &digest).await?.ok_or_else(unknown)?;
            let (key, account) = (Arc::new(key), Arc::new(account));
            if let Some(s) = stamps {
                verified.put(&digest, s, &key, &account);
            }
            (key, account)
        }
    };
    if !key.is_active(now) {
        return Err(unknown());
    }
    if !key.allows(client_ip) {
        return Err(unauthorized(
            "The API key may not be used from this client address.",
        ));
    }
    let owner = crate::domain::owner(&account.id, key.environment == Environment::Live);
    Ok(Principal {
        account,
        key,
        oauth_client: None,
        owner,
        credential_key: CredentialKey(token.to_owned()),
    })
}

/// The key whose digest is `digest` and its account, as stored (`None`: no such key, or no
/// such account).
async fn read_key(storage: &dyn Storage, digest: &str) -> Result<Option<(ApiKey, Account)>, Error> {
    let Some(lookup) = storage.get_cached(keys::KeyHash::KIND, digest).await? else {
        return Ok(None);
    };
    let (lookup, _) = keys::KeyHash::from_doc(lookup)?;
    // The lookup is by digest; compare it again in constant time so that no code path
    // depends on how many leading characters matched.
    if !bool::from(lookup.hash.as_bytes().ct_eq(digest.as_bytes())) {
        return Ok(None);
    }
    let Some(key) = storage.get_cached(ApiKey::KIND, &lookup.key_id).await? else {
        return Ok(None);
    };
    let (key, _) = ApiKey::from_doc(key)?;
    let Some(account) = storage.get_cached(Account::KIND, &key.account_id).await? else {
        return Ok(None);
    };
    let (account, _) = Account::from_doc(account)?;
    Ok(Some((key, account)))
}

/// An OAuth access token: active, of a grant not revoked, for an account that exists.
async fn resolve_access_token(
    storage: &dyn Storage,
    token: &str,
    now: DateTime<Utc>,
) -> Result<Principal, Error> {
    let unknown = || unauthorized("The access token is unknown, revoked or expired.");
    if !oauth::well_formed(oauth::ACCESS_TOKEN_PREFIX, token) {
        return Err(unknown());
    }
    let digest = oauth::hash(token);
    let key = oauth::record_id(oauth::ACCESS_TOKEN_PREFIX, token).ok_or_else(unknown)?;
    let doc = storage
        .get(oauth::Token::KIND, &key)
        .await?
        .ok_or_else(unknown)?;
    let (record, _) = oauth::Token::from_doc(doc)?;
    if !oauth::ct_eq(&record.hash, &digest)
        || record.kind != oauth::TokenKind::Access
        || !record.is_active(now)
    {
        return Err(unknown());
    }
    let grant = storage
        .get(oauth::Grant::KIND, &record.grant_id)
        .await?
        .ok_or_else(unknown)?;
    let (grant, _) = oauth::Grant::from_doc(grant)?;
    if grant.revoked_at.is_some() {
        return Err(unknown());
    }
    let client = match storage
        .get_cached(oauth::OauthClient::KIND, &record.client_id)
        .await?
    {
        Some(doc) => oauth::OauthClient::from_doc(doc)?.0,
        None => return Err(unknown()),
    };
    let account = storage
        .get_cached(Account::KIND, &record.account_id)
        .await?
        .ok_or_else(unknown)?;
    let (account, _) = Account::from_doc(account)?;
    let environment = if record.livemode {
        Environment::Live
    } else {
        Environment::Test
    };
    let key = ApiKey {
        id: record.id.clone(),
        object: "api_key".to_owned(),
        account_id: record.account_id.clone(),
        livemode: record.livemode,
        name: client.name,
        environment,
        prefix: record.prefix.clone(),
        scopes: record.scopes.clone(),
        allowed_ips: Vec::new(),
        created_at: record.created_at,
        expires_at: Some(record.expires_at),
        revoked_at: None,
        replaced_by: None,
    };
    Ok(Principal {
        owner: crate::domain::owner(&account.id, record.livemode),
        account: Arc::new(account),
        key: Arc::new(key),
        oauth_client: Some(record.client_id),
        credential_key: CredentialKey(token.to_owned()),
    })
}

/// The `Authorization` parser: RFC 6750's form only, and property tests over any input.
#[cfg(test)]
mod props {
    use super::*;
    use proptest::prelude::*;

    use crate::props::check;

    #[test]
    fn bearer_is_the_scheme_one_space_and_a_b64token() {
        for ok in [
            "Bearer eg_test_abc",
            "bearer abc",
            "BEARER a-b.c~d+e/f==",
            "bEaReR x",
        ] {
            assert!(bearer(ok.as_bytes()).is_some(), "{ok:?}");
        }
        assert_eq!(bearer(b"Bearer eg_test_abc"), Some("eg_test_abc"));
        for bad in [
            "Bearer  eg_test_abc",
            "Bearer\teg_test_abc",
            "Bearer eg_test_abc ",
            " Bearer eg_test_abc",
            "Bearer ",
            "Bearer",
            "Bearer =",
            "Bearer a=b",
            "Bearer a b",
            "Bearer\u{a0}abc",
            "Basic dXNlcjpwYXNz",
            "Bearerabc",
            "",
        ] {
            assert_eq!(bearer(bad.as_bytes()), None, "{bad:?}");
        }
        assert_eq!(bearer(b"Bearer \xff"), None);
    }

    /// Any bytes: never a panic; what is accepted is exactly `Bearer` + one space + a
    /// b64token; a b64token is always accepted, and spoiled by any whitespace.
    fn authorization(cases: u32) {
        let token = "[A-Za-z0-9._~+/-]{1,40}=*";
        let input = prop_oneof![
            proptest::collection::vec(any::<u8>(), 0..48),
            "[ -~\t]{0,48}".prop_map(String::into_bytes),
            ("(?i)bearer", "[ \t]{0,3}", token, "[ \t]{0,2}")
                .prop_map(|(s, sp, t, tail)| format!("{s}{sp}{t}{tail}").into_bytes()),
        ];
        check("authorization", cases, input, |raw| {
            match bearer(&raw) {
                Some(t) => {
                    let text = std::str::from_utf8(&raw).unwrap();
                    prop_assert!(text.len() > 7);
                    prop_assert!(text[..6].eq_ignore_ascii_case("bearer"));
                    prop_assert_eq!(&text[6..7], " ");
                    prop_assert_eq!(&text[7..], t);
                    prop_assert!(!t.is_empty() && !t.contains(char::is_whitespace));
                }
                None => {
                    // Only `Bearer ` (ASCII, so byte 7 starts a character) and a bad token.
                    if let Ok(text) = std::str::from_utf8(&raw)
                        && raw.len() >= 7
                        && raw[..6].eq_ignore_ascii_case(b"bearer")
                        && raw[6] == b' '
                    {
                        let body = text[7..].trim_end_matches('=');
                        prop_assert!(
                            body.is_empty()
                                || !body
                                    .bytes()
                                    .all(|b| b.is_ascii_alphanumeric() || b"-._~+/".contains(&b))
                        );
                    }
                }
            }
            Ok(())
        });
    }

    #[test]
    fn props_authorization() {
        authorization(1_000);
    }

    /// Part of the long run (see the README).
    #[test]
    #[ignore]
    fn long_props_authorization() {
        authorization(150_000);
    }
}
