//! The marketplace's money rules, free of I/O: amounts in integer minor units of an ISO 4217
//! currency, the commission split (round half to even, creator share = gross − fee), the
//! proportional reversal of a refund, and the double-entry ledger every sale, refund and payout
//! is written to.
//!
//! Every ledger account's balance is kept on its normal side and never goes negative: a
//! creator's balance (what the platform owes the creator), the platform's fees, and what the
//! platform absorbed (the creator's part of a refund the creator's balance could not cover, as
//! the platform of a Stripe destination charge bears refunds). The `external` account is the
//! world outside (buyers' payments in, refunds and payouts out): it mirrors the others, so every
//! entry, and so the ledger, sums to zero.

use std::collections::BTreeMap;

use chrono::{DateTime, Utc};

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

use super::Resource;

/// The largest price, refund or amount, in minor units (1,000,000.00 in a two-decimal
/// currency).
pub const MAX_AMOUNT: i64 = 100_000_000;
/// Basis points in a whole (100 %).
pub const BPS: u32 = 10_000;

/// Active ISO 4217 codes whose minor unit is not the cent: (code, decimals).
const EXPONENTS: &[(&str, u8)] = &[
    ("BHD", 3),
    ("BIF", 0),
    ("CLF", 4),
    ("CLP", 0),
    ("DJF", 0),
    ("GNF", 0),
    ("IQD", 3),
    ("ISK", 0),
    ("JOD", 3),
    ("JPY", 0),
    ("KMF", 0),
    ("KRW", 0),
    ("KWD", 3),
    ("LYD", 3),
    ("OMR", 3),
    ("PYG", 0),
    ("RWF", 0),
    ("TND", 3),
    ("UGX", 0),
    ("UYI", 0),
    ("UYW", 4),
    ("VND", 0),
    ("VUV", 0),
    ("XAF", 0),
    ("XOF", 0),
    ("XPF", 0),
];

/// Active ISO 4217 codes with two decimals.
const CENTS: &[&str] = &[
    "AED", "AFN", "ALL", "AMD", "ANG", "AOA", "ARS", "AUD", "AWG", "AZN", "BAM", "BBD", "BDT",
    "BGN", "BMD", "BND", "BOB", "BRL", "BSD", "BTN", "BWP", "BYN", "BZD", "CAD", "CDF", "CHF",
    "CNY", "COP", "CRC", "CUP", "CVE", "CZK", "DKK", "DOP", "DZD", "EGP", "ERN", "ETB", "EUR",
    "FJD", "FKP", "GBP", "GEL", "GHS", "GIP", "GMD", "GTQ", "GYD", "HKD", "HNL", "HTG", "HUF",
    "IDR", "ILS", "INR", "IRR", "JMD", "KES", "KGS", "KHR", "KPW", "KYD", "KZT", "LAK", "LBP",
    "LKR", "LRD", "LSL", "MAD", "MDL", "MGA", "MKD", "MMK", "MNT", "MOP", "MRU", "MUR", "MVR",
    "MWK", "MXN", "MYR", "MZN", "NAD", "NGN", "NIO", "NOK", "NPR", "NZD", "PAB", "PEN", "PGK",
    "PHP", "PKR", "PLN", "QAR", "RON", "RSD", "RUB", "SAR", "SBD", "SCR", "SDG", "SEK", "SGD",
    "SHP", "SLE", "SOS", "SRD", "SSP", "STN", "SVC", "SYP", "SZL", "THB", "TJS", "TMT", "TOP",
    "TRY", "TTD", "TWD", "TZS", "UAH", "USD", "UYU", "UZS", "VES", "WST", "XCD", "YER", "ZAR",
    "ZMW", "ZWG",
];

/// The number of decimals of an active ISO 4217 currency (`JPY`: 0, `EUR`: 2, `KWD`: 3), or
/// `None` for a code that is not one.
pub fn currency_exponent(code: &str) -> Option<u8> {
    EXPONENTS
        .iter()
        .find(|(c, _)| *c == code)
        .map(|(_, e)| *e)
        .or_else(|| CENTS.contains(&code).then_some(2))
}

