import { TryonError } from '../../errors';
import type {
  Category,
  GarmentPhotoType,
  QualityFinding,
  QualityReport,
  TryonMode,
} from '../../types';
import type { GarmentModel } from '../garment/garment-analysis';
import type { Body } from '../person/body';
import type { PersonAnalysis } from '../person/person-analysis';
import { countMask } from '../raster/raster';
import { isLong } from './choose-mode';

/** Below this confidence the engine refuses to return an image (LOW_QUALITY). */
export const CONFIDENCE_FLOOR = 0.35;

export interface QualityInputs {
  mode: TryonMode;
  category: Category;
  garmentPhotoType: GarmentPhotoType;
  /** Set when the category was detected rather than given: how certain the detection was. */
  categoryCertainty?: number;
  modeReason: string;
  person: PersonAnalysis;
  garment: GarmentModel;
  /** Share of the person's old garment the new layer covers (replace) or re-dresses (redress). */
  covered: number;
  /** Findings of the path that made the image (e.g. the replace path's length estimate). */
  pathFindings?: readonly QualityFinding[];
}

interface Penalty {
  finding: QualityFinding;
  /** Multiplies the confidence. */
  factor: number;
}

const info = (code: string, message: string): Penalty => ({
  finding: { code, message, severity: 'info' },
  factor: 1,
});
const warn = (code: string, message: string, factor: number): Penalty => ({
  finding: { code, message, severity: 'warning' },
  factor,
});

/** A finding no image can be made past: the engine refuses with its message alone. */
const block = (code: string, message: string): Penalty => ({
  finding: { code, message, severity: 'warning' },
  factor: 0,
});

/**
 * A thigh more than 50° off the vertical (seated, a knee raised): lower garments are fitted to a
 * standing hips–ankles frame, and on a bent leg they land on the seat, the boots and the wall
 * (person_01: the beige chinos showed through in chunks).
 */
export function legsBent(body: Body): boolean {
  return (['L', 'R'] as const).some((side) => {
    const hip = side === 'L' ? body.hipL : body.hipR;
    const knee = side === 'L' ? body.kneeL : body.kneeR;
    if (!knee) return false;
    const dx = Math.abs(knee.x - hip.x);
    const dy = knee.y - hip.y;
    return dy <= 0 || Math.atan2(dx, dy) > (50 * Math.PI) / 180;
  });
}

/**
 * Seated or a knee raised, nothing can be fitted to the legs: trousers or a skirt in either mode,
 * and, in a replace, a saree, lehenga or dress too, which hangs from a standing hips–feet frame
 * (person_01 on his ledge got a lehenga's skirt falling straight past his knees onto the wall).
 * A re-dress keeps the photo's own drape, seated or not.
 */
function bentLegs(inputs: QualityInputs): Penalty[] {
  const { category, mode, person } = inputs;
  const toLegs = category === 'lower' || (mode === 'replace' && isLong(category));
  if (!toLegs || !legsBent(person.body)) return [];
  return [
    block(
      'legs-bent',
      category === 'lower'
        ? 'The person is seated or has a leg raised in the photo, so trousers or a skirt cannot be fitted to the legs. Please use a photo of the person standing.'
        : 'The person is seated or has a leg raised in the photo, so a saree, lehenga or dress cannot be draped over the legs. Please use a photo of the person standing, or choose Re-dress (keep the drape) if the person already wears one.',
    ),
  ];
}

function personPenalties(person: PersonAnalysis): Penalty[] {
  const out: Penalty[] = [];
  const { detection } = person;
  if (!person.face)
    out.push(warn('face-not-found', 'No face was found: the pose may be misread.', 0.8));
  if (detection.bodyScore < 0.5)
    out.push(warn('pose-uncertain', 'The body pose was hard to read in the person photo.', 0.75));
  if (person.legsCovered)
    out.push(
      block(
        'legs-covered',
        'The legs are covered by a long garment in the photo (a kurta, saree or dress reaching past the knees), so trousers or a skirt cannot be shown on them. Please use a photo in a top that ends above the knees.',
      ),
    );
  const oldShare = countMask(person.oldGarment) / person.oldGarment.data.length;
  if (oldShare < 0.01)
    out.push(
      warn('outfit-not-found', 'Little of the clothing to change was found on the person.', 0.5),
    );
  return out;
}

