//! The agents' encoding: masks agree with `legal_actions`, actions round
//! trip through their indexes, and symmetric positions encode the same from
//! the matching seats.

use racegame::backgammon::{BackgammonGame, BackgammonState};
use racegame::encode::{Encode, EncodeError};
use racegame::goose::GooseGame;
use racegame::ludo::LudoAction;
use racegame::ludo::{LudoGame, LudoState, YARD};
use racegame::record::Presets;
use racegame::ur::{UrGame, UrState};
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// Plays `games` random games, checking at every decision that the mask
/// marks exactly the legal actions, and at every state that every value of
/// every seat's observation lies in [0, 1].
fn check_masks<G: Encode>(game: &G, games: u64) -> usize {
    let mut decisions = 0;
    let mut legal = Vec::new();
    let mut mask = vec![false; game.num_actions()];
    let mut obs = vec![0.0; game.observation_len()];
    for g in 0..games {
        let mut dice = Dice::seeded(g);
        let mut state = game.initial_state();
        for _ in 0..5_000 {
            game.legal_mask(&state, &mut mask).unwrap();
            for seat in game.seats_in_play() {
                game.observe(&state, seat, &mut obs).unwrap();
                assert!(
                    obs.iter().all(|v| (0.0..=1.0).contains(v)),
                    "an observation value outside [0, 1]: {obs:?}"
                );
            }
            let action = match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    assert!(mask.iter().all(|&m| !m), "mask set while chance acts");
                    dice.throw_for(game, &state).unwrap()
                }
                ToAct::Player(_) => {
                    decisions += 1;
                    game.legal_actions(&state, &mut legal);
                    let mut expected = vec![false; game.num_actions()];
                    for a in &legal {
                        let i = game.action_index(a).expect("a legal action has an index");
                        assert_eq!(game.action_at(i).as_ref(), Some(a));
                        assert!(!expected[i], "two legal actions share an index");
                        expected[i] = true;
                    }
                    assert_eq!(mask, expected);
                    legal[dice.below(legal.len())]
                }
            };
            game.apply_mut(&mut state, action, &mut racegame::Discard)
                .unwrap();
        }
    }
    decisions
}

#[test]
fn mask_equals_legal_actions_on_every_ludo_preset() {
    for players in [2, 4] {
        for (name, game) in LudoGame::every_preset(players).unwrap() {
            assert!(check_masks(&game, 6) > 0, "{name} {players}: no decision");
        }
    }
}

#[test]
fn mask_equals_legal_actions_on_every_ur_preset() {
    for (_, game) in UrGame::every_preset(2).unwrap() {
        assert!(check_masks(&game, 10) > 0);
    }
}

#[test]
fn mask_equals_legal_actions_on_every_backgammon_preset() {
    for (_, game) in BackgammonGame::every_preset(2).unwrap() {
        assert!(check_masks(&game, 3) > 0);
    }
}

/// `state` with White and Black swapped (each side's counts by its own
/// numbers, pins too), the other side to throw.
fn mirror_backgammon(state: &BackgammonState) -> BackgammonState {
    let side = |s: Seat| {
        let points: Vec<(u8, u8)> = state.points(s).collect();
        (points, state.bar(s), state.borne_off(s), state.pinned(s))
    };
    let (w, b) = (side(Seat(0)), side(Seat(1)));
    let mut out = state
        .with_side(Seat(0), &b.0, b.1, b.2)
        .with_side(Seat(1), &w.0, w.1, w.2)
        .with_turn(Seat(1 - state.turn().0));
    for p in 1..=24u8 {
        if b.3 & (1 << p) != 0 {
            out = out.with_pin(Seat(0), p);
        }
        if w.3 & (1 << p) != 0 {
            out = out.with_pin(Seat(1), p);
        }
    }
    out
}

