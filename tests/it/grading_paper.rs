//! Paper copies end to end: an exam printed for three students, their sheets filled from
//! known answers, scanned, uploaded in shuffled order (PNG bodies and the JSON form), then
//! exact scores, events, the CSV and the item analysis; and the bad input of the route.

use std::collections::BTreeMap;
use std::time::Duration;

use base64::Engine;
use edugen::auth::{Environment, Preset};
use edugen::delivery::RecordingDeliverer;
use edugen::domain::account::Tier;
use edugen::domain::export::{BoxRole, KeyEntry, PaperLayout, SheetBox};
use edugen::domain::question::Answer;
use edugen::paper::read::Gray;
use edugen::services::accounts::{NewAccount, NewKey};
use rand::SeedableRng;
use rand::rngs::StdRng;
use rand::seq::SliceRandom;
use serde_json::{Value, json};

use crate::omr::{CHAPTERS, Style, encode, mark, rasterise};
use crate::support::TestApi;

/// How a student answers: every question right, every one wrong, or right on odd fields and
/// blank on even ones.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Student {
    Right,
    Wrong,
    Half,
}

/// The boxes of `field` to fill to answer `key` (right or wrong), or `None` when this field
/// cannot be answered on the grid (a handwritten zone, a number too long).
fn boxes_for<'a>(
    boxes: &[&'a SheetBox],
    key: &KeyEntry,
    numeric: Option<edugen::domain::export::NumericFormat>,
    right: bool,
) -> Option<Vec<&'a SheetBox>> {
    if boxes.iter().any(|b| b.role == BoxRole::Zone) {
        return None;
    }
    let role = boxes.first()?.role;
    let pick = |pred: &dyn Fn(&SheetBox) -> bool| -> Vec<&'a SheetBox> {
        boxes.iter().copied().filter(|b| pred(b)).collect()
    };
    let out = match role {
        BoxRole::Choice => {
            let correct = |b: &SheetBox| {
                b.choice_id
                    .as_ref()
                    .is_some_and(|c| key.choice_ids.contains(c))
            };
            if right {
                pick(&|b| correct(b))
            } else {
                let wrong = pick(&|b| !correct(b));
                vec![*wrong.first()?]
            }
        }
        BoxRole::Boolean => {
            let truth = key.letters.first()? == "true";
            let want = if right { truth } else { !truth };
            pick(&|b| b.value == want.to_string())
        }
        BoxRole::Digit | BoxRole::Sign => {
            let Answer::Numeric { value, .. } = &key.answer else {
                return None;
            };
            let f = numeric?;
            let v = if right { *value } else { *value + 1.0 };
            let digits = (f.integer_digits + f.decimals) as usize;
            let text = format!(
                "{:0width$.prec$}",
                v.abs(),
                width = digits + usize::from(f.decimals > 0),
                prec = f.decimals as usize
            )
            .replace('.', "");
            if text.len() != digits {
                return None;
            }
            let mut out: Vec<&SheetBox> = text
                .chars()
                .enumerate()
                .filter_map(|(c, d)| {
                    boxes.iter().copied().find(|b| {
                        b.role == BoxRole::Digit
                            && b.column == Some(c as u32)
                            && b.value == d.to_string()
                    })
                })
                .collect();
            if v < 0.0 {
                out.push(boxes.iter().copied().find(|b| b.role == BoxRole::Sign)?);
            }
            out
        }
        BoxRole::Match => {
            let mut letters = key.letters.clone();
            if !right {
                letters.rotate_left(1);
            }
            letters
                .iter()
                .enumerate()
                .filter_map(|(i, l)| {
                    boxes
                        .iter()
                        .copied()
                        .find(|b| b.row == Some(i as u32 + 1) && &b.value == l)
                })
                .collect()
        }
        BoxRole::Position => {
            let mut letters = key.letters.clone();
            if !right {
                letters.reverse();
            }
            letters
                .iter()
                .enumerate()
                .filter_map(|(pos, l)| {
                    let row = u32::from(l.as_bytes()[0] - b'A') + 1;
                    boxes
                        .iter()
                        .copied()
                        .find(|b| b.row == Some(row) && b.value == (pos + 1).to_string())
                })
                .collect()
        }
        _ => return None,
    };
    Some(out)
}

