//! Every game's ladder of bot levels: at least five rungs, weakest first,
//! the old names on rungs of the game, each rung measured and stronger than
//! the one below, and each rung's line true of its bot: the bot the line
//! describes, built here from the game's public parts, plays the rung's
//! every move.

use malice_table::core::{Blend, Bot, Game, Level, Rng, StopSignal};
use malice_table::games::GameKind;
use malice_table::games::kind::{Registered, Visit};
use malice_table::games::malefiz::{self, Malefiz};
use malice_table::games::malice::{self, Malice};
use malice_table::games::spite::{self, Spite};

#[test]
fn every_ladder_has_five_rungs_or_more_weakest_first_with_the_old_names_on_it() {
    for game in GameKind::ALL {
        let ladder = game.ladder();
        assert!(ladder.rungs.len() >= 5, "{}: {} rungs", game.title(), ladder.rungs.len());
        let places: Vec<usize> = ladder.levels().filter_map(Level::rung).collect();
        assert_eq!(places.len(), ladder.rungs.len(), "{}: only rungs, no old names", game.title());
        assert!(places.windows(2).all(|w| w[0] < w[1]), "{}: weakest first: {places:?}", game.title());
        for (old, now) in Level::OLD.into_iter().zip(ladder.old) {
            assert!(ladder.rung(now).is_some(), "{}: {old} stands for {now}, a rung", game.title());
            assert_eq!(ladder.resolve(old), now);
        }
        assert!(
            ladder.rungs.iter().all(|r| !r.about.is_empty()),
            "{}: every rung says what to expect",
            game.title()
        );
        for level in Level::ALL {
            assert!(ladder.rung(ladder.resolve(level)).is_some(), "{}: {level} finds a rung", game.title());
        }
    }
}

#[test]
fn every_rung_is_measured_and_its_elo_rises_rung_by_rung() {
    for game in GameKind::ALL {
        let elos: Vec<Option<i32>> = game.ladder().rungs.iter().map(|r| r.elo).collect();
        assert_eq!(elos.first(), Some(&Some(0)), "{}: the weakest rung is Elo 0", game.title());
        assert!(elos.iter().all(Option::is_some), "{}: every rung is measured: {elos:?}", game.title());
        assert!(elos.windows(2).all(|w| w[0] < w[1]), "{}: each rung above the last: {elos:?}", game.title());
    }
}

/// What a rung's line says its bot is, as this test reads it.
struct Reading<G: Game> {
    level: Level,
    /// Words of the line that say what the bot is.
    words: &'static [&'static str],
    /// Whether the game's settings hold what those words say (a depth, a
    /// share of moves, a count of guesses).
    settings_agree: bool,
    /// The bot the words describe, for a seed.
    bot: fn(u64) -> Box<dyn Bot<G>>,
}

/// Seeds each rung is played with.
const SEEDS: u64 = 2;

/// Checks `readings` against `game`'s ladder: one reading per rung, in
/// order; its words in the rung's line and its settings holding; and the
/// rung's bot (`make`) and the reading's bot, each fed `positions` in turn,
/// choosing the same move every time. Neighbouring rungs must choose
/// differently somewhere, so that the positions tell the bots apart.
fn check_readings<G: Game>(
    game: GameKind,
    readings: &[Reading<G>],
    make: fn(Level, u64) -> Box<dyn Bot<G>>,
    positions: &[G],
) {
    let ladder = game.ladder();
    let read: Vec<Level> = readings.iter().map(|r| r.level).collect();
    assert_eq!(read, ladder.levels().collect::<Vec<_>>(), "{}: every rung is read", game.title());
    let mut played = Vec::new();
    for (rung, reading) in ladder.rungs.iter().zip(readings) {
        let name = format!("{} {}", game.title(), rung.level);
        for word in reading.words {
            assert!(rung.about.contains(word), "{name}: `{}` says `{word}`", rung.about);
        }
        assert!(reading.settings_agree, "{name}: the settings hold what `{}` says", rung.about);
        let mut moves = Vec::new();
        for seed in 0..SEEDS {
            let (mut at_rung, mut as_read) = (make(rung.level, seed), (reading.bot)(seed));
            for state in positions {
                let Some(seat) = state.to_move() else { panic!("{name}: a position to move in") };
                let view = state.view(seat);
                let mv = at_rung.choose(&view, &StopSignal::never());
                assert_eq!(
                    mv,
                    as_read.choose(&view, &StopSignal::never()),
                    "{name}, seed {seed}: `{}`",
                    rung.about
                );
                moves.push(mv);
            }
        }
        played.push(moves);
    }
    for (pair, levels) in played.windows(2).zip(read.windows(2)) {
        assert_ne!(pair[0], pair[1], "{}: the positions tell {} from {}", game.title(), levels[0], levels[1]);
    }
}

