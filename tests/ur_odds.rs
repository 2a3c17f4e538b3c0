//! Exact odds of the Royal Game of Ur (Finkel's rules) with one and two pieces each, under a stated policy, checked against a figure derived by hand and against consistency checks.
//!
//! The policy throughout: **move the most advanced piece that can move,
//! else enter**. The legal list holds `Enter` (if legal) first, then the
//! moves by path index, lowest first, so the policy takes the last entry.

use racegame::analysis::{self, Odds, Options};
use racegame::ur::{DARK, LIGHT, UrAction, UrGame, UrModel, UrRules, UrState};

fn most_advanced(_: &UrGame, _: &UrState, legal: &[UrAction]) -> usize {
    legal.len() - 1
}

fn finkel(pieces: u8) -> UrGame {
    let mut rules = UrRules::finkel();
    rules.pieces = pieces;
    UrGame::new(rules).unwrap()
}

fn odds(game: &UrGame) -> Odds {
    let mut model = UrModel::new(most_advanced);
    analysis::analyze(game, &mut model, &Options::default()).unwrap()
}

/// The shortest game with one piece each, derived by hand.
///
/// Light throws first and needs 15 steps (entering on the throw's square
/// counts as the first steps; bearing off is the 15th). Throws are at most
/// 4, so Light needs at least 4 throws, summing to 15: three 4s and one 3.
/// Dark needs at least 4 throws too, over at least two turns with a Light
/// throw before each, so Dark cannot win in fewer than 6 throws.
///
/// A turn goes on only by landing on a rosette (path indexes 4, 8, 14),
/// so in a turn of k throws the first k - 1 land on rosettes. Light's 4
/// throws cannot make one turn (8 to 14 is more than one throw). A game of
/// 5 throws is therefore a Light turn A, one Dark throw, and a Light turn B
/// that bears off, with |A| + |B| = 4:
///
/// - |A| = 1: A must not land on a rosette, so it enters with the 3 (index
///   3); B's first throw, 4, lands on 7, no rosette: B cannot go on. No.
/// - |A| = 2: A's first throw lands on a rosette, so it is a 4 (index 4);
///   its second must not, so it is the 3 (index 7); B's first throw, 4,
///   lands on 11, no rosette. No.
/// - |A| = 3: 4 (index 4, rosette), 4 (index 8, rosette), then 3 (index 11)
///   or 4 (index 12), ending the turn; B is the last throw, 4 or 3, exactly
///   to 15. Two orders: 4, 4, 3 | 4 and 4, 4, 4 | 3.
///
/// Dark's one throw must end its turn: 0 (a pass), or 1 to 3 (entering on
/// a private square), not 4 (entering on the rosette, another throw): 15/16.
/// With one piece the policy never has a choice.
///
/// P = 2 x (1/16 x 1/16 x 4/16 x 1/16) x 15/16 = 120 / 2^20 = 15/131072.
#[test]
fn the_shortest_one_piece_game_has_its_hand_derived_probability() {
    let o = odds(&finkel(1));
    for t in 0..5 {
        assert_eq!(
            o.length.probability(t),
            0.0,
            "no game is over in {t} throws"
        );
    }
    let exact = 15.0 / 131_072.0;
    let got = o.length.probability(5);
    assert!(
        (got - exact).abs() < 1e-15,
        "P(5 throws) = {got}, derived {exact}"
    );
}

#[test]
fn one_piece_each_odds_are_consistent_and_favour_the_first_to_throw() {
    let game = finkel(1);
    let o = odds(&game);
    let (light, dark) = (o.win[LIGHT.index()], o.win[DARK.index()]);
    println!(
        "1 piece: {} states, mean {:.4} throws (sd {:.4}), median {:?}, Light {light:.6}, Dark {dark:.6}",
        o.states,
        o.mean_length,
        o.length_variance.sqrt(),
        o.median_length()
    );
    assert!((light + dark - 1.0).abs() < 1e-9, "someone always wins");
    assert!(light > 0.5, "throwing first helps: {light}");
    let total: f64 = o.length.probabilities.iter().sum::<f64>() + o.length.tail;
    assert!((total - 1.0).abs() < 1e-9);
    // The same game with Dark first is the mirror image.
    let mirrored = odds(&game.with_first(DARK).unwrap());
    assert!((mirrored.win[DARK.index()] - light).abs() < 1e-9);
    assert!((mirrored.mean_length - o.mean_length).abs() < 1e-9);
}

#[test]
fn two_pieces_each_odds_are_consistent_and_favour_the_first_to_throw() {
    let one = odds(&finkel(1));
    let o = odds(&finkel(2));
    let (light, dark) = (o.win[LIGHT.index()], o.win[DARK.index()]);
    println!(
        "2 pieces: {} states, mean {:.4} throws (sd {:.4}), median {:?}, Light {light:.6}, Dark {dark:.6}",
        o.states,
        o.mean_length,
        o.length_variance.sqrt(),
        o.median_length()
    );
    assert!((light + dark - 1.0).abs() < 1e-9, "someone always wins");
    assert!(light > 0.5, "throwing first helps: {light}");
    assert_eq!(o.blocked, 0.0, "Ur never blocks");
    // Two pieces take longer: at least 8 Light throws (30 steps, 4 at a
    // time), so no game is over in fewer than 9 throws.
    assert!(o.mean_length > one.mean_length);
    assert!((0..9).all(|t| o.length.probability(t) == 0.0));
}
