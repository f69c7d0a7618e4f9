import { describe, expect, it } from 'vitest';
import {
  bandhgala,
  drawGarment,
  drawPerson,
  emptyPlacement,
  findOldTop,
  W,
} from '../../../test/synthetic-figure';
import { replaceLayer } from './replace-layer';
import {
  contactShadow,
  continueRimShade,
  fillUncovered,
  hemShadow,
  matchRim,
  neckShade,
  personInFront,
  toFaceColour,
} from './uncovered';
import { createFloatMap } from '../raster/raster';
import type { PersonAnalysis } from '../person/person-analysis';
import type { Rgb } from '../raster/palette';

// The synthetic figure in an old top with wide half sleeves over its arms (to the elbows); the
// new top is sleeveless, so the sleeves must become the person's arms (as wide as the bare
// forearms below show them, and round) and the backdrop beside them.
const BACKDROP = [178, 180, 184];
const inSleeve = (x: number, y: number) =>
  y >= 80 && y < 122 && ((x >= 40 && x < 74) || (x > 126 && x <= 160));

function sleevedPerson() {
  const person = drawPerson();
  const { data } = person.image;
  for (let y = 0; y < 320; y += 1) {
    for (let x = 0; x < W; x += 1) {
      if (!inSleeve(x, y)) continue;
      const i = y * W + x;
      person.oldGarment.data[i] = 1;
      person.matte.data[i] = 1;
      person.skin.data[i] = 0;
      data.set([40, 60, 150], i * 3);
    }
  }
  return person;
}

const luma = (d: Uint8Array, i: number) =>
  0.299 * (d[i * 3] ?? 0) + 0.587 * (d[i * 3 + 1] ?? 0) + 0.114 * (d[i * 3 + 2] ?? 0);

describe('replace path: arms a shorter garment uncovers', () => {
  const person = sleevedPerson();
  const out = replaceLayer(person, drawGarment(), 'full').image.data;
  // The left arm's bone runs from (72, 80) to (62, 125); the bare forearm below is 22 px wide.
  const boneX = (y: number) => 72 - ((y - 80) * 10) / 45;

  it('are skin as wide as the arm, and round: darker towards their edges', () => {
    let centre = 0;
    let edge = 0;
    for (let y = 95; y < 115; y += 1) {
      const c = y * W + Math.round(boneX(y));
      const e = y * W + Math.round(boneX(y)) - 9;
      centre += luma(out, c) / 20;
      edge += luma(out, e) / 20;
      // The arm's edge is still skin (red well above blue), not the backdrop.
      expect((out[e * 3] ?? 0) - (out[e * 3 + 2] ?? 0)).toBeGreaterThan(40);
    }
    expect(edge).toBeLessThan(centre - 6);
  });

  it('swell at the deltoid and narrow to the elbow, not a straight-edged capsule', () => {
    // How far the made skin reaches out from the bone (towards the backdrop) in a row.
    const reach = (y: number) => {
      let far = 0;
      for (let d = 0; d < 30; d += 1) {
        const i = y * W + Math.round(boneX(y)) - d;
        if ((out[i * 3] ?? 0) - (out[i * 3 + 2] ?? 0) > 40) far = d;
      }
      return far;
    };
    expect(reach(93) - reach(119)).toBeGreaterThanOrEqual(2);
  });

  it('become the backdrop beyond the arm', () => {
    for (let y = 90; y < 115; y += 4) {
      const i = y * W + 42;
      for (let c = 0; c < 3; c += 1)
        expect(Math.abs((out[i * 3 + c] ?? 0) - (BACKDROP[c] ?? 0))).toBeLessThan(25);
    }
  });
});

describe('replace path: where made skin meets the photo’s skin', () => {
  // Nothing of the old outfit covered: the sleeves become arms down to their hem (row 121); the
  // bare forearms start at row 122, their first two rows taken with the sleeve as its colour's
  // bleed (takeColourBleed).
  const person = sleevedPerson();
  const n = W * 320;
  const fill = fillUncovered(person, createFloatMap(W, 320), new Uint8Array(n));
  const x = 63;

  it('blends the two rows of the forearm past them with made skin, not the third', () => {
    for (const y of [121, 122, 123, 124, 125]) expect(fill.hole[y * W + x], `row ${y}`).toBe(1);
    expect(fill.hole[126 * W + x]).toBe(0);
    // Blended, not replaced: row 125 keeps two thirds of the photo's skin.
    const i = 125 * W + x;
    const photo = person.image.data[i * 3] ?? 0;
    expect(Math.abs((fill.rgb[i * 3] ?? 0) - photo)).toBeLessThan(12);
  });

  it('leaves the hands and the face as they were', () => {
    expect(fill.hole[165 * W + 58]).toBe(0);
    expect(fill.hole[60 * W + 100]).toBe(0);
  });
});

