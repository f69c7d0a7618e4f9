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

/** The body POSTed to an API key's webhook when a shoot it started finishes. */
export const PhotoshootWebhookPayloadSchema = z
  .object({
    id: z.string().meta({ description: 'Unique delivery id (same on retries)' }),
    type: z.literal('photoshoot.completed'),
    createdAt: z.iso.datetime(),
    data: z.object({
      id: z.uuid(),
      status: z.enum(['COMPLETED', 'PARTIAL', 'FAILED']),
      imagesCompleted: z.number().int(),
      imagesFailed: z.number().int(),
      finishedAt: z.iso.datetime(),
      statusUrl: z.string(),
      archiveUrl: z.string(),
    }),
  })
  .meta({ id: 'PhotoshootWebhookPayload' });
export type PhotoshootWebhookPayload = z.infer<typeof PhotoshootWebhookPayloadSchema>;
