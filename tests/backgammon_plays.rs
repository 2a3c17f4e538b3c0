//! The turn two ways, one generator: the plays API against GNU Backgammon's opening lists and a small independent enumerator, and the legal moves against `apply`, on seeded games and random positions of every preset.

mod bg;

use std::collections::BTreeSet;

use proptest::prelude::*;
use racegame::backgammon::{
    BLACK, BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, DiceLeft, Phase,
    WHITE,
};
use racegame::record::Presets;
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// Every preset without the doubling cube (the walks here move checkers
/// only; `tests/backgammon_cube.rs` has the cube's decisions), and
/// hypergammon with five checkers.
fn presets() -> Vec<BackgammonGame> {
    let presets = BackgammonGame::every_preset(2).unwrap();
    let mut games: Vec<_> = presets
        .into_iter()
        .map(|(_, game)| game)
        .filter(|game| game.rules().cube.is_none())
        .collect();
    games.push(BackgammonGame::new(BackgammonRules::hypergammon_with(5).unwrap()).unwrap());
    games
}

/// The gnubg fixture: per roll, the plays as text.
fn gnubg_opening() -> Vec<(Roll, BTreeSet<String>)> {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/fixtures/gnubg_opening_plays.txt"
    ))
    .unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|line| {
            let (roll, plays) = line.split_once(": ").unwrap();
            let (a, b) = roll.split_once('-').unwrap();
            let roll = Roll::two(a.parse().unwrap(), b.parse().unwrap()).unwrap();
            (roll, plays.split("; ").map(String::from).collect())
        })
        .collect()
}

#[test]
fn the_opening_plays_are_those_gnubg_lists_written_as_gnubg_writes_them() {
    let game = BackgammonGame::backgammon();
    let start = game.initial_state().with_turn(WHITE);
    let mut total = 0;
    let fixture = gnubg_opening();
    assert_eq!(fixture.len(), 21);
    for (roll, theirs) in fixture {
        let ours: BTreeSet<String> = game
            .plays_of_roll(&start, roll)
            .unwrap()
            .iter()
            .map(ToString::to_string)
            .collect();
        assert_eq!(ours, theirs, "{roll:?}");
        total += ours.len();
    }
    assert_eq!(total, 447);
}

/// The opening position's distinct plays per roll (White to play; rolls in
/// the order of `perft`: 1-1, 2-1, 2-2, 3-1, ...), as GNU Backgammon lists
/// them (`tests/fixtures/gnubg_opening_plays.txt`).
const OPENING_PLAYS: [(u8, u8, usize); 21] = [
    (1, 1, 42),
    (2, 1, 15),
    (2, 2, 75),
    (3, 1, 16),
    (3, 2, 17),
    (3, 3, 73),
    (4, 1, 14),
    (4, 2, 18),
    (4, 3, 17),
    (4, 4, 52),
    (5, 1, 8),
    (5, 2, 8),
    (5, 3, 9),
    (5, 4, 9),
    (5, 5, 4),
    (6, 1, 10),
    (6, 2, 14),
    (6, 3, 14),
    (6, 4, 14),
    (6, 5, 7),
    (6, 6, 11),
];

#[test]
fn the_opening_position_has_these_distinct_plays_per_roll() {
    let game = BackgammonGame::backgammon();
    let start = game.initial_state().with_turn(WHITE);
    let fixture = gnubg_opening();
    let (mut nodes, mut weighted) = (0, 0);
    for &(a, b, count) in &OPENING_PLAYS {
        let roll = Roll::two(a, b).unwrap();
        assert_eq!(
            game.plays_of_roll(&start, roll).unwrap().len(),
            count,
            "{a}-{b}"
        );
        let theirs = fixture.iter().find(|(r, _)| *r == roll).unwrap();
        assert_eq!(theirs.1.len(), count, "gnubg's {a}-{b}");
        nodes += count as u64;
        weighted += count as u64 * if a == b { 1 } else { 2 };
    }
    let one = racegame::backgammon::perft(&game, &start, 1);
    assert_eq!((one.nodes, one.weighted), (nodes, weighted));
}

