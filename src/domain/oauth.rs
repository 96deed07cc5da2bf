//! Pure rules of OAuth redirect URIs (RFC 9700 §2.1, RFC 8252 §7.3).
//!
//! A redirect URI is compared with the registered ones as an exact string, except a loopback
//! URI (`http://127.0.0.1`, `http://[::1]`, `http://localhost`), whose port may differ: native
//! applications listen on a port the system gives them.

/// The parts of a URI this module looks at.
struct Parts<'a> {
    scheme: &'a str,
    host: &'a str,
    port: Option<&'a str>,
    /// Path, query and everything after the authority.
    rest: &'a str,
}

fn split(uri: &str) -> Option<Parts<'_>> {
    let (scheme, after) = uri.split_once("://")?;
    let end = after.find(['/', '?', '#']).unwrap_or(after.len());
    let (authority, rest) = after.split_at(end);
    if authority.contains('@') {
        return None;
    }
    let (host, port) = if let Some(v6) = authority.strip_prefix('[') {
        let (inside, tail) = v6.split_once(']')?;
        let host = &authority[..inside.len() + 2];
        match tail {
            "" => (host, None),
            t => (host, Some(t.strip_prefix(':')?)),
        }
    } else {
        match authority.rsplit_once(':') {
            Some((h, p)) => (h, Some(p)),
            None => (authority, None),
        }
    };
    if port.is_some_and(|p| p.is_empty() || p.len() > 5 || !p.bytes().all(|b| b.is_ascii_digit())) {
        return None;
    }
    Some(Parts {
        scheme,
        host,
        port,
        rest,
    })
}

fn is_loopback_host(host: &str) -> bool {
    host == "127.0.0.1" || host == "[::1]" || host.eq_ignore_ascii_case("localhost")
}

/// Why `uri` cannot be registered as a redirect URI, or `None` when it can: an absolute
/// `https://` URI with a host, or `http://` on a loopback host, or a private-use scheme with a
/// dot (`com.example.app:/callback`, RFC 8252 §7.1); never a fragment, user information or
/// white space; at most 2,000 characters.
pub fn redirect_uri_problem(uri: &str) -> Option<&'static str> {
    if uri.is_empty() || uri.len() > 2000 {
        return Some("must be 1 to 2000 characters");
    }
    if uri.contains('#') {
        return Some("must not have a fragment");
    }
    if uri.bytes().any(|b| b <= b' ' || b == 0x7f) || !uri.is_ascii() {
        return Some("must be ASCII without spaces or control characters");
    }
    if let Some(p) = split(uri) {
        let host_ok = !p.host.is_empty()
            && p.host
                .bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-.[]:".contains(&b));
        return match p.scheme {
            "https" if host_ok => None,
            "http" if is_loopback_host(p.host) => None,
            "http" => {
                Some("http:// is allowed on loopback hosts only (127.0.0.1, [::1], localhost)")
            }
            _ if !host_ok => Some("must have a valid host"),
            _ => Some("must use https://, http:// on a loopback host, or a private-use scheme"),
        };
    }
    // A private-use scheme of a native application: reverse domain name, then `:/…`.
    match uri.split_once(':') {
        Some((scheme, rest))
            if scheme.contains('.')
                && scheme
                    .bytes()
                    .all(|b| b.is_ascii_alphanumeric() || b"+-.".contains(&b))
                && scheme.as_bytes()[0].is_ascii_alphabetic()
                && rest.starts_with('/') =>
        {
            None
        }
        _ => Some("must use https://, http:// on a loopback host, or a private-use scheme"),
    }
}

/// Whether the redirect URI of a request matches a registered one: the same string, or, for a
/// loopback registration, the same URI on any port.
pub fn redirect_uri_matches(registered: &str, given: &str) -> bool {
    if registered == given {
        return true;
    }
    let (Some(r), Some(g)) = (split(registered), split(given)) else {
        return false;
    };
    r.scheme == "http"
        && g.scheme == "http"
        && is_loopback_host(r.host)
        && r.host == g.host
        && r.rest == g.rest
        && g.port
            .is_some_and(|p| p.parse::<u16>().is_ok_and(|p| p > 0))
}

/// `uri` with `params` added to its query (the authorization response, RFC 6749 §4.1.2).
pub fn with_query(uri: &str, params: &[(&str, &str)]) -> String {
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (k, v) in params {
        query.append_pair(k, v);
    }
    let query = query.finish();
    let sep = match uri.find('?') {
        Some(at) if at + 1 == uri.len() || uri.ends_with('&') => "",
        Some(_) => "&",
        None => "?",
    };
    format!("{uri}{sep}{query}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn redirect_uris_are_https_loopback_or_private_use() {
        for ok in [
            "https://app.example/callback",
            "https://app.example:8443/cb?x=1",
            "http://127.0.0.1/callback",
            "http://127.0.0.1:8080/callback",
            "http://[::1]:1234/cb",
            "http://localhost:3000/cb",
            "com.example.app:/oauth2redirect",
        ] {
            assert_eq!(redirect_uri_problem(ok), None, "{ok}");
        }
        for bad in [
            "",
            "http://app.example/cb",
            "https://app.example/cb#frag",
            "https://user@app.example/cb",
            "https:///cb",
            "javascript:alert(1)",
            "app:/cb",
            "https://app.example/c b",
            "/relative",
            "https://app.example:99999999/cb",
        ] {
            assert!(redirect_uri_problem(bad).is_some(), "{bad}");
        }
    }

    #[test]
    fn only_loopback_uris_match_on_another_port() {
        let r = "http://127.0.0.1/callback";
        assert!(redirect_uri_matches(r, r));
        assert!(redirect_uri_matches(r, "http://127.0.0.1:51234/callback"));
        assert!(redirect_uri_matches(
            "http://127.0.0.1:8080/callback",
            "http://127.0.0.1:9090/callback"
        ));
        assert!(!redirect_uri_matches(r, "http://127.0.0.1:51234/callback2"));
        assert!(!redirect_uri_matches(r, "http://127.0.0.2:51234/callback"));
        assert!(!redirect_uri_matches(r, "http://127.0.0.1:0/callback"));
        assert!(!redirect_uri_matches(r, "http://127.0.0.1:/callback"));
        let h = "https://app.example/cb";
        assert!(!redirect_uri_matches(h, "https://app.example:443/cb"));
        assert!(!redirect_uri_matches(h, "https://app.example/cb/"));
        assert!(!redirect_uri_matches(h, "https://APP.example/cb"));
        assert!(!redirect_uri_matches(h, "https://app.example/cb?x=1"));
    }

    #[test]
    fn responses_extend_the_query() {
        assert_eq!(
            with_query("https://a.example/cb", &[("code", "x y"), ("state", "s&t")]),
            "https://a.example/cb?code=x+y&state=s%26t"
        );
        assert_eq!(
            with_query("https://a.example/cb?k=v", &[("code", "c")]),
            "https://a.example/cb?k=v&code=c"
        );
    }
}
