//! The bear-off databases: the hand-derivable figures as exact fractions, the databases against the engine's plays, against GNU Backgammon's databases, and their saved form.

use racegame::backgammon::bearoff::{
    BEAROFF_FORMAT_VERSION, BearoffError, HomeBoard, OneSided, PIPS_PER_ROLL, TwoSided,
};
use racegame::backgammon::{BLACK, BackgammonGame, WHITE};
use racegame::{RaceGame, Roll};

/// A home board from its counts on points 1, 2, ...
fn board(counts: &[u8]) -> HomeBoard {
    HomeBoard::new(counts).unwrap()
}

/// `a / b` as the nearest `f64`, compared with a computed value: equal to
/// within a few units in the last place.
fn close(value: f64, a: u128, b: u128) -> bool {
    let exact = a as f64 / b as f64;
    (value - exact).abs() <= 4.0 * f64::EPSILON * exact.max(1.0)
}

/// The 21 rolls with their chances in 36.
fn rolls() -> Vec<(Roll, u32)> {
    let mut out = Vec::new();
    for a in 1..=6 {
        for b in 1..=a {
            out.push((Roll::two(a, b).unwrap(), if a == b { 1 } else { 2 }));
        }
    }
    out
}

#[test]
fn the_full_databases_hold_54264_boards_and_924_squared_pairs() {
    assert_eq!(OneSided::positions_of(6, 15), Ok(54_264));
    assert_eq!(TwoSided::positions_of(6, 6), Ok(853_776));
    assert_eq!(OneSided::positions_of(7, 15), Err(BearoffError::Points(7)));
    assert_eq!(
        OneSided::positions_of(6, 16),
        Err(BearoffError::Checkers(16))
    );
    assert!(matches!(
        TwoSided::positions_of(6, 15),
        Err(BearoffError::TooLarge { boards: 54_264 })
    ));
}

#[test]
fn one_checker_is_off_in_one_roll_unless_the_roll_falls_short() {
    let db = OneSided::build(6, 1).unwrap();
    // Points 1 to 3: every roll bears it off. Point 4: only 2-1 (3 pips)
    // falls short; point 5: 2-1, 3-1 and 1-1 (5 in 36); point 6: 2-1, 3-1,
    // 4-1, 3-2 and 1-1 (9 in 36). A checker left short is off next roll.
    let short = [(1, 0), (2, 0), (3, 0), (4, 2), (5, 5), (6, 9)];
    for (p, miss) in short {
        let mut counts = [0u8; 6];
        counts[p - 1] = 1;
        let d = db.distribution(&board(&counts)).unwrap();
        assert_eq!(d.len(), 3, "point {p}");
        assert!(
            close(d[1], 36 - miss, 36) && close(d[2], miss, 36),
            "{p}: {d:?}"
        );
        let mean = db.mean_rolls(&board(&counts)).unwrap();
        assert!(close(mean, 36 + miss, 36), "point {p}: mean {mean}");
    }
}

#[test]
fn two_checkers_on_the_two_point_miss_with_a_one_that_is_not_a_double() {
    let db = OneSided::build(6, 2).unwrap();
    // 1-2 .. 1-6 (10 in 36) bear one checker off and leave the other on
    // the ace point; everything else, 1-1 included, bears both off.
    let two = board(&[0, 2]);
    let d = db.distribution(&two).unwrap();
    assert!(close(d[1], 26, 36) && close(d[2], 10, 36), "{d:?}");
    assert!(close(db.mean_rolls(&two).unwrap(), 46, 36));
    // Two on the ace point: always one roll.
    assert_eq!(db.distribution(&board(&[2])).unwrap()[..2], [0.0, 1.0]);
}

