//! Words the whole window shares, in the person's language: the bots'
//! levels, the settings' choices, the review's marks, the paper sizes, and
//! what went wrong with a file.
//! Each game's own words live in its view (`ui/<game>/words.rs`).

use crate::core::review::Mark;
use crate::core::{Ladder, Level};
use crate::print::{ExportError, MAX_DPI, MIN_DPI, Paper};
use crate::store::save::{LoadError, OpenError, SAVE_FORMAT, WhyNotOpened};
use crate::store::settings::{AnimationSpeed, BotPace};
use crate::store::{SetAside, SystemError};
use crate::t;
use std::io::{self, ErrorKind};
use std::path::Path;

/// A level's name ("Club player").
pub fn level(level: Level) -> String {
    match level {
        Level::Newcomer => t!("level-newcomer"),
        Level::Beginner => t!("level-beginner"),
        Level::Casual => t!("level-casual"),
        Level::Club => t!("level-club"),
        Level::Expert => t!("level-expert"),
        Level::Master => t!("level-master"),
        Level::Champion => t!("level-champion"),
        Level::OldEasy => t!("level-old-easy"),
        Level::OldMedium => t!("level-old-medium"),
        Level::OldHard => t!("level-old-hard"),
    }
}

/// How fast moves are shown.
pub fn animation(speed: AnimationSpeed) -> String {
    match speed {
        AnimationSpeed::Off => t!("animation-off"),
        AnimationSpeed::Normal => t!("animation-normal"),
        AnimationSpeed::Slow => t!("animation-slow"),
    }
}

/// How quickly bots play on.
pub fn pace(pace: BotPace) -> String {
    match pace {
        BotPace::Instant => t!("pace-instant"),
        BotPace::Fast => t!("pace-fast"),
        BotPace::Normal => t!("pace-normal"),
        BotPace::Slow => t!("pace-slow"),
    }
}

/// A review mark in words ("mistake").
pub fn mark(mark: Mark) -> String {
    match mark {
        Mark::Inaccuracy => t!("mark-inaccuracy"),
        Mark::Mistake => t!("mark-mistake"),
        Mark::Blunder => t!("mark-blunder"),
    }
}

/// A paper size's name.
pub fn paper(paper: Paper) -> String {
    match paper {
        Paper::A4 => t!("paper-a4"),
        Paper::Letter => t!("paper-letter"),
    }
}

/// The opponent a statistics row was kept under, in words: the file keeps
/// `Human` or `<Level> bot` in English, so that the rows do not split by
/// language.
pub fn opponent(kept: &str) -> String {
    if kept == "Human" {
        return t!("stats-opponent-human");
    }
    let named = Level::ALL.iter().chain(Level::OLD.iter()).find(|l| kept == format!("{} bot", l.name()));
    match named {
        Some(&l) => t!("stats-opponent-bot", level = level(l)),
        None => kept.to_owned(),
    }
}

/// What to expect of the bot of `level` on `ladder` (a level of it), as
/// the game's `line` for its rung says it (none: empty), with the rung's
/// measured Elo when it has one.
pub fn level_line(ladder: &Ladder, level: Level, line: Option<String>) -> String {
    let line = line.unwrap_or_default();
    match ladder.rung(level).and_then(|rung| rung.elo) {
        Some(elo) => t!("level-line-with-elo", line = line, elo = elo),
        None => line,
    }
}

/// Why a save's text does not make a game.
pub fn load_error(error: &LoadError) -> String {
    match error {
        LoadError::NotASave { detail } => t!("load-not-a-save", detail = detail),
        LoadError::Truncated { detail } => t!("load-truncated", detail = detail),
        LoadError::UnknownFormat { found } => t!("load-unknown-format", found = *found, reads = SAVE_FORMAT),
        LoadError::WrongGame { expected, found } => t!(
            "load-wrong-game",
            found = crate::ui::registry::title(*found),
            expected = crate::ui::registry::title(*expected)
        ),
        LoadError::BadSetup { detail } => t!("load-bad-setup", detail = detail.to_string()),
        LoadError::IllegalMove { number, text, reason } => {
            t!("load-illegal-move", number = *number, text = text, reason = reason)
        }
    }
}

