//! `reversi-cli` run in the test's own process, for the tests of its commands.

use reversi_cli::{run, Failure};

/// Runs the CLI with `args` and `stdin`, returning what it printed or how it failed.
pub fn cli_with_input(args: &[&str], stdin: &str) -> Result<String, Failure> {
    let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
    let mut out = Vec::new();
    run(&args, &mut stdin.as_bytes(), &mut out)?;
    Ok(String::from_utf8(out).expect("the CLI prints text"))
}

/// Runs the CLI with `args` and nothing to read.
#[allow(dead_code)] // Not every test file that includes this module runs a command without input.
pub fn cli(args: &[&str]) -> Result<String, Failure> {
    cli_with_input(args, "")
}
