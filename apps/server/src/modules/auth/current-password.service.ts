import { MESSAGES } from '@drape/shared/errors';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { tooMany, verifyPassword } from './auth.service';

/**
 * Checks the signed-in user's current password before a sensitive change (password, e-mail,
 * account deletion). It counts against the same per-email limit as sign-in, before argon2 runs,
 * so a stolen access token is no faster a password oracle than the login form.
 */
export async function assertCurrentPassword(
  deps: Pick<AppDeps, 'config' | 'authLimiter'>,
  user: { email: string; passwordHash: string },
  password: string,
  field: string,
): Promise<void> {
  const { config, authLimiter } = deps;
  const key = `login:email:${user.email.toLowerCase()}`;
  const attempt = await authLimiter.hit(
    key,
    config.AUTH_RATE_LIMIT_PER_EMAIL,
    config.AUTH_RATE_LIMIT_WINDOW_SECONDS,
  );
  if (!attempt.allowed) throw tooMany(attempt.retryAfterSeconds);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError('WRONG_PASSWORD', MESSAGES.wrongCurrentPassword, {
      fieldErrors: { [field]: [MESSAGES.wrongCurrentPassword] },
    });
  }
  await authLimiter.refund(key);
}