/// Every ISO 4217 code [`currency_exponent`] knows, sorted.
pub fn currency_codes() -> Vec<&'static str> {
    let mut codes: Vec<&'static str> = EXPONENTS
        .iter()
        .map(|(c, _)| *c)
        .chain(CENTS.iter().copied())
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// An amount of money: integer minor units of an ISO 4217 currency, never a float.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Money {
    /// Minor units of the currency (cents; yen for `JPY`, which has none).
    #[schema(minimum = 0, maximum = 100_000_000)]
    pub amount: i64,
    /// ISO 4217 code, upper case.
    #[schema(pattern = "^[A-Z]{3}$")]
    pub currency: String,
}

impl Money {
    /// `amount` minor units of `currency`.
    pub fn new(amount: i64, currency: impl Into<String>) -> Self {
        Self {
            amount,
            currency: currency.into(),
        }
    }
}

/// `n / d` rounded to the nearest integer, ties to the even one (`d > 0`, `n ≥ 0`).
fn div_half_even(n: i128, d: i128) -> i128 {
    let (q, r) = (n / d, n % d);
    match (2 * r).cmp(&d) {
        std::cmp::Ordering::Less => q,
        std::cmp::Ordering::Greater => q + 1,
        std::cmp::Ordering::Equal => q + (q & 1),
    }
}

/// The platform's fee on `gross` at `bps` basis points (at most 10,000): round half to even of
/// gross × bps / 10,000.
pub fn fee(gross: i64, bps: u32) -> i64 {
    div_half_even(
        i128::from(gross) * i128::from(bps.min(BPS)),
        i128::from(BPS),
    ) as i64
}

/// The parts of a sale: the platform's fee and the creator's share, which sum to the gross.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    /// The platform's commission.
    pub fee: i64,
    /// The creator's share: gross − fee.
    pub creator: i64,
}

/// Splits `gross` at `bps`.
pub fn split(gross: i64, bps: u32) -> Split {
    let fee = fee(gross, bps);
    Split {
        fee,
        creator: gross - fee,
    }
}

/// What a purchase has been refunded so far.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Refunded {
    /// Refunded to the buyer.
    pub amount: i64,
    /// Of which the platform's fee given back.
    pub fee: i64,
}

/// Why a refund is refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RefundError {
    /// Zero or negative.
    NotPositive,
    /// More than what remains of the purchase (the remaining amount).
    AboveRemaining(i64),
}

/// The split of a refund of `amount` of a sale of `gross` whose fee was `fee`, after `before`:
/// the fee reversed is proportional (cumulatively rounded half to even, so the last refund
/// takes the remainder exactly), the rest comes from the creator's share. Returns the refunded
/// totals after it.
pub fn refund(
    gross: i64,
    fee: i64,
    before: Refunded,
    amount: i64,
) -> Result<Refunded, RefundError> {
    let remaining = gross - before.amount;
    if amount <= 0 {
        return Err(RefundError::NotPositive);
    }
    if amount > remaining {
        return Err(RefundError::AboveRemaining(remaining));
    }
    let total = before.amount + amount;
    let fee_total = if total == gross || gross == 0 {
        fee
    } else {
        div_half_even(i128::from(total) * i128::from(fee), i128::from(gross)) as i64
    };
    Ok(Refunded {
        amount: total,
        fee: fee_total.max(before.fee),
    })
}

/// A ledger account.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Account {
    /// Money outside the platform (buyers' payments in; refunds and payouts out).
    External,
    /// What the platform owes a creator (the creator's id).
    Creator(String),
    /// The platform's earned commission.
    Fees,
    /// Refunds the platform bore because the creator's balance could not.
    Absorbed,
    /// Payouts made by a payout run and not yet confirmed as transferred.
    Payouts,
}

impl Account {
    /// Whether the account's normal balance is a credit (credits are positive postings).
    fn credit_normal(&self) -> bool {
        matches!(self, Self::Creator(_) | Self::Fees | Self::Payouts)
    }

    /// The account's name in stored entries (`creator:<id>`, `fees`, `absorbed`, `payouts`,
    /// `external`).
    pub fn name(&self) -> String {
        match self {
            Self::External => "external".to_owned(),
            Self::Creator(id) => format!("creator:{id}"),
            Self::Fees => "fees".to_owned(),
            Self::Absorbed => "absorbed".to_owned(),
            Self::Payouts => "payouts".to_owned(),
        }
    }
}

