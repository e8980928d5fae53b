//! The command line, declared once with clap: every command, its options and their defaults,
//! from which clap makes each command's `--help` and refuses unknown options with a suggestion.

use crate::engine::search::{Level, Searcher};
use clap::builder::{PossibleValuesParser, RangedU64ValueParser, TypedValueParser};
use clap::{ArgAction, Args, Parser, Subcommand};

/// What a game text may be, shown under the help of the commands that read one.
const GAME_TEXT: &str = "GAME: a transcript (f5d6c3, 1. f5 d6 2. c3, with or without passes), a \
share link or its fragment (quote it: '#moves=f5d6'), or a downloaded game record; - reads it \
from standard input. A pass written -- must be quoted with the rest ('f5 -- d6') or follow a \
bare -- (which ends the options).";

/// Reversi (Othello) from the command line: perft counts, game records, solving and play, and
/// the tools that train and measure the engine.
#[derive(Parser, Debug)]
#[command(name = "reversi-cli", version)]
pub struct Cli {
    /// Evaluate with the weights (or the network, `scripts/train-net.py --model accumulator`) in this file instead of the built-in weights.
    #[arg(long, global = true, value_name = "FILE")]
    pub weights: Option<String>,
    /// Let the levels play from the opening book in this file (`book build` writes one).
    #[arg(long, global = true, value_name = "FILE")]
    pub book: Option<String>,
    /// The command to run.
    #[command(subcommand)]
    pub command: Command,
}

/// The commands: a player's first, then the tools, in two groups.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// The move list, opening, start position if set up, share link, board and result of a game.
    #[command(after_help = GAME_TEXT)]
    Record(GameText),
    /// The board after a game.
    #[command(after_help = GAME_TEXT)]
    Show(GameText),
    /// The move a level chooses after a game.
    #[command(after_help = GAME_TEXT)]
    Play(Play),
    /// Every move's value after a game, depth by depth, then the times to the first and exact values.
    #[command(after_help = GAME_TEXT)]
    Hints(Hints),
    /// Each move of a game against the best, then each player's summary.
    #[command(after_help = GAME_TEXT)]
    Review(Review),
    /// The exact score of every position in an OBF file, with nodes and times.
    Solve(Solve),
    /// The levels, weakest first: id, rating, budget.
    Levels,
    /// The opening book: build it, its statistics, its moves after a game.
    #[command(subcommand)]
    Book(BookCommand),
    /// Build the puzzle file, count its puzzles per band, or show one.
    Puzzles(Puzzles),
    /// Tools that make training data and fit the evaluation to it.
    #[command(subcommand)]
    Train(TrainCommand),
    /// Tools that measure the engine's speed, accuracy and strength.
    #[command(subcommand)]
    Measure(MeasureCommand),
}

/// `train`'s commands, in the order a training run uses them (docs/training.md).
#[derive(Subcommand, Debug)]
pub enum TrainCommand {
    /// Self-play games with exact endgames, appended to a sample file (resumed if it holds some).
    GenData(GenData),
    /// Every legal child of the positions of a sample file, unlabelled.
    Children(Children),
    /// Label the positions of a sample file by a midgame search, appended to another file.
    Label(Label),
    /// Fit the pattern evaluation to sample files and write the weights file.
    Fit(Train),
    /// Labelled positions as rows for a fitter outside the engine (scripts/train-net.py).
    Rows(Rows),
    /// The weights file of a fitter's values, with its held-out error per phase.
    EncodeWeights(EncodeWeights),
    /// Held-out positions with reference scores from sample files, as OBF lines for `measure guess`.
    Testset(Testset),
    /// The spread of deep search values about their shallow predictors, and the fitted ProbCut model.
    ProbcutFit(ProbcutFit),
}

