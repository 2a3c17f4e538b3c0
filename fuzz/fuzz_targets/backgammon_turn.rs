//! A backgammon position made from the fuzzer's bytes under a preset or a
//! custom rule set (any layout, geometry, contact, Fevga's restrictions):
//! with a roll (one of the 21, chosen by the input's length, when the
//! position awaits a throw), the legal moves are exactly what `apply`
//! accepts, every walk of legal moves ends at the end of one of the plays
//! of the plays API and every play is reached so, each play's text reads
//! back as it, and perft's count of plays is the plays API's over all 21.
#![no_main]

use std::collections::BTreeSet;

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, perft};
use racegame::{RaceGame, Roll, ToAct};
use racegame_fuzz::build::{BackgammonInput, backgammon_position, backgammon_preset};

fuzz_target!(|data: &[u8]| {
    let [mode, rest @ ..] = data else {
        return;
    };
    let mut u = Unstructured::new(rest);
    let game = if mode & 1 == 0 {
        backgammon_preset(mode >> 1)
    } else {
        match BackgammonInput::arbitrary(&mut u).map(|i| i.game()) {
            Ok(Some(game)) => game,
            _ => return,
        }
    };
    let Some(position) = backgammon_position(&game, u.take_rest()) else {
        return;
    };
    if matches!(game.to_act(&position), ToAct::Player(_)) {
        check_turn(&game, &position);
        return;
    }
    // Every roll's plays count toward perft; one roll, chosen by the
    // input's length, has its turn walked (a walk is the costly check).
    let walked = data.len() % 21;
    let mut plays = 0;
    for (i, roll) in Roll::all(2)
        .filter(|r| r.dice()[0] >= r.dice()[1])
        .enumerate()
    {
        let Ok(listed) = game.plays_of_roll(&position, roll) else {
            return;
        };
        plays += listed.len() as u64;
        if i == walked
            && let Ok((s, _)) = game.apply(&position, BackgammonAction::Throw(roll))
            && matches!(game.to_act(&s), ToAct::Player(_))
        {
            check_turn(&game, &s);
        }
    }
    assert_eq!(
        perft(&game, &position, 1).nodes,
        plays,
        "perft and the plays API differ: {position}"
    );
});

/// The checkers of a state.
fn board(s: &BackgammonState) -> String {
    s.to_string().split(" t=").next().unwrap_or("").to_string()
}

/// The legal moves of `s` are exactly the moves `apply` accepts, and a
/// refused one changes nothing.
fn legal_is_accepted(game: &BackgammonGame, s: &BackgammonState, legal: &[BackgammonAction]) {
    for from in 0..=26u8 {
        for die in 0..=7u8 {
            let a = BackgammonAction::Move { from, die };
            let mut after = *s;
            let accepted = game
                .apply_mut(&mut after, a, &mut racegame::Discard)
                .is_ok();
            assert_eq!(accepted, legal.contains(&a), "{a:?} in {s}");
            if !accepted {
                assert_eq!(&after, s, "a refused move changed the state");
            }
        }
    }
}

/// Every walk of legal moves from `s` to the end of the turn.
fn walk(game: &BackgammonGame, s: &BackgammonState, ends: &mut BTreeSet<String>, budget: &mut u32) {
    if *budget == 0 {
        return;
    }
    *budget -= 1;
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    assert!(
        !legal.is_empty(),
        "a move is awaited but none is legal: {s}"
    );
    if (*budget).is_multiple_of(16) {
        legal_is_accepted(game, s, &legal);
    }
    for &a in &legal {
        let next = game
            .apply(s, a)
            .unwrap_or_else(|e| panic!("{a:?} in {s}: {e}"))
            .0;
        assert!(
            game.validate(&next).is_ok(),
            "{a:?} in {s} leads to an invalid state"
        );
        if matches!(game.to_act(&next), ToAct::Player(p) if p == s.turn()) {
            walk(game, &next, ends, budget);
        } else {
            ends.insert(board(&next));
        }
    }
}

fn check_turn(game: &BackgammonGame, s: &BackgammonState) {
    let plays = game.plays(s);
    let listed: BTreeSet<String> = plays.iter().map(|p| board(p.state())).collect();
    assert_eq!(listed.len(), plays.len(), "two plays end alike in {s}");
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    legal_is_accepted(game, s, &legal);
    let mut ends = BTreeSet::new();
    let mut budget = 500;
    walk(game, s, &mut ends, &mut budget);
    if budget > 0 {
        assert_eq!(ends, listed, "the plays are not the walks' ends in {s}");
    }
    for play in &plays {
        assert_eq!(
            game.parse_play(s, &play.to_string()).as_ref(),
            Ok(play),
            "{play} in {s}"
        );
    }
}
