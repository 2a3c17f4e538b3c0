//! A seeded Ludo game saved as a record, loaded back and replayed, then tampered with in several ways, each refused by the check it fails (or, for a seed removed, reported).
//!
//! Run with `cargo run --example records` (optionally a seed:
//! `cargo run --example records -- 7`).

#[cfg(feature = "serde")]
fn main() -> Result<(), Box<dyn std::error::Error>> {
    use racegame::ludo::LudoGame;
    use racegame::play::{RandomPolicy, Session};
    use racegame::record::GameRecord;

    let seed: u64 = std::env::args()
        .nth(1)
        .map(|s| s.parse())
        .transpose()?
        .unwrap_or(2026);
    let mut session = Session::new(LudoGame::ludo(4)?, seed);
    session.play_to_end(&mut RandomPolicy, 100_000)?;
    let names = ["Ani", "Budi", "Citra", "Dewi"].map(String::from).to_vec();
    let record = session.record()?.with_seats(names)?;
    let json = serde_json::to_string(&record)?;
    println!(
        "Saved a game of {} actions, seed {seed}: {} bytes of JSON.",
        record.actions.len(),
        json.len()
    );
    println!(
        "  rules {}, actions {}, final state {}, outcome {:?}",
        record.rules_digest, record.actions_digest, record.final_state_digest, record.outcome
    );

    let loaded: GameRecord<LudoGame> = serde_json::from_str(&json)?;
    let replayed = loaded.replay()?;
    println!(
        "Loaded and replayed: {} events, the same final state: {}.",
        replayed.events.len(),
        &replayed.state == session.state()
    );

    println!("\nTampered copies:");
    tampered(&loaded, seed)?;

    let mut json: serde_json::Value = serde_json::from_str(&json)?;
    if let Some(fields) = json.as_object_mut() {
        fields.remove("outcome");
    }
    report(
        "the outcome left out",
        serde_json::from_value::<GameRecord<LudoGame>>(json).err(),
    );
    println!(
        "\n(Digests catch accidents; anyone can recompute them. Sign records with a key of your own \
         if their origin matters: see the docs of GameRecord.)"
    );
    Ok(())
}

/// Edited copies of `loaded`, each refused by the check it fails (a seed
/// removed replays, and says so).
#[cfg(feature = "serde")]
fn tampered(
    loaded: &racegame::record::GameRecord<racegame::ludo::LudoGame>,
    seed: u64,
) -> Result<(), Box<dyn std::error::Error>> {
    use racegame::Roll;
    use racegame::ludo::{LudoAction, LudoGame};
    use racegame::record::{RecordedRules, Throws};

    let mut edited = loaded.clone();
    if let Some(i) = edited
        .actions
        .iter()
        .position(|a| matches!(a, LudoAction::Throw(r) if r.dice() == [2]))
    {
        edited.actions[i] = LudoAction::Throw(Roll::one(3)?);
    }
    report("a throw changed", edited.replay().err());

    let mut swapped = loaded.clone();
    swapped.rules = RecordedRules::Custom(LudoGame::ludo_king(4)?);
    report("other rules", swapped.replay().err());

    let mut reseeded = loaded.clone();
    reseeded.throws = Throws::Seeded(seed + 1);
    report("another seed", reseeded.replay().err());

    let mut names = loaded.clone();
    names.seats.swap(0, 1);
    report("two names swapped", names.replay().err());

    let mut unseeded = loaded.clone();
    unseeded.throws = Throws::Unseeded;
    let replayed = unseeded.replay()?;
    println!(
        "  the seed removed: replays, and says so (throws {:?}): a server that ranks games refuses it",
        replayed.throws
    );
    Ok(())
}

#[cfg(feature = "serde")]
fn report(what: &str, error: Option<impl std::fmt::Display>) {
    match error {
        Some(e) => println!("  {what}: refused ({e})"),
        None => println!("  {what}: accepted"),
    }
}

#[cfg(not(feature = "serde"))]
fn main() {
    println!("Records need the `serde` feature.");
}