/// That the save at `path` cannot be opened, and why.
pub fn cannot_open(path: &Path, error: &LoadError) -> String {
    t!("open-cannot", path = path.display().to_string(), why = load_error(error))
}

/// Why a save file could not be opened.
pub fn open_error(error: &OpenError) -> String {
    let path = error.path.display().to_string();
    match &error.why {
        WhyNotOpened::Unreadable(e) => t!("open-unreadable", path = path, error = system_error(e)),
        WhyNotOpened::NotText => t!("open-not-text", path = path),
        WhyNotOpened::Load(e) => cannot_open(&error.path, e),
    }
}

/// That the settings file could not be read and was set aside.
pub fn settings_notice(notice: &SetAside) -> String {
    let file = notice.file.display().to_string();
    match &notice.kept {
        Ok(bad) => t!("settings-set-aside", file = file, why = &notice.why, kept = bad.display().to_string()),
        Err(e) => t!("settings-not-set-aside", file = file, why = &notice.why, error = system_error(e)),
    }
}

/// That the statistics file could not be read: counting starts again.
pub fn stats_notice(notice: &SetAside) -> String {
    t!("stats-set-aside", why = &notice.why)
}

/// The people's records could not be read and were set aside.
pub fn people_notice(notice: &SetAside) -> String {
    t!("people-set-aside", why = &notice.why)
}

/// The exercises could not be read and were set aside.
pub fn exercises_notice(notice: &SetAside) -> String {
    t!("exercises-set-aside", why = &notice.why)
}

/// What the system said about a file, in the person's language when its
/// kind has words of its own, else in the system's words.
pub fn io_error(e: &io::Error) -> String {
    kind_words(e.kind()).unwrap_or_else(|| e.to_string())
}

/// A kept [`SystemError`], as [`io_error`] words it.
pub fn system_error(e: &SystemError) -> String {
    kind_words(e.kind).unwrap_or_else(|| e.text.clone())
}

/// The words of a kind of file trouble, if it has words of its own.
fn kind_words(kind: ErrorKind) -> Option<String> {
    Some(match kind {
        ErrorKind::NotFound => t!("io-not-found"),
        ErrorKind::PermissionDenied => t!("io-permission-denied"),
        ErrorKind::AlreadyExists => t!("io-already-exists"),
        ErrorKind::StorageFull => t!("io-storage-full"),
        ErrorKind::QuotaExceeded => t!("io-quota-exceeded"),
        ErrorKind::ReadOnlyFilesystem => t!("io-read-only"),
        ErrorKind::IsADirectory => t!("io-is-a-folder"),
        ErrorKind::NotADirectory => t!("io-not-a-folder"),
        ErrorKind::FileTooLarge => t!("io-too-large"),
        ErrorKind::InvalidFilename => t!("io-invalid-name"),
        ErrorKind::ResourceBusy | ErrorKind::ExecutableFileBusy => t!("io-busy"),
        _ => return None,
    })
}

/// Why the printable boards were not written.
pub fn export_error(e: &ExportError) -> String {
    match e {
        ExportError::BadDpi(dpi) => t!("export-bad-dpi", min = MIN_DPI, max = MAX_DPI, dpi = *dpi),
        ExportError::NoFolder => t!("export-no-folder"),
        ExportError::NotAFolder(path) => t!("export-not-a-folder", path = path.display().to_string()),
        ExportError::CreateFolder { path, source } => {
            t!("export-create-folder", path = path.display().to_string(), error = io_error(source))
        }
        ExportError::Write { path, source } => {
            t!("export-write", path = path.display().to_string(), error = io_error(source))
        }
        ExportError::TooLarge { width, height } => t!("export-too-large", width = *width, height = *height),
        ExportError::Font(e) => t!("export-font", detail = e.to_string()),
        ExportError::Encode(detail) => t!("export-encode", detail = detail),
    }
}

