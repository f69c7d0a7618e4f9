import { describe, expect, it } from 'vitest';
import { PART_BODY, type GarmentModel } from '../garment/garment-analysis';
import { swatchAnchors } from '../garment/garment-landmarks';
import { createFloatMap } from '../raster/raster';
import type { FabricRegions } from './fabric-regions';
import type { Rgb } from '../raster/palette';
import { garmentFabric } from './garment-fabric';
import { redressLayer } from './redress';
import {
  distance,
  drawDrapedPerson,
  drawDrapeGarment,
  meanRgb,
} from '../../../test/synthetic-drape';
import { body as drapeBody } from '../../../test/synthetic-figure';
import {
  matchRoles,
  notLehengaFabric,
  oneFabricOnePart,
  palluSide,
  withoutParts,
  zoneShares,
  type Frame,
} from './roles';

const W = 200;
const H = 400;
// A front-facing wearer: shoulders at y 60, hips at y 180, arms hanging from the shoulders.
const frame: Frame = {
  shoulderL: { x: 70, y: 60 },
  shoulderR: { x: 130, y: 60 },
  hipL: { x: 75, y: 180 },
  hipR: { x: 125, y: 180 },
  arms: [
    [
      { x: 70, y: 60 },
      { x: 55, y: 140 },
    ],
    [
      { x: 130, y: 60 },
      { x: 145, y: 140 },
    ],
  ],
};

/**
 * A saree-like layout: `blouse` on the sleeves and upper chest, `body` everywhere else from the
 * chest down. Region indices as given, so the two photos can number their parts differently.
 */
function layout(blouse: number, body: number, bodyShare: number): FabricRegions {
  const labels = new Int8Array(W * H).fill(-1);
  const sizes = [0, 0];
  const bottom = 60 + (H - 60) * bodyShare;
  for (let y = 60; y < bottom; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const sleeve = (x < 66 || x > 134) && y < 140;
      const l = sleeve || (y < 90 && x > 80 && x < 120) ? blouse : body;
      labels[y * W + x] = l;
      sizes[l] = (sizes[l] ?? 0) + 1;
    }
  return {
    labels,
    colours: [
      [200, 30, 120],
      [240, 190, 30],
    ],
    sizes,
  };
}

describe('matching garment parts by role', () => {
  it('gives the blouse the blouse fabric even when the garment photo shows less body fabric than blouse', () => {
    // Person: a long drape, the body fabric is the larger part (region 1).
    const person = layout(0, 1, 1);
    // Garment photo: cut off at the waist, its body fabric (region 0) is the smaller part.
    const garment = layout(1, 0, 0.2);
    expect(garment.sizes[0]).toBeLessThan(garment.sizes[1] ?? 0);
    const map = matchRoles(
      zoneShares(person, W, frame),
      zoneShares(garment, W, frame),
      person.sizes.length,
      garment.sizes.length,
    );
    // The blouse (person 0) takes the garment's blouse (1), the body (person 1) its body (0):
    // matching by rank of area would swap them.
    expect(map).toEqual([1, 0]);
  });
});

describe('matching around parts already known', () => {
  /** Regions drawn from a part per pixel over the wearer's fabric (x 40–160, y 60 down). */
  function draw(part: (x: number, y: number) => number, k: number): FabricRegions {
    const labels = new Int8Array(W * H).fill(-1);
    const sizes = new Array<number>(k).fill(0);
    for (let y = 60; y < H; y += 1)
      for (let x = 40; x < 160; x += 1) {
        const l = part(x, y);
        labels[y * W + x] = l;
        sizes[l] = (sizes[l] ?? 0) + 1;
      }
    return { labels, colours: sizes.map(() => [0, 0, 0]), sizes };
  }
  const sleeve = (x: number, y: number) => (x < 66 || x > 134) && y < 140;

  it('gives the worn body fabric the garment body fabric left over once the blouse and pallu are known', () => {
    // Person, from the front: pink blouse sleeves (0), the zari pallu hanging down the front over
    // the pleats (1), the yellow body fabric showing at the sides (2).
    const person = draw((x, y) => (sleeve(x, y) ? 0 : x >= 66 && x < 134 ? 1 : 2), 3);
    // The same saree from behind: pink sleeves and the pink pallu end across the bottom (0), the
    // yellow pallu field over the back (1), its zari border band down one side (2).
    const garment = draw((x, y) => (sleeve(x, y) || y >= 240 ? 0 : x < 62 ? 2 : 1), 3);
    // The blouse and the pallu's zari are found in the garment's own fabric (same colour and
    // print): pink is pink, zari is zari. By place alone the worn pallu, down the front where
    // the garment shows its yellow back, would take the yellow, leaving the body the pink.
    const map = matchRoles(
      zoneShares(person, W, frame),
      zoneShares(garment, W, frame),
      3,
      3,
      [0, 2, -1],
    );
    expect(map).toEqual([0, 2, 1]);
  });
});

