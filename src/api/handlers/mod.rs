//! One file per domain; each handler is thin: read input, call the domain, shape the output.

pub(crate) mod api_keys;
pub(crate) mod curriculum;
pub(crate) mod exams;
pub(crate) mod openapi;
pub(crate) mod webhooks;
