//! The library of finished games: records written and read back, corrupt ones refused whole,
//! the same game kept once, the filters, and 1,000 random games through one GGF file, with
//! their dates and players' names.

#[path = "common/games.rs"]
mod games;

use games::seeded_games;
use reversi::engine::notation::replay;
use reversi::engine::rng::Rng;
use reversi::engine::{Board, Color, Ending, Game, Move};
use reversi::i18n::Lang;
use reversi::settings::library::{
    dedupe, from_ggf, identity, sort_newest_first, to_ggf, Filter, LibraryGame, Verdict,
};
use reversi::settings::Player;

/// `count` finished random games with random players, levels, dates (to the second, as GGF
/// keeps them) and times, and some people named: a game that random play left unfinished is
/// resigned by a random side, agreed drawn or lost on time.
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
            let date_ms = 1_700_000_000_000 + n as u64 * 1_000;
            let mut kept = LibraryGame::finished(&game, black, white, level, date_ms)
                .expect("a finished game");
            if rng.below(2) == 0 {
                kept.time_ms = Some([rng.below(600_000) as u64, rng.below(600_000) as u64]);
            }
            // Only a person has a name of their own: the computer is named by its level.
            for (side, player) in [black, white].into_iter().enumerate() {
                if player == Player::Human && rng.below(3) == 0 {
                    kept.names[side] = Some(format!("Player {n}.{side}"));
                }
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

/// `moves` from the standard start, Black first, resigned by White: a finished game.
fn resigned(moves: &str) -> LibraryGame {
    let mut game = replay(moves, Color::Black).unwrap();
    game.resign_as(Color::White).unwrap();
    LibraryGame::finished(&game, Player::Human, Player::Computer, "expert", 0).unwrap()
}

#[test]
fn the_export_dates_each_game_as_ggs_writes_dates_and_reads_them_back() {
    let mut game = resigned("f5d6");
    // 2024-02-29T23:59:59.250Z: the file keeps the second.
    game.date_ms = 1_709_251_199_250;
    let text = to_ggf(std::slice::from_ref(&game));
    assert!(text.contains("DT[2024.02.29_23:59:59.GMT]"), "{text}");
    let read = from_ggf(&text, 7).unwrap().games.remove(0);
    assert_eq!(read.date_ms, 1_709_251_199_000);
    // This program's files of before, in milliseconds; a count of seconds; GGS's own.
    for (dt, ms) in [
        ("1700000000123", 1_700_000_000_123),
        ("1072785784", 1_072_785_784_000),
        ("2003.12.30_12:03:04.GMT", 1_072_785_784_000),
        ("not a date", 7),
    ] {
        let file = text.replace("DT[2024.02.29_23:59:59.GMT]", &format!("DT[{dt}]"));
        assert_eq!(from_ggf(&file, 7).unwrap().games[0].date_ms, ms, "{dt}");
    }
}

#[test]
fn an_imported_game_keeps_its_players_names_through_the_library_and_its_export() {
    let file = "(;GM[Othello]PC[GGS/os]DT[2003.12.30_12:03:04.MET]PB[ alice  smith ]PW[bob]\
                RE[-64:r]B[f5]W[d6];)\n\
                (;GM[Othello]PB[computer expert]PW[Human]RE[+64:r]B[d3]W[c5];)\n\
                (;GM[Othello]PW[carol]RE[+64:r]B[c4]W[e3];)\n";
    let read = from_ggf(file, 0).unwrap().games;
    let names: Vec<_> = read.iter().map(|g| g.names.clone()).collect();
    assert_eq!(
        names,
        [
            [Some("alice smith".to_string()), Some("bob".to_string())],
            [None, None],
            [None, Some("carol".to_string())],
        ]
    );
    assert_eq!(
        (read[0].black, read[0].white),
        (Player::Human, Player::Human)
    );
    assert_eq!(
        (read[1].black, read[1].level.as_deref()),
        (Player::Computer, Some("expert"))
    );
    for game in &read {
        assert_eq!(LibraryGame::from_json(&game.to_json()).as_ref(), Ok(game));
    }
    let written = to_ggf(&read);
    assert!(written.contains("PB[alice smith]PW[bob]"), "{written}");
    assert!(
        written.contains("PB[computer expert]PW[human]"),
        "{written}"
    );
    assert!(written.contains("PB[human]PW[carol]"), "{written}");
    assert_eq!(from_ggf(&written, 0).unwrap().games, read);
}

#[test]
fn a_record_of_the_first_version_reads_without_names_and_a_bad_name_refuses_the_record() {
    let mut game = resigned("f5d6c3");
    game.names = [Some("alice".into()), None];
    let v3 = game.to_json();
    assert!(
        v3.contains("\"version\":3") && v3.contains("\"names\":[\"alice\",null]"),
        "{v3}"
    );
    // Version 2 had no friend games: the same record without the field.
    let v2 = v3
        .replace("\"version\":3", "\"version\":2")
        .replace(",\"friend\":null", "")
        .replace("\"friend\":null,", "");
    assert!(!v2.contains("friend"), "{v2}");
    assert_eq!(LibraryGame::from_json(&v2).as_ref(), Ok(&game));
    let v1 = v2
        .replace("\"version\":2", "\"version\":1")
        .replace(",\"names\":[\"alice\",null]", "")
        .replace("\"names\":[\"alice\",null],", "");
    assert!(!v1.contains("names"), "{v1}");
    game.names = [None, None];
    assert_eq!(LibraryGame::from_json(&v1), Ok(game));
    for names in [
        "",
        "\"names\":null,",
        "\"names\":[\"alice\"],",
        "\"names\":[\"\",null],",
        "\"names\":[1,null],",
    ] {
        let broken = v1.replace("\"version\":1,", &format!("\"version\":2,{names}"));
        assert!(broken.contains("\"version\":2"), "{broken}");
        assert!(LibraryGame::from_json(&broken).is_err(), "{broken}");
    }
}

#[test]
fn searching_moves_finds_the_same_opening_turned_every_way_that_keeps_the_start() {
    let games = [
        resigned("f5d6c3"),
        resigned("d3c5f6"),
        resigned("c4e3f6"),
        resigned("e6f4c3"),
        resigned("f5f6e6"),
    ];
    for text in ["f5d6", "F5 D6"] {
        let search = Filter {
            search: text.into(),
            ..Filter::default()
        };
        let found: Vec<_> = games
            .iter()
            .filter(|g| search.passes(g, Lang::En))
            .map(|g| g.game.transcript())
            .collect();
        assert_eq!(found, ["f5d6c3", "d3c5f6", "c4e3f6", "e6f4c3"], "{text}");
    }
    // From a set-up start (here one more disc, on a1) the start's symmetries do not hold:
    // only the moves as typed are found.
    let start = [
        "X-------", "--------", "--------", "---OX---", "---XO---", "--------", "--------",
        "--------", "X",
    ]
    .concat();
    let mut set_up = Game::from_board(start.parse().unwrap());
    for mv in ["d3", "c5"] {
        set_up.play(Move::Place(mv.parse().unwrap())).unwrap();
    }
    set_up.resign_as(Color::White).unwrap();
    let set_up = LibraryGame::finished(&set_up, Player::Human, Player::Human, "", 0).unwrap();
    let search = |text: &str| Filter {
        search: text.into(),
        ..Filter::default()
    };
    assert!(!search("f5d6").passes(&set_up, Lang::En));
    assert!(search("d3c5").passes(&set_up, Lang::En));
}

#[test]
fn a_friend_game_keeps_the_colour_played_here_and_the_friends_filter_finds_only_friend_games() {
    let computer = resigned("f5d6c3");
    let mut friend = resigned("f5f6e6");
    friend.black = Player::Human;
    friend.white = Player::Human;
    friend.level = None;
    friend.names = [Some("Alice".into()), Some("ボブ".into())];
    friend.friend = Some(Color::White);
    // The result is shown for the colour played here: White resigned, so a loss, where a
    // game between people on one screen shows Black's win.
    assert_eq!(friend.side(), Color::White);
    assert_eq!(friend.verdict(), Verdict::Loss);
    friend.friend = None;
    assert_eq!(friend.verdict(), Verdict::Win);
    friend.friend = Some(Color::White);
    let stored = friend.to_json();
    assert!(stored.contains("\"friend\":\"white\""), "{stored}");
    assert_eq!(LibraryGame::from_json(&stored), Ok(friend.clone()));
    let bad = stored.replace("\"friend\":\"white\"", "\"friend\":\"grey\"");
    assert!(LibraryGame::from_json(&bad).is_err(), "{bad}");
    let filter = Filter {
        friends: true,
        ..Filter::default()
    };
    assert!(filter.passes(&friend, Lang::En));
    assert!(!filter.passes(&computer, Lang::En));
    assert!(Filter::default().passes(&computer, Lang::En));
}

#[test]
fn a_library_game_is_a_database_record_of_its_moves_result_and_year() {
    let mut game = resigned("f5d6c3d3c4");
    // 2024-02-29T23:59:59Z, then the first second of 2025.
    game.date_ms = 1_709_251_199_000;
    let record = game.database_record().unwrap();
    let squares: Vec<String> = record.moves.iter().map(|s| s.to_string()).collect();
    assert_eq!(squares, ["f5", "d6", "c3", "d3", "c4"]);
    // White resigned: Black's win, 64 discs.
    assert_eq!(record.black_discs, 64);
    assert_eq!(record.year, 2024);
    game.date_ms = 1_735_689_600_000;
    assert_eq!(game.database_record().unwrap().year, 2025);
    let mut drawn = replay("f5d6", Color::Black).unwrap();
    drawn.agree_draw().unwrap();
    let drawn = LibraryGame::finished(&drawn, Player::Human, Player::Human, "", 0).unwrap();
    assert_eq!(drawn.database_record().unwrap().black_discs, 32);
    assert_eq!(drawn.database_record().unwrap().year, 1970);
    // Every random game from the standard start (passes included) keeps its placed moves;
    // one from another start has no record.
    let mut read = 0;
    for kept in library(200, 9) {
        if kept.game.start_board() != Board::start(Color::Black) {
            assert_eq!(kept.database_record(), None);
            continue;
        }
        read += 1;
        let record = kept.database_record().unwrap();
        let placed = kept
            .game
            .moves()
            .iter()
            .filter(|m| matches!(m, Move::Place(_)))
            .count();
        assert_eq!(record.moves.len(), placed);
        assert!(record.black_discs <= 64);
    }
    assert!(read > 50, "{read}");
}
