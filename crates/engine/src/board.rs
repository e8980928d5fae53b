//! A position: the discs of both sides and who is to move.

use super::bitboard::Bitboard;
use super::color::Color;
use super::masks::{START_BLACK, START_WHITE};
use super::movegen;
use super::square::Square;
use std::fmt;

/// A position as two bitboards (the side to move's discs and the opponent's) plus the side to move.
///
/// It reads from a position string ([`crate::record::position_string`] writes one):
/// 64 squares a1..h8 row by row (`X`/`*` black, `O` white, `-`/`.`/`+` empty), then the side to
/// move (`X`/`*`/`B` black, `O`/`W` white), in either case and with any spaces. It displays
/// as a diagram with the legal moves marked:
///
/// ```
/// use reversi_engine::record::position_string;
/// use reversi_engine::{Board, Color};
///
/// let text = format!("{}OX{}XO{}X", "-".repeat(27), "-".repeat(6), "-".repeat(27));
/// let board: Board = text.parse().unwrap();
/// assert_eq!(board, Board::start(Color::Black));
/// assert_eq!(position_string(&board), text);
/// assert!(board.to_string().starts_with("  a b c d e f g h\n1 . . . . . . . .\n"));
/// assert!(board.to_string().ends_with("Black to move; Black 2, White 2"));
/// assert!(text[1..].parse::<Board>().is_err());
/// assert!(text.replace('O', "Q").parse::<Board>().is_err());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Board {
    player: u64,
    opponent: u64,
    side: Color,
}

impl Board {
    /// The standard starting position with `first` to move.
    pub const fn start(first: Color) -> Board {
        Board::from_colors_unchecked(START_BLACK, START_WHITE, first)
    }

    /// A position from black and white masks; `None` if they overlap.
    pub const fn from_colors(black: u64, white: u64, side: Color) -> Option<Board> {
        if black & white != 0 {
            None
        } else {
            Some(Board::from_colors_unchecked(black, white, side))
        }
    }

    const fn from_colors_unchecked(black: u64, white: u64, side: Color) -> Board {
        match side {
            Color::Black => Board {
                player: black,
                opponent: white,
                side,
            },
            Color::White => Board {
                player: white,
                opponent: black,
                side,
            },
        }
    }

    /// A position from the mover's and the opponent's masks, for search code.
    pub const fn from_raw(player: u64, opponent: u64, side: Color) -> Board {
        Board {
            player,
            opponent,
            side,
        }
    }

    /// The side to move.
    pub const fn side_to_move(&self) -> Color {
        self.side
    }

    /// The side to move's discs as a raw mask.
    pub const fn player(&self) -> u64 {
        self.player
    }

    /// The opponent's discs as a raw mask.
    pub const fn opponent(&self) -> u64 {
        self.opponent
    }

    /// The discs of `color`.
    pub const fn discs(&self, color: Color) -> Bitboard {
        if color as u8 == self.side as u8 {
            Bitboard(self.player)
        } else {
            Bitboard(self.opponent)
        }
    }

    /// Black's discs.
    pub const fn black(&self) -> Bitboard {
        self.discs(Color::Black)
    }

    /// White's discs.
    pub const fn white(&self) -> Bitboard {
        self.discs(Color::White)
    }

    /// The empty squares.
    pub const fn empties(&self) -> Bitboard {
        Bitboard(!(self.player | self.opponent))
    }

    /// How many discs `color` has.
    pub const fn count(&self, color: Color) -> u32 {
        self.discs(color).count()
    }

    /// The colour of the disc on `sq`, if any.
    pub const fn disc_at(&self, sq: Square) -> Option<Color> {
        if self.black().contains(sq) {
            Some(Color::Black)
        } else if self.white().contains(sq) {
            Some(Color::White)
        } else {
            None
        }
    }

    /// The squares the side to move may play.
    pub fn legal_moves(&self) -> Bitboard {
        Bitboard(movegen::legal_moves(self.player, self.opponent))
    }

    /// Whether the side to move may play `sq`.
    pub fn is_legal(&self, sq: Square) -> bool {
        self.legal_moves().contains(sq)
    }

    /// The discs that playing `sq` would flip (empty if `sq` is not legal).
    pub fn flips(&self, sq: Square) -> Bitboard {
        if self.is_legal(sq) {
            Bitboard(movegen::flips(
                self.player,
                self.opponent,
                sq.index() as u32,
            ))
        } else {
            Bitboard::EMPTY
        }
    }

    /// The position after the side to move plays `sq`, or `None` if that is illegal.
    pub fn play(&self, sq: Square) -> Option<Board> {
        if !self.is_legal(sq) {
            return None;
        }
        let f = movegen::flips(self.player, self.opponent, sq.index() as u32);
        Some(Board {
            player: self.opponent & !f,
            opponent: self.player | f | sq.bit(),
            side: self.side.opponent(),
        })
    }

    /// The same discs with the other side to move.
    pub const fn pass(&self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
            side: self.side.opponent(),
        }
    }

    /// Whether the side to move has no move but the opponent has, so a pass is forced.
    pub fn must_pass(&self) -> bool {
        self.legal_moves().is_empty() && !self.pass().legal_moves().is_empty()
    }

    /// Whether neither side can move.
    pub fn is_game_over(&self) -> bool {
        self.legal_moves().is_empty() && self.pass().legal_moves().is_empty()
    }
}

impl fmt::Display for Board {
    /// Draws the board as text: `X` black, `O` white, `+` a legal move, `.` empty. Not `*`,
    /// which position strings (and GGF) read as a black disc: the diagram's squares read
    /// back as the same position.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let legal = self.legal_moves();
        writeln!(f, "  a b c d e f g h")?;
        for row in 0..8 {
            write!(f, "{}", row + 1)?;
            for col in 0..8 {
                let sq = Square::from_coords(col, row).expect("row and col are below 8");
                let c = match self.disc_at(sq) {
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                    None if legal.contains(sq) => '+',
                    None => '.',
                };
                write!(f, " {c}")?;
            }
            writeln!(f)?;
        }
        write!(
            f,
            "{} to move; Black {}, White {}",
            self.side,
            self.count(Color::Black),
            self.count(Color::White)
        )
    }
}
