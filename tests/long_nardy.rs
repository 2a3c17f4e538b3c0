//! Long nardy's rule book, rule by rule, and an independent reference move generator (written from the rule book for these tests only) compared with the engine's legal moves on random games.

mod bg;

use racegame::backgammon::{
    BackgammonAction, BackgammonError, BackgammonGame, BackgammonRules, BackgammonState,
    BackgammonStateError, DiceLeft, Phase, Restriction, TurnMemory, WHITE,
};
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// The reference: the board from the mover's side, its checkers and the
/// opponent's by the mover's numbers (index 1 to 24; 0 is off).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Board {
    mine: [u8; 25],
    theirs: [u8; 25],
}

/// The opponent's number for the mover's point `p` (both sides travel the
/// same way: one side's 1 to 12 are the other's 13 to 24).
fn other(p: usize) -> usize {
    if p <= 12 { p + 12 } else { p - 12 }
}

impl Board {
    fn of(s: &BackgammonState, seat: Seat) -> Board {
        let them = Seat(1 - seat.0);
        let mut b = Board {
            mine: [0; 25],
            theirs: [0; 25],
        };
        for p in 1..=24 {
            b.mine[p] = s.count(seat, p as u8);
            b.theirs[p] = s.count(them, other(p) as u8);
        }
        b.mine[0] = s.borne_off(seat);
        b
    }

    fn all_home(&self) -> bool {
        (7..=24).all(|p| self.mine[p] == 0)
    }

    /// Whether the mover holds six points in a row along the opponent's
    /// path with no opposing checker ahead of them (every one behind).
    fn blind_prime(&self) -> bool {
        // By the opponent's numbers q: held by the mover?
        let held = |q: usize| self.mine[other(q)] > 0;
        let theirs_at = |q: usize| self.theirs[other(q)] > 0;
        (1..=19).any(|low| (low..low + 6).all(held) && !(1..low).any(theirs_at))
            && (1..=24).any(theirs_at)
    }

    /// Moves `from` with `die` if the rule book allows it (the head's
    /// allowance `head_left`); the board after, and the allowance after.
    fn step(&self, from: usize, die: usize, head_left: u8) -> Option<(Board, u8)> {
        if self.mine[from] == 0 {
            return None;
        }
        if from == 24 && head_left == 0 {
            return None;
        }
        let mut next = *self;
        next.mine[from] -= 1;
        if from > die {
            let to = from - die;
            if self.theirs[to] > 0 {
                return None;
            }
            next.mine[to] += 1;
            if next.blind_prime() && !self.blind_prime() {
                return None;
            }
        } else {
            if !self.all_home() {
                return None;
            }
            let farthest = (1..=6).rev().find(|&p| self.mine[p] > 0)?;
            if from != die && from != farthest {
                return None;
            }
            next.mine[0] += 1;
        }
        Some((next, head_left - u8::from(from == 24)))
    }
}

/// A turn of the rule book: the board and the checkers the head may
/// still give this turn.
struct Turn {
    board: Board,
    head_left: u8,
}

impl bg::reference::RuleBook for Turn {
    fn finished(&self) -> bool {
        self.board.mine[0] == 15
    }

    fn moves_of(&self, die: usize) -> Vec<(usize, Turn)> {
        (1..=24)
            .filter_map(|from| {
                let (board, head_left) = self.board.step(from, die, self.head_left)?;
                Some((from, Turn { board, head_left }))
            })
            .collect()
    }
}

/// The legal plays of a turn of `a`-`b` from `board` by the rule book: the
/// head gives one checker a turn, two on a first turn of 6-6, 4-4 or 3-3.
fn legal_plays(board: &Board, a: usize, b: usize) -> Vec<Vec<(usize, usize)>> {
    let first_turn = board.mine[24] == 15;
    let head_left = if first_turn && a == b && matches!(a, 3 | 4 | 6) {
        2
    } else {
        1
    };
    let turn = Turn {
        board: *board,
        head_left,
    };
    bg::reference::legal_plays(&turn, a, b)
}

