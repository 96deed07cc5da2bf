//! OAuth 2.0: `/v1/oauth/authorize` (the consent page and its form), `/v1/oauth/token`,
//! `/v1/oauth/revoke`, and the authorization-server metadata (RFC 8414).
//!
//! The token and revocation endpoints answer RFC 6749 JSON (`{"error", "error_description"}`),
//! not problems, with `Cache-Control: no-store`; the authorization endpoint answers HTML pages
//! and `303 See Other` redirects (RFC 9700 §4.12).

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use hmac::{Hmac, Mac};
use http::{HeaderMap, HeaderValue, Method, Response, StatusCode, header};
use serde::Serialize;
use sha2::Sha256;
use utoipa::{IntoParams, ToSchema};

use crate::api::body::Body;
use crate::api::ctx::{Ctx, json, parse_query};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::auth::oauth::{ct_eq, scope_string};
use crate::services::oauth::{
    self as service, Authorization, AuthorizeError, AuthorizeParams, ClientCredentials, OauthError,
    SignedInUser,
};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(
    paths(authorize, consent, token, revoke, metadata, resource_metadata),
    components(schemas(
        TokenForm,
        RevokeForm,
        ConsentForm,
        TokenResponse,
        OauthErrorBody,
        ServerMetadata,
        ResourceMetadata
    ))
)]
pub(crate) struct Doc;

const AUTHORIZE: &str = "/v1/oauth/authorize";
const TOKEN: &str = "/v1/oauth/token";
const REVOKE: &str = "/v1/oauth/revoke";
const METADATA: &str = "/.well-known/oauth-authorization-server";
/// Where the protected resource's metadata is (RFC 9728).
pub(crate) const RESOURCE_METADATA: &str = "/.well-known/oauth-protected-resource";
/// The cookie of the consent form's CSRF protection (double submit, bound by HMAC), when the
/// issuer is served over https (`Secure`, host-only).
const CSRF_COOKIE: &str = "__Host-edugen-oauth";
/// The same cookie for an issuer served over plain http (local development), where a `Secure`
/// cookie would not come back.
const CSRF_COOKIE_HTTP: &str = "edugen-oauth";

/// The CSRF cookie's name and attributes for the configured issuer.
fn csrf_cookie_name(cx: &Ctx) -> (&'static str, &'static str) {
    if cx.app.config.issuer.starts_with("https://") {
        (CSRF_COOKIE, "; Secure")
    } else {
        (CSRF_COOKIE_HTTP, "")
    }
}

pub(crate) fn routes() -> Vec<Route> {
    vec![
        Route::public(Method::GET, AUTHORIZE, handler!(authorize)).lenient_query(),
        Route::public(Method::POST, AUTHORIZE, handler!(consent)),
        Route::public(Method::POST, TOKEN, handler!(token)),
        Route::public(Method::POST, REVOKE, handler!(revoke)),
        Route::public(Method::GET, METADATA, handler!(metadata)),
        Route::public(Method::GET, RESOURCE_METADATA, handler!(resource_metadata)),
    ]
}

/// Whether the request goes to an endpoint where clients authenticate with HTTP Basic, and
/// carries such a header: the pipeline then reads no API credential from it.
pub(crate) fn client_authenticated(path: &str, headers: &HeaderMap) -> bool {
    (path == TOKEN || path == REVOKE)
        && headers
            .get(header::AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.split_once(' '))
            .is_some_and(|(scheme, _)| scheme.eq_ignore_ascii_case("basic"))
}

/// The query of an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3). Other parameters are
/// ignored.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
struct AuthorizeQuery {
    /// Must be `code`.
    #[param(required = true)]
    response_type: Option<String>,
    /// The client (`cli_…`).
    #[param(required = true)]
    client_id: Option<String>,
    /// One of the client's redirect URIs, exactly (a loopback URI on any port).
    #[param(required = true)]
    redirect_uri: Option<String>,
    /// Scopes asked for, separated by spaces (`exams:read courses:read`).
    #[param(required = true)]
    scope: Option<String>,
    /// Echoed to the redirect URI (at most 500 characters).
    state: Option<String>,
    /// `BASE64URL(SHA256(code_verifier))`, 43 characters.
    #[param(required = true)]
    code_challenge: Option<String>,
    /// Must be `S256` (`plain` is refused).
    #[param(required = true)]
    code_challenge_method: Option<String>,
}

