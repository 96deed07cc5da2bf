//! API keys: generation, hashing, and the stored record.
//!
//! A key is `eg_live_` or `eg_test_` followed by 32 base62 characters. Only its SHA-256 is
//! stored (in a lookup document whose id is the hex digest); the value itself is returned once,
//! in the response that creates it.

use chrono::{DateTime, Utc};
use ipnet::IpNet;
use rand::Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use utoipa::ToSchema;

use super::scopes::Scope;
use crate::domain::Resource;

/// Length of the random part of a key.
pub const KEY_RANDOM_LEN: usize = 32;

const BASE62: &[u8] = b"0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/// Live keys act on real data; test keys are for integration work. Both are accepted alike.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Environment {
    /// `eg_live_…`
    Live,
    /// `eg_test_…`
    Test,
}

impl Environment {
    /// The key prefix of the environment.
    pub fn prefix(self) -> &'static str {
        match self {
            Environment::Live => "eg_live_",
            Environment::Test => "eg_test_",
        }
    }

    /// `live` or `test`, as on the wire.
    pub fn as_str(self) -> &'static str {
        match self {
            Environment::Live => "live",
            Environment::Test => "test",
        }
    }
}

/// A fresh random key value for `env`.
pub fn generate(env: Environment) -> String {
    let mut rng = rand::rng();
    let random: String = (0..KEY_RANDOM_LEN)
        .map(|_| BASE62[rng.random_range(0..BASE62.len())] as char)
        .collect();
    format!("{}{random}", env.prefix())
}

/// The environment of a well-formed key value, or `None` when it is malformed.
pub fn parse(value: &str) -> Option<Environment> {
    let (env, rest) = if let Some(rest) = value.strip_prefix("eg_live_") {
        (Environment::Live, rest)
    } else {
        (Environment::Test, value.strip_prefix("eg_test_")?)
    };
    (rest.len() == KEY_RANDOM_LEN && rest.bytes().all(|b| b.is_ascii_alphanumeric())).then_some(env)
}

/// SHA-256 of a credential, hex encoded: the id of its lookup document.
pub fn hash(value: &str) -> String {
    let mut out = [0u8; 64];
    hex::encode_to_slice(Sha256::digest(value.as_bytes()), &mut out)
        .expect("64 hex digits for 32 bytes");
    String::from_utf8(out.to_vec()).expect("hex digits are ASCII")
}

/// An API key as stored and listed (never with its value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct ApiKey {
    /// `key_…`
    pub id: String,
    /// Always `api_key`.
    #[serde(default = "api_key_object")]
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// A name to recognise the key by.
    pub name: String,
    /// `live` or `test`.
    pub environment: Environment,
    /// The first 12 characters of the value (`eg_test_AbCd`), to tell keys apart.
    pub prefix: String,
    /// The scopes the key grants.
    pub scopes: Vec<Scope>,
    /// Client networks allowed to use the key (CIDR); empty: any.
    #[schema(value_type = Vec<String>)]
    pub allowed_ips: Vec<IpNet>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// When the key stops working (set when it is rotated with a grace period).
    #[serde(with = "crate::ids::ts::option", default)]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub expires_at: Option<DateTime<Utc>>,
    /// When it was revoked.
    #[serde(with = "crate::ids::ts::option", default)]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub revoked_at: Option<DateTime<Utc>>,
    /// The key that replaced it, after a rotation.
    #[serde(default)]
    pub replaced_by: Option<String>,
}

fn api_key_object() -> String {
    "api_key".to_owned()
}

impl ApiKey {
    /// Whether the key authenticates at `now`.
    pub fn is_active(&self, now: DateTime<Utc>) -> bool {
        self.revoked_at.is_none() && self.expires_at.is_none_or(|t| now < t)
    }

    /// Whether a client at `ip` may use the key.
    pub fn allows(&self, ip: Option<std::net::IpAddr>) -> bool {
        if self.allowed_ips.is_empty() {
            return true;
        }
        ip.is_some_and(|ip| self.allowed_ips.iter().any(|net| net.contains(&ip)))
    }
}

impl Resource for ApiKey {
    const KIND: &'static str = "api_key";
    const NAME: &'static str = "API key";
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

/// The lookup document from a key's hash to the key.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct KeyHash {
    /// Hex SHA-256 of the value.
    pub(crate) hash: String,
    pub(crate) key_id: String,
    pub(crate) account_id: String,
}

impl Resource for KeyHash {
    const KIND: &'static str = "api_key_hash";
    const NAME: &'static str = "API key";
    fn id(&self) -> &str {
        &self.hash
    }
    fn account(&self) -> &str {
        &self.account_id
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generated_keys_parse_and_hash_to_64_hex_chars() {
        let k = generate(Environment::Test);
        assert_eq!(k.len(), 8 + 32);
        assert_eq!(parse(&k), Some(Environment::Test));
        assert_eq!(parse(&generate(Environment::Live)), Some(Environment::Live));
        assert_eq!(parse("eg_test_short"), None);
        assert_eq!(parse("eg_prod_0123456789abcdef0123456789abcdef"), None);
        assert_eq!(parse("eg_test_0123456789abcdef0123456789abcde!"), None);
        assert_eq!(
            hash("abc"),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
    }
}
