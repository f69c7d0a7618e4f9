import type { AuthTokens, RegisterInput, User } from '@drape/shared/auth.contract';
import { MESSAGES } from '@drape/shared/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { ipKey } from '../../lib/ip-key';
import { createRateLimiter } from '../../lib/rate-limiter';
import { grantTrialCredits } from '../credits/credits.service';
import { toPublicUser } from '../users/users.mapper';
import * as repo from './auth.repo';
import { hashPassword, issueTokens, tooMany } from './auth.service';

type Deps = Pick<AppDeps, 'config' | 'db' | 'mailer' | 'authLimiter' | 'log' | 'events'>;

/**
 * The trial grant of a new account: TRIAL_CREDITS for the first TRIAL_GRANTS_PER_IP_PER_DAY
 * accounts from one address (IPv6: one /64) in 24 hours, none after (decision 007). Counted in
 * the sign-up's own transaction, so a sign-up that fails gives its grant back.
 */
async function trialCreditsFor(deps: Deps, tx: Db, ip: string): Promise<number> {
  const { TRIAL_CREDITS, TRIAL_GRANTS_PER_IP_PER_DAY } = deps.config;
  if (TRIAL_CREDITS === 0 || TRIAL_GRANTS_PER_IP_PER_DAY === 0) return 0;
  const grants = await createRateLimiter(tx, 'auth_limits').hit(
    `trial:ip:${ipKey(ip)}`,
    TRIAL_GRANTS_PER_IP_PER_DAY,
    86_400,
  );
  return grants.allowed ? TRIAL_CREDITS : 0;
}

export async function registerUser(
  deps: Deps,
  input: RegisterInput,
  ip: string,
  userAgent = '',
): Promise<{ user: User; tokens: AuthTokens }> {
  const { config } = deps;
  // Counted before anything else, argon2 included: sign-ups per address are limited whatever
  // their outcome (issue 12, item 9).
  const byIp = await deps.authLimiter.hit(
    `register:ip:${ipKey(ip)}`,
    config.REGISTER_RATE_LIMIT_PER_IP,
    config.REGISTER_RATE_LIMIT_WINDOW_SECONDS,
  );
  if (!byIp.allowed) throw tooMany(byIp.retryAfterSeconds);
  if (await repo.findUserByEmail(deps.db, input.email)) {
    throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken, {
      fieldErrors: { email: [MESSAGES.emailTaken] },
    });
  }
  const passwordHash = await hashPassword(input.password);
  try {
    const created = await deps.db.transaction(async (tx) => {
      const row = await repo.insertUser(tx, { name: input.name, email: input.email, passwordHash });
      const credits = await trialCreditsFor(deps, tx, ip);
      if (credits > 0) await grantTrialCredits(tx, row.id, credits);
      const tokens = await issueTokens(deps, tx, row.id);
      return { user: toPublicUser({ ...row, creditBalance: credits }), tokens };
    });
    // The browser that made the account is known from the start (no new-device e-mail for it).
    const signIn = { userId: created.user.id, userAgent, isNewAccount: true };
    await deps.events.emit('auth.signed-in', signIn);
    return created;
  } catch (err) {
    // Two sign-ups with one email at the same instant: the unique index decides.
    if (isUniqueViolation(err)) throw new AppError('EMAIL_TAKEN', MESSAGES.emailTaken);
    throw err;
  }
}
