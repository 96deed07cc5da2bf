//! `/v1/marketplace`: the account's white-label marketplace: products, purchases, refunds,
//! enrollments, payouts and settings.

use http::{HeaderValue, Method, StatusCode, header};
use utoipa::IntoParams;

use crate::api::ctx::{Ctx, Query, json};
use crate::api::pagination::{Page, PageRequest};
use crate::api::router::{HandlerResult, Route, handler};
use crate::auth::Scope;
use crate::domain::marketplace::{
    Enrollment, Payout, Product, ProductKind, ProductStatus, Purchase, PurchaseStatus, Settings,
};
use crate::error::Error;
use crate::services::marketplace::{
    self as market, CreateEnrollmentRequest, CreateProductRequest, CreatePurchaseRequest,
    ProductQuery, RefundRequest, UpdateProductRequest, UpdateSettingsRequest,
};

/// The OpenAPI paths of this module.
#[derive(utoipa::OpenApi)]
#[openapi(paths(
    list_products,
    create_product,
    get_product,
    update_product,
    create_purchase,
    list_purchases,
    refund,
    create_enrollment,
    list_enrollments,
    list_payouts,
    get_settings,
    update_settings
))]
pub(crate) struct Doc;

pub(crate) fn routes() -> Vec<Route> {
    let (r, w) = (Scope::MarketplaceRead, Scope::MarketplaceWrite);
    vec![
        Route::new(
            Method::GET,
            "/v1/marketplace/products",
            r,
            handler!(list_products),
        ),
        Route::new(
            Method::POST,
            "/v1/marketplace/products",
            w,
            handler!(create_product),
        ),
        Route::new(
            Method::GET,
            "/v1/marketplace/products/{productId}",
            r,
            handler!(get_product),
        ),
        Route::new(
            Method::PATCH,
            "/v1/marketplace/products/{productId}",
            w,
            handler!(update_product),
        ),
        Route::new(
            Method::POST,
            "/v1/marketplace/purchases",
            w,
            handler!(create_purchase),
        ),
        Route::new(
            Method::GET,
            "/v1/marketplace/purchases",
            r,
            handler!(list_purchases),
        ),
        Route::new(
            Method::POST,
            "/v1/marketplace/purchases/{purchaseId}/refund",
            w,
            handler!(refund),
        ),
        Route::new(
            Method::POST,
            "/v1/marketplace/enrollments",
            w,
            handler!(create_enrollment),
        ),
        Route::new(
            Method::GET,
            "/v1/marketplace/enrollments",
            r,
            handler!(list_enrollments),
        ),
        Route::new(
            Method::GET,
            "/v1/marketplace/payouts",
            r,
            handler!(list_payouts),
        ),
        Route::new(
            Method::GET,
            "/v1/marketplace/settings",
            r,
            handler!(get_settings),
        ),
        Route::new(
            Method::PATCH,
            "/v1/marketplace/settings",
            w,
            handler!(update_settings),
        ),
    ]
}

/// Filters and order of `GET /v1/marketplace/products`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct ProductFilters {
    /// Subject id of the resource sold.
    subject: Option<String>,
    /// Level id of the resource sold.
    level: Option<String>,
    /// `exam`, `course` or `game`.
    kind: Option<ProductKind>,
    /// The creator's id.
    creator: Option<String>,
    /// `draft`, `published` or `archived`.
    status: Option<ProductStatus>,
    /// ISO 4217 code of the price.
    #[param(inline)]
    currency: Option<CurrencyCode>,
    /// Lowest price, in minor units.
    #[param(rename = "minPrice", minimum = 0, maximum = 100_000_000)]
    min_price: Option<i64>,
    /// Highest price, in minor units.
    #[param(rename = "maxPrice", minimum = 0, maximum = 100_000_000)]
    max_price: Option<i64>,
    /// Words to find in the title or description (at most 200 characters).
    #[param(max_length = 200)]
    q: Option<String>,
    /// `newest` (default), `oldest`, `price_asc`, `price_desc` or `title`.
    #[param(inline)]
    sort: Option<ProductSort>,
}

