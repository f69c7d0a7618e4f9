import sharp from 'sharp';
import type { Box } from '../types';
import type { HeritageSet } from './heritage';
import { surface } from './materials';
import { hash, valueNoise } from './mottle';
import { FLOOR_Y, SCENE, type Palette } from './scene-kit';

// A heritage scene rendered as a photographed set behind a model at a shallow depth of field
// (docs/decisions/031). The camera: eye level (the floor's vanishing line) at HORIZON, focused on
// the model, whose feet stand at SCENE.feetY; a floor row's distance is ∝ 1 / (y − HORIZON), so
// the wall stands (feetY − HORIZON) / (FLOOR_Y − HORIZON) ≈ 1.27 times as far as the model.
const HORIZON = 1077;
const FEET_D = SCENE.feetY - HORIZON;
/** Blur (Gaussian sigma, scene units) of the wall plane; everything else follows from it. */
const WALL_BLUR = 9;
/** Circle of confusion ∝ |1 − z_model / z|: scaled so the wall's is WALL_BLUR. */
const COC = WALL_BLUR / (1 - (FLOOR_Y - HORIZON) / FEET_D);
/** What lies beyond the openings is many times as far: blurred like a background at infinity. */
const FAR_BLUR = 22;
/** A floor row's blur: sharp where the model stands, softer toward the wall and the camera. */
const floorBlur = (y: number) => Math.min(14, COC * Math.abs(1 - (y - HORIZON) / FEET_D));
/** Floor blur levels rendered; each row mixes the two around its own blur. */
const FLOOR_LEVELS = [0, 4, 9, 14];
/** Focal length in scene units per metre of height above the floor (camera 1 m up). */
const FOCAL = FEET_D * 3;
const TILE = 0.5; // floor tiles, metres

/** Where the key light comes from, in the picture plane (upper left, warm). */
const KEY = { x: 420, y: 520, dx: -0.6, dy: -0.8 };

const hex = (c: string): [number, number, number] => {
  const v = c.replace('#', '');
  const n = v.length === 3 ? v.replace(/./g, (d) => d + d) : v;
  return [0, 2, 4].map((i) => parseInt(n.slice(i, i + 2), 16)) as [number, number, number];
};

interface Grid {
  /** Scene units per raster pixel and the scene position of pixel (0, 0)'s corner. */
  unit: number;
  x0: number;
  y0: number;
  w: number;
  h: number;
}

const sceneX = (g: Grid, x: number) => g.x0 + (x + 0.5) * g.unit;
const sceneY = (g: Grid, y: number) => g.y0 + (y + 0.5) * g.unit;

async function blurred(data: Uint8Array | Buffer, g: Grid, channels: 1 | 3, sigmaUnits: number) {
  const sigma = sigmaUnits / g.unit;
  if (sigma < 0.35) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const img = sharp(data, { raw: { width: g.w, height: g.h, channels } }).blur(sigma);
  // (sharp turns a one-channel raw image into sRGB: take the one channel back)
  return (channels === 1 ? img.extractChannel(0) : img).raw().toBuffer();
}

/** The key's strength across the wall: brightest up-left of the model (separable Gaussian). */
function keyFalloff(g: Grid) {
  const kx = Float32Array.from({ length: g.w }, (_, x) => {
    const d = (sceneX(g, x) - KEY.x) / 950;
    return Math.exp(-d * d);
  });
  const ky = Float32Array.from({ length: g.h }, (_, y) => {
    const d = (sceneY(g, y) - KEY.y) / 850;
    return Math.exp(-d * d);
  });
  return { kx, ky };
}

/**
 * The wall plane: its material, the key light, reveals where the wall's thickness shows around
 * recesses and openings (lit or shaded by the side they face), shadows cast into recesses and
 * ambient occlusion in their corners and where the wall meets the floor. Returns the colours and
 * the plane's opacity (0 where one sees through to the far plane).
 */
