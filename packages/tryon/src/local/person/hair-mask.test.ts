import { describe, expect, it } from 'vitest';
import { body, H, W } from '../../../test/synthetic-figure';
import { createFloatMap } from '../raster/raster';
import type { Rgb } from '../raster/palette';
import { findHair } from './hair-mask';

// A figure in an orange saree with a black blouse, and black hair: on the head and a strand
// falling over the right shoulder onto the saree. The hair's colour is the blouse's.
const face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
const ORANGE: Rgb = [230, 100, 30];
const BLACK: Rgb = [25, 22, 24];
const HAIR: Rgb = [36, 28, 24];
const SKIN: Rgb = [205, 150, 120];
const inFace = (x: number, y: number) => Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
const inCap = (x: number, y: number) => y >= 10 && y < 28 && x >= 80 && x <= 120 && !inFace(x, y);
const inStrand = (x: number, y: number) => x >= 116 && x <= 124 && y >= 20 && y < 140;
const inGarment = (x: number, y: number) => y >= 72 && y < 300 && x >= 70 && x <= 130;

// A hand raised to the hair, across the strand: the strand below it is cut off from the head.
const inHand = (x: number, y: number) => x >= 110 && x <= 130 && y >= 46 && y < 51;

function scene(blouseX1: number, hand = false) {
  const inBlouse = (x: number, y: number) => x >= 74 && x <= blouseX1 && y >= 72 && y < 105;
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const skin = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const neck = (y >= 66 && y < 72 && x > 92 && x < 108) || (hand && inHand(x, y));
      let colour: Rgb = [178, 180, 184];
      if (inFace(x, y) || neck) colour = SKIN;
      else if (inCap(x, y) || inStrand(x, y)) colour = HAIR;
      else if (inBlouse(x, y)) colour = BLACK;
      else if (inGarment(x, y)) colour = ORANGE;
      // Strands and weave: a little texture everywhere.
      const n = ((x * 7 + y * 13) % 5) - 2;
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.max(0, (colour[c] ?? 0) + n);
      matte.data[i] = colour[0] === 178 ? 0 : 1;
      skin.data[i] = colour === SKIN ? 1 : 0;
    }
  const image = { data, width: W, height: H, channels: 3 as const };
  const hair = findHair(image, matte, skin, body, face, [ORANGE, BLACK]);
  const share = (inside: (x: number, y: number) => boolean) => {
    let [n, hit] = [0, 0];
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1)
        if (inside(x, y)) {
          n += 1;
          hit += (hair.data[y * W + x] ?? 0) > 0.5 ? 1 : 0;
        }
    return hit / n;
  };
  return { share, inBlouse };
}

describe('hair in front of the clothing', () => {
  it('finds a strand over the saree although the blouse has the hair colour', () => {
    const { share, inBlouse } = scene(108);
    expect(share((x, y) => inStrand(x, y) && y >= 80)).toBeGreaterThan(0.8);
    expect(share(inBlouse)).toBeLessThan(0.05);
  });

  it('does not take a blouse of the hair colour for hair where the hair touches it', () => {
    const { share, inBlouse } = scene(120);
    expect(share((x, y) => inBlouse(x, y) && x < 112)).toBeLessThan(0.05);
  });

  it('keeps the strand a raised hand cuts off from the head as hair', () => {
    const { share, inBlouse } = scene(108, true);
    expect(share((x, y) => inStrand(x, y) && y >= 80)).toBeGreaterThan(0.8);
    expect(share(inBlouse)).toBeLessThan(0.05);
  });
});
