//! Per-tier quotas: exact per-minute and per-day windows, headers, 429 with Retry-After.

use edugen::domain::account::{Limits, Tier};
use http::Method;

use crate::support::TestApi;

#[tokio::test]
async fn discovery_allows_exactly_60_a_minute_then_429() {
    let t = TestApi::with_tier(Tier::Discovery).await; // clock at 00:00:10
    for i in 1..=60u64 {
        let r = t.get("/v1/curriculum/levels").send().await;
        assert_eq!(r.status, 200, "request {i}");
        assert_eq!(r.header("x-ratelimit-limit"), "60");
        assert_eq!(r.header("x-ratelimit-remaining"), (60 - i).to_string());
        // 2026-01-01T00:01:00Z
        assert_eq!(r.header("x-ratelimit-reset"), "1767225660");
    }
    let r = t.get("/v1/curriculum/levels").send().await;
    r.assert_problem(429, "rate_limited");
    assert_eq!(r.header("retry-after"), "50");
    assert_eq!(r.header("x-ratelimit-remaining"), "0");
    assert_eq!(r.header("x-ratelimit-reset"), "1767225660");
    // Refused requests do not count; the next minute has room again.
    t.clock.advance(chrono::Duration::seconds(50));
    let r = t.get("/v1/curriculum/levels").send().await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("x-ratelimit-remaining"), "59");
}

#[tokio::test]
async fn the_daily_quota_binds_when_it_is_lower_and_resets_at_midnight_utc() {
    let t = TestApi::with_tier(Tier::Discovery).await;
    // 1,000 a day at 60 a minute: spend the day in 17 minutes.
    let mut served = 0;
    for _minute in 0..17 {
        for _ in 0..60 {
            if served == 1000 {
                break;
            }
            let r = t.get("/v1/curriculum/levels").send().await;
            assert_eq!(r.status, 200);
            served += 1;
        }
        t.clock.advance(chrono::Duration::minutes(1));
    }
    assert_eq!(served, 1000);
    let r = t.get("/v1/curriculum/levels").send().await;
    r.assert_problem(429, "rate_limited");
    // Clock is 00:17:10; the day resets at 2026-01-02T00:00:00Z = 1767312000.
    assert_eq!(r.header("x-ratelimit-reset"), "1767312000");
    assert_eq!(r.header("retry-after"), (86_400 - 17 * 60 - 10).to_string());
    t.clock
        .advance(chrono::Duration::seconds(86_400 - 17 * 60 - 10));
    let r = t.get("/v1/curriculum/levels").send().await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn remaining_is_the_smaller_of_minute_and_day() {
    let t = TestApi::with_tier(Tier::Discovery).await;
    for _ in 0..16 {
        for _ in 0..60 {
            t.get("/v1/curriculum/levels").send().await;
        }
        t.clock.advance(chrono::Duration::minutes(1));
    }
    // 960 used today, a fresh minute: 60 left this minute, 40 today.
    let r = t.get("/v1/curriculum/levels").send().await;
    assert_eq!(r.header("x-ratelimit-remaining"), "39");
    assert_eq!(r.header("x-ratelimit-reset"), "1767312000");
}

#[tokio::test]
async fn tiers_have_their_limits_and_enterprise_its_own() {
    for (tier, limit) in [
        (Tier::Discovery, "60"),
        (Tier::Essentiel, "600"),
        (Tier::Integral, "1800"),
    ] {
        let t = TestApi::with_tier(tier).await;
        let r = t.get("/v1/curriculum/levels").send().await;
        assert_eq!(r.header("x-ratelimit-limit"), limit);
    }
    let t = TestApi::new().await;
    let mut new = edugen::services::accounts::NewAccount::new("Académie", Tier::Enterprise);
    new.custom_limits = Some(Limits::new(5, 10_000));
    let acc = t.api.accounts().create(new).await.unwrap();
    let key = t
        .api
        .accounts()
        .create_key(
            &acc.id,
            edugen::services::accounts::NewKey::new(
                "e",
                edugen::auth::Environment::Live,
                edugen::auth::Preset::Full,
            ),
        )
        .await
        .unwrap()
        .secret;
    for _ in 0..5 {
        let r = t.get("/v1/curriculum/levels").key(&key).send().await;
        assert_eq!(r.status, 200);
        assert_eq!(r.header("x-ratelimit-limit"), "5");
    }
    t.get("/v1/curriculum/levels")
        .key(&key)
        .send()
        .await
        .assert_problem(429, "rate_limited");
    // Other accounts are not affected.
    assert_eq!(t.get("/v1/curriculum/levels").send().await.status, 200);
}

#[tokio::test]
async fn anonymous_requests_are_limited_per_client_address() {
    let t = TestApi::new().await;
    for _ in 0..60 {
        let r = t
            .anonymous(Method::GET, "/v1/openapi.json")
            .client_ip("192.0.2.1")
            .send()
            .await;
        assert_eq!(r.status, 200);
    }
    let r = t
        .anonymous(Method::GET, "/v1/openapi.json")
        .client_ip("192.0.2.1")
        .send()
        .await;
    r.assert_problem(429, "rate_limited");
    // Key guessing from that address is throttled too, before the key is even looked at.
    let r = t
        .get("/v1/curriculum/levels")
        .no_key()
        .header(
            "authorization",
            "Bearer eg_test_0123456789abcdefghijABCDEFGHIJ01",
        )
        .client_ip("192.0.2.1")
        .send()
        .await;
    r.assert_problem(429, "rate_limited");
    // Another address is not affected.
    let r = t
        .anonymous(Method::GET, "/v1/openapi.json")
        .client_ip("192.0.2.2")
        .send()
        .await;
    assert_eq!(r.status, 200);
}

#[tokio::test]
async fn concurrent_requests_never_exceed_the_limit() {
    let t = std::sync::Arc::new(TestApi::with_tier(Tier::Discovery).await);
    let mut tasks = Vec::new();
    for _ in 0..150 {
        let t = t.clone();
        tasks.push(tokio::spawn(async move {
            t.get("/v1/curriculum/levels").send().await.status.as_u16()
        }));
    }
    let mut ok = 0;
    let mut limited = 0;
    for task in tasks {
        match task.await.unwrap() {
            200 => ok += 1,
            429 => limited += 1,
            s => panic!("status {s}"),
        }
    }
    assert_eq!((ok, limited), (60, 90));
}
