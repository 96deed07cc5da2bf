//! Marketplace purchases per second on SQLite (a file database), through `Api::handle`: each
//! purchase captures the payment (the test provider), records the purchase, its ledger entry
//! and the creator's balance in one batch, and stages `marketplace.purchase.completed`. The
//! baseline, from the same run: reading the product through the same pipeline.
//!
//! Run with `cargo bench --bench marketplace --features sqlite`.

use std::sync::Arc;
use std::time::{Duration, Instant};

use bytes::Bytes;
use edugen::auth::{Environment, Preset};
use edugen::domain::account::{Limits, Tier};
use edugen::services::accounts::{NewAccount, NewKey};
use edugen::storage::{SqliteStorage, Storage};
use edugen::{Api, ClientAddr};
use serde_json::{Value, json};

fn request(method: &str, path: &str, key: &str, body: Option<Value>) -> http::Request<Bytes> {
    let mut b = http::Request::builder()
        .method(method)
        .uri(path)
        .header("authorization", format!("Bearer {key}"))
        .extension(ClientAddr([127, 0, 0, 1].into()));
    if body.is_some() {
        b = b.header("content-type", "application/json");
    }
    let bytes = body
        .map(|v| serde_json::to_vec(&v).unwrap())
        .unwrap_or_default();
    b.body(Bytes::from(bytes)).unwrap()
}

async fn call(api: &Api, req: http::Request<Bytes>) -> (u16, Value) {
    let res = api.handle(req).await;
    let status = res.status().as_u16();
    let body = res.into_body().collect().await;
    (status, serde_json::from_slice(&body).unwrap_or(Value::Null))
}

/// Calls per second of `f` run by `tasks` concurrent tasks for `budget`.
async fn rate<F, Fut>(budget: Duration, tasks: usize, f: F) -> f64
where
    F: Fn() -> Fut + Clone + Send + 'static,
    Fut: std::future::Future<Output = ()> + Send,
{
    let start = Instant::now();
    let handles: Vec<_> = (0..tasks)
        .map(|_| {
            let f = f.clone();
            tokio::spawn(async move {
                let mut n = 0u64;
                while start.elapsed() < budget {
                    f().await;
                    n += 1;
                }
                n
            })
        })
        .collect();
    let mut total = 0;
    for h in handles {
        total += h.await.unwrap();
    }
    total as f64 / start.elapsed().as_secs_f64()
}

fn main() {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap();
    rt.block_on(async {
        let dir = std::env::temp_dir().join(format!("edugen-market-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let db = dir.join("bench.db");
        let storage: Arc<dyn Storage> =
            Arc::new(SqliteStorage::connect(db.to_str().unwrap()).await.unwrap());
        let api = Arc::new(Api::builder().storage_arc(storage).build().unwrap());
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
        let body = json!({"subject": "mathematiques", "level": "4e", "questionCount": 3});
        let (_, exam) = call(&api, request("POST", "/v1/exams", &key, Some(body))).await;
        let body = json!({"kind": "exam", "resourceId": exam["id"], "title": "Brevet",
            "creator": {"id": "teacher-1", "name": "Mme Curie"},
            "price": {"amount": 1490, "currency": "EUR"}});
        let (s, product) = call(
            &api,
            request("POST", "/v1/marketplace/products", &key, Some(body)),
        )
        .await;
        assert_eq!(s, 201);
        let pid = product["id"].as_str().unwrap().to_owned();
        let path = format!("/v1/marketplace/products/{pid}");
        let (s, _) = call(
            &api,
            request("PATCH", &path, &key, Some(json!({"status": "published"}))),
        )
        .await;
        assert_eq!(s, 200);
        let budget = Duration::from_secs(3);
        // One buyer at a time: purchases of one creator serialize on the creator's balance.
        for tasks in [1] {
            let (a, k, p) = (api.clone(), key.clone(), path.clone());
            let reads = rate(budget, tasks, move || {
                let (a, k, p) = (a.clone(), k.clone(), p.clone());
                async move {
                    assert_eq!(call(&a, request("GET", &p, &k, None)).await.0, 200);
                }
            })
            .await;
            let (a, k, id) = (api.clone(), key.clone(), pid.clone());
            let buys = rate(budget, tasks, move || {
                let (a, k, id) = (a.clone(), k.clone(), id.clone());
                async move {
                    let body =
                        json!({"productId": id, "buyer": {"id": "school-9", "name": "Lycée"}});
                    let (s, v) = call(
                        &a,
                        request("POST", "/v1/marketplace/purchases", &k, Some(body)),
                    )
                    .await;
                    assert_eq!(s, 201, "{v}");
                }
            })
            .await;
            println!(
                "SQLite, {tasks} task(s): {buys:.0} purchases/s; baseline GET product {reads:.0}/s \
                 (a purchase costs {:.1} reads)",
                reads / buys
            );
        }
        let _ = std::fs::remove_dir_all(&dir);
    });
}
