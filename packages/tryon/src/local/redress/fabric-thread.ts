import { Worker } from 'node:worker_threads';
import type { Category } from '../../types';
import { TryonError, type TryonErrorCode } from '../../errors';
import type { GarmentModel, GarmentObservation } from '../garment/garment-analysis';
import type { Body } from '../person/body';
import type { PeopleDetection } from '../person/detect-people';
import type { FillInputs, PersonFills } from '../person/person-fills';
import type { FloatMap, RasterImage } from '../raster/raster';
import { findGarmentFabric, keepGarmentFabric, type GarmentFabric } from './garment-fabric';
import { keepGraphics, type MadeGraphics } from './placement-graphic';
import type { EdgeCover, EdgeInputs } from './soft-edges';

/**
 * The thread's entry beside this module: from the TypeScript sources (development, tests) a
 * bootstrap that registers tsx first; from the compiled server (scripts/build-server.mjs) the
 * compiled worker emitted next to the bundle.
 */
const THREAD_ENTRY = import.meta.url.endsWith('.ts')
  ? './fabric-thread.bootstrap.mjs'
  : './fabric-thread.worker.mjs';

export interface ThreadError {
  message: string;
  stack?: string;
  /** A TryonError's code (GARMENT_NOT_SEPARABLE): rethrown as that error here. */
  code?: TryonErrorCode;
}

export type FabricReply =
  | { id: number; garment: GarmentModel }
  | { id: number; fabric: GarmentFabric; graphics?: MadeGraphics }
  | { id: number; fills: PersonFills }
  | { id: number; worn: FloatMap }
  | { id: number; edge: EdgeCover }
  | { id: number; error: ThreadError };

/** What the person's worn-garment cut-out (separateWornGarment, with its collar) is made from. */
export interface WornCutInput {
  image: RasterImage;
  detection: PeopleDetection;
  body: Body;
  category: Category;
}

/**
 * What the thread is asked: a garment's fabric, or its analysis after the model calls first, or
 * the person's work (continuation and shading, the worn garment's cut-out, the refined edge).
 */
export type FabricRequest =
  | { id: number; garment: GarmentModel; category?: Category }
  | { id: number; observed: GarmentObservation; fabric: boolean }
  | { id: number; fills: FillInputs }
  | { id: number; worn: WornCutInput }
  | { id: number; edge: EdgeInputs; labels: Int8Array };

interface Pending {
  /** The garment the fabric is kept with (set when the thread sends an analysed one). */
  garment?: GarmentModel;
  /** Set while an analysed garment is awaited. */
  analysed?: { resolve(garment: GarmentModel): void; reject(err: Error): void };
  /** No fabric asked: the analysed garment ends the work. */
  garmentOnly?: boolean;
  resolve(fabric: GarmentFabric): void;
  reject(err: Error): void;
}

/** The finished garment and, when asked for, its fabric, both made on the fabric thread. */
export interface ThreadGarment {
  garment: Promise<GarmentModel>;
  fabric: Promise<GarmentFabric> | undefined;
}

function threadError(error: ThreadError, prefix: string): Error {
  const err = error.code
    ? new TryonError(error.code, error.message)
    : new Error(`${prefix}: ${error.message}`);
  if (error.stack) err.stack = error.stack;
  return err;
}

export interface FabricThread {
  /**
   * The garment's fabric (garmentFabric) made on a second thread, so it overlaps the person's
   * analysis on this one; kept in garmentFabric's cache when it arrives. A garment whose fabric
   * is already made resolves at once.
   */
  make(garment: GarmentModel, category?: Category): Promise<GarmentFabric>;
  /**
   * The garment's analysis after its model calls (finishGarment) on the second thread, and with
   * `fabric` its fabric and placed graphics after it, so both overlap the person's analysis
   * here. An error of the analysis (GARMENT_NOT_SEPARABLE) rejects both as itself.
   */
  analyse(observed: GarmentObservation, fabric: boolean): ThreadGarment;
  /**
   * The person's continuation and shading (continuationOf, shadingOf) made on the second thread,
   * so they overlap the garment's fit on this one: the same pixels as made here. Undefined when
   * the thread has other work (a fabric): queued behind it, they would come later than made here.
   */
  fills(inputs: FillInputs): Promise<PersonFills> | undefined;
  /**
   * The person's worn-garment cut-out for a re-dress (separateWornGarment with its collar) made
   * on the second thread while this one analyses the rest of the person; undefined when busy.
   */
  wornGarment(input: WornCutInput): Promise<FloatMap> | undefined;
  /**
   * The re-dress's refined edge (edgeCover) made on the second thread while this one finds the
   * drape's shading and folds; undefined when busy.
   */
  edgeCover(input: EdgeInputs, labels: Int8Array): Promise<EdgeCover> | undefined;
  /** Ends the thread; fabrics still being made are rejected. A later make starts a new one. */
  close(): Promise<void>;
}

