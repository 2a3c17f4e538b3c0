//! The plays API: every distinct end-of-turn position of a roll, each with the moves that reach it, walked with the one move generator.

mod apply_play;
pub(crate) mod ends;
pub(super) mod play_text;
use alloc::vec::Vec;

use crate::backgammon::action::BackgammonAction;
use crate::backgammon::dice::DiceLeft;
use crate::backgammon::error::BackgammonError;
use crate::backgammon::frame::Frame;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::moves::{Ending, Landing, Laws, MoveSet};
use crate::backgammon::rules::Contact;
use crate::backgammon::state::{BackgammonState, Phase};
use crate::dice::Roll;
use crate::game::{Discard, RaceGame};

/// One checker move of a play, by the mover's point numbers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Step {
    /// The point moved from (25: the bar).
    pub from: u8,
    /// The point landed on (0: borne off).
    pub to: u8,
    /// The die played.
    pub die: u8,
    /// Whether it hit (or, in Plakoto, pinned) a single opposing checker.
    pub hit: bool,
}

impl Step {
    /// The action that plays this step.
    pub fn action(&self) -> BackgammonAction {
        BackgammonAction::Move {
            from: self.from,
            die: self.die,
        }
    }
}

/// A whole turn's play: its checker moves in order (none when the roll
/// allows no move), and the state after them (the other side to throw, or
/// the game over).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Play {
    pub(crate) steps: [Step; 4],
    pub(crate) len: u8,
    pub(crate) end: BackgammonState,
}

impl Play {
    /// The checker moves, in the order played.
    pub fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len).min(4)]
    }

    /// The actions that play it, in order.
    pub fn actions(&self) -> impl Iterator<Item = BackgammonAction> + '_ {
        self.steps().iter().map(Step::action)
    }

    /// The state after the play.
    pub fn state(&self) -> &BackgammonState {
        &self.end
    }
}

/// A play being walked: the moves so far.
#[derive(Clone, Copy, Default)]
pub(crate) struct Path {
    steps: [Step; 4],
    len: u8,
}

impl Path {
    /// The moves so far.
    fn steps(&self) -> &[Step] {
        &self.steps[..usize::from(self.len).min(4)]
    }
}

/// The board after a play, exactly: what makes two plays the same.
pub(crate) type EndKey = (u128, u128, u32, u32);

/// The key of a frame's board.
#[inline]
pub(crate) fn end_key(f: &Frame) -> EndKey {
    (f.mine, f.theirs, f.pin_mine, f.pin_theirs)
}

impl Laws {
    /// Whether the moves of a double may be walked in order of falling
    /// origins without losing a play: true when moves neither change which
    /// other moves are physically legal nor end the game early but by the
    /// last checker off (hitting rules without Fevga's restrictions).
    #[inline]
    pub(crate) fn ordered_doubles(&self) -> bool {
        self.contact == Contact::Hit && !self.careful()
    }

    /// Walks every legal play of `dice` from `f`, calling `leaf` once per
    /// sequence of moves (not yet merged by end position) with the board
    /// at its end, the moves, and how the last move ended the game. `below` bounds the origins of a double's
    /// next move (26 for no bound).
    pub(crate) fn walk(
        &self,
        f: &Frame,
        dice: DiceLeft,
        set: MoveSet,
        below: u8,
        path: &mut Path,
        leaf: &mut impl FnMut(&Frame, &Path, Ending),
    ) {
        // A double's next move comes from no higher point than this one.
        let ordered = dice.len() > 1 && dice.is_double() && self.ordered_doubles();
        let depth = usize::from(path.len);
        for (from, die) in set.iter() {
            if from > below {
                continue;
            }
            let mut child = *f;
            let played = self.play(&mut child, from, die);
            let hit = matches!(played.landing, Landing::Hit(_) | Landing::Pin(_));
            if let Some(slot) = path.steps.get_mut(depth) {
                *slot = Step {
                    from,
                    to: played.landing.to(),
                    die,
                    hit,
                };
            }
            path.len = (depth + 1).min(4) as u8;
            if let Some(left) = dice.without(die).filter(|_| played.ending == Ending::None) {
                let next = self.move_set(&child, left);
                if !next.is_empty() {
                    let bound = if ordered { from } else { 26 };
                    self.walk(&child, left, next, bound, path, leaf);
                    path.len = (depth + 1) as u8;
                    continue;
                }
            }
            leaf(&child, path, played.ending);
        }
        path.len = depth as u8;
    }
}

