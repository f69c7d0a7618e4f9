import type { PersonAnalysis } from '../person/person-analysis';
import { measureShading } from '../person/person-fills';
import { blurMap, createFloatMap, morphMask, type FloatMap } from '../raster/raster';
import type { Placement } from './place-garment';

/** Above this share of the old outfit in the skin's hue, the outfit itself is skin-coloured. */
const MAX_HUED_SHARE = 0.35;

/** How much of the person's own light the new garment takes (its photo keeps its own folds). */
const STRENGTH = 0.85;

/**
 * The person's light on the new garment. Where the old outfit was, its low-frequency shading
 * (the body's roundness, the studio's falloff, broad folds); where the new garment covers bare
 * skin (arms under a long sleeve, knees under a kurta's hem), the skin's own light, measured
 * against the skin's mean: an arm is lit as the round limb the photo shows, not left flat. Each
 * is measured against its own material, so a knee below white shorts is not taken for a shadow
 * on the shorts (decision 058). The weight fades out over a few pixels past the person, so the
 * garment's parts beyond them (a skirt over the background) join smoothly. Clamped: a dark print
 * or a pattern on the old outfit must not print through. Rows from `untilY` down keep the
 * garment's own light (a flared skirt does not follow the seams and pockets of the jeans it
 * covers).
 */
export function applyPersonLight(
  person: PersonAnalysis,
  placement: Placement,
  untilY = Infinity,
): void {
  const light = measureBodyLight(person, placement);
  const { rgb, alpha } = placement;
  const end = Math.min(alpha.data.length, Math.max(0, Math.ceil(untilY)) * alpha.width);
  for (let i = 0; i < end; i += 1) {
    if ((alpha.data[i] ?? 0) <= 0) continue;
    const w = Math.min(1, (light.weight.data[i] ?? 0) * 1.5) * STRENGTH;
    if (w <= 0) continue;
    const l = Math.min(1.15, Math.max(0.78, light.shading.data[i] ?? 1));
    const k = 1 + (l - 1) * w;
    rgb[i * 3] = (rgb[i * 3] ?? 0) * k;
    rgb[i * 3 + 1] = (rgb[i * 3 + 1] ?? 0) * k;
    rgb[i * 3 + 2] = (rgb[i * 3 + 2] ?? 0) * k;
  }
}

/**
 * The light under the new garment and how far it is known: the old outfit's (its skin-coloured
 * pixels left out) and the bare skin's, each its own luminance over its own mean, blended by
 * their blurred masks.
 */
export function measureBodyLight(
  person: PersonAnalysis,
  placement: Placement,
): { shading: FloatMap; weight: FloatMap } {
  const { image, oldGarment } = person;
  const { width, height } = image;
  const sw = person.body.shoulderWidth;
  const n = width * height;
  const skinLike = skinUnderGarment(person, placement);
  const cloth = createFloatMap(width, height);
  let clothChanged = false;
  for (let i = 0; i < n; i += 1) {
    const o = oldGarment.data[i] ?? 0;
    cloth.data[i] = skinLike.data[i] ? 0 : o;
    if (o > 0 && skinLike.data[i]) clothChanged = true;
  }
  const weight = blurMap(cloth, Math.max(2, sw * 0.06));
  const shading = clothChanged
    ? measureShading(image, cloth, sw / 10, person.body)
    : person.shading;
  return { shading, weight };
}

/**
 * The person's bare skin the new garment lies over: the skin map, and pixels of the skin's hue
 * inside the old outfit's map (a knee below shorts), grown by two pixels so their edges, half
 * skin and half cloth, are not read as the cloth's shadow. An outfit largely of the skin's hue
 * (a beige crop top) cannot be told from skin by hue: then only the skin map counts.
 */
function skinUnderGarment(person: PersonAnalysis, placement: Placement): FloatMap {
  const { image, skin, matte, oldGarment, skinColour } = person;
  const { width, height } = image;
  const out = createFloatMap(width, height);
  const chroma = (r: number, g: number, b: number) => {
    const s = Math.max(1, r + g + b);
    return [r / s, g / s] as const;
  };
  const [sr, sg] = chroma(...skinColour);
  let old = 0;
  let hued = 0;
  for (let i = 0; i < out.data.length; i += 1) {
    if ((placement.alpha.data[i] ?? 0) <= 0 || (matte.data[i] ?? 0) < 0.5) continue;
    if ((skin.data[i] ?? 0) > 0.5) {
      out.data[i] = 1;
      continue;
    }
    if ((oldGarment.data[i] ?? 0) < 0.5) continue;
    old += 1;
    const [r, g, b] = [
      image.data[i * 3] ?? 0,
      image.data[i * 3 + 1] ?? 0,
      image.data[i * 3 + 2] ?? 0,
    ];
    if (r + g + b < 90) continue;
    const [cr, cg] = chroma(r, g, b);
    if (Math.hypot(cr - sr, cg - sg) < 0.025) {
      out.data[i] = 2;
      hued += 1;
    }
  }
  const isOutfitSkinHued = hued > old * MAX_HUED_SHARE;
  for (let i = 0; i < out.data.length; i += 1)
    if (out.data[i] === 2) out.data[i] = isOutfitSkinHued ? 0 : 1;
  return morphMask(out, 2);
}