describe('replace path: a made arm beside the made torso', () => {
  // Nothing new covers the old top and its sleeves: arm and torso are both made skin. The left
  // arm's made edge is near x = 81 in these rows (its bone at 66–68, 13–14 px wide each side).
  const person = sleevedPerson();
  const n = W * 320;
  const fill = fillUncovered(person, createFloatMap(W, 320), new Uint8Array(n));
  const rowMean = (x: number) => {
    let sum = 0;
    for (let y = 96; y < 112; y += 1) {
      const i = y * W + x;
      sum += 0.299 * fill.rgb[i * 3]! + 0.587 * fill.rgb[i * 3 + 1]! + 0.114 * fill.rgb[i * 3 + 2]!;
    }
    return sum / 16;
  };

  it('shades the torso right beside it, as an arm in front does (not one slab with it)', () => {
    expect(fill.hole[100 * W + 83]).toBe(1);
    expect(rowMean(83)).toBeLessThan(rowMean(96) - 8);
  });

  it('leaves the torso a few pixels away from it in its own light', () => {
    expect(Math.abs(rowMean(90) - rowMean(96))).toBeLessThan(5);
  });
});

/**
 * hemShadow on a drawn photo `size` px: columns `x0`–`x1` are the person, made skin (the hole)
 * above row `holeEnd`, the photo's skin in `colour(x, y)` below; the shoulders `shoulderWidth`.
 */
function hemShadowOn(
  [w, h]: [number, number],
  [x0, x1]: [number, number],
  holeEnd: number,
  shoulderWidth: number,
  colour: (x: number, y: number) => number[],
): Set<number> {
  const image = { data: new Uint8Array(w * h * 3), width: w, height: h, channels: 3 as const };
  const skin = createFloatMap(w, h);
  const matte = createFloatMap(w, h);
  const hole = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = x0; x < x1; x += 1) {
      const i = y * w + x;
      matte.data[i] = 1;
      if (y < holeEnd) hole[i] = 1;
      else {
        skin.data[i] = 1;
        image.data.set(colour(x, y).map(Math.round), i * 3);
      }
    }
  const hair = createFloatMap(w, h);
  const body = { shoulderWidth };
  const person = { image, skin, matte, hair, body } as unknown as PersonAnalysis;
  return new Set(hemShadow(person, hole, () => false));
}

describe('replace path: the old sleeve’s hem shadow on the forearm', () => {
  // Made skin (rows 0–39) above a forearm whose first two rows (40–41) lie in the old sleeve's
  // hem shadow, at 0.85 of its light; a bangle's dark engraving (0.6 of it) touches the made
  // skin at the right. Everything is skin in the photo's map.
  const [w, h] = [60, 80];
  const made = (shade: number, bangle: boolean) =>
    hemShadowOn([w, h], [10, 50], 40, 40, (x, y) => {
      const k = y < 42 ? shade : bangle && x >= 44 && y < 44 ? 0.6 : 1;
      return [170, 132, 112].map((v) => v * k);
    });

  it('is the forearm’s darker first rows beside the made skin, and nothing past them', () => {
    const found = made(0.85, true);
    for (let x = 12; x < 44; x += 1) {
      expect(found.has(40 * w + x), `x ${x}`).toBe(true);
      expect(found.has(41 * w + x), `x ${x}`).toBe(true);
      expect(found.has(43 * w + x), `x ${x}`).toBe(false);
    }
    // The bangle's engraving is far darker than a shadow: it stays.
    for (let x = 45; x < 50; x += 1) expect(found.has(42 * w + x), `x ${x}`).toBe(false);
  });

  it('is nothing where the forearm is as light as the skin beyond', () => {
    expect(made(1, false).size).toBe(0);
  });
});

