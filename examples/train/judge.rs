//! Judging an Ur network against the solved game: the exact chance of winning each move gives away.

use racegame::learn::{LudoTask, NetPolicy, Observed, Weights};
use racegame::ludo::{LudoGame, LudoState};
use racegame::play::Policy;
use racegame::solve::{SolveKey, SolveOptions, Table, solve_dense};
use racegame::ur::{UrGame, UrRules};
use racegame::{Dice, ToAct};

use crate::match_play::mean_se;

/// Ur under Finkel's rules with `pieces` pieces a side.
pub fn ur_game(pieces: u8) -> Result<UrGame, String> {
    let mut rules = UrRules::finkel();
    rules.pieces = pieces;
    UrGame::new(rules).map_err(|e| e.to_string())
}

/// Self-play games of the network in `file` on Ur with `pieces` pieces:
/// at every decision with more than one legal move, the chance of winning
/// the move played loses against the best (from the solved table).
/// Prints the mean loss per such decision and its standard error (over
/// games), and the share of decisions where the best move was played.
pub fn judge_ur(
    pieces: u8,
    file: &str,
    games: u64,
    table_file: Option<&str>,
    plies: u8,
) -> Result<(), String> {
    let game = ur_game(pieces)?;
    let w = Weights::from_bytes(&std::fs::read(file).map_err(|e| e.to_string())?)
        .map_err(|e| e.to_string())?;
    let t = std::time::Instant::now();
    let table = match table_file.and_then(|f| std::fs::read(f).ok()) {
        Some(bytes) => Table::from_bytes(&game, &bytes).map_err(|e| e.to_string())?,
        None => {
            let table = solve_dense(&game, &SolveOptions::default().with_threads(1))
                .map_err(|e| e.to_string())?;
            if let Some(f) = table_file {
                std::fs::write(f, table.to_bytes()).map_err(|e| e.to_string())?;
            }
            table
        }
    };
    println!("table of {} positions in {:.1?}", table.len(), t.elapsed());
    let mut policy = NetPolicy::new(w, Observed::default()).with_plies(plies);
    println!("the network at {} plies", policy.plies());
    judge_by_table(&game, &table, &mut policy, games)
}

/// Self-play games of `policy` on `game` (seeded dice, game `g` from
/// seed `g`): at every decision with more than one legal move, the chance
/// of winning the move played loses against the best, from the solved
/// `table`. Prints the mean loss per such decision and its standard error
/// (over games), and the share of decisions where the best move was
/// played.
pub fn judge_by_table<G: SolveKey>(
    game: &G,
    table: &Table,
    policy: &mut dyn Policy<G>,
    games: u64,
) -> Result<(), String> {
    let (mut per_game, mut decisions, mut best) = (Vec::new(), 0u64, 0u64);
    let mut legal = Vec::new();
    for g in 0..games {
        let mut dice = Dice::seeded(g);
        let mut state = game.initial_state();
        let mut lost = 0.0;
        while let ToAct::Player(_) | ToAct::Chance(_) = game.to_act(&state) {
            let action = if let ToAct::Player(_) = game.to_act(&state) {
                game.legal_actions(&state, &mut legal);
                let i = policy
                    .choose(game, &state, &legal, dice.rng_mut())
                    .min(legal.len() - 1);
                if legal.len() > 1 {
                    let losses = table.move_losses(game, &state).map_err(|e| e.to_string())?;
                    let l = losses.get(i).map_or(0.0, |x| x.1);
                    lost += l;
                    decisions += 1;
                    best += u64::from(l <= 1e-6);
                }
                legal[i]
            } else {
                dice.throw_for(game, &state).ok_or("no throw")?
            };
            state = game.apply(&state, action).map_err(|e| e.to_string())?.0;
        }
        per_game.push(lost);
    }
    if decisions == 0 {
        println!("{games} self-play games: no decision with a choice");
        return Ok(());
    }
    let (mean, se) = mean_se(&per_game);
    let per = decisions as f64 / games as f64;
    println!(
        "{games} self-play games, {per:.1} decisions with a choice a game: loss {:.5} ± {:.5} a decision, best move {:.1}%",
        mean / per,
        se / per,
        100.0 * best as f64 / decisions.max(1) as f64
    );
    Ok(())
}

/// The shipped `ludo` network at `plies` in two-seat Ludo with `tokens`
/// tokens a side (the rules of the `ludo` preset otherwise), judged by
/// the solved game as [`judge_by_table`] does; the table is solved here
/// (`solve::solve`, two tokens: about two CPU minutes and 1.5 GB) or read
/// from `table_file` (written there when that file does not exist yet).
pub fn judge_ludo_solved(
    tokens: u8,
    games: u64,
    plies: u8,
    table_file: Option<&str>,
) -> Result<(), String> {
    let mut rules = racegame::ludo::LudoRules::ludo();
    rules.tokens = tokens;
    let game = racegame::ludo::LudoGame::new(rules, 2).map_err(|e| e.to_string())?;
    let t = std::time::Instant::now();
    let table = match table_file.and_then(|f| std::fs::read(f).ok()) {
        Some(bytes) => Table::from_bytes(&game, &bytes).map_err(|e| e.to_string())?,
        None => {
            let table = racegame::solve::solve(&game, &SolveOptions::default())
                .map_err(|e| e.to_string())?;
            if let Some(f) = table_file {
                std::fs::write(f, table.to_bytes()).map_err(|e| e.to_string())?;
            }
            table
        }
    };
    println!("table of {} positions in {:.1?}", table.len(), t.elapsed());
    let policy = racegame::learn::ludo_player("ludo", &game).map_err(|e| e.to_string())?;
    let mut policy = policy.with_plies(plies);
    println!("the shipped ludo network at {plies} plies, {tokens} token(s) a side, two seats");
    judge_by_table(&game, &table, &mut policy, games)
}

