import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const dir = join(dirname(fileURLToPath(import.meta.url)), 'fixtures');

/** Apache-2.0 pair from fashn-AI/fashn-vton-1.5 (see fixtures/NOTICE.md). */
export const readPersonFixture = (): Buffer => readFileSync(join(dir, 'person_01_fashn_model.jpg'));
export const readGarmentFixture = (): Buffer =>
  readFileSync(join(dir, 'garment_01_fashn_top.webp'));

export async function createSolidImage(
  width: number,
  height: number,
  colour: string,
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** A plain landscape: sky and ground, no person. */
export async function createLandscape(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="60%" fill="#8ec5ff"/><rect y="60%" width="100%" height="40%" fill="#4f8a3c"/>
    <circle cx="${width * 0.8}" cy="${height * 0.2}" r="${width * 0.08}" fill="#ffe27a"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A flat product shot of a T-shirt: red body and sleeves on white. */
export async function createFlatTee(
  width: number,
  height: number,
  colour = '#c81e1e',
): Promise<Buffer> {
  const w = width;
  const h = height;
  const path = `M ${w * 0.35} ${h * 0.1} L ${w * 0.65} ${h * 0.1} L ${w * 0.9} ${h * 0.25} L ${w * 0.82} ${h * 0.38}
    L ${w * 0.72} ${h * 0.32} L ${w * 0.72} ${h * 0.9} L ${w * 0.28} ${h * 0.9} L ${w * 0.28} ${h * 0.32}
    L ${w * 0.18} ${h * 0.38} L ${w * 0.1} ${h * 0.25} Z`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="100%" height="100%" fill="#ffffff"/>
    <path d="${path}" fill="${colour}"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

/** A flat product shot of a T-shirt printed with diagonal stripes of two colours, on white. */
export async function createPrintedTee(
  width: number,
  height: number,
  colours: [string, string] = ['#1f3fbf', '#f2c200'],
): Promise<Buffer> {
  const w = width;
  const h = height;
  const path = `M ${w * 0.35} ${h * 0.1} L ${w * 0.65} ${h * 0.1} L ${w * 0.9} ${h * 0.25} L ${w * 0.82} ${h * 0.38}
    L ${w * 0.72} ${h * 0.32} L ${w * 0.72} ${h * 0.9} L ${w * 0.28} ${h * 0.9} L ${w * 0.28} ${h * 0.32}
    L ${w * 0.18} ${h * 0.38} L ${w * 0.1} ${h * 0.25} Z`;
  const stripe = Math.max(4, Math.round(w / 24));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><pattern id="p" width="${stripe * 2}" height="${stripe * 2}" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
    <rect width="${stripe * 2}" height="${stripe * 2}" fill="${colours[0]}"/><rect width="${stripe}" height="${stripe * 2}" fill="${colours[1]}"/></pattern></defs>
    <rect width="100%" height="100%" fill="#ffffff"/><path d="${path}" fill="url(#p)"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 92 }).toBuffer();
}

export interface Decoded {
  data: Buffer;
  width: number;
  height: number;
}

export async function decode(image: Buffer): Promise<Decoded> {
  const { data, info } = await sharp(image)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mean RGB over a rectangle. */
export function meanRgb(
  img: Decoded,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): [number, number, number] {
  const acc = [0, 0, 0];
  let n = 0;
  for (let y = Math.round(y0); y < y1; y += 1) {
    for (let x = Math.round(x0); x < x1; x += 1) {
      const o = (y * img.width + x) * 3;
      acc[0] = (acc[0] ?? 0) + (img.data[o] ?? 0);
      acc[1] = (acc[1] ?? 0) + (img.data[o + 1] ?? 0);
      acc[2] = (acc[2] ?? 0) + (img.data[o + 2] ?? 0);
      n += 1;
    }
  }
  return [(acc[0] ?? 0) / n, (acc[1] ?? 0) / n, (acc[2] ?? 0) / n];
}

/** Mean absolute per-channel difference over a rectangle. */
export function meanAbsDiff(
  a: Decoded,
  b: Decoded,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): number {
  let sum = 0;
  let n = 0;
  for (let y = Math.round(y0); y < y1; y += 1) {
    for (let x = Math.round(x0); x < x1; x += 1) {
      const o = (y * a.width + x) * 3;
      for (let c = 0; c < 3; c += 1) sum += Math.abs((a.data[o + c] ?? 0) - (b.data[o + c] ?? 0));
      n += 3;
    }
  }
  return sum / n;
}
