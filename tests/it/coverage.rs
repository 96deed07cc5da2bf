//! Coverage of the curriculum: français lists its chapters at every level from CP to
//! Terminale, anglais from CM1 to Terminale; the SVT chapters served make exams.

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

/// The SVT chapters served from their fact banks.
const SVT_SERVED: [(&str, &str); 3] = [
    ("6e", "svt-6e-classer-les-etres-vivants"),
    ("6e", "svt-6e-la-cellule"),
    ("6e", "svt-6e-origine-de-la-matiere"),
];

/// Every served SVT chapter makes a 50-question exam, in French and in English.
#[tokio::test]
async fn every_served_svt_chapter_makes_a_50_question_exam() {
    let t = TestApi::new().await;
    for (level, chapter) in SVT_SERVED {
        assert!(
            chapters(&t, "svt", level)
                .await
                .iter()
                .any(|c| c == chapter)
        );
        for language in ["fr", "en"] {
            let r = t
                .post("/v1/exams")
                .json(serde_json::json!({
                    "subject": "svt",
                    "level": level,
                    "topics": [chapter],
                    "questionCount": 50,
                    "language": language,
                }))
                .send()
                .await;
            assert_eq!(r.status, 202, "{chapter} ({language})");
            let exam = r.json()["id"].as_str().unwrap().to_owned();
            let mut v = serde_json::Value::Null;
            for _ in 0..1000 {
                v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
                if v["status"] != "generating" {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
            }
            assert_eq!(v["status"], "ready", "{chapter} ({language}): {v}");
            assert_eq!(v["nodeCount"], 50, "{chapter} ({language})");
        }
    }
}
