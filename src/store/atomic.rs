//! Atomic writes: a temporary file in the same folder, flushed to disk, then
//! renamed over the target, and the folder itself flushed, so neither a
//! crash nor a power cut mid-write leaves a damaged or a vanished file. And
//! the other half of losing nothing: a file that cannot be read is set
//! aside as `….bad` before a fresh one is written.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

/// Counts writes in this process, so every write has a temporary name of
/// its own: two threads writing one file never share one.
static WRITES: AtomicU64 = AtomicU64::new(0);

/// Writes `bytes` to `path` atomically, creating the folder if needed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir)?;
    let temp = temporary_name(dir, path);
    let result = (|| {
        // `create_new`: a name that is somehow taken is an error, never shared.
        let mut file = OpenOptions::new().write(true).create_new(true).open(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)?;
        sync_folder(dir)
    })();
    if result.is_err() {
        // Leave nothing half-written behind; the target is untouched.
        let _ = fs::remove_file(&temp);
    }
    result
}

/// `path` with `.bad` added to its name: where a file that cannot be read
/// is set aside.
pub fn bad_path(path: &Path) -> PathBuf {
    let mut bad = path.as_os_str().to_owned();
    bad.push(".bad");
    PathBuf::from(bad)
}

/// A file that could not be read, set aside: which it was, why it could
/// not be read, and where it was kept (or why it could not be moved).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetAside {
    /// The file.
    pub file: PathBuf,
    /// Why it could not be read (the reader's words, with the line).
    pub why: String,
    /// Where it was kept; `Err` says why it stayed where it was.
    pub kept: Result<PathBuf, SystemError>,
}

impl SetAside {
    /// Sets `file` aside, unread because of `why`.
    pub fn file(file: &Path, why: String) -> SetAside {
        SetAside { file: file.to_path_buf(), why, kept: set_aside(file).map_err(|e| SystemError::from(&e)) }
    }
}

/// What the system said when reading, writing or moving a file failed,
/// kept so that it can be compared and cloned (an [`io::Error`] cannot):
/// its kind, which the window words in the person's language, and the
/// system's own text, for a kind that has no words of its own.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SystemError {
    /// What kind of failure it was.
    pub kind: io::ErrorKind,
    /// The system's own words.
    pub text: String,
}

impl From<&io::Error> for SystemError {
    fn from(e: &io::Error) -> SystemError {
        SystemError { kind: e.kind(), text: e.to_string() }
    }
}

impl std::fmt::Display for SystemError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text)
    }
}

/// Moves a file that cannot be read to [`bad_path`], so that a fresh one can
/// take its place without losing it; the new path.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let bad = bad_path(path);
    fs::rename(path, &bad)?;
    Ok(bad)
}

/// A temporary name beside `path` in `dir`, unique to this process and write.
fn temporary_name(dir: &Path, path: &Path) -> PathBuf {
    let name = path.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let write = WRITES.fetch_add(1, Ordering::Relaxed);
    dir.join(format!(".{name}.{}.{write}.tmp", std::process::id()))
}

/// Flushes the folder's entry list, so the rename itself survives a power
/// cut (Unix; other systems make renames durable their own way).
fn sync_folder(dir: &Path) -> io::Result<()> {
    if cfg!(unix) { File::open(dir)?.sync_all() } else { Ok(()) }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    #[test]
    fn writes_and_replaces_leaving_no_temporary_file() {
        // The first write makes the folder.
        let scratch = Scratch::new("atomic");
        let dir = scratch.join("data");
        let path = dir.join("a.ron");
        write_atomic(&path, b"one").expect("first write");
        write_atomic(&path, b"two").expect("second write");
        assert_eq!(fs::read(&path).expect("read"), b"two");
        let leftovers: Vec<_> = fs::read_dir(&dir).expect("dir").flatten().map(|e| e.file_name()).collect();
        assert_eq!(leftovers.len(), 1, "{leftovers:?}");
    }

    #[test]
    fn many_threads_writing_one_file_always_leave_a_whole_file() {
        let dir = Scratch::new("atomic-threads");
        let path = dir.join("shared.ron");
        // Each writer writes its own long, recognisable content many times.
        let contents: Vec<Vec<u8>> = (0..6u8).map(|t| vec![b'a' + t; 64 * 1024]).collect();
        let all = &contents;
        std::thread::scope(|scope| {
            for content in all {
                let path = &path;
                scope.spawn(move || {
                    for _ in 0..20 {
                        write_atomic(path, content).expect("every write succeeds");
                        let read = fs::read(path).expect("the file is always there");
                        assert!(all.contains(&read), "a whole file of one writer, never a mix");
                    }
                });
            }
        });
        let leftovers: Vec<_> = fs::read_dir(&dir).expect("dir").flatten().map(|e| e.file_name()).collect();
        assert_eq!(leftovers.len(), 1, "no temporary files are left: {leftovers:?}");
    }

    #[test]
    fn every_write_gets_a_temporary_name_of_its_own() {
        let dir = Path::new("/x");
        let path = dir.join("a.ron");
        assert_ne!(temporary_name(dir, &path), temporary_name(dir, &path));
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = Scratch::new("atomic-fail");
        let path = dir.join("b.ron");
        write_atomic(&path, b"kept").expect("write");
        // A folder where the file should go makes the rename fail.
        let blocked = dir.join("c.ron");
        fs::create_dir_all(blocked.join("x")).expect("dir");
        assert!(write_atomic(&blocked, b"new").is_err());
        assert_eq!(fs::read(&path).expect("read"), b"kept");
    }
}
