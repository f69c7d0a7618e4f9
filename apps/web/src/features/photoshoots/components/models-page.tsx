import { Plus, Search, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/document-title';
import { useDeleteModel, useModels } from '../hooks/use-library';
import { useModelFilter } from '../hooks/use-model-filter';
import { EngineNote } from './engine-note';
import { ModelCard } from './model-card';
import { ModelUploadModal } from './model-upload-modal';
import { PhotoshootsTabs } from './photoshoots-tabs';

/** The brand's model library: the starter model, their own photos, a filter, and Add model. */
export function ModelsPage() {
  useDocumentTitle('Models');
  const models = useModels();
  const remove = useDeleteModel();
  const { query, setQuery, filtered, labels } = useModelFilter(models.data);
  const [adding, setAdding] = useState(false);

  return (
    <div>
      <PageHeader
        title="Models"
        description="Photograph a model once, with their permission; every shoot dresses them in your garments."
        action={
          <Button
            onClick={() => setAdding(true)}
            leftIcon={<Plus className="size-4" aria-hidden />}
          >
            Add model
          </Button>
        }
      />
      <PhotoshootsTabs />
      <div className="mb-5 space-y-3">
        <EngineNote />
        <Input
          aria-label="Filter models"
          placeholder="Filter by name, label or outfit"
          leftIcon={<Search className="size-4" aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className="max-w-sm"
        />
        {labels.length > 0 && (
          <div className="flex flex-wrap gap-1.5" aria-label="Labels">
            {labels.map((l) => (
              <button
                key={l}
                type="button"
                aria-pressed={query === l}
                onClick={() => setQuery(query === l ? '' : l)}
                className={cn(
                  'cursor-pointer rounded-full border px-2.5 py-0.5 text-xs',
                  query === l
                    ? 'border-brand bg-brand-soft text-fg'
                    : 'border-line text-muted hover:text-fg',
                )}
              >
                {l}
              </button>
            ))}
          </div>
        )}
      </div>
      {models.isPending ? (
        <PageSpinner label="Loading models" />
      ) : models.isError ? (
        <ErrorState title="Could not load your models" onRetry={() => void models.refetch()} />
      ) : filtered.length === 0 ? (
        <EmptyState icon={<Users className="size-5" />} title="No models match this filter" />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {filtered.map((m) => (
            <ModelCard
              key={m.id}
              model={m}
              onDelete={() => remove.mutate(m.id)}
              deleting={remove.isPending && remove.variables === m.id}
            />
          ))}
        </ul>
      )}
      <ModelUploadModal open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