fn moves(game: &BackgammonGame, s: &BackgammonState) -> Vec<(usize, usize)> {
    let mut legal = Vec::new();
    game.legal_actions(s, &mut legal);
    let mut out: Vec<(usize, usize)> = legal
        .iter()
        .map(|a| match *a {
            BackgammonAction::Move { from, die } => (from as usize, die as usize),
            other => panic!("not a move: {other:?}"),
        })
        .collect();
    out.sort_unstable();
    out
}

/// Plays `seeds` random games of `game`, comparing at every decision the
/// engine's legal moves with the reference's (the first moves of the
/// reference's legal plays that begin with the moves already made);
/// returns the positions compared and those where the two differ (a game
/// stops at its first difference).
fn compare(game: &BackgammonGame, seeds: u64) -> (usize, usize) {
    let (mut positions, mut differ) = (0, 0);
    for seed in 0..seeds {
        let mut dice = Dice::seeded(seed);
        let mut s = game.initial_state();
        let mut plays: Vec<Vec<(usize, usize)>> = Vec::new();
        let mut done: Vec<(usize, usize)> = Vec::new();
        while !game.is_over(&s) {
            if let ToAct::Player(_) = game.to_act(&s) {
                let mut want: Vec<(usize, usize)> = plays
                    .iter()
                    .filter(|p| p.len() > done.len() && p[..done.len()] == done[..])
                    .map(|p| p[done.len()])
                    .collect();
                want.sort_unstable();
                want.dedup();
                positions += 1;
                if moves(game, &s) != want {
                    differ += 1;
                    break;
                }
                assert_eq!(game.validate(&s), Ok(()), "{s}");
                let pick = want[dice.below(want.len())];
                done.push(pick);
                let action = BackgammonAction::Move {
                    from: pick.0 as u8,
                    die: pick.1 as u8,
                };
                s = game.apply(&s, action).unwrap().0;
                continue;
            }
            let before = s;
            let action = dice.throw_for(game, &s).unwrap();
            s = game.apply(&s, action).unwrap().0;
            if let BackgammonAction::Throw(roll) = action
                && before.phase() == Phase::AwaitingThrow
            {
                let [a, b] = [roll.dice()[0] as usize, roll.dice()[1] as usize];
                plays = legal_plays(&Board::of(&before, before.turn()), a, b);
                done.clear();
                let moves_awaited = matches!(s.phase(), Phase::AwaitingMove(_));
                if plays.iter().all(Vec::is_empty) == moves_awaited {
                    differ += 1;
                    break;
                }
            }
        }
    }
    (positions, differ)
}

#[test]
fn the_engine_offers_exactly_the_reference_moves_on_random_games() {
    let (positions, differ) = compare(&BackgammonGame::long_nardy(), 200);
    eprintln!("long nardy: 200 games, {positions} positions compared, {differ} differ");
    assert_eq!(differ, 0);
    assert!(positions > 10_000);
}

#[test]
fn the_reference_sees_each_restriction() {
    // The same reference against the engine without one of the rules
    // finds the difference: the comparison can fail.
    for r in [Restriction::HeadOnce, Restriction::NoBlindPrime] {
        let mut rules = BackgammonRules::long_nardy();
        rules.restrictions = rules.restrictions.without(r);
        if r == Restriction::HeadOnce {
            rules.restrictions = rules
                .restrictions
                .without(Restriction::FirstDoublesTwoOffHead);
        }
        let (_, differ) = compare(&BackgammonGame::new(rules).unwrap(), 200);
        assert!(differ > 0, "{r:?}");
    }
}

fn white_to_move(s: &BackgammonState, a: u8, b: u8) -> BackgammonState {
    let game = BackgammonGame::long_nardy();
    game.apply(
        &s.with_turn(WHITE),
        BackgammonAction::Throw(Roll::two(a, b).unwrap()),
    )
    .unwrap()
    .0
}

