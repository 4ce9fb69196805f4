//! The fuzzers' seed corpus (`fuzz/corpus/<target>/`) is made of real
//! inputs: saves that replay, settings that read, maps that load, positions
//! and moves that read in the positions the targets give them. A seed the
//! readers refuse teaches the fuzzer nothing, so a format change that breaks
//! a seed fails here, not silently in a fuzz run.
//!
//! The seeds are written by `write_fuzz_seeds` (ignored; run it after a
//! format change): `cargo test --test files fuzz_seeds:: -- --ignored`. It
//! checks every seed as these tests do before it writes one.

use malice_table::core::{Game, History, Level, Rng, Seat};
use malice_table::games::checks::{
    check_read_move, check_state, position_readers, sample_pick, sample_selector, samples,
};
use malice_table::games::malefiz::BoardChoice;
use malice_table::games::malefiz::{self, Board, Colour, Malefiz};
use malice_table::games::malice::{self, Malice, Players};
use malice_table::games::spite::SavedMatch;
use malice_table::games::spite::{self, Match, Spite};
use malice_table::games::{CheckError, Registered, Saves, Visit};
use malice_table::store::settings::{AnimationSpeed, BotPace, Opponent, Theme};
use malice_table::store::{GameKind, SaveFile, Settings};
use std::path::{Path, PathBuf};
use std::sync::Arc;

/// A small custom Malefiz board, so saves and maps hold one.
const SMALL_MAP: &str = "# pieces: 2\n....G....\n....B....\nooooooooo\no...o...o\nooooooooo\n.1.....3.\n";

fn corpus(target: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fuzz").join("corpus").join(target)
}

/// Named seeds of one fuzz target: file name and bytes.
type Seeds = Vec<(String, Vec<u8>)>;

/// A fuzz target's name, its seeds and the check each seed must pass.
type Target = (&'static str, Seeds, fn(&str, &[u8]));

/// Every seed of `target`, by file name, sorted.
fn seeds(target: &str) -> Seeds {
    let dir = corpus(target);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut seeds: Vec<(String, Vec<u8>)> = entries
        .map(|entry| {
            let path = entry.expect("a directory entry").path();
            let bytes = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            (path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default(), bytes)
        })
        .collect();
    seeds.sort();
    assert!(seeds.len() >= 3, "{target} has only {} seeds", seeds.len());
    seeds
}

fn text(name: &str, bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).unwrap_or_else(|e| panic!("{name} is not UTF-8: {e}"))
}

/// A seed with a selector byte before its text.
fn selected(name: &str, bytes: &[u8]) -> (u8, String) {
    let (&which, rest) = bytes.split_first().unwrap_or_else(|| panic!("{name} is empty"));
    (which, text(name, rest))
}

/// `count` random legal moves from `start`, seeded.
fn line<G: Game>(start: G, count: usize, seed: u64) -> History<G> {
    let mut history = History::new(start);
    let mut rng = Rng::seeded(seed);
    let mut legal = Vec::new();
    for _ in 0..count {
        legal.clear();
        history.current().legal_moves(&mut legal);
        let Some(len) = u32::try_from(legal.len()).ok().filter(|&n| n > 0) else { break };
        let mv = legal[rng.below(len) as usize].clone();
        history.play(mv).expect("a legal move plays");
    }
    history
}

fn people(n: usize) -> Vec<Seat> {
    let mut seats = vec![Seat::human("Ada")];
    seats.extend((1..n).map(|i| Seat::bot(format!("Bot {i}"), Level::ALL[i % 3])));
    seats
}

/// The save of `history`, dealt from `seed`, a person and bots at the
/// seats, as part of `series`.
fn save<G: Registered>(history: &History<G>, seed: u64, series: Option<&G::Series>) -> SaveFile {
    let seats = people(history.start().seat_count());
    SaveFile::of(history, seats, seed, seed.rotate_left(7), series).expect("a save")
}

fn malice_save(rules: malice::Rules, plies: usize, seed: u64) -> SaveFile {
    save(&line(Malice::new(rules), plies, seed), seed, None)
}

