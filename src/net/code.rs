//! The join code: where a host can be reached, short enough to read out.
//!
//! A code is letters and digits in groups of five (`7KQ3D-…`), in
//! Crockford's base32 (no I, L, O or U; read as 1, 1, 0 and refused), of:
//! one letter with the version (3 bits) and what address follows (2
//! bits: none, IPv4, IPv6), the host's 32-byte endpoint id, then that one
//! address and its port; padded to an even number of letters, and ended by
//! six check letters (`check`) that find a single typo's group.
//!
//! The id alone reaches a host on the internet (iroh's address lookup
//! finds its relay and addresses): that code has 60 letters. A table for
//! this home network adds the one address guests need (68 letters); see
//! [`guest_address`] for which.

mod check;
mod old;

use super::link::Reach;
use iroh::{EndpointAddr, EndpointId, TransportAddr};
use std::fmt;
use std::net::{IpAddr, Ipv4Addr, Ipv6Addr, SocketAddr};

/// The version this app writes (the first was `mt1-…`, see `old`).
const VERSION: u8 = 2;
/// Crockford's base32 digits, in their order.
const DIGITS: &[u8; 32] = b"0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/// Letters in a group.
pub const GROUP: usize = 5;
/// Check letters at the end of a code (two for each check symbol).
const CHECK_LETTERS: usize = 2 * check::CHECKS;

/// Why a text is not a join code. A group is counted from 1, as shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CodeError {
    /// A character no join code has, and the group it is in.
    Letter {
        /// The character.
        letter: char,
        /// Its group.
        group: usize,
    },
    /// Too few or too many letters: how many it has, and how many a code
    /// of its kind has.
    Length {
        /// Letters and digits given.
        given: usize,
        /// Letters and digits a code has (the shortest, when unknown).
        needed: usize,
    },
    /// One letter is mistyped: the group it is in.
    Typo(usize),
    /// Letters are wrong in more than one place.
    Typos,
    /// A version this app does not read.
    Version(u8),
    /// The host's id is not a valid key.
    Id,
    /// An address it does not understand.
    Address,
    /// A code of the first version (`mt1-…`) that does not read.
    Old,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Letter { letter, group } => {
                write!(f, "group {group} has “{letter}”, which no join code has")
            }
            CodeError::Length { given, needed } => {
                write!(f, "it has {given} letters and digits where a join code has {needed}")
            }
            CodeError::Typo(group) => write!(f, "group {group} has a typo"),
            CodeError::Typos => f.write_str("it has typos in more than one place"),
            CodeError::Version(v) => write!(f, "it is of version {v}, which this version does not read"),
            CodeError::Id => f.write_str("it names no valid host"),
            CodeError::Address => f.write_str("it holds an address this version does not read"),
            CodeError::Old => f.write_str("it is an older kind of code, and it is damaged"),
        }
    }
}

impl std::error::Error for CodeError {}

/// What follows the id, as the first letter says.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    None = 0,
    V4 = 1,
    V6 = 2,
}

impl Kind {
    /// Bytes after the id.
    fn bytes(self) -> usize {
        match self {
            Kind::None => 0,
            Kind::V4 => 6,
            Kind::V6 => 18,
        }
    }

    /// Letters and digits of a whole code of this kind.
    fn letters(self) -> usize {
        let data = 1 + ((32 + self.bytes()) * 8).div_ceil(5);
        data + data % 2 + CHECK_LETTERS
    }
}

/// The code for the host `id`, reached at `addr` if given.
pub fn write(id: EndpointId, addr: Option<SocketAddr>) -> String {
    let (kind, tail) = match addr {
        None => (Kind::None, Vec::new()),
        Some(SocketAddr::V4(v4)) => (Kind::V4, [&v4.ip().octets()[..], &v4.port().to_be_bytes()].concat()),
        Some(SocketAddr::V6(v6)) => (Kind::V6, [&v6.ip().octets()[..], &v6.port().to_be_bytes()].concat()),
    };
    let mut values = vec![(VERSION << 2) | kind as u8];
    values.extend(to_fives(&[id.as_bytes(), &tail[..]].concat()));
    if values.len() % 2 == 1 {
        values.push(0);
    }
    let symbols: Vec<u16> =
        values.chunks(2).map(|pair| (u16::from(pair[0]) << 5) | u16::from(pair[1])).collect();
    for symbol in check::checks(&symbols) {
        values.extend([(symbol >> 5) as u8, (symbol & 31) as u8]);
    }
    let letters: Vec<char> = values.iter().map(|&v| char::from(DIGITS[usize::from(v & 31)])).collect();
    letters.chunks(GROUP).map(|group| group.iter().collect::<String>()).collect::<Vec<_>>().join("-")
}

