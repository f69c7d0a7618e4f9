import { TYPICAL_PROCESSING_TIME } from '@drape/shared/constants';
import { STAGE_LABELS, type VtonRequest } from '@drape/shared/tryon.contract';
import { Download, Loader2, RotateCcw } from 'lucide-react';
import { QualityFindings } from '@/components/results/quality-findings';
import { ReportResult } from '@/components/results/report-result';
import { BeforeAfter } from '@/components/ui/before-after';
import { Button } from '@/components/ui/button';
import { usePrivateImage } from '@/lib/use-private-image';

const STEPS = [
  'queued',
  'loading-models',
  'analysing-garment',
  'analysing-person',
  'fitting',
  'compositing',
  'saving',
  'done',
];

export function GenerationStatus({ request }: { request: VtonRequest | null }) {
  const stage = request?.stage ?? 'queued';
  const at = Math.max(0, STEPS.indexOf(stage));
  const percent = Math.round(((at + 1) / STEPS.length) * 100);
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-6"
      aria-live="polite"
      data-testid="generation-status"
    >
      <div className="flex items-center gap-3">
        <Loader2 className="size-6 animate-spin text-brand" aria-hidden />
        <div>
          <h2 className="font-semibold text-fg">
            {request?.status === 'PROCESSING' ? 'Generating your try-on' : 'Waiting to start'}
          </h2>
          <p className="text-sm text-muted" data-testid="generation-stage">
            {STAGE_LABELS[stage] ?? stage}
          </p>
        </div>
      </div>
      <div className="mt-4 h-2 overflow-hidden rounded-full bg-surface-3">
        <div
          className="h-full bg-brand transition-[width] duration-500"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="mt-3 text-xs text-muted">
        Typical processing time: {TYPICAL_PROCESSING_TIME}. You can leave this page; the result will
        be in your gallery.
      </p>
    </section>
  );
}

interface GenerationResultProps {
  request: VtonRequest;
  onDownload: () => void;
  onNew: () => void;
  /** Follows the free regeneration started by "Not happy with this result?". */
  onRegenerate?: (id: string) => void;
}

export function GenerationResult({ request, onRegenerate, ...actions }: GenerationResultProps) {
  return (
    <section
      className="rounded-2xl border border-line bg-surface p-6"
      data-testid="generation-result"
    >
      <ResultHeader request={request} {...actions} />
      <ResultPicture request={request} />
      <div className="mt-4 space-y-3">
        <QualityFindings quality={request.quality} />
        <ReportResult
          request={request}
          onReported={(done) => done.regeneration && onRegenerate?.(done.regeneration.id)}
        />
      </div>
    </section>
  );
}

function ResultHeader({ request, onDownload, onNew }: Omit<GenerationResultProps, 'onRegenerate'>) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <div>
        <h2 className="font-semibold text-fg">Your try-on is ready</h2>
        {(request.title || request.sku) && (
          <p className="text-sm text-fg">
            {[request.title, request.sku && `SKU ${request.sku}`].filter(Boolean).join(' · ')}
          </p>
        )}
        <p className="text-xs text-muted">Request {request.id}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          leftIcon={<Download className="size-4" aria-hidden />}
          onClick={onDownload}
        >
          Download
        </Button>
        <Button leftIcon={<RotateCcw className="size-4" aria-hidden />} onClick={onNew}>
          New Generation
        </Button>
      </div>
    </div>
  );
}

/** The result beside the person photo it was made from, once both private images loaded. */
function ResultPicture({ request }: { request: VtonRequest }) {
  const { src, failed } = usePrivateImage(request.resultImageUrl);
  const person = usePrivateImage(request.personImageUrl);
  return (
    <div className="grid min-h-64 place-items-center overflow-hidden rounded-xl bg-surface-2 p-3">
      {src ? (
        <BeforeAfter
          after={src}
          before={person.src}
          afterAlt="Try-on result"
          beforeAlt="Original person photo"
          imageClassName="max-h-[70vh] w-auto object-contain"
        />
      ) : failed ? (
        <p className="text-sm text-danger">The result image could not be loaded.</p>
      ) : (
        <Loader2 className="size-6 animate-spin text-subtle" aria-label="Loading the result" />
      )}
    </div>
  );
}
