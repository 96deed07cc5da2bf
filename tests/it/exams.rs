//! Exams: generation streamed over SSE (a real client on a socket), the 202 mode, resume with
//! Last-Event-ID, disconnects, idempotent replay of the stream, the tree, node edits,
//! blueprints, validation.

use std::time::Duration;

use bytes::Bytes;
use edugen::delivery::RecordingDeliverer;
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

use crate::support::TestApi;

/// One parsed SSE event.
#[derive(Debug, Clone)]
struct Event {
    id: Option<u32>,
    event: String,
    data: Value,
}

/// Parses complete events out of `buf`, leaving a partial one in place.
fn parse(buf: &mut String) -> Vec<Event> {
    let mut out = Vec::new();
    while let Some(end) = buf.find("\n\n") {
        let block: String = buf.drain(..end + 2).collect();
        let (mut id, mut event, mut data) = (None, String::new(), String::new());
        for line in block.lines() {
            if let Some(v) = line.strip_prefix("id: ") {
                id = v.parse().ok();
            } else if let Some(v) = line.strip_prefix("event: ") {
                event = v.to_owned();
            } else if let Some(v) = line.strip_prefix("data: ") {
                data.push_str(v);
            }
        }
        if !event.is_empty() {
            out.push(Event {
                id,
                event,
                data: serde_json::from_str(&data).unwrap(),
            });
        }
    }
    out
}

async fn recording() -> (TestApi, RecordingDeliverer) {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    (t, rec)
}

/// Reads a whole SSE body from a socket, or only `max` events before hanging up.
async fn sse_over_socket(
    t: &TestApi,
    method: http::Method,
    path: &str,
    body: Value,
    headers: &[(&str, &str)],
    max: Option<usize>,
) -> (http::StatusCode, http::HeaderMap, Vec<Event>) {
    let addr = crate::socket::serve(t.api.clone()).await;
    let client = Client::builder(TokioExecutor::new()).build_http::<Full<Bytes>>();
    let mut req = http::Request::builder()
        .method(method)
        .uri(format!("http://{addr}{path}"))
        .header("authorization", format!("Bearer {}", t.key))
        .header("accept", "text/event-stream")
        .header("content-type", "application/json");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let body = if body.is_null() {
        Bytes::new()
    } else {
        Bytes::from(body.to_string())
    };
    let res = client
        .request(req.body(Full::new(body)).unwrap())
        .await
        .unwrap();
    let (status, headers) = (res.status(), res.headers().clone());
    let mut stream = res.into_body();
    let mut buf = String::new();
    let mut pending: Vec<u8> = Vec::new();
    let mut events = Vec::new();
    while let Some(frame) = tokio::time::timeout(Duration::from_secs(10), stream.frame())
        .await
        .expect("the stream stalled")
    {
        let frame = frame.unwrap();
        if let Some(data) = frame.data_ref() {
            // A frame may end inside a character: decode the complete ones.
            pending.extend_from_slice(data);
            let complete = match std::str::from_utf8(&pending) {
                Ok(_) => pending.len(),
                Err(e) if e.error_len().is_none() => e.valid_up_to(),
                Err(e) => panic!("the stream is not UTF-8: {e}"),
            };
            buf.push_str(std::str::from_utf8(&pending[..complete]).unwrap());
            pending.drain(..complete);
            events.extend(parse(&mut buf));
            if max.is_some_and(|m| events.len() >= m) {
                // Hang up mid-stream.
                return (status, headers, events);
            }
        }
    }
    (status, headers, events)
}

