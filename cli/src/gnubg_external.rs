//! A client for GNU Backgammon's `external` player interface: the bot against gnubg in mirrored pairs of cubeless games, or gnubg judging the bot's checker plays.
//!
//! GNU Backgammon runs as an outside program, never linked: its command
//! `external localhost:PORT` makes it listen on a TCP port, and for each
//! of its turns this client sends the position as a FIBS board line
//! (`board:...`, written by the library's `BackgammonGame::fibs_board`
//! from gnubg's side; both sides marked free to double, as gnubg otherwise
//! reads a double pending) and reads back its play in gnubg's notation
//! (`13/7 8/7`, `bar/22*`, `6/off`), matched to one of the engine's plays
//! by the position it reaches. gnubg chooses its plays as in a money game
//! with a centred cube; the games are scored cubeless.
//!
//! [`duel`] plays mirrored pairs (the same dice twice, seats swapped) and
//! gives the bot's points per game; [`judge`](crate::gnubg_judge::judge) lets the bot play itself
//! and, at each decision with more than one play, asks gnubg for its play
//! and, when they differ, for its cubeless equity of both end positions
//! (`evaluation fibsboard ... PLIES n CUBELESS`).

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

use racegame::backgammon::bot::{
    Bot, Evaluator, HeuristicEvaluator, Level, NetEvaluator, Planner, PlayerEvaluator,
    Probabilities, Pubeval, RaceEvaluator, Search,
};
use racegame::backgammon::{BackgammonAction, BackgammonGame, BackgammonState, Phase, Play};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, Seat, ToAct};

/// gnubg over its socket, as a player.
pub struct Gnubg {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    planner: Planner,
    /// The plies of its evaluations when judging.
    pub(crate) plies: u8,
}

impl Gnubg {
    /// Connects to gnubg listening on `port` of this machine, trying for
    /// 20 seconds while it starts.
    ///
    /// # Errors
    ///
    /// When nothing answers on the port.
    pub fn connect(port: u16) -> Result<Gnubg, String> {
        let mut last = String::new();
        for _ in 0..100 {
            match TcpStream::connect(("127.0.0.1", port)) {
                Ok(s) => {
                    let writer = s.try_clone().map_err(|e| e.to_string())?;
                    return Ok(Gnubg {
                        reader: BufReader::new(s),
                        writer,
                        planner: Planner::default(),
                        plies: 2,
                    });
                }
                Err(e) => last = e.to_string(),
            }
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
        Err(format!("cannot reach gnubg on port {port}: {last}"))
    }

    /// gnubg's play in `state` (it is to move), as its text.
    pub(crate) fn ask(&mut self, state: &BackgammonState) -> Result<String, String> {
        self.ask_line(&fibs_board(state)?)
    }

    /// gnubg's one-line answer to `line` (a board line or a command).
    pub(crate) fn ask_line(&mut self, line: &str) -> Result<String, String> {
        self.writer
            .write_all(line.as_bytes())
            .map_err(|e| e.to_string())?;
        let mut reply = String::new();
        self.reader
            .read_line(&mut reply)
            .map_err(|e| e.to_string())?;
        Ok(reply.trim().to_string())
    }
}

/// The FIBS board line of `state` from the side to act's view, as this
/// client sends it to gnubg: the library's line
/// ([`BackgammonGame::fibs_board`]) in a match of length 0, both sides
/// free to double (gnubg otherwise reads a double pending), the dice on
/// both sides. (gnubg reads the library's X lines, colour -1, as well as
/// its O lines: every play it chose in 6 games matched one of the
/// engine's.)
pub(crate) fn fibs_board(state: &BackgammonState) -> Result<String, String> {
    let game = BackgammonGame::backgammon();
    let mut b = game.fibs_board(state).map_err(|e| e.to_string())?;
    b.player = "gnubg".into();
    b.opponent = "bot".into();
    b.match_length = 0;
    b.may_double = [true, true];
    b.dice[1] = b.dice[0];
    Ok(b.to_string() + "\n")
}

/// Both sides' checkers after gnubg's play `text` from `state`, each
/// side's counts by its own point numbers (0 off, 25 the bar), the
/// mover's first: each `from/to` moves one of the mover's checkers (`(n)`
/// n times, `bar` 25, `off` 0), hitting a lone opposing checker where it
/// lands (whether or not `*` says so).
fn apply_text(state: &BackgammonState, text: &str) -> Option<[[u8; 26]; 2]> {
    let me = state.turn();
    let them = Seat(1 - me.0);
    let mut sides = [[0u8; 26]; 2];
    for (side, seat) in sides.iter_mut().zip([me, them]) {
        for (p, slot) in side.iter_mut().enumerate() {
            *slot = state.count(seat, p as u8);
        }
    }
    for token in text.split_whitespace() {
        let (body, times) = match token.split_once('(') {
            Some((b, n)) => (b, n.trim_end_matches(')').parse::<u8>().ok()?),
            None => (token, 1),
        };
        let hops: Vec<u8> = body
            .split('/')
            .map(|s| match s.trim_end_matches('*') {
                "bar" => Some(25),
                "off" => Some(0),
                n => n.parse().ok().filter(|&p: &u8| p <= 25),
            })
            .collect::<Option<_>>()?;
        for _ in 0..times {
            for w in hops.windows(2) {
                let (from, to) = (usize::from(w[0]), usize::from(w[1]));
                sides[0][from] = sides[0][from].checked_sub(1)?;
                sides[0][to] += 1;
                // The opponent's point under the mover's `to`.
                if (1..=24).contains(&to) && sides[1][25 - to] == 1 {
                    sides[1][25 - to] = 0;
                    sides[1][25] += 1;
                }
            }
        }
    }
    Some(sides)
}

/// The index of the play of `plays` (of `state`) that reaches the board
/// of `text`, a play in gnubg's notation (`24/18* 13/11`, `8/5(2)`,
/// `bar/22`, `6/off`): both sides' checkers compared.
pub fn matching(state: &BackgammonState, plays: &[Play], text: &str) -> Option<usize> {
    let sides = apply_text(state, text)?;
    let me = state.turn();
    let them = Seat(1 - me.0);
    plays.iter().position(|play| {
        let s = play.state();
        (0..26u8).all(|p| {
            s.count(me, p) == sides[0][usize::from(p)]
                && s.count(them, p) == sides[1][usize::from(p)]
        })
    })
}

impl Policy<BackgammonGame> for Gnubg {
    fn choose(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        legal: &[BackgammonAction],
        _: &mut dyn racegame::rand_core::Rng,
    ) -> usize {
        if !matches!(state.phase(), Phase::AwaitingMove(_)) {
            return 0;
        }
        let reply = if self.planner_follows(game, state) {
            None
        } else {
            Some(self.ask(state))
        };
        let mut planner = self.planner;
        let action = planner.next(game, state, |plays| match &reply {
            Some(Ok(text)) => matching(state, plays, text).unwrap_or_else(|| {
                eprintln!("gnubg's play '{text}' matches no play; playing the first");
                0
            }),
            Some(Err(e)) => {
                eprintln!("gnubg: {e}");
                0
            }
            None => 0,
        });
        self.planner = planner;
        legal.iter().position(|a| *a == action).unwrap_or(0)
    }
}

impl Gnubg {
    /// Whether the planner already holds a play for `state`.
    fn planner_follows(&self, game: &BackgammonGame, state: &BackgammonState) -> bool {
        let mut probe = self.planner;
        let mut asked = false;
        let _ = probe.next(game, state, |_| {
            asked = true;
            0
        });
        !asked
    }
}

/// The evaluators the players share.
pub struct Evaluators {
    heuristic: HeuristicEvaluator,
    net: NetEvaluator,
    player: PlayerEvaluator,
}

impl Evaluators {
    /// The shipped network and the bear-off databases (a few CPU seconds).
    ///
    /// # Errors
    ///
    /// When the shipped data does not load.
    pub fn load() -> Result<Evaluators, String> {
        Evaluators::load_with(None)
    }

