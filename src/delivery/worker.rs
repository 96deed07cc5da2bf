//! The delivery worker: claims due delivery jobs, signs and sends them, records every attempt,
//! and schedules retries.
//!
//! Any number of workers, in one process or several sharing the storage, may run at once: a
//! job is claimed under a lease, so no attempt is made twice while its worker lives; a worker
//! that dies loses its lease and another takes the job over. Committing an event wakes the
//! workers at once (the storage's job signal); a slow sweep is the safety net.
//!
//! # Endpoints go independently
//!
//! A worker keeps a pool of attempts in flight and feeds it continuously: it claims due jobs
//! while earlier attempts are still running, starts each as soon as its endpoint (the
//! subscription's URL) has room, and records results as they finish, committing together what
//! finished together (group commit). At most [`CONCURRENCY`] attempts are in flight, and at most
//! [`PER_ENDPOINT`] to one endpoint: a receiver that hangs holds only its own share, and the
//! deliveries of every other endpoint go on at their own pace. A delivery whose endpoint has no
//! room waits in the worker for a moment; when the endpoint is slow (its oldest attempt has run
//! for [`SLOW_AFTER`]) or too many wait, the delivery is handed back to the queue for later
//! (spread over the time the endpoint needs, at most [`MAX_HOLD`]), without counting an attempt.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use chrono::{DateTime, Utc};
use futures_util::StreamExt;
use futures_util::future::BoxFuture;
use futures_util::stream::FuturesUnordered;

use super::schedule::{Verdict, classify, next_attempt};
use super::{DeliveryOutcome, DeliveryRequest};
use crate::app::App;
use crate::domain::Resource;
use crate::domain::usage::{Family, Metric};
use crate::domain::webhook::{Attempt, Delivery, DeliveryStatus, StoredEvent, Webhook};
use crate::error::Error;
use crate::events::catalogue as types;
use crate::events::catalogue::webhook::WebhookDisabled;
use crate::events::outbox::{self, NewEvent, QUEUE};
use crate::events::signing;
use crate::storage::{Batch, ClaimedJob, Document, Expect, JobWrite, Token};

/// How long a claimed job stays with its worker (an attempt takes at most the 10 s timeout).
const LEASE: Duration = Duration::from_secs(60);
/// Most jobs claimed at a time.
const CLAIM_BATCH: usize = 64;
/// Most attempts in flight at once per worker.
pub const CONCURRENCY: usize = 512;
/// Most attempts in flight at once per worker to one endpoint (one URL).
pub const PER_ENDPOINT: usize = 32;
/// Most deliveries waiting in the worker for room at one endpoint; more are handed back.
const MAX_WAITING: usize = 256;
/// Most deliveries waiting in the worker for room at their endpoints; no claim beyond.
const MAX_WAITING_TOTAL: usize = 1024;
/// An endpoint whose oldest attempt in flight has run this long is slow: deliveries waiting
/// for it are handed back to the queue rather than kept (with their leases) in the worker.
pub const SLOW_AFTER: Duration = Duration::from_secs(1);
/// Longest a delivery is handed back for when its endpoint has no room.
pub const MAX_HOLD: Duration = Duration::from_secs(30);
/// Longest sleep between sweeps when nothing wakes the worker.
const SWEEP: Duration = Duration::from_secs(1);
/// Per-attempt timeout.
const ATTEMPT_TIMEOUT: Duration = Duration::from_secs(10);
/// The worker's own bound on an attempt, should a deliverer not keep its timeout.
const ATTEMPT_DEADLINE: Duration = Duration::from_secs(12);

/// Runs webhook deliveries for an [`App`] (a host gets one from `Api::delivery_worker`).
#[derive(Debug)]
pub struct DeliveryWorker {
    app: Arc<App>,
    buckets: Mutex<HashMap<String, Bucket>>,
    drain: Duration,
}

/// A token bucket per endpoint.
#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    at: DateTime<Utc>,
}