/// The consent form, posted back to the authorization endpoint: the authorization request's
/// parameters, the CSRF token, the decision and, with the development sign-in, the API key.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub(crate) struct ConsentForm {
    response_type: String,
    client_id: String,
    redirect_uri: String,
    scope: String,
    state: Option<String>,
    code_challenge: String,
    code_challenge_method: String,
    /// The form's CSRF token (bound to the `__Host-edugen-oauth` cookie and to the request).
    csrf: String,
    /// `approve` or `deny`.
    decision: String,
    /// Development sign-in only: an API key of the account.
    api_key: Option<String>,
}

/// A token request (RFC 6749 §4.1.3, §6), form-encoded. A confidential client authenticates with
/// HTTP Basic or with `client_id` and `client_secret`; a public client sends `client_id`.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub(crate) struct TokenForm {
    /// `authorization_code` or `refresh_token`.
    grant_type: String,
    /// The authorization code (`authorization_code`).
    code: Option<String>,
    /// The redirect URI of the authorization request (`authorization_code`).
    redirect_uri: Option<String>,
    /// The PKCE code verifier, 43 to 128 characters (`authorization_code`).
    code_verifier: Option<String>,
    /// The refresh token (`refresh_token`).
    refresh_token: Option<String>,
    /// A narrower scope (`refresh_token`); never wider than what was granted.
    scope: Option<String>,
    /// The client id.
    client_id: Option<String>,
    /// The client secret (confidential clients not using HTTP Basic).
    client_secret: Option<String>,
}

/// A revocation request (RFC 7009), form-encoded; the client authenticates as at the token
/// endpoint.
#[derive(Debug, ToSchema)]
#[allow(dead_code)]
pub(crate) struct RevokeForm {
    /// An access or a refresh token of this client.
    token: String,
    /// `access_token` or `refresh_token` (a hint only).
    token_type_hint: Option<String>,
    /// The client id.
    client_id: Option<String>,
    /// The client secret (confidential clients not using HTTP Basic).
    client_secret: Option<String>,
}

/// A successful token response (RFC 6749 §5.1).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct TokenResponse {
    /// `egat_…`, valid one hour: send it as `Authorization: Bearer <token>`.
    access_token: String,
    /// Always `Bearer`.
    token_type: &'static str,
    /// Seconds the access token is valid (3600).
    expires_in: i64,
    /// `egrt_…`: one use; the answer to it carries the next one.
    refresh_token: String,
    /// The scopes granted, separated by spaces.
    scope: String,
}

/// An error of the token or revocation endpoint (RFC 6749 §5.2).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct OauthErrorBody {
    /// `invalid_request`, `invalid_client`, `invalid_grant`, `unsupported_grant_type` or
    /// `invalid_scope`.
    error: &'static str,
    /// What went wrong, in words.
    error_description: String,
}

/// Authorization-server metadata (RFC 8414).
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ServerMetadata {
    issuer: String,
    authorization_endpoint: String,
    token_endpoint: String,
    revocation_endpoint: String,
    response_types_supported: Vec<&'static str>,
    response_modes_supported: Vec<&'static str>,
    grant_types_supported: Vec<&'static str>,
    code_challenge_methods_supported: Vec<&'static str>,
    token_endpoint_auth_methods_supported: Vec<&'static str>,
    revocation_endpoint_auth_methods_supported: Vec<&'static str>,
    scopes_supported: Vec<&'static str>,
    authorization_response_iss_parameter_supported: bool,
    service_documentation: String,
}

/// Protected-resource metadata (RFC 9728): the API (REST and MCP) and its authorization server.
#[derive(Debug, Serialize, ToSchema)]
pub(crate) struct ResourceMetadata {
    resource: String,
    authorization_servers: Vec<String>,
    scopes_supported: Vec<&'static str>,
    bearer_methods_supported: Vec<&'static str>,
    resource_name: &'static str,
    resource_documentation: String,
}

// ---------------------------------------------------------------------------------------------
// The authorization endpoint.

