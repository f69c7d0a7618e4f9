import type { VtonRequest } from '@drape/shared/tryon.contract';
import { Loader2 } from 'lucide-react';
import { BeforeAfter } from '@/components/ui/before-after';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { usePrivateImage } from '@/lib/use-private-image';
import { StatusBadge } from './gallery-card';

/** The result, comparable with the person photo it was made from. */
function ResultPicture({ item }: { item: VtonRequest }) {
  const result = usePrivateImage(item.resultImageUrl);
  const person = usePrivateImage(item.personImageUrl);
  if (!result.src) return <Picture url={item.resultImageUrl} label="Result" />;
  return (
    <figure className="space-y-1">
      <div className="grid place-items-center overflow-hidden rounded-xl bg-surface-2 p-2">
        <BeforeAfter
          after={result.src}
          before={person.src}
          afterAlt="Result"
          beforeAlt="Person photo"
          imageClassName="max-h-[60vh] w-auto object-contain"
        />
      </div>
      <figcaption className="text-center text-xs text-muted">Result</figcaption>
    </figure>
  );
}

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
          {/* The result large (with its before / after), the two inputs small beside or below. */}
          <div className="grid gap-3 sm:grid-cols-[1fr_10rem]">
            <ResultPicture item={item} />
            <div className="grid grid-cols-2 content-start gap-3 sm:grid-cols-1">
              <Picture url={item.personImageUrl} label="Person" />
              <Picture url={item.garmentImageUrl} label="Garment" />
            </div>
          </div>
        </div>
      )}
    </Modal>
  );
}