/// `measure`'s commands.
#[derive(Subcommand, Debug)]
pub enum MeasureCommand {
    /// Count the move paths to each depth, one line per depth: depth <d> nodes <n> ms <t>.
    Perft(Perft),
    /// Static evaluations per second, trained weights against the hand-set ones.
    Eval,
    /// How far a depth-limited midgame search lands from each position's exact score.
    Guess(Guess),
    /// A level's move in each position of an OBF file that scores every move: its loss and time.
    Choices(Choices),
    /// Each level in paired games against the one below it (the first against the greedy bot).
    Ladder(Ladder),
    /// The greedy one-ply bot against a level, or against that level's budget changed.
    Greedy(Greedy),
    /// The balanced openings file for matches.
    Openings(BalancedOpenings),
    /// This build's Expert against another build's, at equal time per move.
    Match(Match),
    /// The games database on random games: reading WTHOR files, the index, the explorer's queries.
    Database(DatabaseBench),
}

/// `book`'s commands.
#[derive(Subcommand, Debug)]
pub enum BookCommand {
    /// Grow the book in a folder (resumed from what the folder holds), writing FOLDER/book.bin.
    Build(BookBuild),
    /// A book file's positions, plies, depth and size.
    Stats(BookFile),
    /// The book's moves and values after a game (the book given with --book).
    #[command(after_help = GAME_TEXT)]
    Probe(BookProbe),
}

/// `book build`.
#[derive(Args, Debug)]
pub struct BookBuild {
    /// The folder of the build's progress (outside the repository); a rerun continues it.
    #[arg(long, value_name = "FOLDER")]
    pub dir: String,
    /// The depth of each position's search.
    #[arg(long, default_value_t = 16, value_parser = clap::value_parser!(u32).range(2..=40))]
    pub depth: u32,
    /// The searches' Multi-ProbCut threshold (t x 100; 0: none).
    #[arg(long, default_value_t = 150)]
    pub probcut: u32,
    /// Expand no position after this many plies.
    #[arg(long, default_value_t = 18)]
    pub plies: u32,
    /// Follow no move more than this many discs below its position's best.
    #[arg(long, value_name = "DISCS", default_value_t = 2.0)]
    pub move_loss: f64,
    /// Follow no line losing more than this many discs in all.
    #[arg(long, value_name = "DISCS", default_value_t = 3.0)]
    pub line_loss: f64,
    /// Each ply costs a line this many discs of priority, so the best lines go deepest.
    #[arg(long, value_name = "DISCS", default_value_t = 0.5)]
    pub ply_cost: f64,
    /// Stop once this many positions have been searched.
    #[arg(long, default_value_t = 20_000)]
    pub searches: usize,
    /// Searches run at once.
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u32).range(1..=64))]
    pub threads: u32,
    /// Write the book file every this many expansions.
    #[arg(long, default_value_t = 20)]
    pub every: usize,
    /// Search nothing: write the book of what the folder's log already holds.
    #[arg(long)]
    pub emit: bool,
    /// Expand the positions of these games first (a file of transcripts from the start, one a
    /// line, `#` comments), wherever their lines stand: the book grows where its games go.
    #[arg(long, value_name = "FILE")]
    pub games: Option<String>,
}

/// A book file.
#[derive(Args, Debug)]
pub struct BookFile {
    /// The book file.
    #[arg(value_name = "BOOK.bin")]
    pub path: String,
}

/// `book probe`.
#[derive(Args, Debug)]
pub struct BookProbe {
    /// The game (the book is the one given with --book).
    #[command(flatten)]
    pub game: GameText,
}

/// `puzzles`.
#[derive(Args, Debug)]
pub struct Puzzles {
    /// What to do with the puzzles.
    #[command(subcommand)]
    pub action: PuzzleAction,
}

/// `puzzles build|stats|show`.
#[derive(Subcommand, Debug)]
pub enum PuzzleAction {
    /// Play self-play games and keep their teaching positions until there are enough (resumed
    /// from the progress file), then write the puzzle file.
    Build(PuzzleBuild),
    /// The number of puzzles per band, and per number of empties.
    Stats(PuzzleFile),
    /// Puzzle N (from 1) as an FFO line: the 64 squares, the side to move, then every legal
    /// move with its exact value.
    Show(PuzzleShow),
}

