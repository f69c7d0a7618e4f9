import { describe, expect, it } from 'vitest';
import {
  DRAPE,
  distance,
  drawDrapedPerson,
  drawDrapeGarment,
  meanRgb,
  pleatLight,
} from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';
import { garmentFigure, smoothParts } from './part-map';
import { garmentFabric } from './garment-fabric';
import { placementGraphics, quiltSource } from './placement-graphic';

type Rgb = [number, number, number];
type Box = readonly [number, number, number, number];

/** Mean brightness on a graphic's strokes minus between them, over a box less an inset. */
function strokeContrast(
  data: ArrayLike<number>,
  [x0, y0, x1, y1]: Box,
  inset: number,
  stroke: (x: number, y: number) => boolean,
): number {
  let [on, onN, off, offN] = [0, 0, 0, 0];
  for (let y = y0 + inset; y < y1 - inset; y += 1)
    for (let x = x0 + inset; x < x1 - inset; x += 1) {
      const o = (y * W + x) * 3;
      const l = ((data[o] ?? 0) + (data[o + 1] ?? 0) + (data[o + 2] ?? 0)) / 3;
      if (stroke(x, y)) [on, onN] = [on + l, onN + 1];
      else [off, offN] = [off + l, offN + 1];
    }
  return on / onN - off / offN;
}

/** A white one-fabric drape with pleat light: the worn garment is a single fabric part. */
const whiteDrape = () =>
  drawDrapedPerson((x, y) => {
    const v = pleatLight(x, y);
    return [225 * v, 225 * v, 222 * v];
  });

/** Cuts a garment photo off below `y` (a photo cut at the hips). */
function cutBelow(garment: ReturnType<typeof drawDrapeGarment>, y: number) {
  for (let i = y * W; i < garment.alpha.data.length; i += 1) garment.alpha.data[i] = 0;
  return garment;
}

const TEE_BLACK: Rgb = [18, 18, 20];
/** Where a black tee photo carries a white word-like graphic on the chest. */
const GRAPHIC: Box = [84, 96, 118, 110];

/** A black tee photo cut at the hips with the graphic's strokes (they do not repeat) in white. */
function teeWithGraphic() {
  const stroke = (x: number, y: number) =>
    x >= GRAPHIC[0] &&
    x < GRAPHIC[2] &&
    y >= GRAPHIC[1] &&
    y < GRAPHIC[3] &&
    ((x - 84) % 7 < 2 || ((y - 96) % 6 < 2 && (x - 84) % 14 < 7));
  const white: Rgb = [240, 240, 240];
  const garment = cutBelow(
    drawDrapeGarment((x, y) => (stroke(x, y) ? white : TEE_BLACK)),
    172,
  );
  return { garment, stroke };
}

