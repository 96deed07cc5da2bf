//! The marketplace end to end: products (filters, pagination, If-Match), purchases with exact
//! commissions, idempotent and concurrent purchases, refunds with reversals, enrollments within
//! seats, payouts net of refunds, settings and events; other accounts' resources are 404.

use edugen::storage::ListQuery;
use serde_json::{Value, json};

use crate::support::TestApi;

async fn exam(t: &TestApi) -> String {
    let r = t
        .post("/v1/exams")
        .json(json!({"subject": "mathematiques", "level": "4e", "questionCount": 3}))
        .send()
        .await;
    assert_eq!(r.status, 202, "{}", String::from_utf8_lossy(&r.bytes));
    r.json()["id"].as_str().unwrap().to_owned()
}

async fn product(t: &TestApi, exam: &str, title: &str, amount: i64, currency: &str) -> Value {
    let r = t
        .post("/v1/marketplace/products")
        .json(json!({
            "kind": "exam", "resourceId": exam,
            "creator": {"id": "teacher-1", "name": "Mme Curie"},
            "title": title, "description": "Un brevet blanc corrigé.",
            "price": {"amount": amount, "currency": currency},
        }))
        .send()
        .await;
    assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
    r.json()
}

async fn publish(t: &TestApi, id: &str) {
    let r = t
        .patch(&format!("/v1/marketplace/products/{id}"))
        .json(json!({"status": "published"}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
}

async fn buy(t: &TestApi, product: &str, quantity: u32) -> Value {
    let r = t
        .post("/v1/marketplace/purchases")
        .json(json!({"productId": product, "buyer": {"id": "school-9", "name": "Lycée Hugo"}, "quantity": quantity}))
        .send()
        .await;
    assert_eq!(r.status, 201, "{}", String::from_utf8_lossy(&r.bytes));
    r.json()
}

/// The types of the events of the account's test mode, oldest first.
async fn events(t: &TestApi) -> Vec<String> {
    let docs = t
        .api
        .app()
        .storage()
        .list(&ListQuery {
            kind: "event".to_owned(),
            account: format!("{}~test", t.account.id),
            filters: Vec::new(),
            before: None,
            limit: 1000,
        })
        .await
        .unwrap();
    let mut types: Vec<String> = docs
        .iter()
        .map(|d| d.body["type"].as_str().unwrap_or_default().to_owned())
        .filter(|t| t.starts_with("marketplace."))
        .collect();
    types.reverse();
    types
}

#[tokio::test]
async fn products_are_created_listed_filtered_paged_and_changed_with_if_match() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let a = product(t, &e, "Brevet blanc", 1490, "EUR").await;
    assert_eq!(a["status"], "draft");
    assert_eq!(a["subject"], "mathematiques");
    assert_eq!(a["level"], "4e");
    assert_eq!(a["price"], json!({"amount": 1490, "currency": "EUR"}));
    let b = product(t, &e, "Fractions", 500, "EUR").await;
    let c = product(t, &e, "Géométrie", 90000, "JPY").await;
    let id = a["id"].as_str().unwrap();

    // Get, with its version as ETag.
    let r = t
        .get(&format!("/v1/marketplace/products/{id}"))
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.header("etag"), "\"1\"");
    assert_eq!(r.json(), a);

    // Filters.
    let list = |q: &str| {
        let path = format!("/v1/marketplace/products{q}");
        async move {
            let r = t.get(&path).send().await;
            assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
            r.json()
        }
    };
    let titles = |v: &Value| -> Vec<String> {
        v["data"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["title"].as_str().unwrap().to_owned())
            .collect()
    };
    assert_eq!(
        titles(&list("").await),
        ["Géométrie", "Fractions", "Brevet blanc"]
    );
    assert_eq!(
        titles(&list("?currency=EUR&sort=price_asc").await),
        ["Fractions", "Brevet blanc"]
    );
    assert_eq!(
        titles(&list("?minPrice=600&maxPrice=2000").await),
        ["Brevet blanc"]
    );
    assert_eq!(titles(&list("?q=fraction").await), ["Fractions"]);
    assert_eq!(
        titles(&list("?sort=price_desc").await),
        ["Géométrie", "Brevet blanc", "Fractions"]
    );
    assert_eq!(titles(&list("?kind=course").await), Vec::<String>::new());
    assert_eq!(
        titles(&list("?creator=teacher-1&subject=mathematiques&level=4e&kind=exam").await).len(),
        3
    );
    // Pagination.
    let p1 = list("?limit=2").await;
    assert_eq!(titles(&p1), ["Géométrie", "Fractions"]);
    let cursor = p1["next_cursor"].as_str().unwrap().to_owned();
    let p2 = list(&format!("?limit=2&cursor={cursor}")).await;
    assert_eq!(titles(&p2), ["Brevet blanc"]);
    assert_eq!(p2["next_cursor"], Value::Null);

    // Publish with If-Match; a stale one is 409; a backward status is 400.
    let r = t
        .patch(&format!("/v1/marketplace/products/{id}"))
        .header("if-match", "\"1\"")
        .json(json!({"status": "published", "price": {"amount": 1990, "currency": "EUR"}}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.header("etag"), "\"2\"");
    assert_eq!(r.json()["status"], "published");
    assert_eq!(r.json()["price"]["amount"], 1990);
    assert!(r.json()["publishedAt"].is_string());
    let r = t
        .patch(&format!("/v1/marketplace/products/{id}"))
        .header("if-match", "\"1\"")
        .json(json!({"title": "x"}))
        .send()
        .await;
    r.assert_problem(409, "conflict");
    let r = t
        .patch(&format!("/v1/marketplace/products/{id}"))
        .json(json!({"status": "draft"}))
        .send()
        .await;
    r.assert_problem(400, "validation_error");
    assert_eq!(r.invalid_field(), "status");
    assert_eq!(titles(&list("?status=published").await), ["Brevet blanc"]);
    let _ = (b, c);
    assert_eq!(
        events(t).await,
        [
            "marketplace.product.created",
            "marketplace.product.created",
            "marketplace.product.created",
            "marketplace.product.updated",
            "marketplace.product.published",
        ]
    );
}

#[tokio::test]
async fn bad_products_are_400_naming_the_field_and_other_accounts_are_404() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let base = json!({
        "kind": "exam", "resourceId": e,
        "creator": {"id": "teacher-1", "name": "Mme Curie"},
        "title": "Brevet", "price": {"amount": 100, "currency": "EUR"},
    });
    for (change, field) in [
        (
            json!({"price": {"amount": -1, "currency": "EUR"}}),
            "price.amount",
        ),
        (
            json!({"price": {"amount": 100_000_001, "currency": "EUR"}}),
            "price.amount",
        ),
        (
            json!({"price": {"amount": 100, "currency": "EUX"}}),
            "price.currency",
        ),
        (
            json!({"resourceId": "exam_01KAMZ9H1J3K5M7N9P1Q3R5S7T"}),
            "resourceId",
        ),
        (json!({"kind": "course"}), "resourceId"),
        (json!({"title": ""}), "title"),
        (json!({"creator": {"id": "", "name": "x"}}), "creator.id"),
    ] {
        let mut body = base.clone();
        for (k, v) in change.as_object().unwrap() {
            body[k] = v.clone();
        }
        let r = t.post("/v1/marketplace/products").json(body).send().await;
        r.assert_problem(400, "validation_error");
        assert_eq!(r.invalid_field(), field, "{change}");
    }
    for q in [
        "?minPrice=-1",
        "?sort=cheapest",
        "?kind=book",
        "?currency=XXX",
    ] {
        let r = t.get(&format!("/v1/marketplace/products{q}")).send().await;
        r.assert_problem(400, "validation_error");
    }
    let p = product(t, &e, "Brevet", 100, "EUR").await;
    let id = p["id"].as_str().unwrap();
    // The same account in live mode, and another account, see nothing.
    let other = TestApi::new().await;
    let r = other
        .get(&format!("/v1/marketplace/products/{id}"))
        .send()
        .await;
    r.assert_problem(404, "not_found");
    // Scopes: a viewer reads but cannot write.
    let viewer = t.key_with(edugen::auth::Preset::Viewer).await;
    let r = t.get("/v1/marketplace/products").key(&viewer).send().await;
    assert_eq!(r.status, 200);
    let r = t
        .post("/v1/marketplace/products")
        .key(&viewer)
        .json(base)
        .send()
        .await;
    r.assert_problem(403, "forbidden_scope");
}

