//! A backgammon match as GNU Backgammon's Position ID and Match ID and back: the match pairs gnubg wrote, random matches to their end, and the match fields checked against the rules.

mod bg;

use bg::gnubg::{Pair, gnubg_pairs, phases, round_trip_a_random_game};
use racegame::backgammon::{
    BLACK, BackgammonGame, BackgammonRules, BackgammonStateError, GameStatus, GnubgIdError,
    MatchFields, MatchId, MatchIdError, MatchRules, Phase, WHITE,
};
use racegame::{RaceGame, Seat};

const START: &str = "4HPwATDgc/ABMA";

/// A match to `length` with the cube and the Crawford rule.
fn match_to(length: u16) -> BackgammonGame {
    BackgammonGame::new(BackgammonRules::backgammon().with_match(length)).unwrap()
}

/// A match to `length` with the cube, without the Crawford rule.
fn without_crawford(length: u16) -> BackgammonGame {
    let mut rules = BackgammonRules::backgammon().with_match(length);
    rules.match_play = Some(MatchRules::to(length).with_crawford(false));
    BackgammonGame::new(rules).unwrap()
}

/// gnubg's pair for the situation whose Match ID is `m`.
fn pair(m: &str) -> Pair {
    gnubg_pairs().into_iter().find(|l| l.match_id == m).unwrap()
}

/// The state of gnubg's pair `m` in a match to `length`.
fn read(length: u16, m: &str) -> Result<racegame::backgammon::BackgammonState, GnubgIdError> {
    match_to(length).state_from_gnubg(pair(m).position_id, m)
}

#[test]
fn match_pairs_gnubg_wrote_read_into_states_that_write_them_back() {
    let mut same = Vec::new();
    for line in gnubg_pairs() {
        let Some(length) = line.fields.strip_prefix("length=") else {
            continue;
        };
        let length: u16 = length.split(' ').next().unwrap().parse().unwrap();
        if length == 0 {
            continue;
        }
        let game = match_to(length);
        let Ok(s) = game.state_from_gnubg(line.position_id, line.match_id) else {
            continue;
        };
        let (p, m) = game.gnubg_ids(&s).unwrap();
        if (p.as_str(), m.to_string().as_str()) == (line.position_id, line.match_id) {
            same.push(line.match_id);
        }
    }
    // The manual's situation as gnubg writes it, the Crawford game,
    // post-Crawford dice and double, a match won past its length, a
    // 25-point match with a 4-cube.
    let expected = [
        "QYkqASAAIAAE",
        "sAGgAEAAEAAE",
        "cImlAEAAEAAE",
        "cBGgAEAAEAAE",
        "cAqgAGAAEAAE",
        "EgEmA9AAoAAE",
    ];
    assert_eq!(same, expected);
}

#[test]
fn the_crawford_game_has_no_cube_decision_and_post_crawford_has_one() {
    // 4-2 to 5: the Crawford game, White to throw.
    let s = read(5, "sAGgAEAAEAAE").unwrap();
    assert_eq!((s.score(), s.is_crawford()), ([4, 2], true));
    assert_eq!((s.phase(), s.turn()), (Phase::AwaitingThrow, WHITE));
    // Post-Crawford, Black (2 points) doubles.
    let s = read(5, "cBGgAEAAEAAE").unwrap();
    assert_eq!((s.score(), s.is_crawford()), ([4, 2], false));
    assert_eq!((s.phase(), s.turn()), (Phase::Doubled, BLACK));
    // Without the Crawford rule the flag is refused.
    let game = without_crawford(5);
    let refused = game.state_from_gnubg(START, "sAGgAEAAEAAE");
    assert_eq!(
        refused,
        Err(GnubgIdError::State(BackgammonStateError::Crawford))
    );
}

#[test]
fn a_game_over_short_of_the_length_reads_as_the_next_games_opening() {
    // gnubg after Black drops a redouble to 4 at 2-2: 4-2, the Crawford
    // game next. The engine is then at that game's opening.
    let s = read(5, "gQygAEAAEAAE").unwrap();
    let game = match_to(5);
    assert_eq!(s, game.initial_state().with_score([4, 2], true));
    let id = game.match_id(&s).unwrap().fields();
    assert_eq!(
        (id.status, id.score, id.crawford),
        (GameStatus::NotStarted, [4, 2], true)
    );
}

