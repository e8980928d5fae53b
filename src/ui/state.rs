//! The app's state in signals, shared with every component through Leptos context: the
//! session (game, players and the game an opened one replaced), options, statistics, the
//! analysis, the dialog on top, the panel beside the board, the notice line and the screen
//! reader's announcement. Every
//! change to the game goes through [`AppState::change`], so statistics are settled, the clock
//! charged and stale notices dropped in one place.

use super::ai::Ai;
use super::panel::Panel;
use super::stopwatch::{charge, Stopwatch};
use crate::actions::Play;
use crate::engine::search::analysis::Evaluation;
use crate::engine::{Board, Color};
use crate::i18n::{Lang, Text};
use crate::session::analysis::{HintView, Reviewing};
use crate::session::draw::DrawOffer;
use crate::session::text::status_line;
use crate::session::{Confirm, Refusal, Session};
use crate::settings::{Options, Statistics};
use leptos::prelude::*;
use std::collections::HashMap;

/// The dialog on top of the board, if any.
#[derive(Clone, Debug, PartialEq)]
pub enum Open {
    /// The Options dialog.
    Options,
    /// The Statistics dialog.
    Statistics,
    /// The Help dialog.
    Help,
    /// The About dialog.
    About,
    /// A person answers another person's draw offer.
    Draw(DrawOffer),
    /// The player confirms an action that ends the game in progress.
    Confirm(Play, Confirm),
    /// The player confirms starting the drill of opening `.0` as `.1`, which leaves the game
    /// in progress as New game does.
    ConfirmDrill(usize, Color, Confirm),
    /// "Open game…": a game from pasted text or a file.
    OpenGame,
    /// The position editor.
    SetUp,
    /// "Save picture…": the board as an image file.
    Picture,
    /// Text the browser would not put on the clipboard, shown to copy by hand.
    Copy(CopyText),
    /// The opening drill chooser.
    Drill,
    /// The library of finished games.
    Library,
    /// "Play a friend…": a game against a friend on another page.
    Friend,
}

/// Text to copy by hand, with the name of the action that wanted to copy it.
#[derive(Clone, Debug, PartialEq)]
pub struct CopyText {
    /// The dialog's title: the action ("Copy link").
    pub title: Text,
    /// The text.
    pub text: String,
}

/// What the analysis worker has answered, as the components read it (the rules that read
/// it are [`crate::session::analysis`]'s).
#[derive(Clone, Copy)]
pub struct Analysis {
    /// The hint values of the position shown, while a person is to move and hints are on.
    pub hints: RwSignal<Option<HintView>>,
    /// Evaluations found during play, by position.
    pub evals: RwSignal<HashMap<Board, Evaluation>>,
    /// The review under way, if any.
    pub reviewing: RwSignal<Option<Reviewing>>,
    /// Whether the analysis lane is serving the position shown (its hints or value): the
    /// graph's background evaluation waits until it is not.
    pub busy: RwSignal<bool>,
}

impl Default for Analysis {
    fn default() -> Analysis {
        Analysis {
            hints: RwSignal::new(None),
            evals: RwSignal::new(HashMap::new()),
            reviewing: RwSignal::new(None),
            busy: RwSignal::new(false),
        }
    }
}

/// A line under the board, shown until the game or the players change.
#[derive(Clone, Debug, PartialEq)]
struct Notice {
    text: String,
    /// The session revision it was written for.
    at: u64,
}

/// Every shared signal; cheap to copy into closures.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The game in progress and its players.
    pub session: RwSignal<Session>,
    /// The options.
    pub options: RwSignal<Options>,
    /// The language shown: chosen in Options, else the browser's.
    pub lang: Memo<Lang>,
    /// The statistics.
    pub stats: RwSignal<Statistics>,
    /// The dialog on top, if any.
    pub open: RwSignal<Option<Open>>,
    /// Whether the computer is thinking about its move.
    pub thinking: RwSignal<bool>,
    /// The last sentence for the screen reader's live region.
    pub announcement: RwSignal<String>,
    /// The AI's requests.
    pub ai: Ai,
    /// Hints, evaluations and the review.
    pub analysis: Analysis,
    /// Whether the game is put aside for the Puzzles view: the computer and the analysis
    /// wait, so the game comes back as it was left.
    pub away: RwSignal<bool>,
    /// The page's side of the game clock.
    pub clock: Stopwatch,
    /// The panel shown beside the board.
    pub panel: RwSignal<Panel>,
    notice: RwSignal<Option<Notice>>,
    /// Counts changes to the session, so that a notice outlives none.
    revision: RwSignal<u64>,
}

