import { TRYON_MESSAGES, type VtonRequest } from '@drape/shared/tryon.contract';
import { Images, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-delete-dialog';
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
  const pagination = list.data?.pagination;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gallery"
        description="Your virtual try-on results."
        action={removal.selected.size > 0 && <DeleteSelectedButton removal={removal} />}
      />
      <GalleryToolbar
        searchText={filters.searchText}
        onSearchText={filters.setSearchText}
        status={status}
        onStatus={filters.setStatus}
        sort={sort}
        onSort={filters.setSort}
      />
      <GalleryResults
        list={list}
        removal={removal}
        isFiltered={filters.isFiltered}
        onView={setViewing}
      />
      {pagination && pagination.totalPages > 1 && (
        <GalleryPagination page={page} pagination={pagination} onPage={filters.setPage} />
      )}
      <GalleryModals viewing={viewing} setViewing={setViewing} removal={removal} />
    </div>
  );
}

type Removal = ReturnType<typeof useGalleryDelete>;

function DeleteSelectedButton({ removal }: { removal: Removal }) {
  return (
    <Button
      variant="danger"
      leftIcon={<Trash2 className="size-4" aria-hidden />}
      onClick={() => removal.askDelete([...removal.selected])}
    >
      Delete selected ({removal.selected.size})
    </Button>
  );
}

/** The result viewer and the delete confirmation. */
function GalleryModals(props: {
  viewing: VtonRequest | null;
  setViewing: (item: VtonRequest | null) => void;
  removal: Removal;
}) {
  const { viewing, setViewing, removal } = props;
  const ids = removal.confirm;
  return (
    <>
      <ViewModal
        item={viewing}
        onClose={() => setViewing(null)}
        onDownload={(item) => void downloadResult(item)}
        onDelete={(item) => {
          setViewing(null);
          removal.askDelete([item.id]);
        }}
      />
      <ConfirmDeleteDialog
        open={!!ids}
        title="Delete"
        message={
          ids && ids.length > 1
            ? TRYON_MESSAGES.bulkDeleteConfirm(ids.length)
            : TRYON_MESSAGES.deleteConfirm
        }
        deleting={removal.isDeleting}
        onCancel={removal.cancelDelete}
        onConfirm={() => void removal.confirmDelete()}
      />
    </>
  );
}

interface GalleryResultsProps {
  list: ReturnType<typeof useGalleryList>;
  removal: Removal;
  isFiltered: boolean;
  onView: (item: VtonRequest) => void;
}

/** Loading, failed, empty, or the grid of cards. */
function GalleryResults({ list, removal, isFiltered, onView }: GalleryResultsProps) {
  const items = list.data?.requests ?? [];
  if (list.isPending)
    return (
      <div className="grid place-items-center py-20">
        <Spinner label="Loading your gallery" />
      </div>
    );
  if (list.isError)
    return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  if (items.length === 0) return <GalleryEmpty isFiltered={isFiltered} />;
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {items.map((item) => (
        <GalleryCard
          key={item.id}
          item={item}
          selected={removal.selected.has(item.id)}
          onSelect={(on) => removal.toggle(item.id, on)}
          onView={() => onView(item)}
          onDownload={() => void downloadResult(item)}
          onDelete={() => removal.askDelete([item.id])}
        />
      ))}
    </ul>
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
