//! The backgammon family: backgammon (also for money, with the doubling
//! cube), nackgammon, hypergammon, and Tavli's Portes, Plakoto and Fevga.

use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonState, CubeRules, MatchRules, Phase,
};
use racegame::encode::Encode;
use racegame::{Dice, RaceGame, Seat};

use super::{Each, Engine, PresetEntry, for_two, refusal};
use crate::cube::{Cube, MatchScore};

impl Engine for BackgammonGame {
    const FAMILY: &'static str = "backgammon";

    fn cube(&self, state: &BackgammonState) -> Option<Cube> {
        self.rules().cube.map(|_| Cube {
            value: state.cube_value(),
            owner: state.cube_owner(),
        })
    }

    /// A match to `length` points under these rules, the cube added when
    /// they have none. Money play's options (the Jacoby rule, beavers) are
    /// refused, as the engine refuses them, never dropped.
    fn in_match(self, length: u16) -> Result<Self, String> {
        let mut rules = *self.rules();
        rules.match_play = Some(MatchRules::to(length));
        if rules.cube.is_none() {
            rules.cube = Some(CubeRules::money());
        }
        BackgammonGame::new(rules).map_err(|e| match self.rules().cube {
            Some(c) if c.jacoby || c.beavers => format!(
                "{e}: a match is played without the Jacoby rule and beavers \
                 (Game(\"backgammon\", match_length={length}) has the cube without them)"
            ),
            _ => e.to_string(),
        })
    }

    fn match_score(&self, state: &BackgammonState) -> Option<MatchScore> {
        self.rules().match_play.map(|m| MatchScore {
            length: m.length,
            score: state.score(),
            crawford: state.is_crawford(),
        })
    }

    fn capped(self, doublings: u8) -> Result<Self, String> {
        let mut rules = *self.rules();
        let Some(cube) = rules.cube else {
            return Err(format!(
                "this game has no doubling cube (max_doublings {doublings}); \
                 it is for backgammon-money and match play"
            ));
        };
        rules.cube = Some(cube.with_max_doublings(Some(doublings)));
        BackgammonGame::new(rules).map_err(refusal)
    }

    /// The rules with resignations: a side may offer to resign a single
    /// game, a gammon or a backgammon, the other accepts or rejects.
    fn resigning(self) -> Result<Self, String> {
        let mut rules = *self.rules();
        rules.resignations = true;
        BackgammonGame::new(rules).map_err(refusal)
    }

    fn bot_pick(
        &self,
        state: &BackgammonState,
        picker: &mut Dice,
        scratch: &mut Vec<BackgammonAction>,
    ) -> i64 {
        if let Some(action) = cube_bot(state) {
            self.legal_actions(state, scratch);
            if scratch.contains(&action)
                && let Some(i) = self.action_index(&action)
            {
                return i as i64;
            }
        }
        crate::env::uniform_pick(self, state, picker, scratch)
    }
}

/// The bots' cube decision in `state`, by the race (Walter Trice's
/// "8-9-12" rule of thumb for races, applied to every position): the side
/// to throw doubles when its pip count leads by at least 8% of its own
/// (9% to redouble a cube it owns); the side doubled takes unless the
/// doubler leads by more than 12%; nobody beavers. `None` when no cube
/// decision is due (the engine offers the double only where it is legal).
pub(crate) fn cube_bot(state: &BackgammonState) -> Option<BackgammonAction> {
    // In both cube phases the side to play (`turn`) is the one to double
    // or the doubler.
    let doubler = state.turn();
    let taker = Seat(1 - doubler.0.min(1));
    let (mine, theirs) = (
        u64::from(state.pip_count(doubler)),
        u64::from(state.pip_count(taker)),
    );
    // The doubler's lead, compared with `pct` hundredths of its own count.
    let lead = theirs.saturating_sub(mine) * 100;
    match state.phase() {
        Phase::AwaitingCube => {
            let pct = if state.cube_owner().is_some() { 9 } else { 8 };
            Some(if lead > 0 && lead >= pct * mine {
                BackgammonAction::Double
            } else {
                BackgammonAction::Roll
            })
        }
        Phase::Doubled => Some(if lead > 12 * mine {
            BackgammonAction::Pass
        } else {
            BackgammonAction::Take
        }),
        _ => None,
    }
}

/// The backgammon presets, from the crate's one list, for two players.
pub(super) fn presets() -> impl Iterator<Item = PresetEntry> {
    racegame::backgammon::presets::PRESETS
        .iter()
        .map(|p| PresetEntry {
            name: p.name,
            family: BackgammonGame::FAMILY,
            default_players: 2,
            build: Box::new(move |n| {
                for_two(n, "backgammon")?;
                BackgammonGame::new(p.rules())
                    .map(Each::Backgammon)
                    .map_err(refusal)
            }),
        })
}