/// Every play reached by walking the legal actions from `s` (a state
/// awaiting a move) to the end of its dice (the end of the turn, or under
/// acey-deucey a double to name or another throw): the end states.
fn walked(game: &BackgammonGame, s: &BackgammonState, out: &mut BTreeSet<String>) {
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    for &a in &legal {
        let next = game.apply(s, a).unwrap().0;
        if next.dice().is_some() && next.turn() == s.turn() {
            walked(game, &next, out);
        } else {
            out.insert(end_text(&next));
        }
    }
}

/// The end of a play: its board with its result (the side to act next,
/// the game over or not), for telling plays apart.
fn end_text(s: &BackgammonState) -> String {
    s.to_string()
}

/// Checks the plays API against walking the legal actions in `s`.
fn plays_equal_walks(game: &BackgammonGame, s: &BackgammonState) {
    let plays = game.plays(s);
    let ends: BTreeSet<String> = plays.iter().map(|p| end_text(p.state())).collect();
    assert_eq!(ends.len(), plays.len(), "two plays end alike: {s}");
    let mut walks = BTreeSet::new();
    walked(game, s, &mut walks);
    assert_eq!(ends, walks, "{s}");
    for play in &plays {
        // Its actions replay to its end state, and its text reads back.
        let mut end = *s;
        for a in play.actions() {
            end = game.apply(&end, a).unwrap().0;
        }
        assert_eq!(&end, play.state());
        assert_eq!(
            game.parse_play(s, &play.to_string()),
            Ok(*play),
            "{play} in {s}"
        );
    }
}

