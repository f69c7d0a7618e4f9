import { CHANNEL_DEFAULTS, NOTIFICATION_DEFAULTS, PRIVACY_DEFAULTS } from '@drape/shared/constants';
import { MESSAGES } from '@drape/shared/errors';
import type {
  ChangePasswordInput,
  DeleteAccountInput,
  ProfileResponse,
  NotificationPreferences,
  UpdatePreferencesInput,
  UpdateProfileInput,
} from '@drape/shared/users.contract';
import type { UserRow } from '../../db/schema/users';
import { AppError, notFound } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { hashPassword, revokeSessions } from '../auth/auth.service';
import { assertCurrentPassword } from '../auth/current-password.service';
import { requestEmailChange } from '../auth/email-change.service';
import * as repo from './users.repo';
import { claimSend, releaseSend } from './users.sends.repo';
import { toPublicUser } from './users.mapper';

type Deps = Pick<
  AppDeps,
  'db' | 'storage' | 'log' | 'config' | 'authLimiter' | 'mailer' | 'events'
>;

export async function getUser(deps: Pick<AppDeps, 'db'>, userId: string) {
  const row = await repo.findUserById(deps.db, userId);
  if (!row) throw new AppError('UNAUTHENTICATED', 'This account no longer exists');
  return row;
}

/** The caller's profile; a JWT request already read the row with its session check. */
export async function getProfile(
  deps: Pick<AppDeps, 'db'>,
  auth: { userId: string; user?: UserRow },
) {
  return toPublicUser(auth.user ?? (await getUser(deps, auth.userId)));
}

/**
 * Saves the name at once. A new e-mail address needs the current password and waits for its
 * confirmation link (the old address is told, of a new name too: one e-mail for one update);
 * until then `user.email` stays as it was. A new name alone is an "Account changes" e-mail.
 */
export async function updateProfile(
  deps: Deps,
  userId: string,
  input: UpdateProfileInput,
): Promise<ProfileResponse> {
  const user = await getUser(deps, userId);
  const changesEmail = input.email.toLowerCase() !== user.email.toLowerCase();
  const rename = input.name !== user.name ? { from: user.name, to: input.name } : null;
  if (changesEmail) {
    if (!input.currentPassword) {
      throw new AppError('VALIDATION_ERROR', MESSAGES.currentPasswordRequired, {
        fieldErrors: { currentPassword: [MESSAGES.currentPasswordRequired] },
      });
    }
    await assertCurrentPassword(deps, user, input.currentPassword, 'currentPassword');
    await requestEmailChange(deps, user, input.email, rename);
  }
  const row = await repo.updateUser(deps.db, userId, { name: input.name });
  if (!row) throw notFound('User');
  if (rename && !changesEmail) {
    await deps.events.emit('account.changed', { userId, changes: [{ what: 'name', ...rename }] });
  }
  return { user: toPublicUser(row), ...(changesEmail ? { pendingEmail: input.email } : {}) };
}

/** Changes the password and signs out every other session of the user. */
export async function changePassword(
  deps: Deps & Pick<AppDeps, 'events'>,
  userId: string,
  sessionId: string | undefined,
  input: ChangePasswordInput,
) {
  const user = await getUser(deps, userId);
  await assertCurrentPassword(deps, user, input.currentPassword, 'currentPassword');
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    await repo.updateUser(tx, userId, { passwordHash });
    await revokeSessions(tx, userId, sessionId);
  });
  await deps.events.emit('password.changed', { userId, how: 'changed' });
}

/**
 * Deletes the account (the current password confirms it: issue 12, item 6), its sessions, uploads, generations, keys and files. Ledger rows and
 * payment orders stay, anonymised (their user id becomes null), as the accounts need them.
 */
