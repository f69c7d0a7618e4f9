import { STATUS_POLL_INTERVAL_MS } from '@drape/shared/constants';
import type { UploadedFile, UploadFolder } from '@drape/shared/upload.contract';
import type { GenerateResponse, VtonRequest } from '@drape/shared/tryon.contract';
import { TRYON_MESSAGES } from '@drape/shared/tryon.contract';
import { api, buildUrl, refreshAccessToken } from '@/lib/api-client';
import { useAuthStore } from '@/lib/auth-store';
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
  const data = await uploadWithProgress<UploadedFile[]>({ path: '/upload', formData, onProgress, signal });
  const first = data?.[0];
  if (!first?.url) throw new Error(TRYON_MESSAGES.noUrl);
  return first;
}

export function startGeneration(personImageUrl: string, garmentImageUrl: string) {
  return api.post<GenerateResponse['data']>('/vton/generate', { personImageUrl, garmentImageUrl });
}

export function getGenerationStatus(id: string, signal?: AbortSignal) {
  return api.get<VtonRequest>(`/vton/status/${id}`, { signal });
}

const isFinal = (r: VtonRequest) => r.status === 'COMPLETED' || r.status === 'FAILED';

async function openEventStream(id: string, signal: AbortSignal): Promise<Response | null> {
  const open = (token: string | null) =>
    fetch(buildUrl(`/vton/${id}/events`), {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
  let res = await open(useAuthStore.getState().accessToken);
  if (res.status === 401) res = await open(await refreshAccessToken());
  return res.ok && res.body ? res : null;
}

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
    const res = await openEventStream(id, signal);
    if (res?.body) {
      const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const data = block.split('\n').find((l) => l.startsWith('data: '));
          if (!data) continue;
          const row = JSON.parse(data.slice(6)) as VtonRequest;
          onUpdate(row);
          if (isFinal(row)) return;
        }
      }
    }
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
