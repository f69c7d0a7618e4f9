import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { apiKeys, type ApiKeyRow } from '../../db/schema/api-keys';

export type NewApiKey = typeof apiKeys.$inferInsert;

export async function insertApiKey(db: Db, values: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  if (!row) throw new Error('api key insert returned no row');
  return row;
}

/**
 * Inserts the key unless the user already holds `max` live (not revoked) keys; null then. The
 * user's row is locked first, so concurrent creations cannot both slip under the cap.
 */
export async function insertApiKeyCapped(
  db: Db,
  max: number,
  values: NewApiKey,
): Promise<ApiKeyRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${values.userId} FOR UPDATE`);
    const [live] = await tx
      .select({ n: sql<string>`count(*)` })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, values.userId), isNull(apiKeys.revokedAt)));
    if (Number(live?.n ?? 0) >= max) return null;
    return insertApiKey(tx, values);
  });
}

/** Keys that have not been revoked, newest first. */
export function listApiKeys(db: Db, userId: string): Promise<ApiKeyRow[]> {
  return db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
}

export async function findApiKey(db: Db, userId: string, id: string): Promise<ApiKeyRow | null> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
  return row ?? null;
}

export async function updateApiKey(
  db: Db,
  userId: string,
  id: string,
  values: Partial<Pick<NewApiKey, 'name' | 'isActive' | 'maxUsage' | 'webhookUrl'>>,
): Promise<ApiKeyRow | null> {
  const [row] = await db
    .update(apiKeys)
    .set(values)
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning();
  return row ?? null;
}

/** Revoked keys stay (so a later use can be told "revoked" and stats survive) but never work. */
/** Revokes a key still live; its name and prefix, or null when there was none. */
export async function revokeApiKey(db: Db, userId: string, id: string) {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, isActive: false })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name, prefix: apiKeys.keyPrefix });
  return row ?? null;
}

export interface KeyForAuth {
  id: string;
  user_id: string;
  is_active: boolean;
  expires_at: Date | string | null;
  revoked_at: Date | string | null;
}

/** The hot path of every API-key request: one indexed lookup by hash. */
export async function findKeyForAuth(db: Db, keyHash: string): Promise<KeyForAuth | null> {
  const [row] = await queryRows<KeyForAuth>(
    db,
    sql`SELECT id, user_id, is_active, expires_at, revoked_at FROM api_keys WHERE key_hash = ${keyHash}`,
  );
  return row ?? null;
}

/** Moves last_used_at forward only (several processes may flush out of order). */
export async function touchLastUsed(db: Db, ids: string[], times: Date[]): Promise<void> {
  if (ids.length === 0) return;
  await db.execute(
    sql`UPDATE api_keys AS k SET last_used_at = GREATEST(k.last_used_at, v.t)
        FROM unnest(${sql.param(ids)}::uuid[], ${sql.param(times.map((t) => t.toISOString()))}::timestamptz[])
          AS v(id, t) WHERE k.id = v.id`,
  );
}

export interface RequestLogEntry {
  apiKeyId: string;
  method: string;
  route: string;
  statusCode: number;
  durationMs: number;
  creditsSpent: number;
  createdAt: Date;
}

/** One statement for a whole batch; rows of keys deleted meanwhile are skipped, not fatal. */
export async function insertRequestLog(db: Db, entries: RequestLogEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const col = <K extends keyof RequestLogEntry>(k: K) => sql.param(entries.map((e) => e[k]));
  const times = sql.param(entries.map((e) => e.createdAt.toISOString()));
  await db.execute(
    sql`INSERT INTO api_key_requests
          (api_key_id, method, route, status_code, duration_ms, credits_spent, created_at)
        SELECT v.* FROM unnest(${col('apiKeyId')}::uuid[], ${col('method')}::text[],
                               ${col('route')}::text[], ${col('statusCode')}::int[],
                               ${col('durationMs')}::real[], ${col('creditsSpent')}::int[],
                               ${times}::timestamptz[]) AS v(a, m, r, s, d, c, t)
         WHERE EXISTS (SELECT 1 FROM api_keys k WHERE k.id = v.a)`,
  );
}

export interface RequestTotals {
  total: number;
  errors: number;
  avgMs: number | null;
  p95Ms: number | null;
}

export async function getRequestTotals(
  db: Db,
  apiKeyId: string,
  days: number,
): Promise<RequestTotals> {
  const [row] = await queryRows<{
    total: string | number;
    errors: string | number;
    avg_ms: number | null;
    p95_ms: number | null;
  }>(
    db,
    sql`SELECT count(*) AS total,
               count(*) FILTER (WHERE status_code >= 400) AS errors,
               avg(duration_ms)::float8 AS avg_ms,
               percentile_cont(0.95) WITHIN GROUP (ORDER BY duration_ms)::float8 AS p95_ms
          FROM api_key_requests
         WHERE api_key_id = ${apiKeyId} AND created_at > now() - make_interval(days => ${days})`,
  );
  return {
    total: Number(row?.total ?? 0),
    errors: Number(row?.errors ?? 0),
    avgMs: row?.avg_ms ?? null,
    p95Ms: row?.p95_ms ?? null,
  };
}

/** One row per UTC day for the last `days` days (today included), zero-filled. */
export async function getDailyRequests(
  db: Db,
  apiKeyId: string,
  days: number,
): Promise<{ date: string; requests: number; errors: number }[]> {
  const rows = await queryRows<{
    date: string;
    requests: string | number;
    errors: string | number;
  }>(
    db,
    sql`SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
               count(r.id) AS requests,
               count(r.id) FILTER (WHERE r.status_code >= 400) AS errors
          FROM generate_series(
                 (now() AT TIME ZONE 'UTC')::date - (${days}::int - 1),
                 (now() AT TIME ZONE 'UTC')::date,
                 interval '1 day') AS d(day)
          LEFT JOIN api_key_requests r
            ON r.api_key_id = ${apiKeyId} AND (r.created_at AT TIME ZONE 'UTC')::date = d.day::date
         GROUP BY d.day ORDER BY d.day`,
  );
  return rows.map((r) => ({
    date: r.date,
    requests: Number(r.requests),
    errors: Number(r.errors),
  }));
}

/** Net credits spent by generations made with the key: usage debits minus refunds. */
export async function getCreditsSpent(db: Db, apiKeyId: string): Promise<number> {
  const [row] = await queryRows<{ spent: string | number | null }>(
    db,
    sql`SELECT coalesce(sum(CASE WHEN l.type = 'DEBIT' THEN l.amount ELSE -l.amount END), 0) AS spent
          FROM credit_ledger l JOIN vton_requests v ON v.id = l.generation_id
         WHERE v.api_key_id = ${apiKeyId} AND l.kind IN ('usage', 'refund')`,
  );
  return Number(row?.spent ?? 0);
}

export interface WebhookTarget {
  webhookUrl: string | null;
  webhookSecret: string | null;
  revokedAt: Date | null;
}

export async function findWebhookTarget(db: Db, apiKeyId: string): Promise<WebhookTarget | null> {
  const [row] = await db
    .select({
      webhookUrl: apiKeys.webhookUrl,
      webhookSecret: apiKeys.webhookSecret,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.id, apiKeyId));
  return row ?? null;
}
