import type { Human } from '@vladmandic/human';
import {
  BLAZEPOSE_CONFIG,
  DESCRIBE_CONFIG,
  HUMAN_CONFIG,
  SEGMENTATION_CONFIG,
} from './human-runtime';
import type { FloatMap, RasterImage } from '../raster/raster';
import { detectPose } from './movenet';

export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
  score: number;
  /** Set only when faces were described (garment photos): the face model's gender call. */
  gender?: { value: 'female' | 'male'; score: number };
}

export interface PeopleDetection {
  faces: FaceBox[];
  bodyScore: number;
  /** MoveNet keypoints by name (person's own left/right), in image pixels. */
  keypoints: Record<string, Keypoint>;
  /** Person matte, 0..1. */
  matte: FloatMap;
}

/** The detection's most confident face, if any. */
export const bestFace = (detection: Pick<PeopleDetection, 'faces'>): FaceBox | undefined =>
  [...detection.faces].sort((a, b) => b.score - a.score)[0];

interface TensorLike {
  data(): Promise<ArrayLike<number>>;
  shape: number[];
}
interface TfLike {
  tensor(values: Int32Array, shape: number[], dtype: string): TensorLike;
  dispose(t: unknown): void;
}

/**
 * Pose, faces and person matte for one image; the caller holds the loaded Human instance.
 * `describeFaces` also runs the face description model (gender): for garment photos, and for a
 * person given a saree or lehenga.
 */
export async function detectPeople(
  human: Human,
  image: RasterImage,
  options: { describeFaces?: boolean } = {},
): Promise<PeopleDetection> {
  const tf = human.tf as unknown as TfLike;
  const input = tf.tensor(new Int32Array(image.data), [1, image.height, image.width, 3], 'int32');
  try {
    // Faces through Human; the pose by MoveNet run directly (movenet.ts: Human's body pipeline
    // smooths each pose towards the previous photo's).
    const config = options.describeFaces ? DESCRIBE_CONFIG : HUMAN_CONFIG;
    const result = await human.detect(input as never, {
      ...config,
      body: { ...config.body, enabled: false },
    });
    const pose = await detectPose(human, input as never, HUMAN_CONFIG.body?.minConfidence ?? 0.2);
    const keypoints = pose.keypoints;
    const faces = result.face.map((f) => ({
      x: f.box[0],
      y: f.box[1],
      width: f.box[2],
      height: f.box[3],
      score: f.score,
      ...(f.gender === 'female' || f.gender === 'male'
        ? { gender: { value: f.gender, score: f.genderScore ?? 0 } }
        : {}),
    }));
    const segmented = await human.segmentation(input as never, SEGMENTATION_CONFIG);
    const matte = await readMatte(segmented as unknown as TensorLike | null, image, tf);
    return { faces, bodyScore: pose.score, keypoints, matte };
  } finally {
    tf.dispose(input);
  }
}

/**
 * BlazePose's 39 landmarks by name (adds leftPinky, leftIndex, leftThumb, leftHeel, leftFoot, …
 * to MoveNet's), in image pixels; no faces, no matte.
 */
export async function detectBlazePose(
  human: Human,
  image: RasterImage,
): Promise<Record<string, Keypoint>> {
  const tf = human.tf as unknown as TfLike;
  const input = tf.tensor(Int32Array.from(image.data), [1, image.height, image.width, 3], 'int32');
  try {
    const result = await human.detect(input as never, BLAZEPOSE_CONFIG);
    const keypoints: Record<string, Keypoint> = {};
    for (const k of result.body[0]?.keypoints ?? [])
      keypoints[k.part] = { x: k.position[0], y: k.position[1], score: k.score };
    return keypoints;
  } finally {
    tf.dispose(input);
  }
}

/** The selfie model returns the matte at input size, 0..255, as the last (`alpha` mode: only) channel. */
async function readMatte(
  tensor: TensorLike | null,
  image: RasterImage,
  tf: TfLike,
): Promise<FloatMap> {
  const n = image.width * image.height;
  const data = new Float32Array(n);
  if (tensor) {
    const values = await tensor.data();
    const channels = tensor.shape.at(-1) ?? 4;
    for (let i = 0; i < n; i += 1) data[i] = (values[i * channels + channels - 1] ?? 0) / 255;
    tf.dispose(tensor);
  }
  return { data, width: image.width, height: image.height };
}

/** Inside the ellipse inscribed in the face box, grown by `grow` (1 = the box's own ellipse). */
export function isInsideFace(face: FaceBox, x: number, y: number, grow = 1.2): boolean {
  const dx = (x - (face.x + face.width / 2)) / ((face.width / 2) * grow);
  const dy = (y - (face.y + face.height / 2)) / ((face.height / 2) * grow);
  return dx * dx + dy * dy <= 1;
}
