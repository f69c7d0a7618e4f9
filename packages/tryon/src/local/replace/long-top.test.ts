import { describe, expect, it } from 'vitest';
import {
  body,
  drawGarment,
  drawPerson,
  emptyPlacement,
  H,
  NEW,
  SKIN,
  W,
} from '../../../test/synthetic-figure';
import { PART_BODY, PART_SLEEVE_L } from '../garment/garment-analysis';
import { segmentDistance, type Point } from '../raster/geometry';
import { buildLevelMap } from './level-map';
import {
  coverOldShoulders,
  coverOldSides,
  longTopShape,
  overOldHem,
  raiseToHull,
  shoulderLine,
} from './long-top';
import { bandCollar, collarMask, cutCholiNeckline, shadeNeckline } from './neckline';
import { mainFabric, quiltFabric, shadeLongTop } from './long-top-fabric';
import { replaceLayer } from './replace-layer';
import { sleeveTemplate } from './sleeve-template';

const WALL = [120, 75, 40] as const;

// A kurta photographed on a wearer turned to three-quarter view: its fabric is a narrow strip
// from the shoulders to below the knee, and a brown wall seen beside the wearer's body, where the
// pose put an arm, was taken for its left sleeve.
function turnedKurta() {
  const garment = drawGarment();
  garment.alpha.data.fill(0);
  garment.parts.fill(0);
  for (let y = 80; y < 232; y += 1) {
    for (let x = 60; x < 114; x += 1) {
      const i = y * W + x;
      const wall = x < 88;
      if (wall && (y >= 160 || x < 60)) continue;
      garment.alpha.data[i] = 1;
      garment.parts[i] = wall ? PART_SLEEVE_L : PART_BODY;
      if (wall) garment.texture.set(WALL, i * 3);
    }
  }
  garment.anchors.armL = [body.shoulderL, body.elbowL, body.wristL] as [Point, Point, Point];
  garment.anchors.armR = [body.shoulderR, body.elbowR, body.wristR] as [Point, Point, Point];
  garment.sleeveReach = { L: 2, R: 2 };
  return garment;
}

describe('replace path: a long top takes the person’s front-view shape', () => {
  const result = replaceLayer(drawPerson(), turnedKurta(), 'upper');
  const pixel = (x: number, y: number) =>
    [0, 1, 2].map((c) => result.image.data[(y * W + x) * 3 + c] ?? 0);
  const isNew = ([r, g, b]: number[]) =>
    Math.abs((r ?? 0) - NEW[0]) < 35 && Math.abs((g ?? 0) - NEW[1]) < 35 && (b ?? 0) < 90;

  it('covers the whole torso, hips and thighs in the garment’s fabric, with no wall', () => {
    let miss = 0;
    let total = 0;
    for (let y = 95; y < 215; y += 3) {
      for (let x = 80; x <= 120; x += 2) {
        total += 1;
        if (!isNew(pixel(x, y))) miss += 1;
      }
    }
    expect(miss / total).toBeLessThan(0.03);
  });

  it('makes the sleeves of the body’s fabric, not of what the photo shows beside the wearer', () => {
    let wall = 0;
    let fabric = 0;
    for (let y = 90; y < 150; y += 2) {
      for (let x = 56; x < 70; x += 1) {
        const [r, g] = pixel(x, y);
        if (Math.abs((r ?? 0) - WALL[0]) < 25 && Math.abs((g ?? 0) - WALL[1]) < 25) wall += 1;
        if (isNew(pixel(x, y))) fabric += 1;
      }
    }
    expect(wall).toBe(0);
    // Where the sleeve overlaps the body's shape the arm is covered too, not shown in front.
    let skin = 0;
    for (let y = 90; y < 140; y += 1) {
      for (let x = 66; x < 75; x += 1) {
        const [r, g, b] = pixel(x, y);
        const d =
          Math.abs((r ?? 0) - SKIN[0]) +
          Math.abs((g ?? 0) - SKIN[1]) +
          Math.abs((b ?? 0) - SKIN[2]);
        if (d < 40) skin += 1;
      }
    }
    expect(skin).toBeLessThan(10); // the outline softened by a pixel; 97 before
    expect(fabric / (30 * 14)).toBeGreaterThan(0.6);
  });

  it('ends in a straight hem below the knee', () => {
    // The garment's red, lit or in a fold's shadow.
    const isRed = ([r, g, b]: number[]) =>
      (r ?? 0) > 80 && (r ?? 0) > 2.5 * Math.max(g ?? 0, b ?? 0);
    const hemRow = (x: number) => {
      let y = 200;
      while (y < 300 && isRed(pixel(x, y))) y += 1;
      return y;
    };
    const rows = [84, 92, 100, 108, 116].map(hemRow);
    expect(Math.min(...rows)).toBeGreaterThan(225);
    expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(2);
  });
});

// A printed kurta (green with light dots) seen as a narrow strip on a turned wearer, a rust
// dupatta hanging beside it over the wearer's side: the person's front-view shape is made of the
// kurta's own print, not of the dupatta and not blurred into a smooth mixture of both.
const GREEN = [70, 90, 50] as const;
const DOT = [225, 215, 170] as const;
const RUST = [150, 70, 40] as const;

