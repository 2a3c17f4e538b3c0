//! The static check that every game on a board can end: from every square a token can stand on, some sequence of throws reaches the goal.
//!
//! The graph's nodes are where a turn (or, under
//! [`RepeatRule::FreshThrow`](super::RepeatRule::FreshThrow), the next throw
//! of a turn) begins: a square and the direction of travel, plus the start
//! before a seat's first throw, plus the goal. Its edges are every throw of
//! the board's dice, played by the engine's own travel code (first-throw
//! jumps, legs, overshoot, repeats, jumps, back to the start); a caught
//! token goes to a square some turn began on, which is already a node, or
//! to the start once its first throw is spent. Holds and missed turns only
//! delay a token, so they add no edge.

use alloc::vec;
use alloc::vec::Vec;

use super::board::{Board, BoardError, Collision, Square};
use super::event::Direction;
use super::game::GooseGame;
use super::state::GooseState;
use crate::dice::Roll;
use crate::game::{Discard, Seat};

/// The nodes of a board's graph: `2 * square + direction`, then the start
/// before the first throw, then the goal.
struct Nodes {
    first: usize,
    goal: usize,
}

impl Nodes {
    fn new(board: &Board) -> Self {
        let first = 2 * (usize::from(board.goal()) + 1);
        Nodes {
            first,
            goal: first + 1,
        }
    }

    fn len(&self) -> usize {
        self.goal + 1
    }

    fn of(square: Square, dir: Direction) -> usize {
        2 * usize::from(square) + usize::from(dir == Direction::Backward)
    }
}

/// Refuses `board` when some game on it could never end.
///
/// # Errors
///
/// [`BoardError::GoalNeverReached`] when no throw from a reachable square
/// ever wins, [`BoardError::GoalUnreachableFrom`] naming the lowest square
/// a token can reach but never leave for the goal.
pub(super) fn check(board: &Board) -> Result<(), BoardError> {
    let nodes = Nodes::new(board);
    let edges = edges(board, &nodes);
    let reached = search(nodes.first, nodes.len(), |n, out| out.extend(&edges[n]));
    if !reached[nodes.goal] {
        return Err(BoardError::GoalNeverReached);
    }
    let mut reverse = vec![Vec::new(); nodes.len()];
    for (from, tos) in edges.iter().enumerate() {
        for &to in tos {
            reverse[to].push(from);
        }
    }
    let wins = search(nodes.goal, nodes.len(), |n, out| out.extend(&reverse[n]));
    match (0..nodes.first).find(|&n| reached[n] && !wins[n]) {
        Some(n) => Err(BoardError::GoalUnreachableFrom {
            square: (n / 2) as Square,
        }),
        None => Ok(()),
    }
}

/// Every node reachable from `from`.
fn search(from: usize, len: usize, mut next: impl FnMut(usize, &mut Vec<usize>)) -> Vec<bool> {
    let mut seen = vec![false; len];
    seen[from] = true;
    let (mut stack, mut out) = (vec![from], Vec::new());
    while let Some(n) = stack.pop() {
        out.clear();
        next(n, &mut out);
        for &m in &out {
            if let Some(slot) = seen.get_mut(m)
                && !*slot
            {
                *slot = true;
                stack.push(m);
            }
        }
    }
    seen
}

/// Each node's successors, one per throw.
fn edges(board: &Board, nodes: &Nodes) -> Vec<Vec<usize>> {
    let game = GooseGame::scratch(board.clone());
    let scratch = GooseState::new(1, board.start()).with_first_throw(Seat(0), false);
    let throw = |square: Square, total: u8, dir: Direction| {
        let mut s = scratch;
        let (landing, again) = game.travel_from(&mut s, Seat(0), square, total, dir, &mut Discard);
        if landing.wins {
            nodes.goal
        } else {
            Nodes::of(landing.square, again.unwrap_or(Direction::Forward))
        }
    };
    let totals: Vec<u8> = Roll::all(board.dice()).map(|r| r.total()).collect();
    let mut edges = vec![Vec::new(); nodes.len()];
    for square in board.start()..=board.goal() {
        for dir in [Direction::Forward, Direction::Backward] {
            edges[Nodes::of(square, dir)] = totals.iter().map(|&t| throw(square, t, dir)).collect();
        }
    }
    let first = &mut edges[nodes.first];
    for roll in Roll::all(board.dice()) {
        first.push(match board.first_throw_jump(roll) {
            Some(to) if to == board.goal() => nodes.goal,
            Some(to) => Nodes::of(to, Direction::Forward),
            None => throw(board.start(), roll.total(), Direction::Forward),
        });
    }
    // A token caught by a newcomer from the start goes back there, its
    // first throw spent.
    let catches = matches!(board.collision(), Collision::SendToOrigin { .. });
    if catches && board.spec().max_seats >= 2 {
        first.push(Nodes::of(board.start(), Direction::Forward));
    }
    edges
}
