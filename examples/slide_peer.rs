//! The card race's plays of given positions, for comparing with another engine (`scripts/slide-apologies.py`).
//!
//! Reads lines of the card race's position notation awaiting a move (`p=move:<card>`)
//! on standard input and writes, for each, every board the card can leave
//! (a split 7 played through its second part) as one line: the boards
//! sorted and joined by ` | `, each board the four seats' pawns (sorted;
//! `s` Start, `h` Home, `z<n>` safety square `n`, a number a track
//! square) joined by spaces; `forfeit` when the card allows no move.
//!
//! ```text
//! cargo run --release --example slide_peer < positions.txt
//! cargo run --release --example slide_peer -- --placed-slide < positions.txt
//! ```
//!
//! `--placed-slide` plays with `placed_pawns_slide` on (a pawn placed by a
//! swap or a Sorry! card on another colour's triangle slides).

use std::collections::BTreeSet;
use std::io::{BufRead, Write};

use racegame::RaceGame;
use racegame::slide::{Place, SlideGame, SlideRules, SlideState};

fn board(s: &SlideState) -> String {
    let seats: Vec<String> = s
        .pawns
        .iter()
        .map(|row| {
            let mut places: Vec<Place> = row.to_vec();
            places.sort();
            let text: Vec<String> = places
                .iter()
                .map(|p| match p {
                    Place::Start => "s".to_string(),
                    Place::Home => "h".to_string(),
                    Place::Safety(z) => format!("z{z}"),
                    Place::Track(sq) => sq.to_string(),
                })
                .collect();
            text.join(",")
        })
        .collect();
    seats.join(" ")
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut rules = SlideRules::classic();
    rules.placed_pawns_slide = std::env::args().any(|a| a == "--placed-slide");
    let game = SlideGame::new(rules, 4)?;
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout());
    let mut legal = Vec::new();
    let mut second = Vec::new();
    for line in stdin.lock().lines() {
        let s: SlideState = line?.trim().parse().map_err(|e| format!("{e}"))?;
        let mut boards = BTreeSet::new();
        game.legal_actions(&s, &mut legal);
        for &a in &legal {
            let (next, _) = game.apply(&s, a)?;
            if next.split.is_some() {
                game.legal_actions(&next, &mut second);
                for &b in &second {
                    boards.insert(board(&game.apply(&next, b)?.0));
                }
            } else {
                boards.insert(board(&next));
            }
        }
        if boards.is_empty() {
            writeln!(out, "forfeit")?;
        } else {
            writeln!(
                out,
                "{}",
                boards.into_iter().collect::<Vec<_>>().join(" | ")
            )?;
        }
    }
    Ok(())
}
