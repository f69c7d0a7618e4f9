import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { multipart } from '../../../test/images';
import { expectLedgerConsistent } from '../../../test/ledger-invariant';
import { drain, generate, status } from '../../../test/tryon-helpers';

const fixtures = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../../packages/tryon/test/fixtures',
);

// The one test that runs the real local engine (models from npm packages, CPU) end to end,
// on the Apache-2.0 fixture pair of packages/tryon/test/fixtures.
describe('try-on with the real local engine', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://drape.test', TRYON_TIMEOUT_SECONDS: '170' });
    user = await t.registerUser();
  });
  afterAll(async () => {
    await expectLedgerConsistent(t.database);
    await t.close();
  });

  async function upload(folder: string, data: Buffer, filename: string) {
    const body = multipart([
      { name: 'folder', value: folder },
      { name: 'file', value: data, filename },
    ]);
    const res = await t.call({
      method: 'POST',
      url: '/v1/upload',
      payload: body.payload,
      headers: { ...body.headers, ...user.headers },
    });
    expect(res.status).toBe(201);
    return res.body.data[0].url as string;
  }

  it(
    'turns the fixture person and garment into a COMPLETED result',
    { timeout: 180_000 },
    async () => {
      const person = readFileSync(join(fixtures, 'person_01_fashn_model.jpg'));
      // Uploads accept JPG and PNG only: the WebP garment is converted first, as a user would.
      const garment = await sharp(readFileSync(join(fixtures, 'garment_01_fashn_top.webp')))
        .png()
        .toBuffer();
      const pair = {
        personImageUrl: await upload('vton-persons', person, 'person.jpg'),
        garmentImageUrl: await upload('vton-garments', garment, 'garment.png'),
      };
      const res = await generate(t, user.headers, pair);
      expect(res.status).toBe(201);
      await drain(t);
      const row = (await status(t, user, res.body.data.id)).body.data;
      expect(row.errorMessage).toBeNull();
      expect(row).toMatchObject({ status: 'COMPLETED', engine: 'local' });
      const meta = await sharp(
        readFileSync(join(fixtures, 'person_01_fashn_model.jpg')),
      ).metadata();
      expect([row.width, row.height]).toEqual([meta.width, meta.height]);
      const image = await t.app.inject({
        method: 'GET',
        url: row.resultImageUrl.replace('http://drape.test', ''),
        headers: user.headers,
      });
      expect(image.statusCode).toBe(200);
      expect((await sharp(image.rawPayload).metadata()).width).toBe(meta.width);
    },
  );
});
