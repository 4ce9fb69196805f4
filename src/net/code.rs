//! The join code: where a host can be reached, as text a person can copy.
//!
//! A code is `mt1-` and the RFC 4648 base32 (lower case, no padding) of:
//! a version byte, the host's 32-byte endpoint id, then each address —
//! `4` with an IPv4 address and port, `6` with an IPv6 address and port,
//! `r` with a relay's URL (a length byte and its bytes). The id alone is
//! enough on the internet (the address lookup finds the rest); the
//! addresses let a guest on the same network, or on a network without
//! internet, connect directly.

use iroh::{EndpointAddr, EndpointId, RelayUrl, TransportAddr};
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

const PREFIX: &str = "mt1-";
const VERSION: u8 = 1;
/// More addresses than any machine has; a code with more is not ours.
const MAX_ADDRESSES: usize = 32;

/// Why a text is not a join code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// It does not start as a code does.
    Prefix,
    /// Its letters are not base32.
    Letters,
    /// It ends early or goes on too long.
    Length,
    /// A version this app does not read.
    Version(u8),
    /// The host's id is not a valid key.
    Id,
    /// An address it does not understand.
    Address,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Prefix => write!(f, "a join code starts with `{PREFIX}`"),
            CodeError::Letters => f.write_str("a join code has only the letters a–z and the digits 2–7"),
            CodeError::Length => {
                f.write_str("the join code is cut short or has extra letters: copy all of it")
            }
            CodeError::Version(v) => {
                write!(f, "the join code is of version {v}, which this version does not read")
            }
            CodeError::Id => f.write_str("the join code names no valid host"),
            CodeError::Address => f.write_str("the join code holds an address this version does not read"),
        }
    }
}

impl std::error::Error for CodeError {}

/// The code for `addr`.
pub fn write(addr: &EndpointAddr) -> String {
    let mut bytes = vec![VERSION];
    bytes.extend_from_slice(addr.id.as_bytes());
    for transport in addr.addrs.iter().take(MAX_ADDRESSES) {
        match transport {
            TransportAddr::Ip(SocketAddr::V4(v4)) => {
                bytes.push(b'4');
                bytes.extend_from_slice(&v4.ip().octets());
                bytes.extend_from_slice(&v4.port().to_be_bytes());
            }
            TransportAddr::Ip(SocketAddr::V6(v6)) => {
                bytes.push(b'6');
                bytes.extend_from_slice(&v6.ip().octets());
                bytes.extend_from_slice(&v6.port().to_be_bytes());
            }
            TransportAddr::Relay(url) => {
                let text = url.to_string();
                if let Ok(len) = u8::try_from(text.len()) {
                    bytes.push(b'r');
                    bytes.push(len);
                    bytes.extend_from_slice(text.as_bytes());
                }
            }
            _ => {}
        }
    }
    format!("{PREFIX}{}", data_encoding::BASE32_NOPAD.encode(&bytes).to_ascii_lowercase())
}

/// What names the table a join code reaches, whichever of its addresses
/// the code lists: the host's endpoint id (a code written from the
/// addresses heard on this network names the same table as the one the
/// host showed).
pub fn table_of(text: &str) -> Option<String> {
    read(text).ok().map(|addr| addr.id.to_string())
}

/// The host a code names; spaces and line breaks a copy picked up are
/// ignored, and upper case reads as lower.
pub fn read(text: &str) -> Result<EndpointAddr, CodeError> {
    let squeezed: String =
        text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    let body = squeezed.strip_prefix(PREFIX).ok_or(CodeError::Prefix)?;
    let bytes =
        data_encoding::BASE32_NOPAD.decode(body.to_ascii_uppercase().as_bytes()).map_err(|e| {
            match e.kind {
                data_encoding::DecodeKind::Length | data_encoding::DecodeKind::Trailing => CodeError::Length,
                _ => CodeError::Letters,
            }
        })?;
    let mut reader = Reader(&bytes);
    let version = reader.byte()?;
    if version != VERSION {
        return Err(CodeError::Version(version));
    }
    let id: [u8; 32] = reader.take(32)?.try_into().map_err(|_| CodeError::Length)?;
    let id = EndpointId::from_bytes(&id).map_err(|_| CodeError::Id)?;
    let mut addrs = Vec::new();
    while !reader.0.is_empty() {
        if addrs.len() == MAX_ADDRESSES {
            return Err(CodeError::Length);
        }
        addrs.push(reader.address()?);
    }
    Ok(EndpointAddr::from_parts(id, addrs))
}