function shadeWall(
  g: Grid,
  set: HeritageSet,
  wall: Buffer,
  recess: Buffer,
  openings: Buffer,
  occlusion: Buffer,
) {
  const rgb = new Uint8Array(g.w * g.h * 3);
  const alpha = new Uint8Array(g.w * g.h);
  const t = set.depth;
  const shift = 45 / g.unit; // how far toward the light the wall's edge blocks it
  const { kx, ky } = keyFalloff(g);
  const at = (buf: Buffer, x: number, y: number) => {
    const xi = Math.min(g.w - 1, Math.max(0, Math.round(x)));
    const yi = Math.min(g.h - 1, Math.max(0, Math.round(y)));
    return (buf[yi * g.w + xi] ?? 0) / 255;
  };
  for (let y = 0; y < g.h; y += 1) {
    const uy = sceneY(g, y);
    const base = uy < FLOOR_Y ? 1 - 0.24 * Math.exp(-(FLOOR_Y - uy) / 45) : 0.76;
    for (let x = 0; x < g.w; x += 1) {
      const i = y * g.w + x;
      const ux = sceneX(g, x);
      const d = (recess[i] ?? 0) / 255;
      // The wall's thickness: a point of a recess is on its reveal when the same point pushed
      // away from the vanishing point by the thickness still lies on the wall's face.
      const px = 600 + (ux - 600) * (1 + t);
      const py = HORIZON + (uy - HORIZON) * (1 + t);
      const rx = (px - g.x0) / g.unit - 0.5;
      const ry = (py - g.y0) / g.unit - 0.5;
      const reveal = d * (1 - at(recess, rx, ry));
      let shade = 1;
      let sx = x;
      let sy = y;
      if (reveal > 0) {
        const nx = 600 - ux;
        const ny = HORIZON - uy;
        const len = Math.hypot(nx, ny) || 1;
        const facing = (nx * KEY.dx + ny * KEY.dy) / len;
        shade = Math.min(1.05, Math.max(0.62, 0.78 + 0.3 * facing));
        sx = rx;
        sy = ry;
      } else if (d > 0) {
        const cast = 1 - at(occlusion, x + KEY.dx * shift, y + KEY.dy * shift);
        const corner = 1 - (occlusion[i] ?? 0) / 255;
        shade = 1 - d * (0.4 * cast + 0.25 * corner);
      }
      const m = surface(set.material, ux, uy, g.unit);
      // The key is warm where it is strong; away from it the fill is cooler.
      const key = kx[x]! * ky[y]!;
      const k = m * shade * base * (0.7 + 0.42 * key);
      const lr = 0.97 + 0.08 * key;
      const lg = 0.99 + 0.02 * key;
      const lb = 1.03 - 0.1 * key;
      const si =
        (Math.min(g.h - 1, Math.max(0, Math.round(sy))) * g.w +
          Math.min(g.w - 1, Math.max(0, Math.round(sx)))) *
        3;
      const o = i * 3;
      rgb[o] = Math.min(255, (wall[si] ?? 0) * k * lr);
      rgb[o + 1] = Math.min(255, (wall[si + 1] ?? 0) * k * lg);
      rgb[o + 2] = Math.min(255, (wall[si + 2] ?? 0) * k * lb);
      alpha[i] = Math.round(255 * Math.max(1 - (openings[i] ?? 0) / 255, reveal));
    }
  }
  return { rgb, alpha };
}

/**
 * A stone floor in perspective (tiles converging on the vanishing point, each a little different),
 * lit in a pool where the model stands and falling off toward the camera, darker where it meets
 * the wall, with a soft reflection of the set in its polish.
 */
