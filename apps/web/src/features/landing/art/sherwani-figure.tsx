import { useId } from 'react';
import { Feet, FloorShadow, MaleHead, type FigureProps } from './figure-parts';
import { ButaPattern, ZariPattern } from './patterns';

/** A groom in a knee-length sherwani with a stand collar, stole and a safa with a kalgi. */
export function SherwaniFigure(p: FigureProps) {
  const id = useId().replace(/:/g, '');
  const buta = `sbuta-${id}`;
  const zari = `szari-${id}`;
  return (
    <g>
      <defs>
        <ButaPattern id={buta} fg={p.motif} size={18} opacity={0.55} />
        <ZariPattern id={zari} fg={p.zari} bg={p.shade} size={8} />
      </defs>
      <FloorShadow width={110} />
      <path d="M86 300l-4 104h14l6-104Zm28 0l4 104h-14l-6-104Z" fill="#f3eadb" />
      <Feet color={p.zari} />
      {/* sleeves */}
      <g fill="none" strokeLinecap="round" strokeWidth="15" stroke={p.main}>
        <path d="M78 92c-9 32-13 74-11 118" />
        <path d="M122 92c9 32 13 74 11 118" />
      </g>
      <circle cx="67" cy="216" r="5.5" fill={p.skin} />
      <circle cx="133" cy="216" r="5.5" fill={p.skin} />
      <MaleHead skin={p.skin} bare={false} />
      {/* safa (turban) with its tail and kalgi plume */}
      <path d="M82 44c-2-16 8-24 18-24 12 0 20 8 18 24-6-4-12-6-18-6s-12 2-18 6Z" fill={p.second} />
      <path d="M84 34q16-8 32 0M83 40q17-8 34 0" stroke={p.zari} strokeWidth="1.6" fill="none" />
      <path d="M116 38q14 20 10 56l-7-2q3-30-8-48Z" fill={p.second} />
      <path d="M100 22c-2-10 2-16 6-18-1 6 0 12-4 18Z" fill={p.zari} />
      <circle cx="100" cy="26" r="3" fill="#f4e7c5" />
      {/* the coat */}
      <path d="M76 86q24-8 48 0l14 234q-38 8-76 0Z" fill={p.main} />
      <path d="M76 86q24-8 48 0l14 234q-38 8-76 0Z" fill={`url(#${buta})`} />
      <path d="M92 80h16v10H92Z" fill={p.shade} />
      <path d="M98 88h4l3 236h-10Z" fill={`url(#${zari})`} />
      <path d="M62 308q38 8 76 0l1 12q-39 8-78 0Z" fill={`url(#${zari})`} />
      <g fill={p.zari}>
        {[104, 124, 144, 164, 184, 204].map((y) => (
          <circle key={y} cx="100" cy={y} r="2.2" />
        ))}
      </g>
      {/* stole over the right shoulder */}
      <path d="M114 84l12 2-26 150-10-4Z" fill={p.second} />
      <path d="M90 230l10 4-2 10-10-4Z" fill={p.zari} />
    </g>
  );
}
