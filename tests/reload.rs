//! State that survives a reload (issue 66, item 5): the opening drill under way and the offer
//! to put back the game an opened one replaced are stored with the game (saved-game version
//! 3) and come back as they were; older payloads still read, and a broken drill or replaced
//! game is dropped with a notice while the game itself plays on. Also the question before a
//! drill started in the middle of a game.

use reversi::actions::Play;
use reversi::engine::openings;
use reversi::engine::{Color, Game, Move, Square};
use reversi::i18n::Lang;
use reversi::session::drill::{Cost, Drill, Verdict};
use reversi::session::{Confirm, Mover, Session, Source};
use reversi::settings::saved_drill::{DrillRecord, LastRecord};
use reversi::settings::saved_game::GAME_VERSION;
use reversi::settings::{
    load, Persisted, Player, Players, SavedGame, SavedSession, SchemaError, Statistics,
};
use serde_json::{json, Value};

const PEOPLE: Players = Players::new(Player::Human, Player::Human);
const VS_COMPUTER: Players = Players::new(Player::Human, Player::Computer);

fn squares(index: usize) -> Vec<Square> {
    openings::all()[index].squares()
}

fn sq(name: &str) -> Square {
    name.parse().unwrap()
}

/// The session a reload of `s` finds: what it stores, written and read back as the page
/// does, with no problem on the way.
fn reloaded(s: &Session) -> Session {
    let text = s.stored().to_json();
    let parsed = SavedSession::from_json(&text).expect("reads back");
    assert_eq!(parsed.problems, Vec::<String>::new(), "{text}");
    Session::restore(parsed.value, *s.players())
}

/// The first opening whose line gives White two moves, so a drill as White can miss one.
fn two_white_moves() -> usize {
    openings::all()
        .iter()
        .position(|o| o.moves.len() >= 4)
        .expect("a line of four moves")
}

/// A legal square of the game's position other than `line`.
fn other_than(game: &Game, line: Square) -> Square {
    Square::all()
        .find(|&q| q != line && game.board().is_legal(q))
        .expect("another legal move")
}

#[test]
fn a_drill_comes_back_after_a_reload_with_its_progress_and_misses() {
    let index = two_white_moves();
    let line = squares(index);
    let mut stats = Statistics::default();
    let mut s = Session::fresh(PEOPLE);
    s.start_drill(Drill::new(index, Color::White).unwrap(), &mut stats);
    // Reloaded before any move: the drill is on, the computer to play the line's first move.
    let r = reloaded(&s);
    assert_eq!(r.drill(), s.drill());
    assert_eq!(r.drill_move(), Some(Move::Place(line[0])));

    s.play(Mover::Computer, s.drill_move().unwrap(), &mut stats)
        .unwrap();
    // A miss, then its cost once the AI has said.
    let missed = other_than(s.game(), line[1]);
    s.choose(missed, &mut stats).unwrap();
    s.set_drill_cost(
        1,
        missed,
        Cost {
            discs: 5,
            book: true,
        },
    );
    let r = reloaded(&s);
    assert_eq!(
        r.drill(),
        s.drill(),
        "the same opening, colour, misses and verdict"
    );
    let drill = r.drill().unwrap();
    assert_eq!((drill.index(), drill.person()), (index, Color::White));
    assert_eq!(drill.progress(r.game()), Some(1));
    assert!(matches!(
        drill.verdict(),
        Some(Verdict::OffLine(m)) if m.played == missed && m.cost.is_some_and(|c| c.discs == 5)
    ));
    assert_eq!(r.playing(), Players::new(Player::Computer, Player::Human));
    assert_eq!(r.stored(), s.stored(), "written back as it was read");

    // A miss still waiting for its cost comes back waiting, so the page asks for it again.
    let mut t = r.clone();
    let again = other_than(t.game(), line[1]);
    if again != missed {
        t.choose(again, &mut stats).unwrap();
        let back = reloaded(&t);
        assert_eq!(
            back.drill().unwrap().uncosted().map(|m| m.played),
            Some(again)
        );
    }

    // The reloaded drill goes on: the line's move is on the line, the computer answers with
    // the line's next move, and the misses before the reload are in the summary.
    let mut r = r;
    r.choose(line[1], &mut stats).unwrap();
    assert!(matches!(
        r.drill().unwrap().verdict(),
        Some(Verdict::OnLine { square, .. }) if square == line[1]
    ));
    assert_eq!(r.drill_move(), Some(Move::Place(line[2])));
    let summary = r.drill().unwrap().summary();
    assert_eq!(summary.misses.len(), 1);
    assert_eq!(summary.first_try, summary.moves - 1);
}

