//! Judges the backgammon player's cube decisions in equity with GNU Backgammon: at each double/roll and take/pass of the bot's own money games, gnubg's cubeful equities of no double and double/take, and what the bot's choice loses by them, at each cube efficiency.
//!
//! GNU Backgammon runs as an outside program, never linked
//! (`scripts/gnubg-external.sh cube-equity N PLAYER SEED` starts it with
//! `external localhost:PORT` and runs this client). The games are money
//! games with the cube (no Jacoby rule, no beavers), the bot (the shipped
//! player at 0 ply, `bot:0ply`) on both sides. At each cube decision this
//! client sends gnubg two FIBS board lines through its documented
//! `evaluation fibsboard LINE PLIES n CUBEFUL` command, both with the
//! doubler to throw: the cube where it is (no double, ND) and the cube
//! doubled and owned by the other side (double/take, DT); gnubg answers a
//! money equity per unit of that board's cube, so DT counts twice in units
//! of the cube before the double, and double/pass (DP) is +1. gnubg's own
//! answer as a player (the plain board line: `double`/`roll`,
//! `take`/`drop`) is asked too, and the share of decisions where it agrees
//! with its equities printed. A double is valued as the other side
//! answers it best, `min(DT, DP)`; the doubler's loss is the best of ND
//! and that minus the chosen one; the side doubled loses `DT - DP` by
//! taking a pass and `DP - DT` by passing a take.
//!
//! The bot's cubeless chances at 0 and 1 ply are kept for each decision
//! and its decision by Janowski's formula recomputed from each at each
//! cube efficiency `x` of a grid, so the same decisions judge every ply
//! and `x`. Prints per ply and `x` the
//! mean equity lost a decision (± one standard error), doubles and takes
//! apart, contact and race together, how many choices lose equity, and
//! the mean difference from the default efficiency on the same decisions
//! (paired). `--dump FILE` writes every decision as CSV.
//!
//! ```text
//! cargo run --release --example bg_gnubg_cube -- --port 31000 --decisions 600 --seed 5
//! ```

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;

use racegame::backgammon::bot::cube::{Access, DEFAULT_EFFICIENCY, money_decision};
use racegame::backgammon::bot::{Bot, Level, PlayerEvaluator, Probabilities, Search, is_contact};
use racegame::backgammon::{BackgammonGame, BackgammonRules, BackgammonState, CubeRules, Phase};
use racegame::play::Policy;
use racegame::{Dice, RaceGame, Seat, ToAct};

/// The efficiencies judged.
const GRID: [f32; 9] = [0.3, 0.4, 0.5, 0.6, 0.68, 0.75, 0.8, 0.9, 1.0];

/// gnubg over its socket.
struct Gnubg {
    reader: BufReader<TcpStream>,
    writer: TcpStream,
    plies: u8,
}

impl Gnubg {
    fn connect(port: u16, plies: u8) -> Result<Gnubg, String> {
        let mut last = String::new();
        for _ in 0..100 {
            match TcpStream::connect(("127.0.0.1", port)) {
                Ok(s) => {
                    let writer = s.try_clone().map_err(|e| e.to_string())?;
                    let reader = BufReader::new(s);
                    return Ok(Gnubg {
                        reader,
                        writer,
                        plies,
                    });
                }
                Err(e) => last = e.to_string(),
            }
            std::thread::sleep(std::time::Duration::from_millis(200));
        }
        Err(format!("cannot reach gnubg on port {port}: {last}"))
    }

    fn ask(&mut self, line: &str) -> Result<String, String> {
        self.writer
            .write_all(format!("{line}\n").as_bytes())
            .map_err(|e| e.to_string())?;
        let mut reply = String::new();
        self.reader
            .read_line(&mut reply)
            .map_err(|e| e.to_string())?;
        Ok(reply.trim().to_string())
    }

    /// gnubg's cubeful money equity of `state` (the side to act about to
    /// throw) per unit of its cube.
    fn cubeful(&mut self, state: &BackgammonState) -> Result<f64, String> {
        let line = format!(
            "evaluation fibsboard {} PLIES {} CUBEFUL",
            board(state)?,
            self.plies
        );
        let reply = self.ask(&line)?;
        let values: Vec<f64> = reply
            .split_whitespace()
            .filter_map(|v| v.parse().ok())
            .collect();
        values.get(5).copied().ok_or(format!("gnubg: {reply}"))
    }
}