export async function deleteAccount(deps: Deps, userId: string, input: DeleteAccountInput) {
  await assertCurrentPassword(deps, await getUser(deps, userId), input.password, 'password');
  await repo.deleteUser(deps.db, userId);
  await deps.storage.deletePrefix(`u/${userId}`).catch((err: unknown) => {
    deps.log.error({ err, userId }, 'account deleted but its files could not all be removed');
  });
}

export function readPreferences(stored: Record<string, unknown>): NotificationPreferences {
  const part = (k: string) =>
    stored[k] && typeof stored[k] === 'object' ? (stored[k] as object) : {};
  return {
    notifications: { ...NOTIFICATION_DEFAULTS, ...part('notifications') },
    channels: { ...CHANNEL_DEFAULTS, ...part('channels') },
    privacy: { ...PRIVACY_DEFAULTS, ...part('privacy') },
  };
}

export async function getPreferences(deps: Pick<AppDeps, 'db'>, userId: string) {
  return readPreferences((await getUser(deps, userId)).preferences);
}

export async function updatePreferences(deps: Deps, userId: string, input: UpdatePreferencesInput) {
  const current = await getPreferences(deps, userId);
  const next: NotificationPreferences = {
    notifications: { ...current.notifications, ...input.notifications },
    channels: { ...current.channels, ...input.channels },
    privacy: { ...current.privacy, ...input.privacy },
  };
  await repo.updateUser(deps.db, userId, { preferences: next });
  return next;
}

type NotificationKind = keyof NotificationPreferences['notifications'];

/** Whether an e-mail of this kind may be sent to the user (their preferences decide). */
export async function canEmail(
  deps: Pick<AppDeps, 'db'>,
  userId: string,
  kind: NotificationKind,
): Promise<{ allowed: boolean; email: string; name: string }> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) return { allowed: false, email: '', name: '' };
  const prefs = readPreferences(user.preferences);
  return {
    allowed: prefs.channels.email && prefs.notifications[kind],
    email: user.email,
    name: user.name,
  };
}

/**
 * Sends a notification e-mail at most once per occasion (`key`: a payment id, an announcement id),
 * however many callers see the occasion: the first claims it in `notification_sends`. A user whose
 * switch is off gets nothing and nothing is recorded; a send that fails gives its claim back.
 */
export async function emailOnce(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'log'>,
  send: { kind: NotificationKind; key: string; userId: string },
  mail: (name: string) => { subject: string; lines: string[] },
): Promise<'sent' | 'off' | 'already-sent' | 'failed'> {
  const who = await canEmail(deps, send.userId, send.kind);
  if (!who.allowed) return 'off';
  if (!(await claimSend(deps.db, send))) return 'already-sent';
  const { subject, lines } = mail(who.name);
  try {
    await deps.mailer.send({ to: who.email, subject, text: [...lines, '', '— Drape'].join('\n') });
    return 'sent';
  } catch (err) {
    deps.log.error({ err, ...send }, 'notification e-mail failed');
    await releaseSend(deps.db, send);
    return 'failed';
  }
}

/** Every user id, a page at a time (for announcements to everyone who wants them). */
export async function* listAllUserIds(deps: Pick<AppDeps, 'db'>, pageSize = 500) {
  let after: string | null = null;
  for (;;) {
    const ids = await repo.listUserIdsAfter(deps.db, after, pageSize);
    yield* ids;
    if (ids.length < pageSize) return;
    after = ids[ids.length - 1] ?? null;
  }
}

/** Everything the user owns, as JSON; the owner is told (a stolen session could take it). */
export async function exportUserData(deps: Deps, userId: string) {
  const user = await getUser(deps, userId);
  const data = {
    exportedAt: new Date().toISOString(),
    user: { ...toPublicUser(user), creditBalance: user.creditBalance },
    preferences: readPreferences(user.preferences),
    ...(await repo.collectUserData(deps.db, userId)),
  };
  await deps.events.emit('account.changed', { userId, changes: [{ what: 'data-exported' }] });
  return data;
}
