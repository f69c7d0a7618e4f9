import { afterEach, describe, expect, it } from 'vitest';
import {
  RESULT_PNG,
  startFakeProvider,
  type FakeProvider,
  type ProviderKind,
  type Scenario,
} from '../../test/fake-providers';
import { createEngine, type EngineConfig } from '../engine';
import type { Stage } from '../types';

const PERSON = Buffer.from(RESULT_PNG);
const GARMENT = Buffer.from(RESULT_PNG);
const FAST = { pollIntervalMs: 5, retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 5 } };

function configFor(kind: ProviderKind, baseUrl: string, timeoutMs = 2_000): EngineConfig {
  switch (kind) {
    case 'fashn':
      return { engine: 'fashn', apiKey: 'fa-test', baseUrl, timeoutMs, ...FAST };
    case 'fal':
      return { engine: 'fal', apiKey: 'fal-test', baseUrl, timeoutMs, ...FAST };
    case 'replicate':
      return {
        engine: 'replicate',
        apiToken: 'r8-test',
        version: 'v123',
        baseUrl,
        timeoutMs,
        ...FAST,
      };
    case 'http':
      return { engine: 'http', url: baseUrl, apiKey: 'self-hosted', timeoutMs, ...FAST };
  }
}

const PROVIDER_ERRORS: Record<ProviderKind, { code: string; message: RegExp }> = {
  fashn: { code: 'NO_PERSON', message: /body pose/ },
  fal: {
    code: 'PROVIDER_ERROR',
    message: /could not process these photos \(garment image could not be processed\)/,
  },
  replicate: { code: 'PROVIDER_ERROR', message: /CUDA out of memory/ },
  http: { code: 'NO_PERSON', message: /No person was found/ },
};

describe.each<ProviderKind>(['fashn', 'fal', 'replicate', 'http'])(
  '%s engine against a loopback fake',
  (kind) => {
    let fake: FakeProvider | undefined;
    const start = async (scenario: Scenario) => (fake = await startFakeProvider(kind, scenario));
    afterEach(async () => {
      await fake?.close();
      fake = undefined;
    });

    it('returns the provider image, named after the engine, with stages and timings', async () => {
      const server = await start({ outcome: 'success', pendingPolls: 2 });
      const stages: Stage[] = [];
      const result = await createEngine(configFor(kind, server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        category: 'upper',
        onProgress: (s) => stages.push(s),
      });
      expect(result).toMatchObject({ engine: kind, width: 48, height: 64, mimeType: 'image/png' });
      expect(result.image.equals(RESULT_PNG)).toBe(true);
      expect(stages).toEqual(['uploading', 'waiting-for-provider', 'downloading', 'done']);
      expect(result.timings.total).toBeGreaterThanOrEqual(0);
      expect(server.calls[0]?.headers.authorization).toMatch(/test|self-hosted/);
    });

    it('retries a 5xx on submit and then succeeds', async () => {
      const server = await start({ outcome: 'success', submitFailures: [503, 502] });
      const result = await createEngine(configFor(kind, server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
      });
      expect(result.engine).toBe(kind);
      expect(server.calls.filter((c) => c.method === 'POST').length).toBeGreaterThanOrEqual(3);
    });

    it('backs off on 429 and succeeds, or reports RATE_LIMITED when it persists', async () => {
      const once = await start({ outcome: 'success', submitFailures: [429] });
      await expect(
        createEngine(configFor(kind, once.baseUrl)).generate({ person: PERSON, garment: GARMENT }),
      ).resolves.toMatchObject({ engine: kind });
      await once.close();
      const always = await start({ outcome: 'success', submitFailures: [429, 429, 429, 429] });
      await expect(
        createEngine(configFor(kind, always.baseUrl)).generate({
          person: PERSON,
          garment: GARMENT,
        }),
      ).rejects.toMatchObject({ code: 'RATE_LIMITED' });
    });

    it('times out a job that never finishes and cancels it where the provider can', async () => {
      const server = await start({ outcome: 'hang' });
      await expect(
        createEngine(configFor(kind, server.baseUrl, 150)).generate({
          person: PERSON,
          garment: GARMENT,
        }),
      ).rejects.toMatchObject({ code: 'TIMEOUT' });
      expect(server.cancelled).toBe(kind !== 'fashn');
    });

    it('stops with CANCELLED when the caller aborts', async () => {
      const server = await start({ outcome: 'hang' });
      const controller = new AbortController();
      const run = createEngine(configFor(kind, server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        signal: controller.signal,
        onProgress: (s) => s === 'waiting-for-provider' && setTimeout(() => controller.abort(), 20),
      });
      await expect(run).rejects.toMatchObject({ code: 'CANCELLED' });
      expect(server.cancelled).toBe(kind !== 'fashn');
    });

    it('maps a provider failure to a clear error', async () => {
      const server = await start({ outcome: 'provider-error' });
      const expected = PROVIDER_ERRORS[kind];
      const error = await createEngine(configFor(kind, server.baseUrl))
        .generate({ person: PERSON, garment: GARMENT })
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ code: expected.code });
      expect((error as Error).message).toMatch(expected.message);
    });
  },
);

