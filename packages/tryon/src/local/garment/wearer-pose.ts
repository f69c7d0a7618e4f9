import type { Human } from '@vladmandic/human';
import type { Body } from '../person/body';
import { detectBlazePose, type Keypoint } from '../person/detect-people';
import { runExclusive } from '../person/human-runtime';
import { dist, type Point } from '../raster/geometry';
import type { GarmentAnchors } from './garment-landmarks';

type Hand = NonNullable<GarmentAnchors['hands']>[number];

/**
 * A garment photo's wearer's hands, from BlazePose: its elbows, wrists and hand points (pinky,
 * index, thumb), where MoveNet puts clasped hands' wrists on the dupatta or the hem. Only when
 * both models see the same torso (hips within a fifth of the torso): on a photo cut off at the
 * thighs BlazePose imagines a whole body and puts the hips at the waist. The arms refined with
 * them (fineArms) label the garment's sleeves and guide the replace path, which removes these
 * hands; the anchors' own arms (the re-dress's roles) stay MoveNet's.
 */
export async function findWearerHands(
  human: Human,
  image: Parameters<typeof detectBlazePose>[1],
  moveNet: Record<string, Keypoint>,
  body: Body,
): Promise<Pick<GarmentAnchors, 'hands' | 'forearms' | 'fineArms'>> {
  const blaze = await runExclusive(() => detectBlazePose(human, image));
  const same = ['left', 'right'].every((side) => {
    const a = moveNet[`${side}Hip`];
    const b = blaze[`${side}Hip`];
    return a && b && b.score >= 0.5 && dist(a, b) < body.torsoLength * 0.2;
  });
  if (!same) return {};
  const forearms: [Point, Point][] = [];
  const fineArms: NonNullable<GarmentAnchors['fineArms']> = {};
  for (const side of ['L', 'R'] as const) {
    const name = side === 'L' ? 'right' : 'left'; // L is the image's left: the wearer's right
    const e = blaze[`${name}Elbow`];
    const w = blaze[`${name}Wrist`];
    if (!e || !w || e.score < 0.5 || w.score < 0.5) continue;
    forearms.push([toPoint(e), toPoint(w)]);
    fineArms[side] = [side === 'L' ? body.shoulderL : body.shoulderR, toPoint(e), toPoint(w)];
  }
  const hands = wearerHands(blaze);
  return {
    ...(hands.length ? { hands } : {}),
    ...(forearms.length ? { forearms, fineArms } : {}),
  };
}

const toPoint = (k: Keypoint): Point => ({ x: k.x, y: k.y });

/** Each hand whose wrist, pinky, index and thumb BlazePose is sure of. */
function wearerHands(keypoints: Record<string, Keypoint>): Hand[] {
  const hands: Hand[] = [];
  for (const side of ['left', 'right']) {
    const points: Point[] = [];
    for (const name of ['Wrist', 'Pinky', 'Index', 'Thumb']) {
      const k = keypoints[`${side}${name}`];
      if (k && k.score >= 0.4) points.push({ x: k.x, y: k.y });
    }
    const [wrist, pinky, index, thumb] = points;
    if (wrist && pinky && index && thumb) hands.push([wrist, pinky, index, thumb]);
  }
  return hands;
}
