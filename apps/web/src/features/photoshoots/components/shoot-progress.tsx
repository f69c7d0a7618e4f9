import type { PhotoshootSummary } from '@drape/shared/photoshoots.contract';

/** Live counts and a bar: done, failed, and what is still queued or rendering. */
export function ShootProgress({ shoot }: { shoot: PhotoshootSummary }) {
  const { total, completed, failed, pending, processing } = shoot.counts;
  const finished = completed + failed;
  return (
    <div className="space-y-2">
      <div
        role="progressbar"
        aria-label="Photoshoot progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={finished}
        className="flex h-2.5 overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="bg-success"
          style={{ width: `${(completed / Math.max(total, 1)) * 100}%` }}
        />
        <div className="bg-danger" style={{ width: `${(failed / Math.max(total, 1)) * 100}%` }} />
      </div>
      <p className="text-sm text-muted" aria-live="polite" data-testid="shoot-counts">
        {completed} of {total} done
        {failed > 0 && ` · ${failed} failed`}
        {pending + processing > 0 && ` · ${processing} rendering · ${pending} queued`}
      </p>
    </div>
  );
}
