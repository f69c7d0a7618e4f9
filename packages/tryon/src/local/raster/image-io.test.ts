import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodeRgb } from './image-io';

describe('decoding uploaded photos', () => {
  it('puts a transparent cut-out on white, whatever colour its hidden pixels hold', async () => {
    // A 100×100 product cut-out: a red square in the middle; around it fully transparent pixels
    // whose colour channels are black, as most background removers store them.
    const rgba = Buffer.alloc(100 * 100 * 4);
    for (let y = 0; y < 100; y += 1) {
      for (let x = 0; x < 100; x += 1) {
        const i = (y * 100 + x) * 4;
        const inside = x >= 30 && x < 70 && y >= 30 && y < 70;
        rgba[i] = inside ? 200 : 0;
        rgba[i + 3] = inside ? 255 : 0;
      }
    }
    const png = await sharp(rgba, { raw: { width: 100, height: 100, channels: 4 } })
      .png()
      .toBuffer();
    const image = await decodeRgb(png, 'garment');
    expect(image.channels).toBe(3);
    const at = (x: number, y: number) =>
      Array.from(image.data.slice((y * 100 + x) * 3, (y * 100 + x) * 3 + 3));
    expect(at(5, 5)).toEqual([255, 255, 255]);
    expect(at(50, 50)).toEqual([200, 0, 0]);
  });
});
