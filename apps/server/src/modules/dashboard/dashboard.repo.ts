import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeyRequests, apiKeys } from '../../db/schema/api-keys';
import { vtonRequests } from '../../db/schema/tryon';
import { users } from '../../db/schema/users';

export interface GenerationCounts {
  total: number;
  completed: number;
}

export async function countGenerations(db: Db, userId: string): Promise<GenerationCounts> {
  const [row] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${vtonRequests.status} = 'COMPLETED')`.mapWith(
        Number,
      ),
    })
    .from(vtonRequests)
    .where(eq(vtonRequests.userId, userId));
  return { total: Number(row?.total ?? 0), completed: Number(row?.completed ?? 0) };
}

/** Requests made with any of the user's API keys. */
export async function countApiCalls(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiKeyRequests)
    .innerJoin(apiKeys, eq(apiKeys.id, apiKeyRequests.apiKeyId))
    .where(eq(apiKeys.userId, userId));
  return Number(row?.n ?? 0);
}

export async function findCreditBalance(db: Db, userId: string): Promise<number | null> {
  const [row] = await db
    .select({ balance: users.creditBalance })
    .from(users)
    .where(eq(users.id, userId));
  return row ? row.balance : null;
}
