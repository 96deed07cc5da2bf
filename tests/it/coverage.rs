//! Coverage of français: every level from CP to Terminale lists its chapters, and an exam and
//! a game of each served chapter come out ready, with questions of that chapter.

use std::time::Duration;

use serde_json::{Value, json};

use crate::support::TestApi;

const LEVELS: [&str; 12] = [
    "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
];

async fn wait(t: &TestApi, path: &str) -> Value {
    for _ in 0..500 {
        let v = t.get(path).send().await.json();
        if v["status"] != "generating" {
            return v;
        }
        tokio::time::sleep(Duration::from_millis(10)).await;
    }
    panic!("{path} never finished");
}

#[tokio::test]
async fn every_francais_chapter_of_every_level_serves_exams_and_games() {
    let t = TestApi::new().await;
    let mut exams = 0;
    for level in LEVELS {
        let v = t
            .get(&format!(
                "/v1/curriculum/chapters?subject=francais&level={level}&limit=100"
            ))
            .send()
            .await
            .json();
        let chapters: Vec<String> = v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["id"].as_str().unwrap().to_owned())
            .collect();
        assert!(chapters.len() >= 3, "{level}: {chapters:?}");
        let langue: Vec<&String> = chapters
            .iter()
            .filter(|c| {
                [
                    "conjugaison",
                    "grammaire",
                    "accords",
                    "homophones",
                    "vocabulaire",
                    "lecture-et-comprehension",
                    "classes-de-mots",
                    "fonctions-dans-la-phrase",
                    "modes-et-temps",
                    "formation-des-mots",
                    "le-verbe",
                ]
                .iter()
                .any(|s| c.ends_with(&format!("-{level}-{s}")))
            })
            .collect();
        assert!(!langue.is_empty(), "{level}: {chapters:?}");
        for chapter in langue {
            let r = t
                .post("/v1/exams")
                .json(json!({
                    "subject": "francais", "level": level, "questionCount": 13,
                    "topics": [chapter], "seed": 3
                }))
                .send()
                .await;
            assert_eq!(
                r.status,
                202,
                "{chapter}: {}",
                String::from_utf8_lossy(&r.bytes)
            );
            let id = r.json()["id"].as_str().unwrap().to_owned();
            let v = wait(&t, &format!("/v1/exams/{id}")).await;
            assert_eq!(v["status"], "ready", "{chapter}: {v}");
            assert_eq!(v["nodeCount"], 13, "{chapter}");
            let questions: Vec<&Value> = v["sections"]
                .as_array()
                .unwrap()
                .iter()
                .flat_map(|s| s["questions"].as_array().unwrap())
                .collect();
            assert!(
                questions
                    .iter()
                    .all(|q| q["tags"]["chapter"] == chapter.as_str())
            );
            exams += 1;
        }
        let r = t
            .post("/v1/games")
            .json(json!({
                "subject": "francais", "level": level, "seed": 5,
                "modules": [{"type": "quiz", "options": {"questionCount": 4, "pointsPerItem": 5}}]
            }))
            .send()
            .await;
        assert_eq!(
            r.status,
            202,
            "{level}: {}",
            String::from_utf8_lossy(&r.bytes)
        );
        let id = r.json()["id"].as_str().unwrap().to_owned();
        let g = wait(&t, &format!("/v1/games/{id}")).await;
        assert_eq!(g["status"], "ready", "{level}: {g}");
    }
    assert_eq!(exams, 44);
}
