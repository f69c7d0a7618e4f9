import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { keyFromFileUrl } from '../uploads/signed-url';
import { makeThumbnail, normaliseImage } from '../uploads/uploads.image';
import { findOwnedUpload, findOwnedUploadById } from '../uploads/uploads.service';

type Deps = Pick<AppDeps, 'db' | 'storage' | 'config'>;

/** An image a request names: an upload URL (or key), an upload id, or a multipart file. */
export interface ImageRef {
  imageUrl?: string;
  uploadId?: string;
  file?: { filename: string; data: Buffer };
}

export interface ResolvedImage {
  data: Buffer;
  contentType: 'image/jpeg' | 'image/png';
  ext: 'jpg' | 'png';
  /** The storage key when the image is one of the user's uploads (not copied then). */
  uploadKey: string | null;
}

const notFound = () => new AppError('NOT_FOUND', 'Image not found. Please upload it again.');

/** The storage key of the user's own upload named by URL or id; 404 for anyone else's. */
export async function ownedUploadKey(deps: Deps, userId: string, ref: ImageRef): Promise<string> {
  if (ref.uploadId) {
    const row = await findOwnedUploadById(deps, userId, ref.uploadId);
    if (!row) throw notFound();
    return row.storageKey;
  }
  const key = keyFromFileUrl(ref.imageUrl ?? '');
  if (!key) {
    const message = 'imageUrl must be an image URL returned by /v1/upload';
    throw new AppError('VALIDATION_ERROR', message, { fieldErrors: { imageUrl: [message] } });
  }
  const row = await findOwnedUpload(deps, userId, key);
  if (!row) throw notFound();
  return row.storageKey;
}

/** The bytes of the image, decoded and checked (a text file is refused with 415). */
export async function resolveImage(deps: Deps, userId: string, ref: ImageRef) {
  if (ref.file) {
    const img = await normaliseImage(
      ref.file.data,
      deps.config.UPLOAD_MAX_PIXELS,
      ref.file.filename,
    );
    return { data: img.data, contentType: img.contentType, ext: img.ext, uploadKey: null };
  }
  const key = await ownedUploadKey(deps, userId, ref);
  const data = await deps.storage.get(key);
  if (!data) throw notFound();
  const png = key.endsWith('.png');
  return {
    data,
    contentType: png ? 'image/png' : 'image/jpeg',
    ext: png ? 'png' : 'jpg',
    uploadKey: key,
  } satisfies ResolvedImage;
}

/** Stores the image and a thumbnail under the user's folder; returns both keys. */
export async function storeWithThumbnail(
  deps: Deps,
  userId: string,
  folder: string,
  image: ResolvedImage,
) {
  const id = randomUUID();
  const imageKey = `u/${userId}/${folder}/${id}.${image.ext}`;
  const thumbnailKey = `u/${userId}/${folder}/${id}-thumb.jpg`;
  await deps.storage.put(imageKey, image.data, image.contentType);
  try {
    await deps.storage.put(thumbnailKey, await makeThumbnail(image.data), 'image/jpeg');
  } catch (err) {
    await deps.storage.delete(imageKey).catch(() => undefined);
    throw err;
  }
  return { imageKey, thumbnailKey };
}

export async function deleteStored(deps: Pick<AppDeps, 'storage'>, keys: (string | null)[]) {
  await Promise.all(
    keys.filter((k): k is string => !!k).map((k) => deps.storage.delete(k).catch(() => undefined)),
  );
}
