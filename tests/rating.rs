//! Which games move the player's rating, through the session as the app drives it: every
//! game against the computer begun here that ends (a win, a loss, a resignation, a game
//! abandoned by New game or a drill) is rated once against the level set when it ends, and
//! undo past its end takes the rating's change back with the result; games between people,
//! between computers, opened, set up or drilled never move it.

use reversi::actions::Play;
use reversi::engine::notation::replay;
use reversi::engine::search::Level;
use reversi::engine::{Color, Game, Move, Square};
use reversi::session::drill::Drill;
use reversi::session::{Mover, Session, Source};
use reversi::settings::rating::{after, RatedGame, Rating, Score};
use reversi::settings::{Persisted, Player, Players, SavedGame, Statistics};

const VS_COMPUTER: Players = Players::new(Player::Human, Player::Computer);
const PEOPLE: Players = Players::new(Player::Human, Player::Human);
const COMPUTERS: Players = Players::new(Player::Computer, Player::Computer);

/// A 9-move wipe-out in which Black wins 13–0 with its last move, f4.
const BEFORE_WIPEOUT: &str = "d3c3b3d2e1d6d7e3";

fn at(moves: &str, players: Players, level: Level) -> Session {
    let mut s = Session::new(
        SavedGame {
            game: replay(moves, Color::Black).expect("a legal transcript"),
            ..SavedGame::default()
        },
        players,
    );
    s.set_level(level);
    s
}

fn sq(name: &str) -> Square {
    name.parse().expect("a square name")
}

/// The rating after one game from the start, against `level`.
fn one_game(level: Level, score: Score) -> Vec<f64> {
    let start = f64::from(Rating::default().start());
    let game = RatedGame {
        opponent: level.rating(),
        score,
    };
    vec![after(start, game, 0)]
}

fn weakest() -> Level {
    Level::ALL[0]
}

fn strongest() -> Level {
    Level::ALL[Level::ALL.len() - 1]
}

#[test]
fn a_win_against_the_computer_is_rated_once_and_undo_takes_it_back() {
    let mut stats = Statistics::default();
    let mut s = at(BEFORE_WIPEOUT, VS_COMPUTER, strongest());
    s.choose(sq("f4"), &mut stats).unwrap();
    assert!(s.is_over());
    assert_eq!(stats.rating.history(), one_game(strongest(), Score::Win));
    assert!(stats.rating.value() > f64::from(stats.rating.start()));
    // Looking back through the game changes nothing; undo past its end withdraws it.
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.run(Play::RedoAll, &mut stats).unwrap();
    assert_eq!(stats.rating.games(), 1);
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats.rating, Rating::default());
    // The same end, reached again, counts once more.
    s.choose(sq("f4"), &mut stats).unwrap();
    assert_eq!(stats.rating.history(), one_game(strongest(), Score::Win));
}

#[test]
fn resigning_and_abandoning_are_losses_against_the_level_set_when_the_game_ends() {
    let mut stats = Statistics::default();
    let mut s = at("f5", VS_COMPUTER, strongest());
    s.play(Mover::Computer, Move::Place(sq("d6")), &mut stats)
        .unwrap();
    s.set_level(weakest());
    s.run(Play::Resign, &mut stats).unwrap();
    assert_eq!(stats.rating.history(), one_game(weakest(), Score::Loss));

    let mut stats = Statistics::default();
    let mut s = at("f5d6", VS_COMPUTER, weakest());
    s.run(Play::NewGame, &mut stats).unwrap();
    assert_eq!(stats.rating.history(), one_game(weakest(), Score::Loss));
    assert_eq!(
        stats.computer_user.first_wins, 1,
        "counted as Statistics count it"
    );
    // The level a new game carries over is still the one the app set.
    s.choose(sq("f5"), &mut stats).unwrap();
    s.run(Play::NewGame, &mut stats).unwrap();
    assert_eq!(stats.rating.games(), 2);

    // A drill started in mid-game abandons it too; the drill's own game is never rated.
    let mut stats = Statistics::default();
    let mut s = at("f5d6", VS_COMPUTER, weakest());
    s.start_drill(Drill::new(0, Color::Black).unwrap(), &mut stats);
    assert_eq!(stats.rating.games(), 1);
    s.run(Play::Resign, &mut stats).unwrap();
    assert!(s.is_over());
    assert_eq!(stats.rating.games(), 1, "a drill's game is not rated");
}

#[test]
fn games_without_exactly_one_computer_side_or_not_begun_here_are_not_rated() {
    for players in [PEOPLE, COMPUTERS] {
        let mut stats = Statistics::default();
        let mut s = at(BEFORE_WIPEOUT, players, strongest());
        let by = if players == PEOPLE {
            Mover::Person
        } else {
            Mover::Computer
        };
        s.play(by, Move::Place(sq("f4")), &mut stats).unwrap();
        assert!(s.is_over());
        assert_eq!(stats.black_white.games(), 1);
        assert_eq!(stats.rating, Rating::default(), "{players:?}");
    }
    // Opened from a link or text, or set up in the editor, then finished here: the
    // statistics count it, the rating does not.
    for source in [Source::Link, Source::Text, Source::Setup] {
        let mut stats = Statistics::default();
        let mut s = at("", VS_COMPUTER, strongest());
        let game: Game = replay(BEFORE_WIPEOUT, Color::Black).unwrap();
        s.open(game, source, &mut stats);
        s.choose(sq("f4"), &mut stats).unwrap();
        assert_eq!(stats.computer_user.games(), 1, "{source:?}");
        assert_eq!(stats.rating, Rating::default(), "{source:?}");
        // Kept so across a reload.
        let saved = SavedGame::from_json(&s.saved().to_json()).unwrap().value;
        assert!(saved.unrated);
    }
}

#[test]
fn a_rated_result_survives_a_reload_and_is_withdrawn_after_it() {
    let mut stats = Statistics::default();
    let mut s = at(BEFORE_WIPEOUT, VS_COMPUTER, strongest());
    s.choose(sq("f4"), &mut stats).unwrap();
    let text = s.saved().to_json();
    assert!(
        text.contains(&format!("\"opponent\":{}", strongest().rating())),
        "{text}"
    );
    let saved = SavedGame::from_json(&text).unwrap().value;
    assert_eq!(&saved, s.saved());
    // After the reload the app sets another level: the withdrawal is of the game as rated.
    let mut s = Session::new(saved, VS_COMPUTER);
    s.set_level(weakest());
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats.rating, Rating::default());
}

#[test]
fn reset_clears_the_tallies_but_keeps_the_rating() {
    let mut stats = Statistics::default();
    let mut s = at(BEFORE_WIPEOUT, VS_COMPUTER, strongest());
    s.choose(sq("f4"), &mut stats).unwrap();
    let rating = stats.rating.clone();
    stats.reset();
    assert_eq!(stats.black_white.games(), 0);
    assert_eq!(stats.rating, rating);
}
