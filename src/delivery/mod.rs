//! Webhook delivery: the [`Deliverer`] trait, the HTTP deliverer and a recording deliverer.

pub mod address;
mod deliverer;
/// The HTTP deliverer (feature `webhooks-http`).
#[cfg(feature = "webhooks-http")]
pub mod http;
mod recording;
pub mod schedule;
mod worker;

pub use deliverer::{Deliverer, DeliveryOutcome, DeliveryRequest, MAX_RESPONSE_BODY};
pub use recording::RecordingDeliverer;
pub use worker::{CONCURRENCY, DeliveryWorker, MAX_HOLD, PER_ENDPOINT, SLOW_AFTER};
