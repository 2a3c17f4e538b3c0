//! Simulations from Python: runs that Ctrl-C stops, and summaries that name
//! their game, seed and game indexes, so that only disjoint shards of one
//! run merge.

use std::ops::Range;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use racegame::play::RandomPolicy;
use racegame::simulate::{
    CHUNK, Control, Simulation, Summary, simulate_range as play_range, simulate_with_progress,
};
use serde_json::{Map, Value};

use crate::family::on_each;
use crate::game::Game;
use crate::scoring::Scoring;
use crate::state::Tag;
use crate::{RaceGameError, err};

/// A summary with what it summarises: the game, the run's seed and the
/// game indexes played (sorted, disjoint, not touching).
struct Tagged {
    tag: Tag,
    seed: u64,
    ranges: Vec<Range<u64>>,
    summary: Summary,
}

/// Asks Python whether a signal (Ctrl-C) arrived; keeps its exception in
/// `stop` and says stop if so.
fn interrupted(stop: &mut Option<PyErr>) -> Control {
    match Python::attach(|py| py.check_signals()) {
        Ok(()) => Control::Continue,
        Err(e) => {
            *stop = Some(e);
            Control::Stop
        }
    }
}

/// `Game.simulate`: the whole run on threads, checking for signals after
/// every chunk of games.
pub(crate) fn simulate(
    py: Python<'_>,
    game: &Game,
    games: u64,
    seed: u64,
    threads: Option<usize>,
) -> PyResult<String> {
    let mut run = Simulation::new(games, seed);
    if let Some(t) = threads {
        run = run.with_threads(t);
    }
    let mut stop = None;
    let report = py.detach(|| {
        on_each!(&game.game, g => simulate_with_progress(g, &RandomPolicy, &run, |_| interrupted(&mut stop)))
    });
    if let Some(e) = stop {
        return Err(e);
    }
    Tagged::new(game.tag, seed, 0..games, report.summary).to_json()
}

/// `Game.simulate_range`: the games `start..end`, a chunk at a time, checking
/// for signals between chunks.
pub(crate) fn simulate_range(
    py: Python<'_>,
    game: &Game,
    seed: u64,
    start: u64,
    end: u64,
) -> PyResult<String> {
    if start > end {
        return Err(PyValueError::new_err(format!(
            "the range {start}..{end} starts after its end"
        )));
    }
    let run = Simulation::new(end, seed);
    let mut stop = None;
    let summary = py.detach(|| {
        let mut total = Summary::default();
        let mut at = start;
        while at < end {
            let to = at.saturating_add(CHUNK).min(end);
            on_each!(&game.game, g => total.merge(&play_range(g, &RandomPolicy, &run, at..to)));
            at = to;
            if interrupted(&mut stop) == Control::Stop {
                break;
            }
        }
        total
    });
    if let Some(e) = stop {
        return Err(e);
    }
    Tagged::new(game.tag, seed, start..end, summary).to_json()
}

/// Merges summaries (JSON, as ``simulate`` and ``simulate_range`` return
/// them) of disjoint shards of one run into one, exactly: merging the
/// shards ``simulate_range`` played gives what one ``simulate`` of all their
/// games gives.
///
/// Args:
///     summaries (list[str]): the shards' summaries.
///
/// Returns:
///     str: the merged summary as JSON.
///
/// Raises:
///     RaceGameError: no summary, a summary that does not add up, or
///         summaries of different games or seeds or of overlapping games.
#[pyfunction]
pub(crate) fn merge_summaries(summaries: Vec<String>) -> PyResult<String> {
    let mut parts = summaries.iter().map(|text| Tagged::from_json(text));
    let Some(first) = parts.next() else {
        return Err(RaceGameError::new_err("no summaries to merge"));
    };
    let mut total = first?;
    for part in parts {
        total.merge(part?)?;
    }
    total.to_json()
}

impl Tagged {
    fn new(tag: Tag, seed: u64, range: Range<u64>, summary: Summary) -> Self {
        let ranges = if range.is_empty() {
            vec![]
        } else {
            vec![range]
        };
        Tagged {
            tag,
            seed,
            ranges,
            summary,
        }
    }

    /// Adds `other`'s games, refusing another game or seed, or games
    /// already counted.
    fn merge(&mut self, other: Tagged) -> PyResult<()> {
        if (self.tag, self.seed) != (other.tag, other.seed) {
            return Err(RaceGameError::new_err(format!(
                "summaries of different runs: {}, seed {}, and {}, seed {}",
                self.tag, self.seed, other.tag, other.seed
            )));
        }
        let mut ranges = std::mem::take(&mut self.ranges);
        ranges.extend(other.ranges);
        self.ranges = joined(ranges)?;
        self.summary.merge(&other.summary);
        Ok(())
    }

