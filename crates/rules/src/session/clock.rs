//! The game clock in play: whose clock runs, the time the page reports charged to it, a fall
//! ending the game as a loss on time, and the time control new games take from the options.
//!
//! The rules of the clock itself are [`crate::engine::clock`]'s; the page feeds elapsed
//! milliseconds in, and decides when time does not count (a hidden page in a game between
//! people, the page closed).
//!
//! Undo leaves both clocks as they are: time spent thinking was spent, and giving it back
//! would let a player buy time by taking a move back. A loss on time is not undone at all,
//! since the fallen clock, still at zero, would fall again at once.

use super::{Session, Turn};
use crate::engine::clock::{Clock, TimeControl};
use crate::engine::{Color, Ending};
use crate::settings::{Players, Statistics};

impl Session {
    /// The game's clock: its time control, each side's time left and the time each side used.
    pub fn clock(&self) -> &Clock {
        &self.saved.clock
    }

    /// The side whose clock runs now: the side to move, while it may move (not while the
    /// computer is held, nor once the game is over, wherever it is looked at).
    pub fn clock_running(&self) -> Option<Color> {
        match self.turn() {
            Turn::Person(side) | Turn::Computer(side) => Some(side),
            Turn::Held(_) | Turn::Over(_) | Turn::Friend(_) => None,
        }
    }

    /// Charges `elapsed_ms` to the running clock; if its time runs out, the game ends as
    /// that side's loss on time (counted as any end is).
    pub fn run_clock(&mut self, elapsed_ms: u64, stats: &mut Statistics) {
        let Some(side) = self.clock_running() else {
            return;
        };
        if self.saved.clock.run(side, elapsed_ms) && self.saved.game.lose_on_time(side).is_ok() {
            self.saved.imported = false;
            self.settle(stats);
        }
    }

    /// The clock new games are played on. The game in progress takes it too while nothing
    /// has been played in it yet; a game under way keeps its own.
    pub fn set_time_control(&mut self, control: Option<TimeControl>) {
        self.control = control;
        let untouched = !self.in_progress() && !self.is_over() && self.drill.is_none();
        if untouched && self.saved.clock.control() != control {
            self.saved.clock = Clock::new(control);
        }
    }

    /// Whether the game was lost on time.
    pub fn lost_on_time(&self) -> bool {
        matches!(self.result(), Some(o) if matches!(o.ending, Ending::Time(_)))
    }

