//! `racegame`: the command-line tool of the racegame crate.
#![forbid(unsafe_code)]

use std::io::{BufRead, Read};
use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};
use racegame::RaceGame;
use racegame::backgammon::bot::{Bot, Level};
use racegame::backgammon::{BackgammonGame, BackgammonRules, perft};
use racegame::goose::GooseGame;
use racegame::ludo::LudoGame;
use racegame::play::{Policy, RandomPolicy, Session};
use racegame::ur::UrGame;
use racegame_cli::analyse::{self, InputFormat, OutputFormat};
use racegame_cli::gnubg_external as gx;
use racegame_cli::gnubg_judge as gj;
use racegame_cli::level::{self, EvaluatorChoice};
use racegame_cli::play::{self, Family, Table};
use racegame_cli::positions::{self, Defaults, Format};
use racegame_cli::tools::{self, SolveGame};
use racegame_cli::ubgi::{self, Engine, Options, Variant};

const EXIT_CODES: &str = "Exit codes: 0 success, 1 an error while running (a file that does not read, a position the rules refuse, gnubg unreachable), 2 a usage error (an unknown option or value; clap's own code).";

/// Dice race board games from the command line: play against the bots,
/// analyse backgammon games, convert positions, count, solve, simulate,
/// and run the bot as a UBGI engine.
#[derive(Parser, Debug)]
#[command(name = "racegame", version, after_help = EXIT_CODES)]
struct Cli {
    /// No progress bars.
    #[arg(short, long, global = true)]
    quiet: bool,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Play a game in the terminal against a bot (you are seat 0).
    Play(PlayArgs),
    /// Each decision of a backgammon game valued by the bot, with its error.
    Analyse(AnalyseArgs),
    /// Convert a backgammon position between XGID, GNU Backgammon IDs, a FIBS board line and the crate's notation.
    Convert(ConvertArgs),
    /// Count the distinct backgammon plays a number of turns ahead.
    Perft(PerftArgs),
    /// Solve a small game exactly: Ur, Ludo or hypergammon with few pieces.
    Solve(SolveArgs),
    /// Simulate random games of a preset and print a summary table.
    Simulate(SimulateArgs),
    /// Run the backgammon bot as a UBGI engine on standard input and output.
    Ubgi(UbgiArgs),
    /// Serve the bot as GNU Backgammon's external player (`set player N external localhost:PORT` in gnubg).
    GnubgExternal(ExternalArgs),
    /// Duel the bot against GNU Backgammon (or have gnubg judge it) through gnubg's `external` command.
    GnubgDuel(GnubgArgs),
}

#[derive(Args, Debug)]
struct BotArgs {
    /// The backgammon bot's level: beginner, intermediate (0-ply), expert (1-ply), master (2-ply).
    #[arg(long, default_value = "expert", value_parser = level::parse)]
    level: Level,
    /// The backgammon bot's evaluator.
    #[arg(long, value_enum, default_value = "shipped")]
    evaluator: EvaluatorChoice,
}

#[derive(Args, Debug)]
struct PlayArgs {
    /// The game family.
    #[arg(value_enum)]
    family: Family,
    /// The preset (the family's first when left out; `racegame play FAMILY --preset x` lists them on error).
    #[arg(long)]
    preset: Option<String>,
    /// The number of players (Goose and Ludo; Ur and backgammon take 2).
    #[arg(long, default_value_t = 2)]
    seats: usize,
    /// The seed of the dice.
    #[arg(long, default_value_t = 2026)]
    seed: u64,
    #[command(flatten)]
    bot: BotArgs,
}

#[derive(Args, Debug)]
struct AnalyseArgs {
    /// The file to read (`-` for standard input).
    file: PathBuf,
    /// Its format.
    #[arg(long, value_enum, default_value = "record")]
    from: InputFormat,
    /// The output's format (`mat` and `sgf`: the games written back as a
    /// match file with the analysis in it).
    #[arg(long, visible_alias = "format", value_enum, default_value = "text")]
    to: OutputFormat,
    #[command(flatten)]
    bot: BotArgs,
}

