//! Self-play training by TD(lambda) over any game: the [`Task`] a game gives the learner, the [`Trainer`], and greedy choice.

use alloc::vec;
use alloc::vec::Vec;

use rand_chacha::ChaCha8Rng;
use rand_core::{Rng, SeedableRng};

use super::file::{EncodingId, Weights};
use super::mlp::{Layout, Mlp, Scratch};
use crate::dice::uniform_below;
use crate::encode::Encode;
use crate::game::{RaceGame, Seat, ToAct};

/// What the learner needs from a game: the network's inputs for a
/// position seen by a seat, the choices of a decision, and the targets of
/// a finished game.
///
/// A value network answers, for a position reached by a decision of seat
/// `s` (an *afterstate*), `s`'s chances as seen from `s`
/// ([`features`](Task::features) is written from `s`'s point of view).
/// One network thus plays every seat, two or more.
pub trait Task<G: RaceGame> {
    /// The encoding's name and version, written into weights files.
    fn encoding(&self) -> EncodingId;

    /// Values in one input vector.
    fn inputs(&self, game: &G) -> usize;

    /// The network's outputs (heads), each a chance in `0..=1`.
    fn outputs(&self) -> usize;

    /// Writes the inputs for `state` as `seat` sees it into `out`
    /// ([`inputs`](Task::inputs) values, all zero).
    fn features(&self, game: &G, state: &G::State, seat: Seat, out: &mut [f32]);

    /// Writes `seat`'s exact outputs for the finished game `state` (the
    /// training targets) into `out`.
    fn targets(&self, game: &G, state: &G::State, seat: Seat, out: &mut [f32]);

    /// What a seat maximises when it chooses: one number from the outputs
    /// (the default: the first output, the chance of winning).
    fn utility(&self, outputs: &[f32]) -> f32 {
        outputs.first().copied().unwrap_or(0.0)
    }

    /// The positions the seat to act in `state` may reach by its decision,
    /// each once. The default: the state after each legal action. An
    /// engine whose turn is several actions overrides it with the end of
    /// each whole turn (backgammon: the end of each play).
    fn afterstates(&self, game: &G, state: &G::State, out: &mut Vec<G::State>) {
        out.clear();
        let mut legal = Vec::new();
        game.legal_actions(state, &mut legal);
        for action in legal {
            if let Ok((next, _)) = game.apply(state, action)
                && !out.contains(&next)
            {
                out.push(next);
            }
        }
    }
}

/// A [`Task`] for any game with an [`Encode`] observation: the inputs are
/// the observation, one output, the chance that the seat's side wins (the
/// first of the outcome's ranking or a partner of it, by the game's
/// [`teams`](RaceGame::teams); where every seat plays alone, the seat
/// itself); a game without a winner counts one half.
#[derive(Clone, Copy, Debug, Default)]
pub struct Observed {
    /// The version written with the encoding's name (`observation`).
    pub version: u32,
}

impl<G: Encode> Task<G> for Observed {
    fn encoding(&self) -> EncodingId {
        EncodingId {
            name: alloc::string::String::from("observation"),
            version: self.version,
        }
    }

    fn inputs(&self, game: &G) -> usize {
        game.observation_len()
    }

    fn outputs(&self) -> usize {
        1
    }

    fn features(&self, game: &G, state: &G::State, seat: Seat, out: &mut [f32]) {
        game.write_observation(state, seat, out);
    }

    fn targets(&self, game: &G, state: &G::State, seat: Seat, out: &mut [f32]) {
        let winner = game.outcome(state).and_then(|o| o.winner());
        if let Some(slot) = out.first_mut() {
            *slot = match winner {
                Some(w) if game.teams().same_team(w, seat) => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        }
    }
}

/// The settings of TD(lambda) self-play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct TdConfig {
    /// The trace decay: 0 learns from the next position only, 1 from the
    /// game's result only.
    pub lambda: f32,
    /// The chance of a uniformly random choice instead of the greedy one.
    pub epsilon: f32,
    /// Decisions after which a game is abandoned unlearnt.
    pub max_decisions: usize,
}

