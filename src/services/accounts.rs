//! Accounts and API keys, for the host: create an account and its first key, import a known
//! key (scripts, tests), revoke and rotate. The `/v1/api-keys` routes use the same functions.

use std::time::Duration;

use chrono::{DateTime, Utc};
use ipnet::IpNet;

use crate::app::App;
use crate::auth::keys::{self, ApiKey, Environment, KeyHash};
use crate::auth::scopes::{Preset, Scope};
use crate::domain::account::{Account, Limits, Tier};
use crate::domain::{Resource, owner};
use crate::error::Error;
use crate::events::catalogue::account::{
    AccountUpdated, ApiKeyCreated, ApiKeyRevoked, ApiKeyRotated,
};
use crate::events::outbox::{self, NewEvent};
use crate::ids::new_id;
use crate::services::load;
use crate::storage::{Batch, Expect};

/// Longest grace period of a rotation.
pub const MAX_ROTATION_GRACE: Duration = Duration::from_secs(24 * 3600);

/// A new account.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct NewAccount {
    /// Display name.
    pub name: String,
    /// Plan.
    pub tier: Tier,
    /// Whether a payment method is on file.
    pub payment_method: bool,
    /// Per-account limits (Enterprise).
    pub custom_limits: Option<Limits>,
}

impl NewAccount {
    /// An account named `name` on `tier`, with a payment method on file.
    pub fn new(name: impl Into<String>, tier: Tier) -> Self {
        Self {
            name: name.into(),
            tier,
            payment_method: true,
            custom_limits: None,
        }
    }
}

/// A new API key.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct NewKey {
    /// A name to recognise it by.
    pub name: String,
    /// `live` or `test`.
    pub environment: Environment,
    /// Granted scopes.
    pub scopes: Vec<Scope>,
    /// Allowed client networks (empty: any).
    pub allowed_ips: Vec<IpNet>,
}

impl NewKey {
    /// A key named `name` with the scopes of `preset`, usable from anywhere.
    pub fn new(name: impl Into<String>, environment: Environment, preset: Preset) -> Self {
        Self {
            name: name.into(),
            environment,
            scopes: preset.scopes(),
            allowed_ips: Vec::new(),
        }
    }
}

/// A key with its value: the only time the value is available.
#[derive(Debug, Clone)]
#[non_exhaustive]
pub struct CreatedKey {
    /// The stored key.
    pub key: ApiKey,
    /// The value to send as `Authorization: Bearer <secret>`.
    pub secret: String,
}

/// The accounts handle of an [`App`] (a host gets one from `Api::accounts`).
#[derive(Debug)]
pub struct Accounts<'a> {
    app: &'a App,
}

impl<'a> Accounts<'a> {
    pub(crate) fn new(app: &'a App) -> Self {
        Self { app }
    }

    fn now(&self) -> DateTime<Utc> {
        self.app.clock.now()
    }

    /// Creates an account.
    pub async fn create(&self, new: NewAccount) -> Result<Account, Error> {
        let account = account_of(new, self.now());
        self.app
            .storage
            .commit(Batch::new().put(account.to_doc(1), Expect::Absent))
            .await?;
        Ok(account)
    }

    /// The account `id`.
    pub async fn get(&self, id: &str) -> Result<Account, Error> {
        load::<Account>(self.app, id, id).await.map(|(a, _)| a)
    }

    /// Creates a key for `account_id` with a fresh random value.
    pub async fn create_key(&self, account_id: &str, new: NewKey) -> Result<CreatedKey, Error> {
        self.get(account_id).await?;
        let secret = keys::generate(new.environment);
        let id = new_id("key", self.now());
        let key = self
            .store_key(id, account_id, &secret, new, Batch::new(), Vec::new())
            .await?;
        Ok(CreatedKey { key, secret })
    }

