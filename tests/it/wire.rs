//! The wire rules every route keeps, through `Api::handle`: JSON bodies (one object, no unknown
//! field, nothing after it), `Accept` negotiation (406), strict query strings, RFC 6750
//! `Authorization`, trace ids of replayed problems, deleting an exam while it generates, and
//! webhook URLs that would reach internal addresses.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::clock::ManualClock;
use edugen::delivery::{Deliverer, RecordingDeliverer};
use edugen::domain::account::Tier;
use edugen::generate::{
    BuiltinGenerator, Capability, GenerationError, GenerationRequest, Generator, QuestionDraft,
};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::{MemoryStorage, Storage};
use futures_core::stream::BoxStream;
use futures_util::StreamExt;
use http_body_util::BodyExt;
use serde_json::{Value, json};

use crate::support::TestApi;

const SECRET: &str = "whsec_0123456789abcdefghijklmn";

/// An API on memory storage with `generator` and `deliverer`, an Essentiel account and a Full
/// key (as `TestApi::new`).
async fn api_with(
    generator: impl Generator,
    deliverer: impl Deliverer,
    allow_http: bool,
) -> TestApi {
    api_on(
        Arc::new(MemoryStorage::new()),
        generator,
        deliverer,
        allow_http,
    )
    .await
}

async fn api_on(
    storage: Arc<dyn Storage>,
    generator: impl Generator,
    deliverer: impl Deliverer,
    allow_http: bool,
) -> TestApi {
    let clock = ManualClock::at_epoch_2026();
    clock.advance(chrono::Duration::seconds(10));
    let api = edugen::Api::builder()
        .storage_arc(storage)
        .clock(clock.clone())
        .generator(generator)
        .deliverer(deliverer)
        .allow_http_webhooks(allow_http)
        .build()
        .unwrap();
    let account = api
        .accounts()
        .create(NewAccount::new("wire", Tier::Essentiel))
        .await
        .unwrap();
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("wire", Environment::Test, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    TestApi {
        api,
        clock,
        account,
        key,
    }
}

async fn webhook(t: &TestApi) -> String {
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["exam.*"], "secret": SECRET}))
        .send()
        .await;
    assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
    r.json()["id"].as_str().unwrap().to_owned()
}

// Item 8: JSON bodies.

