//! The evaluation's weights file (issue 13): a damaged or foreign file is refused with a
//! message that says what is wrong with it, and the evaluation falls back to the hand-set
//! weights, as the web worker does when it reads the file streamed to it. The web build ships
//! the file zlib-compressed; that form is accepted too, and a damaged one refused. One test in
//! its own process, since the weights in use are chosen once per process.

use reversi::engine::eval::{evaluate, evaluate_hand_set, install, stream, uses_trained_weights};
use reversi::engine::random_play::positions;

const COMMITTED: &[u8] = include_bytes!("../crates/engine/src/eval/weights.bin");

/// `bytes` zlib-compressed: the form in which the web build ships the weights file.
fn compress(bytes: &[u8]) -> Vec<u8> {
    miniz_oxide::deflate::compress_to_vec_zlib(bytes, 1)
}

#[test]
fn a_bad_weights_file_is_refused_with_its_reason_and_the_hand_set_evaluation_takes_over() {
    let garbage = b"RVPW and then nothing that makes sense, long enough to have a header".to_vec();
    let mut foreign = COMMITTED.to_vec();
    foreign[6] ^= 1; // another pattern set id
    let mut damaged = COMMITTED.to_vec();
    damaged[COMMITTED.len() / 2] ^= 0x40;
    let truncated = COMMITTED[..COMMITTED.len() - 1].to_vec();
    let compressed = compress(COMMITTED);
    let mut compressed_damaged = compressed.clone();
    compressed_damaged[compressed.len() / 2] ^= 0x40;
    let compressed_truncated = compressed[..compressed.len() - 9].to_vec();
    let compressed_foreign = compress(&foreign);
    let bomb = compress(&vec![0; 17 << 20]);
    let cases: [(&[u8], &str); 10] = [
        (&garbage, "not a weights file of this version"),
        (&foreign, "another pattern set"),
        (&damaged, "damaged (checksum mismatch)"),
        (&truncated, "length does not match"),
        (&[], "too short"),
        (&compressed_damaged, "compressed file is damaged"),
        (&compressed_truncated, "compressed file is damaged"),
        (&compressed_foreign, "another pattern set"),
        (&bomb, "inflates to more than 16 MB"),
        (&[0x78], "compressed file is damaged"),
    ];
    let (first, first_reason) = cases[0];
    let mut streamed = stream().expect("nothing has evaluated yet");
    let why = streamed.push(first).expect_err("garbage is refused");
    assert!(
        why.starts_with("invalid weights file") && why.contains(first_reason),
        "{why}"
    );
    assert!(!uses_trained_weights());
    for (p, o) in positions(0xfa11, 200, 3) {
        assert_eq!(evaluate(p, o), evaluate_hand_set(p, o));
    }
    // Every other bad file is refused for its own reason, before anything is installed.
    for (bytes, reason) in &cases[1..] {
        let why = install(bytes).expect_err(reason);
        assert!(why.contains(reason), "{why} (expected: {reason})");
    }
    // The committed file itself is fine, plain or compressed; only the choice already made
    // keeps it out.
    for good in [COMMITTED, &compressed] {
        let why = install(good).expect_err("the weights were already chosen");
        assert!(why.contains("already chosen"), "{why}");
    }
}
