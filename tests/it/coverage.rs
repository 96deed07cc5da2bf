//! Coverage of the curriculum: français lists its chapters at every level from CP to
//! Terminale, anglais from CM1 to Terminale; physique-chimie is served from 6e to Terminale.

const LEVELS: [&str; 12] = [
    "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de", "1re", "tle",
];

use std::time::Duration;

use serde_json::json;

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

/// The physique-chimie chapters served in 1re and Terminale (spécialité).
const PHYSIQUE_LYCEE: [&str; 12] = [
    "physique-chimie-1re-quantite-de-matiere-et-concentration",
    "physique-chimie-1re-dosage-par-titrage",
    "physique-chimie-1re-travail-et-energie-mecanique",
    "physique-chimie-1re-ondes-mecaniques-periodiques",
    "physique-chimie-1re-lentilles-minces-convergentes",
    "physique-chimie-tle-acides-bases-et-ph",
    "physique-chimie-tle-decroissance-radioactive",
    "physique-chimie-tle-deuxieme-loi-de-newton",
    "physique-chimie-tle-mouvement-dans-un-champ-de-pesanteur",
    "physique-chimie-tle-condensateur-et-circuit-rc",
    "physique-chimie-tle-gaz-parfait-et-transferts-thermiques",
    "physique-chimie-tle-diffraction-interferences-et-effet-doppler",
];

#[tokio::test]
async fn physique_chimie_serves_exams_of_every_lycee_chapter() {
    let t = TestApi::new().await;
    let listed = [
        chapters(&t, "physique-chimie", "1re").await,
        chapters(&t, "physique-chimie", "tle").await,
    ]
    .concat();
    for chapter in PHYSIQUE_LYCEE {
        assert!(listed.iter().any(|c| c == chapter), "{chapter} not listed");
        let level = if chapter.contains("-1re-") {
            "1re"
        } else {
            "tle"
        };
        let r = t
            .post("/v1/exams")
            .json(
                json!({"subject": "physique-chimie", "level": level, "questionCount": 12,
                         "seed": 5, "topics": [chapter]}),
            )
            .send()
            .await;
        assert_eq!(r.status, 202, "{chapter}: {}", r.json());
        let exam = r.json()["id"].as_str().unwrap().to_owned();
        let mut v = serde_json::Value::Null;
        for _ in 0..300 {
            v = t.get(&format!("/v1/exams/{exam}")).send().await.json();
            if v["status"] != "generating" {
                break;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
        assert_eq!(v["status"], "ready", "{chapter}: {v}");
        assert_eq!(v["nodeCount"], 12, "{chapter}");
        for s in v["sections"].as_array().unwrap() {
            for q in s["questions"].as_array().unwrap() {
                assert_eq!(q["tags"]["chapter"], chapter);
                assert!(!q["stem"].as_str().unwrap().is_empty());
                assert!(q["visual"]["svg"].as_str().unwrap().starts_with("<svg"));
            }
        }
    }
}
