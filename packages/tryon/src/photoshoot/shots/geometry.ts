import { buildBody, type Body } from '../../local/person/body';
import type { Subject } from '../subject';
import { bestFace } from '../../local/person/detect-people';

/** The standing model's vertical extent and centre line, in source pixels. */
export interface Figure {
  body: Body;
  headTop: number;
  /** Where the soles meet the floor (estimated when the feet are out of the photo). */
  feetY: number;
  /** Head to soles. */
  stature: number;
  centreX: number;
  feetVisible: boolean;
  kneeY: number;
  hipY: number;
  shoulderY: number;
}

const MIN_SCORE = 0.3;

function visibleY(subject: Subject, names: string[]): number | undefined {
  const ys = names
    .map((n) => subject.detection.keypoints[n])
    .filter((k) => k !== undefined && k.score >= MIN_SCORE && k.y < subject.image.height)
    .map((k) => k!.y);
  return ys.length ? ys.reduce((a, b) => a + b, 0) / ys.length : undefined;
}

/** Figure geometry from pose and matte; undefined when no body (shoulders) was found. */
export function figureOf(subject: Subject): Figure | undefined {
  const body = buildBody(subject.detection.keypoints);
  if (!body) return undefined;
  const hipY = (body.hipL.y + body.hipR.y) / 2;
  const shoulderY = (body.shoulderL.y + body.shoulderR.y) / 2;
  const face = bestFace(subject.detection);
  const headTop = Math.min(subject.box.y, face ? face.y - face.height * 0.25 : subject.box.y);
  const ankleY = visibleY(subject, ['leftAnkle', 'rightAnkle']);
  const feetVisible = ankleY !== undefined && !subject.touches.bottom;
  const legs = ankleY !== undefined ? ankleY - hipY : body.torsoLength * 1.45;
  const feetY = feetVisible
    ? Math.max(subject.box.y + subject.box.height, (ankleY ?? 0) + legs * 0.05)
    : hipY + legs * 1.06;
  const kneeY = visibleY(subject, ['leftKnee', 'rightKnee']) ?? hipY + (feetY - hipY) * 0.5;
  const centreX = (body.shoulderL.x + body.shoulderR.x + body.hipL.x + body.hipR.x) / 4;
  return {
    body,
    headTop,
    feetY,
    stature: Math.max(1, feetY - headTop),
    centreX,
    feetVisible,
    kneeY,
    hipY,
    shoulderY,
  };
}
