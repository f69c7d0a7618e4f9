import { useId } from 'react';
import { Arms, FemaleHead, Feet, FloorShadow, type FigureProps } from './figure-parts';
import { ButaPattern, ZariPattern } from './patterns';

/** A woman in a Nivi-drape saree: pleats at the front, pallu over the left shoulder. */
export function SareeFigure(p: FigureProps) {
  const id = useId().replace(/:/g, '');
  const buta = `buta-${id}`;
  const zari = `zari-${id}`;
  return (
    <g>
      <defs>
        <ButaPattern id={buta} fg={p.motif} size={22} opacity={0.75} />
        <ZariPattern id={zari} fg={p.zari} bg={p.shade} size={10} />
      </defs>
      <FloorShadow width={110} />
      {/* pallu falling behind the shoulder */}
      <path d="M70 88l24-4c-2 80-8 160-12 236l-30-8c4-76 10-150 18-224Z" fill={p.main} />
      <path d="M70 88l24-4c-2 80-8 160-12 236l-30-8c4-76 10-150 18-224Z" fill={`url(#${buta})`} />
      <path d="M52 312l30 8-1 14-31-8Z" fill={`url(#${zari})`} />
      <path d="M64 92l6-4-18 224-6-2Z" fill={p.zari} opacity="0.9" />
      <Feet color={p.zari} />
      <Arms skin={p.skin} />
      <FemaleHead skin={p.skin} />
      {/* blouse and midriff */}
      <path d="M82 84q18-6 36 0l3 34q-21 6-42 0Z" fill={p.second} />
      <path d="M80 118q20 6 40 0l-2 16q-18 4-36 0Z" fill={p.skin} />
      {/* skirt with pleats */}
      <path d="M82 134q18 4 36 0c6 86 16 186 24 270q-42 8-84 0c8-84 18-184 24-270Z" fill={p.main} />
      <path
        d="M82 134q18 4 36 0c6 86 16 186 24 270q-42 8-84 0c8-84 18-184 24-270Z"
        fill={`url(#${buta})`}
      />
      <g stroke={p.shade} strokeWidth="1.6" opacity="0.75">
        {[-18, -11, -4, 3, 10, 17].map((dx) => (
          <path key={dx} d={`M${100 + dx * 0.25} 150L${100 + dx} 402`} />
        ))}
      </g>
      <path d="M58 392q42 8 84 0v12q-42 8-84 0Z" fill={`url(#${zari})`} />
      {/* pallu across the torso */}
      <path d="M80 82l14-2 30 56-14 8Z" fill={p.main} />
      <path d="M80 82l14-2 30 56-14 8Z" fill={`url(#${buta})`} />
      <path d="M94 80l4-1 30 56-4 1Z" fill={p.zari} />
    </g>
  );
}