fn malefiz_save(board: Arc<Board>, colours: &[Colour], plies: usize, seed: u64) -> SaveFile {
    let start = Malefiz::new(board, colours, None, seed).expect("a setup");
    save(&line(start, plies, seed), seed, None)
}

/// A Spite & Malice save; with `games_before`, the save's game comes after
/// that many whole games of a match (played out at random).
fn spite_save(rules: spite::Rules, games_before: usize, plies: usize, seed: u64) -> SaveFile {
    let mut record = Match::new(rules);
    let mut deals = Rng::seeded(seed);
    for _ in 0..games_before {
        let game = record.next_game(deals.next_u64()).expect("the match goes on");
        let finished = line(game, 5000, deals.next_u64());
        record.record(finished.current()).expect("a finished game");
    }
    let game_seed = if games_before == 0 { seed } else { deals.next_u64() };
    let series = (games_before > 0).then(|| SavedMatch { record: record.clone(), deals: deals.clone() });
    let start = record.next_game(game_seed).expect("the match goes on");
    save(&line(start, plies, seed), game_seed, series.as_ref())
}

/// A Malefiz save that goes on from a position (as a network guest's
/// does): `before` moves into a game, then `plies` more from there.
fn malefiz_position_save(before: usize, plies: usize, seed: u64) -> SaveFile {
    let start = Malefiz::new(Board::classic(), &[Colour::Red, Colour::Blue], None, seed).expect("a setup");
    let reached = line(start, before, seed).current().clone();
    let on = line(reached, plies, seed + 1);
    let seats = people(on.start().seat_count());
    let save = SaveFile::at_position(on.start(), on.start(), seats, seed, None).expect("a save");
    SaveFile { moves: SaveFile::moves_of(&on, Malefiz::write_move), ..save }
}

fn small_board() -> Arc<Board> {
    Arc::new(Board::from_map("small", SMALL_MAP).expect("the small map loads"))
}

/// A `save` seed reads and replays to its last move.
fn check_save(name: &str, bytes: &[u8]) {
    let save = SaveFile::parse(&text(name, bytes)).unwrap_or_else(|e| panic!("{name}: {e}"));
    let replayed = save.replays();
    let moves = replayed.unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(moves, save.moves.len(), "{name}");
    assert!(moves > 0, "{name} has no moves");
}

/// A `settings` seed reads.
fn check_settings(name: &str, bytes: &[u8]) {
    Settings::from_ron(&text(name, bytes)).unwrap_or_else(|e| panic!("{name}: {e}"));
}

/// A `malefiz_map` seed loads and starts a game for its own houses.
fn check_map(name: &str, bytes: &[u8]) {
    let text = text(name, bytes);
    // As the target splits it: the board's name, then its map.
    let (board_name, map) = text.split_once('\n').unwrap_or_else(|| panic!("{name} has one line"));
    let board = Board::from_map(board_name, map).unwrap_or_else(|e| panic!("{name}: {e}"));
    let colours: Vec<Colour> = board.colours().iter().collect();
    Malefiz::new(Arc::new(board), &colours, None, 1).unwrap_or_else(|e| panic!("{name}: {e}"));
}

/// A `position` seed reads, with the reader its first byte picks
/// (`position_readers`), and passes its game's checks, which include
/// printing back as itself.
fn check_position(name: &str, bytes: &[u8]) {
    let (which, text) = selected(name, bytes);
    let readers = position_readers();
    let (kind, players) = readers[usize::from(which) % readers.len()];
    kind.visit(ReadPosition { text: &text, players }).unwrap_or_else(|e| panic!("{name}: {e}"));
}

/// Reads a position string and checks the state it gives.
struct ReadPosition<'a> {
    text: &'a str,
    players: usize,
}

impl Visit for ReadPosition<'_> {
    type Out = Result<(), Box<dyn std::error::Error>>;

    fn visit<G: Registered>(self) -> Self::Out {
        let game = G::read_position(self.text, self.players)?;
        Ok(check_state(&game)?)
    }
}

