//! The tasks of one step of a search and what their results mean: a root window split as
//! principal-variation search does ([`RootSplit`]), or the value of each of a list of moves
//! ([`MoveValues`]).

use super::split::RootSplit;
use super::task::Ask;
use crate::search::root::Found;

/// The tasks of one step of a search and what their results mean: [`RootSplit`] for a
/// root window, [`MoveValues`] for the value of each move.
pub trait Step {
    /// The next move to search and what to ask, marking it running; `prefer` tells the
    /// moves the idle worker's tables know.
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)>;
    /// Takes the value found for a running move.
    fn settle(&mut self, found: Found);
    /// Puts running move `i` back to wait.
    fn retry(&mut self, i: usize);
    /// Whether every result needed is in.
    fn finished(&self) -> bool;
}

impl Step for RootSplit {
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)> {
        RootSplit::next(self, prefer).map(|(i, alpha, beta)| (i, Ask::Window { alpha, beta }))
    }
    fn settle(&mut self, found: Found) {
        RootSplit::settle(self, found.index, found.value)
    }
    fn retry(&mut self, i: usize) {
        RootSplit::retry(self, i)
    }
    fn finished(&self) -> bool {
        RootSplit::finished(self)
    }
}

/// The value of each of a list of moves, each searched alone around its own guess.
pub struct MoveValues<'a> {
    guesses: Vec<Option<i32>>,
    values: Vec<Option<i32>>,
    running: Vec<bool>,
    on_value: &'a mut dyn FnMut(Found),
}

impl<'a> MoveValues<'a> {
    /// The values of moves with these guesses; `on_value` hears each as it comes.
    pub fn new(guesses: Vec<Option<i32>>, on_value: &'a mut dyn FnMut(Found)) -> MoveValues<'a> {
        let n = guesses.len();
        MoveValues {
            guesses,
            values: vec![None; n],
            running: vec![false; n],
            on_value,
        }
    }
}

impl Step for MoveValues<'_> {
    fn next(&mut self, prefer: &dyn Fn(usize) -> bool) -> Option<(usize, Ask)> {
        let waiting: Vec<usize> = (0..self.values.len())
            .filter(|&i| self.values[i].is_none() && !self.running[i])
            .collect();
        let &i = waiting.iter().find(|&&i| prefer(i)).or(waiting.first())?;
        self.running[i] = true;
        Some((
            i,
            Ask::Value {
                guess: self.guesses[i],
            },
        ))
    }
    fn settle(&mut self, found: Found) {
        self.running[found.index] = false;
        self.values[found.index] = Some(found.value);
        (self.on_value)(found);
    }
    fn retry(&mut self, i: usize) {
        self.running[i] = false;
    }
    fn finished(&self) -> bool {
        self.values.iter().all(Option::is_some)
    }
}
