// Runs inside a worker thread: the photoshoot stage's CPU-heavy work (model-photo analysis, the
// cut-out and each shot's compose) off the API's event loop. Messages:
// {type:'call', id, op, args} and {type:'cancel', id}; answers {type:'result'|'error', id, …}.
import { parentPort } from 'node:worker_threads';
import { analyseModelPhoto } from '../analyse/analyse-model';
import { backdropThumbnail } from '../backdrops/render-backdrop';
import { renderShot } from '../render-shot';
import { isTryonError } from '../../errors';
import type { RenderShotInput } from '../types';

export type ShootOp = 'analyse' | 'render' | 'backdrop';
type Request =
  { type: 'call'; id: number; op: ShootOp; args: unknown[] } | { type: 'cancel'; id: number };

const port = parentPort;
if (!port) throw new Error('shoot-thread.worker must run in a worker thread');
const running = new Map<number, AbortController>();

/** Bytes cross the thread as Uint8Array: make Buffers of them again. */
const buf = (b: unknown) => Buffer.from(b as Uint8Array);

function perform(op: ShootOp, args: unknown[], signal: AbortSignal): Promise<unknown> {
  if (op === 'analyse') return analyseModelPhoto(buf(args[0]));
  if (op === 'backdrop') return backdropThumbnail(args[0] as string, args[1] as number);
  const input = args[0] as RenderShotInput;
  const backdrop =
    'image' in input.backdrop ? { image: buf(input.backdrop.image) } : input.backdrop;
  const cutOut = input.cutOut && {
    ...(input.cutOut.stored ? { stored: buf(input.cutOut.stored) } : {}),
  };
  return renderShot({ ...input, image: buf(input.image), backdrop, cutOut, signal });
}

async function call(msg: Extract<Request, { type: 'call' }>) {
  const controller = new AbortController();
  running.set(msg.id, controller);
  try {
    const result = await perform(msg.op, msg.args, controller.signal);
    port?.postMessage({ type: 'result', id: msg.id, result });
  } catch (err) {
    const error = err as Error;
    const code = isTryonError(err) ? err.code : null;
    port?.postMessage({
      type: 'error',
      id: msg.id,
      error: { code, message: error.message, stack: error.stack },
    });
  } finally {
    running.delete(msg.id);
  }
}

port.on('message', (msg: Request) => {
  if (msg.type === 'cancel') running.get(msg.id)?.abort();
  else void call(msg);
});
