//! Secrets at rest: authenticated encryption (ChaCha20-Poly1305, RFC 8439) under keys derived
//! with HMAC-SHA256, so that a stored value that must be readable again (a webhook signing
//! secret, a response carrying a new API key) is never kept in plain text.
//!
//! A sealed value is `nonce (12 bytes) || ciphertext || tag (16 bytes)`; the associated data
//! binds it to where it is stored (a document id, an idempotency key), so a sealed value copied
//! elsewhere does not open.

use chacha20poly1305::aead::{Aead, KeyInit, Payload};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use hmac::{Hmac, Mac};
use sha2::Sha256;

/// A 256-bit key.
pub(crate) type SealKey = [u8; 32];

/// Length of the nonce in front of a sealed value.
const NONCE: usize = 12;

/// The key for `context` derived from `secret` (HMAC-SHA256 of the context, keyed by the
/// secret). Different contexts give unrelated keys.
pub(crate) fn derive(secret: &[u8], context: &str) -> SealKey {
    let mut mac = <Hmac<Sha256> as Mac>::new_from_slice(secret).expect("HMAC takes any key length");
    mac.update(b"edugen seal v1\n");
    mac.update(context.as_bytes());
    mac.finalize().into_bytes().into()
}

/// Encrypts `plaintext` under `key`, bound to `aad`, with a fresh random nonce.
pub(crate) fn seal(key: &SealKey, plaintext: &[u8], aad: &[u8]) -> Vec<u8> {
    let nonce: [u8; NONCE] = rand::random();
    let cipher = ChaCha20Poly1305::new(Key::from_slice(key));
    let sealed = cipher
        .encrypt(
            Nonce::from_slice(&nonce),
            Payload {
                msg: plaintext,
                aad,
            },
        )
        .expect("encryption of an in-memory buffer cannot fail");
    let mut out = Vec::with_capacity(NONCE + sealed.len());
    out.extend_from_slice(&nonce);
    out.extend_from_slice(&sealed);
    out
}

/// Decrypts a value made by [`seal`] with the same key and `aad`; `None` if either differs or
/// the value was altered.
pub(crate) fn open(key: &SealKey, sealed: &[u8], aad: &[u8]) -> Option<Vec<u8>> {
    if sealed.len() < NONCE {
        return None;
    }
    let (nonce, body) = sealed.split_at(NONCE);
    ChaCha20Poly1305::new(Key::from_slice(key))
        .decrypt(Nonce::from_slice(nonce), Payload { msg: body, aad })
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sealed_value_opens_only_with_its_key_and_place() {
        let key = derive(b"eg_test_0123456789abcdefghijABCDEFGHIJ", "idem:acc_1:k1");
        let other = derive(b"eg_test_0123456789abcdefghijABCDEFGHIJ", "idem:acc_1:k2");
        let sealed = seal(&key, b"the secret", b"here");
        assert!(!sealed.windows(10).any(|w| w == b"the secret"));
        assert_eq!(
            open(&key, &sealed, b"here").as_deref(),
            Some(&b"the secret"[..])
        );
        assert_eq!(open(&key, &sealed, b"there"), None);
        assert_eq!(open(&other, &sealed, b"here"), None);
        let mut altered = sealed.clone();
        altered[NONCE] ^= 1;
        assert_eq!(open(&key, &altered, b"here"), None);
        assert_eq!(open(&key, &sealed[..5], b"here"), None);
        // Two seals of the same value differ (fresh nonces).
        assert_ne!(seal(&key, b"the secret", b"here"), sealed);
    }
}
