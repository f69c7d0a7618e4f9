import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { useBackdrops } from '../hooks/use-library';
import { BackdropGroups } from './backdrop-groups';
import { BackdropUploadForm } from './backdrop-upload-form';
import { PhotoshootsTabs } from './photoshoots-tabs';

/** Built-in studio sweeps and heritage scenes, then the brand's own uploaded photos. */
export function BackdropsPage() {
  useDocumentTitle('Backdrops');
  const backdrops = useBackdrops();

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
        <BackdropGroups backdrops={backdrops.data} />
      )}
    </div>
  );
}
