import type { GarmentAnchors } from '../garment/garment-landmarks';
import type { Body } from '../person/body';
import { dist, hypotBelow, mid, segmentT, type Point } from '../raster/geometry';
import { hueGap, hueOf, type Rgb } from '../raster/palette';
import type { FabricRegions } from './fabric-regions';

/** A wearer's joints, in the photo's pixels: the frame the garment's parts are placed in. */
export interface Frame {
  shoulderL: Point;
  shoulderR: Point;
  hipL: Point;
  hipR: Point;
  /** Shoulder → elbow of each arm the pose found. */
  arms: [Point, Point][];
}

export function personFrame(body: Body): Frame {
  const arms: [Point, Point][] = [];
  if (body.elbowL) arms.push([body.shoulderL, body.elbowL]);
  if (body.elbowR) arms.push([body.shoulderR, body.elbowR]);
  return { ...body, arms };
}

export function garmentFrame(anchors: GarmentAnchors): Frame {
  const { tl, tr, bl, br } = anchors.quad;
  const arms: [Point, Point][] = [];
  if (anchors.armL) arms.push([anchors.armL[0], anchors.armL[1]]);
  if (anchors.armR) arms.push([anchors.armR[0], anchors.armR[1]]);
  return { shoulderL: tl, shoulderR: tr, hipL: bl, hipR: br, arms };
}

/**
 * Zones a garment's parts are told apart by: 0 sleeves (a blouse), 1 chest (blouse, pallu
 * across it), 2 waist, 3 below the hips at the centre (pleats, the body fabric), 4 below the
 * hips at the sides (a hanging pallu, the drape's edges), 5 everywhere (size).
 */
export const ZONES = 6;
/** The zone below the hips at the centre, where a saree's pleats show its body fabric. */
export const PLEATS = 3;
/** The zone below the hips at the sides. */
const SIDES = 4;
/** The zone between the chest and the hips. */
const WAIST = 2;

/**
 * The zone of a point in a frame. Made once per frame: it runs for every other fabric pixel, and
 * the frame's measures (and an arm's nearness, decided as hypotBelow decides) cost no Math.hypot
 * or objects per pixel. With `pallu` (-1 the photo's left, 1 its right) the pleats zone is the
 * centre's other half above the hem only: the pallu's half, where a pallu brought forward hangs
 * over the pleats, and the hem's border count in no zone but the whole (-1).
 */
function zoneTest(frame: Frame, pallu: Side = 0): (x: number, y: number) => number {
  const { sw, top, torso, centre } = measures(frame);
  const reach = sw * 0.2;
  return (x, y) => {
    for (let k = 0; k < frame.arms.length; k += 1) {
      const arm = frame.arms[k];
      if (!arm) continue;
      const [s, e] = arm;
      // segmentDistance's test without its object: past the arm's first quarter, within reach.
      const t = segmentT(x, y, s, e);
      if (t > 0.25 && hypotBelow(x - (s.x + (e.x - s.x) * t), y - (s.y + (e.y - s.y) * t), reach))
        return 0;
    }
    const v = (y - top.y) / torso;
    if (v < 0.55) return 1;
    if (v < 1.1) return WAIST;
    const off = x - centre;
    if (Math.abs(off) >= sw * 0.6) return SIDES;
    return pallu === 0 ? PLEATS : off * pallu > 0 || v > HEM ? -1 : PLEATS;
  };
}

/** A frame's shoulder width, shoulders' midpoint, torso length and centre line's x. */
function measures(frame: Frame) {
  const sw = Math.max(8, dist(frame.shoulderL, frame.shoulderR));
  const top = mid(frame.shoulderL, frame.shoulderR);
  const hips = mid(frame.hipL, frame.hipR);
  const torso = Math.max(8, dist(top, hips));
  return { sw, top, torso, centre: (top.x + hips.x) / 2 };
}

/** Below this (torso lengths under the shoulders) a saree's centre is its hem's border, not its pleats. */
const HEM = 2;

/** A side of a frame's centre line in the photo: -1 left, 1 right, 0 neither. */
export type Side = -1 | 0 | 1;

/** A side holds this many times the other's fabric beside the hips for a pallu to hang there. */
const PALLU_SIDE = 2;
/** …and at least this share of all the fabric. */
const PALLU_SHARE = 0.03;

/**
 * The side a saree's pallu hangs on in a photo: the side of the centre line with far more fabric
 * below the hips and beyond the pleats (0 when neither has). A Nivi drape's pallu falls from
 * the left shoulder in front or behind; which side that is in the photo depends on the pose.
 */
