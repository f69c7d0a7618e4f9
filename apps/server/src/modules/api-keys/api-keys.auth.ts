import { API_KEY_MESSAGES } from '@drape/shared/api-keys.contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import type { RateLimitResult } from '../../lib/rate-limiter';
import type { ApiKeyVerifier } from '../../plugins/authenticate';
import type { ApiKeyActivity } from './api-keys.activity';
import { checkApiKeyFormat, hashApiKey } from './api-keys.format';
import { findKeyForAuth } from './api-keys.repo';

const WINDOW_SECONDS = 60;

/** What the verifier learnt about a request, for the response headers and the request log. */
export interface ApiKeyRequestState {
  apiKeyId: string;
  rate: RateLimitResult;
}
const states = new WeakMap<FastifyRequest, ApiKeyRequestState>();
export const apiKeyStateOf = (request: FastifyRequest) => states.get(request);

export function rateLimitHeaders(rate: RateLimitResult): Record<string, string> {
  return {
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': String(rate.remaining),
    'ratelimit-reset': String(rate.retryAfterSeconds),
  };
}

const toTime = (v: Date | string | null) => (v === null ? null : new Date(v).getTime());

/**
 * The verifier plugged into `requireAuth({ apiKey: true })`. Per request: a format + checksum
 * check in memory (typos and junk never reach the database), then one indexed lookup by SHA-256
 * hash and, for a key that exists and may be used, one rate-limit upsert. No cache: a revoke or
 * disable in any process is seen by the very next request everywhere
 * (bench/api-key-auth.bench.ts measures the cost). Unknown, revoked, disabled and expired keys
 * create no state (issue 12 item 8: random checksum-valid keys used to add a row each).
 */
export function createApiKeyVerifier(
  deps: Pick<AppDeps, 'config' | 'db' | 'limiter'>,
  activity: ApiKeyActivity,
): ApiKeyVerifier {
  return async (key, request) => {
    const format = checkApiKeyFormat(key);
    if (format !== 'ok') {
      const why =
        format === 'checksum'
          ? 'its checksum does not match (mistyped or truncated?)'
          : 'it is not a Drape API key';
      throw new AppError('API_KEY_INVALID', `${API_KEY_MESSAGES.invalid}: ${why}`);
    }
    const hash = hashApiKey(key);
    const limit = deps.config.API_KEY_RATE_LIMIT_PER_MINUTE;
    const row = await findKeyForAuth(deps.db, hash);
    if (!row) throw new AppError('API_KEY_INVALID', `${API_KEY_MESSAGES.invalid}: no such key`);
    if (row.revoked_at) throw new AppError('API_KEY_REVOKED', API_KEY_MESSAGES.revoked);
    if (!row.is_active) throw new AppError('API_KEY_INACTIVE', API_KEY_MESSAGES.inactive);
    const expiresAt = toTime(row.expires_at);
    if (expiresAt !== null && expiresAt <= Date.now())
      throw new AppError('API_KEY_EXPIRED', API_KEY_MESSAGES.expired);

    const rate = await deps.limiter.hit(`apikey:${hash}`, limit, WINDOW_SECONDS);
    states.set(request, { apiKeyId: row.id, rate });
    activity.touch(row.id);
    if (!rate.allowed) {
      throw new AppError('RATE_LIMITED', API_KEY_MESSAGES.rateLimited, undefined, {
        ...rateLimitHeaders(rate),
        'retry-after': String(rate.retryAfterSeconds),
      });
    }
    return { userId: row.user_id, via: 'apiKey', apiKeyId: row.id };
  };
}
