//! The game record in the app: the record panel and its actions — copy the transcript or
//! a share link, download the game as text, open a game in place of the one in progress
//! (from a link, pasted text or the position editor) and put the replaced game back; their
//! dialogs are in [`crate::ui::dialogs`]. The text itself (reading, writing, links, openings) is the engine's
//! `record` and `openings`; this module only wires it to the page.

pub mod panel;
pub mod restore_offer;
pub mod share_link;

use crate::engine::record::{
    download_text, fragment, ggf_date, ggf_text, transcript_line, GameInfo,
};
use crate::engine::{Color, Game};
use crate::i18n::record::{result_text, saved_file_line, Copied, RESTORED_LINE, SAVE_FAILED};
use crate::i18n::ui;
use crate::session::text::{opened_line, player_text, with_status};
use crate::session::Source;
use crate::ui::address::page_address;
use crate::ui::clipboard::copy;
use crate::ui::files::{save_text, today};
use crate::ui::state::AppState;
use leptos::prelude::*;

/// "Copy transcript": the moves up to the current one as one line.
pub fn copy_transcript(state: AppState) {
    let line = state.session.with_untracked(|s| transcript_line(s.game()));
    copy(state, ui::COPY_TRANSCRIPT, Copied::Transcript, line);
}

/// "Copy link": a share link that opens the game at the current move.
pub fn copy_link(state: AppState) {
    let link = format!(
        "{}{}",
        page_address(),
        state.session.with_untracked(|s| fragment(s.game()))
    );
    copy(state, ui::COPY_LINK, Copied::Link, link);
}

/// "Download game": the game as a small text file with the players, the result and the date.
pub fn download_game(state: AppState) {
    download(state, download_text, "txt", today());
}

/// "Download GGF": the game as a GGF record, which other Othello programs and servers read,
/// dated in UTC as their `DT` is.
pub fn download_ggf(state: AppState) {
    download(state, ggf_text, "ggf", ggf_date(js_sys::Date::now() as u64));
}

/// Saves the game written by `write`, dated `date` inside, as
/// `reversi-game-<today>.<extension>`.
fn download(
    state: AppState,
    write: fn(&Game, &GameInfo<'_>) -> String,
    extension: &str,
    date: String,
) {
    let level = state.options.with_untracked(|o| o.level);
    let text = state.session.with_untracked(|s| {
        let name = |side| player_text(&s.playing(), level, side);
        let (black, white) = (name(Color::Black), name(Color::White));
        // A finished game looked back on keeps its result.
        let result = s.result().map(|o| result_text(&o)).unwrap_or_default();
        let info = GameInfo {
            black: &black,
            white: &white,
            result: &result,
            date: &date,
            time: s.clock().control(),
        };
        write(s.game(), &info)
    });
    let name = format!("reversi-game-{}.{extension}", today());
    match save_text(&name, "text/plain;charset=utf-8", &text) {
        Ok(()) => state.tell(saved_file_line(&name, state.lang_now())),
        Err(_) => state.tell(SAVE_FAILED.get(state.lang_now())),
    }
}

/// Replaces the game in progress with `game`; the session offers the one it replaced back.
pub fn open_game(state: AppState, game: Game, source: Source) {
    let _ = state.change(|s, stats| {
        s.open(game, source, stats);
        Ok(())
    });
    report(state, opened_line(source, state.lang_now()));
}

/// Shows `line` under the board (whose status line says whose move it is) and announces it
/// with that status, which a screen reader would not otherwise hear.
fn report(state: AppState, line: &str) {
    let lang = state.lang_now();
    state.say(state.session.with_untracked(|s| with_status(line, s, lang)));
    state.notify(line);
}

/// Puts back the game an opened one replaced, exactly as it was.
pub fn restore_previous(state: AppState) {
    let mut restored = false;
    let _ = state.change(|s, stats| {
        restored = s.restore_previous(stats);
        Ok(())
    });
    if restored {
        report(state, RESTORED_LINE.get(state.lang_now()));
    }
}
