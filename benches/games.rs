//! Time to generate a game, end to end through `Api::handle` on memory storage: the request is
//! checked, the game stored, and the generation stream read to `done`.
//!
//! `cargo bench --bench games` prints the median and p99 of 200 runs of a 6-module game (quiz,
//! memory, crossword, word search, fill in the blanks, categorize), and, as a baseline measured
//! in the same run, the same request for a game of one flashcards module.
//!
//! Target: a 6-module game in under 20 ms.

use std::time::{Duration, Instant};

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::Tier;
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::MemoryStorage;
use edugen::{Api, ClientAddr};
use serde_json::{Value, json};

async fn run(api: &Api, key: &str, body: &Value) -> Duration {
    let req = http::Request::builder()
        .method("POST")
        .uri("/v1/games")
        .header("authorization", format!("Bearer {key}"))
        .header("content-type", "application/json")
        .header("accept", "text/event-stream")
        .extension(ClientAddr("203.0.113.7".parse().expect("an address")))
        .body(Bytes::from(body.to_string()))
        .expect("a request");
    let start = Instant::now();
    let res = api.handle(req).await;
    assert_eq!(res.status(), 200);
    let bytes = res.into_body().collect().await;
    let elapsed = start.elapsed();
    assert!(
        bytes.windows(11).any(|w| w == b"event: done"),
        "{}",
        String::from_utf8_lossy(&bytes)
    );
    elapsed
}

async fn measure(api: &Api, key: &str, modules: Value, runs: u64) -> (Duration, Duration) {
    let mut times = Vec::new();
    for seed in 0..runs {
        let body =
            json!({"subject": "mathematiques", "level": "4e", "seed": seed, "modules": modules});
        times.push(run(api, key, &body).await);
    }
    times.sort();
    (times[times.len() / 2], times[times.len() * 99 / 100])
}

fn main() {
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    rt.block_on(async {
        let api = Api::builder()
            .storage(MemoryStorage::new())
            .build()
            .expect("an api");
        // 1,800 requests a minute: room for the 410 requests of the run.
        let account = NewAccount::new("bench", Tier::Integral);
        let account = api.accounts().create(account).await.expect("an account");
        let key = api
            .accounts()
            .create_key(
                &account.id,
                NewKey::new("b", Environment::Test, Preset::Full),
            )
            .await
            .expect("a key")
            .secret;
        let six = json!([
            {"type": "quiz"}, {"type": "memory"}, {"type": "crossword"},
            {"type": "word_search"}, {"type": "fill_blanks"}, {"type": "categorize"}
        ]);
        let one = json!([{"type": "flashcards"}]);
        // warm-up
        measure(&api, &key, six.clone(), 5).await;
        let (base_median, base_p99) = measure(&api, &key, one, 200).await;
        let (median, p99) = measure(&api, &key, six, 200).await;
        println!("games: a 6-module game, POST /v1/games to `done` (200 runs, memory storage)");
        println!(
            "  6 modules:            median {:>8.2} ms   p99 {:>8.2} ms   (target < 20 ms)",
            median.as_secs_f64() * 1e3,
            p99.as_secs_f64() * 1e3
        );
        println!(
            "  baseline, 1 flashcard module: median {:>8.2} ms   p99 {:>8.2} ms   ratio {:.1}×",
            base_median.as_secs_f64() * 1e3,
            base_p99.as_secs_f64() * 1e3,
            median.as_secs_f64() / base_median.as_secs_f64()
        );
    });
}
