//! OAuth 2.0 use cases: client registration (by the host), the authorization code flow with
//! PKCE (S256 only), refresh-token rotation with reuse detection, and revocation.
//!
//! Rules (RFC 6749, RFC 7636, RFC 7009, RFC 9700): redirect URIs match exactly (the port of a
//! loopback URI excepted); every client sends a code challenge and `plain` is refused; a code
//! lasts 60 seconds, is used once, and is bound to its client, redirect URI, challenge and
//! scopes; a second use of a code revokes what the first issued; a refresh token is rotated on
//! every use and the reuse of a spent one revokes its whole family; a token never holds a scope
//! that the client may not ask for or that the user could not grant.

use chrono::{DateTime, Utc};

use crate::app::App;
use crate::auth::Scope;
use crate::auth::oauth::{
    self, AuthCode, ClientType, Grant, GrantRevocation, OauthClient, Token, TokenKind,
};
use crate::domain::oauth::{redirect_uri_matches, redirect_uri_problem, with_query};
use crate::domain::{Resource, owner};
use crate::error::{Error, ErrorCode, FieldError};
use crate::events::catalogue::oauth::{
    OauthClientAuthorized, OauthClientRef, OauthTokenRevoked, RevocationReason, RevokedToken,
    TokenKind as EventTokenKind,
};
use crate::events::outbox::{self, NewEvent};
use crate::ids::new_id;
use crate::storage::{Batch, Expect, StorageError};

/// Most redirect URIs of a client.
const MAX_REDIRECT_URIS: usize = 20;
/// Longest `state` accepted (it is echoed to the client).
const MAX_STATE: usize = 500;

/// A client to register.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct NewClient {
    /// The name shown on the consent page (1 to 100 characters).
    pub name: String,
    /// Confidential (with a secret) or public.
    pub client_type: ClientType,
    /// Redirect URIs (1 to 20): `https://`, `http://` on a loopback host, or a private-use
    /// scheme.
    pub redirect_uris: Vec<String>,
    /// The most its tokens may grant (at least one scope).
    pub scopes: Vec<Scope>,
}

impl NewClient {
    /// A client named `name` with one redirect URI, allowed every scope.
    pub fn new(
        name: impl Into<String>,
        client_type: ClientType,
        redirect_uri: impl Into<String>,
    ) -> Self {
        Self {
            name: name.into(),
            client_type,
            redirect_uris: vec![redirect_uri.into()],
            scopes: Scope::ALL.to_vec(),
        }
    }
}

/// A registered client, with its secret: the only time the secret is available.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct RegisteredClient {
    /// The stored client.
    pub client: OauthClient,
    /// The secret of a confidential client (`egcs_…`); `None` for a public one.
    pub secret: Option<String>,
}

/// The OAuth clients of an [`App`], for the host (a host gets it from `Api::oauth_clients`).
#[derive(Debug)]
pub struct OauthClients<'a> {
    app: &'a App,
}

impl<'a> OauthClients<'a> {
    pub(crate) fn new(app: &'a App) -> Self {
        Self { app }
    }

    /// Registers a client; a confidential one gets a secret, returned this once.
    pub async fn register(&self, new: NewClient) -> Result<RegisteredClient, Error> {
        let mut errors = Vec::new();
        let name = new.name.trim().to_owned();
        if name.is_empty() || name.chars().count() > 100 {
            errors.push(field("name", "must be 1 to 100 characters"));
        }
        if new.redirect_uris.is_empty() || new.redirect_uris.len() > MAX_REDIRECT_URIS {
            errors.push(field("redirectUris", "must hold 1 to 20 URIs"));
        }
        for (i, uri) in new.redirect_uris.iter().enumerate() {
            if let Some(why) = redirect_uri_problem(uri) {
                errors.push(field(&format!("redirectUris[{i}]"), why));
            }
        }
        if new.scopes.is_empty() {
            errors.push(field("scopes", "must hold at least one scope"));
        }
        if !errors.is_empty() {
            return Err(Error::validation(errors));
        }
        let now = self.app.clock.now();
        let secret = (new.client_type == ClientType::Confidential)
            .then(|| oauth::generate(oauth::CLIENT_SECRET_PREFIX));
        let mut scopes = new.scopes;
        scopes.sort_unstable();
        scopes.dedup();
        let client = OauthClient {
            id: new_id("cli", now),
            name,
            client_type: new.client_type,
            redirect_uris: new.redirect_uris,
            scopes,
            created_at: now,
            secret_hash: secret.as_deref().map(oauth::hash),
        };
        self.app
            .storage
            .commit(Batch::new().put(client.to_doc(1), Expect::Absent))
            .await?;
        Ok(RegisteredClient { client, secret })
    }

