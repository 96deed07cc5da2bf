//! OAuth 2.0: the authorization code flow with PKCE through the consent page, the token and
//! revocation endpoints, refresh rotation and reuse detection, scopes, and access tokens on the
//! API's routes.

use std::sync::Arc;

use base64::Engine;
use edugen::Api;
use edugen::api::oauth::{ApiKeySignIn, SignIn, SignedInUser};
use edugen::auth::oauth::{ClientType, s256_challenge};
use edugen::auth::{Environment, Preset, Scope};
use edugen::clock::ManualClock;
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::services::oauth::NewClient;
use edugen::storage::{ListQuery, MemoryStorage, Storage};
use http::Method;
use serde_json::{Value, json};

use crate::support::{Res, TestApi};

const REDIRECT: &str = "https://app.example/callback";
const VERIFIER: &str = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk";

struct Oauth {
    t: TestApi,
    storage: Arc<MemoryStorage>,
    client_id: String,
    secret: String,
}

async fn setup_with(hook: impl SignIn) -> Oauth {
    let clock = ManualClock::at_epoch_2026();
    clock.advance(chrono::Duration::seconds(10));
    let storage = Arc::new(MemoryStorage::new());
    let api = Api::builder()
        .storage_arc(storage.clone())
        .clock(clock.clone())
        .deliverer(edugen::delivery::RecordingDeliverer::new())
        .issuer("https://edugen.example")
        .oauth_sign_in(hook)
        .build()
        .unwrap();
    let account = api
        .accounts()
        .create(NewAccount::new("Collège Victor Hugo", Tier::Essentiel))
        .await
        .unwrap();
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("test", Environment::Test, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    let mut client = NewClient::new("Pronote connector", ClientType::Confidential, REDIRECT);
    client.redirect_uris.push("http://127.0.0.1/cb".to_owned());
    client.scopes = vec![Scope::ExamsRead, Scope::ExamsWrite, Scope::CurriculumRead];
    let registered = api.oauth_clients().register(client).await.unwrap();
    Oauth {
        t: TestApi {
            api,
            clock,
            account,
            key,
        },
        storage,
        client_id: registered.client.id,
        secret: registered.secret.unwrap(),
    }
}

async fn setup() -> Oauth {
    setup_with(ApiKeySignIn).await
}

fn query(pairs: &[(&str, &str)]) -> String {
    let mut s = form_urlencoded::Serializer::new(String::new());
    for (k, v) in pairs {
        s.append_pair(k, v);
    }
    s.finish()
}

fn params_of(location: &str) -> Vec<(String, String)> {
    let q = location.split_once('?').map_or("", |(_, q)| q);
    form_urlencoded::parse(q.as_bytes()).into_owned().collect()
}

fn param(location: &str, name: &str) -> Option<String> {
    params_of(location)
        .into_iter()
        .find(|(k, _)| k == name)
        .map(|(_, v)| v)
}

/// A consent page: its cookie, and the fields of its form.
struct Consent {
    cookie: String,
    fields: Vec<(String, String)>,
}

impl Oauth {
    fn authorize_pairs(&self, scope: &str) -> Vec<(String, String)> {
        [
            ("response_type", "code"),
            ("client_id", self.client_id.as_str()),
            ("redirect_uri", REDIRECT),
            ("scope", scope),
            ("state", "xyz-42"),
            ("code_challenge", &s256_challenge(VERIFIER)),
            ("code_challenge_method", "S256"),
        ]
        .iter()
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .collect()
    }

    async fn authorize(&self, pairs: &[(String, String)]) -> Res {
        let q: Vec<(&str, &str)> = pairs
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        self.t
            .anonymous(Method::GET, &format!("/v1/oauth/authorize?{}", query(&q)))
            .header("accept", "text/html")
            .send()
            .await
    }

    async fn consent_page(&self, pairs: &[(String, String)]) -> Consent {
        let res = self.authorize(pairs).await;
        assert_eq!(res.status, 200, "{}", String::from_utf8_lossy(&res.bytes));
        let cookie = res
            .header("set-cookie")
            .split(';')
            .next()
            .unwrap()
            .to_owned();
        let html = String::from_utf8(res.bytes.to_vec()).unwrap();
        let re =
            regex::Regex::new(r#"<input type="hidden" name="([a-z_]+)" value="([^"]*)">"#).unwrap();
        let fields = re
            .captures_iter(&html)
            .map(|c| (c[1].to_owned(), unescape(&c[2])))
            .collect();
        Consent { cookie, fields }
    }

    async fn post_consent(&self, consent: &Consent, extra: &[(&str, &str)]) -> Res {
        let mut pairs: Vec<(&str, &str)> = consent
            .fields
            .iter()
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .collect();
        pairs.extend_from_slice(extra);
        self.t
            .anonymous(Method::POST, "/v1/oauth/authorize")
            .header("content-type", "application/x-www-form-urlencoded")
            .header("cookie", &consent.cookie)
            .raw(query(&pairs))
            .send()
            .await
    }

    /// Through the consent page with the account's key: the redirect's location.
    async fn approve(&self, scope: &str) -> String {
        let consent = self.consent_page(&self.authorize_pairs(scope)).await;
        let res = self
            .post_consent(
                &consent,
                &[("decision", "approve"), ("api_key", &self.t.key)],
            )
            .await;
        assert_eq!(res.status, 303, "{}", String::from_utf8_lossy(&res.bytes));
        res.header("location").to_owned()
    }

    async fn code(&self, scope: &str) -> String {
        param(&self.approve(scope).await, "code").unwrap()
    }

    async fn token(&self, form: &[(&str, &str)]) -> Res {
        let basic = base64::engine::general_purpose::STANDARD
            .encode(format!("{}:{}", self.client_id, self.secret));
        self.t
            .anonymous(Method::POST, "/v1/oauth/token")
            .header("content-type", "application/x-www-form-urlencoded")
            .header("authorization", &format!("Basic {basic}"))
            .raw(query(form))
            .send()
            .await
    }

    async fn exchange(&self, code: &str) -> Res {
        self.token(&[
            ("grant_type", "authorization_code"),
            ("code", code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", VERIFIER),
        ])
        .await
    }

    async fn tokens(&self, scope: &str) -> (String, String) {
        let code = self.code(scope).await;
        let v = self.exchange(&code).await.json();
        (
            v["access_token"].as_str().unwrap().to_owned(),
            v["refresh_token"].as_str().unwrap().to_owned(),
        )
    }

    async fn refresh(&self, refresh: &str, scope: Option<&str>) -> Res {
        let mut form = vec![("grant_type", "refresh_token"), ("refresh_token", refresh)];
        if let Some(s) = scope {
            form.push(("scope", s));
        }
        self.token(&form).await
    }

    async fn revoke(&self, token: &str) -> Res {
        self.t
            .anonymous(Method::POST, "/v1/oauth/revoke")
            .header("content-type", "application/x-www-form-urlencoded")
            .raw(query(&[
                ("token", token),
                ("client_id", &self.client_id),
                ("client_secret", &self.secret),
            ]))
            .send()
            .await
    }

    /// The types and data of the events of the account's test mode, oldest first.
    async fn events(&self) -> Vec<(String, Value)> {
        let docs = self
            .storage
            .list(&ListQuery {
                kind: "event".to_owned(),
                account: format!("{}~test", self.t.account.id),
                filters: vec![],
                before: None,
                limit: 100,
            })
            .await
            .unwrap();
        let mut out: Vec<(String, Value)> = docs
            .into_iter()
            .map(|d| {
                let envelope: Value =
                    serde_json::from_str(d.body["envelope"].as_str().unwrap()).unwrap();
                (
                    envelope["type"].as_str().unwrap().to_owned(),
                    envelope["data"].clone(),
                )
            })
            .filter(|(t, _)| t.starts_with("oauth."))
            .collect();
        out.reverse();
        out
    }
}

fn unescape(s: &str) -> String {
    s.replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

fn oauth_error(res: &Res, status: u16, error: &str) -> String {
    assert_eq!(
        res.status.as_u16(),
        status,
        "{}",
        String::from_utf8_lossy(&res.bytes)
    );
    assert_eq!(res.header("content-type"), "application/json");
    assert_eq!(res.header("cache-control"), "no-store");
    let v = res.json();
    assert_eq!(v["error"], error, "{v}");
    v["error_description"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn the_code_flow_with_pkce_gives_tokens_that_work_on_the_routes() {
    let o = setup().await;
    let consent = o.consent_page(&o.authorize_pairs("exams:read")).await;
    assert!(consent.cookie.starts_with("__Host-edugen-oauth="));
    let location = {
        let res = o
            .post_consent(&consent, &[("decision", "approve"), ("api_key", &o.t.key)])
            .await;
        assert_eq!(res.status, 303);
        assert_eq!(res.header("cache-control"), "no-store");
        res.header("location").to_owned()
    };
    assert!(
        location.starts_with("https://app.example/callback?code="),
        "{location}"
    );
    assert_eq!(param(&location, "state").as_deref(), Some("xyz-42"));
    assert_eq!(
        param(&location, "iss").as_deref(),
        Some("https://edugen.example")
    );
    let code = param(&location, "code").unwrap();
    assert_eq!(code.len(), 44);

    let res = o.exchange(&code).await;
    assert_eq!(res.status, 200, "{}", String::from_utf8_lossy(&res.bytes));
    assert_eq!(res.header("cache-control"), "no-store");
    assert_eq!(res.header("pragma"), "no-cache");
    let v = res.json();
    assert_eq!(v["token_type"], "Bearer");
    assert_eq!(v["expires_in"], 3600);
    assert_eq!(v["scope"], "exams:read");
    let access = v["access_token"].as_str().unwrap();
    let refresh = v["refresh_token"].as_str().unwrap();
    assert!(
        access.starts_with("egat_") && access.len() == 45,
        "{access}"
    );
    assert!(
        refresh.starts_with("egrt_") && refresh.len() == 45,
        "{refresh}"
    );
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "access_token",
            "token_type",
            "expires_in",
            "refresh_token",
            "scope"
        ]
    );

    // The token acts for the account, in the mode of the key that signed in, with its scope.
    let r = o.t.get("/v1/exams").key(access).send().await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.json()["data"], json!([]));
    let r =
        o.t.post("/v1/exams")
            .key(access)
            .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 2}))
            .send()
            .await;
    let p = r.assert_problem(403, "forbidden_scope");
    assert_eq!(
        p["detail"],
        "The credential lacks the scope `exams:write` this route needs."
    );
    o.t.get("/v1/curriculum/subjects")
        .key(access)
        .send()
        .await
        .assert_problem(403, "forbidden_scope");

    // An exam of the account (test mode) is seen; one of another account is 404.
    let mine =
        o.t.post("/v1/exams")
            .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 2}))
            .send()
            .await;
    assert_eq!(mine.status, 202, "{}", String::from_utf8_lossy(&mine.bytes));
    let mine = mine.json()["id"].as_str().unwrap().to_owned();
    let other =
        o.t.api
            .accounts()
            .create(NewAccount::new("Other", Tier::Essentiel))
            .await
            .unwrap();
    let other_key =
        o.t.api
            .accounts()
            .create_key(&other.id, NewKey::new("o", Environment::Test, Preset::Full))
            .await
            .unwrap()
            .secret;
    let theirs =
        o.t.post("/v1/exams")
            .key(&other_key)
            .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 2}))
            .send()
            .await
            .json()["id"]
            .as_str()
            .unwrap()
            .to_owned();
    let r =
        o.t.get(&format!("/v1/exams/{mine}"))
            .key(access)
            .send()
            .await;
    assert_eq!(r.status, 200);
    o.t.get(&format!("/v1/exams/{theirs}"))
        .key(access)
        .send()
        .await
        .assert_problem(404, "not_found");

    // The authorization was announced, with the client and the scopes granted.
    let events = o.events().await;
    assert_eq!(
        events,
        [(
            "oauth.client.authorized".to_owned(),
            json!({"client": {"id": o.client_id, "name": "Pronote connector"}, "scopes": ["exams:read"]})
        )]
    );
}

