//! The account's white-label marketplace: products (courses, games and exams of the account
//! listed by creators), purchases paid through the host's [`PaymentProvider`], refunds with
//! proportional fee reversals, enrollments within seats, payouts, and settings. Every sale,
//! refund and payout is a balanced entry of the double-entry ledger of
//! [`crate::domain::marketplace`].

use std::collections::BTreeMap;
use std::sync::Arc;

use async_trait::async_trait;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::json;
use utoipa::ToSchema;

use crate::app::App;
use crate::domain::marketplace::{
    self as m, Branding, CommissionSchedule, Enrollment, Entry, Licence, Money, Party, Payout,
    PayoutPeriod, PayoutStatus, Product, ProductKind, ProductStatus, Purchase, PurchaseStatus,
    Refunded, Settings,
};
use crate::domain::{Resource, owner, split_owner};
use crate::error::{Error, ErrorCode, FieldError};
use crate::events::catalogue::marketplace as ev;
use crate::events::outbox::{self, NewEvent};
use crate::ids::new_id;
use crate::services::{Window, list, load};
use crate::storage::{Batch, Document, Expect, ListQuery, StorageError};

/// The document kind of each product kind's resource, as the services owning them store it.
const RESOURCE_KINDS: [(ProductKind, &str); 3] = [
    (ProductKind::Exam, "exam"),
    (ProductKind::Course, "course"),
    (ProductKind::Game, "game"),
];
/// Most products an account (in one mode) may hold.
const MAX_PRODUCTS: usize = 10_000;
/// Most seats in one purchase.
const MAX_QUANTITY: u32 = 1_000;
/// Attempts of a write that races other writes to the same creator balance.
const ATTEMPTS: usize = 64;

const BALANCE: &str = "market_balance";
const LEDGER: &str = "market_ledger";
const SEAT: &str = "market_seat";
const PAYOUT_MARK: &str = "market_payout_mark";

/// A payment to capture for a purchase.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Charge {
    /// The purchase being paid (`pur_…`), unique: a provider may use it as its own
    /// idempotency key.
    pub purchase_id: String,
    /// The account whose marketplace sells.
    pub account_id: String,
    /// Live or test mode.
    pub livemode: bool,
    /// The host's id of the buyer.
    pub buyer_id: String,
    /// The amount.
    pub amount: Money,
}

/// Why a payment or a refund was not made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct PaymentError(pub String);

/// Collects buyers' money: the host's payment service (Stripe, a school's invoicing…). A
/// purchase completes only once [`PaymentProvider::capture`] says the money is captured.
#[async_trait]
pub trait PaymentProvider: Send + Sync + std::fmt::Debug + 'static {
    /// Authorises and captures `charge`; returns the provider's reference of the payment.
    async fn capture(&self, charge: &Charge) -> Result<String, PaymentError>;
    /// Gives `amount` of the payment `payment_ref` back to the buyer.
    async fn refund(&self, payment_ref: &str, amount: &Money) -> Result<(), PaymentError>;
}

/// The provider used when the host sets none: every payment is captured at once, with the
/// reference `test_<purchase id>`; refunds always succeed.
#[derive(Debug, Clone, Copy, Default)]
pub struct TestPayments;

#[async_trait]
impl PaymentProvider for TestPayments {
    async fn capture(&self, charge: &Charge) -> Result<String, PaymentError> {
        Ok(format!("test_{}", charge.purchase_id))
    }

    async fn refund(&self, _payment_ref: &str, _amount: &Money) -> Result<(), PaymentError> {
        Ok(())
    }
}

fn payments(app: &App) -> Arc<dyn PaymentProvider> {
    app.config
        .payments
        .clone()
        .unwrap_or_else(|| Arc::new(TestPayments))
}

fn err(field: &str, message: impl Into<String>) -> FieldError {
    FieldError {
        field: field.to_owned(),
        message: message.into(),
    }
}

fn check_text(field: &str, v: &str, min: usize, max: usize, errors: &mut Vec<FieldError>) {
    let n = v.trim().chars().count();
    if n < min || v.chars().count() > max {
        errors.push(err(field, format!("must be {min} to {max} characters")));
    }
}

fn check_party(field: &str, p: &Party, errors: &mut Vec<FieldError>) {
    check_text(&format!("{field}.id"), &p.id, 1, 128, errors);
    check_text(&format!("{field}.name"), &p.name, 1, 200, errors);
}

fn check_money(field: &str, price: &Money, errors: &mut Vec<FieldError>) {
    if !(0..=m::MAX_AMOUNT).contains(&price.amount) {
        errors.push(err(
            &format!("{field}.amount"),
            format!("must be from 0 to {} minor units", m::MAX_AMOUNT),
        ));
    }
    if m::currency_exponent(&price.currency).is_none() {
        errors.push(err(
            &format!("{field}.currency"),
            format!("`{}` is not an ISO 4217 currency code", price.currency),
        ));
    }
}

// ---------------------------------------------------------------------------------------------
// Products

/// Body of `POST /v1/marketplace/products`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateProductRequest {
    /// What is sold.
    pub kind: ProductKind,
    /// The account's exam, course or game sold (`exam_…`, `course_…`, `game_…`).
    #[schema(max_length = 64)]
    pub resource_id: String,
    /// The creator selling it.
    pub creator: Party,
    /// 1 to 200 characters.
    #[schema(min_length = 1, max_length = 200)]
    pub title: String,
    /// At most 5,000 characters.
    #[schema(max_length = 5000)]
    pub description: Option<String>,
    /// The price of one seat: 0 to 100,000,000 minor units of an ISO 4217 currency.
    pub price: Money,
    /// Default `single_teacher`.
    pub licence: Option<Licence>,
}

/// Body of `PATCH /v1/marketplace/products/{productId}`: only the fields given change.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct UpdateProductRequest {
    /// 1 to 200 characters.
    #[schema(min_length = 1, max_length = 200)]
    pub title: Option<String>,
    /// At most 5,000 characters.
    #[schema(max_length = 5000)]
    pub description: Option<String>,
    /// A new price (same currency rules); later purchases only pay it.
    pub price: Option<Money>,
    /// A new licence.
    pub licence: Option<Licence>,
    /// Forward only: `draft` → `published` → `archived`.
    pub status: Option<ProductStatus>,
}

/// Filters and order of the product list.
#[derive(Debug, Default, Clone)]
pub(crate) struct ProductQuery {
    pub subject: Option<String>,
    pub level: Option<String>,
    pub kind: Option<String>,
    pub creator: Option<String>,
    pub status: Option<String>,
    pub currency: Option<String>,
    pub min_price: Option<String>,
    pub max_price: Option<String>,
    pub q: Option<String>,
    pub sort: Option<String>,
}

