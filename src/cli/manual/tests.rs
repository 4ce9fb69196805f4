//! The manual page and the completions: every subcommand in each, the
//! commands that print them, and the copies `packaging/linux/` ships.

use super::*;
use std::path::{Path, PathBuf};

/// Every subcommand of the command line as the person types it, with its
/// options' long names: `("arena report", [])`. Walks the command before
/// clap builds it, so clap's own `help` subcommands are not among them.
fn every_command_line() -> Vec<(String, Vec<String>)> {
    fn walk(command: &clap::Command, prefix: &str, found: &mut Vec<(String, Vec<String>)>) {
        for sub in command.get_subcommands().filter(|sub| !sub.is_hide_set()) {
            let name = format!("{prefix}{}", sub.get_name());
            let longs = sub.get_arguments().filter(|arg| !arg.is_hide_set()).filter_map(|arg| arg.get_long());
            found.push((name.clone(), longs.map(str::to_owned).collect()));
            walk(sub, &format!("{name} "), found);
        }
    }
    let mut found = Vec::new();
    walk(&super::super::command(), "", &mut found);
    found
}

/// The page's lines from the one that starts `from` up to the next of the
/// same macro (`.SS` or `.SH`), or to the end.
fn entry<'a>(page: &'a str, from: &str) -> &'a str {
    let Some(start) = page.find(from) else { return "" };
    let rest = &page[start + from.len()..];
    let mac = from.split(' ').next().unwrap_or(from);
    let end =
        [format!("\n{mac} "), "\n.SH ".to_owned()].iter().filter_map(|next| rest.find(next.as_str())).min();
    &rest[..end.unwrap_or(rest.len())]
}

#[test]
fn the_page_has_an_entry_for_every_subcommand_with_all_its_options() {
    let page = manual_page();
    let commands = every_command_line();
    assert!(commands.len() >= 14, "{commands:?}");
    assert!(commands.iter().any(|(name, _)| name == "arena report"), "{commands:?}");
    for (name, longs) in commands {
        let heading = format!(".SS \"{BIN} {name}\"");
        let text = entry(&page, &heading);
        assert!(!text.is_empty(), "the page has no entry `{heading}`");
        let synopsis = format!("\\fB{BIN} {name}\\fR").replace('-', "\\-");
        assert!(text.contains(&synopsis), "`{name}` has no synopsis line:\n{text}");
        for long in longs {
            let option = format!("\\fB\\-\\-{}\\fR", long.replace('-', "\\-"));
            assert!(text.contains(&option), "`{name}` does not describe --{long}:\n{text}");
        }
    }
}

#[test]
fn the_page_has_the_usual_sections_in_order_and_one_title() {
    let page = manual_page();
    let headings: Vec<&str> = page.lines().filter_map(|line| line.strip_prefix(".SH ")).collect();
    assert_eq!(
        headings,
        [
            "NAME",
            "SYNOPSIS",
            "DESCRIPTION",
            "OPTIONS",
            "COMMANDS",
            "FILES",
            "ENVIRONMENT",
            "\"EXIT STATUS\"",
            "\"SEE ALSO\""
        ]
    );
    let titles: Vec<&str> = page.lines().filter(|line| line.starts_with(".TH ")).collect();
    let title = format!(".TH MALICE-TABLE 6 \"\" \"{BIN} {}\" \"Games Manual\"", build_info::VERSION);
    assert_eq!(titles, [title.as_str()]);
    assert!(page.is_ascii(), "{page}");
    assert!(page.contains("malefiz 2\\[u2013]4"), "the en dash of `2–4` is troff's \\[u2013]");
    // roff's preamble once, before the title, however many pieces the page
    // is made of.
    assert_eq!(page.matches(".ds Aq").count(), 2, "{page}");
    assert!(page.starts_with(".ie \\n(.g .ds Aq"), "{page}");
    // No `-h, --help` under every command, no `help` commands, no pages
    // the page points to that do not exist.
    assert_eq!(page.matches("\\fB\\-\\-help\\fR").count(), 2, "--help is said once, in SYNOPSIS and OPTIONS");
    assert!(!page.contains(".SS \"malice-table help"), "{page}");
    assert!(!page.contains("(6)"), "{page}");
}

