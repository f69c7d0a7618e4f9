import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { readMultipartImages } from '../uploads/uploads.multipart';
import type { ImageRef } from './library.images';

const fieldErrorsOf = (error: z.ZodError) => {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    (fieldErrors[key] ??= []).push(issue.message);
  }
  return fieldErrors;
};

/**
 * The JSON body, or a multipart form (`file` plus text fields; `labels` comma-separated,
 * `consent` as "true"), validated by the same schema. A file stands in for imageUrl/uploadId.
 */
export async function bodyOf<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  maxBytes: number,
): Promise<z.output<S> & ImageRef> {
  if (!request.isMultipart()) {
    const parsed = schema.safeParse(request.body ?? {});
    if (parsed.success) return parsed.data as z.output<S> & ImageRef;
    throw validation(parsed.error);
  }
  const { files, fields } = await readMultipartImages(request, maxBytes, ['file']);
  const file = files[0]?.file;
  const raw: Record<string, unknown> = { ...fields };
  if (fields.labels !== undefined) {
    raw.labels = fields.labels
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean);
  }
  if (fields.consent !== undefined)
    raw.consent = fields.consent === 'true' || fields.consent === 'on';
  // The file satisfies "exactly one image"; a stand-in URL keeps the schema's rule in one place.
  if (file && raw.imageUrl === undefined && raw.uploadId === undefined)
    raw.imageUrl = 'multipart:file';
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw validation(parsed.error);
  const data = parsed.data as z.output<S> & ImageRef;
  if (!file) return data;
  if (raw.imageUrl !== 'multipart:file') {
    throw new AppError('VALIDATION_ERROR', 'Send either a file or imageUrl/uploadId, not both');
  }
  return { ...data, imageUrl: undefined, file };
}

function validation(error: z.ZodError) {
  const first = error.issues[0]?.message ?? 'Invalid input';
  return new AppError('VALIDATION_ERROR', first, { fieldErrors: fieldErrorsOf(error) });
}
