import type { LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/format';

const TONES = {
  brand: 'bg-brand-soft text-brand dark:text-rose-300',
  accent: 'bg-accent-soft text-accent',
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
} as const;

export function StatCard({
  label,
  value,
  icon: Icon,
  tone,
}: {
  label: string;
  value: number | undefined;
  icon: LucideIcon;
  tone: keyof typeof TONES;
}) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <p className="text-xs font-medium text-muted sm:text-sm">{label}</p>
        <span
          className={cn(
            'grid size-8 shrink-0 place-items-center rounded-lg sm:size-9',
            TONES[tone],
          )}
        >
          <Icon className="size-4" aria-hidden />
        </span>
      </div>
      <p
        className="mt-3 text-2xl font-semibold sm:text-3xl tracking-tight text-fg tabular-nums"
        aria-live="polite"
      >
        {value === undefined ? (
          <span
            className="inline-block h-8 w-16 animate-pulse rounded-md bg-surface-3 align-middle"
            aria-label="Loading"
          />
        ) : (
          formatNumber(value)
        )}
      </p>
    </Card>
  );
}
