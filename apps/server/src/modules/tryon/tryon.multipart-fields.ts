import { GenerateInputSchema, type GenerateInput } from '@drape/shared/tryon.contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { readMultipartImages } from '../uploads/uploads.multipart';
import { discardUploads, saveUploads } from '../uploads/uploads.service';

type UploadedFile = Awaited<ReturnType<typeof saveUploads>>[number];

const OPTION_FIELDS = ['mode', 'category', 'garmentPhotoType', 'title', 'sku'] as const;

/** The generate options a multipart form sent, as text fields (missing ones left out). */
export function optionFieldsOf(fields: Record<string, string>) {
  const options: Partial<Record<(typeof OPTION_FIELDS)[number], string>> = {};
  for (const name of OPTION_FIELDS) if (name in fields) options[name] = fields[name];
  return options;
}

/** A missing image keeps the studio's message; a bad option names its field. */
export function validationErrorOf(error: z.ZodError) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues)
    (fieldErrors[issue.path.join('.') || '_'] ??= []).push(issue.message);
  const missingImage = 'personImageUrl' in fieldErrors || 'garmentImageUrl' in fieldErrors;
  const message = missingImage
    ? 'Please upload both person and garment images'
    : (error.issues[0]?.message ?? 'Invalid request');
  return new AppError('VALIDATION_ERROR', message, { fieldErrors });
}

/**
 * A multipart generate request: saves its person and garment images and parses its fields into
 * the same input as the JSON form. If anything fails, the images saved so far are discarded.
 */
export async function readGenerateForm(
  request: FastifyRequest,
  deps: AppDeps,
  userId: string,
): Promise<{ input: GenerateInput; uploaded: UploadedFile[] }> {
  const max = deps.config.UPLOAD_MAX_BYTES;
  const { files, fields } = await readMultipartImages(request, max, [
    'personImage',
    'garmentImage',
  ]);
  const uploaded: UploadedFile[] = [];
  const save = async (field: string, folder: 'vton-persons' | 'vton-garments') => {
    const file = files.find((f) => f.field === field)?.file;
    const [saved] = file ? await saveUploads(deps, userId, [file], folder) : [];
    if (saved) uploaded.push(saved);
    return saved;
  };
  try {
    const person = await save('personImage', 'vton-persons');
    const garment = await save('garmentImage', 'vton-garments');
    const parsed = GenerateInputSchema.safeParse({
      personImageUrl: person?.key ?? fields.personImageUrl,
      garmentImageUrl: garment?.key ?? fields.garmentImageUrl,
      ...optionFieldsOf(fields),
    });
    if (!parsed.success) throw validationErrorOf(parsed.error);
    return { input: parsed.data, uploaded };
  } catch (err) {
    if (uploaded.length) await discardUploads(deps, userId, uploaded);
    throw err;
  }
}