/// The orders of `GET /v1/marketplace/products`.
#[derive(Debug, utoipa::ToSchema)]
#[schema(rename_all = "snake_case")]
#[allow(dead_code)]
pub(crate) enum ProductSort {
    /// Newest first (the default).
    Newest,
    /// Oldest first.
    Oldest,
    /// Cheapest first.
    PriceAsc,
    /// Dearest first.
    PriceDesc,
    /// By title, alphabetically.
    Title,
}

/// An ISO 4217 currency code the marketplace knows (its minor-unit exponent is known), as
/// the document's enum.
#[derive(Debug)]
pub(crate) struct CurrencyCode;

impl utoipa::PartialSchema for CurrencyCode {
    fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
        use utoipa::openapi::schema::{ObjectBuilder, Type};
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some("ISO 4217 code, upper case."))
            .enum_values(Some(crate::domain::marketplace::currency_codes()))
            .into()
    }
}

impl utoipa::ToSchema for CurrencyCode {}

/// Filters of `GET /v1/marketplace/purchases`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct PurchaseFilters {
    /// The product (`prod_…`).
    #[param(rename = "productId")]
    product_id: Option<String>,
    /// The buyer's id.
    buyer: Option<String>,
    /// The creator's id.
    creator: Option<String>,
    /// `completed`, `partially_refunded`, `refunded` or `failed`.
    status: Option<PurchaseStatus>,
}

/// Filters of `GET /v1/marketplace/enrollments`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct EnrollmentFilters {
    /// The purchase (`pur_…`).
    #[param(rename = "purchaseId")]
    purchase_id: Option<String>,
    /// The product (`prod_…`).
    #[param(rename = "productId")]
    product_id: Option<String>,
    /// The learner or class.
    #[param(rename = "learnerRef")]
    learner_ref: Option<String>,
}

/// Filters of `GET /v1/marketplace/payouts`.
#[derive(Debug, IntoParams)]
#[into_params(parameter_in = Query)]
#[allow(dead_code)]
pub(crate) struct PayoutFilters {
    /// The creator's id.
    creator: Option<String>,
    /// ISO 4217 code.
    #[param(inline)]
    currency: Option<CurrencyCode>,
}

fn filters(query: &Query, names: &[(&str, &str)]) -> Vec<(String, String)> {
    names
        .iter()
        .filter_map(|(param, field)| Some(((*field).to_owned(), query.get(param)?.to_owned())))
        .collect()
}

fn with_etag(mut res: http::Response<crate::Body>, version: u64) -> http::Response<crate::Body> {
    if let Ok(v) = HeaderValue::from_str(&format!("\"{version}\"")) {
        res.headers_mut().insert(header::ETAG, v);
    }
    res
}

/// List the marketplace's products: filters by subject, level, kind, creator, status, currency,
/// price range and words; sorted newest first unless `sort` says otherwise.
#[utoipa::path(get, path = "/v1/marketplace/products", operation_id = "listProducts", tag = "Marketplace",
    params(ProductFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of products", body = Page<Product>)),
    security(("bearer" = ["marketplace:read"])))]
pub(crate) async fn list_products(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let get = |n: &str| query.get(n).map(str::to_owned);
    let q = ProductQuery {
        subject: get("subject"),
        level: get("level"),
        kind: get("kind"),
        creator: get("creator"),
        status: get("status"),
        currency: get("currency"),
        min_price: get("minPrice"),
        max_price: get("maxPrice"),
        q: get("q"),
        sort: get("sort"),
    };
    let page = PageRequest::from_query(&query, "products")?;
    let all = market::list_products(&cx.app, cx.account_id()?, &q).await?;
    Ok(json(StatusCode::OK, &page.slice(&all)?))
}

/// List a course, game or exam of the account for sale, as a draft, naming its creator.
///
/// `marketplace.product.created` is sent.
#[utoipa::path(post, path = "/v1/marketplace/products", operation_id = "createProduct", tag = "Marketplace",
    request_body = CreateProductRequest,
    responses((status = 201, description = "The product (draft)", body = Product)),
    security(("bearer" = ["marketplace:write"])))]
pub(crate) async fn create_product(cx: Ctx) -> HandlerResult {
    let req: CreateProductRequest = cx.json()?;
    let p = market::create_product(&cx.app, cx.account_id()?, req, cx.now).await?;
    Ok(with_etag(json(StatusCode::CREATED, &p), p.version))
}

