//! Every action's keyboard shortcut: one table shared by the toolbar, tooltips, the key
//! handler and the help.
//!
//! Shortcuts are single keys so no browser reserves them (Ctrl+N, Ctrl+W, Alt+D and F1 are
//! taken in Chrome, Firefox or Safari). Letters a–h and digits 1–8 are left free because
//! they type moves such as "f5".

use super::action::Action;

/// A key that triggers an action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    /// The `KeyboardEvent.key` value, matched case-insensitively for letters.
    pub key: &'static str,
    /// Whether Shift must be held (only checked for letters; symbols already imply it).
    pub shift: bool,
}

impl Key {
    /// How the key is written for people and in `aria-keyshortcuts`: "U", "Shift+U", "?".
    pub fn label(&self) -> String {
        let name = if self.key.chars().count() == 1 {
            self.key.to_ascii_uppercase()
        } else {
            self.key.to_string()
        };
        if self.shift {
            format!("Shift+{name}")
        } else {
            name
        }
    }

    /// Whether a key press with these modifiers is this key.
    fn matches(&self, key: &str, shift: bool) -> bool {
        let is_letter = self.key.len() == 1 && self.key.as_bytes()[0].is_ascii_alphabetic();
        if is_letter {
            key.eq_ignore_ascii_case(self.key) && shift == self.shift
        } else {
            key == self.key
        }
    }
}

/// One row of the shortcut table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shortcut {
    /// The action.
    pub action: Action,
    /// The button label, also its accessible name.
    pub label: &'static str,
    /// A one-word label shown under the symbol where the full label does not fit.
    pub short: &'static str,
    /// Its keys, the main one first.
    pub keys: &'static [Key],
    /// What it does, for the help.
    pub description: &'static str,
}

const fn key(key: &'static str) -> Key {
    Key { key, shift: false }
}

const fn shift(key: &'static str) -> Key {
    Key { key, shift: true }
}

/// The shortcut table, in toolbar order (the order [`Action`] declares).
pub const SHORTCUTS: &[Shortcut] = &[
    Shortcut {
        action: Action::NewGame,
        label: "New game",
        short: "New",
        keys: &[key("n")],
        description: "Start a new game with the current options. In the middle of a game against the computer it asks first, and the game you leave counts as a loss.",
    },
    Shortcut {
        action: Action::Resign,
        label: "Resign",
        short: "Resign",
        keys: &[key("r")],
        description: "Give up, after a question; the opponent wins 64–0. Against the computer it is always you who resigns.",
    },
    Shortcut {
        action: Action::OfferDraw,
        label: "Offer draw",
        short: "Draw",
        keys: &[key("="), key("t")],
        description: "Propose a draw. A person answers yes or no. The computer searches the position at its level and agrees only if it is not ahead; in the opening, only if it is clearly behind.",
    },
    Shortcut {
        action: Action::Undo,
        label: "Undo move",
        short: "Undo",
        keys: &[key("u"), key("z")],
        description: "Take back the last move.",
    },
    Shortcut {
        action: Action::Redo,
        label: "Redo move",
        short: "Redo",
        keys: &[key("y")],
        description: "Replay the move you took back.",
    },
    Shortcut {
        action: Action::UndoAll,
        label: "Undo all moves",
        short: "Start",
        keys: &[shift("u"), key("Home")],
        description: "Go back to the start of the game.",
    },
    Shortcut {
        action: Action::RedoAll,
        label: "Redo all moves",
        short: "End",
        keys: &[shift("y"), key("End")],
        description: "Replay every move taken back.",
    },
    Shortcut {
        action: Action::ResumePlay,
        label: "Resume play",
        short: "Resume",
        keys: &[key("p")],
        description: "Let the computer move when undo or redo stopped on its turn.",
    },
    Shortcut {
        action: Action::ToggleHints,
        label: "Hints",
        short: "Hints",
        keys: &[key("!")],
        description: "Show or hide the value of every legal move in discs on your turn, and how the game stands.",
    },
    Shortcut {
        action: Action::Review,
        label: "Review game",
        short: "Review",
        keys: &[key("v")],
        description: "Judge every move of the game against the best one, and mark the mistakes.",
    },
    Shortcut {
        action: Action::NextMistake,
        label: "Next mistake",
        short: "Next",
        keys: &[key("m")],
        description: "After a review, show the position where the next marked move (?!, ? or ??) was chosen, with the best move marked.",
    },
    Shortcut {
        action: Action::PreviousMistake,
        label: "Previous mistake",
        short: "Prev",
        keys: &[shift("m")],
        description: "After a review, show the position where the marked move before this one was chosen.",
    },
    Shortcut {
        action: Action::Options,
        label: "Options",
        short: "Options",
        keys: &[key("o")],
        description: "Change the display, colours, players and difficulty.",
    },
    Shortcut {
        action: Action::Statistics,
        label: "Statistics",
        short: "Stats",
        keys: &[key("s")],
        description: "See wins, losses, draws and total scores.",
    },
    Shortcut {
        action: Action::Help,
        label: "Help",
        short: "Help",
        keys: &[key("?")],
        description: "Read the rules, controls and strategy tips.",
    },
    Shortcut {
        action: Action::About,
        label: "About",
        short: "About",
        keys: &[key("i")],
        description: "Show the version and licence.",
    },
];

impl Action {
    /// This action's row in [`SHORTCUTS`], which lists the actions in declaration order.
    pub fn shortcut(self) -> &'static Shortcut {
        &SHORTCUTS[self as usize]
    }

    /// The button label.
    pub fn label(self) -> &'static str {
        self.shortcut().label
    }

    /// The one-word label for narrow screens.
    pub fn short_label(self) -> &'static str {
        self.shortcut().short
    }

    /// The main key as written for people: "U", "Shift+U".
    pub fn key_label(self) -> String {
        self.shortcut()
            .keys
            .first()
            .map_or(String::new(), Key::label)
    }

    /// Every key, for `aria-keyshortcuts` (space-separated).
    pub fn aria_keyshortcuts(self) -> String {
        self.shortcut()
            .keys
            .iter()
            .map(Key::label)
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// A tooltip such as "Undo move (U)".
    pub fn tooltip(self) -> String {
        format!("{} ({})", self.label(), self.key_label())
    }
}

/// The modifier keys held during a key press.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Modifiers {
    /// Shift.
    pub shift: bool,
    /// Control.
    pub ctrl: bool,
    /// Alt (Option).
    pub alt: bool,
    /// Meta (Command, Windows).
    pub meta: bool,
}

impl Modifiers {
    /// No modifier held.
    pub const NONE: Modifiers = Modifiers {
        shift: false,
        ctrl: false,
        alt: false,
        meta: false,
    };

    /// Shift alone.
    pub const SHIFT: Modifiers = Modifiers {
        shift: true,
        ..Modifiers::NONE
    };

    /// Whether the press belongs to the browser and the system (Ctrl, Alt or Meta held).
    pub fn for_the_browser(self) -> bool {
        self.ctrl || self.alt || self.meta
    }
}

/// The action for a key press, if any.
///
/// `key` is `KeyboardEvent.key`. Presses with Ctrl, Alt or Meta belong to the browser
/// and the system, so they never trigger an action.
pub fn action_for(key: &str, held: Modifiers) -> Option<Action> {
    if held.for_the_browser() {
        return None;
    }
    SHORTCUTS
        .iter()
        .find(|s| s.keys.iter().any(|k| k.matches(key, held.shift)))
        .map(|s| s.action)
}
