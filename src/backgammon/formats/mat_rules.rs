//! A match file's rules tags, both ways: `Variation`, `Jacoby`, `Beaver`, `CubeLimit`, `Crawford` and the match length, to and from [`BackgammonRules`].

use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::mat::MatFileError;
use crate::backgammon::{BackgammonGame, BackgammonRules, CubeRules, MAX_DOUBLINGS};

/// The variations a match file names, with their rules.
fn variations() -> [(&'static str, Option<BackgammonRules>); 5] {
    let hyper = |n| BackgammonRules::hypergammon_with(n).ok();
    [
        ("Backgammon", Some(BackgammonRules::backgammon())),
        ("Nackgammon", Some(BackgammonRules::nackgammon())),
        ("Hypergammon", hyper(3)),
        ("Hypergammon1", hyper(1)),
        ("Hypergammon2", hyper(2)),
    ]
}

fn tag<'t>(tags: &'t [(String, String)], name: &str) -> Option<&'t str> {
    tags.iter()
        .rev()
        .find(|(n, _)| n.eq_ignore_ascii_case(name))
        .map(|(_, v)| v.as_str())
}

fn refused(name: &str, value: &str) -> MatFileError {
    MatFileError::Tag {
        tag: name.to_string(),
        value: value.to_string(),
    }
}

/// `On`/`Off` (or `Yes`/`No`, `True`/`False`), `default` when left out.
fn switch(tags: &[(String, String)], name: &str, default: bool) -> Result<bool, MatFileError> {
    match tag(tags, name) {
        None => Ok(default),
        Some(v)
            if ["on", "yes", "true"]
                .iter()
                .any(|s| v.eq_ignore_ascii_case(s)) =>
        {
            Ok(true)
        }
        Some(v)
            if ["off", "no", "false"]
                .iter()
                .any(|s| v.eq_ignore_ascii_case(s)) =>
        {
            Ok(false)
        }
        Some(v) => Err(refused(name, v)),
    }
}

/// The rules of a match to `length` points (0: money) under `tags`.
pub(super) fn rules_of(
    tags: &[(String, String)],
    length: u16,
) -> Result<BackgammonGame, MatFileError> {
    let variation = tag(tags, "Variation").unwrap_or("Backgammon");
    let base = variations()
        .into_iter()
        .find(|(n, _)| n.eq_ignore_ascii_case(variation))
        .and_then(|(_, r)| r)
        .ok_or_else(|| refused("Variation", variation))?;
    let cap = match tag(tags, "CubeLimit") {
        None => None,
        Some(v) => Some(
            v.trim()
                .parse::<u32>()
                .ok()
                .filter(|c| c.is_power_of_two() && c.trailing_zeros() <= u32::from(MAX_DOUBLINGS))
                .map(|c| c.trailing_zeros() as u8)
                .ok_or_else(|| refused("CubeLimit", v))?,
        ),
    };
    let rules = if length == 0 {
        let cube = CubeRules::money()
            .with_jacoby(switch(tags, "Jacoby", true)?)
            .with_beavers(switch(tags, "Beaver", true)?)
            .with_max_doublings(cap);
        base.with_cube(cube)
    } else {
        let mut r = base
            .with_cube(CubeRules::money().with_max_doublings(cap))
            .with_match(length);
        if let Some(m) = r.match_play.as_mut() {
            m.crawford = switch(tags, "Crawford", true)?;
        }
        r
    };
    BackgammonGame::new(rules).map_err(|e| MatFileError::Tag {
        tag: "Variation".to_string(),
        value: alloc::format!("{variation} ({e})"),
    })
}

/// The tags that say `game`'s rules (the inverse of [`rules_of`]), and the
/// match length; `None` for rules a match file cannot name.
pub(super) fn tags_of(game: &BackgammonGame) -> Option<(Vec<(String, String)>, u16)> {
    let mut rules = *game.rules();
    // Resignations are a matter of the games played, not a tag: a record
    // with them writes the same tags.
    rules.resignations = false;
    let mut bare = rules;
    bare.cube = None;
    bare.match_play = None;
    let (name, _) = variations().into_iter().find(|(_, r)| *r == Some(bare))?;
    let cube = rules.cube?;
    let on = |b: bool| if b { "On" } else { "Off" }.to_string();
    let mut tags = alloc::vec![("Variation".to_string(), name.to_string())];
    let length = match rules.match_play {
        Some(m) => {
            tags.push(("Crawford".to_string(), on(m.crawford)));
            m.length
        }
        None => {
            tags.push(("Jacoby".to_string(), on(cube.jacoby)));
            tags.push(("Beaver".to_string(), on(cube.beavers)));
            0
        }
    };
    if let Some(k) = cube.max_doublings {
        tags.push((
            "CubeLimit".to_string(),
            (1u32 << k.min(MAX_DOUBLINGS)).to_string(),
        ));
    }
    let again = rules_of(&tags, length).ok()?;
    (*again.rules() == rules && again.first() == game.first()).then_some((tags, length))
}