#[tokio::test]
async fn a_body_that_is_not_one_json_object_is_400() {
    let t = TestApi::new().await;
    let id = webhook(&t).await;
    let replay = format!("/v1/webhooks/{id}/replay");
    // serde would read an array as the struct's fields by position.
    for body in ["[null]", "[]", "null", "42", "\"since\"", "true"] {
        let r = t
            .post(&replay)
            .header("content-type", "application/json")
            .raw(body)
            .send()
            .await;
        assert_eq!(r.invalid_field(), "body", "{body}");
    }
    // An array of the right values is not a subscription.
    let r = t
        .post("/v1/webhooks")
        .header("content-type", "application/json")
        .raw(json!(["https://h.example/y", ["*"], SECRET]).to_string())
        .send()
        .await;
    let v = r.assert_problem(400, "validation_error");
    assert!(
        v["details"][0]["message"]
            .as_str()
            .unwrap()
            .contains("must be a JSON object"),
        "{v}"
    );
    assert_eq!(
        t.get("/v1/webhooks").send().await.json()["data"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    // Nor is an array where a nested object is expected.
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/y", "events": ["*"], "secret": SECRET, "rateLimit": [20, 100]}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "rateLimit");
    // Data after the value.
    for body in [r#"{} {}"#, r#"{}x"#, r#"{}]"#, "{}\n{\"since\": 1}"] {
        let r = t
            .post(&replay)
            .header("content-type", "application/json")
            .raw(body)
            .send()
            .await;
        let v = r.assert_problem(400, "validation_error");
        assert_eq!(v["details"][0]["field"], "body", "{body}");
    }
    // An empty body is still `{}` where the body is optional, and whitespace after a value is
    // fine.
    for body in ["", "  \n", "{} \r\n"] {
        let r = t
            .post(&replay)
            .header("content-type", "application/json")
            .raw(body)
            .send()
            .await;
        assert_eq!(r.status, 202, "{body:?}");
    }
}

#[tokio::test]
async fn an_unknown_field_is_400_naming_it_at_any_depth() {
    let t = TestApi::new().await;
    // A typo never falls back to a default.
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 2, "qualty": "high"}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "qualty");
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questioncount": 2}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "questioncount");
    let r = t
        .post("/v1/exams")
        .json(
            json!({"subject": "mathematiques", "level": "4e", "blueprint": {"cells": [
                {"chapter": "mathematiques-4e-fractions", "bloom": "apply", "count": 1, "weight": 2}
            ]}}),
        )
        .send()
        .await;
    assert_eq!(r.invalid_field(), "blueprint.cells[0].weight");
    let id = webhook(&t).await;
    let r = t
        .patch(&format!("/v1/webhooks/{id}"))
        .json(json!({"rateLimit": {"perSecond": 5, "burst": 10, "brust": 1}}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "rateLimit.brust");
    let r = t
        .post(&format!("/v1/webhooks/{id}/replay"))
        .json(json!({"snice": "2026-01-01T00:00:00Z"}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "snice");
    // Inside a node's answer (a tagged object) too, and an array is no answer.
    let exam = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 1}))
        .send()
        .await
        .json()["id"]
        .as_str()
        .unwrap()
        .to_owned();
    let mut v = Value::Null;
    for _ in 0..500 {
        v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
        if v["status"] != "generating" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    let node = v["sections"][0]["questions"][0]["id"].as_str().unwrap();
    let path = format!("/v1/exams/{exam}/nodes/{node}");
    for (body, field) in [
        (
            json!({"answer": {"type": "boolean", "value": true, "vaule": false}}),
            "answer.vaule",
        ),
        (json!({"answer": ["boolean", true]}), "answer"),
        (
            json!({"tags": {"bloom": "apply", "competency": "D1.3", "chapter": "x", "level": "4e"}}),
            "tags.level",
        ),
    ] {
        let r = t.patch(&path).json(body.clone()).send().await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
}

// Item 9: Accept.

#[tokio::test]
async fn accept_must_allow_json_or_a_type_the_route_answers() {
    let t = TestApi::new().await;
    for ok in [
        None,
        Some("*/*"),
        Some("application/json"),
        Some("application/*"),
        Some("application/json;q=0.5, text/html"),
        Some("text/html;q=0.9, */*;q=0.1"),
    ] {
        let mut req = t.get("/v1/curriculum/levels?limit=2");
        if let Some(a) = ok {
            req = req.header("accept", a);
        }
        let r = req.send().await;
        assert_eq!(r.status, 200, "{ok:?}");
        assert_eq!(r.header("content-type"), "application/json");
    }
    for refused in [
        "application/xml",
        "text/html",
        "application/json;q=0",
        "*/*;q=0",
        "application/*;q=0, text/plain",
        "text/event-stream",
    ] {
        let r = t
            .get("/v1/curriculum/levels")
            .header("accept", refused)
            .send()
            .await;
        // The refusal itself is a JSON problem document.
        let v = r.assert_problem(406, "not_acceptable");
        assert!(
            v["detail"].as_str().unwrap().contains("application/json"),
            "{v}"
        );
    }
    // POST /v1/exams also answers a stream.
    let body = json!({"subject": "mathematiques", "level": "4e", "questionCount": 1});
    let r = t
        .post("/v1/exams")
        .header("accept", "text/event-stream")
        .json(body.clone())
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/event-stream");
    assert!(String::from_utf8_lossy(&r.bytes).contains("event: done"));
    for json_wanted in [
        "*/*",
        "application/json",
        "text/event-stream;q=0.1, application/json",
    ] {
        let r = t
            .post("/v1/exams")
            .header("accept", json_wanted)
            .json(body.clone())
            .send()
            .await;
        assert_eq!(r.status, 202, "{json_wanted}");
    }
    t.post("/v1/exams")
        .header("accept", "application/xml")
        .json(body)
        .send()
        .await
        .assert_problem(406, "not_acceptable");
}

// Item 10: query strings.

#[tokio::test]
async fn query_strings_are_strict() {
    let t = TestApi::new().await;
    for (path, field) in [
        ("/v1/curriculum/search?q=%ZZ", "q"),
        ("/v1/curriculum/search?q=caf%C3", "q"),
        ("/v1/curriculum/search?q=100%", "q"),
        ("/v1/exams?limit=", "limit"),
        ("/v1/exams?cursor=", "cursor"),
        ("/v1/exams?cursor", "cursor"),
        ("/v1/exams?subject=", "subject"),
        ("/v1/exams?limt=5", "limt"),
        ("/v1/exams?limit=5&limit=6", "limit"),
        ("/v1/exams/exam_x?expand=all", "expand"),
        ("/v1/curriculum/bloom?limit=5", "limit"),
    ] {
        assert_eq!(t.get(path).send().await.invalid_field(), field, "{path}");
    }
    let r = t.get("/v1/exams?limt=5").send().await;
    let v = r.assert_problem(400, "validation_error");
    let message = v["details"][0]["message"].as_str().unwrap();
    assert!(message.contains("limit, cursor"), "{message}");
    // What the route documents passes, encoded any valid way.
    for path in [
        "/v1/exams?limit=5&subject=mathematiques",
        "/v1/exams?",
        "/v1/exams?&limit=5&",
        "/v1/curriculum/search?q=th%C3%A9or%C3%A8me+de+Pythagore",
        "/v1/curriculum/search?%71=pythagore",
    ] {
        assert_eq!(t.get(path).send().await.status, 200, "{path}");
    }
    // A mutation's query string too.
    let r = t
        .post("/v1/exams?dry_run=1")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 1}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "dry_run");
}