/// What an entry records.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EntryKind {
    /// A sale: the buyer's money, split between the creator and the fee.
    Sale,
    /// A refund, with the proportional fee reversal.
    Refund,
    /// A payout to a creator, made by a payout run (pending).
    Payout,
    /// A pending payout confirmed as transferred to its creator.
    PayoutPaid,
}

/// One double-entry ledger entry in one currency: postings that sum to zero (credits
/// positive).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Entry {
    /// What it records.
    pub kind: EntryKind,
    /// The currency of every posting.
    pub currency: String,
    /// (account, amount; credit positive).
    pub postings: Vec<(Account, i64)>,
}

impl Entry {
    /// A sale of `gross` by `creator`, with `fee` to the platform.
    pub fn sale(creator: &str, currency: &str, gross: i64, fee: i64) -> Self {
        Self {
            kind: EntryKind::Sale,
            currency: currency.to_owned(),
            postings: vec![
                (Account::External, -gross),
                (Account::Creator(creator.to_owned()), gross - fee),
                (Account::Fees, fee),
            ],
        }
    }

    /// A refund of `amount` giving back `fee` of the commission; the creator's part
    /// (`amount − fee`) is taken from the creator's balance `creator_balance`, and what it
    /// cannot cover is absorbed by the platform. Returns the entry and the part charged to the
    /// creator.
    pub fn refund(
        creator: &str,
        currency: &str,
        amount: i64,
        fee: i64,
        creator_balance: i64,
    ) -> (Self, i64) {
        let share = amount - fee;
        let charged = share.min(creator_balance.max(0));
        let entry = Self {
            kind: EntryKind::Refund,
            currency: currency.to_owned(),
            postings: vec![
                (Account::External, amount),
                (Account::Creator(creator.to_owned()), -charged),
                (Account::Fees, -fee),
                (Account::Absorbed, -(share - charged)),
            ],
        };
        (entry, charged)
    }

    /// A payout of `amount` to `creator`: the creator's balance moves to the pending
    /// payouts.
    pub fn payout(creator: &str, currency: &str, amount: i64) -> Self {
        Self {
            kind: EntryKind::Payout,
            currency: currency.to_owned(),
            postings: vec![
                (Account::Creator(creator.to_owned()), -amount),
                (Account::Payouts, amount),
            ],
        }
    }

    /// A pending payout of `amount` confirmed as transferred: it leaves the platform.
    pub fn payout_paid(currency: &str, amount: i64) -> Self {
        Self {
            kind: EntryKind::PayoutPaid,
            currency: currency.to_owned(),
            postings: vec![(Account::Payouts, -amount), (Account::External, amount)],
        }
    }

    /// The sum of the postings (zero for every entry this module makes).
    pub fn sum(&self) -> i64 {
        self.postings.iter().map(|(_, a)| a).sum()
    }
}

/// Why the ledger refused an entry.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LedgerError {
    /// The postings do not sum to zero.
    Unbalanced,
    /// The account would go below zero on its normal side.
    Negative(String),
}

/// Balances per (currency, account), credit positive.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Ledger {
    balances: BTreeMap<(String, Account), i64>,
}

impl Ledger {
    /// An empty ledger.
    pub fn new() -> Self {
        Self::default()
    }

    /// Applies `entry`, or refuses it (changing nothing) if it is unbalanced or would take an
    /// account below zero on its normal side.
    pub fn apply(&mut self, entry: &Entry) -> Result<(), LedgerError> {
        if entry.sum() != 0 {
            return Err(LedgerError::Unbalanced);
        }
        let mut next = self.balances.clone();
        for (account, amount) in &entry.postings {
            let b = next
                .entry((entry.currency.clone(), account.clone()))
                .or_insert(0);
            *b += amount;
            let normal = if account.credit_normal() { *b } else { -*b };
            if *account != Account::External && normal < 0 {
                return Err(LedgerError::Negative(account.name()));
            }
        }
        self.balances = next;
        Ok(())
    }

