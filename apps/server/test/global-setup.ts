import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { dumpPglite, openDatabase } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * Runs the migrations once per test run instead of once per test database: PGlite's migrated
 * data directory is dumped to a file every test file loads (no initdb, no migrations), and on
 * PostgreSQL a migrated template database is what each test file's database is copied from
 * (`CREATE DATABASE ... TEMPLATE`). A broken migration still fails every server test.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && adminUrl) {
    // Named like the per-file databases, so CI's drop of `<run db>_t_%` also removes it.
    const base = new URL(adminUrl).pathname.slice(1) || 'drape';
    const name = `${base}_t_tpl_${randomUUID().replace(/-/g, '').slice(0, 8)}`.toLowerCase();
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ url: url.toString(), poolSize: 1 });
    try {
      await migrate(database);
    } finally {
      // A template must have no open connections while databases are copied from it.
      await database.close();
    }
    project.provide('postgresTemplate', name);
    return () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'drape-test-db-'));
  const database = await openDatabase({});
  try {
    await migrate(database);
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, Buffer.from(await (await dumpPglite(database)).arrayBuffer()));
    project.provide('pgliteSnapshot', file);
  } finally {
    await database.close();
  }
  return async () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated PGlite data directory (tar), when running on PGlite. */
    pgliteSnapshot?: string;
    /** The migrated PostgreSQL template database, when running on PostgreSQL. */
    postgresTemplate?: string;
  }
}
