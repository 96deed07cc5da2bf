//! The playable page of a game, in a real browser: headless Chromium plays a generated game to
//! the end through the page's own controls, with scripted right and wrong answers, and the score
//! it shows is the one the scoring model computes. Skipped (with a message) when Chromium is not
//! installed, except under `CI=true`, where it must run.

use std::path::{Path, PathBuf};
use std::process::Command;

use edugen::domain::game::Game;
use edugen::domain::game::scoring::{ModulePlay, game_result};
use serde_json::{Value, json};

use crate::support::TestApi;

/// The Chromium binary, or `None` (and the test is skipped) outside CI.
fn chromium() -> Option<PathBuf> {
    let names = ["chromium", "chromium-browser", "google-chrome"];
    let found = std::env::var_os("EDUGEN_CHROMIUM")
        .map(PathBuf::from)
        .or_else(|| {
            names.iter().find_map(|n| {
                let out = Command::new("which").arg(n).output().ok()?;
                out.status
                    .success()
                    .then(|| PathBuf::from(String::from_utf8_lossy(&out.stdout).trim()))
            })
        });
    if found.is_none() {
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "Chromium is required under CI (apt-get install chromium)"
        );
        eprintln!("skipped: Chromium is not installed (apt-get install chromium)");
    }
    found
}

