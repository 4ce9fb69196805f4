//! PNG out: 8-bit RGB with the physical resolution in a `pHYs` chunk, so
//! printers and viewers print the page at its true size. Rows are written
//! one at a time, so a large page needs no second copy in memory.

use super::ExportError;
use super::page::pixels_per_metre;
use png::{BitDepth, ColorType, Compression, Encoder, PixelDimensions, Unit};
use std::fs;
use std::io::{self, BufWriter, Write};
use std::path::{Path, PathBuf};
use tiny_skia::Pixmap;

/// `pixmap` as PNG bytes (`dpi` and `title` recorded in them).
pub fn png_bytes(pixmap: &Pixmap, dpi: u32, title: &str) -> Result<Vec<u8>, ExportError> {
    let mut bytes = Vec::new();
    write_png(&mut bytes, pixmap, dpi, title).map_err(|e| ExportError::Encode(e.to_string()))?;
    Ok(bytes)
}

/// Writes `pixmap` as a PNG of `dpi` dots per inch with `title` in a text
/// chunk (an international one, iTXt: the title is in the person's
/// language, which Latin-1 may not write). The page is opaque, so its
/// alpha is dropped.
fn write_png<W: Write>(out: W, pixmap: &Pixmap, dpi: u32, title: &str) -> Result<(), png::EncodingError> {
    let mut encoder = Encoder::new(out, pixmap.width(), pixmap.height());
    encoder.set_color(ColorType::Rgb);
    encoder.set_depth(BitDepth::Eight);
    encoder.set_compression(Compression::Fast);
    let ppm = pixels_per_metre(dpi);
    encoder.set_pixel_dims(Some(PixelDimensions { xppu: ppm, yppu: ppm, unit: Unit::Meter }));
    encoder.add_itxt_chunk("Title".to_owned(), title.to_owned())?;
    encoder.add_text_chunk("Software".to_owned(), "Malice Table".to_owned())?;
    let mut writer = encoder.write_header()?;
    {
        let mut stream = writer.stream_writer()?;
        let width = pixmap.width() as usize;
        let mut row = Vec::with_capacity(width * 3);
        for pixels in pixmap.pixels().chunks(width.max(1)) {
            row.clear();
            for p in pixels {
                let c = p.demultiply();
                row.extend_from_slice(&[c.red(), c.green(), c.blue()]);
            }
            stream.write_all(&row)?;
        }
        stream.finish()?;
    }
    writer.finish()
}

/// Writes `pixmap` as a PNG file at `path` (`dpi` and `title` recorded in
/// it): first beside it under a temporary name, then renamed, so a failed
/// write leaves no half file.
pub fn write_file(path: &Path, pixmap: &Pixmap, dpi: u32, title: &str) -> Result<(), ExportError> {
    let failed = |source: io::Error| ExportError::Write { path: path.to_owned(), source };
    let mut temporary = path.as_os_str().to_owned();
    temporary.push(".part");
    let temporary = PathBuf::from(temporary);
    let written = fs::File::create(&temporary).and_then(|file| {
        let mut out = BufWriter::new(file);
        write_png(&mut out, pixmap, dpi, title).map_err(png_to_io)?;
        out.flush()?;
        out.get_ref().sync_all()
    });
    let renamed = written.and_then(|()| fs::rename(&temporary, path));
    if let Err(e) = renamed {
        let _ = fs::remove_file(&temporary);
        return Err(failed(e));
    }
    Ok(())
}

fn png_to_io(e: png::EncodingError) -> io::Error {
    match e {
        png::EncodingError::IoError(e) => e,
        other => io::Error::other(other.to_string()),
    }
}
