import { STATUS_POLL_INTERVAL_MS } from '@drape/shared/constants';
import { PhotoshootCapabilitiesSchema } from '@drape/shared/photoshoots-common.contract';
import {
  CreatePhotoshootResponseSchema,
  PhotoshootEventSchema,
  PhotoshootListResponseSchema,
  PhotoshootResponseSchema,
  PhotoshootSummarySchema,
  RetryResponseSchema,
  type CreatePhotoshootInput,
  type PhotoshootDetail,
  type PhotoshootEvent,
} from '@drape/shared/photoshoots.contract';
import { UploadResponseSchema, type UploadedFile } from '@drape/shared/upload.contract';
import { api, downloadFile } from '@/lib/api-client';
import { openEventStream, readEventData } from '@/lib/sse';

export function getCapabilities(signal?: AbortSignal) {
  return api.get('/photoshoots/capabilities', PhotoshootCapabilitiesSchema, { signal });
}

/** Uploads one garment photo through the ordinary upload route; the shoot refers to its id. */
export async function uploadGarment(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('folder', 'vton-garments');
  formData.append('file', file);
  const data = await api.upload('/upload', formData, { schema: UploadResponseSchema, signal });
  const first = data[0];
  if (!first?.id) throw new Error('The upload returned no file');
  return first;
}

/**
 * Starts a shoot with an `Idempotency-Key`: a resend with the same key (the client's own resend
 * after a lost answer, or Start again) gets the first shoot back and is charged once.
 */
export function startPhotoshoot(input: CreatePhotoshootInput, idempotencyKey: string) {
  return api.post('/photoshoots', input, {
    idempotencyKey,
    schema: CreatePhotoshootResponseSchema,
  });
}

export function listPhotoshoots(page: number, signal?: AbortSignal) {
  const query = { page, limit: 12 };
  return api.get('/photoshoots', PhotoshootListResponseSchema, { query, signal });
}

export function getPhotoshoot(id: string, signal?: AbortSignal): Promise<PhotoshootDetail> {
  return api.get(`/photoshoots/${id}`, PhotoshootResponseSchema, { signal });
}

export function deletePhotoshoot(id: string): Promise<void> {
  return api.delete(`/photoshoots/${id}`);
}

export function retryImage(id: string, imageId: string) {
  const path = `/photoshoots/${id}/images/${imageId}/retry`;
  return api.post(path, undefined, { schema: RetryResponseSchema });
}

export function retryFailed(id: string) {
  return api.post(`/photoshoots/${id}/retry`, undefined, { schema: RetryResponseSchema });
}

export function downloadArchive(id: string): Promise<void> {
  return downloadFile(`/photoshoots/${id}/archive`, `photoshoot-${id}.zip`);
}

const isFinal = (e: PhotoshootEvent) =>
  e.photoshoot.counts.pending === 0 && e.photoshoot.counts.processing === 0;

/**
 * Follows a shoot live: server-sent events (a summary and the images that changed); when the
 * stream cannot be opened or breaks, polls the shoot every 2 s until nothing is left to run.
 */
export async function followPhotoshoot(
  id: string,
  onEvent: (e: PhotoshootEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    const res = await openEventStream(`/photoshoots/${id}/events`, signal);
    let done = false;
    await readEventData(res, (raw) => {
      const event = PhotoshootEventSchema.parse(raw);
      onEvent(event);
      done = isFinal(event);
      return done;
    });
    if (done) return;
  } catch {
    if (signal.aborted) return;
  }
  while (!signal.aborted) {
    const shoot = await getPhotoshoot(id, signal).catch(() => null);
    if (shoot) {
      const event = { photoshoot: PhotoshootSummarySchema.parse(shoot), images: shoot.images };
      onEvent(event);
      if (isFinal(event)) return;
    }
    await new Promise((r) => setTimeout(r, STATUS_POLL_INTERVAL_MS));
  }
}