function shadeFloor(g: Grid, palette: Palette, reflected: Buffer, firstRow: number) {
  const [fr, fg, fb] = hex(palette.floor);
  const out = new Uint8Array(g.w * g.h * 3);
  for (let y = firstRow; y < g.h; y += 1) {
    const uy = sceneY(g, y);
    const d = Math.max(20, uy - HORIZON);
    const z = FOCAL / d;
    const zTile = z / TILE;
    const zLine = (Math.abs(zTile - Math.round(zTile)) * TILE * d * d) / FOCAL;
    const below = Math.max(0, uy - FLOOR_Y);
    const gloss = 0.4 * Math.exp(-below / 180);
    const ao = 1 - 0.38 * Math.exp(-below / 24);
    const toCamera = 1 - 0.4 * Math.min(1, Math.max(0, (uy - 1500) / 320));
    const ry = Math.round((2 * FLOOR_Y - uy - g.y0) / g.unit - 0.5);
    const rRow = Math.min(g.h - 1, Math.max(0, ry)) * g.w;
    for (let x = 0; x < g.w; x += 1) {
      const ux = sceneX(g, x);
      const xm = (ux - 600) / d;
      const xTile = (xm * FOCAL) / (TILE * FOCAL);
      const xLine = Math.abs(xTile - Math.round(xTile)) * TILE * d;
      const width = Math.max(1.8, g.unit * 0.8);
      const joint = Math.max(0, 1 - Math.min(xLine, zLine) / width) * (1.8 / width);
      const tone =
        1 +
        (hash(Math.floor(xTile), Math.floor(zTile), 41) - 0.5) * 0.1 +
        (valueNoise(xm * 6, z * 6, 43) - 0.5) * 0.12;
      const px = (ux - 520) / 560;
      const py = (uy - 1475) / 170;
      const light = (0.8 + 0.32 * Math.exp(-(px * px + py * py))) * toCamera * ao;
      const k = tone * light * (1 - 0.22 * joint);
      const o = (y * g.w + x) * 3;
      const r = (rRow + x) * 3;
      out[o] = Math.min(255, fr * k * (1 - gloss) + (reflected[r] ?? 0) * gloss * ao);
      out[o + 1] = Math.min(
        255,
        fg * k * 0.99 * (1 - gloss) + (reflected[r + 1] ?? 0) * gloss * ao,
      );
      out[o + 2] = Math.min(
        255,
        fb * k * 0.96 * (1 - gloss) + (reflected[r + 2] ?? 0) * gloss * ao,
      );
    }
  }
  return out;
}

/**
 * The far plane, blurred by FAR_BLUR: rasterised at half the grid's resolution (its detail is
 * blurred away anyway), blurred there and enlarged to the grid.
 */
async function farPlane(body: string, g: Grid): Promise<Buffer> {
  const w = Math.max(2, Math.ceil(g.w / 2));
  const h = Math.max(2, Math.ceil(g.h / 2));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${g.x0} ${g.y0} ${w * 2 * g.unit} ${h * 2 * g.unit}" preserveAspectRatio="none">${body}</svg>`;
  const small = await sharp(Buffer.from(svg))
    .removeAlpha()
    .blur(Math.max(0.3, FAR_BLUR / (2 * g.unit)))
    .raw()
    .toBuffer();
  return sharp(small, { raw: { width: w, height: h, channels: 3 } })
    .resize(w * 2, h * 2, { kernel: 'linear' })
    .extract({ left: 0, top: 0, width: g.w, height: g.h })
    .raw()
    .toBuffer();
}

/**
 * Renders a heritage set through `view` at width × height: each plane rasterised, shaded and
 * blurred by its own distance (far > wall; floor rows by theirs), composed, then vignetted and
 * given fine sensor grain. Planes are worked at half size when they are blurred anyway.
 */