/**
 * A saree or lehenga re-dress needs the face: the person's hair, hands and what they hold are told
 * from the outfit by the face's colours and place (hair is sampled above it, skin calibrated on
 * it), and a man's long kurta from a saree by its gender (decision 047). With no face found (the
 * head cut off at the photo's edge, a mirror selfie), vton-dev D17 came out with her hair and
 * phone in saree fabric and a patchwork of pallu and blouse across her chest (decision 063).
 */
function facelessRedress(inputs: Pick<QualityInputs, 'mode' | 'category' | 'person'>): Penalty[] {
  const { mode, category, person } = inputs;
  if (person.face || mode !== 'redress' || (category !== 'saree' && category !== 'full')) return [];
  const garment = category === 'saree' ? 'saree' : 'lehenga';
  return [
    block(
      'face-not-found',
      `No face was found in the person photo (the head is cut off or hidden), so hair, hands and anything held cannot be told apart from the outfit, and the ${garment} would be painted over them. Please use a photo that shows the whole face.`,
    ),
  ];
}

/**
 * Refuses (LOW_QUALITY) before anything is painted a result the report would refuse whatever the
 * image: a saree or lehenga re-dress with no face (facelessRedress).
 */
export function refuseBeforePainting(
  inputs: Pick<QualityInputs, 'mode' | 'category' | 'person'>,
): void {
  const blocking = facelessRedress(inputs)[0];
  if (blocking) throw new TryonError('LOW_QUALITY', blocking.finding.message);
}

function garmentPenalties(inputs: QualityInputs): Penalty[] {
  const { garment, mode, categoryCertainty } = inputs;
  const out: Penalty[] = [];
  if (categoryCertainty !== undefined) {
    out.push(
      info(
        'category-detected',
        `The garment was detected as ${inputs.category}; choose the category if that is wrong.`,
      ),
    );
    if (categoryCertainty < 0.6)
      out.push(warn('category-uncertain', 'The garment category was hard to tell.', 0.8));
  }
  const share = countMask(garment.alpha) / garment.alpha.data.length;
  if (garment.kind === 'flat' && share < 0.08)
    out.push(warn('garment-cutout-uncertain', 'The garment cut-out is small or uncertain.', 0.7));
  if (mode === 'replace' && garment.kind !== 'worn')
    out.push(
      warn(
        'length-estimated',
        'The garment was not worn in its photo: its length is estimated.',
        0.85,
      ),
    );
  if (mode === 'replace' && garment.kind === 'swatch')
    out.push(
      warn('drape-synthesised', 'The garment was shown as fabric only: its drape is made up.', 0.8),
    );
  return out;
}

/** Confidence and findings for one result; throws LOW_QUALITY below the floor. */
export function assessQuality(inputs: QualityInputs): QualityReport {
  const base = inputs.mode === 'redress' ? 0.9 : 0.7;
  const penalties = [
    info(`mode-${inputs.mode}`, `Mode ${inputs.mode}: ${inputs.modeReason}.`),
    ...facelessRedress(inputs),
    ...personPenalties(inputs.person),
    ...bentLegs(inputs),
    ...garmentPenalties(inputs),
  ];
  for (const finding of inputs.pathFindings ?? []) {
    if (penalties.some((p) => p.finding.code === finding.code)) continue;
    penalties.push({ finding, factor: finding.severity === 'warning' ? 0.85 : 1 });
  }
  if (inputs.covered < 0.8)
    penalties.push(
      warn(
        'old-garment-shows',
        'Part of the old clothing may still show.',
        0.6 + inputs.covered * 0.4,
      ),
    );
  const confidence = penalties.reduce((c, p) => c * p.factor, base);
  const report: QualityReport = {
    confidence: Math.round(confidence * 100) / 100,
    mode: inputs.mode,
    category: inputs.category,
    garmentPhotoType: inputs.garmentPhotoType,
    findings: penalties.map((p) => p.finding),
  };
  const blocking = penalties.find((p) => p.factor === 0);
  if (blocking) throw new TryonError('LOW_QUALITY', blocking.finding.message);
  if (report.confidence < CONFIDENCE_FLOOR) {
    const reasons = report.findings
      .filter((f) => f.severity === 'warning')
      .map((f) => f.message.replace(/\.$/, '').toLowerCase());
    throw new TryonError(
      'LOW_QUALITY',
      `This try-on would not look right, so no image was made: ${reasons.join('; ')}. Please try a clearer, front-facing photo.`,
    );
  }
  return report;
}
