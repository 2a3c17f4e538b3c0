//! Saved sessions: resumed where they stood, on the same throws, with the
//! seed kept in the record; a seed given to `with_dice` is kept too.
#![cfg(feature = "serde")]

use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::{RandomPolicy, Session};
use racegame::record::{Presets, Throws};
use racegame::{Dice, RaceGame};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;
use serde::Serialize;
use serde::de::DeserializeOwned;

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

#[test]
fn a_saved_session_with_an_edited_action_is_refused() {
    let mut session = Session::new(LudoGame::ludo(2).unwrap(), 3);
    session.play_to_end(&mut RandomPolicy, 30).unwrap();
    let saved = serde_json::to_value(&session).unwrap();
    let mut edited = saved.clone();
    edited["actions"][1] = serde_json::json!({"move": {"token": 3}});
    let err = serde_json::from_value::<Session<LudoGame>>(edited).unwrap_err();
    assert!(err.to_string().contains("action 1 was refused"), "{err}");
    let mut moved = saved;
    moved["seed"] = serde_json::json!(4);
    let err = serde_json::from_value::<Session<LudoGame>>(moved).unwrap_err();
    assert!(
        err.to_string().contains("dice seeded with the saved seed"),
        "{err}"
    );
}