export async function renderHeritageSet(
  set: HeritageSet,
  palette: Palette,
  view: Box,
  width: number,
  height: number,
  seed: number,
): Promise<Uint8Array> {
  // The planes are worked at a grid where the wall's blur is ~2.4 px (finer detail would be
  // blurred away), never coarser than a third of the output.
  const wallSigma = (WALL_BLUR * width) / view.width;
  const rf = Math.min(1, Math.max(1 / 3, 2.4 / wallSigma));
  const pad = FAR_BLUR * 2.5;
  const unit = view.width / (width * rf);
  const w = Math.max(2, Math.round((view.width + 2 * pad) / unit));
  const h = Math.max(2, Math.round((view.height + 2 * pad) / unit));
  const g: Grid = { unit, x0: view.x - pad, y0: view.y - pad, w, h };
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="${g.x0} ${g.y0} ${w * unit} ${h * unit}" preserveAspectRatio="none">${body}</svg>`,
    );
  const rgb = (body: string) => sharp(svg(body)).removeAlpha().raw().toBuffer();
  const grey = (body: string) => sharp(svg(body)).removeAlpha().extractChannel(0).raw().toBuffer();
  const [wallRaw, recess, openings, far] = await Promise.all([
    rgb(set.wall),
    grey(set.recess),
    grey(set.openings),
    farPlane(set.far, g),
  ]);
  const occlusion = await blurred(recess, g, 1, 14);
  const shaded = shadeWall(g, set, wallRaw, recess, openings, occlusion);
  const [wallRgb, wallAlpha] = await Promise.all([
    blurred(shaded.rgb, g, 3, WALL_BLUR),
    blurred(shaded.alpha, g, 1, WALL_BLUR * (set.openingsBlur ?? 1)),
  ]);
  const n = w * h;
  const upper = new Uint8Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    const a = (wallAlpha[i] ?? 0) / 255;
    for (let c = 0; c < 3; c += 1) {
      const o = i * 3 + c;
      upper[o] = (wallRgb[o] ?? 0) * a + (far[o] ?? 0) * (1 - a);
    }
  }
  const floorTop = Math.max(0, Math.floor((FLOOR_Y - 3 * WALL_BLUR - g.y0) / unit));
  let out: Uint8Array = upper;
  if (floorTop < h) {
    const reflected = await blurred(upper, g, 3, WALL_BLUR * 1.2);
    const floor = shadeFloor(g, palette, reflected, floorTop);
    const levels = await Promise.all(FLOOR_LEVELS.map((s) => blurred(floor, g, 3, s)));
    out = new Uint8Array(upper);
    for (let y = floorTop; y < h; y += 1) {
      const uy = sceneY(g, y);
      // The floor takes over from the wall at their meeting line, as softly as the wall is blurred.
      const wf = 1 / (1 + Math.exp(-((uy - FLOOR_Y) / WALL_BLUR) * 1.7));
      const s = floorBlur(uy);
      let j = 0;
      while (j < FLOOR_LEVELS.length - 2 && s > FLOOR_LEVELS[j + 1]!) j += 1;
      const lo = FLOOR_LEVELS[j]!;
      const hi = FLOOR_LEVELS[j + 1]!;
      const f = Math.min(1, Math.max(0, (s - lo) / (hi - lo)));
      const a = levels[j]!;
      const b = levels[j + 1]!;
      for (let o = y * w * 3; o < (y + 1) * w * 3; o += 1) {
        const fl = (a[o] ?? 0) * (1 - f) + (b[o] ?? 0) * f;
        out[o] = (upper[o] ?? 0) * (1 - wf) + fl * wf;
      }
    }
  }
  const padPx = Math.round(pad / unit);
  const data = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .extract({
      left: padPx,
      top: padPx,
      width: Math.max(1, Math.min(w - padPx, Math.round(view.width / unit))),
      height: Math.max(1, Math.min(h - padPx, Math.round(view.height / unit))),
    })
    .resize(width, height, { fit: 'fill', kernel: 'cubic' })
    .raw()
    .toBuffer();
  return finish(
    new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    view,
    width,
    height,
    seed,
  );
}

/** A lens's vignette (in scene units, the same for every view) and fine sensor grain. */
function finish(rgb: Uint8Array, view: Box, width: number, height: number, seed: number) {
  const sx = view.width / width;
  const sy = view.height / height;
  const dx2 = Float32Array.from({ length: width }, (_, x) => {
    const dx = (view.x + (x + 0.5) * sx - 600) / 1000;
    return dx * dx;
  });
  // A clamped view: stores round and clip to 0..255 by themselves.
  const out = new Uint8ClampedArray(rgb.buffer, rgb.byteOffset, rgb.byteLength);
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    // xorshift32: fast, deterministic, plenty for grain
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296 - 0.5;
  };
  for (let y = 0; y < height; y += 1) {
    const dy = (view.y + (y + 0.5) * sy - 760) / 1000;
    const dy2 = dy * dy;
    for (let x = 0; x < width; x += 1) {
      const r2 = dx2[x]! + dy2;
      const v = 1 - 0.32 * r2 * Math.sqrt(r2);
      // Luminance grain (σ ≈ 1.6 levels, near-Gaussian as a sum of two) and a little chroma.
      const luma = (next() + next()) * 3.9;
      const chroma = next() * 2;
      const o = (y * width + x) * 3;
      out[o] = out[o]! * v + luma + chroma;
      out[o + 1] = out[o + 1]! * v + luma;
      out[o + 2] = out[o + 2]! * v + luma - chroma;
    }
  }
  return rgb;
}
