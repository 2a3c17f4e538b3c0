//! What both binaries share: the data files of `tests/perft`, and a perft over bkgm's move generator.

use bkgm::dice::ALL_21;
use bkgm::{ClassicRules, GameState, Position, PositionRules, State};
use racegame::backgammon::{BackgammonGame, BackgammonRules, BackgammonState};
use racegame::notation::parse_position;
use racegame::record::Presets;

/// One position of a data file, with its counts per depth.
pub struct Entry {
    pub name: String,
    pub rules: String,
    pub state: String,
    pub counts: Vec<(u32, u64, u64)>,
}

/// Every entry of `../tests/perft/*.txt`.
pub fn entries() -> Vec<Entry> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../tests/perft");
    let mut paths: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    let mut out: Vec<Entry> = Vec::new();
    for path in paths
        .iter()
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
    {
        for line in std::fs::read_to_string(path).unwrap().lines() {
            let (key, value) = line.split_once(' ').unwrap_or((line, ""));
            match key {
                "position" => out.push(Entry {
                    name: value.into(),
                    rules: String::new(),
                    state: String::new(),
                    counts: Vec::new(),
                }),
                "rules" => out.last_mut().unwrap().rules = value.into(),
                "state" => out.last_mut().unwrap().state = value.into(),
                "perft" => {
                    let n: Vec<u64> = value.split(' ').map(|x| x.parse().unwrap()).collect();
                    out.last_mut()
                        .unwrap()
                        .counts
                        .push((n[0] as u32, n[1], n[2]));
                }
                _ => {}
            }
        }
    }
    out
}

/// The racegame game of a rule set's name in the data files.
pub fn game(name: &str) -> BackgammonGame {
    if let Some(n) = name
        .strip_prefix("hypergammon")
        .and_then(|n| n.parse::<u8>().ok())
    {
        return BackgammonGame::new(BackgammonRules::hypergammon_with(n).unwrap()).unwrap();
    }
    BackgammonGame::preset(name, 2).unwrap().unwrap()
}

/// The position of an entry.
pub fn state(entry: &Entry) -> (BackgammonGame, BackgammonState) {
    let game = game(&entry.rules);
    let state = parse_position(&game, &entry.state).unwrap();
    (game, state)
}

/// How many checkers bkgm plays an entry's rules with, if it plays them.
pub fn bkgm_checkers(rules: &str) -> Option<u8> {
    match rules {
        "backgammon" | "nackgammon" | "portes" => Some(15),
        "hypergammon2" => Some(2),
        "hypergammon" => Some(3),
        "hypergammon4" => Some(4),
        "hypergammon5" => Some(5),
        _ => None,
    }
}

/// bkgm's perft of the position with this GNU Position ID (the side to
/// play on roll), `depth` turns deep: (nodes, weighted, plays bkgm listed
/// twice). Stops at a won game, as racegame's perft does, and counts each
/// distinct position of a roll once: bkgm 0.6.0 lists a few plays twice
/// (6-5 bearing off from the 5- and 3-points in either order, for one),
/// which the third count reports.
pub fn bkgm_perft(checkers: u8, id: &str, depth: u32) -> (u64, u64, u64) {
    match checkers {
        2 => walk::<2>(id, depth),
        3 => walk::<3>(id, depth),
        4 => walk::<4>(id, depth),
        5 => walk::<5>(id, depth),
        _ => walk::<15>(id, depth),
    }
}

fn walk<const N: u8>(id: &str, depth: u32) -> (u64, u64, u64) {
    let position = bkgm::codecs::gnuid::decode_position::<N>(id).expect("bkgm reads the ID");
    distinct_perft(&position, depth)
}

/// The walk of bkgm's `bkgm-perft` over distinct positions, both counts
/// at once, stopping at a won game; with the duplicates bkgm listed.
fn distinct_perft<const N: u8>(position: &Position<N>, depth: u32) -> (u64, u64, u64) {
    if depth == 0 {
        return (1, 1, 0);
    }
    if !matches!(position.game_state(), GameState::Ongoing) {
        return (0, 0, 0);
    }
    let (mut nodes, mut weighted, mut twice) = (0, 0, 0);
    for (dice, count) in ALL_21 {
        let listed = <ClassicRules as PositionRules<N>>::legal_positions(*position, &dice);
        let mut legal = Vec::with_capacity(listed.len());
        for p in listed {
            if legal.contains(&p) {
                twice += 1;
            } else {
                legal.push(p);
            }
        }
        for next in &legal {
            let (n, w, t) = distinct_perft(next, depth - 1);
            nodes += n;
            weighted += w * count as u64;
            twice += t;
        }
    }
    (nodes, weighted, twice)
}

/// The loop of bkgm's own `bkgm-perft` binary (nodes only, as it runs
/// it), for timing.
pub fn perft_bkgm<const N: u8>(position: &Position<N>, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut nodes = 0;
    for (dice, _) in ALL_21 {
        let legal = <ClassicRules as PositionRules<N>>::legal_positions(*position, &dice);
        if depth == 1 {
            nodes += legal.len() as u64;
            continue;
        }
        for next in &legal {
            nodes += perft_bkgm(next, depth - 1);
        }
    }
    nodes
}