#[test]
fn files_and_environment_name_what_the_table_reads_and_writes() {
    let page = manual_page();
    let files = entry(&page, ".SH FILES");
    let paths = crate::store::Paths::under(Path::new("/home"));
    for file in [paths.settings_file(), paths.stats_file(), paths.people_file(), paths.window_file()] {
        let name = file.file_name().map(|name| name.to_string_lossy().into_owned()).unwrap_or_default();
        assert!(files.contains(&name), "FILES lacks {name}");
    }
    let environment = entry(&page, ".SH ENVIRONMENT");
    for variable in
        [crate::store::paths::HOME_VARIABLE, "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "RUST_LOG"]
    {
        assert!(environment.contains(&variable.replace('-', "\\-")), "ENVIRONMENT lacks {variable}");
    }
}

#[test]
fn notes_keep_examples_and_lists_apart_from_paragraphs() {
    let text = "Bots: these\nand those:\n  malice uct: plain\n  spite search: whole\n\nExamples:\n  malice-table arena \\\n      --shard 2/4\nLast words.";
    assert_eq!(
        blocks(text),
        [
            Block::Paragraph(vec!["Bots: these", "and those:"]),
            Block::Indented(vec!["  malice uct: plain", "  spite search: whole"]),
            Block::Paragraph(vec!["Examples:"]),
            Block::Indented(vec!["  malice-table arena \\", "      --shard 2/4"]),
            Block::Paragraph(vec!["Last words."]),
        ]
    );
    let roff = closing_notes(text).render();
    assert!(roff.contains(".RS 4\n.ti -2\nmalice uct: plain\n.ti -2\nspite search: whole\n.RE\n"), "{roff}");
    assert!(roff.contains(".EX\nmalice\\-table arena \\\\\n    \\-\\-shard 2/4\n.EE\n"), "{roff}");
    assert!(roff.contains(".PP\nBots: these and those:\n"), "{roff}");
}

#[test]
fn every_script_names_every_subcommand() {
    let commands = every_command_line();
    for shell in Shell::value_variants() {
        let script = String::from_utf8(completion_script(*shell)).unwrap_or_default();
        for (name, _) in &commands {
            let last = name.rsplit(' ').next().unwrap_or(name);
            let named = script.match_indices(last).any(|(at, _)| {
                !word_char(script[..at].chars().next_back())
                    && !word_char(script[at + last.len()..].chars().next())
            });
            assert!(named, "the {shell:?} script does not name `{name}`");
        }
    }
}

#[test]
fn fish_offers_the_choices_of_positional_arguments() {
    let script = String::from_utf8(completion_script(Shell::Fish)).unwrap_or_default();
    let using = "complete -c malice-table -n \"__fish_malice_table_using_subcommand";
    let shells = format!(
        "{using} completions; and not __fish_seen_subcommand_from bash zsh fish powershell\" -f -a \"bash\\t'Bash: "
    );
    assert!(script.contains(&shells), "no `{shells}` in\n{script}");
    assert!(script.contains("dot-source it from \\$PROFILE"), "`$` is escaped in fish's double quotes");
    for sub in ["perft", "moves", "why"] {
        let games =
            format!("{using} {sub}; and not __fish_seen_subcommand_from malice malefiz\" -f -a \"malice\\t'");
        assert!(script.contains(&games), "no `{games}` in\n{script}");
    }
}

/// Whether `c` could continue a subcommand's name (so `arena` inside
/// `arena-x` is not the name).
fn word_char(c: Option<char>) -> bool {
    c.is_some_and(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// Runs the command line in-process: (exit code, stdout, stderr).
fn cli(args: &[&str]) -> (Option<i32>, String, String) {
    let mut out = Vec::new();
    let mut err = Vec::new();
    let argv = std::iter::once(BIN).chain(args.iter().copied());
    let code = super::super::run_with_io(argv, &mut out, &mut err);
    (code, String::from_utf8_lossy(&out).into_owned(), String::from_utf8_lossy(&err).into_owned())
}

#[test]
fn completions_prints_the_script_of_the_shell_named() {
    for (shell, marker) in [
        ("bash", "complete -F _malice__table"),
        ("zsh", "#compdef malice-table"),
        ("fish", "complete -c malice-table"),
        ("powershell", "Register-ArgumentCompleter -Native -CommandName 'malice-table'"),
    ] {
        let (code, out, err) = cli(&["completions", shell]);
        assert_eq!((code, err.as_str()), (Some(0), ""), "{shell}");
        assert!(out.contains(marker), "{shell}: no `{marker}` in\n{out}");
    }
}

#[test]
fn a_shell_it_does_not_know_is_clap_s_error() {
    let (code, out, err) = cli(&["completions", "tcsh"]);
    assert_eq!((code, out.as_str()), (Some(2), ""));
    assert!(err.contains("invalid value 'tcsh' for '<SHELL>'"), "{err}");
    assert!(err.contains("[possible values: bash, zsh, fish, powershell]"), "{err}");
    let (code, _, err) = cli(&["completions"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("<SHELL>"), "{err}");
}

#[test]
fn manual_prints_the_page() {
    let (code, out, err) = cli(&["manual"]);
    assert_eq!((code, err.as_str()), (Some(0), ""));
    assert_eq!(out, manual_page());
}

/// Asks bash for the words its completion offers after `line` (the words
/// typed so far, the last one being completed).
#[cfg(unix)]
fn bash_completes(line: &[&str]) -> Vec<String> {
    let script = String::from_utf8(completion_script(Shell::Bash)).unwrap_or_default();
    let words: Vec<String> = line.iter().map(|word| format!("'{word}'")).collect();
    let program = format!(
        "{script}\nCOMP_WORDS=({words}); COMP_CWORD={last}; COMP_LINE='{joined}'; COMP_POINT=${{#COMP_LINE}}\n\
         _malice__table malice-table '{current}' '{previous}'\nprintf '%s\\n' \"${{COMPREPLY[@]}}\"\n",
        words = words.join(" "),
        last = line.len() - 1,
        joined = line.join(" "),
        current = line.last().unwrap_or(&""),
        previous = line.len().checked_sub(2).and_then(|at| line.get(at)).unwrap_or(&""),
    );
    let output = std::process::Command::new("bash").arg("-c").arg(program).output().expect("bash runs");
    assert!(output.status.success(), "{}", String::from_utf8_lossy(&output.stderr));
    String::from_utf8_lossy(&output.stdout).split_whitespace().map(str::to_owned).collect()
}

#[cfg(unix)]
#[test]
fn bash_completes_subcommands_and_shells() {
    let top = bash_completes(&[BIN, ""]);
    for (name, _) in every_command_line().iter().filter(|(name, _)| !name.contains(' ')) {
        assert!(top.contains(name), "bash does not offer `{name}`: {top:?}");
    }
    assert!(bash_completes(&[BIN, "arena", ""]).contains(&"report".to_owned()));
    assert_eq!(bash_completes(&[BIN, "completions", "p"]), ["powershell"]);
    assert_eq!(bash_completes(&[BIN, "export-boards", "--pa"]), ["--paper"]);
}

/// What `packaging/linux/` holds for the `.deb`, each file beside what
/// writes it.
fn packaged() -> Vec<(PathBuf, Vec<u8>)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/linux");
    vec![
        (root.join("malice-table.6"), manual_page().into_bytes()),
        (root.join("completions/malice-table.bash"), completion_script(Shell::Bash)),
        (root.join("completions/_malice-table"), completion_script(Shell::Zsh)),
        (root.join("completions/malice-table.fish"), completion_script(Shell::Fish)),
    ]
}

/// The `.deb` ships copies made by this module; one left behind by a
/// change to the command line fails here. `UPDATE_PACKAGING=1 cargo test
/// --lib cli::manual` writes them anew. Without network play the command
/// has no `host` or `join`, so the copies are for the default features.
#[cfg(feature = "net")]
#[test]
fn the_packaged_page_and_completions_are_up_to_date() {
    let update = std::env::var_os("UPDATE_PACKAGING").is_some();
    for (path, made) in packaged() {
        if update {
            if let Some(folder) = path.parent() {
                std::fs::create_dir_all(folder).expect("the folder is made");
            }
            std::fs::write(&path, &made).expect("the file is written");
        }
        let kept = std::fs::read(&path).unwrap_or_default();
        assert!(
            kept == made,
            "{} is not what the command line writes now: run `UPDATE_PACKAGING=1 cargo test --lib cli::manual` \
             and commit it",
            path.display()
        );
    }
}