    /// The balance of `account` in `currency` on its normal side.
    pub fn balance(&self, currency: &str, account: &Account) -> i64 {
        let b = self
            .balances
            .get(&(currency.to_owned(), account.clone()))
            .copied()
            .unwrap_or(0);
        if account.credit_normal() { b } else { -b }
    }

    /// The sum of every balance of `currency`, credit positive (zero in a balanced ledger).
    pub fn total(&self, currency: &str) -> i64 {
        self.balances
            .iter()
            .filter(|((c, _), _)| c == currency)
            .map(|(_, b)| b)
            .sum()
    }
}

/// A creator or a buyer: one of the host's users, named by the host's id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct Party {
    /// The host's id for the user (1 to 128 characters).
    #[schema(min_length = 1, max_length = 128)]
    pub id: String,
    /// The name shown (1 to 200 characters).
    #[schema(min_length = 1, max_length = 200)]
    pub name: String,
}

/// What a product sells.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ProductKind {
    /// An exam of the account.
    Exam,
    /// A course of the account.
    Course,
    /// A game of the account.
    Game,
}

impl ProductKind {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Exam => "exam",
            Self::Course => "course",
            Self::Game => "game",
        }
    }
}

/// Who may use what is bought.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Licence {
    /// One teacher.
    SingleTeacher,
    /// Every teacher of one school site.
    SchoolSite,
}

/// Where a product stands: draft → published → archived.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum ProductStatus {
    /// Not for sale yet.
    Draft,
    /// For sale.
    Published,
    /// No longer for sale.
    Archived,
}

impl ProductStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Draft => "draft",
            Self::Published => "published",
            Self::Archived => "archived",
        }
    }

    /// Whether a product may go from `self` to `to` (forward only, or staying).
    pub fn may_become(self, to: Self) -> bool {
        (self as u8) <= (to as u8)
    }
}

/// A product of the account's marketplace: a course, game or exam of the account, listed by a
/// creator at a price.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Product {
    /// `prod_…`
    pub id: String,
    /// Always `product`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    pub livemode: bool,
    /// What it sells.
    pub kind: ProductKind,
    /// The exam, course or game sold (`exam_…`, `course_…`, `game_…`).
    pub resource_id: String,
    /// Subject id of the resource sold.
    pub subject: String,
    /// Level id of the resource sold.
    pub level: String,
    /// Who sells it.
    pub creator: Party,
    /// Title.
    pub title: String,
    /// Description.
    pub description: String,
    /// The price of one seat (later purchases only see a change).
    pub price: Money,
    /// Who may use it.
    pub licence: Licence,
    /// Where it stands.
    pub status: ProductStatus,
    /// Bumped by every change (its `ETag`).
    pub version: u64,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
    /// When it was first published.
    #[serde(
        with = "crate::ids::ts::option",
        default,
        skip_serializing_if = "Option::is_none"
    )]
    #[schema(value_type = Option<String>, format = DateTime, nullable = false)]
    pub published_at: Option<DateTime<Utc>>,
}

impl Resource for Product {
    const KIND: &'static str = "market_product";
    const NAME: &'static str = "product";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> BTreeMap<String, String> {
        [
            ("kind".to_owned(), self.kind.as_str().to_owned()),
            ("subject".to_owned(), self.subject.clone()),
            ("level".to_owned(), self.level.clone()),
            ("creator".to_owned(), self.creator.id.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
        ]
        .into()
    }
}

/// Where a purchase stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum PurchaseStatus {
    /// Paid.
    Completed,
    /// Partly refunded.
    PartiallyRefunded,
    /// Wholly refunded (its enrollments no longer give access).
    Refunded,
    /// The payment was not captured: nothing was charged or recorded.
    Failed,
}

impl PurchaseStatus {
    /// The wire name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Completed => "completed",
            Self::PartiallyRefunded => "partially_refunded",
            Self::Refunded => "refunded",
            Self::Failed => "failed",
        }
    }
}

