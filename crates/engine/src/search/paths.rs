//! The two paths of a search from its root, written once for any [`RootSearch`]: the exact
//! solve near the end of the game and the midgame search before it.

use super::level::Budget;
use super::midgame::INF;
use super::result::{to_move, Progress, SearchOptions, SearchResult};
use super::root::{deepen, solve_at_root, Iteration, RootMoves, RootSearch};
use super::value::RootMode;
use crate::rng::Rng;
use crate::search::probcut;

/// The deepest midgame search run before an exact solve.
const PRE_SOLVE_DEPTH: u32 = 8;

/// The thresholds, in standard deviations, of the selective searches run before an exact
/// solve: each fills the tables with good moves and centres the next one's window.
const PRESEARCH: [f32; 2] = [1.0, 2.0];

/// The search of `p` to move (who has a move) against `o` as `options` say: an exact solve
/// within the budget's empties, else the midgame search.
pub async fn search_root<S: RootSearch>(
    search: &mut S,
    p: u64,
    o: u64,
    options: &SearchOptions,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let SearchOptions {
        budget,
        seed,
        presearch,
    } = *options;
    let empties = (!(p | o)).count_ones();
    let mut root = RootMoves::new(p, o);
    if empties <= budget.exact_empties {
        solve_path(search, p, o, &mut root, budget, presearch, on_progress).await
    } else {
        midgame_path(search, p, o, &mut root, budget, seed, on_progress).await
    }
}

/// The exact solve: a midgame search to order the root moves and centre the windows, the
/// selective presearches, then the solve; under a clock that stops it, the best answer
/// finished.
async fn solve_path<S: RootSearch>(
    search: &mut S,
    p: u64,
    o: u64,
    root: &mut RootMoves,
    budget: Budget,
    presearch: bool,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let empties = (!(p | o)).count_ones();
    // A midgame search first: it orders the root moves and is the fallback answer should the
    // clock stop the solve.
    let pre_depth = PRE_SOLVE_DEPTH.min(budget.max_depth).min(empties);
    let guess = deepen(
        search,
        p,
        o,
        root,
        pre_depth,
        budget.nodes / 4,
        &mut |it, nodes| on_progress(&progress(it, nodes)),
    )
    .await;
    search.lift_node_limit();
    let mut centre = guess.map_or(0, |g| g.discs());
    let mut selective = None;
    if presearch {
        for t in PRESEARCH {
            let Some(it) = solve_at_root(search, p, o, root, centre, t).await else {
                break;
            };
            centre = it.discs();
            selective = Some(it);
            on_progress(&progress(&it, search.nodes()));
        }
    }
    if let Some(it) = solve_at_root(search, p, o, root, centre, probcut::OFF).await {
        on_progress(&progress(&it, search.nodes()));
        return result(search.nodes(), it, true);
    }
    // Out of time: a selective solve that finished sees to the end of the game and is
    // rarely wrong, so it beats the midgame search that preceded it.
    if let Some(it) = selective {
        return result(search.nodes(), it, false);
    }
    let it = guess.unwrap_or(Iteration {
        depth: 0,
        score: 0,
        sq: root.first().unwrap_or(0),
    });
    result(search.nodes(), it, false)
}

/// Iterative deepening within the budget, then, for a level with randomness, a move chosen
/// at random among those within its margin of the best.
async fn midgame_path<S: RootSearch>(
    search: &mut S,
    p: u64,
    o: u64,
    root: &mut RootMoves,
    budget: Budget,
    seed: Option<u64>,
    on_progress: &mut dyn FnMut(&Progress),
) -> SearchResult {
    let soft = budget.nodes / 2;
    let found = deepen(
        search,
        p,
        o,
        root,
        budget.max_depth,
        soft,
        &mut |it, nodes| on_progress(&progress(it, nodes)),
    )
    .await;
    let Some(mut it) = found else {
        let sq = root.first().unwrap_or(0);
        return result(
            search.nodes(),
            Iteration {
                depth: 0,
                score: 0,
                sq,
            },
            false,
        );
    };
    if let Some(seed) = seed.filter(|_| budget.temperature > 0 && root.candidates().len() > 1) {
        search.lift_node_limit();
        let moves = root.candidates();
        let mode = RootMode::Midgame(it.depth);
        if let Some(values) = search.window_values(p, o, moves, mode, -INF, INF).await {
            let scores: Vec<(u8, i32)> = moves.iter().map(|c| c.sq).zip(values).collect();
            let mut rng = Rng::new(seed ^ p.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ o);
            let (sq, score) = softmax_choice(&scores, budget.temperature, &mut rng);
            it = Iteration {
                depth: it.depth,
                score,
                sq,
            };
        }
    }
    result(search.nodes(), it, false)
}

/// One of `scores` (square, value), drawn with probability proportional to
/// exp((value - best) / temperature): a move a disc worse is chosen often at a hot level and
/// rarely at a cool one, a move that gives away a corner almost never.
fn softmax_choice(scores: &[(u8, i32)], temperature: i32, rng: &mut Rng) -> (u8, i32) {
    let best = scores.iter().map(|s| s.1).max().unwrap_or(-INF);
    let weights: Vec<f64> = scores
        .iter()
        .map(|s| (f64::from(s.1 - best) / f64::from(temperature)).exp())
        .collect();
    // 53 random bits as a fraction of the weights' sum.
    let mut draw =
        (rng.next_u64() >> 11) as f64 / (1u64 << 53) as f64 * weights.iter().sum::<f64>();
    for (&choice, w) in scores.iter().zip(&weights) {
        if draw < *w {
            return choice;
        }
        draw -= w;
    }
    scores[0]
}

/// An iteration as progress.
fn progress(it: &Iteration, nodes: u64) -> Progress {
    Progress {
        depth: it.depth,
        score: it.discs(),
        best: to_move(it.sq),
        nodes,
    }
}

/// The result of an iteration (`exact` for a finished exact solve).
fn result(nodes: u64, it: Iteration, exact: bool) -> SearchResult {
    SearchResult {
        best: to_move(it.sq),
        score: it.discs(),
        depth: it.depth,
        nodes,
        exact,
    }
}
