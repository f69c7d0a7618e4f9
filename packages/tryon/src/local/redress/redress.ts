import type { Category, QualityFinding } from '../../types';
import { colourGain, keepMainAsMain, keepSameFabric, wornTextureAtScale } from './same-fabric';
import type { CompositeResult } from '../render/composite';
import { seenFromBehind, type GarmentModel } from '../garment/garment-analysis';
import { findWornFabric } from './worn-fabric';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap, type FloatMap } from '../raster/raster';
import { labelComponents } from '../raster/components';
import { lerp, nearSegment } from '../raster/geometry';
import type { FabricRegions } from './fabric-regions';
import {
  garmentFrame,
  matchRoles,
  notLehengaFabric,
  oneFabricOnePart,
  palluSide,
  personFrame,
  pleatsAtWaist,
  PLEATS,
  withoutParts,
  zoneShares,
} from './roles';
import { wornRegions, type WornRegions } from './person-regions';
import { synthesiseFabric } from './fabric-synthesis';
import { foldTurn } from './drape-direction';
import { findTopHem } from './top-hem';
import { bridgeSeam, cleanHem, hemAt, hemLine, fillCoveredSeam, type HemLine } from './top-length';
import { garmentFabric, type GarmentFabric } from './garment-fabric';
import { wornShading, type RegionLight } from './shading';
import type { Rgb } from '../raster/palette';
import { copyWarped, sourcesByBody } from './part-map';
import { quiltSource } from './placement-graphic';
import { withoutPlacket } from './placket';
import { withoutShadows } from './fold-shadows';
import { withHemBorder } from './hem-border';
import { backStretch } from './saree-stretch';
import { edgeCover, smoothSeams, softCover, type EdgeCover, type EdgeInputs } from './soft-edges';
import { matchSwatchParts } from './swatch-roles';
import { printScale } from './print-scale';
import {
  findAddedSleeves,
  lightSleeves,
  sharpenSleeveEdges,
  type AddedSleeves,
} from './added-sleeves';

/**
 * The worn light as it falls on a new fabric of luminance `fabric`. A dark fabric's light
 * swings wider relative to its mean than a pale one's under the same folds (its sheen and the
 * room's light add a share its own low level does not scale): a navy jacket's 0.6–1.5 would
 * paint a light-blue yoke white on the lit side. Onto a fabric much lighter than the worn one
 * the swing is narrowed: by the square root of the ratio, to half at most, under a plain or
 * woven part's light; under a printed part's (its motifs' density and a silk's sheen in it: a
 * navy brocade saree's 0.4–1.6 laid round burnt patches on a gold one) by the ratio itself,
 * to 0.3 at most (decision 078).
 */
function lightFor(light: number, wornMean: number, fabric: number, plain: boolean): number {
  const ratio = (1.5 * wornMean) / Math.max(1, fabric);
  const narrow = plain ? Math.max(0.5, Math.sqrt(ratio)) : Math.max(0.3, ratio);
  return 1 + (light - 1) * Math.min(1, narrow);
}

/** Levels of sheen added per unit of shading above (or taken below) the mean, on black. */
const SHEEN = 35;
const clamp8 = (v: number) => Math.min(255, Math.max(0, Math.round(v)));

/**
 * Lower garments under a top: parts of the worn fabric that never reach the chest, and below
 * `end` (a short top's hem over a lower garment of the top's colour, see top-length.ts).
 */