/// The FIBS board line of `state` from the side to act, in a money game.
fn board(state: &BackgammonState) -> Result<String, String> {
    let game = BackgammonGame::new(BackgammonRules::backgammon().with_cube(CubeRules::money()))
        .map_err(|e| e.to_string())?;
    let mut b = game.fibs_board(state).map_err(|e| e.to_string())?;
    b.player = "gnubg".into();
    b.opponent = "bot".into();
    b.match_length = 0;
    Ok(b.to_string())
}

/// One cube decision: gnubg's ND, DT, DP for the doubler per unit of the
/// cube before the double; whether it is the answer to a double; the
/// doubler's cube access and cubeless chances (the bot's, 0 ply); whether
/// in contact; gnubg's own choice as a player (double; pass).
struct Decision {
    gnubg: [f64; 3],
    answer: bool,
    access: Access,
    /// At 0 and 1 ply.
    chances: [Probabilities; 2],
    contact: bool,
    gnubg_says: bool,
}

impl Decision {
    /// The choice gnubg's equities make (double; pass).
    fn by_equities(&self) -> bool {
        let [nd, dt, dp] = self.gnubg;
        if self.answer {
            dp < dt
        } else {
            dt.min(dp) >= nd
        }
    }

    /// The bot's decision at efficiency `x` from its chances at `ply`
    /// (double; pass) and its loss.
    fn loss(&self, ply: usize, x: f32) -> (bool, f64) {
        let d = money_decision(self.chances[ply], self.access, x, CubeRules::money());
        let [nd, dt, dp] = self.gnubg;
        if self.answer {
            let chosen = if d.take { dt } else { dp };
            (!d.take, chosen - dt.min(dp))
        } else {
            let best = nd.max(dt.min(dp));
            (d.double, best - if d.double { dt.min(dp) } else { nd })
        }
    }
}

/// gnubg's view of the cube decision in `state` (a cube decision).
fn judge_one(
    gnubg: &mut Gnubg,
    state: &BackgammonState,
    bot_chances: [Probabilities; 2],
) -> Result<Decision, String> {
    let doubler = state.turn();
    let taker = Seat(1 - doubler.0);
    let answer = state.phase() == Phase::Doubled;
    let access = match state.cube_owner() {
        None => Access::Centred,
        Some(o) if o == doubler => Access::Mine,
        Some(_) => Access::Theirs,
    };
    let before = state.with_turn(doubler);
    let nd = gnubg.cubeful(&before)?;
    let doubled = before.with_cube(state.cube_doublings() + 1, Some(taker));
    let dt = 2.0 * gnubg.cubeful(&doubled)?;
    let reply = gnubg.ask(&board(state)?)?;
    Ok(Decision {
        gnubg: [nd, dt, 1.0],
        answer,
        access,
        chances: bot_chances,
        contact: is_contact(state),
        gnubg_says: matches!(reply.as_str(), "double" | "drop"),
    })
}

fn collect(gnubg: &mut Gnubg, decisions: usize, seed: u64) -> Result<Vec<Decision>, String> {
    let g = BackgammonGame::new(BackgammonRules::backgammon().with_cube(CubeRules::money()))
        .map_err(|e| e.to_string())?;
    let eval = PlayerEvaluator::shipped().map_err(|e| e.to_string())?;
    let mut bot = Bot::new(&eval, Level::Intermediate);
    let mut out = Vec::new();
    let mut legal = Vec::new();
    for game_index in 0.. {
        let mut dice = Dice::seeded(seed.wrapping_mul(7919).wrapping_add(game_index));
        let mut state = g.initial_state();
        loop {
            if out.len() >= decisions {
                return Ok(out);
            }
            match g.to_act(&state) {
                ToAct::Nobody => break,
                ToAct::Chance(_) => {
                    let throw = dice.throw_for(&g, &state).ok_or("no throw")?;
                    state = g.apply(&state, throw).map_err(|e| e.to_string())?.0;
                    continue;
                }
                ToAct::Player(_) => {}
            }
            g.legal_actions(&state, &mut legal);
            let cube = matches!(state.phase(), Phase::AwaitingCube | Phase::Doubled);
            if cube && legal.len() > 1 {
                let a = bot.analyze_cube(&g, &state).map_err(|e| e.to_string())?;
                let position = state.with_turn(state.turn());
                let one = Search::new(&eval).position(&g, &position, 1);
                out.push(judge_one(gnubg, &state, [a.chances, one])?);
                if out.len().is_multiple_of(100) {
                    eprintln!("{} decisions", out.len());
                }
            }
            let i = bot.choose(&g, &state, &legal, dice.rng_mut());
            state = g
                .apply(&state, legal[i.min(legal.len() - 1)])
                .map_err(|e| e.to_string())?
                .0;
        }
    }
    Ok(out)
}