/// A purchase of seats of a product, with the price and commission in force when it was made.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Purchase {
    /// `pur_…`
    pub id: String,
    /// Always `purchase`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    pub livemode: bool,
    /// The product bought.
    pub product_id: String,
    /// What the product sells.
    pub kind: ProductKind,
    /// The exam, course or game sold.
    pub resource_id: String,
    /// The product's creator.
    pub creator: Party,
    /// The buyer.
    pub buyer: Party,
    /// Seats bought.
    pub quantity: u32,
    /// The price of one seat then.
    pub unit_price: Money,
    /// What the buyer paid: unit price × quantity.
    pub amount: Money,
    /// The commission rate in force, in basis points.
    pub commission_bps: u32,
    /// The platform's commission.
    pub fee: Money,
    /// The creator's share: amount − fee.
    pub creator_amount: Money,
    /// Refunded to the buyer so far.
    pub refunded: Money,
    /// Of which commission reversed.
    pub fee_refunded: Money,
    /// Where it stands.
    pub status: PurchaseStatus,
    /// The payment provider's reference of the captured payment.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub payment_ref: Option<String>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

impl Resource for Purchase {
    const KIND: &'static str = "market_purchase";
    const NAME: &'static str = "purchase";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> BTreeMap<String, String> {
        [
            ("productId".to_owned(), self.product_id.clone()),
            ("buyer".to_owned(), self.buyer.id.clone()),
            ("creator".to_owned(), self.creator.id.clone()),
            ("status".to_owned(), self.status.as_str().to_owned()),
        ]
        .into()
    }
}

/// A learner or a class given access to a purchased course or game, on one seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Enrollment {
    /// `enr_…`
    pub id: String,
    /// Always `enrollment`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    pub livemode: bool,
    /// The purchase whose seat it uses.
    pub purchase_id: String,
    /// The product.
    pub product_id: String,
    /// The host's id of the learner or class.
    pub learner_ref: String,
    /// Whether it gives access (a wholly refunded purchase revokes it).
    pub active: bool,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

impl Resource for Enrollment {
    const KIND: &'static str = "market_enrollment";
    const NAME: &'static str = "enrollment";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> BTreeMap<String, String> {
        [
            ("purchaseId".to_owned(), self.purchase_id.clone()),
            ("productId".to_owned(), self.product_id.clone()),
            ("learnerRef".to_owned(), self.learner_ref.clone()),
        ]
        .into()
    }
}

/// A payout to a creator: the creator's balance in one currency when a payout run closed a
/// period (sales − fees − refunds, net of fee reversals).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Payout {
    /// `pay_…`
    pub id: String,
    /// Always `payout`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    pub livemode: bool,
    /// The creator paid.
    pub creator_id: String,
    /// The amount paid: gross sales − fees − refunds charged to the creator.
    pub amount: Money,
    /// Buyers' payments for the creator's products in the period.
    pub gross_sales: Money,
    /// Commission kept by the platform, net of reversals.
    pub fees: Money,
    /// Refunds charged to the creator's share.
    pub refunds: Money,
    /// `pending` from the payout run, `paid` once the host confirms the transfer.
    pub status: PayoutStatus,
    /// When the transfer was confirmed (null while `pending`).
    #[serde(default, with = "crate::ids::ts::option")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub paid_at: Option<DateTime<Utc>>,
    /// Start of the period covered (the previous payout's end, or the first sale).
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub period_start: DateTime<Utc>,
    /// End of the period covered.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub period_end: DateTime<Utc>,
    /// Creation time.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub created_at: DateTime<Utc>,
}

/// Where a payout stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PayoutStatus {
    /// Made by a payout run; the transfer to the creator is not confirmed yet.
    Pending,
    /// Transferred to the creator.
    Paid,
}

impl Resource for Payout {
    const KIND: &'static str = "market_payout";
    const NAME: &'static str = "payout";
    fn id(&self) -> &str {
        &self.id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn fields(&self) -> BTreeMap<String, String> {
        [
            ("creator".to_owned(), self.creator_id.clone()),
            ("currency".to_owned(), self.amount.currency.clone()),
        ]
        .into()
    }
}

/// White-label branding of the account's marketplace, shown in rendered pages and PDFs.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Branding {
    /// The marketplace's name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub name: Option<String>,
    /// An `https://` URL of the logo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub logo_url: Option<String>,
    /// Main colour, `#rrggbb`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub primary_color: Option<String>,
    /// Second colour, `#rrggbb`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub accent_color: Option<String>,
    /// Support email address.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub support_email: Option<String>,
    /// The custom domain the marketplace is served on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub custom_domain: Option<String>,
}

