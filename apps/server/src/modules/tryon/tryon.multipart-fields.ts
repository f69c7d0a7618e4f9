import type { z } from 'zod';
import { AppError } from '../../lib/app-error';

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
