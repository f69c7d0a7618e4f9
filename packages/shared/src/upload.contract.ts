import { z } from 'zod';
import { dataOf, safeText } from './common.contract';

/** Where an upload goes; the studio uses the two vton folders (spec §7 Upload). */
export const UPLOAD_FOLDERS = ['vton-persons', 'vton-garments', 'uploads'] as const;
export const UploadFolderSchema = z.enum(UPLOAD_FOLDERS);
export type UploadFolder = z.infer<typeof UploadFolderSchema>;

/**
 * What is stored: uploads are decoded and re-encoded as JPEG or PNG. Decided by decoding the
 * bytes on the server, never by the name or declared type.
 */
export const UPLOAD_ACCEPTED_TYPES = ['image/jpeg', 'image/png'] as const;
/** What may be uploaded: JPEG, PNG, WebP and AVIF (re-encoded to JPEG or PNG on arrival). */
export const UPLOAD_INPUT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export const UPLOAD_ACCEPT_ATTRIBUTE =
  '.jpg,.jpeg,.png,.webp,.avif,image/jpeg,image/png,image/webp,image/avif';
/** The studio's hint under the upload boxes (issue 13 §4). */
export const UPLOAD_HINT = 'JPG, PNG or WebP, up to 10MB';
/** Most files one upload request may carry. */
export const UPLOAD_MAX_FILES = 4;

export const UploadedFileSchema = z
  .object({
    id: z.uuid(),
    /** Short-lived signed URL; it only works for the owner (send your token or API key). */
    url: z.string(),
    key: z.string(),
    folder: UploadFolderSchema,
    contentType: z.enum(UPLOAD_ACCEPTED_TYPES),
    width: z.number().int(),
    height: z.number().int(),
    bytes: z.number().int(),
  })
  .meta({ id: 'UploadedFile' });
export type UploadedFile = z.infer<typeof UploadedFileSchema>;

export const UploadResponseSchema = dataOf(z.array(UploadedFileSchema));
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

export const FileQuerySchema = z.object({
  exp: z.coerce.number().int(),
  sig: safeText(128, { trim: false }).min(1),
  /** `1` asks for `Content-Disposition: attachment`. */
  download: z.enum(['0', '1']).optional(),
});
