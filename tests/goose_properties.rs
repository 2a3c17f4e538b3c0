//! Property tests of the Goose engine over random seeds, random positions and random actions.

use proptest::prelude::*;
use racegame::goose::{GooseAction, GooseEvent, GooseGame, GooseState};
use racegame::play::{random_playout, replay};
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Every Goose preset at every table size it allows.
fn games() -> Vec<GooseGame> {
    let mut v = Vec::new();
    for n in 2..=6 {
        v.push(GooseGame::railway(n).unwrap());
        v.push(GooseGame::vermifuge_lune(n).unwrap());
        v.push(GooseGame::classic_goose(n).unwrap());
    }
    for n in 1..=6 {
        v.push(GooseGame::snakes_and_ladders(n).unwrap());
    }
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
            let action = dice.roll_for(&game, &state);
            prop_assert!(legal.contains(&action));
            let before = state;
            let (next, ev) = game.apply(&state, action).unwrap();
            prop_assert_eq!(before, state, "apply changed its input");
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
        let _ = game.validate(&state);
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
