//! Property tests through `Api::handle`: random JSON values and random bytes as the body of every
//! route, random `Authorization`, `Idempotency-Key`, `Accept` and query strings. No request may
//! panic or be answered 5xx; every refusal is a problem document with a `code`, whose `traceId`
//! is the `X-Trace-Id` header.
//!
//! The fast runs are part of the normal suite; the long run (over a million cases with the
//! parsers' own long runs) is ignored by default:
//! `cargo test --all-features --lib --test it -- --ignored long_props --nocapture`.

use std::time::{Duration, Instant};

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::clock::ManualClock;
use edugen::domain::account::{Limits, Tier};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::MemoryStorage;
use edugen::{Api, ClientAddr, Config};
use http::Method;
use proptest::prelude::*;
use proptest::test_runner::{Config as RunConfig, TestCaseError, TestRunner};
use serde_json::{Value, json};

const SECRET: &str = "whsec_0123456789abcdefghijklmn";

/// An API whose quotas never bind, with real ids to aim at.
struct World {
    rt: tokio::runtime::Runtime,
    api: Api,
    key: String,
    exam: String,
    node: String,
    webhook: String,
    /// How many answers of each status, for the report.
    statuses: std::sync::Mutex<std::collections::BTreeMap<u16, u64>>,
}

impl World {
    /// Prints and forgets the statuses counted so far.
    fn report(&self, name: &str) {
        let mut s = self.statuses.lock().unwrap();
        eprintln!("{name}: statuses {s:?}");
        s.clear();
    }
}

