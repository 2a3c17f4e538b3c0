//! Where a piece can go: the one judge of a move, used by both `legal_actions` and `apply`, so the two cannot disagree.

use super::action::UrAction;
use super::error::UrError;
use super::game::UrGame;
use super::state::UrState;
use crate::game::Seat;

/// A move found legal, with everything `apply` needs to play it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Plan {
    /// Where the piece comes from: 0 for a waiting piece.
    pub(crate) from: u8,
    /// Where it goes: the path's length plus one bears it off.
    pub(crate) to: u8,
    /// The opponent's path index of the piece it captures, if any.
    pub(crate) capture: Option<u8>,
}

/// The other seat.
#[inline]
pub(crate) const fn opponent(seat: Seat) -> Seat {
    Seat(1 - UrState::slot(seat) as u8)
}

impl UrGame {
    /// Judges `seat`'s `action` for a throw of `throw` in `s`: the plan of
    /// the move, or why the rules refuse it.
    pub(crate) fn check_move(
        &self,
        s: &UrState,
        seat: Seat,
        throw: u8,
        action: UrAction,
    ) -> Result<Plan, UrError> {
        let from = match action {
            UrAction::Enter if s.waiting(seat) == 0 => return Err(UrError::NothingToEnter),
            UrAction::Enter => 0,
            UrAction::Move { from } if from == 0 || !s.has_piece_at(seat, from) => {
                return Err(UrError::NoPiece { from });
            }
            UrAction::Move { from } => from,
            UrAction::Throw(_) => return Err(UrError::MoveAwaited { throw }),
        };
        let path = self.rules.path;
        let to = from.saturating_add(throw);
        if to > path.off() {
            return Err(UrError::NotExact {
                from,
                throw,
                needed: path.off().saturating_sub(from),
            });
        }
        if to == path.off() {
            return Ok(Plan {
                from,
                to,
                capture: None,
            });
        }
        if s.has_piece_at(seat, to) {
            return Err(UrError::OwnPiece { to });
        }
        let capture = path
            .opponent_index(to)
            .filter(|&q| s.has_piece_at(opponent(seat), q));
        if capture.is_some() && self.rules.safe_rosettes && path.is_rosette(to) {
            return Err(UrError::ProtectedRosette { to });
        }
        Ok(Plan { from, to, capture })
    }

    /// Every choice anyone could make with a throw: entering, then moving
    /// the piece at each path index, lowest first.
    pub(crate) fn choices(s: &UrState, seat: Seat) -> impl Iterator<Item = UrAction> + '_ {
        core::iter::once(UrAction::Enter).chain(s.squares(seat).map(|from| UrAction::Move { from }))
    }

    /// Whether `seat` has a legal move for a throw of `throw`.
    pub(crate) fn has_move(&self, s: &UrState, seat: Seat, throw: u8) -> bool {
        throw > 0 && Self::choices(s, seat).any(|a| self.check_move(s, seat, throw, a).is_ok())
    }
}
