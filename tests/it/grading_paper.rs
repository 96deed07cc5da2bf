//! Paper copies end to end: an exam printed for three students, their sheets filled from
//! known answers, scanned, uploaded in shuffled order (PNG bodies and the JSON form), then
//! exact scores, events, the CSV and the item analysis; and the bad input of the route.

use std::collections::BTreeMap;
use std::time::Duration;

use base64::Engine;
use edugen::auth::{Environment, Preset};
use edugen::delivery::RecordingDeliverer;
use edugen::domain::account::Tier;
use edugen::domain::export::{BoxRole, FractionFormat, KeyEntry, PaperLayout, SheetBox};
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
    // Each completed correction carries its pages' fit: the transform residual and the read
    // confidence, the smallest margin of a box's ratio to the threshold its decision crossed,
    // recomputed here from the boxes the correction kept.
    for e in events
        .iter()
        .filter(|e| e["type"] == "paper.correction.completed")
    {
        let c = &e["data"]["correction"];
        let fits = c["pages"].as_array().unwrap();
        let corrected = corrections
            .iter()
            .find(|k| {
                let pages = k["paper"]["pages"].as_array().unwrap();
                pages.iter().any(|p| p["copyId"] == e["data"]["copy"]["id"])
                    && pages.len() == fits.len()
                    && pages
                        .iter()
                        .zip(fits)
                        .all(|(p, f)| p["residual"] == f["residual"])
            })
            .unwrap_or_else(|| panic!("no correction has the pages of {e}"));
        let pages = corrected["paper"]["pages"].as_array().unwrap();
        assert_eq!(fits.len(), pages.len(), "{c}");
        let mut lowest = f64::INFINITY;
        for (fit, page) in fits.iter().zip(pages) {
            assert_eq!(fit["page"], page["page"]);
            assert_eq!(fit["residual"], page["residual"]);
            let margin = page["boxes"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|b| b["role"] != "zone")
                .map(|b| {
                    let r = b["ratio"].as_f64().unwrap();
                    if b["decision"] == "empty" {
                        0.10 - r
                    } else {
                        r - 0.25
                    }
                })
                .fold(1.0f64, f64::min);
            let confidence = fit["confidence"].as_f64().unwrap();
            assert!(
                (confidence - margin).abs() < 0.0015,
                "{fit} against {margin}"
            );
            assert!(confidence > 0.0, "{fit}");
            lowest = lowest.min(confidence);
        }
        assert_eq!(c["confidence"].as_f64().unwrap(), lowest, "{c}");
    }
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

