//! Fragments shared by several families: the failure object and the fixed strings (`status`
//! values that one event type always carries, the `pdf` format, quota windows).

use std::borrow::Cow;

use serde::Serialize;
use utoipa::ToSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

/// The account of the examples.
pub(crate) const EXAMPLE_ACCOUNT_ID: &str = "acc_01KAMYV2D3R8Q6W4T1N9C5B7HX";

/// Why something failed (`data.error`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct EventError {
    /// Stable machine-readable error code.
    pub code: String,
    /// Human-readable explanation.
    pub detail: String,
}

impl EventError {
    /// The failure `code`, explained by `detail`.
    pub fn new(code: impl Into<String>, detail: impl Into<String>) -> Self {
        Self {
            code: code.into(),
            detail: detail.into(),
        }
    }
}

/// Declares unit structs that serialize as one fixed string, with the schema
/// `{"type": "string", "const": <value>}` (a one-value `enum` until the catalogue inlines it).
macro_rules! fixed_strings {
    ($($(#[$doc:meta])* $name:ident = $value:literal;)*) => {$(
        $(#[$doc])*
        #[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
        pub struct $name;

        impl $name {
            /// The string on the wire.
            pub const VALUE: &'static str = $value;
        }

        impl Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                serializer.serialize_str($value)
            }
        }

        impl utoipa::PartialSchema for $name {
            fn schema() -> RefOr<Schema> {
                ObjectBuilder::new()
                    .schema_type(Type::String)
                    .enum_values(Some([$value]))
                    .into()
            }
        }

        impl ToSchema for $name {
            fn name() -> Cow<'static, str> {
                Cow::Borrowed(concat!("Fixed_", $value))
            }
        }
    )*};
}

fixed_strings! {
    /// `"generating"`.
    Generating = "generating";
    /// `"processing"`.
    Processing = "processing";
    /// `"correcting"`.
    Correcting = "correcting";
    /// `"ready"`.
    Ready = "ready";
    /// `"rendering"`.
    Rendering = "rendering";
    /// `"completed"`.
    Completed = "completed";
    /// `"received"`.
    Received = "received";
    /// `"corrected"`.
    Corrected = "corrected";
    /// `"needs_review"`.
    NeedsReview = "needs_review";
    /// `"failed"`.
    Failed = "failed";
    /// `"pdf"`.
    Pdf = "pdf";
    /// `"day"`: the UTC day quota window.
    Day = "day";
    /// `"minute"`: the per-minute quota window.
    Minute = "minute";
}