function printedKurtaWithDupatta() {
  const garment = turnedKurta();
  for (let y = 80; y < 232; y += 1) {
    for (let x = 60; x < 114; x += 1) {
      const i = y * W + x;
      const isDupatta = x >= 74 && x < 88;
      garment.alpha.data[i] = x >= 74 ? 1 : 0;
      garment.parts[i] = x >= 74 ? PART_BODY : 0;
      const dot =
        (x % 8) - 4 + ((y % 8) - 4) * 1 === 0 || Math.hypot((x % 8) - 4, (y % 8) - 4) < 1.6;
      garment.texture.set(isDupatta ? RUST : dot ? DOT : GREEN, i * 3);
    }
  }
  return garment;
}

describe('replace path: a long top is made of its own fabric', () => {
  const result = replaceLayer(drawPerson(), printedKurtaWithDupatta(), 'upper');
  const pixel = (x: number, y: number) =>
    [0, 1, 2].map((c) => result.image.data[(y * W + x) * 3 + c] ?? 0);
  const near = (p: number[], c: readonly number[], tol: number) =>
    Math.abs((p[0] ?? 0) - (c[0] ?? 0)) +
      Math.abs((p[1] ?? 0) - (c[1] ?? 0)) +
      Math.abs((p[2] ?? 0) - (c[2] ?? 0)) <
    tol;

  it('has no dupatta and no blend of it in the body', () => {
    let rust = 0;
    let other = 0;
    let total = 0;
    for (let y = 100; y < 210; y += 2) {
      for (let x = 76; x <= 124; x += 2) {
        total += 1;
        const p = pixel(x, y);
        if (near(p, RUST, 60)) rust += 1;
        else if (!near(p, GREEN, 70) && !near(p, DOT, 90)) other += 1;
      }
    }
    expect(rust / total).toBeLessThan(0.02);
    expect(other / total).toBeLessThan(0.1);
  });

  it('keeps the print where the photo did not show the fabric', () => {
    // Right of the strip (x ≥ 114) the photo shows nothing: dots must continue there.
    let dots = 0;
    let total = 0;
    for (let y = 100; y < 200; y += 1) {
      for (let x = 116; x <= 124; x += 1) {
        total += 1;
        if (near(pixel(x, y), DOT, 90)) dots += 1;
      }
    }
    // The strip itself is ~12 % dots.
    expect(dots / total).toBeGreaterThan(0.05);
  });
});

describe('replace path: a long top’s neckline is its own, not a turned wearer’s collar', () => {
  // A turned wearer's band collar, warped onto a front view, reaches across the neck in a flat
  // box (vton-dev D12's kurta covered the base of the neck from shoulder to shoulder).
  const garment = turnedKurta();
  for (let y = 60; y < 80; y += 1)
    for (let x = 70; x <= 130; x += 1) {
      const i = y * W + x;
      garment.alpha.data[i] = 1;
      garment.parts[i] = PART_BODY;
      garment.texture.set(NEW, i * 3);
    }
  const result = replaceLayer(drawPerson(), garment, 'upper');
  const pixel = (x: number, y: number) =>
    [0, 1, 2].map((c) => result.image.data[(y * W + x) * 3 + c] ?? 0);
  const isNew = ([r, g, b]: number[]) =>
    Math.abs((r ?? 0) - NEW[0]) < 35 && Math.abs((g ?? 0) - NEW[1]) < 35 && (b ?? 0) < 90;

  it('leaves the front of the neck open above the shoulders', () => {
    for (const x of [96, 100, 104]) expect(isNew(pixel(x, 76))).toBe(false);
  });

  it('keeps the collar beside the opening and the shoulders', () => {
    for (const x of [86, 114]) expect(isNew(pixel(x, 78))).toBe(true);
  });
});

describe('replace path: a long top sits on the person’s shoulders, its sleeves on the arms', () => {
  // Sloping shoulders: the person's outline falls from the neck to the arms.
  const person = drawPerson();
  const below = (x: number, y: number) => y >= 68 + Math.max(0, Math.abs(x - 100) - 8) * 0.45;
  for (let y = 60; y < 90; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const i = y * W + x;
      if (below(x, y) || (x > 82 && x < 118)) continue; // the head and neck stay
      person.matte.data[i] = 0;
      person.skin.data[i] = 0;
      person.oldGarment.data[i] = 0;
      person.image.data.set([178, 180, 184], i * 3);
    }
  const input = Uint8Array.from(person.image.data);
  const result = replaceLayer(person, printedKurtaWithDupatta(), 'upper');
  const luma = (x: number, y: number) => {
    const o = (y * W + x) * 3;
    const d = result.image.data;
    return 0.299 * (d[o] ?? 0) + 0.587 * (d[o + 1] ?? 0) + 0.114 * (d[o + 2] ?? 0);
  };

  it('follows the shoulders’ slope instead of squaring them off', () => {
    let changed = 0;
    for (let y = 60; y < 90; y += 1)
      for (let x = 40; x < 160; x += 1) {
        if (below(x, y + 3)) continue; // the garment may sit a few pixels proud of the body
        const o = (y * W + x) * 3;
        const d = [0, 1, 2].map((c) =>
          Math.abs((result.image.data[o + c] ?? 0) - (input[o + c] ?? 0)),
        );
        if (Math.max(...d) > 12) changed += 1;
      }
    expect(changed).toBeLessThan(15);
  });

  it('shades each sleeve round, apart from the body', () => {
    // Left upper arm: bone from (72, 80) to (62, 125). Compare the print's ground (not its dots)
    // along the sleeve's middle with its outer edge, above the creases at the inside of the elbow.
    const ground = (x: number, y: number) => (luma(x, y) < 130 ? [luma(x, y)] : []);
    const middle: number[] = [];
    const edge: number[] = [];
    for (let y = 90; y < 113; y += 1) {
      const bx = Math.round(72 - ((y - 80) * 10) / 45);
      for (let dx = -1; dx <= 1; dx += 1) {
        middle.push(...ground(bx + dx, y));
        edge.push(...ground(bx - 7 + dx, y));
      }
    }
    const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / Math.max(1, v.length);
    expect(edge.length).toBeGreaterThan(30);
    expect(mean(edge)).toBeLessThan(mean(middle) * 0.94);
  });
});

