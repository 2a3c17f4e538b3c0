//! Builds the bear-off databases and prints the figures of BENCHMARKS.md.
use racegame::backgammon::bearoff::{HomeBoard, OneSided, TwoSided};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let t = Instant::now();
    let db = OneSided::build(6, 15)?;
    println!(
        "one-sided: {} boards, max rolls {}, {:?}",
        db.positions(),
        db.max_rolls(),
        t.elapsed()
    );
    let aces = HomeBoard::new(&[15])?;
    println!("15 on the ace: mean {:.12}", db.mean_rolls(&aces).unwrap());
    let sixes = HomeBoard::new(&[0, 0, 0, 0, 0, 15])?;
    println!("15 on the six: mean {:.12}", db.mean_rolls(&sixes).unwrap());
    let t = Instant::now();
    let two = TwoSided::build(6, 6)?;
    println!("two-sided: {} pairs, {:?}", two.positions(), t.elapsed());
    Ok(())
}
