import { measureSleeveReach, type GarmentModel } from '../garment/garment-analysis';
import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import type { Point } from '../raster/geometry';
import { blurMap, createFloatMap } from '../raster/raster';
import { personArm } from '../render/fit';

/** The short sleeve of a tee or polo: the re-dress adds one when the worn top leaves the arm bare. */
const SHORTEST = 0.25;
/** Sleeves to the elbow or longer are put on by the replace path (plan/sleeves.ts). */
const ELBOW = 1;
/** How far past the arm's own edges a sleeve stands (× shoulder width), at its hem. */
const EASE = 0.035;
/** The armhole a tee closes runs this far below the shoulder joint (× shoulder width). */
const ARMHOLE = 0.45;

/** One sleeve the re-dress adds: the upper arm from the shoulder joint to the sleeve's hem. */
interface Sleeve {
  shoulder: Point;
  /** Unit vector down the arm, and its normal. */
  down: Point;
  across: Point;
  /** The hem's distance from the shoulder joint along the arm (px). */
  length: number;
  /** The sleeve's edges across the arm (px from the arm's line, signed along `across`). */
  lo: number;
  hi: number;
  ease: number;
}

/** Sleeves the garment has and the person's worn top lacks, painted as a part of its own. */
export interface AddedSleeves {
  /** 1 where a sleeve, or the shoulder the worn top leaves bare under it, is added. */
  mask: Uint8Array;
  sleeves: Sleeve[];
}

/** Sleeve coordinates of a pixel: along the arm from the shoulder joint, and across it (px). */
const coords = (s: Sleeve, x: number, y: number) => {
  const dx = x - s.shoulder.x;
  const dy = y - s.shoulder.y;
  return { u: dx * s.down.x + dy * s.down.y, v: dx * s.across.x + dy * s.across.y };
};

/**
 * The bare arm's edges across its line (px, signed along `across`), the median over the upper
 * arm below the shoulder's round; the arm's line itself ± 0.14 shoulder widths when the skin
 * does not show them (a sleeve over a sleeve, an arm behind the back).
 */
function armEdges(person: PersonAnalysis, s: Sleeve, sw: number): [number, number] {
  const { skin, image } = person;
  const { width, height } = image;
  const isSkin = (p: Point) => {
    const x = Math.round(p.x);
    const y = Math.round(p.y);
    return x >= 0 && y >= 0 && x < width && y < height && (skin.data[y * width + x] ?? 0) > 0.5;
  };
  const at = (u: number, v: number) => ({
    x: s.shoulder.x + s.down.x * u + s.across.x * v,
    y: s.shoulder.y + s.down.y * u + s.across.y * v,
  });
  const los: number[] = [];
  const his: number[] = [];
  const limit = Math.round(sw * 0.3);
  for (let u = s.length * 0.35; u <= s.length; u += Math.max(1, s.length / 12)) {
    const start = [0, 1, -1, 2, -2, 3, -3].find((v) => isSkin(at(u, v)));
    if (start === undefined) continue;
    let lo = start;
    while (lo > -limit && isSkin(at(u, lo - 1))) lo -= 1;
    let hi = start;
    while (hi < limit && isSkin(at(u, hi + 1))) hi += 1;
    if (hi - lo < sw * 0.12 || hi - lo > sw * 0.45) continue;
    los.push(lo);
    his.push(hi);
  }
  const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)] ?? 0;
  return los.length >= 3 ? [median(los), median(his)] : [-sw * 0.14, sw * 0.14];
}

/**
 * Whether a pixel lies in the sleeve: from the shoulder joint to the hem, between the arm's
 * edges, standing off them by the ease (none at the shoulder, where the sleeve follows the
 * shoulder's own round, growing over the first third).
 */
function inSleeve(s: Sleeve, x: number, y: number): boolean {
  const { u, v } = coords(s, x, y);
  if (u < 0 || u > s.length) return false;
  const ease = s.ease * Math.min(1, u / (s.length * 0.35));
  return v >= s.lo - ease && v <= s.hi + ease;
}

/**
 * The garment's short sleeves on a person whose worn top leaves the arms bare (a tee on a tank
 * top): re-dressing the tank top alone lost them. Per arm, when the garment's sleeve reaches
 * further than the worn top, the sleeve runs from the shoulder joint to the garment's own reach
 * along the person's upper arm (elbow = 1), as wide as the arm plus the cloth's ease; the skin
 * the worn top's armhole leaves bare beside its strap, down to a tee's armhole, is added too.
 * Hair and the face stay in front; the worn top's own pixels keep their parts.
 */
