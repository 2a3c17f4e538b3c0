//! Pachisi and Chaupar: the rule books' worked examples as named tests, and the engine against a second, simple implementation of the rules (`pachisi_ref`), move by move over random games.

mod pachisi_ref;

use pachisi_ref::{Book, Pos};
use racegame::pachisi::{
    AfterHome, Entry, PachisiAction, PachisiError, PachisiEvent, PachisiGame, PachisiRules,
    PachisiState, PachisiStateError, Phase, presets::PRESETS,
};
use racegame::{Dice, RaceGame, Seat, ToAct};

const THROW: fn(u8) -> PachisiAction = PachisiAction::Throw;

fn mv(from: u8, count: u8) -> PachisiAction {
    PachisiAction::Move { from, count }
}

fn play(game: &PachisiGame, s: &PachisiState, actions: &[PachisiAction]) -> PachisiState {
    actions.iter().fold(*s, |s, &a| {
        game.apply(&s, a)
            .unwrap_or_else(|e| panic!("{a:?} refused: {e}"))
            .0
    })
}

// ---- the engine against the reference ----

/// The engine's view of a reference position, to compare.
fn as_engine(p: &Pos) -> ([[u8; 4]; 4], u8, Phase, u8, u32) {
    let mut pieces = [[0u8; 4]; 4];
    for (c, row) in p.pieces.iter().enumerate() {
        let mut sorted = row.clone();
        sorted.sort_unstable();
        pieces[c][..sorted.len()].copy_from_slice(&sorted);
    }
    let phase = match (p.won, p.truncated, p.pending) {
        (Some(_), _, _) => Phase::Over,
        (_, true, _) => Phase::Truncated,
        (_, _, Some(lot)) => Phase::AwaitingMove(lot),
        _ => Phase::AwaitingThrow,
    };
    (pieces, p.colour, phase, p.streak, p.actions)
}

fn engine_view(s: &PachisiState) -> ([[u8; 4]; 4], u8, Phase, u8, u32) {
    let mut pieces = [[0u8; 4]; 4];
    for c in 0..4u8 {
        pieces[usize::from(c)].copy_from_slice(s.pieces(c));
    }
    (pieces, s.colour(), s.phase(), s.streak(), s.actions())
}

/// What one comparison found.
#[derive(Default, Debug)]
struct Tally {
    games: usize,
    positions: usize,
    differences: usize,
    first: Option<String>,
}

impl Tally {
    fn differ(&mut self, what: String) {
        self.differences += 1;
        self.first.get_or_insert(what);
    }
}