/// Plays a seeded game, calling `visit` on every `every`-th state awaiting
/// a move.
fn visit_moves(
    game: &BackgammonGame,
    seed: u64,
    every: usize,
    mut visit: impl FnMut(&BackgammonState),
) {
    let mut dice = Dice::seeded(seed);
    let mut s = game.initial_state();
    let mut legal = Vec::new();
    let mut seen = 0;
    while !game.is_over(&s) && s.actions() < 2_000 {
        let action = match game.to_act(&s) {
            // A state awaiting a move (not acey-deucey's double to name).
            ToAct::Player(_) if s.dice().is_none() => {
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            ToAct::Player(_) => {
                if seen % every == 0 {
                    visit(&s);
                }
                seen += 1;
                game.legal_actions(&s, &mut legal);
                legal[dice.below(legal.len())]
            }
            _ => dice.throw_for(game, &s).unwrap(),
        };
        s = game.apply(&s, action).unwrap().0;
    }
}

#[test]
fn the_plays_are_the_end_positions_of_walking_the_legal_moves() {
    for (seed, game) in presets().iter().enumerate() {
        visit_moves(game, seed as u64, 5, |s| plays_equal_walks(game, s));
    }
}

/// A small enumerator of backgammon plays written apart from the engine:
/// boards by the mover's numbers (`mine[25]` its bar, `theirs[p]` the
/// opponent on the mover's point `p`, `theirs[25]` the opponent's bar),
/// every sequence of moves, then the rules' choice of the longest (and the
/// larger die). Backgammon's rules only.
mod oracle {
    pub type Board = ([u8; 26], [u8; 26], u8);

    fn moves(b: &Board, die: u8) -> Vec<Board> {
        let (mine, theirs, _) = b;
        let mut out = Vec::new();
        let home = (7..=25).all(|p| mine[p] == 0);
        for from in (1..=25u8).rev() {
            if mine[from as usize] == 0 || (mine[25] > 0 && from != 25) {
                continue;
            }
            let mut next = *b;
            next.0[from as usize] -= 1;
            if from > die {
                let to = (from - die) as usize;
                if theirs[to] >= 2 {
                    continue;
                }
                if theirs[to] == 1 {
                    next.1[to] = 0;
                    next.1[25] += 1;
                }
                next.0[to] += 1;
            } else {
                let farthest = (from as usize + 1..=6).all(|p| mine[p] == 0);
                if !home || (from < die && !farthest) {
                    continue;
                }
                next.2 += 1;
            }
            out.push(next);
        }
        out
    }

    /// (end board, dice used, whether the first die used is the larger).
    fn all(b: &Board, dice: &[u8], used: usize, checkers: u8, out: &mut Vec<(Board, usize, u8)>) {
        let mut any = false;
        let mut seen = Vec::new();
        for (i, &d) in dice.iter().enumerate() {
            if seen.contains(&d) {
                continue;
            }
            seen.push(d);
            for next in moves(b, d) {
                any = true;
                let mut rest = dice.to_vec();
                rest.remove(i);
                if next.2 == checkers {
                    // A win ends the turn: the dice left are not used.
                    out.push((next, used + 1, d));
                } else {
                    let start = out.len();
                    all(&next, &rest, used + 1, checkers, out);
                    for e in &mut out[start..] {
                        if e.1 == used + 1 {
                            e.2 = d;
                        }
                    }
                }
            }
        }
        if !any {
            out.push((*b, used, 0));
        }
    }

    /// The end boards of the legal plays.
    pub fn plays(b: &Board, dice: &[u8], checkers: u8) -> Vec<Board> {
        let mut every = Vec::new();
        all(b, dice, 0, checkers, &mut every);
        let most = every.iter().map(|e| e.1).max().unwrap_or(0);
        let mut best: Vec<_> = every.into_iter().filter(|e| e.1 == most).collect();
        let larger = dice.iter().copied().max().unwrap_or(0);
        if most == 1 && dice.len() == 2 && best.iter().any(|e| e.2 == larger) {
            best.retain(|e| e.2 == larger);
        }
        let mut ends: Vec<Board> = best.into_iter().map(|e| e.0).collect();
        ends.sort();
        ends.dedup();
        ends
    }
}

/// The oracle's board of `s` from the side to move.
fn oracle_board(s: &BackgammonState) -> oracle::Board {
    let me = s.turn();
    let other = Seat(1 - me.0);
    let mut b = ([0u8; 26], [0u8; 26], s.borne_off(me));
    for p in 1..=25u8 {
        b.0[p as usize] = s.count(me, p);
        b.1[p as usize] = if p == 25 {
            s.bar(other)
        } else {
            s.count(other, 25 - p)
        };
    }
    b
}

/// Random positions of `checkers` a side under backgammon's rules: checkers
/// on points the other side does not hold, on the bar or off.
fn random_position(game: &BackgammonGame, seed: u64) -> Option<BackgammonState> {
    let mut dice = Dice::seeded(seed);
    let n = game.rules().checkers;
    let mut sides = [[0u8; 26]; 2];
    let home_only = dice.below(3) == 0;
    for side in 0..2 {
        for _ in 0..n {
            let p = if home_only && side == 0 {
                dice.below(7)
            } else {
                dice.below(26)
            } as u8;
            let q = if p == 0 || p == 25 {
                None
            } else {
                Some(25 - p)
            };
            if q.is_some_and(|q| sides[1 - side][q as usize] > 0) {
                sides[side][0] += 1;
            } else {
                sides[side][p as usize] += 1;
            }
        }
    }
    let points = |s: &[u8; 26]| (1..=24u8).map(|p| (p, s[p as usize])).collect::<Vec<_>>();
    let s = game
        .initial_state()
        .with_side(WHITE, &points(&sides[0]), sides[0][25], sides[0][0])
        .with_side(BLACK, &points(&sides[1]), sides[1][25], sides[1][0])
        .with_turn(WHITE);
    game.validate(&s).ok().map(|_| s)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn the_plays_are_those_an_independent_enumerator_finds(seed in any::<u64>(), a in 1u8..=6, b in 1u8..=6, hyper in any::<bool>()) {
        let game = if hyper { BackgammonGame::hypergammon() } else { BackgammonGame::backgammon() };
        let Some(s) = random_position(&game, seed) else { return Ok(()); };
        let plays = game.plays_of_roll(&s, Roll::two(a, b).unwrap()).unwrap();
        let mut ours: Vec<oracle::Board> = plays
            .iter()
            .map(|p| {
                // The end seen from the side that moved.
                let end = p.state().with_dice(WHITE, DiceLeft::new(&[1]).unwrap());
                oracle_board(&end)
            })
            .collect();
        ours.sort();
        let dice: Vec<u8> = if a == b { vec![a; 4] } else { vec![a, b] };
        let theirs = oracle::plays(&oracle_board(&s), &dice, game.rules().checkers);
        prop_assert_eq!(ours, theirs, "{} with {}-{}", s, a, b);
    }

}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(8))]

    #[test]
    fn the_legal_moves_are_exactly_the_moves_apply_accepts(seed in any::<u64>(), which in 0usize..64, steps in 0usize..160) {
        let games = presets();
        let game = &games[which % games.len()];
        let mut dice = Dice::seeded(seed);
        let mut s = game.initial_state();
        let mut legal = Vec::new();
        for _ in 0..steps {
            if game.is_over(&s) {
                break;
            }
            let action = match game.to_act(&s) {
                ToAct::Player(_) => {
                    game.legal_actions(&s, &mut legal);
                    let froms = (1..=25u8).chain([0, 26, 27, 31, 200]);
                    for from in froms {
                        for die in (1..=6u8).chain(if from == 25 { &[0, 7, 255][..] } else { &[][..] }.iter().copied()) {
                            let a = BackgammonAction::Move { from, die };
                            let accepted = game.apply(&s, a).is_ok();
                            prop_assert_eq!(accepted, legal.contains(&a), "{:?} in {}", a, s);
                        }
                    }
                    if s.phase() != Phase::NamingDoubles {
                        prop_assert_eq!(legal.len(), game.move_set(&s).len());
                    }
                    legal[dice.below(legal.len())]
                }
                _ => dice.throw_for(game, &s).unwrap(),
            };
            s = game.apply(&s, action).unwrap().0;
        }
    }

    #[test]
    fn every_sequence_of_legal_moves_completes_a_longest_play(seed in any::<u64>(), which in 0usize..64) {
        // Random legal moves to the end of each turn use as many dice as the
        // longest play of the roll, and end where one of the plays ends.
        let games = presets();
        let game = &games[which % games.len()];
        let mut dice = Dice::seeded(seed);
        let mut s = game.initial_state();
        let mut legal = Vec::new();
        while !game.is_over(&s) && s.actions() < 1_500 {
            if !matches!(game.to_act(&s), ToAct::Player(_)) {
                s = game.apply(&s, dice.throw_for(game, &s).unwrap()).unwrap().0;
                continue;
            }
            if s.phase() == Phase::NamingDoubles {
                // Acey-deucey: a double named, then its plays.
                game.legal_actions(&s, &mut legal);
                s = game.apply(&s, legal[dice.below(legal.len())]).unwrap().0;
                continue;
            }
            let plays = game.plays(&s);
            let longest = plays.iter().map(|p| p.steps().len()).max().unwrap();
            let seat = s.turn();
            let dice_left = s.dice().map_or(0, |d| d.len());
            let mut moved = 0;
            while s.dice().is_some() && s.turn() == seat {
                game.legal_actions(&s, &mut legal);
                s = game.apply(&s, legal[dice.below(legal.len())]).unwrap().0;
                moved += 1;
            }
            // A play that ends the game early uses fewer dice only when no
            // play uses more (with 5-1, 4/3 3/off wins and 4/off may not).
            prop_assert!(moved == longest && moved <= dice_left, "{} moves", moved);
            prop_assert!(plays.iter().any(|p| end_text(p.state()) == end_text(&s)));
        }
    }
}
