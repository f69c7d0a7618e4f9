import type { Category } from '../../types';
import type { CompositeResult } from '../render/composite';
import { isInsideFace } from '../person/detect-people';
import type { GarmentModel } from '../garment/garment-analysis';
import { separateWornGarment } from '../garment/garment-mask';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, type FloatMap } from '../raster/raster';
import { matchRegions, smoothInside, splitFabric } from './fabric-regions';

/** The person's own garment of this category: their matte minus skin, head and hair in front. */
export function findWornFabric(person: PersonAnalysis, category: Category): FloatMap {
  const mask = separateWornGarment(person.image, person.detection, person.body, category);
  const { width } = mask;
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((person.hair.data[i] ?? 0) > 0.5 || (person.skin.data[i] ?? 0) > 0.5) mask.data[i] = 0;
    else if (person.face && isInsideFace(person.face, i % width, Math.floor(i / width), 1.05))
      mask.data[i] = 0;
  }
  return mask;
}

function garmentMask(garment: GarmentModel): FloatMap {
  const mask = createFloatMap(garment.width, garment.height);
  for (let i = 0; i < mask.data.length; i += 1)
    mask.data[i] = (garment.alpha.data[i] ?? 0) > 0.5 ? 1 : 0;
  return mask;
}

const luma = (rgb: ArrayLike<number>, o: number) =>
  0.299 * (rgb[o] ?? 0) + 0.587 * (rgb[o + 1] ?? 0) + 0.114 * (rgb[o + 2] ?? 0);

/**
 * Re-dress within the existing drape: the person's garment keeps its silhouette, folds and
 * shading; each of its fabric regions takes the colour of the matching region of the new garment.
 */
export function redressLayer(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
): CompositeResult {
  const { image, body } = person;
  const { width, height } = image;
  const n = width * height;
  const fabric = findWornFabric(person, category);
  const personSmooth = smoothInside(image.data, 3, fabric, Math.max(2, body.shoulderWidth / 20));
  const personRegions = splitFabric(personSmooth, fabric);
  const gMask = garmentMask(garment);
  const gScale = Math.max(garment.width, garment.height) / Math.max(width, height);
  const gSmooth = smoothInside(
    garment.texture,
    3,
    gMask,
    Math.max(2, (body.shoulderWidth / 20) * gScale),
  );
  const garmentRegions = splitFabric(gSmooth, gMask);
  const map = matchRegions(personRegions, garmentRegions);
  const regionLuma = personRegions.colours.map((c) => Math.max(8, luma(c, 0)));
  const out = new Uint8Array(image.data);
  const cover = createFloatMap(width, height);
  for (let i = 0; i < n; i += 1) {
    const k = personRegions.labels[i] ?? -1;
    if (k < 0) continue;
    const target = garmentRegions.colours[map[k] ?? 0] ?? [128, 128, 128];
    const light = luma(image.data, i * 3) / (regionLuma[k] ?? 128);
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = Math.min(255, Math.max(0, Math.round((target[c] ?? 0) * light)));
    cover.data[i] = 1;
  }
  const feathered = blurMap(cover, 1, 1);
  for (let i = 0; i < n; i += 1) {
    const a = Math.min(cover.data[i] ?? 0, feathered.data[i] ?? 0);
    cover.data[i] = a;
    if (a >= 1 || a <= 0) continue;
    for (let c = 0; c < 3; c += 1)
      out[i * 3 + c] = Math.round(
        (image.data[i * 3 + c] ?? 0) * (1 - a) + (out[i * 3 + c] ?? 0) * a,
      );
  }
  return { image: { data: out, width, height, channels: 3 }, coverage: cover };
}
