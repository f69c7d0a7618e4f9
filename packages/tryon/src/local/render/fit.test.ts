import { describe, expect, it } from 'vitest';
import { drawGarment, W } from '../../../test/synthetic-figure';
import { withoutBareArms } from './fit';

// A worn top's cut-out keeps its wearer's bare arm (part none inside the silhouette, as the
// analysis labels it): the fit must map neither its outline nor its skin colour.
describe('the garment as the fit maps it', () => {
  const garment = drawGarment();
  const inArm = (x: number, y: number) => x >= 60 && x < 74 && y >= 110 && y < 150;
  for (let i = 0; i < W * 320; i += 1) {
    const x = i % W;
    const y = (i - x) / W;
    if (!inArm(x, y)) continue;
    garment.alpha.data[i] = 1;
    garment.parts[i] = 0;
    garment.texture.set([205, 150, 120], i * 3);
  }
  const view = withoutBareArms(garment);

  it('leaves the wearer’s bare arm out of the silhouette and its texture', () => {
    const i = 130 * W + 66;
    expect(view.alpha.data[i]).toBeLessThan(0.1);
    // The texture there is pulled in from the red fabric, not the arm's skin.
    expect(view.texture[i * 3 + 1] ?? 0).toBeLessThan(80);
    expect(garment.alpha.data[i]).toBe(1); // the cut-out itself (the re-dress reads it) is kept
  });

  it('keeps the fabric as it was', () => {
    const i = 120 * W + 100;
    expect(view.alpha.data[i]).toBeCloseTo(garment.alpha.data[i] ?? 0, 5);
  });
});
