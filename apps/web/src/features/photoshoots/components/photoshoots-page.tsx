import { Camera, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { listPhotoshoots } from '../api/shoots-api';
import { PhotoshootsTabs } from './photoshoots-tabs';
import { PrivateThumb } from './private-thumb';
import { ShootStatusBadge } from './status-badge';

/** The brand's photoshoots, newest first, and the way to start a new one. */
export function PhotoshootsPage() {
  useDocumentTitle('Photoshoots');
  const [page, setPage] = useState(1);
  const shoots = useQuery({
    queryKey: ['photoshoots', 'list', page],
    queryFn: ({ signal }) => listPhotoshoots(page, signal),
  });
  const newShoot = (
    <Link to="/photoshoots/new" className={buttonClasses('primary', 'md')}>
      <Plus className="size-4" aria-hidden /> New shoot
    </Link>
  );

  return (
    <div>
      <PageHeader
        title="Photoshoots"
        description="Garments × models × backdrops × shots, one credit an image, ready for your catalogue."
        action={newShoot}
      />
      <PhotoshootsTabs />
      {shoots.isPending ? (
        <PageSpinner label="Loading photoshoots" />
      ) : shoots.isError ? (
        <ErrorState title="Could not load photoshoots" onRetry={() => void shoots.refetch()} />
      ) : shoots.data.photoshoots.length === 0 ? (
        <EmptyState
          icon={<Camera className="size-5" />}
          title="No photoshoots yet"
          description="Add your models, pick backdrops, and shoot a collection in one go."
          action={newShoot}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {shoots.data.photoshoots.map((s) => (
            <li key={s.id}>
              <Link
                to={`/photoshoots/${s.id}`}
                className="block overflow-hidden rounded-xl border border-line bg-surface transition-colors hover:border-line-strong"
              >
                <PrivateThumb url={s.coverUrl} alt="" className="rounded-none" />
                <div className="space-y-1.5 p-3">
                  <div className="flex items-center justify-between gap-2">
                    <h2 className="truncate text-sm font-semibold text-fg">
                      {s.name ?? 'Photoshoot'}
                    </h2>
                    <ShootStatusBadge status={s.status} />
                  </div>
                  <p className="text-xs text-muted">
                    {s.counts.completed} of {s.imageCount} images · {formatDateTime(s.createdAt)}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {shoots.data && shoots.data.pagination.totalPages > 1 && (
        <div className="mt-6 flex justify-center gap-2">
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Previous
          </button>
          <button
            type="button"
            className={buttonClasses('outline', 'sm')}
            disabled={page >= shoots.data.pagination.totalPages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </div>
      )}
    </div>
  );
}