/// `puzzles build`.
#[derive(Args, Debug)]
pub struct PuzzleBuild {
    /// The progress file, appended to game by game (a run resumes from it).
    #[arg(long, value_name = "FILE")]
    pub progress: String,
    /// The puzzle file to write.
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// How many puzzles to keep.
    #[arg(long, default_value_t = 300)]
    pub count: usize,
    /// Other progress files (of other game ranges, run at the same time), read only: their
    /// games count with this file's, in the order of their numbers.
    #[arg(long, value_name = "FILE")]
    pub also: Vec<String>,
    /// The number of the first game, when the progress file is new.
    #[arg(long, default_value_t = 0)]
    pub first: u32,
    /// Stop at this game number even with fewer puzzles.
    #[arg(long, default_value_t = 5000)]
    pub max_games: u32,
    /// The seed of the games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// A puzzle file to read: the built-in one unless given.
#[derive(Args, Debug)]
pub struct PuzzleFile {
    /// Read this puzzle file instead of the built-in one.
    #[arg(long, value_name = "FILE")]
    pub file: Option<String>,
}

/// `puzzles show`.
#[derive(Args, Debug)]
pub struct PuzzleShow {
    /// The puzzle's number, from 1.
    pub n: usize,
    /// The puzzle file.
    #[command(flatten)]
    pub file: PuzzleFile,
}

/// A game given on the command line: its words, a file, or standard input.
#[derive(Args, Debug)]
pub struct GameText {
    /// The game's words (see below); none is the new game.
    #[arg(value_name = "GAME", conflicts_with = "file")]
    pub words: Vec<String>,
    /// Read the game from this file.
    #[arg(long, value_name = "PATH")]
    pub file: Option<String>,
}

/// `perft`.
#[derive(Args, Debug)]
pub struct Perft {
    /// Count up to this depth (1 to 20).
    #[arg(value_parser = clap::value_parser!(u32).range(1..=20))]
    pub depth: u32,
    /// Count from this position instead of the start: 64 squares (X, O or -, a1 to h8) and the
    /// side to move (X or O).
    #[arg(long, num_args = 2, value_names = ["SQUARES", "SIDE"], allow_hyphen_values = true)]
    pub board: Option<Vec<String>>,
}

/// How many threads search: shared by every command that searches.
#[derive(Args, Debug, Clone, Copy)]
pub struct Threads {
    /// Threads that search each position (default: every core).
    #[arg(long, value_name = "N", default_value_t = every_core(),
          value_parser = RangedU64ValueParser::<usize>::new().range(1..=256))]
    pub threads: usize,
    /// Each thread keeps tables of its own, as the browser's Web Workers do (to measure how the
    /// browser shares out a search).
    #[arg(long)]
    pub own_tables: bool,
}

impl Threads {
    /// The searcher these options ask for.
    pub fn searcher(&self) -> Searcher {
        if self.own_tables {
            Searcher::with_threads_apart(self.threads)
        } else {
            Searcher::with_threads(self.threads)
        }
    }
}

/// The number of cores the machine offers this process (1 if it cannot tell).
fn every_core() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `solve`.
#[derive(Args, Debug)]
pub struct Solve {
    /// The OBF file: one position a line, `<board and side>; <move>:<score>; …`.
    #[arg(value_name = "FILE.obf")]
    pub path: String,
    /// The number printed for the file's first position.
    #[arg(long, default_value_t = 40)]
    pub first: u32,
    /// Only the first N positions of the file.
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,
    /// The selective presearch before the exact solve.
    #[arg(long, value_name = "on|off", default_value = "on", action = ArgAction::Set,
          value_parser = PossibleValuesParser::new(["on", "off"]).map(|v| v == "on"))]
    pub presearch: bool,
    /// The threads that search.
    #[command(flatten)]
    pub threads: Threads,
}

