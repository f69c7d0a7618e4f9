import { isTryonError } from '../../errors';
import { buildBody } from '../../local/person/body';
import type { PeopleDetection } from '../../local/person/detect-people';
import { countMask, type FloatMap } from '../../local/raster/raster';
import { labelComponents } from '../../local/raster/components';
import { detectSubject, maskBox } from '../subject';
import type { ModelPhotoAnalysis, ModelPose } from '../types';
import { blockingProblems, framingOf, framingProblems, isSeated, shotsFor } from './framing';
import { describeOutfit } from './outfit';

/** Large separate blobs in the person matte (a second person without a visible face). */
function countBlobs(matte: FloatMap): number {
  const { sizes } = labelComponents(matte);
  const largest = Math.max(0, ...sizes);
  const floor = Math.max(largest * 0.3, matte.data.length * 0.02);
  return sizes.filter((s) => s >= floor).length;
}

function touchesOf(matte: FloatMap) {
  const box = maskBox(matte) ?? { x: 0, y: 0, width: 0, height: 0 };
  const edge = Math.max(2, Math.round(matte.height * 0.004));
  return {
    box,
    touches: {
      top: box.y <= edge,
      left: box.x <= edge,
      bottom: box.y + box.height >= matte.height - edge,
      right: box.x + box.width >= matte.width - edge,
    },
  };
}

function hasPerson(d: PeopleDetection): boolean {
  const face = d.faces.some((f) => f.score >= 0.6);
  const share = countMask(d.matte) / Math.max(1, d.matte.data.length);
  return (d.bodyScore >= 0.3 || face) && share >= 0.02 && buildBody(d.keypoints) !== undefined;
}

const invalid = (message: string): ModelPhotoAnalysis => ({
  usable: false,
  width: 0,
  height: 0,
  framing: null,
  pose: null,
  outfit: null,
  shots: [],
  problems: [{ code: 'invalid-image', message, severity: 'error' }],
});

/**
 * Analyses a brand's model photo before it is saved: pose and framing, what the model wears, and
 * problems (no person, several people, cropped feet, …) with messages written for the brand.
 * Never throws for a bad photo: an unreadable one comes back with an `invalid-image` problem.
 */
export async function analyseModelPhoto(image: Buffer): Promise<ModelPhotoAnalysis> {
  let detected: Awaited<ReturnType<typeof detectSubject>>;
  try {
    detected = await detectSubject(image);
  } catch (error) {
    if (isTryonError(error) && error.code === 'INVALID_IMAGE') return invalid(error.message);
    throw error;
  }
  const { work, detection } = detected;
  const k = detected.image.width / work.width;
  const base = { width: detected.image.width, height: detected.image.height };
  const blocking = blockingProblems(detection, hasPerson(detection), countBlobs(detection.matte));
  const body = buildBody(detection.keypoints);
  if (blocking.length > 0 || !body)
    return {
      ...base,
      usable: false,
      framing: null,
      pose: null,
      outfit: null,
      shots: [],
      problems: blocking,
    };
  const { box, touches } = touchesOf(detection.matte);
  const framing = framingOf(detection, touches, work.height);
  const hasAnkles = ['leftAnkle', 'rightAnkle'].some(
    (n) => (detection.keypoints[n]?.score ?? 0) >= 0.3,
  );
  const problems = framingProblems(framing, body, touches, box, work.height, hasAnkles);
  const keypoints: ModelPose['keypoints'] = {};
  for (const [name, p] of Object.entries(detection.keypoints))
    keypoints[name] = { x: Math.round(p.x * k), y: Math.round(p.y * k), score: p.score };
  const pose: ModelPose = {
    facing: 'front',
    stance: isSeated(body) ? 'seated' : 'standing',
    score: detection.bodyScore,
    box: {
      x: Math.round(box.x * k),
      y: Math.round(box.y * k),
      width: Math.round(box.width * k),
      height: Math.round(box.height * k),
    },
    keypoints,
  };
  const outfit = describeOutfit(work, detection, body, framing !== 'full-length');
  return { ...base, usable: true, framing, pose, outfit, shots: shotsFor(framing, true), problems };
}