    /// The client `id`.
    pub async fn get(&self, id: &str) -> Result<OauthClient, Error> {
        client(self.app, id)
            .await?
            .ok_or_else(|| Error::not_found(OauthClient::NAME))
    }

    /// Deletes the client `id`: its tokens stop working at once and its codes cannot be
    /// exchanged.
    pub async fn delete(&self, id: &str) -> Result<(), Error> {
        self.get(id).await?;
        self.app
            .storage
            .commit(Batch::new().delete(OauthClient::KIND, id, Expect::Any))
            .await?;
        Ok(())
    }
}

fn field(name: &str, message: &str) -> FieldError {
    FieldError {
        field: name.to_owned(),
        message: message.to_owned(),
    }
}

async fn client(app: &App, id: &str) -> Result<Option<OauthClient>, Error> {
    if !id.starts_with("cli_") || id.len() > 64 {
        return Ok(None);
    }
    match app.storage.get_cached(OauthClient::KIND, id).await? {
        Some(doc) => Ok(Some(OauthClient::from_doc(doc)?.0)),
        None => Ok(None),
    }
}

/// Who the signed-in user is, as the host's sign-in hook says: the account whose data the
/// client will act on, its mode, and the scopes this user may grant.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct SignedInUser {
    /// The account (`acc_…`).
    pub account_id: String,
    /// Live (`true`) or test data.
    pub livemode: bool,
    /// The most this user may grant a client.
    pub scopes: Vec<Scope>,
}

impl SignedInUser {
    /// A user of `account_id` in the given mode, who may grant `scopes`.
    pub fn new(account_id: impl Into<String>, livemode: bool, scopes: Vec<Scope>) -> Self {
        Self {
            account_id: account_id.into(),
            livemode,
            scopes,
        }
    }
}

/// The parameters of an authorization request (RFC 6749 §4.1.1, RFC 7636 §4.3), as given.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(crate) struct AuthorizeParams {
    pub(crate) response_type: Option<String>,
    pub(crate) client_id: Option<String>,
    pub(crate) redirect_uri: Option<String>,
    pub(crate) scope: Option<String>,
    pub(crate) state: Option<String>,
    pub(crate) code_challenge: Option<String>,
    pub(crate) code_challenge_method: Option<String>,
}

impl AuthorizeParams {
    /// The parameter names, as the request writes them.
    pub(crate) const NAMES: [&'static str; 7] = [
        "response_type",
        "client_id",
        "redirect_uri",
        "scope",
        "state",
        "code_challenge",
        "code_challenge_method",
    ];