/// `play`.
#[derive(Args, Debug)]
pub struct Play {
    /// The level that chooses: its id, 1 to 17 (`levels` lists them; 1 is Starter, 16 Expert),
    /// or its name.
    #[arg(long)]
    pub level: Level,
    /// The seed of the level's random choice among near-equal moves.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Print each finished depth of the search on standard error.
    #[arg(long)]
    pub verbose: bool,
    /// The milliseconds this side has thought so far in the game, for Expert's game clock
    /// (the time its book saved goes to its later moves); without it, each move is the first.
    #[arg(long, value_name = "MS")]
    pub used_ms: Option<u64>,
    /// The level solving exactly from this many empties instead of its own (no book), to
    /// try Expert's settings on chosen positions.
    #[arg(long, value_name = "EMPTIES")]
    pub exact: Option<u32>,
    /// The game.
    #[command(flatten)]
    pub game: GameText,
    /// The threads that search.
    #[command(flatten)]
    pub threads: Threads,
}

/// Which openings of the committed list a match plays, each with both colours.
#[derive(Args, Debug)]
pub struct MatchOpenings {
    /// Play this many openings (default: all).
    #[arg(long, value_name = "N")]
    pub games: Option<usize>,
    /// Start at this opening of the list, counted from 0 (to split a match); it also numbers
    /// the games' seeds.
    #[arg(long, value_name = "N", default_value_t = 0)]
    pub first: usize,
    /// Play every game from the start position rather than from the openings (the books and
    /// each pair's own seed vary them; --games pairs, 40 by default).
    #[arg(long)]
    pub from_start: bool,
}

/// `ladder`.
#[derive(Args, Debug)]
pub struct Ladder {
    /// The balanced openings played.
    #[command(flatten)]
    pub openings: MatchOpenings,
    /// The weakest level measured (against the one below it; the first against greedy).
    #[arg(long, default_value = "1")]
    pub from: Level,
    /// The strongest level measured.
    #[arg(long, default_value = "16")]
    pub to: Level,
    /// Multiply every level's node budget by this factor.
    #[arg(long, default_value_t = 1.0)]
    pub scale: f64,
}

/// `greedy`.
#[derive(Args, Debug)]
pub struct Greedy {
    /// The level the greedy bot plays against.
    #[arg(long, default_value = "1")]
    pub level: Level,
    /// The level's search depth instead of its own.
    #[arg(long)]
    pub depth: Option<u32>,
    /// The level's temperature in discs instead of its own.
    #[arg(long, value_name = "DISCS")]
    pub temperature: Option<f64>,
    /// Solve exactly from this many empties instead of the level's own.
    #[arg(long, value_name = "EMPTIES")]
    pub exact: Option<u32>,
    /// The openings played.
    #[command(flatten)]
    pub openings: MatchOpenings,
}

/// `openings`.
#[derive(Args, Debug)]
pub struct BalancedOpenings {
    /// How many openings.
    #[arg(long, default_value_t = 40)]
    pub count: usize,
    /// The depth of the search that judges an opening balanced.
    #[arg(long, default_value_t = 10)]
    pub depth: u32,
    /// Keep openings that search scores within this many discs of even.
    #[arg(long, value_name = "DISCS", default_value_t = 1)]
    pub max: i32,
    /// The seed of the random lines.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Screen each line first with a search of this depth (0: none), dropping lines it scores
    /// more than 2 discs beyond --max without the deep search.
    #[arg(long, value_name = "DEPTH", default_value_t = 0)]
    pub screen: u32,
    /// Judge this many lines at once, each on its own thread (the list is the same).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Append each line's deep value to this file as it is found, and take the values already
    /// in it, so that a stopped run resumes where it was.
    #[arg(long, value_name = "FILE")]
    pub progress: Option<String>,
}