describe('replace path: an old neckline’s shadow band on the chest above it', () => {
  // A large photo (shoulders 200 px): made skin (rows 0–59) above real skin whose ten rows
  // nearest it (60–69) lie in the old top's shadow, darker and more saturated (light under the
  // skin), as on vton-dev D11. At the right (x 80–109) those rows are only a little darker, as
  // a rounded body's own shade is.
  const [w, h] = [120, 140];
  const made = (band: number[], farShade: number) =>
    hemShadowOn([w, h], [10, 110], 60, 200, (x, y) => {
      const skinTone = [180, 132, 98];
      if (y >= 70) return skinTone;
      return x < 80 ? band : skinTone.map((v) => v * farShade);
    });

  it('is the whole band, though more saturated than the skin beyond', () => {
    const found = made([150, 99, 60], 1);
    for (const y of [60, 64, 69]) expect(found.has(y * w + 40), `row ${y}`).toBe(true);
    expect(found.has(74 * w + 40)).toBe(false);
  });

  it('is not a greyer shade, nor a rounded body’s gentle shade past the first rows', () => {
    expect(made([130, 112, 100], 1).has(64 * w + 40)).toBe(false);
    const shaded = made([180, 132, 98], 0.93);
    expect(shaded.has(60 * w + 95)).toBe(true);
    expect(shaded.has(66 * w + 95)).toBe(false);
  });
});

/** A chest's lit skin. */
const LIT: Rgb = [180, 128, 96];

/**
 * Made skin (rows 0–39 of a 60 × 80 strip, x 10–49, in `made`) above the photo's skin (rows
 * 40–79), whose first rows up to `bandEnd` are `band` and the rest `below`.
 */
function madeAboveSkin(
  made: Rgb,
  band: Rgb,
  bandEnd: number,
  below: Rgb,
): { person: PersonAnalysis; hole: Uint8Array; fill: Float32Array; lumaAt: (y: number) => number } {
  const [w, h] = [60, 80];
  const image = { data: new Uint8Array(w * h * 3), width: w, height: h, channels: 3 as const };
  const skin = createFloatMap(w, h);
  const matte = createFloatMap(w, h);
  const hole = new Uint8Array(w * h);
  const fill = new Float32Array(w * h * 3);
  for (let y = 0; y < h; y += 1)
    for (let x = 10; x < 50; x += 1) {
      const i = y * w + x;
      matte.data[i] = 1;
      if (y < 40) {
        hole[i] = 1;
        fill.set(made, i * 3);
      } else {
        skin.data[i] = 1;
        image.data.set(y < bandEnd ? band : below, i * 3);
      }
    }
  const person = { image, skin, matte } as unknown as PersonAnalysis;
  const lumaAt = (y: number) =>
    luma(Uint8Array.from(fill.subarray((y * w + 30) * 3, (y * w + 30) * 3 + 3)), 0);
  return { person, hole, fill, lumaAt };
}

describe('replace path: made skin beside the photo’s skin', () => {
  // A made upper arm (luma 170) above a forearm in the old sleeve's shade (luma about 140), with
  // the hem's dark shadow line in its first two rows.
  const { person, hole, fill, lumaAt } = madeAboveSkin(
    [200, 162, 140],
    [110, 80, 70],
    42,
    [170, 132, 112],
  );
  matchRim(fill, hole, person, 30);

  it('is as light at the rim as the skin a few pixels beyond the shadow line', () => {
    expect(Math.abs(lumaAt(39) - luma(person.image.data, 50 * 60 + 30))).toBeLessThan(6);
  });

  it('keeps its hue (a gain on its light, not the shadow’s colour)', () => {
    const o = (39 * 60 + 30) * 3;
    expect((fill[o] ?? 0) / (fill[o + 2] ?? 1)).toBeCloseTo(200 / 140, 2);
  });
});