#[derive(Args, Debug)]
struct RulesArgs {
    /// The checkers and layout: backgammon, nackgammon or hypergammon.
    #[arg(long, default_value = "backgammon", value_parser = variant)]
    variant: Variant,
    /// Money play without the Jacoby rule, where the format does not say.
    #[arg(long)]
    no_jacoby: bool,
    /// Money play without beavers, where the format does not say.
    #[arg(long)]
    no_beavers: bool,
}

impl RulesArgs {
    fn defaults(&self) -> Defaults {
        Defaults {
            base: rules_of(self.variant),
            jacoby: !self.no_jacoby,
            beavers: !self.no_beavers,
        }
    }
}

#[derive(Args, Debug)]
struct ConvertArgs {
    /// The position (XGID=..., POSITIONID:MATCHID, board:..., or the crate's notation).
    position: String,
    /// Its format (by its look when left out).
    #[arg(long, value_enum)]
    from: Option<Format>,
    /// The format to write (every format when left out).
    #[arg(long, value_enum)]
    to: Option<Format>,
    #[command(flatten)]
    rules: RulesArgs,
}

#[derive(Args, Debug)]
struct PerftArgs {
    /// The turns to look ahead.
    depth: u32,
    /// The position (any `convert` format; the opening position when left out).
    #[arg(long)]
    position: Option<String>,
    #[command(flatten)]
    rules: RulesArgs,
}

#[derive(Args, Debug)]
struct SolveArgs {
    /// The game.
    #[arg(value_enum)]
    game: SolveGame,
    /// Pieces (Ur), tokens (Ludo) or checkers (hypergammon) each.
    #[arg(long, default_value_t = 1)]
    pieces: u8,
    /// Stop with an error past this many positions.
    #[arg(long, default_value_t = 20_000_000)]
    max_states: usize,
}

#[derive(Args, Debug)]
struct SimulateArgs {
    /// The game family.
    #[arg(value_enum)]
    family: Family,
    /// The preset (the family's first when left out).
    #[arg(long)]
    preset: Option<String>,
    /// The number of players.
    #[arg(long, default_value_t = 2)]
    seats: usize,
    /// The number of games.
    #[arg(long, default_value_t = 10_000)]
    games: u64,
    /// The seed of the first game's dice.
    #[arg(long, default_value_t = 2026)]
    seed: u64,
    /// Threads (the result does not depend on them).
    #[arg(long, default_value_t = 1)]
    threads: usize,
}

#[derive(Args, Debug)]
struct UbgiArgs {
    #[command(flatten)]
    bot: BotArgs,
    /// The variant at the start (the `variant` option).
    #[arg(long, default_value = "backgammon", value_parser = variant)]
    variant: Variant,
}

#[derive(Args, Debug)]
struct ExternalArgs {
    /// The port to listen on (this machine only).
    #[arg(long, default_value_t = 31001)]
    port: u16,
    #[command(flatten)]
    bot: BotArgs,
    /// Money play without the Jacoby rule (gnubg's board line does not say; match its `set jacoby`).
    #[arg(long)]
    no_jacoby: bool,
    /// Money play without beavers (match gnubg's `set beavers`).
    #[arg(long)]
    no_beavers: bool,
    /// Print each board line and the answer on standard error.
    #[arg(long)]
    verbose: bool,
}

#[derive(Args, Debug)]
struct GnubgArgs {
    /// The port gnubg listens on (its command `external localhost:PORT`).
    #[arg(long, default_value_t = 31000)]
    port: u16,
    /// The shipped bot's level (the player `bot:Nply`).
    #[arg(long, default_value = "expert", value_parser = level::parse)]
    level: Level,
    /// Another player instead: bot:0ply .. bot:2ply, bot:blend (the mean of its 0- and 1-ply values), bot:shipped (what `Bot::shipped` plays at Expert: 1 ply with the odd-ply blend), net:0ply .. net:2ply, heuristic:0ply .. heuristic:2ply, pubeval.
    #[arg(long)]
    player: Option<String>,
    /// Play this network file (as the trainer writes it) instead of the shipped network (the bot:* and net:* players).
    #[arg(long)]
    net: Option<PathBuf>,
    /// Mirrored pairs of games to play.
    #[arg(long, default_value_t = 100)]
    pairs: u64,
    /// The seed of the dice.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Judge this many of the bot's own checker plays with gnubg instead of playing.
    #[arg(long, conflicts_with = "cube")]
    judge: Option<usize>,
    /// With --judge: judge these players too on the same decisions (comma-separated), each with its paired difference from the first's.
    #[arg(long, value_delimiter = ',', requires = "judge")]
    also: Vec<String>,
    /// Compare this many of the bot's cube decisions in its own money games (no Jacoby rule, no beavers: start gnubg with `set jacoby off`, `set beavers 0`) with gnubg's.
    #[arg(long)]
    cube: Option<u64>,
    /// The plies gnubg was started with (for its evaluations when judging).
    #[arg(long, default_value_t = 2)]
    plies: u8,
}

