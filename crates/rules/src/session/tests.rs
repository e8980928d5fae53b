use super::play::{Done, Step};
use super::text::{done_line, status_line, turn_label};
use super::*;
use crate::actions::{Action, Play};
use crate::engine::notation::replay;
use crate::engine::search::analysis::GameReview;
use crate::engine::Ending;
use crate::i18n::game::outcome_line;
use crate::i18n::Lang;
use crate::settings::schema::Persisted;

const VS_COMPUTER: Players = Players::new(Player::Human, Player::Computer);
const COMPUTER_BLACK: Players = Players::new(Player::Computer, Player::Human);
const PEOPLE: Players = Players::new(Player::Human, Player::Human);
const COMPUTERS: Players = Players::new(Player::Computer, Player::Computer);

/// A 9-move wipe-out: Black wins 13–0.
const WIPEOUT: &str = "d3c3b3d2e1d6d7e3f4";
/// After White's c1, Black has no legal move and White plays again.
const PASS_LINE: &str = "d3c3b3b2f5a3a1c1";

fn at(moves: &str, players: Players) -> Session {
    let game = replay(moves, Color::Black).expect("a legal transcript");
    Session::new(
        SavedGame {
            game,
            ..SavedGame::default()
        },
        players,
    )
}

fn sq(name: &str) -> Square {
    name.parse::<Square>().expect("a square name")
}

const GAME_ACTIONS: [Action; 8] = [
    Action::NewGame,
    Action::Resign,
    Action::OfferDraw,
    Action::Undo,
    Action::Redo,
    Action::UndoAll,
    Action::RedoAll,
    Action::ResumePlay,
];

/// Which game actions are enabled, in `GAME_ACTIONS` order, as a string of `+` and `-`.
fn enabled(s: &Session) -> String {
    GAME_ACTIONS
        .iter()
        .map(|&a| if s.enabled(a) { '+' } else { '-' })
        .collect()
}

#[test]
fn turns_follow_the_players_and_the_hold() {
    assert_eq!(at("", VS_COMPUTER).turn(), Turn::Person(Color::Black));
    assert_eq!(at("f5", VS_COMPUTER).turn(), Turn::Computer(Color::White));
    assert_eq!(at("f5", PEOPLE).turn(), Turn::Person(Color::White));
    assert_eq!(at("", COMPUTERS).computer_to_move(), Some(Color::Black));
    let mut s = at("f5d6", VS_COMPUTER);
    s.run(Play::Undo, &mut Statistics::default()).unwrap();
    assert_eq!(s.turn(), Turn::Held(Color::White));
    assert_eq!(s.computer_to_move(), None);
    assert!(!s.person_to_move());
    assert!(matches!(at(WIPEOUT, PEOPLE).turn(), Turn::Over(_)));
}

#[test]
fn each_action_is_enabled_exactly_when_it_can_run() {
    let mut stats = Statistics::default();
    // New game, Resign, Draw, Undo, Redo, Undo all, Redo all, Resume.
    assert_eq!(enabled(&at("", PEOPLE)), "+++-----");
    assert_eq!(enabled(&at("f5", PEOPLE)), "++++-+--");
    // On the computer's turn a person may resign but not offer a draw.
    assert_eq!(enabled(&at("f5", VS_COMPUTER)), "++-+-+--");
    let mut s = at("f5d6", VS_COMPUTER);
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(enabled(&s), "++-+++++");
    let over = at(WIPEOUT, PEOPLE);
    assert_eq!(enabled(&over), "+--+-+--");
    for (action, why) in [
        (Play::Resign, Refusal::GameOver),
        (Play::OfferDraw, Refusal::GameOver),
        (Play::Redo, Refusal::NothingToRedo),
        (Play::ResumePlay, Refusal::NotHeld),
    ] {
        assert_eq!(over.check(action), Err(why), "{action:?}");
    }
    let start = at("", PEOPLE);
    assert_eq!(start.check(Play::Undo), Err(Refusal::NothingToUndo));
    assert_eq!(
        at("f5", VS_COMPUTER).check(Play::OfferDraw),
        Err(Refusal::DrawOnComputersTurn)
    );
    for action in [
        Action::Options,
        Action::Statistics,
        Action::Help,
        Action::About,
    ] {
        assert!(over.enabled(action) && start.enabled(action));
    }
}

#[test]
fn a_refused_action_changes_nothing() {
    let mut stats = Statistics::default();
    let mut s = at(WIPEOUT, PEOPLE);
    s.run(Play::Undo, &mut stats).unwrap();
    let before = (s.clone(), stats.clone());
    assert_eq!(s.run(Play::ResumePlay, &mut stats), Err(Refusal::NotHeld));
    assert_eq!((s, stats), before);
}