/// Start an authorization (OAuth 2.0 authorization code with PKCE).
///
/// Shows the consent page to the signed-in user (client name, scopes in words, approve and
/// deny). Errors about the client or its redirect URI are shown on a page; the others are
/// redirected to the client (RFC 6749 §4.1.2.1) with `error`, `state` and `iss`.
#[utoipa::path(operation_id = "oauthAuthorize", get, path = "/v1/oauth/authorize", tag = "Account",
    params(AuthorizeQuery),
    responses(
        (status = 200, description = "The consent page", content_type = "text/html", body = String),
        (status = 303, description = "To the client's redirect URI, with an error"),
        (status = 400, description = "A page naming what is wrong with the request", content_type = "text/html", body = String),
        (status = 401, description = "Nobody is signed in", content_type = "text/html", body = String),
    ))]
pub(crate) async fn authorize(cx: Ctx) -> HandlerResult {
    let pairs = match parse_query(cx.parts.uri.query().unwrap_or("")) {
        Ok(p) => p,
        Err(_) => {
            return Ok(error_page(
                StatusCode::BAD_REQUEST,
                "The query is malformed.",
            ));
        }
    };
    let auth = match checked(&cx, &pairs).await {
        Ok(a) => a,
        Err(res) => return Ok(res),
    };
    let Some(hook) = &cx.sign_in else {
        return Ok(unavailable());
    };
    let user = hook.user(&cx.parts).await;
    let grantable = match &user {
        Some(u) => {
            let g = service::grantable(&auth, u);
            if g.is_empty() {
                return Ok(see_other(&auth.error_location(
                    "access_denied",
                    "the signed-in user may grant none of the requested scopes",
                )));
            }
            g
        }
        None if hook.api_key_login() => auth.scopes.clone(),
        None => {
            let return_to = cx
                .parts
                .uri
                .path_and_query()
                .map_or(AUTHORIZE, |p| p.as_str());
            return Ok(hook.sign_in(return_to).unwrap_or_else(|| {
                error_page(
                    StatusCode::UNAUTHORIZED,
                    "Sign in to this service, then open the application's link again.",
                )
            }));
        }
    };
    let cookie =
        csrf_cookie(&cx).unwrap_or_else(|| URL_SAFE_NO_PAD.encode(rand::random::<[u8; 32]>()));
    let csrf = csrf_token(&cx, &cookie, &params_of(&pairs)).await?;
    let page = consent_page(
        &auth,
        &params_of(&pairs),
        &grantable,
        &csrf,
        hook.api_key_login() && user.is_none(),
        hook.stylesheet(),
    );
    let mut res = html(StatusCode::OK, page);
    let (name, secure) = csrf_cookie_name(&cx);
    if let Ok(v) = HeaderValue::from_str(&format!(
        "{name}={cookie}; Path=/{secure}; HttpOnly; SameSite=Strict"
    )) {
        res.headers_mut().insert(header::SET_COOKIE, v);
    }
    Ok(res)
}

/// Approve or deny an authorization (the consent page's form).
///
/// Carries the authorization request's parameters, the CSRF token (with its cookie) and the
/// decision. Approval redirects to the client with a code (single use, 60 seconds); denial with
/// `error=access_denied`.
#[utoipa::path(operation_id = "oauthConsent", post, path = "/v1/oauth/authorize", tag = "Account",
    request_body(content = ConsentForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "To the client's redirect URI, with a code or an error"),
        (status = 400, description = "A page naming what is wrong with the request", content_type = "text/html", body = String),
        (status = 403, description = "The form's CSRF token or the sign-in is not valid", content_type = "text/html", body = String),
    ))]