/// `match`.
#[derive(Args, Debug)]
pub struct Match {
    /// The other build's reversi-cli.
    #[arg(long, value_name = "PROGRAM")]
    pub program: String,
    /// The level the other build plays.
    #[arg(long, default_value = "expert")]
    pub level: String,
    /// The other build's opening book (it is given `--book FILE`); this side's is `--book`.
    #[arg(long, value_name = "FILE")]
    pub other_book: Option<String>,
    /// The openings played.
    #[command(flatten)]
    pub openings: MatchOpenings,
    /// This side's first scale of Expert's clock (its soft target and cap; it then follows the other's mean time per move)
    #[arg(long, default_value_t = 1.0)]
    pub scale: f64,
    /// Keep this side's clock at --scale rather than follow the other's time (to measure what more time or cores gain)
    #[arg(long)]
    pub own_clock: bool,
    /// Both sides play Expert on its game clock, the time a book saves kept for later moves
    /// (the other build is told its time with `play --used-ms`)
    #[arg(long)]
    pub game_clock: bool,
    /// This side's Expert with this ProbCut threshold (t x 100) instead of its own.
    #[arg(long)]
    pub probcut: Option<u32>,
    /// This side's Expert solving exactly from this many empties instead of its own.
    #[arg(long, value_name = "EMPTIES")]
    pub exact: Option<u32>,
    /// The threads that search.
    #[command(flatten)]
    pub threads: Threads,
}

/// `gen-data`.
#[derive(Args, Debug)]
pub struct GenData {
    /// The sample file, appended to.
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// How many games.
    #[arg(long, default_value_t = 1000)]
    pub games: u32,
    /// The number of the first game (each game's randomness follows from the seed and it).
    #[arg(long, default_value_t = 0)]
    pub first: u32,
    /// The seed of the games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// The number of random plies at the start, drawn from this range.
    #[arg(long, value_name = "A-B", value_parser = range, default_value = "4-12")]
    pub opening: (u32, u32),
    /// The depth of the self-play search.
    #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
    pub depth: u32,
    /// The self-play's random margin in discs.
    #[arg(long, value_name = "DISCS", default_value_t = 2)]
    pub margin: i32,
    /// The percentage of moves before the exact part played at random.
    #[arg(long, value_name = "PERCENT", default_value_t = 5)]
    pub random: u32,
    /// Label every position exactly from this many empties.
    #[arg(long, value_name = "EMPTIES", default_value_t = 16)]
    pub exact: u32,
    /// Every EVERY-th game is labelled exactly from EMPTIES empties instead.
    #[arg(long, value_name = "EMPTIES:EVERY", value_parser = deep_exact, default_value = "20:20")]
    pub deep_exact: (u32, u32),
    /// The percentage of positions that also give a sibling (the position after a random move).
    #[arg(long, value_name = "PERCENT", default_value_t = 100)]
    pub siblings: u32,
    /// The percentage of moves in the exact part played at random rather than perfectly.
    #[arg(long, value_name = "PERCENT", default_value_t = 10)]
    pub deviate: u32,
}

/// `label`.
#[derive(Args, Debug)]
pub struct Label {
    /// The sample file to label.
    #[arg(long, value_name = "FILE")]
    pub data: String,
    /// The labelled file, appended to.
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// Only positions with empties in this range.
    #[arg(long, value_name = "A-B", value_parser = range, default_value = "21-60")]
    pub empties: (u32, u32),
    /// The depth of the labelling search.
    #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u32).range(1..))]
    pub depth: u32,
    /// Label with the mean of the last two depths.
    #[arg(long)]
    pub pair: bool,
    /// A selective search with this ProbCut threshold (t x 100; 0: none).
    #[arg(long, default_value_t = 0)]
    pub probcut: u32,
}

/// `children`.
#[derive(Args, Debug)]
pub struct Children {
    /// The sample file whose positions are expanded.
    #[arg(long, value_name = "FILE")]
    pub data: String,
    /// The file written (anew).
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// Only positions with empties in this range.
    #[arg(long, value_name = "A-B", value_parser = range, default_value = "17-60")]
    pub empties: (u32, u32),
}

/// `guess`.
#[derive(Args, Debug)]
pub struct Guess {
    /// The OBF file, with scored moves.
    #[arg(value_name = "FILE.obf")]
    pub path: String,
    /// The depth of the midgame search.
    #[arg(long, default_value_t = 8)]
    pub depth: u32,
    /// The number printed for the file's first position.
    #[arg(long, default_value_t = 40)]
    pub first: u32,
    /// Only the first N positions of the file.
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,
    /// A selective search with this ProbCut threshold (t x 100; 0: none).
    #[arg(long, default_value_t = 0)]
    pub probcut: u32,
}