describe('replace path: made skin carries on the shade of the skin at its edge (vton-dev D11)', () => {
  // Made chest above the photo's chest, whose first rows (40–42) lie in a band of shade `band`
  // (a collarbone's underside along the old neckline), lit below it.
  const madeChest = (band: Rgb) => {
    const { person, hole, fill, lumaAt } = madeAboveSkin(LIT, band, 43, LIT);
    continueRimShade(fill, hole, person);
    return lumaAt;
  };
  const lit = luma(Uint8Array.from(LIT), 0);

  it('is darker beside a shaded edge, less so farther in, and as made past the reach', () => {
    const at = madeChest([150, 100, 72]);
    expect(at(39)).toBeLessThan(lit * 0.9);
    expect(at(36)).toBeGreaterThan(at(39));
    expect(at(36)).toBeLessThan(lit);
    expect(at(28)).toBeCloseTo(lit, 3);
  });

  it('is lighter beside a lit edge, by at most a fifth', () => {
    const at = madeChest([250, 220, 200]);
    expect(at(39)).toBeGreaterThan(lit * 1.1);
    expect(at(39)).toBeLessThanOrEqual(lit * 1.2 + 1e-3);
  });
});

describe('replace path: old clothing over the shoulders that a lower neckline uncovers', () => {
  // The old top's straps run over the tops of the shoulders, above the shoulder joints' line
  // (row 80); the new top starts at row 86, so rows 72–85 of the old top are left uncovered.
  const garment = drawGarment();
  for (let i = 0; i < 86 * W; i += 1) garment.alpha.data[i] = 0;
  const out = replaceLayer(drawPerson(), garment, 'full').image.data;

  it('are the person’s skin, not the backdrop, above the shoulder line too', () => {
    for (const [x, y] of [
      [84, 74],
      [116, 74],
      [84, 78],
      [100, 76],
    ] as const) {
      const i = y * W + x;
      const [r, , b] = [out[i * 3] ?? 0, out[i * 3 + 1] ?? 0, out[i * 3 + 2] ?? 0];
      expect(r - b, `(${x}, ${y})`).toBeGreaterThan(40);
    }
  });
});

describe('replace path: the soft matte’s spill onto the wall above a shoulder', () => {
  // A white top's shade is the grey wall's colour: the old-outfit map takes the wall that the
  // soft person matte (0.7) holds above the left shoulder's strap (rows 68–71, beside the neck),
  // where the tops of the shoulders are made skin when a lower neckline uncovers them.
  const person = drawPerson();
  const { data } = person.image;
  for (let y = 68; y < 72; y += 1)
    for (let x = 76; x < 90; x += 1) {
      const i = y * W + x;
      person.matte.data[i] = 0.7;
      person.oldGarment.data[i] = 1;
      data.set([178 + (x % 3), 180 - (y % 2), 184], i * 3);
    }
  const garment = drawGarment();
  for (let i = 0; i < 86 * W; i += 1) garment.alpha.data[i] = 0;
  const out = replaceLayer(person, garment, 'full').image.data;

  it('stays the wall, not a patch of made skin beside the neck', () => {
    // Row 71 borders the made skin of the strap below: the soft seam between them.
    for (let y = 68; y < 71; y += 1)
      for (let x = 78; x < 89; x += 2) {
        const i = y * W + x;
        // Skin here is red well above blue (~85 levels); the wall is a little blue.
        expect((out[i * 3] ?? 0) - (out[i * 3 + 2] ?? 0), `(${x}, ${y})`).toBeLessThan(15);
        expect(Math.abs((out[i * 3] ?? 0) - 178), `(${x}, ${y})`).toBeLessThan(25);
      }
  });

  it('leaves the strap below it to become the shoulder’s skin', () => {
    const i = 76 * W + 84;
    expect((out[i * 3] ?? 0) - (out[i * 3 + 2] ?? 0)).toBeGreaterThan(40);
  });
});