    /// As [`Evaluators::load`], with the network of the file `net` (as the
    /// trainer writes it) instead of the shipped one when given.
    ///
    /// # Errors
    ///
    /// When the file or the shipped data does not load.
    pub fn load_with(net: Option<&std::path::Path>) -> Result<Evaluators, String> {
        let race = RaceEvaluator::build(15, 6).map_err(|e| e.to_string())?;
        let net = match net {
            Some(f) => {
                let bytes = std::fs::read(f).map_err(|e| format!("{}: {e}", f.display()))?;
                NetEvaluator::from_bytes(&bytes).map_err(|e| format!("{}: {e}", f.display()))?
            }
            None => NetEvaluator::shipped().map_err(|e| e.to_string())?,
        };
        Ok(Evaluators {
            heuristic: HeuristicEvaluator::new(race.clone()),
            player: PlayerEvaluator::new(net.clone(), race),
            net,
        })
    }
}

/// The player's evaluator, each position valued at the mean of its 0-ply
/// and 1-ply values (`bot:blend`: a bot at 0 ply over it chooses by the
/// two plies averaged, which cancels a bias that changes sign from one
/// ply to the next).
struct Blend<'e>(&'e PlayerEvaluator);

impl Evaluator for Blend<'_> {
    fn evaluate(&self, game: &BackgammonGame, state: &BackgammonState) -> Probabilities {
        let zero = self.0.evaluate(game, state);
        let one = Search::new(self.0).position(game, state, 1);
        let mean = |a: f32, b: f32| (a + b) / 2.0;
        Probabilities {
            win: mean(zero.win, one.win),
            win_gammon: mean(zero.win_gammon, one.win_gammon),
            win_backgammon: mean(zero.win_backgammon, one.win_backgammon),
            lose_gammon: mean(zero.lose_gammon, one.lose_gammon),
            lose_backgammon: mean(zero.lose_backgammon, one.lose_backgammon),
        }
    }
}

