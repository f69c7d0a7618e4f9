import type { ApiKey } from '@drape/shared/api-keys.contract';
import { Activity, KeyRound, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { formatNumber } from '@/lib/format';

/** Total keys, active keys and total usage over all of the user's keys. */
export function KeySummary({ keys }: { keys: ApiKey[] }) {
  return (
    <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
      <SummaryCard
        icon={<KeyRound className="size-4" aria-hidden />}
        label="Total Keys"
        value={keys.length}
      />
      <SummaryCard
        icon={<ShieldCheck className="size-4" aria-hidden />}
        label="Active Keys"
        value={keys.filter((k) => k.isActive).length}
      />
      <SummaryCard
        icon={<Activity className="size-4" aria-hidden />}
        label="Total Usage"
        value={keys.reduce((s, k) => s + k.usageCount, 0)}
      />
    </div>
  );
}

function SummaryCard({ icon, label, value }: { icon: ReactNode; label: string; value: number }) {
  return (
    <Card className="flex items-center gap-3 p-3 sm:p-4">
      <span className="hidden size-9 shrink-0 place-items-center rounded-lg bg-surface-2 text-accent sm:grid">
        {icon}
      </span>
      <div>
        <p className="text-xs text-muted">{label}</p>
        <p className="text-xl font-semibold text-fg tabular-nums">{formatNumber(value)}</p>
      </div>
    </Card>
  );
}
