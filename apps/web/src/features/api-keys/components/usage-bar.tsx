import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';
import { usageBar } from '../lib/key-display';

const TONES = { green: 'bg-emerald-500', yellow: 'bg-amber-400', red: 'bg-red-500' } as const;

export function UsageBar({ used, limit }: { used: number; limit: number }) {
  const bar = usageBar({ usageCount: used, maxUsage: limit });
  return (
    <div>
      <div className="mb-1.5 flex items-baseline justify-between text-xs">
        <span className="text-muted">
          <span className="font-medium text-fg tabular-nums">{formatNumber(used)}</span> /{' '}
          {formatNumber(limit)} used
        </span>
        <span className="font-medium text-fg tabular-nums">{bar.percent.toFixed(1)}%</span>
      </div>
      <div
        className="h-2 overflow-hidden rounded-full bg-surface-3"
        role="progressbar"
        aria-label="Usage"
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
      >
        <div
          data-tone={bar.tone}
          className={cn('h-full rounded-full transition-[width]', TONES[bar.tone])}
          style={{ width: `${bar.width}%` }}
        />
      </div>
    </div>
  );
}
