// Runs inside a worker thread: owns one try-on engine, so its CPU-heavy steps never block the
// API's event loop. Messages: {type:'generate', id, person, garment, ...engine options} and
// {type:'cancel', id}; answers {type:'progress'|'result'|'error', id, …}.
import { parentPort, workerData } from 'node:worker_threads';
import { createEngine, type EngineConfig } from '../engine';
import { isTryonError } from '../errors';
import type { GenerateInput } from '../types';

type Request =
  | ({ type: 'generate'; id: number; person: Uint8Array; garment: Uint8Array } & Omit<
      GenerateInput,
      'person' | 'garment' | 'signal' | 'onProgress'
    >)
  | { type: 'cancel'; id: number };

const port = parentPort;
if (!port) throw new Error('engine-thread.worker must run in a worker thread');
const engine = createEngine(workerData as EngineConfig);
const running = new Map<number, AbortController>();

async function generate(msg: Extract<Request, { type: 'generate' }>) {
  const controller = new AbortController();
  running.set(msg.id, controller);
  try {
    const { type: _type, id: _id, person, garment, ...options } = msg;
    const result = await engine.generate({
      ...options,
      person: Buffer.from(person),
      garment: Buffer.from(garment),
      signal: controller.signal,
      onProgress: (stage) => port?.postMessage({ type: 'progress', id: msg.id, stage }),
    });
    port?.postMessage({ type: 'result', id: msg.id, result });
  } catch (err) {
    const error = err as Error;
    port?.postMessage({
      type: 'error',
      id: msg.id,
      error: {
        code: isTryonError(err) ? err.code : null,
        message: error.message,
        stack: error.stack,
      },
    });
  } finally {
    running.delete(msg.id);
  }
}

port.on('message', (msg: Request) => {
  if (msg.type === 'cancel') running.get(msg.id)?.abort();
  else void generate(msg);
});
