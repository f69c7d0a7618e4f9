import { TryonError } from '../errors';
import type { CategoryOption, GarmentPhotoTypeOption, TryonEngine } from '../types';
import {
  describeHttpFailure,
  requestJson,
  requestWithRetry,
  toDataUri,
  type HttpFailure,
} from './http-client';
import { createRemoteEngine, type ProviderProtocol, type RemoteOptions } from './remote-engine';

export interface FalOptions extends RemoteOptions {
  apiKey: string;
  /** fal endpoint id; default fal-ai/fashn/tryon/v1.6 (inputs model_image, garment_image, category). */
  model?: string;
  /** Default https://queue.fal.run */
  baseUrl?: string;
}

const CATEGORY: Record<CategoryOption, string> = {
  auto: 'auto',
  upper: 'tops',
  lower: 'bottoms',
  full: 'one-pieces',
  saree: 'one-pieces',
};

const PHOTO_TYPE: Record<GarmentPhotoTypeOption, string> = {
  auto: 'auto',
  'flat-lay': 'flat-lay',
  'on-model': 'model',
};

interface FalSubmit {
  request_id: string;
  status_url?: string;
  response_url?: string;
  cancel_url?: string;
}

interface FalResult {
  images?: { url: string }[];
  image?: { url: string };
}

function failure(f: HttpFailure): TryonError {
  const body = f.body as { detail?: unknown } | null;
  const detail =
    typeof body?.detail === 'string'
      ? body.detail
      : Array.isArray(body?.detail)
        ? 'invalid input'
        : undefined;
  return describeHttpFailure('fal', f, detail);
}

/** fal queue API: POST {base}/{model} → request urls; GET status_url until COMPLETED; GET response_url. */
export function createFalEngine(options: FalOptions): TryonEngine {
  const base = (options.baseUrl ?? 'https://queue.fal.run').replace(/\/$/, '');
  const model = options.model ?? 'fal-ai/fashn/tryon/v1.6';
  const headers = { Authorization: `Key ${options.apiKey}`, 'Content-Type': 'application/json' };
  const protocol: ProviderProtocol = {
    name: 'fal',
    async submit({ person, garment, category, garmentPhotoType }, ctx) {
      const body = {
        model_image: toDataUri(person),
        garment_image: toDataUri(garment),
        category: CATEGORY[category],
        garment_photo_type: PHOTO_TYPE[garmentPhotoType],
      };
      const job = await requestJson<FalSubmit>(
        `${base}/${model}`,
        { method: 'POST', headers, body: JSON.stringify(body) },
        ctx,
        failure,
      );
      const requestUrl = `${base}/${model}/requests/${encodeURIComponent(job.request_id)}`;
      const statusUrl = job.status_url ?? `${requestUrl}/status`;
      const responseUrl = job.response_url ?? requestUrl;
      return {
        async poll(c) {
          const status = await requestJson<{ status: string }>(statusUrl, { headers }, c, failure);
          if (status.status !== 'COMPLETED') return undefined;
          const result = await requestJson<FalResult>(responseUrl, { headers }, c, failure);
          const url = result.images?.[0]?.url ?? result.image?.url;
          if (!url)
            throw new TryonError('PROVIDER_ERROR', 'The try-on service (fal) returned no image.');
          return url;
        },
        async cancel(c) {
          await requestWithRetry(
            job.cancel_url ?? `${requestUrl}/cancel`,
            { method: 'PUT', headers },
            { ...c, retry: { ...c.retry, retries: 0 } },
            failure,
          );
        },
      };
    },
  };
  return createRemoteEngine(protocol, options);
}
