//! Acey-deucey's rule book (every checker starts off the board and enters as from the bar; a 1-2 is played, then a double of the player's choice, then another throw; a short part loses the rest; the loser pays a point a checker left), and an independent reference written from it for these tests, compared with the engine at every decision of random games.

mod bg;

use racegame::backgammon::{
    AceyDeucey, BLACK, BackgammonAction, BackgammonError, BackgammonEvent, BackgammonGame,
    BackgammonRules, BackgammonState, BackgammonStateError, Phase, Privilege, START, TurnMemory,
    WHITE, Win,
};
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// The reference's board: the mover's checkers one by one (26 waiting
/// to enter, 25 on the bar, 1 to 24 its points, 0 off), and the
/// opponent's counts by the mover's numbers (25: its bar).
#[derive(Clone, PartialEq, Eq, Debug)]
struct Board {
    checkers: Vec<usize>,
    theirs: [u8; 26],
    /// Whether a checker on the bar may wait while one enters from the
    /// start area (a deliberately wrong rule, to show that the comparison
    /// finds it).
    start_before_bar: bool,
}

impl Board {
    fn of(s: &BackgammonState, seat: Seat) -> Board {
        let them = Seat(1 - seat.0);
        let mut checkers = Vec::new();
        for p in 0..=26u8 {
            for _ in 0..s.count(seat, p) {
                checkers.push(usize::from(p));
            }
        }
        let theirs: [u8; 26] = std::array::from_fn(|p| match p {
            0 => 0,
            25 => s.bar(them),
            _ => s.count(them, 25 - p as u8),
        });
        Board {
            checkers,
            theirs,
            start_before_bar: false,
        }
    }

    fn count(&self, p: usize) -> usize {
        self.checkers.iter().filter(|&&c| c == p).count()
    }

    /// Moves checker `i` with `die` if the rule book allows it.
    fn step(&self, i: usize, die: usize) -> Option<Board> {
        let from = self.checkers[i];
        let bar_waits = self.count(25) > 0;
        if from == 0 || (bar_waits && from != 25 && !(from == 26 && self.start_before_bar)) {
            return None;
        }
        let mut next = self.clone();
        // Entering, from the bar or from off the board, is the same move.
        let distance_from = from.min(25);
        if distance_from > die {
            let to = distance_from - die;
            if self.theirs[to] >= 2 {
                return None;
            }
            if self.theirs[to] == 1 {
                next.theirs[to] = 0;
                next.theirs[25] += 1;
            }
            next.checkers[i] = to;
        } else {
            if self.checkers.iter().any(|&c| c > 6) {
                return None;
            }
            let farthest = *self.checkers.iter().max()?;
            if from != die && from != farthest {
                return None;
            }
            next.checkers[i] = 0;
        }
        Some(next)
    }

    fn won(&self) -> bool {
        self.checkers.iter().all(|&c| c == 0)
    }
}

/// Every maximal sequence of moves of `dice` as `(from, die)` steps.
fn sequences(
    b: &Board,
    dice: &[usize],
    path: &mut Vec<(usize, usize)>,
    out: &mut Vec<Vec<(usize, usize)>>,
) {
    let mut moved = false;
    if !b.won() {
        for (k, &die) in dice.iter().enumerate() {
            if dice[..k].contains(&die) {
                continue;
            }
            let mut rest = dice.to_vec();
            rest.remove(k);
            for i in 0..b.checkers.len() {
                if let Some(next) = b.step(i, die) {
                    moved = true;
                    path.push((b.checkers[i], die));
                    sequences(&next, &rest, path, out);
                    path.pop();
                }
            }
        }
    }
    if !moved {
        out.push(path.clone());
    }
}

/// The legal plays of `a`-`b` (a double four times): the most dice; with
/// one die of two, the larger where possible.
fn legal_plays(board: &Board, a: usize, b: usize) -> Vec<Vec<(usize, usize)>> {
    let dice: Vec<usize> = if a == b { vec![a; 4] } else { vec![a, b] };
    let mut all = Vec::new();
    sequences(board, &dice, &mut Vec::new(), &mut all);
    let most = all.iter().map(Vec::len).max().unwrap_or(0);
    all.retain(|p| p.len() == most);
    if most == 1 && a != b && all.iter().any(|p| p[0].1 == a.max(b)) {
        all.retain(|p| p[0].1 == a.max(b));
    }
    all.sort();
    all.dedup();
    all
}

