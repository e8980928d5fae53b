//! The small boards that illustrate the help, as board strings with marks and captions.
//!
//! Pure data: the tests below check every claim a caption makes against the engine.

use crate::i18n::{help, Text};

/// A mark drawn over one square of a diagram.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    /// A small dot: a legal move worth noticing.
    Dot,
    /// A ring: the move being discussed.
    Ring,
    /// A short text label, such as "X" or "C".
    Label(&'static str),
}

/// One illustrated position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// The position, as a `Board` reads it (rows 1 to 8, side to move last).
    pub board: &'static str,
    /// Marks drawn over squares named like "b2".
    pub marks: &'static [(&'static str, Mark)],
    /// What the diagram shows, also its accessible description.
    pub caption: Text,
}

/// The start of every game, with Black's four opening moves dotted.
pub const START: Diagram = Diagram {
    board: "-------- -------- -------- ---OX--- ---XO--- -------- -------- -------- X",
    marks: &[
        ("d3", Mark::Dot),
        ("c4", Mark::Dot),
        ("f5", Mark::Dot),
        ("e6", Mark::Dot),
    ],
    caption: help::START_CAPTION,
};

/// Discs anchored on a corner that can never be flipped.
pub const STABLE: Diagram = Diagram {
    board: "XXXXO--- XXXOO--- XXOXO--- X-OOX--- --OXX--- ---X---- -------- -------- O",
    marks: &[("a1", Mark::Ring)],
    caption: help::STABLE_CAPTION,
};

/// The squares next to the corners.
pub const X_AND_C: Diagram = Diagram {
    board: "-------- -------- -------- -------- -------- -------- -------- -------- X",
    marks: &[
        ("b2", Mark::Label("X")),
        ("g2", Mark::Label("X")),
        ("b7", Mark::Label("X")),
        ("g7", Mark::Label("X")),
        ("b1", Mark::Label("C")),
        ("a2", Mark::Label("C")),
        ("g1", Mark::Label("C")),
        ("h2", Mark::Label("C")),
        ("a7", Mark::Label("C")),
        ("b8", Mark::Label("C")),
        ("h7", Mark::Label("C")),
        ("g8", Mark::Label("C")),
    ],
    caption: help::X_AND_C_CAPTION,
};

/// White squeezed down to one move, an X-square.
pub const MOBILITY_BEFORE: Diagram = Diagram {
    board: "-------- -------- --X-O--- ---OOO-- --OOO--- ---OOXXX --O---X- -O---XXX O",
    marks: &[("b2", Mark::Ring)],
    caption: help::MOBILITY_BEFORE_CAPTION,
};

/// The corner that White's forced move gave away.
pub const MOBILITY_AFTER: Diagram = Diagram {
    board: "-------- -O------ --O-O--- ---OOO-- --OOO--- ---OOXXX --O---X- -O---XXX X",
    marks: &[("a1", Mark::Dot)],
    caption: help::MOBILITY_AFTER_CAPTION,
};

/// Many frontier discs against few.
pub const FRONTIER: Diagram = Diagram {
    board: "-------- -OO----- --OO---- XXOXOOOO OXXXOOO- -XXXOO-- --OOOOO- --O-O--- O",
    marks: &[("a3", Mark::Dot), ("a6", Mark::Dot), ("b7", Mark::Dot)],
    caption: help::FRONTIER_CAPTION,
};

/// A wedge on the top edge.
pub const WEDGE: Diagram = Diagram {
    board: "-OO-OOO- --OOOO-- -XXXXX-- --XXO--- --XOO--- -------- -------- -------- X",
    marks: &[("d1", Mark::Ring), ("h1", Mark::Dot)],
    caption: help::WEDGE_CAPTION,
};

