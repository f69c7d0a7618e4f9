import { describe, expect, it } from 'vitest';
import { drawGarment, drawPerson, W } from '../../../test/synthetic-figure';
import type { PersonAnalysis } from '../person/person-analysis';
import { sleevesLonger, sleevesMissing } from './sleeves';

// The synthetic figure wears a blue outfit on its torso and legs; its arms are bare skin.
const kurta = { ...drawGarment(), sleeveReach: { L: 2, R: 2 } };
const tee = { ...drawGarment(), sleeveReach: { L: 0.6, R: 0.6 } };

/** The same figure in full sleeves: its arms are clothing, not skin. */
function sleevedPerson(): PersonAnalysis {
  const person = drawPerson();
  const skin = { ...person.skin, data: Float32Array.from(person.skin.data) };
  for (let i = 0; i < skin.data.length; i += 1) {
    const x = i % W;
    const y = (i - x) / W;
    if (y >= 78) skin.data[i] = 0; // below the chin: the arms
  }
  return { ...person, skin };
}

/** The same figure in a cream outfit the skin test took for skin, torso and arms alike. */
function creamPerson(): PersonAnalysis {
  const person = drawPerson();
  const skin = { ...person.skin, data: Float32Array.from(person.matte.data) };
  return { ...person, skin };
}

describe('auto mode: sleeves the person does not have', () => {
  it('a kurta with full sleeves on a person with bare arms needs its own cut', () => {
    expect(sleevesMissing(drawPerson(), kurta)).toBe(true);
  });

  it('a person already in sleeves, or a short-sleeved tee, keeps the re-dress', () => {
    expect(sleevesMissing(sleevedPerson(), kurta)).toBe(false);
    expect(sleevesMissing(drawPerson(), tee)).toBe(false);
  });

  it('says nothing when the skin test took the whole outfit for skin', () => {
    expect(sleevesMissing(creamPerson(), kurta)).toBe(false);
  });
});

describe('auto mode: sleeves longer than the garment’s', () => {
  it('a person in full sleeves given a short-sleeved tee needs its own cut', () => {
    // Re-dressed, person_03's sweatshirt kept its long sleeves in the tee's black.
    expect(sleevesLonger(sleevedPerson(), tee)).toBe(true);
    expect(sleevesLonger(sleevedPerson(), kurta)).toBe(false);
    expect(sleevesLonger(drawPerson(), tee)).toBe(false);
  });

  it('takes the shorter sleeve: one forearm lying on trousers is no long sleeve', () => {
    // One arm bare, the other read as clothing to the wrist (vton person_01's forearm over his
    // khaki thigh, with a tattoo).
    const person = sleevedPerson();
    const skin = { ...person.skin, data: Float32Array.from(person.skin.data) };
    for (let i = 0; i < skin.data.length; i += 1) {
      const x = i % W;
      const y = (i - x) / W;
      if (y >= 90 && x < 74 && (person.matte.data[i] ?? 0) > 0.5) skin.data[i] = 1;
    }
    expect(sleevesLonger({ ...person, skin }, tee)).toBe(false);
  });
});
