//! Exact odds of every Goose preset: expected length, median, first seat's chances, and a histogram of the length.
//!
//! Run with `cargo run --release --example odds`.

use racegame::Seat;
use racegame::analysis::{self, Odds, Options};
use racegame::goose::{GooseGame, GooseModel};

type Preset = fn(usize) -> Result<GooseGame, racegame::goose::GooseConfigError>;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let presets: [(&str, Preset, &[usize]); 4] = [
        ("snakes_and_ladders", GooseGame::snakes_and_ladders, &[1, 2]),
        ("railway", GooseGame::railway, &[2]),
        ("vermifuge_lune", GooseGame::vermifuge_lune, &[2]),
        ("classic_goose", GooseGame::classic_goose, &[2]),
    ];
    let options = Options::default().with_cutoff(400);
    for (name, preset, player_counts) in presets {
        for &players in player_counts {
            let game = preset(players)?;
            let odds = analysis::analyze(&game, &mut GooseModel, &options)?;
            report(name, &game, &odds);
        }
    }
    Ok(())
}

fn report(name: &str, game: &GooseGame, odds: &Odds) {
    println!("== {name}, {} player(s) ==", game.seats());
    println!(
        "states {}, transitions {}, solver sweeps {}",
        odds.states, odds.transitions, odds.sweeps
    );
    println!(
        "expected throws {:.6} (standard deviation {:.3}), median {}",
        odds.mean_length,
        odds.length_variance.sqrt(),
        odds.median_length()
            .map_or_else(|| "beyond the cut-off".to_string(), |m| m.to_string())
    );
    if game.seats() > 1 {
        println!(
            "first seat wins with probability {:.6}",
            odds.win_probability(Seat(0))
        );
    }
    if odds.blocked > 0.0 {
        println!("blocked with probability {:.6}", odds.blocked);
    }
    if let Some(stakes) = &odds.stakes {
        for seat in 0..game.seats() {
            let seat = Seat(seat as u8);
            println!(
                "{seat}: pays {:.4} fines, takes {:.4} from the pot, net {:+.4}",
                stakes.paid[seat.index()],
                stakes.won[seat.index()],
                stakes.net(seat)
            );
        }
    }
    histogram(odds);
    println!();
}

/// The length distribution in bins, one bar per bin, up to the 99th percentile.
fn histogram(odds: &Odds) {
    let d = &odds.length;
    let end = d.quantile(0.99).unwrap_or(d.cutoff());
    let bin = (end / 25).max(1);
    let bins: Vec<(usize, f64)> = (0..=end)
        .step_by(bin)
        .map(|lo| (lo, (lo..lo + bin).map(|t| d.probability(t)).sum()))
        .collect();
    let top = bins.iter().map(|b| b.1).fold(0.0, f64::max);
    for (lo, p) in bins {
        let bar = if top > 0.0 {
            (p / top * 50.0).round() as usize
        } else {
            0
        };
        println!(
            "{:>4}-{:<4} {:>7.4}% {}",
            lo,
            lo + bin - 1,
            100.0 * p,
            "#".repeat(bar)
        );
    }
    println!("beyond {end}: {:.4}%", 100.0 * (1.0 - d.cdf(end)).max(0.0));
}
