//! [`RecordingDeliverer`]: an in-memory [`Deliverer`] for tests.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex, MutexGuard, PoisonError};
use std::time::Duration;

use async_trait::async_trait;
use bytes::Bytes;
use tokio::sync::Notify;

use super::deliverer::{Deliverer, DeliveryOutcome, DeliveryRequest};

/// A [`Deliverer`] that sends nothing: it records every request and answers from a script.
///
/// Meant for an integration's own tests. Every [`DeliveryRequest`] is kept, in order
/// ([`requests`](Self::requests)); the answer is the oldest outcome queued with
/// [`push_outcome`](Self::push_outcome), or, when the queue is empty, the default set with
/// [`respond_with`](Self::respond_with) (`200` with an empty body unless changed). Clones share
/// the same record and script, so a test keeps one clone and gives the other to the API.
///
/// ```
/// use std::time::Duration;
/// use edugen::delivery::{Deliverer, DeliveryOutcome, DeliveryRequest, RecordingDeliverer};
///
/// # tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap().block_on(async {
/// let recorder = RecordingDeliverer::new();
/// recorder.push_outcome(DeliveryOutcome::Timeout); // the first attempt times out
///
/// let request = DeliveryRequest {
///     url: "https://example.com/hook".into(),
///     headers: vec![("content-type".into(), "application/json".into())],
///     body: "{}".into(),
///     timeout: Duration::from_secs(10),
/// };
/// let api_side = recorder.clone();
/// assert_eq!(api_side.deliver(request.clone()).await, DeliveryOutcome::Timeout);
/// assert!(matches!(api_side.deliver(request).await, DeliveryOutcome::Response { status: 200, .. }));
///
/// assert!(recorder.wait_for(2, Duration::from_secs(1)).await);
/// assert_eq!(recorder.requests().len(), 2);
/// # });
/// ```
#[derive(Debug, Clone, Default)]
pub struct RecordingDeliverer {
    shared: Arc<Shared>,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    recorded: Notify,
}

#[derive(Debug)]
struct State {
    requests: Vec<DeliveryRequest>,
    queued: VecDeque<DeliveryOutcome>,
    default: DeliveryOutcome,
}

impl Default for State {
    fn default() -> Self {
        Self {
            requests: Vec::new(),
            queued: VecDeque::new(),
            default: DeliveryOutcome::Response {
                status: 200,
                retry_after: None,
                body: Bytes::new(),
            },
        }
    }
}

impl RecordingDeliverer {
    /// A recorder with no requests, no queued outcomes, answering `200` with an empty body.
    pub fn new() -> Self {
        Self::default()
    }

    fn state(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock leaves the state consistent (every update is one step).
        self.shared
            .state
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
    }

    /// Sets the outcome returned whenever no queued outcome is left.
    pub fn respond_with(&self, outcome: DeliveryOutcome) {
        self.state().default = outcome;
    }

    /// Queues a one-off outcome; queued outcomes are used first, oldest first, one per request.
    pub fn push_outcome(&self, outcome: DeliveryOutcome) {
        self.state().queued.push_back(outcome);
    }

    /// Every request delivered so far (since the last [`clear`](Self::clear)), in order.
    pub fn requests(&self) -> Vec<DeliveryRequest> {
        self.state().requests.clone()
    }

    /// Forgets the recorded requests; the default and queued outcomes stay.
    pub fn clear(&self) {
        self.state().requests.clear();
    }

    /// Waits until at least `n` requests are recorded (counting from the last
    /// [`clear`](Self::clear)); `false` if `timeout` passed first.
    pub async fn wait_for(&self, n: usize, timeout: Duration) -> bool {
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            let mut notified = std::pin::pin!(self.shared.recorded.notified());
            // Register before checking, so a request recorded in between is not missed.
            notified.as_mut().enable();
            if self.state().requests.len() >= n {
                return true;
            }
            if tokio::time::timeout_at(deadline, notified).await.is_err() {
                return self.state().requests.len() >= n;
            }
        }
    }
}