#[test]
fn moves_of_people_and_computer_go_through_one_entry_with_reasons() {
    let mut stats = Statistics::default();
    let mut s = at("f5", VS_COMPUTER);
    assert_eq!(s.choose(sq("d6"), &mut stats), Err(Refusal::ComputerToMove));
    assert_eq!(
        s.play(Mover::Computer, Move::Place(sq("a1")), &mut stats),
        Err(Refusal::Illegal {
            square: sq("a1"),
            side: Color::White
        })
    );
    s.play(Mover::Computer, Move::Place(sq("d6")), &mut stats)
        .unwrap();
    assert_eq!(
        s.play(Mover::Computer, Move::Place(sq("c3")), &mut stats),
        Err(Refusal::NotComputersTurn),
        "a stale computer move on the person's turn is refused"
    );
    assert_eq!(
        s.choose(sq("h8"), &mut stats),
        Err(Refusal::Illegal {
            square: sq("h8"),
            side: Color::Black
        })
    );
    s.choose(sq("c3"), &mut stats).unwrap();
    assert_eq!(s.game().transcript(), "f5d6c3");
    let mut over = at(WIPEOUT, PEOPLE);
    assert_eq!(over.choose(sq("a1"), &mut stats), Err(Refusal::GameOver));
}

#[test]
fn a_tap_on_the_held_computers_turn_says_play_is_paused() {
    let mut stats = Statistics::default();
    let mut s = at("f5d6", VS_COMPUTER);
    s.run(Play::Undo, &mut stats).unwrap();
    let why = s.choose(sq("e7"), &mut stats).unwrap_err();
    assert_eq!(why, Refusal::Held(Color::White));
    let line = why.to_string();
    assert!(
        line.contains("paused") && line.contains("Resume play (P)"),
        "{line}"
    );
    assert!(
        status_line(&s, Lang::En).contains("paused"),
        "{}",
        status_line(&s, Lang::En)
    );
    assert_eq!(turn_label(&s, Lang::En), "Paused");
}

#[test]
fn undo_holds_the_computer_until_resume_a_new_move_or_new_players() {
    let mut stats = Statistics::default();
    let mut s = at("f5d6", VS_COMPUTER);
    s.run(Play::Undo, &mut stats).unwrap();
    assert!(done_line(&Done::Stepped(Step::Back), &s, Lang::En)
        .expect("a step is said")
        .starts_with("Move taken back. White to move — paused"));
    s.run(Play::ResumePlay, &mut stats).unwrap();
    assert_eq!(s.computer_to_move(), Some(Color::White));

    let mut s = at("f5d6", VS_COMPUTER);
    s.run(Play::UndoAll, &mut stats).unwrap();
    assert_eq!(s.game().cursor(), 0);
    assert_eq!(s.check(Play::ResumePlay), Err(Refusal::NotHeld));
    s.choose(sq("d3"), &mut stats).unwrap();
    assert_eq!(s.computer_to_move(), Some(Color::White));

    let mut s = at("f5d6", VS_COMPUTER);
    s.run(Play::Undo, &mut stats).unwrap();
    s.set_players(COMPUTERS);
    assert_eq!(s.computer_to_move(), Some(Color::White));
}

#[test]
fn a_step_that_changes_nothing_does_not_hold_the_computer() {
    let mut s = at("f5", VS_COMPUTER);
    assert_eq!(
        s.run(Play::Redo, &mut Statistics::default()),
        Err(Refusal::NothingToRedo)
    );
    assert_eq!(s.turn(), Turn::Computer(Color::White));
}

#[test]
fn undo_and_redo_step_over_a_forced_pass() {
    let mut stats = Statistics::default();
    let mut s = at(PASS_LINE, PEOPLE);
    assert!(s.game().just_passed());
    assert_eq!(
        status_line(&s, Lang::En),
        "Black has no legal move — White plays again"
    );
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(s.game().transcript(), "d3c3b3b2f5a3a1");
    s.run(Play::Redo, &mut stats).unwrap();
    assert_eq!(s.game().transcript(), PASS_LINE);
    assert_eq!(s.turn(), Turn::Person(Color::White));
}

#[test]
fn against_the_computer_the_person_resigns_even_on_the_computers_turn() {
    for (players, person) in [(VS_COMPUTER, Color::Black), (COMPUTER_BLACK, Color::White)] {
        for moves in ["", "f5"] {
            let mut stats = Statistics::default();
            let mut s = at(moves, players);
            assert_eq!(
                s.confirmation(Play::Resign),
                Some(Confirm::Resign {
                    loser: person,
                    against_computer: true
                })
            );
            s.run(Play::Resign, &mut stats).unwrap();
            let Turn::Over(outcome) = s.turn() else {
                panic!("resigned")
            };
            assert_eq!(outcome.ending, Ending::Resigned(person));
            assert_eq!(outcome.score(person.opponent()), 64);
            assert_eq!(stats.computer_user.first_wins, 1);
            assert_eq!(
                status_line(&s, Lang::En),
                "You resigned — the computer wins 64–0"
            );
        }
    }
}

#[test]
fn between_people_the_side_to_move_resigns() {
    let mut stats = Statistics::default();
    let mut s = at("f5", PEOPLE);
    s.run(Play::Resign, &mut stats).unwrap();
    assert_eq!(
        status_line(&s, Lang::En),
        "White resigned — Black wins 64–0"
    );
    assert_eq!(s.run(Play::Resign, &mut stats), Err(Refusal::GameOver));
    assert_eq!(stats.black_white.first_wins, 1);
    assert_eq!(stats.computer_user.games(), 0);
}

