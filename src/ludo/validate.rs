//! [`LudoGame::validate`]: whether a state (perhaps deserialized or hand-edited) could occur under the game's rules.

use super::YARD;
use super::error::LudoStateError;
use super::game::LudoGame;
use super::occupancy::Board;
use super::rules::{BonusRolls, GameEnd, Goal, Reward};
use super::state::{LudoState, Phase};

impl LudoGame {
    /// Checks `state` against this game: the seats and tokens per player,
    /// every progress on the path, no two tokens sharing where they could
    /// not, the seat to act in play and not finished, the counters in
    /// range, a pending choice that has a move, a ranking that agrees with
    /// the tokens and the phase, and the action limit.
    ///
    /// A server uses this on what a client sends. [`apply`](crate::RaceGame::apply)
    /// never panics whatever it is given, but only promises the rules on
    /// states that pass.
    ///
    /// ```
    /// use racegame::{RaceGame, Seat, ludo::{LudoGame, LudoStateError}};
    /// let game = LudoGame::ludo(4)?;
    /// let bad = game.initial_state().with_token(Seat(0), 0, 57);
    /// assert!(matches!(game.validate(&bad), Err(LudoStateError::Progress { .. })));
    /// # Ok::<(), Box<dyn std::error::Error>>(())
    /// ```
    pub fn validate(&self, state: &LudoState) -> Result<(), LudoStateError> {
        use LudoStateError as E;
        self.check_fits(state)?;
        let r = &self.rules;
        let g = &r.geometry;
        let last = g.last_progress();
        for seat in state.seats() {
            let tokens = state.tokens(seat);
            for (t, &p) in tokens.iter().enumerate() {
                if p != YARD && p > last {
                    return Err(E::Progress {
                        seat,
                        token: t as u8,
                        progress: p,
                    });
                }
                let finish = g.goal == Goal::FinishSquare && p == last;
                if !r.share_own && p != YARD && !finish && tokens[..t].contains(&p) {
                    return Err(E::Sharing {
                        at: self.place(seat, p),
                    });
                }
                // Opponents never share an unsafe track square: the later
                // arrival captures.
                if let Some(square) = g.track_square(seat.0, p)
                    && !self.is_safe(square)
                {
                    let clash = state.seats().filter(|&o| o < seat).any(|o| {
                        state
                            .tokens(o)
                            .iter()
                            .any(|&q| g.track_square(o.0, q) == Some(square))
                    });
                    if clash {
                        return Err(E::Sharing {
                            at: self.place(seat, p),
                        });
                    }
                }
            }
        }

        if let Some(cap) = r.square_capacity {
            let board = Board::new(&self.squares, state);
            for seat in state.seats() {
                for &p in state.tokens(seat) {
                    let full = match g.track_square(seat.0, p) {
                        Some(square) => {
                            let n: u8 = board.counts(square, None).iter().sum();
                            n > cap
                        }
                        None if p == YARD || (g.goal == Goal::FinishSquare && p == last) => false,
                        None => {
                            let n = state.tokens(seat).iter().filter(|&&q| q == p).count();
                            n > usize::from(cap)
                        }
                    };
                    if full {
                        return Err(E::Sharing {
                            at: self.place(seat, p),
                        });
                    }
                }
            }
        }

        let over = state.phase == Phase::Over;
        let n = self.seats_in_play().count();
        let ranked = state.ranking.as_slice();
        let want = match (over, r.end) {
            (false, _) => None,
            (true, GameEnd::FirstFinisher) => Some(1),
            (true, GameEnd::FullRanking) => Some(n),
        };
        match want {
            Some(len) if ranked.len() != len => {
                return Err(E::Ranking("the ranking does not fit the end of the game"));
            }
            None if r.end == GameEnd::FirstFinisher && !ranked.is_empty() => {
                return Err(E::Ranking("a seat finished but the game goes on"));
            }
            None if ranked.len() + 1 >= n => {
                return Err(E::Ranking("one seat is left but the game goes on"));
            }
            _ => {}
        }
        // The last seat of a full ranking takes its place without finishing.
        let must_be_home = match (over, r.end) {
            (true, GameEnd::FullRanking) => ranked.len().saturating_sub(1),
            _ => ranked.len(),
        };
        for (i, &seat) in ranked.iter().enumerate() {
            if i < must_be_home && !self.all_home(state, seat) {
                return Err(E::Ranking("a ranked seat has not brought every token home"));
            }
        }
        for seat in state.seats() {
            if !state.ranking.contains(seat) && self.all_home(state, seat) {
                return Err(E::Ranking("a seat has every token home but is not ranked"));
            }
        }

        if matches!(
            r.bonus_rolls,
            BonusRolls::UpToTwo | BonusRolls::ThirdSixSendsBack
        ) && state.sixes > 2
        {
            return Err(E::Counter("sixes"));
        }
        if state.tries >= r.yard_rolls {
            return Err(E::Counter("tries"));
        }
        let two = r.dice == 2;
        if (two && matches!(state.phase, Phase::AwaitingChoice(_)))
            || (!two && (state.phase == Phase::AwaitingDice || state.dice != [0, 0]))
        {
            return Err(E::Counter("pending dice"));
        }
        if state.phase == Phase::AwaitingDice {
            let [a, b] = state.dice;
            if a != 0 && b != 0 && (a == b) != (state.sixes > 0) {
                return Err(E::Counter("sixes"));
            }
            let board = Board::new(&self.squares, state);
            if !self.has_dice_move(&board, state.current(), state.dice) {
                return Err(E::NoPendingMove(a.saturating_add(b)));
            }
        }
        if let Phase::AwaitingChoice(roll) = state.phase {
            if (roll == 6) != (state.sixes > 0) {
                return Err(E::Counter("sixes"));
            }
            if !self.has_move(&Board::new(&self.squares, state), state.current(), roll) {
                return Err(E::NoPendingMove(roll));
            }
        }
        if let Phase::AwaitingBonus(distance) = state.phase {
            let earnable = [r.capture_reward, r.home_reward].contains(&Reward::Move(distance));
            let board = Board::new(&self.squares, state);
            if !earnable || !self.has_bonus_move(&board, state.current(), distance) {
                return Err(E::NoPendingMove(distance));
            }
        }
        let in_play = matches!(
            state.phase,
            Phase::AwaitingRoll
                | Phase::AwaitingChoice(_)
                | Phase::AwaitingDice
                | Phase::AwaitingBonus(_)
        );
        match r.action_limit {
            Some(limit) if state.actions > limit || (in_play && state.actions >= limit) => {
                return Err(E::PastLimit {
                    actions: state.actions,
                    limit,
                });
            }
            None if state.phase == Phase::Truncated => {
                return Err(E::PastLimit {
                    actions: state.actions,
                    limit: 0,
                });
            }
            Some(limit) if state.phase == Phase::Truncated && state.actions < limit => {
                return Err(E::PastLimit {
                    actions: state.actions,
                    limit,
                });
            }
            _ => {}
        }
        Ok(())
    }
}
