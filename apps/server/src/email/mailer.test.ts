import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('outbox mailer', () => {
  it('never shows a reader a half-written message', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'drape-outbox-'));
    dirs.push(dataDir);
    const outboxDir = join(dataDir, 'outbox');
    const mailer = createMailer({
      from: 'Drape <no-reply@example.com>',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    // A large attachment (an invoice PDF can be big) makes the write take many event-loop turns.
    const content = Buffer.alloc(24 * 1024 * 1024, 7);
    const sending = mailer.send({
      to: 'buyer@example.com',
      subject: 'Your receipt',
      text: 'Thanks',
      attachments: [{ filename: 'invoice.pdf', content, contentType: 'application/pdf' }],
    });
    let done = false;
    void sending.then(() => (done = true));
    const unreadable: string[] = [];
    while (!done) {
      let files: string[] = [];
      try {
        files = readdirSync(outboxDir);
      } catch {
        // not made yet
      }
      for (const f of files) {
        try {
          JSON.parse(readFileSync(join(outboxDir, f), 'utf8'));
        } catch {
          unreadable.push(f);
        }
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sending;
    expect(unreadable).toEqual([]);
    const [file, ...rest] = readdirSync(outboxDir);
    expect(rest).toEqual([]);
    const saved = JSON.parse(readFileSync(join(outboxDir, file ?? ''), 'utf8')) as {
      subject: string;
      attachments: { contentBase64: string }[];
    };
    expect(saved.subject).toBe('Your receipt');
    expect(Buffer.from(saved.attachments[0]?.contentBase64 ?? '', 'base64').length).toBe(
      content.length,
    );
  });
});
