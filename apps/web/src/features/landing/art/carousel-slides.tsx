import type { ReactNode } from 'react';
import {
  ArchBackdrop,
  CourtyardBackdrop,
  FortBackdrop,
  StepwellBackdrop,
  StudioBackdrop,
} from './backdrops';
import { KurtaFigure } from './kurta-figure';
import { LehengaFigure } from './lehenga-figure';
import { SareeFigure } from './saree-figure';
import { SherwaniFigure } from './sherwani-figure';
import { ZariCloseup } from './zari-closeup';

export interface CarouselSlide {
  title: string;
  caption: string;
  art: () => ReactNode;
}

const at = (node: ReactNode) => <g transform="translate(88 20) scale(1.12)">{node}</g>;

/** The six "photographs" of the About carousel — all drawn, none shot. */
export const CAROUSEL_SLIDES: readonly CarouselSlide[] = [
  {
    title: 'Banarasi silk saree',
    caption: 'Palace jharokha backdrop · full-length',
    art: () => (
      <>
        <ArchBackdrop bg="#2a0a14" wall="#4a1224" line="#d9a845" />
        {at(
          <SareeFigure
            skin="#8d5a3b"
            main="#9b1b3c"
            shade="#5e0c22"
            zari="#e2b451"
            second="#d9a845"
            motif="#f0c766"
          />,
        )}
      </>
    ),
  },
  {
    title: 'Bridal lehenga',
    caption: 'Haveli courtyard · three-quarter',
    art: () => (
      <>
        <CourtyardBackdrop bg="#f2dccf" wall="#e5bfae" line="#9c4a36" />
        {at(
          <LehengaFigure
            skin="#c68863"
            main="#b3122e"
            shade="#7a0b1f"
            zari="#e7bd5c"
            second="#f2a7a0"
            motif="#f6cf73"
          />,
        )}
      </>
    ),
  },
  {
    title: 'Block-print kurta',
    caption: 'Studio sweep · catalogue ready',
    art: () => (
      <>
        <StudioBackdrop bg="#c9b79c" wall="#efe4d0" line="#4a3a2c" />
        {at(
          <KurtaFigure
            skin="#5c3a24"
            main="#fbf6ea"
            shade="#23365f"
            zari="#c89b3c"
            second="#efe8da"
            motif="#2f4f8f"
          />,
        )}
      </>
    ),
  },
  {
    title: 'Wedding sherwani',
    caption: 'Your own fort photo as backdrop',
    art: () => (
      <>
        <FortBackdrop bg="#e9a474" wall="#7a3f2c" line="#fff1cf" />
        {at(
          <SherwaniFigure
            skin="#a86f4c"
            main="#efe2c4"
            shade="#7a5a2a"
            zari="#c9982f"
            second="#a3122d"
            motif="#c9982f"
          />,
        )}
      </>
    ),
  },
  {
    title: 'Zari border close-up',
    caption: 'Close-up · cropped, never upscaled',
    art: () => <ZariCloseup />,
  },
  {
    title: 'Kanjeevaram saree',
    caption: 'Your own stepwell photo as backdrop',
    art: () => (
      <>
        <StepwellBackdrop bg="#d8b48a" wall="#c49a6c" line="#5b3a1e" />
        {at(
          <SareeFigure
            skin="#e0ac87"
            main="#0f6b55"
            shade="#0a4438"
            zari="#e7bd5c"
            second="#c2185b"
            motif="#e7bd5c"
          />,
        )}
      </>
    ),
  },
];
