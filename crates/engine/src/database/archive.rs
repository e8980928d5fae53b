//! The games the player loaded, with the players' and tournaments' names and the position index,
//! kept together so that the index always keys the games it is asked about.

use super::explorer::{explore, Exploration};
use super::index::{Keys, PositionIndex, Reach};
use super::search::{search, Filter, Names, Page};
use super::wthor::GameRecord;
use crate::Board;
use std::ops::Range;

/// A database of games: what the explorer and the search read.
#[derive(Clone, Debug, Default)]
pub struct Database {
    /// The games, in the order they were added.
    games: Vec<GameRecord>,
    /// The players' names by number (`WTHOR.JOU`).
    players: Vec<String>,
    /// The tournaments' names by number (`WTHOR.TRN`).
    tournaments: Vec<String>,
    /// The positions of `games`.
    index: PositionIndex,
}

impl Database {
    /// A database of no games.
    pub fn new() -> Database {
        Database::default()
    }

    /// Adds `games` after those already there, keying their positions.
    pub fn add_games(&mut self, games: Vec<GameRecord>) {
        self.index.extend(&games);
        self.games.reserve_exact(games.len());
        self.games.extend(games);
    }

    /// Adds `games` with their `keys` computed elsewhere ([`Keys::of`], in the page's import
    /// worker); keys that are not theirs are computed again here.
    pub fn add_keyed(&mut self, games: Vec<GameRecord>, keys: Keys) {
        if !self.index.append_checked(keys, games.len()) {
            self.index.extend(&games);
        }
        self.games.reserve_exact(games.len());
        self.games.extend(games);
    }

    /// Removes games `range` (a file loaded again), the games after it moving down.
    pub fn remove_games(&mut self, range: Range<usize>) {
        let range = range.start.min(self.games.len())..range.end.min(self.games.len());
        self.index.remove(range.clone());
        self.games.drain(range);
    }

    /// Sets the players' names (a `WTHOR.JOU` file's, in its order).
    pub fn set_players(&mut self, names: Vec<String>) {
        self.players = names;
    }

    /// Sets the tournaments' names (a `WTHOR.TRN` file's, in its order).
    pub fn set_tournaments(&mut self, names: Vec<String>) {
        self.tournaments = names;
    }

    /// The games, in the order they were added.
    pub fn games(&self) -> &[GameRecord] {
        &self.games
    }

    /// The players' names by number, empty if no players' file was read.
    pub fn players(&self) -> &[String] {
        &self.players
    }

    /// The name of player number `n`, if the players' file has it.
    pub fn player(&self, n: u16) -> Option<&str> {
        self.players.get(usize::from(n)).map(String::as_str)
    }

    /// The name of tournament number `n`, if the tournaments' file has it.
    pub fn tournament(&self, n: u16) -> Option<&str> {
        self.tournaments.get(usize::from(n)).map(String::as_str)
    }

    /// The games that reached `board` (any move order, any orientation, the same side to move).
    pub fn reaching(&self, board: &Board) -> Vec<Reach> {
        self.index.reaching(&self.games, board)
    }

    /// The explorer's figures for `board`.
    pub fn explore(&self, board: &Board) -> Exploration {
        explore(&self.games, board, &self.reaching(board))
    }

    /// The page of games matching `filter`: `limit` of them from the `offset`-th.
    pub fn search(&self, filter: &Filter, offset: usize, limit: usize) -> Page {
        let through = filter.through.as_ref().map(|b| self.reaching(b));
        let names = Names {
            players: &self.players,
            tournaments: &self.tournaments,
        };
        search(
            &self.games,
            names,
            filter,
            through.as_deref(),
            offset,
            limit,
        )
    }

    /// The bytes the position index takes (the games themselves take about 80 bytes each more).
    pub fn index_bytes(&self) -> usize {
        self.index.memory_bytes()
    }
}
