//! `reversi-cli` reads games with the app's import reader: the record and show commands on every
//! input route (words, a file, standard input), and input errors reported as the reader words
//! them; and the command line itself: every command has its `--help` and refuses an unknown
//! option by name. A wrong command line exits 2 and points to `--help`; a failing input or file
//! exits 1 with its reason alone.
#![cfg(not(target_arch = "wasm32"))]

use clap::CommandFactory;
use reversi_cli::{Cli, Failure};
use std::process::{Command, Output};

#[path = "common/cli.rs"]
mod run_cli;

use run_cli::cli_with_input as cli;

#[test]
fn record_prints_moves_opening_link_and_board() {
    assert_eq!(
        cli(&["record", "F5", "d6", "c3", "d3", "c4"], "").unwrap(),
        "Moves: 1. f5 d6 2. c3 d3 3. c4\n\
         Opening: Tiger\n\
         Link: #moves=f5d6c3d3c4\n\
         \x20 a b c d e f g h\n\
         1 . . . . . . . .\n\
         2 . . . . . . . .\n\
         3 . + X O . + . .\n\
         4 . . X X X + . .\n\
         5 . + . O X X + .\n\
         6 . . . O . . + .\n\
         7 . . . . . . . .\n\
         8 . . . . . . . .\n\
         White to move; Black 6, White 3\n"
    );
}

#[test]
fn record_reads_standard_input_and_files() {
    let piped = cli(&["record", "-"], "1. c4 e3\n2. f6 e6\n3. f5\n").unwrap();
    assert!(piped.starts_with("Moves: 1. c4 e3 2. f6 e6 3. f5\nOpening: Tiger\n"));

    let file = cli(
        &["record", "--file", "../../tests/data/sample-game.txt"],
        "",
    )
    .unwrap();
    assert!(file.contains("\nOpening: Comp'Oth\n"), "{file}");
    assert!(file.ends_with("\nResult: Draw 32-32\n"), "{file}");

    // A GGF file of several games opens its first.
    let ggf = cli(&["record", "--file", "../../tests/data/two-games.ggf"], "").unwrap();
    assert!(
        ggf.starts_with("Moves: 1. c4 e3 2. f6 e6 3. f5\nOpening: Tiger\n"),
        "{ggf}"
    );
}

#[test]
fn record_shows_a_set_up_start() {
    let start = "---------------------------OX------XO---------------------------O";
    let out = cli(
        &["record", &format!("#position={start}&moves=f4d3c6d6c5")],
        "",
    )
    .unwrap();
    let expected = format!(
        "Moves: 1. f4 d3 2. c6 d6 3. c5\nOpening: Tiger\nPosition: {start}\n\
         Link: #position={start}&moves=f4d3c6d6c5\n"
    );
    assert!(out.starts_with(&expected), "{out}");
}

#[test]
fn show_accepts_the_same_forms() {
    let plain = cli(&["show", "f5d6c3"], "").unwrap();
    for form in [
        &["show", "1.", "f5", "d6", "2.", "c3"][..],
        &["show", "#moves=f5d6c3"],
        &["show", "-"],
    ] {
        assert_eq!(cli(form, "F5 D6 C3").unwrap(), plain, "{form:?}");
    }
    let file = cli(&["show", "--file", "../../tests/data/sample-game.txt"], "").unwrap();
    assert!(file.ends_with("Black 32, White 32\n"), "{file}");
    assert!(cli(&["show"], "")
        .unwrap()
        .ends_with("Black to move; Black 2, White 2\n"));
}

#[test]
fn a_pass_written_double_dash_is_read_when_quoted_or_after_the_end_of_options() {
    let illegal_pass = Err(Failure::Input(
        "Move 2 (--): White has a legal move and may not pass.".into(),
    ));
    assert_eq!(cli(&["show", "f5 -- d6"], ""), illegal_pass);
    assert_eq!(cli(&["show", "--", "f5", "--", "d6"], ""), illegal_pass);
}

