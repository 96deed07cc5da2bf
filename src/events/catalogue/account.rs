//! `api_key.*` and `account.*`: the account's credentials and record.

use serde::Serialize;
use utoipa::ToSchema;

use super::shared::EXAMPLE_ACCOUNT_ID;
use super::*;
use crate::auth::keys::ApiKey;
use crate::ids::timestamp;

const EXAMPLE_KEY_ID: &str = "key_01KAMZDN5P7Q9R1S3T5V7W9X1Y";
const EXAMPLE_NEXT_KEY_ID: &str = "key_01KAMZEP6Q8R0S2T4V6W8X0Y2Z";

/// A key's environment.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum KeyEnvironment {
    /// `eg_live_…`
    Live,
    /// `eg_test_…`
    Test,
}

impl From<crate::auth::keys::Environment> for KeyEnvironment {
    fn from(env: crate::auth::keys::Environment) -> Self {
        use crate::auth::keys::Environment;
        match env {
            Environment::Live => Self::Live,
            Environment::Test => Self::Test,
        }
    }
}

/// An API key (never its value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyHead {
    /// API key id (`key_…`).
    #[schema(pattern = "^key_")]
    pub id: String,
    /// Name to recognise the key by.
    pub name: String,
    /// First characters of the value (`eg_test_AbCd`); never the value itself.
    pub prefix: String,
    /// Scopes granted.
    pub scopes: Vec<String>,
    /// Key environment.
    pub environment: KeyEnvironment,
}

impl From<&ApiKey> for ApiKeyHead {
    fn from(key: &ApiKey) -> Self {
        Self {
            id: key.id.clone(),
            name: key.name.clone(),
            prefix: key.prefix.clone(),
            scopes: key.scopes.iter().map(|s| s.as_str().to_owned()).collect(),
            environment: key.environment.into(),
        }
    }
}

impl ApiKeyHead {
    fn example() -> Self {
        Self {
            id: EXAMPLE_KEY_ID.to_owned(),
            name: "LMS production".to_owned(),
            prefix: "eg_live_7fQa".to_owned(),
            scopes: vec!["exams:read".to_owned(), "exams:write".to_owned()],
            environment: KeyEnvironment::Live,
        }
    }
}

/// A revoked API key (never its value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevokedKey {
    /// Id, name, prefix, scopes and environment.
    #[serde(flatten)]
    pub key: ApiKeyHead,
    /// When it was revoked.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub revoked_at: Option<String>,
    /// Replacing API key id (`key_…`), when the key had been rotated.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, pattern = "^key_")]
    pub replaced_by: Option<String>,
    /// When the key would have stopped working, when it had been rotated.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub expires_at: Option<String>,
}

/// A rotated API key (never its value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RotatedKey {
    /// Id, name, prefix, scopes and environment.
    #[serde(flatten)]
    pub key: ApiKeyHead,
    /// Replacing API key id (`key_…`).
    #[schema(pattern = "^key_")]
    pub replaced_by: String,
    /// When this key stops working (end of the grace period).
    #[schema(format = DateTime)]
    pub expires_at: String,
}

/// An expired API key (never its value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ExpiredKey {
    /// Id, name, prefix, scopes and environment.
    #[serde(flatten)]
    pub key: ApiKeyHead,
    /// When it expired.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub expires_at: Option<String>,
}

/// `data` of `api_key.created`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyCreated {
    /// The key (never its value).
    pub api_key: ApiKeyHead,
}

impl From<&ApiKey> for ApiKeyCreated {
    fn from(key: &ApiKey) -> Self {
        Self {
            api_key: key.into(),
        }
    }
}

impl EventPayload for ApiKeyCreated {
    const TYPE: &'static str = API_KEY_CREATED;

    fn example() -> Self {
        Self {
            api_key: ApiKeyHead::example(),
        }
    }
}

/// `data` of `api_key.revoked`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyRevoked {
    /// The key (never its value).
    pub api_key: RevokedKey,
}

/// The revoked `key`, with its revocation time and, if it had been rotated, its replacement.
impl From<&ApiKey> for ApiKeyRevoked {
    fn from(key: &ApiKey) -> Self {
        Self {
            api_key: RevokedKey {
                key: key.into(),
                revoked_at: key.revoked_at.map(timestamp),
                replaced_by: key.replaced_by.clone(),
                expires_at: key.replaced_by.as_ref().and(key.expires_at).map(timestamp),
            },
        }
    }
}

