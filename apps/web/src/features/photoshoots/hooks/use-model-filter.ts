import type { ShootModel } from '@drape/shared/shoot-library.contract';
import { useMemo, useState } from 'react';

/** Models whose name, labels or outfit contain every word of the filter (case-insensitive). */
export function filterModels(models: readonly ShootModel[], query: string): ShootModel[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...models];
  return models.filter((m) => {
    const text = [m.name, ...m.labels, m.analysis.wearing, m.analysis.summary]
      .join(' ')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}

/** Every label in the library, sorted, for the filter chips. */
export function allLabels(models: readonly ShootModel[]): string[] {
  return [...new Set(models.flatMap((m) => m.labels))].sort((a, b) => a.localeCompare(b));
}

export function useModelFilter(models: readonly ShootModel[] | undefined) {
  const [query, setQuery] = useState('');
  const filtered = useMemo(() => filterModels(models ?? [], query), [models, query]);
  const labels = useMemo(() => allLabels(models ?? []), [models]);
  return { query, setQuery, filtered, labels };
}
