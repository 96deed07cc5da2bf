//! OAuth 2.0 credentials: token and secret formats, PKCE (S256 only), and the stored records of
//! clients, grants, codes and tokens.
//!
//! Every value a client holds (client secret, authorization code, access token, refresh token) is
//! random, is returned once, and is stored only as its SHA-256: a lookup document whose id is the
//! hex digest. Tokens of one authorization belong to a grant (the token family): revoking the
//! grant revokes every token issued under it, which is how the reuse of a spent refresh token or
//! of a spent code is answered (RFC 9700 §4.14, RFC 6749 §4.1.2).

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use chrono::{DateTime, Utc};
use rand::Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;
use utoipa::ToSchema;

use super::scopes::Scope;
use crate::domain::Resource;

/// Prefix of an access token.
pub const ACCESS_TOKEN_PREFIX: &str = "egat_";
/// Prefix of a refresh token.
pub const REFRESH_TOKEN_PREFIX: &str = "egrt_";
/// Prefix of a confidential client's secret.
pub const CLIENT_SECRET_PREFIX: &str = "egcs_";
/// Length of the random part of a token or secret (base62: about 238 bits).
pub const TOKEN_RANDOM_LEN: usize = 40;

/// How long an access token works: one hour.
pub const ACCESS_TOKEN_TTL: chrono::Duration = chrono::Duration::hours(1);
/// How long a refresh token works if it is not used: 30 days (each use issues a new one).
pub const REFRESH_TOKEN_TTL: chrono::Duration = chrono::Duration::days(30);
/// The id prefix of grants.
pub(crate) const GRANT_ID_PREFIX: &str = "oag";
/// How long one authorization (a grant, the family of its tokens) lasts however often it is
/// refreshed: 365 days, then the user authorizes the client again. Its refresh tokens never
/// outlive it, and the retention job deletes it once its tokens are gone.
pub const GRANT_TTL: chrono::Duration = chrono::Duration::days(365);
/// How long an authorization code may be exchanged: 60 seconds.
pub const CODE_TTL: chrono::Duration = chrono::Duration::seconds(60);

const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// A fresh random value: `prefix` and [`TOKEN_RANDOM_LEN`] base62 characters.
pub(crate) fn generate(prefix: &str) -> String {
    let mut rng = rand::rng();
    let random: String = (0..TOKEN_RANDOM_LEN)
        .map(|_| BASE62[rng.random_range(0..BASE62.len())] as char)
        .collect();
    format!("{prefix}{random}")
}

/// Whether `value` has the form of a value made by [`generate`] with `prefix`.
pub(crate) fn well_formed(prefix: &str, value: &str) -> bool {
    value.strip_prefix(prefix).is_some_and(|rest| {
        rest.len() == TOKEN_RANDOM_LEN && rest.bytes().all(|b| b.is_ascii_alphanumeric())
    })
}

/// The time part of a ULID made at `t` (10 characters, sorted as time).
fn stamp(t: DateTime<Utc>) -> String {
    let ms = u64::try_from(t.timestamp_millis()).unwrap_or(0);
    ulid::Ulid::from_parts(ms, 0).to_string()[..10].to_owned()
}

/// A fresh token made at `now`: `prefix`, the time (10 characters), then 30 random base62
/// characters (about 178 bits). The time lets its record be found, and purged, by age.
pub(crate) fn generate_at(prefix: &str, now: DateTime<Utc>) -> String {
    let mut rng = rand::rng();
    let random: String = (0..TOKEN_RANDOM_LEN - 10)
        .map(|_| BASE62[rng.random_range(0..BASE62.len())] as char)
        .collect();
    format!("{prefix}{}{random}", stamp(now))
}

/// A fresh authorization code made at `now`: the time (10 characters), then 25 random bytes
/// base64url (34 characters).
pub(crate) fn generate_code(now: DateTime<Utc>) -> String {
    format!(
        "{}{}",
        stamp(now),
        URL_SAFE_NO_PAD.encode(rand::random::<[u8; 25]>())
    )
}

/// The id of the record of a value made by [`generate_at`] (with `prefix`) or [`generate_code`]
/// (prefix `""`): its time, `_`, and its SHA-256. `None` when the value has no time part.
pub(crate) fn record_id(prefix: &str, value: &str) -> Option<String> {
    let time = value.strip_prefix(prefix)?.get(..10)?;
    time.bytes()
        .all(|b| b.is_ascii_alphanumeric())
        .then(|| format!("{time}_{}", hash(value)))
}

/// Every record id made before `t` sorts below this (the retention job's bound).
pub(crate) fn record_floor(t: DateTime<Utc>) -> String {
    stamp(t)
}

/// SHA-256 of a value, hex: the id of its lookup document.
pub(crate) fn hash(value: &str) -> String {
    super::keys::hash(value)
}

/// Whether two strings are equal, in time independent of where they differ.
pub(crate) fn ct_eq(a: &str, b: &str) -> bool {
    bool::from(a.as_bytes().ct_eq(b.as_bytes()))
}

