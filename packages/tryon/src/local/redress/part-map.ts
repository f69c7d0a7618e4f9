import type { Category } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { GarmentAnchors } from '../garment/garment-landmarks';
import type { Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import type { GarmentFabric } from './garment-fabric';
import {
  bilinear,
  boundingBox,
  dist,
  growBox,
  inverseBilinear,
  type Point,
  type Quad,
} from '../raster/geometry';
import type { FabricRegions } from './fabric-regions';
import { placementGraphics, type GraphicBox } from './placement-graphic';
import { boxMean } from '../raster/box-filter';

/** A wearer's torso quad and arms (shoulder, elbow, wrist?), keyed by image side. */
export interface Figure {
  quad: Quad;
  arms: { L?: Point[]; R?: Point[] };
}

export function personFigure(body: Body): Figure {
  const arm = (s: Point, e?: Point, w?: Point) => (e ? (w ? [s, e, w] : [s, e]) : undefined);
  const arms: Figure['arms'] = {};
  const L = arm(body.shoulderL, body.elbowL, body.wristL);
  const R = arm(body.shoulderR, body.elbowR, body.wristR);
  if (L) arms.L = L;
  if (R) arms.R = R;
  return { quad: { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR }, arms };
}

export function garmentFigure(anchors: GarmentAnchors): Figure {
  const arms: Figure['arms'] = {};
  const L = anchors.fineArms?.L ?? anchors.armL;
  const R = anchors.fineArms?.R ?? anchors.armR;
  if (L) arms.L = L;
  if (R) arms.R = R;
  return { quad: anchors.quad, arms };
}

/**
 * Nearest labelled pixel's label for every pixel (two-pass chamfer propagation) and the distance
 * to it, so a point that lands just off the garment's fabric (between a sleeve and the body, past
 * a hem) takes the part beside it.
 */
function nearestLabels(labels: Int8Array, width: number, height: number) {
  const out = new Int8Array(labels);
  const d = new Float32Array(labels.length).fill(1e9);
  for (let i = 0; i < labels.length; i += 1) if ((labels[i] ?? -1) >= 0) d[i] = 0;
  const relax = (i: number, j: number, cost: number) => {
    const c = (d[j] ?? 1e9) + cost;
    if (c < (d[i] ?? 1e9)) {
      d[i] = c;
      out[i] = out[j] ?? -1;
    }
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = y * width + x;
      if (x > 0) relax(i, i - 1, 1);
      if (y > 0) {
        relax(i, i - width, 1);
        if (x > 0) relax(i, i - width - 1, 1.414);
        if (x < width - 1) relax(i, i - width + 1, 1.414);
      }
    }
  for (let y = height - 1; y >= 0; y -= 1)
    for (let x = width - 1; x >= 0; x -= 1) {
      const i = y * width + x;
      if (x < width - 1) relax(i, i + 1, 1);
      if (y < height - 1) {
        relax(i, i + width, 1);
        if (x < width - 1) relax(i, i + width + 1, 1.414);
        if (x > 0) relax(i, i + width - 1, 1.414);
      }
    }
  return { labels: out, distance: d };
}

const filled = new WeakMap<Int8Array, ReturnType<typeof nearestLabels>>();

/** Position along an arm polyline (0 shoulder, 1 elbow, 2 wrist) and signed offset across it. */
function onArm(p: Point, arm: Point[]): { along: number; across: number; d: number } {
  let best = { along: 0, across: 0, d: Infinity };
  for (let s = 0; s + 1 < arm.length; s += 1) {
    const a = arm[s] as Point;
    const b = arm[s + 1] as Point;
    const abx = b.x - a.x;
    const aby = b.y - a.y;
    const len = Math.hypot(abx, aby) || 1;
    const raw = ((p.x - a.x) * abx + (p.y - a.y) * aby) / (len * len);
    // The last segment runs on past its end (a long sleeve past a lost wrist point).
    const t = Math.max(0, s + 2 < arm.length ? Math.min(1, raw) : raw);
    const across = ((p.y - a.y) * abx - (p.x - a.x) * aby) / len;
    const d = Math.hypot(p.x - (a.x + abx * t), p.y - (a.y + aby * t));
    if (d < best.d) best = { along: s + t, across, d };
  }
  return best;
}

/**
 * Whether (px, py) is surely farther than `limit` from every segment of an arm polyline (the
 * last one running on past its end, as in onArm): decided on squared lengths with a margin far
 * above their rounding, so a pixel it passes is one onArm would find farther than `limit` too.
 * Most pixels are nowhere near an arm: they skip onArm's Math.hypot calls and objects.
 */
function surelyOffArm(px: number, py: number, arm: Point[], limit: number): boolean {
  const l2 = limit * limit * (1 + 1e-9);
  for (let s = 0; s + 1 < arm.length; s += 1) {
    const a = arm[s] as Point;
    const b = arm[s + 1] as Point;
    const abx = b.x - a.x;
    const aby = b.y - a.y;
    const raw = ((px - a.x) * abx + (py - a.y) * aby) / (abx * abx + aby * aby || 1);
    const t = Math.max(0, s + 2 < arm.length ? Math.min(1, raw) : raw);
    const dx = px - (a.x + abx * t);
    const dy = py - (a.y + aby * t);
    if (dx * dx + dy * dy <= l2) return false;
  }
  return true;
}

/** The point `along`/`across` an arm polyline (across in the arm's own units). */
function armPoint(arm: Point[], along: number, across: number): Point {
  const s = Math.min(arm.length - 2, Math.floor(along));
  const a = arm[s] as Point;
  const b = arm[s + 1] as Point;
  const t = along - s;
  const len = dist(a, b) || 1;
  const nx = -(b.y - a.y) / len;
  const ny = (b.x - a.x) / len;
  return { x: a.x + (b.x - a.x) * t + nx * across, y: a.y + (b.y - a.y) * t + ny * across };
}

export interface PartSource {
  regions: FabricRegions;
  width: number;
  height: number;
  /** The garment's body fabric: what dresses the worn fabric below its wearer's hips. */
  body: number;
  /** A saree's pallu: what dresses the worn fabric beside the torso (see besideTorso). */
  pallu?: number;
}

/**
 * A saree's fabric beside the torso, above the hips and off the upper arm (where a blouse's
 * sleeve is) is its pallu, held out or hanging from the shoulder or the forearm, whatever the
 * garment's model does with hers: through her body it would land on her arm, hand, jewellery or
 * the photo's backdrop, a patchwork of parts.
 */
function besideTorso(s: number, t: number, arm: { along: number } | undefined): boolean {
  if (t > 1.05 || (s >= -0.1 && s <= 1.1)) return false;
  return !arm || arm.along > 1;
}

/**
 * A point is mapped along an arm past this far along it (0 shoulder, 1 elbow, 2 wrist) and within
 * this many shoulder widths of its bone; elsewhere through the torso's quad.
 */
const ON_ARM = { along: 0.25, reach: 0.2 };

/**
 * For every worn-fabric pixel (`labels` ≥ 0), the garment part at the same place on its wearer:
 * torso pixels through the two torso quads (shoulders, hips), sleeve pixels along the arms. A
 * point past the garment photo (a photo cut at the hips, a full sleeve under a short one) takes
 * the part nearest to it in the photo; below the hips and far from any of the photo's fabric, the
 * garment's body fabric. -1 elsewhere (pixels not of part `main`, or of `also`: the sleeves the
 * re-dress adds, mapped along the arms as the main part is).
 */
export function partsByBody(
  labels: Int8Array,
  main: number,
  also: number,
  width: number,
  person: Figure,
  garment: Figure,
  src: PartSource,
  points?: Float32Array,
  /** Set to 1 where a pixel's garment point was found along an arm (ON_ARM), not on the torso. */
  viaArm?: Uint8Array,
): Int8Array {
  let near = filled.get(src.regions.labels);
  if (!near) {
    near = nearestLabels(src.regions.labels, src.width, src.height);
    filled.set(src.regions.labels, near);
  }
  const psw = Math.max(8, dist(person.quad.tl, person.quad.tr));
  const gsw = Math.max(8, dist(garment.quad.tl, garment.quad.tr));
  const k = gsw / psw;
  const out = new Int8Array(labels.length).fill(-1);
  const sides = (['L', 'R'] as const).flatMap((side) => {
    const p = person.arms[side];
    const g = garment.arms[side];
    return p && g ? [{ p, g }] : [];
  });
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? -1;
    if (l < 0 || (l !== main && l !== also)) continue;
    const x = i % width;
    const p = { x, y: (i - x) / width };
    let q: Point | undefined;
    let below = false;
    let arm: { along: number } | undefined;
    for (const { p: pa, g: ga } of sides) {
      if (surelyOffArm(x, p.y, pa, psw * ON_ARM.reach)) continue;
      const a = onArm(p, pa);
      if (a.along > ON_ARM.along && a.d < psw * ON_ARM.reach) {
        q = armPoint(ga, a.along, a.across * k);
        arm = a;
        if (viaArm) viaArm[i] = 1;
        break;
      }
    }
    if (src.pallu !== undefined) {
      const { s, t } = inverseBilinear(person.quad, p);
      if (besideTorso(s, t, arm)) {
        out[i] = src.pallu;
        continue;
      }
    }
    if (!q) {
      const { s, t } = inverseBilinear(person.quad, p);
      q = bilinear(garment.quad, s, t);
      below = t > 1.05;
    }
    if (points) {
      points[i * 2] = q.x;
      points[i * 2 + 1] = q.y;
    }
    const gx = Math.min(src.width - 1, Math.max(0, Math.round(q.x)));
    const gy = Math.min(src.height - 1, Math.max(0, Math.round(q.y)));
    const j = gy * src.width + gx;
    // The offset past the photo's fabric matters below the hips only (Math.hypot is slow).
    const far = below && (near.distance[j] ?? 1e9) + Math.hypot(q.x - gx, q.y - gy) > gsw * 0.25;
    out[i] = far ? src.body : (near.labels[j] ?? src.body);
  }
  return out;
}

