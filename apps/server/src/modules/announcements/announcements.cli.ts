import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { AppError } from '../../lib/app-error';
import type { AppDeps } from '../../lib/deps';
import { announcementIdOf, sendAnnouncement } from './announcements.service';

export const UPDATES_USAGE = `updates send --subject <text> --body-file <path> [--id <id>]
            e-mail a product update to every user with "Product updates" on; once per user
            and id (default: a hash of subject and body), so running it again resends nothing`;

/** `server updates send …`: a product announcement, e-mailed; prints what happened. */
export async function runUpdatesCommand(deps: AppDeps, args: string[]): Promise<string> {
  const [sub, ...rest] = args;
  if (sub !== 'send')
    throw new AppError('VALIDATION_ERROR', `unknown command "updates ${sub ?? ''}"`);
  const { values } = parseArgs({
    args: rest,
    options: {
      subject: { type: 'string' },
      'body-file': { type: 'string' },
      id: { type: 'string' },
    },
  });
  if (!values.subject || !values['body-file']) {
    throw new AppError('VALIDATION_ERROR', 'updates send needs --subject and --body-file');
  }
  const body = await readFile(values['body-file'], 'utf8').catch((err: unknown) => {
    throw new AppError('VALIDATION_ERROR', `cannot read --body-file: ${(err as Error).message}`);
  });
  const id = values.id ?? announcementIdOf(values.subject, body);
  const r = await sendAnnouncement(deps, { id, subject: values.subject, body });
  return `announcement ${id}: sent ${r.sent}, already sent ${r.alreadySent}, switched off ${r.switchedOff}, failed ${r.failed}`;
}
