import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { openConfiguredDatabase } from '../../src/context';
import { DataDirLockedError, lockDataDir } from '../../src/lib/data-dir-lock';

// Issue 12 defect 12: two embedded servers on one DATA_DIR both started, and the second one's
// writes were lost. The embedded database now holds DATA_DIR/server.lock.
const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'drape-lock-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
const configFor = (dir: string) =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dir,
    JWT_SECRET: 'test-secret-test-secret-test-secret-42',
    DATABASE_URL: '',
  });

describe('the DATA_DIR lock', () => {
  it('a second embedded database on the same directory is refused; after close it opens', async () => {
    const dir = freshDir();
    const first = await openConfiguredDatabase(configFor(dir));
    await expect(openConfiguredDatabase(configFor(dir))).rejects.toThrow(DataDirLockedError);
    await expect(openConfiguredDatabase(configFor(dir))).rejects.toThrow(
      /in use by another Drape server \(pid \d+/,
    );
    await first.close();
    const again = await openConfiguredDatabase(configFor(dir));
    await again.close();
  }, 60_000);

  it('a lock left by a crashed process (dead pid) is taken over', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.pid']).pid as number;
    const lock = { pid: dead, host: hostname(), startedAt: new Date().toISOString() };
    writeFileSync(join(dir, 'server.lock'), JSON.stringify(lock));
    lockDataDir(dir).release();
  });

  it("another machine's lock holds while it is touched and is stale after a minute", () => {
    const dir = freshDir();
    const file = join(dir, 'server.lock');
    const lock = { pid: 1, host: 'other-host', startedAt: new Date().toISOString() };
    writeFileSync(file, JSON.stringify(lock));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    const old = new Date(Date.now() - 2 * 60_000);
    utimesSync(file, old, old);
    lockDataDir(dir).release();
  });

  it('a second server process exits with a clear message', async () => {
    const dir = freshDir();
    const held = lockDataDir(dir);
    const serverDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', 'migrate'], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '', NODE_ENV: 'test' },
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((r) => child.on('close', r));
    held.release();
    expect(code).toBe(1);
    expect(stderr).toMatch(/^DATA_DIR .* is in use by another Drape server \(pid \d+ on /);
    expect(stderr).not.toMatch(/\n\s+at /); // a message, not a stack trace
  }, 90_000);
});