    async fn store_key(
        &self,
        id: String,
        account_id: &str,
        secret: &str,
        new: NewKey,
        batch: Batch,
        mut events: Vec<NewEvent<'_>>,
    ) -> Result<ApiKey, Error> {
        let now = self.now();
        let livemode = new.environment == Environment::Live;
        let key = ApiKey {
            id,
            object: "api_key".to_owned(),
            account_id: account_id.to_owned(),
            livemode,
            name: new.name,
            environment: new.environment,
            prefix: secret.chars().take(12).collect(),
            scopes: new.scopes,
            allowed_ips: new.allowed_ips,
            created_at: now,
            expires_at: None,
            revoked_at: None,
            replaced_by: None,
        };
        let lookup = KeyHash {
            hash: keys::hash(secret),
            key_id: key.id.clone(),
            account_id: account_id.to_owned(),
        };
        let batch = batch
            .put(key.to_doc(1), Expect::Absent)
            .put(lookup.to_doc(1), Expect::Absent);
        let owner = owner(account_id, livemode);
        events.push(NewEvent::of(&owner, &ApiKeyCreated::from(&key)));
        outbox::commit(self.app.storage(), batch, events, now).await?;
        Ok(key)
    }

    /// Makes sure the key `value` exists: if it is unknown, creates an account `name` on `tier`
    /// (with a payment method on file) and that key with the Full preset. Returns the key's
    /// account and whether anything was created. For scripts and tests that need a known key.
    pub async fn bootstrap(
        &self,
        value: &str,
        name: &str,
        tier: Tier,
    ) -> Result<(Account, bool), Error> {
        let env = keys::parse(value).ok_or_else(|| {
            Error::invalid(
                "key",
                "must be eg_live_ or eg_test_ and 32 letters or digits",
            )
        })?;
        if let Some(account) = self.account_of_key(value).await? {
            return Ok((account, false));
        }
        let account = account_of(NewAccount::new(name, tier), self.now());
        let batch = Batch::new().put(account.to_doc(1), Expect::Absent);
        let key = NewKey::new("bootstrap", env, Preset::Full);
        let id = new_id("key", self.now());
        match self
            .store_key(id, &account.id, value, key, batch, Vec::new())
            .await
        {
            Ok(_) => Ok((account, true)),
            // Another node bootstrapped the same key at the same moment: theirs stands.
            Err(p) if p.code == crate::error::ErrorCode::Conflict => self
                .account_of_key(value)
                .await?
                .map(|a| (a, false))
                .ok_or(p),
            Err(p) => Err(p),
        }
    }

    /// The account of the key `value`, if the key exists.
    async fn account_of_key(&self, value: &str) -> Result<Option<Account>, Error> {
        match self
            .app
            .storage
            .get(KeyHash::KIND, &keys::hash(value))
            .await?
        {
            Some(doc) => {
                let (lookup, _) = KeyHash::from_doc(doc)?;
                Ok(Some(self.get(&lookup.account_id).await?))
            }
            None => Ok(None),
        }
    }

    /// The key `key_id` of `account_id`, in either mode (404 for another account's key).
    pub async fn key(&self, account_id: &str, key_id: &str) -> Result<ApiKey, Error> {
        self.load_key(account_id, key_id).await.map(|(k, _)| k)
    }

    /// A key of the account, in either mode, with its version.
    async fn load_key(&self, account_id: &str, key_id: &str) -> Result<(ApiKey, u64), Error> {
        match self.app.storage.get(ApiKey::KIND, key_id).await? {
            Some(doc) => {
                let (key, version) = ApiKey::from_doc(doc)?;
                if key.account_id == account_id {
                    Ok((key, version))
                } else {
                    Err(Error::not_found(ApiKey::NAME))
                }
            }
            None => Err(Error::not_found(ApiKey::NAME)),
        }
    }

