//! The use cases, one module per domain. Each takes the [`App`](crate::app::App), returns
//! [`crate::Result`], and knows nothing of HTTP: no status codes, headers, SSE framing or JSON
//! wire bytes. The HTTP handlers (`api::handlers`) parse a request, call one service and render
//! its result.

pub mod accounts;
pub(crate) mod exam_stream;
pub(crate) mod exams;
pub(crate) mod retention;
