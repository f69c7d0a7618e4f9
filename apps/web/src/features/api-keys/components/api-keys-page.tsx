import type { ApiKey, CreatedApiKey } from '@drape/shared/api-keys.contract';
import { KeyRound, Plus, Search } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { useApiKeys } from '../api/api-keys-api';
import { useToggleApiKey } from '../hooks/use-toggle-api-key';
import { filterKeys, sortKeys, type SortOrder } from '../lib/key-display';
import { CreateKeyModal } from './create-key-modal';
import { DeleteKeyModal } from './delete-key-modal';
import { KeyCreatedModal } from './key-created-modal';
import { KeyLists } from './key-lists';
import { KeySummary } from './key-summary';
import { KeyToolbar } from './key-toolbar';
import { StatsModal } from './stats-modal';

export function ApiKeysPage() {
  useDocumentTitle('API Keys');
  const keys = useApiKeys();
  const { toggle, isToggling } = useToggleApiKey();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortOrder>('newest');
  const [showInactive, setShowInactive] = useState(false);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [statsFor, setStatsFor] = useState<ApiKey | null>(null);
  const [deleting, setDeleting] = useState<ApiKey | null>(null);

  const all = useMemo(() => keys.data ?? [], [keys.data]);
  const visible = useMemo(() => sortKeys(filterKeys(all, search), sort), [all, search, sort]);

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
  else if (all.length === 0) body = <NoKeys action={createButton} />;
  else
    body = (
      <>
        <KeySummary keys={all} />
        <KeyToolbar search={search} onSearch={setSearch} sort={sort} onSort={setSort} />
        {visible.length === 0 ? (
          <NoMatch search={search} onClear={() => setSearch('')} />
        ) : (
          <KeyLists
            keys={visible}
            isSearching={Boolean(search)}
            showInactive={showInactive}
            onShowInactive={setShowInactive}
            actions={{
              onStats: setStatsFor,
              onDelete: setDeleting,
              onToggle: (k, next) => void toggle(k, next),
              isToggling,
            }}
          />
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

function NoKeys({ action }: { action: ReactNode }) {
  return (
    <Card>
      <EmptyState
        icon={<KeyRound className="size-5" aria-hidden />}
        title="No API keys"
        description="Create a key to call the try-on API from your own scripts and systems."
        action={action}
      />
    </Card>
  );
}

function NoMatch({ search, onClear }: { search: string; onClear: () => void }) {
  return (
    <Card>
      <EmptyState
        icon={<Search className="size-5" aria-hidden />}
        title={`No API keys match "${search.trim()}"`}
        description="Try another name."
        action={
          <Button variant="outline" onClick={onClear}>
            Clear Search
          </Button>
        }
      />
    </Card>
  );
}