#[tokio::test]
async fn purchases_record_the_commission_and_refunds_reverse_it_in_proportion() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1490, "EUR").await;
    let pid = p["id"].as_str().unwrap();
    // Unpublished: 409 naming the product.
    let r = t
        .post("/v1/marketplace/purchases")
        .json(json!({"productId": pid, "buyer": {"id": "school-9", "name": "Lycée"}}))
        .send()
        .await;
    r.assert_problem(409, "conflict");
    publish(t, pid).await;
    // One's own product: 400.
    let r = t
        .post("/v1/marketplace/purchases")
        .json(json!({"productId": pid, "buyer": {"id": "teacher-1", "name": "Mme Curie"}}))
        .send()
        .await;
    r.assert_problem(400, "validation_error");
    assert_eq!(r.invalid_field(), "buyer.id");

    // 1490 × 15 % = 223.5 → 224 (half to even); the creator gets 1266.
    let one = buy(t, pid, 1).await;
    assert_eq!(one["amount"], json!({"amount": 1490, "currency": "EUR"}));
    assert_eq!(one["commissionBps"], 1500);
    assert_eq!(one["fee"]["amount"], 224);
    assert_eq!(one["creatorAmount"]["amount"], 1266);
    assert_eq!(one["status"], "completed");

    // A price change and a new schedule apply to later purchases only.
    let r = t
        .patch("/v1/marketplace/settings")
        .json(json!({"commission": {"platformBps": 1000, "creatorBps": {"teacher-1": 2500}}}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    // 3 × 1490 = 4470 at 25 % = 1117.5 → 1118.
    let three = buy(t, pid, 3).await;
    assert_eq!(three["amount"]["amount"], 4470);
    assert_eq!(three["commissionBps"], 2500);
    assert_eq!(three["fee"]["amount"], 1118);
    assert_eq!(three["creatorAmount"]["amount"], 3352);
    let r = t.get("/v1/marketplace/purchases").send().await;
    let listed = r.json()["data"].clone();
    assert_eq!(
        listed[1]["fee"]["amount"], 224,
        "the first purchase kept its commission"
    );

    // Partial refunds: 1000 of 4470 reverses round(1000 × 1118 / 4470) = 250.1 → 250.
    let tid = three["id"].as_str().unwrap();
    let refund = |body: Value| {
        let path = format!("/v1/marketplace/purchases/{tid}/refund");
        async move { t.post(&path).json(body).send().await }
    };
    let r = refund(json!({"amount": 1000, "reason": "Une classe en moins"})).await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.json()["refunded"]["amount"], 1000);
    assert_eq!(r.json()["feeRefunded"]["amount"], 250);
    assert_eq!(r.json()["status"], "partially_refunded");
    // More than remains (3470): 400 naming the amount.
    let r = refund(json!({"amount": 3471})).await;
    r.assert_problem(400, "validation_error");
    assert_eq!(r.invalid_field(), "amount");
    // The rest: the whole fee comes back.
    let r = refund(json!({})).await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["refunded"]["amount"], 4470);
    assert_eq!(r.json()["feeRefunded"]["amount"], 1118);
    assert_eq!(r.json()["status"], "refunded");
    refund(json!({})).await.assert_problem(409, "conflict");

    // Another account sees none of it.
    let other = TestApi::new().await;
    let r = other
        .post(&format!("/v1/marketplace/purchases/{tid}/refund"))
        .json(json!({}))
        .send()
        .await;
    r.assert_problem(404, "not_found");
    let r = other
        .post("/v1/marketplace/purchases")
        .json(json!({"productId": pid, "buyer": {"id": "b", "name": "B"}}))
        .send()
        .await;
    r.assert_problem(404, "not_found");

    let ev = events(t).await;
    let count = |name: &str| ev.iter().filter(|e| *e == name).count();
    assert_eq!(count("marketplace.purchase.completed"), 2);
    assert_eq!(count("marketplace.purchase.refunded"), 2);
    assert_eq!(count("marketplace.settings.updated"), 1);
    assert_eq!(count("marketplace.commission.updated"), 1);
}

