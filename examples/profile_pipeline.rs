//! `N` authenticated `GET /v1/curriculum/subjects` through `Api::handle` on memory storage, one
//! after another on one thread: the program to count the pipeline's instructions with
//! `valgrind --tool=callgrind` (repeatable whatever else the machine runs). Per request is the
//! slope between two runs, which removes the setup:
//!
//! ```text
//! cargo build --release --example profile_pipeline
//! N=10000 valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/profile_pipeline
//! N=30000 valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/examples/profile_pipeline
//! ```
use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::{Limits, Tier};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::{MemoryStorage, Storage};
use edugen::{Api, ClientAddr};
use std::sync::Arc;

fn main() {
    let n: usize = std::env::var("N")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20000);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let storage: Arc<dyn Storage> = Arc::new(MemoryStorage::new());
        let api = Api::builder().storage_arc(storage).build().unwrap();
        let mut account = NewAccount::new("bench", Tier::Enterprise);
        account.custom_limits = Some(Limits::new(u64::MAX / 4, u64::MAX / 4));
        let account = api.accounts().create(account).await.unwrap();
        let key = api
            .accounts()
            .create_key(
                &account.id,
                NewKey::new("bench", Environment::Test, Preset::Full),
            )
            .await
            .unwrap()
            .secret;
        let t = std::time::Instant::now();
        for _ in 0..n {
            let req = http::Request::get("/v1/curriculum/subjects")
                .header("authorization", format!("Bearer {key}"))
                .extension(ClientAddr([127, 0, 0, 1].into()))
                .body(Bytes::new())
                .unwrap();
            let res = api.handle(req).await;
            assert_eq!(res.status(), 200);
            std::hint::black_box(res.into_body().collect().await);
        }
        eprintln!(
            "{:.3} µs/request",
            t.elapsed().as_secs_f64() * 1e6 / n as f64
        );
    });
}
