import { hash, valueNoise } from './mottle';

/** What a heritage set's wall is made of: how its surface varies, in scene units. */
export type Material = 'plaster' | 'marble' | 'sandstone';

const fbm = (x: number, y: number, seed: number) =>
  valueNoise(x, y, seed) * 0.5 +
  valueNoise(x * 2.1, y * 2.1, seed + 1) * 0.3 +
  valueNoise(x * 4.3, y * 4.3, seed + 2) * 0.2;

const COURSE = 110; // sandstone course height
const BLOCK = 260; // sandstone block length

/**
 * The surface's brightness at a point of the wall, around 1: lime plaster mottles in blotches
 * and fine speckle; marble is clouded and veined; sandstone is laid in courses of blocks, each
 * a little different in tone, with bedding streaks and darker joints. `unit`: scene units per
 * pixel where it is sampled.
 */
export function surface(material: Material, x: number, y: number, unit = 1): number {
  if (material === 'plaster') {
    const blotch = fbm(x / 220, y / 220, 7) - 0.5;
    const stain = Math.max(0, valueNoise(x / 180, y / 110, 13) - 0.64) * 0.35;
    return 1 + blotch * 0.22 - stain;
  }
  if (material === 'marble') {
    const cloud = fbm(x / 260, y / 260, 21) - 0.5;
    const warp = valueNoise(x / 420, y / 420, 25) * 3.2;
    const v = Math.abs(Math.sin((x * 0.62 - y * 0.42) / 160 + warp));
    const strength = Math.max(0, valueNoise(x / 260, y / 260, 27) - 0.35);
    const vein = Math.pow(1 - v, 6) * 0.22 * strength + Math.pow(1 - v, 2) * 0.04;
    const slab = Math.abs(((x + 2000) % 400) - 200) > 197 ? 0.06 : 0;
    return 1 + cloud * 0.2 - vein - slab;
  }
  const row = Math.floor((y + 4000) / COURSE);
  const shift = (row % 2) * (BLOCK / 2);
  const col = Math.floor((x + 4000 + shift) / BLOCK);
  const inRow = y + 4000 - row * COURSE;
  const inCol = x + 4000 + shift - col * BLOCK;
  // Joints 3.5 units wide; drawn wider and fainter when a pixel is larger (no aliasing).
  const jw = Math.max(3.5, unit * 0.8);
  const edge = Math.min(inRow, COURSE - inRow, inCol, BLOCK - inCol);
  const joint = Math.max(0, 1 - edge / jw) * 0.2 * (3.5 / jw);
  const block = (hash(col, row, 31) - 0.5) * 0.12;
  const bedding = (valueNoise(x / 160, y / 9, 33) - 0.5) * 0.1;
  const grain = (valueNoise(x / 60, y / 60, 35) - 0.5) * 0.1;
  return 1 + block + bedding + grain - joint;
}
