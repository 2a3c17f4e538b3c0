//! Simple hand-written players to measure the learners against.

use racegame::backgammon::{BackgammonGame, BackgammonState};
use racegame::ludo::{LudoAction, LudoGame, LudoState};
use racegame::pachisi::{PachisiAction, PachisiEvent, PachisiGame, PachisiState};
use racegame::{RaceGame, Seat};
use rand_core::Rng;

#[path = "../common/ludo_strategies.rs"]
mod strategies;
use strategies::Strategy;

/// "Pips and safety", a backgammon heuristic written for these
/// measurements: the value of the position after a play for the side
/// that played. It rewards hitting (opposing checkers on the bar), made
/// points (home-board points twice as much) and a lead in the race, and
/// charges for each blot an opposing checker stands 1 to 12 pips in front
/// of, by the pips a hit there would cost.
pub fn pips_and_safety(_game: &BackgammonGame, state: &BackgammonState, me: Seat) -> f32 {
    let me = Seat(me.0.min(1));
    let opp = Seat(1 - me.0);
    let mine = |p: u8| state.count(me, p);
    // An opposing checker on its own point q stands on my 25 - q; the bar on 0.
    let theirs_at = |m: u8| {
        if m == 0 {
            state.count(opp, 25)
        } else {
            state.count(opp, 25 - m)
        }
    };
    let mut v = 3.0 * f32::from(state.count(opp, 25)) + 0.5 * f32::from(state.count(me, 0));
    for p in 1..=24u8 {
        let n = mine(p);
        if n >= 2 {
            v += if p <= 6 { 2.0 } else { 1.0 };
        } else if n == 1 {
            let shooters = (p.saturating_sub(12)..p).any(|m| theirs_at(m) > 0);
            if shooters {
                v -= 2.0 * f32::from(25 - p) / 24.0 + 0.5;
            }
        }
    }
    let race = state.pip_count(opp) as f32 - state.pip_count(me) as f32;
    v + race / 20.0
}

/// Ur: captures first, then rosettes, then the most advanced piece (the
/// plan of the crate's `ur` example).
#[path = "../common/ur_plan.rs"]
mod ur;
pub use ur::plan as ur_plan;

/// Ludo: the crate's examples' "greedy" strategy (finishing, capturing,
/// reaching home, entering, then the token furthest along).
pub fn ludo_greedy(
    game: &LudoGame,
    s: &LudoState,
    legal: &[LudoAction],
    rng: &mut dyn Rng,
) -> usize {
    Strategy::Greedy.choose(game, s, legal, rng)
}

/// Pachisi and Chaupar, "capture-castle-advance", written for these
/// measurements: the move that captures, else the one that brings pieces
/// home, else the one that ends on a castle (where the rules have them)
/// or on the partner's pieces, else the one that moves the most pieces
/// the furthest; never a pass while a move exists.
pub fn pachisi_greedy(
    game: &PachisiGame,
    s: &PachisiState,
    legal: &[PachisiAction],
    _rng: &mut dyn Rng,
) -> usize {
    let mut best = (0, f32::NEG_INFINITY);
    for (i, &a) in legal.iter().enumerate() {
        let Ok((_, events)) = game.apply(s, a) else {
            continue;
        };
        let mut v = if a == PachisiAction::Pass {
            -100.0
        } else {
            0.0
        };
        for e in events {
            match e {
                PachisiEvent::Captured { count, .. } => v += 50.0 * f32::from(count),
                PachisiEvent::Moved {
                    colour,
                    from,
                    to,
                    count,
                } => {
                    let c = f32::from(count);
                    v += c * f32::from(to - from) / 10.0;
                    if to == racegame::pachisi::HOME {
                        v += 20.0 * c;
                    }
                    let safe = racegame::pachisi::ring_square(colour, to)
                        .is_some_and(|sq| game.rules().castles && racegame::pachisi::is_castle(sq));
                    let with_partner = s.pieces(colour ^ 2).iter().any(|&p| {
                        p != 0
                            && racegame::pachisi::ring_square(colour ^ 2, p)
                                == racegame::pachisi::ring_square(colour, to)
                    });
                    if safe || with_partner || to < racegame::pachisi::ARM {
                        v += 5.0 * c;
                    }
                }
                _ => {}
            }
        }
        if v > best.1 {
            best = (i, v);
        }
    }
    best.0
}

/// Tesauro's `pubeval` (the crate's `Pubeval`, published weights) as an
/// agent: the play whose end scores highest, the race weights when the
/// position before the play is a race.
pub struct PubevalAgent;

impl crate::match_play::Agent<BackgammonGame> for PubevalAgent {
    fn pick(
        &mut self,
        _: &BackgammonGame,
        state: &BackgammonState,
        seat: Seat,
        options: &[BackgammonState],
        _: &mut rand_chacha::ChaCha8Rng,
    ) -> usize {
        let race = !racegame::backgammon::bot::is_contact(state);
        let mut best = (0, f32::NEG_INFINITY);
        for (i, o) in options.iter().enumerate() {
            let v = racegame::backgammon::bot::score(o, seat, race);
            if v > best.1 {
                best = (i, v);
            }
        }
        best.0
    }
}
