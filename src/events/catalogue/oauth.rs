//! `oauth.*`: OAuth clients the account authorized and their tokens.

use serde::Serialize;
use utoipa::ToSchema;

use super::*;

const EXAMPLE_CLIENT_ID: &str = "cli_01KAMZFQ7R9S1T3V5W7X9Y1Z3A";

/// An OAuth client.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OauthClient {
    /// OAuth client id (`cli_…`).
    #[schema(pattern = "^cli_")]
    pub id: String,
    /// Client name.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(nullable = false)]
    pub name: Option<String>,
}

/// An OAuth client, by its id alone.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OauthClientRef {
    /// OAuth client id (`cli_…`).
    #[schema(pattern = "^cli_")]
    pub id: String,
}

/// A token kind.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum TokenKind {
    /// An access token.
    AccessToken,
    /// A refresh token.
    RefreshToken,
}

/// Why a token was revoked.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RevocationReason {
    /// The client or the account asked for it.
    Requested,
    /// A spent refresh token was presented again: its whole family is revoked.
    RefreshTokenReuse,
    /// A spent authorization code was presented again: the tokens its first exchange issued
    /// are revoked.
    CodeReuse,
}

/// A revoked token (never its value).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct RevokedToken {
    /// Token kind.
    pub kind: TokenKind,
    /// Why it was revoked.
    pub reason: RevocationReason,
}

/// `data` of `oauth.client.authorized`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OauthClientAuthorized {
    /// The OAuth client.
    pub client: OauthClient,
    /// Scopes granted.
    pub scopes: Vec<String>,
}

impl EventPayload for OauthClientAuthorized {
    const TYPE: &'static str = OAUTH_CLIENT_AUTHORIZED;

    fn example() -> Self {
        Self {
            client: OauthClient {
                id: EXAMPLE_CLIENT_ID.to_owned(),
                name: Some("Pronote connector".to_owned()),
            },
            scopes: vec!["exams:read".to_owned(), "courses:read".to_owned()],
        }
    }
}

/// `data` of `oauth.token.revoked`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct OauthTokenRevoked {
    /// The OAuth client.
    pub client: OauthClientRef,
    /// The revoked token (never its value).
    pub token: RevokedToken,
}

impl EventPayload for OauthTokenRevoked {
    const TYPE: &'static str = OAUTH_TOKEN_REVOKED;

    fn example() -> Self {
        Self {
            client: OauthClientRef {
                id: EXAMPLE_CLIENT_ID.to_owned(),
            },
            token: RevokedToken {
                kind: TokenKind::RefreshToken,
                reason: RevocationReason::RefreshTokenReuse,
            },
        }
    }
}