/// Why a network link could not be made.
pub fn link_error(error: &crate::net::link::LinkError) -> String {
    use crate::net::link::{CONNECT_WAIT, LinkError};
    match error {
        LinkError::Start(why) => t!("online-error-start", why = why.clone()),
        LinkError::Code(why) => t!("online-error-code", why = code_error(why)),
        LinkError::NoAnswer => t!("online-error-no-answer", seconds = CONNECT_WAIT.as_secs()),
        LinkError::Connect(why) => t!("online-error-connect", why = why.clone()),
    }
}

/// What is wrong with a join code.
pub fn code_error(error: &crate::net::code::CodeError) -> String {
    use crate::net::code::CodeError;
    match error {
        CodeError::Letter { letter, group } => {
            t!("code-error-letter", letter = letter.to_string(), group = *group)
        }
        CodeError::Length { given, needed } => t!("code-error-length", given = *given, needed = *needed),
        CodeError::Typo(group) => t!("code-error-typo", group = *group),
        CodeError::Typos => t!("code-error-typos"),
        CodeError::Version(version) => t!("code-error-version", version = *version),
        CodeError::Id => t!("code-error-id"),
        CodeError::Address => t!("code-error-address"),
        CodeError::Old => t!("code-error-old"),
    }
}

/// Why the host did not accept what this guest sent, or a guest's message.
pub fn refusal(refusal: &crate::net::Refusal) -> String {
    use crate::net::Refusal;
    match refusal {
        Refusal::Version { host, guest, app } if host > guest => {
            t!("refusal-version-newer", app = app.clone(), host = *host, guest = *guest)
        }
        Refusal::Version { host, guest, app } => {
            t!("refusal-version-older", app = app.clone(), host = *host, guest = *guest)
        }
        Refusal::Undecodable(why) => t!("refusal-undecodable", why = why.clone()),
        Refusal::NoSeat => t!("refusal-no-seat"),
        Refusal::UnknownSeat => t!("refusal-unknown-seat"),
        Refusal::NoHello => t!("refusal-no-hello"),
        Refusal::SecondHello => t!("refusal-second-hello"),
        Refusal::ShareNotNow => t!("refusal-share-not-now"),
        Refusal::NotStarted => t!("refusal-not-started"),
        Refusal::Over => t!("refusal-over"),
        Refusal::NotYourTurn => t!("refusal-not-your-turn"),
        Refusal::Lent => t!("refusal-lent"),
        Refusal::Stale { .. } => t!("refusal-stale"),
        Refusal::HintsOff => t!("refusal-hints-off"),
        Refusal::NothingToUndo => t!("refusal-nothing-to-undo"),
        Refusal::UndoPending => t!("refusal-undo-pending"),
        Refusal::NoUndoAsked => t!("refusal-no-undo-asked"),
        Refusal::Away => t!("refusal-away"),
        Refusal::Illegal { mv, reason } => t!("refusal-illegal", mv = mv.clone(), reason = reason.clone()),
    }
}

/// Why a guest cannot go on with what its host sent.
pub fn guest_error(error: &crate::net::GuestError) -> String {
    use crate::net::GuestError;
    match error {
        GuestError::Refused(why) => refusal(why),
        GuestError::Host(what) => t!("online-host-odd", what = what.clone()),
        GuestError::Unfair(what) => t!("online-host-unfair", what = what.to_string()),
    }
}

/// Why joining failed, a network game stopped, or what the person asked
/// of it cannot be done.
pub fn online_error(error: &crate::net::session::OnlineError) -> String {
    use crate::net::session::OnlineError;
    match error {
        OnlineError::NoRandom(why) => t!("online-no-random", why = why.to_string()),
        OnlineError::Link(why) => link_error(why),
        OnlineError::Refused(why) => refusal(why),
        OnlineError::Guest(why) => guest_error(why),
        OnlineError::HostLeft(why) => t!("online-host-left", why = why.to_string()),
        OnlineError::LinkGone => t!("online-link-gone"),
        OnlineError::Over => t!("online-over"),
        OnlineError::NotConnected => t!("online-not-connected"),
        OnlineError::HintsOffHere => t!("online-hints-off-here"),
    }
}

