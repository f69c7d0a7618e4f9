import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import type { UserRow } from '../db/schema/users';
import { loadSessionUser } from '../modules/auth/auth.session';
import { verifyAccessToken } from '../modules/auth/auth.tokens';
import { limitSignedInRequest } from './jwt-rate-limit';

export interface AuthContext {
  userId: string;
  via: 'jwt' | 'apiKey';
  /** The sign-in session (refresh family) for JWTs. */
  sessionId?: string;
  apiKeyId?: string;
  /** JWTs: the user's row as read with the session check (fresh for this request). */
  user?: UserRow;
}

/** Turns a presented API key into its owner, or throws the 401 that says why. */
export type ApiKeyVerifier = (key: string, request: FastifyRequest) => Promise<AuthContext>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** Credits this request spent (an accepted generation: 1), for the API-key request log. */
    creditsSpent: number;
  }
}

/** Called by a route once its request has spent credits (after the debit committed). */
export function noteCreditsSpent(request: FastifyRequest, credits: number): void {
  request.creditsSpent += credits;
}

/** API keys are recognisable by prefix, so one Authorization header serves both kinds. */
export const API_KEY_PREFIX = 'drape_';

function presentedCredential(
  request: FastifyRequest,
): { kind: 'jwt' | 'apiKey'; value: string } | null {
  const headerKey = request.headers['x-api-key'];
  if (typeof headerKey === 'string' && headerKey)
    return { kind: 'apiKey', value: headerKey.trim() };
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match?.[1]) return null;
  const value = match[1].trim();
  return { kind: value.startsWith(API_KEY_PREFIX) ? 'apiKey' : 'jwt', value };
}

/**
 * A preHandler that requires a signed-in user. `apiKey: true` also accepts API keys
 * (try-on, upload and balance routes); elsewhere an API key gets 403.
 */
export function requireAuth(options: { apiKey?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
    const credential = presentedCredential(request);
    if (!credential) throw new AppError('UNAUTHENTICATED', 'Authentication required');
    if (credential.kind === 'jwt') {
      const claims = await verifyAccessToken(
        credential.value,
        request.server.ctx.config.JWT_SECRET,
      );
      const user = await loadSessionUser(request.server.ctx.deps.db, claims);
      request.auth = { userId: claims.userId, sessionId: claims.sessionId, via: 'jwt' };
      // Not enumerable: the row holds the password hash, and must never reach a log line.
      Object.defineProperty(request.auth, 'user', { value: user, enumerable: false });
      await limitSignedInRequest(request, claims.userId);
      return;
    }
    if (!options.apiKey) {
      throw new AppError(
        'API_KEY_NOT_ALLOWED',
        'API keys cannot be used for this endpoint; sign in instead',
      );
    }
    request.auth = await request.server.ctx.verifyApiKey(credential.value, request);
  };
}

/** The signed-in user's id; only valid behind `requireAuth`. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('UNAUTHENTICATED', 'Authentication required');
  return request.auth;
}

export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('creditsSpent', 0);
});