/// A `moves` seed reads as a legal move in the sample its first byte picks
/// (`sample_pick`), as the target reads it.
fn check_move(name: &str, bytes: &[u8]) {
    let (which, text) = selected(name, bytes);
    let (kind, index) = sample_pick(which);
    let read = kind.visit(ReadSampleMove { index, text: &text });
    assert!(matches!(read, Ok(true)), "{name}: `{text}` in {} sample {index}: {read:?}", kind.title());
}

/// Reads a move in one of a game's samples.
struct ReadSampleMove<'a> {
    index: usize,
    text: &'a str,
}

impl Visit for ReadSampleMove<'_> {
    type Out = Result<bool, CheckError>;

    fn visit<G: Registered>(self) -> Result<bool, CheckError> {
        let samples = samples::<G>();
        check_read_move(&samples[self.index % samples.len()], self.text)
    }
}

/// Checks every seed of `target`'s corpus with `check`.
fn check_corpus(target: &str, check: fn(&str, &[u8])) {
    for (name, bytes) in seeds(target) {
        check(&name, &bytes);
    }
}

#[test]
fn save_seeds_read_and_replay_to_their_last_move() {
    check_corpus("save", check_save);
}

#[test]
fn settings_seeds_read() {
    check_corpus("settings", check_settings);
}

#[test]
fn map_seeds_load_and_start_a_game() {
    check_corpus("malefiz_map", check_map);
}

#[test]
fn position_seeds_read_back_as_themselves() {
    check_corpus("position", check_position);
}

#[test]
fn net_message_seeds_play_their_moves() {
    check_corpus("net_message", check_net);
}

/// The saves the app writes in RON are today byte for byte what it wrote
/// when the save seeds were made (with `ron` 0.11): a change of the RON
/// writer or of its options that changes a save fails here. The older
/// seeds, read by the tests above, are saves and settings written before
/// that still open. (The settings and network seeds were written before
/// the settings' zoom and sound fields and the protocol's version 2, so
/// they are not compared.)
#[test]
fn saves_are_written_as_the_seeds_were() {
    let written = [("save", save_seeds())];
    for (target, fresh) in written {
        let committed = seeds(target);
        for (name, bytes) in fresh {
            let Some((_, before)) = committed.iter().find(|(n, _)| *n == name) else {
                panic!("{target}/{name} is not in the corpus")
            };
            assert!(
                *before == bytes,
                "{target}/{name} is written differently now:\n{}\nwas:\n{}",
                String::from_utf8_lossy(&bytes),
                String::from_utf8_lossy(before)
            );
        }
    }
}

#[test]
fn move_seeds_are_legal_in_the_targets_first_positions() {
    check_corpus("moves", check_move);
}

/// The moves the writer keeps for a game: a few legal moves, as a save
/// writes them, of each of its first two samples (the deal, and after
/// the first move).
struct FirstMoves;

impl Visit for FirstMoves {
    type Out = Seeds;

    fn visit<G: Registered>(self) -> Seeds {
        let mut seeds = Vec::new();
        for (index, sample) in samples::<G>().iter().take(2).enumerate() {
            let which = sample_selector(G::KIND, index).expect("a few samples");
            let mut moves = Vec::new();
            sample.legal_moves(&mut moves);
            let step = (moves.len() / 3).max(1);
            for (i, mv) in moves.iter().step_by(step).take(3).enumerate() {
                let name = format!("{}-{index}-{i}", G::FACTS.file_stem);
                seeds.push((name, with_selector(which, &G::write_move(sample, mv))));
            }
        }
        seeds
    }
}

/// Every game's samples pass its checks, and its first two have moves for
/// the `moves` seeds.
#[test]
fn every_games_samples_have_moves_to_seed() {
    for kind in GameKind::ALL {
        assert!(kind.visit(FirstMoves).len() >= 2, "{} has moves", kind.title());
        kind.game().check_samples().unwrap_or_else(|e| panic!("{e}"));
    }
}

fn with_selector(which: u8, text: &str) -> Vec<u8> {
    let mut bytes = vec![which];
    bytes.extend_from_slice(text.as_bytes());
    bytes
}

