import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { readPersonFixture } from '../../../test/fixtures';
import { decodeRgb } from '../raster/image-io';
import { detectPeople } from './detect-people';
import { loadHuman } from './human-runtime';

// The fixture person, and the same photo moved 2 px right and down (edge pixels repeated): its
// keypoints lie within 0.5 % of the first's, where Human's video filter would hand the second
// photo the first photo's keypoints.
async function photos() {
  const person = await sharp(readPersonFixture()).resize({ height: 640 }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(person).metadata();
  const moved = await sharp(person)
    .extend({ left: 2, top: 2, extendWith: 'copy' })
    .extract({ left: 0, top: 0, width, height })
    .png()
    .toBuffer();
  const mirrored = await sharp(person).flop().png().toBuffer();
  return {
    person: await decodeRgb(person, 'person'),
    moved: await decodeRgb(moved, 'person'),
    mirrored: await decodeRgb(mirrored, 'person'),
  };
}

describe('the pose of a photo', () => {
  it('is the same whatever photo was analysed before it', async () => {
    const human = await loadHuman();
    const { person, moved, mirrored } = await photos();
    await detectPeople(human, mirrored);
    const first = await detectPeople(human, moved);
    await detectPeople(human, person);
    const again = await detectPeople(human, moved);
    expect(again.keypoints).toEqual(first.keypoints);
    expect(again.bodyScore).toBe(first.bodyScore);
    // …and it is the moved photo's own: its shoulders sit 2 px right of the original's.
    const original = await detectPeople(human, person);
    const shift = again.keypoints.leftShoulder!.x - original.keypoints.leftShoulder!.x;
    expect(Math.abs(shift - 2)).toBeLessThan(2);
    expect(Object.keys(first.keypoints).length).toBeGreaterThanOrEqual(10);
  }, 60_000);
});