/// A delivery ready for its attempt: its documents loaded, its job's lease held.
struct Ready {
    claimed: ClaimedJob,
    delivery: Delivery,
    version: u64,
    webhook: Webhook,
    webhook_version: u64,
    event: StoredEvent,
}

/// What loading a claimed job gave.
enum Prepared {
    /// Nothing to send: these writes settle the job.
    Done(Batch),
    /// An attempt to make.
    Ready(Box<Ready>),
}

/// What a piece of the worker's work answered.
enum Event {
    /// A claim, and, when it took every due job, when the next one is due.
    Claimed {
        result: Result<Vec<ClaimedJob>, Error>,
        asked: usize,
        next_at: Option<DateTime<Utc>>,
    },
    /// Claimed jobs loaded (or, on failure, the jobs that could not be).
    Prepared {
        result: Result<Vec<Loaded>, (Vec<String>, Error)>,
    },
    /// An attempt made (or given up on at shutdown: `result` is `None`; or, `made` false,
    /// handed back by the subscription's bucket shared by the nodes).
    Attempted {
        endpoint: String,
        attempt: u64,
        job: String,
        result: Option<Result<Batch, Error>>,
        made: bool,
    },
    /// A group commit done.
    Committed,
}

/// One endpoint's attempts in flight and the deliveries waiting for room.
#[derive(Default)]
struct Endpoint {
    /// Attempt number → start.
    in_flight: HashMap<u64, Instant>,
    waiting: VecDeque<Box<Ready>>,
    /// Smoothed duration of its finished attempts.
    latency: Option<Duration>,
    /// When its last attempt finished.
    last_done: Option<Instant>,
    /// Deliveries handed back since it was last idle.
    held_back: u32,
}

impl Endpoint {
    fn oldest(&self) -> Option<Instant> {
        self.in_flight.values().min().copied()
    }

    /// Whether its oldest attempt has run for [`SLOW_AFTER`] or more.
    fn is_slow(&self, now: Instant) -> bool {
        self.oldest()
            .is_some_and(|t| now.saturating_duration_since(t) >= SLOW_AFTER)
    }

    /// How long from now a delivery `ahead`-th in line for this endpoint should wait for room.
    /// An endpoint that answers frees a slot per expected attempt duration; one that has not
    /// answered since its oldest attempt began (it hangs) frees none before that attempt times
    /// out, and then one per attempt timeout.
    fn wait_for_room(&self, now: Instant, ahead: u32) -> Duration {
        let slots = u32::try_from(PER_ENDPOINT).unwrap_or(1);
        let oldest = self.oldest();
        let running = oldest.map_or(Duration::ZERO, |t| now.saturating_duration_since(t));
        let answers = match (self.last_done, oldest) {
            (Some(done), Some(oldest)) => done >= oldest,
            (_, None) => true,
            (None, Some(_)) => false,
        };
        if answers {
            let expected = self
                .latency
                .unwrap_or_default()
                .max(running)
                .clamp(Duration::from_millis(1), ATTEMPT_TIMEOUT);
            (expected / slots).saturating_mul(ahead)
        } else {
            ATTEMPT_TIMEOUT.saturating_sub(running)
                + (ATTEMPT_TIMEOUT / slots).saturating_mul(ahead.saturating_sub(1))
        }
    }
}

/// The worker's state while it drives its jobs.
struct Run<'a> {
    worker: &'a DeliveryWorker,
    work: FuturesUnordered<BoxFuture<'a, Event>>,
    /// Every job claimed and not yet written back (id → lease token).
    held: HashMap<String, String>,
    endpoints: HashMap<String, Endpoint>,
    /// Results waiting for the next group commit.
    pending: Vec<Batch>,
    claiming: bool,
    committing: bool,
    /// A commit finished since the last claim started.
    dirty: bool,
    preparing: usize,
    in_flight: usize,
    waiting: usize,
    handled: usize,
    attempts: u64,
    /// Set at shutdown: attempts still running give up.
    abort: tokio::sync::watch::Sender<bool>,
    /// No more claims or attempts (shutdown).
    stopping: bool,
}