#[test]
fn bad_input_reports_the_reader_message() {
    assert_eq!(
        cli(&["record", "f5d6a1"], ""),
        Err(Failure::Input(
            "Move 3 (a1): a1 is not a legal move for Black.".into()
        ))
    );
    assert_eq!(
        cli(&["play", "--level", "beginner", "#moves=f5%zz"], ""),
        Err(Failure::Input(
            "The link is damaged: “%zz” is not a valid % escape.".into()
        ))
    );
    let Err(Failure::Input(missing)) =
        cli(&["record", "--file", "../../tests/data/no-such-file"], "")
    else {
        panic!("a missing file is an input error")
    };
    assert!(
        missing.starts_with("../../tests/data/no-such-file: "),
        "{missing}"
    );
    assert!(matches!(cli(&["frobnicate"], ""), Err(Failure::Usage(_))));
}

/// The perfect-play game of tests/analysis.rs (every position is worth 0), its first 51 moves.
const PERFECT_51: &str = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4c8g6g4c2e8d1f7e2g3h4f1e1f2g1b1f8g8b3h3b2h5b7a3a4a1a2c1";

#[test]
fn hints_print_each_step_then_the_exact_best_moves() {
    let out = cli(&["hints", PERFECT_51], "").unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines[0], "White to move, 9 empties");
    assert!(lines[1].starts_with("ms ") && lines[1].contains(" depth 1 "));
    let last = lines.last().unwrap();
    // The perfect game goes on with h2, which keeps the draw.
    assert!(last.starts_with("best ") && last.contains("h2") && last.contains(" +0 exact "));
    assert!(!last.contains("exact-values-ms -"), "{last}");
}

#[test]
fn play_with_exact_solves_where_the_level_would_not() {
    // Beginner searches two plies and chooses hotly, so its seeds vary its move; told to
    // solve the last 9 empties, it keeps the perfect game's draw (h2, the only move that
    // does) whatever the seed.
    let play = |seed: &str, exact: &[&str]| {
        let mut args = vec!["play", "--level", "beginner", "--seed", seed];
        args.extend_from_slice(exact);
        args.push(PERFECT_51);
        cli(&args, "").unwrap().trim().to_owned()
    };
    let seeds = ["0", "1", "2", "3", "4", "5"];
    assert!(seeds.iter().any(|s| play(s, &[]) != "h2"));
    for seed in seeds {
        assert_eq!(play(seed, &["--exact", "9"]), "h2", "seed {seed}");
    }
}

const EXPERT_21_24: &str = "../../tests/data/expert-21-24-exact.obf";

#[test]
fn choices_count_the_discs_a_level_loses_against_every_moves_exact_score() {
    // Each line: #n empties e move m loss l ms t; then one total per empties.
    let losses = |out: &str| -> Vec<i32> {
        out.lines()
            .filter(|l| l.starts_with('#'))
            .map(|l| l.split(' ').nth(6).unwrap().parse().unwrap())
            .collect()
    };
    // Solving exactly, any level loses nothing.
    let exact = cli(
        &[
            "measure",
            "choices",
            "--level",
            "starter",
            "--exact",
            "30",
            "--count",
            "4",
            EXPERT_21_24,
        ],
        "",
    )
    .unwrap();
    assert_eq!(losses(&exact), vec![0; 4], "{exact}");
    assert!(
        exact.contains("\nempties 21 positions 4 loss 0 mean-ms "),
        "{exact}"
    );
    // Starter, two plies and hot, gives discs away at 21 empties.
    let starter = cli(
        &[
            "measure",
            "choices",
            "--level",
            "starter",
            "--count",
            "8",
            EXPERT_21_24,
        ],
        "",
    )
    .unwrap();
    let lost = losses(&starter);
    assert_eq!(lost.len(), 8);
    assert!(
        lost.iter().all(|&l| l >= 0) && lost.iter().sum::<i32>() > 0,
        "{starter}"
    );
    assert!(
        starter.contains(&format!(
            "empties 21 positions 8 loss {} ",
            lost.iter().sum::<i32>()
        )),
        "{starter}"
    );
}

