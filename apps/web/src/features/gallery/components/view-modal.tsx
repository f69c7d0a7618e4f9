import type { VtonRequest } from '@drape/shared/tryon.contract';
import { Loader2 } from 'lucide-react';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { usePrivateImage } from '@/lib/use-private-image';
import { StatusBadge } from './gallery-card';

function Picture({ url, label }: { url: string | null; label: string }) {
  const { src } = usePrivateImage(url);
  return (
    <figure className="space-y-1">
      <div className="grid aspect-[3/4] place-items-center overflow-hidden rounded-xl bg-surface-2">
        {src ? (
          <img src={src} alt={label} className="size-full object-contain" />
        ) : url ? (
          <Loader2 className="size-5 animate-spin text-subtle" aria-hidden />
        ) : (
          <span className="text-xs text-subtle">—</span>
        )}
      </div>
      <figcaption className="text-center text-xs text-muted">{label}</figcaption>
    </figure>
  );
}

export function ViewModal({ item, onClose }: { item: VtonRequest | null; onClose: () => void }) {
  return (
    <Modal open={!!item} onClose={onClose} title="VTON result" size="xl">
      {item && (
        <div className="space-y-4">
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <StatusBadge status={item.status} />
            <span className="font-mono text-xs break-all text-muted">{item.id}</span>
            <span className="text-xs text-subtle">Created {formatDateTime(item.createdAt)}</span>
            {item.completedAt && (
              <span className="text-xs text-subtle">
                Finished {formatDateTime(item.completedAt)}
              </span>
            )}
          </div>
          {item.errorMessage && (
            <p className="rounded-lg bg-red-500/10 px-3 py-2 text-sm text-danger">
              {item.errorMessage}
            </p>
          )}
          {/* Phones: the result large on top, the two inputs side by side below it. */}
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <div className="col-span-2 sm:order-last sm:col-span-1">
              <Picture url={item.resultImageUrl} label="Result" />
            </div>
            <Picture url={item.personImageUrl} label="Person" />
            <Picture url={item.garmentImageUrl} label="Garment" />
          </div>
        </div>
      )}
    </Modal>
  );
}
