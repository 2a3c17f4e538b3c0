//! A fixed amount of backgammon playout work, for profilers and the side-by-side timing against OpenSpiel.
//!
//! Plays a fixed number of seeded games of one preset with uniformly random
//! choices, either through the general loop (`legal_actions`, a uniform
//! choice, `apply_mut`: `playout`) or through the game's own loop of whole
//! turns (`UniformPlayout::play_uniform`: `uniform`), and prints the games
//! per second and the mean length:
//!
//! ```text
//! cargo build --release --example profile_backgammon
//! target/release/examples/profile_backgammon backgammon uniform 100000
//! valgrind --tool=callgrind target/release/examples/profile_backgammon backgammon uniform 2000
//! ```
//!
//! Presets: any name of `backgammon::presets::PRESETS`.

use racegame::backgammon::{BackgammonAction, BackgammonGame};
use racegame::dice::uniform_below;
use racegame::playout::Tally;
use racegame::record::Presets;
use racegame::{Discard, RaceGame, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::SeedableRng;

/// One game through the general loop; its length in actions.
fn playout(game: &BackgammonGame, rng: &mut ChaCha8Rng, legal: &mut Vec<BackgammonAction>) -> u32 {
    let mut state = game.initial_state();
    let mut actions = 0;
    loop {
        let action = match game.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => match game.chance(&state) {
                Some(throw) => throw.sample(rng),
                None => break,
            },
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
    actions
}

/// One game through the game's own loop; its length in actions.
fn uniform(game: &BackgammonGame, rng: &mut ChaCha8Rng, legal: &mut Vec<BackgammonAction>) -> u32 {
    let mut state = game.initial_state();
    let mut tally = Tally::default();
    let fast = game.uniform_playout().expect("backgammon has its own loop");
    if fast
        .play_uniform(&mut state, rng, None, u32::MAX, legal, &mut tally)
        .is_err()
    {
        return 0;
    }
    tally.actions
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let preset = args.get(1).map_or("backgammon", String::as_str);
    let mode = args.get(2).map_or("uniform", String::as_str);
    let games: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(10_000);
    let Some(Ok(game)) = BackgammonGame::preset(preset, 2) else {
        eprintln!("unknown preset {preset}");
        std::process::exit(2);
    };
    let one: fn(&BackgammonGame, &mut ChaCha8Rng, &mut Vec<BackgammonAction>) -> u32 = match mode {
        "playout" => playout,
        "uniform" => uniform,
        _ => {
            eprintln!("mode is playout or uniform");
            std::process::exit(2);
        }
    };
    let mut legal = Vec::new();
    let mut rng = ChaCha8Rng::seed_from_u64(1);
    let clock = std::time::Instant::now();
    let mut actions = 0u64;
    for _ in 0..games {
        actions += u64::from(one(&game, &mut rng, &mut legal));
    }
    let secs = clock.elapsed().as_secs_f64();
    println!(
        "{preset} {mode}: {games} games in {secs:.3} s, {:.0} games/s, {:.1} actions a game",
        games as f64 / secs,
        actions as f64 / games.max(1) as f64
    );
}
