import { randomUUID } from 'node:crypto';
import type { User } from '@drape/shared/auth.contract';
import { PROFILE_PHOTO_MAX_BYTES, PROFILE_PHOTO_MAX_MB } from '@drape/shared/constants';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { toPublicUser } from './users.mapper';
import { findUserById, updateUser } from './users.repo';

export const AVATAR_SIZE = 256;
const ACCEPTED_TYPES = new Set(['image/jpeg', 'image/png']);
export const AVATAR_TOO_LARGE = `Profile photo must be less than ${PROFILE_PHOTO_MAX_MB}MB`;

/**
 * Decodes the upload (JPG or PNG only), squares it to 256×256 and re-encodes it as a JPEG. The
 * re-encode drops every byte of the original file, metadata (EXIF, GPS) included.
 */
export async function normaliseAvatar(input: Buffer): Promise<Buffer> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 }).metadata());
  } catch {
    throw new AppError('INVALID_IMAGE', 'The file is not a readable image');
  }
  if (format !== 'jpeg' && format !== 'png') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Profile photo must be a JPG or PNG image');
  }
  try {
    return await sharp(input, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE', 'The file is not a readable image');
  }
}

export async function updateAvatar(
  deps: Pick<AppDeps, 'db' | 'storage' | 'log'>,
  userId: string,
  file: { data: Buffer; mimetype: string },
): Promise<User> {
  if (file.data.length > PROFILE_PHOTO_MAX_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', AVATAR_TOO_LARGE);
  if (!ACCEPTED_TYPES.has(file.mimetype)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Profile photo must be a JPG or PNG image');
  }
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  const jpeg = await normaliseAvatar(file.data);
  const key = `u/${userId}/avatar/${randomUUID()}.jpg`;
  await deps.storage.put(key, jpeg, 'image/jpeg');
  const updated = await updateUser(deps.db, userId, { avatarKey: key });
  if (!updated) {
    await deps.storage.delete(key);
    throw new AppError('NOT_FOUND', 'User not found');
  }
  if (user.avatarKey && user.avatarKey !== key) {
    await deps.storage
      .delete(user.avatarKey)
      .catch((err: unknown) => deps.log.warn({ err, userId }, 'old avatar not deleted'));
  }
  return toPublicUser(updated);
}

/** The caller's avatar JPEG; 404 when they have none. */
export async function getAvatar(
  deps: Pick<AppDeps, 'db' | 'storage'>,
  userId: string,
): Promise<Buffer> {
  const user = await findUserById(deps.db, userId);
  const bytes = user?.avatarKey ? await deps.storage.get(user.avatarKey) : null;
  if (!bytes) throw new AppError('NOT_FOUND', 'No profile photo');
  return bytes;
}