    /// From name-value pairs; a parameter given twice is `Err(name)` (RFC 6749 §3.1); unknown
    /// parameters are ignored.
    pub(crate) fn from_pairs(pairs: &[(String, String)]) -> Result<Self, &'static str> {
        let mut p = Self::default();
        for name in Self::NAMES {
            let mut values = pairs.iter().filter(|(k, _)| k == name).map(|(_, v)| v);
            let value = values.next().cloned();
            if values.next().is_some() {
                return Err(name);
            }
            let slot = match name {
                "response_type" => &mut p.response_type,
                "client_id" => &mut p.client_id,
                "redirect_uri" => &mut p.redirect_uri,
                "scope" => &mut p.scope,
                "state" => &mut p.state,
                "code_challenge" => &mut p.code_challenge,
                _ => &mut p.code_challenge_method,
            };
            *slot = value.filter(|v| !v.is_empty());
        }
        Ok(p)
    }

    /// The pairs to carry through the consent form.
    pub(crate) fn pairs(&self) -> Vec<(&'static str, &str)> {
        let values = [
            &self.response_type,
            &self.client_id,
            &self.redirect_uri,
            &self.scope,
            &self.state,
            &self.code_challenge,
            &self.code_challenge_method,
        ];
        Self::NAMES
            .iter()
            .zip(values)
            .filter_map(|(n, v)| v.as_deref().map(|v| (*n, v)))
            .collect()
    }
}

/// A refused authorization request.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum AuthorizeError {
    /// Before the redirect URI is trusted: shown to the user, never redirected.
    Page(String),
    /// After: the client is told at its redirect URI (RFC 6749 §4.1.2.1).
    Redirect(String),
}

/// An authorization request that passed every check.
#[derive(Debug, Clone)]
pub(crate) struct Authorization {
    pub(crate) client: OauthClient,
    pub(crate) redirect_uri: String,
    pub(crate) scopes: Vec<Scope>,
    pub(crate) state: Option<String>,
    pub(crate) code_challenge: String,
    issuer: String,
}

impl Authorization {
    /// The redirect that tells the client `error` (RFC 6749 §4.1.2.1, RFC 9207 `iss`).
    pub(crate) fn error_location(&self, error: &str, description: &str) -> String {
        error_location(
            &self.redirect_uri,
            &self.issuer,
            self.state.as_deref(),
            error,
            description,
        )
    }
}

fn error_location(
    redirect_uri: &str,
    issuer: &str,
    state: Option<&str>,
    error: &str,
    description: &str,
) -> String {
    let mut params = vec![("error", error), ("error_description", description)];
    if let Some(s) = state {
        params.push(("state", s));
    }
    params.push(("iss", issuer));
    with_query(redirect_uri, &params)
}

/// Checks an authorization request: errors about the client or its redirect URI are shown on
/// the page; the others are redirected to the client.
pub(crate) async fn check_authorization(
    app: &App,
    p: &AuthorizeParams,
) -> Result<Authorization, AuthorizeError> {
    let page = |m: &str| AuthorizeError::Page(m.to_owned());
    let Some(client_id) = &p.client_id else {
        return Err(page("The request has no client_id."));
    };
    let client = match client(app, client_id).await {
        Ok(Some(c)) => c,
        Ok(None) => return Err(page("No application is registered with this client_id.")),
        Err(_) => return Err(page("The service is unavailable; try again later.")),
    };
    let Some(redirect_uri) = &p.redirect_uri else {
        return Err(page("The request has no redirect_uri."));
    };
    if !client
        .redirect_uris
        .iter()
        .any(|r| redirect_uri_matches(r, redirect_uri))
    {
        return Err(page(
            "The redirect_uri is not one registered for this application.",
        ));
    }
    let issuer = app.config.issuer.clone();
    let redirect = |error: &str, description: &str| {
        AuthorizeError::Redirect(error_location(
            redirect_uri,
            &issuer,
            p.state.as_deref(),
            error,
            description,
        ))
    };
    if p.state.as_ref().is_some_and(|s| s.len() > MAX_STATE) {
        return Err(redirect(
            "invalid_request",
            "state must be at most 500 characters",
        ));
    }
    match p.response_type.as_deref() {
        Some("code") => {}
        None => return Err(redirect("invalid_request", "response_type is required")),
        Some(_) => {
            return Err(redirect(
                "unsupported_response_type",
                "only response_type=code is supported",
            ));
        }
    }
    let Some(challenge) = &p.code_challenge else {
        return Err(redirect(
            "invalid_request",
            "code_challenge is required (PKCE with S256)",
        ));
    };
    match p.code_challenge_method.as_deref() {
        Some("S256") => {}
        None | Some("plain") => {
            return Err(redirect(
                "invalid_request",
                "code_challenge_method must be S256; plain is not supported",
            ));
        }
        Some(_) => {
            return Err(redirect(
                "invalid_request",
                "transform algorithm not supported: code_challenge_method must be S256",
            ));
        }
    }
    if !oauth::valid_challenge(challenge) {
        return Err(redirect(
            "invalid_request",
            "code_challenge must be 43 base64url characters (BASE64URL(SHA256(verifier)))",
        ));
    }
    let Some(scope) = &p.scope else {
        return Err(redirect("invalid_scope", "scope is required"));
    };
    let scopes = match oauth::parse_scopes(scope) {
        Ok(s) if s.is_empty() => return Err(redirect("invalid_scope", "scope is required")),
        Ok(s) => s,
        Err(name) => {
            return Err(redirect(
                "invalid_scope",
                &format!("unknown scope `{name}`"),
            ));
        }
    };
    if let Some(s) = scopes.iter().find(|s| !client.scopes.contains(s)) {
        return Err(redirect(
            "invalid_scope",
            &format!("this application may not ask for the scope `{s}`"),
        ));
    }
    Ok(Authorization {
        client,
        redirect_uri: redirect_uri.clone(),
        scopes,
        state: p.state.clone(),
        code_challenge: challenge.clone(),
        issuer,
    })
}

