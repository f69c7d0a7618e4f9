import sharp from 'sharp';
import type { PeopleDetection } from '../local/person/detect-people';
import type { Subject } from './subject';

/**
 * Version of the cut-out (detection + refined matte + cleaned edge colours). Stored cut-outs are
 * keyed by it: change it whenever the matte or foreground algorithm changes, so no process reuses
 * a cut-out the current code would not make.
 */
export const CUT_OUT_VERSION = 'cutout-1';

interface CutOutMeta {
  version: string;
  width: number;
  height: number;
  detection: Omit<PeopleDetection, 'matte'> & { matte: { width: number; height: number } };
  box: Subject['box'];
  touches: Subject['touches'];
}

const to8 = (v: number) => Math.max(0, Math.min(255, Math.round(v * 255)));

/**
 * A cut-out as bytes other processes can reuse: a 4-byte length, JSON (pose, faces, box), the
 * coarse matte as 8-bit grey PNG, and the foreground colours with the refined matte as an RGBA
 * PNG (8 bits a channel: finer than the JPEG the shot ends as).
 */
export async function encodeCutOut(subject: Subject): Promise<Buffer> {
  const { width, height } = subject.alpha;
  const rgba = Buffer.alloc(width * height * 4);
  const [r, g, b] = subject.foreground;
  for (let i = 0; i < width * height; i += 1) {
    rgba[i * 4] = to8(r?.[i] ?? 0);
    rgba[i * 4 + 1] = to8(g?.[i] ?? 0);
    rgba[i * 4 + 2] = to8(b?.[i] ?? 0);
    rgba[i * 4 + 3] = to8(subject.alpha.data[i] ?? 0);
  }
  const coarse = subject.detection.matte;
  const grey = Buffer.alloc(coarse.data.length);
  for (let i = 0; i < grey.length; i += 1) grey[i] = to8(coarse.data[i] ?? 0);
  const meta: CutOutMeta = {
    version: CUT_OUT_VERSION,
    width,
    height,
    detection: { ...subject.detection, matte: { width: coarse.width, height: coarse.height } },
    box: subject.box,
    touches: subject.touches,
  };
  const raw = (c: 1 | 4, w: number, h: number) => ({ raw: { width: w, height: h, channels: c } });
  const png = (data: Buffer, c: 1 | 4, w: number, h: number) =>
    sharp(data, raw(c, w, h))
      .png({ compressionLevel: 6 })
      .toBuffer();
  const parts = [
    Buffer.from(JSON.stringify(meta)),
    await png(grey, 1, coarse.width, coarse.height),
    await png(rgba, 4, width, height),
  ];
  const header = Buffer.alloc(12);
  parts.forEach((p, i) => header.writeUInt32BE(p.length, i * 4));
  return Buffer.concat([header, ...parts]);
}

async function rawPixels(png: Buffer, channels: 1 | 4): Promise<Buffer> {
  const decoded = channels === 4 ? sharp(png).ensureAlpha() : sharp(png).extractChannel(0);
  const out = await decoded.raw().toBuffer({ resolveWithObject: true });
  if (out.info.channels !== channels) throw new Error('stored cut-out has the wrong channels');
  return out.data;
}

/**
 * The cut-out of `image` (the decoded source) from stored bytes; null when they were made by
 * another version of the algorithm or for another size of photo (then it is made again).
 */
export async function decodeCutOut(
  bytes: Buffer,
  image: Subject['image'],
): Promise<Subject | null> {
  const lengths = [0, 4, 8].map((o) => bytes.readUInt32BE(o));
  const [metaBytes, coarsePng, rgbaPng] = lengths.map((len, i) => {
    const start = 12 + lengths.slice(0, i).reduce((s, l) => s + l, 0);
    return bytes.subarray(start, start + len);
  });
  const meta = JSON.parse(String(metaBytes)) as CutOutMeta;
  if (meta.version !== CUT_OUT_VERSION) return null;
  if (meta.width !== image.width || meta.height !== image.height) return null;
  const n = meta.width * meta.height;
  const rgba = await rawPixels(rgbaPng!, 4);
  const grey = await rawPixels(coarsePng!, 1);
  const planes = [0, 1, 2, 3].map((c) => {
    const plane = new Float32Array(n);
    for (let i = 0; i < n; i += 1) plane[i] = rgba[i * 4 + c]! / 255;
    return plane;
  });
  const { width: mw, height: mh } = meta.detection.matte;
  const matte = { data: new Float32Array(grey.length), width: mw, height: mh };
  for (let i = 0; i < grey.length; i += 1) matte.data[i] = grey[i]! / 255;
  return {
    image,
    detection: { ...meta.detection, matte },
    alpha: { data: planes[3]!, width: meta.width, height: meta.height },
    foreground: planes.slice(0, 3),
    box: meta.box,
    touches: meta.touches,
  };
}
