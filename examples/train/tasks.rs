//! The games the trainer knows, each with its task and its opponents.

use racegame::backgammon::BackgammonGame;
use racegame::backgammon::bot::ContactTask;

use racegame::learn::{LudoTask, Observed};
use racegame::ludo::LudoGame;
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
        ludo if ludo.contains('-') => {
            let game = ludo_game(ludo)?;
            let mut opponents = [
                random(),
                Opponent {
                    name: "greedy",
                    agent: Box::new(ByAction(heuristics::ludo_greedy)),
                },
            ];
            run(game, LudoTask, opts, &mut opponents)
        }
        other => Err(format!(
            "unknown game {other}: backgammon, ur, ludo-N, ludo-king-N"
        )),
    }
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