/**
 * The garment's body fabric: the part its wearer shows most of at the pleats (below the hips at
 * the centre), else at the waist; a saree photo cut at the hips shows its pallu across the waist
 * too, so there the part that rules the chest (the pallu) is not the body fabric.
 */
function bodyPart(g: GarmentFabric, category: Category): { body: number; pallu?: number } {
  const top = (row: number[], skip = -1) => {
    let best = -1;
    row.forEach((v, j) => {
      if (j !== skip && v > 0 && (best < 0 || v > (row[best] ?? 0))) best = j;
    });
    return best;
  };
  const pallu = category === 'saree' ? top(g.zones[1] ?? []) : -1;
  const withPallu = (body: number) => (pallu >= 0 && pallu !== body ? { body, pallu } : { body });
  const pleats = top(g.zones[3] ?? []);
  if (pleats >= 0) return withPallu(pleats);
  const waist = top(g.zones[2] ?? [], pallu);
  if (waist >= 0) return withPallu(waist);
  return withPallu(g.regions.sizes.indexOf(Math.max(...g.regions.sizes)));
}

/** A worn garment whose largest part holds this share of it is one fabric. */
const ONE_FABRIC = 0.85;

/**
 * The worn garment's part when it is of one fabric (its largest part holds ONE_FABRIC of it,
 * added sleeves, part `sleeve`, not counted) and not kept in its own weave; else undefined.
 */
