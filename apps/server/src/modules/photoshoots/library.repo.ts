import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  shootBackdrops,
  shootModels,
  type ShootBackdropRow,
  type ShootModelRow,
} from '../../db/schema/photoshoots';

export type NewShootModel = typeof shootModels.$inferInsert;
export type NewShootBackdrop = typeof shootBackdrops.$inferInsert;

export async function insertModel(db: Db, row: NewShootModel): Promise<ShootModelRow> {
  const [created] = await db.insert(shootModels).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export function listModels(db: Db, userId: string): Promise<ShootModelRow[]> {
  return db
    .select()
    .from(shootModels)
    .where(eq(shootModels.userId, userId))
    .orderBy(asc(shootModels.createdAt), asc(shootModels.id));
}

export function findModelsByIds(db: Db, userId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as ShootModelRow[]);
  return db
    .select()
    .from(shootModels)
    .where(and(eq(shootModels.userId, userId), inArray(shootModels.id, ids)));
}

export async function deleteModel(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(shootModels)
    .where(and(eq(shootModels.userId, userId), eq(shootModels.id, id)))
    .returning();
  return row ?? null;
}

export async function insertBackdrop(db: Db, row: NewShootBackdrop): Promise<ShootBackdropRow> {
  const [created] = await db.insert(shootBackdrops).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export function listBackdrops(db: Db, userId: string): Promise<ShootBackdropRow[]> {
  return db
    .select()
    .from(shootBackdrops)
    .where(eq(shootBackdrops.userId, userId))
    .orderBy(asc(shootBackdrops.createdAt), asc(shootBackdrops.id));
}

export function findBackdropsByIds(db: Db, userId: string, ids: string[]) {
  if (!ids.length) return Promise.resolve([] as ShootBackdropRow[]);
  return db
    .select()
    .from(shootBackdrops)
    .where(and(eq(shootBackdrops.userId, userId), inArray(shootBackdrops.id, ids)));
}

export async function deleteBackdrop(db: Db, userId: string, id: string) {
  const [row] = await db
    .delete(shootBackdrops)
    .where(and(eq(shootBackdrops.userId, userId), eq(shootBackdrops.id, id)))
    .returning();
  return row ?? null;
}
