import { ArrowLeft, Download, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { formatDateTime } from '@/lib/format';
import { downloadArchive } from '../api/shoots-api';
import { groupBySku } from '../hooks/album';
import { usePhotoshoot } from '../hooks/use-photoshoot';
import { AlbumTile } from './album-tile';
import { ShootProgress } from './shoot-progress';
import { ShootStatusBadge } from './status-badge';

/** One shoot: live progress, the album grouped by SKU, one image or all as a ZIP, retry. */
export function ShootPage() {
  const { id = '' } = useParams();
  useDocumentTitle('Photoshoot');
  const { query, retryOne, retryAll, running } = usePhotoshoot(id);
  const [zipping, setZipping] = useState(false);

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

  async function zip() {
    setZipping(true);
    try {
      await downloadArchive(shoot.id);
    } catch (err) {
      toast.error('Download failed', errorMessage(err));
    } finally {
      setZipping(false);
    }
  }

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
            Started {formatDateTime(shoot.createdAt)} · {shoot.imageCount} images ·{' '}
            {shoot.creditCost} credits
          </>
        }
        action={
          <>
            {shoot.counts.failed > 0 && !running && (
              <Button
                variant="outline"
                onClick={() => retryAll.mutate()}
                loading={retryAll.isPending}
                leftIcon={<RotateCcw className="size-4" aria-hidden />}
              >
                Retry failed
              </Button>
            )}
            <Button
              onClick={() => void zip()}
              loading={zipping}
              disabled={shoot.counts.completed === 0}
              leftIcon={<Download className="size-4" aria-hidden />}
            >
              Download ZIP
            </Button>
          </>
        }
      />
      <div className="mb-8 space-y-3">
        <ShootStatusBadge status={shoot.status} />
        <ShootProgress shoot={shoot} />
      </div>
      {groupBySku(shoot).map((group) => (
        <section key={group.sku} className="mb-10" aria-label={`SKU ${group.sku}`}>
          <h2 className="mb-3 text-base font-semibold text-fg">
            {group.sku}
            {group.garmentName && (
              <span className="ml-2 font-normal text-muted">{group.garmentName}</span>
            )}
          </h2>
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
            {group.images.map((image) => (
              <AlbumTile
                key={image.id}
                shoot={shoot}
                image={image}
                onRetry={() => retryOne.mutate(image.id)}
                retrying={retryOne.isPending && retryOne.variables === image.id}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