describe('provider request bodies', () => {
  it('sends FASHN the model and garment images with its category and photo-type fields', async () => {
    const server = await startFakeProvider('fashn', { outcome: 'success' });
    try {
      await createEngine(configFor('fashn', server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        category: 'full',
      });
      const body = server.calls[0]?.body as { model_name: string; inputs: Record<string, unknown> };
      expect(body.model_name).toBe('tryon-v1.6');
      expect(body.inputs).toMatchObject({
        category: 'one-pieces',
        garment_photo_type: 'auto',
        mode: 'balanced',
      });
      expect(String(body.inputs.model_image)).toMatch(/^data:image\/png;base64,/);
    } finally {
      await server.close();
    }
  });

  it('sends Replicate the IDM-VTON inputs for the configured version', async () => {
    const server = await startFakeProvider('replicate', { outcome: 'success' });
    try {
      await createEngine(configFor('replicate', server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        category: 'lower',
      });
      expect(server.calls[0]?.body).toMatchObject({
        version: 'v123',
        input: { category: 'lower_body' },
      });
    } finally {
      await server.close();
    }
  });

  it('passes the garment photo type to FASHN and an open category as its auto', async () => {
    const server = await startFakeProvider('fashn', { outcome: 'success' });
    try {
      await createEngine(configFor('fashn', server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        garmentPhotoType: 'on-model',
      });
      const body = server.calls[0]?.body as { inputs: Record<string, unknown> };
      expect(body.inputs).toMatchObject({ category: 'auto', garment_photo_type: 'model' });
    } finally {
      await server.close();
    }
  });

  it('sends fal the category and garment photo type', async () => {
    const server = await startFakeProvider('fal', { outcome: 'success' });
    try {
      await createEngine(configFor('fal', server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        category: 'lower',
        garmentPhotoType: 'flat-lay',
      });
      expect(server.calls[0]?.body).toMatchObject({
        category: 'bottoms',
        garment_photo_type: 'flat-lay',
      });
    } finally {
      await server.close();
    }
  });

  it('sends the http protocol the category and garment photo type as given', async () => {
    const server = await startFakeProvider('http', { outcome: 'success' });
    try {
      await createEngine(configFor('http', server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
        category: 'saree',
        garmentPhotoType: 'on-model',
      });
      expect(server.calls[0]?.body).toMatchObject({
        category: 'saree',
        garmentPhotoType: 'on-model',
      });
    } finally {
      await server.close();
    }
  });

  it('gives Replicate IDM-VTON its default category when the category is auto', async () => {
    const server = await startFakeProvider('replicate', { outcome: 'success' });
    try {
      await createEngine(configFor('replicate', server.baseUrl)).generate({
        person: PERSON,
        garment: GARMENT,
      });
      expect(server.calls[0]?.body).toMatchObject({ input: { category: 'upper_body' } });
    } finally {
      await server.close();
    }
  });
});