/// A Ludo player by name: `greedy`, `cautious` (the heuristics) or
/// `random`.
pub fn ludo_agent(name: &str) -> Result<Box<dyn crate::match_play::Agent<LudoGame>>, String> {
    use crate::match_play::{ByAction, Random};
    Ok(match name {
        "greedy" => Box::new(ByAction(crate::heuristics::ludo_greedy)),
        "cautious" => Box::new(ByAction(crate::heuristics::ludo_cautious)),
        "random" => Box::new(Random),
        _ => return Err(format!("unknown player {name}: greedy, cautious or random")),
    })
}

/// A Ludo network at `plies` (the preset's shipped one, or the file
/// `net`), in `deals` seeded deals, each played with it in every seat
/// against `opponent` in the others (`greedy`, `cautious` or `random`):
/// its share of games won and the standard error over deals. With `net`
/// the name of a player of [`ludo_agent`] instead, that player.
pub fn judge_ludo(
    name: &str,
    deals: u64,
    plies: u8,
    seed: u64,
    opponent: &str,
    net: Option<&str>,
) -> Result<(), String> {
    let game = crate::tasks::ludo_game(name)?;
    let preset = name.rsplit_once('-').map_or(name, |p| p.0);
    let mut other = ludo_agent(opponent)?;
    let t = crate::cpu_seconds();
    let (what, (mean, se)) = match net {
        Some(player) if ludo_agent(player).is_ok() => {
            let mut learner = ludo_agent(player)?;
            let m = crate::match_play::measure(
                &game,
                &LudoTask::default(),
                learner.as_mut(),
                other.as_mut(),
                deals,
                seed,
            );
            (player.to_string(), m)
        }
        _ => {
            let policy = match net {
                Some(file) => {
                    let bytes = std::fs::read(file).map_err(|e| format!("{file}: {e}"))?;
                    let w = Weights::from_bytes(&bytes).map_err(|e| e.to_string())?;
                    let task = LudoTask::of_version(w.encoding.version);
                    NetPolicy::new(w, task)
                }
                None => racegame::learn::ludo_player(preset, &game).map_err(|e| e.to_string())?,
            };
            let mut policy = policy.with_plies(plies);
            let mut learner = crate::match_play::ByAction(
                |g: &LudoGame, s: &LudoState, l: &[_], r: &mut dyn rand_core::Rng| {
                    policy.choose(g, s, l, r)
                },
            );
            let m = crate::match_play::measure(
                &game,
                &LudoTask::default(),
                &mut learner,
                other.as_mut(),
                deals,
                seed,
            );
            (
                format!("{} at {plies} plies", net.unwrap_or("shipped network")),
                m,
            )
        }
    };
    println!(
        "{name}, {what}, {deals} deals (seed {seed}) against {opponent}: won {mean:.4} ± {se:.4} ({:.0} CPU s)",
        crate::cpu_seconds() - t
    );
    Ok(())
}

/// The shipped network of a Pachisi preset (`pachisi-4`, `chaupar-4`) at
/// `plies`, in `deals` seeded deals, each played once with it in both
/// seats of each side against `opponent` in the other side's
/// (`capture-castle-advance`, the heuristic, or `random`): its side's
/// share of games won and the standard error over deals.
pub fn judge_pachisi(
    name: &str,
    deals: u64,
    plies: u8,
    seed: u64,
    opponent: &str,
) -> Result<(), String> {
    use racegame::pachisi::{PachisiGame, PachisiState};
    let game = crate::tasks::pachisi_game(name)?;
    let preset = name.rsplit_once('-').map_or(name, |p| p.0);
    let policy = racegame::learn::pachisi_player(preset, &game).map_err(|e| e.to_string())?;
    let mut policy = policy.with_plies(plies);
    let t = crate::cpu_seconds();
    let mut learner = crate::match_play::ByAction(
        |g: &PachisiGame, s: &PachisiState, l: &[_], r: &mut dyn rand_core::Rng| {
            policy.choose(g, s, l, r)
        },
    );
    let mut greedy = crate::match_play::ByAction(crate::heuristics::pachisi_greedy);
    let mut random = crate::match_play::Random;
    let other: &mut dyn crate::match_play::Agent<PachisiGame> = match opponent {
        "capture-castle-advance" => &mut greedy,
        "random" => &mut random,
        _ => {
            return Err(format!(
                "unknown opponent {opponent}: capture-castle-advance or random"
            ));
        }
    };
    let (mean, se) = crate::match_play::measure(
        &game,
        &racegame::learn::Observed::default(),
        &mut learner,
        other,
        deals,
        seed,
    );
    println!(
        "{name}, shipped network at {plies} plies, {deals} deals (seed {seed}) against {opponent}: its side won {mean:.4} ± {se:.4} ({:.0} CPU s)",
        crate::cpu_seconds() - t
    );
    Ok(())
}
