import { TryonError } from '../../errors';
import type { Category } from '../../types';
import type { FaceBox, Keypoint, PeopleDetection } from './detect-people';
import { dist, hypotBelow, lerp, mid, sub, add, scale, type Point } from '../raster/geometry';

const MIN_KEYPOINT_SCORE = 0.25;
const JOINTS = ['Shoulder', 'Elbow', 'Wrist', 'Hip', 'Knee', 'Ankle'] as const;
type Joint = (typeof JOINTS)[number];

/**
 * Body landmarks keyed by IMAGE side: `L` is the side with the smaller x for a front-facing person
 * (the person's right). Garments are photographed facing the camera too, so L maps to L.
 */
export type Body = Record<`${Lowercase<Joint>}${'L' | 'R'}`, Point | undefined> & {
  shoulderL: Point;
  shoulderR: Point;
  hipL: Point;
  hipR: Point;
  shoulderWidth: number;
  torsoLength: number;
};

function pick(keypoints: Record<string, Keypoint>, name: string): Point | undefined {
  const k = keypoints[name];
  return k && k.score >= MIN_KEYPOINT_SCORE ? { x: k.x, y: k.y } : undefined;
}

/** Hips are often hidden (seated, cropped): estimate them from the shoulders' frame. */
function estimateHips(sl: Point, sr: Point): [Point, Point] {
  const axis = { x: -(sr.y - sl.y), y: sr.x - sl.x };
  const down = axis.y < 0 ? scale(axis, -1.45) : scale(axis, 1.45);
  const centre = add(mid(sl, sr), down);
  return [lerp(centre, add(sl, down), 0.55), lerp(centre, add(sr, down), 0.55)];
}

export function buildBody(keypoints: Record<string, Keypoint>): Body | undefined {
  const get = (joint: Joint, side: 'L' | 'R') =>
    pick(keypoints, `${side === 'L' ? 'right' : 'left'}${joint}`);
  const shoulderL = get('Shoulder', 'L');
  const shoulderR = get('Shoulder', 'R');
  if (!shoulderL || !shoulderR) return undefined;
  let hipL = get('Hip', 'L');
  let hipR = get('Hip', 'R');
  if (!hipL || !hipR) [hipL, hipR] = estimateHips(shoulderL, shoulderR);
  const body = {} as Record<string, Point | undefined>;
  for (const joint of JOINTS) {
    for (const side of ['L', 'R'] as const)
      body[`${joint.toLowerCase()}${side}`] = get(joint, side);
  }
  return {
    ...body,
    shoulderL,
    shoulderR,
    hipL,
    hipR,
    shoulderWidth: Math.max(8, dist(shoulderL, shoulderR)),
    torsoLength: Math.max(8, dist(mid(shoulderL, shoulderR), mid(hipL, hipR))),
  } as Body;
}

/** Front-facing means the person's left shoulder is on the image's right. */
export function isFacingAway(detection: PeopleDetection): boolean {
  const left = detection.keypoints.leftShoulder;
  const right = detection.keypoints.rightShoulder;
  if (!left || !right || left.score < 0.3 || right.score < 0.3) return false;
  const swapped = left.x < right.x - Math.abs(left.y - right.y) * 0.2;
  return swapped && detection.faces.length === 0;
}

/** A second face below this score, on the main person's body, is a print or a pair of hands. */
const SURE_FACE = 0.75;

/**
 * Faces of people in the photo: faces found at 0.6 or more, at least 0.4 of the largest's width.
 * A weak one (under SURE_FACE) whose centre lies below the largest face, within two of its widths
 * of that face's centre line, is on the person's own clothes, not another person's: BlazeFace
 * took a mirrored vton-dev D03's hands on her saree for a face at 0.60.
 */
export function countPeople(detection: PeopleDetection): number {
  const faces = detection.faces.filter((f) => f.score >= 0.6);
  const largest = Math.max(0, ...faces.map((f) => f.width));
  const main = faces.find((f) => f.width === largest);
  const onTheBody = (f: FaceBox) =>
    !!main &&
    f !== main &&
    f.score < SURE_FACE &&
    f.y + f.height / 2 > main.y + main.height &&
    Math.abs(f.x + f.width / 2 - (main.x + main.width / 2)) < main.width * 2;
  return faces.filter((f) => f.width >= largest * 0.4 && !onTheBody(f)).length;
}

/** Turns detection into a Body or a user-facing error for inputs the engine cannot dress. */
export function requireBody(detection: PeopleDetection, category: Category): Body {
  if (countPeople(detection) > 1) throw new TryonError('MULTIPLE_PEOPLE');
  const hasFace = detection.faces.some((f) => f.score >= 0.6);
  if (detection.bodyScore < 0.3 && !hasFace) throw new TryonError('NO_PERSON');
  if (isFacingAway(detection)) throw new TryonError('PERSON_FACING_AWAY');
  const body = buildBody(detection.keypoints);
  if (!body) {
    if (!hasFace && detection.bodyScore < 0.45) throw new TryonError('NO_PERSON');
    throw new TryonError(
      'BODY_NOT_VISIBLE',
      'The shoulders are not visible in the photo. Please upload a photo that shows the upper body.',
    );
  }
  const needsLegs = category === 'lower';
  if (needsLegs && !body.kneeL && !body.kneeR && !body.ankleL && !body.ankleR) {
    throw new TryonError(
      'BODY_NOT_VISIBLE',
      'The legs are not visible in the photo. Please upload a full-length photo for this garment.',
    );
  }
  return body;
}

/** Where the legs end, estimated when knees or ankles are hidden. */
export function legEnd(body: Body, side: 'L' | 'R'): Point {
  const hip = side === 'L' ? body.hipL : body.hipR;
  const ankle = side === 'L' ? body.ankleL : body.ankleR;
  if (ankle) return ankle;
  const knee = side === 'L' ? body.kneeL : body.kneeR;
  if (knee) return add(knee, sub(knee, hip));
  return add(hip, { x: 0, y: body.torsoLength * 1.6 });
}

/**
 * A hand's centre: a quarter of the forearm past the wrist (the wrist itself without an elbow);
 * undefined without a wrist.
 */
export function handCentre(body: Body, side: 'L' | 'R'): Point | undefined {
  const w = side === 'L' ? body.wristL : body.wristR;
  const e = side === 'L' ? body.elbowL : body.elbowR;
  if (!w) return undefined;
  return e ? { x: w.x + (w.x - e.x) * 0.25, y: w.y + (w.y - e.y) * 0.25 } : w;
}

/**
 * Near a hand: a disc round each handCentre. Its point is worked out inline (runs per pixel:
 * through handCentre's object it took 1.8 times as long).
 */
export function isNearHand(body: Body, x: number, y: number, radius = 0.3): boolean {
  const limit = body.shoulderWidth * radius;
  for (let side = 0; side < 2; side += 1) {
    const w = side === 0 ? body.wristL : body.wristR;
    const e = side === 0 ? body.elbowL : body.elbowR;
    if (!w) continue;
    const cx = e ? w.x + (w.x - e.x) * 0.25 : w.x;
    const cy = e ? w.y + (w.y - e.y) * 0.25 : w.y;
    if (hypotBelow(x - cx, y - cy, limit)) return true;
  }
  return false;
}

/**
 * Whether a figure is seen from behind: its right shoulder (`right`, body.shoulderL) lies on the
 * image's right of its left shoulder by more than a quarter of the shoulders' width `sw`.
 */
export const seenFromBehindBy = (right: Point, left: Point, sw: number): boolean =>
  right.x - left.x > sw * 0.25;
