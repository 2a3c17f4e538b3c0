//! The Pachisi engine against a second, simple implementation of its rule book (`pachisi_ref`): move by move over random games, perft counts of the data file, exact odds and a small case solved exactly.

mod pachisi_ref;

use pachisi_ref::{Book, Pos};
use racegame::pachisi::{
    PachisiAction, PachisiGame, PachisiRules, PachisiState, Phase, dice_lot, presets::PRESETS,
};
use racegame::{Dice, RaceGame, ToAct};

fn mv(from: u8, count: u8) -> PachisiAction {
    PachisiAction::Move { from, count }
}

// ---- the engine against the reference ----

/// The engine's view of a reference position, to compare (the dice left
/// written as the engine's lot byte, [`dice_lot`]).
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
        _ if !p.dice.is_empty() => Phase::AwaitingMove(dice_lot(&p.dice).unwrap_or(0)),
        _ => Phase::AwaitingThrow,
    };
    let streak = if p.won.is_some() || p.truncated {
        p.streak
    } else {
        p.streak + u8::from(p.bonus)
    };
    (pieces, p.colour, phase, streak, p.actions)
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
                let theirs = if pachisi_ref::separate(game.rules()) {
                    let mut t: Vec<(u8, u64, u64)> = pachisi_ref::dice_chances()
                        .into_iter()
                        .map(|(faces, n)| (dice_lot(&faces).unwrap_or(0), n, 64))
                        .collect();
                    t.sort_unstable();
                    t
                } else {
                    pachisi_ref::chances(game.rules())
                };
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
                let mut theirs: Vec<PachisiAction> = if pachisi_ref::separate(&book.rules) {
                    book.die_moves(&p)
                        .into_iter()
                        .map(|(die, from, count)| PachisiAction::MoveDie { die, from, count })
                        .collect()
                } else {
                    book.moves(&p).into_iter().map(|(f, c)| mv(f, c)).collect()
                };
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
        play_on_book(book, &mut p, action);
    }
    tally.differ("a game longer than 100,000 actions".into());
}

/// `games` games, each made by `make` (from the number played so far and
/// the dice; `None` to draw again) and compared with the reference that
/// `book` builds for its rules.
fn compare_games(
    games: usize,
    seed: u64,
    mut make: impl FnMut(usize, &mut Dice) -> Option<PachisiGame>,
    book: impl Fn(&PachisiGame) -> Book,
) -> Tally {
    let mut dice = Dice::seeded(seed);
    let mut tally = Tally::default();
    let mut played = 0;
    while played < games {
        let Some(game) = make(played, &mut dice) else {
            continue;
        };
        played += 1;
        compare_game(&game, &book(&game), &mut dice, &mut tally);
    }
    tally
}

