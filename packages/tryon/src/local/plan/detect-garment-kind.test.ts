import { describe, expect, it } from 'vitest';
import { buildBody, type Body } from '../person/body';
import type { Keypoint, PeopleDetection } from '../person/detect-people';
import { createFloatMap, type FloatMap, type RasterImage } from '../raster/raster';
import {
  detectGarmentKind,
  isBellSkirt,
  torsoAsymmetry,
  wearerGender,
} from './detect-garment-kind';
import { flatAnchors } from '../garment/garment-landmarks';
import { flatFlaredDress, flatKurta, flatTee } from '../../../test/synthetic-flat-tops';

const W = 300;
const H = 400;

function noPeople(): PeopleDetection {
  return { faces: [], bodyScore: 0, keypoints: {}, matte: createFloatMap(W, H) };
}

/** A flat product shot on white: `inside` says where the garment (denim blue) is. */
function flatShot(inside: (x: number, y: number) => boolean): RasterImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const [r, g, b] = inside(x, y) ? [70, 110, 160] : [246, 246, 246];
      const i = (y * W + x) * 3;
      data[i] = r + ((x * 7 + y * 13) % 9); // a little weave, as a photo has
      data[i + 1] = g + ((x * 5 + y * 3) % 9);
      data[i + 2] = b;
    }
  }
  return { data, width: W, height: H, channels: 3 };
}

function mask(inside: (x: number, y: number) => boolean): FloatMap {
  const m = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) for (let x = 0; x < W; x += 1) m.data[y * W + x] = +inside(x, y);
  return m;
}

/** A standing wearer: shoulders at y 80, hips at y 180 (x 130 and 170), ankles at y 380. */
function standing(): Body {
  const k = (x: number, y: number): Keypoint => ({ x, y, score: 0.9 });
  const body = buildBody({
    leftShoulder: k(185, 80),
    rightShoulder: k(115, 80),
    leftHip: k(170, 180),
    rightHip: k(130, 180),
    leftKnee: k(168, 280),
    rightKnee: k(132, 280),
    leftAnkle: k(166, 380),
    rightAnkle: k(134, 380),
  });
  if (!body) throw new Error('no body');
  return body;
}

