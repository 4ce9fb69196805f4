//! Atomic writes: a temporary file in the same folder, flushed to disk, then
//! renamed over the target, so a crash mid-write never leaves a damaged file.

use std::fs::{self, File};
use std::io::{self, Write};
use std::path::Path;

/// Writes `bytes` to `path` atomically, creating the folder if needed.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    fs::create_dir_all(dir)?;
    let name = path.file_name().map_or_else(|| "file".into(), |n| n.to_string_lossy().into_owned());
    let temp = dir.join(format!(".{name}.{}.tmp", std::process::id()));
    let result = (|| {
        let mut file = File::create(&temp)?;
        file.write_all(bytes)?;
        file.sync_all()?;
        drop(file);
        fs::rename(&temp, path)
    })();
    if result.is_err() {
        // Leave nothing half-written behind; the target is untouched.
        let _ = fs::remove_file(&temp);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_and_replaces_leaving_no_temporary_file() {
        let dir = std::env::temp_dir().join(format!("mt-atomic-{}", std::process::id()));
        let path = dir.join("a.ron");
        write_atomic(&path, b"one").expect("first write");
        write_atomic(&path, b"two").expect("second write");
        assert_eq!(fs::read(&path).expect("read"), b"two");
        let leftovers: Vec<_> = fs::read_dir(&dir).expect("dir").flatten().map(|e| e.file_name()).collect();
        assert_eq!(leftovers.len(), 1, "{leftovers:?}");
        let _ = fs::remove_dir_all(&dir);
    }

    #[test]
    fn a_failed_write_keeps_the_old_file() {
        let dir = std::env::temp_dir().join(format!("mt-atomic-fail-{}", std::process::id()));
        let path = dir.join("b.ron");
        write_atomic(&path, b"kept").expect("write");
        // A folder where the file should go makes the rename fail.
        let blocked = dir.join("c.ron");
        fs::create_dir_all(blocked.join("x")).expect("dir");
        assert!(write_atomic(&blocked, b"new").is_err());
        assert_eq!(fs::read(&path).expect("read"), b"kept");
        let _ = fs::remove_dir_all(&dir);
    }
}
