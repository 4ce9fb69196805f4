//! `perft`, `moves` and `why`: a game's position tools on the command line,
//! written once for every game with position strings (each answers through
//! its registration's `Facts::positions`).

use super::Failure;
use crate::games::GameKind;
use crate::games::positions::{BoardSpec, Position, PositionRequest};
use clap::builder::{PossibleValue, PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::error::{Error, ErrorKind};
use clap::{Arg, Args, ValueEnum};
use std::ffi::OsStr;
use std::io::Write;
use std::path::Path;
use std::time::Instant;

/// The most faces a die of any game has.
const DIE_FACES: i64 = 6;

/// The game of `perft`, `moves` and `why`: one with position strings and
/// open information. A game without them is refused with a message that
/// says why.
#[derive(Clone, Copy, Debug)]
pub struct PositionGame;

impl PositionGame {
    /// The games it accepts, as the help lists them.
    fn accepted() -> Vec<PossibleValue> {
        let with_positions = GameKind::ALL.into_iter().filter(|g| g.facts().positions.is_ok());
        with_positions
            .map(|g| {
                PossibleValue::new(g.cli_name()).help(format!("{} ({})", g.title(), g.facts().rules_file))
            })
            .collect()
    }
}

impl TypedValueParser for PositionGame {
    type Value = GameKind;

    fn parse_ref(&self, cmd: &clap::Command, arg: Option<&Arg>, value: &OsStr) -> Result<GameKind, Error> {
        let named = value.to_str().and_then(GameKind::from_cli);
        if let Some(Err(why)) = named.map(|g| g.facts().positions) {
            return Err(cmd.clone().error(ErrorKind::InvalidValue, why));
        }
        let name = PossibleValuesParser::new(Self::accepted()).parse_ref(cmd, arg, value)?;
        GameKind::from_str(&name, false).map_err(|e| cmd.clone().error(ErrorKind::InvalidValue, e))
    }

    fn possible_values(&self) -> Option<Box<dyn Iterator<Item = PossibleValue> + '_>> {
        Some(Box::new(Self::accepted().into_iter()))
    }
}

/// The die of `moves` and `why`, for a game with dice.
#[derive(Debug, Args)]
pub struct DieRoll {
    /// The die roll, 1 to 6: malefiz needs it (the legal moves depend on
    /// it); malice is played without dice.
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u8).range(1..=DIE_FACES))]
    pub roll: Option<u8>,
}

/// The position and variant a subcommand works on.
#[derive(Debug, Args)]
pub struct PositionArgs {
    /// The game.
    #[arg(value_parser = PositionGame)]
    pub game: GameKind,
    /// The position string (see the game's rules file); the start position if left out.
    #[arg(long, short = 'p', value_name = "P")]
    pub position: Option<String>,
    /// How many players the position is for (malice 2 or 4; malefiz 2–4).
    #[arg(long, value_name = "K", default_value_t = 2,
          value_parser = RangedU64ValueParser::<usize>::new().range(2..=4))]
    pub players: usize,
    /// Malice: plies without a capture that end the game (0 turns the
    /// limit off; default: the game's own limit).
    #[arg(long, value_name = "N")]
    pub quiet_limit: Option<u32>,
    /// Malefiz: the board, `classic`, `fast` or a map file (default: the
    /// board the position names, or classic).
    #[arg(long, value_name = "BOARD")]
    pub board: Option<String>,
    /// Malefiz: the colours of the start position, as letters (`ry`, `rgb`,
    /// `rgyb`); only without --position.
    #[arg(long, value_name = "LETTERS", conflicts_with = "position")]
    pub colours: Option<String>,
}

/// What a subcommand asks of a position.
pub enum Ask<'a> {
    /// `perft DEPTH [--divide] [--time]`.
    Perft {
        /// The longest sequence to count.
        depth: u32,
        /// Also the count under each first move.
        divide: bool,
        /// The speed of each depth on stderr.
        time: bool,
    },
    /// `moves [--roll N]`.
    Moves(&'a DieRoll),
    /// `why --from A --to B [--roll N]`.
    Why(&'a DieRoll, &'a str, &'a str),
}

/// Sets up `setup` for `game` and answers `ask`.
pub fn answer(
    setup: &PositionArgs,
    ask: Ask<'_>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    let game = setup.game;
    let start = game.facts().positions.map_err(|why| Failure::BadInput(why.to_owned()))?;
    let position = start(&request(game, setup)?).map_err(|e| Failure::BadInput(e.to_string()))?;
    match ask {
        Ask::Perft { depth, divide, time } => perft(&*position, depth, divide, time, out, err),
        Ask::Moves(roll) => {
            let list = position.moves(roll.roll).map_err(|e| Failure::BadInput(e.to_string()))?;
            writeln!(out, "{}", list.moves.join(" "))?;
            if let Some(over) = list.over {
                writeln!(err, "{over}")?;
            }
            Ok(())
        }
        Ask::Why(roll, from, to) => {
            match position.why(roll.roll, from, to).map_err(|e| Failure::BadInput(e.to_string()))? {
                None => Ok(writeln!(out, "legal")?),
                Some(reason) => Ok(writeln!(out, "illegal: {reason}")?),
            }
        }
    }
}

/// The options as the game reads them; a `--board` that is not built in
/// is read as a map file.
fn request(game: GameKind, setup: &PositionArgs) -> Result<PositionRequest, Failure> {
    let boards = game.facts().boards;
    let board = match &setup.board {
        None => None,
        Some(name) if boards.is_empty() || boards.contains(&name.as_str()) => {
            Some(BoardSpec::Builtin(name.clone()))
        }
        Some(spec) => {
            let path = Path::new(spec);
            let text = std::fs::read_to_string(path).map_err(|e| {
                Failure::BadInput(format!(
                    "--board {spec}: not a built-in board ({}) and not a readable map file: {e}",
                    boards.join(", ")
                ))
            })?;
            let name = path.file_stem().and_then(|s| s.to_str()).unwrap_or_default().to_owned();
            Some(BoardSpec::Map { name, text })
        }
    };
    Ok(PositionRequest {
        position: setup.position.clone(),
        players: setup.players,
        quiet_limit: setup.quiet_limit,
        board,
        colours: setup.colours.clone(),
    })
}

/// Prints `depth nodes` for every depth up to `depth` (with `time` the
/// speed of each on `err`), and with `divide` the count under each first
/// move, sorted by move.
fn perft(
    position: &dyn Position,
    depth: u32,
    divide: bool,
    time: bool,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<(), Failure> {
    for d in 1..=depth {
        let started = Instant::now();
        let nodes = position.perft(d);
        writeln!(out, "{d} {nodes}")?;
        if time {
            let seconds = started.elapsed().as_secs_f64();
            let rate = if seconds > 0.0 { nodes as f64 / seconds } else { 0.0 };
            writeln!(err, "depth {d}: {nodes} nodes in {seconds:.3} s ({:.1} M nodes/s)", rate / 1e6)?;
        }
    }
    if divide {
        let mut split = position.divide(depth);
        split.sort();
        for (mv, nodes) in split {
            writeln!(out, "{mv} {nodes}")?;
        }
    }
    Ok(())
}
