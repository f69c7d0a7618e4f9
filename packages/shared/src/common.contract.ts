import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants';

export const ErrorResponseSchema = z
  .object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export function dataOf<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

export const IdParamSchema = z.object({ id: z.uuid() });

// Every string a client sends goes through one of these: PostgreSQL text cannot hold NUL, and no
// other C0 control character (nor DEL) belongs in a name, search or id. Multi-line text keeps
// tab and line breaks. The caps keep a single field from filling a row or a log line.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE = /^[^\u0000-\u001f\u007f]*$/;
// eslint-disable-next-line no-control-regex -- as above
const MULTI_LINE = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;
export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';
/** RFC 5321: a path is at most 256 octets including the angle brackets, a local part 64. */
export const EMAIL_MAX = 254;
export const EMAIL_LOCAL_PART_MAX = 64;

/** A single-line string of at most `max` characters, trimmed unless `trim: false`. */
export function safeText(
  max: number,
  options: { trim?: boolean; tooLong?: string; required?: string } = {},
) {
  const str = z.string(options.required ? { message: options.required } : undefined);
  const base = options.trim === false ? str : str.trim();
  return base
    .max(max, options.tooLong ?? `Must be ${max} characters or less`)
    .regex(SINGLE_LINE, CONTROL_CHARACTERS_MESSAGE);
}

/** Like safeText, but tab and line breaks are allowed (messages). */
export function safeMultilineText(
  max: number,
  options: { tooLong?: string; required?: string } = {},
) {
  return z
    .string(options.required ? { message: options.required } : undefined)
    .trim()
    .max(max, options.tooLong ?? `Must be ${max} characters or less`)
    .regex(MULTI_LINE, CONTROL_CHARACTERS_MESSAGE);
}

/** An e-mail address, lower-cased, within RFC 5321's lengths. */
export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, 'Invalid email address')
  .refine((v) => v.lastIndexOf('@') <= EMAIL_LOCAL_PART_MAX, 'Invalid email address')
  .pipe(z.email({ message: 'Invalid email address' }));

/** Secrets (passwords, tokens) are not trimmed or filtered, only capped. */
export function secretText(max: number) {
  return z.string().max(max, `Must be ${max} characters or less`);
}
