//! One file per domain. Each declares its routes (`routes()`) and its OpenAPI paths (`Doc`) beside
//! its handlers; a handler is thin: read the input, call one service, render the result.
//!
//! A new route touches its module only; a new module adds one line to [`MODULES`].

use utoipa::OpenApi;

use super::router::Route;

pub(crate) mod analytics;
pub(crate) mod api_keys;
pub(crate) mod courses;
pub(crate) mod curriculum;
pub(crate) mod exams;
pub(crate) mod exports;
pub(crate) mod games;
pub(crate) mod grading;
pub(crate) mod marketplace;
pub(crate) mod oauth;
pub(crate) mod openapi;
pub(crate) mod webhooks;

/// A module's routes and OpenAPI paths.
pub(crate) struct Module {
    pub(crate) routes: fn() -> Vec<Route>,
    pub(crate) doc: fn() -> utoipa::openapi::OpenApi,
}

macro_rules! modules {
    ($($m:ident),* $(,)?) => {
        /// Every module of routes, in the order their routes are matched and documented.
        pub(crate) const MODULES: &[Module] = &[$(Module {
            routes: $m::routes,
            doc: <$m::Doc as OpenApi>::openapi,
        }),*];
    };
}

modules![
    openapi,
    api_keys,
    oauth,
    curriculum,
    webhooks,
    exams,
    exports,
    grading,
    analytics,
    courses,
    games,
    marketplace
];