    /// A fresh game under `players`, on the clock chosen for new games.
    pub(super) fn restart(&mut self, players: Players) {
        self.replace(Session::fresh(players));
        self.saved.clock = Clock::new(self.control);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::actions::Play;
    use crate::engine::notation::replay;
    use crate::engine::Square;
    use crate::session::{Mover, Refusal};
    use crate::settings::{Player, SavedGame};

    const PEOPLE: Players = Players::new(Player::Human, Player::Human);
    const VS_COMPUTER: Players = Players::new(Player::Human, Player::Computer);
    const THREE_PLUS_TWO: TimeControl = TimeControl::minutes(3, 2);

    fn on_clock(players: Players, control: Option<TimeControl>) -> Session {
        let mut s = Session::fresh(players);
        s.set_time_control(control);
        s
    }

    fn play(s: &mut Session, square: &str, stats: &mut Statistics) {
        let square = square.parse::<Square>().expect("a square");
        s.choose(square, stats).expect("a legal move");
    }

    #[test]
    fn the_clock_runs_only_on_the_side_to_moves_turn_and_adds_the_increment() {
        let mut stats = Statistics::default();
        let mut s = on_clock(PEOPLE, Some(THREE_PLUS_TWO));
        assert_eq!(s.clock_running(), Some(Color::Black));
        s.run_clock(10_000, &mut stats);
        play(&mut s, "f5", &mut stats);
        assert_eq!(s.clock().left(Color::Black), Some(172_000));
        assert_eq!(s.clock().left(Color::White), Some(180_000));
        assert_eq!(s.clock_running(), Some(Color::White));
        s.run_clock(3_000, &mut stats);
        assert_eq!(s.clock().left(Color::White), Some(177_000));
        assert_eq!(s.clock().left(Color::Black), Some(172_000));
        assert_eq!(s.clock().used_ms(), [10_000, 3_000]);
    }

    #[test]
    fn a_fall_ends_the_game_as_the_fallen_sides_loss_and_counts_it() {
        let mut stats = Statistics::default();
        let mut s = on_clock(VS_COMPUTER, Some(TimeControl::minutes(1, 0)));
        play(&mut s, "f5", &mut stats);
        assert_eq!(s.clock_running(), Some(Color::White));
        s.run_clock(60_000, &mut stats);
        let outcome = s.result().expect("the game is over");
        assert_eq!(outcome.ending, Ending::Time(Color::White));
        assert_eq!(outcome.winner, Some(Color::Black));
        assert_eq!((outcome.black, outcome.white), (64, 0));
        assert_eq!(stats.computer_user.second_wins, 1, "the person won");
        assert_eq!(s.clock_running(), None);
        assert_eq!(s.check(Play::Undo), Err(Refusal::LostOnTime));
        let before = *s.clock();
        s.run_clock(5_000, &mut stats);
        assert_eq!(*s.clock(), before, "no clock runs after the end");
    }

    #[test]
    fn without_a_clock_time_used_is_counted_and_nobody_falls() {
        let mut stats = Statistics::default();
        let mut s = on_clock(PEOPLE, None);
        s.run_clock(86_400_000, &mut stats);
        assert!(!s.is_over());
        assert_eq!(s.clock().used_ms(), [86_400_000, 0]);
    }

    #[test]
    fn the_held_computer_and_undo_leave_the_clocks_as_they_are() {
        let mut stats = Statistics::default();
        let mut s = on_clock(VS_COMPUTER, Some(THREE_PLUS_TWO));
        play(&mut s, "f5", &mut stats);
        s.play(
            Mover::Computer,
            crate::engine::Move::Place("d6".parse().unwrap()),
            &mut stats,
        )
        .expect("the computer's move");
        s.run_clock(4_000, &mut stats);
        let before = *s.clock();
        s.run(Play::Undo, &mut stats).expect("undo");
        assert_eq!(*s.clock(), before, "undo gives no time back");
        assert_eq!(s.clock_running(), None, "the held computer's clock stands");
        s.run_clock(9_000, &mut stats);
        assert_eq!(*s.clock(), before);
    }

    #[test]
    fn a_new_game_takes_the_chosen_clock_and_a_game_under_way_keeps_its_own() {
        let mut stats = Statistics::default();
        let mut s = on_clock(PEOPLE, None);
        play(&mut s, "f5", &mut stats);
        s.set_time_control(Some(THREE_PLUS_TWO));
        assert_eq!(
            s.clock().control(),
            None,
            "the game under way keeps no clock"
        );
        s.run(Play::NewGame, &mut stats).expect("new game");
        assert_eq!(s.clock().left(Color::Black), Some(180_000));
        let game = replay("f5d6", Color::Black).expect("moves");
        let mut opened = Session::new(
            SavedGame {
                game,
                ..SavedGame::default()
            },
            PEOPLE,
        );
        opened.set_time_control(Some(THREE_PLUS_TWO));
        assert_eq!(opened.clock().control(), None);
    }

    #[test]
    fn a_reload_keeps_the_times_and_the_loss_on_time() {
        let mut stats = Statistics::default();
        let mut s = on_clock(PEOPLE, Some(THREE_PLUS_TWO));
        s.run_clock(7_000, &mut stats);
        play(&mut s, "f5", &mut stats);
        s.run_clock(1_000, &mut stats);
        let text = crate::settings::Persisted::to_json(s.saved());
        let back = <SavedGame as crate::settings::Persisted>::from_json(&text).expect("reads");
        assert!(back.problems.is_empty(), "{:?}", back.problems);
        assert_eq!(back.value.clock, *s.clock());
        let mut reloaded = Session::new(back.value, PEOPLE);
        reloaded.set_time_control(Some(THREE_PLUS_TWO));
        assert_eq!(reloaded.clock(), s.clock());
        reloaded.run_clock(200_000, &mut stats);
        let text = crate::settings::Persisted::to_json(reloaded.saved());
        let back = <SavedGame as crate::settings::Persisted>::from_json(&text).expect("reads");
        let outcome = back.value.game.outcome().expect("over");
        assert_eq!(outcome.ending, Ending::Time(Color::White));
    }
}
