//! Coverage of the curriculum: français lists its chapters at every level from CP to
//! Terminale, anglais from CM1 to Terminale; every chapter the built-in generator serves is
//! listed and streams an exam (français and the lycée physique-chimie also in depth).
//! Terminale, anglais from CM1 to Terminale; the SVT chapters served make exams.

const LEVELS: [&str; 12] = [
    "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
];

use serde_json::{Value, json};

use crate::support::TestApi;

async fn chapters(t: &TestApi, subject: &str, level: &str) -> Vec<String> {
    let v = t
        .get(&format!(
            "/v1/curriculum/chapters?subject={subject}&level={level}&limit=100"
        ))
        .send()
        .await
        .json();
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn francais_and_anglais_list_their_chapters_at_every_level() {
    let t = TestApi::new().await;
    for level in LEVELS {
        let fr = chapters(&t, "francais", level).await;
        assert!(fr.len() >= 3, "français {level}: {fr:?}");
        assert!(
            fr.iter()
                .all(|c| c.starts_with(&format!("francais-{level}-")))
        );
        if !["cp", "ce1", "ce2"].contains(&level) {
            let en = chapters(&t, "langues-vivantes", level).await;
            assert!(en.len() >= 4, "anglais {level}: {en:?}");
        }
    }
}

/// Parses the events of a whole SSE body: `(event, data)`.
fn sse_events(body: &str) -> Vec<(String, serde_json::Value)> {
    body.split("\n\n")
        .filter_map(|block| {
            let mut event = None;
            let mut data = String::new();
            for line in block.lines() {
                if let Some(v) = line.strip_prefix("event: ") {
                    event = Some(v.to_owned());
                } else if let Some(v) = line.strip_prefix("data: ") {
                    data.push_str(v);
                }
            }
            Some((event?, serde_json::from_str(&data).unwrap()))
        })
        .collect()
}

/// Every chapter the built-in generator serves, in every (subject, level) it announces, is
/// listed by the curriculum routes and answers `POST /v1/exams` with a stream of valid questions
/// of that chapter.
#[tokio::test]
async fn every_served_chapter_is_listed_and_streams_an_exam() {
    use edugen::generate::{BuiltinGenerator, Generator};
    let t = TestApi::with_tier(edugen::domain::account::Tier::Integral).await;
    let capabilities = BuiltinGenerator::new().capabilities();
    let (mut pairs, mut served, mut requests) = (0, 0, 0);
    for cap in &capabilities {
        pairs += 1;
        let listed = chapters(&t, &cap.subject, &cap.level).await;
        requests += 1;
        for (i, chapter) in cap.chapters.iter().enumerate() {
            assert!(
                listed.contains(chapter),
                "{chapter} is served but not listed for {} {}",
                cap.subject,
                cap.level
            );
            if requests % 400 == 0 {
                // Stay under the tier's per-minute limit.
                t.clock.advance(chrono::Duration::seconds(61));
            }
            requests += 1;
            let res = t
                .post("/v1/exams")
                .header("accept", "text/event-stream")
                .json(serde_json::json!({
                    "subject": cap.subject,
                    "level": cap.level,
                    "topics": [chapter],
                    "questionCount": 3,
                    "seed": i as u64 + 7,
                }))
                .send()
                .await;
            assert_eq!(res.status, 200, "{chapter}: {:?}", res.bytes);
            let events = sse_events(std::str::from_utf8(&res.bytes).unwrap());
            let names: Vec<&str> = events.iter().map(|(e, _)| e.as_str()).collect();
            assert_eq!(
                names,
                ["started", "question", "question", "question", "done"],
                "{chapter}"
            );
            for (_, data) in events.iter().filter(|(e, _)| e == "question") {
                let node = &data["node"];
                assert_eq!(node["tags"]["chapter"], chapter.as_str(), "{chapter}");
                assert!(
                    !node["stem"].as_str().unwrap_or_default().trim().is_empty(),
                    "{chapter}: empty stem"
                );
                assert!(node["answer"].is_object(), "{chapter}: no answer");
            }
            served += 1;
        }
    }
    assert!(
        pairs >= 12 && served >= 100,
        "{pairs} pairs, {served} chapters"
    );
    eprintln!("{pairs} (subject, level) pairs, {served} chapters: every exam streamed");
}

/// The events of an exam streamed for `chapter` (13 questions: one of each template), or the
/// status of the refusal.
async fn exam_events(t: &TestApi, level: &str, chapter: &str) -> Result<Vec<(String, Value)>, u16> {
    let r = t
        .post("/v1/exams")
        .header("accept", "text/event-stream")
        .json(
            json!({"subject": "francais", "level": level, "topics": [chapter],
                     "questionCount": 13, "seed": 7, "quality": "high", "language": "en"}),
        )
        .send()
        .await;
    if r.status != 200 {
        return Err(r.status.as_u16());
    }
    assert_eq!(r.header("content-type"), "text/event-stream");
    Ok(sse_events(std::str::from_utf8(&r.bytes).unwrap()))
}

#[tokio::test]
async fn every_served_francais_chapter_streams_an_exam_of_valid_questions() {
    let t = TestApi::new().await;
    let mut served = 0;
    for level in LEVELS {
        for chapter in chapters(&t, "francais", level).await {
            let Ok(events) = exam_events(&t, level, &chapter).await else {
                continue;
            };
            served += 1;
            let names: Vec<&str> = events.iter().map(|e| e.0.as_str()).collect();
            assert_eq!(names.first(), Some(&"started"), "{chapter}: {names:?}");
            assert_eq!(names.last(), Some(&"done"), "{chapter}: {names:?}");
            let questions: Vec<&Value> = events
                .iter()
                .filter(|e| e.0 == "question")
                .map(|e| &e.1["node"])
                .collect();
            assert_eq!(questions.len(), 13, "{chapter}: {names:?}");
            let mut stems = std::collections::HashSet::new();
            for q in questions {
                assert_eq!(q["tags"]["chapter"], chapter.as_str());
                let stem = q["stem"].as_str().unwrap();
                assert!(
                    !stem.is_empty() && stems.insert(stem.to_owned()),
                    "{chapter}: {stem}"
                );
                assert!(q["visual"]["svg"].as_str().unwrap().starts_with("<svg"));
                assert!(!q["visual"]["alt"].as_str().unwrap().is_empty());
                assert!(!q["answer"].is_null(), "{chapter}: {q}");
            }
        }
    }
    // the grammar, spelling, vocabulary, conjugation, reported speech and reading chapters of
    // every level (54, the 6e's récits d'aventures read), and the 22 other literary themes of 6e
    // to 2de
    assert_eq!(served, 76);
}
