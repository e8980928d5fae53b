//! The rules of play around the engine's rules, in one place: who plays each side, whose
//! turn it is (and whether the computer is held after undo), which actions may run now and
//! why not, draw offers, confirmation before actions that end a game (or take a finished
//! game's end back), counting each game's result in the statistics exactly once, looking
//! back through a finished game without unsettling its result, whether a review still fits
//! the game, and the game an opened one replaced, offered back. What the analysis shows is
//! in [`analysis`].
//!
//! A game opened from a link or text (see [`Session::open`]) was not played here, so its
//! end is not counted until someone plays a move (or resigns, or agrees a draw) in it here.
//!
//! Pure, so every decision is tested natively; the app keeps one [`Session`] in a signal
//! and shows the sentences of [`text`].

pub mod analysis;
pub mod clock;
pub mod draw;
pub mod drill;
pub mod friend;
pub mod play;
pub mod puzzle;
pub mod text;

use crate::engine::clock::{Clock, TimeControl};
use crate::engine::openings::balanced::{balanced, balanced_game, balanced_start};
use crate::engine::search::analysis::{follows, GameReview};
use crate::engine::search::Level;
use crate::engine::{Board, Color, Game, Move, Outcome, Square, Status};
use crate::settings::friends::FriendGame;
use crate::settings::library::LibraryGame;
use crate::settings::stats::Counted;
use crate::settings::{Options, Player, Players, SavedGame, SavedSession, Statistics};
use draw::DrawOffer;
use drill::{Cost, Drill};
use friend::link::FriendLink;
use friend::{Conflict, FriendRefusal, Received};

/// Whose turn it is, as the players see it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// A person plays this side and is to move.
    Person(Color),
    /// The computer plays this side and is to move now.
    Computer(Color),
    /// The computer plays this side and is to move, but is held since undo or redo until
    /// Resume play (or a change of players).
    Held(Color),
    /// A friend on another page plays this side and is to move; their move comes by link.
    Friend(Color),
    /// The game is over.
    Over(Outcome),
}

/// Who asks to play a move: moves of both go through [`Session::play`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mover {
    /// A person, by click, tap or keyboard.
    Person,
    /// The computer, with the answer of its search.
    Computer,
}

/// Why a move or an action is refused now; its `Display` is the sentence to show.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game is over.
    GameOver,
    /// A person tried to move while the computer thinks.
    ComputerToMove,
    /// A person tried to move on the computer's turn while play is paused.
    Held(Color),
    /// A computer move arrived when it is not the computer's turn (a stale answer).
    NotComputersTurn,
    /// The square is not a legal move.
    Illegal {
        /// The square chosen.
        square: Square,
        /// The side to move.
        side: Color,
    },
    /// Undo with nothing to take back.
    NothingToUndo,
    /// Redo with nothing to replay.
    NothingToRedo,
    /// Resume play when nothing is held.
    NotHeld,
    /// Review with no move to judge.
    NothingToReview,
    /// Next mistake with no marked move after the one shown (or no review).
    NoMistakeAfter,
    /// Previous mistake with no marked move before the one shown (or no review).
    NoMistakeBefore,
    /// A draw offered while no person is to move.
    DrawOnComputersTurn,
    /// An answer to a draw offer made in a position that is gone.
    StaleOffer,
    /// Undo after a loss on time: the fallen clock would fall again at once.
    LostOnTime,
    /// A move on the friend's turn in a game against a friend.
    FriendToMove,
    /// Taking back or stepping through moves already sent to a friend.
    SentToFriend,
    /// An action of a friend game's own that its rules refuse now.
    Friend(FriendRefusal),
}

/// A question to ask before an action that ends the game in progress.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// Resigning: `loser` gives up.
    Resign {
        /// The side that resigns.
        loser: Color,
        /// Whether a person resigns against the computer.
        against_computer: bool,
    },
    /// Starting over in the middle of a game.
    NewGame {
        /// Whether the game in progress is counted as the person's loss.
        counts_as_loss: bool,
    },
    /// Undo in a finished game: its end is taken back so that play goes on.
    TakeBackEnd {
        /// Whether the statistics hold its result, which then leaves them.
        counted: bool,
    },
    /// Starting an opening drill in the middle of a game, which it leaves as New game does.
    StartDrill {
        /// Whether the game in progress is counted as the person's loss.
        counts_as_loss: bool,
    },
}