#[test]
fn a_finished_game_counts_once_and_undo_past_its_end_withdraws_it() {
    let mut stats = Statistics::default();
    let mut s = at("f5", VS_COMPUTER);
    s.run(Play::Resign, &mut stats).unwrap();
    assert_eq!(stats.computer_user.first_wins, 1);
    assert_eq!(stats.black_white.second_score, 64);
    // Undo takes the resignation back, and with it the loss.
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());
    assert_eq!(s.saved().counted, None);
    // The game's next end counts: here a draw the computer accepts.
    s.run(Play::ResumePlay, &mut stats).unwrap();
    s.play(Mover::Computer, Move::Place(sq("d6")), &mut stats)
        .unwrap();
    let offer = s.offer_draw().unwrap();
    assert_eq!(offer.answerer(), Player::Computer);
    s.answer_draw(&offer, true, &mut stats).unwrap();
    assert_eq!(stats.black_white.draws, 1);
    assert_eq!(stats.computer_user.draws, 1);
    assert_eq!(stats.black_white.games(), 1);
    assert_eq!(stats.computer_user.first_wins, 0);
    // Stepping back and forth over a game's end keeps exactly one result counted.
    let mut stats = Statistics::default();
    let mut s = at("d3c3b3d2e1d6d7e3", PEOPLE);
    s.choose(sq("f4"), &mut stats).unwrap();
    let once = stats.clone();
    assert_eq!(once.black_white.games(), 1);
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());
    s.run(Play::Redo, &mut stats).unwrap();
    assert_eq!(stats, once);
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.run(Play::RedoAll, &mut stats).unwrap();
    assert_eq!(stats, once);
}

#[test]
fn a_game_ending_on_the_board_is_counted_with_its_players() {
    let mut stats = Statistics::default();
    let mut s = at("d3c3b3d2e1d6d7e3", VS_COMPUTER);
    s.choose(sq("f4"), &mut stats).unwrap();
    assert_eq!(stats.black_white.first_wins, 1);
    assert_eq!(stats.black_white.first_score, 13);
    assert_eq!(stats.computer_user.second_wins, 1, "the person (Black) won");
    assert_eq!(status_line(&s, Lang::En), "Game over: you win 13–0");
    assert_eq!(turn_label(&s, Lang::En), "Game over");
    // Changing players afterwards changes nothing already counted.
    s.set_players(PEOPLE);
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default(), "withdrawn as it was counted");
}

#[test]
fn a_new_game_mid_game_against_the_computer_counts_as_the_persons_loss() {
    let mut stats = Statistics::default();
    // Before the person has moved, nothing is at stake.
    assert_eq!(at("", VS_COMPUTER).confirmation(Play::NewGame), None);
    let mut s = at("f5d6", VS_COMPUTER);
    assert_eq!(
        s.confirmation(Play::NewGame),
        Some(Confirm::NewGame {
            counts_as_loss: true
        })
    );
    s.run(Play::NewGame, &mut stats).unwrap();
    assert_eq!(s.game().cursor(), 0);
    assert_eq!(s.saved().counted, None, "the new game has nothing counted");
    assert_eq!(stats.computer_user.first_wins, 1);
    assert_eq!(stats.black_white.second_wins, 1);
    // Between people a new game asks, but counts nothing.
    let mut stats = Statistics::default();
    let mut s = at("f5d6", PEOPLE);
    assert_eq!(
        s.confirmation(Play::NewGame),
        Some(Confirm::NewGame {
            counts_as_loss: false
        })
    );
    s.run(Play::NewGame, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());
    // A finished game needs no question.
    assert_eq!(at(WIPEOUT, VS_COMPUTER).confirmation(Play::NewGame), None);
}

#[test]
fn a_new_game_uses_the_players_first_mover() {
    let players = Players {
        first: Color::White,
        ..PEOPLE
    };
    let mut s = at("f5", players);
    s.run(Play::NewGame, &mut Statistics::default()).unwrap();
    assert_eq!(s.turn(), Turn::Person(Color::White));
}

#[test]
fn draw_offers_go_to_the_other_side_and_stale_answers_are_refused() {
    let mut stats = Statistics::default();
    let mut s = at("f5", PEOPLE);
    let offer = s.offer_draw().unwrap();
    assert_eq!((offer.by(), offer.to()), (Color::White, Color::Black));
    assert_eq!(offer.answerer(), Player::Human);
    s.answer_draw(&offer, false, &mut stats).unwrap();
    assert_eq!(
        s.turn(),
        Turn::Person(Color::White),
        "declined: White still moves"
    );
    s.choose(sq("d6"), &mut stats).unwrap();
    assert_eq!(
        s.answer_draw(&offer, true, &mut stats),
        Err(Refusal::StaleOffer)
    );
    assert!(!s.game().is_over());
    let offer = s.offer_draw().unwrap();
    s.answer_draw(&offer, true, &mut stats).unwrap();
    assert_eq!(status_line(&s, Lang::En), "Game over: draw agreed at 3–3");
    assert_eq!(stats.black_white.draws, 1);
}

