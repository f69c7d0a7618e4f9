import type { CompositeResult } from '../render/composite';
import type { PersonAnalysis } from '../person/person-analysis';

/** Share of the person's old garment the new layer covers (1 when there was none). */
export function measureCoverage(person: PersonAnalysis, composite: CompositeResult): number {
  let old = 0;
  let covered = 0;
  const { oldGarment } = person;
  for (let i = 0; i < oldGarment.data.length; i += 1) {
    if ((oldGarment.data[i] ?? 0) <= 0.5) continue;
    old += 1;
    if ((composite.coverage.data[i] ?? 0) > 0.5) covered += 1;
  }
  return old === 0 ? 1 : covered / old;
}
