//! What one action does: the opening throw, a roll (a move awaited, or the turn passed), a checker move (entering, moving, bearing off, hitting, pinning, the end of the turn or the game); the cube's actions are in `doubling`.

use super::dice::DiceLeft;
use super::error::BackgammonError;
use super::event::BackgammonEvent;
use super::frame::Frame;
use super::game::BackgammonGame;
use super::memory::{Privilege, TurnMemory};
use super::moves::{Ending, Landing, Played};
use super::rules::{BAR, Opening, START};
use super::state::{BackgammonState, Phase};
use crate::dice::Roll;
use crate::game::{EventSink, Outcome, Seat};

/// The other seat.
#[inline]
pub(crate) const fn opponent(seat: Seat) -> Seat {
    Seat(1 - BackgammonState::slot(seat) as u8)
}

impl BackgammonGame {
    /// Plays a throw in a state that awaits one.
    pub(crate) fn apply_throw(
        &self,
        s: &mut BackgammonState,
        roll: Roll,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        let (Some(dice), &[a, b]) = (DiceLeft::from_roll(roll), roll.dice()) else {
            return Err(BackgammonError::NotTwoDice);
        };
        s.actions = s.actions.saturating_add(1);
        if s.phase == Phase::Opening {
            self.opening(s, a, b, dice, events);
        } else {
            let seat = s.turn();
            events.push(BackgammonEvent::Rolled { seat, dice: [a, b] });
            self.begin_turn(s, seat, dice, [a, b], events);
        }
        Ok(())
    }

    /// The opening throw: White's die `white`, Black's `black`.
    fn opening(
        &self,
        s: &mut BackgammonState,
        white: u8,
        black: u8,
        dice: DiceLeft,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        let plays_them = self.rules.opening == Opening::PlayBoth;
        let starts = match white.cmp(&black) {
            core::cmp::Ordering::Equal => None,
            core::cmp::Ordering::Greater => Some(Seat(0)),
            core::cmp::Ordering::Less => Some(Seat(1)),
        };
        events.push(BackgammonEvent::OpeningRoll {
            white,
            black,
            starts,
            plays_them,
        });
        let Some(seat) = starts else {
            return;
        };
        if plays_them {
            self.begin_turn(s, seat, dice, [white, black], events);
        } else {
            self.await_throw(s, seat);
        }
    }

    /// `seat` is to play `dice`: a move is awaited, or the turn passes.
    fn begin_turn(
        &self,
        s: &mut BackgammonState,
        seat: Seat,
        dice: DiceLeft,
        thrown: [u8; 2],
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        s.turn = seat.0;
        let mut frame = self.frame(s, seat);
        self.laws.begin(&mut frame, dice);
        s.memory = frame.memory;
        if self.laws.move_set(&frame, dice).is_empty() {
            events.push(BackgammonEvent::Passed { seat, dice: thrown });
            if self.is_dead(s) {
                self.game_ends(s, seat, Ending::Drawn, events);
            } else {
                self.dice_done(s, seat, false, events);
            }
        } else {
            s.phase = Phase::AwaitingMove(dice);
        }
    }

    /// `seat`'s dice are played (`complete`) or no move can use the rest:
    /// the turn passes, unless acey-deucey's privilege goes on.
    #[inline]
    pub(crate) fn dice_done(
        &self,
        s: &mut BackgammonState,
        seat: Seat,
        complete: bool,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        if s.memory.privilege == Privilege::None {
            self.hand_over(s, seat);
        } else {
            self.privilege_goes_on(s, seat, complete, events);
        }
    }

    /// Acey-deucey: after a 1-2 the mover names a double, after a named
    /// double it throws again, if what it played earns it (out of line:
    /// only acey-deucey comes here).
    #[inline(never)]
    fn privilege_goes_on(
        &self,
        s: &mut BackgammonState,
        seat: Seat,
        complete: bool,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        let acey = self.rules.acey_deucey.unwrap_or_default();
        let earned = complete || !acey.forfeit;
        let privilege = s.memory.privilege;
        s.memory = TurnMemory::NONE;
        match privilege {
            Privilege::NameDoubles if earned && (!acey.all_entered || s.to_enter(seat) == 0) => {
                s.turn = seat.0;
                s.phase = Phase::NamingDoubles;
            }
            Privilege::ThrowAgain if earned => {
                events.push(BackgammonEvent::ThrowsAgain { seat });
                s.turn = seat.0;
                s.phase = Phase::AwaitingThrow;
            }
            _ => self.hand_over(s, seat),
        }
    }

    /// Acey-deucey: `seat` names the double `value` after its 1-2; its
    /// four moves are awaited, or the privilege ends if none is legal.
    pub(crate) fn apply_name(
        &self,
        s: &mut BackgammonState,
        value: u8,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        if s.phase != Phase::NamingDoubles || !(1..=6).contains(&value) {
            return Err(BackgammonError::NoNameAwaited(value));
        }
        let seat = s.turn();
        s.actions = s.actions.saturating_add(1);
        events.push(BackgammonEvent::NamedDoubles { seat, value });
        let dice = DiceLeft::of_pair(value, value);
        s.memory = TurnMemory::NONE.with_privilege(Privilege::ThrowAgain);
        if self.laws.move_set(&self.frame(s, seat), dice).is_empty() {
            events.push(BackgammonEvent::Passed {
                seat,
                dice: [value, value],
            });
            if self.is_dead(s) {
                self.game_ends(s, seat, Ending::Drawn, events);
            } else {
                self.dice_done(s, seat, false, events);
            }
        } else {
            s.phase = Phase::AwaitingMove(dice);
        }
        Ok(())
    }

