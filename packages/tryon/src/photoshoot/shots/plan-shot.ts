import { TryonError } from '../../errors';
import type { Category } from '../../types';
import type { Subject } from '../subject';
import type { Box, CloseUpDetail, CloseUpDetailOption, ShotKind } from '../types';
import type { Figure } from './geometry';
import { bestFace } from '../../local/person/detect-people';

export interface ShotPlan {
  crop: Box;
  detail?: CloseUpDetail;
}

const ASPECT = 3 / 4;

const frame = (cx: number, top: number, height: number): Box => ({
  x: cx - (height * ASPECT) / 2,
  y: top,
  width: height * ASPECT,
  height,
});

function closeUpBox(f: Figure, detail: CloseUpDetail): Box {
  const b = f.body;
  const sw = b.shoulderWidth;
  const at = (cx: number, cy: number, width: number) =>
    frame(cx, cy - width / ASPECT / 2, width / ASPECT);
  switch (detail) {
    case 'neckline':
      return at((b.shoulderL.x + b.shoulderR.x) / 2, f.shoulderY + sw * 0.2, sw * 1.45);
    case 'pallu': {
      // The Nivi drape's pallu falls over the wearer's left shoulder: the image's right side.
      const s = b.shoulderR.x > b.shoulderL.x ? b.shoulderR : b.shoulderL;
      return at(s.x, s.y + sw * 0.55, sw * 1.3);
    }
    case 'sleeve': {
      const e = b.elbowR ?? b.elbowL ?? b.shoulderR;
      return at(e.x, e.y, sw * 1.1);
    }
    case 'border':
      return at(f.centreX, f.feetY - f.stature * 0.1, sw * 1.7);
  }
}

export function chooseDetail(
  option: CloseUpDetailOption,
  category: Category | undefined,
  f: Figure,
): CloseUpDetail {
  if (option !== 'auto') return option === 'border' && !f.feetVisible ? 'neckline' : option;
  if (category === 'saree') return 'pallu';
  if (category === 'full' && f.feetVisible) return 'border';
  return 'neckline';
}

/** A detail crop never cuts through the face: its top moves down to the chin. */
function belowChin(box: Box, subject: Subject): Box {
  const face = bestFace(subject.detection);
  if (!face) return box;
  const chin = face.y + face.height * 1.02;
  return box.y < chin && box.y + box.height > chin ? { ...box, y: chin } : box;
}

/** Keeps the crop off photo edges the model is cut at (scaling about its centre, then shifting). */
export function constrain(crop: Box, subject: Subject, strict: boolean): Box {
  const { width: W, height: H } = subject.image;
  const t = subject.touches;
  const L = strict || t.left ? 0 : -Infinity;
  const R = strict || t.right ? W : Infinity;
  const T = strict || t.top ? 0 : -Infinity;
  const B = strict || t.bottom ? H : Infinity;
  let { x, y, width, height } = crop;
  const k = Math.min(1, (R - L) / width, (B - T) / height);
  if (k < 1) {
    x += (width * (1 - k)) / 2;
    y += (height * (1 - k)) / 2;
    width *= k;
    height *= k;
  }
  x = Math.min(Math.max(x, L), R - width);
  y = Math.min(Math.max(y, T), B - height);
  return { x, y, width, height };
}

/** The shot's crop in source pixels; throws BODY_NOT_VISIBLE when the photo cannot make it. */
export function planShot(
  subject: Subject,
  f: Figure,
  shot: ShotKind,
  detail: CloseUpDetailOption,
  category: Category | undefined,
): ShotPlan {
  if (shot === 'full') {
    if (!f.feetVisible)
      throw new TryonError(
        'BODY_NOT_VISIBLE',
        'The feet are not in this model photo, so a full-length shot cannot be made. Use a full-length model photo, or choose three-quarter or close-up shots.',
      );
    const height = f.stature / 0.86;
    return { crop: constrain(frame(f.centreX, f.headTop - height * 0.06, height), subject, false) };
  }
  if (shot === 'three-quarter') {
    const bottom = f.kneeY + f.stature * 0.05;
    if (bottom > subject.image.height + 1 && subject.touches.bottom)
      throw new TryonError(
        'BODY_NOT_VISIBLE',
        'The knees are not in this model photo, so a three-quarter shot cannot be made. Use a photo that shows the model at least to the knees.',
      );
    const height = (bottom - f.headTop) / 0.95;
    return { crop: constrain(frame(f.centreX, f.headTop - height * 0.05, height), subject, false) };
  }
  const chosen = chooseDetail(detail, category, f);
  return {
    crop: constrain(belowChin(closeUpBox(f, chosen), subject), subject, true),
    detail: chosen,
  };
}
