//! Server-sent events: frames, the response, keep-alives. The services yield typed events; this
//! module alone writes them as `text/event-stream`.

use std::time::Duration;

use bytes::Bytes;
use http::{HeaderValue, Response, header};
use tokio::sync::mpsc;

use super::body::Body;

/// A keep-alive comment is sent when nothing else was for this long.
pub(crate) const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// One event frame.
pub(crate) fn frame(id: u32, event: &str, data: &str) -> Bytes {
    let mut out = String::with_capacity(data.len() + event.len() + 32);
    out.push_str("id: ");
    out.push_str(&id.to_string());
    out.push_str("\nevent: ");
    out.push_str(event);
    // Data never holds a raw newline: it is one line of JSON.
    out.push_str("\ndata: ");
    out.push_str(data);
    out.push_str("\n\n");
    Bytes::from(out)
}

/// The keep-alive comment.
pub(crate) fn keep_alive() -> Bytes {
    Bytes::from_static(b": keep-alive\n\n")
}

/// A `text/event-stream` response: each item of `rx` rendered by `render` as (id, event, data);
/// a keep-alive comment whenever nothing was sent for [`KEEP_ALIVE`]. It ends when the sender is
/// dropped.
pub(crate) fn response<T: Send + 'static>(
    rx: mpsc::Receiver<T>,
    render: fn(&T) -> (u32, String, String),
) -> Response<Body> {
    let stream = futures_util::stream::unfold(rx, move |mut rx| async move {
        match tokio::time::timeout(KEEP_ALIVE, rx.recv()).await {
            Ok(Some(item)) => {
                let (id, event, data) = render(&item);
                Some((frame(id, &event, &data), rx))
            }
            Ok(None) => None,
            Err(_) => Some((keep_alive(), rx)),
        }
    });
    let mut res = Response::new(Body::stream(stream));
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/event-stream"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    // Proxies such as nginx must not buffer the stream.
    h.insert("x-accel-buffering", HeaderValue::from_static("no"));
    res
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn frames_have_id_event_and_data() {
        assert_eq!(
            &frame(3, "question", r#"{"a":1}"#)[..],
            b"id: 3\nevent: question\ndata: {\"a\":1}\n\n"
        );
    }
}
