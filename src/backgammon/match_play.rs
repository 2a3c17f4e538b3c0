//! Match play: the end of a game inside a match (its points to the score, then the next game or the match's end), the Crawford game, whether gammons matter, and the checks of a match state.

use super::cube::MatchRules;
use super::error::BackgammonStateError;
use super::event::BackgammonEvent;
use super::game::BackgammonGame;
use super::result::GameResult;
use super::state::{BackgammonState, Phase};
use crate::game::{EventSink, Outcome, RaceGame, Seat};

impl BackgammonGame {
    /// The end of a game of a match, won (`result`) or drawn (`None`), in
    /// `s` whose board shows it: the points to the winner's score, then the
    /// match's end, or the next game from its opening.
    pub(crate) fn end_match_game(
        &self,
        s: &mut BackgammonState,
        m: MatchRules,
        result: Option<GameResult>,
        events: &mut impl EventSink<BackgammonEvent>,
    ) {
        let before = s.score;
        if let Some(r) = result {
            let i = BackgammonState::slot(r.winner);
            let points = u16::try_from(r.total()).unwrap_or(u16::MAX);
            s.score[i] = s.score[i].saturating_add(points);
        }
        events.push(BackgammonEvent::GameEnded {
            result,
            score: s.score,
        });
        if let Some(r) = result.filter(|r| s.score[BackgammonState::slot(r.winner)] >= m.length) {
            s.turn = r.winner.0;
            s.phase = Phase::Over;
            s.crawford = false;
            events.push(BackgammonEvent::GameOver {
                outcome: Outcome::Winner(r.winner),
                result,
            });
            return;
        }
        let short = |score: [u16; 2]| score.iter().any(|&x| x.saturating_add(1) >= m.length);
        let crawford = m.crawford && !short(before) && short(s.score);
        self.next_game(s, crawford);
    }

    /// The next game of the match from its opening: the board reset, the
    /// cube in the middle, the score and the action count kept.
    pub(crate) fn next_game(&self, s: &mut BackgammonState, crawford: bool) {
        let fresh = self.initial_state();
        let (score, actions) = (s.score, s.actions);
        *s = fresh.with_score(score, crawford).with_actions(actions);
        // Without an opening throw the fresh game already awaits its first
        // throw, its cube decision taken before the score was known: take
        // it again with the score and the Crawford flag (no cube action in
        // the Crawford game).
        if matches!(s.phase, Phase::AwaitingThrow | Phase::AwaitingCube) {
            self.await_throw(s, s.turn());
        }
    }

    /// Whether a gammon (or backgammon) won by `seat` now would count for
    /// more than a single game: the rules score gammons, the Jacoby rule
    /// does not hold them back (the cube in the middle), and in a match a
    /// single win at the cube's value would not already give `seat` the
    /// match. In a match the points of a gammon that cannot matter are
    /// still scored in full.
    ///
    /// ```
    /// use racegame::RaceGame;
    /// use racegame::backgammon::{BLACK, BackgammonGame, BackgammonRules, WHITE};
    /// let game = BackgammonGame::new(BackgammonRules::backgammon().with_match(5))?;
    /// let s = game.initial_state().with_score([3, 1], false);
    /// assert!(game.gammons_matter(&s, BLACK));
    /// assert!(game.gammons_matter(&s, WHITE));
    /// // With the cube at 2, a single win takes White from 3 to 5.
    /// assert!(!game.gammons_matter(&s.with_cube(1, Some(BLACK)), WHITE));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn gammons_matter(&self, state: &BackgammonState, seat: Seat) -> bool {
        if !self.rules.gammons || seat.0 > 1 {
            return false;
        }
        let jacoby = self.rules.cube.is_some_and(|c| c.jacoby) && state.cube_owner().is_none();
        let decided = self.rules.match_play.is_some_and(|m| {
            let score = u32::from(state.score[BackgammonState::slot(seat)]);
            score + state.cube_value() >= u32::from(m.length)
        });
        !jacoby && !decided
    }

    /// The match fields fit the rules: none without match play; while the
    /// match goes on both scores below the length, once over the winner's
    /// at it or past it and the loser's below, the winner's its score
    /// before the last game (below the length) plus that game's points; a
    /// turned cube the sides could have turned at the score; the Crawford flag only
    /// under the Crawford rule, with exactly one side at `length - 1`, the
    /// cube in the middle and the match not over (a match's end clears it,
    /// as GNU Backgammon does).
    pub(crate) fn check_match(&self, state: &BackgammonState) -> Result<(), BackgammonStateError> {
        let Some(m) = self.rules.match_play else {
            if state.score != [0; 2] || state.crawford {
                return Err(BackgammonStateError::NoMatch);
            }
            return Ok(());
        };
        let winner = (state.phase == Phase::Over).then(|| state.turn());
        for seat in [Seat(0), Seat(1)] {
            let score = state.score[BackgammonState::slot(seat)];
            let won = score >= m.length;
            if won != (winner == Some(seat)) {
                return Err(BackgammonStateError::Score {
                    seat,
                    score,
                    length: m.length,
                });
            }
        }
        if let Some(seat) = winner {
            self.check_final_score(state, m, seat)?;
        }
        let at_point = state
            .score
            .iter()
            .filter(|&&x| x.saturating_add(1) == m.length)
            .count();
        if state.crawford && (!m.crawford || at_point != 1 || state.cube != 0 || winner.is_some()) {
            return Err(BackgammonStateError::Crawford);
        }
        self.check_match_cube(state, m)?;
        if state.phase == Phase::Drawn {
            return Err(BackgammonStateError::Finished(
                "a drawn game of a match is followed by the next game",
            ));
        }
        Ok(())
    }

    /// A turned cube one side could have offered and the other the double
    /// before it, at the score (which no game's end has changed since):
    /// the doubler's score plus the cube's value before its double below
    /// the length. A finished match's cube belongs to the last game, whose
    /// points are on the score already, and is not checked.
    fn check_match_cube(
        &self,
        state: &BackgammonState,
        m: MatchRules,
    ) -> Result<(), BackgammonStateError> {
        let Some(owner) = state.cube_owner() else {
            return Ok(());
        };
        if state.phase == Phase::Over {
            return Ok(());
        }
        let value = state.cube_value();
        let score = |seat: Seat| u32::from(state.score[BackgammonState::slot(seat)]);
        let doubler = Seat(1 - owner.0.min(1));
        let live = |seat: Seat, before: u32| score(seat) + before < u32::from(m.length);
        if !live(doubler, value / 2) || (value >= 4 && !live(owner, value / 4)) {
            return Err(BackgammonStateError::MatchCube {
                value,
                owner,
                score: state.score,
                length: m.length,
            });
        }
        Ok(())
    }

    /// The winner of a finished match had less than the length before the
    /// last game, and that game's points (times its cube, as the board and
    /// the cube show them) make its score.
    fn check_final_score(
        &self,
        state: &BackgammonState,
        m: MatchRules,
        winner: Seat,
    ) -> Result<(), BackgammonStateError> {
        let score = state.score[BackgammonState::slot(winner)];
        let points = self.result(state).map_or(0, |r| r.total());
        let before = u32::from(score).checked_sub(points);
        if before.is_none_or(|b| b >= u32::from(m.length)) {
            return Err(BackgammonStateError::FinalScore {
                seat: winner,
                score,
                points,
                length: m.length,
            });
        }
        Ok(())
    }
}
