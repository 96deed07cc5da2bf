//! `marketplace.*`: products, purchases, enrollments, payouts and the seller's settings.

use serde::Serialize;
use utoipa::ToSchema;

use super::shared::EXAMPLE_ACCOUNT_ID;
use super::*;

const EXAMPLE_PRODUCT_ID: &str = "prod_01KAMZ9H1J3K5M7N9P1Q3R5S7T";
const EXAMPLE_PURCHASE_ID: &str = "pur_01KAMZAJ2K4M6N8P0Q2R4S6T8V";
const EXAMPLE_ENROLLMENT_ID: &str = "enr_01KAMZBK3M5N7P9Q1R3S5T7V9W";
const EXAMPLE_PAYOUT_ID: &str = "pay_01KAMZCM4N6P8Q0R2S4T6V8W0X";
const EXAMPLE_TIME: &str = "2025-11-22T10:04:25.123Z";

/// An amount of money.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Money {
    /// Amount in the currency's minor unit (cents).
    pub amount: u64,
    /// ISO 4217 code.
    #[schema(pattern = "^[A-Z]{3}$")]
    pub currency: String,
}

impl Money {
    /// `amount` minor units of `currency`.
    pub fn new(amount: u64, currency: impl Into<String>) -> Self {
        Self {
            amount,
            currency: currency.into(),
        }
    }

    fn eur(amount: u64) -> Self {
        Self::new(amount, "EUR")
    }
}

/// What a product sells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ProductKind {
    /// An exam.
    Exam,
    /// A course.
    Course,
    /// A game.
    Game,
}

/// A product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    /// Product id (`prod_…`).
    #[schema(pattern = "^prod_")]
    pub id: String,
    /// Product title.
    pub title: String,
    /// What is sold.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub kind: Option<ProductKind>,
    /// Id of the exam, course or game sold.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub resource_id: Option<String>,
    /// List price.
    pub price: Money,
    /// Product state: `draft`, `published` or `archived`.
    pub status: String,
}

impl Product {
    fn example(status: &str) -> Self {
        Self {
            id: EXAMPLE_PRODUCT_ID.to_owned(),
            title: "Brevet blanc de mathématiques".to_owned(),
            kind: Some(ProductKind::Exam),
            resource_id: Some(super::exam::EXAMPLE_EXAM_ID.to_owned()),
            price: Money::eur(1_490),
            status: status.to_owned(),
        }
    }
}

/// A changed product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ChangedProduct {
    /// The product as it is now.
    #[serde(flatten)]
    pub product: Product,
    /// When it changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub updated_at: Option<String>,
}

/// A published product.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PublishedProduct {
    /// The product as it is now.
    #[serde(flatten)]
    pub product: Product,
    /// When it was published.
    #[schema(format = DateTime)]
    pub published_at: String,
}

/// A purchase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Purchase {
    /// Purchase id (`pur_…`).
    #[schema(pattern = "^pur_")]
    pub id: String,
    /// Product id (`prod_…`).
    #[schema(pattern = "^prod_")]
    pub product_id: String,
    /// Amount paid.
    pub price: Money,
    /// Platform commission on the sale.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub commission: Option<Money>,
    /// Purchase state: `completed`, `partially_refunded` or `refunded`.
    pub status: String,
}

impl Purchase {
    fn example(status: &str) -> Self {
        Self {
            id: EXAMPLE_PURCHASE_ID.to_owned(),
            product_id: EXAMPLE_PRODUCT_ID.to_owned(),
            price: Money::eur(1_490),
            commission: Some(Money::eur(224)),
            status: status.to_owned(),
        }
    }
}

/// A paid purchase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CompletedPurchase {
    /// The purchase.
    #[serde(flatten)]
    pub purchase: Purchase,
    /// When it was paid.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub completed_at: Option<String>,
}

/// A refunded purchase.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RefundedPurchase {
    /// The purchase.
    #[serde(flatten)]
    pub purchase: Purchase,
    /// When it was refunded.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub refunded_at: Option<String>,
    /// Why it was refunded.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub refund_reason: Option<String>,
    /// The amount of this refund.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub amount_refunded: Option<Money>,
}

/// An enrollment.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Enrollment {
    /// Enrollment id (`enr_…`).
    #[schema(pattern = "^enr_")]
    pub id: String,
    /// Product id (`prod_…`).
    #[schema(pattern = "^prod_")]
    pub product_id: String,
    /// Purchase id (`pur_…`).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, pattern = "^pur_")]
    pub purchase_id: Option<String>,
    /// The caller's reference for the learner.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub learner_ref: Option<String>,
    /// When it was created.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub created_at: Option<String>,
}

