import type { Category } from '../../types';
import type { CompositeResult } from '../render/composite';
import type { GarmentModel } from '../garment/garment-analysis';
import { findWornFabric } from './worn-fabric';
import type { PersonAnalysis } from '../person/person-analysis';
import { localStd } from '../raster/local-std';
import { blurMap, createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import { calibrateSkin, skinScore } from '../person/skin';
import { cleanRegions, matchRegions, smoothInside, splitFabric } from './fabric-regions';
import { synthesiseFabric } from './fabric-synthesis';
import { flattenLight, regionLight, wornShading } from './shading';

/**
 * Where the garment photo shows fabric to copy from: its cut-out, less smooth skin-coloured
 * areas a worn photo's cut-out can keep (a bare back seen from behind), eroded off the edges.
 */
function fabricSource(garment: GarmentModel): FloatMap {
  const { width, height, texture } = garment;
  const mask = createFloatMap(width, height);
  const skin = calibrateSkin({ data: new Uint8Array(0), width, height, channels: 3 }, undefined);
  const luma = Float32Array.from(
    { length: width * height },
    (_, i) =>
      0.299 * (texture[i * 3] ?? 0) +
      0.587 * (texture[i * 3 + 1] ?? 0) +
      0.114 * (texture[i * 3 + 2] ?? 0),
  );
  const std = localStd(luma, width, height, 2);
  let kept = 0;
  let total = 0;
  for (let i = 0; i < mask.data.length; i += 1) {
    if ((garment.alpha.data[i] ?? 0) <= 0.5) continue;
    total += 1;
    const o = i * 3;
    const isSkin =
      (std[i] ?? 0) < 4 &&
      skinScore(skin, texture[o] ?? 0, texture[o + 1] ?? 0, texture[o + 2] ?? 0) > 0.6;
    if (isSkin) continue;
    mask.data[i] = 1;
    kept += 1;
  }
  if (kept < total * 0.5)
    for (let i = 0; i < mask.data.length; i += 1)
      mask.data[i] = (garment.alpha.data[i] ?? 0) > 0.5 ? 1 : 0;
  return morphMask(morphMask(mask, -3), 1);
}

/** Garment pixels per person pixel: the garment's torso width against the person's. */
function printScale(person: PersonAnalysis, garment: GarmentModel, category: Category): number {
  const { tl, tr } = garment.anchors.quad;
  const { body } = person;
  const own =
    category === 'lower'
      ? Math.hypot(body.hipR.x - body.hipL.x, body.hipR.y - body.hipL.y)
      : body.shoulderWidth;
  return Math.min(4, Math.max(0.25, Math.hypot(tr.x - tl.x, tr.y - tl.y) / Math.max(8, own)));
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
  const personRegions = cleanRegions(
    splitFabric(smoothInside(image.data, 3, fabric, Math.max(2, sw / 12)), fabric),
    width,
    height,
    sw / 10,
  );
  const scale = printScale(person, garment, category);
  const gMask = fabricSource(garment);
  const gSmooth = smoothInside(garment.texture, 3, gMask, Math.max(2, (sw / 12) * scale));
  const garmentRegions = cleanRegions(
    splitFabric(gSmooth, gMask),
    garment.width,
    garment.height,
    (sw / 10) * scale,
  );
  const map = matchRegions(personRegions, garmentRegions);
  const radius = Math.max(2, sw / 16);
  const shading = wornShading(
    regionLight(image.data, 3, width, height, personRegions, radius),
    personRegions.labels,
  );
  const gLight = regionLight(
    garment.texture,
    3,
    garment.width,
    garment.height,
    garmentRegions,
    radius * scale,
  );
  const source = {
    rgb: flattenLight(garment.texture, gLight, garmentRegions.labels),
    width: garment.width,
    height: garment.height,
    regions: garmentRegions,
    scale,
  };
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
