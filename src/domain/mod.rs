//! Domain models and rules, free of HTTP and of any storage engine.

use std::collections::BTreeMap;

use serde::{Serialize, de::DeserializeOwned};

use crate::api::problem::Problem;
use crate::storage::Document;

pub mod account;
pub mod curriculum;
pub mod exam;
pub mod question;
pub mod webhook;

/// A resource kept as a [`Document`]: its kind, id, owner and filterable fields.
pub(crate) trait Resource: Serialize + DeserializeOwned {
    /// The document kind.
    const KIND: &'static str;
    /// How a 404 names it ("API key").
    const NAME: &'static str;
    fn id(&self) -> &str;
    fn account(&self) -> &str;
    /// Fields lists can filter on.
    fn fields(&self) -> BTreeMap<String, String> {
        BTreeMap::new()
    }

    /// The document holding `self` at `version`.
    fn to_doc(&self, version: u64) -> Document {
        Document {
            kind: Self::KIND.to_owned(),
            id: self.id().to_owned(),
            account: self.account().to_owned(),
            version,
            fields: self.fields(),
            body: serde_json::to_value(self).unwrap_or_default(),
        }
    }

    /// The resource held by `doc`, with the document's version.
    fn from_doc(doc: Document) -> Result<(Self, u64), Problem> {
        let version = doc.version;
        serde_json::from_value(doc.body)
            .map(|v| (v, version))
            .map_err(|e| {
                tracing::error!(kind = Self::KIND, id = %doc.id, error = %e, "undecodable document");
                Problem::internal()
            })
    }
}