// Item 11: Authorization.

#[tokio::test]
async fn authorization_is_bearer_one_space_and_the_credential() {
    let t = TestApi::new().await;
    for scheme in ["Bearer", "bearer", "BEARER"] {
        let r = t
            .get("/v1/webhooks")
            .no_key()
            .header("authorization", &format!("{scheme} {}", t.key))
            .send()
            .await;
        assert_eq!(r.status, 200, "{scheme}");
    }
    for bad in [
        format!("Bearer  {}", t.key),
        format!("Bearer\t{}", t.key),
        format!("Bearer {} ", t.key),
        format!(" Bearer {}", t.key),
        format!("Bearer {},", t.key),
        format!("Bearer{}", t.key),
        format!("Token {}", t.key),
        "Bearer ".to_owned(),
        "Bearer".to_owned(),
        "Bearer =".to_owned(),
    ] {
        let r = t
            .get("/v1/webhooks")
            .no_key()
            .header("authorization", &bad)
            .send()
            .await;
        assert_eq!(r.status, 401, "{bad:?}");
        r.assert_problem(401, "unauthorized");
    }
    // Two credentials are one too many, even when both are good.
    t.get("/v1/webhooks")
        .header("authorization", &format!("Bearer {}", t.key))
        .send()
        .await
        .assert_problem(401, "unauthorized");
    // Even on a public route, a credential sent must be well formed.
    t.anonymous(http::Method::GET, "/v1/openapi.json")
        .header("authorization", "Bearer ")
        .send()
        .await
        .assert_problem(401, "unauthorized");
}

// Item 12: a replayed problem and its trace id.

#[tokio::test]
async fn a_replayed_problem_keeps_its_trace_id_in_body_and_header() {
    let t = TestApi::new().await;
    let send = || {
        t.post("/v1/webhooks")
            .header("idempotency-key", "trace-1")
            .json(json!({"url": "https://h.example/x", "events": ["*"], "secret": "short"}))
            .send()
    };
    let first = send().await;
    let v1 = first.assert_problem(400, "validation_error");
    let again = send().await;
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.bytes, first.bytes);
    // Byte for byte: the body keeps the first trace id, so the header says the same.
    let v2 = again.assert_problem(400, "validation_error");
    assert_eq!(v2["traceId"], v1["traceId"]);
    assert_eq!(again.header("x-trace-id"), first.header("x-trace-id"));
    // A replayed success has no trace id in its body: its header is the new request's.
    let ok = || {
        t.post("/v1/webhooks")
            .header("idempotency-key", "trace-2")
            .json(json!({"url": "https://h.example/x", "events": ["*"], "secret": SECRET}))
            .send()
    };
    let a = ok().await;
    let b = ok().await;
    assert_eq!(b.header("idempotent-replayed"), "true");
    assert_ne!(a.header("x-trace-id"), b.header("x-trace-id"));
}

// Item 13: deleting an exam that is still generating.

/// The built-in generator, holding each question after the first until a permit is given.
#[derive(Debug, Clone)]
struct Gated {
    produced: Arc<AtomicUsize>,
    gate: Arc<tokio::sync::Semaphore>,
}

