import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationSends } from '../../db/schema/notification-sends';

type Send = { kind: string; key: string; userId: string };

/** Claims a once-only e-mail: true for the first caller, false when it was already claimed. */
export async function claimSend(db: Db, send: Send): Promise<boolean> {
  const rows = await db
    .insert(notificationSends)
    .values(send)
    .onConflictDoNothing()
    .returning({ key: notificationSends.key });
  return rows.length > 0;
}

/** Gives a claim back after its e-mail could not be sent, so a later attempt may send it. */
export async function releaseSend(db: Db, send: Send): Promise<void> {
  await db
    .delete(notificationSends)
    .where(
      and(
        eq(notificationSends.kind, send.kind),
        eq(notificationSends.key, send.key),
        eq(notificationSends.userId, send.userId),
      ),
    );
}
