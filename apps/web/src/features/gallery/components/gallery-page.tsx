import {
  GALLERY_FILTERS,
  GALLERY_SORTS,
  TRYON_MESSAGES,
  type VtonRequest,
} from '@drape/shared/tryon.contract';
import { ChevronDown, ChevronLeft, ChevronRight, Images, Search, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Modal } from '@/components/ui/modal';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast';
import { inputClasses } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';
import { useDocumentTitle } from '@/lib/document-title';
import { useDeleteGenerations, useGalleryList } from '../api/gallery-api';
import { fetchPrivateImage } from '@/lib/use-private-image';
import { GalleryCard } from './gallery-card';
import { ViewModal } from './view-modal';

type Filter = (typeof GALLERY_FILTERS)[number];
type Sort = (typeof GALLERY_SORTS)[number];
const FILTER_LABELS: Record<Filter, string> = {
  all: 'All',
  completed: 'Completed',
  processing: 'Processing',
  pending: 'Pending',
  failed: 'Failed',
};

export function GalleryPage() {
  useDocumentTitle('Gallery');
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Filter>('all');
  const [sort, setSort] = useState<Sort>('newest');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [viewing, setViewing] = useState<VtonRequest | null>(null);
  const [confirm, setConfirm] = useState<string[] | null>(null);
  const list = useGalleryList({ page, status, sort, search: search || undefined });
  const remove = useDeleteGenerations();

  // Debounced search; only a changed search goes back to page 1 (not the first render).
  useEffect(() => {
    const next = searchText.trim();
    if (next === search) return;
    const timer = setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const items = list.data?.requests ?? [];
  const pagination = list.data?.pagination;

  async function download(item: VtonRequest) {
    if (!item.resultImageUrl) return;
    try {
      const blob = await fetchPrivateImage(item.resultImageUrl);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `drape-tryon-${item.id}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      toast.success(TRYON_MESSAGES.downloadStarted);
    } catch {
      toast.error(TRYON_MESSAGES.downloadFailed);
    }
  }

  async function confirmDelete() {
    if (!confirm) return;
    const ids = confirm;
    try {
      const result = await remove.mutateAsync(ids);
      setSelected((s) => new Set([...s].filter((id) => !result.deleted.includes(id))));
      toast.success(
        TRYON_MESSAGES.deleted,
        result.deleted.length === 1
          ? 'The VTON result was deleted.'
          : `${result.deleted.length} items were deleted.`,
      );
      if (result.skipped.length)
        toast.warning(
          'Some items were not deleted',
          `${result.skipped.length} item(s) are still running or no longer exist.`,
        );
    } catch (err) {
      toast.error(TRYON_MESSAGES.deleteFailed, errorMessage(err));
    } finally {
      setConfirm(null);
    }
  }

  const toggle = (id: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Gallery"
        description="Your virtual try-on results."
        action={
          selected.size > 0 && (
            <Button
              variant="danger"
              leftIcon={<Trash2 className="size-4" aria-hidden />}
              onClick={() => setConfirm([...selected])}
            >
              Delete selected ({selected.size})
            </Button>
          )
        }
      />
      <div className="flex flex-col gap-3 md:flex-row md:items-center">
        <label className="relative flex-1">
          <span className="sr-only">Search by request id</span>
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-subtle"
            aria-hidden
          />
          <input
            type="search"
            value={searchText}
            onChange={(e) => setSearchText(e.target.value)}
            placeholder="Search by request id"
            className={`${inputClasses} border-line-strong pl-9 focus:border-ring`}
          />
        </label>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <ToolbarSelect
            label="Status"
            ariaLabel="Filter by status"
            value={status}
            onChange={(v) => {
              setStatus(v as Filter);
              setPage(1);
            }}
          >
            {GALLERY_FILTERS.map((f) => (
              <option key={f} value={f}>
                {FILTER_LABELS[f]}
              </option>
            ))}
          </ToolbarSelect>
          <ToolbarSelect
            label="Sort"
            ariaLabel="Sort"
            value={sort}
            onChange={(v) => {
              setSort(v as Sort);
              setPage(1);
            }}
          >
            <option value="newest">Newest first</option>
            <option value="oldest">Oldest first</option>
          </ToolbarSelect>
        </div>
      </div>

      {list.isPending ? (
        <div className="grid place-items-center py-20">
          <Spinner label="Loading your gallery" />
        </div>
      ) : list.isError ? (
        <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          icon={<Images className="size-6" aria-hidden />}
          title={search || status !== 'all' ? 'No results match' : 'No try-ons yet'}
          description={
            search || status !== 'all'
              ? 'Try another search or filter.'
              : 'Create your first virtual try-on in the studio.'
          }
          action={
            <Link to="/studio" className={buttonClasses('primary')}>
              Open the studio
            </Link>
          }
        />
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {items.map((item) => (
            <GalleryCard
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              onSelect={(on) => toggle(item.id, on)}
              onView={() => setViewing(item)}
              onDownload={() => void download(item)}
              onDelete={() => setConfirm([item.id])}
            />
          ))}
        </ul>
      )}

      {pagination && pagination.totalPages > 1 && (
        <nav
          className="flex items-center justify-between text-sm text-muted"
          aria-label="Pagination"
        >
          <span>
            Page {pagination.page} of {pagination.totalPages} · {pagination.total} items
          </span>
          <div className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
              leftIcon={<ChevronLeft className="size-4" aria-hidden />}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={page >= pagination.totalPages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next <ChevronRight className="size-4" aria-hidden />
            </Button>
          </div>
        </nav>
      )}

      <ViewModal item={viewing} onClose={() => setViewing(null)} />
      <Modal
        open={!!confirm}
        onClose={() => setConfirm(null)}
        title="Delete"
        size="sm"
        footer={
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => setConfirm(null)}>
              Cancel
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => void confirmDelete()}
            >
              Delete
            </Button>
          </div>
        }
      >
        <p className="text-sm text-fg">
          {confirm && confirm.length > 1
            ? TRYON_MESSAGES.bulkDeleteConfirm(confirm.length)
            : TRYON_MESSAGES.deleteConfirm}
        </p>
      </Modal>
    </div>
  );
}

/** A native select styled like the inputs; the visible label hides on phones (the select keeps its name). */
function ToolbarSelect({
  label,
  ariaLabel,
  value,
  onChange,
  children,
}: {
  label: string;
  ariaLabel: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-w-0 items-center gap-2 text-sm text-muted">
      <span className="hidden md:inline">{label}</span>
      <span className="relative w-full md:w-auto">
        <select
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={ariaLabel}
          className={`${inputClasses} cursor-pointer appearance-none border-line-strong pr-9 focus:border-ring md:w-40`}
        >
          {children}
        </select>
        <ChevronDown
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-subtle"
          aria-hidden
        />
      </span>
    </label>
  );
}