/// The bytes of a code, read from the front.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], CodeError> {
        if self.0.len() < n {
            return Err(CodeError::Length);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn byte(&mut self) -> Result<u8, CodeError> {
        Ok(self.take(1)?[0])
    }

    fn port(&mut self) -> Result<u16, CodeError> {
        let two = self.take(2)?;
        Ok(u16::from_be_bytes([two[0], two[1]]))
    }

    fn address(&mut self) -> Result<TransportAddr, CodeError> {
        match self.byte()? {
            b'4' => {
                let octets: [u8; 4] = self.take(4)?.try_into().map_err(|_| CodeError::Length)?;
                let ip = IpAddr::V4(Ipv4Addr::from(octets));
                Ok(TransportAddr::Ip(SocketAddr::new(ip, self.port()?)))
            }
            b'6' => {
                let octets: [u8; 16] = self.take(16)?.try_into().map_err(|_| CodeError::Length)?;
                let ip = IpAddr::V6(Ipv6Addr::from(octets));
                Ok(TransportAddr::Ip(SocketAddr::new(ip, self.port()?)))
            }
            b'r' => {
                let len = usize::from(self.byte()?);
                let text = std::str::from_utf8(self.take(len)?).map_err(|_| CodeError::Address)?;
                let url: RelayUrl = text.parse().map_err(|_| CodeError::Address)?;
                Ok(TransportAddr::Relay(url))
            }
            _ => Err(CodeError::Address),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> EndpointAddr {
        let id = iroh::SecretKey::from_bytes(&[9; 32]).public();
        let relay: RelayUrl = "https://relay.example.org./".parse().expect("a url");
        EndpointAddr::from_parts(
            id,
            [
                TransportAddr::Ip("192.168.1.20:40123".parse().expect("v4")),
                TransportAddr::Ip("[fe80::1]:40124".parse().expect("v6")),
                TransportAddr::Relay(relay),
            ],
        )
    }

    #[test]
    fn a_code_reads_back_as_the_host_it_names() {
        let addr = sample();
        let code = write(&addr);
        assert!(code.starts_with(PREFIX));
        assert!(code[PREFIX.len()..].chars().all(|c| c.is_ascii_lowercase() || ('2'..='7').contains(&c)));
        assert_eq!(read(&code), Ok(addr.clone()));
        // As a mail or a chat may hand it on.
        let mangled = format!("  {}\n{} ", code[..20].to_uppercase(), &code[20..]);
        assert_eq!(read(&mangled), Ok(addr));
    }

    #[test]
    fn what_is_not_a_code_says_why() {
        let code = write(&sample());
        assert_eq!(read("hello"), Err(CodeError::Prefix));
        assert_eq!(read("mt1-!!!!"), Err(CodeError::Letters));
        assert_eq!(read(&code[..code.len() - 7]), Err(CodeError::Length));
        assert_eq!(read("mt1-"), Err(CodeError::Length));
        let newer =
            format!("{PREFIX}{}", data_encoding::BASE32_NOPAD.encode(&[2u8; 40]).to_ascii_lowercase());
        assert_eq!(read(&newer), Err(CodeError::Version(2)));
        let mut odd = vec![VERSION];
        odd.extend_from_slice(sample().id.as_bytes());
        odd.push(b'x');
        let odd = format!("{PREFIX}{}", data_encoding::BASE32_NOPAD.encode(&odd).to_ascii_lowercase());
        assert_eq!(read(&odd), Err(CodeError::Address));
    }
}