// A person whose arms hang straight down at the sides, close to the body (the usual studio pose).
function armsDown() {
  const person = drawPerson();
  const down = {
    ...body,
    elbowL: { x: 70, y: 125 },
    wristL: { x: 70, y: 165 },
    elbowR: { x: 130, y: 125 },
    wristR: { x: 130, y: 165 },
  };
  person.body = down;
  for (let y = 0; y < H; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const i = y * W + x;
      if (person.oldGarment.data[i] || y < 76 || y > 172) continue;
      const arm = Math.min(Math.abs(x - 70), Math.abs(x - 130)) <= 7;
      person.matte.data[i] = arm ? 1 : 0;
      person.skin.data[i] = arm ? 1 : 0;
      person.image.data.set(arm ? SKIN : [178, 180, 184], i * 3);
    }
  return person;
}

describe('a long top hangs from the shoulders and follows the arms', () => {
  const sw = body.shoulderWidth;

  it('makes sleeves along the shoulder–elbow–wrist line, close to arms hanging down', () => {
    const person = armsDown();
    const garment = drawGarment();
    garment.sleeveReach = { L: 2, R: 2 };
    const sleeves = sleeveTemplate(person, garment, 'upper', emptyPlacement());
    let outward = 0;
    let along = 0;
    let total = 0;
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        if (!sleeves[y * W + x]) continue;
        total += 1;
        // Beyond the arm's outer side (away from the body).
        const out = x < 100 ? 70 - x : x - 130;
        outward = Math.max(outward, out);
      }
    for (let y = 84; y < 165; y += 2)
      for (const x of [70, 130]) {
        along += sleeves[y * W + x] ? 1 : 0;
      }
    expect(total).toBeGreaterThan(0);
    expect(along / (2 * 41)).toBeGreaterThan(0.95); // the whole arm, shoulder to wrist
    // The arm reaches 7 px (0.125 sw) from its bone; the sleeve no further out than 0.14 sw
    // (8 px before: the sleeves stood out from the arms).
    expect(outward).toBeLessThan(sw * 0.14);
  });

  it('slopes down from the neck and widens from the chest to the hem', () => {
    const person = armsDown();
    const f = { centreAt: () => 100, sw, neckY: 74, hipY: 160, hemY: 248 };
    const shape = longTopShape(person, f);
    const topAt = (x: number) => {
      let y = 0;
      while (y < H && !shape[y * W + x]) y += 1;
      return y;
    };
    const widthAt = (y: number) => {
      let n = 0;
      for (let x = 0; x < W; x += 1) n += shape[y * W + x] ?? 0;
      return n;
    };
    // The shoulder line falls from the neck towards the shoulder points on both sides.
    for (const sign of [-1, 1]) {
      const near = topAt(Math.round(100 + sign * sw * 0.22));
      const far = topAt(Math.round(100 + sign * sw * 0.45));
      expect(far - near).toBeGreaterThanOrEqual(sw * 0.07);
    }
    // Chest-wide under the sleeves, a little wider at the hem: not a box of the shoulders'
    // width, and not a dress's A-line either (0.12 px a row gave 0.3 sw and more).
    expect(widthAt(240) - widthAt(97)).toBeGreaterThan(sw * 0.1);
    expect(widthAt(240) - widthAt(97)).toBeLessThan(sw * 0.25);
  });
});

describe('replace path: a long top’s fabric at one scale', () => {
  // A wearer turned to three-quarter view: the garment's shoulders look half as wide as the
  // person's, its hips too, while its torso is as long.
  const garment = drawGarment();
  const q = garment.anchors.quad;
  garment.anchors.quad = {
    tl: { x: 86, y: q.tl.y },
    tr: { x: 114, y: q.tr.y },
    bl: { x: 92, y: q.bl.y },
    br: { x: 108, y: q.br.y },
  };
  const levels = buildLevelMap(body, garment, 'upper');

  it('maps the fabric as much across as down, above and below the hips', () => {
    for (const y of [100, 150, 200, 240]) {
      const a = levels.toGarment(100, y);
      const across = levels.toGarment(110, y).x - a.x;
      const down = levels.toGarment(100, y + 10).y - a.y;
      expect(Math.abs(across - down)).toBeLessThan(0.05);
    }
  });
});

