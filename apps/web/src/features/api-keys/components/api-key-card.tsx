import type { ApiKey } from '@drape/shared/api-keys.contract';
import { BarChart3, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { formatDate, formatRelativeTime } from '@/lib/format';
import { displayStatusOf, formatExpiryDay, type KeyDisplayStatus } from '../lib/key-display';
import { UsageBar } from './usage-bar';

const STATUS_TONES: Record<KeyDisplayStatus, BadgeTone> = {
  Active: 'success',
  Disabled: 'neutral',
  Expired: 'danger',
  'Expires Soon': 'warning',
};

export function ApiKeyCard({
  apiKey,
  onStats,
  onDelete,
  onToggle,
  isToggling,
}: {
  apiKey: ApiKey;
  onStats: () => void;
  onDelete: () => void;
  onToggle: (active: boolean) => void;
  isToggling: boolean;
}) {
  const status = displayStatusOf(apiKey);
  const lastUsed = formatRelativeTime(apiKey.lastUsedAt);
  return (
    <Card className="p-5" data-testid="api-key-card" aria-label={apiKey.name}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="truncate text-base font-semibold text-fg">{apiKey.name}</h3>
            <Badge tone={STATUS_TONES[status]}>{status}</Badge>
            {apiKey.mode === 'test' && <Badge tone="info">Test</Badge>}
          </div>
          <p className="mt-1 font-mono text-xs text-muted">{apiKey.keyPrefix}…</p>
          <p className="mt-1 text-xs text-subtle">
            Last used {lastUsed === 'Never' ? 'never' : lastUsed}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <label className="mr-1 flex items-center gap-2 text-xs text-muted">
            <Switch
              checked={apiKey.isActive}
              onCheckedChange={onToggle}
              disabled={isToggling}
              label={`${apiKey.name} active`}
            />
            {apiKey.isActive ? 'Active' : 'Inactive'}
          </label>
          <Button
            variant="outline"
            size="sm"
            onClick={onStats}
            leftIcon={<BarChart3 className="size-3.5" aria-hidden />}
          >
            Stats
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            className="text-danger hover:text-danger"
            leftIcon={<Trash2 className="size-3.5" aria-hidden />}
          >
            Delete
          </Button>
        </div>
      </div>
      <div className="mt-4">
        <UsageBar used={apiKey.usageCount} limit={apiKey.maxUsage} />
      </div>
      <dl className="mt-4 grid grid-cols-1 gap-3 text-xs sm:grid-cols-3">
        <Field label="Created" value={formatDate(apiKey.createdAt)} />
        <Field label="Last used" value={lastUsed} />
        <Field label="Expires" value={formatExpiryDay(apiKey)} />
      </dl>
    </Card>
  );
}

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-2 sm:block">
      <dt className="text-subtle">{label}</dt>
      <dd className="font-medium text-fg sm:mt-0.5">{value}</dd>
    </div>
  );
}
