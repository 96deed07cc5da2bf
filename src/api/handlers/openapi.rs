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
pub(crate) async fn document(cx: Ctx) -> HandlerResult {
    let doc = crate::api::openapi::document();
    let issuer = &cx.app.config.issuer;
    let base = crate::api::openapi::OAUTH_BASE;
    let body = match serde_json::to_string(&format!("{issuer}/v1/oauth/")) {
        // The OAuth flow's URLs name the configured issuer.
        Ok(quoted) if quoted[1..quoted.len() - 1] != *base => {
            let text = String::from_utf8_lossy(&doc);
            bytes::Bytes::from(text.replace(base, &quoted[1..quoted.len() - 1]))
        }
        _ => doc,
    };
    let mut res = Response::new(Body::full(body));
    res.headers_mut().insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("application/json"),
    );
    Ok(res)
}
