//! The split build's own checks refuse what would ship a broken app: `scripts/build-app` will
//! not build with `RUSTFLAGS` set (cargo would drop the config's rustflags), nor will
//! `scripts/build-worker-simd` (it would drop the SIMD flag), and
//! `scripts/check-chunks` fails unless the loader fetches exactly the chunk files there are.
#![cfg(not(target_arch = "wasm32"))]

use std::fs;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// Runs the repository's script `name` with `args`, with `env` set on top of this process's.
fn script(name: &str, args: &[&Path], env: &[(&str, &str)]) -> Output {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut command = Command::new("bash");
    command.arg(root.join("scripts").join(name)).args(args);
    command
        .env_remove("RUSTFLAGS")
        .env_remove("CARGO_ENCODED_RUSTFLAGS");
    command.envs(env.iter().copied());
    command.output().expect("bash runs the script")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// A fresh folder holding a loader that fetches `named` and the files `present`.
fn app_dir(test: &str, named: &[&str], present: &[&str]) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("reversi-chunks-{}-{test}", std::process::id()));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a temporary folder");
    // The shape of wasm-split-cli's loader: one fetch per chunk, by a relative URL.
    let loader: String = named
        .iter()
        .map(|file| format!("const c = fetch(new URL(\"./{file}\", import.meta.url));\n"))
        .collect();
    fs::write(dir.join("__wasm_split.js"), loader).expect("the loader written");
    for file in present.iter().chain(&["reversi_bg.wasm"]) {
        fs::write(dir.join(file), b"\0asm").expect("a chunk written");
    }
    dir
}

/// Expects build script `name` to refuse each of the rustflags variables `set`, naming the
/// variable and `losing`, the flag that cargo would drop.
fn refuses_rustflags(name: &str, set: &[(&str, &str)], losing: &str) {
    for &(var, value) in set {
        let output = script(name, &[], &[(var, value)]);
        assert!(
            !output.status.success(),
            "{name}: {var}={value:?} was accepted"
        );
        let said = stderr(&output);
        assert!(
            said.contains(&format!("{var} is set")) && said.contains(losing),
            "{name}: {var}={value:?}: {said}"
        );
    }
}

#[test]
fn build_app_refuses_rustflags_even_empty() {
    let set = [
        ("RUSTFLAGS", "-Copt-level=1"),
        ("RUSTFLAGS", ""),
        ("CARGO_ENCODED_RUSTFLAGS", ""),
    ];
    refuses_rustflags("build-app", &set, "erase_components");
}

#[test]
fn build_worker_simd_refuses_rustflags_even_empty() {
    // Cargo would drop the --config flag that turns SIMD on, and ship a SIMD build without it.
    let set = [("RUSTFLAGS", ""), ("CARGO_ENCODED_RUSTFLAGS", "")];
    refuses_rustflags("build-worker-simd", &set, "simd128");
}

#[test]
fn check_chunks_accepts_a_loader_that_fetches_every_chunk() {
    let chunks = [
        "split_dialogs-0123456789abcdef.wasm",
        "chunk_1_x-fedcba9876543210.wasm",
    ];
    let dir = app_dir("good", &chunks, &chunks);
    let output = script("check-chunks", &[&dir], &[]);
    assert!(output.status.success(), "{}", stderr(&output));
    fs::remove_dir_all(dir).expect("the folder removed");
}

#[test]
fn check_chunks_refuses_a_chunk_the_loader_names_but_that_is_missing() {
    // A renaming that missed the loader's spelling: the file is hashed, the loader is not.
    let dir = app_dir(
        "missing",
        &["split_dialogs.wasm"],
        &["split_dialogs-0123456789abcdef.wasm"],
    );
    let output = script("check-chunks", &[&dir], &[]);
    assert!(!output.status.success());
    let said = stderr(&output);
    assert!(said.contains("lacks: split_dialogs.wasm"), "{said}");
    assert!(
        said.contains("never fetches: split_dialogs-0123456789abcdef.wasm"),
        "{said}"
    );
    fs::remove_dir_all(dir).expect("the folder removed");
}

#[test]
fn check_chunks_refuses_a_loader_that_fetches_no_chunk() {
    let dir = app_dir("none", &[], &[]);
    let output = script("check-chunks", &[&dir], &[]);
    assert!(!output.status.success());
    let said = stderr(&output);
    assert!(said.contains("fetches no chunk"), "{said}");
    fs::remove_dir_all(dir).expect("the folder removed");
}
