//! `quota.*`: the account's request quotas (per minute and per UTC day).

use serde::Serialize;
use utoipa::ToSchema;

use super::shared::{Day, Minute};
use super::*;

/// The use of a quota window.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotaUsage {
    /// Requests allowed in the window.
    pub limit: u64,
    /// Requests counted so far in the window.
    pub used: u64,
    /// When the window resets.
    #[schema(format = DateTime)]
    pub resets_at: String,
}

impl QuotaUsage {
    /// `used` of `limit` requests, until `resets_at` (RFC 3339, see [`crate::ids::timestamp`]).
    pub fn new(limit: u64, used: u64, resets_at: impl Into<String>) -> Self {
        Self {
            limit,
            used,
            resets_at: resets_at.into(),
        }
    }
}

/// The daily quota, most of it used.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyQuotaWarning {
    /// Quota window: `minute` (requests per minute) or `day` (UTC day).
    pub window: Day,
    /// Limit, use and reset time.
    #[serde(flatten)]
    pub usage: QuotaUsage,
    /// Fraction of the limit that triggered the warning.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 0, maximum = 1)]
    pub threshold: Option<f64>,
}

/// The daily quota.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DailyQuota {
    /// Quota window: `minute` (requests per minute) or `day` (UTC day).
    pub window: Day,
    /// Limit, use and reset time.
    #[serde(flatten)]
    pub usage: QuotaUsage,
}

/// The per-minute quota.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MinuteQuota {
    /// Quota window: `minute` (requests per minute) or `day` (UTC day).
    pub window: Minute,
    /// Limit, use and reset time.
    #[serde(flatten)]
    pub usage: QuotaUsage,
}

/// `data` of `quota.daily.warning`.
#[derive(Debug, Clone, PartialEq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotaDailyWarning {
    /// The quota.
    pub quota: DailyQuotaWarning,
}

impl QuotaDailyWarning {
    /// The day's `usage` crossed the warning threshold (not stated).
    pub fn new(usage: QuotaUsage) -> Self {
        Self {
            quota: DailyQuotaWarning {
                window: Day,
                usage,
                threshold: None,
            },
        }
    }
}

impl EventPayload for QuotaDailyWarning {
    const TYPE: &'static str = QUOTA_DAILY_WARNING;

    fn example() -> Self {
        let mut example = Self::new(QuotaUsage::new(25_000, 20_000, "2025-11-23T00:00:00.000Z"));
        example.quota.threshold = Some(0.8);
        example
    }
}

/// `data` of `quota.daily.exceeded`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotaDailyExceeded {
    /// The quota.
    pub quota: DailyQuota,
}

impl QuotaDailyExceeded {
    /// The day's `usage` reached its limit.
    pub fn new(usage: QuotaUsage) -> Self {
        Self {
            quota: DailyQuota { window: Day, usage },
        }
    }
}

impl EventPayload for QuotaDailyExceeded {
    const TYPE: &'static str = QUOTA_DAILY_EXCEEDED;

    fn example() -> Self {
        Self::new(QuotaUsage::new(25_000, 25_000, "2025-11-23T00:00:00.000Z"))
    }
}

/// `data` of `quota.minute.exceeded`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotaMinuteExceeded {
    /// The quota.
    pub quota: MinuteQuota,
}

impl QuotaMinuteExceeded {
    /// The minute's `usage` reached its limit.
    pub fn new(usage: QuotaUsage) -> Self {
        Self {
            quota: MinuteQuota {
                window: Minute,
                usage,
            },
        }
    }
}

impl EventPayload for QuotaMinuteExceeded {
    const TYPE: &'static str = QUOTA_MINUTE_EXCEEDED;

    fn example() -> Self {
        Self::new(QuotaUsage::new(600, 600, "2025-11-22T10:05:00.000Z"))
    }
}
