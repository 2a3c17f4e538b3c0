//! A state as GNU Backgammon's Position ID and Match ID, and back: the cube, the phase and the dice in the Match ID, checked against the game's rules.
//!
//! The pair describes a state the way gnubg keeps one: the checkers seen
//! from the player on roll (the Position ID), and beside them who owns
//! the cube at what value, whose decision it is, whether a double is
//! offered and the dice thrown (the Match ID). The engine's phases map
//! onto it so:
//!
//! | phase | Match ID |
//! |-------|----------|
//! | [`Opening`](Phase::Opening) | game not started |
//! | [`AwaitingCube`](Phase::AwaitingCube), [`AwaitingThrow`](Phase::AwaitingThrow) | playing, the side to throw on roll and deciding, no dice |
//! | [`Doubled`](Phase::Doubled) | playing, the doubler on roll, a double offered, the other deciding |
//! | [`AwaitingMove`](Phase::AwaitingMove) before the turn's first move | playing, the dice thrown, the larger first |
//! | [`Over`](Phase::Over) by a pass | a double dropped, the doubler on roll, the other deciding |
//! | [`Over`](Phase::Over) by bearing off | game over, the loser on roll and deciding (as gnubg passes the turn) |
//!
//! In match play the Match ID also carries the length, the score and the
//! Crawford flag, and the Jacoby bit reads "off" (gnubg plays matches
//! without it; reading, the bit counts only in money play with the cube).
//! A state of a match is the whole match: once a game ends short of the
//! length the engine is at the next game's opening, so a Match ID of a
//! game over mid-match reads as that opening (gnubg's flag saying whether
//! it is the Crawford game); the finished match is a game over with the
//! winner's score at or past the length. A money session's score is not
//! kept: the state is one game.
//!
//! Under rules without an opening throw, a game not started reads as the
//! game's first throw. A throw awaited from a side that may double reads back as its cube
//! decision ([`AwaitingCube`](Phase::AwaitingCube)): the ID cannot tell
//! a side about to decide from one that chose to roll. The ID has no
//! place for the dice left mid-turn, a Plakoto pin, a draw, a game cut
//! short or the action count; a state read starts its count at 0.

use super::gnubg::{PositionId, PositionIdError};
use super::match_id::{GameStatus, MatchFields, MatchId, MatchIdError};
use crate::backgammon::dice::DiceLeft;
use crate::backgammon::error::BackgammonStateError;
use crate::backgammon::game::BackgammonGame;
use crate::backgammon::state::{BackgammonState, Phase};
use crate::backgammon::turn::opponent;
use crate::dice::Roll;
use crate::game::{RaceGame, Seat};

/// Why a state has no GNU Backgammon IDs, or IDs are not a state of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum GnubgIdError {
    /// The Position ID is not one of the game's positions.
    #[error("Position ID: {0}")]
    Position(PositionIdError),
    /// The Match ID is not one.
    #[error("Match ID: {0}")]
    Match(MatchIdError),
    /// The match length is not the rules' (0: money play).
    #[error("the Match ID is for a match to {id}, the rules to {rules} (0: money play)")]
    MatchLength {
        /// The ID's length.
        id: u16,
        /// The rules'.
        rules: u16,
    },
    /// The Jacoby rule is not the money rules'.
    #[error("the Match ID has the Jacoby rule {}, the rules {}", on_off(*id), on_off(*rules))]
    Jacoby {
        /// The ID's.
        id: bool,
        /// The rules'.
        rules: bool,
    },
    /// A resignation, which the rules do not play.
    #[error("the Match ID has a resignation, which these rules do not play")]
    Resignation,
    /// Whose decision it is does not fit: the player on roll decides, but
    /// for a double, which the other answers, before any dice are thrown.
    #[error(
        "{turn} to decide with {on_roll} on roll{}",
        if *doubled { " and a double offered" } else { "" }
    )]
    Decision {
        /// The player on roll.
        on_roll: Seat,
        /// Whose decision the ID says it is.
        turn: Seat,
        /// Whether a double is offered.
        doubled: bool,
    },
    /// A game not started with dice, a double, a turned cube or checkers
    /// off their start.
    #[error(
        "a game not started has its checkers on their start, no dice, no double and no turned cube"
    )]
    NotStarted,
    /// A game over with no side's checkers all borne off.
    #[error("the game is over but neither side has borne off every checker")]
    NoWinner,
    /// The state the IDs describe breaks the rules.
    #[error("not a state of this game: {0}")]
    State(BackgammonStateError),
    /// Acey-deucey's rules (a start area or the 1-2's privileges): the
    /// IDs have no place for checkers waiting to enter or a named double.
    #[error("acey-deucey (a start area, a named double) has no GNU Backgammon IDs")]
    StartArea,
    /// A state mid-turn: the ID has the turn's dice, not the dice left.
    #[error("the dice left mid-turn, {0}, have no Match ID")]
    MidTurn(DiceLeft),
    /// A phase with no Match ID: a draw, a game cut short, a double to
    /// name.
    #[error("a game in phase {0:?} has no Match ID")]
    Phase(Phase),
}