/// The scopes a user may grant of what the client asked.
pub(crate) fn grantable(auth: &Authorization, user: &SignedInUser) -> Vec<Scope> {
    auth.scopes
        .iter()
        .copied()
        .filter(|s| user.scopes.contains(s))
        .collect()
}

/// The user approved: a code for the client, at its redirect URI. The scopes are the ones
/// asked for that the user may grant; none of them is `access_denied`.
pub(crate) async fn approve(
    app: &App,
    auth: &Authorization,
    user: &SignedInUser,
) -> Result<String, Error> {
    let scopes = grantable(auth, user);
    if scopes.is_empty() {
        return Ok(auth.error_location(
            "access_denied",
            "the signed-in user may grant none of the requested scopes",
        ));
    }
    let now = app.clock.now();
    let code = oauth::generate_code(now);
    let record = AuthCode {
        key: oauth::record_id("", &code).unwrap_or_default(),
        hash: oauth::hash(&code),
        client_id: auth.client.id.clone(),
        redirect_uri: auth.redirect_uri.clone(),
        code_challenge: auth.code_challenge.clone(),
        scopes: scopes.clone(),
        account_id: user.account_id.clone(),
        livemode: user.livemode,
        expires_at: now + oauth::CODE_TTL,
        grant_id: None,
    };
    let owner = owner(&user.account_id, user.livemode);
    let event = OauthClientAuthorized {
        client: crate::events::catalogue::oauth::OauthClient {
            id: auth.client.id.clone(),
            name: Some(auth.client.name.clone()),
        },
        scopes: scopes.iter().map(|s| s.as_str().to_owned()).collect(),
    };
    outbox::commit(
        app.storage(),
        Batch::new().put(record.to_doc(1), Expect::Absent),
        vec![NewEvent::of(&owner, &event)],
        now,
    )
    .await?;
    let mut params = vec![("code", code.as_str())];
    if let Some(s) = &auth.state {
        params.push(("state", s));
    }
    params.push(("iss", &auth.issuer));
    Ok(with_query(&auth.redirect_uri, &params))
}

