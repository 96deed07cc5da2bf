//! `webhook.*`: the subscriptions themselves.

use serde::Serialize;
use utoipa::ToSchema;

use super::*;

const EXAMPLE_WEBHOOK_ID: &str = "whk_01KAMZ8G0H2J4K6M8N0P2Q4R6S";

/// A subscription (never its secret).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Subscription {
    /// Subscription id (`whk_…`).
    #[schema(pattern = "^whk_")]
    pub id: String,
    /// Receiving endpoint.
    #[schema(format = "uri")]
    pub url: String,
    /// Subscribed patterns.
    pub events: Vec<String>,
    /// Whether deliveries are sent.
    pub enabled: bool,
}

impl From<&crate::domain::webhook::Webhook> for Subscription {
    fn from(w: &crate::domain::webhook::Webhook) -> Self {
        Self {
            id: w.id.clone(),
            url: w.url.clone(),
            events: w.events.clone(),
            enabled: w.enabled,
        }
    }
}

impl Subscription {
    fn example(enabled: bool) -> Self {
        Self {
            id: EXAMPLE_WEBHOOK_ID.to_owned(),
            url: "https://lms.example.com/hooks/edugen".to_owned(),
            events: vec!["exam.generation.*".to_owned(), "api_key.*".to_owned()],
            enabled,
        }
    }
}

/// A subscription, by its id alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SubscriptionRef {
    /// Subscription id (`whk_…`).
    #[schema(pattern = "^whk_")]
    pub id: String,
}

/// `data` of `webhook.created`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookCreated {
    /// The subscription (never its secret).
    pub webhook: Subscription,
}

impl From<&crate::domain::webhook::Webhook> for WebhookCreated {
    fn from(w: &crate::domain::webhook::Webhook) -> Self {
        Self { webhook: w.into() }
    }
}

impl EventPayload for WebhookCreated {
    const TYPE: &'static str = WEBHOOK_CREATED;

    fn example() -> Self {
        Self {
            webhook: Subscription::example(true),
        }
    }
}

/// `data` of `webhook.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookUpdated {
    /// The subscription (never its secret).
    pub webhook: Subscription,
}

impl From<&crate::domain::webhook::Webhook> for WebhookUpdated {
    fn from(w: &crate::domain::webhook::Webhook) -> Self {
        Self { webhook: w.into() }
    }
}

impl EventPayload for WebhookUpdated {
    const TYPE: &'static str = WEBHOOK_UPDATED;

    fn example() -> Self {
        Self {
            webhook: Subscription::example(true),
        }
    }
}

/// `data` of `webhook.deleted`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDeleted {
    /// The subscription (never its secret).
    pub webhook: Subscription,
}

impl From<&crate::domain::webhook::Webhook> for WebhookDeleted {
    fn from(w: &crate::domain::webhook::Webhook) -> Self {
        Self { webhook: w.into() }
    }
}

impl EventPayload for WebhookDeleted {
    const TYPE: &'static str = WEBHOOK_DELETED;

    fn example() -> Self {
        Self {
            webhook: Subscription::example(true),
        }
    }
}

/// `data` of `webhook.disabled`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookDisabled {
    /// The subscription (never its secret).
    pub webhook: Subscription,
    /// Why it was disabled.
    pub reason: String,
}

impl WebhookDisabled {
    /// The subscription `webhook` was disabled for `reason`.
    pub fn new(webhook: impl Into<Subscription>, reason: impl Into<String>) -> Self {
        Self {
            webhook: webhook.into(),
            reason: reason.into(),
        }
    }
}

impl EventPayload for WebhookDisabled {
    const TYPE: &'static str = WEBHOOK_DISABLED;

    fn example() -> Self {
        Self::new(
            Subscription::example(false),
            "the receiver answered 410 Gone",
        )
    }
}

/// `data` of `webhook.test`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WebhookTest {
    /// The subscription.
    pub webhook: SubscriptionRef,
    /// A fixed message confirming the endpoint receives deliveries.
    pub message: String,
}

impl WebhookTest {
    /// The message of every test event.
    pub const MESSAGE: &'static str = "This is a test event from edugen.";

    /// The test event of the subscription `webhook_id`, with [`Self::MESSAGE`].
    pub fn new(webhook_id: impl Into<String>) -> Self {
        Self {
            webhook: SubscriptionRef {
                id: webhook_id.into(),
            },
            message: Self::MESSAGE.to_owned(),
        }
    }
}

impl EventPayload for WebhookTest {
    const TYPE: &'static str = WEBHOOK_TEST;

    fn example() -> Self {
        Self::new(EXAMPLE_WEBHOOK_ID)
    }
}
