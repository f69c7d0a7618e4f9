import { afterAll, describe, expect, it } from 'vitest';
import { drawDrapeGarment } from '../../../test/synthetic-drape';
import { body, drawPerson, drawTopOverTrousers, W } from '../../../test/synthetic-figure';
import { keepWornGarment, separateWornGarment, WORN_CUT } from '../garment/garment-mask';
import { drawSwatch } from '../../../test/synthetic-swatch';
import { continuationOf, shadingOf } from '../person/person-fills';
import { edgeCover } from './soft-edges';
import type { GarmentModel } from '../garment/garment-analysis';
import { createFabricThread } from './fabric-thread';
import { findGarmentFabric, garmentFabric, type GarmentFabric } from './garment-fabric';

type Rgb = [number, number, number];
const MAGENTA: Rgb = [160, 20, 100];
const GOLD: Rgb = [210, 160, 90];

/** A worn garment with a gold border and buttis, and a folded swatch of it with light and shade. */
const printed = (x: number, y: number): Rgb =>
  y >= 110 || Math.hypot((x % 40) - 20, (y % 40) - 20) < 7 ? GOLD : MAGENTA;
const folded = (x: number, y: number): Rgb =>
  printed(x, y).map((v) => v * (Math.floor(x / 20) % 2 === 0 ? 1 : 0.45)) as Rgb;

/** Every value of a fabric, its floats by their bits. */
const bitsOf = (f: GarmentFabric) => ({
  labels: Buffer.from(
    f.regions.labels.buffer,
    f.regions.labels.byteOffset,
    f.regions.labels.length,
  ),
  rgb: Buffer.from(f.rgb.buffer, f.rgb.byteOffset, f.rgb.byteLength),
  rest: JSON.stringify([f.regions.colours, f.regions.sizes, f.texture, f.unit, f.zones, f.width]),
});

const thread = createFabricThread();
afterAll(() => thread.close());

describe("the garment fabric's own thread", () => {
  it.each([
    ['a worn top', () => drawDrapeGarment(printed), 'upper' as const],
    ['a folded swatch', () => drawSwatch(folded), 'saree' as const],
  ])(
    'makes %s’s fabric bit for bit as this thread does',
    { timeout: 60_000 },
    async (_, draw, category) => {
      const garment = draw();
      const threaded = await thread.make(garment, category);
      const here = garmentFabric(draw(), category);
      expect(bitsOf(threaded)).toEqual(bitsOf(here));
      // Kept as the garment's fabric: the re-dress reads it without making it again.
      expect(findGarmentFabric(garment)).toBe(threaded);
      expect(garmentFabric(garment, category)).toBe(threaded);
    },
  );

  it(
    'rejects with the error the fabric failed with, and makes the next one',
    { timeout: 60_000 },
    async () => {
      const broken = { ...drawSwatch(folded), anchors: undefined } as unknown as GarmentModel;
      await expect(thread.make(broken)).rejects.toThrow(/^garment fabric thread: .*quad/);
      expect(findGarmentFabric(broken)).toBeUndefined();
      const garment = drawSwatch(folded);
      expect((await thread.make(garment)).regions.labels).toHaveLength(
        garment.width * garment.height,
      );
    },
  );

  it(
    'rejects the work in flight when closed, and starts again on the next make',
    { timeout: 60_000 },
    async () => {
      const pending = thread.make(drawSwatch(folded));
      await thread.close();
      await expect(pending).rejects.toThrow(/garment fabric thread exited/);
      const garment = drawSwatch(printed);
      expect(bitsOf(await thread.make(garment))).toEqual(
        bitsOf(garmentFabric(drawSwatch(printed))),
      );
    },
  );

  it('answers at once for a garment whose fabric is already made', async () => {
    const garment = drawSwatch(folded);
    const made = garmentFabric(garment);
    expect(await thread.make(garment)).toBe(made);
  });
});

describe("the person's work on the second thread", () => {
  const person = () => ({ ...drawTopOverTrousers(), body, face: undefined });
  const floats = (a: Float32Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

  it(
    "makes the person's continuation and shading bit for bit as this thread does",
    { timeout: 60_000 },
    async () => {
      const inputs = person();
      const made = await thread.fills(inputs);
      expect(made).toBeDefined();
      expect(floats(made!.continuation)).toEqual(floats(continuationOf(inputs)));
      expect(floats(made!.shading.data)).toEqual(floats(shadingOf(inputs).data));
      expect(made!.shading.width).toBe(W);
    },
  );

  it(
    "cuts the person's worn garment out bit for bit as this thread does",
    { timeout: 60_000 },
    async () => {
      const p = drawPerson();
      const detection = { faces: [p.face!], bodyScore: 0.9, keypoints: {}, matte: p.matte };
      const cut = await thread.wornGarment({ image: p.image, detection, body, category: 'upper' });
      const here = separateWornGarment(p.image, { ...detection }, body, 'upper', WORN_CUT);
      expect(here.data.some((v) => v > 0)).toBe(true);
      expect(floats(cut!.data)).toEqual(floats(here.data));
      // Kept as the wearer's own cut-out: the re-dress reads it instead of cutting again.
      const kept = { ...detection };
      const marked = { ...here, data: here.data.map((_, i) => i % 2) };
      keepWornGarment(p.image, kept, body, 'upper', WORN_CUT, marked);
      const read = separateWornGarment(p.image, kept, body, 'upper', WORN_CUT);
      expect(floats(read.data)).toEqual(floats(marked.data));
    },
  );

  it(
    "finds the re-dress's refined edge bit for bit as this thread does",
    { timeout: 60_000 },
    async () => {
      const p = drawPerson();
      const labels = Int8Array.from(p.oldGarment.data, (v) => (v > 0.5 ? 0 : -1));
      // The garment's outline softened (a pixel beside it half the garment's colour): the
      // refined cover grows past the labels there, over the backdrop it reads.
      const { data } = p.image;
      for (let i = 1; i < labels.length - 1; i += 1) {
        if (labels[i]! >= 0) continue;
        const j = labels[i - 1]! >= 0 ? i - 1 : labels[i + 1]! >= 0 ? i + 1 : -1;
        if (j >= 0)
          for (let c = 0; c < 3; c += 1)
            data[i * 3 + c] = (data[i * 3 + c]! + data[j * 3 + c]!) >> 1;
      }
      const made = await thread.edgeCover(p, labels);
      const here = edgeCover(p, labels);
      // Something to compare: the cover, and the backdrop beside its edge.
      expect(here.refined.data.some((v) => v > 0)).toBe(true);
      expect(here.behind.weight.some((v) => v > 0)).toBe(true);
      expect(floats(made!.refined.data)).toEqual(floats(here.refined.data));
      expect(floats(made!.behind.rgb)).toEqual(floats(here.behind.rgb));
      expect(floats(made!.behind.weight)).toEqual(floats(here.behind.weight));
    },
  );

  it("takes none of the person's work while it makes a fabric", { timeout: 60_000 }, async () => {
    const fabric = thread.make(drawSwatch(folded), 'saree');
    expect(thread.fills(person())).toBeUndefined();
    await fabric;
    const next = thread.fills(person());
    expect(next).toBeDefined();
    await next;
  });
});