describe('a one-fabric worn garment takes the garment parts at the same place on the body', () => {
  it('dresses a polo yoke above the chest line and the navy body below it', () => {
    // Shoulders at y 80, hips at y 160: the light-blue yoke ends at y 108, the navy body below
    // it is the larger part of the garment.
    const YOKE: Rgb = [160, 200, 235];
    const NAVY: Rgb = [25, 30, 70];
    const garment = cutBelow(
      drawDrapeGarment((_, y) => (y < 108 ? YOKE : NAVY)),
      172,
    );
    garment.kind = 'flat'; // a product shot: its parts are the garment's own
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    const yoke = meanRgb(image.data, [80, 84, 120, 100]);
    const chest = meanRgb(image.data, [80, 125, 120, 150]);
    expect(distance(yoke, YOKE)).toBeLessThan(45);
    expect(distance(chest, NAVY)).toBeLessThan(45);
  });

  it('dresses a saree below the hips in the body fabric, not in the larger pallu', () => {
    // The garment photo is cut at the hips (y 160; no pleats zone shows): its cream pallu across the chest is its
    // largest part, its green body fabric shows at the waist. A wearer's orange (mehndi) hand
    // lies on the body fabric.
    const PALLU: Rgb = [235, 225, 190];
    const GREEN: Rgb = [20, 110, 60];
    const MEHNDI: Rgb = [190, 80, 30];
    const inHand = (x: number, y: number) => Math.hypot((x - 112) / 9, (y - 150) / 7) <= 1;
    const garment = cutBelow(
      drawDrapeGarment((x, y) => (inHand(x, y) ? MEHNDI : y < 140 ? PALLU : GREEN)),
      166,
    );
    garment.anchors.hands = [
      [
        { x: 104, y: 150 },
        { x: 118, y: 155 },
        { x: 119, y: 145 },
        { x: 110, y: 142 },
      ],
    ];
    const { image } = redressLayer(whiteDrape(), garment, 'saree', { keepSameFabric: false });
    const pleats = meanRgb(image.data, [DRAPE.x0 + 6, 200, DRAPE.x1 - 6, 290]);
    const chest = meanRgb(image.data, [80, 90, 120, 115]);
    expect(distance(pleats, GREEN)).toBeLessThan(45);
    expect(distance(chest, PALLU)).toBeLessThan(45);
    // No pixel of the new drape in the wearer's mehndi orange.
    let orange = 0;
    for (let y = DRAPE.y0; y <= DRAPE.y1; y += 1)
      for (let x = DRAPE.x0; x <= DRAPE.x1; x += 1) {
        const o = (y * W + x) * 3;
        const px: Rgb = [image.data[o] ?? 0, image.data[o + 1] ?? 0, image.data[o + 2] ?? 0];
        if (distance(px, MEHNDI) < 60) orange += 1;
      }
    expect(orange).toBeLessThan(10);
  });

  it("dresses a saree's pallu held out beside the torso in the garment's pallu", () => {
    // The person holds her pallu out to the side: a white panel left of the torso, off the arm.
    // The garment's model shows her green body fabric down her side, where the body map lands.
    const PALLU: Rgb = [235, 225, 190];
    const GREEN: Rgb = [20, 110, 60];
    const garment = cutBelow(
      drawDrapeGarment((x, y) => (x < 78 || y >= 140 ? GREEN : PALLU)),
      166,
    );
    const person = whiteDrape();
    const PANEL: Box = [24, 92, 48, 150];
    for (let y = PANEL[1]; y < PANEL[3]; y += 1)
      for (let x = PANEL[0]; x < PANEL[2]; x += 1) {
        const i = y * W + x;
        const v = 225 * pleatLight(x, y);
        person.image.data.set([v, v, v - 3], i * 3);
        person.matte.data[i] = 1;
      }
    const { image } = redressLayer(person, garment, 'saree', { keepSameFabric: false });
    const panel = meanRgb(image.data, [PANEL[0] + 3, PANEL[1] + 3, PANEL[2] - 3, PANEL[3] - 3]);
    // The panel's own light (its pleats, darker than the chest's) shades the cream.
    expect(distance(panel, PALLU)).toBeLessThan(60);
    expect(distance(panel, GREEN)).toBeGreaterThan(120);
  });

  it('puts a chest graphic on the chest, where the garment shows it', () => {
    const { garment, stroke } = teeWithGraphic();
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    // Same build, same place: the result's strokes are where the garment's are.
    expect(strokeContrast(image.data, GRAPHIC, 1, stroke)).toBeGreaterThan(100);
    // Around it, the tee stays black.
    const below = meanRgb(image.data, [80, 130, 120, 150]);
    expect(distance(below, TEE_BLACK)).toBeLessThan(45);
  });

  it('copies a chest graphic once: not again beside the arm, where the chest maps along it', () => {
    // The tee's model holds the arm (image left) in front of the chest, so beside the person's
    // arm the body map runs along the model's arm into the chest graphic.
    const { garment, stroke } = teeWithGraphic();
    garment.anchors.armL = [
      { x: 72, y: 80 },
      { x: 84, y: 125 },
      { x: 86, y: 165 },
    ];
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    expect(strokeContrast(image.data, GRAPHIC, 1, stroke)).toBeGreaterThan(100);
    let bright = 0;
    for (let y = 94; y < 112; y += 1)
      for (let x = DRAPE.x0; x < 80; x += 1)
        if ((image.data[(y * W + x) * 3] ?? 0) > 90) bright += 1;
    expect(bright).toBeLessThan(3);
  });

  it('fades a graphic out towards where the garment photo leaves out its head, not cut straight', () => {
    // The garment photo's wearer is shorter in the torso (shoulders at 110, hips at 160), and its
    // cut-out leaves out everything above row 106, above the shoulders (as it leaves out a
    // rectangle round a head), across a graphic of strokes that runs on up under it.
    const BLACK: Rgb = [18, 18, 20];
    const WHITE: Rgb = [240, 240, 240];
    const stroke = (x: number, y: number) =>
      x >= 84 &&
      x < 118 &&
      y >= 100 &&
      y < 140 &&
      ((x - 84) % 7 < 2 || ((y - 96) % 6 < 2 && (x - 84) % 14 < 7));
    const garment = cutBelow(
      drawDrapeGarment((x, y) => (stroke(x, y) ? WHITE : BLACK)),
      172,
    );
    for (let i = 0; i < 106 * W; i += 1) garment.alpha.data[i] = 0;
    const { quad } = garment.anchors;
    garment.anchors.quad = { ...quad, tl: { ...quad.tl, y: 110 }, tr: { ...quad.tr, y: 110 } };
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    const strokes = (y0: number, y1: number) => {
      let sum = 0;
      let n = 0;
      for (let y = y0; y < y1; y += 1)
        for (let x = 84; x < 118; x += 7) {
          sum += image.data[(y * W + x) * 3] ?? 0;
          n += 1;
        }
      return sum / n;
    };
    // The strokes' first rows (the cut-out's row maps to about 74) are fainter than further
    // down, but there: no straight edge.
    const top = strokes(80, 82);
    const lower = strokes(90, 100);
    expect(lower).toBeGreaterThan(150);
    expect(top).toBeLessThan(lower * 0.8);
    expect(top).toBeGreaterThan(40);
  });

  it('puts one-sided embroidery on the same shoulder, also where it runs over the shoulder', () => {
    // A black bandhgala with sparse white embroidery on its wearer's right shoulder (image left),
    // reaching past the shoulder point onto the sleeve's top: no chest graphic, and too sparse
    // to be a fabric part of its own.
    const BLACK: Rgb = [18, 18, 20];
    const WHITE: Rgb = [235, 230, 220];
    const EMB: Box = [66, 74, 88, 100];
    const stroke = (x: number, y: number) =>
      x >= EMB[0] && x < EMB[2] && y >= EMB[1] && y < EMB[3] && (x + y) % 7 < 2 && y % 4 < 2;
    const garment = cutBelow(
      drawDrapeGarment((x, y) => (stroke(x, y) ? WHITE : BLACK)),
      172,
    );
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    expect(strokeContrast(image.data, EMB, 2, stroke)).toBeGreaterThan(80);
    // The other shoulder stays plain black: the embroidery is not quilted all over.
    const other = meanRgb(image.data, [106, 78, 132, 102]);
    expect(distance(other, BLACK)).toBeLessThan(30);
  });

  it("does not scatter a plain garment's buttons over the new fabric beside its graphic", () => {
    // A black bandhgala with a chest graphic and a column of small brass buttons: objects on the
    // ground fabric, not its print.
    const BLACK: Rgb = [18, 18, 20];
    const WHITE: Rgb = [240, 240, 240];
    const BRASS: Rgb = [200, 170, 90];
    const inGraphic = (x: number, y: number) =>
      x >= GRAPHIC[0] && x < GRAPHIC[2] && y >= GRAPHIC[1] && y < GRAPHIC[3];
    const isButton = (x: number, y: number) =>
      Math.abs(x - 100) < 3 && y >= 124 && y < 300 && (y - 124) % 14 < 5;
    const garment = cutBelow(
      drawDrapeGarment((x, y) =>
        inGraphic(x, y) && ((x - 84) % 7 < 2 || ((y - 96) % 6 < 2 && (x - 84) % 14 < 7))
          ? WHITE
          : isButton(x, y)
            ? BRASS
            : BLACK,
      ),
      172,
    );
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    // Below the graphic, away from the garment's own button column, no brass (the top ends at
    // its hem, below the hips).
    let bright = 0;
    for (let y = 114; y < 165; y += 1)
      for (let x = DRAPE.x0 + 2; x <= DRAPE.x1 - 2; x += 1) {
        if (Math.abs(x - 100) < 8) continue;
        const o = (y * W + x) * 3;
        if ((image.data[o] ?? 0) > 90) bright += 1;
      }
    expect(bright).toBeLessThan(10);
  });

  it("runs the garment's buttons down the person's front, where its photo has them", () => {
    // The same bandhgala's brass buttons (5 px, every 14 px down its middle): left out of the
    // quilting with the placket band, they were simply gone (vton-dev D15's sherwani).
    const BLACK: Rgb = [18, 18, 20];
    const BRASS: Rgb = [200, 170, 90];
    const isButton = (x: number, y: number) =>
      Math.abs(x - 100) < 3 && y >= 124 && y < 300 && (y - 124) % 14 < 5;
    const garment = cutBelow(
      drawDrapeGarment((x, y) => (isButton(x, y) ? BRASS : BLACK)),
      172,
    );
    const { image } = redressLayer(whiteDrape(), garment, 'upper', { keepSameFabric: false });
    // Rows down the person's middle with brass in them, in runs (one run per button).
    let runs = 0;
    let inRun = false;
    for (let y = 110; y < 172; y += 1) {
      let brass = false;
      for (let x = 92; x <= 108; x += 1) {
        const o = (y * W + x) * 3;
        brass ||=
          (image.data[o] ?? 0) > 120 && (image.data[o] ?? 0) - (image.data[o + 2] ?? 0) > 50;
      }
      if (brass && !inRun) runs += 1;
      inRun = brass;
    }
    expect(runs).toBeGreaterThanOrEqual(3);
  });

  it("leaves a pocket square's dark inside out of what is quilted, as its pale rim", () => {
    // A black bandhgala with a chest graphic and a pocket square: a white rim (ornament) round a
    // dark grey inside, too near the black to be ornament itself.
    const BLACK: Rgb = [18, 18, 20];
    const WHITE: Rgb = [240, 240, 240];
    const GREY: Rgb = [52, 52, 56];
    const SQUARE: Box = [104, 118, 118, 130];
    const inBox = ([x0, y0, x1, y1]: Box, x: number, y: number) =>
      x >= x0 && x < x1 && y >= y0 && y < y1;
    const garment = cutBelow(
      drawDrapeGarment((x, y) => {
        if (inBox(GRAPHIC, x, y) && ((x - 84) % 7 < 2 || ((y - 96) % 6 < 2 && (x - 84) % 14 < 7)))
          return WHITE;
        if (!inBox(SQUARE, x, y)) return BLACK;
        const rim = x === SQUARE[0] || x === SQUARE[2] - 1 || y === SQUARE[1];
        return rim ? WHITE : GREY;
      }),
      172,
    );
    const g = garmentFabric(garment, 'upper');
    expect(placementGraphics(g, garmentFigure(garment.anchors), garment.parts)).not.toHaveLength(0);
    const quilted = (x: number, y: number) =>
      (quiltSource(g).regions.labels[y * g.width + x] ?? -1) >= 0;
    expect(g.width).toBe(W);
    expect(quilted(111, 125), 'the square inside').toBe(false);
    expect(quilted(90, 150), 'the plain fabric').toBe(true);
  });
});