fn variant(text: &str) -> Result<Variant, String> {
    match text {
        "backgammon" => Ok(Variant::Backgammon),
        "nackgammon" => Ok(Variant::Nackgammon),
        "hypergammon" => Ok(Variant::Hypergammon),
        t => Err(format!(
            "unknown variant {t} (backgammon, nackgammon, hypergammon)"
        )),
    }
}

fn rules_of(v: Variant) -> BackgammonRules {
    match v {
        Variant::Backgammon => BackgammonRules::backgammon(),
        Variant::Nackgammon => BackgammonRules::nackgammon(),
        Variant::Hypergammon => BackgammonRules::hypergammon(),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let quiet = cli.quiet;
    let result = match cli.command {
        Command::Play(a) => run_play(&a),
        Command::Analyse(a) => run_analyse(&a, quiet),
        Command::Convert(a) => run_convert(&a),
        Command::Perft(a) => run_perft(&a),
        Command::Solve(a) => {
            tools::solve(a.game, a.pieces, a.max_states, quiet).map(|t| print!("{t}"))
        }
        Command::Simulate(a) => run_simulate(&a, quiet),
        Command::Ubgi(a) => run_ubgi(&a),
        Command::GnubgExternal(a) => run_external(&a),
        Command::GnubgDuel(a) => run_gnubg(&a, quiet),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("racegame: error: {e}");
            ExitCode::from(1)
        }
    }
}

fn run_play(a: &PlayArgs) -> Result<(), String> {
    let name = a.preset.as_deref().unwrap_or(a.family.default_preset());
    let (stdin, stdout) = (std::io::stdin().lock(), std::io::stdout().lock());
    match a.family {
        Family::Goose => {
            let game: GooseGame = play::preset(name, a.seats)?;
            play_game(
                game,
                a.seed,
                &mut RandomPolicy,
                racegame::narrate::Names::NUMBERS,
                stdin,
                stdout,
            )
        }
        Family::Ludo => {
            let game: LudoGame = play::preset(name, a.seats)?;
            let mut bot = play::ludo_bot(name, &game)?;
            play_game(
                game,
                a.seed,
                bot.as_mut(),
                racegame::ludo::COLOURS,
                stdin,
                stdout,
            )
        }
        Family::Ur => {
            let game: UrGame = play::preset(name, 2)?;
            let (mut bot, note) = play::ur_bot(&game);
            if let Some(n) = note {
                eprintln!("{name}: {n}; the bot plays at random");
            }
            play_game(
                game,
                a.seed,
                bot.as_mut(),
                racegame::ur::NAMES,
                stdin,
                stdout,
            )
        }
        Family::Backgammon => play_backgammon(a, name, stdin, stdout),
    }
}

fn play_backgammon(
    a: &PlayArgs,
    name: &str,
    stdin: impl BufRead,
    stdout: impl std::io::Write,
) -> Result<(), String> {
    let game: BackgammonGame = play::preset(name, 2)?;
    let eval = level::evaluator(a.bot.evaluator, game.rules())?;
    let (mut bot, note) = play::backgammon_bot(name, eval, a.bot.level);
    if let Some(n) = note {
        eprintln!("{name}: {n}; the bot plays at random");
    }
    let table = Table {
        names: racegame::backgammon::NAMES,
        show: Box::new(|g: &BackgammonGame, s| format!("{}\n{s}", s.diagram(g))),
        whole: Some(Box::new(|g: &BackgammonGame, s, text| {
            let play = g.parse_play(s, text).ok()?;
            Some(play.actions().collect())
        })),
    };
    let mut session = Session::new(game, a.seed);
    play::run(&mut session, bot.as_mut(), &table, stdin, stdout)
}

