import type { GarmentFabric } from './garment-fabric';
import { inverseBilinear, type Quad } from '../raster/geometry';

/**
 * Half the width (× the wearer's shoulders) of a top's placket band down its middle: where a
 * kurta's neckline embroidery, a sherwani's buttons and a shirt's placket lie. None of it
 * repeats: quilted from, it was scattered over the new top as strips and studs (vton-dev D14's
 * gold V-neck embroidery, quilted into the kurta's body and sleeves, on a garment photo whose
 * fabric is one region: no colour tells it apart).
 */
export const PLACKET_HALF = 0.08;
/** The band runs from above the shoulders (the collar) down to the hips, in torso lengths. */
export const PLACKET_TOP = -0.3;
export const PLACKET_BOTTOM = 1;
/**
 * A region with this share of its pixels on the front of the torso (between the lines through
 * the shoulder and hip joints, below the shoulders) is quilted from there only: where an arm
 * hangs by the body the photo has a crease, deep shade beside a lit edge, and quilted blocks of
 * it lay a pale strip and a column of dark beads over a bandhgala's chest (vton S06).
 */
const FRONT_ENOUGH = 0.4;
/** A region keeps its band pixels when it would lose more than this share to it (a placket of its own colour). */
const OWN_PLACKET = 0.5;

const cache = new WeakMap<GarmentFabric, GarmentFabric>();

/** The torso's width at height t (between the quad's left and right edges there), in pixels. */
export function torsoAcross(quad: Quad, t: number): number {
  return Math.hypot(
    quad.tr.x - quad.tl.x + (quad.br.x - quad.bl.x - quad.tr.x + quad.tl.x) * t,
    quad.tr.y - quad.tl.y + (quad.br.y - quad.bl.y - quad.tr.y + quad.tl.y) * t,
  );
}

/**
 * The fabric to quilt a top from: its pixels in the placket band down the middle of its wearer's
 * torso (`quad`, shoulders to hips) left out of their regions, except for regions that lie
 * mostly in the band (a contrasting placket is a part of its own, which a worn part may take);
 * and, of a region with enough of itself on the torso's front (FRONT_ENOUGH), what lies beside
 * the front or above the shoulders. Cached per fabric.
 */
export function withoutPlacket(g: GarmentFabric, quad: Quad): GarmentFabric {
  const hit = cache.get(g);
  if (hit) return hit;
  const { labels, colours } = g.regions;
  const { width } = g;
  const half = g.unit * PLACKET_HALF;
  const inBand = new Uint8Array(labels.length);
  const inFront = new Uint8Array(labels.length);
  const all = colours.map(() => 0);
  const banded = colours.map(() => 0);
  const front = colours.map(() => 0);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? -1;
    if (l < 0) continue;
    all[l] = (all[l] ?? 0) + 1;
    const x = i % width;
    const y = (i - x) / width;
    const { s, t } = inverseBilinear(quad, { x, y });
    if (s >= 0 && s <= 1 && t >= 0) {
      inFront[i] = 1;
      front[l] = (front[l] ?? 0) + 1;
    }
    if (t < PLACKET_TOP || t > PLACKET_BOTTOM) continue;
    if (Math.abs(s - 0.5) * torsoAcross(quad, t) >= half) continue;
    inBand[i] = 1;
    banded[l] = (banded[l] ?? 0) + 1;
  }
  const out = Int8Array.from(labels);
  for (let i = 0; i < out.length; i += 1) {
    const l = out[i] ?? -1;
    if (inBand[i] && (banded[l] ?? 0) <= (all[l] ?? 0) * OWN_PLACKET) out[i] = -1;
    else if (!inFront[i] && (front[l] ?? 0) >= (all[l] ?? 0) * FRONT_ENOUGH) out[i] = -1;
  }
  const made = {
    ...g,
    regions: { ...g.regions, labels: out },
    starts: new Map(),
    insides: new Map(),
  };
  cache.set(g, made);
  return made;
}
