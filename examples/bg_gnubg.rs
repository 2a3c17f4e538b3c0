//! Plays the bot against GNU Backgammon through gnubg's `external` player interface: mirrored pairs of cubeless games, the same dice twice with seats swapped; prints the bot's points per game with its standard error.
//!
//! GNU Backgammon runs as an outside program (`scripts/gnubg-external.sh`
//! starts it and this client): it listens on a TCP port, and for each of
//! its turns this client sends the position as a FIBS board line
//! (`board:...`, the format of the First Internet Backgammon Server's
//! client protocol, written by the library's `BackgammonGame::fibs_board`
//! from gnubg's side: its own points 1 to 24, its bar last, direction -1;
//! both sides marked free to double, as gnubg otherwise reads a double
//! pending) and reads back the play in gnubg's notation (`13/7 8/7`, `bar/22*`,
//! `6/off`). The play is matched to one of the engine's plays by the
//! position it reaches. Nothing of gnubg is linked. gnubg chooses its
//! plays as in a money game with a centred cube (the Jacoby rule, its
//! defaults); the games are scored cubeless.
//!
//! With `--judge N` it plays no duel but judges the bot's checker plays in
//! its own games (the bot against itself): at each of N decisions with
//! more than one play, it asks gnubg for its play (at the plies gnubg was
//! started with) and, when the two differ, for gnubg's cubeless equity of
//! both end positions (`evaluation fibsboard ... PLIES n CUBELESS`); the
//! error is the difference. It prints the error rate (1000 times the mean
//! equity lost a decision), contact and race apart.
//!
//! `--also A,B` judges more players on the same decisions (each
//! player's rate and its paired difference from the first's); `bot:blend`
//! is the player choosing by the mean of its 0-ply and 1-ply values of
//! every play. `--net FILE` plays a network file instead of the shipped
//! one. With `--cube N` it compares the bot's cube decisions in N
//! decisions of its own money games (cube on, no Jacoby rule, no
//! beavers) with the ones gnubg answers as a player (`double` or `roll`,
//! `take` or `drop`): the counts that differ.
//!
//! ```text
//! cargo run --release --example bg_gnubg -- --port 31000 --a heuristic:0ply --pairs 100 --seed 1
//! cargo run --release --example bg_gnubg -- --port 31000 --a heuristic:0ply --judge 2000 --seed 1
//! ```

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

use racegame::backgammon::bot::{
    Bot, Evaluator, HeuristicEvaluator, Level, NetEvaluator, Planner, PlayerEvaluator,
    Probabilities, Pubeval, RaceEvaluator, Search, is_contact,
};
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, CubeRules, Phase, Play,
};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, Seat, ToAct};

/// gnubg over its socket, as a player.
struct Gnubg {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    planner: Planner,
    /// The plies of its evaluations when judging.
    plies: u8,
}

