//! The ten curriculum routes on the shipped dataset.

use edugen::auth::Preset;
use serde_json::Value;

use crate::support::TestApi;

fn ids(v: &Value) -> Vec<String> {
    v["data"]
        .as_array()
        .unwrap()
        .iter()
        .map(|x| x["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn levels_run_from_ps_to_terminale_in_order() {
    let t = TestApi::new().await;
    let v = t.get("/v1/curriculum/levels?limit=100").send().await.json();
    assert_eq!(
        ids(&v),
        [
            "ps", "ms", "gs", "cp", "ce1", "ce2", "cm1", "cm2", "6e", "5e", "4e", "3e", "2de",
            "1re", "tle"
        ]
    );
    assert_eq!(v["next_cursor"], Value::Null);
    let cycle4 = t
        .get("/v1/curriculum/levels?cycle=cycle4")
        .send()
        .await
        .json();
    assert_eq!(ids(&cycle4), ["5e", "4e", "3e"]);
    let level = t.get("/v1/curriculum/levels/6e").send().await.json();
    assert_eq!(level["name"], "Sixième");
    assert_eq!(level["cycle"], "cycle3");
    assert!(
        level["subjectIds"]
            .as_array()
            .unwrap()
            .iter()
            .any(|s| s == "mathematiques")
    );
    t.get("/v1/curriculum/levels/7e")
        .send()
        .await
        .assert_problem(404, "not_found");
}

#[tokio::test]
async fn subjects_filter_by_level_and_show_sequences() {
    let t = TestApi::new().await;
    let v = t
        .get("/v1/curriculum/subjects?level=4e&limit=100")
        .send()
        .await
        .json();
    let subjects = ids(&v);
    for s in [
        "mathematiques",
        "physique-chimie",
        "svt",
        "francais",
        "histoire-geographie",
    ] {
        assert!(subjects.contains(&s.to_owned()), "{s} at 4e");
    }
    let math = t
        .get("/v1/curriculum/subjects/mathematiques")
        .send()
        .await
        .json();
    assert_eq!(math["name"], "Mathématiques");
    assert!(math["sequences"].as_array().unwrap().len() >= 5);
    let r = t.get("/v1/curriculum/subjects?level=13e").send().await;
    let p = r.assert_problem(400, "validation_error");
    assert_eq!(p["details"][0]["field"], "level");
    assert_eq!(p["details"][0]["message"], "unknown level `13e`");
}

#[tokio::test]
async fn chapters_filter_by_subject_level_and_sequence() {
    let t = TestApi::new().await;
    let v = t
        .get("/v1/curriculum/chapters?subject=mathematiques&level=4e&limit=100")
        .send()
        .await
        .json();
    let chapters = v["data"].as_array().unwrap();
    assert!(chapters.len() >= 4);
    assert!(
        chapters
            .iter()
            .all(|c| c["subjectId"] == "mathematiques" && c["levelId"] == "4e")
    );
    assert!(ids(&v).contains(&"mathematiques-4e-theoreme-de-pythagore".to_owned()));
    let seq = chapters[0]["sequenceId"].as_str().unwrap().to_owned();
    let by_seq = t
        .get(&format!("/v1/curriculum/chapters?sequence={seq}&limit=100"))
        .send()
        .await
        .json();
    assert!(
        by_seq["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|c| c["sequenceId"] == seq.as_str())
    );
    let seqs = t
        .get("/v1/curriculum/sequences?subject=physique-chimie&level=3e")
        .send()
        .await
        .json();
    assert!(!seqs["data"].as_array().unwrap().is_empty());
    let ch = t
        .get("/v1/curriculum/chapters/mathematiques-4e-theoreme-de-pythagore")
        .send()
        .await
        .json();
    assert_eq!(ch["levelId"], "4e");
    assert!(ch["title"].as_str().unwrap().contains("Pythagore"));
    t.get("/v1/curriculum/chapters/nope")
        .send()
        .await
        .assert_problem(404, "not_found");
}

#[tokio::test]
async fn chapters_page_through_every_item_once() {
    let t = TestApi::new().await;
    let all = t
        .get("/v1/curriculum/chapters?limit=100")
        .send()
        .await
        .json();
    let mut seen = Vec::new();
    let mut cursor: Option<String> = None;
    loop {
        let path = match &cursor {
            Some(c) => format!("/v1/curriculum/chapters?limit=7&cursor={c}"),
            None => "/v1/curriculum/chapters?limit=7".to_owned(),
        };
        let page = t.get(&path).send().await.json();
        seen.extend(ids(&page));
        match page["next_cursor"].as_str() {
            Some(c) => cursor = Some(c.to_owned()),
            None => break,
        }
    }
    assert!(seen.len() > 100);
    assert_eq!(&seen[..100], ids(&all).as_slice());
    let unique: std::collections::BTreeSet<_> = seen.iter().collect();
    assert_eq!(unique.len(), seen.len());
    // A cursor of another list is refused.
    let c = all["next_cursor"].as_str().unwrap();
    let r = t
        .get(&format!("/v1/curriculum/sequences?cursor={c}"))
        .send()
        .await;
    assert_eq!(r.invalid_field(), "cursor");
}

#[tokio::test]
async fn competencies_and_bloom() {
    let t = TestApi::new().await;
    let v = t
        .get("/v1/curriculum/competencies?limit=100")
        .send()
        .await
        .json();
    let got = ids(&v);
    for id in ["D1.1", "D1.2", "D1.3", "D1.4", "D2", "D3", "D4", "D5"] {
        assert!(got.contains(&id.to_owned()), "{id}");
    }
    let bloom = t.get("/v1/curriculum/bloom").send().await.json();
    let names: Vec<_> = bloom["levels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["nameFr"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        [
            "Se souvenir",
            "Comprendre",
            "Appliquer",
            "Analyser",
            "Évaluer",
            "Créer"
        ]
    );
    assert_eq!(bloom["knowledgeDimensions"].as_array().unwrap().len(), 4);
    assert!(bloom["levels"][2]["verbsEn"].as_array().unwrap().len() >= 8);
}

#[tokio::test]
async fn search_ignores_accents_and_case_and_ranks() {
    let t = TestApi::new().await;
    let a = t
        .get("/v1/curriculum/search?q=TH%C3%88ORÈME%20de%20pythagore")
        .send()
        .await;
    assert_eq!(a.status, 200);
    let first = &a.json()["data"][0];
    assert_eq!(first["id"], "mathematiques-4e-theoreme-de-pythagore");
    assert_eq!(first["kind"], "chapter");
    let b = t.get("/v1/curriculum/search?q=thales").send().await.json();
    let c = t
        .get("/v1/curriculum/search?q=THAL%C3%88S")
        .send()
        .await
        .json();
    assert_eq!(b, c);
    assert!(!b["data"].as_array().unwrap().is_empty());
    for bad in ["/v1/curriculum/search", "/v1/curriculum/search?q=%20%20"] {
        assert_eq!(t.get(bad).send().await.invalid_field(), "q");
    }
}

#[tokio::test]
async fn curriculum_needs_the_curriculum_read_scope() {
    let t = TestApi::new().await;
    let r = t
        .post("/v1/api-keys")
        .json(serde_json::json!({"name": "hooks only", "scopes": ["webhooks:read"]}))
        .send()
        .await;
    let key = r.json()["secret"].as_str().unwrap().to_owned();
    t.get("/v1/curriculum/subjects")
        .key(&key)
        .send()
        .await
        .assert_problem(403, "forbidden_scope");
    let viewer = t.key_with(Preset::Viewer).await;
    assert_eq!(
        t.get("/v1/curriculum/subjects")
            .key(&viewer)
            .send()
            .await
            .status,
        200
    );
}