export function palluSide(labels: Int8Array, width: number, frame: Frame): Side {
  const zoneOf = zoneTest(frame);
  const { centre } = measures(frame);
  let left = 0;
  let right = 0;
  let total = 0;
  for (let i = 0; i < labels.length; i += 2) {
    if ((labels[i] ?? -1) < 0) continue;
    total += 1;
    const x = i % width;
    if (zoneOf(x, (i - x) / width) !== SIDES) continue;
    if (x < centre) left += 1;
    else right += 1;
  }
  if (Math.max(left, right) < total * PALLU_SHARE) return 0;
  if (left > right * PALLU_SIDE) return -1;
  if (right > left * PALLU_SIDE) return 1;
  return 0;
}

/**
 * Per zone, the share of its fabric pixels in each region (rows: zones, columns: regions);
 * a zone with hardly any fabric (under 2% of it) is left out (all zeros).
 */
export function zoneShares(
  regions: FabricRegions,
  width: number,
  frame: Frame,
  pallu: Side = 0,
): number[][] {
  const k = regions.colours.length;
  const counts = Array.from({ length: ZONES }, () => new Array<number>(k).fill(0));
  const { labels } = regions;
  const zoneOf = zoneTest(frame, pallu);
  for (let i = 0; i < labels.length; i += 2) {
    const l = labels[i] ?? -1;
    if (l < 0) continue;
    const x = i % width;
    const zone = counts[zoneOf(x, (i - x) / width)];
    if (zone) zone[l] = (zone[l] ?? 0) + 1;
    const all = counts[ZONES - 1] as number[];
    all[l] = (all[l] ?? 0) + 1;
  }
  const total = (counts[ZONES - 1] as number[]).reduce((a, v) => a + v, 0) || 1;
  return counts.map((row) => {
    const n = row.reduce((a, v) => a + v, 0);
    return n < total * 0.02 ? row.map(() => 0) : row.map((v) => v / n);
  });
}

/**
 * A saree photo's zones as the role match reads them when its wearer is seen from behind: no
 * pleats show there, below the hips hangs the pallu's decorated end, and the body fabric is the
 * one most at the waist (the pallu's first stretch over the back, decision 082). So the pleats
 * zone's shares are the waist's (decision 157): read below the hips, a worn saree's pleats took
 * the pallu's end (vton-dev D08's orange saree re-dressed in D05's mustard one came out with
 * magenta blobs over its skirt).
 */
export function pleatsAtWaist(zones: number[][]): number[][] {
  return zones.map((row, z) => (z === PLEATS ? (zones[WAIST] ?? row) : row));
}

/** Worn parts whose hues lie within this many degrees… */
const SAME_HUE = 6;
/** …whose brightnesses (luma) lie within this ratio… */
const SAME_LUMA = 1.15;
/** …and who both have this saturation (HSV) or more, for their hue to tell, are one fabric. */
const HUED = 0.3;

/**
 * A worn saree's parts of one fabric take one garment part (decision 158): a part's garment part
 * becomes that of the largest part (kept ones aside) of the same hue and brightness, its
 * saturation differing (a sheer saree over skin beside the same saree in pleats). The colour
 * clustering splits such a saree where it lies over skin; matched by role, the two halves took
 * different garment parts and the re-dress laid two fabrics in blobs along that line (vton-dev
 * D08's orange chiffon re-dressed in D03's or D05's saree: magenta blobs over the skirt, and a
 * jagged seam across D08's own). A border of the saree's own hue but another brightness (D09's
 * silver embroidery on pink, 1.3 times as bright) keeps its own.
 */
export function oneFabricOnePart(regions: FabricRegions, kept: boolean[], map: number[]): void {
  const { colours, sizes } = regions;
  const bySize = sizes
    .map((n, k) => ({ n, k }))
    .filter(({ n, k }) => n > 0 && !kept[k])
    .sort((a, b) => b.n - a.n)
    .map(({ k }) => k);
  const tone = (k: number) => {
    const [r, g, b] = colours[k] ?? [0, 0, 0];
    const max = Math.max(r, g, b);
    const saturation = (max - Math.min(r, g, b)) / Math.max(1, max);
    return { hue: hueOf(r, g, b), saturation, luma: 0.299 * r + 0.587 * g + 0.114 * b };
  };
  bySize.forEach((k, rank) => {
    const a = tone(k);
    const larger = bySize.slice(0, rank).find((m) => {
      const b = tone(m);
      const ratio = Math.max(a.luma, b.luma) / Math.max(1, Math.min(a.luma, b.luma));
      return (
        Math.min(a.saturation, b.saturation) >= HUED &&
        hueGap(a.hue, b.hue) < SAME_HUE &&
        ratio < SAME_LUMA
      );
    });
    if (larger !== undefined) map[k] = map[larger] ?? 0;
  });
}