#[test]
fn results_are_told_in_the_players_terms() {
    let outcome = |black, white, winner, ending| Outcome {
        black,
        white,
        winner,
        ending,
    };
    let won_by_white = outcome(24, 40, Some(Color::White), Ending::Normal);
    assert_eq!(
        outcome_line(&won_by_white, lone_computer(&PEOPLE), Lang::En),
        "Game over: White wins 24–40"
    );
    assert_eq!(
        outcome_line(&won_by_white, lone_computer(&VS_COMPUTER), Lang::En),
        "Game over: the computer wins 40–24"
    );
    assert_eq!(
        outcome_line(&won_by_white, lone_computer(&COMPUTER_BLACK), Lang::En),
        "Game over: you win 40–24"
    );
    assert_eq!(
        outcome_line(&won_by_white, lone_computer(&COMPUTERS), Lang::En),
        "Game over: White wins 24–40"
    );
    let drawn = outcome(32, 32, None, Ending::Normal);
    assert_eq!(
        outcome_line(&drawn, lone_computer(&VS_COMPUTER), Lang::En),
        "Game over: a draw, 32–32"
    );
}

#[test]
fn confirmations_ask_in_the_players_terms() {
    assert_eq!(
        at("f5", VS_COMPUTER)
            .confirmation(Play::Resign)
            .unwrap()
            .question(Lang::En),
        "Resign this game? The computer wins 64–0."
    );
    assert_eq!(
        at("f5", PEOPLE)
            .confirmation(Play::Resign)
            .unwrap()
            .question(Lang::En),
        "Resign for White? Black wins 64–0."
    );
    assert!(at("f5d6", VS_COMPUTER)
        .confirmation(Play::NewGame)
        .unwrap()
        .question(Lang::En)
        .contains("counts as a loss for you"));
    assert_eq!(at("f5", PEOPLE).confirmation(Play::Undo), None);
}

#[test]
fn the_turn_label_numbers_the_move_to_play() {
    assert_eq!(turn_label(&at("", PEOPLE), Lang::En), "Move 1");
    assert_eq!(turn_label(&at("f5d6", PEOPLE), Lang::En), "Move 3");
    assert_eq!(turn_label(&at(PASS_LINE, PEOPLE), Lang::En), "Move 9");
}

#[test]
fn going_to_a_move_steps_through_the_history_like_undo_and_redo() {
    let mut stats = Statistics::default();
    let mut s = at(PASS_LINE, VS_COMPUTER);
    s.go_to(3, &mut stats).unwrap();
    assert_eq!(s.game().transcript(), "d3c3b3");
    assert_eq!(s.turn(), Turn::Held(Color::White), "the computer waits");
    s.go_to(8, &mut stats).unwrap();
    assert_eq!(s.game().transcript(), PASS_LINE);
    assert!(
        s.game().just_passed(),
        "the forced pass after the 8th move stands"
    );
    s.go_to(0, &mut stats).unwrap();
    assert_eq!(s.game().cursor(), 0);
    assert_eq!(s.go_to(9, &mut stats), Err(Refusal::NothingToRedo));
    assert_eq!(s.game().cursor(), 0, "a refused jump changes nothing");
    // Jumping back from a counted end only looks back: the result stays counted.
    let mut s = at("d3c3b3d2e1d6d7e3", PEOPLE);
    s.choose(sq("f4"), &mut stats).unwrap();
    assert_eq!(stats.black_white.games(), 1);
    s.go_to(5, &mut stats).unwrap();
    assert_eq!(stats.black_white.games(), 1);
}

/// The states a player can tell apart while looking back: the game, its turn, the status
/// line, which actions are enabled, the statistics and what is stored.
fn looked_at(s: &Session, stats: &Statistics) -> (Turn, String, String, Statistics) {
    (
        s.turn(),
        status_line(s, Lang::En),
        enabled(s),
        stats.clone(),
    )
}

/// A way to step through the game.
type Look = fn(&mut Session, &mut Statistics) -> Result<(), Refusal>;

#[test]
fn looking_back_through_a_finished_game_keeps_its_result_and_its_actions() {
    // A loss to the computer on the board, a resignation and an agreed draw: each end
    // stands however the game is stepped through, short of Undo.
    let ends: [(Session, Statistics); 3] = [
        {
            let mut st = Statistics::default();
            let mut s = at("d3c3b3d2e1d6d7e3", COMPUTER_BLACK);
            s.play(Mover::Computer, Move::Place(sq("f4")), &mut st)
                .unwrap();
            (s, st)
        },
        {
            let mut st = Statistics::default();
            let mut s = at("f5d6c3d3", VS_COMPUTER);
            s.run(Play::Resign, &mut st).unwrap();
            (s, st)
        },
        {
            let mut st = Statistics::default();
            let mut s = at("f5d6c3", PEOPLE);
            let offer = s.offer_draw().unwrap();
            s.answer_draw(&offer, true, &mut st).unwrap();
            (s, st)
        },
    ];
    for (mut s, mut stats) in ends {
        assert_eq!(stats.black_white.games(), 1);
        let end = s.clone();
        let over = looked_at(&s, &stats);
        assert!(matches!(over.0, Turn::Over(_)));
        assert_eq!(&over.2[..4], "+--+", "New game, and Undo (which asks)");
        // Home (undo all), a move in the list, Redo, the stepper's first.
        let looks: [Look; 4] = [
            |s, st| s.run(Play::UndoAll, st).map(drop),
            |s, st| s.go_to(1, st),
            |s, st| s.run(Play::Redo, st).map(drop),
            |s, st| s.go_to(0, st),
        ];
        for look in looks {
            look(&mut s, &mut stats).unwrap();
            let now = looked_at(&s, &stats);
            assert_eq!((&now.0, &now.1, &now.3), (&over.0, &over.1, &over.3));
            assert_eq!(&now.2[..3], "+--", "no Resign, no draw offer");
            assert_eq!(s.computer_to_move(), None);
            assert!(!s.person_to_move() && s.is_over());
            assert_eq!(
                s.choose(
                    s.game().board().legal_moves().squares().next().unwrap(),
                    &mut stats
                ),
                Err(Refusal::GameOver)
            );
            assert_eq!(s.confirmation(Play::NewGame), None, "nothing to abandon");
            // Stored and read back, it is looked back on still.
            let back = SavedGame::from_json(&s.saved().to_json()).unwrap();
            assert_eq!(&back.value, s.saved());
        }
        s.run(Play::RedoAll, &mut stats).unwrap();
        assert_eq!(s, end, "back at the end, all is as it was");
    }
}

