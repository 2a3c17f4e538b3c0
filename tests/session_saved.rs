//! Saved sessions: resumed where they stood, on the same throws, with the
//! seed kept in the record; a seed given to `with_dice` is kept too; and
//! checked on resume as records are (a format version, the rules' and the
//! actions' digests, every throw against the seed, the state reached).
#![cfg(feature = "serde")]

use racegame::goose::{GooseAction, GooseGame};
use racegame::ludo::{LudoAction, LudoGame};
use racegame::play::{self, RandomPolicy, SESSION_FORMAT_VERSION, Session};
use racegame::record::{Digest, Presets, Throws};
use racegame::{Dice, RaceGame, Roll};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// Plays `before` actions, saves, resumes, and plays both to the end.
fn resumes<G>(game: G, seed: u64, before: usize)
where
    G: RaceGame + Presets + Clone + Serialize + DeserializeOwned + std::fmt::Debug,
    G::State: Serialize + PartialEq,
    G::Action: Serialize + DeserializeOwned,
{
    let mut session = Session::new(game, seed);
    session.play_to_end(&mut RandomPolicy, before).unwrap();
    let saved = serde_json::to_string(&session).unwrap();
    let mut resumed: Session<G> = serde_json::from_str(&saved).unwrap();
    assert_eq!(resumed.state(), session.state());
    assert_eq!(resumed.actions(), session.actions());
    assert_eq!(resumed.seed(), Some(seed));
    assert_eq!(serde_json::to_string(&resumed).unwrap(), saved);
    session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    resumed.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    assert_eq!(resumed.state(), session.state());
    let record = resumed.record().unwrap();
    assert_eq!(record.throws, Throws::Seeded(seed));
    record.replay().unwrap();
}

#[test]
fn a_saved_session_resumes_on_the_same_throws_and_choices() {
    for seed in 0..4 {
        resumes(GooseGame::railway(3).unwrap(), seed, 15);
        resumes(LudoGame::ludo(4).unwrap(), seed, 60);
        resumes(LudoGame::parchis_two_dice(2).unwrap(), seed, 40);
    }
}

#[test]
fn a_session_with_seeded_dice_keeps_the_seed_named_with_with_seed() {
    let game = LudoGame::mensch(2).unwrap();
    let choices = ChaCha8Rng::seed_from_u64(1);
    let mut named = Session::with_dice(game.clone(), Dice::seeded(5), choices.clone()).with_seed(5);
    named.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    let record = named.record().unwrap();
    assert_eq!(record.throws, Throws::Seeded(5));
    record.replay().unwrap();
    // Without it the record cannot say where the dice came from.
    let mut unnamed = Session::with_dice(game.clone(), Dice::seeded(5), choices.clone());
    unnamed.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    assert_eq!(unnamed.record().unwrap().throws, Throws::Unseeded);
    // A seed the dice did not come from is caught on replay.
    let mut wrong = Session::with_dice(game, Dice::seeded(5), choices).with_seed(6);
    wrong.play_to_end(&mut RandomPolicy, 100_000).unwrap();
    assert!(wrong.record().unwrap().replay().is_err());
}

/// A two-player Ludo session 60 actions in, saved as JSON.
fn saved_ludo(seed: u64) -> (Session<LudoGame>, Value) {
    let mut session = Session::new(LudoGame::ludo(2).unwrap(), seed);
    session.play_to_end(&mut RandomPolicy, 60).unwrap();
    let json = serde_json::to_value(&session).unwrap();
    (session, json)
}

fn resume(json: Value) -> Result<Session<LudoGame>, String> {
    serde_json::from_value::<Session<LudoGame>>(json).map_err(|e| e.to_string())
}

/// The save with its actions replaced and both digests recomputed, as a
/// deliberate editor would; `None` when the edited actions are not a legal
/// game (refused anyway).
fn edited(json: &Value, actions: &[LudoAction]) -> Option<Value> {
    let game: LudoGame = serde_json::from_value(json["game"].clone()).unwrap();
    let (state, _) = play::replay(&game, actions).ok()?;
    let mut json = json.clone();
    json["actions"] = serde_json::to_value(actions).unwrap();
    json["actions_digest"] = serde_json::to_value(Digest::of(actions).unwrap()).unwrap();
    json["state_digest"] = serde_json::to_value(Digest::of(&state).unwrap()).unwrap();
    Some(json)
}

#[test]
fn a_saved_session_with_an_edited_action_is_refused() {
    let (_, saved) = saved_ludo(3);
    let mut json = saved.clone();
    json["actions"][1] = serde_json::json!({"move": {"token": 3}});
    let err = resume(json).unwrap_err();
    assert!(err.contains("the actions digest is"), "{err}");
    let mut moved = saved;
    moved["throws"] = serde_json::json!({"seeded": 4});
    let err = resume(moved).unwrap_err();
    assert!(err.contains("is not the throw that seed 4 gives"), "{err}");
}

