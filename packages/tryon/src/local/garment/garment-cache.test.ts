import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PART_BODY, type GarmentModel } from './garment-analysis';
import { GarmentCache, hashGarment } from './garment-cache';

function createModel(): GarmentModel {
  const width = 4;
  const height = 3;
  return {
    kind: 'flat',
    width,
    height,
    texture: Float32Array.from({ length: width * height * 3 }, (_, i) => i),
    alpha: { data: Float32Array.from({ length: width * height }, (_, i) => i / 12), width, height },
    parts: new Uint8Array(width * height).fill(PART_BODY),
    anchors: {
      quad: { tl: { x: 0, y: 0 }, tr: { x: 3, y: 0 }, bl: { x: 0, y: 2 }, br: { x: 3, y: 2 } },
    },
    colour: [10, 20, 30],
    sleeveReach: { L: 0.5, R: 0.6 },
    tiles: false,
  };
}

describe('garment cache', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('keys entries by content and category', () => {
    const bytes = Buffer.from('garment');
    expect(hashGarment(bytes, 'upper', 1024)).toBe(
      hashGarment(Buffer.from('garment'), 'upper', 1024),
    );
    expect(hashGarment(bytes, 'upper', 1024)).not.toBe(hashGarment(bytes, 'lower', 1024));
  });

  it('evicts the least recently used entry from memory', async () => {
    const cache = new GarmentCache(2);
    await cache.store('a', createModel());
    await cache.store('b', createModel());
    await cache.find('a');
    await cache.store('c', createModel());
    expect(await cache.find('b')).toBeUndefined();
    expect(await cache.find('a')).toBeDefined();
  });

  it('shares analyses between processes through the disk directory', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tryon-cache-'));
    await new GarmentCache(1, dir).store('k', createModel());
    const restored = await new GarmentCache(1, dir).find('k');
    expect(restored).toEqual(createModel());
  });

  it('keeps which fabric a worn photo hid (the analysis synthesised it), its wearer’s skin and head', async () => {
    dir = await mkdtemp(join(tmpdir(), 'tryon-cache-'));
    const model = {
      ...createModel(),
      kind: 'worn' as const,
      occluded: Uint8Array.of(0, 1, 1, 0, 0, 0, 0, 0, 0, 0, 1, 0),
      wearerSkin: [191, 148, 127] as [number, number, number],
      headInProfile: true,
    };
    await new GarmentCache(1, dir).store('w', model);
    const restored = await new GarmentCache(1, dir).find('w');
    expect(restored?.occluded).toEqual(model.occluded);
    // The wearer's face skin: a long top's zari is told from the wearer's hands by its hue.
    expect(restored?.wearerSkin).toEqual([191, 148, 127]);
    // A back view with the head turned (seenFromBehind reads it).
    expect(restored?.headInProfile).toBe(true);
  });
});
