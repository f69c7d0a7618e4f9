import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { GarmentModel } from './garment-analysis';

// 7: a swatch marks its filled backdrop as occluded (older entries lack it).
// 8: a worn top records whether its neckline is high (highNeck).
// 9: a worn one-piece records its choli's neckline.
const FORMAT_VERSION = 10;

export function hashGarment(bytes: Buffer, category: string, workSize: number): string {
  return createHash('sha256')
    .update(`v${FORMAT_VERSION}:${category}:${workSize}:`)
    .update(bytes)
    .digest('hex');
}

/**
 * Garment analysis depends only on the garment photo, so it is cached by content hash: an LRU in
 * memory and, when a directory is given, a disk copy shared by workers on the same machine.
 */
export class GarmentCache {
  private readonly entries = new Map<string, GarmentModel>();

  constructor(
    private readonly maxEntries: number,
    private readonly dir?: string,
  ) {}

  async find(key: string): Promise<GarmentModel | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const fromDisk = this.dir ? await readEntry(join(this.dir, `${key}.bin`)) : undefined;
    if (fromDisk) this.remember(key, fromDisk);
    return fromDisk;
  }

  async store(key: string, model: GarmentModel): Promise<void> {
    this.remember(key, model);
    if (!this.dir) return;
    await mkdir(this.dir, { recursive: true });
    const file = join(this.dir, `${key}.bin`);
    const tmp = `${file}.${process.pid}.tmp`;
    await writeFile(tmp, serialise(model));
    await rename(tmp, file);
  }

  private remember(key: string, model: GarmentModel): void {
    if (this.maxEntries <= 0) return;
    this.entries.set(key, model);
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** Layout: 4-byte header length, JSON header, then texture, alpha, parts (and occluded) arrays. */
function serialise(m: GarmentModel): Buffer {
  const header = Buffer.from(
    JSON.stringify({
      v: FORMAT_VERSION,
      kind: m.kind,
      width: m.width,
      height: m.height,
      anchors: m.anchors,
      colour: m.colour,
      tiles: m.tiles,
      sleeveReach: m.sleeveReach,
      highNeck: m.highNeck,
      neckline: m.neckline,
      wearerSkin: m.wearerSkin,
      headInProfile: m.headInProfile,
      hasOccluded: m.occluded !== undefined,
    }),
  );
  const size = Buffer.alloc(4);
  size.writeUInt32LE(header.length);
  const bytes = (a: Float32Array | Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength);
  const arrays = [bytes(m.texture), bytes(m.alpha.data), bytes(m.parts)];
  if (m.occluded) arrays.push(bytes(m.occluded));
  return Buffer.concat([size, header, ...arrays]);
}

async function readEntry(file: string): Promise<GarmentModel | undefined> {
  let buf: Buffer;
  try {
    buf = await readFile(file);
  } catch {
    return undefined; // a miss: the entry was never written or was cleaned up
  }
  try {
    const headerLength = buf.readUInt32LE(0);
    const header = JSON.parse(buf.subarray(4, 4 + headerLength).toString('utf8')) as Omit<
      GarmentModel,
      'texture' | 'alpha' | 'parts' | 'occluded'
    > & { v: number; hasOccluded?: boolean };
    if (header.v !== FORMAT_VERSION) return undefined;
    const n = header.width * header.height;
    const copy = (start: number, length: number) =>
      new Uint8Array(buf.subarray(start, start + length));
    let at = 4 + headerLength;
    const texture = new Float32Array(copy(at, n * 12).buffer);
    at += n * 12;
    const alpha = new Float32Array(copy(at, n * 4).buffer);
    at += n * 4;
    const parts = copy(at, n);
    at += n;
    const { v: _version, hasOccluded, ...fields } = header;
    return {
      ...fields,
      texture,
      alpha: { data: alpha, width: header.width, height: header.height },
      parts,
      ...(hasOccluded ? { occluded: copy(at, n) } : {}),
    };
  } catch {
    return undefined; // a corrupt or truncated entry is recomputed and overwritten
  }
}
