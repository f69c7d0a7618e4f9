import { Readable } from 'node:stream';
import yazl from 'yazl';
import { MANIFEST_COLUMNS } from '@drape/shared/photoshoots.contract';
import type { PhotoshootImageRow, PhotoshootRow } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { slugOf } from './photoshoots.cast';
import * as repo from './photoshoots.repo';
import { getShootRow } from './photoshoots.service';

type Deps = Pick<AppDeps, 'db' | 'storage'>;

/** A folder name from a SKU: its own letters kept, anything unsafe in a path replaced. */
function skuFolders(shoot: PhotoshootRow): string[] {
  const seen = new Set<string>();
  return shoot.garments.map((g, i) => {
    const base =
      g.sku.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^[-.]+|[-.]+$/g, '') || `garment-${i + 1}`;
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}-${n}`;
    seen.add(name.toLowerCase());
    return name;
  });
}

const csvCell = (value: string | number | null) => {
  let text = value === null ? '' : String(value);
  if (/^[=+@\t\r]/.test(text)) text = `'${text}`; // no formulas when opened in a spreadsheet
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Archive paths: `<sku>/<model>-<backdrop>-<shot>.jpg` (slugs unique within the shoot). */
export function archivePaths(shoot: PhotoshootRow, images: PhotoshootImageRow[]) {
  const folders = skuFolders(shoot);
  const slug = (list: PhotoshootRow['models'], id: string) =>
    list.find((c) => c.id === id)?.slug ?? slugOf(id, 'item');
  return images.map((i) => ({
    image: i,
    path: `${folders[i.garmentIndex]}/${slug(shoot.models, i.modelId)}-${slug(shoot.backdrops, i.backdropId)}-${i.shot}.jpg`,
  }));
}

function manifestOf(shoot: PhotoshootRow, entries: ReturnType<typeof archivePaths>): Buffer {
  const name = (list: PhotoshootRow['models'], id: string) =>
    list.find((c) => c.id === id)?.name ?? id;
  const lines = [MANIFEST_COLUMNS.join(',')];
  for (const { image: i, path } of entries) {
    const g = shoot.garments[i.garmentIndex];
    const row = [
      i.status === 'COMPLETED' ? path : null,
      g?.sku ?? null,
      g?.name ?? null,
      name(shoot.models, i.modelId),
      name(shoot.backdrops, i.backdropId),
      i.shot,
      i.status,
      i.width,
      i.height,
      i.id,
    ];
    lines.push(row.map(csvCell).join(','));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

/**
 * The shoot as a ZIP, streamed: each image is read from storage only when the archive reaches it
 * (stored, not re-compressed: JPEGs do not shrink), then manifest.csv listing every image.
 */
export async function streamArchive(deps: Deps, userId: string, shootId: string) {
  const shoot = await getShootRow(deps, userId, shootId);
  const entries = archivePaths(shoot, await repo.listImages(deps.db, shootId));
  if (!entries.some((e) => e.image.status === 'COMPLETED')) {
    throw new AppError('CONFLICT', 'This photoshoot has no finished images yet');
  }
  const zip = new yazl.ZipFile();
  for (const { image, path } of entries) {
    const key = image.resultKey;
    if (image.status !== 'COMPLETED' || !key) continue;
    const mtime = image.completedAt ?? shoot.createdAt;
    zip.addReadStreamLazy(path, { compress: false, mtime }, (cb) => {
      deps.storage.get(key).then(
        (data) =>
          data ? cb(null, Readable.from([data])) : cb(new Error(`missing ${key}`), null as never),
        (err: unknown) => cb(err, null as never),
      );
    });
  }
  zip.addBuffer(manifestOf(shoot, entries), 'manifest.csv', { mtime: new Date() });
  zip.end();
  const filename = `photoshoot-${slugOf(shoot.name ?? '', shoot.id.slice(0, 8))}.zip`;
  return { stream: zip.outputStream, filename };
}
