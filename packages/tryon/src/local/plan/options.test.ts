import { afterAll, describe, expect, it } from 'vitest';
import { createFlatTee, readGarmentFixture, readPersonFixture } from '../../../test/fixtures';
import { createLocalEngine } from '../local-engine';

describe('local engine options and quality report', () => {
  const engine = createLocalEngine({ cacheEntries: 4 });
  afterAll(() => engine.close());
  const person = readPersonFixture();

  it('detects the category and photo type when they are auto and says so', async () => {
    const { quality } = await engine.generate({ person, garment: readGarmentFixture() });
    expect(quality).toMatchObject({ category: 'upper', garmentPhotoType: 'on-model' });
    expect(quality?.findings.map((f) => f.code)).toContain('category-detected');
    expect(quality?.confidence).toBeGreaterThanOrEqual(0.35);
    expect(quality?.confidence).toBeLessThanOrEqual(1);
  });

  it('tells a flat product shot from a photo of a model', async () => {
    const { quality } = await engine.generate({ person, garment: await createFlatTee(400, 480) });
    expect(quality).toMatchObject({ category: 'upper', garmentPhotoType: 'flat-lay' });
  });

  it('does what the caller chose and reports it', async () => {
    const { quality } = await engine.generate({
      person,
      garment: readGarmentFixture(),
      mode: 'replace',
      category: 'upper',
      garmentPhotoType: 'on-model',
    });
    expect(quality).toMatchObject({
      mode: 'replace',
      category: 'upper',
      garmentPhotoType: 'on-model',
    });
    const codes = quality?.findings.map((f) => f.code);
    expect(codes).toContain('mode-replace');
    expect(codes).not.toContain('category-detected');
  });
});
