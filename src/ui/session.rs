//! What the game actions do to the game in progress, beside the engine's rules: who resigns,
//! when the computer is held on its turn, and counting a finished game exactly once.
//!
//! Pure, so it is tested natively; the app applies these to its one `SavedGame` signal.

use crate::engine::{Color, Game, GameError, Square, Status};
use crate::settings::shortcuts::Action;
use crate::settings::{Players, SavedGame, Statistics};

/// A fresh game with `first` to move: nothing counted, nobody held.
pub fn new_game(first: Color) -> SavedGame {
    SavedGame {
        game: Game::new(first),
        counted: false,
        paused: false,
    }
}

/// A person plays `square`. Playing on one's own turn also lets a held computer go on.
pub fn play(session: &mut SavedGame, square: Square) -> Result<(), GameError> {
    session.game.play_square(square)?;
    session.paused = false;
    Ok(())
}

/// Steps through the history with Undo, Redo, Undo all or Redo all; returns whether the
/// board changed. Any step holds the computer, so it does not answer at once on its turn.
pub fn step(session: &mut SavedGame, action: Action) -> bool {
    let game = &mut session.game;
    let changed = match action {
        Action::Undo => game.undo(),
        Action::Redo => game.redo(),
        Action::UndoAll => game.undo_all(),
        Action::RedoAll => game.redo_all(),
        _ => false,
    };
    if changed {
        session.paused = true;
    }
    changed
}

/// Whether the computer is to move but held since undo or redo, so Resume play applies.
pub fn can_resume(session: &SavedGame, players: &Players) -> bool {
    session.paused && computer_turn(&session.game, players).is_some()
}

/// Lets a held computer move.
pub fn resume(session: &mut SavedGame) {
    session.paused = false;
}

/// The computer's side when it is to move now (and not held).
pub fn computer_to_move(session: &SavedGame, players: &Players) -> Option<Color> {
    computer_turn(&session.game, players).filter(|_| !session.paused)
}

fn computer_turn(game: &Game, players: &Players) -> Option<Color> {
    match game.status() {
        Status::Playing(side) if players.is_computer(side) => Some(side),
        _ => None,
    }
}

/// The side that gives up when Resign is pressed: against the computer it is always the
/// person (the computer wins); otherwise the side to move.
pub fn resigning_side(game: &Game, players: &Players) -> Option<Color> {
    let Status::Playing(side) = game.status() else {
        return None;
    };
    match (
        players.is_computer(Color::Black),
        players.is_computer(Color::White),
    ) {
        (true, false) => Some(Color::White),
        (false, true) => Some(Color::Black),
        _ => Some(side),
    }
}

/// Resigns for the side [`resigning_side`] names.
pub fn resign(session: &mut SavedGame, players: &Players) -> Result<Color, GameError> {
    let loser = resigning_side(&session.game, players).ok_or(GameError::GameOver)?;
    session.game.resign_as(loser)?;
    Ok(loser)
}

