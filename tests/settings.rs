//! The pure settings layer: statistics rules, the options schema and its migration, the
//! saved game, shortcuts, and malformed stored payloads.

use reversi::actions::{action_for, Action, Command, Modifiers, Play, Target, SHORTCUTS};
use reversi::engine::clock::{Clock, TimeControl};
use reversi::engine::notation::replay;
use reversi::engine::search::{Level, Searcher};
use reversi::engine::{Board, Color, Ending, Game, Outcome};
use reversi::session::lone_computer;
use reversi::settings::options::{OLDEST_OPTIONS_VERSION, OPTIONS_VERSION};
use reversi::settings::schema::Parsed;
use reversi::settings::stats::{Counted, Tally};
use reversi::settings::{
    load, ClockChoice, Loaded, Markers, Options, Persisted, Player, Players, Rgb, SavedGame,
    SchemaError, Start, Statistics, StoredOptions, Theme,
};
use serde_json::{json, Value};

const HUMAN_BLACK: Players = Players::new(Player::Human, Player::Computer);
const COMPUTER_BLACK: Players = Players::new(Player::Computer, Player::Human);
const BOTH_HUMAN: Players = Players::new(Player::Human, Player::Human);
const BOTH_COMPUTER: Players = Players::new(Player::Computer, Player::Computer);

fn normal(black: u32, white: u32) -> Outcome {
    Outcome {
        black,
        white,
        winner: match black.cmp(&white) {
            std::cmp::Ordering::Greater => Some(Color::Black),
            std::cmp::Ordering::Less => Some(Color::White),
            std::cmp::Ordering::Equal => None,
        },
        ending: Ending::Normal,
    }
}

/// A game played to its natural end by always taking the first legal square.
fn finished_game() -> Game {
    let mut game = Game::new(Color::Black);
    while !game.is_over() {
        let sq = game.board().legal_moves().squares().next().unwrap();
        game.play_square(sq).unwrap();
    }
    game
}

/// The result the session counts for `outcome` under `players`.
fn counted(outcome: &Outcome, players: &Players) -> Counted {
    Counted::new(outcome, lone_computer(players))
}

// ---------------------------------------------------------------- statistics rules

#[test]
fn a_withdrawn_result_leaves_the_statistics_as_before() {
    let mut stats = Statistics::default();
    stats.record(&counted(&normal(40, 24), &HUMAN_BLACK));
    let before = stats.clone();
    for (outcome, players) in [
        (normal(10, 54), COMPUTER_BLACK),
        (normal(32, 32), HUMAN_BLACK),
        (normal(20, 44), BOTH_HUMAN),
    ] {
        let result = counted(&outcome, &players);
        stats.record(&result);
        assert_ne!(stats, before);
        stats.withdraw(&result);
        assert_eq!(stats, before, "{outcome:?} {players:?}");
    }
    // Withdrawing from empty statistics cannot underflow.
    let mut empty = Statistics::default();
    empty.withdraw(&counted(&normal(40, 24), &HUMAN_BLACK));
    assert_eq!(empty, Statistics::default());
}

#[test]
fn a_human_win_against_the_computer_counts_in_both_perspectives() {
    let mut stats = Statistics::default();
    stats.record(&counted(&normal(40, 24), &HUMAN_BLACK));
    assert_eq!(
        stats.black_white,
        Tally {
            first_wins: 1,
            second_wins: 0,
            draws: 0,
            first_score: 40,
            second_score: 24
        }
    );
    assert_eq!(
        stats.computer_user,
        Tally {
            first_wins: 0,
            second_wins: 1,
            draws: 0,
            first_score: 24,
            second_score: 40
        }
    );
}

#[test]
fn the_computer_side_is_read_from_the_players_at_the_end() {
    let mut stats = Statistics::default();
    // Black wins both; first the computer plays Black, then the human does.
    stats.record(&counted(&normal(50, 14), &COMPUTER_BLACK));
    stats.record(&counted(&normal(33, 31), &HUMAN_BLACK));
    assert_eq!(stats.black_white.first_wins, 2);
    assert_eq!(stats.computer_user.first_wins, 1);
    assert_eq!(stats.computer_user.second_wins, 1);
    assert_eq!(stats.computer_user.first_score, 50 + 31);
    assert_eq!(stats.computer_user.second_score, 14 + 33);
}

#[test]
fn computer_vs_computer_and_human_vs_human_count_only_as_black_vs_white() {
    let mut stats = Statistics::default();
    stats.record(&counted(&normal(20, 44), &BOTH_COMPUTER));
    stats.record(&counted(&normal(32, 32), &BOTH_HUMAN));
    assert_eq!(stats.black_white.second_wins, 1);
    assert_eq!(stats.black_white.draws, 1);
    assert_eq!(stats.black_white.first_score, 52);
    assert_eq!(stats.black_white.second_score, 76);
    assert_eq!(stats.computer_user, Tally::default());
}

#[test]
fn a_resignation_scores_64_to_0_for_the_winner() {
    let mut game = replay("f5d6c3", Color::Black).unwrap();
    // White is to move and is the human here; resigning hands the computer (Black) the win.
    game.resign().unwrap();
    let outcome = game.outcome().unwrap();
    let mut stats = Statistics::default();
    stats.record(&counted(&outcome, &COMPUTER_BLACK));
    assert_eq!(stats.black_white.first_wins, 1);
    assert_eq!(
        (
            stats.black_white.first_score,
            stats.black_white.second_score
        ),
        (64, 0)
    );
    assert_eq!(stats.computer_user.first_wins, 1);
    assert_eq!(
        (
            stats.computer_user.first_score,
            stats.computer_user.second_score
        ),
        (64, 0)
    );
}

#[test]
fn an_agreed_draw_is_a_draw_even_when_one_side_has_more_discs() {
    let mut game = replay("f5d6c3d3c4", Color::Black).unwrap();
    game.agree_draw().unwrap();
    let outcome = game.outcome().unwrap();
    assert_ne!(outcome.black, outcome.white);
    let mut stats = Statistics::default();
    stats.record(&counted(&outcome, &HUMAN_BLACK));
    assert_eq!(stats.black_white.draws, 1);
    assert_eq!(
        stats.black_white.first_wins + stats.black_white.second_wins,
        0
    );
    assert_eq!(stats.computer_user.draws, 1);
    assert_eq!(stats.black_white.first_score, u64::from(outcome.black));
}

#[test]
fn a_played_out_game_is_counted_with_its_disc_counts() {
    let game = finished_game();
    let outcome = game.outcome().unwrap();
    let mut stats = Statistics::default();
    stats.record(&counted(&outcome, &HUMAN_BLACK));
    assert_eq!(stats.black_white.games(), 1);
    assert_eq!(
        stats.black_white.first_score,
        u64::from(game.board().count(Color::Black))
    );
    assert_eq!(
        stats.black_white.second_score,
        u64::from(game.board().count(Color::White))
    );
}

