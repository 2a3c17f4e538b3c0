//! The gnubg client's reading of gnubg's plays, without gnubg: every play
//! of every turn of seeded games, written as gnubg writes plays (the
//! library's `Play` display), is read back as that play.

use racegame::backgammon::{BackgammonGame, Phase};
use racegame::{Dice, RaceGame, ToAct};
use racegame_cli::gnubg_external::matching;

#[test]
fn every_play_written_as_gnubg_writes_it_reads_back() {
    let game = BackgammonGame::backgammon();
    let mut checked = 0;
    for seed in 0..4 {
        let mut dice = Dice::seeded(seed);
        let mut state = game.initial_state();
        while let ToAct::Chance(_) | ToAct::Player(_) = game.to_act(&state) {
            if let ToAct::Chance(_) = game.to_act(&state) {
                let throw = dice.throw_for(&game, &state).unwrap();
                state = game.apply(&state, throw).unwrap().0;
                continue;
            }
            assert!(matches!(state.phase(), Phase::AwaitingMove(_)));
            let plays = game.plays(&state);
            for play in &plays {
                let text = play.to_string();
                let j = matching(&state, &plays, &text).unwrap_or_else(|| panic!("{text}"));
                assert_eq!(plays[j].state(), play.state(), "{text}");
                checked += 1;
            }
            state = *plays[dice.below(plays.len())].state();
        }
    }
    assert!(checked > 1000, "{checked}");
}

#[test]
fn mean_and_standard_error() {
    use racegame_cli::gnubg_external::mean_and_error;
    assert_eq!(mean_and_error(&[]), (0.0, 0.0));
    assert!(mean_and_error(&[]).0.is_sign_positive());
    let (m, se) = mean_and_error(&[1.0, -1.0, 1.0, -1.0]);
    assert_eq!(m, 0.0);
    // Sample variance 4/3, over 4 values: sqrt(1/3).
    assert!((se - (1.0f64 / 3.0).sqrt()).abs() < 1e-12);
}

#[test]
fn judging_reports_each_player_and_the_paired_difference() {
    use racegame_cli::gnubg_judge::{CubeTally, judge_report, progress_line};
    // Two contact decisions, one race: the player, then one judged beside it.
    let judged = [
        vec![vec![0.010, 0.0], vec![0.0, 0.020]],
        vec![vec![0.0, 0.0]],
    ];
    let also = ["bot:1ply".to_string()];
    let text = judge_report("bot:0ply", &also, &judged);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert!(lines[0].starts_with("bot:0ply, contact: 2 decisions, error rate 5.0 "));
    assert!(lines[1].starts_with("bot:1ply, contact: 2 decisions, error rate 10.0 "));
    assert!(
        lines[2]
            .starts_with("bot:1ply minus bot:0ply (paired), contact: 2 decisions, error rate 5.0 ")
    );
    assert!(lines[3].starts_with("bot:0ply, race: 1 decisions, error rate 0.0 "));
    assert_eq!(
        progress_line(&judged),
        "3 decisions: contact 5.0 / 10.0 (2), race 0.0 / 0.0 (1)"
    );
    let tally = CubeTally {
        double: [[10, 1], [2, 3]],
        take: [[4, 0], [5, 1]],
    };
    assert_eq!(tally.total(), 26);
    let cube = racegame_cli::gnubg_judge::cube_report("bot:0ply", &tally);
    assert!(
        cube.contains("double or roll: 16 decisions, 3 differ"),
        "{cube}"
    );
    assert!(cube.contains("bot roll / gnubg double 1, bot double / gnubg roll 2, both double 3"));
    assert!(
        cube.contains("take or pass: 10 decisions, 5 differ"),
        "{cube}"
    );
}
