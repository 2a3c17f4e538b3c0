//! The game's own loop for uniformly random playouts ([`UniformPlayout`]): whole turns played on the mover's frame, every choice drawn as the general loop draws it, the same move generator.

use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::Rng;

use super::action::BackgammonAction;
use super::dice::DiceLeft;
use super::error::BackgammonError;
use super::frame::Frame;
use super::game::BackgammonGame;
use super::memory::{Privilege, TurnMemory};
use super::moves::Ending;
use super::state::{BackgammonState, Phase};
use super::turn::opponent;
use crate::dice::uniform_below;
use crate::game::Discard;
use crate::playout::{Tally, UniformPlayout};

impl BackgammonGame {
    /// Plays `state` forward by at most `limit` actions with throws from
    /// `dice` and uniformly random moves from `choices` (from `dice` when
    /// `None`): the game [`play::uniform_playout`](crate::play::uniform_playout)
    /// plays from the same generators, action for action, but a turn's moves
    /// are played on one view of the board from the mover's side, each
    /// chosen from the generator's [`MoveSet`](super::MoveSet) (the legal
    /// moves in the order of [`legal_actions`](crate::RaceGame::legal_actions))
    /// without the checks and the list each `apply` makes. Throws go through
    /// the engine's own code for them. Under rules with a cube, each cube
    /// decision and each answer to a double is drawn uniformly from
    /// `choices` among the legal cube actions (roll or double; take, pass
    /// or beaver), as the general loop draws it, and played through
    /// `apply`'s code.
    ///
    /// # Errors
    ///
    /// What [`apply`](crate::RaceGame::apply) refuses in `state` itself (a state
    /// that does not fit the game), before anything is played.
    pub fn play_uniformly(
        &self,
        state: &mut BackgammonState,
        dice: &mut ChaCha8Rng,
        mut choices: Option<&mut dyn Rng>,
        limit: u32,
        tally: &mut Tally,
    ) -> Result<(), BackgammonError> {
        self.check_fits(state)?;
        // The board lives in the frame of the side to play while the loop
        // runs, and goes back into the state when it stops.
        let mut f = self.frame(state, state.turn());
        let mut left = limit;
        while left > 0 {
            match state.phase {
                Phase::Opening => {
                    if !self.opening_throw(state, dice, tally)? {
                        break;
                    }
                    f = self.frame(state, state.turn());
                    left -= 1;
                }
                Phase::AwaitingThrow => {
                    let BackgammonAction::Throw(roll) = self.throws.sample(dice) else {
                        break;
                    };
                    let Some(thrown) = DiceLeft::from_roll(roll) else {
                        break;
                    };
                    left -= 1;
                    tally.actions = tally.actions.saturating_add(1);
                    tally.throws = tally.throws.saturating_add(1);
                    self.throw(state, &mut f, thrown);
                }
                Phase::AwaitingMove(d) => {
                    let rng = chooser(&mut choices, dice);
                    let played = self.play_turn(state, &mut f, d, rng, left);
                    left -= played;
                    tally.actions = tally.actions.saturating_add(played);
                }
                Phase::AwaitingCube | Phase::Doubled => {
                    f = self.cube_action(state, f, chooser(&mut choices, dice))?;
                    left -= 1;
                    tally.actions = tally.actions.saturating_add(1);
                }
                Phase::Resigning { .. } | Phase::NamingDoubles => {
                    f = self.answer_or_name_in_loop(state, f, chooser(&mut choices, dice))?;
                    left -= 1;
                    tally.actions = tally.actions.saturating_add(1);
                }
                Phase::Over | Phase::Drawn | Phase::Truncated => break,
            }
        }
        f.store(state, state.turn(), self.rules.direction);
        Ok(())
    }

    /// The answer to an offer to resign, or the doubles named in the
    /// acey-deucey, in the loop.
    #[inline(always)]
    fn answer_or_name_in_loop(
        &self,
        s: &mut BackgammonState,
        f: Frame,
        rng: &mut dyn Rng,
    ) -> Result<Frame, BackgammonError> {
        if s.phase() == Phase::NamingDoubles {
            self.name_in_loop(s, f, rng)
        } else {
            self.resign_answer(s, f, rng)
        }
    }

