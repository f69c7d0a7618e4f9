import { describe, expect, it } from 'vitest';
import { drawSwatch, SWATCH as S } from '../../../test/synthetic-swatch';
import { drawDrapeGarment } from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { PART_NONE, PART_SLEEVE_L } from '../garment/garment-analysis';
import { garmentFabric } from './garment-fabric';
import type { Point } from '../raster/geometry';

type Rgb = [number, number, number];

describe('the fabric a folded saree photo gives the re-dress', () => {
  it('takes no part from the backdrop around the folded saree', () => {
    const MAGENTA: Rgb = [160, 20, 100];
    const GOLD: Rgb = [200, 150, 80];
    const inside = (x: number, y: number) => x >= 30 && x < 130 && y >= 20 && y < 150;
    const garment = drawSwatch((_, y) => (y >= 125 ? GOLD : MAGENTA), inside);
    const { regions } = garmentFabric(garment);
    let onBackdrop = 0;
    for (let y = 0; y < S; y += 1)
      for (let x = 0; x < S; x += 1)
        if (!inside(x, y) && (regions.labels[y * S + x] ?? -1) >= 0) onBackdrop += 1;
    expect(onBackdrop).toBe(0);
  });

  it("keeps a zari border one part across the folds' light and shade", () => {
    const MAGENTA: Rgb = [160, 20, 100];
    const GOLD: Rgb = [200, 150, 80];
    // Folds across the photo: bands of light and deep shade, 20 px wide.
    const fold = (x: number) => (Math.floor(x / 20) % 2 === 0 ? 1 : 0.45);
    const fabric = (x: number, y: number): Rgb =>
      (y >= 110 ? GOLD : MAGENTA).map((v) => v * fold(x)) as Rgb;
    const { regions } = garmentFabric(drawSwatch(fabric));
    const at = (x: number, y: number) => regions.labels[y * S + x];
    const [litBorder, shadedBorder] = [at(50, 135), at(70, 135)];
    expect(shadedBorder).toBe(litBorder);
    expect(at(50, 50)).not.toBe(litBorder);
    expect(at(70, 50)).not.toBe(litBorder);
  });

  it("takes the body silk's streaks out of its ground and keeps its gold motifs", () => {
    const MAGENTA: Rgb = [160, 20, 100];
    const GOLD: Rgb = [210, 160, 90];
    // A crinkled silk: a darker streak every 6 px, too fine for the broad light's flattening;
    // round gold buttis every 40 px.
    const butti = (x: number, y: number) => Math.hypot((x % 40) - 20, (y % 40) - 20) < 7;
    const fabric = (x: number, y: number): Rgb =>
      butti(x, y) ? GOLD : (MAGENTA.map((v) => (x % 6 < 2 ? v * 0.7 : v)) as Rgb);
    const { rgb } = garmentFabric(drawSwatch(fabric));
    const red = (x: number, y: number) => rgb[(y * S + x) * 3] ?? 0;
    // Streak (x 60) against ground (x 63), away from the buttis; a butti's centre (60, 60).
    expect(red(63, 90) - red(60, 90)).toBeLessThan(0.4 * 48);
    expect(red(60, 60) - red(63, 90)).toBeGreaterThan(0.7 * (GOLD[0] - MAGENTA[0]));
  });
});

type Box = readonly [number, number, number, number];

/** Share of a box (x0, y0, x1, y1 exclusive) the garment's fabric source takes in. */
function fabricShare(labels: Int8Array, [x0, y0, x1, y1]: Box): number {
  let n = 0;
  for (let y = y0; y < y1; y += 1)
    for (let x = x0; x < x1; x += 1) if (labels[y * W + x]! >= 0) n += 1;
  return n / ((x1 - x0) * (y1 - y0));
}

/**
 * A black sleeve (x 66-100, y 190-262) on the wearer's forearm, its cuff embroidered in beige
 * (skin-coloured threads, but busy) where the pose's forearm runs on towards the hand.
 */
function sleeveWithCuff(reach: number) {
  const inCuff = (x: number, y: number) =>
    x >= CUFF[0] && x < CUFF[2] && y >= CUFF[1] && y < CUFF[3];
  const garment = drawDrapeGarment((x, y) =>
    inCuff(x, y) && (x + y) % 5 < 2 ? [215, 170, 135] : [16, 16, 18],
  );
  for (let y = 190; y < 262; y += 1)
    for (let x = 66; x <= 100; x += 1) garment.parts[y * W + x] = PART_SLEEVE_L;
  garment.sleeveReach = { L: reach, R: reach };
  garment.anchors.forearms = [
    [
      { x: 83, y: 195 },
      { x: 83, y: 252 },
    ],
  ];
  return garment;
}

const CUFF: Box = [70, 228, 96, 250];
const INNER: Box = [74, 232, 92, 246];

describe('the garment fabric source', () => {
  it("keeps a long sleeve's embroidered cuff, which its wearer's forearm runs under", () => {
    const { regions } = garmentFabric(sleeveWithCuff(2), 'upper');
    expect(fabricShare(regions.labels, INNER)).toBeGreaterThan(0.9);
  });

  it('still leaves out the forearm below an elbow-length sleeve', () => {
    const { regions } = garmentFabric(sleeveWithCuff(1), 'upper');
    expect(fabricShare(regions.labels, INNER)).toBeLessThan(0.1);
  });
});