/// An error of the token or revocation endpoint (RFC 6749 §5.2).
#[derive(Debug)]
pub(crate) enum OauthError {
    /// An RFC 6749 error code and its description.
    Oauth(&'static str, String),
    /// Anything else (storage): a problem.
    Other(Error),
}

impl From<Error> for OauthError {
    fn from(e: Error) -> Self {
        OauthError::Other(e)
    }
}

impl From<StorageError> for OauthError {
    fn from(e: StorageError) -> Self {
        OauthError::Other(e.into())
    }
}

fn oauth_err(code: &'static str, description: impl Into<String>) -> OauthError {
    OauthError::Oauth(code, description.into())
}

/// How the client authenticated: HTTP Basic or form fields (RFC 6749 §2.3.1), or its id alone
/// (a public client).
#[derive(Debug, Clone, Default)]
pub(crate) struct ClientCredentials {
    /// From the `Authorization: Basic` header, decoded.
    pub(crate) basic: Option<(String, String)>,
    /// From the form.
    pub(crate) form_id: Option<String>,
    pub(crate) form_secret: Option<String>,
}

/// The client of a token or revocation request, authenticated.
async fn authenticate_client(
    app: &App,
    creds: &ClientCredentials,
) -> Result<OauthClient, OauthError> {
    let (id, secret) = match (&creds.basic, &creds.form_id, &creds.form_secret) {
        (Some(_), _, Some(_)) => {
            return Err(oauth_err(
                "invalid_request",
                "use one client authentication method, not HTTP Basic and client_secret",
            ));
        }
        (Some((id, _)), Some(form), None) if form != id => {
            return Err(oauth_err(
                "invalid_request",
                "client_id differs from the HTTP Basic user",
            ));
        }
        (Some((id, secret)), _, None) => (id.clone(), Some(secret.clone())),
        (None, Some(id), secret) => (id.clone(), secret.clone()),
        (None, None, _) => {
            return Err(oauth_err(
                "invalid_client",
                "client authentication is required (client_id)",
            ));
        }
    };
    let refused = || oauth_err("invalid_client", "client authentication failed");
    let client = client(app, &id).await?.ok_or_else(refused)?;
    match (client.client_type, secret.as_deref()) {
        (ClientType::Confidential, Some(s)) if client.secret_matches(s) => Ok(client),
        (ClientType::Public, None) => Ok(client),
        (ClientType::Public, Some("")) => Ok(client),
        _ => Err(refused()),
    }
}

/// A successful token response (RFC 6749 §5.1).
#[derive(Debug, Clone)]
pub(crate) struct IssuedTokens {
    pub(crate) access_token: String,
    pub(crate) refresh_token: String,
    pub(crate) expires_in: i64,
    pub(crate) scopes: Vec<Scope>,
}

fn param<'p>(params: &'p [(String, String)], name: &str) -> Result<Option<&'p str>, OauthError> {
    let mut values = params.iter().filter(|(k, _)| k == name).map(|(_, v)| v);
    let first = values.next();
    if values.next().is_some() {
        return Err(oauth_err(
            "invalid_request",
            format!("{name} is given more than once"),
        ));
    }
    Ok(first.map(String::as_str).filter(|v| !v.is_empty()))
}

fn required<'p>(params: &'p [(String, String)], name: &str) -> Result<&'p str, OauthError> {
    param(params, name)?.ok_or_else(|| oauth_err("invalid_request", format!("{name} is required")))
}

/// The token endpoint: `authorization_code` and `refresh_token` grants.
pub(crate) async fn token(
    app: &App,
    creds: &ClientCredentials,
    params: &[(String, String)],
) -> Result<IssuedTokens, OauthError> {
    for name in ["client_id", "client_secret"] {
        param(params, name)?;
    }
    let grant_type = required(params, "grant_type")?;
    if !matches!(grant_type, "authorization_code" | "refresh_token") {
        return Err(oauth_err(
            "unsupported_grant_type",
            "grant_type must be authorization_code or refresh_token",
        ));
    }
    let client = authenticate_client(app, creds).await?;
    match grant_type {
        "authorization_code" => exchange_code(app, &client, params).await,
        _ => refresh(app, &client, params).await,
    }
}

