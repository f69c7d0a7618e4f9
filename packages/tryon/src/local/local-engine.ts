import { throwIfAborted } from '../errors';
import type {
  Category,
  GenerateInput,
  GenerateResult,
  QualityFinding,
  Stage,
  TryonEngine,
} from '../types';
import { compositeLayer, type CompositeResult } from './render/composite';
import {
  cutAboveOldTop,
  keepInFront,
  stretchToOldHem,
  stretchToOldRows,
  stretchToOldTop,
  widenToWaist,
} from './render/stretch-rows';
import { conformToOldLegs } from './render/conform-legs';
import { fitGarment } from './render/fit';
import type { GarmentModel } from './garment/garment-analysis';
import { GarmentCache } from './garment/garment-cache';
import { loadHuman } from './person/human-runtime';
import { decodeRgb, resizeRgb } from './raster/image-io';
import { analysePerson, type PersonAnalysis } from './person/person-analysis';
import { bringsOwnSilhouette, replaceLayer, shapeReplacement } from './replace/replace-layer';
import { encodeResult, type LayerResult } from './render/output';
import { chooseMode } from './plan/choose-mode';
import { assessQuality, refuseBeforePainting } from './plan/quality';
import { GarmentResolver } from './plan/resolve-garment';
import { measureCoverage } from './plan/coverage';
import {
  findWornDrape,
  findWornRegions,
  prepareRedressBeside,
  redressLayer,
  type WornDrape,
} from './redress/redress';
import { garmentFabric } from './redress/garment-fabric';
import { createFabricThread } from './redress/fabric-thread';
import { keepWornGarment, WORN_CUT } from './garment/garment-mask';
import type { Body } from './person/body';
import type { PeopleDetection } from './person/detect-people';
import type { FloatMap } from './raster/raster';

export interface LocalEngineOptions {
  /** Long side (px) the analysis runs at; results are composited back at full size. */
  workSize?: number;
  /** Garment analyses kept in memory. */
  cacheEntries?: number;
  /** Optional directory for a disk cache of garment analyses. */
  cacheDir?: string;
  /**
   * Re-dress: a worn part already in the garment's fabric keeps its own weave (default true).
   * The eval turns it off to measure the synthesis alone.
   */
  keepSameFabric?: boolean;
  /**
   * Make the garment's fabric on a second thread while the person is analysed (default true);
   * false makes it on this thread after the analysis, as before (same fabric, bit for bit).
   */
  fabricThread?: boolean;
}

export interface LocalDebugInfo {
  person: PersonAnalysis;
  garment: GarmentModel;
  layer: LayerResult;
  /** The category the garment photo was detected as (what `category: auto` gives). */
  detectedCategory: Category;
}

export interface LocalEngine extends TryonEngine {
  /** Like generate, also returning the intermediate analyses (CLI --debug, eval). */
  generateWithDebug(
    input: GenerateInput,
  ): Promise<{ result: GenerateResult; debug: LocalDebugInfo }>;
  /** Ends the engine's fabric thread (it holds no process open while idle). */
  close(): Promise<void>;
}

/**
 * A tee's hem is pulled down over the old top's when that ends at most this many torso lengths
 * lower (stretchToOldHem); a longer old top (a tunic) is left to the fills below the hem.
 */
const TOP_HEM_REACH = 0.4;

/**
 * A tee's side seams lean out to the waist below its hem (widenToWaist) from this many torso
 * lengths above the hem, each by at most this many shoulder widths.
 */
const WAIST_PIVOT = 0.5;
const WAIST_MOST = 0.25;

/**
 * Whether a generation may read the garment's fabric: every re-dress, and the saree drape of a
 * replace. In auto mode the re-dress is chosen only after the person is analysed, so its fabric
 * is made in case (on the second core, otherwise idle during the analysis).
 */
const mayReadFabric = (mode: GenerateInput['mode'], category: Category) =>
  mode !== 'replace' || category === 'saree';