describe('the garment fabric source: a tee’s wearer’s bare arms', () => {
  // A black tee worn by a model whose forearms, below the short sleeves, are inside the
  // cut-out but in no part of the garment (vton garment_01): hairy, so not smooth like skin.
  const SKIN: Rgb = [192, 127, 87];
  const inArm = (x: number, y: number) => x >= 150 && x < 170 && y >= 200 && y < 262;
  const garment = drawDrapeGarment((x, y) =>
    inArm(x, y) ? (SKIN.map((v) => v + ((x * 7 + y * 13) % 9) * 3 - 12) as Rgb) : [17, 17, 15],
  );
  for (let y = 200; y < 262; y += 1)
    for (let x = 150; x < 170; x += 1) {
      garment.alpha.data[y * W + x] = 1;
      garment.parts[y * W + x] = PART_NONE;
    }

  it('leaves them out of a top’s fabric', () => {
    const { regions } = garmentFabric(garment, 'upper');
    expect(fabricShare(regions.labels, [152, 205, 168, 258])).toBeLessThan(0.05);
    const skinPart = regions.colours.some(
      (c, k) => (regions.sizes[k] ?? 0) > 0 && c[0] > 150 && c[0] - c[2] > 60,
    );
    expect(skinPart).toBe(false);
  });
});

describe("the garment fabric source: a worn photo's fill behind its wearer's arms", () => {
  // A black top whose wearer's arm crossed it: the analysis filled those pixels (occluded 1)
  // with a smear of what was round them (D14's kurta photo: pale peach; here pale grey, which
  // no skin test takes).
  const SMEAR: Rgb = [175, 180, 190];
  const FILL: Box = [80, 130, 120, 170];
  const inFill = (x: number, y: number) =>
    x >= FILL[0] && x < FILL[2] && y >= FILL[1] && y < FILL[3];
  const drawn = () => {
    const garment = drawDrapeGarment((x, y) => (inFill(x, y) ? SMEAR : [17, 17, 15]));
    garment.occluded = new Uint8Array(garment.width * garment.height);
    for (let y = FILL[1]; y < FILL[3]; y += 1)
      for (let x = FILL[0]; x < FILL[2]; x += 1) garment.occluded[y * W + x] = 1;
    return garment;
  };
  const smearPart = (colours: Rgb[], sizes: number[]) =>
    colours.some((c, k) => (sizes[k] ?? 0) > 0 && c[0] > 120);

  it('is not copied into a top', () => {
    const { regions } = garmentFabric(drawn(), 'upper');
    expect(fabricShare(regions.labels, FILL)).toBe(0);
    expect(smearPart(regions.colours, regions.sizes)).toBe(false);
  });

  it("stays a saree's source (the same-fabric rule matches its colour)", () => {
    const { regions } = garmentFabric(drawn(), 'saree');
    expect(fabricShare(regions.labels, [84, 134, 116, 166])).toBeGreaterThan(0.9);
  });
});

describe("the garment fabric source: silk the colour test takes for its wearer's skin", () => {
  // vton-dev D08's saree photo: grey silk woven with gold, whose smooth dull-gold flecks pass the
  // skin colour test; left out, the quilt had only the pleats' shadowed silk to copy. Here a busy
  // grey-gold weave with three smooth patches: dull gold inside the fabric, a bare patch in the
  // face's colour inside it, and dull gold at the cut-out's edge (an arm at the side).
  const FACE: Rgb = [200, 153, 130];
  const DULL_GOLD: Rgb = [173, 147, 116];
  const FLECK: Box = [93, 200, 107, 214];
  const BARE: Box = [93, 120, 107, 134];
  const EDGE: Box = [66, 250, 80, 264];
  const inside = (x: number, y: number, [x0, y0, x1, y1]: Box) =>
    x >= x0 && x < x1 && y >= y0 && y < y1;
  const inner = ([x0, y0, x1, y1]: Box): Box => [x0 + 4, y0 + 4, x1 - 4, y1 - 4];
  const drawn = (face?: Rgb) => {
    const garment = drawDrapeGarment((x, y) => {
      if (inside(x, y, FLECK) || inside(x, y, EDGE)) return DULL_GOLD;
      if (inside(x, y, BARE)) return FACE;
      return (x + y) % 3 === 0 ? [176, 166, 150] : [138, 138, 144];
    });
    if (face) garment.wearerSkin = face;
    return garment;
  };

  it('keeps flecks unlike the face inside the fabric as fabric', () => {
    const { regions } = garmentFabric(drawn(FACE), 'saree');
    expect(fabricShare(regions.labels, inner(FLECK))).toBeGreaterThan(0.9);
  });

  it("still leaves out skin in the face's colour, and any at the cut-out's edge", () => {
    const { regions } = garmentFabric(drawn(FACE), 'saree');
    expect(fabricShare(regions.labels, inner(BARE))).toBeLessThan(0.1);
    expect(fabricShare(regions.labels, inner(EDGE))).toBeLessThan(0.1);
  });

  it("leaves out skin unlike the face along its wearer's arm", () => {
    const garment = drawn(FACE);
    const arm: [Point, Point, Point] = [
      { x: 100, y: 180 },
      { x: 100, y: 230 },
      { x: 100, y: 270 },
    ];
    garment.anchors.fineArms = { L: arm };
    const { regions } = garmentFabric(garment, 'saree');
    expect(fabricShare(regions.labels, inner(FLECK))).toBeLessThan(0.1);
  });

  it('leaves the flecks out as before when no face was seen', () => {
    const { regions } = garmentFabric(drawn(), 'saree');
    expect(fabricShare(regions.labels, inner(FLECK))).toBeLessThan(0.1);
  });
});
