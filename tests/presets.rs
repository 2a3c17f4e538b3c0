//! Each family's one list of presets (`<family>::presets::PRESETS`) is the list everything else reads: records, the Python bindings, the fuzz targets and the docs. A preset added to a list and missing anywhere that should cover it fails here, or in `tests/golden.rs` (seeded games) and `tests/perft.rs` (backgammon perft data), naming it.

use std::collections::BTreeSet;

use racegame::RaceGame;
use racegame::backgammon::BackgammonGame;
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::{RandomPolicy, Session};
use racegame::record::{GameRecord, Presets};
use racegame::slide::SlideGame;
use racegame::ur::UrGame;
use serde::{Serialize, de::DeserializeOwned};

/// Every family's preset names, with the family's folder name.
fn every_name() -> Vec<(&'static str, &'static str)> {
    let mut names = Vec::new();
    names.extend(
        racegame::goose::presets::PRESETS
            .iter()
            .map(|p| ("goose", p.name)),
    );
    names.extend(
        racegame::ludo::presets::PRESETS
            .iter()
            .map(|p| ("ludo", p.name)),
    );
    names.extend(
        racegame::ur::presets::PRESETS
            .iter()
            .map(|p| ("ur", p.name)),
    );
    let backgammon = racegame::backgammon::presets::PRESETS.iter();
    names.extend(backgammon.map(|p| ("backgammon", p.name)));
    names.extend(
        racegame::slide::presets::PRESETS
            .iter()
            .map(|p| ("slide", p.name)),
    );
    let pachisi = racegame::pachisi::presets::PRESETS.iter();
    names.extend(pachisi.map(|p| ("pachisi", p.name)));
    names
}

fn read(path: &str) -> String {
    let path = format!("{}/{path}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn preset_names_are_unique_across_the_crate() {
    // The Python bindings list every family's presets together, by name.
    let mut seen = BTreeSet::new();
    for (family, name) in every_name() {
        assert!(seen.insert(name), "{family}: {name} names two presets");
        assert!(
            !name.is_empty()
                && name
                    .bytes()
                    .all(|b| b.is_ascii_lowercase() || b"_-".contains(&b)),
            "{family}: {name:?} is not a lower-case name"
        );
    }
}

/// The game's `Presets` names are its list's, and every one of them plays
/// and is saved and replayed as a record by name.
fn recorded_by_name<G>(names: Vec<&'static str>, seats: usize)
where
    G: Presets + RaceGame + Clone + Serialize + DeserializeOwned + 'static,
    G::Action: Serialize + DeserializeOwned,
    G::State: PartialEq + core::fmt::Debug + Serialize + DeserializeOwned,
{
    assert_eq!(G::preset_names(), names.as_slice());
    let games = G::every_preset(seats).unwrap_or_else(|_| panic!("{names:?} at {seats} seats"));
    assert_eq!(games.len(), names.len());
    for (name, game) in games {
        let mut session = Session::new(game, 3);
        session.play_to_end(&mut RandomPolicy, 100_000).unwrap();
        let actions = session.actions().to_vec();
        let record =
            GameRecord::<G>::preset(name, seats, actions).unwrap_or_else(|e| panic!("{name}: {e}"));
        let replayed = record.replay().unwrap_or_else(|e| panic!("{name}: {e}"));
        assert_eq!(&replayed.state, session.state(), "{name}");
    }
}

fn names_of<R>(presets: &[racegame::preset::Preset<R>]) -> Vec<&'static str> {
    presets.iter().map(|p| p.name).collect()
}

#[test]
fn records_know_every_preset_by_name() {
    recorded_by_name::<GooseGame>(names_of(racegame::goose::presets::PRESETS), 3);
    recorded_by_name::<LudoGame>(names_of(racegame::ludo::presets::PRESETS), 4);
    recorded_by_name::<UrGame>(names_of(racegame::ur::presets::PRESETS), 2);
    recorded_by_name::<BackgammonGame>(names_of(racegame::backgammon::presets::PRESETS), 2);
    recorded_by_name::<SlideGame>(names_of(racegame::slide::presets::PRESETS), 4);
    let pachisi = names_of(racegame::pachisi::presets::PRESETS);
    recorded_by_name::<racegame::pachisi::PachisiGame>(pachisi.clone(), 4);
    recorded_by_name::<racegame::pachisi::PachisiGame>(pachisi, 2);
}

#[test]
fn the_python_module_documents_every_preset() {
    let docs = read("python/racegame/__init__.py");
    let missing: Vec<&str> = every_name()
        .into_iter()
        .map(|(_, name)| name)
        .filter(|name| !docs.contains(&format!("``{name}``")))
        .collect();
    assert!(
        missing.is_empty(),
        "python/racegame/__init__.py does not name the presets {missing:?}"
    );
}

#[test]
fn the_python_registry_and_the_fuzz_generator_read_the_lists() {
    // Neither keeps a list of its own: each reads the crate's, so a preset
    // added there is played by the Python module and by the fuzz targets.
    let fuzz = read("fuzz/src/build.rs");
    for family in ["goose", "ludo", "ur", "backgammon", "slide"] {
        let list = format!("{family}::presets::PRESETS");
        let python = read(&format!("python/src/family/{family}.rs"));
        assert!(
            python.contains(&list),
            "python/src/family/{family}.rs does not read {list}"
        );
        assert!(
            fuzz.contains(&list),
            "fuzz/src/build.rs does not read {list}"
        );
    }
    // And no constructor of a preset by hand in either.
    for (family, name) in every_name() {
        let by_hand = format!("::{name}(");
        let python = read(&format!("python/src/family/{family}.rs"));
        assert!(
            !python.contains(&by_hand),
            "python/src/family/{family}.rs builds {name} by hand"
        );
        assert!(
            !fuzz.contains(&by_hand),
            "fuzz/src/build.rs builds {name} by hand"
        );
    }
}