#[test]
fn reset_clears_both_perspectives_and_survives_a_round_trip() {
    let mut stats = Statistics::default();
    stats.record(&counted(&normal(40, 24), &HUMAN_BLACK));
    stats.record(&counted(&normal(10, 54), &COMPUTER_BLACK));
    let back = Statistics::from_json(&stats.to_json()).unwrap();
    assert_eq!(
        back,
        Parsed {
            value: stats.clone(),
            problems: vec![]
        }
    );
    stats.reset();
    assert_eq!(stats, Statistics::default());
    assert_eq!(
        Statistics::from_json(&stats.to_json()).unwrap().value,
        stats
    );
}

#[test]
fn statistics_json_names_each_side() {
    let mut stats = Statistics::default();
    stats.record(&counted(&normal(40, 24), &HUMAN_BLACK));
    let v: Value = serde_json::from_str(&stats.to_json()).unwrap();
    assert_eq!(v["version"], 2);
    assert_eq!(v["black_vs_white"]["black_score"], 40);
    assert_eq!(v["computer_vs_user"]["user_wins"], 1);
    assert_eq!(v["drills"], 0);
}

#[test]
fn drills_are_counted_apart_and_version_1_reads_as_none() {
    let mut stats = Statistics::default();
    stats.record(&counted(&normal(40, 24), &HUMAN_BLACK));
    stats.record_drill();
    stats.record_drill();
    let read = Statistics::from_json(&stats.to_json()).unwrap();
    assert_eq!(read.value, stats);
    assert_eq!(read.value.drills, 2);
    assert_eq!(read.value.black_white.games(), 1, "a drill is no game");
    assert!(read.problems.is_empty());
    // The first format had no drills: migrated as none, with nothing to report.
    let old = Statistics::from_json(&stats_payload(good_bw(), good_cu())).unwrap();
    assert_eq!(old.value.drills, 0);
    assert_eq!(old.value.black_white.games(), 3);
    assert!(old.problems.is_empty(), "{:?}", old.problems);
    // A bad count in version 2 falls back alone and says why.
    for bad in [json!(-1), json!("3"), json!(5_000_000_000u64)] {
        let text = json!({ "version": 2, "black_vs_white": good_bw(), "computer_vs_user": good_cu(), "drills": bad }).to_string();
        let read = Statistics::from_json(&text).unwrap();
        assert_eq!(read.value.drills, 0);
        assert_eq!(read.value.black_white.games(), 3);
        assert!(
            read.problems.iter().any(|p| p.contains("drills")),
            "{:?}",
            read.problems
        );
    }
    stats.reset();
    assert_eq!(stats.drills, 0);
}

fn stats_payload(bw: Value, cu: Value) -> String {
    json!({ "version": 1, "black_vs_white": bw, "computer_vs_user": cu }).to_string()
}

fn good_bw() -> Value {
    json!({"black_wins": 2, "white_wins": 1, "draws": 0, "black_score": 100, "white_score": 80})
}

fn good_cu() -> Value {
    json!({"computer_wins": 1, "user_wins": 1, "draws": 0, "computer_score": 60, "user_score": 60})
}

#[test]
fn a_broken_tally_falls_back_alone_and_says_why() {
    let cases = [
        (
            json!({"computer_wins": -1, "user_wins": 1, "draws": 0, "computer_score": 0, "user_score": 0}),
            "computer_wins",
        ),
        (
            json!({"computer_wins": 1, "user_wins": 1, "draws": 0, "computer_score": 0}),
            "user_score is missing",
        ),
        (
            json!({"computer_wins": 1.5, "user_wins": 1, "draws": 0, "computer_score": 0, "user_score": 0}),
            "computer_wins",
        ),
        (
            json!({"computer_wins": "1", "user_wins": 1, "draws": 0, "computer_score": 0, "user_score": 0}),
            "computer_wins",
        ),
        (
            json!({"computer_wins": 5_000_000_000u64, "user_wins": 1, "draws": 0, "computer_score": 0, "user_score": 0}),
            "too large",
        ),
        (
            json!({"computer_wins": 1, "user_wins": 0, "draws": 0, "computer_score": 65, "user_score": 0}),
            "more than 64",
        ),
        (json!([1, 2, 3]), "an array"),
        (
            json!({"computer_wins": 3, "user_wins": 1, "draws": 0, "computer_score": 64, "user_score": 64}),
            "more games",
        ),
    ];
    for (cu, why) in cases {
        let text = stats_payload(good_bw(), cu.clone());
        let loaded: Loaded<Statistics> = load(Some(&text));
        assert_eq!(loaded.value.computer_user, Tally::default(), "{cu}");
        assert_eq!(loaded.value.black_white.first_score, 100, "{cu}");
        assert!(!loaded.intact);
        let notice = loaded.notice.unwrap();
        assert!(
            notice.contains("Computer vs User") && notice.contains(why),
            "{notice}"
        );
        assert!(!notice.contains('\n'));
    }
    let fine: Loaded<Statistics> = load(Some(&stats_payload(good_bw(), good_cu())));
    assert!(fine.intact && fine.notice.is_none());
    assert_eq!(fine.value.computer_user.first_score, 60);
}

// ---------------------------------------------------------------- options schema

fn custom_options() -> StoredOptions {
    let mut stored = StoredOptions::default();
    let o = &mut stored.options;
    o.display.show_valid_moves = false;
    o.display.animate_moves = false;
    o.display.show_hints = true;
    o.display.show_graph = true;
    o.colors.board = Rgb::new(0x123456);
    o.colors.move_indicator = Rgb::new(0xabcdef);
    o.level = Level::Expert;
    stored.players = Players {
        first: Color::White,
        black: Player::Computer,
        white: Player::Human,
    };
    stored
}

#[test]
fn defaults_are_what_a_new_player_expects() {
    let StoredOptions {
        options: o,
        players,
    } = StoredOptions::default();
    assert!(o.display.show_valid_moves && o.display.preview_moves && o.display.animate_moves);
    assert!(!o.display.show_hints, "hints are off until asked for");
    assert!(
        !o.display.show_graph,
        "the background evaluation is off until asked for"
    );
    assert_eq!(players, HUMAN_BLACK);
    assert_eq!(o.level, Level::Beginner);
    assert_eq!(o.colors.board.to_string(), "#1e7b3c");
}

