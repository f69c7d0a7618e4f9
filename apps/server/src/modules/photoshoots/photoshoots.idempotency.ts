import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CreatePhotoshootInput } from '@drape/shared/photoshoots.contract';
import type { Db } from '../../db/client';
import { photoshoots } from '../../db/schema/photoshoots';
import { AppError } from '../../lib/app-error';

export interface Idempotency {
  key: string;
  /** sha256 of the validated request body: the same key must come with the same request. */
  hash: string;
}

export interface StartedShoot {
  id: string;
  imageCount: number;
  creditCost: number;
  /** False when an earlier request with the same Idempotency-Key made it. */
  created: boolean;
}

export function idempotencyOf(key: string | undefined, input: CreatePhotoshootInput) {
  if (!key) return undefined;
  const hash = createHash('sha256').update(JSON.stringify(input)).digest('hex');
  return { key, hash };
}

/**
 * The shoot an earlier request with this key started (null if none): the same request gets it
 * back, charged once; a different request with the same key is refused with 409.
 */
export async function replayShoot(
  db: Db,
  userId: string,
  idem: Idempotency,
): Promise<StartedShoot | null> {
  const [row] = await db
    .select()
    .from(photoshoots)
    .where(and(eq(photoshoots.userId, userId), eq(photoshoots.idempotencyKey, idem.key)));
  if (!row) return null;
  if (row.requestHash !== idem.hash) {
    throw new AppError(
      'IDEMPOTENCY_CONFLICT',
      'This Idempotency-Key was already used for a different photoshoot request',
    );
  }
  return { id: row.id, imageCount: row.imageCount, creditCost: row.creditCost, created: false };
}
