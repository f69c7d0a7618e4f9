import type { Category, QualityFinding } from '../../types';
import { colourGain, keepSameFabric } from './same-fabric';
import type { CompositeResult } from '../render/composite';
import type { GarmentModel } from '../garment/garment-analysis';
import { findWornFabric } from './worn-fabric';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, type FloatMap } from '../raster/raster';
import { matchRegions, type FabricRegions } from './fabric-regions';
import { wornRegions } from './person-regions';
import { synthesiseFabric } from './fabric-synthesis';
import { garmentFabric } from './garment-fabric';
import { wornShading } from './shading';

/** The person's width unit: shoulders (hips for a lower garment), as the garment's unit. */
function personUnit(person: PersonAnalysis, category: Category): number {
  const { body } = person;
  const own =
    category === 'lower'
      ? Math.hypot(body.hipR.x - body.hipL.x, body.hipR.y - body.hipL.y)
      : body.shoulderWidth;
  return Math.max(8, own);
}

/** Levels of sheen added per unit of shading above (or taken below) the mean, on black. */
const SHEEN = 35;
const clamp8 = (v: number) => Math.min(255, Math.max(0, Math.round(v)));

/** Lower garments under a top: parts of the worn fabric that never reach the chest. */
function dropBelowChest(regions: FabricRegions, person: PersonAnalysis): void {
  const { body, image } = person;
  const y0 = Math.min(body.shoulderL.y, body.shoulderR.y);
  const y1 = (body.hipL.y + body.hipR.y) / 2;
  // A kurta's hem is around the knee; the trousers below it are not re-dressed.
  const hem = y1 + body.torsoLength * 0.9;
  const inChest = regions.colours.map(() => 0);
  regions.labels.forEach((l, i) => {
    const y = Math.floor(i / image.width);
    if (l >= 0 && y >= y0 && y <= y1) inChest[l] = (inChest[l] ?? 0) + 1;
  });
  const gone = inChest.map((n, l) => n < (regions.sizes[l] ?? 0) * 0.05);
  for (let i = 0; i < regions.labels.length; i += 1)
    if (gone[regions.labels[i] ?? 0] === true || i / image.width > hem) regions.labels[i] = -1;
}

/** Blends the new layer in over a one-pixel feather at the fabric's edge. */
function feather(image: CompositeResult['image'], out: Uint8Array, cover: FloatMap): void {
  const feathered = blurMap(cover, 1, 1);
  for (let i = 0; i < cover.data.length; i += 1) {
    const a = Math.min(cover.data[i] ?? 0, feathered.data[i] ?? 0);
    cover.data[i] = a;
    if (a >= 1 || a <= 0) continue;
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = Math.round(
        (image.data[i * 3 + c] ?? 0) * (1 - a) + (out[i * 3 + c] ?? 0) * a,
      );
  }
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
): CompositeResult & { findings: QualityFinding[] } {
  const { image, body } = person;
  const { width, height } = image;
  const sw = body.shoulderWidth;
  const fabric = findWornFabric(person, category);
  const { regions: personRegions, light: worn } = wornRegions(person, fabric);
  if (category === 'upper') dropBelowChest(personRegions, person);
  const g = garmentFabric(garment);
  // Garment pixels per person pixel: the print keeps its size relative to the body.
  const scale = Math.min(4, Math.max(0.25, g.unit / personUnit(person, category)));
  const map = matchRegions(personRegions, g.regions);
  const shading = wornShading(worn, personRegions.labels);
  const source = { ...g, scale };
  const block = Math.min(48, Math.max(12, Math.round(sw / 4)));
  const kept = keepSameFabric(personRegions, worn.texture, g.regions, g.texture, map);
  const gains = personRegions.colours.map((c, k) =>
    colourGain(c, g.regions.colours[map[k] ?? 0] ?? c),
  );
  const toQuilt = map.map((m, k) => (kept[k] ? -1 : m));
  const fabricRgb = synthesiseFabric(personRegions, width, height, toQuilt, source, block);
  const out = new Uint8Array(image.data);
  const cover = createFloatMap(width, height);
  for (let i = 0; i < width * height; i += 1) {
    const k = personRegions.labels[i] ?? -1;
    if (k < 0) continue;
    cover.data[i] = 1;
    if (kept[k]) {
      const gain = gains[k] ?? [1, 1, 1];
      for (let c = 0; c < 3; c += 1)
        out[i * 3 + c] = clamp8((image.data[i * 3 + c] ?? 0) * gain[c as 0 | 1 | 2]);
      continue;
    }
    if ((fabricRgb[i * 3] ?? 0) < 0) {
      // Too little of this part in the garment photo to copy: the worn part takes its colour.
      const target = g.regions.colours[map[k] ?? 0] ?? [128, 128, 128];
      const ratio = (worn.luma[i] ?? 0) / (worn.mean[k] ?? 128);
      for (let c = 0; c < 3; c += 1) out[i * 3 + c] = clamp8((target[c] ?? 0) * ratio);
      continue;
    }
    const light = shading[i] ?? 1;
    const r = fabricRgb[i * 3] ?? 0;
    const gr = fabricRgb[i * 3 + 1] ?? 0;
    const b = fabricRgb[i * 3 + 2] ?? 0;
    // Dark fabric still shows its folds: a sheen in proportion to the light's swing.
    const sheen = SHEEN * (light - 1) * (1 - (0.299 * r + 0.587 * gr + 0.114 * b) / 255);
    out[i * 3] = clamp8(r * light + sheen);
    out[i * 3 + 1] = clamp8(gr * light + sheen);
    out[i * 3 + 2] = clamp8(b * light + sheen);
  }
  feather(image, out, cover);
  const keptShare = kept.reduce((a, keep, k) => a + (keep ? (personRegions.sizes[k] ?? 0) : 0), 0);
  const total = personRegions.sizes.reduce((a, v) => a + v, 0) || 1;
  const findings: QualityFinding[] =
    keptShare / total > 0.3
      ? [
          {
            code: 'fabric-kept',
            message:
              'The person already wears this fabric: its own weave was kept and its colour matched.',
            severity: 'info',
          },
        ]
      : [];
  return { image: { data: out, width, height, channels: 3 }, coverage: cover, findings };
}
