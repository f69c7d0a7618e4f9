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