function dropBelowChest(
  regions: FabricRegions,
  person: PersonAnalysis,
  end: HemLine | undefined,
): void {
  const { body, image } = person;
  const y0 = Math.min(body.shoulderL.y, body.shoulderR.y);
  const y1 = (body.hipL.y + body.hipR.y) / 2;
  // A kurta's hem is around the knee, or where its embroidery ends; the trousers below it are
  // not re-dressed.
  const hem = findTopHem(person, regions.labels, y1 + body.torsoLength * 0.9);
  if (end) {
    const { labels } = regions;
    for (let i = 0; i < labels.length; i += 1) {
      const x = i % image.width;
      if ((labels[i] ?? -1) >= 0 && (i - x) / image.width >= hemAt(end, x)) labels[i] = -1;
    }
  }
  const inChest = regions.colours.map(() => 0);
  const { labels } = regions;
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] as number;
    const y = Math.floor(i / image.width);
    if (l >= 0 && y >= y0 && y <= y1) inChest[l] = (inChest[l] ?? 0) + 1;
  }
  const gone = inChest.map((n, l) => n < (regions.sizes[l] ?? 0) * 0.05);
  for (let i = 0; i < labels.length; i += 1) {
    const l = labels[i] as number;
    if ((l >= 0 && gone[l] === true) || i / image.width > hem) labels[i] = -1;
  }
  if (end) fillCoveredSeam(labels, person, end);
}

/** How far from the forearm's bone (× shoulder width) a stray piece of worn fabric is left out. */
const FOREARM_REACH = 0.25;

/**
 * A top's worn fabric cut into pieces by bare skin: what of a piece apart from the top lies on a
 * forearm (a tattoo, a watch strap the old outfit's colours took in: vton person_01's tattoo
 * painted as a blob of the new tee) is not the top, and is left out of the labels. A sleeve,
 * however long, joins the top along the arm.
 */
function dropForearmStrays(labels: Int8Array, person: PersonAnalysis): void {
  const { body, image } = person;
  const { width, height } = image;
  const forearms = (['L', 'R'] as const).flatMap((side) => {
    const e = side === 'L' ? body.elbowL : body.elbowR;
    const w = side === 'L' ? body.wristL : body.wristR;
    return e && w ? [[e, lerp(e, w, 1.3)] as const] : [];
  });
  if (!forearms.length) return;
  const worn = createFloatMap(width, height);
  for (let i = 0; i < labels.length; i += 1) if ((labels[i] ?? -1) >= 0) worn.data[i] = 1;
  const { labels: pieces, sizes } = labelComponents(worn);
  if (sizes.length < 2) return;
  const main = sizes.indexOf(Math.max(...sizes)) + 1;
  const reach = body.shoulderWidth * FOREARM_REACH;
  for (let i = 0; i < pieces.length; i += 1) {
    const piece = pieces[i] ?? 0;
    if (piece === 0 || piece === main) continue;
    const x = i % width;
    const y = (i - x) / width;
    // An index loop: destructuring each pair per pixel allocates an iterator.
    for (let f = 0; f < forearms.length; f += 1) {
      const seg = forearms[f];
      if (seg && nearSegment(x, y, seg[0], seg[1], reach)) {
        labels[i] = -1;
        break;
      }
    }
  }
}

interface Paint {
  person: PersonAnalysis;
  labels: Int8Array;
  kept: boolean[];
  gains: Rgb[];
  /** Garment colour per person region (for parts too thin in the photo to quilt). */
  targets: Rgb[];
  /** Per pixel, the garment part it is dressed in when parts are mapped by body position. */
  sources: Int8Array | undefined;
  garmentColours: Rgb[];
  worn: RegionLight;
  shading: Float32Array;
  /** Per part, whether its light is a plain or woven cloth's (an added sleeve's is the arm's). */
  plain: boolean[];
  fabricRgb: Float32Array;
}