/// Plays one random game on both, comparing every position, the chances,
/// the legal lists and the end; stops at the first difference.
fn compare_game(game: &PachisiGame, book: &Book, dice: &mut Dice, tally: &mut Tally) {
    let mut s = game.initial_state();
    let mut p = book.start();
    let mut legal = Vec::new();
    tally.games += 1;
    for _ in 0..100_000 {
        tally.positions += 1;
        if engine_view(&s) != as_engine(&p) {
            return tally.differ(format!("{:?}: engine {s:?}, reference {p:?}", game.rules()));
        }
        if let Err(e) = game.validate(&s) {
            return tally.differ(format!("reached state refused: {e} in {s:?}"));
        }
        game.legal_actions(&s, &mut legal);
        let action = match game.to_act(&s) {
            ToAct::Nobody => {
                let side = game.winning_side(&s);
                if side != p.won {
                    tally.differ(format!("winner {side:?} against {:?}", p.won));
                }
                return;
            }
            ToAct::Chance(seat) => {
                let mine: Vec<(u8, u64, u64)> = game
                    .chance_outcomes(&s)
                    .iter()
                    .map(|&(a, pr)| match a {
                        PachisiAction::Throw(l) => {
                            (l, u64::from(pr.numerator), u64::from(pr.denominator))
                        }
                        _ => (255, 0, 1),
                    })
                    .collect();
                let theirs = pachisi_ref::chances(game.rules());
                let same = mine.len() == theirs.len()
                    && mine
                        .iter()
                        .zip(&theirs)
                        .all(|(a, b)| a.0 == b.0 && a.1 * b.2 == b.1 * a.2);
                if !same || seat != game.seat_of(p.colour) {
                    return tally.differ(format!("chances {mine:?} against {theirs:?}"));
                }
                dice.throw_for(game, &s).expect("chance acts")
            }
            ToAct::Player(_) => {
                let mut theirs: Vec<PachisiAction> =
                    book.moves(&p).into_iter().map(|(f, c)| mv(f, c)).collect();
                if book.rules.may_pass && !theirs.is_empty() {
                    theirs.push(PachisiAction::Pass);
                }
                let mut mine = legal.clone();
                mine.sort_by_key(|a| format!("{a:?}"));
                theirs.sort_by_key(|a| format!("{a:?}"));
                if mine != theirs {
                    return tally.differ(format!("legal {mine:?} against {theirs:?} in {s:?}"));
                }
                legal[dice.below(legal.len())]
            }
        };
        s = game
            .apply(&s, action)
            .expect("a listed action is accepted")
            .0;
        match action {
            PachisiAction::Throw(lot) => book.throw(&mut p, lot),
            PachisiAction::Move { from, count } => book.play(&mut p, from, count),
            _ => book.pass(&mut p),
        }
    }
    tally.differ("a game longer than 100,000 actions".into());
}

/// Random games of random rule sets (and of every preset, for two and four
/// players) on the engine and on the reference.
fn compare(games: usize, seed: u64, mutant: bool) -> Tally {
    let mut dice = Dice::seeded(seed);
    let mut tally = Tally::default();
    let mut played = 0;
    while played < games {
        let game = if played < 2 * PRESETS.len() {
            let rules = PRESETS[played / 2].rules();
            PachisiGame::new(rules, 2 + 2 * (played % 2)).expect("a preset")
        } else {
            match racegame::testing::pachisi_game(|n| dice.below(n)) {
                Some(game) => game,
                None => continue,
            }
        };
        played += 1;
        let book = Book::new(*game.rules(), mutant);
        compare_game(&game, &book, &mut dice, &mut tally);
    }
    tally
}

#[test]
fn the_engine_plays_as_the_reference_rule_book_move_by_move() {
    let tally = compare(300, 37, false);
    println!("reference comparison: {tally:?}");
    assert_eq!(tally.games, 300);
    assert!(tally.positions > 100_000, "{tally:?}");
    assert_eq!(tally.differences, 0, "{:?}", tally.first);
}

#[test]
fn the_comparison_catches_a_reference_that_lets_any_throw_enter() {
    // The mutant reference forgets that a piece leaves the charkoni on a
    // grace only: the comparison must see it.
    let tally = compare(20, 38, true);
    println!("mutant comparison: {tally:?}");
    assert!(tally.differences > 0, "{tally:?}");
}

#[test]
fn the_reference_walks_the_same_squares_as_the_engine() {
    for colour in 0..4u8 {
        let track = pachisi_ref::track(colour);
        for a in 8..=76u8 {
            for other in 0..4u8 {
                let other_track = pachisi_ref::track(other);
                for b in 8..=76u8 {
                    let same_cell = track[usize::from(a)] == other_track[usize::from(b)];
                    let same_ring = racegame::pachisi::ring_square(colour, a)
                        == racegame::pachisi::ring_square(other, b);
                    assert_eq!(
                        same_cell, same_ring,
                        "colour {colour} at {a}, {other} at {b}"
                    );
                }
            }
            let castle =
                racegame::pachisi::ring_square(colour, a).is_some_and(racegame::pachisi::is_castle);
            assert_eq!(
                pachisi_ref::castle(track[usize::from(a)]),
                castle,
                "{colour} at {a}"
            );
        }
    }
}