/// The exact distribution of the rolls `k` checkers on the ace point take:
/// a double bears four off, any other roll two. Entry `n` is a numerator
/// over `6^n`.
fn aces_exact(k: u32) -> Vec<u128> {
    // ways[left]: numerators over 6^n of having `left` checkers after n rolls.
    let mut ways = vec![0u128; k as usize + 1];
    ways[k as usize] = 1;
    let mut dist = vec![0u128];
    while ways.iter().skip(1).any(|&w| w > 0) {
        let mut next = vec![0u128; k as usize + 1];
        let mut done = 0;
        for (left, &w) in ways.iter().enumerate().skip(1) {
            for (off, chances) in [(4usize, 1u128), (2, 5)] {
                let rest = left.saturating_sub(off);
                if rest == 0 {
                    done += w * chances;
                } else {
                    next[rest] += w * chances;
                }
            }
        }
        dist.push(done);
        ways = next;
    }
    dist
}

#[test]
fn checkers_on_the_ace_point_come_off_two_a_roll_or_four_with_a_double() {
    let db = OneSided::build(1, 15).unwrap();
    for k in 1..=15u8 {
        let exact = aces_exact(u32::from(k));
        let d = db.distribution(&board(&[k])).unwrap();
        let mut mean_num = 0u128;
        let den = 6u128.pow(exact.len() as u32 - 1);
        for (n, &num) in exact.iter().enumerate() {
            let scale = 6u128.pow((exact.len() - 1 - n) as u32);
            assert!(
                close(d[n], num, 6u128.pow(n as u32)),
                "{k} on the ace, {n} rolls"
            );
            mean_num += n as u128 * num * scale;
        }
        assert!(d[exact.len()..].iter().all(|&p| p == 0.0));
        assert!(close(db.mean_rolls(&board(&[k])).unwrap(), mean_num, den));
    }
    // Fifteen on the ace point, an eight-roll position without doubles:
    // the mean is 1,953,839 / 279,936 rolls (6.97959176), an effective pip
    // count of 56.9999994, where Walter Trice's rule for an N-roll
    // position, 7N + 1, says 57.
    let fifteen = db.mean_rolls(&board(&[15])).unwrap();
    assert!(close(fifteen, 1_953_839, 279_936), "{fifteen}");
    let epc = db.effective_pips(&board(&[15])).unwrap();
    assert!((epc - 57.0).abs() < 1e-6, "{epc}");
    assert_eq!(PIPS_PER_ROLL, 49.0 / 6.0);
}

#[test]
fn each_roll_is_played_to_need_the_fewest_rolls() {
    // The distribution of a board is the mixture over the rolls of its
    // best plays' distributions, one roll later, and no play the engine
    // offers (through its public plays API) needs fewer rolls on average.
    let db = OneSided::build(6, 5).unwrap();
    let game = BackgammonGame::backgammon();
    let boards = [
        board(&[0, 0, 1, 1, 1, 2]),
        board(&[1, 0, 0, 3, 0, 1]),
        board(&[0, 0, 0, 0, 0, 5]),
    ];
    for b in boards {
        let points: Vec<(u8, u8)> = (1..=6)
            .map(|p| (p, b.count(p)))
            .filter(|&(_, n)| n > 0)
            .collect();
        let s = game
            .initial_state()
            .with_side(WHITE, &points, 0, 15 - b.checkers())
            .with_side(BLACK, &[(1, 15)], 0, 0)
            .with_turn(WHITE);
        let mut mix = vec![0.0; db.max_rolls() + 1];
        for (roll, chances) in rolls() {
            let best = db.best_play(&b, roll).unwrap();
            let best_mean = db.mean_rolls(&best).unwrap();
            for play in game.plays_of_roll(&s, roll).unwrap() {
                let left = HomeBoard::of_side(play.state(), WHITE).unwrap();
                assert!(
                    db.mean_rolls(&left).unwrap() >= best_mean,
                    "{b:?} {roll}: {play}"
                );
            }
            let d = db.distribution(&best).unwrap();
            for n in 1..mix.len() {
                mix[n] += f64::from(chances) / 36.0 * d[n - 1];
            }
        }
        let d = db.distribution(&b).unwrap();
        assert!(
            d.iter().zip(&mix).all(|(a, b)| (a - b).abs() < 1e-15),
            "{b:?}"
        );
    }
}