async fn exchange_code(
    app: &App,
    client: &OauthClient,
    params: &[(String, String)],
) -> Result<IssuedTokens, OauthError> {
    let code = required(params, "code")?;
    let redirect_uri = required(params, "redirect_uri")?;
    let verifier = required(params, "code_verifier")?;
    let invalid = |why: &str| oauth_err("invalid_grant", why);
    if code.len() > 128 {
        return Err(invalid("the code is unknown, expired or spent"));
    }
    let now = app.clock.now();
    let hash = oauth::hash(code);
    let Some(key) = oauth::record_id("", code) else {
        return Err(invalid("the code is unknown, expired or spent"));
    };
    for _ in 0..2 {
        let Some(doc) = app.storage.get(AuthCode::KIND, &key).await? else {
            return Err(invalid("the code is unknown, expired or spent"));
        };
        let (record, version) = AuthCode::from_doc(doc)?;
        if !oauth::ct_eq(&record.hash, &hash) || record.client_id != client.id {
            return Err(invalid("the code is unknown, expired or spent"));
        }
        if let Some(grant_id) = &record.grant_id {
            // A second use: whoever holds the code may have stolen it; what the first use
            // issued is revoked (RFC 6749 §4.1.2).
            revoke_grant(app, grant_id, GrantRevocation::CodeReuse, now).await?;
            return Err(invalid(
                "the code was already used; the tokens it gave are revoked",
            ));
        }
        if now >= record.expires_at {
            return Err(invalid("the code is unknown, expired or spent"));
        }
        if record.redirect_uri != redirect_uri {
            return Err(invalid(
                "redirect_uri differs from the one of the authorization request",
            ));
        }
        if !oauth::verify_s256(verifier, &record.code_challenge) {
            return Err(invalid("code_verifier does not match the code_challenge"));
        }
        let grant = Grant {
            id: new_id(oauth::GRANT_ID_PREFIX, now),
            client_id: client.id.clone(),
            account_id: record.account_id.clone(),
            livemode: record.livemode,
            scopes: record.scopes.clone(),
            created_at: now,
            revoked_at: None,
            revocation: None,
        };
        let used = AuthCode {
            grant_id: Some(grant.id.clone()),
            ..record.clone()
        };
        let batch = Batch::new()
            .put(used.to_doc(version + 1), Expect::Version(version))
            .put(grant.to_doc(1), Expect::Absent);
        let (batch, issued) = issue(batch, &grant, &record.scopes, now);
        match app.storage.commit(batch).await {
            Ok(()) => return Ok(issued),
            // Used at the same moment by another request: read it again (now spent).
            Err(StorageError::Conflict { .. }) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(invalid("the code is unknown, expired or spent"))
}

/// Adds a new access token and refresh token of `grant` to `batch`.
fn issue(
    batch: Batch,
    grant: &Grant,
    scopes: &[Scope],
    now: DateTime<Utc>,
) -> (Batch, IssuedTokens) {
    let access = oauth::generate_at(oauth::ACCESS_TOKEN_PREFIX, now);
    let refresh = oauth::generate_at(oauth::REFRESH_TOKEN_PREFIX, now);
    let record = |value: &str, kind: TokenKind, scopes: &[Scope], ttl| Token {
        key: oauth::record_id(&value[..5], value).unwrap_or_default(),
        hash: oauth::hash(value),
        id: new_id("oat", now),
        kind,
        grant_id: grant.id.clone(),
        client_id: grant.client_id.clone(),
        account_id: grant.account_id.clone(),
        livemode: grant.livemode,
        scopes: scopes.to_vec(),
        prefix: value.chars().take(12).collect(),
        created_at: now,
        expires_at: now + ttl,
        spent_at: None,
        revoked_at: None,
    };
    let a = record(&access, TokenKind::Access, scopes, oauth::ACCESS_TOKEN_TTL);
    // A refresh token never outlives its grant.
    let grant_left = grant.created_at + oauth::GRANT_TTL - now;
    let r = record(
        &refresh,
        TokenKind::Refresh,
        &grant.scopes,
        oauth::REFRESH_TOKEN_TTL.min(grant_left),
    );
    let batch = batch
        .put(a.to_doc(1), Expect::Absent)
        .put(r.to_doc(1), Expect::Absent);
    (
        batch,
        IssuedTokens {
            access_token: access,
            refresh_token: refresh,
            expires_in: oauth::ACCESS_TOKEN_TTL.num_seconds(),
            scopes: scopes.to_vec(),
        },
    )
}

async fn refresh(
    app: &App,
    client: &OauthClient,
    params: &[(String, String)],
) -> Result<IssuedTokens, OauthError> {
    let value = required(params, "refresh_token")?;
    let scope = param(params, "scope")?;
    let invalid = |why: &str| oauth_err("invalid_grant", why);
    let unknown = "the refresh token is unknown, expired or revoked";
    if !oauth::well_formed(oauth::REFRESH_TOKEN_PREFIX, value) {
        return Err(invalid(unknown));
    }
    let now = app.clock.now();
    let hash = oauth::hash(value);
    let Some(key) = oauth::record_id(oauth::REFRESH_TOKEN_PREFIX, value) else {
        return Err(invalid(unknown));
    };
    for _ in 0..2 {
        let Some(doc) = app.storage.get(Token::KIND, &key).await? else {
            return Err(invalid(unknown));
        };
        let (record, version) = Token::from_doc(doc)?;
        if !oauth::ct_eq(&record.hash, &hash)
            || record.kind != TokenKind::Refresh
            || record.client_id != client.id
        {
            return Err(invalid(unknown));
        }
        let Some(gdoc) = app.storage.get(Grant::KIND, &record.grant_id).await? else {
            return Err(invalid(unknown));
        };
        let (grant, _) = Grant::from_doc(gdoc)?;
        if grant.revoked_at.is_some() {
            return Err(invalid(unknown));
        }
        if record.spent_at.is_some() {
            // A rotated token presented again: the family is revoked (RFC 9700 §4.14).
            revoke_grant(app, &grant.id, GrantRevocation::RefreshTokenReuse, now).await?;
            return Err(invalid(
                "the refresh token was already used; every token of its grant is revoked",
            ));
        }
        if !record.is_active(now) {
            return Err(invalid(unknown));
        }
        let allowed: Vec<Scope> = grant
            .scopes
            .iter()
            .copied()
            .filter(|s| client.scopes.contains(s))
            .collect();
        let scopes = match scope {
            None => allowed.clone(),
            Some(s) => {
                let asked = oauth::parse_scopes(s).map_err(|name| {
                    oauth_err("invalid_scope", format!("unknown scope `{name}`"))
                })?;
                if let Some(s) = asked.iter().find(|s| !allowed.contains(s)) {
                    return Err(oauth_err(
                        "invalid_scope",
                        format!("the scope `{s}` was not granted; a refresh may only narrow"),
                    ));
                }
                asked
            }
        };
        if scopes.is_empty() {
            return Err(oauth_err("invalid_scope", "no scope is left to grant"));
        }
        let spent = Token {
            spent_at: Some(now),
            ..record.clone()
        };
        let batch = Batch::new().put(spent.to_doc(version + 1), Expect::Version(version));
        let (batch, issued) = issue(batch, &grant, &scopes, now);
        match app.storage.commit(batch).await {
            Ok(()) => return Ok(issued),
            Err(StorageError::Conflict { .. }) => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Err(invalid(unknown))
}

/// Revokes a grant (every token of its family), announcing `oauth.token.revoked`.
async fn revoke_grant(
    app: &App,
    grant_id: &str,
    why: GrantRevocation,
    now: DateTime<Utc>,
) -> Result<(), OauthError> {
    for _ in 0..3 {
        let Some(doc) = app.storage.get(Grant::KIND, grant_id).await? else {
            return Ok(());
        };
        let (grant, version) = Grant::from_doc(doc)?;
        if grant.revoked_at.is_some() {
            return Ok(());
        }
        let revoked = Grant {
            revoked_at: Some(now),
            revocation: Some(why),
            ..grant.clone()
        };
        let (kind, reason) = match why {
            GrantRevocation::Requested => {
                (EventTokenKind::RefreshToken, RevocationReason::Requested)
            }
            GrantRevocation::RefreshTokenReuse => (
                EventTokenKind::RefreshToken,
                RevocationReason::RefreshTokenReuse,
            ),
            GrantRevocation::CodeReuse => {
                (EventTokenKind::AccessToken, RevocationReason::CodeReuse)
            }
        };
        let owner = owner(&grant.account_id, grant.livemode);
        let event = OauthTokenRevoked {
            client: OauthClientRef {
                id: grant.client_id.clone(),
            },
            token: RevokedToken { kind, reason },
        };
        let batch = Batch::new().put(revoked.to_doc(version + 1), Expect::Version(version));
        match outbox::commit(
            app.storage(),
            batch,
            vec![NewEvent::of(&owner, &event)],
            now,
        )
        .await
        {
            Ok(()) => return Ok(()),
            Err(e) if e.code == ErrorCode::Conflict => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// The revocation endpoint (RFC 7009): an access token is revoked alone, a refresh token with
/// its whole grant. An unknown token, or one of another client, is not an error.
pub(crate) async fn revoke(
    app: &App,
    creds: &ClientCredentials,
    params: &[(String, String)],
) -> Result<(), OauthError> {
    for name in ["client_id", "client_secret", "token_type_hint"] {
        param(params, name)?;
    }
    let value = required(params, "token")?;
    let client = authenticate_client(app, creds).await?;
    let now = app.clock.now();
    if !oauth::well_formed(oauth::ACCESS_TOKEN_PREFIX, value)
        && !oauth::well_formed(oauth::REFRESH_TOKEN_PREFIX, value)
    {
        return Ok(());
    }
    let hash = oauth::hash(value);
    let Some(key) = oauth::record_id(&value[..5], value) else {
        return Ok(());
    };
    for _ in 0..3 {
        let Some(doc) = app.storage.get(Token::KIND, &key).await? else {
            return Ok(());
        };
        let (record, version) = Token::from_doc(doc)?;
        if !oauth::ct_eq(&record.hash, &hash) || record.client_id != client.id {
            return Ok(());
        }
        if record.kind == TokenKind::Refresh {
            return revoke_grant(app, &record.grant_id, GrantRevocation::Requested, now).await;
        }
        if record.revoked_at.is_some() {
            return Ok(());
        }
        let revoked = Token {
            revoked_at: Some(now),
            ..record.clone()
        };
        let owner = owner(&record.account_id, record.livemode);
        let event = OauthTokenRevoked {
            client: OauthClientRef {
                id: record.client_id.clone(),
            },
            token: RevokedToken {
                kind: EventTokenKind::AccessToken,
                reason: RevocationReason::Requested,
            },
        };
        let batch = Batch::new().put(revoked.to_doc(version + 1), Expect::Version(version));
        match outbox::commit(
            app.storage(),
            batch,
            vec![NewEvent::of(&owner, &event)],
            now,
        )
        .await
        {
            Ok(()) => return Ok(()),
            Err(e) if e.code == ErrorCode::Conflict => continue,
            Err(e) => return Err(e.into()),
        }
    }
    Ok(())
}

/// The user a development sign-in names: the account, mode and scopes of an API key (the key
/// is the login). `None` when the key is not valid.
pub(crate) async fn user_of_api_key(
    app: &App,
    key: &str,
    ip: Option<std::net::IpAddr>,
) -> Result<Option<SignedInUser>, Error> {
    if crate::auth::keys::parse(key).is_none() {
        return Ok(None);
    }
    match crate::auth::resolve_key(app.storage(), &app.verified_keys, key, ip, app.clock.now())
        .await
    {
        Ok(p) => Ok(Some(SignedInUser {
            account_id: p.account.id.clone(),
            livemode: p.key.environment == crate::auth::Environment::Live,
            scopes: p.key.scopes.clone(),
        })),
        Err(e) if e.code == ErrorCode::Unauthorized => Ok(None),
        Err(e) => Err(e),
    }
}