/// The player names [`bot`] knows.
pub const PLAYERS: [&str; 12] = [
    "bot:0ply",
    "bot:1ply",
    "bot:2ply",
    "bot:blend",
    "bot:shipped",
    "net:0ply",
    "net:1ply",
    "net:2ply",
    "heuristic:0ply",
    "heuristic:1ply",
    "heuristic:2ply",
    "pubeval",
];

/// The player `spec` names (one of [`PLAYERS`]): the shipped bot (`bot`),
/// the network alone (`net`), the heuristic evaluator, at 0, 1 or 2 plies,
/// the shipped bot choosing by the mean of its 0- and 1-ply values
/// (`bot:blend`: every play valued so), the bot `Bot::shipped` makes at its
/// default level, [`Level::Expert`] (`bot:shipped`: 1 ply with the odd-ply
/// blend, over the plays 0 ply keeps), or pubeval.
///
/// # Errors
///
/// An unknown name.
pub fn bot<'e>(
    spec: &str,
    eval: &'e Evaluators,
) -> Result<Box<dyn Policy<BackgammonGame> + 'e>, String> {
    let (heuristic, net) = (&eval.heuristic, &eval.net);
    Ok(match spec {
        "pubeval" => Box::new(Pubeval::new()),
        "heuristic:0ply" => Box::new(Bot::new(heuristic, Level::Intermediate)),
        "heuristic:1ply" => Box::new(Bot::new(heuristic, Level::Expert)),
        "heuristic:2ply" => Box::new(Bot::new(heuristic, Level::Master)),
        "net:0ply" => Box::new(Bot::new(net, Level::Intermediate)),
        "net:1ply" => Box::new(Bot::new(net, Level::Expert)),
        "net:2ply" => Box::new(Bot::new(net, Level::Master)),
        "bot:0ply" => Box::new(Bot::new(&eval.player, Level::Intermediate)),
        "bot:1ply" => Box::new(Bot::new(&eval.player, Level::Expert)),
        "bot:2ply" => Box::new(Bot::new(&eval.player, Level::Master)),
        "bot:blend" => Box::new(Bot::new(Blend(&eval.player), Level::Intermediate)),
        "bot:shipped" => Box::new(Bot::new(&eval.player, Level::Expert).with_odd_ply_blend(true)),
        s => return Err(format!("unknown player {s}")),
    })
}

/// One cubeless game with the dice of `seed`; White's signed points.
pub(crate) fn game(
    g: &BackgammonGame,
    seed: u64,
    white: &mut dyn Policy<BackgammonGame>,
    black: &mut dyn Policy<BackgammonGame>,
) -> Result<i64, String> {
    let mut dice = Dice::seeded(seed);
    let mut state = g.initial_state();
    let mut legal = Vec::new();
    loop {
        let action = match g.to_act(&state) {
            ToAct::Nobody => break,
            ToAct::Chance(_) => dice.throw_for(g, &state).ok_or("no throw")?,
            ToAct::Player(seat) => {
                g.legal_actions(&state, &mut legal);
                let p: &mut dyn Policy<BackgammonGame> = if seat.0 == 0 { white } else { black };
                legal[p
                    .choose(g, &state, &legal, dice.rng_mut())
                    .min(legal.len() - 1)]
            }
        };
        state = g.apply(&state, action).map_err(|e| e.to_string())?.0;
    }
    let r = g.result(&state).ok_or("no result")?;
    let points = i64::from(r.total());
    Ok(if r.winner.0 == 0 { points } else { -points })
}

impl Gnubg {
    /// This client with gnubg's evaluations asked at `plies` (what gnubg
    /// was started with) when judging.
    pub fn with_plies(mut self, plies: u8) -> Self {
        self.plies = plies;
        self
    }
}

/// Mirrored pairs of cubeless games between `spec` and gnubg, the dice of
/// pair `i` from `seed` and `i`: the mean points per game for `spec` of
/// each pair; `tick` after each pair.
///
/// # Errors
///
/// Those of the socket and of an unknown player.
pub fn duel(
    gnubg: &mut Gnubg,
    spec: &str,
    eval: &Evaluators,
    pairs: u64,
    seed: u64,
    mut tick: impl FnMut(&[f64]),
) -> Result<Vec<f64>, String> {
    let g = BackgammonGame::backgammon();
    let mut results = Vec::new();
    for i in 0..pairs {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let mut a = bot(spec, eval)?;
        let first = game(&g, s, a.as_mut(), gnubg)?;
        let mut a = bot(spec, eval)?;
        let second = -game(&g, s, gnubg, a.as_mut())?;
        results.push((first + second) as f64 / 2.0);
        tick(&results);
    }
    Ok(results)
}

/// The mean of `xs` and its standard error (both 0 for no values).
pub fn mean_and_error(xs: &[f64]) -> (f64, f64) {
    if xs.is_empty() {
        return (0.0, 0.0);
    }
    let n = xs.len().max(1) as f64;
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}