/// Creates a draft product of `account` (an owner).
pub(crate) async fn create_product(
    app: &App,
    account: &str,
    req: CreateProductRequest,
    now: DateTime<Utc>,
) -> Result<Product, Error> {
    let mut errors = Vec::new();
    check_party("creator", &req.creator, &mut errors);
    check_text("title", &req.title, 1, 200, &mut errors);
    if let Some(d) = &req.description {
        check_text("description", d, 0, 5000, &mut errors);
    }
    check_money("price", &req.price, &mut errors);
    check_text("resourceId", &req.resource_id, 1, 64, &mut errors);
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let kind = RESOURCE_KINDS
        .iter()
        .find(|(k, _)| *k == req.kind)
        .map_or("exam", |(_, s)| s);
    let resource = match app.storage.get(kind, &req.resource_id).await? {
        Some(doc) if doc.account == account => doc,
        _ => {
            return Err(Error::invalid(
                "resourceId",
                format!("no {} of the account has this id", req.kind.as_str()),
            ));
        }
    };
    let text = |name: &str| {
        resource
            .fields
            .get(name)
            .cloned()
            .or_else(|| resource.body[name].as_str().map(str::to_owned))
            .unwrap_or_default()
    };
    let existing = app
        .storage
        .list(&ListQuery {
            kind: Product::KIND.to_owned(),
            account: account.to_owned(),
            filters: Vec::new(),
            before: None,
            limit: MAX_PRODUCTS,
        })
        .await?;
    if existing.len() >= MAX_PRODUCTS {
        return Err(Error::conflict(format!(
            "A marketplace holds at most {MAX_PRODUCTS} products; archive or reuse one."
        )));
    }
    let (account_id, livemode) = split_owner(account);
    let product = Product {
        id: new_id("prod", now),
        object: "product".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
        kind: req.kind,
        resource_id: req.resource_id,
        subject: text("subject"),
        level: text("level"),
        creator: req.creator,
        title: req.title,
        description: req.description.unwrap_or_default(),
        price: req.price,
        licence: req.licence.unwrap_or(Licence::SingleTeacher),
        status: ProductStatus::Draft,
        version: 1,
        created_at: now,
        updated_at: now,
        published_at: None,
    };
    let batch = Batch::new().put(product.to_doc(1), Expect::Absent);
    let event = NewEvent::of(
        account,
        &ev::MarketplaceProductCreated {
            product: ev::Product::from(&product),
        },
    );
    outbox::commit(app.storage(), batch, vec![event], now).await?;
    Ok(product)
}

/// A product of the account.
pub(crate) async fn get_product(app: &App, account: &str, id: &str) -> Result<Product, Error> {
    load::<Product>(app, account, id).await.map(|(p, _)| p)
}

/// Changes a product; `if_match`, when given, must be its version.
pub(crate) async fn update_product(
    app: &App,
    account: &str,
    id: &str,
    if_match: Option<u64>,
    req: UpdateProductRequest,
    now: DateTime<Utc>,
) -> Result<Product, Error> {
    let (mut p, version) = load::<Product>(app, account, id).await?;
    if if_match.is_some_and(|v| v != p.version) {
        return Err(Error::conflict(format!(
            "The product is at version {}, not the one in If-Match.",
            p.version
        )));
    }
    let mut errors = Vec::new();
    if let Some(t) = &req.title {
        check_text("title", t, 1, 200, &mut errors);
    }
    if let Some(d) = &req.description {
        check_text("description", d, 0, 5000, &mut errors);
    }
    if let Some(price) = &req.price {
        check_money("price", price, &mut errors);
    }
    if let Some(s) = req.status
        && !p.status.may_become(s)
    {
        errors.push(err(
            "status",
            format!(
                "a {} product cannot become {} (draft → published → archived)",
                p.status.as_str(),
                s.as_str()
            ),
        ));
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let publishing =
        req.status == Some(ProductStatus::Published) && p.status == ProductStatus::Draft;
    if let Some(t) = req.title {
        p.title = t;
    }
    if let Some(d) = req.description {
        p.description = d;
    }
    if let Some(price) = req.price {
        p.price = price;
    }
    if let Some(l) = req.licence {
        p.licence = l;
    }
    if let Some(s) = req.status {
        p.status = s;
    }
    if publishing {
        p.published_at = Some(now);
    }
    p.version += 1;
    p.updated_at = now;
    let batch = Batch::new().put(p.to_doc(version + 1), Expect::Version(version));
    let mut events = vec![NewEvent::of(
        account,
        &ev::MarketplaceProductUpdated {
            product: ev::ChangedProduct {
                product: ev::Product::from(&p),
                updated_at: Some(crate::ids::timestamp(now)),
            },
        },
    )];
    if publishing {
        events.push(NewEvent::of(
            account,
            &ev::MarketplaceProductPublished {
                product: ev::PublishedProduct {
                    product: ev::Product::from(&p),
                    published_at: crate::ids::timestamp(now),
                },
            },
        ));
    }
    outbox::commit(app.storage(), batch, events, now).await?;
    Ok(p)
}

fn parse_amount(field: &str, v: &Option<String>) -> Result<Option<i64>, Error> {
    v.as_deref()
        .map(|s| {
            s.parse::<i64>()
                .ok()
                .filter(|n| (0..=m::MAX_AMOUNT).contains(n))
                .ok_or_else(|| {
                    Error::invalid(
                        field,
                        format!("must be from 0 to {} minor units", m::MAX_AMOUNT),
                    )
                })
        })
        .transpose()
}

/// The account's products matching `q`, in its order (newest first by default).
pub(crate) async fn list_products(
    app: &App,
    account: &str,
    q: &ProductQuery,
) -> Result<Vec<Product>, Error> {
    let mut filters = Vec::new();
    if let Some(k) = &q.kind {
        if !["exam", "course", "game"].contains(&k.as_str()) {
            return Err(Error::invalid("kind", "must be exam, course or game"));
        }
        filters.push(("kind".to_owned(), k.clone()));
    }
    if let Some(s) = &q.status {
        if !["draft", "published", "archived"].contains(&s.as_str()) {
            return Err(Error::invalid(
                "status",
                "must be draft, published or archived",
            ));
        }
        filters.push(("status".to_owned(), s.clone()));
    }
    for (name, v) in [
        ("subject", &q.subject),
        ("level", &q.level),
        ("creator", &q.creator),
    ] {
        if let Some(v) = v {
            filters.push((name.to_owned(), v.clone()));
        }
    }
    if let Some(c) = &q.currency
        && m::currency_exponent(c).is_none()
    {
        return Err(Error::invalid(
            "currency",
            "is not an ISO 4217 currency code",
        ));
    }
    let min = parse_amount("minPrice", &q.min_price)?;
    let max = parse_amount("maxPrice", &q.max_price)?;
    let sort = q.sort.as_deref().unwrap_or("newest");
    if !["newest", "oldest", "price_asc", "price_desc", "title"].contains(&sort) {
        return Err(Error::invalid(
            "sort",
            "must be newest, oldest, price_asc, price_desc or title",
        ));
    }
    let text = q.q.as_deref().map(str::to_lowercase);
    if text.as_ref().is_some_and(|t| t.chars().count() > 200) {
        return Err(Error::invalid("q", "must be at most 200 characters"));
    }
    let window = Window {
        after: None,
        limit: MAX_PRODUCTS,
    };
    let mut found: Vec<Product> = list::<Product>(app, account, filters, window)
        .await?
        .into_iter()
        .filter(|p| q.currency.as_ref().is_none_or(|c| &p.price.currency == c))
        .filter(|p| min.is_none_or(|min| p.price.amount >= min))
        .filter(|p| max.is_none_or(|max| p.price.amount <= max))
        .filter(|p| {
            text.as_ref().is_none_or(|t| {
                p.title.to_lowercase().contains(t) || p.description.to_lowercase().contains(t)
            })
        })
        .collect();
    match sort {
        "oldest" => found.reverse(),
        "price_asc" => {
            found.sort_by(|a, b| a.price.amount.cmp(&b.price.amount).then(b.id.cmp(&a.id)))
        }
        "price_desc" => {
            found.sort_by(|a, b| b.price.amount.cmp(&a.price.amount).then(b.id.cmp(&a.id)))
        }
        "title" => found.sort_by(|a, b| {
            a.title
                .to_lowercase()
                .cmp(&b.title.to_lowercase())
                .then(b.id.cmp(&a.id))
        }),
        _ => {}
    }
    Ok(found)
}

// ---------------------------------------------------------------------------------------------
// Settings

/// Body of `PATCH /v1/marketplace/settings`: only the fields given change.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct UpdateSettingsRequest {
    /// Branding fields to change (each replaces the stored one).
    pub branding: Option<BrandingPatch>,
    /// A new commission schedule, appended: it applies to purchases made from its
    /// `effectiveAt` on (never to past ones).
    pub commission: Option<CommissionPatch>,
    /// How often payouts are made.
    pub payout_period: Option<PayoutPeriod>,
    /// Balances below this many minor units (0 to 100,000,000) wait.
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub payout_minimum: Option<i64>,
}

