//! The rules of a game against a friend on another page: each page moves only its own
//! colour, the computer never plays, and the friend's page is heard only through what it
//! sends ([`link::FriendLink`]), which is checked against the game this page has.
//!
//! What a link may change: it may add the friend's moves after the moves both pages have,
//! resign for the friend, accept this page's draw offer, offer or decline a draw, or claim
//! the game on time once this page's own clock agrees the move is late. Anything else (other
//! moves in the shared part, a move of this page's colour, an ending the friend cannot
//! make) is a [`Conflict`] and changes nothing. An older link changes nothing either.

pub mod link;
pub mod live;

use crate::engine::{Color, Ending, Game, Square, Status};
use crate::settings::friends::{index, FriendGame};
use crate::settings::library::LibraryGame;
use crate::settings::Player;
use link::FriendLink;

/// How far the two pages' clocks may differ when the friend claims a move was late.
const CLOCK_GRACE_S: u64 = 3600;

/// Seconds in a day, for the clock per move.
const DAY_S: u64 = 86_400;

/// Why an action of this page's is refused in a friend game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FriendRefusal {
    /// The game is over.
    Over,
    /// It is the friend's move.
    TheirMove,
    /// The square is not a legal move.
    Illegal,
    /// There is no draw offer from the friend to answer.
    NoOffer,
    /// A draw is already offered.
    Offered,
    /// The friend's move is not late (or there is no clock).
    NotLate,
    /// Hints, the evaluation and the review wait until the game is over: they would be the
    /// computer playing for one side.
    NoHelp,
    /// The friend declined this page's offer: it may offer again after the next move.
    Refused,
}

/// Why a link from the friend is refused; nothing stored changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conflict {
    /// Its moves differ from this page's in the part both have.
    OtherMoves,
    /// It plays a move of this page's colour that this page did not play.
    YourColour,
    /// It ends the game in a way the friend cannot: for this page, by a draw this page did not
    /// offer, on time before the move was late, or after the game ended here.
    Ending,
}

/// What a link from the friend changed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Received {
    /// The friend's moves it added.
    pub moves: usize,
    /// Whether it brought the friend's draw offer.
    pub offered: bool,
    /// Whether the friend declined this page's offer.
    pub declined: bool,
    /// Whether it ended the game.
    pub ended: bool,
}

impl Received {
    /// Whether it changed nothing: an older link, or one opened again.
    pub fn nothing(&self) -> bool {
        *self == Received::default()
    }
}

/// A new game against a friend, this page playing `me`; `now_s` starts the clock per move.
pub fn start(id: u64, me: Color, names: [String; 2], days: Option<u8>, now_s: u64) -> FriendGame {
    FriendGame {
        id,
        me,
        names,
        game: Game::new(Color::Black),
        offer: None,
        declined: false,
        refused: false,
        days,
        moved_at: now_s,
        updated_ms: now_s * 1000,
    }
}

/// The game a friend's first link starts here, this page playing the other colour and
/// named `my_name` where the link leaves the name out. Refused if the link plays any move of
/// this page's colour: nobody here played it.
pub fn from_link(link: &FriendLink, my_name: &str, now_s: u64) -> Result<FriendGame, Conflict> {
    let me = link.from.opponent();
    if movers(&link.game).any(|(mover, _)| mover == me) {
        return Err(Conflict::YourColour);
    }
    // Of the endings only the sender's resignation can come first: nothing here agreed to
    // a draw or was late.
    let ending = link.game.outcome().map(|o| o.ending);
    if !matches!(ending, None | Some(Ending::Normal)) && ending != Some(Ending::Resigned(link.from))
    {
        return Err(Conflict::Ending);
    }
    let mut names = link.names.clone();
    if names[index(me)].is_empty() {
        names[index(me)] = my_name.to_string();
    }
    Ok(FriendGame {
        id: link.id,
        me,
        names,
        game: link.game.clone(),
        offer: (link.offer && !link.game.is_over()).then_some(link.from),
        declined: false,
        refused: false,
        days: link.days,
        moved_at: link.at.min(now_s),
        updated_ms: now_s * 1000,
    })
}

/// The link this page sends: the game as it stands here.
pub fn link(game: &FriendGame) -> FriendLink {
    FriendLink {
        id: game.id,
        from: game.me,
        names: game.names.clone(),
        game: game.game.clone(),
        offer: game.offer == Some(game.me),
        declined: game.declined,
        days: game.days,
        at: game.moved_at,
    }
}

/// Whose move it is, while the game goes on.
pub fn to_move(game: &FriendGame) -> Option<Color> {
    match game.game.status() {
        Status::Playing(side) => Some(side),
        Status::Over(_) => None,
    }
}

/// The moment the move now due becomes late, with a clock per move.
pub fn deadline(game: &FriendGame) -> Option<u64> {
    let days = u64::from(game.days?);
    to_move(game).map(|_| game.moved_at + days * DAY_S)
}

/// This page plays `square`. Moving instead of answering the friend's offer declines it;
/// this page's own offer stands until the friend moves.
pub fn play(game: &mut FriendGame, square: Square, now_s: u64) -> Result<(), FriendRefusal> {
    my_move(game)?;
    game.game
        .play_square(square)
        .map_err(|_| FriendRefusal::Illegal)?;
    game.moved_at = now_s;
    game.declined = false;
    game.refused = false;
    if game.offer == Some(game.them()) {
        game.offer = None;
    }
    Ok(())
}