describe('replace path: the wall the matte holds fully above a shoulder (vton-dev D16)', () => {
  // As above, but the matte is soft (0.7) only in its first two rows and holds the wall fully
  // below them, down to the strap (row 72), as a matte made at a fraction of the photo's size
  // does by hair.
  const spilled = (x0: number, x1: number, y0: number) => {
    const person = drawPerson();
    const { data } = person.image;
    for (let y = y0; y < 72; y += 1)
      for (let x = x0; x < x1; x += 1) {
        const i = y * W + x;
        if ((person.skin.data[i] ?? 0) > 0.5) continue; // the face and the neck
        person.matte.data[i] = y < y0 + 2 ? 0.7 : 1;
        person.oldGarment.data[i] = 1;
        data.set([178 + (x % 3), 180 - (y % 2), 184], i * 3);
      }
    const garment = drawGarment();
    for (let i = 0; i < 86 * W; i += 1) garment.alpha.data[i] = 0;
    const out = replaceLayer(person, garment, 'full').image.data;
    return (x: number, y: number) => (out[(y * W + x) * 3] ?? 0) - (out[(y * W + x) * 3 + 2] ?? 0);
  };

  it('stays the wall, not a patch of made skin beside the neck', () => {
    // Rows 62–71 over x 76–89 (the face's ellipse begins at x 87 in row 62).
    const redOverBlue = spilled(76, 90, 62);
    for (let y = 62; y < 70; y += 1)
      for (let x = 78; x < 87; x += 2) expect(redOverBlue(x, y), `(${x}, ${y})`).toBeLessThan(15);
  });

  it('is made skin where the wall’s colour lies farther in than 0.15 shoulder widths', () => {
    // Rows 56–71 from x 60 to the face and the neck: the flood takes the wall's colour 8 steps
    // in from the backdrop (rows 56–63 above, x 60–67 beside), not by the neck lower down.
    const redOverBlue = spilled(60, 93, 56);
    for (const y of [58, 62]) expect(redOverBlue(82, y), `row ${y}`).toBeLessThan(15);
    for (const y of [68, 70]) expect(redOverBlue(82, y), `row ${y}`).toBeGreaterThan(40);
  });
});

describe('replace path: the old top’s pale rim against the neck', () => {
  // Row 71, between the neck's skin (rows 66–71) and the old top (from row 72), is a blend of
  // the two that the skin map took for skin; the new top starts at row 86.
  const person = drawPerson();
  for (let x = 93; x <= 107; x += 1) {
    const i = 71 * W + x;
    person.image.data.set([122, 105, 135], i * 3);
    person.skin.data[i] = 1;
  }
  const garment = drawGarment();
  for (let i = 0; i < 86 * W; i += 1) garment.alpha.data[i] = 0;
  const out = replaceLayer(person, garment, 'full').image.data;

  it('becomes skin with the rest of the uncovered old top, not a line', () => {
    for (const x of [96, 100, 104]) {
      const i = 71 * W + x;
      expect((out[i * 3] ?? 0) - (out[i * 3 + 2] ?? 0), `x ${x}`).toBeGreaterThan(40);
    }
  });

  it('leaves the neck’s own skin above it as it was', () => {
    for (const x of [96, 100, 104]) {
      const i = 68 * W + x;
      for (let c = 0; c < 3; c += 1) expect(out[i * 3 + c]).toBe(person.image.data[i * 3 + c]);
    }
  });
});

describe('replace path: the old top’s colour bled into the neck (JPEG’s half-resolution colour)', () => {
  // Rows 70–71, above the old top (from row 72), keep the neck's brightness with the blue top's
  // colour half (row 71) and a quarter (row 70) mixed in: not a blend of the two pixels' colours
  // (the pale rim's test), so both the skin map and that test took them for skin.
  const person = drawPerson();
  for (let x = 93; x <= 107; x += 1) {
    person.image.data.set([172, 154, 184], (71 * W + x) * 3);
    person.image.data.set([188, 152, 152], (70 * W + x) * 3);
    for (const y of [70, 71]) person.skin.data[y * W + x] = 1;
  }
  const garment = drawGarment();
  for (let i = 0; i < 86 * W; i += 1) garment.alpha.data[i] = 0;
  const out = replaceLayer(person, garment, 'full').image.data;

  it('becomes skin with the old top it lies along, not a line of its colour', () => {
    for (const y of [70, 71])
      for (const x of [96, 100, 104]) {
        const i = y * W + x;
        expect((out[i * 3] ?? 0) - (out[i * 3 + 2] ?? 0), `(${x}, ${y})`).toBeGreaterThan(40);
      }
  });

  it('reaches no further than the bleed: the neck two rows up is as it was', () => {
    for (const x of [96, 100, 104]) {
      const i = 67 * W + x;
      for (let c = 0; c < 3; c += 1) expect(out[i * 3 + c]).toBe(person.image.data[i * 3 + c]);
    }
  });
});