/**
 * One worker thread, started on the first make. It holds the process open only while it has
 * work (a CLI run or a test ends without closing it), and a thread that dies rejects its work.
 */
export function createFabricThread(): FabricThread {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending>();
  /** The person's work (fills, the worn cut-out, the edge), each answered by one reply. */
  const pendingPerson = new Map<
    number,
    { resolve(reply: FabricReply): void; reject(err: Error): void }
  >();

  const failAll = (err: Error) => {
    for (const p of pending.values()) {
      p.analysed?.reject(err);
      p.reject(err);
    }
    for (const p of pendingPerson.values()) p.reject(err);
    pending.clear();
    pendingPerson.clear();
  };

  const done = (id: number) => {
    pending.delete(id);
    pendingPerson.delete(id);
    if (pending.size === 0 && pendingPerson.size === 0) worker?.unref();
  };

  const onReply = (msg: FabricReply) => {
    const forPerson = pendingPerson.get(msg.id);
    if (forPerson) {
      done(msg.id);
      if ('error' in msg) return forPerson.reject(threadError(msg.error, 'person thread'));
      return forPerson.resolve(msg);
    }
    const p = pending.get(msg.id);
    if (!p) return;
    if ('garment' in msg) {
      p.garment = msg.garment;
      p.analysed?.resolve(msg.garment);
      p.analysed = undefined;
      if (p.garmentOnly) done(msg.id);
      return;
    }
    done(msg.id);
    if ('fabric' in msg && p.garment) {
      const fabric = keepGarmentFabric(p.garment, msg.fabric);
      if (msg.graphics) keepGraphics(fabric, msg.graphics);
      return p.resolve(fabric);
    }
    if ('fabric' in msg) return p.reject(new Error('garment fabric thread: no garment'));
    if (!('error' in msg)) return p.reject(new Error('garment fabric thread: unexpected reply'));
    const err = threadError(msg.error, 'garment fabric thread');
    p.analysed?.reject(err);
    p.reject(err);
  };

  const thread = () => {
    if (worker) return worker;
    const started = new Worker(new URL(THREAD_ENTRY, import.meta.url));
    started.on('message', onReply);
    started.on('error', (err) =>
      failAll(new Error(`garment fabric thread crashed: ${err.message}`)),
    );
    started.on('exit', (code) => {
      if (worker === started) worker = null;
      failAll(new Error(`garment fabric thread exited (code ${code})`));
    });
    worker = started;
    return started;
  };

  const post = (request: FabricRequest) => {
    const target = thread();
    target.ref(); // work in flight keeps the process open, as it would on this thread
    target.postMessage(request);
  };
  /** The person's work, sent only to an idle thread (queued, it would come later than here). */
  const ask = <T>(
    request:
      { fills: FillInputs } | { worn: WornCutInput } | { edge: EdgeInputs; labels: Int8Array },
    read: (reply: FabricReply) => T | undefined,
  ): Promise<T> | undefined => {
    if (pending.size > 0 || pendingPerson.size > 0) return undefined;
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pendingPerson.set(id, {
        resolve: (reply) => {
          const value = read(reply);
          if (value === undefined) reject(new Error('person thread: unexpected reply'));
          else resolve(value);
        },
        reject,
      });
      post({ id, ...request });
    });
  };
  const send = (request: FabricRequest, entry: Pending) => {
    pending.set(request.id, entry);
    post(request);
  };

  return {
    analyse(observed, fabric) {
      const id = nextId++;
      let analysed!: Pending['analysed'];
      const garment = new Promise<GarmentModel>((resolve, reject) => {
        analysed = { resolve, reject };
      });
      let entry!: Pending;
      const made = new Promise<GarmentFabric>((resolve, reject) => {
        entry = { analysed, garmentOnly: !fabric, resolve, reject };
      });
      made.catch(() => undefined); // read only when the fabric was asked for
      send({ id, observed, fabric }, entry);
      return { garment, fabric: fabric ? made : undefined };
    },
    make(garment, category) {
      const made = findGarmentFabric(garment);
      if (made) return Promise.resolve(made);
      const id = nextId++;
      return new Promise<GarmentFabric>((resolve, reject) => {
        send({ id, garment, category }, { garment, resolve, reject });
      });
    },
    fills(inputs) {
      return ask({ fills: inputs }, (reply) => ('fills' in reply ? reply.fills : undefined));
    },
    wornGarment(input) {
      return ask({ worn: input }, (reply) => ('worn' in reply ? reply.worn : undefined));
    },
    edgeCover(input, labels) {
      return ask({ edge: input, labels }, (reply) => ('edge' in reply ? reply.edge : undefined));
    },
    async close() {
      const current = worker;
      worker = null;
      if (current) await current.terminate();
    },
  };
}
