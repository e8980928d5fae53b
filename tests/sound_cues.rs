//! Which changes of the game make a sound: a move played (with the discs it turned) and the
//! game's end; undo, redo, new games and opened games are silent.

use reversi::engine::notation::replay;
use reversi::engine::{Color, Game, Square};
use reversi::ui::sound::cue::{cue, Cue};

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn a_move_knocks_and_ticks_once_per_disc_turned() {
    let before = Game::new(Color::Black);
    let mut after = before.clone();
    after.play_square(sq("f5")).unwrap();
    assert_eq!(
        cue(&before, &after),
        Some(Cue {
            flips: Some(1),
            end: false
        })
    );
    // Every move of a whole game ticks for exactly the discs it turned.
    let mut game = Game::new(Color::Black);
    let mut most = 0;
    for name in ["d3", "c3", "b3", "d2", "e1", "d6", "d7", "e3", "f4"] {
        let before = game.clone();
        game.play_square(sq(name)).unwrap();
        let flips = cue(&before, &game).unwrap().flips.unwrap();
        assert_eq!(flips, before.board().flips(sq(name)).count(), "{name}");
        most = most.max(flips);
    }
    assert!(most >= 2, "some move turns several discs");
}

#[test]
fn undo_redo_a_new_game_and_an_opened_game_are_silent() {
    let before = replay("f5d6c3", Color::Black).unwrap();
    let mut undone = before.clone();
    undone.undo();
    assert_eq!(cue(&before, &undone), None, "undo");
    let mut redone = undone.clone();
    redone.redo();
    assert_eq!(cue(&undone, &redone), None, "redo");
    assert_eq!(cue(&before, &Game::new(Color::Black)), None, "new game");
    let opened = replay("f5d6c3d3c4", Color::Black).unwrap();
    assert_eq!(cue(&Game::new(Color::Black), &opened), None, "opened");
    assert_eq!(cue(&before, &before.clone()), None, "no change");
}

#[test]
fn the_last_move_and_a_resignation_sound_the_end() {
    // A nine-move wipe-out: after f4 White has no disc left.
    let before = replay("d3c3b3d2e1d6d7e3", Color::Black).unwrap();
    assert!(!before.is_over());
    let mut after = before.clone();
    after.play_square(sq("f4")).unwrap();
    assert!(after.is_over());
    let c = cue(&before, &after).unwrap();
    assert!(c.end && c.flips.is_some(), "{c:?}");
    let mut resigned = before.clone();
    resigned.resign().unwrap();
    assert_eq!(
        cue(&before, &resigned),
        Some(Cue {
            flips: None,
            end: true
        })
    );
    // Stepping back into and out of a finished game is silent.
    let mut back = after.clone();
    back.undo();
    assert_eq!(cue(&after, &back), None);
    let mut forward = back.clone();
    forward.redo();
    assert_eq!(cue(&back, &forward), None);
}