describe('replace path: a long top’s own fabric, not a shawl’s or a shadow’s', () => {
  // A green kurta with cream dots; on its left a shawl whose pattern mixes rust with the kurta's
  // very cream; the wearer's hands were cut out of the kurta at the waist, leaving the dark
  // shadow they cast on it just below.
  const frame = { centreAt: () => 100, sw: 56, neckY: 90, hipY: 160, hemY: 230 };
  const rgb = new Float32Array(W * H * 3);
  const good = new Uint8Array(W * H);
  const isShawl = (x: number) => x >= 50 && x < 76;
  const isHands = (x: number, y: number) => y >= 150 && y < 162 && x >= 80 && x < 120;
  const isShadow = (x: number, y: number) => y >= 162 && y < 164 && x >= 80 && x < 120;
  for (let y = 80; y < 230; y += 1)
    for (let x = 50; x < 130; x += 1) {
      const i = y * W + x;
      const dot = Math.hypot((x % 8) - 4, (y % 8) - 4) < 1.6;
      const mottle = ((x >> 1) + (y >> 1)) % 3 === 0;
      let c: readonly number[] = dot ? DOT : GREEN;
      if (isShawl(x)) c = mottle ? DOT : RUST;
      if (isShadow(x, y)) c = c.map((v) => v * 0.8);
      rgb.set(c, i * 3);
      good[i] = isHands(x, y) ? 0 : 1;
    }
  const { keep, source } = mainFabric(rgb, good, frame, W, H);
  const countIn = (mask: Uint8Array, inside: (x: number, y: number) => boolean) => {
    let n = 0;
    for (let i = 0; i < mask.length; i += 1)
      if (mask[i] && inside(i % W, Math.floor(i / W))) n += 1;
    return n;
  };

  it('neither keeps nor copies the shawl’s pixels of the kurta’s colour', () => {
    // 227 kept and 189 copied before.
    expect(countIn(keep, (x) => isShawl(x))).toBe(0);
    expect(countIn(source, (x) => isShawl(x))).toBe(0);
  });

  it('makes the rim against the cut-out hands again, with the shadow on it', () => {
    expect(countIn(keep, isShadow)).toBe(0); // 80 kept before
    expect(countIn(keep, (x, y) => y >= 100 && y < 140 && x >= 90 && x < 120)).toBe(40 * 30);
  });

  it('keeps none of the photo below the hips (its creases), but copies from there', () => {
    expect(countIn(keep, (_, y) => y >= 160)).toBe(0); // 3215 kept before
    expect(countIn(source, (_, y) => y >= 160)).toBeGreaterThan(1000);
  });

  it('copies nothing from the front centre above the waist (a placket, a V-neck)', () => {
    expect(countIn(source, (x, y) => y < 130 && Math.abs(x - 100) < 8)).toBe(0);
    expect(countIn(source, (x, y) => y < 130 && x >= 110)).toBeGreaterThan(200);
  });
});

describe('replace path: a long top’s photo kept in one piece with its front', () => {
  // A green kurta whose wearer's forearms cross its front at rows 128–139 (cut out): the strip
  // between them and the hips (rows 140–159) lies in their shadow.
  const frame = { centreAt: () => 100, sw: 56, neckY: 90, hipY: 160, hemY: 230 };
  const rgb = new Float32Array(W * H * 3);
  const good = new Uint8Array(W * H);
  for (let y = 80; y < 230; y += 1)
    for (let x = 60; x < 140; x += 1) {
      const i = y * W + x;
      const dot = Math.hypot((x % 8) - 4, (y % 8) - 4) < 1.6;
      const shade = y >= 140 && y < 160 ? 0.75 : 1;
      rgb.set(
        (dot ? DOT : GREEN).map((v) => v * shade),
        i * 3,
      );
      good[i] = y >= 128 && y < 140 ? 0 : 1;
    }
  const { keep } = mainFabric(rgb, good, frame, W, H);
  const keptIn = (y0: number, y1: number) => {
    let n = 0;
    for (let y = y0; y < y1; y += 1) for (let x = 0; x < W; x += 1) n += keep[y * W + x] ?? 0;
    return n;
  };

  it('keeps the chest above the crossed arms, not the shaded strip below them', () => {
    expect(keptIn(95, 120)).toBeGreaterThan(1000);
    expect(keptIn(140, 160)).toBe(0);
  });
});

describe('replace path: a long top’s fabric without its photo’s folds', () => {
  // A green kurta whose photo shows broad vertical folds: every other band of a third of the
  // shoulders' width a fifth darker.
  const frame = { centreAt: () => 100, sw: 56, neckY: 90, hipY: 160, hemY: 230 };
  const rgb = new Float32Array(W * H * 3);
  const good = new Uint8Array(W * H);
  const inFold = (x: number) => Math.floor(x / 20) % 2 === 1;
  for (let y = 80; y < 230; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const i = y * W + x;
      rgb.set(
        GREEN.map((v) => (inFold(x) ? v * 0.8 : v)),
        i * 3,
      );
      good[i] = 1;
    }
  const { source } = mainFabric(rgb, good, frame, W, H);

  it('copies fabric whose folds are evened out', () => {
    const sums = [0, 0];
    const counts = [0, 0];
    for (let y = 120; y < 200; y += 1)
      for (let x = 80; x < 120; x += 1) {
        const i = y * W + x;
        if (!source[i]) continue;
        const k = inFold(x) ? 1 : 0;
        sums[k] = (sums[k] ?? 0) + (rgb[i * 3 + 1] ?? 0);
        counts[k] = (counts[k] ?? 0) + 1;
      }
    const ratio = (sums[1] ?? 0) / (counts[1] ?? 1) / ((sums[0] ?? 0) / (counts[0] ?? 1));
    expect(ratio).toBeGreaterThan(0.85); // 0.81 with the old radius (half the shoulders)
  });
});