/// The address a guest needs to reach a host hosting for `reach`, from
/// the addresses it has (`addrs`) and the sockets it bound (`bound`):
/// none on the internet (the id is looked up); on a home network its
/// private-network IPv4 address (192.168/16 first, then 10/8, 172.16/12,
/// 169.254/16, then any other), or loopback when it has none (IPv6 ones
/// would make the code 20 letters longer and need a scope); on this
/// computer only,
/// loopback. Never an unspecified address, and never more than one.
pub fn guest_address(reach: Reach, addrs: &[SocketAddr], bound: &[SocketAddr]) -> Option<SocketAddr> {
    let loopback = || {
        let port = bound.iter().find(|s| s.is_ipv4()).map(SocketAddr::port)?;
        Some(SocketAddr::new(Ipv4Addr::LOCALHOST.into(), port))
    };
    match reach {
        Reach::Internet => None,
        Reach::Machine => loopback(),
        Reach::Local => {
            let rank = |addr: &SocketAddr| match addr.ip() {
                IpAddr::V4(ip)
                    if ip.is_unspecified()
                        || ip.is_loopback()
                        || ip.is_multicast()
                        || ip.is_broadcast()
                        || addr.port() == 0 =>
                {
                    None
                }
                IpAddr::V4(ip) => match ip.octets() {
                    [192, 168, ..] => Some(0),
                    [10, ..] => Some(1),
                    [172, b, ..] if (16..32).contains(&b) => Some(2),
                    [169, 254, ..] => Some(3),
                    // A network numbered otherwise is still a network.
                    _ => Some(4),
                },
                IpAddr::V6(_) => None,
            };
            let best = addrs.iter().filter_map(|a| rank(a).map(|r| (r, *a))).min_by_key(|(r, a)| (*r, *a));
            best.map(|(_, a)| a).or_else(loopback)
        }
    }
}

/// What names the table a join code reaches: the host's endpoint id (a
/// code written from the addresses heard on this network names the same
/// table as the one the host showed).
pub fn table_of(text: &str) -> Option<String> {
    read(text).ok().map(|addr| addr.id.to_string())
}

/// How many letters and digits `code` has, separators aside.
pub fn letters(code: &str) -> usize {
    code.chars().filter(char::is_ascii_alphanumeric).count()
}

/// The host a code names. Upper or lower case, groups split by spaces,
/// dashes or line breaks; I and L read as 1 and O as 0.
pub fn read(text: &str) -> Result<EndpointAddr, CodeError> {
    let squeezed: String =
        text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    if squeezed.starts_with(old::PREFIX) {
        return old::read(&squeezed).ok_or(CodeError::Old);
    }
    let values = values_of(text)?;
    let given = values.len();
    let header = values.first().copied().unwrap_or_default();
    let newer = header >> 2 > VERSION;
    // A letter left out or added is a length no code has; said before the
    // checks, which would only find "typos". A newer version may be longer.
    let lengths = [Kind::None, Kind::V4, Kind::V6].map(Kind::letters);
    if !lengths.contains(&given) {
        if newer && given >= lengths[0] {
            return Err(CodeError::Version(header >> 2));
        }
        let needed = lengths.into_iter().find(|&n| n >= given).unwrap_or(lengths[2]);
        return Err(CodeError::Length { given, needed });
    }
    let symbols: Vec<u16> =
        values.chunks(2).map(|pair| (u16::from(pair[0]) << 5) | u16::from(pair[1])).collect();
    match check::verdict(&symbols) {
        check::Verdict::Sound => {}
        check::Verdict::One { at, by } => {
            let letter = if by >> 5 != 0 { 2 * at } else { 2 * at + 1 };
            return Err(CodeError::Typo(letter / GROUP + 1));
        }
        // A newer version's checks need not be these.
        check::Verdict::Many if newer => return Err(CodeError::Version(header >> 2)),
        check::Verdict::Many => return Err(CodeError::Typos),
    }
    if header >> 2 != VERSION {
        return Err(CodeError::Version(header >> 2));
    }
    let kind = match header & 3 {
        0 => Kind::None,
        1 => Kind::V4,
        2 => Kind::V6,
        _ => return Err(CodeError::Address),
    };
    if given != kind.letters() {
        return Err(CodeError::Length { given, needed: kind.letters() });
    }
    let data = &values[1..given - CHECK_LETTERS];
    let bytes = from_fives(data, 32 + kind.bytes());
    decode(kind, &bytes)
}

