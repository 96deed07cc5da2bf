//! Which addresses a webhook may reach: the one address policy shared by the check of a
//! subscription's URL when it is created or changed (`services::webhooks`) and by the HTTP
//! deliverer at connect time (`delivery::http`), which checks again against DNS rebinding.

use std::net::{IpAddr, Ipv4Addr, Ipv6Addr};

use ipnet::IpNet;

/// Whether a webhook may reach `ip`: it lies in one of the `allowed` networks, or outside every
/// forbidden range ([`is_forbidden`]). An IPv4-mapped IPv6 address (`::ffff:a.b.c.d`) is dialled
/// as IPv4 and judged as such.
pub fn permitted(ip: IpAddr, allowed: &[IpNet]) -> bool {
    let ip = match ip {
        IpAddr::V6(v6) => v6.to_ipv4_mapped().map_or(ip, IpAddr::V4),
        IpAddr::V4(_) => ip,
    };
    allowed.iter().any(|net| net.contains(&ip)) || !is_forbidden(ip)
}

/// Whether `ip` is in a range a webhook must not reach by default: loopback, private,
/// link-local (cloud metadata `169.254.169.254` included), CGNAT, unspecified, multicast,
/// broadcast, documentation or otherwise reserved, in IPv4 or IPv6 (IPv4-mapped, NAT64 and 6to4
/// forms judged by the IPv4 address they reach).
pub fn is_forbidden(ip: IpAddr) -> bool {
    match ip {
        IpAddr::V4(v4) => is_forbidden_v4(v4),
        IpAddr::V6(v6) => is_forbidden_v6(v6),
    }
}

fn is_forbidden_v4(ip: Ipv4Addr) -> bool {
    let [a, b, c, _] = ip.octets();
    a == 0 // "this network", 0.0.0.0 included
        || a == 10 // private
        || (a == 100 && (64..128).contains(&b)) // CGNAT 100.64/10
        || a == 127 // loopback
        || (a == 169 && b == 254) // link-local, cloud metadata 169.254.169.254
        || (a == 172 && (16..32).contains(&b)) // private
        || (a == 192 && b == 0 && (c == 0 || c == 2)) // IETF assignments, TEST-NET-1
        || (a == 192 && b == 88 && c == 99) // 6to4 relay anycast
        || (a == 192 && b == 168) // private
        || (a == 198 && (b == 18 || b == 19)) // benchmarking 198.18/15
        || (a == 198 && b == 51 && c == 100) // TEST-NET-2
        || (a == 203 && b == 0 && c == 113) // TEST-NET-3
        || a >= 224 // multicast 224/4, reserved 240/4, broadcast
}

fn is_forbidden_v6(ip: Ipv6Addr) -> bool {
    if let Some(v4) = ip.to_ipv4_mapped() {
        return is_forbidden_v4(v4);
    }
    let s = ip.segments();
    let embedded = |hi: u16, lo: u16| {
        let [a, b] = hi.to_be_bytes();
        let [c, d] = lo.to_be_bytes();
        Ipv4Addr::new(a, b, c, d)
    };
    match s {
        // ::/96: unspecified, loopback ::1, deprecated IPv4-compatible addresses.
        [0, 0, 0, 0, 0, 0, _, _] => true,
        // NAT64 64:ff9b::/96 reaches the embedded IPv4 address.
        [0x64, 0xff9b, 0, 0, 0, 0, hi, lo] => is_forbidden_v4(embedded(hi, lo)),
        // Local-use NAT64 64:ff9b:1::/48.
        [0x64, 0xff9b, 1, ..] => true,
        // Discard-only 100::/64.
        [0x100, 0, 0, 0, ..] => true,
        // Teredo 2001::/32 and documentation 2001:db8::/32.
        [0x2001, 0, ..] | [0x2001, 0xdb8, ..] => true,
        // 6to4 2002::/16 reaches the embedded IPv4 address.
        [0x2002, hi, lo, ..] => is_forbidden_v4(embedded(hi, lo)),
        // Unique local fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8.
        [first, ..] => {
            (first & 0xfe00) == 0xfc00
                || (first & 0xffc0) == 0xfe80
                || (first & 0xffc0) == 0xfec0
                || (first & 0xff00) == 0xff00
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn forbidden_ranges() {
        let forbidden = [
            "127.0.0.1",
            "127.255.255.254",
            "10.0.0.1",
            "172.16.0.1",
            "172.31.255.255",
            "192.168.0.1",
            "169.254.169.254",
            "100.64.0.1",
            "100.127.255.255",
            "0.0.0.0",
            "0.1.2.3",
            "224.0.0.251",
            "239.255.255.250",
            "255.255.255.255",
            "240.0.0.1",
            "192.0.0.8",
            "198.18.0.1",
            "::1",
            "::",
            "fc00::1",
            "fd12:3456::1",
            "fe80::1",
            "fec0::1",
            "ff02::1",
            "::ffff:127.0.0.1",
            "::ffff:10.0.0.1",
            "::ffff:169.254.169.254",
            "::ffff:0.0.0.0",
            "::127.0.0.1",
            "64:ff9b::a9fe:a9fe",
            "2002:7f00:1::",
            "2001:db8::1",
        ];
        for ip in forbidden {
            assert!(
                is_forbidden(ip.parse().unwrap()),
                "{ip} should be forbidden"
            );
        }
        let public = [
            "8.8.8.8",
            "1.1.1.1",
            "93.184.216.34",
            "172.15.255.255",
            "172.32.0.1",
            "100.63.255.255",
            "100.128.0.1",
            "169.253.1.1",
            "192.169.0.1",
            "11.0.0.1",
            "2606:4700:4700::1111",
            "2a00:1450:4007:80f::200e",
            "::ffff:8.8.8.8",
            "64:ff9b::808:808",
            "2002:808:808::1",
        ];
        for ip in public {
            assert!(!is_forbidden(ip.parse().unwrap()), "{ip} should be allowed");
        }
        let allowed: Vec<IpNet> = vec!["127.0.0.0/8".parse().unwrap()];
        assert!(permitted("::ffff:127.0.0.1".parse().unwrap(), &allowed));
        assert!(!permitted("::1".parse().unwrap(), &allowed));
        assert!(!permitted("127.0.0.1".parse().unwrap(), &[]));
    }
}
