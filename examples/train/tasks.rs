//! The games the trainer knows, each with its task and its opponents.

use racegame::backgammon::BackgammonGame;
use racegame::backgammon::bot::{ContactTask, ContactTaskV2, widen_to_v2};
use racegame::learn::Weights;

use racegame::learn::{LudoTask, Observed};
use racegame::ludo::LudoGame;
use racegame::pachisi::PachisiGame;
use racegame::ur::UrGame;

use crate::match_play::{ByAction, Scored};
use crate::{Opponent, Opts, heuristics, random, run};

pub fn dispatch(opts: &Opts) -> Result<(), String> {
    match opts.what.as_str() {
        "backgammon" => {
            let game = BackgammonGame::backgammon();
            let mut opponents = [
                random(),
                Opponent {
                    name: "pips-and-safety",
                    agent: Box::new(Scored(heuristics::pips_and_safety)),
                },
            ];
            run(game, ContactTask, opts, &mut opponents)
        }
        "backgammon-v2" => {
            if let Some(from) = &opts.warm {
                warm_start(from, &opts.out)?;
            }
            let mut opponents = [Opponent {
                name: "pubeval",
                agent: Box::new(heuristics::PubevalAgent),
            }];
            run(
                BackgammonGame::backgammon(),
                ContactTaskV2,
                opts,
                &mut opponents,
            )
        }
        hyper if hyper.starts_with("hypergammon-") => {
            let checkers: u8 = hyper["hypergammon-".len()..]
                .parse()
                .map_err(|e| format!("{hyper}: {e}"))?;
            let rules = racegame::backgammon::BackgammonRules::hypergammon_with(checkers)
                .map_err(|e| e.to_string())?;
            let game = BackgammonGame::new(rules).map_err(|e| e.to_string())?;
            if let Some(from) = &opts.warm {
                copy_start(from, &opts.out)?;
            }
            let mut opponents = [
                random(),
                Opponent {
                    name: "pips-and-safety",
                    agent: Box::new(Scored(heuristics::pips_and_safety)),
                },
            ];
            run(game, ContactTask, opts, &mut opponents)
        }
        "ur" => {
            let mut opponents = [
                random(),
                Opponent {
                    name: "capture-rosette-advance",
                    agent: Box::new(ByAction(heuristics::ur_plan)),
                },
            ];
            run(UrGame::finkel(), Observed::default(), opts, &mut opponents)
        }
        ur if ur.starts_with("ur-") => {
            let pieces: u8 = ur[3..].parse().map_err(|e| format!("{ur}: {e}"))?;
            let mut opponents = [
                random(),
                Opponent {
                    name: "capture-rosette-advance",
                    agent: Box::new(ByAction(heuristics::ur_plan)),
                },
            ];
            run(
                crate::judge::ur_game(pieces)?,
                Observed::default(),
                opts,
                &mut opponents,
            )
        }
        pachisi if pachisi.starts_with("pachisi-") || pachisi.starts_with("chaupar-") => {
            // Self-play without passing: an untrained network that passes
            // for ever never finishes a game. The positions are the
            // preset's; the player it makes passes only if it must.
            let game = pachisi_game(pachisi)?;
            let mut rules = *game.rules();
            rules.may_pass = false;
            let game = PachisiGame::new(rules, game.players()).map_err(|e| e.to_string())?;
            let mut opponents = [
                random(),
                Opponent {
                    name: "capture-castle-advance",
                    agent: Box::new(ByAction(heuristics::pachisi_greedy)),
                },
            ];
            run(game, Observed::default(), opts, &mut opponents)
        }
        ludo if ludo.contains('-') => {
            // Training games stop at the first finisher: the task values
            // winning only, so the places played for after it teach
            // nothing; the curve is measured in the preset's own games.
            let game = ludo_game(ludo)?;
            let mut rules = game.rules().clone();
            rules.end = racegame::ludo::GameEnd::FirstFinisher;
            let seats = game.seats_in_play().count();
            let train = LudoGame::new(rules, seats).map_err(|e| e.to_string())?;
            let mut opponents = [
                random(),
                Opponent {
                    name: "greedy",
                    agent: Box::new(ByAction(heuristics::ludo_greedy)),
                },
                Opponent {
                    name: "cautious",
                    agent: Box::new(ByAction(heuristics::ludo_cautious)),
                },
            ];
            let task = LudoTask::of_version(opts.version);
            crate::run_measured(train, game, task, opts, &mut opponents)
        }
        other => Err(format!(
            "unknown game {other}: backgammon, backgammon-v2, hypergammon-N, ur, ur-N, ludo-N, ludo-king-N, pachisi-N, chaupar-N"
        )),
    }
}

/// `pachisi-4`, `pachisi_mitra-4`, `chaupar-2`: a Pachisi preset for 2 or
/// 4 players.
pub fn pachisi_game(name: &str) -> Result<PachisiGame, String> {
    let (preset, seats) = name.rsplit_once('-').ok_or("pachisi-N")?;
    let n: usize = seats.parse().map_err(|e| format!("{name}: {e}"))?;
    let rules = racegame::preset::find(racegame::pachisi::presets::PRESETS, preset)
        .ok_or_else(|| format!("unknown Pachisi preset {preset}"))?
        .rules();
    PachisiGame::new(rules, n).map_err(|e| e.to_string())
}

/// `ludo-4`, `ludo-king-2`, `mensch-3`, `parchis-4`, `parchis-two-dice-2`.
pub fn ludo_game(name: &str) -> Result<LudoGame, String> {
    let (preset, seats) = name.rsplit_once('-').ok_or("ludo-N")?;
    let n: usize = seats.parse().map_err(|e| format!("{name}: {e}"))?;
    let game = match preset {
        "ludo" => LudoGame::ludo(n),
        "ludo-king" => LudoGame::ludo_king(n),
        "mensch" => LudoGame::mensch(n),
        "parchis" => LudoGame::parchis(n),
        "parchis-two-dice" => LudoGame::parchis_two_dice(n),
        _ => return Err(format!("unknown Ludo preset {preset}")),
    };
    game.map_err(|e| e.to_string())
}

/// Starts DIR from the version 1 network in `from`, widened to version
/// 2's inputs, unless DIR already holds a checkpoint.
fn warm_start(from: &std::path::Path, dir: &std::path::Path) -> Result<(), String> {
    let latest = dir.join("latest.net");
    if latest.exists() {
        return Ok(());
    }
    let bytes = std::fs::read(from).map_err(|e| format!("{}: {e}", from.display()))?;
    let w = Weights::from_bytes(&bytes).map_err(|e| format!("{}: {e}", from.display()))?;
    let wide = widen_to_v2(&w).map_err(|e| e.to_string())?;
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    std::fs::write(&latest, wide.to_bytes()).map_err(|e| e.to_string())?;
    println!("warm start: {} widened to version 2", from.display());
    Ok(())
}

/// Starts DIR from the network in `from` as it is (a version 1
/// backgammon network, for `hypergammon-N`), unless DIR already holds a
/// checkpoint.
fn copy_start(from: &std::path::Path, dir: &std::path::Path) -> Result<(), String> {
    let latest = dir.join("latest.net");
    if latest.exists() {
        return Ok(());
    }
    let bytes = std::fs::read(from).map_err(|e| format!("{}: {e}", from.display()))?;
    Weights::from_bytes(&bytes).map_err(|e| format!("{}: {e}", from.display()))?;
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    std::fs::write(&latest, bytes).map_err(|e| e.to_string())?;
    println!("warm start: {}", from.display());
    Ok(())
}
