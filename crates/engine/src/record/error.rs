//! Why a game record, position or share link was refused, each reason worded as the sentence
//! the player reads (every `Display` is a complete sentence ending in a full stop).

use crate::color::Color;
use crate::square::Square;
use std::fmt;

/// Why one written move was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MoveProblem {
    /// Not a square or a pass at all (`zz`, `5f`, `é`).
    NotAMove,
    /// A column letter and a row number, but outside a–h or 1–8 (`i5`, `a9`, `a10`).
    OffBoard,
    /// A column letter with no row after it: the text ends or breaks there (`f`).
    CutShort,
    /// The square already holds a disc.
    Occupied(Square),
    /// The square is empty but playing there flips nothing.
    Illegal {
        /// The square.
        square: Square,
        /// The side that was to move.
        side: Color,
    },
    /// A pass written where the side to move has a legal move.
    PassRefused(Color),
    /// A move written after the game had ended.
    GameOver,
    /// A move marked as this side's where the other side was to move (in records that say
    /// whose move each is).
    NotTheirTurn(Color),
}

/// A move of a transcript that cannot be read or played, and where it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveError {
    /// Which written move, counting from 1 (every square and written pass counts once; move
    /// numbers like `12.` and forced passes left unwritten do not).
    pub number: usize,
    /// The move as written.
    pub text: String,
    /// Why it was refused.
    pub problem: MoveProblem,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Self {
            number,
            text,
            problem,
        } = self;
        write!(f, "Move {number} ({text}): ")?;
        match problem {
            MoveProblem::NotAMove => write!(
                f,
                "“{text}” is not a move (write a square such as f5, or pass)."
            ),
            MoveProblem::OffBoard => write!(f, "{text} is off the board (columns a–h, rows 1–8)."),
            MoveProblem::CutShort => write!(
                f,
                "the move is cut short (a square is a column a–h then a row 1–8)."
            ),
            MoveProblem::Occupied(square) => write!(f, "{square} already holds a disc."),
            MoveProblem::Illegal { square, side } => {
                write!(f, "{square} is not a legal move for {side}.")
            }
            MoveProblem::PassRefused(side) => {
                write!(f, "{side} has a legal move and may not pass.")
            }
            MoveProblem::GameOver => write!(f, "the game is already over."),
            MoveProblem::NotTheirTurn(side) => {
                write!(f, "it is {}'s turn, not {side}'s.", side.opponent())
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Why a position string (64 squares a1..h8, then the side to move) was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PositionError {
    /// Not 65 characters once spaces are dropped.
    Length {
        /// How many characters there were.
        found: usize,
    },
    /// A square is not `X`, `O` or `-`.
    Square {
        /// The square.
        square: Square,
        /// What stood there.
        found: char,
    },
    /// The side to move is not `X` or `O`.
    Side {
        /// What stood there.
        found: char,
    },
}

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PositionError::Length { found } => write!(
                f,
                "A position is 64 squares (a1 to h8, row by row) and then X or O for the side \
                 to move, 65 characters; this one has {found}."
            ),
            PositionError::Square { square, found } => write!(
                f,
                "Square {square} of the position is “{found}”: a square is X (black), \
                 O (white) or - (empty)."
            ),
            PositionError::Side { found } => write!(
                f,
                "The side to move is “{found}”: it must be X (black) or O (white)."
            ),
        }
    }
}

impl std::error::Error for PositionError {}

/// Why a set-up position cannot start a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Neither side has a legal move, so the game would be over before it began.
    NoMoves,
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::NoMoves => f.write_str(
                "Neither side has a legal move in this position, so no game can start from it.",
            ),
        }
    }
}

impl std::error::Error for SetupError {}

/// Why a share link's fragment could not be read (before its position and moves are checked).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LinkError {
    /// Nothing after the `#`.
    Empty,
    /// A part that is not `moves=…` or `position=…`.
    UnknownPart(String),
    /// `moves=` or `position=` given twice.
    Repeated(&'static str),
    /// A `%` escape that is not two hexadecimal digits, or bytes that are not text.
    BadEscape(String),
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LinkError::Empty => {
                f.write_str("The link holds no game: it should end in #moves=… or #position=….")
            }
            LinkError::UnknownPart(part) => write!(
                f,
                "The link is not understood at “{part}”: it should end in #moves=… or \
                 #position=…."
            ),
            LinkError::Repeated(key) => write!(f, "The link gives {key}= twice."),
            LinkError::BadEscape(text) => {
                write!(f, "The link is damaged: “{text}” is not a valid % escape.")
            }
        }
    }
}

impl std::error::Error for LinkError {}

