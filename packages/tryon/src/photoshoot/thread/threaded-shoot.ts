import { Worker } from 'node:worker_threads';
import { TryonError, type TryonErrorCode } from '../../errors';
import type { ModelPhotoAnalysis, RenderShotInput, RenderShotResult } from '../types';
import type { ShootOp } from './shoot-thread.worker';

/** From the TypeScript sources a bootstrap that registers tsx; compiled, the emitted worker. */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? './shoot-thread.bootstrap.mjs'
  : './shoot-thread.worker.mjs';

type Reply =
  | { type: 'result'; id: number; result: unknown }
  | {
      type: 'error';
      id: number;
      error: { code: TryonErrorCode | null; message: string; stack?: string };
    };

interface Pending {
  resolve(value: unknown): void;
  reject(err: Error): void;
}

export interface ShootThread {
  analyseModelPhoto(image: Buffer): Promise<ModelPhotoAnalysis>;
  renderShot(input: RenderShotInput): Promise<RenderShotResult>;
  backdropThumbnail(id: string, width: number): Promise<Buffer>;
  close(): Promise<void>;
}

const toError = (e: Extract<Reply, { type: 'error' }>['error']) => {
  const err = e.code ? new TryonError(e.code, e.message) : new Error(e.message);
  if (e.stack) err.stack = e.stack;
  return err;
};

function failPending(pending: Map<number, Pending>, err: Error) {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
}

function settle(pending: Map<number, Pending>, msg: Reply) {
  const p = pending.get(msg.id);
  pending.delete(msg.id);
  if (msg.type === 'result') p?.resolve(msg.result);
  else p?.reject(toError(msg.error));
}

/** Calls into one lazily started worker thread; a thread that dies fails what it had. */
function threadCaller() {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  const failAll = (err: Error) => failPending(pending, err);
  const onReply = (msg: Reply) => settle(pending, msg);
  const thread = () => {
    if (worker) return worker;
    const started = new Worker(new URL(THREAD_ENTRY, import.meta.url));
    started.unref();
    started.on('message', onReply);
    started.on('error', (err) => failAll(new Error(`photoshoot thread crashed: ${err.message}`)));
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`photoshoot thread exited (code ${code})`));
    });
    return (worker = started);
  };
  const call = <T>(op: ShootOp, args: unknown[], signal?: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      if (signal?.aborted) return reject(new TryonError('CANCELLED'));
      const id = nextId++;
      const target = thread();
      pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      signal?.addEventListener('abort', () => target.postMessage({ type: 'cancel', id }), {
        once: true,
      });
      target.postMessage({ type: 'call', id, op, args });
    });
  const close = async () => {
    const current = worker;
    worker = null;
    if (current) await current.terminate();
  };
  return { call, close };
}

/**
 * `@drape/tryon/photoshoot` in a worker thread: a cut-out takes ~1 s of CPU, which on the main
 * thread would stall every API request of the embedded mode. The thread starts on first use;
 * one that dies fails its calls (the queue retries the images) and is started again.
 */
export function createShootThread(): ShootThread {
  const { call, close } = threadCaller();
  return {
    analyseModelPhoto: (image) => call('analyse', [image]),
    async renderShot({ signal, ...input }) {
      const result = await call<RenderShotResult>('render', [input], signal);
      const cutOut = result.cutOut ? { cutOut: Buffer.from(result.cutOut) } : {};
      return { ...result, image: Buffer.from(result.image), ...cutOut };
    },
    backdropThumbnail: async (id, width) =>
      Buffer.from(await call<Uint8Array>('backdrop', [id, width])),
    close,
  };
}
