import { describe, expect, it } from 'vitest';
import { body, drawTopOverTrousers, H, W } from '../../../test/synthetic-figure';
import { createFloatMap } from '../raster/raster';
import { deferredFills } from './person-analysis';
import { continuationOf, shadingOf } from './person-fills';

const bytes = (a: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

describe("the person's continuation and shading, made when first read", () => {
  it('are what the analysis maps gave, whatever later edits them, and are made once', () => {
    const { image, matte, oldGarment, skin } = drawTopOverTrousers();
    const inputs = { image, matte, oldGarment, skin, body, face: undefined };
    const continuation = continuationOf(inputs);
    const shading = shadingOf(inputs);
    const fills = deferredFills(inputs);
    // A later stage edits the old garment's mask in place.
    oldGarment.data.fill(0);
    expect(bytes(fills.continuation())).toEqual(bytes(continuation));
    expect(bytes(fills.shading().data)).toEqual(bytes(shading.data));
    expect(fills.continuation()).toBe(fills.continuation());
    expect(fills.shading()).toBe(fills.shading());
    // The edit would have changed both: the test compares different maps.
    expect(bytes(continuationOf(inputs))).not.toEqual(bytes(continuation));
    expect(bytes(shadingOf(inputs).data)).not.toEqual(bytes(shading.data));
  });

  it('take what another thread made from their inputs, unless made here first', () => {
    const { image, matte, oldGarment, skin } = drawTopOverTrousers();
    const fills = deferredFills({ image, matte, oldGarment, skin, body, face: undefined });
    const made = { continuation: new Float32Array(3), shading: createFloatMap(W, H, 1) };
    fills.provide(made);
    expect(fills.continuation()).toBe(made.continuation);
    expect(fills.shading()).toBe(made.shading);
    const other = deferredFills({ image, matte, oldGarment, skin, body, face: undefined });
    const here = other.shading();
    other.provide(made);
    expect(other.shading()).toBe(here);
    expect(other.continuation()).toBe(made.continuation);
  });
});

describe("the person's continuation above the trousers", () => {
  it('goes on with their grain mirrored, not one row drawn up in streaks', () => {
    const { image, matte, oldGarment, skin } = drawTopOverTrousers();
    // Trousers with a fold every 10 rows from row 150 (their top) down.
    for (let y = 150; y < H; y += 1)
      for (let x = 61; x < 140; x += 1)
        image.data[(y * W + x) * 3 + 2] = 60 + ((y - 150) % 10) * 15;
    const continuation = continuationOf({ image, matte, oldGarment, skin, body, face: undefined });
    const blues = new Set<number>();
    for (let y = 120; y < 150; y += 1)
      blues.add(Math.round(continuation[(y * W + 100) * 3 + 2] ?? 0));
    // Each row up takes the row as far down: the folds go on (one value was one row streaked).
    expect(blues.size).toBeGreaterThanOrEqual(5);
  });
});