pub(crate) async fn consent(cx: Ctx) -> HandlerResult {
    let pairs = match form_pairs(&cx) {
        Ok(p) => p,
        Err(why) => return Ok(error_page(StatusCode::BAD_REQUEST, why)),
    };
    let auth = match checked(&cx, &pairs).await {
        Ok(a) => a,
        Err(res) => return Ok(res),
    };
    let Some(hook) = &cx.sign_in else {
        return Ok(unavailable());
    };
    let field = |name: &str| {
        let mut values = pairs
            .iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v.as_str());
        match (values.next(), values.next()) {
            (Some(v), None) => Some(v),
            _ => None,
        }
    };
    let expected = match csrf_cookie(&cx) {
        Some(cookie) => Some(csrf_token(&cx, &cookie, &params_of(&pairs)).await?),
        None => None,
    };
    let valid = match (expected, field("csrf")) {
        (Some(e), Some(given)) => ct_eq(&e, given),
        _ => false,
    };
    if !valid {
        return Ok(error_page(
            StatusCode::FORBIDDEN,
            "This form has expired or did not come from this page. Open the application's link \
             again.",
        ));
    }
    match field("decision") {
        Some("deny") => {
            return Ok(see_other(
                &auth.error_location("access_denied", "the user denied the request"),
            ));
        }
        Some("approve") => {}
        _ => {
            return Ok(error_page(
                StatusCode::BAD_REQUEST,
                "Choose Approve or Deny.",
            ));
        }
    }
    let user: Option<SignedInUser> = match hook.user(&cx.parts).await {
        Some(u) => Some(u),
        None if hook.api_key_login() => match field("api_key") {
            Some(key) => service::user_of_api_key(&cx.app, key, client_ip(&cx)).await?,
            None => None,
        },
        None => None,
    };
    let Some(user) = user else {
        return Ok(error_page(
            StatusCode::FORBIDDEN,
            "You are not signed in (or the API key is not valid). Open the application's link \
             again.",
        ));
    };
    let location = service::approve(&cx.app, &auth, &user).await?;
    Ok(see_other(&location))
}

fn client_ip(cx: &Ctx) -> Option<std::net::IpAddr> {
    cx.parts
        .extensions
        .get::<crate::api::ClientAddr>()
        .map(|a| a.0)
        .or_else(|| {
            cx.parts
                .extensions
                .get::<std::net::SocketAddr>()
                .map(|a| a.ip())
        })
}

/// The authorization request's parameters, checked; a refusal is the page or redirect to
/// answer.
async fn checked(cx: &Ctx, pairs: &[(String, String)]) -> Result<Authorization, Response<Body>> {
    let params = match AuthorizeParams::from_pairs(pairs) {
        Ok(p) => p,
        Err(name) => {
            return Err(error_page(
                StatusCode::BAD_REQUEST,
                &format!("The parameter {name} is given more than once."),
            ));
        }
    };
    match service::check_authorization(&cx.app, &params).await {
        Ok(a) => Ok(a),
        Err(AuthorizeError::Page(m)) => Err(error_page(StatusCode::BAD_REQUEST, &m)),
        Err(AuthorizeError::Redirect(location)) => Err(see_other(&location)),
    }
}

fn params_of(pairs: &[(String, String)]) -> AuthorizeParams {
    AuthorizeParams::from_pairs(pairs).unwrap_or_default()
}

/// The pairs of a form-encoded body.
fn form_pairs(cx: &Ctx) -> Result<Vec<(String, String)>, &'static str> {
    let ct = cx
        .parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("");
    let essence = ct.split(';').next().unwrap_or("").trim();
    if !essence.eq_ignore_ascii_case("application/x-www-form-urlencoded") {
        return Err("The body must be sent as application/x-www-form-urlencoded.");
    }
    let body = std::str::from_utf8(&cx.body).map_err(|_| "The body is not valid UTF-8.")?;
    parse_query(body).map_err(|_| "The body is not valid form encoding.")
}

fn csrf_cookie(cx: &Ctx) -> Option<String> {
    let (name, _) = csrf_cookie_name(cx);
    cx.parts
        .headers
        .get_all(header::COOKIE)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(';'))
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| v.to_owned())
        .filter(|v| {
            v.len() == 43
                && v.bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_')
        })
}

/// The form's CSRF token: an HMAC, under a key of the server, of the cookie and of the
/// authorization request, so a token works only with its cookie and for its request.
async fn csrf_token(
    cx: &Ctx,
    cookie: &str,
    params: &AuthorizeParams,
) -> Result<String, crate::error::Error> {
    let key = cx.app.derived_key("oauth consent csrf").await?;
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(&key).expect("HMAC takes any key length");
    mac.update(cookie.as_bytes());
    for (k, v) in params.pairs() {
        mac.update(b"\n");
        mac.update(k.as_bytes());
        mac.update(b"=");
        mac.update(v.as_bytes());
    }
    Ok(URL_SAFE_NO_PAD.encode(mac.finalize().into_bytes()))
}