    fn to_json(&self) -> PyResult<String> {
        let mut value = serde_json::to_value(&self.summary).map_err(err(RaceGameError::new_err))?;
        let Some(fields) = value.as_object_mut() else {
            return Err(RaceGameError::new_err("a summary is a JSON object"));
        };
        fields.insert("preset".into(), self.tag.name().into());
        fields.insert("players".into(), self.tag.players.into());
        if let Some(length) = self.tag.match_length {
            fields.insert("match_length".into(), length.into());
        }
        if let Some(cap) = self.tag.max_doublings {
            fields.insert("max_doublings".into(), cap.into());
        }
        if self.tag.resignations {
            fields.insert("resignations".into(), true.into());
        }
        if let Some(payoff) = self.tag.scoring.to_json() {
            fields.insert("payoff".into(), payoff);
        }
        fields.insert("seed".into(), self.seed.into());
        let ranges: Vec<[u64; 2]> = self.ranges.iter().map(|r| [r.start, r.end]).collect();
        fields.insert(
            "ranges".into(),
            serde_json::to_value(ranges).map_err(err(RaceGameError::new_err))?,
        );
        for (key, figures) in derived(&self.summary) {
            fields.insert(key.into(), figures.into());
        }
        Ok(value.to_string())
    }

    /// A summary from its JSON, checked: a known game, ranges that do not
    /// overlap, and as many games as the ranges hold.
    fn from_json(text: &str) -> PyResult<Self> {
        let bad = err(RaceGameError::new_err);
        let mut fields: Map<String, Value> = serde_json::from_str(text).map_err(&bad)?;
        let mut take = |key: &str| {
            fields
                .remove(key)
                .ok_or_else(|| RaceGameError::new_err(format!("a summary without {key:?}")))
        };
        let name: String = serde_json::from_value(take("preset")?).map_err(&bad)?;
        let players: u8 = serde_json::from_value(take("players")?).map_err(&bad)?;
        let seed: u64 = serde_json::from_value(take("seed")?).map_err(&bad)?;
        let ranges: Vec<[u64; 2]> = serde_json::from_value(take("ranges")?).map_err(&bad)?;
        let scoring = Scoring::from_json(fields.remove("payoff"))?;
        let match_length = fields
            .remove("match_length")
            .map(serde_json::from_value::<u16>)
            .transpose()
            .map_err(&bad)?;
        let max_doublings = fields
            .remove("max_doublings")
            .map(serde_json::from_value::<u8>)
            .transpose()
            .map_err(&bad)?;
        let resignations = fields
            .remove("resignations")
            .map(serde_json::from_value::<bool>)
            .transpose()
            .map_err(&bad)?
            .unwrap_or(false);
        let tag = Tag {
            preset: crate::family::preset(&name)?.0,
            players,
            scoring,
            match_length,
            max_doublings,
            resignations,
        };
        // The game must exist: a seat count or payoff its preset allows.
        Game::of(tag).map_err(|e| RaceGameError::new_err(format!("a summary of no game: {e}")))?;
        let given: Vec<Option<Value>> = DERIVED.iter().map(|&k| fields.remove(k)).collect();
        let summary: Summary = serde_json::from_value(Value::Object(fields)).map_err(&bad)?;
        for (value, (key, expected)) in given.into_iter().zip(derived(&summary)) {
            if value.is_some_and(|v| {
                serde_json::from_value::<Vec<f64>>(v).ok() != Some(expected.clone())
            }) {
                return Err(RaceGameError::new_err(format!(
                    "a summary whose {key} are not those of its sums"
                )));
            }
        }
        let ranges = joined(ranges.iter().map(|r| r[0]..r[1]).collect())?;
        let counted: u64 = ranges.iter().map(|r| r.end - r.start).sum();
        if counted != summary.games {
            return Err(RaceGameError::new_err(format!(
                "a summary of {} games whose ranges hold {counted}",
                summary.games
            )));
        }
        Ok(Tagged {
            tag,
            seed,
            ranges,
            summary,
        })
    }
}

/// The figures a summary's JSON shows beside its sums, per seat index as
/// `wins` is: the mean payoff over the games that ended and its standard
/// error. Loading recomputes them, and refuses figures that differ.
const DERIVED: [&str; 2] = ["mean_payoffs", "payoff_standard_errors"];

/// The derived figures of `s`, by key.
fn derived(s: &Summary) -> [(&'static str, Vec<f64>); 2] {
    let seats = 0..racegame::SEAT_LIMIT;
    [
        (
            DERIVED[0],
            seats.clone().map(|i| s.mean_payoff(i)).collect(),
        ),
        (
            DERIVED[1],
            seats.map(|i| s.payoff_standard_error(i)).collect(),
        ),
    ]
}

/// `ranges` sorted and joined where they touch; refused where they are
/// reversed or overlap.
fn joined(mut ranges: Vec<Range<u64>>) -> PyResult<Vec<Range<u64>>> {
    if let Some(r) = ranges.iter().find(|r| r.start > r.end) {
        return Err(RaceGameError::new_err(format!(
            "a reversed range {}..{}",
            r.start, r.end
        )));
    }
    ranges.retain(|r| !r.is_empty());
    ranges.sort_unstable_by_key(|r| r.start);
    let mut out: Vec<Range<u64>> = Vec::with_capacity(ranges.len());
    for r in ranges {
        match out.last_mut() {
            Some(last) if r.start < last.end => {
                return Err(RaceGameError::new_err(format!(
                    "summaries of overlapping games: {}..{} and {}..{}",
                    last.start, last.end, r.start, r.end
                )));
            }
            Some(last) if r.start == last.end => last.end = r.end,
            _ => out.push(r),
        }
    }
    Ok(out)
}