/// Branding changes.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct BrandingPatch {
    /// 1 to 100 characters.
    #[schema(min_length = 1, max_length = 100)]
    pub name: Option<String>,
    /// An `https://` URL, at most 2048 characters.
    #[schema(max_length = 2048)]
    pub logo_url: Option<String>,
    /// `#rrggbb`.
    #[schema(pattern = "^#[0-9a-fA-F]{6}$")]
    pub primary_color: Option<String>,
    /// `#rrggbb`.
    #[schema(pattern = "^#[0-9a-fA-F]{6}$")]
    pub accent_color: Option<String>,
    /// An email address, at most 254 characters.
    #[schema(max_length = 254)]
    pub support_email: Option<String>,
    /// A domain name, at most 253 characters.
    #[schema(max_length = 253)]
    pub custom_domain: Option<String>,
}

/// A new commission schedule.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CommissionPatch {
    /// The platform's rate, 0 to 10,000 basis points.
    #[schema(minimum = 0, maximum = 10000)]
    pub platform_bps: u32,
    /// Rates per product kind (`exam`, `course`, `game`).
    #[serde(default)]
    pub kind_bps: BTreeMap<String, u32>,
    /// Rates per creator id (at most 1,000).
    #[serde(default)]
    pub creator_bps: BTreeMap<String, u32>,
    /// When it takes effect (RFC 3339, not in the past; default now).
    #[schema(format = DateTime)]
    pub effective_at: Option<String>,
}

/// The account's settings (the defaults until changed).
pub(crate) async fn get_settings(
    app: &App,
    account: &str,
    now: DateTime<Utc>,
) -> Result<(Settings, u64), Error> {
    match app.storage.get(Settings::KIND, account).await? {
        Some(doc) if doc.account == account => Settings::from_doc(doc),
        _ => {
            let (id, livemode) = split_owner(account);
            Ok((Settings::default_for(id, livemode, now), 0))
        }
    }
}

/// `html` (a rendered course or game page) with the account's white-label branding, when it
/// has any: a header with the name and the main colour after `<body>`, and a footer with the
/// support address and the custom domain before `</body>`. The logo is not shown: pages are
/// self-contained and load nothing remote. Colours are checked when set (`#rrggbb`) and again
/// here; text is escaped.
pub(crate) async fn brand_page(app: &App, account: &str, html: String) -> Result<String, Error> {
    let (settings, _) = get_settings(app, account, app.clock.now()).await?;
    Ok(branded(html, &settings.branding))
}

/// The account's white-label line for printed footers: its name, custom domain and support
/// address, joined by " · " (`None` without any).
pub(crate) async fn brand_line(
    app: &App,
    account: &str,
    now: DateTime<Utc>,
) -> Result<Option<String>, Error> {
    let (settings, _) = get_settings(app, account, now).await?;
    let b = &settings.branding;
    let parts: Vec<&str> = [&b.name, &b.custom_domain, &b.support_email]
        .into_iter()
        .filter_map(|p| p.as_deref())
        .collect();
    Ok((!parts.is_empty()).then(|| parts.join(" · ")))
}

fn branded(html: String, b: &crate::domain::marketplace::Branding) -> String {
    fn esc(s: &str) -> String {
        s.replace('&', "&amp;")
            .replace('<', "&lt;")
            .replace('>', "&gt;")
            .replace('"', "&quot;")
    }
    let empty = b.name.is_none()
        && b.primary_color.is_none()
        && b.accent_color.is_none()
        && b.support_email.is_none()
        && b.custom_domain.is_none();
    if empty {
        return html;
    }
    let primary = b.primary_color.as_deref().filter(|c| color_ok(c));
    let accent = b.accent_color.as_deref().filter(|c| color_ok(c));
    let mut header = String::from("\n<header class=\"brand\"");
    if let Some(c) = primary {
        header.push_str(&format!(" style=\"border-top:6px solid {c}\""));
    }
    header.push('>');
    // Pages load nothing remote: the logo's URL is not fetched, the name stands for it.
    let name = b.name.as_deref().map(esc);
    if let Some(n) = &name {
        header.push_str(&format!("<span class=\"brand-name\">{n}</span>"));
    }
    header.push_str("</header>");
    let mut footer = String::from("<footer class=\"brand\"");
    if let Some(c) = accent.or(primary) {
        footer.push_str(&format!(" style=\"border-bottom:6px solid {c}\""));
    }
    footer.push('>');
    if let Some(mail) = &b.support_email {
        let mail = esc(mail);
        footer.push_str(&format!("<a href=\"mailto:{mail}\">{mail}</a>"));
    }
    if let Some(domain) = &b.custom_domain {
        if b.support_email.is_some() {
            footer.push_str(" · ");
        }
        footer.push_str(&esc(domain));
    }
    footer.push_str("</footer>\n");
    let mut out = html;
    if let Some(at) = out.find("<body>") {
        out.insert_str(at + "<body>".len(), &header);
    }
    if let Some(at) = out.rfind("</body>") {
        out.insert_str(at, &footer);
    }
    out
}

