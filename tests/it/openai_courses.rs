//! The `openai_courses` example's generator against a fake chat-completions server started
//! here (no network): the prose of a course comes from the model, exercises and figures from the
//! built-in generator; a malformed answer fails the pass with its problem kept.

use std::sync::{Arc, Mutex};
use std::time::Duration;

use bytes::Bytes;
use edugen::domain::account::Tier;
use http_body_util::{BodyExt, Full};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::net::TcpListener;

use crate::support::TestApi;

#[path = "../../examples/openai_courses/generator.rs"]
#[allow(dead_code)]
mod generator;

use generator::{ModelEndpoint, OpenAiCourses};

/// What the fake server saw: the bearer token and the task of every request.
#[derive(Debug, Default)]
struct Seen {
    auth: Vec<String>,
    tasks: Vec<String>,
}

/// A chat-completions server on 127.0.0.1:0 answering as a model would; the section at
/// `broken` gets a message that is not JSON, and with `short_outline` the outline lacks a
/// section.
async fn fake_model(broken: Option<u64>, short_outline: bool) -> (String, Arc<Mutex<Seen>>) {
    let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let seen = Arc::new(Mutex::new(Seen::default()));
    let log = seen.clone();
    tokio::spawn(async move {
        loop {
            let Ok((stream, _)) = listener.accept().await else {
                return;
            };
            let log = log.clone();
            tokio::spawn(async move {
                let svc = hyper::service::service_fn(
                    move |req: http::Request<hyper::body::Incoming>| {
                        let log = log.clone();
                        async move {
                            let path = req.uri().path().to_owned();
                            let auth = req
                                .headers()
                                .get("authorization")
                                .and_then(|v| v.to_str().ok())
                                .unwrap_or_default()
                                .to_owned();
                            let body = req.into_body().collect().await.unwrap().to_bytes();
                            let body: Value = serde_json::from_slice(&body).unwrap();
                            assert_eq!(path, "/v1/chat/completions");
                            assert_eq!(body["model"], "fake-model");
                            assert_eq!(body["response_format"]["type"], "json_object");
                            let ask: Value = serde_json::from_str(
                                body["messages"][1]["content"].as_str().unwrap(),
                            )
                            .unwrap();
                            let task = ask["task"].as_str().unwrap().to_owned();
                            {
                                let mut l = log.lock().unwrap();
                                l.auth.push(auth);
                                l.tasks.push(task.clone());
                            }
                            let answer = if task == "outline" {
                                let n = ask["sectionCount"].as_u64().unwrap()
                                    - u64::from(short_outline);
                                let titles: Vec<Value> = (1..=n)
                                    .map(|i| json!({"title": format!("Titre du modèle {i}")}))
                                    .collect();
                                json!({"sections": titles}).to_string()
                            } else if broken == ask["position"].as_u64() {
                                "Voici l'introduction demandée.".to_owned()
                            } else {
                                let title = ask["title"].as_str().unwrap();
                                let prose = json!({
                                    "introduction": format!("Introduction du modèle pour « {title} »."),
                                    "summary": format!("Résumé du modèle pour « {title} »."),
                                });
                                prose.to_string()
                            };
                            let envelope = json!({
                                "id": "chatcmpl-1", "object": "chat.completion", "model": "fake-model",
                                "choices": [{"index": 0, "finish_reason": "stop",
                                             "message": {"role": "assistant", "content": answer}}],
                            });
                            let res = http::Response::builder()
                                .header("content-type", "application/json")
                                .body(Full::new(Bytes::from(envelope.to_string())))
                                .unwrap();
                            Ok::<_, std::convert::Infallible>(res)
                        }
                    },
                );
                let _ = hyper::server::conn::http1::Builder::new()
                    .serve_connection(TokioIo::new(stream), svc)
                    .await;
            });
        }
    });
    (format!("http://{addr}/v1"), seen)
}

/// An API whose generator is the example's, asking the fake model at `base_url`.
async fn api_with_model(base_url: String) -> TestApi {
    let generator = OpenAiCourses::new(ModelEndpoint {
        base_url,
        model: "fake-model".to_owned(),
        api_key: Some("sk-test-fake".to_owned()),
    });
    let clock = edugen::clock::ManualClock::at_epoch_2026();
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .clock(clock.clone())
        .generator(generator)
        .build()
        .unwrap();
    TestApi::around(api, clock, "Collège du Modèle", Tier::Essentiel).await
}

