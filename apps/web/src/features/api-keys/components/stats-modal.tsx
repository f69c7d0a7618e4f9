import type { ApiKey, ApiKeyStats } from '@drape/shared/api-keys.contract';
import { useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatNumber } from '@/lib/format';
import { useApiKeyStats } from '../api/api-keys-api';

const ms = (v: number | null) =>
  v === null ? '—' : v >= 1000 ? `${(v / 1000).toFixed(2)} s` : `${Math.round(v)} ms`;

export function StatsModal({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const stats = useApiKeyStats(apiKey?.id ?? null);
  return (
    <Modal
      open={apiKey !== null}
      onClose={onClose}
      title={apiKey ? `${apiKey.name} statistics` : 'Statistics'}
      description="The last 30 days of requests made with this key."
      size="lg"
    >
      {stats.isPending ? (
        <div className="flex justify-center py-12 text-accent">
          <Spinner size="lg" label="Loading statistics" />
        </div>
      ) : stats.isError ? (
        <ErrorState
          title="Could not load statistics"
          message={errorMessage(stats.error)}
          onRetry={() => void stats.refetch()}
          isRetrying={stats.isFetching}
        />
      ) : (
        <StatsBody stats={stats.data} />
      )}
    </Modal>
  );
}

function StatsBody({ stats }: { stats: ApiKeyStats }) {
  const tiles = [
    ['Total requests', formatNumber(stats.totalRequests)],
    ['Success rate', stats.successRate === null ? '—' : `${stats.successRate}%`],
    ['Avg response', ms(stats.avgResponseTimeMs)],
    ['p95 response', ms(stats.p95ResponseTimeMs)],
    ['Errors', formatNumber(stats.errors)],
    ['Generations', `${formatNumber(stats.usageCount)} / ${formatNumber(stats.maxUsage)}`],
    ['Credits spent', formatNumber(stats.creditsSpent)],
  ] as const;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-surface-2 px-3 py-2.5">
            <dt className="text-xs text-subtle">{label}</dt>
            <dd className="mt-0.5 text-lg font-semibold text-fg tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <DailyChart daily={stats.daily} />
    </div>
  );
}

const HEIGHT = 140;

/** Requests per day as SVG bars, errors stacked in red. */
function DailyChart({ daily }: { daily: ApiKeyStats['daily'] }) {
  const [hover, setHover] = useState<number | null>(null);
  const top = Math.max(4, ...daily.map((d) => d.requests));
  const active = hover === null ? null : daily[hover];
  const w = 100 / daily.length;
  return (
    <figure>
      <figcaption className="mb-2 flex justify-between text-xs text-muted">
        <span>Requests per day</span>
        <span aria-live="polite" className="tabular-nums">
          {active
            ? `${formatDate(`${active.date}T00:00:00Z`)}: ${active.requests} requests, ${active.errors} errors`
            : ' '}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 100 ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-36 w-full"
        role="img"
        aria-label={`Requests per day over ${daily.length} days`}
      >
        {daily.map((d, i) => {
          const h = (d.requests / top) * (HEIGHT - 4);
          const e = (d.errors / top) * (HEIGHT - 4);
          return (
            <g key={d.date} onMouseEnter={() => setHover(i)} onMouseLeave={() => setHover(null)}>
              <rect x={i * w} y={0} width={w} height={HEIGHT} fill="transparent" />
              <rect
                x={i * w + w * 0.15}
                y={HEIGHT - h}
                width={w * 0.7}
                height={Math.max(h - e, 0)}
                className="fill-accent"
                opacity={hover === i ? 1 : 0.8}
              />
              <rect
                x={i * w + w * 0.15}
                y={HEIGHT - e}
                width={w * 0.7}
                height={e}
                className="fill-red-500"
              />
            </g>
          );
        })}
        <line
          x1={0}
          x2={100}
          y1={HEIGHT - 0.5}
          y2={HEIGHT - 0.5}
          className="stroke-line"
          strokeWidth={1}
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      <div className="mt-1 flex justify-between text-[10px] text-subtle">
        <span>{daily[0] && formatDate(`${daily[0].date}T00:00:00Z`)}</span>
        <span>Today</span>
      </div>
    </figure>
  );
}
