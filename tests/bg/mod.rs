//! Helpers of the backgammon test files: positions by each side's points, and the moves, refusals and plays of a position as text.
#![allow(dead_code)]

pub mod gnubg;
pub mod reference;

use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonError, BackgammonEvent, BackgammonGame, BackgammonState,
    DiceLeft, WHITE,
};
use racegame::{RaceGame, Roll, Seat};

/// A position of `game`: each side's `(point, count)` pairs (point 25: the
/// bar), the rest of its checkers borne off; `seat` to move with `dice`.
pub fn moving(
    game: &BackgammonGame,
    white: &[(u8, u8)],
    black: &[(u8, u8)],
    seat: Seat,
    dice: &[u8],
) -> BackgammonState {
    let s = board(game, white, black).with_dice(seat, DiceLeft::new(dice).unwrap());
    game.validate(&s).unwrap();
    s
}

/// The same board with nobody moving yet (White to throw).
pub fn board(game: &BackgammonGame, white: &[(u8, u8)], black: &[(u8, u8)]) -> BackgammonState {
    let n = game.rules().checkers;
    let side = |s: BackgammonState, seat, points: &[(u8, u8)]| {
        let bar = points.iter().find(|p| p.0 == 25).map_or(0, |p| p.1);
        let on: u8 = points.iter().map(|p| p.1).sum();
        s.with_side(seat, points, bar, n - on)
    };
    side(side(game.initial_state(), WHITE, white), BLACK, black).with_turn(WHITE)
}

pub fn legal(game: &BackgammonGame, s: &BackgammonState) -> Vec<String> {
    let mut out = Vec::new();
    game.legal_actions(s, &mut out);
    out.iter().map(ToString::to_string).collect()
}

pub fn play(
    game: &BackgammonGame,
    s: &BackgammonState,
    text: &str,
) -> (BackgammonState, Vec<BackgammonEvent>) {
    game.apply(s, text.parse().unwrap())
        .unwrap_or_else(|e| panic!("{text} refused: {e}"))
}

pub fn refusal(game: &BackgammonGame, s: &BackgammonState, text: &str) -> BackgammonError {
    match game.apply(s, text.parse().unwrap()) {
        Err(e) => e,
        Ok(_) => panic!("{text} was accepted"),
    }
}

pub fn throw(
    game: &BackgammonGame,
    s: &BackgammonState,
    a: u8,
    b: u8,
) -> (BackgammonState, Vec<BackgammonEvent>) {
    game.apply(s, BackgammonAction::Throw(Roll::two(a, b).unwrap()))
        .unwrap()
}

pub fn plays(game: &BackgammonGame, s: &BackgammonState) -> Vec<String> {
    let mut out: Vec<String> = game.plays(s).iter().map(ToString::to_string).collect();
    out.sort();
    out
}

/// Perft one turn ahead of `game` (distinct plays and their weight over
/// the throws) against `reference`, on every `state ` line of a perft data
/// file and on each position awaiting a throw of random games seeded
/// `0..seeds`; the number of positions compared.
pub fn perft1_against_reference(
    game: &BackgammonGame,
    perft_file: &str,
    seeds: u64,
    reference: impl Fn(&BackgammonState) -> (u64, u64),
) -> usize {
    let check = |s: &BackgammonState, what: &dyn std::fmt::Display| {
        let p = racegame::backgammon::perft(game, s, 1);
        assert_eq!((p.nodes, p.weighted), reference(s), "{what}");
    };
    let mut compared = 0;
    for line in perft_file.lines().filter_map(|l| l.strip_prefix("state ")) {
        let s = racegame::notation::parse_position(game, line).unwrap();
        check(&s, &line);
        compared += 1;
    }
    for seed in 0..seeds {
        let mut dice = racegame::Dice::seeded(seed);
        let mut s = game.initial_state();
        let mut legal = Vec::new();
        while !game.is_over(&s) {
            let action = match game.to_act(&s) {
                racegame::ToAct::Player(_) => {
                    game.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => {
                    if s.phase() == racegame::backgammon::Phase::AwaitingThrow {
                        check(&s, &s);
                        compared += 1;
                    }
                    dice.throw_for(game, &s).unwrap()
                }
            };
            s = game.apply(&s, action).unwrap().0;
        }
    }
    compared
}
