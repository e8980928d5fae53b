//! The search over the games: by player (either colour), tournament, years and the games through
//! a position, in the order the games were added, a page at a time.

use super::index::Reach;
use super::wthor::GameRecord;
use crate::Board;

/// What the games must match; the default matches every game.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Filter {
    /// Part of Black's or White's name, in any case; empty for any player.
    pub player: String,
    /// Part of the tournament's name, in any case; empty for any tournament.
    pub tournament: String,
    /// The first year wanted, if any.
    pub from_year: Option<u16>,
    /// The last year wanted, if any.
    pub to_year: Option<u16>,
    /// Only games that reached this position (as the explorer counts them), if any.
    pub through: Option<Board>,
}

/// One page of the games found.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Page {
    /// How many games match in all.
    pub total: usize,
    /// The numbers of this page's games in the database, in order.
    pub games: Vec<u32>,
}

/// For each name, whether it holds `part` in any case: the filter lowercases each name once, not
/// once a game.
fn matching(names: &[String], part: &str) -> Vec<bool> {
    let part = part.to_lowercase();
    names
        .iter()
        .map(|n| n.to_lowercase().contains(&part))
        .collect()
}

/// The names a search reads the players' and tournaments' numbers in.
#[derive(Clone, Copy, Debug)]
pub struct Names<'a> {
    /// The players, by number.
    pub players: &'a [String],
    /// The tournaments, by number.
    pub tournaments: &'a [String],
}

/// The games matching `filter`, `through` being the games that reached its position when it
/// has one; `limit` of them from the `offset`-th.
pub fn search(
    games: &[GameRecord],
    names: Names,
    filter: &Filter,
    through: Option<&[Reach]>,
    offset: usize,
    limit: usize,
) -> Page {
    let players = (!filter.player.is_empty()).then(|| matching(names.players, &filter.player));
    let tournaments =
        (!filter.tournament.is_empty()).then(|| matching(names.tournaments, &filter.tournament));
    let named = |list: &Option<Vec<bool>>, n: u16| {
        list.as_ref()
            .is_none_or(|l| l.get(usize::from(n)).copied().unwrap_or(false))
    };
    let wanted = |g: &GameRecord| {
        (named(&players, g.black) || named(&players, g.white))
            && named(&tournaments, g.tournament)
            && filter.from_year.is_none_or(|y| g.year >= y)
            && filter.to_year.is_none_or(|y| g.year <= y)
    };
    let found: Box<dyn Iterator<Item = u32>> = match through {
        Some(reaches) => Box::new(
            reaches
                .iter()
                .map(|r| r.game)
                .filter(|&g| games.get(g as usize).is_some_and(wanted)),
        ),
        None => Box::new(
            games
                .iter()
                .enumerate()
                .filter(|(_, g)| wanted(g))
                .filter_map(|(i, _)| u32::try_from(i).ok()),
        ),
    };
    let mut page = Page::default();
    for g in found {
        if page.total >= offset && page.games.len() < limit {
            page.games.push(g);
        }
        page.total += 1;
    }
    page
}
