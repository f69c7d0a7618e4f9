import { afterAll, describe, expect, it } from 'vitest';
import { drawDrapeGarment } from '../../../test/synthetic-drape';
import { drawSwatch } from '../../../test/synthetic-swatch';
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
