//! Mensch ärgere Dich nicht's two starts: the preset's (every figure in the
//! yard) and the rule sheet's as printed (one figure on the start field,
//! `LudoRules::out_at_start` = 1).

use racegame::ludo::{LudoAction, LudoGame, LudoRules, LudoRulesError, YARD};
use racegame::play::{RandomPolicy, Session};
use racegame::{RaceGame, Roll, Seat};

fn printed(players: usize) -> LudoGame {
    let mut rules = LudoRules::mensch();
    rules.out_at_start = 1;
    LudoGame::new(rules, players).unwrap()
}

#[test]
fn mensch_preset_starts_with_every_figure_in_the_yard() {
    let game = LudoGame::mensch(4).unwrap();
    let s = game.initial_state();
    for seat in game.seats_in_play() {
        assert_eq!(s.tokens(seat), &[YARD; 4]);
    }
    // A 3 cannot be used: nothing is out.
    let (s, _) = game
        .apply(&s, LudoAction::Throw(Roll::one(3).unwrap()))
        .unwrap();
    assert_eq!(s.current(), Seat(1));
}

#[test]
fn mensch_as_printed_starts_with_one_figure_on_the_start_field() {
    let game = printed(4);
    let s = game.initial_state();
    game.validate(&s).unwrap();
    for seat in game.seats_in_play() {
        assert_eq!(s.tokens(seat), &[0, YARD, YARD, YARD]);
    }
    // A 3 moves the figure already out.
    let (s, _) = game
        .apply(&s, LudoAction::Throw(Roll::one(3).unwrap()))
        .unwrap();
    let mut legal = Vec::new();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, vec![LudoAction::Move { token: 0 }]);
    // A 6 must first clear the start field, where the own figure stands.
    let s = game.initial_state();
    let (s, _) = game
        .apply(&s, LudoAction::Throw(Roll::one(6).unwrap()))
        .unwrap();
    game.legal_actions(&s, &mut legal);
    assert_eq!(legal, vec![LudoAction::Move { token: 0 }]);
}

#[test]
fn mensch_as_printed_plays_to_the_end_from_either_start() {
    for game in [LudoGame::mensch(3).unwrap(), printed(3)] {
        for seed in 0..10 {
            let mut session = Session::new(game.clone(), seed);
            session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
            assert!(game.outcome(session.state()).is_some());
            game.validate(session.state()).unwrap();
        }
    }
}

#[test]
fn out_at_start_beyond_the_tokens_or_the_start_field_is_refused() {
    let mut rules = LudoRules::mensch();
    rules.out_at_start = 2; // one figure per field in Mensch
    assert_eq!(
        rules.validate(),
        Err(LudoRulesError::OutAtStart {
            out: 2,
            tokens: 4,
            room: 1
        })
    );
    let mut rules = LudoRules::ludo();
    rules.out_at_start = 5;
    assert!(matches!(
        rules.validate(),
        Err(LudoRulesError::OutAtStart { .. })
    ));
    rules.out_at_start = 4; // Ludo shares squares: all four may start out
    assert_eq!(rules.validate(), Ok(()));
}

#[cfg(feature = "serde")]
#[test]
fn rules_saved_before_out_at_start_load_and_keep_their_digest() {
    let json = serde_json::to_value(LudoRules::mensch()).unwrap();
    assert!(json.get("out_at_start").is_none(), "{json}");
    let loaded: LudoRules = serde_json::from_value(json).unwrap();
    assert_eq!(loaded.out_at_start, 0);
    let mut rules = LudoRules::mensch();
    rules.out_at_start = 1;
    let json = serde_json::to_string(&rules).unwrap();
    assert_eq!(serde_json::from_str::<LudoRules>(&json).unwrap(), rules);
}