impl Gnubg {
    fn connect(port: u16) -> Result<Gnubg, String> {
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
    fn ask(&mut self, state: &BackgammonState) -> Result<String, String> {
        self.ask_line(&fibs_board(state)?)
    }

    /// gnubg's answer to one board line.
    fn ask_line(&mut self, line: &str) -> Result<String, String> {
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
fn fibs_board(state: &BackgammonState) -> Result<String, String> {
    let game = BackgammonGame::backgammon();
    let mut b = game.fibs_board(state).map_err(|e| e.to_string())?;
    b.player = "gnubg".into();
    b.opponent = "bot".into();
    b.match_length = 0;
    b.may_double = [true, true];
    b.dice[1] = b.dice[0];
    Ok(b.to_string() + "\n")
}

/// The board after gnubg's play `text` from `state`: each `from/to`
/// moves one of the mover's checkers (`(n)` n times, `*` a hit, `bar` 25,
/// `off` 0), hitting a lone opposing checker where it lands.
fn apply_text(state: &BackgammonState, text: &str) -> Option<([u8; 26], u8)> {
    let me = state.turn();
    let them = Seat(1 - me.0);
    let mut mine = [0u8; 26];
    for (p, slot) in mine.iter_mut().enumerate() {
        *slot = state.count(me, p as u8);
    }
    let mut theirs_bar = state.bar(them);
    let mut hit_points: Vec<u8> = (1..=24)
        .filter(|&p| state.count(them, 25 - p) == 1)
        .collect();
    for token in text.split_whitespace() {
        let (body, times) = match token.split_once('(') {
            Some((b, n)) => (b, n.trim_end_matches(')').parse::<u8>().ok()?),
            None => (token, 1),
        };
        let hops: Vec<u8> = body
            .trim_end_matches('*')
            .split('/')
            .map(|s| match s.trim_end_matches('*') {
                "bar" => Some(25),
                "off" => Some(0),
                n => n.parse().ok(),
            })
            .collect::<Option<_>>()?;
        for _ in 0..times {
            for w in hops.windows(2) {
                mine[usize::from(w[0])] = mine[usize::from(w[0])].checked_sub(1)?;
                mine[usize::from(w[1])] += 1;
                if let Some(i) = hit_points.iter().position(|&p| p == w[1]) {
                    hit_points.remove(i);
                    theirs_bar += 1;
                }
            }
        }
    }
    Some((mine, theirs_bar))
}

/// The index of the play of `plays` that reaches the board of `text`.
fn matching(state: &BackgammonState, plays: &[Play], text: &str) -> Option<usize> {
    let (board, bar) = apply_text(state, text)?;
    let me = state.turn();
    let them = Seat(1 - me.0);
    plays.iter().position(|play| {
        let s = play.state();
        (0..26u8).all(|p| s.count(me, p) == board[usize::from(p)]) && s.bar(them) == bar
    })
}

impl Policy<BackgammonGame> for Gnubg {
    fn choose(
        &mut self,
        game: &BackgammonGame,
        state: &BackgammonState,
        legal: &[BackgammonAction],
        _: &mut dyn rand_core::Rng,
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
struct Evaluators {
    heuristic: HeuristicEvaluator,
    net: NetEvaluator,
    player: PlayerEvaluator,
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
        Probabilities {
            win: (zero.win + one.win) / 2.0,
            win_gammon: (zero.win_gammon + one.win_gammon) / 2.0,
            win_backgammon: (zero.win_backgammon + one.win_backgammon) / 2.0,
            lose_gammon: (zero.lose_gammon + one.lose_gammon) / 2.0,
            lose_backgammon: (zero.lose_backgammon + one.lose_backgammon) / 2.0,
        }
    }
}

fn bot<'e>(
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
        s => return Err(format!("unknown player {s}")),
    })
}

/// One cubeless game with the dice of `seed`; White's signed points.
fn game(
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

/// gnubg's cubeless equity, at the plies it was started with, of the
/// position after `play` for the side that played it.
fn equity_after(
    gnubg: &mut Gnubg,
    game: &BackgammonGame,
    play: &Play,
    mover: Seat,
) -> Result<f64, String> {
    let end = play.state();
    if let Some(r) = game.result(end) {
        let points = f64::from(r.points);
        return Ok(if r.winner == mover { points } else { -points });
    }
    let line = format!(
        "evaluation fibsboard {} PLIES {} CUBELESS\n",
        fibs_board(end)?.trim(),
        gnubg.plies
    );
    gnubg
        .writer
        .write_all(line.as_bytes())
        .map_err(|e| e.to_string())?;
    let mut reply = String::new();
    gnubg
        .reader
        .read_line(&mut reply)
        .map_err(|e| e.to_string())?;
    let values: Vec<f64> = reply
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    let equity = values.get(5).ok_or(format!("gnubg: {reply}"))?;
    // The position is the opponent's to throw: its equity, negated.
    Ok(-equity)
}

/// Per decision the equity lost by the player and by the one judged
/// beside it (0 without one): contact, then race.
type Judged = [Vec<Vec<f64>>; 2];

/// Judges the bot's checker plays in its own games (the bot against
/// itself) with gnubg: per decision with more than one play, the equity
/// of gnubg's choice minus that of the bot's, both valued by gnubg.
/// Returns (contact, race) lists of errors.
fn judge(
    gnubg: &mut Gnubg,
    spec: &str,
    also: Option<&str>,
    eval: &Evaluators,
    decisions: usize,
    seed: u64,
) -> Result<Judged, String> {
    let g = BackgammonGame::backgammon();
    let mut errors: Judged = Default::default();
    for game_index in 0.. {
        let mut dice = Dice::seeded(seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut players = [bot(spec, eval)?, bot(spec, eval)?];
        let mut state = g.initial_state();
        while !g.is_over(&state) {
            if errors[0].len() + errors[1].len() >= decisions {
                return Ok(errors);
            }
            let seat = match g.to_act(&state) {
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&g, &state).ok_or("no throw")?;
                    state = g.apply(&state, throw).map_err(|e| e.to_string())?.0;
                    continue;
                }
                ToAct::Player(seat) => seat,
                ToAct::Nobody => break,
            };
            let plays = g.plays(&state);
            let player = &mut *players[seat.index()];
            let chosen = chosen_play(&g, &state, &plays, player, &mut dice)?;
            if plays.len() > 1 {
                let reply = gnubg.ask(&state)?;
                let best = matching(&state, &plays, &reply)
                    .ok_or(format!("gnubg's '{reply}' matches no play"))?;
                let mut lost = |i: usize| -> Result<f64, String> {
                    if i == best {
                        return Ok(0.0);
                    }
                    let gain = equity_after(gnubg, &g, &plays[best], seat)?;
                    Ok((gain - equity_after(gnubg, &g, &plays[i], seat)?).max(0.0))
                };
                let mut row = vec![lost(chosen)?];
                for other in also.iter().flat_map(|a| a.split(',')) {
                    let mut p = bot(other, eval)?;
                    let mut copy = dice.clone();
                    let i = chosen_play(&g, &state, &plays, p.as_mut(), &mut copy)?;
                    row.push(if i == chosen { row[0] } else { lost(i)? });
                }
                errors[usize::from(!is_contact(&state))].push(row);
                let n = errors[0].len() + errors[1].len();
                if n.is_multiple_of(100) {
                    progress(n, &errors);
                }
            }
            state = *plays[chosen].state();
        }
    }
    Ok(errors)
}

/// Cube decisions compared: `[bot's, gnubg's]` counts, for the doubler
/// (0 no double, 1 double) and for the side doubled (0 take, 1 pass).
#[derive(Default)]
struct CubeTally {
    double: [[u64; 2]; 2],
    take: [[u64; 2]; 2],
}

/// Compares the bot's cube decisions in its own money games (cube on, no
/// Jacoby rule, no beavers) with gnubg's: at each decision to double or
/// roll and each to take or pass, gnubg is asked what it would do.
fn judge_cube(
    gnubg: &mut Gnubg,
    spec: &str,
    eval: &Evaluators,
    decisions: u64,
    seed: u64,
) -> Result<CubeTally, String> {
    let rules = BackgammonRules::backgammon().with_cube(CubeRules::money());
    let g = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
    let mut tally = CubeTally::default();
    let mut legal = Vec::new();
    for game_index in 0.. {
        let mut dice = Dice::seeded(seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut players = [bot(spec, eval)?, bot(spec, eval)?];
        let mut state = g.initial_state();
        loop {
            let seen: u64 = tally.double.iter().chain(&tally.take).flatten().sum();
            if seen >= decisions {
                return Ok(tally);
            }
            let seat = match g.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&g, &state).ok_or("no throw")?;
                    state = g.apply(&state, throw).map_err(|e| e.to_string())?.0;
                    continue;
                }
                ToAct::Player(seat) => seat,
            };
            g.legal_actions(&state, &mut legal);
            let player = &mut *players[seat.index()];
            let i = player.choose(&g, &state, &legal, dice.rng_mut());
            let action = legal[i.min(legal.len() - 1)];
            let cube =
                matches!(state.phase(), Phase::AwaitingCube | Phase::Doubled) && legal.len() > 1;
            if cube {
                let n: u64 = tally.double.iter().chain(&tally.take).flatten().sum();
                if n > 0 && n.is_multiple_of(200) {
                    print_cube(spec, &tally);
                }
                let mut b = g.fibs_board(&state).map_err(|e| e.to_string())?;
                b.player = "gnubg".into();
                b.opponent = "bot".into();
                b.match_length = 0;
                let reply = gnubg.ask_line(&(b.to_string() + "\n"))?;
                let theirs = usize::from(matches!(reply.as_str(), "double" | "drop"));
                match action {
                    BackgammonAction::Double => tally.double[1][theirs] += 1,
                    BackgammonAction::Roll => tally.double[0][theirs] += 1,
                    BackgammonAction::Pass => tally.take[1][theirs] += 1,
                    _ => tally.take[0][theirs] += 1,
                }
            }
            state = g.apply(&state, action).map_err(|e| e.to_string())?.0;
        }
    }
    Ok(tally)
}

