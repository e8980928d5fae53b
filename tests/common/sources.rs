//! The crate's own source files, for the tests that read the code itself (its layering, where
//! its words live).

use std::fs;
use std::path::{Path, PathBuf};

/// Every Rust file under `dir`, appended to `out`.
pub fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in fs::read_dir(dir).expect("a readable source folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}
