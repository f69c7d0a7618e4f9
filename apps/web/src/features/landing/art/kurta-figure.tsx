import { useId } from 'react';
import { Arms, Feet, FloorShadow, MaleHead, type FigureProps } from './figure-parts';
import { BlockPrintPattern } from './patterns';

/** A man in a block-printed kurta, sleeveless Nehru jacket and churidar. */
export function KurtaFigure(p: FigureProps) {
  const id = useId().replace(/:/g, '');
  const block = `kblock-${id}`;
  return (
    <g>
      <defs>
        <BlockPrintPattern id={block} fg={p.motif} size={16} opacity={0.8} />
      </defs>
      <FloorShadow width={100} />
      {/* churidar with its gathered rings at the ankle */}
      <path d="M86 290l-4 114h14l6-114Zm28 0l4 114h-14l-6-114Z" fill={p.second} />
      <g stroke={p.shade} strokeWidth="1.2" opacity="0.5">
        <path d="M83 384h13M83 390h13M83 396h13M104 384h13M104 390h13M104 396h13" />
      </g>
      <Feet color={p.zari} y={404} />
      <Arms skin={p.skin} sleeve={p.main} />
      <MaleHead skin={p.skin} hair={p.skin === '#5c3a24' ? '#0e0907' : '#1d1210'} />
      {/* kurta to the knee, side slits */}
      <path d="M76 86q24-8 48 0l10 220H66Z" fill={p.main} />
      <path d="M76 86q24-8 48 0l10 220H66Z" fill={`url(#${block})`} />
      <path d="M70 250l-4 56m64-56 4 56" stroke={p.shade} strokeWidth="1.5" />
      {/* jacket */}
      <path d="M78 86q8-3 14-4l8 40 8-40q6 1 14 4l6 112q-28 8-56 0Z" fill={p.shade} />
      <path d="M92 82l8 40 8-40" stroke={p.zari} strokeWidth="1.6" fill="none" />
      <g fill={p.zari}>
        {[132, 148, 164, 180].map((y) => (
          <circle key={y} cx="100" cy={y} r="2" />
        ))}
      </g>
      <path d="M84 150h10" stroke={p.zari} strokeWidth="1.4" />
    </g>
  );
}
