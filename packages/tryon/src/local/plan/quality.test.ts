import { describe, expect, it } from 'vitest';
import type { GarmentModel } from '../garment/garment-analysis';
import type { Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap } from '../raster/raster';
import {
  assessQuality,
  CONFIDENCE_FLOOR,
  refuseBeforePainting,
  type QualityInputs,
} from './quality';

/** A standing person's hips and knees (thighs near vertical). */
const standing = {
  hipL: { x: 40, y: 50 },
  hipR: { x: 60, y: 50 },
  kneeL: { x: 38, y: 70 },
  kneeR: { x: 62, y: 70 },
};

/** The parts of an analysis the report reads, with the old garment covering `oldShare` of it. */
function analyses(opts: { bodyScore: number; face: boolean; oldShare: number }) {
  const oldGarment = createFloatMap(100, 100);
  oldGarment.data.fill(1, 0, Math.round(opts.oldShare * 10_000));
  const person = {
    detection: { bodyScore: opts.bodyScore, faces: [], keypoints: {}, matte: oldGarment },
    face: opts.face ? { x: 40, y: 5, width: 20, height: 20, score: 0.9 } : undefined,
    oldGarment,
    body: standing,
  } as unknown as PersonAnalysis;
  const alpha = createFloatMap(100, 100, 1);
  const garment = { kind: 'worn', alpha } as unknown as GarmentModel;
  return { person, garment };
}

const inputs = (
  over: Partial<QualityInputs>,
  person = analyses({ bodyScore: 0.9, face: true, oldShare: 0.3 }),
): QualityInputs => ({
  mode: 'redress',
  category: 'saree',
  garmentPhotoType: 'on-model',
  modeReason: 'the person already wears a saree',
  covered: 1,
  ...person,
  ...over,
});

describe('quality report', () => {
  it('is confident about a clear re-dress and names what it decided', () => {
    const report = assessQuality(inputs({}));
    expect(report.confidence).toBeGreaterThan(0.8);
    expect(report).toMatchObject({
      mode: 'redress',
      category: 'saree',
      garmentPhotoType: 'on-model',
    });
    expect(report.findings.every((f) => f.severity === 'info')).toBe(true);
  });

  it('lowers confidence with a warning per problem', () => {
    const report = assessQuality(
      inputs(
        { mode: 'replace', categoryCertainty: 0.4 },
        analyses({ bodyScore: 0.4, face: true, oldShare: 0.3 }),
      ),
    );
    const codes = report.findings.map((f) => f.code);
    expect(codes).toEqual(expect.arrayContaining(['pose-uncertain', 'category-uncertain']));
    expect(report.confidence).toBeLessThan(0.6);
    expect(report.confidence).toBeGreaterThanOrEqual(CONFIDENCE_FLOOR);
  });

  it('fails with LOW_QUALITY and says why below the floor', () => {
    const weak = analyses({ bodyScore: 0.3, face: false, oldShare: 0.001 });
    expect(() => assessQuality(inputs({ mode: 'replace', covered: 0.2 }, weak))).toThrow(
      expect.objectContaining({
        code: 'LOW_QUALITY',
        message: expect.stringMatching(/no face was found.*little of the clothing/i),
      }),
    );
  });
});

describe('quality report: a saree or lehenga re-dress with no face', () => {
  const faceless = () => analyses({ bodyScore: 0.9, face: false, oldShare: 0.3 });

  it('refuses a saree or lehenga re-dress, saying why', () => {
    for (const [category, name] of [
      ['saree', 'saree'],
      ['full', 'lehenga'],
    ] as const)
      expect(() => assessQuality(inputs({ category }, faceless()))).toThrow(
        expect.objectContaining({
          code: 'LOW_QUALITY',
          message: expect.stringMatching(
            new RegExp(`^No face was found.*hair, hands.*the ${name} would be painted over them`),
          ),
        }),
      );
  });

  it('is refused before anything is painted', () => {
    const { person } = faceless();
    expect(() => refuseBeforePainting({ mode: 'redress', category: 'saree', person })).toThrow(
      expect.objectContaining({ code: 'LOW_QUALITY' }),
    );
    expect(() =>
      refuseBeforePainting({ mode: 'replace', category: 'saree', person }),
    ).not.toThrow();
  });

  it('still dresses a top without a face, and a saree when the face is found', () => {
    const top = assessQuality(inputs({ category: 'upper' }, faceless()));
    expect(top.findings.map((f) => f.code)).toContain('face-not-found');
    expect(assessQuality(inputs({ category: 'saree' })).mode).toBe('redress');
  });
});

describe('quality report: legs under a long garment', () => {
  it('refuses a lower garment with a message that says why, not a generic one', () => {
    const person = analyses({ bodyScore: 0.9, face: true, oldShare: 0.3 });
    person.person.legsCovered = true;
    person.person.body = {
      hipL: { x: 40, y: 50 },
      hipR: { x: 60, y: 50 },
      kneeL: { x: 38, y: 70 },
      kneeR: { x: 62, y: 70 },
    } as unknown as Body;
    expect(() =>
      assessQuality(
        inputs({ mode: 'replace', category: 'lower', garmentPhotoType: 'flat-lay' }, person),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'LOW_QUALITY',
        message: expect.stringMatching(
          /^The legs are covered by a long garment.*above the knees\.$/,
        ),
      }),
    );
  });
});

describe('quality report: a seated person and a lower garment', () => {
  it('refuses when a thigh is near horizontal, saying why', () => {
    const person = analyses({ bodyScore: 0.9, face: true, oldShare: 0.3 });
    // person_01: seated on a ledge, one knee out to the side at hip height.
    person.person.body = { ...standing, kneeL: { x: 15, y: 55 } } as unknown as Body;
    expect(() =>
      assessQuality(
        inputs({ mode: 'replace', category: 'lower', garmentPhotoType: 'flat-lay' }, person),
      ),
    ).toThrow(
      expect.objectContaining({
        code: 'LOW_QUALITY',
        message: expect.stringMatching(/^The person is seated or has a leg raised/),
      }),
    );
  });

  it('refuses a saree, lehenga or dress put on in place of a seated person’s outfit', () => {
    const person = analyses({ bodyScore: 0.9, face: true, oldShare: 0.3 });
    person.person.body = { ...standing, kneeL: { x: 15, y: 55 } } as unknown as Body;
    for (const category of ['saree', 'full'] as const)
      expect(() => assessQuality(inputs({ mode: 'replace', category }, person))).toThrow(
        expect.objectContaining({
          code: 'LOW_QUALITY',
          message: expect.stringMatching(/^The person is seated .* cannot be draped over the legs/),
        }),
      );
    // Her own saree re-dressed keeps its drape, seated or not.
    expect(assessQuality(inputs({ mode: 'redress', category: 'saree' }, person)).mode).toBe(
      'redress',
    );
    person.person.body = standing as unknown as Body;
    expect(assessQuality(inputs({ mode: 'replace', category: 'full' }, person)).mode).toBe(
      'replace',
    );
  });

  it('dresses a standing person, and a seated one in a top', () => {
    const person = analyses({ bodyScore: 0.9, face: true, oldShare: 0.3 });
    person.person.body = standing as unknown as Body;
    const lower = inputs({ mode: 'replace', category: 'lower' }, person);
    expect(assessQuality(lower).findings.map((f) => f.code)).not.toContain('legs-bent');
    person.person.body = { ...standing, kneeL: { x: 15, y: 55 } } as unknown as Body;
    expect(assessQuality(inputs({ mode: 'replace', category: 'upper' }, person)).mode).toBe(
      'replace',
    );
  });
});
