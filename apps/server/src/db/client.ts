import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';

export type Db = PgDatabase<PgQueryResultHKT>;

/** Runs a hand-written `sql` statement through Drizzle; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export interface Session {
  exec(sqlText: string): Promise<void>;
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** One database handle for both engines: PGlite (embedded) and PostgreSQL (scaled). */
export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs parameterless SQL that may hold several statements. */
  exec(sqlText: string): Promise<void>;
  /** Runs one parameterised statement and returns its rows. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs `fn` on one session holding a lock (e.g. migrations from many processes at once). */
  withLock<T>(lockId: number, fn: (session: Session) => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; without it, PGlite in `pgliteDir` (or in memory when undefined). */
  url?: string;
  pgliteDir?: string;
  /**
   * A PGlite data directory dumped by `dumpDataDir` (tests: the migrated schema, made once per
   * run) to start from instead of running initdb; only for an in-memory PGlite.
   */
  pgliteSnapshot?: Blob;
  poolSize?: number;
}

export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  return opts.url
    ? openPostgres(opts.url, opts.poolSize ?? 10)
    : openPglite(opts.pgliteDir, opts.pgliteSnapshot);
}

/** Dumps an in-memory PGlite database (uncompressed tar) for `pgliteSnapshot`. */
export async function dumpPglite(database: Database): Promise<Blob> {
  if (database.kind !== 'pglite') throw new Error('dumpPglite: not a PGlite database');
  return (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
}

async function openPglite(dir: string | undefined, snapshot?: Blob): Promise<Database> {
  const client = snapshot
    ? await PGlite.create({ dataDir: dir ?? 'memory://', loadDataDir: snapshot })
    : await PGlite.create(dir ?? 'memory://');
  const db = drizzlePglite(client) as unknown as Db;
  let closed = false;
  const session: Session = {
    exec: async (text) => {
      await client.exec(text);
    },
    query: async <T>(text: string, params: unknown[] = []) =>
      (await client.query<T>(text, params)).rows,
  };
  return {
    kind: 'pglite',
    db,
    ...session,
    // PGlite is one connection owned by one process: nobody else can race us.
    withLock: (_lockId, fn) => fn(session),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client that errors (e.g. the server restarts) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool) as unknown as Db;
  await pool.query('select 1');
  let closed = false;
  return {
    kind: 'postgres',
    db,
    exec: async (text) => {
      await pool.query(text);
    },
    query: async <T>(text: string, params: unknown[] = []) =>
      (await pool.query(text, params)).rows as T[],
    withLock: async (lockId, fn) => {
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [lockId]);
        try {
          return await fn({
            exec: async (t) => void (await conn.query(t)),
            query: async <T>(t: string, p: unknown[] = []) => (await conn.query(t, p)).rows as T[],
          });
        } finally {
          await conn.query('select pg_advisory_unlock($1)', [lockId]);
        }
      } finally {
        conn.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
      return true;
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
