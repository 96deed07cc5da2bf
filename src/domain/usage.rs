//! Usage analytics (`GET /v1/analytics/usage`): what an account's keys of one mode did, per hour
//! or UTC day and per route family.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

/// The length of a report's buckets.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Granularity {
    /// One bucket per hour (UTC).
    Hour,
    /// One bucket per UTC day.
    Day,
}

impl Granularity {
    /// The bucket's length, in milliseconds.
    pub fn millis(self) -> i64 {
        match self {
            Self::Hour => 3_600_000,
            Self::Day => 86_400_000,
        }
    }
}

/// The route families requests are counted under: the contract's domains, the MCP endpoint, and
/// `other` for paths no route serves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Family {
    /// `/v1/exams…` and `/v1/analytics/exams…`.
    Exams,
    /// `/v1/courses…`.
    Courses,
    /// `/v1/games…`.
    Games,
    /// `/v1/curriculum…`.
    Curriculum,
    /// `/v1/webhooks…`.
    Webhooks,
    /// `/v1/marketplace…`.
    Marketplace,
    /// API keys, OAuth, usage analytics and the OpenAPI document.
    Account,
    /// `/mcp`.
    Mcp,
    /// Any other path.
    Other,
}

impl Family {
    /// Every family, in the order reports list them.
    pub const ALL: [Family; 9] = [
        Self::Exams,
        Self::Courses,
        Self::Games,
        Self::Curriculum,
        Self::Webhooks,
        Self::Marketplace,
        Self::Account,
        Self::Mcp,
        Self::Other,
    ];

    /// Its name in reports and storage.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Exams => "exams",
            Self::Courses => "courses",
            Self::Games => "games",
            Self::Curriculum => "curriculum",
            Self::Webhooks => "webhooks",
            Self::Marketplace => "marketplace",
            Self::Account => "account",
            Self::Mcp => "mcp",
            Self::Other => "other",
        }
    }

    /// The family named `name`.
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.as_str() == name)
    }

    /// The family of a request path.
    pub fn of_path(path: &str) -> Self {
        if path == "/mcp" {
            return Self::Mcp;
        }
        let Some(rest) = path.strip_prefix("/v1/") else {
            return Self::Other;
        };
        let (first, rest) = rest.split_once('/').unwrap_or((rest, ""));
        match first {
            "exams" => Self::Exams,
            "courses" => Self::Courses,
            "games" => Self::Games,
            "curriculum" => Self::Curriculum,
            "webhooks" => Self::Webhooks,
            "marketplace" => Self::Marketplace,
            "analytics" if rest == "exams" || rest.starts_with("exams/") => Self::Exams,
            "analytics" | "api-keys" | "oauth" | "openapi.json" => Self::Account,
            _ => Self::Other,
        }
    }
}

/// What is counted.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Metric {
    /// A request answered (any status).
    Requests,
    /// A request counted against the account's quota (every request but those refused by it).
    Quota,
    /// An answer with this 4xx or 5xx status.
    Status(u16),
    /// A question generated (stored in an exam).
    Questions,
    /// A course whose outline was generated.
    Courses,
    /// A game generated.
    Games,
    /// A PDF export or printable paper created.
    Exports,
    /// A page of a scanned paper copy received for reading.
    PaperPages,
    /// A webhook delivery attempt.
    WebhookDeliveries,
    /// A webhook delivery attempt that did not succeed.
    WebhookFailures,
}

