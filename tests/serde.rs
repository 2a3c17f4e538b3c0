//! Serialization: every public data type round-trips through JSON, and what is read is validated.
#![cfg(feature = "serde")]

use racegame::backgammon::BackgammonGame;
use racegame::goose::{GooseAction, GooseEvent, GooseGame, GooseState};
use racegame::record::Presets;
use racegame::{Dice, Outcome, RaceGame, Ranking, Roll, Seat, ToAct};

fn round_trip<T>(value: &T) -> T
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_string(value).unwrap();
    let back: T = serde_json::from_str(&json).unwrap();
    assert_eq!(&back, value, "{json}");
    back
}

#[test]
fn rules_states_actions_events_and_outcomes_round_trip() {
    let mut games: Vec<GooseGame> = GooseGame::every_preset(3)
        .unwrap()
        .into_iter()
        .map(|(_, game)| game.with_fine(3).unwrap())
        .collect();
    games.push(
        GooseGame::snakes_and_ladders(1)
            .unwrap()
            .with_action_limit(Some(500))
            .unwrap(),
    );
    for game in games {
        round_trip(&game);
        let mut dice = Dice::seeded(5);
        let mut state = game.initial_state();
        while !game.is_over(&state) {
            let action = dice.throw_for(&game, &state).unwrap();
            round_trip(&action);
            let (next, events) = game.apply(&state, action).unwrap();
            for e in &events {
                round_trip(e);
            }
            round_trip(&next);
            state = next;
        }
        round_trip(&game.outcome(&state));
        round_trip(&game.to_act(&state));
    }
    round_trip(&Outcome::Ranking(
        Ranking::from_seats(&[Seat(1), Seat(0)]).unwrap(),
    ));
    round_trip(&ToAct::Player(Seat(3)));
}

#[test]
fn dice_saved_mid_game_resume_on_the_same_throws() {
    let game = GooseGame::railway(3).unwrap();
    let mut dice = Dice::seeded(11);
    let mut state = game.initial_state();
    for _ in 0..5 {
        state = game
            .apply(&state, dice.throw_for(&game, &state).unwrap())
            .unwrap()
            .0;
    }
    let saved_dice = serde_json::to_string(&dice).unwrap();
    let saved_state = serde_json::to_string(&state).unwrap();
    let original: Vec<Option<GooseAction>> =
        (0..10).map(|_| dice.throw_for(&game, &state)).collect();
    let mut resumed: Dice = serde_json::from_str(&saved_dice).unwrap();
    let resumed_state: GooseState = serde_json::from_str(&saved_state).unwrap();
    assert_eq!(resumed_state, state);
    let again: Vec<Option<GooseAction>> = (0..10)
        .map(|_| resumed.throw_for(&game, &resumed_state))
        .collect();
    assert_eq!(original, again);
}