/// `plies` seeded random moves from `start`, stopped before one that would
/// end the game.
fn after<G: Game>(start: G, plies: usize, seed: u64) -> G {
    let mut rng = Rng::seeded(seed);
    let (mut game, mut moves) = (start, Vec::new());
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&mut moves);
        let Some(pick) = moves.get(rng.below(moves.len() as u32) as usize) else { break };
        let mut next = game.clone();
        if next.play(pick).is_err() || next.to_move().is_none() {
            break;
        }
        game = next;
    }
    game
}

fn malice_search(limits: malice::bot::SearchLimits, seed: u64) -> Box<dyn Bot<Malice>> {
    Box::new(malice::bot::SearchBot::new(limits, seed))
}

/// Malice's rungs as their lines describe them.
fn malice_readings() -> Vec<Reading<Malice>> {
    use malice::bot::{
        BEGINNER_LIMITS as BEGINNER, CASUAL_CLUB, CHAMPION_LIMITS as CHAMPION, CLUB_LIMITS as CLUB,
        EXPERT_DEEP, EasyBot, MASTER_LIMITS as MASTER, NEWCOMER_SEARCH,
    };
    vec![
        Reading {
            level: Level::Newcomer,
            words: &["Mostly like Beginner", "one move in five", "takes what it can"],
            settings_agree: NEWCOMER_SEARCH == 0.8,
            bot: |seed| {
                let easy = Box::new(EasyBot::new(seed));
                Box::new(Blend::new(malice_search(BEGINNER, seed), easy, NEWCOMER_SEARCH, seed))
            },
        },
        Reading {
            level: Level::Beginner,
            words: &["one move ahead", "follows the captures"],
            settings_agree: BEGINNER.max_depth == 1 && BEGINNER.quiescence_plies > 0,
            bot: |seed| malice_search(BEGINNER, seed),
        },
        Reading {
            level: Level::Casual,
            words: &["Half its moves", "two moves ahead", "like Beginner"],
            settings_agree: CASUAL_CLUB == 0.5 && CLUB.max_depth == 2,
            bot: |seed| {
                Box::new(Blend::new(
                    malice_search(CLUB, seed),
                    malice_search(BEGINNER, seed),
                    CASUAL_CLUB,
                    seed,
                ))
            },
        },
        Reading {
            level: Level::Club,
            words: &["two moves ahead", "randomness"],
            settings_agree: CLUB.max_depth == 2 && CLUB.root_noise > 0,
            bot: |seed| malice_search(CLUB, seed),
        },
        Reading {
            level: Level::Expert,
            words: &["Three moves in five", "three moves ahead", "like Club"],
            settings_agree: EXPERT_DEEP == 0.6 && MASTER.max_depth == 3,
            bot: |seed| {
                Box::new(Blend::new(
                    malice_search(MASTER, seed),
                    malice_search(CLUB, seed),
                    EXPERT_DEEP,
                    seed,
                ))
            },
        },
        Reading {
            level: Level::Master,
            words: &["three moves ahead", "captures further than Club"],
            settings_agree: MASTER.max_depth == 3 && MASTER.quiescence_plies > CLUB.quiescence_plies,
            bot: |seed| malice_search(MASTER, seed),
        },
        Reading {
            level: Level::Champion,
            words: &["as deep as its time allows", "the strongest"],
            settings_agree: CHAMPION.max_depth > MASTER.max_depth && CHAMPION.nodes > MASTER.nodes,
            bot: |seed| malice_search(CHAMPION, seed),
        },
    ]
}