impl DeliveryWorker {
    pub(crate) fn new(app: Arc<App>) -> Self {
        Self {
            app,
            buckets: Mutex::new(HashMap::new()),
            drain: ATTEMPT_DEADLINE,
        }
    }

    /// How long [`run`](Self::run) lets attempts in flight finish once its shutdown future has
    /// completed (default 12 s: every attempt ends by its 10-second timeout). Attempts still
    /// running then are abandoned and their deliveries handed back, unchanged, to the queue,
    /// where another worker (or the next start) picks them up at once.
    pub fn drain_timeout(mut self, drain: Duration) -> Self {
        self.drain = drain;
        self
    }

    /// Processes every job due at the clock's current time, until none is left due; returns
    /// how many jobs were handled (attempts made, and deliveries held back by their endpoint's
    /// rate or room). For tests with a manual clock, and for hosts that drive delivery
    /// themselves. Attempts run concurrently (see the module documentation), so a receiver that
    /// never answers delays the return by the attempt timeout, not the other deliveries.
    pub async fn run_due(&self) -> Result<usize, Error> {
        let mut run = Run::new(self);
        run.want_claim();
        loop {
            run.flush();
            if run.work.is_empty() && run.dirty {
                // Something was written since the last claim (a 410 announces
                // webhook.disabled, for one): look again once idle, so that attempts still
                // running never hold back the return, and nothing claimed here waits on them.
                run.want_claim();
            }
            if run.work.is_empty() {
                return Ok(run.handled);
            }
            let check = run.next_slow_check();
            let next = tokio::select! {
                next = run.work.next() => next,
                _ = tokio::time::sleep_until(check.unwrap_or_else(tokio::time::Instant::now)), if check.is_some() => None,
            };
            match next {
                Some(Event::Claimed { result, asked, .. }) => {
                    run.claiming = false;
                    let jobs = result?;
                    let full = jobs.len() == asked;
                    run.claimed(jobs);
                    if full {
                        run.want_claim();
                    }
                }
                Some(Event::Committed) => {
                    run.committing = false;
                    run.dirty = true;
                }
                Some(ev) => {
                    let full = run.room() == 0;
                    run.on(ev);
                    if full && run.room() > 0 {
                        run.want_claim();
                    }
                }
                None => {}
            }
            run.check_slow();
        }
    }

