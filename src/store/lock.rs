//! One owner per data folder: the first running copy of the app holds a
//! lock on a file there and alone writes the autosaves. The lock belongs to
//! the open file, so the system drops it when the process ends, however it
//! ends: a killed copy never blocks the next launch.

use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

/// The lock file's name in the data folder.
pub const LOCK_FILE: &str = "instance.lock";

/// This process's hold on a data folder; dropping it lets go.
#[derive(Debug)]
pub struct FolderLock {
    _file: File,
    path: PathBuf,
}

impl FolderLock {
    /// The locked file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// What claiming a data folder found.
#[derive(Debug)]
pub enum Claim {
    /// This process owns the folder's autosaves while the lock lives.
    Owner(FolderLock),
    /// Another running copy owns them.
    Taken,
}

/// Claims `data` for this process.
pub fn claim(data: &Path) -> io::Result<Claim> {
    fs::create_dir_all(data)?;
    let path = data.join(LOCK_FILE);
    let file = OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path)?;
    match file.try_lock() {
        Ok(()) => Ok(Claim::Owner(FolderLock { _file: file, path })),
        Err(TryLockError::WouldBlock) => Ok(Claim::Taken),
        Err(TryLockError::Error(e)) => Err(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::scratch::Scratch;

    #[test]
    fn the_first_claim_owns_the_folder_and_the_second_finds_it_taken() {
        // Claiming makes the data folder.
        let scratch = Scratch::new("lock-two");
        let dir = scratch.join("data");
        let first = claim(&dir).expect("claim");
        assert!(matches!(first, Claim::Owner(_)));
        assert!(matches!(claim(&dir).expect("claim"), Claim::Taken));
        drop(first);
        assert!(matches!(claim(&dir).expect("claim"), Claim::Owner(_)), "a released lock is free again");
    }

    #[test]
    fn a_lock_file_left_behind_does_not_block() {
        let dir = Scratch::new("lock-stale");
        // What a killed process leaves: the file, but no lock on it.
        fs::write(dir.join(LOCK_FILE), b"").expect("write");
        assert!(matches!(claim(&dir).expect("claim"), Claim::Owner(_)));
    }
}
