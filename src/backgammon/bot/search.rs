//! [`Search`]: looking ahead over any [`Evaluator`]: 0-ply, 1-ply and 2-ply, with move filtering.

use alloc::vec::Vec;

use super::eval::{Evaluator, Probabilities};
use crate::backgammon::{BackgammonGame, BackgammonState, Phase, Play};
use crate::dice::Roll;
use crate::game::Seat;

/// The 21 distinct rolls of two dice with their weights in 36ths.
pub(crate) fn rolls() -> impl Iterator<Item = (Roll, f32)> {
    (1..=6u8).flat_map(|a| {
        (a..=6u8).filter_map(move |b| {
            let weight = if a == b { 1.0 } else { 2.0 };
            Roll::two(a, b).ok().map(|r| (r, weight / 36.0))
        })
    })
}

/// Which plays a deeper search looks at: the `keep` best by the 0-ply
/// evaluation, and of those only the ones within `within` equity of the
/// best (always at least the best).
///
/// GNU Backgammon's manual describes the same kind of filter ("move
/// filters": a number of moves to keep and an equity threshold at each
/// ply); its default for a 2-ply search keeps up to 8 moves within 0.16,
/// the default here.
#[derive(Clone, Copy, Debug, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct Filter {
    /// Plays kept at most (at least 1 is kept whatever this says).
    pub keep: usize,
    /// Largest cubeless equity behind the best play a kept play may be.
    pub within: f32,
}

impl Default for Filter {
    fn default() -> Self {
        Filter {
            keep: 8,
            within: 0.16,
        }
    }
}

impl Filter {
    /// The default filter inside a search, for the replies of each roll
    /// below the plays being chosen: the 2 best within 0.05. Looking at
    /// fewer replies deeply is what makes a 2-ply search affordable (each
    /// kept reply costs another 21 rolls of plays).
    pub const INNER: Filter = Filter {
        keep: 2,
        within: 0.05,
    };
}

/// A play with its chances for the side that plays it, and the depth it
/// was evaluated at.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Scored {
    /// The play.
    pub play: Play,
    /// Its chances for the mover.
    pub chances: Probabilities,
    /// The ply it was evaluated at (lower than asked when the filter
    /// left it out).
    pub ply: u8,
}

/// Looks ahead over an evaluator.
///
/// A position's value at 0 ply is the evaluator's; at `n` ply it is the
/// mean over the 21 rolls (weighted by their 36ths) of the value, for the
/// side to throw, of its best play of that roll, each play judged by its
/// end position at `n - 1` ply (from the other side's view, flipped).
/// The best play is chosen among the plays the [`Filter`] keeps from a
/// 0-ply ranking: [`Filter::default`] for the plays being chosen
/// ([`rank`](Search::rank), [`best`](Search::best)), [`Filter::INNER`]
/// for the replies inside [`position`](Search::position). Plays are compared by cubeless equity
/// ([`Probabilities::equity`]); a play that ends the game is worth its
/// result. The search reads positions as cubeless: a state deciding on
/// the cube is looked at as the same state about to throw.
#[derive(Clone, Copy, Debug)]
pub struct Search<'e, E: ?Sized> {
    evaluator: &'e E,
    filter: Filter,
    inner: Filter,
    blend: bool,
}

impl<'e, E: Evaluator + ?Sized> Search<'e, E> {
    /// A search over `evaluator` with the default filter.
    pub fn new(evaluator: &'e E) -> Self {
        Search {
            evaluator,
            filter: Filter::default(),
            inner: Filter::INNER,
            blend: false,
        }
    }

    /// This search with `filter` for the plays being chosen.
    pub fn with_filter(mut self, filter: Filter) -> Self {
        self.filter = filter;
        self
    }

    /// This search with `inner` for the replies inside a position's
    /// look-ahead.
    pub fn with_inner_filter(mut self, inner: Filter) -> Self {
        self.inner = inner;
        self
    }

    /// This search with the odd-ply blend on or off (off by default): at
    /// an odd ply, [`rank`](Search::rank) values each kept play at the
    /// mean of its chances at that ply and at the ply below (1-ply: the
    /// mean of 0-ply and 1-ply). A value network errs one way for the
    /// side that has just played and the other way one ply on, and the
    /// opponent's best reply of each roll, picked by the same noisy
    /// values, is valued high by the noise it was picked for; the mean
    /// halves both. Searches inside a position never blend.
    pub fn with_odd_ply_blend(mut self, on: bool) -> Self {
        self.blend = on;
        self
    }

