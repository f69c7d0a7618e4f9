import { describe, expect, it } from 'vitest';
import { body, H, W } from '../../../test/synthetic-figure';
import { createFloatMap } from '../raster/raster';
import { calibrateSkin } from './skin';
import { findSkin } from './skin-mask';

/** RGB from YCbCr (full range), so colours can be placed by their chroma. */
function rgb(y: number, cb: number, cr: number): [number, number, number] {
  return [
    y + 1.402 * (cr - 128),
    y - 0.344136 * (cb - 128) - 0.714136 * (cr - 128),
    y + 1.772 * (cb - 128),
  ];
}

describe('skin mask', () => {
  // A dark-skinned figure (face, bare arms) in a pale cream skirt that touches her hands: the
  // skirt's hue lies near the face's in CbCr, but it has little colour at all.
  const face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
  const skins = [147, 155, 163].map((cr) => rgb(98, 110, cr));
  const cream = rgb(210, 119, 133);
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inFace = Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
      const inArm = y >= 78 && y < 175 && ((x >= 52 && x < 74) || (x > 126 && x <= 148));
      const inSkirt = y >= 165 && y < 292 && x >= 50 && x <= 150;
      const colour = inFace || inArm ? skins[(x + y) % 3] : inSkirt ? cream : [178, 180, 184];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(colour?.[c] ?? 0);
      matte.data[i] = inFace || inArm || inSkirt ? 1 : 0;
    }
  }
  const image = { data, width: W, height: H, channels: 3 as const };
  const skin = findSkin(image, matte, calibrateSkin(image, face), body, face);
  const at = (x: number, y: number) => skin.data[y * W + x] ?? 0;

  it('keeps the bare arms and the face as skin', () => {
    expect(at(62, 120)).toBe(1);
    expect(at(100, 50)).toBe(1);
  });

  it('does not take a near-white garment touching the hands for skin', () => {
    expect(at(100, 250)).toBe(0);
    expect(at(60, 200)).toBe(0);
  });
});

describe('skin mask: light trousers on a dark-skinned man', () => {
  // Dark skin in soft light (luma ~70) and cream trousers (luma ~180) touching his hands: the
  // trousers' hue is within the face's skin model and their chroma is over a third of the face's,
  // but for their brightness they have a quarter of the face's colour (person_05, D14).
  const face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
  const skins = [137, 140, 143].map((cr) => rgb(70, 115, cr));
  const cream = rgb(180, 119, 134);
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inFace = Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
      const inArm = y >= 78 && y < 175 && ((x >= 52 && x < 74) || (x > 126 && x <= 148));
      const inTrousers = y >= 165 && y < 292 && x >= 50 && x <= 150;
      const colour = inFace || inArm ? skins[(x + y) % 3] : inTrousers ? cream : [178, 180, 184];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(colour?.[c] ?? 0);
      matte.data[i] = inFace || inArm || inTrousers ? 1 : 0;
    }
  }
  const image = { data, width: W, height: H, channels: 3 as const };
  const skin = findSkin(image, matte, calibrateSkin(image, face), body, face);
  const at = (x: number, y: number) => skin.data[y * W + x] ?? 0;

  it('keeps his arms and face as skin', () => {
    expect(at(62, 120)).toBe(1);
    expect(at(137, 150)).toBe(1);
    expect(at(100, 50)).toBe(1);
  });

  it('does not take the cream trousers for skin', () => {
    expect(at(100, 250)).toBe(0);
    expect(at(60, 200)).toBe(0);
  });
});

describe('skin mask: a cream outfit in warm light beside bare skin', () => {
  // Warm night light gives cream cloth the face's hue (D18): the face in shade (luma ~100,
  // saturation ~0.23), bare arms of the same skin, a cream top and skirt (luma ~200, chroma ~16:
  // within the skin model and over a third of the face's chroma) touching the hands, and a bare
  // midriff between them that touches neither arms nor face.
  const face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
  const skins = [140, 144, 148].map((cr) => rgb(100, 111, cr));
  const inFace = (x: number, y: number) => Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
  const inArm = (x: number, y: number) =>
    y >= 78 && y < 175 && ((x >= 52 && x < 70) || (x > 130 && x <= 148));
  const inMidriff = (x: number, y: number) => y >= 118 && y < 150 && x >= 76 && x <= 124;
  const inTop = (x: number, y: number) => y >= 72 && y < 118 && x >= 74 && x <= 126;
  const inSkirt = (x: number, y: number) => y >= 150 && y < 292 && x >= 50 && x <= 150;

  function skinOf(cloth: [number, number, number]) {
    const data = new Uint8Array(W * H * 3);
    const matte = createFloatMap(W, H);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const i = y * W + x;
        const bare = inFace(x, y) || inArm(x, y) || inMidriff(x, y);
        const dressed = !bare && (inTop(x, y) || inSkirt(x, y));
        const colour = bare ? skins[(x + y) % 3] : dressed ? cloth : [40, 60, 70];
        for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(colour?.[c] ?? 0);
        matte.data[i] = bare || dressed ? 1 : 0;
      }
    const image = { data, width: W, height: H, channels: 3 as const };
    const skin = findSkin(image, matte, calibrateSkin(image, face), body, face);
    return (x: number, y: number) => skin.data[y * W + x] ?? 0;
  }

  it('takes the cream cloth for cloth, however warm its hue', () => {
    const at = skinOf(rgb(200, 116, 138));
    expect(at(100, 95)).toBe(0);
    expect(at(100, 250)).toBe(0);
    expect(at(60, 200)).toBe(0);
  });

  it('keeps the arms, the face and the bare midriff as skin', () => {
    for (const cloth of [rgb(200, 116, 138), rgb(70, 160, 110)]) {
      const at = skinOf(cloth);
      expect(at(60, 120)).toBe(1);
      expect(at(140, 150)).toBe(1);
      expect(at(100, 50)).toBe(1);
      expect(at(100, 135)).toBe(1);
    }
  });
});