#[test]
fn undo_in_a_finished_game_asks_then_takes_a_move_and_the_result_back() {
    let mut stats = Statistics::default();
    let mut s = at("f5d6c3d3", VS_COMPUTER);
    s.run(Play::Resign, &mut stats).unwrap();
    let counted = stats.clone();
    assert_eq!(
        s.confirmation(Play::Undo),
        Some(Confirm::TakeBackEnd { counted: true })
    );
    let question = s.confirmation(Play::Undo).unwrap();
    assert!(question
        .question(Lang::En)
        .contains("leaves the statistics"));
    assert_eq!(question.confirm_label(Lang::En), "Play on");
    // Looking back at move 2, Undo asks too, and takes back the move before it.
    s.go_to(2, &mut stats).unwrap();
    assert_eq!(stats, counted);
    assert!(s.confirmation(Play::Undo).is_some());
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default(), "the loss is withdrawn");
    assert_eq!(s.game().transcript(), "f5");
    assert_eq!(s.turn(), Turn::Held(Color::White));
    assert_eq!(s.confirmation(Play::Undo), None, "play goes on as before");
    // The resignation went with it: the record now ends where the moves do.
    s.run(Play::RedoAll, &mut stats).unwrap();
    assert!(!s.is_over() && stats == Statistics::default());

    // A game that ended on the board comes back to its end, and counts once more.
    let mut s = at("d3c3b3d2e1d6d7e3", PEOPLE);
    s.choose(sq("f4"), &mut stats).unwrap();
    let once = stats.clone();
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.run(Play::RedoAll, &mut stats).unwrap();
    assert_eq!(stats, once);

    // An opened game's end was never counted: Undo asks, without a word on statistics.
    let mut s = at("", PEOPLE);
    s.open(read(WIPEOUT), Source::Link, &mut stats);
    assert_eq!(
        s.confirmation(Play::Undo),
        Some(Confirm::TakeBackEnd { counted: false })
    );
}

/// A game read from text, as "Open game…" and links give it.
fn read(moves: &str) -> Game {
    replay(moves, Color::Black).expect("a legal transcript")
}

#[test]
fn a_game_from_the_database_is_replayed_unrated_and_uncounted_and_the_game_in_progress_is_offered_back(
) {
    let mut stats = Statistics::default();
    let mut s = at("f5d6", VS_COMPUTER);
    let before = s.game().clone();
    s.open(read(WIPEOUT), Source::Database, &mut stats);
    let saved = s.saved();
    assert!(saved.imported && saved.unrated && saved.paused);
    assert!(s.game().is_over());
    assert_eq!(stats, Statistics::default());
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.run(Play::RedoAll, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());
    assert!(s.offers_previous());
    assert!(s.restore_previous(&mut stats));
    assert_eq!(s.game().moves(), before.moves());
}

#[test]
fn an_imported_game_that_is_over_counts_nothing_however_it_is_stepped_through() {
    let mut stats = Statistics::default();
    let mut s = at("f5", VS_COMPUTER);
    s.open(read(WIPEOUT), Source::Link, &mut stats);
    assert!(s.game().is_over() && s.saved().imported);
    assert_eq!(stats, Statistics::default());
    for action in [Play::Undo, Play::Redo, Play::UndoAll, Play::RedoAll] {
        s.run(action, &mut stats).unwrap();
        assert_eq!(stats, Statistics::default(), "{action:?}");
    }
    s.go_to(3, &mut stats).unwrap();
    s.go_to(9, &mut stats).unwrap();
    assert!(s.game().is_over());
    assert_eq!(stats, Statistics::default());
}

#[test]
fn an_opened_game_that_is_over_tells_its_result_by_colour_not_as_the_players_own() {
    let mut stats = Statistics::default();
    let mut s = at("f5", VS_COMPUTER);
    s.open(read(WIPEOUT), Source::Link, &mut stats);
    let line = status_line(&s, Lang::En);
    assert!(line.starts_with("Game over: Black wins"), "{line}");
    // The same end played here is the person's own.
    let mut played = at(WIPEOUT, VS_COMPUTER);
    played.settle(&mut stats);
    let line = status_line(&played, Lang::En);
    assert!(line.starts_with("Game over: you win"), "{line}");
}

