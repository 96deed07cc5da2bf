//! The route table: method, path, the scope each route needs, and its handler.

use std::future::Future;
use std::pin::Pin;

use std::sync::Arc;

use http::{Method, Response};

use super::body::Body;
use super::ctx::Ctx;
use super::handlers;
use crate::app::App;
use crate::auth::Scope;
use crate::error::Error;

/// What a handler returns.
pub(crate) type HandlerResult = Result<Response<Body>, Error>;
/// A handler: an async function of the request context.
pub(crate) type Handler = fn(Ctx) -> Pin<Box<dyn Future<Output = HandlerResult> + Send>>;

/// Wraps an `async fn(Ctx) -> HandlerResult` as a [`Handler`].
macro_rules! handler {
    ($f:path) => {{
        fn boxed(
            cx: $crate::api::ctx::Ctx,
        ) -> ::std::pin::Pin<
            Box<dyn ::std::future::Future<Output = $crate::api::router::HandlerResult> + Send>,
        > {
            Box::pin($f(cx))
        }
        boxed as $crate::api::router::Handler
    }};
}
pub(crate) use handler;

/// Replays a stored result that the idempotency step could not keep as bytes (a stream): given
/// what the first response's [`ReplayOf`] named, it answers the same content again.
pub(crate) type Replay = fn(&Arc<App>, &str) -> Response<Body>;

/// Set by a handler on a streamed response whose content is stored elsewhere and can be
/// replayed from its name (the route's [`Replay`]); the idempotency step keeps the name.
#[derive(Debug, Clone)]
pub(crate) struct ReplayOf(pub(crate) String);

/// Set by a handler on a response that carries a secret (a new API key's value): the idempotency
/// step keeps it only sealed for the requesting credential.
#[derive(Debug, Clone, Copy)]
pub(crate) struct CarriesSecret;

/// One route.
pub(crate) struct Route {
    pub(crate) method: Method,
    /// The path template, `{name}` for a parameter (as in the OpenAPI document).
    pub(crate) path: &'static str,
    /// The scope a credential needs; `None` for public routes (no credential needed).
    pub(crate) scope: Option<Scope>,
    /// Generation routes are refused to Discovery accounts without a payment method.
    pub(crate) generation: bool,
    /// The answer depends on the URI alone (static data): answers are kept and reused.
    pub(crate) cacheable: bool,
    pub(crate) handler: Handler,
    /// How a streamed result is replayed under an idempotency key.
    pub(crate) replay: Option<Replay>,
    /// The route reads its query parameters itself and ignores unknown ones (the OAuth
    /// authorization endpoint, RFC 6749 §3.1).
    pub(crate) lenient_query: bool,
    /// What the route answers and the query parameters it takes (from its OpenAPI operation),
    /// looked up once when the router is built.
    pub(crate) shape: &'static super::ctx::Shape,
}

impl Route {
    pub(crate) fn new(method: Method, path: &'static str, scope: Scope, handler: Handler) -> Self {
        Self {
            method,
            path,
            scope: Some(scope),
            generation: false,
            cacheable: false,
            handler,
            replay: None,
            lenient_query: false,
            shape: super::ctx::Shape::none(),
        }
    }

    /// Marks a route that reads its query itself, ignoring parameters it does not know.
    pub(crate) fn lenient_query(mut self) -> Self {
        self.lenient_query = true;
        self
    }

    /// Marks a route whose answer depends on its URI alone.
    pub(crate) fn cacheable(mut self) -> Self {
        self.cacheable = true;
        self
    }

    /// How the route's streamed results are replayed under an idempotency key.
    pub(crate) fn replay(mut self, replay: Replay) -> Self {
        self.replay = Some(replay);
        self
    }

    /// Marks a route that generates content (refused to Discovery accounts without a payment
    /// method).
    pub(crate) fn generation(mut self) -> Self {
        self.generation = true;
        self
    }

    pub(crate) fn public(method: Method, path: &'static str, handler: Handler) -> Self {
        Self {
            method,
            path,
            scope: None,
            generation: false,
            cacheable: false,
            handler,
            replay: None,
            lenient_query: false,
            shape: super::ctx::Shape::none(),
        }
    }
}

/// Every route the API serves.
pub(crate) fn routes() -> Vec<Route> {
    handlers::MODULES
        .iter()
        .flat_map(|m| (m.routes)())
        .collect()
}

/// The result of matching a request.
pub(crate) enum Match<'a> {
    Found(&'a Route, Vec<(String, String)>),
    MethodNotAllowed(String),
    NotFound,
}

/// Paths to routes, with method dispatch.
pub(crate) struct Router {
    paths: matchit::Router<Vec<usize>>,
    routes: Vec<Route>,
}

impl Router {
    pub(crate) fn new(mut routes: Vec<Route>) -> Self {
        for r in &mut routes {
            r.shape = super::ctx::shape(&r.method, r.path);
        }
        let mut by_path: Vec<(&'static str, Vec<usize>)> = Vec::new();
        for (i, r) in routes.iter().enumerate() {
            match by_path.iter_mut().find(|(p, _)| *p == r.path) {
                Some((_, ids)) => ids.push(i),
                None => by_path.push((r.path, vec![i])),
            }
        }
        let mut paths = matchit::Router::new();
        for (path, ids) in by_path {
            paths
                .insert(path, ids)
                .unwrap_or_else(|e| panic!("route table: {path}: {e}"));
        }
        Self { paths, routes }
    }

    pub(crate) fn routes(&self) -> &[Route] {
        &self.routes
    }

    pub(crate) fn find(&self, method: &Method, path: &str) -> Match<'_> {
        let Ok(m) = self.paths.at(path) else {
            return Match::NotFound;
        };
        let params = m
            .params
            .iter()
            .map(|(k, v)| (k.to_owned(), v.to_owned()))
            .collect();
        let found =
            m.value.iter().map(|&i| &self.routes[i]).find(|r| {
                r.method == method || (method == Method::HEAD && r.method == Method::GET)
            });
        match found {
            Some(r) => Match::Found(r, params),
            None => {
                let mut allow: Vec<&str> = m
                    .value
                    .iter()
                    .map(|&i| self.routes[i].method.as_str())
                    .collect();
                allow.sort_unstable();
                Match::MethodNotAllowed(allow.join(", "))
            }
        }
    }
}