function oneFabric(worn: {
  labels: Int8Array;
  kept: boolean[];
  sleeve?: number;
}): number | undefined {
  const { labels, kept, sleeve = -1 } = worn;
  const counts = new Array<number>(kept.length).fill(0);
  for (let i = 0; i < labels.length; i += 3) {
    const l = labels[i] ?? -1;
    if (l >= 0 && l !== sleeve) counts[l] = (counts[l] ?? 0) + 1;
  }
  const total = counts.reduce((a, v) => a + v, 0);
  const main = counts.indexOf(Math.max(...counts));
  return total === 0 || (counts[main] ?? 0) < total * ONE_FABRIC || kept[main] ? undefined : main;
}

/**
 * A worn garment of one fabric re-dressed with a garment of several parts (a saree's body and
 * pallu, a polo's yoke and body): which part dresses a worn pixel of that fabric is decided by
 * where it is on the body, not by a role match of whole parts (which gives the one worn part one
 * garment part). Per pixel, the garment part to quilt from (the role match's for the worn
 * garment's small other parts, -1 for kept ones) and, where a placement print lands, the garment
 * point to copy (`warp`, see placementGraphic); undefined when the rule does not apply.
 * Added sleeves (part `sleeve`) do not count towards the rule, and go with the main part.
 */