    /// Revokes a key at once. Revoking a revoked key changes nothing.
    pub async fn revoke_key(&self, account_id: &str, key_id: &str) -> Result<ApiKey, Error> {
        let (mut key, version) = self.load_key(account_id, key_id).await?;
        if key.revoked_at.is_some() {
            return Ok(key);
        }
        let now = self.now();
        key.revoked_at = Some(now);
        let batch = Batch::new().put(key.to_doc(version + 1), Expect::Version(version));
        let owner = owner(account_id, key.livemode);
        let event = NewEvent::of(&owner, &ApiKeyRevoked::from(&key));
        outbox::commit(self.app.storage(), batch, vec![event], now).await?;
        Ok(key)
    }

    /// Replaces a key by a new one with the same name, scopes and networks; the old value keeps
    /// working for `grace` (at most 24 h), then stops.
    pub async fn rotate_key(
        &self,
        account_id: &str,
        key_id: &str,
        grace: Duration,
    ) -> Result<CreatedKey, Error> {
        if grace > MAX_ROTATION_GRACE {
            return Err(Error::invalid(
                "gracePeriodSeconds",
                "must be from 0 to 86400",
            ));
        }
        let now = self.now();
        let (mut old, version) = self.load_key(account_id, key_id).await?;
        if !old.is_active(now) || old.replaced_by.is_some() {
            return Err(Error::conflict(
                "Only an active key that has not been rotated yet can be rotated.",
            ));
        }
        let secret = keys::generate(old.environment);
        let new = NewKey {
            name: old.name.clone(),
            environment: old.environment,
            scopes: old.scopes.clone(),
            allowed_ips: old.allowed_ips.clone(),
        };
        // The new key's id is needed in the old record; both go in one batch.
        let next_id = new_id("key", now);
        old.replaced_by = Some(next_id.clone());
        old.expires_at = Some(now + chrono::Duration::from_std(grace).unwrap_or_default());
        let batch = Batch::new().put(old.to_doc(version + 1), Expect::Version(version));
        let rotated = ApiKeyRotated::new(
            &old,
            next_id.clone(),
            crate::ids::timestamp(old.expires_at.unwrap_or(now)),
        );
        let owner = owner(account_id, old.livemode);
        let rotated = NewEvent::of(&owner, &rotated);
        let key = self
            .store_key(next_id, account_id, &secret, new, batch, vec![rotated])
            .await?;
        Ok(CreatedKey { key, secret })
    }

    /// Sets the requests per minute and per UTC day of an Enterprise account (the plan whose
    /// limits are set per account); they apply from the account's next request. Other plans
    /// have fixed limits: their accounts are refused with a validation error naming `tier`.
    /// A change is announced by `account.updated`.
    pub async fn set_limits(&self, account_id: &str, limits: Limits) -> Result<Account, Error> {
        let (mut account, version) = load::<Account>(self.app, account_id, account_id).await?;
        if account.tier != Tier::Enterprise {
            return Err(Error::invalid(
                "tier",
                "custom limits are for Enterprise accounts only; this account's plan has fixed limits",
            ));
        }
        if limits.per_minute == 0 {
            return Err(Error::invalid("perMinute", "must be at least 1"));
        }
        if limits.per_day == 0 {
            return Err(Error::invalid("perDay", "must be at least 1"));
        }
        if account.custom_limits == Some(limits) {
            return Ok(account);
        }
        account.custom_limits = Some(limits);
        let now = self.now();
        let batch = Batch::new().put(account.to_doc(version + 1), Expect::Version(version));
        let event = NewEvent::account_wide(account_id, &AccountUpdated::from(&account));
        outbox::commit(self.app.storage(), batch, vec![event], now).await?;
        Ok(account)
    }
}

fn account_of(new: NewAccount, now: DateTime<Utc>) -> Account {
    Account {
        id: new_id("acc", now),
        name: new.name,
        tier: new.tier,
        custom_limits: new.custom_limits,
        payment_method: new.payment_method,
        created_at: now,
    }
}
