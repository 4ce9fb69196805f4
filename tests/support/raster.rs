//! A small software renderer for egui's output, so the snapshot tests can
//! draw the real UI to an image with no GPU and no display: every mesh egui
//! tessellates is filled triangle by triangle, textured and blended into an
//! RGBA image. It is deterministic, so a snapshot only changes when the UI
//! does.

use eframe::egui::epaint::{ClippedPrimitive, ImageData, Primitive, Vertex};
use eframe::egui::{self, Color32, Rect, TextureId, TexturesDelta};
use egui_kittest::{Harness, TestRenderer};
use malice_table::ui::App;
use std::collections::HashMap;

/// One texture: its size and its premultiplied texels.
struct Texture {
    size: [usize; 2],
    pixels: Vec<Color32>,
}

impl Texture {
    /// The texel at (`x`, `y`), clamped to the edge.
    fn at(&self, x: i64, y: i64) -> [f32; 4] {
        let x = x.clamp(0, self.size[0] as i64 - 1) as usize;
        let y = y.clamp(0, self.size[1] as i64 - 1) as usize;
        let c = self.pixels[y * self.size[0] + x];
        [f32::from(c.r()), f32::from(c.g()), f32::from(c.b()), f32::from(c.a())]
    }

    /// Bilinear sample at normalised coordinates.
    fn sample(&self, u: f32, v: f32) -> [f32; 4] {
        if self.size[0] == 0 || self.size[1] == 0 {
            return [255.0; 4];
        }
        let x = u * self.size[0] as f32 - 0.5;
        let y = v * self.size[1] as f32 - 0.5;
        let (x0, y0) = (x.floor(), y.floor());
        let (fx, fy) = (x - x0, y - y0);
        let (x0, y0) = (x0 as i64, y0 as i64);
        let [a, b, c, d] =
            [self.at(x0, y0), self.at(x0 + 1, y0), self.at(x0, y0 + 1), self.at(x0 + 1, y0 + 1)];
        std::array::from_fn(|i| {
            let top = a[i] + (b[i] - a[i]) * fx;
            let bottom = c[i] + (d[i] - c[i]) * fx;
            top + (bottom - top) * fy
        })
    }
}

/// `app` in a window of `size` in `theme`, drawn by this renderer (one
/// pixel a point) so a test can look at its pixels; its bots answer inline.
pub fn drawn(app: App, size: egui::Vec2, theme: egui::Theme) -> Harness<'static, App> {
    let builder = crate::harness::builder(size).with_theme(theme).renderer(SoftwareRenderer::new());
    crate::harness::show(builder, app.with_bots_inline())
}

/// Draws egui's shapes on the CPU.
#[derive(Default)]
pub struct SoftwareRenderer {
    textures: HashMap<TextureId, Texture>,
}

impl SoftwareRenderer {
    /// A renderer with no textures yet (egui sends them in its first frame).
    pub fn new() -> SoftwareRenderer {
        SoftwareRenderer::default()
    }

