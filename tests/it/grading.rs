//! Grading: digital submissions scored per kind, events, idempotent replay, bad input, other
//! accounts, scopes, the corrections list and its CSV spreadsheet, and the item analysis.

use std::time::Duration;

use edugen::auth::{Environment, Preset, Scope};
use edugen::delivery::RecordingDeliverer;
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use serde_json::{Map, Value, json};

use crate::support::TestApi;

async fn recording() -> (TestApi, RecordingDeliverer) {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    (t, rec)
}

/// A ready exam of `n` questions: its tree.
async fn ready_exam(t: &TestApi, subject: &str, level: &str, n: u32, seed: u64) -> Value {
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": subject, "level": level, "questionCount": n, "seed": seed}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    for _ in 0..500 {
        let v = t.get(&format!("/v1/exams/{id}")).send().await.json();
        if v["status"] != "generating" {
            assert_eq!(v["status"], "ready");
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("exam {id} never finished");
}

fn questions(exam: &Value) -> Vec<Value> {
    exam["sections"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|s| s["questions"].as_array().unwrap().clone())
        .collect()
}

/// The value that earns every point for an answer key `answer` of a node with `choices`.
fn right_value(kind: &str, answer: &Value, choices: &[Value]) -> Value {
    let id_of = |text: &str| {
        choices
            .iter()
            .find(|c| c["text"] == text)
            .map(|c| c["id"].clone())
            .unwrap()
    };
    match (kind, answer["type"].as_str().unwrap()) {
        ("single_choice", _) => {
            choices.iter().find(|c| c["correct"] == true).unwrap()["id"].clone()
        }
        ("multiple_choice", _) => Value::Array(
            choices
                .iter()
                .filter(|c| c["correct"] == true)
                .map(|c| c["id"].clone())
                .collect(),
        ),
        (_, "boolean") => answer["value"].clone(),
        ("true_false", _) => json!(choices[0]["correct"] == true),
        (_, "numeric") => {
            // As a French student writes it: decimal comma, then the unit.
            let shown = answer["display"].as_str().unwrap().to_owned();
            match answer["unit"].as_str() {
                Some(u) => json!(format!("{shown} {u}")),
                None => json!(shown),
            }
        }
        (_, "text") => json!(answer["accepted"][0].as_str().unwrap().to_uppercase()),
        (_, "matching") => {
            let mut m = Map::new();
            for p in answer["pairs"].as_array().unwrap() {
                m.insert(
                    p[0].as_str().unwrap().to_owned(),
                    id_of(p[1].as_str().unwrap()),
                );
            }
            Value::Object(m)
        }
        (_, "ordering") => Value::Array(
            answer["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|i| id_of(i.as_str().unwrap()))
                .collect(),
        ),
        _ => json!("Une réponse rédigée."),
    }
}

/// Every answerable node of the exam with its right value, kind and points.
fn perfect(exam: &Value) -> Vec<(String, Value, String, f64)> {
    let mut out = Vec::new();
    for q in questions(exam) {
        let kind = q["kind"].as_str().unwrap().to_owned();
        let choices = q["choices"].as_array().unwrap().clone();
        let parts = q["parts"].as_array().unwrap();
        if parts.is_empty() {
            let v = right_value(&kind, &q["answer"], &choices);
            out.push((
                q["id"].as_str().unwrap().to_owned(),
                v,
                kind,
                q["points"].as_f64().unwrap(),
            ));
        } else {
            for p in parts {
                let pk = match p["answer"]["type"].as_str().unwrap() {
                    "boolean" => "true_false",
                    "numeric" => "numeric",
                    "text" => "short_text",
                    _ => "open",
                };
                let v = right_value(pk, &p["answer"], &[]);
                out.push((
                    p["id"].as_str().unwrap().to_owned(),
                    v,
                    pk.to_owned(),
                    p["points"].as_f64().unwrap(),
                ));
            }
        }
    }
    out
}

fn answers_of(list: &[(String, Value, String, f64)]) -> Value {
    Value::Array(
        list.iter()
            .map(|(n, v, _, _)| json!({"nodeId": n, "value": v}))
            .collect(),
    )
}

async fn submit(t: &TestApi, exam: &str, body: Value) -> crate::support::Res {
    t.post(&format!("/v1/exams/{exam}/submissions"))
        .json(body)
        .send()
        .await
}

#[tokio::test]
async fn right_answers_of_every_kind_earn_every_point() {
    let t = TestApi::new().await;
    let mut kinds = std::collections::BTreeSet::new();
    for (subject, level, seed) in [
        ("mathematiques", "4e", 1),
        ("physique-chimie", "3e", 2),
        ("mathematiques", "2de", 3),
    ] {
        let exam = ready_exam(&t, subject, level, 12, seed).await;
        let id = exam["id"].as_str().unwrap();
        let right = perfect(&exam);
        let r = submit(
            &t,
            id,
            json!({"student": {"id": "s1", "name": "Inès"}, "answers": answers_of(&right)}),
        )
        .await;
        assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
        let c = r.json();
        assert!(c["id"].as_str().unwrap().starts_with("sub_"));
        assert_eq!(c["object"], "correction");
        assert_eq!(c["examId"], id);
        assert_eq!(c["student"], json!({"id": "s1", "name": "Inès"}));
        let open: f64 = right.iter().filter(|a| a.2 == "open").map(|a| a.3).sum();
        for item in c["items"].as_array().unwrap() {
            assert!(item["kind"] == "open" || item["correct"] == true, "{item}");
        }
        assert_eq!(
            c["maxScore"].as_f64().unwrap(),
            exam["totalPoints"].as_f64().unwrap()
        );
        assert_eq!(
            c["score"].as_f64().unwrap(),
            exam["totalPoints"].as_f64().unwrap() - open
        );
        let expect_status = if open > 0.0 {
            "needs_review"
        } else {
            "corrected"
        };
        assert_eq!(c["status"], expect_status);
        let items = c["items"].as_array().unwrap();
        assert_eq!(items.len(), right.len());
        for (item, (node, value, kind, points)) in items.iter().zip(&right) {
            kinds.insert(kind.clone());
            assert_eq!(&item["nodeId"], node);
            assert_eq!(&item["given"], value);
            assert_eq!(item["max"].as_f64().unwrap(), *points);
            if kind == "open" {
                assert_eq!(
                    (&item["awarded"], &item["correct"]),
                    (&Value::Null, &Value::Null)
                );
            } else {
                assert_eq!(item["awarded"].as_f64().unwrap(), *points, "{item}");
                assert_eq!(item["correct"], true);
                assert!(!item["feedback"].as_str().unwrap().is_empty());
            }
        }
        // Nothing answered: 0, and every question is listed.
        let r = submit(&t, id, json!({"student": {"id": "s2"}, "answers": []})).await;
        assert_eq!(r.status, 201);
        let c = r.json();
        assert_eq!(c["score"], 0.0);
        assert_eq!(c["status"], "corrected");
        assert!(
            c["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|i| i["given"].is_null() && i["awarded"] == 0.0)
        );
    }
    // The generator's kinds were all met at least once across these exams.
    assert!(kinds.len() >= 4, "{kinds:?}");
}

#[tokio::test]
async fn submissions_are_announced_and_replayed_once() {
    let (t, rec) = recording().await;
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["exam.submission.*"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let exam = ready_exam(&t, "mathematiques", "5e", 4, 9).await;
    let id = exam["id"].as_str().unwrap();
    let right: Vec<_> = perfect(&exam)
        .into_iter()
        .filter(|a| a.2 != "open")
        .collect();
    let body = json!({"student": {"id": "eleve-17"}, "answers": answers_of(&right)});
    let path = format!("/v1/exams/{id}/submissions");
    let first = t
        .post(&path)
        .header("idempotency-key", "sub-1")
        .json(body.clone())
        .send()
        .await;
    assert_eq!(first.status, 201);
    let again = t
        .post(&path)
        .header("idempotency-key", "sub-1")
        .json(body)
        .send()
        .await;
    assert_eq!(again.status, 201);
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.bytes, first.bytes);
    let c = first.json();
    let list = t
        .get(&format!("/v1/exams/{id}/corrections"))
        .send()
        .await
        .json();
    assert_eq!(list["data"].as_array().unwrap().len(), 1);

    // A bad submission: 400, announced as received then failed.
    let bad = submit(
        &t,
        id,
        json!({"student": {"id": "eleve-18"}, "answers": [{"nodeId": "node_nope", "value": 1}]}),
    )
    .await;
    assert_eq!(bad.invalid_field(), "answers[0].nodeId");

    t.api.delivery_worker().run_due().await.unwrap();
    let events: Vec<Value> = rec
        .requests()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap())
        .collect();
    let types: Vec<&str> = events.iter().map(|e| e["type"].as_str().unwrap()).collect();
    assert_eq!(
        types,
        [
            "exam.submission.received",
            "exam.submission.corrected",
            "exam.submission.received",
            "exam.submission.failed"
        ]
    );
    let at = c["createdAt"].as_str().unwrap();
    assert_eq!(
        events[0]["data"],
        json!({"exam": {"id": id}, "submission": {"id": c["id"], "status": "received", "studentRef": "eleve-17", "receivedAt": at}})
    );
    assert_eq!(
        events[1]["data"],
        json!({"exam": {"id": id}, "submission": {"id": c["id"], "status": c["status"], "studentRef": "eleve-17",
            "score": c["score"], "maxScore": c["maxScore"], "correctedAt": at}})
    );
    assert_eq!(events[3]["data"]["submission"]["studentRef"], "eleve-18");
    assert_eq!(events[3]["data"]["submission"]["status"], "failed");
    assert_eq!(events[3]["data"]["error"]["code"], "answers_mismatch");
    assert_eq!(
        events[2]["data"]["submission"]["id"],
        events[3]["data"]["submission"]["id"]
    );
}

#[tokio::test]
async fn bad_submissions_are_400_naming_the_field() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, "mathematiques", "4e", 3, 5).await;
    let id = exam["id"].as_str().unwrap();
    let right = perfect(&exam);
    let (node, _, kind, _) = &right[0];
    let wrong_shape = match kind.as_str() {
        "true_false" => json!("yes"),
        "open" | "short_text" | "numeric" | "single_choice" => json!({"a": 1}),
        _ => json!(true),
    };
    for (body, field) in [
        (
            json!({"student": {"id": "s"}, "answers": [{"nodeId": "node_x", "value": 1}]}),
            "answers[0].nodeId",
        ),
        (
            json!({"student": {"id": "s"}, "answers": [{"nodeId": node, "value": wrong_shape}]}),
            "answers[0].value",
        ),
        (
            json!({"student": {"id": "s"}, "answers": [{"nodeId": id, "value": 1}]}),
            "answers[0].nodeId",
        ),
        (
            json!({"student": {"id": "s"}, "variant": 2, "answers": []}),
            "variant",
        ),
        (json!({"student": {"id": ""}, "answers": []}), "student.id"),
        (
            json!({"student": {"id": "s", "age": 12}, "answers": []}),
            "student.age",
        ),
        (json!({"answers": []}), "student"),
    ] {
        let r = submit(&t, id, body.clone()).await;
        assert_eq!(r.invalid_field(), field, "{body}");
    }
    // No paper export exists to score a variant against.
    let r = submit(&t, id, json!({"student": {"id": "s"}, "exportId": "exp_01KAMZ0N6P8Q2R4S6T8V0W2X4Y", "variant": 1, "answers": []})).await;
    assert_eq!(
        r.assert_problem(404, "not_found")["detail"],
        "No such export."
    );
    let many: Vec<Value> = (0..501)
        .map(|i| json!({"nodeId": format!("n{i}"), "value": 1}))
        .collect();
    assert_eq!(
        submit(&t, id, json!({"student": {"id": "s"}, "answers": many}))
            .await
            .invalid_field(),
        "answers"
    );
    // Nothing was stored.
    let list = t
        .get(&format!("/v1/exams/{id}/corrections"))
        .send()
        .await
        .json();
    assert_eq!(list["data"], json!([]));
    // Unknown exam: 404.
    submit(
        &t,
        "exam_01KAMYX8F2J6N3P5Q7R9S1T4VW",
        json!({"student": {"id": "s"}, "answers": []}),
    )
    .await
    .assert_problem(404, "not_found");
}