/// Why a GGF file was refused, and where: which game of the file (from 1) and which property
/// or move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GgfError {
    /// The text holds no record starting `(;`.
    NoGame,
    /// A property's `[` is never closed, or the record's `;)` is missing.
    Unclosed {
        /// Which game of the file.
        game: usize,
        /// The property left open, or `;)` when the record itself is.
        property: String,
    },
    /// A property name is not a run of capital letters before `[`.
    BadProperty {
        /// Which game of the file.
        game: usize,
        /// What stood there.
        found: String,
    },
    /// `GM` names another game than Othello.
    NotOthello {
        /// Which game of the file.
        game: usize,
        /// The game named.
        found: String,
    },
    /// `TY` or `BO` gives another board size than 8.
    BoardSize {
        /// Which game of the file.
        game: usize,
        /// The property (`TY` or `BO`).
        property: &'static str,
        /// The value found.
        found: String,
    },
    /// `BO`'s squares or side to move are malformed.
    Board {
        /// Which game of the file.
        game: usize,
        /// What is wrong with them.
        problem: PositionError,
    },
    /// `BO` is a position where neither side can move.
    NoMoves {
        /// Which game of the file.
        game: usize,
    },
    /// A move cannot be read or played.
    Move {
        /// Which game of the file.
        game: usize,
        /// The move and why.
        error: MoveError,
    },
}

impl GgfError {
    /// Which game of the file the error is in (0 when the file holds none).
    pub fn game(&self) -> usize {
        match self {
            GgfError::NoGame => 0,
            GgfError::Unclosed { game, .. }
            | GgfError::BadProperty { game, .. }
            | GgfError::NotOthello { game, .. }
            | GgfError::BoardSize { game, .. }
            | GgfError::Board { game, .. }
            | GgfError::NoMoves { game }
            | GgfError::Move { game, .. } => *game,
        }
    }
}

impl fmt::Display for GgfError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.game() > 0 {
            write!(f, "GGF game {}: ", self.game())?;
        }
        match self {
            GgfError::NoGame => f.write_str("There is no GGF game here: a record starts with (;."),
            GgfError::Unclosed { property, .. } if property == ";)" => {
                f.write_str("the record is not closed by ;).")
            }
            GgfError::Unclosed { property, .. } => {
                write!(f, "property {property} has no closing ].")
            }
            GgfError::BadProperty { found, .. } => {
                write!(
                    f,
                    "“{found}” is not a property (capital letters, then [value])."
                )
            }
            GgfError::NotOthello { found, .. } => {
                write!(f, "GM[{found}] is not a game of Othello.")
            }
            GgfError::BoardSize {
                property, found, ..
            } => write!(f, "{property}[{found}] is not an 8×8 board."),
            GgfError::Board { problem, .. } => write!(f, "BO: {problem}"),
            GgfError::NoMoves { .. } => f.write_str(
                "BO: neither side has a legal move in this position, so no game can start from it.",
            ),
            GgfError::Move { error, .. } => error.fmt(f),
        }
    }
}

impl std::error::Error for GgfError {}

/// Why a game could not be opened from text or a link; the current game stays as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The text is empty or only spaces.
    Empty,
    /// A move cannot be read or played.
    Move(MoveError),
    /// The start position is malformed.
    Position(PositionError),
    /// The start position allows no game.
    Setup(SetupError),
    /// A start position stands after the first move, or a second one was given.
    MisplacedPosition,
    /// A share link's fragment is malformed.
    Link(LinkError),
    /// A GGF record is malformed.
    Ggf(GgfError),
}

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ImportError::Empty => f.write_str("There is no game to open: the text is empty."),
            ImportError::Move(e) => e.fmt(f),
            ImportError::Position(e) => e.fmt(f),
            ImportError::Setup(e) => e.fmt(f),
            ImportError::MisplacedPosition => {
                f.write_str("A game has one start position, given before its first move.")
            }
            ImportError::Link(e) => e.fmt(f),
            ImportError::Ggf(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ImportError {}

impl From<MoveError> for ImportError {
    fn from(e: MoveError) -> ImportError {
        ImportError::Move(e)
    }
}

impl From<PositionError> for ImportError {
    fn from(e: PositionError) -> ImportError {
        ImportError::Position(e)
    }
}

impl From<SetupError> for ImportError {
    fn from(e: SetupError) -> ImportError {
        ImportError::Setup(e)
    }
}

impl From<GgfError> for ImportError {
    fn from(e: GgfError) -> ImportError {
        ImportError::Ggf(e)
    }
}

impl From<LinkError> for ImportError {
    fn from(e: LinkError) -> ImportError {
        ImportError::Link(e)
    }
}
