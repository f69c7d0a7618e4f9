import { describe, expect, it } from 'vitest';
import { buildBody, type Body } from '../../local/person/body';
import type { PeopleDetection } from '../../local/person/detect-people';
import { createFloatMap, type FloatMap, type RasterImage } from '../../local/raster/raster';
import { classifyOutfit } from './outfit-kind';
import { measureOutfit, type OutfitSignals } from './outfit-signals';

// Figures drawn by the test (200 × 400, front facing): the signals are measured on them and the
// classifier must name what was drawn, or say "unknown" when the drawing gives it no sign.

type Rgb = [number, number, number];
const W = 200;
const H = 400;
const RED: Rgb = [190, 30, 40];
const DENIM: Rgb = [60, 90, 160];
const CREAM: Rgb = [225, 215, 200];

const point = (x: number, y: number) => ({ x, y, score: 0.9 });
const KEYPOINTS = {
  rightShoulder: point(70, 60),
  leftShoulder: point(130, 60),
  rightElbow: point(62, 130),
  leftElbow: point(138, 130),
  rightHip: point(82, 200),
  leftHip: point(118, 200),
  rightKnee: point(84, 290),
  leftKnee: point(116, 290),
  rightAnkle: point(84, 380),
  leftAnkle: point(116, 380),
};

interface Figure {
  image: RasterImage;
  matte: FloatMap;
}

function blankFigure(): Figure {
  const image = {
    data: new Uint8Array(W * H * 3).fill(245),
    width: W,
    height: H,
    channels: 3 as const,
  };
  return { image, matte: createFloatMap(W, H) };
}

function paint(f: Figure, x0: number, x1: number, y0: number, y1: number, rgb: Rgb) {
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0; x < x1; x += 1) {
      const i = y * W + x;
      f.matte.data[i] = 1;
      f.image.data.set(rgb, i * 3);
    }
  }
}

/** Shoulders to `hem` in `top`, then two legs apart (a gap between x 100 and 102) in `legs`. */
function topAndLegs(top: Rgb, hem: number, legs: Rgb): Figure {
  const f = blankFigure();
  paint(f, 72, 128, 200, 390, legs);
  paint(f, 99, 103, 240, 390, [245, 245, 245]);
  for (let i = 240 * W; i < 390 * W; i += 1) if (i % W >= 99 && i % W < 103) f.matte.data[i] = 0;
  paint(f, 66, 134, 55, hem, top);
  return f;
}

/** One piece from the shoulders, widening to 2.2 shoulder widths at the feet. */
function longDrape(rgb: Rgb): Figure {
  const f = blankFigure();
  paint(f, 66, 134, 55, 200, rgb);
  for (let y = 200; y < 392; y += 1) {
    const half = 34 + ((y - 200) / 190) * 34;
    paint(f, Math.round(100 - half), Math.round(100 + half), y, y + 1, rgb);
  }
  return f;
}

const body = buildBody(KEYPOINTS) as Body;
const detection = (f: Figure): PeopleDetection => ({
  faces: [],
  bodyScore: 0.9,
  keypoints: KEYPOINTS,
  matte: f.matte,
});

function signals(f: Figure, textured: number, skin = createFloatMap(W, H)): OutfitSignals {
  return measureOutfit(f.image, detection(f), body, skin, textured);
}

/** Skin on the image-left half of the midriff only: a pallu covers the other side. */
function palluSkin(): FloatMap {
  const skin = createFloatMap(W, H);
  for (let y = 160; y < 200; y += 1) for (let x = 72; x < 100; x += 1) skin.data[y * W + x] = 1;
  return skin;
}

describe('outfit signals and kind on drawn figures', () => {
  it('a top over trousers is a top and trousers; a top running onto the thighs is a kurta', () => {
    const tee = signals(topAndLegs(CREAM, 200, DENIM), 0.05);
    expect(tee.legGap).toBeGreaterThan(0.45);
    expect(tee.torsoToThigh).toBeGreaterThan(100);
    expect(classifyOutfit(tee).kind).toBe('top-and-bottoms');

    const kurta = signals(topAndLegs(RED, 280, CREAM), 0.3);
    expect(kurta.torsoToThigh).toBeLessThan(5);
    expect(kurta.thighToShin).toBeGreaterThan(100);
    expect(classifyOutfit(kurta).kind).toBe('kurta');
  });

  it('a long wide drape is a saree when a pallu covers one side, unknown when nothing says so', () => {
    const drape = longDrape(RED);
    const withPallu = signals(drape, 0.1, palluSkin());
    expect(withPallu.legGap).toBe(0);
    expect(withPallu.hemWidth).toBeGreaterThan(1.5);
    expect(classifyOutfit(withPallu)).toMatchObject({ kind: 'saree' });
    // Plain, no pallu, no bare midriff: a plain long dress looks the same, so say less.
    expect(classifyOutfit(signals(drape, 0.1)).kind).toBe('unknown');
  });

  it('does not trust a skin test that calls the whole body skin', () => {
    const skin = createFloatMap(W, H, 1);
    const s = signals(longDrape(CREAM), 0.5, skin);
    expect(s.skinTrusted).toBe(false);
    expect(classifyOutfit(s).kind).toBe('unknown');
  });

  it('names a waist-up photo only for a plain top', () => {
    const noKnees = (s: OutfitSignals): OutfitSignals => ({ ...s, hasKnees: false, legGap: 0 });
    const plainTop = noKnees(signals(topAndLegs(CREAM, 200, DENIM), 0.05));
    expect(classifyOutfit(plainTop).kind).toBe('top');
    const woven = noKnees(signals(topAndLegs(RED, 200, RED), 0.6));
    expect(classifyOutfit(woven).kind).toBe('unknown');
  });
});
