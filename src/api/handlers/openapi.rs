//! `GET /v1/openapi.json` (public).

use http::{HeaderValue, Method, Response, header};

use crate::api::body::Body;
use crate::api::ctx::Ctx;
use crate::api::router::{HandlerResult, Route, handler};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(document))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    vec![Route::public(
        Method::GET,
        "/v1/openapi.json",
        handler!(document),
    )]
}

/// This OpenAPI 3.1 document. No credential needed.
#[utoipa::path(operation_id = "getOpenApiDocument", get, path = "/v1/openapi.json", tag = "Account",
    responses((status = 200, description = "The OpenAPI 3.1 document", content_type = "application/json")))]
pub(crate) async fn document(_cx: Ctx) -> HandlerResult {
    let mut res = Response::new(Body::full(crate::api::openapi::document()));
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Ok(res)
}