export function findAddedSleeves(
  person: PersonAnalysis,
  garment: GarmentModel,
  labels: Int8Array,
): AddedSleeves | undefined {
  if (garment.tiles || garment.kind === 'swatch') return undefined;
  const { image, body, face, hair } = person;
  const { width, height } = image;
  const sw = body.shoulderWidth;
  const worn = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) worn.data[i] = (labels[i] ?? -1) >= 0 ? 1 : 0;
  const mask = new Uint8Array(width * height);
  const sleeves: Sleeve[] = [];
  const free = (i: number, x: number, y: number) =>
    (labels[i] ?? -1) < 0 && (hair.data[i] ?? 0) <= 0.5 && !(face && isInsideFace(face, x, y, 1.0));
  for (const side of ['L', 'R'] as const) {
    const arm = personArm(person, side);
    const reach = garment.sleeveReach[side];
    if (!arm || reach < SHORTEST || reach >= ELBOW) continue;
    if (measureSleeveReach(worn, arm) >= reach - 0.15) continue;
    const [shoulder, elbow] = arm;
    const len = Math.hypot(elbow.x - shoulder.x, elbow.y - shoulder.y);
    if (len < 4) continue;
    const down = { x: (elbow.x - shoulder.x) / len, y: (elbow.y - shoulder.y) / len };
    const s: Sleeve = {
      shoulder,
      down,
      across: { x: -down.y, y: down.x },
      length: len * reach,
      lo: 0,
      hi: 0,
      ease: sw * EASE,
    };
    [s.lo, s.hi] = armEdges(person, s, sw);
    sleeves.push(s);
    const r = Math.ceil(s.length + sw * 0.5);
    for (
      let y = Math.max(0, Math.floor(shoulder.y - r));
      y <= Math.min(height - 1, shoulder.y + r);
      y += 1
    )
      for (
        let x = Math.max(0, Math.floor(shoulder.x - r));
        x <= Math.min(width - 1, shoulder.x + r);
        x += 1
      ) {
        const i = y * width + x;
        if (inSleeve(s, x, y) && free(i, x, y)) mask[i] = 1;
      }
    addArmhole(person, s, labels, mask, free);
  }
  return sleeves.length > 0 ? { mask, sleeves } : undefined;
}

/**
 * The skin the worn top's armhole leaves bare beside its strap, which a tee covers: in each row
 * from the strap's top to the armhole's depth, from the worn fabric's outer edge outwards over
 * the person's skin (gaps of a few pixels in the skin mask bridged), up to the sleeve's hem.
 */
function addArmhole(
  person: PersonAnalysis,
  s: Sleeve,
  labels: Int8Array,
  mask: Uint8Array,
  free: (i: number, x: number, y: number) => boolean,
): void {
  const { image, body, skin, matte } = person;
  const { width, height } = image;
  const sw = body.shoulderWidth;
  const centre = (body.shoulderL.x + body.shoulderR.x) / 2;
  const out = s.shoulder.x < centre ? -1 : 1;
  const far = s.shoulder.x + out * sw * 0.3;
  const y0 = Math.max(0, Math.round(s.shoulder.y - sw * 0.3));
  const y1 = Math.min(height - 1, Math.round(s.shoulder.y + sw * ARMHOLE));
  for (let y = y0; y <= y1; y += 1) {
    let edge = -1;
    for (let x = Math.round(centre); x >= 0 && x < width && (x - far) * out <= 0; x += out)
      if ((labels[y * width + x] ?? -1) >= 0) edge = x;
    if (edge < 0) continue;
    let gap = 0;
    for (let x = edge + out; x >= 0 && x < width && (x - s.shoulder.x) * out < sw * 0.5; x += out) {
      const i = y * width + x;
      if (coords(s, x, y).u > s.length || !free(i, x, y)) break;
      if ((skin.data[i] ?? 0) > 0.5) {
        for (let k = 0; k <= gap; k += 1) mask[i - k * out] = 1;
        gap = 0;
      } else if ((matte.data[i] ?? 0) > 0.5 && gap < 3) gap += 1;
      else break;
    }
  }
}

/**
 * The light on the added sleeves: the arm's and shoulder's own (the skin's luminance smoothed
 * over a fifteenth of the shoulders, over its mean on that sleeve), so a sleeve is rounded and
 * shadowed as the arm under it; its hem turned (the last pixels a shade darker). Written into
 * `shading` at the added pixels.
 */
