//! Prints, as JSON, the game a `legal_actions_are_legal` (or `records`
//! "played") input builds, and the actions it plays: for reading a crash.
//! `cargo run --example show_game -- legal_actions_are_legal FILE`

use arbitrary::{Arbitrary, Unstructured};
use racegame_fuzz::build::{GooseInput, goose_preset, ludo_game, ludo_preset};
use racegame_fuzz::check::{FuzzGame, play_quickly};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args: Vec<String> = std::env::args().collect();
    let [_, target, file] = &args[..] else {
        return Err("usage: show_game TARGET FILE".into());
    };
    let data = std::fs::read(file)?;
    let data = if target == "records" {
        data.get(1..).unwrap_or_default()
    } else {
        &data[..]
    };
    let Some((&mode, _)) = data.split_first() else {
        return Err("empty input".into());
    };
    let (kind, which) = if target == "records" {
        (if mode & 1 == 0 { 2 } else { 3 }, mode >> 1)
    } else {
        (mode & 3, mode >> 2)
    };
    let players = usize::from(data.get(1).copied().unwrap_or(0) % 8);
    let rest = data.get(2..).unwrap_or_default();
    let mut u = Unstructured::new(&data[1..]);
    match kind {
        0 => show(goose_preset(which, players), rest),
        1 => show(ludo_preset(which, players), rest),
        2 => {
            let input = GooseInput::arbitrary(&mut u)?;
            println!("{input:#?}");
            show(input.game(), u.take_rest());
        }
        _ => {
            let game = ludo_game(&mut u);
            show(game, u.take_rest());
        }
    }
    Ok(())
}

fn show<G: FuzzGame>(game: Option<G>, choices: &[u8]) {
    let Some(game) = game else {
        println!("no game: refused");
        return;
    };
    println!("{}", serde_json::to_string(&game).unwrap_or_default());
    let (actions, state) = play_quickly(&game, choices, 2_000);
    println!(
        "actions: {}",
        serde_json::to_string(&actions).unwrap_or_default()
    );
    println!(
        "final state: {}",
        serde_json::to_string(&state).unwrap_or_default()
    );
}