/// The `save` seeds: a save of each game and variant, a custom board, a
/// match under way.
fn save_seeds() -> Seeds {
    let saves = [
        ("malice-two.ron", malice_save(malice::Rules::default(), 30, 11)),
        ("malice-four.ron", malice_save(malice::Rules { players: Players::Four, quiet_limit: 20 }, 24, 12)),
        (
            "malefiz-classic.ron",
            malefiz_save(Board::classic(), &[Colour::Red, Colour::Green, Colour::Blue], 40, 13),
        ),
        ("malefiz-fast.ron", malefiz_save(Board::fast(), &[Colour::Yellow, Colour::Red], 30, 14)),
        ("malefiz-custom.ron", malefiz_save(small_board(), &[Colour::Red, Colour::Yellow], 16, 15)),
        ("malefiz-position.ron", malefiz_position_save(20, 12, 18)),
        ("spite.ron", spite_save(spite::Rules { refill_on_empty_hand: true }, 0, 30, 16)),
        ("spite-match.ron", spite_save(spite::Rules { refill_on_empty_hand: false }, 1, 20, 17)),
    ];
    saves.into_iter().map(|(name, save)| (name.to_owned(), save.to_ron().into_bytes())).collect()
}

/// The `settings` seeds: the defaults, every field changed, a hand-edited
/// older file.
fn settings_seeds() -> Seeds {
    let mut custom = Settings {
        animation: AnimationSpeed::Slow,
        bot_pace: BotPace::Fast,
        theme: Theme::Light,
        player_name: "Ada".into(),
        second_player_name: "Grace".into(),
        opponent: Opponent::Human,
        show_legal_targets: false,
        confirm_new_game: false,
        welcome_seen: true,
        ..Settings::default()
    };
    for (i, kind) in GameKind::ALL.into_iter().enumerate() {
        *custom.bot_level_mut(kind) = if i % 2 == 0 { Level::Champion } else { Level::Newcomer };
    }
    custom.set_options::<Malice>(&malice::Options { quiet_move_limit: 0, dual_shapes: false });
    custom.set_options::<Spite>(&spite::Options { refill_on_empty_hand: false, four_colour_deck: true });
    custom.set_options::<Malefiz>(&malefiz::Options { board: BoardChoice::Fast });
    vec![
        ("default.ron".into(), Settings::default().to_ron().expect("writes").into_bytes()),
        ("custom.ron".into(), custom.to_ron().expect("writes").into_bytes()),
        (
            "hand-edited.ron".into(),
            b"// older file\n(theme: Light, player_name: \"  Ada  \", unknown: 3)\n".to_vec(),
        ),
    ]
}

/// The `malefiz_map` seeds: both built-in boards and a small custom one.
fn map_seeds() -> Seeds {
    vec![
        ("classic".into(), format!("classic\n{}", malefiz::map::CLASSIC_MAP).into_bytes()),
        ("fast".into(), format!("fast\n{}", malefiz::map::FAST_MAP).into_bytes()),
        ("small".into(), format!("small\n{SMALL_MAP}").into_bytes()),
    ]
}

/// The selector byte of the position reader for `kind` with `players`.
fn reader(kind: GameKind, players: usize) -> u8 {
    let place = position_readers().iter().position(|&r| r == (kind, players)).expect("a reader");
    u8::try_from(place).expect("a few readers")
}

/// The `position` seeds: starts, positions along random lines, a won game.
fn position_seeds() -> Seeds {
    let malice_start = Malice::new(malice::Rules::default());
    let malice_mid = line(malice_start.clone(), 25, 21).current().position();
    let four_mid = line(Malice::new(malice::Rules::four_players()), 30, 22).current().position();
    let malefiz_mid = line(Malefiz::new(Board::fast(), &Colour::ALL, None, 23).expect("setup"), 60, 23);
    let positions = [
        ("malice-start", reader(GameKind::Malice, 2), malice_start.position()),
        ("malice-mid", reader(GameKind::Malice, 2), malice_mid),
        ("malice-four", reader(GameKind::Malice, 4), four_mid),
        ("malefiz-start", reader(GameKind::Malefiz, 2), Malefiz::classic_start(1).position()),
        ("malefiz-mid", reader(GameKind::Malefiz, 4), malefiz_mid.current().position()),
        (
            "malefiz-won",
            reader(GameKind::Malefiz, 2),
            "classic y r:i14,4h y:5h x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3".to_owned(),
        ),
    ];
    positions.into_iter().map(|(name, which, text)| (name.to_owned(), with_selector(which, &text))).collect()
}