#[test]
fn options_round_trip_every_field() {
    for o in [StoredOptions::default(), custom_options()] {
        let text = o.to_json();
        let v: Value = serde_json::from_str(&text).unwrap();
        assert_eq!(v["version"], OPTIONS_VERSION);
        assert_eq!(
            StoredOptions::from_json(&text).unwrap(),
            Parsed {
                value: o,
                problems: vec![]
            }
        );
    }
    for level in Level::ALL {
        let o = StoredOptions {
            options: Options {
                level,
                ..Options::default()
            },
            ..StoredOptions::default()
        };
        let read = StoredOptions::from_json(&o.to_json()).unwrap().value;
        assert_eq!(read.options.level, level);
    }
}

fn v1(computer: Value) -> String {
    json!({
        "version": 1,
        "show_valid_moves": false,
        "preview_moves": true,
        "animate_moves": false,
        "board_color": "#123456",
        "valid_move_color": "#00FF00",
        "active_square_color": "#ffff00",
        "move_indicator_color": "#ff0000",
        "first_move": "white",
        "computer": computer,
        "level": "advanced"
    })
    .to_string()
}

#[test]
fn version_1_migrates_its_single_computer_side_to_two_players() {
    assert_eq!(OLDEST_OPTIONS_VERSION, 1);
    let cases = [
        ("white", Player::Human, Player::Computer),
        ("black", Player::Computer, Player::Human),
        ("none", Player::Human, Player::Human),
        ("both", Player::Computer, Player::Computer),
        ("BOTH", Player::Computer, Player::Computer),
    ];
    for (computer, black, white) in cases {
        let parsed = StoredOptions::from_json(&v1(json!(computer))).unwrap();
        assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
        let stored = parsed.value;
        let (o, players) = (stored.options, stored.players);
        assert_eq!((players.black, players.white), (black, white), "{computer}");
        assert_eq!(players.first, Color::White);
        assert!(!o.display.show_valid_moves && o.display.preview_moves && !o.display.animate_moves);
        assert_eq!(o.colors.board, Rgb::new(0x123456));
        assert_eq!(o.colors.valid_move.to_string(), "#00ff00");
        assert_eq!(o.level, Level::Advanced);
        // The migrated options are written back in the current version and read the same.
        assert!(stored
            .to_json()
            .contains(&format!("\"version\":{OPTIONS_VERSION}")));
        assert!(!o.display.show_hints, "hints came later and start off");
        assert_eq!(
            StoredOptions::from_json(&stored.to_json()).unwrap().value,
            stored
        );
    }
}

#[test]
fn a_broken_version_1_computer_field_falls_back_to_the_default_players_only() {
    for bad in [json!("sometimes"), json!(3), Value::Null] {
        let parsed = StoredOptions::from_json(&v1(bad.clone())).unwrap();
        assert_eq!(parsed.value.players.black, Player::Human);
        assert_eq!(parsed.value.players.white, Player::Computer);
        assert_eq!(parsed.value.options.level, Level::Advanced);
        assert_eq!(parsed.problems.len(), 1, "{bad}: {:?}", parsed.problems);
        assert!(parsed.problems[0].starts_with("computer"));
    }
}

#[test]
fn a_broken_option_falls_back_alone() {
    let good: Value = serde_json::from_str(&custom_options().to_json()).unwrap();
    let cases: Vec<(&str, Value, &str)> = vec![
        ("/colors/board", json!("green"), "colors.board"),
        ("/colors/board", json!("#12345"), "colors.board"),
        ("/colors/board", json!("#12345g"), "colors.board"),
        ("/colors/board", json!(1193046), "colors.board"),
        (
            "/display/show_valid_moves",
            json!("yes"),
            "display.show_valid_moves",
        ),
        ("/players/black", json!("robot"), "players.black"),
        ("/players/first_move", json!("red"), "players.first_move"),
        ("/level", json!("grandmaster"), "level"),
        ("/level", json!(["expert"]), "level"),
    ];
    let defaults = StoredOptions::default();
    for (pointer, bad, label) in cases {
        let mut payload = good.clone();
        *payload.pointer_mut(pointer).unwrap() = bad.clone();
        let loaded: Loaded<StoredOptions> = load(Some(&payload.to_string()));
        let mut expected = custom_options();
        match pointer {
            "/colors/board" => expected.options.colors.board = defaults.options.colors.board,
            "/display/show_valid_moves" => expected.options.display.show_valid_moves = true,
            "/players/black" => expected.players.black = defaults.players.black,
            "/players/first_move" => expected.players.first = defaults.players.first,
            _ => expected.options.level = defaults.options.level,
        }
        assert_eq!(loaded.value, expected, "{pointer} = {bad}");
        assert!(!loaded.intact);
        let notice = loaded.notice.unwrap();
        assert!(
            notice.starts_with("Options:") && notice.contains(label),
            "{notice}"
        );
    }
}

#[test]
fn a_missing_section_or_field_falls_back_with_a_notice() {
    let mut payload: Value = serde_json::from_str(&custom_options().to_json()).unwrap();
    payload.as_object_mut().unwrap().remove("colors");
    payload["players"].as_object_mut().unwrap().remove("white");
    let parsed = StoredOptions::from_json(&payload.to_string()).unwrap();
    assert_eq!(parsed.value.options.colors, Options::default().colors);
    assert_eq!(parsed.value.players.white, Players::default().white);
    assert_eq!(parsed.value.players.black, Player::Computer);
    assert_eq!(
        parsed.problems,
        vec!["colors is missing", "players.white is missing"]
    );
}

/// Malformed payloads of many kinds: each is rejected or repaired with one line, never a panic.
fn malformed() -> Vec<(&'static str, String)> {
    let deep = "[".repeat(100_000);
    vec![
        ("empty string", String::new()),
        ("only spaces", "   ".into()),
        ("not JSON", "hello world".into()),
        ("truncated JSON", "{\"version\": 2, \"display\": {".into()),
        ("a JSON string", "\"options\"".into()),
        ("a number", "42".into()),
        ("null", "null".into()),
        ("an array instead of an object", "[1, 2, 3]".into()),
        ("no version", "{\"display\": {}}".into()),
        ("version as a string", "{\"version\": \"2\"}".into()),
        ("negative version", "{\"version\": -1}".into()),
        ("fractional version", "{\"version\": 1.5}".into()),
        ("unknown old version", "{\"version\": 0}".into()),
        ("future version", "{\"version\": 99}".into()),
        ("huge version", "{\"version\": 1e300}".into()),
        ("deeply nested", deep),
        ("binary junk", "\u{0}\u{1}\u{fffd}".into()),
    ]
}

