//! Schemas of domain values the derives cannot write: the ids of the shipped curriculum as
//! enumerations (the server refuses any other value with 400) and the networks of an API key's
//! allow-list. Request and resource types name them with `#[schema(value_type = ...)]`.

use std::borrow::Cow;

use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};
use utoipa::{PartialSchema, ToSchema};

use crate::domain::curriculum::curriculum;

/// A string schema listing `values`.
pub(crate) fn one_of_strings(
    description: &str,
    values: impl IntoIterator<Item = String>,
) -> RefOr<Schema> {
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .enum_values(Some(values))
        .into()
}

/// Declares unit types whose schema is a string enumeration.
macro_rules! enumerated {
    ($($name:ident: $doc:literal => $values:expr;)*) => {$(
        #[doc = $doc]
        #[allow(dead_code)]
        pub(crate) struct $name;

        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                $crate::domain::schema::one_of_strings($doc, $values)
            }
        }

        impl utoipa::ToSchema for $name {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed(stringify!($name))
            }
        }
    )*};
}

pub(crate) use enumerated;

enumerated! {
    SubjectId: "A subject id of the shipped curriculum (`mathematiques`, `physique-chimie`)."
        => curriculum().subjects().iter().map(|s| s.id.clone());
    LevelId: "A level id of the shipped curriculum, PS to Tle (`6e`, `2de`)."
        => curriculum().levels().iter().map(|l| l.id.clone());
    CycleId: "A cycle id of the shipped curriculum (`cycle3`, `lycee`)."
        => curriculum().cycles().iter().map(|c| c.id.clone());
    SequenceId: "A sequence id of the shipped curriculum (`mathematiques-4e-espace-et-geometrie`)."
        => curriculum().sequences().iter().map(|s| s.id.clone());
    ChapterId: "A chapter id of the shipped curriculum (`mathematiques-4e-theoreme-de-pythagore`)."
        => curriculum().chapters().iter().map(|c| c.id.clone());
    BloomLevelId: "A level of the revised Bloom taxonomy."
        => curriculum().bloom_levels().iter().map(|b| b.id.clone());
    CompetencyId: "A domain or component of the socle commun (`D1.3`, `D4`)."
        => curriculum().competencies().iter().map(|c| c.id.clone());
}

const IPV4: &str = r"(?:(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])";
const IPV6: &str = concat!(
    r"(?:(?:[0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}|(?:[0-9a-fA-F]{1,4}:){1,7}:",
    r"|(?:[0-9a-fA-F]{1,4}:){1,6}:[0-9a-fA-F]{1,4}|(?:[0-9a-fA-F]{1,4}:){1,5}(?::[0-9a-fA-F]{1,4}){1,2}",
    r"|(?:[0-9a-fA-F]{1,4}:){1,4}(?::[0-9a-fA-F]{1,4}){1,3}|(?:[0-9a-fA-F]{1,4}:){1,3}(?::[0-9a-fA-F]{1,4}){1,4}",
    r"|(?:[0-9a-fA-F]{1,4}:){1,2}(?::[0-9a-fA-F]{1,4}){1,5}|[0-9a-fA-F]{1,4}:(?::[0-9a-fA-F]{1,4}){1,6}",
    r"|:(?:(?::[0-9a-fA-F]{1,4}){1,7}|:))"
);

/// The patterns of an IPv4 and an IPv6 CIDR network (`192.0.2.0/24`, `2001:db8::/32`).
pub(crate) fn cidr_patterns() -> [String; 2] {
    [
        format!("^{IPV4}/(?:3[0-2]|[12]?[0-9])$"),
        format!("^{IPV6}/(?:12[0-8]|1[01][0-9]|[1-9]?[0-9])$"),
    ]
}

/// A client address or CIDR network of an API key's allow-list.
#[allow(dead_code)]
pub(crate) struct IpNetwork;

impl PartialSchema for IpNetwork {
    fn schema() -> RefOr<Schema> {
        use utoipa::openapi::schema::{AnyOfBuilder, KnownFormat, SchemaFormat};
        let [v4, v6] = cidr_patterns();
        let format = |f| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .format(Some(SchemaFormat::KnownFormat(f)))
        };
        let pattern = |p: String| {
            ObjectBuilder::new()
                .schema_type(Type::String)
                .pattern(Some(p))
        };
        AnyOfBuilder::new()
            .description(Some(
                "An IPv4 or IPv6 address (`203.0.113.7`, `2001:db8::1`) or CIDR network \
                 (`192.0.2.0/24`, `2001:db8::/32`).",
            ))
            .item(format(KnownFormat::Ipv4))
            .item(format(KnownFormat::Ipv6))
            .item(pattern(v4))
            .item(pattern(v6))
            .into()
    }
}

impl ToSchema for IpNetwork {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("IpNetwork")
    }
}
