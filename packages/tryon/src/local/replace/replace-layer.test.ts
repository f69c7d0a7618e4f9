import { describe, expect, it } from 'vitest';
import { PART_BODY, type GarmentModel } from '../garment/garment-analysis';
import type { Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap, localLumaStd, type FloatMap } from '../raster/raster';
import { replaceLayer } from './replace-layer';

// A synthetic studio photo: a figure whose old outfit (blue, torso to ankles) is replaced by a
// short top (red, shoulders to hips). Everything is drawn here; no model runs.
const W = 200;
const H = 320;
const SKIN: [number, number, number] = [205, 150, 120];
const OLD: [number, number, number] = [40, 60, 150];
const NEW: [number, number, number] = [190, 30, 40];

function noise(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648 - 0.5;
  };
}

const body = {
  shoulderL: { x: 72, y: 80 },
  shoulderR: { x: 128, y: 80 },
  elbowL: { x: 62, y: 125 },
  elbowR: { x: 138, y: 125 },
  wristL: { x: 58, y: 165 },
  wristR: { x: 142, y: 165 },
  hipL: { x: 84, y: 160 },
  hipR: { x: 116, y: 160 },
  kneeL: { x: 86, y: 225 },
  kneeR: { x: 114, y: 225 },
  ankleL: { x: 87, y: 290 },
  ankleR: { x: 113, y: 290 },
  shoulderWidth: 56,
  torsoLength: 80,
} as Body;

const inTorso = (x: number, y: number) => y >= 72 && y < 165 && x >= 74 && x <= 126;
const inLegs = (x: number, y: number) => y >= 165 && y < 292 && x >= 76 && x <= 124;
const inArm = (x: number, y: number) =>
  y >= 78 && y < 175 && ((x >= 52 && x < 74) || (x > 126 && x <= 148));
const inFace = (x: number, y: number) => Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;

function drawPerson(): PersonAnalysis {
  const rand = noise(1);
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const skin = createFloatMap(W, H);
  const oldGarment = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const isOld = inTorso(x, y) || inLegs(x, y);
      const isSkin =
        !isOld && (inArm(x, y) || inFace(x, y) || (y >= 66 && y < 72 && x > 92 && x < 108));
      const base = isOld ? OLD : isSkin ? SKIN : ([178, 180, 184] as const);
      const shade = isSkin ? 1 + (x - 100) / 400 : 1;
      for (let c = 0; c < 3; c += 1)
        data[i * 3 + c] = Math.round(Math.min(255, (base[c] ?? 0) * shade + rand() * 14));
      matte.data[i] = isOld || isSkin ? 1 : 0;
      skin.data[i] = isSkin ? 1 : 0;
      oldGarment.data[i] = isOld ? 1 : 0;
    }
  }
  return {
    image: { data, width: W, height: H, channels: 3 },
    body,
    matte,
    skin,
    hair: createFloatMap(W, H),
    skinColour: SKIN,
    skinFill: undefined,
    face: { x: 82, y: 21, width: 36, height: 48, score: 0.9 },
    oldGarment,
    shading: createFloatMap(W, H, 1),
    quad: { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR },
    continuation: new Float32Array(W * H * 3),
  } as PersonAnalysis;
}

/** A red top worn by a wearer of the same build, ending at the hips. */
function drawGarment(): GarmentModel {
  const rand = noise(2);
  const texture = new Float32Array(W * H * 3);
  const alpha: FloatMap = createFloatMap(W, H);
  const parts = new Uint8Array(W * H);
  for (let i = 0; i < W * H; i += 1) {
    const x = i % W;
    const y = (i - x) / W;
    for (let c = 0; c < 3; c += 1) texture[i * 3 + c] = (NEW[c] ?? 0) + rand() * 20;
    if (inTorso(x, y) && y < 162) {
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
    colour: NEW,
    sleeveReach: { L: 0, R: 0 },
    tiles: false,
  };
}

describe('replace path', () => {
  const person = drawPerson();
  const result = replaceLayer(person, drawGarment(), 'full');
  const out = result.image.data;
  const input = person.image.data;
  const pixel = (d: Uint8Array, x: number, y: number) =>
    [0, 1, 2].map((c) => d[(y * W + x) * 3 + c] ?? 0);

  it('dresses the torso in the new garment', () => {
    const [r, g, b] = pixel(out, 100, 120);
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(80);
    expect(b).toBeLessThan(90);
  });

  it('turns the uncovered old outfit into textured skin, not a flat fill', () => {
    const std = localLumaStd(result.image, 3);
    const stdIn = localLumaStd(person.image, 3);
    let count = 0;
    let sum = [0, 0, 0];
    let flat = 0;
    let flatBefore = 0;
    for (let y = 200; y < 280; y += 1) {
      for (let x = 84; x <= 116; x += 1) {
        if (Math.abs(x - 100) < 3) continue; // between the legs may be background
        count += 1;
        if ((std.data[y * W + x] ?? 0) < 1.5) flat += 1;
        if ((stdIn.data[y * W + x] ?? 0) < 1.5) flatBefore += 1;
        const p = pixel(out, x, y);
        sum = sum.map((s, c) => s + (p[c] ?? 0));
      }
    }
    const avg = sum.map((s) => s / count);
    expect((flat - flatBefore) / count).toBeLessThan(0.2);
    // Close to the person's own skin, far from the old blue.
    expect(Math.abs((avg[0] ?? 0) - SKIN[0])).toBeLessThan(25);
    expect(Math.abs((avg[2] ?? 0) - SKIN[2])).toBeLessThan(25);
    // The skin's texture: comparable local variation to the arms'.
    let legStd = 0;
    let armStd = 0;
    for (let y = 210; y < 270; y += 1) legStd += (std.data[y * W + 92] ?? 0) / 60;
    for (let y = 100; y < 160; y += 1) armStd += (stdIn.data[y * W + 60] ?? 0) / 60;
    expect(legStd).toBeGreaterThan(armStd * 0.5);
    expect(legStd).toBeLessThan(armStd * 2);
  });

  it('leaves the face and the background outside the zone untouched', () => {
    for (const [x, y] of [
      [100, 45],
      [95, 40],
      [10, 10],
      [190, 300],
      [20, 200],
      [180, 120],
    ] as const)
      expect(pixel(out, x, y)).toEqual(pixel(input, x, y));
  });
});