/// How many guest moves a `net_message` seed of moves holds.
const NET_MOVES: usize = 4;

/// A `net_message` seed: its selector (the game, and the high bit when the
/// guest is not given its seat first) and its messages, split at zeros.
fn check_net(name: &str, bytes: &[u8]) {
    let (&pick, messages) = bytes.split_first().unwrap_or_else(|| panic!("{name} is empty"));
    let kind = GameKind::ALL[usize::from(pick & 0x7f) % GameKind::ALL.len()];
    let played = malice_table::net::checks::feed(kind, pick & 0x80 == 0, messages.split(|&b| b == 0))
        .unwrap_or_else(|e| panic!("{name}: {e}"));
    if name.ends_with("-moves") || name.ends_with("-undo") {
        assert_eq!(played, NET_MOVES, "{name}: every move plays");
    }
}

/// The `net_message` seeds: for each game, the guest's first moves; a
/// hello and a share from a guest without a seat yet; and refused ones.
fn net_seeds() -> Seeds {
    use malice_table::net::{Share, ToHost, checks, guest, wire};
    let joined = |messages: &[Vec<u8>]| messages.join(&0u8);
    let mut seeds = Vec::new();
    for (index, kind) in GameKind::ALL.into_iter().enumerate() {
        let pick = u8::try_from(index).expect("a few games");
        let stem = kind.facts().file_stem;
        let moves = checks::guest_moves(kind, NET_MOVES);
        seeds.push((format!("{stem}-moves"), [vec![pick], joined(&moves)].concat()));
        // The same moves, then a take-back asked at every ply up to a few
        // past them (one of them the present) and an answer nobody asked for.
        let asks = (0..3 * NET_MOVES as u32).map(|ply| wire::encode(&ToHost::Undo { ply }));
        let answer = wire::encode(&ToHost::UndoAnswer { ply: 0, accept: true });
        let undo: Vec<Vec<u8>> = moves.iter().cloned().chain(asks).chain([answer]).collect();
        seeds.push((format!("{stem}-undo"), [vec![pick], joined(&undo)].concat()));
        let first = moves.first().cloned().unwrap_or_default();
        let hello = [
            wire::encode(&guest::hello("Friend", None)),
            wire::encode(&ToHost::Share(Share([2; 32]))),
            first,
        ];
        seeds.push((format!("{stem}-hello"), [vec![pick | 0x80], joined(&hello)].concat()));
        let refused = [
            wire::encode(&ToHost::Move { ply: 0, mv: "nonsense".into() }),
            wire::encode(&ToHost::Move { ply: 99, mv: "pass".into() }),
            b"Move(ply: 1, mv: ".to_vec(),
            wire::encode(&ToHost::Bye),
        ];
        seeds.push((format!("{stem}-refused"), [vec![pick], joined(&refused)].concat()));
    }
    seeds
}

/// The `moves` seeds: a few legal moves of every game's first samples.
fn move_seeds() -> Seeds {
    GameKind::ALL.into_iter().flat_map(|kind| kind.visit(FirstMoves)).collect()
}

#[test]
#[ignore = "writes fuzz/corpus: run after a format change"]
fn write_fuzz_seeds() {
    let targets: [Target; 6] = [
        ("save", save_seeds(), check_save),
        ("settings", settings_seeds(), check_settings),
        ("malefiz_map", map_seeds(), check_map),
        ("position", position_seeds(), check_position),
        ("moves", move_seeds(), check_move),
        ("net_message", net_seeds(), check_net),
    ];
    for (target, seeds, check) in targets {
        let dir = corpus(target);
        std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
        for (name, bytes) in seeds {
            // A seed the reader refuses teaches the fuzzer nothing.
            check(&name, &bytes);
            std::fs::write(dir.join(&name), &bytes).unwrap_or_else(|e| panic!("{name}: {e}"));
        }
    }
}
