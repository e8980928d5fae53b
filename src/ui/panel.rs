//! Which panel beside the board is shown: a value the state holds and the tabs draw, kept
//! apart from the panels' component so the state needs none of what the panels hold.

use crate::i18n::{ui, Text};

/// A panel beside the board; its tab and panel carry `data-panel` with [`Panel::key`].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Panel {
    /// The players' line-up, the opening's name and the move list.
    #[default]
    Game,
    /// The evaluation, the graph, the review's progress and summary, the legend.
    Analysis,
    /// The record's tools: copy, share, download, open, set up, picture.
    Record,
}

/// The panels in tab order.
pub const PANELS: [Panel; 3] = [Panel::Game, Panel::Analysis, Panel::Record];

impl Panel {
    /// The stable name in `data-panel` and in the tab's and panel's ids.
    pub fn key(self) -> &'static str {
        match self {
            Panel::Game => "game",
            Panel::Analysis => "analysis",
            Panel::Record => "record",
        }
    }

    /// The tab's label.
    pub fn label(self) -> Text {
        match self {
            Panel::Game => ui::PANEL_GAME,
            Panel::Analysis => ui::PANEL_ANALYSIS,
            Panel::Record => ui::PANEL_RECORD,
        }
    }
}

/// The tab a key moves to from `from`, as the tabs pattern has it (arrows wrap round, Home
/// and End go to the ends); `None` for any other key.
pub fn tab_after(from: Panel, key: &str) -> Option<Panel> {
    let at = PANELS.iter().position(|&p| p == from)?;
    let n = PANELS.len();
    let to = match key {
        "ArrowRight" => (at + 1) % n,
        "ArrowLeft" => (at + n - 1) % n,
        "Home" => 0,
        "End" => n - 1,
        _ => return None,
    };
    Some(PANELS[to])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arrows_wrap_round_and_home_and_end_go_to_the_ends() {
        assert_eq!(tab_after(Panel::Record, "ArrowRight"), Some(Panel::Game));
        assert_eq!(tab_after(Panel::Game, "ArrowLeft"), Some(Panel::Record));
        assert_eq!(tab_after(Panel::Game, "ArrowRight"), Some(Panel::Analysis));
        assert_eq!(tab_after(Panel::Analysis, "Home"), Some(Panel::Game));
        assert_eq!(tab_after(Panel::Game, "End"), Some(Panel::Record));
        assert_eq!(tab_after(Panel::Game, "Enter"), None);
    }
}