/// Waits for the background reading of upload `id` to close its record.
async fn wait_read(t: &TestApi, id: &str) {
    for _ in 0..3000 {
        let doc = t.api.app().storage().get("paper_copy", id).await.unwrap();
        if doc.is_some_and(|d| d.body["status"] != "received") {
            return;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    panic!("upload {id} was never read");
}

/// A second scan of a page replaces the first while its copy waits for its other pages (the
/// correction reads the second scan's marks, whatever order the two readings finish in); once
/// the copy is corrected, a scan of its page is 409.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_second_scan_of_a_page_replaces_the_first_until_the_copy_is_corrected() {
    let t = TestApi::new().await;
    let exam = crate::paper::ready_exam(&t, &CHAPTERS, 16, 21).await;
    let r = t
        .post(&format!("/v1/exams/{exam}/paper"))
        .json(json!({"copies": 1, "variants": 1, "seed": 4, "studentIdDigits": 0}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let export_id = r.json()["id"].as_str().unwrap().to_owned();
    let v = crate::paper::wait_export(&t, &exam, &export_id).await;
    assert_eq!(v["status"], "completed");
    let layout: PaperLayout = serde_json::from_value(v["layout"].clone()).unwrap();
    let key: BTreeMap<String, KeyEntry> =
        serde_json::from_value(v["variants"][0]["answerKey"].clone()).unwrap();
    let copy = &layout.copies[0];
    assert!(copy.pages.len() >= 2, "the sheet needs two pages");
    let sheet = &layout.variants[0];
    let pdf = crate::paper::pdf(&t, &exam, &export_id, "").await;
    let rasters = rasterise(&pdf, 150.0);
    let s = 150.0 / 72.0;
    let mut rng = StdRng::seed_from_u64(8);
    // Page 1 answered wrong on the first scan, right on the second; the other pages blank.
    let first_page = &sheet.pages[0];
    let mut scans = Vec::new();
    let mut right_points = 0.0;
    let mut answered = Vec::new();
    for right in [false, true] {
        let mut img = rasters[copy.pages[0].pdf_page as usize - 1].clone();
        for f in sheet.fields.iter().filter(|f| f.page == 1) {
            let boxes: Vec<&SheetBox> = first_page
                .boxes
                .iter()
                .filter(|b| b.field == f.field)
                .collect();
            let k = &key[&f.field];
            let (Some(chosen), Some(_)) = (
                boxes_for(&boxes, k, f.numeric, right),
                boxes_for(&boxes, k, f.numeric, !right),
            ) else {
                continue;
            };
            if right {
                right_points += k.points;
                answered.push(f.field.clone());
            }
            for b in chosen {
                mark(&mut img, s, b, Style::Solid, &mut rng);
            }
        }
        scans.push(img);
    }
    assert!(right_points > 0.0);
    let path = format!("/v1/exams/{exam}/paper-copies");
    let mut uploads = Vec::new();
    for img in &scans {
        let (png, media) = encode(img, None);
        let r = t
            .post(&path)
            .header("content-type", media)
            .raw(png)
            .send()
            .await;
        assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
        let v = r.json();
        assert_eq!(v["pages"][0]["status"], "identified", "{v}");
        assert_eq!(v["pages"][0]["page"], 1, "{v}");
        uploads.push(v["id"].as_str().unwrap().to_owned());
    }
    for id in &uploads {
        wait_read(&t, id).await;
    }
    // The copy's other pages, blank: the copy is now complete and corrected.
    let rest: Vec<String> = copy.pages[1..]
        .iter()
        .map(|p| {
            let img = &rasters[p.pdf_page as usize - 1];
            base64::engine::general_purpose::STANDARD.encode(encode(img, None).0)
        })
        .collect();
    let r = t.post(&path).json(json!({ "pages": rest })).send().await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let corrections = wait_corrections(&t, &exam, 1).await;
    assert_eq!(corrections.len(), 1);
    let c = &corrections[0];
    assert_eq!(c["status"], "corrected", "{c}");
    assert_eq!(c["paper"]["pages"][0]["page"], 1);
    assert_eq!(c["paper"]["pages"][0]["copyId"], uploads[1].as_str());
    assert_eq!(c["score"].as_f64().unwrap(), right_points, "{c}");
    for item in c["items"].as_array().unwrap() {
        let on_page_one = answered.iter().any(|f| item["nodeId"] == f.as_str());
        assert_eq!(item["correct"], on_page_one, "{item}");
    }
    // The copy is corrected: its page is no longer replaced.
    let (png, media) = encode(&scans[0], None);
    let r = t
        .post(&path)
        .header("content-type", media)
        .raw(png)
        .send()
        .await;
    r.assert_problem(409, "conflict");
    assert_eq!(wait_corrections(&t, &exam, 1).await.len(), 1);
}

/// The boxes that write `n/d` on a fraction zone: the sign box when it is negative, each part's
/// digits in the rightmost columns of its grid.
fn fraction_boxes<'a>(
    boxes: &[&'a SheetBox],
    format: FractionFormat,
    n: i128,
    d: i128,
) -> Vec<&'a SheetBox> {
    let mut out = Vec::new();
    for (role, columns, v) in [
        (BoxRole::Numerator, format.numerator_digits, n),
        (BoxRole::Denominator, format.denominator_digits, d),
    ] {
        let text = v.abs().to_string();
        let first = columns as usize - text.len();
        for (i, digit) in text.chars().enumerate() {
            out.push(
                *boxes
                    .iter()
                    .find(|b| {
                        b.role == role
                            && b.column == Some((first + i) as u32)
                            && b.value == digit.to_string()
                    })
                    .unwrap(),
            );
        }
    }
    if (n < 0) != (d < 0) {
        out.push(*boxes.iter().find(|b| b.role == BoxRole::Sign).unwrap());
    }
    out
}

/// A numeric answer that is a fraction without a short decimal form (`1/3`, `−5/7`) gets a
/// fraction zone on the sheet (sign, numerator and denominator grids); a copy answering it with
/// an unreduced equal fraction scores its points, a copy answering another fraction does not;
/// the digital route scores the same values the same way.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn fraction_answers_are_printed_read_and_scored_exactly() {
    let t = TestApi::new().await;
    // The first seed whose exam has such a question.
    let mut found = None;
    for seed in 1..40 {
        let exam = crate::paper::ready_exam(&t, &["mathematiques-4e-fractions"], 12, seed).await;
        let r = t
            .post(&format!("/v1/exams/{exam}/paper"))
            .json(json!({"copies": 2, "variants": 1, "seed": 5, "studentIdDigits": 0}))
            .send()
            .await;
        assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
        let export_id = r.json()["id"].as_str().unwrap().to_owned();
        let v = crate::paper::wait_export(&t, &exam, &export_id).await;
        assert_eq!(v["status"], "completed");
        let layout: PaperLayout = serde_json::from_value(v["layout"].clone()).unwrap();
        if layout.variants[0]
            .fields
            .iter()
            .any(|f| f.fraction.is_some())
        {
            found = Some((exam, export_id, v, layout));
            break;
        }
    }
    let (exam, export_id, v, layout) = found.expect("a 4e fractions exam with a fraction answer");
    let key: BTreeMap<String, KeyEntry> =
        serde_json::from_value(v["variants"][0]["answerKey"].clone()).unwrap();
    let sheet = &layout.variants[0];
    let field = sheet.fields.iter().find(|f| f.fraction.is_some()).unwrap();
    let format = field.fraction.unwrap();
    assert!(field.numeric.is_none());
    let k = &key[&field.field];
    let Answer::Numeric {
        display, tolerance, ..
    } = &k.answer
    else {
        panic!("{k:?}");
    };
    assert_eq!(*tolerance, 0.0);
    let (n, d) = edugen::domain::grading::exact_ratio(display).unwrap();
    assert!(d > 1 && 10_000 % d != 0, "{display}");
    let boxes: Vec<&SheetBox> = sheet
        .pages
        .iter()
        .flat_map(|p| p.boxes.iter())
        .filter(|b| b.field == field.field)
        .collect();
    // One sign box, ten boxes per digit column, the grids one column wider than the key's.
    let width = |v: i128| v.abs().to_string().len() as u32 + 1;
    assert_eq!(format.numerator_digits, width(n).max(2));
    assert_eq!(format.denominator_digits, width(d).max(2));
    assert_eq!(
        boxes.len() as u32,
        1 + 10 * (format.numerator_digits + format.denominator_digits)
    );
    // Copy 1 writes the key's fraction doubled (unreduced, equal when it fits, else as is);
    // copy 2 a fraction one more on the numerator.
    let fits = |v: i128, c: u32| v.abs().to_string().len() as u32 <= c;
    let (n1, d1) = if fits(2 * n, format.numerator_digits) && fits(2 * d, format.denominator_digits)
    {
        (2 * n, 2 * d)
    } else {
        (n, d)
    };
    let written = [(n1, d1), (n + 1, d)];
    let pdf = crate::paper::pdf(&t, &exam, &export_id, "").await;
    let rasters = rasterise(&pdf, 150.0);
    let s = 150.0 / 72.0;
    let mut rng = StdRng::seed_from_u64(3);
    let mut pages = Vec::new();
    for (copy, (wn, wd)) in layout.copies.iter().zip(written) {
        let fill = fraction_boxes(&boxes, format, wn, wd);
        for p in &copy.pages {
            let mut img = rasters[p.pdf_page as usize - 1].clone();
            let geometry = &sheet.pages[p.page as usize - 1];
            for b in fill.iter().filter(|b| geometry.boxes.contains(b)) {
                mark(&mut img, s, b, Style::Solid, &mut rng);
            }
            pages.push(base64::engine::general_purpose::STANDARD.encode(encode(&img, None).0));
        }
    }
    let r = t
        .post(&format!("/v1/exams/{exam}/paper-copies"))
        .json(json!({ "pages": pages }))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let corrections = wait_corrections(&t, &exam, 2).await;
    let mut seen = BTreeMap::new();
    for c in &corrections {
        assert_eq!(c["status"], "corrected", "{c}");
        let item = c["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["nodeId"] == field.field.as_str())
            .unwrap()
            .clone();
        seen.insert(c["paper"]["copy"].as_u64().unwrap(), item);
    }
    let as_text = |(wn, wd): (i128, i128)| {
        let sign = if (wn < 0) != (wd < 0) { "-" } else { "" };
        format!("{sign}{}/{}", wn.abs(), wd.abs())
    };
    assert_eq!(
        seen[&1]["given"],
        as_text(written[0]).as_str(),
        "{}",
        seen[&1]
    );
    assert_eq!(seen[&1]["correct"], true, "{}", seen[&1]);
    assert_eq!(seen[&1]["awarded"].as_f64().unwrap(), k.points);
    assert_eq!(seen[&1]["expected"], json!(display), "{}", seen[&1]);
    assert_eq!(
        seen[&2]["given"],
        as_text(written[1]).as_str(),
        "{}",
        seen[&2]
    );
    assert_eq!(seen[&2]["correct"], false, "{}", seen[&2]);
    assert_eq!(seen[&2]["awarded"].as_f64().unwrap(), 0.0);
    // The digital route scores the same values, and the decimal form cut to four decimals is
    // not the fraction.
    let decimal = format!("{:.4}", n as f64 / d as f64);
    for (value, right) in [
        (as_text(written[0]), true),
        (as_text(written[1]), false),
        (decimal, false),
    ] {
        let r = t
            .post(&format!("/v1/exams/{exam}/submissions"))
            .json(
                json!({"student": {"id": "s"}, "exportId": export_id, "variant": 1,
                "answers": [{"nodeId": field.field, "value": value}]}),
            )
            .send()
            .await;
        assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
        let c = r.json();
        let item = c["items"]
            .as_array()
            .unwrap()
            .iter()
            .find(|i| i["nodeId"] == field.field.as_str())
            .unwrap()
            .clone();
        assert_eq!(item["correct"], right, "{value}: {item}");
    }
}
