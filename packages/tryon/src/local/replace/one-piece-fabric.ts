import { blurMap, morphMask } from '../raster/raster';
import { isSkinLike } from './place-garment';
import { luma } from './wearer-parts';
import { quiltFabric } from './long-top-fabric';
import type { BodyFrame } from './row-spans';

/**
 * A lehenga's choli as its own fabric. Its photo shows the choli under a dupatta (sheer, often in
 * the lehenga's own colours, so the colour test keeps it), the wearer's skin at the neckline and
 * shoulders and her jewellery; keeping all the photo shows and quilting only the holes left a
 * patchwork of dupatta strips, skin slabs and quilted blocks. The front's middle below the
 * necklace is where the choli's own fabric surely shows: it is kept, and the rest of the choli is
 * quilted from it.
 */

export interface OnePieceParts {
  /** The one-piece's shape (choli, waistband, skirt) on the person. */
  shape: Uint8Array;
  /** Shown pixels of the garment's own fabric (colour test passed). */
  keep: Uint8Array;
  /** The choli's last row (exclusive) and the skirt's first row. */
  choliEnd: number;
  skirtTop: number;
}

/**
 * The clean sample of a part: its own fabric within `half` of the centre line between rows y0
 * and y1, shrunk by a rim so the edge of the cut-out, the wearer's hands and a dupatta's border
 * are not copied.
 */
export function partSource(
  rgb: Float32Array,
  keep: Uint8Array,
  f: BodyFrame,
  width: number,
  band: { y0: number; y1: number; half: number },
): Uint8Array {
  const height = keep.length / width;
  const src = { data: new Float32Array(keep.length), width, height };
  for (let y = Math.max(2, Math.round(band.y0)); y < Math.min(height - 2, band.y1); y += 1) {
    const c = f.centreAt(y);
    for (let x = Math.max(2, Math.round(c - band.half)); x <= c + band.half; x += 1) {
      if (x >= width - 2) break;
      const i = y * width + x;
      if (keep[i]) src.data[i] = 1;
    }
  }
  const rim = Math.max(2, Math.round(f.sw * 0.03));
  return morphMask(src, -rim).data.map((v) => (v > 0.5 ? 1 : 0)) as unknown as Uint8Array;
}

/**
 * Remakes the choli (rows above `skirtTop`) from its clean sample, in `rgb`: the photo's choli is
 * kept only on its front's middle (within a quarter of the shoulders of the centre line, below
 * the necklace), where a dupatta, the wearer's hands and jewellery rarely are; the rest of the
 * choli (its sides and shoulders, where the dupatta hangs and the wearer's skin shows) is quilted
 * from that middle and fades into it. Returns the pixels made, or -1 (nothing changed) when the
 * sample is too small to quilt from.
 */
export function remakeCholi(
  rgb: Float32Array,
  parts: OnePieceParts,
  f: BodyFrame,
  width: number,
): number {
  const { shape, keep, choliEnd, skirtTop } = parts;
  const height = shape.length / width;
  const top = topRow(shape, width);
  const band = {
    y0: top + (choliEnd - top) * 0.2,
    y1: top + (choliEnd - top) * 0.9,
    half: f.sw * 0.25,
  };
  const bare = bareSkin(rgb, width, height, Math.max(3, f.sw * 0.04));
  const own = keep.map((v, i) => (v && !bare[i] ? 1 : 0));
  const source = partSource(rgb, own, f, width, band);
  const last = Math.min(height, Math.round(skirtTop));
  const hole = new Uint8Array(shape.length);
  const shown = new Uint8Array(shape.length);
  let made = 0;
  for (let y = 0; y < last; y += 1) {
    const c = f.centreAt(y);
    const inBand = y >= band.y0 && y < band.y1;
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (!shape[i]) continue;
      if (inBand && own[i] && Math.abs(x - c) <= band.half) shown[i] = 1;
      else {
        hole[i] = 1;
        made += 1;
      }
    }
  }
  const block = Math.max(12, Math.min(40, Math.round(f.sw / 5)));
  const feather = Math.max(2, Math.round(block / 4));
  // Without its plain bands where enough blocks remain, else from the whole sample.
  const quilted = [withoutPlainBands(rgb, source, f.sw, width), source].some((from) =>
    quiltFabric(rgb, hole, from, shown, width, height, block, 23, feather),
  );
  return quilted ? made : -1;
}

