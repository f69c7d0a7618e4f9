import type { BuiltInBackdrop } from '../types';
import { arcade, courtyard, jharokha, marbleJharokha, type HeritageSet } from './heritage';
import type { Palette } from './scene-kit';
import { studioSweep } from './studio';

interface SceneDefinition extends BuiltInBackdrop {
  palette: Palette;
  /** Studio sweeps: one SVG, blurred as a whole. */
  draw?: (id: string, palette: Palette) => string;
  /** Heritage sets: planes at their own distances (heritage-set.ts). */
  set?: (id: string, palette: Palette) => HeritageSet;
}

const studio = (
  id: string,
  name: string,
  description: string,
  palette: Palette,
): SceneDefinition => ({
  id,
  name,
  kind: 'studio',
  description,
  palette,
  draw: studioSweep,
});

// Palettes follow the landing page's art (apps/web/src/features/landing/art): maroon and gold,
// blush and terracotta, sandstone; studio sweeps in catalogue neutrals and two brand tones.
const SCENES: readonly SceneDefinition[] = [
  studio('studio-ivory', 'Ivory studio', 'Seamless ivory paper sweep, soft key light.', {
    bg: '#b9a88e',
    wall: '#e6dccb',
    line: '#4a3a2c',
    floor: '#d8ccb8',
    light: '#f7f1e6',
  }),
  studio('studio-white', 'White studio', 'Clean white sweep for marketplace listings.', {
    bg: '#c9c9c6',
    wall: '#ecebe8',
    line: '#555',
    floor: '#e2e1dd',
    light: '#fbfbfa',
  }),
  studio('studio-blush', 'Blush studio', 'Warm blush-pink sweep.', {
    bg: '#b98d80',
    wall: '#e9cbbf',
    line: '#9c4a36',
    floor: '#dcb8aa',
    light: '#f7e6de',
  }),
  studio('studio-sage', 'Sage studio', 'Muted sage-green sweep.', {
    bg: '#7f8c74',
    wall: '#b9c4ad',
    line: '#3c4a34',
    floor: '#a9b59b',
    light: '#dfe6d5',
  }),
  studio('studio-slate', 'Slate studio', 'Cool grey sweep for bright colours.', {
    bg: '#4b5058',
    wall: '#868c95',
    line: '#222',
    floor: '#737983',
    light: '#b4b9c0',
  }),
  studio('studio-maroon', 'Maroon studio', 'Deep maroon sweep, the brand tone of festive edits.', {
    bg: '#22070f',
    wall: '#5a1024',
    line: '#d9a845',
    floor: '#40101c',
    light: '#8a2a3f',
  }),
  {
    id: 'heritage-jharokha',
    name: 'Palace jharokha',
    kind: 'heritage',
    description: 'A pointed Mughal arch with a glowing jaali screen, maroon and gold.',
    palette: {
      bg: '#2a0a14',
      wall: '#5a1a2a',
      line: '#d9a845',
      floor: '#6a3a30',
      light: '#e9b86a',
    },
    set: jharokha,
  },
  {
    id: 'heritage-marble-jharokha',
    name: 'Marble jharokha',
    kind: 'heritage',
    description: 'The jharokha arch in ivory marble with a sunlit jaali.',
    palette: {
      bg: '#8f8271',
      wall: '#e4dccd',
      line: '#b08a4a',
      floor: '#cfc3ae',
      light: '#fff6e2',
    },
    set: marbleJharokha,
  },
  {
    id: 'heritage-courtyard',
    name: 'Haveli courtyard',
    kind: 'heritage',
    description: 'Cusped arches opening on a sunlit inner court, with hanging lanterns.',
    palette: {
      bg: '#9c5a46',
      wall: '#e5bfae',
      line: '#9c4a36',
      floor: '#c99a82',
      light: '#fbe7cf',
    },
    set: courtyard,
  },
  {
    id: 'heritage-arcade',
    name: 'Sandstone arcade',
    kind: 'heritage',
    description: 'A red-sandstone colonnade of pointed arches with a bright court beyond.',
    palette: {
      bg: '#6b3a22',
      wall: '#c08a5e',
      line: '#5b3a1e',
      floor: '#b58560',
      light: '#f4d9b0',
    },
    set: arcade,
  },
];

/** Built-in backdrops, in display order. */
export const BUILT_IN_BACKDROPS: readonly BuiltInBackdrop[] = SCENES.map(
  ({ id, name, kind, description }) => ({ id, name, kind, description }),
);

export function listBackdrops(): BuiltInBackdrop[] {
  return [...BUILT_IN_BACKDROPS];
}

export function isBuiltInBackdrop(id: string): boolean {
  return SCENES.some((s) => s.id === id);
}

export function sceneDefinition(id: string): SceneDefinition | undefined {
  return SCENES.find((s) => s.id === id);
}