    /// Whether neither side can move a checker with any die in `s`: then
    /// no throw changes the board again, and the game could never end
    /// (checkers that pin each other's last way out, a rule set's own
    /// blockade). Asked only when a throw allows no move.
    #[inline(never)]
    pub(crate) fn is_dead(&self, s: &BackgammonState) -> bool {
        [Seat(0), Seat(1)].into_iter().all(|seat| {
            // A turn of its own: as many checkers off the head as any.
            let mut f = self.frame(s, seat);
            f.memory = TurnMemory::new(2, 0);
            (1..=6).all(|die| self.laws.movers(&f, die) == 0)
        })
    }

    /// The opponent of `seat` throws next (after its cube decision, when
    /// it may double).
    #[inline]
    fn hand_over(&self, s: &mut BackgammonState, seat: Seat) {
        self.await_throw(s, opponent(seat));
    }

    /// Plays a move in a state that awaits one with `dice` left.
    pub(crate) fn apply_move(
        &self,
        s: &mut BackgammonState,
        dice: DiceLeft,
        from: u8,
        die: u8,
        events: &mut impl EventSink<BackgammonEvent>,
    ) -> Result<(), BackgammonError> {
        let seat = s.turn();
        let mut frame = self.frame(s, seat);
        let set = self.laws.move_set(&frame, dice);
        if !set.contains(from, die) {
            return Err(self.why_not(&frame, dice, from, die));
        }
        s.actions = s.actions.saturating_add(1);
        let played = self.laws.play(&mut frame, from, die);
        frame.store(s, seat, self.rules.direction);
        self.tell_move(seat, from, die, played, events);
        match played.ending {
            Ending::None => self.continue_turn(s, seat, &frame, dice.without(die), events),
            ending => self.game_ends(s, seat, ending, events),
        }
        Ok(())
    }

    /// The game ends with `seat`'s move: won, or drawn (Plakoto's two
    /// mothers, or a board where neither side can ever move). Once a
    /// game, so kept out of line: the moves of every turn stay compact.
    #[inline(never)]
    pub(crate) fn game_ends(
        &self,
        s: &mut BackgammonState,
        seat: Seat,
        ending: Ending,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        s.memory = TurnMemory::NONE;
        if ending != Ending::Drawn {
            self.win(s, seat, events);
        } else if let Some(m) = self.rules.match_play {
            self.end_match_game(s, m, None, events);
        } else {
            s.phase = Phase::Drawn;
            events.push(BackgammonEvent::GameOver {
                outcome: Outcome::Draw,
                result: None,
            });
        }
    }

    /// After a move that did not end the game: the next move, or the end
    /// of the turn (with the dice no move can use forfeited).
    fn continue_turn(
        &self,
        s: &mut BackgammonState,
        seat: Seat,
        frame: &Frame,
        left: Option<DiceLeft>,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        match left {
            Some(left) if !self.laws.move_set(frame, left).is_empty() => {
                s.phase = Phase::AwaitingMove(left);
            }
            Some(left) => {
                events.push(BackgammonEvent::Forfeited { seat, dice: left });
                self.dice_done(s, seat, false, events);
            }
            None => self.dice_done(s, seat, true, events),
        }
    }

    /// `seat` won (out of line, as the game's end).
    #[inline(never)]
    pub(crate) fn win(
        &self,
        s: &mut BackgammonState,
        seat: Seat,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        s.turn = seat.0;
        s.phase = Phase::Over;
        let result = self.result(s);
        match self.rules.match_play {
            Some(m) => self.end_match_game(s, m, result, events),
            None => events.push(BackgammonEvent::GameOver {
                outcome: Outcome::Winner(seat),
                result,
            }),
        }
    }

    /// The events of one checker move, by each side's own numbers.
    fn tell_move(
        &self,
        seat: Seat,
        from: u8,
        die: u8,
        played: Played,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        let other = opponent(seat);
        let theirs = |p: u8| self.rules.direction.other(p);
        let to = played.landing.to();
        events.push(match (from, played.landing) {
            (BAR, _) => BackgammonEvent::Entered { seat, to, die },
            (START, _) => BackgammonEvent::BroughtIn { seat, to, die },
            (_, Landing::Off) => BackgammonEvent::BorneOff { seat, from, die },
            _ => BackgammonEvent::Moved {
                seat,
                from,
                to,
                die,
            },
        });
        if let Some(at) = played.freed {
            events.push(BackgammonEvent::Freed {
                seat: other,
                at: theirs(at),
            });
        }
        match played.landing {
            Landing::Hit(at) => events.push(BackgammonEvent::Hit {
                seat: other,
                at: theirs(at),
                by: seat,
            }),
            Landing::Pin(at) => events.push(BackgammonEvent::Pinned {
                seat: other,
                at: theirs(at),
                by: seat,
            }),
            _ => {}
        }
    }

    /// Ends the game at the action limit.
    pub(crate) fn truncate(s: &mut BackgammonState, events: &mut impl EventSink<BackgammonEvent>) {
        s.phase = Phase::Truncated;
        events.push(BackgammonEvent::GameOver {
            outcome: Outcome::Truncated,
            result: None,
        });
    }
}
