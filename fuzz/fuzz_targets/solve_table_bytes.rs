//! Arbitrary bytes read as a saved solver table (`Table::from_bytes`) for
//! Ur with one piece a side: raw, or a real table (keyed, from
//! `solve::solve`, or by number, from `solve::solve_dense`) with bytes overwritten
//! and its checksum recomputed (so that the reading gets past the checksum
//! to the entries). Refused or read: no panic, no huge allocation from a
//! length field, and a table read holds values from 0 to 1 only.
#![no_main]

use std::sync::OnceLock;

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::solve::{self, SolveOptions, Table};
use racegame::ur::{UrGame, UrRules};

#[derive(Arbitrary, Debug)]
struct Input {
    raw: bool,
    dense: bool,
    at: usize,
    bytes: Vec<u8>,
}

fn game() -> UrGame {
    let mut rules = UrRules::finkel();
    rules.pieces = 1;
    UrGame::new(rules).expect("valid rules")
}

fn saved(dense: bool) -> &'static [u8] {
    static KEYED: OnceLock<Vec<u8>> = OnceLock::new();
    static DENSE: OnceLock<Vec<u8>> = OnceLock::new();
    let options = SolveOptions::default();
    if dense {
        DENSE.get_or_init(|| {
            solve::solve_dense(&game(), &options)
                .expect("solves")
                .to_bytes()
        })
    } else {
        KEYED.get_or_init(|| solve::solve(&game(), &options).expect("solves").to_bytes())
    }
}

/// FNV-1a-64, as the format's checksum.
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

fuzz_target!(|input: Input| {
    let game = game();
    let bytes = if input.raw {
        input.bytes
    } else {
        let mut b = saved(input.dense).to_vec();
        let body = b.len() - 8;
        let at = input.at % body;
        for (slot, &x) in b[at..body].iter_mut().zip(&input.bytes) {
            *slot = x;
        }
        let sum = fnv(&b[..body]);
        b[body..].copy_from_slice(&sum.to_le_bytes());
        b
    };
    if let Ok(table) = Table::from_bytes(&game, &bytes) {
        let entry = if bytes[12] == 2 { 4 } else { 16 };
        assert_eq!(bytes.len(), 56 + entry * table.len() + 8);
        if let Ok(v) = table.value(&game, &game.initial_state()) {
            assert!((0.0..=1.0).contains(&v));
        }
    }
});
