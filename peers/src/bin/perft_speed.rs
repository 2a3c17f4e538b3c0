//! Distinct plays per second: racegame's perft and bkgm's (the loop of its `bkgm-perft` binary), from the same positions, alternating, in CPU time.
//!
//! Usage: perft_speed [RUNS [DEPTH]] (default 5 and 3). Each run times both
//! engines on the backgammon start and the hypergammon start to the depth;
//! the figure is leaves counted per CPU second of this thread, and the
//! median over the runs is printed with the ratio.

use std::time::Duration;

use racegame::RaceGame;
use racegame::backgammon::{BackgammonGame, perft};
use racegame_peers::perft_bkgm;

/// CPU time of this thread, from /proc (nanoseconds).
fn cpu() -> Duration {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").expect("schedstat");
    let ns: u64 = text.split_whitespace().next().unwrap().parse().unwrap();
    Duration::from_nanos(ns)
}

fn timed(f: impl FnOnce() -> u64) -> (u64, f64) {
    let start = cpu();
    let nodes = f();
    (nodes, (cpu() - start).as_secs_f64())
}

fn median(v: &mut [f64]) -> f64 {
    v.sort_by(|a, b| a.partial_cmp(b).unwrap());
    v[v.len() / 2]
}

fn main() {
    let runs: usize = std::env::args().nth(1).map_or(5, |r| r.parse().unwrap());
    // A second argument sets the depth (3 by default; 2 for a quick look
    // under callgrind).
    let depth: u32 = std::env::args().nth(2).map_or(3, |d| d.parse().unwrap());
    // A third names one case: backgammon or hypergammon.
    let only = std::env::args().nth(3);
    let cases: [(&str, BackgammonGame, &str, u32); 2] = [
        (
            "backgammon",
            BackgammonGame::backgammon(),
            "4HPwATDgc/ABMA",
            depth,
        ),
        (
            "hypergammon",
            BackgammonGame::hypergammon(),
            "AACgAgAAKgAAAA",
            depth,
        ),
    ];
    for (name, game, id, depth) in cases {
        if only.as_deref().is_some_and(|o| o != name) {
            continue;
        }
        let start = game.initial_state();
        assert_eq!(start.position_id().to_string(), id);
        let (mut ours, mut theirs) = (Vec::new(), Vec::new());
        for run in 1..=runs {
            let (n, s) = timed(|| perft(&game, &start, depth).nodes);
            ours.push(n as f64 / s);
            let (m, t) = timed(|| match game.rules().checkers {
                3 => perft_bkgm(
                    &bkgm::codecs::gnuid::decode_position::<3>(id).unwrap(),
                    depth,
                ),
                _ => perft_bkgm(
                    &bkgm::codecs::gnuid::decode_position::<15>(id).unwrap(),
                    depth,
                ),
            });
            theirs.push(m as f64 / t);
            println!(
                "{name} depth {depth} run {run}: racegame {n} leaves in {s:.3} s ({:.1} M/s), bkgm {m} in {t:.3} s ({:.1} M/s)",
                ours[run - 1] / 1e6,
                theirs[run - 1] / 1e6
            );
        }
        let (o, t) = (median(&mut ours), median(&mut theirs));
        println!(
            "{name} depth {depth} median: racegame {:.1} M leaves/s, bkgm {:.1} M leaves/s, ratio {:.2}x",
            o / 1e6,
            t / 1e6,
            o / t
        );
    }
}