fn world() -> World {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let (api, key, exam, node, webhook) = rt.block_on(async {
        let mut config = Config::default();
        config.anonymous_limits = Limits::new(u64::MAX / 4, u64::MAX / 4);
        let api = Api::builder()
            .storage(MemoryStorage::new())
            .clock(ManualClock::at_epoch_2026())
            .deliverer(edugen::delivery::RecordingDeliverer::new())
            .config(config)
            .build()
            .unwrap();
        let mut new = NewAccount::new("props", Tier::Enterprise);
        new.custom_limits = Some(Limits::new(u64::MAX / 4, u64::MAX / 4));
        let account = api.accounts().create(new).await.unwrap();
        let key = api
            .accounts()
            .create_key(
                &account.id,
                NewKey::new("props", Environment::Test, Preset::Full),
            )
            .await
            .unwrap()
            .secret;
        let send = |method: Method, path: String, body: Value| {
            let req = http::Request::builder()
                .method(method)
                .uri(path)
                .header("authorization", format!("Bearer {key}"))
                .header("content-type", "application/json")
                .body(Bytes::from(body.to_string()))
                .unwrap();
            let api = api.clone();
            async move {
                let res = api.handle(req).await;
                serde_json::from_slice::<Value>(&res.into_body().collect().await).unwrap()
            }
        };
        let exam = send(
            Method::POST,
            "/v1/exams".into(),
            json!({"subject": "mathematiques", "level": "4e", "questionCount": 2}),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        let mut node = String::new();
        for _ in 0..500 {
            let v = send(Method::GET, format!("/v1/exams/{exam}"), json!({})).await;
            if v["status"] != "generating" {
                node = v["sections"][0]["questions"][0]["id"]
                    .as_str()
                    .unwrap()
                    .to_owned();
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        let webhook = send(
            Method::POST,
            "/v1/webhooks".into(),
            json!({"url": "https://h.example/x", "events": ["*"], "secret": SECRET}),
        )
        .await["id"]
            .as_str()
            .unwrap()
            .to_owned();
        (api, key, exam, node, webhook)
    });
    World {
        rt,
        api,
        key,
        exam,
        node,
        webhook,
        statuses: Default::default(),
    }
}

fn check<S: Strategy>(
    name: &str,
    cases: u32,
    strategy: S,
    test: impl Fn(S::Value) -> Result<(), TestCaseError>,
) {
    let config = RunConfig {
        cases,
        failure_persistence: None,
        ..RunConfig::default()
    };
    let start = Instant::now();
    let result = TestRunner::new(config).run(&strategy, test);
    eprintln!("{name}: {cases} cases in {:.1?}", start.elapsed());
    if let Err(e) = result {
        panic!("{name}: {e}");
    }
}

/// One request: never 5xx; a 4xx is a problem document with a code and the header's trace id.
fn answer_is_documented(w: &World, req: http::Request<Bytes>) -> Result<(), TestCaseError> {
    let what = format!("{} {}", req.method(), req.uri());
    let res = w.rt.block_on(w.api.handle(req));
    let status = res.status();
    *w.statuses
        .lock()
        .unwrap()
        .entry(status.as_u16())
        .or_default() += 1;
    prop_assert!(!status.is_server_error(), "{} answered {}", what, status);
    let streamed = res
        .headers()
        .get("content-type")
        .is_some_and(|v| v == "text/event-stream");
    prop_assert!(res.headers().contains_key("x-trace-id"), "{}", what);
    let content_type = res
        .headers()
        .get("content-type")
        .map(|v| v.as_bytes().to_vec());
    let oauth_answer = what.contains(" /v1/oauth/")
        && matches!(
            content_type.as_deref(),
            Some(b"text/html; charset=utf-8" | b"application/json")
        );
    if status.is_client_error() && oauth_answer {
        // The OAuth endpoints answer a page (authorization) or an RFC 6749 error (token,
        // revocation), as their operations document.
        let bytes = res.body().as_bytes().unwrap_or_default().to_vec();
        if content_type.as_deref() == Some(b"application/json") {
            let v: Value = serde_json::from_slice(&bytes)
                .map_err(|e| TestCaseError::fail(format!("{what}: not JSON ({e})")))?;
            prop_assert!(v["error"].is_string(), "{}: {}", what, v);
        } else {
            prop_assert!(bytes.starts_with(b"<!DOCTYPE html>"), "{}", what);
        }
    } else if status.is_client_error() {
        let trace = res.headers()["x-trace-id"].to_str().unwrap().to_owned();
        prop_assert_eq!(
            res.headers().get("content-type").map(|v| v.as_bytes()),
            Some(&b"application/problem+json"[..]),
            "{}",
            what
        );
        let bytes = res.body().as_bytes().unwrap_or_default().to_vec();
        let v: Value = serde_json::from_slice(&bytes)
            .map_err(|e| TestCaseError::fail(format!("{what}: problem is not JSON ({e})")))?;
        prop_assert!(v["code"].is_string(), "{}: {}", what, v);
        prop_assert_eq!(v["status"].as_u64(), Some(u64::from(status.as_u16())));
        prop_assert_eq!(v["traceId"].as_str(), Some(trace.as_str()));
    } else if !streamed {
        // A full body is read; a stream is dropped (the generation goes on without it).
        drop(res);
    }
    Ok(())
}

/// Field names of every request body, so that random objects reach the validation behind the
/// parser; and values that are sometimes right.
const KEYS: &[&str] = &[
    "subject",
    "level",
    "topics",
    "questionCount",
    "quality",
    "language",
    "seed",
    "blueprint",
    "cells",
    "chapter",
    "bloom",
    "count",
    "weight",
    "url",
    "events",
    "secret",
    "description",
    "enabled",
    "rateLimit",
    "perSecond",
    "burst",
    "since",
    "name",
    "preset",
    "scopes",
    "environment",
    "allowedIps",
    "gracePeriodSeconds",
    "stem",
    "text",
    "correct",
    "choices",
    "answer",
    "type",
    "value",
    "points",
    "tags",
    "explanation",
    "competency",
    "totalPoints",
    "durationMinutes",
    "feedback",
    "tolerance",
    "unit",
    "display",
    "accepted",
];
const STRINGS: &[&str] = &[
    "mathematiques",
    "physique-chimie",
    "4e",
    "3e",
    "high",
    "standard",
    "en",
    "fr",
    "mathematiques-4e-fractions",
    "apply",
    "remember",
    "https://h.example/x",
    "http://127.0.0.1/",
    "*",
    "exam.*",
    "webhook.test",
    SECRET,
    "viewer",
    "full",
    "live",
    "test",
    "exams:read",
    "203.0.113.0/24",
    "2026-01-01T00:00:00Z",
    "choices",
    "numeric",
    "boolean",
    "D1.3",
    "",
];

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        (0i64..60).prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        proptest::sample::select(STRINGS).prop_map(Value::from),
        "\\PC{0,12}".prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..5).prop_map(Value::from),
            proptest::collection::vec(
                (
                    prop_oneof![
                        4 => proptest::sample::select(KEYS).prop_map(str::to_owned),
                        1 => "[a-zA-Z]{1,10}",
                    ],
                    inner
                ),
                0..6
            )
            .prop_map(|kv| Value::Object(kv.into_iter().collect())),
        ]
    })
}

