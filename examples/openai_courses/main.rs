//! Courses whose prose is written by a language model behind an OpenAI-compatible
//! chat-completions endpoint, exercises and figures by the built-in generator
//! (see `generator.rs`).
//!
//! ```text
//! OPENAI_API_KEY=sk-… cargo run --example openai_courses
//! OPENAI_BASE_URL=http://127.0.0.1:8000/v1 OPENAI_MODEL=qwen2.5-7b-instruct \
//!     cargo run --example openai_courses -- mathematiques-4e-theoreme-de-pythagore course.html
//! ```
//! The course (4 sections, 60 minutes) is outlined, then written, through the API exactly as a
//! client would ask for it; its page is written to the second argument (default
//! `course.html`). A model that answers malformed JSON leaves the course `failed` with the
//! problem, which is printed.

mod generator;

use std::time::Duration;

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::MemoryStorage;
use edugen::{Api, ClientAddr};
use http::{Method, Request};
use serde_json::{Value, json};

use generator::{ModelEndpoint, OpenAiCourses};

async fn call(api: &Api, key: &str, method: Method, path: &str, accept: &str) -> (u16, Bytes) {
    call_with(api, key, method, path, None, accept).await
}

async fn call_with(
    api: &Api,
    key: &str,
    method: Method,
    path: &str,
    body: Option<Value>,
    accept: &str,
) -> (u16, Bytes) {
    let mut req = Request::builder()
        .method(method)
        .uri(path)
        .header("authorization", format!("Bearer {key}"))
        .header("accept", accept)
        .extension(ClientAddr("127.0.0.1".parse().expect("an address")));
    let body = match body {
        Some(v) => {
            req = req.header("content-type", "application/json");
            Bytes::from(v.to_string())
        }
        None => Bytes::new(),
    };
    let res = api.handle(req.body(body).expect("a request")).await;
    let status = res.status().as_u16();
    (status, res.into_body().collect().await)
}

/// The course once no pass runs.
async fn settled(api: &Api, key: &str, id: &str) -> Value {
    loop {
        let (_, body) = call(
            api,
            key,
            Method::GET,
            &format!("/v1/courses/{id}"),
            "application/json",
        )
        .await;
        let course: Value = serde_json::from_slice(&body).expect("a course");
        if course["status"] != "architecting" && course["status"] != "writing" {
            return course;
        }
        tokio::time::sleep(Duration::from_millis(200)).await;
    }
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let chapter = args
        .next()
        .unwrap_or_else(|| "mathematiques-4e-theoreme-de-pythagore".to_owned());
    let out = args.next().unwrap_or_else(|| "course.html".to_owned());
    let level = edugen::domain::curriculum::curriculum()
        .chapter(&chapter)
        .ok_or_else(|| format!("unknown chapter {chapter}"))?;
    let endpoint = ModelEndpoint::from_env();
    eprintln!("prose by {} at {}", endpoint.model, endpoint.base_url);
    let api = Api::builder()
        .storage(MemoryStorage::new())
        .generator(OpenAiCourses::new(endpoint))
        .build()?;
    let account = api
        .accounts()
        .create(NewAccount::new("Collège Victor Hugo", Tier::Essentiel))
        .await?;
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("courses", Environment::Test, Preset::Full),
        )
        .await?
        .secret;
    let body = json!({"subject": level.subject_id, "level": level.level_id, "chapters": [chapter],
                      "sectionCount": 4, "durationMinutes": 60});
    let (status, created) = call_with(
        &api,
        &key,
        Method::POST,
        "/v1/courses",
        Some(body),
        "application/json",
    )
    .await;
    let created: Value = serde_json::from_slice(&created)?;
    if status != 202 {
        return Err(format!("POST /v1/courses: {status} {created}").into());
    }
    let id = created["id"].as_str().unwrap_or_default().to_owned();
    let course = settled(&api, &key, &id).await;
    if course["status"] != "outlined" {
        return Err(format!("the outline failed: {}", course["error"]).into());
    }
    for s in course["sections"].as_array().into_iter().flatten() {
        eprintln!("  {}", s["title"].as_str().unwrap_or_default());
    }
    call(
        &api,
        &key,
        Method::POST,
        &format!("/v1/courses/{id}/write"),
        "application/json",
    )
    .await;
    let course = settled(&api, &key, &id).await;
    if course["status"] != "written" {
        return Err(format!("the writing failed: {}", course["error"]).into());
    }
    let (_, page) = call(
        &api,
        &key,
        Method::GET,
        &format!("/v1/courses/{id}"),
        "text/html",
    )
    .await;
    std::fs::write(&out, &page)?;
    eprintln!(
        "{} written to {out}",
        course["title"].as_str().unwrap_or_default()
    );
    Ok(())
}
