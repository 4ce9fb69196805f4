//! What a piece move looks like once it is played: the pawn walks its path;
//! a pawn it hits is knocked off and flies to its house (or the forest); a
//! barricade it takes lifts off its space and is carried to where the mover
//! put it, landing with a ripple. Positions are in board units, so this is
//! plain arithmetic the board draws and tests can check.

use crate::games::malefiz::layout::{self, Layout, UnitRect};
use crate::games::malefiz::{Colour, Malefiz, Move, Origin, Square};
use crate::ui::widgets::clock::Clock;
use crate::ui::widgets::flight;

/// Seconds a piece takes per space when walking its path, at normal speed.
pub const STEP_SECONDS: f64 = 0.12;
/// Seconds a hit pawn flies to its house or the forest, at normal speed.
pub const HIT_SECONDS: f64 = 0.55;
/// Seconds a taken barricade takes to lift off its space.
pub const LIFT_SECONDS: f64 = 0.25;
/// Seconds a lifted barricade is carried to its new space.
pub const CARRY_SECONDS: f64 = 0.5;
/// Seconds the ripple lasts where a barricade lands.
pub const LAND_SECONDS: f64 = 0.3;

/// How high (in board units) a hit pawn's flight rises.
const HIT_ARC: f32 = 1.6;
/// How high (in board units) a carried barricade's flight rises.
const CARRY_ARC: f32 = 0.8;
/// How high a walking pawn hops between spaces.
const HOP: f32 = 0.25;

/// A piece move being shown.
#[derive(Clone, Debug)]
pub struct Motion {
    /// The mover's colour.
    pub colour: Colour,
    /// The space the mover stops on.
    pub to: Square,
    /// Where the mover set off, then each space it stepped on.
    points: Vec<(f32, f32)>,
    /// The pawn it hits, if any.
    pub hit: Option<Hit>,
    /// The barricade it takes, if any.
    pub carry: Option<Carry>,
    /// When it began, and the animation speed it runs at.
    start: f64,
    speed: f64,
}

/// A hit pawn leaving the board.
#[derive(Clone, Copy, Debug)]
pub struct Hit {
    /// Its colour.
    pub colour: Colour,
    /// Whether it goes to the forest (else to its house).
    pub to_forest: bool,
    from: (f32, f32),
    target: (f32, f32),
}

/// A taken barricade going to its new space.
#[derive(Clone, Copy, Debug)]
pub struct Carry {
    /// Where it is put.
    pub to: Square,
    from: (f32, f32),
    target: (f32, f32),
}

/// A barricade off the ground: where it is and how far it is lifted (0 to 1).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Lifted {
    /// Where it is, in board units.
    pub at: (f32, f32),
    /// 0 on the ground, 1 fully lifted.
    pub lift: f32,
}

/// What a motion shows at one moment.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Moment {
    /// The walking pawn, until it has arrived.
    pub walker: Option<(f32, f32)>,
    /// The hit pawn, until it is back in its house or the forest.
    pub victim: Option<(f32, f32)>,
    /// The taken barricade, until it rests on its new space.
    pub barricade: Option<Lifted>,
    /// The ripple where the barricade landed (0 to 1), while it lasts.
    pub landing: Option<f32>,
}

impl Motion {
    /// The motion of `mv`, played from `before`, starting at `now` and
    /// lasting `speed` times its normal length. None for a roll, a pass, or
    /// a move that is not legal in `before`.
    pub fn new(before: &Malefiz, mv: &Move, layout: &Layout, now: f64, speed: f64) -> Option<Motion> {
        let Move::Piece { from, to, place } = *mv else { return None };
        let path = before.path(mv)?;
        let colour = before.turn();
        let mut points = vec![origin_point(layout, colour, from)?];
        points.extend(path.iter().filter_map(|sq| layout.space_centre(*sq)));
        let mut after = before.clone();
        after.play_unchecked(mv);
        let end = layout.space_centre(to)?;
        let hit = before.piece_at(to).filter(|&c| c != colour).and_then(|victim| {
            let to_forest = after.in_forest(victim) > before.in_forest(victim);
            let target = if to_forest {
                forest_slots(layout, &after).into_iter().rev().find(|(c, _)| *c == victim).map(|(_, p)| p)
            } else {
                house_slots(layout, &after, victim).last().copied()
            }?;
            Some(Hit { colour: victim, to_forest, from: end, target })
        });
        let carry = place
            .filter(|_| before.has_barricade(to))
            .and_then(|p| Some(Carry { to: p, from: end, target: layout.space_centre(p)? }));
        Some(Motion { colour, to, points, hit, carry, start: now, speed })
    }

