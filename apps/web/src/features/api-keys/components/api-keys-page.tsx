import type { ApiKey, CreatedApiKey } from '@drape/shared/api-keys.contract';
import { Activity, KeyRound, Plus, Search, ShieldCheck } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { inputClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { formatNumber } from '@/lib/format';
import { useApiKeys, useUpdateApiKey } from '../api/api-keys-api';
import {
  filterKeys,
  isListedAsActive,
  SORT_OPTIONS,
  sortKeys,
  type SortOrder,
} from '../lib/key-display';
import { ApiKeyCard } from './api-key-card';
import { CreateKeyModal } from './create-key-modal';
import { DeleteKeyModal } from './delete-key-modal';
import { KeyCreatedModal } from './key-created-modal';
import { StatsModal } from './stats-modal';

export function ApiKeysPage() {
  useDocumentTitle('API Keys');
  const keys = useApiKeys();
  const update = useUpdateApiKey();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [showInactive, setShowInactive] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [statsFor, setStatsFor] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const all = useMemo(() => keys.data ?? [], [keys.data]);
  const visible = useMemo(() => sortKeys(filterKeys(all, search), sort), [all, search, sort]);
  const active = visible.filter((k) => isListedAsActive(k));
  const inactive = visible.filter((k) => !isListedAsActive(k));

  const toggle = async (key: ApiKey, isActive: boolean) => {
    try {
      await update.mutateAsync({ id: key.id, isActive });
      toast.success(
        isActive ? 'Key Enabled' : 'Key Disabled',
        `"${key.name}" is now ${isActive ? 'active' : 'inactive'}.`,
      );
    } catch (err) {
      toast.error('Update Failed', errorMessage(err, 'Failed to update API key'));
    }
  };

  const renderCards = (list: ApiKey[]) => (
    <div className="grid gap-4">
      {list.map((k) => (
        <ApiKeyCard
          key={k.id}
          apiKey={k}
          onStats={() => setStatsFor(k)}
          onDelete={() => setDeleting(k)}
          onToggle={(next) => void toggle(k, next)}
          isToggling={update.isPending && update.variables.id === k.id}
        />
      ))}
    </div>
  );

  const createButton = (
    <Button onClick={() => setCreating(true)} leftIcon={<Plus className="size-4" aria-hidden />}>
      Create API Key
    </Button>
  );

  let body: ReactNode;
  if (keys.isPending) body = <PageSpinner label="Loading API keys" />;
  else if (keys.isError)
    body = (
      <Card>
        <ErrorState
          title="Could not load your API keys"
          message={errorMessage(keys.error)}
          onRetry={() => void keys.refetch()}
          isRetrying={keys.isFetching}
        />
      </Card>
    );
  else if (all.length === 0)
    body = (
      <Card>
        <EmptyState
          icon={<KeyRound className="size-5" aria-hidden />}
          title="No API keys"
          description="Create a key to call the try-on API from your own scripts and systems."
          action={createButton}
        />
      </Card>
    );
  else
    body = (
      <>
        <div className="mb-6 grid grid-cols-3 gap-2 sm:gap-4">
          <SummaryCard
            icon={<KeyRound className="size-4" aria-hidden />}
            label="Total Keys"
            value={all.length}
          />
          <SummaryCard
            icon={<ShieldCheck className="size-4" aria-hidden />}
            label="Active Keys"
            value={all.filter((k) => k.isActive).length}
          />
          <SummaryCard
            icon={<Activity className="size-4" aria-hidden />}
            label="Total Usage"
            value={all.reduce((s, k) => s + k.usageCount, 0)}
          />
        </div>
        <div className="mb-6 flex flex-col gap-3 sm:flex-row">
          <label className="relative flex-1">
            <span className="sr-only">Search API keys by name</span>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
              aria-hidden
            />
            <input
              type="search"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Search API keys..."
              className={cn(inputClasses, 'border-line-strong pl-9')}
            />
          </label>
          <label className="sm:w-56">
            <span className="sr-only">Sort API keys</span>
            <select
              value={sort}
              onChange={(e) => setSort(e.target.value as SortOrder)}
              className={cn(inputClasses, 'cursor-pointer border-line-strong')}
            >
              {SORT_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
        </div>
        {visible.length === 0 ? (
          <Card>
            <EmptyState
              icon={<Search className="size-5" aria-hidden />}
              title={`No API keys match "${search.trim()}"`}
              description="Try another name."
              action={
                <Button variant="outline" onClick={() => setSearch('')}>
                  Clear Search
                </Button>
              }
            />
          </Card>
        ) : (
          <>
            <h2 className="mb-3 text-lg font-semibold text-fg">
              Your Active API Keys ({active.length})
            </h2>
            {active.length ? (
              renderCards(active)
            ) : (
              <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
                No active keys{search ? ' match your search' : ''}.
              </p>
            )}
            {inactive.length > 0 && (
              <div className="mt-8">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setShowInactive((v) => !v)}
                  aria-expanded={showInactive}
                >
                  {showInactive ? 'Hide' : 'Show'} disabled and expired keys ({inactive.length})
                </Button>
                {showInactive && <div className="mt-3">{renderCards(inactive)}</div>}
              </div>
            )}
          </>
        )}
      </>
    );

  return (
    <>
      <PageHeader
        title="API Keys"
        description="Keys for the Drape try-on API. See the Documentation page for a quickstart."
        action={createButton}
      />
      {body}
      <CreateKeyModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setCreated(key);
        }}
      />
      <KeyCreatedModal apiKey={created} onClose={() => setCreated(null)} />
      <StatsModal apiKey={statsFor} onClose={() => setStatsFor(null)} />
      <DeleteKeyModal apiKey={deleting} onClose={() => setDeleting(null)} />
    </>
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