fn color_ok(c: &str) -> bool {
    c.len() == 7 && c.starts_with('#') && c[1..].bytes().all(|b| b.is_ascii_hexdigit())
}

/// Changes the account's settings.
pub(crate) async fn update_settings(
    app: &App,
    account: &str,
    req: UpdateSettingsRequest,
    now: DateTime<Utc>,
) -> Result<Settings, Error> {
    let (mut s, version) = get_settings(app, account, now).await?;
    let mut errors = Vec::new();
    let mut changed = Vec::new();
    if let Some(b) = &req.branding {
        if let Some(n) = &b.name {
            check_text("branding.name", n, 1, 100, &mut errors);
        }
        if let Some(u) = &b.logo_url
            && (u.len() > 2048 || !u.starts_with("https://") || u.parse::<http::Uri>().is_err())
        {
            errors.push(err(
                "branding.logoUrl",
                "must be an https:// URL of at most 2048 characters",
            ));
        }
        for (f, c) in [
            ("branding.primaryColor", &b.primary_color),
            ("branding.accentColor", &b.accent_color),
        ] {
            if c.as_deref().is_some_and(|c| !color_ok(c)) {
                errors.push(err(f, "must be a colour #rrggbb"));
            }
        }
        if let Some(e) = &b.support_email
            && (e.len() > 254
                || e.split('@').count() != 2
                || e.starts_with('@')
                || e.ends_with('@'))
        {
            errors.push(err("branding.supportEmail", "must be an email address"));
        }
        if let Some(d) = &b.custom_domain
            && (d.len() > 253
                || !d.contains('.')
                || !d.split('.').all(|l| {
                    (1..=63).contains(&l.len())
                        && l.bytes().all(|c| c.is_ascii_alphanumeric() || c == b'-')
                }))
        {
            errors.push(err("branding.customDomain", "must be a domain name"));
        }
    }
    let mut schedule = None;
    if let Some(c) = &req.commission {
        let bad = |v: u32| v > m::BPS;
        if bad(c.platform_bps) {
            errors.push(err("commission.platformBps", "must be from 0 to 10000"));
        }
        for (k, v) in &c.kind_bps {
            if !["exam", "course", "game"].contains(&k.as_str()) {
                errors.push(err(
                    &format!("commission.kindBps.{k}"),
                    "must be exam, course or game",
                ));
            } else if bad(*v) {
                errors.push(err(
                    &format!("commission.kindBps.{k}"),
                    "must be from 0 to 10000",
                ));
            }
        }
        if c.creator_bps.len() > 1000 {
            errors.push(err(
                "commission.creatorBps",
                "must hold at most 1000 creators",
            ));
        }
        for (k, v) in &c.creator_bps {
            if bad(*v) || k.is_empty() || k.chars().count() > 128 {
                errors.push(err(
                    &format!("commission.creatorBps.{k}"),
                    "must be from 0 to 10000, for a creator id of 1 to 128 characters",
                ));
            }
        }
        let at = match &c.effective_at {
            None => Some(now),
            Some(t) => DateTime::parse_from_rfc3339(t)
                .ok()
                .map(|t| t.with_timezone(&Utc))
                .filter(|t| *t >= now),
        };
        match at {
            None => errors.push(err(
                "commission.effectiveAt",
                "must be an RFC 3339 time, not in the past",
            )),
            Some(at) => {
                schedule = Some(CommissionSchedule {
                    effective_at: at,
                    platform_bps: c.platform_bps,
                    kind_bps: c.kind_bps.clone(),
                    creator_bps: c.creator_bps.clone(),
                })
            }
        }
    }
    if req
        .payout_minimum
        .is_some_and(|v| !(0..=m::MAX_AMOUNT).contains(&v))
    {
        errors.push(err("payoutMinimum", "must be from 0 to 100000000"));
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    if let Some(b) = req.branding {
        let mut set = |field: &str, slot: &mut Option<String>, v: Option<String>| {
            if let Some(v) = v {
                *slot = Some(v);
                changed.push(format!("branding.{field}"));
            }
        };
        let br: &mut Branding = &mut s.branding;
        set("name", &mut br.name, b.name);
        set("logoUrl", &mut br.logo_url, b.logo_url);
        set("primaryColor", &mut br.primary_color, b.primary_color);
        set("accentColor", &mut br.accent_color, b.accent_color);
        set("supportEmail", &mut br.support_email, b.support_email);
        set("customDomain", &mut br.custom_domain, b.custom_domain);
    }
    let previous = s.schedule_at(now).map(|c| c.platform_bps);
    if let Some(sc) = schedule.clone() {
        // A schedule replaces those that would take effect at or after it (never a past one).
        s.commission
            .retain(|c| c.effective_at < sc.effective_at || c.effective_at <= now);
        s.commission.retain(|c| c.effective_at != sc.effective_at);
        s.commission.push(sc);
        s.commission.sort_by_key(|c| c.effective_at);
        changed.push("commission".to_owned());
    }
    if let Some(p) = req.payout_period {
        s.payout_period = p;
        changed.push("payoutPeriod".to_owned());
    }
    if let Some(v) = req.payout_minimum {
        s.payout_minimum = v;
        changed.push("payoutMinimum".to_owned());
    }
    s.version += 1;
    s.updated_at = now;
    let expect = if version == 0 {
        Expect::Absent
    } else {
        Expect::Version(version)
    };
    let batch = Batch::new().put(s.to_doc(version + 1), expect);
    let mut events = vec![NewEvent::of(
        account,
        &ev::MarketplaceSettingsUpdated {
            settings: ev::SettingsChange {
                account_id: s.account_id.clone(),
                changed_fields: changed,
                updated_at: Some(crate::ids::timestamp(now)),
            },
        },
    )];
    if let Some(sc) = &schedule {
        events.push(NewEvent::of(
            account,
            &ev::MarketplaceCommissionUpdated {
                commission: ev::CommissionChange {
                    account_id: s.account_id.clone(),
                    platform_bps: sc.platform_bps,
                    previous_platform_bps: previous,
                    effective_at: Some(crate::ids::timestamp(sc.effective_at)),
                },
            },
        ));
    }
    outbox::commit(app.storage(), batch, events, now).await?;
    Ok(s)
}

// ---------------------------------------------------------------------------------------------
// The ledger, as stored: entries, and one balance per creator and currency.

/// A creator's balance in one currency, with the totals since the last payout.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
struct Balance {
    creator: Party,
    currency: String,
    /// What the platform owes the creator.
    balance: i64,
    gross_sales: i64,
    fees: i64,
    refunds: i64,
    /// End of the last payout's period.
    #[serde(with = "crate::ids::ts::option", default)]
    since: Option<DateTime<Utc>>,
    /// End of the last payout's period, as its mark.
    #[serde(default)]
    last_period_end: Option<String>,
}

fn balance_id(account: &str, creator: &str, currency: &str) -> String {
    format!("{account}|{currency}|{creator}")
}

async fn load_balance(
    app: &App,
    account: &str,
    creator: &Party,
    currency: &str,
) -> Result<(Balance, Expect), Error> {
    match fresh_balance(app, account, &creator.id, currency).await? {
        Some(doc) => {
            let b: Balance = serde_json::from_value(doc.body).map_err(|_| Error::internal())?;
            Ok((b, Expect::Version(doc.version)))
        }
        None => Ok((
            Balance {
                creator: creator.clone(),
                currency: currency.to_owned(),
                ..Balance::default()
            },
            Expect::Absent,
        )),
    }
}

/// The stored balance of `creator` in `currency`, read from the database itself: a balance is
/// read to be written under its version, so a cached copy would only lose races.
async fn fresh_balance(
    app: &App,
    account: &str,
    creator: &str,
    currency: &str,
) -> Result<Option<Document>, Error> {
    let found = app
        .storage
        .list(&ListQuery {
            kind: BALANCE.to_owned(),
            account: account.to_owned(),
            filters: vec![
                ("creator".to_owned(), creator.to_owned()),
                ("currency".to_owned(), currency.to_owned()),
            ],
            before: None,
            limit: 1,
        })
        .await?;
    Ok(found.into_iter().next())
}

fn balance_doc(account: &str, b: &Balance, expect: Expect) -> (Document, Expect) {
    let version = match expect {
        Expect::Version(v) => v + 1,
        _ => 1,
    };
    let doc = Document {
        kind: BALANCE.to_owned(),
        id: balance_id(account, &b.creator.id, &b.currency),
        account: account.to_owned(),
        version,
        fields: [
            ("creator".to_owned(), b.creator.id.clone()),
            ("currency".to_owned(), b.currency.clone()),
        ]
        .into(),
        body: serde_json::to_value(b).unwrap_or_default(),
    };
    (doc, expect)
}

fn entry_doc(
    account: &str,
    entry: &Entry,
    creator: &str,
    reference: &str,
    now: DateTime<Utc>,
) -> Document {
    let postings: Vec<_> = entry
        .postings
        .iter()
        .map(|(a, amount)| json!({"account": a.name(), "amount": amount}))
        .collect();
    Document {
        kind: LEDGER.to_owned(),
        id: new_id("led", now),
        account: account.to_owned(),
        version: 1,
        fields: [
            ("creator".to_owned(), creator.to_owned()),
            ("currency".to_owned(), entry.currency.clone()),
            ("reference".to_owned(), reference.to_owned()),
        ]
        .into(),
        body: json!({
            "kind": entry.kind,
            "currency": entry.currency,
            "reference": reference,
            "postings": postings,
            "createdAt": crate::ids::timestamp(now),
        }),
    }
}

fn is_conflict(e: &StorageError) -> bool {
    matches!(e, StorageError::Conflict { .. })
}

// ---------------------------------------------------------------------------------------------
// Purchases

/// Body of `POST /v1/marketplace/purchases`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreatePurchaseRequest {
    /// The published product bought (`prod_…`).
    #[schema(max_length = 64)]
    pub product_id: String,
    /// Who buys (not the product's creator).
    pub buyer: Party,
    /// Seats, 1 to 1,000 (default 1).
    #[schema(minimum = 1, maximum = 1000)]
    pub quantity: Option<u32>,
}

