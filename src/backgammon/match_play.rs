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
    /// at it or past it and the loser's below; the Crawford flag only
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
        let at_point = state
            .score
            .iter()
            .filter(|&&x| x.saturating_add(1) == m.length)
            .count();
        if state.crawford && (!m.crawford || at_point != 1 || state.cube != 0 || winner.is_some()) {
            return Err(BackgammonStateError::Crawford);
        }
        if state.phase == Phase::Drawn {
            return Err(BackgammonStateError::Finished(
                "a drawn game of a match is followed by the next game",
            ));
        }
        Ok(())
    }
}
