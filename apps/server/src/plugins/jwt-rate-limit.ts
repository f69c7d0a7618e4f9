import { MESSAGES } from '@drape/shared/errors';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

const WINDOW_SECONDS = 60;

/**
 * Signed-in (access-token) requests are limited per user, like API keys are per key: at most
 * JWT_RATE_LIMIT_PER_MINUTE across every process (a PostgreSQL counter; generous, so the web app
 * never meets it). Over it, 429 with Retry-After.
 */
export async function limitSignedInRequest(request: FastifyRequest, userId: string) {
  const { config, limiter } = request.server.deps;
  const limit = config.JWT_RATE_LIMIT_PER_MINUTE;
  const rate = await limiter.hit(`jwt:${userId}`, limit, WINDOW_SECONDS);
  if (rate.allowed) return;
  throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, undefined, {
    'ratelimit-limit': String(rate.limit),
    'ratelimit-remaining': '0',
    'ratelimit-reset': String(rate.retryAfterSeconds),
    'retry-after': String(rate.retryAfterSeconds),
  });
}