/// Malice: each rung plays as its line says.
fn malice_rungs_play_as_their_lines_say() {
    let rules = malice::Rules::default();
    let positions: Vec<Malice> = (0..8).map(|i| after(Malice::new(rules), 6 + 5 * i, i as u64)).collect();
    check_readings(GameKind::Malice, &malice_readings(), malice::bot::make_bot, &positions);
}

fn malefiz_search(limits: malefiz::bot::SearchLimits, seed: u64) -> Box<dyn Bot<Malefiz>> {
    Box::new(malefiz::bot::SearchBot::new(limits, seed))
}

/// Malefiz's rungs as their lines describe them.
fn malefiz_readings() -> Vec<Reading<Malefiz>> {
    use malefiz::bot::{
        BEGINNER_GREEDY, CLUB_EXPERT, EXPERT_LIMITS as EXPERT, EasyBot, MASTER_LIMITS as MASTER, greedy_bot,
    };
    vec![
        Reading {
            level: Level::Newcomer,
            words: &["Races its pieces forward", "often not the best one"],
            settings_agree: true,
            bot: |seed| Box::new(EasyBot::new(seed)),
        },
        Reading {
            level: Level::Beginner,
            words: &["Half the time", "like Casual", "like Newcomer"],
            settings_agree: BEGINNER_GREEDY == 0.5,
            bot: |seed| {
                Box::new(Blend::new(greedy_bot(), Box::new(EasyBot::new(seed)), BEGINNER_GREEDY, seed))
            },
        },
        Reading {
            level: Level::Casual,
            words: &["Races the piece that gains most", "hits when it can"],
            settings_agree: true,
            bot: |_| greedy_bot(),
        },
        Reading {
            level: Level::Club,
            words: &["Mostly weighs its moves like Expert", "now and then just races"],
            settings_agree: CLUB_EXPERT > 0.5 && CLUB_EXPERT < 1.0,
            bot: |seed| Box::new(Blend::new(malefiz_search(EXPERT, seed), greedy_bot(), CLUB_EXPERT, seed)),
        },
        Reading {
            level: Level::Expert,
            words: &["Weighs every move", "the risk of being hit"],
            settings_agree: EXPERT.turns_two == 0 && EXPERT.turns_more == 0,
            bot: |seed| malefiz_search(EXPERT, seed),
        },
        Reading {
            level: Level::Master,
            words: &["looks at the replies and its own next turn", "the strongest"],
            settings_agree: MASTER.turns_two >= 2 && MASTER.turns_more >= 1 && MASTER.reply_width > 0,
            bot: |seed| malefiz_search(MASTER, seed),
        },
    ]
}

/// Malefiz: each rung plays as its line says.
fn malefiz_rungs_play_as_their_lines_say() {
    let positions: Vec<Malefiz> = (0..6)
        .filter_map(|i| {
            let mut game = after(Malefiz::classic_start(i), 12 + 10 * i as usize, i);
            if game.roll().is_none() {
                game.play(&malefiz::Move::Roll).ok()?;
            }
            // A roll with a choice of pieces, so the bots weigh something.
            (game.legal_move_list().len() > 1).then_some(game)
        })
        .collect();
    assert!(positions.len() >= 4, "{} positions with a choice", positions.len());
    check_readings(GameKind::Malefiz, &malefiz_readings(), malefiz::bot::make_bot, &positions);
}

fn spite_search(limits: spite::bot::SearchLimits, seed: u64) -> Box<dyn Bot<Spite>> {
    Box::new(spite::bot::SearchBot::new(limits, seed))
}

