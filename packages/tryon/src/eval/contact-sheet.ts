import sharp, { type OverlayOptions } from 'sharp';

export const TILE_W = 192;
export const TILE_H = 256;
const PER_ROW = 3;

const tile = (input: Buffer) =>
  sharp(input).resize(TILE_W, TILE_H, { fit: 'contain', background: '#777' }).png().toBuffer();

function label(text: string): Buffer {
  const safe = text.replace(/[<>&]/g, ' ');
  return Buffer.from(
    `<svg width="${TILE_W * 3}" height="18"><rect width="100%" height="100%" fill="#000" opacity="0.6"/>` +
      `<text x="4" y="13" font-family="DejaVu Sans" font-size="12" fill="#fff">${safe}</text></svg>`,
  );
}

export interface SheetEntry {
  caption: string;
  person: Buffer;
  garment: Buffer;
  result: Buffer | undefined;
}

/** person | garment | result triples, three per row, each captioned with its numbers. */
export async function writeContactSheet(entries: SheetEntry[], file: string): Promise<void> {
  const cellW = TILE_W * 3 + 8;
  const rows = Math.max(1, Math.ceil(entries.length / PER_ROW));
  const layers: OverlayOptions[] = [];
  for (const [i, e] of entries.entries()) {
    const left = (i % PER_ROW) * cellW;
    const top = Math.floor(i / PER_ROW) * (TILE_H + 4);
    const images = [e.person, e.garment, e.result];
    for (const [c, img] of images.entries())
      if (img) layers.push({ input: await tile(img), left: left + c * TILE_W, top });
    layers.push({ input: label(e.caption), left, top: top + TILE_H - 18 });
  }
  await sharp({
    create: {
      width: cellW * Math.min(PER_ROW, Math.max(1, entries.length)),
      height: rows * (TILE_H + 4),
      channels: 3,
      background: '#333',
    },
  })
    .composite(layers)
    .png()
    .toFile(file);
}
