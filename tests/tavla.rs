//! Turkish tavla's rule book (backgammon with the winner of the opening throwing again, no hit-and-run in the home board, no triple game), and an independent reference move generator written from it for these tests, compared with the engine on random games.

mod bg;

use bg::reference::legal_plays;

use racegame::backgammon::{
    BackgammonAction, BackgammonError, BackgammonGame, BackgammonRules, BackgammonState,
    BackgammonStateError, Phase, Restriction, TurnMemory, WHITE,
};
use racegame::{Dice, RaceGame, Roll, Seat, ToAct};

/// The reference: the mover's checkers one by one (their points by its
/// own numbers, 25 the bar, 0 off, and whether each has hit in its home
/// board this turn), and the opponent's counts by the mover's numbers.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Board {
    checkers: Vec<(usize, bool)>,
    theirs: [u8; 26],
}

impl Board {
    fn of(s: &BackgammonState, seat: Seat) -> Board {
        let them = Seat(1 - seat.0);
        let mut checkers = Vec::new();
        for p in 0..=25u8 {
            for _ in 0..s.count(seat, p) {
                checkers.push((usize::from(p), false));
            }
        }
        // By the mover's numbers: its point p is the opponent's 25 - p (the
        // opponent's bar, 25, stays 25; 0 is not a point).
        let theirs: [u8; 26] = std::array::from_fn(|p| match p {
            0 => 0,
            25 => s.bar(them),
            _ => s.count(them, 25 - p as u8),
        });
        Board { checkers, theirs }
    }

    fn count(&self, p: usize) -> usize {
        self.checkers.iter().filter(|c| c.0 == p).count()
    }

    /// Moves checker `i` with `die` if the rule book allows it.
    fn step(&self, i: usize, die: usize) -> Option<Board> {
        let (from, stuck) = self.checkers[i];
        if stuck || from == 0 || (from != 25 && self.count(25) > 0) {
            return None;
        }
        let mut next = self.clone();
        if from > die {
            let to = from - die;
            if self.theirs[to] >= 2 {
                return None;
            }
            let hit = self.theirs[to] == 1;
            if hit {
                next.theirs[to] = 0;
                next.theirs[25] += 1;
            }
            next.checkers[i] = (to, hit && to <= 6);
        } else {
            if self.checkers.iter().any(|c| c.0 > 6) {
                return None;
            }
            let farthest = self.checkers.iter().map(|c| c.0).max()?;
            if from != die && from != farthest {
                return None;
            }
            next.checkers[i] = (0, false);
        }
        Some(next)
    }

    fn won(&self) -> bool {
        self.checkers.iter().all(|c| c.0 == 0)
    }
}

impl bg::reference::RuleBook for Board {
    fn finished(&self) -> bool {
        self.won()
    }

