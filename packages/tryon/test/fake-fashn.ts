// A loopback fake of FASHN's API (docs.fashn.ai: POST /v1/run, GET /v1/status/{id}) for tests of
// the client and of whole photoshoots: it checks the Bearer key, validates the inputs of each
// model_name, walks a prediction through starting → in_queue → processing → completed one poll
// at a time, and answers real PNGs made with sharp (base64 or a URL, as asked). Test code only.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const FAKE_FASHN_KEY = 'fa-test-key';

export interface FakeFashnScenario {
  /** HTTP statuses the next /run calls answer first (500, 429 …), one per call. */
  submitStatuses?: number[];
  /** Answer /run with 429 OutOfCredits, every time. */
  outOfCredits?: boolean;
  /** Predictions of these model names (or all, with '*') fail with this runtime error. */
  fail?: { model: string; name: string; message: string; when?: (inputs: Inputs) => boolean };
  /** Predictions never finish (stay `processing`). */
  hang?: boolean;
}

type Inputs = Record<string, unknown>;
export interface FakePrediction {
  id: string;
  model: string;
  inputs: Inputs;
  polls: number;
}

export interface FakeFashn {
  /** What the client is configured with (TRYON_API_URL). */
  baseUrl: string;
  scenario: FakeFashnScenario;
  predictions: FakePrediction[];
  /** Every request: method, path and Authorization header. */
  requests: { method: string; path: string; authorization?: string }[];
  close(): Promise<void>;
}

const STEPS = ['starting', 'in_queue', 'processing'] as const;
const RATIOS: Record<string, [number, number]> = {
  '1:1': [1, 1],
  '2:3': [2, 3],
  '3:4': [3, 4],
  '4:5': [4, 5],
  '9:16': [9, 16],
};
const MODES = ['performance', 'balanced', 'quality'];
const enumOf = (list: string[]) => (v: unknown) => v === undefined || list.includes(String(v));
const intIn = (min: number, max: number) => (v: unknown) =>
  v === undefined || (Number.isInteger(v) && (v as number) >= min && (v as number) <= max);
const image = (required: boolean) => (v: unknown) =>
  v === undefined ? !required : typeof v === 'string' && /^(data:image\/|https?:\/\/)/.test(v);
const text = (required: boolean) => (v: unknown) =>
  v === undefined ? !required : typeof v === 'string' && v.length > 0;
const common = {
  seed: intIn(0, 2 ** 32 - 1),
  output_format: enumOf(['png', 'jpeg']),
  return_base64: (v: unknown) => v === undefined || typeof v === 'boolean',
  aspect_ratio: enumOf(Object.keys(RATIOS)),
};

/** Each model's inputs (FASHN's API reference); an unknown input is a 400 too. */
const SCHEMAS: Record<string, Record<string, (v: unknown) => boolean>> = {
  'tryon-v1.6': {
    model_image: image(true),
    garment_image: image(true),
    category: enumOf(['auto', 'tops', 'bottoms', 'one-pieces']),
    garment_photo_type: enumOf(['auto', 'flat-lay', 'model']),
    mode: enumOf(MODES),
    num_samples: intIn(1, 4),
    segmentation_free: (v) => v === undefined || typeof v === 'boolean',
    moderation_level: enumOf(['conservative', 'permissive', 'none']),
    ...common,
  },
  'product-to-model': { product_image: image(true), prompt: text(false), ...common },
  'model-create': { prompt: text(true), num_images: intIn(1, 4), ...common },
};

