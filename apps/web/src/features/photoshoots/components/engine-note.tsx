import { PHOTOSHOOT_MESSAGES } from '@drape/shared/photoshoots-common.contract';
import { Info } from 'lucide-react';
import { useCapabilities } from '../hooks/use-library';

/** Which models a shoot can use on this deployment: the brand's library, AI models only on a GPU. */
export function EngineNote() {
  const { data } = useCapabilities();
  const note = data ? data.note : PHOTOSHOOT_MESSAGES.localEngineModels;
  if (!note) return null;
  return (
    <p className="flex gap-2 rounded-lg border border-line bg-surface-2 px-3 py-2 text-sm text-muted">
      <Info className="mt-0.5 size-4 shrink-0 text-info" aria-hidden />
      {note}
    </p>
  );
}
