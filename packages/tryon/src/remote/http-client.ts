import { TryonError } from '../errors';

export interface RetryPolicy {
  /** Extra attempts after the first for 5xx, 429 and network errors. */
  retries: number;
  /** First backoff delay; doubles each attempt, with jitter. */
  baseDelayMs: number;
  /** Upper bound of a single backoff delay (also caps Retry-After). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 500, maxDelayMs: 8_000 };

export interface RequestContext {
  /** Aborted by the caller (CANCELLED) or by the engine's deadline (TIMEOUT). */
  signal: AbortSignal;
  retry: RetryPolicy;
  /** Names the provider in error messages and logs. */
  provider: string;
}

export interface HttpFailure {
  status: number;
  body: unknown;
}

/** Resolves after `ms`, or rejects as soon as the signal aborts. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

function backoff(attempt: number, policy: RetryPolicy, retryAfter: string | null): number {
  const seconds = retryAfter === null ? NaN : Number(retryAfter);
  if (Number.isFinite(seconds)) return Math.min(policy.maxDelayMs, Math.max(0, seconds * 1000));
  const exp = policy.baseDelayMs * 2 ** attempt;
  return Math.min(policy.maxDelayMs, exp / 2 + Math.random() * (exp / 2));
}

const isRetryableStatus = (status: number) => status === 429 || status >= 500;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return text;
  }
}

/**
 * fetch with retries on 429/5xx/network errors (exponential backoff with jitter, Retry-After
 * honoured). Non-retryable statuses and exhausted retries throw via `onFailure`.
 */
export async function requestWithRetry(
  url: string,
  init: RequestInit,
  ctx: RequestContext,
  onFailure: (f: HttpFailure) => TryonError,
): Promise<Response> {
  for (let attempt = 0; ; attempt += 1) {
    let response: Response | undefined;
    try {
      response = await fetch(url, { ...init, signal: ctx.signal });
    } catch (error) {
      if (ctx.signal.aborted) throw ctx.signal.reason as Error;
      if (attempt >= ctx.retry.retries) {
        throw new TryonError(
          'PROVIDER_ERROR',
          `The try-on service (${ctx.provider}) could not be reached. Please try again later.`,
          { cause: error },
        );
      }
      await sleep(backoff(attempt, ctx.retry, null), ctx.signal);
      continue;
    }
    if (response.ok) return response;
    const body = await readBody(response);
    if (!isRetryableStatus(response.status) || attempt >= ctx.retry.retries)
      throw onFailure({ status: response.status, body });
    await sleep(backoff(attempt, ctx.retry, response.headers.get('retry-after')), ctx.signal);
  }
}

export async function requestJson<T>(
  url: string,
  init: RequestInit,
  ctx: RequestContext,
  onFailure: (f: HttpFailure) => TryonError,
): Promise<T> {
  const response = await requestWithRetry(url, init, ctx, onFailure);
  return (await response.json()) as T;
}

/** Default mapping of HTTP failures to user-facing errors. */
export function describeHttpFailure(
  provider: string,
  failure: HttpFailure,
  detail?: string,
): TryonError {
  const suffix = detail ? ` (${detail})` : '';
  if (failure.status === 429)
    return new TryonError(
      'RATE_LIMITED',
      `The try-on service (${provider}) is busy right now. Please try again in a minute.`,
    );
  if (failure.status === 401 || failure.status === 403)
    return new TryonError(
      'CONFIG_ERROR',
      `The try-on service (${provider}) rejected our credentials${suffix}.`,
    );
  if (failure.status >= 500)
    return new TryonError(
      'PROVIDER_ERROR',
      `The try-on service (${provider}) is having problems. Please try again later.`,
    );
  return new TryonError(
    'PROVIDER_ERROR',
    `The try-on service (${provider}) could not process these photos${suffix}.`,
  );
}

/** Image bytes as a data URI, the input form FASHN, fal and Replicate all accept. */
export function toDataUri(image: Buffer): string {
  const isPng = image.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  const isWebp = image.subarray(8, 12).toString('latin1') === 'WEBP';
  const mime = isPng ? 'image/png' : isWebp ? 'image/webp' : 'image/jpeg';
  return `data:${mime};base64,${image.toString('base64')}`;
}

/** Fetches a result image from a URL or decodes a data URI. */
export async function fetchImage(source: string, ctx: RequestContext): Promise<Buffer> {
  if (source.startsWith('data:'))
    return Buffer.from(source.slice(source.indexOf(',') + 1), 'base64');
  const response = await requestWithRetry(source, { method: 'GET' }, ctx, (f) =>
    describeHttpFailure(ctx.provider, f, 'result download failed'),
  );
  return Buffer.from(await response.arrayBuffer());
}
