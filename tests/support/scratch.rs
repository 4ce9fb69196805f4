//! Folders a test writes in: each test its own, under the system's
//! temporary folder, empty when made and removed with everything in it
//! when the test lets go of it. The integration tests include this file
//! as `mod scratch`, and the library's unit tests as `crate::scratch`.

use std::ops::Deref;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

/// Folders made so far by this process: tests run on parallel threads,
/// and two may ask for the same name.
static MADE: AtomicUsize = AtomicUsize::new(0);

/// An empty folder of one test's own; dropping it removes the folder.
#[derive(Debug)]
pub struct Scratch {
    path: PathBuf,
}

impl Scratch {
    /// A new empty folder whose name starts with `name`, unique to this
    /// process and this call.
    pub fn new(name: &str) -> Scratch {
        let made = MADE.fetch_add(1, Ordering::Relaxed);
        let path = std::env::temp_dir().join(format!("mt-{name}-{}-{made}", std::process::id()));
        // A folder of the same name is left by an earlier process that had
        // this process id and did not finish: it is stale.
        let _ = std::fs::remove_dir_all(&path);
        std::fs::create_dir_all(&path).unwrap_or_else(|e| panic!("a scratch folder {}: {e}", path.display()));
        Scratch { path }
    }
}

impl Deref for Scratch {
    type Target = Path;

    fn deref(&self) -> &Path {
        &self.path
    }
}

impl AsRef<Path> for Scratch {
    fn as_ref(&self) -> &Path {
        &self.path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        // A file a test still holds open may keep it on some systems; what
        // is left is in the temporary folder, which the system empties.
        let _ = std::fs::remove_dir_all(&self.path);
    }
}

#[cfg(test)]
mod tests {
    use super::Scratch;

    #[test]
    fn two_folders_of_one_name_are_two_and_a_dropped_one_is_gone() {
        let (one, two) = (Scratch::new("scratch"), Scratch::new("scratch"));
        assert_ne!(&*one, &*two);
        assert!(one.is_dir() && std::fs::read_dir(&*one).map(|d| d.count()).ok() == Some(0), "made empty");
        std::fs::write(one.join("kept.txt"), "x").unwrap_or_else(|e| panic!("a file: {e}"));
        let path = one.to_path_buf();
        drop(one);
        assert!(!path.exists(), "gone with what was in it");
        assert!(two.is_dir(), "the other stays");
    }
}