/** One worn-fabric pixel in its new fabric, under the worn fabric's light. */
function paintPixel(p: Paint, out: Uint8Array, i: number, k: number): void {
  const src = p.person.image.data;
  if (p.kept[k]) {
    const gain = p.gains[k] ?? [1, 1, 1];
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = clamp8((src[i * 3 + c] ?? 0) * gain[c as 0 | 1 | 2]);
    return;
  }
  if ((p.fabricRgb[i * 3] ?? 0) < 0) {
    // Too little of this part in the garment photo to copy: the worn part takes its colour.
    const source = p.sources?.[i] ?? -1;
    const target = (source >= 0 ? p.garmentColours[source] : p.targets[k]) ?? [128, 128, 128];
    const ratio = (p.worn.luma[i] ?? 0) / (p.worn.mean[k] ?? 128);
    for (let c = 0; c < 3; c += 1) out[i * 3 + c] = clamp8((target[c] ?? 0) * ratio);
    return;
  }
  const r = p.fabricRgb[i * 3] ?? 0;
  const g = p.fabricRgb[i * 3 + 1] ?? 0;
  const b = p.fabricRgb[i * 3 + 2] ?? 0;
  const light = lightFor(
    p.shading[i] ?? 1,
    p.worn.mean[k] ?? 128,
    0.299 * r + 0.587 * g + 0.114 * b,
    p.plain[k] ?? true,
  );
  // Dark fabric still shows its folds: a sheen in proportion to the light's swing.
  const sheen = SHEEN * (light - 1) * (1 - (0.299 * r + 0.587 * g + 0.114 * b) / 255);
  out[i * 3] = clamp8(r * light + sheen);
  out[i * 3 + 1] = clamp8(g * light + sheen);
  out[i * 3 + 2] = clamp8(b * light + sheen);
}

function keptFindings(regions: FabricRegions, kept: boolean[]): QualityFinding[] {
  const keptShare = kept.reduce((a, keep, k) => a + (keep ? (regions.sizes[k] ?? 0) : 0), 0);
  const total = regions.sizes.reduce((a, v) => a + v, 0) || 1;
  if (keptShare / total <= 0.3) return [];
  const message =
    'The person already wears this fabric: its own weave was kept and its colour matched.';
  return [{ code: 'fabric-kept', message, severity: 'info' }];
}

/**
 * Worn parts already in the garment's fabric (see same-fabric.ts); updates `map`. `resolution`:
 * garment pixels per person pixel where the garment photo resolves its print least.
 */
function keptParts(
  person: PersonAnalysis,
  worn: WornRegions,
  g: GarmentFabric,
  map: number[],
  resolution: number,
): boolean[] {
  const { image, body } = person;
  const own = worn.light.texture;
  const far = wornTextureAtScale(image, worn.regions, own, resolution, body.shoulderWidth / 16);
  return keepSameFabric(worn.regions, { own, far }, g.regions, g.texture, map);
}

/** A saree photo's zones as the role match reads them (roleZones), per garment fabric. */
const sareeZones = new WeakMap<GarmentFabric, number[][]>();

/**
 * The garment's zone shares the role match reads: a lehenga's dupatta and the wearer's hair left
 * out; a saree photo's pleats zone on the side away from a pallu hanging beside the hips
 * (palluSide). A pallu brought forward over the pleats (vton-dev D08's red pallu end) filled the
 * whole centre below the hips, so the role match took the pallu's fabric for the body's and laid
 * it on the worn pleats. The person's zones keep the whole centre: a worn pallu beside the hips
 * leaves the pleats there, and narrowing them too moved vton-dev D09's pallu border off the
 * garment's gold onto its navy. A saree photo seen from behind has its pleats zone read at the
 * waist (pleatsAtWaist).
 */
function roleZones(g: GarmentFabric, garment: GarmentModel, category: Category): number[][] {
  if (category === 'saree' && garment.kind !== 'swatch') {
    // Two passes over the garment photo (tens of ms): once per garment fabric.
    const hit = sareeZones.get(g);
    if (hit) return hit;
    const frame = garmentFrame(garment.anchors);
    const side = palluSide(g.regions.labels, g.width, frame);
    const shares = side === 0 ? g.zones : zoneShares(g.regions, g.width, frame, side);
    const zones = seenFromBehind(garment) ? pleatsAtWaist(shares) : shares;
    sareeZones.set(g, zones);
    return zones;
  }
  if (category !== 'full') return g.zones;
  return withoutParts(g.zones, notLehengaFabric(g.regions.colours, g.regions.sizes, g.zones));
}

