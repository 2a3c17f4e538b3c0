//! The bot as GNU Backgammon's external player, fed board lines gnubg 1.07
//! wrote (recorded from a session with `set player 0 external`): each
//! answer is of the right kind, for the right side.

use racegame::backgammon::bot::{Level, NetEvaluator};
use racegame::backgammon::{BackgammonAction, BackgammonGame};
use racegame::{RaceGame, Roll};
use racegame_cli::gnubg_player::ExternalPlayer;

fn player() -> ExternalPlayer<NetEvaluator> {
    let mut p = ExternalPlayer::new(NetEvaluator::shipped().unwrap(), Level::Intermediate);
    p.beavers = false;
    p
}

/// The opening, the asked side (gnubg's player 0, negative on the line)
/// to play 2-1: a NUL byte after the newline, as gnubg writes it.
const OPENING_21: &str = "board:gnubg:root:0:0:0:0:-2:0:0:0:0:5:0:3:0:0:0:-5:5:0:0:0:-3:0:-5:0:0:0:0:2:0:-1:2:1:2:1:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1\n\0";

#[test]
fn the_opening_answer_is_one_of_the_rolls_plays() {
    let game = BackgammonGame::backgammon();
    let s = game.initial_state();
    let s = game
        .apply(&s, BackgammonAction::Throw(Roll::two(2, 1).unwrap()))
        .unwrap()
        .0;
    let plays: Vec<String> = game.plays(&s).iter().map(ToString::to_string).collect();
    let answer = player().answer(OPENING_21).unwrap();
    assert!(plays.contains(&answer), "{answer} not in {plays:?}");
}

#[test]
fn a_checker_on_the_bar_enters_first() {
    // The asked side has a checker on the bar (position 0 of the line).
    let line = "board:gnubg:root:0:0:0:-1:0:0:0:-2:0:5:3:3:0:0:0:-3:3:-1:-1:0:-2:1:-5:0:0:0:0:0:0:-1:5:3:5:3:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";
    let answer = player().answer(line).unwrap();
    assert!(answer.starts_with("bar/"), "{answer}");
}

#[test]
fn a_closed_out_checker_answers_an_empty_line() {
    // On the bar against a board whose entry points 5 and 4 are made, 5-4 thrown.
    let line = "board:gnubg:root:0:0:2:-1:0:0:2:2:2:2:2:2:2:0:0:0:0:0:0:0:0:0:-2:1:-3:-4:-3:-2:0:-1:5:4:5:4:4:0:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";
    assert_eq!(player().answer(line).unwrap(), "");
}

#[test]
fn cube_lines_get_cube_words() {
    let p = player();
    let before_dice = "board:gnubg:root:0:0:0:0:-1:-1:0:0:0:5:0:3:0:0:0:-4:6:-1:0:0:-3:0:-5:0:0:0:0:1:0:-1:0:0:0:0:1:1:1:0:1:-1:0:25:0:0:0:0:0:0:0:1";
    let a = p.answer(before_dice).unwrap();
    assert!(a == "roll" || a == "double", "{a}");
    let doubled = "board:root:gnubg:0:0:0:0:0:-1:0:-2:-1:5:3:3:0:0:0:-2:3:-1:0:0:-2:-1:-5:0:0:0:0:0:1:1:0:0:0:0:1:1:1:1:1:-1:0:25:0:0:0:0:0:0:0:1";
    let a = p.answer(doubled).unwrap();
    assert!(a == "take" || a == "drop", "{a}");
    // Scores in the names' order while doubled (12-12 here): read, answered.
    let at_12_12 = "board:root:gnubg:0:12:12:0:-3:2:3:2:3:3:0:0:1:0:0:0:0:0:0:0:0:0:-2:-2:-2:-2:-3:-1:1:1:0:0:0:0:2:1:0:1:1:-1:0:25:0:0:0:0:0:0:0:1";
    let a = p.answer(at_12_12).unwrap();
    assert!(a == "take" || a == "drop", "{a}");
}

#[test]
fn a_beaver_passed_back_is_taken_and_garbage_is_an_error() {
    // gnubg's line after a beaver: doubled again, the beaverer may not double.
    let line = "board:gnubg:root:0:0:0:-1:-1:2:0:0:0:5:2:1:0:0:0:-2:4:-2:-1:0:-3:0:-5:0:0:0:0:1:0:-1:0:0:0:0:2:1:0:1:1:-1:0:25:0:0:0:0:0:0:0:1";
    assert_eq!(player().answer(line).unwrap(), "take");
    assert!(player().answer("hello").is_err());
    assert!(player().answer("board:a:b:1").is_err());
}
