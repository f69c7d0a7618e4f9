import { z } from 'zod';

/** Webhook body sent when a generation made with a key finishes. */
export const WebhookPayloadSchema = z
  .object({
    id: z.string().meta({ description: 'Unique delivery id (same on retries)' }),
    type: z.enum(['generation.completed', 'generation.failed']),
    createdAt: z.iso.datetime(),
    data: z.object({
      id: z.uuid(),
      status: z.enum(['COMPLETED', 'FAILED']),
      errorMessage: z.string().nullable(),
      createdAt: z.iso.datetime(),
      completedAt: z.iso.datetime().nullable(),
      statusUrl: z.string(),
    }),
  })
  .meta({ id: 'WebhookPayload' });
export type WebhookPayload = z.infer<typeof WebhookPayloadSchema>;