#[tokio::test]
async fn another_account_and_other_scopes_see_nothing() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, "mathematiques", "4e", 2, 4).await;
    let id = exam["id"].as_str().unwrap();
    assert_eq!(
        submit(&t, id, json!({"student": {"id": "s"}, "answers": []}))
            .await
            .status,
        201
    );
    let other = t
        .api
        .accounts()
        .create(NewAccount::new("Autre collège", Tier::Essentiel))
        .await
        .unwrap();
    let key = t
        .api
        .accounts()
        .create_key(&other.id, NewKey::new("k", Environment::Test, Preset::Full))
        .await
        .unwrap()
        .secret;
    for path in [
        format!("/v1/exams/{id}/corrections"),
        format!("/v1/analytics/exams/{id}"),
    ] {
        t.get(&path)
            .key(&key)
            .send()
            .await
            .assert_problem(404, "not_found");
    }
    t.post(&format!("/v1/exams/{id}/submissions"))
        .key(&key)
        .json(json!({"student": {"id": "s"}, "answers": []}))
        .send()
        .await
        .assert_problem(404, "not_found");
    // A live key of the same account does not see test data either.
    let live = t
        .api
        .accounts()
        .create_key(
            &t.account.id,
            NewKey::new("live", Environment::Live, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    t.get(&format!("/v1/exams/{id}/corrections"))
        .key(&live)
        .send()
        .await
        .assert_problem(404, "not_found");
    // Scopes: a viewer reads but does not submit; analytics needs analytics:read.
    let viewer = t.key_with(Preset::Viewer).await;
    t.post(&format!("/v1/exams/{id}/submissions"))
        .key(&viewer)
        .json(json!({"student": {"id": "s"}, "answers": []}))
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    assert_eq!(
        t.get(&format!("/v1/exams/{id}/corrections"))
            .key(&viewer)
            .send()
            .await
            .status,
        200
    );
    let mut exams_only = NewKey::new("exams", Environment::Test, Preset::Viewer);
    exams_only.scopes = vec![Scope::ExamsRead, Scope::ExamsWrite];
    let exams_only = t
        .api
        .accounts()
        .create_key(&t.account.id, exams_only)
        .await
        .unwrap()
        .secret;
    t.get(&format!("/v1/analytics/exams/{id}"))
        .key(&exams_only)
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    let mut analytics_only = NewKey::new("analytics", Environment::Test, Preset::Viewer);
    analytics_only.scopes = vec![Scope::AnalyticsRead];
    let analytics_only = t
        .api
        .accounts()
        .create_key(&t.account.id, analytics_only)
        .await
        .unwrap()
        .secret;
    assert_eq!(
        t.get(&format!("/v1/analytics/exams/{id}"))
            .key(&analytics_only)
            .send()
            .await
            .status,
        200
    );
    t.get(&format!("/v1/exams/{id}/corrections"))
        .key(&analytics_only)
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
}

fn num(x: f64) -> String {
    let s = format!("{:.2}", x + 0.0);
    s.trim_end_matches('0').trim_end_matches('.').to_owned()
}

#[tokio::test]
async fn corrections_are_listed_filtered_and_exported_as_csv() {
    let t = TestApi::new().await;
    let exam = ready_exam(&t, "mathematiques", "3e", 5, 21).await;
    let id = exam["id"].as_str().unwrap();
    let qs = questions(&exam);
    let right: Vec<_> = perfect(&exam)
        .into_iter()
        .filter(|a| a.2 != "open")
        .collect();
    // Bob: everything right; Alice: only the first answerable node; Chloé, "Zoé, the 2nd":
    // nothing, then everything (her latest correction counts).
    let mut ids = Vec::new();
    for (student, answers) in [
        (json!({"id": "bob", "name": "Bob"}), answers_of(&right)),
        (
            json!({"id": "alice", "name": "Alice"}),
            answers_of(&right[..1]),
        ),
        (json!({"id": "zoe", "name": "Zoé, \"the 2nd\""}), json!([])),
        (
            json!({"id": "zoe", "name": "Zoé, \"the 2nd\""}),
            answers_of(&right),
        ),
    ] {
        t.clock.advance(chrono::Duration::seconds(1));
        let r = submit(&t, id, json!({"student": student, "answers": answers})).await;
        assert_eq!(r.status, 201);
        ids.push(r.json());
    }
    // JSON pages, newest first, with filters.
    let path = format!("/v1/exams/{id}/corrections");
    let page = t.get(&format!("{path}?limit=3")).send().await.json();
    let got: Vec<&Value> = page["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| &c["id"])
        .collect();
    assert_eq!(got, [&ids[3]["id"], &ids[2]["id"], &ids[1]["id"]]);
    let cursor = page["next_cursor"].as_str().unwrap();
    let next = t
        .get(&format!("{path}?limit=3&cursor={cursor}"))
        .send()
        .await
        .json();
    assert_eq!(next["data"][0]["id"], ids[0]["id"]);
    assert_eq!(next["next_cursor"], Value::Null);
    let zoe = t.get(&format!("{path}?student=zoe")).send().await.json();
    assert_eq!(zoe["data"].as_array().unwrap().len(), 2);
    let statuses = t
        .get(&format!("{path}?status=needs_review"))
        .send()
        .await
        .json();
    assert_eq!(statuses["data"], json!([]));
    assert_eq!(
        t.get(&format!("{path}?status=done"))
            .send()
            .await
            .invalid_field(),
        "status"
    );

    // The spreadsheet: one row per student, by id, with one column per question.
    let r = t.get(&path).header("accept", "text/csv").send().await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/csv; charset=utf-8");
    let total: f64 = right.iter().map(|a| a.3).sum();
    let max = exam["totalPoints"].as_f64().unwrap();
    let mut expected = String::from("studentId,studentName,correctionId,status,score,maxScore");
    for i in 1..=qs.len() {
        expected.push_str(&format!(",Q{i}"));
    }
    expected.push_str("\r\n");
    let per_question = |given: &[(String, Value, String, f64)]| -> Vec<String> {
        qs.iter()
            .map(|q| {
                let own: Vec<String> = std::iter::once(q["id"].as_str().unwrap().to_owned())
                    .chain(
                        q["parts"]
                            .as_array()
                            .unwrap()
                            .iter()
                            .map(|p| p["id"].as_str().unwrap().to_owned()),
                    )
                    .collect();
                num(given
                    .iter()
                    .filter(|a| own.contains(&a.0))
                    .map(|a| a.3)
                    .sum())
            })
            .collect()
    };
    let row = |c: &Value, name: &str, score: f64, cells: Vec<String>| {
        format!(
            "{},{},{},corrected,{},{},{}\r\n",
            c["student"]["id"].as_str().unwrap(),
            name,
            c["id"].as_str().unwrap(),
            num(score),
            num(max),
            cells.join(",")
        )
    };
    expected.push_str(&row(
        &ids[1],
        "Alice",
        right[0].3,
        per_question(&right[..1]),
    ));
    expected.push_str(&row(&ids[0], "Bob", total, per_question(&right)));
    expected.push_str(&row(
        &ids[3],
        "\"Zoé, \"\"the 2nd\"\"\"",
        total,
        per_question(&right),
    ));
    assert_eq!(String::from_utf8(r.bytes.to_vec()).unwrap(), expected);
    // Filters apply to the spreadsheet too.
    let r = t
        .get(&format!("{path}?student=alice"))
        .header("accept", "text/csv")
        .send()
        .await;
    assert_eq!(
        String::from_utf8(r.bytes.to_vec()).unwrap().lines().count(),
        2
    );

    // The item analysis of these four corrections.
    let a = t
        .get(&format!("/v1/analytics/exams/{id}"))
        .send()
        .await
        .json();
    assert_eq!(a["examId"], id);
    assert_eq!(a["corrections"], 4);
    assert_eq!(a["maxScore"].as_f64().unwrap(), max);
    let scores = [total, right[0].3, 0.0, total];
    assert_eq!(
        a["mean"].as_f64().unwrap(),
        scores.iter().sum::<f64>() / 4.0
    );
    assert_eq!(a["max"].as_f64().unwrap(), total);
    assert_eq!(a["min"].as_f64().unwrap(), 0.0);
    assert_eq!(a["items"].as_array().unwrap().len(), qs.len());
    assert_eq!(a["histogram"].as_array().unwrap().len(), 10);
    assert!(a["warning"].as_str().unwrap().contains("at least 20"));
    // The first question was right for Bob, Alice and Zoé's second copy: p = 3/4 if fully answered.
    if qs[0]["parts"].as_array().unwrap().is_empty() {
        assert_eq!(a["items"][0]["difficulty"], 0.75);
    }
}

#[tokio::test]
async fn a_wrong_or_partial_answer_scores_what_the_rules_say() {
    let t = TestApi::new().await;
    // Find a single-choice question and a numeric one among a few exams.
    for seed in 0..6 {
        let exam = ready_exam(&t, "mathematiques", "4e", 10, 100 + seed).await;
        let id = exam["id"].as_str().unwrap();
        for q in questions(&exam) {
            if !q["parts"].as_array().unwrap().is_empty() {
                continue;
            }
            let qid = q["id"].as_str().unwrap();
            let points = q["points"].as_f64().unwrap();
            let (value, expected) = match q["kind"].as_str().unwrap() {
                "single_choice" => {
                    let wrong = q["choices"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|c| c["correct"] == false)
                        .unwrap();
                    (wrong["id"].clone(), 0.0)
                }
                "numeric" if q["answer"]["unit"].is_string() => {
                    // The right value plus ten tolerances: wrong.
                    let v = q["answer"]["value"].as_f64().unwrap()
                        + 10.0 * q["answer"]["tolerance"].as_f64().unwrap()
                        + 1.0;
                    (json!(v), 0.0)
                }
                "true_false" => {
                    let right =
                        right_value("true_false", &q["answer"], q["choices"].as_array().unwrap());
                    (json!(!right.as_bool().unwrap()), 0.0)
                }
                _ => continue,
            };
            let r = submit(
                &t,
                id,
                json!({"student": {"id": "s"}, "answers": [{"nodeId": qid, "value": value}]}),
            )
            .await;
            assert_eq!(r.status, 201);
            let item = r.json()["items"]
                .as_array()
                .unwrap()
                .iter()
                .find(|i| i["nodeId"] == qid)
                .unwrap()
                .clone();
            assert_eq!(item["awarded"].as_f64().unwrap(), expected);
            assert_eq!(item["correct"], false);
            assert_eq!(item["max"].as_f64().unwrap(), points);
            assert_eq!(item["feedback"], q["explanation"]);
        }
    }
}
