//! The two roads through a Goose throw agree: walking the board with events, and the precomputed table used when nobody records them.
//!
//! `apply_into` with [`Discard`] reads each move from a table that
//! `GooseGame::new` filled by running the real travel code; with a `Vec` it
//! walks the board and pushes every event. These tests hold the two (and
//! `apply_mut`) to the same states, on every preset, on random boards, and
//! on states that make no sense at all.

use proptest::prelude::*;
use racegame::goose::{
    Board, BoardSpec, Collision, Effect, FirstThrowJump, GooseAction, GooseGame, GooseState,
    Overshoot,
};
use racegame::record::Presets;
use racegame::{Dice, Discard, RaceGame, Roll, Seat};

/// Applies `action` every way the crate offers and checks they agree.
fn check_roads(game: &GooseGame, state: &GooseState, action: GooseAction) {
    let mut events = Vec::new();
    let loud = game.apply_into(state, action, &mut events);
    let quiet = game.apply_into(state, action, &mut Discard);
    assert_eq!(loud, quiet, "{state:?} {action:?}");
    let mut in_place = *state;
    let quiet_mut = game.apply_mut(&mut in_place, action, &mut Discard);
    let mut loud_place = *state;
    let mut events_mut = Vec::new();
    let loud_mut = game.apply_mut(&mut loud_place, action, &mut events_mut);
    assert_eq!(events, events_mut);
    match loud {
        Ok(next) => {
            assert_eq!(quiet_mut, Ok(()));
            assert_eq!(loud_mut, Ok(()));
            assert_eq!(in_place, next);
            assert_eq!(loud_place, next);
        }
        Err(e) => {
            assert_eq!(quiet_mut, Err(e.clone()));
            assert_eq!(loud_mut, Err(e));
            assert_eq!(&in_place, state, "a refused action changed the state");
            assert_eq!(&loud_place, state, "a refused action changed the state");
        }
    }
}

fn presets() -> Vec<GooseGame> {
    let mut v = Vec::new();
    for n in [2, 4, 6] {
        for (_, game) in GooseGame::every_preset(n).unwrap() {
            v.push(game.with_fine(3).unwrap());
        }
    }
    v.push(GooseGame::snakes_and_ladders(1).unwrap());
    v.push(
        GooseGame::railway(3)
            .unwrap()
            .with_action_limit(Some(25))
            .unwrap(),
    );
    v.push(fresh_throw_railway(4));
    v
}

/// The railway read literally: a station means another throw.
fn fresh_throw_railway(players: usize) -> GooseGame {
    let mut spec = racegame::goose::presets::railway().spec().clone();
    spec.repeat = racegame::goose::RepeatRule::FreshThrow;
    GooseGame::new(Board::new(spec).unwrap(), players).unwrap()
}

#[test]
fn both_roads_agree_along_seeded_games_of_every_preset() {
    for game in presets() {
        for seed in 0..100 {
            let mut dice = Dice::seeded(seed);
            let mut state = game.initial_state();
            while !game.is_over(&state) {
                let action = dice.throw_for(&game, &state).unwrap();
                check_roads(&game, &state, action);
                state = game.apply_into(&state, action, &mut Discard).unwrap();
            }
        }
    }
}

#[test]
fn every_throw_from_every_square_agrees_on_every_preset() {
    for game in presets() {
        let start = game.initial_state();
        for square in 0..=u8::MAX {
            for first in [false, true] {
                let state = start
                    .with_position(Seat(0), square)
                    .with_first_throw(Seat(0), first);
                for roll in Roll::all(game.board().dice()) {
                    check_roads(&game, &state, GooseAction::Throw(roll));
                }
            }
        }
    }
}

fn any_effect(goal: u8) -> impl Strategy<Value = Effect> {
    prop_oneof![
        4 => Just(Effect::Repeat),
        4 => (0..=goal).prop_map(Effect::Jump),
        1 => (0u8..4).prop_map(Effect::MissTurns),
        1 => Just(Effect::Hold),
        1 => Just(Effect::BackToStart),
        1 => Just(Effect::Win),
    ]
}

/// Random valid boards: any mix of effects and fines, every overshoot and
/// collision rule, first-throw jumps; invalid draws are filtered out.
fn any_game() -> impl Strategy<Value = GooseGame> {
    (8u8..80, 1u8..=2, 0u8..3, 0u8..3, any::<bool>()).prop_flat_map(
        |(goal, dice, over, coll, fresh)| {
            let squares =
                proptest::collection::vec((1..goal, any_effect(goal), any::<bool>()), 0..20);
            let first = proptest::collection::vec(((1u8..=6, 1u8..=6), 0..=goal), 0..3);
            (squares, first, 1usize..=6).prop_filter_map(
                "invalid board",
                move |(squares, first, players)| {
                    let mut spec = BoardSpec::new(goal);
                    spec.dice = dice;
                    if fresh {
                        spec.repeat = racegame::goose::RepeatRule::FreshThrow;
                    }
                    spec.overshoot = [
                        Overshoot::Bounce,
                        Overshoot::StayPut,
                        Overshoot::FinishAnyway,
                    ][usize::from(over)];
                    spec.collision = [
                        Collision::None,
                        Collision::SendToOrigin { fine: false },
                        Collision::SendToOrigin { fine: true },
                    ][usize::from(coll)];
                    for (sq, effect, fine) in squares {
                        spec.set(sq, effect, fine);
                    }
                    for ((a, b), to) in first {
                        spec.first_throw.push(if dice == 1 {
                            FirstThrowJump::one(a, to)
                        } else {
                            FirstThrowJump::two(a, b, to)
                        });
                    }
                    let board = Board::new(spec).ok()?;
                    GooseGame::new(board, players).ok()?.with_fine(2).ok()
                },
            )
        },
    )
}

/// A state that may make no sense: any squares, flags, counters and fines.
fn any_state(game: &GooseGame) -> impl Strategy<Value = GooseState> + use<> {
    let n = game.seats();
    let start = game.initial_state();
    (
        proptest::collection::vec((any::<u8>(), any::<bool>(), any::<bool>(), 0u8..3), n),
        0..n as u8,
    )
        .prop_map(move |(tokens, current)| {
            let mut s = start;
            for (i, (sq, first, held, miss)) in tokens.into_iter().enumerate() {
                let seat = Seat(i as u8);
                s = s
                    .with_position(seat, sq)
                    .with_first_throw(seat, first)
                    .with_held(seat, held)
                    .with_turns_to_miss(seat, miss);
            }
            s.with_current(Seat(current))
        })
}

fn any_roll() -> impl Strategy<Value = Roll> {
    prop_oneof![
        (1u8..=6).prop_map(|a| Roll::one(a).unwrap()),
        (1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::two(a, b).unwrap()),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// Random boards, random (often impossible) states, any throw.
    #[test]
    fn both_roads_agree_on_random_boards_and_states(
        (game, state) in any_game().prop_flat_map(|g| { let s = any_state(&g); (Just(g), s) }),
        roll in any_roll(),
    ) {
        check_roads(&game, &state, GooseAction::Throw(roll));
    }

    /// Whole seeded games on random boards.
    #[test]
    fn both_roads_agree_along_games_on_random_boards(game in any_game(), seed in any::<u64>()) {
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        for _ in 0..2_000 {
            if game.is_over(&state) {
                break;
            }
            let action = dice.throw_for(&game, &state).unwrap();
            check_roads(&game, &state, action);
            state = game.apply_into(&state, action, &mut Discard).unwrap();
        }
    }
}
