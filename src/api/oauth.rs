//! The host's part in OAuth: the sign-in hook and the consent page's look.
//!
//! The authorization endpoint (`GET /v1/oauth/authorize`) asks the host who is signed in
//! ([`SignIn::user`], typically from the host's session cookie), then shows a consent page: the
//! client's name, the scopes in words, and approve and deny buttons in a form protected against
//! cross-site request forgery. When nobody is signed in, [`SignIn::sign_in`] answers (typically a
//! redirect to the host's sign-in page that comes back to the authorization request).
//!
//! ```
//! use edugen::api::oauth::{SignIn, SignedInUser};
//! use edugen::auth::Preset;
//!
//! /// Reads the host's session cookie (here: a fixed user, for the example).
//! #[derive(Debug)]
//! struct Session;
//!
//! #[async_trait::async_trait]
//! impl SignIn for Session {
//!     async fn user(&self, request: &http::request::Parts) -> Option<SignedInUser> {
//!         let cookie = request.headers.get(http::header::COOKIE)?.to_str().ok()?;
//!         cookie.contains("session=teacher-42").then(|| {
//!             SignedInUser::new("acc_01KAMZFQ7R9S1T3V5W7X9Y1Z3A", true, Preset::Creator.scopes())
//!         })
//!     }
//!
//!     fn sign_in(&self, return_to: &str) -> Option<http::Response<edugen::Body>> {
//!         http::Response::builder()
//!             .status(http::StatusCode::SEE_OTHER)
//!             .header(http::header::LOCATION, format!("/login?next={return_to}"))
//!             .body(edugen::Body::empty())
//!             .ok()
//!     }
//! }
//! ```

use http::Response;

pub use crate::services::oauth::SignedInUser;

use super::body::Body;

/// Tells the OAuth authorization endpoint who is signed in. Set it with
/// `ApiBuilder::oauth_sign_in`.
#[async_trait::async_trait]
pub trait SignIn: Send + Sync + std::fmt::Debug + 'static {
    /// The user signed in on this request (the host reads its own session), or `None`.
    async fn user(&self, request: &http::request::Parts) -> Option<SignedInUser>;

    /// The answer to an authorization request when nobody is signed in: typically a redirect to
    /// the host's sign-in page that comes back to `return_to` (the path and query of the
    /// authorization request, not yet percent-encoded for a query string). `None` (the default)
    /// shows a page asking the user to sign in.
    fn sign_in(&self, return_to: &str) -> Option<Response<Body>> {
        let _ = return_to;
        None
    }

    /// Whether the consent form asks for an API key as the login (the development sign-in,
    /// [`ApiKeySignIn`]). Default `false`.
    fn api_key_login(&self) -> bool {
        false
    }

    /// Styles of the consent page, replacing the default ones (plain CSS, put in a `<style>`
    /// element: `main`, `h1`, `ul.scopes`, `code`, `button[value=approve]`,
    /// `button[value=deny]`, `label`, `input`, `p.error`).
    fn stylesheet(&self) -> Option<String> {
        None
    }
}

/// A development sign-in: the consent form asks for an API key of the account, whose mode and
/// scopes bound what the user may grant. For local development and tests, never production.
#[derive(Debug, Clone, Copy, Default)]
pub struct ApiKeySignIn;

#[async_trait::async_trait]
impl SignIn for ApiKeySignIn {
    async fn user(&self, _request: &http::request::Parts) -> Option<SignedInUser> {
        None
    }

    fn api_key_login(&self) -> bool {
        true
    }
}