#[tokio::test]
async fn the_verifier_must_prove_the_challenge() {
    let o = setup().await;
    let code = o.code("exams:read").await;
    let wrong = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXx";
    let form = |v: &'static str| {
        vec![
            ("grant_type", "authorization_code"),
            ("code", ""),
            ("redirect_uri", REDIRECT),
            ("code_verifier", v),
        ]
    };
    let mut f = form(wrong);
    f[1].1 = &code;
    let d = oauth_error(&o.token(&f).await, 400, "invalid_grant");
    assert_eq!(d, "code_verifier does not match the code_challenge");
    // No verifier at all.
    let r = o
        .token(&[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
        ])
        .await;
    assert_eq!(
        oauth_error(&r, 400, "invalid_request"),
        "code_verifier is required"
    );
    // The challenge itself as the verifier (as with `plain`) does not pass either.
    let challenge = s256_challenge(VERIFIER);
    let r = o
        .token(&[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", &challenge),
        ])
        .await;
    oauth_error(&r, 400, "invalid_grant");
    // The right one still does.
    assert_eq!(o.exchange(&code).await.status, 200);
}

#[tokio::test]
async fn plain_and_missing_challenges_are_refused_at_the_redirect_uri() {
    let o = setup().await;
    for (name, value, expected) in [
        (
            "code_challenge_method",
            Some("plain"),
            "code_challenge_method must be S256; plain is not supported",
        ),
        (
            "code_challenge_method",
            None,
            "code_challenge_method must be S256; plain is not supported",
        ),
        (
            "code_challenge",
            None,
            "code_challenge is required (PKCE with S256)",
        ),
        (
            "code_challenge",
            Some("too-short"),
            "code_challenge must be 43 base64url characters (BASE64URL(SHA256(verifier)))",
        ),
    ] {
        let mut pairs = o.authorize_pairs("exams:read");
        pairs.retain(|(k, _)| k != name);
        if let Some(v) = value {
            pairs.push((name.to_owned(), v.to_owned()));
        }
        let r = o.authorize(&pairs).await;
        assert_eq!(r.status, 303, "{name}={value:?}");
        let loc = r.header("location");
        assert!(loc.starts_with(REDIRECT), "{loc}");
        assert_eq!(param(loc, "error").as_deref(), Some("invalid_request"));
        assert_eq!(param(loc, "error_description").as_deref(), Some(expected));
        assert_eq!(param(loc, "state").as_deref(), Some("xyz-42"));
        assert_eq!(param(loc, "iss").as_deref(), Some("https://edugen.example"));
    }
    // Another response type.
    let mut pairs = o.authorize_pairs("exams:read");
    pairs[0].1 = "token".to_owned();
    let r = o.authorize(&pairs).await;
    assert_eq!(
        param(r.header("location"), "error").as_deref(),
        Some("unsupported_response_type")
    );
}