#[test]
fn mirrored_backgammon_sides_encode_the_same_from_the_other_seat() {
    for game in [
        BackgammonGame::backgammon(),
        BackgammonGame::plakoto(),
        BackgammonGame::fevga(),
        BackgammonGame::long_nardy(),
        BackgammonGame::tavla(),
    ] {
        let mut dice = Dice::seeded(5);
        let mut legal = Vec::new();
        let mut state = game.initial_state();
        let mut checked = 0;
        while !game.is_over(&state) {
            if let ToAct::Chance(_) = game.to_act(&state) {
                let plain = state.with_turn(state.turn());
                let mirrored = mirror_backgammon(&plain);
                let throw = dice.throw_for(&game, &state).unwrap();
                let (plain, mirrored) = (
                    game.apply(&plain, throw).unwrap().0,
                    game.apply(&mirrored, throw).unwrap().0,
                );
                for seat in [Seat(0), Seat(1)] {
                    assert_eq!(
                        game.observation(&plain, seat).unwrap(),
                        game.observation(&mirrored, Seat(1 - seat.0)).unwrap(),
                        "{plain}"
                    );
                }
                checked += 1;
                state = game.apply(&state, throw).unwrap().0;
                continue;
            }
            game.legal_actions(&state, &mut legal);
            state = game
                .apply(&state, legal[dice.below(legal.len())])
                .unwrap()
                .0;
        }
        assert!(checked > 20);
    }
}

#[test]
fn a_backgammon_observation_counts_in_td_gammon_units_from_the_seat() {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state();
    let obs = game.observation(&s, Seat(1)).unwrap();
    // Black's own 6-point (index 5): five checkers: 1, 1, 1, (5 - 3) / 12.
    assert_eq!(obs[5 * 4..6 * 4], [1.0, 1.0, 1.0, 2.0 / 12.0]);
    // White's checkers on Black's 1-point (White's 24): two.
    assert_eq!(obs[96..100], [1.0, 1.0, 0.0, 0.0]);
    // The opening throw, White (the other side from Black) named to act.
    assert_eq!(obs[196..198], [0.0, 1.0]);
    assert_eq!(obs[198..202], [1.0, 0.0, 0.0, 0.0]);
}

#[test]
fn goose_games_have_no_decisions_and_an_empty_mask() {
    for (_, game) in GooseGame::every_preset(3).unwrap() {
        assert_eq!(game.num_actions(), 0);
        assert_eq!(check_masks(&game, 3), 0);
    }
}

#[test]
fn every_index_round_trips_through_its_action() {
    fn check<G: Encode>(game: &G) {
        for i in 0..game.num_actions() {
            let action = game.action_at(i).unwrap();
            assert_eq!(game.action_index(&action), Some(i));
        }
        assert_eq!(game.action_at(game.num_actions()), None);
    }
    check(&LudoGame::parchis_two_dice(4).unwrap());
    check(&UrGame::masters());
    check(&BackgammonGame::plakoto());
    check(&GooseGame::classic_goose(2).unwrap());
}

#[test]
fn wrong_buffers_and_absent_seats_are_refused() {
    let game = LudoGame::ludo(2).unwrap();
    let state = game.initial_state();
    let mut short = vec![7.0; 3];
    assert_eq!(
        game.observe(&state, Seat(0), &mut short),
        Err(EncodeError::BufferLen {
            expected: game.observation_len(),
            got: 3
        })
    );
    assert_eq!(short, vec![7.0; 3]);
    // Two-player Ludo sits on seats 0 and 2.
    assert_eq!(
        game.observation(&state, Seat(1)),
        Err(EncodeError::SeatNotInGame(Seat(1)))
    );
    let mut mask = vec![true; 5];
    assert!(matches!(
        game.legal_mask(&state, &mut mask),
        Err(EncodeError::BufferLen { .. })
    ));
}

