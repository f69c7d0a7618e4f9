import { TryonError } from '../errors';
import type { CategoryOption, GarmentPhotoTypeOption, TryonEngine } from '../types';
import {
  describeHttpFailure,
  requestJson,
  toDataUri,
  type HttpFailure,
  type RequestContext,
} from './http-client';
import { createRemoteEngine, type ProviderProtocol, type RemoteOptions } from './remote-engine';

export interface FashnOptions extends RemoteOptions {
  apiKey: string;
  /** Default https://api.fashn.ai/v1 */
  baseUrl?: string;
  /** Default tryon-v1.6 */
  modelName?: string;
  mode?: 'performance' | 'balanced' | 'quality';
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

interface FashnStatus {
  id: string;
  status: 'starting' | 'in_queue' | 'processing' | 'completed' | 'failed' | 'canceled';
  output?: string[] | null;
  error?: { name?: string; message?: string } | null;
}

/** FASHN's runtime error names → the engine's user-facing errors. */
export function mapFashnError(error: FashnStatus['error']): TryonError {
  const name = error?.name ?? '';
  switch (name) {
    case 'ImageLoadError':
    case 'InputValidationError':
      return new TryonError(
        'INVALID_IMAGE',
        'The try-on service could not read one of the photos. Please upload a clear JPEG or PNG photo.',
      );
    case 'PoseError':
      return new TryonError(
        'NO_PERSON',
        'The try-on service could not find the body pose in the person photo. Please upload a clear, front-facing photo of one person.',
      );
    case 'ContentModerationError':
      return new TryonError(
        'PROVIDER_ERROR',
        'The try-on service declined these photos under its content policy.',
      );
    default:
      return new TryonError(
        'PROVIDER_ERROR',
        `The try-on service (fashn) could not create this image${error?.message ? `: ${error.message}` : '.'}`,
      );
  }
}

function failure(f: HttpFailure): TryonError {
  const body = f.body as { error?: string; message?: string } | null;
  return describeHttpFailure('fashn', f, body?.message ?? body?.error);
}

/** FASHN API: POST /run {model_name, inputs} → {id}; GET /status/{id} until completed or failed. */
export function createFashnEngine(options: FashnOptions): TryonEngine {
  const base = (options.baseUrl ?? 'https://api.fashn.ai/v1').replace(/\/$/, '');
  const headers = { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' };
  const protocol: ProviderProtocol = {
    name: 'fashn',
    async submit({ person, garment, category, garmentPhotoType }, ctx: RequestContext) {
      const body = {
        model_name: options.modelName ?? 'tryon-v1.6',
        inputs: {
          model_image: toDataUri(person),
          garment_image: toDataUri(garment),
          category: CATEGORY[category],
          garment_photo_type: PHOTO_TYPE[garmentPhotoType],
          mode: options.mode ?? 'balanced',
          return_base64: true,
        },
      };
      const { id } = await requestJson<{ id?: string; error?: string }>(
        `${base}/run`,
        { method: 'POST', headers, body: JSON.stringify(body) },
        ctx,
        failure,
      );
      if (!id)
        throw new TryonError(
          'PROVIDER_ERROR',
          'The try-on service (fashn) did not accept the job.',
        );
      return {
        async poll(c) {
          const status = await requestJson<FashnStatus>(
            `${base}/status/${encodeURIComponent(id)}`,
            { headers },
            c,
            failure,
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
