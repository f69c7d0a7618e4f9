import { TRYON_MESSAGES, type VtonRequest } from '@drape/shared/tryon.contract';
import type { UploadFolder } from '@drape/shared/upload.contract';
import { useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/toast';
import { isApiError, errorMessage } from '@/lib/api-error';
import { CREDIT_BALANCE_QUERY_KEY } from '@/lib/credit-balance';
import { useDocumentTitle } from '@/lib/document-title';
import {
  followGeneration,
  newIdempotencyKey,
  startGeneration,
  uploadStudioImage,
} from '../api/studio-api';
import { fetchPrivateImage } from '@/lib/use-private-image';
import { GenerationResult, GenerationStatus } from './generation-panel';
import { TipsPanel } from './tips-panel';
import { checkFile, EMPTY_SLOT, UploadStep, type UploadSlot } from './upload-step';

type Kind = 'person' | 'garment';
const FOLDERS: Record<Kind, UploadFolder> = { person: 'vton-persons', garment: 'vton-garments' };

export function StudioPage() {
  useDocumentTitle('VTON Studio');
  const queryClient = useQueryClient();
  const [slots, setSlots] = useState<Record<Kind, UploadSlot>>({
    person: EMPTY_SLOT,
    garment: EMPTY_SLOT,
  });
  const [request, setRequest] = useState<VtonRequest | null>(null);
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<{ message: string; outOfCredits?: boolean } | null>(null);
  const uploads = useRef<Record<Kind, AbortController | null>>({ person: null, garment: null });
  const follow = useRef<AbortController | null>(null);

  const update = (kind: Kind, patch: Partial<UploadSlot>) =>
    setSlots((s) => ({ ...s, [kind]: { ...s[kind], ...patch } }));

  const clearSlot = useCallback((kind: Kind) => {
    uploads.current[kind]?.abort();
    setSlots((s) => {
      if (s[kind].preview) URL.revokeObjectURL(s[kind].preview);
      return { ...s, [kind]: EMPTY_SLOT };
    });
  }, []);

  useEffect(() => () => follow.current?.abort(), []);

  async function onFile(kind: Kind, file: File) {
    const problem = checkFile(file);
    clearSlot(kind);
    if (problem) {
      update(kind, { error: problem, status: 'error' });
      return;
    }
    const controller = new AbortController();
    uploads.current[kind] = controller;
    update(kind, {
      file,
      preview: URL.createObjectURL(file),
      status: 'uploading',
      progress: 0,
      error: null,
    });
    try {
      const uploaded = await uploadStudioImage(
        file,
        FOLDERS[kind],
        (progress) => update(kind, { progress }),
        controller.signal,
      );
      update(kind, { status: 'done', progress: 100, url: uploaded.url });
    } catch (err) {
      if (controller.signal.aborted) return;
      const reason = errorMessage(err, TRYON_MESSAGES.uploadFailed);
      const message =
        kind === 'person'
          ? TRYON_MESSAGES.personUploadFailed(reason)
          : TRYON_MESSAGES.garmentUploadFailed(reason);
      update(kind, { status: 'error', error: message });
      toast.error(TRYON_MESSAGES.uploadFailed, message);
    }
  }

  const uploading = slots.person.status === 'uploading' || slots.garment.status === 'uploading';
  const running = starting || request?.status === 'PENDING' || request?.status === 'PROCESSING';
  const bothDone = slots.person.status === 'done' && slots.garment.status === 'done';

  async function onGenerate() {
    setError(null);
    if (!slots.person.file || !slots.garment.file)
      return setError({ message: TRYON_MESSAGES.bothImages });
    if (!bothDone || !slots.person.url || !slots.garment.url)
      return setError({ message: TRYON_MESSAGES.waitForUploads });
    setStarting(true);
    try {
      // One key per click: a resend of this request is charged once.
      const started = await startGeneration(
        slots.person.url,
        slots.garment.url,
        newIdempotencyKey(),
      );
      void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
      setRequest({ id: started.id, status: started.status, stage: 'queued' } as VtonRequest);
      const controller = new AbortController();
      follow.current = controller;
      void followGeneration(
        started.id,
        (row) => {
          setRequest(row);
          if (row.status === 'FAILED') {
            toast.error(
              TRYON_MESSAGES.generationFailedTitle,
              row.errorMessage ?? TRYON_MESSAGES.startFailed,
            );
            setError({ message: row.errorMessage ?? TRYON_MESSAGES.startFailed });
            void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
          }
          if (row.status === 'COMPLETED')
            toast.success('Generation Complete', 'Your try-on image is ready.');
          if (row.status === 'COMPLETED' || row.status === 'FAILED')
            void queryClient.invalidateQueries({ queryKey: ['gallery'] });
        },
        () => toast.error(TRYON_MESSAGES.statusCheckFailedTitle, TRYON_MESSAGES.statusCheckFailed),
        controller.signal,
      );
    } catch (err) {
      const outOfCredits = isApiError(err) && err.code === 'INSUFFICIENT_CREDITS';
      const message = errorMessage(err, TRYON_MESSAGES.startFailed);
      setError({ message, outOfCredits });
      toast.error(TRYON_MESSAGES.generationFailedTitle, message);
    } finally {
      setStarting(false);
    }
  }

  function onNew() {
    follow.current?.abort();
    setRequest(null);
    setError(null);
    clearSlot('person');
    clearSlot('garment');
  }

  async function onDownload() {
    if (!request?.resultImageUrl) return;
    try {
      const blob = await fetchPrivateImage(request.resultImageUrl);
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = `drape-tryon-${request.id}.png`;
      a.click();
      setTimeout(() => URL.revokeObjectURL(a.href), 1000);
      toast.success(TRYON_MESSAGES.downloadStarted);
    } catch {
      toast.error(TRYON_MESSAGES.downloadFailed);
    }
  }

  const showResult = request?.status === 'COMPLETED' && request.resultImageUrl;
  const uploadsDone =
    (slots.person.status === 'done' ? 1 : 0) + (slots.garment.status === 'done' ? 1 : 0);

  return (
    <div className="space-y-6">
      <PageHeader
        title="VTON Studio"
        description="Upload a person photo and a garment photo, then generate a virtual try-on."
      />
      {showResult ? (
        <GenerationResult request={request} onDownload={onDownload} onNew={onNew} />
      ) : (
        <>
          <ol
            className="flex flex-wrap items-center gap-x-3 gap-y-2 text-xs font-medium text-muted"
            aria-label="Progress"
          >
            {['Person photo', 'Garment photo', 'Generate'].map((label, i) => {
              const done = i < uploadsDone || (i === 2 && running);
              return (
                <li key={label} className="flex items-center gap-2 whitespace-nowrap">
                  <span
                    className={`grid size-6 place-items-center rounded-full ${done ? 'bg-brand text-brand-fg' : 'bg-surface-3 text-muted'}`}
                  >
                    {i + 1}
                  </span>
                  <span className={done ? 'text-fg' : ''}>{label}</span>
                  {i < 2 && (
                    <span
                      className="mx-1 hidden h-px w-6 bg-line-strong sm:block sm:w-12"
                      aria-hidden
                    />
                  )}
                </li>
              );
            })}
          </ol>
          <div className="grid gap-6 md:grid-cols-2">
            <UploadStep
              step={1}
              label="Person image"
              description="A clear photo of the person"
              slot={slots.person}
              disabled={running}
              onFile={(f) => void onFile('person', f)}
              onRemove={() => clearSlot('person')}
              testId="person-upload"
            />
            <UploadStep
              step={2}
              label="Garment image"
              description="The garment to try on"
              slot={slots.garment}
              disabled={running}
              onFile={(f) => void onFile('garment', f)}
              onRemove={() => clearSlot('garment')}
              testId="garment-upload"
            />
          </div>
          {error && (
            <div
              role="alert"
              className="rounded-xl border border-red-500/40 bg-red-500/10 px-4 py-3 text-sm text-danger"
            >
              {error.message}
              {error.outOfCredits && (
                <>
                  {' '}
                  <Link to="/credits" className="font-semibold underline">
                    Buy credits
                  </Link>
                </>
              )}
            </div>
          )}
          {running && <GenerationStatus request={request} />}
          <div className="flex flex-wrap items-center gap-3">
            <Button
              size="lg"
              onClick={() => void onGenerate()}
              disabled={!bothDone || uploading || running}
              loading={starting}
              leftIcon={<Sparkles className="size-4" aria-hidden />}
            >
              Generate
            </Button>
            {(slots.person.file || slots.garment.file || request) && !running && (
              <Button size="lg" variant="ghost" onClick={onNew}>
                New Generation
              </Button>
            )}
            <p className="text-xs text-muted">
              1 credit per generation · typical processing time 30-60 seconds
            </p>
          </div>
        </>
      )}
      <TipsPanel />
    </div>
  );
}
