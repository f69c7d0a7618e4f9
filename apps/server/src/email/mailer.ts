import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../lib/logger';
import nodemailer from 'nodemailer';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (e.g. the GST invoice PDF with a receipt). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(message: EmailMessage): Promise<void>;
}

/** SMTP when configured; otherwise each message is written to DATA_DIR/outbox as JSON and logged. */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: Logger;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      kind: 'smtp',
      send: async (m) => {
        await transport.sendMail({ from: opts.from, ...m });
        opts.log.info({ to: m.to, subject: m.subject }, 'email sent');
      },
    };
  }
  let counter = 0;
  return {
    kind: 'outbox',
    send: async (m) => {
      await mkdir(opts.outboxDir, { recursive: true });
      counter += 1;
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(opts.outboxDir, `${stamp}-${process.pid}-${counter}.json`);
      // Attachments are kept as base64 so the outbox file stays readable JSON.
      const attachments = m.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.contentType,
        contentBase64: a.content.toString('base64'),
      }));
      const saved = { from: opts.from, ...m, attachments, sentAt: new Date() };
      // Written beside the outbox, then renamed into it: a reader never sees a half-written file.
      const partial = join(dirname(opts.outboxDir), `.${basename(file)}.partial`);
      await writeFile(partial, JSON.stringify(saved, null, 2));
      await rename(partial, file);
      opts.log.info({ to: m.to, subject: m.subject, file }, 'email written to outbox');
    },
  };
}