#[test]
fn choices_refuse_a_position_whose_moves_are_not_all_scored() {
    let dir = std::env::temp_dir().join(format!("choices-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("one-move.obf");
    // The held-out file scores only each position's best move.
    let line = std::fs::read_to_string("../../tests/data/holdout-20-22-exact.obf").unwrap();
    let first = line.lines().find(|l| !l.starts_with('%')).unwrap();
    std::fs::write(&path, format!("{first}\n")).unwrap();
    let err = cli(&["measure", "choices", path.to_str().unwrap()], "").unwrap_err();
    assert!(format!("{err:?}").contains("1 moves scored"), "{err:?}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn hints_on_threads_with_tables_of_their_own_find_the_same_exact_values() {
    // The last values line, after its time and node count: every move's final value.
    let values = |out: &str| -> String {
        let line = out.lines().rev().nth(1).unwrap();
        line.splitn(7, ' ').last().unwrap().to_owned()
    };
    let shared = cli(&["hints", "--threads", "2", PERFECT_51], "").unwrap();
    let apart = cli(&["hints", "--threads", "2", "--own-tables", PERFECT_51], "").unwrap();
    assert_eq!(values(&apart), values(&shared), "{apart}");
    // The perfect game goes on with h2, which keeps the draw.
    assert!(values(&apart).starts_with("h2=+0 "), "{apart}");
}

#[test]
fn review_prints_each_move_and_the_summaries() {
    let out = cli(&["review", "--depth", "2", &PERFECT_51[..20]], "").unwrap();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 10 + 3, "{out}");
    assert!(lines[0].starts_with(" 1 black f5 ") && lines[9].starts_with("10 white e7 "));
    assert!(lines[10].starts_with("black moves 5 ") && lines[11].starts_with("white moves 5 "));
    assert!(lines[12].starts_with("final - moves 10 depth 2 "), "{out}");
}

/// What `reversi-cli` adds to a usage error, and only to one.
const USAGE_HINT: &str = "try '--help'";

/// Runs the built `reversi-cli` binary with `args`.
fn binary(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_reversi-cli"))
        .args(args)
        .output()
        .expect("reversi-cli runs")
}

/// Every command as typed, groups and the commands in them, as declared: `["measure",
/// "perft"]`.
fn command_paths() -> Vec<Vec<String>> {
    fn walk(command: &clap::Command, above: &[String], into: &mut Vec<Vec<String>>) {
        for sub in command.get_subcommands() {
            let path = [above, &[sub.get_name().to_string()]].concat();
            walk(sub, &path, into);
            into.push(path);
        }
    }
    let mut paths = Vec::new();
    walk(&Cli::command(), &[], &mut paths);
    // A player's commands, the book's, the training tools and the measuring tools.
    assert!(paths.len() >= 30, "{paths:?}");
    paths
}

#[test]
fn every_command_refuses_an_unknown_option_by_name() {
    for path in command_paths() {
        let name = path.join(" ");
        let args: Vec<&str> = path
            .iter()
            .map(String::as_str)
            .chain(["--bogus", "3"])
            .collect();
        let run = binary(&args);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{name}: {stderr}");
        assert!(stderr.contains("'--bogus'"), "{name}: {stderr}");
        assert!(stderr.contains(USAGE_HINT), "{name}: {stderr}");
        assert!(run.stdout.is_empty(), "{name} printed output");
    }
}

#[test]
fn a_misspelt_option_is_refused_with_the_right_one_suggested() {
    let run = binary(&["solve", "x.obf", "--cuont", "3"]);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("'--cuont'") && stderr.contains("'--count'"),
        "{stderr}"
    );
    let Err(Failure::Usage(message)) = cli(&["solve", "x.obf", "--bogus", "3"], "") else {
        panic!("an unknown option is a usage error")
    };
    assert!(message.contains("'--bogus'"), "{message}");
}

#[test]
fn every_command_has_its_help() {
    for path in command_paths() {
        let name = path.join(" ");
        let args: Vec<&str> = path.iter().map(String::as_str).chain(["--help"]).collect();
        let run = binary(&args);
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(run.status.success(), "{name}");
        assert!(
            stdout.contains(&format!("Usage: reversi-cli {name}")),
            "{name}: {stdout}"
        );
    }
}

#[test]
fn perft_counts_from_the_start_or_a_given_board() {
    let start = "---------------------------OX------XO---------------------------";
    let from_board = cli(&["measure", "perft", "3", "--board", start, "X"], "").unwrap();
    let counts: Vec<&str> = from_board
        .lines()
        .map(|l| l.split(" ms ").next().unwrap())
        .collect();
    assert_eq!(
        counts,
        ["depth 1 nodes 4", "depth 2 nodes 12", "depth 3 nodes 56"]
    );
    let default = cli(&["measure", "perft", "3"], "").unwrap();
    assert_eq!(default.lines().count(), 3);
    assert!(default.contains("depth 3 nodes 56 "), "{default}");
}

#[test]
fn bad_option_values_are_refused_before_running() {
    for args in [
        &["measure", "perft", "21"][..],
        &["play", "--level", "grandmaster", "f5"],
        &["play", "--level", "expert", "--used-ms", "-5", "f5"],
        &["play", "--level", "expert", "--used-ms", "soon", "f5"],
        &["train", "gen-data", "--out", "x.bin", "--opening", "12-4"],
        &["train", "fit", "--out", "w.bin"],
        &["train", "rows", "--out", "rows.bin"],
        &[
            "train",
            "encode-weights",
            "--values",
            "v.f32",
            "--out",
            "w.bin",
            "--code",
            "3",
            "s.bin",
        ],
    ] {
        assert!(matches!(cli(args, ""), Err(Failure::Usage(_))), "{args:?}");
    }
}

#[test]
fn a_failing_input_exits_1_with_its_reason_and_no_usage_hint() {
    let missing = "../../tests/data/no-such-file";
    let no_dir = "../../tests/data/no-such-folder/out.bin";
    // A game text that is no game: not the OBF position `solve` wants on its line 1.
    let not_obf = "../../tests/data/sample-game.txt";
    let cases: &[(&[&str], &str)] = &[
        (&["record", "--file", missing], missing),
        (&["show", "f5d6a1"], "a1 is not a legal move"),
        (&["--weights", missing, "show", "f5"], missing),
        (
            &["measure", "perft", "1", "--board", "XO", "X"],
            "64 squares",
        ),
        (&["solve", missing], missing),
        (&["solve", not_obf], "../../tests/data/sample-game.txt:1: "),
        (&["play", "--level", "beginner", "#moves=f5%zz"], "%zz"),
        (&["hints", "f5d6a1"], "a1 is not a legal move"),
        (&["review", "--file", missing], missing),
        (&["measure", "guess", missing], missing),
        (
            &["measure", "openings", "--progress", "../../tests/data"],
            "../../tests/data: ",
        ),
        (
            &[
                "measure",
                "match",
                "--program",
                missing,
                "--games",
                "1",
                "--scale",
                "0.01",
            ],
            missing,
        ),
        (
            &["train", "gen-data", "--out", no_dir, "--games", "1"],
            no_dir,
        ),
        (
            &["train", "label", "--data", missing, "--out", no_dir],
            missing,
        ),
        (
            &["train", "children", "--data", missing, "--out", no_dir],
            missing,
        ),
        (&["train", "testset", missing], missing),
        (&["train", "probcut-fit", missing], missing),
        (&["train", "fit", missing, "--out", no_dir], missing),
        (&["train", "rows", missing, "--out", no_dir], missing),
        (
            &[
                "train",
                "encode-weights",
                "--values",
                not_obf,
                "--out",
                no_dir,
                missing,
            ],
            "a values file holds",
        ),
        (&["book", "build", "--dir", not_obf], not_obf),
        (&["book", "stats", missing], missing),
        (&["--book", missing, "book", "probe", "f5"], missing),
        (&["puzzles", "stats", "--file", missing], missing),
        (&["puzzles", "show", "0"], "no puzzle 0"),
        (
            &["puzzles", "build", "--progress", no_dir, "--out", no_dir],
            no_dir,
        ),
    ];
    for (args, reason) in cases {
        let run = binary(args);
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(1), "{args:?}: {stderr}");
        assert!(stderr.contains(reason), "{args:?}: {stderr}");
        assert!(!stderr.contains(USAGE_HINT), "{args:?}: {stderr}");
    }
}

