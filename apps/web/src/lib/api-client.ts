import { MESSAGES } from '@drape/shared/errors';
import type { z } from 'zod';
import { ApiError, apiErrorFromResponse, isApiError } from './api-error';
import { withSession } from './api-session';
import { sendOnce, xhrTransport, type SendOptions, type Transport } from './api-transport';
import { downloadBlob } from './download-blob';

// The web's one API client: JSON requests, uploads with progress, downloads and event streams all
// go through `apiResponse`, so bearer auth and refresh-and-retry on 401 live in one place
// (api-session.ts), and every answer is parsed with a schema from @drape/shared.

interface RequestOptions extends SendOptions {
  /** Send the bearer token and recover from a 401 once (default true). */
  auth?: boolean;
  /** Sent as `Idempotency-Key`; such a request is resent once when no response arrived. */
  idempotencyKey?: string;
  transport?: Transport;
}

/** A schema for the whole response body; the client returns its `data` when it has one. */
type ResponseSchema = z.ZodType;
type ResponseData<S extends ResponseSchema> =
  z.output<S> extends { data: infer D } ? D : z.output<S>;

async function sendResilient(path: string, options: RequestOptions, token: string | null) {
  const send = () => sendOnce(path, options, token, options.transport);
  if (!options.idempotencyKey) return send();
  // The request may or may not have reached the server: the same key makes a resend safe.
  return send().catch((err: unknown) => {
    if (isApiError(err) && err.status === 0) return send();
    throw err;
  });
}

/** Sends a request with the bearer token (refreshed once on 401); non-2xx becomes an ApiError. */
export async function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  const { idempotencyKey } = options;
  const withKey: RequestOptions = idempotencyKey
    ? { ...options, headers: { ...options.headers, 'Idempotency-Key': idempotencyKey } }
    : options;
  const res =
    options.auth === false
      ? await sendResilient(path, withKey, null)
      : await withSession((token) => sendResilient(path, withKey, token));
  if (!res.ok) throw await apiErrorFromResponse(res);
  return res;
}

const invalidResponse = (status: number, cause?: unknown) =>
  new ApiError({ status, code: 'INVALID_RESPONSE', message: MESSAGES.invalidResponse, cause });

/** Parses a response body with its schema: anything else is an INVALID_RESPONSE ApiError. */
async function readData<S extends ResponseSchema>(
  res: Response,
  schema: S,
): Promise<ResponseData<S>> {
  const text = res.status === 204 ? '' : await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch (err) {
    throw invalidResponse(res.status, err);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw invalidResponse(res.status, parsed.error);
  const value = parsed.data as unknown;
  const hasData = typeof value === 'object' && value !== null && 'data' in value;
  return (hasData ? (value as { data: unknown }).data : value) as ResponseData<S>;
}

type Options = Omit<RequestOptions, 'method' | 'body'>;
type WithSchema<S extends ResponseSchema> = Options & { schema: S };

/** Sends a request and parses its answer with `schema`; without one the answer is ignored. */
function apiRequest<S extends ResponseSchema>(
  path: string,
  options: RequestOptions & { schema: S },
): Promise<ResponseData<S>>;
function apiRequest(path: string, options?: RequestOptions): Promise<void>;
async function apiRequest(
  path: string,
  options: RequestOptions & { schema?: ResponseSchema } = {},
): Promise<unknown> {
  const res = await apiResponse(path, options);
  if (options.schema) return readData(res, options.schema);
  return undefined;
}

function sender(method: 'POST' | 'PATCH' | 'PUT' | 'DELETE') {
  function send<S extends ResponseSchema>(
    path: string,
    body: unknown,
    options: WithSchema<S>,
  ): Promise<ResponseData<S>>;
  function send(path: string, body?: unknown, options?: Options): Promise<void>;
  function send(path: string, body?: unknown, options: Options = {}) {
    return apiRequest(path, { ...options, method, body });
  }
  return send;
}

export const api = {
  get: <S extends ResponseSchema>(path: string, schema: S, options: Options = {}) =>
    apiRequest(path, { ...options, method: 'GET', schema }),
  post: sender('POST'),
  patch: sender('PATCH'),
  put: sender('PUT'),
  delete: sender('DELETE'),
  /** Multipart upload reporting real progress (0–100; 100 once the answer arrived). */
  upload: async <S extends ResponseSchema>(
    path: string,
    formData: FormData,
    options: WithSchema<S> & { method?: 'POST' | 'PUT'; onProgress?: (p: number) => void },
  ): Promise<ResponseData<S>> => {
    const { onProgress, method = 'POST', ...rest } = options;
    const transport = xhrTransport(onProgress);
    const res = await apiResponse(path, {
      timeoutMs: null,
      ...rest,
      method,
      body: formData,
      transport,
    });
    onProgress?.(100);
    return readData(res, options.schema);
  },
};

/** Downloads a file through the API (with auth) and hands it to the browser as a download. */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  const res = await apiResponse(path);
  const disposition = res.headers.get('content-disposition') ?? '';
  const name = /filename="?([^"]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  downloadBlob(await res.blob(), name);
}
