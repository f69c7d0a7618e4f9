import type { PixelBox, Point } from './geometry';
import { createFloatMap, type FloatMap } from './raster';

/** Labels 4-connected components of mask > 0.5; returns labels and component sizes (index = label - 1). */
export function labelComponents(mask: FloatMap): { labels: Int32Array; sizes: number[] } {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const sizes: number[] = [];
  // A typed stack and inline neighbours: this runs several times per try-on on ~800k pixels.
  const stack = new Int32Array(width * height);
  const visit = (n: number, label: number, top: number): number => {
    if (labels[n] !== 0 || (data[n] ?? 0) <= 0.5) return top;
    labels[n] = label;
    stack[top] = n;
    return top + 1;
  };
  for (let start = 0; start < labels.length; start += 1) {
    if ((data[start] ?? 0) <= 0.5 || labels[start] !== 0) continue;
    const label = sizes.length + 1;
    let size = 0;
    labels[start] = label;
    let top = 0;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top] as number;
      size += 1;
      const x = i % width;
      if (x > 0) top = visit(i - 1, label, top);
      if (x < width - 1) top = visit(i + 1, label, top);
      if (i >= width) top = visit(i - width, label, top);
      if (i + width < labels.length) top = visit(i + width, label, top);
    }
    sizes.push(size);
  }
  return { labels, sizes };
}

/**
 * Per component (index = label - 1) of labelComponents' `labels`, the box its pixels span
 * (inclusive); `count` components.
 */
export function componentBoxes(labels: Int32Array, count: number, width: number): PixelBox[] {
  const height = labels.length / width;
  const boxes = Array.from({ length: count }, () => ({ x0: width, y0: height, x1: -1, y1: -1 }));
  for (let i = 0; i < labels.length; i += 1) {
    const b = boxes[(labels[i] ?? 0) - 1];
    if (!b) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < b.x0) b.x0 = x;
    if (x > b.x1) b.x1 = x;
    if (y < b.y0) b.y0 = y;
    if (y > b.y1) b.y1 = y;
  }
  return boxes;
}

/** Keeps components at least `minShare` of the largest one. */
export function keepLargeComponents(mask: FloatMap, minShare: number): FloatMap {
  const { labels, sizes } = labelComponents(mask);
  const largest = Math.max(0, ...sizes);
  const out = createFloatMap(mask.width, mask.height);
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    if (label > 0 && (sizes[label - 1] ?? 0) >= largest * minShare) out.data[i] = 1;
  }
  return out;
}

/** Fills holes: everything not reachable from the border through mask <= 0.5 becomes 1. */
export function fillHoles(mask: FloatMap): FloatMap {
  const inverse = createFloatMap(mask.width, mask.height);
  for (let i = 0; i < inverse.data.length; i += 1)
    inverse.data[i] = (mask.data[i] ?? 0) > 0.5 ? 0 : 1;
  const { labels, sizes } = labelComponents(inverse);
  // Per label, 1 when it touches the border (a typed lookup: this runs per pixel).
  const outside = new Uint8Array(sizes.length + 1);
  const { width, height } = mask;
  for (let x = 0; x < width; x += 1) {
    outside[labels[x] ?? 0] = 1;
    outside[labels[(height - 1) * width + x] ?? 0] = 1;
  }
  for (let y = 0; y < height; y += 1) {
    outside[labels[y * width] ?? 0] = 1;
    outside[labels[y * width + width - 1] ?? 0] = 1;
  }
  const out = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) {
    const label = labels[i] ?? 0;
    out.data[i] = label !== 0 && outside[label] === 1 ? 0 : 1;
  }
  return out;
}

/**
 * Old clothing is one piece with the clothing at the body's core; same-coloured blobs elsewhere
 * (a light wall behind a seated person's legs) are not part of it.
 */
export function keepComponentsTouching(mask: FloatMap, seeds: Point[]): FloatMap {
  const { labels } = labelComponents(mask);
  const keep = new Set<number>();
  for (const p of seeds) {
    for (let dy = -6; dy <= 6; dy += 2) {
      for (let dx = -6; dx <= 6; dx += 2) {
        const x = Math.round(p.x + dx);
        const y = Math.round(p.y + dy);
        if (x >= 0 && y >= 0 && x < mask.width && y < mask.height)
          keep.add(labels[y * mask.width + x] ?? 0);
      }
    }
  }
  keep.delete(0);
  const out = createFloatMap(mask.width, mask.height);
  for (let i = 0; i < labels.length; i += 1) if (keep.has(labels[i] ?? 0)) out.data[i] = 1;
  return out;
}