/** How much each zone counts: the sleeves tell a blouse best, the pleats the body fabric. */
const WEIGHTS = [2, 1, 1, 1.5, 0.5, 0.5];

/**
 * Which garment region dresses each person region, by role: of all mappings, the one under which
 * the person's regions, merged by the garment region they take, occupy the zones as the garment's
 * regions do in its photo (a blouse takes the blouse, the pleats the body fabric). A zone either
 * photo lacks is not compared. `known` (per person region, a garment region or -1) fixes the
 * regions already found in the garment's own fabric (same-fabric.ts): the rest are matched
 * around them. Matched as a whole and then overridden, a worn part kept as the garment's body
 * fabric left the role match's choice for the others standing, made as if it took another
 * part: the worn body of a saree seen from the front took its pink pallu end (vton-dev D05).
 */
export function matchRoles(
  person: number[][],
  garment: number[][],
  kp: number,
  kg: number,
  known: number[] = [],
) {
  const map = new Array<number>(kp).fill(0);
  let best: number[] = [...map];
  let bestCost = Infinity;
  const total = kg ** kp;
  for (let code = 0; code < total; code += 1) {
    let c = code;
    let fits = true;
    for (let p = 0; p < kp; p += 1) {
      map[p] = c % kg;
      c = Math.floor(c / kg);
      const fixed = known[p] ?? -1;
      if (fixed >= 0 && map[p] !== fixed) fits = false;
    }
    if (!fits) continue;
    const cost = mappingCost(person, garment, map, kg);
    if (cost < bestCost - 1e-9) {
      bestCost = cost;
      best = [...map];
    }
  }
  return best;
}

function mappingCost(person: number[][], garment: number[][], map: number[], kg: number): number {
  let cost = 0;
  for (let z = 0; z < ZONES; z += 1) {
    const pz = person[z] ?? [];
    const gz = garment[z] ?? [];
    if (!pz.some((v) => v > 0) || !gz.some((v) => v > 0)) continue;
    const merged = new Array<number>(kg).fill(0);
    map.forEach((g, p) => {
      merged[g] = (merged[g] ?? 0) + (pz[p] ?? 0);
    });
    for (let g = 0; g < kg; g += 1)
      cost += (WEIGHTS[z] ?? 1) * Math.abs((merged[g] ?? 0) - (gz[g] ?? 0));
  }
  return cost;
}

/** How much paler (luma levels) than the main fabric a lehenga photo's sheer dupatta is, at least. */
const DUPATTA_PALER = 25;
/** A sheer dupatta has under this share of the main fabric's chroma (white net over its colour). */
const DUPATTA_CHROMA = 0.6;
/** Under this share of a lehenga photo's fabric, a region off the skirt's front is not dressed from. */
const SMALL_PART = 0.08;

/**
 * The regions of a lehenga photo that are not its fabric to dress a worn part with: missing from
 * the skirt's front (under 1% of the pleats zone), and either much paler than the main (largest)
 * region with far less of its chroma (a sheer dupatta: white net over the skirt's colour) or
 * under SMALL_PART of the fabric (the wearer's hair over her shoulders, a trim). Painted opaque
 * over a worn saree's parts they laid white and dark-brown slabs (vton-dev D03's and vton
 * person_04's sarees re-dressed with D16's lehenga).
 */
export function notLehengaFabric(colours: Rgb[], sizes: number[], zones: number[][]): boolean[] {
  const main = sizes.indexOf(Math.max(...sizes));
  const luma = ([r, g, b]: Rgb) => 0.299 * r + 0.587 * g + 0.114 * b;
  const chroma = (c: Rgb) => Math.max(...c) - Math.min(...c);
  const base = colours[main];
  const pleats = zones[PLEATS] ?? [];
  const total = sizes.reduce((a, v) => a + v, 0);
  return colours.map((c, r) => {
    if (!base || r === main || !(sizes[r] ?? 0) || (pleats[r] ?? 0) >= 0.01) return false;
    if ((sizes[r] ?? 0) < SMALL_PART * total) return true;
    return luma(c) > luma(base) + DUPATTA_PALER && chroma(c) < DUPATTA_CHROMA * chroma(base);
  });
}

/** The zone shares with the `drop` regions left out: the role match gives them no worn part. */
export function withoutParts(zones: number[][], drop: boolean[]): number[][] {
  if (!drop.some(Boolean)) return zones;
  return zones.map((row) => {
    const kept = row.map((v, r) => (drop[r] ? 0 : v));
    const n = kept.reduce((a, v) => a + v, 0);
    return n > 0 ? kept.map((v) => v / n) : kept;
  });
}
