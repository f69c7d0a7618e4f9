import { MESSAGES } from '@drape/shared/errors';
import { ApiError } from './api-error';
import { buildUrl, expireSession, refreshAccessToken } from './api-client';
import { useAuthStore } from './auth-store';

export interface UploadOptions {
  /** Path under /v1, e.g. '/upload'. */
  path: string;
  formData: FormData;
  method?: 'POST' | 'PUT';
  /** Real progress of the request body, 0–100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

interface XhrResult {
  status: number;
  body: unknown;
}

function sendOnce(options: UploadOptions, token: string | null): Promise<XhrResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method ?? 'POST', buildUrl(options.path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () =>
      reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: MESSAGES.networkError }));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(options.formData);
  });
}

function toError(result: XhrResult): ApiError {
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as {
    code?: string;
    message?: string;
    details?: { fieldErrors?: Record<string, string[]> };
  };
  return new ApiError({
    status: result.status,
    code: body.code ?? `HTTP_${result.status}`,
    message: body.message ?? 'Upload failed',
    fieldErrors: body.details?.fieldErrors,
  });
}

/** Uploads a multipart body with real progress; returns the `data` of the JSON answer. */
export async function uploadWithProgress<T>(options: UploadOptions): Promise<T> {
  let result = await sendOnce(options, useAuthStore.getState().accessToken);
  if (result.status === 401) {
    const token = await refreshAccessToken();
    if (!token) {
      expireSession();
      throw toError(result);
    }
    result = await sendOnce(options, token);
  }
  if (result.status < 200 || result.status >= 300) throw toError(result);
  options.onProgress?.(100);
  const body = result.body as { data?: T } | null;
  return (body && 'data' in body ? body.data : body) as T;
}