async fn wait_corrections(t: &TestApi, exam: &str, n: usize) -> Vec<Value> {
    for _ in 0..3000 {
        let v = t
            .get(&format!("/v1/exams/{exam}/corrections?limit=100"))
            .send()
            .await
            .json();
        let list = v["data"].as_array().unwrap().clone();
        if list.len() >= n {
            return list;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("the corrections never came");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn three_students_sheets_scanned_in_shuffled_order_get_exact_scores() {
    let rec = RecordingDeliverer::new();
    let t = TestApi::with_deliverer(rec.clone()).await;
    let r = t
        .post("/v1/webhooks")
        .json(json!({"url": "https://h.example/x", "events": ["paper.*"], "secret": "whsec_0123456789abcdefghijklmn"}))
        .send()
        .await;
    assert_eq!(r.status, 201);
    let exam = crate::paper::ready_exam(&t, &CHAPTERS, 10, 21).await;
    let students = json!([
        {"id": "eleve-1", "name": "Alice Martin"},
        {"id": "eleve-2", "name": "Bruno Petit"},
        {"id": "eleve-3", "name": "Chloé Durand"}
    ]);
    let r = t
        .post(&format!("/v1/exams/{exam}/paper"))
        .json(json!({"students": students, "variants": 2, "seed": 4, "studentIdDigits": 0}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let export_id = r.json()["id"].as_str().unwrap().to_owned();
    let v = crate::paper::wait_export(&t, &exam, &export_id).await;
    assert_eq!(v["status"], "completed");
    let layout: PaperLayout = serde_json::from_value(v["layout"].clone()).unwrap();
    let keys: Vec<BTreeMap<String, KeyEntry>> = v["variants"]
        .as_array()
        .unwrap()
        .iter()
        .map(|k| serde_json::from_value(k["answerKey"].clone()).unwrap())
        .collect();
    let pdf = crate::paper::pdf(&t, &exam, &export_id, "").await;
    let rasters = rasterise(&pdf, 150.0);
    let s = 150.0 / 72.0;
    let mut rng = StdRng::seed_from_u64(99);
    let plans = [Student::Right, Student::Wrong, Student::Half];
    let mut expected: BTreeMap<String, f64> = BTreeMap::new();
    let mut max_score = 0.0;
    let mut scans: Vec<Gray> = Vec::new();
    for (copy, plan) in layout.copies.iter().zip(plans) {
        let sheet = &layout.variants[copy.variant as usize - 1];
        let key = &keys[copy.variant as usize - 1];
        let mut score = 0.0;
        max_score = 0.0;
        let mut fill: Vec<&SheetBox> = Vec::new();
        for (i, f) in sheet.fields.iter().enumerate() {
            let k = &key[&f.field];
            max_score += k.points;
            let boxes: Vec<&SheetBox> = sheet
                .pages
                .iter()
                .flat_map(|p| p.boxes.iter())
                .filter(|b| b.field == f.field)
                .collect();
            let right = match plan {
                Student::Right => true,
                Student::Wrong => false,
                Student::Half if i % 2 == 0 => true,
                Student::Half => continue,
            };
            if let Some(chosen) = boxes_for(&boxes, k, f.numeric, right) {
                if right {
                    score += k.points;
                }
                fill.extend(chosen);
            }
        }
        expected.insert(copy.student.as_ref().unwrap().id.clone(), score);
        for p in &copy.pages {
            let mut img = rasters[p.pdf_page as usize - 1].clone();
            let geometry = &sheet.pages[p.page as usize - 1];
            for b in fill.iter().filter(|b| geometry.boxes.contains(b)) {
                let style = [Style::Solid, Style::Cross, Style::Tick][fill.len() % 3];
                mark(&mut img, s, b, style, &mut rng);
            }
            scans.push(img);
        }
    }
    assert!(expected["eleve-1"] > 0.0);
    scans.shuffle(&mut rng);
    // The first half as single PNG bodies, the rest in one JSON body.
    let half = scans.len() / 2;
    let mut copy_ids = Vec::new();
    for img in &scans[..half] {
        let (png, media) = encode(img, None);
        let r = t
            .post(&format!("/v1/exams/{exam}/paper-copies"))
            .header("content-type", media)
            .raw(png)
            .send()
            .await;
        assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
        let v = r.json();
        assert!(v["id"].as_str().unwrap().starts_with("cpy_"));
        assert_eq!(v["pages"][0]["status"], "identified", "{v}");
        assert_eq!(v["pages"][0]["exportId"], export_id.as_str());
        copy_ids.push(v["id"].as_str().unwrap().to_owned());
    }
    let pages: Vec<String> = scans[half..]
        .iter()
        .map(|img| base64::engine::general_purpose::STANDARD.encode(encode(img, Some(92)).0))
        .collect();
    let r = t
        .post(&format!("/v1/exams/{exam}/paper-copies"))
        .json(json!({ "pages": pages }))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(
        r.json()["pages"].as_array().unwrap().len(),
        scans.len() - half
    );
    let corrections = wait_corrections(&t, &exam, 3).await;
    let mut got = BTreeMap::new();
    for c in &corrections {
        assert_eq!(c["source"], "paper");
        assert_eq!(c["status"], "corrected", "{c}");
        assert_eq!(c["maxScore"], max_score);
        assert_eq!(c["paper"]["exportId"], export_id.as_str());
        assert!(c["paper"]["review"].as_array().unwrap().is_empty());
        // Per page its fit's residual (the read quality), per box its ratio and decision, per
        // item its points.
        for page in c["paper"]["pages"].as_array().unwrap() {
            let residual = page["residual"].as_f64().unwrap();
            assert!((0.0..=4.0).contains(&residual), "{page}");
            for b in page["boxes"].as_array().unwrap() {
                if b["role"] == "zone" {
                    continue;
                }
                let ratio = b["ratio"].as_f64().unwrap();
                let decision = b["decision"].as_str().unwrap();
                let expected = if ratio <= 0.10 { "empty" } else { "filled" };
                assert_eq!(decision, expected, "{b}");
            }
        }
        assert!(
            c["items"]
                .as_array()
                .unwrap()
                .iter()
                .all(|i| i["awarded"].is_number())
        );
        got.insert(
            c["student"]["id"].as_str().unwrap().to_owned(),
            c["score"].as_f64().unwrap(),
        );
    }
    assert_eq!(got, expected);
    assert_eq!(got["eleve-2"], 0.0);

    // Scanning a page of a corrected copy again: 409.
    let (png, media) = encode(&scans[0], None);
    let r = t
        .post(&format!("/v1/exams/{exam}/paper-copies"))
        .header("content-type", media)
        .raw(png)
        .send()
        .await;
    r.assert_problem(409, "conflict");

    // The spreadsheet: one row per student with their total.
    let csv = t
        .get(&format!("/v1/exams/{exam}/corrections"))
        .header("accept", "text/csv")
        .send()
        .await;
    let text = String::from_utf8(csv.bytes.to_vec()).unwrap();
    let rows: Vec<&str> = text.lines().collect();
    assert_eq!(rows.len(), 4, "{text}");
    for (student, score) in &expected {
        let row = rows
            .iter()
            .find(|r| r.starts_with(student.as_str()))
            .unwrap();
        let cells: Vec<&str> = row.split(',').collect();
        assert_eq!(cells[4].parse::<f64>().unwrap(), *score, "{row}");
    }
    // The item analysis counts the three corrections.
    let a = t
        .get(&format!("/v1/analytics/exams/{exam}"))
        .send()
        .await
        .json();
    assert_eq!(a["corrections"], 3, "{a}");
    let mean = expected.values().sum::<f64>() / 3.0;
    assert!((a["mean"].as_f64().unwrap() - mean).abs() < 0.01, "{a}");

    // Events: per upload received then started; three completed corrections (the refused
    // upload announced nothing).
    let mut seen = usize::MAX;
    while seen != rec.requests().len() {
        seen = rec.requests().len();
        tokio::time::sleep(Duration::from_millis(200)).await;
        t.api.delivery_worker().run_due().await.unwrap();
    }
    let events: Vec<Value> = rec
        .requests()
        .iter()
        .map(|r| serde_json::from_slice::<Value>(&r.body).unwrap())
        .collect();
    let count = |ty: &str| events.iter().filter(|e| e["type"] == ty).count();
    assert_eq!(count("paper.copy.received"), half + 1);
    assert_eq!(count("paper.correction.started"), half + 1);
    assert_eq!(count("paper.correction.completed"), 3);
    assert_eq!(count("paper.correction.needs_review"), 0);
    assert_eq!(count("paper.correction.failed"), 0);
}

#[tokio::test]
async fn bad_scans_are_refused_with_the_contracts_problems() {
    let t = TestApi::new().await;
    let exam = crate::paper::ready_exam(&t, &CHAPTERS[..1], 2, 3).await;
    let path = format!("/v1/exams/{exam}/paper-copies");
    let r = t
        .post(&path)
        .header("content-type", "text/plain")
        .raw("hello")
        .send()
        .await;
    r.assert_problem(415, "unsupported_media_type");
    let r = t
        .post(&path)
        .header("content-type", "image/png")
        .raw(b"\x89PNG not really".to_vec())
        .send()
        .await;
    assert_eq!(r.invalid_field(), "body");
    let r = t.post(&path).json(json!({"pages": ["%%%"]})).send().await;
    assert_eq!(r.invalid_field(), "pages[0]");
    let r = t.post(&path).json(json!({"pages": []})).send().await;
    assert_eq!(r.invalid_field(), "pages");
    let r = t
        .post(&path)
        .header("content-type", "image/png")
        .raw(vec![0u8; 25 * 1024 * 1024 + 1])
        .send()
        .await;
    r.assert_problem(413, "payload_too_large");
    // A blank page: received, rejected with its reason, announced as failed.
    let blank = Gray {
        width: 1240,
        height: 1754,
        data: vec![255; 1240 * 1754],
    };
    let (png, media) = encode(&blank, None);
    let r = t
        .post(&path)
        .header("content-type", media)
        .raw(png)
        .send()
        .await;
    assert_eq!(r.status, 202);
    let v = r.json();
    assert_eq!(v["pages"][0]["status"], "rejected");
    assert_eq!(v["pages"][0]["reason"]["code"], "marks_not_found");
    // A page printed for this exam, sent to another exam of the account and to an exam of
    // another account: received, never read against the wrong key, rejected with its reason.
    let r = t
        .post(&format!("/v1/exams/{exam}/paper"))
        .json(json!({"copies": 1, "variants": 1, "seed": 1}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let export_id = r.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(
        crate::paper::wait_export(&t, &exam, &export_id).await["status"],
        "completed"
    );
    let pdf = crate::paper::pdf(&t, &exam, &export_id, "?part=sheets").await;
    let (page, media) = encode(&rasterise(&pdf, 150.0)[0], None);
    let second = crate::paper::ready_exam(&t, &CHAPTERS[..1], 2, 4).await;
    let other_account = t
        .api
        .accounts()
        .create(NewAccount::new("Autre collège", Tier::Essentiel))
        .await
        .unwrap();
    let other_key = t
        .api
        .accounts()
        .create_key(
            &other_account.id,
            NewKey::new("k", Environment::Test, Preset::Full),
        )
        .await
        .unwrap()
        .secret;
    let r = t
        .post("/v1/exams")
        .key(&other_key)
        .json(
            json!({"subject": "mathematiques", "level": "4e", "topics": &CHAPTERS[..1],
            "questionCount": 2, "seed": 3}),
        )
        .send()
        .await;
    assert_eq!(r.status, 202);
    let theirs = r.json()["id"].as_str().unwrap().to_owned();
    for _ in 0..500 {
        let v = t
            .get(&format!("/v1/exams/{theirs}"))
            .key(&other_key)
            .send()
            .await
            .json();
        if v["status"] == "ready" {
            break;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    for (target, key) in [(&second, None), (&theirs, Some(&other_key))] {
        let mut req = t
            .post(&format!("/v1/exams/{target}/paper-copies"))
            .header("content-type", media)
            .raw(page.clone());
        if let Some(k) = key {
            req = req.key(k);
        }
        let r = req.send().await;
        assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
        let v = r.json();
        assert_eq!(v["examId"], target.as_str());
        assert_eq!(v["pages"][0]["status"], "rejected", "{v}");
        assert_eq!(v["pages"][0]["exportId"], Value::Null);
        assert_eq!(v["pages"][0]["reason"]["code"], "other_exam");
        assert_eq!(
            v["pages"][0]["reason"]["message"],
            format!(
                "the QR code names export {export_id}, which is not a paper export of this exam"
            )
        );
    }
    // Nothing was corrected anywhere.
    for (e, key) in [(&exam, None), (&second, None), (&theirs, Some(&other_key))] {
        let mut req = t.get(&format!("/v1/exams/{e}/corrections"));
        if let Some(k) = key {
            req = req.key(k);
        }
        assert_eq!(req.send().await.json()["data"], json!([]));
    }
    // The same page sent to its own exam is identified.
    let r = t
        .post(&path)
        .header("content-type", media)
        .raw(page)
        .send()
        .await;
    assert_eq!(r.status, 202);
    assert_eq!(r.json()["pages"][0]["status"], "identified");
    assert_eq!(r.json()["pages"][0]["exportId"], export_id.as_str());
    // Another account's exam: 404.
    let other = TestApi::new().await;
    let r = other
        .post(&path)
        .header("content-type", "image/png")
        .raw(b"x".to_vec())
        .send()
        .await;
    r.assert_problem(404, "not_found");
}

#[tokio::test]
async fn a_submission_is_scored_against_its_printed_variants_own_key() {
    let t = TestApi::new().await;
    let exam = crate::paper::ready_exam(&t, &CHAPTERS, 8, 13).await;
    let r = t
        .post(&format!("/v1/exams/{exam}/exports"))
        .json(json!({"variants": 3, "seed": 5}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let export_id = r.json()["id"].as_str().unwrap().to_owned();
    let v = crate::paper::wait_export(&t, &exam, &export_id).await;
    let key: BTreeMap<String, KeyEntry> =
        serde_json::from_value(v["variants"][1]["answerKey"].clone()).unwrap();
    // Variant 2's own answers: its choices, its redrawn numbers.
    let mut answers = Vec::new();
    let mut points = 0.0;
    for (node, k) in &key {
        let value = match (&k.answer, k.choice_ids.as_slice()) {
            (Answer::Choices { correct }, ids) if correct.len() == 1 => json!(ids[0]),
            (Answer::Choices { .. }, ids) => json!(ids),
            (Answer::Boolean { value }, _) => json!(value),
            (Answer::Numeric { display, .. }, _) => json!(display),
            _ => continue,
        };
        points += k.points;
        answers.push(json!({"nodeId": node, "value": value}));
    }
    assert!(points > 0.0);
    let submit = |variant: Value| {
        let body = json!({"student": {"id": "s"}, "exportId": export_id, "variant": variant, "answers": answers});
        let path = format!("/v1/exams/{exam}/submissions");
        let t = &t;
        async move { t.post(&path).json(body).send().await }
    };
    let r = submit(json!(2)).await;
    assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
    let c = r.json();
    let numeric_or_choice: f64 = c["items"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|i| key.contains_key(i["nodeId"].as_str().unwrap()))
        .filter(|i| !i["given"].is_null())
        .map(|i| i["awarded"].as_f64().unwrap())
        .sum();
    assert!((numeric_or_choice - points).abs() < 1e-9, "{c}");
    // A variant the export does not have: 400 naming it; an export of another exam: 404.
    assert_eq!(submit(json!(4)).await.invalid_field(), "variant");
    let other = crate::paper::ready_exam(&t, &CHAPTERS[..1], 2, 1).await;
    let r = t
        .post(&format!("/v1/exams/{other}/submissions"))
        .json(json!({"student": {"id": "s"}, "exportId": export_id, "variant": 1, "answers": []}))
        .send()
        .await;
    r.assert_problem(404, "not_found");
}
