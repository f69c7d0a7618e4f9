import { z } from 'zod';

/** The optional `Idempotency-Key` request header of POST routes that charge credits. */
export const IdempotencyHeaderSchema = z.object({
  'idempotency-key': z
    .string()
    .max(200)
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1-200 visible ASCII characters')
    .optional(),
});