export function sourcesByBody(
  person: PersonAnalysis,
  garment: GarmentModel,
  g: GarmentFabric,
  worn: { labels: Int8Array; kept: boolean[]; map: number[]; sleeve?: number },
  category: Category,
): { sources: Int8Array; warp?: Float32Array } | undefined {
  if (garment.kind === 'swatch' || g.regions.colours.length < 2) return undefined;
  const { labels, kept, map, sleeve = -1 } = worn;
  const main = oneFabric(worn);
  if (main === undefined) return undefined;
  // Where the role match fails for want of a pleats zone (a saree photo cut at the hips) or the
  // parts are the garment's own (a flat-lay's colour blocks). A worn photo's parts can be its
  // model's hands or trousers, and a full saree's drape differs from the person's, pallu to hem.
  const pleats = (g.zones[3] ?? []).some((v) => v > 0);
  const byParts = category === 'saree' ? !pleats : garment.kind === 'flat';
  const figures = [personFigure(person.body), garmentFigure(garment.anchors)] as const;
  const graphics = category === 'saree' ? [] : placementGraphics(g, figures[1], garment.parts);
  if (!byParts && graphics.length === 0) return undefined;
  const source = { ...g, ...bodyPart(g, category) };
  const points = new Float32Array(labels.length * 2).fill(-1);
  const viaArm = new Uint8Array(labels.length);
  const width = person.image.width;
  const out = partsByBody(labels, main, sleeve, width, ...figures, source, points, viaArm);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] ?? -1;
    const mapped = l === main || l === sleeve;
    if (l >= 0 && (!mapped || !byParts)) out[i] = kept[l] ? -1 : (map[l] ?? -1);
  }
  smoothParts(out, width, dist(figures[0].quad.tl, figures[0].quad.tr) * PART_SMOOTH);
  if (graphics.length === 0) return { sources: out };
  const scale = dist(figures[0].quad.tl, figures[0].quad.tr) / Math.max(8, g.unit);
  const wearer = { quad: figures[0].quad, width };
  const bodyMap = { points, viaArm, garment: figures[1], person: wearer, scale };
  return { sources: out, warp: graphicWarp(labels, main, bodyMap, g, graphics, out) };
}

/** The window (× shoulder width) over which the parts' boundaries are smoothed. */
const PART_SMOOTH = 0.03;

/**
 * Each pixel mapped to a garment part takes the part most of the mapped pixels within `radius`
 * take (a box window). The parts are looked up at the garment photo's pixels, which are larger
 * than the person's where the photo is smaller: vton S08's colour-block polo met its navy body
 * along a staircase of 8 px steps and notches; the seam is now as smooth as the photo's.
 */