function invalidInput(model: string, inputs: Inputs): string | null {
  const schema = SCHEMAS[model];
  if (!schema) return `Unknown model_name: ${model}`;
  for (const key of Object.keys(inputs)) if (!schema[key]) return `Unknown input: ${key}`;
  for (const [key, ok] of Object.entries(schema)) if (!ok(inputs[key])) return `Invalid ${key}`;
  return null;
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** Decodes a data-URI input with sharp; FASHN answers ImageLoadError for what it cannot read. */
async function readable(value: unknown): Promise<{ width: number; height: number } | null> {
  if (typeof value !== 'string' || !value.startsWith('data:')) return { width: 96, height: 128 };
  const bytes = Buffer.from(value.slice(value.indexOf(',') + 1), 'base64');
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : null;
}

/** The result images: their colour follows the seed and sample index, so variations differ. */
async function outputsOf(p: FakePrediction): Promise<Buffer[]> {
  const n = Number(p.inputs.num_samples ?? p.inputs.num_images ?? 1);
  const ratio = RATIOS[String(p.inputs.aspect_ratio ?? '2:3')] ?? [2, 3];
  const size =
    p.model === 'tryon-v1.6'
      ? await readable(p.inputs.model_image)
      : { width: 24 * ratio[0], height: 24 * ratio[1] };
  const seed = Number(p.inputs.seed ?? 42);
  return Promise.all(
    Array.from({ length: n }, (_, k) => {
      const shade = (seed * 37 + k * 71) % 200;
      const background = { r: 40 + shade, g: 90, b: 200 - shade };
      const { width, height } = size ?? { width: 96, height: 128 };
      return sharp({ create: { width, height, channels: 3, background } })
        .png()
        .toBuffer();
    }),
  );
}

async function status(p: FakePrediction, scenario: FakeFashnScenario, origin: string) {
  p.polls += 1;
  if (scenario.hang || p.polls <= STEPS.length)
    return { id: p.id, status: STEPS[Math.min(p.polls, STEPS.length) - 1], error: null };
  const f = scenario.fail;
  const failing = f && (f.model === '*' || f.model === p.model) && (f.when?.(p.inputs) ?? true);
  const unreadable = !(await readable(p.inputs.model_image ?? p.inputs.product_image));
  if (failing || unreadable) {
    const error = failing
      ? { name: f.name, message: f.message }
      : { name: 'ImageLoadError', message: 'Error loading image: not an image' };
    return { id: p.id, status: 'failed', output: null, error };
  }
  const images = await outputsOf(p);
  const output = p.inputs.return_base64
    ? images.map((b) => `data:image/png;base64,${b.toString('base64')}`)
    : images.map((_, k) => `${origin}/files/${p.id}/output_${k}.png`);
  return { id: p.id, status: 'completed', output, error: null };
}

async function submit(fake: FakeFashn, body: Record<string, unknown> | null, res: ServerResponse) {
  const queued = fake.scenario.submitStatuses?.shift();
  if (queued) return send(res, queued, { error: 'InternalServerError', message: 'scripted' });
  if (fake.scenario.outOfCredits)
    return send(res, 429, { error: 'OutOfCredits', message: 'No API credits left' });
  const model = String(body?.model_name ?? '');
  const inputs = (body?.inputs ?? {}) as Inputs;
  const problem = body ? invalidInput(model, inputs) : 'Invalid JSON';
  if (problem) return send(res, 400, { error: 'BadRequest', message: problem });
  const id = `pred-${fake.predictions.length + 1}`;
  fake.predictions.push({ id, model, inputs, polls: 0 });
  send(res, 200, { id, error: null });
}

async function handle(fake: FakeFashn, origin: string, req: IncomingMessage, res: ServerResponse) {
  const path = (req.url ?? '/').split('?')[0] ?? '/';
  const authorization = req.headers.authorization;
  fake.requests.push({ method: req.method ?? 'GET', path, authorization });
  const file = /^\/files\/(pred-\d+)\/output_(\d+)\.png$/.exec(path);
  if (file) {
    const p = fake.predictions.find((x) => x.id === file[1]);
    const png = p ? (await outputsOf(p))[Number(file[2])] : undefined;
    if (!png) return send(res, 404, { error: 'NotFound', message: 'No such file' });
    res.writeHead(200, { 'Content-Type': 'image/png' });
    return void res.end(png);
  }
  if (authorization !== `Bearer ${FAKE_FASHN_KEY}`)
    return send(res, 401, { error: 'UnauthorizedAccess', message: 'Unauthorized: Invalid token' });
  if (req.method === 'POST' && path === '/v1/run') return submit(fake, await readJson(req), res);
  const polled = /^\/v1\/status\/([^/]+)$/.exec(path);
  const p = polled && fake.predictions.find((x) => x.id === decodeURIComponent(polled[1] ?? ''));
  if (req.method === 'GET' && p) return send(res, 200, await status(p, fake.scenario, origin));
  send(res, 404, { error: 'NotFound', message: 'The prediction status is no longer tracked.' });
}

/** Starts the fake on 127.0.0.1 (a free port); `scenario` may be changed between calls. */
export async function startFakeFashn(scenario: FakeFashnScenario = {}): Promise<FakeFashn> {
  let origin = '';
  const fake: FakeFashn = {
    baseUrl: '',
    scenario,
    predictions: [],
    requests: [],
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req, res) => {
    handle(fake, origin, req, res).catch((err: unknown) =>
      send(res, 500, { error: 'InternalServerError', message: String(err) }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.baseUrl = `${origin}/v1`;
  return fake;
}
