//! Backgammon's values through serde: rules, games, states, actions and events round-trip from random games, and hand-edited ones are refused when read or validated.
#![cfg(feature = "serde")]

use racegame::backgammon::{
    BackgammonAction, BackgammonEvent, BackgammonGame, BackgammonRules, BackgammonState, DiceLeft,
};
use racegame::{Dice, RaceGame, ToAct};
use serde_json::json;

fn round_trip<T>(value: &T)
where
    T: serde::Serialize + for<'de> serde::Deserialize<'de> + PartialEq + std::fmt::Debug,
{
    let text = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(&back, value, "{text}");
}

#[test]
fn games_states_actions_and_events_round_trip() {
    for game in [
        BackgammonGame::backgammon(),
        BackgammonGame::plakoto(),
        BackgammonGame::fevga(),
    ] {
        round_trip(&game);
        round_trip(game.rules());
        let mut dice = Dice::seeded(3);
        let mut s = game.initial_state();
        let mut legal = Vec::new();
        while !game.is_over(&s) {
            round_trip(&s);
            let action = match game.to_act(&s) {
                ToAct::Player(_) => {
                    game.legal_actions(&s, &mut legal);
                    legal[dice.below(legal.len())]
                }
                _ => dice.throw_for(&game, &s).unwrap(),
            };
            round_trip(&action);
            let (next, events) = game.apply(&s, action).unwrap();
            events.iter().for_each(round_trip::<BackgammonEvent>);
            s = next;
        }
        round_trip(&s);
    }
}

#[test]
fn a_state_reads_as_each_sides_points_bar_and_off() {
    let game = BackgammonGame::backgammon();
    let value = serde_json::to_value(game.initial_state()).unwrap();
    assert_eq!(
        value["white"],
        json!({ "points": [[24, 2], [13, 5], [8, 3], [6, 5]], "bar": 0, "off": 0 })
    );
    assert_eq!(
        (value["turn"].clone(), value["phase"].clone()),
        (json!(0), json!("opening"))
    );
    let moving = game
        .initial_state()
        .with_dice(racegame::Seat(1), DiceLeft::new(&[5, 5, 5]).unwrap());
    let value = serde_json::to_value(moving).unwrap();
    assert_eq!(value["phase"], json!({ "awaiting_move": [5, 5, 5] }));
}

#[test]
fn hand_edited_states_are_refused_when_read_or_validated() {
    let game = BackgammonGame::backgammon();
    let good = serde_json::to_value(game.initial_state()).unwrap();
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = good.clone();
        f(&mut v);
        serde_json::from_value::<BackgammonState>(v)
    };
    // Shapes no game has: a point off the board, one named twice, a count
    // of 0 or 16, sixteen checkers, a pin on a point of two, dice no turn
    // leaves, a third seat.
    for bad in [
        edit(&|v| v["white"]["points"][0] = json!([25, 2])),
        edit(&|v| v["white"]["points"][1] = json!([24, 5])),
        edit(&|v| v["white"]["points"][0] = json!([24, 0])),
        edit(&|v| v["white"]["bar"] = json!(16)),
        edit(&|v| v["white"]["off"] = json!(1)),
        edit(&|v| v["white"]["pinned"] = json!([24])),
        edit(&|v| v["phase"] = json!({ "awaiting_move": [6, 5, 4] })),
        edit(&|v| v["turn"] = json!(2)),
        edit(&|v| v["white"]["colour"] = json!("red")),
    ] {
        assert!(bad.is_err(), "{bad:?}");
    }
    // Fourteen checkers: the shape reads, the rules refuse.
    let short = edit(&|v| v["white"]["points"][0] = json!([24, 1])).unwrap();
    assert!(game.validate(&short).is_err());
}

#[test]
fn rules_read_with_defaults_and_refuse_what_cannot_be_played() {
    let rules: BackgammonRules =
        serde_json::from_value(json!({ "checkers": 3, "start": [[24, 1], [23, 1], [22, 1]] }))
            .unwrap();
    assert_eq!(rules, BackgammonRules::hypergammon());
    for bad in [
        json!({ "checkers": 14 }),
        json!({ "start": [[24, 2], [24, 13]] }),
        json!({ "backgammons": true, "gammons": false }),
        json!({ "mother": "wins" }),
        json!({ "contact": "tackle" }),
        json!({ "checkers": 15, "colours": 2 }),
    ] {
        assert!(
            serde_json::from_value::<BackgammonRules>(bad.clone()).is_err(),
            "{bad}"
        );
    }
    let action: BackgammonAction =
        serde_json::from_value(json!({ "move": { "from": 25, "die": 4 } })).unwrap();
    assert_eq!(action, BackgammonAction::Move { from: 25, die: 4 });
}