/// Buys seats of a published product: captures the payment through the provider, then records
/// the purchase, with the price and commission in force, and its ledger entry.
pub(crate) async fn purchase(
    app: &App,
    account: &str,
    req: CreatePurchaseRequest,
    now: DateTime<Utc>,
) -> Result<Purchase, Error> {
    let mut errors = Vec::new();
    check_party("buyer", &req.buyer, &mut errors);
    let quantity = req.quantity.unwrap_or(1);
    if !(1..=MAX_QUANTITY).contains(&quantity) {
        errors.push(err("quantity", format!("must be from 1 to {MAX_QUANTITY}")));
    }
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let (product, _) = load::<Product>(app, account, &req.product_id).await?;
    if product.status != ProductStatus::Published {
        return Err(Error::conflict(format!(
            "productId: the product is {}, not published.",
            product.status.as_str()
        )));
    }
    if product.creator.id == req.buyer.id {
        return Err(Error::invalid(
            "buyer.id",
            "is the product's creator: nobody buys their own product",
        ));
    }
    let (settings, _) = get_settings(app, account, now).await?;
    let bps = settings.schedule_at(now).map_or(m::DEFAULT_BPS, |s| {
        s.rate(&product.creator.id, product.kind)
    });
    let currency = product.price.currency.clone();
    let gross = product.price.amount * i64::from(quantity);
    let parts = m::split(gross, bps);
    let (account_id, livemode) = split_owner(account);
    let money = |amount| Money::new(amount, currency.clone());
    let mut p = Purchase {
        id: new_id("pur", now),
        object: "purchase".to_owned(),
        account_id: account_id.to_owned(),
        livemode,
        product_id: product.id.clone(),
        kind: product.kind,
        resource_id: product.resource_id.clone(),
        creator: product.creator.clone(),
        buyer: req.buyer,
        quantity,
        unit_price: product.price.clone(),
        amount: money(gross),
        commission_bps: bps,
        fee: money(parts.fee),
        creator_amount: money(parts.creator),
        refunded: money(0),
        fee_refunded: money(0),
        status: PurchaseStatus::Completed,
        payment_ref: None,
        created_at: now,
        updated_at: now,
    };
    let charge = Charge {
        purchase_id: p.id.clone(),
        account_id: account_id.to_owned(),
        livemode,
        buyer_id: p.buyer.id.clone(),
        amount: p.amount.clone(),
    };
    match payments(app).capture(&charge).await {
        Ok(reference) => p.payment_ref = Some(reference),
        Err(e) => {
            p.status = PurchaseStatus::Failed;
            app.storage
                .commit(Batch::new().put(p.to_doc(1), Expect::Absent))
                .await?;
            return Err(Error::new(
                ErrorCode::Unavailable,
                format!(
                    "The payment was not captured ({e}); purchase {} failed and nothing was charged.",
                    p.id
                ),
            ));
        }
    }
    let entry = Entry::sale(&p.creator.id, &currency, gross, parts.fee);
    let event = ev::MarketplacePurchaseCompleted {
        purchase: ev::CompletedPurchase {
            purchase: ev::Purchase::from(&p),
            completed_at: Some(crate::ids::timestamp(now)),
        },
    };
    for attempt in 0..ATTEMPTS {
        let (mut b, expect) = load_balance(app, account, &p.creator, &currency).await?;
        b.balance += parts.creator;
        b.gross_sales += gross;
        b.fees += parts.fee;
        b.since.get_or_insert(now);
        let (bdoc, bexpect) = balance_doc(account, &b, expect);
        let batch = Batch::new()
            .put(p.to_doc(1), Expect::Absent)
            .put(
                entry_doc(account, &entry, &p.creator.id, &p.id, now),
                Expect::Absent,
            )
            .put(bdoc, bexpect);
        match commit_raw(app, batch, vec![NewEvent::of(account, &event)], now).await {
            Ok(()) => return Ok(p),
            Err(Retry::Again) => backoff(attempt).await,
            Err(Retry::Fail(e)) => return Err(e),
        }
    }
    Err(Error::conflict("The creator's balance is busy; retry.").retry_after(1))
}

