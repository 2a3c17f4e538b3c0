//! Simple hand-written players to measure the learners against.

use racegame::backgammon::{BackgammonGame, BackgammonState};
use racegame::ludo::{LudoAction, LudoEvent, LudoGame, LudoState, YARD};
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

/// Ludo: "cautious", a weighted rule list written for these
/// measurements, greedy's rules with the danger of being hit counted: a
/// move scores 100,000 for finishing, 400 plus the victim's progress for
/// each capture, 150 for a token home and 50 for entering, then loses 5
/// points for each point its mover's tokens' danger rises (the danger of a
/// token on an unsafe track square: the distinct distances 1 to 6 behind
/// it at which an opposing token stands, over 6, at most 1, times 10 plus
/// its progress; tokens in the yard, home or on safe squares have none),
/// and gains the moved token's progress as greedy does. The weights were
/// tuned by hand on four-seat `ludo` games against three greedy players
/// (seed 7000001, 1,000 deals each try).
pub fn ludo_cautious(
    game: &LudoGame,
    s: &LudoState,
    legal: &[LudoAction],
    _rng: &mut dyn Rng,
) -> usize {
    let me = s.current();
    let before = danger(game, s, me);
    let mut best = (0, f32::NEG_INFINITY);
    for (i, &a) in legal.iter().enumerate() {
        let Ok((next, events)) = racegame::RaceGame::apply(game, s, a) else {
            continue;
        };
        let mut v = 0.0;
        for e in &events {
            v += match e {
                LudoEvent::PlayerFinished { .. } => 100_000.0,
                LudoEvent::Captured { seat, token, .. } => {
                    400.0 + f32::from(moved_progress(s, *seat, *token))
                }
                LudoEvent::TokenHome { .. } => 150.0,
                LudoEvent::Entered { .. } => 50.0,
                _ => 0.0,
            };
        }
        v -= 5.0 * (danger(game, &next, me) - before);
        if let LudoAction::Move { token } = a {
            v += f32::from(moved_progress(s, me, token));
        }
        if v > best.1 {
            best = (i, v);
        }
    }
    best.0
}

/// The progress of `seat`'s token (0 in the yard).
fn moved_progress(s: &LudoState, seat: Seat, token: u8) -> u8 {
    s.progress(seat, token).filter(|&p| p != YARD).unwrap_or(0)
}

/// The danger of `me`'s tokens in `s` (see [`ludo_cautious`]).
fn danger(game: &LudoGame, s: &LudoState, me: Seat) -> f32 {
    let rules = game.rules();
    let g = &rules.geometry;
    let len = u16::from(g.track_len).max(1);
    let mut theirs = Vec::new();
    for seat in game.seats_in_play().filter(|&x| x != me) {
        for &p in s.tokens(seat) {
            if let Some(sq) = g.track_square(seat.0, p) {
                theirs.push(u16::from(sq));
            }
        }
    }
    let mut total = 0.0;
    for &p in s.tokens(me) {
        let Some(sq) = g.track_square(me.0, p) else {
            continue;
        };
        if rules.is_safe(sq) {
            continue;
        }
        let sq = u16::from(sq);
        let near = (1..=6u16)
            .filter(|&d| theirs.contains(&((sq + len * 2 - d) % len)))
            .count();
        total += near as f32 / 6.0 * (10.0 + f32::from(p));
    }
    total
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
