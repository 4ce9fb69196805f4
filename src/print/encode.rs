//! PNG out: 8-bit RGB with the physical resolution in a `pHYs` chunk, so
//! printers and viewers print the page at its true size. Rows are written
//! one at a time, so a large page needs no second copy in memory.

use super::page::pixels_per_metre;
use png::{BitDepth, ColorType, Compression, Encoder, PixelDimensions, Unit};
use std::io::Write;
use tiny_skia::Pixmap;

/// Writes `pixmap` as a PNG of `dpi` dots per inch with `title` in a text
/// chunk (an international one, iTXt: the title is in the person's
/// language, which Latin-1 may not write). The page is opaque, so its
/// alpha is dropped.
pub(super) fn write_png<W: Write>(
    out: W,
    pixmap: &Pixmap,
    dpi: u32,
    title: &str,
) -> Result<(), png::EncodingError> {
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
