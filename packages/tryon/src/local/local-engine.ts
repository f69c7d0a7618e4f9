import { throwIfAborted } from '../errors';
import type { Category, GenerateInput, GenerateResult, Stage, TryonEngine } from '../types';
import { compositeLayer } from './composite';
import { fitGarment } from './fit';
import { analyseGarment, type GarmentModel } from './garment-analysis';
import { GarmentCache, hashGarment } from './garment-cache';
import { loadHuman } from './human-runtime';
import { decodeRgb, resizeRgb } from './image-io';
import { analysePerson, type PersonAnalysis } from './person-analysis';
import { encodeResult, type LayerResult } from './output';

export interface LocalEngineOptions {
  /** Long side (px) the analysis runs at; results are composited back at full size. */
  workSize?: number;
  /** Garment analyses kept in memory. */
  cacheEntries?: number;
  /** Optional directory for a disk cache of garment analyses. */
  cacheDir?: string;
}

export interface LocalDebugInfo {
  person: PersonAnalysis;
  garment: GarmentModel;
  layer: LayerResult;
}

export interface LocalEngine extends TryonEngine {
  /** Like generate, also returning the intermediate analyses (CLI --debug, eval). */
  generateWithDebug(
    input: GenerateInput,
  ): Promise<{ result: GenerateResult; debug: LocalDebugInfo }>;
}

export function createLocalEngine(options: LocalEngineOptions = {}): LocalEngine {
  const workSize = options.workSize ?? 1024;
  const cache = new GarmentCache(options.cacheEntries ?? 32, options.cacheDir);

  async function run(input: GenerateInput) {
    const category: Category = input.category ?? 'upper';
    const timings: Record<string, number> = {};
    const started = performance.now();
    let mark = started;
    const stage = (name: Stage) => {
      throwIfAborted(input.signal);
      input.onProgress?.(name);
    };
    const lap = (name: string) => {
      const now = performance.now();
      timings[name] = Math.round(now - mark);
      mark = now;
    };
    stage('loading-models');
    const human = await loadHuman();
    lap('loadModels');
    stage('analysing-garment');
    const key = hashGarment(input.garment, category, workSize);
    let garment = await cache.find(key);
    if (!garment) {
      const garmentImage = await resizeRgb(await decodeRgb(input.garment, 'garment'), workSize);
      garment = await analyseGarment(human, garmentImage, category);
      await cache.store(key, garment);
    }
    lap('garment');
    stage('analysing-person');
    const full = await decodeRgb(input.person, 'person');
    const work = await resizeRgb(full, workSize);
    const person = await analysePerson(human, work, category);
    lap('person');
    stage('fitting');
    const fit = fitGarment(person, garment, category);
    lap('fit');
    stage('compositing');
    const composite = compositeLayer(person, fit);
    const layer = await encodeResult(full, composite);
    lap('composite');
    timings.total = Math.round(performance.now() - started);
    stage('done');
    const result: GenerateResult = {
      image: layer.png,
      mimeType: 'image/png',
      width: full.width,
      height: full.height,
      timings,
      engine: 'local',
    };
    return { result, debug: { person, garment, layer } };
  }

  return {
    name: 'local',
    generate: async (input) => (await run(input)).result,
    generateWithDebug: run,
  };
}
