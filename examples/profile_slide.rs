//! A fixed amount of card race playout work, for CPU timing and instruction-counting profilers.
//!
//! Plays a fixed number of seeded games of a card race preset with
//! uniformly random choices (the general loop: `chance` counted from the
//! pile and sampled, `legal_actions`, a uniform choice, `apply_mut` into
//! `Discard`), and prints the games, actions and draws played:
//!
//! ```text
//! cargo build --release --example profile_slide
//! /usr/bin/time -f "user %U s" target/release/examples/profile_slide slide 4 20000
//! valgrind --tool=callgrind target/release/examples/profile_slide slide 4 2000
//! ```
//!
//! Arguments: a preset of `slide::presets::PRESETS`, the players (2 to 4),
//! the games.

use racegame::dice::uniform_below;
use racegame::record::Presets;
use racegame::slide::{SlideAction, SlideGame};
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// Plays one game to its end; returns (actions, draws).
fn playout(game: &SlideGame, rng: &mut ChaCha8Rng, legal: &mut Vec<SlideAction>) -> (u64, u64) {
    let mut state = game.initial_state();
    let (mut actions, mut draws) = (0, 0);
    loop {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => {
                draws += 1;
                match game.chance(&state) {
                    Some(pile) => pile.sample(rng),
                    None => break,
                }
            }
            ToAct::Player(_) => {
                game.legal_actions(&state, legal);
                let n = u32::try_from(legal.len()).unwrap_or(u32::MAX);
                match legal.get(uniform_below(rng, n) as usize) {
                    Some(&a) => a,
                    None => break,
                }
            }
        };
        if game.apply_mut(&mut state, action, &mut Discard).is_err() {
            break;
        }
        actions += 1;
    }
    (actions, draws)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let preset = args.get(1).map_or("slide", String::as_str);
    let players: usize = args.get(2).and_then(|a| a.parse().ok()).unwrap_or(4);
    let games: u64 = args.get(3).and_then(|a| a.parse().ok()).unwrap_or(10_000);
    let game = match SlideGame::preset(preset, players) {
        Some(Ok(g)) => g,
        _ => {
            eprintln!("unknown preset {preset:?} or players {players}");
            std::process::exit(2);
        }
    };
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let mut legal = Vec::new();
    let (mut actions, mut draws) = (0, 0);
    for _ in 0..games {
        let (a, d) = playout(&game, &mut rng, &mut legal);
        actions += a;
        draws += d;
    }
    println!("{preset} {players} players: {games} games, {actions} actions, {draws} draws");
}
