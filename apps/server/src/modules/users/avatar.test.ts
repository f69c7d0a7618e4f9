import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function multipart(file: Buffer, filename: string, type: string) {
  const boundary = `----drape${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), file, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const upload = (user: TestUser, file: Buffer, filename = 'me.jpg', type = 'image/jpeg') => {
  const body = multipart(file, filename, type);
  return t.call({
    method: 'POST',
    url: '/v1/users/avatar',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
};

const photo = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 150, g: 30, b: 60 } } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();

describe('profile photo', () => {
  it('stores a 256×256 JPEG without metadata and serves it only to its owner', async () => {
    const a = await t.registerUser();
    const b = await t.registerUser();
    const original = await photo(900, 600);
    expect(original.includes(Buffer.from('secret-camera-owner'))).toBe(true);

    const res = await upload(a, original);
    expect(res.status).toBe(200);
    expect(res.body.data.user.avatarUrl).toMatch(/^\/v1\/users\/avatar\?v=\d+$/);

    const got = await t.app.inject({
      method: 'GET',
      url: res.body.data.user.avatarUrl,
      headers: a.headers,
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(got.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(got.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false);

    // B has no photo, and cannot see A's.
    expect(
      (await t.call({ method: 'GET', url: '/v1/users/avatar', headers: b.headers })).status,
    ).toBe(404);
    expect((await t.call({ method: 'GET', url: '/v1/users/avatar' })).status).toBe(401);
  });

  it('replaces an earlier photo and accepts PNG', async () => {
    const a = await t.registerUser();
    await upload(a, await photo(300, 300));
    const res = await upload(a, await photo(400, 500, 'png'), 'me.png', 'image/png');
    expect(res.status).toBe(200);
    const profile = await t.call({ method: 'GET', url: '/v1/users/profile', headers: a.headers });
    expect(profile.body.data.user.avatarUrl).toBe(res.body.data.user.avatarUrl);
  });

  it('rejects files over 5MB with the spec message', async () => {
    const a = await t.registerUser();
    const res = await upload(a, Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Profile photo must be less than 5MB');
  });

  it('rejects what is not a JPG or PNG image', async () => {
    const a = await t.registerUser();
    expect((await upload(a, Buffer.from('not an image at all'), 'x.jpg')).status).toBe(400);
    expect((await upload(a, await photo(64, 64, 'webp'), 'x.webp', 'image/webp')).status).toBe(415);
    expect((await upload(a, await photo(64, 64, 'webp'), 'x.jpg', 'image/jpeg')).status).toBe(415);
    const json = await t.call({
      method: 'POST',
      url: '/v1/users/avatar',
      headers: a.headers,
      payload: { file: 'x' },
    });
    expect(json.status).toBe(415);
  });
});