impl Default for TdConfig {
    fn default() -> Self {
        TdConfig {
            lambda: 0.7,
            epsilon: 0.0,
            max_decisions: 10_000,
        }
    }
}

/// One seat's road through a game: the inputs and outputs of each
/// afterstate it chose.
#[derive(Clone, Debug, Default)]
struct Road {
    inputs: Vec<f32>,
    outputs: Vec<f32>,
}

/// Chooses among afterstates by a value network: the one of highest
/// [`Task::utility`] for the seat to act (an ended game counts its exact
/// targets). Keeps its own working memory.
#[derive(Clone, Debug)]
pub struct Greedy {
    scratch: Scratch,
    input: Vec<f32>,
    out: Vec<f32>,
    best: Vec<f32>,
    best_input: Vec<f32>,
}

impl Greedy {
    /// Working memory for `net`.
    pub fn new(net: &Mlp) -> Greedy {
        let layout = net.layout();
        Greedy {
            scratch: Scratch::new(layout),
            input: vec![0.0; layout.inputs],
            out: vec![0.0; layout.outputs],
            best: vec![0.0; layout.outputs],
            best_input: vec![0.0; layout.inputs],
        }
    }

    /// The outputs of `state` for `seat`: the exact targets if the game is
    /// over, else the network's; the inputs are left in `self.input`.
    fn value<G: RaceGame, T: Task<G>>(
        &mut self,
        net: &Mlp,
        task: &T,
        game: &G,
        state: &G::State,
        seat: Seat,
    ) {
        self.input.fill(0.0);
        task.features(game, state, seat, &mut self.input);
        if game.is_over(state) {
            task.targets(game, state, seat, &mut self.out);
        } else {
            let out = net.forward(&self.input, &mut self.scratch);
            self.out.copy_from_slice(out);
        }
    }

    /// The index in `candidates` (not empty) of the afterstate of highest
    /// utility for `seat`, its outputs and inputs kept in `self.best` and
    /// `self.best_input`.
    pub fn choose<G: RaceGame, T: Task<G>>(
        &mut self,
        net: &Mlp,
        task: &T,
        game: &G,
        candidates: &[G::State],
        seat: Seat,
    ) -> usize {
        let mut best = (0, f32::NEG_INFINITY);
        for (i, c) in candidates.iter().enumerate() {
            self.value(net, task, game, c, seat);
            let u = task.utility(&self.out);
            if u > best.1 {
                best = (i, u);
                self.best.copy_from_slice(&self.out);
                self.best_input.copy_from_slice(&self.input);
            }
        }
        best.0
    }

    /// The outputs of the last choice's afterstate.
    pub fn chosen(&self) -> &[f32] {
        &self.best
    }
}

/// Trains a value network by self-play, one game at a time.
///
/// Each seat chooses greedily on the value of its afterstates (with
/// chance [`TdConfig::epsilon`] at random). When the game ends, each
/// seat's chosen afterstates are trained towards their lambda-returns,
/// computed backwards from the game's result with the values the network
/// gave during the game (TD(lambda) in its forward view, offline: the
/// same fixed point as eligibility traces updated at the end of each
/// game), each a step of [`Mlp::train_step`].
///
/// Game `i` draws its dice and random choices from a ChaCha8 stream
/// numbered `i` of the run's seed, so a run resumed from a checkpoint
/// plays the games the uninterrupted run would have.
#[derive(Clone, Debug)]
pub struct Trainer<G: RaceGame, T: Task<G>> {
    /// The game played.
    pub game: G,
    /// What the network learns.
    pub task: T,
    /// The network and its count of games.
    pub weights: Weights,
    /// The settings.
    pub config: TdConfig,
    /// The run's seed.
    pub seed: u64,
    greedy: Greedy,
    roads: Vec<Road>,
    candidates: Vec<G::State>,
}

