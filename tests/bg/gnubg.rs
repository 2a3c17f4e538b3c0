//! Helpers of the GNU Backgammon ID tests: the pairs gnubg wrote, and random games whose every state goes through its IDs and back.

use std::collections::BTreeSet;

use racegame::backgammon::{BackgammonGame, BackgammonState, GnubgIdError, Phase};
use racegame::{Dice, RaceGame, ToAct};

/// A line of the gnubg fixture: the fields its commands set up, gnubg's
/// Match ID and Position ID, and the situation.
pub struct Pair {
    pub fields: &'static str,
    pub match_id: &'static str,
    pub position_id: &'static str,
    pub what: &'static str,
}

/// The gnubg fixture's lines.
pub fn gnubg_pairs() -> Vec<Pair> {
    include_str!("../fixtures/gnubg_match_ids.txt")
        .lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let mut parts = line.split(" | ");
            let fields = parts.next().unwrap();
            let mut ids = parts.next().unwrap().split(' ');
            let (match_id, position_id) = (ids.next().unwrap(), ids.next().unwrap());
            let what = parts.next().unwrap();
            Pair {
                fields,
                match_id,
                position_id,
                what,
            }
        })
        .collect()
}

/// The state a pair reads back into: the action count starts at 0, and a
/// side that may double reads as deciding on the cube.
pub fn read_back(game: &BackgammonGame, s: &BackgammonState) -> BackgammonState {
    let s = s.with_actions(0);
    let decide = s.with_cube_decision(s.turn(), false);
    if s.phase() == Phase::AwaitingThrow && game.validate(&decide).is_ok() {
        decide
    } else {
        s
    }
}

/// A name for the phase of `s`.
pub fn phase_name(s: &BackgammonState) -> &'static str {
    match s.phase() {
        Phase::Opening => "opening",
        Phase::AwaitingCube => "cube",
        Phase::AwaitingThrow => "throw",
        Phase::AwaitingMove(_) => "move",
        Phase::Doubled => "doubled",
        Phase::Over if s.passed() => "passed",
        Phase::Over => "won",
        _ => "other",
    }
}

/// Plays `game` from its start with random choices (seed `seed`) to its
/// end; every state with IDs reads back from them ([`read_back`]), every
/// other is mid-turn. Calls `seen` on each state written.
pub fn round_trip_a_random_game(
    game: &BackgammonGame,
    seed: u64,
    seen: &mut impl FnMut(&BackgammonState),
) {
    let mut dice = Dice::seeded(seed);
    let mut s = game.initial_state();
    let mut legal = Vec::new();
    loop {
        match game.gnubg_ids(&s) {
            Ok((p, m)) => {
                let back = game.state_from_gnubg(p.as_str(), &m.to_string());
                assert_eq!(back, Ok(read_back(game, &s)), "{s} as {p}:{m}");
                seen(&s);
            }
            Err(e) => assert!(matches!(e, GnubgIdError::MidTurn(_)), "{s}: {e}"),
        }
        if game.is_over(&s) {
            return;
        }
        let action = match game.to_act(&s) {
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => dice.throw_for(game, &s).unwrap(),
        };
        s = game.apply(&s, action).unwrap().0;
    }
}

/// The phases of the states `seen` collected.
pub fn phases(states: &[BackgammonState]) -> BTreeSet<&'static str> {
    states.iter().map(phase_name).collect()
}
