//! The verified API keys of this process: a key's record and its account, kept by the key's
//! digest (never the key) for as long as the storage reports no change to either kind
//! ([`Storage::generation`]). A revoked or rotated key, a changed account, is read again on
//! its next request: at once for this process's own writes, as soon as the storage hears of
//! another node's (PostgreSQL: its change notifications). Whatever depends on the request's
//! time or address (expiry, allowed IPs) is checked on every request.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use crate::auth::keys::{ApiKey, KeyHash};
use crate::domain::Resource;
use crate::domain::account::Account;
use crate::storage::Storage;

/// Most keys kept; the cache starts over when full.
const CAPACITY: usize = 4_096;

/// Verified keys by digest.
#[derive(Debug, Default)]
pub(crate) struct KeyCache {
    entries: Mutex<HashMap<String, Verified, foldhash::fast::RandomState>>,
}

#[derive(Debug, Clone)]
struct Verified {
    stamps: Stamps,
    key: Arc<ApiKey>,
    account: Arc<Account>,
}

/// The storage's generations of the three kinds a key's verification reads.
pub(crate) type Stamps = [u64; 3];

impl KeyCache {
    /// The generations now, if the storage can tell them.
    pub(crate) fn stamps(storage: &dyn Storage) -> Option<Stamps> {
        Some([
            storage.generation(KeyHash::KIND)?,
            storage.generation(ApiKey::KIND)?,
            storage.generation(Account::KIND)?,
        ])
    }

    /// The key and account verified for `digest`, if nothing of their kinds changed since.
    /// Shared, not copied: a request holds them for its length.
    pub(crate) fn get(&self, digest: &str, now: Stamps) -> Option<(Arc<ApiKey>, Arc<Account>)> {
        let entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        let v = entries.get(digest)?;
        (v.stamps == now).then(|| (v.key.clone(), v.account.clone()))
    }

    /// Keeps what was read under `stamps` (taken before the reads).
    pub(crate) fn put(
        &self,
        digest: &str,
        stamps: Stamps,
        key: &Arc<ApiKey>,
        account: &Arc<Account>,
    ) {
        let mut entries = self.entries.lock().unwrap_or_else(|e| e.into_inner());
        if entries.len() >= CAPACITY {
            entries.clear();
        }
        entries.insert(
            digest.to_owned(),
            Verified {
                stamps,
                key: key.clone(),
                account: account.clone(),
            },
        );
    }
}