#[test]
fn a_drill_completed_before_a_reload_is_not_counted_again() {
    let two = openings::all()
        .iter()
        .position(|o| o.moves.len() == 2)
        .expect("a two-move line");
    let line = squares(two);
    let mut stats = Statistics::default();
    let mut s = Session::fresh(PEOPLE);
    s.start_drill(Drill::new(two, Color::Black).unwrap(), &mut stats);
    s.choose(line[0], &mut stats).unwrap();
    s.play(Mover::Computer, s.drill_move().unwrap(), &mut stats)
        .unwrap();
    assert_eq!(stats.drills, 1);
    let mut r = reloaded(&s);
    assert!(
        r.drill().unwrap().complete(r.game()),
        "the summary shows again"
    );
    // Taken back into the line and played again after the reload: still one drill.
    r.run(Play::Undo, &mut stats).unwrap();
    r.run(Play::ResumePlay, &mut stats).unwrap();
    r.play(Mover::Computer, r.drill_move().unwrap(), &mut stats)
        .unwrap();
    assert_eq!(stats.drills, 1);
    assert_eq!(stats.computer_user.games() + stats.black_white.games(), 0);
}

#[test]
fn the_drill_is_stored_in_its_own_words() {
    let index = two_white_moves();
    let line = squares(index);
    let mut stats = Statistics::default();
    let mut s = Session::fresh(PEOPLE);
    s.start_drill(Drill::new(index, Color::White).unwrap(), &mut stats);
    s.play(Mover::Computer, s.drill_move().unwrap(), &mut stats)
        .unwrap();
    let missed = other_than(s.game(), line[1]);
    s.choose(missed, &mut stats).unwrap();
    let payload: Value = serde_json::from_str(&s.stored().to_json()).unwrap();
    assert_eq!(payload["version"], json!(4));
    assert_eq!(GAME_VERSION, 4);
    assert_eq!(payload["drill"], json!(true));
    let moves: String = line.iter().map(Square::to_string).collect();
    assert_eq!(
        payload["drilling"],
        json!({
            "opening": moves,
            "person": "white",
            "misses": [{ "ply": 1, "played": missed.to_string(), "line": line[1].to_string() }],
            "last": { "miss": 0 },
            "counted": false,
        })
    );
    // A game with no drill and no offer stores neither.
    let plain = Session::fresh(PEOPLE).stored().to_json();
    assert!(
        !plain.contains("drilling") && !plain.contains("replaced"),
        "{plain}"
    );
}

/// A stored drill of the first line, as Black, with one miss at its first move.
fn drill_payload(drilling: Value) -> Value {
    let line = squares(0);
    let game = Game::new(Color::Black);
    let missed = other_than(&game, line[0]);
    let mut payload: Value = serde_json::from_str(
        &SavedSession {
            game: SavedGame {
                game,
                drill: true,
                ..SavedGame::default()
            },
            ..SavedSession::default()
        }
        .to_json(),
    )
    .unwrap();
    let good = json!({
        "opening": line.iter().map(Square::to_string).collect::<String>(),
        "person": "black",
        "misses": [{ "ply": 0, "played": missed.to_string(), "line": line[0].to_string(),
                     "cost": { "discs": 3, "book": true } }],
        "last": { "miss": 0 },
        "counted": false,
    });
    payload["drilling"] = if drilling.is_null() { good } else { drilling };
    payload
}

