import { describe, expect, it } from 'vitest';
import { drawDrapedPerson, drawDrapeGarment, pleatLight } from '../../../test/synthetic-drape';
import { W } from '../../../test/synthetic-figure';
import { redressLayer } from './redress';

type Rgb = [number, number, number];
const BACKDROP: Rgb = [150, 152, 156];
const ORANGE: Rgb = [235, 105, 35];
/** A chiffon pallu hanging beside the drape: 70% fabric over the backdrop, outside the matte. */
const inPallu = (x: number, y: number) => x >= 138 && x <= 162 && y >= 90 && y <= 250;

describe('a sheer pallu beyond the person matte', () => {
  // As a saree, and as a lehenga over a saree-wearer (its pallu kept its old colour).
  it.each(['saree', 'full'] as const)(
    'is re-dressed with the rest of the drape (%s)',
    (category) => {
      const person = drawDrapedPerson((x, y) => {
        const v = pleatLight(x, y);
        return [ORANGE[0] * v, ORANGE[1] * v, ORANGE[2] * v];
      });
      const { data } = person.image;
      for (let y = 0; y < 320; y += 1)
        for (let x = 135; x <= 165; x += 1) {
          const i = y * W + x;
          // The pallu hangs from the drape's edge (a short run of sheer fabric joins them).
          const sheer = inPallu(x, y) || (x < 138 && y >= 90 && y <= 250);
          if (!sheer) continue;
          for (let c = 0; c < 3; c += 1)
            data[i * 3 + c] = Math.round(0.7 * (ORANGE[c] ?? 0) + 0.3 * (BACKDROP[c] ?? 0));
        }
      const garment = drawDrapeGarment(() => [40, 150, 70]);
      const { image, coverage } = redressLayer(person, garment, category, {
        keepSameFabric: false,
      });
      let pallu = 0;
      let covered = 0;
      let green = 0;
      let backdrop = 0;
      let backdropChanged = 0;
      for (let y = 0; y < 320; y += 1)
        for (let x = 0; x < W; x += 1) {
          const i = y * W + x;
          if (inPallu(x, y)) {
            pallu += 1;
            if ((coverage.data[i] ?? 0) > 0.5) covered += 1;
            if ((image.data[i * 3 + 1] ?? 0) > (image.data[i * 3] ?? 0)) green += 1;
          } else if (x > 170) {
            backdrop += 1;
            const d = Math.abs((image.data[i * 3] ?? 0) - (data[i * 3] ?? 0));
            if (d > 2) backdropChanged += 1;
          }
        }
      expect(covered / pallu).toBeGreaterThan(0.9);
      expect(green / pallu).toBeGreaterThan(0.9);
      expect(backdropChanged / backdrop).toBe(0);
    },
  );
});