describe('garment category from the photo', () => {
  it('calls straight jeans photographed flat a lower garment, not a saree swatch', () => {
    // Waist to crotch one block, then two legs with a narrow gap: the outline fills ~96 % of
    // its bounding box, which the swatch rule (fill > 0.88) used to take for a folded saree.
    const jeans = (x: number, y: number) =>
      x >= 90 && x < 210 && y >= 20 && y < 390 && (y < 150 || x < 146 || x >= 154);
    const kind = detectGarmentKind(flatShot(jeans), noPeople(), 'flat-lay');
    expect(kind.category).toBe('lower');
  });

  it('still calls a swatch that fills its frame a saree', () => {
    const kind = detectGarmentKind(
      flatShot((x, y) => x > 4 && x < W - 4 && y > 4 && y < H - 4),
      noPeople(),
      'flat-lay',
    );
    expect(kind.category).toBe('saree');
  });

  it('tells a lehenga’s bell skirt from a saree’s pallu held out to one side', () => {
    const body = standing();
    const hipWidth = 40 * 1.6;
    // Bell: from 90 px wide at the hips to 230 px at the hem, centred on the body.
    const bell = mask((x, y) => {
      if (y < 80 || y > 385) return false;
      const half = y < 180 ? 35 : 45 + ((y - 180) / 200) * 70;
      return Math.abs(x - 150) <= half;
    });
    expect(isBellSkirt(bell, body, 180, 380, hipWidth)).toBe(true);
    // Saree: the lower part close to the legs, the pallu widening it on the wearer's left only.
    const saree = mask((x, y) => {
      if (y < 80 || y > 385) return false;
      const legs = Math.abs(x - 150) <= 38;
      const pallu = x > 150 && x <= 190 + ((y - 80) / 300) * 90;
      return legs || pallu;
    });
    expect(isBellSkirt(saree, body, 180, 380, hipWidth)).toBe(false);
    // Back view: the pallu spread wide on both sides for the camera, as wide at the knee as at
    // the hem.
    const spread = mask((x, y) => y >= 80 && y <= 385 && Math.abs(x - 150) <= (y < 150 ? 40 : 110));
    expect(isBellSkirt(spread, body, 180, 380, hipWidth)).toBe(false);
  });

  it('reads the wearer’s gender only from a face the model is sure of', () => {
    const face = (score: number, value: 'female' | 'male', size = 40) => ({
      x: 0,
      y: 0,
      width: size,
      height: size,
      score: 0.9,
      gender: { value, score },
    });
    expect(wearerGender({ ...noPeople(), faces: [face(0.9, 'male')] })).toBe('male');
    expect(wearerGender({ ...noPeople(), faces: [face(0.4, 'male')] })).toBeUndefined();
    // The largest face is the wearer's (a small face in a poster behind does not count).
    expect(
      wearerGender({ ...noPeople(), faces: [face(0.9, 'male', 10), face(0.8, 'female', 60)] }),
    ).toBe('female');
  });

  it('finds a pallu across one shoulder by the torso’s unlike halves, not a symmetric print', () => {
    const body = standing();
    const torso = mask((x, y) => y >= 80 && y <= 185 && x >= 110 && x <= 190);
    // A kurta-like print: stripes mirrored about the centre line (x 150), dots on both sides.
    const print = (x: number, y: number): [number, number, number] =>
      Math.abs(x - 150) % 12 < 4
        ? [40, 90, 60]
        : (x + y) % 7 === 0
          ? [230, 220, 190]
          : [60, 130, 90];
    const paint = (f: (x: number, y: number) => [number, number, number]): RasterImage => {
      const data = new Uint8Array(W * H * 3);
      for (let y = 0; y < H; y += 1)
        for (let x = 0; x < W; x += 1) data.set(f(x, y), (y * W + x) * 3);
      return { data, width: W, height: H, channels: 3 };
    };
    const top = torsoAsymmetry(paint(print), torso, body);
    // The same body fabric with a gold-bordered maroon pallu over the wearer's left (image right).
    const saree = torsoAsymmetry(
      paint((x, y) =>
        x > 150 + (y - 80) * 0.2 ? (x % 15 < 3 ? [200, 160, 70] : [120, 20, 50]) : print(x, y),
      ),
      torso,
      body,
    );
    expect(top).toBeLessThan(40);
    expect(saree).toBeGreaterThanOrEqual(48);
  });
});

describe('a kurta photographed flat', () => {
  it('is a top, not a dress, though its outline is tall', () => {
    // Its outline is 1.7 times as tall as wide, which alone made it a dress (category full).
    expect(detectGarmentKind(flatShot(flatKurta), noPeople(), 'flat-lay').category).toBe('upper');
    expect(detectGarmentKind(flatShot(flatFlaredDress), noPeople(), 'flat-lay').category).toBe(
      'full',
    );
    expect(detectGarmentKind(flatShot(flatTee), noPeople(), 'flat-lay').category).toBe('upper');
  });

  it('keeps its length below the hips, where a tee ends just below them', () => {
    const kurtaHip = flatAnchors(mask(flatKurta), 'upper').quad.bl.y;
    const shoulder = flatAnchors(mask(flatKurta), 'upper').quad.tl.y;
    // The hem (y 390) falls at least one torso length below the virtual wearer's hips.
    expect(390 - kurtaHip).toBeGreaterThan(kurtaHip - shoulder);
    const teeAnchors = flatAnchors(mask(flatTee), 'upper').quad;
    expect(250 - teeAnchors.bl.y).toBeLessThan((teeAnchors.bl.y - teeAnchors.tl.y) * 0.15);
  });

  it('reaches the wrists with its sleeves, measured against its hips and not its hem', () => {
    const anchors = flatAnchors(mask(flatKurta), 'upper');
    const arm = anchors.armL ?? anchors.armR;
    if (!arm) throw new Error('no sleeve found');
    // The sleeve's tip (~200 px down from the shoulder) lies past the elbow: a full sleeve.
    const [shoulder, elbow] = arm;
    const upperArm = Math.hypot(elbow.x - shoulder.x, elbow.y - shoulder.y);
    expect(upperArm).toBeLessThan(130);
  });
});
