//! Property tests of the Goose engine over random seeds, random positions and random actions.

mod common;
#[path = "common/goose_model.rs"]
mod goose_model;
use common::check_any_state;
use goose_model::check_goose_story;
use proptest::prelude::*;
use racegame::goose::{
    Board, BoardSpec, Collision, Effect, FirstThrowJump, GooseAction, GooseConfigError, GooseEvent,
    GooseGame, GooseState, Overshoot, RepeatRule,
};
use racegame::play::{random_playout, replay};
use racegame::record::Presets;
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Every Goose preset at every table size it allows.
fn games() -> Vec<GooseGame> {
    let mut v = Vec::new();
    for n in 2..=6 {
        v.extend(
            GooseGame::every_preset(n)
                .unwrap()
                .into_iter()
                .map(|(_, g)| g),
        );
    }
    v.push(GooseGame::snakes_and_ladders(1).unwrap());
    // The railway seed read literally: a station means another throw.
    let mut spec = racegame::goose::presets::railway().spec().clone();
    spec.repeat = racegame::goose::RepeatRule::FreshThrow;
    for n in [2, 4] {
        v.push(GooseGame::new(racegame::goose::Board::new(spec.clone()).unwrap(), n).unwrap());
    }
    v
}

fn game_strategy() -> impl Strategy<Value = GooseGame> {
    let all = games();
    (0..all.len()).prop_map(move |i| all[i].clone())
}

/// A generous bound: the longest of 10^5 random games here is far shorter.
const MAX_THROWS: usize = 20_000;

fn any_roll() -> impl Strategy<Value = Roll> {
    prop_oneof![
        (1u8..=6).prop_map(|a| Roll::one(a).unwrap()),
        (1u8..=6, 1u8..=6).prop_map(|(a, b)| Roll::two(a, b).unwrap()),
    ]
}

