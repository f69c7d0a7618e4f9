import { SHOT_LABELS, type Shot } from '@drape/shared/photoshoots-common.contract';
import { type ShootModel } from '@drape/shared/shoot-library.contract';

/**
 * Chosen models whose photo cannot make a chosen shot (a photo without feet makes no full-length
 * shot); the server refuses such a shoot with 400, so the screen says so before Start.
 */
export function shotProblems(
  models: readonly ShootModel[],
  chosenIds: readonly string[],
  shots: readonly Shot[],
): string[] {
  return models
    .filter((m) => chosenIds.includes(m.id))
    .flatMap((m) => {
      const missing = shots.filter((s) => !m.analysis.shots.includes(s));
      if (!missing.length) return [];
      const list = missing.map((s) => SHOT_LABELS[s]).join(', ');
      return [`${m.name}'s photo cannot make: ${list}. Untick the shot or choose another model.`];
    });
}