/// `measure database`.
#[derive(Args, Debug)]
pub struct DatabaseBench {
    /// The random games, spread over ten yearly files.
    #[arg(long, value_name = "N", default_value_t = 100_000, value_parser = clap::value_parser!(u32).range(10..))]
    pub games: u32,
    /// The seed of the random games.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Also writes the ten files into this folder (WTH_2016.wtb …), for the browser's
    /// measurement of the same import (scripts/bench-database).
    #[arg(long, value_name = "DIR")]
    pub write: Option<std::path::PathBuf>,
}

/// `choices`.
#[derive(Args, Debug)]
pub struct Choices {
    /// The OBF file, every legal move of each position scored (`hints --exact` gives them).
    #[arg(value_name = "FILE.obf")]
    pub path: String,
    /// The level that chooses: its id or its name.
    #[arg(long, default_value = "expert")]
    pub level: Level,
    /// The level solving exactly from this many empties instead of its own.
    #[arg(long, value_name = "EMPTIES")]
    pub exact: Option<u32>,
    /// Only the first N positions of the file.
    #[arg(long, value_name = "N")]
    pub count: Option<usize>,
    /// The threads that search.
    #[command(flatten)]
    pub threads: Threads,
}

/// `testset`.
#[derive(Args, Debug)]
pub struct Testset {
    /// The sample files the positions come from.
    #[arg(value_name = "SAMPLES.bin", required = true)]
    pub files: Vec<String>,
    /// The empties of the positions, cycling through this range.
    #[arg(long, value_name = "A-B", value_parser = range, default_value = "20-22")]
    pub empties: (u32, u32),
    /// How many positions.
    #[arg(long, default_value_t = 200)]
    pub count: usize,
    /// Score the positions exactly instead of by a fixed-depth search.
    #[arg(long, conflicts_with_all = ["depth", "probcut"])]
    pub exact_scores: bool,
    /// The depth of the scoring search.
    #[arg(long, default_value_t = 14)]
    pub depth: u32,
    /// A selective scoring search with this ProbCut threshold (t x 100; 0: none).
    #[arg(long, default_value_t = 0)]
    pub probcut: u32,
}

/// `probcut-fit`.
#[derive(Args, Debug)]
pub struct ProbcutFit {
    /// The sample files the positions come from.
    #[arg(value_name = "SAMPLES.bin", required = true)]
    pub files: Vec<String>,
    /// The empties of the positions, cycling through this range.
    #[arg(long, value_name = "A-B", value_parser = range, default_value = "14-54")]
    pub empties: (u32, u32),
    /// How many positions.
    #[arg(long, default_value_t = 300)]
    pub count: usize,
    /// The deepest search measured.
    #[arg(long, default_value_t = 10)]
    pub max_depth: u32,
    /// Fit the endgame model (shallow searches against exact scores) instead.
    #[arg(long)]
    pub endgame: bool,
}

/// `hints`.
#[derive(Args, Debug)]
pub struct Hints {
    /// The wall-clock budget in milliseconds (default: the app's).
    #[arg(long)]
    pub ms: Option<u64>,
    /// Solve exactly from this many empties (default: the app's).
    #[arg(long, value_name = "EMPTIES")]
    pub exact: Option<u32>,
    /// The deepest midgame depth (default: the app's).
    #[arg(long)]
    pub depth: Option<u32>,
    /// The game.
    #[command(flatten)]
    pub game: GameText,
    /// The threads that search.
    #[command(flatten)]
    pub threads: Threads,
}

/// `review`.
#[derive(Args, Debug)]
pub struct Review {
    /// The midgame depth (default: the app's).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Judge exactly from this many empties (default: the app's).
    #[arg(long, value_name = "EMPTIES")]
    pub exact: Option<u32>,
    /// The game.
    #[command(flatten)]
    pub game: GameText,
    /// The threads that search.
    #[command(flatten)]
    pub threads: Threads,
}