impl AppState {
    /// The state of a restored session; `browser` is the browser's language, shown unless
    /// the options name one.
    pub fn new(
        mut session: Session,
        options: Options,
        stats: Statistics,
        browser: Lang,
    ) -> AppState {
        let lang = options.language.unwrap_or(browser);
        let announcement = crate::session::text::status_line(&session, lang);
        session.set_level(options.level);
        let options = RwSignal::new(options);
        AppState {
            session: RwSignal::new(session),
            options,
            lang: Memo::new(move |_| options.with(|o| o.language).unwrap_or(browser)),
            stats: RwSignal::new(stats),
            open: RwSignal::new(None),
            thinking: RwSignal::new(false),
            announcement: RwSignal::new(announcement),
            ai: Ai::default(),
            analysis: Analysis::default(),
            away: RwSignal::new(false),
            clock: Stopwatch::default(),
            panel: RwSignal::new(Panel::default()),
            notice: RwSignal::new(None),
            revision: RwSignal::new(0),
        }
    }

    /// Keeps the session's level, which every ending of a game is rated against, the level
    /// the options name: set once at the start and again whenever the option changes, so that
    /// no path that ends a game (a move, a fall on the clock, a resignation) reads it elsewhere.
    pub fn follow_level(self) {
        Effect::new(move |_| {
            let level = self.options.with(|o| o.level);
            if self.session.with_untracked(|s| s.level() != level) {
                self.session.update(|s| s.set_level(level));
            }
        });
    }

    /// The state provided by the app.
    pub fn get() -> AppState {
        expect_context::<AppState>()
    }

    /// Changes the session, with the statistics it may settle; a change that is refused
    /// changes nothing. Any accepted change that alters the game or the players drops the
    /// notice shown for the state before (one that alters nothing, such as the same players
    /// again at start-up, or only the offer of a replaced game, leaves it).
    pub fn change(
        &self,
        f: impl FnOnce(&mut Session, &mut Statistics) -> Result<(), Refusal>,
    ) -> Result<(), Refusal> {
        // The time up to now belongs to the position before the change.
        self.charge_clock();
        let mut stats = self.stats.get_untracked();
        let mut next = self.session.get_untracked();
        let result = f(&mut next, &mut stats);
        let (changed, moved_on) = self.session.with_untracked(|now| {
            let moved_on = now.saved() != next.saved() || now.players() != next.players();
            (*now != next, moved_on)
        });
        if result.is_ok() && changed {
            self.session.set(next);
            if stats != self.stats.get_untracked() {
                self.stats.set(stats);
            }
            if moved_on {
                self.revision.update(|r| *r += 1);
            }
        }
        result
    }

    /// Charges the time elapsed to the running clock; a fall ends the game, and screen
    /// readers hear the result (the status line shows it).
    pub fn charge_clock(&self) {
        if charge(
            self.clock,
            self.session,
            self.stats,
            self.away.get_untracked(),
        ) {
            let lang = self.lang_now();
            self.say(self.session.with_untracked(|s| status_line(s, lang)));
        }
    }

    /// Shows `line` under the board until the game or the players change.
    pub fn notify(&self, line: impl Into<String>) {
        self.notice.set(Some(Notice {
            text: line.into(),
            at: self.revision.get_untracked(),
        }));
    }

    /// The notice for the state now, if one is showing.
    pub fn notice(&self) -> Option<String> {
        let now = self.revision.get();
        self.notice.get().filter(|n| n.at == now).map(|n| n.text)
    }

    /// Announces `line` to screen readers (and drops an older notice).
    pub fn say(&self, line: impl Into<String>) {
        self.notice.set(None);
        self.announcement.set(line.into());
    }

    /// Shows `line` under the board and announces it.
    pub fn tell(&self, line: impl Into<String>) {
        let line = line.into();
        self.say(line.clone());
        self.notify(line);
    }

    /// Tells the player why a move or action was refused, under the board and to screen
    /// readers (who would otherwise hear nothing after a move that was not played).
    pub fn refuse(&self, why: Refusal) {
        self.tell(why.text(self.lang.get_untracked()));
    }

    /// The language shown, read outside the reactive graph (in event handlers).
    pub fn lang_now(&self) -> Lang {
        self.lang.get_untracked()
    }
}