async fn settled(t: &TestApi, id: &str) -> Value {
    for _ in 0..1000 {
        let v = t.get(&format!("/v1/courses/{id}")).send().await.json();
        if v["status"] != "architecting" && v["status"] != "writing" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("course {id} never settled");
}

async fn outlined(t: &TestApi) -> Value {
    let r = t
        .post("/v1/courses")
        .json(json!({"subject": "mathematiques", "level": "4e",
                     "chapters": ["mathematiques-4e-theoreme-de-pythagore"],
                     "sectionCount": 3, "durationMinutes": 45, "seed": 5}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let v = settled(t, r.json()["id"].as_str().unwrap()).await;
    assert_eq!(v["status"], "outlined", "{v}");
    v
}

#[tokio::test]
async fn the_model_writes_the_prose_and_the_builtin_generator_the_exercises() {
    let (url, seen) = fake_model(None, false).await;
    let t = api_with_model(url).await;
    let v = outlined(&t).await;
    let titles: Vec<&str> = v["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["title"].as_str().unwrap())
        .collect();
    assert_eq!(
        titles,
        [
            "Titre du modèle 1",
            "Titre du modèle 2",
            "Titre du modèle 3"
        ]
    );
    // The structure stays the built-in outline's.
    assert_eq!(v["sections"][0]["objectives"][0]["verb"], "calculer");
    let id = v["id"].as_str().unwrap();
    let r = t.post(&format!("/v1/courses/{id}/write")).send().await;
    assert_eq!(r.status, 202);
    let w = settled(&t, id).await;
    assert_eq!(w["status"], "written", "{w}");
    for s in w["sections"].as_array().unwrap() {
        let title = s["title"].as_str().unwrap();
        let blocks = s["blocks"].as_array().unwrap();
        assert_eq!(
            blocks[0],
            json!({"type": "paragraph", "text": format!("Introduction du modèle pour « {title} ».")})
        );
        assert_eq!(
            blocks.last().unwrap(),
            &json!({"type": "summary", "text": format!("Résumé du modèle pour « {title} ».")})
        );
        // Exercises and their figures come from the built-in generator.
        let exercises: Vec<&Value> = blocks.iter().filter(|b| b["type"] == "exercise").collect();
        assert!(!exercises.is_empty(), "{title}");
        for e in exercises {
            assert_eq!(e["question"]["template"]["generator"], "builtin");
            assert!(
                e["question"]["visual"]["svg"]
                    .as_str()
                    .unwrap()
                    .starts_with("<svg")
            );
        }
    }
    let seen = seen.lock().unwrap();
    assert_eq!(seen.tasks, ["outline", "section", "section", "section"]);
    assert!(seen.auth.iter().all(|a| a == "Bearer sk-test-fake"));
}

#[tokio::test]
async fn a_malformed_answer_fails_the_pass_with_its_problem_kept() {
    let (url, _) = fake_model(Some(1), false).await;
    let t = api_with_model(url.clone()).await;
    let v = outlined(&t).await;
    let id = v["id"].as_str().unwrap();
    t.post(&format!("/v1/courses/{id}/write")).send().await;
    let f = settled(&t, id).await;
    assert_eq!(f["status"], "failed");
    assert_eq!(f["error"]["code"], "writing_failed");
    let detail = f["error"]["detail"].as_str().unwrap();
    assert!(
        detail.starts_with(&format!(
            "the model at {url}/chat/completions: answered a message that is not a JSON object"
        )),
        "{detail}"
    );
    let statuses: Vec<&str> = f["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["written", "failed", "outlined"]);
    assert_eq!(f["sections"][1]["error"]["detail"], detail);
}

#[tokio::test]
async fn an_outline_without_a_title_per_section_fails_the_architecture() {
    let (url, _) = fake_model(None, true).await;
    let t = api_with_model(url).await;
    let r = t
        .post("/v1/courses")
        .json(json!({"subject": "mathematiques", "level": "4e",
                     "chapters": ["mathematiques-4e-theoreme-de-pythagore"],
                     "sectionCount": 3, "durationMinutes": 45}))
        .send()
        .await;
    assert_eq!(r.status, 202);
    let f = settled(&t, r.json()["id"].as_str().unwrap()).await;
    assert_eq!(f["status"], "failed");
    assert_eq!(
        f["error"],
        json!({"code": "architecture_failed",
               "detail": "the model's answer is malformed: the outline must hold \"sections\": 3 objects with a \"title\""})
    );
    assert_eq!(f["sections"], json!([]));
}
