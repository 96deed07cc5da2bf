//! Writes the sample printable exam of `examples/paper/`: a 4-question subject and its answer
//! sheet, produced through the API exactly as a client gets them.
//!
//! ```text
//! cargo run --example paper                  # writes examples/paper/subject.pdf and sheet.pdf
//! cargo run --example paper -- /tmp/out      # elsewhere
//! # another exam: any level, questions, seed and chapters (repeat --topic; default: the level's)
//! cargo run --example paper -- /tmp/out --level 5e --count 50 --seed 9 --topic mathematiques-5e-fractions
//! ```
//! The exam (4e mathematics, seed 2026) and the paper (seed 7, one copy) are seeded, so the
//! subject is the same on every run; the sheet differs only by its QR code and the text under
//! it, which name the export (a new `exp_` id each run).

use std::path::PathBuf;
use std::time::Duration;

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::MemoryStorage;
use edugen::{Api, ClientAddr};
use http::{Method, Request};
use serde_json::{Value, json};

async fn call(
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
            Bytes::from(serde_json::to_vec(&v).expect("JSON"))
        }
        None => Bytes::new(),
    };
    let res = api.handle(req.body(body).expect("a request")).await;
    let status = res.status().as_u16();
    let bytes = res.into_body().collect().await;
    (status, bytes)
}

fn json_of(bytes: &Bytes) -> Value {
    serde_json::from_slice(bytes).expect("a JSON answer")
}

#[tokio::main(flavor = "multi_thread", worker_threads = 2)]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mut out = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("examples/paper");
    let mut request = json!({"subject": "mathematiques", "level": "4e", "questionCount": 4,
        "seed": 2026, "topics": ["mathematiques-4e-theoreme-de-pythagore",
        "mathematiques-4e-fractions", "mathematiques-4e-equations",
        "mathematiques-4e-statistiques"]});
    let mut topics = Vec::new();
    while let Some(arg) = args.next() {
        let mut value = || args.next().ok_or(format!("{arg} needs a value"));
        match arg.as_str() {
            "--level" => {
                request["level"] = json!(value()?);
                request.as_object_mut().expect("an object").remove("topics");
            }
            "--subject" => request["subject"] = json!(value()?),
            "--count" => request["questionCount"] = json!(value()?.parse::<u32>()?),
            "--seed" => request["seed"] = json!(value()?.parse::<u64>()?),
            "--topic" => topics.push(value()?),
            _ if !arg.starts_with("--") => out = PathBuf::from(arg),
            _ => return Err(format!("unknown option {arg}").into()),
        }
    }
    if !topics.is_empty() {
        request["topics"] = json!(topics);
    }
    std::fs::create_dir_all(&out)?;
    let api = Api::builder().storage(MemoryStorage::new()).build()?;
    let account = api
        .accounts()
        .create(NewAccount::new("Collège Victor Hugo", Tier::Essentiel))
        .await?;
    let key = api
        .accounts()
        .create_key(
            &account.id,
            NewKey::new("samples", Environment::Test, Preset::Full),
        )
        .await?
        .secret;
    let (status, body) = call(
        &api,
        &key,
        Method::POST,
        "/v1/exams",
        Some(request),
        "application/json",
    )
    .await;
    assert_eq!(status, 202, "{}", String::from_utf8_lossy(&body));
    let exam = json_of(&body)["id"].as_str().expect("an id").to_owned();
    loop {
        let (_, body) = call(
            &api,
            &key,
            Method::GET,
            &format!("/v1/exams/{exam}"),
            None,
            "application/json",
        )
        .await;
        match json_of(&body)["status"].as_str() {
            Some("generating") => tokio::time::sleep(Duration::from_millis(20)).await,
            Some("ready") => break,
            other => return Err(format!("the exam ended {other:?}").into()),
        }
    }
    let (status, body) = call(
        &api,
        &key,
        Method::POST,
        &format!("/v1/exams/{exam}/paper"),
        Some(json!({"copies": 1, "seed": 7, "answerKey": false})),
        "application/json",
    )
    .await;
    assert_eq!(status, 202, "{}", String::from_utf8_lossy(&body));
    let id = json_of(&body)["id"].as_str().expect("an id").to_owned();
    let path = format!("/v1/exams/{exam}/exports/{id}");
    loop {
        let (_, body) = call(&api, &key, Method::GET, &path, None, "application/json").await;
        match json_of(&body)["status"].as_str() {
            Some("rendering") => tokio::time::sleep(Duration::from_millis(20)).await,
            Some("completed") => break,
            other => return Err(format!("the paper ended {other:?}").into()),
        }
    }
    for (part, file) in [("subject", "subject.pdf"), ("sheets", "sheet.pdf")] {
        let (status, bytes) = call(
            &api,
            &key,
            Method::GET,
            &format!("{path}?part={part}"),
            None,
            "application/pdf",
        )
        .await;
        assert_eq!(status, 200);
        std::fs::write(out.join(file), &bytes)?;
        println!("{} ({} bytes)", out.join(file).display(), bytes.len());
    }
    Ok(())
}
