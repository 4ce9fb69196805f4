//! `completions` and `manual`: the shell completion scripts and the manual
//! page, both written from the clap command itself, so that they say what
//! the command line takes and never fall behind it.
//!
//! The manual is one page, `malice-table(6)` (games are section 6).
//! clap_mangen writes a page per command; here each subcommand's synopsis,
//! description and options are taken from its own page without that page's
//! headings and set under COMMANDS, so that `man malice-table` holds the
//! whole command line. FILES, ENVIRONMENT, EXIT STATUS and SEE ALSO, which
//! clap does not know, are written below.
//!
//! `packaging/linux/` keeps the page and the completions the `.deb`
//! installs; a test fails when they differ from what this module writes
//! (`UPDATE_PACKAGING=1` rewrites them).

use super::Failure;
use crate::build_info;
use clap::{Args, ValueEnum};
use clap_mangen::Man;
use clap_mangen::roff::{Roff, bold, italic, roman};
use std::io::{self, Write};

/// The program's name, as the scripts complete it and the page calls it.
pub const BIN: &str = "malice-table";

/// The arguments of `completions`.
#[derive(Debug, Args)]
pub struct CompletionsArgs {
    /// The shell to write the script for.
    #[arg(value_enum, value_name = "SHELL")]
    pub shell: Shell,
}

/// The shells `completions` writes scripts for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Shell {
    /// Bash: source it, or put it in ~/.local/share/bash-completion/completions/malice-table.
    Bash,
    /// Zsh: put it as _malice-table in a folder of $fpath.
    Zsh,
    /// Fish: put it in ~/.config/fish/completions/malice-table.fish.
    Fish,
    /// PowerShell: dot-source it from $PROFILE.
    Powershell,
}

impl Shell {
    /// clap_complete's writer for this shell.
    fn generator(self) -> clap_complete::Shell {
        match self {
            Shell::Bash => clap_complete::Shell::Bash,
            Shell::Zsh => clap_complete::Shell::Zsh,
            Shell::Fish => clap_complete::Shell::Fish,
            Shell::Powershell => clap_complete::Shell::PowerShell,
        }
    }
}

/// The completion script for `shell`. clap_complete writes into a buffer
/// (and panics if that write fails), so it writes into memory, which
/// cannot fail, and the caller writes it out.
pub fn completion_script(shell: Shell) -> Vec<u8> {
    let mut command = super::command();
    let mut script = Vec::new();
    clap_complete::generate(shell.generator(), &mut command, BIN, &mut script);
    match shell {
        Shell::Bash => bash_states_agree(&String::from_utf8_lossy(&script)).into_bytes(),
        Shell::Fish => with_fish_positionals(&String::from_utf8_lossy(&script)).into_bytes(),
        Shell::Zsh | Shell::Powershell => script,
    }
}

/// clap_complete's fish script completes options only (its documented
/// limit), so fish offered files after `perft` or `completions`. The
/// choices of each subcommand's positional arguments (the GAME of `perft`,
/// `moves` and `why`, the SHELL of `completions`) are added, each offered
/// until one of them is on the line, as the script offers an option's.
fn with_fish_positionals(script: &str) -> String {
    let mut command = super::command();
    command.build();
    let using = format!("__fish_{}_using_subcommand", BIN.replace('-', "_"));
    let mut script = script.to_owned();
    for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
        for arg in sub.get_positionals().filter(|arg| !arg.is_hide_set()) {
            let values: Vec<_> =
                arg.get_possible_values().into_iter().filter(|value| !value.is_hide_set()).collect();
            if values.is_empty() {
                continue;
            }
            let names: Vec<&str> = values.iter().map(|value| value.get_name()).collect();
            let offers: Vec<String> = values
                .iter()
                .map(|value| {
                    let help = value.get_help().map(ToString::to_string).unwrap_or_default();
                    format!("{}\\t'{}'", fish_quoted(value.get_name()), fish_quoted(&help))
                })
                .collect();
            script.push_str(&format!(
                "complete -c {BIN} -n \"{using} {}; and not __fish_seen_subcommand_from {}\" -f -a \"{}\"\n",
                sub.get_name(),
                names.join(" "),
                offers.join("\n")
            ));
        }
    }
    script
}