/// `train`.
#[derive(Args, Debug)]
pub struct Train {
    /// The labelled sample files.
    #[arg(value_name = "SAMPLES.bin", required = true)]
    pub files: Vec<String>,
    /// The weights file written.
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// Refine the weights in this file: learn a correction to them (pulled towards none by
    /// --lambda) rather than fit from zero, so that they keep what their own data taught.
    #[arg(long, value_name = "FILE")]
    pub from: Option<String>,
    /// Conjugate-gradient iterations per phase.
    #[arg(long, default_value_t = 60)]
    pub iterations: u32,
    /// The L2 regularisation, in positions' worth of pull towards zero per weight.
    #[arg(long, value_name = "X", default_value_t = 2.0)]
    pub lambda: f32,
    /// Each phase also learns from positions up to this many empties outside its range.
    #[arg(long, value_name = "EMPTIES", default_value_t = 2)]
    pub overlap: u32,
    /// Bytes per table entry in the weights file (1 or 2).
    #[arg(long, value_name = "BYTES", default_value_t = 1,
          value_parser = RangedU64ValueParser::<usize>::new().range(1..=2))]
    pub code: usize,
    /// Threads for the fit.
    #[arg(long, default_value_t = 2, value_parser = RangedU64ValueParser::<usize>::new().range(1..))]
    pub threads: usize,
}

/// `rows`.
#[derive(Args, Debug)]
pub struct Rows {
    /// The labelled sample files.
    #[arg(value_name = "SAMPLES.bin", required = true)]
    pub files: Vec<String>,
    /// The rows file written (its format: `crates/train/src/export.rs`).
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// Also write the pattern set's layout (JSON) to this file.
    #[arg(long, value_name = "FILE")]
    pub layout: Option<String>,
    /// Write each label less these weights' value of its position: the fitter then learns a
    /// correction to them (give the same file to encode-weights).
    #[arg(long, value_name = "FILE")]
    pub from: Option<String>,
}

/// `encode-weights`.
#[derive(Args, Debug)]
pub struct EncodeWeights {
    /// The sample files whose held-out games measure the weights.
    #[arg(value_name = "SAMPLES.bin", required = true)]
    pub files: Vec<String>,
    /// The fitter's values: every phase's weights as f32, in hundredths of a disc.
    #[arg(long, value_name = "FILE")]
    pub values: String,
    /// The weights file written.
    #[arg(long, value_name = "FILE")]
    pub out: String,
    /// The values are a correction to these weights (the rows were written with --from).
    #[arg(long, value_name = "FILE")]
    pub from: Option<String>,
    /// Bytes per table entry in the weights file (1 or 2).
    #[arg(long, value_name = "BYTES", default_value_t = 1,
          value_parser = RangedU64ValueParser::<usize>::new().range(1..=2))]
    pub code: usize,
}

/// A range `a-b` of numbers, or a single number.
fn range(v: &str) -> Result<(u32, u32), String> {
    let bad = || format!("\"{v}\" is not a number or a range like 4-12");
    let (a, b) = v.split_once('-').unwrap_or((v, v));
    let (a, b): (u32, u32) = (a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?);
    if a > b {
        return Err(bad());
    }
    Ok((a, b))
}

/// `<empties>:<every n games>`.
fn deep_exact(v: &str) -> Result<(u32, u32), String> {
    let bad = || format!("\"{v}\" is not <empties>:<every n games>");
    let (a, b) = v.split_once(':').ok_or_else(bad)?;
    Ok((a.parse().map_err(|_| bad())?, b.parse().map_err(|_| bad())?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_declarations_are_consistent() {
        Cli::command().debug_assert();
    }

    #[test]
    fn ranges_and_deep_exact_parse_or_explain() {
        assert_eq!(range("4-12"), Ok((4, 12)));
        assert_eq!(range("7"), Ok((7, 7)));
        assert!(range("12-4").is_err());
        assert!(range("a-b").is_err());
        assert_eq!(deep_exact("20:20"), Ok((20, 20)));
        assert!(deep_exact("20").is_err());
    }
}