export function lightSleeves(
  person: PersonAnalysis,
  added: AddedSleeves,
  shading: Float32Array,
): void {
  const { image, skin, body } = person;
  const { width, height } = image;
  const num = createFloatMap(width, height);
  const den = createFloatMap(width, height);
  for (let i = 0; i < num.data.length; i += 1) {
    if ((skin.data[i] ?? 0) <= 0.5) continue;
    const o = i * 3;
    num.data[i] =
      0.299 * (image.data[o] ?? 0) +
      0.587 * (image.data[o + 1] ?? 0) +
      0.114 * (image.data[o + 2] ?? 0);
    den.data[i] = 1;
  }
  const radius = Math.max(2, Math.round(body.shoulderWidth / 15));
  const n = blurMap(num, radius).data;
  const d = blurMap(den, radius).data;
  const nearest = (x: number, y: number) => {
    let best = 0;
    added.sleeves.forEach((s, k) => {
      const b = added.sleeves[best] as Sleeve;
      if (
        Math.hypot(x - s.shoulder.x, y - s.shoulder.y) <
        Math.hypot(x - b.shoulder.x, y - b.shoulder.y)
      )
        best = k;
    });
    return best;
  };
  const owner = new Int8Array(added.mask.length).fill(-1);
  const sums = added.sleeves.map(() => [0, 0]);
  for (let i = 0; i < added.mask.length; i += 1) {
    if (!added.mask[i]) continue;
    const x = i % width;
    const k = nearest(x, (i - x) / width);
    owner[i] = k;
    if ((d[i] ?? 0) < 0.2) continue;
    const sum = sums[k] as number[];
    sum[0] = (sum[0] ?? 0) + (n[i] ?? 0) / (d[i] ?? 1);
    sum[1] = (sum[1] ?? 0) + 1;
  }
  for (let i = 0; i < added.mask.length; i += 1) {
    const k = owner[i] ?? -1;
    if (k < 0) continue;
    const [total = 0, count = 0] = sums[k] ?? [];
    const mean = count > 0 ? total / count : 0;
    const skinLight = (d[i] ?? 0) >= 0.2 && mean > 0 ? (n[i] ?? 0) / (d[i] ?? 1) / mean : 1;
    const x = i % width;
    const s = added.sleeves[k] as Sleeve;
    const { u } = coords(s, x, (i - x) / width);
    const hem = u > s.length - 1.5 ? 0.9 : u > s.length - 3 ? 0.95 : 1;
    shading[i] = Math.min(1.3, Math.max(0.7, skinLight)) * hem;
  }
}

/** Signed distance (px) inside a sleeve's drawn edges (its hem and eased sides), and the way in. */
function inside(s: Sleeve, x: number, y: number): { d: number; inward: Point } {
  const { u, v } = coords(s, x, y);
  const ease = s.ease * Math.min(1, u / (s.length * 0.35));
  const hem = s.length - u;
  const lo = v - (s.lo - ease);
  const hi = s.hi + ease - v;
  if (hem <= lo && hem <= hi) return { d: hem, inward: { x: -s.down.x, y: -s.down.y } };
  if (lo <= hi) return { d: lo, inward: s.across };
  return { d: hi, inward: { x: -s.across.x, y: -s.across.y } };
}

/**
 * The sleeves' drawn edges, anti-aliased by their geometry: a hem across the arm or a side
 * standing off it over the backdrop has no edge in the photo for the guided filter to find, which
 * smeared it over a few pixels. Below the shoulder joint, a pixel within half a pixel of the
 * edge is covered by its share; the refined cover's spill past the edge is taken back. `painted`
 * is the layer before the soft cover; `out` and `cover` are edited.
 */
export function sharpenSleeveEdges(
  person: PersonAnalysis,
  added: AddedSleeves,
  paint: { labels: Int8Array; sleeve: number; painted: Uint8Array },
  out: Uint8Array,
  cover: Float32Array,
): void {
  const { image } = person;
  const { width, height } = image;
  const src = image.data;
  const { labels, sleeve, painted } = paint;
  const reach = Math.max(3, Math.round(person.body.shoulderWidth * 0.03));
  for (const s of added.sleeves) {
    const r = Math.ceil(s.length + person.body.shoulderWidth * 0.5);
    for (
      let y = Math.max(0, Math.floor(s.shoulder.y - r));
      y <= Math.min(height - 1, s.shoulder.y + r);
      y += 1
    )
      for (
        let x = Math.max(0, Math.floor(s.shoulder.x - r));
        x <= Math.min(width - 1, s.shoulder.x + r);
        x += 1
      ) {
        const i = y * width + x;
        const { u } = coords(s, x, y);
        if (u < s.length * 0.1 || u > s.length + reach) continue;
        const { d, inward } = inside(s, x, y);
        if (d >= reach || d <= -reach) continue;
        const l = labels[i] ?? -1;
        if (l >= 0 && l !== sleeve) continue;
        const step = Math.max(1, 1 - d);
        const qx = Math.round(x + inward.x * step);
        const qy = Math.round(y + inward.y * step);
        const q = qy * width + qx;
        if (
          l !== sleeve &&
          (qx < 0 || qy < 0 || qx >= width || qy >= height || labels[q] !== sleeve)
        )
          continue;
        if (l === sleeve && d < 0.5) continue; // the armhole's skin beyond the sleeve's side
        const a = Math.min(1, Math.max(0, d + 0.5));
        const from = l === sleeve ? i : q;
        for (let c = 0; c < 3; c += 1)
          out[i * 3 + c] = Math.round(
            (painted[from * 3 + c] ?? 0) * a + (src[i * 3 + c] ?? 0) * (1 - a),
          );
        cover[i] = a;
      }
  }
}