/// Waits a random moment, longer after each lost race, so that racing writers spread out.
async fn backoff(attempt: usize) {
    let most = 1 + attempt.min(20) as u64 * 500;
    let micros = rand::random::<u64>() % most;
    tokio::time::sleep(std::time::Duration::from_micros(micros)).await;
}

enum Retry {
    Again,
    Fail(Error),
}

/// Commits with events, telling a lost race on a balance (retry) from any other failure.
async fn commit_raw(
    app: &App,
    batch: Batch,
    events: Vec<NewEvent<'_>>,
    now: DateTime<Utc>,
) -> Result<(), Retry> {
    let mut staged = batch;
    for e in events {
        let (b, _, _) = outbox::stage(app.storage(), staged, e, now)
            .await
            .map_err(Retry::Fail)?;
        staged = b;
    }
    match app.storage.commit(staged).await {
        Ok(()) => Ok(()),
        Err(e) if is_conflict(&e) => Err(Retry::Again),
        Err(e) => Err(Retry::Fail(e.into())),
    }
}

/// A window of the account's purchases, newest first, optionally of one product, buyer,
/// creator or status.
pub(crate) async fn list_purchases(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Purchase>, Error> {
    if let Some((_, s)) = filters.iter().find(|(k, _)| k == "status")
        && !["completed", "partially_refunded", "refunded", "failed"].contains(&s.as_str())
    {
        return Err(Error::invalid(
            "status",
            "must be completed, partially_refunded, refunded or failed",
        ));
    }
    list::<Purchase>(app, account, filters, window).await
}

/// Body of `POST /v1/marketplace/purchases/{purchaseId}/refund`.
#[derive(Debug, Default, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct RefundRequest {
    /// Minor units to refund (at least 1, at most what remains); default: all that remains.
    #[schema(minimum = 1, maximum = 100_000_000_000_i64)]
    pub amount: Option<i64>,
    /// Why, at most 500 characters.
    #[schema(max_length = 500)]
    pub reason: Option<String>,
}

/// Refunds part or all of what remains of a purchase: the provider gives the money back, the
/// commission is reversed in proportion (the last refund takes the remainder), and the creator's
/// part comes off the creator's balance (the platform bears what the balance cannot cover).
/// A whole refund revokes the purchase's enrollments.
///
/// Refunds of one purchase take turns: each holds the purchase (a hold document) from before
/// the provider is asked until the ledger records the refund, so that concurrent refunds never
/// give back more than was paid, at the provider or in the ledger. A refund that finds the
/// purchase held is 409 (retry); a hold older than [`REFUND_HOLD_TTL`] (its node died) is taken
/// over.
pub(crate) async fn refund(
    app: &App,
    account: &str,
    id: &str,
    req: RefundRequest,
    now: DateTime<Utc>,
) -> Result<Purchase, Error> {
    // 404 before anything is held.
    load::<Purchase>(app, account, id).await?;
    let hold = hold_refunds(app, account, id, now).await?;
    let refunded = refund_held(app, account, id, req, now, &hold).await;
    if refunded.is_err() {
        // The refund's own commit deletes the hold; after a failure it is released here.
        let release = Batch::new().delete(REFUND_HOLD, &hold.id, Expect::Version(hold.version));
        if let Err(e) = app.storage.commit(release).await {
            tracing::debug!(error = %e, "a refund hold was already gone");
        }
    }
    refunded
}

/// The kind of the document holding a purchase's refunds (its id is the purchase's).
const REFUND_HOLD: &str = "market_refund_hold";

/// After how long a refund hold is presumed abandoned (its node died) and taken over.
pub const REFUND_HOLD_TTL: std::time::Duration = std::time::Duration::from_secs(300);

/// Holds the refunds of purchase `id` for this request; 409 while another refund holds it.
async fn hold_refunds(
    app: &App,
    account: &str,
    id: &str,
    now: DateTime<Utc>,
) -> Result<Document, Error> {
    let mut hold = Document {
        kind: REFUND_HOLD.to_owned(),
        id: id.to_owned(),
        account: account.to_owned(),
        version: 1,
        fields: Default::default(),
        body: json!({ "since": now.timestamp_millis() }),
    };
    let busy = || {
        Error::conflict("Another refund of this purchase is under way; retry when it has finished.")
            .retry_after(1)
    };
    let expect = match app.storage.get(REFUND_HOLD, id).await? {
        None => Expect::Absent,
        Some(held) => {
            let since = held.body["since"].as_i64().unwrap_or(i64::MAX);
            let ttl = i64::try_from(REFUND_HOLD_TTL.as_millis()).unwrap_or(i64::MAX);
            if since.saturating_add(ttl) > now.timestamp_millis() {
                return Err(busy());
            }
            hold.version = held.version + 1;
            Expect::Version(held.version)
        }
    };
    match app
        .storage
        .commit(Batch::new().put(hold.clone(), expect))
        .await
    {
        Ok(()) => Ok(hold),
        Err(StorageError::Conflict { .. }) => Err(busy()),
        Err(e) => Err(e.into()),
    }
}

