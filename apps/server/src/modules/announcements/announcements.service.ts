import { createHash } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { emailOnce, listAllUserIds } from '../users/users.service';

type Deps = Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>;

export interface Announcement {
  /** Sends are remembered per id: the same id is never sent to a user twice. */
  id: string;
  subject: string;
  body: string;
}

export type AnnouncementReport = Record<'sent' | 'alreadySent' | 'switchedOff' | 'failed', number>;

const COUNTED_AS = {
  sent: 'sent',
  'already-sent': 'alreadySent',
  off: 'switchedOff',
  failed: 'failed',
} as const satisfies Record<Awaited<ReturnType<typeof emailOnce>>, keyof AnnouncementReport>;

/** The id an announcement gets when the operator gives none: a hash of what it says. */
export const announcementIdOf = (subject: string, body: string) =>
  createHash('sha256').update(`${subject}\n${body}`).digest('hex').slice(0, 16);

function checkAnnouncement({ id, subject, body }: Announcement) {
  if (!/^[\w.-]{1,100}$/.test(id)) {
    throw new AppError('VALIDATION_ERROR', 'the id may hold letters, digits, . _ and - (1–100)');
  }
  if (!subject.trim() || subject.length > 200 || /[\r\n]/.test(subject)) {
    throw new AppError('VALIDATION_ERROR', 'the subject must be one line of 1–200 characters');
  }
  if (!body.trim()) throw new AppError('VALIDATION_ERROR', 'the body is empty');
}

/**
 * `emailUpdates` ("Product updates"): e-mails an operator's announcement to every user whose
 * switch (and e-mail channel) is on, once per user and announcement id, so running it again —
 * after a crash, or by mistake — sends only to those who have not had it.
 */
export async function sendAnnouncement(
  deps: Deps,
  announcement: Announcement,
): Promise<AnnouncementReport> {
  checkAnnouncement(announcement);
  const report: AnnouncementReport = { sent: 0, alreadySent: 0, switchedOff: 0, failed: 0 };
  const optOut = `You get these because "Product updates" is on. Turn it off: ${deps.config.PUBLIC_URL}/profile#notifications`;
  for await (const userId of listAllUserIds(deps)) {
    const result = await emailOnce(
      deps,
      { kind: 'emailUpdates', key: announcement.id, userId },
      (name) => ({
        subject: announcement.subject,
        lines: [`Hi ${name},`, '', announcement.body.trim(), '', optOut],
      }),
    );
    report[COUNTED_AS[result]] += 1;
  }
  deps.log.info({ announcementId: announcement.id, ...report }, 'announcement sent');
  return report;
}
