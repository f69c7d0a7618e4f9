import { legEnd, type Body } from '../../local/person/body';
import type { PeopleDetection } from '../../local/person/detect-people';
import type { FloatMap, RasterImage } from '../../local/raster/raster';
import type { Point } from '../../local/raster/geometry';
import { legGapShare, midriffSkin } from './two-piece';

/** What the outfit classifier looks at, measured on the work image (see outfit-kind.ts). */
export interface OutfitSignals {
  /** Share of rows low on the legs with background between them: legs dressed apart. */
  legGap: number;
  /** Knees found: the photo shows the legs (not a half-length photo). */
  hasKnees: boolean;
  /** Width of the person low on the legs (90% of the way to the ankles), in shoulder widths. */
  hemWidth: number;
  /** Colour distance (RGB) between the torso and the upper thighs; NaN where not seen. */
  torsoToThigh: number;
  /** Colour distance between the upper thighs and the shins. */
  thighToShin: number;
  /** Skin share along the upper arms (NaN without elbows). */
  upperArmSkin: number;
  /** Skin shares of the midriff's image-left and image-right halves. */
  midriff: { left: number; right: number };
  /**
   * False when the skin test calls the whole body skin (a face lit oddly, a skin-toned outfit):
   * the skin signals then mean nothing.
   */
  skinTrusted: boolean;
  /** Share of the garment with strong local texture (print, embroidery, zari). */
  textured: number;
}

type Rgb = [number, number, number];

/** Mean colour of the person's pixels in a rectangle (null with too few). */
function meanColour(image: RasterImage, matte: FloatMap, box: [number, number, number, number]) {
  const [x0, x1, y0, y1] = box.map(Math.round) as [number, number, number, number];
  const acc: Rgb = [0, 0, 0];
  let n = 0;
  for (let y = Math.max(0, y0); y < Math.min(image.height, y1); y += 1) {
    for (let x = Math.max(0, x0); x < Math.min(image.width, x1); x += 1) {
      const i = y * image.width + x;
      if ((matte.data[i] ?? 0) < 0.6) continue;
      for (let c = 0; c < 3; c += 1)
        acc[c] = (acc[c] ?? 0) + (image.data[i * image.channels + c] ?? 0);
      n += 1;
    }
  }
  return n > 20 ? (acc.map((v) => v / n) as Rgb) : null;
}

const distance = (a: Rgb | null, b: Rgb | null) =>
  a && b ? Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]) : Number.NaN;

/** Width of the matte's row at y, from its first to its last pixel. */
function spanAt(matte: FloatMap, y: number): number {
  const row = Math.min(matte.height - 1, Math.max(0, Math.round(y)));
  let first = -1;
  let last = -1;
  for (let x = 0; x < matte.width; x += 1) {
    if ((matte.data[row * matte.width + x] ?? 0) <= 0.5) continue;
    if (first < 0) first = x;
    last = x;
  }
  return first < 0 ? 0 : last - first + 1;
}

/** Skin share in small squares along the middle of a limb segment (NaN without both ends). */
function segmentSkin(skin: FloatMap, a: Point | undefined, b: Point | undefined): number {
  if (!a || !b) return Number.NaN;
  let hits = 0;
  let n = 0;
  for (let t = 0.2; t <= 0.8; t += 0.05) {
    const cx = Math.round(a.x + (b.x - a.x) * t);
    const cy = Math.round(a.y + (b.y - a.y) * t);
    for (let y = cy - 2; y <= cy + 2; y += 1) {
      for (let x = cx - 2; x <= cx + 2; x += 1) {
        if (x < 0 || y < 0 || x >= skin.width || y >= skin.height) continue;
        n += 1;
        if ((skin.data[y * skin.width + x] ?? 0) > 0.5) hits += 1;
      }
    }
  }
  return n ? hits / n : Number.NaN;
}

function meanOf(...values: number[]): number {
  const seen = values.filter((v) => !Number.isNaN(v));
  return seen.length ? seen.reduce((s, v) => s + v, 0) / seen.length : Number.NaN;
}

/** Torso, upper-thigh and shin colours, and the width low on the legs. */
function bodyZones(image: RasterImage, matte: FloatMap, body: Body) {
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = Math.min(body.shoulderL.y, body.shoulderR.y);
  const legs = Math.max(1, Math.max(legEnd(body, 'L').y, legEnd(body, 'R').y) - hipY);
  const [hx0, hx1] = [body.hipL.x, body.hipR.x].sort((a, b) => a - b) as [number, number];
  const [sx0, sx1] = [body.shoulderL.x, body.shoulderR.x].sort((a, b) => a - b) as [number, number];
  const inset = (sx1 - sx0) * 0.2;
  const torsoTop = shoulderY + (hipY - shoulderY) * 0.3;
  const torso = meanColour(image, matte, [sx0 + inset, sx1 - inset, torsoTop, hipY]);
  const thigh = meanColour(image, matte, [hx0, hx1, hipY + legs * 0.15, hipY + legs * 0.35]);
  const shin = meanColour(image, matte, [hx0 - 5, hx1 + 5, hipY + legs * 0.7, hipY + legs * 0.9]);
  return {
    torsoToThigh: distance(torso, thigh),
    thighToShin: distance(thigh, shin),
    hemWidth: spanAt(matte, hipY + legs * 0.9) / Math.max(1, body.shoulderWidth),
  };
}

/** Measures the outfit signals; `skin` is the person's skin mask, `textured` the garment's. */
export function measureOutfit(
  image: RasterImage,
  detection: PeopleDetection,
  body: Body,
  skin: FloatMap,
  textured: number,
): OutfitSignals {
  const { matte, keypoints } = detection;
  const midriff = midriffSkin(skin, body);
  const legSkin = meanOf(
    segmentSkin(skin, body.hipL, body.kneeL),
    segmentSkin(skin, body.hipR, body.kneeR),
  );
  return {
    legGap: legGapShare(matte, body),
    hasKnees: ['leftKnee', 'rightKnee'].some((k) => (keypoints[k]?.score ?? 0) >= 0.3),
    ...bodyZones(image, matte, body),
    upperArmSkin: meanOf(
      segmentSkin(skin, body.shoulderL, body.elbowL),
      segmentSkin(skin, body.shoulderR, body.elbowR),
    ),
    midriff,
    skinTrusted: !(legSkin >= 0.8 && midriff.left >= 0.8 && midriff.right >= 0.8),
    textured,
  };
}
