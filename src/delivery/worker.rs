//! The delivery worker: claims due delivery jobs, signs and sends them, records every attempt,
//! and schedules retries.
//!
//! Any number of workers, in one process or several sharing the storage, may run at once: a
//! job is claimed under a lease, so no attempt is made twice while its worker lives; a worker
//! that dies loses its lease and another takes the job over. Committing an event wakes the
//! workers at once (the storage's job signal); a slow sweep is the safety net.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use futures_util::StreamExt;

use super::schedule::{Verdict, classify, next_attempt};
use super::{DeliveryOutcome, DeliveryRequest};
use crate::app::App;
use crate::domain::Resource;
use crate::domain::webhook::{Attempt, Delivery, DeliveryStatus, StoredEvent, Webhook};
use crate::error::Error;
use crate::events::catalogue as types;
use crate::events::catalogue::webhook::WebhookDisabled;
use crate::events::outbox::{self, NewEvent, QUEUE};
use crate::events::signing;
use crate::storage::{Batch, ClaimedJob, Expect, JobWrite};

/// How long a claimed job stays with its worker (an attempt takes at most the 10 s timeout).
const LEASE: Duration = Duration::from_secs(60);
/// Jobs claimed at a time.
const CLAIM_BATCH: usize = 64;
/// Attempts in flight at once per worker.
const CONCURRENCY: usize = 32;
/// Longest sleep between sweeps when nothing wakes the worker.
const SWEEP: Duration = Duration::from_secs(1);
/// Per-attempt timeout.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);

/// Runs webhook deliveries for an [`App`] ([`crate::Api::delivery_worker`]).
#[derive(Debug)]
pub struct DeliveryWorker {
    app: Arc<App>,
    buckets: Mutex<HashMap<String, Bucket>>,
}

/// A token bucket per endpoint.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: DateTime<Utc>,
}

impl DeliveryWorker {
    pub(crate) fn new(app: Arc<App>) -> Self {
        Self {
            app,
            buckets: Mutex::new(HashMap::new()),
        }
    }

    /// Processes every job due at the clock's current time, until none is left due; returns
    /// how many jobs were handled (attempts made, and deliveries held back by their endpoint's
    /// rate). For tests with a manual clock, and for hosts that drive delivery themselves.
    pub async fn run_due(&self) -> Result<usize, Error> {
        let mut handled = 0;
        loop {
            let now = self.app.clock.now();
            let jobs = self
                .app
                .storage
                .claim_jobs(QUEUE, now, LEASE, CLAIM_BATCH)
                .await?;
            if jobs.is_empty() {
                return Ok(handled);
            }
            handled += jobs.len();
            let outcomes: Vec<Result<Batch, Error>> = futures_util::stream::iter(jobs)
                .map(|job| self.process(job))
                .buffer_unordered(CONCURRENCY)
                .collect()
                .await;
            let mut batches = Vec::with_capacity(outcomes.len());
            for outcome in outcomes {
                match outcome {
                    Ok(batch) => batches.push(batch),
                    Err(p) => {
                        tracing::error!(error = %p, "delivery job failed; it will be retried when its lease ends")
                    }
                }
            }
            self.record(batches).await;
        }
    }

    /// Commits the results of a round of attempts in one write (group commit); if one of them
    /// cannot apply (a lease lost to another worker, a subscription changed meanwhile), each is
    /// committed on its own so that the others still count.
    async fn record(&self, batches: Vec<Batch>) {
        let storage = &self.app.storage;
        let mut all = Batch::new();
        for b in &batches {
            all.writes.extend(b.writes.iter().cloned());
            all.jobs.extend(b.jobs.iter().cloned());
        }
        if all.writes.is_empty() && all.jobs.is_empty() {
            return;
        }
        if storage.commit(all).await.is_ok() {
            return;
        }
        for b in batches {
            if let Err(e) = storage.commit(b).await {
                // The lease was lost (another worker took the job over): its result stands.
                tracing::warn!(error = %e, "could not record an attempt");
            }
        }
    }

