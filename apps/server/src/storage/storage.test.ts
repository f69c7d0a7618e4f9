import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';
import { makePng, multipart } from '../../test/images';
import { startS3Server } from '../../test/s3-server';
import { createStorage } from './create-storage';
import { parseS3Url } from './s3-storage';
import type { Storage } from './storage';

async function exerciseStorage(storage: Storage) {
  const a = 'u/user-1/vton-persons/a.jpg';
  const b = 'u/user-1/vton-results/b.png';
  const other = 'u/user-2/vton-persons/c.jpg';
  await storage.put(a, Buffer.from('alpha'), 'image/jpeg');
  await storage.put(b, Buffer.from('beta'), 'image/png');
  await storage.put(other, Buffer.from('gamma'), 'image/jpeg');
  expect((await storage.get(a))?.toString()).toBe('alpha');
  expect(await storage.get('u/user-1/missing.jpg')).toBeNull();
  await storage.delete(a);
  expect(await storage.get(a)).toBeNull();
  await storage.deletePrefix('u/user-1');
  expect(await storage.get(b)).toBeNull();
  expect((await storage.get(other))?.toString()).toBe('gamma');
  await expect(storage.put('../escape.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(
    /unsafe/,
  );
}

describe('storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'drape-storage-'));
  beforeAll(async () => {
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('parses an s3:// STORAGE_URL with credentials, endpoint and prefix', () => {
    const loc = parseS3Url(
      's3://AK%2Fid:se%2Bcret@my-bucket/some/prefix/?endpoint=http://127.0.0.1:4569&region=ap-south-1&forcePathStyle=true',
    );
    expect(loc).toEqual({
      bucket: 'my-bucket',
      prefix: 'some/prefix',
      region: 'ap-south-1',
      endpoint: 'http://127.0.0.1:4569',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AK/id', secretAccessKey: 'se+cret' },
    });
    expect(parseS3Url('s3://b').credentials).toBeUndefined();
    expect(() => createStorage({ STORAGE_URL: 'ftp://x', DATA_DIR: dataDir })).toThrow();
  });

  it('stores, reads and deletes files in the local directory', async () => {
    const storage = createStorage({ STORAGE_URL: undefined, DATA_DIR: dataDir });
    expect(storage.kind).toBe('local');
    await exerciseStorage(storage);
  });

  it('stores, reads and deletes objects in an S3-compatible store', async () => {
    const storage = createStorage({ STORAGE_URL: s3.url, DATA_DIR: dataDir });
    expect(storage.kind).toBe('s3');
    await exerciseStorage(storage);
  });

  it('keeps keys under the URL prefix in S3', async () => {
    const storage = createStorage({
      STORAGE_URL: s3.url.replace('@drape-test', '@drape-test/tenant-a'),
      DATA_DIR: dataDir,
    });
    const plain = createStorage({ STORAGE_URL: s3.url, DATA_DIR: dataDir });
    await storage.put('u/x/uploads/f.png', Buffer.from('p'), 'image/png');
    expect((await plain.get('tenant-a/u/x/uploads/f.png'))?.toString()).toBe('p');
    expect(await plain.get('u/x/uploads/f.png')).toBeNull();
  });
});

describe('uploads stored in S3', () => {
  it('upload → signed URL → bytes, through the app with STORAGE_URL=s3://…', async () => {
    const s3 = await startS3Server('drape-app');
    const t = await createTestApp({ STORAGE_URL: s3.url, PUBLIC_URL: 'http://drape.test' });
    try {
      expect(t.app.deps.storage.kind).toBe('s3');
      const user = await t.registerUser();
      const body = multipart([{ name: 'file', value: await makePng(), filename: 'a.png' }]);
      const res = await t.call({
        method: 'POST',
        url: '/v1/upload',
        payload: body.payload,
        headers: { ...body.headers, ...user.headers },
      });
      expect(res.status).toBe(201);
      const got = await t.app.inject({
        method: 'GET',
        url: res.body.data[0].url.replace('http://drape.test', ''),
        headers: user.headers,
      });
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.length).toBe(res.body.data[0].bytes);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});