fn check_rejected<T: Persisted + PartialEq + std::fmt::Debug>() {
    for (what, text) in malformed() {
        let loaded: Loaded<T> = load(Some(&text));
        assert_eq!(loaded.value, T::fallback(), "{what}");
        assert!(!loaded.intact, "{what}");
        let notice = loaded.notice.unwrap_or_default();
        assert!(
            notice.starts_with(T::WHAT) && notice.contains("reset to defaults"),
            "{what}: {notice}"
        );
        assert!(
            !notice.contains('\n') && notice.chars().count() < 200,
            "{what}: {notice}"
        );
    }
}

#[test]
fn malformed_options_load_as_defaults_with_one_line() {
    check_rejected::<StoredOptions>();
}

#[test]
fn malformed_statistics_load_as_zeroes_with_one_line() {
    check_rejected::<Statistics>();
}

#[test]
fn malformed_saved_games_load_as_a_new_game_with_one_line() {
    check_rejected::<SavedGame>();
}

#[test]
fn envelope_errors_name_the_problem() {
    let err = |t: &str| StoredOptions::from_json(t).unwrap_err();
    assert_eq!(err(""), SchemaError::Empty);
    assert!(matches!(err("nope"), SchemaError::NotJson(_)));
    assert_eq!(err("[]"), SchemaError::NotAnObject("an array"));
    assert_eq!(err("{}"), SchemaError::MissingVersion);
    assert_eq!(
        err("{\"version\":\"2\"}"),
        SchemaError::BadVersion("\"2\"".into())
    );
    assert_eq!(err("{\"version\":0}"), SchemaError::UnknownVersion(0));
    let next = OPTIONS_VERSION + 1;
    assert_eq!(
        err(&format!("{{\"version\":{next}}}")),
        SchemaError::FutureVersion(next)
    );
    assert_eq!(
        SchemaError::FutureVersion(3).to_string(),
        "saved format version 3 comes from a newer release"
    );
}

#[test]
fn nothing_stored_loads_defaults_silently() {
    let o: Loaded<StoredOptions> = load(None);
    assert_eq!(
        (o.value, o.notice, o.intact),
        (StoredOptions::default(), None, true)
    );
    let s: Loaded<Statistics> = load(None);
    assert!(s.intact && s.notice.is_none());
}

#[test]
fn a_huge_bad_string_is_quoted_briefly() {
    let mut payload: Value = serde_json::from_str(&StoredOptions::default().to_json()).unwrap();
    payload["colors"]["board"] = json!("x".repeat(1_000_000));
    let loaded: Loaded<StoredOptions> = load(Some(&payload.to_string()));
    assert!(loaded.notice.unwrap().chars().count() < 200);
}

#[test]
fn colours_must_be_hash_and_six_hex_digits() {
    assert_eq!("#A0b1C2".parse::<Rgb>().unwrap().to_string(), "#a0b1c2");
    for bad in [
        "", "#", "a0b1c2", "#a0b1c", "#a0b1c2d", "#ggg000", "#+12345", " #a0b1c2", "#é12345",
    ] {
        assert!(bad.parse::<Rgb>().is_err(), "{bad}");
    }
}

// ---------------------------------------------------------------- saved game

fn midgame_with_history() -> SavedGame {
    let mut game = replay("f5d6c3d3c4f4f6", Color::Black).unwrap();
    game.undo();
    game.undo();
    SavedGame {
        game,
        counted: None,
        paused: true,
        imported: false,
        drill: false,
        unrated: false,
        review: None,
        ended: None,
        clock: Clock::default(),
    }
}

#[test]
fn a_saved_game_keeps_its_undo_history_and_flags() {
    let saved = midgame_with_history();
    assert!(saved.game.can_redo());
    let back = SavedGame::from_json(&saved.to_json()).unwrap();
    assert!(back.problems.is_empty());
    assert_eq!(back.value, saved);
    assert_eq!(back.value.game.moves().len(), 7);
    assert_eq!(back.value.game.cursor(), 5);

    let game = finished_game();
    let mut over = SavedGame {
        counted: Some(counted(&game.outcome().unwrap(), &HUMAN_BLACK)),
        game,
        paused: false,
        imported: false,
        drill: false,
        unrated: false,
        review: None,
        ended: None,
        clock: Clock::default(),
    };
    assert_eq!(SavedGame::from_json(&over.to_json()).unwrap().value, over);
    over.game = replay("f5", Color::Black).unwrap();
    over.game.resign().unwrap();
    over.counted = Some(counted(&over.game.outcome().unwrap(), &BOTH_HUMAN));
    assert_eq!(SavedGame::from_json(&over.to_json()).unwrap().value, over);
    over.game = replay("f5d6", Color::Black).unwrap();
    over.game.agree_draw().unwrap();
    assert_eq!(SavedGame::from_json(&over.to_json()).unwrap().value, over);
    // A drill's game keeps its mark; games without it read as unmarked.
    over.counted = None;
    over.drill = true;
    assert!(over.to_json().contains("\"drill\":true"));
    assert_eq!(SavedGame::from_json(&over.to_json()).unwrap().value, over);
    over.drill = false;
    assert!(!over.to_json().contains("drill"));
}

#[test]
fn a_game_from_a_set_up_position_keeps_its_start() {
    // Black to move must pass at once: the forced pass is part of the record.
    let start = WHITE_AHEAD_BY_32.parse::<Board>().unwrap();
    let mut game = Game::from_board(start);
    let sq = game.board().legal_moves().squares().next().unwrap();
    game.play_square(sq).unwrap();
    let saved = SavedGame {
        game,
        ..SavedGame::default()
    };
    let back = SavedGame::from_json(&saved.to_json()).unwrap().value;
    assert_eq!(back, saved);
    assert_eq!(back.game.start_board(), start);
}

#[test]
fn the_stored_game_is_written_in_notation_not_engine_names() {
    let v: Value = serde_json::from_str(&midgame_with_history().to_json()).unwrap();
    // Version 3 keeps the drill under way and the game offered back beside the game, version 4
    // a friend game.
    assert_eq!(v["version"], 4);
    assert_eq!(v["moves"], "f5d6c3d3c4f4f6");
    assert_eq!(v["cursor"], 5);
    assert_eq!(
        v["start"],
        "---------------------------OX------XO---------------------------X"
    );
    assert_eq!(v["ending"], Value::Null);
    assert_eq!(v["counted"], Value::Null);
}