/**
 * A choli's yoke or piping is plainer than its body (vton garment_05's smooth sweetheart yoke
 * over a sequinned front): blocks of it laid over the body read as stray stripes. Source pixels
 * whose luma varies over a 30th of the shoulders less than PLAIN_SHARE of the source's median
 * variation, and those within twice that reach of them, are left out, unless that leaves less than
 * half of the source.
 */
export function withoutPlainBands(
  rgb: Float32Array,
  source: Uint8Array,
  sw: number,
  width: number,
): Uint8Array {
  const height = source.length / width;
  const lum = { data: new Float32Array(source.length), width, height };
  const sq = { data: new Float32Array(source.length), width, height };
  const den = { data: new Float32Array(source.length), width, height };
  for (let i = 0; i < source.length; i += 1) {
    if (!source[i]) continue;
    const v = luma(rgb, i);
    lum.data[i] = v;
    sq.data[i] = v * v;
    den.data[i] = 1;
  }
  const r = Math.max(2, sw / 30);
  const [m, m2, d] = [blurMap(lum, r), blurMap(sq, r), blurMap(den, r)];
  const spread = new Float32Array(source.length);
  const sample: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    if (!source[i]) continue;
    const n = Math.max(1e-3, d.data[i] ?? 0);
    const mean = (m.data[i] ?? 0) / n;
    spread[i] = Math.sqrt(Math.max(0, (m2.data[i] ?? 0) / n - mean * mean));
    sample.push(spread[i] ?? 0);
  }
  if (sample.length === 0) return source;
  sample.sort((a, b) => a - b);
  const limit = PLAIN_SHARE * (sample[sample.length >> 1] ?? 0);
  const plain = { data: new Float32Array(source.length), width, height };
  for (let i = 0; i < source.length; i += 1)
    if (source[i] && (spread[i] ?? 0) < limit) plain.data[i] = 1;
  const near = morphMask(plain, Math.round(r * 2));
  let kept = 0;
  const out = source.map((v, i) => (v && (near.data[i] ?? 0) <= 0.5 ? 1 : 0));
  for (const v of out) kept += v;
  return kept * 2 >= sample.length ? out : source;
}

/** Below this share of the source's median local variation, choli fabric is a plain band. */
const PLAIN_SHARE = 0.5;

/** First row holding any pixel of `mask`. */
function topRow(mask: Uint8Array, width: number): number {
  const i = mask.indexOf(1);
  return i < 0 ? 0 : Math.floor(i / width);
}

/**
 * The garment wearer's bare skin (her neckline, a shoulder): broad areas (over half of a disc of
 * `radius`) of skin-coloured pixels whose luma is smooth over 5×5 (embroidery in skin's hues,
 * gold thread, is busy; skin is not).
 */
function bareSkin(rgb: Float32Array, width: number, height: number, radius: number): Uint8Array {
  const seen = { data: new Float32Array(width * height), width, height };
  for (let y = 2; y < height - 2; y += 1)
    for (let x = 2; x < width - 2; x += 1) {
      const i = y * width + x;
      if (!isSkinLike(rgb, i)) continue;
      let sum = 0;
      let sq = 0;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1) {
          const v = luma(rgb, i + dy * width + dx);
          sum += v;
          sq += v * v;
        }
      if (sq / 25 - (sum / 25) ** 2 < 100) seen.data[i] = 1;
    }
  const share = blurMap(seen, radius);
  const out = new Uint8Array(seen.data.length);
  for (let i = 0; i < out.length; i += 1)
    out[i] = seen.data[i] && (share.data[i] ?? 0) > 0.5 ? 1 : 0;
  return out;
}
