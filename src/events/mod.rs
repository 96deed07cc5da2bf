//! Webhook events: the catalogue of 60 types, the envelope, subscription patterns, and signing.

pub mod catalogue;
pub(crate) mod outbox;
pub mod pattern;
pub(crate) mod schema;
pub mod signing;
