//! The learnt Ur and Ludo players' look-ahead: one throw deep by default, values that are chances, the winning move worth 1, and the choice the best value.

use racegame::learn::{ludo_player, ur_player};
use racegame::ludo::LudoGame;
use racegame::play::Policy;
use racegame::ur::UrGame;
use racegame::{Dice, RaceGame, ToAct};

#[test]
fn one_ply_values_are_chances_and_the_choice_is_their_best() {
    let game = UrGame::finkel();
    let mut one = ur_player(&game).unwrap();
    assert_eq!(one.plies(), 1);
    let mut zero = ur_player(&game).unwrap().with_plies(0);
    assert_eq!(zero.plies(), 0);
    assert_eq!(zero.clone().with_plies(9).plies(), 2);
    let (mut dice, mut legal) = (Dice::seeded(5), Vec::new());
    let (mut a, mut b) = (Vec::new(), Vec::new());
    let (mut decisions, mut differ, mut wins) = (0, 0, 0);
    for _ in 0..20 {
        let mut state = game.initial_state();
        while let ToAct::Player(_) | ToAct::Chance(_) = game.to_act(&state) {
            let action = if let ToAct::Player(seat) = game.to_act(&state) {
                game.legal_actions(&state, &mut legal);
                one.action_values(&game, &state, &legal, &mut a);
                zero.action_values(&game, &state, &legal, &mut b);
                assert_eq!((a.len(), b.len()), (legal.len(), legal.len()));
                assert!(
                    a.iter().chain(&b).all(|v| (0.0..=1.0).contains(v)),
                    "{a:?} {b:?}"
                );
                for (i, &m) in legal.iter().enumerate() {
                    let next = game.apply(&state, m).unwrap().0;
                    if game.outcome(&next).and_then(|o| o.winner()) == Some(seat) {
                        assert_eq!((a[i], b[i]), (1.0, 1.0));
                        wins += 1;
                    }
                }
                let i = one.choose(&game, &state, &legal, dice.rng_mut());
                assert!(a.iter().all(|&v| v <= a[i]));
                decisions += usize::from(legal.len() > 1);
                differ += usize::from(a != b);
                legal[i]
            } else {
                dice.throw_for(&game, &state).unwrap()
            };
            state = game.apply(&state, action).unwrap().0;
        }
    }
    assert!(wins >= 10, "{wins}");
    // The look-ahead changes the values of most decisions.
    assert!(differ * 2 > decisions, "{differ} of {decisions}");
}

#[test]
fn the_ludo_player_looks_ahead_in_four_seats() {
    let game = LudoGame::ludo(4).unwrap();
    let mut player = ludo_player("ludo", &game).unwrap();
    assert_eq!(player.plies(), 1);
    let (mut dice, mut legal, mut values) = (Dice::seeded(2), Vec::new(), Vec::new());
    let mut state = game.initial_state();
    let mut checked = 0;
    while checked < 30 && !game.is_over(&state) {
        let action = if let ToAct::Player(_) = game.to_act(&state) {
            game.legal_actions(&state, &mut legal);
            player.action_values(&game, &state, &legal, &mut values);
            assert!(values.iter().all(|v| (0.0..=1.0).contains(v)));
            checked += usize::from(legal.len() > 1);
            legal[player.choose(&game, &state, &legal, dice.rng_mut())]
        } else {
            dice.throw_for(&game, &state).unwrap()
        };
        state = game.apply(&state, action).unwrap().0;
    }
    assert_eq!(checked, 30);
    // No decision: no values.
    let start = game.initial_state();
    player.action_values(&game, &start, &[], &mut values);
    assert!(values.is_empty());
}
