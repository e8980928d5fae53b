//! Opening drills, checked against the shipped openings table: every line can be drilled with
//! each colour that has a move in it, the computer's moves are the line's, every deviation of
//! the person's is judged off the line with the line's move named (and not played), the line's
//! move is judged on it, the summary counts the first tries, a completed drill counts once
//! apart from games, and a drill's game never counts as a game.

use reversi::actions::Play;
use reversi::engine::openings;
use reversi::engine::search::analysis::{Hints, MoveValue};
use reversi::engine::{Color, Game, Move, Square, Status};
use reversi::session::drill::{Cost, Drill, Verdict};
use reversi::session::{Confirm, Mover, Session, Turn};
use reversi::settings::{Player, Players, SavedGame, Statistics};

const VS_COMPUTER: Players = Players::new(Player::Human, Player::Computer);
const PEOPLE: Players = Players::new(Player::Human, Player::Human);

fn squares(index: usize) -> Vec<Square> {
    openings::all()[index].squares()
}

/// Who plays each move of a line from the standard start, by replaying it.
fn movers(line: &[Square]) -> Vec<Color> {
    let mut game = Game::new(Color::Black);
    line.iter()
        .map(|&sq| {
            let Status::Playing(side) = game.status() else {
                panic!("the line ends the game")
            };
            game.play(Move::Place(sq)).expect("a legal line");
            side
        })
        .collect()
}

fn drilling(index: usize, person: Color, stats: &mut Statistics) -> Session {
    let mut s = Session::fresh(PEOPLE);
    s.start_drill(Drill::new(index, person).expect("a drillable line"), stats);
    s
}

fn legal(game: &Game) -> Vec<Square> {
    Square::all()
        .filter(|&sq| game.board().is_legal(sq))
        .collect()
}

#[test]
fn every_line_is_drilled_with_every_deviation_judged() {
    let mut drills = 0;
    for (index, opening) in openings::all().iter().enumerate() {
        let line = squares(index);
        let movers = movers(&line);
        for person in [Color::Black, Color::White] {
            let mine = movers.iter().filter(|&&c| c == person).count();
            let Some(_) = Drill::new(index, person) else {
                assert_eq!(mine, 0, "{} can be drilled as {person:?}", opening.name);
                continue;
            };
            let mut stats = Statistics::default();
            let mut s = drilling(index, person, &mut stats);
            let mut plies_with_choice = 0;
            for (ply, (&mv, &mover)) in line.iter().zip(&movers).enumerate() {
                assert!(s.drill().unwrap().live(s.game()));
                if mover != person {
                    assert_eq!(
                        s.turn(),
                        Turn::Computer(mover),
                        "{} ply {ply}",
                        opening.name
                    );
                    assert_eq!(s.drill_move(), Some(Move::Place(mv)), "{}", opening.name);
                    s.play(Mover::Computer, Move::Place(mv), &mut stats)
                        .unwrap();
                    continue;
                }
                assert_eq!(s.turn(), Turn::Person(person));
                assert_eq!(s.drill_move(), None);
                let before = s.game().clone();
                let others: Vec<Square> =
                    legal(&before).into_iter().filter(|&sq| sq != mv).collect();
                plies_with_choice += usize::from(!others.is_empty());
                for other in others {
                    s.choose(other, &mut stats).unwrap();
                    assert_eq!(s.game(), &before, "an off-line move is not played");
                    let drill = s.drill().unwrap();
                    let Some(Verdict::OffLine(miss)) = drill.fresh_verdict(s.game()) else {
                        panic!("{} ply {ply}: {other} is not off the line", opening.name)
                    };
                    assert_eq!((miss.ply, miss.played, miss.line), (ply, other, mv));
                    assert_eq!(miss.cost, None);
                }
                s.choose(mv, &mut stats).unwrap();
                assert_eq!(s.game().ply(), ply + 1);
                assert_eq!(
                    s.drill().unwrap().fresh_verdict(s.game()),
                    Some(Verdict::OnLine { ply, square: mv })
                );
            }
            let drill = s.drill().unwrap();
            assert!(drill.complete(s.game()) && !drill.live(s.game()));
            assert_eq!(s.drill_move(), None, "past the line the computer searches");
            let summary = drill.summary();
            assert_eq!(summary.moves, mine, "{}", opening.name);
            assert_eq!(summary.first_try, mine - plies_with_choice);
            assert_eq!(stats.drills, 1);
            assert_eq!(stats.black_white.games() + stats.computer_user.games(), 0);
            drills += 1;
        }
    }
    assert!(drills >= 2 * openings::all().len() - 2, "{drills} drills");
}

