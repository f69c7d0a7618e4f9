import { isNearHand } from '../person/body';
import { ZONE_FOREARM, ZONE_NONE, type FitLayer } from './fit';
import { isInsideFace } from '../person/detect-people';
import type { PersonAnalysis } from '../person/person-analysis';
import { blurMap, createFloatMap, type FloatMap, type RasterImage } from '../raster/raster';

export interface CompositeResult {
  image: RasterImage;
  /** Final coverage of the new layer (garment, extension or skin fill), 0..1. */
  coverage: FloatMap;
}

function isProtectedHead(person: PersonAnalysis, x: number, y: number): boolean {
  const f = person.face;
  if (!f) return false;
  return isInsideFace(f, x, y, 1.0);
}

/**
 * Per pixel: the new garment where it lands; where the OLD garment would still show, either the new
 * garment's texture extended (torso) or skin (arms). Bare arms stay in front; the head is never
 * touched. The layer is lit by the old garment's low-frequency shading only.
 */
export function compositeLayer(person: PersonAnalysis, layer: FitLayer): CompositeResult {
  const { image, matte, oldGarment, shading, skinColour } = person;
  const { width, height } = image;
  const n = width * height;
  const colour = new Float32Array(n * 3);
  const cover = createFloatMap(width, height);
  for (let i = 0; i < n; i += 1) {
    const x = i % width;
    const y = (i - x) / width;
    if (
      (matte.data[i] ?? 0) < 0.05 ||
      isProtectedHead(person, x, y) ||
      (person.hair.data[i] ?? 0) > 0.5
    )
      continue;
    const o = i * 3;
    const zone = layer.zones[i] ?? ZONE_NONE;
    const garmentAlpha = layer.alpha.data[i] ?? 0;
    const wasOld = (oldGarment.data[i] ?? 0) > 0.5;
    // Hands and bare arms are in front of the garment's body (a sleeve may still cover an arm).
    const isSkinInFront =
      (person.skin.data[i] ?? 0) > 0.5 && (zone === ZONE_FOREARM || isNearHand(person.body, x, y));
    if (isSkinInFront) continue;
    let a = garmentAlpha;
    const light = shading.data[i] ?? 1;
    for (let c = 0; c < 3; c += 1) colour[o + c] = (layer.rgb[o + c] ?? 0) * light;
    if (wasOld && a < 0.99) {
      if (zone !== ZONE_NONE && !layer.sleeveCovers[i]) {
        // A shorter sleeve uncovers the arm: the nearest visible skin, or the typical tone lit by
        // the old sleeve's light.
        for (let c = 0; c < 3; c += 1) {
          const skinTone = person.skinFill
            ? (person.skinFill[o + c] ?? 0)
            : (skinColour[c] ?? 0) * light;
          colour[o + c] = (layer.rgb[o + c] ?? 0) * a * light + skinTone * (1 - a);
        }
      } else if (zone === ZONE_NONE && layer.belowHem[i]) {
        // Below a shorter garment: continue what is below it (usually the lower garment).
        for (let c = 0; c < 3; c += 1)
          colour[o + c] =
            (layer.rgb[o + c] ?? 0) * a * light + (person.continuation[o + c] ?? 0) * (1 - a);
      }
      a = 1;
    }
    cover.data[i] = a * Math.min(1, (matte.data[i] ?? 0) * 1.5);
  }
  const feathered = blurMap(cover, 1, 1);
  const out = new Uint8Array(n * 3);
  for (let i = 0; i < n; i += 1) {
    const x = i % width;
    const y = (i - x) / width;
    const a = isProtectedHead(person, x, y)
      ? 0
      : Math.min(cover.data[i] ?? 0, feathered.data[i] ?? 0) * 0.5 + (feathered.data[i] ?? 0) * 0.5;
    for (let c = 0; c < 3; c += 1) {
      const o = i * 3 + c;
      out[o] = Math.min(
        255,
        Math.max(0, Math.round((image.data[o] ?? 0) * (1 - a) + (colour[o] ?? 0) * a)),
      );
    }
    feathered.data[i] = a;
  }
  return { image: { data: out, width, height, channels: 3 }, coverage: feathered };
}
