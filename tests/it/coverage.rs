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