/// The board after `play` from `board`.
fn after(board: &Board, play: &[(usize, usize)]) -> Board {
    let mut b = board.clone();
    for &(from, die) in play {
        let i = b.checkers.iter().position(|&c| c == from).unwrap();
        b = b.step(i, die).unwrap();
    }
    b
}

fn moves(game: &BackgammonGame, s: &BackgammonState) -> Vec<(usize, usize)> {
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    let mut out: Vec<(usize, usize)> = legal
        .iter()
        .map(|a| match *a {
            BackgammonAction::Move { from, die } => (usize::from(from), usize::from(die)),
            other => panic!("not a move: {other:?}"),
        })
        .collect();
    out.sort_unstable();
    out
}

/// What the reference expects once a part of a turn is played: the
/// part's dice, whether it was played in full, what it earns.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Next {
    /// The other side throws.
    Other,
    /// The same side names a double.
    Name,
    /// The same side throws again.
    Again,
}

/// What the rule book gives after a part: `one_two` (the part was a
/// 1-2's), `named` (a named double's), `double` (a thrown double's),
/// `full` (every die played), `waiting` (checkers still to enter).
fn next(acey: AceyDeucey, part: Part, full: bool, waiting: bool) -> Next {
    let earned = full || !acey.forfeit;
    match part {
        Part::OneTwo if earned && !(acey.all_entered && waiting) => Next::Name,
        Part::Named if earned => Next::Again,
        Part::Double if earned && acey.doubles_again => Next::Again,
        _ => Next::Other,
    }
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Part {
    Plain,
    OneTwo,
    Named,
    Double,
}

/// Tallies of a comparison.
#[derive(Default, Debug)]
struct Tally {
    games: u64,
    positions: u64,
    names: u64,
    again: u64,
    differ: u64,
}

/// Plays `seeds` random games of `game`, comparing at every decision the
/// engine's legal actions with the reference's (under `acey`, the rule
/// book's readings; `start_before_bar` its deliberately wrong variant),
/// and after every part of a turn who acts next and how. A game stops at
/// its first difference.
fn compare(game: &BackgammonGame, acey: AceyDeucey, start_before_bar: bool, seeds: u64) -> Tally {
    let mut t = Tally::default();
    for seed in 0..seeds {
        t.games += 1;
        if !compare_game(game, acey, start_before_bar, seed, &mut t) {
            t.differ += 1;
        }
    }
    t
}

/// One game of [`compare`]; false at the first difference.
fn compare_game(
    game: &BackgammonGame,
    acey: AceyDeucey,
    start_before_bar: bool,
    seed: u64,
    t: &mut Tally,
) -> bool {
    let mut dice = Dice::seeded(seed);
    let mut s = game.initial_state();
    // The part being played (none while `plays` is empty): its plays, its
    // dice, its kind, its moves so far, the board it began on, its mover.
    let mut plays: Vec<Vec<(usize, usize)>> = Vec::new();
    let (mut part_dice, mut part, mut mover) = (0, Part::Plain, WHITE);
    let mut done: Vec<(usize, usize)> = Vec::new();
    let mut start = Board::of(&s, WHITE);
    let mut begin = |at: &BackgammonState, a: usize, b: usize| {
        let mut board = Board::of(at, at.turn());
        board.start_before_bar = start_before_bar;
        (legal_plays(&board, a, b), board)
    };
    while !game.is_over(&s) {
        let going_on = plays
            .iter()
            .any(|p| p.len() > done.len() && p[..done.len()] == done[..]);
        if !plays.is_empty() && !going_on {
            // The part is played: who acts next, and how?
            let waiting = after(&start, &done).count(26) > 0;
            let want = next(acey, part, done.len() == part_dice, waiting);
            let got = match s.phase() {
                Phase::NamingDoubles if s.turn() == mover => Next::Name,
                Phase::AwaitingThrow if s.turn() == mover => Next::Again,
                Phase::AwaitingThrow => Next::Other,
                _ => return false,
            };
            if want != got {
                return false;
            }
            t.again += u64::from(got == Next::Again);
            plays.clear();
        }
        let seat = s.turn();
        match game.to_act(&s) {
            ToAct::Player(_) if s.phase() == Phase::NamingDoubles => {
                let mut legal = Vec::new();
                game.legal_actions(&s, &mut legal);
                let six: Vec<_> = (1..=6).map(BackgammonAction::NameDoubles).collect();
                t.positions += 1;
                if legal != six {
                    return false;
                }
                t.names += 1;
                let v = 1 + dice.below(6);
                (plays, start) = begin(&s, v, v);
                (part_dice, part, mover) = (4, Part::Named, seat);
                done.clear();
                s = game.apply(&s, legal[v - 1]).unwrap().0;
            }
            ToAct::Player(_) => {
                let mut want: Vec<(usize, usize)> = plays
                    .iter()
                    .filter(|p| p.len() > done.len() && p[..done.len()] == done[..])
                    .map(|p| p[done.len()])
                    .collect();
                want.sort_unstable();
                want.dedup();
                t.positions += 1;
                if moves(game, &s) != want {
                    return false;
                }
                assert_eq!(game.validate(&s), Ok(()), "{s}");
                let pick = want[dice.below(want.len())];
                done.push(pick);
                let action = BackgammonAction::Move {
                    from: pick.0 as u8,
                    die: pick.1 as u8,
                };
                s = game.apply(&s, action).unwrap().0;
            }
            _ => {
                let before = s;
                let action = dice.throw_for(game, &s).unwrap();
                s = game.apply(&s, action).unwrap().0;
                if let BackgammonAction::Throw(roll) = action
                    && before.phase() == Phase::AwaitingThrow
                {
                    let [a, b] = [usize::from(roll.dice()[0]), usize::from(roll.dice()[1])];
                    (plays, start) = begin(&before, a, b);
                    done.clear();
                    mover = seat;
                    (part_dice, part) = match (a.min(b), a.max(b)) {
                        (1, 2) => (2, Part::OneTwo),
                        _ if a == b => (4, Part::Double),
                        _ => (2, Part::Plain),
                    };
                }
            }
        }
    }
    true
}

#[test]
fn the_engine_offers_exactly_the_reference_actions_on_random_games() {
    let mut total = Tally::default();
    for (acey, seeds) in [
        (AceyDeucey::AMERICAN, 120),
        (variant(|a| a.forfeit = false), 40),
        (variant(|a| a.all_entered = true), 40),
        (variant(|a| a.doubles_again = true), 40),
    ] {
        let mut rules = BackgammonRules::acey_deucey();
        rules.acey_deucey = Some(acey);
        let t = compare(&BackgammonGame::new(rules).unwrap(), acey, false, seeds);
        eprintln!("acey-deucey {acey:?}: {t:?}");
        assert_eq!(t.differ, 0, "{acey:?}");
        assert!(t.names > 20 && t.again > 20, "{acey:?}: {t:?}");
        total.games += t.games;
        total.positions += t.positions;
        total.names += t.names;
        total.again += t.again;
    }
    eprintln!("acey-deucey, every reading: {total:?}");
    assert!(total.positions > 20_000);
}

fn variant(change: impl Fn(&mut AceyDeucey)) -> AceyDeucey {
    let mut a = AceyDeucey::AMERICAN;
    change(&mut a);
    a
}

#[test]
fn the_comparison_finds_a_wrong_rule() {
    // The engine keeps the privilege after a short part; the reference,
    // the rule book, does not.
    let mut rules = BackgammonRules::acey_deucey();
    rules.acey_deucey = Some(variant(|a| a.forfeit = false));
    let lenient = BackgammonGame::new(rules).unwrap();
    assert!(compare(&lenient, AceyDeucey::AMERICAN, false, 60).differ > 0);
    // A reference that lets a checker enter from the start area while
    // one waits on the bar differs from the engine, which does not.
    let game = BackgammonGame::acey_deucey();
    assert!(compare(&game, AceyDeucey::AMERICAN, true, 60).differ > 0);
    // Backgammon's 1-2 earns nothing.
    let mut plain = BackgammonRules::acey_deucey();
    plain.acey_deucey = None;
    let plain = BackgammonGame::new(plain).unwrap();
    assert!(compare(&plain, AceyDeucey::AMERICAN, false, 60).differ > 0);
}