/// The 5-bit values of a code's letters, separators skipped.
fn values_of(text: &str) -> Result<Vec<u8>, CodeError> {
    let mut values = Vec::new();
    for c in text.chars() {
        if c.is_whitespace() || c == '-' {
            continue;
        }
        let group = values.len() / GROUP + 1;
        let c = match c.to_ascii_uppercase() {
            'I' | 'L' => '1',
            'O' => '0',
            other => other,
        };
        let value = DIGITS.iter().position(|&d| char::from(d) == c);
        match value {
            Some(value) => values.push(value as u8),
            None => return Err(CodeError::Letter { letter: c, group }),
        }
    }
    Ok(values)
}

/// The id and address in a code's bytes.
fn decode(kind: Kind, bytes: &[u8]) -> Result<EndpointAddr, CodeError> {
    let (id, tail) = bytes.split_at_checked(32).ok_or(CodeError::Address)?;
    let id: [u8; 32] = id.try_into().map_err(|_| CodeError::Id)?;
    let id = EndpointId::from_bytes(&id).map_err(|_| CodeError::Id)?;
    let port = |two: &[u8]| -> Result<u16, CodeError> {
        let two: [u8; 2] = two.try_into().map_err(|_| CodeError::Address)?;
        Ok(u16::from_be_bytes(two))
    };
    let addr = match kind {
        Kind::None => None,
        Kind::V4 => {
            let (ip, rest) = tail.split_at_checked(4).ok_or(CodeError::Address)?;
            let ip: [u8; 4] = ip.try_into().map_err(|_| CodeError::Address)?;
            Some(SocketAddr::new(Ipv4Addr::from(ip).into(), port(rest)?))
        }
        Kind::V6 => {
            let (ip, rest) = tail.split_at_checked(16).ok_or(CodeError::Address)?;
            let ip: [u8; 16] = ip.try_into().map_err(|_| CodeError::Address)?;
            Some(SocketAddr::new(Ipv6Addr::from(ip).into(), port(rest)?))
        }
    };
    if addr.is_some_and(|a| a.ip().is_unspecified() || a.port() == 0) {
        return Err(CodeError::Address);
    }
    Ok(EndpointAddr::from_parts(id, addr.map(TransportAddr::Ip)))
}

/// `bytes` as 5-bit values, the last padded with zero bits.
fn to_fives(bytes: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity((bytes.len() * 8).div_ceil(5));
    let (mut acc, mut bits) = (0u32, 0u32);
    for &byte in bytes {
        acc = (acc << 8) | u32::from(byte);
        bits += 8;
        while bits >= 5 {
            bits -= 5;
            out.push(((acc >> bits) & 31) as u8);
        }
    }
    if bits > 0 {
        out.push(((acc << (5 - bits)) & 31) as u8);
    }
    out
}

/// The first `count` bytes the 5-bit `values` hold.
fn from_fives(values: &[u8], count: usize) -> Vec<u8> {
    let mut out = Vec::with_capacity(count);
    let (mut acc, mut bits) = (0u32, 0u32);
    for &value in values {
        acc = (acc << 5) | u32::from(value & 31);
        bits += 5;
        if bits >= 8 {
            bits -= 8;
            out.push(((acc >> bits) & 0xff) as u8);
        }
        acc &= (1 << bits) - 1;
    }
    out.truncate(count);
    out
}

#[cfg(test)]
mod tests;