impl<G: RaceGame, T: Task<G>> Trainer<G, T> {
    /// A trainer of a new network of `hidden` units per layer, drawn from
    /// `seed`.
    pub fn new(game: G, task: T, hidden: &[usize], config: TdConfig, seed: u64) -> Self {
        let layout = Layout::new(task.inputs(&game), hidden, task.outputs());
        let net = Mlp::random(layout, seed);
        let weights = Weights {
            encoding: task.encoding(),
            games: 0,
            net,
        };
        Self::resume(game, task, weights, config, seed)
    }

    /// A trainer that goes on training `weights` (its games counted on).
    pub fn resume(game: G, task: T, weights: Weights, config: TdConfig, seed: u64) -> Self {
        let greedy = Greedy::new(&weights.net);
        Trainer {
            game,
            task,
            weights,
            config,
            seed,
            greedy,
            roads: vec![Road::default(); crate::game::SEAT_LIMIT],
            candidates: Vec::new(),
        }
    }

    /// The generator of game `index` of seed `seed`.
    pub fn game_rng(seed: u64, index: u64) -> ChaCha8Rng {
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        rng.set_stream(index);
        rng
    }

    /// Plays the next self-play game and learns from it with step size
    /// `alpha`; returns the decisions played (0 for a game abandoned at
    /// [`TdConfig::max_decisions`], which teaches nothing).
    pub fn train_game(&mut self, alpha: f32) -> usize {
        let mut rng = Self::game_rng(self.seed, self.weights.games);
        self.weights.games += 1;
        for road in &mut self.roads {
            road.inputs.clear();
            road.outputs.clear();
        }
        let Some((end, decisions)) = self.play_out(&mut rng) else {
            return 0;
        };
        let seats: Vec<Seat> = self.game.seats_in_play().collect();
        for seat in seats {
            self.learn_road(&end, seat, alpha);
        }
        decisions
    }

    /// Plays one game to its end, recording each seat's road; `None` when
    /// it runs past the limit of decisions.
    fn play_out(&mut self, rng: &mut ChaCha8Rng) -> Option<(G::State, usize)> {
        let mut state = self.game.initial_state();
        let mut decisions = 0;
        loop {
            match self.game.to_act(&state) {
                ToAct::Nobody => return Some((state, decisions)),
                ToAct::Chance(_) => {
                    let chance = self.game.chance(&state)?;
                    state = self.game.apply(&state, chance.sample(rng)).ok()?.0;
                }
                ToAct::Player(seat) => {
                    decisions += 1;
                    if decisions > self.config.max_decisions {
                        return None;
                    }
                    state = self.decide(&state, seat, rng)?;
                }
            }
        }
    }

    /// `seat`'s decision in `state`: the afterstate chosen, recorded.
    fn decide(&mut self, state: &G::State, seat: Seat, rng: &mut ChaCha8Rng) -> Option<G::State> {
        self.task
            .afterstates(&self.game, state, &mut self.candidates);
        if self.candidates.is_empty() {
            return None;
        }
        let mut pick = self.greedy.choose(
            &self.weights.net,
            &self.task,
            &self.game,
            &self.candidates,
            seat,
        );
        let explore = self.config.epsilon > 0.0
            && (rng.next_u32() as f32) < self.config.epsilon * 4_294_967_296.0;
        if explore {
            pick = uniform_below(rng, self.candidates.len() as u32) as usize;
            let one = core::slice::from_ref(&self.candidates[pick]);
            self.greedy
                .choose(&self.weights.net, &self.task, &self.game, one, seat);
        }
        let road = self.roads.get_mut(seat.index())?;
        road.inputs.extend_from_slice(&self.greedy.best_input);
        road.outputs.extend_from_slice(&self.greedy.best);
        Some(self.candidates[pick].clone())
    }

