//! Idempotency keys: validation and request fingerprints.
//!
//! The claim / replay / release protocol runs in the request pipeline (the HTTP layer) on top of
//! the storage's atomic claim.

use sha2::{Digest, Sha256};

use crate::error::Error;

/// The request header.
pub(crate) const HEADER: &str = "idempotency-key";

/// Validates an `Idempotency-Key` value: 1 to 255 printable ASCII characters.
pub(crate) fn validate(value: &[u8]) -> Result<&str, Error> {
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
pub(crate) fn fingerprint(method: &str, path_and_query: &str, body: &[u8]) -> [u8; 32] {
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

/// Property tests of `Idempotency-Key` validation over any bytes.
#[cfg(test)]
mod props {
    use super::*;
    use crate::error::ErrorCode;
    use proptest::prelude::*;

    use crate::props::check;

    fn keys(cases: u32) {
        let key = prop_oneof![
            proptest::collection::vec(any::<u8>(), 0..300),
            "[ -~]{0,260}".prop_map(String::into_bytes),
            any::<String>().prop_map(String::into_bytes),
        ];
        check("idempotency-key", cases, key, |raw| {
            let printable =
                (1..=255).contains(&raw.len()) && raw.iter().all(|b| (0x20..0x7f).contains(b));
            match validate(&raw) {
                Ok(k) => {
                    prop_assert!(printable);
                    prop_assert_eq!(k.as_bytes(), &raw[..]);
                }
                Err(e) => {
                    prop_assert!(!printable);
                    prop_assert_eq!(e.code, ErrorCode::ValidationError);
                    prop_assert_eq!(&e.details.unwrap()[0].field, "Idempotency-Key");
                }
            }
            Ok(())
        });
    }

    #[test]
    fn props_idempotency_keys() {
        keys(1_000);
    }

    /// Part of the long run (see the README).
    #[test]
    #[ignore]
    fn long_props_idempotency_keys() {
        keys(150_000);
    }
}