/// `text` inside a fish `'…'` that sits inside a `"…"`: the single quotes
/// keep it literal when fish reads the choices, and `$` and `"` are
/// escaped for the double quotes around them.
fn fish_quoted(text: &str) -> String {
    text.replace('\\', "\\\\").replace('\'', "\\'").replace('"', "\\\"").replace('$', "\\$")
}

/// clap_complete's bash script (4.6.12) names the state it is in after
/// `malice-table arena` one way where it reads the words typed
/// (`malice__table__subcmd__arena`) and another in the cases that offer
/// the words (`malice__subcmd__table__subcmd__arena`): it takes the hyphen
/// of a program's name for a subcommand's separator (clap issue 6421). No
/// case matched, so after a subcommand bash offered none of its options.
/// The cases are spelt as the reading spells them.
fn bash_states_agree(script: &str) -> String {
    let read = BIN.replace('-', "__");
    let cased = BIN.replace('-', "__subcmd__");
    script.replace(&cased, &read)
}

/// `completions SHELL`: prints the script.
pub fn print_completions(args: &CompletionsArgs, out: &mut dyn Write) -> Result<(), Failure> {
    out.write_all(&completion_script(args.shell))?;
    Ok(())
}

/// `manual`: prints the page as roff.
pub fn print_manual(out: &mut dyn Write) -> Result<(), Failure> {
    out.write_all(manual_page().as_bytes())?;
    Ok(())
}

/// What DESCRIPTION says: more than the one line of `--help`.
const DESCRIPTION: &str = "\
Malice Table is a desktop game table for three games: Malice (two 4x8 boards \
where every piece that lands jumps to its dual square), Malefiz (the dice race \
with barricades) and Spite & Malice (the two-player competitive patience game), \
played against people at the same table, friends on other computers, or bots \
on a ladder of levels rated in Elo.

Without a command, malice-table opens the window; --open FILE opens a saved \
game in it. With a command it works without a window and prints its answer: \
the rules engines' move counts and legal moves, the review of a saved game, \
matches and ladders of bots, the printable boards, network games played by \
bots, the desktop entry, this page and the shell completions.";

/// The whole page as roff.
pub fn manual_page() -> String {
    let root = page_command();
    let mut roff = Roff::new();
    // Paths, options and names are not hyphenated (the man macros read HY
    // at .TH and reset hyphenation at every paragraph, so .nh would not
    // hold), and lines are not stretched around them.
    roff.control("nr", ["HY", "0"]);
    // No date: the page changes with the command line, not with the day
    // (an empty argument must be written as "" to hold its place).
    let source = format!("{BIN} {}", build_info::VERSION);
    roff.control("TH", ["MALICE-TABLE", "6", "\"\"", &source, "Games Manual"]).control("ad", ["l"]);
    let man = Man::new(root.clone());
    // roff's preamble (so that `'` prints as an apostrophe), once.
    let mut page = Roff::new().render();
    page.push_str(&rendered(&roff));
    for section in [Man::render_name_section, Man::render_synopsis_section] {
        page.push_str(&section_of(&man, section));
    }
    page.push_str(&rendered(&heading_and_paragraphs("DESCRIPTION", DESCRIPTION)));
    page.push_str(&section_of(&man, Man::render_options_section));
    page.push_str(&rendered(&commands_heading()));
    for command in every_subcommand(&root) {
        page.push_str(&command_entry(command));
    }
    for section in [files(), environment(), exit_status(), see_also()] {
        page.push_str(&rendered(&section));
    }
    ascii_only(&page)
}

