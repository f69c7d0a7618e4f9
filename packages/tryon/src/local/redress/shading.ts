import { blurMapInPlace, createFloatMap } from '../raster/raster';
import { chromaOf, offChroma, type Rgb } from '../raster/palette';
import type { FabricRegions } from './fabric-regions';

const luma = (rgb: ArrayLike<number>, o: number) =>
  0.299 * (rgb[o] ?? 0) + 0.587 * (rgb[o + 1] ?? 0) + 0.114 * (rgb[o + 2] ?? 0);

export interface RegionLight {
  /** Per pixel: the fabric's luminance smoothed within its own region (print removed). */
  smooth: Float32Array;
  /** Per pixel luminance. */
  luma: Float32Array;
  /** Mean luminance per region. */
  mean: number[];
  /** Texture energy per region: mean |L − smooth| / mean (0 for plain fabric). */
  texture: number[];
  /**
   * Per region, the luminance range [low, high] of its fabric: pixels outside it (a pocket
   * square, brass buttons, a glint on a dark jacket) are objects on the fabric, not its light.
   */
  range: [number, number][];
  /**
   * Per pixel (when found), 1 where a print in another colour lies on the fabric (a graphic on a
   * white sweatshirt): like an object, it carries none of the fabric's light.
   */
  objects?: Uint8Array;
  /**
   * Per region (when print in another colour was looked for), the chromaticity of its ground:
   * pixels further than the limit from it are print. Undefined for a region too dark to tell, or
   * with no ground (most of it off any one chromaticity).
   */
  grounds?: ([number, number] | undefined)[];
}

/** First and last pixel index of each region (-1 … -1 for none), as pairs. */
function regionSpans(labels: Int8Array, k: number): Int32Array {
  const spans = new Int32Array(2 * k).fill(-1);
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0 || r >= k) continue;
    if (spans[2 * r] === -1) spans[2 * r] = i;
    spans[2 * r + 1] = i;
  }
  return spans;
}

/**
 * A region's fabric luminance range from its histogram: Tukey-like fences around the 10th and
 * 90th percentiles, never tighter than a fold's light can swing a plain fabric (×0.3 … ×1.6 of
 * the median), so only objects far off the fabric's own tones fall outside.
 */
function fabricRange(histogram: Uint32Array, count: number): [number, number] {
  const at = (q: number) => {
    let seen = 0;
    for (let v = 0; v < histogram.length; v += 1) {
      seen += histogram[v] ?? 0;
      if (seen >= q * count) return v + 0.5;
    }
    return histogram.length;
  };
  const [p10, p50, p90] = [at(0.1), at(0.5), at(0.9)];
  const spread = p90 - p10;
  return [Math.min(p10 - 2 * spread, p50 * 0.3), Math.max(p90 + 1.5 * spread, p50 * 1.6)];
}

/**
 * Luminance of each region blurred within that region only (normalised convolution); pixels
 * outside the region's fabric range (see fabricRange) take the light of the fabric around them.
 */
export function regionLight(
  rgb: ArrayLike<number>,
  channels: number,
  width: number,
  height: number,
  regions: FabricRegions,
  radius: number,
  print?: PrintRule,
): RegionLight {
  return regionLights(rgb, channels, width, height, regions, [radius], print)[0] as RegionLight;
}

/** How print in another colour than its part's is told from the part's light. */
export interface PrintRule {
  /** Pixels further than this in chromaticity from their part's ground are print. */
  chroma: number;
  /** The least luminance of a part whose chromaticity tells print from it (printGround). */
  ground: number;
  /**
   * The ground is the median of the part's pixels, not its mean colour, and a part with no one
   * ground is lit per colour (groundChroma, twoTones): a saree's zari, dense or sparse.
   */
  dense?: boolean;
}

/**
 * regionLight at several radii: each region's histogram, fabric range and mean are the same at
 * every radius, so they are found once and only the blurs are repeated.
 */