    /// The evaluator searched over.
    pub fn evaluator(&self) -> &'e E {
        self.evaluator
    }

    /// The chances of `state` at `ply` for the side about to throw (or
    /// deciding on the cube), `state.turn()`; a finished game's result.
    pub fn position(
        &self,
        game: &BackgammonGame,
        state: &BackgammonState,
        ply: u8,
    ) -> Probabilities {
        if let Some(done) = Probabilities::of_finished(game, state, state.turn()) {
            return done;
        }
        let state = throwable(state);
        if ply == 0 {
            return self.evaluator.evaluate(game, &state);
        }
        let mut sum = [0.0f32; 5];
        for (roll, weight) in rolls() {
            let plays = game.plays_of_roll(&state, roll).unwrap_or_default();
            let inner = Search {
                filter: self.inner,
                blend: false,
                ..*self
            };
            let best = inner
                .best(game, &plays, state.turn(), ply - 1)
                .map_or_else(|| self.evaluator.evaluate(game, &state), |s| s.chances);
            add(&mut sum, best, weight);
        }
        from_sum(sum)
    }

    /// The chances of `end`, the state after a play by `mover`, for
    /// `mover`, at `ply`.
    pub fn after(
        &self,
        game: &BackgammonGame,
        end: &BackgammonState,
        mover: Seat,
        ply: u8,
    ) -> Probabilities {
        if let Some(done) = Probabilities::of_finished(game, end, mover) {
            return done;
        }
        let p = self.position(game, end, ply);
        if end.turn() == mover { p } else { p.flip() }
    }

    /// The best of `plays` (by `mover`) at `ply`: `None` when empty.
    pub fn best(
        &self,
        game: &BackgammonGame,
        plays: &[Play],
        mover: Seat,
        ply: u8,
    ) -> Option<Scored> {
        self.rank(game, plays, mover, ply).into_iter().next()
    }

    /// Every play of `plays` (by `mover`), best first: all at 0 ply, then
    /// the ones the filter keeps at `ply` (the others keep their 0-ply
    /// values and rank after them). Ties keep the order of `plays`.
    pub fn rank(&self, game: &BackgammonGame, plays: &[Play], mover: Seat, ply: u8) -> Vec<Scored> {
        let mut scored = self.zero_ply(game, plays, mover);
        sort(&mut scored);
        if ply == 0 {
            return scored;
        }
        let Some(top) = scored.first().map(|s| s.chances.equity()) else {
            return scored;
        };
        let keep = scored
            .iter()
            .take(self.filter.keep.max(1))
            .take_while(|s| s.chances.equity() >= top - self.filter.within)
            .count()
            .max(1);
        for s in scored.iter_mut().take(keep) {
            let deep = self.after(game, s.play.state(), mover, ply);
            s.chances = if self.blend && ply % 2 == 1 {
                mean(s.chances, deep)
            } else {
                deep
            };
            s.ply = ply;
        }
        sort(&mut scored[..keep]);
        scored
    }

    /// Every play at 0 ply, in the order of `plays`, evaluated in one
    /// batch.
    fn zero_ply(&self, game: &BackgammonGame, plays: &[Play], mover: Seat) -> Vec<Scored> {
        let open: Vec<BackgammonState> = plays
            .iter()
            .filter(|p| !p.state().phase().is_over())
            .map(|p| throwable(p.state()))
            .collect();
        let mut values = alloc::vec![Probabilities::default(); open.len()];
        self.evaluator.evaluate_batch(game, &open, &mut values);
        let mut next = values.into_iter();
        plays
            .iter()
            .map(|play| {
                let end = play.state();
                let chances = Probabilities::of_finished(game, end, mover).unwrap_or_else(|| {
                    let p = next.next().unwrap_or_default();
                    if end.turn() == mover { p } else { p.flip() }
                });
                Scored {
                    play: *play,
                    chances,
                    ply: 0,
                }
            })
            .collect()
    }
}

/// The mean of two sets of chances.
fn mean(a: Probabilities, b: Probabilities) -> Probabilities {
    let mut sum = [0.0f32; 5];
    add(&mut sum, a, 0.5);
    add(&mut sum, b, 0.5);
    from_sum(sum)
}

/// Sorts best first by equity, keeping the order of equal ones.
fn sort(scored: &mut [Scored]) {
    scored.sort_by(|a, b| b.chances.equity().total_cmp(&a.chances.equity()));
}

/// `state`, read as about to throw when it awaits a cube decision.
pub(crate) fn throwable(state: &BackgammonState) -> BackgammonState {
    if state.phase() == Phase::AwaitingCube {
        state.with_turn(state.turn())
    } else {
        *state
    }
}

/// Adds `weight` times `p` to a running sum of the five chances.
pub(crate) fn add(sum: &mut [f32; 5], p: Probabilities, weight: f32) {
    let v = [
        p.win,
        p.win_gammon,
        p.win_backgammon,
        p.lose_gammon,
        p.lose_backgammon,
    ];
    sum.iter_mut().zip(v).for_each(|(s, x)| *s += weight * x);
}

/// The chances of a running sum whose weights add up to 1.
pub(crate) fn from_sum(sum: [f32; 5]) -> Probabilities {
    Probabilities {
        win: sum[0],
        win_gammon: sum[1],
        win_backgammon: sum[2],
        lose_gammon: sum[3],
        lose_backgammon: sum[4],
    }
}