/// A product, with its version as `ETag`.
#[utoipa::path(get, path = "/v1/marketplace/products/{productId}", operation_id = "getProduct", tag = "Marketplace",
    params(("productId" = String, Path, description = "`prod_…`")),
    responses((status = 200, description = "The product", body = Product)),
    security(("bearer" = ["marketplace:read"])))]
pub(crate) async fn get_product(cx: Ctx) -> HandlerResult {
    let p = market::get_product(&cx.app, cx.account_id()?, cx.param("productId")).await?;
    Ok(with_etag(json(StatusCode::OK, &p), p.version))
}

/// Change a product: title, description, price (later purchases only), licence, status
/// (draft → published → archived). With `If-Match`, a stale version is 409.
///
/// `marketplace.product.updated` is sent, and `marketplace.product.published` when it is
/// published.
#[utoipa::path(patch, path = "/v1/marketplace/products/{productId}", operation_id = "updateProduct", tag = "Marketplace",
    params(("productId" = String, Path, description = "`prod_…`"),
        ("If-Match" = Option<String>, Header, description = "The product's version, as its ETag (`\"3\"`, `W/\"3\"` or `3`); a stale version is 409, anything else 400")),
    request_body(content = Option<UpdateProductRequest>, description = "The fields to change; an empty body changes nothing"),
    responses((status = 200, description = "The product", body = Product)),
    security(("bearer" = ["marketplace:write"])))]
pub(crate) async fn update_product(cx: Ctx) -> HandlerResult {
    let req: UpdateProductRequest = cx.json()?;
    let if_match = match cx.parts.headers.get(header::IF_MATCH) {
        None => None,
        Some(v) => Some(
            v.to_str()
                .ok()
                .map(|s| s.trim().trim_start_matches("W/").trim_matches('"'))
                .and_then(|s| s.parse::<u64>().ok())
                .ok_or_else(|| {
                    Error::invalid("If-Match", "must be the product's version, as in its ETag")
                })?,
        ),
    };
    let id = cx.param("productId");
    let p = market::update_product(&cx.app, cx.account_id()?, id, if_match, req, cx.now).await?;
    Ok(with_etag(json(StatusCode::OK, &p), p.version))
}

/// Buy seats of a published product. The payment is captured through the host's payment
/// provider first; the price and commission in force are recorded on the purchase. Send an
/// `Idempotency-Key`: a retried purchase is never charged twice. A payment that is not captured
/// is 503 (the purchase is `failed`, nothing is recorded in the ledger, and the key is
/// released).
///
/// `marketplace.purchase.completed` is sent.
#[utoipa::path(post, path = "/v1/marketplace/purchases", operation_id = "createPurchase", tag = "Marketplace",
    request_body = CreatePurchaseRequest,
    responses((status = 201, description = "The completed purchase", body = Purchase)),
    security(("bearer" = ["marketplace:write"])))]
pub(crate) async fn create_purchase(cx: Ctx) -> HandlerResult {
    let req: CreatePurchaseRequest = cx.json()?;
    let p = market::purchase(&cx.app, cx.account_id()?, req, cx.now).await?;
    Ok(json(StatusCode::CREATED, &p))
}

/// List purchases, newest first.
#[utoipa::path(get, path = "/v1/marketplace/purchases", operation_id = "listPurchases", tag = "Marketplace",
    params(PurchaseFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of purchases", body = Page<Purchase>)),
    security(("bearer" = ["marketplace:read"])))]
pub(crate) async fn list_purchases(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = filters(
        &query,
        &[
            ("productId", "productId"),
            ("buyer", "buyer"),
            ("creator", "creator"),
            ("status", "status"),
        ],
    );
    let page = PageRequest::from_query(&query, "purchases")?;
    let found = market::list_purchases(&cx.app, cx.account_id()?, f, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |p| p.id.clone())))
}

/// Refund all or part of what remains of a purchase. The commission is reversed in proportion
/// (the last refund takes the remainder); a whole refund revokes the purchase's enrollments.
///
/// `marketplace.purchase.refunded` is sent.
#[utoipa::path(post, path = "/v1/marketplace/purchases/{purchaseId}/refund", operation_id = "refundPurchase", tag = "Marketplace",
    params(("purchaseId" = String, Path, description = "`pur_…`")),
    request_body(content = Option<RefundRequest>, description = "Optional: an empty body refunds all that remains"),
    responses((status = 200, description = "The purchase after the refund", body = Purchase)),
    security(("bearer" = ["marketplace:write"])))]