/// A commission schedule, in force from `effectiveAt` until the next one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct CommissionSchedule {
    /// When it takes effect.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub effective_at: DateTime<Utc>,
    /// The platform's rate, in basis points (0 to 10,000).
    pub platform_bps: u32,
    /// Rates per product kind (`exam`, `course`, `game`), over the platform's.
    #[serde(default)]
    pub kind_bps: BTreeMap<String, u32>,
    /// Rates per creator id, over every other.
    #[serde(default)]
    pub creator_bps: BTreeMap<String, u32>,
}

impl CommissionSchedule {
    /// The rate for a sale of `kind` by `creator`: the creator's, else the kind's, else the
    /// platform's.
    pub fn rate(&self, creator: &str, kind: ProductKind) -> u32 {
        self.creator_bps
            .get(creator)
            .or_else(|| self.kind_bps.get(kind.as_str()))
            .copied()
            .unwrap_or(self.platform_bps)
    }
}

/// How often payouts are made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum PayoutPeriod {
    /// Every week.
    Weekly,
    /// Every month.
    Monthly,
    /// When the host runs them.
    Manual,
}

/// The account's marketplace settings: branding, commission schedules, payout period and
/// minimum.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Settings {
    /// Always `marketplace_settings`.
    pub object: String,
    /// The owning account.
    pub account_id: String,
    /// `true` in live mode, `false` in test mode.
    pub livemode: bool,
    /// White-label branding.
    pub branding: Branding,
    /// The schedules, oldest first; a purchase uses the last one in force when it is made.
    pub commission: Vec<CommissionSchedule>,
    /// How often payouts are made.
    pub payout_period: PayoutPeriod,
    /// Balances below this many minor units wait for a later payout.
    pub payout_minimum: i64,
    /// Bumped by every change.
    pub version: u64,
    /// Last change.
    #[serde(with = "crate::ids::ts")]
    #[schema(value_type = String, format = DateTime)]
    pub updated_at: DateTime<Utc>,
}

/// The platform rate of an account that never set one: 15 %.
pub const DEFAULT_BPS: u32 = 1_500;

impl Settings {
    /// The settings of an account that never changed them.
    pub fn default_for(account_id: &str, livemode: bool, now: DateTime<Utc>) -> Self {
        Self {
            object: "marketplace_settings".to_owned(),
            account_id: account_id.to_owned(),
            livemode,
            branding: Branding::default(),
            commission: vec![CommissionSchedule {
                effective_at: DateTime::<Utc>::UNIX_EPOCH,
                platform_bps: DEFAULT_BPS,
                kind_bps: BTreeMap::new(),
                creator_bps: BTreeMap::new(),
            }],
            payout_period: PayoutPeriod::Monthly,
            payout_minimum: 0,
            version: 0,
            updated_at: now,
        }
    }

    /// The schedule in force at `at`.
    pub fn schedule_at(&self, at: DateTime<Utc>) -> Option<&CommissionSchedule> {
        self.commission.iter().rev().find(|s| s.effective_at <= at)
    }
}