/// A body: a JSON value (an object most often), random bytes, or nothing.
fn body() -> impl Strategy<Value = (Bytes, Option<&'static str>)> {
    let ct = proptest::sample::select(vec![
        Some("application/json"),
        Some("application/json; charset=utf-8"),
        Some("application/merge-patch+json"),
        Some("text/plain"),
        None,
    ]);
    prop_oneof![
        6 => (json_value(), ct.clone()).prop_map(|(v, ct)| (Bytes::from(v.to_string()), ct)),
        3 => (
            proptest::collection::vec(
                (proptest::sample::select(KEYS), json_value()),
                0..5
            ),
            ct.clone()
        )
            .prop_map(|(kv, ct)| {
                let o: serde_json::Map<String, Value> =
                    kv.into_iter().map(|(k, v)| (k.to_owned(), v)).collect();
                (Bytes::from(Value::Object(o).to_string()), ct)
            }),
        2 => (proptest::collection::vec(any::<u8>(), 0..80), ct.clone())
            .prop_map(|(b, ct)| (Bytes::from(b), ct)),
        1 => ("[\\[\\]{}\":, 0-9a-z.eE+-]{0,40}", ct).prop_map(|(s, ct)| (Bytes::from(s), ct)),
        1 => Just((Bytes::new(), Some("application/json"))),
    ]
}

/// The path of `template` with its parameters: a real id (not for deletions), or anything.
fn path(w: &World, method: &Method, template: &str, real: bool, junk: &str) -> String {
    let mut out = String::new();
    for segment in template.split('/').filter(|s| !s.is_empty()) {
        out.push('/');
        let value = match segment {
            "{examId}" if real && method != Method::DELETE => w.exam.as_str(),
            "{nodeId}" if real => w.node.as_str(),
            "{webhookId}" if real && method != Method::DELETE => w.webhook.as_str(),
            s if s.starts_with('{') => junk,
            s => s,
        };
        out.push_str(value);
    }
    out
}

fn bodies(w: &World, cases: u32) {
    let routes = w.api.routes();
    let strategy = (
        0..routes.len(),
        any::<bool>(),
        "[a-zA-Z0-9_-]{1,30}",
        body(),
        proptest::option::of("[ -~]{1,40}"),
    );
    check(
        "bodies through Api::handle",
        cases,
        strategy,
        |(route, real, junk, (bytes, ct), idem)| {
            let (method, template) = &routes[route];
            let mut req = http::Request::builder()
                .method(method.clone())
                .uri(path(w, method, template, real, &junk))
                .header("authorization", format!("Bearer {}", w.key))
                .extension(ClientAddr("203.0.113.9".parse().unwrap()));
            if let Some(ct) = ct {
                req = req.header("content-type", ct);
            }
            if let Some(key) = idem {
                req = req.header("idempotency-key", key);
            }
            answer_is_documented(w, req.body(bytes).unwrap())
        },
    );
    w.report("bodies");
}

