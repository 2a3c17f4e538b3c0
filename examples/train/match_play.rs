//! Measuring a network: seeded deals played with the learner in every seat in turn (mirrored pairs for two seats), against a fixed opponent.

use racegame::learn::{Greedy, Mlp, Task};
use racegame::{RaceGame, Seat, ToAct};
use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

/// Chooses one of the afterstates of a decision.
pub trait Agent<G: RaceGame> {
    fn pick(
        &mut self,
        game: &G,
        state: &G::State,
        seat: Seat,
        options: &[G::State],
        rng: &mut ChaCha8Rng,
    ) -> usize;
}

/// Uniform among the distinct afterstates.
pub struct Random;

impl<G: RaceGame> Agent<G> for Random {
    fn pick(
        &mut self,
        _: &G,
        _: &G::State,
        _: Seat,
        options: &[G::State],
        rng: &mut ChaCha8Rng,
    ) -> usize {
        (rng.next_u64() % options.len() as u64) as usize
    }
}

/// Greedy on a network's value.
pub struct Net<'a, T> {
    pub net: &'a Mlp,
    pub task: &'a T,
    pub greedy: Greedy,
}

impl<'a, T> Net<'a, T> {
    pub fn new(net: &'a Mlp, task: &'a T) -> Self {
        Net {
            net,
            task,
            greedy: Greedy::new(net),
        }
    }
}

impl<G: RaceGame, T: Task<G>> Agent<G> for Net<'_, T> {
    fn pick(
        &mut self,
        game: &G,
        _: &G::State,
        seat: Seat,
        options: &[G::State],
        _: &mut ChaCha8Rng,
    ) -> usize {
        self.greedy.choose(self.net, self.task, game, options, seat)
    }
}

/// A function of the afterstate scored for the mover (higher is better).
pub struct Scored<F>(pub F);

impl<G: RaceGame, F: FnMut(&G, &G::State, Seat) -> f32> Agent<G> for Scored<F> {
    fn pick(
        &mut self,
        game: &G,
        _: &G::State,
        seat: Seat,
        options: &[G::State],
        _: &mut ChaCha8Rng,
    ) -> usize {
        let mut best = (0, f32::NEG_INFINITY);
        for (i, o) in options.iter().enumerate() {
            let v = (self.0)(game, o, seat);
            if v > best.1 {
                best = (i, v);
            }
        }
        best.0
    }
}

/// Plays one game with `learner` at `seat` (and at its partners' seats)
/// and `other` elsewhere; the learner's score (the task's utility of its exact targets: points for
/// backgammon, 1 for a win otherwise).
fn play_one<G: RaceGame, T: Task<G>>(
    game: &G,
    task: &T,
    learner: &mut dyn Agent<G>,
    other: &mut dyn Agent<G>,
    seat: Seat,
    deal: u64,
) -> Option<f64> {
    let mut dice = ChaCha8Rng::seed_from_u64(deal);
    let mut choices = ChaCha8Rng::seed_from_u64(deal ^ 0x9e37_79b9_7f4a_7c15);
    let mut state = game.initial_state();
    let mut options = Vec::new();
    for _ in 0..100_000 {
        match game.to_act(&state) {
            ToAct::Nobody => {
                let mut out = vec![0.0; task.outputs()];
                task.targets(game, &state, seat, &mut out);
                return Some(f64::from(task.utility(&out)));
            }
            ToAct::Chance(_) => {
                state = game
                    .apply(&state, game.chance(&state)?.sample(&mut dice))
                    .ok()?
                    .0
            }
            ToAct::Player(s) => {
                task.afterstates(game, &state, &mut options);
                let i = if game.teams().same_team(s, seat) {
                    learner.pick(game, &state, s, &options, &mut choices)
                } else {
                    other.pick(game, &state, s, &options, &mut choices)
                };
                state = options.get(i)?.clone();
            }
        }
    }
    None
}

/// The learner's mean score over `deals` deals, each played once with
/// the learner in every seat (in a partnership game, once for each team,
/// the learner in all its seats); and the standard error of the mean over
/// deals.
pub fn measure<G: RaceGame, T: Task<G>>(
    game: &G,
    task: &T,
    learner: &mut dyn Agent<G>,
    other: &mut dyn Agent<G>,
    deals: u64,
    seed: u64,
) -> (f64, f64) {
    let teams = game.teams();
    let seats: Vec<Seat> = game
        .seats_in_play()
        .filter(|&s| teams.team_of(s).0 == s.0)
        .collect();
    let mut xs = Vec::new();
    for d in 0..deals {
        let deal = seed.wrapping_mul(0x1000_0000_01b3).wrapping_add(d);
        let sum: f64 = seats
            .iter()
            .filter_map(|&s| play_one(game, task, learner, other, s, deal))
            .sum();
        xs.push(sum / seats.len() as f64);
    }
    mean_se(&xs)
}

pub fn mean_se(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n < 2.0 {
        return (xs.first().copied().unwrap_or(0.0), 0.0);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, (var / n).sqrt())
}

/// A policy over actions (the crate's examples' strategies) as an agent:
/// its action's afterstate.
pub struct ByAction<F>(pub F);

impl<G, F> Agent<G> for ByAction<F>
where
    G: RaceGame,
    F: FnMut(&G, &G::State, &[G::Action], &mut dyn Rng) -> usize,
{
    fn pick(
        &mut self,
        game: &G,
        state: &G::State,
        _: Seat,
        options: &[G::State],
        rng: &mut ChaCha8Rng,
    ) -> usize {
        let mut legal = Vec::new();
        game.legal_actions(state, &mut legal);
        let i = (self.0)(game, state, &legal, rng).min(legal.len().saturating_sub(1));
        let Some(after) = legal.get(i).and_then(|&a| game.apply(state, a).ok()) else {
            return 0;
        };
        options.iter().position(|o| *o == after.0).unwrap_or(0)
    }
}