#[test]
fn one_checker_leaves_the_head_a_turn() {
    let game = BackgammonGame::long_nardy();
    let s = white_to_move(&game.initial_state(), 5, 2);
    assert_eq!(s.head_left(), 1);
    assert_eq!(moves(&game, &s), [(24, 2), (24, 5)]);
    let s = game
        .apply(&s, BackgammonAction::Move { from: 24, die: 5 })
        .unwrap()
        .0;
    assert_eq!(s.head_left(), 0);
    // The 2 goes on with the checker that left, never a second off the head.
    assert_eq!(moves(&game, &s), [(19, 2)]);
    assert_eq!(
        game.apply(&s, BackgammonAction::Move { from: 24, die: 2 }),
        Err(BackgammonError::Restricted {
            from: 24,
            die: 2,
            rule: Restriction::HeadOnce
        })
    );
    assert!(s.to_string().ends_with("p=move:2 n=2;"), "{s}");
}

#[test]
fn a_first_turns_six_six_four_four_or_three_three_takes_two_off_the_head() {
    let game = BackgammonGame::long_nardy();
    for d in [6, 4, 3] {
        let s = white_to_move(&game.initial_state(), d, d);
        assert_eq!(s.head_left(), 2, "{d}-{d}");
        assert!(s.to_string().ends_with(" h=2;"), "{s}");
        let plays = game.plays(&s);
        assert!(
            plays.iter().all(|p| p.state().count(WHITE, 24) == 13),
            "{d}-{d}"
        );
    }
    // Other doubles: one checker alone.
    let s = white_to_move(&game.initial_state(), 5, 5);
    assert_eq!(s.head_left(), 1);
    assert!(
        game.plays(&s)
            .iter()
            .all(|p| p.state().count(WHITE, 24) == 14)
    );
    // Not on a later turn.
    let later = game
        .initial_state()
        .with_side(WHITE, &[(24, 14), (18, 1)], 0, 0);
    let s = white_to_move(&later, 6, 6);
    assert_eq!(s.head_left(), 1);
}

#[test]
fn the_exception_is_a_restriction_that_can_be_left_out() {
    let mut rules = BackgammonRules::long_nardy();
    rules.restrictions = rules
        .restrictions
        .without(Restriction::FirstDoublesTwoOffHead);
    let game = BackgammonGame::new(rules).unwrap();
    let s = game
        .apply(
            &game.initial_state().with_turn(WHITE),
            BackgammonAction::Throw(Roll::two(6, 6).unwrap()),
        )
        .unwrap()
        .0;
    assert_eq!(s.head_left(), 1);
    // 24/18/12 is blocked by Black's head: two sixes only.
    let plays = game.plays(&s);
    assert!(plays.iter().all(|p| p.steps().len() == 1), "{plays:?}");
    let mut no_head = rules;
    no_head.restrictions = no_head.restrictions.without(Restriction::HeadOnce);
    assert!(no_head.validate().is_ok());
    no_head.restrictions = no_head
        .restrictions
        .with(Restriction::FirstDoublesTwoOffHead);
    assert!(no_head.validate().is_err());
}

#[test]
fn no_block_of_six_with_every_opposing_checker_behind_it() {
    let game = BackgammonGame::long_nardy();
    // White holds 20 to 16 and two on 22; Black is all on its head
    // (White's 12), behind them. Filling 21 makes a block of seven:
    // 22/21 and 24/21 are refused.
    let white = [
        (24, 8),
        (22, 2),
        (20, 1),
        (19, 1),
        (18, 1),
        (17, 1),
        (16, 1),
    ];
    let board = game.initial_state().with_side(WHITE, &white, 0, 0);
    let s = white_to_move(&board, 3, 1);
    let legal = moves(&game, &s);
    assert!(
        !legal.contains(&(22, 1)) && !legal.contains(&(24, 3)),
        "{legal:?}"
    );
    assert!(
        legal.contains(&(16, 1)) && legal.contains(&(16, 3)),
        "{legal:?}"
    );
    assert_eq!(
        game.apply(&s, BackgammonAction::Move { from: 22, die: 1 }),
        Err(BackgammonError::Restricted {
            from: 22,
            die: 1,
            rule: Restriction::NoBlindPrime
        })
    );
    // With a Black checker ahead of the block (past it, on White's 13),
    // the block may be made.
    let ahead = white_to_move(&board.with_side(Seat(1), &[(24, 14), (1, 1)], 0, 0), 3, 1);
    let legal = moves(&game, &ahead);
    assert!(
        legal.contains(&(22, 1)) && legal.contains(&(24, 3)),
        "{legal:?}"
    );
}

