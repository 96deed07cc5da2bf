//! What the core does for every request: trace ids, problem+json, 401/404/405/413 before any
//! handler, malformed bodies.

use http::Method;
use serde_json::json;

use crate::support::TestApi;

#[tokio::test]
async fn every_response_has_a_fresh_trace_id_and_rate_limit_headers() {
    let t = TestApi::new().await;
    let a = t.get("/v1/curriculum/levels").send().await;
    let b = t.get("/v1/nope").send().await;
    for r in [&a, &b] {
        let id = r.header("x-trace-id");
        assert_eq!(id.len(), 32);
        assert!(id.bytes().all(|c| c.is_ascii_hexdigit()));
        assert_eq!(r.header("x-ratelimit-limit"), "600");
        assert!(r.headers.contains_key("x-ratelimit-remaining"));
        assert!(r.headers.contains_key("x-ratelimit-reset"));
    }
    assert_ne!(a.header("x-trace-id"), b.header("x-trace-id"));
}

#[tokio::test]
async fn an_incoming_traceparent_sets_the_trace_id() {
    let t = TestApi::new().await;
    let r = t
        .get("/v1/nope")
        .header(
            "traceparent",
            "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01",
        )
        .send()
        .await;
    assert_eq!(r.header("x-trace-id"), "4bf92f3577b34da6a3ce929d0e0e4736");
    assert_eq!(r.json()["traceId"], "4bf92f3577b34da6a3ce929d0e0e4736");
    // An all-zero or malformed trace id is ignored.
    for bad in [
        "00-00000000000000000000000000000000-00f067aa0ba902b7-01",
        "00-4BF92F3577B34DA6A3CE929D0E0E4736-00f067aa0ba902b7-01",
        "garbage",
    ] {
        let r = t.get("/v1/nope").header("traceparent", bad).send().await;
        assert_ne!(r.header("x-trace-id"), "4bf92f3577b34da6a3ce929d0e0e4736");
        assert_ne!(r.header("x-trace-id"), "00000000000000000000000000000000");
    }
}

#[tokio::test]
async fn unknown_route_is_404_problem() {
    let t = TestApi::new().await;
    let r = t.get("/v1/does-not-exist").send().await;
    let v = r.assert_problem(404, "not_found");
    assert_eq!(v["instance"], "/v1/does-not-exist");
    assert_eq!(v["title"], "Not found");
}

#[tokio::test]
async fn wrong_method_is_405_with_allow() {
    let t = TestApi::new().await;
    let r = t.delete("/v1/api-keys").send().await;
    r.assert_problem(405, "method_not_allowed");
    assert_eq!(r.header("allow"), "GET, POST");
    assert_eq!(r.header("x-ratelimit-limit"), "600");
}

#[tokio::test]
async fn missing_credential_is_401_and_public_route_needs_none() {
    let t = TestApi::new().await;
    let r = t.anonymous(Method::GET, "/v1/api-keys").send().await;
    r.assert_problem(401, "unauthorized");
    assert_eq!(r.header("x-ratelimit-limit"), "60");
    let r = t.anonymous(Method::GET, "/v1/openapi.json").send().await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "application/json");
}

#[tokio::test]
async fn malformed_unknown_and_revoked_credentials_are_401() {
    let t = TestApi::new().await;
    let cases = [
        ("Bearer nope", "malformed"),
        ("Basic dXNlcjpwYXNz", "Bearer"),
        ("Bearer eg_test_0123456789abcdefghijABCDEFGHIJ01", "unknown"),
        ("Bearer eg_live_0123456789abcdefghij", "malformed"),
        ("Bearer egat_abc", "access token"),
    ];
    for (header, words) in cases {
        let r = t
            .get("/v1/curriculum/levels")
            .no_key()
            .header("authorization", header)
            .send()
            .await;
        let v = r.assert_problem(401, "unauthorized");
        assert!(
            v["detail"].as_str().unwrap().contains(words),
            "{header}: {v}"
        );
        // Refused credentials count against the client address.
        assert_eq!(r.header("x-ratelimit-limit"), "60");
    }
}

#[tokio::test]
async fn oversized_body_is_413_before_the_handler() {
    let t = TestApi::new().await;
    let big = vec![b' '; 1024 * 1024 + 1];
    let r = t
        .post("/v1/api-keys")
        .header("content-type", "application/json")
        .raw(big)
        .send()
        .await;
    let v = r.assert_problem(413, "payload_too_large");
    assert_eq!(
        v["detail"],
        "The request body is larger than 1048576 bytes."
    );
    // Exactly the limit is accepted (and then judged by the handler).
    let mut body = br#"{"name":"x"}"#.to_vec();
    body.resize(1024 * 1024, b' ');
    let r = t
        .post("/v1/api-keys")
        .header("content-type", "application/json")
        .raw(body)
        .send()
        .await;
    assert_eq!(r.status, 201);
}

#[tokio::test]
async fn the_body_limit_is_configurable() {
    let t = TestApi::new().await;
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .max_body_bytes(16)
        .build()
        .unwrap();
    let req = http::Request::post("/v1/api-keys")
        .body(bytes::Bytes::from_static(b"{\"name\":\"seventeen\"}"))
        .unwrap();
    let res = api.handle(req).await;
    assert_eq!(res.status(), 413);
    drop(t);
}

#[tokio::test]
async fn malformed_json_and_wrong_types_are_400_naming_the_field() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/api-keys")
        .header("content-type", "application/json")
        .raw(r#"{"name": "#)
        .send()
        .await;
    assert_eq!(r.invalid_field(), "body");
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": 42}))
        .send()
        .await;
    let v = r.assert_problem(400, "validation_error");
    assert_eq!(
        v["details"],
        json!([{"field": "name", "message": "invalid type: integer `42`, expected a string"}])
    );
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "k", "preset": "admin"}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "preset");
    let r = t
        .post("/v1/api-keys")
        .json(json!({"name": "k", "colour": "blue"}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "colour");
    let r = t
        .post("/v1/api-keys")
        .header("content-type", "text/plain")
        .raw("name=k")
        .send()
        .await;
    r.assert_problem(415, "unsupported_media_type");
}

#[tokio::test]
async fn a_storage_outage_is_503_with_a_trace_id() {
    use crate::support::{Gate, Op, Wrapped};
    use edugen::storage::StorageError;
    /// Every operation fails as an unreachable database does.
    #[derive(Debug, Default)]
    struct Down;
    #[async_trait::async_trait]
    impl Gate for Down {
        async fn pass(&self, _: Op) -> Result<(), StorageError> {
            Err(StorageError::Unavailable("connection refused".into()))
        }
    }
    let api = edugen::Api::builder()
        .storage(Wrapped::<Down>::default())
        .build()
        .unwrap();
    let req = http::Request::get("/v1/curriculum/levels")
        .header(
            "authorization",
            "Bearer eg_test_0123456789abcdefghijABCDEFGHIJ01",
        )
        .body(bytes::Bytes::new())
        .unwrap();
    let res = api.handle(req).await;
    assert_eq!(res.status(), 503);
    let trace = res.headers()["x-trace-id"].to_str().unwrap().to_owned();
    assert!(res.headers().contains_key("x-ratelimit-limit"));
    let body: serde_json::Value = serde_json::from_slice(&res.into_body().collect().await).unwrap();
    assert_eq!(body["code"], "unavailable");
    assert_eq!(body["traceId"], trace);
    assert!(!body.to_string().contains("connection refused"));
}
