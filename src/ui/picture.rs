//! "Save picture": the board at the current move as a standalone SVG document, drawn the way
//! printed game diagrams are (coordinates round the board, flat discs, and optionally on each
//! disc the number of the move that placed it). Pure text, so it is tested natively; the app
//! saves it as it is or draws it on a canvas for a PNG.

use crate::engine::{Color, Game, Square};
use crate::settings::Rgb;
use std::fmt::Write;

/// Width of the coordinate margin on every side, in SVG units (pixels at scale 1).
const MARGIN: u32 = 32;
/// Side of one square.
const CELL: u32 = 60;
/// The picture's side.
pub const SIDE: u32 = 2 * MARGIN + 8 * CELL;

/// The file formats a picture is saved in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// A bitmap, drawn from the SVG on a canvas.
    Png,
    /// The SVG text itself.
    Svg,
}

impl Format {
    /// The file name's extension.
    pub fn extension(self) -> &'static str {
        match self {
            Format::Png => "png",
            Format::Svg => "svg",
        }
    }
}

/// For each square, the number of the move that placed the disc on it now, counting placed
/// discs from 1 (passes are not moves); `None` for an empty square or a disc of the start
/// position. A disc never leaves its square, so flips keep its number.
pub fn placed_at(game: &Game) -> [Option<usize>; 64] {
    let mut numbers = [None; 64];
    let placed = game.played().iter().filter_map(|mv| mv.square());
    for (ply, square) in placed.enumerate() {
        numbers[usize::from(square.index())] = Some(ply + 1);
    }
    numbers
}

/// The file name for the position shown: `reversi-move-12.png`, or `reversi-start.svg`.
pub fn file_name(game: &Game, format: Format) -> String {
    let ext = format.extension();
    match game.ply() {
        0 => format!("reversi-start.{ext}"),
        ply => format!("reversi-move-{ply}.{ext}"),
    }
}