async fn ready_game(t: &TestApi, body: Value) -> Value {
    let r = t.post("/v1/games").json(body).send().await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    let id = r.json()["id"].as_str().unwrap().to_owned();
    for _ in 0..500 {
        let v = t.get(&format!("/v1/games/{id}")).send().await.json();
        if v["status"] != "generating" {
            assert_eq!(v["status"], "ready");
            return v;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    panic!("never ready");
}

/// The page of `game`, written to a file of its own.
async fn page_file(t: &TestApi, game: &Value, name: &str) -> PathBuf {
    let r = t
        .get(&format!("/v1/games/{}", game["id"].as_str().unwrap()))
        .header("accept", "text/html")
        .send()
        .await;
    assert_eq!(r.status, 200);
    let path = std::env::temp_dir().join(format!("edugen-{}-{name}.html", std::process::id()));
    std::fs::write(&path, &r.bytes).unwrap();
    path
}

/// The DOM after the page ran with `fragment`, as headless Chromium dumps it.
fn dump(chromium: &Path, file: &Path, fragment: &str) -> String {
    let name = file.file_stem().unwrap().to_string_lossy();
    let profile = std::env::temp_dir().join(format!("{name}-profile"));
    let out = Command::new(chromium)
        .args([
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            "--disable-extensions",
            &format!("--user-data-dir={}", profile.display()),
            "--virtual-time-budget=120000",
            "--dump-dom",
        ])
        .arg(format!("file://{}#{fragment}", file.display()))
        .output()
        .expect("chromium runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let _ = std::fs::remove_dir_all(&profile);
    String::from_utf8(out.stdout).unwrap()
}

/// The value of `attr` on the element that has `marker` in its opening tag.
fn attr(dom: &str, marker: &str, attr: &str) -> String {
    let at = dom
        .find(marker)
        .unwrap_or_else(|| panic!("no {marker} in the page"));
    let start = dom[..=at].rfind('<').unwrap();
    let tag = &dom[start..start + dom[start..].find('>').unwrap()];
    let key = format!("{attr}=\"");
    let from = tag
        .find(&key)
        .unwrap_or_else(|| panic!("no {attr} in {tag}"))
        + key.len();
    tag[from..from + tag[from..].find('"').unwrap()].to_owned()
}

/// Each module's play as the result screen shows it.
fn plays(dom: &str, modules: usize) -> Vec<ModulePlay> {
    (0..modules)
        .map(|i| {
            let marker = format!("<li data-module=\"{i}\"");
            ModulePlay {
                right: attr(dom, &marker, "data-right").parse().unwrap(),
                mistakes: attr(dom, &marker, "data-mistakes").parse().unwrap(),
                seconds_left: 0,
            }
        })
        .collect()
}

fn every_module() -> Value {
    let modules: Vec<Value> = [
        json!({"type": "quiz", "options": {"questionCount": 4}}),
        json!({"type": "true_false_race", "options": {"statementCount": 6}}),
        json!({"type": "flashcards", "options": {"cardCount": 4}}),
        json!({"type": "memory", "options": {"pairCount": 4, "pairs": "fraction_decimal"}}),
        json!({"type": "matching", "options": {"pairCount": 4}}),
        json!({"type": "ordering", "options": {"itemCount": 5}}),
        json!({"type": "fill_blanks", "options": {"blankCount": 4}}),
        json!({"type": "categorize", "options": {"itemCount": 6}}),
        json!({"type": "crossword", "options": {"wordCount": 5}}),
        json!({"type": "word_search", "options": {"wordCount": 5}}),
    ]
    .into();
    json!({"subject": "mathematiques", "level": "4e", "seed": 21, "modules": modules})
}

/// One letter per item: R right, W wrong (memory: one mismatch before the pair is found; the
/// last pair is always found first time, since no other pair is left to mismatch with).
const PLAN: [&str; 10] = [
    "RWRR", "RRWRRW", "RWRR", "RWRR", "RRWR", "RWWRR", "RWRR", "RRRWRR", "RRWRR", "RRRWR",
];

#[tokio::test]
async fn a_game_is_played_to_the_end_in_chromium_and_scored_as_the_model_says() {
    let Some(chromium) = chromium() else {
        return;
    };
    let t = TestApi::new().await;
    let game = ready_game(&t, every_module()).await;
    let file = page_file(&t, &game, "all").await;
    let dom = dump(&chromium, &file, &format!("autoplay={}", PLAN.join(".")));
    let got = plays(&dom, 10);
    // The page judged each scripted answer as scripted.
    for (i, (p, plan)) in got.iter().zip(PLAN).enumerate() {
        let wrong = plan.matches('W').count() as u32;
        let items = plan.len() as u32;
        assert_eq!(
            p.mistakes, wrong,
            "module {i} ({})",
            game["modules"][i]["type"]
        );
        let right = if game["modules"][i]["type"] == "memory" {
            items
        } else {
            items - wrong
        };
        assert_eq!(
            p.right, right,
            "module {i} ({})",
            game["modules"][i]["type"]
        );
    }
    // And its score is the model's.
    let model: Game = serde_json::from_value(game.clone()).unwrap();
    let expected = game_result(&model, &got);
    assert_eq!(
        attr(&dom, "id=\"total\"", "data-total"),
        expected.total.to_string()
    );
    assert_eq!(
        attr(&dom, "id=\"total\"", "data-max"),
        expected.max.to_string()
    );
    assert_eq!(
        attr(&dom, "id=\"total\"", "data-passed"),
        expected.passed.to_string()
    );
    for (i, m) in expected.modules.iter().enumerate() {
        let marker = format!("<li data-module=\"{i}\"");
        assert_eq!(attr(&dom, &marker, "data-points"), m.points.to_string());
    }
    // Memory: 4 pairs found with 1 mismatch, within the free allowance: full marks.
    assert_eq!(expected.modules[3].points, 40);
    assert!(dom.contains("<html lang=\"fr\">"));
    let _ = std::fs::remove_file(file);
}

#[tokio::test]
async fn when_the_lives_run_out_the_game_ends_and_the_rest_scores_zero() {
    let Some(chromium) = chromium() else {
        return;
    };
    let t = TestApi::new().await;
    let game = ready_game(
        &t,
        json!({"subject": "mathematiques", "level": "5e", "seed": 4, "language": "en",
               "scoring": {"lives": 2, "passMark": 60},
               "modules": [{"type": "categorize", "options": {"itemCount": 4}},
                           {"type": "ordering", "options": {"itemCount": 4}},
                           {"type": "flashcards", "options": {"cardCount": 3}}]}),
    )
    .await;
    let file = page_file(&t, &game, "lives").await;
    let dom = dump(&chromium, &file, "autoplay=RWRR.RRWW.RRR");
    assert!(dom.contains("No lives left! The game is over."), "{dom}");
    let got = plays(&dom, 3);
    assert_eq!(got[2], ModulePlay::default());
    let model: Game = serde_json::from_value(game.clone()).unwrap();
    let expected = game_result(&model, &got[..2]);
    assert_eq!(expected.lives_left, Some(0));
    assert_eq!(expected.total, 30 + 20);
    assert_eq!(attr(&dom, "id=\"total\"", "data-total"), "50");
    assert_eq!(attr(&dom, "id=\"total\"", "data-passed"), "false");
    assert!(dom.contains("<html lang=\"en\">"));
    let _ = std::fs::remove_file(file);
}

#[tokio::test]
async fn the_page_is_self_contained_html_in_the_games_language() {
    let t = TestApi::new().await;
    let game = ready_game(&t, every_module()).await;
    let r = t
        .get(&format!("/v1/games/{}", game["id"].as_str().unwrap()))
        .header("accept", "text/html")
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("content-type"), "text/html; charset=utf-8");
    let html = String::from_utf8(r.bytes.to_vec()).unwrap();
    assert!(html.starts_with("<!doctype html>\n<html lang=\"fr\">"));
    // No network: no external URL is loaded, and the policy forbids any.
    for needle in ["src=\"http", "href=\"http", "url(http", "@import", "<link"] {
        assert!(!html.contains(needle), "{needle}");
    }
    assert!(html.contains("default-src 'none'"));
    assert!(html.contains(&format!(
        "<title>{}</title>",
        game["title"].as_str().unwrap()
    )));
    // JSON unless HTML is asked for by name.
    let r = t
        .get(&format!("/v1/games/{}", game["id"].as_str().unwrap()))
        .header("accept", "*/*")
        .send()
        .await;
    assert_eq!(r.header("content-type"), "application/json");
}
