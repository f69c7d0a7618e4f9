import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { createRateLimiter } from '../../src/lib/rate-limiter';
import { testDbKind } from '../helpers';

// Issue 12, design item: a crash wiped the UNLOGGED rate_limits table and with it every login
// lockout. The auth counters now live in auth_limits (WAL-logged). A real crash (SIGKILL of a
// process holding an embedded database) shows both sides of the trade-off. PostgreSQL treats
// UNLOGGED tables the same way after a crash; the persistence of each table is checked on both
// databases in auth-limits.test.ts.
describe.runIf(testDbKind === 'pglite')('a crash of the server process', () => {
  it('keeps the login lockout (auth_limits) and loses only the general counters', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'drape-crash-'));
    try {
      const child = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(import.meta.dirname, 'fixtures', 'crash-after-hits.mts'), dir],
        { cwd: join(import.meta.dirname, '..', '..'), encoding: 'utf8' },
      );
      expect(child.signal, child.stderr).toBe('SIGKILL');
      const database = await openDatabase({ pgliteDir: dir });
      try {
        const durable = await createRateLimiter(database.db, 'auth_limits').peek(
          'login:email:victim@example.com',
          5,
        );
        expect(durable.count).toBe(5);
        const volatile = await createRateLimiter(database.db).peek('apikey:drape_x', 60);
        expect(volatile.count).toBe(0);
      } finally {
        await database.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
