//! The response body: full bytes, or a stream of frames (server-sent events).

use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use futures_core::Stream;
use http_body::{Frame, SizeHint};

type BoxStream = Pin<Box<dyn Stream<Item = Bytes> + Send + 'static>>;

/// The body of every response of [`crate::Api::handle`]. It implements [`http_body::Body`], so
/// hyper, axum and any tower-based server can send it as is.
pub struct Body {
    inner: Inner,
}

enum Inner {
    Full(Option<Bytes>),
    Stream(BoxStream),
}

impl Body {
    /// A body holding `bytes`.
    pub fn full(bytes: impl Into<Bytes>) -> Self {
        let bytes = bytes.into();
        Self {
            inner: Inner::Full((!bytes.is_empty()).then_some(bytes)),
        }
    }

    /// An empty body.
    pub fn empty() -> Self {
        Self {
            inner: Inner::Full(None),
        }
    }

    /// A body sent chunk by chunk as `stream` yields them.
    pub fn stream(stream: impl Stream<Item = Bytes> + Send + 'static) -> Self {
        Self {
            inner: Inner::Stream(Box::pin(stream)),
        }
    }

    /// The bytes of a full body (`None` for a stream).
    pub fn as_bytes(&self) -> Option<&[u8]> {
        match &self.inner {
            Inner::Full(b) => Some(b.as_deref().unwrap_or_default()),
            Inner::Stream(_) => None,
        }
    }

    /// The next chunk of the body: the whole of a full body, then `None`.
    pub(crate) async fn next_chunk(&mut self) -> Option<Bytes> {
        match &mut self.inner {
            Inner::Full(b) => b.take(),
            Inner::Stream(s) => std::future::poll_fn(|cx| s.as_mut().poll_next(cx)).await,
        }
    }

    /// Collects the whole body (for a stream: until it ends).
    pub async fn collect(self) -> Bytes {
        match self.inner {
            Inner::Full(b) => b.unwrap_or_default(),
            Inner::Stream(mut s) => {
                let mut out = Vec::new();
                while let Some(chunk) = std::future::poll_fn(|cx| s.as_mut().poll_next(cx)).await {
                    out.extend_from_slice(&chunk);
                }
                Bytes::from(out)
            }
        }
    }
}

impl Default for Body {
    fn default() -> Self {
        Self::empty()
    }
}

impl std::fmt::Debug for Body {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match &self.inner {
            Inner::Full(b) => f
                .debug_struct("Body")
                .field("len", &b.as_ref().map_or(0, Bytes::len))
                .finish(),
            Inner::Stream(_) => f.debug_struct("Body").field("stream", &true).finish(),
        }
    }
}

impl From<Bytes> for Body {
    fn from(b: Bytes) -> Self {
        Self::full(b)
    }
}

impl http_body::Body for Body {
    type Data = Bytes;
    type Error = std::convert::Infallible;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, Self::Error>>> {
        match &mut self.inner {
            Inner::Full(b) => Poll::Ready(b.take().map(|b| Ok(Frame::data(b)))),
            Inner::Stream(s) => s
                .as_mut()
                .poll_next(cx)
                .map(|c| c.map(|c| Ok(Frame::data(c)))),
        }
    }

    fn is_end_stream(&self) -> bool {
        matches!(self.inner, Inner::Full(None))
    }

    fn size_hint(&self) -> SizeHint {
        match &self.inner {
            Inner::Full(b) => SizeHint::with_exact(b.as_ref().map_or(0, |b| b.len() as u64)),
            Inner::Stream(_) => SizeHint::default(),
        }
    }
}
