//! Courses: pass 1 streamed over SSE and in 202 mode, outline edits with If-Match, pass 2
//! (every section, or one with instructions), publication to the library, deletion, the HTML
//! page, bad input, other accounts, scopes, idempotent replay, and the webhook events of it all.

use std::time::Duration;

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::delivery::RecordingDeliverer;
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use http_body_util::{BodyExt, Full};
use hyper_util::client::legacy::Client;
use hyper_util::rt::TokioExecutor;
use serde_json::{Value, json};

use crate::support::TestApi;

const PYTHAGORE: &str = "mathematiques-4e-theoreme-de-pythagore";

/// One parsed SSE event.
#[derive(Debug, Clone)]
struct Event {
    id: Option<u32>,
    event: String,
    data: Value,
}

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

/// POSTs over a real socket with `Accept: text/event-stream` and reads the whole stream.
async fn sse_post(
    t: &TestApi,
    path: &str,
    body: Value,
    headers: &[(&str, &str)],
) -> (http::StatusCode, http::HeaderMap, Vec<Event>) {
    let addr = crate::socket::serve(t.api.clone()).await;
    let client = Client::builder(TokioExecutor::new()).build_http::<Full<Bytes>>();
    let mut req = http::Request::builder()
        .method(http::Method::POST)
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
    let (mut bytes, mut buf) = (Vec::new(), String::new());
    let mut events = Vec::new();
    while let Some(frame) = tokio::time::timeout(Duration::from_secs(20), stream.frame())
        .await
        .expect("the stream stalled")
    {
        if let Some(data) = frame.unwrap().data_ref() {
            // A frame may end inside a character: decode up to the last complete event.
            bytes.extend_from_slice(data);
            if let Some(end) = bytes.windows(2).rposition(|w| w == b"\n\n") {
                let done: Vec<u8> = bytes.drain(..end + 2).collect();
                buf.push_str(std::str::from_utf8(&done).unwrap());
                events.extend(parse(&mut buf));
            }
        }
    }
    (status, headers, events)
}

async fn recording() -> (TestApi, RecordingDeliverer) {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let hook = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["course.*"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(hook.status, 201);
    (t, rec)
}

/// The course once no pass runs.
async fn settled(t: &TestApi, id: &str) -> Value {
    for _ in 0..500 {
        let v = t.get(&format!("/v1/courses/{id}")).send().await.json();
        if v["status"] != "architecting" && v["status"] != "writing" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("course {id} never settled");
}

/// The types and data of the webhook events delivered so far.
async fn delivered(t: &TestApi, rec: &RecordingDeliverer) -> Vec<(String, Value)> {
    t.api.delivery_worker().run_due().await.unwrap();
    let mut out: Vec<(String, String, Value)> = rec
        .requests()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap())
        .map(|e| {
            (
                e["id"].as_str().unwrap().to_owned(),
                e["type"].as_str().unwrap().to_owned(),
                e["data"].clone(),
            )
        })
        .collect();
    out.sort_by(|a, b| a.0.cmp(&b.0));
    out.dedup_by(|a, b| a.0 == b.0);
    out.into_iter().map(|(_, ty, d)| (ty, d)).collect()
}

async fn create_outlined(t: &TestApi, body: Value) -> Value {
    let r = t.post("/v1/courses").json(body).send().await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    let v = settled(t, &id).await;
    assert_eq!(v["status"], "outlined", "{v}");
    v
}

async fn write_all(t: &TestApi, id: &str) -> Value {
    let r = t.post(&format!("/v1/courses/{id}/write")).send().await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.json()["status"], "writing");
    settled(t, id).await
}

fn pythagore(sections: u32, minutes: u32) -> Value {
    json!({"subject": "mathematiques", "level": "4e", "chapters": [PYTHAGORE],
           "durationMinutes": minutes, "sectionCount": sections, "seed": 11})
}