fn play_game<G>(
    game: G,
    seed: u64,
    bot: &mut dyn Policy<G>,
    names: racegame::narrate::Names<'static>,
    input: impl BufRead,
    output: impl std::io::Write,
) -> Result<(), String>
where
    G: RaceGame,
    G::Action: std::fmt::Display + std::str::FromStr,
    G::Event: racegame::narrate::Narrate,
    G::State: std::fmt::Display,
{
    let table = Table::plain(names);
    let mut session = Session::new(game, seed);
    play::run(&mut session, bot, &table, input, output)
}

fn read_input(path: &PathBuf) -> Result<String, String> {
    if path.as_os_str() == "-" {
        let mut text = String::new();
        std::io::stdin()
            .read_to_string(&mut text)
            .map_err(|e| e.to_string())?;
        return Ok(text);
    }
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn run_analyse(a: &AnalyseArgs, quiet: bool) -> Result<(), String> {
    let text = read_input(&a.file)?;
    let mut loaded = level::Loaded::new(a.bot.evaluator);
    if matches!(a.to, OutputFormat::Mat | OutputFormat::Sgf) {
        let file = analyse::load_file(a.from, &text)?;
        let mut all = Vec::new();
        for (i, g) in analyse::games_of(&file).iter().enumerate() {
            let bar = tools::bar(g.actions.len() as u64, quiet, &format!("game {}", i + 1));
            let bot = Bot::new(loaded.get(g.game.rules())?, a.bot.level).with_odd_ply_blend(true);
            all.push(analyse::analyse(&bot, g, || bar.inc(1))?);
            bar.finish_and_clear();
        }
        print!("{}", analyse::write_file(a.to, &file, &all));
        return Ok(());
    }
    let games = analyse::load(a.from, &text)?;
    for (i, g) in games.iter().enumerate() {
        let bar = tools::bar(g.actions.len() as u64, quiet, &format!("game {}", i + 1));
        let bot = Bot::new(loaded.get(g.game.rules())?, a.bot.level).with_odd_ply_blend(true);
        let decisions = analyse::analyse(&bot, g, || bar.inc(1))?;
        bar.finish_and_clear();
        print!("{}", analyse::write(a.to, &decisions));
    }
    Ok(())
}

fn run_convert(a: &ConvertArgs) -> Result<(), String> {
    let defaults = a.rules.defaults();
    let notation = BackgammonGame::new(defaults.money()).map_err(|e| e.to_string())?;
    let from = a.from.unwrap_or_else(|| Format::detect(&a.position));
    let (game, state) = positions::read(from, &a.position, &defaults, &notation)?;
    match a.to {
        Some(to) => println!("{}", positions::write(to, &game, &state)?),
        None => {
            for (name, to) in [
                ("xgid", Format::Xgid),
                ("gnubg", Format::Gnubg),
                ("fibs", Format::Fibs),
                ("notation", Format::Notation),
            ] {
                let text = positions::write(to, &game, &state).unwrap_or_else(|e| format!("({e})"));
                println!("{name:<9} {text}");
            }
        }
    }
    Ok(())
}

fn run_perft(a: &PerftArgs) -> Result<(), String> {
    let defaults = a.rules.defaults();
    let game = BackgammonGame::new(defaults.base).map_err(|e| e.to_string())?;
    let (game, state) = match &a.position {
        None => (game.clone(), game.initial_state()),
        Some(text) => positions::read(Format::detect(text), text, &defaults, &game)?,
    };
    println!("| depth | plays | weighted (36 throws) |");
    println!("|-------|-------|----------------------|");
    for d in 1..=a.depth {
        let p = perft(&game, &state, d);
        println!("| {d:>5} | {} | {} |", p.nodes, p.weighted);
    }
    Ok(())
}

fn run_simulate(a: &SimulateArgs, quiet: bool) -> Result<(), String> {
    let name = a.preset.as_deref().unwrap_or(a.family.default_preset());
    let (seats, games, seed, threads) = (a.seats, a.games, a.seed, a.threads);
    let text = match a.family {
        Family::Goose => tools::simulate::<GooseGame>(name, seats, games, seed, threads, quiet),
        Family::Ludo => tools::simulate::<LudoGame>(name, seats, games, seed, threads, quiet),
        Family::Ur => tools::simulate::<UrGame>(name, seats, games, seed, threads, quiet),
        Family::Backgammon => {
            tools::simulate::<BackgammonGame>(name, seats, games, seed, threads, quiet)
        }
    }?;
    print!("{text}");
    Ok(())
}

fn run_ubgi(a: &UbgiArgs) -> Result<(), String> {
    let choice = a.bot.evaluator;
    let options = Options {
        level: a.bot.level,
        variant: a.variant,
        ..Options::default()
    };
    let mut engine = Engine::new(
        Box::new(move |rules| level::evaluator(choice, rules)),
        options,
    );
    let (stdin, stdout) = (std::io::stdin().lock(), std::io::stdout().lock());
    ubgi::run(&mut engine, stdin, stdout).map_err(|e| e.to_string())
}

fn run_external(a: &ExternalArgs) -> Result<(), String> {
    let mut player = racegame_cli::gnubg_player::ExternalPlayer::new(
        // GNU Backgammon's external player protocol plays fifteen
        // checkers a side: backgammon's rules.
        level::evaluator(a.bot.evaluator, &BackgammonRules::backgammon())?,
        a.bot.level,
    );
    player.jacoby = !a.no_jacoby;
    player.beavers = !a.no_beavers;
    eprintln!(
        "racegame: gnubg's external player listening on 127.0.0.1:{}",
        a.port
    );
    let verbose = a.verbose;
    racegame_cli::gnubg_player::serve(&player, a.port, |line, reply| {
        if verbose {
            eprintln!("{line}\n  -> {reply}");
        }
    })
}

fn run_gnubg(a: &GnubgArgs, quiet: bool) -> Result<(), String> {
    let spec = a
        .player
        .clone()
        .unwrap_or_else(|| format!("bot:{}ply", a.level.ply()));
    for s in std::iter::once(&spec).chain(&a.also) {
        if !gx::PLAYERS.contains(&s.as_str()) {
            return Err(format!(
                "unknown player {s} (one of {})",
                gx::PLAYERS.join(", ")
            ));
        }
    }
    let eval = gx::Evaluators::load_with(a.net.as_deref())?;
    let mut gnubg = gx::Gnubg::connect(a.port)?.with_plies(a.plies);
    if let Some(n) = a.cube {
        let bar = tools::bar(n, quiet, "cube decisions");
        let t = gj::judge_cube(&mut gnubg, &spec, &eval, n, a.seed, |t| {
            bar.set_position(t.total());
        })?;
        bar.finish_and_clear();
        print!("{}", gj::cube_report(&spec, &t));
        return Ok(());
    }
    if let Some(n) = a.judge {
        let bar = tools::bar(n as u64, quiet, "decisions");
        let judged = gj::judge(&mut gnubg, &spec, &a.also, &eval, n, a.seed, |e| {
            let done = e[0].len() + e[1].len();
            bar.set_position(done as u64);
            // Running means in a log when no bar is drawn (not a terminal).
            if !quiet && bar.is_hidden() && done.is_multiple_of(100) {
                eprintln!("{}", gj::progress_line(e));
            }
        })?;
        bar.finish_and_clear();
        print!("{}", gj::judge_report(&spec, &a.also, &judged));
        return Ok(());
    }
    let bar = tools::bar(a.pairs, quiet, "pairs");
    let results = gx::duel(&mut gnubg, &spec, &eval, a.pairs, a.seed, |r| {
        bar.set_position(r.len() as u64);
    })?;
    bar.finish_and_clear();
    let (mean, se) = gx::mean_and_error(&results);
    println!(
        "{spec} vs gnubg: {} pairs ({} games), {mean:+.4} points per game for {spec}, standard error {se:.4}",
        results.len(),
        2 * results.len()
    );
    Ok(())
}
