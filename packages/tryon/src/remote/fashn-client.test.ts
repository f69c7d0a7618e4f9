import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_FASHN_KEY, startFakeFashn, type FakeFashn } from '../../test/fake-fashn';
import { createEngine } from '../engine';
import { createFashnClient, type FashnClientOptions } from './fashn-client';

const PHOTO = await sharp({ create: { width: 60, height: 80, channels: 3, background: '#c63' } })
  .jpeg()
  .toBuffer();
const FAST = {
  pollIntervalMs: 2,
  maxPollIntervalMs: 8,
  retry: { retries: 2, baseDelayMs: 1, maxDelayMs: 4 },
};

let fake: FakeFashn;
afterEach(() => fake.close());

async function clientFor(scenario = {}, options: Partial<FashnClientOptions> = {}) {
  fake = await startFakeFashn(scenario);
  return createFashnClient({ apiKey: FAKE_FASHN_KEY, baseUrl: fake.baseUrl, ...FAST, ...options });
}
const inputsOf = (n = 0) => fake.predictions[n]?.inputs ?? {};
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as Error & { code: string },
  );

describe('FASHN client against a loopback fake', () => {
  it('makes an AI model wearing the product (product-to-model), polled until completed', async () => {
    const client = await clientFor();
    const [out, ...rest] = await client.productToModel({
      product: PHOTO,
      prompt: 'South Indian woman, studio light',
      aspectRatio: '3:4',
      seed: 7,
    });
    expect(rest).toHaveLength(0);
    expect(out).toMatchObject({ mimeType: 'image/png', width: 72, height: 96 });
    expect((await sharp(out!.image).metadata()).format).toBe('png');
    expect(fake.predictions[0]).toMatchObject({ model: 'product-to-model', polls: 4 });
    expect(inputsOf()).toMatchObject({
      prompt: 'South Indian woman, studio light',
      aspect_ratio: '3:4',
      seed: 7,
      return_base64: true,
      output_format: 'png',
    });
    expect(String(inputsOf().product_image)).toMatch(/^data:image\/jpeg;base64,/);
  });

  it('creates AI models from a prompt (model-create), as many as asked, a new look per seed', async () => {
    const client = await clientFor();
    const two = await client.createModel({ prompt: 'Full length, plain kurta', count: 2, seed: 1 });
    const other = await client.createModel({ prompt: 'Full length, plain kurta', seed: 2 });
    expect(two).toHaveLength(2);
    expect(inputsOf(0)).toMatchObject({
      prompt: 'Full length, plain kurta',
      num_images: 2,
      seed: 1,
    });
    expect(inputsOf(1)).not.toHaveProperty('num_images');
    expect(two[0]!.image.equals(other[0]!.image)).toBe(false);
  });

  it('passes the try-on parameters mode, garment_photo_type, seed and num_samples through', async () => {
    const client = await clientFor();
    const samples = await client.tryOn({
      model: PHOTO,
      garment: PHOTO,
      category: 'saree',
      mode: 'quality',
      garmentPhotoType: 'on-model',
      seed: 4_294_967_295,
      samples: 3,
    });
    expect(samples.map((s) => [s.width, s.height])).toEqual([
      [60, 80],
      [60, 80],
      [60, 80],
    ]);
    expect(fake.predictions[0]?.model).toBe('tryon-v1.6');
    expect(inputsOf()).toMatchObject({
      category: 'one-pieces',
      mode: 'quality',
      garment_photo_type: 'model',
      seed: 4_294_967_295,
      num_samples: 3,
    });
  });

  it('leaves unset parameters to FASHN and refuses out-of-range ones before calling it', async () => {
    const client = await clientFor();
    await client.tryOn({ model: PHOTO, garment: PHOTO });
    expect(Object.keys(inputsOf()).sort()).toEqual([
      'category',
      'garment_image',
      'garment_photo_type',
      'model_image',
      'output_format',
      'return_base64',
    ]);
    await expect(client.tryOn({ model: PHOTO, garment: PHOTO, samples: 5 })).rejects.toThrow(
      RangeError,
    );
    await expect(client.createModel({ prompt: 'x', seed: -1 })).rejects.toThrow(/seed/);
    expect(fake.predictions).toHaveLength(1);
  });

  it.each([
    ['PoseError', 'NO_PERSON', /body pose/],
    ['ContentModerationError', 'PROVIDER_ERROR', /content policy/],
    ['ThirdPartyError', 'PROVIDER_ERROR', /refused these photos/],
    ['PipelineError', 'PROVIDER_ERROR', /could not create this image: GPU fell over/],
  ])('turns the runtime error %s into %s', async (name, code, message) => {
    const client = await clientFor({ fail: { model: '*', name, message: 'GPU fell over' } });
    const error = await failure(client.productToModel({ product: PHOTO }));
    expect(error).toMatchObject({ code });
    expect(error?.message).toMatch(message);
  });

  it('reports a photo FASHN cannot read (ImageLoadError) as INVALID_IMAGE', async () => {
    const client = await clientFor();
    const error = await failure(client.productToModel({ product: Buffer.from('not an image') }));
    expect(error).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('retries a 5xx on submit; a wrong key and an empty FASHN account are config errors without the key', async () => {
    const flaky = await clientFor({ submitStatuses: [500, 503] });
    await expect(flaky.createModel({ prompt: 'model' })).resolves.toHaveLength(1);
    await fake.close();
    const broke = await clientFor({ outOfCredits: true });
    expect(await failure(broke.createModel({ prompt: 'model' }))).toMatchObject({
      code: 'CONFIG_ERROR',
      message: 'The FASHN account of this deployment has no API credits left.',
    });
    const wrong = createFashnClient({ apiKey: 'fa-SECRET-wrong', baseUrl: fake.baseUrl, ...FAST });
    const error = await failure(wrong.createModel({ prompt: 'model' }));
    expect(error).toMatchObject({ code: 'CONFIG_ERROR' });
    expect(error?.message).toMatch(/rejected our credentials/);
    expect(JSON.stringify({ m: error?.message, c: String(error?.cause) })).not.toMatch(/SECRET/);
  });

  it('times out a prediction that never finishes, and stops with CANCELLED when the caller aborts', async () => {
    const client = await clientFor({ hang: true }, { timeoutMs: 60 });
    expect(await failure(client.productToModel({ product: PHOTO }))).toMatchObject({
      code: 'TIMEOUT',
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 20);
    const patient = createFashnClient({ apiKey: FAKE_FASHN_KEY, baseUrl: fake.baseUrl, ...FAST });
    expect(
      await failure(patient.createModel({ prompt: 'm', signal: controller.signal })),
    ).toMatchObject({
      code: 'CANCELLED',
    });
  });

  it('the fake validates inputs per model_name as FASHN does (400 BadRequest)', async () => {
    await clientFor();
    const post = (body: object) =>
      fetch(`${fake.baseUrl}/run`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${FAKE_FASHN_KEY}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then(async (r) => ({ status: r.status, body: (await r.json()) as unknown }));
    expect(await post({ model_name: 'model-create', inputs: {} })).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: 'Invalid prompt' },
    });
    expect((await post({ model_name: 'tryon-v1.6', inputs: { model_image: 'x' } })).status).toBe(
      400,
    );
    expect((await post({ model_name: 'nope', inputs: {} })).status).toBe(400);
  });

  it('the try-on engine sends its configured mode to the same fake', async () => {
    fake = await startFakeFashn();
    const engine = createEngine({
      engine: 'fashn',
      apiKey: FAKE_FASHN_KEY,
      baseUrl: fake.baseUrl,
      mode: 'performance',
      ...FAST,
    });
    const result = await engine.generate({
      person: PHOTO,
      garment: PHOTO,
      garmentPhotoType: 'flat-lay',
    });
    expect(result).toMatchObject({ engine: 'fashn', width: 60, height: 80 });
    expect(inputsOf()).toMatchObject({ mode: 'performance', garment_photo_type: 'flat-lay' });
  });
});
