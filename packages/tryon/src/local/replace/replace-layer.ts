import type { Category, QualityFinding } from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { PersonAnalysis } from '../person/person-analysis';
import { createFloatMap } from '../raster/raster';
import { cleanShape } from './clean-shape';
import type { CompositeResult } from '../render/composite';
import { buildLevelMap } from './level-map';
import { placeGarment } from './place-garment';
import { applyPersonLight } from './person-light';
import { refineHairInFront } from '../person/matte-edges';
import { fillUncovered, frontWeight, layerOverPerson, oldRim, personInFront } from './uncovered';
import { sareeDrape } from './saree-drape';

/** A named observation about a replace result (merged into the quality report). */
export type ReplaceFinding = QualityFinding;

export interface ReplaceResult extends CompositeResult {
  findings: ReplaceFinding[];
  /** Share of the old outfit's pixels that had to be synthesised as skin or background. */
  synthesisedShare: number;
}

/**
 * Whether the garment brings its own silhouette: full-length garments (saree, lehenga, dress) and
 * long tops (kurta, sherwani) that end well below the hips. A tee or jeans photo keeps the fitted
 * path that follows the old clothing's shape; a fabric swatch has no silhouette at all, except
 * a folded saree: the saree drape makes its silhouette from the fabric (decision 044).
 */
export function bringsOwnSilhouette(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
): boolean {
  if (category === 'saree') return true;
  if (garment.tiles) return false;
  if (category === 'full') return true;
  // A flat top brings its length only when its shape says it is long (a kurta: decision 065).
  if (category === 'lower' || garment.kind === 'swatch') return false;
  const levels = buildLevelMap(person.body, garment, category);
  const hipY = (person.body.hipL.y + person.body.hipR.y) / 2;
  return levels.hemY > hipY + person.body.torsoLength * 0.35;
}

/**
 * The replacement's shape, placed and cleaned on the person (undefined for a saree, draped
 * instead): replaceLayer's first half, which reads neither the person's light nor continuation,
 * so another thread can make those meanwhile.
 */
export function shapeReplacement(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
) {
  if (category === 'saree') return undefined;
  const levels = buildLevelMap(person.body, garment, category);
  const placement = placeGarment(person, garment, category, levels);
  const cleaned = cleanShape(person, garment, category, levels, placement);
  return { levels, placement, cleaned };
}

/**
 * Cross-category replace: the garment keeps its own silhouette and length (from its wearer's
 * proportions, else the category's usual length); the person's face, hair, hands and bare arms
 * stay in front; whatever of the old outfit it leaves uncovered becomes skin or background made
 * from the same photo. Nothing outside the garment and the old outfit changes.
 */
export function replaceLayer(
  person: PersonAnalysis,
  garment: GarmentModel,
  category: Category,
  shaped = shapeReplacement(person, garment, category),
): ReplaceResult {
  // A saree is a length of fabric draped, not a cut shape: its drape is made from its fabric.
  if (!shaped) return sareeDrape(person, garment);
  const { image } = person;
  const { width, height } = image;
  const n = width * height;
  const { levels, placement, cleaned } = shaped;
  applyPersonLight(person, placement, cleaned.skirtTop);
  const rim = oldRim(person);
  const front = personInFront(person, placement, rim);
  // A band collar covers the neck, which the face's box reaches: only hair stays in front of it.
  if (cleaned.collar)
    for (let i = 0; i < n; i += 1)
      if (cleaned.collar[i] && (person.hair.data[i] ?? 0) <= 0.5) front[i] = 0;
  const hidden = refineHairInFront(image, person.hair, front, frontWeight(front, width, height));
  const coverage = createFloatMap(width, height);
  for (let i = 0; i < n; i += 1)
    coverage.data[i] = (placement.alpha.data[i] ?? 0) * (1 - (hidden[i] ?? 0));
  const layered = layerOverPerson(
    person,
    placement.rgb,
    coverage,
    fillUncovered(person, coverage, front, false, undefined, rim),
  );
  const findings: ReplaceFinding[] = [];
  if (levels.lengthEstimated)
    findings.push({
      code: 'length-estimated',
      message:
        'The garment photo does not show where the garment ends, so its length follows the usual length for its kind.',
      severity: 'info',
    });
  if (cleaned.area > 0 && cleaned.synthesised / cleaned.area > 0.15)
    findings.push({
      code: 'fabric-synthesised',
      message:
        "Parts of the garment its photo does not show (behind the wearer's hands, arms or a dupatta) were filled with its own fabric.",
      severity: 'info',
    });
  if ((cleaned.otherFabric ?? 0) > 0.12)
    findings.push({
      code: 'dupatta-omitted',
      message:
        'The garment photo shows a dupatta or another loose piece over or beside the garment; it could not be draped on this photo and was left out.',
      severity: 'info',
    });
  if (layered.synthesisedShare > 0.25)
    findings.push({
      code: 'outfit-uncovered',
      message:
        'Much of the old outfit lay outside the new garment: skin and background there were filled in from the photo itself.',
      severity: 'warning',
    });
  return { ...layered, findings };
}
