//! Colours as people with a colour-vision deficiency see them, and how far
//! apart two colours look: what the test of every pair of colours that
//! must be told apart (`tests/pairs.rs`) measures.
//!
//! The simulation is Machado, Oliveira & Fernandes (2009), "A
//! physiologically-based model for simulation of color vision
//! deficiency", at severity 1.0 (protanopia, deuteranopia, tritanopia):
//! sRGB is decoded to linear light, multiplied by the paper's matrix,
//! clamped to the gamut and encoded again. The difference is CIEDE2000
//! (Sharma, Wu & Dalal 2005) between the colours' CIELAB values under
//! D65. Two colours count as clearly different at [`CLEAR_DIFFERENCE`].

use eframe::egui::Color32;

/// The CIEDE2000 difference from which two colours are told apart at a
/// glance, on a small mark: about four times the just-noticeable
/// difference (ΔE00 ≈ 2.3).
pub const CLEAR_DIFFERENCE: f64 = 10.0;

/// A colour-vision deficiency, at its full strength (a dichromacy).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deficiency {
    /// No long-wavelength (red) cones.
    Protanopia,
    /// No medium-wavelength (green) cones.
    Deuteranopia,
    /// No short-wavelength (blue) cones.
    Tritanopia,
}

impl Deficiency {
    /// All three.
    pub const ALL: [Deficiency; 3] =
        [Deficiency::Protanopia, Deficiency::Deuteranopia, Deficiency::Tritanopia];

    /// Its name in the test's table.
    pub fn name(self) -> &'static str {
        match self {
            Deficiency::Protanopia => "protanopia",
            Deficiency::Deuteranopia => "deuteranopia",
            Deficiency::Tritanopia => "tritanopia",
        }
    }

    /// Machado et al.'s matrix at severity 1.0, on linear RGB (rows give
    /// R, G, B out).
    fn matrix(self) -> [[f64; 3]; 3] {
        match self {
            Deficiency::Protanopia => [
                [0.152286, 1.052583, -0.204868],
                [0.114503, 0.786281, 0.099216],
                [-0.003882, -0.048116, 1.051998],
            ],
            Deficiency::Deuteranopia => [
                [0.367322, 0.860646, -0.227968],
                [0.280085, 0.672501, 0.047413],
                [-0.011820, 0.042940, 0.968881],
            ],
            Deficiency::Tritanopia => [
                [1.255528, -0.076749, -0.178779],
                [-0.078411, 0.930809, 0.147602],
                [0.004733, 0.691367, 0.303900],
            ],
        }
    }
}

/// An sRGB channel (0–255) as linear light (0–1).
fn linear(v: u8) -> f64 {
    let s = f64::from(v) / 255.0;
    if s <= 0.04045 { s / 12.92 } else { ((s + 0.055) / 1.055).powf(2.4) }
}

/// Linear light (clamped to 0–1) as an sRGB channel.
fn encoded(v: f64) -> u8 {
    let v = v.clamp(0.0, 1.0);
    let s = if v <= 0.003_130_8 { v * 12.92 } else { 1.055 * v.powf(1.0 / 2.4) - 0.055 };
    (s * 255.0).round().clamp(0.0, 255.0) as u8
}

/// The opaque colour `c` as a person with `deficiency` sees it (`None`:
/// as it is).
pub fn simulate(deficiency: Option<Deficiency>, c: Color32) -> Color32 {
    let Some(deficiency) = deficiency else { return c };
    let rgb = [linear(c.r()), linear(c.g()), linear(c.b())];
    let out = deficiency.matrix().map(|row| row[0] * rgb[0] + row[1] * rgb[1] + row[2] * rgb[2]);
    Color32::from_rgb(encoded(out[0]), encoded(out[1]), encoded(out[2]))
}

