import { blockStarts, quilt, type QuiltSource } from '../raster/quilt';
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

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** A quilting source for one garment region, with the largest block size (≤ `block`) it holds. */
function regionSource(
  src: FabricSource,
  region: number,
  block: number,
): { q: QuiltSource; block: number } | undefined {
  let inside = src.insides.get(region);
  if (!inside) {
    const { labels } = src.regions;
    inside = new Uint8Array(labels.length);
    for (let i = 0; i < labels.length; i += 1) if (labels[i] === region) inside[i] = 1;
    src.insides.set(region, inside);
  }
  for (let b = block; b >= 6; b = Math.floor(b * 0.66)) {
    const size = Math.ceil(b * src.scale) + 1;
    const key = `${region}:${size}`;
    let starts = src.starts.get(key);
    if (!starts) {
      starts = blockStarts(inside, src.width, src.height, size, Math.max(1, Math.round(size / 6)));
      src.starts.set(key, starts);
    }
    if (starts.length >= 8)
      return {
        q: { rgb: src.rgb, width: src.width, height: src.height, starts, scale: src.scale, inside },
        block: b,
      };
  }
  return undefined;
}

function boxOf(
  labels: Int8Array,
  width: number,
  keep: (label: number) => boolean,
): Box | undefined {
  const box = { x0: Infinity, y0: Infinity, x1: -1, y1: -1 };
  for (let i = 0; i < labels.length; i += 1) {
    if (!keep(labels[i] ?? -1)) continue;
    const x = i % width;
    const y = (i - x) / width;
    box.x0 = Math.min(box.x0, x);
    box.x1 = Math.max(box.x1, x);
    box.y0 = Math.min(box.y0, y);
    box.y1 = Math.max(box.y1, y);
  }
  return box.x1 < 0 ? undefined : box;
}

/**
 * New fabric for every worn-fabric pixel: each person region is quilted from the garment region
 * it maps to, at the print's scale on the body. RGB floats per person pixel; -1 where the garment
 * region was too thin to quilt (the caller recolours the worn fabric there instead).
 */
export function synthesiseFabric(
  person: FabricRegions,
  width: number,
  height: number,
  map: number[],
  src: FabricSource,
  block: number,
): Float32Array {
  const out = new Float32Array(width * height * 3);
  const targets = [...new Set(map)];
  for (const g of targets) {
    const uses = (l: number) => l >= 0 && map[l] === g;
    const box = boxOf(person.labels, width, uses);
    if (!box) continue;
    const source = regionSource(src, g, block);
    const bw = box.x1 - box.x0 + 1;
    const bh = box.y1 - box.y0 + 1;
    const canvas = source
      ? quilt(
          source.q,
          bw,
          bh,
          source.block,
          (x0, y0, x1, y1) => anyIn(person.labels, width, uses, box, x0, y0, x1, y1),
          7 + g,
        )
      : undefined;
    for (let y = box.y0; y <= box.y1; y += 1)
      for (let x = box.x0; x <= box.x1; x += 1) {
        const i = y * width + x;
        if (!uses(person.labels[i] ?? -1)) continue;
        const ci = (y - box.y0) * bw + (x - box.x0);
        const has = canvas?.filled[ci];
        for (let c = 0; c < 3; c += 1) out[i * 3 + c] = has ? (canvas?.rgb[ci * 3 + c] ?? 0) : -1;
      }
  }
  return out;
}

/** Whether a block (canvas coordinates) touches any pixel that needs it (sampled every 3 px). */
function anyIn(
  labels: Int8Array,
  width: number,
  uses: (l: number) => boolean,
  box: Box,
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
