import { randomUUID } from 'node:crypto';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import type { AuthTokens, LoginInput, ResetPasswordInput, User } from '@drape/shared/auth.contract';
import { MESSAGES } from '@drape/shared/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import type { AppDeps } from '../../lib/deps';
import { ipKey } from '../../lib/ip-key';
import { toPublicUser } from '../users/users.mapper';
import * as repo from './auth.repo';
import { signAccessToken } from './auth.tokens';

type Deps = Pick<AppDeps, 'config' | 'db' | 'mailer' | 'authLimiter' | 'log' | 'events'>;

// The library's default is argon2id, m=19 MiB, t=2, p=1: OWASP's recommended minimum (the
// auth tests check the stored hash says argon2id).
export const hashPassword = (password: string) => argon2Hash(password);
// Verified against when the email is unknown, so both paths take the same time.
const DUMMY_HASH = hashPassword('not-a-real-password');

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2Verify(hash, password);
  } catch {
    return false;
  }
}

export async function issueTokens(
  deps: Deps,
  db: Db,
  userId: string,
  familyId: string = randomUUID(),
): Promise<AuthTokens> {
  const access = await signAccessToken(
    { userId, sessionId: familyId },
    deps.config.JWT_SECRET,
    deps.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  const refresh = randomToken(32);
  const refreshExpires = new Date(Date.now() + deps.config.REFRESH_TOKEN_TTL_DAYS * 86_400_000);
  await repo.insertRefreshToken(db, {
    userId,
    familyId,
    tokenHash: sha256(refresh),
    expiresAt: refreshExpires,
  });
  return {
    access: { token: access.token, expires: access.expires.toISOString() },
    refresh: { token: refresh, expires: refreshExpires.toISOString() },
  };
}

export function tooMany(retryAfterSeconds: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
}

export async function loginUser(
  deps: Deps,
  input: LoginInput,
  ip: string,
  userAgent = '',
): Promise<{ user: User; tokens: AuthTokens }> {
  const { config, authLimiter: limiter } = deps;
  const window = config.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const byIp = await limiter.hit(`login:ip:${ipKey(ip)}`, config.AUTH_RATE_LIMIT_PER_IP, window);
  if (!byIp.allowed) throw tooMany(byIp.retryAfterSeconds);
  // Counted before the password is looked at, by one atomic upsert: of N parallel guesses for
  // one email (from any number of addresses) only the first AUTH_RATE_LIMIT_PER_EMAIL reach
  // argon2 (issue 12, item 3). A success takes its own attempt back.
  const emailKey = `login:email:${input.email.toLowerCase()}`;
  const byEmail = await limiter.hit(emailKey, config.AUTH_RATE_LIMIT_PER_EMAIL, window);
  if (!byEmail.allowed) {
    await announceBlocked(deps, input.email, byEmail.retryAfterSeconds);
    throw tooMany(byEmail.retryAfterSeconds);
  }

  const row = await repo.findUserByEmail(deps.db, input.email);
  const ok = await verifyPassword(row?.passwordHash ?? (await DUMMY_HASH), input.password);
  if (!row || !ok) throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  await limiter.refund(emailKey);
  const tokens = await issueTokens(deps, deps.db, row.id);
  await deps.events.emit('auth.signed-in', { userId: row.id, userAgent, isNewAccount: false });
  return { user: toPublicUser(row), tokens };
}

/** The owner hears once per pause that sign-ins were blocked (a counter with a limit of 1). */
async function announceBlocked(deps: Deps, email: string, retryAfterSeconds: number) {
  const key = `login:blocked-notice:${email.toLowerCase()}`;
  const first = await deps.authLimiter.hit(key, 1, retryAfterSeconds);
  if (!first.allowed) return;
  const row = await repo.findUserByEmail(deps.db, email);
  if (row) await deps.events.emit('auth.sign-in-blocked', { userId: row.id, retryAfterSeconds });
}

const invalidRefresh = () => new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);

/** Rotates a refresh token. Presenting one that was already used revokes its whole family. */
export async function refreshTokens(deps: Deps, refreshToken: string): Promise<AuthTokens> {
  const row = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (!row || row.revokedAt) throw invalidRefresh();
  if (row.usedAt) {
    deps.log.warn(
      { userId: row.userId, familyId: row.familyId },
      'refresh token reuse: family revoked',
    );
    await repo.revokeFamily(deps.db, row.familyId);
    throw invalidRefresh();
  }
  if (row.expiresAt.getTime() <= Date.now()) throw invalidRefresh();
  const rotated = await deps.db.transaction(async (tx) => {
    if (!(await repo.markRefreshTokenUsed(tx, row.id))) return null;
    return issueTokens(deps, tx, row.userId, row.familyId);
  });
  if (rotated) return rotated;
  // Lost a race with another use of this token: a reuse. The revocation runs after this
  // transaction and after the winner's committed (its mark held the row until then), so it
  // reaches the winner's new token and is not rolled back with an error (issue 12, item 4).
  deps.log.warn(
    { userId: row.userId, familyId: row.familyId },
    'refresh token raced: family revoked',
  );
  await repo.revokeFamily(deps.db, row.familyId);
  throw invalidRefresh();
}

/** Signs a user out everywhere, or everywhere but the session `exceptFamilyId`. */
export async function revokeSessions(db: Db, userId: string, exceptFamilyId?: string) {
  await repo.revokeUserTokens(db, userId, exceptFamilyId);
}

export async function logout(deps: Deps, refreshToken: string): Promise<void> {
  const row = await repo.findRefreshToken(deps.db, sha256(refreshToken));
  if (row) await repo.revokeFamily(deps.db, row.familyId);
}

/** Always succeeds from the caller's view: whether the email exists is never revealed. */
export async function requestPasswordReset(deps: Deps, email: string, ip: string): Promise<void> {
  const { config, authLimiter: limiter } = deps;
  const perEmail = await limiter.hit(`reset:email:${email.toLowerCase()}`, 3, 3600);
  const perIp = await limiter.hit(`reset:ip:${ipKey(ip)}`, config.AUTH_RATE_LIMIT_PER_IP, 3600);
  if (!perIp.allowed) throw tooMany(perIp.retryAfterSeconds);
  if (!perEmail.allowed) return;
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomToken(32);
  await repo.insertResetToken(deps.db, {
    userId: user.id,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + config.PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${config.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Reset your Drape password',
    text: [
      `Hi ${user.name},`,
      '',
      'Someone asked to reset the password of your Drape account. If it was you, open this link',
      `within ${config.PASSWORD_RESET_TTL_MINUTES} minutes to choose a new password:`,
      '',
      link,
      '',
      'If it was not you, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  });
}

export async function resetPassword(
  deps: Deps & Pick<AppDeps, 'events'>,
  input: ResetPasswordInput,
): Promise<void> {
  const passwordHash = await hashPassword(input.password);
  const changed = await deps.db.transaction(async (tx) => {
    const userId = await repo.consumeResetToken(tx, sha256(input.token));
    if (!userId) throw new AppError('INVALID_TOKEN', 'This reset link is invalid or has expired');
    await repo.updatePasswordHash(tx, userId, passwordHash);
    await repo.deleteResetTokens(tx, userId);
    await repo.revokeUserTokens(tx, userId);
    return userId;
  });
  await deps.events.emit('password.changed', { userId: changed, how: 'reset' });
}