/// Spite & Malice's rungs as their lines describe them.
fn spite_readings() -> Vec<Reading<Spite>> {
    use spite::bot::easy::Slips;
    use spite::bot::{
        CLUB_LIMITS as CLUB, EXPERT as EXPERT_PLAYS, EXPERT_LIMITS as EXPERT, EasyBot, ExpertBot,
    };
    use spite::bot::{Plan, SlippingBot};
    vec![
        Reading {
            level: Level::Newcomer,
            words: &["payoff card first", "often forgets its side piles"],
            settings_agree: Slips::NEWCOMER.sees_sides <= 0.5,
            bot: |seed| Box::new(SlippingBot::new(Plan::Easy, Slips::NEWCOMER, seed)),
        },
        Reading {
            level: Level::Beginner,
            words: &["payoff card when it fits", "any card that fits"],
            settings_agree: true,
            bot: |seed| Box::new(EasyBot::new(seed)),
        },
        Reading {
            level: Level::Casual,
            words: &["chain of cards up to its payoff card", "sometimes overlooks them"],
            settings_agree: Slips::CASUAL.sees_sides > Slips::NEWCOMER.sees_sides
                && Slips::CASUAL.sees_sides < 1.0,
            bot: |seed| Box::new(SlippingBot::new(Plan::Medium, Slips::CASUAL, seed)),
        },
        Reading {
            level: Level::Club,
            words: &["Searches its whole turn", "guesses little"],
            settings_agree: CLUB.worlds < EXPERT.worlds && CLUB.nodes < EXPERT.nodes,
            bot: |seed| spite_search(CLUB, seed),
        },
        Reading {
            level: Level::Expert,
            words: &[
                "Searches its whole turn",
                "many guesses",
                "plays its best plans out to the end",
                "the strongest",
            ],
            settings_agree: EXPERT.worlds > CLUB.worlds
                && EXPERT_PLAYS.search == EXPERT
                && EXPERT_PLAYS.candidates > 1
                && EXPERT_PLAYS.worlds > 0,
            bot: |seed| Box::new(ExpertBot::new(EXPERT_PLAYS, seed)),
        },
    ]
}

/// Spite & Malice: each rung plays as its line says.
fn spite_rungs_play_as_their_lines_say() {
    let positions: Vec<Spite> =
        (0..8).map(|i| after(Spite::new(spite::Rules::default(), i), 5 + 23 * i as usize, i)).collect();
    check_readings(GameKind::Spite, &spite_readings(), spite::bot::make_bot, &positions);
}

/// Every game's rungs play as their lines say. The lines are each game's
/// own words, read game by game: the match makes a new game fail to
/// compile here until its rungs' lines are read.
#[test]
fn every_rung_of_every_game_plays_as_its_line_says() {
    for kind in GameKind::ALL {
        match kind {
            GameKind::Malice => malice_rungs_play_as_their_lines_say(),
            GameKind::Malefiz => malefiz_rungs_play_as_their_lines_say(),
            GameKind::Spite => spite_rungs_play_as_their_lines_say(),
        }
    }
}

/// Every rung of a game plays legal moves from the first deal of its bot
/// table: forced moves (a Malefiz roll) and then its first real choice.
struct RungsPlayLegally;

impl Visit for RungsPlayLegally {
    type Out = Result<(), String>;

    fn visit<G: Registered>(self) -> Result<(), String> {
        let players = G::FACTS.player_counts.first().copied().ok_or("no player count")?;
        let table = G::bot_table(players, None).map_err(|e| format!("no bot table: {e:?}"))?;
        for level in G::FACTS.ladder.levels() {
            let mut state = (table.deal)(5);
            let mut bot = G::level_bot(level, 1, false);
            // At most a few plies: the forced ones, then one choice.
            for ply in 0..4 {
                let Some(seat) = state.to_move() else { return Err(format!("{level}: the deal is over")) };
                let mut legal = Vec::new();
                state.legal_moves(&mut legal);
                let mv = bot.choose(&state.view(seat), &StopSignal::never());
                let mv = mv.ok_or_else(|| format!("{level}: no move at ply {ply}"))?;
                state.play(&mv).map_err(|e| format!("{level}: ply {ply}: {e}"))?;
                if legal.len() > 1 {
                    break;
                }
            }
        }
        Ok(())
    }
}

#[test]
fn every_rung_of_every_game_plays_a_legal_move() {
    for game in GameKind::ALL {
        game.visit(RungsPlayLegally).unwrap_or_else(|e| panic!("{}: {e}", game.title()));
    }
}
