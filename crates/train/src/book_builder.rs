//! Builds the opening book (see docs/book.md): a best-first expansion of the opening tree from
//! the start, each new position valued by a deep selective search, the values backed up by
//! negamax; positions of given games (the engine's own) are expanded first, wherever their
//! lines stand. Deterministic (every search starts from cleared tables) and resumable: each
//! search's value is appended to a log in the output folder, and a rerun replays the same
//! expansion from the log, searching only what it lacks.

use crate::engine::book::format::Entry;
use crate::engine::book::key::{canonical, key};
use crate::engine::book::Book;
use crate::engine::movegen::{flips, legal_moves};
use crate::engine::notation::replay;
use crate::engine::search::{Budget, Searcher};
use crate::engine::{Board, Color};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::fs::{File, OpenOptions};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// A canonical position: the side to move's discs and the opponent's.
type Pos = (u64, u64);

/// How the book is grown.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Recipe {
    /// The depth of each leaf's search; its value is the sum of the last two depths' scores
    /// (in half discs), which cancels most of the swing between odd and even depths.
    pub depth: u32,
    /// The searches' Multi-ProbCut threshold (t x 100).
    pub probcut: u32,
    /// No position after this many plies is expanded.
    pub plies: u32,
    /// A move more than this many half discs below its position's best is never followed.
    pub move_loss: i32,
    /// A line whose moves lose more than this many half discs in all is never followed.
    pub line_loss: i32,
    /// The priority of a position is its line's loss plus this many half discs per ply, so
    /// that the best lines are followed deeper than the others.
    pub ply_cost: i32,
    /// Stop once this many positions have been searched.
    pub searches: usize,
}

impl Default for Recipe {
    fn default() -> Recipe {
        Recipe {
            depth: 16,
            probcut: 150,
            plies: 18,
            move_loss: 4,
            line_loss: 6,
            ply_cost: 1,
            searches: 20_000,
        }
    }
}

/// The value of a position by the recipe's search, in half discs for the side to move.
pub fn leaf_value(searcher: &mut Searcher, (p, o): Pos, recipe: &Recipe) -> i32 {
    let budget = Budget {
        probcut: recipe.probcut,
        ..Budget::fixed_depth(recipe.depth)
    };
    let mut scores = Vec::new();
    let r = searcher.search(
        &Board::from_raw(p, o, Color::Black),
        budget,
        &mut |progress| scores.push(progress.score),
    );
    match scores.as_slice() {
        [.., a, b] => a + b,
        _ => 2 * r.score,
    }
    .clamp(-127, 127)
}

/// The canonical children of a position, each once.
fn children((p, o): Pos) -> Vec<Pos> {
    let mut moves = legal_moves(p, o);
    let mut out = Vec::new();
    while moves != 0 {
        let sq = moves.trailing_zeros();
        moves &= moves - 1;
        let f = flips(p, o, sq);
        let child = canonical(o & !f, p | f | (1 << sq));
        if !out.contains(&child) {
            out.push(child);
        }
    }
    out.sort_unstable();
    out
}

fn plies_of((p, o): Pos) -> u32 {
    (p | o).count_ones() - 4
}

/// Positions to expand before any other, wherever their lines stand: those of the engine's
/// own games, so that the book grows where its games go.
#[derive(Clone, Debug, Default)]
pub struct Focus(HashSet<Pos>);

impl Focus {
    /// The positions of `games` (transcripts from the start position) before `plies` plies.
    pub fn of_games<'a>(
        games: impl IntoIterator<Item = &'a str>,
        plies: u32,
    ) -> Result<Focus, String> {
        let mut positions = HashSet::new();
        for game in games {
            let game = replay(game, Color::Black).map_err(|e| format!("{game}: {e}"))?;
            for board in game.boards_by_ply().into_iter().take(plies as usize) {
                positions.insert(canonical(board.player(), board.opponent()));
            }
        }
        Ok(Focus(positions))
    }
}

/// The expansion so far: every searched position's value, and the expanded positions' children.
pub struct Tree {
    leaf: HashMap<Pos, i32>,
    expanded: BTreeMap<Pos, Vec<Pos>>,
}

/// The backed-up values and line losses of a tree.
struct Values {
    value: HashMap<Pos, i32>,
    loss: HashMap<Pos, i32>,
}

