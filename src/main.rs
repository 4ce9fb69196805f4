//! `malice-table`: with no arguments, the window; with a subcommand,
//! headless work (perft, moves, …).
#![cfg_attr(all(windows, not(debug_assertions)), windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    if let Some(code) = malice_table::cli::main_with_args(std::env::args_os()) {
        return ExitCode::from(u8::try_from(code).unwrap_or(1));
    }
    let open = malice_table::cli::save_to_open(std::env::args_os());
    match malice_table::ui::run(open) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("malice-table: could not open the window: {err}");
            ExitCode::FAILURE
        }
    }
}
