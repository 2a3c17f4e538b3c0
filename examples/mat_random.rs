//! Writes match files (`.mat` and SGF) of games the crate plays against itself, for GNU
//! Backgammon to read (`scripts/gnubg-mat.sh`): money sessions (backgammon
//! for money with the Jacoby rule, no beavers: gnubg's `.mat` import has no
//! way to say a beaver) and matches of 1 to 7 points, half played by the
//! shipped bot at its beginner level, half by uniformly random choices.
//!
//! Usage: `cargo run --release --example mat_random -- OUT_DIR [SESSIONS GAMES MATCHES]`
//! (defaults 10 sessions of 20 games, 50 matches).

use racegame::backgammon::bot::{Bot, Level};
use racegame::backgammon::{BackgammonGame, BackgammonRules, CubeRules, write_mat, write_sgf};
use racegame::play::{Policy, RandomPolicy, Session};
use racegame::record::GameRecord;

type Record = GameRecord<BackgammonGame>;

fn play(game: &BackgammonGame, seed: u64, policy: &mut impl Policy<BackgammonGame>) -> Record {
    let mut session = Session::new(game.clone(), seed);
    session.play_to_end(policy, 10_000_000).expect("plays");
    let names = vec!["alice".to_string(), "bob".to_string()];
    session
        .record()
        .expect("records")
        .with_seats(names)
        .expect("two seats")
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let out = args
        .first()
        .ok_or("usage: mat_random OUT_DIR [SESSIONS GAMES MATCHES]")?;
    let n = |i: usize, d: u64| args.get(i).and_then(|a| a.parse().ok()).unwrap_or(d);
    let (sessions, games, matches) = (n(1, 10), n(2, 20), n(3, 50));
    let mut bot = Bot::shipped(Level::Beginner)?;
    let money = BackgammonGame::new(
        BackgammonRules::backgammon().with_cube(CubeRules::money().with_jacoby(true)),
    )?;
    let mut total = (0, 0);
    for s in 0..sessions {
        let records: Vec<Record> = (0..games)
            .map(|g| {
                let seed = s * 1000 + g;
                if s % 2 == 0 {
                    play(&money, seed, &mut bot)
                } else {
                    play(&money, seed, &mut RandomPolicy)
                }
            })
            .collect();
        std::fs::write(format!("{out}/ours_money_{s:02}.mat"), write_mat(&records)?)?;
        std::fs::write(format!("{out}/ours_money_{s:02}.sgf"), write_sgf(&records)?)?;
        total.0 += records.len();
    }
    for m in 0..matches {
        let length = [1, 3, 5, 7][(m % 4) as usize];
        let game = BackgammonGame::new(BackgammonRules::backgammon().with_match(length))?;
        let record = if m % 2 == 0 {
            play(&game, 50_000 + m, &mut bot)
        } else {
            play(&game, 50_000 + m, &mut RandomPolicy)
        };
        let record = [record];
        std::fs::write(format!("{out}/ours_match_{m:02}.mat"), write_mat(&record)?)?;
        std::fs::write(format!("{out}/ours_match_{m:02}.sgf"), write_sgf(&record)?)?;
        total.1 += 1;
    }
    println!(
        "wrote {} money games in {sessions} files and {} matches",
        total.0, total.1
    );
    Ok(())
}
