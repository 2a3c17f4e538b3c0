//! The Ludo learner's task: the features of version 2 (the chance of being hit, off the track, targets ahead), and the shipped Ludo networks by version (fixed expectations; nothing here trains).

use racegame::encode::Encode;
use racegame::learn::{LUDO_VERSION, LudoTask, Task};
use racegame::ludo::{LudoGame, LudoState};
use racegame::record::Presets;

/// The task's inputs for the seat to act in `text`, a four-seat `ludo`
/// position, and where the extra block starts.
fn features(task: LudoTask, text: &str) -> (Vec<f32>, usize) {
    let game = LudoGame::ludo(4).unwrap();
    let state: LudoState = text.parse().unwrap();
    game.validate(&state).unwrap();
    let mut out = vec![0.0; task.inputs(&game)];
    task.features(&game, &state, state.current(), &mut out);
    (out, game.observation_len())
}

#[test]
fn version_two_adds_the_chance_of_being_hit_and_the_targets_ahead() {
    assert_eq!(LudoTask::default().version, LUDO_VERSION);
    let game = LudoGame::ludo(4).unwrap();
    let (v1, v2) = (LudoTask::of_version(1), LudoTask::of_version(2));
    // Four tokens of three more values each.
    assert_eq!(v2.inputs(&game), v1.inputs(&game) + 12);
    // Red's token on square 10; Blue's (start 39) at progress 23, on
    // square 10 - 3 = 7: one distance in reach of a die, a sixth. Green's
    // (start 13) at progress 1, square 14: 4 ahead of Red's, a target.
    let text = "ludo R:10,y,y,y G:1,y,y,y Y:y,y,y,y B:20,y,y,y t=R p=throw;";
    let (out, n) = features(v2, text);
    let red = &out[n..n + 9];
    assert!((red[6] - 1.0 / 6.0).abs() < 1e-6, "{red:?}");
    assert_eq!(red[7], 0.0);
    assert!((red[8] - 1.0 / 6.0).abs() < 1e-6, "{red:?}");
    // The first six values are version 1's.
    let (old, _) = features(v1, text);
    assert_eq!(&old[n..n + 6], &red[..6]);
    // Blue 9 behind (progress 30, square 17: a 6 then a 3): a 36th; Yellow's tokens in the yard
    // and Red on Yellow's start square (26): a sixth more, from another
    // colour: 1 - (35/36)(5/6).
    let text = "ludo R:26,y,y,y G:y,y,y,y Y:y,y,y,y B:30,y,y,y t=R p=throw;";
    let (out, n) = features(v2, text);
    let want = 1.0 - (35.0 / 36.0) * (5.0 / 6.0);
    assert!((out[n + 6] - want).abs() < 1e-6, "{}", out[n + 6]);
    // In the home column: off the track, out of reach.
    let text = "ludo R:53,y,y,y G:y,y,y,y Y:y,y,y,y B:49,y,y,y t=R p=throw;";
    let (out, n) = features(v2, text);
    assert_eq!(&out[n + 6..n + 9], &[0.0, 1.0, 0.0]);
}

/// The values at 0 ply of the legal actions of the first decision with a
/// choice in the `preset`'s four-seat game of seed 3, every seat played by
/// the network at 0 ply; and the network's encoding version.
fn first_choice(preset: &str) -> (u32, Vec<f32>) {
    use racegame::{Dice, RaceGame, ToAct, play::Policy};
    let name = preset.replace('-', "_");
    let game = <LudoGame as Presets>::preset(&name, 4).unwrap().unwrap();
    let mut player = racegame::learn::ludo_player(preset, &game)
        .unwrap()
        .with_plies(0);
    let (mut dice, mut legal, mut values) = (Dice::seeded(3), Vec::new(), Vec::new());
    let mut state = game.initial_state();
    loop {
        let action = match game.to_act(&state) {
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                if legal.len() > 1 {
                    player.action_values(&game, &state, &legal, &mut values);
                    return (player.weights().encoding.version, values);
                }
                legal[player.choose(&game, &state, &legal, dice.rng_mut())]
            }
            _ => dice.throw_for(&game, &state).unwrap(),
        };
        state = game.apply(&state, action).unwrap().0;
    }
}

#[test]
fn the_shipped_ludo_networks_are_pinned_by_version_and_value() {
    // Ludo and Mensch: version 2, trained 80,000 four-seat games; the
    // others version 1. A network swapped or changed fails here.
    let pinned: [(&str, u32, &[f32]); 5] = [
        ("ludo", 2, &[0.269423, 0.262171]),
        ("mensch", 2, &[0.291187, 0.252060, 0.251079]),
        ("ludo-king", 1, &[0.179556, 0.165800]),
        ("parchis", 1, &[0.303328, 0.300853, 0.300853]),
        ("parchis-two-dice", 1, &[0.213976, 0.213976]),
    ];
    for (preset, version, want) in pinned {
        let (v, values) = first_choice(preset);
        assert_eq!(v, version, "{preset}");
        assert_eq!(values.len(), want.len(), "{preset}");
        for (a, b) in values.iter().zip(want) {
            assert!((a - b).abs() < 1e-5, "{preset}: {values:?}");
        }
    }
}