    /// Delivers until `shutdown` completes: claims due jobs while earlier attempts run, sleeps
    /// until the next job is due, a commit wakes it, or a sweep interval passes. Once `shutdown`
    /// completes it claims nothing more, hands back the deliveries that wait for room, lets the
    /// attempts in flight finish for up to [`drain_timeout`](Self::drain_timeout), hands back
    /// those still running, records everything, and returns.
    pub async fn run(self, shutdown: impl std::future::Future<Output = ()>) {
        let signal = self.app.storage.job_signal();
        let mut shutdown = std::pin::pin!(shutdown);
        let mut run = Run::new(&self);
        let mut wanted = true;
        let mut wake = tokio::time::Instant::now() + SWEEP;
        let mut deadline: Option<tokio::time::Instant> = None;
        let mut notified = std::pin::pin!(signal.notified());
        loop {
            if wanted && !run.stopping && run.room() > 0 && !run.claiming {
                // Armed before the claim, so that a commit in between is not missed.
                notified.set(signal.notified());
                notified.as_mut().enable();
                wanted = false;
                run.want_claim();
            }
            run.flush();
            if run.stopping && run.work.is_empty() {
                return;
            }
            let check = run.next_slow_check();
            tokio::select! {
                Some(ev) = run.work.next(), if !run.work.is_empty() => match ev {
                    Event::Claimed { result, asked, next_at } => {
                        run.claiming = false;
                        match result {
                            Ok(jobs) => {
                                wanted = jobs.len() == asked;
                                run.claimed(jobs);
                                let until = next_at
                                    .and_then(|at| (at - self.app.clock.now()).to_std().ok())
                                    .unwrap_or(Duration::ZERO);
                                wake = tokio::time::Instant::now()
                                    + if next_at.is_some() { until.min(SWEEP) } else { SWEEP };
                            }
                            Err(p) => {
                                tracing::warn!(error = %p, "delivery claim failed; retrying");
                                wake = tokio::time::Instant::now() + SWEEP;
                            }
                        }
                    }
                    Event::Committed => run.committing = false,
                    ev => {
                        let full = run.room() == 0;
                        run.on(ev);
                        wanted |= full && run.room() > 0;
                    }
                },
                _ = &mut notified, if !wanted && !run.stopping => wanted = true,
                _ = tokio::time::sleep_until(wake), if !wanted && !run.stopping && !run.claiming => wanted = true,
                _ = tokio::time::sleep_until(check.unwrap_or(wake)), if check.is_some() => {}
                _ = &mut shutdown, if !run.stopping => {
                    tracing::info!(
                        in_flight = run.in_flight,
                        "delivery worker stopping: claimed deliveries are handed back"
                    );
                    run.stop();
                    deadline = Some(tokio::time::Instant::now() + self.drain);
                }
                _ = tokio::time::sleep_until(deadline.unwrap_or(wake)), if deadline.is_some() => {
                    deadline = None;
                    // Attempts still running give up; their deliveries go back to the queue.
                    run.abort.send_replace(true);
                }
            }
            run.check_slow();
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

    /// The writes that hand `ready` back, without counting an attempt, when the subscription's
    /// bucket shared by the nodes ([`QuotaStore::take_token`]) is empty; none when a token was
    /// taken, when the quota store keeps no shared buckets, or when it cannot answer (this
    /// worker's own bucket has let the delivery through already).
    ///
    /// [`QuotaStore::take_token`]: crate::storage::QuotaStore::take_token
    async fn over_shared_rate(&self, ready: &Ready) -> Option<Batch> {
        let webhook = &ready.webhook;
        let now = self.app.clock.now();
        let rate = webhook.rate_limit;
        match self
            .app
            .quotas
            .take_token(&webhook.id, rate.per_second, rate.burst, now)
            .await
        {
            Ok(Token::Wait(wait)) => {
                let due = now + chrono::Duration::from_std(wait).unwrap_or_default();
                Some(Batch::new().job(JobWrite::Reschedule {
                    id: ready.claimed.job.id.clone(),
                    token: ready.claimed.token.clone(),
                    due_at: due,
                }))
            }
            Ok(_) => None,
            Err(e) => {
                tracing::warn!(error = %e, "the delivery bucket shared by the nodes cannot be read; this worker's own applies");
                None
            }
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
        if batches.len() > 1 && storage.commit(all).await.is_ok() {
            return;
        }
        for b in batches {
            if let Err(e) = storage.commit(b).await {
                // The lease was lost (another worker took the job over): its result stands.
                tracing::warn!(error = %e, "could not record an attempt");
            }
        }
    }

    /// Loads the deliveries of claimed jobs, then their events, two reads in all (one round trip
    /// each on a backend that reads many documents at once), and their subscriptions from the
    /// storage's cache; for each job,
    /// either writes that settle it (nothing to send) or a delivery ready for its attempt.
    async fn prepare(&self, claimed: Vec<ClaimedJob>) -> Result<Vec<Loaded>, Error> {
        let storage = &self.app.storage;
        let keys: Vec<(&str, &str)> = claimed
            .iter()
            .map(|c| {
                let id = c.job.payload["deliveryId"].as_str().unwrap_or_default();
                (Delivery::KIND, id)
            })
            .collect();
        let docs = storage.get_many(&keys).await?;
        let deliveries: Vec<Result<Option<(Delivery, u64)>, Error>> = docs
            .into_iter()
            .map(|doc| doc.map(Delivery::from_doc).transpose())
            .collect();
        // The event of each delivery still to make, in one read; their subscriptions, which
        // change rarely, from the storage's cache.
        let mut events: Vec<&str> = Vec::new();
        let mut webhooks: Vec<&str> = Vec::new();
        for (delivery, _) in deliveries.iter().flatten().flatten() {
            if delivery.status == DeliveryStatus::Pending {
                events.push(&delivery.event_id);
                webhooks.push(&delivery.webhook_id);
            }
        }
        events.sort_unstable();
        events.dedup();
        webhooks.sort_unstable();
        webhooks.dedup();
        let keys: Vec<(&str, &str)> = events.iter().map(|id| (StoredEvent::KIND, *id)).collect();
        let found = storage.get_many(&keys).await?;
        let mut docs = Loads::default();
        for (id, doc) in events.iter().zip(found) {
            if let Some(doc) = doc {
                docs.events.insert((*id).to_owned(), doc);
            }
        }
        for id in webhooks {
            if let Some(doc) = storage.get_cached(Webhook::KIND, id).await? {
                docs.webhooks.insert(id.to_owned(), doc);
            }
        }
        Ok(claimed
            .into_iter()
            .zip(deliveries)
            .map(|(claimed, delivery)| {
                let job = claimed.job.id.clone();
                let result = delivery.and_then(|delivery| ready(claimed, delivery, &docs));
                (job, result)
            })
            .collect())
    }

    /// Makes one attempt and answers the writes that record it.
    async fn attempt(&self, ready: Ready) -> Result<Batch, Error> {
        let Ready {
            claimed,
            mut delivery,
            version,
            webhook,
            webhook_version,
            event,
        } = ready;
        let finish = JobWrite::Finish {
            id: claimed.job.id.clone(),
            token: claimed.token.clone(),
        };
        let now = self.app.clock.now();
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
        let outcome =
            match tokio::time::timeout(ATTEMPT_DEADLINE, self.app.deliverer.deliver(request)).await
            {
                Ok(outcome) => outcome,
                Err(_) => DeliveryOutcome::Timeout,
            };
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
        let verdict = classify(&outcome);
        let usage = &self.app.usage;
        let (account, live) = (&webhook.account_id, webhook.livemode);
        usage.add(
            account,
            live,
            Family::Webhooks,
            Metric::WebhookDeliveries,
            1,
            done_at,
        );
        if !matches!(verdict, Verdict::Delivered) {
            usage.add(
                account,
                live,
                Family::Webhooks,
                Metric::WebhookFailures,
                1,
                done_at,
            );
        }
        let mut batch = Batch::new();
        match verdict {
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
}

impl<'a> Run<'a> {
    fn new(worker: &'a DeliveryWorker) -> Self {
        Self {
            worker,
            work: FuturesUnordered::new(),
            held: HashMap::new(),
            endpoints: HashMap::new(),
            pending: Vec::new(),
            claiming: false,
            committing: false,
            dirty: false,
            preparing: 0,
            in_flight: 0,
            waiting: 0,
            handled: 0,
            attempts: 0,
            abort: tokio::sync::watch::channel(false).0,
            stopping: false,
        }
    }

    /// How many more jobs a claim may take now.
    fn room(&self) -> usize {
        if self.stopping || self.waiting >= MAX_WAITING_TOTAL {
            return 0;
        }
        CONCURRENCY
            .saturating_sub(self.in_flight + self.preparing)
            .min(CLAIM_BATCH)
    }

    /// Starts a claim, unless one runs or there is no room.
    fn want_claim(&mut self) {
        let asked = self.room();
        if self.claiming || asked == 0 {
            return;
        }
        self.claiming = true;
        self.dirty = false;
        let worker = self.worker;
        self.work.push(Box::pin(async move {
            let app = &worker.app;
            let result = app
                .storage
                .claim_jobs(QUEUE, app.clock.now(), LEASE, asked)
                .await
                .map_err(Error::from);
            let next_at = match &result {
                Ok(jobs) if jobs.len() < asked => {
                    app.storage.next_job_at(QUEUE).await.ok().flatten()
                }
                _ => None,
            };
            Event::Claimed {
                result,
                asked,
                next_at,
            }
        }));
    }

    /// Starts loading the claimed jobs, together.
    fn claimed(&mut self, jobs: Vec<ClaimedJob>) {
        if jobs.is_empty() {
            return;
        }
        self.handled += jobs.len();
        self.preparing += jobs.len();
        for claimed in &jobs {
            self.held
                .insert(claimed.job.id.clone(), claimed.token.clone());
        }
        let worker = self.worker;
        self.work.push(Box::pin(async move {
            let ids: Vec<String> = jobs.iter().map(|c| c.job.id.clone()).collect();
            Event::Prepared {
                result: worker.prepare(jobs).await.map_err(|e| (ids, e)),
            }
        }));
    }

    /// Starts a group commit of the pending results, unless one runs.
    fn flush(&mut self) {
        if self.committing || self.pending.is_empty() {
            return;
        }
        self.committing = true;
        let batches = std::mem::take(&mut self.pending);
        let worker = self.worker;
        self.work.push(Box::pin(async move {
            worker.record(batches).await;
            Event::Committed
        }));
    }

    /// Handles a prepared job or a finished attempt.
    fn on(&mut self, event: Event) {
        match event {
            Event::Prepared { result } => match result {
                Ok(loaded) => {
                    for (job, prepared) in loaded {
                        self.preparing -= 1;
                        match prepared {
                            Ok(Prepared::Done(batch)) => self.settle(&job, batch),
                            Ok(Prepared::Ready(ready)) => self.dispatch(ready),
                            Err(p) => {
                                self.held.remove(&job);
                                tracing::error!(error = %p, "delivery job failed; it will be retried when its lease ends");
                            }
                        }
                    }
                }
                Err((jobs, p)) => {
                    self.preparing -= jobs.len();
                    for job in &jobs {
                        self.held.remove(job);
                    }
                    tracing::error!(error = %p, jobs = jobs.len(), "loading delivery jobs failed; they will be retried when their leases end");
                }
            },
            Event::Attempted {
                endpoint,
                attempt,
                job,
                result,
                made,
            } => {
                self.in_flight -= 1;
                let now = Instant::now();
                if let Some(ep) = self.endpoints.get_mut(&endpoint)
                    && let Some(started) = ep.in_flight.remove(&attempt)
                    && result.is_some()
                    && made
                {
                    ep.last_done = Some(now);
                    let took = now.saturating_duration_since(started);
                    ep.latency = Some(match ep.latency {
                        Some(l) => (l * 4 + took) / 5,
                        None => took,
                    });
                }
                match result {
                    Some(Ok(batch)) => self.settle(&job, batch),
                    Some(Err(p)) => {
                        self.held.remove(&job);
                        tracing::error!(error = %p, "delivery job failed; it will be retried when its lease ends");
                    }
                    None => self.release(&job),
                }
                self.start_waiting(&endpoint);
            }
            Event::Claimed { .. } | Event::Committed => {}
        }
    }

    /// Queues the writes that settle `job`.
    fn settle(&mut self, job: &str, batch: Batch) {
        self.held.remove(job);
        self.pending.push(batch);
    }

    /// Hands `job` back to the queue, due now, unchanged (shutdown).
    fn release(&mut self, job: &str) {
        if let Some(token) = self.held.remove(job) {
            let due_at = self.worker.app.clock.now();
            self.pending.push(Batch::new().job(JobWrite::Reschedule {
                id: job.to_owned(),
                token,
                due_at,
            }));
        }
    }

    /// Starts a ready delivery if its endpoint has room; otherwise it waits in the worker or
    /// is handed back.
    fn dispatch(&mut self, ready: Box<Ready>) {
        if self.stopping {
            let job = ready.claimed.job.id.clone();
            self.release(&job);
            return;
        }
        let key = ready.webhook.url.clone();
        let now = Instant::now();
        let total_waiting = self.waiting;
        let ep = self.endpoints.entry(key.clone()).or_default();
        if ep.in_flight.len() < PER_ENDPOINT && ep.waiting.is_empty() {
            self.start(key, ready);
        } else if !ep.is_slow(now)
            && ep.waiting.len() < MAX_WAITING
            && total_waiting < MAX_WAITING_TOTAL
        {
            ep.waiting.push_back(ready);
            self.waiting += 1;
        } else {
            self.hold_back(&key, ready);
        }
    }

    /// Starts the deliveries waiting for `endpoint` while it has room; forgets an idle endpoint.
    fn start_waiting(&mut self, endpoint: &str) {
        loop {
            let Some(ep) = self.endpoints.get_mut(endpoint) else {
                return;
            };
            if ep.in_flight.len() >= PER_ENDPOINT {
                return;
            }
            let Some(ready) = ep.waiting.pop_front() else {
                if ep.in_flight.is_empty() {
                    self.endpoints.remove(endpoint);
                }
                return;
            };
            self.waiting -= 1;
            if self.stopping {
                let job = ready.claimed.job.id.clone();
                self.release(&job);
            } else {
                self.start(endpoint.to_owned(), ready);
            }
        }
    }

    /// Makes the attempt, or, over the endpoint's rate, reschedules it without counting one.
    fn start(&mut self, endpoint: String, ready: Box<Ready>) {
        let now = self.worker.app.clock.now();
        if let Some(wait) = self.worker.take_token(&ready.webhook, now) {
            // Over the endpoint's rate: wait, without counting an attempt.
            let due = now + chrono::Duration::from_std(wait).unwrap_or_default();
            let job = JobWrite::Reschedule {
                id: ready.claimed.job.id.clone(),
                token: ready.claimed.token.clone(),
                due_at: due,
            };
            let id = ready.claimed.job.id.clone();
            self.settle(&id, Batch::new().job(job));
            if let Some(ep) = self.endpoints.get(&endpoint)
                && ep.in_flight.is_empty()
                && ep.waiting.is_empty()
            {
                self.endpoints.remove(&endpoint);
            }
            return;
        }
        self.attempts += 1;
        let attempt = self.attempts;
        self.in_flight += 1;
        self.endpoints
            .entry(endpoint.clone())
            .or_default()
            .in_flight
            .insert(attempt, Instant::now());
        let worker = self.worker;
        let mut abort = self.abort.subscribe();
        self.work.push(Box::pin(async move {
            let job = ready.claimed.job.id.clone();
            if let Some(back) = worker.over_shared_rate(&ready).await {
                return Event::Attempted {
                    endpoint,
                    attempt,
                    job,
                    result: Some(Ok(back)),
                    made: false,
                };
            }
            let result = tokio::select! {
                r = worker.attempt(*ready) => Some(r),
                _ = abort.wait_for(|a| *a) => None,
            };
            Event::Attempted {
                endpoint,
                attempt,
                job,
                result,
                made: true,
            }
        }));
    }

    /// Hands a delivery back to the queue for when its endpoint should have room: the deliveries
    /// handed back in a row are spread over the time the endpoint needs for them (as many as it
    /// has room for per expected attempt duration), at most [`MAX_HOLD`] ahead.
    fn hold_back(&mut self, endpoint: &str, ready: Box<Ready>) {
        let now = Instant::now();
        let ep = self.endpoints.entry(endpoint.to_owned()).or_default();
        ep.held_back = ep.held_back.saturating_add(1);
        let ahead = u32::try_from(ep.waiting.len()).unwrap_or(u32::MAX) + ep.held_back;
        let mut hold = ep.wait_for_room(now, ahead).max(Duration::from_millis(10));
        if hold >= MAX_HOLD {
            // Spread what is held longest, so that it does not all come back at once.
            hold = MAX_HOLD.mul_f64(0.5 + rand::random::<f64>() / 2.0);
        }
        let due =
            self.worker.app.clock.now() + chrono::Duration::from_std(hold).unwrap_or_default();
        let id = ready.claimed.job.id.clone();
        let job = JobWrite::Reschedule {
            id: id.clone(),
            token: ready.claimed.token.clone(),
            due_at: due,
        };
        self.settle(&id, Batch::new().job(job));
    }

    /// When the next endpoint with waiting deliveries turns slow, if any.
    fn next_slow_check(&self) -> Option<tokio::time::Instant> {
        if self.waiting == 0 {
            return None;
        }
        self.endpoints
            .values()
            .filter(|ep| !ep.waiting.is_empty())
            .filter_map(Endpoint::oldest)
            .min()
            .map(|t| tokio::time::Instant::from_std(t + SLOW_AFTER))
    }

    /// Hands back the deliveries waiting for endpoints that turned slow.
    fn check_slow(&mut self) {
        if self.waiting == 0 {
            return;
        }
        let now = Instant::now();
        let slow: Vec<String> = self
            .endpoints
            .iter()
            .filter(|(_, ep)| !ep.waiting.is_empty() && ep.is_slow(now))
            .map(|(k, _)| k.clone())
            .collect();
        for key in slow {
            let waiting = self
                .endpoints
                .get_mut(&key)
                .map(|ep| std::mem::take(&mut ep.waiting))
                .unwrap_or_default();
            self.waiting -= waiting.len();
            for ready in waiting {
                self.hold_back(&key, ready);
            }
        }
    }

    /// Shutdown: no more claims or attempts; the deliveries waiting for room go back to the
    /// queue at once.
    fn stop(&mut self) {
        self.stopping = true;
        let keys: Vec<String> = self.endpoints.keys().cloned().collect();
        for key in keys {
            let waiting = self
                .endpoints
                .get_mut(&key)
                .map(|ep| std::mem::take(&mut ep.waiting))
                .unwrap_or_default();
            self.waiting -= waiting.len();
            for ready in waiting {
                let job = ready.claimed.job.id.clone();
                self.release(&job);
            }
        }
    }
}

/// A claimed job with what was loaded for it.
type Loaded = (String, Result<Prepared, Error>);

/// The subscriptions and events loaded for a claim, by id.
#[derive(Default)]
struct Loads {
    webhooks: HashMap<String, Document>,
    events: HashMap<String, Document>,
}

/// What a claimed job needs done, given its delivery (`None`: gone) and the subscriptions and
/// events loaded for the claim.
fn ready(
    claimed: ClaimedJob,
    delivery: Option<(Delivery, u64)>,
    docs: &Loads,
) -> Result<Prepared, Error> {
    let finish = JobWrite::Finish {
        id: claimed.job.id.clone(),
        token: claimed.token.clone(),
    };
    let Some((delivery, version)) = delivery else {
        return Ok(Prepared::Done(Batch::new().job(finish)));
    };
    if delivery.status != DeliveryStatus::Pending {
        return Ok(Prepared::Done(Batch::new().job(finish)));
    }
    let webhook = match docs.webhooks.get(&delivery.webhook_id) {
        Some(doc) => Some(Webhook::from_doc(doc.clone())?),
        None => None,
    };
    let is_test = delivery.event_type == types::WEBHOOK_TEST;
    let (webhook, webhook_version) = match webhook {
        Some((w, v)) if w.enabled || is_test => (w, v),
        Some(_) => {
            return Ok(give_up(
                delivery,
                version,
                finish,
                "the subscription is disabled",
            ));
        }
        None => {
            return Ok(give_up(
                delivery,
                version,
                finish,
                "the subscription was deleted",
            ));
        }
    };
    let Some(event) = docs.events.get(&delivery.event_id) else {
        return Ok(give_up(delivery, version, finish, "the event is gone"));
    };
    let (event, _) = StoredEvent::from_doc(event.clone())?;
    Ok(Prepared::Ready(Box::new(Ready {
        claimed,
        delivery,
        version,
        webhook,
        webhook_version,
        event,
    })))
}

fn give_up(mut delivery: Delivery, version: u64, finish: JobWrite, reason: &str) -> Prepared {
    fail(&mut delivery, reason);
    Prepared::Done(
        Batch::new()
            .job(finish)
            .put(delivery.to_doc(version + 1), Expect::Version(version)),
    )
}

fn fail(delivery: &mut Delivery, reason: &str) {
    delivery.status = DeliveryStatus::Failed;
    delivery.next_attempt_at = None;
    delivery.failure_reason = Some(reason.to_owned());
}
