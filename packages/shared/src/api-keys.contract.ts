import { z } from 'zod';
import { safeText } from './common.contract';
import {
  API_KEY_LIMIT_DEFAULT,
  API_KEY_LIMIT_MAX,
  API_KEY_LIMIT_MIN,
  API_KEY_NAME_MAX,
} from './constants';
import { isTimeZone } from './api-key-expiry';

/** Spec §5 and §8: the texts the API key screen shows. */
export const API_KEY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${API_KEY_NAME_MAX} characters or less`,
  limitMin: `Limit must be at least ${API_KEY_LIMIT_MIN}`,
  limitMax: 'Limit too high',
  limitNumber: 'Limit must be a number',
  createFailed: 'Failed to create API key. Please try again.',
  deleteConfirm: (name: string) =>
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  invalid: 'Invalid API key',
  revoked: 'This API key has been revoked',
  inactive: 'This API key is disabled; enable it on the API Keys page',
  expired: 'This API key has expired',
  rateLimited: 'Too many requests for this API key. Please slow down.',
  webhookUrl: 'Webhook URL must be an http(s) URL that is reachable from the internet',
} as const;

/** Days a key may live at most when an expiry is given (10 years). */
export const API_KEY_MAX_EXPIRY_DAYS = 3650;

const NameSchema = safeText(API_KEY_NAME_MAX, { tooLong: API_KEY_MESSAGES.nameTooLong }).min(
  1,
  API_KEY_MESSAGES.nameRequired,
);

const MaxUsageSchema = z
  .number({ message: API_KEY_MESSAGES.limitNumber })
  .int()
  .min(API_KEY_LIMIT_MIN, API_KEY_MESSAGES.limitMin)
  .max(API_KEY_LIMIT_MAX, API_KEY_MESSAGES.limitMax);

const WebhookUrlSchema = z
  .url({ protocol: /^https?$/, message: API_KEY_MESSAGES.webhookUrl })
  .max(2000)
  .meta({
    description: 'Called with a signed JSON POST when a generation made with this key finishes',
  });

export const ApiKeySchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    keyPrefix: z.string().meta({ description: 'The first characters of the key, for recognition' }),
    mode: z.enum(['live', 'test']),
    usageCount: z.number().int().meta({ description: 'Generations made with this key' }),
    maxUsage: z.number().int(),
    isActive: z.boolean(),
    webhookUrl: z.string().nullable(),
    createdAt: z.iso.datetime(),
    /** The instant the key stops working (exclusive): the start of the day after `expiresOn`. */
    expiresAt: z.iso.datetime().nullable(),
    /** The last day the key works, in `expiryTimeZone` (what the user chose; show this). */
    expiresOn: z.iso.date().nullable(),
    /** The IANA zone the expiry day was chosen in (UTC for keys made with expiresInDays). */
    expiryTimeZone: z.string().nullable(),
    lastUsedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The full key. Shown only in this response; store it now.' }),
  webhookSecret: z
    .string()
    .meta({ description: 'Secret for verifying webhook signatures (HMAC-SHA256)' }),
}).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyDetailSchema = ApiKeySchema.extend({
  webhookSecret: z.string(),
}).meta({ id: 'ApiKeyDetail' });
export type ApiKeyDetail = z.infer<typeof ApiKeyDetailSchema>;

export const CreateApiKeyInputSchema = z
  .object({
    name: NameSchema,
    expiresInDays: z
      .number()
      .int()
      .min(1, 'Expiry must be at least 1 day away')
      .max(API_KEY_MAX_EXPIRY_DAYS)
      .optional()
      .meta({ description: 'Days until the key expires; omit for a key that never expires' }),
    /**
     * The last day the key works, in `timeZone` (the browser's, e.g. Asia/Kolkata): it expires at
     * the start of the next day there (see api-key-expiry.ts). Use instead of expiresInDays.
     */
    expiresOn: z.iso.date({ message: 'Expiry must be a date (YYYY-MM-DD)' }).optional(),
    timeZone: z
      .string()
      .max(64)
      .refine(isTimeZone, 'Unknown time zone')
      .optional()
      .meta({ description: 'IANA time zone of expiresOn; UTC when omitted' }),
    maxUsage: MaxUsageSchema.default(API_KEY_LIMIT_DEFAULT),
    webhookUrl: WebhookUrlSchema.optional(),
  })
  .refine((v) => !(v.expiresOn && v.expiresInDays), {
    message: 'Send expiresOn or expiresInDays, not both',
    path: ['expiresOn'],
  });
export type CreateApiKeyInput = z.input<typeof CreateApiKeyInputSchema>;

export const UpdateApiKeyInputSchema = z
  .object({
    name: NameSchema.optional(),
    isActive: z.boolean().optional(),
    maxUsage: MaxUsageSchema.optional(),
    webhookUrl: WebhookUrlSchema.nullable().optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateApiKeyInput = z.infer<typeof UpdateApiKeyInputSchema>;

export const ApiKeyStatsSchema = z
  .object({
    usageCount: z.number().int(),
    maxUsage: z.number().int(),
    periodDays: z.number().int(),
    totalRequests: z.number().int(),
    errors: z.number().int().meta({ description: 'Requests answered with a 4xx or 5xx status' }),
    successRate: z.number().nullable().meta({ description: 'Percent, null without requests' }),
    avgResponseTimeMs: z.number().nullable(),
    p95ResponseTimeMs: z.number().nullable(),
    creditsSpent: z
      .number()
      .int()
      .meta({ description: 'Net credits spent by generations made with the key' }),
    daily: z.array(
      z.object({ date: z.iso.date(), requests: z.number().int(), errors: z.number().int() }),
    ),
  })
  .meta({ id: 'ApiKeyStats' });
export type ApiKeyStats = z.infer<typeof ApiKeyStatsSchema>;

export const ApiKeyListResponseSchema = z.object({
  data: z.object({ keys: z.array(ApiKeySchema) }),
});
export const CreatedApiKeyResponseSchema = z.object({ data: CreatedApiKeySchema });
export const ApiKeyResponseSchema = z.object({ data: ApiKeyDetailSchema });
export const ApiKeyStatsResponseSchema = z.object({ data: z.object({ stats: ApiKeyStatsSchema }) });

/** The create form on /api-keys: a date is turned into expiresInDays, rounded up (spec §7). */
export const ApiKeyFormSchema = z.object({
  name: NameSchema,
  limit: z
    .number({ message: API_KEY_MESSAGES.limitNumber })
    .int(API_KEY_MESSAGES.limitNumber)
    .min(API_KEY_LIMIT_MIN, API_KEY_MESSAGES.limitMin)
    .max(API_KEY_LIMIT_MAX, API_KEY_MESSAGES.limitMax),
  expiresAt: safeText(40).optional(),
});
export type ApiKeyForm = z.infer<typeof ApiKeyFormSchema>;

/** GET /v1/apikeys/current: the key a script is calling with, to check it works. */
export const CurrentApiKeyResponseSchema = z.object({
  data: z
    .object({
      id: z.uuid(),
      name: z.string(),
      keyPrefix: z.string(),
      mode: z.enum(['live', 'test']),
      usageCount: z.number().int(),
      maxUsage: z.number().int(),
      expiresAt: z.iso.datetime().nullable(),
      rateLimit: z.object({
        limit: z.number().int(),
        remaining: z.number().int(),
        resetSeconds: z.number().int(),
      }),
    })
    .meta({ id: 'CurrentApiKey' }),
});
