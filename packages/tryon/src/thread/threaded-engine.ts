import { Worker } from 'node:worker_threads';
import type { EngineConfig } from '../engine';
import { TryonError, type TryonErrorCode } from '../errors';
import type { GenerateInput, GenerateResult, Stage, TryonEngine } from '../types';

/**
 * The thread's entry beside this module: from the TypeScript sources (development, tests) a
 * bootstrap that registers tsx first; from the compiled server (scripts/build-server.mjs) the
 * compiled worker emitted next to the bundle.
 */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? './engine-thread.bootstrap.mjs'
  : './engine-thread.worker.mjs';

interface Pending {
  resolve(result: GenerateResult): void;
  reject(err: Error): void;
  onProgress?: (stage: Stage) => void;
}

type Reply =
  | { type: 'progress'; id: number; stage: Stage }
  | { type: 'result'; id: number; result: GenerateResult }
  | {
      type: 'error';
      id: number;
      error: { code: TryonErrorCode | null; message: string; stack?: string };
    };

export interface ThreadedEngine extends TryonEngine {
  close(): Promise<void>;
}

/**
 * The local engine in a worker thread: its pose, matte and warp loops take hundreds of
 * milliseconds of CPU, which on the main thread would stall every API request of the embedded
 * mode. A thread that dies fails its jobs (they are retried by the queue) and is started again.
 */
export function createThreadedEngine(config: EngineConfig): ThreadedEngine {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();

  const failAll = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };

  const onReply = (msg: Reply) => {
    const p = pending.get(msg.id);
    if (!p) return;
    if (msg.type === 'progress') return p.onProgress?.(msg.stage);
    pending.delete(msg.id);
    if (msg.type === 'result')
      return p.resolve({ ...msg.result, image: Buffer.from(msg.result.image) });
    const err = msg.error.code
      ? new TryonError(msg.error.code, msg.error.message)
      : new Error(msg.error.message);
    if (msg.error.stack) err.stack = msg.error.stack;
    p.reject(err);
  };

  const thread = () => {
    if (worker) return worker;
    const started = new Worker(new URL(THREAD_ENTRY, import.meta.url), {
      workerData: config,
    });
    started.unref();
    started.on('message', onReply);
    started.on('error', (err) =>
      failAll(new Error(`try-on engine thread crashed: ${err.message}`)),
    );
    started.on('exit', (code) => {
      worker = null;
      failAll(new Error(`try-on engine thread exited (code ${code})`));
    });
    worker = started;
    return started;
  };

  return {
    name: config.engine,
    generate(input: GenerateInput) {
      const id = nextId++;
      const target = thread();
      return new Promise<GenerateResult>((resolve, reject) => {
        if (input.signal?.aborted) return reject(new TryonError('CANCELLED'));
        pending.set(id, { resolve, reject, onProgress: input.onProgress });
        input.signal?.addEventListener('abort', () => target.postMessage({ type: 'cancel', id }), {
          once: true,
        });
        // Everything but the callbacks crosses to the thread: the images and every engine option.
        const { signal: _signal, onProgress: _onProgress, ...options } = input;
        target.postMessage({ type: 'generate', id, ...options });
      });
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