#[test]
fn rows_for_an_outside_fitter_and_its_values_back_as_a_weights_file() {
    let dir = std::env::temp_dir().join(format!("reversi-rows-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = |name: &str| dir.join(name).to_string_lossy().into_owned();
    let (samples, rows, layout) = (path("s.bin"), path("rows.bin"), path("layout.json"));
    cli(
        &[
            "train", "gen-data", "--out", &samples, "--games", "2", "--exact", "12",
        ],
        "",
    )
    .unwrap();
    let said = cli(
        &[
            "train", "rows", &samples, "--out", &rows, "--layout", &layout,
        ],
        "",
    )
    .unwrap();
    let count: usize = said.split_whitespace().next().unwrap().parse().unwrap();
    assert!(count > 0, "{said}");
    let layout: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&layout).unwrap()).unwrap();
    let number = |key: &str| layout[key].as_u64().expect(key) as usize;
    let row_bytes = number("row_bytes");
    assert_eq!(
        std::fs::metadata(&rows).unwrap().len() as usize,
        24 + count * row_bytes
    );
    // All-zero values: a weights file whose every evaluation is 0, so each held-out error is
    // the label itself.
    let values = path("v.f32");
    let bytes = number("phases") * number("phase_len") * 4;
    std::fs::write(&values, vec![0u8; bytes]).unwrap();
    let weights = path("w.bin");
    let report = cli(
        &[
            "train",
            "encode-weights",
            "--values",
            &values,
            "--out",
            &weights,
            &samples,
        ],
        "",
    )
    .unwrap();
    assert!(report.contains("test-MAE"), "{report}");
    // Every move is then worth 0 (not so with the built-in weights).
    let run = binary(&["--weights", &weights, "hints", "--depth", "2", "f5"]);
    let hints = String::from_utf8_lossy(&run.stdout);
    let depth2 = hints
        .lines()
        .find(|l| l.contains("depth 2 "))
        .expect(&hints);
    let values: Vec<&str> = depth2.split_whitespace().skip(6).collect();
    assert_eq!(values.len(), 3, "{depth2}");
    assert!(values.iter().all(|v| v.ends_with("+0")), "{depth2}");
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_command_line_found_wrong_after_parsing_exits_2_with_the_usage_hint() {
    let run = binary(&["book", "probe", "f5"]);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("--book FILE"), "{stderr}");
    assert!(stderr.contains(USAGE_HINT), "{stderr}");
    assert!(matches!(
        cli(&["book", "probe", "f5"], ""),
        Err(Failure::Usage(_))
    ));
}

