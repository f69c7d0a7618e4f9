import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { isProcessAlive } from './process-alive';

/** How often the holder touches the lock, and after how long without a touch it is stale. */
const HEARTBEAT_MS = 10_000;
export const STALE_AFTER_MS = 60_000;

export class DataDirLockedError extends Error {
  constructor(dir: string, holder: string) {
    super(
      `DATA_DIR ${dir} is in use by another Drape server (${holder}). The embedded database ` +
        'belongs to one process: stop the other server first, give this one its own DATA_DIR, ' +
        'or run several processes on PostgreSQL (DATABASE_URL).',
    );
    this.name = 'DataDirLockedError';
  }
}

interface Holder {
  pid: number;
  host: string;
  startedAt: string;
}

/** A lock that is still held: its process runs here, or (another host) it was touched lately. */
function isHeld(file: string): Holder | null {
  let holder: Holder;
  try {
    holder = JSON.parse(readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null; // unreadable or half-written: a crash while taking it
  }
  const fresh = Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS;
  if (holder.host === hostname()) return isProcessAlive(holder.pid) && fresh ? holder : null;
  return fresh ? holder : null;
}

/**
 * Takes `DATA_DIR/server.lock` for the embedded (PGlite) database, or throws DataDirLockedError
 * (issue 12 defect 12: a second server on the same directory started and its writes were lost).
 * A lock left by a crash is taken over: its process is gone, or it was not touched for a minute.
 */
export function lockDataDir(dir: string): { release(): void } {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'server.lock');
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  let fd: number;
  try {
    fd = openSync(file, 'wx', 0o600);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const holder = isHeld(file);
    if (holder) {
      throw new DataDirLockedError(
        dir,
        `pid ${holder.pid} on ${holder.host}, since ${holder.startedAt}`,
      );
    }
    unlinkSync(file);
    fd = openSync(file, 'wx', 0o600); // EEXIST here: another process won the takeover race
  }
  writeSync(fd, JSON.stringify(me));
  closeSync(fd);
  const heartbeat = setInterval(() => {
    const now = new Date();
    try {
      utimesSync(file, now, now);
    } catch {
      // the directory went away: nothing to keep
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    release() {
      clearInterval(heartbeat);
      try {
        if ((JSON.parse(readFileSync(file, 'utf8')) as Holder).pid === process.pid)
          unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}
