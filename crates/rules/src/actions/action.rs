//! The actions, and whom each goes to: the game or the page.

/// An action reachable from the toolbar and the keyboard, in toolbar order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Action {
    /// Start a new game.
    NewGame,
    /// The side to move gives up; the opponent wins 64–0.
    Resign,
    /// Propose ending the game as a draw.
    OfferDraw,
    /// Take back the last move.
    Undo,
    /// Replay the last move taken back.
    Redo,
    /// Take back every move.
    UndoAll,
    /// Replay every move taken back.
    RedoAll,
    /// Let the computer move after undo or redo stopped on its turn.
    ResumePlay,
    /// Show or hide the value of every legal move (and the evaluation).
    ToggleHints,
    /// Judge every move of the game against the best one.
    Review,
    /// After a review, show the position of the next move it marks.
    NextMistake,
    /// After a review, show the position of the move it marks before the one shown.
    PreviousMistake,
    /// Open the options.
    Options,
    /// Open the statistics.
    Statistics,
    /// Open the help.
    Help,
    /// Show the version and licence.
    About,
}

/// An action on the game: the session checks it against the rules and runs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Play {
    /// Start a new game.
    NewGame,
    /// The side to move gives up.
    Resign,
    /// Propose a draw.
    OfferDraw,
    /// Take back the last move.
    Undo,
    /// Replay the last move taken back.
    Redo,
    /// Take back every move.
    UndoAll,
    /// Replay every move taken back.
    RedoAll,
    /// Let the computer move again.
    ResumePlay,
    /// Judge every move of the game.
    Review,
    /// Show the next move a review marks.
    NextMistake,
    /// Show the move a review marks before the one shown.
    PreviousMistake,
}

/// An action on the page: a dialog to open or a view to change.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Command {
    /// Show or hide the hints (an option).
    ToggleHints,
    /// Open the options.
    Options,
    /// Open the statistics.
    Statistics,
    /// Open the help.
    Help,
    /// Show the version and licence.
    About,
}

/// Who carries out an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Target {
    /// The game's session.
    Game(Play),
    /// The page.
    Page(Command),
}

impl Action {
    /// Whether the game or the page carries this action out.
    pub const fn target(self) -> Target {
        use Target::{Game, Page};
        match self {
            Action::NewGame => Game(Play::NewGame),
            Action::Resign => Game(Play::Resign),
            Action::OfferDraw => Game(Play::OfferDraw),
            Action::Undo => Game(Play::Undo),
            Action::Redo => Game(Play::Redo),
            Action::UndoAll => Game(Play::UndoAll),
            Action::RedoAll => Game(Play::RedoAll),
            Action::ResumePlay => Game(Play::ResumePlay),
            Action::ToggleHints => Page(Command::ToggleHints),
            Action::Review => Game(Play::Review),
            Action::NextMistake => Game(Play::NextMistake),
            Action::PreviousMistake => Game(Play::PreviousMistake),
            Action::Options => Page(Command::Options),
            Action::Statistics => Page(Command::Statistics),
            Action::Help => Page(Command::Help),
            Action::About => Page(Command::About),
        }
    }
}