impl Resource for Settings {
    const KIND: &'static str = "market_settings";
    const NAME: &'static str = "marketplace settings";
    fn id(&self) -> &str {
        &self.account_id
    }
    fn account(&self) -> &str {
        &self.account_id
    }
    fn livemode(&self) -> bool {
        self.livemode
    }
    fn to_doc(&self, version: u64) -> crate::storage::Document {
        let owner = super::owner(&self.account_id, self.livemode);
        crate::storage::Document {
            kind: Self::KIND.to_owned(),
            id: owner.clone(),
            account: owner,
            version,
            fields: BTreeMap::new(),
            body: serde_json::to_value(self).unwrap_or_default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn currencies_have_their_own_exponent() {
        assert_eq!(currency_exponent("EUR"), Some(2));
        assert_eq!(currency_exponent("JPY"), Some(0));
        assert_eq!(currency_exponent("KWD"), Some(3));
        assert_eq!(currency_exponent("eur"), None);
        assert_eq!(currency_exponent("XXX"), None);
    }

    #[test]
    fn fees_round_half_to_even() {
        // 1490 × 15 % = 223.5 → 224 (even); 1470 × 15 % = 220.5 → 220 (even).
        assert_eq!(fee(1490, 1500), 224);
        assert_eq!(fee(1470, 1500), 220);
        assert_eq!(fee(1, 5000), 0);
        assert_eq!(fee(3, 5000), 2);
        assert_eq!(fee(999, 0), 0);
        assert_eq!(fee(999, 10_000), 999);
        assert_eq!(
            split(1490, 1500),
            Split {
                fee: 224,
                creator: 1266
            }
        );
    }

    #[test]
    fn partial_refunds_reverse_the_fee_in_proportion_and_the_last_takes_the_rest() {
        // 1000 at 15 %: fee 150. Refund 333 → fee 49.95 → 50; then 333 → 666 × .15 = 99.9 →
        // 100; the last 334 takes the rest: 150.
        let r1 = refund(1000, 150, Refunded::default(), 333).unwrap();
        assert_eq!(
            r1,
            Refunded {
                amount: 333,
                fee: 50
            }
        );
        let r2 = refund(1000, 150, r1, 333).unwrap();
        assert_eq!(
            r2,
            Refunded {
                amount: 666,
                fee: 100
            }
        );
        assert_eq!(
            refund(1000, 150, r2, 335),
            Err(RefundError::AboveRemaining(334))
        );
        assert_eq!(refund(1000, 150, r2, 0), Err(RefundError::NotPositive));
        let r3 = refund(1000, 150, r2, 334).unwrap();
        assert_eq!(
            r3,
            Refunded {
                amount: 1000,
                fee: 150
            }
        );
    }

    #[derive(Debug, Clone)]
    enum Op {
        Buy {
            creator: usize,
            cur: usize,
            gross: i64,
            bps: u32,
        },
        Refund {
            purchase: usize,
            amount: i64,
        },
        Payout {
            creator: usize,
            cur: usize,
        },
        Settle {
            payout: usize,
        },
    }

    fn op() -> impl Strategy<Value = Op> {
        prop_oneof![
            (0..3usize, 0..3usize, 0..=MAX_AMOUNT, 0..=BPS).prop_map(
                |(creator, cur, gross, bps)| Op::Buy {
                    creator,
                    cur,
                    gross,
                    bps
                }
            ),
            (0..64usize, 1..=MAX_AMOUNT / 4)
                .prop_map(|(purchase, amount)| Op::Refund { purchase, amount }),
            (0..3usize, 0..3usize).prop_map(|(creator, cur)| Op::Payout { creator, cur }),
            (0..16usize).prop_map(|payout| Op::Settle { payout }),
        ]
    }

    /// Thousands of random sequences of sales, refunds and payouts over three currencies:
    /// after every step each currency's ledger sums to zero, no account goes negative, no
    /// refund exceeds what was paid, and once paid out, a creator's payouts equal the creator's
    /// net (shares of sales less the refunds charged).
    #[test]
    fn the_ledger_always_balances_and_payouts_equal_the_creators_net() {
        const CURRENCIES: [&str; 3] = ["EUR", "JPY", "KWD"];
        crate::props::check(
            "marketplace ledger",
            3000,
            proptest::collection::vec(op(), 1..40),
            |ops| {
                let mut ledger = Ledger::new();
                // (creator, currency, gross, fee, refunded)
                let mut sales: Vec<(usize, usize, i64, i64, Refunded)> = Vec::new();
                let mut net = BTreeMap::<(usize, usize), i64>::new();
                let mut paid = BTreeMap::<(usize, usize), i64>::new();
                // (currency, amount, settled)
                let mut pending: Vec<(usize, i64, bool)> = Vec::new();
                for op in ops {
                    match op {
                        Op::Buy {
                            creator,
                            cur,
                            gross,
                            bps,
                        } => {
                            let s = split(gross, bps);
                            prop_assert_eq!(s.fee + s.creator, gross);
                            prop_assert!(s.fee >= 0 && s.creator >= 0);
                            let e =
                                Entry::sale(&creator.to_string(), CURRENCIES[cur], gross, s.fee);
                            prop_assert_eq!(ledger.apply(&e), Ok(()));
                            sales.push((creator, cur, gross, s.fee, Refunded::default()));
                            *net.entry((creator, cur)).or_default() += s.creator;
                        }
                        Op::Refund { purchase, amount } => {
                            let Some(sale) = sales.get_mut(purchase) else {
                                continue;
                            };
                            let (creator, cur, gross, fee, before) = *sale;
                            match refund(gross, fee, before, amount) {
                                Err(RefundError::AboveRemaining(left)) => {
                                    prop_assert_eq!(left, gross - before.amount);
                                    prop_assert!(amount > left);
                                }
                                Err(RefundError::NotPositive) => prop_assert!(false),
                                Ok(after) => {
                                    prop_assert!(after.amount <= gross);
                                    prop_assert!(after.fee <= fee && after.fee >= before.fee);
                                    let (r, f) =
                                        (after.amount - before.amount, after.fee - before.fee);
                                    prop_assert!(f <= r);
                                    let who = Account::Creator(creator.to_string());
                                    let balance = ledger.balance(CURRENCIES[cur], &who);
                                    let (e, charged) = Entry::refund(
                                        &creator.to_string(),
                                        CURRENCIES[cur],
                                        r,
                                        f,
                                        balance,
                                    );
                                    prop_assert_eq!(ledger.apply(&e), Ok(()));
                                    *net.entry((creator, cur)).or_default() -= charged;
                                    sale.4 = after;
                                    if after.amount == gross {
                                        prop_assert_eq!(after.fee, fee);
                                    }
                                }
                            }
                        }
                        Op::Payout { creator, cur } => {
                            let who = Account::Creator(creator.to_string());
                            let due = ledger.balance(CURRENCIES[cur], &who);
                            let e = Entry::payout(&creator.to_string(), CURRENCIES[cur], due);
                            prop_assert_eq!(ledger.apply(&e), Ok(()));
                            *paid.entry((creator, cur)).or_default() += due;
                            pending.push((cur, due, false));
                            prop_assert_eq!(ledger.balance(CURRENCIES[cur], &who), 0);
                            prop_assert_eq!(
                                paid[&(creator, cur)],
                                net.get(&(creator, cur)).copied().unwrap_or(0)
                            );
                        }
                        Op::Settle { payout } => {
                            let Some(p) = pending.get_mut(payout).filter(|p| !p.2) else {
                                continue;
                            };
                            let e = Entry::payout_paid(CURRENCIES[p.0], p.1);
                            prop_assert_eq!(ledger.apply(&e), Ok(()));
                            p.2 = true;
                        }
                    }
                    for (c, currency) in CURRENCIES.iter().enumerate() {
                        let unsettled: i64 = pending
                            .iter()
                            .filter(|p| p.0 == c && !p.2)
                            .map(|p| p.1)
                            .sum();
                        prop_assert_eq!(ledger.balance(currency, &Account::Payouts), unsettled);
                    }
                    for c in CURRENCIES {
                        prop_assert_eq!(ledger.total(c), 0);
                        for a in [Account::Fees, Account::Absorbed, Account::Payouts] {
                            prop_assert!(ledger.balance(c, &a) >= 0);
                        }
                        for k in 0..3 {
                            prop_assert!(ledger.balance(c, &Account::Creator(k.to_string())) >= 0);
                        }
                    }
                }
                Ok(())
            },
        );
    }

    #[test]
    fn the_ledger_refuses_an_unbalanced_or_overdrawing_entry() {
        let mut l = Ledger::new();
        l.apply(&Entry::sale("c", "EUR", 1000, 150)).unwrap();
        assert_eq!(
            l.apply(&Entry::payout("c", "EUR", 851)),
            Err(LedgerError::Negative("creator:c".to_owned()))
        );
        let mut bad = Entry::payout("c", "EUR", 1);
        bad.postings.pop();
        assert_eq!(l.apply(&bad), Err(LedgerError::Unbalanced));
        assert_eq!(l.balance("EUR", &Account::Creator("c".to_owned())), 850);
    }
}
