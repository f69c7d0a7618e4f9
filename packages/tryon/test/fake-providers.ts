import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type ProviderKind = 'fashn' | 'fal' | 'replicate' | 'http';

export interface Scenario {
  /** Statuses returned by the submit call before it succeeds (e.g. [503] or [429]). */
  submitFailures?: number[];
  /** Polls answered "still running" before the outcome. */
  pendingPolls?: number;
  outcome: 'success' | 'provider-error' | 'hang';
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakeProvider {
  /** The base URL/option the engine under test is configured with. */
  baseUrl: string;
  calls: RecordedCall[];
  readonly cancelled: boolean;
  close(): Promise<void>;
}

/** A 48×64 PNG the fakes return as the try-on result. */
export const RESULT_PNG = await sharp({
  create: { width: 48, height: 64, channels: 3, background: '#3366cc' },
})
  .png()
  .toBuffer();

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

function send(
  res: ServerResponse,
  status: number,
  body?: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

type Phase = 'pending' | 'success' | 'provider-error';
type Handler = (
  call: RecordedCall,
  res: ServerResponse,
  phase: () => Phase,
  origin: string,
) => boolean;

const dataUri = `data:image/png;base64,${RESULT_PNG.toString('base64')}`;

/** Each provider's protocol, answering one call; returns false for an unknown route (→ 404). */
const HANDLERS: Record<ProviderKind, Handler> = {
  fashn(call, res, phase) {
    if (call.method === 'POST' && call.path === '/v1/run')
      return (send(res, 200, { id: 'pred-1', error: null }), true);
    if (call.method !== 'GET' || call.path !== '/v1/status/pred-1') return false;
    const p = phase();
    if (p === 'pending')
      send(res, 200, { id: 'pred-1', status: 'processing', output: null, error: null });
    else if (p === 'success')
      send(res, 200, { id: 'pred-1', status: 'completed', output: [dataUri], error: null });
    else
      send(res, 200, {
        id: 'pred-1',
        status: 'failed',
        output: null,
        error: { name: 'PoseError', message: 'pose not detected' },
      });
    return true;
  },
  fal(call, res, phase, origin) {
    const app = '/fal-ai/fashn/tryon/v1.6';
    const request = `${app}/requests/req-1`;
    if (call.method === 'POST' && call.path === app) {
      send(res, 200, {
        request_id: 'req-1',
        status_url: `${origin}${request}/status`,
        response_url: `${origin}${request}`,
        cancel_url: `${origin}${request}/cancel`,
      });
      return true;
    }
    if (call.method === 'GET' && call.path === `${request}/status`)
      return (
        send(res, 200, { status: phase() === 'pending' ? 'IN_PROGRESS' : 'COMPLETED' }),
        true
      );
    if (call.method === 'GET' && call.path === request) {
      if (phase() === 'provider-error')
        send(res, 422, { detail: 'garment image could not be processed' });
      else
        send(res, 200, {
          images: [{ url: `${origin}/files/result.png`, content_type: 'image/png' }],
        });
      return true;
    }
    if (call.method === 'PUT' && call.path === `${request}/cancel`)
      return (send(res, 202, { status: 'CANCELLATION_REQUESTED' }), true);
    return false;
  },
  replicate(call, res, phase, origin) {
    const get = `/v1/predictions/xyz`;
    if (call.method === 'POST' && call.path === '/v1/predictions') {
      send(res, 201, {
        id: 'xyz',
        status: 'starting',
        urls: { get: `${origin}${get}`, cancel: `${origin}${get}/cancel` },
      });
      return true;
    }
    if (call.method === 'GET' && call.path === get) {
      const p = phase();
      if (p === 'pending')
        send(res, 200, { id: 'xyz', status: 'processing', output: null, error: null });
      else if (p === 'success')
        send(res, 200, {
          id: 'xyz',
          status: 'succeeded',
          output: `${origin}/files/result.png`,
          error: null,
        });
      else
        send(res, 200, { id: 'xyz', status: 'failed', output: null, error: 'CUDA out of memory' });
      return true;
    }
    if (call.method === 'POST' && call.path === `${get}/cancel`)
      return (send(res, 200, { id: 'xyz', status: 'canceled' }), true);
    return false;
  },
  http(call, res, phase) {
    if (call.method === 'POST' && call.path === '/v1/tryon')
      return (send(res, 202, { id: 'job-1' }), true);
    if (call.method === 'GET' && call.path === '/v1/tryon/job-1') {
      const p = phase();
      if (p === 'pending') send(res, 200, { id: 'job-1', status: 'running' });
      else if (p === 'success')
        send(res, 200, { id: 'job-1', status: 'succeeded', image: RESULT_PNG.toString('base64') });
      else
        send(res, 200, {
          id: 'job-1',
          status: 'failed',
          error: { code: 'NO_PERSON', message: 'No person was found in the photo.' },
        });
      return true;
    }
    if (call.method === 'DELETE' && call.path === '/v1/tryon/job-1') return (send(res, 204), true);
    return false;
  },
};

const BASE_PATH: Record<ProviderKind, string> = {
  fashn: '/v1',
  fal: '',
  replicate: '/v1',
  http: '',
};

/** Starts a fake of one provider's protocol on 127.0.0.1 with a scripted scenario. */
export async function startFakeProvider(
  kind: ProviderKind,
  scenario: Scenario,
): Promise<FakeProvider> {
  const calls: RecordedCall[] = [];
  const submitFailures = [...(scenario.submitFailures ?? [])];
  let polls = 0;
  let cancelled = false;
  const phase = (): Phase => {
    polls += 1;
    if (scenario.outcome === 'hang' || polls <= (scenario.pendingPolls ?? 1)) return 'pending';
    return scenario.outcome;
  };
  const server = createServer((req, res) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const call: RecordedCall = {
        method: req.method ?? 'GET',
        path,
        headers: req.headers,
        body: await readJson(req),
      };
      calls.push(call);
      if (path === '/files/result.png') {
        res.writeHead(200, { 'Content-Type': 'image/png' });
        res.end(RESULT_PNG);
        return;
      }
      if (['PUT', 'DELETE'].includes(call.method) || path.endsWith('/cancel')) cancelled = true;
      const isSubmit =
        calls.filter((c) => c.method === 'POST' && !c.path.endsWith('/cancel')).length > 0 &&
        call.method === 'POST' &&
        !path.endsWith('/cancel');
      const failure = isSubmit ? submitFailures.shift() : undefined;
      if (failure)
        return send(
          res,
          failure,
          { error: 'scripted failure', detail: 'scripted failure' },
          failure === 429 ? { 'Retry-After': '0' } : {},
        );
      if (!HANDLERS[kind](call, res, phase, origin)) send(res, 404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl: `${origin}${BASE_PATH[kind]}`,
    calls,
    get cancelled() {
      return cancelled;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