fn mean_se(e: &[f64]) -> (f64, f64) {
    let n = e.len().max(1) as f64;
    let mean = e.iter().sum::<f64>() / n;
    let var = e.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, (var / n).sqrt())
}

fn report(decisions: &[Decision]) {
    for (name, answer) in [("double or roll", false), ("take or pass", true)] {
        let set: Vec<&Decision> = decisions.iter().filter(|d| d.answer == answer).collect();
        let active = set.iter().filter(|d| d.by_equities()).count();
        let agree = set
            .iter()
            .filter(|d| d.by_equities() == d.gnubg_says)
            .count();
        let race = set.iter().filter(|d| !d.contact).count();
        println!(
            "{name}: {} decisions ({race} in races); gnubg's equities {} in {active}; \
             its answers as a player agree with its equities in {agree}",
            set.len(),
            if answer { "pass" } else { "double" }
        );
        for ply in 0..2 {
            let base: Vec<f64> = set
                .iter()
                .map(|d| d.loss(ply, DEFAULT_EFFICIENCY).1)
                .collect();
            for x in GRID {
                let losses: Vec<f64> = set.iter().map(|d| d.loss(ply, x).1).collect();
                let wrong = losses.iter().filter(|&&l| l > 1e-6).count();
                let paired: Vec<f64> = losses.iter().zip(&base).map(|(a, b)| a - b).collect();
                let (mean, se) = mean_se(&losses);
                let (pm, pse) = mean_se(&paired);
                let mark = if x == DEFAULT_EFFICIENCY {
                    " (default x)"
                } else {
                    ""
                };
                println!(
                    "  {ply}-ply x {x:.2}: mean equity lost {mean:.4} ± {se:.4} a decision, {wrong} wrong; \
                     paired against the default x {pm:+.4} ± {pse:.4}{mark}"
                );
            }
        }
    }
}

/// Writes every decision as a CSV row: answer, contact, gnubg's ND, DT,
/// its choice as a player, the bot's five chances at 0 ply.
fn dump(decisions: &[Decision], file: &str) -> Result<(), String> {
    let mut text =
        String::from("answer,contact,nd,dt,gnubg_says,win,win_g,win_bg,lose_g,lose_bg\n");
    for d in decisions {
        let p = d.chances[0];
        text += &format!(
            "{},{},{:.5},{:.5},{},{:.5},{:.5},{:.5},{:.5},{:.5}\n",
            u8::from(d.answer),
            u8::from(d.contact),
            d.gnubg[0],
            d.gnubg[1],
            u8::from(d.gnubg_says),
            p.win,
            p.win_gammon,
            p.win_backgammon,
            p.lose_gammon,
            p.lose_backgammon
        );
    }
    std::fs::write(file, text).map_err(|e| format!("{file}: {e}"))
}

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let (mut port, mut decisions, mut seed, mut plies) = (31000u16, 600usize, 5u64, 2u8);
    let mut dump_file: Option<String> = None;
    while let Some(flag) = args.next() {
        let v = args.next().ok_or(format!("{flag} needs a value"))?;
        let bad = |e: &dyn std::fmt::Display| format!("{flag}: {e}");
        match flag.as_str() {
            "--port" => port = v.parse().map_err(|e| bad(&e))?,
            "--decisions" => decisions = v.parse().map_err(|e| bad(&e))?,
            "--seed" => seed = v.parse().map_err(|e| bad(&e))?,
            "--plies" => plies = v.parse().map_err(|e| bad(&e))?,
            "--dump" => dump_file = Some(v),
            _ => return Err(format!("unknown flag {flag}")),
        }
    }
    let mut gnubg = Gnubg::connect(port, plies)?;
    let decisions = collect(&mut gnubg, decisions, seed)?;
    report(&decisions);
    if let Some(f) = dump_file {
        dump(&decisions, &f)?;
    }
    Ok(())
}