export function smoothParts(sources: Int8Array, width: number, radius: number): void {
  const height = sources.length / width;
  const r = Math.max(2, Math.round(radius));
  let parts = 0;
  for (const v of sources) if (v + 1 > parts) parts = v + 1;
  const found = boundingBox(sources.length, width, (i) => (sources[i] ?? -1) >= 0);
  if (parts < 2 || !found) return;
  // Within the mapped pixels' box (grown by the window): the votes there are the whole frame's.
  const box = growBox(found, r + 1, width, height);
  const cw = box.x1 - box.x0 + 1;
  const ch = box.y1 - box.y0 + 1;
  const votes = Array.from({ length: parts }, (_, p) => {
    const plane = new Float32Array(cw * ch);
    for (let y = 0; y < ch; y += 1)
      for (let x = 0; x < cw; x += 1)
        if (sources[(y + box.y0) * width + x + box.x0] === p) plane[y * cw + x] = 1;
    return boxMean(plane, cw, ch, r);
  });
  for (let y = 0; y < ch; y += 1)
    for (let x = 0; x < cw; x += 1) {
      const i = (y + box.y0) * width + x + box.x0;
      const k = y * cw + x;
      if ((sources[i] ?? -1) < 0) continue;
      let best = sources[i] ?? 0;
      let most = votes[best]?.[k] ?? 0;
      for (let p = 0; p < parts; p += 1)
        if ((votes[p]?.[k] ?? 0) > most) {
          most = votes[p]?.[k] ?? 0;
          best = p;
        }
      sources[i] = best;
    }
}

/** How far inside a graphic's box a garment point lies, over its fade (0 outside, 1 whole). */
function graphicWeight(x: number, y: number, boxes: GraphicBox[]): number {
  let best = 0;
  for (const b of boxes) {
    const inside = Math.min(x - b.x0, b.x1 - x, y - b.y0, b.y1 - y);
    if (inside > 0) best = Math.max(best, Math.min(1, inside / Math.max(2, b.fade)));
  }
  return best;
}

/**
 * Px from each pixel to the nearest pixel above its wearer's shoulders, between them, that is
 * not fabric (`labels` < 0): the neck and the head and, in a garment photo, the rectangle round
 * the head its cut-out leaves out (garment-mask.ts), into which a shoulder's embroidery can run.
 */
function depthBelowHead(labels: Int8Array, width: number, quad: Quad): Float32Array {
  const shoulderY = Math.max(quad.tl.y, quad.tr.y);
  const [x0, x1] = [Math.min(quad.tl.x, quad.tr.x), Math.max(quad.tl.x, quad.tr.x)];
  const head = new Int8Array(labels.length).fill(-1);
  for (let i = 0; i < labels.length; i += 1) {
    const x = i % width;
    if ((labels[i] ?? -1) < 0 && x >= x0 && x <= x1 && (i - x) / width < shoulderY) head[i] = 0;
  }
  return nearestLabels(head, width, labels.length / width).distance;
}

/** depthBelowHead of a garment photo's fabric, once per fabric (a cached garment's is reused). */
function fabricBelowHead(g: GarmentFabric, quad: Quad): Float32Array {
  let hit = belowHead.get(g.regions.labels);
  if (!hit) {
    hit = depthBelowHead(g.regions.labels, g.width, quad);
    belowHead.set(g.regions.labels, hit);
  }
  return hit;
}

const belowHead = new WeakMap<Int8Array, Float32Array>();

/**
 * Over this many times a graphic's fade, its copy also fades out towards the garment photo's
 * head (depthBelowHead) where the person's garment runs on nearer its own: vton-dev D15's
 * shoulder embroidery runs up to the collar, and was copied with the straight top edge of the
 * rectangle the cut-out leaves out round the head. Right at the person's own neckline (a kurta's
 * embroidered yoke) the copy is whole.
 */
const HEAD_FADE = 2;
/** …and where the person's own head lies within this many fades, not at all (px of the person's). */
const OWN_HEAD_FADE = 1;

/** Whether a garment point lies between its wearer's sides (the quad's left and right edges). */
function onTorso(quad: Quad, x: number, y: number): boolean {
  const { s } = inverseBilinear(quad, { x, y });
  return s >= 0 && s <= 1;
}

