import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, unknown>; securitySchemes: Record<string, unknown> };
};
interface Operation {
  tags?: string[];
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
const BINARY_OR_STREAM = /(avatar|export|download|image|result|thumbnail|file|events|archive)/;
// Spec §7 calls kept only to refuse them (e.g. adding credits without paying): no success body.
const ALWAYS_REFUSED = new Set(['POST /v1/credits/add']);
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item)
      .filter(([m]) => METHODS.includes(m))
      .map(([method, op]) => ({ path, method, op })),
  );

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.call({ method: 'GET', url: '/v1/openapi.json' });
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => {
  await t.close();
});

describe('GET /v1/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await new Validator().validate(structuredClone(doc) as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every operation with a tag, a summary and a typed success response', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const { path, method, op } of ops) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!op.tags?.length) problems.push(`${where}: no tag`);
      if (!op.summary) problems.push(`${where}: no summary`);
      if (ALWAYS_REFUSED.has(where)) continue;
      const success = Object.entries(op.responses).filter(([code]) => /^2/.test(code));
      if (success.length === 0) problems.push(`${where}: no 2xx response`);
      for (const [code, response] of success) {
        // Files and streams (avatar, export, images, server-sent events) are not JSON bodies.
        if (code === '204' || BINARY_OR_STREAM.test(path)) continue;
        if (!response.content?.['application/json']?.schema)
          problems.push(`${where}: ${code} has no response schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('describes the API key routes and both ways to send a key', () => {
    const paths = Object.keys(doc.paths);
    for (const p of [
      '/v1/apikeys/generate',
      '/v1/apikeys/list',
      '/v1/apikeys/{id}',
      '/v1/apikeys/{id}/revoke',
      '/v1/apikeys/{id}/stats',
      '/v1/apikeys/current',
    ]) {
      expect(paths).toContain(p);
    }
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'apiKeyHeader',
      'bearerAuth',
    ]);
    const generate = doc.paths['/v1/apikeys/generate']!.post!;
    expect(JSON.stringify(generate.requestBody)).toContain('expiresInDays');
    expect(JSON.stringify(generate.responses['201'])).toContain('CreatedApiKey');
    expect(doc.components.schemas).toHaveProperty('ApiKeyStats');
    const current = doc.paths['/v1/apikeys/current']!.get!;
    expect(current.security).toEqual([{ bearerAuth: [] }, { apiKeyHeader: [] }]);
  });

  it('does not list itself or the SPA', () => {
    expect(Object.keys(doc.paths)).not.toContain('/v1/openapi.json');
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/v1/'))).toBe(true);
  });
});
