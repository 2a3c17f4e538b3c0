//! The terminal example driven by scripted input: typed moves in the
//! notation, refusals that say what was expected, save and resume.

#[allow(dead_code, unreachable_pub)]
#[path = "../examples/terminal.rs"]
mod terminal;

use racegame::ludo::LudoGame;
use racegame::play::Session;
use racegame::record::Throws;
use racegame::{RaceGame, ToAct};
use terminal::{HUMAN, Options, bot, run};

/// A script of typed moves (the first legal move each time) for the game
/// of `seed`, found by playing the same game alongside: at most `moves`.
fn script(seed: u64, moves: usize) -> (String, Session<LudoGame>) {
    let mut session = Session::new(LudoGame::ludo(2).unwrap(), seed);
    let mut text = String::new();
    let mut legal = Vec::new();
    let mut typed = 0;
    loop {
        match session.game().to_act(session.state()) {
            ToAct::Nobody => break,
            ToAct::Player(seat) if seat == HUMAN => {
                if typed == moves {
                    break;
                }
                session.game().legal_actions(session.state(), &mut legal);
                text += &format!("{}\n", legal[0]);
                session.play(legal[0]).unwrap();
                typed += 1;
            }
            _ => {
                session.step(&mut bot).unwrap();
            }
        }
    }
    (text, session)
}

fn play(input: &str, options: &Options) -> (String, Session<LudoGame>) {
    let mut out = Vec::new();
    let session = run(input.as_bytes(), &mut out, options).unwrap();
    (String::from_utf8(out).unwrap(), session)
}

#[test]
fn a_whole_game_typed_in_the_notation_is_played_and_narrated_to_the_end() {
    let options = Options {
        seed: 5,
        resume: None,
    };
    let (input, expected) = script(5, usize::MAX);
    let (out, session) = play(&input, &options);
    assert_eq!(session.state(), expected.state());
    assert!(session.game().is_over(session.state()));
    assert!(out.contains("Red rolls a "), "{out}");
    assert!(out.contains("Yellow rolls a "), "{out}");
    assert!(
        out.contains("Red brings token 0 onto the track at square 0"),
        "{out}"
    );
    assert!(out.contains("Game over. Final ranking: 1st "), "{out}");
}

#[test]
fn wrong_input_says_what_was_expected_and_changes_nothing() {
    let options = Options {
        seed: 5,
        resume: None,
    };
    let (first, expected) = script(5, 1);
    let input = format!("m9\n6\nm3\n?\npos\n{first}");
    let (out, session) = play(&input, &options);
    assert!(
        out.contains("Not a move: at byte 1: expected a token number, 0 to 3; found '9'"),
        "{out}"
    );
    assert!(
        out.contains("The dice throw themselves: type a move."),
        "{out}"
    );
    assert!(out.contains("m3 is not legal now; you may play "), "{out}");
    assert!(
        out.contains("  e    bring a token out of the yard"),
        "{out}"
    );
    assert!(out.contains("ludo R:"), "{out}");
    assert!(
        out.contains("The input ended; the game is not over."),
        "{out}"
    );
    assert_eq!(session.state(), expected.state());
}

#[test]
fn a_saved_game_resumes_where_it_stood() {
    let path = std::env::temp_dir().join(format!("racegame-terminal-{}.json", std::process::id()));
    let (all, finished) = script(11, usize::MAX);
    let lines: Vec<&str> = all.lines().collect();
    let (before, after) = lines.split_at(lines.len() / 2);
    let input = format!("{}\nsave {}\nquit\n", before.join("\n"), path.display());
    let (out, _) = play(
        &input,
        &Options {
            seed: 11,
            resume: None,
        },
    );
    assert!(out.contains("Saved to "), "{out}");
    let resume = Options {
        seed: 0,
        resume: Some(path.clone()),
    };
    let (_, session) = play(&(after.join("\n") + "\n"), &resume);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(session.state(), finished.state());
    let record = session.record().unwrap();
    assert_eq!(record.throws, Throws::Seeded(11));
    record.replay().unwrap();
}