/// The index in `plays` of the play the bot chooses in `state` (a turn's
/// start), found by letting it play its moves on a copy.
fn chosen_play(
    g: &BackgammonGame,
    state: &BackgammonState,
    plays: &[Play],
    player: &mut (dyn Policy<BackgammonGame> + '_),
    dice: &mut Dice,
) -> Result<usize, String> {
    let mut s = *state;
    let mut legal = Vec::new();
    let mover = state.turn();
    while s.turn() == mover && matches!(s.phase(), Phase::AwaitingMove(_)) {
        g.legal_actions(&s, &mut legal);
        let i = player.choose(g, &s, &legal, dice.rng_mut());
        s = g.apply(&s, legal[i]).map_err(|e| e.to_string())?.0;
    }
    plays
        .iter()
        .position(|p| {
            let e = p.state();
            (0..26u8).all(|q| e.count(mover, q) == s.count(mover, q))
                && e.bar(Seat(1 - mover.0)) == s.bar(Seat(1 - mover.0))
        })
        .ok_or("the bot's play is not one of the roll's".to_string())
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let (mut port, mut spec, mut pairs, mut seed) =
        (31000u16, "heuristic:0ply".to_string(), 100u64, 1u64);
    let mut judged: Option<usize> = None;
    let (mut also, mut net_file, mut cube): (Option<String>, Option<String>, Option<u64>) =
        (None, None, None);
    while let Some(flag) = args.next() {
        let v = args.next().ok_or(format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--port" => port = v.parse().map_err(|e| format!("--port: {e}"))?,
            "--a" => spec = v,
            "--pairs" => pairs = v.parse().map_err(|e| format!("--pairs: {e}"))?,
            "--seed" => seed = v.parse().map_err(|e| format!("--seed: {e}"))?,
            "--judge" => judged = Some(v.parse().map_err(|e| format!("--judge: {e}"))?),
            "--also" => also = Some(v),
            "--net" => net_file = Some(v),
            "--cube" => cube = Some(v.parse().map_err(|e| format!("--cube: {e}"))?),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    let race = RaceEvaluator::build(15, 6).map_err(|e| e.to_string())?;
    let net = match &net_file {
        Some(f) => {
            let bytes = std::fs::read(f).map_err(|e| format!("{f}: {e}"))?;
            NetEvaluator::from_bytes(&bytes).map_err(|e| format!("{f}: {e}"))?
        }
        None => NetEvaluator::shipped().map_err(|e| e.to_string())?,
    };
    let eval = Evaluators {
        heuristic: HeuristicEvaluator::new(race.clone()),
        player: PlayerEvaluator::new(net.clone(), race),
        net,
    };
    let mut gnubg = Gnubg::connect(port)?;
    if let Some(n) = cube {
        let t = judge_cube(&mut gnubg, &spec, &eval, n, seed)?;
        print_cube(&spec, &t);
        return Ok(());
    }
    if let Some(n) = judged {
        let [contact, race] = judge(&mut gnubg, &spec, also.as_deref(), &eval, n, seed)?;
        for (name, e) in [("contact", &contact), ("race", &race)] {
            let column = |k: usize| -> Vec<f64> { e.iter().map(|x| x[k]).collect() };
            print_rate(&spec, name, &column(0));
            for (k, other) in also.iter().flat_map(|a| a.split(',')).enumerate() {
                print_rate(other, name, &column(k + 1));
                let d: Vec<f64> = e.iter().map(|x| x[k + 1] - x[0]).collect();
                print_rate(&format!("{other} minus {spec} (paired)"), name, &d);
            }
        }
        return Ok(());
    }
    let g = BackgammonGame::backgammon();
    let mut results = Vec::new();
    for i in 0..pairs {
        let s = seed.wrapping_mul(1_000_003).wrapping_add(i);
        let mut a = bot(&spec, &eval)?;
        let first = game(&g, s, a.as_mut(), &mut gnubg)?;
        let mut a = bot(&spec, &eval)?;
        let second = -game(&g, s, &mut gnubg, a.as_mut())?;
        results.push((first + second) as f64 / 2.0);
        if (i + 1) % 10 == 0 {
            eprintln!(
                "{} pairs: {:+.3}",
                i + 1,
                results.iter().sum::<f64>() / results.len() as f64
            );
        }
    }
    let n = results.len() as f64;
    let mean = results.iter().sum::<f64>() / n;
    let var = results.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    println!(
        "{spec} vs gnubg: {} pairs ({} games), {mean:+.4} points per game for {spec}, standard error {:.4}",
        results.len(),
        2 * results.len(),
        (var / n).sqrt()
    );
    Ok(())
}

/// Prints 1000 times the mean of `e` with its standard error.
fn print_rate(spec: &str, name: &str, e: &[f64]) {
    let k = e.len().max(1) as f64;
    let mean = e.iter().sum::<f64>() / k;
    let sd = (e.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (k - 1.0).max(1.0)).sqrt();
    println!(
        "{spec}, {name}: {} decisions, error rate {:.1} (1000 x mean equity lost), standard error {:.1}",
        e.len(),
        1000.0 * mean,
        1000.0 * sd / k.sqrt()
    );
}

/// Prints the cube decisions compared with gnubg's.
fn print_cube(spec: &str, t: &CubeTally) {
    for (name, m, no, yes) in [
        ("double or roll", &t.double, "roll", "double"),
        ("take or pass", &t.take, "take", "pass"),
    ] {
        let n: u64 = m.iter().flatten().sum();
        let differ = m[0][1] + m[1][0];
        let p = differ as f64 / (n.max(1)) as f64;
        println!(
            "{spec}, {name}: {n} decisions, {differ} differ from gnubg's ({:.1}% ± {:.1}): \
             bot {no} / gnubg {yes} {}, bot {yes} / gnubg {no} {}, both {yes} {}",
            100.0 * p,
            100.0 * (p * (1.0 - p) / n.max(1) as f64).sqrt(),
            m[0][1],
            m[1][0],
            m[1][1]
        );
    }
}

/// Prints the running means of a judging run to standard error.
fn progress(n: usize, errors: &Judged) {
    let means = |e: &[Vec<f64>]| -> String {
        let k = e.first().map_or(0, Vec::len);
        (0..k)
            .map(|j| {
                let m = e.iter().map(|x| x[j]).sum::<f64>() / e.len().max(1) as f64;
                format!("{:.1}", 1000.0 * m)
            })
            .collect::<Vec<_>>()
            .join(" / ")
    };
    eprintln!(
        "{n} decisions: contact {} ({}), race {} ({})",
        means(&errors[0]),
        errors[0].len(),
        means(&errors[1]),
        errors[1].len()
    );
}
