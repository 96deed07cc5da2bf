//! Coverage of the curriculum: français lists its chapters at every level from CP to
//! Terminale, anglais from CM1 to Terminale.

const LEVELS: [&str; 12] = [
    "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
];

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

/// Waits for a 202-mode exam to finish generating.
async fn ready_exam(t: &TestApi, exam: &str) -> serde_json::Value {
    for _ in 0..500 {
        let v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
        if v["status"] != "generating" {
            return v;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("exam {exam} never finished");
}

#[tokio::test]
async fn every_anglais_chapter_generates_an_exam_of_french_instructions() {
    let t = TestApi::new().await;
    let mut served = 0;
    for level in &LEVELS[3..] {
        for chapter in chapters(&t, "langues-vivantes", level).await {
            let r = t
                .post("/v1/exams")
                .json(serde_json::json!({
                    "subject": "langues-vivantes",
                    "level": level,
                    "questionCount": 8,
                    "topics": [chapter],
                    "seed": 3,
                }))
                .send()
                .await;
            assert_eq!(r.status, 202, "{chapter}: {:?}", r.json());
            let exam = r.json()["id"].as_str().unwrap().to_owned();
            let v = ready_exam(&t, &exam).await;
            assert_eq!(v["status"], "ready", "{chapter}");
            assert_eq!(v["nodeCount"], 8, "{chapter}");
            let questions: Vec<&serde_json::Value> = v["sections"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|s| s["questions"].as_array().unwrap())
                .collect();
            assert_eq!(questions.len(), 8, "{chapter}");
            for q in questions {
                let stem = q["stem"].as_str().unwrap();
                assert!(!stem.is_empty(), "{chapter}");
                assert_eq!(q["tags"]["chapter"], chapter.as_str());
                assert!(
                    !q["visual"]["alt"].as_str().unwrap().is_empty(),
                    "{chapter}"
                );
            }
            served += 1;
        }
    }
    assert_eq!(served, 36);
}