fn see_other(location: &str) -> Response<Body> {
    let mut res = Response::new(Body::empty());
    *res.status_mut() = StatusCode::SEE_OTHER;
    if let Ok(v) = HeaderValue::from_str(location) {
        res.headers_mut().insert(header::LOCATION, v);
    }
    res.headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    res
}

fn unavailable() -> Response<Body> {
    error_page(
        StatusCode::BAD_REQUEST,
        "This service does not offer sign-in for applications.",
    )
}

/// Escapes text for HTML content and attribute values.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

const DEFAULT_CSS: &str = "body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#1a1a1a}\
main{max-width:32rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:.5rem}\
h1{font-size:1.4rem}ul.scopes{padding-left:1.2rem}ul.scopes li{margin:.4rem 0}\
label{display:block;font-weight:600;margin-top:1rem}input{width:100%;padding:.5rem;font-size:1rem;box-sizing:border-box}\
.actions{display:flex;gap:1rem;margin-top:1.5rem}button{font-size:1rem;padding:.6rem 1.2rem;border-radius:.3rem;border:2px solid #1a4fa0;cursor:pointer}\
button[value=approve]{background:#1a4fa0;color:#fff}button[value=deny]{background:#fff;color:#1a4fa0}\
button:focus-visible,input:focus-visible{outline:3px solid #e0a400;outline-offset:2px}p.error{color:#a00000}";

fn page(title: &str, body: &str, css: Option<String>) -> String {
    format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n<style>{}</style>\n</head>\n<body>\n<main>\n{body}\n</main>\n</body>\n</html>\n",
        esc(title),
        css.as_deref().unwrap_or(DEFAULT_CSS).replace("</", "<\\/"),
    )
}

fn consent_page(
    auth: &Authorization,
    params: &AuthorizeParams,
    scopes: &[Scope],
    csrf: &str,
    ask_api_key: bool,
    css: Option<String>,
) -> String {
    let name = esc(&auth.client.name);
    let mut body = format!(
        "<h1>Authorize {name}</h1>\n<p><strong>{name}</strong> asks to act on your account \
         with these permissions:</p>\n<ul class=\"scopes\">\n"
    );
    for s in scopes {
        body.push_str(&format!(
            "<li><code>{}</code>: {}</li>\n",
            s.as_str(),
            esc(s.description())
        ));
    }
    body.push_str("</ul>\n");
    let refused: Vec<&str> = auth
        .scopes
        .iter()
        .filter(|s| !scopes.contains(s))
        .map(|s| s.as_str())
        .collect();
    if !refused.is_empty() {
        body.push_str(&format!(
            "<p>Not granted (your account may not grant them): {}.</p>\n",
            esc(&refused.join(", "))
        ));
    }
    body.push_str(&format!(
        "<p>You will be sent back to <code>{}</code>.</p>\n\
         <form method=\"post\" action=\"{AUTHORIZE}\">\n",
        esc(&auth.redirect_uri)
    ));
    for (k, v) in params.pairs() {
        body.push_str(&format!(
            "<input type=\"hidden\" name=\"{k}\" value=\"{}\">\n",
            esc(v)
        ));
    }
    body.push_str(&format!(
        "<input type=\"hidden\" name=\"csrf\" value=\"{}\">\n",
        esc(csrf)
    ));
    if ask_api_key {
        body.push_str(
            "<label for=\"api_key\">Sign in with an API key of your account (development \
             sign-in)</label>\n<input id=\"api_key\" name=\"api_key\" type=\"password\" \
             autocomplete=\"off\" required>\n",
        );
    }
    body.push_str(
        "<div class=\"actions\">\n<button type=\"submit\" name=\"decision\" \
         value=\"approve\">Approve</button>\n<button type=\"submit\" name=\"decision\" \
         value=\"deny\" formnovalidate>Deny</button>\n</div>\n</form>",
    );
    page(&format!("Authorize {}", auth.client.name), &body, css)
}