fn on_off(on: bool) -> &'static str {
    if on { "on" } else { "off" }
}

impl BackgammonGame {
    /// The GNU Backgammon Match ID of `state`: the cube, the phase and the
    /// dice as the module table maps them; in money play the rules'
    /// Jacoby rule, in a match its length, the score and the Crawford flag.
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BackgammonAction, BackgammonGame};
    /// let game = BackgammonGame::backgammon_money();
    /// let s = game.initial_state().with_cube_decision(racegame::Seat(0), false);
    /// let (s, _) = game.apply(&s, BackgammonAction::Double)?;
    /// assert_eq!(game.match_id(&s)?.to_string(), "MBkAAAAAAAAA"); // as gnubg writes it
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`GnubgIdError::MidTurn`] once a move of the turn is played,
    /// [`GnubgIdError::Phase`] for a draw, a game cut short or a double
    /// to name, [`GnubgIdError::StartArea`] under acey-deucey's rules
    /// (whatever the state).
    pub fn match_id(&self, state: &BackgammonState) -> Result<MatchId, GnubgIdError> {
        if super::acey_deucey(&self.rules) {
            return Err(GnubgIdError::StartArea);
        }
        let roller = state.turn();
        let mut f = MatchFields {
            cube_log2: state.cube_doublings(),
            cube_owner: state.cube_owner(),
            on_roll: roller,
            turn: roller,
            status: GameStatus::Playing,
            jacoby: self.rules.cube.is_some_and(|c| c.jacoby),
            ..MatchFields::default()
        };
        match state.phase() {
            Phase::Opening => f.status = GameStatus::NotStarted,
            Phase::AwaitingCube | Phase::AwaitingThrow => {}
            Phase::Doubled => {
                f.doubled = true;
                f.turn = opponent(roller);
            }
            Phase::AwaitingMove(dice) => f.dice = Some(whole_throw(dice)?),
            Phase::Over if state.passed() => {
                f.status = GameStatus::Dropped;
                f.turn = opponent(roller);
            }
            Phase::Over => {
                f.status = GameStatus::Over;
                f.on_roll = opponent(roller);
                f.turn = opponent(roller);
            }
            phase => return Err(GnubgIdError::Phase(phase)),
        }
        if let Some(m) = self.rules.match_play {
            // gnubg plays matches without the Jacoby rule and says so.
            (f.length, f.score, f.crawford, f.jacoby) =
                (m.length, state.score(), state.is_crawford(), false);
        }
        MatchId::new(f).map_err(GnubgIdError::Match)
    }

    /// GNU Backgammon's pair for `state`: the Position ID seen from the
    /// Match ID's player on roll, and the Match ID
    /// ([`BackgammonGame::match_id`]). gnubg writes them
    /// `PositionID:MatchID`.
    ///
    /// # Errors
    ///
    /// As [`BackgammonGame::match_id`].
    pub fn gnubg_ids(
        &self,
        state: &BackgammonState,
    ) -> Result<(PositionId, MatchId), GnubgIdError> {
        let id = self.match_id(state)?;
        let position = state.with_turn(id.fields().on_roll).position_id();
        Ok((position, id))
    }

    /// The state of a GNU Backgammon Position ID and Match ID in this
    /// game, read as the module table maps them, and checked as any
    /// outside state ([`validate`](crate::RaceGame::validate)). A money
    /// session's score is not kept; a game over mid-match reads as the
    /// next game's opening.
    ///
    /// ```
    /// use racegame::backgammon::{BackgammonGame, Phase};
    /// let game = BackgammonGame::backgammon_money();
    /// let s = game.state_from_gnubg("4HPwATDgc/ABMA", "MBkAAAAAAAAA")?;
    /// assert_eq!((s.phase(), s.turn()), (Phase::Doubled, racegame::Seat(0)));
    /// # Ok::<(), racegame::backgammon::GnubgIdError>(())
    /// ```
    ///
    /// # Errors
    ///
    /// [`GnubgIdError`]: an ID that is none, a match length, Jacoby rule
    /// or resignation the rules do not play, a decision with the wrong
    /// player, dice before a game or with a double, a game over without a
    /// winner, acey-deucey's rules ([`GnubgIdError::StartArea`]), or a
    /// state the rules refuse (a cube without cube rules or past the cap,
    /// a double from a side that may not double, dice that allow no move,
    /// a score or Crawford flag that does not fit the match).
    pub fn state_from_gnubg(
        &self,
        position_id: &str,
        match_id: &str,
    ) -> Result<BackgammonState, GnubgIdError> {
        let id: MatchId = match_id.parse().map_err(GnubgIdError::Match)?;
        if super::acey_deucey(&self.rules) {
            return Err(GnubgIdError::StartArea);
        }
        let f = id.fields();
        self.check_fields(&f)?;
        let board = self
            .board_from_id(position_id, f.on_roll)
            .map_err(GnubgIdError::Position)?
            .with_cube(f.cube_log2, f.cube_owner);
        let state = match self.rules.match_play {
            None => self.phase_of(board, &f)?,
            Some(m) if f.status.has_ended() && f.score.iter().all(|&x| x < m.length) => {
                self.match_opening(f.score, f.crawford)
            }
            // The score first: whether the side on roll may double hangs on it.
            Some(_) => self.phase_of(board.with_score(f.score, f.crawford), &f)?,
        };
        self.validate(&state).map_err(GnubgIdError::State)?;
        Ok(state)
    }

    /// The opening of a match's next game at `score`, the Crawford game or
    /// not: where the engine stands once a game ends short of the match.
    fn match_opening(&self, score: [u16; 2], crawford: bool) -> BackgammonState {
        let mut s = self.initial_state().with_score(score, crawford);
        self.next_game(&mut s, crawford);
        s
    }

    /// The fields that must agree with the rules whatever the phase.
    fn check_fields(&self, f: &MatchFields) -> Result<(), GnubgIdError> {
        if f.resigned.is_some() || f.status == GameStatus::Resigned {
            return Err(GnubgIdError::Resignation);
        }
        let length = self.rules.match_play.map_or(0, |m| m.length);
        if f.length != length {
            let (id, rules) = (f.length, length);
            return Err(GnubgIdError::MatchLength { id, rules });
        }
        // The Jacoby bit counts in money play with the cube only.
        if let Some(cube) = self.rules.cube
            && length == 0
            && f.jacoby != cube.jacoby
        {
            let (id, rules) = (f.jacoby, cube.jacoby);
            return Err(GnubgIdError::Jacoby { id, rules });
        }
        let deciding = if f.doubled {
            opponent(f.on_roll)
        } else {
            f.on_roll
        };
        let playing = f.status == GameStatus::Playing;
        if (playing && f.turn != deciding) || (f.doubled && (!playing || f.dice.is_some())) {
            let (on_roll, turn, doubled) = (f.on_roll, f.turn, f.doubled);
            return Err(GnubgIdError::Decision {
                on_roll,
                turn,
                doubled,
            });
        }
        Ok(())
    }

    /// `board` (the checkers and the cube, `f.on_roll` to throw) in the
    /// phase the fields name.
    fn phase_of(
        &self,
        board: BackgammonState,
        f: &MatchFields,
    ) -> Result<BackgammonState, GnubgIdError> {
        let roller = f.on_roll;
        let mut s = board;
        match (f.status, f.dice) {
            (GameStatus::NotStarted, None) if !f.doubled => {
                let opening = self.match_opening(s.score(), s.is_crawford());
                if s.board != opening.board || f.cube_log2 != 0 || f.cube_owner.is_some() {
                    return Err(GnubgIdError::NotStarted);
                }
                s = opening;
            }
            (GameStatus::NotStarted, _) => return Err(GnubgIdError::NotStarted),
            (GameStatus::Playing, _) if f.doubled => s = s.with_cube_decision(roller, true),
            (GameStatus::Playing, None) if self.may_double(&s, roller) => {
                s = s.with_cube_decision(roller, false);
            }
            (GameStatus::Playing, None) => s = s.with_turn(roller),
            (GameStatus::Playing, Some([a, b])) => {
                let dice = Roll::two(a, b).ok().and_then(DiceLeft::from_roll);
                s = s.with_dice(
                    roller,
                    dice.ok_or(GnubgIdError::Match(MatchIdError::Die(a)))?,
                );
            }
            (GameStatus::Dropped, _) => {
                s.turn = roller.0;
                s.phase = Phase::Over;
                s.set_passed(true);
            }
            (GameStatus::Over, _) => {
                let done = |seat: Seat| s.borne_off(seat) >= self.rules.checkers;
                let winner = [roller, opponent(roller)].into_iter().find(|&w| done(w));
                s.turn = winner.ok_or(GnubgIdError::NoWinner)?.0;
                s.phase = Phase::Over;
            }
            (GameStatus::Resigned, _) => return Err(GnubgIdError::Resignation),
        }
        Ok(s)
    }
}

/// The throw of a turn not yet begun: two dice, the larger first.
pub(super) fn whole_throw(dice: DiceLeft) -> Result<[u8; 2], GnubgIdError> {
    match *dice.values() {
        [a, b] if a != b => Ok([a.max(b), a.min(b)]),
        [a, b, c, d] if a == b && b == c && c == d => Ok([a, a]),
        _ => Err(GnubgIdError::MidTurn(dice)),
    }
}
