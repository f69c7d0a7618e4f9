import { STATUS_POLL_INTERVAL_MS } from '@drape/shared/constants';
import {
  GenerateResponseSchema,
  TRYON_MESSAGES,
  VtonRequestSchema,
  VtonStatusResponseSchema,
  type GenerateInput,
  type GenerateResponse,
  type VtonRequest,
} from '@drape/shared/tryon.contract';
import {
  UploadResponseSchema,
  type UploadedFile,
  type UploadFolder,
} from '@drape/shared/upload.contract';
import { api } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { openEventStream, readEventData } from '@/lib/sse';

export async function uploadStudioImage(
  file: File,
  folder: UploadFolder,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('folder', folder);
  formData.append('file', file);
  const data = await api.upload('/upload', formData, {
    schema: UploadResponseSchema,
    onProgress,
    signal,
  });
  const first = data[0];
  if (!first?.url) throw new Error(TRYON_MESSAGES.noUrl);
  return first;
}

/**
 * Starts a generation with an `Idempotency-Key` (one UUID per Generate click): if the request is
 * sent again (after a dropped connection or a token refresh) the server returns the same
 * generation and charges the credit once.
 */
export function startGeneration(
  personImageUrl: string,
  garmentImageUrl: string,
  idempotencyKey: string = newIdempotencyKey(),
  options: GenerateChoices = {},
): Promise<GenerateResponse['data']> {
  const body = { personImageUrl, garmentImageUrl, ...generateChoices(options) };
  return api.post('/vton/generate', body, { idempotencyKey, schema: GenerateResponseSchema });
}

/** The options a studio request carries: `auto` and blanks are left out (the engine decides). */
export type GenerateChoices = Partial<
  Pick<GenerateInput, 'category' | 'garmentPhotoType' | 'mode' | 'title' | 'sku'>
>;
function generateChoices(o: GenerateChoices): GenerateChoices {
  const out: GenerateChoices = {};
  if (o.category && o.category !== 'auto') out.category = o.category;
  if (o.garmentPhotoType && o.garmentPhotoType !== 'auto')
    out.garmentPhotoType = o.garmentPhotoType;
  if (o.mode && o.mode !== 'auto') out.mode = o.mode;
  if (o.title?.trim()) out.title = o.title.trim();
  if (o.sku?.trim()) out.sku = o.sku.trim();
  return out;
}

export function getGenerationStatus(id: string, signal?: AbortSignal) {
  return api.get(`/vton/status/${id}`, VtonStatusResponseSchema, { signal });
}

const isFinal = (r: VtonRequest) => r.status === 'COMPLETED' || r.status === 'FAILED';

/**
 * Follows a generation: server-sent events first (pushes every stage change); if the stream
 * cannot be opened or breaks, falls back to polling the status every 2 s (spec §4).
 */
export async function followGeneration(
  id: string,
  onUpdate: (r: VtonRequest) => void,
  onPollError: (err: unknown) => void,
  signal: AbortSignal,
): Promise<void> {
  try {
    const res = await openEventStream(`/vton/${id}/events`, signal);
    let finished = false;
    await readEventData(res, (data) => {
      const row = VtonRequestSchema.parse(data);
      onUpdate(row);
      finished = isFinal(row);
      return finished;
    });
    if (finished) return;
  } catch {
    if (signal.aborted) return;
  }
  while (!signal.aborted) {
    try {
      const row = await getGenerationStatus(id, signal);
      onUpdate(row);
      if (isFinal(row)) return;
    } catch (err) {
      if (signal.aborted) return;
      onPollError(err);
      return;
    }
    await new Promise((r) => setTimeout(r, STATUS_POLL_INTERVAL_MS));
  }
}
