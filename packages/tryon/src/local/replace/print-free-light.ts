import type { RasterImage } from '../raster/raster';
import { boxMean } from '../raster/box-filter';
import { chromaOf } from '../raster/palette';

/** A pixel this far in chromaticity (r, g over r + g + b) from the cloth's is its print. */
const PRINT_CHROMA = 0.025;
/** …or under this share of the cloth's median brightness (a black print on a white tee)… */
const PRINT_DARK = 0.45;
/** …or over this many times it (a white print on a black tee). */
const PRINT_LIGHT = 1.8;

const lumaAt = (d: ArrayLike<number>, i: number) =>
  0.299 * (d[i * 3] ?? 0) + 0.587 * (d[i * 3 + 1] ?? 0) + 0.114 * (d[i * 3 + 2] ?? 0);

/** A pixel's chromaticity (chromaOf). */
const chromaticityAt = (d: ArrayLike<number>, i: number) =>
  chromaOf(d[i * 3] ?? 0, d[i * 3 + 1] ?? 0, d[i * 3 + 2] ?? 0);

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;

/**
 * The brightness of a worn top's cloth under its light, without its print: per pixel of `top`
 * (1s), the photo's luma where it shows the cloth, and where it shows a print (another colour
 * than the cloth's median, or far darker or lighter) the cloth's luma around it (a box mean of
 * the cloth alone over `radius`, widened until some cloth is in it). A top made into a blouse
 * takes its light from it: vton person_03's sweatshirt kept its graphic, recoloured, on a saree's
 * blouse. Pixels outside `top` are 0.
 */
export function printFreeLuma(image: RasterImage, top: Uint8Array, radius: number): Float32Array {
  const { width, height, data } = image;
  const n = width * height;
  const out = new Float32Array(n);
  const rs: number[] = [];
  const gs: number[] = [];
  const ls: number[] = [];
  for (let i = 0; i < n; i += 7) {
    if (!top[i]) continue;
    const [r, g] = chromaticityAt(data, i);
    rs.push(r);
    gs.push(g);
    ls.push(lumaAt(data, i));
  }
  if (ls.length === 0) return out;
  const [r0, g0, l0] = [median(rs), median(gs), Math.max(8, median(ls))];
  const cloth = new Float32Array(n);
  const weight = new Float32Array(n);
  let prints = 0;
  for (let i = 0; i < n; i += 1) {
    if (!top[i]) continue;
    const l = lumaAt(data, i);
    out[i] = l;
    const [r, g] = chromaticityAt(data, i);
    const chroma = Math.hypot(r - r0, g - g0);
    if (chroma > PRINT_CHROMA || l < l0 * PRINT_DARK || l > l0 * PRINT_LIGHT) {
      prints += 1;
      continue;
    }
    cloth[i] = l;
    weight[i] = 1;
  }
  if (prints === 0) return out;
  // A print's anti-aliased outline is between the two colours: taken with it.
  const near = boxMean(weight, width, height, 3);
  const todo: number[] = [];
  for (let i = 0; i < n; i += 1) if (top[i] && (near[i] ?? 0) < 0.999) todo.push(i);
  for (let r = Math.max(2, radius), pass = 0; todo.length > 0 && pass < 4; r *= 2, pass += 1) {
    const sums = boxMean(cloth, width, height, r);
    const weights = boxMean(weight, width, height, r);
    let kept = 0;
    for (const i of todo) {
      const w = weights[i] ?? 0;
      if (w > 1e-3) out[i] = (sums[i] ?? 0) / w;
      else todo[kept++] = i;
    }
    todo.length = kept;
  }
  return out;
}