#[async_trait]
impl Deliverer for RecordingDeliverer {
    async fn deliver(&self, request: DeliveryRequest) -> DeliveryOutcome {
        let outcome = {
            let mut state = self.state();
            state.requests.push(request);
            match state.queued.pop_front() {
                Some(outcome) => outcome,
                None => state.default.clone(),
            }
        };
        self.shared.recorded.notify_waiters();
        outcome
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn request(n: usize) -> DeliveryRequest {
        DeliveryRequest {
            url: format!("https://receiver.example/hook/{n}"),
            headers: vec![
                ("content-type".into(), "application/json".into()),
                ("x-edugen-signature".into(), format!("t={n},v1=00")),
            ],
            body: Bytes::from(format!(r#"{{"id":"evt_{n}"}}"#)),
            timeout: Duration::from_secs(10),
        }
    }

    fn ok() -> DeliveryOutcome {
        DeliveryOutcome::Response {
            status: 200,
            retry_after: None,
            body: Bytes::new(),
        }
    }

    #[tokio::test]
    async fn records_requests_in_order_and_answers_200_by_default() {
        let recorder = RecordingDeliverer::new();
        assert!(recorder.requests().is_empty());
        for n in 0..3 {
            assert_eq!(recorder.deliver(request(n)).await, ok());
        }
        assert_eq!(
            recorder.requests(),
            vec![request(0), request(1), request(2)]
        );
        recorder.clear();
        assert!(recorder.requests().is_empty());
        recorder.deliver(request(9)).await;
        assert_eq!(recorder.requests(), vec![request(9)]);
    }

    #[tokio::test]
    async fn queued_outcomes_come_first_in_fifo_order_then_the_default() {
        let recorder = RecordingDeliverer::new();
        let unavailable = DeliveryOutcome::Response {
            status: 503,
            retry_after: Some(7),
            body: Bytes::from_static(b"busy"),
        };
        recorder.respond_with(DeliveryOutcome::Response {
            status: 410,
            retry_after: None,
            body: Bytes::new(),
        });
        recorder.push_outcome(DeliveryOutcome::Timeout);
        recorder.push_outcome(unavailable.clone());
        recorder.push_outcome(DeliveryOutcome::ConnectError("reset".into()));
        assert_eq!(recorder.deliver(request(0)).await, DeliveryOutcome::Timeout);
        assert_eq!(recorder.deliver(request(1)).await, unavailable);
        assert_eq!(
            recorder.deliver(request(2)).await,
            DeliveryOutcome::ConnectError("reset".into())
        );
        for n in 3..5 {
            assert!(matches!(
                recorder.deliver(request(n)).await,
                DeliveryOutcome::Response { status: 410, .. }
            ));
        }
        // Clearing the record keeps the script.
        recorder.push_outcome(DeliveryOutcome::Refused("no".into()));
        recorder.clear();
        assert_eq!(
            recorder.deliver(request(5)).await,
            DeliveryOutcome::Refused("no".into())
        );
        recorder.respond_with(ok());
        assert_eq!(recorder.deliver(request(6)).await, ok());
    }

    #[tokio::test]
    async fn clones_share_the_record_and_the_script() {
        let recorder = RecordingDeliverer::new();
        let clone = recorder.clone();
        clone.push_outcome(DeliveryOutcome::Timeout);
        assert_eq!(recorder.deliver(request(1)).await, DeliveryOutcome::Timeout);
        assert_eq!(clone.requests(), vec![request(1)]);
        clone.clear();
        assert!(recorder.requests().is_empty());
        // Usable as a trait object.
        let boxed: Box<dyn Deliverer> = Box::new(clone);
        assert_eq!(boxed.deliver(request(2)).await, ok());
        assert_eq!(recorder.requests().len(), 1);
        assert!(format!("{recorder:?}").contains("RecordingDeliverer"));
    }

    #[tokio::test]
    async fn wait_for_returns_when_enough_requests_arrive() {
        let recorder = RecordingDeliverer::new();
        assert!(recorder.wait_for(0, Duration::ZERO).await);
        let sender = recorder.clone();
        let task = tokio::spawn(async move {
            for n in 0..3 {
                tokio::time::sleep(Duration::from_millis(20)).await;
                sender.deliver(request(n)).await;
            }
        });
        let started = std::time::Instant::now();
        assert!(recorder.wait_for(3, Duration::from_secs(10)).await);
        assert!(started.elapsed() < Duration::from_secs(5));
        assert_eq!(recorder.requests().len(), 3);
        task.await.unwrap();
        // Already there: immediate.
        assert!(recorder.wait_for(2, Duration::ZERO).await);
    }

    #[tokio::test]
    async fn wait_for_times_out() {
        let recorder = RecordingDeliverer::new();
        recorder.deliver(request(0)).await;
        let started = std::time::Instant::now();
        assert!(!recorder.wait_for(2, Duration::from_millis(100)).await);
        assert!(started.elapsed() >= Duration::from_millis(100));
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn wait_for_misses_no_request_under_concurrency() {
        for _ in 0..50 {
            let recorder = RecordingDeliverer::new();
            let sender = recorder.clone();
            let task = tokio::spawn(async move { sender.deliver(request(0)).await });
            assert!(recorder.wait_for(1, Duration::from_secs(5)).await);
            task.await.unwrap();
        }
    }
}
