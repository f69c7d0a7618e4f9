import { QualityReportSchema, type QualityReport } from '@drape/shared/tryon-options.contract';
import type { Category } from '@drape/tryon/types';
import type { VtonRequestRow } from '../../db/schema/tryon';

type Chosen<T extends string> = Exclude<T, 'auto'> | undefined;
const chosen = <T extends string>(value: string | null): Chosen<T> =>
  value && value !== 'auto' ? (value as Exclude<T, 'auto'>) : undefined;

/**
 * The options a generation asked the engine for. `auto` (or nothing, for rows made before the
 * options existed) is left out, so the engine decides — and an engine that predates an option
 * never receives a value it does not know.
 */
export function engineOptionsOf(
  row: Pick<VtonRequestRow, 'category' | 'mode' | 'garmentPhotoType'>,
) {
  const options: {
    category?: Category;
    mode?: 'redress' | 'replace';
    garmentPhotoType?: 'flat-lay' | 'on-model';
  } = {};
  const category = chosen<Category | 'auto'>(row.category);
  const mode = chosen<'redress' | 'replace' | 'auto'>(row.mode);
  const photo = chosen<'flat-lay' | 'on-model' | 'auto'>(row.garmentPhotoType);
  if (category) options.category = category;
  if (mode) options.mode = mode;
  if (photo) options.garmentPhotoType = photo;
  return options;
}

/** The engine's quality report when it gave a well-formed one (remote engines give none). */
export function qualityOf(result: object): QualityReport | null {
  const parsed = QualityReportSchema.safeParse((result as { quality?: unknown }).quality);
  return parsed.success ? parsed.data : null;
}