#[test]
fn a_perfect_run_has_every_move_at_the_first_try() {
    let tiger = openings::all()
        .iter()
        .position(|o| o.name == "Tiger")
        .unwrap();
    let line = squares(tiger);
    let mut stats = Statistics::default();
    let mut s = drilling(tiger, Color::White, &mut stats);
    assert_eq!(s.playing(), Players::new(Player::Computer, Player::Human));
    assert_eq!(s.players(), &PEOPLE, "the options' players are kept");
    for &mv in &line {
        match s.drill_move() {
            Some(m) => s.play(Mover::Computer, m, &mut stats).unwrap(),
            None => s.choose(mv, &mut stats).unwrap(),
        }
    }
    let summary = s.drill().unwrap().summary();
    assert_eq!((summary.moves, summary.first_try), (2, 2));
    assert!(summary.misses.is_empty());
    // Taking the last move back and playing it again completes nothing more.
    s.run(Play::Undo, &mut stats).unwrap();
    assert!(s.drill().unwrap().live(s.game()));
    // The line's last move is the computer's (Black's): held after undo until Resume play.
    assert_eq!(s.turn(), Turn::Held(Color::Black));
    assert_eq!(s.drill_move(), None);
    s.run(Play::ResumePlay, &mut stats).unwrap();
    let last = *line.last().unwrap();
    assert_eq!(s.drill_move(), Some(Move::Place(last)));
    s.play(Mover::Computer, Move::Place(last), &mut stats)
        .unwrap();
    assert!(s.drill().unwrap().complete(s.game()));
    assert_eq!(stats.drills, 1);
    // Play going on past the line keeps the drill complete, its summary with it, and counts
    // nothing more; an undo back into the line is what ends that.
    let on = s.game().board().legal_moves().squares().next().unwrap();
    s.choose(on, &mut stats).unwrap();
    assert!(s.drill().unwrap().complete(s.game()));
    assert_eq!(s.drill().unwrap().summary(), summary);
    assert_eq!(stats.drills, 1);
    s.run(Play::Undo, &mut stats).unwrap();
    s.run(Play::Undo, &mut stats).unwrap();
    assert!(!s.drill().unwrap().complete(s.game()));
}

#[test]
fn a_drill_game_never_counts_as_a_game() {
    let perpendicular = openings::all()
        .iter()
        .position(|o| o.moves.len() == 2)
        .expect("a two-move line");
    let mut stats = Statistics::default();
    let mut s = drilling(perpendicular, Color::Black, &mut stats);
    let line = squares(perpendicular);
    s.choose(line[0], &mut stats).unwrap();
    s.play(Mover::Computer, s.drill_move().unwrap(), &mut stats)
        .unwrap();
    assert_eq!(stats.drills, 1);
    // Past the line the game plays on against the computer, judged no more.
    while !s.game().is_over() {
        let mv = legal(s.game())
            .first()
            .map_or(Move::Pass, |&sq| Move::Place(sq));
        let by = match s.turn() {
            Turn::Person(_) => Mover::Person,
            _ => Mover::Computer,
        };
        s.play(by, mv, &mut stats).unwrap();
    }
    assert_eq!(stats.black_white.games(), 0);
    assert_eq!(stats.computer_user.games(), 0);
    assert_eq!(stats.drills, 1);
    // The mark survives a reload, where the drill itself is gone.
    let reloaded = Session::new(s.saved().clone(), PEOPLE);
    assert!(reloaded.saved().drill && reloaded.drill().is_none());
}

