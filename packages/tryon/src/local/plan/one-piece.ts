import { isNearHand, type Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { distanceToSegment, type Point } from '../raster/geometry';
import { paletteDistance, samplePalette, type Rgb } from '../raster/palette';

/**
 * Share of the clothing on the thighs whose colour is also on the chest (0..1). A saree or a
 * long kurta is one fabric from the shoulders down (its pallu or body crosses the chest); a top
 * over jeans or a skirt is two. Skin and background are not counted.
 */
export function oneFabricShare(person: PersonAnalysis): number {
  const { image, body } = person;
  const { chest } = torsoBands(person);
  const palette = samplePalette(image, clothingOf(person), chest);
  if (palette.length === 0) return 0;
  return nearShare(person, palette, thighBand(person, body));
}

/**
 * Share of the worn clothing near the given fabric colours, on the chest and on the thighs,
 * whichever is lower (0..1): near 1 when the person wears that fabric from the chest down, as
 * when a model wears the very saree of the garment photo, its pallu and pleats photographed in
 * another view. A patterned fabric's minority colours (a saree's body colour under a wide pallu)
 * are found here even where the chest's own palette misses them.
 */
export function wornFabricShare(person: PersonAnalysis, fabric: Rgb[]): number {
  if (fabric.length === 0) return 0;
  const { chest } = torsoBands(person);
  return Math.min(
    nearShare(person, fabric, chest),
    nearShare(person, fabric, thighBand(person, person.body)),
  );
}

type Box = { x0: number; x1: number; y0: number; y1: number };

const clothingOf =
  ({ matte, skin }: PersonAnalysis) =>
  (i: number) =>
    (matte.data[i] ?? 0) > 0.5 && (skin.data[i] ?? 0) < 0.5;

function torsoBands(person: PersonAnalysis): { chest: Box } {
  const { body } = person;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const xs = [body.shoulderL.x, body.shoulderR.x, body.hipL.x, body.hipR.x];
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  return {
    chest: {
      x0: Math.min(...xs),
      x1: Math.max(...xs),
      y0: shoulderY + body.torsoLength * 0.15,
      y1: hipY - body.torsoLength * 0.1,
    },
  };
}

function thighBand(person: PersonAnalysis, body: Body): Box {
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const { chest } = torsoBands(person);
  return {
    x0: chest.x0,
    x1: chest.x1,
    y0: Math.round(hipY + body.torsoLength * 0.15),
    y1: Math.min(person.image.height, Math.round(hipY + body.torsoLength * 0.6)),
  };
}

/** Share of the clothing pixels in a box within 40 of a palette colour. */
function nearShare(person: PersonAnalysis, palette: Rgb[], box: Box): number {
  const { image } = person;
  const clothing = clothingOf(person);
  let near = 0;
  let total = 0;
  for (let y = Math.max(0, Math.round(box.y0)); y < Math.min(image.height, box.y1); y += 2) {
    for (let x = Math.max(0, Math.round(box.x0)); x < Math.min(image.width, box.x1); x += 2) {
      const i = y * image.width + x;
      if (!clothing(i)) continue;
      total += 1;
      const o = i * image.channels;
      const d = paletteDistance(
        palette,
        image.data[o] ?? 0,
        image.data[o + 1] ?? 0,
        image.data[o + 2] ?? 0,
      );
      if (d < 40) near += 1;
    }
  }
  return total ? near / total : 0;
}

/**
 * A band of bare skin right across the torso between chest and hips: a crop top over a skirt is
 * two pieces, whatever their colours (so is a saree's blouse over its skirt, which is why only a
 * cut-off outfit is judged by it).
 */
export function hasBareMidriff(person: PersonAnalysis): boolean {
  const { body, skin, image } = person;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = (body.shoulderL.y + body.shoulderR.y) / 2;
  const left = (body.shoulderL.x + body.hipL.x) / 2;
  const right = (body.shoulderR.x + body.hipR.x) / 2;
  const x0 = Math.max(0, Math.round(left + (right - left) * 0.15));
  const x1 = Math.min(image.width - 1, Math.round(right - (right - left) * 0.15));
  const need = Math.max(3, Math.round(body.torsoLength * 0.03));
  let run = 0;
  for (let y = Math.round(shoulderY + body.torsoLength * 0.35); y < hipY; y += 1) {
    if (y < 0 || y >= image.height || x1 <= x0) continue;
    let bare = 0;
    let seen = 0;
    for (let x = x0; x <= x1; x += 1) {
      if (isOnForearm(body, x, y)) continue; // arms folded across a saree are not a midriff
      seen += 1;
      bare += (skin.data[y * image.width + x] ?? 0) > 0.5 ? 1 : 0;
    }
    run = seen > (x1 - x0 + 1) * 0.5 && bare > seen * 0.7 ? run + 1 : 0;
    if (run >= need) return true;
  }
  return false;
}

/** A shin is bare when this share of the skin test's pixels along it are skin. */
const BARE_SHIN = 0.6;

/**
 * Whether the person's shins show bare skin (knee to just above the ankle, a band a tenth of a
 * shoulder width wide about the bone), on every leg whose knee and ankle were found: shorts or
 * a short skirt, not a full-length outfit, whatever its colour. A white tank top over white
 * shorts and white shoes measured as one long outfit (vton-dev D13), and a lehenga tried on him
 * was taken for a re-dress of it. False when no leg was found whole.
 */
export function hasBareShins(person: PersonAnalysis): boolean {
  const { body, skin, image } = person;
  const { width, height } = image;
  const legs = [
    [body.kneeL, body.ankleL],
    [body.kneeR, body.ankleR],
  ].filter((leg): leg is [Point, Point] => !!leg[0] && !!leg[1]);
  if (legs.length === 0) return false;
  const half = Math.max(2, body.shoulderWidth * 0.05);
  return legs.every(([knee, ankle]) => {
    const a = { x: knee.x + (ankle.x - knee.x) * 0.15, y: knee.y + (ankle.y - knee.y) * 0.15 };
    const b = { x: knee.x + (ankle.x - knee.x) * 0.8, y: knee.y + (ankle.y - knee.y) * 0.8 };
    let seen = 0;
    let bare = 0;
    const [x0, x1] = [Math.min(a.x, b.x) - half, Math.max(a.x, b.x) + half];
    const [y0, y1] = [Math.min(a.y, b.y) - half, Math.max(a.y, b.y) + half];
    for (let y = Math.max(0, Math.ceil(y0)); y <= Math.min(height - 1, y1); y += 1)
      for (let x = Math.max(0, Math.ceil(x0)); x <= Math.min(width - 1, x1); x += 1) {
        if (distanceToSegment(x, y, a, b) > half) continue;
        seen += 1;
        if ((skin.data[y * width + x] ?? 0) > 0.5) bare += 1;
      }
    return seen > 0 && bare >= seen * BARE_SHIN;
  });
}

function isOnForearm(body: Body, x: number, y: number): boolean {
  if (isNearHand(body, x, y, 0.35)) return true;
  for (const [e, w] of [
    [body.elbowL, body.wristL],
    [body.elbowR, body.wristR],
  ] as const) {
    if (e && w && distanceToSegment(x, y, e, w) < body.shoulderWidth * 0.15) return true;
  }
  return false;
}
