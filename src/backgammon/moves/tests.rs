//! The generator's shortcuts (legal first moves settled by mask arithmetic) against a plain search of every play, on random positions of every preset.

use super::*;
use crate::backgammon::{BackgammonGame, BackgammonState};
use crate::dice::Dice;
use crate::game::{RaceGame, Seat};
use alloc::vec;
use alloc::vec::Vec;

/// The best key of any play of `dice` from `f`, by walking every sequence
/// of moves (no shortcut).
fn best_plain(laws: &Laws, f: &Frame, dice: DiceLeft) -> Key {
    let mut best = laws.stop(f);
    for &die in dice.distinct() {
        let mut m = laws.movers(f, die);
        while m != 0 {
            let from = (31 - m.leading_zeros()) as u8;
            m &= !(1 << from);
            best = best.max(key_plain(laws, f, dice, from, die));
        }
    }
    best
}

/// The best key of a play beginning with `from` and `die`, walked plainly.
fn key_plain(laws: &Laws, f: &Frame, dice: DiceLeft, from: u8, die: u8) -> Key {
    let mut child = *f;
    if laws.play(&mut child, from, die).ending != Ending::None {
        // The game is over: the dice left are not used.
        return Laws::compose(dice, die, LARGER | OPEN);
    }
    let rest = match dice.without(die) {
        None => laws.stop(&child),
        Some(left) => best_plain(laws, &child, left),
    };
    Laws::compose(dice, die, rest)
}

/// The legal first moves by the plain search: the physical moves whose best
/// play is as good as the best of all.
fn move_set_plain(laws: &Laws, f: &Frame, dice: DiceLeft) -> MoveSet {
    let best = best_plain(laws, f, dice);
    let mut set = MoveSet::default();
    for (i, &die) in dice.distinct().iter().enumerate() {
        set.dice[i] = die;
        let mut m = laws.movers(f, die);
        while m != 0 {
            let from = m.trailing_zeros() as u8;
            m &= m - 1;
            if key_plain(laws, f, dice, from, die) == best {
                set.origins[i] |= 1 << from;
            }
        }
    }
    set
}

/// A random position of `game` (checkers bunched near both ends of the
/// track, where the bar, the bear-off, pins and mothers meet), or `None`
/// when the draw is not a position.
fn random_position(game: &BackgammonGame, dice: &mut Dice) -> Option<BackgammonState> {
    let rules = game.rules();
    let n = rules.checkers;
    let mut sides = [[0u8; 26]; 2];
    let mut pins: [Vec<u8>; 2] = [Vec::new(), Vec::new()];
    for side in 0..2 {
        // A few on the starting point (none, or a lone mother, or more);
        // the others one by one, or in pairs that close points.
        let on_start = (dice.below(4) as u8).min(n);
        let pairs = dice.below(2) == 0;
        let mut k = 0;
        while k < n {
            let p = match dice.below(8) {
                _ if k < on_start => 24,
                0 => 0,
                1 if rules.contact == Contact::Hit => 25,
                2 | 3 => 22 + dice.below(2) as u8,
                4 | 5 => 1 + dice.below(6) as u8,
                _ => 1 + dice.below(23) as u8,
            };
            let c = if pairs && k >= on_start {
                2.min(n - k)
            } else {
                1
            };
            let q = rules.direction.other(p);
            let theirs = if (1..=24).contains(&p) {
                sides[1 - side][q as usize]
            } else {
                0
            };
            let ok = match rules.contact {
                _ if theirs == 0 => true,
                Contact::Pin => theirs == 1 && !pins[side].contains(&p),
                _ => false,
            };
            let p = if ok { p } else { 0 };
            if ok && theirs == 1 && !pins[1 - side].contains(&q) {
                pins[1 - side].push(q);
            }
            sides[side][p as usize] += c;
            k += c;
        }
    }
    let points = |s: &[u8; 26]| (1..=24u8).map(|p| (p, s[p as usize])).collect::<Vec<_>>();
    let mut s = game.initial_state();
    for (i, seat) in [Seat(0), Seat(1)].into_iter().enumerate() {
        s = s.with_side(seat, &points(&sides[i]), sides[i][25], sides[i][0]);
    }
    for (i, seat) in [Seat(0), Seat(1)].into_iter().enumerate() {
        for &p in &pins[i] {
            s = s.with_pin(seat, p);
        }
    }
    let values = random_dice_left(dice);
    let s = s.with_dice(Seat(dice.below(2) as u8), DiceLeft::new(&values)?);
    game.validate(&s).ok().map(|_| s)
}

/// The dice left of a turn: one to four of a double, one die, or two.
fn random_dice_left(dice: &mut Dice) -> Vec<u8> {
    match (1 + dice.below(6) as u8, 1 + dice.below(6) as u8) {
        (a, b) if a == b => vec![a; 1 + dice.below(4)],
        (a, b) if dice.below(4) == 0 => vec![a.max(b)],
        (a, b) => vec![a, b],
    }
}

#[test]
fn the_shortcuts_settle_the_same_first_moves_as_a_plain_search() {
    let mut games: Vec<BackgammonGame> = crate::backgammon::presets::PRESET_NAMES
        .iter()
        .map(|name| BackgammonGame::named(name, 2).unwrap().unwrap())
        .collect();
    games.push(BackgammonGame::new(BackgammonRules::hypergammon_with(5).unwrap()).unwrap());
    let mut dice = Dice::seeded(25);
    for game in &games {
        let mut checked = 0;
        while checked < 2000 {
            let Some(s) = random_position(game, &mut dice) else {
                continue;
            };
            let f = game.frame(&s, s.turn());
            let left = s.dice().unwrap();
            assert_eq!(
                game.laws.move_set(&f, left),
                move_set_plain(&game.laws, &f, left),
                "{s}"
            );
            checked += 1;
        }
    }
}