#[test]
fn the_first_move_played_here_makes_an_imported_game_count() {
    // By a person: the wipe-out's last move replayed here counts.
    let mut stats = Statistics::default();
    let mut s = at("", PEOPLE);
    s.open(read(&WIPEOUT[..16]), Source::Text, &mut stats);
    assert!(s.saved().imported);
    s.choose(sq("f4"), &mut stats).unwrap();
    assert!(!s.saved().imported);
    assert_eq!(stats.black_white.first_wins, 1);

    // By the computer, once resumed: its move clears the flag as a person's would.
    let mut stats = Statistics::default();
    let mut s = at("", VS_COMPUTER);
    s.open(read("f5"), Source::Link, &mut stats);
    assert_eq!(s.turn(), Turn::Held(Color::White), "the computer waits");
    s.run(Play::ResumePlay, &mut stats).unwrap();
    assert!(s.saved().imported, "resuming is no move");
    s.play(Mover::Computer, Move::Place(sq("d6")), &mut stats)
        .unwrap();
    assert!(!s.saved().imported);
}

#[test]
fn a_resignation_or_agreed_draw_in_an_imported_game_counts_but_starting_over_does_not() {
    let mut stats = Statistics::default();
    let mut s = at("", VS_COMPUTER);
    s.open(read("f5d6c3d3"), Source::Text, &mut stats);
    // Black's moves were not played here: a new game is no loss for the person.
    assert_eq!(
        s.confirmation(Play::NewGame),
        Some(Confirm::NewGame {
            counts_as_loss: false
        })
    );
    let mut fresh = s.clone();
    fresh.run(Play::NewGame, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());

    s.run(Play::Resign, &mut stats).unwrap();
    assert_eq!(
        stats.computer_user.first_wins, 1,
        "the person resigned here"
    );

    let mut stats = Statistics::default();
    let mut s = at("", PEOPLE);
    s.open(read("f5d6"), Source::Link, &mut stats);
    let offer = s.offer_draw().unwrap();
    s.answer_draw(&offer, true, &mut stats).unwrap();
    assert_eq!(stats.black_white.draws, 1);
}

#[test]
fn a_set_up_position_counts_as_any_game() {
    let mut stats = Statistics::default();
    let mut s = at("", PEOPLE);
    // The wipe-out one move before its end, as a set-up position.
    let board = read(&WIPEOUT[..16]).board();
    s.open(Game::from_board(board), Source::Setup, &mut stats);
    assert!(!s.saved().imported);
    s.choose(sq("f4"), &mut stats).unwrap();
    assert_eq!(stats.black_white.first_wins, 1);
    assert_eq!(s.game().start_board(), board);
}

#[test]
fn an_opened_game_can_be_put_back_exactly() {
    let mut stats = Statistics::default();
    let mut s = at(WIPEOUT, VS_COMPUTER);
    s.settle(&mut stats);
    s.run(Play::Undo, &mut stats).unwrap();
    s.run(Play::Redo, &mut stats).unwrap();
    assert!(s.saved().counted.is_some() && s.saved().paused);
    assert!(s.set_review(reviewed(s.game())));
    let before = (s.clone(), stats.clone());
    s.open(read("f5d6"), Source::Link, &mut stats);
    assert_eq!(s.game().transcript(), "f5d6");
    assert_eq!(s.review(), None, "the review belongs to the replaced game");
    assert!(s.offers_previous());
    assert!(s.restore_previous(&mut stats));
    assert_eq!((s.clone(), stats.clone()), before);
    assert!(!s.offers_previous() && !s.restore_previous(&mut stats));

    // A fresh game holds nothing to come back to; a set-up start does.
    let mut fresh = at("", PEOPLE);
    fresh.open(read("f5"), Source::Text, &mut stats);
    assert!(!fresh.offers_previous());
    let mut set_up = at("", PEOPLE);
    set_up.open(
        Game::from_board(read("f5d6").board()),
        Source::Setup,
        &mut stats,
    );
    set_up.open(read("f5"), Source::Text, &mut stats);
    assert!(set_up.offers_previous());
}

#[test]
fn the_replaced_game_is_offered_while_the_opened_record_stands_and_never_after() {
    let mut stats = Statistics::default();
    let mut s = at("f5d6c3", VS_COMPUTER);
    let own = s.clone();
    s.open(read("f5d6c3d3c4"), Source::Link, &mut stats);
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.go_to(3, &mut stats).unwrap();
    s.set_players(PEOPLE);
    assert!(
        s.offers_previous(),
        "stepping and new players keep the offer"
    );
    // Another game opened over the opened one offers back the player's own, not the link.
    s.open(read("e6"), Source::Text, &mut stats);
    assert!(s.restore_previous(&mut stats));
    assert_eq!(s.game(), own.game());

    // Resigning withdraws the offer, and undo does not bring it back.
    s.open(read("f5d6"), Source::Link, &mut stats);
    s.run(Play::Resign, &mut stats).unwrap();
    assert!(!s.offers_previous());
    s.run(Play::Undo, &mut stats).unwrap();
    assert!(s.same_record(&read("f5d6")));
    assert!(
        !s.offers_previous(),
        "undo comes back to the record, not to the offer"
    );
    // Playing on in the opened game or a new game withdraws it too.
    let mut played = at("f5d6c3", PEOPLE);
    played.open(read("f5d6"), Source::Link, &mut stats);
    played.choose(sq("c3"), &mut stats).unwrap();
    assert!(!played.offers_previous());
    let mut new = at("f5d6c3", PEOPLE);
    new.open(read("f5d6"), Source::Link, &mut stats);
    new.run(Play::NewGame, &mut stats).unwrap();
    assert!(!new.offers_previous());
    // Dismissed, it is gone and nothing else changes.
    let mut dismissed = at("f5d6c3", PEOPLE);
    dismissed.open(read("f5d6"), Source::Link, &mut stats);
    let saved = dismissed.saved().clone();
    dismissed.dismiss_previous();
    assert!(!dismissed.offers_previous() && !dismissed.restore_previous(&mut stats));
    assert_eq!(dismissed.saved(), &saved);
}