async fn wait_ready(t: &TestApi, exam: &str) -> Value {
    for _ in 0..200 {
        let v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
        if v["status"] != "generating" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("exam {exam} never finished");
}

#[tokio::test]
async fn the_stream_sends_started_one_question_per_question_then_done() {
    let (t, _) = recording().await;
    let (status, headers, events) = sse_over_socket(
        &t,
        http::Method::POST,
        "/v1/exams",
        json!({"subject": "mathematiques", "level": "4e", "questionCount": 6, "seed": 42}),
        &[],
        None,
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "text/event-stream");
    assert!(headers.contains_key("x-trace-id"));
    assert!(headers.contains_key("x-ratelimit-remaining"));
    assert_eq!(events.len(), 8);
    assert_eq!(events[0].event, "started");
    let exam = events[0].data["examId"].as_str().unwrap().to_owned();
    assert!(exam.starts_with("exam_"));
    for (i, e) in events[1..7].iter().enumerate() {
        assert_eq!(e.event, "question");
        assert_eq!(e.data["examId"], exam.as_str());
        assert_eq!(e.data["index"], i);
        let node = &e.data["node"];
        assert!(node["id"].as_str().unwrap().starts_with("node_"));
        assert_eq!(node["type"], "question");
        assert_eq!(node["version"], 1);
        assert_eq!(node["visual"]["type"], "svg");
        assert!(node["visual"]["svg"].as_str().unwrap().starts_with("<svg"));
        assert!(!node["visual"]["alt"].as_str().unwrap().is_empty());
        assert!(
            node["tags"]["chapter"]
                .as_str()
                .unwrap()
                .starts_with("mathematiques-4e-")
        );
    }
    let done = &events[7];
    assert_eq!(done.event, "done");
    assert_eq!(done.data, json!({"examId": exam, "nodeCount": 6}));
    let ids: Vec<u32> = events.iter().map(|e| e.id.unwrap()).collect();
    assert_eq!(ids, (1..=8).collect::<Vec<_>>());

    // The stored exam is the same tree.
    let v = wait_ready(&t, &exam).await;
    assert_eq!(v["status"], "ready");
    assert_eq!(v["nodeCount"], 6);
    let questions: Vec<&Value> = v["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["questions"].as_array().unwrap())
        .collect();
    assert_eq!(questions.len(), 6);
    let total: f64 = questions
        .iter()
        .map(|q| q["points"].as_f64().unwrap())
        .sum();
    assert_eq!(v["totalPoints"].as_f64().unwrap(), total);
}

#[tokio::test]
async fn without_the_stream_accept_the_answer_is_202_and_generation_goes_on() {
    let (t, rec) = recording().await;
    let hook = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["exam.generation.*"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(hook.status, 201);
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "physique-chimie", "level": "4e", "questionCount": 3}))
        .send()
        .await;
    assert_eq!(r.status, 202);
    let v = r.json();
    assert_eq!(v["status"], "generating");
    let exam = v["id"].as_str().unwrap().to_owned();
    assert_eq!(r.header("location"), format!("/v1/exams/{exam}"));
    let v = wait_ready(&t, &exam).await;
    assert_eq!(v["status"], "ready");
    assert_eq!(v["nodeCount"], 3);
    t.api.delivery_worker().run_due().await.unwrap();
    let completed: Vec<Value> = rec
        .requests()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap())
        .filter(|e| e["type"] == "exam.generation.completed")
        .collect();
    assert_eq!(completed.len(), 1);
    assert_eq!(
        completed[0]["data"],
        json!({"exam": {"id": exam, "subject": "physique-chimie", "level": "4e", "nodeCount": 3}})
    );
}

#[tokio::test]
async fn a_client_that_hangs_up_does_not_stop_the_generation() {
    let (t, _) = recording().await;
    let (_, _, events) = sse_over_socket(
        &t,
        http::Method::POST,
        "/v1/exams",
        json!({"subject": "mathematiques", "level": "3e", "questionCount": 20}),
        &[],
        Some(2),
    )
    .await;
    let exam = events[0].data["examId"].as_str().unwrap().to_owned();
    let v = wait_ready(&t, &exam).await;
    assert_eq!(v["status"], "ready");
    assert_eq!(v["nodeCount"], 20);
}

#[tokio::test]
async fn the_stream_replays_and_resumes_after_last_event_id() {
    let (t, _) = recording().await;
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "5e", "questionCount": 5, "seed": 7}))
        .send()
        .await;
    let exam = r.json()["id"].as_str().unwrap().to_owned();
    wait_ready(&t, &exam).await;
    let path = format!("/v1/exams/{exam}/stream");
    let (_, _, all) = sse_over_socket(&t, http::Method::GET, &path, Value::Null, &[], None).await;
    assert_eq!(all.len(), 7);
    assert_eq!(all[0].event, "started");
    assert_eq!(all[6].event, "done");
    let (_, _, rest) = sse_over_socket(
        &t,
        http::Method::GET,
        &path,
        Value::Null,
        &[("last-event-id", "3")],
        None,
    )
    .await;
    let ids: Vec<u32> = rest.iter().map(|e| e.id.unwrap()).collect();
    assert_eq!(ids, [4, 5, 6, 7]);
    assert_eq!(rest[0].data, all[3].data);
    let r = t.get(&path).header("last-event-id", "x").send().await;
    assert_eq!(r.invalid_field(), "Last-Event-ID");
}

