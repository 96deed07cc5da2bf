//! Staging events into the batch of the change that causes them (the transactional outbox).
//!
//! [`stage`] stores the event with its envelope serialized once, and, for every enabled
//! subscription of the account whose patterns match, a pending [`Delivery`] and its delivery job
//! — all in the caller's batch, so the change, the event and its deliveries are committed
//! together or not at all. The commit wakes the delivery workers.

use chrono::{DateTime, Utc};
use serde::Serialize;
use serde_json::Value;

use crate::domain::webhook::{Delivery, DeliveryStatus, StoredEvent, Webhook};
use crate::domain::{Resource, split_owner};
use crate::error::Error;
use crate::events::catalogue::EventPayload;
use crate::events::pattern::Pattern;
use crate::ids::{new_id, timestamp};
use crate::storage::{Batch, Expect, Job, JobWrite, ListQuery, Storage};

/// The job queue of webhook deliveries.
pub(crate) const QUEUE: &str = "webhooks";

/// Most subscriptions an account may hold.
pub(crate) const MAX_WEBHOOKS: usize = 50;

/// The event envelope, exactly as the contract shows it.
#[derive(Debug, Clone, Serialize)]
pub(crate) struct Envelope<'a> {
    /// `evt_…`
    pub id: &'a str,
    /// The dotted event type.
    #[serde(rename = "type")]
    pub event_type: &'a str,
    /// RFC 3339 UTC with milliseconds.
    pub created_at: String,
    /// Always `v1`.
    pub api_version: &'static str,
    /// `acc_…`
    pub account_id: &'a str,
    /// `idem_…`: stable for the event, for receivers that key their processing on it.
    pub idempotency_key: String,
    /// The payload of the type.
    pub data: &'a Value,
}

/// An event to stage.
#[derive(Debug)]
pub(crate) struct NewEvent<'a> {
    pub(crate) account: &'a str,
    pub(crate) event_type: &'static str,
    pub(crate) data: Value,
    /// Deliver to this subscription only, whatever its patterns (`webhook.test`).
    pub(crate) only: Option<&'a Webhook>,
    /// An event of the account itself (its plan, its quotas), which has no mode: it is
    /// announced in live and in test mode alike (`account` is then the account id).
    pub(crate) both_modes: bool,
}

impl<'a> NewEvent<'a> {
    /// The event of `payload` for `account`, delivered to every matching subscription.
    pub(crate) fn of<P: EventPayload>(account: &'a str, payload: &P) -> Self {
        Self {
            account,
            event_type: P::TYPE,
            data: payload.to_data(),
            only: None,
            both_modes: false,
        }
    }

    /// The event of `payload` about the account `account_id` itself, announced to the matching
    /// subscriptions of both modes.
    pub(crate) fn account_wide<P: EventPayload>(account_id: &'a str, payload: &P) -> Self {
        Self {
            both_modes: true,
            ..Self::of(account_id, payload)
        }
    }
}

/// Adds the event, and a delivery per matching subscription, to `batch`. Returns the event id
/// and the delivery ids.
pub(crate) async fn stage(
    storage: &dyn Storage,
    batch: Batch,
    event: NewEvent<'_>,
    now: DateTime<Utc>,
) -> Result<(Batch, String, Vec<String>), Error> {
    let targets: Vec<Webhook> = match event.only {
        Some(w) => vec![w.clone()],
        None => matching(
            &webhooks_of(storage, event.account).await?,
            event.event_type,
        ),
    };
    stage_for(batch, event, targets, now)
}

/// Stages `events` (reading each owner's subscriptions once) and commits them with `batch`.
pub(crate) async fn commit(
    storage: &dyn Storage,
    mut batch: Batch,
    events: Vec<NewEvent<'_>>,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    let mut subscriptions: Vec<(String, Vec<Webhook>)> = Vec::new();
    // An account-wide event goes out once per mode.
    let test_owners: Vec<String> = events
        .iter()
        .filter(|e| e.both_modes)
        .map(|e| crate::domain::owner(e.account, false))
        .collect();
    let mut test_owners = test_owners.iter();
    let mut all = Vec::with_capacity(events.len());
    for event in events {
        if event.both_modes
            && let Some(test) = test_owners.next()
        {
            all.push(NewEvent {
                account: test,
                event_type: event.event_type,
                data: event.data.clone(),
                only: event.only,
                both_modes: false,
            });
        }
        all.push(event);
    }
    for event in all {
        let targets = match event.only {
            Some(w) => vec![w.clone()],
            None => {
                let at = match subscriptions.iter().position(|(o, _)| o == event.account) {
                    Some(at) => at,
                    None => {
                        let found = webhooks_of(storage, event.account).await?;
                        subscriptions.push((event.account.to_owned(), found));
                        subscriptions.len() - 1
                    }
                };
                matching(&subscriptions[at].1, event.event_type)
            }
        };
        batch = stage_for(batch, event, targets, now)?.0;
    }
    storage.commit(batch).await?;
    Ok(())
}

