import { randomUUID } from 'node:crypto';
import type { UploadedFile, UploadFolder } from '@drape/shared/upload.contract';
import type { UploadRow } from '../../db/schema/uploads';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { checkFileSignature, ownerOfKey, signFileUrl } from './signed-url';
import { normaliseImage } from './uploads.image';
import * as repo from './uploads.repo';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config' | 'log'>;

export interface IncomingFile {
  filename: string;
  data: Buffer;
}

/** Refuses names that try to say where a file goes; stored names are always generated. */
export function assertSafeFileName(name: string): void {
  if (
    name.length > 255 ||
    /[/\\\0]/.test(name) ||
    name.split(/[/\\]/).includes('..') ||
    name.includes('..') ||
    // eslint-disable-next-line no-control-regex
    /[\u0000-\u001f]/.test(name)
  ) {
    throw new AppError('BAD_REQUEST', `Invalid file name "${name.slice(0, 80)}"`);
  }
}

export function toUploadedFile(config: Deps['config'], row: UploadRow): UploadedFile {
  return {
    id: row.id,
    url: signFileUrl(config, row.storageKey),
    key: row.storageKey,
    folder: row.folder as UploadFolder,
    contentType: row.contentType as UploadedFile['contentType'],
    width: row.width,
    height: row.height,
    bytes: row.bytes,
  };
}

/**
 * Validates every file first, then stores them, then records them; any failure removes what was
 * already written, so a rejected request leaves nothing behind.
 */
export async function saveUploads(
  deps: Deps,
  userId: string,
  files: IncomingFile[],
  folder: UploadFolder,
): Promise<UploadedFile[]> {
  if (files.length === 0) {
    throw new AppError('BAD_REQUEST', 'No file received. Send the image in a field named "file".');
  }
  const images = [];
  for (const file of files) {
    assertSafeFileName(file.filename);
    images.push(await normaliseImage(file.data, deps.config.UPLOAD_MAX_PIXELS, file.filename));
  }
  const rows = images.map((img) => ({
    id: randomUUID(),
    userId,
    storageKey: `u/${userId}/${folder}/${randomUUID()}.${img.ext}`,
    folder,
    contentType: img.contentType,
    width: img.width,
    height: img.height,
    bytes: img.data.length,
  }));
  const written: string[] = [];
  try {
    for (const [i, row] of rows.entries()) {
      await deps.storage.put(row.storageKey, images[i]!.data, row.contentType);
      written.push(row.storageKey);
    }
    const saved = await repo.insertUploads(deps.db, rows);
    return saved.map((row) => toUploadedFile(deps.config, row));
  } catch (err) {
    await Promise.all(written.map((key) => deps.storage.delete(key).catch(() => undefined)));
    throw err;
  }
}

/** Removes uploads made by a request that then failed (e.g. a multipart generate without credit). */
export async function discardUploads(deps: Deps, userId: string, files: UploadedFile[]) {
  await repo.deleteUploadsByIds(
    deps.db,
    userId,
    files.map((f) => f.id),
  );
  await Promise.all(files.map((f) => deps.storage.delete(f.key).catch(() => undefined)));
}

/** The caller's upload stored under `key`, or null (someone else's or unknown). */
export async function findOwnedUpload(deps: Pick<AppDeps, 'db'>, userId: string, key: string) {
  return repo.findUploadByKey(deps.db, userId, key);
}

/** The caller's upload with this id, or null (someone else's or unknown). */
export async function findOwnedUploadById(deps: Pick<AppDeps, 'db'>, userId: string, id: string) {
  return repo.findUploadById(deps.db, userId, id);
}

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** The bytes behind a signed URL, for its owner only. */
export async function readSignedFile(
  deps: Deps,
  userId: string,
  key: string,
  exp: number,
  sig: string,
): Promise<{ data: Buffer; contentType: string; expiresAt: number }> {
  const check = checkFileSignature(deps.config, key, exp, sig);
  if (check === 'invalid') throw new AppError('FORBIDDEN', 'This file link is not valid');
  if (check === 'expired') {
    throw new AppError('FORBIDDEN', 'This file link has expired; reload the page for a new one');
  }
  // Someone else's file looks exactly like a missing one.
  if (ownerOfKey(key) !== userId) throw new AppError('NOT_FOUND', 'File not found');
  const data = await deps.storage.get(key);
  if (!data) throw new AppError('NOT_FOUND', 'File not found');
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return {
    data,
    contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream',
    expiresAt: exp * 1000,
  };
}