    /// Fills one triangle of `mesh`, clipped to `clip` (in pixels).
    fn triangle(
        &self,
        image: &mut [[f32; 4]],
        width: usize,
        clip: [i64; 4],
        ppp: f32,
        v: [&Vertex; 3],
        tex: Option<&Texture>,
    ) {
        let p = v.map(|v| (v.pos.x * ppp, v.pos.y * ppp));
        let area = (p[1].0 - p[0].0) * (p[2].1 - p[0].1) - (p[2].0 - p[0].0) * (p[1].1 - p[0].1);
        if area.abs() < 1e-6 {
            return;
        }
        let min_x = (p.iter().map(|q| q.0).fold(f32::INFINITY, f32::min).floor() as i64).max(clip[0]);
        let max_x = (p.iter().map(|q| q.0).fold(f32::NEG_INFINITY, f32::max).ceil() as i64).min(clip[2]);
        let min_y = (p.iter().map(|q| q.1).fold(f32::INFINITY, f32::min).floor() as i64).max(clip[1]);
        let max_y = (p.iter().map(|q| q.1).fold(f32::NEG_INFINITY, f32::max).ceil() as i64).min(clip[3]);
        let colours = v.map(|v| {
            [f32::from(v.color.r()), f32::from(v.color.g()), f32::from(v.color.b()), f32::from(v.color.a())]
        });
        for y in min_y..max_y {
            for x in min_x..max_x {
                let (px, py) = (x as f32 + 0.5, y as f32 + 0.5);
                // Barycentric weights of the pixel centre.
                let w0 = ((p[1].0 - px) * (p[2].1 - py) - (p[2].0 - px) * (p[1].1 - py)) / area;
                let w1 = ((p[2].0 - px) * (p[0].1 - py) - (p[0].0 - px) * (p[2].1 - py)) / area;
                let w2 = 1.0 - w0 - w1;
                if w0 < -1e-5 || w1 < -1e-5 || w2 < -1e-5 {
                    continue;
                }
                let w = [w0, w1, w2];
                let mut src: [f32; 4] =
                    std::array::from_fn(|i| (0..3).map(|k| colours[k][i] * w[k]).sum::<f32>() / 255.0);
                if let Some(tex) = tex {
                    let u = (0..3).map(|k| v[k].uv.x * w[k]).sum::<f32>();
                    let t = (0..3).map(|k| v[k].uv.y * w[k]).sum::<f32>();
                    let texel = tex.sample(u, t);
                    for i in 0..4 {
                        src[i] *= texel[i] / 255.0;
                    }
                }
                // Premultiplied "over".
                let dst = &mut image[y as usize * width + x as usize];
                for i in 0..4 {
                    dst[i] = src[i] + dst[i] * (1.0 - src[3]);
                }
            }
        }
    }
}

impl TestRenderer for SoftwareRenderer {
    fn handle_delta(&mut self, delta: &mut TexturesDelta) {
        for (id, patches) in delta.set.drain() {
            for patch in patches {
                let ImageData::Color(image) = &patch.image;
                match patch.pos {
                    None => {
                        self.textures.insert(id, Texture { size: image.size, pixels: image.pixels.clone() });
                    }
                    Some([px, py]) => {
                        let Some(tex) = self.textures.get_mut(&id) else { continue };
                        for row in 0..image.size[1] {
                            for col in 0..image.size[0] {
                                let (x, y) = (px + col, py + row);
                                if x < tex.size[0] && y < tex.size[1] {
                                    tex.pixels[y * tex.size[0] + x] = image.pixels[row * image.size[0] + col];
                                }
                            }
                        }
                    }
                }
            }
        }
        for id in delta.free.drain() {
            self.textures.remove(&id);
        }
    }

    fn render(&mut self, ctx: &egui::Context, output: &egui::FullOutput) -> Result<image::RgbaImage, String> {
        let ppp = ctx.pixels_per_point();
        let size = ctx.content_rect().size() * ppp;
        let (width, height) = (size.x.round() as usize, size.y.round() as usize);
        let mut image = vec![[0.0f32; 4]; width * height];
        let primitives: Vec<ClippedPrimitive> = ctx.tessellate(output.shapes.clone(), ppp);
        for ClippedPrimitive { clip_rect, primitive } in &primitives {
            let Primitive::Mesh(mesh) = primitive else { continue };
            let clip = pixel_clip(*clip_rect, ppp, width, height);
            let tex = self.textures.get(&mesh.texture_id);
            for tri in mesh.indices.chunks_exact(3) {
                let get = |i: u32| mesh.vertices.get(i as usize);
                let (Some(a), Some(b), Some(c)) = (get(tri[0]), get(tri[1]), get(tri[2])) else { continue };
                self.triangle(&mut image, width, clip, ppp, [a, b, c], tex);
            }
        }
        let bytes: Vec<u8> =
            image.iter().flat_map(|px| px.map(|c| (c * 255.0).round().clamp(0.0, 255.0) as u8)).collect();
        image::RgbaImage::from_raw(width as u32, height as u32, bytes)
            .ok_or_else(|| "image size mismatch".to_owned())
    }
}

/// A clip rectangle in whole pixels, inside the image.
fn pixel_clip(rect: Rect, ppp: f32, width: usize, height: usize) -> [i64; 4] {
    [
        ((rect.min.x * ppp).floor() as i64).max(0),
        ((rect.min.y * ppp).floor() as i64).max(0),
        ((rect.max.x * ppp).ceil() as i64).min(width as i64),
        ((rect.max.y * ppp).ceil() as i64).min(height as i64),
    ]
}