/** Every worn-fabric pixel in its new fabric; `cover` marks them. */
function paintAll(p: Paint): { out: Uint8Array; cover: FloatMap } {
  const { image } = p.person;
  const out = new Uint8Array(image.data);
  const cover = createFloatMap(image.width, image.height);
  for (let i = 0; i < cover.data.length; i += 1) {
    const k = p.labels[i] ?? -1;
    if (k < 0) continue;
    cover.data[i] = 1;
    paintPixel(p, out, i, k);
  }
  return { out, cover };
}

/**
 * The parts painted: the worn ones and, when sleeves are added, one more (the last, `sleeve`):
 * in the fabric of the worn part they extend (the largest), never kept in the worn weave (there
 * is none under a sleeve), lit by the arm's light (its luminance, should the fabric be too thin
 * to quilt, is that light on the worn part's mean).
 */
function withSleevePart(
  drape: WornDrape,
  prepared: PreparedRedress,
  kept: boolean[],
  map: number[],
): { regions: FabricRegions; kept: boolean[]; map: number[]; worn: RegionLight; sleeve?: number } {
  const { regions, light, sleeves } = drape;
  if (!sleeves) return { regions, kept, map, worn: light };
  const main = regions.sizes.indexOf(Math.max(...regions.sizes));
  const sleeve = regions.colours.length;
  const luma = Float32Array.from(light.luma);
  const mean = light.mean[main] ?? 128;
  let size = 0;
  for (let i = 0; i < luma.length; i += 1) {
    if (prepared.labels[i] !== sleeve) continue;
    luma[i] = (prepared.shading[i] ?? 1) * mean;
    size += 1;
  }
  const more = <T>(values: T[], value: T) => [...values, value];
  return {
    regions: {
      labels: prepared.labels,
      colours: more(regions.colours, regions.colours[main] ?? [128, 128, 128]),
      sizes: more(regions.sizes, size),
    },
    kept: more(kept, false),
    map: more(map, map[main] ?? 0),
    worn: {
      ...light,
      luma,
      mean: more(light.mean, mean),
      texture: more(light.texture, light.texture[main] ?? 0),
      range: more(light.range, light.range[main] ?? [0, 255]),
    },
    sleeve,
  };
}

export interface RedressOptions {
  /** A worn part already in the garment's fabric keeps its own weave (colour matched). */
  keepSameFabric: boolean;
}

/** The worn garment the re-dress paints into: its fabric regions, their light, a top's new hem. */
export interface WornDrape extends WornRegions {
  /** A short top's hem over a lower garment of its colour (top-length.ts). */
  end: HemLine | undefined;
  /** The garment's short sleeves on arms the worn top leaves bare (added-sleeves.ts). */
  sleeves?: AddedSleeves;
}

/**
 * The person's side of the worn drape (the worn fabric's cut-out, its parts and light): it does
 * not read the garment, so it can be found while the garment's analysis finishes elsewhere.
 */
export function findWornRegions(person: PersonAnalysis, category: Category): WornRegions {
  return wornRegions(person, findWornFabric(person, category), category);
}

/**
 * The person's worn garment as the re-dress sees it: for a top, only the parts that reach the
 * chest, down to its hem (the trousers or skirt below are not re-dressed).
 */
export function findWornDrape(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  worn: WornRegions = findWornRegions(person, category),
): WornDrape {
  const { regions, light } = worn;
  const end = category === 'upper' ? hemLine(person, garment, regions.labels) : undefined;
  if (category !== 'upper') return { regions, light, end };
  dropBelowChest(regions, person, end);
  dropForearmStrays(regions.labels, person);
  const sleeves = findAddedSleeves(person, garment, regions.labels);
  return sleeves ? { regions, light, end, sleeves } : { regions, light, end };
}