#[test]
fn a_smaller_database_agrees_with_a_larger_on_the_boards_they_share() {
    let small = OneSided::build(3, 6).unwrap();
    let large = OneSided::build(6, 8).unwrap();
    let mut shared = 0;
    for a in 0..=6u8 {
        for b in 0..=6 - a {
            for c in 0..=6 - a - b {
                let bd = board(&[a, b, c]);
                let (s, l) = (
                    small.distribution(&bd).unwrap(),
                    large.distribution(&bd).unwrap(),
                );
                assert_eq!(s, &l[..s.len()]);
                assert!(l[s.len()..].iter().all(|&p| p == 0.0));
                shared += 1;
            }
        }
    }
    assert_eq!(shared, small.positions());
    assert_eq!(small.distribution(&board(&[0, 0, 0, 1])), None);
    assert_eq!(small.distribution(&board(&[7])), None);
}

#[test]
fn a_home_board_is_read_from_a_state_only_when_every_checker_is_home() {
    let game = BackgammonGame::backgammon();
    let s = game
        .initial_state()
        .with_side(WHITE, &[(5, 2), (2, 1)], 0, 12);
    assert_eq!(HomeBoard::of_side(&s, WHITE), Some(board(&[0, 1, 0, 0, 2])));
    let out = s.with_side(WHITE, &[(7, 1), (2, 1)], 0, 13);
    assert_eq!(HomeBoard::of_side(&out, WHITE), None);
    let bar = s.with_side(WHITE, &[(2, 1)], 1, 13);
    assert_eq!(HomeBoard::of_side(&bar, WHITE), None);
    assert_eq!(
        HomeBoard::new(&[1, 2, 3, 4, 5, 6, 7]),
        Err(BearoffError::Points(7))
    );
}

#[test]
fn single_checkers_race_as_their_two_distributions_say() {
    // With one checker a side there is nothing to choose, so the side to
    // roll wins when it needs no more rolls than the other: the sum over n
    // of P(it takes n) P(the other takes n or more).
    let one = OneSided::build(6, 1).unwrap();
    let two = TwoSided::build(6, 1).unwrap();
    for a in 1..=6 {
        for b in 1..=6 {
            let (mut x, mut y) = ([0u8; 6], [0u8; 6]);
            x[a - 1] = 1;
            y[b - 1] = 1;
            let (da, db) = (
                one.distribution(&board(&x)).unwrap(),
                one.distribution(&board(&y)).unwrap(),
            );
            let p: f64 = (0..da.len())
                .map(|n| da[n] * db[n..].iter().sum::<f64>())
                .sum();
            let w = two.win_probability(&board(&x), &board(&y)).unwrap();
            assert!((p - w).abs() < 1e-15, "{a} v {b}: {p} {w}");
        }
    }
    // Six against six: 3/4 at once, else 1/4 that the other misses too.
    let six = board(&[0, 0, 0, 0, 0, 1]);
    assert!(close(two.win_probability(&six, &six).unwrap(), 13, 16));
}

#[test]
fn a_finished_race_is_won_by_the_side_with_nothing_left() {
    let db = TwoSided::build(6, 2).unwrap();
    let empty = HomeBoard::default();
    assert_eq!(
        db.win_probability(&empty, &board(&[0, 0, 0, 0, 0, 2])),
        Some(1.0)
    );
    assert_eq!(db.win_probability(&board(&[1]), &empty), Some(0.0));
    assert_eq!(db.win_probability(&board(&[3]), &board(&[1])), None);
}

