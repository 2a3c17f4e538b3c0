//! GNU Backgammon Match IDs: the manual's worked example both ways, the IDs gnubg wrote for situations of money and match play, every refusal, and round trips of any fields and any text.

use proptest::prelude::*;
use racegame::Seat;
use racegame::backgammon::{
    GameStatus, MAX_MATCH_SCORE, MatchFields, MatchId, MatchIdError, Resignation,
};

/// The manual's example: "the score is 2-4 in a 9 point match with player
/// 0 holding a 2-cube, and player 1 has just rolled 52".
fn manual_example() -> MatchFields {
    MatchFields {
        cube_log2: 1,
        cube_owner: Some(Seat(0)),
        on_roll: Seat(1),
        crawford: false,
        status: GameStatus::Playing,
        turn: Seat(1),
        doubled: false,
        resigned: None,
        dice: Some([5, 2]),
        length: 9,
        score: [2, 4],
        jacoby: true,
    }
}

#[test]
fn the_manuals_example_writes_its_key_and_its_id() {
    let id = MatchId::new(manual_example()).unwrap();
    assert_eq!(
        id.key(),
        [0x41, 0x89, 0x2A, 0x01, 0x20, 0x00, 0x20, 0x00, 0x00]
    );
    assert_eq!(id.to_string(), "QYkqASAAIAAA");
    assert_eq!(id.cube_value(), 2);
}

#[test]
fn the_manuals_example_reads_back_into_its_fields() {
    let id: MatchId = "QYkqASAAIAAA".parse().unwrap();
    assert_eq!(id.fields(), manual_example());
    let key = [0x41, 0x89, 0x2A, 0x01, 0x20, 0x00, 0x20, 0x00, 0x00];
    assert_eq!(MatchId::from_key(key), Ok(id));
}

/// One line of the gnubg fixture: the fields its commands set up, and the
/// Match ID gnubg showed.
fn fixture_line(line: &str) -> (MatchFields, &str) {
    let mut parts = line.split(" | ");
    let (fields, ids) = (parts.next().unwrap(), parts.next().unwrap());
    let mut f = MatchFields::default();
    for pair in fields.split(' ') {
        let (name, value) = pair.split_once('=').unwrap();
        let yes = value == "yes";
        let seat = |v: &str| Seat(v.parse().unwrap());
        let pair = |v: &str| {
            let (a, b) = v.split_once(',').unwrap();
            (a.parse::<u16>().unwrap(), b.parse::<u16>().unwrap())
        };
        match name {
            "length" => f.length = value.parse().unwrap(),
            "score" => f.score = pair(value).into(),
            "cube" => f.cube_log2 = value.parse().unwrap(),
            "owner" => f.cube_owner = (value != "mid").then(|| seat(value)),
            "roll" => f.on_roll = seat(value),
            "turn" => f.turn = seat(value),
            "crawford" => f.crawford = yes,
            "status" => f.status = status(value),
            "doubled" => f.doubled = yes,
            "resigned" => f.resigned = resignation(value),
            "dice" if value == "none" => f.dice = None,
            "dice" => f.dice = Some(<[u16; 2]>::from(pair(value)).map(|d| d as u8)),
            "jacoby" => f.jacoby = yes,
            _ => panic!("unknown field {name}"),
        }
    }
    (f, ids.split(' ').next().unwrap())
}

fn status(name: &str) -> GameStatus {
    match name {
        "notstarted" => GameStatus::NotStarted,
        "playing" => GameStatus::Playing,
        "over" => GameStatus::Over,
        "resigned" => GameStatus::Resigned,
        "dropped" => GameStatus::Dropped,
        _ => panic!("unknown status {name}"),
    }
}

fn resignation(name: &str) -> Option<Resignation> {
    match name {
        "none" => None,
        "single" => Some(Resignation::Single),
        "gammon" => Some(Resignation::Gammon),
        "backgammon" => Some(Resignation::Backgammon),
        _ => panic!("unknown resignation {name}"),
    }
}

#[test]
fn match_ids_are_those_gnubg_writes_both_ways() {
    let table = include_str!("fixtures/gnubg_match_ids.txt");
    let lines: Vec<_> = table.lines().filter(|l| !l.starts_with('#')).collect();
    assert!(lines.len() >= 18, "the fixture lists the situations");
    for line in lines {
        let (fields, text) = fixture_line(line);
        let id = MatchId::new(fields).unwrap_or_else(|e| panic!("{line}: {e}"));
        assert_eq!(id.to_string(), text, "{line}");
        assert_eq!(text.parse::<MatchId>().map(|id| id.fields()), Ok(fields));
    }
}

