import type { VtonRequest } from '@drape/shared/tryon.contract';
import { Download, Loader2, Trash2, ZoomIn, ZoomOut } from 'lucide-react';
import { useState } from 'react';
import { QualityFindings } from '@/components/results/quality-findings';
import { ReportResult } from '@/components/results/report-result';
import { BeforeAfter } from '@/components/ui/before-after';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { formatDateTime } from '@/lib/format';
import { usePrivateImage } from '@/lib/use-private-image';
import { StatusBadge } from './gallery-card';

/** The result, comparable with the person photo it was made from, or zoomed to twice its fit. */
function ResultPicture({ item }: { item: VtonRequest }) {
  const result = usePrivateImage(item.resultImageUrl);
  const person = usePrivateImage(item.personImageUrl);
  const [zoomed, setZoomed] = useState(false);
  if (!result.src) return <Picture url={item.resultImageUrl} label="Result" />;
  return (
    <figure className="space-y-1">
      {zoomed ? (
        <ZoomedResult src={result.src} />
      ) : (
        <div className="grid place-items-center overflow-hidden rounded-xl bg-surface-2 p-2">
          <BeforeAfter
            after={result.src}
            before={person.src}
            afterAlt="Result"
            beforeAlt="Person photo"
            imageClassName="max-h-[60vh] w-auto object-contain"
          />
        </div>
      )}
      <figcaption className="flex items-center justify-center gap-2 text-xs text-muted">
        Result
        <ZoomToggle zoomed={zoomed} onToggle={() => setZoomed((z) => !z)} />
      </figcaption>
    </figure>
  );
}

function ItemFacts({ item }: { item: VtonRequest }) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <StatusBadge status={item.status} />
      {item.sku && <span className="text-xs font-medium text-fg">SKU {item.sku}</span>}
      <span className="font-mono text-xs break-all text-muted">{item.id}</span>
      <span className="text-xs text-subtle">Created {formatDateTime(item.createdAt)}</span>
      {item.completedAt && (
        <span className="text-xs text-subtle">Finished {formatDateTime(item.completedAt)}</span>
      )}
    </div>
  );
}

function ZoomedResult({ src }: { src: string }) {
  return (
    <div
      className="max-h-[60vh] overflow-auto rounded-xl bg-surface-2"
      data-testid="zoomed-result"
      tabIndex={0}
      aria-label="Zoomed result, scroll to move around"
    >
      <img src={src} alt="Result, zoomed" className="w-[200%] max-w-none" />
    </div>
  );
}

function ZoomToggle({ zoomed, onToggle }: { zoomed: boolean; onToggle: () => void }) {
  const Icon = zoomed ? ZoomOut : ZoomIn;
  return (
    <Button
      size="sm"
      variant="ghost"
      aria-pressed={zoomed}
      onClick={onToggle}
      leftIcon={<Icon className="size-4" aria-hidden />}
    >
      {zoomed ? 'Fit to screen' : 'Zoom'}
    </Button>
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

function ViewActions({
  item,
  onDownload,
  onDelete,
}: {
  item: VtonRequest;
  onDownload: () => void;
  onDelete: () => void;
}) {
  const running = item.status === 'PENDING' || item.status === 'PROCESSING';
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant="outline"
        onClick={onDownload}
        disabled={item.status !== 'COMPLETED'}
        leftIcon={<Download className="size-4" aria-hidden />}
      >
        Download
      </Button>
      <Button
        variant="danger"
        onClick={onDelete}
        disabled={running}
        leftIcon={<Trash2 className="size-4" aria-hidden />}
      >
        Delete
      </Button>
      <ReportResult request={item} />
    </div>
  );
}

interface ViewModalProps {
  item: VtonRequest | null;
  onClose: () => void;
  onDownload: (item: VtonRequest) => void;
  onDelete: (item: VtonRequest) => void;
}

export function ViewModal({ item, onClose, onDownload, onDelete }: ViewModalProps) {
  return (
    <Modal open={!!item} onClose={onClose} title={item?.title ?? 'VTON result'} size="xl">
      {item && (
        <div className="space-y-4">
          <ItemFacts item={item} />
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
          <QualityFindings quality={item.quality} />
          <ViewActions
            item={item}
            onDownload={() => onDownload(item)}
            onDelete={() => onDelete(item)}
          />
        </div>
      )}
    </Modal>
  );
}
