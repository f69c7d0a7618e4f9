import { describe, expect, it } from 'vitest';
import { body } from '../../../test/synthetic-figure';
import { distance, drawDrapeGarment } from '../../../test/synthetic-drape';
import { seenFromBehind } from '../garment/garment-analysis';
import { SKIRT, sareeFabric } from './saree-fabric';

// A saree photo as a shop shows its back: the body fabric (purple) over the wearer's back and
// waist, the pallu's decorated end (pink-gold) hanging from below the hips almost across the
// whole drape. Seen from the front, the same picture would show the pleats below the hips.
const PURPLE: [number, number, number] = [110, 40, 120];
const PALLU_END: [number, number, number] = [205, 125, 125];

function fabric(x: number, y: number): [number, number, number] {
  const weave = ((x * 7 + y * 13) % 5) - 2;
  const base = y > 175 && x >= 72 && x <= 128 ? PALLU_END : PURPLE;
  return [base[0] + weave * 3, base[1] + weave * 3, base[2] + weave * 2];
}

function backView() {
  const g = drawDrapeGarment(fabric);
  // From behind, the wearer's right shoulder (body.shoulderL) is on the image's right.
  g.anchors.quad = { tl: body.shoulderR, tr: body.shoulderL, bl: body.hipR, br: body.hipL };
  return g;
}

describe('saree fabric roles', () => {
  it('tells a back view by the wearer’s shoulders', () => {
    expect(seenFromBehind(backView())).toBe(true);
    expect(seenFromBehind(drawDrapeGarment(fabric))).toBe(false);
  });

  it('tells a back view by a head in profile over shoulders the pose reads as a front view', () => {
    // vton-dev D01, D02: a shop's back view, the head turned to the camera.
    expect(seenFromBehind({ ...drawDrapeGarment(fabric), headInProfile: true })).toBe(true);
  });

  it('takes the skirt from the waist on a back view told by the head', () => {
    const skirt = sareeFabric({ ...drawDrapeGarment(fabric), headInProfile: true }).colours[SKIRT]!;
    expect(distance(skirt, PURPLE)).toBeLessThan(25);
  });

  it('takes the skirt from the waist, not the pallu end below the hips, on a back view', () => {
    const roles = sareeFabric(backView());
    const skirt = roles.colours[SKIRT]!;
    expect(distance(skirt, PURPLE)).toBeLessThan(25);
    expect(distance(skirt, PALLU_END)).toBeGreaterThan(80);
  });

  it('still takes the skirt from below the hips (the pleats) on a front view', () => {
    const skirt = sareeFabric(drawDrapeGarment(fabric)).colours[SKIRT]!;
    expect(distance(skirt, PALLU_END)).toBeLessThan(25);
  });
});

// A shop's front view: the pallu (gold) spread down the wearer's left side and over the centre
// below the hips; the pleats (teal, the body fabric, also above the hips) on the wearer's right,
// which is the image's left (body.hipL).
const TEAL: [number, number, number] = [40, 140, 150];
const GOLD: [number, number, number] = [190, 150, 70];
const ORANGE: [number, number, number] = [215, 120, 50];
const GREEN: [number, number, number] = [40, 110, 60];
const woven = (base: [number, number, number], x: number, y: number): [number, number, number] => {
  const weave = ((x * 7 + y * 13) % 5) - 2;
  return [base[0] + weave * 3, base[1] + weave * 3, base[2] + weave * 2];
};

describe('saree fabric roles on a front view', () => {
  it('takes the pleats’ fabric beside a pallu spread over the centre', () => {
    const g = drawDrapeGarment((x, y) => woven(y > 165 && x >= 92 ? GOLD : TEAL, x, y));
    const skirt = sareeFabric(g).colours[SKIRT]!;
    expect(distance(skirt, TEAL)).toBeLessThan(25);
  });

  it('does not take a border running down the pleat side for the body fabric', () => {
    const g = drawDrapeGarment((x, y) =>
      woven(y > 165 && x >= 70 && x <= 95 ? GREEN : ORANGE, x, y),
    );
    const skirt = sareeFabric(g).colours[SKIRT]!;
    expect(distance(skirt, ORANGE)).toBeLessThan(25);
  });
});

// vton-dev D08's photo: a grey silk (body) that the clustering splits by its sheen into a lit
// and a shaded grey, with a red blouse, a red pallu end brought forward over the right half of
// the skirt (the image's right, away from the pleats) and a deep red border along the hem. Red is
// the largest part and most of the centre below the hips; the wearer's arms lie on lit grey.
const RED: [number, number, number] = [200, 45, 45];
const GREY_LIT: [number, number, number] = [172, 152, 134];
const GREY_SHADE: [number, number, number] = [142, 114, 94];

function palluForward() {
  const g = drawDrapeGarment((x, y) => {
    if (y >= 245 || (y > 165 && x >= 92) || y < 90) return woven(RED, x, y);
    if (y < 165 && (x < 80 || x > 120)) return woven(GREY_LIT, x, y);
    return woven(GREY_SHADE, x, y);
  });
  g.anchors.armL = [body.shoulderL, body.elbowL!, body.wristL!];
  g.anchors.armR = [body.shoulderR, body.elbowR!, body.wristR!];
  return g;
}

describe('saree fabric roles on a front view with the pallu brought forward', () => {
  const roles = sareeFabric(palluForward());

  it('takes the grey pleats beside the pallu for the skirt, not the red along the hem', () => {
    const skirt = roles.colours[SKIRT]!;
    expect(Math.min(distance(skirt, GREY_SHADE), distance(skirt, GREY_LIT))).toBeLessThan(30);
    expect(distance(skirt, RED)).toBeGreaterThan(60);
  });

  it('makes the blouse red, not the body’s grey in another light', () => {
    expect(distance(roles.blouse, RED)).toBeLessThan(30);
  });
});
