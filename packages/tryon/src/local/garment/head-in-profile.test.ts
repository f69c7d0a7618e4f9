import { describe, expect, it } from 'vitest';
import type { FaceBox, Keypoint } from '../person/detect-people';
import { headInProfile } from './garment-analysis';

// Eyes and faces as the models found them on vton-dev's saree photos (1024 px work size).
const eyes = (left: number, right: number, score = 0.6): Record<string, Keypoint> => ({
  leftEye: { x: left, y: 60, score },
  rightEye: { x: right, y: 60, score },
});
const face = (width: number): FaceBox => ({ x: 0, y: 0, width, height: width, score: 0.8 });

describe("a garment photo's wearer's head in profile", () => {
  it('is told on back views with the head turned to the camera (D01, D02)', () => {
    expect(headInProfile(eyes(479, 479), face(73))).toBe(true);
    expect(headInProfile(eyes(405, 405), face(81))).toBe(true);
  });

  it('is not told on front views (D08: eyes 36 px apart on a face 110 wide)', () => {
    expect(headInProfile(eyes(384, 348), face(110))).toBe(false);
  });

  it('is not told when an eye is unsure', () => {
    expect(headInProfile(eyes(479, 479, 0.3), face(73))).toBe(false);
    expect(headInProfile({}, face(73))).toBe(false);
  });
});