/// Random mid-game Ludo positions (tokens only; nobody finished).
fn ludo_positions(game: &LudoGame, seed: u64) -> Vec<LudoState> {
    let mut dice = Dice::seeded(seed);
    let mut legal = Vec::new();
    let mut state = game.initial_state();
    let mut out = Vec::new();
    while !game.is_over(&state) && state.ranking().is_empty() && out.len() < 200 {
        let action = match game.to_act(&state) {
            ToAct::Player(_) => {
                game.legal_actions(&state, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => dice.throw_for(game, &state).unwrap(),
        };
        game.apply_mut(&mut state, action, &mut racegame::Discard)
            .unwrap();
        out.push(state);
    }
    out
}

/// `state` with every colour's tokens moved `by` colours on, and the
/// colour after the current one by `by` to throw, its throw applied.
fn rotate_ludo(game: &LudoGame, state: &LudoState, by: u8) -> LudoState {
    let mut rotated = game.initial_state();
    for seat in game.seats_in_play() {
        for (t, &p) in state.tokens(seat).iter().enumerate() {
            rotated = rotated.with_token(Seat((seat.0 + by) % 4), t as u8, p);
        }
    }
    rotated.with_current(Seat((state.current().0 + by) % 4))
}

#[test]
fn rotated_ludo_colours_encode_the_same_from_the_rotated_seat() {
    for (game, by) in [
        (LudoGame::ludo(4).unwrap(), 1),
        (LudoGame::parchis(4).unwrap(), 3),
        (LudoGame::mensch(4).unwrap(), 2),
        (LudoGame::ludo(2).unwrap(), 2),
    ] {
        let mut checked = 0;
        for state in ludo_positions(&game, 11) {
            let original = rotate_ludo(&game, &state, 0);
            let rotated = rotate_ludo(&game, &state, by);
            // The same throw from both: the phase and pending roll match.
            let throw = game.chance_outcomes(&original)[0].0;
            let original = game.apply(&original, throw).unwrap().0;
            let rotated = game.apply(&rotated, throw).unwrap().0;
            for seat in game.seats_in_play() {
                let turned = Seat((seat.0 + by) % 4);
                assert_eq!(
                    game.observation(&original, seat).unwrap(),
                    game.observation(&rotated, turned).unwrap(),
                    "{state:?} from {seat} and {turned}"
                );
            }
            checked += 1;
        }
        assert!(checked > 20);
    }
}

#[test]
fn ludo_observation_changes_with_the_viewing_seat() {
    let game = LudoGame::ludo(4).unwrap();
    let state = game.initial_state().with_token(Seat(0), 0, 5);
    assert_ne!(
        game.observation(&state, Seat(0)).unwrap(),
        game.observation(&state, Seat(1)).unwrap()
    );
    assert!(state.tokens(Seat(1)).iter().all(|&p| p == YARD));
}

/// `state` with Light and Dark swapped, the other side to throw.
fn mirror_ur(state: &UrState) -> UrState {
    let side = |s: Seat| {
        let squares: Vec<u8> = state.squares(s).collect();
        (state.waiting(s), squares, state.borne_off(s))
    };
    let (lw, ls, lo) = side(Seat(0));
    let (dw, ds, d_off) = side(Seat(1));
    state
        .with_pieces(Seat(0), dw, &ds, d_off)
        .with_pieces(Seat(1), lw, &ls, lo)
        .with_current(Seat(1 - state.current().0))
}

#[test]
fn mirrored_ur_sides_encode_the_same_from_the_other_seat() {
    for game in [UrGame::finkel(), UrGame::masters()] {
        let mut dice = Dice::seeded(5);
        let mut legal = Vec::new();
        let mut state = game.initial_state();
        let mut checked = 0;
        while !game.is_over(&state) {
            if let ToAct::Chance(_) = game.to_act(&state) {
                let plain = state.with_current(state.current());
                let mirrored = mirror_ur(&plain);
                let throw = dice.throw_for(&game, &state).unwrap();
                let plain = game.apply(&plain, throw).unwrap().0;
                let mirrored = game.apply(&mirrored, throw).unwrap().0;
                for seat in [Seat(0), Seat(1)] {
                    assert_eq!(
                        game.observation(&plain, seat).unwrap(),
                        game.observation(&mirrored, Seat(1 - seat.0)).unwrap()
                    );
                }
                checked += 1;
                state = game.apply(&state, throw).unwrap().0;
                continue;
            }
            game.legal_actions(&state, &mut legal);
            let action = legal[dice.below(legal.len())];
            state = game.apply(&state, action).unwrap().0;
        }
        assert!(checked > 20);
    }
}

#[test]
fn rotated_goose_seats_encode_the_same_from_the_rotated_seat() {
    let game = GooseGame::classic_goose(3).unwrap();
    let positions = [(10u8, 2u8, false), (30, 0, true), (50, 1, false)];
    let build = |by: usize| {
        let mut s = game.initial_state();
        for (i, &(square, missed, held)) in positions.iter().enumerate() {
            let seat = Seat(((i + by) % 3) as u8);
            s = s
                .with_position(seat, square)
                .with_turns_to_miss(seat, missed)
                .with_held(seat, held);
        }
        s.with_current(Seat((by % 3) as u8))
    };
    let plain = build(0);
    let rotated = build(2);
    for seat in 0..3u8 {
        let turned = Seat((seat + 2) % 3);
        assert_eq!(
            game.observation(&plain, Seat(seat)).unwrap(),
            game.observation(&rotated, turned).unwrap()
        );
    }
}

#[test]
fn sixes_in_a_row_without_a_limit_count_as_three_in_the_observation() {
    // Mensch ärgere Dich nicht: every 6 throws again, without limit.
    let game = LudoGame::mensch(4).unwrap();
    let six = LudoAction::Throw(Roll::one(6).unwrap());
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for _ in 0..7 {
        state = game.apply(&state, six).unwrap().0;
        if let ToAct::Player(_) = game.to_act(&state) {
            game.legal_actions(&state, &mut legal);
            state = game.apply(&state, legal[0]).unwrap().0;
        }
    }
    assert_eq!(state.sixes(), 7);
    assert_eq!(game.to_act(&state), ToAct::Chance(Seat(0)));
    let obs = game.observation(&state, Seat(0)).unwrap();
    // The six scalars close the observation: the sixes are the fifth.
    assert_eq!(obs[obs.len() - 2], 1.0);
    assert!(obs.iter().all(|v| (0.0..=1.0).contains(v)));
}

#[test]
fn mask_equals_legal_actions_on_every_pachisi_preset() {
    use racegame::pachisi::PachisiGame;
    for players in [2, 4] {
        for (name, game) in PachisiGame::every_preset(players).unwrap() {
            assert!(check_masks(&game, 4) > 0, "{name} {players}: no decision");
        }
    }
    let game = PachisiGame::pachisi(4).unwrap();
    for i in 0..game.num_actions() {
        let action = game.action_at(i).unwrap();
        assert_eq!(game.action_index(&action), Some(i));
    }
    assert_eq!(game.action_at(game.num_actions()), None);
}

#[test]
fn pachisi_observations_are_seat_relative_with_the_partner_in_its_own_planes() {
    use racegame::pachisi::PachisiGame;
    let game = PachisiGame::pachisi(4).unwrap();
    // Red (0) has a piece at 30, Green (its partner, 2) one at 40.
    let s = game
        .initial_state()
        .with_pieces(0, &[0, 0, 0, 30])
        .with_pieces(2, &[0, 0, 0, 40]);
    let red = game.observation(&s, Seat(0)).unwrap();
    let green = game.observation(&s, Seat(2)).unwrap();
    let plane = 85;
    // From Red: own plane holds 30, the partner's (third) plane 40.
    assert_eq!((red[30], red[2 * plane + 40]), (0.25, 0.25));
    // From Green: the same pieces, the planes swapped.
    assert_eq!((green[40], green[2 * plane + 30]), (0.25, 0.25));
    // Rotating every colour by one and viewing from the next seat sees the same.
    let rotated = game
        .initial_state()
        .with_pieces(1, &[0, 0, 0, 30])
        .with_pieces(3, &[0, 0, 0, 40])
        .with_turn(1);
    assert_eq!(game.observation(&rotated, Seat(1)).unwrap(), red);
}
