//! Properties of the Pachisi engine on random rule sets (the shared generator `racegame::testing::pachisi_rules`), random games and arbitrary states (proptest, modest case counts).

mod common;
use common::{check_any_state, walk};
use proptest::prelude::*;
use racegame::pachisi::{PachisiAction, PachisiGame, PachisiState, Phase, presets::PRESETS};
use racegame::{Dice, Outcome, RaceGame, ToAct};

/// A game of random rules drawn from `seed`, if the rules play.
fn game_of(seed: u64) -> Option<PachisiGame> {
    let mut dice = Dice::seeded(seed);
    racegame::testing::pachisi_game(|n| dice.below(n))
}

/// Every action anyone could try, legal or not: every throw byte (the
/// dice used separately included), moves by the throw and by each die.
fn candidates() -> Vec<PachisiAction> {
    let mut v: Vec<PachisiAction> = (0..=255).map(PachisiAction::Throw).collect();
    for from in (0..=86).chain([255]) {
        for count in 0..=5 {
            v.push(PachisiAction::Move { from, count });
        }
        for die in [0, 1, 2, 5, 6, 7] {
            for count in [0, 1, 2, 5] {
                v.push(PachisiAction::MoveDie { die, from, count });
            }
        }
    }
    v.push(PachisiAction::Pass);
    v
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn listed_equals_accepted_and_every_reached_state_is_valid(seed in any::<u64>(), walk_seed in any::<u64>()) {
        if let Some(game) = game_of(seed) {
            let candidates = candidates();
            walk(&game, walk_seed, 300, |s, _| {
                assert!(check_any_state(&game, s, &candidates), "reached but invalid: {s:?}");
            });
        }
    }

    #[test]
    fn every_game_of_random_rules_ends_with_a_side_home_or_at_its_limit(seed in any::<u64>(), play in any::<u64>()) {
        if let Some(game) = game_of(seed) {
            let limit = game.rules().action_limit.unwrap();
            let end = walk(&game, play, limit as usize + 1, |_, _| {});
            prop_assert!(game.is_over(&end));
            match game.outcome(&end) {
                Some(Outcome::Winner(seat)) => {
                    let side = game.winning_side(&end).unwrap();
                    prop_assert_eq!(game.seat_of(end.colour()).0 & 1, side);
                    prop_assert_eq!(seat, game.seat_of(end.colour()));
                }
                Some(Outcome::Truncated) => prop_assert_eq!(end.actions(), limit),
                other => prop_assert!(false, "{other:?}"),
            }
        }
    }

    #[test]
    fn any_state_keeps_the_promises(
        seed in any::<u64>(),
        pieces in proptest::array::uniform4(proptest::collection::vec(0u8..90, 0..5)),
        colour in 0u8..5,
        throws in proptest::collection::vec(prop_oneof![0u8..20, 128u8..=255], 0..3),
    ) {
        if let Some(game) = game_of(seed) {
            let mut s = game.initial_state();
            for (c, row) in pieces.iter().enumerate() {
                s = s.with_pieces(c as u8, row);
            }
            s = s.with_turn(colour);
            for &t in &throws {
                if let Ok((next, _)) = game.apply(&s, PachisiAction::Throw(t)) {
                    s = next;
                }
            }
            let candidates = candidates();
            check_any_state(&game, &s, &candidates);
            for a in &candidates {
                if let Ok((next, _)) = game.apply(&s, *a) {
                    check_any_state(&game, &next, &candidates);
                }
            }
        }
    }

    #[cfg(feature = "serde")]
    #[test]
    fn any_deserialized_state_keeps_the_promises(
        seed in any::<u64>(),
        pieces in proptest::array::uniform4(proptest::array::uniform4(any::<u8>())),
        colour in any::<u8>(),
        phase in 0u8..4,
        lot in any::<u8>(),
        streak in any::<u8>(),
        actions in any::<u32>(),
    ) {
        let phase = match phase {
            0 => serde_json::json!("awaiting_throw"),
            1 => serde_json::json!({"awaiting_move": lot}),
            2 => serde_json::json!("over"),
            _ => serde_json::json!("truncated"),
        };
        let json = serde_json::json!({
            "pieces": pieces, "colour": colour, "phase": phase, "streak": streak, "actions": actions,
        });
        if let (Some(game), Ok(s)) = (game_of(seed), serde_json::from_value::<PachisiState>(json)) {
            let back: PachisiState = serde_json::from_value(serde_json::to_value(s).unwrap()).unwrap();
            prop_assert_eq!(back, s);
            check_any_state(&game, &s, &candidates());
        }
    }
}

#[test]
fn every_preset_game_ends_with_a_side_home_under_random_play() {
    // No action limit: the games end by the rules alone (a grace frees the
    // last square in Pachisi; in Chaupar a die of 1 or 2 brings the last
    // squares home), for two and four players.
    for preset in PRESETS {
        for players in [2, 4] {
            let game = PachisiGame::new(preset.rules(), players).unwrap();
            assert_eq!(game.rules().action_limit, None);
            for seed in 0..20 {
                let end = walk(&game, seed, 1_000_000, |_, _| {});
                assert_eq!(
                    game.to_act(&end),
                    ToAct::Nobody,
                    "{} seed {seed}",
                    preset.name
                );
                assert_eq!(end.phase(), Phase::Over);
                assert!(game.winning_side(&end).is_some());
            }
        }
    }
}
