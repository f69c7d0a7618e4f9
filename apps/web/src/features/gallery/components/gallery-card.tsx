import type { VtonRequest } from '@drape/shared/tryon.contract';
import { Download, Eye, ImageOff, Loader2, Trash2 } from 'lucide-react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { usePrivateImage } from '@/lib/use-private-image';

const TONE: Record<VtonRequest['status'], BadgeTone> = {
  COMPLETED: 'success',
  PROCESSING: 'info',
  PENDING: 'warning',
  FAILED: 'danger',
};

export function StatusBadge({ status }: { status: VtonRequest['status'] }) {
  return <Badge tone={TONE[status]}>{status.toLowerCase()}</Badge>;
}

function Thumb({ item }: { item: VtonRequest }) {
  const { src, failed } = usePrivateImage(
    item.thumbnailUrl ?? (item.status === 'COMPLETED' ? null : item.personImageUrl),
  );
  if (src)
    return (
      <img
        src={src}
        alt={item.title ?? `Try-on ${item.id.slice(0, 8)}`}
        loading="lazy"
        className={cn(
          'size-full object-cover',
          item.status !== 'COMPLETED' && 'opacity-40 grayscale',
        )}
      />
    );
  if (failed) return <ImageOff className="size-6 text-subtle" aria-hidden />;
  return <Loader2 className="size-5 animate-spin text-subtle" aria-hidden />;
}

interface GalleryCardProps {
  item: VtonRequest;
  selected: boolean;
  onSelect: (checked: boolean) => void;
  onView: () => void;
  onDownload: () => void;
  onDelete: () => void;
}

const isRunning = (item: VtonRequest) => item.status === 'PENDING' || item.status === 'PROCESSING';

export function GalleryCard({ item, selected, onSelect, ...actions }: GalleryCardProps) {
  return (
    <li
      className={cn(
        'group flex flex-col overflow-hidden rounded-2xl border bg-surface',
        selected ? 'border-brand ring-2 ring-brand/40' : 'border-line',
      )}
      data-testid="gallery-item"
      data-id={item.id}
    >
      <div className="relative grid aspect-[3/4] place-items-center bg-surface-2">
        <Thumb item={item} />
        <label className="absolute top-2 left-2 grid size-8 cursor-pointer place-items-center rounded-lg bg-black/50">
          <input
            type="checkbox"
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            aria-label={`Select ${item.id}`}
            className="size-4 accent-[var(--color-brand)]"
            disabled={isRunning(item)}
          />
        </label>
        <span className="absolute top-2 right-2">
          <StatusBadge status={item.status} />
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <CardDetails item={item} />
        <CardActions item={item} {...actions} />
      </div>
    </li>
  );
}

/** One line each whatever the item has, so every cell in the grid is the same height. */
function CardDetails({ item }: { item: VtonRequest }) {
  return (
    <>
      <p className="truncate text-sm font-medium text-fg" title={item.title ?? undefined}>
        {item.title ?? 'Untitled'}
        {item.sku && <span className="ml-1.5 text-xs font-normal text-muted">{item.sku}</span>}
      </p>
      <p className="truncate font-mono text-xs text-muted" title={item.id}>
        {item.id}
      </p>
      <p className="text-xs text-subtle">{formatDateTime(item.createdAt)}</p>
      {item.status === 'FAILED' && item.errorMessage && (
        <p className="truncate text-xs text-danger" title={item.errorMessage}>
          {item.errorMessage}
        </p>
      )}
    </>
  );
}

const ICON_BUTTON =
  'grid size-8 cursor-pointer place-items-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg';

function CardActions({
  item,
  onView,
  onDownload,
  onDelete,
}: Pick<GalleryCardProps, 'item' | 'onView' | 'onDownload' | 'onDelete'>) {
  return (
    <div className="mt-auto flex gap-1">
      <button type="button" onClick={onView} className={ICON_BUTTON} aria-label={`View ${item.id}`}>
        <Eye className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={onDownload}
        disabled={item.status !== 'COMPLETED'}
        className={cn(ICON_BUTTON, 'disabled:opacity-40')}
        aria-label={`Download ${item.id}`}
      >
        <Download className="size-4" aria-hidden />
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={isRunning(item)}
        className="ml-auto grid size-8 cursor-pointer place-items-center rounded-lg text-muted hover:bg-red-500/10 hover:text-danger disabled:opacity-40"
        aria-label={`Delete ${item.id}`}
      >
        <Trash2 className="size-4" aria-hidden />
      </button>
    </div>
  );
}