/// A state that may make no sense at all: any squares, flags and counters.
fn any_state(game: &GooseGame) -> impl Strategy<Value = GooseState> + use<> {
    let n = game.seats();
    let start = game.initial_state();
    (
        proptest::collection::vec((any::<u8>(), any::<bool>(), any::<bool>(), any::<u8>()), n),
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Same seed, same game; and every game ends (a win or a block) within
    /// a generous bound.
    #[test]
    fn same_seed_same_game_and_every_game_ends(game in game_strategy(), seed in any::<u64>()) {
        let a = random_playout(&game, &mut ChaCha8Rng::seed_from_u64(seed), MAX_THROWS).unwrap();
        let b = random_playout(&game, &mut ChaCha8Rng::seed_from_u64(seed), MAX_THROWS).unwrap();
        prop_assert_eq!(&a, &b);
        prop_assert!(game.outcome(&a.state).is_some(), "not over after {} throws", a.actions.len());
    }

    /// Along a random game: every reached state is valid (positions on the
    /// board, flags and counters in range), every listed action is accepted,
    /// the pot equals the fines the events say were paid, and replaying the
    /// actions reproduces the final state and every event.
    #[test]
    fn random_games_keep_every_invariant(game in game_strategy(), seed in any::<u64>()) {
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        let mut actions = Vec::new();
        let mut events = Vec::new();
        let mut legal = Vec::new();
        let mut fines_paid: u64 = 0;
        while !game.is_over(&state) && actions.len() < MAX_THROWS {
            prop_assert!(game.validate(&state).is_ok(), "{:?}: {:?}", state, game.validate(&state));
            game.legal_actions(&state, &mut legal);
            prop_assert_eq!(legal.len(), 6usize.pow(u32::from(game.board().dice())));
            for &a in &legal {
                prop_assert!(game.apply(&state, a).is_ok());
            }
            let action = dice.throw_for(&game, &state).unwrap();
            prop_assert!(legal.contains(&action));
            let before = state;
            let (next, ev) = game.apply(&state, action).unwrap();
            prop_assert_eq!(before, state, "apply changed its input");
            check_goose_story(&game, &state, action, &next, &ev);
            for e in &ev {
                if let GooseEvent::PaidFine { amount, pot, .. } = e {
                    fines_paid += u64::from(*amount);
                    prop_assert_eq!(*pot, fines_paid);
                }
            }
            prop_assert_eq!(game.pot(&next), fines_paid);
            for seat in 0..game.seats() {
                let sq = next.position(Seat(seat as u8));
                prop_assert!(sq >= game.board().start() && sq <= game.board().goal());
            }
            events.extend(ev);
            actions.push(action);
            state = next;
        }
        prop_assert!(game.validate(&state).is_ok(), "{:?}", game.validate(&state));
        prop_assert!(game.outcome(&state).is_some());
        let (replayed, replayed_events) = replay(&game, &actions).unwrap();
        prop_assert_eq!(replayed, state);
        prop_assert_eq!(replayed_events, events);
    }

    /// Nonsense states and any throw: `apply` returns normally, an error
    /// leaves no trace, and a success leaves every token on a square the
    /// state could name.
    #[test]
    fn apply_never_panics_on_any_state_and_throw(
        (game, state) in game_strategy().prop_flat_map(|g| { let s = any_state(&g); (Just(g), s) }),
        roll in any_roll(),
    ) {
        let before = state;
        let mut sink = Vec::new();
        match game.apply_into(&state, GooseAction::Throw(roll), &mut sink) {
            Ok(_) => {}
            Err(_) => prop_assert!(sink.is_empty(), "a refused action pushed events"),
        }
        prop_assert_eq!(before, state);
        let throws: Vec<GooseAction> = Roll::all(1).chain(Roll::all(2)).map(GooseAction::Throw).collect();
        check_any_state(&game, &state, &throws);
        // On any state, nonsense included, the list is exactly what
        // `apply` accepts among every throw of one or two dice.
        let mut legal = Vec::new();
        game.legal_actions(&state, &mut legal);
        for roll in Roll::all(1).chain(Roll::all(2)) {
            let action = GooseAction::Throw(roll);
            prop_assert_eq!(
                game.apply(&state, action).is_ok(),
                legal.contains(&action),
                "{:?} on {:?}", action, state
            );
        }
    }

    /// A throw with the wrong number of dice, or any throw after the end,
    /// is refused with an error and changes nothing.
    #[test]
    fn illegal_throws_are_refused(game in game_strategy(), seed in any::<u64>(), roll in any_roll()) {
        let playout = random_playout(&game, &mut ChaCha8Rng::seed_from_u64(seed), MAX_THROWS).unwrap();
        let end = playout.state;
        prop_assert!(game.apply(&end, GooseAction::Throw(roll)).is_err());
        prop_assert_eq!(game.to_act(&end), ToAct::Nobody);
        let start = game.initial_state();
        let result = game.apply(&start, GooseAction::Throw(roll));
        prop_assert_eq!(result.is_ok(), roll.count() == game.board().dice());
    }
}

/// A random table: a board of any size with random effects, overshoot,
/// collision and repeat rules, one or two dice, first-throw jumps, and a
/// random fine (huge ones included), seat count and action limit. Many
/// are refused; the rest must play.
#[derive(Clone, Debug)]
struct Table {
    spec: BoardSpec,
    seats: usize,
    fine: u32,
    limit: Option<u32>,
}

fn any_effect() -> impl Strategy<Value = Effect> {
    prop_oneof![
        Just(Effect::None),
        Just(Effect::Repeat),
        any::<u8>().prop_map(Effect::Jump),
        prop_oneof![0u8..=3, Just(u8::MAX)].prop_map(Effect::MissTurns),
        Just(Effect::Hold),
        Just(Effect::BackToStart),
        Just(Effect::Win),
    ]
}

/// A board's shape and options: goal, start, dice, overshoot, collision,
/// repeat rule.
fn any_shape() -> impl Strategy<Value = BoardSpec> {
    let options = (0usize..3, 0usize..3, any::<bool>());
    (1u8..=90, 0u8..=3, 1u8..=2, options).prop_map(|(goal, start, dice, (over, coll, fresh))| {
        let mut spec = BoardSpec::new(goal);
        spec.start = start;
        spec.dice = dice;
        spec.overshoot = [
            Overshoot::Bounce,
            Overshoot::StayPut,
            Overshoot::FinishAnyway,
        ][over];
        spec.collision = [
            Collision::None,
            Collision::SendToOrigin { fine: false },
            Collision::SendToOrigin { fine: true },
        ][coll];
        if fresh {
            spec.repeat = RepeatRule::FreshThrow;
        }
        spec
    })
}

/// Special squares strictly between the start and the goal, with targets
/// on the board; a `sloppy` table may go a little past either end.
fn place_squares(
    spec: &mut BoardSpec,
    squares: Vec<(u8, Effect, bool)>,
    first: Vec<(u8, u8, u8)>,
    sloppy: bool,
) {
    let (start, goal) = (spec.start, spec.goal);
    let inner = goal.saturating_sub(start).saturating_sub(1).max(1);
    let anywhere = |v: u8| v % goal.saturating_add(3);
    let square = |v: u8| {
        if sloppy {
            anywhere(v)
        } else {
            start.saturating_add(1 + v % inner)
        }
    };
    let target = |v: u8| {
        if sloppy {
            anywhere(v)
        } else {
            start.saturating_add(v % inner.saturating_add(2))
        }
    };
    for (sq, effect, fine) in squares {
        let effect = match effect {
            Effect::Jump(to) => Effect::Jump(target(to)),
            other => other,
        };
        spec.set(square(sq), effect, fine);
    }
    for (a, b, to) in first {
        spec.first_throw.push(if spec.dice == 1 {
            FirstThrowJump::one(a, target(to))
        } else {
            FirstThrowJump::two(a, b, target(to))
        });
    }
}

fn any_table() -> impl Strategy<Value = Table> {
    let squares = proptest::collection::vec((any::<u8>(), any_effect(), any::<bool>()), 0..16);
    let first = proptest::collection::vec((1u8..=6, 1u8..=6, any::<u8>()), 0..3);
    let fine = prop_oneof![
        4 => 1u32..=10,
        1 => Just(0),
        1 => Just(1 << 31),
        1 => Just(u32::MAX),
        1 => any::<u32>(),
    ];
    let limit = prop_oneof![
        4 => Just(None),
        4 => (0u32..300).prop_map(Some),
        1 => Just(Some(u32::MAX)),
        1 => any::<u32>().prop_map(Some),
    ];
    // One table in eight may name squares off the board or the endpoints.
    let sloppy = proptest::bool::weighted(0.125);
    let table = (1usize..=6, fine, limit);
    (any_shape(), squares, first, sloppy, table).prop_map(
        |(mut spec, squares, first, sloppy, (seats, fine, limit))| {
            place_squares(&mut spec, squares, first, sloppy);
            Table {
                spec,
                seats,
                fine,
                limit,
            }
        },
    )
}

/// The game a table makes, or `None` when it is refused with a typed
/// reason.
fn build(table: &Table) -> Option<GooseGame> {
    let board = Board::new(table.spec.clone()).ok()?;
    let game = GooseGame::new(board, table.seats)
        .and_then(|g| g.with_fine(table.fine))
        .and_then(|g| g.with_action_limit(table.limit));
    match game {
        Ok(game) => Some(game),
        Err(
            GooseConfigError::Seats { .. }
            | GooseConfigError::ZeroFine
            | GooseConfigError::ZeroActionLimit
            | GooseConfigError::ActionLimitTooLarge { .. },
        ) => None,
        Err(e) => panic!("unexpected refusal {e:?}"),
    }
}

/// A position on `game`'s board from random numbers, one triple (square,
/// held, turns to miss) per seat: held only alone on a hold square, missed
/// turns only as many as a square gives, the first free seat to throw. It
/// may still be invalid (every token held, say).
fn random_position(game: &GooseGame, tokens: &[(u8, bool, u8)]) -> GooseState {
    let board = game.board();
    let most_missed = board.most_missed_turns();
    let mut state = game.initial_state();
    let (start, goal) = (board.start(), board.goal());
    let mut held_on = Vec::new();
    for (i, &(square, held, missed)) in tokens.iter().take(game.seats()).enumerate() {
        let seat = Seat(i as u8);
        let square = start + square % (goal - start);
        let held = held && board.effect(square) == Effect::Hold && !held_on.contains(&square);
        if held {
            held_on.push(square);
        }
        state = state
            .with_position(seat, square)
            .with_held(seat, held)
            .with_turns_to_miss(seat, missed.min(most_missed));
    }
    match (0..game.seats())
        .map(|i| Seat(i as u8))
        .find(|&s| !state.is_held(s) && state.turns_to_miss(s) == 0)
    {
        Some(free) => state.with_current(free),
        None => state,
    }
}

/// The throws one run plays at most.
const RANDOM_BOARD_THROWS: usize = 2_000;

/// Plays from `state` with `dice`: every state validates and round-trips
/// through JSON, and the pot is what the events say was paid.
fn play_checked(
    game: &GooseGame,
    mut state: GooseState,
    dice: &mut Dice,
) -> Result<(), TestCaseError> {
    for _ in 0..RANDOM_BOARD_THROWS {
        prop_assert_eq!(game.validate(&state), Ok(()), "{:?}", state);
        let json = serde_json::to_string(&state).unwrap();
        let back: GooseState = serde_json::from_str(&json).unwrap();
        prop_assert_eq!(back, state);
        if game.is_over(&state) {
            return Ok(());
        }
        let action = dice.throw_for(game, &state).unwrap();
        let (next, events) = game.apply(&state, action).unwrap();
        check_goose_story(game, &state, action, &next, &events);
        for e in &events {
            if let GooseEvent::PaidFine { pot, amount, .. } = e {
                prop_assert_eq!(*amount, game.fine());
                prop_assert!(*pot <= game.pot(&next));
            }
        }
        state = next;
    }
    prop_assert!(
        game.action_limit()
            .is_none_or(|l| l as usize > RANDOM_BOARD_THROWS)
    );
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Random boards, not only presets: each is refused with a typed error
    /// or plays to an end, and every state reached from a valid one (the start, or a
    /// start a few throws before the last the counters allow) validates
    /// and round-trips through JSON, whatever the fine and the limit.
    #[test]
    fn random_boards_are_refused_or_play_valid_states(
        table in any_table(),
        seed in any::<u64>(),
        tokens in proptest::collection::vec((any::<u8>(), any::<bool>(), 0u8..3), 6),
    ) {
        let Some(game) = build(&table) else {
            return Ok(());
        };
        let json = serde_json::to_string(&game).unwrap();
        prop_assert_eq!(&serde_json::from_str::<GooseGame>(&json).unwrap(), &game);
        // Every accepted board's games end: far sooner in practice (the
        // longest of 3,000 random tables took 224 throws) than this bound,
        // which a board on which some game never ends would hit.
        let playout = random_playout(&game, &mut ChaCha8Rng::seed_from_u64(seed), 100_000).unwrap();
        prop_assert!(game.is_over(&playout.state), "{} throws without an end", playout.actions.len());
        let mut dice = Dice::seeded(seed);
        play_checked(&game, game.initial_state(), &mut dice)?;
        let mut late = serde_json::to_value(game.initial_state()).unwrap();
        late["throws"] = serde_json::json!(game.max_throws().saturating_sub(3));
        let late: GooseState = serde_json::from_value(late).unwrap();
        play_checked(&game, late, &mut dice)?;
        let state = random_position(&game, &tokens);
        if game.validate(&state).is_ok() {
            play_checked(&game, state, &mut dice)?;
        }
    }
}