/// Counts a game that has just ended, once, under the players in effect now. Returns
/// whether it was counted by this call.
pub fn settle(session: &mut SavedGame, stats: &mut Statistics, players: &Players) -> bool {
    match session.game.outcome() {
        Some(outcome) if !session.counted => {
            stats.record(&outcome, players);
            session.counted = true;
            true
        }
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::notation::{parse_square, replay};
    use crate::engine::Ending;
    use crate::settings::Player;

    fn players(black: Player, white: Player) -> Players {
        Players {
            first: Color::Black,
            black,
            white,
        }
    }

    fn at(moves: &str) -> SavedGame {
        SavedGame {
            game: replay(moves, Color::Black).expect("a legal transcript"),
            counted: false,
            paused: false,
        }
    }

    fn sq(name: &str) -> Square {
        parse_square(name).expect("a square name")
    }

    const VS_COMPUTER: (Player, Player) = (Player::Human, Player::Computer);

    #[test]
    fn undo_holds_the_computer_until_resume_or_a_new_move() {
        let p = players(VS_COMPUTER.0, VS_COMPUTER.1);
        let mut s = at("f5d6");
        assert!(step(&mut s, Action::Undo));
        assert_eq!(s.game.status(), Status::Playing(Color::White));
        assert!(can_resume(&s, &p));
        assert_eq!(computer_to_move(&s, &p), None);
        resume(&mut s);
        assert_eq!(computer_to_move(&s, &p), Some(Color::White));

        let mut s = at("f5d6");
        step(&mut s, Action::UndoAll);
        assert_eq!(s.game.cursor(), 0);
        assert!(!can_resume(&s, &p), "Black (the person) is to move");
        play(&mut s, sq("d3")).unwrap();
        assert!(!s.paused);
        assert_eq!(computer_to_move(&s, &p), Some(Color::White));
    }

    #[test]
    fn a_step_that_changes_nothing_does_not_hold_the_computer() {
        let mut s = at("f5");
        assert!(!step(&mut s, Action::Redo));
        assert!(!s.paused);
        assert!(!step(&mut s, Action::NewGame));
    }

    #[test]
    fn undo_and_redo_step_over_a_forced_pass() {
        // After White's c1 Black must pass, so White is to move again.
        let mut s = at("d3c3b3b2f5a3a1c1");
        assert!(s.game.just_passed());
        assert_eq!(s.game.status(), Status::Playing(Color::White));
        step(&mut s, Action::Undo);
        assert_eq!(s.game.transcript(), "d3c3b3b2f5a3a1");
        assert_eq!(s.game.status(), Status::Playing(Color::White));
        step(&mut s, Action::Redo);
        assert_eq!(s.game.transcript(), "d3c3b3b2f5a3a1c1");
        assert_eq!(s.game.status(), Status::Playing(Color::White));
        step(&mut s, Action::UndoAll);
        step(&mut s, Action::RedoAll);
        assert_eq!(s.game.transcript(), "d3c3b3b2f5a3a1c1");
    }

    #[test]
    fn against_the_computer_the_person_resigns_even_on_the_computers_turn() {
        for (black, white, person) in [
            (Player::Human, Player::Computer, Color::Black),
            (Player::Computer, Player::Human, Color::White),
        ] {
            let p = players(black, white);
            for moves in ["", "f5"] {
                let mut s = at(moves);
                assert_eq!(resign(&mut s, &p), Ok(person));
                let outcome = s.game.outcome().expect("over");
                assert_eq!(outcome.ending, Ending::Resigned(person));
                assert_eq!(outcome.winner, Some(person.opponent()));
                assert_eq!(outcome.score(person.opponent()), 64);
                assert_eq!(outcome.score(person), 0);
            }
        }
    }

    #[test]
    fn between_people_the_side_to_move_resigns() {
        let p = players(Player::Human, Player::Human);
        let mut s = at("f5");
        assert_eq!(resign(&mut s, &p), Ok(Color::White));
        assert_eq!(resign(&mut s, &p), Err(GameError::GameOver));
    }

    #[test]
    fn a_finished_game_is_counted_once() {
        let p = players(Player::Human, Player::Computer);
        let mut stats = Statistics::default();
        let mut s = at("f5");
        assert!(!settle(&mut s, &mut stats, &p), "the game goes on");
        resign(&mut s, &p).unwrap();
        assert!(settle(&mut s, &mut stats, &p));
        assert!(!settle(&mut s, &mut stats, &p));
        // Undo takes the resignation back; redoing to the end must not count again.
        step(&mut s, Action::Undo);
        s.game.resign_as(Color::Black).unwrap();
        assert!(!settle(&mut s, &mut stats, &p));
        assert_eq!(stats.black_white.second_wins, 1);
        assert_eq!(stats.black_white.first_score, 0);
        assert_eq!(stats.black_white.second_score, 64);
        assert_eq!(stats.computer_user.first_wins, 1);
        assert!(!new_game(Color::White).counted);
    }
}
