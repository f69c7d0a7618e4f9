import { TryonError } from '../errors';
import type { TryonEngine } from '../types';
import { requestJson, toDataUri, type RequestContext } from './http-client';
import {
  FASHN_BASE_URL,
  FASHN_CATEGORY,
  FASHN_PHOTO_TYPE,
  fashnHttpFailure,
  mapFashnError,
  submitPrediction,
  type FashnStatus,
} from './fashn-protocol';
import { createRemoteEngine, type ProviderProtocol, type RemoteOptions } from './remote-engine';

export interface FashnOptions extends RemoteOptions {
  apiKey: string;
  /** Default https://api.fashn.ai/v1 (TRYON_API_URL; a loopback fake in tests) */
  baseUrl?: string;
  /** Default tryon-v1.6 */
  modelName?: string;
  mode?: 'performance' | 'balanced' | 'quality';
}

/** FASHN API: POST /run {model_name, inputs} → {id}; GET /status/{id} until completed or failed. */
export function createFashnEngine(options: FashnOptions): TryonEngine {
  const base = (options.baseUrl ?? FASHN_BASE_URL).replace(/\/$/, '');
  const headers = { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' };
  const protocol: ProviderProtocol = {
    name: 'fashn',
    async submit({ person, garment, category, garmentPhotoType }, ctx: RequestContext) {
      const body = {
        model_name: options.modelName ?? 'tryon-v1.6',
        inputs: {
          model_image: toDataUri(person),
          garment_image: toDataUri(garment),
          category: FASHN_CATEGORY[category],
          garment_photo_type: FASHN_PHOTO_TYPE[garmentPhotoType],
          mode: options.mode ?? 'balanced',
          return_base64: true,
        },
      };
      const id = await submitPrediction(base, headers, body, ctx);
      return {
        async poll(c) {
          const status = await requestJson<FashnStatus>(
            `${base}/status/${encodeURIComponent(id)}`,
            { headers },
            c,
            fashnHttpFailure,
          );
          if (status.status === 'completed') {
            const output = status.output?.[0];
            if (!output)
              throw new TryonError(
                'PROVIDER_ERROR',
                'The try-on service (fashn) returned no image.',
              );
            return output;
          }
          if (status.status === 'failed' || status.status === 'canceled')
            throw mapFashnError(status.error);
          return undefined;
        },
        // FASHN has no cancel endpoint: the job finishes on their side and is simply not fetched.
        cancel: () => Promise.resolve(),
      };
    },
  };
  return createRemoteEngine(protocol, options);
}