/// Whether `s` is made of 43 to 128 characters of `[A-Za-z0-9-._~]` (RFC 7636 §4.1, the form of
/// a code verifier, and of an S256 challenge's 43 characters).
fn pkce_chars(s: &str, min: usize) -> bool {
    (min..=128).contains(&s.len())
        && s.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-._~".contains(&b))
}

/// Whether `verifier` is a well-formed code verifier (RFC 7636 §4.1).
pub(crate) fn valid_verifier(verifier: &str) -> bool {
    pkce_chars(verifier, 43)
}

/// Whether `challenge` is a well-formed S256 code challenge: base64url without padding of a
/// SHA-256 digest, 43 characters.
pub(crate) fn valid_challenge(challenge: &str) -> bool {
    challenge.len() == 43
        && challenge
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
}

/// The S256 challenge of `verifier`: `BASE64URL(SHA256(verifier))` (RFC 7636 §4.2).
pub fn s256_challenge(verifier: &str) -> String {
    URL_SAFE_NO_PAD.encode(Sha256::digest(verifier.as_bytes()))
}

/// Whether `verifier` proves `challenge` under S256, compared in constant time.
pub(crate) fn verify_s256(verifier: &str, challenge: &str) -> bool {
    valid_verifier(verifier) && ct_eq(&s256_challenge(verifier), challenge)
}

/// Scopes as OAuth writes them: wire names separated by one space.
pub fn scope_string(scopes: &[Scope]) -> String {
    scopes
        .iter()
        .map(|s| s.as_str())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Parses an OAuth `scope` parameter (names separated by spaces, RFC 6749 §3.3): the scopes,
/// sorted and without repeats, or the first unknown name.
pub fn parse_scopes(value: &str) -> Result<Vec<Scope>, String> {
    let mut out = Vec::new();
    for name in value.split(' ').filter(|n| !n.is_empty()) {
        match Scope::parse(name) {
            Some(s) => out.push(s),
            None => return Err(name.chars().take(64).collect()),
        }
    }
    out.sort_unstable();
    out.dedup();
    Ok(out)
}

/// Whether a client keeps a secret.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ClientType {
    /// A server-side application: it authenticates at the token endpoint with its secret.
    Confidential,
    /// A browser or native application: no secret; PKCE alone binds its codes.
    Public,
}

impl ClientType {
    /// `confidential` or `public`.
    pub fn as_str(self) -> &'static str {
        match self {
            ClientType::Confidential => "confidential",
            ClientType::Public => "public",
        }
    }
}

/// An OAuth client, registered by the host (never its secret).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct OauthClient {
    /// `cli_…`
    pub id: String,
    /// The name shown to users on the consent page.
    pub name: String,
    /// Confidential or public.
    pub client_type: ClientType,
    /// The redirect URIs, matched exactly (the port of a loopback URI excepted).
    pub redirect_uris: Vec<String>,
    /// The most a token of this client may grant.
    pub scopes: Vec<Scope>,
    /// Registration time.
    #[serde(with = "crate::ids::ts")]
    pub created_at: DateTime<Utc>,
    /// SHA-256 of the secret (confidential clients).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) secret_hash: Option<String>,
}

impl OauthClient {
    /// Whether `secret` is this client's secret (constant time; a public client has none).
    pub(crate) fn secret_matches(&self, secret: &str) -> bool {
        match &self.secret_hash {
            Some(h) => ct_eq(h, &hash(secret)),
            None => false,
        }
    }
}

impl Resource for OauthClient {
    const KIND: &'static str = "oauth_client";
    const NAME: &'static str = "OAuth client";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        ""
    }
}

/// Why a grant (a token family) was revoked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum GrantRevocation {
    /// The client revoked its refresh token.
    Requested,
    /// A spent refresh token was presented again.
    RefreshTokenReuse,
    /// A spent authorization code was presented again.
    CodeReuse,
}

/// One authorization of a client by a user: the family of every token issued from one code.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Grant {
    pub(crate) id: String,
    pub(crate) client_id: String,
    pub(crate) account_id: String,
    pub(crate) livemode: bool,
    /// The scopes the user granted: refreshes may narrow them, never widen.
    pub(crate) scopes: Vec<Scope>,
    #[serde(with = "crate::ids::ts")]
    pub(crate) created_at: DateTime<Utc>,
    #[serde(with = "crate::ids::ts::option", default)]
    pub(crate) revoked_at: Option<DateTime<Utc>>,
    #[serde(default)]
    pub(crate) revocation: Option<GrantRevocation>,
}

impl Resource for Grant {
    const KIND: &'static str = "oauth_grant";
    const NAME: &'static str = "OAuth grant";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
}

/// An authorization code, by its hash: single use, bound to its client, redirect URI,
/// challenge and scopes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct AuthCode {
    /// The record's id ([`record_id`]).
    pub(crate) key: String,
    /// Hex SHA-256 of the code.
    pub(crate) hash: String,
    pub(crate) client_id: String,
    pub(crate) redirect_uri: String,
    pub(crate) code_challenge: String,
    pub(crate) scopes: Vec<Scope>,
    pub(crate) account_id: String,
    pub(crate) livemode: bool,
    #[serde(with = "crate::ids::ts")]
    pub(crate) expires_at: DateTime<Utc>,
    /// The grant its exchange created (set when it is used).
    #[serde(default)]
    pub(crate) grant_id: Option<String>,
}