#[test]
fn a_good_drill_payload_reads() {
    let parsed = SavedSession::from_json(&drill_payload(Value::Null).to_string()).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    let record = parsed.value.drill.clone().expect("the drill");
    assert_eq!(record.opening, 0);
    assert_eq!(record.last, Some(LastRecord::OffLine(0)));
    let s = Session::restore(parsed.value, PEOPLE);
    assert!(matches!(
        s.drill().unwrap().verdict(),
        Some(Verdict::OffLine(_))
    ));
}

#[test]
fn a_broken_drill_ends_safely_and_the_game_plays_on() {
    let line = squares(0);
    let moves: String = line.iter().map(Square::to_string).collect();
    let good = drill_payload(Value::Null)["drilling"].clone();
    let with = |field: &str, value: Value| {
        let mut d = good.clone();
        d[field] = value;
        d
    };
    let cases = [
        ("not an object", json!("f5d6")),
        ("a list", json!([1, 2])),
        ("unknown opening", with("opening", json!("a1a2"))),
        ("no opening", with("opening", Value::Null)),
        ("bad colour", with("person", json!("red"))),
        ("misses not a list", with("misses", json!(7))),
        ("miss not an object", with("misses", json!(["f5"]))),
        (
            "miss of no square",
            with(
                "misses",
                json!([{ "ply": 0, "played": "z9", "line": line[0].to_string() }]),
            ),
        ),
        (
            "miss past the line",
            with(
                "misses",
                json!([{ "ply": 59, "played": "a1", "line": "a2" }]),
            ),
        ),
        (
            "miss naming another line move",
            with(
                "misses",
                json!([{ "ply": 0, "played": "a1", "line": "h8" }]),
            ),
        ),
        (
            "miss that is the line move",
            with(
                "misses",
                json!([{ "ply": 0, "played": line[0].to_string(), "line": line[0].to_string() }]),
            ),
        ),
        (
            "broken cost",
            with(
                "misses",
                json!([{ "ply": 0, "played": "a1", "line": line[0].to_string(), "cost": { "discs": "lots" } }]),
            ),
        ),
        ("last past the misses", with("last", json!({ "miss": 4 }))),
        ("last of no number", with("last", json!({ "miss": -1 }))),
        (
            "last off the line",
            with("last", json!({ "ply": 0, "square": "a1" })),
        ),
        ("last a string", with("last", json!("f5"))),
        ("counted not a flag", with("counted", json!("yes"))),
        (
            "the person has no move in the line",
            json!({ "opening": &moves[..2], "person": "white", "misses": [] }),
        ),
    ];
    for (what, drilling) in cases {
        let payload = drill_payload(drilling).to_string();
        let parsed = SavedSession::from_json(&payload).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(parsed.value.drill, None, "{what}");
        assert!(
            parsed.problems.iter().any(|p| p.contains("drill")),
            "{what}: {:?}",
            parsed.problems
        );
        assert!(
            parsed.value.game.drill,
            "{what}: still a drill's game, never counted"
        );
        let loaded = load::<SavedSession>(Some(&payload));
        assert!(!loaded.intact && loaded.notice.is_some(), "{what}");
        let mut s = Session::restore(parsed.value, PEOPLE);
        assert!(s.drill().is_none(), "{what}");
        let mut stats = Statistics::default();
        s.choose(line[0], &mut stats).unwrap();
    }
    // A drill stored on a game that is not a drill's is dropped too.
    let mut payload = drill_payload(Value::Null);
    payload.as_object_mut().unwrap().remove("drill");
    let parsed = SavedSession::from_json(&payload.to_string()).unwrap();
    assert_eq!(parsed.value.drill, None);
    assert!(parsed.problems.iter().any(|p| p.contains("drilling")));
}

#[test]
fn a_record_no_drill_could_write_makes_no_drill() {
    let record = DrillRecord {
        opening: 0,
        person: Color::Black,
        misses: Vec::new(),
        last: Some(LastRecord::OffLine(3)),
        counted: false,
    };
    assert_eq!(Drill::from_record(&record), None);
    let no_opening = DrillRecord {
        opening: openings::all().len(),
        last: None,
        ..record
    };
    assert_eq!(Drill::from_record(&no_opening), None);
}