/// [`refund`], once the purchase is held by `hold`.
async fn refund_held(
    app: &App,
    account: &str,
    id: &str,
    req: RefundRequest,
    now: DateTime<Utc>,
    hold: &Document,
) -> Result<Purchase, Error> {
    // Read after the hold: a refund that ended just before is seen.
    let (mut p, version) = load::<Purchase>(app, account, id).await?;
    if req.reason.as_ref().is_some_and(|r| r.chars().count() > 500) {
        return Err(Error::invalid("reason", "must be at most 500 characters"));
    }
    if p.status == PurchaseStatus::Failed {
        return Err(Error::conflict(
            "The purchase failed: nothing was paid to refund.",
        ));
    }
    let remaining = p.amount.amount - p.refunded.amount;
    if remaining == 0 {
        return Err(Error::conflict("The purchase is already wholly refunded."));
    }
    let amount = req.amount.unwrap_or(remaining);
    let before = Refunded {
        amount: p.refunded.amount,
        fee: p.fee_refunded.amount,
    };
    let after = m::refund(p.amount.amount, p.fee.amount, before, amount).map_err(|e| match e {
        m::RefundError::NotPositive => Error::invalid("amount", "must be at least 1"),
        m::RefundError::AboveRemaining(left) => Error::invalid(
            "amount",
            format!("is more than what remains of the purchase ({left} minor units)"),
        ),
    })?;
    let reference = p.payment_ref.clone().unwrap_or_default();
    let refund_money = Money::new(amount, p.amount.currency.clone());
    payments(app)
        .refund(&reference, &refund_money)
        .await
        .map_err(|e| {
            Error::new(
                ErrorCode::Unavailable,
                format!("The refund was not made ({e}); nothing changed."),
            )
        })?;
    let fee_back = after.fee - before.fee;
    p.refunded.amount = after.amount;
    p.fee_refunded.amount = after.fee;
    p.status = if after.amount == p.amount.amount {
        PurchaseStatus::Refunded
    } else {
        PurchaseStatus::PartiallyRefunded
    };
    p.updated_at = now;
    let mut revoked = Vec::new();
    if p.status == PurchaseStatus::Refunded {
        let filters = vec![("purchaseId".to_owned(), p.id.clone())];
        let all = Window {
            after: None,
            limit: MAX_QUANTITY as usize + 1,
        };
        for (mut e, v) in list_versions::<Enrollment>(app, account, filters, all).await? {
            e.active = false;
            revoked.push((e, v));
        }
    }
    let currency = p.amount.currency.clone();
    let event = ev::MarketplacePurchaseRefunded {
        purchase: ev::RefundedPurchase {
            purchase: ev::Purchase::from(&p),
            refunded_at: Some(crate::ids::timestamp(now)),
            refund_reason: req.reason.clone(),
            amount_refunded: Some(ev::Money::new(amount.unsigned_abs(), currency.clone())),
        },
    };
    for attempt in 0..ATTEMPTS {
        let (mut b, expect) = load_balance(app, account, &p.creator, &currency).await?;
        let (entry, charged) = Entry::refund(&p.creator.id, &currency, amount, fee_back, b.balance);
        b.balance -= charged;
        b.refunds += amount;
        b.fees -= fee_back;
        let (bdoc, bexpect) = balance_doc(account, &b, expect);
        let mut batch = Batch::new()
            .put(p.to_doc(version + 1), Expect::Version(version))
            .put(
                entry_doc(account, &entry, &p.creator.id, &p.id, now),
                Expect::Absent,
            )
            .put(bdoc, bexpect)
            .delete(REFUND_HOLD, &hold.id, Expect::Version(hold.version));
        for (e, v) in &revoked {
            batch = batch.put(e.to_doc(v + 1), Expect::Version(*v));
        }
        match commit_raw(app, batch, vec![NewEvent::of(account, &event)], now).await {
            Ok(()) => return Ok(p),
            Err(Retry::Again) => {
                // A concurrent refund of the same purchase won: refuse rather than refund twice.
                let (_, current) = load::<Purchase>(app, account, id).await?;
                if current != version {
                    return Err(Error::conflict(
                        "The purchase was refunded by another request at the same time; read it and retry.",
                    ));
                }
                backoff(attempt).await
            }
            Err(Retry::Fail(e)) => return Err(e),
        }
    }
    Err(Error::conflict("The creator's balance is busy; retry.").retry_after(1))
}

async fn list_versions<T: Resource>(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<(T, u64)>, Error> {
    let docs = app
        .storage
        .list(&ListQuery {
            kind: T::KIND.to_owned(),
            account: account.to_owned(),
            filters,
            before: window.after,
            limit: window.limit,
        })
        .await?;
    docs.into_iter().map(T::from_doc).collect()
}

// ---------------------------------------------------------------------------------------------
// Enrollments

/// Body of `POST /v1/marketplace/enrollments`.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub(crate) struct CreateEnrollmentRequest {
    /// The purchase whose seat it takes (`pur_…`).
    #[schema(max_length = 64)]
    pub purchase_id: String,
    /// The host's id of the learner or class, 1 to 128 characters.
    #[schema(min_length = 1, max_length = 128)]
    pub learner_ref: String,
}

/// Gives a learner or class access on one of a purchase's seats; over the seats is a conflict.
pub(crate) async fn enroll(
    app: &App,
    account: &str,
    req: CreateEnrollmentRequest,
    now: DateTime<Utc>,
) -> Result<Enrollment, Error> {
    let mut errors = Vec::new();
    check_text("learnerRef", &req.learner_ref, 1, 128, &mut errors);
    if !errors.is_empty() {
        return Err(Error::validation(errors));
    }
    let (p, _) = load::<Purchase>(app, account, &req.purchase_id).await?;
    if !matches!(
        p.status,
        PurchaseStatus::Completed | PurchaseStatus::PartiallyRefunded
    ) {
        return Err(Error::conflict(format!(
            "purchaseId: the purchase is {}: it gives no access.",
            p.status.as_str()
        )));
    }
    let (account_id, livemode) = split_owner(account);
    let filters = vec![("purchaseId".to_owned(), p.id.clone())];
    let window = Window {
        after: None,
        limit: MAX_QUANTITY as usize + 1,
    };
    for attempt in 0..ATTEMPTS {
        let taken = list::<Enrollment>(app, account, filters.clone(), window.clone()).await?;
        if taken.iter().any(|e| e.learner_ref == req.learner_ref) {
            return Err(Error::conflict(
                "learnerRef: already enrolled on this purchase.",
            ));
        }
        if taken.len() >= p.quantity as usize {
            return Err(Error::conflict(format!(
                "quantity: the purchase's {} seat(s) are all taken.",
                p.quantity
            )));
        }
        let e = Enrollment {
            id: new_id("enr", now),
            object: "enrollment".to_owned(),
            account_id: account_id.to_owned(),
            livemode,
            purchase_id: p.id.clone(),
            product_id: p.product_id.clone(),
            learner_ref: req.learner_ref.clone(),
            active: true,
            created_at: now,
        };
        // The seat numbered after those taken: of concurrent enrollments, one takes it.
        let seat = Document {
            kind: SEAT.to_owned(),
            id: format!("{}#{}", p.id, taken.len() + 1),
            account: account.to_owned(),
            version: 1,
            fields: BTreeMap::new(),
            body: json!({"enrollmentId": e.id}),
        };
        let batch = Batch::new()
            .put(seat, Expect::Absent)
            .put(e.to_doc(1), Expect::Absent);
        let event = ev::MarketplaceEnrollmentCreated {
            enrollment: ev::Enrollment {
                id: e.id.clone(),
                product_id: e.product_id.clone(),
                purchase_id: Some(e.purchase_id.clone()),
                learner_ref: Some(e.learner_ref.clone()),
                created_at: Some(crate::ids::timestamp(now)),
            },
        };
        match commit_raw(app, batch, vec![NewEvent::of(account, &event)], now).await {
            Ok(()) => return Ok(e),
            Err(Retry::Again) => backoff(attempt).await,
            Err(Retry::Fail(e)) => return Err(e),
        }
    }
    Err(Error::conflict("The purchase's seats are busy; retry.").retry_after(1))
}

