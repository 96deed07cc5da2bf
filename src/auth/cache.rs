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

/// Most keys kept (a few megabytes): when full, the stale entries go, then half of the others.
const CAPACITY: usize = 16_384;

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
            // Entries read under other stamps would be read again anyway; if that is not room
            // enough, every other entry goes (in the map's order, no particular one), so that
            // a node with more keys than room keeps serving half of them from memory instead
            // of starting over.
            entries.retain(|_, v| v.stamps == stamps);
            if entries.len() >= CAPACITY {
                let mut keep = false;
                entries.retain(|_, _| {
                    keep = !keep;
                    keep
                });
            }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::{Environment, Scope};
    use crate::domain::account::Tier;

    fn verified() -> (Arc<ApiKey>, Arc<Account>) {
        let at = chrono::Utc::now();
        let key = ApiKey {
            id: "key_1".to_owned(),
            object: "api_key".to_owned(),
            account_id: "acc_1".to_owned(),
            livemode: false,
            name: "k".to_owned(),
            environment: Environment::Test,
            prefix: "eg_test_abcd".to_owned(),
            scopes: vec![Scope::ExamsRead],
            allowed_ips: Vec::new(),
            created_at: at,
            expires_at: None,
            revoked_at: None,
            replaced_by: None,
        };
        let account = Account {
            id: "acc_1".to_owned(),
            name: "a".to_owned(),
            tier: Tier::Integral,
            custom_limits: None,
            payment_method: true,
            created_at: at,
        };
        (Arc::new(key), Arc::new(account))
    }

    #[test]
    fn a_full_cache_drops_stale_entries_first_then_half() {
        let cache = KeyCache::default();
        let (key, account) = verified();
        let (old, now) = ([1, 1, 1], [1, 2, 1]);
        for i in 0..CAPACITY {
            cache.put(&format!("d{i}"), old, &key, &account);
        }
        assert!(cache.get("d0", old).is_some());
        // Full of entries read under other stamps: they all go, the new one stays.
        cache.put("fresh", now, &key, &account);
        assert_eq!(cache.entries.lock().unwrap().len(), 1);
        assert!(cache.get("fresh", now).is_some());

        for i in 1..CAPACITY {
            cache.put(&format!("e{i}"), now, &key, &account);
        }
        assert_eq!(cache.entries.lock().unwrap().len(), CAPACITY);
        // Full of current entries: half stay, and the new one.
        cache.put("newest", now, &key, &account);
        assert_eq!(cache.entries.lock().unwrap().len(), CAPACITY / 2 + 1);
        assert!(cache.get("newest", now).is_some());
    }
}
