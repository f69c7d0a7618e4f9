import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { synthesiseFabric } from './fabric-synthesis';
import type { GarmentFabric } from './garment-fabric';

/** A hem's columns together span at least this many widths (shoulders) for a border to be read or laid. */
const HEM_SPAN = 0.5;
/** The border's depth on the body, at most (× shoulder width). */
const BORDER_MOST = 0.25;
/** A worn hem's column is compared with those within this many shoulder widths of it. */
const STEADY = 0.3;
/** A worn hem's part that runs up this many torso lengths is the skirt's own fabric. */
const SKIRT = 0.5;
/** The quilt's key for the garment's border (past any part's index). */
const BORDER = 110;

interface Hem {
  /** Per pixel, 1 in the band. */
  band: Uint8Array;
  /** Per column, the hem's lowest pixel's row (-1 where none). */
  lowest: Int32Array;
  columns: number;
}

/**
 * The hem of part `labels === part` (or any part, `part` -1) `depth` pixels deep: in each column,
 * its pixels from the lowest one up while they last, when that lowest pixel is the saree's own
 * edge (not the photo's bottom) and lies below `fromY` (the knees). With `steady`, a column whose
 * lowest pixel lies further than `steady.by` from the median of those within `steady.within`
 * columns is left out: a notch in the outline (between the feet, by a hand) is not hem.
 */
function hemOf(
  labels: Int8Array,
  width: number,
  part: number,
  fromY: number,
  depth: number,
  steady?: { within: number; by: number },
): Hem {
  const height = labels.length / width;
  const band = new Uint8Array(labels.length);
  const lowest = new Int32Array(width).fill(-1);
  const inPart = (i: number) => (part < 0 ? (labels[i] ?? -1) >= 0 : labels[i] === part);
  for (let x = 0; x < width; x += 1)
    for (let y = height - 1; y >= 0; y -= 1)
      if (inPart(y * width + x)) {
        if (y >= fromY && y < height - 2) lowest[x] = y;
        break;
      }
  const kept = steady ? steadyColumns(lowest, steady.within, steady.by) : lowest;
  let columns = 0;
  kept.forEach((y0, x) => {
    if (y0 < 0) return;
    columns += 1;
    for (let y = y0; y > y0 - depth && y >= 0 && inPart(y * width + x); y -= 1)
      band[y * width + x] = 1;
  });
  return { band, lowest: kept, columns };
}

/** `lowest` less the columns off the median of their neighbours' (see hemOf). */
function steadyColumns(lowest: Int32Array, within: number, by: number): Int32Array {
  const r = Math.max(1, Math.round(within));
  return lowest.map((y, x) => {
    if (y < 0) return -1;
    const around: number[] = [];
    for (let k = Math.max(0, x - r); k <= Math.min(lowest.length - 1, x + r); k += 1)
      if ((lowest[k] ?? -1) >= 0) around.push(lowest[k] ?? 0);
    around.sort((a, b) => a - b);
    return Math.abs(y - (around[around.length >> 1] ?? y)) > by ? -1 : y;
  });
}

/**
 * The part a photo's hem lies in (most of its columns' lowest pixels below `fromY`), how far up
 * it runs from there (the median over those columns) and in how many of them it ends in another
 * part above (not the backdrop). Undefined when the hem spans under `span` columns.
 */
function hemPart(labels: Int8Array, width: number, fromY: number, parts: number, span: number) {
  const hem = hemOf(labels, width, -1, fromY, 1);
  if (hem.columns < span) return undefined;
  const votes = new Array<number>(parts).fill(0);
  hem.lowest.forEach((y, x) => {
    const l = y >= 0 ? (labels[y * width + x] ?? -1) : -1;
    if (l >= 0) votes[l] = (votes[l] ?? 0) + 1;
  });
  const part = votes.indexOf(Math.max(...votes));
  const runs: number[] = [];
  let onOther = 0;
  hem.lowest.forEach((y0, x) => {
    if (y0 < 0 || labels[y0 * width + x] !== part) return;
    let y = y0;
    while (y > 0 && labels[(y - 1) * width + x] === part) y -= 1;
    runs.push(y0 - y + 1);
    if ((labels[(y - 1) * width + x] ?? -1) >= 0) onOther += 1;
  });
  runs.sort((a, b) => a - b);
  return { part, run: runs[runs.length >> 1] ?? 0, onOther: onOther / Math.max(1, runs.length) };
}

