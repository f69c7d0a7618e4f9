import type { Human } from '@vladmandic/human';
import type { Keypoint } from './detect-people';

/**
 * MoveNet (single pose) run on its own, with Human's arithmetic but without its video filter.
 * Human's body pipeline ends in a jitter filter for video: a keypoint within 0.5 % of the image
 * from the same slot of the previous result is replaced by that earlier keypoint, object and
 * pixel position included. For still photos one after another that made a person's pose depend
 * on the photo analysed before (another user's, in the server), and a replaced keypoint kept the
 * earlier photo's pixel scale. The model, its input (the image padded to a square, resized to
 * the model's size) and the mapping back to pixels are Human's 3.3 (`body/movenet.ts`,
 * `movenetfix.ts`), rounding included, so a result the filter left alone is the same here.
 */

/** MoveNet's 17 keypoints in its output's order (Human's `movenetcoords.kpt`). */
const PARTS = [
  'nose',
  'leftEye',
  'rightEye',
  'leftEar',
  'rightEar',
  'leftShoulder',
  'rightShoulder',
  'leftElbow',
  'rightElbow',
  'leftWrist',
  'rightWrist',
  'leftHip',
  'rightHip',
  'leftKnee',
  'rightKnee',
  'leftAnkle',
  'rightAnkle',
] as const;

/** A keypoint found below the other of its pair is dropped (Human's `movenetcoords.vertical`). */
const BELOW: [string, string][] = [
  ['leftKnee', 'leftShoulder'],
  ['rightKnee', 'rightShoulder'],
  ['leftAnkle', 'leftKnee'],
  ['rightAnkle', 'rightKnee'],
];

interface Tensor {
  shape: number[];
  array(): Promise<unknown>;
}

interface Tf {
  pad(x: Tensor, paddings: [number, number][]): Tensor;
  image: { resizeBilinear(x: Tensor, size: [number, number]): Tensor };
  cast(x: Tensor, dtype: string): Tensor;
  dispose(t: unknown): void;
}

interface GraphModel {
  inputs: { shape?: number[] }[];
  execute(x: Tensor): Tensor;
}

export interface Pose {
  /** The best keypoint's score (Human's body score for a single pose). */
  score: number;
  keypoints: Record<string, Keypoint>;
}

/** The loaded MoveNet model of a Human instance made with a MoveNet body model. */
function moveNetModel(human: Human): GraphModel {
  const models = (human as unknown as { models: { models: Record<string, unknown> } }).models;
  const model = models.models.movenet as GraphModel | null | undefined;
  if (!model) throw new Error('MoveNet is not loaded');
  return model;
}

/**
 * The pose in `input` (int32, [1, height, width, 3]): keypoints scoring above `minConfidence`,
 * by name, in image pixels.
 */
export async function detectPose(
  human: Human,
  input: Tensor,
  minConfidence: number,
): Promise<Pose> {
  const tf = human.tf as unknown as Tf;
  const model = moveNetModel(human);
  const size = model.inputs[0]?.shape?.[2] ?? 0;
  const inputSize = size < 64 ? 256 : size;
  const [, height = 0, width = 0] = input.shape;
  const padY = width > height ? Math.trunc((width - height) / 2) : 0;
  const padX = height > width ? Math.trunc((height - width) / 2) : 0;
  const padded = tf.pad(input, [
    [0, 0],
    [padY, padY],
    [padX, padX],
    [0, 0],
  ]);
  const resized = tf.image.resizeBilinear(padded, [inputSize, inputSize]);
  const cast = tf.cast(resized, 'int32');
  let raw: number[][];
  try {
    const out = model.execute(cast);
    try {
      raw = ((await out.array()) as number[][][][])[0]?.[0] ?? [];
    } finally {
      tf.dispose(out);
    }
  } finally {
    tf.dispose([padded, resized, cast]);
  }
  // Human: positions first in the unpadded image's pixels from the padded square's fractions
  // (rounded), then stretched by the padding and shifted back by it.
  const found: { part: string; score: number; x: number; y: number }[] = [];
  raw.forEach(([ry = 0, rx = 0, s = 0], id) => {
    const part = PARTS[id];
    if (part && s > minConfidence)
      found.push({
        part,
        score: Math.round(100 * s) / 100,
        x: Math.round(width * rx),
        y: Math.round(height * ry),
      });
  });
  const score = found.reduce((best, k) => (k.score > best ? k.score : best), 0);
  const dropped = new Set<string>();
  for (const [lower, higher] of BELOW) {
    const a = found.find((k) => k.part === lower && !dropped.has(k.part));
    const b = found.find((k) => k.part === higher && !dropped.has(k.part));
    if (a && b && a.y < b.y) dropped.add(lower);
  }
  const keypoints: Record<string, Keypoint> = {};
  for (const k of found) {
    if (dropped.has(k.part)) continue;
    keypoints[k.part] = {
      x: (k.x * (width + 2 * padX)) / width - padX,
      y: (k.y * (height + 2 * padY)) / height - padY,
      score: k.score,
    };
  }
  return { score, keypoints };
}