impl Tree {
    fn root() -> Pos {
        let b = Board::start(Color::Black);
        canonical(b.player(), b.opponent())
    }

    fn value_of(&self, values: &HashMap<Pos, i32>, pos: Pos) -> Option<i32> {
        values.get(&pos).or_else(|| self.leaf.get(&pos)).copied()
    }

    /// Negamax values of the expanded positions (deepest first), then the least loss of a line
    /// from the start to each position, following only moves within the recipe's move loss.
    fn values(&self, recipe: &Recipe) -> Values {
        let mut by_ply: Vec<&Pos> = self.expanded.keys().collect();
        by_ply.sort_by_key(|&&pos| std::cmp::Reverse(plies_of(pos)));
        let mut value = HashMap::new();
        for &pos in &by_ply {
            let best = self.expanded[pos]
                .iter()
                .filter_map(|&c| self.value_of(&value, c))
                .map(|v| -v)
                .max();
            if let Some(best) = best {
                value.insert(*pos, best);
            }
        }
        let mut loss = HashMap::from([(Tree::root(), 0)]);
        for &pos in by_ply.iter().rev() {
            let (Some(&here), Some(v)) = (loss.get(pos), value.get(pos)) else {
                continue;
            };
            for &c in &self.expanded[pos] {
                let Some(cv) = self.value_of(&value, c) else {
                    continue;
                };
                let step = v + cv;
                if step <= recipe.move_loss {
                    let total = here + step;
                    let slot = loss.entry(c).or_insert(i32::MAX);
                    *slot = (*slot).min(total);
                }
            }
        }
        Values { value, loss }
    }

    /// The next position to expand, if any is within the recipe's limits: the root, then the
    /// searched positions of `focus`, fewest plies first, then best-first.
    fn next(&self, values: &Values, recipe: &Recipe, focus: &Focus) -> Option<Pos> {
        let root = Tree::root();
        if !self.expanded.contains_key(&root) {
            return Some(root);
        }
        let open = |pos: &Pos| {
            plies_of(*pos) < recipe.plies
                && !self.expanded.contains_key(pos)
                && legal_moves(pos.0, pos.1) != 0
        };
        let focused = self
            .leaf
            .keys()
            .filter(|pos| focus.0.contains(pos) && open(pos))
            .min_by_key(|&&pos| (plies_of(pos), pos));
        if let Some(&pos) = focused {
            return Some(pos);
        }
        values
            .loss
            .iter()
            .filter(|&(pos, &loss)| loss <= recipe.line_loss && open(pos))
            .map(|(&pos, &loss)| (loss + recipe.ply_cost * plies_of(pos) as i32, pos))
            .min()
            .map(|(_, pos)| pos)
    }

    /// The book of this tree: every searched position, expanded ones with their backed-up values.
    pub fn book(&self, recipe: &Recipe) -> Book {
        let values = self.values(recipe);
        // A backed-up value replaces the position's own search.
        let mut entries: HashMap<u64, Entry> = HashMap::new();
        for (pos, v) in self.leaf.iter().chain(values.value.iter()) {
            let k = key(pos.0, pos.1);
            entries.insert(
                k,
                Entry {
                    key: k,
                    expanded: self.expanded.contains_key(pos),
                    value: (*v).clamp(-127, 127) as i8,
                },
            );
        }
        Book::new(recipe.depth as u8, entries.into_values().collect())
    }

    /// How many positions were searched and expanded.
    pub fn counts(&self) -> (usize, usize) {
        (self.leaf.len(), self.expanded.len())
    }
}

/// The log of searched values in `dir`, named for the recipe's search so that another depth
/// starts a log of its own.
fn log_path(dir: &Path, recipe: &Recipe) -> PathBuf {
    dir.join(format!("values-d{}-p{}.txt", recipe.depth, recipe.probcut))
}

/// The values logged so far (a last line cut short by a kill is ignored).
fn read_log(path: &Path) -> Result<HashMap<Pos, i32>, String> {
    let mut values = HashMap::new();
    let Ok(file) = File::open(path) else {
        return Ok(values);
    };
    for line in BufReader::new(file).lines() {
        let line = line.map_err(|e| format!("{}: {e}", path.display()))?;
        let parts: Vec<&str> = line.split_whitespace().collect();
        if let [p, o, v] = parts.as_slice() {
            if let (Ok(p), Ok(o), Ok(v)) = (
                u64::from_str_radix(p, 16),
                u64::from_str_radix(o, 16),
                v.parse::<i32>(),
            ) {
                values.insert((p, o), v);
            }
        }
    }
    Ok(values)
}