export function regionLights(
  rgb: ArrayLike<number>,
  channels: number,
  width: number,
  height: number,
  regions: FabricRegions,
  radii: readonly number[],
  /**
   * When given, pixels off their region's ground chromaticity are print in another colour, not
   * light, and take the light around them as objects do.
   */
  print?: PrintRule,
): RegionLight[] {
  const n = width * height;
  const l = new Float32Array(n);
  for (let i = 0; i < n; i += 1) l[i] = luma(rgb, i * channels);
  const k = regions.colours.length;
  const mean = new Array<number>(k).fill(0);
  const range = new Array<[number, number]>(k).fill([0, 255]);
  const grounds = new Array<[number, number] | undefined>(k).fill(undefined);
  const lights = radii.map(() => ({
    smooth: new Float32Array(n),
    luma: l,
    mean,
    texture: new Array<number>(k).fill(0),
    range,
    ...(print ? { grounds } : {}),
  }));
  const histogram = new Uint32Array(256);
  const spans = regionSpans(regions.labels, k);
  // The region's weight and value maps, and one pair blurred per radius (cleared between
  // regions: each blurs only around its region).
  const w0 = new Float32Array(n);
  const v0 = new Float32Array(n);
  const w = createFloatMap(width, height);
  const v = createFloatMap(width, height);
  for (let r = 0; r < k; r += 1) {
    const [first, last] = [spans[2 * r] ?? 0, spans[2 * r + 1] ?? -1];
    histogram.fill(0);
    let all = 0;
    let total = 0;
    for (let i = first; i <= last; i += 1) {
      if (regions.labels[i] !== r) continue;
      const bin = Math.min(255, Math.max(0, Math.round(l[i] ?? 0)));
      histogram[bin] = (histogram[bin] ?? 0) + 1;
      total += l[i] ?? 0;
      all += 1;
    }
    if (!all) continue;
    const [low, high] = fabricRange(histogram, all);
    range[r] = [low, high];
    let sum = 0;
    let count = 0;
    const part: RegionSpan = { labels: regions.labels, region: r, span: [first, last] };
    const ownChroma = !print
      ? undefined
      : print.dense
        ? groundChroma(rgb, channels, part, print)
        : printGround(regions.colours[r] ?? [128, 128, 128], print.ground);
    grounds[r] = ownChroma;
    // No one ground (a dense jaal): each of its two colours lit as the whole.
    const tone =
      print?.dense && !ownChroma ? twoTones(rgb, channels, part, print, [low, high], l) : undefined;
    for (let i = first; i <= last; i += 1) {
      const li = l[i] ?? 0;
      if (regions.labels[i] !== r || li < low || li > high) continue;
      const o = i * channels;
      if (
        ownChroma &&
        offChroma(rgb[o] ?? 0, rgb[o + 1] ?? 0, rgb[o + 2] ?? 0, ownChroma, print?.chroma ?? 0)
      )
        continue;
      w0[i] = 1;
      v0[i] = tone ? li * tone(o) : li;
      sum += li;
      count += 1;
    }
    mean[r] = Math.max(4, sum / Math.max(1, count));
    // Objects on the fabric take the light blurred in from around them (the mean if none reaches).
    // Both are zero outside the region's rows.
    const rows = { y0: Math.floor(first / width), y1: Math.floor(last / width) };
    radii.forEach((radius, j) => {
      const light = lights[j] as RegionLight;
      w.data.set(w0.subarray(first, last + 1), first);
      v.data.set(v0.subarray(first, last + 1), first);
      blurMapInPlace(w, radius, 2, rows);
      blurMapInPlace(v, radius, 2, rows);
      let energy = 0;
      for (let i = first; i <= last; i += 1) {
        if (regions.labels[i] !== r) continue;
        const weight = w.data[i] ?? 0;
        const s = weight > 1e-3 ? (v.data[i] ?? 0) / weight : (mean[r] ?? 128);
        light.smooth[i] = s;
        energy += Math.abs((l[i] ?? 0) - s);
      }
      // The print's energy counts every pixel: bright zari motifs are print, not objects.
      light.texture[r] = energy / all / Math.max(4, total / all);
      w.data.fill(0);
      v.data.fill(0);
    });
    w0.fill(0, first, last + 1);
    v0.fill(0, first, last + 1);
  }
  return lights;
}

/** One region's pixels: its label among `labels`, and its first and last pixel. */
interface RegionSpan {
  labels: Int8Array;
  region: number;
  span: [number, number];
}

