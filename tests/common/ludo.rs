//! What the Ludo rule-book tests share: actions by name, playing an action that must be legal, the legal list, and positions set up by hand.
// Each test file uses some of these, none all.
#![allow(dead_code)]

use racegame::ludo::{BonusReason, LudoAction, LudoEvent, LudoGame, LudoState};
use racegame::{RaceGame, Roll, Seat};

/// A throw of one die showing `n`.
pub fn roll(n: u8) -> LudoAction {
    LudoAction::Throw(Roll::one(n).unwrap())
}

/// A throw of two dice showing `a` and `b`.
pub fn throw(a: u8, b: u8) -> LudoAction {
    LudoAction::Throw(Roll::two(a, b).unwrap())
}

/// Moving `token` by the die.
pub fn mv(token: u8) -> LudoAction {
    LudoAction::Move { token }
}

/// Moving `token` by die `die` of two.
pub fn mv_die(token: u8, die: u8) -> LudoAction {
    LudoAction::MoveDie { token, die }
}

/// Entering with die `die` of two.
pub fn enter_die(die: u8) -> LudoAction {
    LudoAction::EnterDie { die }
}

/// Moving `token` by the bonus move's distance.
pub fn bonus_mv(token: u8) -> LudoAction {
    LudoAction::BonusMove { token }
}

/// Plays `a`, which must be accepted, and checks that the state it leads
/// to is valid.
pub fn play(g: &LudoGame, s: &LudoState, a: LudoAction) -> (LudoState, Vec<LudoEvent>) {
    let (next, events) = g
        .apply(s, a)
        .unwrap_or_else(|e| panic!("{a} refused in {s}: {e}"));
    g.validate(&next)
        .unwrap_or_else(|e| panic!("{a} in {s} led to an invalid state: {e}"));
    (next, events)
}

/// The legal actions in `s`.
pub fn legal(g: &LudoGame, s: &LudoState) -> Vec<LudoAction> {
    let mut v = Vec::new();
    g.legal_actions(s, &mut v);
    v
}

/// A valid position of `g`: `(seat, token, progress)` for every token not
/// in the yard, the first seat to throw.
pub fn setup(g: &LudoGame, tokens: &[(Seat, u8, u8)]) -> LudoState {
    let s = tokens.iter().fold(g.initial_state(), |s, &(seat, t, p)| {
        s.with_token(seat, t, p)
    });
    g.validate(&s).unwrap();
    s
}

/// The same position with `seat` to throw.
pub fn to_roll(g: &LudoGame, tokens: &[(Seat, u8, u8)], seat: Seat) -> LudoState {
    let s = tokens
        .iter()
        .fold(g.initial_state(), |s, &(st, t, p)| s.with_token(st, t, p))
        .with_current(seat);
    g.validate(&s).unwrap();
    s
}

/// The tokens captured in `events`, as `(owner, token)`.
pub fn captured(events: &[LudoEvent]) -> Vec<(Seat, u8)> {
    events
        .iter()
        .filter_map(|e| match e {
            LudoEvent::Captured { seat, token, .. } => Some((*seat, *token)),
            _ => None,
        })
        .collect()
}

/// Why `events` give a bonus roll, if they do.
pub fn bonus(events: &[LudoEvent]) -> Option<BonusReason> {
    events.iter().find_map(|e| match e {
        LudoEvent::BonusRoll { reason, .. } => Some(*reason),
        _ => None,
    })
}