impl EventPayload for ApiKeyRevoked {
    const TYPE: &'static str = API_KEY_REVOKED;

    fn example() -> Self {
        Self {
            api_key: RevokedKey {
                key: ApiKeyHead::example(),
                revoked_at: Some("2025-11-22T10:04:25.123Z".to_owned()),
                replaced_by: None,
                expires_at: None,
            },
        }
    }
}

/// `data` of `api_key.rotated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyRotated {
    /// The key (never its value).
    pub api_key: RotatedKey,
}

impl ApiKeyRotated {
    /// `key` was replaced by `replaced_by` and stops working at `expires_at` (RFC 3339, see
    /// [`crate::ids::timestamp`]).
    pub fn new(
        key: impl Into<ApiKeyHead>,
        replaced_by: impl Into<String>,
        expires_at: impl Into<String>,
    ) -> Self {
        Self {
            api_key: RotatedKey {
                key: key.into(),
                replaced_by: replaced_by.into(),
                expires_at: expires_at.into(),
            },
        }
    }

    /// The payload of the rotated `key`; `None` unless its replacement and expiry are set.
    pub fn of(key: &ApiKey) -> Option<Self> {
        Some(Self::new(
            key,
            key.replaced_by.clone()?,
            timestamp(key.expires_at?),
        ))
    }
}

impl EventPayload for ApiKeyRotated {
    const TYPE: &'static str = API_KEY_ROTATED;

    fn example() -> Self {
        Self::new(
            ApiKeyHead::example(),
            EXAMPLE_NEXT_KEY_ID,
            "2025-11-23T10:04:25.123Z",
        )
    }
}

/// `data` of `api_key.expired`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ApiKeyExpired {
    /// The key (never its value).
    pub api_key: ExpiredKey,
}

impl EventPayload for ApiKeyExpired {
    const TYPE: &'static str = API_KEY_EXPIRED;

    fn example() -> Self {
        Self {
            api_key: ExpiredKey {
                key: ApiKeyHead::example(),
                expires_at: Some("2025-11-23T10:04:25.123Z".to_owned()),
            },
        }
    }
}

/// An account's plan.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Plan {
    /// Discovery.
    Discovery,
    /// Essentiel.
    Essentiel,
    /// Intégral.
    Integral,
    /// Enterprise.
    Enterprise,
}

impl From<crate::domain::account::Tier> for Plan {
    fn from(tier: crate::domain::account::Tier) -> Self {
        use crate::domain::account::Tier;
        match tier {
            Tier::Discovery => Self::Discovery,
            Tier::Essentiel => Self::Essentiel,
            Tier::Integral => Self::Integral,
            Tier::Enterprise => Self::Enterprise,
        }
    }
}

/// An account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountRecord {
    /// Account id (`acc_…`).
    #[schema(pattern = "^acc_")]
    pub id: String,
    /// Display name.
    pub name: String,
    /// The plan.
    pub tier: Plan,
    /// Whether a payment method is on file.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub payment_method: Option<bool>,
    /// An Enterprise account's own limits, when set.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub limits: Option<crate::domain::account::Limits>,
}

impl From<&crate::domain::account::Account> for AccountRecord {
    fn from(account: &crate::domain::account::Account) -> Self {
        Self {
            id: account.id.clone(),
            name: account.name.clone(),
            tier: account.tier.into(),
            payment_method: Some(account.payment_method),
            limits: account.custom_limits,
        }
    }
}

/// `data` of `account.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct AccountUpdated {
    /// The account.
    pub account: AccountRecord,
}

impl From<&crate::domain::account::Account> for AccountUpdated {
    fn from(account: &crate::domain::account::Account) -> Self {
        Self {
            account: account.into(),
        }
    }
}

impl EventPayload for AccountUpdated {
    const TYPE: &'static str = ACCOUNT_UPDATED;

    fn example() -> Self {
        Self {
            account: AccountRecord {
                id: EXAMPLE_ACCOUNT_ID.to_owned(),
                name: "Collège Jean Moulin".to_owned(),
                tier: Plan::Enterprise,
                payment_method: Some(true),
                limits: Some(crate::domain::account::Limits::new(3000, 200_000)),
            },
        }
    }
}