#[test]
fn each_side_plays_to_win_the_race() {
    // The value of a pair is the average over the rolls of the best play's
    // value (1 when it bears the last checker off, else one minus the other
    // side's), and no play the engine offers does better.
    let db = TwoSided::build(6, 3).unwrap();
    let game = BackgammonGame::backgammon();
    let pairs = [
        (board(&[0, 1, 0, 1, 0, 1]), board(&[1, 1, 0, 0, 1])),
        (board(&[0, 0, 0, 0, 0, 3]), board(&[0, 0, 3])),
        (board(&[2, 0, 0, 0, 0, 1]), board(&[0, 0, 0, 0, 2])),
    ];
    for (a, b) in pairs {
        let side = |h: &HomeBoard| -> Vec<(u8, u8)> {
            (1..=6)
                .map(|p| (p, h.count(p)))
                .filter(|&(_, n)| n > 0)
                .collect()
        };
        let s = game
            .initial_state()
            .with_side(WHITE, &side(&a), 0, 15 - a.checkers())
            .with_side(BLACK, &side(&b), 0, 15 - b.checkers())
            .with_turn(WHITE);
        assert_eq!(db.win_probability_of(&s), db.win_probability(&a, &b));
        let mut v = 0.0;
        for (roll, chances) in rolls() {
            let value = |left: &HomeBoard| {
                if left.is_empty() {
                    1.0
                } else {
                    1.0 - db.win_probability(&b, left).unwrap()
                }
            };
            let best = value(&db.best_play(&a, &b, roll).unwrap());
            for play in game.plays_of_roll(&s, roll).unwrap() {
                let left = HomeBoard::of_side(play.state(), WHITE).unwrap();
                assert!(value(&left) <= best, "{a:?} v {b:?} {roll}: {play}");
            }
            v += f64::from(chances) / 36.0 * best;
        }
        assert!((v - db.win_probability(&a, &b).unwrap()).abs() < 1e-15);
    }
}

/// The boards of a line of counts.
fn parse_board(text: &str) -> HomeBoard {
    let counts: Vec<u8> = text
        .split_whitespace()
        .map(|n| n.parse().unwrap())
        .collect();
    board(&counts)
}

#[test]
fn the_one_sided_database_agrees_with_gnu_backgammons() {
    // A sample of GNU Backgammon's one-sided database (gnubg_os0.bd, as
    // bearoffdump prints it: per cent to three decimals, the mean to three),
    // the boards of up to eight checkers; scripts/gnubg-bearoff.sh wrote it.
    // gnubg keeps each probability in 16 bits and makes them add up to 1 by
    // moving what rounding lost onto the likeliest count (the tail it cuts
    // too), so a value may differ by a few units in the fifth decimal.
    let db = OneSided::build(6, 8).unwrap();
    let text = include_str!("fixtures/gnubg_bearoff_one_sided.txt");
    let mut compared = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('|').collect();
        let b = parse_board(fields[0]);
        let mean: f64 = fields[1].trim().parse().unwrap();
        let probs: Vec<f64> = fields[2]
            .split_whitespace()
            .map(|p| p.parse().unwrap())
            .collect();
        let d = db.distribution(&b).unwrap();
        assert!((db.mean_rolls(&b).unwrap() - mean).abs() < 6e-4, "{b:?}");
        for (n, p) in probs.iter().enumerate() {
            assert!(
                (d[n] - p).abs() < 5e-5,
                "{b:?} at {n} rolls: {} against {p}",
                d[n]
            );
        }
        assert!(d[probs.len()..].iter().all(|&p| p < 5e-5));
        compared += 1;
    }
    assert!(compared > 100, "{compared}");
}

#[test]
fn the_two_sided_database_agrees_with_gnu_backgammons() {
    // A sample of GNU Backgammon's two-sided database (gnubg_ts0.bd: its
    // cubeless equity, 2p - 1, to four decimals).
    let db = TwoSided::build(6, 6).unwrap();
    let text = include_str!("fixtures/gnubg_bearoff_two_sided.txt");
    let mut compared = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let fields: Vec<&str> = line.split('|').collect();
        let (a, b) = (parse_board(fields[0]), parse_board(fields[1]));
        let equity: f64 = fields[2].trim().parse().unwrap();
        let p = db.win_probability(&a, &b).unwrap();
        assert!(
            (2.0 * p - 1.0 - equity).abs() < 2e-4,
            "{a:?} v {b:?}: {p} against {equity}"
        );
        compared += 1;
    }
    assert!(compared > 100, "{compared}");
}

