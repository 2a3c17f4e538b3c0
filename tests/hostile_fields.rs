//! Actions whose numbers are far out of range (a token, point, die, throw
//! or path index up to 255, an action index up to `usize::MAX`), tried in
//! positions that games reach: each is refused with an error, or taken
//! when legal, and none overflows on its way (these tests run with
//! overflow checks on, as the test profile keeps them).

use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonRules, CubeRules};
use racegame::encode::Encode;
use racegame::ludo::LudoGame;
use racegame::record::Presets;
use racegame::ur::{UrAction, UrGame};
use racegame::{Dice, RaceGame, ToAct};

/// Numbers in and around every field's range, and far outside it.
const NUMBERS: [u8; 24] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 12, 14, 15, 16, 17, 18, 24, 25, 26, 27, 127, 128, 200, 254, 255,
];

/// The states of a few seeded games of `game`, every one a player's choice
/// or a throw awaited.
fn reached<G: RaceGame>(game: &G, games: u64) -> Vec<G::State> {
    let mut out = Vec::new();
    for seed in 0..games {
        let mut dice = Dice::seeded(seed);
        let mut s = game.initial_state();
        for _ in 0..400 {
            out.push(s.clone());
            let action = match game.to_act(&s) {
                ToAct::Chance(_) => dice.throw_for(game, &s).expect("a throw"),
                ToAct::Player(_) => {
                    let mut legal = Vec::new();
                    game.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => break,
            };
            s = game.apply(&s, action).expect("a legal action").0;
        }
    }
    out
}

/// Every action of `actions` in every state of `states`: refused unless
/// listed as legal, and the listed ones taken.
fn tried<G: RaceGame>(game: &G, states: &[G::State], actions: &[G::Action]) {
    let mut legal = Vec::new();
    for s in states {
        legal.clear();
        game.legal_actions(s, &mut legal);
        for a in actions {
            let result = game.apply(s, *a);
            assert_eq!(
                result.is_ok(),
                legal.contains(a),
                "{a:?} in {s:?}: {:?}",
                result.err()
            );
        }
    }
}

/// Every index in and around the action space, and far outside it: the
/// index of the action at an index is that index.
fn indexes_round_trip<G: Encode>(game: &G) {
    let n = game.num_actions();
    let far = [
        n,
        n + 1,
        n + 255,
        1 << 20,
        usize::MAX / 2,
        usize::MAX - 1,
        usize::MAX,
    ];
    for index in (0..n).chain(far) {
        if let Some(action) = game.action_at(index) {
            assert!(index < n, "{index} is outside the space of {n}");
            assert_eq!(game.action_index(&action), Some(index));
        } else {
            assert!(index >= n || n == 0, "{index} is in the space of {n}");
        }
    }
}

fn ur_actions() -> Vec<UrAction> {
    let mut v = vec![UrAction::Enter];
    for n in NUMBERS {
        v.push(UrAction::Throw(n));
        v.push(UrAction::Move { from: n });
    }
    v
}

#[test]
fn ur_refuses_throws_and_path_indexes_far_out_of_range() {
    for (_, game) in UrGame::every_preset(2).unwrap() {
        tried(&game, &reached(&game, 3), &ur_actions());
        indexes_round_trip(&game);
        for a in ur_actions() {
            if let Some(i) = game.action_index(&a) {
                assert_eq!(game.action_at(i), Some(a));
            }
        }
    }
}

fn backgammon_actions() -> Vec<BackgammonAction> {
    let mut v = vec![
        BackgammonAction::Double,
        BackgammonAction::Roll,
        BackgammonAction::Take,
        BackgammonAction::Pass,
        BackgammonAction::Beaver,
    ];
    for from in NUMBERS {
        for die in NUMBERS {
            v.push(BackgammonAction::Move { from, die });
        }
    }
    v
}

fn backgammon_games() -> Vec<BackgammonGame> {
    let money = CubeRules::money().with_jacoby(true).with_beavers(true);
    let mut games: Vec<_> = BackgammonGame::every_preset(2)
        .unwrap()
        .into_iter()
        .map(|(_, game)| game)
        .collect();
    games.push(BackgammonGame::new(BackgammonRules::backgammon().with_cube(money)).unwrap());
    games.push(BackgammonGame::new(BackgammonRules::hypergammon().with_match(5)).unwrap());
    games
}

#[test]
fn backgammon_refuses_points_and_dice_far_out_of_range() {
    let actions = backgammon_actions();
    for game in backgammon_games() {
        tried(&game, &reached(&game, 2), &actions);
        indexes_round_trip(&game);
        for a in &actions {
            if let Some(i) = game.action_index(a) {
                assert_eq!(game.action_at(i).as_ref(), Some(a));
            }
        }
    }
}

#[test]
fn ludo_refuses_tokens_and_dice_far_out_of_range() {
    let mut actions = racegame::testing::ludo_actions();
    actions.extend(racegame::testing::ludo_actions_out_of_range());
    let games = [2, 3, 4].map(|n| LudoGame::every_preset(n).unwrap());
    for (_, game) in games.into_iter().flatten() {
        tried(&game, &reached(&game, 2), &actions);
        indexes_round_trip(&game);
        for a in &actions {
            if let Some(i) = game.action_index(a) {
                assert_eq!(game.action_at(i).as_ref(), Some(a));
            }
        }
    }
}