/// Where a payout stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PayoutState {
    /// Scheduled.
    Pending,
    /// Paid.
    Paid,
}

/// A payout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Payout {
    /// Payout id (`pay_…`).
    #[schema(pattern = "^pay_")]
    pub id: String,
    /// Amount paid out.
    pub amount: Money,
    /// Payout state.
    pub status: PayoutState,
    /// Start of the period covered.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub period_start: Option<String>,
    /// End of the period covered.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub period_end: Option<String>,
}

impl Payout {
    fn example(status: PayoutState) -> Self {
        Self {
            id: EXAMPLE_PAYOUT_ID.to_owned(),
            amount: Money::eur(126_660),
            status,
            period_start: Some("2025-10-01T00:00:00.000Z".to_owned()),
            period_end: Some("2025-11-01T00:00:00.000Z".to_owned()),
        }
    }
}

/// A paid payout.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct PaidPayout {
    /// The payout.
    #[serde(flatten)]
    pub payout: Payout,
    /// When it was paid.
    #[schema(format = DateTime)]
    pub paid_at: String,
}

/// A change of the marketplace settings.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct SettingsChange {
    /// Account id (`acc_…`).
    #[schema(pattern = "^acc_")]
    pub account_id: String,
    /// Names of the settings that changed.
    pub changed_fields: Vec<String>,
    /// When they changed.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub updated_at: Option<String>,
}

/// A change of the commission schedule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommissionChange {
    /// Account id (`acc_…`).
    #[schema(pattern = "^acc_")]
    pub account_id: String,
    /// The new platform rate, in basis points (0 to 10,000).
    #[schema(minimum = 0, maximum = 10000)]
    pub platform_bps: u32,
    /// The platform rate in force before the change, in basis points.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, minimum = 0, maximum = 10000)]
    pub previous_platform_bps: Option<u32>,
    /// When the new schedule applies (purchases made before keep theirs).
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false, format = DateTime)]
    pub effective_at: Option<String>,
}

/// `data` of `marketplace.product.created`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceProductCreated {
    /// The product.
    pub product: Product,
}

impl EventPayload for MarketplaceProductCreated {
    const TYPE: &'static str = MARKETPLACE_PRODUCT_CREATED;

    fn example() -> Self {
        Self {
            product: Product::example("draft"),
        }
    }
}

/// `data` of `marketplace.product.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceProductUpdated {
    /// The product.
    pub product: ChangedProduct,
}

impl EventPayload for MarketplaceProductUpdated {
    const TYPE: &'static str = MARKETPLACE_PRODUCT_UPDATED;

    fn example() -> Self {
        Self {
            product: ChangedProduct {
                product: Product::example("draft"),
                updated_at: Some(EXAMPLE_TIME.to_owned()),
            },
        }
    }
}

/// `data` of `marketplace.product.published`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceProductPublished {
    /// The product.
    pub product: PublishedProduct,
}

impl EventPayload for MarketplaceProductPublished {
    const TYPE: &'static str = MARKETPLACE_PRODUCT_PUBLISHED;

    fn example() -> Self {
        Self {
            product: PublishedProduct {
                product: Product::example("published"),
                published_at: EXAMPLE_TIME.to_owned(),
            },
        }
    }
}

/// `data` of `marketplace.purchase.completed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplacePurchaseCompleted {
    /// The purchase.
    pub purchase: CompletedPurchase,
}

impl EventPayload for MarketplacePurchaseCompleted {
    const TYPE: &'static str = MARKETPLACE_PURCHASE_COMPLETED;

    fn example() -> Self {
        Self {
            purchase: CompletedPurchase {
                purchase: Purchase::example("completed"),
                completed_at: Some(EXAMPLE_TIME.to_owned()),
            },
        }
    }
}

/// `data` of `marketplace.purchase.refunded`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplacePurchaseRefunded {
    /// The purchase.
    pub purchase: RefundedPurchase,
}

impl EventPayload for MarketplacePurchaseRefunded {
    const TYPE: &'static str = MARKETPLACE_PURCHASE_REFUNDED;

    fn example() -> Self {
        Self {
            purchase: RefundedPurchase {
                purchase: Purchase::example("refunded"),
                refunded_at: Some(EXAMPLE_TIME.to_owned()),
                refund_reason: Some("Bought twice by mistake.".to_owned()),
                amount_refunded: Some(Money::eur(1_490)),
            },
        }
    }
}