#[test]
fn a_saved_database_reads_back_the_same() {
    let one = OneSided::build(6, 4).unwrap();
    let bytes = one.to_bytes();
    assert_eq!(&bytes[..8], b"RGBEAROF");
    assert_eq!(
        u32::from_le_bytes(bytes[8..12].try_into().unwrap()),
        BEAROFF_FORMAT_VERSION
    );
    assert_eq!(
        bytes.len(),
        32 + 8 * one.positions() * (one.max_rolls() + 1) + 8
    );
    assert_eq!(OneSided::from_bytes(&bytes).unwrap(), one);
    let two = TwoSided::build(6, 2).unwrap();
    assert_eq!(TwoSided::from_bytes(&two.to_bytes()).unwrap(), two);
    // Each kind is refused as the other.
    assert!(matches!(
        TwoSided::from_bytes(&bytes),
        Err(BearoffError::Kind { found: 1 })
    ));
    assert!(matches!(
        OneSided::from_bytes(&two.to_bytes()),
        Err(BearoffError::Kind { found: 2 })
    ));
}

/// Replaces the checksum of a saved database by the right one for its
/// other bytes, as anyone can.
fn reseal(bytes: &mut [u8]) {
    let body = bytes.len() - 8;
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in &bytes[..body] {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0000_0100_0000_01b3);
    }
    bytes[body..].copy_from_slice(&h.to_le_bytes());
}

#[test]
fn a_damaged_database_is_refused() {
    let bytes = OneSided::build(6, 3).unwrap().to_bytes();
    for at in (0..bytes.len())
        .step_by(37)
        .chain([0, 8, 12, 16, 17, 18, 20, 24, bytes.len() - 1])
    {
        let mut bad = bytes.clone();
        bad[at] ^= 0x10;
        assert!(OneSided::from_bytes(&bad).is_err(), "byte {at} changed");
    }
    assert!(matches!(
        OneSided::from_bytes(&bytes[..bytes.len() - 1]),
        Err(BearoffError::Length { .. })
    ));
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        OneSided::from_bytes(&longer),
        Err(BearoffError::Length { .. })
    ));
    assert_eq!(
        OneSided::from_bytes(b"RGBEAR"),
        Err(BearoffError::NotADatabase)
    );
    let mut version = bytes.clone();
    version[8] = 2;
    reseal(&mut version);
    assert_eq!(
        OneSided::from_bytes(&version),
        Err(BearoffError::Version(2))
    );
}

#[test]
fn a_resealed_file_is_still_checked_for_values_that_cannot_be() {
    let bytes = OneSided::build(6, 3).unwrap().to_bytes();
    // A probability above 1, under a fresh checksum.
    let mut above = bytes.clone();
    above[32 + 8 * 5..32 + 8 * 6].copy_from_slice(&1.5f64.to_le_bytes());
    reseal(&mut above);
    assert!(matches!(
        OneSided::from_bytes(&above),
        Err(BearoffError::Value { entry: 5 })
    ));
    // A distribution that no longer adds up to 1.
    let slots = (bytes.len() - 40) / 8 / OneSided::positions_of(6, 3).unwrap();
    let mut short = bytes.clone();
    let at = 32 + 8 * (slots + 1);
    short[at..at + 8].copy_from_slice(&0.5f64.to_le_bytes());
    reseal(&mut short);
    assert!(matches!(
        OneSided::from_bytes(&short),
        Err(BearoffError::Distribution { position: 1 })
    ));
    // A sizes field that does not fit the numbering.
    let mut sizes = bytes.clone();
    sizes[24] ^= 1;
    reseal(&mut sizes);
    assert!(matches!(
        OneSided::from_bytes(&sizes),
        Err(BearoffError::Shape { .. })
    ));
}

