//! The AI worker's entry point.

fn main() {}