/// The page with every character outside ASCII (the dash of `2–4`, the
/// `×` of the paper sizes, the languages' own names) written as troff's
/// `\[uXXXX]`: man-db converts UTF-8 itself, but troff run on the file
/// alone, and older formatters, read only ASCII.
fn ascii_only(page: &str) -> String {
    page.chars()
        .map(|c| if c.is_ascii() { c.to_string() } else { format!("\\[u{:04X}]", u32::from(c)) })
        .collect()
}

/// The command as the page describes it: without the `help` subcommands and
/// the subcommands' `-h, --help` (said once, at the top), built so that each
/// subcommand knows its full name (`malice-table arena report`).
fn page_command() -> clap::Command {
    fn trim(command: clap::Command, top: bool) -> clap::Command {
        let names: Vec<String> = command.get_subcommands().map(|sub| sub.get_name().to_owned()).collect();
        let command =
            command.disable_help_subcommand(true).disable_help_flag(!top).subcommand_value_name("COMMAND");
        names.iter().fold(command, |command, name| command.mut_subcommand(name, |sub| trim(sub, false)))
    }
    let mut command = trim(super::command(), true);
    command.build();
    command
}

/// Every subcommand that is not hidden, depth first, in the order `--help`
/// lists them (`arena`, then `arena report`, then `ladder`).
fn every_subcommand(command: &clap::Command) -> Vec<&clap::Command> {
    command
        .get_subcommands()
        .filter(|sub| !sub.is_hide_set())
        .flat_map(|sub| std::iter::once(sub).chain(every_subcommand(sub)))
        .collect()
}

/// One subcommand under COMMANDS: its full name as a sub-heading, then
/// what its own page says, paragraph by paragraph.
fn command_entry(command: &clap::Command) -> String {
    let name = command.get_bin_name().unwrap_or_else(|| command.get_name());
    let mut roff = Roff::new();
    roff.control("SS", [name]);
    let man = Man::new(command.clone());
    let mut entry = rendered(&roff);
    entry.push_str(&body_of(&man, Man::render_synopsis_section));
    entry.push_str(&body_of(&man, Man::render_description_section));
    if command.get_arguments().any(|arg| !arg.is_hide_set()) {
        entry.push_str(&body_of(&man, Man::render_options_section));
    }
    if let Some(notes) = command.get_after_long_help().or_else(|| command.get_after_help()) {
        entry.push_str(&rendered(&closing_notes(&notes.to_string())));
    }
    entry
}

/// What a subcommand's `--help` says after its options, as the page sets
/// it: plain lines filled into paragraphs, an indented run of command lines
/// as an example, any other indented run line by line with a hanging
/// indent (the bots `arena --help` lists).
fn closing_notes(text: &str) -> Roff {
    let mut roff = Roff::new();
    for block in blocks(text) {
        match block {
            Block::Paragraph(lines) => {
                roff.control("PP", []).text([roman(lines.join(" "))]);
            }
            Block::Indented(lines)
                if lines.first().is_some_and(|line| line.trim_start().starts_with(BIN)) =>
            {
                roff.control("PP", []).control("EX", []);
                for line in lines {
                    roff.text([roman(line.strip_prefix("  ").unwrap_or(line))]);
                }
                roff.control("EE", []);
            }
            Block::Indented(lines) => {
                roff.control("RS", ["4"]);
                for line in lines {
                    roff.control("ti", ["-2"]).text([roman(line.trim_start())]);
                }
                roff.control("RE", []);
            }
        }
    }
    roff
}

/// A run of lines of `--help` text that the page sets one way.
#[derive(Debug, PartialEq)]
enum Block<'a> {
    /// Lines that start at the margin, up to a blank line or an indented one.
    Paragraph(Vec<&'a str>),
    /// Lines that start with a space.
    Indented(Vec<&'a str>),
}

/// `text` cut into blocks: blank lines end one, and so does a change from
/// plain lines to indented ones or back.
fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut blocks: Vec<Block<'_>> = Vec::new();
    let mut blank_before = true;
    for line in text.lines() {
        if line.trim().is_empty() {
            blank_before = true;
            continue;
        }
        let indented = line.starts_with(' ');
        match blocks.last_mut() {
            Some(Block::Indented(lines)) if indented && !blank_before => lines.push(line),
            Some(Block::Paragraph(lines)) if !indented && !blank_before => lines.push(line),
            _ if indented => blocks.push(Block::Indented(vec![line])),
            _ => blocks.push(Block::Paragraph(vec![line])),
        }
        blank_before = false;
    }
    blocks
}

