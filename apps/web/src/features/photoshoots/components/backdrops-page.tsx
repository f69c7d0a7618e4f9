import type { Backdrop } from '@drape/shared/photoshoots.contract';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useBackdropMutations, useBackdrops } from '../hooks/use-library';
import { BackdropCard } from './backdrop-card';
import { BackdropUploadForm } from './backdrop-upload-form';
import { PhotoshootsTabs } from './photoshoots-tabs';

const GROUPS = [
  { kind: 'studio', title: 'Studio sweeps' },
  { kind: 'heritage', title: 'Heritage scenes' },
  { kind: 'photo', title: 'Your backdrops' },
] as const;

/** Built-in studio sweeps and heritage scenes, then the brand's own uploaded photos. */
export function BackdropsPage() {
  useDocumentTitle('Backdrops');
  const backdrops = useBackdrops();
  const { remove } = useBackdropMutations();

  return (
    <div>
      <PageHeader
        title="Backdrops"
        description="Built-in studio sweeps and heritage scenes, softly out of focus, or your own photos."
      />
      <PhotoshootsTabs />
      <BackdropUploadForm />
      {backdrops.isPending ? (
        <PageSpinner label="Loading backdrops" />
      ) : backdrops.isError ? (
        <ErrorState title="Could not load backdrops" onRetry={() => void backdrops.refetch()} />
      ) : (
        GROUPS.map((group) => {
          const items = backdrops.data.filter((b: Backdrop) => b.kind === group.kind);
          return (
            <section key={group.kind} className="mt-8" aria-label={group.title}>
              <h2 className="mb-3 text-base font-semibold text-fg">{group.title}</h2>
              {items.length === 0 ? (
                <p className="text-sm text-muted">None yet: upload a photo above.</p>
              ) : (
                <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4 lg:grid-cols-6">
                  {items.map((b) => (
                    <BackdropCard
                      key={b.id}
                      backdrop={b}
                      onDelete={() => remove.mutate(b.id)}
                      deleting={remove.isPending && remove.variables === b.id}
                    />
                  ))}
                </ul>
              )}
            </section>
          );
        })
      )}
    </div>
  );
}