/** Darkish pixels' chromaticity is damped towards grey by this many levels (noise). */
const CHROMA_OFFSET = 30;
/** The lesser of two colours is a tone of the fabric when it has at least this share of it. */
const LEAST_TONE = 0.1;

/**
 * A two-colour fabric's light without its print: the part's pixels split in two by
 * chromaticity (two-means; a fold darkens a colour, it does not change its chromaticity), and a
 * pixel's luminance scaled by the part's mean over its own colour's, so that gold and green
 * under one light give one value. Returns that scale per pixel (by its offset into `rgb`), or
 * undefined when the part is darker than `ground`, its two colours lie closer than `limit` or the
 * lesser has under LEAST_TONE of it.
 */
function twoTones(
  rgb: ArrayLike<number>,
  channels: number,
  { labels, region, span: [first, last] }: RegionSpan,
  { chroma: limit, ground }: PrintRule,
  [low, high]: [number, number],
  luma: Float32Array,
): ((o: number) => number) | undefined {
  const at = (o: number, c: 0 | 1) =>
    (rgb[o + c] ?? 0) / ((rgb[o] ?? 0) + (rgb[o + 1] ?? 0) + (rgb[o + 2] ?? 0) + CHROMA_OFFSET);
  const points: number[] = [];
  let total = 0;
  for (let i = first; i <= last; i += 1) {
    const li = luma[i] ?? 0;
    if (labels[i] !== region || li < low || li > high) continue;
    points.push(i * channels);
    total += li;
  }
  const n = points.length;
  if (n < 2 || total / n < ground) return undefined;
  const reds = Float32Array.from(points, (o) => at(o, 0));
  const greens = Float32Array.from(points, (o) => at(o, 1));
  // Two-means from a split at the median of red less green (gold against green or purple).
  const spread = reds.map((red, j) => red - (greens[j] ?? 0));
  const middle = Float32Array.from(spread).sort()[n >> 1] ?? 0;
  const side = Uint8Array.from(spread, (d) => (d > middle ? 1 : 0));
  const centres = new Float64Array(4);
  const tones = new Float64Array(4);
  for (let iteration = 0; iteration < 6; iteration += 1) {
    centres.fill(0);
    tones.fill(0);
    for (let j = 0; j < n; j += 1) {
      const t = side[j] ?? 0;
      centres[2 * t] = (centres[2 * t] ?? 0) + (reds[j] ?? 0);
      centres[2 * t + 1] = (centres[2 * t + 1] ?? 0) + (greens[j] ?? 0);
      tones[2 * t] = (tones[2 * t] ?? 0) + (luma[(points[j] ?? 0) / channels] ?? 0);
      tones[2 * t + 1] = (tones[2 * t + 1] ?? 0) + 1;
    }
    for (let t = 0; t < 2; t += 1) {
      const count = Math.max(1, tones[2 * t + 1] ?? 0);
      centres[2 * t] = (centres[2 * t] ?? 0) / count;
      centres[2 * t + 1] = (centres[2 * t + 1] ?? 0) / count;
    }
    for (let j = 0; j < n; j += 1) side[j] = nearerTone(centres, reds[j] ?? 0, greens[j] ?? 0);
  }
  const least = Math.min(tones[1] ?? 0, tones[3] ?? 0);
  const gap = Math.hypot(
    (centres[0] ?? 0) - (centres[2] ?? 0),
    (centres[1] ?? 0) - (centres[3] ?? 0),
  );
  if (gap < limit || least < n * LEAST_TONE) return undefined;
  const mean = total / n;
  const scale = [0, 1].map(
    (t) => mean / Math.max(4, (tones[2 * t] ?? 0) / Math.max(1, tones[2 * t + 1] ?? 0)),
  );
  return (o) => scale[nearerTone(centres, at(o, 0), at(o, 1))] ?? 1;
}

/** Which of two chromaticities (interleaved in `centres`) a pixel's lies nearer. */
function nearerTone(centres: Float64Array, red: number, green: number): 0 | 1 {
  const a = (red - (centres[0] ?? 0)) ** 2 + (green - (centres[1] ?? 0)) ** 2;
  const b = (red - (centres[2] ?? 0)) ** 2 + (green - (centres[3] ?? 0)) ** 2;
  return a <= b ? 0 : 1;
}