describe('replace path: a long top’s fabric copied clear of its photo’s creases (vton-dev D12)', () => {
  // A green kurta whose photo shows two sharp creases (columns 70–71 and 110–111, 45 % darker)
  // with their shaded sides (3 px each side, 10 % darker): the creases are too creased to copy,
  // and blocks holding their sides, quilted among the rest, read as stains.
  const frame = { centreAt: () => 100, sw: 56, neckY: 90, hipY: 160, hemY: 230 };
  const rgb = new Float32Array(W * H * 3);
  const good = new Uint8Array(W * H);
  const fromCrease = (x: number) => Math.min(Math.abs(x - 70.5), Math.abs(x - 110.5)) - 0.5;
  for (let y = 80; y < 230; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const i = y * W + x;
      const d = fromCrease(x);
      const light = d < 1 ? 0.55 : d <= 3 ? 0.9 : 1;
      rgb.set(
        GREEN.map((v) => v * light),
        i * 3,
      );
      good[i] = 1;
    }
  const { source } = mainFabric(rgb, good, frame, W, H);

  it('copies none of a crease’s shaded sides, and the plain fabric away from them', () => {
    let beside = 0;
    let plain = 0;
    for (let y = 170; y < 220; y += 1)
      for (let x = 45; x < 155; x += 1) {
        if (!source[y * W + x]) continue;
        if (fromCrease(x) <= 3) beside += 1;
        else plain += 1;
      }
    expect(beside).toBe(0);
    expect(plain).toBeGreaterThan(1000);
  });
});

describe('replace path: quilted fabric joins the shown fabric below it without a seam', () => {
  // Lighter fabric quilted into a hole above shown fabric of a darker tone (the garment photo's
  // lit chest made again above the wearer's kept skirt).
  const w = 120;
  const h = 120;
  const rgb = new Float32Array(w * h * 3);
  const hole = new Uint8Array(w * h);
  const source = new Uint8Array(w * h);
  const shown = new Uint8Array(w * h);
  for (let y = 0; y < h; y += 1)
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const grain = ((x * 7 + y * 13) % 11) - 5;
      if (x < 60) source[i] = 1;
      else if (y < 60) hole[i] = 1;
      else shown[i] = 1;
      rgb.fill((x < 60 ? 140 : 100) + grain, i * 3, i * 3 + 3);
    }
  quiltFabric(rgb, hole, source, shown, w, h, 16, 3, 6);
  const rowMean = (y: number) => {
    let s = 0;
    for (let x = 70; x < 110; x += 1) s += rgb[(y * w + x) * 3] ?? 0;
    return s / 40;
  };

  it('fades across a band instead of stepping at one row', () => {
    let step = 0;
    for (let y = 50; y < 75; y += 1) step = Math.max(step, Math.abs(rowMean(y + 1) - rowMean(y)));
    expect(step).toBeLessThan(15); // 40 without the fade
  });
});

describe('replace path: a long top keeps its placket', () => {
  // A green kurta with cream dots and an ivory embroidered placket down its chest (fabric on both
  // sides of it), a rust shawl on its left against the backdrop.
  const PLACKET = [245, 240, 235] as const;
  const frame = { centreAt: () => 100, sw: 56, neckY: 90, hipY: 160, hemY: 230 };
  const rgb = new Float32Array(W * H * 3);
  const good = new Uint8Array(W * H);
  const inPlacket = (x: number, y: number) => y >= 86 && y < 140 && x >= 92 && x < 108;
  for (let y = 80; y < 230; y += 1)
    for (let x = 50; x < 150; x += 1) {
      const i = y * W + x;
      const dot = Math.hypot((x % 8) - 4, (y % 8) - 4) < 1.6;
      const colour = x < 70 ? RUST : inPlacket(x, y) ? PLACKET : dot ? DOT : GREEN;
      rgb.set(colour, i * 3);
      good[i] = 1;
    }
  const { keep } = mainFabric(rgb, good, frame, W, H);
  let kept = 0;
  let light = 0;
  let shawl = 0;
  for (let i = 0; i < keep.length; i += 1) {
    const x = i % W;
    const y = Math.floor(i / W);
    if (keep[i] && x < 70) shawl += 1;
    if (!inPlacket(x, y) || !keep[i]) continue;
    kept += 1;
    light += (rgb[i * 3 + 1] ?? 0) / PLACKET[1];
  }

  it('keeps the embroidery where the photo shows it, and not the shawl', () => {
    expect(kept).toBeGreaterThan(16 * 54 * 0.5); // 0 before
    expect(shawl).toBe(0);
  });

  it('keeps the embroidery’s own light', () => {
    expect(light / kept).toBeGreaterThan(0.9); // 0.60 with its light measured on itself
  });
});

describe('replace path: a long top’s fabric is copied from where it is smooth', () => {
  // A dotted green kurta whose left part is crumpled (light rippling every 12 pixels, ±25 %), as
  // a folded sleeve in the garment photo is; its right part hangs smooth.
  const frame = { centreAt: () => 100, sw: 56, neckY: 90, hipY: 160, hemY: 230 };
  const rgb = new Float32Array(W * H * 3);
  const good = new Uint8Array(W * H);
  const crumpled = (x: number) => x < 100;
  for (let y = 80; y < 230; y += 1)
    for (let x = 40; x < 160; x += 1) {
      const i = y * W + x;
      const dot = Math.hypot((x % 8) - 4, (y % 8) - 4) < 1.6;
      const ripple = crumpled(x) ? 1 + 0.25 * Math.sin(((x + y) * 2 * Math.PI) / 12) : 1;
      rgb.set(
        (dot ? DOT : GREEN).map((v) => v * ripple),
        i * 3,
      );
      good[i] = 1;
    }
  const { source } = mainFabric(rgb, good, frame, W, H);
  const share = (inside: (x: number) => boolean) => {
    let n = 0;
    let total = 0;
    for (let y = 100; y < 210; y += 1)
      for (let x = 50; x < 150; x += 1) {
        if (!inside(x)) continue;
        total += 1;
        n += source[y * W + x] ?? 0;
      }
    return n / total;
  };

  it('leaves the crumpled part out of the copy source', () => {
    expect(share((x) => x < 90)).toBeLessThan(0.2); // 0.64 before
    expect(share((x) => x > 110)).toBeGreaterThan(0.8);
  });
});

