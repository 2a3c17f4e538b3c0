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
        BackgammonGame::long_nardy(),
        BackgammonGame::tavla(),
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
fn rules_read_every_field_and_refuse_what_cannot_be_played() {
    let full = serde_json::to_value(BackgammonRules::hypergammon()).unwrap();
    assert!(full["action_limit"].is_null(), "{full}");
    let rules: BackgammonRules = serde_json::from_value(full.clone()).unwrap();
    assert_eq!(rules, BackgammonRules::hypergammon());
    // Every key is required: one left out is refused, never read as
    // backgammon's default (the cube and the match excepted, absent: none).
    for key in full.as_object().unwrap().keys() {
        let mut short = full.clone();
        short.as_object_mut().unwrap().remove(key);
        let read = serde_json::from_value::<BackgammonRules>(short);
        assert!(read.is_err(), "{key} left out: {read:?}");
    }
    let money = serde_json::to_value(BackgammonRules::backgammon_money()).unwrap();
    for key in ["jacoby", "beavers", "max_doublings"] {
        let mut short = money.clone();
        short["cube"].as_object_mut().unwrap().remove(key);
        assert!(
            serde_json::from_value::<BackgammonRules>(short).is_err(),
            "{key}"
        );
    }
    let matched = serde_json::to_value(BackgammonRules::backgammon().with_match(7)).unwrap();
    for key in ["length", "crawford"] {
        let mut short = matched.clone();
        short["match_play"].as_object_mut().unwrap().remove(key);
        assert!(
            serde_json::from_value::<BackgammonRules>(short).is_err(),
            "{key}"
        );
    }
    let edit = |f: &dyn Fn(&mut serde_json::Value)| {
        let mut v = full.clone();
        f(&mut v);
        serde_json::from_value::<BackgammonRules>(v)
    };
    for bad in [
        edit(&|v| v["checkers"] = json!(14)),
        edit(&|v| v["start"] = json!([[24, 2], [24, 13]])),
        edit(&|v| {
            v["backgammons"] = json!(true);
            v["gammons"] = json!(false);
        }),
        edit(&|v| v["mother"] = json!("wins")),
        edit(&|v| v["contact"] = json!("tackle")),
        edit(&|v| v["colours"] = json!(2)),
    ] {
        assert!(bad.is_err(), "{bad:?}");
    }
    let action: BackgammonAction =
        serde_json::from_value(json!({ "move": { "from": 25, "die": 4 } })).unwrap();
    assert_eq!(action, BackgammonAction::Move { from: 25, die: 4 });
}