#[test]
fn levels_lists_seventeen_rungs_weakest_first_by_id_and_rating() {
    let text = cli(&["levels"], "").unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 17, "{text}");
    let mut last = i32::MIN;
    let mut ids = Vec::new();
    for line in &lines {
        let mut words = line.split_whitespace();
        ids.push(words.next().unwrap().to_string());
        let rating: i32 = words.next().unwrap().parse().expect(line);
        assert!(rating > last, "{line}");
        last = rating;
        assert!(
            line.contains(" depth ") && line.contains(" nodes "),
            "{line}"
        );
    }
    // The first sixteen keep their ids in order; the rung added later took the next number.
    let mut sorted: Vec<u32> = ids.iter().map(|id| id.parse().unwrap()).collect();
    sorted.sort_unstable();
    assert_eq!(sorted, (1..=17).collect::<Vec<u32>>());
    assert!(lines[0].starts_with("1 0 Starter"), "{}", lines[0]);
    assert!(
        lines[11].starts_with("17 ") && lines[11].contains(" Adept "),
        "{}",
        lines[11]
    );
    assert!(
        lines[16].starts_with("16 ")
            && lines[16].contains(" Expert ")
            && lines[16].contains("clock"),
        "{}",
        lines[16]
    );
}

#[test]
fn ladder_prints_a_row_per_level_with_its_rating_score_and_games() {
    let text = cli(
        &[
            "measure", "ladder", "--games", "1", "--from", "1", "--to", "2",
        ],
        "",
    )
    .unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert!(lines[0].starts_with("1 openings x 2 colours"), "{text}");
    assert!(
        lines[1].starts_with("level") && lines[1].contains("rating"),
        "{text}"
    );
    let starter: Vec<&str> = lines[2].split_whitespace().collect();
    assert_eq!(
        &starter[..5],
        ["1", "Starter", "0", "0", "greedy"],
        "{text}"
    );
    assert!(lines[3].starts_with("(greedy:"), "{text}");
    let novice: Vec<&str> = lines[4].split_whitespace().collect();
    assert_eq!(&novice[..2], ["2", "Novice"], "{text}");
    assert_eq!(&novice[4..6], ["1", "Starter"], "{text}");
    assert!(novice[6].ends_with('%') && novice[7] == "2", "{text}");
    assert_eq!(lines.len(), 5, "{text}");
}

