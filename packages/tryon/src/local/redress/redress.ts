import type { Category } from '../../types';
import type { CompositeResult } from '../render/composite';
import type { GarmentModel } from '../garment/garment-analysis';
import { findWornFabric } from './worn-fabric';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, type FloatMap } from '../raster/raster';
import { matchRegions } from './fabric-regions';
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
): CompositeResult {
  const { image, body } = person;
  const { width, height } = image;
  const sw = body.shoulderWidth;
  const fabric = findWornFabric(person, category);
  const { regions: personRegions, light } = wornRegions(person, fabric);
  const g = garmentFabric(garment);
  // Garment pixels per person pixel: the print keeps its size relative to the body.
  const scale = Math.min(4, Math.max(0.25, g.unit / personUnit(person, category)));
  const map = matchRegions(personRegions, g.regions);
  const shading = wornShading(light, personRegions.labels);
  const source = { ...g, scale };
  const block = Math.min(48, Math.max(12, Math.round(sw / 4)));
  const fabricRgb = synthesiseFabric(personRegions, width, height, map, source, block);
  const out = new Uint8Array(image.data);
  const cover = createFloatMap(width, height);
  for (let i = 0; i < width * height; i += 1) {
    if ((personRegions.labels[i] ?? -1) < 0) continue;
    const light = shading[i] ?? 1;
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = Math.min(255, Math.max(0, Math.round((fabricRgb[i * 3 + c] ?? 0) * light)));
    cover.data[i] = 1;
  }
  feather(image, out, cover);
  return { image: { data: out, width, height, channels: 3 }, coverage: cover };
}