    /// The opening throw in the loop, counted in `tally`; `false` when the
    /// dice give no throw. Out of line: once a game.
    #[inline(never)]
    fn opening_throw(
        &self,
        state: &mut BackgammonState,
        dice: &mut ChaCha8Rng,
        tally: &mut Tally,
    ) -> Result<bool, BackgammonError> {
        let BackgammonAction::Throw(roll) = self.throws.sample(dice) else {
            return Ok(false);
        };
        self.apply_throw(state, roll, &mut Discard)?;
        tally.actions = tally.actions.saturating_add(1);
        tally.throws = tally.throws.saturating_add(1);
        self.at_limit(state);
        Ok(true)
    }

    /// One cube action of `s` drawn uniformly from `rng` among the legal
    /// ones (as the general loop draws it), played through `apply`'s own
    /// code with the board stored back from `f`; returns the frame of the
    /// side to play after it. Out of line: games without a cube never
    /// come here.
    #[inline(never)]
    fn cube_action(
        &self,
        s: &mut BackgammonState,
        f: Frame,
        rng: &mut dyn Rng,
    ) -> Result<Frame, BackgammonError> {
        let options = self.cube_choices(s);
        let k = uniform_below(rng, options.len() as u32) as usize;
        f.store(s, s.turn(), self.rules.direction);
        if let Some(&action) = options.get(k) {
            self.apply_cube(s, action, &mut Discard)?;
            self.at_limit(s);
        }
        Ok(self.frame(s, s.turn()))
    }

    /// An answer to an offer to resign, drawn uniformly (the loop makes no
    /// offers of its own). Out of line: only a state given to the loop
    /// with an offer standing has one.
    #[inline(never)]
    fn resign_answer(
        &self,
        s: &mut BackgammonState,
        f: Frame,
        rng: &mut dyn Rng,
    ) -> Result<Frame, BackgammonError> {
        let options = self.resign_choices(s);
        let k = uniform_below(rng, options.len() as u32) as usize;
        f.store(s, s.turn(), self.rules.direction);
        if let Some(&action) = options.get(k) {
            self.apply_resign(s, action, &mut Discard)?;
            self.at_limit(s);
        }
        Ok(self.frame(s, s.turn()))
    }

    /// Acey-deucey: the double named after a 1-2, drawn uniformly from
    /// `rng` among the six (as the general loop draws it) and played
    /// through `apply`'s code; returns the frame of the side to play after
    /// it. Out of line: only acey-deucey comes here.
    #[inline(never)]
    fn name_in_loop(
        &self,
        s: &mut BackgammonState,
        f: Frame,
        rng: &mut dyn Rng,
    ) -> Result<Frame, BackgammonError> {
        let value = uniform_below(rng, 6) as u8 + 1;
        f.store(s, s.turn(), self.rules.direction);
        self.apply_name(s, value, &mut Discard)?;
        self.at_limit(s);
        Ok(self.frame(s, s.turn()))
    }

    /// The dice of the turn are played (`complete`) or no move can use the
    /// rest: the other side throws, or acey-deucey's privilege goes on
    /// through `apply`'s code, `f` turned to the side to play after it.
    #[inline(always)]
    fn dice_done_in_loop(&self, s: &mut BackgammonState, f: &mut Frame, complete: bool) {
        if f.memory.privilege == Privilege::None {
            self.pass_on(s, f);
        } else {
            self.privilege_in_loop(s, f, complete);
        }
    }

    /// Acey-deucey's privilege in the loop (out of line: only acey-deucey
    /// comes here).
    #[inline(never)]
    fn privilege_in_loop(&self, s: &mut BackgammonState, f: &mut Frame, complete: bool) {
        let seat = s.turn();
        f.store(s, seat, self.rules.direction);
        self.dice_done(s, seat, complete, &mut Discard);
        *f = self.frame(s, s.turn());
    }