describe('raiseToHull (a long top bridging the notch between neck and sleeve cap)', () => {
  // A shoulder's top edge: from the neckline's edge at row 10 down to row 14 at the arm, with a
  // notch 6 rows deep over columns 8–12 and a cap standing up at column 16.
  const edge = (x: number) => {
    const line = 10 + (4 * x) / 20;
    if (x >= 8 && x <= 12) return Math.round(line) + 6;
    return x === 16 ? 11 : Math.round(line);
  };
  const run = (xs: number[], depth: number) => {
    const set = new Set<string>();
    const added = raiseToHull(
      xs.map((x) => ({ x, y: edge(x) })),
      depth,
      (x, y) => set.add(`${x},${y}`).size > 0,
    );
    return { set, added };
  };

  it('fills the notch up to the hull, and nothing on or above the edge elsewhere', () => {
    const xs = Array.from({ length: 21 }, (_, x) => x);
    const { set, added } = run(xs, 8);
    expect(added).toBe(set.size);
    for (let x = 8; x <= 12; x += 1) expect(set.has(`${x},${edge(x) - 1}`)).toBe(true);
    for (const key of set) {
      const [x, y] = key.split(',').map(Number) as [number, number];
      expect(y).toBeLessThan(edge(x));
      // Never above the straight line from the neck (0, 10) to the cap (16, 11).
      if (x <= 16) expect(y).toBeGreaterThanOrEqual(10 + x / 16);
    }
    // The same from the other side (columns walked outwards to the left).
    expect(run([...xs].reverse(), 8).set).toEqual(set);
  });

  it('leaves a notch deeper than the depth it bridges', () => {
    const { set } = run(
      Array.from({ length: 21 }, (_, x) => x),
      4,
    );
    for (const key of set) expect(Number(key.split(',')[0])).not.toBeLessThan(13);
    expect([...set].some((key) => key.startsWith('9,'))).toBe(false);
  });
});

describe('a long top over shorts', () => {
  const sw = body.shoulderWidth;
  const f = { centreAt: () => 100, sw, neckY: 74, hipY: 160, hemY: 200 };
  /** The synthetic person in an outfit that ends at row `end` (trousers to the ankles: 292). */
  const wearing = (end: number) => {
    const person = drawPerson();
    person.oldGarment.data.fill(0, end * W);
    return person;
  };

  it('ends under the shorts when they end just below its hem', () => {
    // Shorts ending 10 rows (0.18 sw) under the hem: the hem moves to 0.1 sw under them.
    expect(overOldHem(wearing(210), f, 200)).toBeCloseTo(209 + sw * 0.1, 5);
  });

  it('keeps its length over trousers, and over shorts that end above its hem or far below it', () => {
    expect(overOldHem(wearing(292), f, 200)).toBe(200);
    expect(overOldHem(wearing(190), f, 200)).toBe(200);
    expect(overOldHem(wearing(200 + Math.ceil(sw * 0.4)), f, 200)).toBe(200);
  });
});

describe('a long top over shorts wider than its sides', () => {
  const sw = body.shoulderWidth;
  const f = { centreAt: () => 100, sw, neckY: 74, hipY: 160, hemY: 240 };
  /** The synthetic person whose old outfit also spans x0..x1 over rows 176..205 (shorts' flare). */
  const flared = (x0: number, x1: number) => {
    const person = drawPerson();
    for (let y = 176; y <= 205; y += 1)
      for (let x = x0; x <= x1; x += 1) person.oldGarment.data[y * W + x] = 1;
    return person;
  };
  const uncovered = (person: ReturnType<typeof drawPerson>, shape: Uint8Array) => {
    let n = 0;
    for (let y = 160; y <= 230; y += 1)
      for (let x = 0; x < W; x += 1)
        if ((person.oldGarment.data[y * W + x] ?? 0) > 0.5 && !shape[y * W + x]) n += 1;
    return n;
  };

  it('covers shorts standing out a little beside it, and hangs straight down from them', () => {
    const person = flared(64, 136);
    const shape = longTopShape(person, f);
    expect(uncovered(person, shape)).toBeGreaterThan(100);
    expect(coverOldSides(person, f, shape)).toBeGreaterThan(0);
    expect(uncovered(person, shape)).toBe(0);
    // Below the shorts the sides stay as wide (cloth hangs from the flare), not stepping back in.
    for (const y of [210, 225]) {
      expect(shape[y * W + 64]).toBe(1);
      expect(shape[y * W + 136]).toBe(1);
    }
    // Above them the widening fades: no step at the shorts' top.
    expect(shape[165 * W + 64]).toBe(0);
  });

  it('leaves an outfit that stands out far (a wide skirt) to the rest of the path', () => {
    const person = flared(40, 160);
    const shape = longTopShape(person, f);
    const before = Uint8Array.from(shape);
    expect(coverOldSides(person, f, shape)).toBe(0);
    expect(shape).toEqual(before);
  });
});

