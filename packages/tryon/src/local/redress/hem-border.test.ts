import { describe, expect, it } from 'vitest';
import {
  distance,
  drawDrapedPerson,
  drawDrapeGarment,
  DRAPE,
  meanRgb,
} from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import type { Rgb } from '../raster/palette';
import type { GarmentModel } from '../garment/garment-analysis';
import { garmentFabric } from './garment-fabric';
import { withHemBorder } from './hem-border';
import { redressLayer } from './redress';

// A saree photo of blue silk with a red border 16 px deep along its hem (the drape ends at
// y 300, below its wearer's knees at 225), worn by the drawn wearer.
const BLUE: Rgb = [40, 110, 180];
const RED: Rgb = [180, 30, 40];
const bordered = () => drawDrapeGarment((_x, y) => (y > DRAPE.y1 - 16 ? RED : BLUE));
// The same figure in a plain cream saree, one fabric to its hem.
const plain = () => drawDrapedPerson(() => [225, 215, 195]);

const hemBox = [DRAPE.x0 + 6, DRAPE.y1 - 4, DRAPE.x1 - 6, DRAPE.y1];
const skirtBox = [DRAPE.x0 + 6, 240, DRAPE.x1 - 6, 270];

/** The drawn drape's labels, part `partAt(y)`, from its top down to row `until`. */
function drapeLabels(partAt: (y: number) => number, until = DRAPE.y1): Int8Array {
  const labels = new Int8Array(W * 320).fill(-1);
  for (let i = 0; i < labels.length; i += 1) {
    const [x, y] = [i % W, Math.floor(i / W)];
    if (x >= DRAPE.x0 && x <= DRAPE.x1 && y >= DRAPE.y0 && y <= until) labels[i] = partAt(y);
  }
  return labels;
}

/** Whether withHemBorder lays a border over fabric of the plain wearer with these labels. */
function borderLaid(garment: GarmentModel, labels: Int8Array, parts = 1): boolean {
  const fabric = garmentFabric(garment, 'saree');
  const rgb = new Float32Array(labels.length * 3).fill(7);
  const drape = { labels, kept: new Array<boolean>(parts).fill(false) };
  withHemBorder(rgb, plain(), { model: garment, fabric }, drape, { scale: 1, block: 14 });
  return rgb.some((v) => v !== 7);
}

describe("a plain worn saree's hem", () => {
  it("takes the garment's border, the skirt above it the body silk", () => {
    const { image } = redressLayer(plain(), bordered(), 'saree', { keepSameFabric: false });
    const hem = meanRgb(image.data, hemBox as [number, number, number, number]);
    const skirt = meanRgb(image.data, skirtBox as [number, number, number, number]);
    expect(distance(hem, RED)).toBeLessThan(distance(hem, BLUE));
    expect(distance(skirt, BLUE)).toBeLessThan(distance(skirt, RED));
  });

  it('takes it under a blouse of another fabric', () => {
    // A third of the worn saree in a dark blouse part (above the waist): not one fabric, but its
    // hem is still the skirt's own silk.
    const person = drawDrapedPerson((_x, y) => (y < 130 ? [60, 30, 40] : [225, 215, 195]));
    const { image } = redressLayer(person, bordered(), 'saree', { keepSameFabric: false });
    const hem = meanRgb(image.data, hemBox as [number, number, number, number]);
    expect(distance(hem, RED)).toBeLessThan(distance(hem, BLUE));
  });

  it('takes none where the saree runs off the photo', () => {
    // The drape's labels carried down to the photo's last row.
    const labels = drapeLabels(() => 0, 319);
    expect(borderLaid(bordered(), labels)).toBe(false);
    // Ending above the last rows, the same labels take the border.
    expect(
      borderLaid(
        bordered(),
        drapeLabels(() => 0),
      ),
    ).toBe(true);
  });

  it('keeps the body silk when the garment photo shows no border', () => {
    expect(
      borderLaid(
        drawDrapeGarment(() => BLUE),
        drapeLabels(() => 0),
      ),
    ).toBe(false);
  });

  it('is left to the role match when the worn saree has a border of its own', () => {
    const labels = drapeLabels((y) => (y > DRAPE.y1 - 20 ? 1 : 0));
    expect(borderLaid(bordered(), labels, 2)).toBe(false);
  });
});