#[tokio::test]
async fn a_retried_purchase_is_never_charged_twice_and_concurrent_purchases_all_count() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 999, "EUR").await;
    let pid = p["id"].as_str().unwrap().to_owned();
    publish(t, &pid).await;
    let body = json!({"productId": pid, "buyer": {"id": "school-9", "name": "Lycée"}});
    let first = t
        .post("/v1/marketplace/purchases")
        .header("idempotency-key", "buy-once-0001")
        .json(body.clone())
        .send()
        .await;
    assert_eq!(first.status, 201);
    let again = t
        .post("/v1/marketplace/purchases")
        .header("idempotency-key", "buy-once-0001")
        .json(body.clone())
        .send()
        .await;
    assert_eq!(again.status, 201);
    assert_eq!(again.header("idempotent-replayed"), "true");
    assert_eq!(again.json()["id"], first.json()["id"]);

    // 20 purchases at once: each is recorded once, with its own ledger entry.
    let tasks: Vec<_> = (0..20)
        .map(|_| {
            let body = body.clone();
            let t = &t;
            async move {
                t.post("/v1/marketplace/purchases")
                    .json(body)
                    .send()
                    .await
                    .status
            }
        })
        .collect();
    let statuses = futures_util::future::join_all(tasks).await;
    assert!(statuses.iter().all(|s| *s == 201), "{statuses:?}");
    let r = t.get("/v1/marketplace/purchases?limit=100").send().await;
    assert_eq!(r.json()["data"].as_array().unwrap().len(), 21);

    // A payout pays exactly 21 × (999 − fee(999 at 15 % = 149.85 → 150)) = 21 × 849.
    let end = t.api.app().now() + chrono::Duration::seconds(1);
    let made = edugen::services::marketplace::run_payouts(t.api.app(), &t.account.id, false, end)
        .await
        .unwrap();
    assert_eq!(made.len(), 1);
    assert_eq!(made[0].amount.amount, 21 * 849);
    assert_eq!(made[0].gross_sales.amount, 21 * 999);
    assert_eq!(made[0].fees.amount, 21 * 150);
    // Running the same period again pays nothing more.
    let again = edugen::services::marketplace::run_payouts(t.api.app(), &t.account.id, false, end)
        .await
        .unwrap();
    assert!(again.is_empty());
}

