//! Granular scopes and the Viewer / Creator / Full presets.

use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{ObjectBuilder, Schema, Type};

macro_rules! scopes {
    ($($variant:ident => $name:literal, $doc:literal;)*) => {
        /// A permission a credential may hold. GET routes need their domain's `:read`, every
        /// other method its `:write`.
        #[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
        pub enum Scope {
            $(#[doc = $doc] #[serde(rename = $name)] $variant,)*
        }

        impl Scope {
            /// Every scope, in a stable order.
            pub const ALL: &'static [Scope] = &[$(Scope::$variant,)*];

            /// The scope's wire name (`exams:read`).
            pub fn as_str(self) -> &'static str {
                match self { $(Scope::$variant => $name,)* }
            }

            /// What the scope allows, in words (shown on the OAuth consent page).
            pub fn description(self) -> &'static str {
                match self { $(Scope::$variant => $doc,)* }
            }

            /// Parses a wire name.
            pub fn parse(s: &str) -> Option<Self> {
                match s { $($name => Some(Scope::$variant),)* _ => None }
            }
        }
    };
}

scopes! {
    CurriculumRead => "curriculum:read", "Read the curriculum catalogue.";
    ExamsRead => "exams:read", "Read exams, exports and corrections.";
    ExamsWrite => "exams:write", "Generate, edit and delete exams; submit copies.";
    CoursesRead => "courses:read", "Read courses.";
    CoursesWrite => "courses:write", "Generate, edit, publish and delete courses.";
    GamesRead => "games:read", "Read games and game modules.";
    GamesWrite => "games:write", "Generate, edit and delete games.";
    WebhooksRead => "webhooks:read", "Read webhook subscriptions and deliveries.";
    WebhooksWrite => "webhooks:write", "Manage webhook subscriptions.";
    MarketplaceRead => "marketplace:read", "Read the marketplace.";
    MarketplaceWrite => "marketplace:write", "Sell, buy, enroll and configure the marketplace.";
    AnalyticsRead => "analytics:read", "Read usage analytics.";
    AccountManage => "account:manage", "Manage API keys and the account.";
}

/// The schema lists the wire names (`curriculum:read`), as serde writes them; the derive cannot
/// see the renames the `scopes!` macro generates.
impl utoipa::PartialSchema for Scope {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some(
                "A permission a credential may hold. GET routes need their domain's `:read`, \
                 every other method its `:write`; `account:manage` covers API keys.",
            ))
            .enum_values(Some(Scope::ALL.iter().map(|s| s.as_str())))
            .into()
    }
}

impl ToSchema for Scope {}

impl std::fmt::Display for Scope {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A named set of scopes for a new key.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// Every `:read` scope.
    Viewer,
    /// Viewer, plus write on exams, courses, games and the marketplace.
    Creator,
    /// Every scope.
    Full,
}

impl Preset {
    /// The scopes of the preset, in [`Scope::ALL`] order.
    pub fn scopes(self) -> Vec<Scope> {
        use Scope::*;
        Scope::ALL
            .iter()
            .copied()
            .filter(|s| match self {
                Preset::Full => true,
                Preset::Viewer => s.as_str().ends_with(":read"),
                Preset::Creator => {
                    s.as_str().ends_with(":read")
                        || matches!(s, ExamsWrite | CoursesWrite | GamesWrite | MarketplaceWrite)
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_hold_exactly_the_documented_scopes() {
        let names = |p: Preset| p.scopes().iter().map(|s| s.as_str()).collect::<Vec<_>>();
        assert_eq!(
            names(Preset::Viewer),
            [
                "curriculum:read",
                "exams:read",
                "courses:read",
                "games:read",
                "webhooks:read",
                "marketplace:read",
                "analytics:read"
            ]
        );
        assert_eq!(
            names(Preset::Creator),
            [
                "curriculum:read",
                "exams:read",
                "exams:write",
                "courses:read",
                "courses:write",
                "games:read",
                "games:write",
                "webhooks:read",
                "marketplace:read",
                "marketplace:write",
                "analytics:read"
            ]
        );
        assert_eq!(Preset::Full.scopes().len(), 13);
        assert_eq!(Scope::parse("account:manage"), Some(Scope::AccountManage));
        assert_eq!(Scope::parse("exams:admin"), None);
    }

    #[test]
    fn the_schema_lists_the_wire_names() {
        let schema = serde_json::to_value(<Scope as utoipa::PartialSchema>::schema()).unwrap();
        let wire: Vec<_> = Scope::ALL
            .iter()
            .map(|s| serde_json::to_value(s).unwrap())
            .collect();
        assert_eq!(schema["enum"], serde_json::Value::Array(wire));
        assert_eq!(schema["enum"][0], "curriculum:read");
    }
}
