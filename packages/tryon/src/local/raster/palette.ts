import type { FloatMap, RasterImage } from './raster';

export type Rgb = [number, number, number];

/** A few representative colours (k-means on samples) so patterned fabrics are recognised too. */
export function samplePalette(
  image: RasterImage,
  include: (i: number) => boolean,
  box: { x0: number; x1: number; y0: number; y1: number },
  k = 4,
): Rgb[] {
  const samples: Rgb[] = [];
  const step = Math.max(1, Math.round(Math.sqrt(((box.x1 - box.x0) * (box.y1 - box.y0)) / 1500)));
  for (let y = Math.max(0, Math.round(box.y0)); y < Math.min(image.height, box.y1); y += step) {
    for (let x = Math.max(0, Math.round(box.x0)); x < Math.min(image.width, box.x1); x += step) {
      const i = y * image.width + x;
      if (!include(i)) continue;
      const o = i * image.channels;
      samples.push([image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0]);
    }
  }
  if (samples.length === 0) return [];
  let centres: Rgb[] = Array.from(
    { length: Math.min(k, samples.length) },
    (_, j) => samples[Math.floor((j * samples.length) / k)] as Rgb,
  );
  for (let iter = 0; iter < 6; iter += 1) {
    const sums = centres.map(() => [0, 0, 0, 0]);
    for (const s of samples) {
      const j = nearestIndex(centres, s);
      const acc = sums[j] as number[];
      acc[0] = (acc[0] ?? 0) + s[0];
      acc[1] = (acc[1] ?? 0) + s[1];
      acc[2] = (acc[2] ?? 0) + s[2];
      acc[3] = (acc[3] ?? 0) + 1;
    }
    centres = sums
      .filter((s) => (s[3] ?? 0) > samples.length * 0.05)
      .map((s) => [
        (s[0] ?? 0) / (s[3] ?? 1),
        (s[1] ?? 0) / (s[3] ?? 1),
        (s[2] ?? 0) / (s[3] ?? 1),
      ]);
    if (centres.length === 0) return [];
  }
  return centres;
}

/** The index of the centre nearest `c` (the first of equals; 0 for none). */
export function nearestIndex(centres: Rgb[], c: Rgb): number {
  let best = 0;
  let bestD = Infinity;
  centres.forEach((p, j) => {
    const d = colourDistance(p, c);
    if (d < bestD) {
      bestD = d;
      best = j;
    }
  });
  return best;
}

/** sRGB (0–255) to CIE L*a*b* (D65). */
export function toLab([r, g, b]: Rgb): Rgb {
  const lin = (c: number) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [R, G, B] = [lin(r), lin(g), lin(b)];
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (841 / 108) * t + 4 / 29);
  const x = f((0.4124 * R + 0.3576 * G + 0.1805 * B) / 0.95047);
  const y = f(0.2126 * R + 0.7152 * G + 0.0722 * B);
  const z = f((0.0193 * R + 0.1192 * G + 0.9505 * B) / 1.08883);
  return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
}

/**
 * Distance in a*b* (hue and saturation, not light): a trouser hem's folded edge is lighter than
 * the leg above it, a shoe or an ankle below it is another colour.
 */
export function hueStep(a: Rgb, b: Rgb): number {
  const [, a1, b1] = toLab(a);
  const [, a2, b2] = toLab(b);
  return Math.hypot(a1 - a2, b1 - b2);
}

export function colourDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

export function paletteDistance(palette: Rgb[], r: number, g: number, b: number): number {
  // Math.hypot is slow per pixel: only the entries whose squared distance is the least, up to
  // far more than rounding, can hold the least Math.hypot (the same value as over all entries).
  let least = Infinity;
  for (const p of palette) {
    const d2 = (p[0] - r) ** 2 + (p[1] - g) ** 2 + (p[2] - b) ** 2;
    if (d2 < least || Number.isNaN(d2)) least = d2;
  }
  const near = Number.isFinite(least) ? least * (1 + 1e-9) : Infinity;
  let best = Infinity;
  for (const p of palette) {
    const d2 = (p[0] - r) ** 2 + (p[1] - g) ** 2 + (p[2] - b) ** 2;
    if (d2 <= near || !Number.isFinite(near))
      best = Math.min(best, Math.hypot(p[0] - r, p[1] - g, p[2] - b));
  }
  return best;
}

