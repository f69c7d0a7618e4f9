import { REQUEST_TIMEOUT_MS } from '@drape/shared/constants';
import { MESSAGES } from '@drape/shared/errors';
import { ApiError } from './api-error';

// How one request travels: fetch for JSON, downloads and event streams; XMLHttpRequest where the
// upload's progress matters (fetch cannot report it). Both answer with a standard Response.

const API_BASE = '/v1';

type QueryValue = string | number | boolean | null | undefined;

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ''}`;
}

interface Outgoing {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit;
  signal: AbortSignal;
}

/** Sends one request; rejects only when no response arrived. */
export type Transport = (url: string, request: Outgoing) => Promise<Response>;

const fetchTransport: Transport = (url, request) =>
  fetch(url, { ...request, credentials: 'same-origin' });

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseOf(xhr: XMLHttpRequest): Response {
  const headers = new Headers();
  for (const line of xhr.getAllResponseHeaders().split(/\r?\n/)) {
    const cut = line.indexOf(':');
    if (cut > 0) headers.append(line.slice(0, cut).trim(), line.slice(cut + 1).trim());
  }
  const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
  return new Response(body, { status: xhr.status, statusText: xhr.statusText, headers });
}

/** XMLHttpRequest, reporting the real progress of the request body (0–100). */
export function xhrTransport(onProgress?: (percent: number) => void): Transport {
  return (url, request) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, url);
      for (const [name, value] of Object.entries(request.headers))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => resolve(responseOf(xhr));
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      xhr.onabort = () => reject(new DOMException('Request aborted', 'AbortError'));
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send((request.body as XMLHttpRequestBodyInit | undefined) ?? null);
    });
}

export interface SendOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Milliseconds until the response must have started; null for none (streams, uploads). */
  timeoutMs?: number | null;
}

function outgoingHeaders(options: SendOptions, token: string | null): Record<string, string> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined && !(options.body instanceof FormData))
    headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/** One attempt with the given token; no response becomes an ApiError with status 0. */
export async function sendOnce(
  path: string,
  options: SendOptions,
  token: string | null,
  transport: Transport = fetchTransport,
): Promise<Response> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs === undefined ? REQUEST_TIMEOUT_MS : options.timeoutMs;
  const timer = timeoutMs === null ? undefined : setTimeout(() => controller.abort(), timeoutMs);
  const signal = options.signal
    ? AbortSignal.any([options.signal, controller.signal])
    : controller.signal;
  const { body } = options;
  try {
    return await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers: outgoingHeaders(options, token),
      body: body instanceof FormData || body === undefined ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    // A caller's own cancellation stays an AbortError (TanStack Query expects that).
    if (options.signal?.aborted) throw err;
    const code = controller.signal.aborted ? 'TIMEOUT' : 'NETWORK_ERROR';
    throw new ApiError({ status: 0, code, message: MESSAGES.networkError });
  } finally {
    clearTimeout(timer);
  }
}
