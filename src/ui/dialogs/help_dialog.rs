//! The Help dialog: rules, controls, every action with its shortcut, the game record
//! (copy, download, open, links, set-up, picture, opening names), the options, and a short
//! strategy guide with diagrams.

use super::diagrams::{self, Diagram};
use super::dialog::{close_footer, Dialog};
use super::mini_board::MiniBoard;
use crate::engine::search::analysis::{
    ReviewSettings, BLUNDER_DISCS, INACCURACY_DISCS, MISTAKE_DISCS,
};
use crate::settings::shortcuts::{Key, SHORTCUTS};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A strategy topic: a heading, a paragraph and its diagrams.
struct Topic {
    title: &'static str,
    text: &'static str,
    diagrams: &'static [Diagram],
}

const STRATEGY: &[Topic] = &[
    Topic {
        title: "Corners and stable discs",
        text: "A disc in a corner can never be flipped: no line runs past it. Discs of the same \
               colour that grow out from such a corner along the edges, and then inwards, become \
               just as safe. Stable discs are the only ones sure to count at the end, which is \
               why corners are worth so much.",
        diagrams: &[diagrams::STABLE],
    },
    Topic {
        title: "X-squares and C-squares",
        text: "The squares touching an empty corner are dangerous. A disc on an X-square (the \
               diagonal neighbour) very often lets the opponent into the corner; a disc on a \
               C-square (the edge neighbour) can do the same. Leave them alone while the corner \
               is empty, unless you have worked out that it is safe.",
        diagrams: &[diagrams::X_AND_C],
    },
    Topic {
        title: "Mobility",
        text: "Having many moves to choose from, and leaving your opponent few, matters more than \
               the disc count in the opening and middle game. A player with one move left must \
               play it, however bad it is. Running out of moves entirely means passing, so your \
               opponent plays twice in a row.",
        diagrams: &[diagrams::MOBILITY_BEFORE, diagrams::MOBILITY_AFTER],
    },
    Topic {
        title: "Frontier discs",
        text: "A frontier disc is one next to an empty square, in any of the eight directions. \
               Frontier discs give your opponent things to flip, so they create moves for them. \
               Keep your own frontier short and your discs tucked inside; it is often right to \
               have fewer discs than your opponent until late in the game.",
        diagrams: &[diagrams::FRONTIER],
    },
    Topic {
        title: "Wedges",
        text: "When your opponent has two discs on an edge with a single empty square between \
               them, a disc you place in that gap is wedged: nothing on the edge can flip it, \
               and it often lets you reach a corner. Gaps of one (or any odd number) on your own \
               edges invite wedges; even gaps are safer.",
        diagrams: &[diagrams::WEDGE],
    },
    Topic {
        title: "Parity",
        text: "Near the end the empty squares split into separate regions. Whoever plays the \
               last move in a region usually gains from it. So, other things being equal, move \
               into regions with an odd number of empties and leave the even ones alone. Never \
               give away a corner or an edge just for parity, though.",
        diagrams: &[diagrams::PARITY],
    },
];

/// The keys of one shortcut, written as `<kbd>` elements separated by "or".
fn keys_view(keys: &'static [Key]) -> impl IntoView {
    keys.iter()
        .enumerate()
        .map(|(i, k)| {
            view! {
                {(i > 0).then_some(" or ")}
                <kbd>{k.label()}</kbd>
            }
        })
        .collect_view()
}

/// The topics of the help, in order: each section's heading id and title.
const CONTENTS: [(&str, &str); 7] = [
    ("help-rules", "The rules"),
    ("help-playing", "How to play"),
    ("help-actions", "Menus and shortcuts"),
    ("help-record", "Game record"),
    ("help-options", "Options"),
    ("help-analysis", "Hints and review"),
    ("help-strategy", "Strategy guide"),
];