#[test]
fn the_turns_memory_is_checked_where_states_come_in() {
    let game = BackgammonGame::long_nardy();
    let s = white_to_move(&game.initial_state(), 5, 2);
    assert_eq!(
        game.validate(&s.with_memory(TurnMemory::new(2, 0))),
        Err(BackgammonStateError::HeadLeft(2))
    );
    // With nothing left for the head at the start, no checker can move.
    assert!(matches!(
        game.validate(&s.with_memory(TurnMemory::new(0, 0))),
        Err(BackgammonStateError::NoPendingMove(_))
    ));
    let between = game
        .initial_state()
        .with_turn(WHITE)
        .with_memory(TurnMemory::new(1, 0));
    assert_eq!(
        game.validate(&between),
        Err(BackgammonStateError::HeadLeft(1))
    );
    assert!(
        BackgammonGame::backgammon()
            .validate(
                &BackgammonGame::backgammon()
                    .initial_state()
                    .with_dice(WHITE, DiceLeft::new(&[6, 5]).unwrap())
                    .with_memory(TurnMemory::new(1, 0))
            )
            .is_err()
    );
    assert!(
        "bg W:24x15 B:24x15 t=W p=move:6666 h=3;"
            .parse::<BackgammonState>()
            .is_err()
    );
    assert!(
        "bg W:24x15 B:24x15 t=W p=move:6666 h=0;"
            .parse::<BackgammonState>()
            .is_err()
    );
    let text = "bg W:24x15 B:24x15 t=W p=move:6666 n=2 h=2;";
    let read = racegame::notation::parse_position(&game, text).unwrap();
    assert_eq!((read.head_left(), read.to_string()), (2, text.to_string()));
}

#[cfg(feature = "serde")]
#[test]
fn the_turns_memory_travels_in_serde_and_is_left_out_at_zero() {
    let game = BackgammonGame::long_nardy();
    let s = white_to_move(&game.initial_state(), 4, 4);
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.contains("\"head_left\":2"), "{json}");
    assert_eq!(serde_json::from_str::<BackgammonState>(&json).unwrap(), s);
    let plain = serde_json::to_string(&game.initial_state()).unwrap();
    assert!(!plain.contains("head_left"), "{plain}");
    let rules = serde_json::to_string(&BackgammonRules::long_nardy()).unwrap();
    assert!(
        rules.contains(
            "\"restrictions\":[\"head_once\",\"first_doubles_two_off_head\",\"no_blind_prime\"]"
        ),
        "{rules}"
    );
    assert_eq!(
        serde_json::from_str::<BackgammonRules>(&rules).unwrap(),
        BackgammonRules::long_nardy()
    );
    let bg = serde_json::to_string(&BackgammonRules::backgammon()).unwrap();
    assert!(!bg.contains("restrictions"), "{bg}");
}

/// The reference's perft of depth 1: distinct end boards over the 21
/// rolls (a roll with no move is one play), and weighted by chances in 36.
fn reference_perft1(s: &BackgammonState) -> (u64, u64) {
    let board = Board::of(s, s.turn());
    let (mut nodes, mut weighted) = (0, 0);
    for a in 1..=6 {
        for b in 1..=a {
            let mut ends: Vec<Board> = legal_plays(&board, a, b)
                .iter()
                .map(|play| {
                    let mut end = board;
                    let mut head = 2;
                    for &(from, die) in play {
                        (end, head) = end.step(from, die, head).unwrap();
                    }
                    end
                })
                .collect();
            ends.sort_unstable_by_key(|e| (e.mine, e.theirs));
            ends.dedup();
            let n = ends.len().max(1) as u64;
            nodes += n;
            weighted += n * if a == b { 1 } else { 2 };
        }
    }
    (nodes, weighted)
}

#[test]
fn perft_one_turn_ahead_agrees_with_the_reference() {
    let game = BackgammonGame::long_nardy();
    let text = include_str!("perft/long_nardy.txt");
    let compared = bg::perft1_against_reference(&game, text, 20, reference_perft1);
    eprintln!("long nardy perft 1: {compared} positions agree with the reference");
    assert!(compared > 500);
}
