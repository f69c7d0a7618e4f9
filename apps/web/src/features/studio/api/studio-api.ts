import { REQUEST_TIMEOUT_MS, STATUS_POLL_INTERVAL_MS } from '@drape/shared/constants';
import { MESSAGES } from '@drape/shared/errors';
import type { UploadedFile, UploadFolder } from '@drape/shared/upload.contract';
import type { GenerateInput, GenerateResponse, VtonRequest } from '@drape/shared/tryon.contract';
import { TRYON_MESSAGES } from '@drape/shared/tryon.contract';
import { api, buildUrl, refreshAccessToken } from '@/lib/api-client';
import { ApiError, apiErrorFromResponse } from '@/lib/api-error';
import { useAuthStore } from '@/lib/auth-store';
import { openEventStream, readEventData } from '@/lib/sse';
import { uploadWithProgress } from '@/lib/upload';

export async function uploadStudioImage(
  file: File,
  folder: UploadFolder,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('folder', folder);
  formData.append('file', file);
  const data = await uploadWithProgress<UploadedFile[]>({
    path: '/upload',
    formData,
    onProgress,
    signal,
  });
  const first = data?.[0];
  if (!first?.url) throw new Error(TRYON_MESSAGES.noUrl);
  return first;
}

/** A v4 UUID; `crypto.randomUUID` only exists in secure contexts, so plain http gets the same from random bytes. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

async function postGenerate(
  body: string,
  idempotencyKey: string,
  token: string | null,
): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REQUEST_TIMEOUT_MS);
  try {
    return await fetch(buildUrl('/vton/generate'), {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Starts a generation with an `Idempotency-Key` (one UUID per Generate click): if the request is
 * sent again (after a dropped connection or a token refresh) the server returns the same
 * generation and charges the credit once.
 */
export async function startGeneration(
  personImageUrl: string,
  garmentImageUrl: string,
  idempotencyKey: string = newIdempotencyKey(),
  options: GenerateChoices = {},
): Promise<GenerateResponse['data']> {
  const body = JSON.stringify({ personImageUrl, garmentImageUrl, ...generateChoices(options) });
  const attempt = async (token: string | null) => {
    try {
      return await postGenerate(body, idempotencyKey, token);
    } catch {
      // The request may or may not have reached the server: the same key makes a retry safe.
      try {
        return await postGenerate(body, idempotencyKey, token);
      } catch {
        throw new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError });
      }
    }
  };
  let res = await attempt(useAuthStore.getState().accessToken);
  if (res.status === 401) {
    const token = await refreshAccessToken();
    if (token) res = await attempt(token);
  }
  if (!res.ok) throw await apiErrorFromResponse(res);
  return ((await res.json()) as GenerateResponse).data;
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
  return api.get<VtonRequest>(`/vton/status/${id}`, { signal });
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
    if (res)
      await readEventData(res, (data) => {
        const row = data as VtonRequest;
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