impl Default for Gated {
    fn default() -> Self {
        Self {
            produced: Arc::default(),
            gate: Arc::new(tokio::sync::Semaphore::new(0)),
        }
    }
}

impl Generator for Gated {
    fn capabilities(&self) -> Vec<Capability> {
        BuiltinGenerator.capabilities()
    }

    fn generate(
        &self,
        request: &GenerationRequest,
    ) -> Result<BoxStream<'static, Result<QuestionDraft, GenerationError>>, GenerationError> {
        let inner = BuiltinGenerator.generate(request)?;
        let (produced, gate) = (self.produced.clone(), self.gate.clone());
        Ok(futures_util::stream::unfold(
            (inner, 0usize, produced, gate),
            |(mut inner, n, produced, gate)| async move {
                if n > 0 {
                    gate.acquire().await.ok()?.forget();
                }
                let item = inner.next().await?;
                produced.fetch_add(1, Ordering::SeqCst);
                Some((item, (inner, n + 1, produced, gate)))
            },
        )
        .boxed())
    }
}

/// Reads server-sent events from `body` until `n` more have arrived (or the stream ends).
async fn read_events(body: &mut edugen::Body, buf: &mut String, n: usize) -> Vec<(String, Value)> {
    let mut out = Vec::new();
    while out.len() < n {
        let frame = tokio::time::timeout(Duration::from_secs(10), body.frame())
            .await
            .expect("the stream stalled");
        let Some(frame) = frame else {
            break;
        };
        if let Ok(data) = frame.unwrap().into_data() {
            buf.push_str(std::str::from_utf8(&data).unwrap());
        }
        while let Some(end) = buf.find("\n\n") {
            let block: String = buf.drain(..end + 2).collect();
            let event = block.lines().find_map(|l| l.strip_prefix("event: "));
            let data = block.lines().find_map(|l| l.strip_prefix("data: "));
            if let (Some(e), Some(d)) = (event, data) {
                out.push((e.to_owned(), serde_json::from_str(d).unwrap()));
            }
        }
    }
    out
}

/// Starts the exam `body` asks for without the stream (202) and gives its id.
async fn generating_exam(t: &TestApi, body: Value) -> String {
    let r = t.post("/v1/exams").json(body).send().await;
    assert_eq!(r.status, 202);
    r.json()["id"].as_str().unwrap().to_owned()
}

/// The stream of `exam` after event `after` (0: from its start), as a body to read.
async fn exam_stream(t: &TestApi, exam: &str, after: u32) -> edugen::Body {
    let mut req = http::Request::get(format!("/v1/exams/{exam}/stream"))
        .header("authorization", format!("Bearer {}", t.key))
        .header("accept", "text/event-stream");
    if after > 0 {
        req = req.header("last-event-id", after.to_string());
    }
    t.api
        .handle(req.body(Bytes::new()).unwrap())
        .await
        .into_body()
}

#[tokio::test]
async fn deleting_a_generating_exam_cancels_it_ends_its_stream_and_answers_204() {
    let rec = RecordingDeliverer::new();
    let generator = Gated::default();
    let t = api_with(generator.clone(), rec.clone(), false).await;
    t.post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["exam.deleted", "exam.generation.*"], "secret": SECRET}))
        .send()
        .await;
    let req = http::Request::post("/v1/exams")
        .header("authorization", format!("Bearer {}", t.key))
        .header("content-type", "application/json")
        .header("accept", "text/event-stream")
        .body(Bytes::from(
            json!({"subject": "mathematiques", "level": "4e", "questionCount": 5}).to_string(),
        ))
        .unwrap();
    let res = t.api.handle(req).await;
    assert_eq!(res.status(), 200);
    let mut body = res.into_body();
    let mut buf = String::new();
    let first = read_events(&mut body, &mut buf, 2).await;
    assert_eq!(first[0].0, "started");
    assert_eq!(first[1].0, "question");
    let exam = first[0].1["examId"].as_str().unwrap().to_owned();
    assert_eq!(
        t.get(&format!("/v1/exams/{exam}")).send().await.json()["status"],
        "generating"
    );

    let r = t.delete(&format!("/v1/exams/{exam}")).send().await;
    assert_eq!(r.status, 204);
    assert!(r.bytes.is_empty());
    assert!(r.headers.get("content-type").is_none());

    // The open stream ends with an error event saying why.
    let rest = read_events(&mut body, &mut buf, usize::MAX).await;
    assert_eq!(rest.len(), 1, "{rest:?}");
    assert_eq!(rest[0].0, "error");
    assert_eq!(rest[0].1["code"], "not_found");
    assert_eq!(rest[0].1["detail"], "The exam was deleted.");
    assert_eq!(rest[0].1["status"], 404);

    // No further question is generated, even when the generator could go on.
    generator.gate.add_permits(10);
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(generator.produced.load(Ordering::SeqCst), 1);
    t.get(&format!("/v1/exams/{exam}"))
        .send()
        .await
        .assert_problem(404, "not_found");
    t.get(&format!("/v1/exams/{exam}/stream"))
        .send()
        .await
        .assert_problem(404, "not_found");
    t.delete(&format!("/v1/exams/{exam}"))
        .send()
        .await
        .assert_problem(404, "not_found");

    // exam.deleted is announced; the generation neither completed nor failed.
    t.api.delivery_worker().run_due().await.unwrap();
    let types: Vec<String> = rec
        .requests()
        .iter()
        .map(|r| {
            serde_json::from_slice::<Value>(&r.body).unwrap()["type"]
                .as_str()
                .unwrap()
                .to_owned()
        })
        .collect();
    assert!(types.contains(&"exam.deleted".to_owned()), "{types:?}");
    assert!(
        !types
            .iter()
            .any(|t| t == "exam.generation.completed" || t == "exam.generation.failed"),
        "{types:?}"
    );
}