describe('skin mask: bare legs below shorts', () => {
  // A man in a white tank top and shorts (vton-dev D12, D13): his shins touch no seed (face,
  // neck, hands), so they were not skin, and a long top's replace took them for the old outfit
  // and painted flat skin-coloured blocks below its hem. His face's colour is vton person_01's;
  // the khaki chinos pass the skin test on their own (score 0.99) but are 8 a*b* off his hue.
  const face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
  const skins: [number, number, number][] = [
    [191, 131, 95],
    [186, 127, 92],
    [195, 134, 98],
  ];
  const inFace = (x: number, y: number) => Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
  const inArm = (x: number, y: number) =>
    y >= 78 && y < 175 && ((x >= 52 && x < 74) || (x > 126 && x <= 148));
  const inTop = (x: number, y: number) => y >= 72 && y < 150 && x >= 74 && x <= 126;
  const inShorts = (x: number, y: number) => y >= 150 && y < 205 && x >= 76 && x <= 124;
  const inLeg = (x: number, y: number) =>
    y >= 205 && y < 300 && ((x >= 78 && x <= 94) || (x >= 106 && x <= 122));

  function skinOf(legs: 'bare' | [number, number, number]) {
    const data = new Uint8Array(W * H * 3);
    const matte = createFloatMap(W, H);
    for (let y = 0; y < H; y += 1)
      for (let x = 0; x < W; x += 1) {
        const i = y * W + x;
        const own = skins[(x + y) % 3];
        const leg = inLeg(x, y);
        const colour =
          inFace(x, y) || inArm(x, y) || (leg && legs === 'bare')
            ? own
            : leg && legs !== 'bare'
              ? legs
              : inTop(x, y) || inShorts(x, y)
                ? [238, 236, 232]
                : [150, 160, 170];
        for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(colour?.[c] ?? 0);
        matte.data[i] = inFace(x, y) || inArm(x, y) || inTop(x, y) || inShorts(x, y) || leg ? 1 : 0;
      }
    const image = { data, width: W, height: H, channels: 3 as const };
    const skin = findSkin(image, matte, calibrateSkin(image, face), body, face);
    return (x: number, y: number) => skin.data[y * W + x] ?? 0;
  }

  it('takes bare shins in the face’s hue for skin, down the whole leg', () => {
    const at = skinOf('bare');
    for (const [x, y] of [
      [86, 210],
      [86, 260],
      [114, 295],
    ] as const)
      expect(at(x, y)).toBe(1);
    expect(at(100, 180)).toBe(0); // the shorts
  });

  it('does not take khaki trousers for skin, though they pass the skin test', () => {
    const at = skinOf([205, 160, 115]);
    expect(at(86, 260)).toBe(0);
    expect(at(114, 260)).toBe(0);
    expect(at(62, 120)).toBe(1); // his arm still is
  });
});

describe('skin mask: a cold-shoulder top', () => {
  // A white top with sleeves to the elbow and a cut-out at each shoulder: the cut-outs' skin is
  // lit and paler than the face, and touches no seed (neither hand nor neck), as on vton
  // person_02. A patch of the same colour on the chest is a print, not skin.
  const face = { x: 82, y: 21, width: 36, height: 48, score: 0.9 };
  const faceSkin = [148, 150, 152].map((cr) => rgb(150, 110, cr));
  const paleSkin = rgb(200, 112, 144);
  const white = rgb(235, 128, 128);
  const data = new Uint8Array(W * H * 3);
  const matte = createFloatMap(W, H);
  const inCutout = (x: number, y: number) =>
    y >= 82 && y < 96 && ((x >= 60 && x < 72) || (x > 128 && x <= 140));
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const i = y * W + x;
      const inFace = Math.hypot((x - 100) / 18, (y - 45) / 24) <= 1;
      const inForearm = y >= 128 && y < 175 && ((x >= 52 && x < 70) || (x > 130 && x <= 148));
      const inTop = y >= 72 && y < 128 && x >= 52 && x <= 148;
      const inPrint = y >= 110 && y < 122 && x >= 94 && x < 106;
      const colour = inFace
        ? faceSkin[(x + y) % 3]
        : inForearm || inCutout(x, y) || inPrint
          ? paleSkin
          : inTop
            ? white
            : [120, 124, 130];
      for (let c = 0; c < 3; c += 1) data[i * 3 + c] = Math.round(colour?.[c] ?? 0);
      matte.data[i] = inFace || inForearm || inTop ? 1 : 0;
    }
  }
  const image = { data, width: W, height: H, channels: 3 as const };
  const skin = findSkin(image, matte, calibrateSkin(image, face), body, face);
  const at = (x: number, y: number) => skin.data[y * W + x] ?? 0;

  it('keeps the cut-outs on the shoulders as skin', () => {
    expect(at(62, 150)).toBe(1);
    expect(at(66, 88)).toBe(1);
    expect(at(134, 88)).toBe(1);
  });

  it('leaves the sleeves and a skin-coloured print on the chest to the top', () => {
    expect(at(60, 110)).toBe(0);
    expect(at(100, 100)).toBe(0);
    expect(at(100, 116)).toBe(0);
  });
});
