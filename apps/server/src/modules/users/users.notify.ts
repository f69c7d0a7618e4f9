import { LOW_BALANCE_THRESHOLD } from '@drape/shared/constants';
import type { AppDeps } from '../../lib/deps';
import type { AccountChange } from '../../lib/events';
import { canEmail } from './users.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;
type Kind = Parameters<typeof canEmail>[2];

/** Sends one notification e-mail when the user's switch (and the e-mail channel) is on: true if sent. */
export async function notify(
  deps: Deps,
  userId: string,
  kind: Kind,
  mail: (name: string) => { subject: string; lines: string[] },
): Promise<boolean> {
  try {
    const who = await canEmail(deps, userId, kind);
    if (!who.allowed) return false;
    const { subject, lines } = mail(who.name);
    await deps.mailer.send({ to: who.email, subject, text: [...lines, '', '— Drape'].join('\n') });
    return true;
  } catch (err) {
    deps.log.error({ err, userId, kind }, 'notification e-mail failed');
    return false;
  }
}

/** `passwordChanged`: after a change on the profile and after a reset by e-mailed link. */
export async function emailPasswordChanged(deps: Deps, userId: string, how: 'changed' | 'reset') {
  await notify(deps, userId, 'passwordChanged', (name) => ({
    subject: 'Your Drape password was changed',
    lines: [
      `Hi ${name},`,
      '',
      how === 'reset'
        ? 'The password of your Drape account was just reset with an e-mailed link.'
        : 'The password of your Drape account was just changed from your profile.',
      'Other signed-in sessions were signed out.',
      '',
      `If this was not you, reset your password now: ${deps.config.PUBLIC_URL}/reset-password`,
    ],
  }));
}

/**
 * `creditLow`: when a charge takes the balance below the low-balance threshold (spec §9: under
 * 50), and again when it reaches 0 — once per crossing, not on every generation below it.
 */
export async function emailIfCreditsLow(
  deps: Deps,
  userId: string,
  change: { balanceBefore: number; balanceAfter: number },
) {
  const { balanceBefore: before, balanceAfter: after } = change;
  const crossed = before >= LOW_BALANCE_THRESHOLD && after < LOW_BALANCE_THRESHOLD;
  const empty = before > 0 && after === 0;
  if (!crossed && !empty) return;
  await notify(deps, userId, 'creditLow', (name) => ({
    subject: after === 0 ? 'You have no Drape credits left' : 'Your Drape credits are running low',
    lines: [
      `Hi ${name},`,
      '',
      after === 0
        ? 'Your balance has reached 0 credits: new try-ons need credits.'
        : `Your balance is down to ${after} credits.`,
      `Buy a credit pack: ${deps.config.PUBLIC_URL}/credits`,
    ],
  }));
}

function describeChange(change: AccountChange): string {
  switch (change.what) {
    case 'name':
      return `Your name was changed from "${change.from}" to "${change.to}".`;
    case 'email':
      return `The account's e-mail address was changed from ${change.from} to ${change.to}: it signs in with the new one.`;
    case 'api-key-created':
      return `A new API key was created: "${change.name}" (${change.prefix}…).`;
    case 'api-key-deleted':
      return `An API key was deleted: "${change.name}" (${change.prefix}…). Requests with it now fail.`;
    case 'data-exported':
      return 'A copy of all your account data was downloaded (Profile › Export Your Data).';
  }
}

/**
 * `accountChanges`: one e-mail per request that changed the account (name, e-mail address, API
 * keys) or exported its data. A new e-mail address is told at the old address too, which cannot
 * reset the password any more: it is pointed to the contact form instead.
 */
export async function emailAccountChanged(
  deps: Deps,
  change: { userId: string; changes: AccountChange[] },
) {
  const who = await canEmail(deps, change.userId, 'accountChanges');
  if (!who.allowed || change.changes.length === 0) return;
  const exportOnly = change.changes.every((c) => c.what === 'data-exported');
  const moved = change.changes.find(
    (c): c is Extract<AccountChange, { from: string }> => c.what === 'email',
  );
  const base = deps.config.PUBLIC_URL;
  const text = [
    `Hi ${who.name},`,
    '',
    ...change.changes.map(describeChange),
    '',
    moved
      ? `If this was not you, tell us at once: ${base}/#contact`
      : `If this was not you, reset your password now: ${base}/reset-password`,
    '',
    '— Drape',
  ].join('\n');
  const subject = exportOnly ? 'Your Drape data was exported' : 'Your Drape account was changed';
  for (const to of moved ? [who.email, moved.from] : [who.email]) {
    await deps.mailer.send({ to, subject, text });
  }
}
