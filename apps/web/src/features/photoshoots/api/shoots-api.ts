import { STATUS_POLL_INTERVAL_MS } from '@drape/shared/constants';
import {
  CreatePhotoshootResponseSchema,
  PhotoshootCapabilitiesSchema,
  PhotoshootEventSchema,
  PhotoshootListResponseSchema,
  PhotoshootResponseSchema,
  PhotoshootSummarySchema,
  RetryResponseSchema,
  type CreatePhotoshootInput,
  type PhotoshootDetail,
  type PhotoshootEvent,
} from '@drape/shared/photoshoots.contract';
import type { UploadedFile } from '@drape/shared/upload.contract';
import { api, downloadFile } from '@/lib/api-client';
import { openEventStream, readEventData } from '@/lib/sse';
import { uploadWithProgress } from '@/lib/upload';

export async function getCapabilities(signal?: AbortSignal) {
  const data = await api.get('/photoshoots/capabilities', { signal });
  return PhotoshootCapabilitiesSchema.parse({ data }).data;
}

/** Uploads one garment photo through the ordinary upload route; the shoot refers to its id. */
export async function uploadGarment(file: File, signal?: AbortSignal): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('folder', 'vton-garments');
  formData.append('file', file);
  const data = await uploadWithProgress<UploadedFile[]>({ path: '/upload', formData, signal });
  const first = data?.[0];
  if (!first?.id) throw new Error('The upload returned no file');
  return first;
}

export async function startPhotoshoot(input: CreatePhotoshootInput) {
  const data = await api.post('/photoshoots', input);
  return CreatePhotoshootResponseSchema.parse({ data }).data;
}

export async function listPhotoshoots(page: number, signal?: AbortSignal) {
  const data = await api.get('/photoshoots', { query: { page, limit: 12 }, signal });
  return PhotoshootListResponseSchema.parse({ data }).data;
}

export async function getPhotoshoot(id: string, signal?: AbortSignal): Promise<PhotoshootDetail> {
  const data = await api.get(`/photoshoots/${id}`, { signal });
  return PhotoshootResponseSchema.parse({ data }).data;
}

export function deletePhotoshoot(id: string): Promise<void> {
  return api.delete<void>(`/photoshoots/${id}`);
}

export async function retryImage(id: string, imageId: string) {
  const data = await api.post(`/photoshoots/${id}/images/${imageId}/retry`);
  return RetryResponseSchema.parse({ data }).data;
}

export async function retryFailed(id: string) {
  const data = await api.post(`/photoshoots/${id}/retry`);
  return RetryResponseSchema.parse({ data }).data;
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
    if (res)
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
