import sharp from 'sharp';
import { TryonError, isTryonError } from '../errors';
import type {
  CategoryOption,
  EngineName,
  GarmentPhotoTypeOption,
  GenerateInput,
  GenerateResult,
  Stage,
  TryonEngine,
} from '../types';
import {
  DEFAULT_RETRY,
  fetchImage,
  sleep,
  type RequestContext,
  type RetryPolicy,
} from './http-client';

export interface RemoteOptions {
  /** Whole generation deadline, submit to download. */
  timeoutMs?: number;
  /** Delay between status polls. */
  pollIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
}

/** One provider's protocol: submit a job, poll it, cancel it. */
export interface ProviderJob {
  /** Returns the URL or data URI of the result once finished; undefined while still running. */
  poll(ctx: RequestContext): Promise<string | undefined>;
  /** Best-effort cancel on the provider's side when the caller gives up. */
  cancel(ctx: RequestContext): Promise<void>;
}

export interface ProviderProtocol {
  name: EngineName;
  submit(
    input: {
      person: Buffer;
      garment: Buffer;
      /** `auto` when the caller left it open: protocols without an auto option pick their default. */
      category: CategoryOption;
      garmentPhotoType: GarmentPhotoTypeOption;
    },
    ctx: RequestContext,
  ): Promise<ProviderJob>;
}

async function pollUntilDone(
  job: ProviderJob,
  ctx: RequestContext,
  intervalMs: number,
): Promise<string> {
  for (;;) {
    const output = await job.poll(ctx);
    if (output !== undefined) return output;
    await sleep(intervalMs, ctx.signal);
  }
}

/** Turns the reason an internal signal aborted into the error the caller sees. */
function abortError(reason: unknown, fallback: unknown): unknown {
  return isTryonError(reason) ? reason : fallback;
}

/**
 * Runs a provider protocol under one deadline and the caller's signal: stages, timings, cleanup
 * (cancels the remote job when the caller aborts or the deadline passes).
 */
export function createRemoteEngine(
  protocol: ProviderProtocol,
  options: RemoteOptions = {},
): TryonEngine {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const pollIntervalMs = options.pollIntervalMs ?? 1_500;
  const retry = { ...DEFAULT_RETRY, ...options.retry };

  async function generate(input: GenerateInput): Promise<GenerateResult> {
    const started = performance.now();
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new TryonError('TIMEOUT')), timeoutMs);
    const onCallerAbort = () => controller.abort(new TryonError('CANCELLED'));
    if (input.signal?.aborted) onCallerAbort();
    input.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const ctx: RequestContext = { signal: controller.signal, retry, provider: protocol.name };
    const timings: Record<string, number> = {};
    let mark = started;
    const stage = (name: Stage, lapName?: string) => {
      if (lapName) timings[lapName] = Math.round(performance.now() - mark);
      mark = performance.now();
      input.onProgress?.(name);
    };
    let job: ProviderJob | undefined;
    try {
      stage('uploading');
      job = await protocol.submit(
        {
          person: input.person,
          garment: input.garment,
          category: input.category ?? 'auto',
          garmentPhotoType: input.garmentPhotoType ?? 'auto',
        },
        ctx,
      );
      stage('waiting-for-provider', 'submit');
      const output = await pollUntilDone(job, ctx, pollIntervalMs);
      stage('downloading', 'provider');
      const image = await fetchImage(output, ctx);
      const meta = await sharp(image)
        .metadata()
        .catch((error: unknown) => {
          throw new TryonError(
            'PROVIDER_ERROR',
            `The try-on service (${protocol.name}) returned an unreadable image.`,
            { cause: error },
          );
        });
      stage('done', 'download');
      timings.total = Math.round(performance.now() - started);
      const mimeType =
        meta.format === 'png' ? 'image/png' : meta.format === 'webp' ? 'image/webp' : 'image/jpeg';
      return {
        image,
        mimeType,
        width: meta.width ?? 0,
        height: meta.height ?? 0,
        timings,
        engine: protocol.name,
      };
    } catch (error) {
      if (controller.signal.aborted) {
        if (job)
          await job.cancel({ ...ctx, signal: AbortSignal.timeout(5_000) }).catch(() => undefined);
        throw abortError(controller.signal.reason, error);
      }
      throw error;
    } finally {
      clearTimeout(timer);
      input.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  return { name: protocol.name, generate };
}