#[test]
fn a_levels_move_by_nodes_is_the_same_told_its_game_time_or_not() {
    for seed in ["1", "2", "3"] {
        let plain = cli(&["play", "--level", "adept", "--seed", seed, "f5d6c3"], "").unwrap();
        let timed = [
            "play",
            "--level",
            "adept",
            "--seed",
            seed,
            "--used-ms",
            "0",
            "f5d6c3",
        ];
        assert_eq!(cli(&timed, "").unwrap(), plain, "seed {seed}");
    }
}

#[test]
fn play_takes_any_level_by_id_or_name() {
    for level in ["1", "8", "17", "intermediate", "Starter", "adept"] {
        let answer = cli(&["play", "--level", level, "f5d6c3"], "").unwrap();
        let sq = answer.trim();
        let board = reversi_engine::notation::replay("f5d6c3", reversi_engine::Color::Black)
            .unwrap()
            .board();
        assert!(board.is_legal(sq.parse().expect(sq)), "{level} played {sq}");
    }
    assert!(matches!(
        cli(&["play", "--level", "18", "f5"], ""),
        Err(Failure::Usage(_))
    ));
}

#[test]
fn a_network_file_evaluates_in_place_of_the_weights_and_a_damaged_one_is_refused() {
    let network = "../../tests/data/network-small.bin.z";
    let depth2 = |args: &[&str]| {
        // 24 plies of the sample game: a midgame, where the small network's values are large.
        let moves = "f5d6c3d3c4f4f6f3e6e7d7c5b6d8c6c7d2b5a5a6a7g5e3b4";
        let run = binary(&[args, &["hints", "--depth", "2", moves]].concat());
        assert!(run.status.success(), "{run:?}");
        let hints = String::from_utf8_lossy(&run.stdout).into_owned();
        let line = hints
            .lines()
            .find(|l| l.contains("depth 2 "))
            .expect(&hints);
        line.split_whitespace()
            .skip(6)
            .collect::<Vec<_>>()
            .join(" ")
    };
    let (by_network, built_in) = (depth2(&["--weights", network]), depth2(&[]));
    assert_eq!(by_network.split(' ').count(), 13, "{by_network}");
    assert_ne!(by_network, built_in);
    let dir = std::env::temp_dir().join(format!("reversi-net-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let damaged = dir.join("damaged.bin");
    let mut bytes =
        miniz_oxide::inflate::decompress_to_vec_zlib(&std::fs::read(network).unwrap()).unwrap();
    let middle = bytes.len() / 2;
    bytes[middle] ^= 1;
    std::fs::write(&damaged, bytes).unwrap();
    let run = binary(&["--weights", damaged.to_str().unwrap(), "show", "f5"]);
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert_eq!(run.status.code(), Some(1), "{stderr}");
    assert!(stderr.contains("invalid network file"), "{stderr}");
    std::fs::remove_dir_all(&dir).unwrap();
}
