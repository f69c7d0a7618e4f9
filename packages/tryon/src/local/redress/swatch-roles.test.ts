import { describe, expect, it } from 'vitest';
import { distance, drawDrapedPerson, meanRgb } from '../../../test/synthetic-drape';
import { drawSwatch, SWATCH } from '../../../test/synthetic-swatch';
import { redressLayer } from './redress';

type Rgb = [number, number, number];
const MAGENTA: Rgb = [160, 20, 100];
const GOLD: Rgb = [200, 150, 80];

/** A folded saree photographed flat: magenta silk, its gold border along the bottom 45 %. */
const foldedSaree = () => drawSwatch((_, y) => (y < 0.55 * SWATCH ? MAGENTA : GOLD));

describe('a worn saree re-dressed from a folded saree photo', () => {
  it('dresses the worn border in the zari and the silk, shaded or lit, in the silk', () => {
    // A red saree: a shaded stretch at the top (35 %), lit red (50 %), a gold border at the
    // hem (15 %). By size alone the lit red (50 %) matches the folded saree's border (45 %).
    const person = drawDrapedPerson((_, y) =>
      y >= 267 ? [200, 150, 80] : y >= 154 ? [180, 20, 35] : [90, 10, 17],
    );
    const { image } = redressLayer(person, foldedSaree(), 'saree', { keepSameFabric: false });
    const [shaded, lit, border] = [
      meanRgb(image.data, [80, 85, 120, 140]),
      meanRgb(image.data, [80, 170, 120, 250]),
      meanRgb(image.data, [80, 275, 120, 295]),
    ];
    expect(distance(lit, MAGENTA)).toBeLessThan(50);
    expect(distance(border, GOLD)).toBeLessThan(50);
    expect(distance(shaded, MAGENTA)).toBeLessThan(distance(shaded, GOLD));
  });
});