    /// Trains `seat`'s road towards its lambda-returns from the end `end`.
    fn learn_road(&mut self, end: &G::State, seat: Seat, alpha: f32) {
        let k = self.task.outputs();
        let n = self.weights.net.layout().inputs;
        let mut ret = vec![0.0; k];
        self.task.targets(&self.game, end, seat, &mut ret);
        let Some(road) = self.roads.get(seat.index()) else {
            return;
        };
        let steps = road.outputs.len() / k;
        let lambda = self.config.lambda;
        let mut targets = vec![0.0; steps * k];
        for t in (0..steps).rev() {
            targets[t * k..][..k].copy_from_slice(&ret);
            for (g, &v) in ret.iter_mut().zip(&road.outputs[t * k..][..k]) {
                *g = (1.0 - lambda) * v + lambda * *g;
            }
        }
        let scratch = &mut self.greedy.scratch;
        for t in 0..steps {
            let input = &road.inputs[t * n..][..n];
            self.weights
                .net
                .train_step(input, &targets[t * k..][..k], alpha, scratch);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ur::UrGame;

    fn trainer(seed: u64) -> Trainer<UrGame, Observed> {
        Trainer::new(
            UrGame::finkel(),
            Observed::default(),
            &[6],
            TdConfig::default(),
            seed,
        )
    }

    #[test]
    fn a_run_is_reproducible_and_resumes_as_if_never_stopped() {
        let mut straight = trainer(4);
        for _ in 0..4 {
            assert!(straight.train_game(0.05) > 0);
        }
        let mut first = trainer(4);
        first.train_game(0.05);
        first.train_game(0.05);
        let saved = Weights::from_bytes(&first.weights.to_bytes()).unwrap();
        let mut resumed = Trainer::resume(
            UrGame::finkel(),
            Observed::default(),
            saved,
            TdConfig::default(),
            4,
        );
        resumed.train_game(0.05);
        resumed.train_game(0.05);
        assert_eq!(resumed.weights, straight.weights);
        let mut other = trainer(5);
        for _ in 0..4 {
            other.train_game(0.05);
        }
        assert_ne!(other.weights.net, straight.weights.net);
    }

    #[test]
    fn training_moves_the_network_and_a_limit_abandons_the_game() {
        let mut t = trainer(9);
        let before = t.weights.net.clone();
        t.train_game(0.1);
        assert_ne!(t.weights.net, before);
        t.config.max_decisions = 1;
        let at = t.weights.net.clone();
        assert_eq!(t.train_game(0.1), 0);
        assert_eq!(t.weights.net, at);
        assert_eq!(t.weights.games, 2);
    }

    #[test]
    fn the_greedy_choice_takes_a_winning_end() {
        let game = UrGame::finkel();
        let task = Observed::default();
        let mut t = trainer(2);
        // Play until some decision offers an afterstate that ends the game.
        let mut rng = Trainer::<UrGame, Observed>::game_rng(2, 0);
        let mut state = game.initial_state();
        let mut options = Vec::new();
        let mut checked = false;
        for _ in 0..20_000 {
            match game.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    state = game
                        .apply(&state, game.chance(&state).unwrap().sample(&mut rng))
                        .unwrap()
                        .0
                }
                ToAct::Player(seat) => {
                    task.afterstates(&game, &state, &mut options);
                    let pick = t
                        .greedy
                        .choose(&t.weights.net, &task, &game, &options, seat);
                    if let Some(win) = options.iter().position(|o| game.is_over(o)) {
                        assert_eq!(pick, win);
                        assert_eq!(t.greedy.chosen(), &[1.0]);
                        checked = true;
                    }
                    state = options[pick];
                }
            }
        }
        assert!(checked && game.outcome(&state).and_then(|o| o.winner()).is_some());
    }
}
