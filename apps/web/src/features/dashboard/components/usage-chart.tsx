import type { UsageDay } from '@drape/shared/dashboard.contract';
import { useId, useState } from 'react';
import { formatDate } from '@/lib/format';

const HEIGHT = 180;

/** A step that gives 3–5 round grid lines for the tallest bar. */
function niceMax(max: number): number {
  if (max <= 4) return 4;
  const step = Math.pow(10, Math.floor(Math.log10(max)));
  for (const m of [1, 2, 2.5, 5, 10]) if (max <= m * step * 4) return m * step * 4;
  return max;
}

const dayLabel = (date: string) => formatDate(`${date}T00:00:00Z`).replace(/, \d{4}$/, '');

const GRID = [0, 0.25, 0.5, 0.75, 1];

/** Hand-drawn SVG bar chart of generations per day. */
export function UsageChart({ days }: { days: UsageDay[] | undefined }) {
  const [hover, setHover] = useState<number | null>(null);
  if (!days)
    return (
      <div className="h-[220px] animate-pulse rounded-lg bg-surface-2" aria-label="Loading usage" />
    );
  const total = days.reduce((s, d) => s + d.generations, 0);
  const top = niceMax(Math.max(...days.map((d) => d.generations)));
  const active = hover === null ? null : days[hover];

  return (
    <figure>
      <div className="mb-4 flex items-baseline justify-between gap-4">
        <p className="text-sm text-muted">
          <span className="text-2xl font-semibold text-fg tabular-nums">{total}</span> generations
          in 30 days
        </p>
        <p className="text-xs text-subtle tabular-nums" aria-live="polite">
          {active ? `${dayLabel(active.date)}: ${active.generations}` : ' '}
        </p>
      </div>
      <div className="relative flex gap-2">
        <div
          className="flex w-6 flex-col justify-between text-right text-[10px] text-subtle tabular-nums"
          style={{ height: HEIGHT }}
          aria-hidden
        >
          {[...GRID].reverse().map((g) => (
            <span key={g} className="-translate-y-1/2 first:translate-y-0 last:translate-y-0">
              {Math.round(top * g)}
            </span>
          ))}
        </div>
        <Bars days={days} top={top} total={total} hover={hover} onHover={setHover} />
      </div>
      <DayAxis days={days} />
    </figure>
  );
}

interface BarsProps {
  days: UsageDay[];
  top: number;
  total: number;
  hover: number | null;
  onHover: (i: number | null) => void;
}

function Bars({ days, top, total, hover, onHover }: BarsProps) {
  const gradientId = useId();
  const barW = 100 / days.length;
  return (
    <svg
      role="img"
      aria-label={`Bar chart: ${total} generations over the last 30 days`}
      viewBox={`0 0 100 ${HEIGHT}`}
      preserveAspectRatio="none"
      className="w-full overflow-visible"
      style={{ height: HEIGHT }}
      onMouseLeave={() => onHover(null)}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="var(--accent)" />
          <stop offset="1" stopColor="var(--brand)" />
        </linearGradient>
      </defs>
      <GridLines />
      {days.map((d, i) => (
        <Bar
          key={d.date}
          day={d}
          x={i * barW}
          width={barW}
          top={top}
          fill={`url(#${gradientId})`}
          dim={hover !== null && hover !== i}
          onEnter={() => onHover(i)}
        />
      ))}
    </svg>
  );
}

function GridLines() {
  return (
    <>
      {GRID.map((g) => (
        <line
          key={g}
          x1="0"
          x2="100"
          y1={HEIGHT - g * HEIGHT}
          y2={HEIGHT - g * HEIGHT}
          stroke="var(--line)"
          strokeWidth="1"
          vectorEffect="non-scaling-stroke"
        />
      ))}
    </>
  );
}

interface BarProps {
  day: UsageDay;
  x: number;
  width: number;
  top: number;
  fill: string;
  dim: boolean;
  onEnter: () => void;
}

function Bar({ day: d, x, width, top, fill, dim, onEnter }: BarProps) {
  const h = Math.max((d.generations / top) * HEIGHT, d.generations ? 2 : 0);
  return (
    <g onMouseEnter={onEnter}>
      <rect x={x} y="0" width={width} height={HEIGHT} fill="transparent" />
      <rect
        x={x + width * 0.18}
        y={HEIGHT - h}
        width={width * 0.64}
        height={h}
        rx="0.6"
        fill={fill}
        opacity={dim ? 0.45 : 1}
      >
        <title>{`${dayLabel(d.date)}: ${d.generations} generation${d.generations === 1 ? '' : 's'}`}</title>
      </rect>
    </g>
  );
}

/** First day, middle day and today under the bars; every non-zero day for screen readers. */
function DayAxis({ days }: { days: UsageDay[] }) {
  return (
    <>
      <div className="mt-2 flex justify-between pl-8 text-[10px] text-subtle" aria-hidden>
        <span>{dayLabel(days[0]!.date)}</span>
        <span>{dayLabel(days[Math.floor(days.length / 2)]!.date)}</span>
        <span>Today</span>
      </div>
      <figcaption className="sr-only">
        {days
          .filter((d) => d.generations > 0)
          .map((d) => `${dayLabel(d.date)}: ${d.generations}`)
          .join('; ') || 'No generations yet'}
      </figcaption>
    </>
  );
}
