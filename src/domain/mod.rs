//! Domain models and rules, free of HTTP and of any storage engine.

use std::collections::BTreeMap;

use serde::{Serialize, de::DeserializeOwned};

use crate::error::Error;
use crate::storage::Document;

pub mod account;
pub mod course;
pub mod curriculum;
pub mod exam;
pub mod export;
pub mod game;
pub mod grading;
pub mod item_analysis;
pub mod marketplace;
pub mod oauth;
pub mod question;
pub(crate) mod schema;
pub mod usage;
pub mod webhook;

/// Where an account's resources of one mode are kept (the document owner): the account id for
/// live mode, the id and `~test` for test mode. Live and test data never mix, since every read
/// names its owner.
pub(crate) fn owner(account_id: &str, livemode: bool) -> String {
    if livemode {
        account_id.to_owned()
    } else {
        let mut owner = String::with_capacity(account_id.len() + TEST_SUFFIX.len());
        owner.push_str(account_id);
        owner.push_str(TEST_SUFFIX);
        owner
    }
}

/// The account id and the mode (`true`: live) of an owner made by [`owner`].
pub(crate) fn split_owner(owner: &str) -> (&str, bool) {
    match owner.strip_suffix(TEST_SUFFIX) {
        Some(account) => (account, false),
        None => (owner, true),
    }
}

const TEST_SUFFIX: &str = "~test";

/// The mode of resources stored before modes existed: live.
pub(crate) fn live() -> bool {
    true
}

/// A resource kept as a [`Document`]: its kind, id, owner and filterable fields.
pub(crate) trait Resource: Serialize + DeserializeOwned {
    /// The document kind.
    const KIND: &'static str;
    /// How a 404 names it ("API key").
    const NAME: &'static str;
    /// Whether the stored document holds the whole resource. A kind stored in parts (a
    /// generating exam: its head, the questions in their events) sets false and is read by its
    /// own service's loader; the generic loaders (`services::load`, `list`, `load_cached`)
    /// refuse it at compile time.
    const STORED_WHOLE: bool = true;
    fn id(&self) -> &str;
    /// The owning account's id.
    fn account(&self) -> &str;
    /// Whether the resource belongs to live mode (else test mode).
    fn livemode(&self) -> bool {
        true
    }
    /// Fields lists can filter on.
    fn fields(&self) -> BTreeMap<String, String> {
        BTreeMap::new()
    }

    /// The document holding `self` at `version`.
    fn to_doc(&self, version: u64) -> Document {
        Document {
            kind: Self::KIND.to_owned(),
            id: self.id().to_owned(),
            account: owner(self.account(), self.livemode()),
            version,
            fields: self.fields(),
            body: serde_json::to_value(self).unwrap_or_default(),
        }
    }

    /// The resource held by `doc`, with the document's version.
    fn from_doc(doc: Document) -> Result<(Self, u64), Error> {
        let version = doc.version;
        serde_json::from_value(doc.body)
            .map(|v| (v, version))
            .map_err(|e| {
                tracing::error!(kind = Self::KIND, id = %doc.id, error = %e, "undecodable document");
                Error::internal()
            })
    }
}