describe('a saree photo whose pallu is brought forward over the pleats', () => {
  /** Regions drawn from a part per pixel (-1 none) over the whole frame below the shoulders. */
  function paint(part: (x: number, y: number) => number, k: number): FabricRegions {
    const labels = new Int8Array(W * H).fill(-1);
    const sizes = new Array<number>(k).fill(0);
    for (let y = 60; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const l = part(x, y);
        if (l < 0) continue;
        labels[y * W + x] = l;
        sizes[l] = (sizes[l] ?? 0) + 1;
      }
    return { labels, colours: sizes.map(() => [0, 0, 0]), sizes };
  }
  const sleeve = (x: number, y: number) => (x < 66 || x > 134) && y < 140;
  const wearer = (x: number) => x >= 40 && x < 160;
  // Garment (vton-dev D08's): a red blouse (0), grey body fabric lit (1) and in a fold's shade
  // (3), and a red pallu (2) down the photo's right: over the right half of the pleats and out
  // past the hip (x 160–195), with its deep red border along the hem (y 310 down).
  const pallu = (x: number, y: number) => y >= 192 && (x >= 100 || y >= 310);
  const garment = paint((x, y) => {
    if (x >= 160 && x < 195 && y >= 192) return 2;
    if (!wearer(x)) return -1;
    if (sleeve(x, y)) return 0;
    if (pallu(x, y)) return 2;
    return y >= 192 && x >= 82 ? 3 : 1;
  }, 4);
  // Person: a blouse (0) and one body fabric, split by its light as a sheer saree's is: where
  // it lies on her skin (1) and in the pleats' layers at the centre below the hips (2).
  const person = paint((x, y) => {
    if (!wearer(x)) return -1;
    if (sleeve(x, y)) return 0;
    return y >= 192 && x >= 64 && x < 136 ? 2 : 1;
  }, 3);

  it('finds the side the pallu hangs on, and no side where both or neither have fabric', () => {
    expect(palluSide(garment.labels, W, frame)).toBe(1);
    const mirrored = Int8Array.from(garment.labels, (_, i) => {
      const x = i % W;
      return garment.labels[i - x + (W - 1 - x)] ?? -1;
    });
    expect(palluSide(mirrored, W, frame)).toBe(-1);
    expect(palluSide(person.labels, W, frame)).toBe(0);
    const both = Int8Array.from(garment.labels, (l, i) => (l >= 0 ? l : (mirrored[i] ?? -1)));
    expect(palluSide(both, W, frame)).toBe(0);
  });

  it('dresses the worn pleats in the body fabric, not in the pallu over the garment’s pleats', () => {
    const side = palluSide(garment.labels, W, frame);
    const map = matchRoles(zoneShares(person, W, frame), zoneShares(garment, W, frame, side), 3, 4);
    // The blouse takes the blouse, the rest a grey (lit or shaded), not the pallu's red.
    expect(map[0]).toBe(0);
    expect([1, 3]).toContain(map[1]);
    expect([1, 3]).toContain(map[2]);
  });
});

describe('a fabric swatch', () => {
  // A folded saree photographed flat, filling the frame: magenta body fabric with a wide maroon
  // border along the bottom (where a worn photo's pleats would be).
  function swatch(): GarmentModel {
    const width = 160;
    const height = 160;
    const texture = new Float32Array(width * height * 3);
    for (let i = 0; i < width * height; i += 1) {
      const border = Math.floor(i / width) >= 96;
      const rgb = border ? [110, 30, 50] : [190, 20, 130];
      texture.set(rgb, i * 3);
    }
    return {
      kind: 'swatch',
      width,
      height,
      texture,
      alpha: createFloatMap(width, height, 1),
      parts: new Uint8Array(width * height).fill(PART_BODY),
      anchors: swatchAnchors(width, height),
      colour: [170, 22, 110],
      sleeveReach: { L: 0, R: 0 },
      tiles: true,
    };
  }

  it('dresses the worn body fabric in its largest fabric, not in the fabric that lies where pleats would', () => {
    const fabric = garmentFabric(swatch());
    const nearest = (rgb: number[]) => {
      const d = fabric.regions.colours.map((c) =>
        Math.hypot(...c.map((v, j) => v - (rgb[j] ?? 0))),
      );
      return d.indexOf(Math.min(...d));
    };
    const body = nearest([190, 20, 130]);
    expect(nearest([110, 30, 50])).not.toBe(body);
    // Person: a long drape in one body fabric (region 0) with a narrow hem border (region 1).
    const person = layout(1, 0, 1);
    const map = matchRoles(
      zoneShares(person, W, frame),
      fabric.zones,
      person.sizes.length,
      fabric.regions.colours.length,
    );
    expect(map[0]).toBe(body);
  });
});