describe('parts mapped by body position meet along a smooth seam', () => {
  // A colour-block polo looked up at a photo half the person's size: its yoke (part 0) meets
  // its body (part 1) along a staircase of 8 px steps every 16 px, around the line y = 26 + x / 2.
  const width = 96;
  const height = 80;
  const step = (x: number) => 30 + 8 * Math.floor(x / 16);
  const line = (x: number) => 26 + x / 2;
  const sources = new Int8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) sources[y * width + x] = y < step(x) ? 0 : 1;
  const seamAt = (map: Int8Array, x: number) => {
    let y = 0;
    while (y < height && map[y * width + x] === 0) y += 1;
    return y;
  };
  const worst = (map: Int8Array) => {
    let most = 0;
    for (let x = 16; x < width - 16; x += 1)
      most = Math.max(most, Math.abs(seamAt(map, x) - line(x)));
    return most;
  };

  it('is a line, not the staircase of the photo’s pixels', () => {
    const smoothed = Int8Array.from(sources);
    smoothParts(smoothed, width, 8);
    expect(worst(sources)).toBeGreaterThanOrEqual(4);
    expect(worst(smoothed)).toBeLessThanOrEqual(2.5);
  });

  it('leaves pixels no part dresses as they are', () => {
    const withGap = Int8Array.from(sources);
    for (let x = 40; x < 50; x += 1) withGap[60 * width + x] = -1;
    smoothParts(withGap, width, 8);
    expect(withGap[60 * width + 45]).toBe(-1);
    expect(withGap[5 * width + 45]).toBe(0);
  });
});