impl Confirm {
    /// Whether the keeping answer (Cancel) takes the focus: a new game or a drill leaves the
    /// game in progress behind, so Enter pressed at once after the key must keep it. Resign and
    /// Play on are what their key asked for, and Enter confirms them.
    pub fn keeps_by_default(&self) -> bool {
        matches!(self, Confirm::NewGame { .. } | Confirm::StartDrill { .. })
    }
}

/// Where a game that replaces the one in progress comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// A share link in the page's address.
    Link,
    /// Text pasted (or read from a file) in "Open game…".
    Text,
    /// The position editor: a game to play from there, counted as any game.
    Setup,
    /// The Library: a game already counted when it was played here, so not counted again.
    Library,
    /// A game against a friend on another page: never counted, never rated.
    Friend,
    /// A tournament game from the loaded database, opened to replay: never counted.
    Database,
}

impl Source {
    /// Whether the game comes from elsewhere, so that its end is not this player's result.
    pub fn is_import(self) -> bool {
        self != Source::Setup
    }
}

/// The computer's side when exactly one side is the computer (a person plays the other).
pub fn lone_computer(players: &Players) -> Option<Color> {
    match (players.black, players.white) {
        (Player::Computer, Player::Human) => Some(Color::Black),
        (Player::Human, Player::Computer) => Some(Color::White),
        _ => None,
    }
}

/// The game an opened one replaced, kept while the opened game's record is unchanged, so
/// that the player can have it back; stored with the game ([`Session::stored`]), so the offer
/// outlives a reload.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Replaced {
    /// The replaced game exactly as it was.
    saved: SavedGame,
    /// The game as it was opened.
    opened: Game,
}

/// The game in progress with its players.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    saved: SavedGame,
    players: Players,
    /// The game offered back, if any.
    replaced: Option<Replaced>,
    /// The opening drill under way, if any (stored with its game, so a reload keeps it; its
    /// game, marked as a drill's, is never counted).
    drill: Option<Drill>,
    /// The clock new games are played on, as chosen in the options (see [`clock`]).
    control: Option<TimeControl>,
    /// The computer's level as the options set it, against whose rating a game that ends
    /// against the computer is rated (kept in memory only: the app sets it at the start and
    /// whenever the option changes).
    level: Level,
    /// Whether Previous/Next mistake skip the computer's moves (a choice of the page's, kept
    /// in memory only).
    own_mistakes: bool,
    /// The game against a friend on the board, if it is one (stored with its game, so a
    /// reload keeps it); the board's game is always its game.
    friend: Option<FriendGame>,
}

impl Session {
    /// The session of a saved (or new) game under these players.
    pub fn new(saved: SavedGame, players: Players) -> Session {
        Session {
            saved,
            players,
            replaced: None,
            drill: None,
            control: None,
            level: Options::default().level,
            own_mistakes: false,
            friend: None,
        }
    }

    /// The session a reload finds: the stored game with the drill under way on it and the
    /// game still offered back, as [`Session::stored`] wrote them.
    pub fn restore(stored: SavedSession, players: Players) -> Session {
        let SavedSession {
            game,
            drill,
            replaced,
            friend,
        } = stored;
        // Only a drill's game can carry its drill (the reader refuses others already).
        let drill = drill
            .filter(|_| game.drill)
            .and_then(|record| Drill::from_record(&record));
        // The offer is stored only while the opened game's record is unchanged, so the game
        // as opened is the stored game's record.
        let replaced = replaced.map(|saved| Replaced {
            saved,
            opened: game.game.clone(),
        });
        // A friend game is stored whole: the board shows its game.
        let game = match &friend {
            Some(f) => SavedGame {
                game: f.game.clone(),
                ..SavedGame::default()
            },
            None => game,
        };
        Session {
            drill,
            replaced,
            friend,
            ..Session::new(game, players)
        }
    }

    /// What is stored between visits: the game with the drill under way on it and the game
    /// offered back, so that a reload loses neither.
    pub fn stored(&self) -> SavedSession {
        SavedSession {
            game: self.saved.clone(),
            drill: self.drill.as_ref().map(Drill::record),
            replaced: self.replaced.as_ref().map(|r| r.saved.clone()),
            friend: self.friend.clone(),
        }
    }

