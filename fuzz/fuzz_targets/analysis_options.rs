//! Arbitrary `analysis::Options` (every limit and the tolerance, from the
//! bytes) on small games: Snakes and Ladders for 1 or 2 players, a small
//! custom Goose board for 1 or 2, and Ludo presets for 2 players with one
//! token each under a policy that may name any choice. The analysis
//! answers or refuses: no panic, no huge allocation (libFuzzer's
//! `-malloc_limit_mb` / `-rss_limit_mb`), no hang (`-timeout`).
#![no_main]

use arbitrary::Arbitrary;
use libfuzzer_sys::fuzz_target;
use racegame::analysis::{self, Options};
use racegame::goose::{GooseGame, GooseModel};
use racegame::ludo::{LudoGame, LudoModel};
use racegame_fuzz::api;
use racegame_fuzz::build::GooseInput;

#[derive(Arbitrary, Debug)]
struct Input {
    game: u8,
    max_states: usize,
    cutoff: usize,
    tolerance: f64,
    max_sweeps: usize,
    max_choices: usize,
    choice: usize,
    board: GooseInput,
}

fuzz_target!(|input: Input| {
    let options = api::analysis_options(
        input.max_states,
        input.cutoff,
        input.tolerance,
        input.max_sweeps,
        input.max_choices,
    );
    if api::known::never_converges(&options) || api::known::huge_cutoff(&options) {
        return;
    }
    // A precision below what `f64` resolves, with no limit on sweeps, is a
    // long computation by request, not a hang.
    if input.tolerance < 1e-14 && input.max_sweeps > 10_000 {
        return;
    }
    // Each step of the length distribution passes over the whole chain:
    // tens of thousands of steps on a Ludo chain take longer than -timeout.
    if input.cutoff > 5_000 {
        return;
    }
    match input.game % 4 {
        0 => goose(GooseGame::snakes_and_ladders(1), &options),
        1 => goose(GooseGame::snakes_and_ladders(2), &options),
        2 => small_board(&input, &options),
        _ => ludo(input.game / 4, input.choice, &options),
    }
});

fn goose<E>(game: Result<GooseGame, E>, options: &Options) {
    if let Ok(game) = game {
        report(analysis::analyze(&game, &mut GooseModel, options));
    }
}

/// A custom board of at most 40 squares, for 1 or 2 players, with no
/// action limit or a short one (the limit multiplies the states).
fn small_board(input: &Input, options: &Options) {
    let Some(game) = input.board.game() else {
        return;
    };
    let spec = game.board().spec();
    let short = game.action_limit().is_none_or(|n| n <= 200);
    if spec.goal - spec.start <= 40 && game.seats() <= 2 && short {
        report(analysis::analyze(&game, &mut GooseModel, options));
    }
}

/// A Ludo preset (of `ludo::presets::PRESETS`) for 2 players with one
/// token each; the policy always names `choice`, in range or not.
fn ludo(which: u8, choice: usize, options: &Options) {
    let presets = racegame::ludo::presets::PRESETS;
    let mut rules = presets[usize::from(which) % presets.len()].rules();
    rules.tokens = 1;
    if let Ok(game) = LudoGame::new(rules, 2) {
        let mut model = LudoModel::new(move |_: &LudoGame, _: &_, _: &[_]| choice);
        report(analysis::analyze(&game, &mut model, options));
    }
}

/// Both answers print.
fn report<E: core::fmt::Display>(result: Result<analysis::Odds, E>) {
    match result {
        Ok(odds) => {
            let _ = format!("{odds:?}");
        }
        Err(e) => {
            let _ = e.to_string();
        }
    }
}