#[tokio::test]
async fn enrollments_fit_in_the_seats_and_payouts_are_net_of_refunds() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1000, "EUR").await;
    let pid = p["id"].as_str().unwrap().to_owned();
    publish(t, &pid).await;
    let two = buy(t, &pid, 2).await;
    let pur = two["id"].as_str().unwrap().to_owned();
    let enroll = |learner: &str| {
        let body = json!({"purchaseId": pur, "learnerRef": learner});
        async move {
            t.post("/v1/marketplace/enrollments")
                .json(body)
                .send()
                .await
        }
    };
    let a = enroll("class-4b").await;
    assert_eq!(a.status, 201, "{}", String::from_utf8_lossy(&a.bytes));
    assert_eq!(a.json()["active"], true);
    enroll("class-4b").await.assert_problem(409, "conflict");
    assert_eq!(enroll("class-4c").await.status, 201);
    let over = enroll("class-4d").await;
    over.assert_problem(409, "conflict");
    assert!(
        over.json()["detail"]
            .as_str()
            .unwrap()
            .starts_with("quantity")
    );
    let r = t
        .get(&format!("/v1/marketplace/enrollments?purchaseId={pur}"))
        .send()
        .await;
    assert_eq!(r.json()["data"].as_array().unwrap().len(), 2);

    // 2000 at 15 %: fee 300, creator 1700. Refund 500: fee back 75, creator charged 425.
    let r = t
        .post(&format!("/v1/marketplace/purchases/{pur}/refund"))
        .json(json!({"amount": 500}))
        .send()
        .await;
    assert_eq!(r.status, 200);
    let end = t.api.app().now() + chrono::Duration::seconds(1);
    let made = edugen::services::marketplace::run_payouts(t.api.app(), &t.account.id, false, end)
        .await
        .unwrap();
    assert_eq!(made.len(), 1);
    assert_eq!(made[0].amount.amount, 1275);
    let r = t
        .get("/v1/marketplace/payouts?creator=teacher-1")
        .send()
        .await;
    assert_eq!(r.status, 200);
    let listed = &r.json()["data"][0];
    assert_eq!(listed["amount"], json!({"amount": 1275, "currency": "EUR"}));
    assert_eq!(listed["grossSales"]["amount"], 2000);
    assert_eq!(listed["fees"]["amount"], 225);
    assert_eq!(listed["refunds"]["amount"], 500);
    // Pending until the host confirms the transfer; confirming twice changes nothing more.
    assert_eq!(listed["status"], "pending");
    assert_eq!(listed["paidAt"], serde_json::Value::Null);
    let payout = listed["id"].as_str().unwrap().to_owned();
    let paid =
        edugen::services::marketplace::mark_payout_paid(t.api.app(), &t.account.id, false, &payout)
            .await
            .unwrap();
    assert_eq!(paid.status, edugen::domain::marketplace::PayoutStatus::Paid);
    assert_eq!(paid.paid_at, Some(t.api.app().now()));
    let again =
        edugen::services::marketplace::mark_payout_paid(t.api.app(), &t.account.id, false, &payout)
            .await
            .unwrap();
    assert_eq!(again, paid);
    let r = t
        .get("/v1/marketplace/payouts?creator=teacher-1")
        .send()
        .await;
    assert_eq!(r.json()["data"][0]["status"], "paid");
    // Another account's payout is not found.
    let other = edugen::services::marketplace::mark_payout_paid(
        t.api.app(),
        "acc_someone_else",
        false,
        &payout,
    )
    .await
    .unwrap_err();
    assert_eq!(other.code, edugen::error::ErrorCode::NotFound);

    // The rest refunded after the payout: the platform bears the creator's share already paid;
    // the enrollments are revoked.
    let r = t
        .post(&format!("/v1/marketplace/purchases/{pur}/refund"))
        .json(json!({}))
        .send()
        .await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["feeRefunded"]["amount"], 300);
    let r = t.get("/v1/marketplace/enrollments").send().await;
    assert!(
        r.json()["data"]
            .as_array()
            .unwrap()
            .iter()
            .all(|e| e["active"] == false)
    );
    let ev = events(t).await;
    assert_eq!(
        ev.iter()
            .filter(|e| *e == "marketplace.enrollment.created")
            .count(),
        2
    );
    assert_eq!(
        ev.iter()
            .filter(|e| *e == "marketplace.payout.created")
            .count(),
        1
    );
    assert_eq!(
        ev.iter()
            .filter(|e| *e == "marketplace.payout.paid")
            .count(),
        1
    );
}