#[tokio::test]
async fn the_architecture_streams_started_one_section_per_section_then_done() {
    let (t, _) = recording().await;
    let (status, headers, events) = sse_post(&t, "/v1/courses", pythagore(5, 55), &[]).await;
    assert_eq!(status, 200);
    assert_eq!(headers["content-type"], "text/event-stream");
    assert_eq!(events.len(), 7);
    assert_eq!(events[0].event, "started");
    let id = events[0].data["courseId"].as_str().unwrap().to_owned();
    assert!(id.starts_with("crs_"));
    assert_eq!(events[0].data, json!({"courseId": id, "pass": 1}));
    for (i, e) in events[1..6].iter().enumerate() {
        assert_eq!(e.event, "section");
        assert_eq!(e.data["courseId"], id.as_str());
        assert_eq!(e.data["index"], i);
        let s = &e.data["section"];
        assert!(s["id"].as_str().unwrap().starts_with("sec_"));
        assert_eq!(s["status"], "outlined");
        assert!(!s["objectives"].as_array().unwrap().is_empty());
    }
    assert_eq!(
        events[6].data,
        json!({"courseId": id, "pass": 1, "sectionCount": 5, "status": "outlined"})
    );
    assert_eq!(events[6].event, "done");
    let ids: Vec<u32> = events.iter().map(|e| e.id.unwrap()).collect();
    assert_eq!(ids, (1..=7).collect::<Vec<_>>());

    let v = settled(&t, &id).await;
    assert_eq!(v["status"], "outlined");
    assert_eq!(v["title"], "Théorème de Pythagore");
    assert_eq!(v["durationMinutes"], 55);
    let sections = v["sections"].as_array().unwrap();
    let minutes: u64 = sections
        .iter()
        .map(|s| s["minutes"].as_u64().unwrap())
        .sum();
    assert_eq!(minutes, 55);
    let kinds: Vec<&str> = sections
        .iter()
        .map(|s| s["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["lesson", "lesson", "lesson", "practice", "review"]);
    for s in sections {
        for o in s["objectives"].as_array().unwrap() {
            let verb = o["verb"].as_str().unwrap();
            assert!(o["text"].as_str().unwrap().to_lowercase().starts_with(verb));
            assert_eq!(o["chapter"], PYTHAGORE);
            assert!(o["competency"].as_str().unwrap().starts_with('D'), "{o}");
        }
    }
    assert_eq!(sections[0]["objectives"][0]["bloom"], "apply");
    assert_eq!(sections[0]["objectives"][0]["verb"], "calculer");
}

#[tokio::test]
async fn the_two_passes_then_publication_emit_their_events() {
    let (t, rec) = recording().await;
    let r = t.post("/v1/courses").json(pythagore(4, 60)).send().await;
    assert_eq!(r.status, 202);
    let v = r.json();
    assert_eq!(v["status"], "architecting");
    assert_eq!(v["object"], "course");
    let id = v["id"].as_str().unwrap().to_owned();
    assert_eq!(r.header("location"), format!("/v1/courses/{id}"));
    let v = settled(&t, &id).await;
    assert_eq!(v["status"], "outlined");
    // Publishing before writing is refused.
    let r = t.post(&format!("/v1/courses/{id}/publish")).send().await;
    let p = r.assert_problem(409, "conflict");
    assert!(p["detail"].as_str().unwrap().contains("fully written"));

    let v = write_all(&t, &id).await;
    assert_eq!(v["status"], "written", "{v}");
    for s in v["sections"].as_array().unwrap() {
        assert_eq!(s["status"], "written");
        assert!(s["wordCount"].as_u64().unwrap() > 40);
        let blocks = s["blocks"].as_array().unwrap();
        assert_eq!(blocks.last().unwrap()["type"], "summary");
        for b in blocks.iter().filter(|b| b["type"] == "exercise") {
            let q = &b["question"];
            assert!(q["id"].as_str().unwrap().starts_with("node_"));
            // The answer agrees with the choices flagged correct.
            if q["answer"]["type"] == "choices" {
                let flagged: Vec<usize> = q["choices"]
                    .as_array()
                    .unwrap()
                    .iter()
                    .enumerate()
                    .filter(|(_, c)| c["correct"] == true)
                    .map(|(i, _)| i)
                    .collect();
                let correct: Vec<usize> =
                    serde_json::from_value(q["answer"]["correct"].clone()).unwrap();
                assert_eq!(flagged, correct);
            }
        }
    }
    // Writing again is refused: every section is written.
    let r = t.post(&format!("/v1/courses/{id}/write")).send().await;
    r.assert_problem(409, "conflict");

    let r = t.post(&format!("/v1/courses/{id}/publish")).send().await;
    assert_eq!(r.status, 200);
    let p = r.json();
    assert_eq!(p["status"], "published");
    assert_eq!(p["publishedVersion"], p["version"]);
    assert!(p["publishedAt"].as_str().unwrap().ends_with('Z'));
    let r = t.post(&format!("/v1/courses/{id}/publish")).send().await;
    r.assert_problem(409, "conflict");
    // The library lists it.
    let lib = t.get("/v1/courses?published=true").send().await.json();
    assert_eq!(lib["data"][0]["id"], id.as_str());
    let none = t.get("/v1/courses?published=false").send().await.json();
    assert_eq!(none["data"].as_array().unwrap().len(), 0);

    let events = delivered(&t, &rec).await;
    let types: Vec<&str> = events.iter().map(|(ty, _)| ty.as_str()).collect();
    assert_eq!(
        types,
        [
            "course.architecture.started",
            "course.architecture.completed",
            "course.section.written",
            "course.section.written",
            "course.section.written",
            "course.section.written",
            "course.writing.completed",
            "course.published",
        ]
    );
    let head = json!({"id": id, "title": "Théorème de Pythagore", "subject": "mathematiques", "level": "4e"});
    let mut completed = head.clone();
    completed["status"] = json!("outlined");
    completed["sectionCount"] = json!(4);
    assert_eq!(events[1].1, json!({"course": completed}));
    let first = &v["sections"][0];
    assert_eq!(
        events[2].1,
        json!({"course": {"id": id}, "section": {"id": first["id"], "title": first["title"], "position": 0, "wordCount": first["wordCount"]}})
    );
    let mut written = head.clone();
    written["status"] = json!("written");
    written["sectionCount"] = json!(4);
    assert_eq!(events[6].1, json!({"course": written}));
    assert_eq!(events[7].1["course"]["publishedAt"], p["publishedAt"]);
}

#[tokio::test]
async fn the_writing_stream_sends_one_section_per_written_section() {
    let (t, _) = recording().await;
    let v = create_outlined(&t, pythagore(3, 45)).await;
    let id = v["id"].as_str().unwrap();
    let (status, _, events) =
        sse_post(&t, &format!("/v1/courses/{id}/write"), Value::Null, &[]).await;
    assert_eq!(status, 200);
    let names: Vec<&str> = events.iter().map(|e| e.event.as_str()).collect();
    assert_eq!(names, ["started", "section", "section", "section", "done"]);
    assert_eq!(events[0].data, json!({"courseId": id, "pass": 2}));
    for (i, e) in events[1..4].iter().enumerate() {
        assert_eq!(e.data["index"], i);
        assert_eq!(e.data["section"]["status"], "written");
        assert_eq!(e.data["section"]["id"], v["sections"][i]["id"]);
    }
    assert_eq!(
        events[4].data,
        json!({"courseId": id, "pass": 2, "sectionCount": 3, "status": "written"})
    );
}

#[tokio::test]
async fn the_outline_is_reshaped_with_if_match() {
    let (t, rec) = recording().await;
    let v = create_outlined(&t, pythagore(4, 60)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let path = format!("/v1/courses/{id}");
    let version = v["version"].as_u64().unwrap();
    let s: Vec<Value> = v["sections"].as_array().unwrap().clone();
    let r = t.get(&path).send().await;
    assert_eq!(r.header("etag"), format!("\"{version}\""));

    // Reorder (the review first), drop the second section, retitle and re-time the first,
    // add a practice section with its own objective.
    let edit = json!({
        "title": "Pythagore en 4e",
        "sections": [
            {"id": s[3]["id"]},
            {"id": s[0]["id"], "title": "L'hypoténuse", "minutes": 20},
            {"id": s[2]["id"]},
            {"title": "Problèmes de la vie courante", "minutes": 15, "kind": "practice",
             "objectives": [{"bloom": "analyze", "text": "Analyser une situation concrète pour y reconnaître un triangle rectangle"}]}
        ]
    });
    let r = t
        .patch(&path)
        .header("if-match", &format!("\"{version}\""))
        .json(edit.clone())
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let e = r.json();
    assert_eq!(e["title"], "Pythagore en 4e");
    assert_eq!(e["version"], version + 1);
    let got: Vec<&Value> = e["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| &x["id"])
        .collect();
    assert_eq!(got[..3], [&s[3]["id"], &s[0]["id"], &s[2]["id"]]);
    assert!(got[3].as_str().unwrap().starts_with("sec_"));
    assert_eq!(e["sections"][1]["title"], "L'hypoténuse");
    assert_eq!(e["sections"][1]["minutes"], 20);
    assert_eq!(e["sections"][3]["kind"], "practice");
    assert_eq!(e["sections"][3]["objectives"][0]["verb"], "analyser");
    assert_eq!(e["sections"][3]["objectives"][0]["competency"], "D1.3");
    let total: u64 = e["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["minutes"].as_u64().unwrap())
        .sum();
    assert_eq!(e["durationMinutes"], total);

    // The same version again is stale.
    let r = t
        .patch(&path)
        .header("if-match", &format!("\"{version}\""))
        .json(json!({"title": "x"}))
        .send()
        .await;
    let p = r.assert_problem(409, "conflict");
    assert!(p["detail"].as_str().unwrap().contains("version"));
    let r = t
        .patch(&path)
        .header("if-match", "soon")
        .json(json!({}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "If-Match");

    // Bad outlines: each names its field, and nothing changes.
    let first = e["sections"][0]["id"].clone();
    let cases = [
        (json!({"title": ""}), "title"),
        (json!({"sections": []}), "sections"),
        (json!({"sections": [{"id": "sec_nope"}]}), "sections[0].id"),
        (
            json!({"sections": [{"id": first}, {"id": first}]}),
            "sections[1].id",
        ),
        (
            json!({"sections": [{"id": first, "minutes": 2}]}),
            "sections[0].minutes",
        ),
        (
            json!({"sections": [{"id": first, "objectives": [{"bloom": "apply", "text": "Savoir le théorème"}]}]}),
            "sections[0].objectives[0].text",
        ),
        (
            json!({"sections": [{"id": first, "objectives": [{"bloom": "guess", "text": "Calculer"}]}]}),
            "sections[0].objectives[0].bloom",
        ),
        (
            json!({"sections": [{"id": first, "objectives": [{"bloom": "apply", "text": "Calculer AB", "competency": "D9"}]}]}),
            "sections[0].objectives[0].competency",
        ),
        (
            json!({"sections": [{"title": "Nouvelle"}]}),
            "sections[0].minutes",
        ),
        (
            json!({"sections": [{"id": first, "kind": "review"}]}),
            "sections[0].kind",
        ),
        (
            json!({"sections": [{"title": "X", "minutes": 10, "chapter": "mathematiques-4e-equations", "objectives": [{"bloom": "apply", "text": "Calculer x"}]}]}),
            "sections[0].chapter",
        ),
        (json!({"colour": "blue"}), "colour"),
    ];
    for (body, field) in cases {
        let r = t.patch(&path).json(body.clone()).send().await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
    let after = t.get(&path).send().await.json();
    assert_eq!(after["version"], e["version"]);

    // Written, then an objective changes: that section is unwritten and the course outlined.
    let w = write_all(&t, &id).await;
    assert_eq!(w["status"], "written");
    let target = w["sections"][1]["id"].clone();
    let r = t
        .patch(&path)
        .json(json!({"sections": [
            {"id": w["sections"][0]["id"]},
            {"id": target, "objectives": [{"bloom": "remember", "text": "Citer le théorème de Pythagore", "notion": "hypotenuse"}]},
            {"id": w["sections"][2]["id"]},
            {"id": w["sections"][3]["id"]}
        ]}))
        .send()
        .await;
    assert_eq!(r.status, 200);
    let u = r.json();
    assert_eq!(u["status"], "outlined");
    assert_eq!(u["sections"][1]["status"], "outlined");
    assert_eq!(u["sections"][1]["blocks"], json!([]));
    assert_eq!(u["sections"][0]["status"], "written");
    // Only that one is written again.
    let (_, _, events) = sse_post(&t, &format!("/v1/courses/{id}/write"), Value::Null, &[]).await;
    let sections: Vec<&Event> = events.iter().filter(|e| e.event == "section").collect();
    assert_eq!(sections.len(), 1);
    assert_eq!(sections[0].data["index"], 1);

    let updated: Vec<Value> = delivered(&t, &rec)
        .await
        .into_iter()
        .filter(|(ty, _)| ty == "course.updated")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(updated.len(), 2);
    assert_eq!(updated[0]["course"]["title"], "Pythagore en 4e");
    assert_eq!(updated[0]["course"]["status"], "outlined");
}

#[tokio::test]
async fn one_section_is_rewritten_with_its_instructions() {
    let (t, _) = recording().await;
    let v = create_outlined(&t, pythagore(3, 45)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let w = write_all(&t, &id).await;
    let sec = w["sections"][0].clone();
    let path = format!(
        "/v1/courses/{id}/sections/{}/write",
        sec["id"].as_str().unwrap()
    );
    let body = json!({"instructions": {"length": "long", "focus": "les unités de longueur"}});
    let (status, _, events) = sse_post(&t, &path, body, &[]).await;
    assert_eq!(status, 200);
    let names: Vec<&str> = events.iter().map(|e| e.event.as_str()).collect();
    assert_eq!(names, ["started", "section", "done"]);
    let after = settled(&t, &id).await;
    assert_eq!(after["status"], "written");
    let s = &after["sections"][0];
    assert_eq!(
        s["instructions"],
        json!({"length": "long", "focus": "les unités de longueur"})
    );
    assert!(s["version"].as_u64() > sec["version"].as_u64());
    let intro = s["blocks"][0]["text"].as_str().unwrap();
    assert!(
        intro.ends_with("Accent de cette partie\u{a0}: les unités de longueur."),
        "{intro}"
    );
    let count = |s: &Value, ty: &str| {
        s["blocks"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|b| b["type"] == ty)
            .count()
    };
    assert!(count(s, "exercise") > count(&sec, "exercise"));
    assert_eq!(count(s, "worked_example"), 2);
    // The other sections did not change.
    assert_eq!(after["sections"][1], w["sections"][1]);
    // Bad instructions and unknown sections.
    let r = t
        .post(&path)
        .json(json!({"instructions": {"length": "huge"}}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "instructions.length");
    let r = t
        .post(&format!(
            "/v1/courses/{id}/sections/sec_01M8A393ERB96WZFB09CWD667Z/write"
        ))
        .json(json!({}))
        .send()
        .await;
    r.assert_problem(404, "not_found");
}

#[tokio::test]
async fn invalid_requests_are_400_naming_the_field() {
    let t = TestApi::new().await;
    let base = |extra: Value| {
        let mut b = json!({"subject": "mathematiques", "level": "4e", "chapters": [PYTHAGORE]});
        for (k, v) in extra.as_object().unwrap() {
            b[k] = v.clone();
        }
        b
    };
    let cases = [
        (json!({"subject": "alchimie", "level": "4e"}), "subject"),
        (json!({"subject": "mathematiques", "level": "13e"}), "level"),
        (json!({"level": "4e"}), "subject"),
        (base(json!({"chapters": ["nope"]})), "chapters[0]"),
        (
            base(json!({"chapters": ["mathematiques-3e-trigonometrie"]})),
            "chapters[0]",
        ),
        (
            base(json!({"chapters": [PYTHAGORE, PYTHAGORE]})),
            "chapters[1]",
        ),
        (base(json!({"sectionCount": 1})), "sectionCount"),
        (base(json!({"sectionCount": 21})), "sectionCount"),
        (base(json!({"durationMinutes": 10})), "durationMinutes"),
        (base(json!({"durationMinutes": 601})), "durationMinutes"),
        (
            base(json!({"durationMinutes": 30, "sectionCount": 10})),
            "durationMinutes",
        ),
        (
            base(
                json!({"chapters": [PYTHAGORE, "mathematiques-4e-equations", "mathematiques-4e-puissances"], "sectionCount": 2}),
            ),
            "sectionCount",
        ),
        (base(json!({"language": "de"})), "language"),
        (base(json!({"title": " "})), "title"),
        (base(json!({"seed": -1})), "seed"),
        (base(json!({"pages": 3})), "pages"),
    ];
    for (body, field) in cases {
        let r = t.post("/v1/courses").json(body.clone()).send().await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
    // A subject the generator writes no course of, at a level it writes others.
    let r = t
        .post("/v1/courses")
        .json(json!({"subject": "emc", "level": "4e"}))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "level");
    let list = t.get("/v1/courses").send().await.json();
    assert_eq!(list["data"], json!([]));
    let r = t.get("/v1/courses?status=done").send().await;
    assert_eq!(r.invalid_field(), "status");
    let r = t.get("/v1/courses?published=yes").send().await;
    assert_eq!(r.invalid_field(), "published");
}

#[tokio::test]
async fn another_accounts_course_is_404_and_scopes_are_checked() {
    let t = TestApi::new().await;
    let v = create_outlined(&t, pythagore(2, 30)).await;
    let id = v["id"].as_str().unwrap();
    let section = v["sections"][0]["id"].as_str().unwrap();
    let other = t
        .api
        .accounts()
        .create(NewAccount::new("Lycée Voisin", Tier::Essentiel))
        .await
        .unwrap();
    let key = t
        .api
        .accounts()
        .create_key(&other.id, NewKey::new("k", Environment::Test, Preset::Full))
        .await
        .unwrap()
        .secret;
    let paths = [
        (http::Method::GET, format!("/v1/courses/{id}")),
        (http::Method::PATCH, format!("/v1/courses/{id}")),
        (http::Method::POST, format!("/v1/courses/{id}/write")),
        (
            http::Method::POST,
            format!("/v1/courses/{id}/sections/{section}/write"),
        ),
        (http::Method::POST, format!("/v1/courses/{id}/publish")),
        (http::Method::DELETE, format!("/v1/courses/{id}")),
    ];
    for (method, path) in &paths {
        let r = t
            .anonymous(method.clone(), path)
            .key(&key)
            .json(json!({}))
            .send()
            .await;
        r.assert_problem(404, "not_found");
    }
    let list = t
        .anonymous(http::Method::GET, "/v1/courses")
        .key(&key)
        .send()
        .await
        .json();
    assert_eq!(list["data"], json!([]));
    // A Viewer key reads but does not write.
    let viewer = t.key_with(Preset::Viewer).await;
    let r = t
        .get(&format!("/v1/courses/{id}"))
        .key(&viewer)
        .send()
        .await;
    assert_eq!(r.status, 200);
    let r = t
        .post("/v1/courses")
        .key(&viewer)
        .json(pythagore(2, 30))
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
    let r = t
        .delete(&format!("/v1/courses/{id}"))
        .key(&viewer)
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
}

#[tokio::test]
async fn an_idempotent_retry_replays_the_stream_without_outlining_again() {
    let t = TestApi::new().await;
    let key = [("idempotency-key", "course-once")];
    let (_, h1, first) = sse_post(&t, "/v1/courses", pythagore(3, 45), &key).await;
    assert!(h1.get("idempotent-replayed").is_none());
    let (status, h2, again) = sse_post(&t, "/v1/courses", pythagore(3, 45), &key).await;
    assert_eq!(status, 200);
    assert_eq!(h2["idempotent-replayed"], "true");
    assert_eq!(again.len(), first.len());
    for (a, b) in first.iter().zip(&again) {
        assert_eq!((a.id, &a.event, &a.data), (b.id, &b.event, &b.data));
    }
    let list = t.get("/v1/courses").send().await.json();
    assert_eq!(list["data"].as_array().unwrap().len(), 1);
    // Another body under the same key is a conflict.
    let r = t
        .post("/v1/courses")
        .header("idempotency-key", "course-once")
        .json(pythagore(4, 45))
        .send()
        .await;
    r.assert_problem(409, "conflict");
    // The 202 answer of a write is replayed too, without writing twice.
    let id = first[0].data["courseId"].as_str().unwrap();
    let path = format!("/v1/courses/{id}/write");
    let a = t.post(&path).header("idempotency-key", "w1").send().await;
    assert_eq!(a.status, 202);
    let b = t.post(&path).header("idempotency-key", "w1").send().await;
    assert_eq!(b.status, 202);
    assert_eq!(b.header("idempotent-replayed"), "true");
    assert_eq!(a.bytes, b.bytes);
    let v = settled(&t, id).await;
    assert_eq!(v["passes"], 2);
}

#[tokio::test]
async fn deleted_courses_are_gone_and_announced() {
    let (t, rec) = recording().await;
    let v = create_outlined(&t, pythagore(2, 30)).await;
    let id = v["id"].as_str().unwrap();
    let section = v["sections"][0]["id"].as_str().unwrap();
    let r = t.delete(&format!("/v1/courses/{id}")).send().await;
    assert_eq!(r.status, 204);
    assert!(r.bytes.is_empty());
    // Gone to readers; a change asked of it is a conflict saying why.
    t.get(&format!("/v1/courses/{id}"))
        .send()
        .await
        .assert_problem(404, "not_found");
    t.delete(&format!("/v1/courses/{id}"))
        .send()
        .await
        .assert_problem(404, "not_found");
    for r in [
        t.post(&format!("/v1/courses/{id}/sections/{section}/write"))
            .json(json!({}))
            .send()
            .await,
        t.post(&format!("/v1/courses/{id}/write")).send().await,
        t.post(&format!("/v1/courses/{id}/publish")).send().await,
        t.patch(&format!("/v1/courses/{id}"))
            .json(json!({"title": "x"}))
            .send()
            .await,
    ] {
        let p = r.assert_problem(409, "conflict");
        assert_eq!(
            p["detail"],
            "The course was deleted; it can no longer be edited, written or published."
        );
    }
    // Another account's deleted course stays unknown to it.
    let other = t
        .api
        .accounts()
        .create(NewAccount::new("Autre", Tier::Essentiel))
        .await
        .unwrap();
    let key = t
        .api
        .accounts()
        .create_key(&other.id, NewKey::new("k", Environment::Test, Preset::Full))
        .await
        .unwrap()
        .secret;
    t.anonymous(http::Method::POST, &format!("/v1/courses/{id}/write"))
        .key(&key)
        .send()
        .await
        .assert_problem(404, "not_found");
    let deleted: Vec<Value> = delivered(&t, &rec)
        .await
        .into_iter()
        .filter(|(ty, _)| ty == "course.deleted")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(deleted.len(), 1);
    assert_eq!(deleted[0]["course"]["id"], id);
    assert_eq!(deleted[0]["course"]["status"], "outlined");
}

#[tokio::test]
async fn a_published_course_stays_in_the_library_while_it_is_edited() {
    let t = TestApi::new().await;
    let v = create_outlined(&t, pythagore(2, 30)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    write_all(&t, &id).await;
    let p = t
        .post(&format!("/v1/courses/{id}/publish"))
        .send()
        .await
        .json();
    let r = t
        .patch(&format!("/v1/courses/{id}"))
        .json(json!({"title": "Nouvelle version"}))
        .send()
        .await;
    let e = r.json();
    assert_eq!(e["status"], "written");
    assert_eq!(e["publishedVersion"], p["version"]);
    let lib = t
        .get(&format!("/v1/courses/{id}?version=published"))
        .send()
        .await
        .json();
    assert_eq!(lib["title"], "Théorème de Pythagore");
    assert_eq!(lib["version"], p["version"]);
    let r = t
        .get(&format!("/v1/courses/{id}?version=latest"))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "version");
    let r = t.post(&format!("/v1/courses/{id}/publish")).send().await;
    assert_eq!(r.json()["title"], "Nouvelle version");
    let lib = t
        .get(&format!("/v1/courses/{id}?version=published"))
        .send()
        .await
        .json();
    assert_eq!(lib["title"], "Nouvelle version");
}

#[tokio::test]
async fn the_course_is_one_self_contained_html_page() {
    let t = TestApi::new().await;
    let v = create_outlined(&t, pythagore(3, 45)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let w = write_all(&t, &id).await;
    let r = t
        .get(&format!("/v1/courses/{id}"))
        .header("accept", "text/html")
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/html; charset=utf-8");
    assert_eq!(r.header("etag"), format!("\"{}\"", w["version"]));
    let html = String::from_utf8(r.bytes.to_vec()).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>\n<html lang=\"fr\">"));
    assert!(html.contains("<h1>Théorème de Pythagore</h1>"));
    assert_eq!(html.matches("<h2 ").count(), 3);
    // No network: no link, script or remote resource.
    for needle in ["<script", "<link", "src=\"http", "href=\"http", "url(http"] {
        assert!(!html.contains(needle), "{needle}");
    }
    // Every figure is inline SVG with its alt text.
    let figures = html.matches("<figure role=\"img\" aria-label=\"").count();
    assert!(figures >= 3);
    assert_eq!(figures, html.matches("<svg").count());
    // The lessons' own figures (the right triangle of the hypotenuse, the triangle of the
    // converse), each with its alt text and its caption.
    let esc = |t: &str| {
        t.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    };
    let lesson_figures: Vec<&Value> = w["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["blocks"].as_array().unwrap())
        .filter(|b| b["type"] == "figure")
        .collect();
    assert_eq!(lesson_figures.len(), 2, "{w}");
    assert_eq!(html.matches("<figcaption>").count(), lesson_figures.len());
    for f in &lesson_figures {
        let (svg, alt) = (
            f["visual"]["svg"].as_str().unwrap(),
            f["visual"]["alt"].as_str().unwrap(),
        );
        assert!(!alt.is_empty() && svg.starts_with("<svg"));
        let caption = f["caption"].as_str().unwrap();
        assert!(html.contains(&format!(
            "<figure role=\"img\" aria-label=\"{}\">{svg}<figcaption>{}</figcaption></figure>",
            esc(alt),
            esc(caption)
        )));
    }
    assert!(html.contains("@media print"));
    // JSON stays the default.
    let r = t.get(&format!("/v1/courses/{id}")).send().await;
    assert_eq!(r.header("content-type"), "application/json");
}

/// The first `n` words of `text` without its inline markup, spaces as `pdftotext` gives them.
fn opening(text: &str, n: usize) -> String {
    crate::paper::collapse(&text.replace(['*', '$'], ""))
        .split(' ')
        .take(n)
        .collect::<Vec<_>>()
        .join(" ")
}

/// Panics unless every needle is found in `text`, each after the one before.
fn assert_in_order(text: &str, needles: &[String]) {
    let mut at = 0;
    for n in needles {
        match text[at..].find(n.as_str()) {
            Some(i) => at += i + n.len(),
            None => panic!(
                "{n:?} is not after position {at} of the text: {}",
                &text[at.saturating_sub(200)..(at + 400).min(text.len())]
            ),
        }
    }
}

#[tokio::test]
async fn the_course_is_a_tagged_pdf_that_reads_in_order() {
    let t = TestApi::new().await;
    let v = create_outlined(&t, pythagore(3, 45)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let w = write_all(&t, &id).await;
    let r = t
        .get(&format!("/v1/courses/{id}"))
        .header("accept", "application/pdf")
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.header("content-type"), "application/pdf");
    assert_eq!(r.header("etag"), format!("\"{}\"", w["version"]));
    assert_eq!(
        r.header("content-disposition"),
        format!("inline; filename=\"{id}.pdf\"")
    );
    let pdf = r.bytes.to_vec();
    assert!(pdf.starts_with(b"%PDF-"));
    if let Ok(path) = std::env::var("EDUGEN_COURSE_PDF") {
        std::fs::write(path, &pdf).unwrap();
    }
    // Tagged, in the course's language, titled.
    let dir = std::env::temp_dir().join(format!("edugen-course-{}", ulid::Ulid::new()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("course.pdf");
    std::fs::write(&file, &pdf).unwrap();
    let info = std::process::Command::new("pdfinfo")
        .arg(&file)
        .output()
        .expect("pdfinfo (poppler-utils) must be on PATH");
    let info = String::from_utf8(info.stdout).unwrap();
    let field = |name: &str| {
        info.lines()
            .find_map(|l| l.strip_prefix(name))
            .map(|v| v.trim().to_owned())
            .unwrap_or_default()
    };
    assert_eq!(field("Tagged:"), "yes", "{info}");
    assert_eq!(field("Title:"), "Théorème de Pythagore");
    assert_eq!(field("Page size:"), "595.28 x 841.89 pts (A4)");
    let pages: u32 = field("Pages:").parse().unwrap();
    assert!(pages >= 3, "{pages} pages");
    // A page renders.
    let png = std::process::Command::new("pdftoppm")
        .args(["-png", "-r", "80", "-f", "1", "-l", "1", "-singlefile"])
        .arg(&file)
        .arg(dir.join("page"))
        .status()
        .unwrap();
    assert!(png.success());
    assert!(std::fs::metadata(dir.join("page.png")).unwrap().len() > 10_000);
    std::fs::remove_dir_all(&dir).ok();

    // The text reads in the course's order: the title, then each section's heading, its
    // worked example's statement and steps, its exercises and its summary, then the answers.
    let text = crate::paper::pdftotext(&pdf);
    let mut needles = vec!["Théorème de Pythagore".to_owned()];
    let mut exercises = Vec::new();
    let mut figures = 0;
    for (i, s) in w["sections"].as_array().unwrap().iter().enumerate() {
        needles.push(format!(
            "{}. {}",
            i + 1,
            opening(s["title"].as_str().unwrap(), 6)
        ));
        for b in s["blocks"].as_array().unwrap() {
            match b["type"].as_str().unwrap() {
                "worked_example" => {
                    needles.push(opening(b["statement"].as_str().unwrap(), 6));
                    for (k, step) in b["steps"].as_array().unwrap().iter().enumerate() {
                        needles.push(format!("{}. {}", k + 1, opening(step.as_str().unwrap(), 4)));
                    }
                }
                "exercise" => {
                    exercises.push(b["question"].clone());
                    needles.push(format!("Exercice {}", exercises.len()));
                    needles.push(opening(b["question"]["stem"].as_str().unwrap(), 6));
                }
                "figure" => {
                    figures += 1;
                    needles.push(opening(b["caption"].as_str().unwrap(), 6));
                }
                "summary" => {
                    needles.push(format!(
                        "En bref — {}",
                        opening(b["text"].as_str().unwrap(), 5)
                    ));
                }
                _ => {}
            }
        }
    }
    assert!(exercises.len() >= 3, "{} exercises", exercises.len());
    assert_eq!(figures, 2, "the lessons' figures and their captions");
    needles.push("Corrigé des exercices".to_owned());
    for (i, q) in exercises.iter().enumerate() {
        needles.push(format!("{}. Réponse : ", i + 1));
        needles.push(opening(q["explanation"].as_str().unwrap(), 4));
    }
    assert_in_order(&text, &needles);
}

/// GETs a course over a real socket with `Accept: text/event-stream` and reads the whole
/// stream.
async fn sse_get(
    t: &TestApi,
    path: &str,
    headers: &[(&str, &str)],
) -> (http::StatusCode, Vec<Event>) {
    let addr = crate::socket::serve(t.api.clone()).await;
    let client = Client::builder(TokioExecutor::new()).build_http::<Full<Bytes>>();
    let mut req = http::Request::builder()
        .method(http::Method::GET)
        .uri(format!("http://{addr}{path}"))
        .header("authorization", format!("Bearer {}", t.key))
        .header("accept", "text/event-stream");
    for (k, v) in headers {
        req = req.header(*k, *v);
    }
    let res = client
        .request(req.body(Full::new(Bytes::new())).unwrap())
        .await
        .unwrap();
    let status = res.status();
    let body = tokio::time::timeout(Duration::from_secs(20), res.into_body().collect())
        .await
        .expect("the stream stalled")
        .unwrap()
        .to_bytes();
    let mut buf = String::from_utf8(body.to_vec()).unwrap();
    (status, parse(&mut buf))
}

#[tokio::test]
async fn the_last_pass_stream_replays_and_resumes_after_last_event_id() {
    let (t, _) = recording().await;
    let v = create_outlined(&t, pythagore(3, 45)).await;
    let id = v["id"].as_str().unwrap();
    let (_, _, written) = sse_post(&t, &format!("/v1/courses/{id}/write"), Value::Null, &[]).await;
    let ids: Vec<_> = written.iter().map(|e| e.id).collect();
    assert_eq!(ids, [1, 2, 3, 4, 5].map(Some));
    // From the start: the same events as the writing request received.
    let (status, all) = sse_get(&t, &format!("/v1/courses/{id}"), &[]).await;
    assert_eq!(status, 200);
    assert_eq!(all.len(), 5);
    for (a, b) in all.iter().zip(&written) {
        assert_eq!((&a.id, &a.event, &a.data), (&b.id, &b.event, &b.data));
    }
    // After event 2: the last two sections, then done.
    let (_, rest) = sse_get(&t, &format!("/v1/courses/{id}"), &[("last-event-id", "2")]).await;
    let names: Vec<_> = rest.iter().map(|e| (e.id, e.event.as_str())).collect();
    assert_eq!(
        names,
        [
            (Some(3), "section"),
            (Some(4), "section"),
            (Some(5), "done")
        ]
    );
    assert_eq!(rest[0].data, written[2].data);
    // A Last-Event-ID that is not an event id is 400 naming the header.
    t.get(&format!("/v1/courses/{id}"))
        .header("accept", "text/event-stream")
        .header("last-event-id", "two")
        .send()
        .await
        .assert_problem(400, "validation_error");
}

#[tokio::test]
async fn the_course_streams_and_states_are_documented() {
    let t = TestApi::new().await;
    let doc = t
        .anonymous(http::Method::GET, "/v1/openapi.json")
        .send()
        .await
        .json();
    for (path, method) in [
        ("/v1/courses", "post"),
        ("/v1/courses/{courseId}/write", "post"),
        ("/v1/courses/{courseId}/sections/{sectionId}/write", "post"),
        ("/v1/courses/{courseId}", "get"),
    ] {
        let op = &doc["paths"][path][method];
        let media = &op["responses"]["200"]["content"]["text/event-stream"];
        assert_eq!(
            media["schema"]["$ref"],
            "#/components/schemas/CourseStreamEvent"
        );
        for (event, data) in [
            ("started", "CourseStreamStarted"),
            ("section", "CourseStreamSection"),
            ("done", "CourseStreamDone"),
            ("error", "Problem"),
        ] {
            assert_eq!(
                media["x-events"][event]["$ref"],
                format!("#/components/schemas/{data}"),
                "{path} {event}"
            );
        }
        if method == "get" {
            // The stream of the last pass, resumed with Last-Event-ID.
            assert_eq!(op["security"][0]["bearer"][0], "courses:read");
            continue;
        }
        assert!(op["responses"]["202"]["content"]["application/json"].is_object());
        assert_eq!(op["security"][0]["bearer"][0], "courses:write");
    }
    let status = &doc["components"]["schemas"]["CourseStatus"];
    assert_eq!(
        status["enum"],
        json!([
            "architecting",
            "outlined",
            "writing",
            "written",
            "published",
            "failed"
        ])
    );
    assert!(status["description"].as_str().unwrap().contains("409"));
    let get = &doc["paths"]["/v1/courses/{courseId}"]["get"]["responses"]["200"]["content"];
    assert!(get["text/html"].is_object() && get["application/json"].is_object());
    assert_eq!(
        get["application/pdf"]["schema"]["$ref"],
        "#/components/schemas/PdfFile"
    );
}

/// The built-in generator, with each section taking `delay` to write (`outline_delay` to
/// outline), and the section at `fail_once` failing the first time it is written.
#[derive(Debug)]
struct Flaky {
    delay: Duration,
    /// Each outlined section takes this long.
    outline_delay: Duration,
    fail_once: Option<u32>,
    failed: std::sync::atomic::AtomicBool,
    /// The outline fails after its first section.
    fail_outline: bool,
}

#[async_trait::async_trait]
impl edugen::generate::Generator for Flaky {
    fn capabilities(&self) -> Vec<edugen::generate::Capability> {
        edugen::generate::BuiltinGenerator.capabilities()
    }

    fn generate(
        &self,
        request: &edugen::generate::GenerationRequest,
    ) -> Result<
        futures_core::stream::BoxStream<
            'static,
            Result<edugen::generate::QuestionDraft, edugen::generate::GenerationError>,
        >,
        edugen::generate::GenerationError,
    > {
        edugen::generate::BuiltinGenerator.generate(request)
    }

    fn outline(
        &self,
        request: &edugen::generate::course::CourseRequest,
    ) -> Result<
        futures_core::stream::BoxStream<
            'static,
            Result<edugen::generate::course::PlannedSection, edugen::generate::GenerationError>,
        >,
        edugen::generate::GenerationError,
    > {
        use futures_util::StreamExt;
        let delay = self.outline_delay;
        let fail = self.fail_outline;
        Ok(edugen::generate::BuiltinGenerator
            .outline(request)?
            .enumerate()
            .then(move |(i, s)| async move {
                tokio::time::sleep(delay).await;
                if fail && i == 1 {
                    return Err(edugen::generate::GenerationError::Failed(
                        "the planner is down".to_owned(),
                    ));
                }
                s
            })
            .boxed())
    }

    async fn write_section(
        &self,
        request: &edugen::generate::course::SectionRequest,
    ) -> Result<Vec<edugen::generate::course::Block>, edugen::generate::GenerationError> {
        tokio::time::sleep(self.delay).await;
        if self.fail_once == Some(request.position)
            && !self.failed.swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            return Err(edugen::generate::GenerationError::Failed(
                "the writer timed out".to_owned(),
            ));
        }
        edugen::generate::BuiltinGenerator
            .write_section(request)
            .await
    }
}

async fn with_generator(generator: Flaky) -> (TestApi, RecordingDeliverer) {
    let rec = RecordingDeliverer::new();
    let clock = edugen::clock::ManualClock::at_epoch_2026();
    let api = edugen::Api::builder()
        .storage(edugen::storage::MemoryStorage::new())
        .clock(clock.clone())
        .deliverer(rec.clone())
        .generator(generator)
        .build()
        .unwrap();
    let t = TestApi::around(api, clock, "Collège Flaky", Tier::Essentiel).await;
    let hook = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["course.*"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(hook.status, 201);
    (t, rec)
}

#[tokio::test]
async fn a_failed_pass_keeps_what_was_written_and_can_run_again() {
    let (t, rec) = with_generator(Flaky {
        delay: Duration::ZERO,
        outline_delay: Duration::ZERO,
        fail_once: Some(1),
        failed: Default::default(),
        fail_outline: false,
    })
    .await;
    let v = create_outlined(&t, pythagore(3, 45)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let (_, _, events) = sse_post(&t, &format!("/v1/courses/{id}/write"), Value::Null, &[]).await;
    let names: Vec<&str> = events.iter().map(|e| e.event.as_str()).collect();
    assert_eq!(names, ["started", "section", "error"]);
    let problem = &events[2].data;
    assert_eq!(problem["code"], "internal_error");
    assert_eq!(problem["status"], 500);
    assert!(
        problem["detail"]
            .as_str()
            .unwrap()
            .contains("the writer timed out")
    );
    let f = settled(&t, &id).await;
    assert_eq!(f["status"], "failed");
    assert_eq!(
        f["error"],
        json!({"code": "writing_failed", "detail": "the writer timed out"})
    );
    let statuses: Vec<&str> = f["sections"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["status"].as_str().unwrap())
        .collect();
    assert_eq!(statuses, ["written", "failed", "outlined"]);
    assert_eq!(f["sections"][1]["error"]["detail"], "the writer timed out");
    // Publishing a failed course is refused; writing again finishes it, keeping section 0.
    t.post(&format!("/v1/courses/{id}/publish"))
        .send()
        .await
        .assert_problem(409, "conflict");
    let w = write_all(&t, &id).await;
    assert_eq!(w["status"], "written");
    assert_eq!(w["error"], Value::Null);
    assert_eq!(w["sections"][0], f["sections"][0]);
    let types: Vec<String> = delivered(&t, &rec)
        .await
        .into_iter()
        .map(|(ty, _)| ty)
        .collect();
    assert_eq!(
        types,
        [
            "course.architecture.started",
            "course.architecture.completed",
            "course.section.written",
            "course.section.failed",
            "course.writing.failed",
            "course.section.written",
            "course.section.written",
            "course.writing.completed",
        ]
    );
    let failed: Vec<Value> = delivered(&t, &rec)
        .await
        .into_iter()
        .filter(|(ty, _)| ty == "course.writing.failed")
        .map(|(_, d)| d)
        .collect();
    assert_eq!(
        failed[0]["course"]["failedSections"],
        json!([f["sections"][1]["id"]])
    );
    assert_eq!(failed[0]["error"]["code"], "writing_failed");
}

#[tokio::test]
async fn a_running_pass_refuses_changes_and_a_deletion_cancels_it() {
    let (t, rec) = with_generator(Flaky {
        delay: Duration::from_millis(400),
        outline_delay: Duration::ZERO,
        fail_once: None,
        failed: Default::default(),
        fail_outline: false,
    })
    .await;
    let v = create_outlined(&t, pythagore(4, 60)).await;
    let id = v["id"].as_str().unwrap().to_owned();
    let section = v["sections"][0]["id"].as_str().unwrap().to_owned();
    let api = t.api.clone();
    let key = t.key.clone();
    let account = t.account.clone();
    let path = format!("/v1/courses/{id}/write");
    let follower = tokio::spawn(async move {
        let t2 = TestApi {
            api,
            clock: edugen::clock::ManualClock::at_epoch_2026(),
            account,
            key,
        };
        sse_post(&t2, &path, Value::Null, &[]).await
    });
    // Wait for the pass to start.
    for _ in 0..200 {
        if t.get(&format!("/v1/courses/{id}")).send().await.json()["status"] == "writing" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    let course = format!("/v1/courses/{id}");
    for r in [
        t.patch(&course).json(json!({"title": "x"})).send().await,
        t.post(&format!("{course}/write")).send().await,
        t.post(&format!("{course}/sections/{section}/write"))
            .json(json!({}))
            .send()
            .await,
        t.post(&format!("{course}/publish")).send().await,
    ] {
        let p = r.assert_problem(409, "conflict");
        let detail = p["detail"].as_str().unwrap();
        assert!(
            detail.contains("writing") || detail.contains("written"),
            "{detail}"
        );
    }
    let r = t.delete(&course).send().await;
    assert_eq!(r.status, 204);
    let (_, _, events) = follower.await.unwrap();
    let last = events.last().unwrap();
    assert_eq!(last.event, "error");
    assert_eq!(last.data["code"], "not_found");
    assert_eq!(last.data["detail"], "The course was deleted.");
    assert!(events.len() < 6, "{events:?}");
    // Nothing is stored after the deletion.
    tokio::time::sleep(Duration::from_millis(900)).await;
    t.get(&course).send().await.assert_problem(404, "not_found");
    let types: Vec<String> = delivered(&t, &rec)
        .await
        .into_iter()
        .map(|(ty, _)| ty)
        .collect();
    assert_eq!(types.last().unwrap(), "course.deleted");
    assert!(!types.iter().any(|t| t == "course.writing.completed"));
}

#[tokio::test]
async fn an_architecting_course_refuses_changes_and_a_deletion_cancels_its_outline() {
    let (t, rec) = with_generator(Flaky {
        delay: Duration::ZERO,
        outline_delay: Duration::from_millis(300),
        fail_once: None,
        failed: Default::default(),
        fail_outline: false,
    })
    .await;
    let r = t.post("/v1/courses").json(pythagore(4, 60)).send().await;
    assert_eq!(r.status, 202);
    assert_eq!(r.json()["status"], "architecting");
    let course = format!("/v1/courses/{}", r.json()["id"].as_str().unwrap());
    for r in [
        t.patch(&course).json(json!({"title": "x"})).send().await,
        t.post(&format!("{course}/write")).send().await,
        t.post(&format!("{course}/publish")).send().await,
    ] {
        let p = r.assert_problem(409, "conflict");
        let detail = p["detail"].as_str().unwrap();
        assert!(detail.contains("architecting"), "{detail}");
    }
    let r = t.delete(&course).send().await;
    assert_eq!(r.status, 204);
    // The outline stops: nothing is stored after the deletion, nothing completes.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    t.get(&course).send().await.assert_problem(404, "not_found");
    let types: Vec<String> = delivered(&t, &rec)
        .await
        .into_iter()
        .map(|(ty, _)| ty)
        .collect();
    assert_eq!(types, ["course.architecture.started", "course.deleted"]);
}

#[tokio::test]
async fn a_failed_architecture_leaves_a_failed_course_and_announces_it() {
    let (t, rec) = with_generator(Flaky {
        delay: Duration::ZERO,
        outline_delay: Duration::ZERO,
        fail_once: None,
        failed: Default::default(),
        fail_outline: true,
    })
    .await;
    let r = t.post("/v1/courses").json(pythagore(3, 45)).send().await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    let v = settled(&t, &id).await;
    assert_eq!(v["status"], "failed", "{v}");
    assert_eq!(v["error"]["code"], "architecture_failed");
    assert_eq!(v["error"]["detail"], "the planner is down");
    // the section outlined before the failure is kept
    assert_eq!(v["sections"].as_array().unwrap().len(), 1);
    assert_eq!(v["sections"][0]["status"], "outlined");
    t.post(&format!("/v1/courses/{id}/publish"))
        .send()
        .await
        .assert_problem(409, "conflict");
    let events = delivered(&t, &rec).await;
    let types: Vec<&str> = events.iter().map(|(ty, _)| ty.as_str()).collect();
    assert_eq!(
        types,
        ["course.architecture.started", "course.architecture.failed"]
    );
    assert_eq!(events[1].1["course"]["id"], id.as_str());
    assert_eq!(events[1].1["error"]["code"], "architecture_failed");
    // as documented, a failed course with an outline can be written: its one section
    let w = write_all(&t, &id).await;
    assert_eq!(w["status"], "written", "{w}");
    assert_eq!(w["error"], Value::Null);
}

#[tokio::test]
async fn the_course_list_filters_by_subject_level_and_status_and_pages() {
    let t = TestApi::new().await;
    let mut ids = Vec::new();
    for body in [
        pythagore(2, 30),
        pythagore(3, 45),
        json!({"subject": "mathematiques", "level": "3e", "durationMinutes": 30,
               "chapters": ["mathematiques-3e-theoreme-de-thales"], "sectionCount": 2, "seed": 3}),
        json!({"subject": "physique-chimie", "level": "4e", "durationMinutes": 30,
               "chapters": ["physique-chimie-4e-loi-d-ohm"], "sectionCount": 2, "seed": 4}),
    ] {
        ids.push(
            create_outlined(&t, body).await["id"]
                .as_str()
                .unwrap()
                .to_owned(),
        );
    }
    let written = write_all(&t, &ids[0]).await;
    assert_eq!(written["status"], "written");
    let list = |q: &'static str| {
        let t = &t;
        async move {
            let v = t.get(&format!("/v1/courses{q}")).send().await.json();
            v["data"]
                .as_array()
                .unwrap()
                .iter()
                .map(|c| c["id"].as_str().unwrap().to_owned())
                .collect::<std::collections::BTreeSet<_>>()
        }
    };
    let set = |i: &[usize]| i.iter().map(|&i| ids[i].clone()).collect();
    assert_eq!(list("").await, set(&[0, 1, 2, 3]));
    assert_eq!(list("?subject=mathematiques").await, set(&[0, 1, 2]));
    assert_eq!(list("?level=4e").await, set(&[0, 1, 3]));
    assert_eq!(list("?subject=mathematiques&level=4e").await, set(&[0, 1]));
    assert_eq!(list("?status=written").await, set(&[0]));
    assert_eq!(list("?status=outlined&level=4e").await, set(&[1, 3]));
    assert_eq!(list("?subject=francais").await, set(&[]));
    // pages of two, newest first, then the rest, then no cursor
    let p1 = t.get("/v1/courses?limit=2").send().await.json();
    assert_eq!(p1["data"].as_array().unwrap().len(), 2);
    let c = p1["next_cursor"].as_str().unwrap();
    let p2 = t
        .get(&format!("/v1/courses?limit=2&cursor={c}"))
        .send()
        .await
        .json();
    assert_eq!(p2["data"].as_array().unwrap().len(), 2);
    assert_eq!(p2["next_cursor"], Value::Null);
    let mut seen: Vec<String> = p1["data"]
        .as_array()
        .unwrap()
        .iter()
        .chain(p2["data"].as_array().unwrap())
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect();
    seen.sort();
    let mut all = ids.clone();
    all.sort();
    assert_eq!(seen, all);
    // an unknown subject or level is named, as in POST /v1/courses
    let r = t.get("/v1/courses?level=cinquieme").send().await;
    r.assert_problem(400, "validation_error");
    assert_eq!(r.json()["details"][0]["field"], "level");
    let r = t.get("/v1/courses?subject=maths").send().await;
    r.assert_problem(400, "validation_error");
    assert_eq!(r.json()["details"][0]["field"], "subject");
}

/// The built-in generator, counting the `write_section` calls running at once: each takes
/// 40 ms, so the calls a pass lets run together overlap.
#[derive(Debug, Default)]
struct Counting(std::sync::Arc<Calls>);

/// What [`Counting`] saw.
#[derive(Debug, Default)]
struct Calls {
    running: std::sync::atomic::AtomicUsize,
    most: std::sync::atomic::AtomicUsize,
    calls: std::sync::atomic::AtomicUsize,
}

#[async_trait::async_trait]
impl edugen::generate::Generator for Counting {
    fn capabilities(&self) -> Vec<edugen::generate::Capability> {
        edugen::generate::BuiltinGenerator.capabilities()
    }

    fn generate(
        &self,
        request: &edugen::generate::GenerationRequest,
    ) -> Result<
        futures_core::stream::BoxStream<
            'static,
            Result<edugen::generate::QuestionDraft, edugen::generate::GenerationError>,
        >,
        edugen::generate::GenerationError,
    > {
        edugen::generate::BuiltinGenerator.generate(request)
    }

    fn outline(
        &self,
        request: &edugen::generate::course::CourseRequest,
    ) -> Result<
        futures_core::stream::BoxStream<
            'static,
            Result<edugen::generate::course::PlannedSection, edugen::generate::GenerationError>,
        >,
        edugen::generate::GenerationError,
    > {
        edugen::generate::BuiltinGenerator.outline(request)
    }

    async fn write_section(
        &self,
        request: &edugen::generate::course::SectionRequest,
    ) -> Result<Vec<edugen::generate::course::Block>, edugen::generate::GenerationError> {
        use std::sync::atomic::Ordering::SeqCst;
        let now = self.0.running.fetch_add(1, SeqCst) + 1;
        self.0.most.fetch_max(now, SeqCst);
        self.0.calls.fetch_add(1, SeqCst);
        tokio::time::sleep(Duration::from_millis(40)).await;
        let blocks = edugen::generate::BuiltinGenerator
            .write_section(request)
            .await;
        self.0.running.fetch_sub(1, SeqCst);
        blocks
    }
}

#[tokio::test]
async fn sections_are_written_with_the_configured_bound_and_streamed_in_outline_order() {
    // `None`: the default bound.
    for (bound, expected) in [
        (None, edugen::app::DEFAULT_COURSE_WRITERS),
        (Some(1), 1),
        (Some(2), 2),
        (Some(5), 5),
        (Some(0), 1),
    ] {
        let counting = std::sync::Arc::new(Calls::default());
        let clock = edugen::clock::ManualClock::at_epoch_2026();
        let mut builder = edugen::Api::builder()
            .storage(edugen::storage::MemoryStorage::new())
            .clock(clock.clone())
            .deliverer(RecordingDeliverer::new())
            .generator(Counting(counting.clone()));
        if let Some(b) = bound {
            builder = builder.course_writers(b);
        }
        let api = builder.build().unwrap();
        let t = TestApi::around(api, clock, "Collège Compteur", Tier::Essentiel).await;
        let v = create_outlined(&t, pythagore(6, 60)).await;
        let id = v["id"].as_str().unwrap().to_owned();
        let ids: Vec<&str> = v["sections"]
            .as_array()
            .unwrap()
            .iter()
            .map(|s| s["id"].as_str().unwrap())
            .collect();
        assert_eq!(ids.len(), 6);
        let (status, _, events) =
            sse_post(&t, &format!("/v1/courses/{id}/write"), Value::Null, &[]).await;
        assert_eq!(status, 200);
        use std::sync::atomic::Ordering::SeqCst;
        assert_eq!(counting.calls.load(SeqCst), 6, "{bound:?}");
        assert_eq!(counting.running.load(SeqCst), 0, "{bound:?}");
        // Six sections, more than the bound: the bound is reached and never passed.
        assert_eq!(counting.most.load(SeqCst), expected, "{bound:?}");
        // The stream follows the outline whatever the order the writers finish in.
        let names: Vec<&str> = events.iter().map(|e| e.event.as_str()).collect();
        assert_eq!(
            names,
            [
                "started", "section", "section", "section", "section", "section", "section", "done"
            ],
            "{bound:?}"
        );
        let order: Vec<(u64, &str)> = events
            .iter()
            .filter(|e| e.event == "section")
            .map(|e| {
                (
                    e.data["index"].as_u64().unwrap(),
                    e.data["section"]["id"].as_str().unwrap(),
                )
            })
            .collect();
        let want: Vec<(u64, &str)> = ids
            .iter()
            .enumerate()
            .map(|(i, s)| (i as u64, *s))
            .collect();
        assert_eq!(order, want, "{bound:?}");
        let ids_seq: Vec<u32> = events.iter().filter_map(|e| e.id).collect();
        assert!(ids_seq.windows(2).all(|w| w[0] < w[1]), "{ids_seq:?}");
        let w = settled(&t, &id).await;
        assert_eq!(w["status"], "written", "{bound:?}");
    }
}