describe('a long top over a sweatshirt whose shoulders stand higher than its own', () => {
  const sw = body.shoulderWidth;
  const f = { centreAt: () => 100, sw, neckY: 74, hipY: 160, hemY: 240 };
  // The old top's shoulders rise to row 66 beside the neck (the template's edge is lower).
  const person = drawPerson();
  for (let y = 66; y < 72; y += 1)
    for (let x = 74; x <= 126; x += 1)
      if (Math.abs(x - 100) > 8) person.oldGarment.data[y * W + x] = 1;
  const shape = longTopShape(person, f);
  const before = Uint8Array.from(shape);
  const added = coverOldShoulders(person, f, shape, [shape]);

  it('reaches up over the old shoulders, out from the neck opening', () => {
    expect(before[67 * W + 84]).toBe(0);
    expect(before[67 * W + 116]).toBe(0);
    expect(added).toBeGreaterThan(0);
    for (const x of [84, 87, 113, 116]) expect(shape[71 * W + x], `x ${x}`).toBe(1);
    for (const x of [80, 120]) expect(shape[67 * W + x], `x ${x}`).toBe(1);
  });

  it('leaves the neck opening open', () => {
    for (let y = 60; y < 80; y += 1)
      for (let x = 92; x <= 108; x += 1) expect(shape[y * W + x]).toBe(before[y * W + x]);
  });
});

describe('a choli’s straps over an old top whose shoulders are ragged', () => {
  const sw = body.shoulderWidth;
  const f = { centreAt: () => 100, sw, neckY: 74, hipY: 160, hemY: 240 };
  // The old top stands 3 px over the shape's top edge beside the neck, and 7 px in a spike two
  // columns wide (x 80–81: a cut-out's edge).
  const shape = longTopShape(drawPerson(), f);
  const edge = (x: number) => {
    for (let y = 0; y < H; y += 1) if (shape[y * W + x]) return y;
    return -1;
  };
  const raggedPerson = () => {
    const person = drawPerson();
    for (let x = 74; x <= 126; x += 1) {
      if (Math.abs(x - 100) <= 8 || edge(x) < 0) continue;
      const h = x === 80 || x === 81 ? 7 : 3;
      for (let y = edge(x) - h; y < edge(x); y += 1) person.oldGarment.data[y * W + x] = 1;
    }
    return person;
  };
  const raised = (spikes: number) => {
    const out = Uint8Array.from(shape);
    coverOldShoulders(raggedPerson(), f, out, [out], undefined, spikes);
    return out;
  };

  it('rise over the old top’s shoulders, and not up its narrow spike', () => {
    const opened = raised(2);
    const y = edge(80);
    for (const x of [78, 80, 81, 83]) expect(opened[(edge(x) - 2) * W + x], `x ${x}`).toBe(1);
    for (const x of [80, 81]) expect(opened[(y - 5) * W + x], `x ${x}`).toBe(0);
  });

  it('follow every column when asked to (a long top’s shoulders, as before)', () => {
    const each = raised(0);
    for (const x of [80, 81]) expect(each[(edge(x) - 5) * W + x], `x ${x}`).toBe(1);
  });
});

/**
 * Flat fabric (200) over a torso block and sleeves along the upper arms, reaching `reach` ×
 * LONG_SLEEVE_UPPER from the shoulder–elbow bone; the sleeves overlap the torso's sides. No bare
 * arm shows (the old outfit's sleeves), so the sleeves' light is their round form alone. Returns
 * the shaded light at (x, y).
 */
function shadedSleeves(reach: number): (x: number, y: number) => number {
  const person = drawPerson();
  person.skin.data.fill(0);
  const sw = body.shoulderWidth;
  const shape = new Uint8Array(W * H);
  const sleeves = new Uint8Array(W * H);
  const rgb = new Float32Array(W * H * 3).fill(200);
  for (let y = 72; y < 200; y += 1) for (let x = 74; x <= 126; x += 1) shape[y * W + x] = 1;
  for (let y = 60; y < 130; y += 1)
    for (let x = 40; x < 160; x += 1)
      for (const [s, e] of [
        [body.shoulderL, body.elbowL!],
        [body.shoulderR, body.elbowR!],
      ] as const) {
        const { d } = segmentDistance({ x, y }, s, e);
        if (d <= sw * 0.17 * reach) sleeves[y * W + x] = 1;
      }
  shadeLongTop(person, rgb, shape, sleeves);
  return (x, y) => rgb[(y * W + x) * 3 + 1] ?? 0;
}

describe('a long top’s sleeve set into its shoulder', () => {
  const at = shadedSleeves(1);

  it('shows no edge shadow on the neck side of the sleeve by the shoulder', () => {
    // The left sleeve's neck-side edge near the shoulder (bone at x ≈ 71 there), 8 px in.
    expect(at(79, 86)).toBeGreaterThan(0.9 * at(90, 86));
    expect(at(121, 86)).toBeGreaterThan(0.9 * at(110, 86));
  });

  it('keeps the sleeve’s edge shadow over the body lower down the arm', () => {
    expect(at(76, 100)).toBeLessThan(0.9 * at(90, 100));
  });
});

