import { afterAll, describe, expect, it } from 'vitest';
import { TryonError } from '../../errors';
import {
  finishGarment,
  type GarmentModel,
  type GarmentObservation,
} from '../garment/garment-analysis';
import { createFloatMap, type RasterImage } from '../raster/raster';
import { createFabricThread } from './fabric-thread';
import { findGarmentFabric, garmentFabric, type GarmentFabric } from './garment-fabric';
import { garmentFigure } from './part-map';
import { placementGraphics, quiltSource } from './placement-graphic';

type Rgb = [number, number, number];
const W = 200;
const H = 240;
const NAVY: Rgb = [30, 40, 90];
const YELLOW: Rgb = [240, 200, 40];

/** A flat product shot: a navy tee on white, a yellow logo on its chest. */
function flatTee(): RasterImage {
  const data = new Uint8Array(W * H * 3);
  for (let y = 0; y < H; y += 1)
    for (let x = 0; x < W; x += 1) {
      const body = x >= 60 && x < 140 && y >= 40 && y < 220;
      const sleeve =
        y >= 40 && y < 90 && x >= 25 && x < 175 && y - 40 < (x < 100 ? x - 25 : 175 - x);
      const logo = x >= 82 && x < 118 && y >= 60 && y < 94;
      const c: Rgb = logo ? YELLOW : body || sleeve ? NAVY : [250, 250, 250];
      data.set(c, (y * W + x) * 3);
    }
  return { data, width: W, height: H, channels: 3 };
}

const observe = (image: RasterImage): GarmentObservation => ({
  image,
  category: 'upper',
  photoType: 'flat-lay',
  detection: { faces: [], bodyScore: 0, keypoints: {}, matte: createFloatMap(W, H) },
});

const bytes = (a: ArrayBufferView) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);

/** Every value of a garment analysis, its arrays by their bytes. */
const garmentBits = (g: GarmentModel) => ({
  texture: bytes(g.texture),
  alpha: bytes(g.alpha.data),
  parts: bytes(g.parts),
  occluded: g.occluded ? bytes(g.occluded) : undefined,
  rest: JSON.stringify([
    g.kind,
    g.width,
    g.height,
    g.anchors,
    g.colour,
    g.sleeveReach,
    g.tiles,
    g.highNeck,
  ]),
});

const fabricBits = (f: GarmentFabric) => ({
  labels: bytes(f.regions.labels),
  rgb: bytes(f.rgb),
  rest: JSON.stringify([f.regions.colours, f.regions.sizes, f.texture, f.unit, f.zones, f.width]),
});

const thread = createFabricThread();
afterAll(() => thread.close());

describe("the garment's analysis on the fabric thread", () => {
  it(
    'finishes it bit for bit as this thread does, then its fabric and placed graphics',
    { timeout: 240_000 },
    async () => {
      const here = finishGarment(observe(flatTee()));
      const hereFabric = garmentFabric(here, 'upper');
      const made = thread.analyse(observe(flatTee()), true);
      const garment = await made.garment;
      expect(garmentBits(garment)).toEqual(garmentBits(here));
      const fabric = await made.fabric;
      if (!fabric) throw new Error('no fabric asked for');
      expect(fabricBits(fabric)).toEqual(fabricBits(hereFabric));
      // Kept as the garment's fabric, with the graphics found on it there.
      expect(findGarmentFabric(garment)).toBe(fabric);
      const graphics = placementGraphics(hereFabric, garmentFigure(here.anchors), here.parts);
      expect(graphics.length).toBeGreaterThan(0); // the chest logo
      expect(placementGraphics(fabric, garmentFigure(garment.anchors), garment.parts)).toEqual(
        graphics,
      );
      expect(bytes(quiltSource(fabric).regions.labels)).toEqual(
        bytes(quiltSource(hereFabric).regions.labels),
      );
      expect(quiltSource(fabric)).not.toBe(fabric); // the logo is taken out of what is quilted
    },
  );

  it(
    'rejects a garment it cannot separate with that TryonError, and its fabric too',
    { timeout: 240_000 },
    async () => {
      const image = flatTee();
      // The garment fills the whole photo: its shape cannot be seen.
      for (let i = 0; i < image.data.length; i += 3) image.data.set(i % 7 === 0 ? YELLOW : NAVY, i);
      const made = thread.analyse(observe(image), true);
      const error = await made.garment.catch((err: unknown) => err);
      expect(error).toBeInstanceOf(TryonError);
      expect((error as TryonError).code).toBe('GARMENT_NOT_SEPARABLE');
      await expect(made.fabric).rejects.toBe(error);
      // Without a fabric asked for, the analysed garment is the whole answer.
      const only = thread.analyse(observe(flatTee()), false);
      expect(only.fabric).toBeUndefined();
      expect(garmentBits(await only.garment)).toEqual(
        garmentBits(finishGarment(observe(flatTee()))),
      );
    },
  );
});