#[tokio::test]
async fn settings_hold_the_branding_and_refuse_bad_values() {
    let t = TestApi::new().await;
    let t = &t;
    let r = t.get("/v1/marketplace/settings").send().await;
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["commission"][0]["platformBps"], 1500);
    assert_eq!(r.json()["payoutPeriod"], "monthly");
    let r = t
        .patch("/v1/marketplace/settings")
        .json(json!({"branding": {"name": "Académie Hugo", "primaryColor": "#1a2b3c",
            "logoUrl": "https://cdn.example.com/logo.png", "supportEmail": "aide@example.com",
            "customDomain": "boutique.example.com"}, "payoutMinimum": 2000, "payoutPeriod": "weekly"}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let s = t.get("/v1/marketplace/settings").send().await.json();
    assert_eq!(s["branding"]["name"], "Académie Hugo");
    assert_eq!(s["branding"]["customDomain"], "boutique.example.com");
    assert_eq!(s["payoutMinimum"], 2000);
    for (body, field) in [
        (
            json!({"branding": {"primaryColor": "red"}}),
            "branding.primaryColor",
        ),
        (
            json!({"branding": {"logoUrl": "http://x.example.com/l.png"}}),
            "branding.logoUrl",
        ),
        (
            json!({"commission": {"platformBps": 10001}}),
            "commission.platformBps",
        ),
        (
            json!({"commission": {"platformBps": 100, "effectiveAt": "2020-01-01T00:00:00Z"}}),
            "commission.effectiveAt",
        ),
        (json!({"payoutMinimum": -1}), "payoutMinimum"),
    ] {
        let r = t
            .patch("/v1/marketplace/settings")
            .json(body.clone())
            .send()
            .await;
        r.assert_problem(400, "validation_error");
        assert_eq!(r.invalid_field(), field, "{body}");
    }
}

#[derive(Debug)]
struct Declining;

#[async_trait::async_trait]
impl edugen::services::marketplace::PaymentProvider for Declining {
    async fn capture(
        &self,
        _: &edugen::services::marketplace::Charge,
    ) -> Result<String, edugen::services::marketplace::PaymentError> {
        Err(edugen::services::marketplace::PaymentError(
            "card declined".to_owned(),
        ))
    }
    async fn refund(
        &self,
        _: &str,
        _: &edugen::domain::marketplace::Money,
    ) -> Result<(), edugen::services::marketplace::PaymentError> {
        Ok(())
    }
}

/// An API on `storage` (optionally with a declining payment provider), with an account and a
/// Full test key.
async fn api_on(storage: std::sync::Arc<dyn edugen::storage::Storage>, declining: bool) -> TestApi {
    api_paying(storage, declining.then_some(Payments::Declining)).await
}

enum Payments {
    Declining,
    Counting(Counting),
}

async fn api_paying(
    storage: std::sync::Arc<dyn edugen::storage::Storage>,
    payments: Option<Payments>,
) -> TestApi {
    let clock = edugen::clock::ManualClock::at_epoch_2026();
    clock.advance(chrono::Duration::seconds(10));
    let mut b = edugen::Api::builder()
        .storage_arc(storage)
        .clock(clock.clone())
        .deliverer(edugen::delivery::RecordingDeliverer::new());
    match payments {
        Some(Payments::Declining) => b = b.payment_provider(Declining),
        Some(Payments::Counting(c)) => b = b.payment_provider(c),
        None => {}
    }
    let api = b.build().unwrap();
    TestApi::around(
        api,
        clock,
        "Collège Victor Hugo",
        edugen::domain::account::Tier::Essentiel,
    )
    .await
}

async fn count(t: &TestApi, kind: &str) -> usize {
    t.api
        .app()
        .storage()
        .list(&ListQuery {
            kind: kind.to_owned(),
            account: format!("{}~test", t.account.id),
            filters: Vec::new(),
            before: None,
            limit: 1000,
        })
        .await
        .unwrap()
        .len()
}

#[tokio::test]
async fn a_declined_payment_fails_the_purchase_records_nothing_and_releases_the_key() {
    let t = api_on(
        std::sync::Arc::new(edugen::storage::MemoryStorage::new()),
        true,
    )
    .await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1490, "EUR").await;
    let pid = p["id"].as_str().unwrap();
    publish(t, pid).await;
    let body = json!({"productId": pid, "buyer": {"id": "school-9", "name": "Lycée"}});
    for _ in 0..2 {
        let r = t
            .post("/v1/marketplace/purchases")
            .header("idempotency-key", "declined-0001")
            .json(body.clone())
            .send()
            .await;
        r.assert_problem(503, "unavailable");
        // Released: the retry runs again rather than replaying.
        assert!(r.headers.get("idempotent-replayed").is_none());
    }
    let r = t
        .get("/v1/marketplace/purchases?status=failed")
        .send()
        .await;
    assert_eq!(r.json()["data"].as_array().unwrap().len(), 2);
    assert_eq!(count(t, "market_ledger").await, 0);
    assert_eq!(count(t, "market_balance").await, 0);
    let ev = events(t).await;
    assert!(!ev.iter().any(|e| e == "marketplace.purchase.completed"));
    // A failed purchase gives no access and cannot be refunded.
    let failed = r.json()["data"][0]["id"].as_str().unwrap().to_owned();
    let r = t
        .post("/v1/marketplace/enrollments")
        .json(json!({"purchaseId": failed, "learnerRef": "class-4b"}))
        .send()
        .await;
    r.assert_problem(409, "conflict");
    let r = t
        .post(&format!("/v1/marketplace/purchases/{failed}/refund"))
        .json(json!({}))
        .send()
        .await;
    r.assert_problem(409, "conflict");
}