#[tokio::test]
async fn an_idempotent_retry_replays_the_stream_without_generating_again() {
    let (t, _) = recording().await;
    let body = json!({"subject": "mathematiques", "level": "6e", "questionCount": 4});
    let key = [("idempotency-key", "exam-once")];
    let (_, h1, first) = sse_over_socket(
        &t,
        http::Method::POST,
        "/v1/exams",
        body.clone(),
        &key,
        None,
    )
    .await;
    assert!(h1.get("idempotent-replayed").is_none());
    let (status, h2, again) =
        sse_over_socket(&t, http::Method::POST, "/v1/exams", body, &key, None).await;
    assert_eq!(status, 200);
    assert_eq!(h2["idempotent-replayed"], "true");
    assert_eq!(h2["content-type"], "text/event-stream");
    assert_eq!(again.len(), first.len());
    for (a, b) in first.iter().zip(&again) {
        assert_eq!((a.id, &a.event, &a.data), (b.id, &b.event, &b.data));
    }
    // One exam only.
    let list = t.get("/v1/exams").send().await.json();
    assert_eq!(list["data"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn invalid_requests_are_400_naming_the_field() {
    let (t, _) = recording().await;
    let cases = [
        (
            json!({"subject": "mathematiques", "level": "4e", "questionCount": 0}),
            "questionCount",
        ),
        (
            json!({"subject": "mathematiques", "level": "4e", "questionCount": 51}),
            "questionCount",
        ),
        (
            json!({"subject": "mathematiques", "level": "4e"}),
            "questionCount",
        ),
        (
            json!({"subject": "alchimie", "level": "4e", "questionCount": 3}),
            "subject",
        ),
        (
            json!({"subject": "mathematiques", "level": "13e", "questionCount": 3}),
            "level",
        ),
        (
            json!({"subject": "mathematiques", "level": "4e", "questionCount": 3, "topics": ["nope"]}),
            "topics[0]",
        ),
        (
            json!({"subject": "mathematiques", "level": "4e", "questionCount": 3, "quality": "best"}),
            "quality",
        ),
        (
            json!({"subject": "mathematiques", "level": "4e", "questionCount": "3"}),
            "questionCount",
        ),
    ];
    for (body, field) in cases {
        let r = t.post("/v1/exams").json(body.clone()).send().await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
    // A subject or level the generator cannot serve: 400 listing what it can.
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "emc", "level": "4e", "questionCount": 3}))
        .send()
        .await;
    let p = r.assert_problem(400, "validation_error");
    assert_eq!(p["details"][0]["field"], "subject");
    let msg = p["details"][0]["message"].as_str().unwrap();
    assert!(msg.contains("mathematiques 4e"), "{msg}");
    // A served subject at a level the generator does not serve names the level.
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "ps", "questionCount": 3}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "level");
}

#[tokio::test]
async fn discovery_without_a_payment_method_may_not_generate() {
    let t = TestApi::with_tier(edugen::domain::account::Tier::Discovery).await;
    let mut new = edugen::services::accounts::NewAccount::new(
        "free",
        edugen::domain::account::Tier::Discovery,
    );
    new.payment_method = false;
    let acc = t.api.accounts().create(new).await.unwrap();
    let key = t
        .api
        .accounts()
        .create_key(
            &acc.id,
            edugen::services::accounts::NewKey::new(
                "f",
                edugen::auth::Environment::Test,
                edugen::auth::Preset::Full,
            ),
        )
        .await
        .unwrap()
        .secret;
    let r = t
        .post("/v1/exams")
        .key(&key)
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 3}))
        .send()
        .await;
    let p = r.assert_problem(403, "forbidden_scope");
    assert!(p["detail"].as_str().unwrap().contains("payment method"));
    // Reads are fine.
    assert_eq!(t.get("/v1/exams").key(&key).send().await.status, 200);
}

#[tokio::test]
async fn nodes_are_read_and_edited_with_versions_and_totals_follow() {
    let (t, rec) = recording().await;
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["exam.updated", "exam.node.updated"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 4, "seed": 3}))
        .send()
        .await;
    let exam_id = r.json()["id"].as_str().unwrap().to_owned();
    let exam = wait_ready(&t, &exam_id).await;
    let q = exam["sections"][0]["questions"][0].clone();
    let qid = q["id"].as_str().unwrap();
    let path = format!("/v1/exams/{exam_id}/nodes/{qid}");
    let r = t.get(&path).send().await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("etag"), "\"1\"");
    assert_eq!(r.json()["id"], qid);

    let before = exam["totalPoints"].as_f64().unwrap();
    let old_points = q["points"].as_f64().unwrap();
    let r = t
        .patch(&path)
        .header("if-match", "\"1\"")
        .json(json!({"stem": "Énoncé revu.", "points": 7.5}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.header("etag"), "\"2\"");
    assert_eq!(r.json()["stem"], "Énoncé revu.");
    let after = t.get(&format!("/v1/exams/{exam_id}")).send().await.json();
    assert_eq!(
        after["totalPoints"].as_f64().unwrap(),
        before - old_points + 7.5
    );
    // The edit is announced: the node, and the exam whose totals changed.
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
    assert_eq!(types, ["exam.node.updated", "exam.updated"]);
    // A stale version is 409.
    let r = t
        .patch(&path)
        .header("if-match", "\"1\"")
        .json(json!({"stem": "Encore."}))
        .send()
        .await;
    r.assert_problem(409, "conflict");
    // Field rules.
    let r = t.patch(&path).json(json!({"points": 0.3})).send().await;
    assert_eq!(r.invalid_field(), "points");
    let r = t.patch(&path).json(json!({"correct": true})).send().await;
    assert_eq!(r.invalid_field(), "correct");
    t.get(&format!("/v1/exams/{exam_id}/nodes/node_nope"))
        .send()
        .await
        .assert_problem(404, "not_found");
}

