//! Accounts and their plans (tiers).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Resource;

/// An account's plan. Each has its own requests-per-minute and daily quota.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Tier {
    /// 60 requests a minute, 1,000 a day. Without a payment method: read calls only.
    Discovery,
    /// 600 a minute, 25,000 a day.
    Essentiel,
    /// 1,800 a minute, 100,000 a day.
    Integral,
    /// Limits set per account.
    Enterprise,
}

impl Tier {
    /// The tier's quotas (Enterprise: a default the account's own limits replace).
    pub fn limits(self) -> Limits {
        match self {
            Tier::Discovery => Limits::new(60, 1_000),
            Tier::Essentiel => Limits::new(600, 25_000),
            Tier::Integral => Limits::new(1_800, 100_000),
            Tier::Enterprise => Limits::new(6_000, 1_000_000),
        }
    }

    /// Parses `discovery`, `essentiel`, `integral` or `enterprise` (any case).
    pub fn parse(s: &str) -> Option<Self> {
        match s.to_ascii_lowercase().as_str() {
            "discovery" => Some(Tier::Discovery),
            "essentiel" => Some(Tier::Essentiel),
            "integral" => Some(Tier::Integral),
            "enterprise" => Some(Tier::Enterprise),
            _ => None,
        }
    }
}

/// Requests allowed per minute and per UTC day.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Limits {
    /// Requests per minute.
    pub per_minute: u64,
    /// Requests per UTC day.
    pub per_day: u64,
}

impl Limits {
    /// Limits of `per_minute` and `per_day`.
    pub const fn new(per_minute: u64, per_day: u64) -> Self {
        Self {
            per_minute,
            per_day,
        }
    }
}

/// An account: the owner of keys and of every resource.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Account {
    /// `acc_…`
    pub id: String,
    /// Display name.
    pub name: String,
    /// The plan.
    pub tier: Tier,
    /// Per-account limits (Enterprise); `None` uses the tier's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub custom_limits: Option<Limits>,
    /// Whether a payment method is on file (a Discovery account without one may only read).
    pub payment_method: bool,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl Account {
    /// The limits in force.
    pub fn limits(&self) -> Limits {
        self.custom_limits.unwrap_or(self.tier.limits())
    }

    /// Whether generation calls are allowed (every plan but Discovery without a payment method).
    pub fn may_generate(&self) -> bool {
        self.payment_method || self.tier != Tier::Discovery
    }
}

impl Resource for Account {
    const KIND: &'static str = "account";
    const NAME: &'static str = "account";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.id
    }
}
