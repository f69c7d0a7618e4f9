import { TRYON_MESSAGES } from '@drape/shared/tryon.contract';
import type { UploadFolder } from '@drape/shared/upload.contract';
import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '@/lib/api-error';
import { uploadStudioImage } from '../api/studio-api';
import { checkFile, EMPTY_SLOT, type UploadSlot } from '../components/upload-step';

export type SlotKind = 'person' | 'garment';
export type StudioSlots = Record<SlotKind, UploadSlot>;
const FOLDERS: Record<SlotKind, UploadFolder> = {
  person: 'vton-persons',
  garment: 'vton-garments',
};

/** The person and garment upload slots: checks, real upload progress, cancel on replace/remove. */
export function useStudioUploads() {
  const [slots, setSlots] = useState<StudioSlots>({ person: EMPTY_SLOT, garment: EMPTY_SLOT });
  const uploads = useRef<Record<SlotKind, AbortController | null>>({
    person: null,
    garment: null,
  });

  const update = (kind: SlotKind, patch: Partial<UploadSlot>) =>
    setSlots((s) => ({ ...s, [kind]: { ...s[kind], ...patch } }));

  const clearSlot = useCallback((kind: SlotKind) => {
    uploads.current[kind]?.abort();
    setSlots((s) => withSlotCleared(s, kind));
  }, []);

  async function uploadFile(kind: SlotKind, file: File) {
    const problem = checkFile(file);
    clearSlot(kind);
    if (problem) return update(kind, { error: problem, status: 'error' });
    const controller = new AbortController();
    uploads.current[kind] = controller;
    const preview = URL.createObjectURL(file);
    update(kind, { file, preview, status: 'uploading', progress: 0, error: null });
    const onProgress = (progress: number) => update(kind, { progress });
    try {
      const uploaded = await uploadStudioImage(file, FOLDERS[kind], onProgress, controller.signal);
      update(kind, { status: 'done', progress: 100, url: uploaded.url });
    } catch (err) {
      if (controller.signal.aborted) return;
      // A refused file leaves no preview behind (a renamed text file drew a broken image);
      // its reason shows once, in the card.
      setSlots((s) =>
        withSlotCleared(s, kind, { status: 'error', error: uploadFailure(kind, err) }),
      );
    }
  }

  const uploading = slots.person.status === 'uploading' || slots.garment.status === 'uploading';
  const uploadsDone = [slots.person, slots.garment].filter((s) => s.status === 'done').length;
  return { slots, uploadFile, clearSlot, uploading, bothDone: uploadsDone === 2, uploadsDone };
}

/** The slots with one emptied (its preview's object URL released), plus what `patch` says. */
function withSlotCleared(slots: StudioSlots, kind: SlotKind, patch: Partial<UploadSlot> = {}) {
  if (slots[kind].preview) URL.revokeObjectURL(slots[kind].preview);
  return { ...slots, [kind]: { ...EMPTY_SLOT, ...patch } };
}

function uploadFailure(kind: SlotKind, err: unknown): string {
  const reason = errorMessage(err, TRYON_MESSAGES.uploadFailed);
  return kind === 'person'
    ? TRYON_MESSAGES.personUploadFailed(reason)
    : TRYON_MESSAGES.garmentUploadFailed(reason);
}
