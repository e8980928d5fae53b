//! The library of finished games: records written and read back, corrupt ones refused whole,
//! the same game kept once, the filters, and 1,000 random games through one GGF file.

#[path = "common/games.rs"]
mod games;

use games::seeded_games;
use reversi::engine::notation::replay;
use reversi::engine::rng::Rng;
use reversi::engine::{Color, Ending, Game};
use reversi::i18n::Lang;
use reversi::settings::library::{
    dedupe, from_ggf, identity, sort_newest_first, to_ggf, Filter, LibraryGame, Verdict,
};
use reversi::settings::Player;

/// `count` finished random games with random players, levels, dates and times: a game that
/// random play left unfinished is resigned by a random side, agreed drawn or lost on time.
fn library(count: usize, seed: u64) -> Vec<LibraryGame> {
    let mut rng = Rng::new(seed ^ 0x11b);
    let levels = ["beginner", "expert", "level-7"];
    seeded_games(count, seed)
        .into_iter()
        .enumerate()
        .map(|(n, mut game)| {
            if !game.is_over() {
                let ended = match rng.below(5) {
                    0 => game.resign_as(Color::Black),
                    1 => game.resign_as(Color::White),
                    2 => game.lose_on_time(Color::Black),
                    3 => game.lose_on_time(Color::White),
                    _ => game.agree_draw(),
                };
                ended.expect("an unfinished game can end");
            }
            let player = |r: usize| {
                if r == 0 {
                    Player::Human
                } else {
                    Player::Computer
                }
            };
            let (black, white) = (player(rng.below(2)), player(rng.below(2)));
            let level = levels[rng.below(levels.len())];
            let mut kept =
                LibraryGame::finished(&game, black, white, level, 1_700_000_000_000 + n as u64)
                    .expect("a finished game");
            if rng.below(2) == 0 {
                kept.time_ms = Some([rng.below(600_000) as u64, rng.below(600_000) as u64]);
            }
            kept
        })
        .collect()
}

#[test]
fn a_thousand_random_games_come_back_equal_through_one_ggf_file() {
    let games = dedupe(library(1_000, 42));
    assert!(
        games.len() > 900,
        "random games rarely repeat: {}",
        games.len()
    );
    let text = to_ggf(&games);
    let read = from_ggf(&text, 0).expect("the library's own file");
    assert_eq!(read.unfinished, 0);
    assert_eq!(read.games.len(), games.len());
    for (back, game) in read.games.iter().zip(&games) {
        assert_eq!(back, game, "{}", identity(&game.game));
    }
}

#[test]
fn every_random_game_comes_back_equal_from_its_stored_record() {
    for game in library(300, 7) {
        let text = game.to_json();
        assert_eq!(LibraryGame::from_json(&text), Ok(game), "{text}");
    }
}

#[test]
fn the_same_moves_from_the_same_start_are_kept_once() {
    let games = library(50, 3);
    let mut twice = games.clone();
    twice.extend(games.iter().cloned().map(|mut g| {
        g.date_ms += 1;
        g
    }));
    let kept = dedupe(twice.clone());
    assert_eq!(kept, dedupe(games.clone()));
    // A file holding every game twice imports each once.
    let read = from_ggf(&to_ggf(&twice), 0).unwrap();
    assert_eq!(read.games.len(), dedupe(games).len());
    // The same moves from another start are another game.
    assert_ne!(
        identity(&Game::new(Color::Black)),
        identity(&Game::new(Color::White))
    );
}

#[test]
fn a_corrupt_record_is_refused_whole_never_half_read() {
    let good = library(1, 9).remove(0).to_json();
    let broken = [
        "".to_string(),
        "[]".to_string(),
        "{\"version\": 2}".to_string(),
        good.replace("\"moves\":\"", "\"moves\":\"a1"),
        good.replace("\"score\":[", "\"score\":[1"),
        good.replace("\"black\":\"", "\"black\":\"x"),
        good.replace("\"date\":", "\"date\":-"),
        good.replace("\"ending\":\"", "\"ending\":\"x"),
    ];
    for text in broken {
        assert!(LibraryGame::from_json(&text).is_err(), "{text}");
    }
}

#[test]
fn results_are_the_persons_and_between_people_blacks() {
    let mut game = replay("f5d6", Color::Black).unwrap();
    game.resign_as(Color::White).unwrap();
    let kept = |black, white| LibraryGame::finished(&game, black, white, "beginner", 0).unwrap();
    assert_eq!(
        kept(Player::Human, Player::Computer).verdict(),
        Verdict::Win
    );
    assert_eq!(
        kept(Player::Computer, Player::Human).verdict(),
        Verdict::Loss
    );
    assert_eq!(kept(Player::Human, Player::Human).verdict(), Verdict::Win);
    assert_eq!(kept(Player::Human, Player::Human).level, None);
    let mut drawn = Game::new(Color::Black);
    drawn.agree_draw().unwrap();
    let drawn = LibraryGame::finished(&drawn, Player::Computer, Player::Human, "x", 0).unwrap();
    assert_eq!(drawn.verdict(), Verdict::Draw);
    assert_eq!(drawn.outcome().ending, Ending::DrawAgreed);
    assert_eq!(
        LibraryGame::finished(
            &Game::new(Color::Black),
            Player::Human,
            Player::Human,
            "",
            0
        ),
        None
    );
}

#[test]
fn filters_combine_and_search_finds_openings_in_any_language_and_moves() {
    let mut games = library(200, 5);
    sort_newest_first(&mut games);
    assert!(games.windows(2).all(|w| w[0].date_ms >= w[1].date_ms));
    let all = Filter::default();
    assert!(games.iter().all(|g| all.passes(g, Lang::En)));
    let wins = Filter {
        verdict: Some(Verdict::Win),
        side: Some(Color::White),
        ..Filter::default()
    };
    let shown: Vec<_> = games.iter().filter(|g| wins.passes(g, Lang::En)).collect();
    assert!(!shown.is_empty());
    assert!(shown
        .iter()
        .all(|g| g.verdict() == Verdict::Win && g.side() == Color::White));
    let tiger = replay("f5d6c3d3c4", Color::Black).unwrap();
    let mut tiger = tiger;
    tiger.resign_as(Color::Black).unwrap();
    let tiger =
        LibraryGame::finished(&tiger, Player::Human, Player::Computer, "expert", 0).unwrap();
    assert_eq!(tiger.opening.as_deref(), Some("Tiger"));
    for (text, lang) in [
        ("tiger", Lang::En),
        ("虎", Lang::Ja),
        ("Tigre", Lang::Fr),
        ("d6 c3", Lang::En),
    ] {
        let search = Filter {
            search: text.into(),
            ..Filter::default()
        };
        assert!(search.passes(&tiger, lang), "{text}");
    }
    let level = Filter {
        level: Some("beginner".into()),
        ..Filter::default()
    };
    assert!(!level.passes(&tiger, Lang::En));
}