    /// The same motion for a pawn already shown where it landed (the
    /// person placed the barricade it took with the pawn there): no walk,
    /// only what the landing set going.
    pub fn landed(self) -> Motion {
        let points = self.points.last().copied().into_iter().collect();
        Motion { points, ..self }
    }

    /// Seconds of the walk.
    fn walk_seconds(&self) -> f64 {
        STEP_SECONDS * (self.points.len().saturating_sub(1)) as f64 * self.speed
    }

    /// The whole motion's time: the walk, then whatever it set going.
    pub fn clock(&self) -> Clock {
        let hit = if self.hit.is_some() { HIT_SECONDS } else { 0.0 };
        let carry = if self.carry.is_some() { LIFT_SECONDS + CARRY_SECONDS + LAND_SECONDS } else { 0.0 };
        Clock::starting(self.start, self.walk_seconds() + hit.max(carry) * self.speed)
    }

    /// Whether anything of it is still moving at `now`.
    pub fn running(&self, now: f64) -> bool {
        self.clock().running(now)
    }

    /// What is where `elapsed` seconds after the move.
    pub fn at(&self, elapsed: f64) -> Moment {
        let walk = self.walk_seconds();
        let after = elapsed - walk;
        Moment {
            walker: (elapsed < walk).then(|| self.walker(elapsed / walk.max(1e-6))),
            victim: self.hit.and_then(|h| h.at(after / (HIT_SECONDS * self.speed))),
            barricade: self.carry.and_then(|c| c.at(after, self.speed)),
            landing: self.carry.and_then(|_| {
                let k = (after / self.speed - LIFT_SECONDS - CARRY_SECONDS) / LAND_SECONDS;
                (0.0..1.0).contains(&k).then_some(k as f32)
            }),
        }
    }

    /// The walking pawn at `t` (0 to 1) of the walk, hopping from space to space.
    fn walker(&self, t: f64) -> (f32, f32) {
        let steps = self.points.len().saturating_sub(1).max(1) as f32;
        let at = (t as f32).clamp(0.0, 1.0) * steps;
        let i = at.floor() as usize;
        let k = at - i as f32;
        let point = |i: usize| self.points.get(i.min(self.points.len().saturating_sub(1))).copied();
        let (Some(a), Some(b)) = (point(i), point(i + 1)) else { return (0.0, 0.0) };
        let hop = (k * std::f32::consts::PI).sin() * HOP;
        (a.0 + (b.0 - a.0) * k, a.1 + (b.1 - a.1) * k - hop)
    }
}

impl Hit {
    /// Where the pawn is at `t` of its flight: on its space before (t < 0),
    /// flying, then gone into its house (t ≥ 1).
    fn at(&self, t: f64) -> Option<(f32, f32)> {
        match t {
            t if t < 0.0 => Some(self.from),
            t if t < 1.0 => Some(flight::arc(self.from, self.target, t as f32, HIT_ARC)),
            _ => None,
        }
    }
}

impl Carry {
    /// The barricade `after` seconds after the walker arrived: on its
    /// space, lifting, carried, then at rest on its new space (None).
    fn at(&self, after: f64, speed: f64) -> Option<Lifted> {
        let lifting = after / (LIFT_SECONDS * speed);
        let carried = (after / speed - LIFT_SECONDS) / CARRY_SECONDS;
        match () {
            _ if lifting < 0.0 => Some(Lifted { at: self.from, lift: 0.0 }),
            _ if lifting < 1.0 => Some(Lifted { at: self.from, lift: flight::ease(lifting as f32) }),
            _ if carried < 1.0 => {
                Some(Lifted { at: flight::arc(self.from, self.target, carried as f32, CARRY_ARC), lift: 1.0 })
            }
            _ => None,
        }
    }
}

/// Where a move from `origin` sets off, for a piece of `colour`.
pub fn origin_point(layout: &Layout, colour: Colour, origin: Origin) -> Option<(f32, f32)> {
    match origin {
        Origin::Square(sq) => layout.space_centre(sq),
        Origin::House => layout.house_rect(colour).map(|r| r.centre()),
        Origin::Forest => layout.forest_rect().map(|r| r.centre()),
    }
}

/// Where the pawns waiting in `colour`'s house stand, in order.
pub fn house_slots(layout: &Layout, state: &Malefiz, colour: Colour) -> Vec<(f32, f32)> {
    layout
        .house_rect(colour)
        .map_or_else(Vec::new, |area| layout::slots(area, usize::from(state.in_house(colour))))
}