#[test]
fn a_tampered_game_record_is_rejected_whole() {
    let good: Value = serde_json::from_str(&midgame_with_history().to_json()).unwrap();
    let tamper: Vec<(&str, Value)> = vec![
        ("/moves", json!("a1d6")),
        ("/moves", json!("f5z9")),
        ("/moves", json!("f5d")),
        ("/moves", json!(["f5"])),
        ("/cursor", json!(99)),
        ("/cursor", json!(-1)),
        ("/start", json!("X")),
        ("/ending", json!("black gave up")),
        ("/ending", json!("normal")),
    ];
    for (pointer, bad) in tamper {
        let mut payload = good.clone();
        *payload.pointer_mut(pointer).unwrap() = bad.clone();
        let err = SavedGame::from_json(&payload.to_string()).unwrap_err();
        assert!(
            matches!(err, SchemaError::Invalid(_)),
            "{pointer} = {bad}: {err}"
        );
        let loaded: Loaded<SavedGame> = load(Some(&payload.to_string()));
        assert_eq!(loaded.value, SavedGame::default());
        assert!(loaded.notice.unwrap().starts_with("Saved game: reset"));
    }
}

#[test]
fn broken_saved_game_fields_fall_back_alone() {
    let mut payload: Value = serde_json::from_str(&midgame_with_history().to_json()).unwrap();
    payload["paused"] = json!("yes");
    payload["counted"] = json!({"black": 99});
    let parsed = SavedGame::from_json(&payload.to_string()).unwrap();
    assert!(!parsed.value.paused);
    assert_eq!(parsed.value.counted, None);
    assert_eq!(parsed.value.game, midgame_with_history().game);
    assert_eq!(parsed.problems.len(), 2);
}

#[test]
fn an_imported_game_keeps_its_flag_and_older_payloads_read_as_played_here() {
    let mut saved = midgame_with_history();
    saved.imported = true;
    let payload: Value = serde_json::from_str(&saved.to_json()).unwrap();
    assert_eq!(payload["imported"], true);
    let back = SavedGame::from_json(&payload.to_string()).unwrap();
    assert!(back.problems.is_empty());
    assert_eq!(back.value, saved);

    // Written before the flag existed (or for a game played here): no field, no notice.
    saved.imported = false;
    let payload: Value = serde_json::from_str(&saved.to_json()).unwrap();
    assert_eq!(payload.get("imported"), None);
    let loaded: Loaded<SavedGame> = load(Some(&payload.to_string()));
    assert_eq!((loaded.value, loaded.notice), (saved.clone(), None));

    // A broken flag falls back to "played here" on its own, with one line.
    let mut broken = payload.clone();
    broken["imported"] = json!("yes");
    let parsed = SavedGame::from_json(&broken.to_string()).unwrap();
    assert_eq!(parsed.value, saved);
    assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
}

#[test]
fn a_finished_game_looked_back_on_keeps_its_end_and_a_misfit_end_is_dropped_alone() {
    // A resignation looked back on from the first move: no field before this one.
    let mut game = replay("f5d6c3", Color::Black).unwrap();
    game.undo();
    game.undo();
    let saved = SavedGame {
        game,
        ended: Some(Ending::Resigned(Color::White)),
        ..SavedGame::default()
    };
    let payload: Value = serde_json::from_str(&saved.to_json()).unwrap();
    assert_eq!(payload["ended"], "white resigned");
    let back = SavedGame::from_json(&payload.to_string()).unwrap();
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    assert_eq!(back.value, saved);
    assert!(
        !midgame_with_history().to_json().contains("ended"),
        "stored only when set"
    );

    // A normal end needs a last position that is over; any end needs a position before it.
    let mut at_end = saved.clone();
    at_end.game.redo_all();
    let mut over = finished_game();
    over.undo();
    for (ended, game) in [
        ("normal", saved.game.clone()),
        ("white resigned", over),
        ("white resigned", at_end.game),
        ("nobody", saved.game.clone()),
    ] {
        let mut payload: Value = serde_json::from_str(&saved.to_json()).unwrap();
        let written: Value = serde_json::from_str(
            &SavedGame {
                game: game.clone(),
                ..SavedGame::default()
            }
            .to_json(),
        )
        .unwrap();
        payload["moves"] = written["moves"].clone();
        payload["cursor"] = written["cursor"].clone();
        payload["ended"] = json!(ended);
        let parsed = SavedGame::from_json(&payload.to_string()).unwrap();
        assert_eq!(
            parsed.value.ended,
            None,
            "{ended} over {}",
            game.transcript()
        );
        assert_eq!(parsed.value.game, game);
        assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
    }
}

/// One saved game as the previous release (format 1) wrote it, from tests/data.
struct Fixture {
    what: String,
    payload: String,
    /// Every move, passes written `pa`, and how many are on the board.
    moves: String,
    cursor: usize,
    first: Color,
    ending: Option<Ending>,
    counted: bool,
    paused: bool,
}

fn v1_fixtures() -> Vec<Fixture> {
    let data: Value = serde_json::from_str(include_str!("data/saved-game-v1.json")).unwrap();
    data["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| Fixture {
            what: g["what"].as_str().unwrap().to_string(),
            payload: g["payload"].as_str().unwrap().to_string(),
            moves: g["moves"].as_str().unwrap().to_string(),
            cursor: g["cursor"].as_u64().unwrap() as usize,
            first: if g["first"] == "white" {
                Color::White
            } else {
                Color::Black
            },
            ending: match g["ending"].as_str() {
                Some("black resigned") => Some(Ending::Resigned(Color::Black)),
                Some(other) => panic!("fixture ending {other}"),
                None => None,
            },
            counted: g["counted"].as_bool().unwrap(),
            paused: g["paused"].as_bool().unwrap(),
        })
        .collect()
}

#[test]
fn games_saved_by_the_previous_release_load_with_their_history() {
    let fixtures = v1_fixtures();
    assert!(fixtures.len() >= 4);
    for f in fixtures {
        let parsed = SavedGame::from_json(&f.payload).unwrap_or_else(|e| panic!("{}: {e}", f.what));
        assert!(parsed.problems.is_empty(), "{}", f.what);
        let saved = parsed.value;
        let mut expected = replay(&f.moves, f.first).unwrap();
        while expected.cursor() > f.cursor {
            expected.undo();
        }
        if let Some(Ending::Resigned(loser)) = f.ending {
            expected.resign_as(loser).unwrap();
        }
        assert_eq!(saved.game, expected, "{}", f.what);
        assert_eq!(
            saved.game.moves(),
            expected.moves(),
            "{}: redo history",
            f.what
        );
        assert_eq!(saved.paused, f.paused, "{}", f.what);
        assert!(!saved.imported, "{}", f.what);
        assert_eq!(
            saved.counted.is_some(),
            f.counted && saved.game.is_over(),
            "{}",
            f.what
        );
        // Saved again, it is written in the new format and reads back the same.
        let again = SavedGame::from_json(&saved.to_json()).unwrap().value;
        assert_eq!(again, saved, "{}", f.what);
    }
}

