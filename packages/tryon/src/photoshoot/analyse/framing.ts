import { countPeople, isFacingAway, type Body } from '../../local/person/body';
import type { PeopleDetection } from '../../local/person/detect-people';
import type { Subject } from '../subject';
import type { Framing, ModelPhotoProblem, ShotKind } from '../types';

const MIN_SCORE = 0.3;

type Touches = Subject['touches'];
type Box = Subject['box'];

export const PROBLEM_MESSAGES = {
  'no-person':
    'We could not find a person in this photo. Please upload a photo of one model, head to toe or knee up.',
  'several-people':
    'This photo shows more than one person. Please upload a photo with just the one model in it.',
  'facing-away':
    'The model seems to face away from the camera. Please upload a front-facing photo.',
  'cropped-head':
    'The top of the head is cut off. Shots will be framed tightly; a photo with space above the head works best.',
  'cropped-feet':
    'The feet are cut off, so full-length shots cannot be made from this photo; three-quarter and close-up shots can.',
  seated:
    'The model is seated. The new backdrop replaces what they sit on; a standing pose looks more natural.',
  'small-person':
    'The model is small in this photo, so the shots will be small. Please upload a photo where the model fills most of the frame.',
} as const;

const problem = (
  code: keyof typeof PROBLEM_MESSAGES,
  severity: ModelPhotoProblem['severity'],
): ModelPhotoProblem => ({ code, message: PROBLEM_MESSAGES[code], severity });

const visible = (d: PeopleDetection, name: string, height: number) => {
  const k = d.keypoints[name];
  return k !== undefined && k.score >= MIN_SCORE && k.y < height;
};

/** People found beyond faces: a second large blob in the matte is a second person. */
export function severalPeople(detection: PeopleDetection, blobs: number): boolean {
  return countPeople(detection) > 1 || blobs > 1;
}

/** Framing from which joints are in the photo and whether the model runs off its bottom edge. */
export function framingOf(d: PeopleDetection, touches: Touches, height: number): Framing {
  const ankles = ['leftAnkle', 'rightAnkle'].filter((n) => visible(d, n, height)).length;
  const knees = ['leftKnee', 'rightKnee'].filter((n) => visible(d, n, height)).length;
  if (ankles > 0 && !touches.bottom) return 'full-length';
  if (knees > 0) return 'three-quarter';
  return 'half-length';
}

export function isSeated(body: Body): boolean {
  const knees = [body.kneeL, body.kneeR].filter((k) => k !== undefined);
  if (knees.length === 0) return false;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const drops = knees.map((k) => k.y - hipY);
  const mean = drops.reduce((a, b) => a + b, 0) / drops.length;
  // Seated: the thighs run toward the camera or sideways, so a knee sits near the hips' height.
  return mean < body.torsoLength * 0.45 || Math.min(...drops) < body.torsoLength * 0.2;
}

export function shotsFor(framing: Framing | null, usable: boolean): ShotKind[] {
  if (!usable || framing === null) return [];
  if (framing === 'full-length') return ['full', 'three-quarter', 'close-up'];
  if (framing === 'three-quarter') return ['three-quarter', 'close-up'];
  return ['close-up'];
}

/** Problems that limit, but do not rule out, a photo with one front-facing model. */
export function framingProblems(
  framing: Framing,
  body: Body,
  touches: Touches,
  box: Box,
  height: number,
  hasAnkles: boolean,
): ModelPhotoProblem[] {
  const out: ModelPhotoProblem[] = [];
  if (touches.top) out.push(problem('cropped-head', 'warning'));
  if (framing !== 'full-length' && (hasAnkles || touches.bottom))
    out.push(problem('cropped-feet', 'warning'));
  if (isSeated(body)) out.push(problem('seated', 'warning'));
  if (box.height < height * 0.4) out.push(problem('small-person', 'warning'));
  return out;
}

/** Problems that make the photo unusable; empty when there is one front-facing model. */
export function blockingProblems(
  detection: PeopleDetection,
  hasPerson: boolean,
  blobs: number,
): ModelPhotoProblem[] {
  if (!hasPerson) return [problem('no-person', 'error')];
  if (severalPeople(detection, blobs)) return [problem('several-people', 'error')];
  if (isFacingAway(detection)) return [problem('facing-away', 'error')];
  return [];
}