fn error_page(status: StatusCode, message: &str) -> Response<Body> {
    let body = format!(
        "<h1>Authorization failed</h1>\n<p class=\"error\" role=\"alert\">{}</p>",
        esc(message)
    );
    html(status, page("Authorization failed", &body, None))
}

fn html(status: StatusCode, page: String) -> Response<Body> {
    let mut res = Response::new(Body::full(page));
    *res.status_mut() = status;
    let h = res.headers_mut();
    h.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static("text/html; charset=utf-8"),
    );
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert("x-frame-options", HeaderValue::from_static("DENY"));
    h.insert(
        "content-security-policy",
        HeaderValue::from_static(
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
        ),
    );
    h.insert("referrer-policy", HeaderValue::from_static("no-referrer"));
    res
}

// ---------------------------------------------------------------------------------------------
// The token and revocation endpoints.

/// The client's credentials of a token or revocation request.
fn credentials(cx: &Ctx, pairs: &[(String, String)]) -> Result<ClientCredentials, OauthError> {
    let bad = |why: &str| OauthError::Oauth("invalid_request", why.to_owned());
    let basic = match cx.parts.headers.get(header::AUTHORIZATION) {
        None => None,
        Some(v) => {
            let v = v
                .to_str()
                .map_err(|_| bad("the Authorization header is malformed"))?;
            let (scheme, value) = v
                .split_once(' ')
                .ok_or_else(|| bad("the Authorization header is malformed"))?;
            if !scheme.eq_ignore_ascii_case("basic") {
                return Err(bad("clients authenticate with HTTP Basic or form fields"));
            }
            let decoded = STANDARD
                .decode(value.trim())
                .ok()
                .and_then(|d| String::from_utf8(d).ok())
                .ok_or_else(|| bad("the HTTP Basic credentials are malformed"))?;
            let (id, secret) = decoded
                .split_once(':')
                .ok_or_else(|| bad("the HTTP Basic credentials are malformed"))?;
            // RFC 6749 §2.3.1: both are form-encoded before Basic encoding.
            let decode = |s: &str| {
                parse_query(&format!("v={s}"))
                    .ok()
                    .and_then(|p| p.into_iter().next().map(|(_, v)| v))
                    .ok_or_else(|| bad("the HTTP Basic credentials are malformed"))
            };
            Some((decode(id)?, decode(secret)?))
        }
    };
    let get = |name: &str| {
        pairs
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.clone())
            .filter(|v| !v.is_empty())
    };
    Ok(ClientCredentials {
        basic,
        form_id: get("client_id"),
        form_secret: get("client_secret"),
    })
}

fn token_pairs(cx: &Ctx) -> Result<Vec<(String, String)>, OauthError> {
    form_pairs(cx).map_err(|why| OauthError::Oauth("invalid_request", why.to_owned()))
}

fn no_store(mut res: Response<Body>) -> Response<Body> {
    let h = res.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    h.insert(header::PRAGMA, HeaderValue::from_static("no-cache"));
    res
}

fn oauth_error(e: OauthError) -> HandlerResult {
    match e {
        OauthError::Oauth(error, error_description) => {
            let status = if error == "invalid_client" {
                StatusCode::UNAUTHORIZED
            } else {
                StatusCode::BAD_REQUEST
            };
            let mut res = no_store(json(
                status,
                &OauthErrorBody {
                    error,
                    error_description,
                },
            ));
            if status == StatusCode::UNAUTHORIZED {
                res.headers_mut().insert(
                    header::WWW_AUTHENTICATE,
                    HeaderValue::from_static("Basic realm=\"edugen\""),
                );
            }
            Ok(res)
        }
        OauthError::Other(e) => Err(e),
    }
}

/// Exchange an authorization code or a refresh token for tokens (RFC 6749).
///
/// Form-encoded. `authorization_code` needs `code`, `redirect_uri` and `code_verifier`; a code
/// is single use, and a second use revokes the tokens the first gave. `refresh_token` rotates
/// the refresh token; presenting a spent one revokes every token of its grant. `scope` may
/// narrow a refresh, never widen it. Errors are RFC 6749 JSON; every answer is
/// `Cache-Control: no-store`.
#[utoipa::path(operation_id = "oauthToken", post, path = "/v1/oauth/token", tag = "Account",
    request_body(content = TokenForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "New tokens", body = TokenResponse),
        (status = 400, description = "An RFC 6749 error", body = OauthErrorBody),
        (status = 401, description = "invalid_client: client authentication failed", body = OauthErrorBody),
    ))]