/// The pawns in the forest with where each stands, below the forest's name.
pub fn forest_slots(layout: &Layout, state: &Malefiz) -> Vec<(Colour, (f32, f32))> {
    let Some(forest) = layout.forest_rect() else { return Vec::new() };
    let all: Vec<Colour> = state
        .colours()
        .iter()
        .flat_map(|c| std::iter::repeat_n(c, usize::from(state.in_forest(c))))
        .collect();
    let inner = UnitRect { x: forest.x, y: forest.y + 0.3, w: forest.w, h: (forest.h - 0.3).max(0.3) };
    all.iter().copied().zip(layout::slots(inner, all.len())).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const CLASSIC: &str = "x:i13,i11,i10,i9,g7,k7,a3,e3,i3,m3,q3";

    fn sq(name: &str) -> Square {
        name.parse().expect("a square")
    }

    /// `position` with `roll` rolled, the motion of `mv` from it starting
    /// at time 0 at normal speed, and the board's layout.
    fn motion(position: &str, roll: u8, mv: &str) -> (Motion, Layout) {
        let game = Malefiz::from_position(position).expect("position").with_roll(roll).expect("roll");
        let layout = Layout::new(game.board());
        let mv = game.parse_move(mv).expect("a legal move");
        (Motion::new(&game, &mv, &layout, 0.0, 1.0).expect("a piece move"), layout)
    }

    fn near(a: Option<(f32, f32)>, b: Option<(f32, f32)>) -> bool {
        match (a, b) {
            (Some(a), Some(b)) => (a.0 - b.0).abs() < 1e-3 && (a.1 - b.1).abs() < 1e-3,
            (a, b) => a.is_none() && b.is_none(),
        }
    }

    #[test]
    fn a_plain_move_only_walks() {
        let (m, layout) = motion(&format!("classic r r:c1,4h y:5h {CLASSIC}"), 2, "c1-e1");
        assert!(m.hit.is_none() && m.carry.is_none());
        assert!((m.clock().duration - 2.0 * STEP_SECONDS).abs() < 1e-9);
        assert!(near(m.at(0.0).walker, layout.space_centre(sq("c1"))));
        assert!(m.at(0.1).walker.is_some());
        assert_eq!(m.at(2.0 * STEP_SECONDS), Moment::default(), "arrived: the board shows the rest");
    }

    #[test]
    fn a_hit_pawn_waits_for_the_mover_then_flies_to_its_house() {
        let (m, layout) = motion(&format!("classic r r:c1,4h y:f1,4h {CLASSIC}"), 3, "c1-f1");
        let hit = m.hit.expect("yellow is hit");
        assert_eq!(hit.colour, Colour::Yellow);
        assert!(!hit.to_forest);
        let walk = 3.0 * STEP_SECONDS;
        let f1 = layout.space_centre(sq("f1"));
        assert!(near(m.at(walk * 0.5).victim, f1), "on its space until the mover arrives");
        let flying = m.at(walk + HIT_SECONDS * 0.5).victim;
        assert!(flying.is_some() && !near(flying, f1), "flying at {flying:?}");
        // It lands on the last place of its house, where the board shows it after.
        let after = {
            let mut g = Malefiz::from_position(&format!("classic r r:c1,4h y:f1,4h {CLASSIC}")).expect("pos");
            g.set_roll(3).expect("roll");
            g.play_unchecked(&Move::Piece { from: Origin::Square(sq("c1")), to: sq("f1"), place: None });
            g
        };
        let home = house_slots(&layout, &after, Colour::Yellow).last().copied();
        assert!(near(Some(hit.target), home), "{:?} is not {home:?}", hit.target);
        assert_eq!(m.at(walk + HIT_SECONDS).victim, None, "back in its house");
        assert!(m.running(walk + HIT_SECONDS * 0.9), "the flight is part of the motion");
        assert!(!m.running(walk + HIT_SECONDS));
    }

    #[test]
    fn a_pawn_hit_in_the_village_flies_to_the_forest() {
        let (m, _) = motion("fast r r:e8,3h y:e7,3h x:i9,i6,e4,m4,e2,m2", 1, "e8-e7");
        let hit = m.hit.expect("yellow is hit");
        assert!(hit.to_forest);
        assert!(m.at(STEP_SECONDS + HIT_SECONDS * 0.5).victim.is_some());
    }

    #[test]
    fn a_taken_barricade_lifts_is_carried_and_lands() {
        let (m, layout) = motion(&format!("classic r r:c1,4h y:5h {CLASSIC}"), 4, "c1-e3/k5");
        let carry = m.carry.expect("the barricade is taken");
        assert_eq!(carry.to, sq("k5"));
        let walk = 4.0 * STEP_SECONDS;
        let e3 = layout.space_centre(sq("e3"));
        let on_e3 = m.at(walk * 0.5).barricade.expect("still there");
        assert!(near(Some(on_e3.at), e3) && on_e3.lift == 0.0);
        let lifting = m.at(walk + LIFT_SECONDS * 0.5).barricade.expect("lifting");
        assert!(near(Some(lifting.at), e3) && lifting.lift > 0.0 && lifting.lift < 1.0);
        let carried = m.at(walk + LIFT_SECONDS + CARRY_SECONDS * 0.5).barricade.expect("carried");
        assert!(!near(Some(carried.at), e3) && carried.lift == 1.0);
        let landed = m.at(walk + LIFT_SECONDS + CARRY_SECONDS + LAND_SECONDS * 0.5);
        assert_eq!(landed.barricade, None, "at rest on k5");
        assert!(landed.landing.is_some(), "with a ripple");
        let end = walk + LIFT_SECONDS + CARRY_SECONDS + LAND_SECONDS;
        assert!(m.running(end - 0.01) && !m.running(end));
        assert_eq!(m.at(end), Moment::default());
    }

    #[test]
    fn a_roll_or_a_pass_has_no_motion() {
        let game = Malefiz::classic_start(1);
        let layout = Layout::new(game.board());
        assert!(Motion::new(&game, &Move::Roll, &layout, 0.0, 1.0).is_none());
        assert!(Motion::new(&game, &Move::Pass, &layout, 0.0, 1.0).is_none());
    }

    #[test]
    fn a_slower_speed_stretches_every_part() {
        let game = Malefiz::from_position(&format!("classic r r:c1,4h y:f1,4h {CLASSIC}"))
            .expect("position")
            .with_roll(3)
            .expect("roll");
        let layout = Layout::new(game.board());
        let mv = game.parse_move("c1-f1").expect("legal");
        let normal = Motion::new(&game, &mv, &layout, 0.0, 1.0).expect("motion");
        let slow = Motion::new(&game, &mv, &layout, 0.0, 2.0).expect("motion");
        assert!((slow.clock().duration - 2.0 * normal.clock().duration).abs() < 1e-9);
    }

    /// A bot's whole turn at `settings`' pace, in seconds: the pause after
    /// the last move was shown, its die's tumble, the pause after it, and
    /// its pawn's walk of four spaces (a roll's average is 3.5). Its
    /// thinking runs during the pauses (Expert's takes milliseconds).
    fn bot_turn(settings: &crate::store::settings::Settings) -> f64 {
        let speed = settings.animation.factor();
        let pause = settings.bot_pace.pause().unwrap_or(0.0);
        let game = Malefiz::from_position(&format!("classic r r:c1,4h y:5h {CLASSIC}"))
            .expect("position")
            .with_roll(4)
            .expect("roll");
        let layout = Layout::new(game.board());
        let mv = game.parse_move("c1-g1").expect("a plain walk");
        let walk = Motion::new(&game, &mv, &layout, 0.0, speed).expect("motion").clock().duration;
        pause + crate::ui::malefiz::die::ROLL_SECONDS * speed + pause + walk
    }

    #[test]
    fn a_bot_turn_at_the_default_pace_is_brisk_and_slow_stays_slow() {
        use crate::store::settings::{AnimationSpeed, BotPace, Settings};
        let brisk = bot_turn(&Settings::default());
        assert!((1.0..=1.5).contains(&brisk), "a bot's turn takes {brisk:.2} s at the default pace");
        let slow = Settings { bot_pace: BotPace::Slow, animation: AnimationSpeed::Slow, ..Settings::default() };
        let slow = bot_turn(&slow);
        assert!(slow >= 2.0 * brisk, "Slow gives a long look: {slow:.2} s");
    }

    #[test]
    fn a_pawn_shown_where_it_landed_does_not_walk_again() {
        let (m, _) = motion(&format!("classic r r:c1,4h y:5h {CLASSIC}"), 4, "c1-e3/k5");
        let landed = m.clone().landed();
        assert_eq!(landed.at(0.0).walker, None);
        let full = LIFT_SECONDS + CARRY_SECONDS + LAND_SECONDS;
        assert!((landed.clock().duration - full).abs() < 1e-9, "only the barricade's carry");
        assert!(landed.at(LIFT_SECONDS * 0.5).barricade.is_some_and(|b| b.lift > 0.0));
    }
}
