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
    setSlots((s) => {
      if (s[kind].preview) URL.revokeObjectURL(s[kind].preview);
      return { ...s, [kind]: EMPTY_SLOT };
    });
  }, []);

  async function uploadFile(kind: SlotKind, file: File) {
    const problem = checkFile(file);
    clearSlot(kind);
    if (problem) {
      update(kind, { error: problem, status: 'error' });
      return;
    }
    const controller = new AbortController();
    uploads.current[kind] = controller;
    update(kind, {
      file,
      preview: URL.createObjectURL(file),
      status: 'uploading',
      progress: 0,
      error: null,
    });
    try {
      const uploaded = await uploadStudioImage(
        file,
        FOLDERS[kind],
        (progress) => update(kind, { progress }),
        controller.signal,
      );
      update(kind, { status: 'done', progress: 100, url: uploaded.url });
    } catch (err) {
      if (controller.signal.aborted) return;
      // A refused file leaves no preview behind (a renamed text file drew a broken image);
      // its reason shows once, in the card.
      setSlots((s) => {
        if (s[kind].preview) URL.revokeObjectURL(s[kind].preview);
        return {
          ...s,
          [kind]: { ...EMPTY_SLOT, status: 'error', error: uploadFailure(kind, err) },
        };
      });
    }
  }

  const uploading = slots.person.status === 'uploading' || slots.garment.status === 'uploading';
  const bothDone = slots.person.status === 'done' && slots.garment.status === 'done';
  const uploadsDone =
    (slots.person.status === 'done' ? 1 : 0) + (slots.garment.status === 'done' ? 1 : 0);
  return { slots, uploadFile, clearSlot, uploading, bothDone, uploadsDone };
}

function uploadFailure(kind: SlotKind, err: unknown): string {
  const reason = errorMessage(err, TRYON_MESSAGES.uploadFailed);
  return kind === 'person'
    ? TRYON_MESSAGES.personUploadFailed(reason)
    : TRYON_MESSAGES.garmentUploadFailed(reason);
}