describe('a long top’s sleeve widened over a broad arm, set into its shoulder', () => {
  // Each sleeve reaches 1.25 × LONG_SLEEVE_UPPER from its bone: the part beyond 1 lies over the
  // torso (a sleeve widened over an arm broader than the template).
  const at = shadedSleeves(1.25);
  /** The darkest light across the row from the bone to the body's middle (x = 100). */
  const darkest = (bone: number, y: number) => {
    let low = Infinity;
    const step = Math.sign(100 - bone);
    for (let x = bone; x !== 100; x += step) low = Math.min(low, at(x, y));
    return low;
  };

  it('shows no groove between sleeve and body at the shoulder', () => {
    // Bones near x ≈ 71 and 129 at row 80: nothing between them and the middle darker than
    // the torso's own round light allows.
    expect(darkest(72, 80)).toBeGreaterThan(0.9 * at(95, 80));
    expect(darkest(128, 80)).toBeGreaterThan(0.9 * at(105, 80));
  });

  it('keeps the groove lower down the arm, where the sleeve hangs beside the body', () => {
    expect(darkest(72, 110)).toBeLessThan(0.85 * at(95, 110));
  });
});

describe('a long top’s band collar', () => {
  // The synthetic figure: shoulder joints at row 80 (shoulder width 56), its neck's skin in
  // rows 66–71 between x 93 and 107.
  const person = drawPerson();
  const sw = body.shoulderWidth;
  const f = { centreAt: () => 100, sw, neckY: 74, hipY: 160, hemY: 240 };
  const collar = bandCollar(person, f, shoulderLine(person, f));
  const round = longTopShape(person, f);
  const banded = longTopShape(person, f, collar);
  const firstRow = (shape: Uint8Array, x: number) => {
    for (let y = 0; y < H; y += 1) if (shape[y * W + x]) return y;
    return -1;
  };

  it('hugs the neck: as wide as it is where it meets the shoulder line, plus the cloth', () => {
    expect(collar.c).toBeCloseTo(100, 0);
    expect(collar.half).toBeGreaterThan(7);
    expect(collar.half).toBeLessThan(10);
  });

  it('closes the round template’s scoop: the front rises to the neck’s base', () => {
    // The round neckline leaves the front open far below the shoulder joints.
    expect(firstRow(round, 100)).toBeGreaterThan(80);
    expect(firstRow(banded, 100)).toBeLessThan(75);
    // Beside the neck the collar stands above the shoulder line.
    const side = Math.round(100 - collar.half + 1);
    expect(firstRow(banded, side)).toBeLessThan(firstRow(round, side) - 3);
  });

  it('meets a shoulder that rises to its side, not a wedge of skin below it', () => {
    const line = shoulderLine(person, f);
    const beside = Math.round(100 - collar.half - 2);
    expect(firstRow(banded, beside)).toBeLessThan(Math.ceil(line(beside)) - 2);
    // Further out the shoulder line is the template's own.
    const out = Math.round(100 - collar.half - sw * 0.15);
    expect(firstRow(banded, out)).toBe(Math.ceil(line(out)));
  });

  it('stays below the chin of a head bowed towards it', () => {
    // The face's box reaching lower (a bowed head): the chin at 0.85 of it, row 74.
    const bowed = drawPerson();
    bowed.face = { x: 82, y: 40, width: 36, height: 40, score: 0.9 };
    const low = bandCollar(bowed, f, shoulderLine(bowed, f));
    const shape = longTopShape(bowed, f, low);
    expect(firstRow(banded, 100)).toBeLessThan(74);
    expect(firstRow(shape, 100)).toBeGreaterThanOrEqual(74);
    expect(firstRow(shape, Math.round(100 - low.half + 1))).toBeGreaterThanOrEqual(74);
  });

  it('is shaded as a collar: a dark opening at the front, its shadow below it', () => {
    const rgb = new Float32Array(W * H * 3).fill(200);
    shadeNeckline(collar, rgb, banded, W, H);
    const at = (x: number, y: number) => rgb[(y * W + x) * 3] ?? 0;
    const mask = collarMask(collar, banded, W, H);
    expect(mask[74 * W + 97]).toBe(1);
    expect(mask[90 * W + 97]).toBe(0);
    expect(at(100, 74)).toBeLessThan(0.8 * at(97, 74)); // the opening
    expect(at(97, 78)).toBeLessThan(0.9 * at(97, 90)); // the shadow under the base
    expect(at(60, 120)).toBe(200); // the body elsewhere keeps its light
  });
});

describe('a choli’s neckline', () => {
  // The synthetic figure (shoulder joints at row 80, shoulder width 56) in a choli that spans
  // its torso's rows; its photo's wearer showed a neckline 0.2 deep and 0.2 wide.
  const person = drawPerson();
  const f = { centreAt: () => 100, sw: body.shoulderWidth, neckY: 74, hipY: 160, hemY: 240 };
  const shape = new Uint8Array(W * H);
  for (let y = 70; y < 140; y += 1) for (let x = 74; x <= 126; x += 1) shape[y * W + x] = 1;
  const cut = cutCholiNeckline(person, f, { depth: 0.2, half: 0.2 }, shape);

  it('opens round at the centre, as deep and as wide as measured', () => {
    expect(cut).toBeGreaterThan(0);
    // 0.2 × 56 ≈ 11 px: open down to row 90 at the centre and 11 px either side at row 80.
    expect(shape[88 * W + 100]).toBe(0);
    expect(shape[93 * W + 100]).toBe(1);
    expect(shape[80 * W + 91]).toBe(0);
    expect(shape[80 * W + 87]).toBe(1);
    // Narrower lower down, as a round neckline is.
    expect(shape[90 * W + 94]).toBe(1);
  });

  it('leaves the choli’s sides and everything below it', () => {
    expect(shape[75 * W + 76]).toBe(1);
    expect(shape[120 * W + 100]).toBe(1);
  });
});