#[tokio::test]
async fn redirect_uris_match_exactly_except_the_loopback_port() {
    let o = setup().await;
    for bad in [
        "https://app.example/callback/",
        "https://app.example/callback?x=1",
        "https://evil.example/callback",
        "http://127.0.0.1/other",
    ] {
        let mut pairs = o.authorize_pairs("exams:read");
        pairs[2].1 = bad.to_owned();
        let r = o.authorize(&pairs).await;
        assert_eq!(r.status, 400, "{bad}");
        assert!(r.headers.get("location").is_none());
        assert_eq!(r.header("content-type"), "text/html; charset=utf-8");
        let html = String::from_utf8(r.bytes.to_vec()).unwrap();
        assert!(
            html.contains("The redirect_uri is not one registered for this application."),
            "{html}"
        );
    }
    // An unknown client is shown on the page too, never redirected.
    let mut pairs = o.authorize_pairs("exams:read");
    pairs[1].1 = "cli_unknown".to_owned();
    let r = o.authorize(&pairs).await;
    assert_eq!(r.status, 400);
    assert!(r.headers.get("location").is_none());

    // The loopback URI on any port.
    let mut pairs = o.authorize_pairs("exams:read");
    pairs[2].1 = "http://127.0.0.1:53124/cb".to_owned();
    let consent = o.consent_page(&pairs).await;
    let r = o
        .post_consent(&consent, &[("decision", "approve"), ("api_key", &o.t.key)])
        .await;
    let loc = r.header("location").to_owned();
    assert!(loc.starts_with("http://127.0.0.1:53124/cb?code="), "{loc}");
    let code = param(&loc, "code").unwrap();
    // The token request must name the same URI.
    let r = o
        .token(&[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", "http://127.0.0.1:53125/cb"),
            ("code_verifier", VERIFIER),
        ])
        .await;
    assert_eq!(
        oauth_error(&r, 400, "invalid_grant"),
        "redirect_uri differs from the one of the authorization request"
    );
    let r = o
        .token(&[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", "http://127.0.0.1:53124/cb"),
            ("code_verifier", VERIFIER),
        ])
        .await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn a_replayed_code_revokes_the_tokens_of_its_first_use() {
    let o = setup().await;
    let code = o.code("exams:read").await;
    let first = o.exchange(&code).await.json();
    let access = first["access_token"].as_str().unwrap();
    let refresh = first["refresh_token"].as_str().unwrap();
    assert_eq!(o.t.get("/v1/exams").key(access).send().await.status, 200);
    let again = o.exchange(&code).await;
    assert_eq!(
        oauth_error(&again, 400, "invalid_grant"),
        "the code was already used; the tokens it gave are revoked"
    );
    let r = o.t.get("/v1/exams").key(access).send().await;
    let p = r.assert_problem(401, "unauthorized");
    assert_eq!(
        p["detail"],
        "The access token is unknown, revoked or expired."
    );
    oauth_error(&o.refresh(refresh, None).await, 400, "invalid_grant");
    let events = o.events().await;
    assert_eq!(events.len(), 2);
    assert_eq!(
        events[1],
        (
            "oauth.token.revoked".to_owned(),
            json!({"client": {"id": o.client_id}, "token": {"kind": "access_token", "reason": "code_reuse"}})
        )
    );
}

#[tokio::test]
async fn codes_expire_after_60_seconds_and_tokens_after_an_hour() {
    let o = setup().await;
    let code = o.code("exams:read").await;
    o.t.clock.advance(chrono::Duration::seconds(60));
    let r = o.exchange(&code).await;
    assert_eq!(
        oauth_error(&r, 400, "invalid_grant"),
        "the code is unknown, expired or spent"
    );

    let code = o.code("exams:read").await;
    o.t.clock.advance(chrono::Duration::seconds(59));
    let v = o.exchange(&code).await.json();
    let access = v["access_token"].as_str().unwrap();
    o.t.clock.advance(chrono::Duration::seconds(3599));
    assert_eq!(o.t.get("/v1/exams").key(access).send().await.status, 200);
    o.t.clock.advance(chrono::Duration::seconds(1));
    o.t.get("/v1/exams")
        .key(access)
        .send()
        .await
        .assert_problem(401, "unauthorized");
    // The refresh token outlives it.
    let r = o.refresh(v["refresh_token"].as_str().unwrap(), None).await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn refresh_tokens_rotate_and_a_reused_one_revokes_the_family() {
    let o = setup().await;
    let (access1, refresh1) = o.tokens("exams:read exams:write").await;
    let r = o.refresh(&refresh1, None).await;
    assert_eq!(r.status, 200);
    let v = r.json();
    let (access2, refresh2) = (
        v["access_token"].as_str().unwrap().to_owned(),
        v["refresh_token"].as_str().unwrap().to_owned(),
    );
    assert_eq!(v["scope"], "exams:read exams:write");
    assert_ne!(refresh1, refresh2);
    assert_ne!(access1, access2);
    // Both access tokens work until the reuse.
    assert_eq!(o.t.get("/v1/exams").key(&access1).send().await.status, 200);
    assert_eq!(o.t.get("/v1/exams").key(&access2).send().await.status, 200);

    // refresh1 again: the whole family goes.
    let r = o.refresh(&refresh1, None).await;
    assert_eq!(
        oauth_error(&r, 400, "invalid_grant"),
        "the refresh token was already used; every token of its grant is revoked"
    );
    for access in [&access1, &access2] {
        o.t.get("/v1/exams")
            .key(access)
            .send()
            .await
            .assert_problem(401, "unauthorized");
    }
    oauth_error(&o.refresh(&refresh2, None).await, 400, "invalid_grant");
    let events = o.events().await;
    assert_eq!(
        events.last().unwrap(),
        &(
            "oauth.token.revoked".to_owned(),
            json!({"client": {"id": o.client_id}, "token": {"kind": "refresh_token", "reason": "refresh_token_reuse"}})
        )
    );
    // Announced once, however often the spent token comes back.
    oauth_error(&o.refresh(&refresh1, None).await, 400, "invalid_grant");
    assert_eq!(o.events().await.len(), events.len());
}

#[tokio::test]
async fn scopes_narrow_and_never_widen() {
    let o = setup().await;
    // A scope the client may not ask for.
    let r = o
        .authorize(&o.authorize_pairs("exams:read webhooks:read"))
        .await;
    assert_eq!(r.status, 303);
    assert_eq!(
        param(r.header("location"), "error_description").as_deref(),
        Some("this application may not ask for the scope `webhooks:read`")
    );
    assert_eq!(
        param(r.header("location"), "error").as_deref(),
        Some("invalid_scope")
    );
    let r = o.authorize(&o.authorize_pairs("exams:delete")).await;
    assert_eq!(
        param(r.header("location"), "error_description").as_deref(),
        Some("unknown scope `exams:delete`")
    );

    // A refresh narrows, then may come back to what was granted, never beyond.
    let (_, refresh) = o.tokens("exams:read exams:write").await;
    let r = o.refresh(&refresh, Some("exams:read")).await;
    let v = r.json();
    assert_eq!(v["scope"], "exams:read");
    let narrowed = v["access_token"].as_str().unwrap();
    o.t.delete("/v1/exams/exam_x")
        .key(narrowed)
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    let refresh = v["refresh_token"].as_str().unwrap();
    let r = o.refresh(refresh, Some("exams:read curriculum:read")).await;
    assert_eq!(
        oauth_error(&r, 400, "invalid_scope"),
        "the scope `curriculum:read` was not granted; a refresh may only narrow"
    );
    let r = o.refresh(refresh, Some("exams:write")).await;
    assert_eq!(r.json()["scope"], "exams:write");

    // The user grants no more than the key that signs in holds: a Viewer key drops exams:write.
    let viewer = o.t.key_with(Preset::Viewer).await;
    let consent = o
        .consent_page(&o.authorize_pairs("exams:read exams:write"))
        .await;
    let r = o
        .post_consent(&consent, &[("decision", "approve"), ("api_key", &viewer)])
        .await;
    let code = param(r.header("location"), "code").unwrap();
    assert_eq!(o.exchange(&code).await.json()["scope"], "exams:read");
}

#[tokio::test]
async fn revocation_follows_rfc_7009() {
    let o = setup().await;
    let (access, refresh) = o.tokens("exams:read").await;
    let r = o.revoke(&access).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("cache-control"), "no-store");
    assert!(r.bytes.is_empty());
    o.t.get("/v1/exams")
        .key(&access)
        .send()
        .await
        .assert_problem(401, "unauthorized");
    // The refresh token still works, and its revocation ends the family.
    let v = o.refresh(&refresh, None).await.json();
    let (access2, refresh2) = (
        v["access_token"].as_str().unwrap().to_owned(),
        v["refresh_token"].as_str().unwrap().to_owned(),
    );
    assert_eq!(o.revoke(&refresh2).await.status, 200);
    o.t.get("/v1/exams")
        .key(&access2)
        .send()
        .await
        .assert_problem(401, "unauthorized");
    oauth_error(&o.refresh(&refresh2, None).await, 400, "invalid_grant");
    // Unknown tokens and repeats are 200.
    assert_eq!(o.revoke("egat_nonsense").await.status, 200);
    assert_eq!(o.revoke(&refresh2).await.status, 200);
    let kinds: Vec<Value> = o
        .events()
        .await
        .into_iter()
        .filter(|(t, _)| t == "oauth.token.revoked")
        .map(|(_, d)| d["token"].clone())
        .collect();
    assert_eq!(
        kinds,
        [
            json!({"kind": "access_token", "reason": "requested"}),
            json!({"kind": "refresh_token", "reason": "requested"})
        ]
    );
    // Without client authentication.
    let r =
        o.t.anonymous(Method::POST, "/v1/oauth/revoke")
            .header("content-type", "application/x-www-form-urlencoded")
            .raw(query(&[("token", &access)]))
            .send()
            .await;
    oauth_error(&r, 401, "invalid_client");
    assert_eq!(r.header("www-authenticate"), "Basic realm=\"edugen\"");
    // Deleting the client ends its tokens at once.
    let (access3, _) = o.tokens("exams:read").await;
    assert_eq!(o.t.get("/v1/exams").key(&access3).send().await.status, 200);
    o.t.api.oauth_clients().delete(&o.client_id).await.unwrap();
    o.t.get("/v1/exams")
        .key(&access3)
        .send()
        .await
        .assert_problem(401, "unauthorized");
    assert_eq!(
        o.t.api
            .oauth_clients()
            .get(&o.client_id)
            .await
            .unwrap_err()
            .code,
        edugen::ErrorCode::NotFound
    );
}

#[tokio::test]
async fn clients_authenticate_with_basic_or_form_and_public_ones_with_their_id() {
    let o = setup().await;
    let code = o.code("exams:read").await;
    let form = |extra: &[(&'static str, String)]| {
        let mut pairs = vec![
            ("grant_type", "authorization_code".to_owned()),
            ("code", code.clone()),
            ("redirect_uri", REDIRECT.to_owned()),
            ("code_verifier", VERIFIER.to_owned()),
        ];
        pairs.extend_from_slice(extra);
        let p: Vec<(&str, &str)> = pairs.iter().map(|(k, v)| (*k, v.as_str())).collect();
        query(&p)
    };
    let send = |body: String, auth: Option<String>| {
        let mut req =
            o.t.anonymous(Method::POST, "/v1/oauth/token")
                .header("content-type", "application/x-www-form-urlencoded")
                .raw(body);
        if let Some(a) = auth {
            req = req.header("authorization", &a);
        }
        req.send()
    };
    // A wrong secret, in Basic and in the form.
    let basic = |id: &str, secret: &str| {
        format!(
            "Basic {}",
            base64::engine::general_purpose::STANDARD.encode(format!("{id}:{secret}"))
        )
    };
    let r = send(form(&[]), Some(basic(&o.client_id, "egcs_wrong"))).await;
    assert_eq!(
        oauth_error(&r, 401, "invalid_client"),
        "client authentication failed"
    );
    let r = send(
        form(&[
            ("client_id", o.client_id.clone()),
            ("client_secret", "nope".to_owned()),
        ]),
        None,
    )
    .await;
    oauth_error(&r, 401, "invalid_client");
    // A confidential client without its secret.
    let r = send(form(&[("client_id", o.client_id.clone())]), None).await;
    oauth_error(&r, 401, "invalid_client");
    // Two methods at once.
    let r = send(
        form(&[("client_secret", o.secret.clone())]),
        Some(basic(&o.client_id, &o.secret)),
    )
    .await;
    oauth_error(&r, 400, "invalid_request");
    // Not a form.
    let r = send("{}".to_owned(), Some(basic(&o.client_id, &o.secret))).await;
    oauth_error(&r, 400, "invalid_request");
    // An API key is no client credential, and the endpoint keeps nothing under an
    // Idempotency-Key (its answers carry tokens).
    let r =
        o.t.anonymous(Method::POST, "/v1/oauth/token")
            .key(&o.t.key)
            .header("idempotency-key", "")
            .header("content-type", "application/x-www-form-urlencoded")
            .raw(form(&[]))
            .send()
            .await;
    assert_eq!(
        oauth_error(&r, 400, "invalid_request"),
        "clients authenticate with HTTP Basic or form fields"
    );
    // Another grant type.
    let r = send(
        query(&[("grant_type", "password")]),
        Some(basic(&o.client_id, &o.secret)),
    )
    .await;
    oauth_error(&r, 400, "unsupported_grant_type");
    // The form's credentials work.
    let r = send(
        form(&[
            ("client_id", o.client_id.clone()),
            ("client_secret", o.secret.clone()),
        ]),
        None,
    )
    .await;
    assert_eq!(r.status, 200);

    // A public client: its id alone; its code is not for another client.
    let public =
        o.t.api
            .oauth_clients()
            .register(NewClient::new(
                "SPA",
                ClientType::Public,
                "http://localhost:5173/cb",
            ))
            .await
            .unwrap();
    assert_eq!(public.secret, None);
    let code = o.code("exams:read").await;
    let r = send(
        query(&[
            ("grant_type", "authorization_code"),
            ("code", &code),
            ("redirect_uri", REDIRECT),
            ("code_verifier", VERIFIER),
            ("client_id", &public.client.id),
        ]),
        None,
    )
    .await;
    oauth_error(&r, 400, "invalid_grant");
}

#[tokio::test]
async fn the_consent_form_is_protected_against_forgery() {
    let o = setup().await;
    let consent = o.consent_page(&o.authorize_pairs("exams:read")).await;
    let approve = [("decision", "approve"), ("api_key", o.t.key.as_str())];
    let forbidden = |r: &Res| {
        assert_eq!(r.status, 403, "{}", String::from_utf8_lossy(&r.bytes));
        assert!(r.headers.get("location").is_none());
        assert!(
            String::from_utf8_lossy(&r.bytes)
                .contains("This form has expired or did not come from this page.")
        );
    };
    // Without the cookie.
    let no_cookie = Consent {
        cookie: "other=1".to_owned(),
        fields: consent.fields.clone(),
    };
    forbidden(&o.post_consent(&no_cookie, &approve).await);
    // With another cookie.
    let other_cookie = Consent {
        cookie: format!("__Host-edugen-oauth={}", "A".repeat(43)),
        fields: consent.fields.clone(),
    };
    forbidden(&o.post_consent(&other_cookie, &approve).await);
    // With the token of the page but a wider scope in the form.
    let mut widened = Consent {
        cookie: consent.cookie.clone(),
        fields: consent.fields.clone(),
    };
    for (k, v) in &mut widened.fields {
        if k == "scope" {
            *v = "exams:read exams:write".to_owned();
        }
    }
    forbidden(&o.post_consent(&widened, &approve).await);
    // Without the token.
    let mut no_token = Consent {
        cookie: consent.cookie.clone(),
        fields: consent.fields.clone(),
    };
    no_token.fields.retain(|(k, _)| k != "csrf");
    forbidden(&o.post_consent(&no_token, &approve).await);
    // A wrong API key.
    let r = o
        .post_consent(
            &consent,
            &[
                ("decision", "approve"),
                ("api_key", "eg_test_00000000000000000000000000000000"),
            ],
        )
        .await;
    assert_eq!(r.status, 403);
    assert!(String::from_utf8_lossy(&r.bytes).contains("the API key is not valid"));
    // Denied: the client hears access_denied.
    let r = o.post_consent(&consent, &[("decision", "deny")]).await;
    assert_eq!(r.status, 303);
    let loc = r.header("location");
    assert_eq!(param(loc, "error").as_deref(), Some("access_denied"));
    assert_eq!(param(loc, "state").as_deref(), Some("xyz-42"));
    // The page itself: accessible, not framable, not cached.
    let r = o
        .authorize(&o.authorize_pairs("exams:read exams:write"))
        .await;
    assert_eq!(r.header("x-frame-options"), "DENY");
    assert_eq!(r.header("cache-control"), "no-store");
    assert!(
        r.header("content-security-policy")
            .contains("frame-ancestors 'none'")
    );
    assert_eq!(
        r.header("set-cookie").split_once(';').unwrap().1,
        " Path=/; Secure; HttpOnly; SameSite=Strict"
    );
    let html = String::from_utf8(r.bytes.to_vec()).unwrap();
    for part in [
        "<html lang=\"en\">",
        "<h1>Authorize Pronote connector</h1>",
        "<li><code>exams:read</code>: Read exams, exports and corrections.</li>",
        "<li><code>exams:write</code>: Generate, edit and delete exams; submit copies.</li>",
        "<label for=\"api_key\">",
        "<button type=\"submit\" name=\"decision\" value=\"approve\">Approve</button>",
        "<button type=\"submit\" name=\"decision\" value=\"deny\" formnovalidate>Deny</button>",
    ] {
        assert!(html.contains(part), "{part} not in {html}");
    }
}

/// The host's session: a user of a given account who may grant the Creator scopes.
#[derive(Debug)]
struct Session(std::sync::Mutex<Option<SignedInUser>>);

#[async_trait::async_trait]
impl SignIn for Session {
    async fn user(&self, request: &http::request::Parts) -> Option<SignedInUser> {
        let cookie = request.headers.get("cookie")?.to_str().ok()?;
        if !cookie.contains("session=ok") {
            return None;
        }
        self.0.lock().unwrap().clone()
    }

    fn sign_in(&self, return_to: &str) -> Option<http::Response<edugen::Body>> {
        http::Response::builder()
            .status(303)
            .header(
                "location",
                format!("/login?next={}", query(&[("r", return_to)])),
            )
            .body(edugen::Body::empty())
            .ok()
    }
}

#[tokio::test]
async fn the_hosts_sign_in_hook_names_the_user_and_bounds_the_scopes() {
    let session = Arc::new(Session(std::sync::Mutex::new(None)));
    #[derive(Debug)]
    struct Shared(Arc<Session>);
    #[async_trait::async_trait]
    impl SignIn for Shared {
        async fn user(&self, request: &http::request::Parts) -> Option<SignedInUser> {
            self.0.user(request).await
        }
        fn sign_in(&self, return_to: &str) -> Option<http::Response<edugen::Body>> {
            self.0.sign_in(return_to)
        }
    }
    let o = setup_with(Shared(session.clone())).await;
    *session.0.lock().unwrap() = Some(SignedInUser::new(
        o.t.account.id.clone(),
        false,
        vec![Scope::ExamsRead],
    ));
    // Nobody signed in: the host's sign-in page, coming back here.
    let r = o.authorize(&o.authorize_pairs("exams:read")).await;
    assert_eq!(r.status, 303);
    assert!(
        r.header("location")
            .starts_with("/login?next=r=%2Fv1%2Foauth%2Fauthorize%3F")
    );

    // Signed in: the page shows what the user may grant, and asks for no key.
    let pairs = o.authorize_pairs("exams:read exams:write");
    let q: Vec<(&str, &str)> = pairs
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    let r =
        o.t.anonymous(Method::GET, &format!("/v1/oauth/authorize?{}", query(&q)))
            .header("cookie", "session=ok")
            .send()
            .await;
    assert_eq!(r.status, 200);
    let html = String::from_utf8(r.bytes.to_vec()).unwrap();
    assert!(html.contains("Not granted (your account may not grant them): exams:write."));
    assert!(!html.contains("api_key"));
    let csrf_cookie = r.header("set-cookie").split(';').next().unwrap().to_owned();
    let re = regex::Regex::new(r#"name="csrf" value="([^"]+)""#).unwrap();
    let csrf = re.captures(&html).unwrap()[1].to_owned();
    let mut form = q.clone();
    form.push(("csrf", &csrf));
    form.push(("decision", "approve"));
    let r =
        o.t.anonymous(Method::POST, "/v1/oauth/authorize")
            .header("content-type", "application/x-www-form-urlencoded")
            .header("cookie", &format!("session=ok; {csrf_cookie}"))
            .raw(query(&form))
            .send()
            .await;
    assert_eq!(r.status, 303);
    let code = param(r.header("location"), "code").unwrap();
    assert_eq!(o.exchange(&code).await.json()["scope"], "exams:read");
}

#[tokio::test]
async fn metadata_and_openapi_describe_both_modes() {
    let o = setup().await;
    let r =
        o.t.anonymous(Method::GET, "/.well-known/oauth-authorization-server")
            .send()
            .await;
    assert_eq!(r.status, 200);
    let v = r.json();
    assert_eq!(v["issuer"], "https://edugen.example");
    assert_eq!(
        v["authorization_endpoint"],
        "https://edugen.example/v1/oauth/authorize"
    );
    assert_eq!(v["token_endpoint"], "https://edugen.example/v1/oauth/token");
    assert_eq!(
        v["revocation_endpoint"],
        "https://edugen.example/v1/oauth/revoke"
    );
    assert_eq!(v["code_challenge_methods_supported"], json!(["S256"]));
    assert_eq!(
        v["grant_types_supported"],
        json!(["authorization_code", "refresh_token"])
    );
    assert_eq!(v["scopes_supported"].as_array().unwrap().len(), 13);
    let doc =
        o.t.anonymous(Method::GET, "/v1/openapi.json")
            .send()
            .await
            .json();
    let schemes = &doc["components"]["securitySchemes"];
    assert_eq!(schemes["bearer"]["scheme"], "bearer");
    assert_eq!(
        schemes["oauth2"]["flows"]["authorizationCode"]["tokenUrl"],
        "https://edugen.example/v1/oauth/token"
    );
    assert_eq!(
        doc["paths"]["/v1/exams"]["get"]["security"],
        json!([{"bearer": ["exams:read"]}, {"oauth2": ["exams:read"]}])
    );
}

#[tokio::test]
async fn an_access_token_cannot_mint_api_keys() {
    let o = setup().await;
    let mut client = NewClient::new("Admin tool", ClientType::Confidential, REDIRECT);
    client.scopes = vec![Scope::AccountManage];
    let admin = o.t.api.oauth_clients().register(client).await.unwrap();
    let o = Oauth {
        client_id: admin.client.id,
        secret: admin.secret.unwrap(),
        ..o
    };
    let (access, _) = o.tokens("account:manage").await;
    let r = o.t.get("/v1/api-keys").key(&access).send().await;
    assert_eq!(r.status, 200);
    let r =
        o.t.post("/v1/api-keys")
            .key(&access)
            .json(json!({"name": "escape"}))
            .send()
            .await;
    let p = r.assert_problem(403, "forbidden_scope");
    assert!(
        p["detail"]
            .as_str()
            .unwrap()
            .starts_with("An OAuth access token cannot create")
    );
}

#[tokio::test]
async fn registration_refuses_unsafe_redirect_uris() {
    let o = setup().await;
    let mut c = NewClient::new("X", ClientType::Public, "http://app.example/cb");
    c.redirect_uris
        .push("https://app.example/cb#frag".to_owned());
    let e = o.t.api.oauth_clients().register(c).await.unwrap_err();
    let fields: Vec<(String, String)> = e
        .details
        .unwrap()
        .into_iter()
        .map(|d| (d.field, d.message))
        .collect();
    assert_eq!(
        fields,
        [
            (
                "redirectUris[0]".to_owned(),
                "http:// is allowed on loopback hosts only (127.0.0.1, [::1], localhost)"
                    .to_owned()
            ),
            (
                "redirectUris[1]".to_owned(),
                "must not have a fragment".to_owned()
            ),
        ]
    );
}

/// The `oauth2` crate, an independent client, runs the flow against `Api::handle` in process:
/// authorization URL with PKCE, code exchange with HTTP Basic, refresh, revocation.
#[tokio::test]
async fn the_oauth2_crate_runs_the_flow_as_a_client() {
    use oauth2::basic::BasicClient;
    use oauth2::{
        AuthUrl, AuthorizationCode, ClientId, ClientSecret, CsrfToken, PkceCodeChallenge,
        RedirectUrl, RevocationUrl, Scope as OauthScope, StandardRevocableToken, TokenResponse,
        TokenUrl,
    };
    let o = setup().await;
    let base = "https://edugen.example/v1/oauth";
    let client = BasicClient::new(ClientId::new(o.client_id.clone()))
        .set_client_secret(ClientSecret::new(o.secret.clone()))
        .set_auth_uri(AuthUrl::new(format!("{base}/authorize")).unwrap())
        .set_token_uri(TokenUrl::new(format!("{base}/token")).unwrap())
        .set_revocation_url(RevocationUrl::new(format!("{base}/revoke")).unwrap())
        .set_redirect_uri(RedirectUrl::new(REDIRECT.to_owned()).unwrap());
    let (challenge, verifier) = PkceCodeChallenge::new_random_sha256();
    let (url, state) = client
        .authorize_url(CsrfToken::new_random)
        .add_scope(OauthScope::new("exams:read".to_owned()))
        .add_scope(OauthScope::new("exams:write".to_owned()))
        .set_pkce_challenge(challenge)
        .url();
    // The user's browser: the consent page, approved with the account's key.
    let pairs: Vec<(String, String)> = url.query_pairs().into_owned().collect();
    let consent = o.consent_page(&pairs).await;
    let r = o
        .post_consent(&consent, &[("decision", "approve"), ("api_key", &o.t.key)])
        .await;
    let location = r.header("location").to_owned();
    assert_eq!(
        param(&location, "state").as_deref(),
        Some(state.secret().as_str())
    );
    let code = param(&location, "code").unwrap();

    let api = o.t.api.clone();
    let http = move |req: http::Request<Vec<u8>>| {
        let api = api.clone();
        async move {
            let (parts, body) = req.into_parts();
            let mut req = http::Request::from_parts(parts, bytes::Bytes::from(body));
            req.extensions_mut()
                .insert(edugen::ClientAddr("203.0.113.9".parse().unwrap()));
            let (parts, body) = api.handle(req).await.into_parts();
            Ok::<_, std::io::Error>(http::Response::from_parts(
                parts,
                body.collect().await.to_vec(),
            ))
        }
    };
    let token = client
        .exchange_code(AuthorizationCode::new(code))
        .set_pkce_verifier(verifier)
        .request_async(&http)
        .await
        .unwrap();
    let scopes: Vec<String> = token
        .scopes()
        .unwrap()
        .iter()
        .map(|s| s.to_string())
        .collect();
    assert_eq!(scopes, ["exams:read", "exams:write"]);
    assert_eq!(
        token.expires_in(),
        Some(std::time::Duration::from_secs(3600))
    );
    let access = token.access_token().secret().clone();
    assert_eq!(o.t.get("/v1/exams").key(&access).send().await.status, 200);

    let refreshed = client
        .exchange_refresh_token(token.refresh_token().unwrap())
        .request_async(&http)
        .await
        .unwrap();
    let refresh = refreshed.refresh_token().unwrap().clone();
    assert_ne!(refresh.secret(), token.refresh_token().unwrap().secret());
    // The spent refresh token is refused, as RFC 6749 writes it.
    let err = client
        .exchange_refresh_token(token.refresh_token().unwrap())
        .request_async(&http)
        .await
        .unwrap_err();
    assert!(
        matches!(&err, oauth2::RequestTokenError::ServerResponse(e) if e.error().to_string() == "invalid_grant"),
        "{err:?}"
    );
    // The family is gone; revoking its refresh token again is fine.
    let fresh = refreshed.access_token().secret().clone();
    o.t.get("/v1/exams")
        .key(&fresh)
        .send()
        .await
        .assert_problem(401, "unauthorized");
    client
        .revoke_token(StandardRevocableToken::RefreshToken(refresh))
        .unwrap()
        .request_async(&http)
        .await
        .unwrap();
}

#[tokio::test]
async fn access_tokens_use_idempotency_and_the_accounts_quota() {
    let o = setup().await;
    let (access, _) = o.tokens("exams:read exams:write").await;
    let create = || {
        o.t.post("/v1/exams")
            .key(&access)
            .header("idempotency-key", "oauth-exam-1")
            .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 1}))
            .send()
    };
    let first = create().await;
    assert_eq!(
        first.status,
        202,
        "{}",
        String::from_utf8_lossy(&first.bytes)
    );
    let again = create().await;
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.bytes, first.bytes);
    // The account's quota: the token's requests count with the key's.
    let before: u64 =
        o.t.get("/v1/exams")
            .send()
            .await
            .header("x-ratelimit-remaining")
            .parse()
            .unwrap();
    let with_token: u64 =
        o.t.get("/v1/exams")
            .key(&access)
            .send()
            .await
            .header("x-ratelimit-remaining")
            .parse()
            .unwrap();
    assert_eq!(with_token, before - 1);
}

