// FASHN beyond one try-on (docs/decisions/022): AI-generated models (product-to-model,
// model-create) and try-on with its own parameters (mode, garment_photo_type, seed,
// num_samples). Every call is one prediction under one deadline; results come back as base64
// (return_base64: FASHN then keeps no copy). Nothing here logs; errors never carry the key.
import sharp from 'sharp';
import { TryonError } from '../errors';
import type { CategoryOption, GarmentPhotoTypeOption } from '../types';
import { DEFAULT_RETRY, fetchImage, toDataUri, type RetryPolicy } from './http-client';
import type { RequestContext } from './http-client';
import {
  FASHN_BASE_URL,
  FASHN_CATEGORY,
  FASHN_PHOTO_TYPE,
  pollPrediction,
  submitPrediction,
  type PollPolicy,
} from './fashn-protocol';

export type FashnMode = 'performance' | 'balanced' | 'quality';
export const FASHN_MODES: readonly FashnMode[] = ['performance', 'balanced', 'quality'];
/** The portrait ratios FASHN supports that suit a catalogue; 3:4 is the shoot's own. */
export type FashnAspectRatio = '2:3' | '3:4' | '4:5' | '9:16' | '1:1';
/** FASHN's seed range: 0 … 2^32 − 1. */
export const FASHN_SEED_MAX = 2 ** 32 - 1;

export interface FashnClientOptions {
  apiKey: string;
  /** Default https://api.fashn.ai/v1 */
  baseUrl?: string;
  /** One prediction, submit to last download; default 180 s (FASHN quotes 20–120 s for these). */
  timeoutMs?: number;
  /** First delay between status polls (default 1.5 s), growing by half up to maxPollIntervalMs. */
  pollIntervalMs?: number;
  maxPollIntervalMs?: number;
  retry?: Partial<RetryPolicy>;
  /** Try-on `mode` when a call gives none (TRYON_FASHN_MODE); FASHN's default is balanced. */
  mode?: FashnMode;
}

export interface FashnImage {
  image: Buffer;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

interface Call {
  signal?: AbortSignal;
  seed?: number;
}
export interface ProductToModelInput extends Call {
  /** The garment (or any wearable product) photo; FASHN makes a new person wearing it. */
  product: Buffer;
  /** Appearance, styling or setting, e.g. "South Indian woman in her thirties, studio light". */
  prompt?: string;
  aspectRatio?: FashnAspectRatio;
}
export interface ModelCreateInput extends Call {
  prompt: string;
  aspectRatio?: FashnAspectRatio;
  /** 1–4 (num_images). */
  count?: number;
}
export interface FashnTryonInput extends Call {
  model: Buffer;
  garment: Buffer;
  category?: CategoryOption;
  mode?: FashnMode;
  garmentPhotoType?: GarmentPhotoTypeOption;
  /** 1–4 (num_samples): that many variations come back. */
  samples?: number;
}

export interface FashnClient {
  productToModel(input: ProductToModelInput): Promise<FashnImage[]>;
  createModel(input: ModelCreateInput): Promise<FashnImage[]>;
  tryOn(input: FashnTryonInput): Promise<FashnImage[]>;
}

function checkRange(name: string, value: number | undefined, min: number, max: number) {
  if (value === undefined) return;
  if (!Number.isInteger(value) || value < min || value > max)
    throw new RangeError(`FASHN ${name} must be a whole number from ${min} to ${max}.`);
}

/** Drops undefined inputs, so FASHN applies its own defaults. */
const inputsOf = (inputs: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(inputs).filter(([, v]) => v !== undefined));

async function decode(source: string, ctx: RequestContext): Promise<FashnImage> {
  const image = await fetchImage(source, ctx);
  const meta = await sharp(image)
    .metadata()
    .catch((error: unknown) => {
      throw new TryonError(
        'PROVIDER_ERROR',
        'The try-on service (fashn) returned an unreadable image.',
        {
          cause: error,
        },
      );
    });
  const mimeType =
    meta.format === 'png' ? 'image/png' : meta.format === 'webp' ? 'image/webp' : 'image/jpeg';
  return { image, mimeType, width: meta.width ?? 0, height: meta.height ?? 0 };
}

interface Connection {
  base: string;
  headers: Record<string, string>;
  retry: RetryPolicy;
  poll: PollPolicy;
  timeoutMs: number;
}

function connectionOf(options: FashnClientOptions): Connection {
  const interval = options.pollIntervalMs ?? 1_500;
  return {
    base: (options.baseUrl ?? FASHN_BASE_URL).replace(/\/$/, ''),
    headers: { Authorization: `Bearer ${options.apiKey}`, 'Content-Type': 'application/json' },
    retry: { ...DEFAULT_RETRY, ...options.retry },
    poll: {
      intervalMs: interval,
      maxIntervalMs: options.maxPollIntervalMs ?? Math.max(8_000, interval),
    },
    timeoutMs: options.timeoutMs ?? 180_000,
  };
}

/** One prediction: TIMEOUT past the deadline, CANCELLED when the caller aborts. */
async function runPrediction(
  conn: Connection,
  model: string,
  inputs: Record<string, unknown>,
  call: Call,
): Promise<FashnImage[]> {
  checkRange('seed', call.seed, 0, FASHN_SEED_MAX);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TryonError('TIMEOUT')), conn.timeoutMs);
  const onAbort = () => controller.abort(new TryonError('CANCELLED'));
  if (call.signal?.aborted) onAbort();
  call.signal?.addEventListener('abort', onAbort, { once: true });
  const ctx: RequestContext = { signal: controller.signal, retry: conn.retry, provider: 'fashn' };
  try {
    const body = { model_name: model, inputs: inputsOf({ ...inputs, seed: call.seed }) };
    const id = await submitPrediction(conn.base, conn.headers, body, ctx);
    const outputs = await pollPrediction(conn.base, conn.headers, id, ctx, conn.poll);
    return await Promise.all(outputs.map((o) => decode(o, ctx)));
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onAbort);
  }
}

// Results as base64 PNG: FASHN keeps no copy of them (its docs on return_base64).
const ENCODED = { output_format: 'png', return_base64: true };

export function createFashnClient(options: FashnClientOptions): FashnClient {
  const conn = connectionOf(options);
  return {
    productToModel(i) {
      const inputs = {
        product_image: toDataUri(i.product),
        prompt: i.prompt,
        aspect_ratio: i.aspectRatio,
      };
      return runPrediction(conn, 'product-to-model', { ...inputs, ...ENCODED }, i);
    },
    async createModel(i) {
      checkRange('count', i.count, 1, 4);
      const inputs = { prompt: i.prompt, aspect_ratio: i.aspectRatio, num_images: i.count };
      return runPrediction(conn, 'model-create', { ...inputs, ...ENCODED }, i);
    },
    async tryOn(i) {
      checkRange('samples', i.samples, 1, 4);
      const inputs = {
        model_image: toDataUri(i.model),
        garment_image: toDataUri(i.garment),
        category: FASHN_CATEGORY[i.category ?? 'auto'],
        garment_photo_type: FASHN_PHOTO_TYPE[i.garmentPhotoType ?? 'auto'],
        mode: i.mode ?? options.mode,
        num_samples: i.samples,
      };
      return runPrediction(conn, 'tryon-v1.6', { ...inputs, ...ENCODED }, i);
    },
  };
}