// ---------------------------------------------------------------- shortcuts

#[test]
fn every_action_has_one_row_in_declaration_order() {
    let all = [
        Action::NewGame,
        Action::Resign,
        Action::OfferDraw,
        Action::Undo,
        Action::Redo,
        Action::UndoAll,
        Action::RedoAll,
        Action::ResumePlay,
        Action::ToggleHints,
        Action::Review,
        Action::NextMistake,
        Action::PreviousMistake,
        Action::Options,
        Action::Statistics,
        Action::Help,
        Action::About,
    ];
    assert_eq!(SHORTCUTS.len(), all.len());
    for action in all {
        assert_eq!(action.shortcut().action, action);
        assert!(!action.shortcut().keys.is_empty());
    }
}

#[test]
fn every_action_goes_to_one_place_the_game_or_the_page() {
    let targets: Vec<Target> = SHORTCUTS.iter().map(|s| s.action.target()).collect();
    for (i, t) in targets.iter().enumerate() {
        assert!(
            !targets[..i].contains(t),
            "{t:?} is the target of two actions"
        );
    }
    let pages: Vec<Command> = targets
        .iter()
        .filter_map(|t| match t {
            Target::Page(c) => Some(*c),
            Target::Game(_) => None,
        })
        .collect();
    // The dialogs and the hints option are the page's; everything else changes the game.
    assert_eq!(
        pages,
        [
            Command::ToggleHints,
            Command::Options,
            Command::Statistics,
            Command::Help,
            Command::About
        ]
    );
    assert_eq!(Action::Undo.target(), Target::Game(Play::Undo));
}

#[test]
fn no_shortcut_steals_a_move_key_or_another_shortcut() {
    let mut seen = Vec::new();
    for s in SHORTCUTS {
        for k in s.keys {
            let lower = k.key.to_ascii_lowercase();
            let steals_move =
                lower.len() == 1 && matches!(lower.as_bytes()[0], b'a'..=b'h' | b'1'..=b'8');
            assert!(!steals_move, "{} uses {}", s.label, k.key);
            assert!(
                !seen.contains(&(lower.clone(), k.shift)),
                "{} reuses {}",
                s.label,
                k.key
            );
            seen.push((lower, k.shift));
        }
    }
    for text in ["a", "h", "1", "8", "F", "D"] {
        assert_eq!(action_for(text, Modifiers::NONE), None, "{text}");
    }
}

#[test]
fn keys_map_to_actions_and_modifiers_belong_to_the_browser() {
    assert_eq!(action_for("u", Modifiers::NONE), Some(Action::Undo));
    assert_eq!(action_for("U", Modifiers::NONE), Some(Action::Undo));
    assert_eq!(action_for("U", Modifiers::SHIFT), Some(Action::UndoAll));
    assert_eq!(action_for("Home", Modifiers::NONE), Some(Action::UndoAll));
    assert_eq!(action_for("Y", Modifiers::SHIFT), Some(Action::RedoAll));
    assert_eq!(action_for("?", Modifiers::SHIFT), Some(Action::Help));
    assert_eq!(action_for("=", Modifiers::NONE), Some(Action::OfferDraw));
    assert_eq!(
        action_for(
            "n",
            Modifiers {
                ctrl: true,
                ..Modifiers::NONE
            }
        ),
        None
    );
    assert_eq!(
        action_for(
            "n",
            Modifiers {
                alt: true,
                ..Modifiers::NONE
            }
        ),
        None
    );
    assert_eq!(
        action_for(
            "n",
            Modifiers {
                meta: true,
                ..Modifiers::NONE
            }
        ),
        None
    );
    assert_eq!(action_for("Escape", Modifiers::NONE), None);
    assert_eq!(Action::UndoAll.tooltip(), "Undo all moves (Shift+U)");
    assert_eq!(Action::UndoAll.aria_keyshortcuts(), "Shift+U Home");
    assert_eq!(Action::Help.key_label(), "?");
}

// ---------------------------------------------------------------- draw offers

/// Ten empties, Black (a person) to move; exact results with perfect play, from White's side.
const WHITE_AHEAD_BY_32: &str =
    "OOOOOOOOOOOOOOO-OOXOOXOOO-XXXXX-OOXOXXXXOOOXXX--OXOXO-X-OOOOO--- X";
const WHITE_BEHIND_BY_22: &str =
    "-OOOOX--XOOOXXXX-OOXOXXXOOXXOOOXXOXXOXX-XXOXXXO-XOXXXX-O-X-XOOO- X";
const EVEN: &str = "-XXOOO---XXXXXXXOXXOOOX--XOXXXOOOOXOXOO-OOOXOOOX-XOOOOOX-XXOOOO- X";

fn board(text: &str) -> Board {
    text.parse::<Board>().unwrap()
}

#[test]
fn the_computer_refuses_when_ahead_and_accepts_when_not() {
    let mut searcher = Searcher::new();
    for level in Level::ALL {
        for (text, accepts) in [
            (WHITE_AHEAD_BY_32, false),
            (WHITE_BEHIND_BY_22, true),
            (EVEN, true),
        ] {
            assert_eq!(
                searcher.accepts_draw(&board(text), Color::White, level),
                accepts,
                "{level:?} {text}"
            );
        }
    }
}

#[test]
fn the_computer_declines_a_draw_in_the_opening() {
    let mut searcher = Searcher::new();
    for level in Level::ALL {
        for moves in ["", "f5", "f5d6", "f5d6c3d3c4f4"] {
            let game = replay(moves, Color::Black).unwrap();
            let computer = game.board().side_to_move().opponent();
            assert!(
                !searcher.accepts_draw(&game.board(), computer, level),
                "{level:?} accepted a draw after {moves:?}"
            );
        }
    }
}

#[test]
fn every_action_has_a_distinct_one_word_short_label() {
    let mut seen = std::collections::HashSet::new();
    for s in SHORTCUTS {
        assert!(
            !s.short.is_empty() && s.short.len() <= 7 && !s.short.contains(' '),
            "{:?}: \"{}\" does not fit under a symbol",
            s.action,
            s.short
        );
        assert!(seen.insert(s.short), "\"{}\" used twice", s.short);
    }
}

#[test]
fn a_stored_game_must_write_out_its_forced_passes() {
    let game = replay("d3c3b3b2f5a3a1c1", Color::Black).unwrap();
    let saved = SavedGame {
        game,
        ..SavedGame::default()
    };
    let mut payload: Value = serde_json::from_str(&saved.to_json()).unwrap();
    assert_eq!(payload["moves"], "d3c3b3b2f5a3a1c1pa");
    assert_eq!(
        SavedGame::from_json(&payload.to_string()).unwrap().value,
        saved
    );
    // Without its pass the cursor would count a different move list.
    payload["moves"] = json!("d3c3b3b2f5a3a1c1");
    assert!(matches!(
        SavedGame::from_json(&payload.to_string()),
        Err(SchemaError::Invalid(_))
    ));
}