    /// Delivers until `shutdown` completes: runs due jobs, then sleeps until the next job is due,
    /// a commit wakes it, or a sweep interval passes. Attempts in flight finish before it returns.
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()>) {
        let signal = self.app.storage.job_signal();
        let mut shutdown = std::pin::pin!(shutdown);
        loop {
            let notified = signal.notified();
            if let Err(p) = self.run_due().await {
                tracing::warn!(error = %p, "delivery sweep failed; retrying");
            }
            let wait = match self.app.storage.next_job_at(QUEUE).await {
                Ok(Some(at)) => (at - self.app.clock.now())
                    .to_std()
                    .unwrap_or(Duration::ZERO)
                    .min(SWEEP),
                _ => SWEEP,
            };
            tokio::select! {
                _ = &mut shutdown => return,
                _ = notified => {}
                _ = tokio::time::sleep(wait) => {}
            }
        }
    }

    /// Takes a token from the endpoint's bucket, or says how long until one is there.
    fn take_token(&self, webhook: &Webhook, now: DateTime<Utc>) -> Option<Duration> {
        let rate = f64::from(webhook.rate_limit.per_second.max(1));
        let burst = f64::from(webhook.rate_limit.burst.max(1));
        let mut buckets = self.buckets.lock().unwrap_or_else(|e| e.into_inner());
        let b = buckets.entry(webhook.id.clone()).or_insert(Bucket {
            tokens: burst,
            at: now,
        });
        let elapsed = (now - b.at).num_microseconds().unwrap_or(i64::MAX).max(0) as f64 / 1e6;
        b.tokens = (b.tokens + elapsed * rate).min(burst);
        b.at = now;
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            None
        } else {
            // Rounded up to whole milliseconds, as the wire shows times.
            Some(Duration::from_millis(
                ((1.0 - b.tokens) / rate * 1000.0).ceil() as u64,
            ))
        }
    }

    /// Makes one attempt (or holds the delivery back) and answers the writes that record it.
    async fn process(&self, claimed: ClaimedJob) -> Result<Batch, Error> {
        let storage = &self.app.storage;
        let finish = JobWrite::Finish {
            id: claimed.job.id.clone(),
            token: claimed.token.clone(),
        };
        let id = claimed.job.payload["deliveryId"]
            .as_str()
            .unwrap_or_default();
        let Some(doc) = storage.get(Delivery::KIND, id).await? else {
            return Ok(Batch::new().job(finish));
        };
        let (mut delivery, version) = Delivery::from_doc(doc)?;
        if delivery.status != DeliveryStatus::Pending {
            return Ok(Batch::new().job(finish));
        }
        let now = self.app.clock.now();
        let webhook = match storage.get(Webhook::KIND, &delivery.webhook_id).await? {
            Some(doc) => Some(Webhook::from_doc(doc)?),
            None => None,
        };
        let is_test = delivery.event_type == types::WEBHOOK_TEST;
        let (webhook, webhook_version) = match webhook {
            Some((w, v)) if w.enabled || is_test => (w, v),
            Some(_) => {
                return self.give_up(delivery, version, finish, "the subscription is disabled");
            }
            None => {
                return self.give_up(delivery, version, finish, "the subscription was deleted");
            }
        };
        let Some(event) = storage.get(StoredEvent::KIND, &delivery.event_id).await? else {
            return self.give_up(delivery, version, finish, "the event is gone");
        };
        let (event, _) = StoredEvent::from_doc(event)?;

        if let Some(wait) = self.take_token(&webhook, now) {
            // Over the endpoint's rate: wait, without counting an attempt.
            let due = now + chrono::Duration::from_std(wait).unwrap_or_default();
            let job = JobWrite::Reschedule {
                id: claimed.job.id,
                token: claimed.token,
                due_at: due,
            };
            return Ok(Batch::new().job(job));
        }

        let number = u32::try_from(delivery.attempts.len() + 1).unwrap_or(u32::MAX);
        let body = bytes::Bytes::from(event.envelope.into_bytes());
        let mut secrets = Vec::new();
        for sealed in webhook.signing_secrets(now) {
            secrets.push(self.app.open_secret(&webhook.id, sealed).await?);
        }
        let secrets: Vec<&str> = secrets.iter().map(String::as_str).collect();
        let request = DeliveryRequest {
            url: webhook.url.clone(),
            headers: vec![
                ("Content-Type".into(), "application/json".into()),
                (
                    self.app.config.signature_header.clone(),
                    signing::header_value(&secrets, now.timestamp(), &body),
                ),
                ("X-Edugen-Event-Id".into(), event.id.clone()),
                ("X-Edugen-Event-Type".into(), event.event_type.clone()),
                ("X-Edugen-Delivery-Id".into(), delivery.id.clone()),
                ("X-Edugen-Attempt".into(), number.to_string()),
            ],
            body,
            timeout: ATTEMPT_TIMEOUT,
        };
        let started = Instant::now();
        let outcome = self.app.deliverer.deliver(request).await;
        let latency_ms = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
        let (status, response_body, error) = match &outcome {
            DeliveryOutcome::Response { status, body, .. } => (
                Some(*status),
                Some(String::from_utf8_lossy(body).into_owned()),
                None,
            ),
            DeliveryOutcome::Timeout => (None, None, Some("timeout".to_owned())),
            DeliveryOutcome::ConnectError(e) => {
                (None, None, Some(format!("connection error: {e}")))
            }
            DeliveryOutcome::Refused(e) => (None, None, Some(format!("refused: {e}"))),
        };
        delivery.attempts.push(Attempt {
            number,
            sent_at: now,
            status,
            latency_ms,
            response_body,
            error,
        });
        let done_at = self.app.clock.now();
        let mut batch = Batch::new();
        match classify(&outcome) {
            Verdict::Delivered => {
                delivery.status = DeliveryStatus::Succeeded;
                delivery.next_attempt_at = None;
                batch = batch.job(finish);
            }
            Verdict::Retry { retry_after } => {
                let jitter = rand::random::<f64>() * 2.0 - 1.0;
                match next_attempt(
                    delivery.attempts.len(),
                    done_at,
                    delivery.created_at,
                    retry_after,
                    jitter,
                ) {
                    Some(at) => {
                        delivery.next_attempt_at = Some(at);
                        batch = batch.job(JobWrite::Reschedule {
                            id: claimed.job.id,
                            token: claimed.token,
                            due_at: at,
                        });
                    }
                    None => {
                        fail(&mut delivery, "no successful answer within 24 hours");
                        batch = batch.job(finish);
                    }
                }
            }
            Verdict::Fail(reason) => {
                fail(&mut delivery, &reason);
                batch = batch.job(finish);
            }
            Verdict::Disable => {
                fail(
                    &mut delivery,
                    "the receiver answered 410 Gone; the subscription was disabled",
                );
                let mut w = webhook;
                w.enabled = false;
                w.disabled_reason = Some("the receiver answered 410 Gone".to_owned());
                w.updated_at = done_at;
                batch = batch.job(finish).put(
                    w.to_doc(webhook_version + 1),
                    Expect::Version(webhook_version),
                );
                let owner = crate::domain::owner(&w.account_id, w.livemode);
                let disabled = WebhookDisabled::new(&w, "the receiver answered 410 Gone");
                let event = NewEvent::of(&owner, &disabled);
                let staged = outbox::stage(self.app.storage(), batch, event, done_at).await?;
                batch = staged.0;
            }
        }
        Ok(batch.put(delivery.to_doc(version + 1), Expect::Version(version)))
    }

    fn give_up(
        &self,
        mut delivery: Delivery,
        version: u64,
        finish: JobWrite,
        reason: &str,
    ) -> Result<Batch, Error> {
        fail(&mut delivery, reason);
        Ok(Batch::new()
            .job(finish)
            .put(delivery.to_doc(version + 1), Expect::Version(version)))
    }
}

fn fail(delivery: &mut Delivery, reason: &str) {
    delivery.status = DeliveryStatus::Failed;
    delivery.next_attempt_at = None;
    delivery.failure_reason = Some(reason.to_owned());
}
