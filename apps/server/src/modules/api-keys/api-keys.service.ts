import { randomBytes } from 'node:crypto';
import {
  API_KEY_MAX_EXPIRY_DAYS,
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyDetail,
  type ApiKeyStats,
  type CreateApiKeyInput,
  type CreatedApiKey,
  type UpdateApiKeyInput,
} from '@drape/shared/api-keys.contract';
import { daysUntil, expiryInstantOf, lastValidDayOf } from '@drape/shared/api-key-expiry';
import { API_KEY_LIMIT_DEFAULT } from '@drape/shared/constants';
import type { ApiKeyRow } from '../../db/schema/api-keys';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import type { ApiKeyActivity } from './api-keys.activity';
import { createApiKeySecret } from './api-keys.format';
import * as repo from './api-keys.repo';
import { checkWebhookTarget } from './api-keys.webhooks';

export type Deps = Pick<AppDeps, 'config' | 'db' | 'events'> & { activity: ApiKeyActivity };

export const STATS_PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

export function toApiKey(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    keyPrefix: row.keyPrefix,
    mode: row.mode,
    usageCount: row.usageCount,
    maxUsage: row.maxUsage,
    isActive: row.isActive,
    webhookUrl: row.webhookUrl,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    expiresOn: row.expiresAt ? lastValidDayOf(row.expiresAt, row.expiryTimeZone ?? 'UTC') : null,
    expiryTimeZone: row.expiresAt ? (row.expiryTimeZone ?? 'UTC') : null,
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

const toDetail = (row: ApiKeyRow): ApiKeyDetail => ({
  ...toApiKey(row),
  webhookSecret: row.webhookSecret ?? '',
});

async function assertWebhookUrl(deps: Deps, url: string | null | undefined) {
  if (url && !(await checkWebhookTarget(url, deps.config))) {
    throw new AppError('VALIDATION_ERROR', API_KEY_MESSAGES.webhookUrl, {
      fieldErrors: { webhookUrl: [API_KEY_MESSAGES.webhookUrl] },
    });
  }
}

/** Creates a key; the full key is returned here and nowhere else (only its hash is stored). */
/**
 * When a new key expires: through the end of `expiresOn` in the user's zone, or (spec §7)
 * `expiresInDays` from now; never in the past nor more than API_KEY_MAX_EXPIRY_DAYS away.
 */
function expiryOf(input: CreateApiKeyInput) {
  if (input.expiresOn) {
    const zone = input.timeZone ?? 'UTC';
    const days = daysUntil(input.expiresOn, zone);
    if (days < 0)
      throw new AppError('VALIDATION_ERROR', 'The expiry date is in the past', {
        fieldErrors: { expiresOn: ['The expiry date is in the past'] },
      });
    if (days > API_KEY_MAX_EXPIRY_DAYS) {
      throw new AppError('VALIDATION_ERROR', 'The expiry date is too far away', {
        fieldErrors: { expiresOn: ['The expiry date is too far away'] },
      });
    }
    return { expiresAt: expiryInstantOf(input.expiresOn, zone), expiryTimeZone: zone };
  }
  if (!input.expiresInDays) return { expiresAt: null, expiryTimeZone: null };
  return { expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS), expiryTimeZone: 'UTC' };
}

export async function createApiKey(
  deps: Deps,
  userId: string,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  await assertWebhookUrl(deps, input.webhookUrl);
  const secret = createApiKeySecret(deps.config.API_KEY_MODE);
  const webhookSecret = `whsec_${randomBytes(24).toString('base64url')}`;
  const row = await repo.insertApiKeyCapped(deps.db, deps.config.API_KEYS_MAX_PER_USER, {
    userId,
    name: input.name,
    keyHash: secret.keyHash,
    keyPrefix: secret.keyPrefix,
    mode: deps.config.API_KEY_MODE,
    maxUsage: input.maxUsage ?? API_KEY_LIMIT_DEFAULT,
    webhookUrl: input.webhookUrl ?? null,
    webhookSecret,
    ...expiryOf(input),
  });
  if (!row) {
    const max = deps.config.API_KEYS_MAX_PER_USER;
    throw new AppError(
      'CONFLICT',
      `You can have at most ${max} API keys. Delete one you no longer use to create another.`,
    );
  }
  await deps.events.emit('account.changed', {
    userId,
    changes: [{ what: 'api-key-created', name: row.name, prefix: row.keyPrefix }],
  });
  return { ...toApiKey(row), key: secret.key, webhookSecret };
}

export async function listApiKeys(deps: Deps, userId: string): Promise<ApiKey[]> {
  await deps.activity.flush();
  return (await repo.listApiKeys(deps.db, userId)).map(toApiKey);
}

async function getOwnRow(deps: Deps, userId: string, id: string): Promise<ApiKeyRow> {
  const row = await repo.findApiKey(deps.db, userId, id);
  if (!row) throw notFound('API key');
  return row;
}

export async function getApiKey(deps: Deps, userId: string, id: string): Promise<ApiKeyDetail> {
  await deps.activity.flush();
  return toDetail(await getOwnRow(deps, userId, id));
}

/** The calling key, for GET /apikeys/current (no flush: that route is on the hot path). */
export async function getCallingApiKey(deps: Deps, userId: string, id: string): Promise<ApiKey> {
  return toApiKey(await getOwnRow(deps, userId, id));
}

export async function updateApiKey(
  deps: Deps,
  userId: string,
  id: string,
  input: UpdateApiKeyInput,
): Promise<ApiKeyDetail> {
  await assertWebhookUrl(deps, input.webhookUrl);
  const row = await repo.updateApiKey(deps.db, userId, id, input);
  if (!row) throw notFound('API key');
  return toDetail(row);
}

/** Takes effect at once: the verifier reads the key's row on every request (no cache). */
export async function revokeApiKey(deps: Deps, userId: string, id: string): Promise<void> {
  const key = await repo.revokeApiKey(deps.db, userId, id);
  if (!key) throw notFound('API key');
  await deps.events.emit('account.changed', {
    userId,
    changes: [{ what: 'api-key-deleted', ...key }],
  });
}

export async function getApiKeyStats(deps: Deps, userId: string, id: string): Promise<ApiKeyStats> {
  await deps.activity.flush();
  const row = await getOwnRow(deps, userId, id);
  const [totals, daily, creditsSpent] = await Promise.all([
    repo.getRequestTotals(deps.db, id, STATS_PERIOD_DAYS),
    repo.getDailyRequests(deps.db, id, STATS_PERIOD_DAYS),
    repo.getCreditsSpent(deps.db, id),
  ]);
  const round = (n: number | null, digits = 1) =>
    n === null ? null : Math.round(n * 10 ** digits) / 10 ** digits;
  return {
    usageCount: row.usageCount,
    maxUsage: row.maxUsage,
    periodDays: STATS_PERIOD_DAYS,
    totalRequests: totals.total,
    errors: totals.errors,
    successRate: totals.total ? round(((totals.total - totals.errors) / totals.total) * 100) : null,
    avgResponseTimeMs: round(totals.avgMs),
    p95ResponseTimeMs: round(totals.p95Ms),
    creditsSpent,
    daily,
  };
}