#[test]
fn older_saved_games_read_with_no_drill_and_no_offer() {
    // Version 2: a drill's game, whose drill a reload ended then.
    let v2 = json!({
        "version": 2, "start": "---------------------------OX------XO---------------------------X",
        "moves": "f5d6", "cursor": 2, "ending": null, "counted": null, "paused": false,
        "review": null, "drill": true,
        // Never written by version 2; not read from it.
        "drilling": { "opening": "f5d6", "person": "black" },
        "replaced": { "start": "x" },
    });
    let parsed = SavedSession::from_json(&v2.to_string()).unwrap();
    assert!(parsed.problems.is_empty(), "{:?}", parsed.problems);
    assert_eq!(
        (parsed.value.drill.clone(), parsed.value.replaced.clone()),
        (None, None)
    );
    assert!(parsed.value.game.drill);
    assert_eq!(parsed.value.game.game.moves().len(), 2);
    let s = Session::restore(parsed.value, PEOPLE);
    assert!(s.drill().is_none() && !s.offers_previous());
    // Written back in the current version, which reads back the same.
    let again = SavedSession::from_json(&s.stored().to_json()).unwrap();
    assert_eq!(again.value, s.stored());
    assert!(s.stored().to_json().contains("\"version\":4"));
    // Version 1, the first release's form.
    let v1 = r#"{"version":1,"game":{"first":"Black","moves":[{"Place":37}],"cursor":1,"ending":null},"counted":false,"paused":false}"#;
    let parsed = SavedSession::from_json(v1).unwrap();
    assert_eq!(parsed.value.game.game.moves().len(), 1);
    assert_eq!((parsed.value.drill, parsed.value.replaced), (None, None));
    // A newer release's payload is refused whole, never half read.
    assert!(matches!(
        SavedSession::from_json(r#"{"version":5}"#),
        Err(SchemaError::FutureVersion(5))
    ));
}

/// A session with `moves` played, then a game opened from a link over it.
fn opened_over(moves: &[&str]) -> (Session, Statistics) {
    let mut stats = Statistics::default();
    let mut s = Session::fresh(PEOPLE);
    for m in moves {
        s.choose(sq(m), &mut stats).unwrap();
    }
    let mut opened = Game::new(Color::Black);
    for m in ["e6", "f4", "c3"] {
        opened.play(Move::Place(sq(m))).unwrap();
    }
    s.open(opened, Source::Link, &mut stats);
    (s, stats)
}

#[test]
fn the_offer_of_the_replaced_game_survives_a_reload_until_used() {
    let (s, mut stats) = opened_over(&["f5", "d6", "c3"]);
    let mut mine = Session::fresh(PEOPLE);
    for m in ["f5", "d6", "c3"] {
        mine.choose(sq(m), &mut stats).unwrap();
    }
    assert!(s.offers_previous());
    let mut r = reloaded(&s);
    assert!(r.offers_previous(), "the offer outlives the reload");
    assert_eq!(r.stored(), s.stored());
    // Stepping through the opened game keeps it, across another reload too.
    r.go_to(1, &mut stats).unwrap();
    let mut r = reloaded(&r);
    assert!(r.offers_previous());
    assert!(r.restore_previous(&mut stats));
    assert_eq!(
        r.saved(),
        mine.saved(),
        "the player's game exactly as it was"
    );
    assert!(!reloaded(&r).offers_previous(), "used: no longer stored");
}

#[test]
fn a_dismissed_offer_or_a_game_moved_on_stays_gone_after_a_reload() {
    let (mut s, mut stats) = opened_over(&["f5", "d6"]);
    s.dismiss_previous();
    assert!(!reloaded(&s).offers_previous());

    let (s, mut stats2) = opened_over(&["f5", "d6"]);
    let mut r = reloaded(&s);
    let legal = Square::all()
        .find(|&q| r.game().board().is_legal(q))
        .unwrap();
    r.choose(legal, &mut stats2).unwrap();
    assert!(
        !r.offers_previous(),
        "playing on in the opened game ends the offer"
    );
    assert!(!reloaded(&r).offers_previous());

    let (s, _) = opened_over(&["f5", "d6"]);
    let mut r = reloaded(&s);
    r.run(Play::NewGame, &mut stats).unwrap();
    assert!(!reloaded(&r).offers_previous(), "a new game ends it");
}

#[test]
fn a_broken_replaced_game_is_no_longer_offered_and_the_game_is_kept() {
    let (s, _) = opened_over(&["f5", "d6"]);
    let good: Value = serde_json::from_str(&s.stored().to_json()).unwrap();
    let cases = [
        ("not an object", json!("f5d6")),
        ("moves that do not replay", {
            let mut r = good["replaced"].clone();
            r["moves"] = json!("f5a1");
            r
        }),
        ("no start", {
            let mut r = good["replaced"].clone();
            r.as_object_mut().unwrap().remove("start");
            r
        }),
    ];
    for (what, replaced) in cases {
        let mut payload = good.clone();
        payload["replaced"] = replaced;
        let parsed =
            SavedSession::from_json(&payload.to_string()).unwrap_or_else(|e| panic!("{what}: {e}"));
        assert_eq!(parsed.value.replaced, None, "{what}");
        assert!(
            parsed.problems.iter().any(|p| p.contains("replaced game")),
            "{what}: {:?}",
            parsed.problems
        );
        assert_eq!(parsed.value.game, *s.saved(), "{what}: the game is kept");
        assert!(!Session::restore(parsed.value, PEOPLE).offers_previous());
    }
    // A broken field of the replaced game falls back on its own, noted as the replaced game's.
    let mut payload = good.clone();
    payload["replaced"]["paused"] = json!("maybe");
    let parsed = SavedSession::from_json(&payload.to_string()).unwrap();
    assert!(parsed.value.replaced.is_some());
    assert!(
        parsed
            .problems
            .iter()
            .any(|p| p.starts_with("the replaced game: paused")),
        "{:?}",
        parsed.problems
    );
}

#[test]
fn the_game_alone_reads_and_writes_as_before() {
    let (s, _) = opened_over(&["f5", "d6"]);
    // SavedGame reads a version 4 payload's game and leaves the rest.
    let game = SavedGame::from_json(&s.stored().to_json()).unwrap();
    assert_eq!(&game.value, s.saved());
    let alone: Value = serde_json::from_str(&s.saved().to_json()).unwrap();
    assert_eq!(alone["version"], json!(4));
    assert!(alone.get("replaced").is_none());
}

#[test]
fn starting_a_drill_in_mid_game_asks_first_as_new_game_does() {
    let mut stats = Statistics::default();
    let mut s = Session::fresh(VS_COMPUTER);
    assert_eq!(s.drill_confirmation(), None, "nothing under way");
    let first = Square::all()
        .find(|&q| s.game().board().is_legal(q))
        .unwrap();
    s.choose(first, &mut stats).unwrap();
    let asked = s.drill_confirmation().expect("a question");
    assert_eq!(
        asked,
        Confirm::StartDrill {
            counts_as_loss: true
        }
    );
    for lang in [Lang::En, Lang::Ja, Lang::Fr] {
        let question = asked.question(lang);
        assert!(!question.is_empty());
        assert_ne!(
            question,
            Confirm::NewGame {
                counts_as_loss: true
            }
            .question(lang)
        );
        assert_eq!(
            asked.confirm_label(lang),
            reversi::i18n::drill::START_DRILL.get(lang)
        );
    }
    assert_eq!(
        asked.question(Lang::En),
        "Start the drill? The game in progress counts as a loss for you."
    );
    // Two people: no loss, but the game is still lost.
    let mut people = Session::fresh(PEOPLE);
    people.choose(first, &mut stats).unwrap();
    assert_eq!(
        people.drill_confirmation(),
        Some(Confirm::StartDrill {
            counts_as_loss: false
        })
    );
    // A drill's own game under way asks too, as New game does there.
    s.start_drill(Drill::new(0, Color::Black).unwrap(), &mut stats);
    assert_eq!(s.drill_confirmation(), None, "the drill has not begun");
    s.choose(squares(0)[0], &mut stats).unwrap();
    assert_eq!(
        s.drill_confirmation(),
        Some(Confirm::StartDrill {
            counts_as_loss: false
        })
    );
}
