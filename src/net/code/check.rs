//! The join code's check letters: a Reed–Solomon code over GF(2¹⁰), one
//! symbol for every two letters, with three check symbols at the end.
//!
//! Three checks catch any two wrong symbols and find where a single one
//! is: a typo (one letter, or two neighbours swapped inside one symbol)
//! is not only caught but located, so the window can name its group.

/// x¹⁰ + x³ + 1, a primitive polynomial: α = x generates every nonzero
/// element.
const POLY: u16 = 0x409;
/// Elements of the field are the values below this.
const SIZE: u16 = 1 << 10;
/// How many check symbols a code ends with.
pub const CHECKS: usize = 3;

fn mul(a: u16, b: u16) -> u16 {
    let (mut a, mut b, mut product) = (a, b, 0u16);
    while b != 0 {
        if b & 1 != 0 {
            product ^= a;
        }
        b >>= 1;
        a <<= 1;
        if a & SIZE != 0 {
            a ^= POLY;
        }
    }
    product
}

fn pow(a: u16, mut e: u32) -> u16 {
    let (mut base, mut result) = (a, 1u16);
    while e != 0 {
        if e & 1 != 0 {
            result = mul(result, base);
        }
        base = mul(base, base);
        e >>= 1;
    }
    result
}

/// The check symbols for `data` (symbols below 2¹⁰): appended, the code
/// word's polynomial has α⁰, α¹ and α² as roots.
pub fn checks(data: &[u16]) -> [u16; CHECKS] {
    // g(x) = (x + 1)(x + α)(x + α²), lowest coefficient first.
    let mut g = [1u16, 0, 0, 0];
    for root in 0..CHECKS as u32 {
        let r = pow(2, root);
        let mut next = [0u16; 4];
        for i in 0..4 {
            next[i] ^= mul(g[i], r);
            if i > 0 {
                next[i] ^= g[i - 1];
            }
        }
        g = next;
    }
    // The remainder of data(x)·x³ divided by g(x), by shifting data in.
    let mut rem = [0u16; CHECKS];
    for &symbol in data {
        let feedback = symbol ^ rem[CHECKS - 1];
        for i in (1..CHECKS).rev() {
            rem[i] = rem[i - 1] ^ mul(feedback, g[i]);
        }
        rem[0] = mul(feedback, g[0]);
    }
    [rem[2], rem[1], rem[0]]
}

/// What the checks say of a whole code word (data then checks).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Every check holds.
    Sound,
    /// One symbol is wrong: its index, and which bits of it differ.
    One {
        /// The index of the wrong symbol in the word.
        at: usize,
        /// The difference from what it should be.
        by: u16,
    },
    /// More than one symbol is wrong.
    Many,
}

/// Checks `word`, and finds a single wrong symbol.
pub fn verdict(word: &[u16]) -> Verdict {
    let n = word.len();
    // The syndromes: the word's polynomial (first symbol highest) at α^j.
    let syndrome = |j: u32| word.iter().fold(0u16, |acc, &s| mul(acc, pow(2, j)) ^ s);
    let (s0, s1, s2) = (syndrome(0), syndrome(1), syndrome(2));
    if s0 == 0 && s1 == 0 && s2 == 0 {
        return Verdict::Sound;
    }
    // One error of value e at power p: s0 = e, s1 = e·αᵖ, s2 = e·α²ᵖ.
    if s0 == 0 || mul(s1, s1) != mul(s0, s2) {
        return Verdict::Many;
    }
    let ratio = mul(s1, pow(s0, u32::from(SIZE) - 2));
    match (0..n).find(|&p| pow(2, p as u32) == ratio) {
        Some(p) => Verdict::One { at: n - 1 - p, by: s0 },
        None => Verdict::Many,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alpha_generates_the_whole_field() {
        let mut seen = std::collections::HashSet::new();
        let mut x = 1u16;
        for _ in 0..SIZE - 1 {
            assert!(seen.insert(x), "α repeats before 1023 steps");
            x = mul(x, 2);
        }
        assert_eq!(x, 1);
    }

    #[test]
    fn a_single_wrong_symbol_is_found_and_two_are_caught() {
        let data: Vec<u16> = (0..31u16).map(|i| (i * 97 + 13) % SIZE).collect();
        let mut word = data.clone();
        word.extend(checks(&data));
        assert_eq!(verdict(&word), Verdict::Sound);
        for at in 0..word.len() {
            for by in [1u16, 0x3e0, 0x21, 0x3ff] {
                let mut wrong = word.clone();
                wrong[at] ^= by;
                assert_eq!(verdict(&wrong), Verdict::One { at, by }, "symbol {at}");
            }
        }
        for (a, b) in [(0, 1), (3, 20), (30, 33)] {
            let mut wrong = word.clone();
            wrong[a] ^= 5;
            wrong[b] ^= 9;
            assert_eq!(verdict(&wrong), Verdict::Many, "{a} and {b}");
        }
    }
}
