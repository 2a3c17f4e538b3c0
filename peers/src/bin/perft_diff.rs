//! Where racegame's and bkgm's perft part: for a position and depth 2, the first play and roll whose counts differ, with both lists of plays.

use bkgm::dice::ALL_21;
use bkgm::{ClassicRules, PositionRules};
use racegame::RaceGame;
use racegame::Roll;
use racegame::backgammon::{BackgammonGame, BackgammonState};
use racegame::notation::parse_position;
use racegame::record::Presets;

fn pair(d: bkgm::Dice) -> (u8, u8) {
    match d {
        bkgm::Dice::Double(x) => (x as u8, x as u8),
        bkgm::Dice::Mixed(m) => (m.big() as u8, m.small() as u8),
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game: BackgammonGame = BackgammonGame::preset(&args[0], 2).unwrap().unwrap();
    let state: BackgammonState = parse_position(&game, &args[1]).unwrap();
    for (dice, _) in ALL_21 {
        let (a, b) = pair(dice);
        let roll = Roll::two(a, b).unwrap();
        let ours = game.plays_of_roll(&state, roll).unwrap();
        for play in &ours {
            let next = play.state();
            if game.is_over(next) {
                continue;
            }
            let id = next.position_id().to_string();
            let theirs_pos = bkgm::codecs::gnuid::decode_position::<15>(&id).unwrap();
            for (d2, _) in ALL_21 {
                let (c, d) = pair(d2);
                let r2 = Roll::two(c, d).unwrap();
                let ours2 = game.plays_of_roll(next, r2).unwrap();
                let theirs2 = <ClassicRules as PositionRules<15>>::legal_positions(theirs_pos, &d2);
                if ours2.len() != theirs2.len() {
                    println!(
                        "after {a}-{b} {play} ({id}), roll {c}-{d}: racegame {} bkgm {}",
                        ours2.len(),
                        theirs2.len()
                    );
                    println!("  {next}");
                    let mut o: Vec<String> = ours2
                        .iter()
                        .map(|p| format!("{} {}", p.state().position_id(), p))
                        .collect();
                    o.sort();
                    let mut t: Vec<String> = theirs2
                        .iter()
                        .map(|p| bkgm::codecs::gnuid::encode_position(p))
                        .collect();
                    t.sort();
                    println!("  ours: {o:?}\n  theirs: {t:?}");
                    return;
                }
            }
        }
    }
}