/// This page offers a draw, on either side's move.
pub fn offer_draw(game: &mut FriendGame) -> Result<(), FriendRefusal> {
    going_on(game)?;
    if game.offer.is_some() {
        return Err(FriendRefusal::Offered);
    }
    if game.refused {
        return Err(FriendRefusal::Refused);
    }
    game.offer = Some(game.me);
    Ok(())
}

/// This page answers the friend's draw offer.
pub fn answer_draw(game: &mut FriendGame, accept: bool) -> Result<(), FriendRefusal> {
    going_on(game)?;
    if game.offer != Some(game.them()) {
        return Err(FriendRefusal::NoOffer);
    }
    game.offer = None;
    if accept {
        // The game goes on (checked above), so the draw can be put on.
        let _ = game.game.agree_draw();
    } else {
        game.declined = true;
    }
    Ok(())
}

/// This page resigns.
pub fn resign(game: &mut FriendGame) -> Result<(), FriendRefusal> {
    going_on(game)?;
    game.offer = None;
    let _ = game.game.resign_as(game.me);
    Ok(())
}

/// This page claims the game because the friend's move is late.
pub fn claim_time(game: &mut FriendGame, now_s: u64) -> Result<(), FriendRefusal> {
    going_on(game)?;
    let late = to_move(game) == Some(game.them()) && deadline(game).is_some_and(|d| now_s >= d);
    if !late {
        return Err(FriendRefusal::NotLate);
    }
    game.offer = None;
    let _ = game.game.lose_on_time(game.them());
    Ok(())
}

/// Takes in a link of this game from the friend (or one of this page's own, opened again),
/// checked whole before anything changes.
pub fn receive(game: &mut FriendGame, link: &FriendLink, now_s: u64) -> Result<Received, Conflict> {
    let mine = squares(&game.game);
    let theirs = squares(&link.game);
    let shared = mine.len().min(theirs.len());
    if mine[..shared] != theirs[..shared] {
        return Err(Conflict::OtherMoves);
    }
    if link.from == game.me {
        // This page's own link: older, or the same as what it has.
        return if theirs.len() > mine.len() {
            Err(Conflict::YourColour)
        } else {
            Ok(Received::default())
        };
    }
    if theirs.len() < mine.len() {
        return Ok(Received::default());
    }
    let mut next = game.clone();
    let mut got = Received::default();
    if theirs.len() > mine.len() {
        if next.game.is_over() {
            return Err(Conflict::Ending);
        }
        for &square in &theirs[mine.len()..] {
            if to_move(&next) != Some(next.them()) {
                return Err(Conflict::YourColour);
            }
            // The link's moves were replayed from the same start, so each one plays.
            next.game
                .play_square(square)
                .map_err(|_| Conflict::OtherMoves)?;
        }
        got.moves = theirs.len() - mine.len();
        next.moved_at = link.at.min(now_s);
        next.declined = false;
        next.refused = false;
        if next.offer == Some(next.me) {
            next.offer = None;
        }
    }
    let put_on = |g: &Game| {
        g.outcome()
            .map(|o| o.ending)
            .filter(|e| *e != Ending::Normal)
    };
    match (put_on(&next.game), put_on(&link.game)) {
        (None, Some(ending)) => {
            let allowed = match ending {
                Ending::Resigned(loser) => loser == next.them(),
                Ending::DrawAgreed => next.offer == Some(next.me),
                Ending::Time(loser) => {
                    loser == next.me
                        && to_move(&next) == Some(next.me)
                        && deadline(&next).is_some_and(|d| now_s + CLOCK_GRACE_S >= d)
                }
                Ending::Normal => false,
            };
            if !allowed {
                return Err(Conflict::Ending);
            }
            next.offer = None;
            got.ended = next.game.put_ending(ending).is_ok();
        }
        (Some(here), Some(there)) if here != there => return Err(Conflict::Ending),
        _ => {}
    }
    if !next.game.is_over() {
        if link.offer && next.offer.is_none() && !next.declined {
            next.offer = Some(next.them());
            got.offered = true;
        }
        if link.declined && next.offer == Some(next.me) {
            next.offer = None;
            next.refused = true;
            got.declined = true;
        }
    }
    let name = &link.names[index(next.them())];
    if next.their_name().is_empty() && !name.is_empty() {
        next.names[index(next.them())] = name.clone();
    }
    *game = next;
    Ok(got)
}

/// The finished game as the library keeps it: both people by name, this page's colour
/// marked; `None` while it goes on.
pub fn library_game(game: &FriendGame, date_ms: u64) -> Option<LibraryGame> {
    let mut kept = LibraryGame::finished(&game.game, Player::Human, Player::Human, "", date_ms)?;
    kept.names = game.names.clone().map(|n| (!n.is_empty()).then_some(n));
    kept.friend = Some(game.me);
    Some(kept)
}

/// `Ok` when the game goes on and it is this page's move.
fn my_move(game: &FriendGame) -> Result<(), FriendRefusal> {
    going_on(game)?;
    if to_move(game) == Some(game.me) {
        Ok(())
    } else {
        Err(FriendRefusal::TheirMove)
    }
}

/// `Ok` while the game goes on.
fn going_on(game: &FriendGame) -> Result<(), FriendRefusal> {
    if game.game.is_over() {
        Err(FriendRefusal::Over)
    } else {
        Ok(())
    }
}

/// The squares played, in order.
fn squares(game: &Game) -> Vec<Square> {
    game.played().iter().filter_map(|m| m.square()).collect()
}

/// Each square played with the colour that played it.
fn movers(game: &Game) -> impl Iterator<Item = (Color, Square)> + '_ {
    let mut side = game.first();
    game.played().iter().filter_map(move |m| {
        let mover = side;
        side = side.opponent();
        m.square().map(|sq| (mover, sq))
    })
}
