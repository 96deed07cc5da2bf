//! `tower_service::Service` for [`Api`] (feature `tower`): the body is collected up to the
//! configured limit (larger is answered 413 without reading the rest), then handed to
//! [`Api::handle`].

use std::convert::Infallible;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use bytes::Bytes;
use http_body_util::{BodyExt, LengthLimitError, Limited};

use super::{Api, Body, UnreadableBody};

impl<B> tower_service::Service<http::Request<B>> for Api
where
    B: http_body::Body<Data = Bytes> + Send + 'static,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    type Response = http::Response<Body>;
    type Error = Infallible;
    type Future = Pin<Box<dyn Future<Output = Result<Self::Response, Infallible>> + Send>>;

    fn poll_ready(&mut self, _cx: &mut Context<'_>) -> Poll<Result<(), Infallible>> {
        Poll::Ready(Ok(()))
    }

    fn call(&mut self, req: http::Request<B>) -> Self::Future {
        let api = self.clone();
        Box::pin(async move {
            let limit = super::body_limit(
                api.inner.app.config.max_body_bytes,
                req.method(),
                req.uri().path(),
            );
            let (parts, body) = req.into_parts();
            let mut parts = parts;
            let bytes = match Limited::new(body, limit).collect().await {
                Ok(c) => c.to_bytes(),
                // Over the limit: hand over one byte too many, so that the pipeline answers 413
                // with all its headers, without reading the rest.
                Err(e) if e.is::<LengthLimitError>() => Bytes::from(vec![0; limit + 1]),
                Err(_) => {
                    parts.extensions.insert(UnreadableBody);
                    Bytes::new()
                }
            };
            Ok(api.handle(http::Request::from_parts(parts, bytes)).await)
        })
    }
}
