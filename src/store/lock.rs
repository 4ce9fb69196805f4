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
    _files: Vec<File>,
    paths: Vec<PathBuf>,
}

impl FolderLock {
    /// The locked files, one a folder.
    pub fn paths(&self) -> &[PathBuf] {
        &self.paths
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
    claim_all(&[data])
}

/// Claims every one of `folders` (the same folder named twice counts
/// once): this process owns them only if it holds them all. The window
/// claims the data folder, which versions before the state folder lock,
/// and the state folder, where the autosaves are now; so neither an older
/// copy of the app nor a newer one writes the autosaves beside it.
pub fn claim_all(folders: &[&Path]) -> io::Result<Claim> {
    let mut held = FolderLock { _files: Vec::new(), paths: Vec::new() };
    for folder in folders {
        let path = folder.join(LOCK_FILE);
        if held.paths.contains(&path) {
            continue;
        }
        fs::create_dir_all(folder)?;
        let file = OpenOptions::new().read(true).write(true).create(true).truncate(false).open(&path)?;
        match file.try_lock() {
            Ok(()) => {
                held._files.push(file);
                held.paths.push(path);
            }
            // What is held so far is let go as `held` drops.
            Err(TryLockError::WouldBlock) => return Ok(Claim::Taken),
            Err(TryLockError::Error(e)) => return Err(e),
        }
    }
    Ok(Claim::Owner(held))
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
    fn two_folders_are_owned_only_together() {
        let scratch = Scratch::new("lock-both");
        let (data, state) = (scratch.join("data"), scratch.join("state"));
        // An older copy of the app locks only the data folder.
        let older = claim(&data).expect("claim");
        assert!(matches!(older, Claim::Owner(_)));
        assert!(matches!(claim_all(&[&data, &state]).expect("claim"), Claim::Taken));
        drop(older);
        let newer = claim_all(&[&data, &state]).expect("claim");
        let Claim::Owner(held) = &newer else { panic!("both folders are free") };
        assert_eq!(held.paths().len(), 2);
        // Neither an older copy nor a second newer one owns them now.
        assert!(matches!(claim(&data).expect("claim"), Claim::Taken));
        assert!(matches!(claim(&state).expect("claim"), Claim::Taken));
        assert!(matches!(claim_all(&[&data, &state]).expect("claim"), Claim::Taken));
        // One folder named twice (Windows, macOS: the state is the data).
        drop(newer);
        let Claim::Owner(one) = claim_all(&[&data, &data]).expect("claim") else { panic!("free") };
        assert_eq!(one.paths().len(), 1);
    }

    #[test]
    fn a_lock_file_left_behind_does_not_block() {
        let dir = Scratch::new("lock-stale");
        // What a killed process leaves: the file, but no lock on it.
        fs::write(dir.join(LOCK_FILE), b"").expect("write");
        assert!(matches!(claim(&dir).expect("claim"), Claim::Owner(_)));
    }
}