/** Only on fabric at least this light (luma) are pixels of another chromaticity print. */
export const PRINT_GROUND = 100;

/**
 * A part's chromaticity, which pixels of print in another colour lie off, when the part is light
 * enough to tell (`ground`, PRINT_GROUND by default); undefined for a dark fabric, whose
 * chromaticity is noise (and whose prints lie outside its luminance range anyway).
 */
function printGround(colour: Rgb, ground = PRINT_GROUND): [number, number] | undefined {
  return luma(colour, 0) >= ground ? chromaOf(colour[0], colour[1], colour[2]) : undefined;
}

/**
 * A region's ground chromaticity, which pixels of print in another colour lie off by more than
 * `limit`: the median of its pixels' (per axis), not its mean colour's. A dense gold jaal on dark
 * green silk (about two parts green to one gold) has a mean colour between the two, a grey-green
 * that both lie off: nearly all of the silk was taken for print and its light came from the few
 * pixels left, in blotches. Undefined when the region is darker than `ground` (printGround) or
 * when most of it lies off its median (no one ground colour).
 */
function groundChroma(
  rgb: ArrayLike<number>,
  channels: number,
  { labels, region, span: [first, last] }: RegionSpan,
  { chroma: limit, ground }: PrintRule,
): [number, number] | undefined {
  // Medians from histograms of the chromaticities (a thousandth apart): no sorting per part.
  const reds = new Uint32Array(MEDIAN_BINS);
  const greens = new Uint32Array(MEDIAN_BINS);
  let [r, g, b, n] = [0, 0, 0, 0];
  for (let i = first; i <= last; i += 1) {
    if (labels[i] !== region) continue;
    const o = i * channels;
    const pr = rgb[o] ?? 0;
    const pg = rgb[o + 1] ?? 0;
    const pb = rgb[o + 2] ?? 0;
    r += pr;
    g += pg;
    b += pb;
    n += 1;
    const sum = pr + pg + pb + 1;
    const red = Math.floor((pr / sum) * MEDIAN_BINS);
    const green = Math.floor((pg / sum) * MEDIAN_BINS);
    reds[red] = (reds[red] ?? 0) + 1;
    greens[green] = (greens[green] ?? 0) + 1;
  }
  if (!n || !printGround([r / n, g / n, b / n], ground)) return undefined;
  const median = (bins: Uint32Array) => {
    let seen = 0;
    for (let v = 0; v < bins.length; v += 1) {
      seen += bins[v] ?? 0;
      if (seen * 2 > n) return (v + 0.5) / MEDIAN_BINS;
    }
    return 0;
  };
  const own: [number, number] = [median(reds), median(greens)];
  let off = 0;
  for (let i = first; i <= last; i += 1) {
    if (labels[i] !== region) continue;
    const o = i * channels;
    if (offChroma(rgb[o] ?? 0, rgb[o + 1] ?? 0, rgb[o + 2] ?? 0, own, limit)) off += 1;
  }
  return off * 2 > n ? undefined : own;
}

/** Chromaticity histogram bins for a part's median ground. */
const MEDIAN_BINS = 1024;

/** Texture energy above which a worn fabric's own fine detail counts as print, not light. */
const PRINTED = 0.07;

/**
 * Light on the worn fabric, ~1 on average per region: the smoothed luminance (the print taken
 * out), times the fine detail in proportion to how plain the fabric is (for a plain or white
 * fabric its luminance is the shading, folds and creases included). `plain`, per region: whether
 * any of its fine detail is light (a plain or a woven cloth); a printed part's smoothed light
 * also carries how densely its motifs lie and, on silk, its sheen.
 */