#[test]
fn the_record_stays_the_same_through_steps_but_not_through_play() {
    let mut stats = Statistics::default();
    let opened = read("f5d6c3d3c4");
    let mut s = at("", PEOPLE);
    s.open(opened.clone(), Source::Link, &mut stats);
    assert!(s.same_record(&opened));
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.go_to(2, &mut stats).unwrap();
    assert!(s.same_record(&opened), "stepping keeps the record");
    let mut resigned = s.clone();
    resigned.run(Play::RedoAll, &mut stats).unwrap();
    resigned.run(Play::Resign, &mut stats).unwrap();
    assert!(!resigned.same_record(&opened));
    s.choose(sq("c3"), &mut stats).unwrap();
    assert!(!s.same_record(&opened), "c3 again drops the later moves");
    assert!(!at("f5d6c3d3c4", PEOPLE).same_record(&read("f5d6c3d3c4f4")));
}

#[test]
fn the_record_actions_say_what_happened_and_whose_move_it_is() {
    use super::text::{opened_line, player_text, with_status};
    use crate::engine::record::parse_fragment;
    use crate::engine::search::Level;
    use crate::i18n::record::{link_refused_line, result_text, RESTORED_LINE};
    let mut stats = Statistics::default();
    let mut s = at("f5d6", VS_COMPUTER);
    s.open(read("f5"), Source::Link, &mut stats);
    assert_eq!(
        with_status(opened_line(Source::Link, Lang::En), &s, Lang::En),
        "Game opened from the link. White to move — paused. Resume play (P) lets the computer move."
    );
    s.open(read("f5d6"), Source::Text, &mut stats);
    assert_eq!(
        with_status(opened_line(Source::Text, Lang::En), &s, Lang::En),
        "Game opened. Black to move."
    );
    assert!(s.restore_previous(&mut stats));
    assert_eq!(
        with_status(RESTORED_LINE.en, &s, Lang::En),
        "Your previous game is back. Black to move."
    );

    let error = parse_fragment("#moves=f5a1").unwrap_err();
    assert_eq!(
        link_refused_line(&error, Lang::En),
        "This link could not be opened. Move 2 (a1): a1 is not a legal move for White. \
         Your game is as it was."
    );

    let outcome = |moves: &str| read(moves).outcome().unwrap();
    assert_eq!(result_text(&outcome(WIPEOUT)), "Black wins 13–0");
    let mut resigned = read("f5");
    resigned.resign().unwrap();
    assert_eq!(
        result_text(&resigned.outcome().unwrap()),
        "White resigned: Black wins"
    );
    assert_eq!(
        player_text(&VS_COMPUTER, Level::Expert, Color::White),
        "Computer (Expert)"
    );
    assert_eq!(
        player_text(&VS_COMPUTER, Level::Expert, Color::Black),
        "Human"
    );
}

/// A quick review of the game's moves (shallow, for tests).
fn reviewed(game: &Game) -> GameReview {
    use crate::engine::search::analysis::ReviewSettings;
    use crate::engine::search::Searcher;
    let settings = ReviewSettings {
        depth: 2,
        exact_empties: 0,
        first_depth: 0,
    };
    Searcher::new()
        .review_game(&game.start_board(), game.moves(), &settings, &mut |_| {})
        .expect("a legal game")
}

#[test]
fn a_review_stays_while_the_game_follows_its_moves_and_goes_with_a_new_line() {
    let mut stats = Statistics::default();
    let mut s = at("f5d6c3d3", PEOPLE);
    assert!(s.enabled(Action::Review));
    assert_eq!(
        at("", PEOPLE).check(Play::Review),
        Err(Refusal::NothingToReview)
    );
    let review = reviewed(s.game());
    assert_eq!(review.moves.len(), 4);
    assert!(s.set_review(review.clone()));
    // Stepping through the history and playing on at the end keep it.
    s.run(Play::UndoAll, &mut stats).unwrap();
    s.run(Play::RedoAll, &mut stats).unwrap();
    s.choose(sq("c4"), &mut stats).unwrap();
    assert_eq!(s.review(), Some(&review));
    // A different move after undo starts a new line: the review is dropped.
    s.go_to(2, &mut stats).unwrap();
    assert_eq!(s.review(), Some(&review), "only looking back");
    s.choose(sq("c5"), &mut stats).unwrap();
    assert_eq!(s.review(), None);
    // A review of other moves is refused.
    assert!(!s.set_review(review));
    assert_eq!(s.review(), None);
}