#[tokio::test]
async fn test_and_live_marketplaces_never_mix() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1490, "EUR").await;
    let live = t
        .api
        .accounts()
        .create_key(
            &t.account.id,
            edugen::services::accounts::NewKey::new(
                "live",
                edugen::auth::Environment::Live,
                edugen::auth::Preset::Full,
            ),
        )
        .await
        .unwrap()
        .secret;
    let id = p["id"].as_str().unwrap();
    let r = t
        .get(&format!("/v1/marketplace/products/{id}"))
        .key(&live)
        .send()
        .await;
    r.assert_problem(404, "not_found");
    let r = t.get("/v1/marketplace/products").key(&live).send().await;
    assert_eq!(r.json()["data"], json!([]));
    // A live product cannot sell a test exam.
    let r = t
        .post("/v1/marketplace/products")
        .key(&live)
        .json(
            json!({"kind": "exam", "resourceId": e, "creator": {"id": "c", "name": "C"},
            "title": "x", "price": {"amount": 1, "currency": "EUR"}}),
        )
        .send()
        .await;
    assert_eq!(r.invalid_field(), "resourceId");
}

/// Sale, partial refund and payout with exact amounts on `t`'s backend.
async fn money_flow(t: &TestApi) {
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1490, "EUR").await;
    let pid = p["id"].as_str().unwrap();
    publish(t, pid).await;
    // 2 × 1490 = 2980 at 15 % = 447; refund 1000 reverses 1000 × 447 / 2980 = 150.
    let bought = buy(t, pid, 2).await;
    assert_eq!(bought["fee"]["amount"], 447);
    let pur = bought["id"].as_str().unwrap();
    let r = t
        .post(&format!("/v1/marketplace/purchases/{pur}/refund"))
        .json(json!({"amount": 1000}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    assert_eq!(r.json()["feeRefunded"]["amount"], 150);
    let end = t.api.app().now() + chrono::Duration::seconds(1);
    let made = edugen::services::marketplace::run_payouts(t.api.app(), &t.account.id, false, end)
        .await
        .unwrap();
    assert_eq!(made.len(), 1);
    // 2980 − 447 − (1000 − 150) = 1683.
    assert_eq!(made[0].amount.amount, 1683);
    let r = t.get("/v1/marketplace/payouts").send().await;
    assert_eq!(r.json()["data"][0]["amount"]["amount"], 1683);
    assert_eq!(count(t, "market_ledger").await, 3);
}

#[tokio::test]
async fn the_money_flow_is_exact_on_sqlite() {
    let storage = edugen::storage::SqliteStorage::connect("sqlite::memory:")
        .await
        .unwrap();
    let t = api_on(std::sync::Arc::new(storage), false).await;
    money_flow(&t).await;
}

#[tokio::test]
async fn the_money_flow_is_exact_on_postgres() {
    let Ok(url) = std::env::var("EDUGEN_TEST_DATABASE_URL") else {
        println!("skipped: EDUGEN_TEST_DATABASE_URL is not set");
        return;
    };
    let url = crate::support::own_database(&url).await.unwrap();
    let storage = edugen::storage::PostgresStorage::connect(&url)
        .await
        .unwrap();
    let t = api_on(std::sync::Arc::new(storage), false).await;
    money_flow(&t).await;
}

/// A provider that captures and refunds everything, adding up what it was asked for (minor
/// units), and yields on every call so that concurrent requests interleave.
#[derive(Debug, Clone, Default)]
struct Counting(std::sync::Arc<std::sync::Mutex<(i64, i64)>>);

#[async_trait::async_trait]
impl edugen::services::marketplace::PaymentProvider for Counting {
    async fn capture(
        &self,
        charge: &edugen::services::marketplace::Charge,
    ) -> Result<String, edugen::services::marketplace::PaymentError> {
        tokio::task::yield_now().await;
        self.0.lock().unwrap().0 += charge.amount.amount;
        Ok(format!("cnt_{}", charge.purchase_id))
    }
    async fn refund(
        &self,
        _: &str,
        amount: &edugen::domain::marketplace::Money,
    ) -> Result<(), edugen::services::marketplace::PaymentError> {
        tokio::task::yield_now().await;
        self.0.lock().unwrap().1 += amount.amount;
        Ok(())
    }
}

/// Sends `req` until it is not a 409 (a busy balance, a refund under way); its last answer.
async fn until_settled<F, Fut>(send: F) -> crate::support::Res
where
    F: Fn() -> Fut,
    Fut: std::future::Future<Output = crate::support::Res>,
{
    for _ in 0..200 {
        let r = send().await;
        if r.status != 409 {
            return r;
        }
        tokio::time::sleep(std::time::Duration::from_millis(5)).await;
    }
    panic!("still 409 after 200 tries");
}

/// Ten partial refunds of one purchase at once never give back more than was paid, at the
/// provider or in the ledger, and the last refund takes the remainder; twelve purchases at once
/// all reach the creator's balance; the payout is exact.
async fn concurrent_money(storage: std::sync::Arc<dyn edugen::storage::Storage>) {
    let payments = Counting::default();
    let t = api_paying(storage, Some(Payments::Counting(payments.clone()))).await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1000, "EUR").await;
    let pid = p["id"].as_str().unwrap().to_owned();
    publish(t, &pid).await;
    // 3000 at 15 %: a fee of 450.
    let bought = buy(t, &pid, 3).await;
    assert_eq!(bought["fee"]["amount"], 450);
    let pur = bought["id"].as_str().unwrap().to_owned();
    let path = format!("/v1/marketplace/purchases/{pur}/refund");
    let refunds: Vec<_> = (0..10)
        .map(|_| {
            let path = path.clone();
            async move { until_settled(|| t.post(&path).json(json!({"amount": 400})).send()).await }
        })
        .collect();
    let answers = futures_util::future::join_all(refunds).await;
    let ok = answers.iter().filter(|r| r.status == 200).count();
    let refused: Vec<_> = answers.iter().filter(|r| r.status == 400).collect();
    assert_eq!(ok, 7, "7 × 400 fit in 3000");
    assert_eq!(refused.len(), 3);
    for r in refused {
        assert_eq!(r.invalid_field(), "amount");
    }
    assert_eq!(
        payments.0.lock().unwrap().1,
        2800,
        "the provider refunded 7 × 400"
    );
    // The last refund takes the remainder, fee included: 450 − 7 × 60.
    let last = t.post(&path).json(json!({})).send().await;
    assert_eq!(last.status, 200, "{}", String::from_utf8_lossy(&last.bytes));
    let v = last.json();
    assert_eq!(v["refunded"]["amount"], 3000);
    assert_eq!(v["feeRefunded"]["amount"], 450);
    assert_eq!(v["status"], "refunded");
    assert_eq!(payments.0.lock().unwrap().1, 3000);
    t.post(&path)
        .json(json!({}))
        .send()
        .await
        .assert_problem(409, "conflict");

    // Twelve purchases at once, against the one creator balance.
    let body = json!({"productId": pid, "buyer": {"id": "school-9", "name": "Lycée"}});
    let buys: Vec<_> = (0..12)
        .map(|_| {
            let body = body.clone();
            async move {
                until_settled(|| {
                    t.post("/v1/marketplace/purchases")
                        .json(body.clone())
                        .send()
                })
                .await
                .status
            }
        })
        .collect();
    let statuses = futures_util::future::join_all(buys).await;
    assert!(statuses.iter().all(|s| *s == 201), "{statuses:?}");
    assert_eq!(payments.0.lock().unwrap().0, 3000 + 12 * 1000);
    // 1 + 12 sales and 8 refunds.
    assert_eq!(count(t, "market_ledger").await, 21);
    let end = t.api.app().now() + chrono::Duration::seconds(1);
    let made = edugen::services::marketplace::run_payouts(t.api.app(), &t.account.id, false, end)
        .await
        .unwrap();
    assert_eq!(made.len(), 1);
    // 15000 − 2250 in fees − (3000 refunded − 450 of fees reversed) = 12 × 850.
    assert_eq!(made[0].amount.amount, 12 * 850);
    assert_eq!(made[0].gross_sales.amount, 15_000);
    assert_eq!(made[0].refunds.amount, 3000);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_refunds_and_purchases_are_exact_in_memory() {
    concurrent_money(std::sync::Arc::new(edugen::storage::MemoryStorage::new())).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_refunds_and_purchases_are_exact_on_sqlite() {
    let dir = std::env::temp_dir().join(format!(
        "edugen-market-{}-{:016x}",
        std::process::id(),
        rand::random::<u64>()
    ));
    std::fs::create_dir_all(&dir).unwrap();
    let storage = edugen::storage::SqliteStorage::connect(dir.join("db.sqlite").to_str().unwrap())
        .await
        .unwrap();
    concurrent_money(std::sync::Arc::new(storage)).await;
    let _ = std::fs::remove_dir_all(&dir);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn concurrent_refunds_and_purchases_are_exact_on_postgres() {
    let Ok(url) = std::env::var("EDUGEN_TEST_DATABASE_URL") else {
        println!("skipped: EDUGEN_TEST_DATABASE_URL is not set");
        return;
    };
    let url = crate::support::own_database(&url).await.unwrap();
    let storage = edugen::storage::PostgresStorage::connect(&url)
        .await
        .unwrap();
    concurrent_money(std::sync::Arc::new(storage)).await;
}

/// A schedule dated in the future leaves purchases before its date at the rate in force, and
/// applies to purchases from its date on; past purchases keep their commission.
#[tokio::test]
async fn a_future_commission_schedule_applies_from_its_date_only() {
    let t = TestApi::new().await;
    let t = &t;
    let e = exam(t).await;
    let p = product(t, &e, "Brevet", 1000, "EUR").await;
    let pid = p["id"].as_str().unwrap().to_owned();
    publish(t, &pid).await;
    // The clock reads 2026-01-01T00:00:10Z.
    let r = t
        .patch("/v1/marketplace/settings")
        .json(json!({"commission": {"platformBps": 1000, "effectiveAt": "2026-01-01T01:00:00Z"}}))
        .send()
        .await;
    assert_eq!(r.status, 200, "{}", String::from_utf8_lossy(&r.bytes));
    let before = buy(t, &pid, 1).await;
    assert_eq!(before["commissionBps"], 1500);
    assert_eq!(before["fee"]["amount"], 150);
    t.clock.advance(chrono::Duration::minutes(59));
    assert_eq!(buy(t, &pid, 1).await["commissionBps"], 1500, "at 00:59:10");
    t.clock.advance(chrono::Duration::seconds(50));
    let after = buy(t, &pid, 1).await;
    assert_eq!(after["commissionBps"], 1000, "from 01:00:00");
    assert_eq!(after["fee"]["amount"], 100);
    assert_eq!(after["creatorAmount"]["amount"], 900);
    let first = t
        .get("/v1/marketplace/purchases?limit=100")
        .send()
        .await
        .json();
    let listed = first["data"].as_array().unwrap();
    assert_eq!(listed.len(), 3);
    assert_eq!(listed[2]["id"], before["id"]);
    assert_eq!(
        listed[2]["fee"]["amount"], 150,
        "a past purchase keeps its commission"
    );
}