    fn moves_of(&self, die: usize) -> Vec<(usize, Board)> {
        (0..self.checkers.len())
            .filter_map(|i| self.step(i, die).map(|next| (self.checkers[i].0, next)))
            .collect()
    }
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

/// Plays `seeds` random games of `game`, comparing at every decision the
/// engine's legal moves with the reference's (the first moves of the
/// reference's legal plays that begin with the moves already made);
/// returns the positions compared, those with a hit remembered, and those
/// where the two differ (a game stops at its first difference).
fn compare(game: &BackgammonGame, seeds: u64) -> (usize, usize, usize) {
    let (mut positions, mut bound, mut differ) = (0, 0, 0);
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
                bound += usize::from(s.memory().hit_home != 0);
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
                let [a, b] = [usize::from(roll.dice()[0]), usize::from(roll.dice()[1])];
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
    (positions, bound, differ)
}

#[test]
fn the_engine_offers_exactly_the_reference_moves_on_random_games() {
    let (positions, bound, differ) = compare(&BackgammonGame::tavla(), 150);
    eprintln!(
        "tavla: 150 games, {positions} positions compared, {differ} differ ({bound} with a hit remembered)"
    );
    assert_eq!(differ, 0);
    assert!(positions > 10_000 && bound > 100);
}

#[test]
fn the_reference_sees_the_hit_and_run_rule() {
    // Portes allows hit-and-run: the same reference finds the difference.
    let (_, _, differ) = compare(&BackgammonGame::portes(), 150);
    assert!(differ > 0);
}

#[test]
fn a_checker_that_hits_in_its_home_board_moves_no_further_that_turn() {
    let game = BackgammonGame::tavla();
    // White on 8 and 6 (two each, the rest off); a Black blot on White's
    // 5-point. With 3-1, 8/5* hits at home: the 1 is not for that checker.
    let s = game
        .initial_state()
        .with_side(WHITE, &[(8, 2), (6, 2)], 0, 11)
        .with_side(Seat(1), &[(20, 1), (1, 14)], 0, 0)
        .with_turn(WHITE);
    let s = game
        .apply(&s, BackgammonAction::Throw(Roll::two(3, 1).unwrap()))
        .unwrap()
        .0;
    let s = game
        .apply(&s, BackgammonAction::Move { from: 8, die: 3 })
        .unwrap()
        .0;
    assert_eq!(s.memory().hit_home, 1 << 5, "{s}");
    assert!(s.to_string().ends_with(" r=5;"), "{s}");
    // The hitter may not go on with the 1; the other checkers may.
    assert!(!moves(&game, &s).contains(&(5, 1)), "{s}");
    assert_eq!(
        game.apply(&s, BackgammonAction::Move { from: 5, die: 1 }),
        Err(BackgammonError::Restricted {
            from: 5,
            die: 1,
            rule: Restriction::NoHitAndRunHome
        })
    );
    // Under Portes (hit-and-run allowed) it may.
    let portes = BackgammonGame::portes();
    let p = portes
        .apply(
            &s.with_memory(TurnMemory::NONE),
            BackgammonAction::Move { from: 5, die: 1 },
        )
        .map(|(p, _)| p.count(WHITE, 4));
    assert_eq!(p, Ok(1));
}

#[test]
fn tavla_is_portes_with_the_hit_and_run_rule() {
    let mut rules = BackgammonRules::tavla();
    assert!(rules.restrictions.contains(Restriction::NoHitAndRunHome));
    rules.restrictions = rules.restrictions.without(Restriction::NoHitAndRunHome);
    assert_eq!(rules, BackgammonRules::portes());
}

#[test]
fn the_memory_of_hits_is_checked_where_states_come_in() {
    let game = BackgammonGame::tavla();
    let s = game
        .apply(
            &game.initial_state().with_turn(WHITE),
            BackgammonAction::Throw(Roll::two(3, 1).unwrap()),
        )
        .unwrap()
        .0;
    // No checker of White's on its 5-point, and a bit outside the home.
    for bad in [1 << 5, 1 << 7] {
        let with = s.with_memory(TurnMemory::new(0, bad));
        assert_eq!(
            game.validate(&with),
            Err(BackgammonStateError::HitHome(bad))
        );
    }
    let ok = s.with_memory(TurnMemory::new(0, 1 << 6));
    assert_eq!(game.validate(&ok), Ok(()));
    assert!(BackgammonGame::portes().validate(&ok).is_err());
    assert!(
        "bg W:6x15 B:6x15 t=W p=move:31 r=56;"
            .parse::<BackgammonState>()
            .is_err()
    );
    assert!(
        "bg W:6x15 B:6x15 t=W p=move:31 r=7;"
            .parse::<BackgammonState>()
            .is_err()
    );
    let text = "bg W:24x2,13x5,8x3,6x5 B:24x2,13x5,8x3,6x5 t=W p=move:31 n=1 r=6;";
    let read = racegame::notation::parse_position(&game, text).unwrap();
    assert_eq!(
        (read.memory().hit_home, read.to_string()),
        (1 << 6, text.to_string())
    );
}

#[cfg(feature = "serde")]
#[test]
fn the_memory_of_hits_travels_in_serde() {
    let game = BackgammonGame::tavla();
    let s = game
        .apply(
            &game.initial_state().with_turn(WHITE),
            BackgammonAction::Throw(Roll::two(3, 1).unwrap()),
        )
        .unwrap()
        .0
        .with_memory(TurnMemory::new(0, 1 << 6));
    let json = serde_json::to_string(&s).unwrap();
    assert!(json.contains("\"hit_home\":[6]"), "{json}");
    assert_eq!(serde_json::from_str::<BackgammonState>(&json).unwrap(), s);
    let bad = json.replace("[6]", "[7]");
    assert!(serde_json::from_str::<BackgammonState>(&bad).is_err());
}

/// The reference's perft of depth 1: distinct end boards over the 21
/// rolls (a roll with no move is one play), and weighted by chances in 36.
fn reference_perft1(s: &BackgammonState) -> (u64, u64) {
    let board = Board::of(s, s.turn());
    let (mut nodes, mut weighted) = (0, 0);
    for a in 1..=6 {
        for b in 1..=a {
            let mut ends: Vec<(Vec<usize>, [u8; 26])> = legal_plays(&board, a, b)
                .iter()
                .map(|play| {
                    let mut end = board.clone();
                    for &(from, die) in play {
                        let i = end
                            .checkers
                            .iter()
                            .position(|c| c.0 == from && !c.1)
                            .unwrap();
                        end = end.step(i, die).unwrap();
                    }
                    let mut at: Vec<usize> = end.checkers.iter().map(|c| c.0).collect();
                    at.sort_unstable();
                    (at, end.theirs)
                })
                .collect();
            ends.sort_unstable();
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
    let game = BackgammonGame::tavla();
    let text = include_str!("perft/tavla.txt");
    let compared = bg::perft1_against_reference(&game, text, 10, reference_perft1);
    eprintln!("tavla perft 1: {compared} positions agree with the reference");
    assert!(compared > 300);
}