#[test]
fn values_are_written_for_people() {
    use crate::i18n::analysis::{evaluation_line, hint_label, review_summary_line};
    assert_eq!(evaluation_line(4, false, Lang::En), "Black +4");
    assert_eq!(evaluation_line(-2, true, Lang::En), "White +2 (exact)");
    assert_eq!(evaluation_line(0, true, Lang::En), "Even (exact)");
    assert_eq!(hint_label(6), "+6");
    assert_eq!(hint_label(-2), "−2");
    assert_eq!(hint_label(0), "0");
    let summary = crate::engine::search::analysis::PlayerSummary {
        moves: 10,
        inaccuracies: 2,
        mistakes: 1,
        blunders: 0,
        total_loss: 14,
    };
    assert_eq!(
        review_summary_line(Color::White, &summary, Lang::En),
        "White: 0 blunders, 1 mistake, 2 inaccuracies; 1.4 discs lost a move on average"
    );
}

/// A session of a balanced start under `players`, its opening `index` played.
fn balanced_session(index: usize, players: Players) -> Session {
    let mut s = Session::fresh(players);
    assert!(s.start_balanced(index));
    s
}

#[test]
fn a_balanced_start_plays_its_opening_and_only_on_a_new_game() {
    let s = balanced_session(3, VS_COMPUTER);
    assert_eq!(s.game().moves(), &balanced()[3][..]);
    assert_eq!(balanced_start(s.game()), Some(3));
    assert_eq!(s.turn(), Turn::Person(Color::Black));
    let mut played = at("f5", VS_COMPUTER);
    assert!(
        !played.start_balanced(3),
        "a game under way keeps its moves"
    );
    assert_eq!(played.game().moves().len(), 1);
    assert!(!Session::fresh(VS_COMPUTER).start_balanced(usize::MAX));
}

#[test]
fn the_opening_of_a_balanced_start_is_nobodys_own_move() {
    let mut stats = Statistics::default();
    let mut s = balanced_session(0, VS_COMPUTER);
    // Nothing chosen here yet: a new game needs no question and counts nothing.
    assert_eq!(s.confirmation(Play::NewGame), None);
    s.run(Play::NewGame, &mut stats).unwrap();
    assert_eq!(stats, Statistics::default());
    // Once the person has played a move of their own, starting over is their loss.
    let mut s = balanced_session(0, VS_COMPUTER);
    let mv = s.game().board().legal_moves().squares().next().unwrap();
    s.choose(mv, &mut stats).unwrap();
    assert!(s.confirmation(Play::NewGame).is_some());
    s.run(Play::NewGame, &mut stats).unwrap();
    assert_ne!(stats, Statistics::default());
}

#[test]
fn play_again_swaps_colours_and_keeps_the_balanced_opening() {
    let mut s = balanced_session(5, VS_COMPUTER);
    assert!(!s.play_again_swapped(), "only once the game is over");
    let mut game = s.game().clone();
    while !game.is_over() {
        let mv = game.board().legal_moves().squares().next().unwrap();
        game.play_square(mv).unwrap();
    }
    let over = Session::new(
        SavedGame {
            game,
            ..SavedGame::default()
        },
        VS_COMPUTER,
    );
    let mut again = over.clone();
    assert!(again.play_again_swapped());
    assert_eq!(*again.players(), COMPUTER_BLACK);
    assert_eq!(again.game().moves(), &balanced()[5][..]);
    assert_eq!(again.turn(), Turn::Computer(Color::Black));
    // Between two people there is no computer to swap with.
    let mut people = Session::new(over.saved().clone(), PEOPLE);
    assert!(!people.play_again_swapped());
    // From a standard start, a standard start with the colours swapped.
    let mut game = Game::new(Color::Black);
    while !game.is_over() {
        let mv = game.board().legal_moves().squares().last().unwrap();
        game.play_square(mv).unwrap();
    }
    let mut s = Session::new(
        SavedGame {
            game,
            ..SavedGame::default()
        },
        COMPUTER_BLACK,
    );
    assert!(s.play_again_swapped());
    assert_eq!(*s.players(), VS_COMPUTER);
    assert!(s.game().moves().is_empty());
}

#[test]
fn the_library_keeps_a_game_exactly_while_its_result_is_counted() {
    let mut stats = Statistics::default();
    let mut s = at("d3c3b3d2e1d6d7e3", VS_COMPUTER);
    assert_eq!(s.library_game("beginner", 7), None, "not over yet");
    s.choose(sq("f4"), &mut stats).unwrap();
    let kept = s
        .library_game("beginner", 7)
        .expect("a finished, counted game");
    assert_eq!(kept.game.transcript(), "d3c3b3d2e1d6d7e3f4");
    assert_eq!(kept.level.as_deref(), Some("beginner"));
    assert_eq!(
        (kept.date_ms, kept.black, kept.white),
        (7, Player::Human, Player::Computer)
    );
    s.run(Play::Undo, &mut stats).unwrap();
    assert_eq!(
        s.library_game("beginner", 7),
        None,
        "withdrawn with its result"
    );
    // A game opened from elsewhere was not played here.
    let mut opened = Session::fresh(VS_COMPUTER);
    let finished = replay("d3c3b3d2e1d6d7e3f4", Color::Black).unwrap();
    opened.open(finished, Source::Text, &mut stats);
    assert_eq!(opened.library_game("beginner", 7), None);
}