/// The position after the current move as an SVG document of `SIDE` × `SIDE` pixels on a
/// board of `felt`, with the move numbers on the discs when `numbers` is set.
pub fn board_svg(game: &Game, felt: Rgb, numbers: bool) -> String {
    let board = game.board();
    let placed = placed_at(game);
    let end = MARGIN + 8 * CELL;
    let title = match game.ply() {
        0 => "Reversi: the start position".to_string(),
        ply => format!("Reversi: the position after move {ply}"),
    };
    let mut svg = String::new();
    // Writing to a String cannot fail.
    let _ = write!(
        svg,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{SIDE}\" height=\"{SIDE}\" \
         viewBox=\"0 0 {SIDE} {SIDE}\" font-family=\"Helvetica, Arial, sans-serif\">\
         <title>{title}</title>\
         <rect width=\"{SIDE}\" height=\"{SIDE}\" fill=\"#ffffff\"/>\
         <rect x=\"{MARGIN}\" y=\"{MARGIN}\" width=\"{w}\" height=\"{w}\" fill=\"{felt}\"/>",
        w = 8 * CELL,
    );
    let mut grid = String::new();
    for i in 0..=8 {
        let p = MARGIN + i * CELL;
        let _ = write!(grid, "M{p} {MARGIN}V{end}M{MARGIN} {p}H{end}");
    }
    let _ = write!(
        svg,
        "<path d=\"{grid}\" stroke=\"#000000\" stroke-width=\"2\" fill=\"none\"/>"
    );
    for (c, r) in [(2, 2), (6, 2), (2, 6), (6, 6)] {
        let _ = write!(
            svg,
            "<circle cx=\"{}\" cy=\"{}\" r=\"4\" fill=\"#000000\"/>",
            MARGIN + c * CELL,
            MARGIN + r * CELL
        );
    }
    let _ = write!(
        svg,
        "<g font-size=\"18\" font-weight=\"bold\" fill=\"#333333\" text-anchor=\"middle\" \
         dominant-baseline=\"central\">"
    );
    for i in 0..8u32 {
        let mid = MARGIN + i * CELL + CELL / 2;
        let letter = char::from(b'a' + i as u8);
        let digit = i + 1;
        for (x, y, label) in [
            (mid, MARGIN / 2, letter.to_string()),
            (mid, end + MARGIN / 2, letter.to_string()),
            (MARGIN / 2, mid, digit.to_string()),
            (end + MARGIN / 2, mid, digit.to_string()),
        ] {
            let _ = write!(svg, "<text x=\"{x}\" y=\"{y}\">{label}</text>");
        }
    }
    svg.push_str("</g>");
    for square in Square::all() {
        let Some(color) = board.disc_at(square) else {
            continue;
        };
        let cx = MARGIN + u32::from(square.col()) * CELL + CELL / 2;
        let cy = MARGIN + u32::from(square.row()) * CELL + CELL / 2;
        let (fill, ink) = match color {
            Color::Black => ("#111111", "#ffffff"),
            Color::White => ("#f7f7f7", "#111111"),
        };
        let _ = write!(
            svg,
            "<circle cx=\"{cx}\" cy=\"{cy}\" r=\"25\" fill=\"{fill}\" stroke=\"#000000\" \
             stroke-width=\"1.5\"/>"
        );
        if let Some(number) = placed[usize::from(square.index())].filter(|_| numbers) {
            let size = if number < 100 { 22 } else { 18 };
            let _ = write!(
                svg,
                "<text x=\"{cx}\" y=\"{cy}\" font-size=\"{size}\" font-weight=\"bold\" \
                 fill=\"{ink}\" text-anchor=\"middle\" dominant-baseline=\"central\">{number}</text>"
            );
        }
    }
    svg.push_str("</svg>");
    svg
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::replay;
    use crate::engine::record::parse_game;

    const GREEN: Rgb = Rgb::new(0x1e7b3c);

    fn at(name: &str) -> usize {
        usize::from(name.parse::<Square>().unwrap().index())
    }

    /// The value of attribute `name` in the element text `el`.
    fn attr(el: &str, name: &str) -> String {
        let start = el.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
        el[start..].split('"').next().unwrap().to_string()
    }

    /// The square under the point (x, y).
    fn square_at(x: &str, y: &str) -> Square {
        let cell = |v: &str| ((v.parse::<u32>().unwrap() - MARGIN) / CELL) as u8;
        Square::from_coords(cell(x), cell(y)).unwrap()
    }

    /// The discs drawn, as (square, fill).
    fn discs(svg: &str) -> Vec<(Square, String)> {
        svg.split("<circle")
            .skip(1)
            .filter(|c| c.contains(" r=\"25\""))
            .map(|c| (square_at(&attr(c, "cx"), &attr(c, "cy")), attr(c, "fill")))
            .collect()
    }

    /// The move numbers written on discs, as (square, number); coordinates carry no size.
    fn numbers(svg: &str) -> Vec<(Square, usize)> {
        svg.split("<text")
            .skip(1)
            .filter(|t| t.contains(" font-size="))
            .map(|t| {
                let number = t.split('>').nth(1).unwrap().split('<').next().unwrap();
                (
                    square_at(&attr(t, "x"), &attr(t, "y")),
                    number.parse().unwrap(),
                )
            })
            .collect()
    }

    #[test]
    fn each_disc_carries_the_number_of_the_move_that_placed_it() {
        // c4 (move 5) flips d4, a start disc, which stays unnumbered; d3 stays move 4.
        let game = replay("f5d6c3d3c4", Color::Black).unwrap();
        let placed = placed_at(&game);
        for (name, number) in [("f5", 1), ("d6", 2), ("c3", 3), ("d3", 4), ("c4", 5)] {
            assert_eq!(placed[at(name)], Some(number), "{name}");
        }
        for start in ["d4", "e4", "d5", "e5"] {
            assert_eq!(placed[at(start)], None, "{start}");
        }
        assert_eq!(placed.iter().flatten().count(), 5);
        let mut written = numbers(&board_svg(&game, GREEN, true));
        written.sort();
        let mut expected: Vec<(Square, usize)> = Square::all()
            .filter_map(|sq| placed[usize::from(sq.index())].map(|n| (sq, n)))
            .collect();
        expected.sort();
        assert_eq!(written, expected);
        assert_eq!(numbers(&board_svg(&game, GREEN, false)), vec![]);
    }

    #[test]
    fn passes_are_not_numbered_and_undone_moves_are_not_drawn() {
        // After White's c1 Black passes; White's next disc is move 9, not 10.
        let mut game = parse_game("d3c3b3b2f5a3a1c1 pass e3").unwrap();
        let e3 = "e3".parse::<Square>().unwrap();
        assert_eq!(placed_at(&game)[at("e3")], Some(9));
        assert!(numbers(&board_svg(&game, GREEN, true)).contains(&(e3, 9)));
        game.undo();
        assert_eq!(placed_at(&game)[at("e3")], None);
        assert_eq!(file_name(&game, Format::Png), "reversi-move-8.png");
        let svg = board_svg(&game, GREEN, true);
        assert!(!discs(&svg).iter().any(|(sq, _)| *sq == e3));
        assert_eq!(numbers(&svg).iter().map(|n| n.1).max(), Some(8));
    }

    #[test]
    fn the_picture_shows_every_disc_in_its_colour_and_square() {
        let game = replay("f5d6c3d3c4", Color::Black).unwrap();
        let board = game.board();
        let svg = board_svg(&game, GREEN, false);
        assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
        assert!(svg.ends_with("</svg>"));
        assert!(svg.contains("fill=\"#1e7b3c\""), "the board colour");
        let drawn = discs(&svg);
        assert_eq!(drawn.len(), 9);
        for (square, fill) in drawn {
            let expected = match board.disc_at(square) {
                Some(Color::Black) => "#111111",
                Some(Color::White) => "#f7f7f7",
                None => panic!("a disc drawn on the empty {square}"),
            };
            assert_eq!(fill, expected, "{square}");
        }
    }

    #[test]
    fn coordinates_frame_the_board_on_all_four_sides() {
        let svg = board_svg(&Game::default(), GREEN, true);
        for label in ["a", "h", "1", "8"] {
            assert_eq!(
                svg.matches(&format!(">{label}</text>")).count(),
                2,
                "{label}"
            );
        }
        assert_eq!(
            file_name(&Game::default(), Format::Svg),
            "reversi-start.svg"
        );
        assert!(svg.contains("<title>Reversi: the start position</title>"));
    }

    #[test]
    fn a_set_up_start_numbers_only_the_moves_played_from_it() {
        let start = replay("f5d6c3", Color::Black).unwrap().board();
        let mut game = Game::from_board(start);
        game.play_square("d3".parse::<Square>().unwrap()).unwrap();
        let written = numbers(&board_svg(&game, GREEN, true));
        assert_eq!(written, vec![("d3".parse::<Square>().unwrap(), 1)]);
        assert_eq!(discs(&board_svg(&game, GREEN, true)).len(), 8);
    }
}