/**
 * The graphics' pixels are copied through the body map, not quilted; over the margin around
 * them the copy fades into the quilted fabric (x, y, weight per pixel). Wholly copied pixels
 * take no quilted source (`sources` set to -1). Along an arm the map copies only what lies
 * beside the garment's torso (a sleeve's embroidery, a shoulder's running onto it): beside the
 * armpit the person's chest maps along the arm into the garment photo's chest, and a second
 * copy of a corner of the sample tee's logo stood below the first.
 */
function graphicWarp(
  labels: Int8Array,
  main: number,
  bodyMap: {
    points: Float32Array;
    viaArm: Uint8Array;
    garment: Figure;
    /** The person's figure and image width, and person pixels per garment pixel. */
    person: { quad: Quad; width: number };
    scale: number;
  },
  g: GarmentFabric,
  boxes: GraphicBox[],
  sources: Int8Array,
): Float32Array {
  const { points, viaArm, garment, person, scale } = bodyMap;
  const depth = fabricBelowHead(g, garment.quad);
  const own = depthBelowHead(labels, person.width, person.quad);
  const fade = Math.max(2, ...boxes.map((b) => b.fade));
  const headFade = HEAD_FADE * fade;
  const ownFade = OWN_HEAD_FADE * fade * scale;
  const warp = new Float32Array(labels.length * 3).fill(-1);
  for (let i = 0; i < labels.length; i += 1) {
    if (labels[i] !== main) continue;
    const x = points[i * 2] ?? -1;
    const y = points[i * 2 + 1] ?? -1;
    const inBox = graphicWeight(x, y, boxes);
    if (inBox <= 0 || (viaArm[i] && onTorso(garment.quad, x, y))) continue;
    const j = Math.round(y) * g.width + Math.round(x);
    if ((g.regions.labels[j] ?? -1) < 0) continue;
    const fromHead = (depth[j] ?? 0) / headFade;
    const weight = Math.min(inBox, Math.max(fromHead, 1 - (own[i] ?? 0) / ownFade));
    warp[i * 3] = x;
    warp[i * 3 + 1] = y;
    warp[i * 3 + 2] = weight;
    if (weight >= 1) sources[i] = -1;
  }
  return warp;
}

/**
 * The garment's own fabric (its light flattened) at the body-mapped points `warp` (garment x, y
 * and weight per person pixel, -1 where not copied), bilinearly sampled and blended by the
 * weight into `fabricRgb`.
 */
export function copyWarped(fabricRgb: Float32Array, warp: Float32Array, g: GarmentFabric): void {
  const { rgb, width, height } = g;
  for (let i = 0; i * 3 < warp.length; i += 1) {
    const x = warp[i * 3] ?? -1;
    if (x < 0) continue;
    const y = warp[i * 3 + 1] ?? 0;
    const w = warp[i * 3 + 2] ?? 1;
    const x0 = Math.min(width - 2, Math.max(0, Math.floor(x)));
    const y0 = Math.min(height - 2, Math.max(0, Math.floor(y)));
    const fx = Math.min(1, Math.max(0, x - x0));
    const fy = Math.min(1, Math.max(0, y - y0));
    const o = (y0 * width + x0) * 3;
    const down = width * 3;
    // Where the quilting left nothing (-1), the copy is taken whole.
    const base = (fabricRgb[i * 3] ?? -1) < 0 ? 1 : w;
    for (let c = 0; c < 3; c += 1) {
      const top = (rgb[o + c] ?? 0) * (1 - fx) + (rgb[o + 3 + c] ?? 0) * fx;
      const bottom = (rgb[o + down + c] ?? 0) * (1 - fx) + (rgb[o + down + 3 + c] ?? 0) * fx;
      const copy = top * (1 - fy) + bottom * fy;
      fabricRgb[i * 3 + c] = copy * base + (fabricRgb[i * 3 + c] ?? 0) * (1 - base);
    }
  }
}
