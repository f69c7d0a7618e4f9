import { hostname } from 'node:os';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expireOrphanedLeases } from '../../src/queue/orphans';
import { createTestApp, type TestApp } from '../helpers';

// Issue 12 design item: an embedded job whose server was killed waited the whole 300 s lease
// before it was retried. runWorker now ends such leases at start-up.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function claimedBy(workerId: string) {
  const { queue, db } = t.ctx.deps;
  await queue.enqueue(db, 'orphan-test', { n: 1 }, { maxAttempts: 3 });
  const job = await queue.claim('orphan-test', workerId, 300);
  if (!job) throw new Error('no job claimed');
  return job.id;
}
const statusOf = async (id: string) =>
  (await t.database.query<{ status: string }>('SELECT status FROM jobs WHERE id = $1', [id]))[0]
    ?.status;

describe('jobs of a killed process', () => {
  it('a dead local worker’s job is requeued at once, a live worker’s job is left alone', async () => {
    const deadPid = spawnSync(process.execPath, ['-e', '0']).pid as number;
    const orphan = await claimedBy(`${hostname()}:${deadPid}:deadbeef`);
    const alive = await claimedBy(`${hostname()}:${process.pid}:cafef00d`);
    const elsewhere = await claimedBy(`another-host:${deadPid}:0badf00d`);
    expect(await expireOrphanedLeases(t.ctx.deps.db, false)).toBe(1);
    expect(await t.ctx.deps.queue.recoverExpired('orphan-test')).toBe(1);
    expect(await statusOf(orphan)).toBe('queued');
    expect(await statusOf(alive)).toBe('active');
    expect(await statusOf(elsewhere)).toBe('active');
  });

  it('embedded: the DATA_DIR lock makes every active job an orphan', async () => {
    const before = await t.database.query<{ id: string }>(
      `SELECT id FROM jobs WHERE status = 'active'`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(await expireOrphanedLeases(t.ctx.deps.db, true)).toBe(before.length);
    await t.ctx.deps.queue.recoverExpired('orphan-test');
    const after = await t.database.query(`SELECT id FROM jobs WHERE status = 'active'`);
    expect(after).toHaveLength(0);
  });
});
