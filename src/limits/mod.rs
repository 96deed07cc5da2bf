//! Quotas per minute and per day, and idempotency keys.

pub(crate) mod idempotency;
pub(crate) mod quota;