describe('replace path: the old top’s colour bled into a bare arm’s edge beside it', () => {
  // Columns 72–73 of the left arm, beside the old top (from column 74), keep the arm's
  // brightness with the blue top's colour half mixed in; the skin map takes them for the arm,
  // which stays in front of the new garment.
  const person = drawPerson();
  for (let y = 100; y < 130; y += 1)
    for (const x of [72, 73]) person.image.data.set([172, 154, 184], (y * W + x) * 3);
  const out = replaceLayer(person, drawGarment(), 'full').image.data;

  it('becomes skin, not a line of the old top’s colour down the arm', () => {
    // The bleed's red minus blue is -12; the skin's 85, less at the round arm's edge, where
    // (row 125) the made backdrop beside it also softens it.
    for (const y of [105, 115, 125])
      for (const x of [72, 73]) {
        const i = y * W + x;
        expect((out[i * 3] ?? 0) - (out[i * 3 + 2] ?? 0), `(${x}, ${y})`).toBeGreaterThan(30);
      }
  });

  it('leaves the arm beyond the bleed as it was', () => {
    for (const y of [105, 115, 125]) {
      const i = y * W + 66;
      for (let c = 0; c < 3; c += 1) expect(out[i * 3 + c]).toBe(person.image.data[i * 3 + c]);
    }
  });
});

describe('replace path: what stays in front by the hands', () => {
  // By the left hand, just outside the old outfit's map (its legs start at x 76): a pale pixel,
  // half skin and half a white top (a JPEG block at the hand's edge), lit skin, a rose-gold bangle.
  const person = drawPerson();
  const at = (x: number, y: number) => y * W + x;
  const paint = (x: number, y: number, rgb: [number, number, number], skin: number) => {
    person.image.data.set(rgb, at(x, y) * 3);
    person.skin.data[at(x, y)] = skin;
    person.matte.data[at(x, y)] = 1;
    person.oldGarment.data[at(x, y)] = 0;
  };
  paint(73, 171, [242, 223, 209], 1);
  paint(73, 175, [205, 150, 120], 1);
  paint(73, 178, [183, 110, 121], 0);
  // Further off, within the hand's disc but not touching its skin: old trousers the old-garment
  // map missed (faded denim beside a hanging hand).
  for (let y = 181; y < 189; y += 1)
    for (let x = 60; x < 67; x += 1) paint(x, y, [120, 140, 170], 0);
  // Between the hand and the old trousers: their navy at half its light (the gap's shade).
  paint(73, 177, [20, 30, 75], 0);
  const front = personInFront(person, emptyPlacement());

  it('leaves the old top’s pale edge to the new garment, with too little of the face’s saturation', () => {
    expect(front[at(73, 171)]).toBe(0);
  });

  it('keeps the hand’s lit skin and a rose-gold bangle in front', () => {
    expect(front[at(73, 175)]).toBe(1);
    expect(front[at(73, 178)]).toBe(1);
  });

  it('leaves old outfit the map missed, away from the hand’s skin, to the new garment', () => {
    expect(front[at(63, 185)]).toBe(0);
  });

  it('leaves the old trousers’ shade between them and the hand to the new garment', () => {
    expect(front[at(73, 177)]).toBe(0);
  });
});

describe('replace path: made skin under the new garment’s edge', () => {
  // A plate of made skin (rows 100–139, columns 60–139) in a neckline: the new garment below it
  // and beside it, the photo's own skin above it. Every made pixel starts at 100.
  const [w, h] = [200, 200];
  const hole = new Uint8Array(w * h);
  const coverage = createFloatMap(w, h);
  const skin = createFloatMap(w, h);
  for (let y = 80; y < 170; y += 1)
    for (let x = 40; x <= 160; x += 1) {
      const i = y * w + x;
      const plate = y >= 100 && y < 140 && x >= 60 && x < 140;
      if (plate) hole[i] = 1;
      else if (y >= 100) coverage.data[i] = 1;
      else if (x >= 60 && x < 140) skin.data[i] = 1;
    }
  const fill = new Float32Array(w * h * 3).fill(100);
  const person = { body: { shoulderWidth: 200 }, skin } as unknown as PersonAnalysis;
  contactShadow(fill, hole, coverage, person);
  const at = (x: number, y: number) => fill[(y * w + x) * 3 + 1] ?? 0;

  it('darkens along the cloth’s edge, and not in the middle', () => {
    expect(at(100, 138)).toBeLessThan(90);
    expect(at(61, 120)).toBeLessThan(90);
    expect(at(100, 120)).toBe(100);
  });

  it('leaves the made skin beside the photo’s own skin as light as it', () => {
    expect(at(100, 101)).toBe(100);
    // In the corner, cloth beside and skin above: most of the shadow fades.
    expect(at(61, 101)).toBeGreaterThan(94);
  });
});