    /// A fresh game with the players' first mover.
    pub fn fresh(players: Players) -> Session {
        Session::new(
            SavedGame {
                game: Game::new(players.first),
                ..SavedGame::default()
            },
            players,
        )
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.saved.game
    }

    /// The game as stored between visits (with what is stored beside it: [`Session::stored`]).
    pub fn saved(&self) -> &SavedGame {
        &self.saved
    }

    /// Who plays, as chosen in the options (and stored with them).
    pub fn players(&self) -> &Players {
        &self.players
    }

    /// Who plays this game: the options' players, or during a drill the person on the
    /// drill's colour against the computer.
    pub fn playing(&self) -> Players {
        if self.friend.is_some() {
            // Nobody here plays the friend's side: their moves come by link.
            return Players::new(Player::Human, Player::Human);
        }
        match &self.drill {
            Some(drill) => {
                let person = drill.person();
                let who = |side| {
                    if side == person {
                        Player::Human
                    } else {
                        Player::Computer
                    }
                };
                Players::new(who(Color::Black), who(Color::White))
            }
            None => self.players,
        }
    }

    /// Whose turn it is: nobody's in a finished game, wherever it is looked at.
    pub fn turn(&self) -> Turn {
        if let Some(outcome) = self.result() {
            return Turn::Over(outcome);
        }
        match self.saved.game.status() {
            Status::Over(outcome) => Turn::Over(outcome),
            Status::Playing(side) if self.friend.as_ref().is_some_and(|f| f.me != side) => {
                Turn::Friend(side)
            }
            Status::Playing(side) if !self.playing().is_computer(side) => Turn::Person(side),
            Status::Playing(side) if self.saved.paused => Turn::Held(side),
            Status::Playing(side) => Turn::Computer(side),
        }
    }

    /// How the game ended, if it is over: shown at its end or looked back on.
    pub fn result(&self) -> Option<Outcome> {
        match self.saved.ended {
            Some(_) => self.record_end(),
            None => self.saved.game.outcome(),
        }
    }

    /// Whether the game is over (it may be looked back on at an earlier position).
    pub fn is_over(&self) -> bool {
        self.result().is_some()
    }

    /// How the game's record ends, wherever it is shown: its outcome once every move is
    /// replayed and a finished game's end put back.
    fn record_end(&self) -> Option<Outcome> {
        self.record_game().outcome()
    }

    /// The game's whole record: every move replayed and a finished game's end put back.
    fn record_game(&self) -> Game {
        let mut end = self.saved.game.clone();
        end.redo_all();
        if let Some(ending) = self.saved.ended {
            // The game is at its last position, where none can be refused.
            let _ = end.put_ending(ending);
        }
        end
    }

    /// The game as the library keeps it, while its result is counted (so never a drill's nor
    /// one opened from elsewhere and not played on here), with the computer's `level` (a
    /// level's id) and dated `date_ms`.
    pub fn library_game(&self, level: &str, date_ms: u64) -> Option<LibraryGame> {
        self.saved.counted?;
        let players = self.playing();
        let mut game = LibraryGame::finished(
            &self.record_game(),
            players.black,
            players.white,
            level,
            date_ms,
        )?;
        game.time_ms = Some(self.clock().used_ms());
        Some(game)
    }

    /// Whether a person may play on the board now.
    pub fn person_to_move(&self) -> bool {
        matches!(self.turn(), Turn::Person(_))
    }

    /// The computer's side when it should think now.
    pub fn computer_to_move(&self) -> Option<Color> {
        match self.turn() {
            Turn::Computer(side) => Some(side),
            _ => None,
        }
    }