#[test]
fn every_single_throw_edit_is_refused_even_with_the_digests_recomputed() {
    let mut refused = 0;
    for seed in 0..3 {
        let (session, saved) = saved_ludo(seed);
        for (index, action) in session.actions().iter().enumerate() {
            if !matches!(action, LudoAction::Throw(_)) {
                continue;
            }
            for value in (1..=6).filter(|&v| *action != LudoAction::Throw(Roll::one(v).unwrap())) {
                let mut actions = session.actions().to_vec();
                actions[index] = LudoAction::Throw(Roll::one(value).unwrap());
                let Some(json) = edited(&saved, &actions) else {
                    continue;
                };
                let err = resume(json).unwrap_err();
                assert!(
                    err.contains(&format!(
                        "action {index} is not the throw that seed {seed} gives"
                    )),
                    "{err}"
                );
                refused += 1;
            }
        }
    }
    assert!(refused > 100, "{refused} legal edits tried");
}

#[test]
fn a_save_whose_rules_were_edited_is_refused_even_if_every_action_stays_legal() {
    let (_, saved) = saved_ludo(5);
    let mut json = saved;
    json["game"]["rules"]["action_limit"] = 100_000.into();
    let err = resume(json).unwrap_err();
    assert!(err.contains("the rules digest is"), "{err}");
}

#[test]
fn a_save_with_a_key_left_out_or_another_version_is_refused() {
    let (_, saved) = saved_ludo(6);
    for key in [
        "format_version",
        "throws",
        "outside_throws",
        "state_digest",
        "rules_digest",
    ] {
        let mut json = saved.clone();
        json.as_object_mut().unwrap().remove(key);
        let err = resume(json).unwrap_err();
        assert!(
            err.contains(&format!("missing field `{key}`")),
            "{key}: {err}"
        );
    }
    let mut json = saved.clone();
    json["throws"] = Value::Null;
    assert!(resume(json).is_err());
    let mut json = saved;
    json["format_version"] = (SESSION_FORMAT_VERSION + 1).into();
    let err = resume(json).unwrap_err();
    assert!(err.contains("is not one this crate reads"), "{err}");
}

#[test]
fn a_save_whose_state_another_version_would_not_reach_is_refused() {
    let (_, saved) = saved_ludo(7);
    let mut json = saved;
    json["state_digest"] = serde_json::to_value(Digest(1)).unwrap();
    let err = resume(json).unwrap_err();
    assert!(err.contains("the state replayed has digest"), "{err}");
}

#[test]
fn an_unseeded_session_says_so_in_its_save_and_its_record() {
    let dice = Dice::seeded(5);
    let mut session = Session::with_dice(
        LudoGame::ludo(2).unwrap(),
        dice,
        ChaCha8Rng::seed_from_u64(1),
    );
    session.play_to_end(&mut RandomPolicy, 50).unwrap();
    let json = serde_json::to_value(&session).unwrap();
    assert_eq!(json["throws"], "unseeded");
    let resumed = resume(json).unwrap();
    assert_eq!(resumed.seed(), None);
    assert_eq!(resumed.record().unwrap().throws, Throws::Unseeded);
}

#[test]
fn a_throw_from_outside_is_listed_and_every_other_throw_is_still_checked() {
    let game = GooseGame::railway(2).unwrap();
    let mut session = Session::new(game.clone(), 8);
    session.play_to_end(&mut RandomPolicy, 4).unwrap();
    session
        .play(GooseAction::Throw(Roll::two(1, 1).unwrap()))
        .unwrap();
    session.play_to_end(&mut RandomPolicy, 6).unwrap();
    assert_eq!(session.outside_throws(), [4]);
    let saved = serde_json::to_value(&session).unwrap();
    assert_eq!(saved["outside_throws"], serde_json::json!([4]));
    let resumed: Session<GooseGame> = serde_json::from_value(saved.clone()).unwrap();
    assert_eq!(resumed.outside_throws(), [4]);
    assert_eq!(resumed.state(), session.state());
    let resume =
        |json: Value| serde_json::from_value::<Session<GooseGame>>(json).map_err(|e| e.to_string());
    // The list left empty: the outside throw is checked against the seed.
    let mut json = saved.clone();
    json["outside_throws"] = serde_json::json!([]);
    let err = resume(json).unwrap_err();
    assert!(
        err.contains("action 4 is not the throw that seed 8 gives"),
        "{err}"
    );
    // An index past the actions, or listed twice.
    for list in [serde_json::json!([4, 40]), serde_json::json!([4, 4])] {
        let mut json = saved.clone();
        json["outside_throws"] = list;
        let err = resume(json).unwrap_err();
        assert!(err.contains("outside_throws names action"), "{err}");
    }
}
