//! Perft of the backgammon engine against the counts in `tests/perft/*.txt`: distinct plays a number of turns ahead over every roll.
//!
//! Each file lists positions (a rule set and a position in the engine's
//! notation) and their counts per depth. The counts of every position under
//! rules bkgm plays (backgammon, nackgammon, hypergammon) were checked
//! against bkgm's perft (`peers/`, `cargo run --release --bin perft_check`);
//! the tavli games' counts are this engine's own. Counts of more than
//! `QUICK` leaves are checked by a test of their own (about 10 CPU seconds
//! under the optimised test profile of `Cargo.toml`, minutes unoptimised).
//! With `RACEGAME_BLESS=1` the counts are computed anew and written back,
//! for review in the diff.

use racegame::backgammon::{BackgammonGame, BackgammonRules, perft};
use racegame::notation::parse_position;
use racegame::record::Presets;

/// The largest count the quick test checks (a debug build does a few
/// hundred thousand plays a second).
const QUICK: u64 = 400_000;

/// One position of a data file.
struct Entry {
    name: String,
    rules: String,
    state: String,
    counts: Vec<(u32, u64, u64)>,
}

fn game(name: &str) -> BackgammonGame {
    if let Some(n) = name
        .strip_prefix("hypergammon")
        .and_then(|n| n.parse::<u8>().ok())
    {
        return BackgammonGame::new(BackgammonRules::hypergammon_with(n).unwrap()).unwrap();
    }
    BackgammonGame::preset(name, 2).unwrap().unwrap()
}

fn files() -> Vec<std::path::PathBuf> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft");
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    files
}

/// The entries of a file, and its comment lines (kept when blessing).
fn read(text: &str) -> (Vec<String>, Vec<Entry>) {
    let mut comments = Vec::new();
    let mut entries: Vec<Entry> = Vec::new();
    for line in text.lines() {
        let (key, value) = line.split_once(' ').unwrap_or((line, ""));
        match key {
            "#" | "" if entries.is_empty() => comments.push(line.to_string()),
            "#" | "" => {}
            "position" => entries.push(Entry {
                name: value.to_string(),
                rules: String::new(),
                state: String::new(),
                counts: Vec::new(),
            }),
            "rules" => entries.last_mut().unwrap().rules = value.to_string(),
            "state" => entries.last_mut().unwrap().state = value.to_string(),
            "perft" => {
                let n: Vec<u64> = value.split(' ').map(|x| x.parse().unwrap()).collect();
                entries
                    .last_mut()
                    .unwrap()
                    .counts
                    .push((n[0] as u32, n[1], n[2]));
            }
            _ => panic!("unknown line {line:?}"),
        }
    }
    (comments, entries)
}

fn write(comments: &[String], entries: &[Entry]) -> String {
    let mut out = comments.join("\n");
    for e in entries {
        out.push_str(&format!(
            "\nposition {}\nrules {}\nstate {}\n",
            e.name, e.rules, e.state
        ));
        for (d, n, w) in &e.counts {
            out.push_str(&format!("perft {d} {n} {w}\n"));
        }
    }
    out
}

/// Checks (or, blessing, recomputes) every count of at most `limit`
/// leaves.
fn check(limit: u64) {
    let bless = std::env::var_os("RACEGAME_BLESS").is_some();
    for path in files() {
        let text = std::fs::read_to_string(&path).unwrap();
        let (comments, mut entries) = read(&text);
        for e in &mut entries {
            let game = game(&e.rules);
            let state =
                parse_position(&game, &e.state).unwrap_or_else(|err| panic!("{}: {err}", e.name));
            for (depth, nodes, weighted) in &mut e.counts {
                if *nodes > limit && !bless {
                    continue;
                }
                let got = perft(&game, &state, *depth);
                if bless {
                    (*nodes, *weighted) = (got.nodes, got.weighted);
                } else {
                    assert_eq!(
                        (got.nodes, got.weighted),
                        (*nodes, *weighted),
                        "{} ({}) at depth {depth}",
                        e.name,
                        e.rules
                    );
                }
            }
        }
        if bless {
            std::fs::write(&path, write(&comments, &entries)).unwrap();
        }
    }
}

#[test]
fn perft_counts_match_the_data_files() {
    check(QUICK);
}

#[test]
fn perft_counts_match_the_data_files_to_the_deepest_depth() {
    check(u64::MAX);
}

#[test]
fn every_backgammon_preset_has_perft_data() {
    let mut covered = std::collections::BTreeSet::new();
    for path in files() {
        let (_, entries) = read(&std::fs::read_to_string(&path).unwrap());
        covered.extend(entries.into_iter().map(|e| e.rules));
    }
    let missing: Vec<&str> = racegame::backgammon::presets::PRESETS
        .iter()
        .map(|p| p.name)
        .filter(|name| !covered.contains(*name))
        .collect();
    assert!(
        missing.is_empty(),
        "no perft data for the presets {missing:?}: add a position with `rules NAME` \
         to a file of tests/perft/ and run this test with RACEGAME_BLESS=1"
    );
}

#[test]
fn the_files_hold_the_published_starting_counts() {
    // The figures bkgm and GNU Backgammon agree on for the opening position.
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/perft/backgammon.txt"
    ))
    .unwrap();
    let (_, entries) = read(&text);
    let start = entries
        .iter()
        .find(|e| e.name == "backgammon start")
        .unwrap();
    assert_eq!(start.counts[..2], [(1, 447, 637), (2, 202_782, 419_783)]);
}
