import { useId } from 'react';
import { Arms, FemaleHead, FloorShadow, type FigureProps } from './figure-parts';
import { BandhaniPattern, ButaPattern, ZariPattern } from './patterns';

/** A bride in a flared lehenga and choli with a sheer bandhani dupatta over the head. */
export function LehengaFigure(p: FigureProps) {
  const id = useId().replace(/:/g, '');
  const buta = `lbuta-${id}`;
  const zari = `lzari-${id}`;
  const dots = `ldots-${id}`;
  return (
    <g>
      <defs>
        <ButaPattern id={buta} fg={p.motif} size={26} opacity={0.7} />
        <ZariPattern id={zari} fg={p.zari} bg={p.shade} size={12} />
        <BandhaniPattern id={dots} fg={p.zari} size={12} opacity={0.9} />
      </defs>
      <FloorShadow width={190} />
      {/* dupatta behind the figure, from the head down both sides */}
      <path
        d="M76 36q24-22 48 0l26 268-18 6-22-222H90L68 310l-18-6Z"
        fill={p.second}
        opacity="0.8"
      />
      <path d="M76 36q24-22 48 0l26 268-18 6-22-222H90L68 310l-18-6Z" fill={`url(#${dots})`} />
      <Arms skin={p.skin} />
      <FemaleHead skin={p.skin} />
      <path d="M82 84q18-6 36 0l2 36q-20 6-40 0Z" fill={p.shade} />
      <path d="M82 84q18-6 36 0l2 36q-20 6-40 0Z" fill={`url(#${buta})`} />
      <path d="M80 120q20 6 40 0l-3 14q-17 4-34 0Z" fill={p.skin} />
      {/* the flared skirt with two zari bands */}
      <path
        d="M83 134q17 4 34 0c24 86 58 190 70 270q-87 14-174 0c12-80 46-184 70-270Z"
        fill={p.main}
      />
      <path
        d="M83 134q17 4 34 0c24 86 58 190 70 270q-87 14-174 0c12-80 46-184 70-270Z"
        fill={`url(#${buta})`}
      />
      <g stroke={p.shade} strokeWidth="1.4" opacity="0.5" fill="none">
        <path d="M92 140C80 220 60 320 50 402" />
        <path d="M108 140c12 80 32 180 42 262" />
        <path d="M100 140v266" />
      </g>
      <path d="M36 326q64 10 128 0l4 14q-68 10-136 0Z" fill={`url(#${zari})`} />
      <path d="M13 388q87 14 174 0v16q-87 14-174 0Z" fill={`url(#${zari})`} />
      {/* dupatta swag across the front */}
      <path d="M82 112q40 70 100 124l-6 14Q110 190 76 124Z" fill={p.second} opacity="0.85" />
      <path d="M82 112q40 70 100 124l-6 14Q110 190 76 124Z" fill={`url(#${dots})`} />
      <path d="M176 250l6-14 4 3-6 14Z" fill={p.zari} />
    </g>
  );
}