#[test]
fn version_2_options_gain_the_hints_option_switched_off_without_a_notice() {
    let mut o = custom_options();
    o.options.display.show_hints = false;
    let mut v: Value = serde_json::from_str(&o.to_json()).unwrap();
    v["version"] = json!(2);
    v["display"].as_object_mut().unwrap().remove("show_hints");
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(parsed.value, o);
    // In version 3 the field is required like the others.
    v["version"] = json!(3);
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert_eq!(parsed.problems, ["display.show_hints is missing"]);
}

#[test]
fn a_review_is_saved_with_its_game_and_a_broken_one_is_dropped_alone() {
    use reversi::engine::search::analysis::ReviewSettings;
    let game = replay("f5d6c3d3c4", Color::Black).unwrap();
    let settings = ReviewSettings {
        depth: 3,
        exact_empties: 0,
        first_depth: 0,
    };
    let review = Searcher::new()
        .review_game(&game.start_board(), game.moves(), &settings, &mut |_| {})
        .unwrap();
    let saved = SavedGame {
        game,
        counted: None,
        paused: false,
        imported: false,
        drill: false,
        unrated: false,
        review: Some(review),
        ended: None,
        clock: Clock::default(),
    };
    let back = SavedGame::from_json(&saved.to_json()).unwrap();
    assert!(back.problems.is_empty(), "{:?}", back.problems);
    assert_eq!(back.value, saved);
    // A review that no longer fits the moves (or is malformed) goes; the game stays.
    let mut v: Value = serde_json::from_str(&saved.to_json()).unwrap();
    v["review"]["moves"][0]["played"] = json!("a1");
    let parsed = SavedGame::from_json(&v.to_string()).unwrap();
    assert_eq!(parsed.value.review, None);
    assert_eq!(parsed.value.game, saved.game);
    assert_eq!(parsed.problems.len(), 1);
    assert!(
        parsed.problems[0].contains("review"),
        "{:?}",
        parsed.problems
    );
}

#[test]
fn version_7_levels_migrate_to_the_nearest_rungs_of_the_ladder() {
    let o = custom_options();
    let mut v: Value = serde_json::from_str(&o.to_json()).unwrap();
    v["version"] = json!(7);
    for (old, new) in [
        ("beginner", Level::Novice),
        ("intermediate", Level::Skilled),
        ("Advanced", Level::Advanced),
        ("expert", Level::Expert),
    ] {
        v["level"] = json!(old);
        let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
        assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
        assert_eq!(parsed.value.options.level, new, "{old}");
        let written: Value = serde_json::from_str(&parsed.value.to_json()).unwrap();
        assert_eq!(written["level"], new.name());
        assert_eq!(written["version"], OPTIONS_VERSION);
    }
    // Version 8 stores ids; a level of neither kind falls back alone.
    v["version"] = json!(8);
    v["level"] = json!("10");
    assert_eq!(
        StoredOptions::from_json(&v.to_string())
            .unwrap()
            .value
            .options
            .level,
        Level::Veteran
    );
    v["level"] = json!("grandmaster");
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert_eq!(parsed.value.options.level, Options::default().level);
    assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
}

#[test]
fn version_4_options_start_from_the_standard_position_and_version_5_keeps_the_choice() {
    let mut o = custom_options();
    o.options.start = Start::Balanced;
    let mut v: Value = serde_json::from_str(&o.to_json()).unwrap();
    assert_eq!(v["start"], "balanced");
    assert_eq!(StoredOptions::from_json(&o.to_json()).unwrap().value, o);
    v["version"] = json!(4);
    v.as_object_mut().unwrap().remove("start");
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(parsed.value.options.start, Start::Standard);
    // In version 5 the field is required, and a bad value falls back alone.
    v["version"] = json!(5);
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert_eq!(parsed.problems, ["start is missing"]);
    v["start"] = json!("random");
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert_eq!(parsed.value.options.start, Start::Standard);
    assert_eq!(parsed.value.options.level, Level::Expert);
    assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
}

#[test]
fn version_5_options_leave_the_cores_to_the_device_and_version_6_keeps_the_choice() {
    let mut o = custom_options();
    o.options.cores = Some(2);
    let mut v: Value = serde_json::from_str(&o.to_json()).unwrap();
    assert_eq!(v["cores"], 2);
    assert_eq!(StoredOptions::from_json(&o.to_json()).unwrap().value, o);
    v["version"] = json!(5);
    v.as_object_mut().unwrap().remove("cores");
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(parsed.value.options.cores, None);
    assert_eq!(parsed.value.options.level, o.options.level);
    // In version 6 the field is required, and a bad value falls back alone.
    v["version"] = json!(6);
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert_eq!(parsed.problems, ["cores is missing"]);
    for bad in [json!(0), json!(65), json!(2.5), json!("4"), json!(-1)] {
        v["cores"] = bad.clone();
        let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
        assert_eq!(parsed.value.options.cores, None, "{bad}");
        assert_eq!(parsed.value.options.start, o.options.start);
        assert_eq!(parsed.problems.len(), 1, "{bad}: {:?}", parsed.problems);
    }
    v["cores"] = Value::Null;
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert!(parsed.problems.is_empty() && parsed.value.options.cores.is_none());
}

/// Options with sound off on the wooden board with shapes, the rest custom too.
fn looks_custom() -> StoredOptions {
    let mut o = custom_options();
    o.options.sound = false;
    o.options.theme = Theme::Wood;
    o.options.markers = Markers::Shapes;
    o
}

#[test]
fn sound_starts_on_with_the_classic_board_and_dots() {
    let o = Options::default();
    assert!(o.sound, "sound is on until switched off");
    assert_eq!((o.theme, o.markers), (Theme::Classic, Markers::Dots));
    let v: Value = serde_json::from_str(&StoredOptions::default().to_json()).unwrap();
    assert_eq!(
        (&v["sound"], &v["theme"], &v["markers"]),
        (&json!(true), &json!("classic"), &json!("dots"))
    );
}

