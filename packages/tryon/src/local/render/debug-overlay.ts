import sharp from 'sharp';
import type { LocalDebugInfo } from '../local-engine';

/**
 * Person photo with the masks the engine used (red: old garment it replaced, blue: skin it kept,
 * green: new layer's coverage), the body quad and the keypoints — for the CLI's --debug.
 */
export async function renderDebugOverlay(debug: LocalDebugInfo): Promise<Buffer> {
  const { person, layer } = debug;
  const { width, height } = person.image;
  const tint = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    const o = i * 4;
    tint[o] = (person.oldGarment.data[i] ?? 0) > 0.5 ? 255 : 0;
    tint[o + 1] = (layer.coverage.data[i] ?? 0) > 0.5 ? 255 : 0;
    tint[o + 2] = (person.skin.data[i] ?? 0) > 0.5 ? 255 : 0;
    tint[o + 3] = tint[o] || tint[o + 1] || tint[o + 2] ? 90 : 0;
  }
  const tintPng = await sharp(tint, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
  const { quad } = person;
  const points = Object.entries(person.body).filter(
    (e): e is [string, { x: number; y: number }] => typeof e[1] === 'object' && e[1] !== null,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <polygon points="${[quad.tl, quad.tr, quad.br, quad.bl].map((p) => `${p.x},${p.y}`).join(' ')}" fill="none" stroke="yellow" stroke-width="2"/>
    ${points.map(([name, p]) => `<circle cx="${p.x}" cy="${p.y}" r="5" fill="${name.endsWith('L') ? 'cyan' : 'magenta'}"/>`).join('')}
  </svg>`;
  return sharp(person.image.data, { raw: { width, height, channels: 3 } })
    .composite([{ input: tintPng }, { input: Buffer.from(svg) }])
    .png()
    .toBuffer();
}
