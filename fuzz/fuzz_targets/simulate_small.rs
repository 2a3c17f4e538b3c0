//! A small simulation run of a preset game with fuzz-chosen game count (at
//! most 4), threads (any number), base seed and action cap: no panic, every
//! game counted once, and the same summary on one thread.
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::play::RandomPolicy;
use racegame::simulate::{Summary, simulate};
use racegame_fuzz::api;
use racegame_fuzz::build::{goose_preset, ludo_preset};

#[derive(Arbitrary, Debug)]
struct Input {
    game: u8,
    players: u8,
    games: u8,
    threads: usize,
    base_seed: u64,
    max_actions: u32,
}

fuzz_target!(|input: Input| {
    if api::known::huge_thread_count(input.threads) {
        return;
    }
    let players = usize::from(input.players % 8);
    if input.game & 1 == 0 {
        if let Some(game) = goose_preset(input.game >> 1, players) {
            run(&game, &input);
        }
    } else if let Some(game) = ludo_preset(input.game >> 1, players) {
        run(&game, &input);
    }
});

fn run<G: RaceGame + Sync>(game: &G, input: &Input) {
    let games = u64::from(input.games % 5);
    let sim = api::simulation(games, input.base_seed, input.threads, input.max_actions);
    let summary = simulate(game, &RandomPolicy, &sim);
    assert_eq!(summary.games, games);
    let ended: u64 = summary.wins.iter().sum::<u64>() + summary.blocked + summary.truncated;
    assert_eq!(ended + summary.unfinished, games, "{summary:?}");
    let alone = api::simulation(games, input.base_seed, 1, input.max_actions);
    let one: Summary = simulate(game, &RandomPolicy, &alone);
    assert_eq!(one, summary, "the thread count changed the summary");
}