    /// Plays a move for the side to move, for a person or the computer; counts the result
    /// if the game ends. A person's move on their own turn also ends any hold.
    pub fn play(&mut self, by: Mover, mv: Move, stats: &mut Statistics) -> Result<(), Refusal> {
        let side = match (self.turn(), by) {
            (Turn::Over(_), _) => return Err(Refusal::GameOver),
            (Turn::Person(side), Mover::Person) | (Turn::Computer(side), Mover::Computer) => side,
            (Turn::Computer(_), Mover::Person) => return Err(Refusal::ComputerToMove),
            (Turn::Held(side), Mover::Person) => return Err(Refusal::Held(side)),
            (Turn::Friend(_), Mover::Person) => return Err(Refusal::FriendToMove),
            (_, Mover::Computer) => return Err(Refusal::NotComputersTurn),
        };
        if let (Some(drill), Move::Place(square), Mover::Person) = (&mut self.drill, mv, by) {
            if !self.saved.game.board().is_legal(square) {
                return Err(Refusal::Illegal { square, side });
            }
            if let Some(drill::Verdict::OffLine(_)) = drill.judge(&self.saved.game, square) {
                // A move off the line is judged but not played: the drill goes on along
                // the line, and the player tries again.
                return Ok(());
            }
        }
        self.saved.game.play(mv).map_err(|_| match mv {
            Move::Place(square) => Refusal::Illegal { square, side },
            // A pass is only refused when the side has a move, which the search never does.
            Move::Pass => Refusal::NotComputersTurn,
        })?;
        self.saved.clock.moved(side);
        self.saved.paused = false;
        // From here on the game is played here, so its end counts.
        self.saved.imported = false;
        self.settle(stats);
        if let Some(drill) = &mut self.drill {
            if drill.count_completion(&self.saved.game) {
                stats.record_drill();
            }
        }
        Ok(())
    }

    /// A person chose `square` on the board.
    pub fn choose(&mut self, square: Square, stats: &mut Statistics) -> Result<(), Refusal> {
        self.play(Mover::Person, Move::Place(square), stats)
    }

    /// How many of the game's first moves are the balanced opening it began with: moves
    /// nobody chose here, so they neither put a game under way nor count as a person's.
    fn preset_moves(&self) -> usize {
        balanced_start(&self.saved.game).map_or(0, |i| balanced()[i].len())
    }

    /// Whether a game is under way: not over, and someone has placed a disc of their own.
    fn in_progress(&self) -> bool {
        let game = &self.saved.game;
        !self.is_over()
            && game
                .played()
                .iter()
                .skip(self.preset_moves())
                .any(|m| m.square().is_some())
    }

    /// The person whose game against the computer would be abandoned by a new game: a game
    /// in which they have already moved, so starting over counts as their loss.
    fn abandoning_person(&self) -> Option<Color> {
        if self.saved.imported || self.saved.drill || self.friend.is_some() {
            // The person's moves in it were not played here, or were a drill's.
            return None;
        }
        let person = lone_computer(&self.players)?.opponent();
        let game = &self.saved.game;
        let preset = self.preset_moves();
        let moved = game.played().iter().enumerate().skip(preset).any(|(i, m)| {
            let mover = if i % 2 == 0 {
                game.first()
            } else {
                game.first().opponent()
            };
            mover == person && m.square().is_some()
        });
        (self.in_progress() && moved).then_some(person)
    }

    /// Whether a friend game is under way: its moves are the link's or the connection's, so
    /// the history is not stepped through here and no help is given.
    fn with_friend_under_way(&self) -> bool {
        self.friend.is_some() && !self.is_over()
    }

    /// Shows the position after the `ply`-th disc placed (0: the start), stepping through the
    /// history as undo and redo do: later moves stay available to redo, and the computer is
    /// held if it is then to move. A finished game is only looked back on.
    pub fn go_to(&mut self, ply: usize, stats: &mut Statistics) -> Result<(), Refusal> {
        if self.with_friend_under_way() {
            return Err(Refusal::SentToFriend);
        }
        let recorded = self
            .saved
            .game
            .moves()
            .iter()
            .filter(|m| m.square().is_some());
        if ply > recorded.count() {
            return Err(Refusal::NothingToRedo);
        }
        self.step(
            |game| {
                let mut changed = false;
                // Undo first takes back a resignation or agreed draw without moving.
                while game.ply() > ply && game.undo() {
                    changed = true;
                }
                while game.ply() < ply && game.redo() {
                    changed = true;
                }
                changed
            },
            stats,
        );
        Ok(())
    }

    /// Steps through the history with `step`. Through a finished game this only looks back:
    /// its end is kept aside and put back when its last position is shown again, so that
    /// its result, the statistics and the actions stay as they were. Otherwise any step
    /// holds the computer, so that it does not answer at once on its turn.
    fn step(&mut self, step: impl FnOnce(&mut Game) -> bool, stats: &mut Statistics) {
        if let Some(outcome) = self.saved.game.outcome() {
            self.saved.ended = Some(outcome.ending);
        }
        let game = &mut self.saved.game;
        let changed = step(game);
        match self.saved.ended {
            Some(ending) if !game.can_redo() => {
                let _ = game.put_ending(ending);
                self.saved.ended = None;
            }
            Some(_) => {}
            None => self.saved.paused |= changed,
        }
        self.settle(stats);
    }