fn headers(w: &World, cases: u32) {
    let routes = w.api.routes();
    let key = w.key.clone();
    let authorization = prop_oneof![
        12 => Just(format!("Bearer {key}")),
        2 => Just(format!("bearer {key}")),
        1 => Just(format!("Bearer  {key}")),
        1 => Just(format!("Bearer {key} ")),
        1 => Just(format!("Bearer\t{key}")),
        1 => Just(format!("Bearer eg_test_{}", "x".repeat(32))),
        1 => "(?i)bearer [ -~]{0,60}",
        1 => "[ -~\t]{0,60}",
    ];
    let accept = proptest::option::of(prop_oneof![
        Just("text/event-stream".to_owned()),
        Just("application/xml".to_owned()),
        "[a-z*]{1,11}/[a-z*+-]{1,16}(;q=[0-9.]{1,5})?(, ?[a-z*]{1,5}/[a-z*]{1,5}(;q=[01](\\.[0-9]{0,3})?)?){0,2}",
        "[ -~]{0,30}",
    ]);
    let query = proptest::option::of(prop_oneof![
        "(limit|cursor|q|subject|level|status|cycle|sequence|x)=[A-Za-z0-9%+._~-]{0,12}(&(limit|cursor|q|x)=[A-Za-z0-9%+=._~-]{0,12}){0,2}",
        "[A-Za-z0-9%+=&._~-]{0,30}",
    ]);
    let idem = proptest::option::of(proptest::collection::vec(any::<u8>(), 0..300));
    let strategy = (
        0..routes.len(),
        any::<bool>(),
        authorization,
        accept,
        query,
        idem,
    );
    check(
        "headers and queries through Api::handle",
        cases,
        strategy,
        |(route, real, auth, accept, query, idem)| {
            let (method, template) = &routes[route];
            let mut uri = path(w, method, template, real, "zz_1");
            if let Some(q) = query {
                uri = format!("{uri}?{q}");
            }
            let Ok(uri) = http::Uri::try_from(uri) else {
                return Ok(());
            };
            let mut req = http::Request::builder()
                .method(method.clone())
                .uri(uri)
                .header("content-type", "application/json")
                .extension(ClientAddr("203.0.113.10".parse().unwrap()));
            for (name, value) in [
                ("authorization", Some(auth.into_bytes())),
                ("accept", accept.map(String::into_bytes)),
                ("idempotency-key", idem),
            ] {
                if let Some(Ok(v)) = value.map(|v| http::HeaderValue::from_bytes(&v)) {
                    req = req.header(name, v);
                }
            }
            answer_is_documented(w, req.body(Bytes::from_static(b"{}")).unwrap())
        },
    );
    w.report("headers");
}

#[test]
fn props_bodies_of_every_route() {
    let w = world();
    bodies(&w, 600);
}

#[test]
fn props_headers_and_query_strings() {
    let w = world();
    headers(&w, 600);
}

/// The long run through `Api::handle` (with the parsers' own long runs in the library, over a
/// million cases in all): `cargo test --all-features --lib --test it -- --ignored long_props
/// --nocapture`.
#[test]
#[ignore]
fn long_props_through_the_api() {
    let w = world();
    bodies(&w, 150_000);
    headers(&w, 100_000);
}

#[test]
fn deep_nesting_and_huge_numbers_are_refused_not_crashed() {
    let w = world();
    let deep = format!("{}{}", "[".repeat(5000), "]".repeat(5000));
    let deep_object = format!("{}1{}", "{\"answer\":".repeat(3000), "}".repeat(3000));
    let routes = w.api.routes();
    for body in [
        deep,
        deep_object,
        format!(
            "{{\"answer\": {{\"type\": \"numeric\", \"value\": {}}}}}",
            "9".repeat(400)
        ),
        "{\"questionCount\": 1e999}".to_owned(),
        "{\"questionCount\": -0}".to_owned(),
        "{\"name\": \"\\ud800\"}".to_owned(),
    ] {
        for (method, template) in routes.iter().filter(|(m, _)| m != Method::GET) {
            let req = http::Request::builder()
                .method(method.clone())
                .uri(path(&w, method, template, true, "x"))
                .header("authorization", format!("Bearer {}", w.key))
                .header("content-type", "application/json")
                .body(Bytes::from(body.clone()))
                .unwrap();
            answer_is_documented(&w, req).unwrap();
        }
    }
}