impl Metric {
    /// Its name in storage (`status.404` for a status).
    pub fn name(self) -> std::borrow::Cow<'static, str> {
        let name = match self {
            Self::Requests => "requests",
            Self::Quota => "quota",
            Self::Status(code) => return format!("status.{code}").into(),
            Self::Questions => "questions",
            Self::Courses => "courses",
            Self::Games => "games",
            Self::Exports => "exports",
            Self::PaperPages => "paper_pages",
            Self::WebhookDeliveries => "webhook_deliveries",
            Self::WebhookFailures => "webhook_failures",
        };
        name.into()
    }

    /// The metric named `name`.
    pub fn from_name(name: &str) -> Option<Self> {
        if let Some(code) = name.strip_prefix("status.") {
            return code.parse().ok().map(Self::Status);
        }
        Some(match name {
            "requests" => Self::Requests,
            "quota" => Self::Quota,
            "questions" => Self::Questions,
            "courses" => Self::Courses,
            "games" => Self::Games,
            "exports" => Self::Exports,
            "paper_pages" => Self::PaperPages,
            "webhook_deliveries" => Self::WebhookDeliveries,
            "webhook_failures" => Self::WebhookFailures,
            _ => return None,
        })
    }
}

/// The counts of one bucket, for one route family or all of them.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsageCounters {
    /// Requests answered, whatever their status.
    pub requests: u64,
    /// Answers with a 4xx or 5xx status, by status code (`"404": 2`).
    pub errors: BTreeMap<String, u64>,
    /// Questions generated (stored in exams).
    pub questions: u64,
    /// Courses whose outline was generated.
    pub courses: u64,
    /// Games generated.
    pub games: u64,
    /// PDF exports and printable papers created.
    pub exports: u64,
    /// Pages of scanned paper copies received for reading.
    pub paper_pages: u64,
    /// Webhook delivery attempts.
    pub webhook_deliveries: u64,
    /// Webhook delivery attempts that did not succeed (retried or failed).
    pub webhook_failures: u64,
}

impl UsageCounters {
    /// Adds `count` of `metric` (the quota is counted apart).
    pub fn add(&mut self, metric: Metric, count: u64) {
        let slot = match metric {
            Metric::Requests => &mut self.requests,
            Metric::Quota => return,
            Metric::Status(code) => self.errors.entry(code.to_string()).or_default(),
            Metric::Questions => &mut self.questions,
            Metric::Courses => &mut self.courses,
            Metric::Games => &mut self.games,
            Metric::Exports => &mut self.exports,
            Metric::PaperPages => &mut self.paper_pages,
            Metric::WebhookDeliveries => &mut self.webhook_deliveries,
            Metric::WebhookFailures => &mut self.webhook_failures,
        };
        *slot = slot.saturating_add(count);
    }
}

/// The account's requests counted against its quota in a bucket, beside the most the tier
/// allows in it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct QuotaUse {
    /// Requests of the account counted against its quota in the bucket, by keys of either mode
    /// (both modes share the quota).
    pub used: u64,
    /// The most the tier allows in the bucket: the daily limit for a day; for an hour, 60 times
    /// the per-minute limit, at most the daily limit.
    pub limit: u64,
}

/// One hour or day of a usage report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsageBucket {
    /// The bucket's start (inclusive).
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub start: DateTime<Utc>,
    /// The bucket's end (exclusive).
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub end: DateTime<Utc>,
    /// Every family together.
    pub totals: UsageCounters,
    /// The quota used.
    pub quota: QuotaUse,
    /// The families with anything counted, by name (`exams`, `courses`, `games`, `curriculum`,
    /// `webhooks`, `marketplace`, `account`, `mcp`, `other`).
    pub families: BTreeMap<String, UsageCounters>,
}

/// The tier's request limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsageLimits {
    /// Requests per minute.
    pub requests_per_minute: u64,
    /// Requests per UTC day.
    pub requests_per_day: u64,
}

/// An account's usage for the mode of the key that asks, bucket by bucket.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct UsageReport {
    /// Always `usage_report`.
    pub object: String,
    /// The mode counted: live keys see live usage, test keys test usage.
    pub livemode: bool,
    /// The buckets' length.
    pub granularity: Granularity,
    /// The first bucket's start.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub from: DateTime<Utc>,
    /// The last bucket's end.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub to: DateTime<Utc>,
    /// The tier's limits.
    pub limits: UsageLimits,
    /// Every bucket from `from` to `to`, in order, empty ones included.
    pub data: Vec<UsageBucket>,
}
