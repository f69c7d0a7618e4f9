import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useModels } from '../hooks/use-library';
import { useModelFilter } from '../hooks/use-model-filter';
import { EngineNote } from './engine-note';
import { ModelFilterBar } from './model-filter-bar';
import { ModelGrid } from './model-grid';
import { ModelUploadModal } from './model-upload-modal';
import { PhotoshootsTabs } from './photoshoots-tabs';

/** The brand's model library: the starter model, their own photos, a filter, and Add model. */
export function ModelsPage() {
  useDocumentTitle('Models');
  const models = useModels();
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
        <ModelFilterBar query={query} setQuery={setQuery} labels={labels} />
      </div>
      {models.isPending ? (
        <PageSpinner label="Loading models" />
      ) : models.isError ? (
        <ErrorState title="Could not load your models" onRetry={() => void models.refetch()} />
      ) : filtered.length === 0 ? (
        <EmptyState icon={<Users className="size-5" />} title="No models match this filter" />
      ) : (
        <ModelGrid models={filtered} />
      )}
      <ModelUploadModal open={adding} onClose={() => setAdding(false)} />
    </div>
  );
}
