import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildHttpApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createContext, type AppContext, type ContextOverrides } from '../src/context';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/**
 * Which database the server tests run on: PGlite in memory by default; a fresh PostgreSQL
 * database per test file when TEST_DB=postgres and TEST_DATABASE_URL are set.
 */
export const testDbKind: 'pglite' | 'postgres' =
  process.env.TEST_DB === 'postgres' && process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  database: Database;
  url?: string;
  drop(): Promise<void>;
}

/**
 * test/global-setup.ts migrates once per run: PGlite databases start from its dump, PostgreSQL
 * ones are copied from its template. `migrate` still runs here (a no-op on the migrated copy;
 * the whole schema when there is no global setup).
 */
let pgliteSnapshot: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!pgliteSnapshot && file && existsSync(file)) pgliteSnapshot = new Blob([readFileSync(file)]);
  return pgliteSnapshot;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind === 'pglite') {
    const database = await openDatabase({ pgliteSnapshot: migratedPglite() });
    await migrate(database);
    return { database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  // Named after the run's database, so CI can drop whatever a crashed test left behind.
  const base = new URL(adminUrl).pathname.slice(1) || 'drape';
  const name = `${base}_t_${randomUUID().replace(/-/g, '').slice(0, 12)}`.toLowerCase();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 10 });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await again.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** The app's context: its services, job handlers and (not started) worker. */
  ctx: AppContext;
  config: Config;
  database: Database;
  dataDir: string;
  /** Signs up a fresh user through the API and returns its tokens and an auth header. */
  registerUser(
    overrides?: Partial<{ name: string; email: string; password: string }>,
  ): Promise<TestUser>;
  /** app.inject, with JSON parsing of the reply. */
  call(
    opts: InjectOptions,
  ): Promise<{ status: number; body: any; headers: Record<string, unknown> }>;
  /** E-mails written to the outbox, oldest first. */
  outbox(): { to: string; subject: string; text: string }[];
  close(): Promise<void>;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Omit<ContextOverrides, 'database'> = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'drape-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const testDb = await createTestDatabase();
  const ctx = await createContext(config, { ...options, database: testDb.database });
  const app = await buildHttpApp(ctx);
  await app.ready();
  let counter = 0;

  const call: TestApp['call'] = async (opts) => {
    const res = await app.inject(opts);
    let body: unknown = res.body;
    if ((res.headers['content-type'] ?? '').toString().includes('json') && res.body)
      body = res.json();
    return { status: res.statusCode, body, headers: res.headers };
  };

  return {
    app,
    ctx,
    config,
    database: testDb.database,
    dataDir,
    call,
    async registerUser(overrides = {}) {
      counter += 1;
      const email = overrides.email ?? `user${counter}-${randomUUID().slice(0, 8)}@example.com`;
      const password = overrides.password ?? 'Correct-Horse-9';
      const res = await call({
        method: 'POST',
        url: '/v1/auth/register',
        payload: { name: overrides.name ?? `User ${counter}`, email, password },
        // One address per sign-up: the per-address sign-up limit and trial cap stay out of the way.
        remoteAddress: `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`,
      });
      if (res.status !== 201)
        throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
      const { user, tokens } = res.body.data;
      return {
        id: user.id,
        email,
        password,
        accessToken: tokens.access.token,
        refreshToken: tokens.refresh.token,
        headers: { authorization: `Bearer ${tokens.access.token}` },
      };
    },
    outbox() {
      const dir = join(dataDir, 'outbox');
      let files: string[] = [];
      try {
        files = readdirSync(dir).sort();
      } catch {
        return [];
      }
      return files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
    },
    async close() {
      await app.close();
      await ctx.close();
      await testDb.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A TCP port that was free a moment ago on 127.0.0.1 (for tests that really listen). */
export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}