fn read(text: &str) -> MatchIdError {
    text.parse::<MatchId>().unwrap_err()
}

#[test]
fn an_id_has_twelve_base64_characters() {
    assert_eq!(read("QYkqASAAIAA"), MatchIdError::Length(11));
    assert_eq!(read("QYkqASAAIAAAA"), MatchIdError::Length(13));
    assert_eq!(read(""), MatchIdError::Length(0));
    let found = MatchIdError::Character { at: 4, found: '-' };
    assert_eq!(read("QYkq-SAAIAAA"), found);
    let found = MatchIdError::Character {
        at: 11, found: 'é'
    };
    assert_eq!(read("QYkqASAAIAAé"), found);
    // The place counts characters, not bytes.
    let found = MatchIdError::Character { at: 5, found: 'ü' };
    assert_eq!(read("QYkqAüAAIAAA"), found);
}

#[test]
fn bits_past_the_sixty_seventh_are_refused() {
    // The last character holds bits 66 to 71: 'E' is bit 66 (no Jacoby),
    // 'I' bit 67, past the data.
    assert!("QYkqASAAIAAE".parse::<MatchId>().is_ok());
    assert_eq!(read("QYkqASAAIAAI"), MatchIdError::Padding);
    assert_eq!(read("QYkqASAAIAA/"), MatchIdError::Padding);
}

#[test]
fn codes_that_name_nothing_are_refused() {
    let key = MatchId::new(manual_example()).unwrap().key();
    let with = |byte: usize, mask: u8, bits: u8| {
        let mut k = key;
        k[byte] = k[byte] & !mask | bits;
        MatchId::from_key(k)
    };
    // Cube owner: bits 4-5 of byte 0 as 2.
    assert_eq!(with(0, 0x30, 0x20), Err(MatchIdError::CubeOwnerCode));
    // Game state: bits 0-2 of byte 1, 5 to 7.
    for code in 5..=7 {
        assert_eq!(with(1, 0x07, code), Err(MatchIdError::StatusCode(code)));
    }
    // First die (bits 15-17: byte 1's top bit, byte 2's lowest two) of 7.
    assert_eq!(with(2, 0x03, 0x03).map(|_| ()), Err(MatchIdError::Die(7)));
    // Second die (bits 18-20, byte 2) of 0 with the first thrown.
    assert_eq!(with(2, 0x1C, 0), Err(MatchIdError::HalfThrown));
}

#[test]
fn fields_out_of_range_are_refused() {
    let e = |f: MatchFields| MatchId::new(f).unwrap_err();
    let m = manual_example();
    assert_eq!(
        e(MatchFields { cube_log2: 16, ..m }),
        MatchIdError::Cube(16)
    );
    let seat = MatchIdError::Seat(Seat(2));
    assert_eq!(
        e(MatchFields {
            on_roll: Seat(2),
            ..m
        }),
        seat
    );
    assert_eq!(e(MatchFields { turn: Seat(2), ..m }), seat);
    let owner = Some(Seat(2));
    assert_eq!(
        e(MatchFields {
            cube_owner: owner,
            ..m
        }),
        seat
    );
    assert_eq!(
        e(MatchFields {
            dice: Some([7, 2]),
            ..m
        }),
        MatchIdError::Die(7)
    );
    assert_eq!(
        e(MatchFields {
            dice: Some([3, 0]),
            ..m
        }),
        MatchIdError::Die(0)
    );
    let long = MAX_MATCH_SCORE + 1;
    assert_eq!(
        e(MatchFields { length: long, ..m }),
        MatchIdError::MatchLength(long)
    );
    let money = MatchFields {
        length: 0,
        score: [long, 0],
        ..m
    };
    let score = MatchIdError::Score {
        seat: Seat(0),
        score: long,
        length: 0,
    };
    assert_eq!(e(money), score);
    let crawford = MatchFields {
        length: 0,
        crawford: true,
        ..m
    };
    assert_eq!(e(crawford), MatchIdError::CrawfordInMoneyPlay);
    assert!(MatchId::new(MatchFields { cube_log2: 15, ..m }).is_ok());
}

