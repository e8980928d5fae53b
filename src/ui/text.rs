//! The sentences the UI shows and announces, derived from the engine's game state only.

use crate::engine::{Color, Ending, Game, Outcome, Status};

/// The status line: whose move it is, a forced pass, or how the game ended.
pub fn status_line(game: &Game) -> String {
    match game.status() {
        Status::Over(outcome) => outcome_line(&outcome),
        Status::Playing(side) if game.just_passed() => format!(
            "{} has no legal move — {} plays again",
            side.opponent().title(),
            side.title()
        ),
        Status::Playing(side) => format!("{} to move", side.title()),
    }
}

/// How a finished game ended, with the score and the winner or a draw.
pub fn outcome_line(outcome: &Outcome) -> String {
    let score = format!("{}–{}", outcome.black, outcome.white);
    match (outcome.ending, outcome.winner) {
        (Ending::Resigned(loser), Some(winner)) => {
            format!(
                "{} resigned — {} wins {score}",
                loser.title(),
                winner.title()
            )
        }
        (Ending::DrawAgreed, _) => format!("Game over: draw agreed at {score}"),
        (_, Some(winner)) => format!("Game over: {} wins {score}", winner.title()),
        (_, None) => format!("Game over: a draw, {score}"),
    }
}

/// The short turn indicator text.
pub fn turn_label(game: &Game) -> String {
    match game.status() {
        Status::Playing(side) => format!("{} to move", side.title()),
        Status::Over(_) => "Game over".to_string(),
    }
}

/// What a screen reader hears after a move: who played where, then the status line.
pub fn move_announcement(game: &Game) -> String {
    let status = status_line(game);
    match (game.last_square(), last_mover(game)) {
        (Some(sq), Some(mover)) => format!("{} played {sq}. {status}", mover.title()),
        _ => status,
    }
}

/// Why a square the user chose cannot be played, if it cannot.
pub fn refusal(game: &Game, square: crate::engine::Square) -> Option<String> {
    match game.status() {
        Status::Over(_) => Some("The game is over — start a new game".to_string()),
        Status::Playing(side) if !game.board().is_legal(square) => {
            Some(format!("{square} is not a legal move for {}", side.title()))
        }
        Status::Playing(_) => None,
    }
}

/// The side that placed the last disc before the cursor.
fn last_mover(game: &Game) -> Option<Color> {
    let played = game.played();
    let last = played.iter().rposition(|m| m.square().is_some())?;
    // Moves alternate strictly (passes are recorded), so parity gives the mover.
    Some(if last % 2 == 0 {
        game.first()
    } else {
        game.first().opponent()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::replay;
    use crate::engine::Square;

    fn game(moves: &str) -> Game {
        replay(moves, Color::Black).expect("a legal transcript")
    }

    #[test]
    fn the_start_asks_black_to_move() {
        let g = Game::default();
        assert_eq!(status_line(&g), "Black to move");
        assert_eq!(turn_label(&g), "Black to move");
        assert_eq!(move_announcement(&g), "Black to move");
    }

    #[test]
    fn after_a_move_the_announcement_names_mover_and_square() {
        let g = game("f5");
        assert_eq!(status_line(&g), "White to move");
        assert_eq!(move_announcement(&g), "Black played f5. White to move");
        let g = game("f5d6");
        assert_eq!(move_announcement(&g), "White played d6. Black to move");
    }

    #[test]
    fn a_forced_pass_is_announced() {
        // After White's c1, Black has no legal move.
        let g = game("d3c3b3b2f5a3a1c1");
        assert!(g.just_passed());
        assert_eq!(
            status_line(&g),
            "Black has no legal move — White plays again"
        );
        assert_eq!(
            move_announcement(&g),
            "White played c1. Black has no legal move — White plays again"
        );
    }

    #[test]
    fn the_perfect_game_ends_in_a_draw() {
        let g = game(
            "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1\
             f8g8b3h3b2h5b7a3a4a1a2c1h2h1g2b8a8g7h8h7h6",
        );
        assert_eq!(status_line(&g), "Game over: a draw, 32–32");
        assert_eq!(turn_label(&g), "Game over");
    }

    #[test]
    fn a_win_names_the_winner_and_score() {
        let outcome = Outcome {
            black: 24,
            white: 40,
            winner: Some(Color::White),
            ending: Ending::Normal,
        };
        assert_eq!(outcome_line(&outcome), "Game over: White wins 24–40");
    }

    #[test]
    fn resignation_and_agreed_draw_are_described() {
        let mut g = game("f5");
        g.resign().unwrap();
        assert_eq!(status_line(&g), "White resigned — Black wins 64–0");
        let mut g = game("f5");
        g.agree_draw().unwrap();
        assert_eq!(status_line(&g), "Game over: draw agreed at 4–1");
    }

    #[test]
    fn refusals_explain_illegal_choices() {
        let g = Game::default();
        let a1 = Square::from_coords(0, 0).unwrap();
        let f5 = Square::from_coords(5, 4).unwrap();
        assert_eq!(
            refusal(&g, a1).as_deref(),
            Some("a1 is not a legal move for Black")
        );
        assert_eq!(refusal(&g, f5), None);
    }
}