/// Random games of random rule sets (and of every preset, for two and four
/// players) on the engine and on the reference.
fn compare(games: usize, seed: u64, mutant: bool) -> Tally {
    let make = |played: usize, dice: &mut Dice| {
        if played < 2 * PRESETS.len() {
            let rules = PRESETS[played / 2].rules();
            Some(PachisiGame::new(rules, 2 + 2 * (played % 2)).expect("a preset"))
        } else {
            racegame::testing::pachisi_game(|n| dice.below(n))
        }
    };
    compare_games(games, seed, make, |game| Book::new(*game.rules(), mutant))
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

/// Random games of random rule sets with the long dice used separately
/// (and Chaupar, for two and four players) on the engine and on the
/// reference, whose dice rule is mistaken when `dice_mutant` is set.
fn compare_dice(games: usize, seed: u64, dice_mutant: bool) -> Tally {
    let make = |played: usize, dice: &mut Dice| {
        let mut rules = if played < 2 {
            PachisiRules::chaupar()
        } else {
            racegame::testing::pachisi_rules(|n| dice.below(n))
        };
        rules.lots = racegame::pachisi::Lots::LongDice;
        rules.dice = racegame::pachisi::DiceUse::Separate;
        PachisiGame::new(rules, 2 + 2 * (played % 2)).ok()
    };
    let book = |game: &PachisiGame| {
        let mut book = Book::new(*game.rules(), false);
        book.dice_mutant = dice_mutant;
        book
    };
    compare_games(games, seed, make, book)
}

#[test]
fn the_dice_used_separately_play_as_the_reference_rule_book() {
    let tally = compare_dice(200, 41, false);
    println!("dice comparison: {tally:?}");
    assert_eq!(tally.games, 200);
    assert!(tally.positions > 100_000, "{tally:?}");
    assert_eq!(tally.differences, 0, "{:?}", tally.first);
}

#[test]
fn the_comparison_catches_a_reference_that_plays_the_largest_die_first() {
    // The mutant reference lets only the largest die left be played; the
    // rule book says the dice are played in any order.
    let tally = compare_dice(20, 42, true);
    println!("dice mutant comparison: {tally:?}");
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

// ---- perft: action sequences counted, against tests/perft/pachisi.data ----

/// Sequences of `depth` actions from `s` (each throw and each choice a
/// branch; a game over before the depth counts nothing).
fn perft(game: &PachisiGame, s: &PachisiState, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    legal
        .iter()
        .map(|&a| perft(game, &game.apply(s, a).unwrap().0, depth - 1))
        .sum()
}

/// The same count by the reference rule book.
fn perft_reference(book: &Book, p: &Pos, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if p.won.is_some() || p.truncated {
        return 0;
    }
    if pachisi_ref::separate(&book.rules) {
        return perft_reference_dice(book, p, depth);
    }
    let Some(_) = p.pending else {
        return pachisi_ref::chances(&book.rules)
            .iter()
            .map(|&(lot, _, _)| {
                let mut next = p.clone();
                book.throw(&mut next, lot);
                perft_reference(book, &next, depth - 1)
            })
            .sum();
    };
    let moves = book.moves(p);
    let mut total: u64 = moves
        .iter()
        .map(|&(from, count)| {
            let mut next = p.clone();
            book.play(&mut next, from, count);
            perft_reference(book, &next, depth - 1)
        })
        .sum();
    if book.rules.may_pass && !moves.is_empty() {
        let mut next = p.clone();
        book.pass(&mut next);
        total += perft_reference(book, &next, depth - 1);
    }
    total
}

/// The reference count with the dice used separately: each throw of three
/// dice a branch, then each (die, from, count) and the pass.
fn perft_reference_dice(book: &Book, p: &Pos, depth: u32) -> u64 {
    if p.dice.is_empty() {
        return pachisi_ref::dice_chances()
            .iter()
            .map(|(faces, _)| {
                let mut next = p.clone();
                book.throw_dice(&mut next, faces);
                perft_reference(book, &next, depth - 1)
            })
            .sum();
    }
    let moves = book.die_moves(p);
    let mut total: u64 = moves
        .iter()
        .map(|&(die, from, count)| {
            let mut next = p.clone();
            book.play_die(&mut next, die, from, count);
            perft_reference(book, &next, depth - 1)
        })
        .sum();
    if book.rules.may_pass && !moves.is_empty() {
        let mut next = p.clone();
        book.pass(&mut next);
        total += perft_reference(book, &next, depth - 1);
    }
    total
}

/// Plays `action`, which the engine accepted, on the reference.
fn play_on_book(book: &Book, p: &mut Pos, action: PachisiAction) {
    match action {
        PachisiAction::Throw(lot) => match racegame::pachisi::lot_dice(lot) {
            Some((faces, n)) if pachisi_ref::separate(&book.rules) => {
                book.throw_dice(p, &faces[..n])
            }
            _ => book.throw(p, lot),
        },
        PachisiAction::Move { from, count } => book.play(p, from, count),
        PachisiAction::MoveDie { die, from, count } => book.play_die(p, die, from, count),
        _ => book.pass(p),
    }
}

/// A position of the data file: after `actions` actions of the seeded
/// random game `seed` (both engines play the same actions).
fn perft_position(
    game: &PachisiGame,
    book: &Book,
    seed: u64,
    actions: usize,
) -> (PachisiState, Pos) {
    let mut dice = Dice::seeded(seed);
    let (mut s, mut p) = (game.initial_state(), book.start());
    let mut legal = Vec::new();
    for _ in 0..actions {
        let action = match game.to_act(&s) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => dice.throw_for(game, &s).unwrap(),
            ToAct::Player(_) => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
        };
        s = game.apply(&s, action).unwrap().0;
        play_on_book(book, &mut p, action);
    }
    (s, p)
}

#[test]
fn perft_counts_match_the_data_file_and_the_reference() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/perft/pachisi.data");
    let text = std::fs::read_to_string(path).unwrap();
    let bless = std::env::var_os("RACEGAME_BLESS").is_some();
    let mut out = String::new();
    let (mut game, mut book, mut s, mut p) = (None, None, None, None);
    let mut checked = 0;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.as_slice() {
            ["rules", name, players] => {
                let g = PachisiGame::new(
                    racegame::preset::find(PRESETS, name).unwrap().rules(),
                    players.parse().unwrap(),
                )
                .unwrap();
                book = Some(Book::new(*g.rules(), false));
                game = Some(g);
            }
            ["after", "seed", seed, "actions", n] => {
                let (g, b) = (game.as_ref().unwrap(), book.as_ref().unwrap());
                let (es, rp) = perft_position(g, b, seed.parse().unwrap(), n.parse().unwrap());
                (s, p) = (Some(es), Some(rp));
            }
            ["perft", depth, count] => {
                let (g, b) = (game.as_ref().unwrap(), book.as_ref().unwrap());
                let depth: u32 = depth.parse().unwrap();
                let engine = perft(g, s.as_ref().unwrap(), depth);
                let reference = perft_reference(b, p.as_ref().unwrap(), depth);
                assert_eq!(
                    engine, reference,
                    "{line}: the engine and the reference differ"
                );
                if bless {
                    out.push_str(&format!("perft {depth} {engine}\n"));
                    continue;
                }
                assert_eq!(engine.to_string(), *count, "{line}");
                checked += 1;
                continue;
            }
            _ => {}
        }
        out.push_str(line);
        out.push('\n');
    }
    if bless {
        std::fs::write(path, out).unwrap();
    } else {
        assert!(checked >= 10, "{checked} counts checked");
    }
}

