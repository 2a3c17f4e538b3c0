//! Arbitrary text as an action or a position in the notation, or as a GNU
//! Backgammon Position ID or Match ID: refused with an error, or read into a
//! value whose text is exactly the text read, and for a position no shorter
//! text it starts with reads; a position read against the rules, if valid,
//! plays on like any state.
#![no_main]

use libfuzzer_sys::fuzz_target;
use racegame::RaceGame;
use racegame::backgammon::{
    BackgammonAction, BackgammonGame, BackgammonRules, BackgammonState, MatchId,
};
use racegame::goose::{GooseAction, GooseGame, GooseState};
use racegame::ludo::{LudoAction, LudoGame, LudoState};
use racegame::notation::parse_position;
use racegame::record::Presets;
use racegame::ur::{UrAction, UrGame, UrState};

fuzz_target!(|data: &[u8]| {
    let Ok(text) = core::str::from_utf8(data) else {
        return;
    };
    if let Ok(a) = text.parse::<GooseAction>() {
        assert_eq!(a.to_string(), text);
    }
    if let Ok(a) = text.parse::<LudoAction>() {
        assert_eq!(a.to_string(), text);
    }
    if let Ok(a) = text.parse::<UrAction>() {
        assert_eq!(a.to_string(), text);
    }
    if let Ok(a) = text.parse::<BackgammonAction>() {
        assert_eq!(a.to_string(), text);
    }
    if let Ok(id) = text.parse::<MatchId>() {
        assert_eq!(id.to_string(), text, "a Match ID reads back as itself");
        assert_eq!(MatchId::new(id.fields()), Ok(id));
        assert_eq!(MatchId::from_key(id.key()), Ok(id));
    }
    if let Ok(s) = text.parse::<BackgammonState>() {
        assert_eq!(s.to_string(), text);
        no_shorter_text_reads::<BackgammonState>(text);
    }
    if let Ok(s) = text.parse::<UrState>() {
        assert_eq!(s.to_string(), text);
        no_shorter_text_reads::<UrState>(text);
    }
    if let Ok(s) = text.parse::<GooseState>() {
        assert_eq!(s.to_string(), text);
        no_shorter_text_reads::<GooseState>(text);
    }
    if let Ok(s) = text.parse::<LudoState>() {
        assert_eq!(s.to_string(), text);
        no_shorter_text_reads::<LudoState>(text);
    }
    // Every preset of every family (`<family>::presets::PRESETS`).
    for (_, game) in GooseGame::every_preset(3).into_iter().flatten() {
        plays_on(&game, text);
    }
    for (_, game) in LudoGame::every_preset(4).into_iter().flatten() {
        plays_on(&game, text);
    }
    for (_, game) in UrGame::every_preset(2).into_iter().flatten() {
        plays_on(&game, text);
    }
    for (_, game) in BackgammonGame::every_preset(2).into_iter().flatten() {
        plays_on(&game, text);
        backgammon_texts(&game, text);
    }
    gnubg_pair(&BackgammonGame::backgammon_money(), text);
    if let Ok(game) = BackgammonGame::new(BackgammonRules::backgammon().with_match(5)) {
        gnubg_pair(&game, text);
    }
});

/// A position cut short anywhere is refused (it has lost its end mark).
fn no_shorter_text_reads<S: core::str::FromStr>(text: &str) {
    for cut in (0..text.len()).filter(|&i| text.is_char_boundary(i)) {
        assert!(
            text[..cut].parse::<S>().is_err(),
            "{:?} cut from {text:?} reads",
            &text[..cut]
        );
    }
}

/// A Position ID, a gnubg pair `PositionID:MatchID` and a play as text,
/// against backgammon positions: read into a valid position or state (whose
/// own IDs read back into it) or a legal play, or refused.
fn backgammon_texts(game: &BackgammonGame, text: &str) {
    if let Ok(s) = game.position_from_id(text, racegame::Seat(0)) {
        assert_eq!(s.position_id().as_str(), text, "an ID reads back as itself");
        assert!(game.validate(&s).is_ok());
    }
    gnubg_pair(game, text);
    let start = game.initial_state().with_turn(racegame::Seat(0));
    for roll in [racegame::Roll::two(6, 5), racegame::Roll::two(2, 2)]
        .into_iter()
        .flatten()
    {
        let Ok((s, _)) = game.apply(&start, BackgammonAction::Throw(roll)) else {
            continue;
        };
        if let Ok(play) = game.parse_play(&s, text) {
            assert!(game.plays(&s).contains(&play), "{text}: a play not listed");
        }
    }
}

/// A gnubg pair `PositionID:MatchID`: refused, or a valid state whose
/// own IDs read back into it.
fn gnubg_pair(game: &BackgammonGame, text: &str) {
    if let Some((p, m)) = text.split_once(':')
        && let Ok(s) = game.state_from_gnubg(p, m)
    {
        assert!(game.validate(&s).is_ok());
        let (p2, m2) = game.gnubg_ids(&s).expect("a state read has IDs");
        let back = game.state_from_gnubg(p2.as_str(), &m2.to_string());
        assert_eq!(back, Ok(s), "{text}: the IDs written read back");
    }
}

/// A position valid under `game`'s rules: its legal actions apply.
fn plays_on<G>(game: &G, text: &str)
where
    G: RaceGame,
    G::State: core::str::FromStr<Err = racegame::PositionError<G::StateError>>,
{
    let Ok(state) = parse_position(game, text) else {
        return;
    };
    let mut legal = Vec::new();
    game.legal_actions(&state, &mut legal);
    for &action in &legal {
        if let Err(e) = game.apply(&state, action) {
            panic!("{text}: legal {action:?} refused: {e}");
        }
    }
}