describe('replace path: a made chest below the neck', () => {
  // The face box reaches below the chin (as detectors' boxes do); the chin and the neck are a
  // pinker skin than the arms. A lower neckline uncovers rows 72–85 of the old top.
  const person = drawPerson();
  const NECK = [225, 160, 160];
  for (let y = 58; y < 72; y += 1)
    for (let x = 88; x < 113; x += 1) {
      const i = y * W + x;
      if (!person.skin.data[i]) continue;
      person.image.data.set(NECK, i * 3);
    }
  const garment = drawGarment();
  for (let i = 0; i < 86 * W; i += 1) garment.alpha.data[i] = 0;
  const out = replaceLayer(person, garment, 'full').image.data;

  it('takes its colour from the neck above it, not from the arms', () => {
    // Blue over the chest's middle: the neck's 160, the arms' 120.
    let blue = 0;
    let n = 0;
    for (let y = 74; y < 82; y += 1)
      for (let x = 94; x < 107; x += 1) {
        blue += out[(y * W + x) * 3 + 2] ?? 0;
        n += 1;
      }
    expect(blue / n).toBeGreaterThan(140);
  });
});

describe('a made neck where a stand collar was: its colour (vton-dev D15)', () => {
  /** The drawn bandhgala's collar made as the synthesis left it: the velvet sheen's maroon. */
  function madeNeck(beard: boolean) {
    const person = bandhgala();
    const { data } = person.image;
    if (beard)
      // No neck shows: beard down to the collar (not skin).
      for (let y = 46; y < 64; y += 1)
        for (let x = 82; x <= 118; x += 1) {
          const i = y * W + x;
          if ((data[i * 3 + 2] ?? 0) === 58) continue;
          data.set([40, 30, 25], i * 3);
          person.skin.data[i] = 0;
        }
    findOldTop(person);
    const neckAt = neckShade(person);
    const hole = new Uint8Array(W * 320);
    const fill = new Float32Array(W * 320 * 3);
    for (let y = 46; y < 72; y += 1)
      for (let x = 82; x <= 118; x += 1) {
        if (neckAt(x, y) === undefined) continue;
        hole[y * W + x] = 1;
        fill.set([80 + (x % 3) * 4, 45, 55], (y * W + x) * 3);
      }
    fill.set([80, 45, 55], (100 * W + 100) * 3); // made elsewhere (not the neck): left alone
    hole[100 * W + 100] = 1;
    toFaceColour(fill, hole, neckAt, person);
    return { fill, hole, person };
  }

  for (const beard of [false, true])
    it(`takes the skin's hue${beard ? ' (the face’s, under a beard)' : ' (the neck’s own above it)'}, keeps its grain`, () => {
      const { fill, hole } = madeNeck(beard);
      let count = 0;
      for (let i = 0; i < hole.length; i += 1) {
        if (!hole[i] || i === 100 * W + 100) continue;
        count += 1;
        const [r, g, b] = [fill[i * 3] ?? 0, fill[i * 3 + 1] ?? 0, fill[i * 3 + 2] ?? 0];
        // The drawn skin (205, 150, 120): red over green over blue; the maroon's blue is over its green.
        expect(g - b, `pixel ${i}`).toBeGreaterThan(10);
        expect(r - g, `pixel ${i}`).toBeGreaterThan(20);
      }
      expect(count).toBeGreaterThan(50);
      // The grain across a row (x % 3) is kept: neighbours differ.
      const i = 66 * W + 100;
      expect(fill[i * 3]).not.toBe(fill[(i + 1) * 3]);
      expect(Array.from(fill.subarray((100 * W + 100) * 3, (100 * W + 100) * 3 + 3))).toEqual([
        80, 45, 55,
      ]);
    });
});