#[test]
fn starting_a_drill_leaves_a_game_as_new_game_does() {
    let mut stats = Statistics::default();
    let mut s = Session::fresh(VS_COMPUTER);
    assert_eq!(s.confirmation(Play::NewGame), None, "nothing to abandon");
    s.choose(
        Square::all()
            .find(|&q| s.game().board().is_legal(q))
            .unwrap(),
        &mut stats,
    )
    .unwrap();
    assert_eq!(
        s.confirmation(Play::NewGame),
        Some(Confirm::NewGame {
            counts_as_loss: true
        })
    );
    s.start_drill(Drill::new(0, Color::Black).unwrap(), &mut stats);
    assert_eq!(stats.computer_user.second_wins, 0);
    assert_eq!(
        stats.computer_user.first_wins, 1,
        "the abandoned game is a loss"
    );
    assert_eq!(s.game(), &Game::new(Color::Black));
    assert_eq!(s.players(), &VS_COMPUTER);
    // A drill under way asks before a new game, but is no loss.
    s.choose(squares(0)[0], &mut stats).unwrap();
    assert_eq!(
        s.confirmation(Play::NewGame),
        Some(Confirm::NewGame {
            counts_as_loss: false
        })
    );
    s.run(Play::NewGame, &mut stats).unwrap();
    assert!(s.drill().is_none() && !s.saved().drill);
    assert_eq!(stats.computer_user.games(), 1);
}

#[test]
fn new_players_or_an_opened_game_end_the_drill() {
    let mut stats = Statistics::default();
    let mut s = drilling(0, Color::Black, &mut stats);
    s.set_players(VS_COMPUTER);
    assert!(s.drill().is_none());
    assert!(s.saved().drill, "its game stays uncounted");
    let mut s = drilling(0, Color::Black, &mut stats);
    s.open(
        Game::new(Color::Black),
        reversi::session::Source::Text,
        &mut stats,
    );
    assert!(s.drill().is_none());
    assert!(!SavedGame::default().drill);
}

#[test]
fn an_illegal_square_is_refused_not_judged() {
    let mut stats = Statistics::default();
    let mut s = drilling(0, Color::Black, &mut stats);
    let illegal = Square::all()
        .find(|&q| !s.game().board().is_legal(q))
        .unwrap();
    assert!(s.choose(illegal, &mut stats).is_err());
    assert_eq!(s.drill().unwrap().verdict(), None);
}

#[test]
fn drills_need_an_opening_and_a_move_for_the_person() {
    assert!(Drill::new(openings::all().len(), Color::Black).is_none());
    assert!(Drill::new(0, Color::White).is_some() == (squares(0).len() > 1));
}

fn value(square: Square, score: i32, book: bool) -> MoveValue {
    MoveValue {
        square,
        score,
        exact: false,
        book,
        line: Default::default(),
    }
}

#[test]
fn the_cost_is_the_line_moves_value_less_the_played_ones() {
    let [a, b, c] = [0, 1, 2].map(|i| Square::all().nth(i).unwrap());
    let hints = Hints {
        moves: vec![value(a, 4, true), value(b, -2, true), value(c, 6, false)],
        depth: 0,
        nodes: 0,
    };
    assert_eq!(
        Cost::from_hints(&hints, a, b),
        Some(Cost {
            discs: 6,
            book: true
        })
    );
    assert_eq!(
        Cost::from_hints(&hints, a, c),
        Some(Cost {
            discs: -2,
            book: false
        })
    );
    let d = Square::all().nth(3).unwrap();
    assert_eq!(Cost::from_hints(&hints, a, d), None);
    // A cost set later shows in the verdict and the summary.
    let mut stats = Statistics::default();
    let mut s = drilling(0, Color::Black, &mut stats);
    let line = squares(0)[0];
    let other = legal(s.game()).into_iter().find(|&q| q != line).unwrap();
    s.choose(other, &mut stats).unwrap();
    let cost = Cost {
        discs: 3,
        book: true,
    };
    assert_eq!(s.drill().unwrap().uncosted().map(|m| m.played), Some(other));
    assert!(s.set_drill_cost(0, other, cost));
    assert!(!s.set_drill_cost(0, line, cost));
    let drill = s.drill().unwrap();
    assert_eq!(drill.uncosted(), None);
    let Some(Verdict::OffLine(miss)) = drill.verdict() else {
        panic!()
    };
    assert_eq!(miss.cost, Some(cost));
    assert_eq!(drill.summary().misses[0].cost, Some(cost));
}
