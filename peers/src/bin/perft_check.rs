//! Every count of `../tests/perft/*.txt` under rules bkgm plays, computed again by bkgm and compared.

use racegame_peers::{bkgm_checkers, bkgm_perft, entries, state};

fn main() {
    let max_depth: u32 = std::env::args()
        .nth(1)
        .map_or(u32::MAX, |d| d.parse().expect("a depth"));
    let (mut checked, mut wrong, mut skipped) = (0, 0, 0);
    for entry in entries() {
        let Some(checkers) = bkgm_checkers(&entry.rules) else {
            skipped += entry.counts.len();
            continue;
        };
        let (_, state) = state(&entry);
        let id = state.position_id().to_string();
        for &(depth, nodes, weighted) in entry.counts.iter().filter(|c| c.0 <= max_depth) {
            let (n, w, twice) = bkgm_perft(checkers, &id, depth);
            let theirs = (n, w);
            checked += 1;
            let same = theirs == (nodes, weighted);
            if !same {
                wrong += 1;
            }
            let note = if twice > 0 {
                format!(" (bkgm listed {twice} plays twice)")
            } else {
                String::new()
            };
            println!(
                "{} {:<48} depth {depth}: racegame {nodes} {weighted}, bkgm {} {}{note}",
                if same { "ok  " } else { "DIFF" },
                entry.name,
                theirs.0,
                theirs.1
            );
        }
    }
    println!(
        "{checked} counts checked against bkgm, {wrong} differ; {skipped} counts under rules bkgm does not play"
    );
    if wrong > 0 {
        std::process::exit(1);
    }
}
