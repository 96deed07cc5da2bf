//! Webhook delivery: the [`Deliverer`] trait, the HTTP deliverer and a recording deliverer.

mod deliverer;
#[cfg(feature = "webhooks-http")]
pub mod http;
mod recording;

pub use deliverer::{Deliverer, DeliveryOutcome, DeliveryRequest, MAX_RESPONSE_BODY};
pub use recording::RecordingDeliverer;
