import { asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema/api-keys';
import { creditLedger, paymentOrders } from '../../db/schema/credits';
import { vtonRequests } from '../../db/schema/tryon';
import { uploads } from '../../db/schema/uploads';
import { users } from '../../db/schema/users';

// Read on every authenticated profile request: built once, sent as a named prepared statement.
const preparedByDb = new WeakMap<Db, ReturnType<typeof prepareFindUserById>>();
const prepareFindUserById = (db: Db) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('find_user_by_id');

export async function findUserById(db: Db, id: string) {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = prepareFindUserById(db);
    preparedByDb.set(db, prepared);
  }
  const [row] = await prepared.execute({ id });
  return row ?? null;
}

/** A page of user ids in id order, after `after` (keyset paging for bulk e-mail). */
export async function listUserIdsAfter(db: Db, after: string | null, limit: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(after ? gt(users.id, after) : undefined)
    .orderBy(asc(users.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function updateUser(
  db: Db,
  id: string,
  values: Partial<
    Pick<typeof users.$inferInsert, 'name' | 'email' | 'passwordHash' | 'avatarKey' | 'preferences'>
  >,
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

export async function deleteUser(db: Db, id: string) {
  await db.delete(users).where(eq(users.id, id));
}

/** Everything a user owns, for the data export (secrets and hashes left out). */
export async function collectUserData(db: Db, userId: string) {
  const [ledger, orders, files, generations, keys] = await Promise.all([
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.seq)), // commit order, as the history (issue 12)
    db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, userId))
      .orderBy(desc(paymentOrders.createdAt)),
    db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(desc(uploads.createdAt)),
    db
      .select()
      .from(vtonRequests)
      .where(eq(vtonRequests.userId, userId))
      .orderBy(desc(vtonRequests.createdAt)),
    db
      .select({
        id: apiKeys.id,
        name: apiKeys.name,
        keyPrefix: apiKeys.keyPrefix,
        usageCount: apiKeys.usageCount,
        maxUsage: apiKeys.maxUsage,
        isActive: apiKeys.isActive,
        createdAt: apiKeys.createdAt,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
      })
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId)),
  ]);
  return { ledger, orders, uploads: files, generations, apiKeys: keys };
}