#[test]
fn a_score_reaches_the_length_only_when_the_match_is_won() {
    let m = manual_example();
    let at = MatchFields { score: [2, 9], ..m };
    let score = MatchIdError::Score {
        seat: Seat(1),
        score: 9,
        length: 9,
    };
    assert_eq!(MatchId::new(at), Err(score));
    let before = MatchFields {
        status: GameStatus::NotStarted,
        ..at
    };
    assert_eq!(MatchId::new(before), Err(score));
    for status in [GameStatus::Over, GameStatus::Resigned, GameStatus::Dropped] {
        let won = MatchFields {
            status,
            score: [2, 11],
            ..m
        };
        assert!(MatchId::new(won).is_ok(), "{status:?}");
        let both = MatchFields {
            score: [9, 11],
            ..won
        };
        let score = MatchIdError::Score {
            seat: Seat(0),
            score: 9,
            length: 9,
        };
        assert_eq!(MatchId::new(both), Err(score));
    }
    // Money play keeps any session score.
    let money = MatchFields {
        length: 0,
        score: [40, 9],
        ..m
    };
    assert!(MatchId::new(money).is_ok());
}

fn fields() -> impl Strategy<Value = MatchFields> {
    let seat = (0u8..2).prop_map(Seat);
    let status = prop::sample::select(vec![
        GameStatus::NotStarted,
        GameStatus::Playing,
        GameStatus::Over,
        GameStatus::Resigned,
        GameStatus::Dropped,
    ]);
    let resigned = prop::option::of(prop::sample::select(vec![
        Resignation::Single,
        Resignation::Gammon,
        Resignation::Backgammon,
    ]));
    let flags = (any::<bool>(), any::<bool>(), any::<bool>());
    let cube = (0u8..=15, prop::option::of(seat.clone()));
    let score = (
        0..=MAX_MATCH_SCORE,
        [0..=MAX_MATCH_SCORE, 0..=MAX_MATCH_SCORE],
    );
    let dice = prop::option::of([1u8..=6, 1u8..=6]);
    (
        cube,
        seat.clone(),
        seat,
        status,
        resigned,
        flags,
        dice,
        score,
    )
        .prop_map(
            |(
                (cube_log2, cube_owner),
                on_roll,
                turn,
                status,
                resigned,
                flags,
                dice,
                (length, score),
            )| {
                let (crawford, doubled, jacoby) = flags;
                // In a match, scores below the length (one at it or past it
                // once a game has ended is checked above).
                let score = score.map(|s| if length > 0 { s % length } else { s });
                MatchFields {
                    cube_log2,
                    cube_owner,
                    on_roll,
                    crawford: crawford && length > 0,
                    status,
                    turn,
                    doubled,
                    resigned,
                    dice,
                    length,
                    score,
                    jacoby,
                }
            },
        )
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn any_fields_write_an_id_that_reads_back_into_them(f in fields()) {
        let id = MatchId::new(f).unwrap();
        let text = id.to_string();
        prop_assert_eq!(text.len(), 12);
        prop_assert_eq!(text.parse::<MatchId>(), Ok(id));
        prop_assert_eq!(MatchId::from_key(id.key()), Ok(id));
    }

    #[test]
    fn a_key_with_any_bit_changed_is_refused_or_reads_back_as_itself(
        f in fields(),
        bit in 0usize..72,
    ) {
        let mut key = MatchId::new(f).unwrap().key();
        key[bit / 8] ^= 1 << (bit % 8);
        if let Ok(id) = MatchId::from_key(key) {
            prop_assert_eq!(id.key(), key);
            prop_assert!(bit < 67, "a padding bit read");
        }
    }

    #[test]
    fn any_twelve_characters_read_back_as_themselves_or_are_refused(
        text in "[A-Za-z0-9+/]{12}"
    ) {
        if let Ok(id) = text.parse::<MatchId>() {
            prop_assert_eq!(id.to_string(), text);
        }
    }

    #[test]
    fn any_text_is_read_or_refused_without_panic(text in "\\PC{0,16}") {
        if let Ok(id) = text.parse::<MatchId>() {
            prop_assert_eq!(id.to_string(), text);
        }
    }
}

#[cfg(feature = "serde")]
#[test]
fn a_match_id_saves_as_its_fields_and_is_checked_when_loaded() {
    let id = MatchId::new(manual_example()).unwrap();
    let mut saved = serde_json::to_value(id).unwrap();
    assert_eq!(saved["score"], serde_json::json!([2, 4]));
    assert_eq!(saved["status"], "playing");
    assert_eq!(saved["cube_owner"], 0);
    assert_eq!(
        serde_json::from_value::<MatchId>(saved.clone()).unwrap(),
        id
    );
    saved["dice"] = serde_json::json!([7, 2]);
    let refused = serde_json::from_value::<MatchId>(saved).unwrap_err();
    assert!(refused.to_string().contains("a die of 7"), "{refused}");
}
