import { MESSAGES } from '@drape/shared/errors';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emailChangeTokens } from '../../db/schema/email-change';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import { randomToken, sha256 } from '../../lib/crypto';
import { isUniqueViolation } from '../../lib/db-errors';
import type { AppDeps } from '../../lib/deps';
import { findUserByEmail } from './auth.repo';

type Deps = Pick<AppDeps, 'config' | 'db' | 'mailer'>;
const emailTaken = () =>
  new AppError('EMAIL_TAKEN', MESSAGES.emailTaken, {
    fieldErrors: { email: [MESSAGES.emailTaken] },
  });

/**
 * Starts an e-mail change (the caller has checked the current password): the new address gets a
 * link that makes the change, the old one a notice. Nothing changes until the link is opened, so
 * a stolen access token cannot move the account to an attacker's mailbox (issue 12, item 5).
 * A new name saved in the same update is told in the same notice.
 */
export async function requestEmailChange(
  deps: Deps,
  user: { id: string; name: string; email: string },
  newEmail: string,
  rename: { from: string; to: string } | null = null,
): Promise<void> {
  if (await findUserByEmail(deps.db, newEmail)) throw emailTaken();
  const token = randomToken(32);
  const hours = deps.config.EMAIL_CHANGE_TTL_HOURS;
  const values = {
    userId: user.id,
    newEmail,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + hours * 3_600_000),
  };
  await deps.db
    .insert(emailChangeTokens)
    .values(values)
    .onConflictDoUpdate({
      target: emailChangeTokens.userId,
      set: { ...values, createdAt: new Date() },
    });
  const link = `${deps.config.PUBLIC_URL}/confirm-email?token=${encodeURIComponent(token)}`;
  const sign = ['', '— Drape'];
  await deps.mailer.send({
    to: newEmail,
    subject: 'Confirm your new Drape e-mail address',
    text: [
      `Hi ${user.name},`,
      '',
      'Open this link to make this the e-mail address of your Drape account',
      `(it works for ${hours} hours; until then your account keeps its old address):`,
      '',
      link,
      '',
      'If you did not ask for this, ignore this e-mail: nothing changes.',
      ...sign,
    ].join('\n'),
  });
  await deps.mailer.send({
    to: user.email,
    subject: 'Your Drape e-mail address is being changed',
    text: [
      `Hi ${user.name},`,
      '',
      `Someone signed in to your Drape account asked to change its e-mail address to ${newEmail}.`,
      'The change happens only when the link sent to that address is opened.',
      ...(rename
        ? [`In the same update, its name was changed from "${rename.from}" to "${rename.to}".`]
        : []),
      '',
      'If this was not you, change your password now (that signs out every other session):',
      `${deps.config.PUBLIC_URL}/profile`,
      ...sign,
    ].join('\n'),
  });
}

/** Applies the change a confirmation link stands for; the link works once. Both addresses are told. */
export async function confirmEmailChange(deps: Pick<AppDeps, 'db' | 'events'>, token: string) {
  let change: { userId: string; from: string; to: string };
  try {
    change = await deps.db.transaction(async (tx: Db) => {
      const [pending] = await tx
        .delete(emailChangeTokens)
        .where(
          and(
            eq(emailChangeTokens.tokenHash, sha256(token)),
            gt(emailChangeTokens.expiresAt, sql`now()`),
          ),
        )
        .returning({ userId: emailChangeTokens.userId, newEmail: emailChangeTokens.newEmail });
      if (!pending) {
        throw new AppError('INVALID_TOKEN', 'This confirmation link is invalid or has expired');
      }
      const [old] = await tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, pending.userId));
      await tx
        .update(users)
        .set({ email: pending.newEmail, updatedAt: new Date() })
        .where(eq(users.id, pending.userId));
      return { userId: pending.userId, from: old?.email ?? '', to: pending.newEmail };
    });
  } catch (err) {
    // Someone took the address between the request and the confirmation.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
  const { userId, from, to } = change;
  await deps.events.emit('account.changed', { userId, changes: [{ what: 'email', from, to }] });
  return { email: to };
}