impl Resource for AuthCode {
    const KIND: &'static str = "oauth_code";
    const NAME: &'static str = "authorization code";
    fn id(&self) -> &str {
        &self.key
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
}

/// Whether a token record is an access or a refresh token.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub(crate) enum TokenKind {
    Access,
    Refresh,
}

/// An access or refresh token, by its hash.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Token {
    /// The record's id ([`record_id`]).
    pub(crate) key: String,
    /// Hex SHA-256 of the value.
    pub(crate) hash: String,
    /// A stable id (`oat_…`), never the value.
    pub(crate) id: String,
    pub(crate) kind: TokenKind,
    pub(crate) grant_id: String,
    pub(crate) client_id: String,
    pub(crate) account_id: String,
    pub(crate) livemode: bool,
    pub(crate) scopes: Vec<Scope>,
    /// The first 12 characters of the value, to recognise it.
    pub(crate) prefix: String,
    #[serde(with = "crate::ids::ts")]
    pub(crate) created_at: DateTime<Utc>,
    #[serde(with = "crate::ids::ts")]
    pub(crate) expires_at: DateTime<Utc>,
    /// When a refresh token was exchanged for the next one.
    #[serde(with = "crate::ids::ts::option", default)]
    pub(crate) spent_at: Option<DateTime<Utc>>,
    #[serde(with = "crate::ids::ts::option", default)]
    pub(crate) revoked_at: Option<DateTime<Utc>>,
}

impl Token {
    /// Whether the token works at `now` (its grant is checked apart).
    pub(crate) fn is_active(&self, now: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && self.spent_at.is_none() && now < self.expires_at
    }
}

impl Resource for Token {
    const KIND: &'static str = "oauth_token";
    const NAME: &'static str = "OAuth token";
    // The record is named by its value's time and hash; `id` names the token elsewhere.
    #[allow(clippy::misnamed_getters)]
    fn id(&self) -> &str {
        &self.key
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s256_matches_the_rfc_7636_example() {
        // RFC 7636, appendix B.
        let verifier = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";
        assert_eq!(
            s256_challenge(verifier),
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        );
        assert!(verify_s256(
            verifier,
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        ));
        assert!(!verify_s256(
            "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXx",
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        ));
        // A verifier too short is refused even when it hashes right.
        assert!(!verify_s256("short", &s256_challenge("short")));
        assert!(valid_challenge(
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM"
        ));
        assert!(!valid_challenge(
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-c"
        ));
        assert!(!valid_challenge(
            "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw+cM"
        ));
    }

    #[test]
    fn tokens_have_their_prefix_and_40_base62_characters() {
        let t = generate(ACCESS_TOKEN_PREFIX);
        assert_eq!(t.len(), 5 + 40);
        assert!(well_formed(ACCESS_TOKEN_PREFIX, &t));
        assert!(!well_formed(REFRESH_TOKEN_PREFIX, &t));
        assert!(!well_formed(ACCESS_TOKEN_PREFIX, &t[..44]));
        let now = chrono::DateTime::parse_from_rfc3339("2026-01-01T00:00:10Z")
            .unwrap()
            .to_utc();
        let code = generate_code(now);
        assert_eq!(code.len(), 44);
        assert_ne!(generate_code(now), code);
        // Records are named by time, then hash: they sort, and are purged, by age.
        let t = generate_at(ACCESS_TOKEN_PREFIX, now);
        assert!(well_formed(ACCESS_TOKEN_PREFIX, &t));
        let id = record_id(ACCESS_TOKEN_PREFIX, &t).unwrap();
        assert_eq!(id, format!("{}_{}", &t[5..15], hash(&t)));
        assert_eq!(record_id("", &code).unwrap()[..10], t[5..15]);
        let later = now + chrono::Duration::milliseconds(1);
        assert!(id.as_str() < record_floor(later).as_str());
        assert!(id.as_str() > record_floor(now).as_str());
        assert_eq!(record_id(ACCESS_TOKEN_PREFIX, "egat_é"), None);
        assert_eq!(record_id("", "short"), None);
        assert_eq!(record_id("", "ab!defghijk"), None);
    }

    #[test]
    fn scopes_parse_sorted_without_repeats() {
        assert_eq!(
            parse_scopes("exams:write  curriculum:read exams:write"),
            Ok(vec![Scope::CurriculumRead, Scope::ExamsWrite])
        );
        assert_eq!(parse_scopes("exams:admin"), Err("exams:admin".to_owned()));
        assert_eq!(parse_scopes(""), Ok(vec![]));
        assert_eq!(
            scope_string(&[Scope::CurriculumRead, Scope::ExamsWrite]),
            "curriculum:read exams:write"
        );
    }
}