/// A section of clap_mangen's page, heading and all, without the preamble
/// every rendering starts with.
fn section_of(man: &Man, section: fn(&Man, &mut dyn Write) -> io::Result<()>) -> String {
    let mut roff = Vec::new();
    if let Err(error) = section(man, &mut roff) {
        // Writing into memory does not fail; if it ever did, the page says
        // so where the section would have stood.
        return format!(".PP\n(this section could not be written: {error})\n");
    }
    without_preamble(&String::from_utf8_lossy(&roff))
}

/// A section of a subcommand's own page without its heading: each `.SH`
/// becomes a paragraph break, as the entry stands under the page's
/// COMMANDS.
fn body_of(man: &Man, section: fn(&Man, &mut dyn Write) -> io::Result<()>) -> String {
    let text = section_of(man, section);
    text.lines()
        .map(|line| if line.starts_with(".SH") { ".PP\n".to_owned() } else { format!("{line}\n") })
        .collect()
}

/// Roff text without the preamble every rendering starts with (the page
/// has it once, at the top).
fn rendered(roff: &Roff) -> String {
    without_preamble(&roff.render())
}

/// `text` without roff's preamble.
fn without_preamble(text: &str) -> String {
    let preamble = Roff::new().render();
    text.strip_prefix(preamble.as_str()).unwrap_or(text).to_owned()
}

/// The heading of COMMANDS and what it says first.
fn commands_heading() -> Roff {
    heading_and_paragraphs(
        "COMMANDS",
        "Each command works without a window and prints its answer on standard output \
         (progress and timings on standard error). malice-table COMMAND --help says the same \
         as each entry below.",
    )
}

/// A heading, then paragraphs separated by blank lines in `text`.
fn heading_and_paragraphs(heading: &str, text: &str) -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", [heading]);
    for paragraph in text.split("\n\n") {
        roff.control("PP", []).text([roman(paragraph.replace('\n', " "))]);
    }
    roff
}

/// A heading, a paragraph, then terms each followed by what it means.
fn term_list(heading: &str, intro: &str, terms: &[(&str, &str)]) -> Roff {
    let mut roff = heading_and_paragraphs(heading, intro);
    for (term, meaning) in terms {
        roff.control("TP", []).text([bold(*term)]).text([roman(*meaning)]);
    }
    roff
}