/** Mean colour under a mask, weighted by the mask. */
export function meanColour(image: RasterImage, mask: FloatMap): Rgb {
  const acc = [0, 0, 0];
  let total = 0;
  for (let i = 0; i < mask.data.length; i += 1) {
    const w = mask.data[i] ?? 0;
    if (w <= 0.5) continue;
    total += 1;
    for (let c = 0; c < 3; c += 1)
      acc[c] = (acc[c] ?? 0) + (image.data[i * image.channels + c] ?? 0);
  }
  return total === 0
    ? [0, 0, 0]
    : [(acc[0] ?? 0) / total, (acc[1] ?? 0) / total, (acc[2] ?? 0) / total];
}

/** A loose skin test with no face to calibrate on: warm, moderately saturated, not dark. */
export function isSkinLikeRgb(r: number, g: number, b: number): boolean {
  const spread = Math.max(r, g, b) - Math.min(r, g, b);
  return r > 95 && g > 40 && b > 20 && r > g + 12 && r > b && spread > 15 && spread < r * 0.62;
}

/** Hue in degrees (0–360) of an RGB colour, as HSV has it; 0 for a grey. */
export function hueOf(r: number, g: number, b: number): number {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  if (max - min < 1e-6) return 0;
  let h: number;
  if (max === r) h = ((g - b) / (max - min)) % 6;
  else if (max === g) h = (b - r) / (max - min) + 2;
  else h = (r - g) / (max - min) + 4;
  return (h * 60 + 360) % 360;
}

/** The angle between two hues (degrees), the short way round the circle: 0–180. */
export function hueGap(a: number, b: number): number {
  const d = Math.abs(a - b) % 360;
  return d > 180 ? 360 - d : d;
}

/** A palette colour this dark has shadows darker than the palette's 40 levels reach. */
const DARK_PALETTE_LUMA = 90;

/**
 * A dark palette colour in shadow: the pixel is that colour scaled down (to a quarter at
 * least) within 12 levels. A navy jacket's collar under the chin and its hem's folds are near
 * black, further than 40 from the navy; black or grey trousers are not scaled navy.
 */
export function inShadeOf(palette: Rgb[], r: number, g: number, b: number): boolean {
  for (const p of palette) {
    if (0.299 * p[0] + 0.587 * p[1] + 0.114 * p[2] >= DARK_PALETTE_LUMA) continue;
    const s = (r * p[0] + g * p[1] + b * p[2]) / Math.max(1, p[0] ** 2 + p[1] ** 2 + p[2] ** 2);
    if (s < 0.25 || s > 1.05) continue;
    if ((r - s * p[0]) ** 2 + (g - s * p[1]) ** 2 + (b - s * p[2]) ** 2 < 144) return true;
  }
  return false;
}

/** Red and green shares of a colour: its chromaticity (+1: black keeps a defined one). */
export function chromaOf(r: number, g: number, b: number): [number, number] {
  const sum = r + g + b + 1;
  return [r / sum, g / sum];
}

/**
 * Whether a colour's chromaticity lies further than `limit` from (cr, cg). Per pixel: no arrays
 * made, no square root taken.
 */
export function offChroma(
  r: number,
  g: number,
  b: number,
  [cr, cg]: readonly [number, number],
  limit: number,
): boolean {
  const sum = r + g + b + 1;
  const dr = r / sum - cr;
  const dg = g / sum - cg;
  return dr * dr + dg * dg > limit * limit;
}