// ---- exact odds of a small case ----

/// One piece a colour, each starting at progress 78 (six steps from home,
/// in its own middle column): nobody can meet anybody, so each colour races
/// alone, and the reachable positions are few enough to enumerate.
fn end_race() -> PachisiGame {
    let mut rules = PachisiRules::pachisi();
    rules.pieces = 1;
    rules.start = [78, 0, 0, 0];
    PachisiGame::new(rules, 4).unwrap()
}

#[test]
fn exact_odds_of_the_end_race_agree_with_the_reference_played_out() {
    use racegame::analysis::{self, Options};
    use racegame::pachisi::PachisiModel;
    let game = end_race();
    // Always move when a move exists (the first listed choice).
    let mut model = PachisiModel::new(|_: &PachisiGame, _: &PachisiState, _: &[PachisiAction]| 0);
    let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
    let sides = [odds.win[0] + odds.win[2], odds.win[1] + odds.win[3]];
    println!(
        "end race: {} states, side 0 wins {:.6}, side 1 {:.6}, mean length {:.4}",
        odds.states, sides[0], sides[1], odds.mean_length
    );
    assert!((sides[0] + sides[1] - 1.0).abs() < 1e-9);
    // Red throws first: its side is ahead.
    assert!(sides[0] > sides[1]);
    // The reference rule book, played out many times with the same policy,
    // lands within four standard errors of the exact figure.
    let book = Book::new(*game.rules(), false);
    let mut dice = Dice::seeded(11);
    let games = 20_000;
    let mut red_side = 0u32;
    for _ in 0..games {
        let mut p = book.start();
        while p.won.is_none() {
            if p.pending.is_some() {
                let (from, count) = book.moves(&p)[0];
                book.play(&mut p, from, count);
            } else {
                let chances = pachisi_ref::chances(&book.rules);
                let total = chances[0].2;
                let mut draw = dice.below(total as usize) as u64;
                let lot = chances
                    .iter()
                    .find(|&&(_, n, _)| {
                        let hit = draw < n;
                        draw = draw.saturating_sub(n);
                        hit
                    })
                    .unwrap()
                    .0;
                book.throw(&mut p, lot);
            }
        }
        red_side += u32::from(p.won == Some(0));
    }
    let seen = f64::from(red_side) / f64::from(games);
    let sd = (sides[0] * sides[1] / f64::from(games)).sqrt();
    assert!(
        (seen - sides[0]).abs() < 4.0 * sd,
        "seen {seen}, exact {}",
        sides[0]
    );
}

// ---- a small case solved exactly ----

#[test]
fn the_end_race_is_solved_exactly_and_its_keys_round_trip() {
    use racegame::analysis::{self, Options};
    use racegame::pachisi::PachisiModel;
    use racegame::solve::{self, SolveKey, SolveOptions};
    // One piece a colour, ten steps from home (progress 74): the pieces
    // never meet, but whether to move or pass still matters (home takes the
    // exact throw).
    let mut rules = PachisiRules::pachisi();
    rules.pieces = 1;
    rules.start = [74, 0, 0, 0];
    let game = PachisiGame::new(rules, 4).unwrap();
    let table = solve::solve(&game, &SolveOptions::default()).unwrap();
    let start = game.initial_state();
    let perfect = table.value(&game, &start).unwrap();
    let mut model = PachisiModel::new(|_: &PachisiGame, _: &PachisiState, _: &[PachisiAction]| 0);
    let odds = analysis::analyze(&game, &mut model, &Options::default()).unwrap();
    let always_move = odds.win[0] + odds.win[2];
    println!(
        "end race from 74: {} positions solved, Red and Green win {perfect:.6} with perfect play by both sides, {always_move:.6} when every colour always moves",
        table.len()
    );
    assert!((0.5..1.0).contains(&perfect), "{perfect}");
    // Every position the solver stored keys back to itself.
    let mut dice = Dice::seeded(2);
    let mut s = start;
    for _ in 0..200 {
        if game.is_over(&s) {
            break;
        }
        if let Some(key) = game.solve_key(&s) {
            assert_eq!(game.state_of_key(key), Some(s.without_counters()));
        }
        let action = match game.to_act(&s) {
            ToAct::Chance(_) => dice.throw_for(&game, &s).unwrap(),
            _ => {
                let mut legal = Vec::new();
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
        };
        s = game.apply(&s, action).unwrap().0;
    }
    // Three pieces a colour, or an action limit: no key.
    let mut big = PachisiRules::pachisi();
    big.pieces = 3;
    assert_eq!(PachisiGame::new(big, 4).unwrap().solve_key(&start), None);
}
