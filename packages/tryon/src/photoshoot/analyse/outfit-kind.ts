import type { OutfitKind } from '../types';
import type { OutfitSignals } from './outfit-signals';

// Which outfit a model photo shows, from the signals of outfit-signals.ts. Every rule names a
// positive sign; where none holds the answer is `unknown` ("outfit not recognised"): a label that
// says less is better than a wrong one, since the brand picks models by it.
// Tuned on the 23 person photos of ../shared/fixtures, checked on the 21 on-model garment photos
// there (src/eval/outfit-accuracy.ts).

export interface OutfitGuess {
  kind: OutfitKind;
  /** 0..1; below 0.6 the label says "Looks like a …". */
  certainty: number;
}

const guess = (kind: OutfitKind, certainty: number): OutfitGuess => ({ kind, certainty });
const UNKNOWN = guess('unknown', 0);

/** Legs dressed apart (trousers, jeans, shorts) never make a saree or a lehenga. */
const LEGS_APART = 0.45;
/** Low on the legs a saree or lehenga is wider than the shoulders; trousers are not. */
const WIDE_HEM = 1.15;
const LEHENGA_HEM = 2.9;
/** RGB distances: the same fabric vs a different garment. */
const SAME_COLOUR = 35;
const OTHER_COLOUR = 40;

/** A pallu crosses the torso: the midriff shows on one side only. */
function hasPallu(s: OutfitSignals): boolean {
  return s.skinTrusted && s.midriff.left > 0.12 && s.midriff.right < s.midriff.left * 0.4;
}

/** A long top: the torso's fabric runs onto the thighs and the shins are dressed differently. */
function isLongTop(s: OutfitSignals): boolean {
  const bareArms = s.skinTrusted && s.upperArmSkin >= 0.5;
  return s.torsoToThigh < SAME_COLOUR && s.thighToShin > OTHER_COLOUR && !bareArms;
}

function legsApart(s: OutfitSignals): OutfitGuess {
  return isLongTop(s) ? guess('kurta', 0.7) : guess('top-and-bottoms', 0.75);
}

/** Knee up or waist up: the length of the garment is not in the photo. */
function halfLength(s: OutfitSignals): OutfitGuess {
  if (hasPallu(s)) return guess('saree', 0.55);
  // A plain, untextured top with nothing draped over it (sarees and lehengas carry borders).
  if (s.textured < 0.15) return guess('top', 0.55);
  return UNKNOWN;
}

function oneNarrowPiece(s: OutfitSignals): OutfitGuess {
  if (isLongTop(s)) return guess('kurta', 0.6);
  if (s.torsoToThigh > 80) return guess('top-and-bottoms', 0.55);
  return UNKNOWN;
}

function longDrape(s: OutfitSignals): OutfitGuess {
  if (hasPallu(s)) return guess('saree', 0.8);
  if (!s.skinTrusted) return UNKNOWN;
  const bareMidriff = s.midriff.left >= 0.25 && s.midriff.right >= 0.25;
  if (s.hemWidth >= LEHENGA_HEM && bareMidriff) return guess('lehenga', 0.6);
  // Long, wide and woven or printed, without a choli's bare midriff: a saree; a plain long
  // dress stays unrecognised.
  if (s.textured >= 0.3) return guess('saree', 0.55);
  return UNKNOWN;
}

/** The outfit's kind and how sure that is. */
export function classifyOutfit(s: OutfitSignals): OutfitGuess {
  if (s.legGap >= LEGS_APART) return legsApart(s);
  if (!s.hasKnees) return halfLength(s);
  return s.hemWidth < WIDE_HEM ? oneNarrowPiece(s) : longDrape(s);
}