    /// The side that gives up when Resign is pressed: against the computer it is always the
    /// person, even on the computer's turn; otherwise the side to move.
    fn resigning_side(&self) -> Option<Color> {
        if let Some(f) = &self.friend {
            // Either page may give up, on either side's move, but only for itself.
            return (!self.is_over()).then_some(f.me);
        }
        let (Turn::Person(side) | Turn::Computer(side) | Turn::Held(side)) = self.turn() else {
            return None;
        };
        Some(lone_computer(&self.playing()).map_or(side, Color::opponent))
    }

    /// A draw offer by the person to move.
    pub fn offer_draw(&self) -> Result<DrawOffer, Refusal> {
        match self.turn() {
            Turn::Over(_) => Err(Refusal::GameOver),
            Turn::Person(by) => Ok(DrawOffer::new(
                &self.saved.game,
                by,
                self.playing().player(by.opponent()),
            )),
            Turn::Computer(_) | Turn::Held(_) | Turn::Friend(_) => {
                Err(Refusal::DrawOnComputersTurn)
            }
        }
    }

    /// Applies the answer to `offer`: accepted, the game ends as a draw (and is counted);
    /// declined, nothing changes and the offering side still has to move.
    pub fn answer_draw(
        &mut self,
        offer: &DrawOffer,
        accepted: bool,
        stats: &mut Statistics,
    ) -> Result<(), Refusal> {
        if !offer.is_current(&self.saved.game) {
            return Err(Refusal::StaleOffer);
        }
        if accepted {
            self.saved
                .game
                .agree_draw()
                .map_err(|_| Refusal::GameOver)?;
            self.saved.imported = false;
            self.settle(stats);
        }
        Ok(())
    }

    /// Replaces the game in progress with `game`, opened from `source`, at the position it
    /// arrives in. The computer is held if it is to move (Resume play lets it go on), and an
    /// imported game's end is not counted. The game replaced is offered back
    /// ([`Session::restore_previous`]) if it held anything to come back to (a move or a
    /// set-up start); a game opened over one that was itself just opened keeps the older
    /// game on offer: the player's own game, not the link tried before.
    pub fn open(&mut self, game: Game, source: Source, stats: &mut Statistics) {
        let still_offered = self.replaced.take().filter(|r| self.same_record(&r.opened));
        // A game set up here is played as any new game, on the clock; an imported one is
        // looked at rather than played against time.
        let control = self.control.filter(|_| !source.is_import());
        let opened = SavedGame {
            game: game.clone(),
            paused: true,
            imported: source.is_import(),
            clock: Clock::new(control),
            // Not begun here from the start, so never the player's rated game.
            unrated: true,
            ..SavedGame::default()
        };
        let previous = std::mem::replace(&mut self.saved, opened);
        self.drill = None;
        // A friend game left is kept in the list of friend games, not offered back.
        let worth_keeping = self.friend.take().is_none();
        self.settle(stats);
        let old = &previous.game;
        let worth_keeping = worth_keeping
            && (!old.moves().is_empty() || old.start_board() != Board::start(old.first()));
        self.replaced = still_offered
            .map(|r| r.saved)
            .or(worth_keeping.then_some(previous))
            .map(|saved| Replaced {
                saved,
                opened: game,
            });
    }

    /// Whether a game that [`Session::open`] replaced is offered back: only while the opened
    /// game's record is unchanged (stepping through its moves keeps it), and never again once
    /// it has changed, even if undo comes back to the same record.
    pub fn offers_previous(&self) -> bool {
        self.replaced.is_some()
    }

    /// Withdraws the offer of the replaced game: the player dismissed it.
    pub fn dismiss_previous(&mut self) {
        self.replaced = None;
    }

    /// Puts back the game offered back, exactly as it was, with its undo history, hold and
    /// counted result; a result the opened game had counted is withdrawn with it. Returns
    /// whether there was one.
    pub fn restore_previous(&mut self, stats: &mut Statistics) -> bool {
        let Some(replaced) = self.replaced.take() else {
            return false;
        };
        if let Some(counted) = self.saved.counted {
            stats.withdraw(&counted);
        }
        self.saved = replaced.saved;
        self.friend = None;
        true
    }