/** The re-dress's person side that reads no garment fabric (see prepareRedress). */
export interface PreparedRedress {
  zones: number[][];
  /** Quilting block (px). */
  block: number;
  shading: Float32Array;
  /** Per worn part, whether its fine detail is (partly) light: see wornShading. */
  plain: boolean[];
  turn: ReturnType<typeof foldTurn>;
  edge: EdgeCover;
  /** The labels painted: the worn parts', and the added sleeves' as a part of their own. */
  labels: Int8Array;
}

/**
 * The worn parts' labels with the added sleeves as one more part (the last): the role match and
 * the same-fabric rule read the worn parts alone, the painting reads these.
 */
function paintLabels(regions: FabricRegions, sleeves: AddedSleeves | undefined): Int8Array {
  if (!sleeves) return regions.labels;
  const labels = Int8Array.from(regions.labels);
  const part = regions.colours.length;
  for (let i = 0; i < labels.length; i += 1) if (sleeves.mask[i]) labels[i] = part;
  return labels;
}

/**
 * What the re-dress reads of the person and the worn drape alone: the drape's zones, its
 * shading and fold direction, the refined edge and the backdrop beside it. Found before the
 * garment's fabric is needed, so it overlaps the fabric thread's work.
 */
export function prepareRedress(
  person: PersonAnalysis,
  category: Category,
  drape: WornDrape,
): PreparedRedress {
  const labels = paintLabels(drape.regions, drape.sleeves);
  return { ...prepareBesideEdge(person, category, drape, labels), edge: edgeCover(person, labels) };
}

/**
 * prepareRedress with its edge (its costliest part, read from the person and the labels alone)
 * found by `edgeElsewhere` (the second thread) while the rest is found here; found here too
 * when it gives none or fails.
 */
export async function prepareRedressBeside(
  person: PersonAnalysis,
  category: Category,
  drape: WornDrape,
  edgeElsewhere: (input: EdgeInputs, labels: Int8Array) => Promise<EdgeCover> | undefined,
): Promise<PreparedRedress> {
  const labels = paintLabels(drape.regions, drape.sleeves);
  const { image, hair, face, matte } = person;
  const edge = edgeElsewhere({ image, hair, face, matte }, labels)?.catch(() => undefined);
  const rest = prepareBesideEdge(person, category, drape, labels);
  return { ...rest, edge: (await edge) ?? edgeCover(person, labels) };
}

/** All of prepareRedress but the edge. */
function prepareBesideEdge(
  person: PersonAnalysis,
  category: Category,
  drape: WornDrape,
  labels: Int8Array,
): Omit<PreparedRedress, 'edge'> {
  const { image, body } = person;
  const { width, height } = image;
  const { regions, light: worn, end } = drape;
  const zones = zoneShares(regions, width, personFrame(body));
  const block = Math.min(48, Math.max(12, Math.round(body.shoulderWidth / 4)));
  // A top's plain cloth is often woven (a jacket); a saree's fine detail is its print.
  const { shading, plain } = wornShading(worn, regions.labels, category === 'upper' ? width : 0);
  if (end) bridgeSeam(shading, regions.labels, person, end);
  if (drape.sleeves) lightSleeves(person, drape.sleeves, shading);
  const turn = foldTurn(shading, labels, width, height, block);
  return { zones, block, shading, plain, turn, labels };
}

/**
 * What a garment is quilted from: a top's fabric less its placket band (placket.ts); a saree's
 * less its folds' shadows (fold-shadows.ts), and a saree's photo of one part seen from behind
 * only its stretch above the hips (saree-stretch.ts); others' as they are.
 */
function quiltFrom(g: GarmentFabric, garment: GarmentModel, category: Category): GarmentFabric {
  if (category === 'upper' && garment.kind !== 'swatch')
    return withoutPlacket(g, garment.anchors.quad);
  if (category === 'saree') return withoutShadows(backStretch(g, garment));
  return g;
}