/// Four empty regions at the end of a game.
pub const PARITY: Diagram = Diagram {
    board: "-XOOOX-- -XOOXXOO X-OXOXOO OOOOOXOO XOOXOXXO -XXOXXXO -XXXXXXO -OOOXXX- O",
    marks: &[],
    caption: help::PARITY_CAPTION,
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Board, Color, Square};

    fn board(d: &Diagram) -> Board {
        d.board.parse::<Board>().unwrap()
    }

    fn squares(names: &[&str]) -> Vec<Square> {
        let mut v: Vec<Square> = names.iter().map(|n| n.parse::<Square>().unwrap()).collect();
        v.sort();
        v
    }

    fn legal(b: &Board) -> Vec<Square> {
        b.legal_moves().squares().collect()
    }

    /// The eight neighbours of every square in `mask`.
    fn around(mask: u64) -> u64 {
        Square::all()
            .filter(|s| mask & s.bit() != 0)
            .flat_map(|s| {
                (-1i8..=1).flat_map(move |dc| {
                    (-1i8..=1).filter_map(move |dr| {
                        let c = s.col() as i8 + dc;
                        let r = s.row() as i8 + dr;
                        Square::from_coords(c as u8, r as u8).filter(|_| c >= 0 && r >= 0)
                    })
                })
            })
            .fold(0, |m, s| m | s.bit())
    }

    #[test]
    fn every_diagram_parses_and_marks_real_squares() {
        for d in [
            START,
            STABLE,
            X_AND_C,
            MOBILITY_BEFORE,
            MOBILITY_AFTER,
            FRONTIER,
            WEDGE,
            PARITY,
        ] {
            board(&d);
            for (sq, _) in d.marks {
                sq.parse::<Square>().unwrap();
            }
        }
    }

    #[test]
    fn the_start_offers_the_four_dotted_moves() {
        assert_eq!(board(&START), Board::start(Color::Black));
        assert_eq!(legal(&board(&START)), squares(&["d3", "c4", "f5", "e6"]));
    }

    #[test]
    fn the_stable_triangle_is_stable() {
        let b = board(&STABLE);
        let triangle = squares(&["a1", "b1", "c1", "d1", "a2", "b2", "c2", "a3", "b3", "a4"]);
        let mask = triangle.iter().fold(0u64, |m, s| m | s.bit());
        let occupied = !b.empties().0;
        let stable = crate::engine::eval::stability::stable_discs(b.black().0, occupied);
        assert_eq!(stable & b.black().0, mask);
    }

    #[test]
    fn white_is_forced_onto_b2_and_black_then_takes_a1() {
        let before = board(&MOBILITY_BEFORE);
        assert_eq!(before.side_to_move(), Color::White);
        assert_eq!(
            (before.count(Color::White), before.count(Color::Black)),
            (11, 8)
        );
        assert_eq!(legal(&before), squares(&["b2"]));
        let after = before.play("b2".parse::<Square>().unwrap()).unwrap();
        assert_eq!(after, board(&MOBILITY_AFTER));
        assert!(after.is_legal("a1".parse::<Square>().unwrap()));
    }

    #[test]
    fn the_frontier_counts_are_right() {
        let b = board(&FRONTIER);
        let frontier = |c: Color| (b.discs(c).0 & around(b.empties().0)).count_ones();
        assert_eq!((b.count(Color::White), frontier(Color::White)), (22, 20));
        assert_eq!((b.count(Color::Black), frontier(Color::Black)), (9, 6));
        assert_eq!(legal(&b), squares(&["a3", "a6", "b7"]));
    }

    #[test]
    fn the_wedge_cannot_be_flipped_and_opens_the_corner() {
        let d1 = "d1".parse::<Square>().unwrap();
        let after = board(&WEDGE).play(d1).unwrap();
        for reply in after.legal_moves().squares() {
            assert!(!after.flips(reply).contains(d1), "{reply} flips d1");
        }
        assert!(after.pass().is_legal("h1".parse::<Square>().unwrap()));
    }

    #[test]
    fn the_parity_regions_are_three_two_three_one() {
        let b = board(&PARITY);
        let empties = b.empties().0;
        let region = |start: &str| {
            let mut r = start.parse::<Square>().unwrap().bit();
            loop {
                let grown = (r | around(r)) & empties;
                if grown == r {
                    return r.count_ones();
                }
                r = grown;
            }
        };
        assert_eq!(
            [region("a1"), region("h1"), region("a8"), region("h8")],
            [3, 2, 3, 1]
        );
        assert_eq!(empties.count_ones(), 9);
        assert_eq!(b.side_to_move(), Color::White);
    }
}