#[tokio::test]
async fn a_generating_exam_reads_with_the_questions_stored_so_far() {
    let storage: Arc<dyn Storage> = Arc::new(MemoryStorage::new());
    let generator = Gated::default();
    let t = api_on(
        storage.clone(),
        generator.clone(),
        RecordingDeliverer::new(),
        false,
    )
    .await;
    let exam = generating_exam(
        &t,
        json!({"subject": "mathematiques", "level": "4e", "questionCount": 3, "seed": 11}),
    )
    .await;
    let mut body = exam_stream(&t, &exam, 0).await;
    let mut buf = String::new();
    let mut events = read_events(&mut body, &mut buf, 2).await;
    generator.gate.add_permits(1);
    events.extend(read_events(&mut body, &mut buf, 1).await);
    let streamed: Vec<&Value> = events[1..].iter().map(|(_, d)| &d["node"]).collect();
    assert_eq!(streamed.len(), 2);

    // Two questions stored of three: the exam reads with both, in their sections, with the
    // totals they make, by id and in the list.
    let questions = |v: &Value| -> Vec<Value> {
        v["sections"]
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|s| s["questions"].as_array().unwrap().clone())
            .collect()
    };
    let v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
    assert_eq!(v["status"], "generating");
    assert_eq!(v["nodeCount"], 2);
    let read = questions(&v);
    assert_eq!(read.iter().collect::<Vec<_>>(), streamed);
    let points: f64 = read.iter().map(|q| q["points"].as_f64().unwrap()).sum();
    assert_eq!(v["totalPoints"].as_f64().unwrap(), points);
    let listed = t.get("/v1/exams").send().await.json();
    assert_eq!(listed["data"][0], v);

    // Stored meanwhile: the exam's head and sections, each question once, in its event.
    let doc = storage.get("exam", &exam).await.unwrap().unwrap();
    assert_eq!(doc.body["nodeCount"], 2);
    assert!(!doc.body["sections"].as_array().unwrap().is_empty());
    assert!(questions(&doc.body).is_empty(), "{}", doc.body);

    // Ready: the whole tree is stored with the exam, the two first questions unchanged.
    generator.gate.add_permits(10);
    let rest = read_events(&mut body, &mut buf, usize::MAX).await;
    assert_eq!(rest.last().unwrap().0, "done");
    let v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
    assert_eq!(v["status"], "ready");
    let all = questions(&v);
    assert_eq!(all.len(), 3);
    assert!(streamed.iter().all(|n| all.contains(n)));
    let doc = storage.get("exam", &exam).await.unwrap().unwrap();
    assert_eq!(questions(&doc.body), all);
}

