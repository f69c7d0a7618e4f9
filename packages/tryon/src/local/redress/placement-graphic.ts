import type { Figure } from './part-map';
import { PART_NONE } from '../garment/garment-analysis';
import type { GarmentFabric } from './garment-fabric';
import { inverseBilinear, nearSegment, type Point, type Quad } from '../raster/geometry';
import { PLACKET_BOTTOM, PLACKET_HALF, PLACKET_TOP, torsoAcross } from './placket';
import { labelComponents } from '../raster/components';
import { createFloatMap, morphMask, type FloatMap } from '../raster/raster';

/** A placed graphic's box in garment pixels, with the fade of its copy into the quilted fabric. */
export interface GraphicBox {
  /** Over this far inside its edge the copy fades into the quilted fabric. */
  fade: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Luminance this far from the ground fabric's is ornament (a logo, embroidery, a print). */
const ORNAMENT_CONTRAST = 40;
/** More ornament than this share of the fabric is an all-over print, which quilting makes again. */
const MAX_ORNAMENT_SHARE = 0.15;
/** A piece's ornament pixels, at least (this × the shoulders)²: a cuff's motif, not a button. */
const MIN_PIECE = 0.08;
/**
 * A piece's narrower side, × the shoulders: a sliver of backdrop seen between an arm and the body,
 * or a lit edge, is a line; a placed motif has breadth.
 */
const MIN_SPAN = 0.1;
/** More placed pieces than this are a repeating print's motifs. */
const MAX_PIECES = 4;

const luma = (rgb: ArrayLike<number>, i: number) =>
  0.299 * (rgb[i * 3] ?? 0) + 0.587 * (rgb[i * 3 + 1] ?? 0) + 0.114 * (rgb[i * 3 + 2] ?? 0);

/**
 * Fabric pixels far in luminance from the ground (the largest part); undefined for a print. The
 * wearer's bare arms (part none) are not the garment's, even where its fabric source kept them.
 */
function ornamentMask(g: GarmentFabric, parts: Uint8Array): FloatMap | undefined {
  const { sizes, colours, labels } = g.regions;
  const ground = sizes.indexOf(Math.max(...sizes));
  const [r, gr, b] = colours[ground] ?? [0, 0, 0];
  const groundLuma = 0.299 * r + 0.587 * gr + 0.114 * b;
  const mask = createFloatMap(g.width, g.height);
  let fabric = 0;
  let ornament = 0;
  for (let i = 0; i < labels.length; i += 1) {
    if ((labels[i] ?? -1) < 0 || parts[i] === PART_NONE) continue;
    fabric += 1;
    if (Math.abs(luma(g.rgb, i) - groundLuma) <= ORNAMENT_CONTRAST) continue;
    mask.data[i] = 1;
    ornament += 1;
  }
  return ornament > fabric * MAX_ORNAMENT_SHARE ? undefined : mask;
}

/**
 * Whether a garment point lies on its wearer's chest, shoulders or sleeves (not the legs). Made
 * once per figure: it runs for every fifth ornament pixel.
 */
function upperBodyTest(figure: Figure, unit: number): (x: number, y: number) => boolean {
  const segments = Object.values(figure.arms).flatMap((arm) =>
    arm.slice(1).map((b, k) => [arm[k] as Point, b] as const),
  );
  const reach = unit * 0.3;
  return (x, y) => {
    const { s, t } = inverseBilinear(figure.quad, { x, y });
    if (s > -0.3 && s < 1.3 && t > -0.3 && t < 0.75) return true;
    for (let k = 0; k < segments.length; k += 1) {
      const seg = segments[k];
      if (seg && nearSegment(x, y, seg[0], seg[1], reach)) return true;
    }
    return false;
  };
}

interface Piece {
  n: number;
  upper: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** Ornament pixels per joined piece (strokes a few pixels apart are one piece), with boxes. */
function ornamentPieces(mask: FloatMap, g: GarmentFabric, figure: Figure): Piece[] {
  const joined = morphMask(
    morphMask(mask, Math.max(2, g.unit * 0.04)),
    -Math.max(1, g.unit * 0.02),
  );
  const { labels, sizes } = labelComponents(joined);
  const pieces = sizes.map(() => ({ n: 0, upper: 0, x0: Infinity, y0: Infinity, x1: -1, y1: -1 }));
  const onUpperBody = upperBodyTest(figure, g.unit);
  for (let i = 0; i < labels.length; i += 1) {
    const piece = pieces[(labels[i] ?? 0) - 1];
    if (!piece || (mask.data[i] ?? 0) <= 0) continue;
    const x = i % g.width;
    const y = (i - x) / g.width;
    piece.n += 1;
    piece.x0 = Math.min(piece.x0, x);
    piece.x1 = Math.max(piece.x1, x);
    piece.y0 = Math.min(piece.y0, y);
    piece.y1 = Math.max(piece.y1, y);
    if (i % 5 === 0 && onUpperBody(x, y)) piece.upper += 5;
  }
  return pieces;
}

/**
 * Placed graphics (a chest logo, one-sided embroidery on a shoulder and a cuff, a yoke motif):
 * ornament (luminance far from the ground fabric's) gathered into a few pieces, each sizeable
 * (not a line, no wider than the shoulders), on its wearer's upper body
 * or sleeves. Quilting cannot make them again (they do not repeat) and would spread them all over;
 * they are copied through the body map instead. An all-over print (much ornament, or many pieces)
 * has none. Boxes with a margin of the fabric around them, in garment pixels; cached per garment.
 */
export function placementGraphics(
  g: GarmentFabric,
  figure: Figure,
  parts: Uint8Array,
): GraphicBox[] {
  const hit = cache.get(g);
  if (hit) return hit;
  const mask = ornamentMask(g, parts);
  const minPixels = (g.unit * MIN_PIECE) ** 2;
  const all = mask ? ornamentPieces(mask, g, figure) : [];
  const pieces = all.filter(
    (p) =>
      p.n >= minPixels &&
      p.x1 - p.x0 <= g.unit &&
      Math.min(p.x1 - p.x0, p.y1 - p.y0) >= g.unit * MIN_SPAN &&
      p.upper >= p.n * 0.8,
  );
  const boxed = (p: Piece, margin: number): GraphicBox => ({
    x0: p.x0 - margin,
    y0: p.y0 - margin,
    x1: p.x1 + margin,
    y1: p.y1 + margin,
    fade: margin,
  });
  const boxes = [
    ...(pieces.length > MAX_PIECES ? [] : pieces.map((p) => boxed(p, g.unit * 0.05))),
    ...buttonColumn(all, g, figure.quad).map((p) => boxed(p, g.unit * BUTTON_MARGIN)),
  ];
  cache.set(g, boxes);
  if (boxes.length > 0 && mask) quiltSources.set(g, withoutOrnament(g, mask));
  return boxes;
}

/** A button's ornament: at least this (× the shoulders) squared, and at most this across. */
const BUTTON_MIN = 0.012;
const BUTTON_MAX = 0.08;
/** Buttons in a column down the placket: this many at least, this many at most. */
const BUTTONS_MIN = 3;
const BUTTONS_MAX = 8;
/** Around a button, this much of the fabric (× the shoulders) is copied with it, fading out. */
const BUTTON_MARGIN = 0.025;

/**
 * A top's buttons: small ornament pieces (each at most BUTTON_MAX across) centred in the placket
 * band down its wearer's middle (placket.ts), three to eight of them. Left out of the quilting with
 * the rest of the band, a sherwani's gold buttons were simply gone (vton-dev D15); copied through
 * the body map, they run down the person's own front. None where there are fewer (a lone brooch
 * is a placed graphic or nothing) or more (a print's dots).
 */
function buttonColumn(all: Piece[], g: GarmentFabric, quad: Quad): Piece[] {
  const half = g.unit * PLACKET_HALF;
  const buttons = all.filter((p) => {
    const w = p.x1 - p.x0;
    const h = p.y1 - p.y0;
    if (p.n < (g.unit * BUTTON_MIN) ** 2 || Math.max(w, h) > g.unit * BUTTON_MAX) return false;
    const { s, t } = inverseBilinear(quad, { x: (p.x0 + p.x1) / 2, y: (p.y0 + p.y1) / 2 });
    return (
      t >= PLACKET_TOP && t <= PLACKET_BOTTOM && Math.abs(s - 0.5) * torsoAcross(quad, t) < half
    );
  });
  return buttons.length >= BUTTONS_MIN && buttons.length <= BUTTONS_MAX ? buttons : [];
}

const cache = new WeakMap<GarmentFabric, GraphicBox[]>();
const quiltSources = new WeakMap<GarmentFabric, GarmentFabric>();

/**
 * Around ornament, this much of the fabric (× the shoulders) is left out of what is quilted: a
 * pocket square's or a button's pale rim is ornament, its dark inside and shadow are not, and a
 * rim of 0.03 left them in (vton-dev D15's black pocket square quilted all over the new
 * sherwani as dark peaks).
 */
const ORNAMENT_RIM = 0.1;
/** …or this much, where the wider rim would leave less than half the fabric to quilt from. */
const ORNAMENT_RIM_MIN = 0.03;

/**
 * The garment's fabric with its ornament (and a rim around it) taken out of its parts: on a
 * plain ground with placed graphics, ornament is objects (buttons, a pocket square, the
 * graphics' loose strokes) that quilting would scatter all over the new garment.
 */
function withoutOrnament(g: GarmentFabric, ornament: FloatMap): GarmentFabric {
  const from = g.regions.labels;
  const without = (rimSide: number) => {
    const rim = morphMask(ornament, Math.max(1, g.unit * rimSide));
    const labels = new Int8Array(from.length);
    let kept = 0;
    for (let i = 0; i < from.length; i += 1) {
      labels[i] = (rim.data[i] ?? 0) > 0.5 ? -1 : (from[i] ?? -1);
      if ((labels[i] ?? -1) >= 0) kept += 1;
    }
    return { labels, kept };
  };
  const fabric = from.reduce((n, l) => n + (l >= 0 ? 1 : 0), 0);
  const wide = without(ORNAMENT_RIM);
  const { labels } = wide.kept >= fabric / 2 ? wide : without(ORNAMENT_RIM_MIN);
  return { ...g, regions: { ...g.regions, labels }, starts: new Map(), insides: new Map() };
}

/**
 * What to quilt from: the garment's fabric less its ornament when placed graphics were found
 * on it (placementGraphics ran first), else the fabric itself.
 */
export function quiltSource(g: GarmentFabric): GarmentFabric {
  return quiltSources.get(g) ?? g;
}

/** A garment's placed graphics as made on another thread: the boxes and the quilt source's labels. */
export interface MadeGraphics {
  boxes: GraphicBox[];
  /** The quilt source's labels (the fabric less its ornament) when boxes were found. */
  quiltLabels?: Int8Array;
}

/** The graphics placementGraphics found (or finds) on this fabric, to send to another thread. */
export function madeGraphics(g: GarmentFabric, figure: Figure, parts: Uint8Array): MadeGraphics {
  const boxes = placementGraphics(g, figure, parts);
  const source = quiltSources.get(g);
  return source ? { boxes, quiltLabels: source.regions.labels } : { boxes };
}

/** Keeps graphics made on another thread as this fabric's (what placementGraphics would find). */
export function keepGraphics(g: GarmentFabric, made: MadeGraphics): void {
  if (cache.has(g)) return;
  cache.set(g, made.boxes);
  if (made.quiltLabels) {
    const labels = made.quiltLabels;
    quiltSources.set(g, {
      ...g,
      regions: { ...g.regions, labels },
      starts: new Map(),
      insides: new Map(),
    });
  }
}