#[test]
fn a_match_won_is_a_game_over_with_the_winners_score_at_the_length_or_past_it() {
    // gnubg after White bears off its last checker for a gammon at 4-2:
    // it records the points in full, 6-2, as the engine does.
    let s = read(5, "cAqgAGAAEAAE").unwrap();
    assert_eq!(
        (s.phase(), s.winner(), s.score()),
        (Phase::Over, Some(WHITE), [6, 2])
    );
    assert!(match_to(5).is_over(&s));
    // The same at 4-2 to 7: short of the length, the next game's opening.
    let id = with(|f| {
        f.length = 7;
        f.score = [6, 2];
        f.status = GameStatus::Over;
        f.on_roll = BLACK;
        f.turn = BLACK;
    });
    let s = match_to(7).state_from_gnubg("AAAAwP8fAAAAAA", &id).unwrap();
    assert_eq!(s, match_to(7).initial_state().with_score([6, 2], false));
}

/// A Match ID of a match to 5 at 0-0, White to throw, edited by `edit`.
fn with(edit: impl FnOnce(&mut MatchFields)) -> String {
    let mut f = MatchFields {
        status: GameStatus::Playing,
        length: 5,
        jacoby: false,
        ..MatchFields::default()
    };
    edit(&mut f);
    MatchId::new(f).unwrap().to_string()
}

#[test]
fn the_match_fields_must_fit_the_rules() {
    let game = match_to(5);
    // Money play, or another length.
    let money = with(|f| f.length = 0);
    let length = GnubgIdError::MatchLength { id: 0, rules: 5 };
    assert_eq!(game.state_from_gnubg(START, &money), Err(length));
    let seven = with(|f| f.length = 7);
    let length = GnubgIdError::MatchLength { id: 7, rules: 5 };
    assert_eq!(game.state_from_gnubg(START, &seven), Err(length));
    // The Jacoby bit means nothing in a match: either reads.
    let jacoby = with(|f| f.jacoby = true);
    assert!(game.state_from_gnubg(START, &jacoby).is_ok());
    // A Crawford flag with nobody at 4.
    let crawford = with(|f| f.crawford = true);
    let refused = GnubgIdError::State(BackgammonStateError::Crawford);
    assert_eq!(game.state_from_gnubg(START, &crawford), Err(refused));
    // A score at the length while a game is played: no Match ID.
    // 5-0 to 5, playing, White to throw (bits 4-5: 3, bit 8: 1, bits
    // 21-35: 5, bits 36-50: 5, bit 66: 1).
    let text = "MAGgAFAAAAAE";
    let score = MatchIdError::Score {
        seat: Seat(0),
        score: 5,
        length: 5,
    };
    assert_eq!(text.parse::<MatchId>(), Err(score));
    assert_eq!(
        game.state_from_gnubg(START, text),
        Err(GnubgIdError::Match(score))
    );
    // A match won with the loser's checkers borne off, not the winner's.
    let won = with(|f| {
        f.score = [6, 2];
        f.status = GameStatus::Over;
        f.on_roll = BLACK;
        f.turn = BLACK;
    });
    let s = game.state_from_gnubg(START, &won);
    assert_eq!(s, Err(GnubgIdError::NoWinner));
}

#[test]
fn states_of_random_matches_round_trip_through_their_ids() {
    let mut seen = Vec::new();
    let games = [match_to(3), match_to(5), without_crawford(3)];
    for game in &games {
        for seed in 0..6 {
            round_trip_a_random_game(game, seed, &mut |s| seen.push(*s));
        }
    }
    let names = phases(&seen);
    for phase in ["opening", "cube", "throw", "move", "doubled", "won"] {
        assert!(names.contains(phase), "no {phase} in {names:?}");
    }
    assert!(seen.iter().any(|s| s.is_crawford()), "a Crawford game");
    assert!(
        seen.iter()
            .any(|s| s.score().contains(&2) && !s.is_crawford())
    );
}
