//! `ARCHITECTURE.md` stays true to the code: every module path and item it names in backticks exists in `src/`, and every engine folder holds the files the template says each one holds.
//!
//! What is checked, per code span of the document:
//! - a path (`ludo::moves`, `backgammon::formats::xgid`, `solve::Table`,
//!   `Laws::movers`): its leading segments are modules (`src/a/b.rs` or
//!   `src/a/b/mod.rs`), the first segment after them an item defined in that
//!   module's files, and any later segment (a method, a variant, an
//!   associated item) a name defined in them;
//! - a type, trait or constant name alone (`LudoRules`, `MAX_SEATS`):
//!   defined somewhere in `src/`;
//! - a lower-case name alone in the first column of the module table: a
//!   module.
//!
//! Placeholders of the template (`x::`, `XRules`, `<family>`), file names,
//! code with spaces and names of the standard library are not paths to
//! check. A failure names every missing path with its line.

use std::collections::BTreeSet;
use std::fs;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Names that are not this crate's: the standard library, the language,
/// dependencies.
const OUTSIDE: &[&str] = &[
    "Any",
    "AtomicU32",
    "skip_serializing_if",
    "deny_unknown_fields",
    "Box",
    "ChaCha8Rng",
    "Clone",
    "Copy",
    "Cow",
    "Debug",
    "Default",
    "Deserialize",
    "Display",
    "Eq",
    "Err",
    "FromStr",
    "GlobalAlloc",
    "Hash",
    "None",
    "Ok",
    "Option",
    "PartialEq",
    "Result",
    "Self",
    "Send",
    "Serialize",
    "Sized",
    "Some",
    "String",
    "Sync",
    "Vec",
];

/// First segments of paths that are not this crate's modules.
const OUTSIDE_ROOTS: &[&str] = &[
    "alloc",
    "core",
    "crate",
    "racegame",
    "rand_chacha",
    "rand_core",
    "serde",
    "std",
];

fn src() -> PathBuf {
    Path::new(ROOT).join("src")
}

/// Every `.rs` file under `dir` (or `dir` itself when it is a file).
fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    if dir.is_file() {
        out.push(dir.to_path_buf());
        return;
    }
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The source of the module at `segments`: its own file (`b.rs` or
/// `b/mod.rs`), and with its folder's files when it has one; `None` when
/// there is no such module.
fn module(segments: &[&str]) -> Option<(String, String)> {
    let mut base = src();
    for s in segments {
        base.push(s);
    }
    let file = base.with_extension("rs");
    let own = if file.is_file() {
        file
    } else if base.join("mod.rs").is_file() {
        base.join("mod.rs")
    } else {
        // A module declared inline (`mod tests { .. }`) is not one the
        // document names.
        return None;
    };
    let mut files = Vec::new();
    rust_files(&base, &mut files);
    let own = fs::read_to_string(own).unwrap();
    let folder = own.clone()
        + &files
            .iter()
            .map(|f| fs::read_to_string(f).unwrap())
            .collect::<String>();
    Some((own, folder))
}

/// Whether `name` is defined in `text`: an item, a re-export, an enum
/// variant, a field or a macro.
fn defines(text: &str, name: &str) -> bool {
    let item = [
        "struct", "enum", "trait", "type", "fn", "const", "static", "mod", "union",
    ]
    .iter()
    .any(|kw| contains_word_after(text, &format!("{kw} "), name));
    item || contains_word_after(text, "macro_rules! ", name)
        || reexports(text, name)
        || text.lines().any(|line| {
            // A variant or a field: the name starts the line.
            let t = line.trim_start();
            t.starts_with(name)
                && t[name.len()..]
                    .chars()
                    .next()
                    .is_none_or(|c| matches!(c, ',' | '(' | ' ' | '{' | ':'))
        })
}

/// Whether a `pub use` (or `pub(crate) use`) of `text`, on one line or
/// several, names `name`.
fn reexports(text: &str, name: &str) -> bool {
    ["pub use ", "pub(crate) use "].iter().any(|prefix| {
        text.match_indices(prefix).any(|(i, _)| {
            let rest = &text[i..];
            let statement = &rest[..rest.find(';').unwrap_or(rest.len())];
            statement
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .any(|w| w == name)
        })
    })
}

fn contains_word_after(text: &str, prefix: &str, name: &str) -> bool {
    text.match_indices(prefix).any(|(i, _)| {
        let rest = &text[i + prefix.len()..];
        rest.starts_with(name)
            && !rest[name.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_alphanumeric() || c == '_')
    })
}

/// Every source file of the workspace: the crate, the Python bindings and
/// the fuzz targets' library (the document describes all three).
fn workspace_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(&src(), &mut files);
    rust_files(&Path::new(ROOT).join("python/src"), &mut files);
    rust_files(&Path::new(ROOT).join("fuzz/src"), &mut files);
    files
}

