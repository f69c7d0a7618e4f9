import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, type UploadRow } from '../../db/schema/uploads';

export type NewUpload = typeof uploads.$inferInsert;

export async function insertUploads(db: Db, rows: NewUpload[]): Promise<UploadRow[]> {
  return db.transaction(async (tx) => tx.insert(uploads).values(rows).returning());
}

export async function findUploadByKey(
  db: Db,
  userId: string,
  storageKey: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.storageKey, storageKey)));
  return row ?? null;
}

export async function deleteUploadsByIds(db: Db, userId: string, ids: string[]): Promise<void> {
  for (const id of ids) {
    await db.delete(uploads).where(and(eq(uploads.userId, userId), eq(uploads.id, id)));
  }
}

export async function findUploadById(
  db: Db,
  userId: string,
  id: string,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.id, id)));
  return row ?? null;
}