    /// Whether the game holds the same record as `game`, wherever each stands in it: the
    /// same start, moves and ending. Stepping through the moves keeps the record; playing,
    /// resigning or starting over changes it.
    pub fn same_record(&self, game: &Game) -> bool {
        let mut end = game.clone();
        end.redo_all();
        let mine = &self.saved.game;
        mine.start_board() == game.start_board()
            && mine.moves() == game.moves()
            && self.record_end() == end.outcome()
    }

    /// The review of this game's moves, if one was made for them.
    pub fn review(&self) -> Option<&GameReview> {
        self.saved.review.as_ref()
    }

    /// Keeps a finished review with the game, unless the game has since left the moves it
    /// judged (then it is stale and dropped). Returns whether it was kept.
    pub fn set_review(&mut self, review: GameReview) -> bool {
        let fits = review.fits(&self.saved.game);
        if fits {
            self.saved.review = Some(review);
        }
        fits
    }

    /// Whether a review asked of `moves` (the game's moves when it was asked, passes
    /// included) still fits the game, by the rule a finished review is kept by: while it is
    /// under way, the app stops it once this is false.
    pub fn fits_review_of(&self, moves: &[Move]) -> bool {
        let placed = moves.iter().copied().enumerate();
        follows(
            &self.saved.game,
            placed.filter(|(_, mv)| mv.square().is_some()),
        )
    }

    /// Begins the new game with the balanced opening `index`: the standard start with Black
    /// first and the opening's moves played, for the players to continue. Only a game with no
    /// move yet can begin so; returns whether it did.
    pub fn start_balanced(&mut self, index: usize) -> bool {
        if !self.saved.game.moves().is_empty() {
            return false;
        }
        match balanced_game(index) {
            Some(game) => {
                self.saved.game = game;
                true
            }
            None => false,
        }
    }

    /// After a game against the computer: a new game with the colours swapped, from the same
    /// balanced opening when the game began with one. Returns whether it started.
    pub fn play_again_swapped(&mut self) -> bool {
        if !self.is_over() || lone_computer(&self.players).is_none() {
            return false;
        }
        let opening = balanced_start(&self.saved.game);
        let swapped = Players {
            black: self.players.white,
            white: self.players.black,
            ..self.players
        };
        self.restart(swapped);
        if let Some(index) = opening {
            self.start_balanced(index);
        }
        true
    }

    /// The question to ask before starting a drill, when it would leave a game under way: the
    /// same rule as New game's (see [`Session::confirmation`]).
    pub fn drill_confirmation(&self) -> Option<Confirm> {
        self.in_progress().then(|| Confirm::StartDrill {
            counts_as_loss: self.abandoning_person().is_some(),
        })
    }

    /// Starts `drill` in place of the game in progress, which is left as New game leaves it
    /// (ask [`Session::drill_confirmation`] first): a game against the computer in which the
    /// person has moved counts as their loss.
    pub fn start_drill(&mut self, drill: Drill, stats: &mut Statistics) {
        if let Some(person) = self.abandoning_person() {
            let _ = self.saved.game.resign_as(person);
            self.settle(stats);
        }
        self.replace(Session::new(
            SavedGame {
                game: Drill::start(),
                drill: true,
                ..SavedGame::default()
            },
            self.players,
        ));
        self.drill = Some(drill);
    }

    /// The drill under way, if any.
    pub fn drill(&self) -> Option<&Drill> {
        self.drill.as_ref()
    }

    /// The line's move the computer is to play now in a drill, if any: played without a
    /// search.
    pub fn drill_move(&self) -> Option<Move> {
        let drill = self.drill.as_ref()?;
        self.computer_to_move()?;
        drill.computer_move(&self.saved.game).map(Move::Place)
    }

    /// Sets what the drill's miss of `played` at `ply` costs, once the AI has valued it.
    pub fn set_drill_cost(&mut self, ply: usize, played: Square, cost: Cost) -> bool {
        self.drill
            .as_mut()
            .is_some_and(|d| d.set_cost(ply, played, cost))
    }

    /// Puts `next` in place of this session, at the level and clock the app set.
    fn replace(&mut self, next: Session) {
        *self = Session {
            level: self.level,
            control: self.control,
            own_mistakes: self.own_mistakes,
            ..next
        };
    }

