import type { AppDeps } from '../../lib/deps';
import { sha256 } from '../../lib/crypto';
import { rememberDevice } from './users.devices.repo';
import { notify } from './users.notify';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;

/** A browser, not a version of it: updates do not make it "new" (digits removed, then hashed). */
export function deviceHashOf(userAgent: string): string {
  return sha256(
    userAgent
      .toLowerCase()
      .replace(/[\d._]+/g, '#')
      .trim() || 'unknown',
  );
}

/** A short, readable name for the browser in the e-mail ("Chrome on Windows"). */
export function describeBrowser(userAgent: string): string {
  const browser =
    [/Edg\//, /OPR\//, /Firefox\//, /Chrome\//, /Safari\//]
      .map((re, i) =>
        re.test(userAgent) ? ['Edge', 'Opera', 'Firefox', 'Chrome', 'Safari'][i] : null,
      )
      .find(Boolean) ?? 'An unknown browser';
  const os = [/Windows/, /Android/, /iPhone|iPad/, /Mac OS X/, /Linux/]
    .map((re, i) =>
      re.test(userAgent) ? ['Windows', 'Android', 'iOS', 'macOS', 'Linux'][i] : null,
    )
    .find(Boolean);
  return os ? `${browser} on ${os}` : browser;
}

/**
 * One e-mail per sign-in at most: `newDeviceLogin` for a browser this account has not used before,
 * else `loginAlerts` (each sign-in). Signing up is no sign-in to warn about: it only remembers the
 * browser, as does an account's first sign-in after this table was added.
 */
export async function emailOnSignIn(
  deps: Deps,
  signIn: { userId: string; userAgent: string; isNewAccount: boolean },
) {
  const { userId, userAgent } = signIn;
  const { isNew, hadOthers } = await rememberDevice(deps.db, userId, deviceHashOf(userAgent));
  if (signIn.isNewAccount) return;
  const browser = describeBrowser(userAgent);
  const ifNotYou = `If this was not you, reset your password now: ${deps.config.PUBLIC_URL}/reset-password`;
  if (isNew && hadOthers) {
    const sent = await notify(deps, userId, 'newDeviceLogin', (name) => ({
      subject: 'Sign-in from a new browser to your Drape account',
      lines: [
        `Hi ${name},`,
        '',
        `Your Drape account was just signed in to from a browser it had not used before: ${browser}.`,
        '',
        ifNotYou,
      ],
    }));
    if (sent) return;
  }
  await notify(deps, userId, 'loginAlerts', (name) => ({
    subject: 'New sign-in to your Drape account',
    lines: [
      `Hi ${name},`,
      '',
      `Your Drape account was just signed in to (${browser}).`,
      '',
      ifNotYou,
    ],
  }));
}

/** `securityAlerts`: sign-ins were paused after too many wrong passwords (once per pause). */
export async function emailSignInBlocked(
  deps: Deps,
  blocked: { userId: string; retryAfterSeconds: number },
) {
  const minutes = Math.max(1, Math.ceil(blocked.retryAfterSeconds / 60));
  await notify(deps, blocked.userId, 'securityAlerts', (name) => ({
    subject: 'Failed sign-ins to your Drape account',
    lines: [
      `Hi ${name},`,
      '',
      'Someone tried to sign in to your Drape account with a wrong password too many times.',
      `Sign-in with a password is paused for about ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      '',
      `If this was not you, consider changing your password: ${deps.config.PUBLIC_URL}/reset-password`,
    ],
  }));
}
