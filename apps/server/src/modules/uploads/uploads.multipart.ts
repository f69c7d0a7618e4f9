import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { IncomingFile } from './uploads.service';

export interface MultipartImages {
  files: { field: string; file: IncomingFile }[];
  fields: Record<string, string>;
}

function tooLarge(maxBytes: number) {
  const mb = Math.round(maxBytes / (1024 * 1024));
  return new AppError('PAYLOAD_TOO_LARGE', `File is too large. Maximum size is ${mb}MB`);
}

/**
 * Reads a multipart body into memory (files are small: the size limit applies while streaming),
 * accepting files only in `fileFields`. Nothing is stored here.
 */
export async function readMultipartImages(
  request: FastifyRequest,
  maxBytes: number,
  fileFields: string[],
): Promise<MultipartImages> {
  if (!request.isMultipart()) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the image as multipart/form-data in a field named "file"',
    );
  }
  const files: MultipartImages['files'] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = String(part.value);
        continue;
      }
      const data = await part.toBuffer();
      if (!fileFields.includes(part.fieldname)) {
        throw new AppError('BAD_REQUEST', `Unexpected file field "${part.fieldname}"`);
      }
      files.push({ field: part.fieldname, file: { filename: part.filename, data } });
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT')
      throw new AppError('PAYLOAD_TOO_LARGE', 'Too many files in one request');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
      throw new AppError('PAYLOAD_TOO_LARGE', 'Too many fields in one request');
    }
    throw new AppError('BAD_REQUEST', `Could not read the upload: ${(err as Error).message}`);
  }
  return { files, fields };
}
