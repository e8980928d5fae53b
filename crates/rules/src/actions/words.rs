//! Which of i18n's words names each action: the words themselves are in
//! [`crate::i18n::actions`].

use super::action::Action;
use crate::i18n::actions::{self, ActionText};
use crate::i18n::Lang;

/// The words for `action`.
pub const fn action(action: Action) -> ActionText {
    match action {
        Action::NewGame => actions::NEW_GAME,
        Action::Resign => actions::RESIGN,
        Action::OfferDraw => actions::OFFER_DRAW,
        Action::Undo => actions::UNDO,
        Action::Redo => actions::REDO,
        Action::UndoAll => actions::UNDO_ALL,
        Action::RedoAll => actions::REDO_ALL,
        Action::ResumePlay => actions::RESUME_PLAY,
        Action::ToggleHints => actions::TOGGLE_HINTS,
        Action::Review => actions::REVIEW,
        Action::NextMistake => actions::NEXT_MISTAKE,
        Action::PreviousMistake => actions::PREVIOUS_MISTAKE,
        Action::Options => actions::OPTIONS,
        Action::Statistics => actions::STATISTICS,
        Action::Help => actions::HELP,
        Action::About => actions::ABOUT,
    }
}

/// An action's button label in `lang`.
pub const fn action_label(a: Action, lang: Lang) -> &'static str {
    action(a).label.get(lang)
}

/// An action's label with its key, as a sentence or tooltip names it: "Resume play (P)".
pub fn action_with_key(a: Action, lang: Lang) -> String {
    actions::with_key(action_label(a, lang), &a.key_label())
}
