import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { formatCount, formatDateTime } from '@/lib/format';
import { usePhotoshoot } from '../hooks/use-photoshoot';
import { ShootActions } from './shoot-actions';
import { ShootAlbum } from './shoot-album';
import { ShootProgress } from './shoot-progress';
import { ShootStatusBadge } from './status-badge';

/** One shoot: live progress, the album grouped by SKU, one image or all as a ZIP, retry. */
export function ShootPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Photoshoot');
  const { query, retryOne, retryAll, running } = usePhotoshoot(id);

  if (query.isPending) return <PageSpinner label="Loading the photoshoot" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load this photoshoot"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );
  const shoot = query.data;

  return (
    <div>
      <Link
        to="/photoshoots"
        className="mb-4 inline-flex items-center gap-1.5 text-sm text-muted hover:text-fg"
      >
        <ArrowLeft className="size-4" aria-hidden /> All photoshoots
      </Link>
      <PageHeader
        title={shoot.name ?? 'Photoshoot'}
        description={
          <>
            Started {formatDateTime(shoot.createdAt)} · {formatCount(shoot.imageCount, 'image')} ·{' '}
            {formatCount(shoot.creditCost, 'credit')}
          </>
        }
        action={
          <ShootActions
            shoot={shoot}
            running={running}
            onRetryAll={() => retryAll.mutate()}
            retrying={retryAll.isPending}
          />
        }
      />
      <div className="mb-8 space-y-3">
        <ShootStatusBadge status={shoot.status} />
        <ShootProgress shoot={shoot} />
      </div>
      <ShootAlbum
        shoot={shoot}
        onRetry={(imageId) => retryOne.mutate(imageId)}
        retryingId={retryOne.isPending ? retryOne.variables : undefined}
      />
    </div>
  );
}