pub(crate) async fn refund(cx: Ctx) -> HandlerResult {
    let req: RefundRequest = cx.json()?;
    let id = cx.param("purchaseId");
    let p = market::refund(&cx.app, cx.account_id()?, id, req, cx.now).await?;
    Ok(json(StatusCode::OK, &p))
}

/// Give a learner or a class access on one of a purchase's seats; over the seats is 409.
///
/// `marketplace.enrollment.created` is sent.
#[utoipa::path(post, path = "/v1/marketplace/enrollments", operation_id = "createEnrollment", tag = "Marketplace",
    request_body = CreateEnrollmentRequest,
    responses((status = 201, description = "The enrollment", body = Enrollment)),
    security(("bearer" = ["marketplace:write"])))]
pub(crate) async fn create_enrollment(cx: Ctx) -> HandlerResult {
    let req: CreateEnrollmentRequest = cx.json()?;
    let e = market::enroll(&cx.app, cx.account_id()?, req, cx.now).await?;
    Ok(json(StatusCode::CREATED, &e))
}

/// List enrollments, newest first.
#[utoipa::path(get, path = "/v1/marketplace/enrollments", operation_id = "listEnrollments", tag = "Marketplace",
    params(EnrollmentFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of enrollments", body = Page<Enrollment>)),
    security(("bearer" = ["marketplace:read"])))]
pub(crate) async fn list_enrollments(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = filters(
        &query,
        &[
            ("purchaseId", "purchaseId"),
            ("productId", "productId"),
            ("learnerRef", "learnerRef"),
        ],
    );
    let page = PageRequest::from_query(&query, "enrollments")?;
    let found = market::list_enrollments(&cx.app, cx.account_id()?, f, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |e| e.id.clone())))
}

/// List payouts, newest first: per creator and period, the balance paid (sales − fees −
/// refunds, net of reversals).
#[utoipa::path(get, path = "/v1/marketplace/payouts", operation_id = "listPayouts", tag = "Marketplace",
    params(PayoutFilters, crate::api::openapi::PageParams),
    responses((status = 200, description = "A page of payouts", body = Page<Payout>)),
    security(("bearer" = ["marketplace:read"])))]
pub(crate) async fn list_payouts(cx: Ctx) -> HandlerResult {
    let query = cx.query();
    let f = filters(&query, &[("creator", "creator"), ("currency", "currency")]);
    let page = PageRequest::from_query(&query, "payouts")?;
    let found = market::list_payouts(&cx.app, cx.account_id()?, f, page.window()).await?;
    Ok(json(StatusCode::OK, &page.page(found, |p| p.id.clone())))
}

/// The marketplace's settings: white-label branding, commission schedules, payout period and
/// minimum.
#[utoipa::path(get, path = "/v1/marketplace/settings", operation_id = "getMarketplaceSettings", tag = "Marketplace",
    responses((status = 200, description = "The settings", body = Settings)),
    security(("bearer" = ["marketplace:read"])))]
pub(crate) async fn get_settings(cx: Ctx) -> HandlerResult {
    let (s, _) = market::get_settings(&cx.app, cx.account_id()?, cx.now).await?;
    Ok(json(StatusCode::OK, &s))
}

/// Change the settings. A new commission schedule applies from its `effectiveAt` on, never to
/// past purchases.
///
/// `marketplace.settings.updated` is sent, and `marketplace.commission.updated` with a new
/// schedule.
#[utoipa::path(patch, path = "/v1/marketplace/settings", operation_id = "updateMarketplaceSettings", tag = "Marketplace",
    request_body(content = Option<UpdateSettingsRequest>, description = "The fields to change"),
    responses((status = 200, description = "The settings", body = Settings)),
    security(("bearer" = ["marketplace:write"])))]
pub(crate) async fn update_settings(cx: Ctx) -> HandlerResult {
    let req: UpdateSettingsRequest = cx.json()?;
    let s = market::update_settings(&cx.app, cx.account_id()?, req, cx.now).await?;
    Ok(json(StatusCode::OK, &s))
}
