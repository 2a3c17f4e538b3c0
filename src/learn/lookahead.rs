//! One ply of expectimax over the throws, on a value network: the value of each action of a decision, for [`NetPolicy`](super::NetPolicy).
//!
//! At 0 plies an action is worth the network's value of the position it
//! reaches. At 1 ply, when that position waits for a throw, it is worth
//! the mean over every outcome of the throw (with its exact probability)
//! of the position the seat to act next then reaches by its own greedy
//! choice (the network's best afterstate for that seat): the mover's
//! own next move after a bonus throw, or the next seat's reply. A
//! position that ends the game counts its exact result; one where no
//! throw is due, or a throw that leaves no choice, counts the network's
//! value. At 2 plies the position the greedy choices reach before the
//! next throw is itself valued at 1 ply (the replies still chosen by the
//! network alone): two throws ahead, about six times the work of 1 ply
//! with one die.

use alloc::vec;
use alloc::vec::Vec;

use super::mlp::{Mlp, Scratch};
use super::td::Task;
use crate::game::{RaceGame, Seat, ToAct};

/// The working memory of the look-ahead: one network input, its outputs
/// and the network's scratch.
#[derive(Clone, Debug)]
pub(crate) struct Lookahead {
    scratch: Scratch,
    input: Vec<f32>,
    out: Vec<f32>,
}

impl Lookahead {
    pub(crate) fn new(net: &Mlp) -> Self {
        let layout = net.layout();
        Lookahead {
            scratch: Scratch::new(layout),
            input: vec![0.0; layout.inputs],
            out: vec![0.0; layout.outputs],
        }
    }

    /// `seat`'s utility of `state` at 0 plies: exact when the game is
    /// over, the network's otherwise.
    pub(crate) fn leaf<G, T>(
        &mut self,
        net: &Mlp,
        task: &T,
        game: &G,
        state: &G::State,
        seat: Seat,
    ) -> f32
    where
        G: RaceGame,
        T: Task<G>,
    {
        if game.is_over(state) {
            task.targets(game, state, seat, &mut self.out);
            return task.utility(&self.out);
        }
        self.input.fill(0.0);
        task.features(game, state, seat, &mut self.input);
        let out = net.forward(&self.input, &mut self.scratch);
        task.utility(out)
    }

    /// `seat`'s utility of `state`, reached by its decision, looking
    /// `plies` (0, 1 or 2) throws ahead.
    pub(crate) fn value<G, T>(
        &mut self,
        net: &Mlp,
        task: &T,
        game: &G,
        state: &G::State,
        seat: Seat,
        plies: u8,
    ) -> f32
    where
        G: RaceGame,
        T: Task<G>,
    {
        if plies == 0 {
            return self.leaf(net, task, game, state, seat);
        }
        // A decision still due before the next throw (a second die, a
        // bonus move) is played greedily first, so that every action is
        // valued at a throw.
        let (at, _) = self.chain(net, task, game, state);
        let state = &at;
        let ToAct::Chance(thrower) = game.to_act(state) else {
            return self.leaf(net, task, game, state, seat);
        };
        let mut total = 0.0f64;
        let mut weight = 0.0f64;
        for &(throw, p) in game.chance_outcomes(state).iter() {
            let Ok((thrown, _)) = game.apply(state, throw) else {
                continue;
            };
            let p = f64::from(p.numerator) / f64::from(p.denominator.max(1));
            let v = self.reply(net, task, game, &thrown, (thrower, seat), plies);
            total += p * f64::from(v);
            weight += p;
        }
        if weight <= 0.0 {
            return self.leaf(net, task, game, state, seat);
        }
        (total / weight) as f32
    }

    /// The position reached from `state` by the greedy choices of the
    /// seats to act (each the afterstate of highest value for it) until a
    /// throw is due or the game is over, at most [`CHAIN`] of them; and the
    /// last chooser with its value of that position.
    fn chain<G, T>(
        &mut self,
        net: &Mlp,
        task: &T,
        game: &G,
        state: &G::State,
    ) -> (G::State, Option<(Seat, f32)>)
    where
        G: RaceGame,
        T: Task<G>,
    {
        let mut replies = Vec::new();
        let mut at = state.clone();
        let mut last = None;
        for _ in 0..CHAIN {
            let ToAct::Player(chooser) = game.to_act(&at) else {
                break;
            };
            task.afterstates(game, &at, &mut replies);
            let mut best: Option<(usize, f32)> = None;
            for (i, r) in replies.iter().enumerate() {
                let u = self.leaf(net, task, game, r, chooser);
                if best.is_none_or(|b| u > b.1) {
                    best = Some((i, u));
                }
            }
            let Some((i, u)) = best else {
                break;
            };
            at = replies.swap_remove(i);
            last = Some((chooser, u));
        }
        (at, last)
    }

    /// `seat`'s utility of `state` after `thrower`'s throw: the position
    /// the greedy choices of the seats to act reach before the next throw
    /// ([`chain`](Lookahead::chain)), valued for `seat`. A throw that
    /// leaves no choice (the turn passes) leaves the thrower's position:
    /// it is valued as the thrower's afterstate, as the network was
    /// trained. With `plies` above 1 the position reached is valued
    /// `plies - 1` throws ahead instead.
    fn reply<G, T>(
        &mut self,
        net: &Mlp,
        task: &T,
        game: &G,
        state: &G::State,
        (thrower, seat): (Seat, Seat),
        plies: u8,
    ) -> f32
    where
        G: RaceGame,
        T: Task<G>,
    {
        let (at, last) = self.chain(net, task, game, state);
        if plies > 1 && !game.is_over(&at) {
            return self.value(net, task, game, &at, seat, plies - 1);
        }
        let two = task.outputs() == 1 && game.seats_in_play().count() == 2;
        if two {
            // The network's two views of a position do not add up to one
            // exactly: both are averaged, so that a line where the mover
            // moves again and one where the other seat replies are
            // valued alike.
            let other = game.seats_in_play().find(|&s| s != seat).unwrap_or(thrower);
            let mine = self.leaf(net, task, game, &at, seat);
            let theirs = self.leaf(net, task, game, &at, other);
            return 0.5 * (mine + 1.0 - theirs);
        }
        match last {
            Some((chooser, u)) if chooser == seat => u,
            _ => self.leaf(net, task, game, &at, seat),
        }
    }
}

/// The most greedy decisions [`Lookahead`] follows after a throw before
/// it values the position reached.
const CHAIN: usize = 8;