    /// A game of a match ends with the move just played on `f`: through
    /// `apply`'s code (the score, then the next game or the match's end),
    /// `f` turned to the side to play after it.
    #[inline(never)]
    fn end_in_match(&self, s: &mut BackgammonState, f: &mut Frame, ending: Ending) {
        let seat = s.turn();
        f.store(s, seat, self.rules.direction);
        self.game_ends(s, seat, ending, &mut Discard);
        *f = self.frame(s, s.turn());
        self.at_limit(s);
    }

    /// Ends the game at the rules' action limit.
    #[inline]
    fn at_limit(&self, s: &mut BackgammonState) {
        if s.actions >= self.rules.action_limit.unwrap_or(u32::MAX) && !s.phase.is_over() {
            Self::truncate(s, &mut Discard);
        }
    }

    /// A throw of `dice` for the side to play, as `apply` plays it: a move
    /// awaited, or the turn passed (and `f` turned to the other side).
    fn throw(&self, s: &mut BackgammonState, f: &mut Frame, dice: DiceLeft) {
        s.actions = s.actions.saturating_add(1);
        self.laws.begin(f, dice);
        if self.laws.move_set(f, dice).is_empty() {
            self.dice_done_in_loop(s, f, false);
        } else {
            s.phase = Phase::AwaitingMove(dice);
        }
        self.at_limit(s);
    }

    /// The turn is over: the other side throws, `f` seen from its side.
    #[inline(always)]
    fn pass_on(&self, s: &mut BackgammonState, f: &mut Frame) {
        *f = f.flip(self.rules.direction, self.rules.contact);
        self.await_throw(s, opponent(s.turn()));
    }

    /// Plays the moves of the turn awaiting `dice` in `s`, whose mover's
    /// frame is `f`, at most `budget`; returns how many.
    fn play_turn(
        &self,
        s: &mut BackgammonState,
        f: &mut Frame,
        dice: DiceLeft,
        rng: &mut dyn Rng,
        budget: u32,
    ) -> u32 {
        let limit = self.rules.action_limit.unwrap_or(u32::MAX);
        let mut set = self.laws.move_set(f, dice);
        let mut left = dice;
        let mut played = 0;
        while played < budget {
            let k = uniform_below(rng, set.len() as u32) as usize;
            let Some((from, die)) = set.nth(k) else {
                break;
            };
            let ending = self.laws.play(f, from, die).ending;
            played += 1;
            s.actions = s.actions.saturating_add(1);
            if ending != Ending::None && self.rules.match_play.is_some() {
                self.end_in_match(s, f, ending);
                return played;
            }
            if ending != Ending::None {
                f.memory = TurnMemory::NONE;
                s.phase = if ending == Ending::Drawn {
                    Phase::Drawn
                } else {
                    Phase::Over
                };
                return played;
            }
            match left.without(die) {
                Some(rest) => {
                    set = self.laws.move_set(f, rest);
                    left = rest;
                    if set.is_empty() {
                        self.dice_done_in_loop(s, f, false);
                    } else {
                        s.phase = Phase::AwaitingMove(rest);
                    }
                }
                None => self.dice_done_in_loop(s, f, true),
            }
            if s.actions >= limit || !matches!(s.phase, Phase::AwaitingMove(_)) {
                break;
            }
        }
        self.at_limit(s);
        played
    }
}

impl UniformPlayout<BackgammonState, BackgammonAction, BackgammonError> for BackgammonGame {
    fn play_uniform(
        &self,
        state: &mut BackgammonState,
        dice: &mut ChaCha8Rng,
        choices: Option<&mut dyn Rng>,
        limit: u32,
        _legal: &mut Vec<BackgammonAction>,
        tally: &mut Tally,
    ) -> Result<(), BackgammonError> {
        self.play_uniformly(state, dice, choices, limit, tally)
    }
}

/// The generator of the players' choices: `choices` when given, else the
/// dice's.
#[inline(always)]
fn chooser<'a>(choices: &'a mut Option<&mut dyn Rng>, dice: &'a mut ChaCha8Rng) -> &'a mut dyn Rng {
    match choices.as_deref_mut() {
        Some(c) => c,
        None => dice,
    }
}
