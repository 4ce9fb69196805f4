//! Network messages, as a guest's machine could send them to a host: the
//! first byte picks a game (and, with its high bit clear, gives the sender
//! its seat first), the rest, split at every zero byte, are the messages.
//! The host's judge must never panic, must leave the table as it was when
//! it plays nothing, and every state it reaches must pass its game's checks
//! (`net::checks::feed`); the guest's decoder reads the same bytes.
#![no_main]

use libfuzzer_sys::fuzz_target;
use malice_table::games::GameKind;
use malice_table::net::checks::feed;

fuzz_target!(|data: &[u8]| {
    let Some((&pick, messages)) = data.split_first() else { return };
    let kind = GameKind::ALL[usize::from(pick & 0x7f) % GameKind::ALL.len()];
    if let Err(broken) = feed(kind, pick & 0x80 == 0, messages.split(|&b| b == 0)) {
        panic!("{}: {broken}", kind.title());
    }
});
