//! Backgammon's own loop for uniform playouts plays exactly the game of the general loop: the same states, counts and generators, in stretches of any length, on every preset, on rules with an action limit, with the doubling cube and in a match.

use proptest::prelude::*;
use racegame::RaceGame;
use racegame::backgammon::{BackgammonGame, BackgammonRules, CubeRules};
use racegame::play::uniform_playout;
use racegame::playout::Tally;
use racegame::record::Presets;
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

fn games() -> Vec<BackgammonGame> {
    let mut limited = BackgammonRules::backgammon();
    limited.action_limit = Some(150);
    let presets = BackgammonGame::every_preset(2).unwrap();
    let mut games: Vec<_> = presets.into_iter().map(|(_, game)| game).collect();
    games.extend([
        BackgammonGame::new(limited).unwrap(),
        BackgammonGame::new(
            BackgammonRules::hypergammon()
                .with_cube(CubeRules::money().with_max_doublings(Some(3))),
        )
        .unwrap(),
        BackgammonGame::new(BackgammonRules::hypergammon().with_match(3)).unwrap(),
    ]);
    games
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn the_fast_loop_plays_the_general_loops_game(
        seed in any::<u64>(),
        which in 0usize..10,
        own_choices in any::<bool>(),
        stretches in proptest::collection::vec(1u32..120, 1..8),
    ) {
        let game = &games()[which];
        let fast = game.uniform_playout().unwrap();
        let (mut a, mut b) = (game.initial_state(), game.initial_state());
        let (mut dice_a, mut dice_b) = (ChaCha8Rng::seed_from_u64(seed), ChaCha8Rng::seed_from_u64(seed));
        let (mut pick_a, mut pick_b) = (ChaCha8Rng::seed_from_u64(!seed), ChaCha8Rng::seed_from_u64(!seed));
        let (mut ta, mut tb) = (Tally::default(), Tally::default());
        let mut legal = Vec::new();
        for limit in stretches.into_iter().chain([u32::MAX]) {
            let ca: Option<&mut dyn rand_core::Rng> = if own_choices { Some(&mut pick_a) } else { None };
            fast.play_uniform(&mut a, &mut dice_a, ca, limit, &mut legal, &mut ta).unwrap();
            let cb: Option<&mut dyn rand_core::Rng> = if own_choices { Some(&mut pick_b) } else { None };
            uniform_playout(game, &mut b, &mut dice_b, cb, limit, &mut legal, &mut tb).unwrap();
            prop_assert_eq!(&a, &b);
            prop_assert_eq!(ta, tb);
            prop_assert_eq!(&dice_a, &dice_b);
            prop_assert_eq!(&pick_a, &pick_b);
            prop_assert!(game.validate(&a).is_ok());
        }
        prop_assert!(game.is_over(&a));
    }
}

#[test]
fn the_fast_loop_refuses_a_state_of_another_game() {
    let game = BackgammonGame::hypergammon();
    let mut state = BackgammonGame::backgammon().initial_state();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let fast = game.uniform_playout().unwrap();
    let before = state;
    assert!(
        fast.play_uniform(
            &mut state,
            &mut rng,
            None,
            100,
            &mut Vec::new(),
            &mut Tally::default()
        )
        .is_err()
    );
    assert_eq!(state, before);
}