#[tokio::test]
async fn blueprints_are_validated_cell_by_cell_and_shape_an_exam() {
    let (t, _) = recording().await;
    let r = t
        .post("/v1/exams/blueprints/validate")
        .json(json!({
            "subject": "mathematiques", "level": "4e",
            "cells": [
                {"chapter": "mathematiques-4e-theoreme-de-pythagore", "bloom": "apply", "count": 3},
                {"chapter": "mathematiques-4e-fractions", "bloom": "understand", "count": 2},
                {"chapter": "mathematiques-3e-trigonometrie", "bloom": "apply", "count": 1},
                {"chapter": "mathematiques-4e-fractions", "bloom": "telepathy", "count": 1}
            ],
            "durationMinutes": 55
        }))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let v = r.json();
    assert_eq!(v["valid"], false);
    assert_eq!(v["cells"][0]["status"], "ok");
    assert_eq!(v["cells"][2]["status"], "error");
    assert_eq!(v["cells"][3]["status"], "error");
    assert_eq!(v["questionCount"], 5);
    let blueprint = v["blueprint"].clone();
    assert_eq!(blueprint["cells"].as_array().unwrap().len(), 2);

    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "blueprint": blueprint}))
        .send()
        .await;
    assert_eq!(r.status, 202);
    let exam = wait_ready(&t, r.json()["id"].as_str().unwrap()).await;
    assert_eq!(exam["nodeCount"], 5);
    let mut per_chapter = std::collections::BTreeMap::new();
    for s in exam["sections"].as_array().unwrap() {
        per_chapter.insert(
            s["chapter"].as_str().unwrap().to_owned(),
            s["questions"].as_array().unwrap().len(),
        );
    }
    assert_eq!(per_chapter["mathematiques-4e-theoreme-de-pythagore"], 3);
    assert_eq!(per_chapter["mathematiques-4e-fractions"], 2);

    // Weights become counts.
    let r = t
        .post("/v1/exams/blueprints/validate")
        .json(json!({
            "subject": "mathematiques", "level": "4e", "questionCount": 10,
            "cells": [
                {"chapter": "mathematiques-4e-theoreme-de-pythagore", "bloom": "apply", "weight": 2},
                {"chapter": "mathematiques-4e-fractions", "bloom": "apply", "weight": 1}
            ]
        }))
        .send()
        .await;
    let v = r.json();
    assert_eq!(v["valid"], true);
    assert_eq!(v["cells"][0]["count"], 7);
    assert_eq!(v["cells"][1]["count"], 3);
}

#[tokio::test]
async fn exams_are_listed_filtered_and_deleted() {
    let (t, _) = recording().await;
    for (subject, level) in [
        ("mathematiques", "4e"),
        ("physique-chimie", "3e"),
        ("mathematiques", "3e"),
    ] {
        let r = t
            .post("/v1/exams")
            .json(json!({"subject": subject, "level": level, "questionCount": 1}))
            .send()
            .await;
        wait_ready(&t, r.json()["id"].as_str().unwrap()).await;
    }
    let maths = t.get("/v1/exams?subject=mathematiques").send().await.json();
    assert_eq!(maths["data"].as_array().unwrap().len(), 2);
    let l3 = t.get("/v1/exams?level=3e&status=ready").send().await.json();
    assert_eq!(l3["data"].as_array().unwrap().len(), 2);
    assert_eq!(
        t.get("/v1/exams?status=lost").send().await.invalid_field(),
        "status"
    );
    let id = maths["data"][0]["id"].as_str().unwrap().to_owned();
    assert_eq!(
        t.delete(&format!("/v1/exams/{id}")).send().await.status,
        204
    );
    t.get(&format!("/v1/exams/{id}"))
        .send()
        .await
        .assert_problem(404, "not_found");
    t.get(&format!("/v1/exams/{id}/stream"))
        .send()
        .await
        .assert_problem(404, "not_found");
}

#[tokio::test]
async fn high_quality_generates_verified_questions() {
    let (t, _) = recording().await;
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "physique-chimie", "level": "3e", "questionCount": 8, "quality": "high", "language": "en"}))
        .send()
        .await;
    assert_eq!(r.status, 202);
    let exam = wait_ready(&t, r.json()["id"].as_str().unwrap()).await;
    assert_eq!(exam["status"], "ready");
    assert_eq!(exam["quality"], "high");
    assert_eq!(exam["language"], "en");
}