    /// The game against a friend on the board, if it is one.
    pub fn friend(&self) -> Option<&FriendGame> {
        self.friend.as_ref()
    }

    /// Whether the computer may judge the positions shown: not in a friend game that goes
    /// on, where its hints, values and review would be it playing for one side.
    pub fn analysis_allowed(&self) -> bool {
        self.friend.is_none() || self.is_over()
    }

    /// Puts a friend game on the board in place of the game in progress, which is offered
    /// back as an opened game's is ([`Session::open`]).
    pub fn open_friend(&mut self, game: FriendGame, stats: &mut Statistics) {
        self.open(game.game.clone(), Source::Friend, stats);
        self.saved.paused = false;
        self.friend = Some(game);
    }

    /// Runs a rule of the friend game on the board (a move, an offer, an answer, a
    /// resignation, a claim on time): the board follows its game.
    pub fn friend_act(
        &mut self,
        act: impl FnOnce(&mut FriendGame) -> Result<(), FriendRefusal>,
        stats: &mut Statistics,
    ) -> Result<(), Refusal> {
        let Some(friend) = &mut self.friend else {
            return Err(Refusal::Friend(FriendRefusal::Over));
        };
        act(friend).map_err(|why| match why {
            FriendRefusal::TheirMove => Refusal::FriendToMove,
            FriendRefusal::Over => Refusal::GameOver,
            other => Refusal::Friend(other),
        })?;
        self.saved.game = friend.game.clone();
        self.settle(stats);
        Ok(())
    }

    /// This page's move in the friend game on the board, played at `now_s`.
    pub fn friend_play(
        &mut self,
        square: Square,
        now_s: u64,
        stats: &mut Statistics,
    ) -> Result<(), Refusal> {
        let side = self.saved.game.board().side_to_move();
        self.friend_act(|f| friend::play(f, square, now_s), stats)
            .map_err(|why| match why {
                Refusal::Friend(FriendRefusal::Illegal) => Refusal::Illegal { square, side },
                other => other,
            })
    }

    /// Takes in a link from the friend for the friend game on the board.
    pub fn friend_receive(
        &mut self,
        link: &FriendLink,
        now_s: u64,
        stats: &mut Statistics,
    ) -> Result<Received, Conflict> {
        let Some(friend) = &mut self.friend else {
            return Err(Conflict::OtherMoves);
        };
        let got = friend::receive(friend, link, now_s)?;
        self.saved.game = friend.game.clone();
        self.settle(stats);
        Ok(got)
    }

    /// Sets the computer's level that a game ending from now on is rated against.
    pub fn set_level(&mut self, level: Level) {
        self.level = level;
    }

    /// The computer's level that a game ending now is rated against.
    pub fn level(&self) -> Level {
        self.level
    }

    /// New players take over at once: a computer now to move plays without Resume.
    pub fn set_players(&mut self, players: Players) {
        if players != self.players {
            self.players = players;
            self.saved.paused = false;
            // New players end a drill; its game plays on, still uncounted.
            self.drill = None;
        }
    }

    /// Keeps the statistics equal to the game's current end (a game that has just ended is
    /// counted, one taken back past its end is withdrawn, so that each game's final result
    /// counts exactly once; an imported game's end counts nothing, as it was not played
    /// here), drops a review the game no longer follows, and withdraws the offer of a
    /// replaced game once the opened game's record has changed.
    fn settle(&mut self, stats: &mut Statistics) {
        // A new line after undo leaves the reviewed moves: the review goes with them.
        if let Some(review) = &self.saved.review {
            if !review.fits(&self.saved.game) {
                self.saved.review = None;
            }
        }
        if let Some(replaced) = &self.replaced {
            if !self.same_record(&replaced.opened) {
                self.replaced = None;
            }
        }
        match (self.saved.counted, self.result()) {
            (None, Some(outcome))
                if !self.saved.imported && !self.saved.drill && self.friend.is_none() =>
            {
                let mut counted = Counted::new(&outcome, lone_computer(&self.playing()));
                if !self.saved.unrated {
                    counted = counted.rated(self.level.rating());
                }
                stats.record(&counted);
                self.saved.counted = Some(counted);
            }
            (Some(counted), None) => {
                stats.withdraw(&counted);
                self.saved.counted = None;
            }
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests;
