//! Idempotency keys: validation and request fingerprints.
//!
//! The claim / replay / release protocol runs in the request pipeline (`crate::api`) on top of
//! the storage's atomic claim.

use sha2::{Digest, Sha256};

use crate::error::Error;

/// The request header.
pub const HEADER: &str = "idempotency-key";

/// Validates an `Idempotency-Key` value: 1 to 255 printable ASCII characters.
pub fn validate(value: &[u8]) -> Result<&str, Error> {
    let ok = (1..=255).contains(&value.len()) && value.iter().all(|b| (0x20..0x7f).contains(b));
    match std::str::from_utf8(value) {
        Ok(s) if ok => Ok(s),
        _ => Err(Error::invalid(
            "Idempotency-Key",
            "must be 1 to 255 printable ASCII characters",
        )),
    }
}

/// SHA-256 over the method, the path (with its query) and the body.
pub fn fingerprint(method: &str, path_and_query: &str, body: &[u8]) -> [u8; 32] {
    let mut h = Sha256::new();
    h.update(method.as_bytes());
    h.update(b"\n");
    h.update(path_and_query.as_bytes());
    h.update(b"\n");
    h.update(body);
    h.finalize().into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_must_be_printable_ascii_up_to_255() {
        assert_eq!(validate(b"order-42").unwrap(), "order-42");
        assert!(validate(b"").is_err());
        assert!(validate(&[b'a'; 256]).is_err());
        assert!(validate(&[b'a'; 255]).is_ok());
        assert!(validate("clé".as_bytes()).is_err());
        assert!(validate(b"a\tb").is_err());
    }

    #[test]
    fn fingerprint_separates_method_path_and_body() {
        let a = fingerprint("POST", "/v1/exams", b"{}");
        assert_eq!(a, fingerprint("POST", "/v1/exams", b"{}"));
        assert_ne!(a, fingerprint("PATCH", "/v1/exams", b"{}"));
        assert_ne!(a, fingerprint("POST", "/v1/exams", b"{ }"));
    }
}