/// The help on hints, the evaluation and the review, with the review's thresholds.
fn analysis_help() -> impl IntoView {
    let settings = ReviewSettings::default();
    let classes = format!(
        "Each move is classed by the discs it lost: best (0 or 1: exact values come in steps \
         of two, so a one-disc gap is only the estimate's rounding), an inaccuracy ({}–{}), a \
         mistake ({}–{}) or a blunder ({} or more, about what a corner given away costs). The \
         move list marks them ?!, ? and ??, and the graph circles them.",
        INACCURACY_DISCS,
        MISTAKE_DISCS - 1,
        MISTAKE_DISCS,
        BLUNDER_DISCS - 1,
        BLUNDER_DISCS
    );
    let how = format!(
        "Review game (V) judges every disc placed against the best move of its position: \
         exactly in the last {} empties, by a {}-ply search before that. A bar shows its \
         progress and Cancel stops it. The review is saved with the game; playing a different \
         move after an undo starts a new line, and the review is dropped.",
        settings.exact_empties, settings.depth
    );
    view! {
        <p>
            "Hints (the ! key, or the Show hints option) show on your turn what each legal move \
             is worth: the final disc difference you can expect if both sides then play \
             perfectly, for example +4 or −2. Values in a box are proven by the exact solver \
             (near the end of the game); the others are estimates of a deep search, refined as \
             it goes. The best move, or moves, carry a ring. Hints are never shown on the \
             computer's turn."
        </p>
        <p>
            "The analysis beside the board says who is ahead and by how much (\"exact\" when \
             proven), and its graph shows the value of every position of the game from Black's \
             point of view: above the line Black is ahead. Filled points are exact. Choose a \
             point, or use the arrow keys on the graph, to see that position."
        </p>
        <p>{how}</p>
        <p>{classes}</p>
    }
}

/// Brings the heading `id` into view and gives it focus, so the keyboard goes on from there.
fn go_to(id: &str) {
    if let Some(heading) = document().get_element_by_id(id) {
        heading.scroll_into_view();
        if let Ok(heading) = heading.dyn_into::<web_sys::HtmlElement>() {
            let _ = heading.focus();
        }
    }
}

/// The table of contents: links to each section. Following one scrolls inside the dialog
/// rather than changing the page's address, whose fragment may carry a shared game.
fn contents() -> impl IntoView {
    let items = CONTENTS
        .iter()
        .map(|&(id, title)| {
            view! {
                <li>
                    <a
                        href=format!("#{id}")
                        on:click=move |e| {
                            e.prevent_default();
                            go_to(id);
                        }
                    >
                        {title}
                    </a>
                </li>
            }
        })
        .collect_view();
    view! {
        <nav class="help-contents" aria-label="Contents" data-testid="help-contents">
            <ol>{items}</ol>
        </nav>
    }
}

/// A section heading of the help, which the contents link to.
fn heading(index: usize) -> impl IntoView {
    let (id, title) = CONTENTS[index];
    view! {
        <h3 id=id tabindex="-1">
            {title}
        </h3>
    }
}