/// What a build reports as it goes.
pub struct Report {
    /// Positions searched (from the log or now).
    pub searched: usize,
    /// Positions expanded.
    pub expanded: usize,
    /// Positions searched by this run.
    pub new: usize,
}

/// Grows the book in `dir` by `recipe` (expanding `focus` first) with `threads` searches at
/// once, writing `dir/book.bin` every `every` expansions and at the end; with `searching`
/// false it only replays the log and writes the book of what is done. Calls `on_report` after
/// each expansion.
pub fn build(
    dir: &Path,
    recipe: &Recipe,
    focus: &Focus,
    threads: usize,
    searching: bool,
    every: usize,
    on_report: &mut dyn FnMut(&Report),
) -> Result<Tree, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let log = log_path(dir, recipe);
    let cached = read_log(&log)?;
    let mut writer = OpenOptions::new()
        .create(true)
        .append(true)
        .open(&log)
        .map_err(|e| format!("{}: {e}", log.display()))?;
    let mut tree = Tree {
        leaf: HashMap::new(),
        expanded: BTreeMap::new(),
    };
    let mut new = 0;
    let root = Tree::root();
    match cached.get(&root) {
        Some(&v) => tree.leaf.insert(root, v),
        None if searching => {
            let v = leaf_value(&mut Searcher::new(), root, recipe);
            writeln!(writer, "{:016x} {:016x} {v}", root.0, root.1).map_err(|e| e.to_string())?;
            new += 1;
            tree.leaf.insert(root, v)
        }
        None => None,
    };
    let mut since_write = 0;
    while tree.leaf.len() < recipe.searches {
        let values = tree.values(recipe);
        let Some(pos) = tree.next(&values, recipe, focus) else {
            break;
        };
        let kids = children(pos);
        let missing: Vec<Pos> = kids
            .iter()
            .filter(|c| !tree.leaf.contains_key(c))
            .copied()
            .collect();
        let (known, unknown): (Vec<Pos>, Vec<Pos>) =
            missing.iter().partition(|c| cached.contains_key(c));
        if !unknown.is_empty() && !searching {
            break;
        }
        for c in known {
            tree.leaf.insert(c, cached[&c]);
        }
        for (c, v) in search_all(&unknown, recipe, threads) {
            writeln!(writer, "{:016x} {:016x} {v}", c.0, c.1).map_err(|e| e.to_string())?;
            tree.leaf.insert(c, v);
            new += 1;
        }
        writer.flush().map_err(|e| e.to_string())?;
        tree.expanded.insert(pos, kids);
        on_report(&Report {
            searched: tree.leaf.len(),
            expanded: tree.expanded.len(),
            new,
        });
        since_write += 1;
        if since_write >= every {
            since_write = 0;
            write_book(dir, &tree, recipe)?;
        }
    }
    write_book(dir, &tree, recipe)?;
    Ok(tree)
}

/// Writes `dir/book.bin` whole or not at all (a reader never sees half a file).
fn write_book(dir: &Path, tree: &Tree, recipe: &Recipe) -> Result<(), String> {
    let (tmp, path) = (dir.join("book.bin.part"), dir.join("book.bin"));
    std::fs::write(&tmp, tree.book(recipe).to_bytes())
        .map_err(|e| format!("{}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, &path).map_err(|e| format!("{}: {e}", path.display()))
}

/// The values of `positions`, searched `threads` at a time, in the order given.
fn search_all(positions: &[Pos], recipe: &Recipe, threads: usize) -> Vec<(Pos, i32)> {
    let next = AtomicUsize::new(0);
    let results = Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..threads.clamp(1, positions.len().max(1)) {
            s.spawn(|| {
                let mut searcher = Searcher::new();
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    let Some(&pos) = positions.get(i) else { break };
                    let v = leaf_value(&mut searcher, pos, recipe);
                    results
                        .lock()
                        .unwrap_or_else(|e| e.into_inner())
                        .push((i, pos, v));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap_or_else(|e| e.into_inner());
    results.sort_unstable_by_key(|r| r.0);
    results.into_iter().map(|(_, pos, v)| (pos, v)).collect()
}
