import { TryonError } from '../errors';
import type { CategoryOption, TryonEngine } from '../types';
import {
  describeHttpFailure,
  requestJson,
  requestWithRetry,
  toDataUri,
  type HttpFailure,
} from './http-client';
import { createRemoteEngine, type ProviderProtocol, type RemoteOptions } from './remote-engine';

export interface ReplicateOptions extends RemoteOptions {
  apiToken: string;
  /** Model version id of a hosted IDM-VTON (inputs human_img, garm_img, garment_des, category). */
  version: string;
  /** Default https://api.replicate.com/v1 */
  baseUrl?: string;
}

/** IDM-VTON has no automatic category: `auto` takes its default, upper_body. */
const CATEGORY: Record<CategoryOption, string> = {
  auto: 'upper_body',
  upper: 'upper_body',
  lower: 'lower_body',
  full: 'dresses',
  saree: 'dresses',
};

interface Prediction {
  id: string;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled';
  output?: string | string[] | null;
  error?: string | null;
  urls?: { get?: string; cancel?: string };
}

function failure(f: HttpFailure): TryonError {
  const body = f.body as { detail?: string; title?: string } | null;
  return describeHttpFailure('replicate', f, body?.detail ?? body?.title);
}

/** Replicate predictions API: POST /predictions {version, input}; GET /predictions/{id}; POST …/cancel. */
export function createReplicateEngine(options: ReplicateOptions): TryonEngine {
  const base = (options.baseUrl ?? 'https://api.replicate.com/v1').replace(/\/$/, '');
  const headers = {
    Authorization: `Bearer ${options.apiToken}`,
    'Content-Type': 'application/json',
  };
  const protocol: ProviderProtocol = {
    name: 'replicate',
    async submit({ person, garment, category }, ctx) {
      const input = {
        human_img: toDataUri(person),
        garm_img: toDataUri(garment),
        garment_des: 'garment',
        category: CATEGORY[category],
      };
      const created = await requestJson<Prediction>(
        `${base}/predictions`,
        { method: 'POST', headers, body: JSON.stringify({ version: options.version, input }) },
        ctx,
        failure,
      );
      const getUrl = created.urls?.get ?? `${base}/predictions/${encodeURIComponent(created.id)}`;
      const cancelUrl = created.urls?.cancel ?? `${getUrl}/cancel`;
      return {
        async poll(c) {
          const p = await requestJson<Prediction>(getUrl, { headers }, c, failure);
          if (p.status === 'succeeded') {
            const output = Array.isArray(p.output) ? p.output[0] : p.output;
            if (!output)
              throw new TryonError(
                'PROVIDER_ERROR',
                'The try-on service (replicate) returned no image.',
              );
            return output;
          }
          if (p.status === 'failed' || p.status === 'canceled') {
            throw new TryonError(
              'PROVIDER_ERROR',
              `The try-on service (replicate) could not create this image${p.error ? `: ${p.error}` : '.'}`,
            );
          }
          return undefined;
        },
        async cancel(c) {
          await requestWithRetry(
            cancelUrl,
            { method: 'POST', headers },
            { ...c, retry: { ...c.retry, retries: 0 } },
            failure,
          );
        },
      };
    },
  };
  return createRemoteEngine(protocol, options);
}