/// The Help dialog. It opens at its table of contents (the first link takes focus).
#[component]
pub fn HelpDialog(
    /// Closes the dialog (the caller hides it).
    on_close: Callback<()>,
) -> impl IntoView {
    view! {
        <Dialog title="Help" id="help" on_close=on_close>
            {contents()}
            <div class="help-body">
                <section aria-labelledby="help-rules">
                    {heading(0)}
                    <p>
                        "Two players, Black and White, share an 8×8 board. Columns are lettered a \
                         to h from the left and rows numbered 1 to 8 from the top, so the top-left \
                         square is a1. The game starts with two discs of each colour in the centre."
                    </p>
                    <MiniBoard diagram=diagrams::START />
                    <p>
                        "Players take turns placing one disc of their colour. A move must trap at \
                         least one straight, unbroken line of the opponent's discs between the new \
                         disc and another disc of the mover's colour, horizontally, vertically or \
                         diagonally. Every trapped disc, in every direction at once, turns over to \
                         the mover's colour. Discs that are not directly trapped by the new disc \
                         stay as they are."
                    </p>
                    <p>
                        "If you have no legal move you must pass, and your opponent moves again; \
                         you may never pass while you have a move. When neither side can move, \
                         usually because the board is full, the game ends and the player with more \
                         discs wins. Equal counts make a draw."
                    </p>
                    <p>
                        "You may also resign, which gives your opponent the win by 64 to 0, or \
                         offer a draw. Another person can accept or decline; if they decline, you \
                         still have to move. The computer searches the position at its level and \
                         accepts only when it is not ahead; in the first 20 moves, when even \
                         positions are still open, only when it is behind by 4 discs or more."
                    </p>
                    <p>
                        "Each game's result counts once in the statistics. Taking back moves past \
                         the end of a game (a resignation, an agreed draw or the last move) takes \
                         its result back too, and the game's next end counts instead. Starting a \
                         new game in the middle of a game against the computer counts as a loss \
                         for you, so the app asks first."
                    </p>
                </section>

                <section aria-labelledby="help-playing">
                    {heading(1)}
                    <p>
                        "With a mouse or a touch screen, click or tap a square. Squares where you \
                         may move are highlighted when Show valid moves is on; with Preview moves \
                         on, pointing at a square shows which discs would flip. A tap on a square \
                         that is not a legal move does nothing except explain why."
                    </p>
                    <p>
                        "With a keyboard, type a column letter and then a row number: f then 5 \
                         plays f5. You can also move around the board with the arrow keys and play \
                         the focused square with Enter or Space. Every move is announced for screen \
                         readers."
                    </p>
                    <p>
                        "Undo and redo walk through the game, stepping over passes. When you undo \
                         or redo against the computer and land on its turn, it waits: choose Resume \
                         play to let it move, or simply play a move of your own on your turn. Your \
                         options, statistics and the game in progress are saved in this browser, so \
                         a reload carries on where you were. If the browser refuses to save (its \
                         storage is full, or blocked as in some private windows), play goes on and \
                         a notice says that progress will not be kept. One game is saved at a time: \
                         when another tab saves its game, this tab says so and leaves it saved until \
                         you change the game here (reload to carry on with the other tab's game)."
                    </p>
                </section>

                <section aria-labelledby="help-actions">
                    {heading(2)}
                    <p>
                        "Shortcuts are single keys, so they never clash with the browser's own. \
                         They do nothing while a dialog is open; Escape closes the dialog."
                    </p>
                    <table class="help-shortcuts">
                        <thead>
                            <tr>
                                <th scope="col">"Action"</th>
                                <th scope="col">"Keys"</th>
                                <th scope="col">"What it does"</th>
                            </tr>
                        </thead>
                        <tbody>
                            {SHORTCUTS
                                .iter()
                                .map(|s| {
                                    view! {
                                        <tr>
                                            <th scope="row">{s.label}</th>
                                            <td>{keys_view(s.keys)}</td>
                                            <td>{s.description}</td>
                                        </tr>
                                    }
                                })
                                .collect_view()}
                            <tr>
                                <th scope="row">"Play a move"</th>
                                <td><kbd>"a"</kbd>"–"<kbd>"h"</kbd>" then "<kbd>"1"</kbd>"–"<kbd>"8"</kbd></td>
                                <td>"Type the square's column and row."</td>
                            </tr>
                            <tr>
                                <th scope="row">"Close a dialog"</th>
                                <td><kbd>"Escape"</kbd></td>
                                <td>"Same as Cancel or Close."</td>
                            </tr>
                        </tbody>
                    </table>
                </section>

                <section aria-labelledby="help-record">
                    {heading(3)}
                    <p>
                        "The Moves panel lists the game in standard notation, with the name of \
                         the opening while the game follows a known one (the name holds for any \
                         of the four symmetric ways to begin it: d3, c4 and e6 start the same \
                         Tiger as f5). Choose a move to see its position. The buttons under the \
                         list work on the game up to the move shown:"
                    </p>
                    <dl class="help-options">
                        <dt>"Copy transcript"</dt>
                        <dd>"Copies the moves as one line, such as f5d6c3d3c4. A game from a set-up position starts with that position."</dd>
                        <dt>"Copy link"</dt>
                        <dd>"Copies a link to this page that opens the game at this move wherever the app is hosted, even offline. The game travels in the link itself (after #moves= or #position=); nothing is sent anywhere."</dd>
                        <dt>"Download game"</dt>
                        <dd>"Saves a small text file with the players, the result, the date, the start position if it was set up, and the numbered moves."</dd>
                        <dt>"Open game…"</dt>
                        <dd>"Paste a game in any common form: f5d6c3, F5 D6 C3, 1. f5 d6 2. c3, with or without passes written as pass, a share link, or a downloaded file. Every move is checked; if one cannot be played, the message names it and says why, and your game stays as it was."</dd>
                        <dt>"Set up position…"</dt>
                        <dd>"Choose a tool and tap squares to place black or white discs (tap a disc again to take it away), clear the board or start from the opening position, choose who moves, or paste a position string: 64 characters for a1 to h8 (X black, O white, - empty) and then X or O for the side to move. Play from here starts a game from that position, saved and counted like any other; a position where neither side can move is refused."</dd>
                        <dt>"Save picture…"</dt>
                        <dd>"Saves the board as a PNG image or an SVG drawing with its coordinates, optionally with each disc numbered by the move that placed it, as in printed game diagrams."</dd>
                    </dl>
                    <p>
                        "Opening a link, a pasted game or a set-up position replaces the game you \
                         were playing, so a button offers it back (Restore your previous game) \
                         until you play on. A game opened from a link or text was not played \
                         here, so its result is not counted in your statistics; once you play a \
                         move in it, it counts like any game."
                    </p>
                </section>

                <section aria-labelledby="help-options">
                    {heading(4)}
                    <p>"Changes apply when you press OK. Cancel forgets them, and Restore defaults puts every option back to how it started (press OK to keep that)."</p>
                    <dl class="help-options">
                        <dt>"Show valid moves"</dt>
                        <dd>"Highlights the squares the player to move may choose, in the valid move colour."</dd>
                        <dt>"Preview moves"</dt>
                        <dd>"While you point at or focus a legal square, shows the discs that move would flip."</dd>
                        <dt>"Animate moves"</dt>
                        <dd>"Turns flipped discs over one by one and circles the disc just played in the move indicator colour."</dd>
                        <dt>"Colours"</dt>
                        <dd>"Pick the board colour, the valid move highlight, the active square (the legal square under the pointer or focus) and the move indicator."</dd>
                        <dt>"First move"</dt>
                        <dd>"Which colour starts a new game."</dd>
                        <dt>"Black player and White player"</dt>
                        <dd>"Human or Computer for each side: play the computer, another person at the same screen, or watch the computer play itself. A change takes effect at once, even mid-game, and a game is counted in the statistics with the players set when it ends."</dd>
                        <dt>"Difficulty"</dt>
                        <dd>"Beginner makes mistakes in the middle game but counts precisely near the end. Intermediate looks further ahead. Advanced punishes loose play. Expert searches deepest and is very hard to beat."</dd>
                    </dl>
                </section>

                <section aria-labelledby="help-analysis">
                    {heading(5)}
                    {analysis_help()}
                </section>

                <section aria-labelledby="help-strategy">
                    {heading(6)}
                    {STRATEGY
                        .iter()
                        .map(|topic| {
                            view! {
                                <h4>{topic.title}</h4>
                                <p>{topic.text}</p>
                                <div class="help-diagrams">
                                    {topic
                                        .diagrams
                                        .iter()
                                        .map(|d| view! { <MiniBoard diagram=*d /> })
                                        .collect_view()}
                                </div>
                            }
                        })
                        .collect_view()}
                </section>
            </div>
            {close_footer(on_close)}
        </Dialog>
    }
}