/// FILES: where the table keeps what it writes (docs/files.md, in full).
fn files() -> Roff {
    term_list(
        "FILES",
        "On Linux the settings are in $XDG_CONFIG_HOME/malice-table (~/.config/malice-table), \
         what was played in $XDG_DATA_HOME/malice-table (~/.local/share/malice-table) and how \
         the table was left (autosaves, the window, the log) in $XDG_STATE_HOME/malice-table \
         (~/.local/state/malice-table), named below by their defaults; with MALICE_TABLE_HOME \
         set, in its config, data and state folders. Every file is RON text, written to a \
         temporary name and renamed over the old one; one that cannot be read is kept beside \
         it as NAME.bad and a fresh one started.",
        &[
            (
                "~/.config/malice-table/settings.ron",
                "The settings: language, look, sounds, the seats of new games.",
            ),
            (
                "~/.local/state/malice-table/autosave/GAME.ron",
                "Each game's table (malice.ron, malefiz.ron, spite-and-malice.ron), written after \
                 every move and taken up at the next launch. It is a save like any other.",
            ),
            (
                "~/.local/share/malice-table/statistics.ron",
                "The games won and lost, after every finished game.",
            ),
            ("~/.local/share/malice-table/people.ron", "Each person's rating, for the coach."),
            ("~/.local/share/malice-table/exercises.ron", "The exercises made from reviewed games."),
            ("~/.local/state/malice-table/window.ron", "The window's size and place, and its last tab."),
            (
                "~/.local/share/malice-table/online-seats.ron",
                "The seats this computer took at tables hosted elsewhere, kept for a day.",
            ),
            (
                "~/.local/share/malice-table/instance.lock, ~/.local/state/malice-table/instance.lock",
                "Held by the window that writes the autosaves; a second window keeps its games in \
                 memory.",
            ),
            (
                "~/.local/state/malice-table/logs/malice-table.log",
                "Warnings and errors, the table's and its network library's, one line each; at \
                 1 MB it becomes malice-table.log.1 (then .2, .3). RUST_LOG or --verbose writes \
                 more.",
            ),
            (
                "~/.local/state/malice-table/logs/crash-YYYYMMDD-HHMMSS.txt",
                "Written when the window stops on an error, after every game is autosaved: the \
                 version, the system, a backtrace and the log's last lines. The next launch says \
                 where it is.",
            ),
            (
                "*.malicetable",
                "Saved games, where File > Save puts them: the game, its seats, setup, seed and \
                 every move (type application/x-malice-table-save). review, --open and SAVE read \
                 them, and saves from before, which end in .ron.",
            ),
        ],
    )
}

/// ENVIRONMENT: the variables the table reads.
fn environment() -> Roff {
    term_list(
        "ENVIRONMENT",
        "The command line's words are English whatever the language; the window's follow the \
         settings.",
        &[
            (
                "MALICE_TABLE_HOME",
                "Keep every file under this folder instead: the settings in its config folder, \
                 the state in its state folder, the rest in its data folder (a portable install, \
                 tests).",
            ),
            (
                "XDG_CONFIG_HOME, XDG_DATA_HOME, XDG_STATE_HOME",
                "Where the settings, what was played and the state go, as FILES says.",
            ),
            (
                "LANGUAGE, LC_ALL, LC_MESSAGES, LANG",
                "The window's language at the first launch, until one is chosen in the settings: \
                 the first language of the list in LANGUAGE that the table speaks, else that of \
                 the first of LC_ALL, LC_MESSAGES and LANG that is set, as GNU programs read them; \
                 English otherwise. The table speaks English (en), German (de) and Brazilian \
                 Portuguese (pt_BR).",
            ),
            (
                "RUST_LOG",
                "How much the log keeps: warnings and errors unless this asks for more \
                 (RUST_LOG=info, RUST_LOG=debug).",
            ),
            (
                "MALICE_TABLE_FILE_DIALOG",
                "app: always the table's own file dialog; native: only the system's. Unset, the \
                 system's where the desktop offers one, the table's otherwise.",
            ),
        ],
    )
}

/// EXIT STATUS: the codes `main_with_args` returns.
fn exit_status() -> Roff {
    term_list(
        "EXIT STATUS",
        "The window exits with 0 when closed.",
        &[
            ("0", "The command did what it was asked."),
            (
                "1",
                "The output could not be written, or for host and join the other computer could not \
                 be reached.",
            ),
            ("2", "The arguments or the input cannot be used (a message on standard error says why)."),
        ],
    )
}

/// SEE ALSO: where the rest is written.
fn see_also() -> Roff {
    let mut roff = Roff::new();
    roff.control("SH", ["SEE ALSO"]);
    roff.text([
        roman("The documentation installed with the package, in "),
        italic("/usr/share/doc/malice-table/"),
        roman(
            ": README.md, and under docs/ cli.md (the command line), files.md (every file, field by \
             field), bots.md and strength.md (the bots and their ratings), online.md (play with \
             friends), packaging.md, and the rules of each game under docs/rules/.",
        ),
    ]);
    roff
}

#[cfg(test)]
mod tests;