fn all_source() -> String {
    let files = workspace_files();
    files
        .iter()
        .map(|f| fs::read_to_string(f).unwrap())
        .collect()
}

fn is_ident(s: &str) -> bool {
    let mut chars = s.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// A placeholder of the template, not a name in the code.
fn placeholder(segment: &str) -> bool {
    segment == "x"
        || segment.len() > 1
            && segment.starts_with('X')
            && segment[1..].starts_with(|c: char| c.is_ascii_uppercase())
}

/// Why the path `span` does not exist, or `None` when it does (or is not a
/// path of this crate).
fn missing(span: &str, all: &str) -> Option<String> {
    let span = span.split(['(', '<', ' ']).next().unwrap_or(span);
    let segments: Vec<&str> = span.split("::").collect();
    if !segments.iter().all(|s| is_ident(s)) || segments.iter().any(|s| placeholder(s)) {
        return None;
    }
    if segments.len() == 1 {
        let name = segments[0];
        let capital = name.starts_with(|c: char| c.is_ascii_uppercase());
        // A lower-case name is checked when it has an underscore (a function,
        // a field, a module: `check_choice`, `apply_mut`); a plain word may
        // be a preset, a feature or English.
        let checked = capital || name.contains('_') && !name.starts_with('_');
        if !checked || OUTSIDE.contains(&name) || defines(all, name) {
            return None;
        }
        return Some(format!("`{name}` is defined nowhere in the source"));
    }
    if OUTSIDE_ROOTS.contains(&segments[0]) || OUTSIDE.contains(&segments[0]) {
        return None;
    }
    // The longest run of leading segments that is a module.
    let mut depth = 0;
    let mut text = None;
    while depth < segments.len() {
        match module(&segments[..=depth]) {
            Some(t) => {
                text = Some(t);
                depth += 1;
            }
            None => break,
        }
    }
    let rest = &segments[depth..];
    let Some((own, text)) = text else {
        // No module: a type's associated item (`Laws::movers`,
        // `Outcome::win_payoff`), every segment defined somewhere.
        return segments
            .iter()
            .find(|s| !defines(all, s))
            .map(|s| format!("`{span}`: `{s}` is defined nowhere in src/"));
    };
    let module_path = segments[..depth].join("::");
    let first = rest.first()?;
    // The first item is defined or re-exported in the module's own file.
    if !defines(&own, first) {
        return Some(format!("`{span}`: module `{module_path}` has no `{first}`"));
    }
    rest[1..]
        .iter()
        .find(|s| !defines(&text, s) && !defines(all, s))
        .map(|s| format!("`{span}`: no `{s}` in `{module_path}`"))
}

/// The backticked spans of `line`.
fn spans(line: &str) -> Vec<&str> {
    line.split('`').skip(1).step_by(2).collect()
}

#[test]
fn every_path_the_architecture_names_exists() {
    let doc = fs::read_to_string(Path::new(ROOT).join("ARCHITECTURE.md")).unwrap();
    let all = all_source();
    let mut errors = Vec::new();
    let mut checked = 0;
    for (n, line) in doc.lines().enumerate() {
        for span in spans(line) {
            checked += 1;
            if let Some(why) = missing(span, &all) {
                errors.push(format!("ARCHITECTURE.md:{}: {why}", n + 1));
            }
        }
        // The module table's first column: modules, lower-case names too.
        if let Some(cell) = line.strip_prefix("| ").and_then(|l| l.split(" | ").next()) {
            for span in spans(cell) {
                let name = span.trim_end_matches('/');
                if is_ident(name) && module(&[name]).is_none() && name != "python" {
                    errors.push(format!("ARCHITECTURE.md:{}: no module `{name}`", n + 1));
                }
            }
        }
    }
    assert!(
        checked > 200,
        "only {checked} code spans: is the document there?"
    );
    assert!(errors.is_empty(), "{}", errors.join("\n"));
}

/// The files the template says every engine folder holds.
const TEMPLATE: &[&str] = &[
    "mod.rs",
    "action.rs",
    "event.rs",
    "error.rs",
    "state.rs",
    "game.rs",
    "validate.rs",
    "presets.rs",
    "narrate.rs",
    "notation.rs",
    "turn.rs",
    "moves.rs",
    "encode.rs",
];

#[test]
fn every_engine_folder_holds_the_template() {
    let doc = fs::read_to_string(Path::new(ROOT).join("ARCHITECTURE.md")).unwrap();
    for file in TEMPLATE {
        assert!(
            doc.contains(&format!("`{file}`")),
            "ARCHITECTURE.md does not name `{file}`"
        );
    }
    for engine in ["goose", "ludo", "ur", "backgammon", "slide", "pachisi"] {
        let dir = src().join(engine);
        for file in TEMPLATE {
            assert!(dir.join(file).is_file(), "src/{engine}/ has no {file}");
        }
        let rules = dir.join("rules.rs").is_file() || dir.join("board.rs").is_file();
        assert!(rules, "src/{engine}/ has neither rules.rs nor board.rs");
    }
}

/// A file the document names as an engine's own (`frame.rs`), in an engine
/// folder or one of its sub-folders, exists there.
#[test]
fn every_engine_file_the_architecture_names_exists() {
    let doc = fs::read_to_string(Path::new(ROOT).join("ARCHITECTURE.md")).unwrap();
    let names: BTreeSet<&str> = doc
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|s| s.ends_with(".rs") && is_ident(s.trim_end_matches(".rs")))
        .collect();
    let files = workspace_files();
    let present: BTreeSet<String> = files
        .iter()
        .filter_map(|f| f.file_name()?.to_str().map(String::from))
        .collect();
    let missing: Vec<&&str> = names.iter().filter(|n| !present.contains(**n)).collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md names files src/ lacks: {missing:?}"
    );
}

/// Backgammon's satellites (its sub-folders) read the engine; the engine's
/// own files never import them, as the document says.
#[test]
fn the_backgammon_engine_does_not_import_its_satellites() {
    let dir = src().join("backgammon");
    let satellites: Vec<String> = fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .filter(|e| e.path().join("mod.rs").is_file())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|name| name != "moves")
        .collect();
    assert!(satellites.len() >= 6, "{satellites:?}");
    for entry in fs::read_dir(&dir).unwrap().flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if !name.ends_with(".rs") || name == "mod.rs" {
            continue;
        }
        let text = fs::read_to_string(&path).unwrap();
        for (n, line) in text.lines().enumerate() {
            if line.trim_start().starts_with("//") {
                continue;
            }
            for s in &satellites {
                let imports = ["super", "backgammon", "self"]
                    .iter()
                    .any(|root| line.contains(&format!("{root}::{s}")));
                assert!(
                    !imports,
                    "src/backgammon/{name}:{}: the engine imports its satellite `{s}`",
                    n + 1
                );
            }
        }
    }
}
