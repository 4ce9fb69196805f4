//! `malice-table`: with no arguments, the window; with a subcommand,
//! headless work (perft, moves, …).
//!
//! On Windows the program is a window program (no console window opens
//! when it is double-clicked); started from a console with arguments, it
//! attaches to that console, so the command line prints there as on Linux.
#![cfg_attr(windows, windows_subsystem = "windows")]

use std::process::ExitCode;

fn main() -> ExitCode {
    #[cfg(windows)]
    if std::env::args_os().len() > 1 {
        console::attach_to_parent();
    }
    // The log, for the window and the subcommands alike (it changes nothing
    // the command line prints); the window starts its crash reports itself.
    let verbose = malice_table::cli::verbose(std::env::args_os());
    malice_table::report::install(malice_table::store::Paths::platform().as_ref(), verbose);
    if let Some(code) = malice_table::cli::main_with_args(std::env::args_os()) {
        return ExitCode::from(u8::try_from(code).unwrap_or(1));
    }
    let open = malice_table::cli::save_to_open(std::env::args_os());
    match malice_table::ui::run(open) {
        Ok(()) => ExitCode::SUCCESS,
        Err(err) => {
            eprintln!("malice-table: could not open the window: {err}");
            tracing::error!("could not open the window: {err}");
            ExitCode::FAILURE
        }
    }
}

/// The console of the program that started this one, on Windows.
#[cfg(windows)]
mod console {
    /// `AttachConsole`'s name for the parent process's console.
    const ATTACH_PARENT_PROCESS: u32 = u32::MAX;

    #[link(name = "kernel32")]
    unsafe extern "system" {
        /// Windows' `AttachConsole`: non-zero when attached.
        fn AttachConsole(process_id: u32) -> i32;
    }

    /// Writes stdout and stderr to the console of the program that started
    /// this one (cmd, PowerShell), if it has one; started from Explorer it
    /// has none, and nothing changes. The standard library looks up the
    /// console's handles at each write, so `println!` reaches it from here
    /// on. Output that goes to a file or a pipe already has its handle and
    /// is left as it is.
    pub fn attach_to_parent() {
        if has_stdout() {
            return;
        }
        // SAFETY: AttachConsole takes a process id by value and touches no
        // memory of ours; failure (no parent console) is its return value.
        unsafe {
            AttachConsole(ATTACH_PARENT_PROCESS);
        }
    }

    /// Whether stdout was handed to this program already (redirected to a
    /// file or a pipe by whoever started it, or a terminal's under wine).
    fn has_stdout() -> bool {
        use std::os::windows::io::AsRawHandle;
        let handle = std::io::stdout().as_raw_handle();
        !handle.is_null() && handle as isize != -1
    }
}
