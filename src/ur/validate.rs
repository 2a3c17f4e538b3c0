//! [`UrGame::validate`]: whether a state (perhaps deserialized or hand-edited) could occur under the game's rules.

use super::error::UrStateError;
use super::game::UrGame;
use super::state::{Phase, UrState};
use crate::game::Seat;

impl UrGame {
    /// Checks `state` against this game: the seat to act, every piece on
    /// the path, each player's pieces adding up to the rules' count, no
    /// shared square holding pieces of both players, a pending throw the
    /// dice can show and that allows a move, a phase that fits the pieces
    /// borne off, and the action limit.
    ///
    /// A server uses this on what a client sends.
    /// [`apply`](crate::RaceGame::apply) never panics whatever it is given,
    /// but only promises the rules on states that pass.
    ///
    /// # Errors
    ///
    /// The first problem found, as a [`UrStateError`] naming the seat,
    /// path index or value involved.
    ///
    /// ```
    /// use racegame::{RaceGame, ur::{LIGHT, UrGame, UrStateError}};
    /// let game = UrGame::finkel();
    /// let bad = game.initial_state().with_pieces(LIGHT, 7, &[5], 0);
    /// assert!(matches!(game.validate(&bad), Err(UrStateError::Pieces { .. })));
    /// ```
    pub fn validate(&self, state: &UrState) -> Result<(), UrStateError> {
        self.check_fits(state)?;
        self.check_shared(state)?;
        self.check_phase(state)?;
        self.check_limit(state)
    }

    /// No board square holds pieces of both players.
    fn check_shared(&self, state: &UrState) -> Result<(), UrStateError> {
        let path = self.rules.path;
        let light = Seat(0);
        match state.squares(light).find(|&p| {
            path.opponent_index(p)
                .is_some_and(|q| state.has_piece_at(Seat(1), q))
        }) {
            Some(index) => Err(UrStateError::Shared { seat: light, index }),
            None => Ok(()),
        }
    }

    /// The pending throw can be shown and moved; a won game's winner has
    /// borne off every piece, and nobody has in a game that goes on.
    fn check_phase(&self, state: &UrState) -> Result<(), UrStateError> {
        let pieces = self.rules.pieces;
        let current = state.current();
        if let Phase::AwaitingMove(v) = state.phase {
            if !self.rules.dice.can_show(v) || v == 0 {
                return Err(UrStateError::Throw(v));
            }
            if !self.has_move(state, current, v) {
                return Err(UrStateError::NoPendingMove(v));
            }
        }
        let done = |seat: Seat| state.borne_off(seat) == pieces;
        for seat in [Seat(0), Seat(1)] {
            let winner = state.phase == Phase::Over && seat == current;
            // A truncated game may have been cut at the winning move's
            // count only if nobody finished: the win comes first.
            if done(seat) != winner {
                return Err(UrStateError::Finished(seat));
            }
        }
        Ok(())
    }

    /// The action count within the limit (`u32::MAX` without one): below
    /// it while the game goes on, at it when the game was cut short.
    fn check_limit(&self, state: &UrState) -> Result<(), UrStateError> {
        let limit = self.rules.action_limit.unwrap_or(u32::MAX);
        let past = state.actions > limit
            || (!state.phase.is_over() && state.actions >= limit)
            || (state.phase == Phase::Truncated && state.actions < limit);
        if past {
            return Err(UrStateError::PastLimit {
                actions: state.actions,
                limit,
            });
        }
        Ok(())
    }
}