/// CIELAB (D65) of an opaque sRGB colour: L*, a*, b*.
pub fn lab(c: Color32) -> [f64; 3] {
    let (r, g, b) = (linear(c.r()), linear(c.g()), linear(c.b()));
    let x = 0.412_456_4 * r + 0.357_576_1 * g + 0.180_437_5 * b;
    let y = 0.212_672_9 * r + 0.715_152_2 * g + 0.072_175_0 * b;
    let z = 0.019_333_9 * r + 0.119_192_0 * g + 0.950_304_1 * b;
    let f = |t: f64| {
        let d: f64 = 6.0 / 29.0;
        if t > d.powi(3) { t.cbrt() } else { t / (3.0 * d * d) + 4.0 / 29.0 }
    };
    let (fx, fy, fz) = (f(x / 0.950_47), f(y), f(z / 1.088_83));
    [116.0 * fy - 16.0, 500.0 * (fx - fy), 200.0 * (fy - fz)]
}

/// The CIEDE2000 colour difference between two opaque colours.
pub fn delta_e(a: Color32, b: Color32) -> f64 {
    ciede2000(lab(a), lab(b))
}

/// The CIEDE2000 difference between two CIELAB colours (kL = kC = kH = 1).
pub fn ciede2000([l1, a1, b1]: [f64; 3], [l2, a2, b2]: [f64; 3]) -> f64 {
    let c_mean = (a1.hypot(b1) + a2.hypot(b2)) / 2.0;
    let g = 0.5 * (1.0 - (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt());
    let (a1, a2) = (a1 * (1.0 + g), a2 * (1.0 + g));
    let (c1, c2) = (a1.hypot(b1), a2.hypot(b2));
    let hue =
        |b: f64, a: f64| if a == 0.0 && b == 0.0 { 0.0 } else { b.atan2(a).to_degrees().rem_euclid(360.0) };
    let (h1, h2) = (hue(b1, a1), hue(b2, a2));
    let chroma_zero = c1 * c2 == 0.0;
    let dh = if chroma_zero {
        0.0
    } else if (h2 - h1).abs() <= 180.0 {
        h2 - h1
    } else if h2 <= h1 {
        h2 - h1 + 360.0
    } else {
        h2 - h1 - 360.0
    };
    let big_dh = 2.0 * (c1 * c2).sqrt() * (dh / 2.0).to_radians().sin();
    let l_mean = (l1 + l2) / 2.0;
    let c_mean = (c1 + c2) / 2.0;
    let h_mean = if chroma_zero {
        h1 + h2
    } else if (h1 - h2).abs() <= 180.0 {
        (h1 + h2) / 2.0
    } else if h1 + h2 < 360.0 {
        (h1 + h2 + 360.0) / 2.0
    } else {
        (h1 + h2 - 360.0) / 2.0
    };
    let cos = |deg: f64| deg.to_radians().cos();
    let t = 1.0 - 0.17 * cos(h_mean - 30.0) + 0.24 * cos(2.0 * h_mean) + 0.32 * cos(3.0 * h_mean + 6.0)
        - 0.20 * cos(4.0 * h_mean - 63.0);
    let d_theta = 30.0 * (-((h_mean - 275.0) / 25.0).powi(2)).exp();
    let r_c = 2.0 * (c_mean.powi(7) / (c_mean.powi(7) + 25f64.powi(7))).sqrt();
    let s_l = 1.0 + 0.015 * (l_mean - 50.0).powi(2) / (20.0 + (l_mean - 50.0).powi(2)).sqrt();
    let s_c = 1.0 + 0.045 * c_mean;
    let s_h = 1.0 + 0.015 * c_mean * t;
    let r_t = -(2.0 * d_theta).to_radians().sin() * r_c;
    let (dl, dc, dh) = ((l2 - l1) / s_l, (c2 - c1) / s_c, big_dh / s_h);
    (dl * dl + dc * dc + dh * dh + r_t * dc * dh).sqrt()
}

#[cfg(test)]
mod tests;
