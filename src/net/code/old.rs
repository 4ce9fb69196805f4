//! Codes of the first version (`mt1-` and base32 of the id and every
//! address), as apps before the short code wrote them: still read, so a
//! code an older host sent still joins.

use iroh::{EndpointAddr, EndpointId, RelayUrl, TransportAddr};
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// What every first-version code starts with.
pub const PREFIX: &str = "mt1-";
const VERSION: u8 = 1;
/// More addresses than any machine has; a code with more is not one.
const MAX_ADDRESSES: usize = 32;

/// The host a first-version code names (spaces already taken out, in
/// lower case); `None` if it is damaged.
pub fn read(squeezed: &str) -> Option<EndpointAddr> {
    let body = squeezed.strip_prefix(PREFIX)?;
    let bytes = data_encoding::BASE32_NOPAD.decode(body.to_ascii_uppercase().as_bytes()).ok()?;
    let mut reader = Reader(&bytes);
    if reader.byte()? != VERSION {
        return None;
    }
    let id: [u8; 32] = reader.take(32)?.try_into().ok()?;
    let id = EndpointId::from_bytes(&id).ok()?;
    let mut addrs = Vec::new();
    while !reader.0.is_empty() {
        if addrs.len() == MAX_ADDRESSES {
            return None;
        }
        addrs.push(reader.address()?);
    }
    Some(EndpointAddr::from_parts(id, addrs))
}

/// The bytes of a code, read from the front.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Option<&'a [u8]> {
        if self.0.len() < n {
            return None;
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Some(head)
    }

    fn byte(&mut self) -> Option<u8> {
        self.take(1)?.first().copied()
    }

    fn port(&mut self) -> Option<u16> {
        let two: [u8; 2] = self.take(2)?.try_into().ok()?;
        Some(u16::from_be_bytes(two))
    }

    fn address(&mut self) -> Option<TransportAddr> {
        match self.byte()? {
            b'4' => {
                let octets: [u8; 4] = self.take(4)?.try_into().ok()?;
                let ip = IpAddr::V4(Ipv4Addr::from(octets));
                Some(TransportAddr::Ip(SocketAddr::new(ip, self.port()?)))
            }
            b'6' => {
                let octets: [u8; 16] = self.take(16)?.try_into().ok()?;
                let ip = IpAddr::V6(Ipv6Addr::from(octets));
                Some(TransportAddr::Ip(SocketAddr::new(ip, self.port()?)))
            }
            b'r' => {
                let len = usize::from(self.byte()?);
                let text = std::str::from_utf8(self.take(len)?).ok()?;
                Some(TransportAddr::Relay(text.parse::<RelayUrl>().ok()?))
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_code_an_older_host_wrote_still_reads() {
        // Written by the first version for the id of [9; 32] and 192.168.1.20:40123.
        let id = iroh::SecretKey::from_bytes(&[9; 32]).public();
        let mut bytes = vec![VERSION];
        bytes.extend_from_slice(id.as_bytes());
        bytes.extend_from_slice(&[b'4', 192, 168, 1, 20, 0x9c, 0xbb]);
        let code = format!("{PREFIX}{}", data_encoding::BASE32_NOPAD.encode(&bytes).to_ascii_lowercase());
        let addr = read(&code).expect("it reads");
        assert_eq!(addr.id, id);
        let ip: SocketAddr = "192.168.1.20:40123".parse().expect("an address");
        assert_eq!(addr.addrs.into_iter().collect::<Vec<_>>(), vec![TransportAddr::Ip(ip)]);
        assert_eq!(read(&code[..code.len() - 3]), None, "cut short");
    }
}
