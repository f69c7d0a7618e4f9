import { PART_BODY, type GarmentModel } from '../src/local/garment/garment-analysis';
import type { PersonAnalysis } from '../src/local/person/person-analysis';
import { createFloatMap } from '../src/local/raster/raster';
import { body, H, W } from './synthetic-figure';

// A figure in a plain white drape from shoulders to ankles whose pleats run diagonally (light
// varying across them), and garments to re-dress it with. Everything is drawn here.
type Rgb = [number, number, number];
type Box = readonly [number, number, number, number];
export const DRAPE = { x0: 66, x1: 134, y0: 74, y1: 300 };
/** The pleats run this far from upright (radians, clockwise on screen: down and to the right). */
export const PLEAT_ANGLE = Math.PI / 6;
const inDrape = (x: number, y: number) =>
  x >= DRAPE.x0 && x <= DRAPE.x1 && y >= DRAPE.y0 && y <= DRAPE.y1;
const inHead = (x: number, y: number) => Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;

/** Light on the pleats: bright and dark bands across the fold direction. */
export function pleatLight(x: number, y: number): number {
  const across = x * Math.cos(PLEAT_ANGLE) - y * Math.sin(PLEAT_ANGLE);
  return 1 + 0.22 * Math.sin((2 * Math.PI * across) / 18);
}

export function drawDrapedPerson(worn: (x: number, y: number) => Rgb): PersonAnalysis {
  const data = new Uint8Array(W * H * 3).fill(0);
  const matte = createFloatMap(W, H);
  const skin = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const isSkin = !inDrape(x, y) && inHead(x, y);
      const rgb: Rgb = inDrape(x, y) ? worn(x, y) : isSkin ? [205, 150, 120] : [150, 152, 156];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(Math.min(255, rgb[c] ?? 0));
      matte.data[i] = inDrape(x, y) || isSkin ? 1 : 0;
      skin.data[i] = isSkin ? 1 : 0;
    }
  const detection = { faces: [], bodyScore: 0.9, keypoints: {}, matte };
  return {
    image: { data, width: W, height: H, channels: 3 },
    detection,
    body,
    matte,
    skin,
    hair: createFloatMap(W, H),
    skinColour: [205, 150, 120],
    face: undefined,
    oldGarment: createFloatMap(W, H),
    shading: createFloatMap(W, H, 1),
    quad: { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR },
    continuation: new Float32Array(W * H * 3),
  } as PersonAnalysis;
}

/** A garment of the drape's shape, worn upright by a wearer of the same build. */
export function drawDrapeGarment(fabric: (x: number, y: number) => Rgb): GarmentModel {
  const texture = new Float32Array(W * H * 3);
  const alpha = createFloatMap(W, H);
  const parts = new Uint8Array(W * H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const rgb = fabric(x, y);
      for (let c = 0; c < 3; c += 1) texture[i * 3 + c] = rgb[c] ?? 0;
      if (inDrape(x, y)) {
        alpha.data[i] = 1;
        parts[i] = PART_BODY;
      }
    }
  return {
    kind: 'worn',
    width: W,
    height: H,
    texture,
    alpha,
    parts,
    anchors: {
      quad: { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR },
      legs: { kneeY: 225, ankleY: 290 },
    },
    colour: fabric(100, 150),
    sleeveReach: { L: 0, R: 0 },
    tiles: false,
  };
}

/**
 * Direction of the strongest lines in a channel over a box, as the angle from upright (radians,
 * clockwise on screen), and how coherent they are (structure tensor summed over the box).
 */
export function lineDirection(
  value: (x: number, y: number) => number,
  [x0, y0, x1, y1]: readonly [number, number, number, number],
): { angle: number; coherence: number } {
  let [a, b, c] = [0, 0, 0];
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const gx = (value(x + 1, y) - value(x - 1, y)) / 2;
      const gy = (value(x, y + 1) - value(x, y - 1)) / 2;
      a += gx * gx;
      b += gx * gy;
      c += gy * gy;
    }
  const theta = 0.5 * Math.atan2(2 * b, a - c);
  return { angle: -theta, coherence: Math.hypot(a - c, 2 * b) / (a + c || 1) };
}

/** Mean colour over a box (x0, y0, x1, y1 exclusive). */
export function meanRgb(data: ArrayLike<number>, [x0, y0, x1, y1]: Box): Rgb {
  const sum: Rgb = [0, 0, 0];
  let n = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) {
      for (let c = 0; c < 3; c += 1) sum[c] = (sum[c] ?? 0) + (data[(y * W + x) * 3 + c] ?? 0);
      n += 1;
    }
  return sum.map((v) => v / n) as Rgb;
}

export const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
