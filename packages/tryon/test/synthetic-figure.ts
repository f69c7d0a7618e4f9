import { PART_BODY, type GarmentModel } from '../src/local/garment/garment-analysis';
import type { Body } from '../src/local/person/body';
import { findOldGarment, type PersonAnalysis } from '../src/local/person/person-analysis';
import { calibrateSkin } from '../src/local/person/skin';
import { createFloatMap, type FloatMap } from '../src/local/raster/raster';

// A synthetic studio photo: a figure whose old outfit (blue, torso to ankles) is replaced by a
// short top (red, shoulders to hips). Everything is drawn here; no model runs.
export const W = 200;
export const H = 320;
export const SKIN: [number, number, number] = [205, 150, 120];
const OLD: [number, number, number] = [40, 60, 150];
export const NEW: [number, number, number] = [190, 30, 40];

function noise(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648 - 0.5;
  };
}

export const body = {
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

export const inTorso = (x: number, y: number) => y >= 72 && y < 165 && x >= 74 && x <= 126;

/** Share of the drawn image's pixels for which `inside` holds that `map` marks (> 0). */
export function shareIn(map: { data: Float32Array }, inside: (x: number, y: number) => boolean) {
  let all = 0;
  let on = 0;
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      if (!inside(x, y)) continue;
      all += 1;
      if ((map.data[y * W + x] ?? 0) > 0) on += 1;
    }
  return on / all;
}
const inLegs = (x: number, y: number) => y >= 165 && y < 292 && x >= 76 && x <= 124;
const inArm = (x: number, y: number) =>
  y >= 78 && y < 175 && ((x >= 52 && x < 74) || (x > 126 && x <= 148));
const inFace = (x: number, y: number) => Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;

export function drawPerson(): PersonAnalysis {
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
    face: { x: 82, y: 21, width: 36, height: 48, score: 0.9 },
    oldGarment,
    shading: createFloatMap(W, H, 1),
    quad: { tl: body.shoulderL, tr: body.shoulderR, bl: body.hipL, br: body.hipR },
    continuation: new Float32Array(W * H * 3),
  } as PersonAnalysis;
}

/** A red top worn by a wearer of the same build, ending at the hips. */
export function drawGarment(): GarmentModel {
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

/** A placement with nothing placed yet, the size of the figure (what the sleeve template fills). */
export function emptyPlacement() {
  const n = W * H;
  return {
    rgb: new Float32Array(n * 3),
    alpha: createFloatMap(W, H),
    zones: new Uint8Array(n),
    sleeve: new Uint8Array(n),
    suspect: new Uint8Array(n),
  };
}

/** A person whose old top (rows 70–150, lit across) sits over blue trousers; grey backdrop. */
export function drawTopOverTrousers() {
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const oldGarment = createFloatMap(W, H);
  const skin = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const onBody = x > 60 && x < 140 && y > 60;
      const top = [120 + x / 2, 40, 40];
      const rgb = !onBody ? [150, 150, 150] : y < 150 ? top : [40, 60, 60 + (x % 9) * 12];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(rgb[c] ?? 0);
      matte.data[i] = onBody ? 1 : 0;
      oldGarment.data[i] = onBody && y < 150 ? 1 : 0;
    }
  return { image: { data, width: W, height: H, channels: 3 as const }, matte, oldGarment, skin };
}

const NAVY: [number, number, number] = [22, 28, 58];
/** In the drawn face box's ellipse (centre (100, 45), semi-axes 18 × 24), outside its core. */
const inCollar = (x: number, y: number) =>
  y >= 60 &&
  y < 72 &&
  Math.abs(x - 100) <= 16 &&
  Math.hypot((x - 100) / 13.5, (y - 45) / 18) > 1 &&
  Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;

/**
 * The synthetic figure in a navy bandhgala whose stand collar rises into the face box's ellipse
 * below the chin (over the neck's base, up to row 64 in the middle), its top edge half navy and
 * half skin (a JPEG's edge).
 */
export function bandhgala() {
  const person = drawPerson();
  const { data } = person.image;
  for (let y = 55; y < 165; y += 1)
    for (let x = 74; x <= 126; x += 1) {
      const i = y * W + x;
      if (y < 72 && !inCollar(x, y)) continue;
      data.set(NAVY, i * 3);
      person.skin.data[i] = 0;
      person.matte.data[i] = 1;
    }
  // The collar's top edge: skin pixels one above it, half navy.
  for (let x = 84; x <= 116; x += 1)
    for (let y = 59; y > 50; y -= 1)
      if (!inCollar(x, y) && inCollar(x, y + 1)) {
        const i = y * W + x;
        data.set(
          SKIN.map((v, c) => Math.round((v + (NAVY[c] ?? 0)) / 2)),
          i * 3,
        );
        break;
      }
  return person;
}

/** The old top's clothing as the analysis finds it on a drawn person (`person` edited). */
export function findOldTop(person: PersonAnalysis): void {
  const model = calibrateSkin(person.image, person.face);
  const { image, matte, skin, face } = person;
  person.oldGarment = findOldGarment(image, matte, skin, body, face, 'upper', model);
}
