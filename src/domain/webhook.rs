//! Webhook subscriptions, stored events and deliveries.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Resource;

/// Per-endpoint delivery rate: a token bucket.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct RateLimit {
    /// Deliveries per second, sustained (1 to 1,000; default 20).
    #[schema(minimum = 1, maximum = 1000)]
    pub per_second: u32,
    /// Deliveries that may go at once after a quiet period (1 to 10,000; default 100).
    #[schema(minimum = 1, maximum = 10000)]
    pub burst: u32,
}

impl Default for RateLimit {
    fn default() -> Self {
        Self {
            per_second: 20,
            burst: 100,
        }
    }
}

/// A subscription as stored, secrets included. Never serialized to a client: see
/// [`WebhookView`].
#[derive(Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Webhook {
    /// `whk_…`
    pub id: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The receiving endpoint.
    pub url: String,
    /// Event type patterns.
    pub events: Vec<String>,
    /// Whether events are delivered.
    pub enabled: bool,
    /// Free text.
    #[serde(default)]
    pub description: Option<String>,
    /// Why the service disabled it (a 410 from the receiver).
    #[serde(default)]
    pub disabled_reason: Option<String>,
    /// The delivery rate.
    #[serde(default)]
    pub rate_limit: RateLimit,
    /// The signing secret, sealed (see `App::seal_secret`): never kept in plain text.
    pub secret: String,
    /// The secret it replaced, still signing until `previous_secret_expires_at`.
    #[serde(default)]
    pub previous_secret: Option<String>,
    /// When the previous secret stops signing.
    #[serde(with = "crate::ids::ts::option", default)]
    pub previous_secret_expires_at: Option<DateTime<Utc>>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    pub updated_at: DateTime<Utc>,
}

impl std::fmt::Debug for Webhook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Webhook")
            .field("id", &self.id)
            .field("url", &self.url)
            .field("events", &self.events)
            .field("enabled", &self.enabled)
            .field("secret", &"<redacted>")
            .finish_non_exhaustive()
    }
}

impl Webhook {
    /// The secrets that sign a delivery at `now`: the current one, then the previous one during
    /// its grace period.
    pub fn signing_secrets(&self, now: DateTime<Utc>) -> Vec<&str> {
        let mut out = vec![self.secret.as_str()];
        if let (Some(old), Some(until)) = (&self.previous_secret, self.previous_secret_expires_at)
            && now < until
        {
            out.push(old);
        }
        out
    }

    /// The client view.
    pub fn view(&self, now: DateTime<Utc>) -> WebhookView {
        WebhookView {
            id: self.id.clone(),
            object: "webhook",
            livemode: self.livemode,
            url: self.url.clone(),
            events: self.events.clone(),
            enabled: self.enabled,
            description: self.description.clone(),
            disabled_reason: self.disabled_reason.clone(),
            rate_limit: self.rate_limit,
            previous_secret_expires_at: self.previous_secret_expires_at.filter(|t| now < *t),
            created_at: self.created_at,
            updated_at: self.updated_at,
        }
    }
}

impl Resource for Webhook {
    const KIND: &'static str = "webhook";
    const NAME: &'static str = "webhook";
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

/// A subscription as answered by the API (never with a secret).
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct WebhookView {
    /// `whk_…`
    pub id: String,
    /// Always `webhook`.
    pub object: &'static str,
    /// `true` in live mode, `false` in test mode.
    pub livemode: bool,
    /// The receiving endpoint.
    pub url: String,
    /// Event type patterns.
    pub events: Vec<String>,
    /// Whether events are delivered.
    pub enabled: bool,
    /// Free text.
    pub description: Option<String>,
    /// Why the service disabled it (the receiver answered 410 Gone).
    pub disabled_reason: Option<String>,
    /// The delivery rate.
    pub rate_limit: RateLimit,
    /// While a rotated secret still signs (one `v1=` per secret), when it stops.
    #[serde(with = "crate::ids::ts::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub previous_secret_expires_at: Option<DateTime<Utc>>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

/// An event as stored: its envelope, serialized once, so every attempt sends the same bytes.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredEvent {
    /// `evt_…`
    pub id: String,
    /// The account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The event type.
    #[serde(rename = "type")]
    pub event_type: String,
    /// The envelope, as sent.
    pub envelope: String,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    pub created_at: DateTime<Utc>,
}

impl Resource for StoredEvent {
    const KIND: &'static str = "event";
    const NAME: &'static str = "event";
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

/// Where a delivery stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum DeliveryStatus {
    /// Waiting for its first or next attempt.
    Pending,
    /// A receiver answered 2xx.
    Succeeded,
    /// Given up: a final answer, or 24 hours of retries.
    Failed,
}

impl DeliveryStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Pending => "pending",
            Self::Succeeded => "succeeded",
            Self::Failed => "failed",
        }
    }
}

/// One attempt of a delivery.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Attempt {
    /// 1 for the first attempt.
    pub number: u32,
    /// When it was sent.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub sent_at: DateTime<Utc>,
    /// The receiver's status, when it answered.
    pub status: Option<u16>,
    /// Milliseconds until the answer (or the failure).
    pub latency_ms: u64,
    /// The start of the receiver's answer (at most 1 KiB, as text).
    pub response_body: Option<String>,
    /// `timeout`, `connection error: …` or `refused: …` when there was no answer.
    pub error: Option<String>,
}

/// A delivery of one event to one subscription, with every attempt.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
#[non_exhaustive]
pub struct Delivery {
    /// `dlv_…`
    pub id: String,
    /// Always `delivery`.
    #[serde(default = "delivery_object")]
    pub object: String,
    /// The account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode: each mode sees only its own data.
    #[serde(default = "crate::domain::live")]
    pub livemode: bool,
    /// The subscription.
    pub webhook_id: String,
    /// The event.
    pub event_id: String,
    /// The event type.
    pub event_type: String,
    /// Where it stands.
    pub status: DeliveryStatus,
    /// Every attempt, oldest first.
    pub attempts: Vec<Attempt>,
    /// When the next attempt is due (pending only).
    #[serde(with = "crate::ids::ts::option", default)]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub next_attempt_at: Option<DateTime<Utc>>,
    /// Why it failed, when it did.
    #[serde(default)]
    pub failure_reason: Option<String>,
    /// A replay of this earlier delivery, if it is one.
    #[serde(default)]
    pub replay_of: Option<String>,
    /// When the event was committed; retries stop 24 hours later.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

fn delivery_object() -> String {
    "delivery".to_owned()
}

impl Resource for Delivery {
    const KIND: &'static str = "delivery";
    const NAME: &'static str = "delivery";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> std::collections::BTreeMap<String, String> {
        [
            ("webhookId".to_owned(), self.webhook_id.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
        ]
        .into()
    }
}