impl BackgammonGame {
    /// Every distinct play of the dice left in `state`, a state awaiting a
    /// move: each end of the turn once (the same position with the same
    /// result, reached by moves in another order, is one play), with the
    /// moves of the first walk that reached it, in the order of the legal
    /// moves. Two plays may leave the same board with different results:
    /// in Plakoto, pinning the opponent's mother wins only when the pinner
    /// has left its own starting point, so the same two moves win in one
    /// order and not in the other; both are plays. Empty for a
    /// state that awaits no move (or does not fit the game).
    ///
    /// ```
    /// use racegame::{RaceGame, Roll};
    /// use racegame::backgammon::{BackgammonGame, WHITE};
    /// let game = BackgammonGame::backgammon();
    /// let s = game.initial_state().with_turn(WHITE);
    /// let plays = game.plays_of_roll(&s, Roll::two(3, 1)?)?;
    /// assert_eq!(plays.len(), 16);
    /// assert!(plays.iter().any(|p| p.to_string() == "8/5 6/5"));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn plays(&self, state: &BackgammonState) -> Vec<Play> {
        let Phase::AwaitingMove(dice) = state.phase else {
            return Vec::new();
        };
        if self.check_fits(state).is_err() {
            return Vec::new();
        }
        let seat = state.turn();
        let frame = self.frame(state, seat);
        let mut found: Vec<((EndKey, Ending), Path)> = Vec::new();
        let set = self.laws.move_set(&frame, dice);
        let mut path = Path::default();
        self.laws.walk(
            &frame,
            dice,
            set,
            26,
            &mut path,
            &mut |end, path, ending| {
                found.push(((end_key(end), ending), *path));
            },
        );
        let mut order: Vec<usize> = (0..found.len()).collect();
        order.sort_by_key(|&i| (found[i].0, i));
        order.dedup_by_key(|&mut i| found[i].0);
        order.sort_unstable();
        order
            .into_iter()
            .filter_map(|i| self.finish_play(state, found[i].1))
            .collect()
    }

    /// Every distinct play of `roll` for the side to throw in `state`, a
    /// state awaiting a throw (not the opening's): the plays of the dice,
    /// or the one empty play when the roll allows no move.
    ///
    /// # Errors
    ///
    /// What [`apply`](RaceGame::apply) refuses for the throw, and
    /// [`TurnError::ThrowAwaited`](crate::TurnError::ThrowAwaited)'s opposite when the state awaits a
    /// move ([`BackgammonError::MoveAwaited`]) or the opening throw
    /// ([`BackgammonError::NotTwoDice`] is kept for one die).
    pub fn plays_of_roll(
        &self,
        state: &BackgammonState,
        roll: Roll,
    ) -> Result<Vec<Play>, BackgammonError> {
        if state.phase == Phase::Opening {
            return Err(BackgammonError::Turn(crate::TurnError::ThrowAwaited));
        }
        let mut thrown = *state;
        self.apply_mut(&mut thrown, BackgammonAction::Throw(roll), &mut Discard)?;
        if matches!(thrown.phase, Phase::AwaitingMove(_)) {
            return Ok(self.plays(&thrown));
        }
        Ok(alloc::vec![Play {
            steps: [Step::default(); 4],
            len: 0,
            end: thrown,
        }])
    }

    /// The play of `path` from `state`, its end state reached through
    /// `apply`, the one road every state takes.
    fn finish_play(&self, state: &BackgammonState, path: Path) -> Option<Play> {
        let mut end = *state;
        for step in path.steps() {
            self.apply_mut(&mut end, step.action(), &mut Discard).ok()?;
        }
        Some(Play {
            steps: path.steps,
            len: path.len,
            end,
        })
    }
}
