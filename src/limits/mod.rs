//! Quotas per minute and per day, and idempotency keys.

pub mod idempotency;
pub mod quota;