describe('a lehenga photo’s parts that are not its fabric', () => {
  // Zones: sleeves, chest, waist, pleats, sides, all. Regions: 0 the pink skirt and choli, 1 a
  // white net dupatta over the arm and the waist, 2 the wearer's dark hair over her shoulders,
  // 3 a red choli (another fabric, but the lehenga's own).
  const colours: [number, number, number][] = [
    [182, 134, 128],
    [224, 203, 201],
    [116, 82, 77],
    [170, 30, 40],
  ];
  const sizes = [200, 40, 10, 50];
  const garment = [
    [0.2, 0.4, 0.2, 0.2],
    [0.2, 0.1, 0.1, 0.6],
    [0.4, 0.5, 0.1, 0],
    [1, 0, 0, 0],
    [0.7, 0.3, 0, 0],
    [0.67, 0.13, 0.03, 0.17],
  ];

  it('finds the dupatta and the hair, not the choli or the skirt', () => {
    expect(notLehengaFabric(colours, sizes, garment)).toEqual([false, true, true, false]);
  });

  it('gives no worn part to them', () => {
    // A worn saree: 0 its body (pleats, sides), 1 its pallu across the chest and the waist.
    const person = [
      [0.5, 0.5],
      [0.3, 0.7],
      [0.4, 0.6],
      [1, 0],
      [0.6, 0.4],
      [0.6, 0.4],
    ];
    const drop = notLehengaFabric(colours, sizes, garment);
    // Matched on the photo's zones as they are, the pallu takes the white dupatta…
    expect(matchRoles(person, garment, 2, 4)).toContain(1);
    // …and with those parts left out, only the lehenga's own fabrics.
    const map = matchRoles(person, withoutParts(garment, drop), 2, 4);
    expect(map.every((g) => !drop[g])).toBe(true);
  });
});

describe('a saree photo seen from behind, re-dressed onto a worn saree', () => {
  // The drawn figure's drape (hips at y 160; the pleats zone starts at y 168) in two fabrics:
  // a cream top half and teal pleats. The garment photo shows its wearer from behind (her
  // right shoulder on the image's right): purple over the back down to the hips, then the
  // pallu's pink-gold end hanging below them.
  const PURPLE: Rgb = [110, 40, 120];
  const PALLU_END: Rgb = [225, 170, 140];
  const person = () => drawDrapedPerson((_, y) => (y < 168 ? [225, 215, 190] : [40, 120, 130]));
  const fromBehind = () => {
    const garment = drawDrapeGarment((_, y) => (y < 168 ? PURPLE : PALLU_END));
    const { shoulderL, shoulderR, hipL, hipR } = drapeBody;
    garment.anchors.quad = { tl: shoulderR, tr: shoulderL, bl: hipR, br: hipL };
    return garment;
  };

  it("dresses the worn pleats in the body fabric at the photo's waist, not the pallu's end", () => {
    const { image } = redressLayer(person(), fromBehind(), 'saree', { keepSameFabric: false });
    const pleats = meanRgb(image.data, [80, 200, 120, 280]);
    expect(distance(pleats, PURPLE)).toBeLessThan(distance(pleats, PALLU_END));
  });
});

describe("a worn saree's parts of one fabric", () => {
  // vton-dev D08: an orange chiffon saree, clustered as two parts where it lies over skin
  // (brighter and more saturated) and in pleats, beside a black blouse.
  const regions = (colours: Rgb[], sizes: number[]): FabricRegions => ({
    labels: new Int8Array(0),
    colours,
    sizes,
  });

  it('take the garment part of the largest of them', () => {
    const map = [2, 0, 1];
    const worn = regions(
      [
        [83, 53, 40],
        [225, 65, 18],
        [186, 74, 40],
      ],
      [8388, 45572, 98522],
    );
    oneFabricOnePart(worn, [false, false, false], map);
    // The black blouse (as warm a hue, far darker) keeps its own part.
    expect(map).toEqual([2, 1, 1]);
  });

  it("leave a border of the saree's hue at another brightness its own part", () => {
    // vton-dev D09: pink silk and its silver-embroidered border, 1.3 times as bright.
    const map = [2, 0];
    const worn = regions(
      [
        [177, 93, 93],
        [201, 136, 132],
      ],
      [173144, 43938],
    );
    oneFabricOnePart(worn, [false, false], map);
    expect(map).toEqual([2, 0]);
  });

  it('are dressed in one garment part, not two in blobs along where the sheer part ends', () => {
    const MUSTARD: Rgb = [227, 152, 74];
    const MAGENTA: Rgb = [231, 33, 124];
    const person = drawDrapedPerson((_, y) => (y < 200 ? [186, 74, 40] : [225, 65, 18]));
    const garment = drawDrapeGarment((_, y) => (y < 200 ? MUSTARD : MAGENTA));
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    const sheer = meanRgb(image.data, [80, 220, 120, 290]);
    expect(distance(sheer, MUSTARD)).toBeLessThan(distance(sheer, MAGENTA));
  });
});
