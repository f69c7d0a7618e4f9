import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { knownDevices } from '../../db/schema/known-devices';

/**
 * Remembers a browser for a user: `isNew` when it was not known yet, `hadOthers` when the user
 * already had some (accounts older than this table get no alert for their first sign-in).
 */
export async function rememberDevice(db: Db, userId: string, deviceHash: string) {
  const known = await db
    .select({ deviceHash: knownDevices.deviceHash })
    .from(knownDevices)
    .where(eq(knownDevices.userId, userId));
  const inserted = await db
    .insert(knownDevices)
    .values({ userId, deviceHash })
    .onConflictDoNothing()
    .returning({ deviceHash: knownDevices.deviceHash });
  return { isNew: inserted.length > 0, hadOthers: known.length > 0 };
}
