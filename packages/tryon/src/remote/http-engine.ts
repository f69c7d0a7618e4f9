import { TryonError, type TryonErrorCode } from '../errors';
import type { TryonEngine } from '../types';
import {
  describeHttpFailure,
  requestJson,
  requestWithRetry,
  type HttpFailure,
} from './http-client';
import { createRemoteEngine, type ProviderProtocol, type RemoteOptions } from './remote-engine';

export interface HttpEngineOptions extends RemoteOptions {
  /** Base URL of a server speaking the Drape try-on protocol (see README), e.g. http://gpu-1:8080 */
  url: string;
  /** Sent as `Authorization: Bearer <apiKey>` when set. */
  apiKey?: string;
}

interface JobStatus {
  id: string;
  status: 'queued' | 'running' | 'succeeded' | 'failed' | 'cancelled';
  /** base64 of the result image when succeeded */
  image?: string;
  error?: { code?: string; message?: string };
}

/** Codes a server may report that map straight onto the engine's own. */
const PASSTHROUGH: ReadonlySet<string> = new Set<TryonErrorCode>([
  'INVALID_IMAGE',
  'NO_PERSON',
  'MULTIPLE_PEOPLE',
  'PERSON_FACING_AWAY',
  'BODY_NOT_VISIBLE',
  'GARMENT_NOT_SEPARABLE',
  'BLANK_GARMENT',
]);

function failure(f: HttpFailure): TryonError {
  const body = f.body as { error?: { message?: string } } | null;
  return describeHttpFailure('http', f, body?.error?.message);
}

function jobError(error: JobStatus['error']): TryonError {
  const code = error?.code ?? '';
  if (PASSTHROUGH.has(code)) return new TryonError(code as TryonErrorCode, error?.message);
  return new TryonError(
    'PROVIDER_ERROR',
    `The try-on server could not create this image${error?.message ? `: ${error.message}` : '.'}`,
  );
}

/**
 * Generic protocol for a self-hosted IDM-VTON / CatVTON wrapper:
 * POST /v1/tryon {person, garment (base64), category, garmentPhotoType} → 202 {id};
 * GET /v1/tryon/{id} → {status, image?, error?}; DELETE /v1/tryon/{id} cancels.
 */
export function createHttpEngine(options: HttpEngineOptions): TryonEngine {
  const base = options.url.replace(/\/$/, '');
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;
  const protocol: ProviderProtocol = {
    name: 'http',
    async submit({ person, garment, category, garmentPhotoType }, ctx) {
      const body = JSON.stringify({
        person: person.toString('base64'),
        garment: garment.toString('base64'),
        category,
        garmentPhotoType,
      });
      const { id } = await requestJson<{ id: string }>(
        `${base}/v1/tryon`,
        { method: 'POST', headers, body },
        ctx,
        failure,
      );
      const jobUrl = `${base}/v1/tryon/${encodeURIComponent(id)}`;
      return {
        async poll(c) {
          const job = await requestJson<JobStatus>(jobUrl, { headers }, c, failure);
          if (job.status === 'succeeded') {
            if (!job.image)
              throw new TryonError('PROVIDER_ERROR', 'The try-on server returned no image.');
            return `data:application/octet-stream;base64,${job.image}`;
          }
          if (job.status === 'failed' || job.status === 'cancelled') throw jobError(job.error);
          return undefined;
        },
        async cancel(c) {
          await requestWithRetry(
            jobUrl,
            { method: 'DELETE', headers },
            { ...c, retry: { ...c.retry, retries: 0 } },
            failure,
          );
        },
      };
    },
  };
  return createRemoteEngine(protocol, options);
}