#[test]
fn sound_theme_and_markers_round_trip_in_every_combination() {
    for theme in Theme::ALL {
        for markers in Markers::ALL {
            for sound in [false, true] {
                let mut o = looks_custom();
                o.options.sound = sound;
                o.options.theme = theme;
                o.options.markers = markers;
                let parsed = StoredOptions::from_json(&o.to_json()).unwrap();
                assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
                assert_eq!(parsed.value, o);
            }
        }
    }
    for theme in Theme::ALL {
        assert_eq!(theme.name().to_uppercase().parse::<Theme>(), Ok(theme));
    }
    for markers in Markers::ALL {
        assert_eq!(markers.name().parse::<Markers>(), Ok(markers));
    }
}

#[test]
fn options_older_than_version_7_migrate_to_sound_on_the_classic_board_and_dots() {
    let o = looks_custom();
    let mut v: Value = serde_json::from_str(&o.to_json()).unwrap();
    for field in ["sound", "theme", "markers"] {
        v.as_object_mut().unwrap().remove(field);
    }
    for version in 2..7 {
        v["version"] = json!(version);
        let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
        assert!(
            parsed.problems.is_empty(),
            "{version}: {:?}",
            parsed.problems
        );
        let read = parsed.value.options;
        assert!(read.sound, "version {version}");
        assert_eq!((read.theme, read.markers), (Theme::Classic, Markers::Dots));
        assert_eq!(read.colors, o.options.colors, "the rest comes through");
        assert_eq!(read.level, o.options.level);
    }
    let v1 = StoredOptions::from_json(&v1(json!("white"))).unwrap();
    assert!(v1.problems.is_empty(), "{:?}", v1.problems);
    assert!(v1.value.options.sound);
    assert_eq!(v1.value.options.theme, Theme::Classic);
    // In version 7 the fields are required like the others.
    v["version"] = json!(7);
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert_eq!(
        parsed.problems,
        ["sound is missing", "theme is missing", "markers is missing"]
    );
}

#[test]
fn a_broken_sound_theme_or_marker_set_falls_back_alone() {
    let good: Value = serde_json::from_str(&looks_custom().to_json()).unwrap();
    let cases = [
        ("sound", json!("yes")),
        ("sound", json!(1)),
        ("sound", Value::Null),
        ("theme", json!("neon")),
        ("theme", json!(2)),
        ("theme", json!(["wood"])),
        ("markers", json!("stars")),
        ("markers", json!(true)),
    ];
    let d = Options::default();
    for (field, bad) in cases {
        let mut payload = good.clone();
        payload[field] = bad.clone();
        let loaded: Loaded<StoredOptions> = load(Some(&payload.to_string()));
        let mut expected = looks_custom();
        match field {
            "sound" => expected.options.sound = d.sound,
            "theme" => expected.options.theme = d.theme,
            _ => expected.options.markers = d.markers,
        }
        assert_eq!(loaded.value, expected, "{field} = {bad}");
        assert!(!loaded.intact);
        let notice = loaded.notice.unwrap();
        assert!(
            notice.starts_with("Options:") && notice.contains(field),
            "{notice}"
        );
    }
}

// ---------------------------------------------------------------- the clock option

#[test]
fn the_clock_option_round_trips_and_older_options_play_without_a_clock() {
    assert_eq!(Options::default().clock, ClockChoice::None);
    for clock in ClockChoice::ALL {
        let o = StoredOptions {
            options: Options {
                clock,
                ..custom_options().options
            },
            ..custom_options()
        };
        let parsed = StoredOptions::from_json(&o.to_json()).unwrap();
        assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
        assert_eq!(parsed.value, o);
    }
    let timed = StoredOptions {
        options: Options {
            clock: ClockChoice::TenPlusFive,
            ..custom_options().options
        },
        ..custom_options()
    };
    let mut v: Value = serde_json::from_str(&timed.to_json()).unwrap();
    v.as_object_mut().unwrap().remove("clock");
    for version in 1..8 {
        v["version"] = json!(version);
        let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
        assert_eq!(parsed.value.options.clock, ClockChoice::None, "{version}");
    }
    v["version"] = json!(7);
    let parsed = StoredOptions::from_json(&v.to_string()).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(parsed.value.options.level, timed.options.level);
}

#[test]
fn a_broken_clock_option_falls_back_to_no_clock_alone() {
    let timed = StoredOptions {
        options: Options {
            clock: ClockChoice::ThreePlusTwo,
            ..custom_options().options
        },
        ..custom_options()
    };
    let good: Value = serde_json::from_str(&timed.to_json()).unwrap();
    for bad in [json!("7+7"), json!(300), Value::Null] {
        let mut payload = good.clone();
        payload["clock"] = bad;
        let loaded: Loaded<StoredOptions> = load(Some(&payload.to_string()));
        assert_eq!(loaded.value.options.clock, ClockChoice::None);
        assert_eq!(loaded.value.options.level, timed.options.level);
        assert!(loaded.notice.unwrap().contains("clock"));
    }
    assert_eq!(
        ClockChoice::TenPlusFive.control(),
        Some(TimeControl::minutes(10, 5))
    );
}

#[test]
fn a_saved_game_keeps_its_clock_and_a_broken_clock_is_dropped_alone() {
    let mut saved = midgame_with_history();
    saved.clock = Clock::restore(
        Some(TimeControl::minutes(3, 2)),
        [61_000, 170_500],
        [125_000, 12_000],
    );
    let text = saved.to_json();
    let parsed = SavedGame::from_json(&text).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(parsed.value, saved);
    let v: Value = serde_json::from_str(&text).unwrap();
    for (field, bad) in [
        ("left", json!([1, 2, 3])),
        ("left", json!([-1, 5])),
        ("used", json!("lots")),
        ("control", json!({"base_ms": 0, "increment_ms": 0})),
    ] {
        let mut payload = v.clone();
        payload["clock"][field] = bad;
        let parsed = SavedGame::from_json(&payload.to_string()).unwrap();
        assert_eq!(parsed.value.clock, Clock::default(), "{field}");
        assert_eq!(parsed.value.game, saved.game, "the game stays");
        assert_eq!(parsed.problems.len(), 1, "{:?}", parsed.problems);
    }
    let mut plain = midgame_with_history();
    plain.clock = Clock::default();
    assert!(
        !plain.to_json().contains("clock"),
        "no clock, nothing written"
    );
}

#[test]
fn a_loss_on_time_is_stored_by_name_and_read_back() {
    let mut saved = midgame_with_history();
    saved.game.redo_all();
    saved.game.lose_on_time(Color::White).unwrap();
    let text = saved.to_json();
    assert!(text.contains("white lost on time"), "{text}");
    let read = SavedGame::from_json(&text).unwrap().value;
    let outcome = read.game.outcome().unwrap();
    assert_eq!(outcome.ending, Ending::Time(Color::White));
    assert_eq!(
        (outcome.black, outcome.white, outcome.winner),
        (64, 0, Some(Color::Black))
    );
}
