import type { ApiKey } from '@drape/shared/api-keys.contract';
import { Button } from '@/components/ui/button';
import { isListedAsActive } from '../lib/key-display';
import { ApiKeyCard } from './api-key-card';

export interface KeyCardActions {
  onStats: (key: ApiKey) => void;
  onDelete: (key: ApiKey) => void;
  onToggle: (key: ApiKey, isActive: boolean) => void;
  isToggling: (id: string) => boolean;
}

/** The active keys, then the disabled and expired ones behind a Show/Hide button. */
export function KeyLists({
  keys,
  isSearching,
  showInactive,
  onShowInactive,
  actions,
}: {
  keys: ApiKey[];
  isSearching: boolean;
  showInactive: boolean;
  onShowInactive: (show: boolean) => void;
  actions: KeyCardActions;
}) {
  const active = keys.filter((k) => isListedAsActive(k));
  const inactive = keys.filter((k) => !isListedAsActive(k));
  return (
    <>
      <h2 className="mb-3 text-lg font-semibold text-fg">Your Active API Keys ({active.length})</h2>
      {active.length ? (
        <KeyCards keys={active} actions={actions} />
      ) : (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-sm text-muted">
          No active keys{isSearching ? ' match your search' : ''}.
        </p>
      )}
      {inactive.length > 0 && (
        <div className="mt-8">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onShowInactive(!showInactive)}
            aria-expanded={showInactive}
          >
            {showInactive ? 'Hide' : 'Show'} disabled and expired keys ({inactive.length})
          </Button>
          {showInactive && (
            <div className="mt-3">
              <KeyCards keys={inactive} actions={actions} />
            </div>
          )}
        </div>
      )}
    </>
  );
}

function KeyCards({ keys, actions }: { keys: ApiKey[]; actions: KeyCardActions }) {
  return (
    <div className="grid gap-4">
      {keys.map((k) => (
        <ApiKeyCard
          key={k.id}
          apiKey={k}
          onStats={() => actions.onStats(k)}
          onDelete={() => actions.onDelete(k)}
          onToggle={(next) => actions.onToggle(k, next)}
          isToggling={actions.isToggling(k.id)}
        />
      ))}
    </div>
  );
}
