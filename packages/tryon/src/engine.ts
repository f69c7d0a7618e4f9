import { createLocalEngine } from './local/local-engine';
import { createFalEngine } from './remote/fal-engine';
import { createFashnEngine } from './remote/fashn-engine';
import { createHttpEngine } from './remote/http-engine';
import { createReplicateEngine } from './remote/replicate-engine';
import type { EngineConfig } from './engine-config';
import type { TryonEngine } from './types';

export type {
  Category,
  CategoryOption,
  GarmentPhotoType,
  GarmentPhotoTypeOption,
  ModeOption,
  QualityFinding,
  QualityReport,
  TryonMode,
  GenerateInput,
  GenerateResult,
  Stage,
  TryonEngine,
  EngineName,
} from './types';
export {
  CATEGORIES,
  CATEGORY_OPTIONS,
  ENGINE_NAMES,
  GARMENT_PHOTO_TYPE_OPTIONS,
  MODE_OPTIONS,
} from './types';
export { TryonError, isTryonError, type TryonErrorCode } from './errors';

export { engineConfigFromEnv, type EngineConfig } from './engine-config';

/** Creates the engine the configuration names; create it once per worker process and reuse it. */
export function createEngine(config: EngineConfig): TryonEngine {
  switch (config.engine) {
    case 'local':
      return createLocalEngine(config);
    case 'fashn':
      return createFashnEngine(config);
    case 'fal':
      return createFalEngine(config);
    case 'replicate':
      return createReplicateEngine(config);
    case 'http':
      return createHttpEngine(config);
  }
}
