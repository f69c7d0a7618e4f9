// FASHN's one protocol for every model (docs.fashn.ai, "API Fundamentals"): POST /v1/run with
// { model_name, inputs } → { id, error }; GET /v1/status/{id} → { id, status, output, error },
// status starting | in_queue | processing | completed | failed; a failed prediction carries
// error { name, message }. API-level errors are HTTP statuses with { error, message }.
import { TryonError } from '../errors';
import type { CategoryOption, GarmentPhotoTypeOption } from '../types';
import { describeHttpFailure, requestJson, sleep, type HttpFailure } from './http-client';
import type { RequestContext } from './http-client';

export const FASHN_BASE_URL = 'https://api.fashn.ai/v1';

/** Our categories in FASHN's words (tryon-v1.6 `category`); a saree is a one-piece to FASHN. */
export const FASHN_CATEGORY: Record<CategoryOption, string> = {
  auto: 'auto',
  upper: 'tops',
  lower: 'bottoms',
  full: 'one-pieces',
  saree: 'one-pieces',
};

/** tryon-v1.6 `garment_photo_type`: auto | flat-lay | model. */
export const FASHN_PHOTO_TYPE: Record<GarmentPhotoTypeOption, string> = {
  auto: 'auto',
  'flat-lay': 'flat-lay',
  'on-model': 'model',
};

export interface FashnStatus {
  id: string;
  status: 'starting' | 'in_queue' | 'processing' | 'completed' | 'failed' | 'canceled';
  output?: string[] | null;
  error?: { name?: string; message?: string } | null;
}

const UNREADABLE =
  'The try-on service could not read one of the photos. Please upload a clear JPEG or PNG photo.';

/** FASHN's runtime error names (docs.fashn.ai "Error Handling") → the engine's user-facing errors. */
const RUNTIME_ERRORS: Record<string, () => TryonError> = {
  ImageLoadError: () => new TryonError('INVALID_IMAGE', UNREADABLE),
  InputValidationError: () => new TryonError('INVALID_IMAGE', UNREADABLE),
  PoseError: () =>
    new TryonError(
      'NO_PERSON',
      'The try-on service could not find the body pose in the person photo. Please upload a clear, front-facing photo of one person.',
    ),
  ContentModerationError: () =>
    new TryonError(
      'PROVIDER_ERROR',
      'The try-on service declined these photos under its content policy.',
    ),
  NSFWError: () =>
    new TryonError(
      'PROVIDER_ERROR',
      'The try-on service declined these photos under its content policy.',
    ),
  PhotoTypeError: () =>
    new TryonError(
      'INVALID_IMAGE',
      'The try-on service could not tell how the garment was photographed. Please choose flat-lay or on-model.',
    ),
  ThirdPartyError: () =>
    new TryonError(
      'PROVIDER_ERROR',
      'A service the try-on service relies on refused these photos. Please try different photos.',
    ),
};

export function mapFashnError(error: FashnStatus['error']): TryonError {
  const known = RUNTIME_ERRORS[error?.name ?? ''];
  if (known) return known();
  // PipelineError and anything new: FASHN does not charge for it and a retry may succeed.
  const detail = error?.message ? `: ${error.message}` : '.';
  return new TryonError(
    'PROVIDER_ERROR',
    `The try-on service (fashn) could not create this image${detail}`,
  );
}

/** API-level failures: { error: 'OutOfCredits' | 'UnauthorizedAccess' | …, message }. */
export function fashnHttpFailure(f: HttpFailure): TryonError {
  const body = f.body as { error?: string; message?: string } | null;
  if (body?.error === 'OutOfCredits')
    return new TryonError(
      'CONFIG_ERROR',
      'The FASHN account of this deployment has no API credits left.',
    );
  return describeHttpFailure('fashn', f, body?.message ?? body?.error);
}

export interface PollPolicy {
  /** First delay between status polls. */
  intervalMs: number;
  /** The delay grows by half each poll up to this. */
  maxIntervalMs: number;
}

/** Submits one prediction and returns its id. */
export async function submitPrediction(
  base: string,
  headers: Record<string, string>,
  body: { model_name: string; inputs: Record<string, unknown> },
  ctx: RequestContext,
): Promise<string> {
  const init = { method: 'POST', headers, body: JSON.stringify(body) };
  const { id } = await requestJson<{ id?: string }>(`${base}/run`, init, ctx, fashnHttpFailure);
  if (!id)
    throw new TryonError('PROVIDER_ERROR', 'The try-on service (fashn) did not accept the job.');
  return id;
}

/** Polls /status/{id} with a growing delay until completed (its outputs) or failed (its error). */
export async function pollPrediction(
  base: string,
  headers: Record<string, string>,
  id: string,
  ctx: RequestContext,
  policy: PollPolicy,
): Promise<string[]> {
  const url = `${base}/status/${encodeURIComponent(id)}`;
  for (let delay = policy.intervalMs; ; delay = Math.min(policy.maxIntervalMs, delay * 1.5)) {
    const status = await requestJson<FashnStatus>(url, { headers }, ctx, fashnHttpFailure);
    if (status.status === 'completed') {
      if (!status.output?.length)
        throw new TryonError('PROVIDER_ERROR', 'The try-on service (fashn) returned no image.');
      return status.output;
    }
    if (status.status === 'failed' || status.status === 'canceled')
      throw mapFashnError(status.error);
    await sleep(delay, ctx.signal);
  }
}
