//! The join code: short, read in any case and grouping, and a typo is
//! caught and named by its group.

use super::*;

fn id() -> EndpointId {
    iroh::SecretKey::from_bytes(&[9; 32]).public()
}

fn v4() -> SocketAddr {
    "192.168.1.20:40123".parse().expect("v4")
}

#[test]
fn a_code_reads_back_as_the_host_it_names_and_is_short() {
    let v6: SocketAddr = "[2001:db8::7]:40124".parse().expect("v6");
    for (addr, letters_in_it) in [(None, 60), (Some(v4()), 68), (Some(v6), 88)] {
        let code = write(id(), addr);
        assert_eq!(letters(&code), letters_in_it, "{code}");
        assert!(
            code.split('-').all(|g| g.len() <= GROUP && g.bytes().all(|b| DIGITS.contains(&b))),
            "{code}"
        );
        assert!(code.split('-').rev().skip(1).all(|g| g.len() == GROUP), "groups of five: {code}");
        let read_back = read(&code).expect("it reads");
        assert_eq!(read_back.id, id());
        assert_eq!(
            read_back.addrs.into_iter().collect::<Vec<_>>(),
            addr.map(TransportAddr::Ip).into_iter().collect::<Vec<_>>()
        );
    }
}

#[test]
fn a_code_typed_in_lower_case_with_spaces_dashes_or_line_breaks_still_reads() {
    let code = write(id(), Some(v4()));
    let expected = read(&code).expect("it reads");
    let spaced = code.replace('-', " ").to_lowercase();
    let broken = format!("  {}\n{} ", &code[..23], &code[23..]);
    let squeezed = code.replace('-', "");
    let mixed = code.replacen('-', " - ", 3);
    for typed in [spaced, broken, squeezed, mixed] {
        assert_eq!(read(&typed).as_ref(), Ok(&expected), "{typed}");
    }
    // I and L are ones, O is a zero: what a person hears is what counts.
    let heard = code.replace('1', "l").replace('0', "O");
    assert_eq!(read(&heard), Ok(expected));
}

#[test]
fn every_single_typo_is_caught_and_its_group_named() {
    let code = write(id(), Some(v4()));
    let plain: Vec<char> = code.replace('-', "").chars().collect();
    for (at, &right) in plain.iter().enumerate() {
        for &wrong in
            DIGITS.iter().map(|d| char::from(*d)).collect::<Vec<_>>().iter().filter(|&&c| c != right)
        {
            let mut typed = plain.clone();
            typed[at] = wrong;
            let typed: String = typed.into_iter().collect();
            assert_eq!(read(&typed), Err(CodeError::Typo(at / GROUP + 1)), "{right} → {wrong} at {at}");
        }
    }
}

#[test]
fn two_letters_swapped_or_two_typos_are_never_read_as_another_host() {
    let code = write(id(), None).replace('-', "");
    let plain: Vec<char> = code.chars().collect();
    for at in 0..plain.len() - 1 {
        if plain[at] == plain[at + 1] {
            continue;
        }
        let mut typed = plain.clone();
        typed.swap(at, at + 1);
        let typed: String = typed.into_iter().collect();
        assert!(matches!(read(&typed), Err(CodeError::Typo(_) | CodeError::Typos)), "swap at {at}");
    }
    let mut two = plain.clone();
    two[3] = if two[3] == 'A' { 'B' } else { 'A' };
    two[40] = if two[40] == 'A' { 'B' } else { 'A' };
    assert_eq!(read(&two.into_iter().collect::<String>()), Err(CodeError::Typos));
}

#[test]
fn what_is_not_a_code_says_why() {
    let code = write(id(), Some(v4()));
    assert_eq!(read("hello"), Err(CodeError::Length { given: 5, needed: 60 }));
    assert_eq!(read("HELLU"), Err(CodeError::Letter { letter: 'U', group: 1 }));
    assert_eq!(read(&format!("{code}-!")), Err(CodeError::Letter { letter: '!', group: 14 }));
    let short = &code[..code.len() - 1];
    assert_eq!(read(short), Err(CodeError::Length { given: 67, needed: 68 }));
    assert_eq!(read(""), Err(CodeError::Length { given: 0, needed: 60 }));
    // A newer version says so, whatever its length.
    assert_eq!(read(&format!("C{}", "0".repeat(69))), Err(CodeError::Version(3)));
    assert_eq!(read("mt1-aaaa"), Err(CodeError::Old));
}

#[test]
fn a_guest_gets_one_usable_address_for_the_reach_chosen() {
    let bound: Vec<SocketAddr> = vec!["0.0.0.0:4000".parse().expect("v4"), "[::]:4001".parse().expect("v6")];
    let heard: Vec<SocketAddr> = [
        "0.0.0.0:4000",
        "172.17.0.1:4000",
        "10.0.0.5:4000",
        "192.168.1.9:4000",
        "[fe80::1]:4001",
        "127.0.0.1:4000",
        "8.8.8.8:4000",
    ]
    .iter()
    .map(|a| a.parse().expect("an address"))
    .collect();
    let loopback: SocketAddr = "127.0.0.1:4000".parse().expect("v4");
    assert_eq!(guest_address(Reach::Internet, &heard, &bound), None, "the id is looked up");
    assert_eq!(guest_address(Reach::Local, &heard, &bound), Some("192.168.1.9:4000".parse().expect("v4")));
    assert_eq!(guest_address(Reach::Local, &heard[..3], &bound), Some("10.0.0.5:4000".parse().expect("v4")));
    assert_eq!(guest_address(Reach::Local, &heard[..1], &bound), Some(loopback), "no network: this computer");
    let numbered_otherwise =
        ["0.0.0.0:4000", "198.51.100.7:4000", "127.0.0.1:4000"].map(|a| a.parse().expect("v4"));
    assert_eq!(guest_address(Reach::Local, &numbered_otherwise, &bound), Some(numbered_otherwise[1]));
    assert_eq!(guest_address(Reach::Machine, &heard, &bound), Some(loopback));
}