/**
 * Re-dress within the existing drape: the person's garment keeps its silhouette, folds and
 * shading (the worn fabric's own print taken out of its light); each of its fabric regions is
 * filled with fabric quilted from the matching region of the new garment, at the print's scale.
 */
export function redressLayer(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  options: RedressOptions = { keepSameFabric: true },
  drape: WornDrape = findWornDrape(person, garment, category),
  prepared: PreparedRedress = prepareRedress(person, category, drape),
): CompositeResult & { findings: QualityFinding[] } {
  const { image, body } = person;
  const { width, height } = image;
  const { regions, light: worn, end } = drape;
  const { zones, block, shading, plain, turn } = prepared;
  const g = garmentFabric(garment, category);
  // Garment pixels per person pixel: the print keeps its size relative to the body.
  const { scale, resolution } = printScale(body, garment, g.unit, category);
  // Worn parts already in the garment's fabric are found first: the role match fits the others
  // around them.
  const known = regions.colours.map(() => -1);
  const kept = options.keepSameFabric
    ? keptParts(person, { regions, light: worn }, g, known, resolution)
    : known.map(() => false);
  if (category === 'upper') keepMainAsMain(regions.sizes, g.regions.sizes, kept, known);
  const map =
    garment.kind === 'swatch'
      ? matchSwatchParts(regions, g.regions, zones[PLEATS] ?? [])
      : matchRoles(
          zones,
          roleZones(g, garment, category),
          regions.colours.length,
          g.regions.colours.length,
          known,
        );
  kept.forEach((keep, k) => {
    if (keep) map[k] = known[k] ?? 0;
  });
  if (category === 'saree') oneFabricOnePart(regions, kept, map);
  const parts = withSleevePart(drape, prepared, kept, map);
  const labels = parts.regions.labels;
  const toQuilt = parts.map.map((m, k) => (parts.kept[k] ? -1 : m));
  const byBody = sourcesByBody(person, garment, g, { ...parts, labels }, category);
  const sources = byBody?.sources;
  const quilted = sources
    ? { labels: sources, colours: g.regions.colours, sizes: g.regions.sizes }
    : parts.regions;
  const quiltMap = sources ? g.regions.colours.map((_, j) => j) : toQuilt;
  const fabricRgb = synthesiseFabric(
    quilted,
    width,
    height,
    quiltMap,
    { ...quiltFrom(byBody?.warp ? quiltSource(g) : g, garment, category), scale },
    block,
    turn,
  );
  if (category === 'saree')
    withHemBorder(
      fabricRgb,
      person,
      { model: garment, fabric: g },
      { ...parts, labels },
      { scale, block },
    );
  const paint: Paint = {
    person,
    labels,
    kept: parts.kept,
    gains: parts.regions.colours.map((c, k) =>
      colourGain(c, g.regions.colours[parts.map[k] ?? 0] ?? c),
    ),
    targets: parts.map.map((m) => g.regions.colours[m] ?? [128, 128, 128]),
    sources,
    garmentColours: g.regions.colours,
    worn: parts.worn,
    shading,
    plain,
    fabricRgb,
  };
  if (byBody?.warp) copyWarped(paint.fabricRgb, byBody.warp, g);
  const { out } = paintAll(paint);
  smoothSeams(out, labels, width, height, parts.kept);
  // Parts mapped by body position (a polo's yoke and body on one worn fabric) meet in seams too.
  if (sources) smoothSeams(out, sources, width, height, []);
  const painted = end || drape.sleeves ? new Uint8Array(out) : undefined;
  const cover = softCover(person, labels, out, parts.kept, prepared.edge);
  if (drape.sleeves && painted && parts.sleeve !== undefined)
    sharpenSleeveEdges(
      person,
      drape.sleeves,
      { labels, sleeve: parts.sleeve, painted },
      out,
      cover.data,
    );
  if (end && painted) cleanHem(person, labels, end, painted, out, cover);
  const result = { data: out, width, height, channels: 3 as const };
  return { image: result, coverage: cover, findings: keptFindings(regions, kept) };
}