/// Adds the event, and a pending delivery to each of `targets`, to `batch`.
fn stage_for(
    batch: Batch,
    event: NewEvent<'_>,
    targets: Vec<Webhook>,
    now: DateTime<Utc>,
) -> Result<(Batch, String, Vec<String>), Error> {
    debug_assert!(crate::events::catalogue::event_type(event.event_type).is_some());
    let id = new_id("evt", now);
    let (account_id, livemode) = split_owner(event.account);
    let envelope = Envelope {
        id: &id,
        event_type: event.event_type,
        created_at: timestamp(now),
        api_version: "v1",
        account_id,
        idempotency_key: format!("idem_{}", id.trim_start_matches("evt_")),
        data: &event.data,
    };
    let stored = StoredEvent {
        id: id.clone(),
        account_id: account_id.to_owned(),
        livemode,
        event_type: event.event_type.to_owned(),
        envelope: serde_json::to_string(&envelope).map_err(|_| Error::internal())?,
        created_at: now,
    };
    let mut batch = batch.put(stored.to_doc(1), Expect::Absent);
    let mut deliveries = Vec::with_capacity(targets.len());
    for webhook in targets {
        let delivery = pending_delivery(&webhook, &stored, None, now);
        batch = batch
            .put(delivery.to_doc(1), Expect::Absent)
            .job(JobWrite::Enqueue(job_for(&delivery.id, now)));
        deliveries.push(delivery.id);
    }
    Ok((batch, id, deliveries))
}

/// Stages `event` and commits it alone (for events that follow no other write).
pub(crate) async fn emit(
    storage: &dyn Storage,
    event: NewEvent<'_>,
    now: DateTime<Utc>,
) -> Result<(), Error> {
    commit(storage, Batch::new(), vec![event], now).await
}

/// A pending delivery of `event` to `webhook`.
pub(crate) fn pending_delivery(
    webhook: &Webhook,
    event: &StoredEvent,
    replay_of: Option<String>,
    now: DateTime<Utc>,
) -> Delivery {
    Delivery {
        id: new_id("dlv", now),
        object: "delivery".to_owned(),
        account_id: webhook.account_id.clone(),
        livemode: webhook.livemode,
        webhook_id: webhook.id.clone(),
        event_id: event.id.clone(),
        event_type: event.event_type.clone(),
        status: DeliveryStatus::Pending,
        attempts: Vec::new(),
        next_attempt_at: Some(now),
        failure_reason: None,
        replay_of,
        // Retries run until 24 hours after this, so a replay gets a full day of its own.
        created_at: now,
    }
}

/// The job that runs a delivery.
pub(crate) fn job_for(delivery_id: &str, due_at: DateTime<Utc>) -> Job {
    Job {
        id: delivery_id.to_owned(),
        queue: QUEUE.to_owned(),
        due_at,
        payload: serde_json::json!({ "deliveryId": delivery_id }),
    }
}

/// Every subscription of the account, oldest last (at most [`MAX_WEBHOOKS`]).
pub(crate) async fn webhooks_of(
    storage: &dyn Storage,
    account: &str,
) -> Result<Vec<Webhook>, Error> {
    let docs = storage
        .list(&ListQuery {
            kind: Webhook::KIND.to_owned(),
            account: account.to_owned(),
            filters: Vec::new(),
            before: None,
            limit: MAX_WEBHOOKS,
        })
        .await?;
    docs.into_iter()
        .map(|d| Webhook::from_doc(d).map(|(w, _)| w))
        .collect()
}

/// The enabled subscriptions among `webhooks` whose patterns select `event_type`.
fn matching(webhooks: &[Webhook], event_type: &str) -> Vec<Webhook> {
    webhooks
        .iter()
        .filter(|w| {
            w.enabled
                && w.events
                    .iter()
                    .filter_map(|p| Pattern::parse(p).ok())
                    .any(|p| p.matches(event_type))
        })
        .cloned()
        .collect()
}