/**
 * The garment photo's border at its hem: the part its hem lies in, when most of its columns end
 * in another part above it (a border on the body fabric: D09's navy and gold, D08's red), and its
 * depth (how far up it runs). Undefined when the photo shows no hem below its wearer's knees or
 * the hem is the body's own fabric.
 */
function garmentBorder(g: GarmentFabric, garment: GarmentModel): GarmentBorder | undefined {
  if (borders.has(g)) return borders.get(g);
  const { labels } = g.regions;
  const kneeY = garment.anchors.legs?.kneeY;
  const hem =
    kneeY === undefined
      ? undefined
      : hemPart(labels, g.width, kneeY, g.regions.colours.length, HEM_SPAN * g.unit);
  const border =
    kneeY === undefined || !hem || hem.onOther < 0.5 || hem.run < 2
      ? undefined
      : {
          depth: hem.run,
          insides: new Map([[BORDER, hemOf(labels, g.width, hem.part, kneeY, hem.run).band]]),
          starts: new Map<string, Int32Array>(),
        };
  borders.set(g, border);
  return border;
}

/** A garment photo's hem border: its depth, and its band as a quilt source with its windows. */
interface GarmentBorder {
  depth: number;
  insides: Map<number, Uint8Array>;
  starts: Map<string, Int32Array>;
}

/**
 * Per garment fabric, its border (or none): it depends on the garment photo alone, so it and
 * its quilt windows are found once, not on every generation with that garment.
 */
const borders = new WeakMap<GarmentFabric, GarmentBorder | undefined>();

/**
 * A worn saree with no border of its own at its hem (the part there runs up over the skirt)
 * re-dressed with a saree whose photo shows a border at its hem: the worn hem takes that border
 * (decision 163). The role match gives one worn part one garment part, so a plain saree (the
 * catalogue's case: one model shot in a plain drape) came out in the new body fabric down to its
 * hem, with no border. `fabricRgb` (the quilted fabric per person pixel)
 * is overwritten in the worn hem's band, as deep as the border on the body, with the border
 * quilted at the print's scale (`scale` garment pixels per person pixel), where the quilt reaches.
 */
export function withHemBorder(
  fabricRgb: Float32Array,
  person: PersonAnalysis,
  garment: { model: GarmentModel; fabric: GarmentFabric },
  drape: { labels: Int8Array; kept: boolean[] },
  quilt: { scale: number; block: number },
): void {
  const { labels, kept } = drape;
  const { body, image } = person;
  const knees = [body.kneeL, body.kneeR].filter((p) => p !== undefined);
  if (knees.length === 0 || garment.model.kind === 'swatch') return;
  const kneeY = Math.max(...knees.map((p) => p.y));
  // The worn hem's part runs up over the skirt: the worn saree has no border of its own there.
  const worn = hemPart(labels, image.width, kneeY, kept.length, HEM_SPAN * body.shoulderWidth);
  if (!worn || kept[worn.part] || worn.run < SKIRT * body.torsoLength) return;
  const main = worn.part;
  const border = garmentBorder(garment.fabric, garment.model);
  if (!border) return;
  const deep = Math.round(Math.min(border.depth / quilt.scale, body.shoulderWidth * BORDER_MOST));
  const hem = hemOf(labels, image.width, main, kneeY, Math.max(3, deep), {
    within: body.shoulderWidth * STEADY,
    by: Math.max(3, deep / 2),
  });
  if (hem.columns < HEM_SPAN * body.shoulderWidth) return;
  const { insides, starts } = border;
  const src = { ...garment.fabric, scale: quilt.scale, insides, starts };
  const bandLabels = Int8Array.from(hem.band, (v) => (v ? 0 : -1));
  const regions = { labels: bandLabels, colours: [], sizes: [] };
  const rgb = synthesiseFabric(regions, image.width, image.height, [BORDER], src, quilt.block);
  for (let i = 0; i < hem.band.length; i += 1) {
    if (!hem.band[i] || (rgb[i * 3] ?? -1) < 0) continue;
    for (let c = 0; c < 3; c += 1) fabricRgb[i * 3 + c] = rgb[i * 3 + c] ?? 0;
  }
}