#[tokio::test]
async fn the_retention_job_purges_codes_and_tokens_past_31_days() {
    let o = setup().await;
    let (_, old_refresh) = o.tokens("exams:read").await;
    let _unused_code = o.code("exams:read").await;
    o.t.clock.advance(chrono::Duration::days(30));
    let (recent_access, recent_refresh) = o.tokens("exams:read").await;
    o.t.clock
        .advance(chrono::Duration::days(1) + chrono::Duration::seconds(1));
    let report =
        o.t.api
            .purge_expired(&edugen::Retention::default())
            .await
            .unwrap();
    // The first code, its refresh and access tokens, and the unused code.
    assert_eq!(report.oauth_records, 4);
    oauth_error(&o.refresh(&old_refresh, None).await, 400, "invalid_grant");
    // Newer ones stay: the recent refresh token still works (its access token has expired).
    o.t.get("/v1/exams")
        .key(&recent_access)
        .send()
        .await
        .assert_problem(401, "unauthorized");
    assert_eq!(o.refresh(&recent_refresh, None).await.status, 200);
}

#[tokio::test]
async fn a_grant_lasts_a_year_however_often_it_is_refreshed_then_goes() {
    let o = setup().await;
    let (_, mut refresh) = o.tokens("exams:read").await;
    // Refreshed every 29 days: each new refresh token works, up to day 348.
    for _ in 0..12 {
        o.t.clock.advance(chrono::Duration::days(29));
        let r = o.refresh(&refresh, None).await;
        assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
        refresh = r.json()["refresh_token"].as_str().unwrap().to_owned();
    }
    // On day 364 the new refresh token gets one day, not 30: it ends with the grant, 365 days
    // after the authorization.
    o.t.clock.advance(chrono::Duration::days(16));
    let r = o.refresh(&refresh, None).await;
    assert_eq!(r.status, 200);
    refresh = r.json()["refresh_token"].as_str().unwrap().to_owned();
    o.t.clock
        .advance(chrono::Duration::days(1) + chrono::Duration::seconds(1));
    oauth_error(&o.refresh(&refresh, None).await, 400, "invalid_grant");
    // 31 days after its last tokens, the retention job deletes them and the grant: its code,
    // 14 access and 14 refresh tokens, and itself.
    o.t.clock.advance(chrono::Duration::days(31));
    let report =
        o.t.api
            .purge_expired(&edugen::Retention::default())
            .await
            .unwrap();
    assert_eq!(report.oauth_records, 1 + 14 + 14 + 1);
}
