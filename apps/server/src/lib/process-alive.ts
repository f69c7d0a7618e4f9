import { hostname } from 'node:os';

/** True when a process with this pid runs on this machine (EPERM: it runs, as another user). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether `host:pid:…` (a job runner's id) names a process on this machine that has died. */
export function isDeadLocalWorker(workerId: string): boolean {
  const [host, pid] = workerId.split(':');
  return host === hostname() && Number(pid) !== process.pid && !isProcessAlive(Number(pid));
}
