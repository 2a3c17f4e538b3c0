//! [`GooseGame::validate`]: whether a state could occur in a game, checked against its board and table.

use super::board::{Effect, RepeatRule};
use super::error::{GooseStateError as E, StatusConflict};
use super::game::GooseGame;
use super::state::{GooseState, Status};
use crate::game::Seat;

impl GooseGame {
    /// Checks that `state` could occur in this game: the right number of
    /// seats, every token on the board, held tokens only where squares
    /// hold, missed turns and fines that the board can give, and a status
    /// that agrees with the tokens. A server uses this on what a client
    /// sends; [`apply`](crate::RaceGame::apply) assumes it, and every state
    /// it makes from a valid one is valid.
    ///
    /// # Errors
    ///
    /// The first [`GooseStateError`](E) found.
    pub fn validate(&self, state: &GooseState) -> Result<(), E> {
        if state.seats() != self.seats() {
            return Err(E::Seats(state.seats()));
        }
        if state.current >= self.seats {
            return Err(E::Current(state.current));
        }
        for i in 0..self.seats() {
            self.validate_token(state, i)?;
        }
        self.validate_fines(state)?;
        self.validate_status(state)?;
        self.validate_continuation(state)?;
        if state.throws > self.max_throws {
            return Err(E::PastLimit {
                throws: state.throws,
                limit: self.max_throws,
            });
        }
        Ok(())
    }

    /// Seat `i`'s token: on the board, held only alone on a hold square,
    /// missed turns the board gives, and still on the start before its
    /// first throw.
    fn validate_token(&self, state: &GooseState, i: usize) -> Result<(), E> {
        let b = &self.board;
        let seat = Seat(i as u8);
        let square = state.positions[i];
        if square < b.start() || square > b.goal() {
            return Err(E::OffBoard { seat, square });
        }
        if state.held[i] {
            let shared = (0..i).any(|j| state.held[j] && state.positions[j] == square);
            if b.effect(square) != Effect::Hold || shared {
                return Err(E::HeldOffHoldSquare { seat, square });
            }
        }
        if state.missed[i] > self.max_missed {
            return Err(E::TooManyMissedTurns {
                seat,
                turns: state.missed[i],
                max: self.max_missed,
            });
        }
        let untouched =
            square == b.start() && !state.held[i] && state.missed[i] == 0 && state.fines[i] == 0;
        if !state.thrown[i] && !untouched {
            return Err(E::MovedWithoutThrowing { seat, square });
        }
        Ok(())
    }

    /// The fines: none on a board that charges none, and no more than the
    /// throws made could cost, for each seat and for all together (which
    /// keeps every count and the pot in range for the throws to come).
    fn validate_fines(&self, state: &GooseState) -> Result<(), E> {
        let throws = state.throws;
        let most = u64::from(throws) * u64::from(self.fines_per_throw);
        let mut total = 0u64;
        for i in 0..self.seats() {
            let fines = state.fines[i];
            total += u64::from(fines);
            if u64::from(fines) > most {
                let seat = Seat(i as u8);
                return Err(E::Fines {
                    seat,
                    fines,
                    throws,
                });
            }
        }
        if total > most {
            return Err(E::Pot {
                fines: total,
                throws,
            });
        }
        Ok(())
    }

    /// The status against the tokens and the throw count.
    fn validate_status(&self, state: &GooseState) -> Result<(), E> {
        let n = self.seats();
        let b = &self.board;
        let all_held = state.held[..n].iter().all(|&h| h);
        // A token may stand on a winning square it reached by a jump (jumps
        // trigger nothing), but never on the goal while the game goes on.
        let on_goal = |i: usize| state.positions[i] == b.goal();
        let on_winning = |i: usize| on_goal(i) || b.effect(state.positions[i]) == Effect::Win;
        let conflict = match state.status {
            Status::InPlay => {
                let c = usize::from(state.current);
                if all_held || state.held[c] || state.missed[c] != 0 {
                    Some(StatusConflict::CurrentCannotThrow)
                } else if (0..n).any(on_goal) || state.throws >= self.max_throws {
                    Some(StatusConflict::InPlayButOver)
                } else {
                    None
                }
            }
            Status::Won(w) => {
                if w.index() >= n || !on_winning(w.index()) {
                    return Err(E::Winner(w));
                }
                None
            }
            Status::Blocked => (!all_held).then_some(StatusConflict::BlockedWithFreeToken),
            Status::Truncated => {
                (state.throws < self.max_throws).then_some(StatusConflict::TruncatedEarly)
            }
        };
        conflict.map_or(Ok(()), |c| Err(E::Status(c)))
    }

    /// A turn in progress only in play, under
    /// [`RepeatRule::FreshThrow`], with the token on a repeat square and
    /// an origin on the board.
    fn validate_continuation(&self, state: &GooseState) -> Result<(), E> {
        let b = &self.board;
        let Some(c) = state.continuing else {
            return Ok(());
        };
        let sq = state.positions[usize::from(state.current)];
        let ok = state.status == Status::InPlay
            && b.repeat() == RepeatRule::FreshThrow
            && b.effect(sq) == Effect::Repeat
            && c.origin >= b.start()
            && c.origin <= b.goal();
        if ok {
            Ok(())
        } else {
            Err(E::Status(StatusConflict::ContinuingOffRepeat))
        }
    }
}
