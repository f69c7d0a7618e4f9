import { CONTACT_MESSAGES, type ContactMessageInput } from '@drape/shared/contact.contract';
import { MESSAGES } from '@drape/shared/errors';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import * as repo from './contact.repo';

type Deps = Pick<AppDeps, 'config' | 'db' | 'mailer' | 'limiter' | 'log'>;

const HOUR_SECONDS = 3600;

/**
 * Stores a landing-page enquiry and notifies the team. Rate-limited per IP so the public
 * form cannot be used to flood the inbox.
 */
export async function submitContactMessage(
  deps: Deps,
  input: ContactMessageInput,
  ip: string,
): Promise<{ id: string; message: string }> {
  const limit = await deps.limiter.hit(
    `contact:ip:${ip}`,
    deps.config.CONTACT_RATE_LIMIT_PER_HOUR,
    HOUR_SECONDS,
  );
  if (!limit.allowed) {
    throw new AppError('RATE_LIMITED', MESSAGES.tooManyRequests, undefined, {
      'retry-after': String(limit.retryAfterSeconds),
    });
  }
  const row = await repo.insertContactMessage(deps.db, { ...input, ip });
  await notifyTeam(deps, row);
  deps.log.info({ contactMessageId: row.id }, 'contact message received');
  return { id: row.id, message: CONTACT_MESSAGES.success };
}

/** The row is already stored, so a mail failure is logged rather than failing the visitor. */
async function notifyTeam(deps: Deps, row: Awaited<ReturnType<typeof repo.insertContactMessage>>) {
  const lines = [
    `New enquiry from the Drape website (${row.createdAt.toISOString()})`,
    '',
    `Name:    ${row.name}`,
    `Email:   ${row.email}`,
    `Phone:   ${row.phone ?? '-'}`,
    `Company: ${row.company ?? '-'}`,
    '',
    row.message,
    '',
    `Reference: ${row.id}`,
  ];
  try {
    await deps.mailer.send({
      to: deps.config.CONTACT_EMAIL_TO,
      subject: `New enquiry from ${row.name}${row.company ? ` (${row.company})` : ''}`,
      text: lines.join('\n'),
    });
  } catch (err) {
    deps.log.error({ err, contactMessageId: row.id }, 'contact notification failed');
  }
}