export function createLocalEngine(options: LocalEngineOptions = {}): LocalEngine {
  const workSize = options.workSize ?? 1024;
  const cache = new GarmentCache(options.cacheEntries ?? 32, options.cacheDir);
  const garments = new GarmentResolver(cache, workSize, options.cacheEntries ?? 64);
  const fabrics = options.fabricThread === false ? undefined : createFabricThread();

  async function run(input: GenerateInput) {
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
    // Decoding runs on sharp's threads: the person's overlaps the garment's analysis.
    const decoded = decodeRgb(input.person, 'person').then(async (full) => ({
      full,
      work: await resizeRgb(full, workSize),
    }));
    decoded.catch(() => undefined); // awaited below; a garment failure must not leave it unhandled
    stage('loading-models');
    const human = await loadHuman();
    lap('loadModels');
    stage('analysing-garment');
    // With the fabric thread, the garment's analysis after its model calls (plain JS) and its
    // fabric are made there while this thread analyses the person.
    let fabric: Promise<unknown> | undefined;
    const resolving = await garments.resolveLater(
      human,
      input.garment,
      { category: input.category ?? 'auto', photoType: input.garmentPhotoType ?? 'auto' },
      fabrics &&
        (async (observed) => {
          const made = fabrics.analyse(observed, mayReadFabric(input.mode, observed.category));
          fabric = made.fabric;
          return made.garment;
        }),
    );
    const { category } = resolving;
    // A cached garment's fabric (parts, light; cached with it) is made there too, if not made yet.
    if (!fabric && fabrics && mayReadFabric(input.mode, category))
      fabric = resolving.garment.then((made) => fabrics.make(made, category));
    fabric?.catch(() => undefined); // awaited only on the paths that read it
    lap('garment');
    stage('analysing-person');
    const { full, work } = await decoded;
    // A re-dress (or auto, which may choose one) cuts the person's worn garment out: on the
    // second thread, if idle, while this one finds the person's skin, hair and old outfit.
    let wornCut: Promise<FloatMap> | undefined;
    const cutWornElsewhere =
      fabrics && input.mode !== 'replace'
        ? (detection: PeopleDetection, body: Body) => {
            wornCut = fabrics.wornGarment({ image: work, detection, body, category });
            wornCut?.catch(() => undefined); // a failed thread leaves it to be cut here
          }
        : undefined;
    // A garment that cannot be used fails the generation before the person does, as it did
    // when its analysis ended before the person's began.
    const person = await analysePerson(
      human,
      work,
      category,
      (input.mode ?? 'auto') === 'auto',
      cutWornElsewhere,
    ).catch(async (err: unknown) => {
      await resolving.garment;
      throw err;
    });
    const cut = await wornCut?.catch(() => undefined);
    if (cut) keepWornGarment(work, person.detection, person.body, category, WORN_CUT, cut);
    // The worn drape's person side does not read the garment: found while it is finished.
    const wornRegions = input.mode === 'redress' ? findWornRegions(person, category) : undefined;
    const garment = await resolving.garment;
    const resolved = { ...resolving, garment };
    // The worn drape, found once: auto measures a top's length on it, the re-dress paints it.
    let drape: WornDrape | undefined;
    const wornDrape = () => (drape ??= findWornDrape(person, garment, category, wornRegions));
    const choice = chooseMode(
      input.mode ?? 'auto',
      person,
      resolved,
      () => wornDrape().regions.labels,
    );
    refuseBeforePainting({ mode: choice.mode, category, person });
    // The person's continuation and shading, which only the replace paths read, made on the
    // second thread if it is idle; a failed thread leaves them to be made here when read.
    const fillsElsewhere = () => {
      const made = person.fills && fabrics?.fills(person.fills.inputs);
      made?.catch(() => undefined);
      return made;
    };
    const fillsMade = async (made: ReturnType<typeof fillsElsewhere>) => {
      const fills = await made?.catch(() => undefined);
      if (fills) person.fills?.provide(fills);
    };
    lap('person');
    stage('fitting');
    let composite: CompositeResult;
    let replaceFindings: readonly QualityFinding[] = [];
    if (choice.mode === 'redress') {
      const worn = wornDrape();
      // The re-dress's person side is found while the fabric thread may still be at work; its
      // refined edge on that thread if it is idle (a cached garment's fabric).
      const prepared = await prepareRedressBeside(person, category, worn, (edge, labels) =>
        fabrics?.edgeCover(edge, labels),
      );
      lap('fit');
      await fabric;
      garmentFabric(garment, category); // made here when the thread is off
      lap('fabric');
      stage('compositing');
      const redressed = redressLayer(
        person,
        garment,
        category,
        { keepSameFabric: options.keepSameFabric ?? true },
        worn,
        prepared,
      );
      replaceFindings = redressed.findings;
      composite = redressed;
    } else if (bringsOwnSilhouette(person, garment, category)) {
      if (category === 'saree') await fabric; // the saree drape reads it
      // The garment brings its own silhouette and length; the old outfit's shape is not kept.
      // The person's light is made on the second thread while this one shapes the garment (a
      // saree's drape is not shaped first).
      const fills = category === 'saree' ? undefined : fillsElsewhere();
      const shaped = shapeReplacement(person, garment, category);
      await fillsMade(fills);
      const replaced = replaceLayer(person, garment, category, shaped);
      replaceFindings = replaced.findings;
      composite = replaced;
      lap('fit');
      stage('compositing');
    } else {
      // Tees, jeans and fabric swatches still take the old outfit's shape. The person's light
      // and continuation, which the compositor reads, are made on the second thread meanwhile.
      const fills = fillsElsewhere();
      const fit = fitGarment(person, garment, category);
      if (category === 'lower') {
        const hipY = Math.min(person.body.hipL.y, person.body.hipR.y);
        const radius = Math.max(2, Math.round(person.body.shoulderWidth * 0.05));
        if (!conformToOldLegs(fit, person, garment)) {
          stretchToOldRows(fit, person.oldGarment, hipY - person.body.torsoLength * 0.1, radius);
          stretchToOldTop(fit, person.oldGarment, person.body.torsoLength * 0.6, radius);
        }
        cutAboveOldTop(fit, person.oldGarment);
        if (person.topOver) keepInFront(fit, person.topOver);
      }
      if (category === 'upper') {
        const { body } = person;
        const hips: [number, number] = [
          Math.min(body.hipL.x, body.hipR.x),
          Math.max(body.hipL.x, body.hipR.x),
        ];
        const { torsoLength } = body;
        stretchToOldHem(
          fit,
          person.oldGarment,
          hips,
          torsoLength * 0.6,
          torsoLength * TOP_HEM_REACH,
        );
        widenToWaist(fit, person, hips, torsoLength * WAIST_PIVOT, body.shoulderWidth * WAIST_MOST);
      }
      await fillsMade(fills);
      lap('fit');
      stage('compositing');
      composite = compositeLayer(person, fit);
    }
    const quality = assessQuality({
      mode: choice.mode,
      category,
      garmentPhotoType: resolved.photoType,
      categoryCertainty: resolved.categoryCertainty,
      modeReason: choice.reason,
      person,
      garment,
      covered: measureCoverage(person, composite),
      pathFindings: replaceFindings,
    });
    const layer = await encodeResult(full, composite, person.image);
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
      quality,
    };
    return { result, debug: { person, garment, layer, detectedCategory: resolved.detected } };
  }

  return {
    name: 'local',
    generate: async (input) => (await run(input)).result,
    generateWithDebug: run,
    close: async () => fabrics?.close(),
  };
}