#[tokio::test]
async fn a_stream_opened_after_the_question_also_ends_on_deletion() {
    let generator = Gated::default();
    let t = api_with(generator.clone(), RecordingDeliverer::new(), false).await;
    let exam = generating_exam(
        &t,
        json!({"subject": "mathematiques", "level": "4e", "questionCount": 3}),
    )
    .await;
    // A follower resuming after the first question waits for the next one.
    let mut body = exam_stream(&t, &exam, 1).await;
    let mut buf = String::new();
    let q = read_events(&mut body, &mut buf, 1).await;
    assert_eq!(q[0].0, "question");
    let r = t
        .delete(&format!("/v1/exams/{exam}"))
        .header("idempotency-key", "del-generating")
        .send()
        .await;
    assert_eq!(r.status, 204);
    let rest = read_events(&mut body, &mut buf, usize::MAX).await;
    assert_eq!(
        rest.iter().map(|e| e.0.as_str()).collect::<Vec<_>>(),
        ["error"]
    );
    // The deletion replays as it was answered.
    let again = t
        .delete(&format!("/v1/exams/{exam}"))
        .header("idempotency-key", "del-generating")
        .send()
        .await;
    assert_eq!(again.status, 204);
    assert_eq!(again.header("idempotent-replayed"), "true");
    generator.gate.add_permits(10);
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(generator.produced.load(Ordering::SeqCst), 1);
}

// Item 14: webhook URLs reaching internal addresses.

#[tokio::test]
async fn webhook_urls_may_not_reach_internal_addresses() {
    let t = TestApi::new().await;
    let id = webhook(&t).await;
    for url in [
        "https://127.0.0.1/hook",
        "https://127.1.2.3:8443/hook",
        "https://10.0.0.8/hook",
        "https://172.16.5.4/hook",
        "https://192.168.1.1/hook",
        "https://169.254.169.254/latest/meta-data",
        "https://100.64.0.1/hook",
        "https://0.0.0.0/hook",
        "https://[::1]/hook",
        "https://[fd00::1]/hook",
        "https://[fe80::1]/hook",
        "https://[::ffff:127.0.0.1]/hook",
        "https://localhost/hook",
        "https://LOCALHOST:4443/hook",
    ] {
        let r = t
            .post("/v1/webhooks")
            .json(json!({"url": url, "events": ["*"], "secret": SECRET}))
            .send()
            .await;
        let v = r.assert_problem(400, "validation_error");
        assert_eq!(v["details"][0]["field"], "url", "{url}");
        assert!(
            v["details"][0]["message"]
                .as_str()
                .unwrap()
                .contains("reserved address"),
            "{v}"
        );
        let r = t
            .patch(&format!("/v1/webhooks/{id}"))
            .json(json!({"url": url}))
            .send()
            .await;
        assert_eq!(r.invalid_field(), "url", "PATCH {url}");
    }
    // The subscription kept its URL.
    assert_eq!(
        t.get(&format!("/v1/webhooks/{id}")).send().await.json()["url"],
        "https://h.example/x"
    );
    // A public address passes, and so does a name that does not resolve now (the deliverer
    // checks every address it dials).
    for url in [
        "https://93.184.216.34/hook",
        "https://[2606:4700:4700::1111]/hook",
        "https://hooks.example.com/x",
    ] {
        let r = t
            .post("/v1/webhooks")
            .json(json!({"url": url, "events": ["*"], "secret": SECRET}))
            .send()
            .await;
        assert_eq!(
            r.status,
            201,
            "{url}: {}",
            String::from_utf8_lossy(&r.bytes)
        );
    }
}

#[tokio::test]
async fn the_deliverer_allow_list_lets_internal_addresses_through() {
    let deliverer = edugen::delivery::http::HttpDeliverer::builder()
        .allow_http(true)
        .allow_network("127.0.0.0/8".parse().unwrap())
        .build()
        .unwrap();
    let t = api_with(BuiltinGenerator, deliverer, true).await;
    for url in ["http://127.0.0.1:9/hook", "https://127.0.0.1/hook"] {
        let r = t
            .post("/v1/webhooks")
            .json(json!({"url": url, "events": ["*"], "secret": SECRET}))
            .send()
            .await;
        assert_eq!(r.status, 201, "{url}");
    }
    // Only what the list allows: other private ranges and IPv6 loopback are still refused.
    for url in ["http://10.0.0.1/hook", "http://[::1]:9/hook"] {
        let r = t
            .post("/v1/webhooks")
            .json(json!({"url": url, "events": ["*"], "secret": SECRET}))
            .send()
            .await;
        assert_eq!(r.invalid_field(), "url", "{url}");
    }
}
