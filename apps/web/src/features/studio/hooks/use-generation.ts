import { TRYON_MESSAGES, type VtonRequest } from '@drape/shared/tryon.contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/ui/toast';
import { isApiError, errorMessage } from '@/lib/api-error';
import { CREDIT_BALANCE_QUERY_KEY } from '@/lib/credit-balance';
import { downloadBlob } from '@/lib/download-blob';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { fetchPrivateImage } from '@/lib/use-private-image';
import { followGeneration, startGeneration, type GenerateChoices } from '../api/studio-api';
import type { StudioSlots } from './use-studio-uploads';

export interface StudioError {
  message: string;
  outOfCredits?: boolean;
}

/** One generation: start it (charged once per click), follow it live, download its result. */
export function useGeneration() {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);
  const { request, error, setError, track, reset } = useFollowedGeneration();

  async function generate(slots: StudioSlots, options: GenerateChoices = {}) {
    setError(null);
    const problem = notReady(slots);
    if (problem) return setError({ message: problem });
    setStarting(true);
    try {
      // One key per click: a resend of this request is charged once.
      const started = await startGeneration(
        slots.person.url!,
        slots.garment.url!,
        newIdempotencyKey(),
        options,
      );
      void queryClient.invalidateQueries({ queryKey: CREDIT_BALANCE_QUERY_KEY });
      track(started.id, started.status);
    } catch (err) {
      const outOfCredits = isApiError(err) && err.code === 'INSUFFICIENT_CREDITS';
      const message = errorMessage(err, TRYON_MESSAGES.startFailed);
      setError({ message, outOfCredits });
      toast.error(TRYON_MESSAGES.generationFailedTitle, message);
    } finally {
      setStarting(false);
    }
  }

  const download = () => (request ? downloadResult(request) : Promise.resolve());
  const running = starting || request?.status === 'PENDING' || request?.status === 'PROCESSING';
  return { request, starting, running, error, generate, track, reset, download };
}

function notReady(slots: StudioSlots): string | null {
  if (!slots.person.file || !slots.garment.file) return TRYON_MESSAGES.bothImages;
  const bothDone = slots.person.status === 'done' && slots.garment.status === 'done';
  if (!bothDone || !slots.person.url || !slots.garment.url) return TRYON_MESSAGES.waitForUploads;
  return null;
}

/** The generation on screen, followed live until it is final; a new one stops the last. */
function useFollowedGeneration() {
  const queryClient = useQueryClient();
  const [request, setRequest] = useState<VtonRequest | null>(null);
  const [error, setError] = useState<StudioError | null>(null);
  const follow = useRef<AbortController | null>(null);

  useEffect(() => () => follow.current?.abort(), []);

  /** Shows and follows one generation live (a new one, or a free regeneration). */
  function track(id: string, status: VtonRequest['status'] = 'PENDING') {
    follow.current?.abort();
    setError(null);
    setRequest({ id, status, stage: 'queued' } as VtonRequest);
    const controller = new AbortController();
    follow.current = controller;
    void followGeneration(
      id,
      (row) => onUpdate(row, queryClient, setRequest, setError),
      () => toast.error(TRYON_MESSAGES.statusCheckFailedTitle, TRYON_MESSAGES.statusCheckFailed),
      controller.signal,
    );
  }

  function reset() {
    follow.current?.abort();
    setRequest(null);
    setError(null);
  }

  return { request, error, setError, track, reset };
}

async function downloadResult(request: VtonRequest) {
  if (!request.resultImageUrl) return;
  try {
    downloadBlob(await fetchPrivateImage(request.resultImageUrl), `drape-tryon-${request.id}.png`);
    toast.success(TRYON_MESSAGES.downloadStarted);
  } catch {
    toast.error(TRYON_MESSAGES.downloadFailed);
  }
}

function onUpdate(
  row: VtonRequest,
  queryClient: QueryClient,
  setRequest: (row: VtonRequest) => void,
  setError: (error: StudioError) => void,
) {
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
}
