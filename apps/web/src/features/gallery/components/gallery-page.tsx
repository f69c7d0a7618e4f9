import type { VtonRequest } from '@drape/shared/tryon.contract';
import { Images, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { useGalleryList } from '../api/gallery-api';
import { downloadResult } from '../hooks/download-result';
import { useGalleryDelete } from '../hooks/use-gallery-delete';
import { useGalleryFilters } from '../hooks/use-gallery-filters';
import { DeleteConfirmModal } from './delete-confirm-modal';
import { GalleryCard } from './gallery-card';
import { GalleryPagination } from './gallery-pagination';
import { GalleryToolbar } from './gallery-toolbar';
import { ViewModal } from './view-modal';

export function GalleryPage() {
  useDocumentTitle('Gallery');
  const filters = useGalleryFilters();
  const { search, status, sort, page } = filters;
  const removal = useGalleryDelete();
  const [viewing, setViewing] = useState<VtonRequest | null>(null);
  const list = useGalleryList({ page, status, sort, search: search || undefined });

  const items = list.data?.requests ?? [];
  const pagination = list.data?.pagination;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gallery"
        description="Your virtual try-on results."
        action={
          removal.selected.size > 0 && (
            <Button
              variant="danger"
              leftIcon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => removal.askDelete([...removal.selected])}
            >
              Delete selected ({removal.selected.size})
            </Button>
          )
        }
      />
      <GalleryToolbar
        searchText={filters.searchText}
        onSearchText={filters.setSearchText}
        status={status}
        onStatus={filters.setStatus}
        sort={sort}
        onSort={filters.setSort}
      />

      {list.isPending ? (
        <div className="grid place-items-center py-20">
          <Spinner label="Loading your gallery" />
        </div>
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <GalleryEmpty isFiltered={filters.isFiltered} />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              selected={removal.selected.has(item.id)}
              onSelect={(on) => removal.toggle(item.id, on)}
              onView={() => setViewing(item)}
              onDownload={() => void downloadResult(item)}
              onDelete={() => removal.askDelete([item.id])}
            />
          ))}
        </ul>
      )}

      {pagination && pagination.totalPages > 1 && (
        <GalleryPagination page={page} pagination={pagination} onPage={filters.setPage} />
      )}

      <ViewModal
        item={viewing}
        onClose={() => setViewing(null)}
        onDownload={(item) => void downloadResult(item)}
        onDelete={(item) => {
          setViewing(null);
          removal.askDelete([item.id]);
        }}
      />
      <DeleteConfirmModal
        ids={removal.confirm}
        isDeleting={removal.isDeleting}
        onCancel={removal.cancelDelete}
        onConfirm={() => void removal.confirmDelete()}
      />
    </div>
  );
}

function GalleryEmpty({ isFiltered }: { isFiltered: boolean }) {
  return (
    <EmptyState
      icon={<Images className="size-6" aria-hidden />}
      title={isFiltered ? 'No results match' : 'No try-ons yet'}
      description={
        isFiltered
          ? 'Try another search or filter.'
          : 'Create your first virtual try-on in the studio.'
      }
      action={
        <Link to="/studio" className={buttonClasses('primary')}>
          Open the studio
        </Link>
      }
    />
  );
}
