import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import {
  GIF_BYTES,
  makeJpeg,
  makePng,
  multipart,
  pngHeaderClaiming,
  type Part,
} from '../../../test/images';

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => join(d.parentPath, d.name));
}

describe('uploads', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://drape.test' });
    alice = await t.registerUser();
    bob = await t.registerUser();
  });
  afterAll(async () => t.close());

  const upload = (user: TestUser | null, parts: Part[]) => {
    const body = multipart(parts);
    return t.call({
      method: 'POST',
      url: '/v1/upload',
      payload: body.payload,
      headers: { ...body.headers, ...(user?.headers ?? {}) },
    });
  };
  const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url: url.replace('http://drape.test', ''), headers });

  it('re-encodes a JPEG: orientation applied, metadata (GPS) stripped, a signed URL returned', async () => {
    const jpeg = await makeJpeg(64, 48, 6); // orientation 6: rotate 90° clockwise
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(alice, [
      { name: 'folder', value: 'vton-persons' },
      { name: 'file', value: jpeg, filename: 'me.jpg', contentType: 'image/jpeg' },
    ]);
    expect(res.status).toBe(201);
    const [file] = res.body.data;
    expect(file).toMatchObject({
      width: 48,
      height: 64,
      folder: 'vton-persons',
      contentType: 'image/jpeg',
    });
    expect(file.url).toMatch(
      /^http:\/\/drape\.test\/v1\/files\/u\/.+\/vton-persons\/.+\.jpg\?exp=\d+&sig=/,
    );
    const got = await t.app.inject({
      method: 'GET',
      url: file.url.replace('http://drape.test', ''),
      headers: alice.headers,
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect([meta.width, meta.height]).toEqual([48, 64]);
    expect(got.rawPayload.length).toBe(file.bytes);
    const [row] = await t.database.query<{ n: string }>(
      'SELECT count(*) AS n FROM uploads WHERE user_id = $1 AND storage_key = $2',
      [alice.id, file.key],
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('accepts repeated `files` fields and PNGs (decided by content, not name)', async () => {
    const res = await upload(alice, [
      { name: 'files', value: await makePng(), filename: 'a.jpg', contentType: 'image/jpeg' },
      { name: 'files', value: await makeJpeg(), filename: 'b.png', contentType: 'image/png' },
    ]);
    expect(res.status).toBe(201);
    expect(res.body.data.map((f: { contentType: string }) => f.contentType)).toEqual([
      'image/png',
      'image/jpeg',
    ]);
  });

  it('accepts WebP and AVIF photos, re-encoded as JPEG (or PNG when transparent)', async () => {
    const solid = (channels: 3 | 4) =>
      sharp({
        create: {
          width: 40,
          height: 60,
          channels,
          background: { r: 9, g: 99, b: 199, alpha: 0.5 },
        },
      });
    const res = await upload(alice, [
      { name: 'files', value: await solid(3).webp().toBuffer(), filename: 'shop.webp' },
      { name: 'files', value: await solid(3).avif().toBuffer(), filename: 'shop.avif' },
      { name: 'files', value: await solid(4).webp().toBuffer(), filename: 'cut-out.webp' },
    ]);
    expect(res.status).toBe(201);
    expect(
      res.body.data.map((f: { contentType: string; width: number }) => [f.contentType, f.width]),
    ).toEqual([
      ['image/jpeg', 40],
      ['image/jpeg', 40],
      ['image/png', 40],
    ]);
    const stored = await fetchUrl(res.body.data[0].url, alice.headers);
    expect(stored.headers['content-type']).toBe('image/jpeg');
  });

  it('holds WebP to the same pixel limit', async () => {
    const bomb = await sharp({
      create: { width: 6500, height: 6500, channels: 3, background: '#ffffff' },
    })
      .webp({ lossless: true, effort: 0 })
      .toBuffer();
    const res = await upload(alice, [{ name: 'file', value: bomb, filename: 'big.webp' }]);
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/6500×6500.*maximum is 40 megapixels/);
  });

  it('serves a signed URL only to its owner, unexpired and untampered', async () => {
    const res = await upload(alice, [{ name: 'file', value: await makePng(), filename: 'g.png' }]);
    const url: string = res.body.data[0].url;
    expect((await fetchUrl(url, alice.headers)).status).toBe(200);
    expect((await fetchUrl(url, bob.headers)).status).toBe(404);
    expect((await fetchUrl(url)).status).toBe(403);
    expect((await fetchUrl(url.replace(/sig=.{4}/, 'sig=AAAA'), alice.headers)).status).toBe(403);
    const past = url.replace(/exp=\d+/, 'exp=1000');
    expect((await fetchUrl(past, alice.headers)).status).toBe(403);
    // Bob signing nothing: a path into Alice's folder with his own valid-looking query is refused.
    expect(
      (await fetchUrl(url.replace('/v1/files/', '/v1/files/../'), bob.headers)).status,
    ).toBeGreaterThanOrEqual(400);
  });

  describe('bad inputs: a clear 4xx and nothing stored', () => {
    let carol: TestUser;
    beforeAll(async () => {
      carol = await t.registerUser();
    });
    const cases: [string, () => Promise<Part[]>, number, RegExp][] = [
      [
        'a text file named .png',
        async () => [
          {
            name: 'file',
            value: 'hello, not an image',
            filename: 'x.png',
            contentType: 'image/png',
          },
        ],
        415,
        /JPG, PNG or WebP/,
      ],
      [
        'a GIF',
        async () => [
          { name: 'file', value: GIF_BYTES, filename: 'x.gif', contentType: 'image/gif' },
        ],
        415,
        /GIF images are not supported/,
      ],
      [
        'an 11 MB file',
        async () => [
          {
            name: 'file',
            value: Buffer.concat([await makeJpeg(), Buffer.alloc(11 * 1024 * 1024)]),
            filename: 'big.jpg',
          },
        ],
        413,
        /Maximum size is 10MB/,
      ],
      [
        'a 20000×20000 PNG',
        async () => [
          { name: 'file', value: pngHeaderClaiming(20000, 20000), filename: 'bomb.png' },
        ],
        422,
        /20000×20000.*maximum is 40 megapixels/,
      ],
      [
        'a truncated JPEG',
        async () => {
          const j = await makeJpeg(400, 300);
          return [
            { name: 'file', value: j.subarray(0, Math.floor(j.length / 2)), filename: 't.jpg' },
          ];
        },
        400,
        /corrupt or incomplete/,
      ],
      [
        'a path-traversal file name',
        async () => [{ name: 'file', value: await makePng(), filename: '../../etc/passwd.png' }],
        400,
        /Invalid file name/,
      ],
      [
        'a good file followed by a bad one',
        async () => [
          { name: 'files', value: await makePng(), filename: 'ok.png' },
          { name: 'files', value: GIF_BYTES, filename: 'no.gif' },
        ],
        415,
        /GIF/,
      ],
      [
        'an unknown folder',
        async () => [
          { name: 'folder', value: '../../x' },
          { name: 'file', value: await makePng(), filename: 'ok.png' },
        ],
        400,
        /folder/,
      ],
      ['no file at all', async () => [{ name: 'folder', value: 'vton-persons' }], 400, /No file/],
    ];
    for (const [label, parts, status, message] of cases) {
      it(`refuses ${label}`, async () => {
        const res = await upload(carol, await parts());
        expect(res.status).toBe(status);
        expect(res.body.message).toMatch(message);
      });
    }

    it('refuses a JSON body and anonymous uploads', async () => {
      const json = await t.call({
        method: 'POST',
        url: '/v1/upload',
        payload: { file: 'x' },
        headers: carol.headers,
      });
      expect(json.status).toBe(415);
      const anon = await upload(null, [
        { name: 'file', value: await makePng(), filename: 'a.png' },
      ]);
      expect(anon.status).toBe(401);
    });

    it('left no file and no row behind', async () => {
      expect(filesUnder(join(t.dataDir, 'files', 'u', carol.id))).toEqual([]);
      const [row] = await t.database.query<{ n: string }>(
        'SELECT count(*) AS n FROM uploads WHERE user_id = $1',
        [carol.id],
      );
      expect(Number(row?.n)).toBe(0);
    });
  });

  it('documents the upload route in the OpenAPI document', async () => {
    const doc = await t.call({ method: 'GET', url: '/v1/openapi.json' });
    expect(Object.keys(doc.body.paths)).toEqual(
      expect.arrayContaining(['/v1/upload', '/v1/vton/generate', '/v1/vton/list']),
    );
  });
});
