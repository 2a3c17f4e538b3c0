//! Builds the bear-off databases and prints the figures of BENCHMARKS.md: sizes, build times, and the mean rolls, effective pip count and wastage of a few home boards.
use racegame::backgammon::bearoff::{HomeBoard, OneSided, TwoSided};
use std::time::Instant;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let t = Instant::now();
    let db = OneSided::build(6, 15)?;
    println!(
        "one-sided: {} boards, max rolls {}, {:.1?}",
        db.positions(),
        db.max_rolls(),
        t.elapsed()
    );
    // Counts on points 1 to 6.
    let boards: [(&str, [u8; 6]); 4] = [
        ("15 on the ace point", [15, 0, 0, 0, 0, 0]),
        ("15 on the six point", [0, 0, 0, 0, 0, 15]),
        ("2-2-2-3-3-3 (points 1 to 6)", [2, 2, 2, 3, 3, 3]),
        ("3-3-3-2-2-2 (points 1 to 6)", [3, 3, 3, 2, 2, 2]),
    ];
    for (name, counts) in boards {
        let b = HomeBoard::new(&counts)?;
        let (mean, epc) = (
            db.mean_rolls(&b).ok_or("covered")?,
            db.effective_pips(&b).ok_or("covered")?,
        );
        println!(
            "{name}: {} pips, mean {mean:.9} rolls, EPC {epc:.4}, wastage {:.4}",
            b.pips(),
            epc - f64::from(b.pips())
        );
    }
    let t = Instant::now();
    let two = TwoSided::build(6, 6)?;
    println!("two-sided: {} pairs, {:.1?}", two.positions(), t.elapsed());
    let six = HomeBoard::new(&[0, 0, 0, 0, 0, 6])?;
    let spread = HomeBoard::new(&[1, 1, 1, 1, 1, 1])?;
    for (a, an, b, bn) in [
        (&six, "6 on the six", &six, "6 on the six"),
        (&spread, "one on each point", &six, "6 on the six"),
    ] {
        println!(
            "{an} to roll against {bn}: wins {:.6}",
            two.win_probability(a, b).ok_or("covered")?
        );
    }
    Ok(())
}