export function wornShading(
  light: RegionLight,
  labels: Int8Array,
  width = 0,
): { shading: Float32Array; plain: boolean[] } {
  const out = new Float32Array(labels.length).fill(1);
  const keep = light.texture.map((t) => Math.min(1, Math.max(0, 1 - t / PRINTED)));
  // A weave is print at the finest scale only: blurred over a few pixels, a woven jacket is as
  // plain as any, and what is left of its detail is its folds and creases.
  const woven = width > 0 ? weaveBlurred(light, labels, width, keep) : undefined;
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0) continue;
    const m = light.mean[r] ?? 128;
    const s = Math.max(1, light.smooth[i] ?? m);
    // Indexed, not destructured: per pixel, destructuring allocates an iterator.
    const range = light.range[r];
    const low = range ? range[0] : 0;
    const high = range ? range[1] : 255;
    const l = light.luma[i] ?? 0;
    const weave = woven?.keep[r] ?? 0;
    const woveLighter = weave > (keep[r] ?? 0);
    const value = woveLighter ? (woven?.luma[i] ?? l) : l;
    const power = woveLighter ? weave : (keep[r] ?? 0);
    // An object on the fabric (outside its range, or a print in another colour) has no detail
    // of the fabric's light.
    const object = l < low || l > high || light.objects?.[i] === 1;
    const detail = object ? 1 : Math.max(0.2, value / s) ** power;
    out[i] = Math.min(2.5, (s / m) * detail);
  }
  const plain = keep.map((k, r) => k > 0 || (woven?.keep[r] ?? 0) > 0);
  return { shading: out, plain };
}

/** Blur radius (px) under which a weave's detail is gone and a fold's is not. */
const WEAVE = 2;

/**
 * For printed parts: the luminance blurred over a weave's scale (within the part, objects on
 * the fabric left out) and, per part, how much of that blurred detail is light (as `keep`, from
 * its texture energy over the part's smoothed light, against twice the print's threshold: the
 * blur leaves a little of any weave). A printed saree or a patterned velvet stays printed at
 * this scale (0.2 on vton-dev D15); a woven plain jacket does not (0.09 on person_05).
 */
function weaveBlurred(
  light: RegionLight,
  labels: Int8Array,
  width: number,
  keep: number[],
): { luma: Float32Array; keep: number[] } {
  const height = labels.length / width;
  const value = createFloatMap(width, height);
  const weight = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0 || (keep[r] ?? 0) >= 1) continue;
    const l = light.luma[i] ?? 0;
    const range = light.range[r];
    if (range && (l < range[0] || l > range[1])) continue;
    value.data[i] = l;
    weight.data[i] = 1;
  }
  blurMapInPlace(value, WEAVE, 2);
  const w = blurMapInPlace(weight, WEAVE, 2);
  const luma = new Float32Array(labels.length);
  const energy = keep.map(() => 0);
  const total = keep.map(() => 0);
  const count = keep.map(() => 0);
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0 || (keep[r] ?? 0) >= 1) continue;
    const b =
      (w.data[i] ?? 0) > 1e-3 ? (value.data[i] ?? 0) / (w.data[i] ?? 1) : (light.luma[i] ?? 0);
    luma[i] = b;
    energy[r] = (energy[r] ?? 0) + Math.abs(b - (light.smooth[i] ?? b));
    total[r] = (total[r] ?? 0) + b;
    count[r] = (count[r] ?? 0) + 1;
  }
  const weave = energy.map((e, r) => {
    const n = count[r] ?? 0;
    if (!n) return 0;
    const t = e / n / Math.max(4, (total[r] ?? 0) / n);
    return Math.min(1, Math.max(0, 1 - t / (2 * PRINTED)));
  });
  return { luma, keep: weave };
}

/**
 * The garment's fabric without the light of its own photo: each pixel divided by its region's
 * smoothed luminance relative to the region's mean (folds in the garment photo flattened).
 */
export function flattenLight(
  rgb: Float32Array,
  light: RegionLight,
  labels: Int8Array,
): Float32Array {
  const out = Float32Array.from(rgb);
  for (let i = 0; i < labels.length; i += 1) {
    const r = labels[i] ?? -1;
    if (r < 0) continue;
    const m = light.mean[r] ?? 128;
    const f = Math.min(2, Math.max(0.5, m / Math.max(1, light.smooth[i] ?? m)));
    for (let c = 0; c < 3; c += 1) out[i * 3 + c] = Math.min(255, (rgb[i * 3 + c] ?? 0) * f);
  }
  return out;
}
