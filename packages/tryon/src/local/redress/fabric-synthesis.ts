import { boundingBox, type PixelBox } from '../raster/geometry';
import { blockStarts, quilt, windowSize, type QuiltSource } from '../raster/quilt';
import type { FabricRegions } from './fabric-regions';

export interface FabricSource {
  /** Garment fabric, RGB floats, light flattened. */
  rgb: Float32Array;
  width: number;
  height: number;
  regions: FabricRegions;
  /** Garment pixels per person pixel (print scale on the body). */
  scale: number;
  /** Block corners already found, by region and block size. */
  starts: Map<string, Int32Array>;
  /** Per region: where the garment photo shows it (1). */
  insides: Map<number, Uint8Array>;
}

/** Corners of `size`² source windows inside a region, on a `step` grid (cached). */
function windowStarts(src: FabricSource, region: number, size: number, step: number) {
  let inside = src.insides.get(region);
  if (!inside) {
    const { labels } = src.regions;
    inside = new Uint8Array(labels.length);
    for (let i = 0; i < labels.length; i += 1) if (labels[i] === region) inside[i] = 1;
    src.insides.set(region, inside);
  }
  const key = `${region}:${size}:${step}`;
  let starts = src.starts.get(key);
  if (!starts) {
    starts = blockStarts(inside, src.width, src.height, size, step);
    src.starts.set(key, starts);
  }
  return { inside, starts };
}

/**
 * Source windows from fewer distinct places than this are too few to quilt from: one spot's
 * windows, a pixel apart, tile a whole drape with the same few folds (vton-dev D09's streaks).
 */
const MIN_SPREAD = 8;

/** In how many distinct half-window cells source windows start (corner pairs x, y). */
function spread(starts: Int32Array, size: number): number {
  const cell = Math.max(1, Math.floor(size / 2));
  const cells = new Set<number>();
  for (let j = 0; j + 1 < starts.length; j += 2)
    cells.add(
      Math.floor((starts[j + 1] ?? 0) / cell) * 65536 + Math.floor((starts[j] ?? 0) / cell),
    );
  return cells.size;
}

/**
 * A quilting source for one garment region, with the largest block size (≤ `block`) it holds;
 * `span` > 1 leaves room to turn the blocks. A narrow band (a border) is searched pixel by
 * pixel and with blocks down to 4 px, so its zari is copied, not recoloured.
 */
function regionSource(
  src: FabricSource,
  region: number,
  block: number,
  span: number,
): { q: QuiltSource; block: number } | undefined {
  for (let b = block; b >= 4; b = Math.floor(b * 0.66)) {
    const size = windowSize(b, src.scale, span);
    for (const step of [Math.max(1, Math.round(size / 6)), 1]) {
      const { inside, starts } = windowStarts(src, region, size, step);
      if (spread(starts, size) < MIN_SPREAD) continue;
      const { rgb, width, height, scale } = src;
      return { q: { rgb, width, height, starts, scale, inside, span }, block: b };
    }
  }
  return undefined;
}

/** Copies a quilted canvas into the pixels of the person regions that use it (-1: not laid). */
function copyCanvas(
  out: Float32Array,
  labels: Int8Array,
  width: number,
  box: PixelBox,
  uses: (l: number) => boolean,
  canvas: { rgb: Float32Array; filled: Uint8Array } | undefined,
): void {
  const bw = box.x1 - box.x0 + 1;
  for (let y = box.y0; y <= box.y1; y += 1)
    for (let x = box.x0; x <= box.x1; x += 1) {
      const i = y * width + x;
      if (!uses(labels[i] ?? -1)) continue;
      const ci = (y - box.y0) * bw + (x - box.x0);
      const has = canvas?.filled[ci];
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] = has ? (canvas?.rgb[ci * 3 + c] ?? 0) : -1;
    }
}

/** The drape's turn at a canvas point (person pixels offset by the box), 0 without a field. */
function turnAt(turn: Float32Array | undefined, width: number, height: number, box: PixelBox) {
  if (!turn) return () => 0;
  return (x: number, y: number) => {
    const px = Math.min(width - 1, Math.max(0, Math.round(box.x0 + x)));
    const py = Math.min(height - 1, Math.max(0, Math.round(box.y0 + y)));
    return turn[py * width + px] ?? 0;
  };
}

/**
 * New fabric for every worn-fabric pixel: each person region is quilted from the garment region
 * it maps to, at the print's scale on the body, each block turned by `turn` (radians per person
 * pixel, see drape-direction.ts) so the print runs along the folds. RGB floats per person pixel;
 * -1 where the garment region was too thin to quilt (the caller recolours the worn fabric there).
 */
export function synthesiseFabric(
  person: FabricRegions,
  width: number,
  height: number,
  map: number[],
  src: FabricSource,
  block: number,
  turn?: Float32Array,
): Float32Array {
  const out = new Float32Array(width * height * 3);
  for (const g of new Set(map)) {
    const uses = (l: number) => l >= 0 && map[l] === g;
    const box = boundingBox(person.labels.length, width, (i) => uses(person.labels[i] ?? -1));
    if (!box) continue;
    let turns = turn !== undefined && person.labels.some((l, i) => uses(l) && turn[i] !== 0);
    // A region too narrow to turn blocks in (a border) is quilted upright.
    let source = turns ? regionSource(src, g, block, Math.SQRT2) : undefined;
    if (!source) [source, turns] = [regionSource(src, g, block, 1), false];
    const wanted = (x0: number, y0: number, x1: number, y1: number) =>
      anyIn(person.labels, width, uses, box, x0, y0, x1, y1);
    const angleAt = turnAt(turns ? turn : undefined, width, height, box);
    const [bw, bh] = [box.x1 - box.x0 + 1, box.y1 - box.y0 + 1];
    const canvas = source && quilt(source.q, bw, bh, source.block, wanted, 7 + g, angleAt);
    copyCanvas(out, person.labels, width, box, uses, canvas);
  }
  return out;
}

/** Whether a block (canvas coordinates) touches any pixel that needs it (sampled every 3 px). */
function anyIn(
  labels: Int8Array,
  width: number,
  uses: (l: number) => boolean,
  box: PixelBox,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  for (let y = box.y0 + y0; y < Math.min(box.y1 + 1, box.y0 + y1); y += 3)
    for (let x = box.x0 + x0; x < Math.min(box.x1 + 1, box.x0 + x1); x += 3)
      if (uses(labels[y * width + x] ?? -1)) return true;
  return false;
}