/// Saved dice of seed 3 with the word position written as `word_pos`.
fn dice_at(word_pos: &str) -> String {
    let saved = serde_json::to_string(&Dice::seeded(3)).unwrap();
    let at = saved.replace(r#""word_pos":0"#, &format!(r#""word_pos":{word_pos}"#));
    assert_ne!(at, saved);
    at
}

#[test]
fn saved_dice_past_the_generators_last_position_are_refused() {
    // The position is a 68-bit counter; the generator would wrap a larger
    // one round silently (2^68 would read as 0, replaying the stream).
    let last = (1u128 << 68) - 1;
    let dice: Dice = serde_json::from_str(&dice_at(&last.to_string())).unwrap();
    assert_eq!(dice.rng().get_word_pos(), last);
    for past in [1u128 << 68, (1 << 68) + 5, u128::MAX] {
        let err = serde_json::from_str::<Dice>(&dice_at(&past.to_string())).unwrap_err();
        assert!(
            err.to_string().contains(&format!(
                "dice word position {past} is past the generator's range"
            )),
            "{err}"
        );
    }
}

#[test]
fn saved_dice_with_an_unknown_field_are_refused() {
    let saved = serde_json::to_string(&Dice::seeded(3)).unwrap();
    assert!(serde_json::from_str::<Dice>(&saved).is_ok());
    let extra = saved.replacen('{', r#"{"seed":3,"#, 1);
    let err = serde_json::from_str::<Dice>(&extra).unwrap_err();
    assert!(err.to_string().contains("unknown field `seed`"), "{err}");
}

#[test]
fn impossible_dice_are_refused_when_read() {
    assert!(serde_json::from_str::<Roll>("[6,3]").is_ok());
    let err = serde_json::from_str::<Roll>("[7,3]").unwrap_err();
    assert!(err.to_string().contains("impossible die value 7"), "{err}");
    assert!(serde_json::from_str::<Roll>("[1,2,3]").is_err());
    assert!(serde_json::from_str::<Roll>("[]").is_err());
    assert!(serde_json::from_str::<GooseAction>(r#"{"throw":[0,1]}"#).is_err());
}

#[test]
fn hand_edited_states_are_refused_when_read_or_validated() {
    let game = GooseGame::railway(2).unwrap();
    let state = game.initial_state();
    let json = serde_json::to_string(&state).unwrap();
    // The seat to throw does not play.
    let bad = json.replace("\"current\":0", "\"current\":5");
    assert!(serde_json::from_str::<GooseState>(&bad).is_err());
    // A token off the board reads (the state alone has no board) but fails
    // validation against the game.
    let off = json.replacen("\"square\":0", "\"square\":99", 1);
    let s: GooseState = serde_json::from_str(&off).unwrap();
    assert!(game.validate(&s).is_err());
    // A token held on a square that holds nobody.
    let s = state.with_position(Seat(0), 20).with_held(Seat(0), true);
    assert!(game.validate(&s).is_err());
    // A state of another table size.
    let other = GooseGame::railway(3).unwrap().initial_state();
    assert!(game.validate(&other).is_err());
    assert!(
        game.apply(&other, GooseAction::Throw(Roll::two(1, 1).unwrap()))
            .is_err()
    );
    // Seven tokens.
    let seven = format!(
        "{{\"tokens\":[{}],\"current\":0,\"status\":\"in_play\",\"throws\":0}}",
        ["{\"square\":0}"; 7].join(",")
    );
    assert!(serde_json::from_str::<GooseState>(&seven).is_err());
}

#[test]
fn a_goose_state_of_a_thousand_tokens_is_refused_for_its_thousand_seats() {
    let many = format!("{{\"tokens\":[{}]}}", ["{\"square\":0}"; 1000].join(","));
    let err = serde_json::from_str::<GooseState>(&many).unwrap_err();
    assert!(
        err.to_string()
            .starts_with("1000 seats is not a valid number of seats here"),
        "{err}"
    );
}

#[test]
fn events_read_like_the_story() {
    let e = GooseEvent::PaidFine {
        seat: Seat(1),
        amount: 2,
        pot: 6,
    };
    assert_eq!(
        serde_json::to_string(&e).unwrap(),
        r#"{"paid_fine":{"seat":1,"amount":2,"pot":6}}"#
    );
}

/// Rules read strictly: every key the form writes is required, but those
/// `optional` (left out at their default); an unknown key is refused; a
/// rule set that cannot be played is refused with its own error.
fn strict<T>(rules: &T, optional: &[&str], unplayable: (&str, serde_json::Value))
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    let json = serde_json::to_value(round_trip(rules)).unwrap();
    for key in json.as_object().unwrap().keys() {
        let mut short = json.clone();
        short.as_object_mut().unwrap().remove(key);
        let read = serde_json::from_value::<T>(short);
        assert_eq!(read.is_ok(), optional.contains(&key.as_str()), "{key}");
    }
    let mut unknown = json.clone();
    unknown["house_rule"] = true.into();
    assert!(serde_json::from_value::<T>(unknown).is_err());
    let mut bad = json.clone();
    bad[unplayable.0] = unplayable.1;
    assert!(serde_json::from_value::<T>(bad).is_err());
}

#[test]
fn every_engines_rules_are_read_strictly_and_checked() {
    use racegame::backgammon::BackgammonRules;
    use racegame::ludo::LudoRules;
    use racegame::ur::UrRules;
    strict(&UrRules::finkel(), &[], ("pieces", 0.into()));
    strict(&UrRules::blitz(), &[], ("action_limit", 0.into()));
    strict(&LudoRules::parchis(), &[], ("dice", 3.into()));
    let mut mensch = LudoRules::mensch();
    mensch.out_at_start = 1;
    strict(&mensch, &["out_at_start"], ("tokens", 0.into()));
    strict(&BackgammonRules::backgammon(), &[], ("checkers", 16.into()));
    let money = BackgammonGame::backgammon_money();
    strict(money.rules(), &["cube"], ("checkers", 0.into()));
}