pub(crate) async fn token(cx: Ctx) -> HandlerResult {
    let result = async {
        let pairs = token_pairs(&cx)?;
        let creds = credentials(&cx, &pairs)?;
        service::token(&cx.app, &creds, &pairs).await
    }
    .await;
    match result {
        Ok(t) => Ok(no_store(json(
            StatusCode::OK,
            &TokenResponse {
                access_token: t.access_token,
                token_type: "Bearer",
                expires_in: t.expires_in,
                refresh_token: t.refresh_token,
                scope: scope_string(&t.scopes),
            },
        ))),
        Err(e) => oauth_error(e),
    }
}

/// Revoke an access or refresh token (RFC 7009).
///
/// Form-encoded; the client authenticates as at the token endpoint. Revoking a refresh token
/// revokes every token of its grant. An unknown token, or one of another client, is answered
/// 200 too.
#[utoipa::path(operation_id = "oauthRevoke", post, path = "/v1/oauth/revoke", tag = "Account",
    request_body(content = RevokeForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 200, description = "Revoked (or unknown)"),
        (status = 400, description = "An RFC 6749 error", body = OauthErrorBody),
        (status = 401, description = "invalid_client: client authentication failed", body = OauthErrorBody),
    ))]
pub(crate) async fn revoke(cx: Ctx) -> HandlerResult {
    let result = async {
        let pairs = token_pairs(&cx)?;
        let creds = credentials(&cx, &pairs)?;
        service::revoke(&cx.app, &creds, &pairs).await
    }
    .await;
    match result {
        Ok(()) => Ok(no_store(Response::new(Body::empty()))),
        Err(e) => oauth_error(e),
    }
}

/// The authorization server's metadata (RFC 8414).
#[utoipa::path(operation_id = "oauthMetadata", get, path = "/.well-known/oauth-authorization-server", tag = "Account",
    responses((status = 200, description = "The metadata", body = ServerMetadata)))]
pub(crate) async fn metadata(cx: Ctx) -> HandlerResult {
    let issuer = cx.app.config.issuer.clone();
    let at = |path: &str| format!("{issuer}{path}");
    Ok(json(
        StatusCode::OK,
        &ServerMetadata {
            authorization_endpoint: at(AUTHORIZE),
            token_endpoint: at(TOKEN),
            revocation_endpoint: at(REVOKE),
            response_types_supported: vec!["code"],
            response_modes_supported: vec!["query"],
            grant_types_supported: vec!["authorization_code", "refresh_token"],
            code_challenge_methods_supported: vec!["S256"],
            token_endpoint_auth_methods_supported: vec![
                "client_secret_basic",
                "client_secret_post",
                "none",
            ],
            revocation_endpoint_auth_methods_supported: vec![
                "client_secret_basic",
                "client_secret_post",
                "none",
            ],
            scopes_supported: Scope::ALL.iter().map(|s| s.as_str()).collect(),
            authorization_response_iss_parameter_supported: true,
            service_documentation: at("/v1/openapi.json"),
            issuer,
        },
    ))
}

/// The protected resource's metadata (RFC 9728): where MCP and other clients find the
/// authorization server of this API.
#[utoipa::path(operation_id = "oauthResourceMetadata", get, path = "/.well-known/oauth-protected-resource", tag = "Account",
    responses((status = 200, description = "The metadata", body = ResourceMetadata)))]
pub(crate) async fn resource_metadata(cx: Ctx) -> HandlerResult {
    let issuer = cx.app.config.issuer.clone();
    Ok(json(
        StatusCode::OK,
        &ResourceMetadata {
            resource: issuer.clone(),
            authorization_servers: vec![issuer.clone()],
            scopes_supported: Scope::ALL.iter().map(|s| s.as_str()).collect(),
            bearer_methods_supported: vec!["header"],
            resource_name: "edugen API",
            resource_documentation: format!("{issuer}/v1/openapi.json"),
        },
    ))
}