#[test]
fn what_the_checksum_does_not_protect_against() {
    // Two boards' distributions swapped and the file sealed again: every
    // check passes and the database reads, wrong. The checksum catches
    // accidents, not edits; verify (or rebuilding) is the way to trust a
    // file.
    let db = OneSided::build(6, 3).unwrap();
    let bytes = db.to_bytes();
    let slots = db.max_rolls() + 1;
    // The boards numbered 1 and 3 (one checker on the ace point, and
    // three) need different numbers of rolls.
    let (a, b) = (1usize, 3usize);
    let mut swapped = bytes.clone();
    let row = |i: usize| 32 + 8 * slots * i..32 + 8 * slots * (i + 1);
    let (ra, rb) = (bytes[row(a)].to_vec(), bytes[row(b)].to_vec());
    swapped[row(a)].copy_from_slice(&rb);
    swapped[row(b)].copy_from_slice(&ra);
    assert_ne!(swapped, bytes);
    reseal(&mut swapped);
    let read = OneSided::from_bytes(&swapped).unwrap();
    assert_ne!(read, db);
    // What verify does protect against: the values no longer fit the
    // game's equations, and the first board that breaks them is named.
    assert_eq!(db.verify(), Ok(()));
    assert_eq!(
        read.verify(),
        Err(BearoffError::Inconsistent { position: 1 })
    );
}

#[test]
fn a_one_sided_database_edited_and_resealed_reads_but_fails_verify() {
    let db = OneSided::build(6, 4).unwrap();
    let bytes = db.to_bytes();
    let slots = db.max_rolls() + 1;
    OneSided::from_bytes(&bytes).unwrap().verify().unwrap();
    // Some probability moved between two rolls of one board (its sum
    // kept, so that every check on reading passes), for boards early,
    // in the middle and last in the numbering.
    for board in [1, db.positions() / 2, db.positions() - 1] {
        let mut edited = bytes.clone();
        let at = |k: usize| 32 + 8 * (slots * board + k);
        let get = |b: &[u8], k: usize| f64::from_le_bytes(b[at(k)..at(k) + 8].try_into().unwrap());
        let k = (1..slots).find(|&k| get(&bytes, k) > 0.0).unwrap();
        let moved = get(&bytes, k) / 2.0;
        let (from, to) = (get(&bytes, k) - moved, get(&bytes, k + 1) + moved);
        edited[at(k)..at(k) + 8].copy_from_slice(&from.to_le_bytes());
        edited[at(k + 1)..at(k + 1) + 8].copy_from_slice(&to.to_le_bytes());
        reseal(&mut edited);
        let read = OneSided::from_bytes(&edited).unwrap();
        assert_eq!(
            read.verify(),
            Err(BearoffError::Inconsistent { position: board }),
            "board {board}"
        );
    }
}

#[test]
fn a_two_sided_database_edited_and_resealed_reads_but_fails_verify() {
    let n = OneSided::positions_of(6, 3).unwrap();
    let db = TwoSided::build(6, 3).unwrap();
    let bytes = db.to_bytes();
    TwoSided::from_bytes(&bytes).unwrap().verify().unwrap();
    for pair in [n + 1, n * n / 2 + 7, n * n - 1] {
        let mut edited = bytes.clone();
        let at = 32 + 8 * pair;
        let v = f64::from_le_bytes(edited[at..at + 8].try_into().unwrap());
        let other = if v > 0.5 { v - 0.01 } else { v + 0.01 };
        edited[at..at + 8].copy_from_slice(&other.to_le_bytes());
        reseal(&mut edited);
        let read = TwoSided::from_bytes(&edited).unwrap();
        assert_eq!(
            read.verify(),
            Err(BearoffError::Inconsistent { position: pair }),
            "pair {pair}"
        );
    }
}
