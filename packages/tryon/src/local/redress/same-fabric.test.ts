import { describe, expect, it } from 'vitest';
import type { FabricRegions } from './fabric-regions';
import { keepMainAsMain, keepSameFabric } from './same-fabric';

type Rgb = [number, number, number];
const PURPLE: Rgb = [122, 57, 104];
const ZARI: Rgb = [170, 128, 126];

/** Regions as cleanRegions leaves them: colours per k-means cluster, pixels per merged part. */
const regions = (colours: Rgb[], sizes: number[], alias?: number[]): FabricRegions => ({
  labels: new Int8Array(0),
  colours,
  sizes,
  ...(alias && { alias }),
});

describe('worn parts already in the garment fabric', () => {
  it('keeps a part whose colour is a garment cluster merged into a part of its print', () => {
    // The worn saree's body and its lighter zari pallu came out as two parts; the garment
    // photo's (the same saree, mirrored) as one, its zari cluster merged into the body part.
    const person = regions([PURPLE, ZARI], [60_000, 48_000]);
    const texture = { own: [0.22, 0.12], far: [0.22, 0.12] };
    const garment = regions([PURPLE, [168, 126, 124]], [145_000, 0], [0, 0]);
    const map = [-1, -1];
    expect(keepSameFabric(person, texture, garment, [0.17, 0], map)).toEqual([true, true]);
    expect(map).toEqual([0, 1]);
    // Without the merge recorded, the empty cluster's print reads as plain: the pallu repainted.
    const unmerged = regions([PURPLE, [168, 126, 124]], [145_000, 0]);
    expect(keepSameFabric(person, texture, unmerged, [0.17, 0], [-1, -1])).toEqual([true, false]);
  });
});

describe('keepMainAsMain', () => {
  it("lets a top's main worn part keep its weave only as the garment's main part", () => {
    // A white top (part 0, most of it) within reach of a colour-block polo's pale yoke (garment
    // part 0, the smaller); its neckline's trim (part 1) kept as the navy body.
    const kept = [true, true];
    const known = [0, 1];
    keepMainAsMain([900, 40], [300, 700], kept, known);
    expect(kept).toEqual([false, true]);
    expect(known).toEqual([-1, 1]);
  });

  it("keeps it as the garment's main part", () => {
    const kept = [true, false];
    const known = [1, -1];
    keepMainAsMain([900, 40], [300, 700], kept, known);
    expect(kept).toEqual([true, false]);
    expect(known).toEqual([1, -1]);
  });
});