/// A window of the account's enrollments, newest first, optionally of one purchase, product or
/// learner.
pub(crate) async fn list_enrollments(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Enrollment>, Error> {
    list::<Enrollment>(app, account, filters, window).await
}

// ---------------------------------------------------------------------------------------------
// Payouts

/// A window of the account's payouts, newest first, optionally of one creator or currency.
pub(crate) async fn list_payouts(
    app: &App,
    account: &str,
    filters: Vec<(String, String)>,
    window: Window,
) -> Result<Vec<Payout>, Error> {
    if let Some((_, c)) = filters.iter().find(|(k, _)| k == "currency")
        && m::currency_exponent(c).is_none()
    {
        return Err(Error::invalid(
            "currency",
            "is not an ISO 4217 currency code",
        ));
    }
    list::<Payout>(app, account, filters, window).await
}

/// Closes the payout period ending at `period_end` for the account `account_id` in one mode:
/// each creator whose balance in a currency reaches the payout minimum gets a `pending` payout
/// of that balance (one payout per currency: currencies never mix), and
/// `marketplace.payout.created` is sent. Running it again for the same period pays nothing
/// more. Returns the payouts made; the host transfers the money, then calls
/// [`mark_payout_paid`].
pub async fn run_payouts(
    app: &App,
    account_id: &str,
    livemode: bool,
    period_end: DateTime<Utc>,
) -> crate::Result<Vec<Payout>> {
    let account = owner(account_id, livemode);
    let now = app.clock.now();
    let (settings, _) = get_settings(app, &account, now).await?;
    let balances = app
        .storage
        .list(&ListQuery {
            kind: BALANCE.to_owned(),
            account: account.clone(),
            filters: Vec::new(),
            before: None,
            limit: 100_000,
        })
        .await?;
    let mark = crate::ids::timestamp(period_end);
    let mut made = Vec::new();
    for doc in balances {
        let id = doc.id.clone();
        let (creator, currency) = (
            doc.fields["creator"].clone(),
            doc.fields["currency"].clone(),
        );
        for attempt in 0..ATTEMPTS {
            let Some(doc) = fresh_balance(app, &account, &creator, &currency).await? else {
                break;
            };
            let version = doc.version;
            let mut b: Balance = serde_json::from_value(doc.body).map_err(|_| Error::internal())?;
            if b.balance <= 0
                || b.balance < settings.payout_minimum
                || b.last_period_end
                    .as_deref()
                    .is_some_and(|l| l >= mark.as_str())
            {
                break;
            }
            let money = |amount| Money::new(amount, b.currency.clone());
            let payout = Payout {
                id: new_id("pay", now),
                object: "payout".to_owned(),
                account_id: account_id.to_owned(),
                livemode,
                creator_id: b.creator.id.clone(),
                amount: money(b.balance),
                gross_sales: money(b.gross_sales),
                fees: money(b.fees),
                refunds: money(b.gross_sales - b.fees - b.balance),
                status: PayoutStatus::Pending,
                paid_at: None,
                period_start: b.since.unwrap_or(period_end),
                period_end,
                created_at: now,
            };
            let entry = Entry::payout(&b.creator.id, &b.currency, b.balance);
            let marker = Document {
                kind: PAYOUT_MARK.to_owned(),
                id: format!("{id}|{mark}"),
                account: account.clone(),
                version: 1,
                fields: BTreeMap::new(),
                body: json!({"payoutId": payout.id}),
            };
            b.balance = 0;
            b.gross_sales = 0;
            b.fees = 0;
            b.refunds = 0;
            b.since = Some(period_end);
            b.last_period_end = Some(mark.clone());
            let (bdoc, bexpect) = balance_doc(&account, &b, Expect::Version(version));
            let batch = Batch::new()
                .put(marker, Expect::Absent)
                .put(payout.to_doc(1), Expect::Absent)
                .put(
                    entry_doc(&account, &entry, &payout.creator_id, &payout.id, now),
                    Expect::Absent,
                )
                .put(bdoc, bexpect);
            let events = vec![NewEvent::of(
                &account,
                &ev::MarketplacePayoutCreated {
                    payout: ev::Payout::from(&payout),
                },
            )];
            match commit_raw(app, batch, events, now).await {
                Ok(()) => {
                    made.push(payout);
                    break;
                }
                Err(Retry::Again) => backoff(attempt).await,
                Err(Retry::Fail(e)) => return Err(e),
            }
        }
    }
    made.reverse();
    Ok(made)
}

/// Confirms that the host transferred a `pending` payout of the account `account_id` (in one
/// mode) to its creator: the payout becomes `paid` with `paidAt`, the ledger moves the amount
/// out of the pending payouts, and `marketplace.payout.paid` is sent. Confirming a payout
/// already paid changes nothing and returns it. Another account's payout is `not_found`.
pub async fn mark_payout_paid(
    app: &App,
    account_id: &str,
    livemode: bool,
    payout_id: &str,
) -> crate::Result<Payout> {
    let account = owner(account_id, livemode);
    for attempt in 0..ATTEMPTS {
        let (mut payout, version) = load::<Payout>(app, &account, payout_id).await?;
        if payout.status == PayoutStatus::Paid {
            return Ok(payout);
        }
        let now = app.clock.now();
        payout.status = PayoutStatus::Paid;
        payout.paid_at = Some(now);
        let entry = Entry::payout_paid(&payout.amount.currency, payout.amount.amount);
        let batch = Batch::new()
            .put(payout.to_doc(version + 1), Expect::Version(version))
            .put(
                entry_doc(&account, &entry, &payout.creator_id, &payout.id, now),
                Expect::Absent,
            );
        let events = vec![NewEvent::of(
            &account,
            &ev::MarketplacePayoutPaid {
                payout: ev::PaidPayout {
                    payout: ev::Payout::from(&payout),
                    paid_at: crate::ids::timestamp(now),
                },
            },
        )];
        match commit_raw(app, batch, events, now).await {
            Ok(()) => return Ok(payout),
            Err(Retry::Again) => backoff(attempt).await,
            Err(Retry::Fail(e)) => return Err(e),
        }
    }
    Err(Error::new(
        ErrorCode::Conflict,
        "The payout changed too often meanwhile; try again.",
    ))
}