/// `data` of `marketplace.enrollment.created`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceEnrollmentCreated {
    /// The enrollment.
    pub enrollment: Enrollment,
}

impl EventPayload for MarketplaceEnrollmentCreated {
    const TYPE: &'static str = MARKETPLACE_ENROLLMENT_CREATED;

    fn example() -> Self {
        Self {
            enrollment: Enrollment {
                id: EXAMPLE_ENROLLMENT_ID.to_owned(),
                product_id: EXAMPLE_PRODUCT_ID.to_owned(),
                purchase_id: Some(EXAMPLE_PURCHASE_ID.to_owned()),
                learner_ref: Some("learner-2291".to_owned()),
                created_at: Some(EXAMPLE_TIME.to_owned()),
            },
        }
    }
}

/// `data` of `marketplace.payout.created`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplacePayoutCreated {
    /// The payout.
    pub payout: Payout,
}

impl EventPayload for MarketplacePayoutCreated {
    const TYPE: &'static str = MARKETPLACE_PAYOUT_CREATED;

    fn example() -> Self {
        Self {
            payout: Payout::example(PayoutState::Pending),
        }
    }
}

/// `data` of `marketplace.payout.paid`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplacePayoutPaid {
    /// The payout.
    pub payout: PaidPayout,
}

impl EventPayload for MarketplacePayoutPaid {
    const TYPE: &'static str = MARKETPLACE_PAYOUT_PAID;

    fn example() -> Self {
        Self {
            payout: PaidPayout {
                payout: Payout::example(PayoutState::Paid),
                paid_at: EXAMPLE_TIME.to_owned(),
            },
        }
    }
}

/// `data` of `marketplace.settings.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceSettingsUpdated {
    /// The marketplace settings.
    pub settings: SettingsChange,
}

impl EventPayload for MarketplaceSettingsUpdated {
    const TYPE: &'static str = MARKETPLACE_SETTINGS_UPDATED;

    fn example() -> Self {
        Self {
            settings: SettingsChange {
                account_id: EXAMPLE_ACCOUNT_ID.to_owned(),
                changed_fields: vec!["logoUrl".to_owned(), "primaryColor".to_owned()],
                updated_at: Some(EXAMPLE_TIME.to_owned()),
            },
        }
    }
}

/// `data` of `marketplace.commission.updated`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct MarketplaceCommissionUpdated {
    /// The commission.
    pub commission: CommissionChange,
}

impl EventPayload for MarketplaceCommissionUpdated {
    const TYPE: &'static str = MARKETPLACE_COMMISSION_UPDATED;

    fn example() -> Self {
        Self {
            commission: CommissionChange {
                account_id: EXAMPLE_ACCOUNT_ID.to_owned(),
                platform_bps: 1500,
                previous_platform_bps: Some(2000),
                effective_at: Some("2025-12-01T00:00:00.000Z".to_owned()),
            },
        }
    }
}

impl From<&crate::domain::marketplace::Money> for Money {
    fn from(m: &crate::domain::marketplace::Money) -> Self {
        Self::new(m.amount.unsigned_abs(), m.currency.clone())
    }
}

impl From<&crate::domain::marketplace::Product> for Product {
    fn from(p: &crate::domain::marketplace::Product) -> Self {
        use crate::domain::marketplace::ProductKind as K;
        Self {
            id: p.id.clone(),
            title: p.title.clone(),
            kind: Some(match p.kind {
                K::Exam => ProductKind::Exam,
                K::Course => ProductKind::Course,
                K::Game => ProductKind::Game,
            }),
            resource_id: Some(p.resource_id.clone()),
            price: Money::from(&p.price),
            status: p.status.as_str().to_owned(),
        }
    }
}

impl From<&crate::domain::marketplace::Purchase> for Purchase {
    fn from(p: &crate::domain::marketplace::Purchase) -> Self {
        Self {
            id: p.id.clone(),
            product_id: p.product_id.clone(),
            price: Money::from(&p.amount),
            commission: Some(Money::from(&p.fee)),
            status: p.status.as_str().to_owned(),
        }
    }
}

impl From<&crate::domain::marketplace::Payout> for Payout {
    fn from(p: &crate::domain::marketplace::Payout) -> Self {
        Self {
            id: p.id.clone(),
            amount: Money::from(&p.amount),
            status: match p.status {
                crate::domain::marketplace::PayoutStatus::Pending => PayoutState::Pending,
                crate::domain::marketplace::PayoutStatus::Paid => PayoutState::Paid,
            },
            period_start: Some(crate::ids::timestamp(p.period_start)),
            period_end: Some(crate::ids::timestamp(p.period_end)),
        }
    }
}