/// What the network brought for the person to hear.
pub fn online_note(note: &crate::net::session::Note) -> String {
    use crate::net::session::Note;
    match note {
        Note::Back => t!("online-back"),
        Note::Unreadable(why) => refusal(why),
        Note::Refused(why) => t!("online-refused", why = refusal(why)),
        Note::UndoDeclined => t!("online-undo-declined"),
        Note::Stopped(why) => online_error(why),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{self, Language};
    use std::path::PathBuf;

    #[test]
    fn a_files_trouble_is_said_in_the_language_when_its_kind_has_words() {
        let missing = io::Error::from(ErrorKind::NotFound);
        let odd = io::Error::other("the system's own words");
        for language in Language::ALL {
            i18n::set(language);
            assert_eq!(io_error(&missing), i18n::text("io-not-found", &[]));
            assert_eq!(io_error(&odd), "the system's own words", "no words of its own: the system's");
        }
        i18n::set(Language::German);
        assert_eq!(io_error(&missing), "sie existiert nicht");
        let full = ExportError::Write {
            path: PathBuf::from("/x/malice.png"),
            source: ErrorKind::StorageFull.into(),
        };
        assert_eq!(export_error(&full), "/x/malice.png lässt sich nicht schreiben: der Datenträger ist voll");
        assert!(
            export_error(&ExportError::BadDpi(5000)).contains("5000"),
            "{}",
            export_error(&ExportError::BadDpi(5000))
        );
        i18n::set(Language::English);
        let kept = SystemError::from(&io::Error::from(ErrorKind::PermissionDenied));
        assert_eq!(system_error(&kept), "permission denied");
        assert_eq!(
            export_error(&ExportError::NoFolder),
            ExportError::NoFolder.to_string(),
            "English as the CLI says it"
        );
    }

    #[test]
    fn every_way_a_network_game_fails_or_speaks_is_said_from_the_catalogues() {
        use crate::i18n::{PSEUDO_CLOSE, PSEUDO_OPEN};
        use crate::net::link::LinkError;
        use crate::net::session::{Note, OnlineError};
        use crate::net::{GuestError, Refusal};
        let errors = [
            OnlineError::NoRandom(getrandom::Error::UNSUPPORTED),
            OnlineError::Link(LinkError::NoAnswer),
            OnlineError::Refused(Refusal::NoSeat),
            OnlineError::Guest(GuestError::Unfair(crate::net::guest::Unfairness::OtherTable(3))),
            OnlineError::HostLeft(crate::net::link::Parting::Closed),
            OnlineError::LinkGone,
            OnlineError::Over,
            OnlineError::NotConnected,
            OnlineError::HintsOffHere,
        ];
        let notes = [
            Note::Back,
            Note::Unreadable(Refusal::NoHello),
            Note::Refused(Refusal::Lent),
            Note::UndoDeclined,
            Note::Stopped(OnlineError::Over),
        ];
        i18n::set_pseudo(true);
        let said: Vec<String> =
            errors.iter().map(online_error).chain(notes.iter().map(online_note)).collect();
        i18n::set_pseudo(false);
        for text in &said {
            assert!(
                text.starts_with(PSEUDO_OPEN) && text.ends_with(PSEUDO_CLOSE),
                "not from a catalogue: {text}"
            );
        }
        // The same words the window said when these were sentences.
        i18n::set(Language::English);
        let left = online_error(&OnlineError::HostLeft(crate::net::link::Parting::Closed));
        assert_eq!(left, "The host closed the connection: the other side closed the connection");
        assert_eq!(online_error(&OnlineError::Link(LinkError::NoAnswer)), link_error(&LinkError::NoAnswer));
        assert_eq!(
            online_note(&Note::Refused(Refusal::Lent)),
            format!("The host refused: {}", refusal(&Refusal::Lent))
        );
        assert_eq!(online_note(&Note::Stopped(OnlineError::Over)), "The online game has ended.");
        i18n::set(Language::German);
        assert_ne!(online_error(&OnlineError::NotConnected), "Not connected to the host.");
    }
}
